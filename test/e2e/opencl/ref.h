/*
 * ref.h - shared launch description for the OpenCL execution tests.
 *
 * Two programs include this header:
 *   - test/tools/ocl-run.c, the OpenCL host that runs a kernel on a device;
 *   - the C reference of each test (the `#ifdef REFERENCE` part of a .cl
 *     file), which computes the expected outputs on the host.
 * Both parse the same launch description (kernel name, sizes and argument
 * specs), fill the input buffers with the same deterministic patterns, and
 * print the output buffers in the same text format, so their outputs can be
 * compared line by line (see test/tools/cmp-out.c).
 *
 * Launch description (the words after the input file for ocl-run, the whole
 * command line for a reference):
 *
 *   KERNEL -g G0[,G1[,G2]] [-l L0[,L1[,L2]]] ARG...
 *
 * One ARG per kernel argument, in order:
 *   in:TYPE:COUNT[:PATTERN]   read-only buffer filled with PATTERN
 *   out:TYPE:COUNT            output buffer (pre-filled with 0xa5 bytes)
 *   io:TYPE:COUNT[:PATTERN]   read-write buffer filled with PATTERN
 *   val:TYPE:VALUE            scalar argument
 *   local:TYPE:COUNT          __local buffer of COUNT elements
 *   img2d:W:H:CHAN[:PATTERN]  read_only 2D image of W x H RGBA pixels
 *   oimg2d:W:H:CHAN           write_only 2D image (pre-filled with 0xa5
 *                             bytes), printed after the run
 *   sampler:NORM:ADDR:FILTER  sampler made with clCreateSampler: NORM is 0 or
 *                             1 (normalized coordinates), ADDR none, clamp,
 *                             clamp_to_edge, repeat or mirror, FILTER nearest
 *                             or linear
 * TYPE is char uchar short ushort int uint long ulong float double, with an
 * optional vector suffix 2 3 4 8 16: COUNT then counts vectors and each
 * vector is stored as its lanes (a 3-vector takes 4 lanes, as in OpenCL).
 * PATTERN is one of
 *   rand      integers: random bits; floats: k/256 with k in [-4096, 4096]
 *   LO..HI    uniform values in [LO, HI] (integers inclusive)
 *   idx       element index
 *   zero      all zero
 *   =V        all equal to V
 *   special   edge values (0, -1, MIN, MAX, ... ; for floats +-0, inf, nan)
 * The pattern of each buffer also depends on its argument index, so two
 * inputs of the same type differ.
 *
 * CHAN, an image's channel type, is float (CL_RGBA/CL_FLOAT), uint
 * (CL_RGBA/CL_UNSIGNED_INT32) or int (CL_RGBA/CL_SIGNED_INT32).  To the
 * reference an image is a buffer of W*H*4 elements of that type, row by row,
 * the 4 channels of a pixel together: pixel (x, y) channel c is element
 * (y*W + x)*4 + c of REF_PTR(L, I, float/uint32_t/int32_t), and W and H are
 * L->arg[I].width and .height.  A sampler has no data; its fields are
 * L->arg[I].normalized, .addressing (enum ref_addressing) and .filter
 * (enum ref_filter).
 *
 * Output: for each out/io buffer and oimg2d image, in argument order,
 *   arg N TYPE[COUNT]
 *   INDEX VALUE
 *   ...
 * where TYPE is the scalar element type and COUNT the number of elements.
 * Floats are printed with %.9g, doubles with %.17g, NaN always as "nan".
 *
 * A reference defines
 *   static void reference(struct ref_launch *L) { ... }
 *   REF_MAIN(reference)
 * and reads its arguments through REF_PTR / REF_VAL.
 */
#ifndef E2E_REF_H
#define E2E_REF_H

#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <math.h>
#include <stddef.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define REF_MAX_ARGS 32

enum ref_type {
	REF_CHAR,
	REF_UCHAR,
	REF_SHORT,
	REF_USHORT,
	REF_INT,
	REF_UINT,
	REF_LONG,
	REF_ULONG,
	REF_FLOAT,
	REF_DOUBLE,
};

enum ref_kind {
	REF_IN,
	REF_OUT,
	REF_INOUT,
	REF_VAL,
	REF_LOCAL,
	REF_IMAGE,	/* img2d: read_only image */
	REF_OIMAGE,	/* oimg2d: write_only image, printed after the run */
	REF_SAMPLER,
};

enum ref_addressing {
	REF_ADDR_NONE,
	REF_ADDR_CLAMP,
	REF_ADDR_CLAMP_TO_EDGE,
	REF_ADDR_REPEAT,
	REF_ADDR_MIRROR,
};

enum ref_filter {
	REF_FILTER_NEAREST,
	REF_FILTER_LINEAR,
};

enum ref_pattern {
	REF_PAT_RAND,
	REF_PAT_RANGE,
	REF_PAT_IDX,
	REF_PAT_CONST,
	REF_PAT_SPECIAL,
};

struct ref_arg {
	enum ref_kind kind;
	enum ref_type type;
	size_t count;		/* scalar elements (vector lanes count each) */
	size_t bytes;		/* count * element size */
	void *data;		/* buffer contents, or the scalar value */
	enum ref_pattern pattern;
	uint64_t lo_bits;	/* REF_PAT_RANGE/REF_PAT_CONST, integer types */
	uint64_t span;		/* REF_PAT_RANGE: HI - LO + 1, 0 = full range */
	double lo_f, hi_f;	/* REF_PAT_RANGE/REF_PAT_CONST, float types */
	const char *spec;	/* the text it was parsed from */
	size_t width, height;	/* images: size in pixels (4 elements each) */
	int normalized;		/* samplers: 1 for normalized coordinates */
	enum ref_addressing addressing;
	enum ref_filter filter;
};

struct ref_launch {
	const char *kernel;
	unsigned dims;
	size_t global[3];
	size_t local[3];
	int has_local;
	unsigned nargs;
	struct ref_arg arg[REF_MAX_ARGS];
};

/* Buffer of argument I as a T pointer, scalar argument I as a T value. */
#define REF_PTR(L, I, T) ((T *)(L)->arg[(I)].data)
#define REF_VAL(L, I, T) (*(const T *)(L)->arg[(I)].data)
/* Number of scalar elements in buffer argument I. */
#define REF_COUNT(L, I) ((L)->arg[(I)].count)

static const char *const ref_type_names[] = {
	"char", "uchar", "short", "ushort", "int", "uint",
	"long", "ulong", "float", "double",
};

static const size_t ref_type_sizes[] = { 1, 1, 2, 2, 4, 4, 8, 8, 4, 8 };

static void
ref_die(const char *prog, const char *fmt, ...)
{
	va_list ap;

	fprintf(stderr, "%s: ", prog);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

static char *
ref_strndup(const char *s, size_t n)
{
	char *p = malloc(n + 1);

	if (p == NULL) {
		fputs("out of memory\n", stderr);
		exit(2);
	}
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static int
ref_is_float(enum ref_type t)
{
	return t == REF_FLOAT || t == REF_DOUBLE;
}

static int
ref_is_signed(enum ref_type t)
{
	return t == REF_CHAR || t == REF_SHORT || t == REF_INT ||
	    t == REF_LONG;
}

/* Parses "int", "float4", ...; returns 0 on success. */
static int
ref_parse_type(const char *s, size_t len, enum ref_type *type,
    size_t *lanes)
{
	size_t i, n;

	for (i = 0; i < sizeof(ref_type_names) / sizeof(ref_type_names[0]);
	    i++) {
		n = strlen(ref_type_names[i]);
		if (len < n || strncmp(s, ref_type_names[i], n) != 0)
			continue;
		if (len == n) {
			*lanes = 1;
		} else if (len - n == 1 && (s[n] == '2' || s[n] == '3' ||
		    s[n] == '4' || s[n] == '8')) {
			*lanes = s[n] == '3' ? 4 : (size_t)(s[n] - '0');
		} else if (len - n == 2 && s[n] == '1' && s[n + 1] == '6') {
			*lanes = 16;
		} else {
			continue;
		}
		*type = (enum ref_type)i;
		return 0;
	}
	return -1;
}

/* Whether the 64-bit pattern BITS is a value of integer type T. */
static int
ref_fits(enum ref_type t, uint64_t bits)
{
	unsigned width = (unsigned)ref_type_sizes[t] * 8;
	int64_t v = (int64_t)bits;

	if (width == 64)
		return 1;
	if (ref_is_signed(t))
		return v >= -(INT64_C(1) << (width - 1)) &&
		    v < (INT64_C(1) << (width - 1));
	return bits < (UINT64_C(1) << width);
}

/*
 * Parses one number written for TYPE (decimal, or 0x hexadecimal) into bits
 * or a double; fails unless the value fits the type.
 */
static int
ref_parse_number(const char *s, enum ref_type t, uint64_t *bits, double *f)
{
	char *end;

	errno = 0;
	if (ref_is_float(t)) {
		*f = strtod(s, &end);
	} else if (ref_is_signed(t)) {
		*bits = (uint64_t)strtoll(s, &end, 0);
	} else {
		if (*s == '-')
			return -1;
		*bits = (uint64_t)strtoull(s, &end, 0);
	}
	if (end == s || *end != '\0' || errno == ERANGE)
		return -1;
	if (!ref_is_float(t) && !ref_fits(t, *bits))
		return -1;
	return 0;
}

static uint64_t
ref_hash(uint64_t a, uint64_t b)
{
	uint64_t z;

	z = a * 0x9e3779b97f4a7c15u + b + 0x632be59bd9b4e019u;
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
	return z ^ (z >> 31);
}

static void
ref_store_bits(void *buf, enum ref_type t, size_t i, uint64_t v)
{
	switch (ref_type_sizes[t]) {
	case 1:
		((uint8_t *)buf)[i] = (uint8_t)v;
		break;
	case 2:
		((uint16_t *)buf)[i] = (uint16_t)v;
		break;
	case 4:
		((uint32_t *)buf)[i] = (uint32_t)v;
		break;
	default:
		((uint64_t *)buf)[i] = v;
		break;
	}
}

static void
ref_store_float(void *buf, enum ref_type t, size_t i, double v)
{
	if (t == REF_FLOAT)
		((float *)buf)[i] = (float)v;
	else
		((double *)buf)[i] = v;
}

static uint64_t
ref_special_int(enum ref_type t, size_t i)
{
	unsigned bits = (unsigned)ref_type_sizes[t] * 8;
	uint64_t max_u = bits == 64 ? UINT64_MAX : (UINT64_C(1) << bits) - 1;
	uint64_t min_s = UINT64_C(1) << (bits - 1);
	uint64_t table[] = {
		0, 1, max_u, min_s, min_s - 1, 2, max_u - 1, min_s + 1,
		3, 0x55, 0x80, 0xff, 0x7f, 100, max_u - 99, UINT64_C(1) << (bits / 2),
	};

	return table[i % (sizeof(table) / sizeof(table[0]))];
}

static double
ref_special_float(enum ref_type t, size_t i)
{
	double big = t == REF_FLOAT ? FLT_MAX : DBL_MAX;
	double small = t == REF_FLOAT ? FLT_MIN : DBL_MIN;
	double table[] = {
		0.0, -0.0, 1.0, -1.0, INFINITY, -INFINITY, NAN, big,
		-big, small, 0.5, -2.75, 1e10, 3.0, -NAN, 1e-3,
	};

	return table[i % (sizeof(table) / sizeof(table[0]))];
}

/* Fills buffer argument A (argument index IDX) with its pattern. */
static void
ref_fill(struct ref_arg *a, unsigned idx)
{
	size_t i;
	uint64_t r;

	for (i = 0; i < a->count; i++) {
		r = ref_hash(idx + 1, i);
		if (ref_is_float(a->type)) {
			double v;

			switch (a->pattern) {
			case REF_PAT_RAND:
				v = (double)((int64_t)(r % 8193) - 4096) / 256.0;
				break;
			case REF_PAT_RANGE:
				v = a->lo_f + (a->hi_f - a->lo_f) *
				    ((double)(r >> 11) / 9007199254740992.0);
				break;
			case REF_PAT_IDX:
				v = (double)i;
				break;
			case REF_PAT_CONST:
				v = a->lo_f;
				break;
			default:
				v = ref_special_float(a->type, i);
				break;
			}
			ref_store_float(a->data, a->type, i, v);
		} else {
			uint64_t v;

			switch (a->pattern) {
			case REF_PAT_RAND:
				v = r;
				break;
			case REF_PAT_RANGE:
				v = a->lo_bits + (a->span ? r % a->span : r);
				break;
			case REF_PAT_IDX:
				v = (uint64_t)i;
				break;
			case REF_PAT_CONST:
				v = a->lo_bits;
				break;
			default:
				v = ref_special_int(a->type, i);
				break;
			}
			ref_store_bits(a->data, a->type, i, v);
		}
	}
}

static void
ref_parse_pattern(const char *prog, struct ref_arg *a, const char *p)
{
	const char *dots;
	char *lo, *hi;
	double f;
	uint64_t bits;

	a->pattern = REF_PAT_RAND;
	if (p == NULL || strcmp(p, "rand") == 0)
		return;
	if (strcmp(p, "idx") == 0) {
		a->pattern = REF_PAT_IDX;
		return;
	}
	if (strcmp(p, "special") == 0) {
		a->pattern = REF_PAT_SPECIAL;
		return;
	}
	if (strcmp(p, "zero") == 0) {
		a->pattern = REF_PAT_CONST;
		return;
	}
	if (p[0] == '=') {
		a->pattern = REF_PAT_CONST;
		if (ref_parse_number(p + 1, a->type, &a->lo_bits, &a->lo_f))
			ref_die(prog, "bad constant in pattern '%s'", p);
		return;
	}
	dots = strstr(p, "..");
	if (dots == NULL)
		ref_die(prog, "unknown pattern '%s'", p);
	lo = ref_strndup(p, (size_t)(dots - p));
	hi = ref_strndup(dots + 2, strlen(dots + 2));
	a->pattern = REF_PAT_RANGE;
	if (ref_parse_number(lo, a->type, &a->lo_bits, &a->lo_f) ||
	    ref_parse_number(hi, a->type, &bits, &f))
		ref_die(prog, "bad range in pattern '%s'", p);
	if (ref_is_float(a->type)) {
		a->hi_f = f;
		if (!(a->lo_f <= a->hi_f))
			ref_die(prog, "empty range in pattern '%s'", p);
	} else {
		if (ref_is_signed(a->type) ?
		    (int64_t)a->lo_bits > (int64_t)bits : a->lo_bits > bits)
			ref_die(prog, "empty range in pattern '%s'", p);
		a->span = bits - a->lo_bits + 1;
	}
	free(lo);
	free(hi);
}

/* Splits S at ':' into at most MAX fields (copies); returns their number. */
static size_t
ref_split(const char *s, char **field, size_t max)
{
	const char *colon;
	size_t n = 0;

	for (;;) {
		colon = strchr(s, ':');
		if (n == max)
			return max + 1;
		field[n++] = ref_strndup(s, colon ? (size_t)(colon - s) :
		    strlen(s));
		if (colon == NULL)
			return n;
		s = colon + 1;
	}
}

static size_t
ref_parse_dim(const char *prog, const char *s, const char *spec)
{
	char *end;
	unsigned long long v;

	errno = 0;
	v = strtoull(s, &end, 10);
	if (end == s || *end != '\0' || errno || v == 0 || v > 4096 ||
	    *s == '-')
		ref_die(prog, "bad image size in '%s'", spec);
	return (size_t)v;
}

/* Looks S up in the NULL-terminated NAMES; returns its index or -1. */
static int
ref_lookup(const char *s, const char *const *names)
{
	int i;

	for (i = 0; names[i] != NULL; i++) {
		if (strcmp(s, names[i]) == 0)
			return i;
	}
	return -1;
}

/*
 * Parses "img2d:W:H:CHAN[:PATTERN]", "oimg2d:W:H:CHAN" and
 * "sampler:NORM:ADDR:FILTER" (KIND_LEN is the length of the kind word);
 * returns 0 if SPEC is none of them.
 */
static int
ref_parse_image_or_sampler(const char *prog, struct ref_arg *a, unsigned idx,
    const char *spec, size_t kind_len)
{
	static const char *const chans[] = { "float", "uint", "int", NULL };
	static const enum ref_type chan_types[] = { REF_FLOAT, REF_UINT,
	    REF_INT };
	static const char *const addrs[] = { "none", "clamp", "clamp_to_edge",
	    "repeat", "mirror", NULL };
	static const char *const filters[] = { "nearest", "linear", NULL };
	char *f[6];
	size_t n, i;
	int k;

	if (kind_len == 7 && strncmp(spec, "sampler", 7) == 0) {
		a->kind = REF_SAMPLER;
		a->type = REF_UINT;
		n = ref_split(spec + 8, f, 5);
		if (n != 3)
			ref_die(prog, "bad sampler '%s' (want sampler:NORM:ADDR:"
			    "FILTER)", spec);
		if (strcmp(f[0], "0") != 0 && strcmp(f[0], "1") != 0)
			ref_die(prog, "bad normalized flag (0 or 1) in '%s'",
			    spec);
		a->normalized = f[0][0] == '1';
		if ((k = ref_lookup(f[1], addrs)) < 0)
			ref_die(prog, "bad addressing mode in '%s' (want none, "
			    "clamp, clamp_to_edge, repeat or mirror)", spec);
		a->addressing = (enum ref_addressing)k;
		if ((k = ref_lookup(f[2], filters)) < 0)
			ref_die(prog, "bad filter in '%s' (want nearest or "
			    "linear)", spec);
		a->filter = (enum ref_filter)k;
		for (i = 0; i < n; i++)
			free(f[i]);
		return 1;
	}
	if (kind_len == 5 && strncmp(spec, "img2d", 5) == 0)
		a->kind = REF_IMAGE;
	else if (kind_len == 6 && strncmp(spec, "oimg2d", 6) == 0)
		a->kind = REF_OIMAGE;
	else
		return 0;
	n = ref_split(spec + kind_len + 1, f, 5);
	if (n < 3 || n > (a->kind == REF_IMAGE ? 4u : 3u))
		ref_die(prog, "bad image '%s' (want %s)", spec,
		    a->kind == REF_IMAGE ? "img2d:W:H:CHAN[:PATTERN]" :
		    "oimg2d:W:H:CHAN");
	a->width = ref_parse_dim(prog, f[0], spec);
	a->height = ref_parse_dim(prog, f[1], spec);
	if ((k = ref_lookup(f[2], chans)) < 0)
		ref_die(prog, "bad channel type in '%s' (want float, uint or "
		    "int)", spec);
	a->type = chan_types[k];
	a->count = a->width * a->height * 4;
	a->bytes = a->count * ref_type_sizes[a->type];
	a->data = malloc(a->bytes);
	if (a->data == NULL)
		ref_die(prog, "out of memory");
	if (a->kind == REF_IMAGE) {
		ref_parse_pattern(prog, a, n == 4 ? f[3] : NULL);
		ref_fill(a, idx);
	} else {
		memset(a->data, 0xa5, a->bytes);
	}
	for (i = 0; i < n; i++)
		free(f[i]);
	return 1;
}

/* Parses "in:TYPE:COUNT[:PATTERN]" and friends into A and allocates it. */
static void
ref_parse_arg(const char *prog, struct ref_arg *a, unsigned idx,
    const char *spec)
{
	const char *kind_end, *type_s, *type_end, *rest, *pat;
	char *count_s, *end;
	size_t lanes, count;
	static const char *const kinds[] = { "in", "out", "io", "val", "local" };
	size_t k;

	memset(a, 0, sizeof(*a));
	a->spec = spec;
	kind_end = strchr(spec, ':');
	if (kind_end == NULL)
		ref_die(prog, "bad argument spec '%s'", spec);
	if (ref_parse_image_or_sampler(prog, a, idx, spec,
	    (size_t)(kind_end - spec)))
		return;
	for (k = 0; k < 5; k++) {
		if (strlen(kinds[k]) == (size_t)(kind_end - spec) &&
		    strncmp(spec, kinds[k], (size_t)(kind_end - spec)) == 0)
			break;
	}
	if (k == 5)
		ref_die(prog, "unknown argument kind in '%s' (want in, out, "
		    "io, val, local, img2d, oimg2d or sampler)", spec);
	a->kind = (enum ref_kind)k;
	type_s = kind_end + 1;
	type_end = strchr(type_s, ':');
	if (type_end == NULL)
		ref_die(prog, "missing ':' after the type in '%s'", spec);
	if (ref_parse_type(type_s, (size_t)(type_end - type_s), &a->type,
	    &lanes))
		ref_die(prog, "unknown element type in '%s'", spec);
	rest = type_end + 1;

	if (a->kind == REF_VAL) {
		/* a vector value lists its lanes with commas (a 3-vector
		 * takes 4 lanes; the last is 0); it also stands for a struct
		 * passed by value with the same bytes */
		size_t i, given = 0;
		char *vals = ref_strndup(rest, strlen(rest)), *p = vals, *comma;

		a->count = lanes;
		a->bytes = lanes * ref_type_sizes[a->type];
		a->data = calloc(1, a->bytes < 8 ? 8 : a->bytes);
		if (a->data == NULL)
			ref_die(prog, "out of memory");
		for (i = 0; i < lanes && p != NULL; i++, given++) {
			comma = strchr(p, ',');
			if (comma != NULL)
				*comma = '\0';
			if (ref_is_float(a->type)) {
				double f;

				if (ref_parse_number(p, a->type, NULL, &f))
					ref_die(prog, "bad scalar value in '%s'",
					    spec);
				ref_store_float(a->data, a->type, i, f);
			} else {
				uint64_t bits;

				if (ref_parse_number(p, a->type, &bits, NULL))
					ref_die(prog, "bad scalar value in '%s'",
					    spec);
				ref_store_bits(a->data, a->type, i, bits);
			}
			p = comma != NULL ? comma + 1 : NULL;
		}
		if (p != NULL || (given != lanes &&
		    !(given == 3 && type_end[-1] == '3')))
			ref_die(prog, "'%s' needs %zu comma-separated values",
			    spec, lanes);
		free(vals);
		return;
	}

	pat = strchr(rest, ':');
	count_s = ref_strndup(rest, pat ? (size_t)(pat - rest) : strlen(rest));
	errno = 0;
	count = (size_t)strtoull(count_s, &end, 10);
	if (end == count_s || *end != '\0' || errno || count == 0 ||
	    count > ((size_t)1 << 28))
		ref_die(prog, "bad element count in '%s'", spec);
	free(count_s);
	if (pat != NULL && a->kind != REF_IN && a->kind != REF_INOUT)
		ref_die(prog, "only in and io buffers take a pattern: '%s'",
		    spec);
	a->count = count * lanes;
	a->bytes = a->count * ref_type_sizes[a->type];
	a->data = malloc(a->bytes);
	if (a->data == NULL)
		ref_die(prog, "out of memory");
	if (a->kind == REF_IN || a->kind == REF_INOUT) {
		ref_parse_pattern(prog, a, pat ? pat + 1 : NULL);
		ref_fill(a, idx);
	} else {
		memset(a->data, 0xa5, a->bytes);
	}
}

static void
ref_parse_sizes(const char *prog, const char *s, size_t out[3],
    unsigned *dims)
{
	const char *p = s;
	char *end;
	unsigned n = 0;
	unsigned long long v;

	for (;;) {
		errno = 0;
		v = strtoull(p, &end, 10);
		if (end == p || errno || v == 0 || n == 3 || *p == '-')
			ref_die(prog, "bad size list '%s'", s);
		out[n++] = (size_t)v;
		if (*end == '\0')
			break;
		if (*end != ',')
			ref_die(prog, "bad size list '%s'", s);
		p = end + 1;
	}
	*dims = n;
	while (n < 3)
		out[n++] = 1;
}

/*
 * Parses "KERNEL -g G [-l L] ARG..." from ARGV[0..ARGC-1] into L and fills
 * its buffers.  Exits with a message on malformed input.
 */
static void
ref_parse_launch(const char *prog, int argc, char **argv,
    struct ref_launch *L)
{
	int i = 0;
	unsigned ldims, d;

	memset(L, 0, sizeof(*L));
	if (argc < 1)
		ref_die(prog, "missing kernel name");
	L->kernel = argv[i++];
	while (i < argc && argv[i][0] == '-') {
		if (strcmp(argv[i], "-g") == 0 && i + 1 < argc) {
			ref_parse_sizes(prog, argv[i + 1], L->global, &L->dims);
		} else if (strcmp(argv[i], "-l") == 0 && i + 1 < argc) {
			ref_parse_sizes(prog, argv[i + 1], L->local, &ldims);
			L->has_local = 1;
		} else {
			ref_die(prog, "unknown or incomplete option '%s'",
			    argv[i]);
		}
		i += 2;
	}
	if (L->dims == 0)
		ref_die(prog, "missing global size (-g)");
	if (L->has_local) {
		if (ldims != L->dims)
			ref_die(prog, "local size (-l) needs as many dimensions "
			    "as the global size");
		for (d = 0; d < L->dims; d++) {
			if (L->global[d] % L->local[d] != 0)
				ref_die(prog, "global size is not a multiple of "
				    "the local size");
		}
	}
	for (; i < argc; i++) {
		if (L->nargs == REF_MAX_ARGS)
			ref_die(prog, "too many kernel arguments");
		ref_parse_arg(prog, &L->arg[L->nargs], L->nargs, argv[i]);
		L->nargs++;
	}
}

static void
ref_print_value(FILE *f, enum ref_type t, const void *buf, size_t i)
{
	double v;

	switch (t) {
	case REF_CHAR:
		fprintf(f, "%d", ((const int8_t *)buf)[i]);
		return;
	case REF_UCHAR:
		fprintf(f, "%u", ((const uint8_t *)buf)[i]);
		return;
	case REF_SHORT:
		fprintf(f, "%d", ((const int16_t *)buf)[i]);
		return;
	case REF_USHORT:
		fprintf(f, "%u", ((const uint16_t *)buf)[i]);
		return;
	case REF_INT:
		fprintf(f, "%" PRId32, ((const int32_t *)buf)[i]);
		return;
	case REF_UINT:
		fprintf(f, "%" PRIu32, ((const uint32_t *)buf)[i]);
		return;
	case REF_LONG:
		fprintf(f, "%" PRId64, ((const int64_t *)buf)[i]);
		return;
	case REF_ULONG:
		fprintf(f, "%" PRIu64, ((const uint64_t *)buf)[i]);
		return;
	case REF_FLOAT:
		v = ((const float *)buf)[i];
		break;
	default:
		v = ((const double *)buf)[i];
		break;
	}
	if (isnan(v))
		fputs("nan", f);
	else if (isinf(v))
		fputs(v < 0 ? "-inf" : "inf", f);
	else
		fprintf(f, t == REF_FLOAT ? "%.9g" : "%.17g", v);
}

/* Prints every out and io buffer of L. */
static void
ref_print_outputs(FILE *f, const struct ref_launch *L)
{
	unsigned a;
	size_t i;
	const struct ref_arg *arg;

	for (a = 0; a < L->nargs; a++) {
		arg = &L->arg[a];
		if (arg->kind != REF_OUT && arg->kind != REF_INOUT &&
		    arg->kind != REF_OIMAGE)
			continue;
		fprintf(f, "arg %u %s[%zu]\n", a, ref_type_names[arg->type],
		    arg->count);
		for (i = 0; i < arg->count; i++) {
			fprintf(f, "%zu ", i);
			ref_print_value(f, arg->type, arg->data, i);
			fputc('\n', f);
		}
	}
}

static void
ref_free_launch(struct ref_launch *L)
{
	unsigned a;

	for (a = 0; a < L->nargs; a++)
		free(L->arg[a].data);
	L->nargs = 0;
}

/*
 * Defines main() for a reference program: it takes the launch description
 * on its command line, calls FN to compute the out/io buffers, and prints
 * them.
 */
#define REF_MAIN(FN)							\
	int								\
	main(int argc, char **argv)					\
	{								\
		struct ref_launch ref_L_;				\
									\
		ref_parse_launch("reference", argc - 1, argv + 1,	\
		    &ref_L_);						\
		FN(&ref_L_);						\
		ref_print_outputs(stdout, &ref_L_);			\
		ref_free_launch(&ref_L_);				\
		return fflush(stdout) != 0;				\
	}

/* A pixel coordinate clamped into [0, hi]: CLK_ADDRESS_CLAMP_TO_EDGE. */
static inline int
ref_clamp_edge(int v, int hi)
{
	return v < 0 ? 0 : v > hi ? hi : v;
}

/* Half bits to float, for references of vload_half and friends. */
static inline float
ref_h2f(uint16_t h)
{
	int e = (h >> 10) & 0x1f, m = h & 0x3ff;
	float s = (h & 0x8000) ? -1.0f : 1.0f;

	if (e == 0x1f)
		return m ? NAN : s * INFINITY;
	if (e == 0)
		return s * ldexpf((float)m, -24);
	return s * ldexpf((float)(m | 0x400), e - 25);
}

/* Float to half bits, rounding: 0 rte, 1 rtz, 2 rtp, 3 rtn (vstore_half_r). */
static inline uint16_t
ref_f2h(float f, int mode)
{
	double v = fabs((double)f), q, r;
	uint16_t s = signbit(f) ? 0x8000 : 0;
	int e, up;

	if (isnan(f))
		return 0x7e00;
	if (isinf(f))
		return s | 0x7c00;
	if (v == 0)
		return s;
	frexp(v, &e);
	e = e - 1 < -14 ? -14 : e - 1;
	q = ldexp(v, 10 - e);
	up = mode == 2 ? !s : mode == 3 ? s != 0 : 0;
	q = mode == 0 ? rint(q) : mode == 1 ? trunc(q) : up ? ceil(q) : floor(q);
	r = ldexp(q, e - 10);
	if (r > 65504.0)
		return s | (mode == 0 || up ? 0x7c00 : 0x7bff);
	if (r < 0x1p-14)
		return s | (uint16_t)ldexp(r, 24);
	frexp(r, &e);
	return s | (uint16_t)((e - 1 + 15) << 10 | ((uint16_t)ldexp(r, 11 - e) & 0x3ff));
}

#endif /* E2E_REF_H */
