/* diag.c: diagnostics and the failure path. Messages read
 * "llc-spirv: error: <where>: <what>", where <where> is file:line[:col] from
 * !dbg, else the line of the .ll text that holds the instruction, else the
 * file; the instruction itself follows in parentheses. Each message goes to
 * c->diag and, when the options set one, to the caller's diag callback.
 * lsv_fail* longjmp to the landing pad in lsv_compile(). */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

static void
append(struct lsv_ctx *c, const char *s, size_t n)
{
	c->diag = lsv_xrealloc(c->diag, c->diaglen + n + 1);
	memcpy(c->diag + c->diaglen, s, n);
	c->diaglen += n;
	c->diag[c->diaglen] = 0;
}

/* Line number of the first line of the .ll text at or after line `from` that
 * contains needle; 0 if none. */
static unsigned
findline(struct lsv_ctx *c, const char *needle, size_t nlen, unsigned from)
{
	const char *p = c->src, *end = c->src + c->srclen, *nl;
	unsigned line = 1;

	if (!nlen)
		return 0;
	for (; p < end; p = nl + 1, line++) {
		nl = memchr(p, '\n', (size_t)(end - p));
		if (!nl)
			nl = end;
		const char *q = p, *stop = nl;
		if (line < from || (size_t)(nl - p) < nlen)
			continue;
		while (q < nl && (*q == ' ' || *q == '\t'))
			q++;
		if (q < nl && *q == ';')
			continue; /* a comment line */
		for (const char *k = q; k < nl; k++)
			if (*k == ';') {
				stop = k; /* a trailing comment */
				break;
			}
		for (; q + nlen <= stop; q++)
			if (!memcmp(q, needle, nlen))
				return line;
	}
	return 0;
}

static const char *
trim(char *s)
{
	size_t n;

	while (*s == ' ' || *s == '\t')
		s++;
	n = strlen(s);
	while (n && (s[n - 1] == '\n' || s[n - 1] == ' '))
		s[--n] = 0;
	return s;
}

const char *
lsv_where(struct lsv_ctx *c, LLVMValueRef v)
{
	const char *file = c->file ? c->file : "<input>";
	LLVMValueRef fn = NULL;
	char *text = NULL;
	const char *t = "", *loc;
	unsigned line = 0, col = 0;

	if (!v)
		return file;
	if (LLVMIsAInstruction(v)) {
		fn = LLVMGetBasicBlockParent(LLVMGetInstructionParent(v));
		line = LLVMGetDebugLocLine(v);
		col = LLVMGetDebugLocColumn(v);
	} else if (LLVMIsAFunction(v)) {
		fn = v;
	} else if (LLVMIsAArgument(v)) {
		fn = LLVMGetParamParent(v);
	}
	if (LLVMIsAInstruction(v) || LLVMIsAGlobalVariable(v)) {
		char *s = LLVMPrintValueToString(v);
		text = lsv_strndup(&c->mod, s, strlen(s));
		LLVMDisposeMessage(s);
		/* one line: a switch prints its cases on lines of their own */
		char *nl = strchr(text, '\n');
		if (nl)
			strcpy(nl, " ...");
		if (strlen(text) > 160)
			strcpy(text + 150, " ...");
		t = trim(text);
	}
	if (line) {
		unsigned n;
		const char *dfile = LLVMGetDebugLocFilename(v, &n);
		loc = col ? lsv_fmt(&c->mod, "%.*s:%u:%u", (int)n, dfile, line, col)
		          : lsv_fmt(&c->mod, "%.*s:%u", (int)n, dfile, line);
	} else if (c->src) {
		unsigned from = 0;
		if (fn) {
			size_t n;
			const char *name = LLVMGetValueName2(fn, &n);
			char *def = lsv_fmt(&c->mod, "@%.*s(", (int)n, name);
			from = findline(c, def, strlen(def), 0);
		}
		size_t vn = 0;
		const char *vname = LLVMIsAInstruction(v) ? LLVMGetValueName2(v, &vn) : NULL;
		if (vn) {
			/* a named result is found by its definition, whatever the printer adds */
			char *def = lsv_fmt(&c->mod, "%%%.*s = ", (int)vn, vname);
			line = findline(c, def, strlen(def), from);
		}
		if (!line && *t) {
			/* else the printed text, without what the printer appends */
			char *cut = lsv_strndup(&c->mod, t, strlen(t)), *k;
			if ((k = strstr(cut, ", align ")) || (k = strstr(cut, ", !")) || (k = strstr(cut, " ...")))
				*k = 0;
			line = findline(c, cut, strlen(cut), from);
		} else if (LLVMIsAFunction(v)) {
			line = from;
		}
		if (!line)
			line = from;
		loc = line ? lsv_fmt(&c->mod, "%s:%u", file, line) : file;
	} else {
		loc = file;
	}
	if (fn && *t)
		return lsv_fmt(&c->mod, "%s: in @%s: %s", loc, LLVMGetValueName(fn), t);
	if (*t)
		return lsv_fmt(&c->mod, "%s: %s", loc, t);
	if (fn)
		return lsv_fmt(&c->mod, "%s: in @%s", loc, LLVMGetValueName(fn));
	return loc;
}

static void
vreport(struct lsv_ctx *c, int sev, LLVMValueRef where, const char *fmt, va_list ap)
{
	char buf[1024];
	size_t start;
	int n;

	n = snprintf(buf, sizeof buf, "llc-spirv: %s: ", sev == LSV_SEVERITY_ERROR ? "error" : "warning");
	append(c, buf, (size_t)n);
	start = c->diaglen;
	/* an error raised deep in lowering (a type, a requirement) is reported
	 * at the instruction being lowered */
	if (!where && sev == LSV_SEVERITY_ERROR && c->f && c->f->at)
		where = c->f->at;
	else if (!where && sev == LSV_SEVERITY_ERROR)
		where = c->decl;
	if (where) {
		const char *w = lsv_where(c, where);
		append(c, w, strlen(w));
		append(c, ": ", 2);
	} else if (c->file) {
		append(c, c->file, strlen(c->file));
		append(c, ": ", 2);
	}
	n = vsnprintf(buf, sizeof buf, fmt, ap);
	append(c, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
	/* The callback sees the message while it is the NUL-terminated tail of
	 * c->diag, without the prefix and the newline. */
	if (c->opt && c->opt->diag)
		c->opt->diag(c->opt->diag_user, sev, c->diag + start);
	append(c, "\n", 1);
}

_Noreturn void
lsv_fail(struct lsv_ctx *c, enum lsv_status st, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(c, LSV_SEVERITY_ERROR, NULL, fmt, ap);
	va_end(ap);
	c->status = st;
	longjmp(c->fail, 1);
}

_Noreturn void
lsv_fail_at(struct lsv_ctx *c, LLVMValueRef where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(c, LSV_SEVERITY_ERROR, where, fmt, ap);
	va_end(ap);
	c->status = LSV_ERR_UNSUPPORTED;
	longjmp(c->fail, 1);
}

_Noreturn void
lsv_unsupported(struct lsv_ctx *c, LLVMValueRef where, const char *what)
{
	lsv_fail_at(c, where, "%s is not supported for %s", what, c->tgt.triple);
}

void
lsv_warn_at(struct lsv_ctx *c, LLVMValueRef where, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vreport(c, LSV_SEVERITY_WARNING, where, fmt, ap);
	va_end(ap);
}

void
lsv_enter(struct lsv_ctx *c, LLVMValueRef where, const char *what)
{
	if (++c->depth > LSV_MAXDEPTH)
		lsv_fail_at(c, where, "%s nested more than %d deep are not supported", what, LSV_MAXDEPTH);
}

_Noreturn void
lsv_bug_at(const char *file, int line, const char *fmt, ...)
{
	va_list ap;
	const char *base = strrchr(file, '/');

	fputs("llc-spirv: internal error: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fprintf(stderr, " (%s:%d)\n", base ? base + 1 : file, line);
	abort();
}
