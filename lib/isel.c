/* isel.c: lowering of one function body. Blocks in reverse post-order, one
 * switch over the LLVM opcode, one helper per family (memory in mem.c, control
 * flow in flow.c). Operands go through a lazy value -> id map, so forward
 * references (phis) need no patching. A pointer operand is cast to the
 * pointee its use needs (ptrinfer.c chose the value's own). Widened odd-width
 * integers are kept zero-extended: results that could set the high bits are
 * masked, signed operations sign-extend their operands first. Constant
 * expressions are materialised once per function in a prologue after the
 * entry block's variables. */
#include <string.h>

#include <llvm-c/Target.h>

#include "lsv.h"

static SpvId lower(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op);
static SpvId ptrlanes(struct lsv_ctx *c, LLVMValueRef a);

uint64_t
lsv_key(LLVMValueRef v)
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
SpvId
lsv_lazymemo(struct lsv_ctx *c, struct lsv_map *m, uint64_t a, uint64_t b, uint64_t d)
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
	return lazy(&c->f->vals, c, lsv_key(LLVMBasicBlockAsValue(bb)));
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

/* Does instruction v make or take a vector of more than 16 lanes? */
static bool
haslong(LLVMValueRef v)
{
	int n = LLVMGetNumOperands(v), k;

	if (lsv_vec_len(LLVMTypeOf(v)) > 16)
		return true;
	for (k = 0; k < n; k++)
		if (lsv_vec_len(LLVMTypeOf(LLVMGetOperand(v, k))) > 16)
			return true;
	return false;
}

SpvId
lsv_extinst(struct lsv_ctx *c, SpvId type, int set, uint32_t num, const SpvId *args, size_t n)
{
	uint32_t buf[12];

	if (n + 2 > LSV_LEN(buf))
		lsv_bug("extended instruction with %zu operands", n);
	/* SPV_EXT_long_vector leaves the extended sets as they are: OpenCL.std
	 * takes vectors of 2, 3, 4, 8 and 16 components (widevec.c splits the
	 * elementwise intrinsics that become one; this is for anything else) */
	if (c->f && c->f->at && haslong(c->f->at))
		lsv_unsupported(c, c->f->at, "an extended instruction on a vector of more than 16 elements "
		                "(OpenCL.std takes at most 16 components, with SPV_EXT_long_vector too)");
	buf[0] = lsv_import(c, set);
	buf[1] = num;
	memcpy(buf + 2, args, n * 4);
	return lsv_inst(c, SpvOpExtInst, type, buf, n + 2);
}

void
lsv_set_val(struct lsv_ctx *c, LLVMValueRef v, SpvId id)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(&c->f->vals, lsv_key(v), &fresh);

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
	uint64_t got = lsv_map_get(&c->f->vals, lsv_key(v));
	struct lsv_vec *save = c->f->cur;
	SpvId id;
	bool fresh;

	if (got)
		return (SpvId)got;
	c->f->cur = &c->f->pro;
	if (LLVMIsAGlobalVariable(v)) {
		SpvId pt = lsv_ptr_type(c, SpvStorageClassGeneric, lsv_global_pointee(c, v));
		id = INST(c, SpvOpPtrCastToGeneric, pt, lsv_global_id(c, v));
	} else if (!LLVMIsAConstantExpr(v)) {
		id = ptrlanes(c, v);
	} else {
		lsv_enter(c, v, "constant expressions");
		id = lower(c, v, LLVMGetConstOpcode(v));
		lsv_leave(c);
	}
	c->f->cur = save;
	*lsv_map_slot(&c->f->vals, lsv_key(v), &fresh) = id;
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
		return id ? id : lazy(&c->f->vals, c, lsv_key(v));
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

bool
lsv_isptrty(LLVMTypeRef t)
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
	/* untyped pointers of one storage class are one type */
	return from == to ? v : INST(c, SpvOpBitcast, to, v);
}

SpvId
lsv_val_as(struct lsv_ctx *c, LLVMValueRef v, SpvId type)
{
	SpvId have, id, *slot;
	bool fresh;
	struct lsv_vec *save;

	if (LLVMIsUndef(v) || LLVMIsPoison(v))
		return lsv_undef(c, type);
	if (!lsv_isptrty(LLVMTypeOf(v)))
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

SpvId
lsv_val_tptr(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef pointee)
{
	SpvId id = lsv_val_ptr(c, v, pointee), pt;
	SpvStorageClass sc;

	if (!c->untyped || !lsv_ptr_untyped(c, pt = lsv_ptr_to(c, LLVMTypeOf(v), pointee, v)))
		return id;
	sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(v)), v);
	return INST(c, SpvOpBitcast, lsv_typed_ptr_type(c, sc, lsv_pointee_type(c, LLVMTypeOf(v), pointee, v)), id);
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

/* Integer helpers for widened odd widths. */

unsigned
lsv_llbits(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(t) : 0;
}

unsigned
lsv_legalbits(struct lsv_ctx *c, LLVMTypeRef t)
{
	return lsv_int_width(c, lsv_llbits(t), NULL);
}

bool
lsv_odd(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned b = lsv_llbits(t);

	return b > 1 && lsv_legalbits(c, t) != b;
}

static SpvId
cbool(struct lsv_ctx *c, LLVMTypeRef t, bool b)
{
	unsigned n = lsv_vec_len(t);
	SpvId s = lsv_const_bool(c, b);

	return n > 1 ? lsv_const_splat(c, lsv_type(c, t), s, n) : s;
}

/* The same shape as t with elements of integer type `bits`. */
LLVMTypeRef
lsv_intlike(struct lsv_ctx *c, LLVMTypeRef t, unsigned bits)
{
	LLVMTypeRef i = LLVMIntTypeInContext(c->llctx, bits);

	return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(i, LLVMGetVectorSize(t)) : i;
}

SpvId
lsv_mask(struct lsv_ctx *c, SpvId x, LLVMTypeRef t)
{
	unsigned b = lsv_llbits(t);

	if (!lsv_odd(c, t))
		return x;
	return INST(c, SpvOpBitwiseAnd, lsv_type(c, t), x, lsv_const_of(c, t, (1ull << b) - 1));
}

SpvId
lsv_sextinreg(struct lsv_ctx *c, SpvId x, LLVMTypeRef t)
{
	unsigned sh = lsv_legalbits(c, t) - lsv_llbits(t);
	SpvId ty = lsv_type(c, t), k;

	if (!lsv_odd(c, t))
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
SpvId
lsv_intcast(struct lsv_ctx *c, SpvId x, LLVMTypeRef from, LLVMTypeRef to, int kind)
{
	unsigned fb = lsv_llbits(from), tb = lsv_llbits(to);
	unsigned fw = lsv_legalbits(c, from), tw = lsv_legalbits(c, to);
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
		x = lsv_sextinreg(c, x, from);
	if (fw != tw)
		x = INST(c, kind == SEXT ? SpvOpSConvert : SpvOpUConvert, ty, x);
	if (kind == SEXT || (kind == TRUNC && tb < fb))
		x = lsv_mask(c, x, to);
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

/* SPV_KHR_float_controls2's bits (its values are those of the INTEL
 * extension's two, plus AllowTransform). The extension deprecates Fast: "set
 * all the other FPFastMath bits instead", and AllowTransform "must be set
 * only with AllowContract and AllowReassoc"; LLVM's `fast` (every flag) is
 * the one set that grants real-number transformations in general. */
#define FC2_CONTRACT_REASSOC (SpvFPFastMathModeAllowContractFastINTELMask | SpvFPFastMathModeAllowReassocINTELMask)
#define FC2_ALLOW_TRANSFORM 0x40000u

static uint32_t
fc2bits(LLVMFastMathFlags f)
{
	uint32_t m = 0;

	if (f & LLVMFastMathAllowContract)
		m |= SpvFPFastMathModeAllowContractFastINTELMask;
	if (f & LLVMFastMathAllowReassoc)
		m |= SpvFPFastMathModeAllowReassocINTELMask;
	if ((f & LLVMFastMathAll) == LLVMFastMathAll)
		m |= FC2_ALLOW_TRANSFORM;
	return m;
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
	/* "This extension requires SPIR-V 1.2": below that, the bits of old */
	if (lsv_ext_on(&c->tgt, lsv_ext_index("SPV_KHR_float_controls2", 23)) && c->tgt.maxversion >= LSV_V(1, 2)) {
		m |= fc2bits(f);
		if (m) {
			lsv_req_enum(c, LSV_K_Capability, SpvCapabilityFloatControls2);
			lsv_req_version(c, LSV_V(1, 2), "SPV_KHR_float_controls2");
		}
	} else if ((f & LLVMFastMathAll) == LLVMFastMathAll)
		m |= SpvFPFastMathModeFastMask;
	/* contract and reassoc have bits only with SPV_INTEL_fp_fast_math_mode
	 * (both need its FPFastMathModeINTEL); without it they are permissions
	 * left unused */
	if ((f & (LLVMFastMathAllowContract | LLVMFastMathAllowReassoc)) && !(m & FC2_CONTRACT_REASSOC) &&
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
	if (rule == SIGN && lsv_odd(c, t)) {
		x = lsv_sextinreg(c, x, t);
		y = op == LLVMAShr ? y : lsv_sextinreg(c, y, t);
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
	return rule == KEEP ? id : lsv_mask(c, id, t);
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
	SpvId st = lsv_sizet(c), *lanes = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(*lanes));

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
	SpvId *w;

	if (n == 1)
		return x;
	w = lsv_alloc(&c->fn, (size_t)n * sizeof(*w));
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
			x = lsv_intcast(c, lsv_val(c, ix), it, szv, lsv_llbits(it) < c->tgt.ptrbits ? SEXT : TRUNC);
		} else {
			x = lsv_intcast(c, lsv_val(c, ix), it, sz, lsv_llbits(it) < c->tgt.ptrbits ? SEXT : TRUNC);
			x = splat(c, ty, x, n);
		}
		if (step != 1)
			x = INST(c, SpvOpIMul, ty, x, lsv_const_of(c, szv, step));
		acc = INST(c, SpvOpIAdd, ty, acc, x);
	}
	return acc;
}

static SpvId
gep(struct lsv_ctx *c, LLVMValueRef v)
{
	if (lsv_is_ptrvec(LLVMTypeOf(v)))
		return vgep(c, v);
	return lsv_lower_gep(c, v, LLVMGetGEPSourceElementType(v), LLVMGetOperand(v, 0), 1, LLVMGetNumOperands(v),
	                     LLVMIsInBounds(v));
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
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, a), st = lsv_sizet(c);
	SpvId i8 = lsv_int_type(c, 8), gp = lsv_ptr_type(c, SpvStorageClassGeneric, i8);
	SpvId *lanes = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(*lanes));

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
	if (lsv_isptrty(t)) {
		SpvId st = lsv_sizet(c);
		x = INST(c, SpvOpConvertPtrToU, st, lsv_val(c, a));
		y = INST(c, SpvOpConvertPtrToU, st, lsv_val(c, b));
		return INST(c, sop, rt, x, y);
	}
	if (lsv_vec_len(t) && lsv_isptrty(LLVMGetElementType(t)))
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
		it = lsv_intlike(c, t, 8);
		x = lsv_intcast(c, x, t, it, sgn ? SEXT : ZEXT);
		y = lsv_intcast(c, y, t, it, sgn ? SEXT : ZEXT);
		return INST(c, sop, rt, x, y);
	}
	if (sgn) {
		x = lsv_sextinreg(c, x, t);
		y = lsv_sextinreg(c, y, t);
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
		uint32_t *w = lsv_alloc(&c->fn, (size_t)n * 4); /* past 16 with SPV_EXT_long_vector */
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
	return lsv_intcast(c, x, ib, it, ZEXT);
}

/* The low bits of integer y (type it) as a scalar of type et. */
static SpvId
lanefrombits(struct lsv_ctx *c, SpvId y, LLVMTypeRef it, LLVMTypeRef et)
{
	LLVMTypeRef ib = LLVMIntTypeInContext(c->llctx, lsv_scalar_bits(et));

	y = lsv_intcast(c, y, it, ib, TRUNC);
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
	SpvId ity, acc = 0, *parts = lsv_alloc(&c->fn, (size_t)(nt ? nt : 1) * sizeof(*parts));

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
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)big + 2) * 4);
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
	if (lsv_odd(c, from) || lsv_odd(c, to) || lsv_is_bool(from) || lsv_is_bool(to))
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
	if (op == LLVMBitCast && lsv_isptrty(to))
		return lsv_val_as(c, a, lsv_value_type(c, v));
	if (op == LLVMBitCast && lsv_is_ptrvec(to)) /* from the same type */
		return lsv_val(c, a);
	ty = lsv_type(c, to);
	x = lsv_val(c, a);
	if ((lsv_is_bf(from) || lsv_is_bf(to)) && (id = lsv_bf_cast(c, v, op, &x, &from, to)))
		return id;
	switch (op) {
	case LLVMTrunc: return lsv_intcast(c, x, from, to, TRUNC);
	case LLVMZExt: return lsv_intcast(c, x, from, to, ZEXT);
	case LLVMSExt: return lsv_intcast(c, x, from, to, SEXT);
	case LLVMFPTrunc:
	case LLVMFPExt: return INST(c, SpvOpFConvert, ty, x);
	case LLVMFPToUI:
	case LLVMFPToSI: {
		SpvOp o = op == LLVMFPToUI ? SpvOpConvertFToU : SpvOpConvertFToS;
		if (lsv_is_bool(to)) {
			LLVMTypeRef it = lsv_intlike(c, to, 32);
			x = INST(c, o, lsv_type(c, it), x);
			return INST(c, SpvOpINotEqual, ty, x, lsv_const_of(c, it, 0));
		}
		return lsv_mask(c, INST(c, o, ty, x), to);
	}
	case LLVMUIToFP:
		if (lsv_is_bool(from))
			return boolsel(c, x, ty, lsv_const_fp_of(c, to, 1), lsv_const_fp_of(c, to, 0));
		return INST(c, SpvOpConvertUToF, ty, x);
	case LLVMSIToFP:
		if (lsv_is_bool(from))
			return boolsel(c, x, ty, lsv_const_fp_of(c, to, -1), lsv_const_fp_of(c, to, 0));
		return INST(c, SpvOpConvertSToF, ty, lsv_sextinreg(c, x, from));
	case LLVMPtrToInt: {
		LLVMTypeRef st = lsv_intlike(c, to, c->tgt.ptrbits);
		if (!lsv_is_ptrvec(from)) /* a vector of pointers is its addresses */
			x = INST(c, SpvOpConvertPtrToU, lsv_sizet(c), x);
		return lsv_llbits(to) == c->tgt.ptrbits ? x : lsv_intcast(c, x, st, to, TRUNC);
	}
	case LLVMIntToPtr: {
		LLVMTypeRef st = lsv_intlike(c, from, c->tgt.ptrbits);
		if (lsv_llbits(from) != c->tgt.ptrbits)
			x = lsv_intcast(c, x, from, st, lsv_llbits(from) < c->tgt.ptrbits ? ZEXT : TRUNC);
		return lsv_is_ptrvec(to) ? x : INST(c, SpvOpConvertUToPtr, lsv_value_type(c, v), x);
	}
	case LLVMBitCast: return bitcast(c, v, x, from, to);
	default:
		lsv_bug("not a cast");
	}
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
		x = INST(c, SpvOpVectorExtractDynamic, ty, x, lsv_laneindex(c, ix));
	}
	return lsv_isptrty(LLVMTypeOf(v)) ? INST(c, SpvOpConvertUToPtr, lsv_value_type(c, v), x) : x;
}

static SpvId
insertelt(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef vec = LLVMGetOperand(v, 0), e = LLVMGetOperand(v, 1), ix = LLVMGetOperand(v, 2);
	unsigned n = lsv_vec_len(LLVMTypeOf(vec));
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, vec);
	SpvId y = lsv_isptrty(LLVMTypeOf(e)) ? ptraddr(c, e) : lsv_val(c, e);

	if (LLVMIsAConstantInt(ix)) {
		uint64_t k = LLVMConstIntGetZExtValue(ix);
		if (k >= n)
			return lsv_undef(c, ty);
		return n == 1 ? y : INST(c, SpvOpCompositeInsert, ty, y, x, (uint32_t)k);
	}
	if (n == 1)
		return y;
	return INST(c, SpvOpVectorInsertDynamic, ty, x, y, lsv_laneindex(c, ix));
}

static SpvId
shuffle(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
	LLVMTypeRef et = LLVMGetElementType(LLVMTypeOf(a));
	unsigned n = lsv_vec_len(LLVMTypeOf(a)), m = LLVMGetNumMaskElements(v), i;
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, a), y = lsv_val(c, b);
	SpvId ety = lsv_isptrty(et) ? lsv_sizet(c) : lsv_type(c, et);
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
	return lsv_isptrty(LLVMTypeOf(v)) ? fixptr(c, v, id, ty) : id;
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

/* Blame mode (compile.c): the words builtin call v lowered to, from body
 * offset at; and its result checked against its declared type, which the
 * validator only sees where the result is used. */
static void
blamespan(struct lsv_ctx *c, LLVMValueRef v, uint32_t at)
{
	LLVMTypeRef rt = LLVMTypeOf(v);
	uint64_t id = lsv_map_get(&c->f->vals, lsv_key(v)), have;
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
		if (lsv_map_get(&c->f->vals, lsv_key(LLVMGetOperand(v, i))) == id)
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
		LLVMValueRef bv = lsv_builtinvar(LLVMGetOperand(v, i));
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

	lsv_variable(c, &c->f->vars, pt, tmp, SpvStorageClassFunction, pointee, 0);
	/* sized rather than OpCopyMemory, which llvm-spirv-15 -r cannot read */
	EMIT(c, c->f->cur, SpvOpCopyMemorySized, tmp, lsv_val_ptr(c, a, t), lsv_const_of(c, lsv_sizetype(c), size));
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
		LLVMAttributeRef at = lsv_isptrty(pt[i]) ? LLVMGetCallSiteEnumAttribute(v, i + 1, byval) : NULL;
		if (at && LLVMIsTypeAttribute(at))
			w[i + 1] = byvalcopy(c, v, i, LLVMGetTypeAttributeValue(at), lsv_type(c, pt[i]));
		else
			w[i + 1] = lsv_val_as(c, LLVMGetOperand(v, i), lsv_type(c, pt[i]));
	}
	ty = lsv_type(c, rt);
	id = lsv_inst(c, op, ty, w, (size_t)n + 1);
	return lsv_isptrty(rt) ? fixptr(c, v, id, ty) : id;
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
	slot = lsv_map_slot(&c->gvals, lsv_key(a), &fresh);
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
	*lsv_map_slot(&c->gvals, lsv_key(a), &fresh) = w.w[1];
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
	if (fk == LLVMPointerTypeKind && tk == LLVMIntegerTypeKind && lsv_llbits(to) == c->tgt.ptrbits)
		return INST(c, SpvOpConvertPtrToU, tt, x);
	if (fk == LLVMIntegerTypeKind && tk == LLVMPointerTypeKind && lsv_llbits(from) == c->tgt.ptrbits)
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

	return lsv_isptrty(rt) ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), where) : lsv_type(c, rt);
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
		else if (c->env->logical && lsv_isptrty(LLVMTypeOf(a)) && LLVMTypeOf(a) == LLVMTypeOf(prm))
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
		return lsv_isptrty(rt) ? fixptr(c, v, id, have) : id;
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
	if (lsv_op_ok(c, SpvOpFreezeKHR) && !(c->env->logical && lsv_isptrty(LLVMTypeOf(v))))
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
	case LLVMAlloca: return lsv_alloca(c, v);
	case LLVMLoad: return lsv_load(c, v);
	case LLVMStore: lsv_store(c, v); return 0;
	case LLVMGetElementPtr: return gep(c, v);
	case LLVMExtractElement: return extractelt(c, v);
	case LLVMInsertElement: return insertelt(c, v);
	case LLVMShuffleVector: return shuffle(c, v);
	case LLVMExtractValue: return extractvalue(c, v);
	case LLVMInsertValue: return insertvalue(c, v);
	case LLVMPHI: return lsv_phi(c, v);
	case LLVMBr: lsv_br(c, v); return 0;
	case LLVMSwitch: lsv_switch(c, v); return 0;
	case LLVMRet: lsv_ret(c, v); return 0;
	case LLVMUnreachable: EMIT0(c, c->f->cur, SpvOpUnreachable); return 0;
	case LLVMCall: return call(c, v);
	case LLVMFreeze: return freeze(c, v);
	case LLVMAtomicRMW: return lsv_atomicrmw(c, v);
	case LLVMAtomicCmpXchg: return lsv_cmpxchg(c, v);
	case LLVMFence: lsv_fence(c, v); return 0;
	case LLVMInvoke: lsv_unsupported(c, v, "invoke (exception handling)");
	case LLVMIndirectBr: lsv_indirectbr(c, v); return 0;
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
	c->f->ended = false;
	for (i = LLVMGetFirstInstruction(bb); i && !c->f->ended; i = LLVMGetNextInstruction(i)) {
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
			lsv_name_value(c, op == LLVMAlloca ? (SpvId)lsv_map_get(&c->f->allocas, lsv_key(i)) : id, i);
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
	vla = lsv_op_ok(c, SpvOpVariableLengthArrayINTEL) ? lsv_hasvla(f) : 0;
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
		*lsv_map_slot(&fs->reach, lsv_key(LLVMBasicBlockAsValue(b.order[i])), &fresh) = 1;
	}
	if (c->env->structured)
		lsv_cfg_structure(c, f, &b);
	if (c->env->logical)
		lsv_logical_fold(c, f);
	entry = label(c, b.order[0]);
	for (i = 0; i < b.n; i++)
		block(c, b.order[i], i == 0);
	fs->at = NULL; /* what follows reports its own instruction, or none */
	if (c->env->structured)
		lsv_cfg_finish(c);
	lsv_phifix(c);
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
