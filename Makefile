# Two commands do all the set-up on a fresh machine with Python 3.11+:
#   make run   - create .venv, install the desk, open it on the default database
#   make test  - create .venv with the test extras, run ruff, mypy, the import contract and pytest
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin

.PHONY: run test lint typecheck contracts pytest wheel frozen clean benchmarks translations screenshots

# The stamp files make a second `make` skip the install, and reinstall when pyproject.toml changes.
$(VENV)/.run-installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.test-installed: pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(VENV)/.run-installed

run: $(VENV)/.run-installed
	$(BIN)/fibur-director

lint: $(VENV)/.test-installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(VENV)/.test-installed
	$(BIN)/mypy

contracts: $(VENV)/.test-installed
	$(BIN)/lint-imports

pytest: $(VENV)/.test-installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

test: lint typecheck contracts pytest

wheel: $(VENV)/.test-installed
	$(BIN)/python -m pip wheel --no-deps --no-build-isolation -w dist .

# One folder with fibur-director and fibur-director-cli (packaging/fibur-director.spec), in dist/fibur-director.
frozen: $(VENV)/.test-installed
	$(BIN)/python -m pip install --quiet -e '.[packaging]'
	$(BIN)/pyinstaller --noconfirm --distpath dist --workpath build/pyinstaller packaging/fibur-director.spec

screenshots: $(VENV)/.test-installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python docs/screenshots/regenerate.py
	$(BIN)/python docs/screenshots/reports.py

# Collect the Italian sources, write the English from resources/translations/english.py, compile the .qm.
translations: $(VENV)/.test-installed
	$(BIN)/pyside6-lupdate fibur_director/ui/*.py fibur_director/app.py -ts resources/translations/fibur_director_en.ts
	$(BIN)/python resources/translations/english.py resources/translations/fibur_director_en.ts
	$(BIN)/pyside6-lrelease resources/translations/fibur_director_en.ts -qm resources/translations/fibur_director_en.qm

benchmarks: $(VENV)/.test-installed
	@for b in foundation pairing standings reports gui; do echo "== benchmarks/$$b.py"; $(BIN)/python benchmarks/$$b.py || exit 1; done

clean:
	rm -rf $(VENV) build dist .pytest_cache .mypy_cache .ruff_cache
