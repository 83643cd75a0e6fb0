// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vector conversions: convert_float4 from int4 and uint4, convert_int4 with
// truncation and rounding modes, saturating convert_uchar4_sat and
// convert_short4_sat, and as_int4/as_float4 reinterpretation.
// LAUNCH: vector_convert -g 16 in:int4:16 in:uint4:16 in:float4:16:-300..300 out:float4:32 out:int4:48 out:uchar4:16 out:short4:16

#ifndef REFERENCE
kernel void
vector_convert(global const int4 *pi, global const uint4 *pu,
    global const float4 *pf, global float4 *of, global int4 *oi,
    global uchar4 *ouc, global short4 *os)
{
	size_t i = get_global_id(0);
	float4 f = pf[i];

	of[2 * i] = convert_float4(pi[i]);
	of[2 * i + 1] = convert_float4(pu[i]);
	oi[3 * i] = convert_int4(f);
	oi[3 * i + 1] = convert_int4_rte(f * 0.5f);
	oi[3 * i + 2] = as_int4(f) ^ as_int4(-f);
	ouc[i] = convert_uchar4_sat(f);
	os[i] = convert_short4_sat(pi[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *pi = REF_PTR(L, 0, int32_t);
	const uint32_t *pu = REF_PTR(L, 1, uint32_t);
	const float *pf = REF_PTR(L, 2, float);
	float *of = REF_PTR(L, 3, float);
	int32_t *oi = REF_PTR(L, 4, int32_t);
	uint8_t *ouc = REF_PTR(L, 5, uint8_t);
	int16_t *os = REF_PTR(L, 6, int16_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		for (int k = 0; k < 4; k++) {
			size_t e = 4 * i + k;
			float f = pf[e];
			int32_t n = pi[e];

			of[8 * i + k] = (float)n;
			of[8 * i + 4 + k] = (float)pu[e];
			oi[12 * i + k] = (int32_t)f;
			oi[12 * i + 4 + k] = (int32_t)rintf(f * 0.5f);
			/* only the sign bit differs between f and -f */
			oi[12 * i + 8 + k] = INT32_MIN;
			/* saturating conversion from float rounds toward zero */
			ouc[e] = f <= 0.0f ? 0 : f >= 255.0f ? 255 : (uint8_t)f;
			os[e] = n < -32768 ? -32768 : n > 32767 ? 32767 :
			    (int16_t)n;
		}
	}
}

REF_MAIN(reference)
#endif
