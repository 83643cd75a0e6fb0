/* reqs.c: capabilities, extensions and the SPIR-V version a module needs.
 * Every emitted opcode, enumerant and type registers its grammar row here as a
 * side effect; a row's capabilities are an any-of list, and a version or an
 * enabled extension satisfies it. Lowering asks the same rows beforehand
 * (lsv_op_ok and friends) to choose between an extension and a fallback.
 * lsv_reqs_finish() writes the minimal sorted OpCapability/OpExtension sets
 * and fixes the header version. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

static bool
bit(const uint64_t *set, int i)
{
	return set[i / 64] >> (i % 64) & 1;
}

static void
setbit(uint64_t *set, int i)
{
	set[i / 64] |= 1ull << (i % 64);
}

static const char *
capname(uint32_t cap)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, cap);

	return e ? e->name : "?";
}

/* Does cap imply (or equal) `want`? old: only by what the system grammar
 * says too, so tools that know only it agree (grammar facts may change what a
 * capability implies: Int64ImageEXT implies Int64 now, Shader before). */
static bool
implies(uint32_t cap, uint32_t want, int depth, bool old)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, cap);
	unsigned i;

	if (cap == want)
		return true;
	if (!e || depth > 16 || (old && e->newimplies))
		return false;
	for (i = 0; i < e->nimplies; i++)
		if (implies(e->implies[i], want, depth + 1, old))
			return true;
	return false;
}

bool
lsv_version_ok(struct lsv_ctx *c, uint32_t v)
{
	return v != LSV_VNONE && v <= c->tgt.maxversion;
}

static int
enabled_ext(struct lsv_ctx *c, const struct lsv_req *r)
{
	unsigned i;

	for (i = 0; i < r->nexts; i++)
		if (lsv_ext_on(&c->tgt, r->exts[i]))
			return r->exts[i];
	return -1;
}

/* Does cap reach the other environment's root capability (Shader for
 * OpenCL, Kernel for Vulkan), which the module can never declare? */
static bool
foreign(struct lsv_ctx *c, uint32_t cap)
{
	return implies(cap, c->env->other, 0, false);
}

static int
bycap(const void *key, const void *row)
{
	return (int)*(const uint32_t *)key - (int)((const struct lsv_capallow *)row)->cap;
}

/* Is cap on the environment's list of capabilities a module may declare, for
 * the target's version of it? Linkage is the library environment's. */
static bool
listed(struct lsv_ctx *c, uint32_t cap)
{
	const struct lsv_capallow *a;

	if (!c->env->allow)
		return true;
	if (cap == SpvCapabilityLinkage)
		return c->env->linkage(c);
	a = bsearch(&cap, c->env->allow, c->env->nallow, sizeof *a, bycap);
	return a && LSV_V(1, a->minor) <= c->tgt.vkversion;
}

/* May the module declare cap in its environment: not reaching the other
 * root, listed, or brought by an enabled extension its grammar row names
 * (then declared: see lsv_req_cap)? */
static bool
allowed(struct lsv_ctx *c, const struct lsv_enuminfo *e)
{
	if (foreign(c, e->value))
		return false;
	return listed(c, e->value) || (e->req.nexts && enabled_ext(c, &e->req) >= 0);
}

bool
lsv_cap_ok(struct lsv_ctx *c, SpvCapability cap)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, cap);

	if (!e || !allowed(c, e))
		return false;
	return lsv_version_ok(c, e->req.version) || enabled_ext(c, &e->req) >= 0;
}

bool
lsv_has_cap(struct lsv_ctx *c, SpvCapability cap)
{
	int i = lsv_cap_index(cap);

	return i >= 0 && bit(c->capall, i);
}

static void
closure(struct lsv_ctx *c, uint32_t cap, int depth)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, cap);
	int i = lsv_cap_index(cap);
	unsigned k;

	if (i < 0 || depth > 16)
		return;
	setbit(c->capall, i);
	for (k = 0; e && k < e->nimplies; k++)
		closure(c, e->implies[k], depth + 1);
}

static void require(struct lsv_ctx *c, const struct lsv_req *r, const char *what);

/* The extension of r to name in a message: the first that means something in
 * the target's environment (so OpenCL users are not sent to a Vulkan one). */
static int
suggest(struct lsv_ctx *c, const struct lsv_req *r)
{
	unsigned i;

	for (i = 0; i < r->nexts; i++) {
		const struct lsv_extrow *x = lsv_ext_row(r->exts[i]);
		if (x && (x->envs >> c->tgt.env & 1))
			return r->exts[i];
	}
	return r->exts[0];
}

/* Is r satisfied at versions up to limit: one of its capabilities declared or
 * available (within limit), and its version or an enabled extension? */
static bool
usable(struct lsv_ctx *c, const struct lsv_req *r, uint32_t limit)
{
	unsigned i;

	for (i = 0; i < r->ncaps; i++) {
		const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, r->caps[i]);
		if (lsv_has_cap(c, r->caps[i]))
			break;
		if (e && allowed(c, e) && usable(c, &e->req, limit))
			break;
	}
	if (r->ncaps && i == r->ncaps)
		return false;
	if (r->version != LSV_VNONE && r->version <= limit)
		return true;
	if (enabled_ext(c, r) >= 0)
		return true;
	/* some extension-only rows list no extension: their capability brings it */
	return r->version == LSV_VNONE && !r->nexts;
}

static const char *capwhy(struct lsv_ctx *c, const struct lsv_enuminfo *e);

/* The capability of r's any-of list to name when none is available: the
 * first that an option could make available. */
static const struct lsv_enuminfo *
wanted(struct lsv_ctx *c, const struct lsv_req *r)
{
	const struct lsv_enuminfo *e;
	unsigned i;

	for (i = 0; i < r->ncaps; i++)
		if ((e = lsv_enuminfo(LSV_K_Capability, r->caps[i])) && !foreign(c, e->value) &&
		    (listed(c, e->value) || e->req.nexts))
			return e;
	return lsv_enuminfo(LSV_K_Capability, r->caps[0]);
}

/* What would satisfy r (see lsv_op_why); "" when it is satisfied. */
static const char *
why(struct lsv_ctx *c, const struct lsv_req *r)
{
	unsigned i;

	if (usable(c, r, c->tgt.maxversion))
		return "";
	for (i = 0; i < r->ncaps; i++)
		if (lsv_has_cap(c, r->caps[i]) || lsv_cap_ok(c, r->caps[i]))
			break;
	if (r->ncaps && i == r->ncaps)
		return capwhy(c, wanted(c, r));
	if (r->nexts)
		return lsv_fmt(&c->mod, " (enable it with --spirv-ext=+%s)", lsv_ext_names[suggest(c, r)]);
	if (r->version != LSV_VNONE)
		return lsv_fmt(&c->mod, " (it needs SPIR-V %u.%u)", r->version >> 16, r->version >> 8 & 0xff);
	return "";
}

/* Why capability e is not available. */
static const char *
capwhy(struct lsv_ctx *c, const struct lsv_enuminfo *e)
{
	if (foreign(c, e->value))
		return lsv_fmt(&c->mod, " (capability %s is not available in the %s environment)", e->name,
		               c->env->name);
	if (!allowed(c, e) && e->req.nexts)
		return lsv_fmt(&c->mod, " (the %s environment allows capability %s only with extension %s: enable "
		               "it with --spirv-ext=+%s)", c->env->name, e->name, lsv_ext_names[suggest(c, &e->req)],
		               lsv_ext_names[suggest(c, &e->req)]);
	if (!allowed(c, e))
		return lsv_fmt(&c->mod, " (the %s %u.%u environment does not allow capability %s)", c->env->name,
		               c->tgt.vkversion >> 16, c->tgt.vkversion >> 8 & 0xff, e->name);
	return why(c, &e->req);
}

bool
lsv_op_ok(struct lsv_ctx *c, SpvOp op)
{
	const struct lsv_opinfo *o = lsv_opinfo(op);

	return o && usable(c, &o->req, c->tgt.maxversion);
}

bool
lsv_enum_ok(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(kind, value);

	if (!e)
		return false;
	if (kind == LSV_K_Capability)
		return lsv_cap_ok(c, value);
	return usable(c, &e->req, c->tgt.maxversion);
}

bool
lsv_hint_ok(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(kind, value);

	return e && kind != LSV_K_Capability && usable(c, &e->req, c->tgt.version);
}

const char *
lsv_op_why(struct lsv_ctx *c, SpvOp op)
{
	const struct lsv_opinfo *o = lsv_opinfo(op);

	return o ? why(c, &o->req) : "";
}

const char *
lsv_enum_why(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(kind, value);

	if (!e)
		return "";
	return kind == LSV_K_Capability ? (lsv_cap_ok(c, value) ? "" : capwhy(c, e)) : why(c, &e->req);
}

/* The instruction whose lowering needs what is missing, when there is one. */
static LLVMValueRef
here(struct lsv_ctx *c)
{
	return c->f ? c->f->at : NULL;
}

void
lsv_req_cap(struct lsv_ctx *c, SpvCapability cap)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Capability, cap);
	int i = lsv_cap_index(cap);

	if (i < 0 || !e)
		lsv_bug("unknown capability %u", cap);
	if (bit(c->caps, i))
		return;
	if (!lsv_cap_ok(c, cap))
		lsv_fail_at(c, here(c), "capability %s is not available for %s%s", e->name, c->tgt.triple,
		            capwhy(c, e));
	c->newer |= e->newer;
	setbit(c->caps, i);
	closure(c, cap, 0);
	/* allowed only by an extension: declared even where the version has it */
	if (!listed(c, cap))
		lsv_req_ext(c, enabled_ext(c, &e->req));
	require(c, &e->req, lsv_fmt(&c->mod, "capability %s", e->name));
}

void
lsv_req_ext(struct lsv_ctx *c, enum lsv_ext ext)
{
	setbit(c->exts, (int)ext);
}

bool
lsv_use_ext(struct lsv_ctx *c, enum lsv_ext ext)
{
	if (!lsv_ext_on(&c->tgt, ext))
		return false;
	lsv_req_ext(c, ext);
	return true;
}

void
lsv_req_version(struct lsv_ctx *c, uint32_t v, const char *why)
{
	if (v <= c->version)
		return;
	if (v > c->tgt.maxversion)
		lsv_fail_at(c, here(c), "%s needs SPIR-V %u.%u, but %s allows at most %u.%u", why,
		         v >> 16, v >> 8 & 0xff, c->tgt.triple, c->tgt.maxversion >> 16,
		         c->tgt.maxversion >> 8 & 0xff);
	c->version = v;
	c->version_why = why;
}

/* Satisfy one grammar row: one of its capabilities, and its version or one of
 * its extensions. */
static void
require(struct lsv_ctx *c, const struct lsv_req *r, const char *what)
{
	unsigned i;
	int ext;

	if (r->ncaps) {
		for (i = 0; i < r->ncaps; i++)
			if (lsv_has_cap(c, r->caps[i]))
				break;
		if (i == r->ncaps) {
			for (i = 0; i < r->ncaps; i++)
				if (lsv_cap_ok(c, r->caps[i]))
					break;
			if (i == r->ncaps) {
				const struct lsv_enuminfo *e = wanted(c, r);
				lsv_fail_at(c, here(c), "%s needs capability %s%s, which is not available for %s%s",
				         what, e->name, r->ncaps > 1 ? " (or another)" : "", c->tgt.triple, capwhy(c, e));
			}
			lsv_req_cap(c, r->caps[i]);
		}
	}
	/* the version the module has anyway: no extension is needed below it */
	if (r->version != LSV_VNONE && (r->version <= c->version || r->version <= c->tgt.version))
		return;
	ext = enabled_ext(c, r);
	if (ext >= 0) {
		lsv_req_ext(c, ext);
		return;
	}
	/* Some extension-only ops list no extension: their capability brings it. */
	if (r->version == LSV_VNONE && !r->nexts)
		return;
	if (r->version == LSV_VNONE) {
		const char *x = lsv_ext_names[suggest(c, r)];
		lsv_fail_at(c, here(c), "%s needs extension %s; enable it with --spirv-ext=+%s", what, x, x);
	}
	if (r->nexts && r->version > c->tgt.maxversion) {
		const char *x = lsv_ext_names[suggest(c, r)];
		lsv_fail_at(c, here(c), "%s needs SPIR-V %u.%u or extension %s, but %s allows at most %u.%u; "
		            "enable it with --spirv-ext=+%s", what, r->version >> 16, r->version >> 8 & 0xff, x,
		            c->tgt.triple, c->tgt.maxversion >> 16, c->tgt.maxversion >> 8 & 0xff, x);
	}
	lsv_req_version(c, r->version, what);
}

void
lsv_req_op(struct lsv_ctx *c, SpvOp op)
{
	const struct lsv_opinfo *o = lsv_opinfo(op);

	if (!o)
		lsv_bug("unknown opcode %u", op);
	c->newer |= o->newer;
	if (o->req.ncaps || o->req.version != LSV_V(1, 0) || o->req.nexts)
		require(c, &o->req, o->name);
}

void
lsv_req_enum(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(kind, value);

	if (!e)
		lsv_bug("unknown enumerant %u of kind %d", value, kind);
	c->newer |= e->newer;
	if (kind == LSV_K_Capability) {
		lsv_req_cap(c, value);
		return;
	}
	if (e->req.ncaps || e->req.version != LSV_V(1, 0) || e->req.nexts)
		require(c, &e->req, e->name);
}

/* The enumerants among the literal parameters lit[0..n) of enumerant value of
 * kind (a decoration's LinkageType, FPFastMathMode bits...): required like
 * the enumerant itself. Stops at an operand it cannot size. */
void
lsv_req_params(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value, const uint32_t *lit, size_t n)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(kind, value);
	const char *p = e ? e->params : NULL;
	size_t i = 0;

	while (p && *p && i < n) {
		char code = *p++;
		uint32_t bit;
		if (code == 'e' || code == 'b') {
			enum lsv_kind k = (enum lsv_kind)(*p++ - 'A');
			if (code == 'e')
				lsv_req_enum(c, k, lit[i]);
			for (bit = 1; code == 'b' && bit; bit <<= 1)
				if (lit[i] & bit)
					lsv_req_enum(c, k, bit);
			i++;
		} else if (code == 's') {
			while (i < n && !memchr(&lit[i], 0, 4))
				i++;
			i++;
		} else if (strchr("incmf", code)) {
			i++;
		} else {
			return;
		}
		if (*p == '*')
			return;
		p += *p == '?';
	}
}

void
lsv_reqs_finish(struct lsv_ctx *c)
{
	struct lsv_vec *v = &c->sec[SEC_CAP];
	int i, j;

	if (c->tgt.version)
		c->version = c->tgt.version;
	if (c->version < LSV_V(1, 0))
		c->version = LSV_V(1, 0);
	/* Minimal set: leave out what another declared capability implies, as
	 * far as the system's tools know too. */
	for (i = 0; i < LSV_NCAPS; i++) {
		uint32_t cap = lsv_cap_value(i);
		if (!bit(c->caps, i))
			continue;
		for (j = 0; j < LSV_NCAPS; j++)
			if (j != i && bit(c->caps, j) && implies(lsv_cap_value(j), cap, 0, true))
				break;
		if (j == LSV_NCAPS)
			EMIT(c, v, SpvOpCapability, cap);
	}
	for (i = 0; i < LSV_NEXT; i++) {
		size_t at;
		if (!bit(c->exts, i))
			continue;
		c->newer |= lsv_ext_newer[i];
		v = &c->sec[SEC_EXT];
		at = v->n;
		lsv_vec_push(v, 0);
		lsv_vec_str(v, lsv_ext_names[i], strlen(lsv_ext_names[i]));
		v->w[at] = (v->n - (uint32_t)at) << SpvWordCountShift | SpvOpExtension;
	}
	if (c->opt->debug & LSV_DUMP_REQS) {
		fprintf(stderr, "reqs: version %u.%u (%s)\n", c->version >> 16, c->version >> 8 & 0xff,
		        c->tgt.version ? "the triple's" : c->version > LSV_V(1, 0) && c->version_why ? c->version_why
		                                                                                 : "the minimum");
		for (i = 0; i < LSV_NCAPS; i++)
			if (bit(c->caps, i))
				fprintf(stderr, "reqs: capability %s\n", capname(lsv_cap_value(i)));
		for (i = 0; i < LSV_NEXT; i++)
			if (bit(c->exts, i))
				fprintf(stderr, "reqs: extension %s\n", lsv_ext_names[i]);
	}
}
