/* vmem.c: OpenCL builtins for vector loads and stores (vloadn, vstoren, half forms), conversions
 * (convert_<type>[_sat][_<rounding>]), printf, async copies and prefetch, and the generic lowering
 * of __spirv_<Op> calls by the grammar's operand shapes. Rows in vmem.def; dispatched from
 * builtins.c. Spellings with widths and suffixes reach their row through lsv_bi_canon; the
 * lowering reads the width, _sat and the rounding mode back from the full name. */
#include <string.h>

#include "lsv.h"

enum family {
	NONE,
	VLOAD,   /* vload<n>: OpenCL.std vloadn */
	VSTORE,  /* vstore<n>: OpenCL.std vstoren */
	VLOADH,  /* vload[a]_half[n]: a = "a" for the aligned forms */
	VSTOREH, /* vstore[a]_half[n][_<rounding>]: a = "a" for the aligned forms */
	SPVOCL,  /* __spirv_ocl_<a>: b = number of id operands; the rest are literals */
	CONV,    /* convert_<type>: a = "s", "u" or "f", the kind of the result */
	PRINTF,
	ASYNC,   /* async_work_group_[strided_]copy: OpGroupAsyncCopy */
	WAIT,    /* wait_group_events: OpGroupWaitEvents */
	PREFETCH,
	DIRECT   /* __spirv_<a>: the core instruction a, operands as the grammar says */
};

const struct lsv_brow lsv_vmem_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "vmem.def"
#undef B
	{"", NONE, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_vmem_nrows = sizeof(lsv_vmem_rows) / sizeof(lsv_vmem_rows[0]) - 1;

static bool
starts(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s, p, k);
}

static bool
ends(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s + n - k, p, k);
}

/* A rounding suffix at the end of s[0..n): its FPRoundingMode, or -1. */
static int
rounding(const char *s, size_t n)
{
	static const char *const sfx[] = {"_rte", "_rtz", "_rtp", "_rtn"}; /* FPRoundingMode order */
	int i;

	for (i = 0; i < 4; i++)
		if (ends(s, n, sfx[i]))
			return i;
	return -1;
}

/* Length of a "_R<type>[<width>]" suffix of s[0..n) (the translator's
 * spelling of the result type), or 0. */
static size_t
rtype(const char *s, size_t n)
{
	static const char *const types[] = {"bool", "char", "double", "event", "float", "half", "int",
	                                    "long", "reserveid", "short", "uchar", "uint", "ulong",
	                                    "ushort"};
	static const char mat[] = "__spirv_CooperativeMatrixKHR__";
	size_t i, k = n;

	/* a cooperative matrix: _RPU3AS<n><length>__spirv_CooperativeMatrixKHR__<T>_<S>_<R>_<C>_<U> */
	for (i = n; i-- > 7;)
		if (!memcmp(s + i - 7, "_RPU3AS", 7) && lsv_contains(s + i, n - i, mat))
			return n - (i - 7);
	while (k && s[k - 1] >= '0' && s[k - 1] <= '9')
		k--;
	for (i = 0; i < LSV_LEN(types); i++) {
		size_t t = strlen(types[i]);
		if (k >= t + 2 && !memcmp(s + k - t, types[i], t) && !memcmp(s + k - t - 2, "_R", 2))
			return n - (k - t - 2);
	}
	return 0;
}

/* Length of the vector width (2, 3, 4, 8, 16) at the end of s[0..n), or 0. */
static size_t
width(const char *s, size_t n, unsigned *w)
{
	if (ends(s, n, "16")) {
		*w = 16;
		return 2;
	}
	if (n && (s[n - 1] == '2' || s[n - 1] == '3' || s[n - 1] == '4' || s[n - 1] == '8')) {
		*w = (unsigned)(s[n - 1] - '0');
		return 1;
	}
	*w = 1;
	return 0;
}

size_t
lsv_bi_canon(const char *name, size_t len, char *buf, size_t cap)
{
	size_t n = len, k;
	unsigned w;
	bool spv = starts(name, len, "__spirv_");

	if (!spv && !starts(name, len, "convert_") && !starts(name, len, "vload") &&
	    !starts(name, len, "vstore"))
		return 0;
	for (;;) {
		if (rounding(name, n) >= 0)
			n -= 4;
		else if (ends(name, n, "_sat"))
			n -= 4;
		else if (spv && (k = rtype(name, n)))
			n -= k;
		else
			break;
	}
	if (!spv)
		n -= width(name, n, &w);
	/* an extended instruction's first postfix starts with two underscores
	 * (__spirv_ocl_vloadn__Rfloat4) */
	else if (n < len && n > 12 && name[n - 1] == '_' && starts(name, len, "__spirv_ocl_"))
		n--;
	if (n == len || n >= cap)
		return 0;
	memcpy(buf, name, n);
	buf[n] = 0;
	return n;
}

static bool
isfloat(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(lsv_elem_type(t));

	return k == LLVMHalfTypeKind || k == LLVMFloatTypeKind || k == LLVMDoubleTypeKind ||
	       k == LLVMBFloatTypeKind;
}

static unsigned
lanes(LLVMTypeRef t)
{
	unsigned n = lsv_vec_len(t);

	return n ? n : 1;
}


/* The lowerings below trust the declared types; a declaration with other
 * types than the builtin has (a result where it has none, a scalar where it
 * loads a vector) is an error, not an invalid module. */
static void
need(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, bool ok)
{
	if (!ok)
		lsv_bi_unsupported(c, v, cl, " declared with these types");
}

static bool
isvoid(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMVoidTypeKind;
}

/* A constant integer argument as a literal word. */
static uint32_t
literal(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i)
{
	LLVMValueRef a = lsv_bi_argv(c, v, i);

	if (!LLVMIsAConstantInt(a))
		lsv_bi_unsupported(c, v, cl, " with a run-time literal operand");
	return (uint32_t)LLVMConstIntGetZExtValue(a);
}

/* Integer operand a at bits bits, converted when the call passes another
 * width; widths compare as lowered (an i34 is already a 64-bit integer). */
static SpvId
intarg(struct lsv_ctx *c, LLVMValueRef a, unsigned bits)
{
	LLVMTypeRef t = LLVMTypeOf(a);
	SpvId x = lsv_val(c, a);

	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || lsv_int_width(c, LLVMGetIntTypeWidth(t), a) == bits)
		return x;
	return INST(c, SpvOpUConvert, lsv_int_type(c, bits), x);
}

/* A size_t operand at the target's pointer width (IR written for the other
 * width passes i64 to a spirv32 compile, or i32 to spirv64). */
static SpvId
sizearg(struct lsv_ctx *c, LLVMValueRef a)
{
	return intarg(c, a, c->tgt.ptrbits);
}

/* OpExtInst of OpenCL.std name with operands w[0..n) (ids and literals). */
static SpvId
ocl(struct lsv_ctx *c, LLVMValueRef v, const char *name, const uint32_t *w, size_t n)
{
	int num = lsv_extinst_number(LSV_SET_OPENCL, name, strlen(name));

	if (num < 0)
		lsv_bug("no OpenCL.std instruction %s", name);
	return lsv_extinst(c, lsv_type(c, LLVMTypeOf(v)), LSV_SET_OPENCL, (uint32_t)num, w, n);
}

static LLVMTypeRef
halfty(struct lsv_ctx *c)
{
	return LLVMHalfTypeInContext(c->llctx);
}

/* The lane count a vload's name gives (vload4, vloada_half3: 4 and 3;
 * vload_half: 1). The mangled name does not spell the result, so a call
 * returning another number of lanes would read from the wrong offset: the
 * offset counts whole vectors of the name's width. */
static void
needlanes(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned w;

	width(cl->d.name, cl->d.namelen, &w);
	if (lanes(LLVMTypeOf(v)) != w)
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " returning %u lanes", lanes(LLVMTypeOf(v))));
}

/* vload<n>(offset, p) -> vloadn offset p n */
static SpvId
vload(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	uint32_t w[3];

	need(c, v, cl, LLVMGetNumArgOperands(v) == 2 && lanes(t) > 1 && (lsv_is_int(t) || isfloat(t)));
	needlanes(c, v, cl);
	w[0] = sizearg(c, lsv_bi_argv(c, v, 0));
	w[1] = lsv_val_tptr(c, lsv_bi_argv(c, v, 1), lsv_elem_type(t));
	w[2] = lanes(t);
	return ocl(c, v, "vloadn", w, 3);
}

/* vstore<n>(data, offset, p) -> vstoren data offset p */
static SpvId
vstore(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMValueRef d;
	uint32_t w[3];

	need(c, v, cl, LLVMGetNumArgOperands(v) == 3 && isvoid(LLVMTypeOf(v)));
	d = lsv_bi_argv(c, v, 0);
	need(c, v, cl, lanes(LLVMTypeOf(d)) > 1 && (lsv_is_int(LLVMTypeOf(d)) || isfloat(LLVMTypeOf(d))));
	w[0] = lsv_val(c, d);
	w[1] = sizearg(c, lsv_bi_argv(c, v, 1));
	w[2] = lsv_val_tptr(c, lsv_bi_argv(c, v, 2), lsv_elem_type(LLVMTypeOf(d)));
	return ocl(c, v, "vstoren", w, 3);
}

/* vload_half[n] and vloada_half[n]: the scalar forms are the same instruction. */
static SpvId
vloadh(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, bool aligned)
{
	unsigned n = lanes(LLVMTypeOf(v));
	uint32_t w[3];

	need(c, v, cl, LLVMGetNumArgOperands(v) == 2 && isfloat(LLVMTypeOf(v)) &&
	               LLVMGetTypeKind(lsv_elem_type(LLVMTypeOf(v))) != LLVMHalfTypeKind);
	needlanes(c, v, cl);
	w[0] = sizearg(c, lsv_bi_argv(c, v, 0));
	w[1] = lsv_val_tptr(c, lsv_bi_argv(c, v, 1), halfty(c));
	w[2] = n;

	if (n == 1)
		return ocl(c, v, "vload_half", w, 2);
	return ocl(c, v, aligned ? "vloada_halfn" : "vload_halfn", w, 3);
}

static SpvId
vstoreh(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, bool aligned)
{
	LLVMValueRef d;
	int r = rounding(cl->d.name, cl->d.namelen);
	uint32_t w[4];
	bool vec;
	char name[24];

	need(c, v, cl, LLVMGetNumArgOperands(v) == 3 && isvoid(LLVMTypeOf(v)));
	d = lsv_bi_argv(c, v, 0);
	need(c, v, cl, isfloat(LLVMTypeOf(d)) && LLVMGetTypeKind(lsv_elem_type(LLVMTypeOf(d))) != LLVMHalfTypeKind);
	w[0] = lsv_val(c, d);
	w[1] = sizearg(c, lsv_bi_argv(c, v, 1));
	w[2] = lsv_val_tptr(c, lsv_bi_argv(c, v, 2), halfty(c));
	w[3] = (uint32_t)r;
	vec = lanes(LLVMTypeOf(d)) > 1;

	/* vstorea_half of a scalar is vstore_half */
	strcpy(name, vec && aligned ? "vstorea_half" : "vstore_half");
	if (vec)
		strcat(name, "n");
	if (r >= 0)
		strcat(name, "_r");
	return ocl(c, v, name, w, r >= 0 ? 4 : 3);
}

/* __spirv_ocl_<name>(ids..., literals...): pointers by the mangled pointee, or
 * by what the instruction reads or writes; vloadn-like forms without their
 * literal n take it from the result. */
static SpvId
spvocl(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r)
{
	unsigned n = LLVMGetNumArgOperands(v), nid = (unsigned)(r->b[0] - '0'), i;
	bool half = strstr(r->a, "half") != NULL, store = starts(r->a, strlen(r->a), "vstore");
	uint32_t w[6];

	if (n < nid || n > nid + 1)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	for (i = 0; i < nid; i++) {
		LLVMValueRef a = lsv_bi_argv(c, v, i);
		if (LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMPointerTypeKind) {
			w[i] = i == (store ? 1u : 0u) ? sizearg(c, a) : lsv_val(c, a);
			continue;
		}
		w[i] = lsv_val_tptr(c, a, half ? halfty(c)
		                         : lsv_elem_type(store ? LLVMTypeOf(lsv_bi_argv(c, v, 0)) : LLVMTypeOf(v)));
	}
	for (; i < n; i++)
		w[i] = literal(c, v, cl, i);
	if (n == nid && ends(r->a, strlen(r->a), "n") && !store)
		w[n++] = lanes(LLVMTypeOf(v));
	if (n == nid && ends(r->a, strlen(r->a), "_r"))
		lsv_bi_unsupported(c, v, cl, " without its rounding mode");
	return ocl(c, v, r->a, w, n);
}

/* convert_<type>[n][_sat][_<rounding>]: the source kind from the mangled
 * parameter, the result kind from the row. */
static SpvId
convert(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, char dst)
{
	LLVMValueRef a = lsv_bi_argv(c, v, 0);
	LLVMTypeRef st = LLVMTypeOf(a), dt = LLVMTypeOf(v);
	bool sf = isfloat(st), df = dst == 'f', ss = sf || lsv_bi_signed(cl), ds = dst == 's';
	bool sat = lsv_contains(cl->d.name, cl->d.namelen, "_sat");
	int r = rounding(cl->d.name, cl->d.namelen);
	SpvId x = lsv_val(c, a), ty = lsv_type(c, dt), id;
	SpvOp op;

	if (lanes(st) != lanes(dt))
		lsv_bi_unsupported(c, v, cl, " with different source and result widths");
	if (sf && df) {
		if (lsv_elem_bits(st) == lsv_elem_bits(dt))
			return x;
		op = SpvOpFConvert;
	} else if (df) {
		op = ss ? SpvOpConvertSToF : SpvOpConvertUToF;
	} else if (sf) {
		op = ds ? SpvOpConvertFToS : SpvOpConvertFToU;
	} else {
		r = -1; /* integers are exact or saturated, never rounded */
		if (sat && ss != ds) {
			sat = false;
			op = ss ? SpvOpSatConvertSToU : SpvOpSatConvertUToS;
		} else if (lsv_elem_bits(st) == lsv_elem_bits(dt)) {
			return x;
		} else {
			op = ss ? SpvOpSConvert : SpvOpUConvert;
		}
	}
	id = INST(c, op, ty, x);
	if (sat && !df)
		DECORATE0(c, id, SpvDecorationSaturatedConversion);
	if (r >= 0)
		DECORATE(c, id, SpvDecorationFPRoundingMode, (uint32_t)r);
	return id;
}

/* printf(format, ...): the format string in UniformConstant, or anywhere
 * with SPV_EXT_relaxed_printf_string_address_space. */
static SpvId
printf_(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = LLVMGetNumArgOperands(v), i;
	LLVMValueRef f = n ? lsv_bi_argv(c, v, 0) : NULL;
	uint32_t *w;

	if (!f || LLVMGetTypeKind(LLVMTypeOf(f)) != LLVMPointerTypeKind)
		lsv_bi_unsupported(c, v, cl, " without a format string");
	/* the extension relaxes a rule; no grammar row names it */
	if (LLVMGetPointerAddressSpace(LLVMTypeOf(f)) != 2 &&
	    !lsv_use_ext(c, LSV_SPV_EXT_relaxed_printf_string_address_space))
		lsv_fail_at(c, v, "printf with a format string outside constant memory is not supported "
		            "for %s (it needs --spirv-ext=+SPV_EXT_relaxed_printf_string_address_space)",
		            c->tgt.triple);
	w = lsv_alloc(&c->fn, ((size_t)n + 2) * 4);
	w[0] = lsv_import(c, LSV_SET_OPENCL);
	w[1] = (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, "printf", 6);
	w[2] = lsv_val_tptr(c, f, c->i8);
	for (i = 1; i < n; i++)
		w[i + 2] = lsv_val(c, lsv_bi_argv(c, v, i));
	return lsv_inst(c, SpvOpExtInst, lsv_type(c, LLVMTypeOf(v)), w, (size_t)n + 2);
}

/* Whether t is target("spirv.Event"), the only type of an OpenCL event. */
static bool
isevent(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind && !strcmp(LLVMGetTargetExtTypeName(t), "spirv.Event");
}

/* async_work_group_copy(dst, src, n, event) and
 * async_work_group_strided_copy(dst, src, n, stride, event). The result and
 * the event operand are OpTypeEvent: an event as a plain pointer (IR from
 * before LLVM 17 typed events) is an error, not an invalid instruction. */
static SpvId
async(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = LLVMGetNumArgOperands(v);
	LLVMValueRef num = lsv_bi_argv(c, v, 2);
	SpvId stride;

	if (n != 4 && n != 5)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	if (!isevent(LLVMTypeOf(v)) || !isevent(LLVMTypeOf(lsv_bi_argv(c, v, n - 1))))
		lsv_bi_unsupported(c, v, cl, " with an event that is not a target(\"spirv.Event\")");
	stride = n == 5 ? sizearg(c, lsv_bi_argv(c, v, 3)) : lsv_const_int(c, c->tgt.ptrbits, 1);
	return INST(c, SpvOpGroupAsyncCopy, lsv_type(c, LLVMTypeOf(v)), lsv_scope(c, SpvScopeWorkgroup),
	            lsv_bi_targ(c, v, cl, 0), lsv_bi_targ(c, v, cl, 1), sizearg(c, num), stride,
	            lsv_val(c, lsv_bi_argv(c, v, n - 1)));
}

/* wait_group_events(n, events); n is a 32-bit integer in SPIR-V whatever
 * width the call passes. clang declares the list pointer generic even
 * for OpenCL C 1.2; the pointer it was cast from is used where there is one,
 * since 1.2 consumers (PoCL 3.1) only have the private-pointer overload. */
static SpvId
wait(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef ev = LLVMTargetExtTypeInContext(c->llctx, "spirv.Event", NULL, 0, NULL, 0);
	LLVMValueRef p = lsv_bi_argv(c, v, 1);

	if ((LLVMIsAAddrSpaceCastInst(p) || (LLVMIsAConstantExpr(p) &&
	     LLVMGetConstOpcode(p) == LLVMAddrSpaceCast)) &&
	    LLVMGetPointerAddressSpace(LLVMTypeOf(LLVMGetOperand(p, 0))) != 4)
		p = LLVMGetOperand(p, 0);
	EMIT(c, c->f->cur, SpvOpGroupWaitEvents, lsv_scope(c, SpvScopeWorkgroup),
	     intarg(c, lsv_bi_argv(c, v, 0), 32), lsv_val_ptr(c, p, ev));
	return 0;
}

/* __spirv_<Op>(operands...): each id operand of the grammar from an argument,
 * each literal from a constant argument; conversions take SaturatedConversion
 * and FPRoundingMode from the _sat and _<rounding> suffixes of the name. */
SpvId
lsv_bi_spirv_op(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *opname)
{
	int op = lsv_opcode(opname, strlen(opname));
	const struct lsv_opinfo *info = op >= 0 ? lsv_opinfo((uint32_t)op) : NULL;
	unsigned n = LLVMGetNumArgOperands(v), i = 0;
	const char *s;
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n + 1) * 4);
	LLVMTypeRef rt = LLVMTypeOf(v);
	bool isconv = strstr(opname, "Convert") != NULL;
	int r = rounding(cl->d.name, cl->d.namelen);
	SpvId id;

	if (!info)
		lsv_bug("no opcode %s", opname);
	for (s = info->operands; *s && i < n; s++) {
		char k = *s, q = s[1];
		if (q == '?' || q == '*')
			s++;
		do {
			if (k == 'i')
				w[i] = lsv_bi_arg(c, v, cl, i);
			else if (k == 'n' || k == 'b')
				w[i] = literal(c, v, cl, i);
			else if (k == 'c' || k == 'm')
				w[i] = lsv_bi_scopesem(c, v, cl, i, op, info->operands, s);
			else
				lsv_bi_unsupported(c, v, cl, " (an operand of this kind)");
			/* a bit-enum's parameters are ids, like a repeated id list */
			if (k == 'b')
				k = 'i', q = '*';
			i++;
		} while (q == '*' && i < n);
	}
	if (i != n)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	if (!info->result) {
		lsv_emit(c, c->f->cur, (SpvOp)op, w, n);
		return 0;
	}
	id = lsv_inst(c, (SpvOp)op, LLVMGetTypeKind(rt) == LLVMVoidTypeKind ? lsv_void_type(c) : lsv_type(c, rt),
	              w, n);
	if (isconv && lsv_contains(cl->d.name, cl->d.namelen, "_sat") && op != SpvOpSatConvertSToU &&
	    op != SpvOpSatConvertUToS)
		DECORATE0(c, id, SpvDecorationSaturatedConversion);
	if (isconv && r >= 0)
		DECORATE(c, id, SpvDecorationFPRoundingMode, (uint32_t)r);
	return id;
}

SpvId
lsv_bi_vmem(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	const struct lsv_brow *r = cl->row;

	switch (r->fam) {
	case VLOAD: return vload(c, v, cl);
	case VSTORE: return vstore(c, v, cl);
	case VLOADH: return vloadh(c, v, cl, r->a != NULL);
	case VSTOREH: return vstoreh(c, v, cl, r->a != NULL);
	case SPVOCL: return spvocl(c, v, cl, r);
	case CONV: return convert(c, v, cl, r->a[0]);
	case PRINTF: return printf_(c, v, cl);
	case ASYNC: return async(c, v, cl);
	case WAIT: return wait(c, v);
	case PREFETCH: {
		uint32_t w[2] = {lsv_bi_targ(c, v, cl, 0), sizearg(c, lsv_bi_argv(c, v, 1))};
		return ocl(c, v, "prefetch", w, 2);
	}
	case DIRECT: return lsv_bi_spirv_op(c, v, cl, r->a);
	default: lsv_bi_unsupported(c, v, cl, "");
	}
}
