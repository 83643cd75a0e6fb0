/* debug-test: lsv_compile() on a caller's module with debug information
 * leaves the module as it was, in whichever debug format it came (records or
 * llvm.dbg.* calls), and both formats give the same words.
 * usage: debug-test <Inputs directory> */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "llc_spirv.h"

static LLVMModuleRef
parse(LLVMContextRef ctx, const char *dir)
{
	char path[4096];
	LLVMMemoryBufferRef buf;
	LLVMModuleRef m;
	char *msg = NULL;

	snprintf(path, sizeof path, "%s/debug.ll", dir);
	if (LLVMCreateMemoryBufferWithContentsOfFile(path, &buf, &msg) || LLVMParseIRInContext(ctx, buf, &m, &msg)) {
		fprintf(stderr, "debug-test: %s\n", msg ? msg : path);
		exit(2);
	}
	return m;
}

/* Compile m with flavour; report whether m is unchanged. */
static struct lsv_result
compile(LLVMModuleRef m, int flavour, const char *what)
{
	struct lsv_options opt;
	struct lsv_result res;
	char *before = LLVMPrintModuleToString(m), *after;
	LLVMBool fmt = LLVMIsNewDbgInfoFormat(m);

	memset(&opt, 0, sizeof opt);
	opt.verify = 1;
	opt.debug_info = flavour;
	lsv_compile(m, &opt, &res);
	after = LLVMPrintModuleToString(m);
	printf("%s: %s, %zu words, module %s, format %s, llvm.dbg.value %s\n", what, lsv_status_string(res.status),
	       res.nwords, strcmp(before, after) ? "CHANGED" : "intact",
	       LLVMIsNewDbgInfoFormat(m) == fmt ? "kept" : "CHANGED",
	       LLVMGetNamedFunction(m, "llvm.dbg.value") ? "declared" : "absent");
	LLVMDisposeMessage(before);
	LLVMDisposeMessage(after);
	return res;
}

int
main(int argc, char **argv)
{
	LLVMContextRef ctx = LLVMContextCreate();
	LLVMModuleRef m;
	struct lsv_result a, b, c;

	if (argc != 2)
		return 2;
	m = parse(ctx, argv[1]);
	a = compile(m, LSV_DEBUG_DEFAULT, "records");
	c = compile(m, LSV_DEBUG_NONSEMANTIC_100 | LSV_DEBUG_NO_LINES | LSV_DEBUG_ALL_NAMES, "records, nonsemantic");
	LLVMSetIsNewDbgInfoFormat(m, 0);
	b = compile(m, LSV_DEBUG_DEFAULT, "calls");
	printf("same words: %s\n", a.nwords == b.nwords && !memcmp(a.words, b.words, a.nwords * 4) ? "yes" : "no");
	lsv_result_free(&a);
	lsv_result_free(&b);
	lsv_result_free(&c);
	LLVMDisposeModule(m);
	LLVMContextDispose(ctx);
	return 0;
}
