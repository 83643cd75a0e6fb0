/* print.c: a SPIR-V module as text, in the format of SPIRV-Tools' disassembler
 * with numeric ids (what spvBinaryToText prints without options), driven by the
 * generated grammar tables, grammar facts merged. lsv_disassemble uses it when
 * the system's SPIRV-Tools does not know an instruction or enumerant the module
 * uses. The same walk over the operands finds what the facts add, so that the
 * system's validator can check the rest of such a module (lsv_old_module).
 * Reads only the words; one pass, with the types of ids recorded as they are
 * defined (constants and switch literals are as wide as their type). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

/* A growable text buffer; off: text is dropped (a walk that only looks). */
struct buf {
	char *s;
	size_t n, cap;
	bool off;
};

static void
put(struct buf *b, const char *s, size_t n)
{
	if (b->off)
		return;
	if (b->n + n + 1 > b->cap) {
		b->cap = (b->n + n + 1) * 2;
		b->s = lsv_xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->n, s, n);
	b->n += n;
	b->s[b->n] = 0;
}

static void
puts_(struct buf *b, const char *s)
{
	put(b, s, strlen(s));
}

static void
putf(struct buf *b, const char *fmt, ...)
{
	char tmp[64];
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	put(b, tmp, n < 0 ? 0 : (size_t)n < sizeof tmp ? (size_t)n : sizeof tmp - 1);
}

/* What the printer knows of an id: the scalar type it names (OpTypeInt,
 * OpTypeFloat), the type of the value it names, or the set it imports. */
enum { T_NONE, T_INT, T_SINT, T_FLOAT, T_BFLOAT, T_FLOATENC };
struct idinfo {
	uint32_t type;  /* a value's type id */
	uint32_t width; /* a scalar type's width */
	uint8_t kind;   /* T_* for a scalar type */
	int8_t set;     /* an OpExtInstImport: LSV_SET_*, or -1 */
};

/* The module being printed. */
struct mod {
	const uint32_t *w;
	size_t n;
	struct idinfo *ids;
	uint32_t bound;
	struct buf out;
	bool newer; /* the walk met an enumerant of the grammar facts */
	const uint64_t *have; /* lsv_old_module: the capabilities declared */
};

static bool newercaps(const struct lsv_req *r, const uint64_t *have);

/* Is enumerant e one the grammar facts add, or one the module enables only
 * through capabilities they add (SPV_KHR_float_controls2's FloatControls2
 * for FPFastMathMode's AllowContract bit, which 2023.1 ties to
 * FPFastMathModeINTEL alone)? */
static bool
newerenumerant(const struct mod *m, const struct lsv_enuminfo *e)
{
	return e && (e->newer || (m->have && newercaps(&e->req, m->have)));
}

/* A hexadecimal float of mbits fraction and ebits exponent bits, normalized,
 * without trailing zero digits: 0x1.8p+1, -0x1p-24, 0x0p+0. */
static void
hexfloat(struct buf *b, uint64_t bits, int mbits, int ebits)
{
	int bias = (1 << (ebits - 1)) - 1, exp, nib = (mbits + 3) / 4, i;
	uint64_t e = bits >> mbits & ((1ull << ebits) - 1), m = bits & ((1ull << mbits) - 1);
	char digits[20];

	if (bits >> (mbits + ebits) & 1)
		puts_(b, "-");
	if (!e && !m) {
		puts_(b, "0x0p+0");
		return;
	}
	if (!e) {
		for (exp = 1 - bias; !(m >> mbits & 1); exp--)
			m <<= 1;
		m &= (1ull << mbits) - 1;
	} else {
		exp = (int)e - bias;
	}
	m <<= nib * 4 - mbits;
	puts_(b, "0x1");
	if (m) {
		for (i = 0; i < nib; i++)
			digits[i] = "0123456789abcdef"[m >> (4 * (nib - 1 - i)) & 15];
		while (nib && digits[nib - 1] == '0')
			nib--;
		puts_(b, ".");
		put(b, digits, (size_t)nib);
	}
	putf(b, "p%+d", exp);
}

/* A float literal: half always in hexadecimal; float and double as the
 * shortest decimal that reads back exactly (9 and 17 significant digits), in
 * hexadecimal when subnormal, infinite or NaN. */
static void
floatlit(struct buf *b, const uint32_t *w, uint32_t width)
{
	if (width == 16) {
		hexfloat(b, w[0] & 0xffff, 10, 5);
	} else if (width == 32) {
		float f;
		uint32_t e = w[0] >> 23 & 0xff;
		if ((e == 0 && (w[0] & 0x7fffff)) || e == 0xff) {
			hexfloat(b, w[0], 23, 8);
			return;
		}
		memcpy(&f, w, 4);
		putf(b, "%.9g", (double)f);
	} else {
		uint64_t u = (uint64_t)w[1] << 32 | w[0], e = u >> 52 & 0x7ff;
		double d;
		if ((e == 0 && (u & 0xfffffffffffffull)) || e == 0x7ff) {
			hexfloat(b, u, 52, 11);
			return;
		}
		memcpy(&d, &u, 8);
		putf(b, "%.17g", d);
	}
}

/* A literal number of the scalar type `type` in words w[0..nw); returns the
 * words it takes. */
static size_t
typedlit(struct mod *m, uint32_t type, const uint32_t *w, size_t nw)
{
	const struct idinfo *t = type < m->bound ? &m->ids[type] : NULL;
	uint32_t width = t && t->kind ? t->width : 32;
	size_t need = width > 32 ? (width + 31) / 32 : 1, i;

	if (need > nw)
		return 0;
	if (t && t->kind == T_BFLOAT) {
		hexfloat(&m->out, w[0] & 0xffff, 7, 8); /* as SPIRV-Tools prints it */
	} else if (t && t->kind == T_FLOAT && (width == 16 || width == 32 || width == 64)) {
		floatlit(&m->out, w, width);
	} else if (width <= 32) {
		uint32_t v = w[0];
		if (t && t->kind == T_SINT && width < 32 && (v >> (width - 1) & 1))
			v |= ~0u << width;
		if (t && t->kind == T_SINT)
			putf(&m->out, "%d", (int32_t)v);
		else
			putf(&m->out, "%u", width < 32 ? v & ((1u << width) - 1) : v);
	} else if (width <= 64) {
		uint64_t v = (uint64_t)w[1] << 32 | w[0];
		if (t && t->kind == T_SINT && width < 64 && (v >> (width - 1) & 1))
			v |= ~0ull << width;
		if (t && t->kind == T_SINT)
			putf(&m->out, "%lld", (long long)v);
		else
			putf(&m->out, "%llu", (unsigned long long)(width < 64 ? v & ((1ull << width) - 1) : v));
	} else {
		/* wider than 64 bits: hexadecimal, most significant word first */
		puts_(&m->out, "0x");
		for (i = need; i-- > 0;)
			putf(&m->out, i == need - 1 ? "%x" : "%08x", w[i]);
	}
	return need;
}

/* The length of the string at s, at most max (no NUL in reach). */
static size_t
slen(const char *s, size_t max)
{
	const char *z = memchr(s, 0, max);

	return z ? (size_t)(z - s) : max;
}

static void
string(struct buf *b, const uint32_t *w, size_t nw, size_t *used)
{
	const char *s = (const char *)w;
	size_t len = slen(s, nw * 4), i;

	puts_(b, "\"");
	for (i = 0; i < len; i++) {
		if (s[i] == '"' || s[i] == '\\')
			puts_(b, "\\");
		put(b, s + i, 1);
	}
	puts_(b, "\"");
	*used = len / 4 + 1;
}

static size_t operand(struct mod *m, const char **code, const uint32_t *w, size_t nw, uint32_t type);

/* Enumerant value w[0] of kind k (a bit enum when bits), then the parameters
 * of the value (of each set bit, lowest first). */
static size_t
enumerant(struct mod *m, enum lsv_kind k, bool bits, const uint32_t *w, size_t nw)
{
	const struct lsv_enuminfo *e;
	size_t used = 1;
	uint32_t bit;
	bool first = true;

	if (!bits || !w[0]) {
		e = lsv_enuminfo(k, w[0]);
		m->newer |= newerenumerant(m, e);
		if (e)
			puts_(&m->out, e->name);
		else
			putf(&m->out, bits ? "None" : "%u", w[0]);
		if (e && e->params) {
			const char *p = e->params;
			used += operand(m, &p, w + 1, nw - 1, 0);
		}
		return used;
	}
	for (bit = 1; bit; bit <<= 1) {
		if (!(w[0] & bit))
			continue;
		e = lsv_enuminfo(k, bit);
		m->newer |= newerenumerant(m, e);
		if (!first)
			puts_(&m->out, "|");
		first = false;
		if (e)
			puts_(&m->out, e->name);
		else
			putf(&m->out, "0x%x", bit);
	}
	for (bit = 1; bit && used <= nw; bit <<= 1) {
		const char *p;
		if (!(w[0] & bit) || !(e = lsv_enuminfo(k, bit)) || !e->params)
			continue;
		p = e->params;
		used += operand(m, &p, w + used, nw - used, 0);
	}
	return used;
}

/* The operands of the codes at *code (advanced past them, quantifiers
 * included) from w[0..nw); returns the words used, more than nw when the words
 * run out. type is the type of literals of width l (the result type of
 * OpConstant, the selector's of OpSwitch). */
static size_t
operand(struct mod *m, const char **code, const uint32_t *w, size_t nw, uint32_t type)
{
	size_t used = 0;

	while (**code) {
		char c = **code, q;
		int kind = -1;
		if (c == 'e' || c == 'b')
			kind = (*code)[1] - 'A', (*code)++;
		(*code)++;
		q = **code == '?' || **code == '*' ? *(*code)++ : 0;
		do {
			size_t k = 0;
			if (used >= nw) {
				if (q)
					break;
				return nw + 1;
			}
			puts_(&m->out, " ");
			switch (c) {
			case 'i': case 'c': case 'm':
				putf(&m->out, "%%%u", w[used]);
				k = 1;
				break;
			case 's':
				string(&m->out, w + used, nw - used, &k);
				break;
			case 'e': case 'b':
				k = enumerant(m, (enum lsv_kind)kind, c == 'b', w + used, nw - used);
				break;
			case 'l':
				k = typedlit(m, type, w + used, nw - used);
				break;
			case 'f':
				floatlit(&m->out, w + used, 32);
				k = 1;
				break;
			case 'p':
				k = typedlit(m, type, w + used, nw - used);
				if (k && used + k < nw)
					putf(&m->out, " %%%u", w[used + k++]);
				else
					k = 0;
				break;
			case 'q': case 'r':
				if (used + 1 < nw)
					putf(&m->out, c == 'q' ? "%%%u %u" : "%%%u %%%u", w[used], w[used + 1]);
				k = used + 1 < nw ? 2 : 0;
				break;
			default: /* 'n' */
				putf(&m->out, "%u", w[used]);
				k = 1;
			}
			if (!k || used + k > nw)
				return nw + 1;
			used += k;
		} while (q == '*');
	}
	return used;
}

/* Record what instruction w[0..len) tells about its result id. */
static void
learn(struct mod *m, const uint32_t *w, size_t len, const struct lsv_opinfo *o)
{
	uint32_t op = w[0] & SpvOpCodeMask, res = o->result ? w[o->type ? 2 : 1] : 0;
	struct idinfo *r;

	if (!res || res >= m->bound)
		return;
	r = &m->ids[res];
	if (o->type && w[1] < m->bound)
		r->type = w[1];
	if (op == SpvOpTypeInt && len >= 4) {
		r->kind = w[3] ? T_SINT : T_INT;
		r->width = w[2];
	} else if (op == SpvOpTypeFloat && len >= 3) {
		r->kind = len == 3 ? T_FLOAT : w[3] == SpvFPEncodingBFloat16KHR && w[2] == 16 ? T_BFLOAT : T_FLOATENC;
		r->width = w[2];
	} else if (op == SpvOpExtInstImport && len >= 3) {
		size_t n = (len - 2) * 4;
		const char *s = (const char *)(w + 2);
		if (slen(s, n) == 10 && !memcmp(s, "OpenCL.std", 10))
			r->set = LSV_SET_OPENCL;
		else if (slen(s, n) == 12 && !memcmp(s, "GLSL.std.450", 12))
			r->set = LSV_SET_GLSL;
		else if (slen(s, n) == 20 && !memcmp(s, "OpenCL.DebugInfo.100", 20))
			r->set = LSV_SET_OCLDI;
		else if (slen(s, n) == 32 && !memcmp(s, "NonSemantic.Shader.DebugInfo.100", 32))
			r->set = LSV_SET_NSDI100;
	}
}

/* One instruction; false if it is malformed or unknown. */
static bool
inst(struct mod *m, const uint32_t *w, size_t len)
{
	uint32_t op = w[0] & SpvOpCodeMask, type = 0;
	const struct lsv_opinfo *o = lsv_opinfo(op);
	const char *code;
	size_t at = 1, used;

	if (!o || len < 1u + o->type + o->result)
		return false;
	learn(m, w, len, o);
	if (o->result)
		putf(&m->out, "%%%u = ", w[o->type ? 2 : 1]);
	puts_(&m->out, o->name);
	if (o->type) {
		type = w[1];
		putf(&m->out, " %%%u", type);
		at = 3;
	} else if (o->result) {
		at = 2;
	}
	code = o->operands;
	if (op == SpvOpExtInst && len >= 5) {
		/* the set, the instruction by its name in a known set, the ids */
		int set = w[3] < m->bound ? m->ids[w[3]].set : -1;
		const char *name = set >= 0 ? lsv_extinst_name(set, w[4]) : NULL;
		putf(&m->out, " %%%u ", w[3]);
		if (!name) {
			putf(&m->out, "%u", w[4]);
			for (at = 5; at < len; at++)
				putf(&m->out, " %%%u", w[at]);
			puts_(&m->out, "\n");
			return true;
		}
		puts_(&m->out, name);
		code = lsv_extinst_operands(set, w[4]);
		at = 5;
	}
	if (op == SpvOpSpecConstantOp && len >= 4) {
		/* the operation by its name, then its operands as it has them */
		const struct lsv_opinfo *x = lsv_opinfo(w[3]);
		if (!x)
			return false;
		putf(&m->out, " %s", x->name + 2);
		code = x->operands;
		at = 4;
	}
	if (op == SpvOpSwitch && len >= 3) {
		/* the literals are as wide as the selector */
		type = w[1] < m->bound ? m->ids[w[1]].type : 0;
	}
	used = operand(m, &code, w + at, len - at, type);
	if (used != len - at)
		return false;
	puts_(&m->out, "\n");
	return true;
}

char *
lsv_print_module(const uint32_t *w, size_t n)
{
	struct mod m = {w, n, NULL, 0, {NULL, 0, 0, false}, false, NULL};
	size_t i = 5;
	uint32_t k;

	if (n < 5 || w[0] != SpvMagicNumber || w[3] > 16 * n + 64)
		return NULL;
	m.bound = w[3];
	m.ids = lsv_xmalloc((m.bound ? m.bound : 1) * sizeof *m.ids);
	memset(m.ids, 0, (m.bound ? m.bound : 1) * sizeof *m.ids);
	for (k = 0; k < m.bound; k++)
		m.ids[k].set = -1;
	putf(&m.out, "; SPIR-V\n; Version: %u.%u\n", w[1] >> 16 & 0xff, w[1] >> 8 & 0xff);
	if (w[2] >> 16)
		putf(&m.out, "; Generator: Unknown(%u); %u\n", w[2] >> 16, w[2] & 0xffff);
	else
		putf(&m.out, "; Generator: Khronos; %u\n", w[2] & 0xffff);
	putf(&m.out, "; Bound: %u\n; Schema: %u\n", w[3], w[4]);
	while (i < n) {
		uint32_t len = w[i] >> SpvWordCountShift;
		if (!len || len > n - i || !inst(&m, w + i, len)) {
			free(m.ids);
			free(m.out.s);
			return NULL;
		}
		i += len;
	}
	free(m.ids);
	return m.out.s;
}

/* The opcode's own words of w (the operation's of OpExtInst and
 * OpSpecConstantOp set aside), walked without printing: does it use an
 * enumerant the grammar facts add? false also when it cannot be read. */
static bool
newerenum(struct mod *m, const uint32_t *w, size_t len, const struct lsv_opinfo *o)
{
	const char *code = o->operands;
	size_t at = 1 + o->type + o->result;
	uint32_t op = w[0] & SpvOpCodeMask, type = o->type ? w[1] : 0;

	if (op == SpvOpExtInst || op == SpvOpSpecConstantOp || len < at)
		return false;
	if (op == SpvOpSwitch)
		type = w[1] < m->bound ? m->ids[w[1]].type : 0;
	m->newer = false;
	operand(m, &code, w + at, len - at, type);
	return m->newer;
}

/* Is the OpExtension at w an extension the grammar facts add? Its twin (the
 * older name) in *twin, or -1. */
static bool
newerext(const uint32_t *w, size_t len, int *twin)
{
	const char *s = (const char *)(w + 1);
	int e = lsv_ext_index(s, slen(s, (len - 1) * 4));

	*twin = e >= 0 ? lsv_ext_twin[e] : -1;
	return e >= 0 && lsv_ext_newer[e];
}

/* Does the module enable what needs r only through capabilities that the
 * grammar facts add (AtomicFloat16VectorNV for OpAtomicFAddEXT on halves)?
 * have: the capabilities it declares, by lsv_cap_index. */
static bool
newercaps(const struct lsv_req *r, const uint64_t *have)
{
	bool newer = false;
	unsigned i;

	for (i = 0; i < r->ncaps; i++) {
		int k = lsv_cap_index(r->caps[i]);
		const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, r->caps[i]);
		if (k < 0 || !(have[k / 64] >> (k % 64) & 1))
			continue;
		if (!e || !e->newer)
			return false;
		newer = true;
	}
	return newer;
}

static void
push(uint32_t **v, size_t *n, size_t *cap, const uint32_t *w, size_t len)
{
	if (*n + len > *cap) {
		*cap = (*n + len) * 2;
		*v = lsv_xrealloc(*v, *cap * sizeof **v);
	}
	memcpy(*v + *n, w, len * sizeof *w);
	*n += len;
}

/* SPV_INTEL_long_composites' continuations: SPIRV-Tools 2023.1 knows them
 * but takes them for instructions of a function body, and rejects them
 * after a type or constant; no part of such a module can be checked. */
static bool
continued(uint32_t op)
{
	return op == SpvOpTypeStructContinuedINTEL || op == SpvOpConstantCompositeContinuedINTEL ||
	       op == SpvOpSpecConstantCompositeContinuedINTEL || op == SpvOpCompositeConstructContinuedINTEL;
}

/* A vector type of more than 16 components, which only SPV_EXT_long_vector
 * allows (2023.1 does not know it): a type, so nothing can be checked. */
static bool
longvector(uint32_t op, const uint32_t *w, size_t len)
{
	return op == SpvOpTypeVector && len == 4 && w[3] > 16;
}

/* The capabilities of the system's grammar that newer capability cap
 * implies, through other newer ones, into out[n..3]; the new count. */
static size_t
oldimplied(uint32_t cap, uint32_t *out, size_t n, int depth)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, cap);
	const struct lsv_enuminfo *d;
	unsigned i;

	for (i = 0; e && depth < 8 && i < e->nimplies; i++) {
		d = lsv_enuminfo(LSV_K_Capability, e->implies[i]);
		if (d && d->newer)
			n = oldimplied(d->value, out, n, depth + 1);
		else if (d && n < 4)
			out[n++] = d->value;
	}
	return n;
}

int
lsv_old_module(const uint32_t *w, size_t n, uint32_t **out, size_t *outn, size_t **map)
{
	uint64_t have[(LSV_NCAPS + 63) / 64] = {0};
	struct mod m = {w, n, NULL, 0, {NULL, 0, 0, true}, false, have};
	uint32_t *v = NULL;
	size_t i, vn = 0, cap = 0, k = 0, ninst = 0, *idx;
	int changed = 0, twin;

	*out = NULL, *outn = 0, *map = NULL;
	if (n < 5 || w[3] > 16 * n + 64)
		return -1;
	m.bound = w[3];
	m.ids = lsv_xmalloc((m.bound ? m.bound : 1) * sizeof *m.ids);
	memset(m.ids, 0, (m.bound ? m.bound : 1) * sizeof *m.ids);
	idx = lsv_xmalloc(n * sizeof *idx);
	push(&v, &vn, &cap, w, 5);
	for (i = 5; i < n; i += w[i] >> SpvWordCountShift) {
		uint32_t len = w[i] >> SpvWordCountShift, op = w[i] & SpvOpCodeMask;
		const struct lsv_opinfo *o = lsv_opinfo(op);
		if (!len || len > n - i || !o || continued(op) || longvector(op, w + i, len))
			goto cannot;
		k++; /* SPIRV-Tools counts instructions from 1 */
		learn(&m, w + i, len, o);
		if (op == SpvOpCapability && len == 2 && lsv_cap_index(w[i + 1]) >= 0)
			have[lsv_cap_index(w[i + 1]) / 64] |= 1ull << (lsv_cap_index(w[i + 1]) % 64);
		if (op == SpvOpExtension && newerext(w + i, len, &twin)) {
			/* the older name where there is one: capabilities ask for it */
			changed = 1;
			if (twin < 0)
				continue;
			uint32_t x[64] = {0};
			size_t sl = strlen(lsv_ext_names[twin]);
			if (sl / 4 + 2 > LSV_LEN(x))
				goto cannot;
			memcpy(x + 1, lsv_ext_names[twin], sl);
			x[0] = (uint32_t)(sl / 4 + 2) << SpvWordCountShift | SpvOpExtension;
			push(&v, &vn, &cap, x, sl / 4 + 2);
		} else if (!o->newer && !newerenum(&m, w + i, len, o) && !newercaps(&o->req, have)) {
			push(&v, &vn, &cap, w + i, len);
		} else if (o->type && o->result) {
			/* a value the system's tools cannot read: any value of its type */
			uint32_t u[3] = {3u << SpvWordCountShift | SpvOpUndef, w[i + 1], w[i + 2]};
			push(&v, &vn, &cap, u, 3);
			changed = 1;
		} else if (op == SpvOpCapability && len == 2) {
			/* a newer capability: the system's ones it implies stay
			 * declared (Int16AtomicsINTEL's Int16) */
			uint32_t keep[4];
			size_t nk = oldimplied(w[i + 1], keep, 0, 0), j;
			for (j = 0; j < nk; j++) {
				uint32_t x[2] = {2u << SpvWordCountShift | SpvOpCapability, keep[j]};
				push(&v, &vn, &cap, x, 2);
				idx[ninst++] = k;
			}
			changed = 1;
			continue;
		} else if (op == SpvOpAbortKHR) {
			/* its block still needs a termination instruction (the
			 * replacement SPV_KHR_abort's issues suggest) */
			uint32_t u = 1u << SpvWordCountShift | SpvOpUnreachable;
			push(&v, &vn, &cap, &u, 1);
			changed = 1;
		} else if (o->result) {
			goto cannot; /* a type: what uses it cannot be kept */
		} else {
			changed = 1; /* an annotation, mode or statement: left out */
			continue;
		}
		idx[ninst++] = k;
	}
	free(m.ids);
	if (!changed) {
		free(v);
		free(idx);
		return 0;
	}
	*out = v;
	*outn = vn;
	*map = idx;
	return 1;
cannot:
	free(m.ids);
	free(idx);
	free(v);
	return -1;
}
