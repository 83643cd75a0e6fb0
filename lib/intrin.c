/* intrin.c: llvm.* intrinsics, found by name in intrin.def (one row per
 * intrinsic, the overload suffix stripped) and lowered by kind: OpenCL.std
 * instructions, core instructions, or a short open-coded sequence (bswap,
 * funnel shifts, overflow checks, reductions, is.fpclass, memset, fixed-point
 * arithmetic, masked loads and stores). llvm.spv.* names go to spvintrin.c. */
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

enum kind { OCL, OCL1, SOCL, UOCL, CORE, BSWAP, FSH, MEMCPY, MEMSET, ASSUME, EXPECT, PASS0, DROP, TRAP, DEBUG,
            FREXP, FPCLASS, OVF, REDUCE, FMINMAX, FMINMAXNUM, POWI, SATCVT, LROUND, CMP3, FALSE,
            OBJSIZE, STACK, ICONST, CARITH, CCVT, CFCMP, CMATH, SHLSAT, MULFIX, DIVFIX, MLOAD,
            MSTORE, MODF, VEXTRACT, VINSERT, VARANN, PTRANN, ANN, FENCE, CLOCK, FPB1, FPB2, FPBOP, ARBFP };

struct row {
	const char *name;
	enum kind kind;
	const char *ocl;  /* OpenCL.std name (Kernel) */
	const char *glsl; /* GLSL.std.450 name (Shader) */
	uint32_t arg;     /* SpvOp, LLVMOpcode or a small selector for the others */
};

#define I(n, k, o, g, a) {n, k, o, g, a},
static const struct row rows[] = {
#include "intrin.def"
};
#undef I

static const struct row *
find(const char *name, size_t len)
{
	return lsv_row(rows, LSV_LEN(rows), sizeof(rows[0]), name, len);
}

/* The row for "llvm.<name>[.<suffix>...]". */
static const struct row *
lookup(const char *name, size_t len)
{
	if (len < 5)
		return NULL;
	return lsv_row_stripped(rows, LSV_LEN(rows), sizeof(rows[0]), name + 5, len - 5);
}

static bool
oddint(struct lsv_ctx *c, LLVMTypeRef t)
{
	LLVMTypeRef e = lsv_vec_len(t) ? LLVMGetElementType(t) : t;

	return LLVMGetTypeKind(e) == LLVMIntegerTypeKind && lsv_elem_bits(t) > 1 &&
	       lsv_int_width(c, lsv_elem_bits(t), NULL) != lsv_elem_bits(t);
}

/* An integer kept at a width other than 8/16/32/64
 * (SPV_INTEL_arbitrary_precision_integers): OpenCL.std has no instruction
 * for it, so its intrinsics are core instructions or go through a standard
 * width. */
static bool
native(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned b = lsv_elem_bits(t);

	return lsv_is_int(t) && b != 1 && b != 8 && b != 16 && b != 32 && b != 64 &&
	       lsv_int_width(c, b, NULL) == b;
}

/* The standard width a native width up to 64 bits computes in; an error above. */
static LLVMTypeRef
stdwidth(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t)
{
	unsigned b = lsv_elem_bits(t), w = b < 8 ? 8 : b < 16 ? 16 : b < 32 ? 32 : 64;
	LLVMTypeRef i = LLVMIntTypeInContext(c->llctx, w);

	if (b > 64)
		lsv_unsupported(c, v, "this intrinsic on an integer type wider than 64 bits");
	return lsv_vec_len(t) ? LLVMVectorType(i, lsv_vec_len(t)) : i;
}

/* smax/smin/umax/umin as a compare and a select: exact at any width. */
static SpvId
minmax(struct lsv_ctx *c, LLVMTypeRef t, SpvId x, SpvId y, SpvOp cmp)
{
	unsigned n = lsv_vec_len(t);
	SpvId bt = lsv_vec_type(c, lsv_bool_type(c), n ? n : 1);

	return INST(c, SpvOpSelect, lsv_type(c, t), INST(c, cmp, bt, x, y), x, y);
}

/* The compare that picks the kept operand of an OpenCL.std min/max name. */
static SpvOp
minmaxcmp(const char *ocl)
{
	bool sgn = ocl[0] == 's', max = !strcmp(ocl + 2, "max");

	return sgn ? (max ? SpvOpSGreaterThan : SpvOpSLessThan) : (max ? SpvOpUGreaterThan : SpvOpULessThan);
}

/* fma with SPV_KHR_fma: the core OpFmaKHR, "the correctly rounded result
 * of (a * b) + c" in every environment, where GLSL.std.450's Fma need not be
 * fused. 0 when name is not fma or the grammar does not allow OpFmaKHR (the
 * caller then uses OpenCL.std fma or GLSL.std.450 Fma). llvm.fmuladd and mad
 * allow an unfused result and keep their extended instruction. */
SpvId
lsv_fma_khr(struct lsv_ctx *c, SpvId type, const char *name, size_t len, const SpvId *args, size_t n)
{
	if (n != 3 || len != 3 || memcmp(name, "fma", 3) || !lsv_op_ok(c, SpvOpFmaKHR))
		return 0;
	return INST(c, SpvOpFmaKHR, type, args[0], args[1], args[2]);
}

/* GLSL.std.450 gives these only for 16- and 32-bit floats ("Result Type and
 * the type of x must be a scalar or vector whose component type is 16-bit or
 * 32-bit floating-point"); a double operand is an error, not an invalid module. */
static bool
glsl_narrow_only(const char *name)
{
	static const char *const names[] = {
		"Acos", "Acosh", "Asin", "Asinh", "Atan", "Atan2", "Atanh", "Cos", "Cosh", "Degrees",
		"Exp", "Exp2", "Log", "Log2", "Pow", "Radians", "Sin", "Sinh", "Tan", "Tanh",
	};
	size_t i;

	for (i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(name, names[i]))
			return true;
	return false;
}

static bool
wide_float(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	return LLVMGetTypeKind(t) == LLVMDoubleTypeKind;
}

/* A function the environment's instruction set has nothing for: name it. */
static _Noreturn void
unavailable(struct lsv_ctx *c, LLVMValueRef v)
{
	size_t len = 0;
	const char *fn = LLVMIsACallInst(v) ? LLVMGetValueName2(LLVMGetCalledValue(v), &len) : "";

	if (!len)
		lsv_unsupported(c, v, "this intrinsic in this environment");
	lsv_fail_at(c, v, "%.*s in the %s environment is not supported for %s", (int)len, fn, c->env->name,
	            c->tgt.triple);
}

/* The extended instruction of a row in the environment's set: OpenCL.std in
 * the Kernel environment, GLSL.std.450 in the Shader one. The instruction
 * numbers come from the grammars, so a name that is not there is a table bug. */
SpvId
lsv_math(struct lsv_ctx *c, LLVMValueRef v, SpvId type, const char *ocl, const char *glsl, const SpvId *args,
         size_t n)
{
	int set = c->env->extset;
	const char *name = set == LSV_SET_GLSL ? glsl : ocl;
	SpvId id = ocl ? lsv_fma_khr(c, type, ocl, strlen(ocl), args, n) : 0;
	int num;

	if (id)
		return id;
	if (!name)
		unavailable(c, v);
	if (set == LSV_SET_GLSL && glsl_narrow_only(name) && wide_float(LLVMTypeOf(v)))
		lsv_unsupported(c, v, lsv_fmt(&c->fn, "GLSL.std.450 %s on 64-bit floats (it takes 16- and 32-bit floats "
		                                     "only)", name));
	num = lsv_extinst_number(set, name, strlen(name));
	if (num < 0)
		lsv_bug("no extended instruction %s", name);
	return lsv_extinst(c, type, set, (uint32_t)num, args, n);
}

/* llvm.copysign without an instruction for it (GLSL.std.450): the sign bit
 * of y over the other bits of x, in the integer form of the same width. */
static SpvId
copysign_bits(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v), it = LLVMIntTypeInContext(c->llctx, lsv_elem_bits(t));
	uint64_t sign = 1ull << (lsv_elem_bits(t) - 1);
	SpvId ty, ity, x, y;

	if (lsv_vec_len(t))
		it = LLVMVectorType(it, lsv_vec_len(t));
	ty = lsv_type(c, t);
	ity = lsv_type(c, it);
	x = INST(c, SpvOpBitcast, ity, lsv_val(c, LLVMGetOperand(v, 0)));
	y = INST(c, SpvOpBitcast, ity, lsv_val(c, LLVMGetOperand(v, 1)));
	x = INST(c, SpvOpBitwiseAnd, ity, x, lsv_const_of(c, it, sign - 1));
	y = INST(c, SpvOpBitwiseAnd, ity, y, lsv_const_of(c, it, sign));
	return INST(c, SpvOpBitcast, ty, INST(c, SpvOpBitwiseOr, ity, x, y));
}

/* llvm.log10 without an instruction for it (GLSL.std.450): log2(x) times
 * log10(2), within the bounds Vulkan gives Log2. */
static SpvId
log10_log2(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId ty = lsv_type(c, t), x = lsv_val(c, LLVMGetOperand(v, 0));

	x = lsv_math(c, v, ty, NULL, "Log2", &x, 1);
	return INST(c, SpvOpFMul, ty, x, lsv_const_fp_of(c, t, 0.301029995663981195213738894724493027));
}

/* Rows whose extended instruction the environment's set lacks, open-coded;
 * by OpenCL.std name. */
static const struct {
	const char *ocl;
	SpvId (*lower)(struct lsv_ctx *c, LLVMValueRef v);
} opencoded[] = {
	{"copysign", copysign_bits},
	{"log10", log10_log2},
};

/* The row's extended instruction on the first nargs operands. */
static SpvId
ocl(struct lsv_ctx *c, LLVMValueRef v, const struct row *r, unsigned nargs)
{
	SpvId args[4];
	unsigned i;

	for (i = 0; c->env->extset == LSV_SET_GLSL && !r->glsl && i < LSV_LEN(opencoded); i++)
		if (!strcmp(r->ocl, opencoded[i].ocl))
			return opencoded[i].lower(c, v);
	for (i = 0; i < nargs; i++)
		args[i] = lsv_val(c, LLVMGetOperand(v, i));
	return lsv_math(c, v, lsv_type(c, LLVMTypeOf(v)), r->ocl, r->glsl, args, nargs);
}

static SpvId
bswap(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned nb = lsv_elem_bits(t) / 8, i;
	SpvId ty = lsv_type(c, t), x = lsv_val(c, LLVMGetOperand(v, 0)), acc = 0;

	if (nb > 8) /* the byte masks are 64-bit constants */
		lsv_unsupported(c, v, "llvm.bswap on an integer type wider than 64 bits");

	for (i = 0; i < nb; i++) {
		SpvId b = x;
		int sh = (int)(nb - 1 - 2 * i) * 8; /* byte i moves to byte nb-1-i */
		if (sh > 0)
			b = INST(c, SpvOpShiftLeftLogical, ty, b, lsv_const_of(c, t, (unsigned)sh));
		else if (sh < 0)
			b = INST(c, SpvOpShiftRightLogical, ty, b, lsv_const_of(c, t, (unsigned)-sh));
		b = INST(c, SpvOpBitwiseAnd, ty, b, lsv_const_of(c, t, 0xffull << (8 * (nb - 1 - i))));
		acc = acc ? INST(c, SpvOpBitwiseOr, ty, acc, b) : b;
	}
	return acc;
}

static SpvId
bitreverse(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v), ot = t;
	unsigned w = lsv_int_width(c, lsv_elem_bits(t), NULL), s;
	SpvId ty = lsv_type(c, t), x = lsv_val(c, LLVMGetOperand(v, 0));
	static const uint64_t m[] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
	                             0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};
	bool bits = lsv_op_ok(c, SpvOpBitReverse) && (!c->env->bits32 || w == 32);

	/* the swaps below reverse a power-of-two width: a native width goes
	 * through a standard one, and comes out shifted like a widened one */
	if (!bits && native(c, t)) {
		t = stdwidth(c, v, t);
		ty = lsv_type(c, t);
		w = lsv_elem_bits(t);
		x = INST(c, SpvOpUConvert, ty, x);
	}
	if (bits) {
		x = INST(c, SpvOpBitReverse, ty, x);
	} else {
		/* swap adjacent bits, pairs, nibbles, ... */
		for (s = 0; (1u << s) < w; s++) {
			uint64_t mk = m[s] & (w == 64 ? ~0ull : (1ull << w) - 1);
			SpvId sh = lsv_const_of(c, t, 1u << s);
			SpvId lo = INST(c, SpvOpBitwiseAnd, ty, INST(c, SpvOpShiftRightLogical, ty, x, sh), lsv_const_of(c, t, mk));
			SpvId hi = INST(c, SpvOpShiftLeftLogical, ty, INST(c, SpvOpBitwiseAnd, ty, x, lsv_const_of(c, t, mk)), sh);
			x = INST(c, SpvOpBitwiseOr, ty, lo, hi);
		}
	}
	if (w != lsv_elem_bits(ot))
		x = INST(c, SpvOpShiftRightLogical, ty, x, lsv_const_of(c, t, w - lsv_elem_bits(ot)));
	return t == ot ? x : INST(c, SpvOpUConvert, lsv_type(c, ot), x);
}

static SpvId
funnel(struct lsv_ctx *c, LLVMValueRef v, bool right)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned n = lsv_elem_bits(t), w = lsv_int_width(c, n, NULL);
	SpvId ty = lsv_type(c, t), a = lsv_val(c, LLVMGetOperand(v, 0)), b = lsv_val(c, LLVMGetOperand(v, 1));
	SpvId s = lsv_val(c, LLVMGetOperand(v, 2)), hi, lo, r;

	if (!(n & (n - 1)))
		s = INST(c, SpvOpBitwiseAnd, ty, s, lsv_const_of(c, t, n - 1));
	else
		s = INST(c, SpvOpUMod, ty, s, lsv_const_of(c, t, n));
	if (w == n) {
		/* shifting by 1 and then by n-1-s never shifts by the full width */
		SpvId inv = INST(c, SpvOpISub, ty, lsv_const_of(c, t, n - 1), s);
		if (!right) {
			hi = INST(c, SpvOpShiftLeftLogical, ty, a, s);
			lo = INST(c, SpvOpShiftRightLogical, ty, INST(c, SpvOpShiftRightLogical, ty, b, lsv_const_of(c, t, 1)), inv);
		} else {
			lo = INST(c, SpvOpShiftRightLogical, ty, b, s);
			hi = INST(c, SpvOpShiftLeftLogical, ty, INST(c, SpvOpShiftLeftLogical, ty, a, lsv_const_of(c, t, 1)), inv);
		}
		return INST(c, SpvOpBitwiseOr, ty, hi, lo);
	}
	/* widened: values are zero-extended, shifting by up to n < w is exact */
	{
		SpvId inv = INST(c, SpvOpISub, ty, lsv_const_of(c, t, n), s);
		if (!right) {
			hi = INST(c, SpvOpShiftLeftLogical, ty, a, s);
			lo = INST(c, SpvOpShiftRightLogical, ty, b, inv);
		} else {
			lo = INST(c, SpvOpShiftRightLogical, ty, b, s);
			hi = INST(c, SpvOpShiftLeftLogical, ty, a, inv);
		}
		r = INST(c, SpvOpBitwiseOr, ty, hi, lo);
		return INST(c, SpvOpBitwiseAnd, ty, r, lsv_const_of(c, t, (1ull << n) - 1));
	}
}

static void
copysized(struct lsv_ctx *c, SpvId dst, SpvId src, SpvId len, bool vol)
{
	if (vol)
		EMIT(c, c->f->cur, SpvOpCopyMemorySized, dst, src, len, SpvMemoryAccessVolatileMask);
	else
		EMIT(c, c->f->cur, SpvOpCopyMemorySized, dst, src, len);
}

static bool
isvolatile(LLVMValueRef v)
{
	LLVMValueRef vol = LLVMGetOperand(v, 3);

	return LLVMIsAConstantInt(vol) && LLVMConstIntGetZExtValue(vol);
}

/* Byte loops for memset and memmove that no fixed-size copy covers: one
 * byte per iteration of a counted loop (lsv_loop). */
struct bytes {
	SpvId dst, src, val; /* uchar pointers; the byte stored (memset) */
	SpvId pt, spt, u8;   /* the pointer types of dst and src; uchar */
	bool vol;
};

static void
access(struct lsv_ctx *c, bool vol, SpvOp op, SpvId a, SpvId b)
{
	if (vol)
		EMIT(c, c->f->cur, op, a, b, SpvMemoryAccessVolatileMask);
	else
		EMIT(c, c->f->cur, op, a, b);
}

static void
setbyte(struct lsv_ctx *c, SpvId i, void *arg)
{
	struct bytes *b = arg;

	access(c, b->vol, SpvOpStore, CHAIN(c, SpvOpPtrAccessChain, b->pt, b->u8, b->dst, i), b->val);
}

static void
movebyte(struct lsv_ctx *c, SpvId i, void *arg)
{
	struct bytes *b = arg;
	SpvId from = CHAIN(c, SpvOpPtrAccessChain, b->spt, b->u8, b->src, i), x = lsv_id(c);

	if (b->vol)
		EMIT(c, c->f->cur, SpvOpLoad, b->u8, x, from, SpvMemoryAccessVolatileMask);
	else
		EMIT(c, c->f->cur, SpvOpLoad, b->u8, x, from);
	access(c, b->vol, SpvOpStore, CHAIN(c, SpvOpPtrAccessChain, b->pt, b->u8, b->dst, i), x);
}

/* The length operand n of a memory intrinsic: its id and legal width. */
static SpvId
length(struct lsv_ctx *c, LLVMValueRef n, unsigned *bits)
{
	*bits = lsv_int_width(c, LLVMGetIntTypeWidth(LLVMTypeOf(n)), n);
	return lsv_val(c, n);
}

/* memmove of a run-time (or large) length: forwards when the destination is
 * not above the source, else backwards, so overlap is handled as memmove
 * says. */
static void
moveloop(struct lsv_ctx *c, LLVMValueRef v, struct bytes *b)
{
	SpvId st = lsv_sizet(c), fwd = lsv_id(c), bwd = lsv_id(c), join = lsv_id(c), n, up;
	unsigned bits;

	n = length(c, LLVMGetOperand(v, 2), &bits);
	up = INST(c, SpvOpULessThanEqual, lsv_bool_type(c), INST(c, SpvOpConvertPtrToU, st, b->dst),
	          INST(c, SpvOpConvertPtrToU, st, b->src));
	EMIT(c, c->f->cur, SpvOpSelectionMerge, join, SpvSelectionControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, up, fwd, bwd);
	lsv_start_block(c, fwd);
	lsv_loop(c, bits, n, false, movebyte, b);
	EMIT(c, c->f->cur, SpvOpBranch, join);
	lsv_start_block(c, bwd);
	lsv_loop(c, bits, n, true, movebyte, b);
	EMIT(c, c->f->cur, SpvOpBranch, join);
	lsv_start_block(c, join);
}

/* memcpy is OpCopyMemorySized. memmove of a constant length up to 64 KiB
 * goes through a Function array of that length (OpCopyMemorySized leaves
 * overlap undefined, and readers turn it back into memcpy); a longer or
 * run-time length through a byte loop in the safe direction. */
static void
memcpy_(struct lsv_ctx *c, LLVMValueRef v, bool move)
{
	LLVMValueRef n = LLVMGetOperand(v, 2);
	SpvId dst, src, len, at, tmp, tp;
	uint64_t k;

	lsv_check_writable(c, v, LLVMGetOperand(v, 0));
	if (lsv_coopmat_memcpy(c, v))
		return;
	dst = lsv_val_ptr(c, LLVMGetOperand(v, 0), c->i8);
	src = lsv_val_ptr(c, LLVMGetOperand(v, 1), c->i8);
	len = lsv_val(c, n);

	if (!move) {
		copysized(c, dst, src, len, isvolatile(v));
		return;
	}
	k = LLVMIsAConstantInt(n) ? LLVMConstIntGetZExtValue(n) : UINT64_MAX;
	if (k == 0)
		return;
	if (k > 65536) {
		struct bytes b = {.dst = dst, .src = src, .u8 = lsv_int_type(c, 8), .vol = isvolatile(v)};
		b.pt = lsv_ptr_to(c, LLVMTypeOf(LLVMGetOperand(v, 0)), c->i8, v);
		b.spt = lsv_ptr_to(c, LLVMTypeOf(LLVMGetOperand(v, 1)), c->i8, v);
		moveloop(c, v, &b);
		return;
	}
	at = INTERN(c, SpvOpTypeArray, lsv_int_type(c, 8), lsv_const_u32(c, (uint32_t)k));
	tmp = lsv_id(c);
	lsv_variable(c, &c->f->vars, lsv_ptr_type(c, SpvStorageClassFunction, at), tmp, SpvStorageClassFunction, at,
	             0);
	tp = lsv_cast_ptr(c, tmp, lsv_ptr_type(c, SpvStorageClassFunction, at),
	                  lsv_ptr_type(c, SpvStorageClassFunction, lsv_int_type(c, 8)));
	copysized(c, tp, src, len, isvolatile(v));
	copysized(c, dst, tp, len, isvolatile(v));
}

/* memset with a constant length (up to 65000) and byte copies from a
 * constant UniformConstant array; any other memset stores byte by byte in a
 * counted loop. */
static void
memset_(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef val = LLVMGetOperand(v, 1), len = LLVMGetOperand(v, 2);
	uint64_t n, b, i;
	SpvId u8 = lsv_int_type(c, 8), at, init, var, pt, dst;
	uint32_t *w;

	lsv_check_writable(c, v, LLVMGetOperand(v, 0));
	n = LLVMIsAConstantInt(len) ? LLVMConstIntGetZExtValue(len) : UINT64_MAX;
	if (n == 0)
		return;
	if (!LLVMIsAConstantInt(val) || n > 65000) {
		struct bytes fill = {.u8 = u8, .vol = isvolatile(v)};
		unsigned bits;
		SpvId cnt = length(c, len, &bits);
		fill.dst = lsv_val_ptr(c, LLVMGetOperand(v, 0), c->i8);
		fill.pt = lsv_ptr_to(c, LLVMTypeOf(LLVMGetOperand(v, 0)), c->i8, v);
		fill.val = lsv_val(c, val);
		lsv_loop(c, bits, cnt, false, setbyte, &fill);
		return;
	}
	b = LLVMConstIntGetZExtValue(val) & 0xff;
	at = INTERN(c, SpvOpTypeArray, u8, lsv_const_u32(c, (uint32_t)n));
	if (b == 0) {
		init = lsv_null(c, at);
	} else {
		w = lsv_alloc(&c->fn, (n + 1) * 4);
		w[0] = at;
		for (i = 0; i < n; i++)
			w[i + 1] = lsv_const_int(c, 8, b);
		init = lsv_intern(c, SpvOpConstantComposite, w, n + 1);
	}
	pt = lsv_ptr_type(c, SpvStorageClassUniformConstant, at);
	var = lsv_id(c);
	lsv_variable(c, &c->sec[SEC_TYPES], pt, var, SpvStorageClassUniformConstant, at, init);
	DECORATE0(c, var, SpvDecorationConstant);
	dst = lsv_val_ptr(c, LLVMGetOperand(v, 0), c->i8);
	copysized(c, dst, lsv_cast_ptr(c, var, pt, lsv_ptr_type(c, SpvStorageClassUniformConstant, u8)),
	          lsv_val(c, len), isvolatile(v));
}

/* A two-member struct value. OpCompositeInsert into OpUndef, because the
 * Khronos reader (15) takes every OpCompositeConstruct for a constant. */
static SpvId
pair(struct lsv_ctx *c, LLVMTypeRef st, SpvId a, SpvId b)
{
	SpvId ty = lsv_type(c, st), u = INST(c, SpvOpCompositeInsert, ty, a, lsv_undef(c, ty), 0);

	return INST(c, SpvOpCompositeInsert, ty, b, u, 1);
}

static SpvId
overflow(struct lsv_ctx *c, LLVMValueRef v, const char *name, SpvOp op)
{
	LLVMValueRef a = LLVMGetOperand(v, 0), b = LLVMGetOperand(v, 1);
	LLVMTypeRef t = LLVMTypeOf(a);
	SpvId ty = lsv_type(c, t), x = lsv_val(c, a), y = lsv_val(c, b), r, o;
	unsigned n = lsv_vec_len(t);
	SpvId bt = lsv_vec_type(c, lsv_bool_type(c), n ? n : 1);
	bool sgn = name[0] == 's'; /* the row name, without "llvm." */

	if (oddint(c, t) || lsv_elem_bits(t) == 1)
		lsv_unsupported(c, v, "an overflow intrinsic on a widened integer type");
	if (op == SpvOpIMul && native(c, t))
		lsv_unsupported(c, v, "a multiplication overflow intrinsic on an integer type of a width other than 8, "
		                "16, 32 or 64");
	if (op == SpvOpIMul) {
		/* mul_hi, not OpUMulExtended/OpSMulExtended: the Khronos reader lacks those */
		SpvId args[2] = {x, y}, hi;
		const char *mh = sgn ? "s_mul_hi" : "u_mul_hi";
		hi = lsv_extinst(c, ty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, mh, 8),
		                 args, 2);
		r = INST(c, SpvOpIMul, ty, x, y);
		if (sgn)
			o = INST(c, SpvOpINotEqual, bt, hi,
			         INST(c, SpvOpShiftRightArithmetic, ty, r, lsv_const_of(c, t, lsv_elem_bits(t) - 1)));
		else
			o = INST(c, SpvOpINotEqual, bt, hi, lsv_const_of(c, t, 0));
	} else {
		r = INST(c, op, ty, x, y);
		if (!sgn) {
			o = op == SpvOpIAdd ? INST(c, SpvOpULessThan, bt, r, x) : INST(c, SpvOpULessThan, bt, x, y);
		} else {
			SpvId p, q;
			if (op == SpvOpIAdd) {
				p = INST(c, SpvOpBitwiseXor, ty, x, r);
				q = INST(c, SpvOpBitwiseXor, ty, y, r);
			} else {
				p = INST(c, SpvOpBitwiseXor, ty, x, y);
				q = INST(c, SpvOpBitwiseXor, ty, x, r);
			}
			o = INST(c, SpvOpSLessThan, bt, INST(c, SpvOpBitwiseAnd, ty, p, q), lsv_const_of(c, t, 0));
		}
	}
	return pair(c, LLVMTypeOf(v), r, o);
}

/* llvm.minimum/maximum (arg 0/1): fmin/fmax, but a NaN operand gives NaN
 * and -0 orders below +0, which OpenCL's fmin/fmax do not promise. Without
 * nanprop (minimumnum/maximumnum) a NaN operand gives the other operand, as
 * fmin/fmax do. */
static SpvId
fminmax(struct lsv_ctx *c, LLVMTypeRef t, SpvId x, SpvId y, bool max, bool nanprop)
{
	unsigned n = lsv_vec_len(t), fb = lsv_elem_bits(t);
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, fb);
	SpvId ty = lsv_type(c, t), bt = lsv_vec_type(c, lsv_bool_type(c), n ? n : 1), ity, args[2], r, z;
	SpvId xi, yi, eq, un, nan;

	if (n)
		it = LLVMVectorType(it, n);
	ity = lsv_type(c, it);
	args[0] = x;
	args[1] = y;
	r = lsv_extinst(c, ty, LSV_SET_OPENCL,
	                (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, max ? "fmax" : "fmin", 4), args, 2);
	/* equal operands differ at most in the sign of zero: and/or the bits */
	xi = INST(c, SpvOpBitcast, ity, x);
	yi = INST(c, SpvOpBitcast, ity, y);
	z = INST(c, max ? SpvOpBitwiseAnd : SpvOpBitwiseOr, ity, xi, yi);
	eq = INST(c, SpvOpFOrdEqual, bt, x, y);
	z = INST(c, SpvOpBitcast, ty, z);
	r = INST(c, SpvOpSelect, ty, eq, z, r);
	if (!nanprop)
		return r;
	un = INST(c, SpvOpUnordered, bt, x, y);
	nan = INST(c, SpvOpFAdd, ty, x, y);
	return INST(c, SpvOpSelect, ty, un, nan, r);
}

static SpvId
reduce(struct lsv_ctx *c, LLVMValueRef v, uint32_t sel)
{
	unsigned nops = LLVMGetNumArgOperands(v);
	LLVMValueRef vec = LLVMGetOperand(v, nops - 1);
	LLVMTypeRef vt = LLVMTypeOf(vec), et = LLVMGetElementType(vt);
	unsigned n = lsv_vec_len(vt), i;
	SpvId ety = lsv_type(c, et), x = lsv_val(c, vec), acc;
	bool isbool = lsv_is_bool(et);
	static const char *const names[] = {NULL, "fmax", "fmin", "s_max", "s_min", "u_max", "u_min"};
	SpvOp op = (SpvOp)sel;

	if (isbool) {
		/* on i1: add/xor are parity, and/mul/umin/smax are "all", or/umax/smin "any" */
		switch (sel) {
		case SpvOpIAdd: case SpvOpBitwiseXor: op = SpvOpLogicalNotEqual; break;
		case SpvOpBitwiseAnd: case SpvOpIMul: case 6: case 3: op = SpvOpLogicalAnd; break;
		default: op = SpvOpLogicalOr;
		}
		sel = op;
	}
	acc = n > 1 ? INST(c, SpvOpCompositeExtract, ety, x, 0) : x;
	if (nops == 2) /* fadd/fmul: start value first, folded in order */
		acc = INST(c, op, ety, lsv_val(c, LLVMGetOperand(v, 0)), acc);
	for (i = 1; i < n; i++) {
		SpvId e = INST(c, SpvOpCompositeExtract, ety, x, i);
		if (sel == 7 || sel == 8) {
			acc = fminmax(c, et, acc, e, sel == 7, true);
		} else if (sel >= 3 && sel < LSV_LEN(names) && native(c, et)) {
			acc = minmax(c, et, acc, e, minmaxcmp(names[sel]));
		} else if (sel < LSV_LEN(names)) {
			SpvId args[2];
			args[0] = acc;
			args[1] = e;
			if (oddint(c, et) && sel >= 3 && sel <= 4)
				lsv_unsupported(c, v, "a signed reduction on a widened integer type");
			acc = lsv_extinst(c, ety, LSV_SET_OPENCL,
			                  (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, names[sel], strlen(names[sel])),
			                  args, 2);
		} else {
			acc = INST(c, op, ety, acc, e);
		}
	}
	if (oddint(c, et) && (op == SpvOpIAdd || op == SpvOpIMul))
		acc = INST(c, SpvOpBitwiseAnd, ety, acc, lsv_const_of(c, et, (1ull << lsv_elem_bits(et)) - 1));
	return acc;
}

/* frexp and modf: OpenCL.std `name` returns the first member and writes the
 * second through a Function pointer; the pair is the struct result. */
static SpvId
outpair(struct lsv_ctx *c, LLVMValueRef v, const char *name)
{
	LLVMTypeRef st = LLVMTypeOf(v), ft = LLVMStructGetTypeAtIndex(st, 0), it = LLVMStructGetTypeAtIndex(st, 1);
	SpvId var = lsv_id(c), ity = lsv_type(c, it), pt = lsv_ptr_type(c, SpvStorageClassFunction, ity);
	SpvId args[2], m, e;

	lsv_variable(c, &c->f->vars, pt, var, SpvStorageClassFunction, ity, 0);
	args[0] = lsv_val(c, LLVMGetOperand(v, 0));
	args[1] = var;
	m = lsv_extinst(c, lsv_type(c, ft), LSV_SET_OPENCL,
	                (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, name, strlen(name)), args, 2);
	e = INST(c, SpvOpLoad, ity, var);
	return pair(c, st, m, e);
}

/* llvm.is.fpclass: bit k of the mask tests class k (sNaN, qNaN, -inf, -normal,
 * -subnormal, -zero, +zero, +subnormal, +normal, +inf). Only the tests the
 * mask needs are emitted; a whole pair (both NaNs, both signs) is one test. */
struct fpc {
	struct lsv_ctx *c;
	SpvId bt, x;
	SpvId nan, inf, nrm, neg, pos, zero, sub;
};

static SpvId
fpc_test(struct fpc *f, SpvId *slot, SpvOp op)
{
	if (!*slot)
		*slot = INST(f->c, op, f->bt, f->x);
	return *slot;
}

static SpvId
fpc_zero(struct fpc *f, LLVMTypeRef t)
{
	if (!f->zero)
		f->zero = INST(f->c, SpvOpFOrdEqual, f->bt, f->x, lsv_zero_of(f->c, t));
	return f->zero;
}

static SpvId
fpc_sub(struct fpc *f, LLVMTypeRef t)
{
	struct lsv_ctx *c = f->c;
	SpvId bt = f->bt;

	/* neither NaN, infinite, normal nor zero */
	if (!f->sub) {
		SpvId a = fpc_test(f, &f->nan, SpvOpIsNan), b = fpc_test(f, &f->inf, SpvOpIsInf);
		SpvId ab = INST(c, SpvOpLogicalOr, bt, a, b), d, e;
		d = fpc_test(f, &f->nrm, SpvOpIsNormal);
		e = INST(c, SpvOpLogicalOr, bt, d, fpc_zero(f, t));
		f->sub = INST(c, SpvOpLogicalNot, bt, INST(c, SpvOpLogicalOr, bt, ab, e));
	}
	return f->sub;
}

/* class test k restricted to one sign (sign 1: negative, 2: positive, 3: both) */
static SpvId
fpc_signed(struct fpc *f, SpvId base, unsigned sign)
{
	SpvId s;

	if (sign == 3)
		return base;
	s = fpc_test(f, &f->neg, SpvOpSignBitSet);
	if (sign == 2) {
		if (!f->pos)
			f->pos = INST(f->c, SpvOpLogicalNot, f->bt, s);
		s = f->pos;
	}
	return INST(f->c, SpvOpLogicalAnd, f->bt, base, s);
}

static SpvId
fpclass(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef a = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(a), et = lsv_vec_len(t) ? LLVMGetElementType(t) : t;
	unsigned n = lsv_vec_len(t), fb = LLVMGetTypeKind(et) == LLVMHalfTypeKind ? 16
	           : LLVMGetTypeKind(et) == LLVMFloatTypeKind ? 32 : 64;
	uint32_t m = (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1)) & 0x3ff;
	struct fpc f = {c, lsv_type(c, LLVMTypeOf(v)), lsv_val(c, a), 0, 0, 0, 0, 0, 0, 0};
	SpvId acc = 0, bt = f.bt, r;
	unsigned k;

	if ((m & 3) == 3) {
		acc = fpc_test(&f, &f.nan, SpvOpIsNan);
	} else if (m & 3) {
		/* the quiet bit is the top bit of the significand */
		LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, fb);
		SpvId ity, q;
		if (n > 1)
			it = LLVMVectorType(it, n);
		ity = lsv_type(c, it);
		q = INST(c, SpvOpINotEqual, bt,
		         INST(c, SpvOpBitwiseAnd, ity, INST(c, SpvOpBitcast, ity, f.x),
		              lsv_const_of(c, it, 1ull << (fb == 16 ? 9 : fb == 32 ? 22 : 51))),
		         lsv_const_of(c, it, 0));
		if (m & 1)
			q = INST(c, SpvOpLogicalNot, bt, q);
		acc = INST(c, SpvOpLogicalAnd, bt, fpc_test(&f, &f.nan, SpvOpIsNan), q);
	}
	/* pairs (k, 11-k): -inf/+inf, -normal/+normal, -subnormal/+subnormal, -zero/+zero */
	for (k = 2; k <= 5; k++) {
		unsigned sign = (m >> k & 1) | (m >> (11 - k) & 1) << 1;
		if (!sign)
			continue;
		r = k == 2 ? fpc_test(&f, &f.inf, SpvOpIsInf) : k == 3 ? fpc_test(&f, &f.nrm, SpvOpIsNormal)
		  : k == 4 ? fpc_sub(&f, t) : fpc_zero(&f, t);
		r = fpc_signed(&f, r, sign);
		acc = acc ? INST(c, SpvOpLogicalOr, bt, acc, r) : r;
	}
	if (!acc)
		return lsv_const_splat(c, bt, lsv_const_bool(c, m != 0), n);
	return acc;
}

/* An intrinsic that LLVM 19 does not know (minimumnum, modf, ...) arrives
 * with whatever signature its declaration has: the lowering checks it. */
_Noreturn void
lsv_bad_intrinsic(struct lsv_ctx *c, LLVMValueRef v)
{
	size_t len;
	const char *name = LLVMGetValueName2(LLVMGetCalledValue(v), &len);

	lsv_fail_at(c, v, "intrinsic %.*s declared with these types is not supported for %s", (int)len, name,
	            c->tgt.triple);
}

static bool
isfp(LLVMTypeRef t)
{
	return lsv_scalar_bits(lsv_elem_type(t)) && !lsv_is_int(t);
}

/* Do the result and the first n arguments all have one float type? */
static void
samefp(struct lsv_ctx *c, LLVMValueRef v, unsigned n)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned i;

	if (LLVMGetNumArgOperands(v) != n || !isfp(t))
		lsv_bad_intrinsic(c, v);
	for (i = 0; i < n; i++)
		if (LLVMTypeOf(LLVMGetOperand(v, i)) != t)
			lsv_bad_intrinsic(c, v);
}

static SpvId
satbool(struct lsv_ctx *c, LLVMValueRef v, bool sgn)
{
	/* an i1 holds 0 and -1 (signed) or 0 and 1: true when x <= -1 or x >= 1 */
	LLVMValueRef a = LLVMGetOperand(v, 0);
	LLVMTypeRef at = LLVMTypeOf(a);

	return INST(c, sgn ? SpvOpFOrdLessThanEqual : SpvOpFOrdGreaterThanEqual, lsv_type(c, LLVMTypeOf(v)),
	            lsv_val(c, a), lsv_const_fp_of(c, at, sgn ? -1.0 : 1.0));
}

/* fptosi.sat/fptoui.sat: OpenCL's _sat conversions (NaN gives 0, out-of-range
 * values clamp). A widened odd width converts to the legal width, where the
 * value is a true w-bit integer, and clamps to the n-bit range from there. */
static SpvId
satcvt(struct lsv_ctx *c, LLVMValueRef v, bool sgn)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned n = lsv_elem_bits(t);
	SpvId ty, id, args[3];

	if (lsv_is_bool(t))
		return satbool(c, v, sgn);
	id = INST(c, sgn ? SpvOpConvertFToS : SpvOpConvertFToU, lsv_type(c, t), lsv_val(c, LLVMGetOperand(v, 0)));
	DECORATE0(c, id, SpvDecorationSaturatedConversion);
	ty = lsv_type(c, t);
	if (!oddint(c, t))
		return id;
	args[0] = id;
	if (!sgn) {
		args[1] = lsv_const_of(c, t, (1ull << n) - 1);
		return lsv_extinst(c, ty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "u_min", 5),
		                   args, 2);
	}
	args[1] = lsv_const_of(c, t, 0 - (1ull << (n - 1)));
	args[2] = lsv_const_of(c, t, (1ull << (n - 1)) - 1);
	id = lsv_extinst(c, ty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "s_clamp", 7), args, 3);
	return INST(c, SpvOpBitwiseAnd, ty, id, lsv_const_of(c, t, (1ull << n) - 1));
}

/* The vector of bools as wide as integer or float type t. */
static SpvId
booltype(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned n = lsv_vec_len(t);

	return lsv_vec_type(c, lsv_bool_type(c), n ? n : 1);
}

/* x sign-extended from n bits within its legal width w (the register holds
 * widened values zero-extended). */
static SpvId
sext(struct lsv_ctx *c, LLVMTypeRef t, SpvId x)
{
	unsigned n = lsv_elem_bits(t), k = lsv_int_width(c, n, NULL) - n;
	SpvId ty = lsv_type(c, t);

	if (!k)
		return x;
	x = INST(c, SpvOpShiftLeftLogical, ty, x, lsv_const_of(c, t, k));
	return INST(c, SpvOpShiftRightArithmetic, ty, x, lsv_const_of(c, t, k));
}

/* The n-bit minimum or maximum of t, signed or unsigned. */
static SpvId
limit(struct lsv_ctx *c, LLVMTypeRef t, bool sgn, bool max)
{
	unsigned n = lsv_elem_bits(t);
	uint64_t all = n == 64 ? ~0ull : (1ull << n) - 1;

	if (!sgn)
		return lsv_const_of(c, t, max ? all : 0);
	return lsv_const_of(c, t, max ? all >> 1 : 0 - (1ull << (n - 1)));
}

/* sshl.sat/ushl.sat: the shift, unless shifting back differs from the
 * operand; then the limit in the operand's direction. Widened types work in
 * the legal width: signed values sign-extended first, results masked. */
static SpvId
shlsat(struct lsv_ctx *c, LLVMValueRef v, bool sgn)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId ty, bt, x, b, r, back, ovf, sat;

	if (lsv_is_bool(t))
		return lsv_val(c, LLVMGetOperand(v, 0)); /* a shift of an i1 is by 0 */
	ty = lsv_type(c, t);
	bt = booltype(c, t);
	x = lsv_val(c, LLVMGetOperand(v, 0));
	b = lsv_val(c, LLVMGetOperand(v, 1));
	if (sgn)
		x = sext(c, t, x);
	r = INST(c, SpvOpShiftLeftLogical, ty, x, b);
	r = sgn ? sext(c, t, r) : oddint(c, t) ? INST(c, SpvOpBitwiseAnd, ty, r, limit(c, t, false, true)) : r;
	back = INST(c, sgn ? SpvOpShiftRightArithmetic : SpvOpShiftRightLogical, ty, r, b);
	ovf = INST(c, SpvOpINotEqual, bt, back, x);
	if (sgn)
		sat = INST(c, SpvOpSelect, ty, INST(c, SpvOpSLessThan, bt, x, lsv_const_of(c, t, 0)),
		           limit(c, t, true, false), limit(c, t, true, true));
	else
		sat = limit(c, t, false, true);
	r = INST(c, SpvOpSelect, ty, ovf, sat, r);
	return sgn && oddint(c, t) ? INST(c, SpvOpBitwiseAnd, ty, r, limit(c, t, false, true)) : r;
}

static unsigned
scaleof(struct lsv_ctx *c, LLVMValueRef v, unsigned max)
{
	LLVMValueRef s = LLVMGetOperand(v, 2);
	uint64_t k;

	if (!LLVMIsAConstantInt(s))
		lsv_bad_intrinsic(c, v);
	k = LLVMConstIntGetZExtValue(s);
	if (k > max)
		lsv_unsupported(c, v, "a fixed-point intrinsic with a scale this large");
	return (unsigned)k;
}

/* Is the 2w-bit product hi:lo, shifted right by q, zero (unsigned) or all
 * sign bits (signed)? That is: does it fit in q bits (+ a sign)? */
static SpvId
fitsbelow(struct lsv_ctx *c, LLVMTypeRef t, unsigned w, SpvId hi, SpvId lo, unsigned q, bool sgn)
{
	SpvId ty = lsv_type(c, t), bt = booltype(c, t), zero = lsv_const_of(c, t, 0), ones = lsv_const_of(c, t, ~0ull);
	SpvOp shr = sgn ? SpvOpShiftRightArithmetic : SpvOpShiftRightLogical;
	SpvId top, ok;

	if (q >= 2 * w)
		return lsv_const_splat(c, bt, lsv_const_bool(c, true), lsv_vec_len(t));
	if (q >= w) {
		top = q > w ? INST(c, shr, ty, hi, lsv_const_of(c, t, q - w)) : hi;
	} else {
		/* hi must be lo's extension, and lo's bits from q up the same */
		SpvId ext = sgn ? INST(c, shr, ty, lo, lsv_const_of(c, t, w - 1)) : zero;
		SpvId hiok = INST(c, SpvOpIEqual, bt, hi, ext);
		top = INST(c, shr, ty, lo, lsv_const_of(c, t, q));
		ok = INST(c, SpvOpIEqual, bt, top, zero);
		if (sgn)
			ok = INST(c, SpvOpLogicalOr, bt, ok, INST(c, SpvOpIEqual, bt, top, ones));
		return INST(c, SpvOpLogicalAnd, bt, hiok, ok);
	}
	ok = INST(c, SpvOpIEqual, bt, top, zero);
	if (sgn)
		ok = INST(c, SpvOpLogicalOr, bt, ok, INST(c, SpvOpIEqual, bt, top, ones));
	return ok;
}

/* smul.fix/umul.fix (flags: 1 signed, 2 saturating): the double-width
 * product, as OpIMul and OpenCL.std mul_hi in the legal width w, shifted
 * right by the scale (rounding toward negative infinity, one of the
 * directions LangRef allows). Saturation tests that the product fits n + scale
 * bits. Widened odd widths (clang's fixed-point types make i47) sign-extend
 * signed operands first and mask the result. */
static SpvId
mulfix(struct lsv_ctx *c, LLVMValueRef v, uint32_t flags)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned n = lsv_elem_bits(t), w, s;
	bool sgn = flags & 1;
	SpvId ty, args[2], lo, hi, r, ok, sat;

	if (lsv_is_bool(t))
		lsv_unsupported(c, v, "a fixed-point intrinsic on i1");
	w = lsv_int_width(c, n, v);
	s = scaleof(c, v, n);
	ty = lsv_type(c, t);
	args[0] = lsv_val(c, LLVMGetOperand(v, 0));
	args[1] = lsv_val(c, LLVMGetOperand(v, 1));
	if (sgn) {
		args[0] = sext(c, t, args[0]);
		args[1] = sext(c, t, args[1]);
	}
	lo = INST(c, SpvOpIMul, ty, args[0], args[1]);
	hi = lsv_math(c, v, ty, sgn ? "s_mul_hi" : "u_mul_hi", NULL, args, 2);
	if (s == 0)
		r = lo;
	else if (s == w)
		r = hi;
	else
		r = INST(c, SpvOpBitwiseOr, ty, INST(c, SpvOpShiftLeftLogical, ty, hi, lsv_const_of(c, t, w - s)),
		         INST(c, SpvOpShiftRightLogical, ty, lo, lsv_const_of(c, t, s)));
	if (flags & 2) {
		ok = fitsbelow(c, t, w, hi, lo, n + s - sgn, sgn);
		sat = limit(c, t, sgn, true);
		if (sgn)
			sat = INST(c, SpvOpSelect, ty, INST(c, SpvOpSLessThan, booltype(c, t), hi, lsv_const_of(c, t, 0)),
			           limit(c, t, true, false), sat);
		r = INST(c, SpvOpSelect, ty, ok, r, sat);
	}
	return w != n ? INST(c, SpvOpBitwiseAnd, ty, r, limit(c, t, false, true)) : r;
}

/* sdiv.fix/udiv.fix: (a << scale) / b in a width that holds the shifted
 * value, rounded toward zero (LangRef leaves the direction open), clamped to
 * the n-bit range when saturating. 64-bit operands have no wider integer:
 * there only scale 0 works. */
static SpvId
divfix(struct lsv_ctx *c, LLVMValueRef v, uint32_t flags)
{
	LLVMTypeRef t = LLVMTypeOf(v), wt;
	unsigned n = lsv_elem_bits(t), w, s, need, lanes = lsv_vec_len(t), W;
	bool sgn = flags & 1;
	SpvOp cvt = sgn ? SpvOpSConvert : SpvOpUConvert, div = sgn ? SpvOpSDiv : SpvOpUDiv;
	SpvId ty, wty, x, y, q, args[3];

	if (lsv_is_bool(t))
		lsv_unsupported(c, v, "a fixed-point intrinsic on i1");
	w = lsv_int_width(c, n, v);
	s = scaleof(c, v, n - 1);
	ty = lsv_type(c, t);
	x = lsv_val(c, LLVMGetOperand(v, 0));
	y = lsv_val(c, LLVMGetOperand(v, 1));
	if (sgn) {
		x = sext(c, t, x);
		y = sext(c, t, y);
	}
	need = n + s + sgn;
	W = need <= w ? w : need <= 16 ? 16 : need <= 32 ? 32 : need <= 64 ? 64 : 0;
	if (!W && s)
		lsv_unsupported(c, v, "a 64-bit fixed-point division with a nonzero scale (it needs 128-bit "
		                "integers)");
	if (!W) {
		/* 64 bits, scale 0: INT_MIN / -1 overflows, so it is never divided */
		SpvId bt = booltype(c, t), ovf;
		if (!sgn || !(flags & 2))
			return INST(c, div, ty, x, y);
		ovf = INST(c, SpvOpLogicalAnd, bt, INST(c, SpvOpIEqual, bt, x, limit(c, t, true, false)),
		           INST(c, SpvOpIEqual, bt, y, lsv_const_of(c, t, ~0ull)));
		y = INST(c, SpvOpSelect, ty, ovf, lsv_const_of(c, t, 1), y);
		return INST(c, SpvOpSelect, ty, ovf, limit(c, t, true, true), INST(c, div, ty, x, y));
	}
	wt = LLVMIntTypeInContext(c->llctx, W);
	if (lanes)
		wt = LLVMVectorType(wt, lanes);
	wty = lsv_type(c, wt);
	if (W != w) {
		x = INST(c, cvt, wty, x);
		y = INST(c, cvt, wty, y);
	}
	if (s)
		x = INST(c, SpvOpShiftLeftLogical, wty, x, lsv_const_of(c, wt, s));
	q = INST(c, div, wty, x, y);
	if (flags & 2) {
		args[0] = q;
		if (sgn) {
			args[1] = lsv_const_of(c, wt, 0 - (1ull << (n - 1)));
			args[2] = lsv_const_of(c, wt, (1ull << (n - 1)) - 1);
			q = lsv_math(c, v, wty, "s_clamp", NULL, args, 3);
		} else {
			args[1] = lsv_const_of(c, wt, n == 64 ? ~0ull : (1ull << n) - 1);
			q = lsv_math(c, v, wty, "u_min", NULL, args, 2);
		}
	}
	if (W != w)
		q = INST(c, cvt, ty, q);
	return w != n ? INST(c, SpvOpBitwiseAnd, ty, q, limit(c, t, false, true)) : q;
}

/* vector.extract(vec, idx): lanes idx.. of vec; vector.insert(vec, sub, idx):
 * vec with lanes idx.. replaced by sub. One-lane vectors are scalars. */
static SpvId
vextract(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef vec = LLVMGetOperand(v, 0);
	unsigned n = lsv_vec_len(LLVMTypeOf(vec)), m = lsv_vec_len(LLVMTypeOf(v)), i, big;
	uint64_t k = LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1));
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, vec);
	uint32_t *w;

	if (k + m > n)
		return lsv_undef(c, ty); /* poison */
	if (m == n)
		return x;
	if (m == 1)
		return INST(c, SpvOpCompositeExtract, ty, x, (uint32_t)k);
	big = lsv_spv_lanes(m); /* a widened result's extra lanes are undefined */
	w = lsv_alloc(&c->fn, ((size_t)big + 2) * 4);
	w[0] = x;
	w[1] = x;
	for (i = 0; i < big; i++)
		w[i + 2] = i < m ? (uint32_t)k + i : 0xffffffffu;
	return lsv_inst(c, SpvOpVectorShuffle, ty, w, (size_t)big + 2);
}

static SpvId
vinsert(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef sub = LLVMGetOperand(v, 1);
	unsigned n = lsv_vec_len(LLVMTypeOf(v)), m = lsv_vec_len(LLVMTypeOf(sub)), i, big;
	uint64_t k = LLVMConstIntGetZExtValue(LLVMGetOperand(v, 2));
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), x = lsv_val(c, LLVMGetOperand(v, 0)), y = lsv_val(c, sub);
	uint32_t *w;

	if (k + m > n)
		return lsv_undef(c, ty); /* poison */
	if (m == n)
		return y;
	if (m == 1)
		return INST(c, SpvOpCompositeInsert, ty, y, x, (uint32_t)k);
	/* sub widened to vec's lanes first: the Khronos reader wants both
	 * shuffle operands of one type (big: SPIR-V lanes, more than n for a
	 * widened vector) */
	big = lsv_spv_lanes(n);
	w = lsv_alloc(&c->fn, ((size_t)big + 2) * 4);
	w[0] = y;
	w[1] = y;
	for (i = 0; i < big; i++)
		w[i + 2] = i < m ? i : 0xffffffffu;
	y = lsv_inst(c, SpvOpVectorShuffle, ty, w, (size_t)big + 2);
	w[0] = x;
	w[1] = y;
	for (i = 0; i < big; i++)
		w[i + 2] = i >= k && i < k + m ? big + i - (uint32_t)k : i;
	return lsv_inst(c, SpvOpVectorShuffle, ty, w, (size_t)big + 2);
}

/* The value operands of a constrained intrinsic: its metadata arguments
 * (rounding mode, exception behaviour, predicate) come last. */
static unsigned
valueargs(LLVMValueRef v)
{
	unsigned n = LLVMGetNumArgOperands(v);

	while (n && LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(v, n - 1))) == LLVMMetadataTypeKind)
		n--;
	return n;
}

/* The metadata string argument i of call v, or NULL. */
static const char *
mdstring(LLVMValueRef v, unsigned i, unsigned *len)
{
	LLVMValueRef md;

	if (i >= LLVMGetNumArgOperands(v))
		return NULL;
	md = LLVMGetOperand(v, i);
	if (LLVMGetTypeKind(LLVMTypeOf(md)) != LLVMMetadataTypeKind || !LLVMIsAMDString(md))
		return NULL;
	return LLVMGetMDString(md, len);
}

static bool
mdis(const char *s, unsigned len, const char *lit)
{
	return s && len == strlen(lit) && !memcmp(s, lit, len);
}

/* A rounding argument (i) as an FPRoundingMode, -1 for none:
 * round.dynamic and round.tonearestaway have no decoration. */
static int
roundmode(LLVMValueRef v, unsigned i)
{
	static const struct { const char *md; SpvFPRoundingMode m; } map[] = {
		{"round.tonearest", SpvFPRoundingModeRTE}, {"round.towardzero", SpvFPRoundingModeRTZ},
		{"round.upward", SpvFPRoundingModeRTP}, {"round.downward", SpvFPRoundingModeRTN},
	};
	unsigned len;
	const char *s = mdstring(v, i, &len);

	for (size_t k = 0; k < LSV_LEN(map); k++)
		if (mdis(s, len, map[k].md))
			return (int)map[k].m;
	return -1;
}

/* SPV_INTEL_rounded_divide_sqrt: a constrained fdiv or sqrt (div_sqrt) whose
 * rounding argument names a mode is correctly rounded in that mode, an
 * FPRoundingMode decoration on OpFDiv or the sqrt extended instruction of an
 * IEEE type (not bfloat). Without the extension the rounding argument stays
 * an assumption about the environment, as for the other operations. */
static SpvId
rounded(struct lsv_ctx *c, LLVMValueRef v, SpvId id, bool div_sqrt)
{
	int m = div_sqrt ? roundmode(v, valueargs(v)) : -1;

	if (m < 0 || lsv_is_bf(LLVMTypeOf(v)) || !lsv_cap_ok(c, SpvCapabilityRoundedDivideSqrtINTEL))
		return id;
	lsv_req_cap(c, SpvCapabilityRoundedDivideSqrtINTEL);
	DECORATE(c, id, SpvDecorationFPRoundingMode, (uint32_t)m);
	return id;
}

/* experimental.constrained conversions: the instruction, with the rounding
 * argument of sitofp/uitofp/fptrunc as an FPRoundingMode decoration (fptosi,
 * fptoui and fpext have none: they truncate or are exact). */
static SpvId
ccvt(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op)
{
	SpvId id = lsv_lower_as(c, v, op);
	int m = op == LLVMSIToFP || op == LLVMUIToFP || op == LLVMFPTrunc ? roundmode(v, 1) : -1;

	/* an i1 source becomes a select of exact constants */
	if (m >= 0 && !lsv_is_bool(LLVMTypeOf(LLVMGetOperand(v, 0))))
		DECORATE(c, id, SpvDecorationFPRoundingMode, (uint32_t)m);
	return id;
}

/* llvm.arbitrary.fp.convert(x, result format, source format, rounding[,
 * saturate]) (LLVM 22): narrowfp.c converts; a rounding other than "none"
 * must have a decoration. */
static SpvId
arbfp(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned rl = 0, sl = 0, ml = 0;
	const char *r = mdstring(v, 1, &rl), *s = mdstring(v, 2, &sl), *m = mdstring(v, 3, &ml);
	int round = roundmode(v, 3);

	if (!r || !s || !m || (round < 0 && !mdis(m, ml, "none")))
		lsv_unsupported(c, v, "llvm.arbitrary.fp.convert with these format or rounding operands");
	return lsv_narrowfp_intrinsic(c, v, r, rl, s, sl, round);
}

/* experimental.constrained.fcmp/fcmps: the fcmp of the predicate named by the
 * metadata argument; the signalling form compares the same way (SPIR-V has
 * no floating-point exceptions). */
static SpvId
cfcmp(struct lsv_ctx *c, LLVMValueRef v)
{
	static const struct { const char *md; LLVMRealPredicate p; } map[] = {
		{"false", LLVMRealPredicateFalse}, {"oeq", LLVMRealOEQ}, {"ogt", LLVMRealOGT},
		{"oge", LLVMRealOGE}, {"olt", LLVMRealOLT}, {"ole", LLVMRealOLE}, {"one", LLVMRealONE},
		{"ord", LLVMRealORD}, {"uno", LLVMRealUNO}, {"ueq", LLVMRealUEQ}, {"ugt", LLVMRealUGT},
		{"uge", LLVMRealUGE}, {"ult", LLVMRealULT}, {"ule", LLVMRealULE}, {"une", LLVMRealUNE},
		{"true", LLVMRealPredicateTrue},
	};
	unsigned len;
	const char *s = mdstring(v, 2, &len);

	for (size_t i = 0; i < LSV_LEN(map); i++)
		if (mdis(s, len, map[i].md))
			return lsv_lower_fcmp(c, v, map[i].p);
	lsv_unsupported(c, v, "a constrained comparison with this predicate");
}

/* The string an annotation argument points to: a constant global holding a
 * C string, possibly behind constant casts and GEPs of offset 0; NULL when
 * it is not one. The text is not copied. */
static const char *
anntext(LLVMValueRef p, size_t *len)
{
	LLVMValueRef init;
	const char *s, *nul;

	while (LLVMIsAConstantExpr(p) && LLVMGetNumOperands(p) &&
	       (LLVMGetConstOpcode(p) == LLVMBitCast || LLVMGetConstOpcode(p) == LLVMAddrSpaceCast ||
	        LLVMGetConstOpcode(p) == LLVMGetElementPtr))
		p = LLVMGetOperand(p, 0);
	init = LLVMIsAGlobalVariable(p) ? LLVMGetInitializer(p) : NULL;
	if (!init || !LLVMIsAConstantDataSequential(init) || !LLVMIsConstantString(init))
		return NULL;
	s = LLVMGetAsString(init, len);
	if ((nul = memchr(s, 0, *len)))
		*len = (size_t)(nul - s);
	return s;
}

static const char *
annstring(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, size_t *len)
{
	const char *s = anntext(p, len);

	if (!s)
		lsv_unsupported(c, v, "an annotation whose text is not a constant string");
	return lsv_strndup(&c->fn, s, *len);
}

/* __builtin_intel_fpga_reg(x) reaches IR as llvm.annotation (a scalar or a
 * pointer as an integer) or llvm.ptr.annotation (a struct, through a
 * temporary's address) whose text is "__builtin_intel_fpga_reg". Under
 * SPV_INTEL_fpga_reg it is OpFPGARegINTEL of the operand, which asks for a
 * pipelining register and "is functionally equivalent to an assignment"
 * (the extension); without it the operand passes through. On the pointer of
 * the struct form it applies to the pointer, as in the Khronos translator. */
static bool
isfpgareg(LLVMValueRef v)
{
	static const char name[] = "__builtin_intel_fpga_reg";
	size_t len;
	const char *s = LLVMGetNumArgOperands(v) >= 2 ? anntext(LLVMGetOperand(v, 1), &len) : NULL;

	return s && len == sizeof name - 1 && !memcmp(s, name, len);
}

static SpvId
fpgareg(struct lsv_ctx *c, LLVMValueRef v, SpvId x)
{
	if (!lsv_op_ok(c, SpvOpFPGARegINTEL))
		return x;
	return INST(c, SpvOpFPGARegINTEL, lsv_value_type(c, v), x);
}

/* var.annotation/ptr.annotation: UserSemantic "<text>" on the annotated
 * variable, or on the struct member a ptr.annotation's GEP selects (as the
 * Khronos translator does). UserSemantic needs SPIR-V 1.4 or
 * SPV_GOOGLE_hlsl_functionality1; when neither is allowed the annotation is
 * left out with a warning. */
static void
annotate(struct lsv_ctx *c, LLVMValueRef v, SpvId target)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	size_t len;
	const char *s = annstring(c, v, LLVMGetOperand(v, 1), &len);
	struct lsv_vec w;
	LLVMTypeRef st = NULL;
	unsigned member = 0;

	if (!lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationUserSemantic)) {
		lsv_warn_at(c, v, "the annotation \"%.*s\" is left out: UserSemantic needs SPIR-V 1.4 or "
		            "--spirv-ext=+SPV_GOOGLE_hlsl_functionality1", (int)len, s);
		return;
	}
	if (LLVMIsAGetElementPtrInst(p) || (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMGetElementPtr)) {
		/* the type the last index steps into */
		LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
		unsigned n = LLVMGetNumOperands(p), i;
		for (i = 2; i < n; i++) {
			LLVMValueRef ix = LLVMGetOperand(p, i);
			st = LLVMGetTypeKind(t) == LLVMStructTypeKind && LLVMIsAConstantInt(ix) ? t : NULL;
			if (st)
				t = LLVMStructGetTypeAtIndex(t, member = (unsigned)LLVMConstIntGetZExtValue(ix));
			else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind || LLVMGetTypeKind(t) == LLVMVectorTypeKind)
				t = LLVMGetElementType(t);
			else
				break;
		}
	}
	lsv_vec_init(&w, &c->fn);
	lsv_vec_push(&w, st ? lsv_type(c, st) : target);
	if (st)
		lsv_vec_push(&w, member);
	lsv_vec_push(&w, SpvDecorationUserSemantic);
	lsv_vec_str(&w, s, len);
	lsv_annotate_once(c, st ? SpvOpMemberDecorate : SpvOpDecorate, w.w, w.n);
}

/* llvm.masked.load/store and expandload/compressstore: a branch per lane
 * whose mask bit is not a constant, so a disabled lane's address is never
 * touched (the lanes of a masked load can lie past the end of an
 * allocation). Lane i is element i of the pointer's element type; expandload
 * and compressstore use the next consecutive element for each enabled lane.
 * masked.gather/scatter take a vector of pointers instead, whose lanes are
 * addresses (isel.c): lane i goes through lane i's address, or all lanes
 * through one instruction of SPV_INTEL_masked_gather_scatter (ptrvec). */
struct lanes {
	SpvId ety, vty, pty, base, mask;
	SpvId addrs;   /* gather/scatter: the lanes' addresses, size_t */
	LLVMValueRef maskv;
	unsigned n;
	bool packed;   /* expandload/compressstore */
	unsigned next; /* their next element: dyn + next */
	SpvId dyn;     /* 0 until a lane's mask bit is a run-time value */
};

/* Is lane i of a mask enabled: 1 yes, 0 no, -1 known at run time only. */
static int
laneon(LLVMValueRef mask, unsigned i)
{
	LLVMValueRef e;

	if (!LLVMIsAConstant(mask))
		return -1;
	e = LLVMGetAggregateElement(mask, i);
	if (!e || !LLVMIsAConstantInt(e))
		return -1;
	return LLVMConstIntGetZExtValue(e) != 0;
}

static void
lanesetup(struct lsv_ctx *c, LLVMValueRef v, struct lanes *l, LLVMValueRef vec, LLVMValueRef p,
          LLVMValueRef mask, bool packed)
{
	LLVMTypeRef vt = LLVMTypeOf(vec), et = lsv_elem_type(vt), pt = LLVMTypeOf(p);
	bool gather = lsv_is_ptrvec(pt);

	if (lsv_is_bool(vt) || oddint(c, vt))
		lsv_unsupported(c, v, "a masked load or store of i1 or a widened integer type");
	if (gather && lsv_vec_len(pt) != lsv_vec_len(vt))
		lsv_unsupported(c, v, "a gather or scatter whose pointers and values differ in length");
	if (LLVMGetTypeKind(et) == LLVMPointerTypeKind) /* lanes of size_t, as in registers */
		et = LLVMIntTypeInContext(c->llctx, c->tgt.ptrbits);
	l->n = lsv_vec_len(vt);
	l->ety = lsv_type(c, et);
	l->vty = lsv_type(c, vt);
	l->pty = lsv_ptr_to(c, gather ? LLVMGetElementType(pt) : pt, et, v);
	l->base = gather ? 0 : lsv_val_ptr(c, p, et);
	l->addrs = gather ? lsv_val(c, p) : 0;
	l->maskv = mask;
	l->mask = 0;
	l->packed = packed;
	l->next = 0;
	l->dyn = 0;
}

static SpvId
lanebit(struct lsv_ctx *c, struct lanes *l, unsigned i)
{
	if (!l->mask)
		l->mask = lsv_val(c, l->maskv);
	return l->n > 1 ? INST(c, SpvOpCompositeExtract, lsv_bool_type(c), l->mask, i) : l->mask;
}

/* Start lane i's conditional block on its mask bit b; *join is where it ends.
 * Returns the label of the block the branch leaves. */
static SpvId
lanebegin(struct lsv_ctx *c, SpvId b, SpvId *join)
{
	SpvId on = lsv_id(c), from = c->f->label;

	*join = lsv_id(c);
	EMIT(c, c->f->cur, SpvOpBranchConditional, b, on, *join);
	lsv_start_block(c, on);
	return from;
}

/* The address of lane i: element i, or for the packed forms the next one. */
static SpvId
laneptr(struct lsv_ctx *c, const struct lanes *l, unsigned i)
{
	SpvId ix;

	if (l->addrs) {
		ix = l->n > 1 ? INST(c, SpvOpCompositeExtract, lsv_sizet(c), l->addrs, i) : l->addrs;
		return INST(c, SpvOpConvertUToPtr, l->pty, ix);
	}
	if (!l->packed)
		ix = i ? lsv_const_u32(c, i) : 0;
	else if (!l->dyn)
		ix = l->next ? lsv_const_u32(c, l->next) : 0;
	else
		ix = l->next ? INST(c, SpvOpIAdd, lsv_int_type(c, 32), l->dyn, lsv_const_u32(c, l->next)) : l->dyn;
	if (!ix)
		return l->base;
	return CHAIN(c, SpvOpInBoundsPtrAccessChain, l->pty, l->ety, l->base, ix);
}

/* After lane i (bit b, or 0 when it is a constant `on`): the packed forms
 * step to the next element when the lane was enabled. */
static void
lanestep(struct lsv_ctx *c, struct lanes *l, SpvId b)
{
	SpvId u32 = lsv_int_type(c, 32), one;

	if (!l->packed)
		return;
	if (!b) {
		l->next++;
		return;
	}
	one = INST(c, SpvOpSelect, u32, b, lsv_const_u32(c, 1), lsv_const_u32(c, 0));
	if (l->dyn || l->next)
		one = INST(c, SpvOpIAdd, u32, l->dyn ? l->dyn : lsv_const_u32(c, l->next), one);
	if (l->dyn && l->next)
		one = INST(c, SpvOpIAdd, u32, one, lsv_const_u32(c, l->next));
	l->dyn = one;
	l->next = 0;
}

/* SPV_INTEL_masked_gather_scatter: OpMaskedGatherINTEL/OpMaskedScatterINTEL
 * take a vector "with physical pointer type Component Type" (the extension
 * allows OpConvertUToPtr to make one from the lanes' addresses) and the
 * alignment as a literal. Only for a plain SPIR-V vector of 2 to 16 lanes with
 * typed pointers; other shapes keep the branch per lane. Returns the pointer
 * vector, or 0 when the extension's form does not apply. */
static SpvId
ptrvec(struct lsv_ctx *c, const struct lanes *l, SpvOp op)
{
	if (!l->addrs || l->n < 2 || l->n > 16 || lsv_spv_lanes(l->n) != l->n || c->untyped ||
	    !lsv_op_ok(c, op))
		return 0;
	return INST(c, SpvOpConvertUToPtr, lsv_vec_type(c, l->pty, l->n), l->addrs);
}

static uint32_t
alignof_(LLVMValueRef v, unsigned i)
{
	return (uint32_t)LLVMConstIntGetZExtValue(LLVMGetOperand(v, i));
}

/* masked.load(p, align, mask, passthru) and expandload(p, mask, passthru) */
static SpvId
mload(struct lsv_ctx *c, LLVMValueRef v, bool packed)
{
	struct lanes l;
	SpvId acc, pv;
	unsigned i, mi = packed ? 1 : 2;

	lanesetup(c, v, &l, v, LLVMGetOperand(v, 0), LLVMGetOperand(v, mi), packed);
	if ((pv = ptrvec(c, &l, SpvOpMaskedGatherINTEL)))
		return INST(c, SpvOpMaskedGatherINTEL, l.vty, pv, alignof_(v, 1), lsv_val(c, l.maskv),
		            lsv_val(c, LLVMGetOperand(v, 3)));
	acc = lsv_val(c, LLVMGetOperand(v, mi + 1));
	for (i = 0; i < (l.n ? l.n : 1); i++) {
		int on = laneon(l.maskv, i);
		SpvId from = 0, join = 0, b = 0, x, y;
		if (!on)
			continue;
		if (on < 0)
			from = lanebegin(c, b = lanebit(c, &l, i), &join);
		x = INST(c, SpvOpLoad, l.ety, laneptr(c, &l, i));
		y = l.n > 1 ? INST(c, SpvOpCompositeInsert, l.vty, x, acc, i) : x;
		if (on < 0) {
			SpvId in = c->f->label;
			EMIT(c, c->f->cur, SpvOpBranch, join);
			lsv_start_block(c, join);
			y = INST(c, SpvOpPhi, l.vty, y, in, acc, from);
		}
		acc = y;
		lanestep(c, &l, b);
	}
	return acc;
}

/* masked.store(x, p, align, mask) and compressstore(x, p, mask) */
static void
mstore(struct lsv_ctx *c, LLVMValueRef v, bool packed)
{
	struct lanes l;
	LLVMValueRef val = LLVMGetOperand(v, 0);
	SpvId x, pv;
	unsigned i;

	lsv_check_writable(c, v, LLVMGetOperand(v, 1));
	lanesetup(c, v, &l, val, LLVMGetOperand(v, 1), LLVMGetOperand(v, packed ? 2 : 3), packed);
	if ((pv = ptrvec(c, &l, SpvOpMaskedScatterINTEL))) {
		EMIT(c, c->f->cur, SpvOpMaskedScatterINTEL, lsv_val(c, val), pv, alignof_(v, 2), lsv_val(c, l.maskv));
		return;
	}
	x = lsv_val(c, val);
	for (i = 0; i < (l.n ? l.n : 1); i++) {
		int on = laneon(l.maskv, i);
		SpvId join = 0, b = 0, e;
		if (!on)
			continue;
		if (on < 0)
			lanebegin(c, b = lanebit(c, &l, i), &join);
		e = l.n > 1 ? INST(c, SpvOpCompositeExtract, l.ety, x, i) : x;
		EMIT(c, c->f->cur, SpvOpStore, laneptr(c, &l, i), e);
		if (on < 0) {
			EMIT(c, c->f->cur, SpvOpBranch, join);
			lsv_start_block(c, join);
		}
		lanestep(c, &l, b);
	}
}

/* arithmetic.fence: OpArithmeticFenceEXT when the grammar allows it
 * (SPV_EXT_arithmetic_fence, or SPV_INTEL_arithmetic_fence, its older name
 * with the same numbers); otherwise the operand (llc-spirv does not
 * reassociate). */
static SpvId
fence(struct lsv_ctx *c, LLVMValueRef v)
{
	SpvId x = lsv_val(c, LLVMGetOperand(v, 0));

	if (lsv_op_ok(c, SpvOpArithmeticFenceEXT))
		return INST(c, SpvOpArithmeticFenceEXT, lsv_type(c, LLVMTypeOf(v)), x);
	return x;
}

/* readcyclecounter: OpReadClockKHR at device scope. */
static SpvId
clock_(struct lsv_ctx *c, LLVMValueRef v)
{
	if (!lsv_op_ok(c, SpvOpReadClockKHR))
		lsv_fail_at(c, v, "llvm.readcyclecounter is not supported for %s%s", c->tgt.triple,
		            lsv_op_why(c, SpvOpReadClockKHR));
	return INST(c, SpvOpReadClockKHR, lsv_type(c, LLVMTypeOf(v)), lsv_scope(c, SpvScopeDevice));
}

/* clz/ctz on a native width: in the next standard width, where the
 * zero-extended value has (standard - native) more leading zeros, and its
 * trailing zeros count at most the native width. */
static SpvId
nativecount(struct lsv_ctx *c, LLVMValueRef v, const char *ocl)
{
	LLVMTypeRef t = LLVMTypeOf(v), st = stdwidth(c, v, t);
	unsigned nb = lsv_elem_bits(t), sb = lsv_elem_bits(st);
	SpvId sty = lsv_type(c, st), x, args[2];
	int num = lsv_extinst_number(LSV_SET_OPENCL, ocl, strlen(ocl));

	args[0] = INST(c, SpvOpUConvert, sty, lsv_val(c, LLVMGetOperand(v, 0)));
	x = lsv_extinst(c, sty, LSV_SET_OPENCL, (uint32_t)num, args, 1);
	if (!strcmp(ocl, "clz")) {
		x = INST(c, SpvOpISub, sty, x, lsv_const_of(c, st, sb - nb));
	} else {
		args[0] = x;
		args[1] = lsv_const_of(c, st, nb);
		x = lsv_extinst(c, sty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "u_min", 5),
		                args, 2);
	}
	return INST(c, SpvOpUConvert, lsv_type(c, t), x);
}

/* Saturating add/sub (ocl: u_add_sat, s_sub_sat, ...) in core instructions.
 * Unsigned: a wrapped sum is below an operand, a difference wraps when b > a.
 * Signed: a sum overflows when a and b share a sign that r lacks, a
 * difference when a and b differ in sign and r lacks a's ((a^r) & (b^r) or
 * (a^r) & (a^b) negative); it then saturates toward a's sign, to
 * MAX = ~0 >> 1 or MIN = ~MAX. */
static SpvId
satarith(struct lsv_ctx *c, LLVMTypeRef t, const char *ocl, SpvId a, SpvId b)
{
	unsigned n = lsv_vec_len(t);
	SpvId ty = lsv_type(c, t), bt = lsv_vec_type(c, lsv_bool_type(c), n ? n : 1), zero = lsv_const_of(c, t, 0);
	bool add = !strcmp(ocl + 2, "add_sat");
	SpvId r = INST(c, add ? SpvOpIAdd : SpvOpISub, ty, a, b), p, q, max, sat;

	if (ocl[0] == 'u')
		return add ? INST(c, SpvOpSelect, ty, INST(c, SpvOpULessThan, bt, r, a), lsv_const_of(c, t, ~0ull), r)
		           : INST(c, SpvOpSelect, ty, INST(c, SpvOpULessThan, bt, a, b), zero, r);
	p = INST(c, SpvOpBitwiseXor, ty, a, r);
	q = add ? INST(c, SpvOpBitwiseXor, ty, b, r) : INST(c, SpvOpBitwiseXor, ty, a, b);
	max = INST(c, SpvOpShiftRightLogical, ty, lsv_const_of(c, t, ~0ull), lsv_const_of(c, t, 1));
	sat = INST(c, SpvOpSelect, ty, INST(c, SpvOpSLessThan, bt, a, zero), INST(c, SpvOpNot, ty, max), max);
	return INST(c, SpvOpSelect, ty, INST(c, SpvOpSLessThan, bt, INST(c, SpvOpBitwiseAnd, ty, p, q), zero), sat, r);
}

/* OpBitCount on a native width: the Khronos reader makes it OpenCL's
 * popcount, which has only the standard widths. So the count is made in 64-bit
 * pieces (one, zero-extended, up to 64 bits) and summed. Where the bit
 * instructions take 32-bit integers only (Vulkan), the pieces are 32 bits. */
static SpvId
popcount(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v), pt;
	unsigned nb = lsv_elem_bits(t), k, pw = c->env->bits32 ? 32 : 64;
	SpvId ty = lsv_type(c, t), x = lsv_val(c, LLVMGetOperand(v, 0)), pty, acc = 0, piece;

	pt = nb > pw || c->env->bits32 ? LLVMIntTypeInContext(c->llctx, pw) : stdwidth(c, v, t);
	if (lsv_vec_len(t) && (nb > pw || c->env->bits32))
		pt = LLVMVectorType(pt, lsv_vec_len(t));
	pty = lsv_type(c, pt);
	for (k = 0; k < nb; k += pw) {
		piece = k ? INST(c, SpvOpShiftRightLogical, ty, x, lsv_const_of(c, t, k)) : x;
		piece = INST(c, SpvOpBitCount, pty, INST(c, SpvOpUConvert, pty, piece));
		piece = INST(c, SpvOpUConvert, ty, piece);
		acc = acc ? INST(c, SpvOpIAdd, ty, acc, piece) : piece;
	}
	return acc;
}

/* abs, min/max and the saturating add/sub on a native width, in core
 * instructions. */
static SpvId
nativeint(struct lsv_ctx *c, LLVMValueRef v, const char *ocl)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId x = lsv_val(c, LLVMGetOperand(v, 0)), ty = lsv_type(c, t), neg;
	unsigned n = lsv_vec_len(t);

	if (!strcmp(ocl, "s_abs")) {
		neg = INST(c, SpvOpSNegate, ty, x);
		return INST(c, SpvOpSelect, ty,
		            INST(c, SpvOpSLessThan, lsv_vec_type(c, lsv_bool_type(c), n ? n : 1), x, lsv_const_of(c, t, 0)),
		            neg, x);
	}
	if (strcmp(ocl + 2, "max") && strcmp(ocl + 2, "min"))
		return satarith(c, t, ocl, x, lsv_val(c, LLVMGetOperand(v, 1)));
	return minmax(c, t, x, lsv_val(c, LLVMGetOperand(v, 1)), minmaxcmp(ocl));
}

/* llvm.stacksave (save) and llvm.stackrestore: they only free run-time sized
 * allocas, so without one in the function they do nothing. */
static SpvId
stack(struct lsv_ctx *c, LLVMValueRef v, bool save)
{
	LLVMValueRef p;

	if (save) {
		if (!c->f->vla)
			return lsv_undef(c, lsv_value_type(c, v));
		if (LLVMGetPointerAddressSpace(LLVMTypeOf(v)) != 0)
			lsv_unsupported(c, v, "llvm.stacksave outside address space 0");
		return lsv_inst(c, SpvOpSaveMemoryINTEL, lsv_value_type(c, v), (const uint32_t[]){0}, 0);
	}
	p = LLVMGetOperand(v, 0);
	if (c->f->vla) {
		if (LLVMGetPointerAddressSpace(LLVMTypeOf(p)) != 0)
			lsv_unsupported(c, v, "llvm.stackrestore outside address space 0");
		EMIT(c, c->f->cur, SpvOpRestoreMemoryINTEL, lsv_val(c, p));
	}
	return 0;
}

/* Is the unknown intrinsic `name` in the comma-separated prefix list (""
 * allows all)? */
static bool
allowed(const char *list, const char *name, size_t len)
{
	if (!list)
		return false;
	if (!*list)
		return true;
	while (*list) {
		const char *end = strchr(list, ',');
		size_t n = end ? (size_t)(end - list) : strlen(list);
		if (n && n <= len && !memcmp(list, name, n))
			return true;
		if (!end)
			break;
		list = end + 1;
	}
	return false;
}

static SpvId
powi(struct lsv_ctx *c, LLVMValueRef v)
{
	/* pown wants as many exponents as lanes; powi has one */
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef e = LLVMGetOperand(v, 1);
	unsigned n = lsv_vec_len(t);
	SpvId args[2] = {lsv_val(c, LLVMGetOperand(v, 0)), lsv_val(c, e)};

	if (LLVMGetIntTypeWidth(LLVMTypeOf(e)) != 32)
		lsv_unsupported(c, v, "llvm.powi with an exponent other than i32");
	if (n > 1) {
		/* OpCompositeInsert, not OpCompositeConstruct: see pair() */
		SpvId vt = lsv_vec_type(c, lsv_int_type(c, 32), n), x = lsv_undef(c, vt);
		for (unsigned i = 0; i < n; i++)
			x = INST(c, SpvOpCompositeInsert, vt, args[1], x, i);
		args[1] = x;
	}
	return lsv_extinst(c, lsv_type(c, t), LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "pown", 4),
	                   args, 2);
}

/* ctlz/cttz: clz/ctz of a widened value count the padding bits too */
static SpvId
ocl1(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned nb = lsv_elem_bits(t), w = lsv_int_width(c, nb, NULL);
	SpvId id;

	if (native(c, t))
		return nativecount(c, v, r->ocl);
	id = ocl(c, v, r, 1);

	if (w != nb && !strcmp(r->ocl, "clz"))
		return INST(c, SpvOpISub, lsv_type(c, t), id, lsv_const_of(c, t, w - nb));
	if (w != nb) {
		SpvId args[2] = {id, lsv_const_of(c, t, nb)};
		return lsv_extinst(c, lsv_type(c, t), LSV_SET_OPENCL,
		                   (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "u_min", 5), args, 2);
	}
	return id;
}

static SpvId
lround_(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	LLVMValueRef a = LLVMGetOperand(v, 0);
	SpvId args[1] = {lsv_val(c, a)};
	SpvId r0 = lsv_extinst(c, lsv_type(c, LLVMTypeOf(a)), LSV_SET_OPENCL,
	                       (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, r->ocl, strlen(r->ocl)), args, 1);

	if (oddint(c, LLVMTypeOf(v)))
		lsv_unsupported(c, v, "a rounding conversion to a widened integer type");
	return INST(c, SpvOpConvertFToS, lsv_type(c, LLVMTypeOf(v)), r0);
}

/* scmp/ucmp: 1 if a > b, -1 if a < b, else 0 */
static SpvId
cmp3(struct lsv_ctx *c, LLVMValueRef v, bool sgn)
{
	LLVMValueRef a = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId x = lsv_val(c, a), y = lsv_val(c, LLVMGetOperand(v, 1)), ty = lsv_type(c, t);
	unsigned n = lsv_vec_len(t);
	SpvId bt = lsv_vec_type(c, lsv_bool_type(c), n ? n : 1), gt, lt, id;

	if (oddint(c, LLVMTypeOf(a)) || oddint(c, t) || lsv_is_bool(LLVMTypeOf(a)) || lsv_is_bool(t))
		lsv_unsupported(c, v, "a three-way comparison on i1 or widened integer types");
	gt = INST(c, sgn ? SpvOpSGreaterThan : SpvOpUGreaterThan, bt, x, y);
	lt = INST(c, sgn ? SpvOpSLessThan : SpvOpULessThan, bt, x, y);
	id = INST(c, SpvOpSelect, ty, lt, lsv_const_of(c, t, ~0ull), lsv_const_of(c, t, 0));
	return INST(c, SpvOpSelect, ty, gt, lsv_const_of(c, t, 1), id);
}

static SpvId lower(struct lsv_ctx *c, LLVMValueRef v, const struct row *r, unsigned nargs);

/* experimental.constrained.<op> with the plain intrinsic's lowering, on the
 * value operands: the rounding and exception arguments are assumptions about
 * the environment (LangRef), and the Kernel environment rounds to nearest. */
static SpvId
cmath(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	const char *base = r->name + sizeof "experimental.constrained." - 1;
	const struct row *b = find(base, strlen(base));

	if (!b)
		lsv_bug("no row %s", base);
	return rounded(c, v, lower(c, v, b, valueargs(v)), !strcmp(base, "sqrt"));
}

/* The "fpbuiltin-max-error" attribute of call v, or of its callee, in ulp;
 * -1 when there is none. */
static double
maxerror(struct lsv_ctx *c, LLVMValueRef v)
{
	static const char key[] = "fpbuiltin-max-error";
	LLVMAttributeRef a = LLVMGetCallSiteStringAttribute(v, LLVMAttributeFunctionIndex, key, sizeof key - 1);
	LLVMValueRef f = LLVMGetCalledValue(v);
	const char *s;
	char buf[32], *end;
	unsigned n;
	double e;

	if (!a && LLVMIsAFunction(f))
		a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, key, sizeof key - 1);
	if (!a)
		return -1;
	s = LLVMGetStringAttributeValue(a, &n);
	if (n == 0 || n >= sizeof buf)
		lsv_unsupported(c, v, "an \"fpbuiltin-max-error\" that is not a number of ulp");
	memcpy(buf, s, n);
	buf[n] = 0;
	e = strtod(buf, &end);
	if (*end || !(e >= 0 && e <= 3.4e38))
		lsv_unsupported(c, v, "an \"fpbuiltin-max-error\" that is not a number of ulp");
	return e;
}

/* The error in ulp that the lowering of an llvm.fpbuiltin row has without
 * FPMaxErrorDecorationINTEL. OpenCL C 3.0, 7.4 "Relative Error as ULPs": float
 * +, -, * and remainders are correctly rounded, x / y within 2.5 ulp, each
 * math function within its row's bound (the tightest of float, double and
 * half in ulp is float's, except division and square root, whose double
 * and half forms are tighter still). Vulkan promises correct rounding only
 * for +, - and *; the rest has no ulp bound there. */
static double
fpbound(struct lsv_ctx *c, const struct row *r)
{
	bool exact = r->kind == FPBOP && r->arg != LLVMFDiv && (r->arg != LLVMFRem || c->env->ulpmath);

	if (exact)
		return 0;
	if (!c->env->ulpmath)
		return -1;
	return r->kind == FPBOP ? 2.5 : r->arg / 2.0;
}

/* llvm.fpbuiltin.<op> (Intel's accuracy-carrying intrinsics): the operation,
 * decorated FPMaxErrorDecorationINTEL with the call's "fpbuiltin-max-error"
 * under SPV_INTEL_fp_max_error. The attribute allows that much error, so
 * without the decoration the operation is still right when its own bound is
 * within it; when it is not, or not known, that is an error naming the
 * extension. */
static SpvId
fpbuiltin(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned n = r->kind == FPB1 ? 1 : 2, i;
	double want = maxerror(c, v), have;
	SpvId id;

	if (LLVMGetNumArgOperands(v) != n || !isfp(t))
		lsv_bad_intrinsic(c, v);
	for (i = 0; i < n; i++) {
		LLVMTypeRef a = LLVMTypeOf(LLVMGetOperand(v, i));
		/* ldexp's exponent: int lanes as many as the value's */
		bool ok = i == 1 && r->ocl && !strcmp(r->ocl, "ldexp")
		                  ? lsv_is_int(a) && lsv_elem_bits(a) == 32 && lsv_vec_len(a) == lsv_vec_len(t)
		                  : a == t;
		if (!ok)
			lsv_bad_intrinsic(c, v);
	}
	id = r->kind == FPBOP ? lsv_lower_as(c, v, (LLVMOpcode)r->arg) : ocl(c, v, r, n);
	if (want < 0)
		return id;
	if (lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationFPMaxErrorDecorationINTEL)) {
		union { float f; uint32_t u; } e = {(float)want};
		DECORATE(c, id, SpvDecorationFPMaxErrorDecorationINTEL, e.u);
		return id;
	}
	have = fpbound(c, r);
	if (have < 0 || have > want)
		lsv_fail_at(c, v, "llvm.%s with \"fpbuiltin-max-error\"=\"%g\" is not supported for %s: %s%s", r->name,
		            want, c->tgt.triple,
		            have < 0 ? lsv_fmt(&c->fn, "the %s environment promises no such bound", c->env->name)
		                     : lsv_fmt(&c->fn, "without FPMaxErrorDecorationINTEL it may be off by %g ulp", have),
		            lsv_enum_why(c, LSV_K_Decoration, SpvDecorationFPMaxErrorDecorationINTEL));
	return id;
}

/* The kinds whose result is the value of v (0: none). */
static SpvId
lower(struct lsv_ctx *c, LLVMValueRef v, const struct row *r, unsigned nargs)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	switch (r->kind) {
	case DROP: return 0;
	case TRAP: lsv_trap(c, v); return 0;
	case DEBUG: lsv_debug_intrinsic(c, v); return 0;
	case PASS0: return lsv_val_as(c, LLVMGetOperand(v, 0), lsv_value_type(c, v));
	case OCL: return ocl(c, v, r, nargs);
	case POWI: return powi(c, v);
	case OCL1: return ocl1(c, v, r);
	case SOCL:
	case UOCL:
		if (oddint(c, t))
			lsv_unsupported(c, v, "this integer intrinsic on a widened integer type");
		if (native(c, t))
			return nativeint(c, v, r->ocl);
		return ocl(c, v, r, !strcmp(r->ocl, "s_abs") ? 1 : 2);
	case CORE:
		if (r->arg == SpvOpBitReverse)
			return bitreverse(c, v);
		if (r->arg == SpvOpBitCount && (native(c, t) || (c->env->bits32 && lsv_elem_bits(t) != 32)))
			return popcount(c, v);
		return INST(c, (SpvOp)r->arg, lsv_type(c, t), lsv_val(c, LLVMGetOperand(v, 0)));
	case BSWAP: return bswap(c, v);
	case FSH: return funnel(c, v, r->arg);
	case MEMCPY: memcpy_(c, v, r->arg); return 0;
	case MEMSET: memset_(c, v); return 0;
	case ASSUME:
		if (lsv_op_ok(c, SpvOpAssumeTrueKHR))
			EMIT(c, c->f->cur, SpvOpAssumeTrueKHR, lsv_val(c, LLVMGetOperand(v, 0)));
		return 0;
	case EXPECT:
		if (lsv_op_ok(c, SpvOpExpectKHR))
			return INST(c, SpvOpExpectKHR, lsv_type(c, t), lsv_val(c, LLVMGetOperand(v, 0)),
			            lsv_val(c, LLVMGetOperand(v, 1)));
		return lsv_val(c, LLVMGetOperand(v, 0));
	case FREXP: return outpair(c, v, "frexp");
	case MODF:
		if (LLVMGetNumArgOperands(v) != 1 || !isfp(LLVMTypeOf(LLVMGetOperand(v, 0))) ||
		    LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) != 2 ||
		    LLVMStructGetTypeAtIndex(t, 0) != LLVMTypeOf(LLVMGetOperand(v, 0)) ||
		    LLVMStructGetTypeAtIndex(t, 1) != LLVMTypeOf(LLVMGetOperand(v, 0)))
			lsv_bad_intrinsic(c, v);
		return outpair(c, v, r->ocl);
	case FPCLASS: return fpclass(c, v);
	case OVF: return overflow(c, v, r->name, (SpvOp)r->arg);
	case REDUCE: return reduce(c, v, r->arg);
	case FMINMAXNUM: samefp(c, v, 2); /* fall through */
	case FMINMAX:
		return fminmax(c, t, lsv_val(c, LLVMGetOperand(v, 0)), lsv_val(c, LLVMGetOperand(v, 1)), r->arg,
		               r->kind == FMINMAX);
	case SATCVT: return satcvt(c, v, r->arg);
	case LROUND: return lround_(c, v, r);
	case CMP3: return cmp3(c, v, r->arg);
	case FALSE: return lsv_const_bool(c, false);
	case ICONST: return lsv_const_of(c, t, r->arg);
	case OBJSIZE: {
		/* unknown size: 0 when asked for the minimum, else -1 */
		LLVMValueRef mn = LLVMGetOperand(v, 1);
		return lsv_const_of(c, t, LLVMIsAConstantInt(mn) && LLVMConstIntGetZExtValue(mn) ? 0 : ~0ull);
	}
	case STACK: return stack(c, v, r->arg);
	case CARITH: return rounded(c, v, lsv_lower_as(c, v, (LLVMOpcode)r->arg), (LLVMOpcode)r->arg == LLVMFDiv);
	case CCVT: return ccvt(c, v, (LLVMOpcode)r->arg);
	case CFCMP: return cfcmp(c, v);
	case CMATH: return cmath(c, v, r);
	case SHLSAT: return shlsat(c, v, r->arg);
	case MULFIX: return mulfix(c, v, r->arg);
	case DIVFIX: return divfix(c, v, r->arg);
	case VEXTRACT: return vextract(c, v);
	case VINSERT: return vinsert(c, v);
	case MLOAD: return mload(c, v, r->arg);
	case MSTORE: mstore(c, v, r->arg); return 0;
	case VARANN: annotate(c, v, lsv_val(c, LLVMGetOperand(v, 0))); return 0;
	case PTRANN: {
		SpvId id = lsv_val_as(c, LLVMGetOperand(v, 0), lsv_value_type(c, v));
		if (isfpgareg(v))
			return fpgareg(c, v, id);
		annotate(c, v, id);
		return id;
	}
	case ANN: {
		SpvId id = lsv_val_as(c, LLVMGetOperand(v, 0), lsv_value_type(c, v));
		return isfpgareg(v) ? fpgareg(c, v, id) : id;
	}
	case FENCE: return fence(c, v);
	case CLOCK: return clock_(c, v);
	case FPB1:
	case FPB2:
	case FPBOP: return fpbuiltin(c, v, r);
	case ARBFP: return arbfp(c, v);
	}
	lsv_bug("intrinsic kind %d", r->kind);
}

bool
lsv_intrinsic(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef callee, const char *name, size_t len)
{
	const struct row *r;
	SpvId id;

	(void)callee;
	/* dbg.declare, dbg.value, dbg.assign (the DEBUG rows) are a third of a
	 * -g module's calls: no name search for them */
	if (LLVMIsADbgVariableIntrinsic(v)) {
		lsv_debug_intrinsic(c, v);
		return true;
	}
	if (len > 9 && !memcmp(name, "llvm.spv.", 9)) {
		if (lsv_spv_intrinsic(c, v, name, len))
			return true;
		r = NULL;
	} else {
		r = lookup(name, len);
	}
	if (!r) {
		if (allowed(c->opt->allow_intrinsics, name, len))
			return false;
		lsv_fail_at(c, v, "intrinsic %.*s is not supported for %s", (int)len, name, c->tgt.triple);
	}
	id = lower(c, v, r, LLVMGetNumArgOperands(v));
	if (id) {
		lsv_fpmath(c, v, id);
		lsv_set_val(c, v, id);
	}
	return true;
}

void
lsv_intrinsic_as(struct lsv_ctx *c, LLVMValueRef v, const char *row)
{
	const struct row *r = find(row, strlen(row));
	SpvId id;

	if (!r)
		lsv_bug("no intrinsic row %s", row);
	id = lower(c, v, r, LLVMGetNumArgOperands(v));
	if (id)
		lsv_set_val(c, v, id);
}
