#!/bin/bash
# run-vk.sh FILE - compile a Vulkan compute shader test with llc-spirv, run it
# on a Vulkan device (lavapipe) and compare its output with the C reference.
#
# See README.md in this directory for the file format.  FILE is either one
# IR file of a test (NAME.O0.ll or NAME.O3.ll: that optimisation level only)
# or the test's source NAME.hlsl (every NAME.O*.ll beside it).  For each IR:
#   $LLC_SPIRV -mtriple=<the IR's triple> -> t.spv
#   -> spirv-val --target-env vulkan1.x (+ --scalar-block-layout ...)
#   -> vk-run (one run per LAUNCH line) -> cmp-out against the reference
# The reference is NAME.hlsl compiled as C with -DREFERENCE.
#
#   run-vk.sh --list-features   build vk-run and print what the device has
#                               (lit.cfg turns it into lit features)
#
# Environment:
#   LLC_SPIRV        the code generator (default: llc-spirv on PATH)
#   E2E_STANDIN=1    compile NAME.hlsl with glslangValidator's HLSL front end
#                    (or NAME.comp, GLSL, where there is one) instead, at O3
#                    also spirv-opt -O: proves the harness, the shaders and
#                    the references without llc-spirv
#   E2E_TIMEOUT      seconds allowed for one shader run (default 60)
#   E2E_KEEP=1       keep the temporary directory and print its name
#   E2E_TOOL_CACHE   where vk-run and cmp-out are built (default
#                    ${TMPDIR:-/tmp}/llc-spirv-e2e-tools-<uid>)
#   E2E_SANITIZE=1   build vk-run and cmp-out with ASan and UBSan
#   CC               C compiler for the tools and the references (default cc)
#   VK_ICD_FILENAMES the Vulkan driver (default: lavapipe's, if installed)
#   VK_RUN_DEVICE, VK_RUN_VALIDATE, VK_RUN_HIDE_FEATURES: see vk-run.c

set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../../.." && pwd)
tools_src=$root/test/tools
ref_dir=$root/test/e2e/opencl
cc=${CC:-cc}
name=run-vk.sh

fail() {
	echo "run-vk.sh: $name: FAILED: $*" >&2
	if [ "${E2E_KEEP:-0}" = 1 ] && [ -n "${work:-}" ]; then
		echo "run-vk.sh: temporary files kept in $work" >&2
	elif [ -n "${work:-}" ]; then
		echo "run-vk.sh: (set E2E_KEEP=1 to keep the temporary files)" >&2
	fi
	exit 1
}

# lavapipe unless the caller chose a driver: other installed drivers only
# add start-up time (and, without their hardware, noise under LeakSanitizer).
if [ -z "${VK_ICD_FILENAMES:-}" ] && [ -z "${VK_DRIVER_FILES:-}" ] &&
    [ -z "${VK_RUN_DEVICE:-}" ]; then
	for icd in /usr/share/vulkan/icd.d/lvp_icd.*.json; do
		[ -r "$icd" ] && export VK_ICD_FILENAMES=$icd && break
	done
fi

# --- helper programs, built once per source version -------------------------

cache=${E2E_TOOL_CACHE:-${TMPDIR:-/tmp}/llc-spirv-e2e-tools-$(id -u)}
mkdir -p "$cache" || fail "cannot create tool cache $cache"
tool_flags=(-std=c11 -O1 -g -Wall)
if [ "${E2E_SANITIZE:-0}" = 1 ]; then
	tool_flags+=(-fsanitize=address,undefined -fno-omit-frame-pointer
	    -fno-sanitize-recover=undefined)
fi
key=$(cat "$tools_src/vk-run.c" "$tools_src/cmp-out.c" "$ref_dir/ref.h" |
	{ cat; echo "$cc ${tool_flags[*]}"; } | cksum | tr ' ' '-')

# build_tool NAME SOURCE LIBS...: compile to a private name, then rename, so
# that concurrent runs never see a half-written binary.
build_tool() {
	local out=$cache/$1-$key
	if [ ! -x "$out" ]; then
		local tmp
		tmp=$(mktemp "$out.tmp.XXXXXX") || fail "cannot write in $cache"
		if ! "$cc" "${tool_flags[@]}" -I"$ref_dir" "$2" -o "$tmp" \
		    "${@:3}"; then
			rm -f "$tmp"
			fail "step 'build $1' failed"
		fi
		mv -f "$tmp" "$out" || fail "cannot install $out"
	fi
	printf '%s\n' "$out"
}

vk_run=$(build_tool vk-run "$tools_src/vk-run.c" -lvulkan -lm) || exit 1

if [ "${1:-}" = --list-features ]; then
	exec "$vk_run" --list-features
fi
if [ $# -ne 1 ]; then
	echo "usage: run-vk.sh NAME.O0.ll|NAME.O3.ll|NAME.hlsl" >&2
	echo "       run-vk.sh --list-features" >&2
	exit 2
fi
cmp_out=$(build_tool cmp-out "$tools_src/cmp-out.c" -lm) || exit 1

arg=$1
name=$(basename "$arg")
case $arg in
*.O[0-3].ll)
	base=${arg%.O[0-3].ll}
	irs=("$arg")
	;;
*.hlsl)
	base=${arg%.hlsl}
	irs=()
	for f in "$base".O[0-3].ll; do
		[ -e "$f" ] && irs+=("$f")
	done
	[ ${#irs[@]} -gt 0 ] || fail "no $(basename "$base").O*.ll beside it"
	;;
*)
	fail "want NAME.O<n>.ll or NAME.hlsl"
	;;
esac
src=$base.hlsl
[ -r "$src" ] || fail "cannot read the test source $src"

# --- directives in the test source -------------------------------------------

directive() {
	sed -n "s|^[[:space:]]*//[[:space:]]*$1:[[:space:]]*||p" "$src"
}

mapfile -t launches < <(directive LAUNCH)
[ ${#launches[@]} -gt 0 ] || fail "no '// LAUNCH:' line in $src"
read -r -a features <<< "$(directive FEATURES | tr '\n' ' ')"
read -r -a glslang_flags <<< "$(directive GLSLANG-FLAGS | tr '\n' ' ')"

tolerance=$(directive TOLERANCE | tail -n 1)
tolerance=${tolerance:-ulp=4}
cmp_flags=()
for t in $tolerance; do
	case $t in
	ulp=*|rel=*|abs=*) cmp_flags+=("--${t%%=*}" "${t#*=}") ;;
	*) fail "bad TOLERANCE item '$t' (want ulp=N, rel=X or abs=Y)" ;;
	esac
done

feature_args=()
val_flags=()
for f in "${features[@]}"; do
	feature_args+=(--feature "$f")
	case $f in
	scalarBlockLayout) val_flags+=(--scalar-block-layout) ;;
	uniformBufferStandardLayout) val_flags+=(--uniform-buffer-standard-layout) ;;
	esac
done

# The lit REQUIRES line of each IR file must name exactly the features.
want_req=$(printf 'vk-%s\n' "${features[@]}" | grep -v '^vk-$' | sort | tr '\n' ' ')
for ir in "${irs[@]}"; do
	have_req=$(sed -n 's|^;[[:space:]]*REQUIRES:||p' "$ir" | tr ',' '\n' |
		tr -d ' ' | grep '^vk-' | sort | tr '\n' ' ')
	[ "$have_req" = "$want_req" ] || fail "$(basename "$ir") REQUIRES" \
	    "'${have_req% }' but $(basename "$src") FEATURES says '${want_req% }'"
done

# The launch words for the reference: each BINDING=SPEC loses its BINDING.
ref_words() {
	local w out=()
	for w in $1; do
		case $w in
		sb:*=*|ub:*=*|utb:*=*|stb:*=*|pc=*|pc:*=*) out+=("${w#*=}") ;;
		*) out+=("$w") ;;
		esac
	done
	printf '%s\n' "${out[@]}"
}

# --- temporary directory ------------------------------------------------------

work=$(mktemp -d "${TMPDIR:-/tmp}/e2e-vk.XXXXXX") ||
	fail "cannot create a temporary directory"
if [ "${E2E_KEEP:-0}" != 1 ]; then
	trap 'rm -rf "$work"' EXIT
fi

# --- compile and validate each IR, then the reference ------------------------

llc=${LLC_SPIRV:-llc-spirv}
standin=${E2E_STANDIN:-0}
if [ "$standin" != 1 ]; then
	command -v "$llc" > /dev/null ||
		fail "code generator '$llc' not found (set LLC_SPIRV, put" \
		    "llc-spirv on PATH, or use E2E_STANDIN=1)"
fi

spvs=()
for ir in "${irs[@]}"; do
	lvl=${ir%.ll}
	lvl=${lvl##*.}
	at="($lvl)"
	spv=$work/t.$lvl.spv
	triple=$(sed -n 's|^target triple = "\(.*\)"|\1|p' "$ir" | head -n 1)
	[ -n "$triple" ] || fail "$(basename "$ir") has no target triple"
	case $triple in
	*vulkan1.[0-3]*) env=vulkan${triple##*vulkan}; env=${env:0:9} ;;
	*vulkan*) env=vulkan1.0 ;;
	*) fail "$(basename "$ir"): triple '$triple' is not a Vulkan one" ;;
	esac
	if [ "$standin" = 1 ]; then
		# glslang's HLSL output uses BufferBlock, which SPIR-V 1.4+
		# forbids: the stand-in targets Vulkan 1.1 (SPIR-V 1.3).
		# A NAME.comp beside the test (GLSL) stands in where glslang's
		# HLSL cannot reproduce the IR's buffer layout.
		env=vulkan1.1
		entry=$(printf '%s\n' "${launches[0]}" | awk '{print $1}')
		standin_src=(-D -e "$entry" -DSTANDIN "$src")
		[ -e "$base.comp" ] && standin_src=("$base.comp")
		glslangValidator -S comp -V --target-env "$env" \
		    "${glslang_flags[@]}" "${standin_src[@]}" -o "$spv" \
		    > "$work/glslang.$lvl.log" 2>&1 || {
			cat "$work/glslang.$lvl.log" >&2
			fail "step 'glslangValidator (stand-in)' $at failed"
		}
		if [ "$lvl" != O0 ]; then
			spirv-opt -O --target-env="$env" "${val_flags[@]}" "$spv" \
			    -o "$spv.opt" ||
				fail "step 'spirv-opt (stand-in)' $at failed"
			mv "$spv.opt" "$spv"
		fi
	else
		"$llc" -mtriple="$triple" "$ir" -o "$spv" ||
			fail "step 'llc-spirv' $at failed"
	fi
	spirv-val --target-env "$env" "${val_flags[@]}" "$spv" ||
		fail "step 'spirv-val --target-env $env ${val_flags[*]}' $at failed"
	spvs+=("$spv")
done

"$cc" -std=gnu11 -O1 -ffp-contract=off -w -DREFERENCE -I"$ref_dir" -x c \
    "$src" -o "$work/ref" -lm || fail "step 'compile reference' failed"
for i in "${!launches[@]}"; do
	mapfile -t words < <(ref_words "${launches[$i]}")
	"$work/ref" "${words[@]}" > "$work/expected.$i" ||
		fail "step 'run reference' failed for LAUNCH: ${launches[$i]}"
done

# --- run ------------------------------------------------------------------------

for spv in "${spvs[@]}"; do
	lvl=${spv%.spv}
	lvl=${lvl##*.}
	at="($lvl)"
	for i in "${!launches[@]}"; do
		read -r -a words <<< "${launches[$i]}"
		timeout "${E2E_TIMEOUT:-60}" "$vk_run" "${feature_args[@]}" \
		    "$spv" "${words[@]}" > "$work/actual.$lvl.$i"
		rc=$?
		if [ $rc -eq 77 ]; then
			cat "$work/actual.$lvl.$i"
			echo "run-vk.sh: $name: skipped (see above)"
			exit 0
		fi
		[ $rc -eq 124 ] && fail "step 'vk-run' $at timed out for" \
		    "LAUNCH: ${launches[$i]}"
		[ $rc -eq 0 ] || fail "step 'vk-run' $at failed for" \
		    "LAUNCH: ${launches[$i]}"
		"$cmp_out" "${cmp_flags[@]}" "$work/expected.$i" \
		    "$work/actual.$lvl.$i" || fail "step 'compare' $at" \
		    "failed for LAUNCH: ${launches[$i]}"
	done
done

mode=llc-spirv
[ "$standin" = 1 ] && mode="stand-in glslang"
echo "run-vk.sh: $name: passed ($mode; ${#spvs[@]} IR level(s);" \
    "${#launches[@]} launch(es))"
exit 0
