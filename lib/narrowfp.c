/* narrowfp.c: floats narrower than half (SPV_EXT_float8's E4M3 and E5M2,
 * SPV_EXT_ocp_microscaling_types' and SPV_INTEL_float4's E2M1), with
 * SPV_INTEL_fp_conversions' stochastic rounding. LLVM has no such types, so
 * inputs carry such a value as its bits in an i8 (i4) and convert it with the translator's __builtin_spirv_Convert* builtins
 * (narrowfp.def) or LLVM 22's llvm.arbitrary.fp.convert intrinsic (intrin.c
 * passes its metadata here). A conversion bitcasts the bits to OpTypeFloat
 * <width> <encoding> (or back) around one conversion instruction. */
#include <string.h>

#include "lsv.h"

enum family { CONV, SAT, STOCH, CSTOCH };

const struct lsv_brow lsv_narrowfp_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "narrowfp.def"
#undef B
	{"", CONV, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_narrowfp_nrows = sizeof(lsv_narrowfp_rows) / sizeof(lsv_narrowfp_rows[0]) - 1;

/* A side of a conversion: the LLVM type's own floats (FLT), integers read
 * as signed or unsigned, or a narrow encoding held in integer bits (NARROW). */
enum side { FLT, SINT, UINT, NARROW };

struct fmt {
	enum side side;
	SpvFPEncoding enc;  /* NARROW */
	unsigned bits;      /* NARROW: its width */
	LLVMTypeKind kind;  /* FLT: half or bfloat, or void for any float */
};

/* The names of the encodings: the builtins' and the intrinsic's spellings. */
static const struct {
	const char *name;
	SpvFPEncoding enc;
	unsigned bits;
} encs[] = {
	{"E2M1", SpvFPEncodingFloat4E2M1EXT, 4}, {"E2M1INTEL", SpvFPEncodingFloat4E2M1INTEL, 4},
	{"E4M3", SpvFPEncodingFloat8E4M3EXT, 8}, {"E5M2", SpvFPEncodingFloat8E5M2EXT, 8},
	{"Float8E4M3", SpvFPEncodingFloat8E4M3EXT, 8}, {"Float8E5M2", SpvFPEncodingFloat8E5M2EXT, 8},
	{"spv.E4M3EXT", SpvFPEncodingFloat8E4M3EXT, 8}, {"spv.E5M2EXT", SpvFPEncodingFloat8E5M2EXT, 8},
};

static bool
is(const char *s, size_t len, const char *lit)
{
	return s && len == strlen(lit) && !memcmp(s, lit, len);
}

/* The format named s[0..len), or false. */
static bool
fmtnamed(const char *s, size_t len, struct fmt *f)
{
	size_t i;

	f->enc = 0;
	f->side = FLT;
	f->kind = is(s, len, "FP16") ? LLVMHalfTypeKind : is(s, len, "BF16") ? LLVMBFloatTypeKind : LLVMVoidTypeKind;
	if (is(s, len, "none") || f->kind != LLVMVoidTypeKind)
		return true;
	f->side = is(s, len, "signed") ? SINT : UINT;
	if (is(s, len, "signed") || is(s, len, "unsigned"))
		return true;
	f->side = NARROW;
	for (i = 0; i < LSV_LEN(encs); i++)
		if (is(s, len, encs[i].name)) {
			f->enc = encs[i].enc;
			f->bits = encs[i].bits;
			return true;
		}
	return false;
}

/* The element (or matrix component) type of t, and its matrix parameters in
 * p when it is a cooperative matrix. */
static LLVMTypeRef
comp(LLVMTypeRef t, uint32_t p[4])
{
	LLVMTypeRef m = lsv_coopmat_comp(t);
	unsigned i;

	if (!m)
		return lsv_elem_type(t);
	for (i = 0; i < 4; i++)
		p[i] = LLVMGetTargetExtTypeIntParam(t, i);
	return m;
}

/* Does LLVM type t hold values of format f? */
static bool
holds(LLVMTypeRef t, struct fmt f)
{
	uint32_t p[4];
	LLVMTypeRef e = comp(t, p);
	LLVMTypeKind k = LLVMGetTypeKind(e);

	switch (f.side) {
	case NARROW: return k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(e) == f.bits;
	case SINT:
	case UINT: return k == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(e) > 1;
	default:
		if (f.kind != LLVMVoidTypeKind)
			return k == f.kind;
		return k == LLVMHalfTypeKind || k == LLVMBFloatTypeKind || k == LLVMFloatTypeKind ||
		       k == LLVMDoubleTypeKind;
	}
}

/* The SPIR-V type of narrow format f shaped like t (a scalar, vector or
 * cooperative matrix of its bits). */
static SpvId
narrowlike(struct lsv_ctx *c, LLVMTypeRef t, struct fmt f)
{
	uint32_t p[4];
	SpvId ft;

	lsv_req_enum(c, LSV_K_FPEncoding, f.enc);
	ft = INTERN(c, SpvOpTypeFloat, f.bits, f.enc);
	if (!lsv_coopmat_comp(t))
		return lsv_vec_type(c, ft, lsv_vec_len(t) ? lsv_vec_len(t) : 1);
	comp(t, p);
	lsv_type(c, t); /* the matrix type's own checks and requirements */
	lsv_req_cap(c, SpvCapabilityFloat8CooperativeMatrixEXT);
	return INTERN(c, SpvOpTypeCooperativeMatrixKHR, ft, lsv_const_u32(c, p[0]), lsv_const_u32(c, p[1]),
	              lsv_const_u32(c, p[2]), lsv_const_u32(c, p[3]));
}

/* Do a and b have the same shape: lanes, or matrix parameters? */
static bool
sameshape(LLVMTypeRef a, LLVMTypeRef b)
{
	uint32_t p[4] = {0}, q[4] = {0};

	if (!lsv_coopmat_comp(a) != !lsv_coopmat_comp(b))
		return false;
	comp(a, p);
	comp(b, q);
	return lsv_vec_len(a) == lsv_vec_len(b) && !memcmp(p, q, sizeof(p)) && !lsv_widened(a);
}

/* The encodings and bfloat need their extensions: an error naming the one
 * that would enable them. 4-bit floats are bitcast from a 4-bit integer
 * type (types.c refuses matrices of i4). The Intel builtins' E2M1 is
 * SPV_INTEL_float4's encoding, else the same format's EXT one. */
static void
available(struct lsv_ctx *c, LLVMValueRef v, struct fmt *fp, LLVMTypeRef t, const char *what)
{
	uint32_t p[4];
	struct fmt f;

	if (fp->enc == SpvFPEncodingFloat4E2M1INTEL && !lsv_enum_ok(c, LSV_K_FPEncoding, fp->enc) &&
	    lsv_enum_ok(c, LSV_K_FPEncoding, SpvFPEncodingFloat4E2M1EXT))
		fp->enc = SpvFPEncodingFloat4E2M1EXT;
	f = *fp;

	if (f.side == NARROW && !lsv_enum_ok(c, LSV_K_FPEncoding, f.enc))
		lsv_fail_at(c, v, "%s is not supported for %s%s", what, c->tgt.triple,
		            lsv_enum_why(c, LSV_K_FPEncoding, f.enc));
	if (f.side == NARROW && lsv_int_width(c, f.bits, v) != f.bits)
		lsv_fail_at(c, v, "%s is not supported for %s (its i%u bits need "
		            "--spirv-ext=+SPV_INTEL_arbitrary_precision_integers%s)", what, c->tgt.triple, f.bits,
		            f.bits == 4 && lsv_cap_ok(c, SpvCapabilityInt4TypeINTEL)
		                    ? "; SPV_INTEL_int4 does not allow how this module uses i4" : "");
	if (f.side == FLT && LLVMGetTypeKind(comp(t, p)) == LLVMBFloatTypeKind && lsv_bf_route(c) != LSV_BF_KHR)
		lsv_fail_at(c, v, "%s on bfloat values is not supported for %s%s", what, c->tgt.triple,
		            lsv_enum_why(c, LSV_K_FPEncoding, SpvFPEncodingBFloat16KHR));
}

/* Convert x (operand 0 of call v) from format a to format b, the result's
 * format, with op (0: the conversion the sides ask for) and its n further
 * operands; sat: saturate to the largest finite value; round: an
 * FPRoundingMode, or -1. */
static SpvId
convert(struct lsv_ctx *c, LLVMValueRef v, struct fmt a, struct fmt b, SpvOp op, const SpvId *more, unsigned n,
        bool sat, int round, const char *what)
{
	LLVMTypeRef at = LLVMTypeOf(LLVMGetOperand(v, 0)), rt = LLVMTypeOf(v);
	SpvId x, ty, id;
	uint32_t w[4];

	available(c, v, &a, at, what);
	available(c, v, &b, rt, what);
	if (a.side != NARROW && b.side != NARROW)
		lsv_unsupported(c, v, "a narrow-float conversion without a narrow float side");
	if ((a.side == SINT || a.side == UINT) && (b.side == SINT || b.side == UINT))
		lsv_unsupported(c, v, "a narrow-float conversion between integers");
	if (sat && (b.side != NARROW || b.bits != 8))
		lsv_unsupported(c, v, "a saturating conversion to a type that is not an 8-bit float");
	x = lsv_val(c, LLVMGetOperand(v, 0));
	if (a.side == NARROW)
		x = INST(c, SpvOpBitcast, narrowlike(c, at, a), x);
	ty = b.side == NARROW ? narrowlike(c, rt, b) : lsv_type(c, rt);
	if (!op)
		op = a.side == SINT ? SpvOpConvertSToF : a.side == UINT ? SpvOpConvertUToF
		   : b.side == SINT ? SpvOpConvertFToS : b.side == UINT ? SpvOpConvertFToU : SpvOpFConvert;
	w[0] = x;
	if (n)
		memcpy(w + 1, more, n * sizeof(*more));
	id = lsv_inst(c, op, ty, w, n + 1);
	if (sat)
		DECORATE0(c, id, SpvDecorationSaturatedToLargestFloat8NormalConversionEXT);
	if (round >= 0)
		DECORATE(c, id, SpvDecorationFPRoundingMode, (uint32_t)round);
	return b.side == NARROW ? INST(c, SpvOpBitcast, lsv_type(c, rt), id) : id;
}

/* The seed operands of a stochastic rounding (call v's arguments 1 and,
 * optionally, 2): an i32, and a pointer to the i32 that receives the next
 * seed ("must be of a pointer type with Function storage class"). */
static unsigned
seeds(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvId *more)
{
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c->llctx);
	LLVMValueRef p;

	if ((n != 2 && n != 3) || LLVMTypeOf(LLVMGetOperand(v, 1)) != i32)
		lsv_bi_unsupported(c, v, cl, " without an i32 seed");
	more[0] = lsv_val(c, LLVMGetOperand(v, 1));
	if (n == 2)
		return 1;
	p = LLVMGetOperand(v, 2);
	if (LLVMGetTypeKind(LLVMTypeOf(p)) != LLVMPointerTypeKind || LLVMGetPointerAddressSpace(LLVMTypeOf(p)) ||
	    lsv_storage_class(c, 0, v) != SpvStorageClassFunction)
		lsv_bi_unsupported(c, v, cl, " whose next-seed argument is not a private pointer");
	more[1] = lsv_val_ptr(c, p, i32);
	return 2;
}

/* A call of a narrowfp.def builtin. */
SpvId
lsv_bi_narrowfp(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	const struct lsv_brow *r = cl->row;
	struct fmt a, b;
	char *what = lsv_fmt(&c->fn, "builtin %.*s", (int)cl->d.namelen, cl->d.name);
	bool stoch = r->fam == STOCH || r->fam == CSTOCH;
	SpvOp op = r->fam == STOCH ? SpvOpStochasticRoundFToFINTEL : SpvOpClampStochasticRoundFToFINTEL;
	SpvId more[2];
	unsigned n = 0;

	if (!fmtnamed(r->a, strlen(r->a), &a) || !fmtnamed(r->b, strlen(r->b), &b))
		lsv_bug("narrowfp row %s", r->name);
	if ((!stoch && LLVMGetNumArgOperands(v) != 1) || !holds(LLVMTypeOf(LLVMGetOperand(v, 0)), a) ||
	    !holds(LLVMTypeOf(v), b) || !sameshape(LLVMTypeOf(LLVMGetOperand(v, 0)), LLVMTypeOf(v)))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	if (!stoch)
		return convert(c, v, a, b, 0, NULL, 0, r->fam == SAT, -1, what);
	if (!lsv_op_ok(c, op))
		lsv_fail_at(c, v, "%s is not supported for %s%s", what, c->tgt.triple, lsv_op_why(c, op));
	n = seeds(c, v, cl, more);
	return convert(c, v, a, b, op, more, n, false, -1, what);
}

/* llvm.arbitrary.fp.convert(x, result format, source format, rounding[,
 * saturate]): the strings from its metadata arguments (NULL when one is not
 * a string), round an FPRoundingMode or -1 ("none"). */
SpvId
lsv_narrowfp_intrinsic(struct lsv_ctx *c, LLVMValueRef v, const char *res, unsigned reslen, const char *src,
                       unsigned srclen, int round)
{
	struct fmt a, b;
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMValueRef s = n == 5 ? LLVMGetOperand(v, 4) : NULL;
	bool sat = s && LLVMIsAConstantInt(s) && LLVMConstIntGetZExtValue(s) == 1;

	if ((n != 4 && n != 5) || (s && (!LLVMIsAConstantInt(s) || LLVMConstIntGetZExtValue(s) > 1)))
		lsv_unsupported(c, v, "llvm.arbitrary.fp.convert with these operands");
	if (!fmtnamed(res, reslen, &b) || !fmtnamed(src, srclen, &a))
		lsv_unsupported(c, v, "llvm.arbitrary.fp.convert with this format");
	if (!holds(LLVMTypeOf(LLVMGetOperand(v, 0)), a) || !holds(LLVMTypeOf(v), b) ||
	    !sameshape(LLVMTypeOf(LLVMGetOperand(v, 0)), LLVMTypeOf(v)))
		lsv_unsupported(c, v, "llvm.arbitrary.fp.convert declared with these types");
	return convert(c, v, a, b, 0, NULL, 0, sat, round, "llvm.arbitrary.fp.convert");
}
