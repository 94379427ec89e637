#!/usr/bin/env bash
# The Linux packages from the PyInstaller onedir (`make frozen` → dist/fibur-director), written into dist/:
#   fibur-director_<version>_amd64.deb          the bundle under /opt/fibur-director, both commands on the PATH
#                                                (/usr/bin links), the .desktop entry and the icon, and Depends on
#                                                the Qt xcb libraries of packaging/desktop-libs.txt
#   fibur-director-<version>-linux-x86_64.tar.xz the onedir as it is (unpack anywhere, run ./fibur-director)
# Built with dpkg-deb and tar alone. Usage: packaging/build-linux-packages.sh [--test] VERSION
# --test (make test): only the .deb, uncompressed, in dist/test/: the same files as the release's .deb, without
# the minute and more that xz takes on two cores and that tests nothing of ours (issue 24). The release build
# (make package, the release workflow) is unchanged.
set -euo pipefail
cd "$(dirname "$0")/.."
test_build=false
if [ "${1:-}" = --test ]; then
  test_build=true
  shift
fi
version=${1:?usage: build-linux-packages.sh [--test] VERSION}
bundle=dist/fibur-director
[ -x "$bundle/fibur-director" ] || { echo "no bundle in $bundle: run make frozen first" >&2; exit 1; }

root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
install -d "$root/DEBIAN" "$root/opt" "$root/usr/bin" "$root/usr/share/applications" \
  "$root/usr/share/icons/hicolor/scalable/apps" "$root/usr/share/doc/fibur-director"
cp -a "$bundle" "$root/opt/fibur-director"
ln -s /opt/fibur-director/fibur-director "$root/usr/bin/fibur-director"
ln -s /opt/fibur-director/fibur-director-cli "$root/usr/bin/fibur-director-cli"
install -m 644 packaging/fibur-director.desktop "$root/usr/share/applications/fibur-director.desktop"
install -m 644 resources/icons/fibur-director.svg "$root/usr/share/icons/hicolor/scalable/apps/fibur-director.svg"
install -m 644 LICENSE "$root/usr/share/doc/fibur-director/copyright"

depends=$(grep -v '^#' packaging/desktop-libs.txt | awk 'NF {print $2}' | paste -sd, - | sed 's/,/, /g')
size=$(du -sk "$root" | cut -f1)
cat > "$root/DEBIAN/control" <<EOF
Package: fibur-director
Version: $version
Section: games
Priority: optional
Architecture: amd64
Maintainer: FIBur Director developers <fibur-director@users.noreply.github.com>
Installed-Size: $size
Depends: libc6, $depends
Homepage: https://github.com/fibur-director/fibur-director
Description: burraco tournament desk for the referee and tournament director
 FIBur Director registers pairs, seats them (Mitchell, Danish, round robin,
 merit groups), turns score sheets into victory points by the FIBur tables,
 applies sanctions, prints score sheets and standings, exports to Excel and
 shows live pages on the room's Wi-Fi. It also runs Sicilian Tarot tournaments.
EOF
if $test_build; then
  mkdir -p dist/test
  deb="dist/test/fibur-director_${version}_amd64.deb"
  dpkg-deb --root-owner-group --build -Znone "$root" "$deb" >/dev/null
  echo "$deb"
  exit 0
fi
deb="dist/fibur-director_${version}_amd64.deb"
dpkg-deb --root-owner-group --build -Zxz "$root" "$deb" >/dev/null
echo "$deb"

archive="dist/fibur-director-${version}-linux-x86_64.tar.xz"
tar -C dist -cf - fibur-director | xz -T0 -6 > "$archive"
echo "$archive"
