/* compile.c: the public entry points and the pipeline of one compilation:
 *   target -> verify -> debug begin -> ptrinfer -> globals -> isel per
 *   function -> fp modes -> debug finish -> finish -> validate.
 * The single setjmp landing pad of the library is here. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>
#include <spirv-tools/libspirv.h>

#include "lsv.h"
#include "tool.h"

const char *
lsv_version(void)
{
	return LSV_VERSION_STRING;
}

uint32_t
lsv_version_number(void)
{
	return LSV_VERSION_MAJOR << 16 | LSV_VERSION_MINOR << 8 | LSV_VERSION_PATCH;
}

const char *
lsv_status_string(enum lsv_status st)
{
	switch (st) {
	case LSV_OK: return "ok";
	case LSV_ERR_INPUT: return "invalid input";
	case LSV_ERR_UNSUPPORTED: return "unsupported construct";
	case LSV_ERR_OPTION: return "invalid option";
	case LSV_ERR_INVALID: return "invalid output (internal error)";
	case LSV_ERR_INTERNAL: return "internal error";
	}
	return "unknown status";
}

/* The validator's environment: the Vulkan version of the triple, else the
 * universal environment of the module's version. */
static spv_target_env
valenv(uint32_t version, uint32_t vk)
{
	switch (vk) {
	case LSV_V(1, 0): return SPV_ENV_VULKAN_1_0;
	case LSV_V(1, 1): return version >= LSV_V(1, 4) ? SPV_ENV_VULKAN_1_1_SPIRV_1_4 : SPV_ENV_VULKAN_1_1;
	case LSV_V(1, 2): return SPV_ENV_VULKAN_1_2;
	case LSV_V(1, 3): return SPV_ENV_VULKAN_1_3;
	/* SPIRV-Tools 2023.1 has no Vulkan 1.4 environment: 1.4 adds no SPIR-V
	 * version, and what it promotes only allows more, so 1.3's rules hold */
	case LSV_V(1, 4): return SPV_ENV_VULKAN_1_3;
	default: break;
	}
	switch (version) {
	case LSV_V(1, 0): return SPV_ENV_UNIVERSAL_1_0;
	case LSV_V(1, 1): return SPV_ENV_UNIVERSAL_1_1;
	case LSV_V(1, 2): return SPV_ENV_UNIVERSAL_1_2;
	case LSV_V(1, 3): return SPV_ENV_UNIVERSAL_1_3;
	case LSV_V(1, 4): return SPV_ENV_UNIVERSAL_1_4;
	case LSV_V(1, 5): return SPV_ENV_UNIVERSAL_1_5;
	default: return SPV_ENV_UNIVERSAL_1_6;
	}
}

/* In-process spirv-val; NULL when valid, else the validator's message and in
 * *at the index of the instruction it names (0: none). What the grammar facts
 * add, SPIRV-Tools 2023.1 cannot read: it checks the rest of such a module
 * (lsv_old_module), and nothing when a type of the facts is in the way. */
static char *
validate(const uint32_t *w, size_t n, uint32_t vk, size_t *at)
{
	uint32_t *old;
	size_t oldn, *map;
	int r = lsv_old_module(w, n, &old, &oldn, &map);
	spv_const_binary_t bin = {r > 0 ? old : w, r > 0 ? oldn : n};
	spv_context ctx;
	spv_diagnostic diag = NULL;
	spv_validator_options vo;
	char *msg = NULL;

	*at = 0;
	if (r < 0)
		return NULL;
	ctx = spvContextCreate(valenv(n > 1 ? w[1] : 0, vk));
	vo = spvValidatorOptionsCreate();
	/* Buffer layouts follow the module's DataLayout, which the Vulkan rules
	 * accept with scalarBlockLayout (docs/design.md, "Vulkan"). */
	if (vk)
		spvValidatorOptionsSetScalarBlockLayout(vo, true);
	if (spvValidateWithOptions(ctx, vo, &bin, &diag) != SPV_SUCCESS) {
		const char *e = diag && diag->error ? diag->error : "unknown validation error";
		msg = lsv_xmalloc(strlen(e) + 1);
		strcpy(msg, e);
		/* SPIRV-Tools counts instructions from 1 in position.index */
		*at = diag ? diag->position.index : 0;
		if (r > 0 && *at)
			*at = map[*at - 1];
	}
	spvDiagnosticDestroy(diag);
	spvValidatorOptionsDestroy(vo);
	spvContextDestroy(ctx);
	free(old);
	free(map);
	return msg;
}

char *
lsv_tools_text(const uint32_t *words, size_t nwords)
{
	spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
	spv_text text = NULL;
	spv_diagnostic diag = NULL;
	char *out = NULL;

	if (spvBinaryToText(ctx, words, nwords, SPV_BINARY_TO_TEXT_OPTION_NONE, &text, &diag) == SPV_SUCCESS) {
		out = lsv_xmalloc(text->length + 1);
		memcpy(out, text->str, text->length);
		out[text->length] = 0;
	}
	spvTextDestroy(text);
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	return out;
}

char *
lsv_disassemble(const uint32_t *words, size_t nwords)
{
	uint32_t *old;
	size_t oldn, *map;
	int r = lsv_old_module(words, nwords, &old, &oldn, &map);
	char *out;

	/* SPIRV-Tools 2023.1 does not know what the grammar facts add, or reads
	 * it differently (it gives OpAsmTargetINTEL a result type): our printer
	 * knows everything llc-spirv emits, in the same format */
	free(old);
	free(map);
	if (r)
		return lsv_print_module(words, nwords);
	out = lsv_tools_text(words, nwords);
	return out ? out : lsv_print_module(words, nwords);
}

static void
destroy(struct lsv_ctx *c)
{
	if (c->own)
		LLVMDisposeModule(c->own);
	lsv_arena_free(&c->fn);
	lsv_arena_free(&c->mod);
	free(c->entries);
	free(c->ifacevars);
	free(c->inputvars);
	free(c);
}

/* opt->max_version lowers the ceiling the triple allows; a triple that fixes a
 * higher version contradicts it. */
static void
capversion(struct lsv_ctx *c, uint32_t max)
{
	if (!max)
		return;
	if (max < LSV_V(1, 0) || max > LSV_V(1, 6) || (max & 0xff0000ffu))
		lsv_fail(c, LSV_ERR_OPTION, "SPIR-V version %u.%u is not one of 1.0 to 1.6", max >> 16,
		         max >> 8 & 0xff);
	if (c->tgt.version > max)
		lsv_fail(c, LSV_ERR_OPTION, "triple '%s' fixes SPIR-V %u.%u, above the maximum %u.%u",
		         c->tgt.triple, c->tgt.version >> 16, c->tgt.version >> 8 & 0xff, max >> 16,
		         max >> 8 & 0xff);
	if (c->tgt.maxversion > max)
		c->tgt.maxversion = max;
}

/* Parse the comma-separated capability names of opt->avoid_capabilities into
 * the bit set avoid (by lsv_cap_index). */
static void
avoidset(struct lsv_ctx *c, const char *spec, uint64_t *avoid)
{
	const char *p = spec;

	while (p && *p) {
		const char *end = strchr(p, ',');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		int64_t v = n ? lsv_enum_value(LSV_K_Capability, p, n) : -1;
		int i = v < 0 ? -1 : lsv_cap_index((uint32_t)v);

		if (i < 0)
			lsv_fail(c, LSV_ERR_OPTION, "unknown capability '%.*s' in --avoid-spirv-capabilities",
			         (int)n, p);
		avoid[i / 64] |= 1ull << (i % 64);
		p = end ? end + 1 : NULL;
	}
}

/* Drop OpName and OpMemberName from a finished module, in place. */
static size_t
stripnames(uint32_t *w, size_t n)
{
	size_t i = 5, o = 5;

	while (i < n) {
		uint32_t len = w[i] >> SpvWordCountShift, op = w[i] & SpvOpCodeMask;
		if (!len || len > n - i)
			lsv_bug("malformed instruction at word %zu", i);
		if (op != SpvOpName && op != SpvOpMemberName) {
			memmove(w + o, w + i, len * sizeof *w);
			o += len;
		}
		i += len;
	}
	return o;
}

void
lsv_ctx_init(struct lsv_ctx *c)
{
	int s;

	c->bound = 1;
	for (s = 0; s < NSEC; s++)
		lsv_vec_init(&c->sec[s], &c->mod);
	lsv_map_init(&c->interned, &c->mod);
	lsv_map_init(&c->types, &c->mod);
	lsv_map_init(&c->ptrs, &c->mod);
	lsv_map_init(&c->gvals, &c->mod);
	lsv_map_init(&c->pointee, &c->mod);
	lsv_map_init(&c->bivars, &c->mod);
	lsv_map_init(&c->bicalls, &c->mod);
	lsv_map_init(&c->specs, &c->mod);
	lsv_map_init(&c->named, &c->mod);
	lsv_map_init(&c->sdepth, &c->mod);
	lsv_map_init(&c->ltypes, &c->mod);
	lsv_map_init(&c->btypes, &c->mod);
	lsv_map_init(&c->res, &c->mod);
	lsv_map_init(&c->nonuni, &c->mod);
	lsv_map_init(&c->cbm, &c->mod);
	lsv_map_init(&c->members, &c->mod);
	lsv_map_init(&c->annots, &c->mod);
	lsv_map_init(&c->specids, &c->mod);
	lsv_map_init(&c->specvals, &c->mod);
	c->env = lsv_envdesc(&c->tgt);
	lsv_vec_init(&c->spans, &c->mod);
	lsv_map_init(&c->idtypes, &c->mod);
	lsv_map_init(&c->ptrtypes, &c->mod);
	lsv_map_init(&c->uptrs, &c->mod);
	lsv_map_init(&c->typeops, &c->mod);
	lsv_map_init(&c->aliasids, &c->mod);
}

/* Blame mode (see retry): when the instruction the validator rejects lies in
 * the words of a builtin call, the call's declaration is at fault, since the
 * lowerings trust it: the error is the user's, at the call. */
static void
blame(struct lsv_ctx *c, uint32_t *w, size_t n)
{
	size_t at, i = 5, k, off;
	char *msg = validate(w, n, c->tgt.vkversion, &at), *p;
	LLVMValueRef call = NULL;
	char *why, *type;
	const char *name;
	size_t len;

	if (!msg)
		return;
	for (k = 1; k < at && i < n && w[i] >> SpvWordCountShift; k++)
		i += w[i] >> SpvWordCountShift;
	off = i - (n - c->sec[SEC_FDEF].n); /* wraps for words before SEC_FDEF: no span holds it */
	for (k = 0; at && i < n && k < c->spans.n; k += 4)
		if (off >= c->spans.w[k] && off < c->spans.w[k + 1])
			call = (LLVMValueRef)(uintptr_t)((uint64_t)c->spans.w[k + 3] << 32 | c->spans.w[k + 2]);
	if (!call) {
		free(msg);
		return;
	}
	for (p = msg; *p; p++)
		if (*p == '\n')
			*p = ' ';
	for (k = strlen(msg) > 200 ? 200 : strlen(msg); k && msg[k - 1] == ' '; k--)
		;
	why = lsv_strndup(&c->mod, msg, k);
	free(msg);
	free(w);
	p = LLVMPrintTypeToString(LLVMGetCalledFunctionType(call));
	type = lsv_strndup(&c->mod, p, strlen(p));
	LLVMDisposeMessage(p);
	name = lsv_builtin_name(c, LLVMGetCalledValue(call), &len);
	lsv_fail_at(c, call, "builtin %.*s declared as %s is not supported for %s (the declaration does not fit "
	            "the builtin: its lowering is invalid SPIR-V: %s)", (int)len, name, type, c->tgt.triple, why);
}

static enum lsv_status
run(struct lsv_ctx *c, LLVMModuleRef m, const struct lsv_options *opt, struct lsv_result *res, bool *check,
    uint32_t *vk)
{
	uint64_t avoid[(LSV_NCAPS + 63) / 64] = {0};
	const char *triple;
	char err[512];
	size_t n;
	LLVMValueRef f;
	bool tasks;
	int pass;
	uint32_t *words;
	int i;

	*check = false;
	c->opt = opt;
	c->m = m;
	c->llctx = LLVMGetModuleContext(m);
	c->i8 = LLVMInt8TypeInContext(c->llctx);
	c->file = opt->filename ? opt->filename : "<input>";
	lsv_ctx_init(c);
	if (setjmp(c->fail)) {
		lsv_debug_restore(c);
		return c->status;
	}

	opt = c->opt;
	triple = opt->triple && *opt->triple ? opt->triple : LLVMGetTarget(m);
	if (!triple || !*triple)
		triple = "spirv64-unknown-unknown";
	triple = lsv_strndup(&c->mod, triple, strlen(triple));
	if (lsv_parse_triple(triple, &c->tgt, err, sizeof err) ||
	    lsv_parse_exts(opt->extensions, &c->tgt, err, sizeof err))
		lsv_fail(c, LSV_ERR_OPTION, "%s", err);
	c->env = lsv_envdesc(&c->tgt);
	/* untyped pointers: with the extension alone, as the translator and
	 * LLVM's backend decide; Kernel only (docs/design.md) */
	c->untyped = !c->env->logical && lsv_ext_on(&c->tgt, LSV_SPV_KHR_untyped_pointers);
	/* a library links before it runs: Vulkan's rules are for the result */
	*vk = c->tgt.stage == LSV_STAGE_LIBRARY ? 0 : c->tgt.vkversion;
	capversion(c, opt->max_version);
	avoidset(c, opt->avoid_capabilities, avoid);
	if (opt->verify) {
		char *msg = NULL;
		if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
			char *copy = lsv_strndup(&c->mod, msg, strlen(msg));
			LLVMDisposeMessage(msg);
			n = strlen(copy);
			while (n && copy[n - 1] == '\n')
				copy[--n] = 0;
			/* one diagnostic, one line: the verifier puts the culprit on the next */
			for (char *p = copy; *p; p++)
				if (*p == '\n')
					*p = ';';
			lsv_fail(c, LSV_ERR_INPUT, "the input is not valid LLVM IR: %s", copy);
		}
		LLVMDisposeMessage(msg);
	}

	if (c->env->logical)
		lsv_prep(c); /* c->m becomes a prepared copy, which c->own holds */
	else
		lsv_widevec(c); /* the same, where vectors have more than 16 lanes */
	lsv_int4_scan(c);
	lsv_spec_scan(c);
	lsv_debug_begin(c);
	lsv_ptrinfer(c);
	lsv_globals(c);
	/* pass 0: the functions of task sequences, which their creators may not
	 * refer to ahead; pass 1: the others */
	tasks = lsv_ext_on(&c->tgt, LSV_SPV_INTEL_task_sequence) || lsv_ext_on(&c->tgt, LSV_SPV_ALTERA_task_sequence);
	for (pass = !tasks; pass < 2; pass++) {
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
			if (LLVMIsDeclaration(f) || (tasks && lsv_task_function(f) != !pass))
				continue;
			lsv_isel_fn(c, f, (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)f));
			lsv_arena_free(&c->fn);
		}
	}
	lsv_fp_modes(c);
	lsv_debug_finish(c);
	words = lsv_finish(c, &n);
	/* Checked after the fact: the lowering has no alternative to offer for most
	 * capabilities, so an avoided one that is needed is an error, not a retry. */
	for (i = 0; i < LSV_NCAPS; i++) {
		if (!(avoid[i / 64] >> (i % 64) & 1) || !lsv_has_cap(c, lsv_cap_value(i)))
			continue;
		free(words);
		lsv_fail(c, LSV_ERR_UNSUPPORTED, "the module needs capability %s, which "
		         "--avoid-spirv-capabilities excludes", lsv_enuminfo(LSV_K_Capability, lsv_cap_value(i))->name);
	}
	if (opt->no_names)
		n = stripnames(words, n);
	if (c->blame)
		blame(c, words, n);
	/* SPIRV-Tools 2023.1 rejects every OpTypeInt width but 8/16/32/64, even
	 * with ArbitraryPrecisionIntegersINTEL or Int4TypeINTEL, printf formats outside
	 * UniformConstant, even with SPV_EXT_relaxed_printf_string_address_space,
	 * the forward reference of OpConstantFunctionPointerINTEL to its
	 * function, and OpAliasDomainDeclINTEL outside a block (where the
	 * extension's revision 3 puts it, before the annotations; 2026.4 agrees),
	 * and vectors of pointers (SPV_INTEL_masked_gather_scatter's capability):
	 * such modules cannot be checked. (What the grammar facts add,
	 * validate() takes out first, or checks nothing when it cannot.) */
	*check = opt->verify && !lsv_has_cap(c, SpvCapabilityArbitraryPrecisionIntegersINTEL) &&
	         !lsv_has_cap(c, SpvCapabilityInt4TypeINTEL) &&
	         !lsv_has_cap(c, SpvCapabilityFunctionPointersINTEL) &&
	         !lsv_has_cap(c, SpvCapabilityMemoryAccessAliasingINTEL) &&
	         !lsv_has_cap(c, SpvCapabilityMaskedGatherScatterINTEL) &&
	         !(c->exts[LSV_SPV_EXT_relaxed_printf_string_address_space / 64] >>
	           (LSV_SPV_EXT_relaxed_printf_string_address_space % 64) & 1);
	res->words = words;
	res->nwords = n;
	return LSV_OK;
}

/* A diagnostic made outside a compilation context (parse and I/O errors):
 * into the result's string and through the callback, as diag.c does. */
static enum lsv_status
report(const struct lsv_options *opt, struct lsv_result *res, enum lsv_status st, const char *fmt,
       const char *a, const char *b)
{
	static const char prefix[] = "llc-spirv: error: ";
	size_t n = sizeof prefix + strlen(fmt) + strlen(a) + strlen(b) + 2;
	char *msg = lsv_xmalloc(n);

	snprintf(msg, n, "%s", prefix);
	snprintf(msg + sizeof prefix - 1, n - sizeof prefix + 1, fmt, a, b);
	if (opt->diag)
		opt->diag(opt->diag_user, LSV_SEVERITY_ERROR, msg + sizeof prefix - 1);
	strcat(msg, "\n");
	res->diagnostics = msg;
	return res->status = st;
}

/* What an invalid module is compiled again from: the caller's module m, or
 * the text or bitcode that made it, parsed again into ctx (or a context of
 * its own). */
struct source {
	LLVMModuleRef m;
	LLVMContextRef ctx;
	const char *data;
	size_t size;
	const char *src; /* the .ll text, for lines in diagnostics */
	uint32_t vk;     /* the triple's Vulkan version, for the validator; 0: none */
};

/* The first compilation made an invalid module. It is compiled again in
 * blame mode, which keeps the LLVM module while it validates; when a builtin
 * call is at fault the user's error replaces the internal one. Returns that
 * error's message (the tail of res->diagnostics) or NULL. The rare path pays
 * twice, so that the common one validates after releasing everything. */
static const char *
retry(const struct lsv_options *opt, struct lsv_result *res, const struct source *in)
{
	struct lsv_options quiet = *opt;
	struct lsv_result again = {0};
	LLVMContextRef own = NULL;
	LLVMModuleRef m = in->m;
	struct lsv_ctx *c;
	const char *last = NULL;
	bool valid;
	uint32_t vk;

	if (!m) {
		char *msg = NULL;
		LLVMContextRef ctx = in->ctx ? in->ctx : (own = LLVMContextCreate());
		LLVMMemoryBufferRef buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(in->data, in->size, "");
		if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
			LLVMDisposeMessage(msg);
			if (own)
				LLVMContextDispose(own);
			return NULL;
		}
	}
	c = calloc(1, sizeof(*c));
	if (c) {
		quiet.diag = NULL; /* the warnings and dumps came the first time */
		quiet.debug = 0;
		c->blame = true;
		c->src = in->src;
		c->srclen = in->src ? in->size : 0;
		c->scratch = !in->m;
		if (run(c, m, &quiet, &again, &valid, &vk) == LSV_ERR_UNSUPPORTED && c->diag) {
			free(res->diagnostics);
			res->diagnostics = c->diag;
			res->status = LSV_ERR_UNSUPPORTED;
			last = strstr(c->diag, "llc-spirv: error: ");
			while (last && strstr(last + 1, "llc-spirv: error: "))
				last = strstr(last + 1, "llc-spirv: error: ");
		} else {
			free(c->diag);
		}
		free(again.words);
		destroy(c);
	}
	if (!in->m)
		LLVMDisposeModule(m);
	if (own)
		LLVMContextDispose(own);
	return last;
}

/* SPIRV-Tools' validator on the finished words. It runs after the module and
 * the arenas are released where the caller allows it: its own memory is the
 * largest part of the peak. An invalid module is never returned. */
static void
check(const struct lsv_options *opt, struct lsv_result *res, const struct source *in)
{
	/* STYLE.md's form for a bug, one line; the validator's own text may span two */
	static const char prefix[] = "llc-spirv: internal error: the generated SPIR-V is invalid: ";
	char *msg, *text;
	const char *user;
	size_t had, at;

	/* at: unused here, the blame run finds the instruction again */
	if (res->status != LSV_OK || !(msg = validate(res->words, res->nwords, in->vk, &at)))
		return;
	free(res->words);
	res->words = NULL;
	res->nwords = 0;
	if ((user = retry(opt, res, in))) {
		free(msg);
		if (opt->diag) {
			char *one = lsv_xmalloc(strlen(user) + 1), *nl;
			strcpy(one, user + sizeof "llc-spirv: error: " - 1);
			if ((nl = strchr(one, '\n')))
				*nl = 0;
			opt->diag(opt->diag_user, LSV_SEVERITY_ERROR, one);
			free(one);
		}
		return;
	}
	for (char *p = msg; *p; p++)
		if (*p == '\n')
			*p = ' ';
	had = res->diagnostics ? strlen(res->diagnostics) : 0;
	text = lsv_xmalloc(had + sizeof prefix + strlen(msg) + 1);
	memcpy(text, res->diagnostics ? res->diagnostics : "", had);
	sprintf(text + had, "%s%s\n", prefix, msg);
	if (opt->diag)
		opt->diag(opt->diag_user, LSV_SEVERITY_ERROR, text + had + sizeof "llc-spirv: " - 1);
	free(res->diagnostics);
	free(msg);
	res->diagnostics = text;
	res->status = LSV_ERR_INVALID;
}

enum lsv_status
lsv_compile(LLVMModuleRef m, const struct lsv_options *opt, struct lsv_result *res)
{
	static const struct lsv_options defaults = {0};
	struct lsv_ctx *c = calloc(1, sizeof(*c));
	bool valid = false;
	uint32_t vk = 0;

	if (!opt)
		opt = &defaults;
	memset(res, 0, sizeof(*res));
	if (!c)
		return res->status = LSV_ERR_INTERNAL;
	res->status = run(c, m, opt, res, &valid, &vk);
	res->diagnostics = c->diag ? c->diag : calloc(1, 1);
	destroy(c);
	if (valid) {
		struct source in = {m, NULL, NULL, 0, NULL, vk};
		check(opt, res, &in);
	}
	return res->status;
}

static bool
isbitcode(const char *data, size_t size)
{
	static const unsigned char raw[4] = {'B', 'C', 0xc0, 0xde}, wrap[4] = {0xde, 0xc0, 0x17, 0x0b};

	return size >= 4 && (!memcmp(data, raw, 4) || !memcmp(data, wrap, 4));
}

/* keep: leave the module (and c->own) in ctx, for a process about to exit */
static enum lsv_status
compile_buffer(LLVMContextRef ctx, const char *data, size_t size, const struct lsv_options *opt,
               struct lsv_result *res, bool keep)
{
	static const struct lsv_options defaults = {0};
	LLVMContextRef own = NULL;
	LLVMMemoryBufferRef buf;
	LLVMModuleRef m = NULL;
	char *msg = NULL;
	const char *name;
	struct lsv_ctx *c;
	bool valid = false;
	uint32_t vk = 0;
	LLVMBool bad;

	if (!opt)
		opt = &defaults;
	name = opt->filename ? opt->filename : "<input>";
	memset(res, 0, sizeof(*res));
	if (size == 0)
		return report(opt, res, LSV_ERR_INPUT, "%s: the input is empty%s", name, "");
	if (!ctx)
		ctx = own = LLVMContextCreate();
	buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, size, name);
	if (opt->in_reader)
		*opt->in_reader = 1;
	bad = LLVMParseIRInContext(ctx, buf, &m, &msg);
	if (opt->in_reader)
		*opt->in_reader = 0;
	if (bad) {
		/* LLVM's message reads "<file>:line:col: error: <what>" and then the
		 * source line with a caret: keep all but its own "error: ". */
		char *e = strstr(msg, ": error: ");
		size_t n = strlen(msg);
		while (n && msg[n - 1] == '\n')
			msg[--n] = 0;
		if (e)
			memmove(e + 2, e + 9, strlen(e + 9) + 1);
		report(opt, res, LSV_ERR_INPUT, "%s%s", isbitcode(data, size) ? "invalid bitcode: " : "", msg);
		LLVMDisposeMessage(msg);
		if (own)
			LLVMContextDispose(own);
		return res->status;
	}
	c = calloc(1, sizeof(*c));
	if (!c) {
		LLVMDisposeModule(m);
		if (own)
			LLVMContextDispose(own);
		return res->status = LSV_ERR_INTERNAL;
	}
	if (!isbitcode(data, size)) {
		c->src = data;
		c->srclen = size;
	}
	c->scratch = true;
	res->status = run(c, m, opt, res, &valid, &vk);
	res->diagnostics = c->diag ? c->diag : calloc(1, 1);
	keep = keep && !own && !opt->verify;
	if (keep)
		c->own = NULL;
	destroy(c);
	if (!keep)
		LLVMDisposeModule(m);
	if (own)
		LLVMContextDispose(own);
	if (valid) {
		struct source in = {NULL, own ? NULL : ctx, data, size, isbitcode(data, size) ? NULL : data, vk};
		check(opt, res, &in);
	}
	return res->status;
}

enum lsv_status
lsv_compile_buffer(LLVMContextRef ctx, const char *data, size_t size, const struct lsv_options *opt,
                   struct lsv_result *res)
{
	return compile_buffer(ctx, data, size, opt, res, false);
}

enum lsv_status
lsv_compile_buffer_exiting(LLVMContextRef ctx, const char *data, size_t size,
                           const struct lsv_options *opt, struct lsv_result *res)
{
	return compile_buffer(ctx, data, size, opt, res, true);
}

enum lsv_status
lsv_compile_file(LLVMContextRef ctx, const char *path, const struct lsv_options *opt,
                 struct lsv_result *res)
{
	static const struct lsv_options defaults = {0};
	struct lsv_options o;
	size_t cap = 1 << 16, n = 0, got;
	char *data;
	FILE *f;

	if (!opt)
		opt = &defaults;
	memset(res, 0, sizeof(*res));
	f = fopen(path, "rb");
	if (!f)
		return report(opt, res, LSV_ERR_INPUT, "cannot open '%s': %s", path, strerror(errno));
	data = lsv_xmalloc(cap);
	while ((got = fread(data + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap)
			data = lsv_xrealloc(data, cap *= 2);
	}
	if (ferror(f)) {
		fclose(f);
		free(data);
		return report(opt, res, LSV_ERR_INPUT, "cannot read '%s'%s", path, "");
	}
	fclose(f);
	o = *opt;
	if (!o.filename)
		o.filename = path;
	lsv_compile_buffer(ctx, data, n, &o, res);
	free(data);
	return res->status;
}

void
lsv_result_free(struct lsv_result *res)
{
	free(res->words);
	free(res->diagnostics);
	res->words = NULL;
	res->diagnostics = NULL;
	res->nwords = 0;
}
