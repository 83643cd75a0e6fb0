#!/bin/bash
# fetch-hlsl-clang.sh [DIR] - unpack Debian unstable's clang-22 privately, as
# an HLSL front end for writing the Vulkan test IR (test/e2e/vulkan/).
#
# Debian 12's clang-19 cannot compile HLSL for SPIR-V.  Unstable's clang-22
# can, but it needs unstable's C and C++ runtime, so nothing is installed:
# the packages are downloaded with apt-get under a private configuration
# (its own sources list, lists, cache and an empty status file) and unpacked
# with `dpkg -x` into DIR (default $HOME/.cache/llc-spirv/hlsl-clang).  The
# Debian package leaves out clang's HLSL headers (hlsl.h and friends); they
# are taken from the llvm-toolchain-22 source package and put into the
# resource directory.  The result is a wrapper, DIR/hlsl-clang, that starts
# the unpacked clang through the unpacked dynamic loader:
#
#   DIR/hlsl-clang --target=spirv-unknown-vulkan1.3-compute -x hlsl \
#       -hlsl-entry main -O3 -S -emit-llvm shader.hlsl -o shader.ll
#
# Tests never need it: test/e2e/vulkan/gen-ir.sh uses it to regenerate the
# committed .ll files.  Needs network access to deb.debian.org (only the
# first time; a second run reuses what it has) and about 1 GiB of disk.
set -eu

dest=${1:-${HOME:-/tmp}/.cache/llc-spirv/hlsl-clang}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
suite=${HLSL_CLANG_SUITE:-sid}
major=22
# clang and everything its binaries load that Debian 12 lacks or has too old
# (checked with ldd through the unpacked loader; see check_libs below).
pkgs="clang-$major libclang-cpp$major libllvm$major libclang-common-$major-dev
libc6 libgcc-s1 libstdc++6 libedit2 libffi8 libxml2-16 libz3-4 libzstd1
zlib1g libbsd0 libmd0 libtinfo6 liblzma5"

say() { echo "fetch-hlsl-clang: $*" >&2; }
die() { say "error: $*"; exit 1; }

if [ -x "$dest/hlsl-clang" ] && "$dest/hlsl-clang" --version >/dev/null 2>&1; then
	say "already there: $dest/hlsl-clang"
	exit 0
fi
for t in apt-get dpkg tar xz; do
	command -v "$t" >/dev/null || die "needs $t"
done
mkdir -p "$dest" || die "cannot create $dest"
dest=$(cd "$dest" && pwd)
apt=$dest/apt
root=$dest/root
mkdir -p "$apt/lists/partial" "$apt/cache/archives/partial" "$apt/parts" \
    "$apt/prefs" "$apt/debs" "$apt/src" "$root"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
[ -r "$keyring" ] || die "needs $keyring (package debian-archive-keyring)"
cat > "$apt/sources.list" <<EOF
deb [signed-by=$keyring] $mirror $suite main
deb-src [signed-by=$keyring] $mirror $suite main
EOF
: > "$apt/status"
aptopts=(-o "Dir::Etc::sourcelist=$apt/sources.list"
	-o "Dir::Etc::sourceparts=$apt/parts"
	-o "Dir::Etc::preferencesparts=$apt/prefs"
	-o "Dir::State::Lists=$apt/lists"
	-o "Dir::State::status=$apt/status"
	-o "Dir::Cache=$apt/cache"
	-o "APT::Architecture=amd64"
	-o "APT::Get::List-Cleanup=0"
	-o "APT::Sandbox::User=root"
	-o "Debug::NoLocking=1")

say "reading the $suite package lists"
apt-get "${aptopts[@]}" -q update >/dev/null || die "apt-get update failed"

say "downloading: $(echo $pkgs)"
# shellcheck disable=SC2086
(cd "$apt/debs" && apt-get "${aptopts[@]}" -q download $pkgs >/dev/null) ||
	die "apt-get download failed"
for deb in "$apt"/debs/*.deb; do
	dpkg -x "$deb" "$root" || die "cannot unpack $deb"
done

# The HLSL headers from the source package (only the orig tarball is needed).
if ! ls "$apt"/src/*/hlsl.h >/dev/null 2>&1; then
	say "downloading the llvm-toolchain-$major source (for the HLSL headers)"
	# Only the upstream tarball matters: a missing .dsc or Debian tarball
	# (the mirror sometimes lags the index) is not an error here.
	(cd "$apt/src" && apt-get "${aptopts[@]}" -q source --download-only \
	    "llvm-toolchain-$major" >/dev/null) ||
		say "apt-get source reported errors; looking for the orig tarball"
	orig=$(ls "$apt"/src/llvm-toolchain-"$major"_*.orig.tar.* 2>/dev/null |
	    head -n 1)
	[ -n "$orig" ] || die "no llvm-toolchain-$major orig tarball downloaded"
	say "extracting clang/lib/Headers/hlsl* from $(basename "$orig")"
	tar -xf "$orig" -C "$apt/src" --wildcards --no-anchored \
	    'clang/lib/Headers/hlsl*' || die "cannot extract the HLSL headers"
	rm -f "$apt"/src/*.orig*.tar.* "$apt"/src/*.debian.tar.* "$apt"/src/*.dsc
	hdrs=$(find "$apt/src" -path '*/clang/lib/Headers' -type d | head -n 1)
	[ -n "$hdrs" ] || die "no clang/lib/Headers in the source"
	mv "$hdrs"/hlsl* "$apt/src/" || die "cannot keep the HLSL headers"
fi
resdir=$(ls -d "$root/usr/lib/llvm-$major/lib/clang/"*/include | head -n 1)
[ -n "$resdir" ] || die "no clang resource directory in $root"
cp -r "$apt"/src/hlsl* "$resdir/" || die "cannot install the HLSL headers"

loader=$root/usr/lib/x86_64-linux-gnu/ld-linux-x86-64.so.2
[ -e "$loader" ] || loader=$root/lib64/ld-linux-x86-64.so.2
libpath=$root/usr/lib/x86_64-linux-gnu:$root/lib/x86_64-linux-gnu:$root/usr/lib/llvm-$major/lib
clang=$root/usr/lib/llvm-$major/bin/clang

# Every library the binary needs must come from the private root.
if "$loader" --library-path "$libpath" --list "$clang" | grep -q 'not found'; then
	"$loader" --library-path "$libpath" --list "$clang" | grep 'not found' >&2
	die "libraries missing from the package list above"
fi

# Started through the loader, clang sees the loader as its own executable, so
# the resource directory is given explicitly (cc1 runs in-process).
cat > "$dest/hlsl-clang" <<EOF
#!/bin/sh
# clang-$major from Debian $suite, unpacked by tools/fetch-hlsl-clang.sh.
exec "$loader" --library-path "$libpath" "$clang" -resource-dir "${resdir%/include}" "\$@"
EOF
chmod +x "$dest/hlsl-clang"
"$dest/hlsl-clang" --version | head -n 1 >&2
say "ready: $dest/hlsl-clang"
