/* bfloat.c: LLVM's bfloat values. SPV_KHR_bfloat16 gives them a type but lets
 * them only be stored, moved, selected, converted and dotted; arithmetic and
 * comparisons happen in float, exactly (see lsv_bf_widen), unless
 * SPV_INTEL_bfloat16_arithmetic allows them on bfloat. Without it, under
 * SPV_INTEL_bfloat16_conversion, a bfloat is its bits in a ushort and every
 * conversion goes through float with that extension's instructions. */
#include <stdio.h>
#include <string.h>

#include "lsv.h"

bool
lsv_is_bf(LLVMTypeRef t)
{
	return LLVMGetTypeKind(lsv_elem_type(t)) == LLVMBFloatTypeKind;
}

LLVMTypeRef
lsv_bf_float(struct lsv_ctx *c, LLVMTypeRef t)
{
	LLVMTypeRef f = LLVMFloatTypeInContext(c->llctx);

	return lsv_vec_len(t) > 1 ? LLVMVectorType(f, lsv_vec_len(t)) : f;
}

/* Arithmetic and comparisons directly on bfloat: SPV_INTEL_bfloat16_arithmetic
 * lets OpFNegate, OpFAdd, OpFSub, OpFMul, OpFDiv, OpFRem and the relational
 * instructions take BFloat16KHR values (its BFloat16ArithmeticINTEL
 * capability implies BFloat16TypeKHR). True, and the capability declared,
 * when the module may use it; else the caller works in float (below), which
 * gives the same results. */
bool
lsv_bf_native(struct lsv_ctx *c)
{
	if (lsv_bf_route(c) != LSV_BF_KHR || !lsv_cap_ok(c, SpvCapabilityBFloat16ArithmeticINTEL))
		return false;
	lsv_req_cap(c, SpvCapabilityBFloat16ArithmeticINTEL);
	return true;
}

/* x, a bfloat value of type t, as float: exact ("the additional significand
 * bits are padded with 0s, producing the exact same value", SPV_KHR_bfloat16).
 * An operation done on such floats and rounded back by lsv_bf_narrow gives
 * what it gives on bfloats: +, -, *, / and the square root round twice
 * innocuously when the wide format has at least 2p+2 significand bits (24 >=
 * 2*8+2), a remainder and a negation are exact in both, and comparisons see
 * the same values. */
SpvId
lsv_bf_widen(struct lsv_ctx *c, SpvId x, LLVMTypeRef t)
{
	SpvOp op = lsv_bf_route(c) == LSV_BF_KHR ? SpvOpFConvert : SpvOpConvertBF16ToFINTEL;

	return INST(c, op, lsv_type(c, lsv_bf_float(c, t)), x);
}

/* f, a float value with the lanes of bfloat type t, rounded to t. */
SpvId
lsv_bf_narrow(struct lsv_ctx *c, SpvId f, LLVMTypeRef t)
{
	SpvOp op = lsv_bf_route(c) == LSV_BF_KHR ? SpvOpFConvert : SpvOpConvertFToBF16INTEL;

	return INST(c, op, lsv_type(c, t), f);
}

/* Conversions to bfloat round once in LLVM; SPIR-V converts "first ... to
 * IEEE754 binary32, and then from IEEE754 binary32 to the target format", so
 * a source that float cannot hold exactly would be rounded twice. */
static void
exactinfloat(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef from)
{
	LLVMTypeRef e = lsv_elem_type(from);
	char what[96];

	if (LLVMGetTypeKind(e) == LLVMDoubleTypeKind)
		snprintf(what, sizeof what, "fptrunc from double to bfloat");
	else if (LLVMGetTypeKind(e) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(e) > 24)
		snprintf(what, sizeof what, "%s from i%u to bfloat",
		         LLVMGetInstructionOpcode(v) == LLVMSIToFP ? "sitofp" : "uitofp", LLVMGetIntTypeWidth(e));
	else
		return;
	lsv_fail_at(c, v, "%s is not supported for %s (SPIR-V converts through float, which rounds twice)",
	            what, c->tgt.triple);
}

/* Cast v (op, operand x of type from) when from or to is bfloat and the
 * conversion must go through float: the source is widened to float, the
 * result narrowed from float; the caller lowers what is left (x of *from, to
 * *to), or nothing when it returns nonzero. */
SpvId
lsv_bf_cast(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op, SpvId *x, LLVMTypeRef *from, LLVMTypeRef to)
{
	bool khr = lsv_bf_route(c) == LSV_BF_KHR;
	LLVMTypeRef ft;

	if (op == LLVMBitCast)
		return 0;
	if (lsv_is_bf(to))
		exactinfloat(c, v, *from);
	if (khr) /* OpFConvert and OpConvert*To* take bfloat directly */
		return 0;
	if (lsv_is_bf(*from)) {
		*x = lsv_bf_widen(c, *x, *from);
		*from = lsv_bf_float(c, *from);
		return op == LLVMFPExt && LLVMGetTypeKind(lsv_elem_type(to)) == LLVMFloatTypeKind ? *x : 0;
	}
	/* to bfloat: from float, or an integer of at most 24 bits (exact in float) */
	if (lsv_is_bool(*from)) /* a select of constants */
		return 0;
	ft = lsv_bf_float(c, to);
	if (op != LLVMFPTrunc) {
		unsigned w = LLVMGetIntTypeWidth(lsv_elem_type(*from));
		if (w != 8 && w != 16)
			lsv_unsupported(c, v, "a conversion of this integer type to bfloat");
		*x = INST(c, op == LLVMSIToFP ? SpvOpConvertSToF : SpvOpConvertUToF, lsv_type(c, ft), *x);
	}
	return lsv_bf_narrow(c, *x, to);
}

/* Does a call's signature mention bfloat? */
static bool
bfsig(LLVMValueRef v)
{
	unsigned n = LLVMGetNumArgOperands(v), i;

	if (lsv_is_bf(LLVMTypeOf(v)))
		return true;
	for (i = 0; i < n; i++)
		if (lsv_is_bf(LLVMTypeOf(LLVMGetOperand(v, i))))
			return true;
	return false;
}

/* A call of an intrinsic or builtin (name: demangled) on bfloat values:
 * SPV_KHR_bfloat16 allows no extended instruction, atomic or arithmetic on
 * them, only OpDot of two vectors (OpenCL's dot, with BFloat16DotProductKHR).
 * A call of an ordinary function passes bfloat values as they are. */
void
lsv_bf_check_call(struct lsv_ctx *c, LLVMValueRef v, const char *name, size_t len)
{
	if (!bfsig(v))
		return;
	if (lsv_bf_route(c) == LSV_BF_KHR && len == 3 && !memcmp(name, "dot", 3) && LLVMGetNumArgOperands(v) &&
	    lsv_vec_len(LLVMTypeOf(LLVMGetOperand(v, 0))) > 1) {
		lsv_req_cap(c, SpvCapabilityBFloat16DotProductKHR);
		return;
	}
	lsv_fail_at(c, v, "a call of %.*s with bfloat values is not supported for %s (of the intrinsics and "
	            "builtins only dot of two vectors takes bfloat, under SPV_KHR_bfloat16)",
	            (int)(len > 200 ? 200 : len), name, c->tgt.triple);
}
