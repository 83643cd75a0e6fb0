/* words.c: the module builder. One word buffer per logical-layout section
 * (spec 2.4), one id counter, one instruction encoder that counts words and
 * registers each opcode's requirements, and hash-consing of types and constants
 * on (opcode, operand words). lsv_finish() joins the sections behind the header. */
#include <stdio.h>
#include <string.h>

#include "lsv.h"

SpvId
lsv_id(struct lsv_ctx *c)
{
	if (c->bound == UINT32_MAX)
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "the module needs more than 2^32 ids");
	return c->bound++;
}

struct lsv_vec *
lsv_sec(struct lsv_ctx *c, enum lsv_section s)
{
	return &c->sec[s];
}

/* SPV_INTEL_long_composites: an OpTypeStruct, OpConstantComposite,
 * OpSpecConstantComposite or OpCompositeConstruct whose operands pass the
 * 65535-word limit goes on in "Continued" instructions, each right after
 * the one before ("The previous instruction must be an OpTypeStruct or an
 * OpTypeStructContinuedINTEL instruction"); they have no result type or id.
 * SpvOpNop: op has no continuation. */
static SpvOp
continuation(SpvOp op)
{
	switch (op) {
	case SpvOpTypeStruct: return SpvOpTypeStructContinuedINTEL;
	case SpvOpConstantComposite: return SpvOpConstantCompositeContinuedINTEL;
	case SpvOpSpecConstantComposite: return SpvOpSpecConstantCompositeContinuedINTEL;
	case SpvOpCompositeConstruct: return SpvOpCompositeConstructContinuedINTEL;
	default: return SpvOpNop;
	}
}

enum { MAXWORDS = 0xffff }; /* an instruction's words, its opcode word too */

/* Why an instruction of op with too many words cannot be written. */
static const char *
toolong(SpvOp op)
{
	if (continuation(op) == SpvOpNop)
		return "";
	return " (--spirv-ext=+SPV_INTEL_long_composites splits it)";
}

static bool
canspill(struct lsv_ctx *c, SpvOp op)
{
	return continuation(op) != SpvOpNop && lsv_cap_ok(c, SpvCapabilityLongConstantCompositeINTEL);
}

void
lsv_emit(struct lsv_ctx *c, struct lsv_vec *v, SpvOp op, const uint32_t *w, size_t n)
{
	SpvOp cont = continuation(op);
	size_t at, k;

	if (n + 1 <= MAXWORDS) {
		lsv_req_op(c, op);
		lsv_vec_push(v, (uint32_t)(n + 1) << SpvWordCountShift | (uint32_t)op);
		lsv_vec_append(v, w, n);
		return;
	}
	if (!canspill(c, op))
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "an instruction with %zu operand words does not fit the "
		         "65535-word limit of SPIR-V (%s)%s", n, lsv_opinfo(op) ? lsv_opinfo(op)->name : "?",
		         toolong(op));
	lsv_req_op(c, op);
	lsv_req_op(c, cont);
	for (at = 0; at < n; at += k) {
		k = n - at < MAXWORDS - 1 ? n - at : MAXWORDS - 1;
		lsv_vec_push(v, (uint32_t)(k + 1) << SpvWordCountShift | (uint32_t)(at ? cont : op));
		lsv_vec_append(v, w + at, k);
	}
}

/* Does the instruction at t (before end) equal (op, w) apart from its
 * result id? One spilt into continuations (lsv_emit) is compared whole. */
static bool
same(const uint32_t *t, const uint32_t *end, SpvOp op, bool typed, const uint32_t *w, size_t n)
{
	size_t at, k;

	if (n + 2 > MAXWORDS) {
		/* the head holds MAXWORDS - 2 words of w: all but the result id */
		if (t[0] != ((uint32_t)MAXWORDS << SpvWordCountShift | (uint32_t)op))
			return false;
		if (typed ? t[1] != w[0] || memcmp(t + 3, w + 1, (MAXWORDS - 3) * 4)
		          : memcmp(t + 2, w, (MAXWORDS - 2) * 4) != 0)
			return false;
		for (at = MAXWORDS - 2, t += MAXWORDS; at < n; at += k, t += k + 1) {
			k = n - at < MAXWORDS - 1 ? n - at : MAXWORDS - 1;
			if (t >= end || t[0] != ((uint32_t)(k + 1) << SpvWordCountShift | (uint32_t)continuation(op)) ||
			    memcmp(t + 1, w + at, k * 4))
				return false;
		}
		return true;
	}
	if (t[0] != ((uint32_t)(n + 2) << SpvWordCountShift | (uint32_t)op))
		return false;
	if (!n)
		return true; /* w may be NULL (OpTypeVoid): memcmp needs a pointer */
	if (typed)
		return t[1] == w[0] && !memcmp(t + 3, w + 1, (n - 1) * 4);
	return !memcmp(t + 2, w, n * 4);
}

SpvId
lsv_intern(struct lsv_ctx *c, SpvOp op, const uint32_t *w, size_t n)
{
	const struct lsv_opinfo *oi = lsv_opinfo(op);
	struct lsv_vec *v = &c->sec[SEC_TYPES];
	uint64_t key = lsv_mix(lsv_hash(w, n), op) | 1;
	bool typed = oi && oi->type, fresh;
	uint64_t *slot;
	SpvId id;

	for (;;) {
		slot = lsv_map_slot(&c->interned, key, &fresh);
		if (fresh)
			break;
		if (same(v->w + (*slot - 1), v->w + v->n, op, typed, w, n))
			return v->w[*slot - 1 + (typed ? 2 : 1)];
		key = lsv_mix(key, 1) | 1;
	}
	id = lsv_id(c);
	*slot = (uint64_t)v->n + 1;
	if (c->untyped && !typed) /* what lsv_ptr_type asks of a pointee */
		*lsv_map_slot(&c->typeops, id, &fresh) = op;
	if (n + 2 > MAXWORDS) {
		uint32_t *b;
		if (!canspill(c, op))
			lsv_fail(c, LSV_ERR_UNSUPPORTED, "a %s with %zu operands does not fit the 65535-word limit "
			         "of SPIR-V%s", oi ? oi->name : "declaration", n, toolong(op));
		/* the words as lsv_emit takes them: result type, id, the rest */
		b = lsv_alloc(&c->fn, (n + 1) * 4); /* scratch: a failure longjmps */
		if (typed) {
			b[0] = w[0];
			b[1] = id;
			memcpy(b + 2, w + 1, (n - 1) * 4);
		} else {
			b[0] = id;
			memcpy(b + 1, w, n * 4);
		}
		lsv_emit(c, v, op, b, n + 1);
		if (typed && c->blame)
			*lsv_map_slot(&c->idtypes, id, &fresh) = w[0];
		return id;
	}
	lsv_req_op(c, op);
	lsv_vec_push(v, (uint32_t)(n + 2) << SpvWordCountShift | (uint32_t)op);
	if (typed) {
		if (c->blame)
			*lsv_map_slot(&c->idtypes, id, &fresh) = w[0];
		lsv_vec_push(v, w[0]);
		lsv_vec_push(v, id);
		lsv_vec_append(v, w + 1, n - 1);
	} else {
		lsv_vec_push(v, id);
		lsv_vec_append(v, w, n);
	}
	return id;
}

/* Length of the UTF-8 sequence at s[0..n) (RFC 3629: no overlong forms, no
 * surrogates, nothing above U+10FFFF); 0 if it is not one. */
static size_t
utf8len(const unsigned char *s, size_t n)
{
	size_t k, i;
	uint32_t cp;

	if (s[0] < 0x80)
		return 1;
	if (s[0] >= 0xc2 && s[0] <= 0xdf)
		k = 2, cp = s[0] & 0x1f;
	else if (s[0] >= 0xe0 && s[0] <= 0xef)
		k = 3, cp = s[0] & 0x0f;
	else if (s[0] >= 0xf0 && s[0] <= 0xf4)
		k = 4, cp = s[0] & 0x07;
	else
		return 0;
	if (k > n)
		return 0;
	for (i = 1; i < k; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	if ((k == 3 && (cp < 0x800 || (cp >= 0xd800 && cp <= 0xdfff))) || (k == 4 && (cp < 0x10000 || cp > 0x10ffff)))
		return 0;
	return k;
}

/* 2.2.1: a literal string is UTF-8 and "ends with a 0x00 byte". Valid text is
 * packed as it is (no copy); each byte that starts no valid sequence becomes
 * U+FFFD, and the text ends at an embedded NUL (LLVM metadata strings may hold
 * one: the words after it would make the instruction invalid). */
void
lsv_vec_utf8(struct lsv_vec *v, const char *s, size_t len)
{
	const unsigned char *u = (const unsigned char *)s;
	const char *nul = len ? memchr(s, 0, len) : NULL;
	size_t i = 0, k, o = 0;
	char *buf;

	if (nul)
		len = (size_t)(nul - s);

	while (i < len && (k = utf8len(u + i, len - i)))
		i += k;
	if (i == len) {
		lsv_vec_str(v, s, len);
		return;
	}
	buf = lsv_alloc(v->a, len * 3 + 1);
	for (i = 0; i < len; i += k) {
		k = utf8len(u + i, len - i);
		if (k) {
			memcpy(buf + o, s + i, k);
			o += k;
		} else {
			memcpy(buf + o, "\xef\xbf\xbd", 3);
			o += 3;
			k = 1;
		}
	}
	lsv_vec_str(v, buf, o);
}

void
lsv_name(struct lsv_ctx *c, SpvId id, const char *s, size_t len)
{
	struct lsv_vec *v = &c->sec[SEC_NAME];
	const char *nul = memchr(s, 0, len);
	size_t at = v->n;

	if (nul)
		len = (size_t)(nul - s);
	lsv_vec_push(v, 0);
	lsv_vec_push(v, id);
	lsv_vec_utf8(v, s, len);
	if (v->n - at > 0xffff) {
		v->n = (uint32_t)at; /* a name longer than an instruction can hold is dropped */
		return;
	}
	v->w[at] = (v->n - at) << SpvWordCountShift | SpvOpName;
}

void
lsv_decorate(struct lsv_ctx *c, SpvId id, SpvDecoration d, const uint32_t *lit, size_t n)
{
	struct lsv_vec *v = &c->sec[SEC_ANNOT];

	lsv_req_enum(c, LSV_K_Decoration, d);
	lsv_req_params(c, LSV_K_Decoration, d, lit, n);
	lsv_req_op(c, SpvOpDecorate);
	lsv_vec_push(v, (uint32_t)(n + 3) << SpvWordCountShift | SpvOpDecorate);
	lsv_vec_push(v, id);
	lsv_vec_push(v, d);
	lsv_vec_append(v, lit, n);
}

void
lsv_annotate_once(struct lsv_ctx *c, SpvOp op, const uint32_t *w, size_t n)
{
	struct lsv_vec *v = &c->sec[SEC_ANNOT];
	uint64_t key = lsv_mix(lsv_hash(w, n), op) | 1, *slot;
	uint32_t head = (uint32_t)(n + 1) << SpvWordCountShift | (uint32_t)op;
	bool fresh;

	for (;;) {
		slot = lsv_map_slot(&c->annots, key, &fresh);
		if (fresh)
			break;
		if (v->w[*slot - 1] == head && !memcmp(v->w + *slot, w, n * 4))
			return;
		key = lsv_mix(key, 1) | 1;
	}
	*slot = (uint64_t)v->n + 1;
	lsv_req_op(c, op);
	lsv_req_enum(c, LSV_K_Decoration, w[op == SpvOpMemberDecorate ? 2 : 1]);
	lsv_vec_push(v, head);
	lsv_vec_append(v, w, n);
}

SpvId
lsv_string(struct lsv_ctx *c, const char *s, size_t len)
{
	struct lsv_vec *v = &c->sec[SEC_STRING];
	size_t at = v->n;
	SpvId id = lsv_id(c);

	lsv_vec_push(v, 0);
	lsv_vec_push(v, id);
	lsv_vec_utf8(v, s, len);
	v->w[at] = (v->n - (uint32_t)at) << SpvWordCountShift | SpvOpString;
	return id;
}

SpvId
lsv_import(struct lsv_ctx *c, int set)
{
	static const char *const names[LSV_NSETS] = {"OpenCL.std", "GLSL.std.450", "OpenCL.DebugInfo.100",
	                                             "NonSemantic.Shader.DebugInfo.100",
	                                             "NonSemantic.Shader.DebugInfo.200"};
	struct lsv_vec *v = &c->sec[SEC_IMPORT];
	size_t at = v->n;

	if (c->imports[set])
		return c->imports[set];
	c->imports[set] = lsv_id(c);
	lsv_vec_push(v, 0);
	lsv_vec_push(v, c->imports[set]);
	lsv_vec_str(v, names[set], strlen(names[set]));
	v->w[at] = (v->n - (uint32_t)at) << SpvWordCountShift | SpvOpExtInstImport;
	return c->imports[set];
}

/* -d T: the type and constant section, one declaration a line, raw words. */
static void
dumptypes(struct lsv_ctx *c)
{
	const struct lsv_vec *v = &c->sec[SEC_TYPES];
	uint32_t i, k;

	for (i = 0; i < v->n; i += v->w[i] >> SpvWordCountShift) {
		const struct lsv_opinfo *o = lsv_opinfo(v->w[i] & 0xffff);
		fprintf(stderr, "types: %s", o ? o->name : "?");
		for (k = 1; k < v->w[i] >> SpvWordCountShift; k++)
			fprintf(stderr, " %u", v->w[i + k]);
		fputc('\n', stderr);
	}
}

uint32_t *
lsv_finish(struct lsv_ctx *c, size_t *nwords)
{
	size_t total = 5, at = 5;
	uint32_t *w;
	int s;

	lsv_reqs_finish(c);
	lsv_entry_points(c);
	if (c->opt->debug & LSV_DUMP_TYPES)
		dumptypes(c);
	for (s = 0; s < NSEC; s++)
		total += c->sec[s].n;
	w = lsv_xmalloc(total * 4);
	w[0] = SpvMagicNumber;
	w[1] = c->version;
	w[2] = 0; /* generator: not registered with Khronos */
	w[3] = c->bound;
	w[4] = 0;
	for (s = 0; s < NSEC; s++) {
		if (c->sec[s].n)
			memcpy(w + at, c->sec[s].w, (size_t)c->sec[s].n * 4);
		at += c->sec[s].n;
	}
	*nwords = total;
	return w;
}
