/*
 * cmp-out - compare two outputs in the format printed by ocl-run and the test
 * references (see test/e2e/opencl/ref.h).
 *
 * Usage: cmp-out [--ulp N] [--rel X] [--abs Y] [--max-report N] EXPECTED ACTUAL
 *
 * Header lines ("arg N TYPE[COUNT]") and the values of integer buffers must
 * match exactly.  A float or double value matches when both are NaN, when
 * they are equal, or (if neither is infinite) when it is within N units in
 * the last place, within X relative to the larger magnitude, or within Y
 * absolutely (any one suffices; all three default to 0, i.e. exact).
 *
 * Exit status: 0 when the outputs match, 1 when they differ (the first few
 * differences are printed), 2 on bad usage or unreadable input.
 */
#include <errno.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LINE_MAX_LEN 512

struct tolerance {
	double ulp;
	double rel;
	double abs;
};

static void
die(const char *msg, const char *arg)
{
	fprintf(stderr, "cmp-out: %s%s\n", msg, arg);
	exit(2);
}

static FILE *
open_input(const char *path)
{
	FILE *f = fopen(path, "r");

	if (f == NULL) {
		fprintf(stderr, "cmp-out: cannot open '%s': %s\n", path,
		    strerror(errno));
		exit(2);
	}
	return f;
}

/* Reads one line without its newline; returns 0 at end of file. */
static int
read_line(FILE *f, const char *path, char *buf)
{
	size_t n;

	if (fgets(buf, LINE_MAX_LEN, f) == NULL) {
		if (ferror(f))
			die("read error on ", path);
		return 0;
	}
	n = strlen(buf);
	if (n > 0 && buf[n - 1] == '\n')
		buf[--n] = '\0';
	else if (!feof(f))
		die("line too long in ", path);
	return 1;
}

/* Maps a float's bits to an integer that orders like the float. */
static int64_t
ordered_float(float v)
{
	int32_t i;

	memcpy(&i, &v, sizeof(i));
	return i < 0 ? (int64_t)INT32_MIN - i : i;
}

static double
ulp_distance_float(double a, double b)
{
	int64_t d = ordered_float((float)a) - ordered_float((float)b);

	return (double)(d < 0 ? -d : d);
}

static double
ulp_distance_double(double a, double b)
{
	int64_t ia, ib;
	double d;

	memcpy(&ia, &a, sizeof(ia));
	memcpy(&ib, &b, sizeof(ib));
	/* Order the bit patterns; the difference may not fit in int64_t. */
	ia = ia < 0 ? INT64_MIN - ia : ia;
	ib = ib < 0 ? INT64_MIN - ib : ib;
	d = (double)ia - (double)ib;
	return d < 0 ? -d : d;
}

static int
float_matches(const char *es, const char *as, int is_double,
    const struct tolerance *tol)
{
	char *end1, *end2;
	double e = strtod(es, &end1);
	double a = strtod(as, &end2);
	double diff, big;

	if (*end1 != '\0' || *end2 != '\0' || end1 == es || end2 == as)
		return strcmp(es, as) == 0;
	if (isnan(e) || isnan(a))
		return isnan(e) && isnan(a);
	if (e == a)
		return 1;
	if (isinf(e) || isinf(a))
		return 0;
	diff = fabs(e - a);
	big = fmax(fabs(e), fabs(a));
	if (diff <= tol->abs || diff <= tol->rel * big)
		return 1;
	if (tol->ulp > 0) {
		if (is_double)
			return ulp_distance_double(e, a) <= tol->ulp;
		return ulp_distance_float(e, a) <= tol->ulp;
	}
	return 0;
}

static double
parse_tol(const char *s)
{
	char *end;
	double v;

	errno = 0;
	v = strtod(s, &end);
	if (end == s || *end != '\0' || errno || !(v >= 0))
		die("bad tolerance ", s);
	return v;
}

int
main(int argc, char **argv)
{
	struct tolerance tol = { 0, 0, 0 };
	long max_report = 10, bad = 0;
	int i, is_float = 0, is_double = 0, got_e, got_a;
	unsigned long lineno = 0;
	char eline[LINE_MAX_LEN], aline[LINE_MAX_LEN], header[LINE_MAX_LEN];
	char *ev, *av;
	FILE *ef, *af;

	header[0] = '\0';
	for (i = 1; i + 1 < argc && strncmp(argv[i], "--", 2) == 0; i += 2) {
		if (strcmp(argv[i], "--ulp") == 0)
			tol.ulp = parse_tol(argv[i + 1]);
		else if (strcmp(argv[i], "--rel") == 0)
			tol.rel = parse_tol(argv[i + 1]);
		else if (strcmp(argv[i], "--abs") == 0)
			tol.abs = parse_tol(argv[i + 1]);
		else if (strcmp(argv[i], "--max-report") == 0)
			max_report = (long)parse_tol(argv[i + 1]);
		else
			die("unknown option ", argv[i]);
	}
	if (argc - i != 2) {
		fprintf(stderr, "usage: cmp-out [--ulp N] [--rel X] [--abs Y] "
		    "[--max-report N] EXPECTED ACTUAL\n");
		return 2;
	}
	ef = open_input(argv[i]);
	af = open_input(argv[i + 1]);

	for (;;) {
		got_e = read_line(ef, argv[i], eline);
		got_a = read_line(af, argv[i + 1], aline);
		lineno++;
		if (!got_e && !got_a)
			break;
		if (!got_e || !got_a) {
			fprintf(stderr, "cmp-out: line %lu: %s output ends "
			    "early\n", lineno, got_e ? "actual" : "expected");
			bad++;
			break;
		}
		if (strncmp(eline, "arg ", 4) == 0) {
			if (strcmp(eline, aline) != 0) {
				fprintf(stderr, "cmp-out: line %lu: expected "
				    "header '%s', got '%s'\n", lineno, eline,
				    aline);
				bad++;
				break;
			}
			strcpy(header, eline);
			is_double = strstr(eline, " double[") != NULL;
			is_float = is_double || strstr(eline, " float[") != NULL;
			continue;
		}
		ev = strchr(eline, ' ');
		av = strchr(aline, ' ');
		if (ev == NULL || av == NULL || ev - eline != av - aline ||
		    strncmp(eline, aline, (size_t)(ev - eline)) != 0) {
			fprintf(stderr, "cmp-out: line %lu: expected '%s', got "
			    "'%s'\n", lineno, eline, aline);
			bad++;
			break;
		}
		ev++;
		av++;
		if (is_float ? float_matches(ev, av, is_double, &tol) :
		    strcmp(ev, av) == 0)
			continue;
		if (bad < max_report)
			fprintf(stderr, "cmp-out: %s element %.*s: expected %s, "
			    "got %s\n", header, (int)(ev - 1 - eline), eline,
			    ev, av);
		bad++;
	}
	fclose(ef);
	fclose(af);
	if (bad > 0) {
		fprintf(stderr, "cmp-out: %ld difference(s) between '%s' "
		    "(expected) and '%s' (actual)\n", bad, argv[i],
		    argv[i + 1]);
		return 1;
	}
	return 0;
}
