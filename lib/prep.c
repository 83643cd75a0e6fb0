/* prep.c: the Shader environment's IR preparation, on a copy of the module
 * (the caller's stays as it was). Convergence control goes (structured
 * control flow carries its meaning); helpers are inlined where logical
 * addressing forbids their pointer parameters; LLVM's SROA and cleanups run
 * through LLVMRunPasses; resource handles that -O0 code parks in globals are
 * forwarded to their loads; members of constant buffers are recorded; then
 * LLVM's structurizing passes run on reducible functions (irreducible ones
 * are an error). Each step only makes the input simpler. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Transforms/PassBuilder.h>

#include <llvm-c/Target.h>

#include "lsv.h"

static bool
named(LLVMValueRef f, const char *prefix)
{
	size_t n, k = strlen(prefix);
	const char *name = LLVMGetValueName2(f, &n);

	return n >= k && !memcmp(name, prefix, k);
}

static LLVMValueRef
calleeof(LLVMValueRef i)
{
	LLVMValueRef f;

	if (!LLVMIsACallInst(i))
		return NULL;
	f = LLVMGetCalledValue(i);
	return LLVMIsAFunction(f) ? f : NULL;
}

bool
lsv_is_shader_entry(LLVMValueRef f)
{
	return LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "hlsl.shader", 11) != NULL;
}

static void
dropattr(LLVMValueRef f, const char *name)
{
	LLVMRemoveEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex,
	                               LLVMGetEnumAttributeKindForName(name, strlen(name)));
}

static bool
hasptrs(LLVMValueRef f)
{
	LLVMTypeRef ft = LLVMGlobalGetValueType(f);
	unsigned n = LLVMCountParamTypes(ft), i;
	LLVMTypeRef *pt = lsv_xmalloc((n ? n : 1) * sizeof(*pt));
	bool any = LLVMGetTypeKind(LLVMGetReturnType(ft)) == LLVMPointerTypeKind;

	LLVMGetParamTypes(ft, pt);
	for (i = 0; i < n; i++)
		any |= LLVMGetTypeKind(pt[i]) == LLVMPointerTypeKind;
	free(pt);
	return any;
}

/* Function attributes: -O0 code is optnone/noinline, which would keep SROA
 * and the inliner away. A helper with pointer parameters or result must be
 * inlined (a logical pointer cannot cross a call in general); outside the
 * library environment nothing but entry points is visible. */
static void
attributes(struct lsv_ctx *c)
{
	LLVMValueRef f;
	unsigned always = LLVMGetEnumAttributeKindForName("alwaysinline", 12);

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		dropattr(f, "optnone");
		dropattr(f, "noinline");
		if (lsv_is_kernel(f))
			lsv_fail_at(c, f, "an OpenCL kernel (the spir_kernel function @%s) is not supported for %s: Vulkan "
			            "entry points are shaders (\"hlsl.shader\"); use spirv32 or spirv64 for OpenCL kernels",
			            LLVMGetValueName(f), c->tgt.triple);
		if (lsv_is_shader_entry(f))
			continue;
		if (hasptrs(f) && !LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, always))
			LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
			                        LLVMCreateEnumAttribute(c->llctx, always, 0));
		if (!c->env->linkage(c))
			LLVMSetLinkage(f, LLVMInternalLinkage);
	}
}

/* Call i again without its "convergencectrl" bundle. */
static void
unbundle(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef i)
{
	unsigned nb = LLVMGetNumOperandBundles(i), na = LLVMGetNumArgOperands(i), k, m = 0;
	LLVMOperandBundleRef *keep = lsv_xmalloc((nb ? nb : 1) * sizeof(*keep));
	LLVMValueRef *args = lsv_xmalloc((na ? na : 1) * sizeof(*args)), nc;
	LLVMMetadataRef loc = LLVMInstructionGetDebugLoc(i);
	size_t len;
	const char *name;
	int idx;

	for (k = 0; k < nb; k++) {
		LLVMOperandBundleRef ob = LLVMGetOperandBundleAtIndex(i, k);
		size_t tl;
		const char *tag = LLVMGetOperandBundleTag(ob, &tl);
		if (tl == 15 && !memcmp(tag, "convergencectrl", 15))
			LLVMDisposeOperandBundle(ob);
		else
			keep[m++] = ob;
	}
	for (k = 0; k < na; k++)
		args[k] = LLVMGetOperand(i, k);
	LLVMPositionBuilderBefore(b, i);
	nc = LLVMBuildCallWithOperandBundles(b, LLVMGetCalledFunctionType(i), LLVMGetCalledValue(i), args, na,
	                                     keep, m, "");
	LLVMSetInstructionCallConv(nc, LLVMGetInstructionCallConv(i));
	for (idx = -1; idx <= (int)na; idx++) {
		unsigned n = LLVMGetCallSiteAttributeCount(i, (LLVMAttributeIndex)idx), j;
		LLVMAttributeRef *at;
		if (!n)
			continue;
		at = lsv_xmalloc(n * sizeof(*at));
		LLVMGetCallSiteAttributes(i, (LLVMAttributeIndex)idx, at);
		for (j = 0; j < n; j++)
			LLVMAddCallSiteAttribute(nc, (LLVMAttributeIndex)idx, at[j]);
		free(at);
	}
	if (loc)
		LLVMInstructionSetDebugLoc(nc, loc);
	name = LLVMGetValueName2(i, &len);
	if (len) {
		char *copy = lsv_strndup(&c->fn, name, len);
		LLVMSetValueName2(i, "", 0);
		LLVMSetValueName2(nc, copy, len);
	}
	LLVMReplaceAllUsesWith(i, nc);
	LLVMInstructionEraseFromParent(i);
	for (k = 0; k < m; k++)
		LLVMDisposeOperandBundle(keep[k]);
	free(keep);
	free(args);
}

/* Convergence tokens say which invocations execute a convergent operation
 * together; in SPIR-V structured control flow says it. Drop the bundles and
 * then the token intrinsics. */
static void
convergence(struct lsv_ctx *c)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMValueRef f, i, next;
	LLVMBasicBlockRef bb;

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = next) {
				next = LLVMGetNextInstruction(i);
				if (LLVMIsACallInst(i) && LLVMGetNumOperandBundles(i))
					unbundle(c, b, i);
			}
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = next) {
				LLVMValueRef fn = calleeof(i);
				next = LLVMGetNextInstruction(i);
				if (!fn || !named(fn, "llvm.experimental.convergence."))
					continue;
				if (LLVMGetFirstUse(i))
					lsv_fail_at(c, i, "a convergence token used other than in a \"convergencectrl\" bundle "
					            "is not supported for %s", c->tgt.triple);
				LLVMInstructionEraseFromParent(i);
			}
	LLVMDisposeBuilder(b);
}

static void
passes(struct lsv_ctx *c, const char *pipeline)
{
	LLVMPassBuilderOptionsRef o = LLVMCreatePassBuilderOptions();
	LLVMErrorRef e = LLVMRunPasses(c->m, pipeline, NULL, o);

	LLVMDisposePassBuilderOptions(o);
	if (e) {
		char *msg = LLVMGetErrorMessage(e);
		char *copy = lsv_strndup(&c->mod, msg, strlen(msg));
		LLVMDisposeErrorMessage(msg);
		lsv_bug("LLVM pass pipeline '%s': %s", pipeline, copy);
	}
}

void
lsv_passes(struct lsv_ctx *c, const char *pipeline)
{
	passes(c, pipeline);
}

/* Resources. */

/* What pointer p is a constant byte offset *off into, through constant
 * getelementptrs and casts. */
static LLVMValueRef
root(struct lsv_ctx *c, LLVMValueRef p, uint64_t *off)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);

	*off = 0;
	for (;;) {
		LLVMTypeRef t;
		unsigned n, i;
		bool gep = LLVMIsAGetElementPtrInst(p) ||
		           (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
		if ((LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMBitCast ||
		                                LLVMGetConstOpcode(p) == LLVMAddrSpaceCast)) ||
		    LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p)) {
			p = LLVMGetOperand(p, 0);
			continue;
		}
		if (!gep)
			return p;
		t = LLVMGetGEPSourceElementType(p);
		n = LLVMGetNumOperands(p);
		for (i = 1; i < n; i++) {
			LLVMValueRef ix = LLVMGetOperand(p, i);
			if (!LLVMIsAConstantInt(ix))
				return p;
			if (i == 1) {
				*off += (uint64_t)LLVMConstIntGetSExtValue(ix) * LLVMABISizeOfType(td, t);
			} else if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
				unsigned m = (unsigned)LLVMConstIntGetZExtValue(ix);
				*off += LLVMOffsetOfElement(td, t, m);
				t = LLVMStructGetTypeAtIndex(t, m);
			} else {
				t = LLVMGetElementType(t);
				*off += (uint64_t)LLVMConstIntGetSExtValue(ix) * LLVMABISizeOfType(td, t);
			}
		}
		p = LLVMGetOperand(p, 0);
	}
}

/* The global and constant byte offset that pointer p names, if it is a
 * global or constant getelementptrs of one; NULL otherwise. */
static LLVMValueRef
slot(struct lsv_ctx *c, LLVMValueRef p, uint64_t *off)
{
	LLVMValueRef r = root(c, p, off);

	return LLVMIsAGlobalVariable(r) ? r : NULL;
}

static bool
ishandle(LLVMTypeRef t)
{
	const char *n;

	if (LLVMGetTypeKind(t) != LLVMTargetExtTypeKind)
		return false;
	n = LLVMGetTargetExtTypeName(t);
	return !strcmp(n, "spirv.VulkanBuffer") || !strcmp(n, "spirv.Image") || !strcmp(n, "spirv.SignedImage") ||
	       !strcmp(n, "spirv.Sampler") || !strcmp(n, "spirv.SampledImage");
}

static bool
iscounter(LLVMValueRef f)
{
	return named(f, "llvm.spv.resource.counterhandlefrom");
}

/* A call that makes the same handle wherever it stands: a binding with
 * constant operands, or the counter of such a binding. */
static bool
pure(LLVMValueRef v)
{
	LLVMValueRef f = calleeof(v);
	unsigned n, i;

	if (!f || (!named(f, "llvm.spv.resource.handlefrom") && !iscounter(f)))
		return false;
	n = LLVMGetNumArgOperands(v);
	for (i = 0; i < n; i++) {
		LLVMValueRef a = LLVMGetOperand(v, i);
		if (!LLVMIsAConstant(a) && !(i == 0 && iscounter(f) && pure(a)))
			return false;
	}
	return true;
}

static bool
sameint(LLVMValueRef x, LLVMValueRef y)
{
	return LLVMIsAConstantInt(x) && LLVMIsAConstantInt(y) &&
	       LLVMConstIntGetZExtValue(x) == LLVMConstIntGetZExtValue(y);
}

static bool
samehandle(LLVMValueRef a, LLVMValueRef b)
{
	unsigned n, i;

	if (a == b)
		return true;
	if (!pure(a) || !pure(b) || calleeof(a) != calleeof(b))
		return false;
	n = LLVMGetNumArgOperands(a);
	for (i = 0; i < n; i++) {
		LLVMValueRef x = LLVMGetOperand(a, i), y = LLVMGetOperand(b, i);
		if (x != y && !sameint(x, y) && !(LLVMIsACallInst(x) && samehandle(x, y)))
			return false;
	}
	return true;
}

/* Pure call v made again where b stands (with its main handle, for a
 * counter). */
static LLVMValueRef
rebuild(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef v)
{
	unsigned n = LLVMGetNumArgOperands(v), k;
	LLVMValueRef *args = lsv_alloc(&c->fn, (n ? n : 1) * sizeof(*args));

	for (k = 0; k < n; k++) {
		args[k] = LLVMGetOperand(v, k);
		if (LLVMIsACallInst(args[k]))
			args[k] = rebuild(c, b, args[k]);
	}
	return LLVMBuildCall2(b, LLVMGetCalledFunctionType(v), LLVMGetCalledValue(v), args, n, "");
}

struct stored {
	LLVMValueRef g;
	uint64_t off;
	LLVMValueRef v; /* the handle stored there; NULL: several that differ */
	struct stored *next;
};

static struct stored *
findslot(struct stored *s, LLVMValueRef g, uint64_t off)
{
	for (; s; s = s->next)
		if (s->g == g && s->off == off)
			return s;
	return NULL;
}

/* A handle loaded through a phi or select of slots: one made in the phi's
 * block or before the load (memo: the phis made, with their offsets). */
struct memo {
	LLVMValueRef phi, out;
	uint64_t off;
	struct memo *next;
};

struct fwd {
	struct lsv_ctx *c;
	struct stored *list;
	LLVMBuilderRef b;
	LLVMTypeRef ht;
	struct memo *memo;
	struct lsv_map *origin; /* made value -> the caller's instruction it stands for */
	uint64_t from;          /* the load's */
};

/* Values made here stand for an instruction of the caller's module, whose
 * line an error names. */
static LLVMValueRef
blame(struct lsv_map *origin, LLVMValueRef v, uint64_t from)
{
	bool fresh;

	if (from)
		*lsv_map_slot(origin, (uint64_t)(uintptr_t)v, &fresh) = from;
	return v;
}

static struct memo *
memoized(struct memo *m, LLVMValueRef phi, uint64_t off)
{
	for (; m; m = m->next)
		if (m->phi == phi && m->off == off)
			return m;
	return NULL;
}

/* The handle that p (plus off bytes) holds wherever it is loaded: a slot
 * holding one binding, or a phi or select of such pointers. With at NULL,
 * only whether there is one; else it is made before at. */
static LLVMValueRef
resolve(struct fwd *w, LLVMValueRef p, uint64_t off, LLVMValueRef at)
{
	uint64_t o;
	LLVMValueRef r = root(w->c, p, &o), x, y, np;
	struct stored *s;
	struct memo *m;
	unsigned i, n;

	off += o;
	if (LLVMIsAGlobalVariable(r)) {
		if (!(s = findslot(w->list, r, off)) || !s->v || !pure(s->v) || LLVMTypeOf(s->v) != w->ht)
			return NULL;
		if (!at)
			return s->v;
		LLVMPositionBuilderBefore(w->b, at);
		return rebuild(w->c, w->b, s->v);
	}
	if (LLVMIsASelectInst(r)) {
		if (!(x = resolve(w, LLVMGetOperand(r, 1), off, at)) || !(y = resolve(w, LLVMGetOperand(r, 2), off, at)))
			return NULL;
		if (!at)
			return x;
		LLVMPositionBuilderBefore(w->b, at);
		return blame(w->origin, LLVMBuildSelect(w->b, LLVMGetOperand(r, 0), x, y, ""), w->from);
	}
	if (!LLVMIsAPHINode(r))
		return NULL;
	if ((m = memoized(w->memo, r, off)))
		return m->out;
	m = lsv_alloc(&w->c->fn, sizeof(*m));
	*m = (struct memo){r, r, off, w->memo};
	w->memo = m;
	if (at) {
		LLVMPositionBuilderBefore(w->b, LLVMGetFirstInstruction(LLVMGetInstructionParent(r)));
		m->out = blame(w->origin, LLVMBuildPhi(w->b, w->ht, ""), w->from);
	}
	np = m->out;
	n = LLVMCountIncoming(r);
	for (i = 0; i < n; i++) {
		LLVMBasicBlockRef pred = LLVMGetIncomingBlock(r, i);
		x = resolve(w, LLVMGetIncomingValue(r, i), off, at ? LLVMGetBasicBlockTerminator(pred) : NULL);
		if (!x)
			return NULL;
		if (at)
			LLVMAddIncoming(np, &x, &pred, 1);
	}
	return np;
}

/* -O0 code keeps each resource's handle in a global (the class object the
 * HLSL resource is) and reloads it before each use, also through pointers
 * that pick one of several such globals. Where every store to such a slot
 * stores the same binding, a load of it is that binding again: the call is
 * repeated at the load (it makes the same handle anywhere), and a phi or
 * select of slots becomes one of handles. */
static struct stored *
forward(struct lsv_ctx *c, struct lsv_map *origin)
{
	struct stored *list, *s;
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMValueRef f, i, next, g;
	LLVMBasicBlockRef bb;
	uint64_t off;
	bool again;

	do {
		/* a handle copied from one slot to another is known once its load is
		 * forwarded: again until nothing changes */
		list = NULL;
		again = false;
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
			for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
				for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
					LLVMValueRef v;
					if (!LLVMIsAStoreInst(i))
						continue;
					v = LLVMGetOperand(i, 0);
					if (!ishandle(LLVMTypeOf(v)) || LLVMIsPoison(v) || LLVMIsUndef(v) ||
					    !(g = slot(c, LLVMGetOperand(i, 1), &off)))
						continue;
					if ((s = findslot(list, g, off))) {
						if (s->v && !samehandle(s->v, v))
							s->v = NULL;
						continue;
					}
					s = lsv_alloc(&c->mod, sizeof(*s));
					*s = (struct stored){g, off, v, list};
					list = s;
				}
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
			for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
				for (i = LLVMGetFirstInstruction(bb); i; i = next) {
					struct fwd w = {c, list, b, LLVMTypeOf(i), NULL, origin,
					                lsv_map_get(origin, (uint64_t)(uintptr_t)i)};
					LLVMValueRef nc;
					next = LLVMGetNextInstruction(i);
					if (!LLVMIsALoadInst(i) || !ishandle(LLVMTypeOf(i)) ||
					    !resolve(&w, LLVMGetOperand(i, 0), 0, NULL))
						continue;
					w.memo = NULL;
					nc = blame(origin, resolve(&w, LLVMGetOperand(i, 0), 0, i), w.from);
					LLVMReplaceAllUsesWith(i, nc);
					LLVMInstructionEraseFromParent(i);
					again = true;
				}
	} while (again);
	LLVMDisposeBuilder(b);
	return list;
}

/* Handles that meet in a phi or select. The same binding on every side is
 * that binding; elements of one resource array become the element at an
 * index chosen the same way. Other choices between resources are left (an
 * error once the cleanups are done). */

/* The callee of v if it is llvm.spv.resource.nonuniformindex. */
static LLVMValueRef
nonuniform(LLVMValueRef v)
{
	LLVMValueRef f = calleeof(v);

	return f && named(f, "llvm.spv.resource.nonuniformindex") ? f : NULL;
}

/* Whether a and b are bindings of one resource array, any element. */
static bool
samearray(LLVMValueRef a, LLVMValueRef b)
{
	LLVMValueRef f = calleeof(a);
	unsigned n, i;

	if (!f || f != calleeof(b) || !named(f, "llvm.spv.resource.handlefrom"))
		return false;
	n = LLVMGetNumArgOperands(a);
	for (i = 0; i < n; i++) {
		LLVMValueRef x = LLVMGetOperand(a, i), y = LLVMGetOperand(b, i);
		if (i != 3 && x != y && !sameint(x, y))
			return false;
	}
	return n >= 5;
}

/* The binding call like proto with index ix, made where b stands; wrapped
 * in nonuniformindex (nu) when one of the indices chosen from was. */
static LLVMValueRef
element(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef proto, LLVMValueRef ix, LLVMValueRef nu)
{
	unsigned n = LLVMGetNumArgOperands(proto), k;
	LLVMValueRef *args = lsv_alloc(&c->fn, n * sizeof(*args));

	if (nu)
		ix = LLVMBuildCall2(b, LLVMGlobalGetValueType(nu), nu, &ix, 1, "");
	for (k = 0; k < n; k++)
		args[k] = k == 3 ? ix : LLVMGetOperand(proto, k);
	return LLVMBuildCall2(b, LLVMGetCalledFunctionType(proto), LLVMGetCalledValue(proto), args, n, "");
}

static LLVMValueRef
firstnonphi(LLVMBasicBlockRef bb)
{
	LLVMValueRef i = LLVMGetFirstInstruction(bb);

	while (i && LLVMIsAPHINode(i))
		i = LLVMGetNextInstruction(i);
	return i;
}

/* v, a phi or select of handles, becomes r; the sides it chose from go
 * when that was their only use. */
static void
replace(LLVMValueRef v, LLVMValueRef r, struct lsv_map *origin)
{
	unsigned n = LLVMIsAPHINode(v) ? LLVMCountIncoming(v) : 0, i;
	LLVMValueRef *side = lsv_xmalloc((n + 2) * sizeof(*side));

	if (n)
		for (i = 0; i < n; i++)
			side[i] = LLVMGetIncomingValue(v, i);
	else
		side[n++] = LLVMGetOperand(v, 1), side[n++] = LLVMGetOperand(v, 2);
	blame(origin, r, lsv_map_get(origin, (uint64_t)(uintptr_t)v));
	LLVMReplaceAllUsesWith(v, r);
	LLVMInstructionEraseFromParent(v);
	for (i = 0; i < n; i++) {
		LLVMValueRef x = side[i];
		unsigned k;
		LLVMValueRef f = calleeof(x);
		if (!x || x == r || x == v || !f || LLVMGetFirstUse(x) ||
		    (!named(f, "llvm.spv.resource.handlefrom") && !iscounter(f)))
			continue;
		for (k = i; k < n; k++)
			if (side[k] == x)
				side[k] = NULL;
		LLVMInstructionEraseFromParent(x);
	}
	free(side);
}

static bool
joinselect(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef v, struct lsv_map *origin)
{
	LLVMValueRef x = LLVMGetOperand(v, 1), y = LLVMGetOperand(v, 2), ix, nu, r;

	if (samehandle(x, y)) {
		r = x;
	} else if (samearray(x, y)) {
		LLVMPositionBuilderBefore(b, v);
		nu = nonuniform(LLVMGetOperand(x, 3));
		if (!nu)
			nu = nonuniform(LLVMGetOperand(y, 3));
		ix = LLVMBuildSelect(b, LLVMGetOperand(v, 0), LLVMGetOperand(x, 3), LLVMGetOperand(y, 3), "");
		r = element(c, b, x, ix, nu);
	} else {
		return false;
	}
	replace(v, r, origin);
	return true;
}

static bool
joinphi(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef v, struct lsv_map *origin)
{
	unsigned n = LLVMCountIncoming(v), i;
	LLVMValueRef first = NULL, nu = NULL, ix, r;
	bool same = true, array = true, ident = true;

	for (i = 0; i < n; i++) {
		LLVMValueRef x = LLVMGetIncomingValue(v, i);
		if (x == v)
			continue;
		if (!first)
			first = x;
		ident &= x == first;
		same &= samehandle(first, x);
		array &= samearray(first, x);
		if (array && !nu)
			nu = nonuniform(LLVMGetOperand(x, 3));
	}
	if (!first || (!same && !array))
		return false;
	if (same && ident) {
		r = first;
	} else if (same) {
		LLVMPositionBuilderBefore(b, firstnonphi(LLVMGetInstructionParent(v)));
		r = rebuild(c, b, first);
	} else {
		LLVMPositionBuilderBefore(b, v);
		ix = LLVMBuildPhi(b, LLVMTypeOf(LLVMGetOperand(first, 3)), "");
		for (i = 0; i < n; i++) {
			LLVMValueRef x = LLVMGetIncomingValue(v, i);
			LLVMBasicBlockRef pred = LLVMGetIncomingBlock(v, i);
			x = x == v ? ix : LLVMGetOperand(x, 3);
			LLVMAddIncoming(ix, &x, &pred, 1);
		}
		LLVMPositionBuilderBefore(b, firstnonphi(LLVMGetInstructionParent(v)));
		r = element(c, b, first, ix, nu);
	}
	replace(v, r, origin);
	return true;
}

static void
joinhandles(struct lsv_ctx *c, struct lsv_map *origin)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMValueRef f, i, next;
	LLVMBasicBlockRef bb;
	bool changed;

	do {
		changed = false;
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
			for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
				for (i = LLVMGetFirstInstruction(bb); i; i = next) {
					next = LLVMGetNextInstruction(i);
					if (!ishandle(LLVMTypeOf(i)))
						continue;
					if (LLVMIsASelectInst(i))
						changed |= joinselect(c, b, i, origin);
					else if (LLVMIsAPHINode(i))
						changed |= joinphi(c, b, i, origin);
				}
	} while (changed);
	LLVMDisposeBuilder(b);
}

/* What the cleanups left: a run-time choice between different resources,
 * which Vulkan cannot express (a descriptor is chosen by binding), or a
 * handle read from memory that several resources were stored to. The
 * error names the caller's instruction the choice came from, or one that
 * uses it. */
static void
handlechoices(struct lsv_ctx *c, struct lsv_map *origin)
{
	LLVMValueRef f, i;
	LLVMBasicBlockRef bb;

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
				const char *what;
				uint64_t o;
				LLVMUseRef u;
				if (!ishandle(LLVMTypeOf(i)) || !LLVMGetFirstUse(i))
					continue;
				if (LLVMIsASelectInst(i) || LLVMIsAPHINode(i))
					what = lsv_fmt(&c->fn, "a %s between different resources (other than elements of "
					               "one resource array)", LLVMIsASelectInst(i) ? "select" : "phi");
				else if (LLVMIsALoadInst(i))
					what = "a resource handle loaded from memory that does not always hold the same "
					       "resource";
				else
					continue;
				o = lsv_map_get(origin, (uint64_t)(uintptr_t)i);
				for (u = LLVMGetFirstUse(i); u && !o; u = LLVMGetNextUse(u))
					o = lsv_map_get(origin, (uint64_t)(uintptr_t)LLVMGetUser(u));
				lsv_fail_at(c, o ? (LLVMValueRef)(uintptr_t)o : i, "%s is not supported for %s", what,
				            c->tgt.triple);
			}
}

/* Instructions of the copy that are or use resource handles, mapped to the
 * caller's module (the same shape until the passes run), whose text has
 * the lines errors name. */
static void
origins(struct lsv_ctx *c, LLVMModuleRef orig, struct lsv_map *origin)
{
	LLVMValueRef f = LLVMGetFirstFunction(c->m), g = LLVMGetFirstFunction(orig), i, j;
	LLVMBasicBlockRef bb, ob;
	bool fresh;

	for (; f && g; f = LLVMGetNextFunction(f), g = LLVMGetNextFunction(g))
		for (bb = LLVMGetFirstBasicBlock(f), ob = LLVMGetFirstBasicBlock(g); bb && ob;
		     bb = LLVMGetNextBasicBlock(bb), ob = LLVMGetNextBasicBlock(ob))
			for (i = LLVMGetFirstInstruction(bb), j = LLVMGetFirstInstruction(ob); i && j;
			     i = LLVMGetNextInstruction(i), j = LLVMGetNextInstruction(j))
				if (ishandle(LLVMTypeOf(i)) || (LLVMIsACallInst(i) && LLVMGetNumArgOperands(i) &&
				                                ishandle(LLVMTypeOf(LLVMGetOperand(i, 0)))))
					*lsv_map_slot(origin, (uint64_t)(uintptr_t)i, &fresh) = (uint64_t)(uintptr_t)j;
}

/* Implicit bindings: HLSL resources without [[vk::binding]] and the
 * counters of RWStructuredBuffer, AppendStructuredBuffer and
 * ConsumeStructuredBuffer. In the order the front end numbered them, each
 * takes the lowest binding its set has free after every explicit binding
 * (as LLVM's SPIR-V backend places them). This runs after the cleanups, so
 * resources nothing uses take no binding. */
struct implicit {
	LLVMValueRef call;
	uint32_t order, set, pos;
	bool counter;
};

static int
byorder(const void *a, const void *b)
{
	const struct implicit *x = a, *y = b;

	if (x->order != y->order)
		return x->order < y->order ? -1 : 1;
	return x->pos < y->pos ? -1 : x->pos > y->pos;
}

static uint32_t
constop(struct lsv_ctx *c, LLVMValueRef call, unsigned k)
{
	LLVMValueRef a = LLVMGetOperand(call, k);

	if (!LLVMIsAConstantInt(a))
		lsv_fail_at(c, call, "a resource binding with a run-time set, binding or order is not supported for %s",
		            c->tgt.triple);
	return (uint32_t)LLVMConstIntGetZExtValue(a);
}

/* The explicit-binding intrinsic in place of implicit call x, with its
 * binding. */
static void
explicitcall(struct lsv_ctx *c, LLVMBuilderRef b, const struct implicit *x, uint32_t binding)
{
	LLVMValueRef old = LLVMGetCalledValue(x->call), f, args[6], nc;
	size_t len;
	const char *name = LLVMGetValueName2(old, &len);
	const char *from = x->counter ? "llvm.spv.resource.counterhandlefrom" : "llvm.spv.resource.handlefrom";
	size_t k = strlen(from) + strlen("implicit");
	unsigned n = LLVMGetNumArgOperands(x->call), i;
	LLVMTypeRef ft = LLVMGlobalGetValueType(old), i32 = LLVMInt32TypeInContext(c->llctx);
	char *nn = lsv_fmt(&c->fn, "%s%.*s", from, (int)(len - k), name + k);

	if (!(f = LLVMGetNamedFunction(c->m, nn)))
		f = LLVMAddFunction(c->m, nn, ft);
	if (LLVMGlobalGetValueType(f) != ft || n > 6)
		lsv_fail_at(c, x->call, "@%s with this signature is not supported for %s", nn, c->tgt.triple);
	for (i = 0; i < n; i++)
		args[i] = LLVMGetOperand(x->call, i);
	if (x->counter) {
		args[1] = LLVMConstInt(i32, binding, 0); /* (handle, binding, set) */
	} else {
		args[0] = LLVMConstInt(i32, x->set, 0); /* (set, binding, ...) */
		args[1] = LLVMConstInt(i32, binding, 0);
	}
	LLVMPositionBuilderBefore(b, x->call);
	nc = LLVMBuildCall2(b, ft, f, args, n, "");
	LLVMReplaceAllUsesWith(x->call, nc);
	LLVMInstructionEraseFromParent(x->call);
}

static void
implicitbindings(struct lsv_ctx *c, struct lsv_map *used)
{
	struct lsv_map given; /* (set << 32 | binding) + 1; order + 1 -> binding + 1 */
	struct implicit *v = NULL;
	uint32_t n = 0, cap = 0, k;
	LLVMValueRef f, i;
	LLVMBasicBlockRef bb;
	LLVMBuilderRef b;
	bool fresh;

	lsv_map_init(&given, &c->fn);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
				LLVMValueRef g = calleeof(i);
				bool ctr;
				if (!g || (!named(g, "llvm.spv.resource.handlefrom") && !iscounter(g)))
					continue;
				ctr = iscounter(g);
				if (!named(g, ctr ? "llvm.spv.resource.counterhandlefromimplicitbinding"
				                  : "llvm.spv.resource.handlefromimplicitbinding")) {
					if (named(g, ctr ? "llvm.spv.resource.counterhandlefrombinding"
					                 : "llvm.spv.resource.handlefrombinding") &&
					    LLVMGetNumArgOperands(i) >= 3)
						*lsv_map_slot(used, ((uint64_t)constop(c, i, ctr ? 2 : 0) << 32 |
						                      constop(c, i, 1)) + 1, &fresh) = 1;
					continue;
				}
				if (LLVMGetNumArgOperands(i) < 3)
					lsv_bad_intrinsic(c, i);
				if (n == cap) {
					struct implicit *w = lsv_alloc(&c->fn, (cap = cap ? 2 * cap : 16) * sizeof(*w));
					if (n)
						memcpy(w, v, n * sizeof(*w));
					v = w;
				}
				v[n] = (struct implicit){i, constop(c, i, ctr ? 1 : 0), constop(c, i, ctr ? 2 : 1), n, ctr};
				n++;
			}
	if (!n)
		return;
	qsort(v, n, sizeof(*v), byorder);
	b = LLVMCreateBuilderInContext(c->llctx);
	for (k = 0; k < n; k++) {
		uint64_t *got = lsv_map_slot(&given, (uint64_t)v[k].order + 1, &fresh);
		if (fresh) {
			uint32_t bn = 0;
			while (lsv_map_get(used, ((uint64_t)v[k].set << 32 | bn) + 1))
				bn++;
			*lsv_map_slot(used, ((uint64_t)v[k].set << 32 | bn) + 1, &fresh) = 1;
			*got = (uint64_t)bn + 1;
		}
		explicitcall(c, b, &v[k], (uint32_t)(*got - 1));
	}
	LLVMDisposeBuilder(b);
}

/* !hlsl.cbs = !{!{ptr @Name.cb, ptr addrspace(12) @member, ...}}: the first
 * global holds the constant buffer's handle, the others are its members in
 * order (padding members of the layout excepted). */
static void
cbuffers(struct lsv_ctx *c, struct stored *handles, struct lsv_map *used)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(c->m, "hlsl.cbs"), i, k;
	LLVMValueRef *ops;
	bool fresh;

	if (!n)
		return;
	ops = lsv_alloc(&c->fn, n * sizeof(*ops));
	LLVMGetNamedMetadataOperands(c->m, "hlsl.cbs", ops);
	for (i = 0; i < n; i++) {
		unsigned m = LLVMGetMDNodeNumOperands(ops[i]);
		LLVMValueRef *g = lsv_alloc(&c->fn, (m ? m : 1) * sizeof(*g));
		struct stored *s;
		LLVMValueRef h;
		LLVMGetMDNodeOperands(ops[i], g);
		if (!m || !g[0] || !LLVMIsAGlobalVariable(g[0]))
			continue;
		s = NULL;
		for (struct stored *t = handles; t && !s; t = t->next)
			if (t->g == g[0])
				s = t;
		h = s ? s->v : NULL;
		for (k = 1; k < m; k++) {
			if (!g[k] || !LLVMIsAGlobalVariable(g[k]))
				continue;
			if (h && pure(h) && named(calleeof(h), "llvm.spv.resource.handlefromimplicitbinding"))
				lsv_fail_at(c, g[k], "a member of a constant buffer without an explicit binding "
				            "([[vk::binding]]) is not supported for %s", c->tgt.triple);
			if (!h || !pure(h))
				lsv_fail_at(c, g[k], "a constant buffer member whose buffer is not bound to a constant "
				            "set and binding is not supported for %s", c->tgt.triple);
			lsv_shader_cbmember(c, g[k], h, k - 1);
			*lsv_map_slot(used, ((uint64_t)constop(c, h, 0) << 32 | constop(c, h, 1)) + 1, &fresh) = 1;
		}
	}
}

static bool
wide(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind && LLVMGetVectorSize(t) > 4;
}

/* A load or store of a vector of more than four lanes becomes one per
 * lane (LLVM's scalarizer takes the rest apart). */
static void
splitaccess(struct lsv_ctx *c, LLVMBuilderRef b, LLVMValueRef i)
{
	bool ld = LLVMIsALoadInst(i);
	LLVMTypeRef vt = ld ? LLVMTypeOf(i) : LLVMTypeOf(LLVMGetOperand(i, 0)), et = LLVMGetElementType(vt);
	LLVMValueRef p = LLVMGetOperand(i, ld ? 0 : 1), acc = LLVMGetPoison(vt);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c->llctx);
	unsigned n = LLVMGetVectorSize(vt), k;

	LLVMPositionBuilderBefore(b, i);
	for (k = 0; k < n; k++) {
		LLVMValueRef ix = LLVMConstInt(i32, k, 0);
		LLVMValueRef q = LLVMBuildInBoundsGEP2(b, et, p, &ix, 1, "");
		if (ld) {
			LLVMValueRef x = LLVMBuildLoad2(b, et, q, "");
			LLVMSetVolatile(x, LLVMGetVolatile(i));
			acc = LLVMBuildInsertElement(b, acc, x, ix, "");
		} else {
			LLVMValueRef x = LLVMBuildExtractElement(b, LLVMGetOperand(i, 0), ix, "");
			LLVMSetVolatile(LLVMBuildStore(b, x, q), LLVMGetVolatile(i));
		}
	}
	if (ld)
		LLVMReplaceAllUsesWith(i, acc);
	LLVMInstructionEraseFromParent(i);
}

/* Vectors of more than four lanes (a float4x4 is a <16 x float>): SPIR-V
 * shaders have vectors of two to four. Their loads and stores are split
 * here, the rest by LLVM's scalarizer; true if there were any. */
static bool
widevectors(struct lsv_ctx *c)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMValueRef f, i, next;
	LLVMBasicBlockRef bb;
	bool any = false;

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (i = LLVMGetFirstInstruction(bb); i; i = next) {
				next = LLVMGetNextInstruction(i);
				any |= wide(LLVMTypeOf(i));
				if ((LLVMIsALoadInst(i) && wide(LLVMTypeOf(i)) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic) ||
				    (LLVMIsAStoreInst(i) && wide(LLVMTypeOf(LLVMGetOperand(i, 0))) && LLVMGetOrdering(i) == LLVMAtomicOrderingNotAtomic)) {
					splitaccess(c, b, i);
					any = true;
				}
			}
	LLVMDisposeBuilder(b);
	return any;
}

static bool
among(LLVMBasicBlockRef bb, LLVMBasicBlockRef *set, unsigned n)
{
	while (n--)
		if (set[n] == bb)
			return true;
	return false;
}

/* Route the edges from blocks to latch through a new block of their own
 * (see lsv_cfg_shared_latch). The latch's phis take one value from it: the
 * blocks' value, or a phi in the new block where they disagree. */
static void
splitexit(struct lsv_ctx *c, LLVMBasicBlockRef latch, LLVMBasicBlockRef *from, unsigned n)
{
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMBasicBlockRef nb = LLVMInsertBasicBlockInContext(c->llctx, latch, "loopexit");
	LLVMValueRef phi, next;
	unsigned i, k;

	LLVMPositionBuilderAtEnd(b, nb);
	LLVMBuildBr(b, latch);
	for (phi = LLVMGetFirstInstruction(latch); phi && LLVMIsAPHINode(phi); phi = next) {
		LLVMValueRef v = NULL, np, x;
		LLVMBasicBlockRef in;
		size_t len;
		const char *name;
		next = LLVMGetNextInstruction(phi);
		for (k = 0; k < LLVMCountIncoming(phi); k++)
			if (among(LLVMGetIncomingBlock(phi, k), from, n)) {
				x = LLVMGetIncomingValue(phi, k);
				v = v && v != x ? NULL : x;
				if (!v)
					break;
			}
		if (!v) {
			LLVMPositionBuilderBefore(b, LLVMGetFirstInstruction(nb));
			v = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
			for (k = 0; k < LLVMCountIncoming(phi); k++) {
				x = LLVMGetIncomingValue(phi, k);
				in = LLVMGetIncomingBlock(phi, k);
				if (among(in, from, n))
					LLVMAddIncoming(v, &x, &in, 1);
			}
		}
		LLVMPositionBuilderBefore(b, phi);
		np = LLVMBuildPhi(b, LLVMTypeOf(phi), "");
		for (k = 0; k < LLVMCountIncoming(phi); k++) {
			x = LLVMGetIncomingValue(phi, k);
			in = LLVMGetIncomingBlock(phi, k);
			if (!among(in, from, n))
				LLVMAddIncoming(np, &x, &in, 1);
		}
		LLVMAddIncoming(np, &v, &nb, 1);
		name = LLVMGetValueName2(phi, &len);
		name = lsv_strndup(&c->fn, name, len);
		LLVMReplaceAllUsesWith(phi, np);
		LLVMInstructionEraseFromParent(phi);
		LLVMSetValueName2(np, name, len);
	}
	for (i = 0; i < n; i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(from[i]);
		for (k = 0; k < LLVMGetNumSuccessors(t); k++)
			if (LLVMGetSuccessor(t, k) == latch)
				LLVMSetSuccessor(t, k, nb);
	}
	LLVMDisposeBuilder(b);
}

/* Split every loop exit that is the latch of the loop around it. */
static void
splitlatches(struct lsv_ctx *c, LLVMValueRef f)
{
	unsigned left = LLVMCountBasicBlocks(f), n;
	LLVMBasicBlockRef latch, *from;

	while (left-- && (latch = lsv_cfg_shared_latch(c, f, &from, &n))) {
		splitexit(c, latch, from, n);
		lsv_arena_free(&c->fn);
	}
	lsv_arena_free(&c->fn);
}

/* Functions whose control flow is structured as it is (front ends' -O0
 * output mostly is) keep it; the others go through LLVM's structurizer
 * (one return, loops with one exit, selections nested in regions), which
 * sees only them: the structured ones are marked optnone meanwhile. One
 * return first: selections whose arms meet again only on the way to
 * different returns have no block to merge at. */
static void
structurize(struct lsv_ctx *c)
{
	unsigned optnone = LLVMGetEnumAttributeKindForName("optnone", 7);
	unsigned noinline = LLVMGetEnumAttributeKindForName("noinline", 8);
	LLVMValueRef f;
	bool any = false;

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		lsv_cfg_reducible(c, f);
		if (lsv_cfg_structured(c, f)) {
			LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(c->llctx, optnone, 0));
			if (!LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, noinline))
				LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
				                        LLVMCreateEnumAttribute(c->llctx, noinline, 0));
		} else {
			any = true;
		}
		lsv_arena_free(&c->fn);
	}
	if (any)
		passes(c, "function(lower-switch,mergereturn,unify-loop-exits,structurizecfg)");
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (any && !LLVMIsDeclaration(f) && !LLVMGetEnumAttributeAtIndex(f, LLVMAttributeFunctionIndex, optnone)) {
			splitlatches(c, f); /* the structurizer's loops exit so too */
			/* its blocks are no help in a message: cfg.c names the function */
			LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex,
			                        LLVMCreateStringAttribute(c->llctx, LSV_STRUCTURIZED,
			                                                  (unsigned)strlen(LSV_STRUCTURIZED), "", 0));
		}
		dropattr(f, "optnone");
		dropattr(f, "noinline");
	}
}

/* Vulkan forbids recursion ("Entry points may not have a call graph with
 * cycles", VUID-StandaloneSpirv-None-04634): a cycle is an error at the call
 * that closes it. Depth-first over defined functions, iterative. */
struct callframe {
	LLVMValueRef f, i;
	LLVMBasicBlockRef bb;
};

static LLVMValueRef
nextcall(struct callframe *t)
{
	while (t->bb) {
		while (t->i) {
			LLVMValueRef i = t->i, g = calleeof(i);

			t->i = LLVMGetNextInstruction(i);
			if (g && !LLVMIsDeclaration(g))
				return i;
		}
		t->bb = LLVMGetNextBasicBlock(t->bb);
		t->i = t->bb ? LLVMGetFirstInstruction(t->bb) : NULL;
	}
	return NULL;
}

static void
recursion(struct lsv_ctx *c)
{
	struct lsv_map state; /* 1 on the stack, 2 done */
	struct callframe *stack;
	LLVMValueRef f, g, call;
	unsigned n = 0, sp;
	bool fresh;

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
		n++;
	stack = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(*stack));
	lsv_map_init(&state, &c->fn);
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || lsv_map_get(&state, (uint64_t)(uintptr_t)f))
			continue;
		sp = 0;
		g = f;
		for (;;) {
			LLVMBasicBlockRef bb = LLVMGetFirstBasicBlock(g);

			*lsv_map_slot(&state, (uint64_t)(uintptr_t)g, &fresh) = 1;
			stack[sp++] = (struct callframe){g, bb ? LLVMGetFirstInstruction(bb) : NULL, bb};
			for (g = NULL; sp && !g;) {
				if (!(call = nextcall(&stack[sp - 1]))) {
					*lsv_map_slot(&state, (uint64_t)(uintptr_t)stack[--sp].f, &fresh) = 2;
					continue;
				}
				g = calleeof(call);
				switch (lsv_map_get(&state, (uint64_t)(uintptr_t)g)) {
				case 1:
					lsv_fail_at(c, call, "recursion (@%s calls @%s, which is already on the call "
					            "stack) is not supported for %s: Vulkan forbids cycles in the call graph",
					            LLVMGetValueName(stack[sp - 1].f), LLVMGetValueName(g), c->tgt.triple);
				case 2:
					g = NULL;
				}
			}
			if (!g)
				break;
		}
	}
}

LLVMModuleRef
lsv_prep(struct lsv_ctx *c)
{
	struct stored *handles;
	struct lsv_map used; /* bindings taken: (set << 32 | binding) + 1 */
	struct lsv_map origin;
	LLVMModuleRef orig;

	if (c->tgt.addressing != SpvAddressingModelLogical)
		lsv_fail(c, LSV_ERR_OPTION, "triple '%s' names a physical architecture with a Vulkan OS: Vulkan "
		         "shaders use logical addressing, the 'spirv' architecture (spirv-unknown-vulkan1.3-compute)",
		         c->tgt.triple);
	orig = c->m;
	c->own = c->m = LLVMCloneModule(c->m);
	lsv_map_init(&origin, &c->mod);
	origins(c, orig, &origin);
	attributes(c);
	convergence(c);
	passes(c, "always-inline,function(sroa<preserve-cfg>,early-cse)");
	recursion(c);
	handles = forward(c, &origin);
	joinhandles(c, &origin);
	lsv_map_init(&used, &c->mod);
	cbuffers(c, handles, &used);
	passes(c, "globalopt,globaldce,function(sroa<preserve-cfg>,adce)");
	joinhandles(c, &origin);
	handlechoices(c, &origin);
	implicitbindings(c, &used);
	if (widevectors(c))
		passes(c, "function(scalarizer,adce)");
	passes(c, "function(loop-simplify)");
	structurize(c);
	if (c->opt->debug & LSV_DUMP_IR) {
		char *text = LLVMPrintModuleToString(c->m);
		fputs(text, stderr);
		LLVMDisposeMessage(text);
	}
	lsv_arena_free(&c->fn);
	return c->m;
}
