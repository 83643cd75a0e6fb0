/* Unit tests of the module builder (words.c) and requirements (reqs.c):
 * encoder word counts, string packing, hash-consing, capability implication,
 * minimal sets, version deduction and the failure path. */
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

static int passed, failed;

#define CHECK(cond, ...) \
	do { \
		if (cond) { \
			passed++; \
		} else { \
			failed++; \
			printf("FAIL %s:%d: ", __FILE__, __LINE__); \
			printf(__VA_ARGS__); \
			putchar('\n'); \
		} \
	} while (0)

static struct lsv_options opts;

static struct lsv_ctx *
newctx(const char *triple, const char *exts)
{
	struct lsv_ctx *c = calloc(1, sizeof(*c));
	char err[256];

	c->opt = &opts;
	lsv_ctx_init(c);
	if (lsv_parse_triple(triple, &c->tgt, err, sizeof err) || lsv_parse_exts(exts, &c->tgt, err, sizeof err))
		abort();
	return c;
}

static void
freectx(struct lsv_ctx *c)
{
	lsv_arena_free(&c->mod);
	lsv_arena_free(&c->fn);
	free(c->diag);
	free(c);
}

/* Count OpCapability instructions with operand cap in SEC_CAP. */
static int
hascap(struct lsv_ctx *c, uint32_t cap)
{
	struct lsv_vec *v = &c->sec[SEC_CAP];
	uint32_t i;
	int n = 0;

	for (i = 0; i < v->n; i += v->w[i] >> 16)
		if ((v->w[i] & 0xffff) == SpvOpCapability && v->w[i + 1] == cap)
			n++;
	return n;
}

static void
encoder(void)
{
	struct lsv_ctx *c = newctx("spirv64", NULL);
	struct lsv_vec v;
	SpvId a, b, i32, i32b, f32;

	lsv_vec_init(&v, &c->mod);
	EMIT(c, &v, SpvOpIAdd, 1, 2, 3, 4);
	CHECK(v.n == 5 && v.w[0] == (5u << 16 | SpvOpIAdd), "OpIAdd header word %08x", v.w[0]);
	EMIT0(c, &v, SpvOpReturn);
	CHECK(v.n == 6 && v.w[5] == (1u << 16 | SpvOpReturn), "OpReturn header word %08x", v.w[5]);

	lsv_vec_init(&v, &c->mod);
	lsv_vec_str(&v, "abc", 3);
	CHECK(v.n == 1 && v.w[0] == 0x00636261, "\"abc\" packs into one word (%u, %08x)", v.n, v.w[0]);
	lsv_vec_init(&v, &c->mod);
	lsv_vec_str(&v, "abcd", 4);
	CHECK(v.n == 2 && v.w[0] == 0x64636261 && v.w[1] == 0, "\"abcd\" needs a NUL word");
	lsv_vec_init(&v, &c->mod);
	lsv_vec_str(&v, "", 0);
	CHECK(v.n == 1 && v.w[0] == 0, "empty string is one NUL word");

	i32 = lsv_int_type(c, 32);
	i32b = INTERN(c, SpvOpTypeInt, 32, 0);
	f32 = lsv_float_type(c, 32);
	CHECK(i32 == i32b, "OpTypeInt 32 0 is declared once");
	CHECK(i32 != f32, "int and float differ");
	a = lsv_const_u32(c, 7);
	b = lsv_const_u32(c, 7);
	CHECK(a == b, "OpConstant 7 is declared once");
	CHECK(lsv_const_u32(c, 8) != a, "distinct constants differ");
	CHECK(lsv_const_int(c, 64, 7) != a, "constants of different types differ");
	CHECK(lsv_ptr_type(c, SpvStorageClassCrossWorkgroup, f32) == lsv_ptr_type(c, SpvStorageClassCrossWorkgroup, f32),
	      "pointer types are hash-consed");
	CHECK(lsv_ptr_type(c, SpvStorageClassWorkgroup, f32) != lsv_ptr_type(c, SpvStorageClassCrossWorkgroup, f32),
	      "storage class is part of the key");
	CHECK(lsv_vec_type(c, f32, 1) == f32, "a one-lane vector is its scalar");
	/* i32, f32, 3 constants + i64, 2 pointers: exactly 8 declarations, so nothing was emitted twice */
	{
		struct lsv_vec *t = &c->sec[SEC_TYPES];
		uint32_t i, n = 0;
		for (i = 0; i < t->n; i += t->w[i] >> 16)
			n++;
		CHECK(n == 8, "SEC_TYPES holds %u declarations, want 8", n);
	}
	freectx(c);
}

static void
requirements(void)
{
	struct lsv_ctx *c = newctx("spirv64", NULL);

	/* the Int64Atomics row implies Int64: only the former is declared */
	lsv_req_cap(c, SpvCapabilityInt64);
	lsv_req_cap(c, SpvCapabilityInt64Atomics);
	lsv_req_cap(c, SpvCapabilityKernel);
	lsv_reqs_finish(c);
	CHECK(hascap(c, SpvCapabilityInt64Atomics) == 1, "Int64Atomics declared");
	CHECK(hascap(c, SpvCapabilityInt64) == 0, "Int64 is implied, not declared");
	CHECK(hascap(c, SpvCapabilityKernel) == 1, "Kernel declared");
	CHECK(c->version == LSV_V(1, 0), "version stays 1.0 (%x)", c->version);
	freectx(c);

	/* capabilities come out sorted by value */
	c = newctx("spirv64", NULL);
	lsv_req_cap(c, SpvCapabilityKernel);
	lsv_req_cap(c, SpvCapabilityAddresses);
	lsv_req_cap(c, SpvCapabilityInt8);
	lsv_reqs_finish(c);
	CHECK(c->sec[SEC_CAP].n == 6 && c->sec[SEC_CAP].w[1] == SpvCapabilityAddresses &&
	      c->sec[SEC_CAP].w[3] == SpvCapabilityKernel && c->sec[SEC_CAP].w[5] == SpvCapabilityInt8,
	      "capabilities sorted by value");
	freectx(c);

	/* a 1.3 instruction raises the version and brings its capability */
	c = newctx("spirv64", NULL);
	lsv_req_cap(c, SpvCapabilityKernel);
	lsv_req_op(c, SpvOpGroupNonUniformElect);
	lsv_reqs_finish(c);
	CHECK(c->version == LSV_V(1, 3), "OpGroupNonUniformElect needs 1.3 (%x)", c->version);
	CHECK(hascap(c, SpvCapabilityGroupNonUniform) == 1, "GroupNonUniform declared");
	freectx(c);

	/* a fixed version in the triple wins over the minimum */
	c = newctx("spirv64v1.2", NULL);
	lsv_req_cap(c, SpvCapabilityKernel);
	lsv_reqs_finish(c);
	CHECK(c->version == LSV_V(1, 2), "spirv64v1.2 fixes version 1.2 (%x)", c->version);
	freectx(c);

	/* an extension-only instruction with the extension enabled */
	c = newctx("spirv64", "+SPV_KHR_expect_assume");
	lsv_req_cap(c, SpvCapabilityKernel);
	lsv_req_op(c, SpvOpAssumeTrueKHR);
	lsv_reqs_finish(c);
	CHECK(hascap(c, SpvCapabilityExpectAssumeKHR) == 1, "ExpectAssumeKHR declared");
	CHECK(c->sec[SEC_EXT].n > 1, "OpExtension emitted");
	freectx(c);

	/* failure paths: not enabled, version too high, wrong environment */
	c = newctx("spirv64", NULL);
	if (!setjmp(c->fail)) {
		lsv_req_op(c, SpvOpAssumeTrueKHR);
		CHECK(0, "an extension instruction without its extension must fail");
	} else {
		CHECK(c->diag && strstr(c->diag, "--spirv-ext=+SPV_KHR_expect_assume"),
		      "the message names the option: %s", c->diag ? c->diag : "(none)");
	}
	freectx(c);
	c = newctx("spirv64v1.2", NULL);
	if (!setjmp(c->fail)) {
		lsv_req_op(c, SpvOpGroupNonUniformElect);
		CHECK(0, "a 1.3 instruction under a 1.2 triple must fail");
	} else {
		CHECK(c->diag && strstr(c->diag, "1.3") && strstr(c->diag, "1.2"), "message: %s",
		      c->diag ? c->diag : "(none)");
	}
	freectx(c);
	c = newctx("spirv64", NULL);
	if (!setjmp(c->fail)) {
		lsv_req_cap(c, SpvCapabilityShader);
		CHECK(0, "Shader is not available for OpenCL");
	} else {
		CHECK(c->diag && strstr(c->diag, "capability Shader"), "message: %s", c->diag ? c->diag : "(none)");
	}
	freectx(c);
}

int
main(void)
{
	encoder();
	requirements();
	printf("builder: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
