/* widevec.c: vectors of more than 16 lanes in the Kernel environment, where
 * SPIR-V's longest vector has 16 (without SPV_EXT_long_vector). A module
 * that has them is legalised on a copy before instruction selection: helpers
 * that take or return them are inlined, their reductions become reductions
 * of parts, their allocas and memory accesses get the same bytes through
 * arrays and lanes, and LLVM's scalarizer takes the functions that use them
 * apart lane by lane (docs/design.md "Vectors of more than 16 lanes"). What
 * is left is an error at the instruction that needs it. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "lsv.h"

enum { MAXLANES = 16 };

static bool
wide(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) > MAXLANES;
}

static bool
widesig(LLVMValueRef f)
{
	LLVMTypeRef ft = LLVMGlobalGetValueType(f);
	unsigned n = LLVMCountParams(f), i;

	if (wide(LLVMGetReturnType(ft)))
		return true;
	for (i = 0; i < n; i++)
		if (wide(LLVMTypeOf(LLVMGetParam(f, i))))
			return true;
	return false;
}

/* Does instruction i make, take or address a vector of more than 16 lanes? */
static bool
wideinst(LLVMValueRef i)
{
	int n = LLVMGetNumOperands(i), k;

	if (wide(LLVMTypeOf(i)))
		return true;
	if (LLVMIsAAllocaInst(i) && wide(LLVMGetAllocatedType(i)))
		return true;
	if (LLVMIsAGetElementPtrInst(i) && wide(LLVMGetGEPSourceElementType(i)))
		return true;
	for (k = 0; k < n; k++)
		if (wide(LLVMTypeOf(LLVMGetOperand(i, k))))
			return true;
	return false;
}

static bool
widefn(LLVMValueRef f)
{
	LLVMBasicBlockRef bb;
	LLVMValueRef i;

	if (widesig(f))
		return true;
	for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
		for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
			if (wideinst(i))
				return true;
	return false;
}

static bool
hasattr(LLVMValueRef f, const char *name)
{
	unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));

	return LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k) != NULL;
}

static void
setattr(struct lsv_ctx *c, LLVMValueRef f, const char *name, bool on)
{
	unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));

	if (on && !hasattr(f, name))
		LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->llctx, k, 0));
	else if (!on)
		LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, k);
}

/* Helpers whose parameters or result are wide have no SPIR-V signature:
 * the ones this module calls are inlined into their callers and dropped
 * (they cannot be exported). A kernel, a helper nothing calls (it exists to
 * be exported) and one still called (recursion) stay, and are an error. */
static bool
inlinable(LLVMValueRef f)
{
	return !LLVMIsDeclaration(f) && !lsv_is_kernel(f) && widesig(f) && LLVMGetFirstUse(f);
}

static void
inlinewide(struct lsv_ctx *c)
{
	LLVMValueRef f, next;
	struct lsv_map called;
	bool any = false, fresh;

	lsv_map_init(&called, &c->fn);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (!inlinable(f))
			continue;
		setattr(c, f, "noinline", false);
		setattr(c, f, "optnone", false);
		setattr(c, f, "alwaysinline", true);
		*lsv_map_slot(&called, (uint64_t)(uintptr_t)f, &fresh) = 1;
		any = true;
	}
	if (!any)
		return;
	lsv_passes(c, "always-inline");
	for (f = LLVMGetFirstFunction(c->m); f; f = next) {
		next = LLVMGetNextFunction(f);
		if (lsv_map_get(&called, (uint64_t)(uintptr_t)f) && !LLVMGetFirstUse(f))
			LLVMDeleteFunction(f);
	}
	lsv_arena_free(&c->fn);
}

/* The reduction of a vector of n lanes as the reduction of its parts of at
 * most 16 lanes: an ordered one (fadd, fmul: a start value and the vector)
 * threads its accumulator through the parts in lane order, the others
 * reduce the vector of the parts' results. */
static LLVMValueRef
reduce(struct lsv_ctx *c, LLVMBuilderRef b, unsigned id, LLVMValueRef start, LLVMValueRef v)
{
	LLVMTypeRef vt = LLVMTypeOf(v), et = LLVMGetElementType(vt), i32 = LLVMInt32TypeInContext(c->llctx);
	unsigned n = LLVMGetVectorSize(vt), parts = (n + MAXLANES - 1) / MAXLANES, size = (n + parts - 1) / parts;
	unsigned at, k, j, p = 0;
	LLVMValueRef acc = start, partial = LLVMGetPoison(LLVMVectorType(et, parts));

	if (n <= MAXLANES) {
		LLVMValueRef args[2] = {start, v};
		LLVMValueRef fn = LLVMGetIntrinsicDeclaration(c->m, id, &vt, 1);
		return LLVMBuildCall2(b, LLVMGlobalGetValueType(fn), fn, start ? args : args + 1, start ? 2 : 1, "");
	}
	for (at = 0; at < n; at += k, p++) {
		LLVMValueRef mask[MAXLANES], part;
		k = n - at < size ? n - at : size;
		for (j = 0; j < k; j++)
			mask[j] = LLVMConstInt(i32, at + j, 0);
		if (k == 1)
			part = LLVMBuildExtractElement(b, v, mask[0], "");
		else
			part = LLVMBuildShuffleVector(b, v, LLVMGetPoison(vt), LLVMConstVector(mask, k), "");
		if (k > 1)
			part = reduce(c, b, id, start ? acc : NULL, part);
		else if (start)
			part = id == LLVMLookupIntrinsicID("llvm.vector.reduce.fadd", 23) ? LLVMBuildFAdd(b, acc, part, "")
			                                                                   : LLVMBuildFMul(b, acc, part, "");
		if (start)
			acc = part;
		else
			partial = LLVMBuildInsertElement(b, partial, part, LLVMConstInt(i32, p, 0), "");
	}
	return start ? acc : reduce(c, b, id, NULL, partial);
}

static void
reduction(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef i)
{
	LLVMValueRef f = LLVMGetCalledValue(i), r;
	unsigned id = LLVMIsAFunction(f) ? LLVMGetIntrinsicID(f) : 0, nargs = LLVMGetNumArgOperands(i);
	size_t len;
	const char *name = id ? LLVMIntrinsicGetName(id, &len) : "";

	if (strncmp(name, "llvm.vector.reduce.", 19) || !wide(LLVMTypeOf(LLVMGetOperand(i, nargs - 1))))
		return;
	LLVMPositionBuilderBefore(b, i);
	r = reduce(c, b, id, nargs == 2 ? LLVMGetOperand(i, 0) : NULL, LLVMGetOperand(i, nargs - 1));
	LLVMReplaceAllUsesWith(i, r);
	LLVMInstructionEraseFromParent(i);
}

/* Are the lanes of vector type vt laid out as an array of its elements
 * (whole bytes, no padding between them)? */
static bool
bytelanes(LLVMTargetDataRef td, LLVMTypeRef vt)
{
	LLVMTypeRef et = LLVMGetElementType(vt);

	return LLVMSizeOfTypeInBits(td, et) == 8 * LLVMABISizeOfType(td, et);
}

/* An alloca of a wide vector becomes one of an array of its lanes, as many
 * as fill the vector's allocation size, with the vector's alignment. */
static void
walloca(struct lsv_ctx *c, LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef i)
{
	LLVMTypeRef vt = LLVMGetAllocatedType(i), et = LLVMGetElementType(vt);
	unsigned long long n = LLVMABISizeOfType(td, vt) / LLVMABISizeOfType(td, et);
	LLVMValueRef a;
	size_t len;
	const char *name = LLVMGetValueName2(i, &len);

	if (!bytelanes(td, vt))
		return;
	name = lsv_strndup(&c->fn, name, len);
	LLVMPositionBuilderBefore(b, i);
	a = LLVMBuildArrayAlloca(b, LLVMArrayType2(et, n), LLVMGetOperand(i, 0), "");
	LLVMSetAlignment(a, LLVMGetAlignment(i));
	LLVMReplaceAllUsesWith(i, a);
	LLVMInstructionEraseFromParent(i);
	LLVMSetValueName2(a, name, len);
}

/* A getelementptr over a wide vector type becomes one over bytes: the
 * first index steps whole vectors (their allocation size), the second
 * lanes. */
static void
gep(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef i)
{
	LLVMTypeRef vt = LLVMGetGEPSourceElementType(i), et = LLVMGetElementType(vt);
	unsigned n = LLVMGetNumIndices(i), k;
	LLVMValueRef off, g;
	LLVMTypeRef it;

	for (k = 1; k <= n; k++)
		if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(i, k))) != LLVMIntegerTypeKind)
			return;
	if (n > 2 || !bytelanes(td, vt))
		return;
	LLVMPositionBuilderBefore(b, i);
	off = LLVMGetOperand(i, 1);
	it = LLVMTypeOf(off);
	off = LLVMBuildMul(b, off, LLVMConstInt(it, LLVMABISizeOfType(td, vt), 0), "");
	if (n == 2) {
		LLVMValueRef lane = LLVMBuildSExtOrBitCast(b, LLVMGetOperand(i, 2), it, "");
		off = LLVMBuildAdd(b, off, LLVMBuildMul(b, lane, LLVMConstInt(it, LLVMABISizeOfType(td, et), 0), ""), "");
	}
	if (LLVMIsInBounds(i))
		g = LLVMBuildInBoundsGEP2(b, LLVMInt8TypeInContext(LLVMGetTypeContext(vt)), LLVMGetOperand(i, 0), &off, 1, "");
	else
		g = LLVMBuildGEP2(b, LLVMInt8TypeInContext(LLVMGetTypeContext(vt)), LLVMGetOperand(i, 0), &off, 1, "");
	LLVMReplaceAllUsesWith(i, g);
	LLVMInstructionEraseFromParent(i);
}

/* A load or store of a wide vector goes in parts: 16 lanes, then 8, 4, 2
 * and 1 for the rest (lengths SPIR-V has, so no part touches bytes past the
 * vector), each aligned as far as the access's alignment and its offset
 * allow. A load's parts are joined by a balanced tree of shuffles: an
 * insertelement per lane would cost the scalarizer time quadratic in the
 * lanes. */
struct parts {
	LLVMValueRef v, p;      /* the access, its pointer */
	LLVMTypeRef vt, et, i32; /* the vector, its element; i32 */
	unsigned align, n;
	unsigned long long esz; /* bytes per lane */
};

static unsigned
partlen(unsigned left)
{
	unsigned k = MAXLANES;

	while (k > left)
		k /= 2;
	return k;
}

static LLVMValueRef
lanes(LLVMTypeRef i32, unsigned at, unsigned k)
{
	LLVMValueRef m[MAXLANES];
	unsigned j;

	for (j = 0; j < k; j++)
		m[j] = LLVMConstInt(i32, at + j, 0);
	return LLVMConstVector(m, k);
}

/* The pointer to lanes [at, ...) as an access of type t, with its alignment. */
static LLVMValueRef
partaccess(LLVMBuilderRef b, const struct parts *a, unsigned at, LLVMTypeRef t, LLVMValueRef x)
{
	LLVMValueRef ix = LLVMConstInt(a->i32, at, 0), q = a->p, r;
	unsigned long long off = at * a->esz, low = off & -off;

	if (at)
		q = LLVMBuildInBoundsGEP2(b, a->et, q, &ix, 1, "");
	r = x ? LLVMBuildStore(b, x, q) : LLVMBuildLoad2(b, t, q, "");
	LLVMSetVolatile(r, LLVMGetVolatile(a->v));
	LLVMSetAlignment(r, off && low < a->align ? (unsigned)low : a->align);
	return r;
}

/* x (of xn lanes) and y (of yn <= xn) side by side. */
static LLVMValueRef
join(LLVMBuilderRef b, LLVMTypeRef i32, LLVMValueRef x, unsigned xn, LLVMValueRef y, unsigned yn)
{
	LLVMValueRef *m = lsv_xmalloc((xn + yn) * sizeof(*m)), r;
	unsigned j;

	if (yn < xn) {
		for (j = 0; j < xn; j++)
			m[j] = j < yn ? LLVMConstInt(i32, j, 0) : LLVMGetPoison(i32);
		y = LLVMBuildShuffleVector(b, y, LLVMGetPoison(LLVMTypeOf(y)), LLVMConstVector(m, xn), "");
	}
	for (j = 0; j < xn + yn; j++)
		m[j] = LLVMConstInt(i32, j, 0); /* y's lanes follow x's, widened or not */
	r = LLVMBuildShuffleVector(b, x, y, LLVMConstVector(m, xn + yn), "");
	free(m);
	return r;
}

/* Load lanes [at, at + n) as one vector. */
static LLVMValueRef
loadtree(LLVMBuilderRef b, const struct parts *a, unsigned at, unsigned n)
{
	unsigned k = partlen(n), half;

	if (k == n) {
		if (n > 1)
			return partaccess(b, a, at, LLVMVectorType(a->et, n), NULL);
		return LLVMBuildInsertElement(b, LLVMGetPoison(LLVMVectorType(a->et, 1)),
		                              partaccess(b, a, at, a->et, NULL),
		                              LLVMConstInt(a->i32, 0, 0), "");
	}
	/* the first half a whole number of parts, at least as long as the rest */
	half = ((n + k - 1) / k + 1) / 2 * k;
	return join(b, a->i32, loadtree(b, a, at, half), half, loadtree(b, a, at + half, n - half), n - half);
}

static void
access(LLVMBuilderRef b, LLVMTargetDataRef td, LLVMValueRef i)
{
	bool ld = LLVMIsALoadInst(i);
	struct parts a;
	unsigned at, k;

	a.v = i;
	a.vt = ld ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0));
	a.et = LLVMGetElementType(a.vt);
	a.p = LLVMGetOperand(i, ld ? 0 : 1);
	a.align = LLVMGetAlignment(i);
	a.n = LLVMGetVectorSize(a.vt);
	a.esz = LLVMABISizeOfType(td, a.et);
	a.i32 = LLVMInt32TypeInContext(LLVMGetTypeContext(a.vt));
	if (LLVMGetOrdering(i) != LLVMAtomicOrderingNotAtomic || !bytelanes(td, a.vt))
		return;
	LLVMPositionBuilderBefore(b, i);
	if (ld) {
		LLVMReplaceAllUsesWith(i, loadtree(b, &a, 0, a.n));
	} else {
		LLVMValueRef x = LLVMGetOperand(i, 0);
		for (at = 0; at < a.n; at += k) {
			k = partlen(a.n - at);
			partaccess(b, &a, at, NULL, k == 1 ? LLVMBuildExtractElement(b, x, LLVMConstInt(a.i32, at, 0), "") :
			           LLVMBuildShuffleVector(b, x, LLVMGetPoison(a.vt), lanes(a.i32, at, k), ""));
		}
	}
	LLVMInstructionEraseFromParent(i);
}

static void
rewrite(struct lsv_ctx *c, LLVMValueRef f)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
	LLVMBasicBlockRef bb;
	LLVMValueRef i, next;

	for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
		for (i = LLVMGetFirstInstruction(bb); i; i = next) {
			next = LLVMGetNextInstruction(i);
			if (LLVMIsACallInst(i))
				reduction(c, b, i);
			else if (LLVMIsAAllocaInst(i) && wide(LLVMGetAllocatedType(i)))
				walloca(c, b, td, i);
			else if (LLVMIsAGetElementPtrInst(i) && wide(LLVMGetGEPSourceElementType(i)))
				gep(b, td, i);
			else if ((LLVMIsALoadInst(i) && wide(LLVMTypeOf(i))) ||
			         (LLVMIsAStoreInst(i) && wide(LLVMTypeOf(LLVMGetOperand(i, 0)))))
				access(b, td, i);
		}
	LLVMDisposeBuilder(b);
}

/* Whatever still has a wide vector is an error where it is. */
static void
leftovers(struct lsv_ctx *c)
{
	LLVMValueRef f, i, g;
	LLVMBasicBlockRef bb;

	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g))
		if (wide(LLVMGlobalGetValueType(g)))
			lsv_fail_at(c, g, "a global variable of a vector of more than %u elements is not supported "
			            "for %s (SPIR-V vectors have at most %u without SPV_EXT_long_vector)", MAXLANES,
			            c->tgt.triple, MAXLANES);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		if (widesig(f))
			lsv_fail_at(c, f, "a %s with a parameter or result of a vector of more than %u elements is "
			            "not supported for %s (SPIR-V vectors have at most %u without SPV_EXT_long_vector; "
			            "helpers that the module calls are inlined, but this one is %s)",
			            lsv_is_kernel(f) ? "kernel" : "function", MAXLANES, c->tgt.triple, MAXLANES,
			            lsv_is_kernel(f) ? "an entry point" :
			            LLVMGetFirstUse(f) ? "recursive" : "not called here, only exported");
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
				if (wideinst(i))
					lsv_fail_at(c, i, "this use of a vector of more than %u elements is not supported "
					            "for %s (SPIR-V vectors have at most %u without SPV_EXT_long_vector, and "
					            "the instruction cannot be split lane by lane)", MAXLANES, c->tgt.triple,
					            MAXLANES);
	}
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		if (LLVMIsDeclaration(f) && widesig(f) && LLVMGetFirstUse(f))
			lsv_fail_at(c, f, "a call of an external function with a parameter or result of a vector of "
			            "more than %u elements is not supported for %s", MAXLANES, c->tgt.triple);
}

static bool
anywide(struct lsv_ctx *c)
{
	LLVMValueRef f, g;

	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g))
		if (wide(LLVMGlobalGetValueType(g)))
			return true;
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		if (widesig(f) || (!LLVMIsDeclaration(f) && widefn(f)))
			return true;
	return false;
}

/* SPV_EXT_long_vector (SPIR-V 1.3): a module whose wide vectors have only
 * operations with a native form keeps them whole (types.c gives them an
 * OpTypeVector of their own length). The extended instruction sets are
 * unchanged, so OpenCL.std still takes vectors of at most 16 components:
 * calls of the intrinsics that work lane by lane go in parts of 16 lanes
 * (whatever instruction isel makes of them), reductions reduce parts as
 * above. Anything else (vectors of pointers, i1 lanes in memory, other
 * intrinsics, external functions, odd widths) and the module is legalised
 * as without the extension. */
static const char *const lanewise[] = {
	"llvm.abs", "llvm.acos", "llvm.asin", "llvm.atan", "llvm.bitreverse", "llvm.bswap",
	"llvm.canonicalize", "llvm.ceil", "llvm.copysign", "llvm.cos", "llvm.cosh", "llvm.ctlz",
	"llvm.ctpop", "llvm.cttz", "llvm.exp", "llvm.exp10", "llvm.exp2", "llvm.fabs", "llvm.floor",
	"llvm.fma", "llvm.fmuladd", "llvm.fptosi.sat", "llvm.fptoui.sat", "llvm.fshl", "llvm.fshr",
	"llvm.is.fpclass", "llvm.ldexp", "llvm.log", "llvm.log10", "llvm.log2", "llvm.maximum",
	"llvm.maxnum", "llvm.minimum", "llvm.minnum", "llvm.nearbyint", "llvm.pow", "llvm.powi",
	"llvm.rint", "llvm.round", "llvm.roundeven", "llvm.sadd.sat", "llvm.sin", "llvm.sinh",
	"llvm.smax", "llvm.smin", "llvm.sqrt", "llvm.ssub.sat", "llvm.tan", "llvm.tanh", "llvm.trunc",
	"llvm.uadd.sat", "llvm.umax", "llvm.umin", "llvm.usub.sat",
};

static const char *
intrinsic(LLVMValueRef call)
{
	LLVMValueRef f = LLVMGetCalledValue(call);
	unsigned id = LLVMIsAFunction(f) ? LLVMGetIntrinsicID(f) : 0;
	size_t len;

	return id ? LLVMIntrinsicGetName(id, &len) : NULL;
}

/* Is call one of a lane-wise intrinsic whose vectors all have the result's
 * lanes (the other operands are scalars, given to every part)? */
static bool
lanewisecall(LLVMValueRef call)
{
	const char *name = intrinsic(call);
	LLVMTypeRef rt = LLVMTypeOf(call);
	unsigned n = LLVMGetNumArgOperands(call), k, i;

	if (!name || LLVMGetTypeKind(rt) != LLVMVectorTypeKind)
		return false;
	for (k = 0; k < n; k++) {
		LLVMTypeRef t = LLVMTypeOf(LLVMGetOperand(call, k));
		if (LLVMGetTypeKind(t) == LLVMPointerTypeKind ||
		    (LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) != LLVMGetVectorSize(rt)))
			return false;
	}
	for (i = 0; i < LSV_LEN(lanewise); i++)
		if (!strcmp(name, lanewise[i]))
			return true;
	return false;
}

/* Lanes SPIR-V holds as they are: no pointers (vectors of size_t,
 * isel.c), no odd widths, no bfloat. */
static bool
plainlanes(LLVMTypeRef t)
{
	LLVMTypeRef et = LLVMGetElementType(t);
	unsigned w;

	switch (LLVMGetTypeKind(et)) {
	case LLVMHalfTypeKind:
	case LLVMFloatTypeKind:
	case LLVMDoubleTypeKind: return true;
	case LLVMIntegerTypeKind:
		w = LLVMGetIntTypeWidth(et);
		return w == 1 || w == 8 || w == 16 || w == 32 || w == 64;
	default: return false;
	}
}

static bool
boollanes(LLVMTypeRef t)
{
	return LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMIntegerTypeKind &&
	       LLVMGetIntTypeWidth(LLVMGetElementType(t)) == 1;
}

/* A bitcast between vectors whose SPIR-V types have their LLVM lanes (no
 * three-lane or widened side, whose memory shape has more) and no bool. */
static bool
plaincast(LLVMTypeRef from, LLVMTypeRef to)
{
	unsigned nf = lsv_vec_len(from), nt = lsv_vec_len(to);

	return nf > 1 && nt > 1 && nf != 3 && nt != 3 && lsv_spv_lanes(nf) == nf &&
	       lsv_spv_lanes(nt) == nt && !boollanes(from) && !boollanes(to);
}

/* Can instruction i, which makes, takes or addresses a wide vector, keep
 * it whole? */
static bool
nativeinst(LLVMValueRef i)
{
	int n = LLVMGetNumOperands(i), k;
	LLVMValueRef f;
	const char *name;

	if (wide(LLVMTypeOf(i)) && !plainlanes(LLVMTypeOf(i)))
		return false;
	for (k = 0; k < n; k++)
		if (wide(LLVMTypeOf(LLVMGetOperand(i, k))) && !plainlanes(LLVMTypeOf(LLVMGetOperand(i, k))))
			return false;
	switch (LLVMGetInstructionOpcode(i)) {
	case LLVMAdd: case LLVMFAdd: case LLVMSub: case LLVMFSub: case LLVMMul: case LLVMFMul:
	case LLVMUDiv: case LLVMSDiv: case LLVMFDiv: case LLVMURem: case LLVMSRem: case LLVMFRem:
	case LLVMShl: case LLVMLShr: case LLVMAShr: case LLVMAnd: case LLVMOr: case LLVMXor:
	case LLVMFNeg: case LLVMTrunc: case LLVMZExt: case LLVMSExt: case LLVMFPToUI: case LLVMFPToSI:
	case LLVMUIToFP: case LLVMSIToFP: case LLVMFPTrunc: case LLVMFPExt: case LLVMICmp: case LLVMFCmp:
	case LLVMSelect: case LLVMPHI: case LLVMExtractElement: case LLVMInsertElement:
	case LLVMShuffleVector: case LLVMFreeze: case LLVMRet:
		return true;
	case LLVMBitCast: return plaincast(LLVMTypeOf(LLVMGetOperand(i, 0)), LLVMTypeOf(i));
	case LLVMLoad: return LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic && !boollanes(LLVMTypeOf(i));
	case LLVMStore:
		return LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic &&
		       !boollanes(LLVMTypeOf(LLVMGetOperand(i, 0)));
	case LLVMAlloca: return !wide(LLVMGetAllocatedType(i)) || !boollanes(LLVMGetAllocatedType(i));
	case LLVMGetElementPtr:
		return !wide(LLVMGetGEPSourceElementType(i)) || plainlanes(LLVMGetGEPSourceElementType(i));
	case LLVMCall:
		f = LLVMGetCalledValue(i);
		if (LLVMIsAFunction(f) && !LLVMIsDeclaration(f))
			return true; /* a helper: its parameters are long vectors too */
		name = intrinsic(i);
		return lanewisecall(i) || (name && !strncmp(name, "llvm.vector.reduce.", 19));
	default:
		return false;
	}
}

static bool
allnative(struct lsv_ctx *c)
{
	LLVMValueRef f, g, i;
	LLVMBasicBlockRef bb;

	if (!lsv_cap_ok(c, SpvCapabilityLongVectorEXT) || c->tgt.maxversion < LSV_V(1, 3))
		return false;
	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g))
		if (wide(LLVMGlobalGetValueType(g)) &&
		    (!plainlanes(LLVMGlobalGetValueType(g)) || boollanes(LLVMGlobalGetValueType(g))))
			return false;
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
				if (wideinst(i) && !nativeinst(i))
					return false;
	}
	return true;
}

/* name with each overloaded type of n lanes (".v<n>" before its element)
 * made one of k lanes, or the element for k == 1. */
static char *
partname(const char *name, size_t len, unsigned n, unsigned k)
{
	char *out = lsv_xmalloc(len + 1), *o = out, vn[16];
	size_t i, vl = (size_t)snprintf(vn, sizeof vn, ".v%u", n);

	for (i = 0; i < len;) {
		if (i + vl < len && !memcmp(name + i, vn, vl) && (name[i + vl] < '0' || name[i + vl] > '9')) {
			o += k == 1 ? sprintf(o, ".") : sprintf(o, ".v%u", k);
			i += vl;
		} else {
			*o++ = name[i++];
		}
	}
	*o = 0;
	return out;
}

/* Lanes [at, at + k) of vector x: a vector of k lanes, the lane for k == 1. */
static LLVMValueRef
slice(LLVMBuilderRef b, LLVMTypeRef i32, LLVMValueRef x, unsigned at, unsigned k)
{
	if (k == 1)
		return LLVMBuildExtractElement(b, x, LLVMConstInt(i32, at, 0), "");
	return LLVMBuildShuffleVector(b, x, LLVMGetPoison(LLVMTypeOf(x)), lanes(i32, at, k), "");
}

/* A lane-wise intrinsic call on a wide vector as calls on its parts of 16
 * lanes (the last one shorter), joined in lane order. */
static void
splitcall(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef call)
{
	LLVMValueRef fn = LLVMGetCalledValue(call), acc = NULL, part, pfn;
	LLVMTypeRef rt = LLVMTypeOf(call), et = LLVMGetElementType(rt), i32 = LLVMInt32TypeInContext(c->llctx);
	unsigned n = LLVMGetVectorSize(rt), nargs = LLVMGetNumArgOperands(call), at, k, a;
	LLVMValueRef *args = lsv_xmalloc((nargs ? nargs : 1) * sizeof(*args));
	LLVMTypeRef *pt = lsv_xmalloc((nargs ? nargs : 1) * sizeof(*pt));
	size_t len;
	const char *name = LLVMGetValueName2(fn, &len);
	char *pname;

	LLVMPositionBuilderBefore(b, call);
	for (at = 0; at < n; at += k) {
		k = n - at < MAXLANES ? n - at : MAXLANES;
		for (a = 0; a < nargs; a++) {
			LLVMValueRef x = LLVMGetOperand(call, a);
			args[a] = wide(LLVMTypeOf(x)) ? slice(b, i32, x, at, k) : x;
			pt[a] = LLVMTypeOf(args[a]);
		}
		pname = partname(name, len, n, k);
		if (!(pfn = LLVMGetNamedFunction(c->m, pname)))
			pfn = LLVMAddFunction(c->m, pname,
			                      LLVMFunctionType(k == 1 ? et : LLVMVectorType(et, k), pt, nargs, 0));
		free(pname);
		part = LLVMBuildCall2(b, LLVMGlobalGetValueType(pfn), pfn, args, nargs, "");
		if (LLVMCanValueUseFastMathFlags(call))
			LLVMSetFastMathFlags(part, LLVMGetFastMathFlags(call));
		if (k == 1)
			part = LLVMBuildInsertElement(b, LLVMGetPoison(LLVMVectorType(et, 1)), part,
			                              LLVMConstInt(i32, 0, 0), "");
		acc = acc ? join(b, i32, acc, at, part, k) : part;
	}
	free(args);
	free(pt);
	LLVMReplaceAllUsesWith(call, acc);
	LLVMInstructionEraseFromParent(call);
}

static void
keepwide(struct lsv_ctx *c)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMBasicBlockRef bb;
	LLVMValueRef f, i, next;

	c->own = c->m = LLVMCloneModule(c->m);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = next) {
				next = LLVMGetNextInstruction(i);
				if (LLVMIsACallInst(i) && wide(LLVMTypeOf(i)) && lanewisecall(i))
					splitcall(c, b, i);
				else if (LLVMIsACallInst(i))
					reduction(c, b, i);
			}
	LLVMDisposeBuilder(b);
}

void
lsv_widevec(struct lsv_ctx *c)
{
	LLVMValueRef f;
	struct lsv_map had; /* functions: 1 had optnone, 2 got it here */
	bool fresh;

	if (!anywide(c))
		return;
	if (allnative(c)) {
		keepwide(c);
		return;
	}
	c->own = c->m = LLVMCloneModule(c->m);
	inlinewide(c);
	/* the scalarizer sees only the functions with wide vectors: the others
	 * are optnone meanwhile, and -O0 code's optnone is lifted from these */
	lsv_map_init(&had, &c->fn);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		if (widefn(f)) {
			if (hasattr(f, "optnone"))
				*lsv_map_slot(&had, (uint64_t)(uintptr_t)f, &fresh) = 1;
			setattr(c, f, "optnone", false);
			rewrite(c, f);
		} else if (!hasattr(f, "optnone")) {
			*lsv_map_slot(&had, (uint64_t)(uintptr_t)f, &fresh) = 2 | hasattr(f, "noinline") << 2;
			setattr(c, f, "optnone", true);
			setattr(c, f, "noinline", true);
		}
	}
	lsv_passes(c, "function(scalarizer,adce)");
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		uint64_t h = lsv_map_get(&had, (uint64_t)(uintptr_t)f);
		if (h & 1)
			setattr(c, f, "optnone", true);
		if (h & 2) {
			setattr(c, f, "optnone", false);
			if (!(h & 4))
				setattr(c, f, "noinline", false);
		}
	}
	lsv_arena_free(&c->fn);
	leftovers(c);
}
