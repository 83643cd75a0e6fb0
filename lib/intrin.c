/* intrin.c: llvm.* intrinsics, found by name in intrin.def (one row per
 * intrinsic, the overload suffix stripped) and lowered by kind: OpenCL.std
 * instructions, core instructions, or a short open-coded sequence (bswap,
 * funnel shifts, overflow checks, reductions, is.fpclass, memset). */
#include <string.h>

#include "lsv.h"

enum kind { OCL, OCL1, SOCL, UOCL, CORE, BSWAP, FSH, MEMCPY, MEMSET, ASSUME, EXPECT, PASS0, DROP,
            FREXP, FPCLASS, OVF, REDUCE, FMINMAX, POWI, SATCVT, LROUND, CMP3, FALSE, OBJSIZE,
            UNDEF };

struct row {
	const char *name;
	enum kind kind;
	const char *ocl; /* OpenCL.std name for OCL kinds */
	uint32_t arg;    /* SpvOp or a small selector for the others */
};

#define I(n, k, o, a) {n, k, o, a},
static const struct row rows[] = {
#include "intrin.def"
};
#undef I

static const struct row *
find(const char *name, size_t len)
{
	size_t lo = 0, hi = LSV_LEN(rows);

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int r = lsv_namecmp(rows[mid].name, name, len);
		if (r == 0)
			return &rows[mid];
		if (r < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* The row for "llvm.<name>[.<suffix>...]": drop suffixes until a name matches. */
static const struct row *
lookup(const char *name, size_t len)
{
	const struct row *r;

	if (len < 5)
		return NULL;
	name += 5, len -= 5;
	for (;;) {
		const char *dot;
		if ((r = find(name, len)))
			return r;
		dot = NULL;
		for (size_t i = len; i-- > 0;)
			if (name[i] == '.') {
				dot = name + i;
				break;
			}
		if (!dot)
			return NULL;
		len = (size_t)(dot - name);
	}
}

static bool
oddint(struct lsv_ctx *c, LLVMTypeRef t)
{
	LLVMTypeRef e = lsv_vec_len(t) ? LLVMGetElementType(t) : t;

	return LLVMGetTypeKind(e) == LLVMIntegerTypeKind && lsv_elem_bits(t) > 1 &&
	       lsv_int_width(c, lsv_elem_bits(t), NULL) != lsv_elem_bits(t);
}

static SpvId
ocl(struct lsv_ctx *c, LLVMValueRef v, const char *name, unsigned nargs)
{
	SpvId args[4];
	unsigned i;
	int num = lsv_extinst_number(LSV_SET_OPENCL, name, strlen(name));

	if (num < 0)
		lsv_bug("no OpenCL.std instruction %s", name);
	for (i = 0; i < nargs; i++)
		args[i] = lsv_val(c, LLVMGetOperand(v, i));
	return lsv_extinst(c, lsv_type(c, LLVMTypeOf(v)), LSV_SET_OPENCL, (uint32_t)num, args, nargs);
}

static SpvId
bswap(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned nb = lsv_elem_bits(t) / 8, i;
	SpvId ty = lsv_type(c, t), x = lsv_val(c, LLVMGetOperand(v, 0)), acc = 0;

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
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned w = lsv_int_width(c, lsv_elem_bits(t), NULL), s;
	SpvId ty = lsv_type(c, t), x = lsv_val(c, LLVMGetOperand(v, 0));
	static const uint64_t m[] = {0x5555555555555555ull, 0x3333333333333333ull, 0x0f0f0f0f0f0f0f0full,
	                             0x00ff00ff00ff00ffull, 0x0000ffff0000ffffull, 0x00000000ffffffffull};

	if (lsv_op_ok(c, SpvOpBitReverse)) {
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
	if (w != lsv_elem_bits(t))
		x = INST(c, SpvOpShiftRightLogical, ty, x, lsv_const_of(c, t, w - lsv_elem_bits(t)));
	return x;
}

static SpvId
funnel(struct lsv_ctx *c, LLVMValueRef v, bool right)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned n = lsv_elem_bits(t), w = lsv_int_width(c, n, NULL);
	SpvId ty = lsv_type(c, t), a = lsv_val(c, LLVMGetOperand(v, 0)), b = lsv_val(c, LLVMGetOperand(v, 1));
	SpvId s = lsv_val(c, LLVMGetOperand(v, 2)), hi, lo, r;

	if (w == n)
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

/* memmove goes through a Function array of the constant length: OpCopyMemorySized
 * leaves overlap undefined, and readers turn it back into memcpy. */
static void
memcpy_(struct lsv_ctx *c, LLVMValueRef v, bool move)
{
	LLVMValueRef n = LLVMGetOperand(v, 2);
	SpvId dst, src, len, at, tmp, tp;
	uint64_t k;

	lsv_check_writable(c, v, LLVMGetOperand(v, 0));
	dst = lsv_val_ptr(c, LLVMGetOperand(v, 0), c->i8);
	src = lsv_val_ptr(c, LLVMGetOperand(v, 1), c->i8);
	len = lsv_val(c, n);

	if (!move) {
		copysized(c, dst, src, len, isvolatile(v));
		return;
	}
	if (!LLVMIsAConstantInt(n))
		lsv_unsupported(c, v, "llvm.memmove with a run-time length");
	k = LLVMConstIntGetZExtValue(n);
	if (k == 0)
		return;
	if (k > 65536)
		lsv_unsupported(c, v, "llvm.memmove of more than 65536 bytes");
	at = INTERN(c, SpvOpTypeArray, lsv_int_type(c, 8), lsv_const_u32(c, (uint32_t)k));
	tmp = lsv_id(c);
	EMIT(c, &c->f->vars, SpvOpVariable, lsv_ptr_type(c, SpvStorageClassFunction, at), tmp,
	     SpvStorageClassFunction);
	tp = INST(c, SpvOpBitcast, lsv_ptr_type(c, SpvStorageClassFunction, lsv_int_type(c, 8)), tmp);
	copysized(c, tp, src, len, isvolatile(v));
	copysized(c, dst, tp, len, isvolatile(v));
}

/* memset with a constant length and byte: copy from a constant array. */
static void
memset_(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef val = LLVMGetOperand(v, 1), len = LLVMGetOperand(v, 2);
	uint64_t n, b, i;
	SpvId u8 = lsv_int_type(c, 8), at, init, var, pt, dst;
	uint32_t *w;

	lsv_check_writable(c, v, LLVMGetOperand(v, 0));
	if (!LLVMIsAConstantInt(val) || !LLVMIsAConstantInt(len))
		lsv_unsupported(c, v, "llvm.memset with a run-time value or length");
	n = LLVMConstIntGetZExtValue(len);
	b = LLVMConstIntGetZExtValue(val) & 0xff;
	if (n == 0)
		return;
	if (n > 65000)
		lsv_unsupported(c, v, "llvm.memset of more than 65000 bytes");
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
	EMIT(c, &c->sec[SEC_TYPES], SpvOpVariable, pt, var, SpvStorageClassUniformConstant, init);
	DECORATE0(c, var, SpvDecorationConstant);
	dst = lsv_val_ptr(c, LLVMGetOperand(v, 0), c->i8);
	copysized(c, dst, INST(c, SpvOpBitcast, lsv_ptr_type(c, SpvStorageClassUniformConstant, u8), var),
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
 * and -0 orders below +0, which OpenCL's fmin/fmax do not promise. */
static SpvId
fminmax(struct lsv_ctx *c, LLVMTypeRef t, SpvId x, SpvId y, bool max)
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
			acc = fminmax(c, et, acc, e, sel == 7);
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

static SpvId
frexp_(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef st = LLVMTypeOf(v), ft = LLVMStructGetTypeAtIndex(st, 0), it = LLVMStructGetTypeAtIndex(st, 1);
	SpvId var = lsv_id(c), ity = lsv_type(c, it), pt = lsv_ptr_type(c, SpvStorageClassFunction, ity);
	SpvId args[2], m, e;

	EMIT(c, &c->f->vars, SpvOpVariable, pt, var, SpvStorageClassFunction);
	args[0] = lsv_val(c, LLVMGetOperand(v, 0));
	args[1] = var;
	m = lsv_extinst(c, lsv_type(c, ft), LSV_SET_OPENCL,
	                (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "frexp", 5), args, 2);
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

bool
lsv_intrinsic(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef callee, const char *name, size_t len)
{
	const struct row *r = lookup(name, len);
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId id = 0;

	(void)callee;
	if (!r) {
		if (allowed(c->opt->allow_intrinsics, name, len))
			return false;
		lsv_fail_at(c, v, "intrinsic %.*s is not supported for %s", (int)len, name, c->tgt.triple);
	}
	switch (r->kind) {
	case DROP:
		return true;
	case PASS0:
		id = lsv_val_as(c, LLVMGetOperand(v, 0), lsv_value_type(c, v));
		break;
	case OCL:
		id = ocl(c, v, r->ocl, LLVMGetNumArgOperands(v));
		break;
	case POWI: {
		/* pown wants as many exponents as lanes; powi has one */
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
		id = lsv_extinst(c, lsv_type(c, t), LSV_SET_OPENCL,
		                 (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "pown", 4), args, 2);
		break;
	}
	case OCL1: {
		unsigned nb = lsv_elem_bits(t), w = lsv_int_width(c, nb, NULL);
		id = ocl(c, v, r->ocl, 1);
		if (w != nb && !strcmp(r->ocl, "clz"))
			id = INST(c, SpvOpISub, lsv_type(c, t), id, lsv_const_of(c, t, w - nb));
		else if (w != nb) {
			SpvId args[2] = {id, lsv_const_of(c, t, nb)};
			id = lsv_extinst(c, lsv_type(c, t), LSV_SET_OPENCL,
			                 (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "u_min", 5), args, 2);
		}
		break;
	}
	case SOCL:
	case UOCL:
		if (oddint(c, t))
			lsv_unsupported(c, v, "this integer intrinsic on a widened integer type");
		id = ocl(c, v, r->ocl, !strcmp(r->ocl, "s_abs") ? 1 : 2);
		break;
	case CORE:
		if (r->arg == SpvOpBitReverse)
			id = bitreverse(c, v);
		else
			id = INST(c, (SpvOp)r->arg, lsv_type(c, t), lsv_val(c, LLVMGetOperand(v, 0)));
		break;
	case BSWAP: id = bswap(c, v); break;
	case FSH: id = funnel(c, v, r->arg); break;
	case MEMCPY: memcpy_(c, v, r->arg); return true;
	case MEMSET: memset_(c, v); return true;
	case ASSUME:
		if (lsv_op_ok(c, SpvOpAssumeTrueKHR))
			EMIT(c, c->f->cur, SpvOpAssumeTrueKHR, lsv_val(c, LLVMGetOperand(v, 0)));
		return true;
	case EXPECT:
		if (lsv_op_ok(c, SpvOpExpectKHR))
			id = INST(c, SpvOpExpectKHR, lsv_type(c, t), lsv_val(c, LLVMGetOperand(v, 0)),
			          lsv_val(c, LLVMGetOperand(v, 1)));
		else
			id = lsv_val(c, LLVMGetOperand(v, 0));
		break;
	case FREXP: id = frexp_(c, v); break;
	case FPCLASS: id = fpclass(c, v); break;
	case OVF: id = overflow(c, v, r->name, (SpvOp)r->arg); break;
	case REDUCE: id = reduce(c, v, r->arg); break;
	case FMINMAX:
		id = fminmax(c, t, lsv_val(c, LLVMGetOperand(v, 0)), lsv_val(c, LLVMGetOperand(v, 1)), r->arg);
		break;
	case SATCVT:
		/* NaN gives 0 and out-of-range values clamp: OpenCL's _sat conversions */
		if (oddint(c, t))
			lsv_unsupported(c, v, "a saturating conversion to a widened integer type");
		id = INST(c, r->arg ? SpvOpConvertFToS : SpvOpConvertFToU, lsv_type(c, t),
		          lsv_val(c, LLVMGetOperand(v, 0)));
		DECORATE0(c, id, SpvDecorationSaturatedConversion);
		break;
	case LROUND: {
		LLVMValueRef a = LLVMGetOperand(v, 0);
		SpvId args[1] = {lsv_val(c, a)};
		SpvId r0 = lsv_extinst(c, lsv_type(c, LLVMTypeOf(a)), LSV_SET_OPENCL,
		                       (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, r->ocl, strlen(r->ocl)), args, 1);
		if (oddint(c, t))
			lsv_unsupported(c, v, "a rounding conversion to a widened integer type");
		id = INST(c, SpvOpConvertFToS, lsv_type(c, t), r0);
		break;
	}
	case CMP3: {
		/* scmp/ucmp: 1 if a > b, -1 if a < b, else 0 */
		LLVMValueRef a = LLVMGetOperand(v, 0);
		SpvId x = lsv_val(c, a), y = lsv_val(c, LLVMGetOperand(v, 1)), ty = lsv_type(c, t);
		unsigned n = lsv_vec_len(t);
		SpvId bt = lsv_vec_type(c, lsv_bool_type(c), n ? n : 1), gt, lt;
		if (oddint(c, LLVMTypeOf(a)) || oddint(c, t) || lsv_is_bool(LLVMTypeOf(a)) || lsv_is_bool(t))
			lsv_unsupported(c, v, "a three-way comparison on i1 or widened integer types");
		gt = INST(c, r->arg ? SpvOpSGreaterThan : SpvOpUGreaterThan, bt, x, y);
		lt = INST(c, r->arg ? SpvOpSLessThan : SpvOpULessThan, bt, x, y);
		id = INST(c, SpvOpSelect, ty, lt, lsv_const_of(c, t, ~0ull), lsv_const_of(c, t, 0));
		id = INST(c, SpvOpSelect, ty, gt, lsv_const_of(c, t, 1), id);
		break;
	}
	case FALSE:
		id = lsv_const_bool(c, false);
		break;
	case OBJSIZE: {
		/* unknown size: 0 when asked for the minimum, else -1 */
		LLVMValueRef mn = LLVMGetOperand(v, 1);
		id = lsv_const_of(c, t, LLVMIsAConstantInt(mn) && LLVMConstIntGetZExtValue(mn) ? 0 : ~0ull);
		break;
	}
	case UNDEF:
		id = lsv_undef(c, lsv_value_type(c, v));
		break;
	}
	if (id)
		lsv_set_val(c, v, id);
	return true;
}
