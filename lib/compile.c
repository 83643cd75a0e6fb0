/* compile.c: the public entry points and the pipeline of one compilation:
 *   target  -> verify -> ptrinfer -> globals -> isel per function -> finish
 *   -> validate. The single setjmp landing pad of the library is here. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/IRReader.h>
#include <spirv-tools/libspirv.h>

#include "lsv.h"

const char *
lsv_version(void)
{
	return LSV_VERSION_STRING;
}

static spv_target_env
valenv(uint32_t version)
{
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

/* In-process spirv-val; NULL when valid, else the validator's message. */
static char *
validate(const uint32_t *w, size_t n)
{
	spv_context ctx = spvContextCreate(valenv(n > 1 ? w[1] : 0));
	spv_const_binary_t bin = {w, n};
	spv_diagnostic diag = NULL;
	spv_validator_options vo = spvValidatorOptionsCreate();
	char *msg = NULL;

	if (spvValidateWithOptions(ctx, vo, &bin, &diag) != SPV_SUCCESS) {
		const char *e = diag && diag->error ? diag->error : "unknown validation error";
		msg = lsv_xmalloc(strlen(e) + 1);
		strcpy(msg, e);
	}
	spvDiagnosticDestroy(diag);
	spvValidatorOptionsDestroy(vo);
	spvContextDestroy(ctx);
	return msg;
}

char *
lsv_disassemble(const uint32_t *words, size_t nwords)
{
	spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
	spv_text text = NULL;
	spv_diagnostic diag = NULL;
	char *out = NULL;

	if (spvBinaryToText(ctx, words, nwords, SPV_BINARY_TO_TEXT_OPTION_NONE, &text, &diag) ==
	    SPV_SUCCESS) {
		out = lsv_xmalloc(text->length + 1);
		memcpy(out, text->str, text->length);
		out[text->length] = 0;
	}
	spvTextDestroy(text);
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	return out;
}

static void
destroy(struct lsv_ctx *c)
{
	lsv_arena_free(&c->fn);
	lsv_arena_free(&c->mod);
	free(c->entries);
	free(c->ifacevars);
	free(c->inputvars);
	free(c);
}

static enum lsv_status
run(struct lsv_ctx *c, LLVMModuleRef m, const struct lsv_options *opt, struct lsv_result *res)
{
	const char *triple;
	char err[512];
	size_t n;
	LLVMValueRef f;
	uint32_t *words;
	int s;

	c->opt = opt;
	c->m = m;
	c->llctx = LLVMGetModuleContext(m);
	c->i8 = LLVMInt8TypeInContext(c->llctx);
	c->file = opt->filename ? opt->filename : "<input>";
	c->bound = 1;
	for (s = 0; s < NSEC; s++)
		lsv_vec_init(&c->sec[s], &c->mod);
	lsv_map_init(&c->interned, &c->mod);
	lsv_map_init(&c->types, &c->mod);
	lsv_map_init(&c->gvals, &c->mod);
	lsv_map_init(&c->pointee, &c->mod);
	lsv_map_init(&c->bivars, &c->mod);
	if (setjmp(c->fail))
		return c->status;

	opt = c->opt;
	triple = opt->triple && *opt->triple ? opt->triple : LLVMGetTarget(m);
	if (!triple || !*triple)
		triple = "spirv64-unknown-unknown";
	triple = lsv_strndup(&c->mod, triple, strlen(triple));
	if (lsv_parse_triple(triple, &c->tgt, err, sizeof err) ||
	    lsv_parse_exts(opt->extensions, &c->tgt, err, sizeof err))
		lsv_fail(c, LSV_ERR_OPTION, "%s", err);
	if (opt->verify) {
		char *msg = NULL;
		if (LLVMVerifyModule(m, LLVMReturnStatusAction, &msg)) {
			char *copy = lsv_strndup(&c->mod, msg, strlen(msg));
			LLVMDisposeMessage(msg);
			n = strlen(copy);
			while (n && copy[n - 1] == '\n')
				copy[--n] = 0;
			lsv_fail(c, LSV_ERR_INPUT, "the input is not valid LLVM IR: %s", copy);
		}
		LLVMDisposeMessage(msg);
	}

	lsv_ptrinfer(c);
	lsv_globals(c);
	for (f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		lsv_isel_fn(c, f, (SpvId)lsv_map_get(&c->gvals, (uint64_t)(uintptr_t)f));
		lsv_arena_free(&c->fn);
	}
	words = lsv_finish(c, &n);
	if (opt->verify) {
		char *msg = validate(words, n);
		if (msg) {
			char *copy = lsv_strndup(&c->mod, msg, strlen(msg));
			free(msg);
			free(words);
			lsv_fail(c, LSV_ERR_INVALID, "internal error: the generated SPIR-V is invalid: %s", copy);
		}
	}
	res->words = words;
	res->nwords = n;
	return LSV_OK;
}

enum lsv_status
lsv_compile(LLVMModuleRef m, const struct lsv_options *opt, struct lsv_result *res)
{
	static const struct lsv_options defaults = {0};
	struct lsv_ctx *c = calloc(1, sizeof(*c));

	if (!opt)
		opt = &defaults;
	memset(res, 0, sizeof(*res));
	if (!c)
		return res->status = LSV_ERR_INTERNAL;
	res->status = run(c, m, opt, res);
	res->diagnostics = c->diag ? c->diag : calloc(1, 1);
	destroy(c);
	return res->status;
}

static bool
isbitcode(const char *data, size_t size)
{
	static const unsigned char raw[4] = {'B', 'C', 0xc0, 0xde}, wrap[4] = {0xde, 0xc0, 0x17, 0x0b};

	return size >= 4 && (!memcmp(data, raw, 4) || !memcmp(data, wrap, 4));
}

enum lsv_status
lsv_compile_buffer(LLVMContextRef ctx, const char *data, size_t size, const struct lsv_options *opt,
                   struct lsv_result *res)
{
	static const struct lsv_options defaults = {0};
	LLVMMemoryBufferRef buf;
	LLVMModuleRef m = NULL;
	char *msg = NULL;
	const char *name;
	struct lsv_ctx *c;

	if (!opt)
		opt = &defaults;
	name = opt->filename ? opt->filename : "<input>";
	memset(res, 0, sizeof(*res));
	if (size == 0) {
		const char *fmt = "llc-spirv: error: %s: the input is empty\n";
		res->diagnostics = lsv_xmalloc(strlen(fmt) + strlen(name));
		sprintf(res->diagnostics, fmt, name);
		return res->status = LSV_ERR_INPUT;
	}
	buf = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, size, name);
	if (LLVMParseIRInContext(ctx, buf, &m, &msg)) {
		size_t n = strlen(msg) + strlen(name) + 64;
		res->diagnostics = lsv_xmalloc(n);
		/* LLVM's message starts with its own "<file>:line:col:" location */
		snprintf(res->diagnostics, n, "llc-spirv: error: %s%s\n",
		         isbitcode(data, size) ? "invalid bitcode: " : "", msg);
		LLVMDisposeMessage(msg);
		return res->status = LSV_ERR_INPUT;
	}
	c = calloc(1, sizeof(*c));
	if (!c) {
		LLVMDisposeModule(m);
		return res->status = LSV_ERR_INTERNAL;
	}
	if (!isbitcode(data, size)) {
		c->src = data;
		c->srclen = size;
	}
	res->status = run(c, m, opt, res);
	res->diagnostics = c->diag ? c->diag : calloc(1, 1);
	destroy(c);
	LLVMDisposeModule(m);
	return res->status;
}

void
lsv_result_free(struct lsv_result *res)
{
	free(res->words);
	free(res->diagnostics);
	res->words = NULL;
	res->diagnostics = NULL;
}
