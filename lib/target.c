/* target.c: the environment a module is compiled for. Reads the triple as
 * LLVM's Triple does -- LLVMNormalizeTargetTriple puts each component in its
 * place, <arch><subarch>-<vendor>-<os>-<environment> as in the SPIR-V target
 * user guide -- and the --spirv-ext list (the names of extensions.def) into
 * struct lsv_target, and maps LLVM address spaces to storage classes. Pure
 * functions of their input: no context state. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "lsv.h"

enum { CL = 1u << LSV_ENV_OPENCL, VK = 1u << LSV_ENV_VULKAN, CL_VK = CL | VK };

const struct lsv_extrow lsv_ext_rows[] = {
#define X(name, status, envs) {#name, LSV_EXT_##status, envs},
#include "extensions.def"
#undef X
};
const size_t lsv_ext_nrows = LSV_LEN(lsv_ext_rows);

static int
byname(const void *key, const void *row)
{
	return strcmp(*(const char *const *)key, ((const struct lsv_extrow *)row)->name);
}

const struct lsv_extrow *
lsv_ext_row(int ext)
{
	if (ext < 0 || ext >= LSV_NEXT)
		return NULL;
	return bsearch(&lsv_ext_names[ext], lsv_ext_rows, lsv_ext_nrows, sizeof lsv_ext_rows[0], byname);
}

bool
lsv_ext_supported(int ext)
{
	return lsv_ext_row(ext) != NULL;
}

bool
lsv_ext_on(const struct lsv_target *t, enum lsv_ext ext)
{
	return (unsigned)ext < LSV_NEXT && (t->exts[ext / 64] >> (ext % 64) & 1);
}

static bool
eq(const char *s, size_t n, const char *lit)
{
	return strlen(lit) == n && !memcmp(s, lit, n);
}

static bool
prefix(const char *s, size_t n, const char *lit)
{
	return strlen(lit) <= n && !memcmp(s, lit, strlen(lit));
}

/* The environment components LLVM knows for SPIR-V, by enum lsv_stage, with
 * the execution model each stage names. LLVM matches them by prefix. */
static const struct {
	const char *name;
	int model;
} stages[] = {
	[LSV_STAGE_NONE] = {"", -1},
	[LSV_STAGE_OPENCL] = {"opencl", -1},
	[LSV_STAGE_COMPUTE] = {"compute", SpvExecutionModelGLCompute},
	[LSV_STAGE_LIBRARY] = {"library", -1},
	[LSV_STAGE_PIXEL] = {"pixel", SpvExecutionModelFragment},
	[LSV_STAGE_VERTEX] = {"vertex", SpvExecutionModelVertex},
	[LSV_STAGE_GEOMETRY] = {"geometry", SpvExecutionModelGeometry},
	[LSV_STAGE_HULL] = {"hull", SpvExecutionModelTessellationControl},
	[LSV_STAGE_DOMAIN] = {"domain", SpvExecutionModelTessellationEvaluation},
	[LSV_STAGE_MESH] = {"mesh", SpvExecutionModelMeshEXT},
	[LSV_STAGE_AMPLIFICATION] = {"amplification", SpvExecutionModelTaskEXT},
	[LSV_STAGE_RAYGENERATION] = {"raygeneration", SpvExecutionModelRayGenerationKHR},
	[LSV_STAGE_INTERSECTION] = {"intersection", SpvExecutionModelIntersectionKHR},
	[LSV_STAGE_ANYHIT] = {"anyhit", SpvExecutionModelAnyHitKHR},
	[LSV_STAGE_CLOSESTHIT] = {"closesthit", SpvExecutionModelClosestHitKHR},
	[LSV_STAGE_MISS] = {"miss", SpvExecutionModelMissKHR},
	[LSV_STAGE_CALLABLE] = {"callable", SpvExecutionModelCallableKHR},
};

const char *
lsv_stage_name(enum lsv_stage s)
{
	return (unsigned)s < LSV_LEN(stages) ? stages[s].name : "";
}

/* The highest SPIR-V version each Vulkan 1.N consumes (Vulkan 1.0: 1.0,
 * 1.1: 1.3, 1.2: 1.5, 1.3: 1.6). */
/* the newest SPIR-V each Vulkan 1.N consumes (Vulkan 1.4 adds none) */
static const uint32_t vkspirv[] = {LSV_V(1, 0), LSV_V(1, 3), LSV_V(1, 5), LSV_V(1, 6), LSV_V(1, 6)};

/* An architecture component: spirv32 or spirv64 with an optional v1.0-v1.6,
 * spirv with an optional 1.N or v1.N (N 0-6), spir, spir64. Returns the
 * length of its base name (without the version), 0 if s is none of these;
 * *bits is the pointer width (0: logical), *sub the version or 0. */
static size_t
arch(const char *s, size_t n, unsigned *bits, uint32_t *sub)
{
	size_t base;

	*sub = 0;
	if (eq(s, n, "spir") || eq(s, n, "spir64")) {
		*bits = n == 4 ? 32 : 64;
		return n;
	}
	if (prefix(s, n, "spirv32") || prefix(s, n, "spirv64"))
		base = 7, *bits = s[5] == '3' ? 32 : 64;
	else if (prefix(s, n, "spirv"))
		base = 5, *bits = 0;
	else
		return 0;
	s += base, n -= base;
	if (!n)
		return base;
	if (*s == 'v')
		s++, n--;
	else if (base != 5)
		return 0;
	if (n != 3 || s[0] != '1' || s[1] != '.' || s[2] < '0' || s[2] > '6')
		return 0;
	*sub = LSV_V(1, s[2] - '0');
	return base;
}

char *
lsv_triple_normalize(const char *triple)
{
	const char *p = triple, *comp = NULL;
	size_t n = 0, base = 0, at = 0;
	char *copy, *norm, *out;
	unsigned bits;
	uint32_t sub;

	/* LLVM 19 knows spirv1.5, spirv1.6 and spirv32/64v1.N but not the other
	 * spellings of arch(): give it the first SPIR-V architecture component
	 * without its version, then put the spelling back where it lands. */
	for (;;) {
		const char *dash = strchr(p, '-');
		size_t len = dash ? (size_t)(dash - p) : strlen(p);
		if ((base = arch(p, len, &bits, &sub))) {
			comp = p, n = len, at = (size_t)(p - triple);
			break;
		}
		if (!dash)
			break;
		p = dash + 1;
	}
	copy = lsv_xmalloc(strlen(triple) + 1);
	memcpy(copy, triple, comp ? at + base : strlen(triple));
	strcpy(copy + (comp ? at + base : strlen(triple)), comp ? comp + n : "");
	norm = LLVMNormalizeTargetTriple(copy);
	free(copy);
	out = lsv_xmalloc(strlen(norm) + n + 1);
	if (comp && strcspn(norm, "-") == base && !memcmp(norm, comp, base)) {
		memcpy(out, comp, n);
		strcpy(out + n, norm + base);
	} else {
		strcpy(out, norm);
	}
	LLVMDisposeMessage(norm);
	return out;
}

/* Fill t from the normal form norm of triple. */
static int
readtriple(const char *norm, const char *triple, struct lsv_target *t, char *err, size_t errlen)
{
	const char *part[4] = {"", "", "", ""};
	size_t len[4] = {0, 0, 0, 0}, i;
	const char *p = norm, *vk;
	uint32_t sub;
	unsigned k;
	int n;

	for (n = 0; n < 4; n++) {
		const char *dash = n < 3 ? strchr(p, '-') : NULL;
		part[n] = p;
		len[n] = dash ? (size_t)(dash - p) : strlen(p);
		if (!dash)
			break;
		p = dash + 1;
	}
	if (!arch(part[0], len[0], &t->ptrbits, &sub)) {
		snprintf(err, errlen, "unknown target triple '%s': the architecture '%.*s' is not spirv32, spirv64 "
		         "or spirv (optionally with a version v1.0 to v1.6)", triple, (int)len[0], part[0]);
		return -1;
	}
	t->addressing = t->ptrbits == 32   ? SpvAddressingModelPhysical32
	              : t->ptrbits == 64 ? SpvAddressingModelPhysical64
	                                 : SpvAddressingModelLogical;
	t->env = t->ptrbits ? LSV_ENV_OPENCL : LSV_ENV_VULKAN;
	/* an unknown vendor or OS reads as unknown, as LLVM's does */
	t->amd = eq(part[1], len[1], "amd");
	if (prefix(part[2], len[2], "amdhsa"))
		t->os = LSV_OS_AMDHSA;
	for (i = 1; i < LSV_LEN(stages); i++)
		if (prefix(part[3], len[3], stages[i].name))
			break;
	if (i < LSV_LEN(stages)) {
		t->stage = (enum lsv_stage)i;
		t->model = stages[i].model;
	}
	t->version = sub;
	t->maxversion = sub ? sub : LSV_V(1, 6);
	if (!prefix(part[2], len[2], "vulkan")) {
		/* the user guide: amdhsa corresponds to SPIR-V 1.6 */
		if (t->os == LSV_OS_AMDHSA && !sub)
			t->version = LSV_V(1, 6);
		return 0;
	}
	t->os = LSV_OS_VULKAN;
	t->env = LSV_ENV_VULKAN;
	vk = part[2] + 6;
	if (len[2] == 6) {
		/* no version: the oldest Vulkan that consumes the subarchitecture */
		for (k = 0; vkspirv[k] < sub; k++)
			;
	} else if (len[2] == 9 && vk[0] == '1' && vk[1] == '.' && vk[2] >= '0' && vk[2] <= '4') {
		k = (unsigned)(vk[2] - '0');
	} else {
		snprintf(err, errlen, "unknown target triple '%s': the OS '%.*s' is not vulkan, vulkan1.0, "
		         "vulkan1.1, vulkan1.2, vulkan1.3 or vulkan1.4", triple, (int)len[2], part[2]);
		return -1;
	}
	t->vkversion = LSV_V(1, k);
	if (sub > vkspirv[k]) {
		snprintf(err, errlen, "triple '%s' asks for SPIR-V %u.%u, which Vulkan 1.%u does not accept (it "
		         "takes SPIR-V up to %u.%u)", triple, sub >> 16, sub >> 8 & 0xff, k, vkspirv[k] >> 16,
		         vkspirv[k] >> 8 & 0xff);
		return -1;
	}
	t->maxversion = sub ? sub : vkspirv[k];
	/* the user guide: vulkan1.2 corresponds to SPIR-V 1.5, vulkan1.3 (and 1.4) to 1.6 */
	if (!sub && k)
		t->version = vkspirv[k];
	return 0;
}

int
lsv_parse_triple(const char *triple, struct lsv_target *t, char *err, size_t errlen)
{
	char *norm = lsv_triple_normalize(triple);
	int r;

	memset(t, 0, sizeof *t);
	t->triple = triple;
	t->model = -1;
	r = readtriple(norm, triple, t, err, errlen);
	free(norm);
	return r;
}

/* Enable every extension whose name starts with prefix and that means
 * something in the target's environment. Not SPV_KHR_untyped_pointers: it
 * is a mode that changes every pointer of the module, not a permission, and
 * is on only when named (docs/design.md, "Types and pointers"). */
static void
enable(struct lsv_target *t, const char *prefix)
{
	size_t i, n = strlen(prefix);

	for (i = 0; i < lsv_ext_nrows; i++) {
		const struct lsv_extrow *r = &lsv_ext_rows[i];
		int e = lsv_ext_index(r->name, strlen(r->name));
		if (e >= 0 && e != LSV_SPV_KHR_untyped_pointers && (r->envs >> t->env & 1) &&
		    !strncmp(r->name, prefix, n))
			t->exts[e / 64] |= 1ull << (e % 64);
	}
}

/* "khr" in any case, as LLVM takes it */
static bool
khr(const char *p, size_t n)
{
	return n == 3 && (p[0] | 32) == 'k' && (p[1] | 32) == 'h' && (p[2] | 32) == 'r';
}

int
lsv_parse_exts(const char *spec, struct lsv_target *t, char *err, size_t errlen)
{
	const char *p = spec;

	if (!spec)
		return 0;
	while (*p) {
		const char *end = strchr(p, ',');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		int e;

		if (!n) {
			/* an empty item (a,,b or a trailing comma) is no item, as for LLVM */
		} else if (eq(p, n, "-all")) {
			memset(t->exts, 0, sizeof t->exts);
		} else if (eq(p, n, "all") || eq(p, n, "+all")) { /* "+all" is the translator's spelling */
			enable(t, "SPV_");
		} else if (khr(p, n)) {
			enable(t, "SPV_KHR_");
		} else if (n > 1 && (p[0] == '+' || p[0] == '-')) {
			e = lsv_ext_index(p + 1, n - 1);
			if (!lsv_ext_supported(e)) {
				snprintf(err, errlen, "unknown SPIR-V extension '%.*s' in --spirv-ext", (int)n - 1, p + 1);
				return -1;
			}
			/* one that means nothing in this environment is accepted, never used */
			if (p[0] == '+' && (lsv_ext_row(e)->envs >> t->env & 1))
				t->exts[e / 64] |= 1ull << (e % 64);
			else if (p[0] == '-')
				t->exts[e / 64] &= ~(1ull << (e % 64));
		} else {
			snprintf(err, errlen, "bad --spirv-ext item '%.*s': expected +NAME, -NAME, all or khr", (int)n, p);
			return -1;
		}
		if (!end)
			break;
		p = end + 1;
	}
	return 0;
}

/* Address spaces as clang numbers them. OpenCL: private, global, constant,
 * local, generic, global_device/global_host, input, 9 function pointers (the
 * Khronos translator's number for CodeSectionINTEL). Vulkan (LLVM's SPIR-V
 * backend and clang's HLSL): 0 is Function for locals (Private for globals),
 * 3 groupshared, 7/8 stage input/output, 10 Private, 11 StorageBuffer,
 * 12 Uniform (cbuffer members), 13 PushConstant. */
static const int16_t clsc[] = {
	SpvStorageClassFunction, SpvStorageClassCrossWorkgroup, SpvStorageClassUniformConstant,
	SpvStorageClassWorkgroup, SpvStorageClassGeneric, SpvStorageClassDeviceOnlyINTEL,
	SpvStorageClassHostOnlyINTEL, SpvStorageClassInput, -1, SpvStorageClassCodeSectionINTEL,
};
static const int16_t vksc[] = {
	SpvStorageClassFunction, -1, SpvStorageClassUniformConstant, SpvStorageClassWorkgroup, -1, -1, -1,
	SpvStorageClassInput, SpvStorageClassOutput, -1, SpvStorageClassPrivate, SpvStorageClassStorageBuffer,
	SpvStorageClassUniform, SpvStorageClassPushConstant,
};

static bool
always(struct lsv_ctx *c)
{
	(void)c;
	return true;
}

/* A shader module is a whole program: only the library environment has
 * symbols for a linker. */
static bool
library(struct lsv_ctx *c)
{
	return c->tgt.stage == LSV_STAGE_LIBRARY;
}

static const struct lsv_imagecaps climages = {
	.any = SpvCapabilityImageBasic, .readwrite = SpvCapabilityImageReadWrite, .ndims = 2,
	.dims = {{SpvDim1D, SpvCapabilityImage1D}, {SpvDimBuffer, SpvCapabilityImageBuffer}},
};

/* The capabilities Vulkan 1.N lets a shader module declare, guaranteed or
 * optional (the Vulkan specification's appendix "Vulkan Environment for
 * SPIR-V", as spirv-val checks it), sorted by value. Others need an
 * extension that names them. */
static const struct lsv_capallow vkcaps[] = {
	{SpvCapabilityMatrix, 0}, {SpvCapabilityShader, 0}, {SpvCapabilityGeometry, 0},
	{SpvCapabilityTessellation, 0}, {SpvCapabilityFloat16, 0}, {SpvCapabilityFloat64, 0}, {SpvCapabilityInt64, 0},
	{SpvCapabilityInt64Atomics, 0}, {SpvCapabilityInt16, 0}, {SpvCapabilityTessellationPointSize, 0},
	{SpvCapabilityGeometryPointSize, 0}, {SpvCapabilityImageGatherExtended, 0},
	{SpvCapabilityStorageImageMultisample, 0}, {SpvCapabilityUniformBufferArrayDynamicIndexing, 0},
	{SpvCapabilitySampledImageArrayDynamicIndexing, 0}, {SpvCapabilityStorageBufferArrayDynamicIndexing, 0},
	{SpvCapabilityStorageImageArrayDynamicIndexing, 0}, {SpvCapabilityClipDistance, 0},
	{SpvCapabilityCullDistance, 0}, {SpvCapabilityImageCubeArray, 0}, {SpvCapabilitySampleRateShading, 0},
	{SpvCapabilityInt8, 0}, {SpvCapabilityInputAttachment, 0}, {SpvCapabilitySparseResidency, 0},
	{SpvCapabilityMinLod, 0}, {SpvCapabilitySampled1D, 0}, {SpvCapabilityImage1D, 0},
	{SpvCapabilitySampledCubeArray, 0}, {SpvCapabilitySampledBuffer, 0}, {SpvCapabilityImageBuffer, 0},
	{SpvCapabilityImageMSArray, 0}, {SpvCapabilityStorageImageExtendedFormats, 0}, {SpvCapabilityImageQuery, 0},
	{SpvCapabilityDerivativeControl, 0}, {SpvCapabilityInterpolationFunction, 0},
	{SpvCapabilityTransformFeedback, 0}, {SpvCapabilityGeometryStreams, 0},
	{SpvCapabilityStorageImageReadWithoutFormat, 0}, {SpvCapabilityStorageImageWriteWithoutFormat, 0},
	{SpvCapabilityMultiViewport, 0}, {SpvCapabilityGroupNonUniform, 1}, {SpvCapabilityGroupNonUniformVote, 1},
	{SpvCapabilityGroupNonUniformArithmetic, 1}, {SpvCapabilityGroupNonUniformBallot, 1},
	{SpvCapabilityGroupNonUniformShuffle, 1}, {SpvCapabilityGroupNonUniformShuffleRelative, 1},
	{SpvCapabilityGroupNonUniformClustered, 1}, {SpvCapabilityGroupNonUniformQuad, 1},
	{SpvCapabilityShaderLayer, 2}, {SpvCapabilityShaderViewportIndex, 2}, {SpvCapabilityDrawParameters, 1},
	{SpvCapabilityStorageBuffer16BitAccess, 1}, {SpvCapabilityUniformAndStorageBuffer16BitAccess, 1},
	{SpvCapabilityStoragePushConstant16, 1}, {SpvCapabilityStorageInputOutput16, 1},
	{SpvCapabilityDeviceGroup, 1}, {SpvCapabilityMultiView, 1}, {SpvCapabilityVariablePointersStorageBuffer, 1},
	{SpvCapabilityVariablePointers, 1}, {SpvCapabilityStorageBuffer8BitAccess, 2},
	{SpvCapabilityUniformAndStorageBuffer8BitAccess, 2}, {SpvCapabilityStoragePushConstant8, 2},
	{SpvCapabilityDenormPreserve, 2}, {SpvCapabilityDenormFlushToZero, 2},
	{SpvCapabilitySignedZeroInfNanPreserve, 2}, {SpvCapabilityRoundingModeRTE, 2},
	{SpvCapabilityRoundingModeRTZ, 2}, {SpvCapabilityShaderNonUniform, 2},
	{SpvCapabilityRuntimeDescriptorArray, 2}, {SpvCapabilityUniformTexelBufferArrayDynamicIndexing, 2},
	{SpvCapabilityStorageTexelBufferArrayDynamicIndexing, 2},
	{SpvCapabilityUniformBufferArrayNonUniformIndexing, 2}, {SpvCapabilitySampledImageArrayNonUniformIndexing, 2},
	{SpvCapabilityStorageBufferArrayNonUniformIndexing, 2}, {SpvCapabilityStorageImageArrayNonUniformIndexing, 2},
	{SpvCapabilityInputAttachmentArrayNonUniformIndexing, 2},
	{SpvCapabilityUniformTexelBufferArrayNonUniformIndexing, 2},
	{SpvCapabilityStorageTexelBufferArrayNonUniformIndexing, 2}, {SpvCapabilityVulkanMemoryModel, 2},
	{SpvCapabilityVulkanMemoryModelDeviceScope, 2}, {SpvCapabilityPhysicalStorageBufferAddresses, 2},
	{SpvCapabilityDemoteToHelperInvocation, 3}, {SpvCapabilityDotProductInputAll, 3},
	{SpvCapabilityDotProductInput4x8Bit, 3}, {SpvCapabilityDotProductInput4x8BitPacked, 3},
	{SpvCapabilityDotProduct, 3},
};

static const struct lsv_envdesc envs[] = {
	[LSV_ENV_OPENCL] = {
		.name = "OpenCL", .root = SpvCapabilityKernel, .other = SpvCapabilityShader,
		.memmodel = SpvMemoryModelOpenCL, .extset = LSV_SET_OPENCL, .sysscope = SpvScopeCrossDevice,
		.buffermem = SpvMemorySemanticsCrossWorkgroupMemoryMask,
		.allmem = SpvMemorySemanticsWorkgroupMemoryMask | SpvMemorySemanticsCrossWorkgroupMemoryMask,
		.constinputs = true, .ulpmath = true, .coopmat = true, .images = &climages,
		.sc = clsc, .nsc = LSV_LEN(clsc), .module = lsv_kernel_module, .entry = lsv_kernel_entry,
		.linkage = always,
	},
	[LSV_ENV_VULKAN] = {
		.name = "Vulkan", .root = SpvCapabilityShader, .other = SpvCapabilityKernel,
		.memmodel = SpvMemoryModelGLSL450, .extset = LSV_SET_GLSL, .sysscope = SpvScopeDevice,
		.buffermem = SpvMemorySemanticsUniformMemoryMask,
		.allmem = SpvMemorySemanticsUniformMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask |
		          SpvMemorySemanticsImageMemoryMask,
		.vksem = true, .logical = true, .structured = true, .bits32 = true,
		.sc = vksc, .nsc = LSV_LEN(vksc), .module = lsv_shader_module, .entry = lsv_shader_entry,
		.global = lsv_shader_global, .linkage = library, .allow = vkcaps, .nallow = LSV_LEN(vkcaps),
	},
};

const struct lsv_envdesc *
lsv_envdesc(const struct lsv_target *t)
{
	return &envs[t->env];
}

/* Vulkan 1.0 consumes SPIR-V 1.0, which has no StorageBuffer class: without
 * the extension a storage buffer is a Uniform variable whose struct is
 * decorated BufferBlock, as glslang and DXC write them for Vulkan 1.0 (the
 * decoration is gone from SPIR-V 1.4, which has the class anyway). */
bool
lsv_bufferblock(struct lsv_ctx *c)
{
	return c->env->logical && !lsv_enum_ok(c, LSV_K_StorageClass, SpvStorageClassStorageBuffer);
}

SpvStorageClass
lsv_storage_class(struct lsv_ctx *c, unsigned as, LLVMValueRef where)
{
	int sc = as < c->env->nsc ? c->env->sc[as] : -1;

	if (as == 0 && c->as0generic) /* module-scope variables in address space 0 (globals.c) */
		return SpvStorageClassGeneric;
	if (sc < 0)
		lsv_fail_at(c, where, "address space %u is not supported for %s", as, c->tgt.triple);
	if (sc == SpvStorageClassCodeSectionINTEL &&
	    !lsv_enum_ok(c, LSV_K_StorageClass, SpvStorageClassCodeSectionINTEL))
		lsv_fail_at(c, where, "address space 9 (function pointers) is not supported for %s%s", c->tgt.triple,
		            lsv_enum_why(c, LSV_K_StorageClass, SpvStorageClassCodeSectionINTEL));
	if (sc == SpvStorageClassStorageBuffer && lsv_bufferblock(c))
		return SpvStorageClassUniform;
	/* global_device and global_host name classes of their own only with the extension */
	if ((sc == SpvStorageClassDeviceOnlyINTEL || sc == SpvStorageClassHostOnlyINTEL) &&
	    !lsv_enum_ok(c, LSV_K_StorageClass, SpvStorageClassDeviceOnlyINTEL))
		return SpvStorageClassCrossWorkgroup;
	return (SpvStorageClass)sc;
}

uint32_t
lsv_sc_semantics(struct lsv_ctx *c, SpvStorageClass sc)
{
	switch (sc) {
	case SpvStorageClassCrossWorkgroup:
	case SpvStorageClassDeviceOnlyINTEL:
	case SpvStorageClassHostOnlyINTEL:
	case SpvStorageClassStorageBuffer:
	case SpvStorageClassUniform:
	case SpvStorageClassPhysicalStorageBuffer:
		return c->env->buffermem;
	case SpvStorageClassWorkgroup: return SpvMemorySemanticsWorkgroupMemoryMask;
	case SpvStorageClassGeneric:
		return SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask;
	case SpvStorageClassImage: return SpvMemorySemanticsImageMemoryMask;
	default: return 0;
	}
}
