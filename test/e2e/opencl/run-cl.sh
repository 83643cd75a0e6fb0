#!/bin/bash
# run-cl.sh FILE.cl - compile an OpenCL C test with llc-spirv, run it on PoCL,
# and compare its output with the C reference in the same file.
#
# See README.md in this directory for the file format.  For each optimisation
# level (-O0 and -O2, or $E2E_OPT_LEVELS):
#   clang-19 -target spirv64 -> t.bc -> $LLC_SPIRV -> t.spv -> spirv-val
#   -> llvm-spirv-15 -r -> t.spir.bc -> ocl-run (one run per LAUNCH line)
# and each run's output is compared with the reference's by cmp-out.
#
# Environment:
#   LLC_SPIRV        the code generator (default: llc-spirv on PATH)
#   E2E_STANDIN=1    skip clang-19/llc-spirv/spirv-val/llvm-spirv-15 and build
#                    SPIR bitcode directly with clang-15 (proves the harness
#                    and the kernels while llc-spirv is not ready)
#   E2E_OPT_LEVELS   optimisation levels to test (default "0 2")
#   E2E_CLFLAGS      more clang-19 flags for every kernel (e.g. "-g": the
#                    kernels carry debug information through llc-spirv)
#   E2E_LLCFLAGS     more llc-spirv flags for every kernel, after its LLCFLAGS
#                    directive (e.g. "--spv-emit-nonsemantic-debug-info")
#   E2E_TIMEOUT      seconds allowed for one kernel run (default 60)
#   E2E_KEEP=1       keep the temporary directory and print its name
#   E2E_TOOL_CACHE   where ocl-run and cmp-out are built (default
#                    ${TMPDIR:-/tmp}/llc-spirv-e2e-tools-<uid>)
#   CC               C compiler for the tools and the references (default cc)
#   POCL_CACHE_DIR   PoCL's kernel cache (default: inside the temporary dir)

set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
tools_src=$root/test/tools

if [ $# -ne 1 ]; then
	echo "usage: run-cl.sh FILE.cl" >&2
	exit 2
fi
src=$1
name=$(basename "$src")

fail() {
	echo "run-cl.sh: $name: FAILED: $*" >&2
	if [ "${E2E_KEEP:-0}" = 1 ] && [ -n "${work:-}" ]; then
		echo "run-cl.sh: temporary files kept in $work" >&2
	else
		echo "run-cl.sh: (set E2E_KEEP=1 to keep the temporary files)" >&2
	fi
	exit 1
}

[ -r "$src" ] || fail "cannot read $src"

cc=${CC:-cc}

# --- directives in the test file -------------------------------------------

directive() {
	sed -n "s|^[[:space:]]*//[[:space:]]*$1:[[:space:]]*||p" "$src"
}

mapfile -t launches < <(directive LAUNCH)
# KERNEL-IR: the kernels as LLVM IR (a file beside the test), for intrinsics
# that no OpenCL C construct makes; the C reference stays in the test file
kernel_ir=$(directive KERNEL-IR | tail -n 1)
if [ -n "$kernel_ir" ]; then
	kernel_ir=$(dirname "$src")/$kernel_ir
	[ -r "$kernel_ir" ] || fail "cannot read KERNEL-IR $kernel_ir"
fi
[ ${#launches[@]} -gt 0 ] || fail "no '// LAUNCH:' line in the file"
clstd=$(directive CLSTD | tail -n 1)
clstd=${clstd:-CL1.2}
read -r -a clflags <<< "$(directive CLFLAGS | tr '\n' ' ') ${E2E_CLFLAGS:-}"
# LLCFLAGS: extra llc-spirv options (--spirv-ext=+SPV_...), then E2E_LLCFLAGS
read -r -a llcflags <<< "$(directive LLCFLAGS | tr '\n' ' ') ${E2E_LLCFLAGS:-}"
read -r -a needed_exts <<< "$(directive REQUIRES-EXT | tr '\n' ' ')"
# SPIRV-VAL: new -- only the newer validator (tools/sid-run), for modules
# that Debian 12's SPIRV-Tools cannot read
spirv_val=(spirv-val)
case $(directive SPIRV-VAL | tail -n 1) in
'') ;;
new) spirv_val=(sh "$root/tools/sid-run" spirv-val) ;;
*) fail "bad SPIRV-VAL directive (want: new)" ;;
esac

# TOLERANCE: ulp=N rel=X abs=Y (for float/double outputs; default ulp=4)
tolerance=$(directive TOLERANCE | tail -n 1)
tolerance=${tolerance:-ulp=4}
cmp_flags=()
for t in $tolerance; do
	case $t in
	ulp=*|rel=*|abs=*) cmp_flags+=("--${t%%=*}" "${t#*=}") ;;
	*) fail "bad TOLERANCE item '$t' (want ulp=N, rel=X or abs=Y)" ;;
	esac
done

# --- helper programs, built once per source version -------------------------

cache=${E2E_TOOL_CACHE:-${TMPDIR:-/tmp}/llc-spirv-e2e-tools-$(id -u)}
mkdir -p "$cache" || fail "cannot create tool cache $cache"
key=$(cat "$tools_src/ocl-run.c" "$tools_src/cmp-out.c" "$here/ref.h" |
	{ cat; echo "$cc"; } | cksum | tr ' ' '-')

# build_tool NAME SOURCE LIBS...: compile to a private name, then rename, so
# that concurrent runs never see a half-written binary.
build_tool() {
	local out=$cache/$1-$key
	if [ ! -x "$out" ]; then
		local tmp
		tmp=$(mktemp "$out.tmp.XXXXXX") || fail "cannot write in $cache"
		if ! "$cc" -std=c11 -O1 -Wall -I"$here" "$2" -o "$tmp" \
		    "${@:3}"; then
			rm -f "$tmp"
			fail "step 'build $1' failed"
		fi
		mv -f "$tmp" "$out" || fail "cannot install $out"
	fi
	printf '%s\n' "$out"
}

ocl_run=$(build_tool ocl-run "$tools_src/ocl-run.c" -lOpenCL) || exit 1
cmp_out=$(build_tool cmp-out "$tools_src/cmp-out.c" -lm) || exit 1

# --- temporary directory and PoCL environment -------------------------------

work=$(mktemp -d "${TMPDIR:-/tmp}/e2e-cl.XXXXXX") ||
	fail "cannot create a temporary directory"
if [ "${E2E_KEEP:-0}" != 1 ]; then
	trap 'rm -rf "$work"' EXIT
fi
# PoCL keeps compiled kernels under $POCL_CACHE_DIR, else under
# $XDG_CACHE_HOME or $HOME/.cache; with none of them writable it reports no
# device at all.  A private directory is always writable and is never shared
# between concurrent runs.
export POCL_CACHE_DIR=${POCL_CACHE_DIR:-$work/pocl-cache}
mkdir -p "$POCL_CACHE_DIR" || fail "cannot create $POCL_CACHE_DIR"

for ext in "${needed_exts[@]}"; do
	if ! "$ocl_run" --has-ext "$ext"; then
		echo "run-cl.sh: $name: skipped: the OpenCL device lacks $ext"
		exit 0
	fi
done

# --- expected outputs --------------------------------------------------------

"$cc" -std=gnu11 -O1 -ffp-contract=off -w -DREFERENCE -I"$here" -x c "$src" \
    -o "$work/ref" -lm || fail "step 'compile reference' failed"
for i in "${!launches[@]}"; do
	read -r -a words <<< "${launches[$i]}"
	"$work/ref" "${words[@]}" > "$work/expected.$i" ||
		fail "step 'run reference' failed for LAUNCH: ${launches[$i]}"
done

# --- compile and run the kernels --------------------------------------------

llc=${LLC_SPIRV:-llc-spirv}
if [ "${E2E_STANDIN:-0}" != 1 ]; then
	command -v "$llc" > /dev/null ||
		fail "code generator '$llc' not found (set LLC_SPIRV, put" \
		    "llc-spirv on PATH, or use E2E_STANDIN=1)"
fi

levels=${E2E_OPT_LEVELS:-0 2}
if [ -n "$kernel_ir" ]; then
	if [ "${E2E_STANDIN:-0}" = 1 ]; then
		echo "run-cl.sh: $name: skipped: a KERNEL-IR test has no stand-in"
		exit 0
	fi
	levels=0 # the IR is given: there is nothing to optimise
fi

for opt in $levels; do
	at="(-O$opt)"
	bc=$work/t$opt.spir.bc
	if [ "${E2E_STANDIN:-0}" = 1 ]; then
		clang-15 -x cl -cl-std="$clstd" -target spir64 -O"$opt" \
		    -Xclang -finclude-default-header "${clflags[@]}" \
		    -emit-llvm -c "$src" -o "$bc" ||
			fail "step 'clang-15 (stand-in)' $at failed"
	else
		if [ -n "$kernel_ir" ]; then
			llvm-as-19 "$kernel_ir" -o "$work/t$opt.bc" ||
				fail "step 'llvm-as-19' failed"
		else
			clang-19 -x cl -cl-std="$clstd" -target spirv64 -O"$opt" \
			    "${clflags[@]}" -emit-llvm -c "$src" -o "$work/t$opt.bc" ||
				fail "step 'clang-19' $at failed"
		fi
		"$llc" -mtriple=spirv64 "${llcflags[@]}" "$work/t$opt.bc" -o "$work/t$opt.spv" ||
			fail "step 'llc-spirv' $at failed"
		"${spirv_val[@]}" "$work/t$opt.spv" ||
			fail "step 'spirv-val' $at failed"
		llvm-spirv-15 -r "$work/t$opt.spv" -o "$bc" ||
			fail "step 'llvm-spirv-15 -r' $at failed"
	fi
	for i in "${!launches[@]}"; do
		read -r -a words <<< "${launches[$i]}"
		timeout "${E2E_TIMEOUT:-60}" "$ocl_run" "$bc" "${words[@]}" \
		    > "$work/actual.$opt.$i"
		rc=$?
		[ $rc -eq 124 ] && fail "step 'ocl-run' $at timed out for" \
		    "LAUNCH: ${launches[$i]}"
		[ $rc -eq 0 ] || fail "step 'ocl-run' $at failed for" \
		    "LAUNCH: ${launches[$i]}"
		"$cmp_out" "${cmp_flags[@]}" "$work/expected.$i" \
		    "$work/actual.$opt.$i" || fail "step 'compare' $at" \
		    "failed for LAUNCH: ${launches[$i]}"
	done
done

echo "run-cl.sh: $name: passed (-O levels: $levels${E2E_CLFLAGS:+; $E2E_CLFLAGS}${E2E_LLCFLAGS:+; $E2E_LLCFLAGS};" \
    "${#launches[@]} launch(es))"
exit 0
