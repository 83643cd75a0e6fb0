/* images.c: OpenCL builtins for images, samplers, pipes and device-side enqueue.
 * Rows in images.def; dispatched from builtins.c. Images and samplers arrive as
 * target("spirv.Image", ...) / target("spirv.Sampler") values; the image's
 * dimensionality, depth and arrayedness are read from its type parameters.
 * clang passes a pipe's packet size and alignment as the last two arguments.
 * A block reaches enqueue_kernel as its kernel (__<parent>_block_invoke_kernel)
 * and a pointer to its literal; see enqueue(). A task sequence
 * (SPV_INTEL_task_sequence) is a target("spirv.TaskSequenceINTEL") value made
 * from a function; see taskseq(). */
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Target.h>

#include "lsv.h"

enum family {
	NONE,
	SAMPLER,  /* __translate_sampler_initializer(bits): OpConstantSampler */
	READ,     /* read_image{f,i,ui,h}: sampled or OpImageRead */
	WRITE,    /* write_image*: OpImageWrite */
	QSIZE,    /* get_image_<a>: a = width, height, depth, dim, array */
	QCHANNEL, /* OpImageQueryFormat / Order (a), plus the CLK_ offset (b) */
	QCOUNT,   /* OpImageQueryLevels / Samples (a) */
	PIPERW,   /* __read_pipe_2 / __write_pipe_2 / _4: a = op of 2 args, b = op of 4 */
	RESERVE,  /* reserve / commit: a = op, b = "w" / "s" for the group forms */
	PIPEQ,    /* __get_pipe_{num,max}_packets_*: a = op */
	CORE,     /* the core op a on all arguments, ids in order */
	NDRANGE,  /* ndrange_{1,2,3}D: OpBuildNDRange into the sret pointer */
	ENQUEUE,  /* enqueue_kernel and kernel queries with blocks: op a, arguments b */
	TASKSEQ,  /* __spirv_TaskSequence*INTEL / ALTERA: op a (SPV_INTEL_task_sequence) */
	BINDLESS, /* __spirv_ConvertHandleTo*INTEL: op a, result target type b */
	BLOCKING, /* __spirv_{Read,Write}PipeBlockingINTEL: op a, pipe access b ("0" read, "1" write) */
	DIRECT    /* __spirv_<a>: vmem.c's grammar-driven lowering */
};

const struct lsv_brow lsv_images_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "images.def"
#undef B
	{"", NONE, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_images_nrows = sizeof(lsv_images_rows) / sizeof(lsv_images_rows[0]) - 1;


/* Argument i of call v as it is. */
#define A(i) lsv_val(c, lsv_bi_argv(c, v, i))

static SpvOp
opnamed(const char *name)
{
	int op = lsv_opcode(name, strlen(name));

	if (op < 0)
		lsv_bug("no opcode %s", name);
	return (SpvOp)op;
}

/* The parameters of an image type: Dim, Depth, Arrayed, MS. */
struct image {
	LLVMTypeRef t;
	uint32_t dim, depth, arrayed, ms;
};

/* What the environment adds for an image of Dim dim (target.c). */
static void
dimcaps(struct lsv_ctx *c, uint32_t dim)
{
	const struct lsv_imagecaps *ic = c->env->images;
	unsigned i;

	for (i = 0; ic && i < ic->ndims; i++)
		if (ic->dims[i].dim == dim)
			lsv_req_cap(c, ic->dims[i].cap);
}

static struct image
imageof(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, LLVMValueRef img)
{
	struct image im = {LLVMTypeOf(img), 0, 0, 0, 0};

	if (LLVMGetTypeKind(im.t) != LLVMTargetExtTypeKind || strcmp(LLVMGetTargetExtTypeName(im.t), "spirv.Image") ||
	    LLVMGetTargetExtTypeNumIntParams(im.t) < 6)
		lsv_bi_unsupported(c, v, cl, " on something other than a target(\"spirv.Image\") value");
	im.dim = LLVMGetTargetExtTypeIntParam(im.t, 0);
	im.depth = LLVMGetTargetExtTypeIntParam(im.t, 1);
	im.arrayed = LLVMGetTargetExtTypeIntParam(im.t, 2);
	im.ms = LLVMGetTargetExtTypeIntParam(im.t, 3);
	dimcaps(c, im.dim);
	return im;
}

static bool
issampler(LLVMValueRef a)
{
	LLVMTypeRef t = LLVMTypeOf(a);

	return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind && !strcmp(LLVMGetTargetExtTypeName(t), "spirv.Sampler");
}

/* CLK_ADDRESS_* (bits 1-3), CLK_NORMALIZED_COORDS_TRUE (bit 0) and
 * CLK_FILTER_LINEAR (bit 5) map onto the SamplerAddressingMode order. */
static SpvId
sampler(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMValueRef a = lsv_bi_argv(c, v, 0);
	uint64_t k;
	uint32_t am;

	if (!LLVMIsAConstantInt(a))
		lsv_bi_unsupported(c, v, cl, " with a run-time value");
	k = LLVMConstIntGetZExtValue(a);
	am = (uint32_t)(k >> 1 & 7);
	if (am > SpvSamplerAddressingModeRepeatMirrored)
		lsv_bi_unsupported(c, v, cl, " with this addressing mode");
	if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMTargetExtTypeKind ||
	    strcmp(LLVMGetTargetExtTypeName(LLVMTypeOf(v)), "spirv.Sampler"))
		lsv_bi_unsupported(c, v, cl, " declared with a result that is not a sampler");
	lsv_req_cap(c, SpvCapabilityLiteralSampler);
	return INTERN(c, SpvOpConstantSampler, lsv_type(c, LLVMTypeOf(v)), am, (uint32_t)(k & 1),
	              (uint32_t)(k >> 5 & 1));
}

/* read_image*(img, [sampler,] coord[, lod | ddx, ddy]). A depth image gives a
 * scalar: sampling still produces four components, of which the first. */
static SpvId
read(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMValueRef img = lsv_bi_argv(c, v, 0);
	struct image im = imageof(c, v, cl, img);
	LLVMTypeRef rt = LLVMTypeOf(v);
	SpvId ty = lsv_type(c, rt), vt = ty, x;
	bool scalar = lsv_vec_len(rt) == 0;

	if (n >= 2 && issampler(lsv_bi_argv(c, v, 1))) {
		SpvId sit = INTERN(c, SpvOpTypeSampledImage, lsv_type(c, im.t));
		SpvId si = INST(c, SpvOpSampledImage, sit, lsv_val(c, img), lsv_val(c, lsv_bi_argv(c, v, 1)));
		SpvId coord = lsv_val(c, lsv_bi_argv(c, v, 2));
		if (scalar)
			vt = lsv_vec_type(c, ty, 4);
		if (n == 3)
			x = INST(c, SpvOpImageSampleExplicitLod, vt, si, coord, SpvImageOperandsLodMask,
			         lsv_const_float(c, 32, 0));
		else if (n == 4)
			x = INST(c, SpvOpImageSampleExplicitLod, vt, si, coord, SpvImageOperandsLodMask,
			         lsv_val(c, lsv_bi_argv(c, v, 3)));
		else if (n == 5)
			x = INST(c, SpvOpImageSampleExplicitLod, vt, si, coord, SpvImageOperandsGradMask,
			         lsv_val(c, lsv_bi_argv(c, v, 3)), lsv_val(c, lsv_bi_argv(c, v, 4)));
		else
			lsv_bi_unsupported(c, v, cl, " with this number of arguments");
		return scalar ? INST(c, SpvOpCompositeExtract, ty, x, 0) : x;
	}
	if (n == 2)
		return INST(c, SpvOpImageRead, ty, lsv_val(c, img), lsv_val(c, lsv_bi_argv(c, v, 1)));
	/* the third argument is the sample index of a multisample image, else the lod */
	if (n == 3 && lsv_is_int(LLVMTypeOf(lsv_bi_argv(c, v, 2))))
		return INST(c, SpvOpImageRead, ty, lsv_val(c, img), lsv_val(c, lsv_bi_argv(c, v, 1)),
		            im.ms ? SpvImageOperandsSampleMask : SpvImageOperandsLodMask,
		            lsv_val(c, lsv_bi_argv(c, v, 2)));
	lsv_bi_unsupported(c, v, cl, " with this number of arguments");
}

/* write_image*(img, coord, [lod,] texel) */
static SpvId
write(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMValueRef img = lsv_bi_argv(c, v, 0);

	imageof(c, v, cl, img);
	if (n == 3)
		EMIT(c, c->f->cur, SpvOpImageWrite, lsv_val(c, img), lsv_val(c, lsv_bi_argv(c, v, 1)),
		     lsv_val(c, lsv_bi_argv(c, v, 2)));
	else if (n == 4)
		EMIT(c, c->f->cur, SpvOpImageWrite, lsv_val(c, img), lsv_val(c, lsv_bi_argv(c, v, 1)),
		     lsv_val(c, lsv_bi_argv(c, v, 3)), SpvImageOperandsLodMask, lsv_val(c, lsv_bi_argv(c, v, 2)));
	else
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	return 0;
}

/* Components of the size query: the dimensions, then the array size. */
static unsigned
sizelen(const struct image *im)
{
	unsigned d = im->dim == SpvDim3D ? 3 : im->dim == SpvDim2D || im->dim == SpvDimCube ||
	             im->dim == SpvDimRect ? 2 : 1;

	return d + (im->arrayed != 0);
}

static SpvId
fitint(struct lsv_ctx *c, LLVMTypeRef rt, SpvId x)
{
	return LLVMGetIntTypeWidth(rt) == 32 ? x : INST(c, SpvOpUConvert, lsv_type(c, rt), x);
}

static SpvId
qsize(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *what)
{
	LLVMValueRef img = lsv_bi_argv(c, v, 0);
	struct image im = imageof(c, v, cl, img);
	unsigned n = sizelen(&im), d = n - (im.arrayed != 0), k;
	SpvId i32 = lsv_int_type(c, 32), vt = lsv_vec_type(c, i32, n), x;
	LLVMTypeRef rt = LLVMTypeOf(v);

	if (im.dim == SpvDimBuffer || im.ms)
		x = INST(c, SpvOpImageQuerySize, vt, lsv_val(c, img));
	else
		x = INST(c, SpvOpImageQuerySizeLod, vt, lsv_val(c, img), lsv_const_u32(c, 0));
	if (!strcmp(what, "dim")) {
		/* int2 for 2D images, int4 (w, h, d, 0) for 3D: lanes past the
		 * dimensions come from a zero vector (the Khronos reader expects
		 * a shuffle here) */
		unsigned lanes = lsv_vec_len(rt);
		if (lanes == n)
			return x;
		if (lanes == 2)
			return INST(c, SpvOpVectorShuffle, lsv_type(c, rt), x, x, 0, 1);
		return INST(c, SpvOpVectorShuffle, lsv_type(c, rt), x, lsv_null(c, vt), 0, d > 1 ? 1 : n,
		            d > 2 ? 2 : n, n);
	}
	k = !strcmp(what, "array") ? n - 1 : (unsigned)(what[0] - '0');
	if (k >= n || (!strcmp(what, "array") && !im.arrayed))
		lsv_bi_unsupported(c, v, cl, " on an image without that dimension");
	if (n > 1)
		x = INST(c, SpvOpCompositeExtract, i32, x, k);
	return fitint(c, rt, x);
}

/* OpReadPipe/OpWritePipe take a generic pointer to the packet. */
static SpvId
packet(struct lsv_ctx *c, LLVMValueRef p)
{
	if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 4)
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "a pipe packet pointer outside the generic address space "
		         "is not supported for %s", c->tgt.triple);
	return lsv_val_tptr(c, p, c->i8);
}

static SpvId
piperw(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r)
{
	unsigned n = LLVMGetNumArgOperands(v);
	SpvId ty = lsv_type(c, LLVMTypeOf(v));

	if (n == 4)
		return INST(c, opnamed(r->a), ty, A(0), packet(c, lsv_bi_argv(c, v, 1)), A(2), A(3));
	if (n == 6)
		return INST(c, opnamed(r->b), ty, A(0), A(1), A(2), packet(c, lsv_bi_argv(c, v, 3)), A(4), A(5));
	lsv_bi_unsupported(c, v, cl, " with this number of arguments");
}

/* SPV_INTEL_blocking_pipes: (pipe, packet pointer, size, alignment), as
 * OpReadPipe/OpWritePipe without the status; "Pipe must have a type of
 * OpTypePipe with ReadOnly [WriteOnly] access qualifier". */
static void
blocking(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r)
{
	LLVMTypeRef pt;

	lsv_req_op(c, opnamed(r->a)); /* a missing extension first */
	if (LLVMGetNumArgOperands(v) != 4)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	pt = LLVMTypeOf(lsv_bi_argv(c, v, 0));
	if (LLVMGetTypeKind(pt) != LLVMTargetExtTypeKind || strcmp(LLVMGetTargetExtTypeName(pt), "spirv.Pipe") ||
	    !LLVMGetTargetExtTypeNumIntParams(pt) || LLVMGetTargetExtTypeIntParam(pt, 0) != (unsigned)(r->b[0] - '0'))
		lsv_bi_unsupported(c, v, cl, r->b[0] == '0' ? " on something other than a read_only pipe"
		                                            : " on something other than a write_only pipe");
	EMIT(c, c->f->cur, opnamed(r->a), A(0), packet(c, lsv_bi_argv(c, v, 1)), A(2), A(3));
}

/* reserve: (pipe, num, size, align); commit: (pipe, rid, size, align); the
 * work_group_ and sub_group_ forms put a scope first. */
static SpvId
reserve(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r)
{
	SpvOp op = opnamed(r->a);
	const struct lsv_opinfo *info = lsv_opinfo(op);
	SpvId ty;

	if (LLVMGetNumArgOperands(v) != 4)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	if (r->b) {
		SpvId s = lsv_scope(c, r->b[0] == 'w' ? SpvScopeWorkgroup : SpvScopeSubgroup);
		if (!info->result) {
			EMIT(c, c->f->cur, op, s, A(0), A(1), A(2), A(3));
			return 0;
		}
		ty = lsv_type(c, LLVMTypeOf(v));
		return INST(c, op, ty, s, A(0), A(1), A(2), A(3));
	}
	if (!info->result) {
		EMIT(c, c->f->cur, op, A(0), A(1), A(2), A(3));
		return 0;
	}
	return INST(c, op, lsv_type(c, LLVMTypeOf(v)), A(0), A(1), A(2), A(3));
}

/* The core op of the row on the call's arguments, in order; pointers as the
 * mangled name says (device events for the event lists). */
static SpvId
core(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *name)
{
	SpvOp op = opnamed(name);
	const struct lsv_opinfo *info = lsv_opinfo(op);
	unsigned n = LLVMGetNumArgOperands(v), i;
	uint32_t w[8];
	LLVMTypeRef rt = LLVMTypeOf(v);

	if (n > LSV_LEN(w))
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	for (i = 0; i < n; i++)
		w[i] = lsv_bi_arg(c, v, cl, i);
	if (!info->result) {
		lsv_emit(c, c->f->cur, op, w, n);
		return 0;
	}
	return lsv_inst(c, op, lsv_type(c, rt), w, n);
}

/* ndrange_<d>D(sret, [[offset,] global,] local): the sizes are size_t for 1D
 * and pointers to arrays of d size_t otherwise; absent ones are zero. */
static SpvId
ndrange(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = LLVMGetNumArgOperands(v), d = (unsigned)(cl->d.name[8] - '0'), i;
	LLVMValueRef ret = lsv_bi_argv(c, v, 0);
	LLVMTypeRef st = lsv_pointee(c, ret), sz = LLVMIntTypeInContext(c->llctx, c->tgt.ptrbits);
	LLVMTypeRef at = d == 1 ? sz : LLVMArrayType2(sz, d);
	SpvId ops[3], aty = lsv_type(c, at), nd;

	if (n < 2 || n > 4 || LLVMGetTypeKind(LLVMTypeOf(ret)) != LLVMPointerTypeKind || !st ||
	    LLVMGetTypeKind(st) != LLVMStructTypeKind)
		lsv_bi_unsupported(c, v, cl, " in this form");
	/* args after the sret: global; global, local; offset, global, local */
	for (i = 0; i < 3; i++) {
		/* operand order: global, local, offset */
		unsigned k = n == 2 ? (i == 0 ? 1 : 0) : n == 3 ? (i < 2 ? i + 1 : 0) : (i == 2 ? 1 : i + 2);
		LLVMValueRef a;
		if (!k) {
			ops[i] = d == 1 ? lsv_const_int(c, c->tgt.ptrbits, 0) : lsv_null(c, aty);
			continue;
		}
		a = lsv_bi_argv(c, v, k);
		ops[i] = d == 1 ? lsv_val(c, a) : INST(c, SpvOpLoad, aty, lsv_val_ptr(c, a, at));
	}
	nd = INST(c, SpvOpBuildNDRange, lsv_type(c, st), ops[0], ops[1], ops[2]);
	EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, ret, st), nd);
	return 0;
}

/* The size and alignment of the block literal that lit points to: the
 * alloca or global it was made in. */
static void
literal(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef lit, uint32_t w[2])
{
	LLVMTypeRef t = NULL;
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);

	for (;;) {
		bool cexpr = LLVMIsAConstantExpr(lit) &&
		             (LLVMGetConstOpcode(lit) == LLVMAddrSpaceCast || LLVMGetConstOpcode(lit) == LLVMBitCast);
		if (!cexpr && !LLVMIsAAddrSpaceCastInst(lit) && !LLVMIsABitCastInst(lit))
			break;
		lit = LLVMGetOperand(lit, 0);
	}
	if (LLVMIsAAllocaInst(lit) && LLVMIsAConstantInt(LLVMGetOperand(lit, 0)) &&
	    LLVMConstIntGetZExtValue(LLVMGetOperand(lit, 0)) == 1)
		t = LLVMGetAllocatedType(lit);
	else if (LLVMIsAGlobalVariable(lit))
		t = LLVMGlobalGetValueType(lit);
	if (!t || !LLVMTypeIsSized(t))
		lsv_unsupported(c, v, "a block literal that is not a single alloca or global variable");
	if (LLVMABISizeOfType(td, t) > UINT32_MAX)
		lsv_unsupported(c, v, "a block literal larger than 4 GiB");
	w[0] = lsv_const_u32(c, (uint32_t)LLVMABISizeOfType(td, t));
	w[1] = lsv_const_u32(c, LLVMGetAlignment(lit) ? LLVMGetAlignment(lit) : LLVMABIAlignmentOfType(td, t));
}

/* A block's kernel, named by address: the function itself is the operand. */
static SpvId
invoke(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef fn)
{
	while (LLVMIsAConstantExpr(fn) &&
	       (LLVMGetConstOpcode(fn) == LLVMAddrSpaceCast || LLVMGetConstOpcode(fn) == LLVMBitCast))
		fn = LLVMGetOperand(fn, 0);
	if (!LLVMIsAFunction(fn) || LLVMIsDeclaration(fn) ||
	    LLVMGetTypeKind(LLVMGetReturnType(LLVMGlobalGetValueType(fn))) != LLVMVoidTypeKind ||
	    !LLVMCountParams(fn) || LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(fn, 0))) != LLVMPointerTypeKind)
		lsv_unsupported(c, v, "a block kernel that is not a defined function returning void with "
		                "the literal as its first parameter");
	for (unsigned i = 1; i < LLVMCountParams(fn); i++) {
		LLVMTypeRef pt = LLVMTypeOf(LLVMGetParam(fn, i));
		if (LLVMGetTypeKind(pt) != LLVMPointerTypeKind || LLVMGetPointerAddressSpace(pt) != 3)
			lsv_unsupported(c, v, "a block kernel parameter that is not a local pointer");
	}
	return lsv_global_id(c, fn);
}

/* A pointer to device events (generic), or null. */
static SpvId
events(struct lsv_ctx *c, LLVMValueRef a)
{
	LLVMTypeRef ev = LLVMTargetExtTypeInContext(c->llctx, "spirv.DeviceEvent", NULL, 0, NULL, 0);

	if (LLVMIsAConstantPointerNull(a) || LLVMIsUndef(a))
		return lsv_null(c, lsv_ptr_type(c, SpvStorageClassGeneric, lsv_type(c, ev)));
	if (LLVMGetPointerAddressSpace(LLVMTypeOf(a)) != 4)
		lsv_fail_at(c, a, "an event list that is not a generic pointer is not supported for %s",
		            c->tgt.triple);
	return lsv_val_ptr(c, a, ev);
}

/* clang's __enqueue_kernel_* and __get_kernel_*_impl calls. The shape b names
 * the arguments in order: q queue, f flags, n ndrange pointer, e event count,
 * wait list and return event (E: none given), i the block's kernel and
 * literal, l the count and array of local sizes. The ndrange goes in as the
 * pointer to it, which is what the Khronos reader expects. */
static SpvId
enqueue(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *opname, const char *shape)
{
	SpvOp op = opnamed(opname);
	unsigned n = LLVMGetNumArgOperands(v), k = 0, nw = 0, nlocal = 0;
	uint32_t w[16 + 64];
	const char *s;

	/* the arguments each shape letter takes: e three, i and l two, E none, others one */
	for (s = shape; *s; s++) {
		switch (*s) {
		case 'e': k += 3; break;
		case 'i':
		case 'l': k += 2; break;
		case 'E': break;
		default: k += 1; break;
		}
	}
	if (k != n)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	k = 0;
	for (s = shape; *s; s++) {
		LLVMValueRef a = lsv_bi_argv(c, v, k);
		switch (*s) {
		case 'e':
			w[nw++] = lsv_val(c, a);
			w[nw++] = events(c, lsv_bi_argv(c, v, k + 1));
			w[nw++] = events(c, lsv_bi_argv(c, v, k + 2));
			k += 3;
			break;
		case 'E':
			w[nw++] = lsv_const_u32(c, 0);
			w[nw] = w[nw + 1] = events(c, LLVMConstPointerNull(LLVMPointerTypeInContext(c->llctx, 4)));
			nw += 2;
			break;
		case 'i':
			w[nw++] = invoke(c, v, a);
			w[nw++] = lsv_val_ptr(c, lsv_bi_argv(c, v, k + 1), c->i8);
			literal(c, v, lsv_bi_argv(c, v, k + 1), w + nw);
			nw += 2;
			k += 2;
			break;
		case 'l': {
			/* a count and an array of that many size_t, as constants */
			LLVMValueRef cnt = a, arr = lsv_bi_argv(c, v, k + 1);
			LLVMTypeRef sz = LLVMIntTypeInContext(c->llctx, c->tgt.ptrbits);
			SpvId base, pt = lsv_ptr_to(c, LLVMTypeOf(arr), sz, v);
			if (!LLVMIsAConstantInt(cnt) || LLVMConstIntGetZExtValue(cnt) > 64)
				lsv_unsupported(c, v, "enqueue_kernel with a run-time or over 64 local size count");
			nlocal = (unsigned)LLVMConstIntGetZExtValue(cnt);
			if (LLVMGetPointerAddressSpace(LLVMTypeOf(arr)) != 0)
				lsv_unsupported(c, v, "enqueue_kernel with local sizes outside private memory");
			base = lsv_val_ptr(c, arr, sz);
			for (unsigned j = 0; j < nlocal; j++) {
				SpvId p = j ? CHAIN(c, SpvOpInBoundsPtrAccessChain, pt, lsv_type(c, sz), base, lsv_const_u32(c, j)) : base;
				w[nw++] = INST(c, SpvOpLoad, lsv_type(c, sz), p);
			}
			k += 2;
			break;
		}
		default: /* q, f, n */
			w[nw++] = lsv_val(c, a);
			k++;
		}
	}
	return lsv_inst(c, op, lsv_int_type(c, 32), w, nw);
}

/* SPV_INTEL_bindless_images: an image, sampler or sampled image from an
 * integer handle. "Operand must be a 32-bit scalar integer in case of
 * Physical32 addressing model or a 64-bit scalar integer in case of Physical64
 * addressing model"; the result is of the target type b. A 64-bit integer
 * image still needs SPV_EXT_shader_image_int64 (types.c); the handle alone
 * does not. */
static SpvId
bindless(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *opname, const char *b)
{
	LLVMTypeRef rt = LLVMTypeOf(v), at;
	const char *name;

	lsv_req_op(c, opnamed(opname)); /* a missing extension first */
	if (LLVMGetNumArgOperands(v) != 1)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	at = LLVMTypeOf(lsv_bi_argv(c, v, 0));
	if (LLVMGetTypeKind(at) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(at) != c->tgt.ptrbits)
		lsv_bi_unsupported(c, v, cl, c->tgt.ptrbits == 64 ? " with a handle that is not a 64-bit integer"
		                                                   : " with a handle that is not a 32-bit integer");
	name = LLVMGetTypeKind(rt) == LLVMTargetExtTypeKind ? LLVMGetTargetExtTypeName(rt) : "";
	if (strcmp(name, b) && !(!strcmp(b, "spirv.Image") && !strcmp(name, "spirv.SignedImage")))
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " declared with a result that is not a target(\"%s\")", b));
	return INST(c, opnamed(opname), lsv_type(c, rt), A(0));
}

/* A literal operand of the task sequence builtins: a constant that fits 32
 * bits, signed (Pipelined, ClusterMode: -1 means "the compiler decides") or
 * unsigned (the capacities). */
static uint32_t
tslit(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i, bool sign)
{
	LLVMValueRef a = lsv_bi_argv(c, v, i);
	long long s;
	unsigned long long u;

	if (!LLVMIsAConstantInt(a) || LLVMGetIntTypeWidth(LLVMTypeOf(a)) > 64)
		lsv_bi_unsupported(c, v, cl, " with a run-time task sequence parameter");
	s = LLVMConstIntGetSExtValue(a);
	u = LLVMConstIntGetZExtValue(a);
	if (sign ? s < INT32_MIN || s > INT32_MAX : u > UINT32_MAX)
		lsv_bi_unsupported(c, v, cl, " with a task sequence parameter out of 32-bit range");
	return sign ? (uint32_t)(int32_t)s : (uint32_t)u;
}

/* SPV_INTEL_task_sequence: Create(function, pipelined, cluster mode, get
 * capacity, async capacity) makes the sequence; Async(sequence, arguments...)
 * calls the function, Get(sequence) returns its next result, Release ends it.
 * The grammar requirements gate each instruction on the extension. */
static SpvId
taskseq(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *opname)
{
	SpvOp op = opnamed(opname);
	unsigned n = LLVMGetNumArgOperands(v), i;
	LLVMTypeRef rt = LLVMTypeOf(v);
	uint32_t *w;

	if (op == SpvOpTaskSequenceCreateALTERA) {
		LLVMValueRef f = lsv_bi_argv(c, v, 0);
		uint32_t k[5];
		if (n != 5)
			lsv_bi_unsupported(c, v, cl, " with this number of arguments");
		while (LLVMIsAConstantExpr(f) &&
		       (LLVMGetConstOpcode(f) == LLVMAddrSpaceCast || LLVMGetConstOpcode(f) == LLVMBitCast))
			f = LLVMGetOperand(f, 0);
		if (!LLVMIsAFunction(f))
			lsv_bi_unsupported(c, v, cl, " on something other than a function");
		if (LLVMGetTypeKind(rt) != LLVMTargetExtTypeKind ||
		    strcmp(LLVMGetTargetExtTypeName(rt), "spirv.TaskSequenceINTEL"))
			lsv_bi_unsupported(c, v, cl, " declared with a result that is not a task sequence");
		k[0] = lsv_global_id(c, f);
		for (i = 1; i < 5; i++)
			k[i] = tslit(c, v, cl, i, i < 3);
		return lsv_inst(c, op, lsv_type(c, rt), k, 5);
	}
	if (!n || (op != SpvOpTaskSequenceAsyncALTERA && n != 1))
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	if (op == SpvOpTaskSequenceGetALTERA && LLVMGetTypeKind(rt) == LLVMVoidTypeKind)
		lsv_bi_unsupported(c, v, cl, " without a result (a function returning void has none to get)");
	w = lsv_alloc(&c->fn, (size_t)n * 4);
	for (i = 0; i < n; i++)
		w[i] = lsv_bi_arg(c, v, cl, i);
	if (op != SpvOpTaskSequenceGetALTERA) {
		lsv_emit(c, c->f->cur, op, w, n);
		return 0;
	}
	return lsv_inst(c, op, lsv_type(c, rt), w, n);
}

/* Is f the function of a task sequence (the first argument of a
 * __spirv_TaskSequenceCreate* call)? Such a function is defined before the
 * functions that create its sequences: OpTaskSequenceCreateINTEL may not refer
 * to a function ahead (only OpFunctionCall, OpEntryPoint and annotations may). */
bool
lsv_task_function(LLVMValueRef f)
{
	LLVMUseRef u;

	for (u = LLVMGetFirstUse(f); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u), callee;
		size_t len;
		const char *name;
		/* a cast of the function on the way is a constant expression */
		if (LLVMIsAConstantExpr(user) && lsv_task_function(user))
			return true;
		if (!LLVMIsACallInst(user) || LLVMGetNumArgOperands(user) < 1 || LLVMGetOperand(user, 0) != f)
			continue;
		callee = LLVMGetCalledValue(user);
		name = LLVMIsAFunction(callee) ? LLVMGetValueName2(callee, &len) : NULL;
		if (name && lsv_contains(name, len, "__spirv_TaskSequenceCreate"))
			return true;
	}
	return false;
}

SpvId
lsv_bi_images(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	const struct lsv_brow *r = cl->row;

	switch (r->fam) {
	case SAMPLER: return sampler(c, v, cl);
	case READ: return read(c, v, cl);
	case WRITE: return write(c, v, cl);
	case QSIZE: return qsize(c, v, cl, r->a);
	case QCHANNEL: {
		LLVMValueRef img = lsv_bi_argv(c, v, 0);
		SpvId i32 = lsv_int_type(c, 32), x;
		imageof(c, v, cl, img);
		/* SPIR-V gives the enumerant; OpenCL's CLK_ values are offset */
		x = INST(c, opnamed(r->a), i32, lsv_val(c, img));
		return INST(c, SpvOpIAdd, i32, x, lsv_const_u32(c, (uint32_t)strtoul(r->b, NULL, 16)));
	}
	case QCOUNT: {
		LLVMValueRef img = lsv_bi_argv(c, v, 0);
		imageof(c, v, cl, img);
		return fitint(c, LLVMTypeOf(v), INST(c, opnamed(r->a), lsv_int_type(c, 32), lsv_val(c, img)));
	}
	case PIPERW: return piperw(c, v, cl, r);
	case RESERVE: return reserve(c, v, cl, r);
	case PIPEQ:
		if (LLVMGetNumArgOperands(v) != 3)
			lsv_bi_unsupported(c, v, cl, " with this number of arguments");
		return INST(c, opnamed(r->a), lsv_type(c, LLVMTypeOf(v)), A(0), A(1), A(2));
	case CORE: return core(c, v, cl, r->a);
	case NDRANGE: return ndrange(c, v, cl);
	case ENQUEUE: return enqueue(c, v, cl, r->a, r->b);
	case TASKSEQ: return taskseq(c, v, cl, r->a);
	case BINDLESS: return bindless(c, v, cl, r->a, r->b);
	case BLOCKING: blocking(c, v, cl, r); return 0;
	case DIRECT: return lsv_bi_spirv_op(c, v, cl, r->a);
	default: lsv_bi_unsupported(c, v, cl, "");
	}
}
