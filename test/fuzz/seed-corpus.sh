#!/bin/sh
# seed-corpus.sh DIR: the libFuzzer seed corpus for fuzz-compile, from the lit
# tests: every test/**/*.ll as text and, where llvm-as-19 accepts it, as
# bitcode. Files are named by content hash, so reruns add nothing twice.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${1:?usage: seed-corpus.sh DIR}
mkdir -p "$dir"
find "$root/test" -name '*.ll' -size -64k | while read -r f; do
	h=$(sha1sum <"$f" | cut -c1-16)
	cp "$f" "$dir/$h.ll"
	/usr/lib/llvm-19/bin/llvm-as "$f" -o "$dir/$h.bc" 2>/dev/null || rm -f "$dir/$h.bc"
done
echo "seed corpus: $(ls "$dir" | wc -l) files in $dir"
