#!/bin/bash
# gen-ir.sh [NAME.hlsl...] - regenerate the committed NAME.O0.ll and NAME.O3.ll
# of the Vulkan execution tests from their HLSL with clang 22's HLSL front end.
#
# Tests never run this: it is for whoever adds or changes a shader.  clang 22
# comes from tools/fetch-hlsl-clang.sh (Debian unstable's, unpacked
# privately); its IR goes through tools/hlsl-ir-for-llvm19.py so that LLVM 19
# reads it, and each file is checked with llvm-as-19.  Without arguments,
# every NAME.hlsl here is done except those marked `// IR: hand-written`.
#
# Directives read from NAME.hlsl (README.md has the whole format):
#   // TRIPLE: spirv-unknown-vulkan1.3-compute     (the default)
#   // CLANG-FLAGS: -enable-16bit-types            (extra clang flags)
#   // FEATURES: scalarBlockLayout ...             (lit REQUIRES: vk-...)
#
# Environment: HLSL_CLANG (default $HOME/.cache/llc-spirv/hlsl-clang/hlsl-clang).
set -eu

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
clang=${HLSL_CLANG:-${HOME:-/tmp}/.cache/llc-spirv/hlsl-clang/hlsl-clang}
rewrite=$root/tools/hlsl-ir-for-llvm19.py

if [ ! -x "$clang" ]; then
	echo "gen-ir.sh: no HLSL clang at $clang; run tools/fetch-hlsl-clang.sh" \
	    "or set HLSL_CLANG" >&2
	exit 1
fi
version=$("$clang" --version | sed -n 's/.*clang version \([^ ]*\).*/\1/p' |
	head -n 1)

if [ $# -eq 0 ]; then
	set -- "$here"/*.hlsl
fi

tmp=$(mktemp -d "${TMPDIR:-/tmp}/gen-ir.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

for src in "$@"; do
	src=$(cd "$(dirname "$src")" && pwd)/$(basename "$src")
	dir=$(dirname "$src")
	base=$(basename "$src" .hlsl)
	directive() {
		sed -n "s|^[[:space:]]*//[[:space:]]*$1:[[:space:]]*||p" "$src"
	}
	case $(directive IR) in
	hand-written*)
		echo "gen-ir.sh: $base: hand-written IR, skipped"
		continue
		;;
	esac
	triple=$(directive TRIPLE | tail -n 1)
	triple=${triple:-spirv-unknown-vulkan1.3-compute}
	read -r -a flags <<< "$(directive CLANG-FLAGS | tr '\n' ' ')"
	requires=vulkan
	for f in $(directive FEATURES); do
		requires="$requires, vk-$f"
	done
	for opt in 0 3; do
		out=$dir/$base.O$opt.ll
		# Run in the test's directory so source_filename is its name.
		(cd "$dir" && "$clang" --target="$triple" -x hlsl -hlsl-entry main \
		    -Wno-atomic-alignment \
		    -O$opt -S -emit-llvm "${flags[@]}" "$base.hlsl" \
		    -o "$tmp/raw.ll")
		python3 "$rewrite" "$tmp/raw.ll" "$tmp/new.ll"
		{
			echo "; RUN: %e2e-vk %s"
			echo "; REQUIRES: $requires"
			echo "; $base.hlsl (directives, reference) by clang $version" \
			    "-O$opt; regenerate with gen-ir.sh."
			cat "$tmp/new.ll"
		} > "$tmp/out.ll"
		if ! llvm-as-19 "$tmp/out.ll" -o /dev/null; then
			echo "gen-ir.sh: $base: LLVM 19 cannot read the -O$opt IR;" \
			    "extend tools/hlsl-ir-for-llvm19.py" >&2
			exit 1
		fi
		mv "$tmp/out.ll" "$out"
	done
	echo "gen-ir.sh: $base: O0 and O3 written"
done
