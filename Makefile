# Two commands do all the set-up on a fresh machine with Python 3.11+:
#   make run   - create .venv, install the desk, open it on the default database
#   make test  - create .venv with the test extras, run ruff, mypy, the import contract and pytest
# Both install the versions pinned in constraints.txt; `make lock` refreshes it.
# The distribution's python3 when it is the PATH's minor version (3.11+) with venv and its shared library, else
# the PATH's: Debian's and Ubuntu's are built with PGO and LTO, pyenv's by default without (packaging/
# pick-python.sh says what it costs). Asked once per make process; `make PYTHON=python3.12 ...` chooses another.
# An existing .venv keeps its interpreter until `make clean`.
ifndef PYTHON
PYTHON := $(or $(shell bash packaging/pick-python.sh),python3)
endif
VENV   := .venv
BIN    := $(VENV)/bin

# Every install takes its versions from constraints.txt (`make lock` rewrites it), pip itself first: the pip
# version decides how constraints reach the isolated environment where pip fetches hatchling for the editable
# install. -c never reaches it, PIP_CONSTRAINT did until pip 26.1, and from 26.2 only --build-constraint does.
CONSTRAINTS := constraints.txt
PIP_INSTALL := $(BIN)/python -m pip install --quiet --constraint $(CONSTRAINTS) --build-constraint $(CONSTRAINTS)
define make-venv
test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
$(BIN)/python -m pip install --quiet --constraint $(CONSTRAINTS) pip
endef

# Some shells set PYTHONDONTWRITEBYTECODE: then every process the tests start (the CLI, the desks, the writers
# killed with -9) compiles the whole package again from source. The caches go in the gitignored __pycache__.
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test lint typecheck contracts pytest wheel frozen smoke package smoke-deb clean benchmarks translations screenshots lock siege

# The stamp files make a second `make` skip the install, and reinstall when pyproject.toml or the lock changes.
$(VENV)/.run-installed: pyproject.toml $(CONSTRAINTS)
	$(make-venv)
	$(PIP_INSTALL) -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml $(CONSTRAINTS)
	$(make-venv)
	$(PIP_INSTALL) -e '.[test]'
	touch $@ $(VENV)/.run-installed

run: $(VENV)/.run-installed
	@bash packaging/check-desktop-libs.sh
	$(BIN)/fibur-director

lint: $(VENV)/.test-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	@bash packaging/test-system-packages.sh shellcheck
	@if command -v shellcheck >/dev/null; then shellcheck packaging/*.sh .ci/run; fi
	$(BIN)/actionlint .github/workflows/release.yml

typecheck: $(VENV)/.test-installed
	$(BIN)/mypy

contracts: $(VENV)/.test-installed
	$(BIN)/lint-imports

# The suite on every core (pytest-xdist; TEST_WORKERS=0 runs it in one process). The tests sharing an expensive
# fixture (the wheel, Chromium) are grouped on one worker (xdist_group), the rest go to whichever is free.
# The tests' temporary files (pytest's tmp_path, Chromium's profiles, the CLI's scratch files) go in memory when
# /dev/shm has 4 GB free: creating a file on this machine's ext4 costs the kernel a search for an inode not
# recently deleted, and a run creates some 5,000 (pytest 147 -> 143 s; docs/performance.md, "Files in memory").
# pytest keeps its last three runs' folders, about 360 MB each. Elsewhere (a container's 64 MB /dev/shm) /tmp.
TEST_WORKERS ?= auto
TEST_TMPDIR := $(shell [ -w /dev/shm ] && [ "$$(df -Pk /dev/shm | awk 'NR==2 {print $$4}')" -gt 4000000 ] && echo /dev/shm)
pytest: $(VENV)/.test-installed
	@bash packaging/test-system-packages.sh
	$(if $(TEST_TMPDIR),TMPDIR=$(TEST_TMPDIR)) QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n $(TEST_WORKERS) --dist loadgroup

# The tests, then what we ship, run: the PyInstaller bundle built, packed in a .deb, installed, and every command
# group and the desk started from it (packaging/smoke.py; docs/release.md). The installed .deb is the bundle,
# so one smoke run tries both; `make smoke` tries the bundle alone, `make package` builds the release's files.
# Two at a time: pytest on every core still leaves about a third of two cores idle (tests waiting on the processes
# they start), where the single-threaded PyInstaller build fits (issue 24; docs/performance.md, "The test loop").
# The build runs at the lowest priority (BUNDLE_NICE), so it takes what pytest leaves instead of slowing it; the
# installed smoke test does not, since its commands wait on timeouts.
# The system packages come first, alone: apt cannot install them and the .deb at the same time. Each step's
# output is printed whole when it ends (--output-sync).
test:
	@bash packaging/test-system-packages.sh
	$(MAKE) -j2 --output-sync=target BUNDLE_NICE="nice -n 19" lint typecheck contracts pytest smoke-deb

wheel: $(VENV)/.test-installed
	$(BIN)/python -m pip wheel --no-deps --no-build-isolation -w dist .

# One folder with fibur-director and fibur-director-cli (packaging/fibur-director.spec), in dist/fibur-director.
$(VENV)/.packaging-installed: pyproject.toml $(CONSTRAINTS) $(VENV)/.test-installed
	$(PIP_INSTALL) -e '.[packaging]'
	touch $@

frozen: $(VENV)/.packaging-installed
	$(BUNDLE_NICE) $(BIN)/pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/fibur-director.spec

VERSION = $(shell sed -n 's/^__version__ = "\(.*\)"/\1/p' fibur_director/__init__.py)

# The bundle's every command group and the desk, offscreen (a missing module fails here, not at a desk).
smoke: frozen
	$(BIN)/python packaging/smoke.py dist/fibur-director

# dist/fibur-director_<version>_amd64.deb and dist/fibur-director-<version>-linux-x86_64.tar.xz.
package: smoke
	bash packaging/build-linux-packages.sh $(VERSION)

# The .deb installed (as root with apt-get; else unpacked), tried by the same smoke test, removed. Built
# uncompressed into dist/test/ (build-linux-packages.sh --test): the release's xz takes over a minute.
smoke-deb: frozen
	bash packaging/build-linux-packages.sh --test $(VERSION)
	bash packaging/smoke-deb.sh $(BIN)/python dist/test/fibur-director_$(VERSION)_amd64.deb

screenshots: $(VENV)/.test-installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python docs/screenshots/regenerate.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python docs/screenshots/tarot.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python docs/screenshots/manuale.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python docs/screenshots/checkin.py
	$(BIN)/python docs/screenshots/reports.py
	$(BIN)/python docs/screenshots/evening.py
	$(BIN)/python docs/screenshots/web_tables.py
	xvfb-run -a -s "-screen 0 1366x768x24" $(BIN)/python docs/screenshots/table_entry_desk.py

# Collect the Italian sources, write the English from resources/translations/english.py, compile the .qm.
translations: $(VENV)/.test-installed
	$(BIN)/pyside6-lupdate $(sort $(wildcard fibur_director/ui/*.py fibur_director/ui/*/*.py)) fibur_director/app.py -no-obsolete -ts resources/translations/fibur_director_en.ts
	$(BIN)/python resources/translations/english.py resources/translations/fibur_director_en.ts
	$(BIN)/pyside6-lrelease resources/translations/fibur_director_en.ts -qm resources/translations/fibur_director_en.qm
	$(BIN)/pyside6-lrelease resources/translations/qt_extra_it.ts -qm resources/translations/qt_extra_it.qm

# The room under siege for ten minutes (issue 39): the tables' phones, the live pages, the door, a hostile device,
# the command line beside the server and SIGKILLs of the server, with `serve` and then the desk's own server;
# exits 1 if an invariant broke (benchmarks/siege.py). `make test` runs a 30-second one (tests/test_siege.py).
SIEGE_SECONDS ?= 600
siege: $(VENV)/.test-installed
	$(BIN)/python benchmarks/siege.py --seconds $(SIEGE_SECONDS)

benchmarks: $(VENV)/.test-installed
	@for b in foundation pairing standings reports gui multidesk live hostile fingerprint; do echo "== benchmarks/$$b.py"; $(BIN)/python benchmarks/$$b.py || exit 1; done

# Rewrite constraints.txt with the newest versions that resolve today, for run, test and packaging together:
# a throwaway venv, the newest pip and setuptools, the project with all its extras and no constraints, then
# `pip freeze --all` (pip and setuptools included, the project itself left out). Run `make clean test` after.
LOCK_VENV := build/lock-venv
lock:
	rm -rf $(LOCK_VENV)
	$(PYTHON) -m venv $(LOCK_VENV)
	$(LOCK_VENV)/bin/python -m pip install --quiet --upgrade pip setuptools
	$(LOCK_VENV)/bin/python -m pip install --quiet -e '.[test,packaging]'
	{ echo '# Exact versions of everything `pip install -e ".[test,packaging]"` installs, pip and setuptools included.'; \
	  echo '# make run, make test, make frozen and CI install from it (pip -c and --build-constraint).'; \
	  echo '# Written by `make lock` (a throwaway venv, no constraints, `pip freeze --all --exclude-editable`);'; \
	  echo '# run it again to refresh, then `make clean test`. Do not edit by hand.'; \
	  echo "# Resolved with Python $$($(LOCK_VENV)/bin/python -c 'import platform; print(platform.python_version(), platform.system(), platform.machine())')."; \
	  $(LOCK_VENV)/bin/python -m pip freeze --all --exclude-editable; } > $(CONSTRAINTS).new
	mv $(CONSTRAINTS).new $(CONSTRAINTS)
	rm -rf $(LOCK_VENV)

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
