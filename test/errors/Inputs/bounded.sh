#!/bin/sh
# bounded.sh RC CMD...: run CMD with CPU time and memory limits; fail unless it
# exits with status RC. Limits: BOUNDED_CPU seconds (default 60), BOUNDED_MEM
# KiB of address space (default 3 GiB, which covers the tool's 512 MiB compile
# stack). Under a sanitizer (ASAN_OPTIONS set) memory is not limited, since ASan
# reserves terabytes of shadow, and time is five times longer.
rc=$1
shift
t=${BOUNDED_CPU:-60}
if [ -n "${ASAN_OPTIONS:-}" ]; then
	t=$((t * 5))
else
	ulimit -v "${BOUNDED_MEM:-3145728}"
fi
ulimit -t "$t"
"$@"
got=$?
if [ "$got" -ne "$rc" ]; then
	echo "bounded.sh: exit status $got, expected $rc: $*" >&2
	exit 1
fi
exit 0
