// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Embedded-C fixed-point arithmetic (clang's -ffixed-point): _Accum, unsigned
// _Accum, short _Accum and _Sat short _Fract products and quotients become
// llvm.smul.fix/umul.fix/sdiv.fix/udiv.fix and their .sat forms, and int with
// _Accum works in i47. Products round toward negative infinity, quotients
// toward zero (the directions llc-spirv's lowering takes; LLVM allows either).
// LAUNCH: fx -g 64 in:int:64:-1048576..1048576 in:int:64:65536..1048576 in:int:64 in:int:64 in:uint:64:0..1048576 in:uint:64:65536..1048576 in:short:64:-1000..1000 in:short:64:-1000..1000 in:char:64 in:char:64 in:int:64:-100000..100000 out:int:640
// CLFLAGS: -ffixed-point

#ifndef REFERENCE
kernel void
fx(global const int *a, global const int *b, global const int *c, global const int *d, global const uint *ua,
   global const uint *ub, global const short *ha, global const short *hb, global const char *fa,
   global const char *fb, global const int *k, global int *o)
{
	size_t i = get_global_id(0);
	_Accum x, y, cx, dy;
	unsigned _Accum ux, uy;
	short _Accum hx, hy;
	_Sat short _Fract fx, fy;

	__builtin_memcpy(&x, &a[i], 4);
	__builtin_memcpy(&y, &b[i], 4);
	__builtin_memcpy(&cx, &c[i], 4);
	__builtin_memcpy(&dy, &d[i], 4);
	__builtin_memcpy(&ux, &ua[i], 4);
	__builtin_memcpy(&uy, &ub[i], 4);
	__builtin_memcpy(&hx, &ha[i], 2);
	__builtin_memcpy(&hy, &hb[i], 2);
	__builtin_memcpy(&fx, &fa[i], 1);
	__builtin_memcpy(&fy, &fb[i], 1);
	o[10 * i + 0] = __builtin_bit_cast(int, x * y);
	o[10 * i + 1] = __builtin_bit_cast(int, x / y);
	o[10 * i + 2] = __builtin_bit_cast(int, (_Sat _Accum)cx * (_Sat _Accum)dy);
	o[10 * i + 3] = dy != 0 ? __builtin_bit_cast(int, (_Sat _Accum)cx / (_Sat _Accum)dy) : 0;
	o[10 * i + 4] = (int)__builtin_bit_cast(uint, ux * uy);
	o[10 * i + 5] = (int)__builtin_bit_cast(uint, ux / uy);
	o[10 * i + 6] = __builtin_bit_cast(short, (short _Accum)(hx * hy));
	o[10 * i + 7] = __builtin_bit_cast(char, (_Sat short _Fract)(fx * fy));
	o[10 * i + 8] = __builtin_bit_cast(int, (_Accum)(k[i] * 0.5k));
	o[10 * i + 9] = __builtin_bit_cast(int, (_Accum)(k[i] / 3.0k));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static int64_t
clamp64(int64_t v, int64_t lo, int64_t hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t), *b = REF_PTR(L, 1, int32_t);
	const int32_t *c = REF_PTR(L, 2, int32_t), *d = REF_PTR(L, 3, int32_t);
	const uint32_t *ua = REF_PTR(L, 4, uint32_t), *ub = REF_PTR(L, 5, uint32_t);
	const int16_t *ha = REF_PTR(L, 6, int16_t), *hb = REF_PTR(L, 7, int16_t);
	const int8_t *fa = REF_PTR(L, 8, int8_t), *fb = REF_PTR(L, 9, int8_t);
	const int32_t *k = REF_PTR(L, 10, int32_t);
	int32_t *o = REF_PTR(L, 11, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		/* >> of a negative int64_t is arithmetic with gcc and clang: floor */
		o[10 * i + 0] = (int32_t)(((int64_t)a[i] * b[i]) >> 15);
		o[10 * i + 1] = (int32_t)(((int64_t)a[i] * 32768) / b[i]);
		o[10 * i + 2] = (int32_t)clamp64(((int64_t)c[i] * d[i]) >> 15, INT32_MIN, INT32_MAX);
		o[10 * i + 3] = d[i] ? (int32_t)clamp64(((int64_t)c[i] * 32768) / d[i], INT32_MIN, INT32_MAX) : 0;
		o[10 * i + 4] = (int32_t)(uint32_t)(((uint64_t)ua[i] * ub[i]) >> 16);
		o[10 * i + 5] = (int32_t)(uint32_t)(((uint64_t)ua[i] << 16) / ub[i]);
		o[10 * i + 6] = (int16_t)(((int32_t)ha[i] * hb[i]) >> 7);
		o[10 * i + 7] = (int8_t)clamp64(((int32_t)fa[i] * fb[i]) >> 7, -128, 127);
		o[10 * i + 8] = k[i] * 16384;
		o[10 * i + 9] = (int32_t)(((int64_t)k[i] * 32768) / 3);
	}
}

REF_MAIN(reference)
#endif
