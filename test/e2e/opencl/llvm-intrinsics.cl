// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// LLVM intrinsics no OpenCL C construct makes (Inputs/llvm-intrinsics.ll):
// sshl.sat/ushl.sat of i32, i8 and i7; fptosi.sat/fptoui.sat to i7, i5 and i1;
// get.rounding; minimumnum/maximumnum (NaNs, signed zeros); modf; constrained
// fadd and int-to-float conversions rounding up, down and toward zero;
// vector.extract/insert.
// KERNEL-IR: Inputs/llvm-intrinsics.ll
// LAUNCH: intr -g 64 in:int:64 in:int:64 in:float:64:special in:float:64:special out:int:1024 out:float:512

#ifdef REFERENCE
#include <math.h>
#include "ref.h"

static int32_t
clampi(int64_t v, int64_t lo, int64_t hi)
{
	return (int32_t)(v < lo ? lo : v > hi ? hi : v);
}

static int32_t
bits(float f)
{
	int32_t b;
	memcpy(&b, &f, 4);
	return b;
}

static float
mnum(float x, float y, int max)
{
	if (isnan(x))
		return y;
	if (isnan(y))
		return x;
	if (x == y) /* zeros of two signs: -0 orders below +0 */
		return (signbit(x) != 0) == !max ? x : y;
	return (x < y) == !max ? x : y;
}

/* the exact integer a, rounded to float upward (dir 1), downward (-1) or
 * toward zero (0) */
static float
rounded(double a, int dir)
{
	float r = (float)a;
	if (dir == 0 && fabs((double)r) > fabs(a))
		r = nextafterf(r, 0.0f);
	if (dir > 0 && (double)r < a)
		r = nextafterf(r, INFINITY);
	if (dir < 0 && (double)r > a)
		r = nextafterf(r, -INFINITY);
	return r;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t), *b = REF_PTR(L, 1, int32_t);
	const float *f = REF_PTR(L, 2, float), *g = REF_PTR(L, 3, float);
	int32_t *o = REF_PTR(L, 4, int32_t);
	float *q = REF_PTR(L, 5, float);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t *oi = o + 16 * i;
		float *qi = q + 8 * i, x = f[i] * 100.0f, ip;
		int s = b[i] & 31, s8 = b[i] & 7, s7 = (int)((uint32_t)b[i] % 7);
		int a7 = a[i] & 0x7f, a7s = a7 >= 64 ? a7 - 128 : a7;

		oi[0] = clampi((int64_t)a[i] * ((int64_t)1 << s), INT32_MIN, INT32_MAX);
		oi[1] = (int32_t)(uint32_t)clampi((int64_t)(uint32_t)a[i] << s, 0, UINT32_MAX);
		oi[2] = clampi((int64_t)(int8_t)a[i] * (1 << s8), -128, 127);
		oi[3] = clampi((int64_t)a7 << s7, 0, 127);
		oi[4] = clampi((int64_t)a7s * (1 << s7), -64, 63);
		oi[5] = isnan(x) ? 0 : x <= -64.0f ? -64 : x >= 63.0f ? 63 : (int32_t)x;
		oi[6] = isnan(x) || x <= 0.0f ? 0 : x >= 31.0f ? 31 : (int32_t)x;
		oi[7] = f[i] <= -1.0f ? -1 : 0;
		oi[8] = f[i] >= 1.0f ? 1 : 0;
		oi[9] = 1;
		oi[10] = bits(mnum(f[i], g[i], 0));
		oi[11] = bits(mnum(f[i], g[i], 1));
		qi[0] = modff(f[i], &ip);
		qi[1] = ip;
		qi[2] = f[i] + g[i];
		qi[3] = rounded((double)a[i], 1);
		qi[4] = rounded((double)a[i], -1);
		qi[5] = rounded((double)(uint32_t)a[i], 0);
		qi[6] = 2.0f;
		qi[7] = 3.0f + 3.0f;
	}
}

REF_MAIN(reference)
#endif
