// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vector conversions with saturation and rounding modes: convert_uchar4_sat from int4, convert_short8_sat (default, _rtz, _rte) from float8 including nan/inf, convert_int2_rtp/_rtn from float2.
// LAUNCH: convert_vector_sat -g 32 in:int4:32:-400..400 in:float8:32:-40000..40000 in:float8:32:special in:float2:32:-1000..1000 out:uchar4:32 out:short8:192 out:int2:64

#ifndef REFERENCE
kernel void
convert_vector_sat(global const int4 *pa, global const float8 *pf,
    global const float8 *ps, global const float2 *pg, global uchar4 *oc,
    global short8 *os, global int2 *oi)
{
	size_t i = get_global_id(0);
	float8 f = pf[i], s = ps[i];
	float2 g = pg[i];

	oc[i] = convert_uchar4_sat(pa[i]);
	os[6 * i] = convert_short8_sat(f);
	os[6 * i + 1] = convert_short8_sat_rtz(f);
	os[6 * i + 2] = convert_short8_sat_rte(f);
	os[6 * i + 3] = convert_short8_sat(s);
	os[6 * i + 4] = convert_short8_sat_rtz(s);
	os[6 * i + 5] = convert_short8_sat_rte(s);
	oi[2 * i] = convert_int2_rtp(g);
	oi[2 * i + 1] = convert_int2_rtn(g);
}
#endif

#ifdef REFERENCE
#include "ref.h"

/* Saturating float -> short after rounding with R (already applied). */
static int16_t
sat16(float v)
{
	if (isnan(v))
		return 0;
	if (v >= 32767.0f)
		return INT16_MAX;
	if (v <= -32768.0f)
		return INT16_MIN;
	return (int16_t)v;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *pa = REF_PTR(L, 0, int32_t);
	const float *pf = REF_PTR(L, 1, float);
	const float *ps = REF_PTR(L, 2, float);
	const float *pg = REF_PTR(L, 3, float);
	uint8_t *oc = REF_PTR(L, 4, uint8_t);
	int16_t *os = REF_PTR(L, 5, int16_t);
	int32_t *oi = REF_PTR(L, 6, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		for (int k = 0; k < 4; k++) {
			int32_t a = pa[4 * i + k];

			oc[4 * i + k] = a < 0 ? 0 : a > 255 ? 255 : (uint8_t)a;
		}
		for (int k = 0; k < 8; k++) {
			float f = pf[8 * i + k], s = ps[8 * i + k];
			int16_t *r = os + 48 * i + k;

			r[0] = sat16(truncf(f));
			r[8] = sat16(truncf(f));
			r[16] = sat16(rintf(f));
			r[24] = sat16(truncf(s));
			r[32] = sat16(truncf(s));
			r[40] = sat16(rintf(s));
		}
		for (int k = 0; k < 2; k++) {
			float g = pg[2 * i + k];

			oi[4 * i + k] = (int32_t)ceilf(g);
			oi[4 * i + 2 + k] = (int32_t)floorf(g);
		}
	}
}

REF_MAIN(reference)
#endif
