// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Private arrays indexed by run-time values: a histogram with data-dependent
// bins, an in-place prefix sum, and reads at indices taken from the input.
// LAUNCH: private_array_dynamic -g 32 in:uchar:512 in:int:32:0..15 out:int:64

#ifndef REFERENCE
kernel void
private_array_dynamic(global const uchar *data, global const int *pick,
    global int *o)
{
	size_t i = get_global_id(0);
	int hist[16];

	for (int k = 0; k < 16; k++)
		hist[k] = 0;
	for (int k = 0; k < 16; k++)
		hist[data[16 * i + k] & 15]++;
	o[2 * i] = hist[pick[i]];
	for (int k = 1; k < 16; k++)
		hist[k] += hist[k - 1];
	o[2 * i + 1] = hist[(pick[i] + (int)i) & 15] * 100 +
	    hist[data[16 * i] >> 4];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const uint8_t *data = REF_PTR(L, 0, uint8_t);
	const int32_t *pick = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int below[16];	/* below[b]: how many values fall in bins <= b */

		o[2 * i] = 0;
		for (int b = 0; b < 16; b++) {
			below[b] = 0;
			for (int k = 0; k < 16; k++)
				below[b] += (data[16 * i + k] & 15) <= b;
		}
		for (int k = 0; k < 16; k++)
			o[2 * i] += (data[16 * i + k] & 15) == pick[i];
		o[2 * i + 1] = below[(pick[i] + (int)i) & 15] * 100 +
		    below[data[16 * i] >> 4];
	}
}

REF_MAIN(reference)
#endif
