// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// llvm.masked.load/store/expandload/compressstore (Inputs/masked-memory.ll):
// every mask of four lanes, from the low bits of m[i]. Disabled lanes of a
// masked store keep the output's 0xa5 fill; a masked load gives the
// pass-through value there; expandload reads, and compressstore writes,
// consecutive elements for the enabled lanes.
// LAUNCH: masked -g 16 in:int:64 in:int:16:idx out:int:64 out:int:64 out:int:64 out:int:64 out:int:64
// KERNEL-IR: Inputs/masked-memory.ll

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *v = REF_PTR(L, 0, int32_t), *m = REF_PTR(L, 1, int32_t);
	int32_t *o1 = REF_PTR(L, 2, int32_t), *o2 = REF_PTR(L, 3, int32_t), *o3 = REF_PTR(L, 4, int32_t);
	int32_t *o4 = REF_PTR(L, 5, int32_t), *o5 = REF_PTR(L, 6, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int k = 0, n = 0;
		for (int l = 0; l < 4; l++) {
			int on = m[i] >> l & 1;
			o1[4 * i + l] = on ? v[4 * i + l] : -1;
			if (on)
				o2[4 * i + l] = v[4 * i + l];
			o3[4 * i + l] = on ? v[4 * i + k++] : -7;
			o4[4 * i + l] = 0;
			o5[4 * i + l] = l & 1 ? v[4 * i + l] : 0;
		}
		for (int l = 0; l < 4; l++)
			if (m[i] >> l & 1)
				o4[4 * i + n++] = v[4 * i + l];
	}
}

REF_MAIN(reference)
#endif
