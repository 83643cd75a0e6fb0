/* spec.c: specialization constants. A __spirv_SpecConstant(id, default) call
 * is one OpSpecConstant (OpSpecConstantTrue/False for bool) per SpecId, a
 * __spirv_SpecConstantComposite call an OpSpecConstantComposite, and an
 * instruction whose operands are all constants, at least one of them a
 * specialization constant, folds into OpSpecConstantOp where SPIR-V allows its
 * opcode. All of them live in the types and constants section, so every use
 * in every function shares one id. A composite of members computed at run
 * time is left to builtins.c, which builds it with instructions. */
#include <string.h>

#include "lsv.h"

/* SPIR-V 2.4 OpSpecConstantOp: "the following opcodes are valid in all
 * environments ... If the Kernel capability was declared, the following
 * opcodes are also valid" (QuantizeToF16, Shader only, is left out). */
static const SpvOp allowed[] = {
	SpvOpConvertFToU, SpvOpConvertFToS, SpvOpConvertSToF, SpvOpConvertUToF, SpvOpUConvert,
	SpvOpSConvert, SpvOpFConvert, SpvOpConvertPtrToU, SpvOpConvertUToPtr, SpvOpPtrCastToGeneric,
	SpvOpGenericCastToPtr, SpvOpBitcast, SpvOpSNegate, SpvOpFNegate, SpvOpIAdd, SpvOpFAdd,
	SpvOpISub, SpvOpFSub, SpvOpIMul, SpvOpFMul, SpvOpUDiv, SpvOpSDiv, SpvOpFDiv, SpvOpUMod,
	SpvOpSRem, SpvOpSMod, SpvOpFRem, SpvOpFMod, SpvOpLogicalEqual, SpvOpLogicalNotEqual,
	SpvOpLogicalOr, SpvOpLogicalAnd, SpvOpLogicalNot, SpvOpSelect, SpvOpIEqual, SpvOpINotEqual,
	SpvOpUGreaterThan, SpvOpSGreaterThan, SpvOpUGreaterThanEqual, SpvOpSGreaterThanEqual,
	SpvOpULessThan, SpvOpSLessThan, SpvOpULessThanEqual, SpvOpSLessThanEqual,
	SpvOpShiftRightLogical, SpvOpShiftRightArithmetic, SpvOpShiftLeftLogical, SpvOpBitwiseOr,
	SpvOpBitwiseXor, SpvOpBitwiseAnd, SpvOpNot, SpvOpVectorShuffle, SpvOpCompositeExtract,
	SpvOpCompositeInsert,
};

/* One SpecId: every call naming it must agree on type and default. */
struct specid {
	SpvId id;
	LLVMTypeRef type;
	uint64_t bits; /* the default value's bits */
};

static bool
opok(SpvOp op)
{
	size_t i;

	for (i = 0; i < LSV_LEN(allowed); i++)
		if (allowed[i] == op)
			return true;
	return false;
}

bool
lsv_spec_name(const char *name, size_t len, bool *composite)
{
	static const char base[] = "__spirv_SpecConstant", comp[] = "__spirv_SpecConstantComposite";
	size_t i = 2, n = 0;

	/* _Z<n>__spirv_SpecConstant...: the length says which */
	if (len > 2 && name[0] == '_' && name[1] == 'Z') {
		while (i < len && name[i] >= '0' && name[i] <= '9' && n < 100)
			n = n * 10 + (size_t)(name[i++] - '0');
		if (n > len - i)
			return false;
		name += i;
		len = n;
	} else if (len > sizeof comp - 1 && !memcmp(name, comp, sizeof comp - 1) && name[sizeof comp - 1] == '_') {
		len = sizeof comp - 1; /* the translator's __spirv_SpecConstantComposite_<k> */
	} else {
		/* LLVM's .<n> suffix tells apart declarations of one name */
		for (i = len; i && name[i - 1] >= '0' && name[i - 1] <= '9'; i--)
			;
		if (i > 1 && i < len && name[i - 1] == '.')
			len = i - 1;
	}
	*composite = len == sizeof comp - 1 && !memcmp(name, comp, len);
	return *composite || (len == sizeof base - 1 && !memcmp(name, base, len));
}

void
lsv_spec_scan(struct lsv_ctx *c)
{
	LLVMValueRef f;

	lsv_map_init(&c->specvals, &c->mod);
	lsv_map_init(&c->specids, &c->mod);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		size_t len;
		const char *name = LLVMGetValueName2(f, &len);
		bool comp;
		if (LLVMIsDeclaration(f) && lsv_spec_name(name, len, &comp))
			c->hasspec = true;
	}
}

static void
mark(struct lsv_ctx *c, SpvId id)
{
	bool fresh;

	*lsv_map_slot(&c->specs, id, &fresh) = 1;
}

/* The bits of a scalar constant default of type t, or false. */
static bool
defaultbits(LLVMValueRef k, LLVMTypeRef t, uint64_t *bits)
{
	LLVMTypeRef kt = LLVMTypeOf(k);

	if (LLVMIsUndef(k) || LLVMIsPoison(k)) {
		*bits = 0;
		return true;
	}
	if (LLVMIsAConstantInt(k)) {
		if (LLVMGetIntTypeWidth(kt) > 64)
			return false;
		*bits = LLVMConstIntGetZExtValue(k);
		/* a bool's default may come as a byte (SYCL passes i8) */
		return kt == t || (lsv_is_bool(t) && !lsv_vec_len(t));
	}
	if (LLVMIsAConstantFP(k) && kt == t) {
		unsigned w = lsv_scalar_bits(t);
		LLVMValueRef asint = LLVMConstBitCast(k, LLVMIntTypeInContext(LLVMGetTypeContext(t), w));
		if (!LLVMIsAConstantInt(asint))
			return false;
		*bits = LLVMConstIntGetZExtValue(asint);
		return true;
	}
	return false;
}

/* A scalar specialization constant has a bool, integer or float type. */
static void
checktype(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef where)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	unsigned w = lsv_scalar_bits(t);

	if (k != LLVMIntegerTypeKind && k != LLVMHalfTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind)
		lsv_fail_at(c, where, "a specialization constant that is not a scalar integer, bool or "
		            "floating-point value is not supported for %s", c->tgt.triple);
	if (k == LLVMIntegerTypeKind && w != 1 && lsv_int_width(c, w, where) != w)
		lsv_fail_at(c, where, "a specialization constant of type i%u is not supported for %s (SPIR-V "
		            "has no integer of that width)", w, c->tgt.triple);
}

SpvId
lsv_spec_id(struct lsv_ctx *c, uint32_t specid, LLVMTypeRef t, uint64_t bits, LLVMValueRef where)
{
	uint64_t *slot, key = (uint64_t)specid + 1;
	struct specid *e;
	SpvId ty, id;
	bool fresh;
	unsigned w = lsv_scalar_bits(t);

	checktype(c, t, where);
	if (w == 1)
		bits = bits != 0;
	else if (w < 64)
		bits &= (1ull << w) - 1;
	slot = lsv_map_slot(&c->specids, key, &fresh);
	if (!fresh) {
		e = (struct specid *)(uintptr_t)*slot;
		if (e->type != t || e->bits != bits)
			lsv_fail_at(c, where, "two specialization constants with SpecId %u and different types or "
			            "default values are not supported for %s", specid, c->tgt.triple);
		return e->id;
	}
	e = lsv_alloc(&c->mod, sizeof(*e));
	*slot = (uint64_t)(uintptr_t)e;
	ty = lsv_type(c, t);
	id = lsv_id(c);
	/* never hash-consed: two SpecIds with one default are two constants */
	if (w == 1)
		EMIT(c, lsv_sec(c, SEC_TYPES), bits ? SpvOpSpecConstantTrue : SpvOpSpecConstantFalse, ty, id);
	else if (w > 32)
		EMIT(c, lsv_sec(c, SEC_TYPES), SpvOpSpecConstant, ty, id, (uint32_t)bits, (uint32_t)(bits >> 32));
	else
		EMIT(c, lsv_sec(c, SEC_TYPES), SpvOpSpecConstant, ty, id, (uint32_t)bits);
	DECORATE(c, id, SpvDecorationSpecId, specid);
	mark(c, id);
	e->id = id;
	e->type = t;
	e->bits = bits;
	return id;
}

/* __spirv_SpecConstant(i32 id, T default) -> T */
static SpvId
scalar(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef id, d;
	uint64_t bits;

	if (LLVMGetNumArgOperands(v) != 2)
		lsv_unsupported(c, v, "a __spirv_SpecConstant call without exactly two arguments (SpecId, default)");
	id = LLVMGetOperand(v, 0);
	d = LLVMGetOperand(v, 1);
	if (!LLVMIsAConstantInt(id) || LLVMGetIntTypeWidth(LLVMTypeOf(id)) > 32)
		lsv_unsupported(c, v, "a __spirv_SpecConstant call whose SpecId is not a 32-bit integer constant");
	checktype(c, t, v);
	if (!defaultbits(d, t, &bits))
		lsv_unsupported(c, v, "a __spirv_SpecConstant call whose default is not a constant of its result "
		                "type");
	return lsv_spec_id(c, (uint32_t)LLVMConstIntGetZExtValue(id), t, bits, v);
}

/* The type of member i of aggregate t. */
static LLVMTypeRef
member(LLVMTypeRef t, unsigned i)
{
	return LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t);
}

static unsigned
members(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMStructTypeKind: return LLVMCountStructElementTypes(t);
	case LLVMArrayTypeKind: return (unsigned)LLVMGetArrayLength2(t);
	case LLVMVectorTypeKind: return LLVMGetVectorSize(t) > 1 ? LLVMGetVectorSize(t) : 0;
	default: return 0;
	}
}

void
lsv_spec_check_composite(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, unsigned first)
{
	unsigned n = members(t), i;

	if (!n || (LLVMGetTypeKind(t) == LLVMArrayTypeKind && LLVMGetArrayLength2(t) > 0xfff0))
		lsv_unsupported(c, v, "a __spirv_SpecConstantComposite of a type that is not a struct, array or "
		                "vector of two or more elements");
	if (LLVMGetNumArgOperands(v) != first + n)
		lsv_unsupported(c, v, "a __spirv_SpecConstantComposite call whose arguments are not one per member");
	for (i = 0; i < n; i++)
		if (LLVMTypeOf(LLVMGetOperand(v, first + i)) != member(t, i))
			lsv_unsupported(c, v, "a __spirv_SpecConstantComposite member whose type differs from the "
			                "aggregate's");
}

/* OpSpecConstantComposite of the call's members, or 0 when one of them is
 * computed at run time (clang -O0 reloads the constants from memory): the
 * caller then builds the value with instructions. */
SpvId
lsv_spec_composite(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, unsigned first)
{
	unsigned n = members(t), i;
	uint32_t *w;
	SpvId id;

	lsv_spec_check_composite(c, v, t, first);
	w = lsv_alloc(&c->fn, ((size_t)n + 1) * 4);
	w[0] = lsv_type(c, t);
	for (i = 0; i < n; i++) {
		LLVMValueRef a = LLVMGetOperand(v, first + i);
		if (LLVMIsAInstruction(a) ? !(w[i + 1] = lsv_spec_of(c, a)) : !LLVMIsAConstant(a) || LLVMIsAGlobalValue(a))
			return 0;
		if (!LLVMIsAInstruction(a))
			w[i + 1] = lsv_const(c, a, v);
	}
	id = lsv_intern(c, SpvOpSpecConstantComposite, w, (size_t)n + 1);
	mark(c, id);
	return id;
}

static SpvId lookup(struct lsv_ctx *c, LLVMValueRef v);

/* Operand i of instruction v: a constant, or a specialization constant. */
static SpvId
operand(struct lsv_ctx *c, LLVMValueRef v, unsigned i)
{
	LLVMValueRef a = LLVMGetOperand(v, i);

	if (LLVMIsAInstruction(a))
		return lookup(c, a);
	if (LLVMIsUndef(a) || LLVMIsPoison(a) || !(LLVMIsAConstantInt(a) || LLVMIsAConstantFP(a) ||
	    LLVMIsAConstantDataVector(a) || LLVMIsAConstantVector(a) || LLVMIsAConstantAggregateZero(a)))
		return 0;
	if (lsv_vec_len(LLVMTypeOf(a)) == 1)
		return 0;
	return lsv_const(c, a, v);
}

/* Is t a type the folds handle: scalars and vectors of legal integers,
 * bools and floats? */
static bool
plain(struct lsv_ctx *c, LLVMTypeRef t)
{
	LLVMTypeRef e = lsv_elem_type(t);
	unsigned w = lsv_scalar_bits(e);

	if (lsv_vec_len(t) == 1 || !w)
		return false;
	return LLVMGetTypeKind(e) != LLVMIntegerTypeKind || w == 1 || lsv_int_width(c, w, NULL) == w;
}

static SpvId
specop(struct lsv_ctx *c, SpvOp op, LLVMTypeRef t, const uint32_t *w, size_t n)
{
	if (!opok(op))
		lsv_bug("OpSpecConstantOp %u", op);
	return lsv_specop(c, op, lsv_type(c, t), w, n);
}

/* Integer resizing as LLVM's trunc/zext/sext. */
static SpvId
resize(struct lsv_ctx *c, LLVMOpcode op, SpvId x, LLVMTypeRef from, LLVMTypeRef to)
{
	unsigned fb = lsv_elem_bits(from), tb = lsv_elem_bits(to);

	if (fb == 1 && tb == 1)
		return x;
	if (fb == 1)
		return specop(c, SpvOpSelect, to, (const uint32_t[]){x, lsv_const_of(c, to, op == LLVMSExt ? ~0ull : 1),
		              lsv_const_of(c, to, 0)}, 3);
	if (tb == 1) {
		SpvId lo = specop(c, SpvOpBitwiseAnd, from, (const uint32_t[]){x, lsv_const_of(c, from, 1)}, 2);
		return specop(c, SpvOpINotEqual, to, (const uint32_t[]){lo, lsv_const_of(c, from, 0)}, 2);
	}
	if (fb == tb)
		return x;
	return specop(c, op == LLVMSExt ? SpvOpSConvert : SpvOpUConvert, to, &x, 1);
}

static SpvOp
binop(LLVMOpcode op, bool logical)
{
	switch (op) {
#define BIN(l, s, bl, r) \
	case l: \
		return logical ? bl : s;
#include "ops.def"
#undef BIN
	default: return SpvOpNop;
	}
}

static SpvOp
icmpop(LLVMIntPredicate p)
{
	switch (p) {
#define ICMP(l, s, sg) \
	case l: \
		return s;
#include "ops.def"
#undef ICMP
	default: return SpvOpNop;
	}
}

/* The lane index operand i of extractelement/insertelement v, which lookup
 * checked is a constant in range. */
static uint32_t
lane(LLVMValueRef v, unsigned i)
{
	return (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(v, i));
}

/* Is operand i of v a vector lane index (a literal in OpSpecConstantOp)? A
 * run-time or out-of-range one does not fold. */
static bool
laneop(LLVMValueRef v, unsigned i, bool *ok)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(v);
	LLVMValueRef a = LLVMGetOperand(v, i);

	if (!((op == LLVMExtractElement && i == 1) || (op == LLVMInsertElement && i == 2)))
		return false;
	*ok = LLVMIsAConstantInt(a) && LLVMConstIntGetZExtValue(a) < lsv_vec_len(LLVMTypeOf(LLVMGetOperand(v, 0)));
	return true;
}

/* v as OpSpecConstantOp over its operands' ids x (as many as it has), or 0
 * when SPIR-V has no such specialization constant operation. */
static SpvId
fold(struct lsv_ctx *c, LLVMValueRef v, const SpvId *x)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(v);
	LLVMTypeRef t = LLVMTypeOf(v), at = LLVMTypeOf(LLVMGetOperand(v, 0));
	bool logical = lsv_is_bool(at);
	SpvOp o;

	switch (op) {
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
	case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
		o = binop(op, logical);
		return o ? specop(c, o, t, x, 2) : 0;
	case LLVMFNeg:
		return specop(c, SpvOpFNegate, t, x, 1);
	case LLVMICmp:
		o = icmpop(LLVMGetICmpPredicate(v));
		if (logical)
			o = o == SpvOpIEqual ? SpvOpLogicalEqual : o == SpvOpINotEqual ? SpvOpLogicalNotEqual : SpvOpNop;
		return o ? specop(c, o, t, x, 2) : 0;
	case LLVMSelect:
		if (lsv_vec_len(LLVMTypeOf(LLVMGetOperand(v, 0))) != lsv_vec_len(t))
			return 0;
		return specop(c, SpvOpSelect, t, x, 3);
	case LLVMTrunc: case LLVMZExt: case LLVMSExt:
		return resize(c, op, x[0], at, t);
	case LLVMFPToSI: case LLVMFPToUI:
		if (lsv_is_bool(t))
			return 0;
		return specop(c, op == LLVMFPToSI ? SpvOpConvertFToS : SpvOpConvertFToU, t, x, 1);
	case LLVMSIToFP: case LLVMUIToFP:
		if (logical)
			return 0;
		return specop(c, op == LLVMSIToFP ? SpvOpConvertSToF : SpvOpConvertUToF, t, x, 1);
	case LLVMFPExt: case LLVMFPTrunc:
		return specop(c, SpvOpFConvert, t, x, 1);
	case LLVMBitCast:
		if (logical || lsv_is_bool(t))
			return 0;
		return lsv_type(c, t) == lsv_type(c, at) ? x[0] : specop(c, SpvOpBitcast, t, x, 1);
	case LLVMFreeze:
		return x[0];
	case LLVMExtractElement:
		return specop(c, SpvOpCompositeExtract, t, (const uint32_t[]){x[0], lane(v, 1)}, 2);
	case LLVMInsertElement:
		return specop(c, SpvOpCompositeInsert, t, (const uint32_t[]){x[1], x[0], lane(v, 2)}, 3);
	case LLVMShuffleVector: {
		unsigned m = LLVMGetNumMaskElements(v), i;
		uint32_t w[18] = {x[0], x[1]};
		if (m > 16)
			return 0;
		for (i = 0; i < m; i++)
			w[i + 2] = LLVMGetMaskValue(v, i) < 0 ? 0xffffffffu : (uint32_t)LLVMGetMaskValue(v, i);
		return specop(c, SpvOpVectorShuffle, t, w, m + 2);
	}
	default:
		return 0;
	}
}

/* Can fold() make a specialization constant operation of op? */
static bool
foldable(LLVMOpcode op)
{
	switch (op) {
	case LLVMAdd: case LLVMSub: case LLVMMul: case LLVMUDiv: case LLVMSDiv: case LLVMURem:
	case LLVMSRem: case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr:
	case LLVMXor: case LLVMFAdd: case LLVMFSub: case LLVMFMul: case LLVMFDiv: case LLVMFRem:
	case LLVMFNeg: case LLVMICmp: case LLVMSelect: case LLVMTrunc: case LLVMZExt: case LLVMSExt:
	case LLVMFPToSI: case LLVMFPToUI: case LLVMSIToFP: case LLVMUIToFP: case LLVMFPExt:
	case LLVMFPTrunc: case LLVMBitCast: case LLVMFreeze: case LLVMExtractElement:
	case LLVMInsertElement: case LLVMShuffleVector:
		return true;
	default:
		return false;
	}
}

/* The specialization constant instruction v is, or 0; memoised per value.
 * Operands are looked up first, so a chain of foldable instructions that was
 * not met in order recurses; past half the depth limit it is simply not
 * folded (and stays an instruction). */
static SpvId
lookup(struct lsv_ctx *c, LLVMValueRef v)
{
	uint64_t key = (uint64_t)(uintptr_t)v, got = lsv_map_get(&c->specvals, key);
	unsigned n, i;
	SpvId id = 0, x[3];
	bool fresh, comp, spec = false;

	if (got)
		return (SpvId)(got >> 1);
	if (LLVMIsACallInst(v)) {
		LLVMValueRef f = LLVMGetCalledValue(v);
		size_t len;
		const char *name = LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
		if (name && LLVMIsDeclaration(f) && lsv_spec_name(name, len, &comp) &&
		    LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind)
			id = comp ? lsv_spec_composite(c, v, LLVMTypeOf(v), 0) : scalar(c, v);
	} else if (foldable(LLVMGetInstructionOpcode(v)) && plain(c, LLVMTypeOf(v))) {
		if (c->depth > LSV_MAXDEPTH / 2)
			return 0;
		n = LLVMGetNumOperands(v);
		c->depth++;
		for (i = 0; i < n && i < LSV_LEN(x); i++) {
			LLVMValueRef a = LLVMGetOperand(v, i);
			bool ok;
			if (laneop(v, i, &ok)) {
				if (!ok)
					break;
				continue;
			}
			if (!plain(c, LLVMTypeOf(a)) || !(x[i] = operand(c, v, i)))
				break;
			spec |= LLVMIsAInstruction(a) != NULL;
		}
		if (i == n && spec)
			id = fold(c, v, x);
		lsv_leave(c);
	}
	*lsv_map_slot(&c->specvals, key, &fresh) = (uint64_t)id << 1 | 1;
	return id;
}

SpvId
lsv_spec_of(struct lsv_ctx *c, LLVMValueRef v)
{
	if (!c->hasspec || !LLVMIsAInstruction(v))
		return 0;
	return lookup(c, v);
}

bool
lsv_spec_uses(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n, i;

	if (!c->hasspec || !LLVMIsAInstruction(v))
		return false;
	n = LLVMGetNumOperands(v);
	for (i = 0; i < n; i++)
		if (lsv_spec_of(c, LLVMGetOperand(v, i)))
			return true;
	return false;
}

/* The LocalSizeId operands of kernel f: !reqd_work_group_size whose
 * operands are i32 constants or !{i32 SpecId, i32 default} nodes, at least
 * one of them a node. */
bool
lsv_spec_local_size(struct lsv_ctx *c, LLVMValueRef f, SpvId ids[3])
{
	unsigned k = LLVMGetMDKindIDInContext(c->llctx, "reqd_work_group_size", 20), i;
	LLVMValueRef md = lsv_md_attached(c, f, k), ops[3];
	bool spec = false;
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c->llctx);

	if (!md || LLVMGetMDNodeNumOperands(md) != 3)
		return false;
	LLVMGetMDNodeOperands(md, ops);
	for (i = 0; i < 3; i++)
		spec |= ops[i] && LLVMIsAMDNode(ops[i]);
	if (!spec)
		return false;
	for (i = 0; i < 3; i++) {
		LLVMValueRef pair[2];
		if (ops[i] && LLVMIsAConstantInt(ops[i]) && LLVMTypeOf(ops[i]) == i32) {
			ids[i] = lsv_const_u32(c, (uint32_t)LLVMConstIntGetZExtValue(ops[i]));
			continue;
		}
		if (!ops[i] || !LLVMIsAMDNode(ops[i]) || LLVMGetMDNodeNumOperands(ops[i]) != 2)
			break;
		LLVMGetMDNodeOperands(ops[i], pair);
		if (!pair[0] || !pair[1] || !LLVMIsAConstantInt(pair[0]) || !LLVMIsAConstantInt(pair[1]) ||
		    LLVMTypeOf(pair[0]) != i32 || LLVMTypeOf(pair[1]) != i32)
			break;
		ids[i] = lsv_spec_id(c, (uint32_t)LLVMConstIntGetZExtValue(pair[0]), i32,
		                     LLVMConstIntGetZExtValue(pair[1]), f);
	}
	if (i < 3)
		lsv_fail_at(c, f, "a reqd_work_group_size whose operands are not i32 constants or "
		            "!{i32 SpecId, i32 default} specialization constants is not supported for %s",
		            c->tgt.triple);
	return true;
}
