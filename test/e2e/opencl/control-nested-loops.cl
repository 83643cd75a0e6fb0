// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Nested loops: a rectangular double loop with a condition inside, a
// triangular loop whose inner bound depends on the outer index, and a
// triple loop accumulating into a small private accumulator.
// LAUNCH: control_nested_loops -g 32 in:int:32:0..12 in:int:32:0..12 out:int:96

#ifndef REFERENCE
kernel void
control_nested_loops(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	int n = a[i], m = b[i], pairs = 0, tri = 0, acc = 0;

	for (int j = 0; j < n; j++)
		for (int k = 0; k < m; k++)
			if ((j * k) % 3 == 0)
				pairs++;
	for (int j = 0; j < n; j++)
		for (int k = j; k < n; k++)
			tri += k - j + 1;
	for (int x = 0; x < 3; x++)
		for (int y = 0; y <= x; y++)
			for (int z = 0; z < m; z += 2)
				acc += x * 100 + y * 10 + z;
	o[3 * i] = pairs;
	o[3 * i + 1] = tri;
	o[3 * i + 2] = acc;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int n = a[i], m = b[i], pairs = 0, tri = 0, acc = 0;

		for (int j = 0; j < n; j++)
			for (int k = 0; k < m; k++)
				pairs += (j * k) % 3 == 0;
		/* sum over j<=k<n of (k-j+1) = sum over len 1..n of len*(n-len+1) */
		for (int len = 1; len <= n; len++)
			tri += len * (n - len + 1);
		for (int x = 0; x < 3; x++)
			for (int y = 0; y <= x; y++)
				for (int z = 0; z < m; z += 2)
					acc += x * 100 + y * 10 + z;
		o[3 * i] = pairs;
		o[3 * i + 1] = tri;
		o[3 * i + 2] = acc;
	}
}

REF_MAIN(reference)
#endif
