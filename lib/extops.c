/* extops.c: small extension instructions that several lowerings share:
 * SPV_INTEL_16bit_atomics' capabilities (16-bit integer and bfloat atomics),
 * SPV_INTEL_sigmoid (OpFSigmoidINTEL, or 1 / (1 + exp(-x)) without it) and
 * SPV_KHR_abort (OpAbortKHR, a function termination instruction in the
 * middle of an LLVM block). */
#include "lsv.h"

/* The SPV_INTEL_16bit_atomics capability atomic instruction op needs on
 * values of type t, or 0 when t is no 16-bit integer or bfloat scalar or the
 * extension has no form of op for it. The extension's validation rules:
 * integer load, store, exchange and compare-exchange take
 * AtomicInt16CompareExchangeINTEL, the other integer atomics
 * Int16AtomicsINTEL; bfloat load, store and exchange take
 * AtomicBFloat16LoadStoreINTEL, OpAtomicFAddEXT AtomicBFloat16AddINTEL,
 * OpAtomicFMinEXT/FMaxEXT AtomicBFloat16MinMaxINTEL. */
static SpvCapability
atomic16cap(SpvOp op, LLVMTypeRef t)
{
	bool ls = op == SpvOpAtomicLoad || op == SpvOpAtomicStore || op == SpvOpAtomicExchange;

	if (lsv_vec_len(t))
		return 0;
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 16) {
		if (ls || op == SpvOpAtomicCompareExchange || op == SpvOpAtomicCompareExchangeWeak)
			return SpvCapabilityAtomicInt16CompareExchangeINTEL;
		return op == SpvOpAtomicFAddEXT || op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT
		           ? 0 : SpvCapabilityInt16AtomicsINTEL;
	}
	if (!lsv_is_bf(t))
		return 0;
	if (ls)
		return SpvCapabilityAtomicBFloat16LoadStoreINTEL;
	if (op == SpvOpAtomicFAddEXT)
		return SpvCapabilityAtomicBFloat16AddINTEL;
	if (op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT)
		return SpvCapabilityAtomicBFloat16MinMaxINTEL;
	return 0;
}

bool
lsv_atomic16(struct lsv_ctx *c, SpvOp op, LLVMTypeRef t)
{
	SpvCapability cap = atomic16cap(op, t);

	if (!cap || !lsv_cap_ok(c, cap) || !lsv_op_ok(c, op))
		return false;
	lsv_req_cap(c, cap);
	return true;
}

/* The --spirv-ext items that atomic op on t (lsv_is_atomic16) lacks. */
const char *
lsv_atomic16_needs(struct lsv_ctx *c, SpvOp op, LLVMTypeRef t)
{
	static const struct { enum lsv_ext e; const char *name; } x[] = {
		{LSV_SPV_INTEL_16bit_atomics, "+SPV_INTEL_16bit_atomics"},
		{LSV_SPV_KHR_bfloat16, "+SPV_KHR_bfloat16"},
		{LSV_SPV_EXT_shader_atomic_float_add, "+SPV_EXT_shader_atomic_float_add"},
	};
	const char *out = "";
	size_t i, n = !lsv_is_bf(t) ? 1 : op == SpvOpAtomicFAddEXT ? 3 : 2;

	for (i = 0; i < n; i++)
		if (!lsv_ext_on(&c->tgt, x[i].e))
			out = *out ? lsv_fmt(&c->fn, "%s,%s", out, x[i].name) : x[i].name;
	return *out ? out : "+SPV_INTEL_16bit_atomics (which has no such form)";
}

bool
lsv_is_atomic16(LLVMTypeRef t)
{
	return !lsv_vec_len(t) && (lsv_is_bf(t) || (LLVMGetTypeKind(t) == LLVMIntegerTypeKind &&
	                                            LLVMGetIntTypeWidth(t) == 16));
}

/* sigma(x) = 1 / (1 + e^-x), per component. OpFSigmoidINTEL takes 16- and
 * 32-bit IEEE floats (no FP encoding: not bfloat); other widths, and every
 * width without the extension, compute the formula with the environment's
 * exp (IGC's own definition of the instruction is this formula). */
SpvId
lsv_sigmoid(struct lsv_ctx *c, LLVMValueRef v, SpvId x)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned bits = lsv_scalar_bits(lsv_elem_type(t));
	SpvId ty = lsv_type(c, t), one, e;
	bool glsl = c->env->extset == LSV_SET_GLSL;

	if (lsv_is_bf(t) || (bits != 16 && bits != 32 && bits != 64) || lsv_is_int(t))
		lsv_unsupported(c, v, "a sigmoid on a type other than half, float or double (or vectors of them)");
	if (bits != 64 && lsv_op_ok(c, SpvOpFSigmoidINTEL))
		return INST(c, SpvOpFSigmoidINTEL, ty, x);
	one = lsv_const_fp_of(c, t, 1.0);
	x = INST(c, SpvOpFNegate, ty, x);
	e = lsv_extinst(c, ty, c->env->extset, (uint32_t)lsv_extinst_number(c->env->extset, glsl ? "Exp" : "exp", 3),
	                &x, 1);
	return INST(c, SpvOpFDiv, ty, one, INST(c, SpvOpFAdd, ty, one, e));
}

/* Does call v's block end in ret or unreachable (no successor)? */
static bool
lastblock(LLVMValueRef v)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(LLVMGetInstructionParent(v));
	LLVMOpcode op = term ? LLVMGetInstructionOpcode(term) : LLVMRet;

	return op == LLVMRet || op == LLVMUnreachable;
}

/* OpAbortKHR with message msg (SPIR-V type mty) ends the block: what follows
 * the call in its LLVM block (a ret or unreachable, lifetime ends) is not
 * lowered. A block that branches on cannot end there (its successors' phis
 * name it). */
void
lsv_abort(struct lsv_ctx *c, LLVMValueRef v, SpvId mty, SpvId msg)
{
	if (!lastblock(v))
		lsv_unsupported(c, v, "an abort in a block that does not end in ret or unreachable");
	EMIT(c, c->f->cur, SpvOpAbortKHR, mty, msg);
	c->f->ended = true;
}

/* llvm.trap, and llvm.spv.abort(message): OpAbortKHR when SPV_KHR_abort is
 * enabled (a trap's message is a 32-bit 0), else nothing, as before (the
 * unreachable after them ends the block; OpenCL has no trap). A trap in a
 * block that goes on stays nothing. */
void
lsv_trap(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef m;

	if (!lsv_op_ok(c, SpvOpAbortKHR))
		return;
	if (!LLVMGetNumArgOperands(v)) {
		if (!lastblock(v))
			return;
		lsv_abort(c, v, lsv_type(c, LLVMInt32TypeInContext(c->llctx)), lsv_const_u32(c, 0));
		return;
	}
	m = LLVMGetOperand(v, 0);
	if (lsv_isptrty(LLVMTypeOf(m)) || LLVMGetNumArgOperands(v) != 1)
		lsv_unsupported(c, v, "an abort whose message is not one value of a concrete type");
	lsv_abort(c, v, lsv_type(c, LLVMTypeOf(m)), lsv_val(c, m));
}
