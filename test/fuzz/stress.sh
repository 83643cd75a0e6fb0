#!/bin/sh
# stress.sh: random-IR robustness check. Compiles modules from llvm-stress with
# llc-spirv and validates the output with spirv-val.
#
#   stress.sh N [first-seed] [sizes]
#
# runs N modules, seeds first..first+N-1 (default 1..N), spread over the
# comma-separated list `sizes` (llvm-stress -size; default
# 10,20,30,40,60,80,100,150,200,250,300,400): seeds go to the sizes in pairs, so
# every size gets both triples (even seeds target spirv64, odd seeds spirv32)
# and many seeds. `stress.sh 10000` is the acceptance run. Each module is
# classified:
#   VALID     llc-spirv wrote SPIR-V that spirv-val accepts
#   REJECTED  exit 1 with an `llc-spirv: error:` line (a clear refusal)
#   INVALID   output that spirv-val rejects, or exit 2 with the built-in
#             validator's "generated SPIR-V is invalid"
#   CRASH     any other failure: a signal, exit 2, exit 1 without an error line
#   TIMEOUT   llc-spirv ran longer than $STRESS_TIMEOUT seconds (default 20)
#   UNREADABLE  valid, but with READBACK=1 `llvm-spirv-15 -r` (the consumer
#             the e2e tests use) fails on it
# One line per non-VALID module, a summary line, and the REJECTED messages
# counted by kind. Exit 1 if any module is INVALID, CRASH, TIMEOUT or UNREADABLE.
#
# STRESS_ENV=vulkan runs the Vulkan (Shader) environment instead: llvm-stress's
# function (pointer arguments, type punning through them) becomes an internal
# helper of a wrapper that passes it three private arrays and its scalars read
# from a storage buffer, and writes words of the arrays back to it. Even seeds
# wrap it as a compute entry point (hlsl.shader, hlsl.numthreads) for
# spirv-unknown-vulkan1.3-compute, odd seeds as an exported function of a
# spirv-unknown-vulkan1.2-library module; spirv-val checks the output with
# --target-env vulkan1.3, or spv1.5 for the library (which exports with
# Linkage, which Vulkan does not take before linking). READBACK does not apply.
#
# Environment: STRESS_ENV (opencl or vulkan), LLC (llc-spirv), LLVM_STRESS, STRESS_FLAGS (more llvm-stress
# options, e.g. --enable-scalable-vectors), SPIRV_VAL, STRESS_TIMEOUT,
# STRESS_JOBS (parallel jobs, default nproc), READBACK=1 (also read the output
# back with llvm-spirv-15 -r), KEEP=dir (keep failing inputs there as
# stress-<size>-<seed>.ll).
set -u

root=$(cd "$(dirname "$0")/../.." && pwd)
LLC=${LLC:-$(command -v llc-spirv || echo "$root/build/bin/llc-spirv")}
LLVM_STRESS=${LLVM_STRESS:-/usr/lib/llvm-19/bin/llvm-stress}
SPIRV_VAL=${SPIRV_VAL:-spirv-val}
STRESS_TIMEOUT=${STRESS_TIMEOUT:-20}
STRESS_ENV=${STRESS_ENV:-opencl}
export LLC LLVM_STRESS SPIRV_VAL STRESS_TIMEOUT STRESS_ENV

# The Vulkan wrapper around llvm-stress's @autogen_SD<seed>(ptr, ptr, ptr, i32,
# i64, i8): vkwrap seed compute|library. Buffer words 32*tid+0..11 fill the
# first four words of each array, 12-14 are the scalars; words 16..39 receive
# eight words of each array after the call.
vkwrap() {
	h='target("spirv.VulkanBuffer", [0 x i32], 12, 1)'
	hn=tspirv.VulkanBuffer_a0i32_12_1t
	if [ "$2" = compute ]; then
		echo 'define void @main() #0 {'
		echo '  %tid = call i32 @llvm.spv.thread.id.i32(i32 0)'
	else
		echo 'define void @run(i32 %tid) {'
	fi
	echo "  %h = call $h @llvm.spv.resource.handlefrombinding.$hn(i32 0, i32 0, i32 1, i32 0, ptr @.str.buf)"
	echo '  %base = mul i32 %tid, 64'
	for a in 0 1 2; do
		echo "  %a$a = alloca [64 x i32], align 16"
		echo "  store [64 x i32] zeroinitializer, ptr %a$a, align 16"
	done
	w=0
	while [ $w -lt 15 ]; do
		echo "  %i$w = add i32 %base, $w"
		echo "  %p$w = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.$hn($h %h, i32 %i$w)"
		echo "  %u$w = load i32, ptr addrspace(11) %p$w, align 4"
		# (not the loaded value itself: SROA would split the load into
		# the narrow pieces the helper reads, bytes of a buffer word)
		echo "  %w$w = add i32 %u$w, %tid"
		if [ $w -lt 12 ]; then
			echo "  %q$w = getelementptr [64 x i32], ptr %a$((w / 4)), i32 0, i32 $((w % 4))"
			echo "  store i32 %w$w, ptr %q$w, align 4"
		fi
		w=$((w + 1))
	done
	echo '  %x64 = zext i32 %w13 to i64'
	echo '  %x8 = trunc i32 %w14 to i8'
	echo "  call void @autogen_SD$1(ptr %a0, ptr %a1, ptr %a2, i32 %w12, i64 %x64, i8 %x8)"
	w=16
	for a in 0 1 2; do
		for k in 0 1 2 3 4 6 8 12; do
			echo "  %r$w = getelementptr [64 x i32], ptr %a$a, i32 0, i32 $k"
			echo "  %v$w = load i32, ptr %r$w, align 4"
			echo "  %o$w = add i32 %base, $w"
			echo "  %s$w = call ptr addrspace(11) @llvm.spv.resource.getpointer.p11.$hn($h %h, i32 %o$w)"
			echo "  store i32 %v$w, ptr addrspace(11) %s$w, align 4"
			w=$((w + 1))
		done
	done
	echo '  ret void'
	echo '}'
	echo '@.str.buf = private unnamed_addr constant [4 x i8] c"Buf\00"'
	echo "declare $h @llvm.spv.resource.handlefrombinding.$hn(i32, i32, i32, i32, ptr)"
	echo "declare ptr addrspace(11) @llvm.spv.resource.getpointer.p11.$hn($h, i32)"
	echo 'declare i32 @llvm.spv.thread.id.i32(i32)'
	echo 'attributes #0 = { "hlsl.numthreads"="64,1,1" "hlsl.shader"="compute" }'
}

# One module: stress.sh --one dir seed size. Prints "CLASS size seed triple msg".
if [ "${1:-}" = --one ]; then
	dir=$2 seed=$3 size=$4
	base=$dir/s$size-$seed
	val=
	if [ "$STRESS_ENV" = vulkan ]; then
		if [ $((seed % 2)) -eq 0 ]; then
			triple=spirv-unknown-vulkan1.3-compute val=vulkan1.3 kind=compute
		else
			triple=spirv-unknown-vulkan1.2-library val=spv1.5 kind=library
		fi
		{ "$LLVM_STRESS" -seed "$seed" -size "$size" ${STRESS_FLAGS:-} -o - |
			sed -e "1i target triple = \"$triple\"" -e 's/^define void @autogen/define internal void @autogen/'
		  vkwrap "$seed" $kind; } >"$base.ll"
	else
		if [ $((seed % 2)) -eq 0 ]; then triple=spirv64; else triple=spirv32; fi
		# llvm-stress gives no triple; its function is a plain exported one.
		"$LLVM_STRESS" -seed "$seed" -size "$size" ${STRESS_FLAGS:-} -o - |
			sed "1i target triple = \"$triple-unknown-unknown\"" >"$base.ll"
	fi
	timeout "$STRESS_TIMEOUT" "$LLC" "$base.ll" -o "$base.spv" 2>"$base.err"
	rc=$?
	first=$(grep -m1 'error' "$base.err" || head -n1 "$base.err")
	if [ $rc -eq 0 ]; then
		if ! "$SPIRV_VAL" ${val:+--target-env $val} "$base.spv" >"$base.val" 2>&1; then
			echo "INVALID $size $seed $triple spirv-val: $(grep -m1 . "$base.val")"
		elif [ "${READBACK:-0}" = 1 ] && [ -z "$val" ] &&
		     ! llvm-spirv-15 -r "$base.spv" -o "$base.bc" >"$base.val" 2>&1; then
			echo "UNREADABLE $size $seed $triple llvm-spirv-15 -r: $(grep -m1 . "$base.val")"
		else
			rm -f "$base.ll" "$base.spv" "$base.bc" "$base.err" "$base.val"
			echo "VALID $size $seed $triple"
			exit 0
		fi
	elif [ $rc -eq 124 ] || [ $rc -eq 137 ]; then
		echo "TIMEOUT $size $seed $triple after ${STRESS_TIMEOUT}s"
	elif [ $rc -eq 2 ] && grep -q 'generated SPIR-V is invalid' "$base.err"; then
		echo "INVALID $size $seed $triple $first"
	elif [ $rc -eq 1 ] && grep -q '^llc-spirv: error:' "$base.err"; then
		echo "REJECTED $size $seed $triple $(grep -m1 '^llc-spirv: error:' "$base.err")"
	else
		echo "CRASH $size $seed $triple exit $rc: $first"
	fi
	[ -n "${KEEP:-}" ] && mkdir -p "$KEEP" && cp "$base.ll" "$KEEP/stress-$size-$seed.ll"
	exit 0
fi

n=${1:?usage: stress.sh N [first-seed] [sizes]}
first=${2:-1}
sizes=${3:-10,20,30,40,60,80,100,150,200,250,300,400}
jobs=${STRESS_JOBS:-$(nproc 2>/dev/null || echo 2)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/stress.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
# A private copy, so a rebuild during the run cannot fail a module.
cp "$LLC" "$tmp/llc-spirv" && chmod +x "$tmp/llc-spirv" || exit 2
LLC=$tmp/llc-spirv
# (a copy taken while the linker writes it is not a working tool: say so, once)
"$LLC" --version >/dev/null 2>&1 || { echo "stress: '$LLC' does not run (rebuilt while copied?)" >&2; exit 2; }

seq "$first" $((first + n - 1)) | awk -v sizes="$sizes" -v first="$first" '
	BEGIN { ns = split(sizes, sz, ",") }
	{ print $1, sz[int(($1 - first) / 2) % ns + 1] }' | xargs -P "$jobs" -n 2 sh "$0" --one "$tmp" >"$tmp/results"

# Non-VALID modules, in seed order.
sort -k2,2n -k3,3n "$tmp/results" | awk '$1 != "VALID"'
awk -v sizes="$sizes" -v env="$STRESS_ENV" '
	{ count[$1]++; total++ }
	$1 == "REJECTED" {
		# the kind: the message without "llc-spirv: error:", its location and numbers
		m = $0
		sub(/^[^:]*: error: /, "", m)
		sub(/^[^ ]*:[0-9]+(:[0-9]+)?: /, "", m)
		sub(/^[^ ]*\.(ll|bc): /, "", m)
		sub(/^@[^:]*: [^:]*: /, "", m)
		gsub(/[0-9]+/, "N", m)
		kind[m]++
	}
	END {
		printf "stress: %d modules (sizes %s%s): %d valid, %d rejected, %d invalid, %d crash, %d timeout\n",
		       total, sizes, env == "opencl" ? "" : ", " env, count["VALID"], count["REJECTED"], count["INVALID"], count["CRASH"],
		       count["TIMEOUT"]
		for (k in kind)
			printf "  rejected %4d: %s\n", kind[k], k
		if (count["UNREADABLE"])
			printf "stress: %d valid modules the Khronos reader cannot read\n", count["UNREADABLE"]
		exit (count["INVALID"] + count["CRASH"] + count["TIMEOUT"] + count["UNREADABLE"]) > 0
	}' "$tmp/results"
