/* debug.c: debug information. Names (OpName for every named value, with
 * LSV_DEBUG_ALL_NAMES also for unnamed ones; OpMemberName from the DI struct
 * types), the source (OpString, OpSource, OpSourceExtension,
 * OpModuleProcessed), lines (OpLine/OpNoLine, or DebugLine) and one of the
 * debug instruction sets: OpenCL.DebugInfo.100 or NonSemantic.Shader.
 * DebugInfo.100 (also under the translator's .200 name).
 *
 * While functions are lowered, DebugScope, DebugDeclare and DebugValue go into
 * the bodies; the module-level instructions they refer to (functions, blocks,
 * variables, expressions, sources) only get an id then. lsv_debug_finish()
 * emits those, with the types they need, into the types section. Invariants:
 * debug information never changes the code (it refers only to ids the lowering
 * made, to constants and to types the module already has, and never raises the
 * version), and it never fails: what cannot be expressed validly is left out.
 *
 * LLVM-C 19 reads debug records only as llvm.dbg.* calls, so lsv_debug_begin()
 * converts the module and lsv_debug_finish() converts it back, unless the
 * module is the compiler's own and disposed right after (lsv_ctx.scratch:
 * converting back is 2 % of a -g compilation). Fields without a getter in
 * LLVM-C 19 are read from the node as LLVM prints it; printing a variable
 * or a label that a call uses would number the whole module, so those are
 * only printed after the module is back in its record form (the few
 * variables argnumber() cannot place; subprograms, blocks and types are no
 * call's operand, and an expression is printed in place, which costs
 * nothing more). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/DebugInfo.h>
#include <llvm-c/Target.h>

#include "lsv.h"

enum flavour { F_NONE, F_OCL, F_NS };

/* The roles of a metadata node, in the low bits of its key in lsv_debug.nodes
 * (metadata is 8-byte aligned). */
enum role { R_NODE, R_SRC, R_FILE, R_EXPR };

/* States of a node, bits 32.. of its value in lsv_debug.nodes. */
enum { RESERVED, BUSY, DONE };

/* DWARF 5, 7.5.4: the tags of the DI type nodes LLVM makes. */
enum {
	TAG_array = 0x01, TAG_class = 0x02, TAG_enum = 0x04, TAG_member = 0x0d, TAG_pointer = 0x0f,
	TAG_reference = 0x10, TAG_struct = 0x13, TAG_typedef = 0x16, TAG_union = 0x17,
	TAG_const = 0x26, TAG_volatile = 0x35, TAG_restrict = 0x37, TAG_rvalue_reference = 0x42,
	TAG_atomic = 0x47
};

/* A parsed DIExpression: DebugOperation words (opcode, then its operands). */
struct expr {
	bool ok;      /* every operation has a DebugOperation */
	unsigned n;
	uint32_t *w;
};

struct strent {
	const char *s;
	size_t n;
	SpvId id;
};

/* The text a file embeds, for DebugSource. SPIRV-Tools checks every line and
 * column given with the file against the text; lines from #line directives
 * are not in it. The OpStrings of its pieces are made at the end: the text
 * when every line and column fits, empty otherwise. */
struct srctext {
	const char *text;
	size_t n;
	unsigned nlines;
	uint32_t *len;         /* bytes of each line without its newline */
	unsigned npieces;
	SpvId *pieces;         /* OpString ids of the DebugSource(Continued) texts */
	bool bad;              /* a line or column outside the text */
	struct srctext *next;  /* in the order made */
};

struct lsv_debug {
	enum flavour flavour;
	int set;               /* LSV_SET_* of the debug instructions */
	bool lines;            /* OpLine/DebugLine from !dbg */
	bool allnames;         /* LSV_DEBUG_ALL_NAMES */
	bool newfmt;           /* the module came with debug records */
	bool hadecl[4];        /* which llvm.dbg.* declarations it had before */
	LLVMMetadataRef cu;    /* the first compile unit; NULL: no debug information */
	struct lsv_map nodes;  /* metadata | role -> id | state << 32 */
	struct lsv_vec pending; /* keys reserved while lowering, two words each */
	struct lsv_vec vars;   /* DILocalVariables of llvm.dbg.* calls, two words each */
	struct lsv_map seenvar;
	struct lsv_map exprs;  /* DIExpression -> struct expr * */
	struct lsv_map strs;   /* content hash -> struct strent * (OpString) */
	struct lsv_map texts;  /* DIFile -> struct srctext * (1: no text) */
	struct srctext *text0, **textn; /* the texts in the order made */
	struct lsv_map basics; /* content hash -> struct strent * (DebugTypeBasic, DebugOperation) */
	struct lsv_map ops;    /* id of a debug instruction -> its instruction number + 1 */
	struct lsv_map text;   /* metadata -> its printed fields */
	struct lsv_map opcache; /* metadata -> its operands */
	struct lsv_map fns;    /* DISubprogram -> the id of its defined function */
	struct lsv_map visited, mnamed; /* member names: DI types walked, struct ids named */
	SpvId none;            /* DebugInfoNone */
	LLVMDIBuilderRef dib;  /* to find the argument numbers of variables */
	unsigned dwarf;        /* the module's DWARF version */
	unsigned depth;        /* recursion over DI nodes */
	/* the location in effect in the block being lowered */
	LLVMValueRef fn;
	LLVMBasicBlockRef bb;
	bool freshline, freshscope; /* a block began: say the location again */
	bool haveline, havescope;
	LLVMMetadataRef file;
	unsigned line, col;
	SpvId scope, inlined;
	/* slot numbers of unnamed values */
	bool gslotsdone;
	struct lsv_map gslots, slots;
	LLVMValueRef slotfn;
};

#define VAL(x) ((uint64_t)1 << 32 | (uint32_t)(x)) /* a number operand: see di() */
#define MAXDEPTH 200

static const char *const dbgfns[4] = {"llvm.dbg.declare", "llvm.dbg.value", "llvm.dbg.assign",
                                      "llvm.dbg.label"};

/* Small readers of LLVM metadata. */

static unsigned
kind(LLVMMetadataRef md)
{
	return md ? LLVMGetMetadataKind(md) : (unsigned)-1;
}

/* Is md a DIType (the LLVMDIType* getters need one)? */
static bool
istype(LLVMMetadataRef md)
{
	unsigned k = kind(md);

	return k == LLVMDIBasicTypeMetadataKind || k == LLVMDIDerivedTypeMetadataKind ||
	       k == LLVMDICompositeTypeMetadataKind || k == LLVMDISubroutineTypeMetadataKind;
}

/* The operands of node md as LLVM-C gives them (metadata as MetadataAsValue,
 * constants as values, strings as MDString values), fetched once: each fetch
 * makes a value of every operand. */
static LLVMValueRef *
operands(struct lsv_ctx *c, LLVMMetadataRef md, unsigned *n)
{
	struct lsv_debug *d = c->dbg;
	LLVMValueRef v, *ops;
	uint64_t *slot;
	bool fresh;

	slot = lsv_map_slot(&d->opcache, (uint64_t)(uintptr_t)md, &fresh);
	if (!fresh) {
		ops = (LLVMValueRef *)(uintptr_t)*slot;
		*n = (unsigned)(uintptr_t)ops[0];
		return ops + 1;
	}
	v = LLVMMetadataAsValue(c->llctx, md);
	*n = LLVMGetMDNodeNumOperands(v);
	ops = lsv_alloc(&c->mod, (*n + 1) * sizeof(*ops));
	ops[0] = (LLVMValueRef)(uintptr_t)*n;
	LLVMGetMDNodeOperands(v, ops + 1);
	*lsv_map_slot(&d->opcache, (uint64_t)(uintptr_t)md, &fresh) = (uint64_t)(uintptr_t)ops;
	return ops + 1;
}

/* Operand i of node md, or NULL (a missing operand, a string or a number). */
static LLVMMetadataRef
op(struct lsv_ctx *c, LLVMMetadataRef md, unsigned i)
{
	unsigned n;
	LLVMValueRef *ops = operands(c, md, &n);

	if (i >= n || !ops[i] || !LLVMIsAMDNode(ops[i]))
		return NULL;
	return LLVMValueAsMetadata(ops[i]);
}

/* Operands of a tuple, as metadata; entries may be NULL. */
static LLVMMetadataRef *
tuple(struct lsv_ctx *c, LLVMMetadataRef md, unsigned *n)
{
	LLVMValueRef *vals;
	LLVMMetadataRef *out;
	unsigned i;

	*n = 0;
	if (!md || kind(md) != LLVMMDTupleMetadataKind)
		return NULL;
	vals = operands(c, md, n);
	out = lsv_alloc(&c->fn, (*n + 1) * sizeof(*out));
	for (i = 0; i < *n; i++)
		out[i] = vals[i] && LLVMIsAMDNode(vals[i]) ? LLVMValueAsMetadata(vals[i]) : NULL;
	return out;
}

/* String operand i of md; "" when there is none. */
static const char *
opstr(struct lsv_ctx *c, LLVMMetadataRef md, unsigned i, size_t *len)
{
	unsigned n, l = 0;
	LLVMValueRef *ops = operands(c, md, &n);
	const char *s = i < n && ops[i] && LLVMIsAMDString(ops[i]) ? LLVMGetMDString(ops[i], &l) : NULL;

	*len = s ? l : 0;
	return s ? s : "";
}

/* The module in the record form, where printing a variable is cheap (no
 * conversion back: format() restores the caller's form at the end). */
static void
records(struct lsv_ctx *c)
{
	if (!LLVMIsNewDbgInfoFormat(c->m))
		LLVMSetIsNewDbgInfoFormat(c->m, true);
}

/* The fields of a printed node ("line: 12"), each a key and the text of
 * its value up to the next field. */
#define MAXFIELDS 32
struct fields {
	unsigned n;
	struct {
		const char *key, *val;
		unsigned klen;
	} f[MAXFIELDS];
};

/* The fields of node md as LLVM prints it, parsed once. */
static const struct fields *
fieldsof(struct lsv_ctx *c, LLVMMetadataRef md)
{
	struct lsv_debug *d = c->dbg;
	struct fields *fs;
	uint64_t *slot;
	bool fresh;
	char *s, *p;
	int depth = 0;

	slot = lsv_map_slot(&d->text, (uint64_t)(uintptr_t)md, &fresh);
	if (!fresh)
		return (const struct fields *)(uintptr_t)*slot;
	/* the nodes that llvm.dbg.* calls use: see the file's comment */
	if (kind(md) == LLVMDILocalVariableMetadataKind || kind(md) == LLVMDILabelMetadataKind)
		records(c);
	s = LLVMPrintValueToString(LLVMMetadataAsValue(c->llctx, md));
	fs = lsv_alloc(&c->mod, sizeof(*fs));
	p = strchr(s, '(');
	p = p ? lsv_strndup(&c->mod, p + 1, strlen(p + 1)) : "";
	LLVMDisposeMessage(s);
	/* key: value, key: value ...) with values that may hold strings and
	 * nested parentheses */
	while (*p && *p != ')' && fs->n < MAXFIELDS) {
		char *colon = strstr(p, ": ");
		if (!colon)
			break;
		fs->f[fs->n].key = p;
		fs->f[fs->n].klen = (unsigned)(colon - p);
		fs->f[fs->n++].val = p = colon + 2;
		for (depth = 0; *p && !(depth == 0 && (*p == ',' || *p == ')')); p++) {
			if (*p == '"') {
				for (p++; *p && *p != '"'; p++)
					if (*p == '\\' && p[1])
						p++;
				if (!*p)
					break;
			} else if (*p == '(' || *p == '{') {
				depth++;
			} else if (*p == ')' || *p == '}') {
				depth--;
			}
		}
		if (*p == ',')
			p += p[1] == ' ' ? 2 : 1;
	}
	*lsv_map_slot(&d->text, (uint64_t)(uintptr_t)md, &fresh) = (uint64_t)(uintptr_t)fs;
	return fs;
}

/* Where field key of md's printed form starts ("line: 12" -> "12"), or NULL. */
static const char *
field(struct lsv_ctx *c, LLVMMetadataRef md, const char *key)
{
	const struct fields *fs = fieldsof(c, md);
	size_t k = strlen(key);
	unsigned i;

	for (i = 0; i < fs->n; i++)
		if (fs->f[i].klen == k && !memcmp(fs->f[i].key, key, k))
			return fs->f[i].val;
	return NULL;
}

static int64_t
fnum(struct lsv_ctx *c, LLVMMetadataRef md, const char *key, int64_t dflt)
{
	const char *v = field(c, md, key);

	return v ? strtoll(v, NULL, 0) : dflt;
}

/* Does field key hold the word w ("encoding: DW_ATE_signed")? */
static bool
fis(struct lsv_ctx *c, LLVMMetadataRef md, const char *key, const char *w)
{
	const char *v = field(c, md, key);
	size_t n = strlen(w);

	return v && !strncmp(v, w, n) && (v[n] == ',' || v[n] == ')' || v[n] == ' ' || !v[n]);
}

/* LLVM's DI flags, their printed names, and their DebugInfoFlags. */
static const struct {
	const char *name;
	uint32_t llvm, flag;
} flagnames[] = {
	{"DIFlagArtificial", LLVMDIFlagArtificial, LSV_DIF_FlagArtificial},
	{"DIFlagEnumClass", LLVMDIFlagEnumClass, LSV_DIF_FlagIsEnumClass},
	{"DIFlagExplicit", LLVMDIFlagExplicit, LSV_DIF_FlagExplicit},
	{"DIFlagFwdDecl", LLVMDIFlagFwdDecl, LSV_DIF_FlagFwdDecl},
	{"DIFlagLValueReference", LLVMDIFlagLValueReference, LSV_DIF_FlagLValueReference},
	{"DIFlagObjectPointer", LLVMDIFlagObjectPointer, LSV_DIF_FlagObjectPointer},
	{"DIFlagPrototyped", LLVMDIFlagPrototyped, LSV_DIF_FlagPrototyped},
	{"DIFlagRValueReference", LLVMDIFlagRValueReference, LSV_DIF_FlagRValueReference},
	{"DIFlagStaticMember", LLVMDIFlagStaticMember, LSV_DIF_FlagStaticMember},
	{"DIFlagTypePassByReference", LLVMDIFlagTypePassByReference, LSV_DIF_FlagTypePassByReference},
	{"DIFlagTypePassByValue", LLVMDIFlagTypePassByValue, LSV_DIF_FlagTypePassByValue},
	{"DISPFlagDefinition", 0, LSV_DIF_FlagIsDefinition},
	{"DISPFlagLocalToUnit", 0, LSV_DIF_FlagIsLocal},
	{"DISPFlagOptimized", 0, LSV_DIF_FlagIsOptimized},
	/* accessibility is a 2-bit value: private 1, protected 2, public 3 */
	{"DIFlagPrivate", 0, LSV_DIF_FlagIsPrivate},
	{"DIFlagProtected", 0, LSV_DIF_FlagIsProtected},
	{"DIFlagPublic", 0, LSV_DIF_FlagIsPublic},
};

/* The DebugInfoFlags of LLVM's DI flags of a type. */
static uint32_t
typeflags(LLVMMetadataRef md)
{
	static const uint32_t access[4] = {0, LSV_DIF_FlagIsPrivate, LSV_DIF_FlagIsProtected, LSV_DIF_FlagIsPublic};
	LLVMDIFlags f = istype(md) ? LLVMDITypeGetFlags(md) : 0;
	uint32_t out = access[f & LLVMDIFlagAccessibility];
	size_t i;

	for (i = 0; i < LSV_LEN(flagnames); i++)
		if (flagnames[i].llvm && (f & flagnames[i].llvm))
			out |= flagnames[i].flag;
	return out;
}

/* The DebugInfoFlags of the names in field key ("DIFlagPrototyped | ..."). */
static uint32_t
fflags(struct lsv_ctx *c, LLVMMetadataRef md, const char *key)
{
	const char *v = field(c, md, key);
	uint32_t f = 0;
	size_t i, n;

	while (v && (*v == 'D')) {
		for (n = 0; v[n] && v[n] != ' ' && v[n] != ',' && v[n] != ')'; n++)
			;
		for (i = 0; i < LSV_LEN(flagnames); i++)
			if (strlen(flagnames[i].name) == n && !strncmp(flagnames[i].name, v, n))
				f |= flagnames[i].flag;
		v += n;
		if (strncmp(v, " | ", 3))
			break;
		v += 3;
	}
	return f;
}

/* The flags of a variable or a function (types: typeflags()). */
static uint32_t
flags(struct lsv_ctx *c, LLVMMetadataRef md)
{
	uint32_t f = fflags(c, md, "flags") | fflags(c, md, "spFlags");

	if (fis(c, md, "isLocal", "true"))
		f |= LSV_DIF_FlagIsLocal;
	if (fis(c, md, "isDefinition", "true"))
		f |= LSV_DIF_FlagIsDefinition;
	return f;
}

/* Emission. */

/* FNV-1a: the key of a content map entry (never 0). */
static uint64_t
fnv(const char *s, size_t n)
{
	uint64_t h = 14695981039346656037ull;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 1099511628211ull;
	return h | 1;
}

/* The entry for the bytes s[0..n) in content map m; *fresh if it is new. */
static struct strent *
content(struct lsv_ctx *c, struct lsv_map *m, const char *s, size_t n, bool *fresh)
{
	uint64_t k = fnv(s, n), *slot;
	struct strent *e;

	for (;;) {
		slot = lsv_map_slot(m, k, fresh);
		if (*fresh)
			break;
		e = (struct strent *)(uintptr_t)*slot;
		if (e->n == n && !memcmp(e->s, s, n))
			return e;
		k = lsv_mix(k, 1) | 1;
	}
	e = lsv_alloc(&c->mod, sizeof(*e));
	e->s = lsv_strndup(&c->mod, s, n);
	e->n = n;
	*slot = (uint64_t)(uintptr_t)e;
	return e;
}

/* The longest prefix of s[0..n) of at most max bytes that ends on a UTF-8
 * character boundary (max bytes when there is none: the text is no UTF-8
 * there, and never an empty prefix, which would never end a loop). */
static size_t
cut(const char *s, size_t n, size_t max)
{
	size_t k = max;

	if (n <= max)
		return n;
	while (k && ((unsigned char)s[k] & 0xc0) == 0x80)
		k--;
	return k ? k : max;
}

/* An OpString, one per distinct text. Text ends at a NUL (a literal string
 * cannot hold one) and is cut to fit one instruction. */
static SpvId
str(struct lsv_ctx *c, const char *s, size_t n)
{
	const char *nul;
	struct strent *e;
	bool fresh;

	if (!s)
		s = "", n = 0;
	nul = memchr(s, 0, n);
	if (nul)
		n = (size_t)(nul - s);
	n = cut(s, n, 60000);
	e = content(c, &c->dbg->strs, s, n, &fresh);
	if (fresh)
		e->id = lsv_string(c, s, n);
	return e->id;
}

/* One debug instruction into v, with result id (0: a new one). An operand
 * made by VAL() is a number: a literal for OpenCL.DebugInfo.100, the id of a
 * 32-bit constant for NonSemantic.Shader.DebugInfo. */
static SpvId
di(struct lsv_ctx *c, struct lsv_vec *v, SpvId id, enum lsv_di inst, const uint64_t *ops, size_t n)
{
	struct lsv_debug *d = c->dbg;
	uint32_t *w = lsv_alloc(&c->fn, (n + 4) * sizeof(*w));
	size_t i;
	bool fresh;

	for (i = 0; i < n; i++)
		w[4 + i] = ops[i] >> 32 && d->flavour == F_NS ? lsv_const_u32(c, (uint32_t)ops[i]) : (uint32_t)ops[i];
	w[0] = lsv_void_type(c);
	w[1] = id ? id : lsv_id(c);
	w[2] = lsv_import(c, d->set);
	w[3] = inst;
	lsv_emit(c, v, SpvOpExtInst, w, n + 4);
	*lsv_map_slot(&d->ops, w[1], &fresh) = (uint64_t)inst + 1;
	return w[1];
}

#define DI(c, v, id, inst, ...) \
	di(c, v, id, inst, (const uint64_t[]){__VA_ARGS__}, \
	   sizeof((const uint64_t[]){__VA_ARGS__}) / sizeof(uint64_t))
#define TYPES(c) (&(c)->sec[SEC_TYPES])

/* Which debug instruction made id; -1 for none. */
static int
made(struct lsv_ctx *c, SpvId id)
{
	return (int)lsv_map_get(&c->dbg->ops, id) - 1;
}

static SpvId
none(struct lsv_ctx *c)
{
	if (!c->dbg->none)
		c->dbg->none = di(c, TYPES(c), 0, LSV_DI_DebugInfoNone, NULL, 0);
	return c->dbg->none;
}

static uint64_t
nodekey(LLVMMetadataRef md, enum role r)
{
	return (uint64_t)(uintptr_t)md | r;
}

/* While lowering: the id node md will have, reserved now and emitted by
 * lsv_debug_finish(). */
static SpvId
ref(struct lsv_ctx *c, LLVMMetadataRef md, enum role r)
{
	struct lsv_debug *d = c->dbg;
	uint64_t k = nodekey(md, r), *slot;
	bool fresh;

	slot = lsv_map_slot(&d->nodes, k, &fresh);
	if (fresh) {
		*slot = lsv_id(c);
		lsv_vec_push(&d->pending, (uint32_t)k);
		lsv_vec_push(&d->pending, (uint32_t)(k >> 32));
	}
	return (SpvId)*slot;
}

/* Paths and sources. */

static LLVMMetadataRef
cufile(struct lsv_ctx *c)
{
	LLVMMetadataRef f = op(c, c->dbg->cu, 0);

	return kind(f) == LLVMDIFileMetadataKind ? f : NULL;
}

/* The OpString of a file's path: its directory joined to its name. */
static SpvId
filestr(struct lsv_ctx *c, LLVMMetadataRef file)
{
	struct lsv_debug *d = c->dbg;
	unsigned nn = 0, dn = 0;
	const char *name, *dir;
	uint64_t *slot;
	bool fresh;
	char *path;
	SpvId id;

	if (kind(file) != LLVMDIFileMetadataKind)
		file = cufile(c);
	if (!file)
		return str(c, "", 0);
	slot = lsv_map_slot(&d->nodes, nodekey(file, R_FILE), &fresh);
	if (!fresh)
		return (SpvId)*slot;
	name = LLVMDIFileGetFilename(file, &nn);
	dir = LLVMDIFileGetDirectory(file, &dn);
	if (!name)
		name = "", nn = 0;
	if (!dir || !dn || (nn && name[0] == '/'))
		id = str(c, name, nn);
	else {
		path = lsv_fmt(&c->fn, "%.*s%s%.*s", (int)dn, dir, dir[dn - 1] == '/' ? "" : "/", (int)nn, name);
		id = str(c, path, strlen(path));
	}
	*lsv_map_slot(&d->nodes, nodekey(file, R_FILE), &fresh) = id;
	return id;
}

/* The text that file (NULL: the compile unit's) embeds, with the lengths of
 * its lines and an OpString id for each piece one OpString holds; NULL when
 * there is none or, in OpenCL.DebugInfo.100 (which has no
 * DebugSourceContinued), when one OpString cannot hold it. */
static struct srctext *
textof(struct lsv_ctx *c, LLVMMetadataRef file)
{
	struct lsv_debug *d = c->dbg;
	struct srctext *t;
	const char *text, *nul;
	unsigned n = 0, i;
	size_t k, start;
	uint64_t *slot;
	bool fresh;

	if (!file)
		file = cufile(c);
	if (kind(file) != LLVMDIFileMetadataKind)
		return NULL;
	slot = lsv_map_slot(&d->texts, (uint64_t)(uintptr_t)file, &fresh);
	if (!fresh)
		return *slot == 1 ? NULL : (struct srctext *)(uintptr_t)*slot;
	*slot = 1;
	text = LLVMDIFileGetSource(file, &n);
	/* a literal string ends at a NUL */
	if (text && (nul = memchr(text, 0, n)))
		n = (unsigned)(nul - text);
	if (!text || !n || (d->flavour == F_OCL && cut(text, n, 60000) < n))
		return NULL;
	t = lsv_alloc(&c->mod, sizeof(*t));
	t->text = lsv_strndup(&c->mod, text, n);
	t->n = n;
	for (k = 0; k < n; k++)
		t->nlines += text[k] == '\n';
	t->nlines += text[n - 1] != '\n';
	t->len = lsv_alloc(&c->mod, t->nlines * sizeof(*t->len));
	for (k = start = 0, i = 0; k <= n && i < t->nlines; k++) {
		if (k < n && text[k] != '\n')
			continue;
		/* a CR before the newline does not count (the shorter length is
		 * the safe one) */
		t->len[i++] = (uint32_t)(k - start - (k > start && text[k - 1] == '\r'));
		start = k + 1;
	}
	for (k = 0; k < n; k += cut(text + k, n - k, 60000))
		t->npieces++;
	t->pieces = lsv_alloc(&c->mod, t->npieces * sizeof(*t->pieces));
	for (i = 0; i < t->npieces; i++)
		t->pieces[i] = lsv_id(c);
	*d->textn = t;
	d->textn = &t->next;
	*lsv_map_slot(&d->texts, (uint64_t)(uintptr_t)file, &fresh) = (uint64_t)(uintptr_t)t;
	return t;
}

/* A line and a column given with file: its text is left out unless they are
 * in it (SPIRV-Tools: a line up to the text's last, a column up to one past
 * the end of its line; line 0 is no line). */
static void
within(struct lsv_ctx *c, LLVMMetadataRef file, uint64_t line, uint64_t col)
{
	struct srctext *t = textof(c, file);

	if (t && !t->bad && line && (line > t->nlines || col > (uint64_t)t->len[line - 1] + 1))
		t->bad = true;
}

/* The OpStrings of the embedded texts, once every line is known. */
static void
texts(struct lsv_ctx *c)
{
	struct srctext *t;
	struct lsv_vec v;
	size_t k, m;
	unsigned i;

	for (t = c->dbg->text0; t; t = t->next) {
		for (i = 0, k = 0; i < t->npieces; i++, k += m) {
			m = cut(t->text + k, t->n - k, 60000);
			lsv_vec_init(&v, &c->fn);
			lsv_vec_push(&v, t->pieces[i]);
			lsv_vec_utf8(&v, t->text + k, t->bad ? 0 : m);
			lsv_emit(c, &c->sec[SEC_STRING], SpvOpString, v.w, v.n);
		}
	}
}

/* DebugSource for a file, with its text when the IR embeds it (split over
 * DebugSourceContinued in NonSemantic; see textof()). OpenCL.DebugInfo.100
 * always has a text, "" when there is none: the Khronos reader asserts
 * otherwise. */
static SpvId
source(struct lsv_ctx *c, LLVMMetadataRef file, SpvId id)
{
	struct srctext *t = file ? textof(c, file) : NULL;
	SpvId f = filestr(c, file);
	unsigned i;

	if (!t)
		return c->dbg->flavour == F_OCL ? DI(c, TYPES(c), id, LSV_DI_DebugSource, f, str(c, "", 0))
		                                : DI(c, TYPES(c), id, LSV_DI_DebugSource, f);
	id = DI(c, TYPES(c), id, LSV_DI_DebugSource, f, t->pieces[0]);
	for (i = 1; i < t->npieces; i++)
		DI(c, TYPES(c), 0, LSV_DI_DebugSourceContinued, t->pieces[i]);
	return id;
}

static SpvId node(struct lsv_ctx *c, LLVMMetadataRef md, enum role r);

/* The DebugSource of file (NULL: the compile unit's), for an instruction
 * that gives line and col in it. */
static SpvId
src(struct lsv_ctx *c, LLVMMetadataRef file, uint64_t line, uint64_t col)
{
	if (!file)
		file = cufile(c);
	within(c, file, line, col);
	return file ? node(c, file, R_SRC) : node(c, c->dbg->cu, R_SRC);
}

/* Types. SPIRV-Tools 2023.1 accepts only a DebugTypeBasic as the base of
 * DebugTypePointer, DebugTypeQualifier, DebugTypedef and DebugTypeVector: other
 * bases are given as a DebugTypeBasic stand-in that has the type's name and
 * size (a pointer to a struct points to a basic type named after the struct). */

static unsigned
tag(LLVMMetadataRef md)
{
	unsigned k = kind(md);

	return k == LLVMDIBasicTypeMetadataKind || k == LLVMDIDerivedTypeMetadataKind ||
	               k == LLVMDICompositeTypeMetadataKind ? LLVMGetDINodeTag(md) : 0;
}

static LLVMMetadataRef
base(struct lsv_ctx *c, LLVMMetadataRef md)
{
	return op(c, md, 3);
}

static bool
isqual(unsigned t)
{
	return t == TAG_const || t == TAG_volatile || t == TAG_restrict || t == TAG_atomic;
}

static bool
isptr(unsigned t)
{
	return t == TAG_pointer || t == TAG_reference || t == TAG_rvalue_reference;
}

/* Through typedefs and qualifiers. */
static LLVMMetadataRef
strip(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned n;

	for (n = 0; n < MAXDEPTH && md && (tag(md) == TAG_typedef || isqual(tag(md))); n++)
		md = base(c, md);
	return md;
}

/* A basic type, through typedefs and qualifiers. */
static bool
scalar(struct lsv_ctx *c, LLVMMetadataRef md)
{
	md = strip(c, md);
	return md && kind(md) == LLVMDIBasicTypeMetadataKind;
}

static const char *
tname(struct lsv_ctx *c, LLVMMetadataRef md, size_t *len)
{
	const char *s = istype(md) ? LLVMDITypeGetName(md, len) : NULL;

	(void)c;
	if (!s)
		*len = 0;
	return s ? s : "";
}

/* A name for any type: its own, or one made from its parts ("const S *"). */
static char *
anyname(struct lsv_ctx *c, LLVMMetadataRef md, unsigned depth)
{
	size_t n;
	const char *s = tname(c, md, &n);
	unsigned t = tag(md);

	if (!md)
		return "void";
	if (n || depth > 8)
		return lsv_fmt(&c->fn, "%.*s", (int)n, s);
	if (isqual(t))
		return lsv_fmt(&c->fn, "%s %s", t == TAG_const ? "const" : t == TAG_volatile ? "volatile"
		                                : t == TAG_restrict ? "restrict" : "_Atomic",
		               anyname(c, base(c, md), depth + 1));
	if (isptr(t))
		return lsv_fmt(&c->fn, "%s %s", anyname(c, base(c, md), depth + 1), t == TAG_pointer ? "*" : "&");
	if (t == TAG_array)
		return lsv_fmt(&c->fn, "%s[]", anyname(c, base(c, md), depth + 1));
	if (t == TAG_struct || t == TAG_class || t == TAG_union || t == TAG_enum)
		return lsv_fmt(&c->fn, "<anonymous %s>", t == TAG_union ? "union" : t == TAG_enum ? "enum" : "struct");
	if (kind(md) == LLVMDISubroutineTypeMetadataKind)
		return "<function>";
	return "<type>";
}

static unsigned
encoding(struct lsv_ctx *c, LLVMMetadataRef md)
{
	static const struct {
		const char *dw;
		unsigned enc;
	} encs[] = {
		{"DW_ATE_address", LSV_DIE_Address},   {"DW_ATE_boolean", LSV_DIE_Boolean},
		{"DW_ATE_float", LSV_DIE_Float},       {"DW_ATE_signed", LSV_DIE_Signed},
		{"DW_ATE_signed_char", LSV_DIE_SignedChar}, {"DW_ATE_unsigned", LSV_DIE_Unsigned},
		{"DW_ATE_unsigned_char", LSV_DIE_UnsignedChar},
	};
	size_t i;

	md = strip(c, md);
	if (!md)
		return LSV_DIE_Unspecified;
	if (isptr(tag(md)))
		return LSV_DIE_Address;
	if (tag(md) == TAG_enum)
		return encoding(c, base(c, md)) == LSV_DIE_Signed ? LSV_DIE_Signed : LSV_DIE_Unsigned;
	if (kind(md) != LLVMDIBasicTypeMetadataKind)
		return LSV_DIE_Unspecified;
	for (i = 0; i < LSV_LEN(encs); i++)
		if (fis(c, md, "encoding", encs[i].dw))
			return encs[i].enc;
	return LSV_DIE_Unspecified;
}

static uint64_t
bits(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned n;

	for (n = 0; n < MAXDEPTH && istype(md); n++) {
		if (LLVMDITypeGetSizeInBits(md))
			return LLVMDITypeGetSizeInBits(md);
		if (tag(md) != TAG_typedef && !isqual(tag(md)))
			break;
		md = base(c, md);
	}
	return 0;
}

/* A 32-bit constant, or a 64-bit one when the module has Int64 anyway. */
static SpvId
number(struct lsv_ctx *c, uint64_t v)
{
	if (v <= UINT32_MAX)
		return lsv_const_u32(c, (uint32_t)v);
	if (lsv_has_cap(c, SpvCapabilityInt64))
		return lsv_const_int(c, 64, v);
	return 0;
}

/* DebugTypeBasic, one per (name, size, encoding). */
static SpvId
basic(struct lsv_ctx *c, const char *name, size_t n, uint64_t size, unsigned enc)
{
	char *key = lsv_fmt(&c->fn, "%llu/%u/%.*s", (unsigned long long)size, enc, (int)n, name);
	struct strent *e = content(c, &c->dbg->basics, key, strlen(key), &(bool){false});
	SpvId sz;

	if (e->id)
		return e->id;
	if (!(sz = number(c, size)))
		sz = lsv_const_u32(c, 0);
	if (c->dbg->flavour == F_NS)
		e->id = DI(c, TYPES(c), 0, LSV_DI_DebugTypeBasic, str(c, name, n), sz, VAL(enc), VAL(0));
	else
		e->id = DI(c, TYPES(c), 0, LSV_DI_DebugTypeBasic, str(c, name, n), sz, VAL(enc));
	return e->id;
}

/* A DebugTypeBasic with md's name, size and encoding. */
static SpvId
standin(struct lsv_ctx *c, LLVMMetadataRef md)
{
	char *name = anyname(c, md, 0);

	return basic(c, name, strlen(name), bits(c, md), encoding(c, md));
}

/* The DebugTypeBasic that stands for md where only a basic type is valid. */
static SpvId
basicof(struct lsv_ctx *c, LLVMMetadataRef md)
{
	if (md && kind(md) == LLVMDIBasicTypeMetadataKind)
		return node(c, md, R_NODE);
	return standin(c, md);
}

static SpvId scope(struct lsv_ctx *c, LLVMMetadataRef md);

static SpvId
dtype(struct lsv_ctx *c, LLVMMetadataRef md)
{
	return md ? node(c, md, R_NODE) : basic(c, "void", 4, 0, LSV_DIE_Unspecified);
}

static SpvStorageClass
space(struct lsv_ctx *c, LLVMMetadataRef md)
{
	/* clang's DWARF address spaces are the target's (the user guide's table) */
	switch (fnum(c, md, "dwarfAddressSpace", 0)) {
	case 0: return SpvStorageClassFunction;
	case 1: case 5: case 6: return SpvStorageClassCrossWorkgroup;
	case 2: return SpvStorageClassUniformConstant;
	case 3: return SpvStorageClassWorkgroup;
	default: return SpvStorageClassGeneric;
	}
}

static SpvId
derived(struct lsv_ctx *c, LLVMMetadataRef md);
static SpvId composite(struct lsv_ctx *c, LLVMMetadataRef md, const char *name, size_t n);

/* The count of subrange md; -1 when it is not a constant. */
static int64_t
count(struct lsv_ctx *c, LLVMMetadataRef md)
{
	LLVMValueRef v = LLVMMetadataAsValue(c->llctx, md), ops[4];

	if (kind(md) != LLVMDISubrangeMetadataKind || LLVMGetMDNodeNumOperands(v) < 1)
		return -1;
	LLVMGetMDNodeOperands(v, ops);
	return ops[0] && LLVMIsAConstantInt(ops[0]) ? LLVMConstIntGetSExtValue(ops[0]) : -1;
}

static SpvId
array(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned n, i;
	LLVMMetadataRef *subs = tuple(c, op(c, md, 4), &n), elem = base(c, md);
	uint64_t *ops = lsv_alloc(&c->fn, (n + 1) * sizeof(*ops));
	bool vector = LLVMDITypeGetFlags(md) & LLVMDIFlagVector;

	for (i = 0; i < n; i++) {
		int64_t k = count(c, subs[i]);
		if (k < 0 && c->dbg->flavour == F_NS)
			k = 0; /* an unknown bound */
		/* OpenCL.DebugInfo.100 arrays have positive counts */
		if (k < 0 || (k == 0 && c->dbg->flavour != F_NS) || !(ops[i + 1] = number(c, (uint64_t)k)))
			return basicof(c, md);
	}
	if (!n)
		return basicof(c, md);
	/* a vector has 2 to 4 components of a basic type; wider ones are arrays */
	if (vector && n == 1 && count(c, subs[0]) >= 1 && count(c, subs[0]) <= 4)
		return DI(c, TYPES(c), 0, LSV_DI_DebugTypeVector, basicof(c, elem), VAL(count(c, subs[0])));
	ops[0] = vector ? basicof(c, elem) : dtype(c, elem);
	return di(c, TYPES(c), 0, LSV_DI_DebugTypeArray, ops, n + 1);
}

static SpvId
enumtype(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned n, i, k = 0;
	LLVMMetadataRef *elems = tuple(c, op(c, md, 4), &n), b = base(c, md);
	uint64_t *ops = lsv_alloc(&c->fn, (2 * n + 8) * sizeof(*ops));
	uint64_t size = LLVMDITypeGetSizeInBits(md);
	size_t len;
	const char *name = tname(c, md, &len);

	if (!size || !number(c, size))
		return basicof(c, md);
	ops[k++] = str(c, name, len);
	ops[k++] = b ? dtype(c, b) : none(c);
	ops[k++] = src(c, op(c, md, 0), LLVMDITypeGetLine(md), 0);
	ops[k++] = VAL(LLVMDITypeGetLine(md));
	ops[k++] = VAL(0);
	ops[k++] = scope(c, op(c, md, 1));
	ops[k++] = number(c, size);
	ops[k++] = VAL(typeflags(md));
	for (i = 0; i < n && i < 30000; i++) {
		int64_t v;
		SpvId x;
		const char *en;
		size_t el;
		if (kind(elems[i]) != LLVMDIEnumeratorMetadataKind)
			continue;
		v = fnum(c, elems[i], "value", 0);
		/* a value that needs 64 bits is left out unless the module has Int64 */
		x = v >= INT32_MIN && v <= (int64_t)UINT32_MAX ? lsv_const_u32(c, (uint32_t)v) : number(c, (uint64_t)v);
		if (!x)
			continue;
		en = opstr(c, elems[i], 0, &el);
		ops[k++] = x;
		ops[k++] = str(c, en, el);
	}
	return di(c, TYPES(c), 0, LSV_DI_DebugTypeEnum, ops, k);
}

static SpvId
functype(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned n = 0, i, k = 0;
	LLVMMetadataRef *types = md ? tuple(c, op(c, md, 3), &n) : NULL;
	uint64_t *ops = lsv_alloc(&c->fn, (n + 2) * sizeof(*ops));

	ops[k++] = VAL(md ? typeflags(md) : 0);
	ops[k++] = n && types[0] ? dtype(c, types[0]) : lsv_void_type(c);
	/* a trailing null is C's "..." */
	for (i = 1; i < n && i < 250 && types[i]; i++)
		ops[k++] = dtype(c, types[i]);
	return di(c, TYPES(c), 0, LSV_DI_DebugTypeFunction, ops, k);
}

static SpvId
derived(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned t = tag(md);
	LLVMMetadataRef b = base(c, md);
	size_t n;
	const char *name;
	size_t bn;

	/* OpenCL.DebugInfo.100 gives the storage class as an enumerant, which
	 * needs its capability: a generic pointer that only the debug
	 * information has (no GenericPointer) is a stand-in */
	if (isptr(t) && c->dbg->flavour == F_OCL && space(c, md) == SpvStorageClassGeneric &&
	    !lsv_has_cap(c, SpvCapabilityGenericPointer))
		return standin(c, md);
	if (isptr(t))
		return DI(c, TYPES(c), 0, LSV_DI_DebugTypePointer, basicof(c, b), VAL(space(c, md)),
		          VAL(typeflags(md) | (t == TAG_reference ? LSV_DIF_FlagLValueReference
		                              : t == TAG_rvalue_reference ? LSV_DIF_FlagRValueReference : 0)));
	if (isqual(t)) {
		static const unsigned quals[] = {[TAG_const] = LSV_DIQ_ConstType, [TAG_volatile] = LSV_DIQ_VolatileType,
		                                 [TAG_restrict] = LSV_DIQ_RestrictType, [TAG_atomic] = LSV_DIQ_AtomicType};
		/* a qualified struct or pointer is the struct or pointer: a
		 * qualifier needs a basic base */
		if (!scalar(c, b))
			return dtype(c, b);
		return DI(c, TYPES(c), 0, LSV_DI_DebugTypeQualifier, basicof(c, b), VAL(quals[t]));
	}
	if (t == TAG_typedef) {
		name = tname(c, md, &n);
		if (scalar(c, b))
			return DI(c, TYPES(c), 0, LSV_DI_DebugTypedef, str(c, name, n), basicof(c, b),
			          src(c, op(c, md, 0), LLVMDITypeGetLine(md), 0),
			          VAL(LLVMDITypeGetLine(md)), VAL(0), scope(c, op(c, md, 1)));
		/* typedef struct { ... } S: the struct is given the name */
		if (b && (tag(b) == TAG_struct || tag(b) == TAG_class || tag(b) == TAG_union) &&
		    (tname(c, b, &bn), !bn))
			return composite(c, b, name, n);
		return dtype(c, b);
	}
	if (t == TAG_member)
		return dtype(c, b);
	return basicof(c, md);
}

/* The members of a struct, class or union: DebugTypeMember for each data
 * member (static members, methods and bases are left out). */
static LLVMMetadataRef *
members(struct lsv_ctx *c, LLVMMetadataRef md, unsigned *n)
{
	unsigned all, i;
	LLVMMetadataRef *elems = tuple(c, op(c, md, 4), &all);

	*n = 0;
	for (i = 0; i < all && *n < 30000; i++)
		if (tag(elems[i]) == TAG_member && !(LLVMDITypeGetFlags(elems[i]) & LLVMDIFlagStaticMember))
			elems[(*n)++] = elems[i];
	return elems;
}

static SpvId
member(struct lsv_ctx *c, LLVMMetadataRef m, SpvId id, SpvId parent)
{
	size_t n;
	const char *name = tname(c, m, &n);
	SpvId type = dtype(c, base(c, m)), off = number(c, LLVMDITypeGetOffsetInBits(m));
	SpvId size = number(c, LLVMDITypeGetSizeInBits(m));

	if (!off)
		off = lsv_const_u32(c, 0);
	if (!size)
		size = lsv_const_u32(c, 0);
	if (parent)
		return DI(c, TYPES(c), id, LSV_DI_DebugTypeMember, str(c, name, n), type, src(c, op(c, m, 0), LLVMDITypeGetLine(m), 0),
		          VAL(LLVMDITypeGetLine(m)), VAL(0), parent, off, size, VAL(typeflags(m)));
	return DI(c, TYPES(c), id, LSV_DI_DebugTypeMember, str(c, name, n), type, src(c, op(c, m, 0), LLVMDITypeGetLine(m), 0),
	          VAL(LLVMDITypeGetLine(m)), VAL(0), off, size, VAL(typeflags(m)));
}

/* A struct, class or union, named name when n (a typedef's name). In
 * OpenCL.DebugInfo.100 members name their parent, so the composite comes first
 * and refers to them forward (the one forward reference the set allows); in
 * NonSemantic.Shader.DebugInfo.100 they come first. */
static SpvId
composite(struct lsv_ctx *c, LLVMMetadataRef md, const char *name, size_t n)
{
	unsigned t = tag(md), nm, i, k = 0;
	LLVMMetadataRef *ms = members(c, md, &nm);
	uint64_t *ops = lsv_alloc(&c->fn, (nm + 9) * sizeof(*ops));
	size_t idn;
	const char *ident = opstr(c, md, 7, &idn);
	uint64_t size = LLVMDITypeGetSizeInBits(md);
	SpvId id = 0;

	if (!n)
		name = tname(c, md, &n);
	ops[k++] = str(c, name, n);
	ops[k++] = VAL(t == TAG_class ? LSV_DIC_Class : t == TAG_union ? LSV_DIC_Union : LSV_DIC_Structure);
	ops[k++] = src(c, op(c, md, 0), LLVMDITypeGetLine(md), 0);
	ops[k++] = VAL(LLVMDITypeGetLine(md));
	ops[k++] = VAL(0);
	ops[k++] = scope(c, op(c, md, 1));
	ops[k++] = str(c, ident, idn);
	ops[k++] = size && number(c, size) ? number(c, size) : none(c);
	ops[k++] = VAL(typeflags(md));
	if (c->dbg->flavour == F_OCL) {
		id = lsv_id(c);
		for (i = 0; i < nm; i++)
			ops[k + i] = lsv_id(c);
		di(c, TYPES(c), id, LSV_DI_DebugTypeComposite, ops, k + nm);
		for (i = 0; i < nm; i++)
			member(c, ms[i], (SpvId)ops[k + i], id);
		return id;
	}
	for (i = 0; i < nm; i++)
		ops[k + i] = member(c, ms[i], 0, 0);
	return di(c, TYPES(c), 0, LSV_DI_DebugTypeComposite, ops, k + nm);
}

static SpvId
type(struct lsv_ctx *c, LLVMMetadataRef md)
{
	size_t n;
	const char *name;

	switch (kind(md)) {
	case LLVMDIBasicTypeMetadataKind:
		name = tname(c, md, &n);
		return basic(c, name, n, LLVMDITypeGetSizeInBits(md), encoding(c, md));
	case LLVMDIDerivedTypeMetadataKind:
		return derived(c, md);
	case LLVMDICompositeTypeMetadataKind:
		switch (tag(md)) {
		case TAG_array: return array(c, md);
		case TAG_enum: return enumtype(c, md);
		case TAG_struct: case TAG_class: case TAG_union: return composite(c, md, NULL, 0);
		}
		return basicof(c, md);
	case LLVMDISubroutineTypeMetadataKind:
		return functype(c, md);
	}
	return basicof(c, md);
}

/* Scopes and the nodes functions refer to. */

/* A lexical scope: the compile unit, a function, a block or a composite. */
static SpvId
scope(struct lsv_ctx *c, LLVMMetadataRef md)
{
	unsigned n;
	SpvId id;

	for (n = 0; n < MAXDEPTH && md; n++) {
		switch (kind(md)) {
		case LLVMDICompileUnitMetadataKind:
		case LLVMDISubprogramMetadataKind:
		case LLVMDILexicalBlockMetadataKind:
			return node(c, md, R_NODE);
		case LLVMDICompositeTypeMetadataKind:
			id = dtype(c, md);
			if (made(c, id) == LSV_DI_DebugTypeComposite)
				return id;
			break;
		case LLVMDIFileMetadataKind:
			md = NULL;
			continue;
		}
		md = op(c, md, 1); /* a namespace, a block file, a module: its parent */
	}
	return node(c, c->dbg->cu, R_NODE);
}

static unsigned
language(struct lsv_ctx *c, LLVMMetadataRef cu)
{
	if (fis(c, cu, "language", "DW_LANG_OpenCL"))
		return SpvSourceLanguageOpenCL_C;
	if (LLVMGetNamedMetadataNumOperands(c->m, "opencl.cxx.version"))
		return SpvSourceLanguageCPP_for_OpenCL;
	return SpvSourceLanguageUnknown;
}

static SpvId
function(struct lsv_ctx *c, LLVMMetadataRef sp, SpvId id)
{
	struct lsv_debug *d = c->dbg;
	size_t nn, ln;
	const char *name = opstr(c, sp, 2, &nn), *link = opstr(c, sp, 3, &ln);
	LLVMMetadataRef ty = op(c, sp, 4);
	SpvId fty = ty ? dtype(c, ty) : functype(c, NULL), fn = (SpvId)lsv_map_get(&d->fns, (uint64_t)(uintptr_t)sp);
	unsigned line = LLVMDISubprogramGetLine(sp);

	within(c, op(c, sp, 0), (uint64_t)fnum(c, sp, "scopeLine", line), 0);
	if (d->flavour == F_NS)
		return DI(c, TYPES(c), id, LSV_DI_DebugFunction, str(c, name, nn), fty, src(c, op(c, sp, 0), line, 0), VAL(line),
		          VAL(0), scope(c, op(c, sp, 1)), str(c, link, ln), VAL(flags(c, sp)),
		          VAL(fnum(c, sp, "scopeLine", line)));
	return DI(c, TYPES(c), id, LSV_DI_DebugFunction, str(c, name, nn), fty, src(c, op(c, sp, 0), line, 0), VAL(line),
	          VAL(0), scope(c, op(c, sp, 1)), str(c, link, ln), VAL(flags(c, sp)),
	          VAL(fnum(c, sp, "scopeLine", line)), fn ? fn : none(c));
}

/* The argument number (0 for a local) of variable v when its flags are none:
 * DILocalVariable nodes are uniqued, so making v again with the right
 * number gives v itself. -1 when no number up to 64 does (then v's printed
 * form tells). Cheaper than printing every variable. */
static int64_t
argnumber(struct lsv_ctx *c, LLVMMetadataRef v)
{
	struct lsv_debug *d = c->dbg;
	size_t n;
	const char *name = opstr(c, v, 1, &n);
	LLVMMetadataRef scope = op(c, v, 0), file = op(c, v, 2), type = op(c, v, 3);
	unsigned line = LLVMDIVariableGetLine(v), k;

	if (!scope)
		return -1;
	if (!d->dib)
		d->dib = LLVMCreateDIBuilderDisallowUnresolved(c->m);
	if (LLVMDIBuilderCreateAutoVariable(d->dib, scope, name, n, file, line, type, 0, 0, 0) == v)
		return 0;
	for (k = 1; k <= 64; k++)
		if (LLVMDIBuilderCreateParameterVariable(d->dib, scope, name, n, k, file, line, type, 0, 0) == v)
			return k;
	return -1;
}

static SpvId
variable(struct lsv_ctx *c, LLVMMetadataRef v, SpvId id)
{
	size_t n;
	const char *name = opstr(c, v, 1, &n);
	int64_t arg = argnumber(c, v);
	uint32_t f = arg < 0 ? flags(c, v) : 0;
	uint64_t ops[8] = {str(c, name, n), dtype(c, op(c, v, 3)), src(c, op(c, v, 2), LLVMDIVariableGetLine(v), 0),
	                   VAL(LLVMDIVariableGetLine(v)), VAL(0), scope(c, op(c, v, 0)), VAL(f), VAL(0)};

	if (arg < 0)
		arg = fnum(c, v, "arg", 0);
	ops[7] = VAL(arg);
	return di(c, TYPES(c), id, LSV_DI_DebugLocalVariable, ops, arg > 0 ? 8 : 7);
}

static SpvId
expression(struct lsv_ctx *c, LLVMMetadataRef md, SpvId id)
{
	struct expr *e = (struct expr *)(uintptr_t)lsv_map_get(&c->dbg->exprs, (uint64_t)(uintptr_t)md);
	uint64_t *ops = lsv_alloc(&c->fn, (e ? e->n : 1) * sizeof(*ops) + 8), one[3];
	unsigned i = 0, k = 0, j, m;

	while (e && i < e->n) {
		/* the operand counts: see expr() */
		m = e->w[i] == LSV_DIO_PlusUconst || e->w[i] == LSV_DIO_Constu ? 1
		    : e->w[i] == LSV_DIO_BitPiece || e->w[i] == LSV_DIO_Fragment ? 2 : 0;
		char *key = lsv_fmt(&c->fn, "op/%u/%u/%u", e->w[i], m > 0 ? e->w[i + 1] : 0, m > 1 ? e->w[i + 2] : 0);
		struct strent *s = content(c, &c->dbg->basics, key, strlen(key), &(bool){false});
		for (j = 0; j <= m; j++)
			one[j] = VAL(e->w[i + j]);
		if (!s->id)
			s->id = di(c, TYPES(c), 0, LSV_DI_DebugOperation, one, m + 1);
		ops[k++] = s->id;
		i += m + 1;
	}
	return di(c, TYPES(c), id, LSV_DI_DebugExpression, ops, k);
}

static SpvId
inlinedat(struct lsv_ctx *c, LLVMMetadataRef loc, SpvId id)
{
	LLVMMetadataRef up = LLVMDILocationGetInlinedAt(loc);
	SpvId s = scope(c, LLVMDILocationGetScope(loc));

	if (up)
		return DI(c, TYPES(c), id, LSV_DI_DebugInlinedAt, VAL(LLVMDILocationGetLine(loc)), s,
		          node(c, up, R_NODE));
	return DI(c, TYPES(c), id, LSV_DI_DebugInlinedAt, VAL(LLVMDILocationGetLine(loc)), s);
}

static SpvId
build(struct lsv_ctx *c, LLVMMetadataRef md, enum role r, SpvId id)
{
	if (r == R_SRC)
		return source(c, kind(md) == LLVMDIFileMetadataKind ? md : NULL, id);
	if (r == R_EXPR)
		return expression(c, md, id);
	switch (kind(md)) {
	case LLVMDICompileUnitMetadataKind:
		return DI(c, TYPES(c), id, LSV_DI_DebugCompilationUnit,
		          VAL(c->dbg->flavour == F_NS ? LSV_NSDI_VERSION : LSV_OCLDI_VERSION),
		          VAL(c->dbg->dwarf), src(c, op(c, md, 0), 0, 0), VAL(language(c, md)));
	case LLVMDISubprogramMetadataKind:
		return function(c, md, id);
	case LLVMDILexicalBlockMetadataKind:
		return DI(c, TYPES(c), id, LSV_DI_DebugLexicalBlock,
		          src(c, op(c, md, 0), (uint64_t)fnum(c, md, "line", 0), (uint64_t)fnum(c, md, "column", 0)),
		          VAL(fnum(c, md, "line", 0)), VAL(fnum(c, md, "column", 0)), scope(c, op(c, md, 1)));
	case LLVMDILocationMetadataKind:
		return inlinedat(c, md, id);
	case LLVMDILocalVariableMetadataKind:
		return variable(c, md, id);
	}
	return type(c, md);
}

static bool
done(struct lsv_ctx *c, LLVMMetadataRef md)
{
	return lsv_map_get(&c->dbg->nodes, nodekey(md, R_NODE)) >> 32 == DONE;
}

/* The scope or inlining site a block or inlining site md needs made first,
 * when it is not made yet; NULL when there is none. */
static LLVMMetadataRef
outer(struct lsv_ctx *c, LLVMMetadataRef md)
{
	LLVMMetadataRef up = NULL;
	unsigned n;

	if (kind(md) == LLVMDILocationMetadataKind) {
		up = LLVMDILocationGetInlinedAt(md);
		if (up && !done(c, up))
			return up;
		up = LLVMDILocationGetScope(md);
	} else if (kind(md) == LLVMDILexicalBlockMetadataKind) {
		up = op(c, md, 1);
	}
	for (n = 0; n < MAXDEPTH && kind(up) == LLVMDILexicalBlockFileMetadataKind; n++)
		up = op(c, up, 1);
	if ((kind(up) == LLVMDILexicalBlockMetadataKind || kind(up) == LLVMDISubprogramMetadataKind) && !done(c, up))
		return up;
	return NULL;
}

/* Blocks and inlining sites nest as deep as the source does: make the
 * outer ones of md first, without recursion, so that node() never recurses
 * through them. */
static void
outerfirst(struct lsv_ctx *c, LLVMMetadataRef md)
{
	struct lsv_vec stack;
	LLVMMetadataRef up;

	if (!outer(c, md))
		return;
	lsv_vec_init(&stack, &c->fn);
	for (;;) {
		/* (a cycle, which only malformed metadata has, ends in node()) */
		while (stack.n < 4000000 && (up = outer(c, md))) {
			lsv_vec_push(&stack, (uint32_t)(uintptr_t)md);
			lsv_vec_push(&stack, (uint32_t)((uint64_t)(uintptr_t)md >> 32));
			md = up;
		}
		node(c, md, R_NODE);
		if (!stack.n)
			return;
		stack.n -= 2;
		md = (LLVMMetadataRef)(uintptr_t)((uint64_t)stack.w[stack.n + 1] << 32 | stack.w[stack.n]);
	}
}

/* The id of node md in role r, emitted now with everything it refers to. */
static SpvId
node(struct lsv_ctx *c, LLVMMetadataRef md, enum role r)
{
	struct lsv_debug *d = c->dbg;
	uint64_t k = nodekey(md, r), *slot;
	SpvId id;
	bool fresh;

	slot = lsv_map_slot(&d->nodes, k, &fresh);
	if (!fresh && *slot >> 32 == DONE)
		return (SpvId)*slot;
	/* a type that contains itself, or types nested too deep: a stand-in
	 * (never for a reserved node, which function bodies refer to) */
	if ((!fresh && *slot >> 32 == BUSY) || (fresh && d->depth > MAXDEPTH)) {
		unsigned k = kind(md);
		if (r == R_NODE && (k == LLVMDIBasicTypeMetadataKind || k == LLVMDIDerivedTypeMetadataKind ||
		                    k == LLVMDICompositeTypeMetadataKind || k == LLVMDISubroutineTypeMetadataKind))
			return standin(c, md);
		return node(c, d->cu, R_NODE);
	}
	id = fresh ? 0 : (SpvId)*slot;
	*slot = (uint64_t)id | (uint64_t)BUSY << 32;
	d->depth++;
	id = build(c, md, r, id);
	d->depth--;
	*lsv_map_slot(&d->nodes, k, &fresh) = (uint64_t)id | (uint64_t)DONE << 32;
	return id;
}

/* The source: OpSource, OpSourceExtension. */

/* Version of named metadata name ({i32 major, i32 minor[, i32 rev]}) as OpSource
 * encodes it (2.0 is 200000); false if the module has none. */
static bool
version(struct lsv_ctx *c, const char *name, uint32_t *v)
{
	LLVMValueRef node, ops[3];
	unsigned n;

	if (LLVMGetNamedMetadataNumOperands(c->m, name) < 1)
		return false;
	LLVMGetNamedMetadataOperands(c->m, name, &node);
	n = LLVMGetMDNodeNumOperands(node);
	if (n != 2 && !(n == 3 && strcmp(name, "opencl.cxx.version") == 0))
		return false;
	LLVMGetMDNodeOperands(node, ops);
	for (unsigned i = 0; i < n; i++)
		if (!ops[i] || !LLVMIsAConstantInt(ops[i]))
			return false;
	*v = (uint32_t)LLVMConstIntGetZExtValue(ops[0]) * 100000 + (uint32_t)LLVMConstIntGetZExtValue(ops[1]) * 1000 +
	     (n == 3 ? (uint32_t)LLVMConstIntGetZExtValue(ops[2]) * 10 : 0);
	return true;
}

/* The strings of named metadata name ({!"cl_khr_fp64", ...} tuples) as
 * OpSourceExtension, once each. */
static void
sourceexts(struct lsv_ctx *c, const char *name, struct lsv_map *seen)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(c->m, name), i, j, m;
	LLVMValueRef *nodes, *ops;

	if (!n)
		return;
	nodes = lsv_alloc(&c->fn, n * sizeof(*nodes));
	LLVMGetNamedMetadataOperands(c->m, name, nodes);
	for (i = 0; i < n; i++) {
		m = LLVMGetMDNodeNumOperands(nodes[i]);
		ops = lsv_alloc(&c->fn, (m + 1) * sizeof(*ops));
		LLVMGetMDNodeOperands(nodes[i], ops);
		for (j = 0; j < m; j++) {
			unsigned len;
			const char *ext = ops[j] && LLVMIsAMDString(ops[j]) ? LLVMGetMDString(ops[j], &len) : NULL;
			struct lsv_vec v;
			bool fresh;
			if (!ext || !len || memchr(ext, 0, len))
				continue;
			content(c, seen, ext, len, &fresh);
			if (!fresh)
				continue;
			lsv_vec_init(&v, &c->fn);
			lsv_vec_utf8(&v, ext, cut(ext, len, 60000));
			lsv_emit(c, &c->sec[SEC_STRING], SpvOpSourceExtension, v.w, v.n);
		}
	}
}

void
lsv_debug_source(struct lsv_ctx *c)
{
	struct lsv_debug *d = c->dbg;
	LLVMMetadataRef file = d && d->cu ? cufile(c) : NULL;
	uint32_t lang, ver = 0;
	unsigned tn = 0;
	const char *text = file ? LLVMDIFileGetSource(file, &tn) : NULL;
	struct lsv_vec v;
	struct lsv_map seen;
	size_t k;

	if (version(c, "opencl.cxx.version", &ver))
		lang = SpvSourceLanguageCPP_for_OpenCL;
	else if (version(c, "opencl.ocl.version", &ver))
		lang = SpvSourceLanguageOpenCL_C;
	else if (file)
		lang = language(c, d->cu);
	else
		lang = 0, ver = UINT32_MAX;
	if (ver != UINT32_MAX) {
		lsv_vec_init(&v, &c->fn);
		lsv_vec_push(&v, lang);
		lsv_vec_push(&v, ver);
		if (file) {
			lsv_vec_push(&v, filestr(c, file));
			/* The text, when the IR embeds it, over OpSourceContinued. A
			 * debug instruction set has it in DebugSource instead: the
			 * Khronos reader (llvm-spirv-15) fails on OpSource with text. */
			if (!tn || d->flavour != F_NONE)
				text = NULL;
			k = text ? cut(text, tn, 60000) : 0;
			if (text)
				lsv_vec_utf8(&v, text, k);
			lsv_emit(c, &c->sec[SEC_STRING], SpvOpSource, v.w, v.n);
			while (text && k < tn) {
				size_t m = cut(text + k, tn - k, 60000);
				lsv_vec_init(&v, &c->fn);
				lsv_vec_utf8(&v, text + k, m);
				lsv_emit(c, &c->sec[SEC_STRING], SpvOpSourceContinued, v.w, v.n);
				k += m;
			}
		} else {
			lsv_emit(c, &c->sec[SEC_STRING], SpvOpSource, v.w, v.n);
		}
	}
	lsv_map_init(&seen, &c->fn);
	sourceexts(c, "opencl.used.extensions", &seen);
	sourceexts(c, "opencl.used.optional.core.features", &seen);
}

/* Lines and scopes, while a function is lowered. */

static SpvId
scoperef(struct lsv_ctx *c, LLVMMetadataRef s)
{
	unsigned n;

	for (n = 0; n < MAXDEPTH && s && kind(s) == LLVMDILexicalBlockFileMetadataKind; n++)
		s = op(c, s, 1);
	if (s && (kind(s) == LLVMDISubprogramMetadataKind || kind(s) == LLVMDILexicalBlockMetadataKind))
		return ref(c, s, R_NODE);
	return ref(c, c->dbg->cu, R_NODE);
}

/* No line from here on. */
static void
noline(struct lsv_ctx *c)
{
	struct lsv_debug *d = c->dbg;

	if (d->haveline && d->lines) {
		if (d->flavour == F_NS)
			di(c, c->f->cur, 0, LSV_DI_DebugNoLine, NULL, 0);
		else
			EMIT0(c, c->f->cur, SpvOpNoLine);
	}
	d->haveline = d->freshline = false;
}

/* No line and no scope from here on. */
static void
noloc(struct lsv_ctx *c)
{
	struct lsv_debug *d = c->dbg;

	noline(c);
	if (d->havescope && d->flavour != F_NONE)
		di(c, c->f->cur, 0, LSV_DI_DebugNoScope, NULL, 0);
	d->havescope = d->freshscope = false;
}

void
lsv_debug_loc(struct lsv_ctx *c, LLVMValueRef i)
{
	struct lsv_debug *d = c->dbg;
	LLVMOpcode opc = LLVMGetInstructionOpcode(i);
	LLVMMetadataRef loc, file, at;
	unsigned line, col;
	SpvId s, in;
	bool call;

	if (!d || !d->cu)
		return;
	if (c->f->f != d->fn) {
		d->fn = c->f->f;
		d->haveline = d->havescope = false;
	}
	if (c->f->bb != d->bb) {
		/* 2.4: a location holds to the end of its block */
		d->bb = c->f->bb;
		d->freshline = d->freshscope = true;
	}
	/* OpPhi comes first in its block; OpVariables are elsewhere */
	if (opc == LLVMPHI || opc == LLVMAlloca)
		return;
	call = LLVMIsADbgInfoIntrinsic(i) != NULL;
	if (call && d->flavour == F_NONE)
		return;
	loc = LLVMInstructionGetDebugLoc(i);
	if (!loc) {
		if (!call)
			noloc(c);
		return;
	}
	if (d->flavour != F_NONE) {
		s = scoperef(c, LLVMDILocationGetScope(loc));
		at = LLVMDILocationGetInlinedAt(loc);
		in = at ? ref(c, at, R_NODE) : 0;
		if (d->freshscope || !d->havescope || s != d->scope || in != d->inlined) {
			if (in)
				DI(c, c->f->cur, 0, LSV_DI_DebugScope, s, in);
			else
				DI(c, c->f->cur, 0, LSV_DI_DebugScope, s);
			d->scope = s;
			d->inlined = in;
			d->havescope = true;
			d->freshscope = false;
		}
	}
	/* a variable's location is not a line of code */
	if (call || !d->lines)
		return;
	line = LLVMDILocationGetLine(loc);
	col = LLVMDILocationGetColumn(loc);
	file = LLVMDIScopeGetFile(LLVMDILocationGetScope(loc));
	if (!file)
		file = cufile(c);
	/* NonSemantic: "source lines start at Line 1" (SPIRV-Tools, for a file
	 * with its text); a location on line 0 belongs to no line */
	if (!line && d->flavour == F_NS) {
		noline(c);
		return;
	}
	if (d->freshline || !d->haveline || file != d->file || line != d->line || col != d->col) {
		if (d->flavour == F_NS) {
			within(c, file, line, col);
			DI(c, c->f->cur, 0, LSV_DI_DebugLine, ref(c, file ? file : d->cu, R_SRC), VAL(line), VAL(line),
			   VAL(col), VAL(col));
		} else {
			EMIT(c, c->f->cur, SpvOpLine, filestr(c, file), line, col);
		}
		d->file = file;
		d->line = line;
		d->col = col;
		d->haveline = true;
		d->freshline = false;
	}
}

void
lsv_debug_fnbody(struct lsv_ctx *c, struct lsv_vec *out)
{
	struct lsv_debug *d = c->dbg;
	LLVMMetadataRef sp;

	if (!d || !d->cu)
		return;
	sp = LLVMGetSubprogram(c->f->f);
	/* NonSemantic: which OpFunction a DebugFunction describes */
	if (sp && d->flavour == F_NS)
		DI(c, out, 0, LSV_DI_DebugFunctionDefinition, ref(c, sp, R_NODE),
		   (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)c->f->f));
}

/* DW_OP_* of DIExpression and their DebugOperation, with operand counts. */
static const struct {
	const char *dw;
	unsigned op, n;
} dwops[] = {
	{"DW_OP_LLVM_fragment", LSV_DIO_Fragment, 2},
	{"DW_OP_bit_piece", LSV_DIO_BitPiece, 2},
	{"DW_OP_constu", LSV_DIO_Constu, 1},
	{"DW_OP_deref", LSV_DIO_Deref, 0},
	{"DW_OP_minus", LSV_DIO_Minus, 0},
	{"DW_OP_plus", LSV_DIO_Plus, 0},
	{"DW_OP_plus_uconst", LSV_DIO_PlusUconst, 1},
	{"DW_OP_stack_value", LSV_DIO_StackValue, 0},
	{"DW_OP_swap", LSV_DIO_Swap, 0},
	{"DW_OP_xderef", LSV_DIO_Xderef, 0},
};

/* The operations of DIExpression md, parsed once from its printed form
 * ("!DIExpression(DW_OP_constu, 0, DW_OP_swap)"; LLVM prints an expression in
 * place, so this is cheap even while calls use it). */
static struct expr *
expression_of(struct lsv_ctx *c, LLVMMetadataRef md)
{
	struct lsv_debug *d = c->dbg;
	struct expr *e = (struct expr *)(uintptr_t)lsv_map_get(&d->exprs, (uint64_t)(uintptr_t)md);
	unsigned cap = 8, i, j;
	char *s;
	const char *text, *p;
	bool fresh;

	if (e)
		return e;
	s = LLVMPrintValueToString(LLVMMetadataAsValue(c->llctx, md));
	text = lsv_strndup(&c->mod, s, strlen(s));
	LLVMDisposeMessage(s);
	e = lsv_alloc(&c->mod, sizeof(*e));
	*lsv_map_slot(&d->exprs, (uint64_t)(uintptr_t)md, &fresh) = (uint64_t)(uintptr_t)e;
	p = strchr(text, '(');
	e->w = lsv_alloc(&c->mod, cap * sizeof(*e->w));
	e->ok = p != NULL;
	while (e->ok && *++p && *p != ')') {
		size_t n = strcspn(p, ",)");
		for (i = 0; i < LSV_LEN(dwops); i++)
			if (strlen(dwops[i].dw) == n && !strncmp(dwops[i].dw, p, n))
				break;
		if (i == LSV_LEN(dwops)) {
			e->ok = false;
			break;
		}
		if (e->n + dwops[i].n + 1 > cap) {
			uint32_t *w = lsv_alloc(&c->mod, (cap *= 2) * sizeof(*w));
			memcpy(w, e->w, e->n * sizeof(*w));
			e->w = w;
		}
		e->w[e->n++] = dwops[i].op;
		p += n;
		for (j = 0; j < dwops[i].n && e->ok; j++) {
			char *end;
			unsigned long long v;
			if (strncmp(p, ", ", 2)) {
				e->ok = false;
				break;
			}
			v = strtoull(p + 2, &end, 10);
			e->ok = end != p + 2 && v <= UINT32_MAX;
			e->w[e->n++] = (uint32_t)v;
			p = end;
		}
		if (*p == ',')
			p++;
	}
	return e;
}

/* Variables: llvm.dbg.declare, llvm.dbg.value, llvm.dbg.assign. */

static void
addvar(struct lsv_ctx *c, LLVMMetadataRef var)
{
	struct lsv_debug *d = c->dbg;
	uint64_t k = (uint64_t)(uintptr_t)var;
	bool fresh;

	lsv_map_slot(&d->seenvar, k, &fresh);
	if (!fresh)
		return;
	*lsv_map_slot(&d->seenvar, k, &fresh) = 1;
	lsv_vec_push(&d->vars, (uint32_t)k);
	lsv_vec_push(&d->vars, (uint32_t)(k >> 32));
}

/* The id of v for DebugValue: an id the lowering gave it (every value
 * dominating the call has been lowered), a global, or a constant of a type the
 * module has already; 0 if there is none (then there is no DebugValue). */
static SpvId
valueid(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId type = (SpvId)lsv_map_get(&c->types, (uint64_t)(uintptr_t)t);

	if (LLVMIsAInstruction(v) || LLVMIsAArgument(v))
		return (SpvId)lsv_map_get(&c->f->vals, (uint64_t)(uintptr_t)v);
	if (LLVMIsAGlobalValue(v))
		return (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)v);
	if (!type)
		return 0;
	if (LLVMIsUndef(v) || LLVMIsPoison(v))
		return lsv_undef(c, type);
	if (LLVMIsAConstantPointerNull(v))
		return lsv_null(c, type);
	if (LLVMIsAConstantInt(v) || LLVMIsAConstantFP(v))
		return lsv_const(c, v, NULL);
	return 0;
}

/* Is alloca a of a size known before run time (an OpVariable)? */
static bool
fixedsize(struct lsv_ctx *c, LLVMValueRef a)
{
	LLVMValueRef n = LLVMGetOperand(a, 0);

	return LLVMIsAConstantInt(n) || (c->hasspec && lsv_spec_of(c, n));
}

void
lsv_debug_intrinsic(struct lsv_ctx *c, LLVMValueRef call)
{
	struct lsv_debug *d = c->dbg;
	size_t len;
	const char *name = LLVMGetValueName2(LLVMGetCalledValue(call), &len);
	LLVMMetadataRef var, expr, loc;
	LLVMValueRef arg, val;
	struct expr *e;
	SpvId id;

	if (!d || !d->cu || LLVMGetNumArgOperands(call) < 3 || !strcmp(name, dbgfns[3]))
		return;
	var = LLVMValueAsMetadata(LLVMGetOperand(call, 1));
	expr = LLVMValueAsMetadata(LLVMGetOperand(call, 2));
	if (kind(var) != LLVMDILocalVariableMetadataKind || kind(expr) != LLVMDIExpressionMetadataKind)
		return;
	addvar(c, var);
	e = d->flavour == F_NONE ? NULL : expression_of(c, expr);
	/* the location: a value, or a list of values (DIArgList, left out) */
	arg = LLVMGetOperand(call, 0);
	if (d->flavour == F_NONE || !e || !e->ok || LLVMGetMDNodeNumOperands(arg) != 1)
		return;
	loc = LLVMValueAsMetadata(arg);
	if (kind(loc) != LLVMLocalAsMetadataMetadataKind && kind(loc) != LLVMConstantAsMetadataMetadataKind)
		return;
	LLVMGetMDNodeOperands(arg, &val);
	if (!val)
		return;
	if (!strcmp(name, dbgfns[0])) {
		/* 2023.1: the variable of DebugDeclare is an OpVariable or a
		 * parameter (an alloca of run-time size is an
		 * OpVariableLengthArrayINTEL) */
		id = LLVMIsAAllocaInst(val) && fixedsize(c, val) ? (SpvId)lsv_map_get(&c->f->allocas, (uint64_t)(uintptr_t)val)
		   : LLVMIsAArgument(val) ? valueid(c, val) : 0;
		if (id)
			DI(c, c->f->cur, 0, LSV_DI_DebugDeclare, ref(c, var, R_NODE), id, ref(c, expr, R_EXPR));
		return;
	}
	if ((id = valueid(c, val)))
		DI(c, c->f->cur, 0, LSV_DI_DebugValue, ref(c, var, R_NODE), id, ref(c, expr, R_EXPR));
}

/* Names. */

/* The LLVM slot number of an unnamed value (%5, @0), as the IR printer gives
 * it; -1 if none. */
static int64_t
slot(struct lsv_ctx *c, LLVMValueRef v)
{
	struct lsv_debug *d = c->dbg;
	LLVMValueRef f, g, a, i;
	LLVMBasicBlockRef bb;
	uint64_t n = 0;
	bool fresh;

	if (LLVMIsAGlobalValue(v)) {
		if (!d->gslotsdone) {
			d->gslotsdone = true;
			for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g))
				if (!*LLVMGetValueName(g))
					*lsv_map_slot(&d->gslots, (uint64_t)(uintptr_t)g, &fresh) = ++n;
			for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
				if (!*LLVMGetValueName(f))
					*lsv_map_slot(&d->gslots, (uint64_t)(uintptr_t)f, &fresh) = ++n;
		}
		return (int64_t)lsv_map_get(&d->gslots, (uint64_t)(uintptr_t)v) - 1;
	}
	f = LLVMIsAArgument(v) ? LLVMGetParamParent(v)
	  : LLVMValueIsBasicBlock(v) ? LLVMGetBasicBlockParent(LLVMValueAsBasicBlock(v))
	  : LLVMIsAInstruction(v) ? LLVMGetBasicBlockParent(LLVMGetInstructionParent(v)) : NULL;
	if (!f)
		return -1;
	if (f != d->slotfn) {
		d->slotfn = f;
		lsv_map_init(&d->slots, &c->mod);
		for (a = LLVMGetFirstParam(f); a; a = LLVMGetNextParam(a))
			if (!*LLVMGetValueName(a))
				*lsv_map_slot(&d->slots, (uint64_t)(uintptr_t)a, &fresh) = ++n;
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
			if (!*LLVMGetValueName(LLVMBasicBlockAsValue(bb)))
				*lsv_map_slot(&d->slots, (uint64_t)(uintptr_t)LLVMBasicBlockAsValue(bb), &fresh) = ++n;
			for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i))
				if (LLVMGetTypeKind(LLVMTypeOf(i)) != LLVMVoidTypeKind && !*LLVMGetValueName(i))
					*lsv_map_slot(&d->slots, (uint64_t)(uintptr_t)i, &fresh) = ++n;
		}
	}
	return (int64_t)lsv_map_get(&d->slots, (uint64_t)(uintptr_t)v) - 1;
}

void
lsv_name_value(struct lsv_ctx *c, SpvId id, LLVMValueRef v)
{
	size_t len;
	const char *name = LLVMGetValueName2(v, &len);
	int64_t n;
	char buf[24];

	if (!id)
		return;
	if (len) {
		lsv_name(c, id, name, len);
		return;
	}
	if (!c->dbg || !c->dbg->allnames || (n = slot(c, v)) < 0)
		return;
	snprintf(buf, sizeof buf, "%lld", (long long)n);
	lsv_name(c, id, buf, strlen(buf));
}

/* OpMemberName for the members of LLVM struct type "struct.<name>" (or
 * "class.<name>") that the DI struct md names: a member whose offset and size
 * are an LLVM element's. */
static void
membernames(struct lsv_ctx *c, LLVMMetadataRef md, const char *name, size_t n)
{
	struct lsv_debug *d = c->dbg;
	char *full = lsv_fmt(&c->fn, "%s.%.*s", tag(md) == TAG_class ? "class" : "struct", (int)n, name);
	LLVMTypeRef t = LLVMGetTypeByName2(c->llctx, full);
	LLVMTargetDataRef td = LLVMGetModuleDataLayout(c->m);
	unsigned nm, i, j;
	LLVMMetadataRef *ms;
	SpvId id;
	bool fresh;

	if (!n || !t || LLVMIsOpaqueStruct(t) || !(id = (SpvId)lsv_map_get(&c->types, (uint64_t)(uintptr_t)t)))
		return;
	lsv_map_slot(&d->mnamed, id, &fresh);
	if (!fresh)
		return;
	*lsv_map_slot(&d->mnamed, id, &fresh) = 1;
	ms = members(c, md, &nm);
	for (i = 0; i < LLVMCountStructElementTypes(t); i++) {
		LLVMTypeRef et = LLVMStructGetTypeAtIndex(t, i);
		uint64_t off = LLVMOffsetOfElement(td, t, i) * 8;
		for (j = 0; j < nm; j++) {
			uint64_t sz = LLVMDITypeGetSizeInBits(ms[j]);
			size_t mn;
			const char *mname = tname(c, ms[j], &mn);
			struct lsv_vec v;
			if (LLVMDITypeGetOffsetInBits(ms[j]) != off || (LLVMDITypeGetFlags(ms[j]) & LLVMDIFlagBitField) ||
			    !mn || (sz != LLVMSizeOfTypeInBits(td, et) && sz != LLVMABISizeOfType(td, et) * 8))
				continue;
			lsv_vec_init(&v, &c->fn);
			lsv_vec_push(&v, id);
			lsv_vec_push(&v, i);
			lsv_vec_utf8(&v, mname, cut(mname, mn, 60000));
			lsv_emit(c, &c->sec[SEC_NAME], SpvOpMemberName, v.w, v.n);
			break;
		}
	}
}

/* Walk the DI types under md for structs to give member names. */
static void
walk(struct lsv_ctx *c, LLVMMetadataRef md, unsigned depth)
{
	struct lsv_debug *d = c->dbg;
	unsigned t = tag(md), n, i;
	LLVMMetadataRef *elems, b;
	size_t len;
	const char *name;
	bool fresh;

	if (!md || depth > MAXDEPTH)
		return;
	lsv_map_slot(&d->visited, (uint64_t)(uintptr_t)md, &fresh);
	if (!fresh)
		return;
	*lsv_map_slot(&d->visited, (uint64_t)(uintptr_t)md, &fresh) = 1;
	if (kind(md) == LLVMDISubroutineTypeMetadataKind) {
		elems = tuple(c, op(c, md, 3), &n);
		for (i = 0; i < n; i++)
			walk(c, elems[i], depth + 1);
		return;
	}
	if (t == TAG_struct || t == TAG_class || t == TAG_union) {
		name = tname(c, md, &len);
		if (t != TAG_union)
			membernames(c, md, name, len);
		elems = members(c, md, &n);
		for (i = 0; i < n; i++)
			walk(c, base(c, elems[i]), depth + 1);
		return;
	}
	b = kind(md) == LLVMDIDerivedTypeMetadataKind || t == TAG_array || t == TAG_enum ? base(c, md) : NULL;
	/* typedef struct { ... } S names LLVM's %struct.S */
	if (t == TAG_typedef && b && (tag(b) == TAG_struct || tag(b) == TAG_class) && (tname(c, b, &len), !len)) {
		name = tname(c, md, &len);
		membernames(c, b, name, len);
	}
	walk(c, b, depth + 1);
}

static void
walklist(struct lsv_ctx *c, LLVMMetadataRef list, unsigned typeop)
{
	unsigned n, i;
	LLVMMetadataRef *elems = tuple(c, list, &n);

	for (i = 0; i < n; i++) {
		LLVMMetadataRef e = elems[i];
		if (kind(e) == LLVMDIGlobalVariableExpressionMetadataKind)
			e = op(c, e, 0);
		walk(c, typeop == 3 && (kind(e) == LLVMDILocalVariableMetadataKind ||
		                        kind(e) == LLVMDIGlobalVariableMetadataKind) ? op(c, e, 3) : e, 0);
	}
}

/* Module-level work at the end. */

static unsigned
cus(struct lsv_ctx *c, LLVMMetadataRef **out)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(c->m, "llvm.dbg.cu"), i;
	LLVMValueRef *v = lsv_alloc(&c->fn, (n + 1) * sizeof(*v));

	*out = lsv_alloc(&c->fn, (n + 1) * sizeof(**out));
	LLVMGetNamedMetadataOperands(c->m, "llvm.dbg.cu", v);
	for (i = 0; i < n; i++)
		(*out)[i] = LLVMValueAsMetadata(v[i]);
	return n;
}

static void
names(struct lsv_ctx *c)
{
	struct lsv_debug *d = c->dbg;
	LLVMMetadataRef *list, sp;
	LLVMValueRef f;
	unsigned n = cus(c, &list), i;

	for (i = 0; i < n; i++) {
		walklist(c, op(c, list[i], 4), 0);
		walklist(c, op(c, list[i], 5), 0);
		walklist(c, op(c, list[i], 6), 3);
	}
	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f) || !(sp = LLVMGetSubprogram(f)))
			continue;
		walk(c, op(c, sp, 4), 0);
		walklist(c, op(c, sp, 7), 3);
	}
	for (i = 0; i < d->vars.n; i += 2)
		walk(c, op(c, (LLVMMetadataRef)(uintptr_t)((uint64_t)d->vars.w[i + 1] << 32 | d->vars.w[i]), 3), 0);
}

/* DebugGlobalVariable for each global of each compile unit, with the
 * OpVariable of the global that carries it (DebugInfoNone when none does). */
static void
globals(struct lsv_ctx *c)
{
	struct lsv_map owner;
	LLVMMetadataRef *list;
	unsigned k = LLVMGetMDKindIDInContext(c->llctx, "dbg", 3), n = cus(c, &list), i, j, m;
	LLVMValueRef g;

	lsv_map_init(&owner, &c->fn);
	for (g = LLVMGetFirstGlobal(c->m); g; g = LLVMGetNextGlobal(g)) {
		size_t nmd;
		LLVMValueMetadataEntry *e = LLVMGlobalCopyAllMetadata(g, &nmd);
		SpvId id = (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)g);
		bool fresh;
		/* DebugGlobalVariable takes an OpVariable, not an untyped one */
		if (c->untyped && lsv_ptr_untyped(c, lsv_ptr_to(c, LLVMTypeOf(g), LLVMGlobalGetValueType(g), g)))
			id = 0;
		for (j = 0; id && j < nmd; j++)
			if (LLVMValueMetadataEntriesGetKind(e, j) == k)
				*lsv_map_slot(&owner, (uint64_t)(uintptr_t)LLVMValueMetadataEntriesGetMetadata(e, j), &fresh) = id;
		if (e)
			LLVMDisposeValueMetadataEntries(e);
	}
	for (i = 0; i < n; i++) {
		LLVMMetadataRef *gves = tuple(c, op(c, list[i], 6), &m);
		for (j = 0; j < m; j++) {
			LLVMMetadataRef v = kind(gves[j]) == LLVMDIGlobalVariableExpressionMetadataKind ? op(c, gves[j], 0) : NULL;
			SpvId id = (SpvId)lsv_map_get(&owner, (uint64_t)(uintptr_t)gves[j]);
			size_t nn, ln;
			const char *name, *link;
			if (kind(v) != LLVMDIGlobalVariableMetadataKind)
				continue;
			name = opstr(c, v, 1, &nn);
			link = opstr(c, v, 5, &ln);
			DI(c, TYPES(c), 0, LSV_DI_DebugGlobalVariable, str(c, name, nn), dtype(c, op(c, v, 3)),
			   src(c, op(c, v, 2), LLVMDIVariableGetLine(v), 0), VAL(LLVMDIVariableGetLine(v)), VAL(0), scope(c, op(c, v, 0)),
			   str(c, link, ln), id ? id : none(c), VAL(flags(c, v)));
		}
	}
}

/* OpModuleProcessed (SPIR-V 1.1) names the producer when the module is 1.1
 * anyway: debug information never raises the version. */
static void
producer(struct lsv_ctx *c)
{
	LLVMMetadataRef *list;
	unsigned n = cus(c, &list), i;
	struct lsv_map seen;

	if ((c->tgt.version ? c->tgt.version : c->version) < LSV_V(1, 1))
		return;
	lsv_map_init(&seen, &c->fn);
	for (i = 0; i < n; i++) {
		size_t len;
		const char *p = opstr(c, list[i], 1, &len);
		char *text;
		struct lsv_vec v;
		bool fresh;
		if (!len)
			continue;
		content(c, &seen, p, len, &fresh);
		if (!fresh)
			continue;
		text = lsv_fmt(&c->fn, "Debug info producer: %.*s", (int)cut(p, len, 60000), p);
		lsv_vec_init(&v, &c->fn);
		lsv_vec_utf8(&v, text, strlen(text));
		lsv_emit(c, &c->sec[SEC_MODPROC], SpvOpModuleProcessed, v.w, v.n);
	}
}

/* The module in its own debug format again, without the llvm.dbg.*
 * declarations the conversion added. */
static void
format(struct lsv_ctx *c, bool newfmt)
{
	struct lsv_debug *d = c->dbg;
	unsigned i;

	if (!LLVMIsNewDbgInfoFormat(c->m) != !newfmt)
		LLVMSetIsNewDbgInfoFormat(c->m, newfmt);
	for (i = 0; newfmt && i < LSV_LEN(dbgfns); i++) {
		LLVMValueRef f = LLVMGetNamedFunction(c->m, dbgfns[i]);
		if (f && !d->hadecl[i] && !LLVMGetFirstUse(f))
			LLVMDeleteFunction(f);
	}
}

void
lsv_debug_restore(struct lsv_ctx *c)
{
	if (c->dbg && c->dbg->dib)
		LLVMDisposeDIBuilder(c->dbg->dib);
	if (c->dbg)
		c->dbg->dib = NULL;
	if (c->dbg && c->dbg->cu && !c->scratch)
		format(c, c->dbg->newfmt);
}

void
lsv_debug_finish(struct lsv_ctx *c)
{
	struct lsv_debug *d = c->dbg;
	LLVMMetadataRef *list, sp;
	LLVMValueRef f;
	unsigned n, i;
	bool fresh;

	if (!d || !d->cu)
		return;
	names(c);
	if (d->flavour != F_NONE) {
		n = cus(c, &list);
		for (i = 0; i < n; i++)
			node(c, list[i], R_NODE);
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
			if (!LLVMIsDeclaration(f) && (sp = LLVMGetSubprogram(f)))
				*lsv_map_slot(&d->fns, (uint64_t)(uintptr_t)sp, &fresh) =
				        lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)f);
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f))
			if (!LLVMIsDeclaration(f) && (sp = LLVMGetSubprogram(f)))
				node(c, sp, R_NODE);
		for (i = 0; i < d->pending.n; i += 2) {
			uint64_t k = (uint64_t)d->pending.w[i + 1] << 32 | d->pending.w[i];
			LLVMMetadataRef md = (LLVMMetadataRef)(uintptr_t)(k & ~(uint64_t)7);
			if ((k & 7) == R_NODE)
				outerfirst(c, md);
			node(c, md, (enum role)(k & 7));
		}
		globals(c);
		texts(c);
	}
	producer(c);
	if (d->dib)
		LLVMDisposeDIBuilder(d->dib);
	d->dib = NULL;
	if (!c->scratch)
		format(c, d->newfmt);
}

void
lsv_debug_begin(struct lsv_ctx *c)
{
	const struct lsv_options *o = c->opt;
	struct lsv_debug *d;
	LLVMMetadataRef *list, flag;
	LLVMValueRef dw;
	unsigned i, flavour = (unsigned)o->debug_info & LSV_DEBUG_FLAVOUR;

	if (flavour > LSV_DEBUG_NONSEMANTIC_200)
		lsv_fail(c, LSV_ERR_OPTION, "unknown debug information flavour %u", flavour);
	if (!LLVMGetNamedMetadataNumOperands(c->m, "llvm.dbg.cu") && !(o->debug_info & LSV_DEBUG_ALL_NAMES))
		return;
	d = c->dbg = lsv_alloc(&c->mod, sizeof(*d));
	d->allnames = (o->debug_info & LSV_DEBUG_ALL_NAMES) != 0;
	lsv_map_init(&d->opcache, &c->mod);
	lsv_map_init(&d->gslots, &c->mod);
	if (!LLVMGetNamedMetadataNumOperands(c->m, "llvm.dbg.cu"))
		return;
	cus(c, &list);
	d->cu = list[0];
	d->lines = !(o->debug_info & LSV_DEBUG_NO_LINES);
	d->flavour = flavour == LSV_DEBUG_NONE ? F_NONE : flavour >= LSV_DEBUG_NONSEMANTIC_100 ? F_NS : F_OCL;
	d->set = flavour == LSV_DEBUG_NONSEMANTIC_100 ? LSV_SET_NSDI100
	       : flavour == LSV_DEBUG_NONSEMANTIC_200 ? LSV_SET_NSDI200 : LSV_SET_OCLDI;
	/* choosing NonSemantic debug information enables its extension */
	if (d->flavour == F_NS)
		lsv_req_ext(c, LSV_SPV_KHR_non_semantic_info);
	flag = LLVMGetModuleFlag(c->m, "Dwarf Version", 13);
	dw = flag ? LLVMMetadataAsValue(c->llctx, flag) : NULL;
	d->dwarf = 4;
	if (dw && LLVMGetMDNodeNumOperands(dw) == 1) {
		LLVMGetMDNodeOperands(dw, &dw);
		if (dw && LLVMIsAConstantInt(dw))
			d->dwarf = (unsigned)LLVMConstIntGetZExtValue(dw);
	}
	lsv_map_init(&d->nodes, &c->mod);
	lsv_map_init(&d->seenvar, &c->mod);
	lsv_map_init(&d->exprs, &c->mod);
	lsv_map_init(&d->strs, &c->mod);
	lsv_map_init(&d->texts, &c->mod);
	d->textn = &d->text0;
	lsv_map_init(&d->basics, &c->mod);
	lsv_map_init(&d->ops, &c->mod);
	lsv_map_init(&d->text, &c->mod);
	lsv_map_init(&d->fns, &c->mod);
	lsv_map_init(&d->visited, &c->mod);
	lsv_map_init(&d->mnamed, &c->mod);
	lsv_vec_init(&d->pending, &c->mod);
	lsv_vec_init(&d->vars, &c->mod);
	/* LLVM-C 19 sees debug records only as llvm.dbg.* calls */
	d->newfmt = LLVMIsNewDbgInfoFormat(c->m);
	for (i = 0; i < LSV_LEN(dbgfns); i++)
		d->hadecl[i] = LLVMGetNamedFunction(c->m, dbgfns[i]) != NULL;
	LLVMSetIsNewDbgInfoFormat(c->m, false);
}
