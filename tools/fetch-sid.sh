#!/bin/sh
# Unpack packages from Debian unstable (sid) into a private directory, never
# installing them: tests use newer tools (SPIRV-Tools' validator) than
# Debian 12 ships. The archive's InRelease is checked with gpgv against the
# system's Debian keyring, the package index against InRelease, and each
# package against the index. Binaries run through the unpacked dynamic loader
# (tools/sid-run), so sid's C and C++ runtimes never meet the system's.
#
# usage: tools/fetch-sid.sh PACKAGE...
# The directory is $LSV_SID_DIR, default ${XDG_CACHE_HOME:-$HOME/.cache}/llc-spirv/sid.
# Packages already unpacked there (any version) are kept; LSV_SID_REFRESH=1
# fetches them again. LSV_SID_MIRROR overrides http://deb.debian.org/debian.
set -eu

dir=${LSV_SID_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/llc-spirv/sid}
mirror=${LSV_SID_MIRROR:-http://deb.debian.org/debian}
keyring=/usr/share/keyrings/debian-archive-keyring.gpg

die() {
	echo "fetch-sid: $*" >&2
	exit 1
}

[ $# -gt 0 ] || die "usage: fetch-sid.sh PACKAGE..."
missing=""
for p in "$@"; do
	if [ "${LSV_SID_REFRESH:-0}" = 1 ] || [ ! -f "$dir/stamps/$p" ]; then
		missing="$missing $p"
	fi
done
[ -z "$missing" ] && exit 0

for tool in curl gpgv xz dpkg-deb sha256sum; do
	command -v $tool >/dev/null 2>&1 || die "needs $tool"
done
[ -r "$keyring" ] || die "needs $keyring (Debian package debian-archive-keyring)"

mkdir -p "$dir/stamps" "$dir/root"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

curl -fsS "$mirror/dists/sid/InRelease" -o "$tmp/InRelease" ||
	die "cannot download $mirror/dists/sid/InRelease"
gpgv --keyring "$keyring" --output "$tmp/Release" "$tmp/InRelease" 2>"$tmp/gpgv.log" ||
	{ cat "$tmp/gpgv.log" >&2; die "bad signature on sid's InRelease"; }
want=$(awk '$3 == "main/binary-amd64/Packages.xz" && length($1) == 64 { print $1 }' "$tmp/Release")
[ -n "$want" ] || die "sid's Release lists no main/binary-amd64/Packages.xz"
curl -fsS "$mirror/dists/sid/main/binary-amd64/Packages.xz" -o "$tmp/Packages.xz" ||
	die "cannot download the sid package index"
echo "$want  $tmp/Packages.xz" | sha256sum -c --status || die "the sid package index does not match InRelease"
xz -dc "$tmp/Packages.xz" >"$tmp/Packages"

for p in $missing; do
	# the stanza of package p: its pool file and checksum
	set -- $(awk -v p="$p" '
		/^Package: / { cur = ($2 == p) }
		cur && /^Filename: / { f = $2 }
		cur && /^SHA256: / { s = $2 }
		cur && /^Version: / { v = $2 }
		/^$/ { if (cur && f != "") { print f, s, v; exit } cur = 0 }' "$tmp/Packages")
	[ $# -eq 3 ] || die "package $p is not in sid"
	deb="$tmp/$(basename "$1")"
	curl -fsS "$mirror/$1" -o "$deb" || die "cannot download $mirror/$1"
	echo "$2  $deb" | sha256sum -c --status || die "$1 does not match the index"
	dpkg-deb -x "$deb" "$dir/root"
	echo "$3" >"$dir/stamps/$p"
	echo "fetch-sid: unpacked $p $3 into $dir/root"
done
