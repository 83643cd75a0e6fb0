/* types.c: LLVM types to SPIR-V type ids. Scalars, vectors, arrays, structs,
 * functions, pointers and the spirv.* target extension types. A pointer that
 * sits inside another type (a struct member, memory holding a pointer) is a
 * pointer to uchar in its storage class; pointer *values* get the pointee that
 * ptrinfer.c chose (lsv_value_type). So no type refers back to itself, and
 * OpTypeForwardPointer is never needed. */
#include <stdio.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "lsv.h"

SpvId
lsv_void_type(struct lsv_ctx *c)
{
	return lsv_intern(c, SpvOpTypeVoid, NULL, 0);
}

SpvId
lsv_bool_type(struct lsv_ctx *c)
{
	return lsv_intern(c, SpvOpTypeBool, NULL, 0);
}

unsigned
lsv_int_width(struct lsv_ctx *c, unsigned bits, LLVMValueRef where)
{
	if (bits == 1 || bits == 8 || bits == 16 || bits == 32 || bits == 64 || (bits == 4 && c->int4))
		return bits;
	if (lsv_cap_ok(c, SpvCapabilityArbitraryPrecisionIntegersINTEL))
		return bits;
	if (bits > 64)
		lsv_fail_at(c, where, "i%u is not supported for %s (integers wider than 64 bits need "
		            "--spirv-ext=+SPV_INTEL_arbitrary_precision_integers)", bits, c->tgt.triple);
	return bits < 8 ? 8 : bits < 16 ? 16 : bits < 32 ? 32 : 64;
}

SpvId
lsv_int_type(struct lsv_ctx *c, unsigned bits)
{
	/* the common widths are asked for all the time (size_t, indices) */
	unsigned k = bits == 8 ? 0 : bits == 16 ? 1 : bits == 32 ? 2 : bits == 64 ? 3 : 4;

	if (k < 4 && c->ints[k])
		return c->ints[k];
	switch (bits) {
	case 8: lsv_req_cap(c, SpvCapabilityInt8); break;
	case 16: lsv_req_cap(c, SpvCapabilityInt16); break;
	case 32: break;
	case 64: lsv_req_cap(c, SpvCapabilityInt64); break;
	default:
		lsv_req_cap(c, bits == 4 && c->int4 ? SpvCapabilityInt4TypeINTEL
		                                    : SpvCapabilityArbitraryPrecisionIntegersINTEL);
	}
	if (k < 4)
		return c->ints[k] = INTERN(c, SpvOpTypeInt, bits, 0);
	return INTERN(c, SpvOpTypeInt, bits, 0);
}

/* LLVM's bfloat: OpTypeFloat 16 BFloat16KHR under SPV_KHR_bfloat16; else,
 * when SPV_INTEL_bfloat16_conversion can convert them, its bits as a ushort
 * (bfloat.c converts through float); else an error naming the extension. */
enum lsv_bf
lsv_bf_route(struct lsv_ctx *c)
{
	if (lsv_enum_ok(c, LSV_K_FPEncoding, SpvFPEncodingBFloat16KHR))
		return LSV_BF_KHR;
	if (lsv_op_ok(c, SpvOpConvertBF16ToFINTEL))
		return LSV_BF_INTEL;
	return LSV_BF_NONE;
}

SpvId
lsv_bfloat_type(struct lsv_ctx *c)
{
	switch (lsv_bf_route(c)) {
	case LSV_BF_KHR:
		lsv_req_enum(c, LSV_K_FPEncoding, SpvFPEncodingBFloat16KHR);
		return INTERN(c, SpvOpTypeFloat, 16, SpvFPEncodingBFloat16KHR);
	case LSV_BF_INTEL: return lsv_int_type(c, 16);
	default:
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "type bfloat is not supported for %s%s", c->tgt.triple,
		         lsv_enum_why(c, LSV_K_FPEncoding, SpvFPEncodingBFloat16KHR));
	}
}

SpvId
lsv_float_type(struct lsv_ctx *c, unsigned bits)
{
	if (bits == 16)
		lsv_req_cap(c, SpvCapabilityFloat16);
	else if (bits == 64)
		lsv_req_cap(c, SpvCapabilityFloat64);
	return INTERN(c, SpvOpTypeFloat, bits);
}

/* The lanes of the SPIR-V vector that holds an LLVM vector of n lanes: n
 * where SPIR-V has that length (2, 3, 4, 8, 16; 1 is the element), else
 * the next of 8 and 16 (vector.c); n itself past 16, a length only
 * SPV_EXT_long_vector gives a type (lsv_vec_type; widevec.c takes such
 * vectors apart before isel unless the extension is used). */
unsigned
lsv_spv_lanes(unsigned n)
{
	if (n <= 4 || n == 8 || n >= 16)
		return n;
	return n < 8 ? 8 : 16;
}

/* SPV_EXT_long_vector: "Enables vector types with more than four
 * components"; the extension "requires SPIR-V 1.3". */
static void
longvec(struct lsv_ctx *c, unsigned n)
{
	if (!lsv_cap_ok(c, SpvCapabilityLongVectorEXT))
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "vectors of %u elements are not supported for %s (SPIR-V vectors "
		         "have at most 16)", n, c->tgt.triple);
	lsv_req_version(c, LSV_V(1, 3), "SPV_EXT_long_vector");
	lsv_req_cap(c, SpvCapabilityLongVectorEXT);
}

SpvId
lsv_vec_type(struct lsv_ctx *c, SpvId elem, unsigned n)
{
	if (n == 1)
		return elem;
	if (n > 16)
		longvec(c, n);
	n = lsv_spv_lanes(n);
	if (n == 8 || n == 16)
		lsv_req_cap(c, SpvCapabilityVector16);
	return INTERN(c, SpvOpTypeVector, elem, n);
}

/* Untyped pointer mode (SPV_KHR_untyped_pointers, OpenCL environment): may
 * a pointer to pointee be an OpTypeUntypedPointerKHR? Data may; opaque
 * objects (images, samplers, events, pipes, matrices) keep typed pointers,
 * as in LLVM's backend, since the instructions that take them name no type. */
static bool
untyped_pointee(struct lsv_ctx *c, SpvId pointee)
{
	uint64_t op = lsv_map_get(&c->typeops, pointee);

	return op == SpvOpTypeInt || op == SpvOpTypeFloat || op == SpvOpTypeVector || op == SpvOpTypeArray ||
	       op == SpvOpTypeRuntimeArray || op == SpvOpTypeStruct || op == SpvOpTypePointer ||
	       op == (uint64_t)SpvOpTypeUntypedPointerKHR;
}

static SpvId
ptrtype(struct lsv_ctx *c, SpvStorageClass sc, SpvId pointee, bool typed)
{
	/* every pointer-typed value asks, for a few dozen distinct types: the
	 * requirements and the interning are done once per (class, pointee) */
	bool fresh, untyped = c->untyped && !typed && untyped_pointee(c, pointee);
	uint64_t *memo = lsv_map_slot(&c->ptrs, (uint64_t)sc << 32 | pointee | (uint64_t)(c->untyped && typed) << 63,
	                              &fresh);
	SpvId id;

	if (*memo)
		return (SpvId)*memo;
	lsv_req_enum(c, LSV_K_StorageClass, sc);
	if (sc == SpvStorageClassGeneric)
		lsv_req_cap(c, SpvCapabilityGenericPointer);
	if (untyped) {
		id = INTERN(c, SpvOpTypeUntypedPointerKHR, sc);
		*lsv_map_slot(&c->uptrs, id, &fresh) = 1;
	} else {
		id = INTERN(c, SpvOpTypePointer, sc, pointee);
	}
	if (c->blame)
		*lsv_map_slot(&c->ptrtypes, id, &fresh) = 1;
	*memo = id; /* nothing above touches c->ptrs */
	return id;
}

SpvId
lsv_ptr_type(struct lsv_ctx *c, SpvStorageClass sc, SpvId pointee)
{
	return ptrtype(c, sc, pointee, false);
}

SpvId
lsv_typed_ptr_type(struct lsv_ctx *c, SpvStorageClass sc, SpvId pointee)
{
	return ptrtype(c, sc, pointee, true);
}

SpvId
lsv_sizet(struct lsv_ctx *c)
{
	return lsv_int_type(c, c->tgt.ptrbits == 32 ? 32 : 64);
}

unsigned
lsv_vec_len(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : 0;
}

bool
lsv_is_ptrvec(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind &&
	       LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMPointerTypeKind;
}

bool
lsv_is_bool(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 1;
}

/* Zero-size types. SPIR-V arrays have at least one element, so [0 x T] (a
 * flexible array member, mostly) is an empty struct, which takes no bytes:
 * loads, stores and the layout around it stay as LLVM's. The empty struct
 * aligns to 1 where the array aligned to T, so a struct holding one gets byte
 * arrays where LLVM's layout has padding the SPIR-V layout would not
 * (lsv_member maps LLVM member indices past them). */
/* Does t hold a zero-size array somewhere (so its SPIR-V layout needs care)? */
static bool
haszero(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMArrayTypeKind:
		return !LLVMGetArrayLength2(t) || haszero(LLVMGetElementType(t));
	case LLVMStructTypeKind:
		if (LLVMIsOpaqueStruct(t))
			return false;
		for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++)
			if (haszero(LLVMStructGetTypeAtIndex(t, i)))
				return true;
		return false;
	default:
		return false;
	}
}

/* The alignment a consumer gives t's SPIR-V type (where LLVM's differs): an
 * empty struct's is 1, a struct's its widest member's. */
static unsigned
spvalign(LLVMTargetDataRef td, LLVMTypeRef t)
{
	unsigned a = 1;

	switch (LLVMGetTypeKind(t)) {
	case LLVMArrayTypeKind:
		return LLVMGetArrayLength2(t) ? spvalign(td, LLVMGetElementType(t)) : 1;
	case LLVMStructTypeKind:
		if (!haszero(t))
			break;
		if (LLVMIsPackedStruct(t))
			return 1;
		for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++) {
			unsigned m = spvalign(td, LLVMStructGetTypeAtIndex(t, i));
			a = m > a ? m : a;
		}
		return a;
	default:
		break;
	}
	return LLVMABIAlignmentOfType(td, t);
}

static SpvId
padding(struct lsv_ctx *c, uint64_t bytes)
{
	return INTERN(c, SpvOpTypeArray, lsv_int_type(c, 8), lsv_const_u32(c, (uint32_t)bytes));
}

/* Does struct t get padding members (lsv_member)? */
static bool
padded(LLVMTypeRef t)
{
	return haszero(t) && LLVMTypeIsSized(t);
}

/* The SPIR-V member types of struct t into w (room for 2n + 1), with
 * padding where LLVM's layout has bytes the SPIR-V one would not (only
 * structs holding zero-size arrays); map (if not NULL) gets the SPIR-V
 * index of each LLVM member. Returns the number of SPIR-V members. */
unsigned
lsv_struct_members(struct lsv_ctx *c, LLVMTypeRef t, uint32_t *w, unsigned *map)
{
	unsigned n = LLVMCountStructElementTypes(t), i, m = 0, a = 1;
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
	uint64_t end = 0, off, size;

	/* the members first: a type that contains itself is an error there;
	 * target("spirv.Padding") members have no SPIR-V member (lsv_member_index) */
	for (i = 0; i < n; i++)
		if (!lsv_is_padding(LLVMStructGetTypeAtIndex(t, i)))
			w[m++] = lsv_type(c, LLVMStructGetTypeAtIndex(t, i));
	if (m < n || !padded(t))
		return m;
	m = 0;
	for (i = 0; i < n; i++) {
		LLVMTypeRef mt = LLVMStructGetTypeAtIndex(t, i);
		unsigned ma = LLVMIsPackedStruct(t) ? 1 : spvalign(td, mt);
		off = LLVMOffsetOfElement(td, t, i);
		if ((end + ma - 1) / ma * ma > off)
			lsv_bug("a member placed before LLVM places it");
		if (end < off && (end + ma - 1) / ma * ma < off)
			w[m++] = padding(c, off - end);
		if (map)
			map[i] = m;
		w[m++] = lsv_type(c, mt);
		end = off + LLVMABISizeOfType(td, mt);
		a = ma > a ? ma : a;
	}
	size = LLVMABISizeOfType(td, t);
	if ((end + a - 1) / a * a < size)
		w[m++] = padding(c, size - end);
	return m;
}

unsigned
lsv_member(struct lsv_ctx *c, LLVMTypeRef st, unsigned i)
{
	uint64_t map;

	lsv_type(c, st); /* makes the map */
	map = lsv_map_get(&c->members, (uint64_t)(uintptr_t)st);
	return map ? ((const unsigned *)(uintptr_t)map)[i] : lsv_member_index(st, i);
}

static SpvId
structtype(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned n = LLVMCountStructElementTypes(t), i, *map;
	uint32_t *w;
	SpvId id;
	size_t namelen;
	const char *name;

	if (LLVMIsOpaqueStruct(t)) {
		struct lsv_vec v;
		name = LLVMGetStructName(t);
		lsv_vec_init(&v, &c->fn);
		lsv_vec_str(&v, name ? name : "", name ? strlen(name) : 0);
		return lsv_intern(c, SpvOpTypeOpaque, v.w, v.n);
	}
	w = lsv_alloc(&c->fn, (size_t)(2 * n + 1) * 4);
	map = lsv_alloc(&c->mod, (size_t)(n ? n : 1) * sizeof(*map));
	n = lsv_struct_members(c, t, w, map);
	if (n < LLVMCountStructElementTypes(t)) { /* spirv.Padding members left out */
		if (!c->env->logical)
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "type target(\"spirv.Padding\") is not supported for %s",
			         c->tgt.triple);
	} else if (padded(t)) { /* known not to contain itself now */
		*lsv_map_slot(&c->members, (uint64_t)(uintptr_t)t, &(bool){0}) = (uint64_t)(uintptr_t)map;
	}
	if (LLVMIsPackedStruct(t) && !c->env->logical) {
		/* A widened member (i24 as i32) would move the members after it,
		 * which byte offsets computed from LLVM's layout then miss. */
		for (i = 0; i < LLVMCountStructElementTypes(t); i++) {
			LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, i);
			while (LLVMGetTypeKind(m) == LLVMArrayTypeKind || LLVMGetTypeKind(m) == LLVMVectorTypeKind)
				m = LLVMGetElementType(m);
			if (LLVMGetTypeKind(m) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(m) > 1 &&
			    lsv_int_width(c, LLVMGetIntTypeWidth(m), NULL) != LLVMGetIntTypeWidth(m))
				lsv_fail(c, LSV_ERR_UNSUPPORTED, "a packed struct with an i%u member is not supported "
				         "for %s (its layout needs --spirv-ext=+SPV_INTEL_arbitrary_precision_integers)",
				         LLVMGetIntTypeWidth(m), c->tgt.triple);
		}
		/* Packed and unpacked structs with the same members differ in layout,
		 * so a packed one is never shared. */
		id = lsv_id(c);
		lsv_vec_push(&c->sec[SEC_TYPES], (uint32_t)(n + 2) << SpvWordCountShift | SpvOpTypeStruct);
		lsv_vec_push(&c->sec[SEC_TYPES], id);
		lsv_vec_append(&c->sec[SEC_TYPES], w, n);
		DECORATE0(c, id, SpvDecorationCPacked);
		if (c->untyped)
			*lsv_map_slot(&c->typeops, id, &(bool){0}) = SpvOpTypeStruct;
	} else {
		id = lsv_intern(c, SpvOpTypeStruct, w, n);
	}
	name = LLVMGetStructName(t);
	namelen = name ? strlen(name) : 0;
	if (namelen) {
		bool fresh;
		uint64_t *named = lsv_map_slot(&c->named, id, &fresh);
		if (fresh) {
			*named = 1;
			lsv_name(c, id, name, namelen);
		}
	}
	return id;
}

/* Parameter i of target type name must be an enumerant of kind (max 0), or
 * a number up to max: the IR can hold any number, SPIR-V only these. */
static void
checkparam(struct lsv_ctx *c, const char *name, unsigned i, uint32_t v, enum lsv_kind kind, uint32_t max)
{
	if (max ? v <= max : lsv_enuminfo(kind, v) != NULL)
		return;
	lsv_fail(c, LSV_ERR_UNSUPPORTED, "type target(\"%s\"): integer parameter %u is %u, which is not "
	         "a valid %s", name, i, v, max ? "value" : "enumerant");
}

/* Can a value of t be OpConstantNull? Not images, samplers, pipes or pipe
 * storage (nor aggregates holding them): their zero is a placeholder. */
bool
lsv_has_null(LLVMTypeRef t)
{
	static const char *const nullable[] = {"spirv.Event", "spirv.DeviceEvent", "spirv.ReserveId",
	                                       "spirv.Queue", "spirv.CooperativeMatrixKHR"};

	switch (LLVMGetTypeKind(t)) {
	case LLVMTargetExtTypeKind:
		for (size_t i = 0; i < LSV_LEN(nullable); i++)
			if (!strcmp(LLVMGetTargetExtTypeName(t), nullable[i]))
				return true;
		return false;
	case LLVMArrayTypeKind:
	case LLVMVectorTypeKind:
		return lsv_has_null(LLVMGetElementType(t));
	case LLVMStructTypeKind:
		for (unsigned i = 0, n = LLVMCountStructElementTypes(t); i < n; i++)
			if (!lsv_has_null(LLVMStructGetTypeAtIndex(t, i)))
				return false;
		return true;
	default:
		return true;
	}
}

LLVMTypeRef
lsv_coopmat_comp(LLVMTypeRef t)
{
	if (!t || LLVMGetTypeKind(t) != LLVMTargetExtTypeKind ||
	    strcmp(LLVMGetTargetExtTypeName(t), "spirv.CooperativeMatrixKHR") || !LLVMGetTargetExtTypeNumTypeParams(t))
		return NULL;
	return LLVMGetTargetExtTypeTypeParam(t, 0);
}

/* target("spirv.CooperativeMatrixKHR", T, scope, rows, columns, use): the
 * SPV_KHR_cooperative_matrix type. "Component Type must be a scalar numerical
 * type"; Scope, Rows, Columns and Use are ids of constant instructions (the
 * type instruction itself requires the capability and so the extension). */
static SpvId
coopmat(struct lsv_ctx *c, LLVMTypeRef t, const uint32_t *p)
{
	static const char name[] = "spirv.CooperativeMatrixKHR";
	LLVMTypeRef et = LLVMGetTargetExtTypeTypeParam(t, 0);
	LLVMTypeKind k = LLVMGetTypeKind(et);
	SpvId comp;

	unsigned bits = k == LLVMIntegerTypeKind ? LLVMGetIntTypeWidth(et) : 0;

	/* Shader modules would need arrays behind the load and store pointers
	 * and the Vulkan memory model: only the Kernel lowering exists */
	if (!c->env->coopmat)
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "type target(\"%s\") is not supported for %s", name, c->tgt.triple);
	if ((k != LLVMIntegerTypeKind && k != LLVMHalfTypeKind && k != LLVMFloatTypeKind && k != LLVMDoubleTypeKind) ||
	    (k == LLVMIntegerTypeKind && bits != 8 && bits != 16 && bits != 32 && bits != 64))
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "type target(\"%s\") with a component type that is not an 8- to "
		         "64-bit integer, half, float or double is not supported for %s", name, c->tgt.triple);
	checkparam(c, name, 0, p[0], LSV_K_Scope, 0);
	checkparam(c, name, 3, p[3], LSV_K_CooperativeMatrixUse, 0);
	if (!p[1] || !p[2])
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "type target(\"%s\") with %u rows and %u columns is not supported "
		         "for %s", name, p[1], p[2], c->tgt.triple);
	lsv_req_op(c, SpvOpTypeCooperativeMatrixKHR); /* a missing extension before anything else */
	comp = lsv_type(c, et);
	return INTERN(c, SpvOpTypeCooperativeMatrixKHR, comp, lsv_const_u32(c, p[0]), lsv_const_u32(c, p[1]),
	              lsv_const_u32(c, p[2]), lsv_const_u32(c, p[3]));
}

/* spirv.* target extension types (user guide, "Special types"). */
static SpvId
exttype(struct lsv_ctx *c, LLVMTypeRef t)
{
	const char *name = LLVMGetTargetExtTypeName(t);
	unsigned ni = LLVMGetTargetExtTypeNumIntParams(t), nt = LLVMGetTargetExtTypeNumTypeParams(t);
	uint32_t p[8] = {0};
	unsigned i;

	for (i = 0; i < ni && i < 8; i++)
		p[i] = LLVMGetTargetExtTypeIntParam(t, i);
	if (!strcmp(name, "spirv.Event"))
		return lsv_intern(c, SpvOpTypeEvent, NULL, 0);
	if (!strcmp(name, "spirv.DeviceEvent"))
		return lsv_intern(c, SpvOpTypeDeviceEvent, NULL, 0);
	if (!strcmp(name, "spirv.ReserveId"))
		return lsv_intern(c, SpvOpTypeReserveId, NULL, 0);
	if (!strcmp(name, "spirv.Queue"))
		return lsv_intern(c, SpvOpTypeQueue, NULL, 0);
	if (!strcmp(name, "spirv.PipeStorage"))
		return lsv_intern(c, SpvOpTypePipeStorage, NULL, 0);
	if (!strcmp(name, "spirv.Sampler"))
		return lsv_intern(c, SpvOpTypeSampler, NULL, 0);
	if (!strcmp(name, "spirv.Pipe")) {
		checkparam(c, name, 0, p[0], LSV_K_AccessQualifier, 0);
		lsv_req_enum(c, LSV_K_AccessQualifier, p[0]);
		return INTERN(c, SpvOpTypePipe, p[0]);
	}
	if ((!strcmp(name, "spirv.Image") || !strcmp(name, "spirv.SampledImage") ||
	     !strcmp(name, "spirv.SignedImage")) && nt == 1 && ni >= 6) {
		LLVMTypeRef st = LLVMGetTargetExtTypeTypeParam(t, 0);
		SpvId sampled = LLVMGetTypeKind(st) == LLVMVoidTypeKind ? lsv_void_type(c) : lsv_type(c, st);
		/* a signed integer image samples OpTypeInt N 1 */
		if (!strcmp(name, "spirv.SignedImage") && LLVMGetTypeKind(st) == LLVMIntegerTypeKind)
			sampled = INTERN(c, SpvOpTypeInt, lsv_int_width(c, LLVMGetIntTypeWidth(st), NULL), 1);
		SpvId img;
		/* Dim, Depth (0-2), Arrayed, MS (0-1), Sampled (0-2), Image Format, Access Qualifier */
		checkparam(c, name, 0, p[0], LSV_K_Dim, 0);
		checkparam(c, name, 1, p[1], 0, 2);
		checkparam(c, name, 2, p[2], 0, 1);
		checkparam(c, name, 3, p[3], 0, 1);
		checkparam(c, name, 4, p[4], 0, 2);
		checkparam(c, name, 5, p[5], LSV_K_ImageFormat, 0);
		if (ni > 6)
			checkparam(c, name, 6, p[6], LSV_K_AccessQualifier, 0);
		lsv_req_enum(c, LSV_K_Dim, p[0]);
		lsv_req_enum(c, LSV_K_ImageFormat, p[5]);
		/* SPV_EXT_shader_image_int64: a Sampled Type of 64-bit int needs Int64ImageEXT */
		if (LLVMGetTypeKind(st) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(st) == 64)
			lsv_req_cap(c, SpvCapabilityInt64ImageEXT);
		if (c->env->images) {
			lsv_req_cap(c, c->env->images->any);
			if (ni > 6 && p[6] == SpvAccessQualifierReadWrite)
				lsv_req_cap(c, c->env->images->readwrite);
		}
		if (ni > 6) {
			lsv_req_enum(c, LSV_K_AccessQualifier, p[6]);
			img = INTERN(c, SpvOpTypeImage, sampled, p[0], p[1], p[2], p[3], p[4], p[5], p[6]);
		} else {
			img = INTERN(c, SpvOpTypeImage, sampled, p[0], p[1], p[2], p[3], p[4], p[5]);
		}
		if (!strcmp(name, "spirv.SampledImage"))
			return INTERN(c, SpvOpTypeSampledImage, img);
		return img;
	}
	if (!strcmp(name, "spirv.CooperativeMatrixKHR") && nt == 1 && ni == 4)
		return coopmat(c, t, p);
	/* SPV_INTEL_task_sequence; newer clang adds the result type as a parameter */
	if (!strcmp(name, "spirv.TaskSequenceINTEL"))
		return lsv_intern(c, SpvOpTypeTaskSequenceALTERA, NULL, 0);
	lsv_fail(c, LSV_ERR_UNSUPPORTED, "type target(\"%s\") is not supported for %s", name,
	         c->tgt.triple);
}

/* Universal limits: structures nest at most 255 deep. Arrays and vectors
 * carry their element's depth, so a struct in an array in a struct counts. */
static void
nesting(struct lsv_ctx *c, LLVMTypeRef t, SpvId id)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);
	uint64_t d = 0, m;
	unsigned i, n;

	if (k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
		d = lsv_map_get(&c->sdepth, lsv_type(c, LLVMGetElementType(t)));
	} else if (k == LLVMStructTypeKind && !LLVMIsOpaqueStruct(t)) {
		n = LLVMCountStructElementTypes(t);
		for (i = 0; i < n; i++)
			if (!lsv_is_padding(LLVMStructGetTypeAtIndex(t, i)) &&
			    (m = lsv_map_get(&c->sdepth, lsv_type(c, LLVMStructGetTypeAtIndex(t, i)))) > d)
				d = m;
		d++;
		if (d > 255)
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "structs nested %u deep are not supported for %s "
			         "(SPIR-V allows 255)", (unsigned)d, c->tgt.triple);
	}
	if (d)
		*lsv_map_slot(&c->sdepth, id, &(bool){0}) = d;
}

SpvId
lsv_type(struct lsv_ctx *c, LLVMTypeRef t)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(&c->types, (uint64_t)(uintptr_t)t, &fresh);
	SpvId id;

	if (!fresh && !*slot) /* being lowered: t contains itself */
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "a recursive type (%%%s contains itself) is not supported for %s",
		         LLVMGetTypeKind(t) == LLVMStructTypeKind && LLVMGetStructName(t) ? LLVMGetStructName(t) : "?",
		         c->tgt.triple);
	if (!fresh)
		return (SpvId)*slot;
	lsv_enter(c, NULL, "types");
	switch (LLVMGetTypeKind(t)) {
	case LLVMVoidTypeKind: id = lsv_void_type(c); break;
	case LLVMHalfTypeKind: id = lsv_float_type(c, 16); break;
	case LLVMBFloatTypeKind: id = lsv_bfloat_type(c); break;
	case LLVMFloatTypeKind: id = lsv_float_type(c, 32); break;
	case LLVMDoubleTypeKind: id = lsv_float_type(c, 64); break;
	case LLVMIntegerTypeKind: {
		unsigned w = lsv_int_width(c, LLVMGetIntTypeWidth(t), NULL);
		id = w == 1 ? lsv_bool_type(c) : lsv_int_type(c, w);
		break;
	}
	case LLVMVectorTypeKind: {
		unsigned n = LLVMGetVectorSize(t);
		LLVMTypeRef et = LLVMGetElementType(t);
		if (LLVMGetTypeKind(et) == LLVMPointerTypeKind) {
			/* physical addressing: the lanes' addresses as size_t (isel.c) */
			if (!c->tgt.ptrbits)
				lsv_fail(c, LSV_ERR_UNSUPPORTED, "vectors of pointers are not supported for %s",
				         c->tgt.triple);
			id = lsv_vec_type(c, lsv_sizet(c), n);
			break;
		}
		id = lsv_vec_type(c, lsv_type(c, et), n);
		break;
	}
	case LLVMArrayTypeKind: {
		uint64_t n = LLVMGetArrayLength2(t);
		SpvId et = lsv_type(c, LLVMGetElementType(t)), len;
		if (!n) { /* no bytes: an empty struct (see haszero) */
			id = lsv_intern(c, SpvOpTypeStruct, NULL, 0);
			break;
		}
		len = n > UINT32_MAX ? lsv_const_int(c, 64, n) : lsv_const_u32(c, (uint32_t)n);
		id = INTERN(c, SpvOpTypeArray, et, len);
		break;
	}
	case LLVMStructTypeKind: id = structtype(c, t); break;
	case LLVMPointerTypeKind:
		id = lsv_ptr_type(c, lsv_storage_class(c, LLVMGetPointerAddressSpace(t), NULL),
		                  lsv_int_type(c, 8));
		break;
	case LLVMTargetExtTypeKind: id = exttype(c, t); break;
	case LLVMTokenTypeKind:
		/* what intrinsics kept as calls (--spv-allow-unknown-intrinsics)
		 * pass among themselves; only SPV_INTEL_token_type has a type for it */
		if (!lsv_op_ok(c, SpvOpTypeTokenINTEL))
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "type token is not supported for %s%s", c->tgt.triple,
			         c->env->structured ? "" : " (enable it with --spirv-ext=+SPV_INTEL_token_type)");
		id = lsv_intern(c, SpvOpTypeTokenINTEL, NULL, 0);
		break;
	case LLVMFunctionTypeKind: {
		unsigned n = LLVMCountParamTypes(t), i;
		LLVMTypeRef *pt = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(*pt));
		uint32_t *w = lsv_alloc(&c->fn, (size_t)(n + 1) * 4);
		if (n > 255)
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "a function type with %u parameters is not supported "
			         "for %s (SPIR-V allows 255)", n, c->tgt.triple);
		LLVMGetParamTypes(t, pt);
		w[0] = lsv_type(c, LLVMGetReturnType(t));
		for (i = 0; i < n; i++)
			w[i + 1] = lsv_type(c, pt[i]);
		id = lsv_intern(c, SpvOpTypeFunction, w, n + 1);
		break;
	}
	default: {
		char *s = LLVMPrintTypeToString(t);
		char *copy = lsv_strndup(&c->mod, s, strlen(s));
		LLVMDisposeMessage(s);
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "type %s is not supported for %s", copy, c->tgt.triple);
	}
	}
	nesting(c, t, id);
	lsv_leave(c);
	/* the map may have grown while the parts were made */
	*lsv_map_slot(&c->types, (uint64_t)(uintptr_t)t, &fresh) = id;
	return id;
}

/* The SPIR-V pointee of an LLVM pointee in storage class sc. */
static SpvId
pointee_in(struct lsv_ctx *c, SpvStorageClass sc, LLVMTypeRef pointee)
{
	LLVMTypeKind k = LLVMGetTypeKind(pointee);

	if (k == LLVMVoidTypeKind || k == LLVMFunctionTypeKind || k == LLVMLabelTypeKind ||
	    k == LLVMMetadataTypeKind || k == LLVMTokenTypeKind)
		pointee = c->i8;
	/* OpTypeBool has no physical size: outside Function memory i1 is a byte */
	if (sc != SpvStorageClassFunction && lsv_is_bool(pointee))
		pointee = k == LLVMVectorTypeKind ? LLVMVectorType(c->i8, LLVMGetVectorSize(pointee)) : c->i8;
	return lsv_type(c, pointee);
}

SpvId
lsv_pointee_type(struct lsv_ctx *c, LLVMTypeRef ptrty, LLVMTypeRef pointee, LLVMValueRef where)
{
	return pointee_in(c, lsv_storage_class(c, LLVMGetPointerAddressSpace(ptrty), where), pointee);
}

SpvId
lsv_ptr_to(struct lsv_ctx *c, LLVMTypeRef ptrty, LLVMTypeRef pointee, LLVMValueRef where)
{
	SpvStorageClass sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(ptrty), where);

	return lsv_ptr_type(c, sc, pointee_in(c, sc, pointee));
}

bool
lsv_ptr_untyped(struct lsv_ctx *c, SpvId ptrtype)
{
	return c->untyped && lsv_map_get(&c->uptrs, ptrtype);
}

void
lsv_variable(struct lsv_ctx *c, struct lsv_vec *v, SpvId pt, SpvId id, SpvStorageClass sc, SpvId data,
             SpvId init)
{
	if (lsv_ptr_untyped(c, pt)) {
		if (init)
			EMIT(c, v, SpvOpUntypedVariableKHR, pt, id, sc, data, init);
		else
			EMIT(c, v, SpvOpUntypedVariableKHR, pt, id, sc, data);
	} else if (init) {
		EMIT(c, v, SpvOpVariable, pt, id, sc, init);
	} else {
		EMIT(c, v, SpvOpVariable, pt, id, sc);
	}
}

/* The untyped form of an access chain: the same operands with the base's
 * pointee type before the base. */
static SpvOp
untyped_chain(SpvOp op)
{
	if (op == SpvOpAccessChain)
		return SpvOpUntypedAccessChainKHR;
	if (op == SpvOpInBoundsAccessChain)
		return SpvOpUntypedInBoundsAccessChainKHR;
	if (op == SpvOpPtrAccessChain)
		return SpvOpUntypedPtrAccessChainKHR;
	if (op == SpvOpInBoundsPtrAccessChain)
		return SpvOpUntypedInBoundsPtrAccessChainKHR;
	lsv_bug("%d is not an access chain", (int)op);
}

void
lsv_emit_chain(struct lsv_ctx *c, struct lsv_vec *v, SpvOp op, SpvId basety, const uint32_t *w, size_t n)
{
	uint32_t *u;

	if (!lsv_ptr_untyped(c, w[0])) {
		lsv_emit(c, v, op, w, n);
		return;
	}
	u = lsv_alloc(&c->fn, (n + 1) * 4);
	u[0] = w[0];
	u[1] = w[1];
	u[2] = basety;
	memcpy(u + 3, w + 2, (n - 2) * 4);
	lsv_emit(c, v, untyped_chain(op), u, n + 1);
}

SpvId
lsv_chain(struct lsv_ctx *c, SpvOp op, SpvId type, SpvId basety, const uint32_t *w, size_t n)
{
	uint32_t *u = lsv_alloc(&c->fn, (n + 2) * 4);

	u[0] = type;
	u[1] = lsv_id(c);
	memcpy(u + 2, w, n * 4);
	lsv_emit_chain(c, c->f->cur, op, basety, u, n + 2);
	return u[1];
}

SpvId
lsv_value_type(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
		return lsv_ptr_to(c, t, lsv_pointee(c, v), v);
	return lsv_type(c, t);
}

unsigned
lsv_elem_bits(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
	case LLVMHalfTypeKind:
	case LLVMBFloatTypeKind: return 16;
	case LLVMFloatTypeKind: return 32;
	default: return 64;
	}
}

LLVMTypeRef
lsv_elem_type(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;
}

bool
lsv_is_int(LLVMTypeRef t)
{
	return LLVMGetTypeKind(lsv_elem_type(t)) == LLVMIntegerTypeKind;
}

unsigned
lsv_scalar_bits(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: return LLVMGetIntTypeWidth(t);
	case LLVMHalfTypeKind: return 16;
	case LLVMFloatTypeKind: return 32;
	case LLVMDoubleTypeKind: return 64;
	default: return 0;
	}
}

/* Explicit layout (the Shader environment's buffer memory). Offsets and
 * strides come from the module's DataLayout, except where a type holds
 * target("spirv.Padding", N) (N bytes) or target("spirv.Layout", T, size,
 * offsets...), which LLVM 19 does not lay out: there they are computed here
 * the way the DataLayout would, packed structs packed. */

static bool
extnamed(LLVMTypeRef t, const char *name)
{
	return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind && !strcmp(LLVMGetTargetExtTypeName(t), name);
}

bool
lsv_is_padding(LLVMTypeRef t)
{
	return extnamed(t, "spirv.Padding");
}

static bool
hasext(LLVMTypeRef t)
{
	unsigned i, n;

	switch (LLVMGetTypeKind(t)) {
	case LLVMTargetExtTypeKind: return true;
	case LLVMArrayTypeKind: return hasext(LLVMGetElementType(t));
	case LLVMStructTypeKind:
		n = LLVMCountStructElementTypes(t);
		for (i = 0; i < n; i++)
			if (hasext(LLVMStructGetTypeAtIndex(t, i)))
				return true;
		return false;
	default: return false;
	}
}

static uint64_t
alignof_(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned i, n;
	uint64_t a = 1, m;

	switch (LLVMGetTypeKind(t)) {
	case LLVMTargetExtTypeKind: return 1;
	case LLVMArrayTypeKind: return alignof_(c, LLVMGetElementType(t));
	case LLVMStructTypeKind:
		if (LLVMIsPackedStruct(t))
			return 1;
		n = LLVMCountStructElementTypes(t);
		for (i = 0; i < n; i++)
			if ((m = alignof_(c, LLVMStructGetTypeAtIndex(t, i))) > a)
				a = m;
		return a;
	default: return LLVMABIAlignmentOfType(LLVMGetModuleDataLayout(c->m), t);
	}
}

static uint64_t
roundup(uint64_t x, uint64_t a)
{
	return a > 1 ? (x + a - 1) / a * a : x;
}

uint64_t
lsv_offset_of(struct lsv_ctx *c, LLVMTypeRef t, unsigned i)
{
	uint64_t off = 0;
	unsigned k;

	if (extnamed(t, "spirv.Layout"))
		return i + 1 < LLVMGetTargetExtTypeNumIntParams(t) ? LLVMGetTargetExtTypeIntParam(t, i + 1) : 0;
	if (!hasext(t))
		return LLVMOffsetOfElement(LLVMGetModuleDataLayout(c->m), t, i);
	for (k = 0; k <= i; k++) {
		LLVMTypeRef m = LLVMStructGetTypeAtIndex(t, k);
		if (!LLVMIsPackedStruct(t))
			off = roundup(off, alignof_(c, m));
		if (k < i)
			off += lsv_size_of(c, m);
	}
	return off;
}

uint64_t
lsv_size_of(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned n;

	switch (LLVMGetTypeKind(t)) {
	case LLVMTargetExtTypeKind:
		if (lsv_is_padding(t) || extnamed(t, "spirv.Layout"))
			return LLVMGetTargetExtTypeNumIntParams(t) ? LLVMGetTargetExtTypeIntParam(t, 0) : 0;
		return LLVMABISizeOfType(LLVMGetModuleDataLayout(c->m), t);
	case LLVMArrayTypeKind:
		return LLVMGetArrayLength2(t) * lsv_size_of(c, LLVMGetElementType(t));
	case LLVMStructTypeKind:
		if (!hasext(t))
			break;
		n = LLVMCountStructElementTypes(t);
		if (!n)
			return 0;
		return roundup(lsv_offset_of(c, t, n - 1) + lsv_size_of(c, LLVMStructGetTypeAtIndex(t, n - 1)),
		               alignof_(c, t));
	default:
		break;
	}
	return LLVMABISizeOfType(LLVMGetModuleDataLayout(c->m), t);
}

/* The struct whose members a struct or spirv.Layout type has. */
LLVMTypeRef
lsv_struct_view(LLVMTypeRef t)
{
	return extnamed(t, "spirv.Layout") ? LLVMGetTargetExtTypeTypeParam(t, 0) : t;
}

unsigned
lsv_member_index(LLVMTypeRef t, unsigned i)
{
	unsigned k, n = 0;

	t = lsv_struct_view(t);
	for (k = 0; k < i; k++)
		if (!lsv_is_padding(LLVMStructGetTypeAtIndex(t, k)))
			n++;
	return n;
}

static void
memberdecorate(struct lsv_ctx *c, SpvId st, uint32_t m, SpvDecoration d, uint32_t v)
{
	struct lsv_vec *w = lsv_sec(c, SEC_ANNOT);

	lsv_req_enum(c, LSV_K_Decoration, d);
	lsv_vec_push(w, 5u << SpvWordCountShift | SpvOpMemberDecorate);
	lsv_vec_push(w, st);
	lsv_vec_push(w, m);
	lsv_vec_push(w, d);
	lsv_vec_push(w, v);
}

/* A struct with explicit member offsets, decorated block (Block or
 * BufferBlock) unless that is -1. Never shared. */
static SpvId
layoutstruct(struct lsv_ctx *c, LLVMTypeRef t, int block)
{
	LLVMTypeRef view = lsv_struct_view(t);
	unsigned n = LLVMCountStructElementTypes(view), i, k = 0;
	uint32_t *w = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * 4), *off = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * 4);
	struct lsv_vec *types = lsv_sec(c, SEC_TYPES);
	const char *name;
	SpvId id;

	for (i = 0; i < n; i++) {
		LLVMTypeRef m = LLVMStructGetTypeAtIndex(view, i);
		uint64_t o = lsv_offset_of(c, t, i);
		if (lsv_is_padding(m))
			continue;
		if (o > UINT32_MAX)
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "a buffer member at byte offset %llu is not supported for %s",
			         (unsigned long long)o, c->tgt.triple);
		w[k] = lsv_layout_type(c, m);
		off[k++] = (uint32_t)o;
	}
	id = lsv_id(c);
	lsv_vec_push(types, (uint32_t)(k + 2) << SpvWordCountShift | SpvOpTypeStruct);
	lsv_vec_push(types, id);
	lsv_vec_append(types, w, k);
	for (i = 0; i < k; i++)
		memberdecorate(c, id, i, SpvDecorationOffset, off[i]);
	if (block >= 0)
		DECORATE0(c, id, (SpvDecoration)block);
	name = LLVMGetTypeKind(view) == LLVMStructTypeKind ? LLVMGetStructName(view) : NULL;
	if (name && *name)
		lsv_name(c, id, name, strlen(name));
	return id;
}

SpvId
lsv_layout_type(struct lsv_ctx *c, LLVMTypeRef t)
{
	uint64_t got = lsv_map_get(&c->ltypes, (uint64_t)(uintptr_t)t), n;
	struct lsv_vec *types;
	SpvId id, et;
	bool fresh;

	if (got)
		return (SpvId)got;
	lsv_enter(c, NULL, "types");
	switch (LLVMGetTypeKind(t)) {
	case LLVMArrayTypeKind: {
		uint64_t stride = lsv_size_of(c, LLVMGetElementType(t));
		n = LLVMGetArrayLength2(t);
		et = lsv_layout_type(c, LLVMGetElementType(t));
		types = lsv_sec(c, SEC_TYPES);
		id = lsv_id(c);
		if (n) {
			SpvId len = n > UINT32_MAX ? lsv_const_int(c, 64, n) : lsv_const_u32(c, (uint32_t)n);
			EMIT(c, types, SpvOpTypeArray, id, et, len);
		} else {
			EMIT(c, types, SpvOpTypeRuntimeArray, id, et);
		}
		if (stride > UINT32_MAX || !stride)
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "a buffer array with elements of %llu bytes is not supported "
			         "for %s", (unsigned long long)stride, c->tgt.triple);
		DECORATE(c, id, SpvDecorationArrayStride, (uint32_t)stride);
		break;
	}
	case LLVMStructTypeKind: id = layoutstruct(c, t, -1); break;
	case LLVMTargetExtTypeKind:
		if (extnamed(t, "spirv.Layout")) {
			id = layoutstruct(c, t, -1);
			break;
		}
		id = lsv_type(c, t);
		break;
	case LLVMPointerTypeKind:
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "a pointer in buffer memory is not supported for %s (it needs "
		         "physical storage buffer addresses)", c->tgt.triple);
	case LLVMIntegerTypeKind:
	case LLVMVectorTypeKind:
		if (lsv_is_bool(t))
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "a bool in buffer memory is not supported for %s (it has no "
			         "size in SPIR-V; store it as an integer)", c->tgt.triple);
		/* fall through */
	default:
		id = lsv_type(c, t);
	}
	lsv_leave(c);
	*lsv_map_slot(&c->ltypes, (uint64_t)(uintptr_t)t, &fresh) = id;
	return id;
}

static SpvId
blocktype(struct lsv_ctx *c, LLVMTypeRef t, SpvDecoration block)
{
	/* the two kinds of block of one type are two structs: key them apart */
	uint64_t key = (uint64_t)(uintptr_t)t | (block == SpvDecorationBufferBlock);
	uint64_t got = lsv_map_get(&c->btypes, key);
	SpvId id;
	bool fresh;

	if (got)
		return (SpvId)got;
	if (LLVMGetTypeKind(lsv_struct_view(t)) != LLVMStructTypeKind)
		lsv_bug("a Block that is not a struct");
	id = layoutstruct(c, t, block);
	*lsv_map_slot(&c->btypes, key, &fresh) = id;
	return id;
}

SpvId
lsv_block_type(struct lsv_ctx *c, LLVMTypeRef t)
{
	return blocktype(c, t, SpvDecorationBlock);
}

SpvId
lsv_bufferblock_type(struct lsv_ctx *c, LLVMTypeRef t)
{
	return blocktype(c, t, SpvDecorationBufferBlock);
}

bool
lsv_layout_class(struct lsv_ctx *c, SpvStorageClass sc)
{
	switch (sc) {
	case SpvStorageClassStorageBuffer:
	case SpvStorageClassUniform:
	case SpvStorageClassPushConstant:
	case SpvStorageClassPhysicalStorageBuffer:
		return c->env->logical;
	default:
		return false;
	}
}
