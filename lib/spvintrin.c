/* spvintrin.c: llvm.spv.* intrinsics (IntrinsicsSPIRV.td of LLVM 19 to 22),
 * found by name in spvintrin.def: LLVM 19 parses a declared one it does not
 * know, so each lowering checks the call's types itself. The compute and HLSL
 * ones become built-in variables, extended instructions, GroupNonUniform
 * instructions and barriers; the SPIR-V backend's stand-ins for instructions
 * (spv.gep, spv.load, ...) lower as the instruction, its type, name and
 * decoration evidence is applied; resources and fragment-shader operations
 * belong to the Shader environment. */
#include <string.h>

#include "lsv.h"

enum kind { WI, WIS, XMATH, FRAC, SATURATE, SIGN, FACEFWD, REFLECT, REFRACT, ANYALL, FDOT, IDOT, DOT4,
            FIRSTBIT, CLASS, WAVE, VOTE, ELECT, ALLEQ, BALLOT, BITCOUNT, READLANE, QUAD, BARRIER, SHADER,
            GATHER, PACKH, UNPACKH, PACK8, SPECBOOL, TYPEHINT, PTRHINT, NAME, DECOR, ALIASHINT, FPMAXERR,
            VALUEMD, MERGE, GLOBALINIT, LIFETIME, UNREACH, ABORT, ASSUME, EXPECT, PASS0, GENCAST, AS, GEP, LOAD,
            STORE, ALOAD, ASTORE, EXTRACTV, INSERTV, CCOMP, PTRCAST, SWITCH, CMPXCHG, ALLOCA, UNDEF,
            POISON, ASM };

struct row {
	const char *name;
	enum kind kind;
	const char *ocl;  /* OpenCL.std name, BuiltIn or instruction (Kernel) */
	const char *glsl; /* GLSL.std.450 name (Shader) */
	uint32_t arg;
};

#define S(n, k, o, g, a) {n, k, o, g, a},
static const struct row rows[] = {
#include "spvintrin.def"
};
#undef S

/* The row of "llvm.spv.<name>[.<suffix>...]". */
static const struct row *
lookup(const char *name, size_t len)
{
	return lsv_row_stripped(rows, LSV_LEN(rows), sizeof(rows[0]), name + 9, len - 9);
}

/* Is call v a call of llvm.spv.<name> (with any suffix)? */
static bool
isspv(LLVMValueRef v, const char *name)
{
	LLVMValueRef f = LLVMIsACallInst(v) ? LLVMGetCalledValue(v) : NULL;
	size_t len, k = strlen(name);
	const char *s;

	if (!f || !LLVMIsAFunction(f))
		return false;
	s = LLVMGetValueName2(f, &len);
	return len >= 9 + k && !memcmp(s, "llvm.spv.", 9) && !memcmp(s + 9, name, k) && (len == 9 + k || s[9 + k] == '.');
}

static unsigned
nargs(LLVMValueRef v)
{
	return LLVMGetNumArgOperands(v);
}

static LLVMValueRef
arg(LLVMValueRef v, unsigned i)
{
	return LLVMGetOperand(v, i);
}

static LLVMTypeRef
argty(LLVMValueRef v, unsigned i)
{
	return LLVMTypeOf(LLVMGetOperand(v, i));
}

/* The call must have n arguments and satisfy ok, which may read them: it is
 * evaluated only when the count is right. */
#define need(c, v, n, ok) \
	do { \
		if (nargs(v) != (n) || !(ok)) \
			lsv_bad_intrinsic(c, v); \
	} while (0)

static bool
isfp(LLVMTypeRef t)
{
	return lsv_scalar_bits(lsv_elem_type(t)) && !lsv_is_int(t);
}

/* An integer or integer vector of a legal width (not i1). */
static bool
isint(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned b = lsv_is_int(t) ? lsv_elem_bits(t) : 0;

	return b > 1 && b <= 64 && lsv_int_width(c, b, NULL) == b;
}

static bool
isi32(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(t) == 32;
}

static bool
isptr(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMPointerTypeKind;
}

/* Integer (or integer vector) type of `bits` with the lanes of t. */
static LLVMTypeRef
intof(struct lsv_ctx *c, LLVMTypeRef t, unsigned bits)
{
	LLVMTypeRef i = LLVMIntTypeInContext(c->llctx, bits);

	return lsv_vec_len(t) ? LLVMVectorType(i, lsv_vec_len(t)) : i;
}

static SpvId
booltype(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned n = lsv_vec_len(t);

	return lsv_vec_type(c, lsv_bool_type(c), n ? n : 1);
}

static bool
constint(LLVMValueRef v, unsigned i)
{
	return i < nargs(v) && LLVMIsAConstantInt(arg(v, i));
}

/* The real type of v: the SPIR-V backend stands aggregates in by i32 and
 * names their type with llvm.spv.assign.type(v, metadata !{T poison}). */
static LLVMTypeRef
realtype(LLVMValueRef v)
{
	LLVMUseRef u;

	for (u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		LLVMTypeRef t;
		if (isspv(user, "assign.type") && nargs(user) == 2 && arg(user, 0) == v && (t = lsv_md_type(arg(user, 1))))
			return t;
	}
	return LLVMTypeOf(v);
}

/* The pointee the backend declared for pointer p: the type of an
 * llvm.spv.ptrcast that made it, or of an llvm.spv.assign.ptr.type of it. */
static LLVMTypeRef
declared(LLVMValueRef p)
{
	LLVMUseRef u;
	LLVMTypeRef t;

	if (isspv(p, "ptrcast") && nargs(p) == 3 && (t = lsv_md_type(arg(p, 1))))
		return t;
	for (u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u);
		if (isspv(user, "assign.ptr.type") && nargs(user) == 3 && arg(user, 0) == p &&
		    (t = lsv_md_type(arg(user, 1))))
			return t;
	}
	return NULL;
}

/* A value whose IR type is the backend's i32 stand-in for type t may only
 * reach other llvm.spv.* calls: anything else would read the stand-in. */
static void
standin(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t)
{
	LLVMUseRef u;

	if (t == LLVMTypeOf(v))
		return;
	for (u = LLVMGetFirstUse(v); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef user = LLVMGetUser(u), f = LLVMIsACallInst(user) ? LLVMGetCalledValue(user) : NULL;
		size_t len;
		const char *s = f && LLVMIsAFunction(f) ? LLVMGetValueName2(f, &len) : NULL;
		if (!s || len < 9 || memcmp(s, "llvm.spv.", 9))
			lsv_unsupported(c, user, "a use of an llvm.spv.* aggregate stand-in outside llvm.spv.* intrinsics");
	}
}

/* The type a stand-in producer makes: its assign.type, which must exist. */
static LLVMTypeRef
standintype(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = realtype(v);

	if (t == LLVMTypeOf(v) && LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
		lsv_unsupported(c, v, "an llvm.spv.* aggregate stand-in without an llvm.spv.assign.type of it");
	standin(c, v, t);
	return t;
}

/* Work-item queries: the vector built-ins take a dimension; the scalar
 * ones (flattened.thread.id.in.group, the sub-group ones) take none. */
static SpvId
workitem(struct lsv_ctx *c, LLVMValueRef v, const struct row *r, bool vector)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	int64_t b = lsv_enum_value(LSV_K_BuiltIn, r->ocl, strlen(r->ocl));

	if (b < 0)
		lsv_bug("unknown BuiltIn %s", r->ocl);
	need(c, v, vector, LLVMGetTypeKind(t) == LLVMIntegerTypeKind && isint(c, t) &&
	     (!vector || (isint(c, argty(v, 0)) && !lsv_vec_len(argty(v, 0)))));
	if (!vector)
		return lsv_builtin_read(c, (SpvBuiltIn)b, lsv_type(c, t));
	return lsv_workitem(c, v, (SpvBuiltIn)b, arg(v, 0), r->arg);
}

/* XMATH: all operands of one type T (float, or integer for the clamps); the
 * result T, or its element for length and distance, a 3 or 4 lane vector
 * for cross. */
static SpvId
xmath(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL, rt = LLVMTypeOf(v);
	bool ints = r->ocl[1] == '_', elem = !strcmp(r->ocl, "length") || !strcmp(r->ocl, "distance");
	unsigned n = nargs(v), i, want = ints || !strcmp(r->ocl, "mix") || !strcmp(r->ocl, "fclamp") ||
	             !strcmp(r->ocl, "smoothstep") ? 3 : !strcmp(r->ocl, "cross") || !strcmp(r->ocl, "distance") ||
	             !strcmp(r->ocl, "step") || !strcmp(r->ocl, "fmod") ? 2 : 1;
	SpvId args[3];

	need(c, v, want, t && (ints ? isint(c, t) : isfp(t)) && rt == (elem ? lsv_elem_type(t) : t) &&
	     (strcmp(r->ocl, "cross") || lsv_vec_len(t) == 3 || lsv_vec_len(t) == 4));
	for (i = 0; i < n; i++) {
		if (argty(v, i) != t)
			lsv_bad_intrinsic(c, v);
		args[i] = lsv_val(c, arg(v, i));
	}
	return lsv_math(c, v, lsv_type(c, rt), r->ocl, r->glsl, args, n);
}

static SpvId
math1(struct lsv_ctx *c, LLVMValueRef v, const char *ocl, const char *glsl, SpvId type, SpvId x)
{
	return lsv_math(c, v, type, ocl, glsl, &x, 1);
}

/* frac(x) = x - floor(x); saturate(x) = clamp(x, 0, 1) (a NaN gives 0) */
static SpvId
frac(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId ty, x;

	need(c, v, 1, isfp(t) && argty(v, 0) == t);
	ty = lsv_type(c, t);
	x = lsv_val(c, arg(v, 0));
	return INST(c, SpvOpFSub, ty, x, math1(c, v, "floor", "Floor", ty, x));
}

static SpvId
saturate(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId args[3];

	need(c, v, 1, isfp(t) && argty(v, 0) == t);
	args[0] = lsv_val(c, arg(v, 0));
	args[1] = lsv_const_fp_of(c, t, 0.0);
	args[2] = lsv_const_fp_of(c, t, 1.0);
	return lsv_math(c, v, lsv_type(c, t), "fclamp", "NClamp", args, 3);
}

/* sign(x): -1, 0 or 1 as i32 lanes; a NaN gives 0 */
static SpvId
sign(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL, rt = LLVMTypeOf(v);
	SpvId ty, bt, x, gt, lt;

	need(c, v, 1, t && (isfp(t) || isint(c, t)) && rt == intof(c, t, 32));
	ty = lsv_type(c, rt);
	x = lsv_val(c, arg(v, 0));
	if (isfp(t))
		return INST(c, SpvOpConvertFToS, ty, math1(c, v, "sign", "FSign", lsv_type(c, t), x));
	bt = booltype(c, t);
	gt = INST(c, SpvOpSGreaterThan, bt, x, lsv_const_of(c, t, 0));
	lt = INST(c, SpvOpSLessThan, bt, x, lsv_const_of(c, t, 0));
	x = INST(c, SpvOpSelect, ty, lt, lsv_const_of(c, rt, ~0ull), lsv_const_of(c, rt, 0));
	return INST(c, SpvOpSelect, ty, gt, lsv_const_of(c, rt, 1), x);
}

/* dot of two float operands of type t: OpDot, or OpFMul for scalars */
static SpvId
fdot(struct lsv_ctx *c, LLVMTypeRef t, SpvId a, SpvId b)
{
	SpvId et = lsv_type(c, lsv_elem_type(t));

	return INST(c, lsv_vec_len(t) > 1 ? SpvOpDot : SpvOpFMul, et, a, b);
}

/* n times the scalar s: OpVectorTimesScalar, or OpFMul for scalars */
static SpvId
scale(struct lsv_ctx *c, LLVMTypeRef t, SpvId n, SpvId s)
{
	return INST(c, lsv_vec_len(t) > 1 ? SpvOpVectorTimesScalar : SpvOpFMul, lsv_type(c, t), n, s);
}

/* faceforward(n, i, ng) = dot(ng, i) < 0 ? n : -n, as n times 1 or -1 */
static SpvId
faceforward(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v), et = lsv_elem_type(t);
	SpvId n, d, f;

	need(c, v, 3, isfp(t) && argty(v, 0) == t && argty(v, 1) == t && argty(v, 2) == t);
	n = lsv_val(c, arg(v, 0));
	d = fdot(c, t, lsv_val(c, arg(v, 2)), lsv_val(c, arg(v, 1)));
	f = INST(c, SpvOpSelect, lsv_type(c, et), INST(c, SpvOpFOrdLessThan, lsv_bool_type(c), d, lsv_zero_of(c, et)),
	         lsv_const_fp_of(c, et, 1.0), lsv_const_fp_of(c, et, -1.0));
	return scale(c, t, n, f);
}

/* reflect(i, n) = i - 2 dot(n, i) n */
static SpvId
reflect(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v), et = lsv_elem_type(t);
	SpvId i, n, d;

	need(c, v, 2, isfp(t) && argty(v, 0) == t && argty(v, 1) == t);
	i = lsv_val(c, arg(v, 0));
	n = lsv_val(c, arg(v, 1));
	d = INST(c, SpvOpFMul, lsv_type(c, et), lsv_const_fp_of(c, et, 2.0), fdot(c, t, n, i));
	return INST(c, SpvOpFSub, lsv_type(c, t), i, scale(c, t, n, d));
}

/* refract(i, n, eta): k = 1 - eta^2 (1 - dot(n, i)^2); 0 when k < 0, else
 * eta i - (eta dot(n, i) + sqrt(k)) n */
static SpvId
refract(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v), et = lsv_elem_type(t);
	unsigned lanes = lsv_vec_len(t), k;
	SpvId ety, i, n, eta, d, q, r, neg, one;

	need(c, v, 3, isfp(t) && argty(v, 0) == t && argty(v, 1) == t && argty(v, 2) == et);
	ety = lsv_type(c, et);
	i = lsv_val(c, arg(v, 0));
	n = lsv_val(c, arg(v, 1));
	eta = lsv_val(c, arg(v, 2));
	one = lsv_const_fp_of(c, et, 1.0);
	d = fdot(c, t, n, i);
	q = INST(c, SpvOpFSub, ety, one, INST(c, SpvOpFMul, ety, d, d));
	q = INST(c, SpvOpFSub, ety, one, INST(c, SpvOpFMul, ety, INST(c, SpvOpFMul, ety, eta, eta), q));
	neg = INST(c, SpvOpFOrdLessThan, lsv_bool_type(c), q, lsv_zero_of(c, et));
	r = INST(c, SpvOpFAdd, ety, INST(c, SpvOpFMul, ety, eta, d), math1(c, v, "sqrt", "Sqrt", ety, q));
	r = INST(c, SpvOpFSub, lsv_type(c, t), scale(c, t, i, eta), scale(c, t, n, r));
	if (lanes > 1) {
		/* before SPIR-V 1.4 a select's condition has as many lanes as its result */
		SpvId bt = booltype(c, t), b = lsv_undef(c, bt);
		for (k = 0; k < lanes; k++)
			b = INST(c, SpvOpCompositeInsert, bt, neg, b, k);
		neg = b;
	}
	return INST(c, SpvOpSelect, lsv_type(c, t), neg, lsv_zero_of(c, t), r);
}

/* Lanes of x that are not zero (a NaN is not zero), as bools. */
static SpvId
nonzero(struct lsv_ctx *c, LLVMTypeRef t, SpvId x)
{
	if (lsv_is_bool(t))
		return x;
	return INST(c, isfp(t) ? SpvOpFUnordNotEqual : SpvOpINotEqual, booltype(c, t), x, lsv_zero_of(c, t));
}

static SpvId
anyall(struct lsv_ctx *c, LLVMValueRef v, SpvOp op)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL;
	SpvId x;

	need(c, v, 1, t && lsv_is_bool(LLVMTypeOf(v)) && !lsv_vec_len(LLVMTypeOf(v)) &&
	     (isfp(t) || isint(c, t) || lsv_is_bool(t)));
	x = nonzero(c, t, lsv_val(c, arg(v, 0)));
	return lsv_vec_len(t) > 1 ? INST(c, op, lsv_bool_type(c), x) : x;
}

/* sdot/udot: the sum of lane products (the same bits either way) */
static SpvId
idot(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL, et;
	unsigned n, i;
	SpvId ety, a, b, acc = 0;

	need(c, v, 2, t && isint(c, t) && argty(v, 1) == t && LLVMTypeOf(v) == lsv_elem_type(t));
	et = lsv_elem_type(t);
	ety = lsv_type(c, et);
	n = lsv_vec_len(t);
	a = lsv_val(c, arg(v, 0));
	b = lsv_val(c, arg(v, 1));
	if (n <= 1)
		return INST(c, SpvOpIMul, ety, a, b);
	for (i = 0; i < n; i++) {
		SpvId p = INST(c, SpvOpIMul, ety, INST(c, SpvOpCompositeExtract, ety, a, i),
		               INST(c, SpvOpCompositeExtract, ety, b, i));
		acc = acc ? INST(c, SpvOpIAdd, ety, acc, p) : p;
	}
	return acc;
}

/* Byte k of 32-bit x, sign- or zero-extended. */
static SpvId
byteof(struct lsv_ctx *c, SpvId x, unsigned k, bool sgn)
{
	SpvId u = lsv_int_type(c, 32);

	if (sgn) {
		if (k < 3)
			x = INST(c, SpvOpShiftLeftLogical, u, x, lsv_const_u32(c, 24 - 8 * k));
		return INST(c, SpvOpShiftRightArithmetic, u, x, lsv_const_u32(c, 24));
	}
	if (k)
		x = INST(c, SpvOpShiftRightLogical, u, x, lsv_const_u32(c, 8 * k));
	return k < 3 ? INST(c, SpvOpBitwiseAnd, u, x, lsv_const_u32(c, 0xff)) : x;
}

/* dot4add.i8packed/u8packed(a, b, acc): acc plus the dot product of the four
 * bytes of a and b (wrapping, as HLSL's dot4add) */
static SpvId
dot4(struct lsv_ctx *c, LLVMValueRef v, bool sgn)
{
	SpvId u = lsv_int_type(c, 32), a, b, acc;
	unsigned k;

	need(c, v, 3, isi32(LLVMTypeOf(v)) && isi32(argty(v, 0)) && isi32(argty(v, 1)) && isi32(argty(v, 2)));
	a = lsv_val(c, arg(v, 0));
	b = lsv_val(c, arg(v, 1));
	acc = lsv_val(c, arg(v, 2));
	for (k = 0; k < 4; k++)
		acc = INST(c, SpvOpIAdd, u, acc, INST(c, SpvOpIMul, u, byteof(c, a, k, sgn), byteof(c, b, k, sgn)));
	return acc;
}

/* GLSL.std.450 FindUMsb, FindSMsb and FindILsb already mean firstbituhigh,
 * firstbitshigh and firstbitlow (-1 when there is no such bit), but "this
 * instruction is currently limited to 32-bit width components": narrower
 * operands are extended first (with the sign for FindSMsb), which moves no
 * bit that the answer names. */
static SpvId
glslfirstbit(struct lsv_ctx *c, LLVMValueRef v, const struct row *r, LLVMTypeRef t, LLVMTypeRef rt)
{
	SpvId x = lsv_val(c, arg(v, 0)), ty = lsv_type(c, rt);

	if (lsv_elem_bits(t) > 32)
		lsv_unsupported(c, v, lsv_fmt(&c->fn, "llvm.spv.%s on integers wider than 32 bits (GLSL.std.450 %s "
		                              "takes 32-bit lanes only)", r->name, r->glsl));
	if (lsv_elem_bits(t) < 32)
		x = INST(c, r->arg == 1 ? SpvOpSConvert : SpvOpUConvert, ty, x);
	return lsv_math(c, v, ty, r->ocl, r->glsl, &x, 1);
}

/* firstbituhigh: the index of the highest set bit, firstbitshigh: of the
 * highest bit that differs from the sign, firstbitlow: of the lowest set
 * bit; -1 when there is none. Computed in the operand's width from OpenCL.std
 * clz/ctz, then as i32 lanes; GLSL.std.450 has them as instructions. */
static SpvId
firstbit(struct lsv_ctx *c, LLVMValueRef v, const struct row *row)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL, rt = LLVMTypeOf(v);
	unsigned w, which = row->arg;
	SpvId ty, x, r;

	need(c, v, 1, t && isint(c, t) && rt == intof(c, t, 32));
	if (c->env->extset == LSV_SET_GLSL)
		return glslfirstbit(c, v, row, t, rt);
	w = lsv_elem_bits(t);
	ty = lsv_type(c, t);
	x = lsv_val(c, arg(v, 0));
	if (which == 1) /* x < 0 ? ~x : x */
		x = INST(c, SpvOpBitwiseXor, ty, x, INST(c, SpvOpShiftRightArithmetic, ty, x, lsv_const_of(c, t, w - 1)));
	if (which == 2) {
		r = math1(c, v, "ctz", NULL, ty, x);
		r = INST(c, SpvOpSelect, ty, INST(c, SpvOpIEqual, booltype(c, t), x, lsv_const_of(c, t, 0)),
		         lsv_const_of(c, t, ~0ull), r);
	} else {
		r = INST(c, SpvOpISub, ty, lsv_const_of(c, t, w - 1), math1(c, v, "clz", NULL, ty, x));
	}
	return w == 32 ? r : INST(c, SpvOpSConvert, lsv_type(c, rt), r);
}

static SpvId
classtest(struct lsv_ctx *c, LLVMValueRef v, SpvOp op)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL;

	need(c, v, 1, t && isfp(t) && lsv_is_bool(LLVMTypeOf(v)) && lsv_vec_len(LLVMTypeOf(v)) == lsv_vec_len(t));
	return INST(c, op, lsv_type(c, LLVMTypeOf(v)), lsv_val(c, arg(v, 0)));
}

static SpvId
subgroup(struct lsv_ctx *c)
{
	return lsv_scope(c, SpvScopeSubgroup);
}

/* WAVE: '#' is I or F, '?' S or U (argument bit 16) or F; a bitwise
 * operation on bools is the logical one. */
static SpvId
wave(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	bool fp = isfp(t), b = lsv_is_bool(t), bitwise = strstr(r->ocl, "Bitwise") != NULL;
	char name[48];
	size_t i, k = 0;
	uint32_t op = r->arg & 3;
	int code;

	need(c, v, 1, argty(v, 0) == t && (fp || isint(c, t) || (b && bitwise)) && !(fp && bitwise));
	for (i = 0; r->ocl[i] && k + 8 < sizeof(name); i++) {
		char ch = r->ocl[i];
		if (b && !strncmp(r->ocl + i, "Bitwise", 7)) {
			memcpy(name + k, "Logical", 7);
			k += 7, i += 6;
			continue;
		}
		name[k++] = ch == '#' ? (fp ? 'F' : 'I') : ch == '?' ? (fp ? 'F' : r->arg & 16 ? 'S' : 'U') : ch;
	}
	code = lsv_opcode(name, k);
	if (code < 0)
		lsv_bug("no opcode %.*s", (int)k, name);
	lsv_req_enum(c, LSV_K_GroupOperation, op);
	return INST(c, (SpvOp)code, lsv_type(c, t), subgroup(c), op, lsv_val(c, arg(v, 0)));
}

static SpvId
ballot(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef u4 = LLVMVectorType(LLVMInt32TypeInContext(c->llctx), 4);

	need(c, v, 1, LLVMTypeOf(v) == u4 && lsv_is_bool(argty(v, 0)) && !lsv_vec_len(argty(v, 0)));
	return INST(c, SpvOpGroupNonUniformBallot, lsv_type(c, u4), subgroup(c), lsv_val(c, arg(v, 0)));
}

/* wave.active.countbits / subgroup.prefix.bit.count: the ballot's bits,
 * counted for the whole group or the lanes below this one */
static SpvId
bitcount(struct lsv_ctx *c, LLVMValueRef v, uint32_t op)
{
	SpvId b;

	need(c, v, 1, isi32(LLVMTypeOf(v)) && lsv_is_bool(argty(v, 0)) && !lsv_vec_len(argty(v, 0)));
	b = INST(c, SpvOpGroupNonUniformBallot, lsv_vec_type(c, lsv_int_type(c, 32), 4), subgroup(c),
	         lsv_val(c, arg(v, 0)));
	lsv_req_enum(c, LSV_K_GroupOperation, op);
	return INST(c, SpvOpGroupNonUniformBallotBitCount, lsv_int_type(c, 32), subgroup(c), op, b);
}

static bool
isbool1(LLVMTypeRef t)
{
	return lsv_is_bool(t) && !lsv_vec_len(t);
}

static SpvId
vote(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	need(c, v, 1, isbool1(LLVMTypeOf(v)) && isbool1(argty(v, 0)));
	return INST(c, (SpvOp)r->arg, lsv_bool_type(c), subgroup(c), lsv_val(c, arg(v, 0)));
}

/* wave.all.equal: one bool per lane of the operand */
static SpvId
allequal(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL;
	unsigned n, i;
	SpvId x, bt, acc, ety;

	need(c, v, 1, t && (isfp(t) || isint(c, t) || lsv_is_bool(t)) && lsv_is_bool(LLVMTypeOf(v)) &&
	     lsv_vec_len(LLVMTypeOf(v)) == lsv_vec_len(t));
	x = lsv_val(c, arg(v, 0));
	n = lsv_vec_len(t);
	if (n <= 1)
		return INST(c, SpvOpGroupNonUniformAllEqual, lsv_bool_type(c), subgroup(c), x);
	bt = booltype(c, t);
	ety = lsv_type(c, lsv_elem_type(t));
	acc = lsv_undef(c, bt);
	for (i = 0; i < n; i++) {
		SpvId e = INST(c, SpvOpGroupNonUniformAllEqual, lsv_bool_type(c), subgroup(c),
		               INST(c, SpvOpCompositeExtract, ety, x, i));
		acc = INST(c, SpvOpCompositeInsert, bt, e, acc, i);
	}
	return acc;
}

/* wave.readlane(x, lane): before SPIR-V 1.5 a broadcast needs a constant
 * lane, and the lane must be uniform anyway, so a run-time one shuffles. */
static SpvId
readlane(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId ty, x, id;

	need(c, v, 2, argty(v, 0) == t && (isfp(t) || isint(c, t) || lsv_is_bool(t)) && isi32(argty(v, 1)));
	ty = lsv_type(c, t);
	x = lsv_val(c, arg(v, 0));
	id = lsv_val(c, arg(v, 1));
	return INST(c, constint(v, 1) ? SpvOpGroupNonUniformBroadcast : SpvOpGroupNonUniformShuffle, ty, subgroup(c), x,
	            id);
}

static SpvId
quad(struct lsv_ctx *c, LLVMValueRef v, uint32_t dir)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	need(c, v, 1, argty(v, 0) == t && (isfp(t) || isint(c, t) || lsv_is_bool(t)));
	return INST(c, SpvOpGroupNonUniformQuadSwap, lsv_type(c, t), subgroup(c), lsv_val(c, arg(v, 0)),
	            lsv_const_u32(c, dir));
}

/* BARRIER flags: 1 control barrier (all invocations of the work-group wait),
 * 2 work-group memory, 4 device memory (global and image) at device scope */
static void
barrier(struct lsv_ctx *c, LLVMValueRef v, uint32_t f)
{
	uint32_t sem = SpvMemorySemanticsAcquireReleaseMask;
	SpvScope mem = f & 4 ? SpvScopeDevice : SpvScopeWorkgroup;

	need(c, v, 0, true);
	if (f & 2)
		sem |= SpvMemorySemanticsWorkgroupMemoryMask;
	if (f & 4)
		sem |= SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsImageMemoryMask;
	if (f & 1)
		EMIT(c, c->f->cur, SpvOpControlBarrier, lsv_scope(c, SpvScopeWorkgroup), lsv_scope(c, mem),
		     lsv_semantics(c, sem));
	else
		EMIT(c, c->f->cur, SpvOpMemoryBarrier, lsv_scope(c, mem), lsv_semantics(c, sem));
}

/* generic.cast.to.ptr.explicit: OpGenericCastToPtrExplicit to the result's
 * storage class (Function, Workgroup or CrossWorkgroup) */
static SpvId
gencast(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvStorageClass sc;

	need(c, v, 1, isptr(t) && isptr(argty(v, 0)) && LLVMGetPointerAddressSpace(argty(v, 0)) == 4);
	sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(t), v);
	if (sc == SpvStorageClassGeneric)
		return lsv_val_as(c, arg(v, 0), lsv_value_type(c, v));
	if (sc != SpvStorageClassFunction && sc != SpvStorageClassWorkgroup && sc != SpvStorageClassCrossWorkgroup)
		lsv_unsupported(c, v, "llvm.spv.generic.cast.to.ptr.explicit to this address space");
	return INST(c, SpvOpGenericCastToPtrExplicit, lsv_value_type(c, v),
	            lsv_val_ptr(c, arg(v, 0), lsv_pointee(c, v)), sc);
}

static LLVMTypeRef
vecof(struct lsv_ctx *c, LLVMTypeRef e, unsigned n)
{
	(void)c;
	return LLVMVectorType(e, n);
}

/* packhalf2x16(float2) -> the halves' bits in one i32 (rounding to nearest
 * even); unpackhalf2x16 the reverse. Half values need Float16. */
static SpvId
packhalf(struct lsv_ctx *c, LLVMValueRef v, bool pack)
{
	LLVMTypeRef f2 = vecof(c, LLVMFloatTypeInContext(c->llctx), 2), h2 = vecof(c, LLVMHalfTypeInContext(c->llctx), 2);
	SpvId x, id;

	need(c, v, 1, pack ? argty(v, 0) == f2 && isi32(LLVMTypeOf(v)) : isi32(argty(v, 0)) && LLVMTypeOf(v) == f2);
	x = lsv_val(c, arg(v, 0));
	if (!pack)
		return INST(c, SpvOpFConvert, lsv_type(c, f2), INST(c, SpvOpBitcast, lsv_type(c, h2), x));
	id = INST(c, SpvOpFConvert, lsv_type(c, h2), x);
	DECORATE(c, id, SpvDecorationFPRoundingMode, SpvFPRoundingModeRTE);
	return INST(c, SpvOpBitcast, lsv_int_type(c, 32), id);
}

/* pack.u8/s8 (argument 1: signed) and their clamping forms (2): the low
 * byte of each of four lanes, lane 0 lowest; clamping first to 0..255 or
 * -128..127 */
static SpvId
pack8(struct lsv_ctx *c, LLVMValueRef v, uint32_t f)
{
	LLVMTypeRef t = nargs(v) ? argty(v, 0) : NULL, et;
	SpvId u = lsv_int_type(c, 32), ety, x, acc = 0;
	unsigned k;

	need(c, v, 1, t && isint(c, t) && lsv_vec_len(t) == 4 && lsv_elem_bits(t) >= 16 && isi32(LLVMTypeOf(v)));
	et = lsv_elem_type(t);
	ety = lsv_type(c, et);
	x = lsv_val(c, arg(v, 0));
	for (k = 0; k < 4; k++) {
		SpvId e = INST(c, SpvOpCompositeExtract, ety, x, k);
		if (f & 2) {
			SpvId args[3] = {e, lsv_const_of(c, et, f & 1 ? (uint64_t)-128 : 0), lsv_const_of(c, et, f & 1 ? 127 : 255)};
			e = lsv_math(c, v, ety, "s_clamp", "SClamp", args, 3);
		}
		if (lsv_elem_bits(t) != 32)
			e = INST(c, SpvOpUConvert, u, e);
		e = INST(c, SpvOpBitwiseAnd, u, e, lsv_const_u32(c, 0xff));
		if (k)
			e = INST(c, SpvOpShiftLeftLogical, u, e, lsv_const_u32(c, 8 * k));
		acc = acc ? INST(c, SpvOpBitwiseOr, u, acc, e) : e;
	}
	return acc;
}

/* The length of s up to its first NUL within n bytes. */
static size_t
cstrlen(const char *s, size_t n)
{
	const char *z = memchr(s, 0, n);

	return z ? (size_t)(z - s) : n;
}

/* The string of a metadata argument: !"s" or !{!"s"}; NULL if none. */
static const char *
mdstring(LLVMValueRef md, unsigned *len)
{
	LLVMValueRef op;

	if (LLVMGetTypeKind(LLVMTypeOf(md)) != LLVMMetadataTypeKind)
		return NULL;
	if (LLVMIsAMDString(md))
		return LLVMGetMDString(md, len);
	if (!LLVMIsAMDNode(md) || LLVMGetMDNodeNumOperands(md) != 1)
		return NULL;
	LLVMGetMDNodeOperands(md, &op);
	return op && LLVMGetTypeKind(LLVMTypeOf(op)) == LLVMMetadataTypeKind && LLVMIsAMDString(op)
	           ? LLVMGetMDString(op, len) : NULL;
}

/* named.boolean.spec.constant(id, default, name): the one OpSpecConstantTrue
 * or OpSpecConstantFalse of its SpecId (spec.c), named by the first call */
static SpvId
specbool(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned len;
	const char *name;
	bool fresh;
	SpvId k;

	need(c, v, 3, isbool1(LLVMTypeOf(v)) && constint(v, 0) && isi32(argty(v, 0)) && constint(v, 1) &&
	     isbool1(argty(v, 1)));
	k = lsv_spec_id(c, (uint32_t)LLVMConstIntGetZExtValue(arg(v, 0)), LLVMTypeOf(v),
	                LLVMConstIntGetZExtValue(arg(v, 1)), v);
	if ((name = mdstring(arg(v, 2), &len)) && !lsv_map_get(&c->named, k)) {
		lsv_name(c, k, name, len);
		*lsv_map_slot(&c->named, k, &fresh) = 1;
	}
	return k;
}

/* assign.name(v, !{!"name"}) or, before LLVM 20, (v, i32 words of the
 * packed name): OpName of an instruction or argument that has no name of its
 * own in the IR (the backend copies that name; it would be named twice) */
static void
name(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef x = nargs(v) ? arg(v, 0) : NULL;
	unsigned len = 0, i, n = nargs(v);
	const char *s = n == 2 ? mdstring(arg(v, 1), &len) : NULL;
	char *buf;
	size_t have;

	if (!x || !(LLVMIsAInstruction(x) || LLVMIsAArgument(x)))
		lsv_bad_intrinsic(c, v);
	if (!s) {
		buf = lsv_alloc(&c->fn, (size_t)n * 4 + 1);
		for (i = 1; i < n; i++) {
			uint64_t w;
			if (!constint(v, i) || !isi32(argty(v, i)))
				lsv_bad_intrinsic(c, v);
			w = LLVMConstIntGetZExtValue(arg(v, i));
			for (unsigned b = 0; b < 4; b++)
				buf[len++] = (char)(w >> (8 * b));
		}
		s = buf;
	}
	LLVMGetValueName2(x, &have);
	if (!have)
		lsv_name(c, lsv_val(c, x), s, cstrlen(s, len));
}

/* The decorations assign.decoration may carry, with their literal operands:
 * a number of 32-bit words, or -1 for a string. Others (Id operands, enums of
 * their own) are an error rather than a module the validator rejects. */
static int
decoshape(uint32_t d)
{
	switch (d) {
	case SpvDecorationRelaxedPrecision: case SpvDecorationRestrict: case SpvDecorationAliased:
	case SpvDecorationVolatile: case SpvDecorationConstant: case SpvDecorationCoherent:
	case SpvDecorationNonWritable: case SpvDecorationNonReadable: case SpvDecorationNoContraction:
	case SpvDecorationSaturatedConversion: case SpvDecorationNoSignedWrap: case SpvDecorationNoUnsignedWrap:
		return 0;
	case SpvDecorationAlignment: case SpvDecorationMaxByteOffset: case SpvDecorationFPRoundingMode:
	case SpvDecorationFPFastMathMode: case SpvDecorationFuncParamAttr:
		return 1;
	case SpvDecorationUserSemantic:
		return -1;
	default:
		return -2;
	}
}

/* assign.decoration(v, !{!{i32 decoration, operands...}, ...}), the backend's
 * form of spirv.Decorations metadata */
static void
decorate(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef md = nargs(v) == 2 ? arg(v, 1) : NULL, *ds, *ops;
	unsigned n, i, k, m;
	SpvId target;

	if (!md || LLVMGetTypeKind(LLVMTypeOf(md)) != LLVMMetadataTypeKind || !LLVMIsAMDNode(md))
		lsv_bad_intrinsic(c, v);
	target = lsv_val(c, arg(v, 0));
	n = LLVMGetMDNodeNumOperands(md);
	ds = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * sizeof(*ds));
	LLVMGetMDNodeOperands(md, ds);
	for (i = 0; i < n; i++) {
		struct lsv_vec w;
		uint32_t d;
		int shape;
		if (!ds[i] || LLVMGetTypeKind(LLVMTypeOf(ds[i])) != LLVMMetadataTypeKind || !LLVMIsAMDNode(ds[i]) ||
		    !(m = LLVMGetMDNodeNumOperands(ds[i])))
			lsv_bad_intrinsic(c, v);
		ops = lsv_alloc(&c->fn, (size_t)m * sizeof(*ops));
		LLVMGetMDNodeOperands(ds[i], ops);
		if (!ops[0] || !LLVMIsAConstantInt(ops[0]))
			lsv_bad_intrinsic(c, v);
		d = (uint32_t)LLVMConstIntGetZExtValue(ops[0]);
		shape = decoshape(d);
		if (shape == -2 || (shape >= 0 && m - 1 != (unsigned)shape) || (shape == -1 && m != 2))
			lsv_unsupported(c, v, lsv_fmt(&c->fn, "decoration %u in llvm.spv.assign.decoration", d));
		lsv_vec_init(&w, &c->fn);
		lsv_vec_push(&w, target);
		lsv_vec_push(&w, d);
		for (k = 1; k < m; k++) {
			unsigned len;
			const char *s;
			if (shape == -1 && (s = mdstring(ops[k], &len)))
				lsv_vec_str(&w, s, cstrlen(s, len));
			else if (shape > 0 && ops[k] && LLVMIsAConstantInt(ops[k]))
				lsv_vec_push(&w, (uint32_t)LLVMConstIntGetZExtValue(ops[k]));
			else
				lsv_bad_intrinsic(c, v);
		}
		lsv_annotate_once(c, SpvOpDecorate, w.w, w.n);
	}
}

/* gep(inbounds, base, indices...): the getelementptr over the pointee the
 * backend declared for base. Indices into structs must be in-range constants
 * and the indices must not step into a scalar (the IR verifier does not see
 * through the intrinsic). */
static SpvId
gep(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = nargs(v), i;
	LLVMTypeRef src, t;

	need(c, v, n, n >= 2 && constint(v, 0) && isptr(argty(v, 1)) && isptr(LLVMTypeOf(v)));
	src = declared(arg(v, 1));
	if (!src)
		src = lsv_pointee(c, arg(v, 1));
	for (t = src, i = 2; i < n; i++) {
		LLVMValueRef ix = arg(v, i);
		if (!lsv_is_int(LLVMTypeOf(ix)) || lsv_vec_len(LLVMTypeOf(ix)))
			lsv_bad_intrinsic(c, v);
		if (i == 2)
			continue;
		if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
			if (!LLVMIsAConstantInt(ix) || LLVMConstIntGetZExtValue(ix) >= LLVMCountStructElementTypes(t))
				lsv_bad_intrinsic(c, v);
			t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(ix));
		} else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind || LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
			t = LLVMGetElementType(t);
		} else {
			lsv_bad_intrinsic(c, v);
		}
	}
	return lsv_lower_gep(c, v, src, arg(v, 1), 2, n, LLVMConstIntGetZExtValue(arg(v, 0)) != 0);
}

/* Memory operands from the backend's MachineMemOperand flags (volatile: 4)
 * and an alignment. */
static unsigned
memops(LLVMValueRef v, unsigned fi, unsigned ai, uint32_t *w, unsigned n)
{
	uint32_t m = 0;
	uint64_t align = ai < nargs(v) && LLVMIsAConstantInt(arg(v, ai)) ? LLVMConstIntGetZExtValue(arg(v, ai)) : 0;

	if (LLVMConstIntGetZExtValue(arg(v, fi)) & 4)
		m |= SpvMemoryAccessVolatileMask;
	if (align && align <= 0x80000000u && !(align & (align - 1)))
		m |= SpvMemoryAccessAlignedMask;
	if (m)
		w[n++] = m;
	if (m & SpvMemoryAccessAlignedMask)
		w[n++] = (uint32_t)align;
	return n;
}

/* load(p, flags, align) of an aggregate stand-in; store(x, p, flags, align) */
static SpvId
load(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t;
	uint32_t w[3];

	need(c, v, 3, isptr(argty(v, 0)) && constint(v, 1) && constint(v, 2));
	t = standintype(c, v);
	w[0] = lsv_val_ptr(c, arg(v, 0), t);
	return lsv_inst(c, SpvOpLoad, lsv_type(c, t), w, memops(v, 1, 2, w, 1));
}

static void
store(struct lsv_ctx *c, LLVMValueRef v)
{
	uint32_t w[4];

	need(c, v, 4, isptr(argty(v, 1)) && constint(v, 2) && constint(v, 3));
	lsv_check_writable(c, v, arg(v, 1));
	w[0] = lsv_val_ptr(c, arg(v, 1), realtype(arg(v, 0)));
	w[1] = lsv_val(c, arg(v, 0));
	lsv_emit(c, c->f->cur, SpvOpStore, w, memops(v, 2, 3, w, 2));
}

/* atomic.load(p, flags, ordering) and atomic.store(x, p, flags, ordering):
 * the ordering is LLVM's AtomicOrdering; the scope is the whole system (the
 * environment's widest), as for an atomic load or store without a syncscope. */
static LLVMAtomicOrdering
orderingof(struct lsv_ctx *c, LLVMValueRef v, unsigned i)
{
	uint64_t o = LLVMConstIntGetZExtValue(arg(v, i));

	if (o < LLVMAtomicOrderingMonotonic || o > LLVMAtomicOrderingSequentiallyConsistent || o == 3)
		lsv_bad_intrinsic(c, v);
	return (LLVMAtomicOrdering)o;
}

static SpvId
aload(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t;
	LLVMValueRef p = nargs(v) ? arg(v, 0) : NULL;

	need(c, v, 3, isptr(argty(v, 0)) && constint(v, 1) && constint(v, 2));
	t = realtype(v);
	standin(c, v, t);
	lsv_check_writable(c, v, p);
	lsv_atomic_caps(c, t, v);
	if (!isint(c, t) || lsv_vec_len(t))
		lsv_unsupported(c, v, "llvm.spv.atomic.load of this type");
	return INST(c, SpvOpAtomicLoad, lsv_type(c, t), lsv_val_ptr(c, p, t), lsv_scope(c, c->env->sysscope),
	            lsv_semantics(c, lsv_atomic_sem(c, p, orderingof(c, v, 2), LLVMAtomicOrderingAcquire)));
}

static void
astore(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t;
	LLVMValueRef p = nargs(v) > 1 ? arg(v, 1) : NULL;

	need(c, v, 4, isptr(argty(v, 1)) && constint(v, 2) && constint(v, 3));
	t = realtype(arg(v, 0));
	lsv_check_writable(c, v, p);
	lsv_atomic_caps(c, t, v);
	if (!isint(c, t) || lsv_vec_len(t))
		lsv_unsupported(c, v, "llvm.spv.atomic.store of this type");
	EMIT(c, c->f->cur, SpvOpAtomicStore, lsv_val_ptr(c, p, t), lsv_scope(c, c->env->sysscope),
	     lsv_semantics(c, lsv_atomic_sem(c, p, orderingof(c, v, 3), LLVMAtomicOrderingRelease)), lsv_val(c, arg(v, 0)));
}

/* The member of aggregate type t at the constant i32 indices, operands
 * first.. of v; NULL if they do not name one. */
static LLVMTypeRef
member(LLVMValueRef v, LLVMTypeRef t, unsigned first, uint32_t *w)
{
	unsigned i;

	for (i = first; i < nargs(v); i++) {
		uint64_t k;
		if (!constint(v, i))
			return NULL;
		k = LLVMConstIntGetZExtValue(arg(v, i));
		if (LLVMGetTypeKind(t) == LLVMStructTypeKind && k < LLVMCountStructElementTypes(t))
			t = LLVMStructGetTypeAtIndex(t, (unsigned)k);
		else if (LLVMGetTypeKind(t) == LLVMArrayTypeKind && k < LLVMGetArrayLength2(t))
			t = LLVMGetElementType(t);
		else
			return NULL;
		w[i - first] = (uint32_t)k;
	}
	return t;
}

/* extractv(agg, i32 indices...) and insertv(agg, x, i32 indices...) */
static SpvId
extractv(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = nargs(v);
	uint32_t *w = lsv_alloc(&c->fn, (size_t)(n ? n : 1) * 4);
	LLVMTypeRef t = realtype(v), m;

	need(c, v, n, n >= 2);
	standin(c, v, t);
	m = member(v, realtype(arg(v, 0)), 1, w + 1);
	if (!m || m != t)
		lsv_bad_intrinsic(c, v);
	w[0] = lsv_val(c, arg(v, 0));
	return lsv_inst(c, SpvOpCompositeExtract, lsv_type(c, t), w, n);
}

static SpvId
insertv(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = nargs(v);
	uint32_t *w = lsv_alloc(&c->fn, (size_t)n * 4 + 4);
	LLVMValueRef agg;
	LLVMTypeRef t;

	need(c, v, n, n >= 3);
	t = standintype(c, v);
	agg = arg(v, 0);
	if (member(v, t, 2, w + 2) != realtype(arg(v, 1)) || (!LLVMIsUndef(agg) && realtype(agg) != t))
		lsv_bad_intrinsic(c, v);
	w[0] = lsv_val(c, arg(v, 1));
	w[1] = LLVMIsUndef(agg) ? lsv_undef(c, lsv_type(c, t)) : lsv_val(c, agg);
	return lsv_inst(c, SpvOpCompositeInsert, lsv_type(c, t), w, n);
}

/* const.composite(elements...): the aggregate of its assign.type, built with
 * OpCompositeInsert (the Khronos reader takes OpCompositeConstruct for a
 * constant) */
static SpvId
ccomp(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = standintype(c, v);
	unsigned n = nargs(v), i;
	SpvId ty = lsv_type(c, t), acc;
	bool st = LLVMGetTypeKind(t) == LLVMStructTypeKind;

	if ((!st && LLVMGetTypeKind(t) != LLVMArrayTypeKind && LLVMGetTypeKind(t) != LLVMVectorTypeKind) ||
	    n != (st ? LLVMCountStructElementTypes(t) : LLVMGetTypeKind(t) == LLVMArrayTypeKind ?
	          LLVMGetArrayLength2(t) : LLVMGetVectorSize(t)))
		lsv_bad_intrinsic(c, v);
	acc = lsv_undef(c, ty);
	for (i = 0; i < n; i++) {
		if (realtype(arg(v, i)) != (st ? LLVMStructGetTypeAtIndex(t, i) : LLVMGetElementType(t)))
			lsv_bad_intrinsic(c, v);
		acc = INST(c, SpvOpCompositeInsert, ty, lsv_val(c, arg(v, i)), acc, i);
	}
	return acc;
}

/* ptrcast(p, !{T poison}, addrspace): p as a pointer to T */
static SpvId
ptrcast(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = nargs(v) == 3 ? lsv_md_type(arg(v, 1)) : NULL;
	SpvId have;

	need(c, v, 3, t && isptr(argty(v, 0)) && argty(v, 0) == LLVMTypeOf(v));
	have = lsv_ptr_to(c, LLVMTypeOf(v), t, v);
	return lsv_ptr_result(c, v, lsv_val_as(c, arg(v, 0), have), have);
}

/* cmpxchg(p, cmp, new, scope, success semantics, failure semantics): the
 * operands after the pointer are SPIR-V's; the result is {old, equal}. */
static SpvId
cmpxchg(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = nargs(v) == 6 ? argty(v, 1) : NULL, st;
	LLVMValueRef p = arg(v, 0);
	uint64_t scope;
	SpvId ty, ptr, old, ok, args[2];
	uint32_t eq, ne;

	need(c, v, 6, t && isptr(argty(v, 0)) && argty(v, 2) == t && constint(v, 3) && constint(v, 4) &&
	     constint(v, 5));
	scope = LLVMConstIntGetZExtValue(arg(v, 3));
	if (scope > SpvScopeInvocation || !isint(c, t) || lsv_vec_len(t))
		lsv_bad_intrinsic(c, v);
	st = realtype(v);
	if (st == LLVMTypeOf(v))
		st = LLVMStructTypeInContext(c->llctx, (LLVMTypeRef[]){t, LLVMInt1TypeInContext(c->llctx)}, 2, 0);
	standin(c, v, st);
	lsv_check_writable(c, v, p);
	lsv_atomic_caps(c, t, v);
	/* the ordering of the semantics, with the storage class bits of p; the
	 * failure one may neither release nor be stronger */
	eq = (uint32_t)LLVMConstIntGetZExtValue(arg(v, 4));
	eq = lsv_atomic_sem(c, p, eq & SpvMemorySemanticsSequentiallyConsistentMask ? LLVMAtomicOrderingSequentiallyConsistent
	                       : eq & (SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsReleaseMask)
	                           ? (eq & SpvMemorySemanticsAcquireMask || eq & SpvMemorySemanticsAcquireReleaseMask
	                                  ? LLVMAtomicOrderingAcquireRelease : LLVMAtomicOrderingRelease)
	                       : eq & SpvMemorySemanticsAcquireMask ? LLVMAtomicOrderingAcquire
	                                                            : LLVMAtomicOrderingMonotonic,
	                   LLVMAtomicOrderingAcquireRelease);
	ne = eq & SpvMemorySemanticsSequentiallyConsistentMask ? eq
	     : eq & (SpvMemorySemanticsAcquireReleaseMask | SpvMemorySemanticsReleaseMask)
	         ? lsv_atomic_sem(c, p, LLVMAtomicOrderingAcquire, LLVMAtomicOrderingAcquire) : eq;
	if (eq & SpvMemorySemanticsReleaseMask)
		ne = lsv_atomic_sem(c, p, LLVMAtomicOrderingMonotonic, LLVMAtomicOrderingAcquire);
	ty = lsv_type(c, t);
	ptr = lsv_val_ptr(c, p, t);
	old = INST(c, SpvOpAtomicCompareExchange, ty, ptr, lsv_scope(c, (SpvScope)scope), lsv_semantics(c, eq),
	           lsv_semantics(c, ne), lsv_val(c, arg(v, 2)), lsv_val(c, arg(v, 1)));
	ok = INST(c, SpvOpIEqual, lsv_bool_type(c), old, lsv_val(c, arg(v, 1)));
	args[0] = INST(c, SpvOpCompositeInsert, lsv_type(c, st), old, lsv_undef(c, lsv_type(c, st)), 0);
	args[1] = INST(c, SpvOpCompositeInsert, lsv_type(c, st), ok, args[0], 1);
	return args[1];
}

/* alloca(align) / alloca.array(count, align): an OpVariable of the pointee
 * the backend assigned to the result (LLVM 19's alloca has no operand) */
static SpvId
alloca_(struct lsv_ctx *c, LLVMValueRef v, bool array)
{
	LLVMTypeRef t = declared(v);
	unsigned ai = array ? 1 : 0;
	uint64_t align = constint(v, ai) ? LLVMConstIntGetZExtValue(arg(v, ai)) : 0;

	need(c, v, nargs(v), isptr(LLVMTypeOf(v)) && nargs(v) <= ai + 1 && (!array || nargs(v) >= 1) &&
	     (!array || lsv_is_int(argty(v, 0))));
	if (!t)
		lsv_unsupported(c, v, "llvm.spv.alloca without an llvm.spv.assign.ptr.type of its result");
	if (lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(v)), v) != SpvStorageClassFunction)
		lsv_unsupported(c, v, "llvm.spv.alloca outside private memory");
	if (align > 0x80000000u || (align & (align - 1)))
		align = 0;
	return lsv_local_var(c, v, t, array ? arg(v, 0) : NULL, (unsigned)align);
}

/* switch(...) is lowered with the indirectbr that must follow it (flow.c). */
static void
switchcheck(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef next = LLVMGetNextInstruction(v);

	if (!next || LLVMGetInstructionOpcode(next) != LLVMIndirectBr)
		lsv_unsupported(c, v, "llvm.spv.switch without the indirectbr that carries its blocks");
}

/* assign.fpmaxerror.decoration(v, !{float}): FPMaxErrorDecorationINTEL when
 * the grammar allows it (SPV_INTEL_fp_max_error); a hint, left out otherwise */
static void
fpmaxerr(struct lsv_ctx *c, LLVMValueRef v)
{
	need(c, v, 2, LLVMGetTypeKind(argty(v, 1)) == LLVMMetadataTypeKind);
	if (!lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationFPMaxErrorDecorationINTEL))
		return;
	if (!lsv_max_error(c, lsv_val(c, arg(v, 0)), arg(v, 1)))
		lsv_bad_intrinsic(c, v);
}

static _Noreturn void
shaderonly(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	lsv_unsupported(c, v, lsv_fmt(&c->fn, "llvm.spv.%s (an intrinsic of the Shader environment)", r->name));
}

/* Hints and evidence: nothing to emit here. Each still checks that its
 * operands are what it documents, so a misspelt call is not silently lost. */
static void
hint(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	switch (r->kind) {
	case TYPEHINT: need(c, v, 2, lsv_md_type(arg(v, 1)) != NULL); break;
	case PTRHINT: need(c, v, 3, isptr(argty(v, 0)) && lsv_md_type(arg(v, 1)) && constint(v, 2)); break;
	case VALUEMD: need(c, v, 1, LLVMGetTypeKind(argty(v, 0)) == LLVMMetadataTypeKind); break;
	case GLOBALINIT: need(c, v, nargs(v), nargs(v) >= 1 && LLVMIsAGlobalVariable(arg(v, 0))); break;
	default: break;
	}
}

/* The bits of a number or vector of numbers; 0 for other types. */
static unsigned
bits(LLVMTypeRef t)
{
	unsigned n = lsv_vec_len(t);

	return (n ? n : 1) * lsv_scalar_bits(lsv_elem_type(t));
}

/* Does row r combine lanes (an HLSL vector has at most 4; a widened one's
 * extra lanes would take part)? */
static bool
crosslane(const struct row *r)
{
	switch (r->kind) {
	case FACEFWD: case REFLECT: case REFRACT: case ANYALL: case FDOT: case IDOT: return true;
	case XMATH:
		return !strcmp(r->ocl, "length") || !strcmp(r->ocl, "distance") || !strcmp(r->ocl, "normalize") ||
		       !strcmp(r->ocl, "cross");
	default: return false;
	}
}

/* Kinds that stand for no value: IntrinsicsSPIRV.td declares them void
 * (value.md: metadata). A call declared with another result would leave its
 * uses without a definition. */
static bool
valueless(enum kind k)
{
	switch (k) {
	case BARRIER: case NAME: case DECOR: case FPMAXERR: case TYPEHINT: case PTRHINT: case ALIASHINT:
	case VALUEMD: case MERGE: case GLOBALINIT: case UNREACH: case LIFETIME: case ASSUME: case STORE:
	case ASTORE: case SWITCH: case ABORT:
		return true;
	default: return false;
	}
}

static SpvId
lower(struct lsv_ctx *c, LLVMValueRef v, const struct row *r)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (valueless(r->kind) && LLVMGetTypeKind(t) != LLVMVoidTypeKind &&
	    (r->kind != VALUEMD || LLVMGetTypeKind(t) != LLVMMetadataTypeKind))
		lsv_bad_intrinsic(c, v);
	if (crosslane(r) && lsv_call_widened(v))
		lsv_unsupported(c, v, lsv_fmt(&c->fn, "llvm.spv.%s on a vector of a length SPIR-V lacks", r->name));
	switch (r->kind) {
	case WI: return workitem(c, v, r, true);
	case WIS: return workitem(c, v, r, false);
	case XMATH: return xmath(c, v, r);
	case FRAC: return frac(c, v);
	case SATURATE: return saturate(c, v);
	case SIGN: return sign(c, v);
	case FACEFWD: return faceforward(c, v);
	case REFLECT: return reflect(c, v);
	case REFRACT: return refract(c, v);
	case ANYALL: return anyall(c, v, (SpvOp)r->arg);
	case FDOT:
		need(c, v, 2, isfp(argty(v, 0)) && argty(v, 1) == argty(v, 0) && t == lsv_elem_type(argty(v, 0)));
		return fdot(c, argty(v, 0), lsv_val(c, arg(v, 0)), lsv_val(c, arg(v, 1)));
	case IDOT: return idot(c, v);
	case DOT4: return dot4(c, v, r->arg);
	case FIRSTBIT: return firstbit(c, v, r);
	case CLASS: return classtest(c, v, (SpvOp)r->arg);
	case WAVE: return wave(c, v, r);
	case VOTE: return vote(c, v, r);
	case ELECT:
		need(c, v, 0, isbool1(t));
		return INST(c, SpvOpGroupNonUniformElect, lsv_bool_type(c), subgroup(c));
	case ALLEQ: return allequal(c, v);
	case BALLOT: return ballot(c, v);
	case BITCOUNT: return bitcount(c, v, r->arg);
	case READLANE: return readlane(c, v);
	case QUAD: return quad(c, v, r->arg);
	case BARRIER: barrier(c, v, r->arg); return 0;
	case SHADER: shaderonly(c, v, r);
	case GATHER: {
		/* llvm.masked.gather/scatter's operands: (pointers, align, mask,
		 * passthru) and (value, pointers, align, mask) */
		LLVMTypeRef vt = r->arg ? argty(v, 0) : t;
		need(c, v, 4, lsv_is_ptrvec(argty(v, r->arg)) && lsv_vec_len(vt) &&
		     lsv_vec_len(argty(v, r->arg)) == lsv_vec_len(vt) && LLVMIsAConstantInt(arg(v, r->arg + 1)) &&
		     lsv_is_bool(argty(v, r->arg + 2)) && lsv_vec_len(argty(v, r->arg + 2)) == lsv_vec_len(vt) &&
		     (r->arg || argty(v, 3) == t));
		lsv_intrinsic_as(c, v, r->name);
		return 0;
	}
	case PACKH: return packhalf(c, v, true);
	case UNPACKH: return packhalf(c, v, false);
	case PACK8: return pack8(c, v, r->arg);
	case SPECBOOL: return specbool(c, v);
	case NAME: name(c, v); return 0;
	case DECOR: decorate(c, v); return 0;
	case FPMAXERR: fpmaxerr(c, v); return 0;
	case ABORT: lsv_trap(c, v); return 0;
	case TYPEHINT: case PTRHINT: case ALIASHINT: case VALUEMD: case MERGE: case GLOBALINIT: case UNREACH:
		hint(c, v, r);
		return 0;
	case LIFETIME: case ASSUME: case EXPECT:
		/* the same operands as llvm.lifetime.*, llvm.assume, llvm.expect */
		need(c, v, r->kind == ASSUME ? 1 : 2, r->kind == ASSUME ? isbool1(argty(v, 0))
		     : r->kind == EXPECT ? argty(v, 0) == t && argty(v, 1) == t && lsv_is_int(t) : isptr(argty(v, 1)));
		lsv_intrinsic_as(c, v, r->name);
		return 0;
	case PASS0:
		need(c, v, 2, argty(v, 0) == t);
		return lsv_val_as(c, arg(v, 0), lsv_value_type(c, v));
	case GENCAST: return gencast(c, v);
	case AS:
		need(c, v, r->arg == LLVMInsertElement ? 3 : r->arg == LLVMExtractElement ? 2 : 1,
		     r->arg == LLVMExtractElement ? lsv_vec_len(argty(v, 0)) && t == lsv_elem_type(argty(v, 0)) &&
		                                        lsv_is_int(argty(v, 1))
		     : r->arg == LLVMInsertElement ? lsv_vec_len(t) && argty(v, 0) == t &&
		                                         argty(v, 1) == lsv_elem_type(t) && lsv_is_int(argty(v, 2))
		     : r->arg == LLVMFreeze ? argty(v, 0) == t
		                            : bits(t) && bits(t) == bits(argty(v, 0)));
		return lsv_lower_as(c, v, (LLVMOpcode)r->arg);
	case GEP: return gep(c, v);
	case LOAD: return load(c, v);
	case STORE: store(c, v); return 0;
	case ALOAD: return aload(c, v);
	case ASTORE: astore(c, v); return 0;
	case EXTRACTV: return extractv(c, v);
	case INSERTV: return insertv(c, v);
	case CCOMP: return ccomp(c, v);
	case PTRCAST: return ptrcast(c, v);
	case SWITCH: switchcheck(c, v); return 0;
	case CMPXCHG: return cmpxchg(c, v);
	case ALLOCA: return alloca_(c, v, r->arg);
	case UNDEF:
		need(c, v, 0, LLVMGetTypeKind(t) != LLVMVoidTypeKind);
		return lsv_undef(c, lsv_type(c, standintype(c, v)));
	case POISON:
		need(c, v, 0, LLVMGetTypeKind(t) != LLVMVoidTypeKind);
		return lsv_undef(c, lsv_value_type(c, v));
	case ASM:
		lsv_unsupported(c, v, "inline assembly (llvm.spv.inline.asm; it needs SPV_INTEL_inline_assembly)");
	}
	lsv_bug("llvm.spv kind %d", r->kind);
}

bool
lsv_spv_intrinsic(struct lsv_ctx *c, LLVMValueRef v, const char *name, size_t len)
{
	const struct row *r = lookup(name, len);
	SpvId id;

	if (!r)
		return false;
	id = lower(c, v, r);
	if (id)
		lsv_set_val(c, v, id);
	return true;
}
