/* threads-test: independent compilations in concurrent threads give the same
 * words as a sequential run. Each compilation has its own LLVMContext (parsing
 * the same module twice into one context renames its struct types, which shows
 * in OpName, so contexts are not reused); half of the
 * compilations go through lsv_compile on a module the thread parsed, half
 * through lsv_compile_buffer; every thread also compiles a failing module and
 * checks that its callback (with its own user pointer) saw the error.
 * usage: threads-test <threads> <rounds> <file.ll>... */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <llvm-c/Core.h>
#include <llvm-c/IRReader.h>

#include "llc_spirv.h"

struct input {
	char *data;
	size_t len;
	uint32_t *words; /* the sequential result */
	size_t nwords;
};

struct worker {
	pthread_t tid;
	int index, mismatches, errors_seen;
};

static struct input *inputs;
static int ninputs, rounds;

static void
count_errors(void *user, int severity, const char *message)
{
	struct worker *w = user;

	if (severity == LSV_SEVERITY_ERROR && strstr(message, "Int64"))
		w->errors_seen++;
}

static int
compile(LLVMContextRef ctx, const struct input *in, int via_module, struct lsv_result *r)
{
	struct lsv_options opt;
	LLVMMemoryBufferRef mb;
	LLVMModuleRef m;
	char *msg;

	memset(&opt, 0, sizeof opt);
	opt.verify = 1;
	if (!via_module)
		return lsv_compile_buffer(ctx, in->data, in->len, &opt, r);
	mb = LLVMCreateMemoryBufferWithMemoryRangeCopy(in->data, in->len, "in");
	if (LLVMParseIRInContext(ctx, mb, &m, &msg)) {
		fprintf(stderr, "parse: %s\n", msg);
		exit(3);
	}
	lsv_compile(m, &opt, r);
	LLVMDisposeModule(m);
	return r->status;
}

static void *
work(void *arg)
{
	struct worker *w = arg;
	LLVMContextRef ctx;
	struct lsv_options opt;
	struct lsv_result r;
	int k, i;

	for (k = 0; k < rounds; k++) {
		for (i = 0; i < ninputs; i++) {
			/* a different order in every thread */
			const struct input *in = &inputs[(i + w->index + k) % ninputs];
			ctx = LLVMContextCreate();
			compile(ctx, in, (w->index + k) & 1, &r);
			LLVMContextDispose(ctx);
			if (r.status != LSV_OK || r.nwords != in->nwords ||
			    memcmp(r.words, in->words, r.nwords * 4))
				w->mismatches++;
			lsv_result_free(&r);
		}
		memset(&opt, 0, sizeof opt);
		opt.avoid_capabilities = "Int64";
		opt.diag = count_errors;
		opt.diag_user = w;
		for (i = 0; i < ninputs; i++)
			if (strstr(inputs[i].data, "i64 ")) {
				lsv_compile_buffer(NULL, inputs[i].data, inputs[i].len, &opt, &r);
				lsv_result_free(&r);
				break;
			}
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	struct worker *ws;
	struct lsv_result r;
	LLVMContextRef ctx;
	int nthreads, i, bad = 0, seen = 0;

	if (argc < 4)
		return 3;
	nthreads = atoi(argv[1]);
	rounds = atoi(argv[2]);
	ninputs = argc - 3;
	inputs = calloc((size_t)ninputs, sizeof *inputs);
	ws = calloc((size_t)nthreads, sizeof *ws);
	if (!inputs || !ws)
		return 3;
	for (i = 0; i < ninputs; i++) {
		FILE *f = fopen(argv[3 + i], "rb");
		long n;
		if (!f || fseek(f, 0, SEEK_END) || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET))
			return 3;
		inputs[i].data = malloc((size_t)n + 1);
		if (!inputs[i].data || fread(inputs[i].data, 1, (size_t)n, f) != (size_t)n)
			return 3;
		inputs[i].data[n] = 0;
		inputs[i].len = (size_t)n;
		fclose(f);
		ctx = LLVMContextCreate();
		if (compile(ctx, &inputs[i], 0, &r) != LSV_OK) {
			fprintf(stderr, "%s: %s", argv[3 + i], r.diagnostics);
			return 1;
		}
		inputs[i].words = r.words;
		inputs[i].nwords = r.nwords;
		r.words = NULL;
		lsv_result_free(&r);
		LLVMContextDispose(ctx);
	}

	for (i = 0; i < nthreads; i++) {
		ws[i].index = i;
		if (pthread_create(&ws[i].tid, NULL, work, &ws[i]))
			return 3;
	}
	for (i = 0; i < nthreads; i++) {
		pthread_join(ws[i].tid, NULL);
		bad += ws[i].mismatches;
		seen += ws[i].errors_seen == rounds;
	}
	printf("threads: %d x %d rounds x %d modules: %d differ; %d of %d threads saw their own errors\n",
	       nthreads, rounds, ninputs, bad, seen, nthreads);
	for (i = 0; i < ninputs; i++) {
		free(inputs[i].data);
		free(inputs[i].words);
	}
	free(inputs);
	free(ws);
	return bad != 0 || seen != nthreads;
}
