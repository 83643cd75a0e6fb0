#!/bin/sh
# valgrind.sh LLC: valgrind memcheck over a sample of test/CodeGen inputs (every
# fifth file that compiles, about 70), each for both triples. Any memcheck
# error or definite leak of our own fails the run (--error-exitcode); LLVM's
# allocations still live at exit are "still reachable", which is not an error.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
llc=${1:-$root/build/bin/llc-spirv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/valgrind.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
n=0 bad=0
for f in $(find "$root/test/CodeGen" -name '*.ll' | sort | awk 'NR % 5 == 1'); do
	"$llc" "$f" -o "$tmp/out.spv" 2>/dev/null || continue
	for t in spirv64 spirv32; do
		if ! valgrind -q --error-exitcode=99 --leak-check=full --errors-for-leak-kinds=definite \
		     --show-leak-kinds=definite "$llc" -mtriple=$t "$f" -o "$tmp/out.spv" >"$tmp/log" 2>&1; then
			if grep -q '==[0-9]*==' "$tmp/log"; then
				echo "valgrind: $f ($t):"
				cat "$tmp/log"
				bad=$((bad + 1))
			fi
		fi
	done
	n=$((n + 1))
done
echo "valgrind: $n inputs, 2 triples each: $bad with memcheck errors"
[ "$bad" -eq 0 ]
