/* demangle.c: Itanium names of OpenCL builtins and __spirv_* functions, as
 * clang emits them for spir/spirv targets: _Z <source-name> <parameter types>.
 * Never reads past len; anything outside the subset (nested names, templates,
 * function types, operators) gives false. Types are built in the caller's arena,
 * scalars are shared constants, and text (names) points into the symbol. */
#include <string.h>

#include "lsv.h"

enum {
	MAXSUBS = 128, /* substitution candidates in one symbol */
	MAXDEPTH = 32, /* nesting of pointers, qualifiers and vectors */
	MAXLANES = 1024,
	MAXAS = 0xffffff
};

/* A type as it sits in the substitution table: qualified types carry their
 * qualifiers beside the unqualified type, since lsv_mtype keeps them on the
 * pointer that points to them. */
struct ent {
	const struct lsv_mtype *t;
	unsigned quals; /* LSV_Q_* */
	unsigned as;    /* address space */
	bool q;         /* a qualified type: only a pointer may point to it */
};

struct parser {
	const char *s, *e;
	struct lsv_arena *a;
	unsigned depth;
	unsigned nsubs;
	struct ent subs[MAXSUBS];
};

static const struct lsv_mtype scalars[] = {
#define S(k) [k] = {.kind = k}
	S(LSV_M_VOID), S(LSV_M_BOOL), S(LSV_M_CHAR), S(LSV_M_SCHAR), S(LSV_M_UCHAR),
	S(LSV_M_SHORT), S(LSV_M_USHORT), S(LSV_M_INT), S(LSV_M_UINT), S(LSV_M_LONG),
	S(LSV_M_ULONG), S(LSV_M_HALF), S(LSV_M_FLOAT), S(LSV_M_DOUBLE), S(LSV_M_BFLOAT),
#undef S
};

/* One-letter <builtin-type> codes. size_t cannot be told from the integer it
 * is defined as, so m is always ulong and j always uint. */
static const struct {
	char c;
	enum lsv_mkind k;
} codes[] = {
	{'v', LSV_M_VOID}, {'b', LSV_M_BOOL}, {'c', LSV_M_CHAR}, {'a', LSV_M_SCHAR},
	{'h', LSV_M_UCHAR}, {'s', LSV_M_SHORT}, {'t', LSV_M_USHORT}, {'i', LSV_M_INT},
	{'j', LSV_M_UINT}, {'l', LSV_M_LONG}, {'m', LSV_M_ULONG}, {'x', LSV_M_LONG},
	{'y', LSV_M_ULONG}, {'f', LSV_M_FLOAT}, {'d', LSV_M_DOUBLE},
};

/* Address spaces when the target has no numeric map (U8CLglobal...). */
static const struct {
	const char *name;
	unsigned as;
} clspaces[] = {
	{"CLprivate", 0}, {"CLglobal", 1}, {"CLconstant", 2}, {"CLlocal", 3},
	{"CLgeneric", 4},
};

static bool type(struct parser *p, struct ent *out);

static bool
isscalar(const struct lsv_mtype *t)
{
	return t->kind > LSV_M_VOID && t->kind <= LSV_M_BFLOAT;
}

static bool
eat(struct parser *p, const char *lit)
{
	size_t n = strlen(lit);

	if ((size_t)(p->e - p->s) < n || memcmp(p->s, lit, n) != 0)
		return false;
	p->s += n;
	return true;
}

static bool
same(const char *s, size_t n, const char *lit)
{
	return strlen(lit) == n && memcmp(s, lit, n) == 0;
}

/* <number> without sign or leading zeros, at most max. */
static bool
number(struct parser *p, size_t max, size_t *v)
{
	size_t n = 0;

	if (p->s == p->e || *p->s < '0' || *p->s > '9')
		return false;
	if (*p->s == '0' && p->s + 1 < p->e && p->s[1] >= '0' && p->s[1] <= '9')
		return false;
	while (p->s < p->e && *p->s >= '0' && *p->s <= '9') {
		size_t d = (size_t)(*p->s++ - '0');

		if (n > max / 10 || d > max - n * 10)
			return false;
		n = n * 10 + d;
	}
	*v = n;
	return true;
}

/* <source-name> ::= <positive length number> <identifier> */
static bool
srcname(struct parser *p, const char **id, size_t *n)
{
	size_t i;

	if (!number(p, (size_t)(p->e - p->s), n) || *n == 0 || *n > (size_t)(p->e - p->s))
		return false;
	for (i = 0; i < *n; i++) {
		char c = p->s[i];

		if (!(c == '_' || (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') ||
		      (c >= 'A' && c <= 'Z')))
			return false;
	}
	*id = p->s;
	p->s += *n;
	return true;
}

static bool
push(struct parser *p, struct ent e)
{
	if (p->nsubs == MAXSUBS)
		return false;
	p->subs[p->nsubs++] = e;
	return true;
}

static struct lsv_mtype *
mk(struct parser *p, enum lsv_mkind k)
{
	struct lsv_mtype *t = lsv_alloc(p->a, sizeof(*t));

	t->kind = k;
	return t;
}

/* The name of a vendor qualifier U<source-name> that means an address space. */
static bool
asname(const char *id, size_t n, unsigned *as)
{
	size_t i;
	unsigned v = 0;

	if (n > 2 && id[0] == 'A' && id[1] == 'S') {
		if (id[2] == '0' && n > 3)
			return false;
		for (i = 2; i < n; i++) {
			if (id[i] < '0' || id[i] > '9')
				return false;
			v = v * 10 + (unsigned)(id[i] - '0');
			if (v > MAXAS)
				return false;
		}
		*as = v;
		return true;
	}
	for (i = 0; i < LSV_LEN(clspaces); i++) {
		if (same(id, n, clspaces[i].name)) {
			*as = clspaces[i].as;
			return true;
		}
	}
	return false;
}

/* Qualifiers in any order: r V K and address spaces U3AS<n>. Clang writes the
 * address space first, then r V K. Stops before U7_Atomic, which is a type. */
static bool
quals(struct parser *p, unsigned *q, unsigned *as, bool *hasas, bool *any)
{
	for (;;) {
		const char *save = p->s, *id;
		size_t n;
		unsigned bit;

		if (p->s == p->e)
			return true;
		switch (*p->s) {
		case 'r':
			bit = LSV_Q_RESTRICT;
			break;
		case 'V':
			bit = LSV_Q_VOLATILE;
			break;
		case 'K':
			bit = LSV_Q_CONST;
			break;
		case 'U':
			p->s++;
			if (!srcname(p, &id, &n))
				return false;
			if (!asname(id, n, as)) {
				p->s = save;
				return true;
			}
			if (*hasas)
				return false;
			*hasas = *any = true;
			continue;
		default:
			return true;
		}
		if (*q & bit)
			return false;
		*q |= bit;
		*any = true;
		p->s++;
	}
}

/* <substitution> ::= S_ | S <seq-id> _, seq-id in base 36 (0-9A-Z). */
static bool
subst(struct parser *p, struct ent *out)
{
	size_t i = 0;

	p->s++;
	if (p->s < p->e && *p->s != '_') {
		while (p->s < p->e && *p->s != '_') {
			char c = *p->s++;
			unsigned d;

			if (c >= '0' && c <= '9')
				d = (unsigned)(c - '0');
			else if (c >= 'A' && c <= 'Z')
				d = (unsigned)(c - 'A') + 10;
			else
				return false; /* St, Sa, Ss...: std:: abbreviations */
			i = i * 36 + d;
			if (i >= MAXSUBS)
				return false;
		}
		i++;
	}
	if (p->s == p->e || i >= p->nsubs)
		return false;
	p->s++;
	*out = p->subs[i];
	return true;
}

/* The D-prefixed types: vectors Dv<n>_<elem>, half Dh, _Float16 DF16_ and
 * bfloat DF16b. */
static bool
dtype(struct parser *p, struct ent *out)
{
	struct lsv_mtype *v;
	struct ent el;
	size_t n;

	p->s++;
	if (eat(p, "h") || eat(p, "F16_")) {
		out->t = &scalars[LSV_M_HALF];
		return true;
	}
	if (eat(p, "F16b")) {
		out->t = &scalars[LSV_M_BFLOAT];
		return true;
	}
	if (!eat(p, "v") || !number(p, MAXLANES, &n) || n == 0 || !eat(p, "_"))
		return false;
	if (!type(p, &el) || el.q || !isscalar(el.t))
		return false;
	v = mk(p, LSV_M_VEC);
	v->lanes = (unsigned)n;
	v->of = el.t;
	out->t = v;
	return push(p, *out);
}

/* Vendor types: U7_Atomic <type> (transparent here) and u<source-name>. */
static bool
vendor(struct parser *p, struct ent *out)
{
	struct lsv_mtype *t;
	const char *id;
	size_t n;
	bool ext = *p->s++ == 'u';

	if (!srcname(p, &id, &n))
		return false;
	if (ext) {
		/* builtins: not substitution candidates */
		if (same(id, n, "__bf16")) {
			out->t = &scalars[LSV_M_BFLOAT];
		} else {
			t = mk(p, LSV_M_NAMED);
			t->name = id;
			t->namelen = n;
			out->t = t;
		}
		return true;
	}
	if (!same(id, n, "_Atomic") || !type(p, out) || out->q)
		return false;
	return push(p, *out);
}

static bool
type(struct parser *p, struct ent *out)
{
	struct lsv_mtype *t;
	struct ent in;
	const char *id;
	size_t i, n;
	bool any = false, hasas = false, ok = false;

	memset(out, 0, sizeof(*out));
	if (p->s == p->e || ++p->depth > MAXDEPTH)
		return false;
	if (!quals(p, &out->quals, &out->as, &hasas, &any))
		return false;
	if (any) {
		/* the unqualified type is a candidate, then the qualified one */
		if (type(p, &in) && !in.q) {
			out->t = in.t;
			out->q = true;
			ok = push(p, *out);
		}
		p->depth--;
		return ok;
	}
	if (p->s == p->e)
		return false;
	switch (*p->s) {
	case 'P':
		p->s++;
		if (!type(p, &in))
			break;
		/* In OpenCL every pointee has an address space. Private (0) is
		 * mangled as nothing, yet the qualified type is still a candidate:
		 * clang writes f(float *, float *) as _Z1fPfS0_. */
		if (!in.q) {
			in.q = true;
			if (!push(p, in))
				break;
		}
		t = mk(p, LSV_M_PTR);
		t->of = in.t;
		t->quals = in.quals;
		t->addrspace = in.as;
		out->t = t;
		ok = push(p, *out);
		break;
	case 'S':
		ok = subst(p, out);
		break;
	case 'D':
		ok = dtype(p, out);
		break;
	case 'U':
	case 'u':
		ok = vendor(p, out);
		break;
	case '1': case '2': case '3': case '4': case '5':
	case '6': case '7': case '8': case '9':
		if (!srcname(p, &id, &n))
			break;
		t = mk(p, LSV_M_NAMED);
		t->name = id;
		t->namelen = n;
		out->t = t;
		ok = push(p, *out);
		break;
	default:
		for (i = 0; i < LSV_LEN(codes); i++) {
			if (codes[i].c == *p->s) {
				p->s++;
				out->t = &scalars[codes[i].k];
				ok = true;
				break;
			}
		}
		break;
	}
	p->depth--;
	return ok;
}

/* <mangled-name> ::= _Z <source-name> <bare-function-type>, where the types are
 * v alone for no parameters, and z (C varargs) may close the list. */
static bool
parse(struct parser *p, struct lsv_demangled *d)
{
	struct ent e;

	if (!eat(p, "_Z") || !srcname(p, &d->name, &d->namelen) || p->s == p->e)
		return false;
	if (p->e - p->s == 1 && *p->s == 'v')
		return true;
	while (p->s < p->e) {
		if (*p->s == 'z') {
			p->s++;
			return p->s == p->e;
		}
		if (d->nparams == LSV_MAXPARAMS || !type(p, &e) || e.q ||
		    e.t->kind == LSV_M_VOID)
			return false;
		d->params[d->nparams++] = e.t;
	}
	return true;
}

bool
lsv_demangle(const char *sym, size_t len, struct lsv_demangled *d, struct lsv_arena *a)
{
	struct parser p;

	memset(d, 0, sizeof(*d));
	if (!sym)
		return false;
	p.s = sym;
	p.e = sym + len;
	p.a = a;
	p.depth = 0;
	p.nsubs = 0;
	if (parse(&p, d))
		return true;
	memset(d, 0, sizeof(*d));
	return false;
}

bool
lsv_msigned(const struct lsv_mtype *t)
{
	if (t && t->kind == LSV_M_VEC)
		t = t->of;
	if (!t)
		return false;
	switch (t->kind) {
	case LSV_M_CHAR: /* OpenCL 6.1.1: char is signed */
	case LSV_M_SCHAR:
	case LSV_M_SHORT:
	case LSV_M_INT:
	case LSV_M_LONG:
		return true;
	default:
		return false;
	}
}
