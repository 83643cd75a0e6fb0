/* builtins.c: calls to OpenCL C builtins (Itanium-mangled, demangled by
 * demangle.c), their __spirv_ocl_* and __spirv_BuiltIn* forms, and the
 * __spirv_BuiltIn* global variables. One row per builtin in a .def table, one
 * lowering per family. This file owns the work-item, math, integer, common,
 * relational, geometric and barrier families (builtins.def) and dispatches the
 * other areas to atomics.c, vmem.c and images.c, each with its own table. The
 * row of each callee is looked up once and cached by declaration. */
#include <string.h>

#include "lsv.h"

enum family { WI, WIS, OCL, OCLI, OCLF, REL, TEST, ANYALL, DOT, BARRIER, MEMFENCE, SPVOCL, CARRY, SPEC };

static const struct lsv_brow rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "builtins.def"
#undef B
};

/* The tables of all areas; each is sorted by name. */
static const struct {
	enum lsv_barea area;
	const struct lsv_brow *rows;
	const size_t *n;
} tables[] = {
	{LSV_BI_CORE, rows, NULL},
	{LSV_BI_ATOMICS, lsv_atomics_rows, &lsv_atomics_nrows},
	{LSV_BI_VMEM, lsv_vmem_rows, &lsv_vmem_nrows},
	{LSV_BI_IMAGES, lsv_images_rows, &lsv_images_nrows},
	{LSV_BI_NARROWFP, lsv_narrowfp_rows, &lsv_narrowfp_nrows},
};

static const struct lsv_brow *
search(const struct lsv_brow *t, size_t n, const char *name, size_t len)
{
	return lsv_row(t, n, sizeof(*t), name, len);
}

static bool
find(struct lsv_bcall *cl)
{
	size_t i;

	char buf[64];
	const char *name = cl->d.name;
	size_t len = cl->d.namelen;

	for (;;) {
		for (i = 0; i < LSV_LEN(tables); i++) {
			size_t n = tables[i].n ? *tables[i].n : LSV_LEN(rows);
			if ((cl->row = search(tables[i].rows, n, name, len))) {
				cl->area = tables[i].area;
				return true;
			}
		}
		/* spellings with widths and suffixes share one row (vmem.c) */
		if (name == buf || !(len = lsv_bi_canon(name, len, buf, sizeof(buf))))
			return false;
		name = buf;
	}
}

static bool
prefix(const char *s, size_t n, const char *p)
{
	size_t k = strlen(p);

	return n >= k && !memcmp(s, p, k);
}

/* _Z<n>__spirv_<...> whose parameter types the demangler does not know (the
 * translator's N5__spv5Scope4FlagE enums): the plain name, without types. */
static void
spvname(struct lsv_demangled *d)
{
	size_t i = 2, n = 0;

	if (!prefix(d->name, d->namelen, "_Z"))
		return;
	while (i < d->namelen && d->name[i] >= '0' && d->name[i] <= '9')
		n = n * 10 + (size_t)(d->name[i++] - '0');
	if (n > 8 && n <= d->namelen - i && !memcmp(d->name + i, "__spirv_", 8)) {
		d->name += i;
		d->namelen = n;
	}
}

/* The lowerings trust the call's types (not the declaration's: a call may
 * have a function type of its own): its arguments must fit what the mangled
 * name says (a pointer for a pointer; a number or vector of numbers of the
 * same kind and lane count, any width: callargs; images, enums, bool and the
 * like are not compared; an sret result adds an argument, and then nothing
 * is compared). */
static const struct lsv_mtype *retype(struct lsv_ctx *c, LLVMTypeRef t, const struct lsv_mtype *hint);

/* The mangled type of an argument the call passes as LLVM type t instead of
 * mangled type mt: only another width of the same kind and shape (an integer
 * for an integer, keeping the mangled signedness; a float for a float; a
 * vector of as many lanes); NULL for anything else, which the lowerings
 * (fixed-type operands, offsets scaled by the name's lane count) cannot take. */
static const struct lsv_mtype *
calltype(struct lsv_ctx *c, LLVMTypeRef t, const struct lsv_mtype *mt)
{
	const struct lsv_mtype *et = mt->kind == LSV_M_VEC ? mt->of : mt;
	bool isint = et->kind >= LSV_M_CHAR && et->kind <= LSV_M_ULONG;
	LLVMTypeRef e = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetElementType(t) : t;

	if ((mt->kind == LSV_M_VEC) != (LLVMGetTypeKind(t) == LLVMVectorTypeKind) ||
	    (mt->kind == LSV_M_VEC && mt->lanes != LLVMGetVectorSize(t)) ||
	    isint != (LLVMGetTypeKind(e) == LLVMIntegerTypeKind))
		return NULL;
	return retype(c, t, et);
}

static const struct lsv_mtype *
retype(struct lsv_ctx *c, LLVMTypeRef t, const struct lsv_mtype *hint)
{
	static const enum lsv_mkind sints[] = {LSV_M_CHAR, LSV_M_SHORT, LSV_M_INT, LSV_M_LONG};
	static const enum lsv_mkind uints[] = {LSV_M_UCHAR, LSV_M_USHORT, LSV_M_UINT, LSV_M_ULONG};
	struct lsv_mtype *m = lsv_alloc(&c->fn, sizeof(*m));
	bool uns = hint->kind == LSV_M_UCHAR || hint->kind == LSV_M_USHORT || hint->kind == LSV_M_UINT ||
	           hint->kind == LSV_M_ULONG || hint->kind == LSV_M_BOOL;
	unsigned w;

	memset(m, 0, sizeof(*m));
	switch (LLVMGetTypeKind(t)) {
	case LLVMVectorTypeKind:
		if (LLVMGetTypeKind(LLVMGetElementType(t)) == LLVMVectorTypeKind)
			return NULL;
		m->kind = LSV_M_VEC;
		m->lanes = LLVMGetVectorSize(t);
		m->of = retype(c, LLVMGetElementType(t), hint);
		return m->of ? m : NULL;
	case LLVMIntegerTypeKind:
		w = LLVMGetIntTypeWidth(t);
		if (w != 8 && w != 16 && w != 32 && w != 64)
			return NULL;
		m->kind = (uns ? uints : sints)[w == 8 ? 0 : w == 16 ? 1 : w == 32 ? 2 : 3];
		return m;
	case LLVMHalfTypeKind: m->kind = LSV_M_HALF; return m;
	case LLVMFloatTypeKind: m->kind = LSV_M_FLOAT; return m;
	case LLVMDoubleTypeKind: m->kind = LSV_M_DOUBLE; return m;
	default: return NULL;
	}
}

/* The call's own argument types are what counts (a call may differ from its
 * declaration, e.g. wait_group_events(i64, ...) mangled with int): a number
 * or vector of numbers of another type than its mangled one is re-typed
 * from the call, for this call only; other mismatches are clear errors. */
static const struct lsv_bcall *
callargs(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	const struct lsv_demangled *d = &cl->d;
	unsigned n = LLVMGetNumArgOperands(v), i;
	struct lsv_bcall *own = NULL;

	if (n != d->nparams)
		return cl;
	for (i = 0; i < n; i++) {
		const struct lsv_mtype *mt = d->params[i], *nt;
		LLVMTypeRef have = LLVMTypeOf(LLVMGetOperand(v, i));
		const struct lsv_mtype *et = mt->kind == LSV_M_VEC ? mt->of : mt;
		bool ok;
		/* the translator mangles an image, sampler or event as a pointer
		 * to its opaque struct (PU3AS133__spirv_Image__void_1_0_...) */
		if (LLVMGetTypeKind(have) == LLVMTargetExtTypeKind)
			continue;
		if (mt->kind == LSV_M_PTR)
			ok = LLVMGetTypeKind(have) == LLVMPointerTypeKind;
		else if (et->kind >= LSV_M_CHAR && et->kind <= LSV_M_DOUBLE)
			ok = have == lsv_bi_llty(c, mt);
		else
			continue;
		if (ok)
			continue;
		nt = mt->kind != LSV_M_PTR ? calltype(c, have, mt) : NULL;
		if (!nt)
			lsv_fail_at(c, v, "a call of builtin %.*s whose argument %u differs from its mangled name is "
			            "not supported for %s", (int)d->namelen, d->name, i + 1, c->tgt.triple);
		if (!own) {
			own = lsv_alloc(&c->fn, sizeof(*own));
			*own = *cl;
		}
		own->d.params[i] = nt;
	}
	return own ? own : cl;
}

static const struct lsv_bcall *
resolve(struct lsv_ctx *c, LLVMValueRef callee, const char *name, size_t len)
{
	uint64_t k = (uint64_t)(uintptr_t)callee, got = lsv_map_get(&c->bicalls, k);
	struct lsv_bcall *cl;
	bool fresh, comp;

	if (got)
		return got == 1 ? NULL : (const struct lsv_bcall *)(uintptr_t)got;
	cl = lsv_alloc(&c->mod, sizeof(*cl));
	cl->callee = callee;
	if (prefix(name, len, "_Z") && lsv_demangle(name, len, &cl->d, &c->mod)) {
		cl->mangled = true;
	} else {
		cl->d.name = name;
		cl->d.namelen = len;
		spvname(&cl->d);
	}
	if (lsv_spec_name(cl->d.name, cl->d.namelen, &comp)) {
		/* spec.c makes the constants; a call here stores one through sret */
		static const struct lsv_brow spv = {"__spirv_SpecConstant", SPEC, NULL, NULL};
		cl->row = &spv;
	} else if (prefix(cl->d.name, cl->d.namelen, "__spirv_ocl_")) {
		cl->spvocl = cl->d.name + 12;
		cl->spvocllen = cl->d.namelen - 12;
		/* area rows first: some OpenCL.std instructions take literals */
		if (!find(cl) && lsv_extinst_number(LSV_SET_OPENCL, cl->spvocl, cl->spvocllen) >= 0) {
			static const struct lsv_brow spv = {"__spirv_ocl_", SPVOCL, NULL, NULL};
			cl->row = &spv;
		}
	} else if (prefix(cl->d.name, cl->d.namelen, "__spirv_BuiltIn")) {
		int64_t b = lsv_enum_value(LSV_K_BuiltIn, cl->d.name + 15, cl->d.namelen - 15);
		if (b >= 0) {
			static const struct lsv_brow spv = {"__spirv_BuiltIn", WI, NULL, NULL};
			cl->row = &spv;
		}
	} else if (prefix(cl->d.name, cl->d.namelen, "__spirv_") && !find(cl)) {
		/* __spirv_<OpName>[_<suffix>]: any instruction, by its grammar name
		 * (area rows first: conversions take decorations from suffixes) */
		const char *op = cl->d.name + 8, *end = memchr(op, '_', cl->d.namelen - 8);
		if (lsv_opcode(op, end ? (size_t)(end - op) : cl->d.namelen - 8) >= 0) {
			cl->row = &lsv_atomics_spvop;
			cl->area = LSV_BI_ATOMICS;
		}
	} else {
		find(cl);
	}
	if (cl->row && cl->area == LSV_BI_CORE && (cl->row->fam == WI || cl->row->fam == WIS)) {
		/* the work-item rows name their BuiltIn: looked up once per callee */
		const char *bname = cl->row->a ? cl->row->a : cl->d.name + 15;
		size_t blen = cl->row->a ? strlen(bname) : cl->d.namelen - 15;
		cl->builtin = lsv_enum_value(LSV_K_BuiltIn, bname, blen);
		if (cl->builtin < 0)
			lsv_bug("unknown BuiltIn %.*s", (int)blen, bname);
	}
	*lsv_map_slot(&c->bicalls, k, &fresh) = cl->row ? (uint64_t)(uintptr_t)cl : 1;
	return cl->row ? cl : NULL;
}

/* The builtin's name as diagnostics give it: demangled, or the callee's. */
const char *
lsv_builtin_name(struct lsv_ctx *c, LLVMValueRef callee, size_t *len)
{
	const char *name = LLVMGetValueName2(callee, len);
	const struct lsv_bcall *cl = resolve(c, callee, name, *len);

	if (cl) {
		*len = cl->d.namelen;
		return cl->d.name;
	}
	return name;
}

/* LLVM type of a demangled parameter type (for pointer arguments' pointees). */

LLVMTypeRef
lsv_builtin_pointee(struct lsv_ctx *c, LLVMValueRef callee, unsigned i)
{
	size_t len;
	const char *name = LLVMGetValueName2(callee, &len);
	const struct lsv_bcall *cl = resolve(c, callee, name, len);

	if (!cl || !cl->mangled || i >= cl->d.nparams || cl->d.params[i]->kind != LSV_M_PTR)
		return NULL;
	return lsv_bi_llty(c, cl->d.params[i]->of);
}

LLVMTypeRef
lsv_bi_llty(struct lsv_ctx *c, const struct lsv_mtype *t)
{
	LLVMContextRef x = c->llctx;

	if (!t)
		return c->i8;
	switch (t->kind) {
	case LSV_M_BOOL:
	case LSV_M_CHAR:
	case LSV_M_SCHAR:
	case LSV_M_UCHAR: return LLVMInt8TypeInContext(x);
	case LSV_M_SHORT:
	case LSV_M_USHORT: return LLVMInt16TypeInContext(x);
	case LSV_M_INT:
	case LSV_M_UINT: return LLVMInt32TypeInContext(x);
	case LSV_M_LONG:
	case LSV_M_ULONG: return LLVMInt64TypeInContext(x);
	case LSV_M_SIZE_T: return LLVMIntTypeInContext(x, c->tgt.ptrbits);
	case LSV_M_HALF: return LLVMHalfTypeInContext(x);
	case LSV_M_FLOAT: return LLVMFloatTypeInContext(x);
	case LSV_M_DOUBLE: return LLVMDoubleTypeInContext(x);
	case LSV_M_VEC: return LLVMVectorType(lsv_bi_llty(c, t->of), t->lanes);
	case LSV_M_PTR: return LLVMPointerTypeInContext(x, t->addrspace);
	case LSV_M_NAMED: {
		/* the opaque OpenCL types that builtins take pointers to */
		static const char *const map[][2] = {{"ocl_clkevent", "spirv.DeviceEvent"},
		                                     {"ocl_event", "spirv.Event"}};
		size_t i;
		for (i = 0; i < LSV_LEN(map); i++)
			if (t->namelen == strlen(map[i][0]) && !memcmp(t->name, map[i][0], t->namelen))
				return LLVMTargetExtTypeInContext(x, map[i][1], NULL, 0, NULL, 0);
		return c->i8;
	}
	default: return c->i8;
	}
}

/* A scalar operand repeated into an n-lane vector (OpCompositeInsert into
 * OpUndef: the Khronos reader takes OpCompositeConstruct for a constant). */
static SpvId
splat(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, unsigned n)
{
	SpvId vt = lsv_vec_type(c, lsv_type(c, t), n), r = lsv_undef(c, vt);
	unsigned i;

	for (i = 0; i < n; i++)
		r = INST(c, SpvOpCompositeInsert, vt, x, r, i);
	return r;
}

/* Argument i of builtin call v: a call with fewer arguments than the
 * lowering reads is an error, not a read past the call's operands. */
LLVMValueRef
lsv_bi_argv(struct lsv_ctx *c, LLVMValueRef v, unsigned i)
{
	if (i >= LLVMGetNumArgOperands(v))
		lsv_unsupported(c, v, "a builtin call with fewer arguments than the builtin takes");
	return LLVMGetOperand(v, i);
}

/* Argument i, pointers cast to the demangled pointee. */
SpvId
lsv_bi_arg(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i)
{
	LLVMValueRef a = lsv_bi_argv(c, v, i);

	if (LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind) {
		const struct lsv_mtype *mt = cl->mangled && i < cl->d.nparams ? cl->d.params[i] : NULL;
		return lsv_val_ptr(c, a, mt && mt->kind == LSV_M_PTR ? lsv_bi_llty(c, mt->of) : c->i8);
	}
	return lsv_val(c, a);
}

SpvId
lsv_bi_targ(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i)
{
	LLVMValueRef a = lsv_bi_argv(c, v, i);
	const struct lsv_mtype *mt = cl->mangled && i < cl->d.nparams ? cl->d.params[i] : NULL;

	if (LLVMGetTypeKind(LLVMTypeOf(a)) != LLVMPointerTypeKind)
		return lsv_bi_arg(c, v, cl, i);
	return lsv_val_tptr(c, a, mt && mt->kind == LSV_M_PTR ? lsv_bi_llty(c, mt->of) : c->i8);
}

static bool
named(const char *name, size_t len, const char *const *set)
{
	for (; *set; set++)
		if (!lsv_namecmp(*set, name, len))
			return true;
	return false;
}

/* An integer type of `bits` with the lanes of t. */
static bool
intlike(LLVMTypeRef a, LLVMTypeRef t, unsigned bits)
{
	return lsv_is_int(a) && LLVMGetIntTypeWidth(lsv_elem_type(a)) == bits && lsv_vec_len(a) == lsv_vec_len(t);
}

/* Do the call's types fit OpenCL.std instruction name? The lowerings trust
 * the declaration, so one that disagrees is an error here rather than an
 * invalid module. The usual shape: the result is the first argument's type
 * (step and smoothstep: the last's), every other number argument is that
 * type or its element (splat), all float or all integer as the instruction
 * says; the other shapes are spelled out. Pointer arguments are not checked. */
static bool
ocltypes(struct lsv_ctx *c, LLVMValueRef v, const char *name, size_t len)
{
	static const char *const reduce[] = {"dot", "distance", "length", "fast_length", "fast_distance", NULL};
	static const char *const lastarg[] = {"step", "smoothstep", NULL};
	static const char *const intexp[] = {"ldexp", "pown", "rootn", NULL};
	static const char *const anykind[] = {"bitselect", "shuffle", "shuffle2", "select", NULL};
	static const char *const intonly[] = {"popcount", "clz", "ctz", "rotate", NULL};
	LLVMTypeRef rt = LLVMTypeOf(v), a0, al;
	unsigned n = LLVMGetNumArgOperands(v), i;
	bool wantint;

	if (!n || named(name, len, (const char *const[]){"printf", "prefetch", NULL}))
		return true;
	a0 = LLVMTypeOf(lsv_bi_argv(c, v, 0));
	al = LLVMTypeOf(lsv_bi_argv(c, v, n - 1));
	if (LLVMGetTypeKind(a0) == LLVMPointerTypeKind)
		return true;
	if (!lsv_namecmp("ilogb", name, len))
		return n == 1 && !lsv_is_int(a0) && intlike(rt, a0, 32);
	if (!lsv_namecmp("nan", name, len))
		return n == 1 && lsv_is_int(a0) && !lsv_is_int(rt) && lsv_vec_len(rt) == lsv_vec_len(a0) &&
		       lsv_scalar_bits(lsv_elem_type(rt)) == LLVMGetIntTypeWidth(lsv_elem_type(a0));
	if (len > 8 && !memcmp(name + len - 8, "upsample", 8))
		return n == 2 && lsv_is_int(a0) && LLVMTypeOf(lsv_bi_argv(c, v, 1)) == a0 &&
		       intlike(rt, a0, 2 * LLVMGetIntTypeWidth(lsv_elem_type(a0)));
	if (!lsv_namecmp("shuffle", name, len) || !lsv_namecmp("shuffle2", name, len))
		return n == (name[len - 1] == '2' ? 3u : 2u) && lsv_vec_len(a0) && lsv_is_int(al) && lsv_vec_len(al) &&
		       (n == 2 || LLVMTypeOf(lsv_bi_argv(c, v, 1)) == a0) && lsv_vec_len(rt) == lsv_vec_len(al) &&
		       lsv_elem_type(rt) == lsv_elem_type(a0) &&
		       LLVMGetIntTypeWidth(lsv_elem_type(al)) == lsv_scalar_bits(lsv_elem_type(a0));
	if (named(name, len, reduce)) {
		for (i = 0; i < n; i++)
			if (LLVMTypeOf(lsv_bi_argv(c, v, i)) != a0)
				return false;
		return !lsv_is_int(a0) && rt == lsv_elem_type(a0);
	}
	if (rt != (named(name, len, lastarg) ? al : a0))
		return false;
	wantint = (len > 2 && (!memcmp(name, "s_", 2) || !memcmp(name, "u_", 2))) || named(name, len, intonly);
	if (!named(name, len, anykind) && (wantint ? !lsv_is_int(rt) : lsv_is_int(rt)))
		return false;
	for (i = 0; i < n; i++) {
		LLVMTypeRef a = LLVMTypeOf(lsv_bi_argv(c, v, i));
		if (i == 1 && named(name, len, intexp)) {
			if (intlike(a, rt, 32) || (!lsv_vec_len(a) && intlike(a, a, 32)))
				continue;
			return false;
		}
		if (LLVMGetTypeKind(a) == LLVMPointerTypeKind || a == rt || a == lsv_elem_type(rt))
			continue;
		if (i == 2 && !lsv_namecmp("select", name, len) && lsv_is_int(a) && lsv_vec_len(a) == lsv_vec_len(rt) &&
		    LLVMGetIntTypeWidth(lsv_elem_type(a)) == lsv_scalar_bits(lsv_elem_type(rt)))
			continue;
		return false;
	}
	return true;
}

/* OpenCL.std instructions whose lanes interact: on a widened vector (a
 * length OpenCL lacks) they would see its extra lanes. */
static const char *const crosslane[] = {"dot", "distance", "length", "fast_length", "fast_distance", "normalize",
                                        "fast_normalize", "cross", "shuffle", "shuffle2", NULL};
#define WIDENED " on a vector of a length OpenCL C lacks (its lanes interact)"

static SpvId
oclinst(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *name, size_t len)
{
	int num = lsv_extinst_number(LSV_SET_OPENCL, name, len);
	unsigned n = LLVMGetNumArgOperands(v), i;
	SpvId args[8], id;

	if (num < 0 || n > 8)
		lsv_fail_at(c, v, "builtin %.*s is not supported for %s", (int)cl->d.namelen, cl->d.name,
		            c->tgt.triple);
	if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind || LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMStructTypeKind)
		lsv_bi_unsupported(c, v, cl, " declared with a pointer or struct result");
	if (!ocltypes(c, v, name, len))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	if (named(name, len, crosslane) && lsv_call_widened(v))
		lsv_bi_unsupported(c, v, cl, WIDENED);
	for (i = 0; i < n; i++) {
		LLVMValueRef a = lsv_bi_argv(c, v, i);
		LLVMTypeRef at = LLVMTypeOf(a);
		unsigned lanes = lsv_vec_len(LLVMTypeOf(v));
		args[i] = lsv_bi_targ(c, v, cl, i); /* OpenCL.std reads types from pointers */
		/* mix(float4, float4, float), clamp(int4, int, int), ldexp(float4, int):
		 * OpenCL.std wants every operand as wide as the result */
		if (lanes > 1 && !lsv_vec_len(at) && LLVMGetTypeKind(at) != LLVMPointerTypeKind)
			args[i] = splat(c, args[i], at, lanes);
	}
	if ((id = lsv_fma_khr(c, lsv_type(c, LLVMTypeOf(v)), name, len, args, n)))
		return id;
	return lsv_extinst(c, lsv_type(c, LLVMTypeOf(v)), LSV_SET_OPENCL, (uint32_t)num, args, n);
}

bool
lsv_bi_signed(const struct lsv_bcall *cl)
{
	return cl->mangled && cl->d.nparams && lsv_msigned(cl->d.params[0]);
}

static SpvId
workitem(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r, bool vector)
{
	int64_t b = cl->builtin;
	LLVMTypeRef rt = LLVMTypeOf(v);
	/* size_t first: type ids follow first use, and output stays stable */
	SpvId sz = lsv_sizet(c), rid = lsv_type(c, rt);
	uint64_t dflt = r->b && r->b[0] == '1';

	(void)sz;

	if (!r->a) { /* __spirv_BuiltIn<name> */
		const char *bname = cl->d.name + 15;
		size_t blen = cl->d.namelen - 15;
		dflt = blen > 4 && (!memcmp(bname + blen - 4, "Size", 4) || !lsv_namecmp("NumWorkgroups", bname, blen));
		vector = LLVMGetNumArgOperands(v) == 1;
	}
	if (!vector) {
		/* scalar queries: size_t-like ones are size_t, the sub-group ones uint */
		SpvId ty = LLVMGetTypeKind(rt) == LLVMIntegerTypeKind ? rid : lsv_int_type(c, 32);
		return lsv_builtin_read(c, (SpvBuiltIn)b, ty);
	}
	return lsv_workitem(c, v, (SpvBuiltIn)b, lsv_bi_argv(c, v, 0), dflt);
}

/* Component dim of vector vec (three elements of type elty, bits wide):
 * dflt where dim is 3 or more. A run-time dim is checked, so an
 * out-of-range one never indexes the vector. */
SpvId
lsv_vec3_pick(struct lsv_ctx *c, SpvId vec, SpvId elty, unsigned bits, LLVMValueRef dim, uint64_t dflt)
{
	LLVMTypeRef dt = LLVMTypeOf(dim);
	SpvId d, ok, safe;

	if (LLVMIsAConstantInt(dim)) {
		uint64_t k = LLVMConstIntGetZExtValue(dim);
		return k >= 3 ? lsv_const_int(c, bits, dflt) : INST(c, SpvOpCompositeExtract, elty, vec, (uint32_t)k);
	}
	d = lsv_val(c, dim);
	ok = INST(c, SpvOpULessThan, lsv_bool_type(c), d, lsv_const_of(c, dt, 3));
	safe = INST(c, SpvOpSelect, lsv_type(c, dt), ok, d, lsv_const_of(c, dt, 0));
	vec = INST(c, SpvOpVectorExtractDynamic, elty, vec, safe);
	return INST(c, SpvOpSelect, elty, ok, vec, lsv_const_int(c, bits, dflt));
}

SpvId
lsv_workitem(struct lsv_ctx *c, LLVMValueRef v, SpvBuiltIn b, LLVMValueRef dim, uint64_t dflt)
{
	LLVMTypeRef rt = LLVMTypeOf(v);
	SpvId sz = lsv_sizet(c), x, rid = lsv_type(c, rt);
	bool lazy = LLVMIsAConstantInt(dim) && LLVMConstIntGetZExtValue(dim) >= 3;

	/* a constant out-of-range dimension reads no builtin */
	x = lsv_vec3_pick(c, lazy ? 0 : lsv_builtin_read(c, b, lsv_vec_type(c, sz, 3)), sz, c->tgt.ptrbits, dim, dflt);
	if (LLVMGetTypeKind(rt) == LLVMIntegerTypeKind && LLVMGetIntTypeWidth(rt) != c->tgt.ptrbits)
		x = INST(c, SpvOpUConvert, rid, x);
	return x;
}

int
lsv_cl_scope(uint64_t s)
{
	/* memory_scope_work_item, _work_group, _device, _all_svm_devices, _sub_group */
	static const SpvScope map[] = {SpvScopeInvocation, SpvScopeWorkgroup, SpvScopeDevice,
	                               SpvScopeCrossDevice, SpvScopeSubgroup};
	return s < LSV_LEN(map) ? (int)map[s] : -1;
}

uint32_t
lsv_cl_fence(uint64_t f)
{
	uint32_t m = 0;

	if (f & 1) /* CLK_LOCAL_MEM_FENCE */
		m |= SpvMemorySemanticsWorkgroupMemoryMask;
	if (f & 2) /* CLK_GLOBAL_MEM_FENCE */
		m |= SpvMemorySemanticsCrossWorkgroupMemoryMask;
	if (f & 4) /* CLK_IMAGE_MEM_FENCE */
		m |= SpvMemorySemanticsImageMemoryMask;
	return m;
}

_Noreturn void
lsv_bi_unsupported(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *why)
{
	lsv_fail_at(c, v, "builtin %.*s is not supported for %s%s", (int)cl->d.namelen, cl->d.name,
	            c->tgt.triple, why ? why : "");
}

static uint32_t
fencebits(struct lsv_ctx *c, LLVMValueRef flags, LLVMValueRef where)
{
	uint64_t f;
	uint32_t m = 0;

	if (!LLVMIsAConstantInt(flags))
		lsv_unsupported(c, where, "a barrier or fence with run-time flags");
	f = LLVMConstIntGetZExtValue(flags);
	m = lsv_cl_fence(f);
	return m;
}

/* OpenCL relational results: int 1/0 for scalars, -1/0 lanes for vectors. */
static SpvId
relresult(struct lsv_ctx *c, LLVMValueRef v, SpvId b)
{
	LLVMTypeRef t = LLVMTypeOf(v);

	if (lsv_is_bool(t))
		return b;
	if (LLVMGetTypeKind(lsv_vec_len(t) ? LLVMGetElementType(t) : t) != LLVMIntegerTypeKind ||
	    (LLVMGetNumArgOperands(v) && lsv_vec_len(t) != lsv_vec_len(LLVMTypeOf(lsv_bi_argv(c, v, 0)))))
		lsv_unsupported(c, v, "a relational builtin declared with a result that is not an integer of "
		                "its argument's width");
	return INST(c, SpvOpSelect, lsv_type(c, t), b, lsv_const_of(c, t, lsv_vec_len(t) ? ~0ull : 1), lsv_const_of(c, t, 0));
}

static SpvId
boolof(struct lsv_ctx *c, LLVMValueRef a)
{
	unsigned n = lsv_vec_len(LLVMTypeOf(a));

	return lsv_vec_type(c, lsv_bool_type(c), n ? n : 1);
}

/* A builtin's output pointers are never const-qualified in its mangled
 * signature, so a non-const pointer parameter into constant or Input memory
 * would be written (or used atomically): an error, not an invalid module. */
static void
readonly(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = LLVMGetNumArgOperands(v), i;

	for (i = 0; cl->mangled && i < n && i < cl->d.nparams; i++) {
		const struct lsv_mtype *mt = cl->d.params[i];
		LLVMTypeRef at = LLVMTypeOf(lsv_bi_argv(c, v, i));
		if (LLVMGetTypeKind(at) == LLVMPointerTypeKind && mt->kind == LSV_M_PTR && !(mt->quals & LSV_Q_CONST))
			lsv_check_writable(c, v, lsv_bi_argv(c, v, i));
	}
}

LLVMTypeRef
lsv_bi_sret(LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned k = LLVMGetEnumAttributeKindForName("sret", 4);
	LLVMAttributeRef a;

	if (!LLVMGetNumArgOperands(v) || LLVMGetTypeKind(LLVMTypeOf(LLVMGetOperand(v, 0))) != LLVMPointerTypeKind)
		return NULL;
	a = LLVMGetEnumAttributeAtIndex(cl->callee, 1, k);
	if (!a)
		a = LLVMGetCallSiteEnumAttribute(v, 1, k);
	return a ? LLVMGetTypeAttributeValue(a) : NULL;
}

/* __spirv_IAddCarry, ISubBorrow, UMulExtended, SMulExtended: the struct
 * {low result, carry / borrow / high half}, returned or stored through an
 * sret first argument. Core arithmetic and OpenCL.std mul_hi rather than
 * OpIAddCarry and friends, which the Khronos reader (and the drivers built
 * on it) does not read. */
static SpvId
carry(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *op)
{
	LLVMTypeRef st = lsv_bi_sret(v, cl), t;
	unsigned k = st ? 1 : 0, w;
	SpvId ty, x, y, parts[2];

	if (!st)
		st = LLVMTypeOf(v);
	else if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind)
		lsv_bi_unsupported(c, v, cl, " declared with both a result and an sret argument");
	if (LLVMGetNumArgOperands(v) != k + 2)
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	t = LLVMTypeOf(lsv_bi_argv(c, v, k));
	w = lsv_elem_bits(t);
	if (!lsv_is_int(t) || w < 8 || lsv_int_width(c, w, v) != w || LLVMTypeOf(lsv_bi_argv(c, v, k + 1)) != t ||
	    LLVMGetTypeKind(st) != LLVMStructTypeKind || LLVMCountStructElementTypes(st) != 2 ||
	    LLVMStructGetTypeAtIndex(st, 0) != t || LLVMStructGetTypeAtIndex(st, 1) != t)
		lsv_bi_unsupported(c, v, cl, " declared with these types (two integers of one type, 8 to 64 bits, "
		                   "and a struct of two of them)");
	ty = lsv_type(c, t);
	x = lsv_val(c, lsv_bi_argv(c, v, k));
	y = lsv_val(c, lsv_bi_argv(c, v, k + 1));
	if (op[1] == '_') {
		parts[0] = INST(c, SpvOpIMul, ty, x, y);
		parts[1] = lsv_extinst(c, ty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, op, 8),
		                       (const SpvId[]){x, y}, 2);
	} else {
		SpvId bt = lsv_vec_type(c, lsv_bool_type(c), lsv_vec_len(t) ? lsv_vec_len(t) : 1), o;
		parts[0] = INST(c, op[1] == 'A' ? SpvOpIAdd : SpvOpISub, ty, x, y);
		/* a carry out of the sum leaves it below x; a borrow is x < y */
		o = op[1] == 'A' ? INST(c, SpvOpULessThan, bt, parts[0], x) : INST(c, SpvOpULessThan, bt, x, y);
		parts[1] = INST(c, SpvOpSelect, ty, o, lsv_const_of(c, t, 1), lsv_const_of(c, t, 0));
	}
	x = lsv_construct(c, lsv_type(c, st), parts, 2);
	if (!k)
		return x;
	lsv_check_writable(c, v, lsv_bi_argv(c, v, 0));
	EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, lsv_bi_argv(c, v, 0), st), x);
	return 0;
}

/* __spirv_SpecConstant[Composite]: a call with a result is a module-level
 * constant (spec.c); SYCL's composite stores its result through sret; a
 * composite of members computed at run time is built with instructions. */
static SpvId
specconst(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMTypeRef st = lsv_bi_sret(v, cl), t = st ? st : LLVMTypeOf(v);
	unsigned first = st ? 1 : 0, n, i;
	SpvId id = lsv_spec_of(c, v), *parts;
	bool comp;

	if (id)
		return id;
	if ((st && LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMVoidTypeKind) || LLVMGetTypeKind(t) == LLVMVoidTypeKind ||
	    !lsv_spec_name(cl->d.name, cl->d.namelen, &comp) || !comp)
		lsv_bi_unsupported(c, v, cl, " without a result or an sret first argument");
	if (!st || !(id = lsv_spec_composite(c, v, st, 1))) {
		lsv_spec_check_composite(c, v, t, first);
		n = LLVMGetNumArgOperands(v) - first;
		parts = lsv_alloc(&c->fn, (size_t)n * sizeof(*parts));
		for (i = 0; i < n; i++)
			parts[i] = lsv_val_as(c, LLVMGetOperand(v, first + i),
			                      lsv_type(c, LLVMTypeOf(LLVMGetOperand(v, first + i))));
		id = lsv_construct(c, lsv_type(c, t), parts, n);
	}
	if (!st)
		return id;
	lsv_check_writable(c, v, lsv_bi_argv(c, v, 0));
	EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, lsv_bi_argv(c, v, 0), st), id);
	return 0;
}

bool
lsv_builtin_call(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef callee, const char *name, size_t len)
{
	const struct lsv_bcall *cl = resolve(c, callee, name, len);
	const struct lsv_brow *r;
	SpvId id = 0;
	LLVMTypeRef t = LLVMTypeOf(v);

	/* SYCL's specialization constant queries are resolved by sycl-post-link,
	 * which numbers the constants and records the numbers for the runtime;
	 * it turns them into __spirv_SpecConstant calls (or their defaults) */
	if (!cl && prefix(name, len, "_Z") && lsv_contains(name, len, "__sycl_get") &&
	    lsv_contains(name, len, "SpecConstantValue"))
		lsv_fail_at(c, v, "a SYCL specialization constant query (%.*s) is not supported for %s (run "
		            "sycl-post-link -spec-const=native first, which makes it a __spirv_SpecConstant call)",
		            (int)(len > 80 ? 80 : len), name, c->tgt.triple);
	if (!cl)
		return false;
	r = cl->row;
	/* the narrow-float builtins check their own types: their i8 bits are
	 * often mangled as an int vector (Dv8_i) */
	if (cl->area == LSV_BI_NARROWFP) {
		lsv_set_val(c, v, lsv_bi_narrowfp(c, v, cl));
		return true;
	}
	lsv_bf_check_call(c, v, cl->d.name, cl->d.namelen);
	if (cl->mangled)
		cl = callargs(c, v, cl);
	readonly(c, v, cl);
	if (cl->area != LSV_BI_CORE) {
		switch (cl->area) {
		case LSV_BI_ATOMICS: id = lsv_bi_atomics(c, v, cl); break;
		case LSV_BI_VMEM: id = lsv_bi_vmem(c, v, cl); break;
		default: id = lsv_bi_images(c, v, cl); break;
		}
		if (id)
			lsv_set_val(c, v, id);
		return true;
	}
	switch (r->fam) {
	case WI: id = workitem(c, v, cl, r, true); break;
	case WIS: id = workitem(c, v, cl, r, false); break;
	case SPVOCL: id = oclinst(c, v, cl, cl->spvocl, cl->spvocllen); break;
	case CARRY: id = carry(c, v, cl, r->a); break;
	case SPEC: id = specconst(c, v, cl); break;
	case OCL: id = oclinst(c, v, cl, r->a, strlen(r->a)); break;
	case OCLF:
		if (!lsv_is_int(t)) {
			id = oclinst(c, v, cl, r->a, strlen(r->a));
			break;
		}
		/* fall through */
	case OCLI: {
		const char *base = r->fam == OCLF ? r->b : r->a;
		char *n = lsv_fmt(&c->fn, "%c_%s", lsv_bi_signed(cl) ? 's' : 'u', base);
		id = oclinst(c, v, cl, n, strlen(n));
		break;
	}
	case REL: {
		LLVMValueRef a = lsv_bi_argv(c, v, 0);
		SpvOp o;
		if (!strcmp(r->a, "FOrdEqual")) o = SpvOpFOrdEqual;
		else if (!strcmp(r->a, "FOrdGreaterThan")) o = SpvOpFOrdGreaterThan;
		else if (!strcmp(r->a, "FOrdGreaterThanEqual")) o = SpvOpFOrdGreaterThanEqual;
		else if (!strcmp(r->a, "FOrdLessThan")) o = SpvOpFOrdLessThan;
		else if (!strcmp(r->a, "FOrdLessThanEqual")) o = SpvOpFOrdLessThanEqual;
		else if (!strcmp(r->a, "LessOrGreater")) o = SpvOpFOrdNotEqual;
		else if (!strcmp(r->a, "FUnordNotEqual")) o = SpvOpFUnordNotEqual;
		else if (!strcmp(r->a, "Ordered")) o = SpvOpOrdered;
		else o = SpvOpUnordered;
		id = relresult(c, v, INST(c, o, boolof(c, a), lsv_val(c, a), lsv_val(c, lsv_bi_argv(c, v, 1))));
		break;
	}
	case TEST: {
		LLVMValueRef a = lsv_bi_argv(c, v, 0);
		SpvOp o = !strcmp(r->a, "IsFinite") ? SpvOpIsFinite : !strcmp(r->a, "IsInf") ? SpvOpIsInf
		        : !strcmp(r->a, "IsNan") ? SpvOpIsNan : !strcmp(r->a, "IsNormal") ? SpvOpIsNormal
		                                                                          : SpvOpSignBitSet;
		id = relresult(c, v, INST(c, o, boolof(c, a), lsv_val(c, a)));
		break;
	}
	case ANYALL: {
		LLVMValueRef a = lsv_bi_argv(c, v, 0);
		LLVMTypeRef at = LLVMTypeOf(a);
		SpvId neg;
		if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind || !lsv_is_int(at))
			lsv_bi_unsupported(c, v, cl, " declared with these types");
		if (lsv_widened(at))
			lsv_bi_unsupported(c, v, cl, WIDENED);
		neg = INST(c, SpvOpSLessThan, boolof(c, a), lsv_val(c, a), lsv_const_of(c, at, 0));
		if (lsv_vec_len(at) > 1)
			neg = INST(c, r->a[1] == 'n' ? SpvOpAny : SpvOpAll, lsv_bool_type(c), neg);
		id = INST(c, SpvOpSelect, lsv_type(c, t), neg, lsv_const_of(c, t, 1), lsv_const_of(c, t, 0));
		break;
	}
	case DOT: {
		LLVMTypeRef at = LLVMTypeOf(lsv_bi_argv(c, v, 0));
		SpvId x, y;
		if (lsv_is_int(at)) {
			id = lsv_bi_intdot(c, v, cl);
			break;
		}
		if (t != lsv_elem_type(at) || LLVMTypeOf(lsv_bi_argv(c, v, 1)) != at)
			lsv_bi_unsupported(c, v, cl, " declared with these types");
		if (lsv_widened(at))
			lsv_bi_unsupported(c, v, cl, WIDENED);
		x = lsv_val(c, lsv_bi_argv(c, v, 0));
		y = lsv_val(c, lsv_bi_argv(c, v, 1));
		id = INST(c, lsv_vec_len(at) > 1 ? SpvOpDot : SpvOpFMul, lsv_type(c, t), x, y);
		break;
	}
	case BARRIER: {
		unsigned n = LLVMGetNumArgOperands(v);
		uint32_t m = fencebits(c, lsv_bi_argv(c, v, 0), v);
		SpvScope mem = SpvScopeWorkgroup;
		if (n > 1 && LLVMIsAConstantInt(lsv_bi_argv(c, v, 1)))
			mem = lsv_cl_scope(LLVMConstIntGetZExtValue(lsv_bi_argv(c, v, 1))) < 0
			          ? SpvScopeWorkgroup
			          : (SpvScope)lsv_cl_scope(LLVMConstIntGetZExtValue(lsv_bi_argv(c, v, 1)));
		if (m)
			m |= SpvMemorySemanticsSequentiallyConsistentMask;
		EMIT(c, c->f->cur, SpvOpControlBarrier, lsv_scope(c, SpvScopeWorkgroup), lsv_scope(c, mem),
		     lsv_semantics(c, m));
		return true;
	}
	case MEMFENCE: {
		uint32_t m = fencebits(c, lsv_bi_argv(c, v, 0), v);
		m |= r->a[7] == 'R' ? SpvMemorySemanticsAcquireReleaseMask
		   : r->a[1] == 'c' ? SpvMemorySemanticsAcquireMask : SpvMemorySemanticsReleaseMask;
		EMIT(c, c->f->cur, SpvOpMemoryBarrier, lsv_scope(c, SpvScopeWorkgroup), lsv_semantics(c, m));
		return true;
	}
	}
	if (id)
		lsv_set_val(c, v, id);
	return true;
}

bool
lsv_builtin_global(struct lsv_ctx *c, LLVMValueRef g, SpvId *id)
{
	size_t len;
	const char *name = LLVMGetValueName2(g, &len);
	int64_t b;

	if (!prefix(name, len, "__spirv_BuiltIn"))
		return false;
	b = lsv_enum_value(LSV_K_BuiltIn, name + 15, len - 15);
	if (b < 0)
		lsv_fail_at(c, g, "unknown builtin variable %.*s", (int)len, name);
	*id = lsv_builtin_var(c, (SpvBuiltIn)b, lsv_type(c, LLVMGlobalGetValueType(g)));
	return true;
}

/* Byte size of a type, for offsets into __spirv_BuiltIn variables (scalars
 * and vectors of them; a 3-lane vector takes the space of 4). */
static uint64_t
bytes(LLVMTypeRef t)
{
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind: return (LLVMGetIntTypeWidth(t) + 7) / 8;
	case LLVMHalfTypeKind: return 2;
	case LLVMFloatTypeKind: return 4;
	case LLVMDoubleTypeKind: return 8;
	case LLVMVectorTypeKind: {
		unsigned n = LLVMGetVectorSize(t);
		return bytes(LLVMGetElementType(t)) * (n == 3 ? 4 : n);
	}
	case LLVMArrayTypeKind: return bytes(LLVMGetElementType(t)) * LLVMGetArrayLength2(t);
	default: return 0;
	}
}

/* The __spirv_BuiltIn* global under constant casts and constant GEPs of p,
 * with the byte offset; NULL if p is not such an address or the offset is
 * not a constant. */
static LLVMValueRef
bivar_of(LLVMValueRef p, uint64_t *off)
{
	size_t len;
	const char *name;

	*off = 0;
	while (LLVMIsAConstantExpr(p)) {
		LLVMOpcode op = LLVMGetConstOpcode(p);
		if (op == LLVMGetElementPtr) {
			LLVMTypeRef t = LLVMGetGEPSourceElementType(p);
			unsigned n = LLVMGetNumOperands(p), i;
			for (i = 1; i < n; i++) {
				LLVMValueRef ix = LLVMGetOperand(p, i);
				if (!LLVMIsAConstantInt(ix) || LLVMGetTypeKind(t) == LLVMStructTypeKind)
					return NULL;
				if (i > 1)
					t = LLVMGetElementType(t);
				*off += (uint64_t)LLVMConstIntGetSExtValue(ix) * bytes(t);
				if (i > 1 && !bytes(t))
					return NULL;
			}
		} else if (op != LLVMAddrSpaceCast && op != LLVMBitCast) {
			return NULL;
		}
		p = LLVMGetOperand(p, 0);
	}
	if (!LLVMIsAGlobalVariable(p))
		return NULL;
	name = LLVMGetValueName2(p, &len);
	return prefix(name, len, "__spirv_BuiltIn") ? p : NULL;
}

/* A load from a __spirv_BuiltIn* global, which is an Input variable: read the
 * whole variable and take the element the address names (the Khronos reader
 * only understands a whole-variable OpLoad, then extracts). */
bool
lsv_builtin_load(struct lsv_ctx *c, LLVMValueRef v, SpvId *id)
{
	LLVMValueRef g;
	LLVMTypeRef gt, t = LLVMTypeOf(v), et;
	uint64_t off, esz;
	SpvId x;
	SpvBuiltIn b;
	size_t len;
	const char *name;

	if (!(g = bivar_of(lsv_bi_argv(c, v, 0), &off)))
		return false;
	gt = LLVMGlobalGetValueType(g);
	lsv_global_id(c, g); /* the variable exists, with its name checked */
	name = LLVMGetValueName2(g, &len);
	b = (SpvBuiltIn)lsv_enum_value(LSV_K_BuiltIn, name + 15, len - 15);
	if (off == 0 && t == gt) {
		*id = lsv_builtin_read(c, b, lsv_type(c, gt));
		return true;
	}
	et = LLVMGetTypeKind(gt) == LLVMVectorTypeKind ? LLVMGetElementType(gt) : NULL;
	esz = et ? bytes(et) : 0;
	if (!et || t != et || off % esz || off / esz >= LLVMGetVectorSize(gt))
		lsv_fail_at(c, v, "a load from a __spirv_BuiltIn variable that is neither the whole "
		            "variable nor one of its elements is not supported for %s", c->tgt.triple);
	x = lsv_builtin_read(c, b, lsv_type(c, gt));
	*id = INST(c, SpvOpCompositeExtract, lsv_type(c, t), x, (uint32_t)(off / esz));
	return true;
}
