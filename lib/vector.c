/* vector.c: vectors of lengths SPIR-V lacks (5-7 and 9-15 lanes). In
 * registers such a vector is the next SPIR-V vector (8 or 16 lanes, as LLVM
 * 22's backend widens them); the extra lanes hold anything. That is also its
 * layout in memory, since LLVM sizes a vector to the next power of two bytes,
 * but a load or store must touch only the LLVM lanes: it goes in pieces of
 * 8, 4, 2 and 1 lanes, unless it covers a whole variable of the vector type,
 * whose padding belongs to it. Operations whose extra lanes could misbehave
 * (a division by an undefined lane) get safe ones (isel.c). */
#include "lsv.h"

bool
lsv_widened(LLVMTypeRef t)
{
	unsigned n = lsv_vec_len(t);

	return n > 1 && lsv_spv_lanes(n) != n;
}

/* Is p a whole variable of type t (an alloca or a global), so an access
 * may touch its padding lanes? */
static bool
whole(LLVMValueRef p, LLVMTypeRef t)
{
	p = lsv_unalias(p);
	if (LLVMIsAAllocaInst(p))
		return LLVMGetAllocatedType(p) == t && LLVMIsAConstantInt(LLVMGetOperand(p, 0)) &&
		       LLVMConstIntGetZExtValue(LLVMGetOperand(p, 0)) == 1;
	return LLVMIsAGlobalVariable(p) && LLVMGlobalGetValueType(p) == t;
}

bool
lsv_by_lanes(LLVMValueRef p, LLVMTypeRef t)
{
	return lsv_widened(t) && !whole(p, t);
}

/* The lanes of the piece that starts `left` lanes before the end: the
 * longest SPIR-V vector of 8, 4, 2 or 1 lanes that fits. */
static unsigned
piece(unsigned left)
{
	unsigned k = 8;

	while (k > left)
		k /= 2;
	return k;
}

/* A memory access operand for a piece `off` bytes into access v (which
 * gives volatility and alignment) into w; returns the words used. */
static unsigned
access(LLVMValueRef v, unsigned off, uint32_t *w)
{
	unsigned align = LLVMGetAlignment(v), low = off & -off, n = 0;
	uint32_t m = 0;

	if (off && low < align)
		align = low;
	if (LLVMGetVolatile(v))
		m |= SpvMemoryAccessVolatileMask;
	if (align)
		m |= SpvMemoryAccessAlignedMask;
	if (m)
		w[n++] = m;
	if (align)
		w[n++] = align;
	return n;
}

struct lanes {
	LLVMValueRef v, p;   /* the load or store, its pointer */
	LLVMTypeRef t, et;   /* the vector type in memory, its element */
	SpvId ty, base;      /* t's SPIR-V type; p as a pointer to et */
	unsigned n, esz;     /* LLVM lanes, bytes per lane */
};

static void
lanesinit(struct lsv_ctx *c, struct lanes *l, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t)
{
	unsigned bits;

	l->v = v;
	l->p = p;
	l->t = t;
	l->et = LLVMGetElementType(t);
	l->ty = lsv_type(c, t);
	l->n = lsv_vec_len(t);
	bits = lsv_scalar_bits(l->et);
	if (LLVMGetTypeKind(l->et) == LLVMIntegerTypeKind)
		bits = lsv_int_width(c, bits, v); /* widened integers are laid out widened */
	l->esz = bits / 8;
	l->base = lsv_val_ptr(c, p, l->et);
}

/* A pointer to lanes [at, at + k) of the access, typed for them. */
static SpvId
pieceptr(struct lsv_ctx *c, const struct lanes *l, unsigned at, unsigned k)
{
	SpvId ep = lsv_ptr_to(c, LLVMTypeOf(l->p), l->et, l->v), q = l->base;

	if (at)
		q = CHAIN(c, SpvOpPtrAccessChain, ep, lsv_pointee_type(c, LLVMTypeOf(l->p), l->et, l->v), q,
		          lsv_const_u32(c, at));
	if (k == 1)
		return q;
	return lsv_cast_ptr(c, q, ep, lsv_ptr_to(c, LLVMTypeOf(l->p), LLVMVectorType(l->et, k), l->v));
}

SpvId
lsv_load_lanes(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t)
{
	struct lanes l;
	unsigned at, k, i, big;
	SpvId acc;

	lanesinit(c, &l, v, p, t);
	big = lsv_spv_lanes(l.n);
	acc = lsv_undef(c, l.ty);
	for (at = 0; at < l.n; at += k) {
		uint32_t w[4 + 16];
		unsigned m = 0;
		SpvId x = lsv_id(c), pt;
		k = piece(l.n - at);
		pt = k == 1 ? lsv_type(c, l.et) : lsv_type(c, LLVMVectorType(l.et, k));
		w[m++] = pt;
		w[m++] = x;
		w[m++] = pieceptr(c, &l, at, k);
		m += access(v, at * l.esz, w + m);
		lsv_emit(c, c->f->cur, SpvOpLoad, w, m);
		if (k == 1) {
			acc = INST(c, SpvOpCompositeInsert, l.ty, x, acc, at);
			continue;
		}
		/* lanes [at, at + k) from the piece, the others as they were: the
		 * piece is widened first (the Khronos reader wants both shuffle
		 * operands of one type) */
		m = 0;
		w[m++] = x;
		w[m++] = x;
		for (i = 0; i < big; i++)
			w[m++] = i >= at && i < at + k ? i - at : 0xffffffffu;
		x = lsv_inst(c, SpvOpVectorShuffle, l.ty, w, m);
		if (!at) {
			acc = x;
			continue;
		}
		m = 0;
		w[m++] = acc;
		w[m++] = x;
		for (i = 0; i < big; i++)
			w[m++] = i >= at && i < at + k ? big + i : i;
		acc = lsv_inst(c, SpvOpVectorShuffle, l.ty, w, m);
	}
	return acc;
}

void
lsv_store_lanes(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, SpvId x)
{
	struct lanes l;
	unsigned at, k, i;

	lanesinit(c, &l, v, p, t);
	for (at = 0; at < l.n; at += k) {
		uint32_t w[4 + 16];
		unsigned m = 0;
		SpvId part;
		k = piece(l.n - at);
		if (k == 1) {
			part = INST(c, SpvOpCompositeExtract, lsv_type(c, l.et), x, at);
		} else {
			w[m++] = x;
			w[m++] = x;
			for (i = 0; i < k; i++)
				w[m++] = at + i;
			part = lsv_inst(c, SpvOpVectorShuffle, lsv_type(c, LLVMVectorType(l.et, k)), w, m);
		}
		m = 0;
		w[m++] = pieceptr(c, &l, at, k);
		w[m++] = part;
		m += access(v, at * l.esz, w + m);
		lsv_emit(c, c->f->cur, SpvOpStore, w, m);
	}
}

/* x, a widened vector of LLVM type t, with its extra lanes set to the
 * constant `fill` (a divisor's to 1, so no lane divides by an undefined
 * value). */
SpvId
lsv_fill_lanes(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, uint64_t fill)
{
	unsigned n = lsv_vec_len(t), big = lsv_spv_lanes(n), i, m = 0;
	uint32_t w[2 + 16];

	w[m++] = x;
	w[m++] = lsv_const_of(c, t, fill);
	for (i = 0; i < big; i++)
		w[m++] = i < n ? i : big + i;
	return lsv_inst(c, SpvOpVectorShuffle, lsv_type(c, t), w, m);
}

/* Does call v take or return a widened vector? Builtins and intrinsics
 * whose lanes interact (dot, length, any, all, shuffle masks, a generic
 * __spirv_ instruction) would see the extra lanes: they are an error on
 * such vectors, which neither OpenCL C nor HLSL has. */
bool
lsv_call_widened(LLVMValueRef v)
{
	unsigned n = LLVMGetNumArgOperands(v), i;

	if (lsv_widened(LLVMTypeOf(v)))
		return true;
	for (i = 0; i < n; i++)
		if (lsv_widened(LLVMTypeOf(LLVMGetOperand(v, i))))
			return true;
	return false;
}
