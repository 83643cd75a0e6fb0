/* int4.c: may the module's i4 values be SPV_INTEL_int4's OpTypeInt 4? The
 * extension allows a 4-bit integer only in constants, memory, function,
 * conversion and composite instructions, OpSelect, OpPhi and OpReturnValue,
 * and in memory other than Private and Function only inside vectors of an
 * even lane count. One pass over the IR answers for the whole module; when
 * anything else touches an i4, every i4 is widened as without the extension. */
#include <string.h>

#include "lsv.h"

/* Does t hold an i4 (through vectors, arrays, structs and the type
 * parameters of target types)? With loose, only an i4 that is not a lane of
 * a vector of an even lane count (one SPIR-V has) counts. */
static bool
has_i4(LLVMTypeRef t, bool loose, int depth)
{
	unsigned i, n;

	if (depth > 32)
		return true;
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind:
		return LLVMGetIntTypeWidth(t) == 4;
	case LLVMVectorTypeKind:
		/* vectors of 6, 10, 12 and 14 lanes are wider SPIR-V vectors, whose
		 * loads and stores go in pieces through pointers to lanes (vector.c) */
		n = LLVMGetVectorSize(t);
		if (loose && n % 2 == 0 && (n <= 4 || n == 8 || n >= 16))
			return false;
		return has_i4(LLVMGetElementType(t), loose, depth + 1);
	case LLVMArrayTypeKind:
		return has_i4(LLVMGetElementType(t), loose, depth + 1);
	case LLVMStructTypeKind:
		n = LLVMCountStructElementTypes(t);
		for (i = 0; i < n; i++)
			if (has_i4(LLVMStructGetTypeAtIndex(t, i), loose, depth + 1))
				return true;
		return false;
	case LLVMTargetExtTypeKind:
		n = LLVMGetTargetExtTypeNumTypeParams(t);
		for (i = 0; i < n; i++)
			if (has_i4(LLVMGetTargetExtTypeTypeParam(t, i), loose, depth + 1))
				return true;
		return false;
	default:
		return false;
	}
}

/* Is address space as Private or Function memory, where a scalar i4 may
 * live? generic0: a module-scope variable makes address space 0 Generic
 * (globals.c, which runs later). */
static bool
private_as(struct lsv_ctx *c, unsigned as, bool generic0)
{
	int sc = as < c->env->nsc ? c->env->sc[as] : -1;

	if (as == 0 && generic0)
		return false;
	return sc == SpvStorageClassFunction || sc == SpvStorageClassPrivate;
}

/* May memory of type t be reached through pointer p? */
static bool
mem_ok(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef p, bool generic0)
{
	LLVMTypeRef pt = LLVMTypeOf(p);

	if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind)
		return false;
	return !has_i4(t, true, 0) || private_as(c, LLVMGetPointerAddressSpace(pt), generic0);
}

/* Does instruction v touch an i4: its type or an operand's? */
static bool
touches(LLVMValueRef v)
{
	int i, n = LLVMGetNumOperands(v);

	if (has_i4(LLVMTypeOf(v), false, 0))
		return true;
	for (i = 0; i < n; i++) {
		LLVMValueRef o = LLVMGetOperand(v, i);
		if (o && !LLVMValueIsBasicBlock(o) && has_i4(LLVMTypeOf(o), false, 0))
			return true;
	}
	return false;
}

/* Is a call that touches an i4 a plain OpFunctionCall (a function with a
 * body), or a narrow-float conversion (narrowfp.c), whose 4-bit floats are
 * an OpBitcast of the i4? Builtins and other intrinsics compute on it. */
static bool
call_ok(LLVMValueRef v)
{
	static const char conv[] = "__builtin_spirv_Convert", arb[] = "llvm.arbitrary.fp.convert";
	LLVMValueRef f = LLVMGetCalledValue(v);
	const char *name;
	size_t len;

	if (!f || !LLVMIsAFunction(f))
		return false;
	if (!LLVMIsDeclaration(f))
		return true;
	name = LLVMGetValueName2(f, &len);
	if (len >= sizeof arb - 1 && !memcmp(name, arb, sizeof arb - 1))
		return true;
	/* plain or mangled: _Z<length><name><parameters> */
	if (len > 2 && name[0] == '_' && name[1] == 'Z')
		for (name += 2, len -= 2; len && *name >= '0' && *name <= '9'; name++, len--)
			;
	return len > sizeof conv - 1 && !memcmp(name, conv, sizeof conv - 1);
}

/* Is instruction v one that the extension allows on i4 (after lowering)? */
static bool
inst_ok(struct lsv_ctx *c, LLVMValueRef v, bool g0)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(v);
	LLVMTypeRef t = LLVMTypeOf(v);

	switch (op) {
	case LLVMLoad:
		return LLVMGetOrdering(v) == LLVMAtomicOrderingNotAtomic && mem_ok(c, t, LLVMGetOperand(v, 0), g0);
	case LLVMStore:
		return LLVMGetOrdering(v) == LLVMAtomicOrderingNotAtomic &&
		       mem_ok(c, LLVMTypeOf(LLVMGetOperand(v, 0)), LLVMGetOperand(v, 1), g0);
	case LLVMGetElementPtr:
		/* indices of i4 would need arithmetic; the memory both types describe
		 * must be allowed */
		if (touches(v))
			return false;
		return mem_ok(c, LLVMGetGEPSourceElementType(v), LLVMGetOperand(v, 0), g0);
	case LLVMAlloca:
		return mem_ok(c, LLVMGetAllocatedType(v), v, g0);
	case LLVMTrunc:
		/* to i1: a comparison on the i4 */
		return !touches(v) || !lsv_is_bool(t);
	case LLVMZExt:
	case LLVMSExt:
	case LLVMFPToUI:
	case LLVMFPToSI:
	case LLVMUIToFP:
	case LLVMSIToFP:
	case LLVMBitCast:
	case LLVMExtractElement:
	case LLVMInsertElement:
	case LLVMShuffleVector:
	case LLVMExtractValue:
	case LLVMInsertValue:
	case LLVMSelect:
	case LLVMPHI:
	case LLVMRet:
	case LLVMBr:
	case LLVMUnreachable:
		return true;
	case LLVMFreeze:
		/* the value itself unless OpFreezeKHR would compute on it */
		return !touches(v) || !lsv_op_ok(c, SpvOpFreezeKHR);
	case LLVMCall:
		return !touches(v) || call_ok(v);
	default:
		return !touches(v);
	}
}

/* Does the module hold an i4 only where the extension allows it? *any
 * tells whether it holds one at all. */
static bool
module_ok(struct lsv_ctx *c, bool *any)
{
	LLVMValueRef f, g, v;
	LLVMBasicBlockRef b;
	bool g0 = false;

	*any = false;
	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g)) {
		g0 |= lsv_private_global(g);
		if (!has_i4(LLVMGlobalGetValueType(g), false, 0))
			continue;
		/* module-scope memory is never Function memory in a kernel module */
		*any = true;
		if (has_i4(LLVMGlobalGetValueType(g), true, 0))
			return false;
	}
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		*any |= has_i4(LLVMGlobalGetValueType(f), false, 0);
		for (b = LLVMGetFirstBasicBlock(f); b; b = LLVMGetNextBasicBlock(b))
			for (v = LLVMGetFirstInstruction(b); v; v = LLVMGetNextInstruction(v)) {
				*any |= touches(v) || (LLVMIsAAllocaInst(v) && has_i4(LLVMGetAllocatedType(v), false, 0));
				if (!inst_ok(c, v, g0))
					return false;
			}
	}
	return true;
}

void
lsv_int4_scan(struct lsv_ctx *c)
{
	bool any;

	/* ArbitraryPrecisionIntegersINTEL allows i4 everywhere */
	c->int4 = false;
	if (!lsv_cap_ok(c, SpvCapabilityInt4TypeINTEL) || lsv_cap_ok(c, SpvCapabilityArbitraryPrecisionIntegersINTEL))
		return;
	c->int4 = module_ok(c, &any) && any;
}
