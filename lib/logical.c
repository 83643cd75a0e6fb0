/* logical.c: memory under logical addressing (the Shader environment). A
 * pointer is never a SPIR-V value of its own here: it is a base (an
 * OpVariable, a resource's access chain) with a constant and run-time byte
 * offsets into the base's LLVM type (struct lsv_lptr). Each load, store or
 * atomic rebuilds a typed OpAccessChain to the object of the type it
 * accesses by walking the layout (struct member offsets, array strides), so
 * typed and byte-offset GEPs, casts to the generic address space and
 * bitcasts all arrive at the same place; an access that no object of its
 * type fits is split into its parts, and one that lands on no object is a
 * clear error. Aggregates in buffer memory have explicit layout and are
 * converted to and from the plain types values have. */
#include <string.h>

#include "lsv.h"

#define MAXTERMS 8

static uint64_t
key(LLVMValueRef v)
{
	return (uint64_t)(uintptr_t)v;
}

static bool
isptr(LLVMValueRef v)
{
	return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

static struct lsv_lptr *
copy(struct lsv_ctx *c, const struct lsv_lptr *from)
{
	struct lsv_lptr *lp = lsv_alloc(&c->fn, sizeof(*lp));

	*lp = *from;
	lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
	if (from->nterms)
		memcpy(lp->terms, from->terms, from->nterms * sizeof(*lp->terms));
	return lp;
}

static void
record(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_lptr *lp)
{
	bool fresh;

	*lsv_map_slot(&c->f->lptrs, key(v), &fresh) = (uint64_t)(uintptr_t)lp;
}

static _Noreturn void
unsupported(struct lsv_ctx *c, LLVMValueRef where, const char *what)
{
	lsv_unsupported(c, where, what);
}

/* The pointer to a global: its variable, or for a member of a constant
 * buffer the buffer's variable and the member's offset. */
static struct lsv_lptr *
global(struct lsv_ctx *c, LLVMValueRef g)
{
	struct lsv_lptr *lp = lsv_alloc(&c->fn, sizeof(*lp));
	const struct lsv_cbmember *m = lsv_shader_cbfind(c, g);
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(g));
	uint64_t off;

	lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
	if (m) {
		lp->base = lsv_shader_cbvar(c, m, g, &off);
		lp->type = lsv_buffer_block(c, m->b.type);
		lp->basety = lsv_block_type(c, lp->type);
		lp->sc = SpvStorageClassUniform;
		lp->layout = true;
		lp->off = (int64_t)off;
		return lp;
	}
	if (!LLVMIsAGlobalVariable(g))
		unsupported(c, g, "a pointer to a function or alias");
	lp->base = lsv_global_id(c, g);
	lp->type = LLVMGlobalGetValueType(g);
	lp->sc = lsv_storage_class(c, as, g);
	if (lp->sc == SpvStorageClassFunction)
		lp->sc = SpvStorageClassPrivate;
	lp->layout = lsv_layout_class(c, lp->sc);
	lp->basety = lp->sc == SpvStorageClassPushConstant ? lsv_block_type(c, lp->type)
	           : lp->layout                             ? lsv_layout_type(c, lp->type)
	                                                    : lsv_type(c, lp->type);
	return lp;
}

static void gepinto(struct lsv_ctx *c, struct lsv_lptr *lp, LLVMValueRef gep);

/* The pointer value p: lowered before (an instruction), or derived now (a
 * global, a constant expression, a parameter). */
const struct lsv_lptr *
lsv_lptr(struct lsv_ctx *c, LLVMValueRef p)
{
	uint64_t got = lsv_map_get(&c->f->lptrs, key(p));
	struct lsv_lptr *lp;

	if (got)
		return (const struct lsv_lptr *)(uintptr_t)got;
	if (LLVMIsAGlobalValue(p)) {
		lp = global(c, p);
	} else if (LLVMIsAConstantExpr(p)) {
		switch (LLVMGetConstOpcode(p)) {
		case LLVMGetElementPtr:
			lp = copy(c, lsv_lptr(c, LLVMGetOperand(p, 0)));
			gepinto(c, lp, p);
			break;
		case LLVMBitCast:
		case LLVMAddrSpaceCast:
			lp = copy(c, lsv_lptr(c, LLVMGetOperand(p, 0)));
			break;
		default:
			unsupported(c, c->f->at, "a pointer made by this constant expression");
		}
	} else if (LLVMIsAArgument(p)) {
		lp = lsv_alloc(&c->fn, sizeof(*lp));
		lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
		lp->base = lsv_val(c, p);
		lp->type = lsv_pointee(c, p);
		lp->sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p);
		lp->layout = lsv_layout_class(c, lp->sc);
		lp->basety = lp->layout ? lsv_layout_type(c, lp->type) : lsv_type(c, lp->type);
	} else if (LLVMIsAConstantPointerNull(p) || LLVMIsUndef(p) || LLVMIsPoison(p)) {
		unsupported(c, c->f->at, "a null or undefined pointer under logical addressing");
	} else if (LLVMIsAInstruction(p) && LLVMGetInstructionOpcode(p) == LLVMLoad) {
		unsupported(c, p, "a pointer loaded from memory under logical addressing");
	} else if (LLVMIsAInstruction(p) && LLVMGetInstructionOpcode(p) == LLVMIntToPtr) {
		unsupported(c, p, "inttoptr under logical addressing");
	} else if (LLVMIsAInstruction(p) && LLVMGetInstructionOpcode(p) == LLVMCall) {
		unsupported(c, p, "a pointer returned by a call under logical addressing");
	} else {
		unsupported(c, c->f->at, "this pointer under logical addressing");
	}
	record(c, p, lp);
	return lp;
}

/* Offsets. */

static void
addterm(struct lsv_ctx *c, struct lsv_lptr *lp, SpvId x, unsigned bits, int64_t scale)
{
	unsigned i;

	if (!scale)
		return;
	for (i = 0; i < lp->nterms; i++)
		if (lp->terms[i].x == x && lp->terms[i].bits == bits) {
			lp->terms[i].scale += scale;
			return;
		}
	if (lp->nterms == MAXTERMS)
		unsupported(c, c->f->at, "an address with more than 8 run-time offsets");
	lp->terms[lp->nterms++] = (struct lsv_term){x, bits, scale};
}

static unsigned
intbits(LLVMValueRef v)
{
	return LLVMGetIntTypeWidth(LLVMTypeOf(v));
}

static bool
constint(LLVMValueRef v, int64_t *k)
{
	if (!LLVMIsAConstantInt(v) || intbits(v) > 64)
		return false;
	*k = LLVMConstIntGetSExtValue(v);
	return true;
}

/* Is v an integer instruction an address can take apart: x * k, x << k,
 * x + y, x - k, x | k (disjoint), zext/sext x? */
static bool
splittable(LLVMValueRef v)
{
	int64_t k;

	if (!LLVMIsAInstruction(v) || LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind || intbits(v) > 64)
		return false;
	switch (LLVMGetInstructionOpcode(v)) {
	case LLVMZExt:
	case LLVMSExt:
		return intbits(LLVMGetOperand(v, 0)) > 1;
	case LLVMMul:
		return (LLVMGetNSW(v) || LLVMGetNUW(v)) &&
		       (constint(LLVMGetOperand(v, 0), &k) || constint(LLVMGetOperand(v, 1), &k));
	case LLVMShl:
		return (LLVMGetNSW(v) || LLVMGetNUW(v)) && constint(LLVMGetOperand(v, 1), &k) && k >= 0 && k < 32;
	case LLVMAdd:
		return LLVMGetNSW(v) || LLVMGetNUW(v);
	case LLVMSub:
		return (LLVMGetNSW(v) || LLVMGetNUW(v)) && constint(LLVMGetOperand(v, 1), &k);
	case LLVMOr:
		return LLVMGetIsDisjoint(v);
	default:
		return false;
	}
}

/* Add v * scale bytes to lp, taking apart what splittable() allows. */
static void
offset(struct lsv_ctx *c, struct lsv_lptr *lp, LLVMValueRef v, int64_t scale)
{
	int64_t k;

	if (constint(v, &k)) {
		lp->off += k * scale;
		return;
	}
	if (LLVMGetTypeKind(LLVMTypeOf(v)) != LLVMIntegerTypeKind)
		unsupported(c, c->f->at, "a vector index in an address");
	if (!splittable(v)) {
		if (intbits(v) == 1)
			unsupported(c, c->f->at, "an i1 index in an address");
		addterm(c, lp, lsv_val(c, v), intbits(v) <= 32 ? 32 : 64, scale);
		if (intbits(v) != 32 && intbits(v) != 64)
			unsupported(c, c->f->at, "an index of this width in an address");
		return;
	}
	switch (LLVMGetInstructionOpcode(v)) {
	case LLVMZExt:
	case LLVMSExt:
		/* indexes are read as signed; an unsigned one of 2^31 or more is past
		 * any buffer a shader can bind */
		if (intbits(LLVMGetOperand(v, 0)) < 32)
			addterm(c, lp, lsv_val(c, v), intbits(v) <= 32 ? 32 : 64, scale);
		else
			offset(c, lp, LLVMGetOperand(v, 0), scale);
		return;
	case LLVMMul:
		if (constint(LLVMGetOperand(v, 1), &k))
			offset(c, lp, LLVMGetOperand(v, 0), scale * k);
		else
			offset(c, lp, LLVMGetOperand(v, 1), scale * LLVMConstIntGetSExtValue(LLVMGetOperand(v, 0)));
		return;
	case LLVMShl:
		offset(c, lp, LLVMGetOperand(v, 0), scale * ((int64_t)1 << LLVMConstIntGetZExtValue(LLVMGetOperand(v, 1))));
		return;
	case LLVMSub:
		offset(c, lp, LLVMGetOperand(v, 0), scale);
		lp->off -= LLVMConstIntGetSExtValue(LLVMGetOperand(v, 1)) * scale;
		return;
	default: /* add, or disjoint */
		offset(c, lp, LLVMGetOperand(v, 0), scale);
		offset(c, lp, LLVMGetOperand(v, 1), scale);
		return;
	}
}

static int64_t
size(struct lsv_ctx *c, LLVMTypeRef t)
{
	return (int64_t)lsv_size_of(c, t);
}

/* lp += the offset of GEP (instruction or constant expression) g. */
static void
gepinto(struct lsv_ctx *c, struct lsv_lptr *lp, LLVMValueRef g)
{
	LLVMTypeRef t = LLVMGetGEPSourceElementType(g);
	unsigned n = LLVMGetNumOperands(g), i;

	for (i = 1; i < n; i++) {
		LLVMValueRef ix = LLVMGetOperand(g, i);
		if (i == 1) {
			offset(c, lp, ix, size(c, t));
			continue;
		}
		switch (LLVMGetTypeKind(t)) {
		case LLVMStructTypeKind: {
			unsigned m = (unsigned)LLVMConstIntGetZExtValue(ix);
			lp->off += (int64_t)lsv_offset_of(c, t, m);
			t = LLVMStructGetTypeAtIndex(t, m);
			break;
		}
		case LLVMArrayTypeKind:
		case LLVMVectorTypeKind:
			t = LLVMGetElementType(t);
			offset(c, lp, ix, size(c, t));
			break;
		default:
			unsupported(c, g, "a getelementptr into this type");
		}
	}
}

/* Access chains. */

enum reach { FOUND, PADDING, NONE };

struct path {
	uint32_t idx[64];
	bool member[64];   /* idx[i] is a struct member's (constant) */
	bool wide[64];     /* idx[i] is a 64-bit integer */
	unsigned n;
	LLVMTypeRef got;   /* the type reached */
};

static bool
aggregate(LLVMTypeRef t)
{
	LLVMTypeKind k = LLVMGetTypeKind(t);

	return k == LLVMStructTypeKind || k == LLVMArrayTypeKind ||
	       (k == LLVMTargetExtTypeKind && !strcmp(LLVMGetTargetExtTypeName(t), "spirv.Layout"));
}

static bool
same(struct lsv_ctx *c, LLVMTypeRef a, LLVMTypeRef b)
{
	return a == b || (!aggregate(a) && !aggregate(b) && lsv_type(c, a) == lsv_type(c, b));
}

/* The index of one array level: q + the terms whose scale is a multiple
 * of the stride s, each taken out of terms. */
static SpvId
levelindex(struct lsv_ctx *c, int64_t q, struct lsv_term *t, unsigned *nt, int64_t s, bool *wide)
{
	unsigned i, j = 0, bits = 32;
	SpvId acc = 0, ty;

	for (i = 0; i < *nt; i++)
		if (t[i].scale % s == 0 && t[i].bits == 64)
			bits = 64;
	ty = lsv_int_type(c, bits);
	*wide = false;
	for (i = 0; i < *nt; i++) {
		SpvId x = t[i].x;
		int64_t k;
		if (t[i].scale % s) {
			t[j++] = t[i];
			continue;
		}
		k = t[i].scale / s;
		if (t[i].bits != bits)
			x = INST(c, SpvOpSConvert, ty, x);
		if (k != 1)
			x = INST(c, SpvOpIMul, ty, x, lsv_const_int(c, bits, (uint64_t)k));
		acc = acc ? INST(c, SpvOpIAdd, ty, acc, x) : x;
	}
	*nt = j;
	if (!acc)
		return lsv_const_int(c, 32, (uint64_t)q);
	*wide = bits == 64;
	if (q)
		acc = INST(c, SpvOpIAdd, ty, acc, lsv_const_int(c, bits, (uint64_t)q));
	return acc;
}

static int64_t
floordiv(int64_t a, int64_t b)
{
	int64_t q = a / b;

	return (a % b && (a < 0) != (b < 0)) ? q - 1 : q;
}

/* Walk from lp's type to an object of type want at lp's offset plus extra;
 * the index path into p. */
static enum reach
walk(struct lsv_ctx *c, const struct lsv_lptr *lp, int64_t extra, LLVMTypeRef want, struct path *p)
{
	LLVMTypeRef cur = lp->type;
	int64_t off = lp->off + extra, wsz = size(c, want);
	struct lsv_term t[MAXTERMS];
	unsigned nt = lp->nterms;

	if (nt)
		memcpy(t, lp->terms, nt * sizeof(*t));
	p->n = 0;
	for (;;) {
		LLVMTypeKind k = LLVMGetTypeKind(cur);
		int64_t s;
		if (!off && !nt && same(c, cur, want))
			break;
		if (p->n == LSV_LEN(p->idx))
			return NONE;
		if (k == LLVMStructTypeKind || (aggregate(cur) && k == LLVMTargetExtTypeKind)) {
			LLVMTypeRef view = lsv_struct_view(cur);
			unsigned n = LLVMCountStructElementTypes(view), i, found = n;
			int64_t next = size(c, cur);
			for (i = 0; i < n; i++) {
				LLVMTypeRef m = LLVMStructGetTypeAtIndex(view, i);
				int64_t mo = (int64_t)lsv_offset_of(c, cur, i), ms = size(c, m);
				bool last = i == n - 1 && LLVMGetTypeKind(m) == LLVMArrayTypeKind && !LLVMGetArrayLength2(m);
				if (lsv_is_padding(m))
					continue;
				if (off >= mo && (off < mo + ms || last || (!ms && off == mo))) {
					found = i;
					break;
				}
				if (mo > off && mo < next)
					next = mo;
			}
			if (found == n)
				return off >= 0 && !nt && off + wsz <= next ? PADDING : NONE;
			p->member[p->n] = true;
			p->wide[p->n] = false;
			p->idx[p->n++] = lsv_const_u32(c, lsv_member_index(cur, found));
			off -= (int64_t)lsv_offset_of(c, cur, found);
			cur = LLVMStructGetTypeAtIndex(view, found);
			continue;
		}
		if (k != LLVMArrayTypeKind && k != LLVMVectorTypeKind) {
			/* a scalar: the same bits under another type */
			if (!off && !nt && size(c, cur) == wsz && LLVMGetTypeKind(want) != LLVMStructTypeKind &&
			    LLVMGetTypeKind(want) != LLVMArrayTypeKind && !lsv_is_bool(cur) && !lsv_is_bool(want))
				break;
			return NONE;
		}
		/* a vector of i1 packs its lanes into bits (LLVM's memory
		 * layout), which no other type nor byte offset reaches */
		if (k == LLVMVectorTypeKind && lsv_is_bool(cur))
			return NONE;
		if (k == LLVMVectorTypeKind && (size(c, cur) == wsz && !off && !nt) && !lsv_is_bool(want))
			break; /* a vector as another vector or scalar of its size */
		s = size(c, LLVMGetElementType(cur));
		if (!s)
			return NONE;
		for (unsigned i = 0; i < nt; i++)
			if (t[i].scale % s && (t[i].scale > s || t[i].scale < -s))
				return NONE;
		{
			int64_t q = floordiv(off, s);
			off -= q * s;
			if (k == LLVMArrayTypeKind && LLVMGetArrayLength2(cur) && !nt &&
			    (q < 0 || (uint64_t)q >= LLVMGetArrayLength2(cur)))
				return NONE;
			p->member[p->n] = false;
			p->idx[p->n] = levelindex(c, q, t, &nt, s, &p->wide[p->n]);
			p->n++;
		}
		cur = LLVMGetElementType(cur);
	}
	p->got = cur;
	return FOUND;
}

/* The SPIR-V type of memory of LLVM type t at lp. */
static SpvId
memtype(struct lsv_ctx *c, const struct lsv_lptr *lp, LLVMTypeRef t)
{
	return lp->layout ? lsv_layout_type(c, t) : lsv_type(c, t);
}

/* The SPIR-V type of the object path p reaches from lp. */
static SpvId
objtype(struct lsv_ctx *c, const struct lsv_lptr *lp, const struct path *p)
{
	return !p->n && !lp->npre ? lp->basety : memtype(c, lp, p->got);
}

static SpvId
emitchain(struct lsv_ctx *c, const struct lsv_lptr *lp, const struct path *p)
{
	uint32_t *w;
	SpvId pt, id;

	if (!p->n && !lp->npre)
		return lp->base;
	pt = lsv_ptr_type(c, lp->sc, memtype(c, lp, p->got));
	w = lsv_alloc(&c->fn, (lp->npre + p->n + 1) * 4);
	w[0] = lp->base;
	if (lp->npre) /* pre is NULL without prefix indices */
		memcpy(w + 1, lp->pre, lp->npre * 4);
	memcpy(w + 1 + lp->npre, p->idx, p->n * 4);
	id = lsv_inst(c, SpvOpAccessChain, pt, w, lp->npre + p->n + 1);
	if (lsv_map_get(&c->nonuni, lp->base))
		lsv_nonuniform(c, id);
	return id;
}

static _Noreturn void
noobject(struct lsv_ctx *c, const struct lsv_lptr *lp, LLVMTypeRef want, LLVMValueRef where)
{
	char *a = LLVMPrintTypeToString(want), *b = LLVMPrintTypeToString(lp->type);
	char *what = lsv_fmt(&c->mod, "an access to %s at byte offset %lld%s of %s (no object of that type is "
	                     "there)", a, (long long)lp->off, lp->nterms ? " plus run-time offsets" : "", b);

	LLVMDisposeMessage(a);
	LLVMDisposeMessage(b);
	unsupported(c, where, what);
}

SpvId
lsv_lptr_chain(struct lsv_ctx *c, const struct lsv_lptr *lp, LLVMTypeRef want, LLVMValueRef where)
{
	struct path p;

	if (lp->image)
		unsupported(c, where, "this access to a typed buffer element");
	if (walk(c, lp, 0, want, &p) != FOUND || !same(c, p.got, want))
		noobject(c, lp, want, where);
	return emitchain(c, lp, &p);
}

/* Values between plain and explicit-layout types. */

static SpvId
convert(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, bool tolayout)
{
	SpvId to = tolayout ? lsv_layout_type(c, t) : lsv_type(c, t);
	LLVMTypeRef view;
	unsigned n, i, k = 0;
	SpvId *parts;

	if (!aggregate(t))
		return x;
	if (lsv_version_ok(c, LSV_V(1, 4)) && c->tgt.version >= LSV_V(1, 4))
		return INST(c, SpvOpCopyLogical, to, x);
	if (LLVMGetTypeKind(t) == LLVMArrayTypeKind) {
		LLVMTypeRef e = LLVMGetElementType(t);
		n = (unsigned)LLVMGetArrayLength2(t);
		parts = lsv_alloc(&c->fn, (n ? n : 1) * sizeof(*parts));
		for (i = 0; i < n; i++) {
			SpvId y = INST(c, SpvOpCompositeExtract, tolayout ? lsv_type(c, e) : lsv_layout_type(c, e), x, i);
			parts[i] = convert(c, y, e, tolayout);
		}
	} else {
		view = lsv_struct_view(t);
		n = LLVMCountStructElementTypes(view);
		parts = lsv_alloc(&c->fn, (n ? n : 1) * sizeof(*parts));
		for (i = 0; i < n; i++) {
			LLVMTypeRef m = LLVMStructGetTypeAtIndex(view, i);
			SpvId y;
			if (lsv_is_padding(m))
				continue;
			y = INST(c, SpvOpCompositeExtract, tolayout ? lsv_type(c, m) : lsv_layout_type(c, m), x, k);
			parts[k++] = convert(c, y, m, tolayout);
		}
		n = k;
	}
	{
		uint32_t *w = lsv_alloc(&c->fn, (n + 1) * 4);
		memcpy(w, parts, n * 4);
		return lsv_inst(c, SpvOpCompositeConstruct, to, w, n);
	}
}

/* Loads and stores, whole or in parts. */

/* Whether an access of type want reads or writes the object of type got
 * whole: the same type, or as many bits of another non-aggregate. A vector
 * shorter than the object (a float3 load of a float4 element, as clang -O3
 * narrows them) takes its lanes one by one instead. */
static bool
whole(struct lsv_ctx *c, LLVMTypeRef got, LLVMTypeRef want)
{
	unsigned n = lsv_vec_len(want), m = lsv_vec_len(got);

	if (same(c, got, want))
		return true;
	if (aggregate(want))
		return false;
	/* lanes times lane bits: the allocation size rounds a float3 up to 16 */
	return !n || (m ? m : 1) * lsv_elem_bits(got) == n * lsv_elem_bits(want);
}

static SpvId
bits(struct lsv_ctx *c, SpvId x, LLVMTypeRef from, LLVMTypeRef to)
{
	SpvId ty = lsv_type(c, to);

	return lsv_type(c, from) == ty ? x : INST(c, SpvOpBitcast, ty, x);
}

/* Texels of a typed buffer: OpImageRead (storage) or OpImageFetch
 * (sampled), four components, of which the access takes its part. */
static SpvId
texel(struct lsv_ctx *c, const struct lsv_lptr *lp, int64_t extra, LLVMTypeRef want, LLVMValueRef where)
{
	LLVMTypeRef it = lp->imagetype, st = LLVMGetTargetExtTypeTypeParam(it, 0);
	bool sgn = !strcmp(LLVMGetTargetExtTypeName(it), "spirv.SignedImage");
	unsigned sampled = LLVMGetTargetExtTypeIntParam(it, 4), lanes = lsv_vec_len(want), first, es;
	LLVMTypeRef we = lsv_elem_type(want);
	SpvId comp = lsv_type(c, st), v4, img, x;

	if (sgn)
		comp = INTERN(c, SpvOpTypeInt, LLVMGetIntTypeWidth(st), 1);
	v4 = lsv_vec_type(c, comp, 4);
	es = (unsigned)size(c, we);
	if (lp->nterms || !es || (lp->off + extra) % es || size(c, we) != size(c, st) ||
	    (lp->off + extra) / es + (lanes ? lanes : 1) > 4)
		unsupported(c, where, "this access to a typed buffer element");
	first = (unsigned)((lp->off + extra) / es);
	img = INST(c, SpvOpLoad, lsv_type(c, it), lp->image);
	if (sampled == 2) {
		x = INST(c, SpvOpImageRead, v4, img, lp->coord);
		if (!LLVMGetTargetExtTypeIntParam(it, 5))
			lsv_req_cap(c, SpvCapabilityStorageImageReadWithoutFormat);
	} else {
		x = INST(c, SpvOpImageFetch, v4, img, lp->coord);
	}
	if (sgn)
		x = INST(c, SpvOpBitcast, lsv_vec_type(c, lsv_type(c, st), 4), x);
	if (!lanes) {
		x = INST(c, SpvOpCompositeExtract, lsv_type(c, st), x, first);
	} else if (lanes != 4) {
		uint32_t w[6] = {x, x, first, first + 1, first + 2, first + 3};
		x = lsv_inst(c, SpvOpVectorShuffle, lsv_vec_type(c, lsv_type(c, st), lanes), w, 2 + lanes);
	}
	return bits(c, x, lanes ? LLVMVectorType(st, lanes) : st, want);
}

/* An access split in parts: how many parts t has (an error for a type
 * without parts), and part i's type and byte offset (NULL for padding). */
static unsigned
nparts(struct lsv_ctx *c, const struct lsv_lptr *lp, LLVMTypeRef t, LLVMValueRef where)
{
	unsigned n;

	switch (LLVMGetTypeKind(t)) {
	case LLVMVectorTypeKind: n = lsv_is_bool(t) ? 4097 : LLVMGetVectorSize(t); break; /* bits, not bytes */
	case LLVMArrayTypeKind: n = LLVMGetArrayLength2(t) > 4096 ? 4097 : (unsigned)LLVMGetArrayLength2(t); break;
	case LLVMStructTypeKind: n = LLVMCountStructElementTypes(t); break;
	default: n = 4097;
	}
	if (n > 4096)
		noobject(c, lp, t, where);
	return n;
}

static LLVMTypeRef
part(struct lsv_ctx *c, LLVMTypeRef t, unsigned i, int64_t *off)
{
	LLVMTypeRef e;

	if (LLVMGetTypeKind(t) != LLVMStructTypeKind) {
		e = LLVMGetElementType(t);
		*off = (int64_t)i * size(c, e);
		return e;
	}
	e = LLVMStructGetTypeAtIndex(t, i);
	*off = (int64_t)lsv_offset_of(c, t, i);
	return lsv_is_padding(e) ? NULL : e;
}

static SpvId
readobj(struct lsv_ctx *c, const struct lsv_lptr *lp, int64_t extra, LLVMTypeRef want, bool vol, LLVMValueRef where)
{
	struct path p;
	enum reach r;
	SpvId ptr, x;

	if (lp->image)
		return texel(c, lp, extra, want, where);
	r = walk(c, lp, extra, want, &p);
	if (r == PADDING)
		return lsv_undef(c, lsv_type(c, want));
	if (r == FOUND && whole(c, p.got, want)) {
		ptr = emitchain(c, lp, &p);
		if (vol)
			x = INST(c, SpvOpLoad, objtype(c, lp, &p), ptr, SpvMemoryAccessVolatileMask);
		else
			x = INST(c, SpvOpLoad, objtype(c, lp, &p), ptr);
		if (lp->layout)
			x = convert(c, x, p.got, false);
		if (!same(c, p.got, want))
			x = bits(c, x, p.got, want);
		return x;
	}
	/* no object of the whole type: its parts, one by one */
	{
		unsigned n = nparts(c, lp, want, where), i, k = 0;
		uint32_t *w = lsv_alloc(&c->fn, (n ? n : 1) * 4);
		for (i = 0; i < n; i++) {
			int64_t eo;
			LLVMTypeRef e = part(c, want, i, &eo);
			if (e)
				w[k++] = readobj(c, lp, extra + eo, e, vol, where);
		}
		return lsv_inst(c, SpvOpCompositeConstruct, lsv_type(c, want), w, k);
	}
}

static void
writeobj(struct lsv_ctx *c, const struct lsv_lptr *lp, int64_t extra, LLVMTypeRef t, SpvId x, bool vol,
         LLVMValueRef where)
{
	struct path p;
	enum reach r;
	SpvId ptr;

	if (lp->image) {
		LLVMTypeRef it = lp->imagetype, st = LLVMGetTargetExtTypeTypeParam(it, 0);
		SpvId img;
		if (lp->nterms || lp->off + extra || size(c, lsv_elem_type(t)) != size(c, st))
			unsupported(c, where, "this store to a typed buffer element");
		if (LLVMGetTargetExtTypeIntParam(it, 4) != 2)
			unsupported(c, where, "a store to a read-only typed buffer");
		if (!LLVMGetTargetExtTypeIntParam(it, 5))
			lsv_req_cap(c, SpvCapabilityStorageImageWriteWithoutFormat);
		if (!strcmp(LLVMGetTargetExtTypeName(it), "spirv.SignedImage")) {
			SpvId si = INTERN(c, SpvOpTypeInt, LLVMGetIntTypeWidth(st), 1);
			unsigned n = lsv_vec_len(t);
			x = INST(c, SpvOpBitcast, n ? lsv_vec_type(c, si, n) : si, x);
		} else if (lsv_type(c, lsv_elem_type(t)) != lsv_type(c, st)) {
			unsigned n = lsv_vec_len(t);
			x = INST(c, SpvOpBitcast, n ? lsv_vec_type(c, lsv_type(c, st), n) : lsv_type(c, st), x);
		}
		img = INST(c, SpvOpLoad, lsv_type(c, it), lp->image);
		EMIT(c, c->f->cur, SpvOpImageWrite, img, lp->coord, x);
		return;
	}
	r = walk(c, lp, extra, t, &p);
	if (r == PADDING)
		return;
	if (r == FOUND && whole(c, p.got, t)) {
		ptr = emitchain(c, lp, &p);
		if (!same(c, p.got, t))
			x = bits(c, x, t, p.got);
		if (lp->layout)
			x = convert(c, x, p.got, true);
		if (vol)
			EMIT(c, c->f->cur, SpvOpStore, ptr, x, SpvMemoryAccessVolatileMask);
		else
			EMIT(c, c->f->cur, SpvOpStore, ptr, x);
		return;
	}
	{
		unsigned n = nparts(c, lp, t, where), i, k = 0;
		for (i = 0; i < n; i++) {
			int64_t eo;
			LLVMTypeRef e = part(c, t, i, &eo);
			if (e)
				writeobj(c, lp, extra + eo, e, INST(c, SpvOpCompositeExtract, lsv_type(c, e), x, k++), vol, where);
		}
	}
}

/* Instructions. */

static bool
handletype(LLVMTypeRef t)
{
	return LLVMGetTypeKind(t) == LLVMTargetExtTypeKind && !lsv_is_padding(t);
}

static SpvId
alloca_(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMGetAllocatedType(v);
	LLVMValueRef cnt = LLVMGetOperand(v, 0);
	struct lsv_lptr *lp = lsv_alloc(&c->fn, sizeof(*lp));

	if (lsv_map_get(&c->f->lptrs, key(v)))
		return 0; /* one of merged allocas (lsv_logical_fold) */
	if (!LLVMIsAConstantInt(cnt))
		unsupported(c, v, "an alloca with a run-time size");
	if (handletype(t))
		unsupported(c, v, "a resource handle kept in a local variable");
	if (LLVMConstIntGetZExtValue(cnt) != 1)
		t = LLVMArrayType2(t, LLVMConstIntGetZExtValue(cnt));
	lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
	lp->type = t;
	lp->sc = SpvStorageClassFunction;
	lp->basety = lsv_type(c, t);
	lp->base = lsv_id(c);
	EMIT(c, &c->f->vars, SpvOpVariable, lsv_ptr_type(c, SpvStorageClassFunction, lp->basety), lp->base,
	     SpvStorageClassFunction);
	record(c, v, lp);
	return 0;
}

static SpvId
gep(struct lsv_ctx *c, LLVMValueRef v)
{
	struct lsv_lptr *lp;

	if (LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMVectorTypeKind)
		unsupported(c, v, "a vector getelementptr");
	lp = copy(c, lsv_lptr(c, LLVMGetOperand(v, 0)));
	gepinto(c, lp, v);
	record(c, v, lp);
	return 0;
}

static SpvId
load(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);

	if (isptr(v))
		unsupported(c, v, "a pointer loaded from memory under logical addressing");
	if (handletype(LLVMTypeOf(v)))
		unsupported(c, v, "a resource handle loaded from memory that holds other handles too");
	return readobj(c, lsv_lptr(c, p), 0, LLVMTypeOf(v), LLVMGetVolatile(v), v);
}

/* Does pointer p point into a storage buffer that is a Uniform variable of a
 * BufferBlock struct (lsv_bufferblock), writable unlike a uniform buffer? */
static bool
bufferblock(struct lsv_ctx *c, LLVMValueRef p)
{
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));

	return lsv_bufferblock(c) && as < c->env->nsc && c->env->sc[as] == SpvStorageClassStorageBuffer;
}

static SpvId
store(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef x = LLVMGetOperand(v, 0), p = LLVMGetOperand(v, 1);
	const struct lsv_lptr *lp;

	if (isptr(x))
		unsupported(c, v, "a pointer stored to memory under logical addressing");
	/* a resource handle is no data: its loads were forwarded (prep.c) */
	if (handletype(LLVMTypeOf(x)))
		return 0;
	lp = lsv_lptr(c, p);
	if (lp->image) {
		writeobj(c, lp, 0, LLVMTypeOf(x), lsv_val(c, x), false, v);
		return 0;
	}
	if ((lp->sc == SpvStorageClassUniform && !bufferblock(c, p)) || lp->sc == SpvStorageClassPushConstant ||
	    lp->sc == SpvStorageClassUniformConstant || lp->sc == SpvStorageClassInput)
		lsv_fail_at(c, v, "a store to read-only memory (%s) is not supported for %s",
		            lp->sc == SpvStorageClassInput ? "a stage input" : "a constant or push constant buffer",
		            c->tgt.triple);
	writeobj(c, lp, 0, LLVMTypeOf(x), lsv_val(c, x), LLVMGetVolatile(v), v);
	return 0;
}

static SpvId
passthrough(struct lsv_ctx *c, LLVMValueRef v)
{
	record(c, v, lsv_lptr(c, LLVMGetOperand(v, 0)));
	return 0;
}

/* Pointer phis and selects. The incoming pointers share a base (one
 * variable, one resource, or allocas merged into one array) and reach
 * objects of one type by paths of one shape; the array indices become
 * integer OpPhi/OpSelect. Each incoming path is made at the end of its
 * predecessor (lsv_logical_phis), the phis are completed at the end. */

struct ledge {
	LLVMBasicBlockRef pred;
	SpvId base;               /* 0: undefined */
	unsigned n;
	uint32_t *idx;
};

struct lphi {
	LLVMValueRef phi;
	LLVMTypeRef t;            /* the object type the paths reach */
	struct lsv_lptr *lp;      /* the phi's pointer, once lowered */
	uint32_t *at;             /* body offset + 1 of each index's OpPhi (0: a member constant) */
	unsigned reached;         /* edges from blocks that are reached */
	unsigned nedges;
	struct ledge *edges;
};

/* The type accessed through pointer p: a load's, a store's, a GEP's
 * source element type; NULL if nothing accesses it directly. */
static LLVMTypeRef
accesstype(LLVMValueRef p, int depth)
{
	LLVMUseRef u;

	for (u = LLVMGetFirstUse(p); u; u = LLVMGetNextUse(u)) {
		LLVMValueRef i = LLVMGetUser(u);
		LLVMTypeRef t = NULL;
		switch (LLVMIsAInstruction(i) ? LLVMGetInstructionOpcode(i) : LLVMRet) {
		case LLVMLoad: t = LLVMTypeOf(i); break;
		case LLVMStore: t = LLVMGetOperand(i, 1) == p ? LLVMTypeOf(LLVMGetOperand(i, 0)) : NULL; break;
		case LLVMAtomicRMW:
		case LLVMAtomicCmpXchg: t = LLVMTypeOf(LLVMGetOperand(i, 1)); break;
		case LLVMGetElementPtr: t = LLVMGetOperand(i, 0) == p ? LLVMGetGEPSourceElementType(i) : NULL; break;
		case LLVMPHI:
		case LLVMSelect:
		case LLVMAddrSpaceCast:
		case LLVMBitCast:
			if (depth < 8)
				t = accesstype(i, depth + 1);
			break;
		default: break;
		}
		if (t)
			return t;
	}
	return NULL;
}

static struct lphi *
lphiof(struct lsv_ctx *c, LLVMValueRef phi)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(&c->f->lptrs, key(phi) | 2, &fresh);
	struct lphi *r;

	if (!fresh)
		return (struct lphi *)(uintptr_t)*slot;
	r = lsv_alloc(&c->fn, sizeof(*r));
	r->phi = phi;
	r->t = accesstype(phi, 0);
	if (!r->t)
		r->t = c->i8;
	r->edges = lsv_alloc(&c->fn, (LLVMCountIncoming(phi) + 1) * sizeof(*r->edges));
	*slot = (uint64_t)(uintptr_t)r;
	lsv_vec_push(&c->f->lphis, (uint32_t)(key(phi) & 0xffffffffu));
	lsv_vec_push(&c->f->lphis, (uint32_t)(key(phi) >> 32));
	return r;
}

/* The path of pointer v to an object of type t, its indices 32-bit. */
static void
pathof(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, LLVMValueRef where, struct ledge *e)
{
	const struct lsv_lptr *lp;
	struct path p;
	unsigned i;

	if (LLVMIsUndef(v) || LLVMIsPoison(v)) {
		e->base = 0;
		return;
	}
	lp = lsv_lptr(c, v);
	if (lp->image || walk(c, lp, 0, t, &p) != FOUND || !same(c, p.got, t))
		noobject(c, lp, t, where);
	e->base = lp->base;
	e->n = lp->npre + p.n;
	e->idx = lsv_alloc(&c->fn, (e->n + 1) * 4);
	/* a member index stays marked, so that a phi of this phi sees the same shape */
	for (i = 0; i < lp->npre; i++)
		e->idx[i] = lp->pre[i] | (lp->prem && lp->prem[i] ? 0x80000000u : 0);
	for (i = 0; i < p.n; i++) {
		SpvId x = p.idx[i];
		if (p.wide[i])
			x = INST(c, SpvOpSConvert, lsv_int_type(c, 32), x);
		e->idx[lp->npre + i] = p.member[i] ? x | 0x80000000u : x;
	}
}

/* The pointer a phi or select stands for: e's base and shape, with ids
 * (made by the caller) at the positions that are not members. */
static struct lsv_lptr *
joined(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, const struct ledge *e, uint32_t *ids)
{
	const struct lsv_lptr *from = NULL;
	struct lsv_lptr *lp = lsv_alloc(&c->fn, sizeof(*lp));
	unsigned i, n = LLVMIsAPHINode(v) ? LLVMCountIncoming(v) : 2;
	bool *prem;

	for (i = 0; i < n && !from; i++) {
		LLVMValueRef in = LLVMIsAPHINode(v) ? LLVMGetIncomingValue(v, i) : LLVMGetOperand(v, i + 1);
		if (!LLVMIsUndef(in) && !LLVMIsPoison(in) && lsv_map_get(&c->f->lptrs, key(in)))
			from = lsv_lptr(c, in);
	}
	if (!from)
		from = lsv_lptr(c, LLVMIsAPHINode(v) ? LLVMGetIncomingValue(v, 0) : LLVMGetOperand(v, 1));
	*lp = *from;
	lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
	lp->nterms = 0;
	lp->off = 0;
	lp->type = t;
	lp->base = e->base;
	lp->npre = e->n;
	lp->pre = ids;
	prem = lsv_alloc(&c->fn, (e->n + 1) * sizeof(*prem));
	for (i = 0; i < e->n; i++) {
		prem[i] = (e->idx[i] & 0x80000000u) != 0;
		if (prem[i])
			ids[i] = e->idx[i] & 0x7fffffffu;
	}
	lp->prem = prem;
	return lp;
}

static bool
sameshape(const struct ledge *a, const struct ledge *b)
{
	unsigned i;

	if (!a->base || !b->base)
		return true;
	if (a->base != b->base || a->n != b->n)
		return false;
	for (i = 0; i < a->n; i++)
		if ((a->idx[i] & 0x80000000u) != (b->idx[i] & 0x80000000u) ||
		    ((a->idx[i] & 0x80000000u) && a->idx[i] != b->idx[i]))
			return false;
	return true;
}

static _Noreturn void
variablepointers(struct lsv_ctx *c, LLVMValueRef v)
{
	unsupported(c, v, "a phi or select of pointers to different variables, or to objects of different "
	            "shapes (it needs variable pointers)");
}

static SpvId
select_(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = accesstype(v, 0);
	struct ledge a, b;
	uint32_t *ids;
	unsigned i;
	SpvId cond = lsv_val(c, LLVMGetOperand(v, 0)), i32 = lsv_int_type(c, 32);

	if (lsv_vec_len(LLVMTypeOf(LLVMGetOperand(v, 0))))
		unsupported(c, v, "a select of pointers with a vector condition");
	if (!t)
		t = c->i8;
	pathof(c, LLVMGetOperand(v, 1), t, v, &a);
	pathof(c, LLVMGetOperand(v, 2), t, v, &b);
	if (!a.base && !b.base)
		unsupported(c, v, "a select of two undefined pointers");
	if (!sameshape(&a, &b))
		variablepointers(c, v);
	if (!a.base)
		a = (struct ledge){NULL, b.base, b.n, NULL};
	ids = lsv_alloc(&c->fn, (a.n + 1) * 4);
	for (i = 0; i < a.n; i++) {
		const struct ledge *k = a.idx ? &a : &b;
		SpvId x, y;
		if (k->idx[i] & 0x80000000u)
			continue;
		x = a.idx ? a.idx[i] : lsv_undef(c, i32);
		y = b.idx ? b.idx[i] : lsv_undef(c, i32);
		ids[i] = x == y ? x : INST(c, SpvOpSelect, i32, cond, x, y);
	}
	record(c, v, joined(c, v, t, a.idx ? &a : &b, ids));
	return 0;
}

/* At the end of block pred, before its terminator (and merge instruction):
 * the paths its successors' pointer phis take from it. */
void
lsv_logical_phis(struct lsv_ctx *c, LLVMBasicBlockRef pred)
{
	LLVMValueRef term = LLVMGetBasicBlockTerminator(pred);
	unsigned ns = term ? LLVMGetNumSuccessors(term) : 0, s;
	struct lsv_map done; /* successors seen: a switch's may repeat */

	lsv_map_init(&done, &c->fn);
	for (s = 0; s < ns; s++) {
		LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
		LLVMValueRef phi;
		bool fresh = true;
		if (ns == 2 && s == 1)
			fresh = LLVMGetSuccessor(term, 0) != succ;
		else if (ns > 2)
			lsv_map_slot(&done, lsv_key(LLVMBasicBlockAsValue(succ)), &fresh);
		if (!fresh)
			continue;
		for (phi = LLVMGetFirstInstruction(succ); phi && LLVMIsAPHINode(phi); phi = LLVMGetNextInstruction(phi)) {
			struct lphi *r;
			unsigned n, k, seen = 0;
			if (!isptr(phi))
				continue;
			r = lphiof(c, phi);
			n = LLVMCountIncoming(phi);
			for (k = 0; k < n; k++) {
				struct ledge *e;
				if (LLVMGetIncomingBlock(phi, k) != pred)
					continue;
				if (seen++)
					unsupported(c, phi, "a phi of pointers reached twice from one block");
				e = &r->edges[r->nedges++];
				e->pred = pred;
				pathof(c, LLVMGetIncomingValue(phi, k), r->t, phi, e);
				if (r->nedges > 1 && !sameshape(e, &r->edges[0]))
					variablepointers(c, phi);
			}
		}
	}
}

static SpvId
phi(struct lsv_ctx *c, LLVMValueRef v)
{
	struct lphi *r = lphiof(c, v);
	const struct ledge *e = NULL;
	uint32_t *ids;
	unsigned i, k;

	for (k = 0; k < r->nedges && !e; k++)
		if (r->edges[k].base)
			e = &r->edges[k];
	if (!e)
		unsupported(c, v, "a phi of pointers whose first incoming pointers are all undefined");
	ids = lsv_alloc(&c->fn, (e->n + 1) * 4);
	r->at = lsv_alloc(&c->fn, (e->n + 1) * 4);
	/* edges from blocks nothing reaches are left out */
	for (k = 0, r->reached = 0; k < LLVMCountIncoming(v); k++)
		if (lsv_map_get(&c->f->reach, key(LLVMBasicBlockAsValue(LLVMGetIncomingBlock(v, k)))))
			r->reached++;
	for (i = 0; i < e->n; i++) {
		if (e->idx[i] & 0x80000000u)
			continue;
		/* OpPhi i32 id (value, label)...: the values and labels at the end */
		r->at[i] = c->f->cur->n + 1;
		ids[i] = lsv_id(c);
		lsv_vec_push(c->f->cur, (3u + 2u * r->reached) << SpvWordCountShift | SpvOpPhi);
		lsv_vec_push(c->f->cur, lsv_int_type(c, 32));
		lsv_vec_push(c->f->cur, ids[i]);
		for (k = 0; k < 2 * r->reached; k++)
			lsv_vec_push(c->f->cur, 0);
	}
	r->lp = joined(c, v, r->t, e, ids);
	record(c, v, r->lp);
	return 0;
}

/* The index phis, completed: every edge's values, from their predecessors'
 * last labels. Edges from blocks nothing reaches are left out. */
void
lsv_logical_phifix(struct lsv_ctx *c)
{
	uint32_t j;

	for (j = 0; j < c->f->lphis.n; j += 2) {
		LLVMValueRef v = (LLVMValueRef)(uintptr_t)((uint64_t)c->f->lphis.w[j + 1] << 32 | c->f->lphis.w[j]);
		struct lphi *r = lphiof(c, v);
		unsigned i, k;
		if (!r->at)
			continue;
		if (r->nedges != r->reached)
			lsv_bug("a pointer phi with %u of %u edges resolved", r->nedges, r->reached);
		for (i = 0; i < r->lp->npre; i++) {
			uint32_t at = r->at[i], m = 3;
			if (!at--)
				continue; /* a member constant */
			for (k = 0; k < r->nedges; k++) {
				const struct ledge *e = &r->edges[k];
				uint64_t end = lsv_map_get(&c->f->exits, key(LLVMBasicBlockAsValue(e->pred)));
				c->f->body.w[at + m++] = e->base ? e->idx[i] : lsv_undef(c, lsv_int_type(c, 32));
				c->f->body.w[at + m++] = end ? (uint32_t)end : lsv_label(c, e->pred);
			}
		}
	}
}

/* lp: texel operand 1 of the typed buffer (an image with Dim Buffer) that
 * call's operand 0 is; name is the intrinsic, for the error. */
static void
texelptr(struct lsv_ctx *c, struct lsv_lptr *lp, LLVMValueRef call, const char *name)
{
	LLVMValueRef h = LLVMGetOperand(call, 0);
	LLVMTypeRef ht = LLVMTypeOf(h);
	const char *tn = LLVMGetTypeKind(ht) == LLVMTargetExtTypeKind ? LLVMGetTargetExtTypeName(ht) : "";

	if ((strcmp(tn, "spirv.Image") && strcmp(tn, "spirv.SignedImage")) ||
	    LLVMGetTargetExtTypeIntParam(ht, 0) != SpvDimBuffer)
		unsupported(c, call, lsv_fmt(&c->fn, "%s on an image that is not a typed buffer", name));
	lp->image = lsv_val(c, h);
	lp->imagetype = ht;
	lp->coord = lsv_val(c, LLVMGetOperand(call, 1));
	lp->type = LLVMGetTargetExtTypeTypeParam(ht, 0);
	lsv_req_cap(c, LLVMGetTargetExtTypeIntParam(ht, 4) == 2 ? SpvCapabilityImageBuffer
	                                                         : SpvCapabilitySampledBuffer);
}

/* llvm.spv.resource.load.typedbuffer(handle, index) and
 * store.typedbuffer(handle, index, value): the texel read or written
 * whole, as a load or store through getpointer's texel pointer would. */
SpvId
lsv_logical_typedbuffer(struct lsv_ctx *c, LLVMValueRef call, bool store)
{
	struct lsv_lptr *lp = lsv_alloc(&c->fn, sizeof(*lp));
	unsigned n = (unsigned)LLVMGetNumArgOperands(call);

	if (n != (store ? 3u : 2u) || !lsv_is_int(LLVMTypeOf(LLVMGetOperand(call, 1))))
		lsv_bad_intrinsic(c, call);
	texelptr(c, lp, call, store ? "llvm.spv.resource.store.typedbuffer" : "llvm.spv.resource.load.typedbuffer");
	if (!store)
		return texel(c, lp, 0, LLVMTypeOf(call), call);
	writeobj(c, lp, 0, LLVMTypeOf(LLVMGetOperand(call, 2)), lsv_val(c, LLVMGetOperand(call, 2)), false, call);
	return 0;
}

SpvId
lsv_logical_getpointer(struct lsv_ctx *c, LLVMValueRef call)
{
	LLVMValueRef h = LLVMGetOperand(call, 0), ix = LLVMGetOperand(call, 1);
	LLVMTypeRef ht = LLVMTypeOf(h);
	struct lsv_lptr *lp = lsv_alloc(&c->fn, sizeof(*lp));
	const char *tn = LLVMGetTypeKind(ht) == LLVMTargetExtTypeKind ? LLVMGetTargetExtTypeName(ht) : "";

	lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
	if (!strcmp(tn, "spirv.Image") || !strcmp(tn, "spirv.SignedImage")) {
		texelptr(c, lp, call, "llvm.spv.resource.getpointer");
	} else if (!strcmp(tn, "spirv.VulkanBuffer")) {
		LLVMTypeRef t = LLVMGetTargetExtTypeTypeParam(ht, 0);
		lp->base = lsv_val(c, h);
		lp->type = lsv_buffer_block(c, ht);
		lp->basety = lsv_buffer_blocktype(c, ht);
		lp->sc = lsv_buffer_class(c, ht, call);
		lp->layout = true;
		if (LLVMGetTypeKind(t) == LLVMArrayTypeKind)
			offset(c, lp, ix, size(c, LLVMGetElementType(t)));
		else if (!LLVMIsAConstantInt(ix) || LLVMConstIntGetZExtValue(ix))
			unsupported(c, call, "an element other than 0 of a buffer that is not an array");
	} else {
		unsupported(c, call, "llvm.spv.resource.getpointer on this handle");
	}
	record(c, call, lp);
	return 0;
}

/* What pointer p derives from through GEPs and casts. */
static LLVMValueRef
rootof(LLVMValueRef p)
{
	while (LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p))
		p = LLVMGetOperand(p, 0);
	return p;
}

static bool
joins(LLVMValueRef i)
{
	return (LLVMIsAPHINode(i) || LLVMIsASelectInst(i)) && isptr(i);
}

static unsigned
findset(unsigned *parent, unsigned i)
{
	while (parent[i] != i)
		i = parent[i] = parent[parent[i]];
	return i;
}

/* Allocas that meet in a pointer phi or select (SROA leaves a small array
 * as separate variables, and -O3 code picks one of them) become one array
 * variable, each an element of it, so the phi picks an index. */
static void
mergeallocas(struct lsv_ctx *c, LLVMValueRef f)
{
	struct lsv_map idx;
	LLVMBasicBlockRef bb;
	LLVMValueRef i, *all;
	unsigned n = 0, k, *parent, *count;

	/* sets of allocas and the phis and selects they meet in */
	lsv_map_init(&idx, &c->fn);
	for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
		for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
			if (LLVMIsAAllocaInst(i) || joins(i))
				*lsv_map_slot(&idx, key(i), &(bool){0}) = ++n;
	if (n < 2)
		return;
	all = lsv_alloc(&c->fn, (n + 1) * sizeof(*all));
	parent = lsv_alloc(&c->fn, (n + 1) * sizeof(*parent));
	count = lsv_alloc(&c->fn, (n + 1) * sizeof(*count));
	for (k = 0; k <= n; k++)
		parent[k] = k;
	for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
		for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
			unsigned m, self, j;
			if (LLVMIsAAllocaInst(i) || joins(i))
				all[lsv_map_get(&idx, key(i))] = i;
			if (!joins(i))
				continue;
			self = findset(parent, (unsigned)lsv_map_get(&idx, key(i)));
			m = LLVMIsAPHINode(i) ? LLVMCountIncoming(i) : 2;
			for (j = 0; j < m; j++) {
				LLVMValueRef in = LLVMIsAPHINode(i) ? LLVMGetIncomingValue(i, j) : LLVMGetOperand(i, j + 1);
				unsigned x = (unsigned)lsv_map_get(&idx, key(rootof(in)));
				if (x && (x = findset(parent, x)) != self)
					parent[x] = self;
			}
		}
	for (k = 1; k <= n; k++)
		if (LLVMIsAAllocaInst(all[k]))
			count[findset(parent, k)]++;
	for (k = 1; k <= n; k++) {
		unsigned r = findset(parent, k), j, m = 0, first = 0;
		LLVMTypeRef t, at;
		SpvId var, ty;
		bool ok = true;
		if (count[r] < 2 || r != k)
			continue;
		for (j = 1; j <= n && !first; j++)
			if (findset(parent, j) == r && LLVMIsAAllocaInst(all[j]))
				first = j;
		t = LLVMGetAllocatedType(all[first]);
		for (j = 1; j <= n; j++)
			if (findset(parent, j) == r && LLVMIsAAllocaInst(all[j]))
				ok &= LLVMGetAllocatedType(all[j]) == t && LLVMIsAConstantInt(LLVMGetOperand(all[j], 0)) &&
				      LLVMConstIntGetZExtValue(LLVMGetOperand(all[j], 0)) == 1;
		if (!ok || handletype(t))
			continue;
		at = LLVMArrayType2(t, count[r]);
		ty = lsv_type(c, at);
		var = lsv_id(c);
		EMIT(c, &c->f->vars, SpvOpVariable, lsv_ptr_type(c, SpvStorageClassFunction, ty), var,
		     SpvStorageClassFunction);
		for (j = 1; j <= n; j++) {
			struct lsv_lptr *lp;
			if (findset(parent, j) != r || !LLVMIsAAllocaInst(all[j]))
				continue;
			lp = lsv_alloc(&c->fn, sizeof(*lp));
			lp->terms = lsv_alloc(&c->fn, MAXTERMS * sizeof(*lp->terms));
			lp->base = var;
			lp->type = t;
			lp->sc = SpvStorageClassFunction;
			lp->basety = ty;
			lp->pre = lsv_alloc(&c->fn, 4);
			lp->pre[0] = lsv_const_u32(c, m++);
			lp->npre = 1;
			record(c, all[j], lp);
		}
	}
}

/* Instructions that only compute parts of addresses are not emitted: the
 * addresses take them apart (offset()). Decided per function, users first. */
void
lsv_logical_fold(struct lsv_ctx *c, LLVMValueRef f)
{
	LLVMBasicBlockRef bb;
	LLVMValueRef i;
	bool changed = true;

	mergeallocas(c, f);
	while (changed) {
		changed = false;
		for (bb = LLVMGetLastBasicBlock(f); bb; bb = LLVMGetPreviousBasicBlock(bb))
			for (i = LLVMGetLastInstruction(bb); i; i = LLVMGetPreviousInstruction(i)) {
				LLVMUseRef u;
				bool ok;
				if (lsv_map_get(&c->f->lptrs, key(i) | 1) || !splittable(i))
					continue;
				ok = LLVMGetFirstUse(i) != NULL;
				for (u = LLVMGetFirstUse(i); u && ok; u = LLVMGetNextUse(u)) {
					LLVMValueRef user = LLVMGetUser(u);
					if (LLVMIsAGetElementPtrInst(user) && LLVMGetOperand(user, 0) != i)
						continue;
					if (LLVMIsAInstruction(user) && lsv_map_get(&c->f->lptrs, key(user) | 1))
						continue;
					ok = false;
				}
				if (ok) {
					bool fresh;
					*lsv_map_slot(&c->f->lptrs, key(i) | 1, &fresh) = 1;
					changed = true;
				}
			}
	}
}

bool
lsv_logical_skip(struct lsv_ctx *c, LLVMValueRef v)
{
	return lsv_map_get(&c->f->lptrs, key(v) | 1) != 0;
}

SpvId
lsv_logical(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op, bool *done)
{
	*done = true;
	switch (op) {
	case LLVMAlloca: return alloca_(c, v);
	case LLVMGetElementPtr: return gep(c, v);
	case LLVMLoad:
		if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic)
			break;
		return load(c, v);
	case LLVMStore:
		if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic)
			break;
		return store(c, v);
	case LLVMAddrSpaceCast:
	case LLVMBitCast:
	case LLVMFreeze:
		if (isptr(v))
			return passthrough(c, v);
		break;
	case LLVMPtrToInt:
	case LLVMIntToPtr:
		unsupported(c, v, "a conversion between pointers and integers under logical addressing");
	case LLVMPHI:
		if (isptr(v))
			return phi(c, v);
		break;
	case LLVMSelect:
		if (isptr(v))
			return select_(c, v);
		break;
	case LLVMICmp:
		if (isptr(LLVMGetOperand(v, 0)))
			unsupported(c, v, "a comparison of pointers under logical addressing");
		break;
	default:
		break;
	}
	*done = false;
	return 0;
}

/* The largest object that starts at byte extra of lp (its run-time offsets
 * aside) and is at most max bytes; NULL in padding, with *skip the bytes
 * to the next object. A zero-sized object (a run-time array, or a buffer
 * block holding one) is never picked: it is entered, so that a copy goes
 * element by element. */
static LLVMTypeRef
objat(struct lsv_ctx *c, const struct lsv_lptr *lp, int64_t extra, int64_t max, int64_t *skip)
{
	LLVMTypeRef cur = lp->type;
	int64_t o = lp->off + extra;

	*skip = 0;
	for (;;) {
		LLVMTypeKind k = LLVMGetTypeKind(cur);
		if (!o && size(c, cur) <= max && size(c, cur) > 0)
			return cur;
		if (k == LLVMStructTypeKind || (k == LLVMTargetExtTypeKind && aggregate(cur))) {
			LLVMTypeRef view = lsv_struct_view(cur);
			unsigned n = LLVMCountStructElementTypes(view), i;
			int64_t next = size(c, cur);
			for (i = 0; i < n; i++) {
				LLVMTypeRef m = LLVMStructGetTypeAtIndex(view, i);
				int64_t mo = (int64_t)lsv_offset_of(c, cur, i), ms = size(c, m);
				if (lsv_is_padding(m))
					continue;
				if (o >= mo && (o < mo + ms || (!ms && LLVMGetTypeKind(m) == LLVMArrayTypeKind)))
					break;
				if (mo > o && mo < next)
					next = mo;
			}
			if (i == n) {
				*skip = next - o;
				return NULL;
			}
			o -= (int64_t)lsv_offset_of(c, cur, i);
			cur = LLVMStructGetTypeAtIndex(view, i);
		} else if (k == LLVMArrayTypeKind || k == LLVMVectorTypeKind) {
			int64_t s = size(c, LLVMGetElementType(cur));
			if (!s)
				return NULL;
			o -= floordiv(o, s) * s;
			cur = LLVMGetElementType(cur);
		} else {
			return NULL;
		}
	}
}

/* A constant of type t whose every byte is b. */
static SpvId
bytes(struct lsv_ctx *c, LLVMTypeRef t, uint8_t b, LLVMValueRef where)
{
	SpvId ty = lsv_type(c, t);
	uint64_t pat = 0;
	unsigned i, n;

	if (!b)
		return lsv_null(c, ty);
	switch (LLVMGetTypeKind(t)) {
	case LLVMIntegerTypeKind:
	case LLVMHalfTypeKind:
	case LLVMFloatTypeKind:
	case LLVMDoubleTypeKind: {
		unsigned nb = (unsigned)size(c, t);
		LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, nb * 8);
		for (i = 0; i < nb; i++)
			pat = pat << 8 | b;
		if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
			return lsv_const_of(c, t, pat);
		return lsv_const(c, LLVMConstBitCast(LLVMConstInt(it, pat, 0), t), where);
	}
	case LLVMVectorTypeKind:
	case LLVMArrayTypeKind: {
		LLVMTypeRef e = LLVMGetElementType(t);
		uint32_t *w;
		n = LLVMGetTypeKind(t) == LLVMVectorTypeKind ? LLVMGetVectorSize(t) : (unsigned)LLVMGetArrayLength2(t);
		w = lsv_alloc(&c->fn, (n + 1) * 4);
		w[0] = ty;
		for (i = 0; i < n; i++)
			w[i + 1] = bytes(c, e, b, where);
		return lsv_intern(c, SpvOpConstantComposite, w, n + 1);
	}
	default:
		unsupported(c, where, "llvm.memset of this type with a byte other than 0");
	}
}

/* llvm.memcpy/memmove/memset of a constant length: object by object of the
 * destination's types (padding skipped), each read whole from the source. */
void
lsv_logical_memcpy(struct lsv_ctx *c, LLVMValueRef call)
{
	size_t len;
	const char *name = LLVMGetValueName2(LLVMGetCalledValue(call), &len);
	bool set = len >= 11 && !memcmp(name, "llvm.memset", 11);
	LLVMValueRef n = LLVMGetOperand(call, 2), val = LLVMGetOperand(call, 1);
	const struct lsv_lptr *dst = lsv_lptr(c, LLVMGetOperand(call, 0)), *src = set ? NULL : lsv_lptr(c, val);
	bool vol = LLVMIsAConstantInt(LLVMGetOperand(call, 3)) && LLVMConstIntGetZExtValue(LLVMGetOperand(call, 3));
	int64_t total, at = 0, skip;
	unsigned steps = 0;

	if (!LLVMIsAConstantInt(n) || (set && !LLVMIsAConstantInt(val)))
		unsupported(c, call, "llvm.memcpy, llvm.memmove or llvm.memset with a run-time length or byte under "
		            "logical addressing");
	total = (int64_t)LLVMConstIntGetZExtValue(n);
	if (dst->image || (src && src->image))
		unsupported(c, call, "a memory copy to or from a typed buffer");
	while (at < total) {
		LLVMTypeRef t = objat(c, dst, at, total - at, &skip);
		SpvId x;
		if (++steps > 65536)
			unsupported(c, call, "a memory copy of more than 65536 objects");
		if (!t) {
			if (skip <= 0)
				unsupported(c, call, "a memory copy that covers part of a scalar");
			at += skip;
			continue;
		}
		x = set ? bytes(c, t, (uint8_t)LLVMConstIntGetZExtValue(val), call) : readobj(c, src, at, t, vol, call);
		writeobj(c, dst, at, t, x, vol, call);
		at += size(c, t);
	}
}
