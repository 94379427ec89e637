#!/usr/bin/env bash
# The system packages the test suite needs, installed only when missing (a developer's machine is left alone):
# Qt's libraries (even offscreen) and fonts, poppler's pdftoppm, the PostgreSQL server (the multi-desk tests start
# a real one) and Chromium (the live pages' browser tests). Run by `make test`, so CI and a fresh machine set
# themselves up; as root with apt-get it installs them, otherwise it names what to install. The tests that need
# a missing one fail loudly: they never skip.
set -euo pipefail
cd "$(dirname "$0")/.."

# ShellCheck: actionlint checks the release workflow's shell steps with it, and `make lint` the scripts in
# packaging/ and .ci/run (`make lint` asks for it alone).
if ! command -v shellcheck >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing shellcheck for the workflow's shell steps"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq shellcheck >/dev/null 2>&1 \
      || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq shellcheck >/dev/null; }
  else
    echo "warning: shellcheck missing and no apt-get as root: the shell scripts and the workflow's steps go unchecked" >&2
  fi
fi
[ "${1:-}" = shellcheck ] && exit 0

# Qt (even offscreen) links against a few system libraries; pdftoppm renders PDF pages in tests.
# Install them only when missing, so a developer's machine is left alone.
missing=()
# Read the list once: `ldconfig -p | grep -q` can fail under pipefail when grep stops reading early.
libraries=$(ldconfig -p 2>/dev/null || true)
for lib in libEGL.so.1 libGL.so.1 libfontconfig.so.1 libxkbcommon.so.0 libglib-2.0.so.0 libdbus-1.so.3; do
  [[ "$libraries" == *"$lib"* ]] || missing+=("$lib")
done
command -v fc-list >/dev/null && [ -n "$(fc-list 2>/dev/null | head -n 1)" ] || missing+=("fonts")
if [ ${#missing[@]} -gt 0 ] || ! command -v pdftoppm >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing system packages for Qt and PDF rendering (missing: ${missing[*]:-pdftoppm})"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libegl1 libgl1 libfontconfig1 libxkbcommon0 \
      libglib2.0-0 libdbus-1-3 fontconfig fonts-dejavu-core poppler-utils >/dev/null
  else
    echo "warning: missing system libraries (${missing[*]}) and no apt-get as root to install them" >&2
  fi
fi

# The PostgreSQL tests start a real server from the distribution's package (tests/postgres.py): they fail,
# never skip, when its binaries are missing, so CI installs it when no initdb can be found.
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing the PostgreSQL server for the multi-desk tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    echo "warning: PostgreSQL server binaries missing and no apt-get as root: the PostgreSQL tests will fail" >&2
  fi
fi

# The live pages' browser tests drive the distribution's Chromium (Playwright with executable_path); without it
# they fail, never skip.
if ! command -v chromium >/dev/null; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    echo "installing chromium for the live pages' browser tests"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "warning: chromium is missing and no apt-get as root to install it: the browser tests will fail" >&2
  fi
fi

