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
# Environment: LLC (llc-spirv), LLVM_STRESS, STRESS_FLAGS (more llvm-stress
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
export LLC LLVM_STRESS SPIRV_VAL STRESS_TIMEOUT

# One module: stress.sh --one dir seed size. Prints "CLASS size seed triple msg".
if [ "${1:-}" = --one ]; then
	dir=$2 seed=$3 size=$4
	if [ $((seed % 2)) -eq 0 ]; then triple=spirv64; else triple=spirv32; fi
	base=$dir/s$size-$seed
	# llvm-stress gives no triple; its function is a plain exported one.
	"$LLVM_STRESS" -seed "$seed" -size "$size" ${STRESS_FLAGS:-} -o - |
		sed "1i target triple = \"$triple-unknown-unknown\"" >"$base.ll"
	timeout "$STRESS_TIMEOUT" "$LLC" "$base.ll" -o "$base.spv" 2>"$base.err"
	rc=$?
	first=$(grep -m1 'error' "$base.err" || head -n1 "$base.err")
	if [ $rc -eq 0 ]; then
		if ! "$SPIRV_VAL" "$base.spv" >"$base.val" 2>&1; then
			echo "INVALID $size $seed $triple spirv-val: $(grep -m1 . "$base.val")"
		elif [ "${READBACK:-0}" = 1 ] &&
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
awk -v sizes="$sizes" '
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
		printf "stress: %d modules (sizes %s): %d valid, %d rejected, %d invalid, %d crash, %d timeout\n",
		       total, sizes, count["VALID"], count["REJECTED"], count["INVALID"], count["CRASH"],
		       count["TIMEOUT"]
		for (k in kind)
			printf "  rejected %4d: %s\n", kind[k], k
		if (count["UNREADABLE"])
			printf "stress: %d valid modules the Khronos reader cannot read\n", count["UNREADABLE"]
		exit (count["INVALID"] + count["CRASH"] + count["TIMEOUT"] + count["UNREADABLE"]) > 0
	}' "$tmp/results"
