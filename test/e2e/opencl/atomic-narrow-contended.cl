// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Atomics on char and short (clang's __atomic builtins give i8/i16 atomicrmw,
// cmpxchg, atomic load): SPIR-V has none at these widths, so each works on the
// 32-bit word that holds the byte or halfword. Work-items hit bytes and
// halfwords next to ones that other work-items update at the same time, so a
// lowering that lost a neighbour's update or wrote outside its field shows in
// the totals, which do not depend on the order. narrow_local does the same
// on __local bytes.
// LAUNCH: narrow -g 256 -l 32 io:uchar:8:=0 io:char:8:=0 io:char:8:=0 io:ushort:4:=0 io:short:4:=100 io:short:4:=0 io:short:4:=0 io:uchar:8:=0 io:int:16:=0
// LAUNCH: narrow_local -g 256 -l 64 out:uchar:48 out:short:8
// CLFLAGS: -Wno-atomic-alignment

#ifndef REFERENCE
kernel void
narrow(global uchar *cnt, global char *mn, global char *mx, global ushort *sum, global short *smax, global short *xs,
       global short *xc, global uchar *claim, global int *tally)
{
	size_t i = get_global_id(0);
	int b = (int)(i % 8), h = (int)(i % 4), per = (int)(get_global_size(0) / 4);
	char v = (char)((int)((i * 37) % 251) - 125);
	short e = 0, old;
	uchar z = 0;

	__atomic_fetch_add(&cnt[b], (uchar)(1 + b), __ATOMIC_RELAXED);
	__atomic_fetch_min(&mn[b], v, __ATOMIC_SEQ_CST);
	__atomic_fetch_max(&mx[b], v, __ATOMIC_ACQ_REL);
	__atomic_fetch_add(&sum[h], (ushort)(i * 3), __ATOMIC_RELAXED);
	__atomic_fetch_max(&smax[h], (short)((int)((i * 97) % 2000) - 1000), __ATOMIC_SEQ_CST);
	/* a counter made of compare-exchanges: e follows the value seen */
	while (!__atomic_compare_exchange_n(&xs[h], &e, (short)(e + 1), 0, __ATOMIC_ACQ_REL, __ATOMIC_RELAXED))
		;
	/* exactly one work-item claims each byte */
	if (__atomic_compare_exchange_n(&claim[b], &z, (uchar)(b + 1), 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST))
		atomic_inc(&tally[b]);
	/* what the exchanges return plus what is left at the end is what went
	 * in (the start is 0): the last work-item of a slot adds what is left
	 * and stores -7 */
	old = __atomic_exchange_n(&xc[h], (short)(i + 1), __ATOMIC_SEQ_CST);
	atomic_add(&tally[8 + h], old);
	if (atomic_inc(&tally[12 + h]) == per - 1) {
		atomic_add(&tally[8 + h], __atomic_load_n(&xc[h], __ATOMIC_SEQ_CST));
		__atomic_store_n(&xc[h], (short)-7, __ATOMIC_SEQ_CST);
	}
}

kernel void
narrow_local(global uchar *out, global short *sout)
{
	local uchar hist[8], flags[4];
	local short s[2];
	size_t l = get_local_id(0), g = get_group_id(0);

	if (l < 8)
		hist[l] = 0;
	if (l < 4)
		flags[l] = 0;
	if (l < 2)
		s[l] = 0;
	barrier(CLK_LOCAL_MEM_FENCE);
	__atomic_fetch_add(&hist[(l * 5) % 8], (uchar)(l % 3 + 1), __ATOMIC_RELAXED);
	__atomic_fetch_sub(&s[l % 2], (short)l, __ATOMIC_RELAXED);
	__atomic_fetch_or(&flags[l % 4], (uchar)(1u << (l / 4 % 8)), __ATOMIC_RELAXED);
	barrier(CLK_LOCAL_MEM_FENCE);
	if (l < 8)
		out[g * 12 + l] = hist[l];
	if (l < 4)
		out[g * 12 + 8 + l] = flags[l];
	if (l < 2)
		sout[g * 2 + l] = s[l];
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	size_t n = L->global[0], i;

	if (!strcmp(L->kernel, "narrow")) {
		uint8_t *cnt = REF_PTR(L, 0, uint8_t), *claim = REF_PTR(L, 7, uint8_t);
		int8_t *mn = REF_PTR(L, 1, int8_t), *mx = REF_PTR(L, 2, int8_t);
		uint16_t *sum = REF_PTR(L, 3, uint16_t);
		int16_t *smax = REF_PTR(L, 4, int16_t), *xs = REF_PTR(L, 5, int16_t), *xc = REF_PTR(L, 6, int16_t);
		int32_t *tally = REF_PTR(L, 8, int32_t);
		for (i = 0; i < n; i++) {
			int b = (int)(i % 8), h = (int)(i % 4);
			int8_t v = (int8_t)((int)((i * 37) % 251) - 125);
			int16_t m = (int16_t)((int)((i * 97) % 2000) - 1000);
			cnt[b] = (uint8_t)(cnt[b] + 1 + b);
			if (v < mn[b])
				mn[b] = v;
			if (v > mx[b])
				mx[b] = v;
			sum[h] = (uint16_t)(sum[h] + i * 3);
			if (m > smax[h])
				smax[h] = m;
			xs[h]++;
			tally[8 + h] += (int32_t)(i + 1);
			tally[12 + h]++;
		}
		for (i = 0; i < 4; i++)
			xc[i] = -7;
		for (i = 0; i < 8; i++) {
			claim[i] = (uint8_t)(i + 1);
			tally[i] = 1;
		}
		return;
	}
	{
		uint8_t *out = REF_PTR(L, 0, uint8_t);
		int16_t *sout = REF_PTR(L, 1, int16_t);
		size_t ls = L->local[0], g, l;
		for (g = 0; g < n / ls; g++) {
			uint8_t hist[8] = {0}, flags[4] = {0};
			int16_t s[2] = {0, 0};
			for (l = 0; l < ls; l++) {
				hist[(l * 5) % 8] = (uint8_t)(hist[(l * 5) % 8] + l % 3 + 1);
				s[l % 2] = (int16_t)(s[l % 2] - (int16_t)l);
			}
			for (l = 0; l < ls; l++)
				flags[l % 4] |= (uint8_t)(1u << (l / 4 % 8));
			memcpy(out + g * 12, hist, 8);
			memcpy(out + g * 12 + 8, flags, 4);
			memcpy(sout + g * 2, s, 4);
		}
	}
}

REF_MAIN(reference)
#endif
