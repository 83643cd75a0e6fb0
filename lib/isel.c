/* isel.c: lowering of one function body. Blocks in reverse post-order, one
 * switch over the LLVM opcode, one helper per family. Operands go through a
 * lazy value -> id map, so forward references (phis) need no patching. A
 * pointer operand is cast to the pointee its use needs (ptrinfer.c chose the
 * value's own). Widened odd-width integers are kept zero-extended: results
 * that could set the high bits are masked, signed operations sign-extend their
 * operands first. Constant expressions are materialised once per function in a
 * prologue after the entry block's variables. */
#include <string.h>

#include <llvm-c/Target.h>

#include "lsv.h"

static SpvId lower(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op);
static SpvId ptrlanes(struct lsv_ctx *c, LLVMValueRef a);

static uint64_t
key(LLVMValueRef v)
{
	return (uint64_t)(uintptr_t)v;
}

static SpvId
lazy(struct lsv_map *m, struct lsv_ctx *c, uint64_t k)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(m, k, &fresh);

	if (fresh)
		*slot = lsv_id(c);
	return (SpvId)*slot;
}

/* A map entry keyed by three words, compared exactly: a hash of them alone
 * can collide and hand one value's cast to another. */
struct memo {
	uint64_t a, b, d;
	SpvId id;
};

static SpvId *
memo(struct lsv_ctx *c, struct lsv_map *m, uint64_t a, uint64_t b, uint64_t d, bool *fresh)
{
	uint64_t k = lsv_mix(lsv_mix(lsv_mix(a, 0), b), d) | 1;
	struct memo *e;

	for (;;) {
		uint64_t *slot = lsv_map_slot(m, k, fresh);
		if (*fresh) {
			e = lsv_alloc(&c->fn, sizeof(*e));
			e->a = a;
			e->b = b;
			e->d = d;
			*slot = (uint64_t)(uintptr_t)e;
			return &e->id;
		}
		e = (struct memo *)(uintptr_t)*slot;
		if (e->a == a && e->b == b && e->d == d)
			return &e->id;
		k = lsv_mix(k, 1) | 1;
	}
}

/* The id memoised under (a, b, d), made on first use. */
static SpvId
lazymemo(struct lsv_ctx *c, struct lsv_map *m, uint64_t a, uint64_t b, uint64_t d)
{
	bool fresh;
	SpvId *id = memo(c, m, a, b, d, &fresh);

	if (fresh)
		*id = lsv_id(c);
	return *id;
}

static SpvId
label(struct lsv_ctx *c, LLVMBasicBlockRef bb)
{
	return lazy(&c->f->vals, c, key(LLVMBasicBlockAsValue(bb)));
}

SpvId
lsv_inst(struct lsv_ctx *c, SpvOp op, SpvId type, const uint32_t *w, size_t n)
{
	uint32_t sbuf[24], *buf = sbuf;
	SpvId id = lsv_id(c);

	if (n + 2 > LSV_LEN(sbuf))
		buf = lsv_alloc(&c->fn, (n + 2) * 4);
	buf[0] = type;
	buf[1] = id;
	memcpy(buf + 2, w, n * 4);
	lsv_emit(c, c->f->cur, op, buf, n + 2);
	if (c->blame) {
		bool fresh;
		*lsv_map_slot(&c->idtypes, id, &fresh) = type;
	}
	return id;
}

SpvId
lsv_extinst(struct lsv_ctx *c, SpvId type, int set, uint32_t num, const SpvId *args, size_t n)
{
	uint32_t buf[12];

	if (n + 2 > LSV_LEN(buf))
		lsv_bug("extended instruction with %zu operands", n);
	buf[0] = lsv_import(c, set);
	buf[1] = num;
	memcpy(buf + 2, args, n * 4);
	return lsv_inst(c, SpvOpExtInst, type, buf, n + 2);
}

void
lsv_set_val(struct lsv_ctx *c, LLVMValueRef v, SpvId id)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(&c->f->vals, key(v), &fresh);

	if (fresh) {
		*slot = id;
		return;
	}
	/* v was referenced before it was lowered: its id is taken, so copy. */
	if (*slot != id)
		EMIT(c, c->f->cur, SpvOpCopyObject, lsv_value_type(c, v), (uint32_t)*slot, id);
}

/* The id of v made once for the whole function, in its prologue: a constant
 * expression materialised, or a module-scope variable in address space 0
 * (Generic in such a module) cast from its CrossWorkgroup variable. */
static SpvId
prologue(struct lsv_ctx *c, LLVMValueRef v)
{
	uint64_t got = lsv_map_get(&c->f->vals, key(v));
	struct lsv_vec *save = c->f->cur;
	SpvId id;
	bool fresh;

	if (got)
		return (SpvId)got;
	c->f->cur = &c->f->pro;
	if (LLVMIsAGlobalVariable(v)) {
		SpvId pt = lsv_ptr_type(c, SpvStorageClassGeneric, lsv_type(c, LLVMGlobalGetValueType(v)));
		id = INST(c, SpvOpPtrCastToGeneric, pt, lsv_global_id(c, v));
	} else if (!LLVMIsAConstantExpr(v)) {
		id = ptrlanes(c, v);
	} else {
		lsv_enter(c, v, "constant expressions");
		id = lower(c, v, LLVMGetConstOpcode(v));
		lsv_leave(c);
	}
	c->f->cur = save;
	*lsv_map_slot(&c->f->vals, key(v), &fresh) = id;
	return id;
}

SpvId
lsv_val(struct lsv_ctx *c, LLVMValueRef v)
{
	/* logical addressing has no pointer values: uses take access chains */
	if (c->env->logical && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind && !LLVMIsAArgument(v))
		lsv_unsupported(c, c->f ? c->f->at : v, "a pointer used as a value under logical addressing");
	if (LLVMIsAInstruction(v) || LLVMIsAArgument(v)) {
		SpvId id = c->hasspec ? lsv_spec_of(c, v) : 0;
		return id ? id : lazy(&c->f->vals, c, key(v));
	}
	if (LLVMValueIsBasicBlock(v))
		return label(c, LLVMValueAsBasicBlock(v));
	if (LLVMIsAGlobalAlias(v)) /* SPIR-V has no aliases: the aliasee */
		return lsv_val(c, lsv_unalias(v));
	if (LLVMIsAGlobalValue(v)) {
		/* a function's id is not a pointer */
		if (LLVMIsAFunction(v))
			return lsv_fn_addr(c, v, c->f->at ? c->f->at : v);
		if (c->as0generic && lsv_private_global(v))
			return prologue(c, v);
		return lsv_global_id(c, v);
	}
	if (LLVMIsAConstantExpr(v) || (LLVMIsAConstantVector(v) && lsv_is_ptrvec(LLVMTypeOf(v))))
		return prologue(c, v);
	if (LLVMIsAConstant(v))
		return lsv_const(c, v, NULL);
	if (LLVMIsAInlineAsm(v))
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "inline assembly other than as a callee is not supported for %s",
		         c->tgt.triple);
	lsv_fail(c, LSV_ERR_UNSUPPORTED, "a metadata or other non-value operand is not supported "
	         "for %s", c->tgt.triple);
}

static bool
isptrty(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMPointerTypeKind;
}

/* Is the value defined once for the whole function (so a cast of it can go
 * in the prologue)? */
static bool
functionwide(LLVMValueRef v)
{
	return LLVMIsAArgument(v) || LLVMIsAGlobalValue(v) || LLVMIsAConstantExpr(v);
}

SpvId
lsv_cast_ptr(struct lsv_ctx *c, SpvId v, SpvId from, SpvId to)
{
	(void)from;
	return INST(c, SpvOpBitcast, to, v);
}

SpvId
lsv_val_as(struct lsv_ctx *c, LLVMValueRef v, SpvId type)
{
	SpvId have, id, *slot;
	bool fresh;
	struct lsv_vec *save;

	if (LLVMIsUndef(v) || LLVMIsPoison(v))
		return lsv_undef(c, type);
	if (!isptrty(LLVMTypeOf(v)))
		return lsv_val(c, v);
	if (c->env->logical)
		lsv_unsupported(c, c->f ? c->f->at : v, "a pointer used as a value under logical addressing");
	if (LLVMIsAConstantPointerNull(v))
		return lsv_null(c, type);
	have = lsv_value_type(c, v);
	id = lsv_val(c, v);
	if (have == type)
		return id;
	slot = memo(c, &c->f->casts, id, type, functionwide(v) ? 0 : c->f->label, &fresh);
	if (!fresh)
		return *slot;
	save = c->f->cur;
	if (functionwide(v))
		c->f->cur = &c->f->pro;
	id = lsv_cast_ptr(c, id, have, type);
	c->f->cur = save;
	*slot = id;
	return id;
}

SpvId
lsv_val_ptr(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef pointee)
{
	/* builtins take pointers where their declaration says so */
	if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind)
		lsv_unsupported(c, c->f ? c->f->at : v, "a call that passes a non-pointer where the builtin takes "
		                "a pointer");
	if (c->env->logical)
		return lsv_lptr_chain(c, lsv_lptr(c, v), pointee, c->f->at);
	return lsv_val_as(c, v, lsv_ptr_to(c, LLVMTypeOf(v), pointee, v));
}

/* A pointer result of natural type `have`, cast to the value's inferred type. */
static SpvId
fixptr(struct lsv_ctx *c, LLVMValueRef inst, SpvId id, SpvId have)
{
	SpvId want = lsv_value_type(c, inst);

	return have == want ? id : lsv_cast_ptr(c, id, have, want);
}

SpvId
lsv_label(struct lsv_ctx *c, LLVMBasicBlockRef bb)
{
	return label(c, bb);
}

SpvId
lsv_ptr_result(struct lsv_ctx *c, LLVMValueRef v, SpvId id, SpvId have)
{
	return fixptr(c, v, id, have);
}

SpvId
lsv_scope(struct lsv_ctx *c, SpvScope s)
{
	/* "If the Vulkan memory model is declared and any instruction uses
	 * Device scope, the VulkanMemoryModelDeviceScope capability must be
	 * declared" (the Vulkan spec's SPIR-V environment) */
	if (s == SpvScopeDevice && c->env->logical &&
	    lsv_ext_on(&c->tgt, lsv_ext_index("SPV_KHR_vulkan_memory_model", 27)))
		lsv_req_cap(c, SpvCapabilityVulkanMemoryModelDeviceScope);
	return lsv_const_u32(c, s);
}

SpvId
lsv_semantics(struct lsv_ctx *c, uint32_t sem)
{
	return lsv_const_u32(c, sem);
}

/* A counted loop in the shape of a structured one: a header with the
 * OpLoopMerge, the counter's phi and the exit test, a body that is also the
 * continue target, and the merge block where lowering goes on. */
void
lsv_loop(struct lsv_ctx *c, unsigned bits, SpvId n, bool down, void (*body)(struct lsv_ctx *c, SpvId i, void *arg),
         void *arg)
{
	SpvId pre = c->f->label, head = lsv_id(c), blk = lsv_id(c), exit = lsv_id(c);
	SpvId ity = lsv_int_type(c, bits), i = lsv_id(c), next = lsv_id(c), cond;
	SpvId one = lsv_const_int(c, bits, 1), zero = lsv_const_int(c, bits, 0);

	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, head);
	EMIT(c, c->f->cur, SpvOpPhi, ity, i, down ? n : zero, pre, next, blk);
	cond = down ? INST(c, SpvOpINotEqual, lsv_bool_type(c), i, zero)
	            : INST(c, SpvOpULessThan, lsv_bool_type(c), i, n);
	EMIT(c, c->f->cur, SpvOpLoopMerge, exit, blk, SpvLoopControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, cond, blk, exit);
	lsv_start_block(c, blk);
	if (down) {
		EMIT(c, c->f->cur, SpvOpISub, ity, next, i, one);
		body(c, next, arg);
	} else {
		body(c, i, arg);
		EMIT(c, c->f->cur, SpvOpIAdd, ity, next, i, one);
	}
	if (c->f->label != blk)
		lsv_bug("a loop body started a block");
	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, exit);
}

/* Integer helpers for widened odd widths. */

static unsigned
llbits(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
}

static unsigned
legalbits(struct lsv_ctx *c, LLVMTypeRef t)
{
	return lsv_int_width(c, llbits(t), NULL);
}

static bool
odd(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned b = llbits(t);

	return b > 1 && legalbits(c, t) != b;
}

static SpvId
cbool(struct lsv_ctx *c, LLVMTypeRef t, bool b)
{
	unsigned n = lsv_vec_len(t);
	SpvId s = lsv_const_bool(c, b);

	return n > 1 ? lsv_const_splat(c, lsv_type(c, t), s, n) : s;
}

/* The same shape as t with elements of integer type `bits`. */
static LLVMTypeRef
intlike(struct lsv_ctx *c, LLVMTypeRef t, unsigned bits)
{
	LLVMTypeRef i = LLVMIntTypeInContext(c->llctx, bits);

	return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(i, LLVMGetVectorSize(t)) : i;
}

static SpvId
mask(struct lsv_ctx *c, SpvId x, LLVMTypeRef t)
{
	unsigned b = llbits(t);

	if (!odd(c, t))
		return x;
	return INST(c, SpvOpBitwiseAnd, lsv_type(c, t), x, lsv_const_of(c, t, (1ull << b) - 1));
}

static SpvId
sextinreg(struct lsv_ctx *c, SpvId x, LLVMTypeRef t)
{
	unsigned sh = legalbits(c, t) - llbits(t);
	SpvId ty = lsv_type(c, t), k;

	if (!odd(c, t))
		return x;
	k = lsv_const_of(c, t, sh);
	x = INST(c, SpvOpShiftLeftLogical, ty, x, k);
	return INST(c, SpvOpShiftRightArithmetic, ty, x, k);
}

static SpvId
boolsel(struct lsv_ctx *c, SpvId cond, SpvId type, SpvId yes, SpvId no)
{
	return INST(c, SpvOpSelect, type, cond, yes, no);
}

/* Integer resizing with LLVM's trunc/zext/sext meaning, i1 included. */
enum { TRUNC, ZEXT, SEXT };

static SpvId
intcast(struct lsv_ctx *c, SpvId x, LLVMTypeRef from, LLVMTypeRef to, int kind)
{
	unsigned fb = llbits(from), tb = llbits(to);
	unsigned fw = legalbits(c, from), tw = legalbits(c, to);
	SpvId ty = lsv_type(c, to);

	if (fb == 1 && tb == 1)
		return x;
	if (fb == 1)
		return boolsel(c, x, ty, lsv_const_of(c, to, kind == SEXT ? ~0ull : 1), lsv_const_of(c, to, 0));
	if (tb == 1) {
		SpvId lo = INST(c, SpvOpBitwiseAnd, lsv_type(c, from), x, lsv_const_of(c, from, 1));
		return INST(c, SpvOpINotEqual, ty, lo, lsv_const_of(c, from, 0));
	}
	if (kind == SEXT)
		x = sextinreg(c, x, from);
	if (fw != tw)
		x = INST(c, kind == SEXT ? SpvOpSConvert : SpvOpUConvert, ty, x);
	if (kind == SEXT || (kind == TRUNC && tb < fb))
		x = mask(c, x, to);
	return x;
}

/* Decorations from instruction flags. */

static void
wrapflags(struct lsv_ctx *c, LLVMValueRef inst, SpvId id)
{
	bool nsw, nuw;

	if (!LLVMIsAInstruction(inst))
		return;
	nsw = LLVMGetNSW(inst);
	nuw = LLVMGetNUW(inst);
	if (!nsw && !nuw)
		return;
	/* A hint: never raise the version for it, use it where it is free (core
	 * from 1.4, so a triple that fixes 1.4 or later needs no extension). */
	if (!lsv_hint_ok(c, LSV_K_Decoration, SpvDecorationNoSignedWrap))
		return;
	if (nsw)
		DECORATE0(c, id, SpvDecorationNoSignedWrap);
	if (nuw)
		DECORATE0(c, id, SpvDecorationNoUnsignedWrap);
}

bool
lsv_max_error(struct lsv_ctx *c, SpvId id, LLVMValueRef md)
{
	LLVMValueRef op;
	union { float f; uint32_t u; } e;

	if (!md || !LLVMIsAMDNode(md) || LLVMGetMDNodeNumOperands(md) != 1)
		return false;
	LLVMGetMDNodeOperands(md, &op);
	if (!op || !LLVMIsAConstantFP(op))
		return false;
	if (lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationFPMaxErrorDecorationINTEL)) {
		e.f = (float)LLVMConstRealGetDouble(op, &(LLVMBool){0});
		DECORATE(c, id, SpvDecorationFPMaxErrorDecorationINTEL, e.u);
	}
	return true;
}

void
lsv_fpmath(struct lsv_ctx *c, LLVMValueRef inst, SpvId id)
{
	if (id && LLVMIsAInstruction(inst) && LLVMHasMetadata(inst))
		lsv_max_error(c, id, LLVMGetMetadata(inst, LLVMGetMDKindIDInContext(c->llctx, "fpmath", 6)));
}

static void
fmflags(struct lsv_ctx *c, LLVMValueRef inst, SpvId id)
{
	LLVMFastMathFlags f;
	uint32_t m = 0;

	lsv_fpmath(c, inst, id);
	if (!LLVMIsAInstruction(inst) || !LLVMCanValueUseFastMathFlags(inst) ||
	    !lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationFPFastMathMode))
		return;
	f = LLVMGetFastMathFlags(inst);
	if (f & LLVMFastMathNoNaNs)
		m |= SpvFPFastMathModeNotNaNMask;
	if (f & LLVMFastMathNoInfs)
		m |= SpvFPFastMathModeNotInfMask;
	if (f & LLVMFastMathNoSignedZeros)
		m |= SpvFPFastMathModeNSZMask;
	if (f & LLVMFastMathAllowReciprocal)
		m |= SpvFPFastMathModeAllowRecipMask;
	if ((f & LLVMFastMathAll) == LLVMFastMathAll)
		m |= SpvFPFastMathModeFastMask;
	/* contract and reassoc have bits only with SPV_INTEL_fp_fast_math_mode
	 * (both need its FPFastMathModeINTEL); without it they are permissions
	 * left unused */
	if ((f & (LLVMFastMathAllowContract | LLVMFastMathAllowReassoc)) &&
	    lsv_ext_on(&c->tgt, lsv_ext_index("SPV_INTEL_fp_fast_math_mode", 27))) {
		if (f & LLVMFastMathAllowContract)
			m |= SpvFPFastMathModeAllowContractFastINTELMask;
		if (f & LLVMFastMathAllowReassoc)
			m |= SpvFPFastMathModeAllowReassocINTELMask;
		lsv_req_enum(c, LSV_K_FPFastMathMode, m & SpvFPFastMathModeAllowContractFastINTELMask
		                                          ? SpvFPFastMathModeAllowContractFastINTELMask
		                                          : SpvFPFastMathModeAllowReassocINTELMask);
	}
	if (m)
		DECORATE(c, id, SpvDecorationFPFastMathMode, m);
}

/* Families. */

static SpvId
binop(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
	SpvId ty = lsv_type(c, t), x = lsv_val(c, a), y = lsv_val(c, b), id;
	SpvOp sop = SpvOpNop, bop = SpvOpNop;
	enum { KEEP, NORM, SIGN } rule = KEEP;

	switch (op) {
#define BIN(l, s, bl, r) \
	case l: \
		sop = s; \
		bop = bl; \
		rule = r; \
		break;
#include "ops.def"
#undef BIN
	default:
		lsv_bug("not a binary op");
	}
	if (lsv_is_bool(t)) {
		if (bop)
			return INST(c, bop, ty, x, y);
		switch (op) {
		case LLVMURem:
		case LLVMSRem: return cbool(c, t, false); /* x % 1 */
		default: return x;                        /* x / 1, x >> 0, x << 0 */
		}
	}
	if (rule == SIGN && odd(c, t)) {
		x = sextinreg(c, x, t);
		y = op == LLVMAShr ? y : sextinreg(c, y, t);
	}
	if (lsv_widened(t) && (op == LLVMUDiv || op == LLVMSDiv || op == LLVMURem || op == LLVMSRem))
		y = lsv_fill_lanes(c, y, t, 1); /* no extra lane divides by zero */
	if (lsv_is_bf(t) && !lsv_bf_native(c)) { /* in float, exactly (bfloat.c) */
		SpvId wx = lsv_bf_widen(c, x, t), wy = y == x ? wx : lsv_bf_widen(c, y, t);
		id = INST(c, sop, lsv_type(c, lsv_bf_float(c, t)), wx, wy);
		fmflags(c, v, id);
		return lsv_bf_narrow(c, id, t);
	}
	id = INST(c, sop, ty, x, y);
	if (sop == SpvOpIAdd || sop == SpvOpISub || sop == SpvOpIMul || sop == SpvOpShiftLeftLogical)
		wrapflags(c, v, id);
	if (LLVMGetTypeKind(lsv_vec_len(t) ? LLVMGetElementType(t) : t) != LLVMIntegerTypeKind)
		fmflags(c, v, id);
	return rule == KEEP ? id : mask(c, id, t);
}

/* Vectors of pointers. SPIR-V has them only with
 * SPV_INTEL_masked_gather_scatter, so with physical addressing <n x ptr> is
 * a vector of size_t holding the lanes' addresses (lsv_type): a pointer goes
 * in through OpConvertPtrToU and comes out through OpConvertUToPtr, and a
 * getelementptr is integer arithmetic on the lanes. */

/* The lanes of constant a (no expression) as size_t, made lane by lane with
 * OpConvertPtrToU (null and poison lanes too). */
static SpvId
ptrlanes(struct lsv_ctx *c, LLVMValueRef a)
{
	unsigned n = lsv_vec_len(LLVMTypeOf(a));
	SpvId st = lsv_sizet(c), lanes[16];

	if (n > LSV_LEN(lanes))
		lsv_type(c, LLVMTypeOf(a)); /* a clear error */
	for (unsigned i = 0; i < n; i++)
		lanes[i] = INST(c, SpvOpConvertPtrToU, st, lsv_val(c, LLVMGetAggregateElement(a, i)));
	return n == 1 ? lanes[0] : lsv_construct(c, lsv_vec_type(c, st, n), lanes, n);
}

/* An icmp of vectors of pointers compares the integers. GVN and InstCombine
 * merge comparisons of constant pointers into one of constant <n x ptr>
 * (clang -O2, Csmith --mode global seed 178); those are made at the
 * comparison (lsv_val makes other constant ones once, in the prologue). */
static SpvId
ptrvec_as_ints(struct lsv_ctx *c, LLVMValueRef a)
{
	if (!LLVMIsAConstant(a) || LLVMIsAConstantExpr(a) || lsv_vec_len(LLVMTypeOf(a)) > 16)
		return lsv_val(c, a);
	return ptrlanes(c, a);
}

/* Scalar pointer p's address, as size_t. */
static SpvId
ptraddr(struct lsv_ctx *c, LLVMValueRef p)
{
	if (LLVMIsUndef(p) || LLVMIsPoison(p))
		return lsv_undef(c, lsv_sizet(c));
	return INST(c, SpvOpConvertPtrToU, lsv_sizet(c), lsv_val(c, p));
}

/* Scalar x in every lane of an n-lane vector of type ty. */
static SpvId
splat(struct lsv_ctx *c, SpvId ty, SpvId x, unsigned n)
{
	SpvId w[16];

	if (n == 1)
		return x;
	for (unsigned i = 0; i < n; i++)
		w[i] = x;
	return lsv_construct(c, ty, w, n);
}

/* A getelementptr whose result is a vector of n pointers: the base's lanes
 * (a scalar base in every lane) plus each index times the size of what it
 * steps over, sign-extended to size_t as LLVM does; struct member indices
 * are constants (splat vectors), so their offsets are too. */
static SpvId
vgep(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
	LLVMTypeRef t = LLVMTypeOf(v), cur = LLVMGetGEPSourceElementType(v);
	LLVMTypeRef sz = LLVMIntTypeInContext(c->llctx, c->tgt.ptrbits), szv;
	LLVMValueRef base = LLVMGetOperand(v, 0);
	unsigned n = lsv_vec_len(t), nops = LLVMGetNumOperands(v), i;
	SpvId ty = lsv_type(c, t), acc;

	szv = n == 1 ? sz : LLVMVectorType(sz, n);
	acc = lsv_is_ptrvec(LLVMTypeOf(base)) ? lsv_val(c, base) : splat(c, ty, ptraddr(c, base), n);
	for (i = 1; i < nops; i++) {
		LLVMValueRef ix = LLVMGetOperand(v, i);
		LLVMTypeRef it = LLVMTypeOf(ix);
		uint64_t step;
		SpvId x;
		if (i >= 2 && LLVMGetTypeKind(cur) == LLVMStructTypeKind) {
			LLVMValueRef k = lsv_vec_len(it) ? LLVMGetAggregateElement(ix, 0) : ix;
			unsigned j = (unsigned)LLVMConstIntGetZExtValue(k);
			step = LLVMOffsetOfElement(td, cur, j);
			cur = LLVMStructGetTypeAtIndex(cur, j);
			if (step)
				acc = INST(c, SpvOpIAdd, ty, acc, lsv_const_of(c, szv, step));
			continue;
		}
		if (i >= 2)
			cur = LLVMGetElementType(cur);
		step = LLVMABISizeOfType(td, cur);
		if (LLVMIsNull(ix) || !step)
			continue;
		if (LLVMIsAConstantInt(ix)) {
			step *= (uint64_t)LLVMConstIntGetSExtValue(ix);
			acc = INST(c, SpvOpIAdd, ty, acc, lsv_const_of(c, szv, step));
			continue;
		}
		if (lsv_vec_len(it)) {
			x = intcast(c, lsv_val(c, ix), it, szv, llbits(it) < c->tgt.ptrbits ? SEXT : TRUNC);
		} else {
			x = intcast(c, lsv_val(c, ix), it, sz, llbits(it) < c->tgt.ptrbits ? SEXT : TRUNC);
			x = splat(c, ty, x, n);
		}
		if (step != 1)
			x = INST(c, SpvOpIMul, ty, x, lsv_const_of(c, szv, step));
		acc = INST(c, SpvOpIAdd, ty, acc, x);
	}
	return acc;
}

/* addrspacecast of a vector of pointers: lane by lane through Generic, as
 * for one pointer, unless both address spaces are one storage class. */
static SpvId
vaddrspacecast(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef a = LLVMGetOperand(v, 0);
	LLVMTypeRef ft = LLVMGetElementType(LLVMTypeOf(a)), tt = LLVMGetElementType(LLVMTypeOf(v));
	SpvStorageClass from = lsv_storage_class(c, LLVMGetPointerAddressSpace(ft), v);
	SpvStorageClass to = lsv_storage_class(c, LLVMGetPointerAddressSpace(tt), v);
	unsigned n = lsv_vec_len(LLVMTypeOf(v)), i;
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, a), st = lsv_sizet(c), lanes[16];
	SpvId i8 = lsv_int_type(c, 8), gp = lsv_ptr_type(c, SpvStorageClassGeneric, i8);

	if (from == to)
		return x;
	for (i = 0; i < n; i++) {
		SpvId p = n > 1 ? INST(c, SpvOpCompositeExtract, st, x, i) : x;
		p = INST(c, SpvOpConvertUToPtr, lsv_ptr_type(c, from, i8), p);
		if (from != SpvStorageClassGeneric)
			p = INST(c, SpvOpPtrCastToGeneric, gp, p);
		if (to != SpvStorageClassGeneric)
			p = INST(c, SpvOpGenericCastToPtr, lsv_ptr_type(c, to, i8), p);
		lanes[i] = INST(c, SpvOpConvertPtrToU, st, p);
	}
	return n == 1 ? lanes[0] : lsv_construct(c, ty, lanes, n);
}

static SpvId
icmp(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMIntPredicate p = LLVMGetICmpPredicate(v);
	LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
	LLVMTypeRef t = LLVMTypeOf(a);
	SpvId rt = lsv_type(c, LLVMTypeOf(v)), x, y;
	SpvOp sop = SpvOpNop;
	bool sgn = false;

	switch (p) {
#define ICMP(l, s, sg) \
	case l: \
		sop = s; \
		sgn = sg; \
		break;
#include "ops.def"
#undef ICMP
	default:
		lsv_bug("bad icmp predicate");
	}
	if (isptrty(t)) {
		SpvId st = lsv_sizet(c);
		x = INST(c, SpvOpConvertPtrToU, st, lsv_val(c, a));
		y = INST(c, SpvOpConvertPtrToU, st, lsv_val(c, b));
		return INST(c, sop, rt, x, y);
	}
	if (lsv_vec_len(t) && isptrty(LLVMGetElementType(t)))
		return INST(c, sop, rt, ptrvec_as_ints(c, a), ptrvec_as_ints(c, b));
	x = lsv_val(c, a);
	y = lsv_val(c, b);
	if (lsv_is_bool(t)) {
		LLVMTypeRef it;
		if (p == LLVMIntEQ)
			return INST(c, SpvOpLogicalEqual, rt, x, y);
		if (p == LLVMIntNE)
			return INST(c, SpvOpLogicalNotEqual, rt, x, y);
		/* order on i1: true is 1 unsigned, -1 signed */
		it = intlike(c, t, 8);
		x = intcast(c, x, t, it, sgn ? SEXT : ZEXT);
		y = intcast(c, y, t, it, sgn ? SEXT : ZEXT);
		return INST(c, sop, rt, x, y);
	}
	if (sgn) {
		x = sextinreg(c, x, t);
		y = sextinreg(c, y, t);
	}
	return INST(c, sop, rt, x, y);
}

SpvId
lsv_lower_fcmp(struct lsv_ctx *c, LLVMValueRef v, LLVMRealPredicate p)
{
	LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(v, 0));
	SpvId rt = lsv_type(c, LLVMTypeOf(v)), id, x, y;
	SpvOp sop = SpvOpNop;

	switch (p) {
#define FCMP(l, s) \
	case l: \
		sop = s; \
		break;
#include "ops.def"
#undef FCMP
	default:
		lsv_bug("bad fcmp predicate");
	}
	if (!sop)
		return cbool(c, LLVMTypeOf(v), p == LLVMRealPredicateTrue);
	x = lsv_val(c, LLVMGetOperand(v, 0));
	y = lsv_val(c, LLVMGetOperand(v, 1));
	if (lsv_is_bf(at) && !lsv_bf_native(c)) { /* in float, exactly (bfloat.c) */
		SpvId wx = lsv_bf_widen(c, x, at);
		y = y == x ? wx : lsv_bf_widen(c, y, at);
		x = wx;
	}
	id = INST(c, sop, rt, x, y);
	fmflags(c, v, id);
	return id;
}

/* A vector or struct from its parts (a part 0 stays undefined), built with
 * OpCompositeInsert into OpUndef: the Khronos reader (15) takes every
 * OpCompositeConstruct for a constant and crashes on other operands. */
SpvId
lsv_construct(struct lsv_ctx *c, SpvId type, const SpvId *parts, unsigned n)
{
	SpvId acc = lsv_undef(c, type);
	unsigned i;

	for (i = 0; i < n; i++)
		if (parts[i])
			acc = INST(c, SpvOpCompositeInsert, type, parts[i], acc, i);
	return acc;
}

static SpvId
fneg(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	bool bf = lsv_is_bf(t) && !lsv_bf_native(c);
	SpvId x = lsv_val(c, LLVMGetOperand(v, 0)), id;

	if (bf) /* in float, exactly (bfloat.c) */
		x = lsv_bf_widen(c, x, t);
	id = INST(c, SpvOpFNegate, lsv_type(c, bf ? lsv_bf_float(c, t) : t), x);
	fmflags(c, v, id);
	return bf ? lsv_bf_narrow(c, id, t) : id;
}

static SpvId
select_(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef cond = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId ty = lsv_value_type(c, v), cid = lsv_val(c, cond);
	unsigned n = lsv_vec_len(t);
	LLVMTypeKind k = LLVMGetTypeKind(t);

	if (lsv_coopmat_comp(t) && !lsv_vec_len(LLVMTypeOf(cond)))
		return lsv_coopmat_select(c, cid, LLVMGetOperand(v, 1), LLVMGetOperand(v, 2));
	if (k == LLVMStructTypeKind || k == LLVMArrayTypeKind) {
		if (!lsv_version_ok(c, LSV_V(1, 4)))
			lsv_unsupported(c, v, "select of an aggregate before SPIR-V 1.4");
		lsv_req_version(c, LSV_V(1, 4), "select of an aggregate");
	} else if (n > 1 && lsv_vec_len(LLVMTypeOf(cond)) == 0) {
		/* Before 1.4 the condition must have as many lanes as the objects. */
		uint32_t w[17];
		unsigned i;
		for (i = 0; i < n; i++)
			w[i] = cid;
		cid = lsv_construct(c, lsv_vec_type(c, lsv_bool_type(c), n), w, n);
	}
	return INST(c, SpvOpSelect, ty, cid, lsv_val_as(c, LLVMGetOperand(v, 1), ty),
	            lsv_val_as(c, LLVMGetOperand(v, 2), ty));
}

/* Bitcasts that OpBitcast cannot do: i1 vectors and widened odd-width
 * integers have no memory layout in SPIR-V. The value goes through one
 * integer of the total width (at most 64 bits), lane by lane: lane i holds
 * bits [i*k, (i+1)*k) as in LLVM's little-endian vector layout. */

/* Scalar x of type et, zero-extended into integer type it. */
static SpvId
lanetobits(struct lsv_ctx *c, SpvId x, LLVMTypeRef et, LLVMTypeRef it)
{
	unsigned b = lsv_scalar_bits(et);
	LLVMTypeRef ib = LLVMIntTypeInContext(c->llctx, b);

	if (b == 1)
		return boolsel(c, x, lsv_type(c, it), lsv_const_of(c, it, 1), lsv_const_of(c, it, 0));
	if (LLVMGetTypeKind(et) != LLVMIntegerTypeKind)
		x = INST(c, SpvOpBitcast, lsv_type(c, ib), x);
	return intcast(c, x, ib, it, ZEXT);
}

/* The low bits of integer y (type it) as a scalar of type et. */
static SpvId
lanefrombits(struct lsv_ctx *c, SpvId y, LLVMTypeRef it, LLVMTypeRef et)
{
	LLVMTypeRef ib = LLVMIntTypeInContext(c->llctx, lsv_scalar_bits(et));

	y = intcast(c, y, it, ib, TRUNC);
	if (LLVMGetTypeKind(et) != LLVMIntegerTypeKind)
		y = INST(c, SpvOpBitcast, lsv_type(c, et), y);
	return y;
}

static SpvId
bitsbitcast(struct lsv_ctx *c, LLVMValueRef v, SpvId x, LLVMTypeRef from, LLVMTypeRef to)
{
	unsigned nf = lsv_vec_len(from), nt = lsv_vec_len(to), i;
	LLVMTypeRef ef = nf ? LLVMGetElementType(from) : from, et = nt ? LLVMGetElementType(to) : to;
	unsigned kf = lsv_scalar_bits(ef), kt = lsv_scalar_bits(et), total = (nf ? nf : 1) * kf;
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, total);
	SpvId ity, acc = 0, parts[16];

	if (!kf || !kt || total > 64)
		lsv_unsupported(c, v, "a bitcast wider than 64 bits involving i1 vectors or widened integer "
		                "types");
	ity = lsv_type(c, it);
	if (nf <= 1) {
		acc = lanetobits(c, x, ef, it);
	} else {
		for (i = 0; i < nf; i++) {
			SpvId e = INST(c, SpvOpCompositeExtract, lsv_type(c, ef), x, i);
			e = lanetobits(c, e, ef, it);
			if (!i) {
				acc = e;
				continue;
			}
			e = INST(c, SpvOpShiftLeftLogical, ity, e, lsv_const_of(c, it, (uint64_t)i * kf));
			acc = INST(c, SpvOpBitwiseOr, ity, acc, e);
		}
	}
	if (nt <= 1)
		return lanefrombits(c, acc, it, et);
	for (i = 0; i < nt; i++) {
		SpvId lane = i ? INST(c, SpvOpShiftRightLogical, ity, acc, lsv_const_of(c, it, (uint64_t)i * kt)) : acc;
		parts[i] = lanefrombits(c, lane, it, et);
	}
	return lsv_construct(c, lsv_type(c, to), parts, nt);
}

/* The bits of the SPIR-V vector that holds LLVM vector type t. */
static unsigned
spvbits(LLVMTypeRef t)
{
	return lsv_spv_lanes(lsv_vec_len(t)) * lsv_elem_bits(LLVMGetElementType(t));
}

/* The first n lanes of vector x as a vector of `big` lanes (type rt), the
 * others undefined. */
static SpvId
relane(struct lsv_ctx *c, SpvId x, unsigned n, unsigned big, SpvId rt)
{
	uint32_t w[2 + 16];
	unsigned i;

	w[0] = x;
	w[1] = x;
	for (i = 0; i < big; i++)
		w[i + 2] = i < n ? i : 0xffffffffu;
	return lsv_inst(c, SpvOpVectorShuffle, rt, w, big + 2);
}

/* A bitcast between vectors whose SPIR-V types differ in size, though the
 * LLVM types agree (a three-lane vector, or a widened one, on either side):
 * through the vectors' memory shapes (a three-lane vector takes four lanes),
 * which agree, by shuffles on both sides. */
static SpvId
lanebitcast(struct lsv_ctx *c, SpvId x, LLVMTypeRef from, LLVMTypeRef to)
{
	unsigned nf = lsv_vec_len(from), nt = lsv_vec_len(to);
	LLVMTypeRef ef = LLVMGetElementType(from), et = LLVMGetElementType(to);
	unsigned bf = nf == 3 ? 4 : lsv_spv_lanes(nf), bt = nt == 3 ? 4 : lsv_spv_lanes(nt);

	if (bf != lsv_spv_lanes(nf))
		x = relane(c, x, nf, bf, lsv_type(c, LLVMVectorType(ef, bf)));
	x = INST(c, SpvOpBitcast, lsv_type(c, LLVMVectorType(et, bt)), x);
	if (bt != lsv_spv_lanes(nt))
		x = relane(c, x, nt, lsv_spv_lanes(nt), lsv_type(c, to));
	return x;
}

/* Value x of LLVM type `from` with the bits of a `to` (sizes equal, neither a
 * pointer); v is for diagnostics. */
static SpvId
bitcast(struct lsv_ctx *c, LLVMValueRef v, SpvId x, LLVMTypeRef from, LLVMTypeRef to)
{
	SpvId ty = lsv_type(c, to);

	if (lsv_type(c, from) == ty)
		return x;
	if (odd(c, from) || odd(c, to) || lsv_is_bool(from) || lsv_is_bool(to))
		return bitsbitcast(c, v, x, from, to);
	if (lsv_vec_len(from) > 1 && lsv_vec_len(to) > 1 && spvbits(from) != spvbits(to))
		return lanebitcast(c, x, from, to);
	return INST(c, SpvOpBitcast, ty, x);
}

/* OpPtrCastToGeneric and OpGenericCastToPtr take Function, Workgroup or
 * CrossWorkgroup pointers. */
static void
castable(struct lsv_ctx *c, LLVMValueRef v, unsigned from, unsigned to)
{
	for (int k = 0; k < 2; k++) {
		SpvStorageClass sc = lsv_storage_class(c, k ? to : from, v);
		if (sc != SpvStorageClassGeneric && sc != SpvStorageClassFunction &&
		    sc != SpvStorageClassWorkgroup && sc != SpvStorageClassCrossWorkgroup)
			lsv_fail_at(c, v, "an address space cast %s address space %u is not supported for %s",
			            k ? "to" : "from", k ? to : from, c->tgt.triple);
	}
}

static SpvId
addrspacecast(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef a;
	unsigned from, to;
	LLVMTypeRef pt;
	SpvId ty, x;

	if (lsv_is_ptrvec(LLVMTypeOf(v))) {
		castable(c, v, LLVMGetPointerAddressSpace(LLVMGetElementType(LLVMTypeOf(LLVMGetOperand(v, 0)))),
		         LLVMGetPointerAddressSpace(LLVMGetElementType(LLVMTypeOf(v))));
		return vaddrspacecast(c, v);
	}
	a = lsv_cast_source(LLVMGetOperand(v, 0));
	from = LLVMGetPointerAddressSpace(LLVMTypeOf(a));
	to = LLVMGetPointerAddressSpace(LLVMTypeOf(v));
	pt = lsv_pointee(c, v);
	ty = lsv_value_type(c, v);
	x = lsv_val_ptr(c, a, pt);
	if (from == to)
		return x;
	castable(c, v, from, to);
	/* address space 0 may be Generic too (as0generic) */
	if (lsv_storage_class(c, from, v) == lsv_storage_class(c, to, v))
		return x;
	if (lsv_storage_class(c, to, v) == SpvStorageClassGeneric)
		return INST(c, SpvOpPtrCastToGeneric, ty, x);
	if (lsv_storage_class(c, from, v) == SpvStorageClassGeneric)
		return INST(c, SpvOpGenericCastToPtr, ty, x);
	x = INST(c, SpvOpPtrCastToGeneric, lsv_ptr_type(c, SpvStorageClassGeneric, lsv_type(c, pt)), x);
	return INST(c, SpvOpGenericCastToPtr, ty, x);
}

static SpvId
cast(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op)
{
	LLVMValueRef a = LLVMGetOperand(v, 0);
	LLVMTypeRef from = LLVMTypeOf(a), to = LLVMTypeOf(v);
	SpvId ty, x, id;

	if (op == LLVMAddrSpaceCast)
		return addrspacecast(c, v);
	if (op == LLVMBitCast && isptrty(to))
		return lsv_val_as(c, a, lsv_value_type(c, v));
	if (op == LLVMBitCast && lsv_is_ptrvec(to)) /* from the same type */
		return lsv_val(c, a);
	ty = lsv_type(c, to);
	x = lsv_val(c, a);
	if ((lsv_is_bf(from) || lsv_is_bf(to)) && (id = lsv_bf_cast(c, v, op, &x, &from, to)))
		return id;
	switch (op) {
	case LLVMTrunc: return intcast(c, x, from, to, TRUNC);
	case LLVMZExt: return intcast(c, x, from, to, ZEXT);
	case LLVMSExt: return intcast(c, x, from, to, SEXT);
	case LLVMFPTrunc:
	case LLVMFPExt: return INST(c, SpvOpFConvert, ty, x);
	case LLVMFPToUI:
	case LLVMFPToSI: {
		SpvOp o = op == LLVMFPToUI ? SpvOpConvertFToU : SpvOpConvertFToS;
		if (lsv_is_bool(to)) {
			LLVMTypeRef it = intlike(c, to, 32);
			x = INST(c, o, lsv_type(c, it), x);
			return INST(c, SpvOpINotEqual, ty, x, lsv_const_of(c, it, 0));
		}
		return mask(c, INST(c, o, ty, x), to);
	}
	case LLVMUIToFP:
		if (lsv_is_bool(from))
			return boolsel(c, x, ty, lsv_const_fp_of(c, to, 1), lsv_const_fp_of(c, to, 0));
		return INST(c, SpvOpConvertUToF, ty, x);
	case LLVMSIToFP:
		if (lsv_is_bool(from))
			return boolsel(c, x, ty, lsv_const_fp_of(c, to, -1), lsv_const_fp_of(c, to, 0));
		return INST(c, SpvOpConvertSToF, ty, sextinreg(c, x, from));
	case LLVMPtrToInt: {
		LLVMTypeRef st = intlike(c, to, c->tgt.ptrbits);
		if (!lsv_is_ptrvec(from)) /* a vector of pointers is its addresses */
			x = INST(c, SpvOpConvertPtrToU, lsv_sizet(c), x);
		return llbits(to) == c->tgt.ptrbits ? x : intcast(c, x, st, to, TRUNC);
	}
	case LLVMIntToPtr: {
		LLVMTypeRef st = intlike(c, from, c->tgt.ptrbits);
		if (llbits(from) != c->tgt.ptrbits)
			x = intcast(c, x, from, st, llbits(from) < c->tgt.ptrbits ? ZEXT : TRUNC);
		return lsv_is_ptrvec(to) ? x : INST(c, SpvOpConvertUToPtr, lsv_value_type(c, v), x);
	}
	case LLVMBitCast: return bitcast(c, v, x, from, to);
	default:
		lsv_bug("not a cast");
	}
}

static uint32_t
memaccess(LLVMValueRef v, uint32_t *w, unsigned *n)
{
	uint32_t m = 0;
	unsigned align = LLVMIsAInstruction(v) ? LLVMGetAlignment(v) : 0;

	if (LLVMGetVolatile(v))
		m |= SpvMemoryAccessVolatileMask;
	if (align)
		m |= SpvMemoryAccessAlignedMask;
	if (m)
		w[(*n)++] = m;
	if (align)
		w[(*n)++] = align;
	return m;
}

/* syncscope: LLVM-C 19 has no getter, so read it from the printed instruction.
 * Without one, the whole system: the environment's widest scope. */
static SpvScope
scopeof(struct lsv_ctx *c, LLVMValueRef v)
{
	char *s, *p;
	SpvScope sc = c->env->sysscope;

	if (LLVMIsAtomicSingleThread(v))
		return SpvScopeInvocation;
	s = LLVMPrintValueToString(v);
	p = strstr(s, "syncscope(\"");
	if (p) {
		p += 11;
		if (!strncmp(p, "workgroup\"", 10))
			sc = SpvScopeWorkgroup;
		else if (!strncmp(p, "device\"", 7) || !strncmp(p, "agent\"", 6))
			sc = SpvScopeDevice;
		else if (!strncmp(p, "subgroup\"", 9) || !strncmp(p, "wavefront\"", 10))
			sc = SpvScopeSubgroup;
		else if (!strncmp(p, "singlethread\"", 13))
			sc = SpvScopeInvocation;
	}
	LLVMDisposeMessage(s);
	return sc;
}

static uint32_t
ordering(LLVMAtomicOrdering o)
{
	switch (o) {
	case LLVMAtomicOrderingAcquire: return SpvMemorySemanticsAcquireMask;
	case LLVMAtomicOrderingRelease: return SpvMemorySemanticsReleaseMask;
	case LLVMAtomicOrderingAcquireRelease: return SpvMemorySemanticsAcquireReleaseMask;
	case LLVMAtomicOrderingSequentiallyConsistent: return SpvMemorySemanticsSequentiallyConsistentMask;
	default: return 0;
	}
}

/* Semantics of an atomic on pointer p: ordering plus the memory it touches.
 * Vulkan forbids SequentiallyConsistent (VUID-StandaloneSpirv-MemorySemantics-
 * 10866), so there seq_cst becomes sc: AcquireRelease for a read-modify-write,
 * Acquire for a load or a compare-exchange's failure, Release for a store
 * (the strongest each may have). Vulkan also wants an ordered semantics to
 * name a storage class it knows (-10870): memory that is neither a buffer,
 * an image nor workgroup memory (Function, Private) orders all of them. */
static uint32_t
semantics_as(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o, LLVMAtomicOrdering sc)
{
	uint32_t m, bits;
	SpvStorageClass cl;

	if (c->env->vksem && o == LLVMAtomicOrderingSequentiallyConsistent)
		o = sc;
	if (!(m = ordering(o)))
		return 0;
	cl = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p);
	bits = c->env->vksem ? lsv_sc_semantics(c, cl) : 0;
	switch (cl) {
	case SpvStorageClassCrossWorkgroup: return m | SpvMemorySemanticsCrossWorkgroupMemoryMask;
	case SpvStorageClassWorkgroup: return m | SpvMemorySemanticsWorkgroupMemoryMask;
	case SpvStorageClassGeneric:
		return m | SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask;
	default: return m | (c->env->vksem && !bits ? c->env->allmem : bits);
	}
}

static uint32_t
semantics(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o)
{
	return semantics_as(c, p, o, LLVMAtomicOrderingAcquireRelease);
}

/* ... of an atomic load, or the failure of a compare-exchange. */
static uint32_t
acqsemantics(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o)
{
	return semantics_as(c, p, o, LLVMAtomicOrderingAcquire);
}

static uint32_t
relsemantics(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o)
{
	return semantics_as(c, p, o, LLVMAtomicOrderingRelease);
}

/* Atomics. SPIR-V's OpenCL atomics take 32- and 64-bit integers (floats for
 * load, store, exchange and the float extensions). A pointer is accessed as
 * the pointer-sized integer (OpConvertPtrToU / OpConvertUToPtr around the
 * atomic). An operation SPIR-V has no instruction for (nand, uinc_wrap,
 * udec_wrap, floating-point arithmetic without its extension, vectors of
 * floats) is a compare-and-swap loop on the integer of the value's width. */

/* The width in bits of an atomic on values of type t; 64 needs Int64Atomics,
 * and other widths are an error. */
static unsigned
atomicbits(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v)
{
	unsigned n = lsv_vec_len(t), bits = isptrty(t) ? c->tgt.ptrbits : lsv_scalar_bits(lsv_elem_type(t));

	bits *= n ? n : 1;
	if (bits == 64)
		lsv_req_cap(c, SpvCapabilityInt64Atomics);
	else if (bits != 32)
		lsv_unsupported(c, v, lsv_is_int(t) ? "an atomic operation on an integer that is not 32 or 64 bits wide"
		                                    : "an atomic operation on a value that is not 32 or 64 bits wide");
	return bits;
}

uint32_t
lsv_atomic_sem(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o, LLVMAtomicOrdering sc)
{
	return semantics_as(c, p, o, sc);
}

static void
atomiccaps(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v)
{
	if (isptrty(t))
		lsv_bug("a pointer atomic outside the integer path");
	/* SPV_KHR_bfloat16 allows no atomic instruction on bfloat */
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind || lsv_is_bf(t))
		atomicbits(c, t, v);
}

/* The pointer-sized integer, as an LLVM type. */
static LLVMTypeRef
sizetype(struct lsv_ctx *c)
{
	return LLVMIntTypeInContext(c->llctx, c->tgt.ptrbits);
}

/* x, a value of LLVM type t, as the integer type it of the same width. */
static SpvId
toint(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, LLVMTypeRef it)
{
	if (isptrty(t))
		return INST(c, SpvOpConvertPtrToU, lsv_type(c, it), x);
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
		return x;
	return INST(c, SpvOpBitcast, lsv_type(c, it), x);
}

/* Integer x back as a value of LLVM type t (SPIR-V type ty). */
static SpvId
fromint(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, SpvId ty)
{
	if (isptrty(t))
		return INST(c, SpvOpConvertUToPtr, ty, x);
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
		return x;
	return INST(c, SpvOpBitcast, ty, x);
}

void
lsv_atomic_caps(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v)
{
	if (isptrty(t)) /* llvm.spv atomics: no path through the integer */
		lsv_unsupported(c, v, "an atomic operation on a pointer value");
	atomiccaps(c, t, v);
}

/* The type memory holds for a value of type t behind p: OpTypeBool has no
 * physical size, so outside Function memory an i1 is a byte (as in LLVM). */
static LLVMTypeRef
memtype(struct lsv_ctx *c, LLVMValueRef p, LLVMTypeRef t)
{
	if (!lsv_is_bool(t) ||
	    lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p) == SpvStorageClassFunction)
		return t;
	return intlike(c, t, 8);
}

/* Constant and Input memory are read-only in SPIR-V: a write to them is an
 * error here, not an invalid module. */
/* The __spirv_BuiltIn* variable that pointer p points into, through GEPs and
 * casts, or NULL: such a variable is Input whatever its address space. */
static LLVMValueRef
builtinvar(LLVMValueRef p)
{
	size_t len;
	const char *name;

	for (;;) {
		bool step;
		if (LLVMIsAConstantExpr(p))
			step = LLVMGetConstOpcode(p) == LLVMGetElementPtr || LLVMGetConstOpcode(p) == LLVMBitCast ||
			       LLVMGetConstOpcode(p) == LLVMAddrSpaceCast;
		else
			step = LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p);
		if (!step)
			break;
		p = LLVMGetOperand(p, 0);
	}
	if (!LLVMIsAGlobalVariable(p))
		return NULL;
	name = LLVMGetValueName2(p, &len);
	return len > 15 && !memcmp(name, "__spirv_BuiltIn", 15) ? p : NULL;
}

void
lsv_check_writable(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p)
{
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
	SpvStorageClass sc = lsv_storage_class(c, as, v);
	LLVMValueRef base = builtinvar(p);

	if (base)
		lsv_fail_at(c, v, "a write or atomic access to the builtin input variable @%s is not supported for %s",
		            LLVMGetValueName(base), c->tgt.triple);
	if (sc == SpvStorageClassUniformConstant || sc == SpvStorageClassInput)
		lsv_fail_at(c, v, "a write or atomic access to address space %u (read-only %s memory) is not "
		            "supported for %s", as,
		            sc == SpvStorageClassInput ? "input" : "constant", c->tgt.triple);
}

/* LLVM keeps an N-bit integer in (N + 7) / 8 bytes of memory. Widened (i24
 * as a uint) a load or store would touch more, so it goes through pieces of 4,
 * 2 and 1 bytes at rising addresses (OpenCL devices are little-endian). The
 * byte count, or 0 if the widened access has the right size. A vector of such
 * lanes (LLVM packs them) is refused. */
static unsigned
piecebytes(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t)
{
	unsigned b = llbits(t);

	if (!odd(c, t) || legalbits(c, t) == (b + 7) / 8 * 8)
		return 0;
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		lsv_unsupported(c, v, "a load or store of a vector of integers whose width is not 8, 16, 32 "
		                "or 64 bits and not a multiple of 8");
	return (b + 7) / 8;
}

/* The next piece at byte offset off of a `bytes`-byte access v through p: 4,
 * 2 or 1 bytes (*pt, the piece's integer type), its pointer in w[0] and the
 * memory operands after it, with the access's alignment as far as it holds at
 * off. Returns the number of words. */
static unsigned
piece(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, unsigned bytes, unsigned off, LLVMTypeRef *pt,
      uint32_t *w)
{
	SpvId bty = lsv_ptr_to(c, LLVMTypeOf(p), c->i8, p), base;
	unsigned a = LLVMGetAlignment(v), n = 0, left = bytes - off;

	*pt = LLVMIntTypeInContext(c->llctx, left >= 4 ? 32 : left >= 2 ? 16 : 8);
	if (off) {
		base = INST(c, SpvOpInBoundsPtrAccessChain, bty, lsv_val_ptr(c, p, c->i8),
		            lsv_const_int(c, 32, off));
		w[n++] = *pt == c->i8 ? base : lsv_cast_ptr(c, base, bty, lsv_ptr_to(c, LLVMTypeOf(p), *pt, p));
	} else {
		w[n++] = lsv_val_ptr(c, p, *pt);
	}
	while (a > 1 && off % a)
		a /= 2;
	w[n] = LLVMGetVolatile(v) ? SpvMemoryAccessVolatileMask : 0;
	if (a)
		w[n] |= SpvMemoryAccessAlignedMask;
	if (w[n])
		n++;
	if (a)
		w[n++] = a;
	return n;
}

static SpvId
loadpieces(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, unsigned bytes)
{
	SpvId ty = lsv_type(c, t), acc = 0, x;
	LLVMTypeRef pt;
	unsigned off, n;
	uint32_t w[4];

	for (off = 0; off < bytes; off += LLVMGetIntTypeWidth(pt) / 8) {
		n = piece(c, v, p, bytes, off, &pt, w);
		x = INST(c, SpvOpUConvert, ty, lsv_inst(c, SpvOpLoad, lsv_type(c, pt), w, n));
		if (off)
			x = INST(c, SpvOpShiftLeftLogical, ty, x, lsv_const_of(c, t, off * 8));
		acc = acc ? INST(c, SpvOpBitwiseOr, ty, acc, x) : x;
	}
	/* the bits of the last byte above the value's own */
	return llbits(t) % 8 ? mask(c, acc, t) : acc;
}

static void
storepieces(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, SpvId x, unsigned bytes)
{
	SpvId ty = lsv_type(c, t), y;
	LLVMTypeRef pt;
	unsigned off, n;
	uint32_t w[5];

	for (off = 0; off < bytes; off += LLVMGetIntTypeWidth(pt) / 8) {
		/* w: pointer, value, memory operands */
		n = piece(c, v, p, bytes, off, &pt, w + 1);
		w[0] = w[1];
		y = off ? INST(c, SpvOpShiftRightLogical, ty, x, lsv_const_of(c, t, off * 8)) : x;
		w[1] = INST(c, SpvOpUConvert, lsv_type(c, pt), y);
		lsv_emit(c, c->f->cur, SpvOpStore, w, n + 1);
	}
}

static unsigned narrowbits(struct lsv_ctx *c, LLVMTypeRef t);
static SpvId narrowload(struct lsv_ctx *c, LLVMValueRef v);
static void narrowstore(struct lsv_ctx *c, LLVMValueRef v);

static SpvId
load(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(v), mt;
	SpvId ty, ptr, id;
	uint32_t w[4];
	unsigned n = 0;

	if (lsv_builtin_load(c, v, &id))
		return id;
	if ((mt = lsv_coopmat_access(c, v, p, t)))
		return INST(c, SpvOpLoad, lsv_type(c, mt), lsv_val_ptr(c, p, mt));
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic)
		lsv_check_writable(c, v, p); /* atomics need writable memory too */
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_is_int(t) && narrowbits(c, t))
		return narrowload(c, v);
	else if ((n = piecebytes(c, v, t)))
		return loadpieces(c, v, p, t, n);
	if (LLVMIsAInstruction(v) && LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && isptrty(t)) {
		LLVMTypeRef it = sizetype(c);
		atomicbits(c, t, v);
		id = INST(c, SpvOpAtomicLoad, lsv_type(c, it), lsv_val_ptr(c, p, it), lsv_scope(c, scopeof(c, v)),
		          lsv_semantics(c, acqsemantics(c, p, LLVMGetOrdering(v))));
		ty = lsv_type(c, t);
		return fixptr(c, v, fromint(c, id, t, ty), ty);
	}
	mt = memtype(c, p, t);
	ty = lsv_type(c, mt);
	if (lsv_by_lanes(p, mt)) {
		id = lsv_load_lanes(c, v, p, mt);
		goto loaded;
	}
	ptr = lsv_val_ptr(c, p, mt);
	if (LLVMIsAInstruction(v) && LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) {
		atomiccaps(c, t, v);
		id = INST(c, SpvOpAtomicLoad, ty, ptr, lsv_scope(c, scopeof(c, v)),
		          lsv_semantics(c, acqsemantics(c, p, LLVMGetOrdering(v))));
	} else {
		w[n++] = ptr;
		memaccess(v, w, &n);
		id = lsv_inst(c, SpvOpLoad, ty, w, n);
	}
loaded:
	if (isptrty(t))
		return fixptr(c, v, id, ty);
	if (mt != t)
		return INST(c, SpvOpINotEqual, lsv_type(c, t), id, lsv_const_of(c, mt, 0));
	return mask(c, id, t);
}

static void
store(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef val = LLVMGetOperand(v, 0), p = LLVMGetOperand(v, 1);
	LLVMTypeRef t = LLVMTypeOf(val), mt;
	SpvId ty, ptr, x;
	uint32_t w[5];
	unsigned n = 0;

	lsv_check_writable(c, v, p);
	if ((mt = lsv_coopmat_access(c, v, p, t))) {
		EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, p, mt), lsv_val(c, val));
		return;
	}
	if (LLVMGetOrdering(v) == LLVMAtomicOrderingNotAtomic && (n = piecebytes(c, v, t))) {
		storepieces(c, v, p, t, lsv_val(c, val), n);
		return;
	}
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_is_int(t) && narrowbits(c, t)) {
		narrowstore(c, v);
		return;
	}
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && isptrty(t)) {
		LLVMTypeRef it = sizetype(c);
		atomicbits(c, t, v);
		ptr = lsv_val_ptr(c, p, it);
		x = toint(c, lsv_val_as(c, val, lsv_type(c, t)), t, it);
		EMIT(c, c->f->cur, SpvOpAtomicStore, ptr, lsv_scope(c, scopeof(c, v)),
		     lsv_semantics(c, relsemantics(c, p, LLVMGetOrdering(v))), x);
		return;
	}
	mt = memtype(c, p, t);
	ty = lsv_type(c, t);
	if (lsv_by_lanes(p, mt)) {
		x = lsv_val(c, val);
		lsv_store_lanes(c, v, p, mt, mt != t ? intcast(c, x, t, mt, ZEXT) : x);
		return;
	}
	ptr = lsv_val_ptr(c, p, mt);
	x = lsv_val_as(c, val, ty);

	if (mt != t)
		x = intcast(c, x, t, mt, ZEXT);

	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) {
		atomiccaps(c, t, v);
		EMIT(c, c->f->cur, SpvOpAtomicStore, ptr, lsv_scope(c, scopeof(c, v)),
		     lsv_semantics(c, relsemantics(c, p, LLVMGetOrdering(v))), x);
		return;
	}
	w[n++] = ptr;
	w[n++] = x;
	memaccess(v, w, &n);
	lsv_emit(c, c->f->cur, SpvOpStore, w, n);
}

/* An alloca with a run-time element count: OpVariableLengthArrayINTEL where
 * the alloca stands (it cannot move to the entry block), Length read as
 * unsigned, as LLVM reads the count. */
static SpvId
vla(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, LLVMValueRef cnt, unsigned align)
{
	LLVMTypeRef ct = LLVMTypeOf(cnt);
	SpvId pt, n, id;
	bool fresh;

	if (!c->f->vla)
		lsv_fail_at(c, v, "an alloca with a run-time size is not supported for %s%s", c->tgt.triple,
		            lsv_op_why(c, SpvOpVariableLengthArrayINTEL));
	n = lsv_val(c, cnt);
	if (lsv_is_bool(ct))
		n = intcast(c, n, ct, LLVMInt32TypeInContext(c->llctx), ZEXT);
	pt = lsv_ptr_type(c, SpvStorageClassFunction, lsv_type(c, t));
	id = INST(c, SpvOpVariableLengthArrayINTEL, pt, n);
	*lsv_map_slot(&c->f->allocas, key(v), &fresh) = id;
	if (align)
		DECORATE(c, id, SpvDecorationAlignment, align);
	if (c->as0generic) { /* address space 0 is Generic in this module */
		pt = lsv_ptr_type(c, SpvStorageClassGeneric, lsv_type(c, t));
		id = INST(c, SpvOpPtrCastToGeneric, pt, id);
	}
	return fixptr(c, v, id, pt);
}

static bool
isstacksave(LLVMValueRef i)
{
	LLVMValueRef callee;

	return LLVMIsACallInst(i) && (callee = LLVMGetCalledValue(i)) && LLVMIsAFunction(callee) &&
	       LLVMGetIntrinsicID(callee) == LLVMLookupIntrinsicID("llvm.stacksave", 14);
}

/* Does f hold an alloca with a run-time size? Only then do llvm.stacksave and
 * llvm.stackrestore mean anything (every other alloca is a variable of the
 * entry block). 1 when a llvm.stacksave before each of them in its own block
 * or the entry block dominates it, 2 when one is not seen to be. */
static int
hasvla(LLVMValueRef f)
{
	LLVMBasicBlockRef bb;
	LLVMValueRef i;
	bool entry = false, here;
	int r = 0;

	for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		here = entry;
		for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
			if (isstacksave(i))
				here = true;
			else if (LLVMGetInstructionOpcode(i) == LLVMAlloca && !LLVMIsAConstantInt(LLVMGetOperand(i, 0)))
				r = here && r < 2 ? 1 : 2;
		}
		if (bb == LLVMGetEntryBasicBlock(f))
			entry = here;
	}
	return r;
}

SpvId
lsv_local_var(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, LLVMValueRef cnt, unsigned align)
{
	SpvId pt, id, len, pointee = 0;
	struct lsv_vec *save = c->f->cur;
	bool fresh;

	if (c->as0generic && lsv_is_bool(t)) /* reached through generic pointers: i1 is a byte */
		t = intlike(c, t, 8);
	if (!cnt || LLVMIsAConstantInt(cnt)) {
		if (cnt && LLVMConstIntGetZExtValue(cnt) > 1)
			t = LLVMArrayType2(t, LLVMConstIntGetZExtValue(cnt));
		pointee = lsv_type(c, t);
	} else if (!lsv_is_bool(LLVMTypeOf(cnt)) && (len = c->hasspec ? lsv_spec_of(c, cnt) : 0)) {
		/* a specialization-constant-sized array: OpTypeArray takes a
		 * constant instruction as its length, spec constants included */
		pointee = INTERN(c, SpvOpTypeArray, lsv_type(c, t), len);
	} else if (lsv_spec_uses(c, cnt)) {
		lsv_unsupported(c, cnt, "an array length computed from specialization constants by an operation "
		                "that OpSpecConstantOp does not allow");
	} else {
		return vla(c, v, t, cnt, align);
	}
	pt = lsv_ptr_type(c, SpvStorageClassFunction, pointee);
	id = lsv_id(c);
	EMIT(c, &c->f->vars, SpvOpVariable, pt, id, SpvStorageClassFunction);
	*lsv_map_slot(&c->f->allocas, key(v), &fresh) = id;
	if (align)
		DECORATE(c, id, SpvDecorationAlignment, align);
	c->f->cur = &c->f->pro;
	if (c->as0generic) { /* address space 0 is Generic in this module */
		pt = lsv_ptr_type(c, SpvStorageClassGeneric, pointee);
		id = INST(c, SpvOpPtrCastToGeneric, pt, id);
	}
	id = fixptr(c, v, id, pt);
	c->f->cur = save;
	return id;
}

static SpvId
alloca_(struct lsv_ctx *c, LLVMValueRef v)
{
	return lsv_local_var(c, v, LLVMGetAllocatedType(v), LLVMGetOperand(v, 0), LLVMGetAlignment(v));
}

/* A getelementptr index: LLVM sign-extends it, SPIR-V reads it as signed in
 * its own width, so i1 and widened odd widths are sign-extended first. */
static SpvId
gepindex(struct lsv_ctx *c, LLVMValueRef ix)
{
	LLVMTypeRef t = LLVMTypeOf(ix);
	unsigned b = llbits(t);

	if (LLVMIsAConstantInt(ix) && (b == 1 || odd(c, t)))
		return lsv_const_int(c, b == 1 ? 32 : legalbits(c, t), (uint64_t)LLVMConstIntGetSExtValue(ix));
	if (b == 1)
		return intcast(c, lsv_val(c, ix), t, LLVMInt32TypeInContext(c->llctx), SEXT);
	return sextinreg(c, lsv_val(c, ix), t);
}

/* A vector lane index: unsigned, so only i1 needs a conversion. */
static SpvId
laneindex(struct lsv_ctx *c, LLVMValueRef ix)
{
	LLVMTypeRef t = LLVMTypeOf(ix);

	if (lsv_is_bool(t))
		return intcast(c, lsv_val(c, ix), t, LLVMInt32TypeInContext(c->llctx), ZEXT);
	return lsv_val(c, ix);
}

/* Does a getelementptr index into t step over elements of a SPIR-V type
 * that is not t's (the chain stops at t, and goes on from a pointer to the
 * element)? A one-lane vector is its element, a zero-length array an empty
 * struct. */
static bool
restart(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		return lsv_vec_len(t) == 1;
	return LLVMGetTypeKind(t) == LLVMArrayTypeKind && !LLVMGetArrayLength2(t);
}

/* A getelementptr from pointer base over source type src, the indices being
 * operands first..n-1 of v (a getelementptr, or llvm.spv.gep). */
SpvId
lsv_lower_gep(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef src, LLVMValueRef base, unsigned first, unsigned n,
              bool inbounds)
{
	LLVMTypeRef cur = src;
	unsigned i, k = 3, m = n - first + 1; /* m: base and indices */
	SpvOp op = inbounds ? SpvOpInBoundsPtrAccessChain : SpvOpPtrAccessChain;
	uint32_t *w;
	SpvId rt;

	if (m == 1)
		return lsv_val_as(c, base, lsv_value_type(c, v));
	/* w: result type, result id, base, indices */
	w = lsv_alloc(&c->fn, ((size_t)m + 2) * 4);
	w[2] = lsv_val_ptr(c, base, src);
	for (i = 1; i < m; i++) {
		LLVMValueRef ix = LLVMGetOperand(v, first + i - 1);
		if (LLVMGetTypeKind(LLVMTypeOf(ix)) == LLVMVectorTypeKind)
			lsv_unsupported(c, v, "a getelementptr with vector indices");
		if (i >= 2 && LLVMGetTypeKind(cur) == LLVMStructTypeKind) {
			unsigned j = (unsigned)LLVMConstIntGetZExtValue(ix);
			/* struct member indices: 32-bit OpConstant */
			w[k++] = lsv_const_u32(c, lsv_member(c, cur, j));
			cur = LLVMStructGetTypeAtIndex(cur, j);
			continue;
		}
		if (i >= 2 && restart(cur)) {
			LLVMTypeRef et = LLVMGetElementType(cur);
			SpvId ep = lsv_ptr_to(c, LLVMTypeOf(v), et, v);
			w[0] = lsv_ptr_to(c, LLVMTypeOf(v), cur, v);
			w[1] = lsv_id(c);
			lsv_emit(c, c->f->cur, op, w, k);
			w[2] = ep == w[0] ? w[1] : INST(c, SpvOpBitcast, ep, w[1]);
			k = 3;
			cur = et;
			w[k++] = gepindex(c, ix);
			continue;
		}
		if (i >= 2)
			cur = LLVMGetElementType(cur);
		w[k++] = gepindex(c, ix);
	}
	rt = lsv_ptr_to(c, LLVMTypeOf(v), cur, v);
	w[0] = rt;
	w[1] = lsv_id(c);
	lsv_emit(c, c->f->cur, op, w, k);
	return fixptr(c, v, w[1], rt);
}

static SpvId
gep(struct lsv_ctx *c, LLVMValueRef v)
{
	if (lsv_is_ptrvec(LLVMTypeOf(v)))
		return vgep(c, v);
	return lsv_lower_gep(c, v, LLVMGetGEPSourceElementType(v), LLVMGetOperand(v, 0), 1, LLVMGetNumOperands(v),
	                     LLVMIsInBounds(v));
}

static SpvId
extractelt(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef vec = LLVMGetOperand(v, 0), ix = LLVMGetOperand(v, 1);
	unsigned n = lsv_vec_len(LLVMTypeOf(vec));
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, vec);

	if (lsv_is_ptrvec(LLVMTypeOf(vec))) { /* a lane's address, as a pointer */
		if (LLVMIsAConstantInt(ix) && LLVMConstIntGetZExtValue(ix) >= n)
			return lsv_undef(c, lsv_value_type(c, v));
		ty = lsv_sizet(c);
	}
	if (LLVMIsAConstantInt(ix)) {
		uint64_t k = LLVMConstIntGetZExtValue(ix);
		if (k >= n)
			return lsv_undef(c, ty);
		x = n == 1 ? x : INST(c, SpvOpCompositeExtract, ty, x, (uint32_t)k);
	} else if (n > 1) {
		x = INST(c, SpvOpVectorExtractDynamic, ty, x, laneindex(c, ix));
	}
	return isptrty(LLVMTypeOf(v)) ? INST(c, SpvOpConvertUToPtr, lsv_value_type(c, v), x) : x;
}

static SpvId
insertelt(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef vec = LLVMGetOperand(v, 0), e = LLVMGetOperand(v, 1), ix = LLVMGetOperand(v, 2);
	unsigned n = lsv_vec_len(LLVMTypeOf(vec));
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, vec);
	SpvId y = isptrty(LLVMTypeOf(e)) ? ptraddr(c, e) : lsv_val(c, e);

	if (LLVMIsAConstantInt(ix)) {
		uint64_t k = LLVMConstIntGetZExtValue(ix);
		if (k >= n)
			return lsv_undef(c, ty);
		return n == 1 ? y : INST(c, SpvOpCompositeInsert, ty, y, x, (uint32_t)k);
	}
	if (n == 1)
		return y;
	return INST(c, SpvOpVectorInsertDynamic, ty, x, y, laneindex(c, ix));
}

static SpvId
shuffle(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
	LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(a));
	unsigned n = lsv_vec_len(LLVMTypeOf(a)), m = LLVMGetNumMaskElements(v), i;
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, a), y = lsv_val(c, b);
	SpvId ety = isptrty(et) ? lsv_sizet(c) : lsv_type(c, et);
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)m + 3) * 4);

	if (n > 1 && m > 1) {
		/* lanes of b follow a's SPIR-V lanes; a widened result's extra
		 * lanes are undefined */
		unsigned na = lsv_spv_lanes(n), big = lsv_spv_lanes(m);
		w = lsv_alloc(&c->fn, ((size_t)big + 3) * 4);
		w[0] = x;
		w[1] = y;
		for (i = 0; i < big; i++) {
			int k = i < m ? LLVMGetMaskValue(v, i) : -1;
			w[i + 2] = (uint32_t)k;
			if (k < 0)
				w[i + 2] = 0xffffffffu;
			else if ((unsigned)k >= n)
				w[i + 2] = (uint32_t)k - n + na;
		}
		return lsv_inst(c, SpvOpVectorShuffle, ty, w, (size_t)big + 2);
	}
	/* A one-lane side is a scalar in SPIR-V: build lane by lane. */
	for (i = 0; i < m; i++) {
		int k = LLVMGetMaskValue(v, i);
		SpvId src = (unsigned)k < n ? x : y;
		unsigned lane = (unsigned)k < n ? (unsigned)k : (unsigned)k - n;
		if (k < 0)
			w[i] = m == 1 ? lsv_undef(c, ety) : 0;
		else if (n == 1)
			w[i] = src;
		else
			w[i] = INST(c, SpvOpCompositeExtract, ety, src, lane);
	}
	if (m == 1)
		return w[0];
	return lsv_construct(c, ty, w, m);
}

/* The SPIR-V type of member `idx` path inside aggregate t. */
static LLVMTypeRef
memberty(LLVMTypeRef t, const unsigned *idx, unsigned n)
{
	unsigned i;

	for (i = 0; i < n; i++)
		t = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, idx[i])
		                                             : LLVMGetElementType(t);
	return t;
}

/* The SPIR-V indices of an extractvalue/insertvalue path into t. */
static void
aggindices(struct lsv_ctx *c, LLVMTypeRef t, const unsigned *idx, unsigned n, uint32_t *out)
{
	for (unsigned i = 0; i < n; i++) {
		bool st = LLVMGetTypeKind(t) == LLVMStructTypeKind;
		out[i] = st ? lsv_member(c, t, idx[i]) : idx[i];
		t = st ? LLVMStructGetTypeAtIndex(t, idx[i]) : LLVMGetElementType(t);
	}
}

static SpvId
extractvalue(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = LLVMGetNumIndices(v);
	const unsigned *idx = LLVMGetIndices(v);
	LLVMTypeRef agg = LLVMTypeOf(LLVMGetOperand(v, 0));
	SpvId ty = lsv_type(c, memberty(agg, idx, n)), id;
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n + 1) * 4);

	w[0] = lsv_val(c, LLVMGetOperand(v, 0));
	aggindices(c, agg, idx, n, w + 1);
	id = lsv_inst(c, SpvOpCompositeExtract, ty, w, (size_t)n + 1);
	return isptrty(LLVMTypeOf(v)) ? fixptr(c, v, id, ty) : id;
}

static SpvId
insertvalue(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = LLVMGetNumIndices(v);
	const unsigned *idx = LLVMGetIndices(v);
	LLVMTypeRef agg = LLVMTypeOf(v);
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n + 2) * 4);

	w[0] = lsv_val_as(c, LLVMGetOperand(v, 1), lsv_type(c, memberty(agg, idx, n)));
	w[1] = lsv_val(c, LLVMGetOperand(v, 0));
	aggindices(c, agg, idx, n, w + 2);
	return lsv_inst(c, SpvOpCompositeInsert, lsv_type(c, agg), w, (size_t)n + 2);
}

/* The value an atomicrmw that SPIR-V lacks stores, from the old value o and
 * the operand x (both of LLVM type t, SPIR-V type ty). */
static SpvId
rmwvalue(struct lsv_ctx *c, LLVMValueRef v, LLVMAtomicRMWBinOp bop, LLVMTypeRef t, SpvId ty, SpvId o, SpvId x)
{
	SpvId b = lsv_bool_type(c), id;

	switch (bop) {
	case LLVMAtomicRMWBinOpNand: return INST(c, SpvOpNot, ty, INST(c, SpvOpBitwiseAnd, ty, o, x));
	case LLVMAtomicRMWBinOpUIncWrap: /* old >= x ? 0 : old + 1 */
		return INST(c, SpvOpSelect, ty, INST(c, SpvOpUGreaterThanEqual, b, o, x), lsv_const_of(c, t, 0),
		            INST(c, SpvOpIAdd, ty, o, lsv_const_of(c, t, 1)));
	case LLVMAtomicRMWBinOpUDecWrap: /* old == 0 || old > x ? x : old - 1 */
		id = INST(c, SpvOpLogicalOr, b, INST(c, SpvOpIEqual, b, o, lsv_const_of(c, t, 0)),
		          INST(c, SpvOpUGreaterThan, b, o, x));
		return INST(c, SpvOpSelect, ty, id, x, INST(c, SpvOpISub, ty, o, lsv_const_of(c, t, 1)));
	case LLVMAtomicRMWBinOpFAdd: return INST(c, SpvOpFAdd, ty, o, x);
	case LLVMAtomicRMWBinOpFSub: return INST(c, SpvOpFSub, ty, o, x);
	/* the rest have instructions at 32 and 64 bits: these are for the
	 * field of a narrow atomic (casloop on its word) */
	case LLVMAtomicRMWBinOpXchg: return x;
	case LLVMAtomicRMWBinOpAdd: return INST(c, SpvOpIAdd, ty, o, x);
	case LLVMAtomicRMWBinOpSub: return INST(c, SpvOpISub, ty, o, x);
	case LLVMAtomicRMWBinOpMax: return INST(c, SpvOpSelect, ty, INST(c, SpvOpSGreaterThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpMin: return INST(c, SpvOpSelect, ty, INST(c, SpvOpSLessThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpUMax: return INST(c, SpvOpSelect, ty, INST(c, SpvOpUGreaterThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpUMin: return INST(c, SpvOpSelect, ty, INST(c, SpvOpULessThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpFMin:
	case LLVMAtomicRMWBinOpFMax: {
		/* LLVM's fmin/fmax are minnum/maxnum: OpenCL's fmin/fmax */
		const char *name = bop == LLVMAtomicRMWBinOpFMin ? "fmin" : "fmax";
		SpvId args[2] = {o, x};
		return lsv_extinst(c, ty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, name, 4),
		                   args, 2);
	}
	default:
		lsv_unsupported(c, v, "this atomicrmw operation");
	}
}

/* The failure ordering of a compare-and-swap that stands for an atomicrmw
 * of ordering o: SPIR-V's Unequal semantics cannot release. */
static LLVMAtomicOrdering
failorder(LLVMAtomicOrdering o)
{
	switch (o) {
	case LLVMAtomicOrderingAcquireRelease: return LLVMAtomicOrderingAcquire;
	case LLVMAtomicOrderingRelease: return LLVMAtomicOrderingMonotonic;
	default: return o;
	}
}

/* Narrow atomics. SPIR-V's OpenCL environment has no 8- or 16-bit integer
 * atomics, so an i8, i16 or half atomic works on the naturally aligned 32-bit
 * word that holds it (as LLVM's AtomicExpand does): w is a pointer to that
 * word, the field's bit offset in it, and a mask selecting the bytes around
 * it (little-endian, as every OpenCL SPIR-V target is). With an
 * alignment of 4 the pointer is the word's; else its address is rounded down
 * through the pointer-sized integer. An aligned word never crosses a page or
 * an allocation granule, and the bytes around the field are written back as
 * read, atomically (docs/design.md). */
struct word {
	SpvId ptr, shift, keep;
	bool low; /* the field is the word's low bits: no shifts */
};

/* The width of a narrow atomic on values of type t, or 0: a scalar of 8 or
 * 16 bits in the Kernel environment (logical addressing has no integer
 * pointers to build the word's from). */
static unsigned
narrowbits(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned bits;

	if (c->env->logical || !c->tgt.ptrbits || lsv_vec_len(t) || isptrty(t))
		return 0;
	bits = lsv_scalar_bits(t);
	return bits == 8 || bits == 16 ? bits : 0;
}

/* w for atomic v on *p (values of type t); keep: the mask is needed. */
static void
wordof(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, unsigned bits, bool keep, struct word *w)
{
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c->llctx);
	SpvStorageClass sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p);
	uint32_t m = bits == 8 ? 0xffu : 0xffffu;
	unsigned align = LLVMGetAlignment(v);
	SpvId u32, sty, a, off;

	if (align < bits / 8) /* the field could straddle two words */
		lsv_unsupported(c, v, "an atomic operation aligned to less than its size");
	w->low = align >= 4;
	w->shift = w->keep = 0;
	if (w->low) {
		w->ptr = lsv_val_ptr(c, p, i32);
		if (keep)
			w->keep = lsv_const_u32(c, ~m);
		return;
	}
	u32 = lsv_type(c, i32);
	sty = lsv_type(c, sizetype(c));
	a = INST(c, SpvOpConvertPtrToU, sty, lsv_val_ptr(c, p, t));
	w->ptr = INST(c, SpvOpConvertUToPtr, lsv_ptr_type(c, sc, u32), INST(c, SpvOpBitwiseAnd, sty, a,
	              lsv_const_int(c, c->tgt.ptrbits, ~(uint64_t)3)));
	off = INST(c, SpvOpBitwiseAnd, sty, a, lsv_const_int(c, c->tgt.ptrbits, 3));
	if (c->tgt.ptrbits != 32)
		off = INST(c, SpvOpUConvert, u32, off);
	w->shift = INST(c, SpvOpShiftLeftLogical, u32, off, lsv_const_u32(c, 3));
	if (keep)
		w->keep = INST(c, SpvOpNot, u32, INST(c, SpvOpShiftLeftLogical, u32, lsv_const_u32(c, m), w->shift));
}

/* The field of word x, as a value of type t. */
static SpvId
field(struct lsv_ctx *c, const struct word *w, SpvId x, LLVMTypeRef t)
{
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, lsv_scalar_bits(t));
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx));

	if (!w->low)
		x = INST(c, SpvOpShiftRightLogical, u32, x, w->shift);
	x = INST(c, SpvOpUConvert, lsv_type(c, it), x);
	return fromint(c, x, t, lsv_type(c, t));
}

/* y, a value of type t, moved to the field's place in a word of zeros. */
static SpvId
infield(struct lsv_ctx *c, const struct word *w, SpvId y, LLVMTypeRef t)
{
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, lsv_scalar_bits(t));
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx));

	y = INST(c, SpvOpUConvert, u32, toint(c, y, t, it));
	return w->low ? y : INST(c, SpvOpShiftLeftLogical, u32, y, w->shift);
}

/* Atomic v (an atomicrmw, or a narrow atomic store as an exchange) doing
 * bop with operand val on *p, as a compare-and-swap loop on the integer of
 * the value's width, or on the word that holds a narrow value: load the old
 * value, compute the new one, swap it in if memory still holds the old one,
 * else retry with what memory held. The result is the old value. */
static SpvId
casloop(struct lsv_ctx *c, LLVMValueRef v, LLVMAtomicRMWBinOp bop, LLVMValueRef p, LLVMValueRef val, LLVMTypeRef t,
        unsigned bits)
{
	bool narrow = bits < 32;
	struct word w;
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, narrow ? 32 : bits);
	SpvId ty = lsv_type(c, t), ity = lsv_type(c, it);
	SpvId ptr = narrow ? (wordof(c, v, p, t, bits, true, &w), w.ptr) : lsv_val_ptr(c, p, it), x = lsv_val(c, val);
	SpvId scope = lsv_scope(c, scopeof(c, v)), pre, head = lsv_id(c), done = lsv_id(c), old = lsv_id(c);
	SpvId seen = lsv_id(c), first, nv, ok, cur;
	LLVMAtomicOrdering o = LLVMGetOrdering(v);

	first = INST(c, SpvOpAtomicLoad, ity, ptr, scope, lsv_semantics(c, 0));
	pre = c->f->label;
	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, head);
	EMIT(c, c->f->cur, SpvOpPhi, ity, old, first, pre, seen, head);
	cur = narrow ? field(c, &w, old, t) : fromint(c, old, t, ty);
	nv = rmwvalue(c, v, bop, t, ty, cur, x);
	if (narrow)
		nv = INST(c, SpvOpBitwiseOr, ity, INST(c, SpvOpBitwiseAnd, ity, old, w.keep), infield(c, &w, nv, t));
	else
		nv = toint(c, nv, t, it);
	EMIT(c, c->f->cur, SpvOpAtomicCompareExchange, ity, seen, ptr, scope, lsv_semantics(c, semantics(c, p, o)),
	     lsv_semantics(c, acqsemantics(c, p, failorder(o))), nv, old);
	ok = INST(c, SpvOpIEqual, lsv_bool_type(c), seen, old);
	EMIT(c, c->f->cur, SpvOpLoopMerge, done, head, SpvLoopControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, ok, done, head);
	lsv_start_block(c, done);
	return narrow ? cur : fromint(c, old, t, ty);
}

/* A narrow atomicrmw and, or or xor is one 32-bit instruction on its word:
 * the operand in the field's place, and ones around it for and. Other
 * operations are a compare-and-swap loop on the word. */
static SpvId
narrowrmw(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, unsigned bits, SpvOp op)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx)), y;
	struct word w;

	if (op != SpvOpAtomicAnd && op != SpvOpAtomicOr && op != SpvOpAtomicXor)
		return casloop(c, v, LLVMGetAtomicRMWBinOp(v), p, LLVMGetOperand(v, 1), t, bits);
	wordof(c, v, p, t, bits, op == SpvOpAtomicAnd, &w);
	y = infield(c, &w, lsv_val(c, LLVMGetOperand(v, 1)), t);
	if (op == SpvOpAtomicAnd)
		y = INST(c, SpvOpBitwiseOr, u32, y, w.keep);
	y = INST(c, op, u32, w.ptr, lsv_scope(c, scopeof(c, v)), lsv_semantics(c, semantics(c, p, LLVMGetOrdering(v))), y);
	return field(c, &w, y, t);
}

/* The extension instruction for a floating-point atomicrmw on scalars of
 * `bits` bits when its capability can be declared, else 0 (a CAS loop). */
static SpvOp
floatop(struct lsv_ctx *c, LLVMAtomicRMWBinOp op, unsigned bits)
{
	static const SpvCapability caps[2][3] = {
		{SpvCapabilityAtomicFloat16AddEXT, SpvCapabilityAtomicFloat32AddEXT, SpvCapabilityAtomicFloat64AddEXT},
		{SpvCapabilityAtomicFloat16MinMaxEXT, SpvCapabilityAtomicFloat32MinMaxEXT,
		 SpvCapabilityAtomicFloat64MinMaxEXT},
	};
	bool add = op == LLVMAtomicRMWBinOpFAdd || op == LLVMAtomicRMWBinOpFSub;
	SpvCapability cap = caps[!add][bits == 16 ? 0 : bits == 32 ? 1 : 2];

	/* OpAtomicFAddEXT itself is SPV_EXT_shader_atomic_float_add's, also for
	 * half: the width's capability and the instruction must both be ok */
	if (!lsv_cap_ok(c, cap) || !lsv_op_ok(c, add ? SpvOpAtomicFAddEXT : SpvOpAtomicFMinEXT))
		return SpvOpNop;
	lsv_req_cap(c, cap);
	if (add)
		return SpvOpAtomicFAddEXT;
	return op == LLVMAtomicRMWBinOpFMin ? SpvOpAtomicFMinEXT : SpvOpAtomicFMaxEXT;
}

/* The same for a vector of 2 or 4 halves (SPV_NV_shader_atomic_fp16_vector's
 * capability), else 0 (a CAS loop on the integer of the vector's width). The
 * grammar still names SPV_EXT_shader_atomic_float_add for OpAtomicFAddEXT
 * (the NV text says it need not be enabled; we follow the grammar, which the
 * validator reads): fadd asks for both. */
static SpvOp
vecfloatop(struct lsv_ctx *c, LLVMAtomicRMWBinOp op, LLVMTypeRef t)
{
	bool add = op == LLVMAtomicRMWBinOpFAdd || op == LLVMAtomicRMWBinOpFSub;
	SpvOp o = add ? SpvOpAtomicFAddEXT : op == LLVMAtomicRMWBinOpFMin ? SpvOpAtomicFMinEXT : SpvOpAtomicFMaxEXT;
	unsigned n = lsv_vec_len(t);

	if (LLVMGetTypeKind(lsv_elem_type(t)) != LLVMHalfTypeKind || (n != 2 && n != 4) ||
	    !lsv_cap_ok(c, SpvCapabilityAtomicFloat16VectorNV) || !lsv_op_ok(c, o))
		return SpvOpNop;
	lsv_req_cap(c, SpvCapabilityAtomicFloat16VectorNV);
	return o;
}

static const char *
fpopname(LLVMAtomicRMWBinOp op)
{
	switch (op) {
	case LLVMAtomicRMWBinOpFAdd: return "fadd";
	case LLVMAtomicRMWBinOpFSub: return "fsub";
	case LLVMAtomicRMWBinOpFMin: return "fmin";
	default: return "fmax";
	}
}

static const char *
fpname(LLVMTypeRef t)
{
	switch (lsv_scalar_bits(t)) {
	case 16: return "half";
	case 32: return "float";
	default: return "double";
	}
}

static SpvId
atomicrmw(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0), val = LLVMGetOperand(v, 1);
	LLVMTypeRef t = LLVMTypeOf(val), it;
	LLVMAtomicRMWBinOp bop = LLVMGetAtomicRMWBinOp(v);
	SpvId ty, ptr, x, scope, sem;
	SpvOp op = SpvOpNop;

	lsv_check_writable(c, v, p);
	if (isptrty(t)) {
		/* only xchg takes pointers: exchange the pointer-sized integers */
		it = sizetype(c);
		atomicbits(c, t, v);
		ty = lsv_type(c, t);
		ptr = lsv_val_ptr(c, p, it);
		x = toint(c, lsv_val_as(c, val, ty), t, it);
		x = INST(c, SpvOpAtomicExchange, lsv_type(c, it), ptr, lsv_scope(c, scopeof(c, v)),
		         lsv_semantics(c, semantics(c, p, LLVMGetOrdering(v))), x);
		return fixptr(c, v, fromint(c, x, t, ty), ty);
	}
	switch (bop) {
	case LLVMAtomicRMWBinOpXchg: op = SpvOpAtomicExchange; break;
	case LLVMAtomicRMWBinOpAdd: op = SpvOpAtomicIAdd; break;
	case LLVMAtomicRMWBinOpSub: op = SpvOpAtomicISub; break;
	case LLVMAtomicRMWBinOpAnd: op = SpvOpAtomicAnd; break;
	case LLVMAtomicRMWBinOpOr: op = SpvOpAtomicOr; break;
	case LLVMAtomicRMWBinOpXor: op = SpvOpAtomicXor; break;
	case LLVMAtomicRMWBinOpMax: op = SpvOpAtomicSMax; break;
	case LLVMAtomicRMWBinOpMin: op = SpvOpAtomicSMin; break;
	case LLVMAtomicRMWBinOpUMax: op = SpvOpAtomicUMax; break;
	case LLVMAtomicRMWBinOpUMin: op = SpvOpAtomicUMin; break;
	case LLVMAtomicRMWBinOpFAdd:
	case LLVMAtomicRMWBinOpFSub:
	case LLVMAtomicRMWBinOpFMin:
	case LLVMAtomicRMWBinOpFMax:
		if (lsv_vec_len(t)) {
			op = vecfloatop(c, bop, t);
			break;
		}
		op = floatop(c, bop, lsv_scalar_bits(t));
		/* no word to build it on; under logical addressing the float
		 * cannot be reached as an integer for a CAS loop either */
		if (!op && (c->env->logical || (lsv_scalar_bits(t) == 16 && !narrowbits(c, t))))
			lsv_fail_at(c, v, "atomicrmw %s on %s is not supported for %s without --spirv-ext=+%s%s",
			            fpopname(bop), fpname(t), c->tgt.triple,
			            bop == LLVMAtomicRMWBinOpFMin || bop == LLVMAtomicRMWBinOpFMax
			                ? "SPV_EXT_shader_atomic_float_min_max"
			                : "SPV_EXT_shader_atomic_float_add",
			            lsv_scalar_bits(t) == 16 && bop != LLVMAtomicRMWBinOpFMin && bop != LLVMAtomicRMWBinOpFMax
			                ? ",+SPV_EXT_shader_atomic_float16_add" : "");
		break;
	default:
		break;
	}
	if (narrowbits(c, t) && op != SpvOpAtomicFAddEXT && op != SpvOpAtomicFMinEXT && op != SpvOpAtomicFMaxEXT)
		return narrowrmw(c, v, t, narrowbits(c, t), op);
	if (!op)
		return casloop(c, v, bop, p, val, t, atomicbits(c, t, v));
	if (op != SpvOpAtomicFAddEXT && op != SpvOpAtomicFMinEXT && op != SpvOpAtomicFMaxEXT)
		atomicbits(c, t, v);
	ty = lsv_type(c, t);
	ptr = lsv_val_ptr(c, p, t);
	x = lsv_val(c, val);
	scope = lsv_scope(c, scopeof(c, v));
	sem = lsv_semantics(c, semantics(c, p, LLVMGetOrdering(v)));
	if (bop == LLVMAtomicRMWBinOpFSub)
		x = INST(c, SpvOpFNegate, ty, x);
	return INST(c, op, ty, ptr, scope, sem, x);
}

/* A narrow cmpxchg on its word: expect the bytes around the field as last
 * seen with the field equal to cmp, and retry only while those bytes change
 * under it (not when the field differs: that is the failure it reports). */
static SpvId
narrowcmpxchg(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx)), b = lsv_bool_type(c);
	SpvId scope, eq, ne, cmp, want, nv, first, pre, head = lsv_id(c), done = lsv_id(c), rest = lsv_id(c);
	SpvId seenrest = lsv_id(c), seen, ok, again;
	struct word w;

	wordof(c, v, p, t, narrowbits(c, t), true, &w);
	scope = lsv_scope(c, scopeof(c, v));
	eq = lsv_semantics(c, semantics(c, p, LLVMGetCmpXchgSuccessOrdering(v)));
	ne = lsv_semantics(c, acqsemantics(c, p, LLVMGetCmpXchgFailureOrdering(v)));
	cmp = infield(c, &w, lsv_val(c, LLVMGetOperand(v, 1)), t);
	nv = infield(c, &w, lsv_val(c, LLVMGetOperand(v, 2)), t);
	first = INST(c, SpvOpAtomicLoad, u32, w.ptr, scope, lsv_semantics(c, 0));
	first = INST(c, SpvOpBitwiseAnd, u32, first, w.keep);
	pre = c->f->label;
	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, head);
	EMIT(c, c->f->cur, SpvOpPhi, u32, rest, first, pre, seenrest, head);
	want = INST(c, SpvOpBitwiseOr, u32, rest, cmp);
	seen = INST(c, SpvOpAtomicCompareExchange, u32, w.ptr, scope, eq, ne, INST(c, SpvOpBitwiseOr, u32, rest, nv), want);
	ok = INST(c, SpvOpIEqual, b, seen, want);
	EMIT(c, c->f->cur, SpvOpBitwiseAnd, u32, seenrest, seen, w.keep);
	again = INST(c, SpvOpLogicalAnd, b, INST(c, SpvOpLogicalNot, b, ok), INST(c, SpvOpINotEqual, b, seenrest, rest));
	EMIT(c, c->f->cur, SpvOpLoopMerge, done, head, SpvLoopControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, again, head, done);
	lsv_start_block(c, done);
	return lsv_construct(c, lsv_type(c, LLVMTypeOf(v)), (const SpvId[]){field(c, &w, seen, t), ok}, 2);
}

/* A narrow atomic load reads its word; a narrow atomic store is an
 * exchange whose result is unused (a loop on the word). */
static SpvId
narrowload(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(v);
	struct word w;
	SpvId x;

	wordof(c, v, p, t, narrowbits(c, t), false, &w);
	x = INST(c, SpvOpAtomicLoad, lsv_type(c, LLVMInt32TypeInContext(c->llctx)), w.ptr, lsv_scope(c, scopeof(c, v)),
	         lsv_semantics(c, acqsemantics(c, p, LLVMGetOrdering(v))));
	return field(c, &w, x, t);
}

static void
narrowstore(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef val = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(val);

	casloop(c, v, LLVMAtomicRMWBinOpXchg, LLVMGetOperand(v, 1), val, t, narrowbits(c, t));
}

static SpvId
cmpxchg(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0), cmp = LLVMGetOperand(v, 1), val = LLVMGetOperand(v, 2);
	LLVMTypeRef t = LLVMTypeOf(cmp), it = isptrty(t) ? sizetype(c) : t;
	SpvId ty = lsv_type(c, t), ity = lsv_type(c, it), ptr, old, ok, want, nv, scope, eq, ne;

	lsv_check_writable(c, v, p);
	if (narrowbits(c, t))
		return narrowcmpxchg(c, v, t);
	atomicbits(c, t, v);
	ptr = lsv_val_ptr(c, p, it);
	scope = lsv_scope(c, scopeof(c, v));
	eq = lsv_semantics(c, semantics(c, p, LLVMGetCmpXchgSuccessOrdering(v)));
	ne = lsv_semantics(c, acqsemantics(c, p, LLVMGetCmpXchgFailureOrdering(v)));
	nv = toint(c, lsv_val_as(c, val, ty), t, it);
	want = toint(c, lsv_val_as(c, cmp, ty), t, it);
	old = INST(c, SpvOpAtomicCompareExchange, ity, ptr, scope, eq, ne, nv, want);
	ok = INST(c, SpvOpIEqual, lsv_bool_type(c), old, want);
	return lsv_construct(c, lsv_type(c, LLVMTypeOf(v)), (const SpvId[]){fromint(c, old, t, ty), ok}, 2);
}

/* A fence has no pointer: it orders all the memory the environment has
 * (Vulkan: buffers, images and workgroup memory, whatever its scope, as
 * LLVM's fence orders every access of the threads in its scope). */
static void
fence(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMAtomicOrdering o = LLVMGetOrdering(v);
	uint32_t sem;

	if (c->env->vksem && o == LLVMAtomicOrderingSequentiallyConsistent)
		o = LLVMAtomicOrderingAcquireRelease;
	sem = ordering(o) | c->env->allmem;
	EMIT(c, c->f->cur, SpvOpMemoryBarrier, lsv_scope(c, scopeof(c, v)), lsv_semantics(c, sem));
}

/* Blame mode (compile.c): the words builtin call v lowered to, from body
 * offset at; and its result checked against its declared type, which the
 * validator only sees where the result is used. */
static void
blamespan(struct lsv_ctx *c, LLVMValueRef v, uint32_t at)
{
	LLVMTypeRef rt = LLVMTypeOf(v);
	uint64_t id = lsv_map_get(&c->f->vals, key(v)), have;
	unsigned i;
	bool bad;

	if (c->f->cur == &c->f->body) {
		uintptr_t p = (uintptr_t)v;
		uint32_t span[4] = {at, c->f->body.n, (uint32_t)p, (uint32_t)((uint64_t)p >> 32)};
		lsv_vec_append(&c->f->spans, span, 4);
	}
	if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
		return;
	if (!id && LLVMGetFirstUse(v))
		lsv_unsupported(c, v, "a builtin declared with a result, which the builtin does not have,");
	have = id ? lsv_map_get(&c->idtypes, id) : 0;
	/* a lowering that returns an argument unchanged (a conversion to the same type) */
	for (i = 0; id && !have && i < LLVMGetNumArgOperands(v); i++)
		if (lsv_map_get(&c->f->vals, key(LLVMGetOperand(v, i))) == id)
			have = lsv_value_type(c, LLVMGetOperand(v, i));
	/* a pointer result has the pointee inferred for it (ptrinfer.c) */
	if (LLVMGetTypeKind(rt) == LLVMPointerTypeKind)
		bad = have && have != lsv_value_type(c, v);
	else
		bad = have && have != lsv_type(c, rt);
	if (bad)
		lsv_unsupported(c, v, "a builtin declared with a result type other than the builtin's");
}

static void
nobuiltinargs(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = LLVMGetNumArgOperands(v), i;

	for (i = 0; i < n; i++) {
		LLVMValueRef bv = builtinvar(LLVMGetOperand(v, i));
		if (bv)
			lsv_fail_at(c, v, "passing the builtin input variable @%s to a function is not supported for %s",
			            LLVMGetValueName(bv), c->tgt.triple);
	}
}

/* Argument i of indirect call v passed `byval(t)`: a fresh Function variable
 * of type t, copied from the argument, as pointer type `type`. The call's
 * byval has no place in OpFunctionPointerCallINTEL, and a reader's call has
 * none, so without the copy the callee's stores would reach the caller's
 * memory (LangRef: byval "a hidden copy of the pointee is made between the
 * caller and the callee"). */
static SpvId
byvalcopy(struct lsv_ctx *c, LLVMValueRef v, unsigned i, LLVMTypeRef t, SpvId type)
{
	LLVMValueRef a = LLVMGetOperand(v, i);
	SpvId pointee = lsv_type(c, t), pt = lsv_ptr_type(c, SpvStorageClassFunction, pointee), tmp = lsv_id(c);
	uint64_t size = LLVMABISizeOfType(LLVMGetModuleDataLayout(c->m), t);

	EMIT(c, &c->f->vars, SpvOpVariable, pt, tmp, SpvStorageClassFunction);
	/* sized rather than OpCopyMemory, which llvm-spirv-15 -r cannot read */
	EMIT(c, c->f->cur, SpvOpCopyMemorySized, tmp, lsv_val_ptr(c, a, t), lsv_const_of(c, sizetype(c), size));
	if (c->as0generic) {
		SpvId gt = lsv_ptr_type(c, SpvStorageClassGeneric, pointee);
		tmp = INST(c, SpvOpPtrCastToGeneric, gt, tmp);
		pt = gt;
	}
	return pt == type ? tmp : lsv_cast_ptr(c, tmp, pt, type);
}

/* op (OpFunctionPointerCallINTEL, OpAsmCallINTEL) of `first` with the
 * arguments of call v, cast to the parameters of function type ft as lsv_type
 * makes them (uchar* for pointers, as in memory). */
static SpvId
calltyped(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef ft, SpvOp op, SpvId first)
{
	unsigned n = LLVMGetNumArgOperands(v), i, byval = LLVMGetEnumAttributeKindForName("byval", 5);
	LLVMTypeRef *pt = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(*pt)), rt = LLVMGetReturnType(ft);
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n + 1) * 4);
	SpvId ty, id;

	LLVMGetParamTypes(ft, pt);
	w[0] = first;
	for (i = 0; i < n; i++) {
		LLVMAttributeRef at = isptrty(pt[i]) ? LLVMGetCallSiteEnumAttribute(v, i + 1, byval) : NULL;
		if (at && LLVMIsTypeAttribute(at))
			w[i + 1] = byvalcopy(c, v, i, LLVMGetTypeAttributeValue(at), lsv_type(c, pt[i]));
		else
			w[i + 1] = lsv_val_as(c, LLVMGetOperand(v, i), lsv_type(c, pt[i]));
	}
	ty = lsv_type(c, rt);
	id = lsv_inst(c, op, ty, w, (size_t)n + 1);
	return isptrty(rt) ? fixptr(c, v, id, ty) : id;
}

/* A call through a function pointer (SPV_INTEL_function_pointers): the
 * pointer cast to point to the OpTypeFunction of the call's own type and
 * OpFunctionPointerCallINTEL. The callee's own OpTypeFunction may name other
 * pointees; those pointers are the same bits. */
static SpvId
indirect(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef callee)
{
	LLVMTypeRef ft = LLVMGetCalledFunctionType(v);
	SpvStorageClass sc;

	if (!lsv_op_ok(c, SpvOpFunctionPointerCallINTEL))
		lsv_fail_at(c, v, "an indirect call is not supported for %s%s", c->tgt.triple,
		            lsv_op_why(c, SpvOpFunctionPointerCallINTEL));
	if (LLVMIsFunctionVarArg(ft) || LLVMCountParamTypes(ft) != LLVMGetNumArgOperands(v))
		lsv_unsupported(c, v, "a variadic call");
	nobuiltinargs(c, v);
	sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(callee)), v);
	return calltyped(c, v, ft, SpvOpFunctionPointerCallINTEL,
	                 lsv_val_as(c, callee, lsv_ptr_type(c, sc, lsv_type(c, ft))));
}

/* A literal string operand; 2.2.1 strings end at their first NUL. */
static void
litstr(struct lsv_ctx *c, struct lsv_vec *w, LLVMValueRef v, const char *s, size_t n, const char *what)
{
	if (memchr(s, 0, n))
		lsv_fail_at(c, v, "%s with a NUL byte is not supported for %s (a SPIR-V string cannot hold it)",
		            what, c->tgt.triple);
	lsv_vec_str(w, s, n);
}

/* SPV_INTEL_inline_assembly: one OpAsmTargetINTEL (the target triple) per
 * module, one OpAsmINTEL per distinct asm (LLVM uniques them), decorated
 * SideEffectsINTEL when it has side effects, and OpAsmCallINTEL where it is
 * called. The extension's OpAsmTargetINTEL has no result type, as newer
 * grammars and the Khronos reader have it (SPIRV-Headers 1.3.239 lists one). */
static SpvId
asmop(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef a)
{
	struct lsv_vec w, *types = &c->sec[SEC_TYPES];
	uint64_t *slot;
	bool fresh;
	size_t n;
	const char *s;

	if (!c->asmtarget) {
		c->asmtarget = lsv_id(c);
		lsv_vec_init(&w, &c->fn);
		lsv_vec_push(&w, c->asmtarget);
		lsv_vec_str(&w, c->tgt.triple, strlen(c->tgt.triple));
		lsv_emit(c, types, SpvOpAsmTargetINTEL, w.w, w.n);
	}
	slot = lsv_map_slot(&c->gvals, key(a), &fresh);
	if (!fresh)
		return (SpvId)*slot;
	lsv_vec_init(&w, &c->fn);
	lsv_vec_push(&w, lsv_type(c, LLVMGetReturnType(LLVMGetInlineAsmFunctionType(a))));
	lsv_vec_push(&w, lsv_id(c));
	lsv_vec_push(&w, lsv_type(c, LLVMGetInlineAsmFunctionType(a)));
	lsv_vec_push(&w, c->asmtarget);
	s = LLVMGetInlineAsmAsmString(a, &n);
	litstr(c, &w, v, s, n, "inline assembly");
	s = LLVMGetInlineAsmConstraintString(a, &n);
	litstr(c, &w, v, s, n, "an inline assembly constraint string");
	lsv_emit(c, types, SpvOpAsmINTEL, w.w, w.n);
	if (LLVMGetInlineAsmHasSideEffects(a))
		DECORATE0(c, w.w[1], SpvDecorationSideEffectsINTEL);
	*lsv_map_slot(&c->gvals, key(a), &fresh) = w.w[1];
	return w.w[1];
}

static SpvId
asmcall(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef a)
{
	LLVMTypeRef ft = LLVMGetInlineAsmFunctionType(a);

	if (!lsv_op_ok(c, SpvOpAsmCallINTEL))
		lsv_fail_at(c, v, "inline assembly is not supported for %s%s", c->tgt.triple,
		            lsv_op_why(c, SpvOpAsmCallINTEL));
	if (LLVMIsFunctionVarArg(ft) || LLVMCountParamTypes(ft) != LLVMGetNumArgOperands(v))
		lsv_unsupported(c, v, "a variadic inline assembly call");
	return calltyped(c, v, ft, SpvOpAsmCallINTEL, asmop(c, v, a));
}

/* A call's operand or result x of LLVM type `from` as LLVM type `to` (SPIR-V
 * type tt), for a call whose function type is not the callee's: LLVM reads
 * such a call with the callee's signature, converting what converts without
 * a change of bits (a pointer cast in one address space, a pointer and the
 * pointer-sized integer, a bitcast of equal sizes). Anything else has no
 * defined meaning in LLVM: it becomes undefined, with a warning. */
static SpvId
callconv(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef callee, SpvId x, LLVMTypeRef from, LLVMTypeRef to, SpvId tt,
         const char *what)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
	LLVMTypeKind fk = LLVMGetTypeKind(from), tk = LLVMGetTypeKind(to);
	bool scalar = fk != LLVMStructTypeKind && fk != LLVMArrayTypeKind && tk != LLVMStructTypeKind &&
	              tk != LLVMArrayTypeKind && fk != LLVMTargetExtTypeKind && tk != LLVMTargetExtTypeKind;

	if (fk == LLVMPointerTypeKind && tk == LLVMPointerTypeKind &&
	    LLVMGetPointerAddressSpace(from) == LLVMGetPointerAddressSpace(to))
		return lsv_cast_ptr(c, x, 0, tt);
	if (fk == LLVMPointerTypeKind && tk == LLVMIntegerTypeKind && llbits(to) == c->tgt.ptrbits)
		return INST(c, SpvOpConvertPtrToU, tt, x);
	if (fk == LLVMIntegerTypeKind && tk == LLVMPointerTypeKind && llbits(from) == c->tgt.ptrbits)
		return INST(c, SpvOpConvertUToPtr, tt, x);
	if (scalar && fk != LLVMPointerTypeKind && tk != LLVMPointerTypeKind &&
	    LLVMSizeOfTypeInBits(td, from) == LLVMSizeOfTypeInBits(td, to))
		return bitcast(c, v, x, from, to);
	lsv_warn_at(c, v, "%s of a type that @%s's signature does not convert to without a change of bits: "
	            "it is undefined", what, LLVMGetValueName(callee));
	return lsv_undef(c, tt);
}

/* The SPIR-V type of callee f's return value. */
static SpvId
rettype(struct lsv_ctx *c, LLVMValueRef f, LLVMValueRef where)
{
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));

	return isptrty(rt) ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), where) : lsv_type(c, rt);
}

/* An OpFunctionCall of callee. Arguments are cast to the callee's parameter
 * types. When the call's function type is not the callee's, LLVM reads it
 * with the callee's signature: arguments and result are converted
 * (callconv), an argument the call lacks is undefined, an extra one is
 * dropped. */
static SpvId
fncall(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef callee)
{
	unsigned n = LLVMGetNumArgOperands(v), np = LLVMCountParams(callee), i;
	LLVMTypeRef rt = LLVMTypeOf(v), crt = LLVMGetReturnType(LLVMGlobalGetValueType(callee));
	uint32_t *w;
	SpvId id, have;

	w = lsv_alloc(&c->fn, ((size_t)np + 1) * 4);
	w[0] = lsv_global_id(c, callee);
	nobuiltinargs(c, v);
	if (n < np)
		lsv_warn_at(c, v, "a call passing %u of the %u parameters of @%s: the others are undefined", n, np,
		            LLVMGetValueName(callee));
	for (i = 0; i < np; i++) {
		LLVMValueRef prm = LLVMGetParam(callee, i), a = i < n ? LLVMGetOperand(v, i) : NULL;
		SpvId pt = lsv_value_type(c, prm);
		if (!a)
			w[i + 1] = lsv_undef(c, pt);
		else if (c->env->logical && isptrty(LLVMTypeOf(a)) && LLVMTypeOf(a) == LLVMTypeOf(prm))
			w[i + 1] = lsv_val_ptr(c, a, lsv_pointee(c, prm)); /* a logical pointer to prm's pointee */
		else if (LLVMTypeOf(a) == LLVMTypeOf(prm) || LLVMIsUndef(a) || LLVMIsPoison(a))
			w[i + 1] = lsv_val_as(c, a, pt);
		else
			w[i + 1] = callconv(c, v, callee, lsv_val(c, a), LLVMTypeOf(a), LLVMTypeOf(prm), pt, "an argument");
	}
	have = rettype(c, callee, v);
	id = lsv_inst(c, SpvOpFunctionCall, have, w, (size_t)np + 1);
	lsv_fpmath(c, v, id);
	if (crt == rt)
		return isptrty(rt) ? fixptr(c, v, id, have) : id;
	if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
		return 0; /* the result is not used */
	if (LLVMGetTypeKind(crt) == LLVMVoidTypeKind) {
		lsv_warn_at(c, v, "a call that takes a result from @%s, which returns none: it is undefined",
		            LLVMGetValueName(callee));
		return lsv_undef(c, lsv_value_type(c, v));
	}
	return callconv(c, v, callee, id, crt, rt, lsv_value_type(c, v), "a result");
}

static SpvId
call(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef callee = lsv_unalias(LLVMGetCalledValue(v));
	size_t len;
	const char *name;
	bool differs;

	if (LLVMIsAInlineAsm(callee))
		return asmcall(c, v, callee);
	if (!LLVMIsAFunction(callee))
		return indirect(c, v, callee);
	name = LLVMGetValueName2(callee, &len);
	differs = LLVMGlobalGetValueType(callee) != LLVMGetCalledFunctionType(v);
	if (c->env->logical && !differs && lsv_shader_intrinsic(c, v, name, len))
		return 0;
	if (LLVMGetIntrinsicID(callee) || (len > 5 && !memcmp(name, "llvm.", 5))) {
		lsv_bf_check_call(c, v, name, len);
		/* the intrinsic lowerings trust the declared signature */
		if (differs)
			lsv_unsupported(c, v, "a call whose type differs from the callee's");
		if (lsv_intrinsic(c, v, callee, name, len))
			return 0;
	} else if (LLVMIsDeclaration(callee)) {
		/* a builtin is lowered with the call's own argument and result types */
		uint32_t at = c->f->cur->n;
		if (lsv_builtin_call(c, v, callee, name, len)) {
			if (c->blame)
				blamespan(c, v, at);
			return 0;
		}
	}
	if (LLVMIsFunctionVarArg(LLVMGlobalGetValueType(callee)))
		lsv_unsupported(c, v, "a variadic call");
	return fncall(c, v, callee);
}

/* Control flow. A terminator that reaches one phi block along several edges
 * sends the extra edges through trampoline blocks, so each OpPhi parent is a
 * distinct block (the Khronos reader mishandles repeated OpSwitch targets
 * that start with OpPhi). */

static bool
hasphi(LLVMBasicBlockRef bb)
{
	LLVMValueRef i = LLVMGetFirstInstruction(bb);

	return i && LLVMGetInstructionOpcode(i) == LLVMPHI;
}

/* The trampoline label of the k-th extra edge from pred to succ. */
static SpvId
edgelabel(struct lsv_ctx *c, LLVMBasicBlockRef pred, LLVMBasicBlockRef succ, unsigned k)
{
	return lazymemo(c, &c->f->edges, key(LLVMBasicBlockAsValue(pred)),
	                key(LLVMBasicBlockAsValue(succ)), k);
}

/* For each successor of term, how many earlier successors are the same
 * block: one pass with a map, so a switch of many cases stays linear. */
static unsigned *
occurrences(struct lsv_ctx *c, LLVMValueRef term)
{
	unsigned ns = LLVMGetNumSuccessors(term), i;
	unsigned *occ = lsv_alloc(&c->fn, (size_t)(ns ? ns : 1) * sizeof(*occ));
	struct lsv_map seen;

	if (ns <= 2) {
		if (ns == 2 && LLVMGetSuccessor(term, 0) == LLVMGetSuccessor(term, 1))
			occ[1] = 1;
		return occ;
	}
	lsv_map_init(&seen, &c->fn);
	for (i = 0; i < ns; i++) {
		bool fresh;
		uint64_t *n = lsv_map_slot(&seen, key(LLVMBasicBlockAsValue(LLVMGetSuccessor(term, i))), &fresh);
		occ[i] = (unsigned)(*n)++;
	}
	return occ;
}

/* The label a branch from the current block uses for its k-th edge to succ. */
static SpvId
target(struct lsv_ctx *c, LLVMValueRef term, unsigned idx, const unsigned *occ)
{
	LLVMBasicBlockRef s = LLVMGetSuccessor(term, idx);
	unsigned k = occ[idx];
	SpvId t;

	if (!k || !hasphi(s))
		return label(c, s);
	t = edgelabel(c, c->f->bb, s, k);
	EMIT(c, &c->f->tramp, SpvOpLabel, t);
	EMIT(c, &c->f->tramp, SpvOpBranch, label(c, s));
	return t;
}

/* The id of phi's incoming pointer cast on the edge from pred (the third
 * word keeps these apart from lsv_val_as's casts, whose third is a label). */
static SpvId
phicast(struct lsv_ctx *c, LLVMValueRef phi, LLVMBasicBlockRef pred)
{
	return lazymemo(c, &c->f->casts, key(phi), key(LLVMBasicBlockAsValue(pred)), UINT64_MAX);
}

/* The id an incoming value has on the edge from pred: the value itself, or a
 * cast made at the end of pred (lazy id, emitted by edgecasts). */
static SpvId
incoming(struct lsv_ctx *c, LLVMValueRef phi, LLVMValueRef v, LLVMBasicBlockRef pred)
{
	SpvId ty = lsv_value_type(c, phi);

	if (!isptrty(LLVMTypeOf(v)) || LLVMIsAConstantPointerNull(v) || LLVMIsUndef(v) ||
	    lsv_value_type(c, v) == ty)
		return lsv_val_as(c, v, ty);
	return phicast(c, phi, pred);
}

static void
edgecasts(struct lsv_ctx *c, LLVMValueRef term, const unsigned *occ)
{
	unsigned ns = LLVMGetNumSuccessors(term), s, i, n;
	LLVMBasicBlockRef pred = c->f->bb;

	for (s = 0; s < ns; s++) {
		LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
		LLVMValueRef phi;
		if (occ[s])
			continue;
		for (phi = LLVMGetFirstInstruction(succ); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
		     phi = LLVMGetNextInstruction(phi)) {
			SpvId ty;
			if (!isptrty(LLVMTypeOf(phi)))
				continue; /* only pointers are ever cast */
			ty = lsv_value_type(c, phi);
			n = LLVMCountIncoming(phi);
			for (i = 0; i < n; i++) {
				LLVMValueRef v = LLVMGetIncomingValue(phi, i);
				if (LLVMGetIncomingBlock(phi, i) != pred)
					continue;
				if (isptrty(LLVMTypeOf(v)) && !LLVMIsAConstantPointerNull(v) && !LLVMIsUndef(v) &&
				    lsv_value_type(c, v) != ty) {
					SpvId id = phicast(c, phi, pred);
					EMIT(c, c->f->cur, SpvOpBitcast, ty, id, lsv_val(c, v));
				}
				break;
			}
		}
	}
}

/* The incoming values of a phi are filled in after the whole function is
 * lowered (phifix), when every value has its id: a forward reference from a
 * loop header would otherwise need an OpCopyObject at the definition. */
static SpvId
phi(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = LLVMCountIncoming(v), i, m = 0;
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n * 2 + 2) * 4);
	struct lsv_map seen;
	SpvId id = lsv_id(c);

	lsv_map_init(&seen, &c->fn);
	w[m++] = lsv_value_type(c, v);
	w[m++] = id;
	for (i = 0; i < n; i++) {
		LLVMBasicBlockRef pred = LLVMGetIncomingBlock(v, i);
		bool fresh;
		uint64_t *k;
		if (!lsv_map_get(&c->f->reach, key(LLVMBasicBlockAsValue(pred))))
			continue;
		k = lsv_map_slot(&seen, key(LLVMBasicBlockAsValue(pred)), &fresh);
		w[m++] = 0; /* the value, by phifix */
		w[m++] = *k ? edgelabel(c, pred, c->f->bb, (unsigned)*k) : label(c, pred);
		(*k)++;
	}
	lsv_vec_push(&c->f->phis, c->f->cur->n);
	lsv_vec_push(&c->f->phis, (uint32_t)(key(v) & 0xffffffffu));
	lsv_vec_push(&c->f->phis, (uint32_t)(key(v) >> 32));
	lsv_emit(c, c->f->cur, SpvOpPhi, w, m);
	return id;
}

static void
phifix(struct lsv_ctx *c)
{
	uint32_t j;

	c->f->cur = &c->f->pro; /* casts of function-wide values, if any */
	for (j = 0; j < c->f->phis.n; j += 3) {
		uint32_t at = c->f->phis.w[j] + 3; /* opcode word, type, result */
		LLVMValueRef v = (LLVMValueRef)(uintptr_t)((uint64_t)c->f->phis.w[j + 2] << 32 | c->f->phis.w[j + 1]);
		unsigned n = LLVMCountIncoming(v), i;
		for (i = 0; i < n; i++) {
			LLVMBasicBlockRef pred = LLVMGetIncomingBlock(v, i);
			SpvId x, last;
			if (!lsv_map_get(&c->f->reach, key(LLVMBasicBlockAsValue(pred))))
				continue;
			c->f->bb = LLVMGetInstructionParent(v);
			x = incoming(c, v, LLVMGetIncomingValue(v, i), pred);
			c->f->body.w[at] = x;
			/* a block split by lsv_start_block reaches its successors from its last part */
			last = (SpvId)lsv_map_get(&c->f->exits, key(LLVMBasicBlockAsValue(pred)));
			if (last && c->f->body.w[at + 1] == label(c, pred))
				c->f->body.w[at + 1] = last;
			at += 2;
		}
	}
	c->f->cur = &c->f->body;
}

static void
br(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned *occ = occurrences(c, v);

	edgecasts(c, v, occ);
	if (!LLVMIsConditional(v)) {
		EMIT(c, c->f->cur, SpvOpBranch, target(c, v, 0, occ));
		return;
	}
	/* successor 0 is the true target */
	SpvId cond = lsv_val(c, LLVMGetCondition(v));
	SpvId t = target(c, v, 0, occ), f = target(c, v, 1, occ);
	EMIT(c, c->f->cur, SpvOpBranchConditional, cond, t, f);
}

/* OpSwitch for terminator v: a switch, or the indirectbr that follows an
 * llvm.spv.switch call (src). Operand 0 of src is the selector, operand 2k
 * the value of case k, successor k of v its block. */
static void
switchfrom(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef src)
{
	LLVMValueRef cond = LLVMGetOperand(src, 0); /* LLVMGetCondition is for br only */
	LLVMTypeRef t = LLVMTypeOf(cond);
	unsigned ns = LLVMGetNumSuccessors(v), i, m = 0, nw;
	uint32_t *w;
	SpvId sel = lsv_val(c, cond);
	unsigned *occ;

	/* universal limits: an OpSwitch holds at most 16383 (literal, label) pairs */
	if (ns - 1 > 16383)
		lsv_fail_at(c, v, "a switch with %u cases is not supported for %s (SPIR-V allows 16383)", ns - 1,
		            c->tgt.triple);
	occ = occurrences(c, v);

	edgecasts(c, v, occ);
	if (lsv_is_bool(t)) {
		LLVMTypeRef i32 = LLVMIntTypeInContext(c->llctx, 32);
		sel = intcast(c, sel, t, i32, ZEXT);
		t = i32;
	}
	nw = (legalbits(c, t) + 31) / 32; /* words per literal */
	w = lsv_alloc(&c->fn, (size_t)ns * (nw + 1) * 4 + 8);
	w[m++] = sel;
	w[m++] = target(c, v, 0, occ);
	for (i = 1; i < ns; i++) {
		LLVMValueRef k = LLVMGetOperand(src, 2 * i);
		if (lsv_is_bool(LLVMTypeOf(k)))
			w[m] = (uint32_t)LLVMConstIntGetZExtValue(k);
		else
			lsv_const_words(c, k, legalbits(c, t), w + m);
		m += nw;
		w[m++] = target(c, v, i, occ);
	}
	lsv_emit(c, c->f->cur, SpvOpSwitch, w, m);
}

static void
switch_(struct lsv_ctx *c, LLVMValueRef v)
{
	switchfrom(c, v, v);
}

/* The SPIR-V backend's form of a switch: llvm.spv.switch(selector, default
 * blockaddress, value, blockaddress, ...) and then an indirectbr to those
 * blocks in that order. */
static void
indirectbr(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef call = LLVMGetPreviousInstruction(v), callee;
	unsigned ns = LLVMGetNumSuccessors(v), i;
	size_t len = 0;
	const char *name = NULL;

	callee = call && LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
	if (callee && LLVMIsAFunction(callee))
		name = LLVMGetValueName2(callee, &len);
	if (len < 15 || memcmp(name, "llvm.spv.switch", 15) || (len > 15 && name[15] != '.') ||
	    LLVMGetNumArgOperands(call) != 2 * ns ||
	    !lsv_is_int(LLVMTypeOf(LLVMGetOperand(call, 0))) || lsv_vec_len(LLVMTypeOf(LLVMGetOperand(call, 0))))
		lsv_unsupported(c, v, "indirectbr");
	for (i = 0; i < ns; i++) {
		LLVMValueRef ba = LLVMGetOperand(call, 2 * i + 1), val = LLVMGetOperand(call, 2 * i);
		if (!LLVMIsABlockAddress(ba) || LLVMValueAsBasicBlock(LLVMGetOperand(ba, 1)) != LLVMGetSuccessor(v, i) ||
		    (i && (!LLVMIsAConstantInt(val) || LLVMTypeOf(val) != LLVMTypeOf(LLVMGetOperand(call, 0)))))
			lsv_unsupported(c, call, "an llvm.spv.switch whose blocks differ from the indirectbr after it");
	}
	switchfrom(c, v, call);
}

static void
ret(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef f = c->f->f;
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));

	if (!LLVMGetNumOperands(v)) {
		EMIT0(c, c->f->cur, SpvOpReturn);
		return;
	}
	LLVMValueRef x = LLVMGetOperand(v, 0);
	SpvId ty = isptrty(rt) ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), v) : lsv_type(c, rt);
	EMIT(c, c->f->cur, SpvOpReturnValue, lsv_val_as(c, x, ty));
}

/* freeze: an undef or poison constant is 0, a stable value. Any other value
 * is OpFreezeKHR with SPV_KHR_poison_freeze, which pins a value that an
 * OpUndef reached to one bit pattern; without it, the value itself. */
static SpvId
freeze(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef x = LLVMGetOperand(v, 0);
	SpvId ty = lsv_value_type(c, v);

	if (LLVMIsUndef(x) || LLVMIsPoison(x))
		return lsv_zero_of(c, LLVMTypeOf(v));
	/* a logical pointer can only be what its access chain made */
	if (lsv_op_ok(c, SpvOpFreezeKHR) && !(c->env->logical && isptrty(LLVMTypeOf(v))))
		return INST(c, SpvOpFreezeKHR, ty, lsv_val_as(c, x, ty));
	return lsv_val_as(c, x, ty);
}

SpvId
lsv_lower_as(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op)
{
	switch (op) {
	case LLVMExtractElement: return extractelt(c, v);
	case LLVMInsertElement: return insertelt(c, v);
	case LLVMFreeze: return freeze(c, v);
	case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt: case LLVMFPToUI:
	case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMBitCast:
		return cast(c, v, op);
	default:
		return binop(c, v, op);
	}
}

/* Blocks inside one LLVM block: a lowering that needs control flow (a
 * counted loop, a compare-and-swap retry, a masked lane) ends the current
 * SPIR-V block and starts others; the successors' phis then name the last
 * one (phifix). */
void
lsv_start_block(struct lsv_ctx *c, SpvId l)
{
	bool fresh;

	if (c->f->cur != &c->f->body)
		lsv_bug("a block started outside a function body");
	EMIT(c, c->f->cur, SpvOpLabel, l);
	c->f->label = l;
	*lsv_map_slot(&c->f->exits, key(LLVMBasicBlockAsValue(c->f->bb)), &fresh) = l;
}

/* Lower instruction or constant expression v; returns its result id (0 for
 * none). */
static SpvId
lower(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op)
{
	if (c->env->logical) {
		bool done;
		SpvId id = lsv_logical(c, v, op, &done);
		if (done)
			return id;
	}
	switch (op) {
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
	case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
		return binop(c, v, op);
	case LLVMFNeg: return fneg(c, v);
	case LLVMICmp: return icmp(c, v);
	case LLVMFCmp: return lsv_lower_fcmp(c, v, LLVMGetFCmpPredicate(v));
	case LLVMSelect: return select_(c, v);
	case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPTrunc: case LLVMFPExt:
	case LLVMFPToUI: case LLVMFPToSI: case LLVMUIToFP: case LLVMSIToFP: case LLVMPtrToInt:
	case LLVMIntToPtr: case LLVMBitCast: case LLVMAddrSpaceCast:
		return cast(c, v, op);
	case LLVMAlloca: return alloca_(c, v);
	case LLVMLoad: return load(c, v);
	case LLVMStore: store(c, v); return 0;
	case LLVMGetElementPtr: return gep(c, v);
	case LLVMExtractElement: return extractelt(c, v);
	case LLVMInsertElement: return insertelt(c, v);
	case LLVMShuffleVector: return shuffle(c, v);
	case LLVMExtractValue: return extractvalue(c, v);
	case LLVMInsertValue: return insertvalue(c, v);
	case LLVMPHI: return phi(c, v);
	case LLVMBr: br(c, v); return 0;
	case LLVMSwitch: switch_(c, v); return 0;
	case LLVMRet: ret(c, v); return 0;
	case LLVMUnreachable: EMIT0(c, c->f->cur, SpvOpUnreachable); return 0;
	case LLVMCall: return call(c, v);
	case LLVMFreeze: return freeze(c, v);
	case LLVMAtomicRMW: return atomicrmw(c, v);
	case LLVMAtomicCmpXchg: return cmpxchg(c, v);
	case LLVMFence: fence(c, v); return 0;
	case LLVMInvoke: lsv_unsupported(c, v, "invoke (exception handling)");
	case LLVMIndirectBr: indirectbr(c, v); return 0;
	case LLVMVAArg: lsv_unsupported(c, v, "va_arg");
	case LLVMCallBr: lsv_unsupported(c, v, "callbr");
	default: lsv_unsupported(c, v, "this instruction");
	}
}

static void
block(struct lsv_ctx *c, LLVMBasicBlockRef bb, bool entry)
{
	LLVMValueRef i;

	c->f->bb = bb;
	c->f->label = label(c, bb);
	lsv_name_value(c, c->f->label, LLVMBasicBlockAsValue(bb));
	if (!entry)
		EMIT(c, &c->f->body, SpvOpLabel, c->f->label);
	c->f->tramp.n = 0;
	for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
		LLVMOpcode op = LLVMGetInstructionOpcode(i);
		SpvId id;
		void *decos;
		if (c->env->logical && lsv_logical_skip(c, i))
			continue;
		c->f->at = i;
		/* a specialization constant is module-level: lsv_val gives its id */
		if (c->hasspec && lsv_spec_of(c, i))
			continue;
		lsv_debug_loc(c, i);
		/* before the terminator: the pointer phis' incoming values, then
		 * the merge instruction, which must come right before it */
		if (c->env->logical && LLVMIsATerminatorInst(i))
			lsv_logical_phis(c, bb);
		if (c->env->structured && LLVMIsATerminatorInst(i))
			lsv_cfg_merge(c, bb);
		else if (LLVMIsATerminatorInst(i))
			lsv_loop_control(c, bb);
		decos = lsv_inst_decos_before(c, i);
		id = lower(c, i, op);
		if (id) {
			lsv_set_val(c, i, id);
			/* an alloca's name goes to its OpVariable, not to a cast of it */
			lsv_name_value(c, op == LLVMAlloca ? (SpvId)lsv_map_get(&c->f->allocas, key(i)) : id, i);
		}
		if (decos)
			lsv_inst_decos_after(c, i, decos);
	}
	lsv_vec_append(&c->f->body, c->f->tramp.w, c->f->tramp.n);
}

void
lsv_isel_fn(struct lsv_ctx *c, LLVMValueRef f, SpvId fid)
{
	struct lsv_fnstate *fs = lsv_alloc(&c->fn, sizeof(*fs));
	struct lsv_blocks b;
	struct lsv_vec hdr, *out = &c->sec[SEC_FDEF];
	unsigned n = LLVMCountParams(f), i;
	SpvId *params = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(SpvId)), entry;
	int vla;

	fs->f = f;
	fs->at = NULL;
	lsv_vec_init(&fs->vars, &c->fn);
	lsv_vec_init(&fs->pro, &c->fn);
	lsv_vec_init(&fs->body, &c->fn);
	lsv_vec_init(&fs->tramp, &c->fn);
	lsv_vec_init(&fs->phis, &c->fn);
	lsv_vec_init(&fs->spans, &c->fn);
	lsv_vec_init(&hdr, &c->fn);
	lsv_map_init(&fs->vals, &c->fn);
	lsv_map_init(&fs->casts, &c->fn);
	lsv_map_init(&fs->edges, &c->fn);
	lsv_map_init(&fs->reach, &c->fn);
	lsv_map_init(&fs->exits, &c->fn);
	lsv_map_init(&fs->allocas, &c->fn);
	lsv_map_init(&fs->lptrs, &c->fn);
	lsv_vec_init(&fs->lphis, &c->fn);
	lsv_map_init(&fs->merges, &c->fn);
	fs->cur = &fs->body;
	c->f = fs;

	lsv_fn_header(c, &hdr, f, fid, params);
	for (i = 0; i < n; i++)
		lsv_set_val(c, LLVMGetParam(f, i), params[i]);
	vla = lsv_op_ok(c, SpvOpVariableLengthArrayINTEL) ? hasvla(f) : 0;
	fs->vla = vla != 0;
	/* "every OpVariableLengthArrayINTEL must be dominated by at least one
	 * OpSaveMemoryINTEL": one at the top of the function dominates them all */
	if (vla == 2) {
		fs->cur = &fs->pro;
		lsv_inst(c, SpvOpSaveMemoryINTEL, lsv_ptr_type(c, SpvStorageClassFunction, lsv_int_type(c, 8)),
		         (const uint32_t[]){0}, 0);
		fs->cur = &fs->body;
	}
	lsv_cfg_order(c, f, &b);
	lsv_loop_headers(c, b.order, b.n);
	for (i = 0; i < b.n; i++) {
		bool fresh;
		*lsv_map_slot(&fs->reach, key(LLVMBasicBlockAsValue(b.order[i])), &fresh) = 1;
	}
	if (c->env->structured)
		lsv_cfg_structure(c, f, &b);
	if (c->env->logical)
		lsv_logical_fold(c, f);
	entry = label(c, b.order[0]);
	for (i = 0; i < b.n; i++)
		block(c, b.order[i], i == 0);
	if (c->env->structured)
		lsv_cfg_finish(c);
	phifix(c);
	if (c->env->logical)
		lsv_logical_phifix(c);

	lsv_vec_append(out, hdr.w, hdr.n);
	EMIT(c, out, SpvOpLabel, entry);
	lsv_vec_append(out, fs->vars.w, fs->vars.n);
	lsv_debug_fnbody(c, out);
	lsv_vec_append(out, fs->pro.w, fs->pro.n);
	for (i = 0; i < fs->spans.n; i += 4) {
		uint32_t span[4] = {out->n + fs->spans.w[i], out->n + fs->spans.w[i + 1], fs->spans.w[i + 2],
		                    fs->spans.w[i + 3]};
		lsv_vec_append(&c->spans, span, 4);
	}
	lsv_vec_append(out, fs->body.w, fs->body.n);
	EMIT0(c, out, SpvOpFunctionEnd);
	c->f = NULL;
}
