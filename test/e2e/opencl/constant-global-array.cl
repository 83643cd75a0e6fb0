// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Program-scope __constant data: an int array, a float array, a 2D char
// table and an array of structs, all read at run-time indices.  The table
// contents are macros shared by the kernel and the reference.
// LAUNCH: constant_global_array -g 64 in:uint:64 out:int:192 out:float:64

#define PRIMES 2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53
#define SCALES 0.5f, -1.25f, 3.0f, 100.0f, -0.0625f, 7.5f, 1e-3f, -2.0f
#define GRID { 1, -2, 3, -4 }, { 5, 6, -7, 8 }, { -9, 10, 11, 12 }, \
	{ 13, -14, 15, -16 }
#define RANGES { 0, 10 }, { -5, 5 }, { 100, 200 }, { -1000, 1 }

#ifndef REFERENCE
struct range {
	int lo, hi;
};

constant int primes[16] = { PRIMES };
constant float scales[8] = { SCALES };
constant char grid[4][4] = { GRID };
constant struct range ranges[4] = { RANGES };

kernel void
constant_global_array(global const uint *in, global int *o, global float *of)
{
	size_t i = get_global_id(0);
	uint v = in[i];
	constant struct range *r = &ranges[(v >> 12) & 3];

	o[3 * i] = primes[v & 15] * primes[(v >> 4) & 15];
	o[3 * i + 1] = grid[(v >> 8) & 3][(v >> 10) & 3];
	o[3 * i + 2] = clamp((int)(v % 2001u) - 1000, r->lo, r->hi);
	of[i] = scales[(v >> 16) & 7] * (float)primes[(v >> 20) & 15];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static const int primes[16] = { PRIMES };
static const float scales[8] = { SCALES };
static const int8_t grid[4][4] = { GRID };
static const int ranges[4][2] = { RANGES };

static void
reference(struct ref_launch *L)
{
	const uint32_t *in = REF_PTR(L, 0, uint32_t);
	int32_t *o = REF_PTR(L, 1, int32_t);
	float *of = REF_PTR(L, 2, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		uint32_t v = in[i];
		const int *r = ranges[(v >> 12) & 3];
		int x = (int)(v % 2001u) - 1000;

		o[3 * i] = primes[v & 15] * primes[(v >> 4) & 15];
		o[3 * i + 1] = grid[(v >> 8) & 3][(v >> 10) & 3];
		o[3 * i + 2] = x < r[0] ? r[0] : x > r[1] ? r[1] : x;
		of[i] = scales[(v >> 16) & 7] * (float)primes[(v >> 20) & 15];
	}
}

REF_MAIN(reference)
#endif
