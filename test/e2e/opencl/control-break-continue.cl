// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// break and continue: a linear search that stops at the first match, a sum
// that skips negative entries, and a nested loop left through a flag.
// LAUNCH: control_break_continue -g 32 in:int:256:-20..20 in:int:32:-20..20 out:int:96

#ifndef REFERENCE
kernel void
control_break_continue(global const int *data, global const int *key,
    global int *o)
{
	size_t i = get_global_id(0);
	global const int *row = data + 8 * i;
	int found = -1, sum = 0, where = -1, done = 0;

	for (int k = 0; k < 8; k++) {
		if (row[k] == key[i]) {
			found = k;
			break;
		}
	}
	for (int k = 0; k < 8; k++) {
		if (row[k] < 0)
			continue;
		sum += row[k];
	}
	for (int r = 0; r < 32 && !done; r++) {
		for (int c = 0; c < 8; c++) {
			if (data[8 * r + c] + row[c] == 0) {
				where = 8 * r + c;
				done = 1;
				break;
			}
		}
	}
	o[3 * i] = found;
	o[3 * i + 1] = sum;
	o[3 * i + 2] = where;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *data = REF_PTR(L, 0, int32_t);
	const int32_t *key = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		const int32_t *row = data + 8 * i;
		int found = -1, sum = 0, where = -1;

		for (int k = 7; k >= 0; k--)
			if (row[k] == key[i])
				found = k;
		for (int k = 0; k < 8; k++)
			sum += row[k] > 0 ? row[k] : 0;
		for (int idx = 0; idx < 256 && where < 0; idx++)
			if (data[idx] + row[idx % 8] == 0)
				where = idx;
		o[3 * i] = found;
		o[3 * i + 1] = sum;
		o[3 * i + 2] = where;
	}
}

REF_MAIN(reference)
#endif
