// Atomics on a storage buffer (device scope): add, min, max, and, or, xor
// into shared totals, and a counter whose returned old values must be the
// distinct slots 0..N-1 (each marked once).  clang takes the
// __scoped_atomic_* builtins (it has no Interlocked* for SPIR-V yet); the
// glslang stand-in takes Interlocked*.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:int:256:-100000..100000 sb:0:1=io:int:5:zero sb:0:2=io:int:2:=-1 sb:0:3=out:uint:256

#ifndef REFERENCE
#ifdef STANDIN
#define ATOMIC(op, dst, v, old) Interlocked##op(dst, v, old)
#else
#define ATOMIC_Add fetch_add
#define ATOMIC_Min fetch_min
#define ATOMIC_Max fetch_max
#define ATOMIC_And fetch_and
#define ATOMIC_Or fetch_or
#define ATOMIC_Xor fetch_xor
#ifndef ORDER /* atomic-seqcst.hlsl: __ATOMIC_SEQ_CST */
#define ORDER __ATOMIC_RELAXED
#endif
#define ATOMIC_(f, dst, v) __scoped_atomic_##f(__builtin_addressof(dst), v, \
	ORDER, __MEMORY_SCOPE_DEVICE)
#define ATOMIC__(f, dst, v) ATOMIC_(f, dst, v)
#define ATOMIC(op, dst, v, old) old = ATOMIC__(ATOMIC_##op, dst, v)
#endif

[[vk::binding(0, 0)]] StructuredBuffer<int> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<int> Totals;	/* start at 0 */
[[vk::binding(2, 0)]] RWStructuredBuffer<int> Masks;	/* start at -1 */
[[vk::binding(3, 0)]] RWStructuredBuffer<uint> Slots;

[numthreads(64, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	int v = In[tid.x];
	int old;

	ATOMIC(Add, Totals[0], v, old);
	ATOMIC(Max, Totals[1], v, old);
	ATOMIC(Or, Totals[2], v & 0x7ff0, old);
	ATOMIC(Xor, Totals[3], v, old);
	ATOMIC(And, Masks[0], v | 0x10, old);
	ATOMIC(Min, Masks[1], v, old);
	ATOMIC(Add, Totals[4], 1, old);
	Slots[old] = 1u;
}
#else
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *in = REF_PTR(L, 0, int32_t);
	int32_t *tot = REF_PTR(L, 1, int32_t);
	int32_t *masks = REF_PTR(L, 2, int32_t);
	uint32_t *slots = REF_PTR(L, 3, uint32_t);

	for (size_t t = 0; t < L->global[0]; t++) {
		int32_t v = in[t];

		tot[0] += v;
		tot[1] = v > tot[1] ? v : tot[1];
		tot[2] |= v & 0x7ff0;
		tot[3] ^= v;
		masks[0] &= v | 0x10;
		masks[1] = v < masks[1] ? v : masks[1];
		slots[tot[4]++] = 1u;
	}
}

REF_MAIN(reference)
#endif
