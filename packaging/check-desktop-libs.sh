#!/usr/bin/env bash
# Before `make run` opens the desk on Linux: name the system libraries Qt's xcb platform needs and are missing,
# with the Debian/Ubuntu packages that bring them, instead of Qt's "could not load the Qt platform plugin".
[ "$(uname -s)" = Linux ] || exit 0
[ -n "${QT_QPA_PLATFORM:-}" ] && [ "${QT_QPA_PLATFORM}" != xcb ] && exit 0
libraries=$(ldconfig -p 2>/dev/null || true)
missing=()
while read -r lib package; do
  [[ -z "$lib" || "$lib" == \#* ]] && continue
  [[ "$libraries" == *"$lib"* ]] || missing+=("$package")
done < "$(dirname "$0")/desktop-libs.txt"
if [ ${#missing[@]} -gt 0 ]; then
  echo "The desk needs system libraries that are missing: ${missing[*]}" >&2
  echo "On Debian or Ubuntu: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
