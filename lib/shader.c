/* shader.c: the module-level work of the Shader (Vulkan) environment. The
 * Shader capability and the memory model; entry points from the HLSL
 * attributes ("hlsl.shader", "hlsl.numthreads") with their execution modes;
 * resources: one variable per descriptor set and binding made from
 * llvm.spv.resource.handlefrombinding (storage and uniform buffers as Block
 * structs with explicit layout, typed buffers as images), constant buffer
 * members as members of their buffer, push constants. Globals are declared
 * on first reference, so names and unused resources cost nothing. */
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

void
lsv_shader_module(struct lsv_ctx *c)
{
	int vmm = lsv_ext_index("SPV_KHR_vulkan_memory_model", 27);
	SpvMemoryModel mm = c->env->memmodel;

	lsv_req_cap(c, SpvCapabilityShader);
	/* The Vulkan memory model when asked for: it is core from SPIR-V 1.5,
	 * an extension before. */
	if (lsv_ext_on(&c->tgt, vmm)) {
		lsv_req_cap(c, SpvCapabilityVulkanMemoryModel);
		mm = SpvMemoryModelVulkan;
	}
	lsv_req_enum(c, LSV_K_AddressingModel, SpvAddressingModelLogical);
	lsv_req_enum(c, LSV_K_MemoryModel, mm);
	EMIT(c, &c->sec[SEC_MEMMODEL], SpvOpMemoryModel, SpvAddressingModelLogical, mm);
}

/* Globals are made where they are first used (lsv_global_id). */
bool
lsv_shader_global(struct lsv_ctx *c, LLVMValueRef g)
{
	(void)c;
	(void)g;
	return true;
}

static const char *
strattr(LLVMValueRef f, const char *kind, unsigned *len)
{
	LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, kind,
	                                                   (unsigned)strlen(kind));

	*len = 0;
	return a ? LLVMGetStringAttributeValue(a, len) : NULL;
}

/* "X,Y,Z" into n[3]; false unless three numbers from 1. */
static bool
triple3(const char *s, unsigned len, uint32_t *n)
{
	unsigned i = 0, k;

	for (k = 0; k < 3; k++) {
		uint64_t v = 0;
		unsigned digits = 0;
		while (i < len && s[i] >= '0' && s[i] <= '9' && v < 0x100000000ull)
			v = v * 10 + (uint64_t)(s[i++] - '0'), digits++;
		if (!digits || !v || v > 0xffffffffu)
			return false;
		n[k] = (uint32_t)v;
		if (k < 2 && (i >= len || s[i++] != ','))
			return false;
	}
	return i == len;
}

/* Execution models of the HLSL stages, by the attribute's value. Only
 * compute is lowered: the others need stage inputs and outputs that
 * clang's IR does not carry yet. */
static const struct {
	const char *name;
	SpvExecutionModel model;
} stages[] = {
	{"compute", SpvExecutionModelGLCompute},
};

bool
lsv_shader_entry(struct lsv_ctx *c, LLVMValueRef f, SpvId id)
{
	unsigned len, i;
	const char *stage = strattr(f, "hlsl.shader", &len), *s;
	uint32_t lit[3];
	size_t n;
	const char *name = LLVMGetValueName2(f, &n);

	if (!stage)
		return false;
	for (i = 0; i < LSV_LEN(stages); i++)
		if (strlen(stages[i].name) == len && !memcmp(stages[i].name, stage, len))
			break;
	if (i == LSV_LEN(stages))
		lsv_fail_at(c, f, "a \"%.*s\" shader entry point (@%s) is not supported for %s; only compute shaders "
		            "are lowered", (int)len, stage, LLVMGetValueName(f), c->tgt.triple);
	if (LLVMCountParams(f) || LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(f))) != LLVMVoidTypeKind)
		lsv_fail_at(c, f, "a shader entry point with parameters or a result (@%s) is not supported for %s",
		            LLVMGetValueName(f), c->tgt.triple);
	lsv_check_name(c, f, name, n);
	id = lsv_entry_function(c, f, id); /* a wrapper if f is also called */
	lsv_add_entry(c, f, id, stages[i].model);
	s = strattr(f, "hlsl.numthreads", &len);
	if (!s)
		lsv_fail_at(c, f, "a compute shader entry point without \"hlsl.numthreads\" (@%s) is not supported "
		            "for %s", LLVMGetValueName(f), c->tgt.triple);
	if (!triple3(s, len, lit))
		lsv_fail_at(c, f, "\"hlsl.numthreads\"=\"%.*s\" of @%s is not three positive numbers", (int)len, s,
		            LLVMGetValueName(f));
	lsv_execmode(c, SpvOpExecutionMode,
	             (uint32_t[]){id, SpvExecutionModeLocalSize, lit[0], lit[1], lit[2]}, 5);
	/* Vulkan chooses a subgroup size in the pipeline
	 * (VkPipelineShaderStageRequiredSubgroupSizeCreateInfo), not in SPIR-V */
	if ((s = strattr(f, "hlsl.wavesize", &len)))
		lsv_warn_at(c, f, "\"hlsl.wavesize\"=\"%.*s\" of @%s has no SPIR-V form for Vulkan (the subgroup "
		            "size is pipeline state); it is ignored", (int)len, s, LLVMGetValueName(f));
	return true;
}

/* Resources. */

static bool
is(const char *name, size_t len, const char *what)
{
	size_t n = strlen(what);

	/* the name, or the name and an overload suffix */
	return len >= n && !memcmp(name, what, n) && (len == n || name[n] == '.');
}


/* The binding a handlefrombinding-style call names: (set, binding, array
 * size, index[, non-uniform], name) with the handle type as its result. */
static void
readbinding(struct lsv_ctx *c, LLVMValueRef call, struct lsv_binding *b)
{
	size_t len;
	const char *fn = LLVMGetValueName2(LLVMGetCalledValue(call), &len);
	unsigned n = LLVMGetNumArgOperands(call), i;
	uint32_t v[4];

	memset(b, 0, sizeof(*b));
	b->type = LLVMTypeOf(call);
	if (n != 5 && n != 6)
		lsv_fail_at(c, call, "%.*s with %u operands is not supported for %s (it takes set, binding, "
		            "array size, index and name)", (int)len, fn, n, c->tgt.triple);
	for (i = 0; i < 3; i++) {
		LLVMValueRef a = LLVMGetOperand(call, i);
		if (!LLVMIsAConstantInt(a))
			lsv_fail_at(c, call, "a resource binding with a run-time set, binding or array size is not "
			             "supported for %s", c->tgt.triple);
		v[i] = (uint32_t)LLVMConstIntGetZExtValue(a);
	}
	b->set = v[0];
	b->binding = v[1];
	b->count = v[2];
	b->index = LLVMGetOperand(call, 3);
	b->nonuniform = n == 6 && LLVMIsAConstantInt(LLVMGetOperand(call, 4)) &&
	                LLVMConstIntGetZExtValue(LLVMGetOperand(call, 4));
	/* the name: a private constant string */
	LLVMValueRef nm = LLVMGetOperand(call, n - 1);
	while (LLVMIsAConstantExpr(nm))
		nm = LLVMGetOperand(nm, 0);
	if (LLVMIsAGlobalVariable(nm) && LLVMGetInitializer(nm) && LLVMIsConstantString(LLVMGetInitializer(nm))) {
		size_t sl;
		const char *str = LLVMGetAsString(LLVMGetInitializer(nm), &sl);
		while (sl && !str[sl - 1])
			sl--;
		b->name = lsv_strndup(&c->mod, str, sl);
	}
}

void
lsv_shader_cbmember(struct lsv_ctx *c, LLVMValueRef g, LLVMValueRef handle, unsigned k)
{
	struct lsv_cbmember *m = lsv_alloc(&c->mod, sizeof(*m));
	bool fresh;

	readbinding(c, handle, &m->b);
	m->b.index = NULL; /* a constant; the call may not survive the cleanups */
	m->member = k;
	*lsv_map_slot(&c->cbm, (uint64_t)(uintptr_t)g, &fresh) = (uint64_t)(uintptr_t)m;
}

const struct lsv_cbmember *
lsv_shader_cbfind(struct lsv_ctx *c, LLVMValueRef g)
{
	return (const struct lsv_cbmember *)(uintptr_t)lsv_map_get(&c->cbm, (uint64_t)(uintptr_t)g);
}

static bool
isname(LLVMTypeRef t, const char *name)
{
	return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind && !strcmp(LLVMGetTargetExtTypeName(t), name);
}

/* The struct a buffer's Block is: { T } for target("spirv.VulkanBuffer", T, ...). */
LLVMTypeRef
lsv_buffer_block(struct lsv_ctx *c, LLVMTypeRef handle)
{
	LLVMTypeRef t = LLVMGetTargetExtTypeTypeParam(handle, 0);

	return LLVMStructTypeInContext(c->llctx, &t, 1, 0);
}

/* Is handle a storage buffer (storage class 12), whatever class it gets? */
static bool
storagebuf(LLVMTypeRef handle)
{
	return LLVMGetTargetExtTypeNumIntParams(handle) &&
	       LLVMGetTargetExtTypeIntParam(handle, 0) == SpvStorageClassStorageBuffer;
}

/* The storage class a buffer handle type names: Uniform for a storage
 * buffer where StorageBuffer is not available (lsv_bufferblock). */
SpvStorageClass
lsv_buffer_class(struct lsv_ctx *c, LLVMTypeRef handle, LLVMValueRef where)
{
	unsigned sc = LLVMGetTargetExtTypeNumIntParams(handle) ? LLVMGetTargetExtTypeIntParam(handle, 0) : 0;

	if (sc != SpvStorageClassStorageBuffer && sc != SpvStorageClassUniform)
		lsv_fail_at(c, where, "a spirv.VulkanBuffer in storage class %u is not supported for %s (storage "
		            "buffers are 12, uniform buffers 2)", sc, c->tgt.triple);
	return sc == SpvStorageClassStorageBuffer && lsv_bufferblock(c) ? SpvStorageClassUniform : (SpvStorageClass)sc;
}

/* The struct type of a buffer's variable: a Block, or for a storage buffer
 * in the Uniform class a BufferBlock. */
SpvId
lsv_buffer_blocktype(struct lsv_ctx *c, LLVMTypeRef handle)
{
	LLVMTypeRef t = lsv_buffer_block(c, handle);

	return storagebuf(handle) && lsv_bufferblock(c) ? lsv_bufferblock_type(c, t) : lsv_block_type(c, t);
}

/* The variable of binding b: made on first use, one per set and binding. */
static struct lsv_res *
resource(struct lsv_ctx *c, const struct lsv_binding *b, LLVMValueRef where)
{
	uint64_t key = ((uint64_t)b->set << 32 | b->binding) + 1;
	uint64_t got = lsv_map_get(&c->res, key);
	struct lsv_res *r;
	SpvId elem, ty, pt;
	SpvStorageClass sc;
	bool fresh;

	if (got) {
		r = (struct lsv_res *)(uintptr_t)got;
		if (r->type != b->type || r->count != b->count)
			lsv_fail_at(c, where, "descriptor set %u binding %u is bound as two different resources, which "
			            "is not supported for %s", b->set, b->binding, c->tgt.triple);
		return r;
	}
	r = lsv_alloc(&c->mod, sizeof(*r));
	r->type = b->type;
	r->count = b->count;
	if (isname(b->type, "spirv.VulkanBuffer")) {
		sc = lsv_buffer_class(c, b->type, where);
		elem = lsv_buffer_blocktype(c, b->type);
		r->sc = sc;
	} else if (isname(b->type, "spirv.Image") || isname(b->type, "spirv.SignedImage") ||
	           isname(b->type, "spirv.Sampler") || isname(b->type, "spirv.SampledImage")) {
		sc = SpvStorageClassUniformConstant;
		elem = lsv_type(c, b->type);
		r->sc = sc;
	} else {
		char *s = LLVMPrintTypeToString(b->type);
		char *copy = lsv_strndup(&c->mod, s, strlen(s));
		LLVMDisposeMessage(s);
		lsv_fail_at(c, where, "a resource of type %s is not supported for %s", copy, c->tgt.triple);
	}
	r->elem = elem;
	ty = elem;
	if (b->count != 1) {
		/* an array of resources; 0 and clang's -1 (HLSL `T B[]`) are unbounded */
		if (b->count && b->count != UINT32_MAX)
			ty = INTERN(c, SpvOpTypeArray, elem, lsv_const_u32(c, b->count));
		else {
			lsv_req_cap(c, SpvCapabilityRuntimeDescriptorArray);
			ty = INTERN(c, SpvOpTypeRuntimeArray, elem);
		}
	}
	pt = lsv_ptr_type(c, sc, ty);
	r->var = lsv_id(c);
	EMIT(c, &c->sec[SEC_TYPES], SpvOpVariable, pt, r->var, sc);
	DECORATE(c, r->var, SpvDecorationDescriptorSet, b->set);
	DECORATE(c, r->var, SpvDecorationBinding, b->binding);
	if (isname(b->type, "spirv.VulkanBuffer") && storagebuf(b->type) && LLVMGetTargetExtTypeNumIntParams(b->type) > 1 &&
	    !LLVMGetTargetExtTypeIntParam(b->type, 1))
		DECORATE0(c, r->var, SpvDecorationNonWritable);
	if (b->name && *b->name)
		lsv_name(c, r->var, b->name, strlen(b->name));
	lsv_add_ifacevar(c, r->var);
	*lsv_map_slot(&c->res, key, &fresh) = (uint64_t)(uintptr_t)r;
	return r;
}

/* Vulkan wants the pointer a load, store or atomic goes through decorated
 * NonUniform when the resource's index is not dynamically uniform
 * (the Vulkan spec's descriptor-indexing rules):
 * the handle's element pointer and every chain made from it (logical.c). */
void
lsv_nonuniform(struct lsv_ctx *c, SpvId id)
{
	bool fresh;

	lsv_req_cap(c, SpvCapabilityShaderNonUniform);
	DECORATE0(c, id, SpvDecorationNonUniform);
	*lsv_map_slot(&c->nonuni, id, &fresh) = 1;
}

/* The handle of binding b: a pointer to its variable, or to the element of
 * an array of resources (decorated NonUniform when the index is). */
static SpvId
handle(struct lsv_ctx *c, const struct lsv_binding *b, LLVMValueRef where)
{
	struct lsv_res *r = resource(c, b, where);
	SpvId ix, id;
	bool nonuniform = b->nonuniform;
	LLVMValueRef i = b->index;

	if (b->count == 1)
		return r->var;
	/* llvm.spv.resource.nonuniformindex(i) marks the index */
	if (i && LLVMIsACallInst(i) && LLVMIsAFunction(LLVMGetCalledValue(i))) {
		size_t n;
		const char *nm = LLVMGetValueName2(LLVMGetCalledValue(i), &n);
		if (n >= 32 && !memcmp(nm, "llvm.spv.resource.nonuniformindex", 33 < n ? 33 : n))
			nonuniform = true;
	}
	ix = i ? lsv_val(c, i) : lsv_const_u32(c, 0);
	id = INST(c, SpvOpAccessChain, lsv_ptr_type(c, r->sc, r->elem), r->var, ix);
	if (nonuniform) {
		lsv_nonuniform(c, id);
		if (storagebuf(r->type))
			lsv_req_cap(c, SpvCapabilityStorageBufferArrayNonUniformIndexing);
		else if (r->sc == SpvStorageClassUniform)
			lsv_req_cap(c, SpvCapabilityUniformBufferArrayNonUniformIndexing);
	} else if (!LLVMIsAConstantInt(i)) {
		if (storagebuf(r->type))
			lsv_req_cap(c, SpvCapabilityStorageBufferArrayDynamicIndexing);
		else if (r->sc == SpvStorageClassUniform)
			lsv_req_cap(c, SpvCapabilityUniformBufferArrayDynamicIndexing);
	}
	return id;
}

SpvId
lsv_shader_handle(struct lsv_ctx *c, LLVMValueRef call)
{
	struct lsv_binding b;

	readbinding(c, call, &b);
	return handle(c, &b, call);
}

/* llvm.spv.resource.counterhandlefrombinding(main handle, binding, set):
 * the 32-bit counter of a RWStructuredBuffer, AppendStructuredBuffer or
 * ConsumeStructuredBuffer. SPIR-V has no hidden counter, so it is a
 * storage buffer of its own, a Block of one uint named "<name>.counter",
 * at the set and binding the call gives (prep.c places implicit ones). */
static SpvId
counterhandle(struct lsv_ctx *c, LLVMValueRef call)
{
	struct lsv_binding b, of;
	LLVMValueRef h = LLVMGetOperand(call, 0), f = LLVMIsACallInst(h) ? LLVMGetCalledValue(h) : NULL;
	LLVMTypeRef t = LLVMTypeOf(call);
	size_t n;
	const char *fn = f ? LLVMGetValueName2(f, &n) : "";

	if (LLVMGetNumArgOperands(call) != 3 || !isname(t, "spirv.VulkanBuffer") ||
	    LLVMGetTypeKind(LLVMGetTargetExtTypeTypeParam(t, 0)) != LLVMIntegerTypeKind ||
	    LLVMGetIntTypeWidth(LLVMGetTargetExtTypeTypeParam(t, 0)) != 32)
		lsv_bad_intrinsic(c, call);
	if (!f || !is(fn, n, "llvm.spv.resource.handlefrombinding"))
		lsv_fail_at(c, call, "the counter of a resource that is not bound to a constant set and binding is not "
		            "supported for %s", c->tgt.triple);
	readbinding(c, h, &of);
	if (of.count != 1)
		lsv_fail_at(c, call, "the counter of an element of a resource array is not supported for %s",
		             c->tgt.triple);
	memset(&b, 0, sizeof(b));
	b.type = t;
	b.count = 1;
	for (unsigned i = 1; i < 3; i++)
		if (!LLVMIsAConstantInt(LLVMGetOperand(call, i)))
			lsv_fail_at(c, call, "a resource counter with a run-time binding or set is not supported for %s",
			            c->tgt.triple);
	b.binding = (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(call, 1));
	b.set = (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(call, 2));
	b.name = lsv_fmt(&c->mod, "%s.counter", of.name ? of.name : "");
	return handle(c, &b, call);
}

/* llvm.spv.resource.updatecounter(counter, i8 step): an atomic add of the
 * step at device scope. HLSL's IncrementCounter() returns the count before
 * (step 1), DecrementCounter() and Consume the count after (step -1), as
 * LLVM's SPIR-V backend lowers it. */
static SpvId
updatecounter(struct lsv_ctx *c, LLVMValueRef call)
{
	LLVMValueRef h = LLVMGetOperand(call, 0), d = LLVMGetOperand(call, 1);
	SpvId u32 = lsv_int_type(c, 32), p, k, old;
	int64_t step;

	if (LLVMGetNumArgOperands(call) != 2 || !isname(LLVMTypeOf(h), "spirv.VulkanBuffer") ||
	    LLVMTypeOf(call) != LLVMInt32TypeInContext(c->llctx))
		lsv_bad_intrinsic(c, call);
	if (!LLVMIsAConstantInt(d))
		lsv_fail_at(c, call, "llvm.spv.resource.updatecounter with a run-time step is not supported for %s",
		            c->tgt.triple);
	step = LLVMConstIntGetSExtValue(d);
	k = lsv_const_u32(c, (uint32_t)step);
	p = INST(c, SpvOpAccessChain, lsv_ptr_type(c, lsv_buffer_class(c, LLVMTypeOf(h), call), u32), lsv_val(c, h),
	         lsv_const_u32(c, 0));
	old = INST(c, SpvOpAtomicIAdd, u32, p, lsv_scope(c, SpvScopeDevice), lsv_semantics(c, 0), k);
	return step < 0 ? INST(c, SpvOpIAdd, u32, old, k) : old;
}

/* The variable of a constant buffer member's buffer, and the member's
 * byte offset in its Block struct. */
SpvId
lsv_shader_cbvar(struct lsv_ctx *c, const struct lsv_cbmember *m, LLVMValueRef where, uint64_t *off)
{
	struct lsv_res *r = resource(c, &m->b, where);
	LLVMTypeRef lay = LLVMGetTargetExtTypeTypeParam(m->b.type, 0);
	unsigned i, n, k = 0;

	if (m->b.count != 1)
		lsv_fail_at(c, where, "an array of constant buffers is not supported for %s", c->tgt.triple);
	if (LLVMGetTypeKind(lay) != LLVMStructTypeKind)
		lsv_fail_at(c, where, "a constant buffer whose layout is not a struct is not supported for %s",
		            c->tgt.triple);
	n = LLVMCountStructElementTypes(lay);
	for (i = 0; i < n; i++) {
		if (lsv_is_padding(LLVMStructGetTypeAtIndex(lay, i)))
			continue;
		if (k++ == m->member)
			break;
	}
	if (i == n)
		lsv_fail_at(c, where, "constant buffer member %u is past the end of its layout struct", m->member);
	*off = lsv_offset_of(c, lay, i);
	return r->var;
}

/* Work-item builtins as HLSL names them (SV_DispatchThreadID, ...): an Input
 * variable of three 32-bit integers, or one for the flattened index. */
static void
workitem(struct lsv_ctx *c, LLVMValueRef call, SpvBuiltIn b, bool vec)
{
	SpvId u32 = lsv_int_type(c, 32), v3 = lsv_vec_type(c, u32, 3), x;
	LLVMValueRef dim;
	bool lazy;

	if (!vec) {
		x = lsv_builtin_read(c, b, u32);
	} else {
		/* a dimension of 3 or more (only a run-time one may be) is 0 */
		dim = LLVMGetOperand(call, 0);
		lazy = LLVMIsAConstantInt(dim) && LLVMConstIntGetZExtValue(dim) >= 3;
		x = lsv_vec3_pick(c, lazy ? 0 : lsv_builtin_read(c, b, v3), u32, 32, dim, 0);
	}
	if (LLVMGetIntTypeWidth(LLVMTypeOf(call)) != 32)
		x = INST(c, SpvOpUConvert, lsv_type(c, LLVMTypeOf(call)), x);
	lsv_set_val(c, call, x);
}

bool
lsv_shader_intrinsic(struct lsv_ctx *c, LLVMValueRef call, const char *name, size_t len)
{
	if (is(name, len, "llvm.spv.resource.handlefrombinding")) {
		lsv_set_val(c, call, lsv_shader_handle(c, call));
	} else if (is(name, len, "llvm.spv.resource.counterhandlefrombinding")) {
		lsv_set_val(c, call, counterhandle(c, call));
	} else if (is(name, len, "llvm.spv.resource.updatecounter")) {
		lsv_set_val(c, call, updatecounter(c, call));
	} else if (is(name, len, "llvm.spv.resource.getpointer")) {
		lsv_logical_getpointer(c, call);
	} else if (is(name, len, "llvm.spv.resource.load.typedbuffer")) {
		lsv_set_val(c, call, lsv_logical_typedbuffer(c, call, false));
	} else if (is(name, len, "llvm.spv.resource.store.typedbuffer")) {
		lsv_logical_typedbuffer(c, call, true);
	} else if (is(name, len, "llvm.spv.resource.nonuniformindex")) {
		lsv_set_val(c, call, lsv_val(c, LLVMGetOperand(call, 0)));
	} else if (is(name, len, "llvm.spv.thread.id.in.group")) {
		workitem(c, call, SpvBuiltInLocalInvocationId, true);
	} else if (is(name, len, "llvm.spv.thread.id")) {
		workitem(c, call, SpvBuiltInGlobalInvocationId, true);
	} else if (is(name, len, "llvm.spv.group.id")) {
		workitem(c, call, SpvBuiltInWorkgroupId, true);
	} else if (is(name, len, "llvm.spv.flattened.thread.id.in.group")) {
		workitem(c, call, SpvBuiltInLocalInvocationIndex, false);
	} else if (is(name, len, "llvm.spv.group.memory.barrier.with.group.sync")) {
		/* GroupMemoryBarrierWithGroupSync: every invocation of the group
		 * waits, and their groupshared writes are visible after it */
		EMIT(c, c->f->cur, SpvOpControlBarrier, lsv_scope(c, SpvScopeWorkgroup), lsv_scope(c, SpvScopeWorkgroup),
		     lsv_semantics(c, SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsWorkgroupMemoryMask));
	} else if (len == 26 && !memcmp(name, "__hlsl_wave_get_lane_index", 26)) {
		/* WaveGetLaneIndex(): clang 22 calls a function by this name */
		lsv_set_val(c, call, lsv_builtin_read(c, SpvBuiltInSubgroupLocalInvocationId, lsv_int_type(c, 32)));
	} else if (is(name, len, "llvm.memcpy") || is(name, len, "llvm.memmove") ||
	           is(name, len, "llvm.memset") || is(name, len, "llvm.memcpy.inline") ||
	           is(name, len, "llvm.memset.inline")) {
		lsv_logical_memcpy(c, call);
	} else {
		return false;
	}
	return true;
}
