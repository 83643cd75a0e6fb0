/* coopmat.c: the __spirv_ call forms on cooperative matrices
 * (SPV_KHR_cooperative_matrix) whose operands the grammar-driven lowering of
 * atomics.c cannot give as the calls pass them: the length of a matrix value
 * (the instruction takes its type), element access through a pointer to a
 * matrix, and dynamic element extract and insert on matrix values; the
 * select of one of two matrices; and matrices copied through integers. */
#include <llvm-c/Target.h>

#include "lsv.h"

static LLVMTypeRef
argty(struct lsv_ctx *c, LLVMValueRef v, unsigned i)
{
	return LLVMTypeOf(lsv_bi_argv(c, v, i));
}

/* Does call v of __spirv_<op> need this file (the matrix forms of op)? */
bool
lsv_coopmat_call(struct lsv_ctx *c, LLVMValueRef v, SpvOp op)
{
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMValueRef a;

	if (!n)
		return false;
	a = lsv_bi_argv(c, v, 0);
	switch ((int)op) {
	case SpvOpCooperativeMatrixLengthKHR:
		return true;
	case SpvOpAccessChain:
	case SpvOpInBoundsAccessChain:
		return n == 2 && LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind &&
		       lsv_coopmat_comp(lsv_pointee(c, a));
	case SpvOpVectorExtractDynamic:
	case SpvOpVectorInsertDynamic:
		return lsv_coopmat_comp(LLVMTypeOf(a)) != NULL;
	default:
		return false;
	}
}

/* OpCooperativeMatrixLengthKHR of the argument's type (or, given a pointer
 * to a matrix, of the matrix's): "Result Type must be an OpTypeInt with
 * 32-bit Width and 0 Signedness"; a 64-bit result (a size_t in the front
 * end) is that number widened. */
static SpvId
length(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMTypeRef t = argty(c, v, 0), rt = LLVMTypeOf(v);
	SpvId u32 = lsv_int_type(c, 32), id;

	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		t = lsv_pointee(c, lsv_bi_argv(c, v, 0));

	if (LLVMGetNumArgOperands(v) != 1 || !lsv_coopmat_comp(t))
		lsv_bi_unsupported(c, v, cl, " without exactly one cooperative matrix (or pointer to one) argument");
	if (LLVMGetTypeKind(rt) != LLVMIntegerTypeKind || (LLVMGetIntTypeWidth(rt) != 32 && LLVMGetIntTypeWidth(rt) != 64))
		lsv_bi_unsupported(c, v, cl, " with a result that is not a 32- or 64-bit integer");
	id = INST(c, SpvOpCooperativeMatrixLengthKHR, u32, lsv_type(c, t));
	return LLVMGetIntTypeWidth(rt) == 32 ? id : INST(c, SpvOpUConvert, lsv_type(c, rt), id);
}

/* The element index operand: an integer scalar. */
static SpvId
index(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i)
{
	if (LLVMGetTypeKind(argty(c, v, i)) != LLVMIntegerTypeKind)
		lsv_bi_unsupported(c, v, cl, " with an element index that is not an integer");
	return lsv_val(c, lsv_bi_argv(c, v, i));
}

/* __spirv_AccessChain(matrix *p, index): a pointer to the index-th element
 * this invocation owns, in p's storage class. */
static SpvId
chain(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	LLVMValueRef p = lsv_bi_argv(c, v, 0);
	LLVMTypeRef mt = lsv_pointee(c, p), et = lsv_coopmat_comp(mt);
	SpvId have = lsv_ptr_to(c, LLVMTypeOf(v), et, v);

	if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMPointerTypeKind ||
	    LLVMGetPointerAddressSpace(LLVMTypeOf(v)) != LLVMGetPointerAddressSpace(LLVMTypeOf(p)))
		lsv_bi_unsupported(c, v, cl, " on a matrix whose result is not a pointer in the matrix's address space");
	return lsv_ptr_result(c, v, INST(c, op, have, lsv_val_ptr(c, p, mt), index(c, v, cl, 1)), have);
}

/* A Function variable holding matrix value x (of type ty). */
static SpvId
spill(struct lsv_ctx *c, SpvId ty, SpvId x)
{
	SpvId var = lsv_id(c);

	lsv_variable(c, &c->f->vars, lsv_ptr_type(c, SpvStorageClassFunction, ty), var, SpvStorageClassFunction, ty,
	             0);
	EMIT(c, c->f->cur, SpvOpStore, var, x);
	return var;
}

/* __spirv_VectorExtractDynamic(matrix, index) and
 * __spirv_VectorInsertDynamic(matrix, value, index): the vector instructions
 * take no matrices, and OpCompositeExtract/Insert only literal indices, so the
 * matrix goes through a Function variable and an OpAccessChain to the element. */
static SpvId
dynamic(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	LLVMTypeRef mt = argty(c, v, 0), et = lsv_coopmat_comp(mt);
	bool ins = op == SpvOpVectorInsertDynamic;
	SpvId mty = lsv_type(c, mt), ety = lsv_type(c, et), var, ep;

	if (LLVMGetNumArgOperands(v) != (ins ? 3u : 2u))
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " on a matrix without exactly %u arguments", ins ? 3 : 2));
	if (ins ? LLVMTypeOf(v) != mt || argty(c, v, 1) != et : LLVMTypeOf(v) != et)
		lsv_bi_unsupported(c, v, cl, " on a matrix with a value or result that is not its component type");
	var = spill(c, mty, lsv_val(c, lsv_bi_argv(c, v, 0)));
	ep = CHAIN(c, SpvOpAccessChain, lsv_ptr_type(c, SpvStorageClassFunction, ety), mty, var,
	           index(c, v, cl, ins ? 2 : 1));
	if (!ins)
		return INST(c, SpvOpLoad, ety, ep);
	EMIT(c, c->f->cur, SpvOpStore, ep, lsv_val(c, lsv_bi_argv(c, v, 1)));
	return INST(c, SpvOpLoad, mty, var);
}

/* select cond, a, b on matrices: OpSelect takes no cooperative matrix (the
 * validator wants a scalar, vector or, from 1.4, a composite that is not
 * one), but it takes pointers in every version: select between two
 * variables holding the matrices and load the chosen one. */
SpvId
lsv_coopmat_select(struct lsv_ctx *c, SpvId cond, LLVMValueRef a, LLVMValueRef b)
{
	SpvId ty = lsv_type(c, LLVMTypeOf(a)), va = spill(c, ty, lsv_val(c, a)), vb = spill(c, ty, lsv_val(c, b));

	return INST(c, SpvOpLoad, ty, INST(c, SpvOpSelect, lsv_ptr_type(c, SpvStorageClassFunction, ty), cond, va, vb));
}

SpvId
lsv_bi_coopmat(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	switch ((int)op) {
	case SpvOpCooperativeMatrixLengthKHR: return length(c, v, cl);
	case SpvOpAccessChain:
	case SpvOpInBoundsAccessChain: return chain(c, v, cl, op);
	default: return dynamic(c, v, cl, op);
	}
}

/* The MemoryLayout argument of a matrix load, store or prefetch is an id, so
 * the grammar-driven lowering does not see that it names a Cooperative Matrix
 * Layout: "It must come from a 32-bit integer constant instruction whose value
 * corresponds to a Cooperative Matrix Layout". A constant one is checked and
 * its capability required (PackedINTEL: PackedCooperativeMatrixINTEL of
 * SPV_INTEL_joint_matrix); a run-time one is left as it comes. */
void
lsv_coopmat_layout(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op)
{
	unsigned i;
	uint64_t x;
	LLVMValueRef a;

	switch ((int)op) {
	case SpvOpCooperativeMatrixLoadKHR: i = 1; break;
	case SpvOpCooperativeMatrixStoreKHR: i = 2; break;
	case SpvOpCooperativeMatrixLoadCheckedINTEL: i = 3; break;
	case SpvOpCooperativeMatrixStoreCheckedINTEL: case SpvOpCooperativeMatrixPrefetchINTEL: i = 4; break;
	default: return;
	}
	if (LLVMGetNumArgOperands(v) <= i || !LLVMIsAConstantInt(a = lsv_bi_argv(c, v, i)))
		return;
	x = LLVMConstIntGetZExtValue(a);
	if (x > UINT32_MAX || !lsv_enuminfo(LSV_K_CooperativeMatrixLayout, (uint32_t)x))
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with memory layout %llu, which is not a Cooperative "
		                   "Matrix Layout", (unsigned long long)x));
	lsv_req_enum(c, LSV_K_CooperativeMatrixLayout, (uint32_t)x);
}

/* SPV_INTEL_joint_matrix: "If CooperativeMatrixBFloat16ComponentTypeINTEL
 * and BFloat16ConversionINTEL capabilities are declared, then allow
 * cooperative matrix types for" OpConvertFToBF16INTEL and OpConvertBF16ToFINTEL
 * (TF32 likewise for OpRoundFToTF32INTEL), so a conversion between two
 * matrices of the same scope, rows, columns and use is one of their
 * components. 1: *from and *to were such matrices and are now their
 * component types; 0: neither is a matrix; -1: not two matrices of one shape. */
int
lsv_coopmat_conv(LLVMTypeRef *from, LLVMTypeRef *to)
{
	LLVMTypeRef f = lsv_coopmat_comp(*from), t = lsv_coopmat_comp(*to);
	unsigned i, n;

	if (!f && !t)
		return 0;
	if (!f || !t || (n = LLVMGetTargetExtTypeNumIntParams(*from)) != LLVMGetTargetExtTypeNumIntParams(*to))
		return -1;
	for (i = 0; i < n; i++)
		if (LLVMGetTargetExtTypeIntParam(*from, i) != LLVMGetTargetExtTypeIntParam(*to, i))
			return -1;
	*from = f;
	*to = t;
	return 1;
}

/* The matrix type that memory at pointer p holds, or NULL. */
static LLVMTypeRef
held(struct lsv_ctx *c, LLVMValueRef p)
{
	return LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind ? lsv_coopmat_comp(lsv_pointee(c, p)) ?
	       lsv_pointee(c, p) : NULL : NULL;
}

/* LLVM sizes a matrix as a pointer, so SROA copies one from an alloca to
 * another as an integer: `%x = load i64, ptr %a` whose every use is `store
 * i64 %x, ptr %b`, with a matrix at both %a and %b. The matrix has no
 * memory layout in SPIR-V (reading 8 bytes of it would read something else),
 * so such a load and its stores move the matrix itself: the matrix type, or
 * NULL when load v is not such a copy. */
LLVMTypeRef
lsv_coopmat_copy(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef u;
	LLVMTypeRef mt;

	if (!LLVMIsALoadInst(v) || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind || LLVMGetVolatile(v) ||
	    LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic || !(mt = held(c, LLVMGetOperand(v, 0))) ||
	    !LLVMGetFirstUse(v))
		return NULL;
	for (LLVMUseRef use = LLVMGetFirstUse(v); use; use = LLVMGetNextUse(use)) {
		u = LLVMGetUser(use);
		if (!LLVMIsAStoreInst(u) || LLVMGetOperand(u, 0) != v || LLVMGetVolatile(u) ||
		    LLVMGetOrdering(u) != LLVMAtomicOrderingNotAtomic || held(c, LLVMGetOperand(u, 1)) != mt)
			return NULL;
	}
	return mt;
}

/* Load or store v of a value of type t at pointer p, where p may hold a
 * matrix: the matrix type to load or store instead (a copy, above), NULL when
 * p holds none or t is its type; any other access to a matrix's memory is an
 * error (what it would read or overwrite is not defined). */
LLVMTypeRef
lsv_coopmat_access(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t)
{
	LLVMTypeRef mt = held(c, p);
	LLVMValueRef x = LLVMIsAStoreInst(v) ? LLVMGetOperand(v, 0) : v;

	if (!mt || t == mt)
		return NULL;
	if (lsv_coopmat_copy(c, x))
		return mt;
	lsv_unsupported(c, v, "an access to a cooperative matrix in memory as another type (other than a copy "
	                "of the whole matrix from one matrix variable to another)");
}

/* llvm.memcpy/memmove(dst, src, n) of one whole matrix (n its LLVM size)
 * between two places that hold that matrix type: the matrix moves with
 * OpLoad and OpStore. Any other copy touching a matrix's memory is an error,
 * for the reason above. Returns false when neither place holds a matrix. */
bool
lsv_coopmat_memcpy(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef d = LLVMGetOperand(v, 0), s = LLVMGetOperand(v, 1), n = LLVMGetOperand(v, 2);
	LLVMTypeRef dt = held(c, d), st = held(c, s);

	if (!dt && !st)
		return false;
	if (dt != st || !LLVMIsAConstantInt(n) ||
	    LLVMConstIntGetZExtValue(n) != LLVMABISizeOfType(LLVMGetModuleDataLayout(c->m), dt))
		lsv_unsupported(c, v, "a memory copy touching a cooperative matrix that is not a copy of the whole "
		                "matrix from one matrix variable to another");
	EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, d, dt),
	     INST(c, SpvOpLoad, lsv_type(c, dt), lsv_val_ptr(c, s, dt)));
	return true;
}
