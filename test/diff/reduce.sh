#!/bin/sh
# reduce.sh KIND PROGRAM.cl [OUT.cl] - shrink a failing difftest program with cvise.
#
# KIND is the failure to keep, as difftest.py names it with its -O level:
# mismatch-O2, reject-O0, invalid-O2, crash-O0, readback-O2, run-O2, ... The
# interestingness test is `difftest.py --interesting KIND`: the program must stay
# valid and free of undefined behaviour (sanitized host run, no uninitialised
# reads), keep failing that way with llc-spirv, and (for failures after
# spirv-val) still run correctly through the Khronos pipeline, so the reduced
# case is our bug and not the consumer's. A compile-time failure (reject,
# invalid, crash) only needs clang-19 to accept the program. The result is
# written to OUT.cl (default: PROGRAM.reduced.cl).
#
# Environment: LLC_SPIRV (default build/bin/llc-spirv), J (cvise jobs, default
# nproc), MATCH (a regular expression, without double quotes, that the failure's
# message must keep matching, e.g. 'OpLoad Result Type'), CVISE_FLAGS (more
# cvise options), DIFF_MODE (private or global).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
[ $# -ge 2 ] || { echo "usage: reduce.sh KIND PROGRAM.cl [OUT.cl]" >&2; exit 2; }
kind=$1
src=$(cd "$(dirname "$2")" && pwd)/$(basename "$2")
out=${3:-${src%.cl}.reduced.cl}
llc=${LLC_SPIRV:-$root/build/bin/llc-spirv}
command -v cvise >/dev/null || { echo "reduce.sh: cvise not found (tools/install-deps.sh diff)" >&2; exit 2; }

work=$(mktemp -d "${TMPDIR:-/tmp}/reduce.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM
# A private copy of the tool, so that a rebuild cannot change the answer midway.
cp "$llc" "$work/llc-spirv"
cp "$src" "$work/p.cl"
cat >"$work/test.sh" <<EOF
#!/bin/sh
exec python3 "$here/difftest.py" --llc "$work/llc-spirv" --mode ${DIFF_MODE:-private} \\
    --interesting "$kind" --match "${MATCH:-}" --file p.cl >/dev/null 2>&1
EOF
chmod +x "$work/test.sh"
if ! (cd "$work" && ./test.sh); then
	echo "reduce.sh: $2 is not interesting as $kind to begin with:" >&2
	(cd "$work" && python3 "$here/difftest.py" --llc "$work/llc-spirv" \
	    --mode "${DIFF_MODE:-private}" --interesting "$kind" --match "${MATCH:-}" \
	    --file p.cl) >&2 || true
	exit 1
fi
# shellcheck disable=SC2086
(cd "$work" && cvise --n "${J:-$(nproc)}" ${CVISE_FLAGS:-} ./test.sh p.cl)
cp "$work/p.cl" "$out"
echo "reduce.sh: $(wc -l <"$out") lines in $out"
