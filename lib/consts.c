/* consts.c: LLVM constants to hash-consed SPIR-V constants. Scalar zeros are
 * OpConstant 0 / OpConstantFalse (consumers such as the Khronos reader reject a
 * scalar OpConstantNull); OpConstantNull is kept for composites, pointers and
 * opaque types. Constant expressions in global initializers become
 * OpSpecConstantOp; in function bodies isel.c materialises them as
 * instructions. Widened odd-width integers hold zero-extended values. */
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

/* 2.2.1: a literal number takes as many words as its type's width needs, low
 * word first; bits above the width are 0 (signedness 0). */
static unsigned
litwords(unsigned bits)
{
	return (bits + 31) / 32;
}

/* An integer constant from buf[1..litwords(bits)], its value's words, low
 * first; buf[0] is room for the type. */
static SpvId
wideconst(struct lsv_ctx *c, unsigned bits, uint32_t *buf)
{
	unsigned n = litwords(bits);

	if (bits % 32)
		buf[n] &= (1u << bits % 32) - 1;
	buf[0] = lsv_int_type(c, bits);
	return lsv_intern(c, SpvOpConstant, buf, n + 1);
}

/* An integer constant of a legal width; above 64 bits, v sign-extended (so
 * ~0 is all ones, small values stay small). */
SpvId
lsv_const_int(struct lsv_ctx *c, unsigned bits, uint64_t v)
{
	SpvId t;

	if (bits > 64) {
		uint32_t *buf = lsv_alloc(&c->fn, (litwords(bits) + 1) * 4);
		for (unsigned i = 0; i < litwords(bits); i++)
			buf[i + 1] = i < 2 ? (uint32_t)(v >> 32 * i) : (uint32_t)-(v >> 63);
		return wideconst(c, bits, buf);
	}
	t = lsv_int_type(c, bits);
	if (bits < 64)
		v &= (1ull << bits) - 1;
	if (bits > 32)
		return INTERN(c, SpvOpConstant, t, (uint32_t)v, (uint32_t)(v >> 32));
	return INTERN(c, SpvOpConstant, t, (uint32_t)v);
}

/* The value of integer constant k as litwords(bits) words, low first (bits is
 * k's legal width). LLVM-C 19 reads at most 64 bits of a constant, so a wider
 * one is read from its printed form, which is decimal and signed. */
void
lsv_const_words(struct lsv_ctx *c, LLVMValueRef k, unsigned bits, uint32_t *w)
{
	unsigned n = litwords(bits), i;
	char *text, *p;
	bool neg;

	if (bits <= 64) {
		uint64_t v = LLVMConstIntGetZExtValue(k);
		w[0] = (uint32_t)v;
		if (n > 1)
			w[1] = (uint32_t)(v >> 32);
		return;
	}
	memset(w, 0, n * 4);
	text = LLVMPrintValueToString(k);
	p = strchr(text, ' ');
	p = p ? p + 1 : text;
	neg = *p == '-';
	for (p += neg; *p >= '0' && *p <= '9'; p++) {
		uint64_t carry = (uint64_t)(*p - '0');
		for (i = 0; i < n; i++) {
			carry += (uint64_t)w[i] * 10;
			w[i] = (uint32_t)carry;
			carry >>= 32;
		}
	}
	LLVMDisposeMessage(text);
	if (neg) {
		uint64_t carry = 1;
		for (i = 0; i < n; i++) {
			carry += (uint32_t)~w[i];
			w[i] = (uint32_t)carry;
			carry >>= 32;
		}
	}
	if (bits % 32)
		w[n - 1] &= (1u << bits % 32) - 1;
}

SpvId
lsv_const_u32(struct lsv_ctx *c, uint32_t v)
{
	return lsv_const_int(c, 32, v);
}

/* IEEE half bits of a double that is exactly representable (0, +-1, powers of two). */
static uint16_t
halfbits(double d)
{
	union { float f; uint32_t u; } x = {(float)d};
	uint32_t sign = x.u >> 31, exp = x.u >> 23 & 0xff, man = x.u & 0x7fffff;

	if (exp == 0)
		return (uint16_t)(sign << 15);
	if (exp == 0xff)
		return (uint16_t)(sign << 15 | 0x7c00 | (man ? 0x200 : 0));
	if ((int)exp - 127 + 15 >= 31)
		return (uint16_t)(sign << 15 | 0x7c00);
	if ((int)exp - 127 + 15 <= 0)
		return (uint16_t)(sign << 15);
	return (uint16_t)(sign << 15 | (uint32_t)((int)exp - 127 + 15) << 10 | man >> 13);
}

SpvId
lsv_const_float(struct lsv_ctx *c, unsigned bits, double v)
{
	SpvId t = lsv_float_type(c, bits);

	if (bits == 16)
		return INTERN(c, SpvOpConstant, t, halfbits(v));
	if (bits == 32) {
		union { float f; uint32_t u; } x = {(float)v};
		return INTERN(c, SpvOpConstant, t, x.u);
	}
	union { double d; uint64_t u; } x = {v};
	return INTERN(c, SpvOpConstant, t, (uint32_t)x.u, (uint32_t)(x.u >> 32));
}

SpvId
lsv_const_bool(struct lsv_ctx *c, bool b)
{
	return lsv_intern(c, b ? SpvOpConstantTrue : SpvOpConstantFalse,
	                  (const uint32_t[]){lsv_bool_type(c)}, 1);
}

SpvId
lsv_const_splat(struct lsv_ctx *c, SpvId vectype, SpvId scalar, unsigned n)
{
	uint32_t buf[17], *w = buf;
	unsigned i;

	if (n <= 1)
		return scalar;
	n = lsv_spv_lanes(n); /* a widened vector's extra lanes too */
	if (n + 1 > LSV_LEN(buf)) /* SPV_EXT_long_vector */
		w = lsv_alloc(&c->fn, ((size_t)n + 1) * 4);
	w[0] = vectype;
	for (i = 0; i < n; i++)
		w[i + 1] = scalar;
	return lsv_intern(c, SpvOpConstantComposite, w, n + 1);
}

SpvId
lsv_null(struct lsv_ctx *c, SpvId type)
{
	return INTERN(c, SpvOpConstantNull, type);
}

SpvId
lsv_undef(struct lsv_ctx *c, SpvId type)
{
	return INTERN(c, SpvOpUndef, type);
}

static SpvId
scalarzero(struct lsv_ctx *c, LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: {
		unsigned w = lsv_int_width(c, LLVMGetIntTypeWidth(t), NULL);
		return w == 1 ? lsv_const_bool(c, false) : lsv_const_int(c, w, 0);
	}
	case LLVMHalfTypeKind: return lsv_const_float(c, 16, 0);
	case LLVMFloatTypeKind: return lsv_const_float(c, 32, 0);
	case LLVMDoubleTypeKind: return lsv_const_float(c, 64, 0);
	default: return lsv_null(c, lsv_type(c, t));
	}
}

SpvId
lsv_zero_of(struct lsv_ctx *c, LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
		if (LLVMGetVectorSize(t) == 1 && !lsv_is_ptrvec(t))
			return scalarzero(c, LLVMGetElementType(t));
		return lsv_null(c, lsv_type(c, t));
	}
	return scalarzero(c, t);
}

static bool
isspec(struct lsv_ctx *c, SpvId id)
{
	return lsv_map_get(&c->specs, id) != 0;
}

SpvId
lsv_specop(struct lsv_ctx *c, SpvOp op, SpvId type, const uint32_t *w, size_t n)
{
	uint32_t buf[20];
	SpvId id;
	bool fresh;

	if (n > 18)
		lsv_bug("spec constant op with %zu operands", n);
	buf[0] = type;
	buf[1] = op;
	memcpy(buf + 2, w, n * 4);
	lsv_req_op(c, op);
	id = lsv_intern(c, SpvOpSpecConstantOp, buf, n + 2);
	*lsv_map_slot(&c->specs, id, &fresh) = 1;
	return id;
}

/* A constant access chain op over base w[0] of pointee type bt, indices
 * w[1..n): with an untyped result, the untyped form, which names bt. */
static SpvId
specchain(struct lsv_ctx *c, SpvOp op, SpvId type, SpvId bt, const uint32_t *w, size_t n)
{
	uint32_t u[8];

	if (!lsv_ptr_untyped(c, type))
		return lsv_specop(c, op, type, w, n);
	u[0] = bt;
	memcpy(u + 1, w, n * 4);
	return lsv_specop(c, op == SpvOpPtrAccessChain ? SpvOpUntypedPtrAccessChainKHR
	                  : SpvOpUntypedInBoundsPtrAccessChainKHR, type, u, n + 1);
}

/* The type of constant k's id as lsv_const makes it. */
static SpvId
consttype(struct lsv_ctx *c, LLVMValueRef k)
{
	if (LLVMGetTypeKind(LLVMTypeOf(k)) == LLVMPointerTypeKind &&
	    (LLVMIsAGlobalValue(k) || LLVMIsAConstantExpr(k)))
		return lsv_value_type(c, k);
	return lsv_type(c, LLVMTypeOf(k));
}

SpvId
lsv_const_typed(struct lsv_ctx *c, LLVMValueRef k, SpvId type, LLVMValueRef where)
{
	SpvId have;

	if (LLVMIsUndef(k) || LLVMIsPoison(k))
		return lsv_undef(c, type);
	if (LLVMIsAConstantPointerNull(k))
		return lsv_null(c, type);
	have = consttype(c, k);
	if (have == type)
		return lsv_const(c, k, where);
	if (LLVMGetTypeKind(LLVMTypeOf(k)) == LLVMPointerTypeKind)
		return lsv_specop(c, SpvOpBitcast, type, (const uint32_t[]){lsv_const(c, k, where)}, 1);
	return lsv_const(c, k, where);
}

/* Composite w (type, then m constituents): a spec constant when one of its
 * constituents is, recorded so that an aggregate holding it is one too (an
 * OpConstantComposite takes no spec constant operands). */
static SpvId
intern_composite(struct lsv_ctx *c, const uint32_t *w, unsigned m, bool spec)
{
	SpvId id;
	bool fresh;

	if (!spec)
		return lsv_intern(c, SpvOpConstantComposite, w, (size_t)m + 1);
	id = lsv_intern(c, SpvOpSpecConstantComposite, w, (size_t)m + 1);
	*lsv_map_slot(&c->specs, id, &fresh) = 1;
	return id;
}

static SpvId
composite(struct lsv_ctx *c, LLVMValueRef k, LLVMValueRef where)
{
	LLVMTypeRef t = LLVMTypeOf(k);
	unsigned n, m, i, j;
	uint32_t *w;
	bool spec = false;

	switch (LLVMGetTypeKind(t)) {
	case LLVMVectorTypeKind: n = LLVMGetVectorSize(t); break;
	case LLVMArrayTypeKind: n = (unsigned)LLVMGetArrayLength2(t); break;
	default: n = LLVMCountStructElementTypes(t);
	}
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind && n == 1)
		return lsv_const(c, LLVMGetAggregateElement(k, 0), where);
	if (n == 0)
		return lsv_null(c, lsv_type(c, t));
	/* scratch, not malloc: a failure below longjmps past any free */
	w = lsv_alloc(&c->fn, ((size_t)2 * n + 2) * 4);
	w[0] = lsv_type(c, t);
	m = n;
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
		/* a widened vector's extra lanes are undefined */
		m = lsv_spv_lanes(n);
		for (i = n; i < m; i++)
			w[i + 1] = lsv_undef(c, lsv_type(c, LLVMGetElementType(t)));
	}
	if (LLVMGetTypeKind(t) == LLVMStructTypeKind) {
		/* padding members (zero-size arrays) are null */
		m = lsv_struct_members(c, t, w + 1, NULL);
		for (i = 0; m > n && i < m; i++)
			w[i + 1] = lsv_null(c, w[i + 1]);
	}
	for (i = 0; i < n; i++) {
		LLVMValueRef e = LLVMGetAggregateElement(k, i);
		/* the member's type as the aggregate declares it (bitcode need not agree) */
		LLVMTypeRef et = LLVMGetTypeKind(t) == LLVMStructTypeKind ? LLVMStructGetTypeAtIndex(t, i)
		                                                          : LLVMGetElementType(t);
		if (et != LLVMTypeOf(e) && !LLVMIsUndef(e) && !LLVMIsPoison(e) && !LLVMIsAConstantPointerNull(e))
			lsv_fail_at(c, where, "a constant whose element type differs from its aggregate's is not "
			            "valid input");
		if (lsv_is_padding(et)) /* no SPIR-V member (lsv_struct_members) */
			continue;
		j = LLVMGetTypeKind(t) == LLVMStructTypeKind ? lsv_member(c, t, i) : i;
		w[j + 1] = lsv_const_typed(c, e, lsv_type(c, et), where);
		spec |= isspec(c, w[j + 1]);
	}
	return intern_composite(c, w, m, spec);
}

/* Lane i of a constant vector as a scalar constant. A vector
 * getelementptr or address-space cast (LLVM's vector form of a scalar
 * expression) is rebuilt as the scalar expression over its operands' lanes,
 * a scalar operand standing for every lane (an inttoptr likewise). NULL:
 * no such lane (a shufflevector expression). */
static LLVMValueRef
lane(LLVMValueRef k, unsigned i)
{
	LLVMValueRef ops[8], b;
	unsigned n, j;

	if (LLVMGetTypeKind(LLVMTypeOf(k)) != LLVMVectorTypeKind)
		return k;
	if (!LLVMIsAConstantExpr(k))
		return LLVMGetAggregateElement(k, i);
	switch (LLVMGetConstOpcode(k)) {
	case LLVMGetElementPtr:
		n = (unsigned)LLVMGetNumOperands(k);
		if (n > 8)
			return NULL;
		for (j = 0; j < n; j++)
			if (!(ops[j] = lane(LLVMGetOperand(k, j), i)))
				return NULL;
		return (LLVMIsInBounds(k) ? LLVMConstInBoundsGEP2 : LLVMConstGEP2)(LLVMGetGEPSourceElementType(k),
		                                                                   ops[0], ops + 1, n - 1);
	case LLVMAddrSpaceCast:
		b = lane(LLVMGetOperand(k, 0), i);
		return b ? LLVMConstAddrSpaceCast(b, LLVMGetElementType(LLVMTypeOf(k))) : NULL;
	case LLVMIntToPtr:
		b = lane(LLVMGetOperand(k, 0), i);
		return b ? LLVMConstIntToPtr(b, LLVMGetElementType(LLVMTypeOf(k))) : NULL;
	default:
		return NULL;
	}
}

/* A constant vector of pointers is one of size_t (lsv_is_ptrvec): a lane is
 * its pointer's address (OpSpecConstantOp ConvertPtrToU), a null lane 0 and
 * an undefined one undefined; a vector getelementptr goes lane by lane
 * (lane()). Outside a function this is the only way to write it; isel.c
 * makes the ones that instructions use with instructions. */
static SpvId
ptrvec(struct lsv_ctx *c, LLVMValueRef k, LLVMValueRef where)
{
	LLVMTypeRef t = LLVMTypeOf(k);
	unsigned n = LLVMGetVectorSize(t), m, i;
	SpvId st = lsv_sizet(c);
	uint32_t *w;
	bool spec = false;

	m = lsv_spv_lanes(n);
	w = lsv_alloc(&c->fn, ((size_t)m + 1) * 4);
	w[0] = lsv_type(c, t);
	for (i = 0; i < m; i++) {
		LLVMValueRef e = i < n ? lane(k, i) : NULL;
		if (i < n && !e)
			lsv_unsupported(c, where, "this constant expression of a vector of pointers outside a function");
		if (!e || LLVMIsUndef(e) || LLVMIsPoison(e)) {
			w[i + 1] = lsv_undef(c, st);
		} else if (LLVMIsAConstantPointerNull(e)) {
			w[i + 1] = lsv_const_int(c, c->tgt.ptrbits, 0);
		} else if (LLVMIsAConstantExpr(e) && LLVMGetConstOpcode(e) == LLVMIntToPtr &&
		           LLVMIsAConstantInt(LLVMGetOperand(e, 0))) {
			/* an address written as a number: that number, cut to size_t */
			uint64_t a = LLVMConstIntGetZExtValue(LLVMGetOperand(e, 0));
			w[i + 1] = lsv_const_int(c, c->tgt.ptrbits, c->tgt.ptrbits == 32 ? (uint32_t)a : a);
		} else {
			w[i + 1] = lsv_specop(c, SpvOpConvertPtrToU, st, (const uint32_t[]){lsv_const(c, e, where)}, 1);
			spec = true;
		}
	}
	return n == 1 ? w[1] : intern_composite(c, w, m, spec);
}

/* A constant getelementptr index, sign-extended as LLVM reads it: an i1 or a
 * widened odd width is not the plain zero-extended constant. */
static SpvId
gepindex(struct lsv_ctx *c, LLVMValueRef ix, LLVMValueRef where)
{
	unsigned b;

	if (!LLVMIsAConstantInt(ix))
		return lsv_const(c, ix, where);
	b = LLVMGetIntTypeWidth(LLVMTypeOf(ix));
	b = b == 1 ? 32 : lsv_int_width(c, b, where);
	if (b > 64)
		return lsv_const(c, ix, where);
	return lsv_const_int(c, b, (uint64_t)LLVMConstIntGetSExtValue(ix));
}

/* A constant expression that constexpr_ cannot make: named by its text (its
 * start), at the instruction being lowered when there is no initializer. */
static _Noreturn void
exprfail(struct lsv_ctx *c, LLVMValueRef k, LLVMValueRef where)
{
	char *s = LLVMPrintValueToString(k), *t;
	size_t n = strcspn(s, "\n");

	t = lsv_strndup(&c->mod, s, n > 72 ? 72 : n);
	LLVMDisposeMessage(s);
	if (!where && c->f)
		where = c->f->at;
	lsv_fail_at(c, where, "the constant expression '%s%s' inside a constant is not supported for %s", t,
	            n > 72 ? " ..." : "", c->tgt.triple);
}

/* OpPtrCastToGeneric and OpGenericCastToPtr take these classes. */
static bool
castclass(SpvStorageClass sc)
{
	return sc == SpvStorageClassFunction || sc == SpvStorageClassWorkgroup || sc == SpvStorageClassCrossWorkgroup;
}

/* A constant expression in an initializer, as OpSpecConstantOp. */
static SpvId
constexpr_(struct lsv_ctx *c, LLVMValueRef k, LLVMValueRef where)
{
	LLVMOpcode op = LLVMGetConstOpcode(k);
	LLVMValueRef a = LLVMGetOperand(k, 0);
	LLVMTypeRef t = LLVMTypeOf(k);

	switch (op) {
	case LLVMBitCast:
		if (LLVMGetTypeKind(t) == LLVMPointerTypeKind)
			return lsv_const(c, a, where);
		return lsv_specop(c, SpvOpBitcast, lsv_type(c, t), (const uint32_t[]){lsv_const(c, a, where)}, 1);
	case LLVMAddrSpaceCast: {
		SpvId pt = lsv_value_type(c, k), src;
		a = lsv_cast_source(a);
		src = lsv_const_typed(c, a, lsv_ptr_to(c, LLVMTypeOf(a), lsv_pointee(c, a), where), where);
		/* address space 0 may be Generic too (as0generic) */
		SpvStorageClass from = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(a)), where);
		SpvStorageClass to = lsv_storage_class(c, LLVMGetPointerAddressSpace(t), where);
		if (from == to)
			return src;
		if (to == SpvStorageClassGeneric)
			return lsv_specop(c, SpvOpPtrCastToGeneric, pt, (const uint32_t[]){src}, 1);
		if (from == SpvStorageClassGeneric)
			return lsv_specop(c, SpvOpGenericCastToPtr, pt, (const uint32_t[]){src}, 1);
		/* between two named classes through Generic, as isel.c's addrspacecast
		 * (the only two casts OpSpecConstantOp has) */
		if (!castclass(from) || !castclass(to))
			break;
		src = lsv_specop(c, SpvOpPtrCastToGeneric,
		                 lsv_ptr_type(c, SpvStorageClassGeneric, lsv_type(c, lsv_pointee(c, a))),
		                 (const uint32_t[]){src}, 1);
		return lsv_specop(c, SpvOpGenericCastToPtr, pt, (const uint32_t[]){src}, 1);
	}
	case LLVMIntToPtr: /* an address written as a number */
		if (LLVMGetTypeKind(t) != LLVMPointerTypeKind)
			break;
		return lsv_specop(c, SpvOpConvertUToPtr, lsv_value_type(c, k), (const uint32_t[]){lsv_const(c, a, where)},
		                  1);
	case LLVMPtrToInt:
		return lsv_specop(c, SpvOpConvertPtrToU, lsv_type(c, t), (const uint32_t[]){lsv_const(c, a, where)}, 1);
	case LLVMGetElementPtr: {
		unsigned n = LLVMGetNumOperands(k), i, m = 1;
		uint32_t w[6];
		LLVMTypeRef src = LLVMGetGEPSourceElementType(k), cur = src;
		SpvOp o = LLVMIsInBounds(k) ? SpvOpInBoundsPtrAccessChain : SpvOpPtrAccessChain;
		if (n > 6)
			break;
		w[0] = lsv_const_typed(c, a, lsv_ptr_to(c, LLVMTypeOf(a), src, where), where);
		for (i = 1; i < n; i++) {
			LLVMValueRef ix = LLVMGetOperand(k, i);
			if (i >= 2 && LLVMGetTypeKind(cur) == LLVMStructTypeKind) {
				unsigned j = (unsigned)LLVMConstIntGetZExtValue(ix);
				w[m++] = lsv_const_u32(c, lsv_member(c, cur, j));
				cur = LLVMStructGetTypeAtIndex(cur, j);
				continue;
			}
			if (i >= 2 && ((LLVMGetTypeKind(cur) == LLVMVectorTypeKind && lsv_vec_len(cur) == 1) ||
			               (LLVMGetTypeKind(cur) == LLVMArrayTypeKind && !LLVMGetArrayLength2(cur)))) {
				/* a one-lane vector is its element, a zero-length array an
				 * empty struct: stop there and step over elements (as isel.c's
				 * gep) */
				SpvId pt = lsv_ptr_to(c, LLVMTypeOf(k), cur, where);
				SpvId ep = lsv_ptr_to(c, LLVMTypeOf(k), LLVMGetElementType(cur), where);
				w[0] = specchain(c, o, pt, lsv_pointee_type(c, LLVMTypeOf(a), src, where), w, m);
				if (ep != pt)
					w[0] = lsv_specop(c, SpvOpBitcast, ep, w, 1);
				m = 1;
				cur = LLVMGetElementType(cur);
				src = cur;
				a = k;
				w[m++] = gepindex(c, ix, where);
				continue;
			}
			if (i >= 2)
				cur = LLVMGetElementType(cur);
			w[m++] = gepindex(c, ix, where);
		}
		return specchain(c, o, lsv_ptr_to(c, LLVMTypeOf(k), cur, where),
		                 lsv_pointee_type(c, LLVMTypeOf(a), src, where), w, m);
	}
	default:
		break;
	}
	exprfail(c, k, where);
}

SpvId
lsv_const(struct lsv_ctx *c, LLVMValueRef k, LLVMValueRef where)
{
	LLVMTypeRef t = LLVMTypeOf(k);
	uint64_t key = (uint64_t)(uintptr_t)k;
	uint64_t got;
	SpvId id;
	bool fresh;

	if (LLVMIsAGlobalAlias(k))
		return lsv_const(c, lsv_unalias(k), where);
	if (LLVMIsAFunction(k)) /* gvals holds its id as a function, not an address */
		return lsv_fn_addr(c, k, where);
	if (c->as0generic && lsv_private_global(k)) /* gvals holds the variable, of another class */
		return lsv_private_global_ref(c, k);
	if (LLVMIsAGlobalValue(k)) /* it knows one still being declared */
		return lsv_global_id(c, k);
	got = lsv_map_get(&c->gvals, key);
	if (got)
		return (SpvId)got;
	if (LLVMIsUndef(k) || LLVMIsPoison(k)) {
		id = lsv_undef(c, lsv_type(c, t));
	} else if (LLVMIsAConstantInt(k)) {
		unsigned w = lsv_int_width(c, LLVMGetIntTypeWidth(t), where);
		if (w == 1) {
			id = lsv_const_bool(c, LLVMConstIntGetZExtValue(k) != 0);
		} else if (w > 64) {
			uint32_t *buf = lsv_alloc(&c->fn, (litwords(w) + 1) * 4);
			lsv_const_words(c, k, w, buf + 1);
			id = wideconst(c, w, buf);
		} else {
			id = lsv_const_int(c, w, LLVMConstIntGetZExtValue(k));
		}
	} else if (LLVMIsAConstantFP(k)) {
		LLVMTypeKind kind = LLVMGetTypeKind(t);
		unsigned bits = kind == LLVMHalfTypeKind || kind == LLVMBFloatTypeKind ? 16
		              : kind == LLVMFloatTypeKind ? 32 : kind == LLVMDoubleTypeKind ? 64 : 0;
		LLVMValueRef asint;
		uint64_t v;
		if (!bits)
			lsv_fail_at(c, where, "this floating-point type is not supported for %s", c->tgt.triple);
		asint = LLVMConstBitCast(k, LLVMIntTypeInContext(c->llctx, bits));
		if (!LLVMIsAConstantInt(asint))
			lsv_bug("floating-point constant did not fold to its bits");
		v = LLVMConstIntGetZExtValue(asint);
		if (bits == 64)
			id = INTERN(c, SpvOpConstant, lsv_float_type(c, 64), (uint32_t)v, (uint32_t)(v >> 32));
		else if (kind == LLVMBFloatTypeKind)
			id = INTERN(c, SpvOpConstant, lsv_bfloat_type(c), (uint32_t)v);
		else
			id = INTERN(c, SpvOpConstant, lsv_float_type(c, bits), (uint32_t)v);
	} else if (LLVMIsAConstantPointerNull(k)) {
		id = lsv_null(c, lsv_type(c, t));
	} else if ((!lsv_has_null(t) && (LLVMIsAConstantAggregateZero(k) ||
	                                 LLVMGetValueKind(k) == LLVMConstantTargetNoneValueKind)) ||
	           LLVMGetValueKind(k) == LLVMConstantTokenNoneValueKind) {
		/* no null value of an image, a pipe or a token (OpTypeTokenINTEL) */
		id = lsv_undef(c, lsv_type(c, t));
	} else if (LLVMIsAConstantAggregateZero(k)) {
		id = lsv_zero_of(c, t);
	} else if (lsv_is_ptrvec(t)) {
		id = ptrvec(c, k, where);
	} else if (LLVMIsAConstantDataSequential(k) || LLVMIsAConstantArray(k) ||
	           LLVMIsAConstantStruct(k) || LLVMIsAConstantVector(k)) {
		id = composite(c, k, where);
	} else if (LLVMIsAConstantExpr(k)) {
		lsv_enter(c, where, "constant expressions");
		id = constexpr_(c, k, where);
		lsv_leave(c);
	} else if (LLVMGetValueKind(k) == LLVMConstantTargetNoneValueKind) {
		id = lsv_null(c, lsv_type(c, t));
	} else {
		lsv_unsupported(c, where, "this kind of constant");
	}
	*lsv_map_slot(&c->gvals, key, &fresh) = id;
	return id;
}

SpvId
lsv_const_of(struct lsv_ctx *c, LLVMTypeRef t, uint64_t v)
{
	unsigned n = lsv_vec_len(t);
	SpvId s = lsv_const_int(c, lsv_int_width(c, lsv_elem_bits(t), NULL), v);

	return n > 1 ? lsv_const_splat(c, lsv_type(c, t), s, n) : s;
}

SpvId
lsv_const_fp_of(struct lsv_ctx *c, LLVMTypeRef t, double v)
{
	unsigned n = lsv_vec_len(t);
	union { float f; uint32_t u; } x = {(float)v};
	SpvId s;

	/* a bfloat is a float's high half (callers pass small whole numbers) */
	if (LLVMGetTypeKind(lsv_elem_type(t)) == LLVMBFloatTypeKind)
		s = INTERN(c, SpvOpConstant, lsv_bfloat_type(c), x.u >> 16);
	else
		s = lsv_const_float(c, lsv_elem_bits(t), v);

	return n > 1 ? lsv_const_splat(c, lsv_type(c, t), s, n) : s;
}
