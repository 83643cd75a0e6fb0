// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Two async_work_group_copy calls of float4 elements chained through one
// event (the second waits on the first's), waited on together with
// wait_group_events(2, ev).
// LAUNCH: async_copy_float4_events -g 16 -l 8 in:float4:16 in:float4:16 out:float4:16 local:float4:8 local:float4:8

#ifndef REFERENCE
kernel void
async_copy_float4_events(global const float4 *x, global const float4 *y, global float4 *o,
                         local float4 *a, local float4 *b)
{
	size_t l = get_local_id(0), n = get_local_size(0), base = get_group_id(0) * n;
	event_t ev[2];
	ev[0] = async_work_group_copy(a, x + base, n, 0);
	ev[1] = async_work_group_copy(b, y + base, n, ev[0]);
	wait_group_events(2, ev);
	o[base + l] = a[l] * b[n - 1 - l];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *x = REF_PTR(L, 0, float);
	const float *y = REF_PTR(L, 1, float);
	float *o = REF_PTR(L, 2, float);
	size_t n = L->local[0];

	for (size_t g = 0; g < L->global[0]; g++) {
		size_t base = g - g % n, l = g % n;
		for (int k = 0; k < 4; k++)
			o[4 * g + k] = x[4 * g + k] * y[4 * (base + n - 1 - l) + k];
	}
}

REF_MAIN(reference)
#endif
