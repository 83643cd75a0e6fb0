// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vectors of lengths SPIR-V lacks (clang's ext_vector_type(6), (5), (12),
// (7)): widened to 8 or 16 lanes in SPIR-V. Loads and stores through global
// pointers touch only their own lanes (the two floats after each float6 and
// the three ints after each int5 keep their 0xa5 fill); arithmetic, comparisons and
// selects, division by a vector, shuffles, constant and run-time lane
// indices, a loop-carried vector, a call taking and returning one, a bitcast
// (int6 to short12) and conversions (short to uchar7 to int7) are checked.
// (a*b+c may fuse into fma in one compile and not in another, and the loop
// below amplifies the difference)
// TOLERANCE: ulp=64 abs=1e-4
// LAUNCH: odd -g 16 in:float:128:-64..64 in:int:128:-1000..1000 out:float:128 out:int:128 out:int:128

#ifndef REFERENCE
typedef float float6 __attribute__((ext_vector_type(6)));
typedef int int6 __attribute__((ext_vector_type(6)));
typedef int int5 __attribute__((ext_vector_type(5)));
typedef short short12 __attribute__((ext_vector_type(12)));
typedef uchar uchar7 __attribute__((ext_vector_type(7)));
typedef int int7 __attribute__((ext_vector_type(7)));

__attribute__((noinline)) float6
scale(float6 v, float s)
{
	return v * s + (float6)(1.0f, 2.0f, 3.0f, 4.0f, 5.0f, 6.0f);
}

kernel void
odd(global const float *in, global const int *iin, global float *out, global int *iout, global int *bits)
{
	size_t i = get_global_id(0);
	float6 a = *(global const float6 *)(in + 8 * i);
	int6 b = *(global const int6 *)(iin + 8 * i);
	float6 c = scale(a, 0.5f);
	int6 m = a > c;
	float6 d = m ? a : c;
	int6 q = b / ((b & 7) | 1) + b % 5;
	float6 e = __builtin_shufflevector(d, c, 5, 4, 3, 8, 9, 10);
	int j = (int)(i % 6);
	int5 f;
	short12 h;
	uchar7 u;
	int7 w;

	e.s2 = (float)q.s1;
	for (int k = 0; k < (int)(i & 3); k++)
		e = e * 1.5f - d;
	e[j] += 100.0f + (float)q[(j + 1) % 6];
	*(global float6 *)(out + 8 * i) = e;

	f = (int5)(q.s0, q.s1, q.s2, m.s3, m.s4) * 3;
	*(global int5 *)(iout + 8 * i) = f;

	h = __builtin_astype(q, short12);
	u = __builtin_convertvector(__builtin_shufflevector(h, h, 0, 1, 2, 3, 4, 5, 6), uchar7);
	w = __builtin_convertvector(u, int7) + (int7)(h.s7, h.s8, h.s9, h.sa, h.sb, 1, 2);
	for (int k = 0; k < 7; k++)
		bits[8 * i + k] = w[k];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	const int32_t *iin = REF_PTR(L, 1, int32_t);
	float *out = REF_PTR(L, 2, float);
	int32_t *iout = REF_PTR(L, 3, int32_t), *bits = REF_PTR(L, 4, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float a[6], c[6], d[6], e[6];
		int32_t b[6], m[6], q[6], f[5], w[7];
		int16_t h[12];
		uint8_t u[7];
		int j = (int)(i % 6);

		for (int k = 0; k < 6; k++) {
			a[k] = in[8 * i + k];
			b[k] = iin[8 * i + k];
			c[k] = a[k] * 0.5f + (float)(k + 1);
			m[k] = a[k] > c[k] ? -1 : 0;
			d[k] = m[k] ? a[k] : c[k];
			q[k] = b[k] / ((b[k] & 7) | 1) + b[k] % 5;
		}
		e[0] = d[5];
		e[1] = d[4];
		e[2] = (float)q[1];
		e[3] = c[2];
		e[4] = c[3];
		e[5] = c[4];
		for (int k = 0; k < (int)(i & 3); k++)
			for (int l = 0; l < 6; l++)
				e[l] = e[l] * 1.5f - d[l];
		e[j] += 100.0f + (float)q[(j + 1) % 6];
		for (int k = 0; k < 6; k++)
			out[8 * i + k] = e[k];

		f[0] = q[0] * 3;
		f[1] = q[1] * 3;
		f[2] = q[2] * 3;
		f[3] = m[3] * 3;
		f[4] = m[4] * 3;
		for (int k = 0; k < 5; k++)
			iout[8 * i + k] = f[k];

		for (int k = 0; k < 6; k++) {
			h[2 * k] = (int16_t)(q[k] & 0xffff);	/* little-endian halves */
			h[2 * k + 1] = (int16_t)((uint32_t)q[k] >> 16);
		}
		for (int k = 0; k < 7; k++)
			u[k] = (uint8_t)h[k];
		w[0] = u[0] + h[7];
		w[1] = u[1] + h[8];
		w[2] = u[2] + h[9];
		w[3] = u[3] + h[10];
		w[4] = u[4] + h[11];
		w[5] = u[5] + 1;
		w[6] = u[6] + 2;
		for (int k = 0; k < 7; k++)
			bits[8 * i + k] = w[k];
	}
}

REF_MAIN(reference)
#endif
