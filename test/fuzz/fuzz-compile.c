/* fuzz-compile: libFuzzer target over the whole path, from bytes (LLVM
 * bitcode or text IR) to validated SPIR-V words, through the public
 * lsv_compile_buffer() with verification on. Built and run by `make
 * check-fuzz` (see test/fuzz/README.md for long runs).
 *
 * A finding is a crash or sanitizer report, or a broken invariant:
 *   - success must give words that spirv-val accepts (checked again here, so
 *     a module the library chose not to validate is still checked);
 *   - failure must be a user error (input, unsupported, option) with an
 *     "llc-spirv: error:" diagnostic; LSV_ERR_INVALID and LSV_ERR_INTERNAL are
 *     bugs.
 *
 * LLVM 19's bitcode reader crashes on some malformed bitcode before
 * llc-spirv sees a module (the tool reports that as invalid input). Those are
 * LLVM's bugs, not findings here: each bitcode input is first parsed by
 * LLVM alone in a child process, and one that kills the child or makes it
 * use more than 1 GiB or 5 s is skipped (counted, and the count printed at
 * exit). */
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sanitizer/common_interface_defs.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>
/* libspirv.h defines this const with external linkage in C; compile.c has
 * one already. */
#define kDefaultMaxIdBound fuzz_kDefaultMaxIdBound
#include <spirv-tools/libspirv.h>

#include "llc_spirv.h"

static int
valid(const uint32_t *w, size_t n, char **why)
{
	spv_context ctx = spvContextCreate(SPV_ENV_UNIVERSAL_1_6);
	spv_const_binary_t bin = {w, n};
	spv_diagnostic diag = NULL;
	int ok = spvValidate(ctx, &bin, &diag) == SPV_SUCCESS;

	if (!ok && diag && diag->error)
		*why = strdup(diag->error);
	spvDiagnosticDestroy(diag);
	spvContextDestroy(ctx);
	return ok;
}

static int
hasopint(const uint32_t *w, size_t n)
{
	size_t i = 5;

	/* SPIRV-Tools rejects OpTypeInt widths other than 8/16/32/64 even with
	 * ArbitraryPrecisionIntegersINTEL: such a module cannot be validated. */
	while (i < n && w[i] >> 16) {
		if ((w[i] & 0xffff) == 21 && i + 2 < n && w[i + 2] != 8 && w[i + 2] != 16 &&
		    w[i + 2] != 32 && w[i + 2] != 64)
			return 1;
		i += w[i] >> 16;
	}
	return 0;
}

static unsigned long skipped, bitcode;

static void
report_skipped(void)
{
	fprintf(stderr, "fuzz: %lu of %lu bitcode inputs skipped: LLVM's reader alone crashed or ran away (1 GiB, 5 s) on them\n",
	        skipped, bitcode);
}

/* Does LLVM's reader survive data on its own? Asked in a child forked for
 * this input: the child is an exact copy of this process and parses into
 * the same context from the same kind of buffer, so it sees the heap that
 * the real parse will see (LLVM's reader reads garbage on some malformed
 * bitcode, so a long-lived or fresh checker can disagree). */
static int
reader_survives(LLVMContextRef ctx, const uint8_t *data, size_t size)
{
	int st;
	struct rusage ru;
	pid_t pid = fork();

	if (pid < 0)
		return 1; /* cannot tell: run it here */
	if (pid == 0) {
		/* LLVM's failures here are not findings: no libFuzzer crash
		 * handling (it would write an artifact), no report on stderr */
		static const int sigs[] = {SIGSEGV, SIGBUS, SIGABRT, SIGILL, SIGFPE, SIGALRM, SIGINT, SIGTERM};
		int null = open("/dev/null", O_WRONLY);
		LLVMModuleRef m = NULL;
		char *msg = NULL;
		for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
			signal(sigs[i], SIG_DFL);
		__sanitizer_set_death_callback(NULL);
		if (null >= 0)
			dup2(null, 2);
		alarm(5); /* a reader that runs away (see below) is killed, and skipped */
		/* the same context and buffer as lsv_compile_buffer() makes next */
		LLVMParseIRInContext(ctx, LLVMCreateMemoryBufferWithMemoryRangeCopy((const char *)data, size, "fuzz"),
		                     &m, &msg);
		_exit(0);
	}
	/* libFuzzer's once-a-second timeout alarm interrupts the wait */
	while (wait4(pid, &st, 0, &ru) < 0)
		if (errno != EINTR)
			return 1;
	/* a corrupt count can make the reader allocate gigabytes (llvm-dis-19
	 * does too): not a finding here, and it would trip -rss_limit_mb */
	if (ru.ru_maxrss > 1024 * 1024)
		return 0;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lsv_options opt;
	struct lsv_result res;
	LLVMContextRef ctx = LLVMContextCreate();
	enum lsv_status st;
	char *why = NULL;

	/* raw bitcode, or the wrapper header */
	if (size >= 4 && (!memcmp(data, "BC\xc0\xde", 4) || !memcmp(data, "\xde\xc0\x17\x0b", 4))) {
		if (!bitcode++)
			atexit(report_skipped);
		if (!reader_survives(ctx, data, size)) {
			skipped++;
			LLVMContextDispose(ctx);
			return 0;
		}
	}
	memset(&opt, 0, sizeof opt);
	opt.verify = 1;
	opt.filename = "fuzz";
	st = lsv_compile_buffer(ctx, (const char *)data, size, &opt, &res);
	if (st == LSV_OK) {
		if (!res.words || res.nwords < 5 || res.words[0] != 0x07230203) {
			fprintf(stderr, "fuzz: success without a SPIR-V module\n");
			abort();
		}
		if (!hasopint(res.words, res.nwords) && !valid(res.words, res.nwords, &why)) {
			fprintf(stderr, "fuzz: success with an invalid module: %s\n", why ? why : "?");
			abort();
		}
	} else if (st == LSV_ERR_INVALID || st == LSV_ERR_INTERNAL) {
		fprintf(stderr, "fuzz: internal error (%s): %s\n", lsv_status_string(st),
		        res.diagnostics ? res.diagnostics : "");
		abort();
	} else if (!res.diagnostics || !strstr(res.diagnostics, "llc-spirv: error: ")) {
		fprintf(stderr, "fuzz: %s without an error message\n", lsv_status_string(st));
		abort();
	}
	free(why);
	lsv_result_free(&res);
	LLVMContextDispose(ctx);
	return 0;
}
