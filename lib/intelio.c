/* intelio.c: what the specifications of SPV_INTEL_2d_block_io and
 * SPV_INTEL_predicated_io require of the operands of their __spirv_ call
 * forms beyond the grammar (constants, storage classes, types), and the
 * pointee each pointer operand needs. atomics.c's grammar-driven lowering
 * emits the instructions; a call the rules reject is an error at the call. */
#include "lsv.h"

static LLVMTypeRef
argty(struct lsv_ctx *c, LLVMValueRef v, unsigned i)
{
	return LLVMTypeOf(lsv_bi_argv(c, v, i));
}

static bool
is2d(int opc)
{
	return opc == SpvOpSubgroup2DBlockLoadINTEL || opc == SpvOpSubgroup2DBlockLoadTransformINTEL ||
	       opc == SpvOpSubgroup2DBlockLoadTransposeINTEL || opc == SpvOpSubgroup2DBlockPrefetchINTEL ||
	       opc == SpvOpSubgroup2DBlockStoreINTEL;
}

static bool
isptr(LLVMTypeRef t, unsigned as)
{
	return LLVMGetTypeKind(t) == LLVMPointerTypeKind && LLVMGetPointerAddressSpace(t) == as;
}

static bool
isint(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) > 1;
}

/* "a scalar or vector of numerical-type" */
static bool
numeric(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	switch (LLVMGetTypeKind(t)) {
	case LLVMHalfTypeKind: case LLVMBFloatTypeKind: case LLVMFloatTypeKind: case LLVMDoubleTypeKind:
		return true;
	default:
		return isint(t);
	}
}

/* OpSubgroup2DBlock*INTEL: "Element Size, Block Width, Block Height, and
 * Block Count ... must be constant instructions with scalar 32-bit integer
 * type"; the 2D region is CrossWorkgroup memory (address space 1), the
 * per-invocation data Function memory (address space 0); Memory Width,
 * Height and Pitch are integer scalars, Coordinate a vector of two
 * integers. Operands 0-3 are the constants, then the store has its source
 * before the region's base; the loads end with their destination. */
static void
block2d(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, int opc)
{
	bool store = opc == SpvOpSubgroup2DBlockStoreINTEL, prefetch = opc == SpvOpSubgroup2DBlockPrefetchINTEL;
	unsigned n = prefetch ? 9 : 10, base = store ? 5 : 4, priv = store ? 4 : 9, i;
	LLVMTypeRef t;

	if (LLVMGetNumArgOperands(v) != n || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind)
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with %u arguments or a result (it takes %u, "
		                   "and has none)", LLVMGetNumArgOperands(v), n));
	for (i = 0; i < 4; i++) {
		LLVMValueRef a = lsv_bi_argv(c, v, i);
		if (!LLVMIsAConstantInt(a) || LLVMGetIntTypeWidth(LLVMTypeOf(a)) != 32)
			lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with operand %u not a constant 32-bit integer "
			                   "(element size and block shape must be constants)", i));
	}
	if (!isptr(argty(c, v, base), 1))
		lsv_bi_unsupported(c, v, cl, " with a 2D region that is not in global memory (address space 1)");
	if (!prefetch && !isptr(argty(c, v, priv), 0))
		lsv_bi_unsupported(c, v, cl, " with per-invocation data that is not in private memory (address space 0)");
	for (i = base + 1; i < base + 4; i++)
		if (!isint(argty(c, v, i)))
			lsv_bi_unsupported(c, v, cl, " with a memory width, height or pitch that is not an integer");
	t = argty(c, v, base + 4);
	if (LLVMGetTypeKind(t) != LLVMVectorTypeKind || LLVMGetVectorSize(t) != 2 || !isint(LLVMGetElementType(t)))
		lsv_bi_unsupported(c, v, cl, " with a coordinate that is not a vector of two integers");
}

/* OpPredicatedLoadINTEL(p, predicate, default[, memory operands]) and
 * OpPredicatedStoreINTEL(p, object, predicate[, memory operands]): a
 * numerical scalar or vector, a bool predicate, a default of the result's
 * type; "Volatile is not allowed". */
static void
predicated(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, int opc)
{
	bool load = opc == SpvOpPredicatedLoadINTEL;
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMTypeRef t;
	LLVMValueRef mask;

	if (n < 3)
		return; /* the grammar-driven lowering names the missing operands */
	t = load ? LLVMTypeOf(v) : argty(c, v, 1);
	if (!numeric(t) || LLVMGetTypeKind(argty(c, v, 0)) != LLVMPointerTypeKind ||
	    !lsv_is_bool(argty(c, v, load ? 1 : 2)) || LLVMGetTypeKind(argty(c, v, load ? 1 : 2)) == LLVMVectorTypeKind ||
	    (load && argty(c, v, 2) != t))
		lsv_bi_unsupported(c, v, cl, " declared with these types (a pointer, a bool predicate and a numerical "
		                   "scalar or vector)");
	mask = n > 3 ? lsv_bi_argv(c, v, 3) : NULL;
	if (mask && LLVMIsAConstantInt(mask) && (LLVMConstIntGetZExtValue(mask) & SpvMemoryAccessVolatileMask))
		lsv_bi_unsupported(c, v, cl, " with memory access Volatile, which the instruction does not allow");
}

void
lsv_intelio_check(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, int opc)
{
	if (is2d(opc))
		block2d(c, v, cl, opc);
	else if (opc == SpvOpPredicatedLoadINTEL || opc == SpvOpPredicatedStoreINTEL)
		predicated(c, v, cl, opc);
}

/* The pointee pointer operand j of call v of opc needs (rt: its result
 * type), or NULL: a predicated access's value type; the 32-bit integers a
 * transforming 2D load writes ("If it is an OpTypePointer pointer, it must
 * point to a scalar 32-bit integer type"). */
LLVMTypeRef
lsv_intelio_pointee(struct lsv_ctx *c, LLVMValueRef v, int opc, LLVMTypeRef rt, unsigned j)
{
	if (j == 0 && opc == SpvOpPredicatedLoadINTEL)
		return rt;
	if (j == 0 && opc == SpvOpPredicatedStoreINTEL && LLVMGetNumArgOperands(v) > 1)
		return argty(c, v, 1);
	if (j == 9 && opc == SpvOpSubgroup2DBlockLoadTransformINTEL)
		return LLVMInt32TypeInContext(c->llctx);
	return NULL;
}
