#!/usr/bin/env bash
# Before `make run` opens the desk on Linux: name the system libraries Qt's xcb platform needs and are missing,
# with the Debian/Ubuntu packages that bring them, instead of Qt's "could not load the Qt platform plugin".
[ "$(uname -s)" = Linux ] || exit 0
[ -n "${QT_QPA_PLATFORM:-}" ] && [ "${QT_QPA_PLATFORM}" != xcb ] && exit 0
libraries=$(ldconfig -p 2>/dev/null || true)
missing=()
while read -r lib package; do
  [[ "$libraries" == *"$lib"* ]] || missing+=("$package")
done <<'LIST'
libxcb-cursor.so.0 libxcb-cursor0
libxkbcommon-x11.so.0 libxkbcommon-x11-0
libxcb-icccm.so.4 libxcb-icccm4
libxcb-keysyms.so.1 libxcb-keysyms1
libxcb-image.so.0 libxcb-image0
libxcb-render-util.so.0 libxcb-render-util0
libxcb-shape.so.0 libxcb-shape0
libxcb-randr.so.0 libxcb-randr0
libEGL.so.1 libegl1
libGL.so.1 libgl1
libfontconfig.so.1 libfontconfig1
libdbus-1.so.3 libdbus-1-3
LIST
if [ ${#missing[@]} -gt 0 ]; then
  echo "The desk needs system libraries that are missing: ${missing[*]}" >&2
  echo "On Debian or Ubuntu: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
