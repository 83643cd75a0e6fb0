/* subgroups.c: the cl_intel_subgroups family (shuffles, block reads and
 * writes on buffers and images, with their char/short/long/half variants)
 * and cl_intel_media_block_io, from atomics.def rows and from the
 * __spirv_Subgroup*INTEL call forms. Without SPV_INTEL_subgroups, shuffles
 * and buffer block I/O have exact core equivalents and use them; the image
 * forms have none and name the extension that would enable them. */
#include "lsv.h"

static unsigned
nargs(LLVMValueRef v)
{
	return LLVMGetNumArgOperands(v);
}

static LLVMTypeRef
argty(struct lsv_ctx *c, LLVMValueRef v, unsigned i)
{
	return LLVMTypeOf(lsv_bi_argv(c, v, i));
}

static bool
isint32(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32;
}

/* A uint built-in variable read as a 32-bit integer. */
static SpvId
u32builtin(struct lsv_ctx *c, SpvBuiltIn b)
{
	return lsv_builtin_read(c, b, lsv_int_type(c, 32));
}

/* cond ? yes : no for values of LLVM type t; before SPIR-V 1.4 a vector
 * select needs a vector condition. */
static SpvId
pick(struct lsv_ctx *c, LLVMTypeRef t, SpvId cond, SpvId yes, SpvId no)
{
	unsigned n = lsv_vec_len(t), i;
	SpvId parts[16];

	if (n > 1) {
		if (n > LSV_LEN(parts))
			lsv_bug("select of %u lanes", n);
		for (i = 0; i < n; i++)
			parts[i] = cond;
		cond = lsv_construct(c, lsv_vec_type(c, lsv_bool_type(c), n), parts, n);
	}
	return INST(c, SpvOpSelect, lsv_type(c, t), cond, yes, no);
}

/* The Intel shuffle op of type t on operand ids w through
 * OpGroupNonUniformShuffle[Xor]. The Intel instructions count in
 * SubgroupMaxSize: "If the shuffle index is less than the SubgroupMaxSize,
 * the result ... is the value of the 'Current' data source ..., [else] 'Next'
 * ... equal to the shuffle index minus the SubgroupMaxSize"
 * (SPV_INTEL_subgroups), and up mirrors it. Both sources are shuffled with
 * the one in-range index and the right one is picked, so every invocation
 * takes part in both shuffles. */
static SpvId
shuffle_core(struct lsv_ctx *c, LLVMTypeRef t, SpvOp op, const SpvId *w)
{
	SpvId ty = lsv_type(c, t), u = lsv_int_type(c, 32), sg = lsv_scope(c, SpvScopeSubgroup);
	SpvId lid, max, lo, j, a, b;

	if (op == SpvOpSubgroupShuffleINTEL)
		return INST(c, SpvOpGroupNonUniformShuffle, ty, sg, w[0], w[1]);
	if (op == SpvOpSubgroupShuffleXorINTEL)
		return INST(c, SpvOpGroupNonUniformShuffleXor, ty, sg, w[0], w[1]);
	lid = u32builtin(c, SpvBuiltInSubgroupLocalInvocationId);
	max = u32builtin(c, SpvBuiltInSubgroupMaxSize);
	if (op == SpvOpSubgroupShuffleDownINTEL) {
		/* i = lid + d; i < max ? current[i] : next[i - max] */
		SpvId i = INST(c, SpvOpIAdd, u, lid, w[2]);
		lo = INST(c, SpvOpULessThan, lsv_bool_type(c), i, max);
		j = INST(c, SpvOpSelect, u, lo, i, INST(c, SpvOpISub, u, i, max));
	} else {
		/* lid < d ? previous[lid - d + max] : current[lid - d] */
		lo = INST(c, SpvOpULessThan, lsv_bool_type(c), lid, w[2]);
		j = INST(c, SpvOpISub, u, lid, w[2]);
		j = INST(c, SpvOpIAdd, u, j, INST(c, SpvOpSelect, u, lo, max, lsv_const_u32(c, 0)));
	}
	a = INST(c, SpvOpGroupNonUniformShuffle, ty, sg, w[0], j);
	b = INST(c, SpvOpGroupNonUniformShuffle, ty, sg, w[1], j);
	return pick(c, t, lo, a, b);
}

/* intel_sub_group_shuffle[_xor](x, uint) and _down/_up(x, y, uint). */
static SpvId
shuffle(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	bool rel = op == SpvOpSubgroupShuffleDownINTEL || op == SpvOpSubgroupShuffleUpINTEL;
	unsigned n = rel ? 3 : 2, i;
	uint32_t w[3];

	if (nargs(v) != n || !lsv_scalar_bits(lsv_elem_type(t)) || argty(c, v, 0) != t ||
	    (rel && argty(c, v, 1) != t) || !isint32(argty(c, v, n - 1)))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	for (i = 0; i < n; i++)
		w[i] = lsv_val(c, lsv_bi_argv(c, v, i));
	if (!lsv_op_ok(c, op) &&
	    lsv_op_ok(c, op == SpvOpSubgroupShuffleXorINTEL ? SpvOpGroupNonUniformShuffleXor : SpvOpGroupNonUniformShuffle) &&
	    (!rel || (lsv_enum_ok(c, LSV_K_BuiltIn, SpvBuiltInSubgroupMaxSize) && lsv_enum_ok(c, LSV_K_BuiltIn, SpvBuiltInSubgroupLocalInvocationId))))
		return shuffle_core(c, t, op, w);
	return lsv_inst(c, op, lsv_type(c, t), w, n);
}

/* The block functions move whole numbers (the OpenCL C names unsigned
 * integers, the __spirv_ forms any scalar type): a scalar or a vector of 2 to
 * 16. */
static bool
blocktype(LLVMTypeRef t)
{
	unsigned n = lsv_vec_len(t);

	return lsv_scalar_bits(lsv_elem_type(t)) >= 8 && (n == 0 || n == 2 || n == 4 || n == 8 || n == 16);
}

/* Element k of a block read or write as ordinary memory: "The data is read
 * strided, so the first value read is: Ptr[SubgroupLocalInvocationId] and the
 * second value read is: Ptr[SubgroupLocalInvocationId + SubgroupMaxSize]"
 * (SPV_INTEL_subgroups). */
static SpvId
blockelem(struct lsv_ctx *c, SpvId p, SpvId pty, SpvId ety, SpvId lid, SpvId max, unsigned k)
{
	SpvId u = lsv_int_type(c, 32), i = lid;

	if (k)
		i = INST(c, SpvOpIAdd, u, lid, k == 1 ? max : INST(c, SpvOpIMul, u, max, lsv_const_u32(c, k)));
	return CHAIN(c, SpvOpInBoundsPtrAccessChain, pty, ety, p, i);
}

/* A buffer block read (data 0) or write through ordinary loads and stores. */
static SpvId
block_core(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMValueRef data)
{
	LLVMTypeRef t = data ? LLVMTypeOf(data) : LLVMTypeOf(v), et = lsv_elem_type(t);
	SpvId ety = lsv_type(c, et), pty, ptr, lid, max, parts[16], x = data ? lsv_val(c, data) : 0;
	unsigned n = lsv_vec_len(t), k, al = lsv_elem_bits(t) / 8;
	SpvStorageClass sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), v);

	if (data)
		lsv_check_writable(c, v, p);
	ptr = lsv_val_ptr(c, p, et);
	pty = lsv_ptr_type(c, sc, ety);
	lid = u32builtin(c, SpvBuiltInSubgroupLocalInvocationId);
	max = u32builtin(c, SpvBuiltInSubgroupMaxSize);
	for (k = 0; k < (n ? n : 1); k++) {
		SpvId q = blockelem(c, ptr, pty, ety, lid, max, k);
		if (!data) {
			parts[k] = INST(c, SpvOpLoad, ety, q, SpvMemoryAccessAlignedMask, al);
			continue;
		}
		EMIT(c, c->f->cur, SpvOpStore, q, n ? INST(c, SpvOpCompositeExtract, ety, x, k) : x,
		     SpvMemoryAccessAlignedMask, al);
	}
	if (data)
		return 0;
	return n ? lsv_construct(c, lsv_type(c, t), parts, n) : parts[0];
}

/* intel_sub_group_block_read*(p) / (image, int2 coord) and
 * intel_sub_group_block_write*(p, data) / (image, int2 coord, data). */
static SpvId
block(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	bool write = op == SpvOpSubgroupBlockWriteINTEL, image;
	unsigned n = nargs(v);
	LLVMValueRef p = n ? lsv_bi_argv(c, v, 0) : NULL, data;
	LLVMTypeRef t;

	image = p && LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMTargetExtTypeKind;
	if (!p || n != (image ? 2u : 1u) + write ||
	    (!image && LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind))
		lsv_bi_unsupported(c, v, cl, " with these arguments");
	data = write ? lsv_bi_argv(c, v, n - 1) : NULL;
	t = write ? LLVMTypeOf(data) : LLVMTypeOf(v);
	if (!blocktype(t) || (write && LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	if (image) {
		LLVMTypeRef ct = argty(c, v, 1);
		if (LLVMGetTypeKind(lsv_elem_type(ct)) != LLVMIntegerTypeKind)
			lsv_bi_unsupported(c, v, cl, " with a coordinate that is not an integer vector");
		op = write ? SpvOpSubgroupImageBlockWriteINTEL : SpvOpSubgroupImageBlockReadINTEL;
		if (write) {
			EMIT(c, c->f->cur, op, lsv_val(c, p), lsv_val(c, lsv_bi_argv(c, v, 1)), lsv_val(c, data));
			return 0;
		}
		return INST(c, op, lsv_type(c, t), lsv_val(c, p), lsv_val(c, lsv_bi_argv(c, v, 1)));
	}
	if (!lsv_op_ok(c, op) && lsv_enum_ok(c, LSV_K_BuiltIn, SpvBuiltInSubgroupMaxSize) &&
	    lsv_enum_ok(c, LSV_K_BuiltIn, SpvBuiltInSubgroupLocalInvocationId) && lsv_op_ok(c, SpvOpInBoundsPtrAccessChain))
		return block_core(c, v, p, data);
	if (write) {
		lsv_check_writable(c, v, p);
		EMIT(c, c->f->cur, op, lsv_val_ptr(c, p, lsv_elem_type(t)), lsv_val(c, data));
		return 0;
	}
	return INST(c, op, lsv_type(c, t), lsv_val_ptr(c, p, lsv_elem_type(t)));
}

/* intel_sub_group_media_block_read_*(int2 coord, int width, int height, image)
 * and _write_*(coord, width, height, data, image): the image moves from last
 * to first, the SPIR-V operand order. */
static SpvId
media(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	bool write = op == SpvOpSubgroupImageMediaBlockWriteINTEL;
	unsigned n = write ? 5 : 4, i;
	LLVMTypeRef t = write && nargs(v) == n ? argty(c, v, 3) : LLVMTypeOf(v);
	SpvId w[5];

	if (nargs(v) != n || LLVMGetTypeKind(argty(c, v, n - 1)) != LLVMTargetExtTypeKind ||
	    LLVMGetTypeKind(lsv_elem_type(argty(c, v, 0))) != LLVMIntegerTypeKind ||
	    !isint32(argty(c, v, 1)) || !isint32(argty(c, v, 2)) || !blocktype(t) ||
	    (write && LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	w[0] = lsv_val(c, lsv_bi_argv(c, v, n - 1));
	for (i = 0; i + 1 < n; i++)
		w[i + 1] = lsv_val(c, lsv_bi_argv(c, v, i));
	if (write) {
		lsv_emit(c, c->f->cur, op, w, n);
		return 0;
	}
	return lsv_inst(c, op, lsv_type(c, t), w, n);
}

/* intel_sub_group_block_prefetch_<uc|us|ui|ul>[n](p): the bytes the block
 * read of the same suffix takes per invocation (n elements of 1, 2, 4 or 8
 * bytes) with OpSubgroupBlockPrefetchINTEL. A prefetch changes no result
 * ("does not affect the functional behavior", cl_intel_subgroup_buffer_prefetch),
 * so without SPV_INTEL_subgroup_buffer_prefetch it is left out. */
static SpvId
prefetch(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	static const char prefix[] = "intel_sub_group_block_prefetch_u";
	const char *s = cl->d.name + sizeof prefix - 1, *end = cl->d.name + cl->d.namelen;
	unsigned bytes = 0, n = 0;
	LLVMValueRef p = nargs(v) == 1 ? lsv_bi_argv(c, v, 0) : NULL;

	if (cl->d.namelen > sizeof prefix - 1)
		bytes = *s == 'c' ? 1 : *s == 's' ? 2 : *s == 'i' ? 4 : *s == 'l' ? 8 : 0;
	for (s++; bytes && s < end && *s >= '0' && *s <= '9'; s++)
		n = n * 10 + (unsigned)(*s - '0');
	if (!bytes || s != end || !p || LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind ||
	    LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 1 || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind)
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	if (lsv_op_ok(c, SpvOpSubgroupBlockPrefetchINTEL))
		EMIT(c, c->f->cur, SpvOpSubgroupBlockPrefetchINTEL,
		     lsv_val_ptr(c, p, LLVMIntTypeInContext(c->llctx, bytes * 8)),
		     lsv_const_of(c, LLVMInt32TypeInContext(c->llctx), (n ? n : 1) * bytes));
	return 0;
}

/* Call v of builtin cl as Intel sub-group instruction op. */
SpvId
lsv_bi_intel_subgroup(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	if (op == SpvOpSubgroupBlockPrefetchINTEL) /* a grammar fact: not in the system's SpvOp */
		return prefetch(c, v, cl);
	switch (op) {
	case SpvOpSubgroupShuffleINTEL: case SpvOpSubgroupShuffleDownINTEL:
	case SpvOpSubgroupShuffleUpINTEL: case SpvOpSubgroupShuffleXorINTEL:
		return shuffle(c, v, cl, op);
	case SpvOpSubgroupBlockReadINTEL: case SpvOpSubgroupBlockWriteINTEL:
		return block(c, v, cl, op);
	case SpvOpSubgroupImageMediaBlockReadINTEL: case SpvOpSubgroupImageMediaBlockWriteINTEL:
		return media(c, v, cl, op);
	default:
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " (%s is not lowered yet)", lsv_opinfo(op)->name));
	}
}
