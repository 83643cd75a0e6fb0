/* Unit tests of the triple parser and the --spirv-ext parser (target.c). */
#include <stdio.h>
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

static void
triple(const char *s, int ok, unsigned bits, enum lsv_env env, uint32_t version, uint32_t max)
{
	struct lsv_target t;
	char err[256] = "";
	int r = lsv_parse_triple(s, &t, err, sizeof err);

	CHECK((r == 0) == ok, "%s: expected %s, got %s (%s)", s, ok ? "ok" : "error", r ? "error" : "ok", err);
	if (r || !ok)
		return;
	CHECK(t.ptrbits == bits, "%s: ptrbits %u, want %u", s, t.ptrbits, bits);
	CHECK(t.env == env, "%s: env %d, want %d", s, t.env, env);
	CHECK(t.version == version, "%s: version %x, want %x", s, t.version, version);
	CHECK(t.maxversion == max, "%s: max version %x, want %x", s, t.maxversion, max);
}

static int
ext(const char *spec, const char *name)
{
	struct lsv_target t;
	char err[256];

	lsv_parse_triple("spirv64", &t, err, sizeof err);
	if (lsv_parse_exts(spec, &t, err, sizeof err))
		return -1;
	return lsv_ext_on(&t, lsv_ext_index(name, strlen(name)));
}

int
main(void)
{
	const uint32_t v10 = LSV_V(1, 0), v13 = LSV_V(1, 3), v14 = LSV_V(1, 4), v15 = LSV_V(1, 5),
	               v16 = LSV_V(1, 6);

	triple("spirv64", 1, 64, LSV_ENV_OPENCL, 0, v16);
	triple("spirv32", 1, 32, LSV_ENV_OPENCL, 0, v16);
	triple("spirv64-unknown-unknown", 1, 64, LSV_ENV_OPENCL, 0, v16);
	triple("spirv32-unknown-unknown", 1, 32, LSV_ENV_OPENCL, 0, v16);
	triple("spirv64-unknown-opencl", 1, 64, LSV_ENV_OPENCL, 0, v16);
	triple("spirv64v1.0", 1, 64, LSV_ENV_OPENCL, v10, v10);
	triple("spirv64v1.3-unknown-unknown", 1, 64, LSV_ENV_OPENCL, v13, v13);
	triple("spirv32v1.4", 1, 32, LSV_ENV_OPENCL, v14, v14);
	triple("spirv64v1.6-unknown-unknown", 1, 64, LSV_ENV_OPENCL, v16, v16);
	triple("spirv64-amd-amdhsa", 1, 64, LSV_ENV_OPENCL, v16, v16);
	triple("spirv64v1.3-amd-amdhsa", 1, 64, LSV_ENV_OPENCL, v13, v13);
	triple("spirv-unknown-vulkan", 1, 0, LSV_ENV_VULKAN, 0, v16);
	triple("spirv-unknown-vulkan1.2", 1, 0, LSV_ENV_VULKAN, v15, v15);
	triple("spirv-unknown-vulkan1.3-compute", 1, 0, LSV_ENV_VULKAN, v16, v16);
	triple("spirv1.5-unknown-vulkan1.2", 1, 0, LSV_ENV_VULKAN, v15, v15);
	triple("spirv1.6-unknown-vulkan1.3-compute", 1, 0, LSV_ENV_VULKAN, v16, v16);
	triple("spirvv1.4-unknown-unknown", 1, 0, LSV_ENV_VULKAN, v14, v14);
	triple("spirv1.4-unknown-vulkan1.3", 0, 0, 0, 0, 0);
	triple("spirv641.3", 0, 0, 0, 0, 0);
	triple("spirv", 1, 0, LSV_ENV_VULKAN, 0, v16);
	triple("spirv64-unknown-unknown-unknown", 1, 64, LSV_ENV_OPENCL, 0, v16);
	triple("spirv64-unknown-unknown-opencl", 1, 64, LSV_ENV_OPENCL, 0, v16);
	triple("spir64-unknown-unknown", 1, 64, LSV_ENV_OPENCL, 0, v16);
	triple("spir-unknown-unknown", 1, 32, LSV_ENV_OPENCL, 0, v16);
	triple("spirv64v1.3-unknown-vulkan1.3", 0, 0, 0, 0, 0);
	triple("spirv64v1.7", 0, 0, 0, 0, 0);
	triple("spirv64v2.0", 0, 0, 0, 0, 0);
	triple("x86_64-unknown-linux-gnu", 0, 0, 0, 0, 0);
	triple("spirv64-nvidia-cuda", 0, 0, 0, 0, 0);
	triple("spirv64-unknown-linux", 0, 0, 0, 0, 0);
	triple("spirv128", 0, 0, 0, 0, 0);
	triple("", 0, 0, 0, 0, 0);
	triple("spirv64-unknown-unknown-unknown-extra", 0, 0, 0, 0, 0);
	triple("spirv64-unknown-unknown-nonsense", 0, 0, 0, 0, 0);

	CHECK(ext("+SPV_KHR_expect_assume", "SPV_KHR_expect_assume") == 1, "+ext");
	CHECK(ext("+SPV_KHR_expect_assume", "SPV_INTEL_subgroups") == 0, "+ext leaves others off");
	CHECK(ext("all", "SPV_INTEL_subgroups") == 1, "all");
	CHECK(ext("all", "SPV_KHR_16bit_storage") == 0, "all enables only supported extensions");
	CHECK(ext("all,-SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "all,-ext");
	CHECK(ext("all,-SPV_INTEL_subgroups", "SPV_KHR_expect_assume") == 1, "all,-ext keeps others");
	CHECK(ext("+SPV_INTEL_subgroups,-SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "+x,-x");
	CHECK(ext("+SPV_EXT_shader_atomic_float_add,+SPV_INTEL_arbitrary_precision_integers",
	          "SPV_INTEL_arbitrary_precision_integers") == 1, "two extensions");
	CHECK(ext("+SPV_INTEL_2d_block_io", "SPV_INTEL_2d_block_io") == 1, "an extension newer than the grammar");
	CHECK(ext("+SPV_NOT_AN_EXTENSION", "SPV_KHR_expect_assume") == -1, "unknown name");
	CHECK(ext("SPV_KHR_expect_assume", "SPV_KHR_expect_assume") == -1, "missing sign");
	CHECK(ext("+", "SPV_KHR_expect_assume") == -1, "sign alone");
	CHECK(ext("all,", "SPV_KHR_expect_assume") == 1, "trailing comma");
	CHECK(ext("+all", "SPV_INTEL_subgroups") == 1, "+all (the translator's spelling)");
	CHECK(ext("+all,-SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "+all,-ext");
	CHECK(ext("+SPV_INTEL_subgroups,-all", "SPV_INTEL_subgroups") == 0, "-all");
	CHECK(ext("", "SPV_KHR_expect_assume") == 0, "empty list");
	printf("target: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
