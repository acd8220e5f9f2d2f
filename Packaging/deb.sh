#!/usr/bin/env bash
# Builds .build/xkcd_<version>_<arch>.deb with Debian's own tools: the
# release binary (Swift runtime linked in, stripped), its manual, the bash,
# zsh and fish completions, README and copyright; Depends computed by
# dpkg-shlibdeps from the binary. Checked by lintian when it is installed.
set -euo pipefail
cd "$(dirname "$0")/.."
source Packaging/build.sh

xkcd_build
version=$("$binary" --version)
arch=$(dpkg --print-architecture)
name="xkcd_${version}_${arch}"
work=.build/deb
root="$work/$name"
rm -rf "$work"
mkdir -p "$root/DEBIAN"

xkcd_stage "$root/usr/bin/xkcd" "$root/usr/share/man/man1/xkcd.1.gz" \
    "$root/usr/share/bash-completion/completions/xkcd" \
    "$root/usr/share/zsh/vendor-completions/_xkcd" \
    "$root/usr/share/fish/vendor_completions.d/xkcd.fish"

doc="$root/usr/share/doc/xkcd"
install -d -m 0755 "$doc"
gzip -9n < README.md > "$doc/README.md.gz"
install -m 0644 Packaging/copyright "$doc/copyright"
# A native package's changelog: one entry, this version.
{
    printf 'xkcd (%s) unstable; urgency=medium\n\n' "$version"
    printf '  * Release %s.\n\n' "$version"
    printf ' -- xkcd terminal reader <xkcd@users.noreply.github.com>  %s\n' \
        "$(date -R -d "@$(git log -1 --format=%ct 2>/dev/null || date +%s)")"
} | gzip -9n > "$doc/changelog.gz"
chmod 0644 "$doc"/*

# dpkg-shlibdeps reads a source package's debian/control: a scratch one.
scratch="$work/shlibdeps"
mkdir -p "$scratch/debian"
printf 'Source: xkcd\n\nPackage: xkcd\nArchitecture: any\n' > "$scratch/debian/control"
shlibs=$(cd "$scratch" && dpkg-shlibdeps -O "-e$PWD/../$name/usr/bin/xkcd")
depends=${shlibs#shlibs:Depends=}
# The packed relocations (DT_RELR, Package.swift) need glibc 2.36's loader
# (GLIBC_ABI_DT_RELR), which dpkg-shlibdeps does not count.
depends=$(printf '%s' "$depends" | sed -E 's/libc6 \(>= 2\.([0-9]|[12][0-9]|3[0-5])(\.[0-9]+)?\)/libc6 (>= 2.36)/')
# libcurl, and the image and HTML libraries, are opened on first use (dlopen),
# so no ELF dependency names them: dpkg-shlibdeps cannot see them.
# The versions are those dpkg-shlibdeps found when they were linked.
depends="$depends, libcurl4 | libcurl3-gnutls, libchafa0 (>= 1.6.0), libglib2.0-0 (>= 2.12.0), libgif7 (>= 5.1)"
depends="$depends, libpng16-16 (>= 1.6.2-1), libturbojpeg0 (>= 1:2.0.2), libxml2 (>= 2.7.4)"

cat > "$root/DEBIAN/control" <<CONTROL
Package: xkcd
Version: $version
Architecture: $arch
Maintainer: xkcd terminal reader <xkcd@users.noreply.github.com>
Installed-Size: $(du -sk --exclude=DEBIAN "$root" | cut -f1)
Depends: $depends
Section: utils
Priority: optional
Homepage: https://github.com/xkcd-terminal-reader/xkcd
Description: terminal reader for xkcd comics
 Reads xkcd comics in the terminal: a paginated feed of the newest comics,
 bookmarks, read marks, full-text search and explain xkcd's explanations,
 with the comics' images drawn by chafa (kitty, iTerm2, sixel or symbols).
 It keeps working offline from its local cache, and gives scripts the same
 data as JSON, and tells the shell prompt when a new comic is out.
CONTROL

(cd "$root" && find usr -type f -exec md5sum {} + | sort -k 2) > "$root/DEBIAN/md5sums"
dpkg-deb --root-owner-group --build "$root" ".build/$name.deb" >/dev/null
# A package that cannot be read back fails here, not at its install.
dpkg-deb --info ".build/$name.deb" >/dev/null
dpkg-deb --contents ".build/$name.deb" >/dev/null
echo ".build/$name.deb"
if command -v lintian >/dev/null; then
    lintian --fail-on error ".build/$name.deb" >&2
fi
