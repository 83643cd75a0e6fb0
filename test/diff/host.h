/*
 * host.h - builds a csmith2cl.py program as C for the host, the reference:
 *   clang-19 -std=gnu11 -include host.h -x c prog.cl -o ref && ./ref
 * It maps the OpenCL C the program uses onto C (one work-item, id 0) and
 * runs the kernel once, printing the checksum it stores as `checksum N`.
 */
#include <stdint.h>
#include <stdio.h>

typedef uint8_t uchar;
typedef uint16_t ushort;
typedef uint32_t uint;
typedef uint64_t ulong;

#define kernel
#define global
#define constant const
#define get_global_id(d) 0

void entry(uint *out);

int
main(void)
{
	uint out = 0;

	entry(&out);
	printf("checksum %u\n", out);
	return 0;
}
