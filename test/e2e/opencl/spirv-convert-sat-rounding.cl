// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// The translator's conversion calls declared by hand: __spirv_ConvertFToU and
// __spirv_ConvertFToS with _R<type>, _sat and a rounding mode (float to
// uchar/char4, saturating, rounding to nearest even or toward -inf), and
// __spirv_SatConvertSToU (int to ushort, clamped). (Under E2E_STANDIN=1 the
// file defines them with the OpenCL C conversions.)
// LAUNCH: conv -g 64 in:float:64:-300..300 in:int:64:-70000..70000 out:uchar:64 out:char:256 out:ushort:64

#ifndef REFERENCE
#if __clang_major__ >= 19
uchar __attribute__((overloadable)) __spirv_ConvertFToU_Ruchar_sat_rte(float);
char4 __attribute__((overloadable)) __spirv_ConvertFToS_Rchar4_sat_rtn(float4);
ushort __attribute__((overloadable)) __spirv_SatConvertSToU_Rushort(int);
#else
uchar __attribute__((overloadable)) __spirv_ConvertFToU_Ruchar_sat_rte(float x) { return convert_uchar_sat_rte(x); }
char4 __attribute__((overloadable)) __spirv_ConvertFToS_Rchar4_sat_rtn(float4 x) { return convert_char4_sat_rtn(x); }
ushort __attribute__((overloadable)) __spirv_SatConvertSToU_Rushort(int x) { return convert_ushort_sat(x); }
#endif

kernel void
conv(global const float *f, global const int *n, global uchar *a, global char4 *b, global ushort *c)
{
	size_t i = get_global_id(0);
	float x = f[i];
	a[i] = __spirv_ConvertFToU_Ruchar_sat_rte(x);
	b[i] = __spirv_ConvertFToS_Rchar4_sat_rtn((float4)(x, x * 0.5f, x + 0.5f, -x));
	c[i] = __spirv_SatConvertSToU_Rushort(n[i]);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int
clampd(double v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : (int)v;
}

static void
reference(struct ref_launch *L)
{
	const float *f = REF_PTR(L, 0, float);
	const int32_t *n = REF_PTR(L, 1, int32_t);
	uint8_t *a = REF_PTR(L, 2, uint8_t);
	int8_t *b = REF_PTR(L, 3, int8_t);
	uint16_t *c = REF_PTR(L, 4, uint16_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = f[i];
		float v[4] = {x, x * 0.5f, x + 0.5f, -x};
		a[i] = (uint8_t)clampd(rint(x), 0, 255);
		for (int k = 0; k < 4; k++)
			b[4 * i + k] = (int8_t)clampd(floor(v[k]), -128, 127);
		c[i] = (uint16_t)(n[i] < 0 ? 0 : n[i] > 65535 ? 65535 : n[i]);
	}
}

REF_MAIN(reference)
#endif
