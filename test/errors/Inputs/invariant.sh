#!/bin/sh
# invariant.sh IN OUT [llc-spirv options]: the robustness invariant for one
# input whose fate is not known in advance (random or mutated bytes): within
# bounded time and memory, llc-spirv either exits 0 and writes a module that
# spirv-val accepts, or exits 1 with an "llc-spirv: error:" line and writes
# nothing. Anything else (a crash, exit 2, a partial file) fails.
in=$1 out=$2
shift 2
rm -f "$out"
sh "$(dirname "$0")/bounded.sh" 0 true || exit 1
t=${BOUNDED_CPU:-60}
if [ -n "${ASAN_OPTIONS:-}" ]; then t=$((t * 5)); else ulimit -v "${BOUNDED_MEM:-3145728}"; fi
ulimit -t "$t"
llc-spirv "$@" "$in" -o "$out" 2>"$out.err"
rc=$?
case $rc in
0)
	spirv-val "$out" || { echo "invariant.sh: exit 0 but spirv-val rejects $out" >&2; exit 1; }
	echo "invariant: compiled" ;;
1)
	grep -q '^llc-spirv: error: ' "$out.err" || { echo "invariant.sh: exit 1 without an error line" >&2; cat "$out.err" >&2; exit 1; }
	test ! -e "$out" || { echo "invariant.sh: exit 1 but $out was written" >&2; exit 1; }
	echo "invariant: rejected"
	head -n1 "$out.err" ;;
*)
	echo "invariant.sh: exit status $rc" >&2
	cat "$out.err" >&2
	exit 1 ;;
esac
