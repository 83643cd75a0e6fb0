// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// atomicrmw operations SPIR-V has no instruction for become compare-and-swap
// loops: fadd, fsub, fmax and fmin on float and double without the float
// atomic extensions, and nand. Every work-item adds 1.5 and subtracts 0.25,
// offers its index to fmax/fmin, and nands one word with all ones (an odd
// number of complements); the totals do not depend on the order.
// LAUNCH: cas_ops -g 63 -l 21 io:float:4:=0 io:double:2:=0 io:int:1:=1234567
// CLSTD: CL2.0
// CLFLAGS: -Wno-atomic-alignment
// REQUIRES-EXT: cl_khr_int64_base_atomics

#ifndef REFERENCE
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void
cas_ops(global float *f, global double *d, global int *n)
{
	size_t i = get_global_id(0);

	__atomic_fetch_add(&f[0], 1.5f, __ATOMIC_RELAXED);
	__atomic_fetch_sub(&f[1], 0.25f, __ATOMIC_SEQ_CST);
	__atomic_fetch_max(&f[2], (float)i, __ATOMIC_ACQ_REL);
	__atomic_fetch_min(&f[3], -(float)i, __ATOMIC_RELEASE);
	__atomic_fetch_add(&d[0], 0.5, __ATOMIC_RELAXED);
	__atomic_fetch_max(&d[1], (double)i * 2.0, __ATOMIC_ACQUIRE);
	__atomic_fetch_nand(&n[0], -1, __ATOMIC_RELAXED);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	float *f = REF_PTR(L, 0, float);
	double *d = REF_PTR(L, 1, double);
	int32_t *n = REF_PTR(L, 2, int32_t);
	size_t g = L->global[0];

	f[0] = 1.5f * (float)g;
	f[1] = -0.25f * (float)g;
	f[2] = (float)(g - 1);
	f[3] = -(float)(g - 1);
	d[0] = 0.5 * (double)g;
	d[1] = 2.0 * (double)(g - 1);
	n[0] = ~n[0];
}

REF_MAIN(reference)
#endif
