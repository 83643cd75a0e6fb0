/* fpmodes.c: execution modes the IR asks for beyond the OpenCL kernel
 * metadata (globals.c): the !spirv.ExecutionMode named metadata the Khronos
 * translator and LLVM's SPIR-V backend read, and the floating-point denormal
 * modes of LLVM's "denormal-fp-math" attributes (SPV_KHR_float_controls).
 * Runs after the functions are lowered, so the float widths are known. */
#include <string.h>

#include "lsv.h"

static const char mdname[] = "spirv.ExecutionMode";

/* The entry point of kernel f, or 0 when f is not one. */
static SpvId
entryof(struct lsv_ctx *c, LLVMValueRef f)
{
	for (unsigned i = 0; i < c->nentries; i++)
		if (c->entries[i].f == f)
			return c->entries[i].id;
	return 0;
}

/* Operand j of a !spirv.ExecutionMode row as a 32-bit literal. */
static uint32_t
mdlit(struct lsv_ctx *c, LLVMValueRef f, LLVMValueRef op, unsigned j)
{
	if (!op || !LLVMIsAConstantInt(op) || LLVMGetIntTypeWidth(LLVMTypeOf(op)) > 32)
		lsv_fail_at(c, f, "!%s: operand %u of a row for @%s is not a constant integer of at most 32 bits",
		            mdname, j, LLVMGetValueName(f));
	return (uint32_t)LLVMConstIntGetZExtValue(op);
}

/* SPV_KHR_float_controls2's FPFastMathDefault <float type> <flags>: LLVM's
 * SPIR-V backend takes it from a row {ptr @k, i32 6028, <float> poison, i32
 * flags}, the type from the typed value. The rows are collected here and
 * written by fastdefaults(), which folds the modes the extension says they
 * cannot stand beside into them. */
struct fastdef {
	SpvId entry;
	unsigned width;   /* of the float type */
	SpvId type;
	uint32_t flags;
	LLVMValueRef f;
};

struct fastdefs {
	struct fastdef *d;
	unsigned n, cap;
	struct { SpvId entry; uint32_t width; } sz[16]; /* their entries' SignedZeroInfNanPreserve rows */
	unsigned nsz;
};

#define FM_NAN_INF_NSZ (SpvFPFastMathModeNotNaNMask | SpvFPFastMathModeNotInfMask | SpvFPFastMathModeNSZMask)
#define FM_CONTRACT SpvFPFastMathModeAllowContractFastINTELMask
#define FM_REASSOC SpvFPFastMathModeAllowReassocINTELMask
#define FM_TRANSFORM SpvFPFastMathModeAllowTransformMask

/* Is SPV_KHR_float_controls2 usable ("This extension requires SPIR-V 1.2")? */
static bool
fc2on(struct lsv_ctx *c)
{
	return lsv_ext_on(&c->tgt, lsv_ext_index("SPV_KHR_float_controls2", 23)) && c->tgt.maxversion >= LSV_V(1, 2);
}

static struct fastdef *
fastfind(struct fastdefs *fd, SpvId entry, unsigned width)
{
	for (unsigned i = 0; i < fd->n; i++)
		if (fd->d[i].entry == entry && fd->d[i].width == width)
			return &fd->d[i];
	return NULL;
}

static bool
fastentry(const struct fastdefs *fd, SpvId entry)
{
	for (unsigned i = 0; i < fd->n; i++)
		if (fd->d[i].entry == entry)
			return true;
	return false;
}

static struct fastdef *
fastadd(struct lsv_ctx *c, struct fastdefs *fd, const struct fastdef *d)
{
	if (fd->n == fd->cap) {
		struct fastdef *old = fd->d;
		fd->cap = fd->cap ? fd->cap * 2 : 8;
		fd->d = lsv_alloc(&c->fn, fd->cap * sizeof *fd->d);
		if (fd->n)
			memcpy(fd->d, old, fd->n * sizeof *fd->d);
	}
	fd->d[fd->n] = *d;
	return &fd->d[fd->n++];
}

/* A FPFastMathDefault row. Without the extension it is left out: the
 * default it would relax is the strict one, which is always right. */
static void
fastrow(struct lsv_ctx *c, struct fastdefs *fd, SpvId entry, LLVMValueRef *ops, unsigned n)
{
	LLVMValueRef f = ops[0];
	LLVMTypeRef t = n == 4 && ops[2] ? LLVMTypeOf(ops[2]) : NULL;
	struct fastdef d = {entry, 0, 0, 0, f}, *old;
	uint32_t known = 0;

	if (!t || (LLVMGetTypeKind(t) != LLVMHalfTypeKind && LLVMGetTypeKind(t) != LLVMBFloatTypeKind &&
	           LLVMGetTypeKind(t) != LLVMFloatTypeKind && LLVMGetTypeKind(t) != LLVMDoubleTypeKind))
		lsv_fail_at(c, f, "!%s: a FPFastMathDefault row for @%s is not {ptr, i32 6028, <scalar float> poison, "
		            "i32 flags}", mdname, LLVMGetValueName(f));
	d.flags = mdlit(c, f, ops[3], 3);
	for (unsigned b = 0; b < 32; b++)
		if (lsv_enuminfo(LSV_K_FPFastMathMode, 1u << b))
			known |= 1u << b;
	/* "Fast ... deprecated by SPV_KHR_float_controls2"; AllowTransform only
	 * with AllowContract and AllowReassoc */
	if ((d.flags & ~known) || (d.flags & SpvFPFastMathModeFastMask) ||
	    ((d.flags & FM_TRANSFORM) && (d.flags & (FM_CONTRACT | FM_REASSOC)) != (FM_CONTRACT | FM_REASSOC)))
		lsv_fail_at(c, f, "!%s: FPFastMathDefault flags 0x%x for @%s are not a valid SPV_KHR_float_controls2 "
		            "set (no Fast; AllowTransform needs AllowContract and AllowReassoc)", mdname, d.flags,
		            LLVMGetValueName(f));
	if (!fc2on(c))
		return;
	d.width = lsv_elem_bits(t);
	d.type = lsv_type(c, t);
	if ((old = fastfind(fd, entry, d.width))) {
		if (old->flags != d.flags)
			lsv_fail_at(c, f, "!%s: two FPFastMathDefault rows for @%s and one float type disagree",
			            mdname, LLVMGetValueName(f));
		return;
	}
	fastadd(c, fd, &d);
}

/* One row {ptr @f, i32 mode, operands...}: the grammar gives the mode's
 * parameters; literals come from constant integers, ids (LocalSizeId and
 * the like, OpExecutionModeId) from constants. */
static void
mdrow(struct lsv_ctx *c, struct fastdefs *fd, LLVMValueRef *ops, unsigned n)
{
	LLVMValueRef f = ops[0];
	SpvId entry = entryof(c, f);
	uint32_t mode, *w;
	const char *params, *p;
	char codes[16];
	unsigned j, k = 0;
	size_t m;
	bool ids = false;

	if (!entry)
		lsv_fail_at(c, f, "!%s names @%s, which is not a kernel (execution modes belong to entry points)",
		            mdname, LLVMGetValueName(f));
	mode = mdlit(c, f, ops[1], 1);
	if (mode == SpvExecutionModeFPFastMathDefault)
		return; /* the first pass took it */
	/* folded into the entry's FPFastMathDefault modes (fold()) */
	if (mode == SpvExecutionModeSignedZeroInfNanPreserve && n == 3 && fastentry(fd, entry) &&
	    fd->nsz < LSV_LEN(fd->sz)) {
		fd->sz[fd->nsz].entry = entry;
		fd->sz[fd->nsz].width = mdlit(c, f, ops[2], 2);
		if (fd->sz[fd->nsz].width != 16 && fd->sz[fd->nsz].width != 32 && fd->sz[fd->nsz].width != 64)
			lsv_fail_at(c, f, "!%s: SignedZeroInfNanPreserve %u for @%s names no float width", mdname,
			            fd->sz[fd->nsz].width, LLVMGetValueName(f));
		fd->nsz++;
		return;
	}
	params = lsv_enum_params(LSV_K_ExecutionMode, mode);
	if (!params)
		lsv_fail_at(c, f, "!%s: execution mode %u for @%s is not one this build's SPIR-V grammar (%s) knows",
		            mdname, mode, LLVMGetValueName(f), LSV_GRAMMAR_VERSION);
	/* an enumerant operand ('e' and its kind) is a literal too */
	for (p = params, m = 0; *p && m < sizeof codes - 1; p++) {
		codes[m++] = *p;
		p += *p == 'e' && p[1];
	}
	codes[m] = 0;
	if (strspn(codes, "nie") != m || m != n - 2)
		lsv_fail_at(c, f, "!%s: execution mode %s for @%s takes %zu operand(s), the row gives %u", mdname,
		            lsv_enuminfo(LSV_K_ExecutionMode, mode)->name, LLVMGetValueName(f), m, n - 2);
	w = lsv_alloc(&c->fn, ((size_t)n + 2) * 4);
	w[k++] = entry;
	w[k++] = mode;
	for (p = params, j = 2; *p; p++, j++) {
		if (*p == 'e' && p[1]) {
			w[k] = mdlit(c, f, ops[j], j);
			if (!lsv_enuminfo((enum lsv_kind)(*++p - 'A'), w[k++]))
				lsv_fail_at(c, f, "!%s: operand %u of a row for @%s is not a value the grammar has for it",
				            mdname, j, LLVMGetValueName(f));
			continue;
		}
		if (*p == 'n') {
			w[k++] = mdlit(c, f, ops[j], j);
			continue;
		}
		/* the id modes (LocalSizeId, LocalSizeHintId, SubgroupsPerWorkgroupId)
		 * take 32-bit integer constants */
		if (!ops[j] || !LLVMIsAConstantInt(ops[j]) || LLVMGetIntTypeWidth(LLVMTypeOf(ops[j])) != 32)
			lsv_fail_at(c, f, "!%s: operand %u of a row for @%s is not an i32 constant", mdname, j,
			            LLVMGetValueName(f));
		w[k++] = lsv_val(c, ops[j]);
		ids = true;
	}
	lsv_req_params(c, LSV_K_ExecutionMode, mode, w + 2, k - 2);
	lsv_execmode(c, ids ? SpvOpExecutionModeId : SpvOpExecutionMode, w, k);
}

/* Takes the OpExecutionMode `mode` (no operands: globals.c's ContractionOff)
 * of entry out of the module. False when there is none. */
static bool
takemode(struct lsv_ctx *c, SpvId entry, uint32_t mode)
{
	struct lsv_vec *v = &c->sec[SEC_EXECMODE];
	size_t i, len;

	for (i = 0; i < v->n; i += len) {
		len = v->w[i] >> SpvWordCountShift;
		if (v->w[i] != (3u << SpvWordCountShift | SpvOpExecutionMode) || v->w[i + 1] != entry ||
		    v->w[i + 2] != mode)
			continue;
		memmove(v->w + i, v->w + i + len, (v->n - i - len) * sizeof *v->w);
		v->n -= len;
		return true;
	}
	return false;
}

/* The float widths the module uses: 32, 16 and 64 with their capabilities. */
static unsigned
widths(struct lsv_ctx *c, unsigned out[3])
{
	unsigned n = 0;

	if (lsv_has_cap(c, SpvCapabilityFloat16))
		out[n++] = 16;
	out[n++] = 32;
	if (lsv_has_cap(c, SpvCapabilityFloat64))
		out[n++] = 64;
	return n;
}

static LLVMTypeRef
floatof(struct lsv_ctx *c, unsigned width)
{
	return width == 16 ? LLVMHalfTypeInContext(c->llctx) :
	       width == 64 ? LLVMDoubleTypeInContext(c->llctx) : LLVMFloatTypeInContext(c->llctx);
}

/* An entry point with FPFastMathDefault may not have ContractionOff or
 * SignedZeroInfNanPreserve ("FPFastMathDefault and ContractionOff execution
 * modes cannot be applied to the same entry point", SPIRV-Tools; the
 * extension deprecates both in its favour). They become its flags instead:
 * ContractionOff clears AllowContract for every float width the module uses
 * (a width without a row gets FPFastMathDefault 0), SignedZeroInfNanPreserve
 * <w> clears NotNaN, NotInf and NSZ for width w (a width without a row keeps
 * the OpenCL default, contraction allowed unless ContractionOff). */
static void
fold(struct lsv_ctx *c, struct fastdefs *fd, SpvId entry, LLVMValueRef f)
{
	uint32_t szinp[LSV_LEN(fd->sz)];
	unsigned nsz = 0, ws[3], nw = widths(c, ws), i;
	bool off = takemode(c, entry, SpvExecutionModeContractionOff);

	for (i = 0; i < fd->nsz; i++)
		if (fd->sz[i].entry == entry)
			szinp[nsz++] = fd->sz[i].width;
	for (i = 0; off && i < nw; i++)
		if (!fastfind(fd, entry, ws[i]))
			fastadd(c, fd, &(struct fastdef){entry, ws[i], lsv_type(c, floatof(c, ws[i])), 0, f});
	for (i = 0; i < nsz; i++)
		if (!fastfind(fd, entry, szinp[i]))
			fastadd(c, fd, &(struct fastdef){entry, szinp[i], lsv_type(c, floatof(c, szinp[i])),
			                                 off ? 0 : FM_CONTRACT, f});
	for (i = 0; i < fd->n; i++) {
		struct fastdef *d = &fd->d[i];
		if (d->entry != entry)
			continue;
		if (off)
			d->flags &= ~(uint32_t)FM_CONTRACT;
		for (unsigned k = 0; k < nsz; k++)
			if (szinp[k] == d->width)
				d->flags &= ~(uint32_t)FM_NAN_INF_NSZ;
		if ((d->flags & (FM_CONTRACT | FM_REASSOC)) != (FM_CONTRACT | FM_REASSOC))
			d->flags &= ~(uint32_t)FM_TRANSFORM;
	}
}

/* OpExecutionModeId <entry> FPFastMathDefault <type> <flags constant>, in
 * the order of the rows. */
static void
fastdefaults(struct lsv_ctx *c, struct fastdefs *fd)
{
	unsigned i, j;

	for (i = 0; i < fd->n; i++) {
		for (j = 0; j < i && fd->d[j].entry != fd->d[i].entry; j++)
			;
		if (j == i)
			fold(c, fd, fd->d[i].entry, fd->d[i].f);
	}
	for (i = 0; i < fd->n; i++) {
		const struct fastdef *d = &fd->d[i];
		uint32_t w[4] = {d->entry, SpvExecutionModeFPFastMathDefault, d->type,
		                 lsv_const_of(c, LLVMInt32TypeInContext(c->llctx), d->flags)};
		lsv_req_version(c, LSV_V(1, 2), "SPV_KHR_float_controls2");
		lsv_execmode(c, SpvOpExecutionModeId, w, 4);
	}
}

static void
mdmodes(struct lsv_ctx *c)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(c->m, mdname), i, *cnt;
	LLVMValueRef *rows, **ops;
	struct fastdefs fd = {0};

	if (!n)
		return;
	rows = lsv_alloc(&c->fn, n * sizeof *rows);
	ops = lsv_alloc(&c->fn, n * sizeof *ops);
	cnt = lsv_alloc(&c->fn, n * sizeof *cnt);
	LLVMGetNamedMetadataOperands(c->m, mdname, rows);
	for (i = 0; i < n; i++) {
		cnt[i] = LLVMGetMDNodeNumOperands(rows[i]);
		ops[i] = lsv_alloc(&c->fn, (cnt[i] ? cnt[i] : 1) * sizeof **ops);
		LLVMGetMDNodeOperands(rows[i], ops[i]);
		if (cnt[i] < 2 || !ops[i][0] || !LLVMIsAFunction(ops[i][0]))
			lsv_fail(c, LSV_ERR_INPUT, "!%s: row %u is not {ptr @kernel, i32 mode, operands...}", mdname, i);
		/* FPFastMathDefault first: other rows of its entries depend on it */
		if (entryof(c, ops[i][0]) && mdlit(c, ops[i][0], ops[i][1], 1) == SpvExecutionModeFPFastMathDefault)
			fastrow(c, &fd, entryof(c, ops[i][0]), ops[i], cnt[i]);
	}
	for (i = 0; i < n; i++)
		mdrow(c, &fd, ops[i], cnt[i]);
	fastdefaults(c, &fd);
}

/* LLVM's denormal mode "out,in" (or one word for both): the execution mode
 * saying the same, or -1 ("dynamic", or output and input that differ). */
static int
denormmode(const char *s, unsigned len)
{
	static const struct { const char *name; int mode; } map[] = {
		{"ieee", SpvExecutionModeDenormPreserve},
		{"preserve-sign", SpvExecutionModeDenormFlushToZero},
		{"positive-zero", SpvExecutionModeDenormFlushToZero},
	};
	const char *comma = memchr(s, ',', len);
	unsigned a = comma ? (unsigned)(comma - s) : len;
	int out = -1, in = -1;

	for (size_t i = 0; i < LSV_LEN(map); i++) {
		if (strlen(map[i].name) == a && !memcmp(s, map[i].name, a))
			out = map[i].mode;
		if (comma && strlen(map[i].name) == len - a - 1 && !memcmp(comma + 1, map[i].name, len - a - 1))
			in = map[i].mode;
	}
	return comma && in != out ? -1 : out;
}

/* The denormal mode kernel f's attribute `attr` gives, or -1. */
static int
denormattr(LLVMValueRef f, const char *attr)
{
	LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, attr, (unsigned)strlen(attr));
	const char *s;
	unsigned len;

	if (!a)
		return -1;
	s = LLVMGetStringAttributeValue(a, &len);
	return denormmode(s, len);
}

/* "denormal-fp-math" (every float type) and "denormal-fp-math-f32" (float
 * only) on a kernel: DenormPreserve or DenormFlushToZero for each float
 * width the module uses. SPIR-V leaves the mode to the implementation
 * otherwise (OpenCL allows either for float), so they are stated only where
 * SPV_KHR_float_controls is enabled or the module is SPIR-V 1.4 anyway. */
static void
denormals(struct lsv_ctx *c, const struct lsv_entry *e)
{
	static const struct { unsigned width; SpvCapability cap; } widths[] = {
		{16, SpvCapabilityFloat16}, {32, 0}, {64, SpvCapabilityFloat64},
	};
	int all = denormattr(e->f, "denormal-fp-math"), f32 = denormattr(e->f, "denormal-fp-math-f32");

	for (size_t i = 0; i < LSV_LEN(widths); i++) {
		int mode = widths[i].width == 32 && f32 >= 0 ? f32 : all;
		uint32_t w[3] = {e->id, (uint32_t)mode, widths[i].width};
		if (mode < 0 || (widths[i].cap && !lsv_has_cap(c, widths[i].cap)))
			continue;
		lsv_execmode(c, SpvOpExecutionMode, w, 3);
	}
}

void
lsv_fp_modes(struct lsv_ctx *c)
{
	int ext = lsv_ext_index("SPV_KHR_float_controls", 22);
	bool controls;

	mdmodes(c);
	controls = lsv_ext_on(&c->tgt, ext) || c->version >= LSV_V(1, 4) || c->tgt.version >= LSV_V(1, 4);
	for (unsigned i = 0; controls && i < c->nentries; i++)
		denormals(c, &c->entries[i]);
}
