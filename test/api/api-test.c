/* api-test: exercises the public C API (include/llc_spirv.h) through the
 * shared library: each scenario prints one line that api.test checks.
 * usage: api-test <Inputs directory> */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Analysis.h>
#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "llc_spirv.h"

static const char *dir;

/* Messages the callback saw, joined as the diagnostics string has them. */
struct seen {
	char text[4096];
	int n, sev;
};

static void
collect(void *user, int severity, const char *message)
{
	struct seen *s = user;
	size_t len = strlen(s->text);

	snprintf(s->text + len, sizeof s->text - len, "llc-spirv: %s: %s\n",
	         severity == LSV_SEVERITY_ERROR ? "error" : "warning", message);
	s->n++;
	s->sev = severity;
}

static char *
path(const char *name)
{
	static char buf[4096];

	snprintf(buf, sizeof buf, "%s/%s", dir, name);
	return buf;
}

static char *
slurp(const char *name, size_t *len)
{
	FILE *f = fopen(path(name), "rb");
	char *d;
	long n;

	if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET))
		exit(3);
	d = malloc((size_t)n + 1);
	if (!d || fread(d, 1, (size_t)n, f) != (size_t)n)
		exit(3);
	fclose(f);
	*len = (size_t)n;
	return d;
}

static int
count_op(const struct lsv_result *r, unsigned op)
{
	size_t i;
	int n = 0;

	for (i = 5; i < r->nwords && r->words[i] >> 16; i += r->words[i] >> 16)
		n += (r->words[i] & 0xffff) == op;
	return n;
}

int
main(int argc, char **argv)
{
	struct lsv_options opt;
	struct lsv_result a, b;
	struct seen seen;
	LLVMContextRef ctx;
	LLVMModuleRef m;
	LLVMMemoryBufferRef mb;
	char *data, *msg = NULL, *text;
	size_t len;
	unsigned nfn;

	if (argc != 2)
		return 3;
	dir = argv[1];

	printf("version %s %s %06x\n", lsv_version(),
	       strcmp(lsv_version(), LSV_VERSION_STRING) ? "mismatch" : "matches",
	       lsv_version_number());

	/* From a file, and from a module the caller owns: the same words, and
	 * the module is left as it was. */
	memset(&opt, 0, sizeof opt);
	opt.verify = 1;
	lsv_compile_file(NULL, path("sum64.ll"), &opt, &a);
	ctx = LLVMContextCreate();
	data = slurp("sum64.ll", &len);
	mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(data, len, "sum64.ll");
	if (LLVMParseIRInContext(ctx, mb, &m, &msg))
		return 3;
	nfn = 0;
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		nfn++;
	lsv_compile(m, &opt, &b);
	for (LLVMValueRef f = LLVMGetFirstFunction(m); f; f = LLVMGetNextFunction(f))
		nfn--;
	printf("file: %s magic %08x; module: %s, %s, module %s\n", lsv_status_string(a.status),
	       a.nwords ? a.words[0] : 0, lsv_status_string(b.status),
	       a.nwords == b.nwords && !memcmp(a.words, b.words, a.nwords * 4) ? "same words" : "DIFFERENT",
	       nfn == 0 && !LLVMVerifyModule(m, LLVMReturnStatusAction, NULL) ? "intact" : "CHANGED");
	LLVMDisposeModule(m);

	/* From memory, into the caller's context and into a private one. */
	lsv_result_free(&b);
	lsv_compile_buffer(NULL, data, len, &opt, &b);
	printf("buffer: %s, %s\n", lsv_status_string(b.status),
	       a.nwords == b.nwords && !memcmp(a.words, b.words, a.nwords * 4) ? "same words" : "DIFFERENT");
	lsv_result_free(&b);
	lsv_result_free(&b); /* harmless twice */

	/* Names: on unless no_names. */
	opt.no_names = 1;
	lsv_compile_buffer(ctx, data, len, &opt, &b);
	printf("names: %d OpName with names, %d without; %s\n", count_op(&a, 5), count_op(&b, 5),
	       lsv_status_string(b.status));
	opt.no_names = 0;
	lsv_result_free(&a);
	lsv_result_free(&b);

	/* The version cap: below the triple's fixed version is an option error. */
	memset(&seen, 0, sizeof seen);
	opt.triple = "spirv64v1.3";
	opt.max_version = LSV_SPIRV_VERSION(1, 2);
	opt.diag = collect;
	opt.diag_user = &seen;
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("maxversion: %s (%d), %d callback(s), string %s\n", lsv_status_string(a.status), a.status,
	       seen.n, strcmp(seen.text, a.diagnostics) ? "DIFFERS" : "matches");
	printf("%s", a.diagnostics);
	lsv_result_free(&a);
	opt.triple = "spirv64v1.3";
	opt.max_version = LSV_SPIRV_VERSION(1, 4);
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("maxversion 1.4 with spirv64v1.3: %s, header %08x\n", lsv_status_string(a.status),
	       a.nwords ? a.words[1] : 0);
	lsv_result_free(&a);
	opt.triple = NULL;
	opt.max_version = 0;

	/* An avoided capability that the module needs. */
	memset(&seen, 0, sizeof seen);
	opt.avoid_capabilities = "Float16,Int64";
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("avoid: %s, %d callback(s), severity %d, words %s\n", lsv_status_string(a.status), seen.n,
	       seen.sev, a.words ? "PRESENT" : "none");
	printf("%s", seen.text);
	lsv_result_free(&a);
	opt.avoid_capabilities = "Float16";
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("avoid unused: %s\n", lsv_status_string(a.status));
	lsv_result_free(&a);
	opt.avoid_capabilities = NULL;

	/* Triples and extension names as the command line takes them: components
	 * in any order, every known name (enabled, not needed: not declared). */
	memset(&seen, 0, sizeof seen);
	opt.triple = "amdhsa-spirv64";
	opt.extensions = "khr,+SPV_ALTERA_arbitrary_precision_integers,+SPV_KHR_abort,,+SPV_INTEL_2d_block_io";
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("names: %s, header %08x, %d OpExtension\n", lsv_status_string(a.status), a.nwords ? a.words[1] : 0,
	       count_op(&a, 10));
	lsv_result_free(&a);
	opt.extensions = "all,+SPV_BOGUS";
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("unknown extension: %s, %d callback(s)\n", lsv_status_string(a.status), seen.n);
	printf("%s", a.diagnostics);
	lsv_result_free(&a);
	opt.triple = "x86_64-spirv64";
	opt.extensions = NULL;
	lsv_compile_buffer(ctx, data, len, &opt, &a);
	printf("%s", a.diagnostics);
	lsv_result_free(&a);
	opt.triple = NULL;
	free(data);

	/* Input errors reach the callback too. */
	memset(&seen, 0, sizeof seen);
	lsv_compile_file(ctx, path("no-such-file.ll"), &opt, &a);
	printf("missing: %s, %d callback(s)\n", lsv_status_string(a.status), seen.n);
	printf("%s", seen.text);
	lsv_result_free(&a);
	memset(&seen, 0, sizeof seen);
	opt.filename = "broken.ll";
	lsv_compile_buffer(ctx, "define void @f( {", 17, &opt, &a);
	printf("syntax: %s, %d callback(s), string %s\n", lsv_status_string(a.status), seen.n,
	       strcmp(seen.text, a.diagnostics) ? "DIFFERS" : "matches");
	lsv_result_free(&a);

	/* A builtin declared with types it does not have: its lowering is invalid,
	 * and both entry points report the user's error at the call, once. */
	{
		static const char bad[] = "target triple = \"spirv64-unknown-unknown\"\n"
		                          "declare spir_func i32 @isnan(i32)\n"
		                          "define spir_kernel void @k(ptr addrspace(1) %p, i32 %x) {\n"
		                          "  %r = call i32 @isnan(i32 %x)\n"
		                          "  store i32 %r, ptr addrspace(1) %p\n"
		                          "  ret void\n"
		                          "}\n";
		LLVMMemoryBufferRef mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(bad, sizeof bad - 1, "blame.ll");
		LLVMModuleRef m = NULL;
		char *err = NULL;
		memset(&seen, 0, sizeof seen);
		opt.filename = "blame.ll";
		lsv_compile_buffer(ctx, bad, sizeof bad - 1, &opt, &a);
		printf("blame buffer: %s, %d callback(s), string %s, words %s\n", lsv_status_string(a.status), seen.n,
		       strcmp(seen.text, a.diagnostics) ? "DIFFERS" : "matches", a.words ? "PRESENT" : "none");
		printf("%s", a.diagnostics);
		lsv_result_free(&a);
		if (LLVMParseIRInContext(ctx, mb, &m, &err))
			exit(3);
		memset(&seen, 0, sizeof seen);
		lsv_compile(m, &opt, &a);
		printf("blame module: %s, %d callback(s), string %s\n", lsv_status_string(a.status), seen.n,
		       strcmp(seen.text, a.diagnostics) ? "DIFFERS" : "matches");
		lsv_result_free(&a);
		LLVMDisposeModule(m);
	}
	opt.filename = NULL;

	/* Disassembly of a result. */
	lsv_compile_file(ctx, path("saxpy.ll"), NULL, &a);
	text = lsv_disassemble(a.words, a.nwords);
	printf("disassemble: %s\n", text && strstr(text, "OpEntryPoint Kernel") ? "has OpEntryPoint" : "WRONG");
	free(text);
	printf("disassemble garbage: %s\n", lsv_disassemble((const uint32_t[]){1, 2, 3}, 3) ? "WRONG" : "NULL");
	lsv_result_free(&a);
	LLVMContextDispose(ctx);
	return 0;
}
