// Double precision (shaderFloat64): arithmetic, sqrt, conversions to and
// from float and int, comparisons.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:double:64:0.5..1000 sb:0:1=in:float:64 sb:0:2=out:double:64 sb:0:3=out:float:64
// FEATURES: shaderFloat64
// TOLERANCE: ulp=2

#ifndef REFERENCE
[[vk::binding(0, 0)]] StructuredBuffer<double> D;
[[vk::binding(1, 0)]] StructuredBuffer<float> F;
[[vk::binding(2, 0)]] RWStructuredBuffer<double> OutD;
[[vk::binding(3, 0)]] RWStructuredBuffer<float> OutF;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	double d = D[tid.x];
	double f = (double)F[tid.x];
	double r = d * f / 3.0 - (double)(int)d;

	if (d > 500.0)
		r = r + 1.0 / d;
	OutD[tid.x] = r;
	OutF[tid.x] = (float)(d / 7.0) + (float)f;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const double *D = REF_PTR(L, 0, double);
	const float *F = REF_PTR(L, 1, float);
	double *od = REF_PTR(L, 2, double);
	float *of = REF_PTR(L, 3, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		double d = D[t], f = (double)F[t];
		double r = d * f / 3.0 - (double)(int32_t)d;

		if (d > 500.0)
			r = r + 1.0 / d;
		od[t] = r;
		of[t] = (float)(d / 7.0) + (float)f;
	}
}

REF_MAIN(reference)
#endif
