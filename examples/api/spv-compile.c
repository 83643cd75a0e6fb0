/* spv-compile: the smallest useful program on the llc-spirv C API. It compiles
 * an LLVM IR file (.ll or .bc) to a SPIR-V binary, printing diagnostics as they
 * come through the callback.
 * usage: spv-compile <input.ll|input.bc> <output.spv> [triple] */
#include <stdio.h>
#include <string.h>

#include <llc_spirv.h>

static void
report(void *user, int severity, const char *message)
{
	fprintf(stderr, "%s: %s: %s\n", (const char *)user,
	        severity == LSV_SEVERITY_ERROR ? "error" : "warning", message);
}

int
main(int argc, char **argv)
{
	struct lsv_options opt;
	struct lsv_result res;
	FILE *out;

	if (argc < 3) {
		fprintf(stderr, "usage: spv-compile <input.ll|input.bc> <output.spv> [triple]\n");
		return 2;
	}
	/* Zero means default for every option. */
	memset(&opt, 0, sizeof opt);
	opt.triple = argc > 3 ? argv[3] : NULL;
	opt.verify = 1;
	opt.diag = report;
	opt.diag_user = "spv-compile";

	/* No LLVMContextRef of our own: the library makes a private one. */
	if (lsv_compile_file(NULL, argv[1], &opt, &res) != LSV_OK) {
		fprintf(stderr, "spv-compile: %s\n", lsv_status_string(res.status));
		lsv_result_free(&res);
		return 1;
	}
	out = fopen(argv[2], "wb");
	if (!out || fwrite(res.words, 4, res.nwords, out) != res.nwords || fclose(out)) {
		fprintf(stderr, "spv-compile: cannot write %s\n", argv[2]);
		lsv_result_free(&res);
		return 1;
	}
	printf("spv-compile: %zu words, llc-spirv %s\n", res.nwords, lsv_version());
	lsv_result_free(&res); /* the words and diagnostics are ours to free */
	return 0;
}
