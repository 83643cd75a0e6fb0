#!/bin/sh
# determinism.sh LLC: compile every test/CodeGen .ll that compiles twice, in
# different processes and environments, and compare the outputs byte for byte:
#   run A: ASLR off (setarch -R), from the repository root, plain environment;
#   run B: ASLR on, MALLOC_PERTURB_ set (freed and new memory filled with junk),
#          another working directory, the input named by an absolute path.
# Prints one line per difference and a summary; exit 1 on any difference.
set -u
root=$(cd "$(dirname "$0")/../.." && pwd)
llc=${1:-$root/build/bin/llc-spirv}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/determinism.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT INT TERM
# env -i keeps the sanitizers' settings (check-asan: LeakSanitizer's suppressions).
keep=""
for v in ASAN_OPTIONS LSAN_OPTIONS UBSAN_OPTIONS; do
	eval "x=\${$v-}"
	[ -n "$x" ] && keep="$keep $v=$x"
done
norandom="setarch $(uname -m) -R"
$norandom true 2>/dev/null || norandom=""
n=0 diff=0
cd "$root" || exit 2
for f in $(find test/CodeGen -name '*.ll' | sort); do
	for t in spirv64 spirv32; do
		env -i PATH="$PATH" $keep $norandom "$llc" -mtriple=$t "$f" -o "$tmp/a.spv" 2>/dev/null || continue
		(cd "$tmp" && env MALLOC_PERTURB_=165 LANG=C.UTF-8 "$llc" -mtriple=$t "$root/$f" -o "$tmp/b.spv" 2>/dev/null) ||
			{ echo "determinism: $f ($t) compiled once and failed once"; diff=$((diff + 1)); continue; }
		if cmp -s "$tmp/a.spv" "$tmp/b.spv"; then
			n=$((n + 1))
		else
			echo "determinism: $f ($t): outputs differ"
			diff=$((diff + 1))
		fi
	done
done
echo "determinism: $n compilations identical, $diff different"
[ "$diff" -eq 0 ]
