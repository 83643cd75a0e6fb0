/* llc-spirv: command-line driver. Parses llc-style options, or the Khronos
 * translator's forward-mode command line when invoked as `llvm-spirv` (so that
 * clang's SPIR-V driver finds us on PATH), reads LLVM IR (text or bitcode, a
 * file or stdin), compiles it with the library and writes the SPIR-V binary or
 * its disassembly atomically (temporary file + rename).
 * Exit status: 0 success, 1 user error, 2 internal error. */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <llvm-c/Core.h>

#include "llc_spirv.h"
#include "../lib/tool.h"

static const char usage[] =
	"usage: llc-spirv [options] <input.ll|input.bc|->\n"
	"\n"
	"Compile LLVM IR to SPIR-V.\n"
	"\n"
	"options:\n"
	"  -mtriple=<triple>     target: spirv32, spirv64, spirv[v1.0-v1.6][-vendor][-os][-env],\n"
	"                        components in any order, as llc reads them\n"
	"  -march=<arch>         spirv32, spirv64 or spirv when no triple is given\n"
	"  -o <file>             output file ('-' for stdout)\n"
	"  -filetype=obj|asm     SPIR-V binary or its disassembly (default: asm, or obj\n"
	"                        when the output file name ends in .spv)\n"
	"  --spirv-ext=<list>    extensions: +NAME, -NAME, all, khr (comma-separated)\n"
	"  --spirv-max-version=1.N  highest SPIR-V version the output may have\n"
	"  --avoid-spirv-capabilities=<list>  capabilities the output must not declare\n"
	"  --spirv-emit-op-names[=true|false]  OpName/OpMemberName (default: true); given,\n"
	"                        unnamed values are named after their LLVM numbers too\n"
	"  --spirv-debug-info-version=ocl-100|nonsemantic-shader-100|nonsemantic-shader-200|none\n"
	"                        debug instructions for modules with debug information\n"
	"                        (default: ocl-100, OpenCL.DebugInfo.100)\n"
	"  --spv-emit-nonsemantic-debug-info  NonSemantic.Shader.DebugInfo.100\n"
	"  --no-line-info, --spirv-emit-line-info=false  no OpLine/DebugLine from !dbg\n"
	"  --translator-compatibility-mode  at most SPIR-V 1.4 unless the triple or\n"
	"                        --spirv-max-version says otherwise\n"
	"  --spv-allow-unknown-intrinsics[=prefixes]  keep unknown llvm.* intrinsics (all, or those\n"
	"                        starting with a listed prefix) as calls of external functions\n"
	"  --verify, --no-verify validate input and output (default: on)\n"
	"  -O0 .. -O3            accepted; the output does not depend on it\n"
	"  -d <letters>          dump phases to stderr: T types, R requirements, P pointers,\n"
	"                        I the prepared IR of a Vulkan module\n"
	"  --help, --version\n"
	"\n"
	"llc's generic options used in regression tests (-verify-machineinstrs,\n"
	"--asm-verbose, -disable-lsr, --global-isel, -print-after*) are accepted and ignored.\n"
	"Invoked as llvm-spirv, the translator's forward command line is accepted:\n"
	"  llvm-spirv [--spirv-ext=...] [--spirv-max-version=1.N] [--spirv-debug-info-version=...]\n"
	"             [-spirv-text] in.bc [-o out.spv]\n";

static const char *tmpname; /* removed if we are stopped while writing */

static void
die(const char *fmt, const char *arg)
{
	fprintf(stderr, "llc-spirv: error: ");
	fprintf(stderr, fmt, arg);
	fputc('\n', stderr);
	exit(1);
}

/* Set by the library while LLVM parses the input (lsv_options.in_reader). */
static volatile int in_reader;
static char readermsg[512]; /* "llc-spirv: error: <file>: ...", made before compiling */

static void
onsignal(int sig)
{
	static const char msg[] = "llc-spirv: internal error: crashed; please report this with the input\n";
	bool reader = in_reader;
	const char *m = reader ? readermsg : msg;

	if (tmpname)
		unlink(tmpname);
	if (write(2, m, strlen(m)) < 0) {
		/* nothing more can be done */
	}
	signal(sig, SIG_DFL);
	/* a crash inside LLVM's bitcode reader is bad input, not our bug */
	_exit(reader ? 1 : 2);
}

static LLVMContextRef llctx; /* lives until exit (see main) */

/* One compilation, run on a thread of its own (see compile()). */
struct job {
	LLVMContextRef ctx;
	const char *data;
	size_t len;
	const struct lsv_options *opt;
	struct lsv_result *res;
	enum lsv_status st;
};

static void *
runjob(void *p)
{
	struct job *j = p;
	stack_t alt;

	/* the crash handler needs a stack of its own to report an overflow */
	alt.ss_sp = malloc(1 << 16);
	alt.ss_size = 1 << 16;
	alt.ss_flags = 0;
	if (alt.ss_sp)
		sigaltstack(&alt, NULL);
	j->st = lsv_compile_buffer_exiting(j->ctx, j->data, j->len, j->opt, j->res);
	alt.ss_flags = SS_DISABLE;
	sigaltstack(&alt, NULL);
	free(alt.ss_sp);
	return NULL;
}

/* LLVM's IR parser recurses once per level of nesting in the text (constant
 * expressions, types), so deeply nested input needs more than the usual 8 MiB
 * of stack: compile on a thread with 512 MiB (address space; only what is used
 * is touched). The library bounds its own recursion (lsv_enter). */
static enum lsv_status
compile(LLVMContextRef ctx, const char *data, size_t len, const struct lsv_options *opt,
        struct lsv_result *res)
{
	struct job j = {ctx, data, len, opt, res, LSV_ERR_INTERNAL};
	pthread_attr_t a;
	pthread_t t;

	if (!pthread_attr_init(&a) && !pthread_attr_setstacksize(&a, (size_t)512 << 20) &&
	    !pthread_create(&t, &a, runjob, &j))
		pthread_join(t, NULL);
	else
		runjob(&j); /* no room for the big stack (ulimit -v): the usual one */
	pthread_attr_destroy(&a);
	return j.st;
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
		"-O3", "-Os", "-Oz",
	};
	static const char *const prefixes[] = {
		"-print-after", "--print-after", "-print-before", "--print-before", "--asm-verbose=",
		"-asm-verbose=", "--global-isel=", "-global-isel=", "-mattr=", "--mattr=", "-mcpu=", "--mcpu=",
		"-stop-after=", "--stop-after=", "-stop-before=", "--stop-before=", "-relocation-model=", "--relocation-model=",
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

/* The output goes to a temporary file next to it and is renamed into place,
 * so a failed run never leaves a partial file. What is not a regular file (a
 * device such as /dev/null, a FIFO) is written in place, and a symbolic link
 * is followed, as every compiler writes its output. */
static int
writeout(const char *out, const void *data, size_t len)
{
	char *tmp, *real = NULL;
	int fd;
	FILE *f;
	struct stat st;

	if (!strcmp(out, "-")) {
		if (fwrite(data, 1, len, stdout) != len || fflush(stdout))
			die("cannot write to standard output%s", "");
		return 0;
	}
	if (!lstat(out, &st) && S_ISLNK(st.st_mode) && (real = realpath(out, NULL)))
		out = real;
	if (!stat(out, &st) && !S_ISREG(st.st_mode) && !S_ISDIR(st.st_mode)) {
		f = fopen(out, "wb");
		if (!f || fwrite(data, 1, len, f) != len || fclose(f))
			die("cannot write '%s'", out);
		free(real);
		return 0;
	}
	tmp = malloc(strlen(out) + 32);
	if (!tmp)
		die("out of memory%s", "");
	sprintf(tmp, "%s.llc-spirv-XXXXXX", out);
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
	free(real);
	return 0;
}

/* The debug information options (both dialects): the flavour, lines. */
static bool
debugopt(const char *a, struct lsv_options *opt)
{
	static const struct {
		const char *name;
		int flavour;
	} versions[] = {
		{"ocl-100", LSV_DEBUG_OPENCL_100},
		{"nonsemantic-shader-100", LSV_DEBUG_NONSEMANTIC_100},
		{"nonsemantic-shader-200", LSV_DEBUG_NONSEMANTIC_200},
		{"none", LSV_DEBUG_NONE},
	};
	const char *v;
	size_t i;

	a += a[0] == '-' && a[1] == '-' ? 2 : a[0] == '-' ? 1 : 0;
	if (!strcmp(a, "spv-emit-nonsemantic-debug-info")) {
		opt->debug_info = (opt->debug_info & ~LSV_DEBUG_FLAVOUR) | LSV_DEBUG_NONSEMANTIC_100;
		return true;
	}
	if (!strncmp(a, "spirv-debug-info-version=", 25)) {
		v = a + 25;
		for (i = 0; i < sizeof versions / sizeof versions[0]; i++)
			if (!strcmp(v, versions[i].name)) {
				opt->debug_info = (opt->debug_info & ~LSV_DEBUG_FLAVOUR) | versions[i].flavour;
				return true;
			}
		if (!strcmp(v, "legacy"))
			die("--spirv-debug-info-version=legacy (the SPIRV.debug set) is not supported; use ocl-100%s", "");
		die("unknown --spirv-debug-info-version '%s' (ocl-100, nonsemantic-shader-100, "
		    "nonsemantic-shader-200 or none)", v);
	}
	if (!strcmp(a, "no-line-info") || !strcmp(a, "spirv-emit-line-info=false") ||
	    !strcmp(a, "spirv-emit-line-info=0")) {
		opt->debug_info |= LSV_DEBUG_NO_LINES;
		return true;
	}
	if (!strcmp(a, "spirv-emit-line-info") || !strcmp(a, "spirv-emit-line-info=true") ||
	    !strcmp(a, "spirv-emit-line-info=1")) {
		opt->debug_info &= ~LSV_DEBUG_NO_LINES;
		return true;
	}
	return false;
}

/* What the command line asks for, in either dialect. */
/* --spv-allow-unknown-intrinsics[=p1,p2] (the translator's spelling is
 * --spirv-allow-unknown-intrinsics): sets opt->allow_intrinsics. */
static bool
allowopt(const char *a, struct lsv_options *opt)
{
	static const char *const names[] = {"spv-allow-unknown-intrinsics", "spirv-allow-unknown-intrinsics"};
	size_t i, n;

	a += a[0] == '-' && a[1] == '-' ? 2 : a[0] == '-' ? 1 : 0;
	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		n = strlen(names[i]);
		if (!strncmp(a, names[i], n) && (a[n] == 0 || a[n] == '=')) {
			opt->allow_intrinsics = a[n] ? a + n + 1 : "";
			return true;
		}
	}
	return false;
}

struct cli {
	struct lsv_options opt;
	const char *in, *out;
	int asmout;       /* disassembly rather than the binary */
	char *outname;    /* a derived output name, malloc'ed */
};

/* "1.N" -> the header encoding of SPIR-V 1.N. */
static uint32_t
spirvversion(const char *v)
{
	if (v[0] != '1' || v[1] != '.' || v[2] < '0' || v[2] > '6' || v[3])
		die("SPIR-V version '%s' is not one of 1.0 to 1.6", v);
	return LSV_SPIRV_VERSION(1, v[2] - '0');
}

static bool
isfalse(const char *v)
{
	return !strcmp(v, "false") || !strcmp(v, "0") || !strcmp(v, "FALSE") || !strcmp(v, "False");
}

/* in with its extension replaced by ext. */
static char *
derive(const char *in, const char *ext)
{
	const char *dot = strrchr(in, '.'), *slash = strrchr(in, '/');
	size_t stem = dot && (!slash || dot > slash) ? (size_t)(dot - in) : strlen(in);
	char *s = malloc(stem + strlen(ext) + 1);

	if (!s)
		die("out of memory%s", "");
	sprintf(s, "%.*s%s", (int)stem, in, ext);
	return s;
}

/* The llc dialect: -mtriple=, -filetype=, -o; text output unless *.spv. */
static void
parsellc(int argc, char **argv, struct cli *cl)
{
	const char *ft = NULL, *march = NULL, *v, *triple = NULL;
	int i, compat = 0;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--help") || !strcmp(a, "-help") || !strcmp(a, "-h")) {
			fputs(usage, stdout);
			exit(0);
		}
		if (!strcmp(a, "--version") || !strcmp(a, "-version")) {
			printf("llc-spirv %s (SPIR-V grammar from SPIRV-Headers, LLVM %d)\n", lsv_version(), 19);
			exit(0);
		}
		if (!strcmp(a, "-") || a[0] != '-') {
			if (cl->in)
				die("more than one input file ('%s')", a);
			cl->in = a;
		} else if ((v = optval(argc, argv, &i, "mtriple"))) {
			triple = v;
		} else if ((v = optval(argc, argv, &i, "march"))) {
			march = v;
		} else if ((v = optval(argc, argv, &i, "filetype"))) {
			if (strcmp(v, "obj") && strcmp(v, "asm"))
				die("-filetype must be obj or asm, not '%s'", v);
			ft = v;
		} else if ((v = optval(argc, argv, &i, "spirv-ext")) ||
		           (v = optval(argc, argv, &i, "spirv-extensions"))) {
			cl->opt.extensions = v;
		} else if ((v = optval(argc, argv, &i, "spirv-max-version"))) {
			cl->opt.max_version = spirvversion(v);
		} else if ((v = optval(argc, argv, &i, "avoid-spirv-capabilities"))) {
			cl->opt.avoid_capabilities = v;
		} else if (!strcmp(a, "--spirv-emit-op-names") || !strcmp(a, "-spirv-emit-op-names")) {
			/* asked for: unnamed values are named too */
			cl->opt.no_names = 0;
			cl->opt.debug_info |= LSV_DEBUG_ALL_NAMES;
		} else if (!strncmp(a, "--spirv-emit-op-names=", 22) || !strncmp(a, "-spirv-emit-op-names=", 21)) {
			cl->opt.no_names = isfalse(strchr(a, '=') + 1);
			if (cl->opt.no_names)
				cl->opt.debug_info &= ~LSV_DEBUG_ALL_NAMES;
			else
				cl->opt.debug_info |= LSV_DEBUG_ALL_NAMES;
		} else if (!strcmp(a, "--translator-compatibility-mode") ||
		           !strcmp(a, "-translator-compatibility-mode")) {
			compat = 1;
		} else if (allowopt(a, &cl->opt) || debugopt(a, &cl->opt)) {
			/* --spv-allow-unknown-intrinsics[=prefixes], debug information */
		} else if (!strcmp(a, "-o")) {
			if (i + 1 >= argc)
				die("option -o needs a value%s", "");
			cl->out = argv[++i];
		} else if (!strncmp(a, "-o", 2) && a[2] != '=') {
			cl->out = a + 2;
		} else if (!strcmp(a, "--verify") || !strcmp(a, "-verify")) {
			cl->opt.verify = 1;
		} else if (!strcmp(a, "--no-verify") || !strcmp(a, "-no-verify")) {
			cl->opt.verify = 0;
		} else if ((v = optval(argc, argv, &i, "d"))) {
			for (; *v; v++) {
				if (*v == 'T')
					cl->opt.debug |= LSV_DUMP_TYPES;
				else if (*v == 'R')
					cl->opt.debug |= LSV_DUMP_REQS;
				else if (*v == 'P')
					cl->opt.debug |= LSV_DUMP_PTRS;
				else if (*v == 'I')
					cl->opt.debug |= LSV_DUMP_IR;
				else
					die("unknown dump letter in -d (use T, R, P or I)%s", "");
			}
		} else if (ignored(a)) {
			/* accepted for llc compatibility */
		} else {
			die("unknown option '%s' (see --help)", a);
		}
	}
	if (!cl->in)
		die("no input file (use '-' for standard input)%s", "");
	if (!triple && march) {
		if (strcmp(march, "spirv32") && strcmp(march, "spirv64") && strcmp(march, "spirv"))
			die("unknown -march '%s' (expected spirv32, spirv64 or spirv)", march);
		triple = march;
	}
	cl->opt.triple = triple;
	/* The Khronos translator this mode stands in for reads SPIR-V up to 1.4;
	 * a version the user asked for explicitly (option or triple) wins. */
	if (compat && !cl->opt.max_version &&
	    !(triple && (strstr(triple, "v1.") || strstr(triple, "vulkan") || strstr(triple, "amdhsa"))))
		cl->opt.max_version = LSV_SPIRV_VERSION(1, 4);
	if (!cl->out)
		cl->out = !strcmp(cl->in, "-") ? "-"
		        : (cl->outname = derive(cl->in, ft && !strcmp(ft, "obj") ? ".spv" : ".spvt"));
	cl->asmout = ft ? !strcmp(ft, "asm") : !endswith(cl->out, ".spv");
}

/* The translator's forward mode (llvm-spirv in.bc -o out.spv): binary output
 * unless -spirv-text; the module's own triple. Reverse translation is not ours. */
static void
parsetranslator(int argc, char **argv, struct cli *cl)
{
	static const char *const ignoredx[] = {
		"-spirv-mem2reg", "-spirv-allow-unknown-intrinsics", "-spirv-preserve-auxdata",
		"-spirv-allow-extra-diexpressions", "-spirv-replace-fmuladd-with-ocl-mad",
		"-spirv-gen-kernel-arg-name-md", "-spirv-verify-regularize-passes",
	};
	static const char *const ignoredp[] = {
		"-spirv-fp-contract=", "-spirv-builtin-format=",
		"-spirv-allow-unknown-intrinsics=", "-spirv-replace-fmuladd-with-ocl-mad=",
	};
	const char *v;
	size_t k;
	int i;

	for (i = 1; i < argc; i++) {
		const char *a = argv[i], *b = a[0] == '-' && a[1] == '-' ? a + 1 : a;
		if (!strcmp(b, "-help") || !strcmp(b, "-h")) {
			fputs(usage, stdout);
			exit(0);
		}
		if (!strcmp(b, "-version")) {
			printf("llvm-spirv (llc-spirv %s, forward translation only)\n", lsv_version());
			exit(0);
		}
		if (!strcmp(a, "-") || a[0] != '-') {
			if (cl->in)
				die("more than one input file ('%s')", a);
			cl->in = a;
			continue;
		}
		if ((v = optval(argc, argv, &i, "spirv-ext"))) {
			cl->opt.extensions = v;
			continue;
		}
		if ((v = optval(argc, argv, &i, "spirv-max-version"))) {
			cl->opt.max_version = spirvversion(v);
			continue;
		}
		if (!strcmp(a, "-o")) {
			if (i + 1 >= argc)
				die("option -o needs a value%s", "");
			cl->out = argv[++i];
			continue;
		}
		if (!strcmp(b, "-spirv-text")) {
			cl->asmout = 1;
			continue;
		}
		if (allowopt(a, &cl->opt) || (!strncmp(b, "-spirv-debug-info-version=", 26) && debugopt(a, &cl->opt)))
			continue;
		if (!strcmp(b, "-r") || !strcmp(b, "-to-text") || !strcmp(b, "-to-binary") ||
		    !strcmp(b, "-s") || !strncmp(b, "-spec-const", 11))
			die("'%s' is not supported: llc-spirv only translates LLVM IR to SPIR-V", a);
		for (k = 0; k < (sizeof ignoredx / sizeof ignoredx[0]); k++)
			if (!strcmp(b, ignoredx[k]))
				break;
		if (k < (sizeof ignoredx / sizeof ignoredx[0]))
			continue;
		for (k = 0; k < (sizeof ignoredp / sizeof ignoredp[0]); k++)
			if (!strncmp(b, ignoredp[k], strlen(ignoredp[k])))
				break;
		if (k == (sizeof ignoredp / sizeof ignoredp[0]))
			die("unknown llvm-spirv option '%s' (see --help)", a);
	}
	if (!cl->in)
		cl->in = "-"; /* the translator reads standard input then */
	if (!cl->out)
		cl->out = !strcmp(cl->in, "-") ? "-" : (cl->outname = derive(cl->in, cl->asmout ? ".spt" : ".spv"));
}

int
main(int argc, char **argv)
{
	struct cli cl;
	struct lsv_result res;
	const char *base;
	char *data;
	size_t len;
	FILE *f;
	enum lsv_status st;

	{
		static const int sigs[] = {SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL};
		struct sigaction sa;
		size_t k;
		memset(&sa, 0, sizeof sa);
		sa.sa_handler = onsignal;
		sa.sa_flags = SA_ONSTACK; /* a stack overflow is reported too */
		sigemptyset(&sa.sa_mask);
		for (k = 0; k < sizeof sigs / sizeof sigs[0]; k++)
			sigaction(sigs[k], &sa, NULL);
	}
	memset(&cl, 0, sizeof cl);
	cl.opt.verify = 1;
	base = strrchr(argv[0], '/');
	base = base ? base + 1 : argv[0];
	if (!strcmp(base, "llvm-spirv"))
		parsetranslator(argc, argv, &cl);
	else
		parsellc(argc, argv, &cl);

	if (!strcmp(cl.in, "-")) {
		if (isatty(0))
			die("no input on standard input (it is a terminal)%s", "");
		f = stdin;
	} else {
		struct stat sb;
		if (stat(cl.in, &sb))
			die("cannot open '%s': no such file", cl.in);
		if (S_ISDIR(sb.st_mode))
			die("'%s' is a directory", cl.in);
		f = fopen(cl.in, "rb");
		if (!f)
			die("cannot open '%s'", cl.in);
	}
	data = readall(f, &len);
	if (f != stdin)
		fclose(f);
	if (!data)
		die("cannot read '%s'", cl.in);
	cl.opt.filename = !strcmp(cl.in, "-") ? "<stdin>" : cl.in;
	cl.opt.in_reader = &in_reader;
	snprintf(readermsg, sizeof readermsg, "llc-spirv: error: %.400s: invalid input: LLVM's IR reader "
	         "crashed on it (malformed bitcode)\n", cl.opt.filename);

	/* The context (and, without --verify, the module in it) is not disposed
	 * of: the process exits, and disposing of a large module costs a tenth of
	 * parsing it. A static keeps it reachable for leak checkers. */
	llctx = LLVMContextCreate();
	st = compile(llctx, data, len, &cl.opt, &res);
	free(data);
	if (res.diagnostics && *res.diagnostics)
		fputs(res.diagnostics, stderr);
	if (st != LSV_OK) {
		lsv_result_free(&res);
		return st == LSV_ERR_INVALID || st == LSV_ERR_INTERNAL ? 2 : 1;
	}
	if (cl.asmout) {
		char *text = lsv_disassemble(res.words, res.nwords);
		if (!text) {
			fprintf(stderr, "llc-spirv: internal error: cannot disassemble the module\n");
			return 2;
		}
		writeout(cl.out, text, strlen(text));
		free(text);
	} else {
		writeout(cl.out, res.words, res.nwords * 4);
	}
	lsv_result_free(&res);
	free(cl.outname);
	return 0;
}
