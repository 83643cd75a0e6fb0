#!/bin/bash
# debug-same-code.sh DIR FILE.cl...: debug information never changes the code.
# Each OpenCL C file (an e2e kernel: its CLSTD and CLFLAGS directives apply) is
# compiled by clang-19 with and without -g at -O0 and -O2, then by llc-spirv
# in each debug flavour; strip-debug.py compares every -g module with the
# module made without -g.
set -u
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dir=$1
shift
mkdir -p "$dir" || exit 1
status=0
for src in "$@"; do
	name=$(basename "$src" .cl)
	clstd=$(sed -n 's|^[[:space:]]*//[[:space:]]*CLSTD:[[:space:]]*||p' "$src" | tail -n 1)
	read -r -a flags <<< "$(sed -n 's|^[[:space:]]*//[[:space:]]*CLFLAGS:[[:space:]]*||p' "$src" | tr '\n' ' ')"
	for o in 0 2; do
		base=$dir/$name.O$o
		clang-19 -x cl -cl-std="${clstd:-CL1.2}" -target spirv64 -O$o "${flags[@]}" -emit-llvm -c "$src" \
		    -o "$base.bc" || exit 1
		clang-19 -x cl -cl-std="${clstd:-CL1.2}" -target spirv64 -O$o -g "${flags[@]}" -emit-llvm -c "$src" \
		    -o "$base.g.bc" || exit 1
		llc-spirv -mtriple=spirv64 "$base.bc" -o "$base.spv" || exit 1
		for flavour in ocl-100 nonsemantic-shader-100 none; do
			llc-spirv -mtriple=spirv64 --spirv-debug-info-version=$flavour "$base.g.bc" \
			    -o "$base.$flavour.spv" || exit 1
			spirv-val "$base.$flavour.spv" || exit 1
			python3 "$here/strip-debug.py" "$base.spv" "$base.$flavour.spv" || status=1
		done
	done
done
exit $status
