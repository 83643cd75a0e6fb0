/* llc-spirv's own SPIR-V printer (print.c) against SPIRV-Tools' disassembler:
 * every module compiled from the files listed in argv[1] (one path per line),
 * with no extensions and with all of them, prints the same with both; a module
 * that SPIRV-Tools cannot print (one that uses grammar facts) must still print
 * with ours. Also hand-made words for what the lowering rarely emits (floats
 * in hexadecimal, wide switch literals, spec constant operations). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

static int passed, failed, theirs_failed;

/* SPIRV-Tools' text, or NULL when it cannot print the module faithfully: it
 * uses rows of the grammar facts (which 2023.1 lacks or reads differently,
 * such as OpAsmTargetINTEL's result type) or an integer type wider than 64
 * bits (whose constants even newer disassemblers print empty). */
static char *
theirs(const uint32_t *w, size_t n)
{
	uint32_t *old;
	size_t oldn, *map, i, len;
	int r = lsv_old_module(w, n, &old, &oldn, &map);

	free(old);
	free(map);
	if (r)
		return NULL;
	for (i = 5; i < n && (len = w[i] >> SpvWordCountShift); i += len)
		if ((w[i] & SpvOpCodeMask) == SpvOpTypeInt && len > 2 && w[i + 2] > 64)
			return NULL;
	return lsv_tools_text(w, n);
}

/* The first line where ours and theirs differ. */
static void
firstdiff(const char *what, const char *ours, const char *theirs)
{
	size_t i = 0, start = 0;
	int line = 1;

	for (; ours[i] && ours[i] == theirs[i]; i++)
		if (ours[i] == '\n')
			line++, start = i + 1;
	printf("FAIL %s: line %d differs:\n  ours:   %.*s\n  theirs: %.*s\n", what, line,
	       (int)strcspn(ours + start, "\n"), ours + start, (int)strcspn(theirs + start, "\n"), theirs + start);
}

static void
compare(const char *what, const uint32_t *w, size_t n)
{
	char *o = lsv_print_module(w, n), *t = theirs(w, n);

	if (!o) {
		printf("FAIL %s: our printer cannot print it\n", what);
		failed++;
	} else if (!t) {
		theirs_failed++;
		passed++;
	} else if (strcmp(o, t)) {
		firstdiff(what, o, t);
		failed++;
	} else {
		passed++;
	}
	free(o);
	free(t);
}

static void
file(const char *path, const char *exts)
{
	struct lsv_options opt = {0};
	struct lsv_result res = {0};

	opt.extensions = exts;
	opt.verify = 0;
	if (lsv_compile_file(NULL, path, &opt, &res) == LSV_OK)
		compare(path, res.words, res.nwords);
	lsv_result_free(&res);
}

/* Words that our lowering rarely makes, assembled by hand. */
static void
handmade(void)
{
	/* header; Int16/Int64/Float16/Float64 types; constants of each; a
	 * switch on a 64-bit selector; a spec constant operation with literals */
	static const uint32_t w[] = {
		SpvMagicNumber, 0x10000, 0, 40, 0,
		2 << 16 | SpvOpCapability, SpvCapabilityAddresses,
		2 << 16 | SpvOpCapability, SpvCapabilityKernel,
		2 << 16 | SpvOpCapability, SpvCapabilityLinkage,
		2 << 16 | SpvOpCapability, SpvCapabilityFloat16,
		2 << 16 | SpvOpCapability, SpvCapabilityFloat64,
		2 << 16 | SpvOpCapability, SpvCapabilityInt64,
		2 << 16 | SpvOpCapability, SpvCapabilityInt16,
		3 << 16 | SpvOpMemoryModel, SpvAddressingModelPhysical64, SpvMemoryModelOpenCL,
		3 << 16 | SpvOpTypeFloat, 1, 16,
		3 << 16 | SpvOpTypeFloat, 2, 32,
		3 << 16 | SpvOpTypeFloat, 3, 64,
		4 << 16 | SpvOpTypeInt, 4, 64, 0,
		4 << 16 | SpvOpTypeInt, 5, 16, 0,
		4 << 16 | SpvOpTypeInt, 6, 32, 0,
		4 << 16 | SpvOpConstant, 1, 7, 0x3c00,        /* half 1 */
		4 << 16 | SpvOpConstant, 1, 8, 0x0001,        /* half subnormal */
		4 << 16 | SpvOpConstant, 1, 9, 0xfe00,        /* half NaN */
		4 << 16 | SpvOpConstant, 2, 10, 0x3dcccccd,   /* 0.1f */
		4 << 16 | SpvOpConstant, 2, 11, 0x00000001,   /* float subnormal */
		4 << 16 | SpvOpConstant, 2, 12, 0xff800000,   /* -inf */
		4 << 16 | SpvOpConstant, 2, 13, 0x80000000,   /* -0 */
		5 << 16 | SpvOpConstant, 3, 14, 0x9999999a, 0x3fb99999, /* 0.1 */
		5 << 16 | SpvOpConstant, 3, 15, 0, 0x7ff80000,          /* NaN */
		5 << 16 | SpvOpConstant, 4, 16, 0xffffffff, 0xffffffff,
		4 << 16 | SpvOpConstant, 5, 17, 0xffff,
		4 << 16 | SpvOpConstant, 6, 18, 7,
		6 << 16 | SpvOpSpecConstantOp, 6, 19, SpvOpIAdd, 18, 18,
		4 << 16 | SpvOpSpecConstant, 6, 20, 3,
		2 << 16 | SpvOpTypeVoid, 21,
		3 << 16 | SpvOpTypeFunction, 22, 21,
		5 << 16 | SpvOpFunction, 21, 23, 0, 22,
		2 << 16 | SpvOpLabel, 24,
		9 << 16 | SpvOpSwitch, 16, 25, 1, 0x80000000, 26, 0, 0, 25,
		2 << 16 | SpvOpLabel, 26,
		2 << 16 | SpvOpBranch, 25,
		2 << 16 | SpvOpLabel, 25,
		1 << 16 | SpvOpReturn,
		1 << 16 | SpvOpFunctionEnd,
	};

	compare("hand-made words", w, LSV_LEN(w));
	if (lsv_print_module(w, 4) || lsv_print_module((const uint32_t[]){1, 2, 3, 4, 5}, 5) ||
	    lsv_print_module(w, 6)) {
		printf("FAIL: a malformed module prints\n");
		failed++;
	}
}

int
main(int argc, char **argv)
{
	char line[4096];
	FILE *f;

	handmade();
	if (argc > 1) {
		if (!(f = fopen(argv[1], "r"))) {
			perror(argv[1]);
			return 2;
		}
		while (fgets(line, sizeof line, f)) {
			line[strcspn(line, "\n")] = 0;
			if (!*line)
				continue;
			file(line, NULL);
			file(line, "all");
		}
		fclose(f);
	}
	printf("print: %d passed (%d only ours could print), %d failed\n", passed, theirs_failed, failed);
	return failed != 0;
}
