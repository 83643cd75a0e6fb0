// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Vectors of more than 16 lanes (clang's ext_vector_type(32) and (64)),
// which SPIR-V lacks without SPV_EXT_long_vector: llc-spirv takes them apart
// lane by lane before instruction selection. Loads and stores through global
// pointers, arithmetic, a comparison and a select, a shuffle across both
// halves of two vectors, run-time lane indices (read and write), a
// loop-carried vector, a helper taking and returning one (inlined), a
// conversion, integer and float reductions (__builtin_reduce_*) and byte
// vectors of 64 lanes are checked.
// (a*b+c may fuse into fma in one compile and not in another, and the loop
// below amplifies the difference)
// TOLERANCE: ulp=64 abs=1e-4
// LAUNCH: longvec -g 16 in:float:512:-64..64 in:int:512:-1000..1000 in:uchar:1024:0..255 out:float:512 out:int:32 out:float:16 out:uchar:1024

#ifndef REFERENCE
typedef float float32 __attribute__((ext_vector_type(32)));
typedef int int32v __attribute__((ext_vector_type(32)));
typedef uchar uchar64 __attribute__((ext_vector_type(64)));

__attribute__((noinline)) float32
scale(float32 v, float s)
{
	return v * s + 1.0f;
}

kernel void
longvec(global const float *in, global const int *iin, global const uchar *bin, global float *out,
        global int *iout, global float *fout, global uchar *bout)
{
	size_t i = get_global_id(0);
	float32 a = *(global const float32 *)(in + 32 * i);
	int32v b = *(global const int32v *)(iin + 32 * i);
	float32 c = scale(a, 0.5f);
	int32v m = a > c;
	float32 d = m ? a : c;
	float32 e = __builtin_shufflevector(d, c, 31, 0, 17, 40, 3, 5, 7, 9, 11, 13, 15, 16, 18, 20, 22, 24,
	                                    26, 28, 30, 1, 2, 4, 6, 8, 10, 12, 14, 19, 21, 23, 63, 32);
	int j = (int)(i % 32);
	uchar64 u = *(global const uchar64 *)(bin + 64 * i);

	for (int k = 0; k < (int)(i & 3); k++)
		e = e * 1.5f - d;
	e[j] += 100.0f + (float)b[(j + 7) % 32];
	*(global float32 *)(out + 32 * i) = e + __builtin_convertvector(b, float32);
	iout[2 * i] = __builtin_reduce_add(b & 0xffff);
	iout[2 * i + 1] = __builtin_reduce_max(b) ^ __builtin_reduce_min(m * (int)i);
	fout[i] = __builtin_reduce_max(e);
	*(global uchar64 *)(bout + 64 * i) = (u ^ (uchar)0x5a) + u.s3;
}
#endif

#ifdef REFERENCE
#include "ref.h"

static const int shuf[32] = {31, 0, 17, 40, 3, 5, 7, 9, 11, 13, 15, 16, 18, 20, 22, 24,
                             26, 28, 30, 1, 2, 4, 6, 8, 10, 12, 14, 19, 21, 23, 63, 32};

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	const int32_t *iin = REF_PTR(L, 1, int32_t);
	const uint8_t *bin = REF_PTR(L, 2, uint8_t);
	float *out = REF_PTR(L, 3, float), *fout = REF_PTR(L, 5, float);
	int32_t *iout = REF_PTR(L, 4, int32_t);
	uint8_t *bout = REF_PTR(L, 6, uint8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float a[32], c[32], d[32], e[32], mx;
		int32_t b[32], m[32], sum = 0, bmax = INT32_MIN, mmin = INT32_MAX;
		int j = (int)(i % 32);

		for (int k = 0; k < 32; k++) {
			a[k] = in[32 * i + k];
			b[k] = iin[32 * i + k];
			c[k] = a[k] * 0.5f + 1.0f;
			m[k] = a[k] > c[k] ? -1 : 0;
			d[k] = m[k] ? a[k] : c[k];
		}
		for (int k = 0; k < 32; k++)
			e[k] = shuf[k] < 32 ? d[shuf[k]] : c[shuf[k] - 32];
		for (int k = 0; k < (int)(i & 3); k++)
			for (int l = 0; l < 32; l++)
				e[l] = e[l] * 1.5f - d[l];
		e[j] += 100.0f + (float)b[(j + 7) % 32];
		mx = e[0];
		for (int k = 0; k < 32; k++) {
			out[32 * i + k] = e[k] + (float)b[k];
			sum += b[k] & 0xffff;
			bmax = b[k] > bmax ? b[k] : bmax;
			mmin = m[k] * (int)i < mmin ? m[k] * (int)i : mmin;
			mx = e[k] > mx ? e[k] : mx;
		}
		iout[2 * i] = sum;
		iout[2 * i + 1] = bmax ^ mmin;
		fout[i] = mx;
		for (int k = 0; k < 64; k++)
			bout[64 * i + k] = (uint8_t)((bin[64 * i + k] ^ 0x5a) + bin[64 * i + 3]);
	}
}

REF_MAIN(reference)
#endif
