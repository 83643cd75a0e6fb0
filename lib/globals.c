/* globals.c: the module-level pass. Memory model and OpSource, ids and
 * OpVariables for global variables (with initializers, alignment, linkage),
 * function types and declarations, names, parameter decorations, kernels as
 * entry points with their execution modes and kernel_arg_* strings. Runs before
 * any function body is lowered; lsv_entry_points() runs at the very end, when
 * the version (and so the interface rule) is known. */
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

bool
lsv_is_kernel(LLVMValueRef f)
{
	return LLVMGetFunctionCallConv(f) == LLVMSPIRKERNELCallConv;
}

static bool
hasprefix(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s, p, k);
}

static void
addvar(SpvId **arr, unsigned *n, unsigned *cap, SpvId id)
{
	if (*n == *cap) {
		*cap = *cap ? *cap * 2 : 16;
		*arr = lsv_xrealloc(*arr, *cap * sizeof(**arr));
	}
	(*arr)[(*n)++] = id;
}

void
lsv_add_ifacevar(struct lsv_ctx *c, SpvId var)
{
	addvar(&c->ifacevars, &c->nifacevars, &c->capifacevars, var);
}

SpvId
lsv_builtin_var(struct lsv_ctx *c, SpvBuiltIn b, SpvId type)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(&c->bivars, (uint64_t)b + 1, &fresh);
	SpvId id, pt;

	if (!fresh)
		return (SpvId)(uint32_t)*slot;
	/* one variable per BuiltIn (the Khronos reader rejects two): its first use
	 * types it, and lsv_builtin_read converts for later uses */
	lsv_req_enum(c, LSV_K_BuiltIn, b);
	pt = lsv_ptr_type(c, SpvStorageClassInput, type);
	id = lsv_id(c);
	lsv_variable(c, &c->sec[SEC_TYPES], pt, id, SpvStorageClassInput, type, 0);
	DECORATE(c, id, SpvDecorationBuiltIn, b);
	if (c->env->constinputs)
		DECORATE0(c, id, SpvDecorationConstant);
	addvar(&c->inputvars, &c->ninputvars, &c->capinputvars, id);
	addvar(&c->ifacevars, &c->nifacevars, &c->capifacevars, id);
	*lsv_map_slot(&c->bivars, (uint64_t)b + 1, &fresh) = (uint64_t)type << 32 | id;
	return id;
}

SpvId
lsv_builtin_read(struct lsv_ctx *c, SpvBuiltIn b, SpvId want)
{
	SpvId var = lsv_builtin_var(c, b, want);
	SpvId have = (SpvId)(lsv_map_get(&c->bivars, (uint64_t)b + 1) >> 32);
	SpvId x = INST(c, SpvOpLoad, have, var);

	/* the same BuiltIn asked for with another integer width (a global
	 * declared <3 x i64> on spirv32, say) */
	return have == want ? x : INST(c, SpvOpUConvert, want, x);
}

/* A linkage or entry point name is a literal string in one instruction: 2.2.1
 * strings end at the first NUL, and an instruction holds 65535 words. */
void
lsv_check_name(struct lsv_ctx *c, LLVMValueRef g, const char *name, size_t n)
{
	if (memchr(name, 0, n))
		lsv_fail_at(c, g, "the name of @%s contains a NUL byte, which a SPIR-V string cannot hold",
		            LLVMGetValueName(g));
	if (n > 65000 * 4)
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "the name of a global (%zu bytes, '%.40s...') is too long for "
		         "one SPIR-V instruction (65535 words)", n, name);
}

static void
linkage(struct lsv_ctx *c, LLVMValueRef g, SpvId id, bool decl)
{
	LLVMLinkage l = LLVMGetLinkage(g);
	size_t n;
	const char *name = LLVMGetValueName2(g, &n);
	SpvLinkageType type = decl ? SpvLinkageTypeImport : SpvLinkageTypeExport;
	struct lsv_vec v;

	/* 2.16.1: a declaration needs Import linkage, so it needs a name */
	if (decl && !n)
		lsv_fail_at(c, g, "an unnamed external %s is not supported for %s (it cannot be linked)",
		            LLVMIsAFunction(g) ? "function" : "variable", c->tgt.triple);
	if (!n || (!decl && (l == LLVMInternalLinkage || l == LLVMPrivateLinkage)))
		return;
	if (!c->env->linkage(c)) {
		/* a whole program: what it imports does not exist */
		if (decl)
			lsv_fail_at(c, g, "an external %s (@%s, defined elsewhere) is not supported for %s: a shader "
			            "module is a whole program (the library environment links)",
			            LLVMIsAFunction(g) ? "function" : "variable", LLVMGetValueName(g), c->tgt.triple);
		return;
	}
	lsv_check_name(c, g, name, n);
	if (!decl && (l == LLVMLinkOnceODRLinkage || l == LLVMWeakODRLinkage) &&
	    lsv_enum_ok(c, LSV_K_LinkageType, SpvLinkageTypeLinkOnceODR))
		type = SpvLinkageTypeLinkOnceODR;
	/* SPV_AMD_weak_linkage: a WeakAMD definition "may be replaced during
	 * linking by a definition with Export linkage", LLVM's weak and
	 * linkonce; without it they stay Export, as before */
	else if (!decl && (l == LLVMWeakAnyLinkage || l == LLVMLinkOnceAnyLinkage) &&
	         lsv_enum_ok(c, LSV_K_LinkageType, SpvLinkageTypeWeakAMD))
		type = SpvLinkageTypeWeakAMD;
	lsv_req_cap(c, SpvCapabilityLinkage);
	lsv_vec_init(&v, &c->fn);
	lsv_vec_str(&v, name, n);
	lsv_vec_push(&v, type);
	lsv_decorate(c, id, SpvDecorationLinkageAttributes, v.w, v.n);
}

static SpvId
fntype(struct lsv_ctx *c, LLVMValueRef f)
{
	unsigned n = LLVMCountParams(f), i;
	uint32_t *w = lsv_alloc(&c->fn, (size_t)(n + 1) * 4);
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));
	LLVMValueRef decl = c->decl;
	SpvId id;

	/* Universal limits: a function has at most 255 parameters */
	if (n > 255)
		lsv_fail_at(c, f, "a function with %u parameters is not supported for %s (SPIR-V allows 255)",
		            n, c->tgt.triple);

	c->decl = f; /* a type of its signature that fails names the function */
	w[0] = LLVMGetTypeKind(rt) == LLVMPointerTypeKind ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), f)
	                                                  : lsv_type(c, rt);
	for (i = 0; i < n; i++)
		w[i + 1] = lsv_value_type(c, LLVMGetParam(f, i));
	id = lsv_intern(c, SpvOpTypeFunction, w, n + 1);
	c->decl = decl;
	return id;
}

SpvId
lsv_fn_type(struct lsv_ctx *c, LLVMValueRef f)
{
	return fntype(c, f);
}

static bool
attr(LLVMValueRef f, unsigned idx, const char *name)
{
	unsigned k = LLVMGetEnumAttributeKindForName(name, strlen(name));

	return LLVMGetEnumAttributeAtIndex(f, idx, k) != NULL;
}

/* The parameter attributes that decorate, in the order the decorations go
 * out; the last is align (a value, not a FunctionParameterAttribute). */
static const struct {
	const char *name;
	SpvFunctionParameterAttribute fpa;
	bool ptronly;
} paramattrs[] = {
	{"zeroext", SpvFunctionParameterAttributeZext, false},
	{"signext", SpvFunctionParameterAttributeSext, false},
	{"byval", SpvFunctionParameterAttributeByVal, true},
	{"sret", SpvFunctionParameterAttributeSret, true},
	{"noalias", SpvFunctionParameterAttributeNoAlias, true},
	{"nocapture", SpvFunctionParameterAttributeNoCapture, true},
	/* readnone would be NoReadWrite, which the Khronos reader does not know */
	{"readonly", SpvFunctionParameterAttributeNoWrite, true},
	{"align", 0, true},
};

static void
paramdecos(struct lsv_ctx *c, LLVMValueRef f, unsigned i, SpvId pid)
{
	LLVMValueRef p = LLVMGetParam(f, i);
	bool ptr = LLVMGetTypeKind(LLVMTypeOf(p)) == LLVMPointerTypeKind;
	unsigned n = LLVMGetAttributeCountAtIndex(f, i + 1), j, k;
	LLVMAttributeRef buf[16], *as = n <= 16 ? buf : lsv_alloc(&c->fn, n * sizeof(*as)), al = NULL;
	unsigned have = 0;

	if (!n)
		return;
	/* the attributes read once, their kinds looked up once per compilation */
	if (!c->akinds[0])
		for (k = 0; k < LSV_LEN(paramattrs); k++)
			c->akinds[k] = LLVMGetEnumAttributeKindForName(paramattrs[k].name,
			                                               strlen(paramattrs[k].name));
	LLVMGetAttributesAtIndex(f, i + 1, as);
	for (j = 0; j < n; j++) {
		if (LLVMIsStringAttribute(as[j])) /* byval(T) and sret(T) are type attributes */
			continue;
		unsigned kind = LLVMGetEnumAttributeKind(as[j]);
		for (k = 0; k < LSV_LEN(paramattrs); k++)
			if (kind == c->akinds[k] && (ptr || !paramattrs[k].ptronly)) {
				have |= 1u << k;
				if (k == LSV_LEN(paramattrs) - 1)
					al = as[j];
			}
	}
	for (k = 0; k + 1 < LSV_LEN(paramattrs); k++)
		if (have >> k & 1)
			DECORATE(c, pid, SpvDecorationFuncParamAttr, paramattrs[k].fpa);
	if (al && LLVMGetEnumAttributeValue(al))
		DECORATE(c, pid, SpvDecorationAlignment, (uint32_t)LLVMGetEnumAttributeValue(al));
}

/* OpFunction and its parameters into v; returns the function type. */
void
lsv_fn_header(struct lsv_ctx *c, struct lsv_vec *v, LLVMValueRef f, SpvId id, SpvId *params)
{
	SpvId ft = fntype(c, f);
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));
	uint32_t control = SpvFunctionControlMaskNone;
	unsigned n = LLVMCountParams(f), i;

	if (attr(f, (unsigned)LLVMAttributeFunctionIndex, "alwaysinline"))
		control |= SpvFunctionControlInlineMask;
	else if (attr(f, (unsigned)LLVMAttributeFunctionIndex, "noinline"))
		control |= SpvFunctionControlDontInlineMask;
	/* optnone is a hint: OptNoneEXT only where SPV_EXT_/SPV_INTEL_optnone allows it */
	if (attr(f, (unsigned)LLVMAttributeFunctionIndex, "optnone") &&
	    lsv_enum_ok(c, LSV_K_FunctionControl, SpvFunctionControlOptNoneINTELMask)) {
		control |= SpvFunctionControlOptNoneINTELMask;
		lsv_req_enum(c, LSV_K_FunctionControl, SpvFunctionControlOptNoneINTELMask);
	}
	EMIT(c, v, SpvOpFunction,
	     LLVMGetTypeKind(rt) == LLVMPointerTypeKind ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), f)
	                                                : lsv_type(c, rt),
	     id, control, ft);
	lsv_fn_decorations(c, f, id);
	for (i = 0; i < n; i++) {
		LLVMValueRef p = LLVMGetParam(f, i);
		params[i] = lsv_id(c);
		EMIT(c, v, SpvOpFunctionParameter, lsv_value_type(c, p), params[i]);
		lsv_name_value(c, params[i], p);
		paramdecos(c, f, i, params[i]);
		lsv_param_decorations(c, f, i, params[i]);
	}
}

/* A declaration called with OpFunctionCall: OpFunction .. OpFunctionEnd with
 * Import linkage. Made on first call. */
static void
declare(struct lsv_ctx *c, LLVMValueRef f, SpvId id)
{
	unsigned n = LLVMCountParams(f);
	SpvId *params = lsv_alloc(&c->mod, (size_t)(n ? n : 1) * sizeof(SpvId));

	lsv_fn_header(c, &c->sec[SEC_FDECL], f, id, params);
	EMIT0(c, &c->sec[SEC_FDECL], SpvOpFunctionEnd);
	lsv_name_value(c, id, f);
	linkage(c, f, id, true);
}

/* i8 for i1, <n x i8> for <n x i1> */
static LLVMTypeRef
byte_of(struct lsv_ctx *c, LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMVectorType(c->i8, LLVMGetVectorSize(t)) : c->i8;
}

/* An i1 (or <n x i1>) initializer as the bytes 0 and 1 of type bt. */
static LLVMValueRef
bool_bytes(struct lsv_ctx *c, LLVMValueRef k, LLVMTypeRef bt)
{
	unsigned n, i;
	LLVMValueRef *e;

	if (LLVMIsUndef(k) || LLVMIsPoison(k))
		return LLVMGetUndef(bt);
	if (LLVMGetTypeKind(bt) != LLVMVectorTypeKind)
		return LLVMConstInt(bt, LLVMIsNull(k) ? 0 : 1, 0);
	n = LLVMGetVectorSize(bt);
	e = lsv_alloc(&c->fn, (size_t)n * sizeof(*e));
	for (i = 0; i < n; i++)
		e[i] = bool_bytes(c, LLVMGetAggregateElement(k, i), c->i8);
	return LLVMConstVector(e, n);
}

/* The type a module-scope variable holds: its value type, with an i1 (or
 * <n x i1>) as bytes (see variable()). */
SpvId
lsv_global_pointee(struct lsv_ctx *c, LLVMValueRef g)
{
	LLVMTypeRef vt = LLVMGlobalGetValueType(g);

	return lsv_type(c, lsv_is_bool(vt) ? byte_of(c, vt) : vt);
}

static void
variable(struct lsv_ctx *c, LLVMValueRef g, SpvId id)
{
	LLVMTypeRef vt = LLVMGlobalGetValueType(g);
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
	SpvStorageClass sc = lsv_storage_class(c, as, g);
	LLVMValueRef init = LLVMGetInitializer(g);
	SpvId pt, data, ival = 0;

	if (as == 0) {
		/* Module-scope private memory: the Private class needs Shader. A
		 * kernel module keeps the variable in CrossWorkgroup memory, and
		 * address space 0 is Generic throughout the module (as0generic), so
		 * pointers to it and to allocas mix. */
		sc = lsv_cap_ok(c, SpvCapabilityShader) ? SpvStorageClassPrivate : SpvStorageClassCrossWorkgroup;
	}
	if (sc == SpvStorageClassInput || sc == SpvStorageClassGeneric)
		lsv_fail_at(c, g, "a global variable in address space %u is not supported for %s", as,
		            c->tgt.triple);
	/* OpTypeBool has no physical size: an i1 global (GlobalOpt shrinks a
	 * two-valued global to one) is a byte, as lsv_ptr_to types its uses */
	if (lsv_is_bool(vt)) {
		vt = byte_of(c, vt);
		if (init)
			init = bool_bytes(c, init, vt);
	}
	/* buffer memory has explicit layout; a push constant is a Block */
	data = sc == SpvStorageClassPushConstant && lsv_layout_class(c, sc) ? lsv_block_type(c, vt)
	       : lsv_layout_class(c, sc) ? lsv_layout_type(c, vt) : lsv_type(c, vt);
	pt = lsv_ptr_type(c, sc, data);
	/* a zeroed image, sampler or pipe has no SPIR-V constant: leave it out */
	if (init && !LLVMIsDeclaration(g) && !LLVMIsUndef(init) && !LLVMIsPoison(init) &&
	    sc != SpvStorageClassWorkgroup && (lsv_has_null(vt) || !LLVMIsNull(init)))
		ival = lsv_const_typed(c, init, lsv_type(c, vt), g);
	lsv_variable(c, &c->sec[SEC_TYPES], pt, id, sc, data, ival);
	addvar(&c->ifacevars, &c->nifacevars, &c->capifacevars, id);
	/* Universal limits: at most 65535 module-scope variables */
	if (c->nifacevars > 65535)
		lsv_fail_at(c, g, "more than 65535 global variables are not supported for %s", c->tgt.triple);
	lsv_name_value(c, id, g);
	/* under logical addressing alignment means nothing, and Constant is a
	 * Kernel decoration */
	if (LLVMGetAlignment(g) && !c->env->logical)
		DECORATE(c, id, SpvDecorationAlignment, LLVMGetAlignment(g));
	if (LLVMIsGlobalConstant(g) && sc != SpvStorageClassWorkgroup && !c->env->logical)
		DECORATE0(c, id, SpvDecorationConstant);
	/* a push constant block, a buffer or a stage input is the API's to
	 * provide: no linker defines it */
	if (c->env->logical && LLVMIsDeclaration(g) &&
	    (sc == SpvStorageClassPushConstant || sc == SpvStorageClassUniform || sc == SpvStorageClassStorageBuffer ||
	     sc == SpvStorageClassInput || sc == SpvStorageClassOutput || sc == SpvStorageClassUniformConstant))
		return;
	linkage(c, g, id, LLVMIsDeclaration(g));
}

/* clang names the function of an OpenCL block __<parent>_block_invoke[_N]. */
bool
lsv_is_block_invoke(LLVMValueRef f)
{
	size_t n;
	const char *name = LLVMGetValueName2(f, &n);
	static const char mark[] = "_block_invoke";

	/* clang's names: __<caller>_block_invoke[_<n>][_kernel] */
	if (!LLVMIsAFunction(f) || LLVMIsDeclaration(f) || n < sizeof(mark) + 1 || memcmp(name, "__", 2))
		return false;
	for (size_t i = 2; i + sizeof(mark) - 1 <= n; i++)
		if (!memcmp(name + i, mark, sizeof(mark) - 1))
			return true;
	return false;
}

/* The address of function f as a value: with SPV_INTEL_function_pointers an
 * OpConstantFunctionPointerINTEL, whose type points to the function's own
 * OpTypeFunction, in the storage class of f's address space (CodeSectionINTEL
 * for address space 9; the Khronos reader takes a function pointer in
 * address space 0, Function, as its producer makes it). Used like any other
 * pointer value, it is then a uchar* of that class (a spec constant bitcast).
 * A block literal stores the address of its function, but nothing reads it
 * back: clang calls a block's function directly, and the runtime runs an
 * enqueued block through OpEnqueueKernel's Invoke operand. So that address
 * is a null pointer, as in the other SPIR-V producers. */
SpvId
lsv_fn_addr(struct lsv_ctx *c, LLVMValueRef f, LLVMValueRef where)
{
	LLVMTypeRef t = LLVMTypeOf(f);
	unsigned as = LLVMGetPointerAddressSpace(t);
	/* where address space 0 is Generic (as0generic), the address is still
	 * made in Function memory, as the Khronos reader wants it, and cast */
	bool generic = c->as0generic && as == 0;
	SpvStorageClass sc = generic ? SpvStorageClassFunction : lsv_storage_class(c, as, where);
	SpvId fp;

	if (lsv_is_block_invoke(f))
		return lsv_null(c, lsv_ptr_to(c, t, c->i8, where));
	if (!lsv_op_ok(c, SpvOpConstantFunctionPointerINTEL))
		lsv_fail_at(c, where, "function pointers (the address of @%s) are not supported for %s%s",
		            LLVMGetValueName(f), c->tgt.triple, lsv_op_why(c, SpvOpConstantFunctionPointerINTEL));
	fp = INTERN(c, SpvOpConstantFunctionPointerINTEL, lsv_ptr_type(c, sc, fntype(c, f)), lsv_global_id(c, f));
	if (!generic)
		return lsv_specop(c, SpvOpBitcast, lsv_ptr_to(c, t, c->i8, where), &fp, 1);
	fp = lsv_specop(c, SpvOpBitcast, lsv_ptr_type(c, sc, lsv_type(c, c->i8)), &fp, 1);
	return lsv_specop(c, SpvOpPtrCastToGeneric, lsv_ptr_to(c, t, c->i8, where), &fp, 1);
}

/* Is g a module-scope variable in address space 0 (not a builtin variable)? */
bool
lsv_private_global(LLVMValueRef g)
{
	size_t len;
	const char *name;

	if (!LLVMIsAGlobalVariable(g) || LLVMGetPointerAddressSpace(LLVMTypeOf(g)) != 0)
		return false;
	name = LLVMGetValueName2(g, &len);
	return !hasprefix(name, len, "llvm.") && !hasprefix(name, len, "__spirv_BuiltIn");
}

/* A variable in address space 0 as a pointer of that space: the
 * CrossWorkgroup variable cast to generic (a spec constant; function bodies
 * cast it in their prologue instead, isel.c). */
SpvId
lsv_private_global_ref(struct lsv_ctx *c, LLVMValueRef g)
{
	uint64_t k = (uint64_t)(uintptr_t)g | 1, got = lsv_map_get(&c->gvals, k);
	SpvId var, pt, id;
	uint32_t w[3];
	bool fresh;

	if (got)
		return (SpvId)got;
	var = lsv_global_id(c, g);
	pt = lsv_ptr_type(c, SpvStorageClassGeneric, lsv_global_pointee(c, g));
	w[0] = pt;
	w[1] = SpvOpPtrCastToGeneric;
	w[2] = var;
	lsv_req_op(c, SpvOpPtrCastToGeneric);
	id = lsv_intern(c, SpvOpSpecConstantOp, w, 3);
	*lsv_map_slot(&c->specs, id, &fresh) = 1;
	*lsv_map_slot(&c->gvals, k, &fresh) = id;
	return id;
}

SpvId
lsv_global_id(struct lsv_ctx *c, LLVMValueRef g)
{
	uint64_t got = lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)g);
	LLVMValueRef decl;
	SpvId id;
	bool fresh;

	if (got) {
		/* SPIR-V has no forward reference in an initializer: a global
		 * whose initializer reaches back to itself cannot be declared */
		if (lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)g | 2))
			lsv_fail_at(c, g, "a global variable whose initializer refers back to it is not supported for %s",
			            c->tgt.triple);
		return (SpvId)got;
	}
	if (LLVMIsAFunction(g)) {
		if (!LLVMIsDeclaration(g))
			lsv_bug("function without an id");
		id = lsv_id(c);
		*lsv_map_slot(&c->gvals, (uint64_t)(uintptr_t)g, &fresh) = id;
		declare(c, g, id);
		return id;
	}
	if (LLVMIsAGlobalAlias(g))
		return lsv_const(c, g, g);
	if (!LLVMIsAGlobalVariable(g))
		lsv_unsupported(c, g, "a global ifunc");
	if (lsv_builtin_global(c, g, &id)) {
		*lsv_map_slot(&c->gvals, (uint64_t)(uintptr_t)g, &fresh) = id;
		return id;
	}
	id = lsv_id(c);
	*lsv_map_slot(&c->gvals, (uint64_t)(uintptr_t)g, &fresh) = id;
	*lsv_map_slot(&c->gvals, (uint64_t)(uintptr_t)g | 2, &fresh) = 1; /* being declared */
	decl = c->decl;
	c->decl = g;
	variable(c, g, id);
	c->decl = decl;
	*lsv_map_slot(&c->gvals, (uint64_t)(uintptr_t)g | 2, &fresh) = 0;
	lsv_global_decorations(c, g, id);
	return id;
}

/* The operands of node md, in the scratch arena; *n their number. */
static LLVMValueRef *
mdops(struct lsv_ctx *c, LLVMValueRef md, unsigned *n)
{
	LLVMValueRef *ops;

	*n = LLVMGetMDNodeNumOperands(md);
	ops = lsv_alloc(&c->fn, (size_t)(*n ? *n : 1) * sizeof(*ops));
	LLVMGetMDNodeOperands(md, ops);
	return ops;
}

static unsigned
mdints(struct lsv_ctx *c, LLVMValueRef f, const char *kind, uint32_t *out, unsigned max)
{
	const struct lsv_mdlist *l = lsv_md_list(c, f);
	unsigned k = LLVMGetMDKindIDInContext(c->llctx, kind, (unsigned)strlen(kind)), n = 0;
	size_t j;

	for (j = 0; j < l->n; j++) {
		LLVMValueRef *ops;
		unsigned cnt, i;
		if (l->kinds[j] != k)
			continue;
		ops = mdops(c, l->nodes[j], &cnt);
		if (cnt > 8)
			cnt = 8;
		for (i = 0; i < cnt && n < max; i++) {
			if (ops[i] && LLVMIsAConstantInt(ops[i]))
				out[n++] = (uint32_t)LLVMConstIntGetZExtValue(ops[i]);
			else if (ops[i] && !LLVMIsAMDString(ops[i]) && LLVMIsUndef(ops[i]) == 0 && max == 2)
				out[n++] = 0; /* vec_type_hint: the type is decoded by the caller */
		}
	}
	return n;
}

/* vec_type_hint: 2.x VecTypeHint operand, lanes << 16 | type code. */
static bool
vectypehint(struct lsv_ctx *c, LLVMValueRef f, uint32_t *hint)
{
	const struct lsv_mdlist *l = lsv_md_list(c, f);
	unsigned k = LLVMGetMDKindIDInContext(c->llctx, "vec_type_hint", 13);
	size_t j;
	bool found = false;

	for (j = 0; j < l->n && !found; j++) {
		LLVMValueRef *ops;
		LLVMTypeRef t;
		unsigned lanes = 1, code;
		unsigned cnt;
		if (l->kinds[j] != k)
			continue;
		ops = mdops(c, l->nodes[j], &cnt);
		if (cnt < 1)
			continue;
		t = LLVMTypeOf(ops[0]);
		if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
			lanes = LLVMGetVectorSize(t);
			t = LLVMGetElementType(t);
		}
		switch (LLVMGetTypeKind(t)) {
		case LLVMIntegerTypeKind:
			switch (LLVMGetIntTypeWidth(t)) {
			case 8: code = 0; break;
			case 16: code = 1; break;
			case 32: code = 2; break;
			default: code = 3;
			}
			break;
		case LLVMHalfTypeKind: code = 4; break;
		case LLVMFloatTypeKind: code = 5; break;
		default: code = 6;
		}
		*hint = lanes << 16 | code;
		found = true;
	}
	return found;
}

/* OpExecutionMode(Id) w = {entry, mode, operands...}; once, however many
 * sources ask for it. */
void
lsv_execmode(struct lsv_ctx *c, SpvOp op, const uint32_t *w, size_t n)
{
	struct lsv_vec *v = &c->sec[SEC_EXECMODE];
	size_t i, len;

	for (i = 0; i < v->n; i += len) {
		len = v->w[i] >> SpvWordCountShift;
		if (v->w[i] == ((uint32_t)(n + 1) << SpvWordCountShift | op) && !memcmp(v->w + i + 1, w, n * 4))
			return;
	}
	lsv_req_enum(c, LSV_K_ExecutionMode, w[1]);
	lsv_req_op(c, op);
	lsv_emit(c, v, op, w, n);
}

static void
execmode(struct lsv_ctx *c, SpvId fid, SpvExecutionMode mode, const uint32_t *lit, unsigned n)
{
	uint32_t w[5] = {fid, mode};

	if (n)
		memcpy(w + 2, lit, n * 4);
	lsv_execmode(c, SpvOpExecutionMode, w, n + 2);
}

/* intel_reqd_sub_group_size: a size, or 0, SYCL's "primary" sub-group size,
 * which SPV_INTEL_subgroup_requirements names: NamedSubgroupSizeINTEL
 * PrimarySubgroupSizeINTEL ("a subgroup size that must support all of the
 * core language features for the device"). Without the extension, 0 stays
 * SubgroupSize 0, as the Khronos translator writes it. */
static void
subgroupsize(struct lsv_ctx *c, SpvId fid, uint32_t size)
{
	uint32_t primary = SpvNamedSubgroupSizeINTELPrimarySubgroupSizeINTEL;

	if (!size && lsv_enum_ok(c, LSV_K_ExecutionMode, SpvExecutionModeNamedSubgroupSizeINTEL) &&
	    lsv_enum_ok(c, LSV_K_NamedSubgroupSizeINTEL, primary)) {
		lsv_req_enum(c, LSV_K_NamedSubgroupSizeINTEL, primary);
		execmode(c, fid, SpvExecutionModeNamedSubgroupSizeINTEL, &primary, 1);
	} else {
		execmode(c, fid, SpvExecutionModeSubgroupSize, &size, 1);
	}
}

/* A work-group size from specialization constants: OpExecutionModeId
 * LocalSizeId (SPIR-V 1.2). */
static void
localsizeid(struct lsv_ctx *c, LLVMValueRef f, SpvId fid, const SpvId ids[3])
{
	uint32_t w[5] = {fid, SpvExecutionModeLocalSizeId, ids[0], ids[1], ids[2]};

	if (!lsv_version_ok(c, LSV_V(1, 2)))
		lsv_fail_at(c, f, "a reqd_work_group_size of specialization constants is not supported for %s "
		            "(LocalSizeId needs SPIR-V 1.2)", c->tgt.triple);
	lsv_execmode(c, SpvOpExecutionModeId, w, 5);
}

/* Append s[0..n) to p up to its first NUL (as "%.*s" prints it); the new end. */
static char *
cut(char *p, const char *s, size_t n)
{
	const char *z = n ? memchr(s, 0, n) : NULL;

	if (z)
		n = (size_t)(z - s);
	if (n)
		memcpy(p, s, n);
	return p + n;
}

/* The translator's record of kernel_arg_type: OpString "kernel_arg_type.<k>.<t>,<t>,". */
static void
argstrings(struct lsv_ctx *c, LLVMValueRef f)
{
	const struct lsv_mdlist *l = lsv_md_list(c, f);
	unsigned k = LLVMGetMDKindIDInContext(c->llctx, "kernel_arg_type", 15);
	size_t j, len;
	const char *fname = LLVMGetValueName2(f, &len);

	for (j = 0; j < l->n; j++) {
		LLVMValueRef *ops;
		unsigned cnt, i;
		if (l->kinds[j] != k)
			continue;
		ops = mdops(c, l->nodes[j], &cnt);
		size_t total = sizeof "kernel_arg_type.." + len;
		for (i = 0; i < cnt; i++) {
			unsigned l = 0;
			if (ops[i])
				LLVMGetMDString(ops[i], &l);
			total += l + 1;
		}
		char *text = lsv_alloc(&c->fn, total), *p = text;
		p = cut(p, "kernel_arg_type.", 16);
		p = cut(p, fname, len);
		*p++ = '.';
		for (i = 0; i < cnt; i++) {
			unsigned l = 0;
			const char *t = ops[i] ? LLVMGetMDString(ops[i], &l) : NULL;
			p = cut(p, t, t ? l : 0);
			*p++ = ',';
		}
		lsv_string(c, text, (size_t)(p - text));
	}
}

/* A function `id` with f's signature whose body calls `target` (a function
 * with that signature too) with its parameters and returns what it returns. */
static void
forward(struct lsv_ctx *c, LLVMValueRef f, SpvId id, SpvId target)
{
	unsigned n = LLVMCountParams(f), i;
	SpvId *params = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(SpvId));
	struct lsv_vec *v = &c->sec[SEC_FDEF];
	uint32_t *args = lsv_alloc(&c->fn, (size_t)(n + 3) * 4);
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));

	lsv_fn_header(c, v, f, id, params);
	EMIT(c, v, SpvOpLabel, lsv_id(c));
	args[0] = LLVMGetTypeKind(rt) == LLVMPointerTypeKind ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), f)
	                                                     : lsv_type(c, rt);
	args[1] = lsv_id(c);
	args[2] = target;
	for (i = 0; i < n; i++)
		args[i + 3] = params[i];
	lsv_emit(c, v, SpvOpFunctionCall, args, n + 3);
	if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
		EMIT0(c, v, SpvOpReturn);
	else
		EMIT(c, v, SpvOpReturnValue, args[1]);
	EMIT0(c, v, SpvOpFunctionEnd);
}

/* Is g the callee of a call, directly or through an alias? */
static bool
called(LLVMValueRef g)
{
	LLVMUseRef u;

	for (u = LLVMGetFirstUse(g); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		if (LLVMIsACallInst(user) || (LLVMIsAGlobalAlias(user) && called(user)))
			return true;
	}
	return false;
}

/* The function f's OpEntryPoint names, and its name: f's own id, or, when
 * f is also called, a wrapper's that calls it ("A function may not be
 * targeted by both an OpEntryPoint instruction and an OpFunctionCall
 * instruction", as SPIRV-Tools puts the rule for either environment). */
SpvId
lsv_entry_function(struct lsv_ctx *c, LLVMValueRef f, SpvId id)
{
	size_t len;
	const char *name = LLVMGetValueName2(f, &len), *body;
	SpvId entry;

	if (!called(f)) {
		lsv_name(c, id, name, len);
		return id;
	}
	entry = lsv_id(c);
	forward(c, f, entry, id);
	/* Readers name functions after OpName: the callee must not share the
	 * entry point's name, or the Khronos reader merges the two. */
	lsv_name(c, entry, name, len);
	body = lsv_fmt(&c->fn, "%.*s.body", (int)len, name);
	lsv_name(c, id, body, strlen(body));
	return entry;
}

static void
kernel(struct lsv_ctx *c, LLVMValueRef f, SpvId id, bool fpcontract)
{
	uint32_t lit[3];
	SpvId entry, ids[3];
	size_t len;
	const char *name = LLVMGetValueName2(f, &len);

	if (LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) != LLVMVoidTypeKind)
		lsv_fail_at(c, f, "a spir_kernel function must return void");
	lsv_check_name(c, f, name, len);
	entry = lsv_entry_function(c, f, id);
	lsv_add_entry(c, f, entry, SpvExecutionModelKernel);
	if (lsv_spec_local_size(c, f, ids))
		localsizeid(c, f, entry, ids);
	else if (mdints(c, f, "reqd_work_group_size", lit, 3) == 3)
		execmode(c, entry, SpvExecutionModeLocalSize, lit, 3);
	if (mdints(c, f, "work_group_size_hint", lit, 3) == 3)
		execmode(c, entry, SpvExecutionModeLocalSizeHint, lit, 3);
	if (mdints(c, f, "intel_reqd_sub_group_size", lit, 1) == 1)
		subgroupsize(c, entry, lit[0]);
	lsv_kernel_attr_modes(c, f, entry);
	if (vectypehint(c, f, lit))
		execmode(c, entry, SpvExecutionModeVecTypeHint, lit, 1);
	if (!fpcontract)
		execmode(c, entry, SpvExecutionModeContractionOff, NULL, 0);
	argstrings(c, f);
}

/* SPIR-V has no aliases: uses of an alias are uses of its aliasee (isel.c,
 * consts.c). An exported alias of a function gets its name as a function of
 * its own that calls the aliasee; any other exported alias cannot be, and
 * says so. */
static void
alias(struct lsv_ctx *c, LLVMValueRef a)
{
	LLVMValueRef f = lsv_unalias(a);
	LLVMLinkage l = LLVMGetLinkage(a);
	size_t len;
	const char *name = LLVMGetValueName2(a, &len);
	SpvId id;

	if (l == LLVMInternalLinkage || l == LLVMPrivateLinkage)
		return;
	if (!LLVMIsAFunction(f) || lsv_is_kernel(f) || LLVMGlobalGetValueType(a) != LLVMGlobalGetValueType(f)) {
		lsv_warn_at(c, a, "the alias @%s is not exported (SPIR-V has no aliases); uses in this module "
		            "refer to what it aliases", LLVMGetValueName(a));
		return;
	}
	lsv_check_name(c, a, name, len);
	id = lsv_id(c);
	forward(c, f, id, (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)f));
	lsv_name(c, id, name, len);
	linkage(c, a, id, false);
}

/* The OpenCL part of the module-level pass: capabilities, memory model,
 * OpSource, and whether kernels may contract (ContractionOff). */
void
lsv_kernel_module(struct lsv_ctx *c)
{
	LLVMValueRef g;

	/* a module-scope variable in address space 0 makes it Generic (lsv_storage_class) */
	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g))
		if (lsv_private_global(g))
			c->as0generic = true;
	lsv_req_cap(c, SpvCapabilityAddresses);
	lsv_req_cap(c, SpvCapabilityKernel);
	lsv_req_enum(c, LSV_K_AddressingModel, c->tgt.ptrbits == 32 ? SpvAddressingModelPhysical32
	                                                            : SpvAddressingModelPhysical64);
	EMIT(c, &c->sec[SEC_MEMMODEL], SpvOpMemoryModel,
	     c->tgt.ptrbits == 32 ? SpvAddressingModelPhysical32 : SpvAddressingModelPhysical64,
	     SpvMemoryModelOpenCL);

	lsv_debug_source(c);
	/* clang emits !opencl.enable.FP_CONTRACT = !{}: its presence is the flag */
	c->fpcontract = LLVMGetNamedMetadata(c->m, "opencl.enable.FP_CONTRACT", 25) ||
	                LLVMGetNamedFunction(c->m, "llvm.fmuladd.f32") ||
	                LLVMGetNamedFunction(c->m, "llvm.fmuladd.f64") ||
	                LLVMGetNamedFunction(c->m, "llvm.fmuladd.f16");
}

bool
lsv_kernel_entry(struct lsv_ctx *c, LLVMValueRef f, SpvId id)
{
	if (!lsv_is_kernel(f))
		return false;
	kernel(c, f, id, c->fpcontract);
	return true;
}

void
lsv_globals(struct lsv_ctx *c)
{
	LLVMValueRef f, g;
	bool fresh;

	c->env->module(c);
	/* Ids for defined functions first, so calls need no patching. */
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		*lsv_map_slot(&c->gvals, (uint64_t)(uintptr_t)f, &fresh) = lsv_id(c);
	}
	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g)) {
		size_t len;
		const char *name = LLVMGetValueName2(g, &len), *sec = LLVMGetSection(g);
		/* the llvm.metadata section holds annotation strings, which the
		 * annotation intrinsics read at compile time; a use in code still
		 * makes the variable */
		if (hasprefix(name, len, "llvm.") || (sec && !strcmp(sec, "llvm.metadata")) ||
		    (c->env->global && c->env->global(c, g)))
			continue;
		lsv_global_id(c, g);
	}
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		SpvId id;
		if (LLVMIsDeclaration(f))
			continue;
		id = (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)f);
		if (!c->env->entry(c, f, id)) {
			lsv_name_value(c, id, f);
			linkage(c, f, id, false);
		}
		/* SYCL marks functions that the host may hand to a kernel as pointers */
		if (LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, "referenced-indirectly", 21) &&
		    lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationReferencedIndirectlyINTEL))
			DECORATE0(c, id, SpvDecorationReferencedIndirectlyINTEL);
	}
	for (g = LLVMGetFirstGlobalAlias(c->m); g; g = LLVMGetNextGlobalAlias(g))
		alias(c, g);
	/* 2.4: a module without OpEntryPoint must declare Linkage (a library);
	 * an empty module or one of internal functions only is one. */
	if (!c->nentries && c->env->linkage(c))
		lsv_req_cap(c, SpvCapabilityLinkage);
	if (!c->nentries && !c->env->linkage(c))
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "a module without an entry point is not supported for %s: a "
		         "shader entry point has the \"hlsl.shader\" attribute (the library environment "
		         "compiles modules without one)", c->tgt.triple);
}

void
lsv_add_entry(struct lsv_ctx *c, LLVMValueRef f, SpvId id, SpvExecutionModel model)
{
	if (c->nentries == c->capentries) {
		c->capentries = c->capentries ? c->capentries * 2 : 8;
		c->entries = lsv_xrealloc(c->entries, c->capentries * sizeof(*c->entries));
	}
	c->entries[c->nentries++] = (struct lsv_entry){f, id, model};
	lsv_req_enum(c, LSV_K_ExecutionModel, model);
}

/* The ids among the operands at codes (an lsv_opinfo.operands string) of
 * w[0..n), added to out; returns the words used. Stops (returning n) at an
 * operand it cannot size: only OpSwitch's and OpConstant's literals are such,
 * and neither has a variable operand there. */
static size_t
operandids(const char *code, const uint32_t *w, size_t n, struct lsv_vec *out)
{
	size_t used = 0;

	while (*code) {
		char k = *code++, q;
		enum lsv_kind kind = 0;
		if (k == 'e' || k == 'b')
			kind = (enum lsv_kind)(*code++ - 'A');
		q = *code == '?' || *code == '*' ? *code++ : 0;
		do {
			const struct lsv_enuminfo *e;
			uint32_t bit, v;
			if (used >= n)
				return used;
			switch (k) {
			case 'i': case 'c': case 'm': lsv_vec_push(out, w[used++]); break;
			case 'r': /* two ids */
				lsv_vec_push(out, w[used]);
				if (used + 1 < n)
					lsv_vec_push(out, w[used + 1]);
				used += 2;
				break;
			case 'q': /* an id, a literal */
				lsv_vec_push(out, w[used]);
				used += 2;
				break;
			case 'n': case 'f': used++; break;
			case 's':
				while (used < n && !memchr(&w[used], 0, 4))
					used++;
				used++;
				break;
			case 'e':
				v = w[used++];
				if ((e = lsv_enuminfo(kind, v)) && e->params)
					used += operandids(e->params, w + used, n - used, out);
				break;
			case 'b': /* the parameters of each set bit, lowest first */
				v = w[used++];
				for (bit = 1; bit; bit <<= 1)
					if ((v & bit) && (e = lsv_enuminfo(kind, bit)) && e->params)
						used += operandids(e->params, w + used, n - used, out);
				break;
			default: return n; /* l, p */
			}
		} while (q == '*');
	}
	return used;
}

/* Who uses what, from the id operands of the function definitions
 * (SEC_FDEF): per function (1..nf, 0 for none), the indices of the
 * variables of c->ifacevars it names and the functions it calls. */
struct usage {
	struct lsv_map fn;        /* function id -> 1..nf */
	struct lsv_vec *uses, *calls;
	unsigned nf;
};

static void
usage(struct lsv_ctx *c, struct usage *u)
{
	struct lsv_vec *body = &c->sec[SEC_FDEF], ops;
	/* the variables by id (ids are dense): entry k + 1 for variable k */
	uint32_t *var = lsv_alloc(&c->mod, (size_t)c->bound * sizeof(*var));
	unsigned nv = c->nifacevars, i, j;
	size_t at, cur = 0;
	bool fresh;

	lsv_map_init(&u->fn, &c->mod);
	u->nf = 0;
	for (i = 0; i < nv; i++)
		if (c->ifacevars[i] < c->bound)
			var[c->ifacevars[i]] = i + 1;
	for (at = 0; at < body->n; at += body->w[at] >> SpvWordCountShift ? body->w[at] >> SpvWordCountShift : 1)
		if ((body->w[at] & SpvOpCodeMask) == SpvOpFunction)
			*lsv_map_slot(&u->fn, body->w[at + 2], &fresh) = ++u->nf;
	u->uses = lsv_alloc(&c->mod, (u->nf + 1) * sizeof(*u->uses));
	u->calls = lsv_alloc(&c->mod, (u->nf + 1) * sizeof(*u->calls));
	for (i = 0; i <= u->nf; i++) {
		lsv_vec_init(&u->uses[i], &c->mod);
		lsv_vec_init(&u->calls[i], &c->mod);
	}
	lsv_vec_init(&ops, &c->mod);
	for (at = 0; at < body->n;) {
		const uint32_t *w = &body->w[at];
		uint32_t len = w[0] >> SpvWordCountShift, op = w[0] & SpvOpCodeMask;
		const struct lsv_opinfo *o = lsv_opinfo(op);
		size_t skip;
		if (!len)
			break;
		at += len;
		if (op == SpvOpFunction) {
			cur = lsv_map_get(&u->fn, w[2]);
			continue;
		}
		if (op == SpvOpFunctionCall && len > 3 && lsv_map_get(&u->fn, w[3]))
			lsv_vec_push(&u->calls[cur], (uint32_t)lsv_map_get(&u->fn, w[3]));
		if (!o || !o->operands)
			continue;
		skip = 1 + o->type + o->result;
		if (skip > len)
			continue;
		/* most instructions have no word that is a variable's id: only
		 * those are decoded (a literal may equal an id) */
		for (j = (unsigned)skip; j < len && !(w[j] < c->bound && var[w[j]]); j++)
			;
		if (j == len)
			continue;
		ops.n = 0;
		operandids(o->operands, w + skip, len - skip, &ops);
		for (j = 0; j < ops.n; j++) {
			uint32_t k = ops.w[j] < c->bound ? var[ops.w[j]] : 0;
			if (k)
				lsv_vec_push(&u->uses[cur], k - 1);
		}
	}
}

static int
byindex(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return (x > y) - (x < y);
}

/* OpEntryPoint interfaces: the module-scope variables the entry point's call
 * tree uses (SPIR-V 1.4 on), or the Input and Output ones among them (before
 * 1.4), in the order of their declarations. Linear in the module but for
 * helpers shared by several entry points, which each walk. */
void
lsv_entry_points(struct lsv_ctx *c)
{
	struct usage u;
	unsigned i, j, nv = c->nifacevars, *stack, sp, f;
	/* stamp: the entry (1-based) that last listed a variable or walked a function */
	uint32_t *vstamp = lsv_alloc(&c->mod, (nv + 1) * sizeof(*vstamp)), *fstamp;
	struct lsv_map input;
	struct lsv_vec list;
	bool fresh, all = c->version >= LSV_V(1, 4);

	usage(c, &u);
	fstamp = lsv_alloc(&c->mod, (u.nf + 1) * sizeof(*fstamp));
	stack = lsv_alloc(&c->mod, (u.nf + 1) * sizeof(*stack));
	lsv_map_init(&input, &c->mod);
	for (j = 0; j < c->ninputvars; j++)
		*lsv_map_slot(&input, c->inputvars[j], &fresh) = 1;
	lsv_vec_init(&list, &c->mod);
	for (i = 0; i < c->nentries; i++) {
		struct lsv_vec v;
		size_t len;
		const char *name = LLVMGetValueName2(c->entries[i].f, &len);
		/* the entry's call tree, depth first: its variables into list */
		list.n = 0;
		sp = 0;
		f = (unsigned)lsv_map_get(&u.fn, c->entries[i].id);
		if (f)
			stack[sp++] = f, fstamp[f] = i + 1;
		while (sp) {
			f = stack[--sp];
			for (j = 0; j < u.uses[f].n; j++) {
				uint32_t k = u.uses[f].w[j];
				if (vstamp[k] != i + 1 && (all || lsv_map_get(&input, c->ifacevars[k])))
					lsv_vec_push(&list, k);
				vstamp[k] = i + 1;
			}
			for (j = 0; j < u.calls[f].n; j++)
				if (fstamp[u.calls[f].w[j]] != i + 1)
					fstamp[u.calls[f].w[j]] = i + 1, stack[sp++] = u.calls[f].w[j];
		}
		if (list.n > 1)
			qsort(list.w, list.n, sizeof(*list.w), byindex);
		lsv_vec_init(&v, &c->mod);
		lsv_vec_push(&v, c->entries[i].model);
		lsv_vec_push(&v, c->entries[i].id);
		lsv_vec_str(&v, name, len);
		for (j = 0; j < list.n; j++)
			lsv_vec_push(&v, c->ifacevars[list.w[j]]);
		lsv_emit(c, &c->sec[SEC_ENTRY], SpvOpEntryPoint, v.w, v.n);
	}
}
