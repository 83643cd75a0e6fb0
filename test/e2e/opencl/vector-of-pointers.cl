// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vectors of pointers (Inputs/vector-of-pointers.ll), lowered as vectors of
// size_t: a vector getelementptr from a scalar and from a vector base,
// llvm.masked.gather/scatter whose off lanes point outside the buffers (a
// touched one would be caught), select, shufflevector, addrspacecast to
// generic, ptrtoint/inttoptr, a phi, a run-time extractelement, insertelement
// and icmp. Lane j = 4 * gid + l takes in[idx[j]] when 0 <= idx[j] < 64.
// LAUNCH: vecptr -g 16 in:float:64 in:int:64:-40..100 out:float:64 out:float:64 out:long:64 out:float:16 out:int:64 out:float:64
// KERNEL-IR: Inputs/vector-of-pointers.ll

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	const int32_t *idx = REF_PTR(L, 1, int32_t);
	float *o1 = REF_PTR(L, 2, float), *o2 = REF_PTR(L, 3, float), *o4 = REF_PTR(L, 5, float);
	float *o6 = REF_PTR(L, 7, float);
	int64_t *o3 = REF_PTR(L, 4, int64_t);
	int32_t *o5 = REF_PTR(L, 6, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int64_t sel[4];
		for (int l = 0; l < 4; l++) {
			size_t j = 4 * i + l;
			int on = idx[j] >= 0 && idx[j] < 64;
			o1[j] = on ? in[idx[j]] : -1.0f;
			if (on)
				o2[63 - j] = in[j] * 2.0f;
			sel[l] = on ? idx[j] : 0;
		}
		for (int l = 0; l < 4; l++) {
			o3[4 * i + l] = sel[3 - l];
			o5[4 * i + l] = l == 0 || sel[l] == 0;
			o6[4 * i + l] = idx[4 * i + 3 - l] >= 0 && idx[4 * i + 3 - l] < 64 ? in[sel[3 - l]] : 0.5f;
		}
		o4[i] = in[i & 1 ? sel[3 - (i & 3)] : sel[i & 3]];
	}
}

REF_MAIN(reference)
#endif
