/* llc-spirv: command-line driver. Parses llc-style options, reads LLVM IR
 * (text or bitcode, a file or stdin), compiles it with the library and writes
 * the SPIR-V binary or its disassembly atomically (temporary file + rename).
 * Exit status: 0 success, 1 user error, 2 internal error. */
#define _POSIX_C_SOURCE 200809L
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include "llc_spirv.h"

static const char usage[] =
	"usage: llc-spirv [options] <input.ll|input.bc|->\n"
	"\n"
	"Compile LLVM IR to SPIR-V.\n"
	"\n"
	"options:\n"
	"  -mtriple=<triple>     target: spirv32, spirv64, spirv[v1.0-v1.6][-vendor][-os][-env]\n"
	"  -march=<arch>         spirv32, spirv64 or spirv when no triple is given\n"
	"  -o <file>             output file ('-' for stdout)\n"
	"  -filetype=obj|asm     SPIR-V binary or its disassembly (default: asm, or obj\n"
	"                        when the output file name ends in .spv)\n"
	"  --spirv-ext=<list>    extensions: +NAME, -NAME, all (comma-separated)\n"
	"  --verify, --no-verify validate input and output (default: on)\n"
	"  -O0 .. -O3            accepted; the output does not depend on it\n"
	"  -d <letters>          dump phases to stderr: T types, R requirements, P pointers\n"
	"  --help, --version\n"
	"\n"
	"llc's generic options used in regression tests (-verify-machineinstrs,\n"
	"--asm-verbose, -disable-lsr, --global-isel, -print-after*) are accepted and ignored.\n";

static const char *tmpname; /* removed if we are stopped while writing */

static void
die(const char *fmt, const char *arg)
{
	fprintf(stderr, "llc-spirv: error: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	exit(1);
}

static void
onsignal(int sig)
{
	static const char msg[] = "llc-spirv: internal error: crashed; please report this with the input\n";

	if (tmpname)
		unlink(tmpname);
	if (write(2, msg, sizeof msg - 1) < 0) {
		/* nothing more can be done */
	}
	signal(sig, SIG_DFL);
	_exit(2);
}

static char *
readall(FILE *f, size_t *len)
{
	size_t cap = 1 << 16, n = 0, got;
	char *buf = malloc(cap);

	if (!buf)
		return NULL;
	while ((got = fread(buf + n, 1, cap - n, f)) > 0) {
		n += got;
		if (n == cap) {
			char *b = realloc(buf, cap * 2);
			if (!b) {
				free(buf);
				return NULL;
			}
			buf = b;
			cap *= 2;
		}
	}
	if (ferror(f)) {
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

static bool
ignored(const char *a)
{
	static const char *const exact[] = {
		"-verify-machineinstrs", "--verify-machineinstrs", "-disable-lsr", "--disable-lsr",
		"--global-isel", "-global-isel", "-asm-verbose", "--asm-verbose", "-O0", "-O1", "-O2",
		"-O3", "-Os", "-Oz", "--translator-compatibility-mode", "--spirv-emit-op-names",
		"-spirv-emit-op-names", "--spv-emit-nonsemantic-debug-info", "-spv-emit-nonsemantic-debug-info",
	};
	static const char *const prefixes[] = {
		"-print-after", "--print-after", "-print-before", "--print-before", "--asm-verbose=",
		"-asm-verbose=", "--global-isel=", "-global-isel=", "-mattr=", "--mattr=", "-mcpu=", "--mcpu=",
		"-stop-after=", "--stop-after=", "-stop-before=", "--stop-before=", "--spv-allow-unknown-intrinsics",
		"--avoid-spirv-capabilities=", "-relocation-model=", "--relocation-model=",
	};
	size_t i;

	for (i = 0; i < sizeof exact / sizeof exact[0]; i++)
		if (!strcmp(a, exact[i]))
			return true;
	for (i = 0; i < sizeof prefixes / sizeof prefixes[0]; i++)
		if (!strncmp(a, prefixes[i], strlen(prefixes[i])))
			return true;
	return false;
}

/* The value of "-name=value", "--name=value" or "-name value"; NULL if a is not that option. */
static const char *
optval(int argc, char **argv, int *i, const char *name)
{
	const char *a = argv[*i];
	size_t n = strlen(name);

	if (a[0] != '-')
		return NULL;
	a += a[1] == '-' ? 2 : 1;
	if (strncmp(a, name, n))
		return NULL;
	if (a[n] == '=')
		return a + n + 1;
	if (a[n] == 0) {
		if (*i + 1 >= argc)
			die("option -%s needs a value", name);
		return argv[++*i];
	}
	return NULL;
}

static bool
endswith(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

static int
writeout(const char *out, const void *data, size_t len)
{
	char *tmp;
	const char *slash;
	int fd;
	FILE *f;

	if (!strcmp(out, "-")) {
		if (fwrite(data, 1, len, stdout) != len || fflush(stdout))
			die("cannot write to standard output%s", "");
		return 0;
	}
	slash = strrchr(out, '/');
	tmp = malloc(strlen(out) + 32);
	if (!tmp)
		die("out of memory%s", "");
	sprintf(tmp, "%.*s.llc-spirv-XXXXXX", slash ? (int)(slash - out + 1) + (int)strlen(slash + 1) : (int)strlen(out), out);
	fd = mkstemp(tmp);
	if (fd < 0)
		die("cannot create the output file next to '%s'", out);
	tmpname = tmp;
	f = fdopen(fd, "wb");
	if (!f || fwrite(data, 1, len, f) != len || fclose(f)) {
		unlink(tmp);
		die("cannot write '%s'", out);
	}
	if (chmod(tmp, 0644) || rename(tmp, out)) {
		unlink(tmp);
		die("cannot write '%s'", out);
	}
	tmpname = NULL;
	free(tmp);
	return 0;
}

int
main(int argc, char **argv)
{
	struct lsv_options opt = {0};
	struct lsv_result res;
	const char *in = NULL, *out = NULL, *ft = NULL, *march = NULL, *v;
	char *data, *outname = NULL;
	size_t len;
	LLVMContextRef ctx;
	FILE *f;
	int i, asmout;
	enum lsv_status st;

	signal(SIGSEGV, onsignal);
	signal(SIGABRT, onsignal);
	signal(SIGBUS, onsignal);
	signal(SIGFPE, onsignal);
	signal(SIGILL, onsignal);
	opt.verify = 1;
	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--help") || !strcmp(a, "-help") || !strcmp(a, "-h")) {
			fputs(usage, stdout);
			return 0;
		}
		if (!strcmp(a, "--version") || !strcmp(a, "-version")) {
			printf("llc-spirv %s (SPIR-V grammar from SPIRV-Headers, LLVM %d)\n", lsv_version(), 19);
			return 0;
		}
		if (!strcmp(a, "-") || a[0] != '-') {
			if (in)
				die("more than one input file ('%s')", a);
			in = a;
		} else if ((v = optval(argc, argv, &i, "mtriple"))) {
			opt.triple = v;
		} else if ((v = optval(argc, argv, &i, "march"))) {
			march = v;
		} else if ((v = optval(argc, argv, &i, "filetype"))) {
			if (strcmp(v, "obj") && strcmp(v, "asm"))
				die("-filetype must be obj or asm, not '%s'", v);
			ft = v;
		} else if ((v = optval(argc, argv, &i, "spirv-ext")) ||
		           (v = optval(argc, argv, &i, "spirv-extensions"))) {
			opt.extensions = v;
		} else if (!strcmp(a, "-o")) {
			if (i + 1 >= argc)
				die("option -o needs a value%s", "");
			out = argv[++i];
		} else if (!strncmp(a, "-o", 2) && a[2] != '=') {
			out = a + 2;
		} else if (!strcmp(a, "--verify") || !strcmp(a, "-verify")) {
			opt.verify = 1;
		} else if (!strcmp(a, "--no-verify") || !strcmp(a, "-no-verify")) {
			opt.verify = 0;
		} else if ((v = optval(argc, argv, &i, "d"))) {
			for (; *v; v++) {
				if (*v == 'T')
					opt.debug |= LSV_DUMP_TYPES;
				else if (*v == 'R')
					opt.debug |= LSV_DUMP_REQS;
				else if (*v == 'P')
					opt.debug |= LSV_DUMP_PTRS;
				else
					die("unknown dump letter in -d (use T, R or P)%s", "");
			}
		} else if (ignored(a)) {
			/* accepted for llc compatibility */
		} else {
			die("unknown option '%s' (see --help)", a);
		}
	}
	if (!in)
		die("no input file (use '-' for standard input)%s", "");
	if (!opt.triple && march) {
		if (strcmp(march, "spirv32") && strcmp(march, "spirv64") && strcmp(march, "spirv"))
			die("unknown -march '%s' (expected spirv32, spirv64 or spirv)", march);
		opt.triple = march;
	}
	if (!out) {
		if (!strcmp(in, "-")) {
			out = "-";
		} else {
			const char *dot = strrchr(in, '.'), *slash = strrchr(in, '/');
			size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - in) : strlen(in);
			int obj = ft && !strcmp(ft, "obj");
			outname = malloc(stem + 6);
			if (!outname)
				die("out of memory%s", "");
			sprintf(outname, "%.*s%s", (int)stem, in, obj ? ".spv" : ".spvt");
			out = outname;
		}
	}
	asmout = ft ? !strcmp(ft, "asm") : !endswith(out, ".spv");

	if (!strcmp(in, "-")) {
		if (isatty(0))
			die("no input on standard input (it is a terminal)%s", "");
		f = stdin;
	} else {
		struct stat sb;
		if (stat(in, &sb))
			die("cannot open '%s': no such file", in);
		if (S_ISDIR(sb.st_mode))
			die("'%s' is a directory", in);
		f = fopen(in, "rb");
		if (!f)
			die("cannot open '%s'", in);
	}
	data = readall(f, &len);
	if (f != stdin)
		fclose(f);
	if (!data)
		die("cannot read '%s'", in);
	opt.filename = !strcmp(in, "-") ? "<stdin>" : in;

	ctx = LLVMContextCreate();
	st = lsv_compile_buffer(ctx, data, len, &opt, &res);
	free(data);
	if (res.diagnostics && *res.diagnostics)
		fputs(res.diagnostics, stderr);
	if (st != LSV_OK) {
		lsv_result_free(&res);
		LLVMContextDispose(ctx);
		return st == LSV_ERR_INVALID || st == LSV_ERR_INTERNAL ? 2 : 1;
	}
	if (asmout) {
		char *text = lsv_disassemble(res.words, res.nwords);
		if (!text) {
			fprintf(stderr, "llc-spirv: internal error: cannot disassemble the module\n");
			return 2;
		}
		writeout(out, text, strlen(text));
		free(text);
	} else {
		writeout(out, res.words, res.nwords * 4);
	}
	lsv_result_free(&res);
	LLVMContextDispose(ctx);
	free(outname);
	return 0;
}
