/* tables-test.c: every table that is searched by bisection is sorted in the
 * byte order lsv_namecmp uses, without duplicates (an out-of-order row
 * silently turns a builtin or an intrinsic into an external call); the
 * extended-instruction names of the intrinsic tables exist in the OpenCL.std
 * and GLSL.std.450 grammars; each constrained intrinsic's plain row exists;
 * and the environments' capability lists are sorted by value. */
#include <stdio.h>
#include <string.h>

#include "lsv.h"

static int passed, failed;

static void
check(int ok, const char *what, const char *a, const char *b)
{
	if (ok) {
		passed++;
		return;
	}
	failed++;
	printf("FAIL: %s: %s %s\n", what, a, b ? b : "");
}

struct irow {
	const char *name, *kind, *ocl, *glsl;
};

static const char *const builtins[] = {
#define B(n, f, a, b) n,
#include "builtins.def"
};
static const char *const atomics[] = {
#include "atomics.def"
};
static const char *const vmem[] = {
#include "vmem.def"
};
static const char *const images[] = {
#include "images.def"
};
static const char *const narrowfp[] = {
#include "narrowfp.def"
#undef B
};
static const char *const extensions[] = {
#define X(n, status, envs) #n,
#include "extensions.def"
#undef X
};
static const struct irow intrin[] = {
#define I(n, k, o, g, a) {n, #k, o, g},
#include "intrin.def"
#undef I
};
static const struct irow spvintrin[] = {
#define S(n, k, o, g, a) {n, #k, o, g},
#include "spvintrin.def"
#undef S
};

static void
sorted(const char *table, const char *const *names, size_t n, size_t stride)
{
	size_t i;

	for (i = 1; i < n; i++) {
		const char *a = *(const char *const *)((const char *)names + (i - 1) * stride);
		const char *b = *(const char *const *)((const char *)names + i * stride);
		check(lsv_namecmp(a, b, strlen(b)) < 0, table, a, b);
	}
	passed++;
}

/* The kinds whose OpenCL.std column names an extended instruction (others
 * hold a BuiltIn or an instruction name pattern). */
static int
mathkind(const char *k)
{
	static const char *const kinds[] = {"OCL", "OCL1", "SOCL", "UOCL", "LROUND", "FREXP", "MODF",
	                                    "XMATH", "FRAC", "SATURATE", "SIGN", "FIRSTBIT"};

	for (size_t i = 0; i < LSV_LEN(kinds); i++)
		if (!strcmp(k, kinds[i]))
			return 1;
	return 0;
}

static void
extnames(const char *table, const struct irow *r, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (r[i].ocl && mathkind(r[i].kind))
			check(lsv_extinst_number(LSV_SET_OPENCL, r[i].ocl, strlen(r[i].ocl)) >= 0, table, r[i].name,
			      r[i].ocl);
		if (r[i].glsl)
			check(lsv_extinst_number(LSV_SET_GLSL, r[i].glsl, strlen(r[i].glsl)) >= 0, table, r[i].name,
			      r[i].glsl);
	}
}

int
main(void)
{
	size_t i;

	sorted("builtins.def", builtins, LSV_LEN(builtins), sizeof(char *));
	sorted("atomics.def", atomics, LSV_LEN(atomics), sizeof(char *));
	sorted("vmem.def", vmem, LSV_LEN(vmem), sizeof(char *));
	sorted("images.def", images, LSV_LEN(images), sizeof(char *));
	sorted("narrowfp.def", narrowfp, LSV_LEN(narrowfp), sizeof(char *));
	sorted("extensions.def", extensions, LSV_LEN(extensions), sizeof(char *));
	sorted("intrin.def", &intrin[0].name, LSV_LEN(intrin), sizeof(intrin[0]));
	sorted("spvintrin.def", &spvintrin[0].name, LSV_LEN(spvintrin), sizeof(spvintrin[0]));
	extnames("intrin.def", intrin, LSV_LEN(intrin));
	extnames("spvintrin.def", spvintrin, LSV_LEN(spvintrin));

	/* each environment's list of allowed capabilities, by value */
	{
		static const char *const triples[] = {"spirv64-unknown-unknown", "spirv-unknown-vulkan1.3-compute"};
		for (i = 0; i < LSV_LEN(triples); i++) {
			struct lsv_target t;
			char err[256];
			const struct lsv_envdesc *e;
			unsigned k;
			check(!lsv_parse_triple(triples[i], &t, err, sizeof err), "triple", triples[i], err);
			e = lsv_envdesc(&t);
			for (k = 1; k < e->nallow; k++)
				check(e->allow[k - 1].cap < e->allow[k].cap, "capability list out of order at",
				      e->name, lsv_enuminfo(LSV_K_Capability, e->allow[k].cap)->name);
			check(!e->allow == !e->nallow, "capability list without a length", e->name, NULL);
		}
	}

	/* experimental.constrained.<op> lowers as the row <op> */
	for (i = 0; i < LSV_LEN(intrin); i++) {
		const char *base = intrin[i].name + strlen("experimental.constrained.");
		size_t j;
		int found = 0;
		if (strcmp(intrin[i].kind, "CMATH"))
			continue;
		for (j = 0; j < LSV_LEN(intrin); j++)
			found |= !strcmp(intrin[j].name, base);
		check(found, "intrin.def: no plain row for", intrin[i].name, NULL);
	}

	/* the check itself notices a row out of order */
	{
		static const char *const bad[] = {"b", "a"};
		int before = failed;
		sorted("(self-test)", bad, 2, sizeof(char *));
		check(failed == before + 1, "self-test", "an unsorted table", "passed");
		failed = before;
		printf("(the FAIL line above is the self-test's)\n");
	}
	printf("tables: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
