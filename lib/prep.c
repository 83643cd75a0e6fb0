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

/* The global and constant byte offset that pointer p names, if it is a
 * global or constant getelementptrs of one; NULL otherwise. */
static LLVMValueRef
slot(struct lsv_ctx *c, LLVMValueRef p, uint64_t *off)
{
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);

	*off = 0;
	for (;;) {
		LLVMTypeRef t;
		unsigned n, i;
		bool gep = LLVMIsAGetElementPtrInst(p) ||
		           (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr);
		if (LLVMIsAGlobalVariable(p))
			return p;
		if ((LLVMIsAConstantExpr(p) && (LLVMGetConstOpcode(p) == LLVMBitCast ||
		                                LLVMGetConstOpcode(p) == LLVMAddrSpaceCast)) ||
		    LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p)) {
			p = LLVMGetOperand(p, 0);
			continue;
		}
		if (!gep)
			return NULL;
		t = LLVMGetGEPSourceElementType(p);
		n = LLVMGetNumOperands(p);
		for (i = 1; i < n; i++) {
			LLVMValueRef ix = LLVMGetOperand(p, i);
			if (!LLVMIsAConstantInt(ix))
				return NULL;
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

/* A call that makes the same handle wherever it stands: a binding with
 * constant operands. */
static bool
pure(LLVMValueRef v)
{
	LLVMValueRef f = calleeof(v);
	unsigned n, i;

	if (!f || !named(f, "llvm.spv.resource.handlefrom"))
		return false;
	n = LLVMGetNumArgOperands(v);
	for (i = 0; i < n; i++) {
		LLVMValueRef a = LLVMGetOperand(v, i);
		if (!LLVMIsAConstant(a))
			return false;
	}
	return true;
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
		if (x == y)
			continue;
		if (!LLVMIsAConstantInt(x) || !LLVMIsAConstantInt(y) ||
		    LLVMConstIntGetZExtValue(x) != LLVMConstIntGetZExtValue(y))
			return false;
	}
	return true;
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

/* -O0 code keeps each resource's handle in a global (the class object the
 * HLSL resource is) and reloads it before each use. Where every store to
 * such a slot stores the same binding, a load of it is that binding again:
 * the call is repeated at the load (it makes the same handle anywhere). */
static struct stored *
forward(struct lsv_ctx *c)
{
	struct stored *list = NULL, *s;
	LLVMBuilderRef b = LLVMCreateBuilderInContext(c->llctx);
	LLVMValueRef f, i, next, g;
	LLVMBasicBlockRef bb;
	uint64_t off;

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
				LLVMValueRef v, *args, nc;
				unsigned n, k;
				next = LLVMGetNextInstruction(i);
				if (!LLVMIsALoadInst(i) || !ishandle(LLVMTypeOf(i)) ||
				    !(g = slot(c, LLVMGetOperand(i, 0), &off)) || !(s = findslot(list, g, off)) ||
				    !(v = s->v) || !pure(v))
					continue;
				n = LLVMGetNumArgOperands(v);
				args = lsv_alloc(&c->fn, (n ? n : 1) * sizeof(*args));
				for (k = 0; k < n; k++)
					args[k] = LLVMGetOperand(v, k);
				LLVMPositionBuilderBefore(b, i);
				nc = LLVMBuildCall2(b, LLVMGetCalledFunctionType(v), LLVMGetCalledValue(v), args, n, "");
				LLVMReplaceAllUsesWith(i, nc);
				LLVMInstructionEraseFromParent(i);
			}
	LLVMDisposeBuilder(b);
	return list;
}

/* !hlsl.cbs = !{!{ptr @Name.cb, ptr addrspace(12) @member, ...}}: the first
 * global holds the constant buffer's handle, the others are its members in
 * order (padding members of the layout excepted). */
static void
cbuffers(struct lsv_ctx *c, struct stored *handles)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(c->m, "hlsl.cbs"), i, k;
	LLVMValueRef *ops;

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
			if (!h || !pure(h))
				lsv_fail_at(c, g[k], "a constant buffer member whose buffer is not bound to a constant "
				            "set and binding is not supported for %s", c->tgt.triple);
			lsv_shader_cbmember(c, g[k], h, k - 1);
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

	if (c->tgt.addressing != SpvAddressingModelLogical)
		lsv_fail(c, LSV_ERR_OPTION, "triple '%s' names a physical architecture with a Vulkan OS: Vulkan "
		         "shaders use logical addressing, the 'spirv' architecture (spirv-unknown-vulkan1.3-compute)",
		         c->tgt.triple);
	c->own = c->m = LLVMCloneModule(c->m);
	attributes(c);
	convergence(c);
	passes(c, "always-inline,function(sroa<preserve-cfg>,early-cse)");
	recursion(c);
	handles = forward(c);
	cbuffers(c, handles);
	passes(c, "globalopt,globaldce,function(sroa<preserve-cfg>,adce)");
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
