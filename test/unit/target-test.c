/* Unit tests of target.c: the triple reader (LLVM's normal form, then what each
 * component gives), the --spirv-ext parser and the extensions.def table. */
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

#define V(n) LSV_V(1, n)
#define P32 SpvAddressingModelPhysical32
#define P64 SpvAddressingModelPhysical64
#define LOG SpvAddressingModelLogical
#define CL LSV_ENV_OPENCL
#define VK LSV_ENV_VULKAN

/* A triple, its normal form, and what it gives; err (the start of the
 * message) for one that is refused. */
struct row {
	const char *in, *norm;
	const char *err;
	SpvAddressingModel am;
	enum lsv_env env;
	enum lsv_os os;
	enum lsv_stage stage;
	uint32_t version, max, vk;
	int amd;
};

#define OK(in, norm, am, env, os, stage, version, max, vk, amd) \
	{in, norm, NULL, am, env, LSV_OS_##os, LSV_STAGE_##stage, version, max, vk, amd}
#define BAD(in, norm, err) {in, norm, err, 0, 0, 0, 0, 0, 0, 0, 0}

static const struct row rows[] = {
	/* the plain architectures, and the user guide's examples */
	OK("spirv64", "spirv64", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv32", "spirv32", P32, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv", "spirv", LOG, VK, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv32-unknown-unknown", "spirv32-unknown-unknown", P32, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv64-unknown-unknown", "spirv64-unknown-unknown", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv64v1.0", "spirv64v1.0", P64, CL, UNKNOWN, NONE, V(0), V(0), 0, 0),
	OK("spirv64-amd-amdhsa", "spirv64-amd-amdhsa", P64, CL, AMDHSA, NONE, V(6), V(6), 0, 1),
	OK("spirv64v1.3-unknown-unknown", "spirv64v1.3-unknown-unknown", P64, CL, UNKNOWN, NONE, V(3), V(3), 0, 0),
	OK("spirv32v1.4", "spirv32v1.4", P32, CL, UNKNOWN, NONE, V(4), V(4), 0, 0),
	OK("spirv64v1.6-unknown-unknown", "spirv64v1.6-unknown-unknown", P64, CL, UNKNOWN, NONE, V(6), V(6), 0, 0),
	OK("spirv64v1.3-amd-amdhsa", "spirv64v1.3-amd-amdhsa", P64, CL, AMDHSA, NONE, V(3), V(3), 0, 1),
	OK("spirv32v1.6-amd", "spirv32v1.6-amd", P32, CL, UNKNOWN, NONE, V(6), V(6), 0, 1),
	/* opencl is an environment; LLVM moves it there */
	OK("spirv64-unknown-opencl", "spirv64-unknown-unknown-opencl", P64, CL, UNKNOWN, OPENCL, 0, V(6), 0, 0),
	OK("spirv64-unknown-unknown-opencl", "spirv64-unknown-unknown-opencl", P64, CL, UNKNOWN, OPENCL, 0, V(6), 0,
	   0),
	/* the module triples clang writes for SPIR */
	OK("spir64-unknown-unknown", "spir64-unknown-unknown", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spir-unknown-unknown", "spir-unknown-unknown", P32, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	/* an OS or vendor LLVM may know but SPIR-V does not reads as unknown */
	OK("spirv64-unknown-linux", "spirv64-unknown-linux", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv32-unknown-linux", "spirv32-unknown-linux", P32, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv64-unkown-unknown", "spirv64-unkown-unknown", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv64-nvidia-cuda", "spirv64-nvidia-cuda", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv64-unknown-linux-gnu", "spirv64-unknown-linux-gnu", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	/* components in another order */
	OK("amdhsa-spirv64", "spirv64-unknown-amdhsa", P64, CL, AMDHSA, NONE, V(6), V(6), 0, 0),
	OK("compute-spirv64", "spirv64-unknown-unknown-compute", P64, CL, UNKNOWN, COMPUTE, 0, V(6), 0, 0),
	OK("spirv-vulkan-unknown", "spirv-unknown-vulkan-unknown", LOG, VK, VULKAN, NONE, 0, V(0), V(0), 0),
	OK("spirv-vulkan-library", "spirv-unknown-vulkan-library", LOG, VK, VULKAN, LIBRARY, 0, V(0), V(0), 0),
	OK("spirv1.6-vulkan1.3-compute", "spirv1.6-unknown-vulkan1.3-compute", LOG, VK, VULKAN, COMPUTE, V(6), V(6),
	   V(3), 0),
	OK("spirv-vulkan1.3-unknown", "spirv-unknown-vulkan1.3-unknown", LOG, VK, VULKAN, NONE, V(6), V(6), V(3), 0),
	OK("spirv1.5-vulkan-unknown", "spirv1.5-unknown-vulkan-unknown", LOG, VK, VULKAN, NONE, V(5), V(5), V(2), 0),
	OK("vulkan1.2-spirv1.3-vertex", "spirv1.3-unknown-vulkan1.2-vertex", LOG, VK, VULKAN, VERTEX, V(3), V(3),
	   V(2), 0),
	OK("vulkan-spirvv1.1", "spirvv1.1-unknown-vulkan", LOG, VK, VULKAN, NONE, V(1), V(1), V(1), 0),
	/* the Vulkan versions and the SPIR-V each one takes */
	OK("spirv-unknown-vulkan", "spirv-unknown-vulkan", LOG, VK, VULKAN, NONE, 0, V(0), V(0), 0),
	OK("spirv-unknown-vulkan1.0", "spirv-unknown-vulkan1.0", LOG, VK, VULKAN, NONE, 0, V(0), V(0), 0),
	OK("spirv-unknown-vulkan1.1", "spirv-unknown-vulkan1.1", LOG, VK, VULKAN, NONE, V(3), V(3), V(1), 0),
	OK("spirv-unknown-vulkan1.2", "spirv-unknown-vulkan1.2", LOG, VK, VULKAN, NONE, V(5), V(5), V(2), 0),
	OK("spirv-unknown-vulkan1.3-compute", "spirv-unknown-vulkan1.3-compute", LOG, VK, VULKAN, COMPUTE, V(6), V(6), V(3), 0),
	OK("spirv1.5-unknown-vulkan1.2", "spirv1.5-unknown-vulkan1.2", LOG, VK, VULKAN, NONE, V(5), V(5), V(2), 0),
	OK("spirv1.4-unknown-vulkan1.3", "spirv1.4-unknown-vulkan1.3", LOG, VK, VULKAN, NONE, V(4), V(4), V(3), 0),
	OK("spirv1.0-vulkan1.0-pixel", "spirv1.0-unknown-vulkan1.0-pixel", LOG, VK, VULKAN, PIXEL, V(0), V(0), V(0),
	   0),
	OK("spirv64-unknown-vulkan1.3", "spirv64-unknown-vulkan1.3", P64, VK, VULKAN, NONE, V(6), V(6), V(3), 0),
	OK("spirv-unknown-vulkan1.4-compute", "spirv-unknown-vulkan1.4-compute", LOG, VK, VULKAN, COMPUTE, V(6), V(6), V(4),
	   0),
	OK("spirv1.5-vulkan1.4-library", "spirv1.5-unknown-vulkan1.4-library", LOG, VK, VULKAN, LIBRARY, V(5), V(5), V(4),
	   0),
	/* the logical architecture without Vulkan, and its spellings */
	OK("spirvv1.4-unknown-unknown", "spirvv1.4-unknown-unknown", LOG, VK, UNKNOWN, NONE, V(4), V(4), 0, 0),
	OK("spirv1.6", "spirv1.6", LOG, VK, UNKNOWN, NONE, V(6), V(6), 0, 0),
	/* environments: LLVM's stages, matched by prefix; others are none */
	OK("spirv64-unknown-unknown-pixel", "spirv64-unknown-unknown-pixel", P64, CL, UNKNOWN, PIXEL, 0, V(6), 0, 0),
	OK("spirv64-unknown-unknown-computefoo", "spirv64-unknown-unknown-computefoo", P64, CL, UNKNOWN, COMPUTE, 0,
	   V(6), 0, 0),
	OK("spirv-unknown-vulkan1.3-anyhit", "spirv-unknown-vulkan1.3-anyhit", LOG, VK, VULKAN, ANYHIT, V(6), V(6), V(3),
	   0),
	OK("spirv-unknown-vulkan1.3-amplification", "spirv-unknown-vulkan1.3-amplification", LOG, VK, VULKAN,
	   AMPLIFICATION, V(6), V(6), V(3), 0),
	OK("spirv64-unknown-unknown-nonsense", "spirv64-unknown-unknown-nonsense", P64, CL, UNKNOWN, NONE, 0, V(6), 0,
	   0),
	OK("spirv64-unknown-unknown-unknown-extra", "spirv64-unknown-unknown-unknown-extra", P64, CL, UNKNOWN, NONE, 0,
	   V(6), 0, 0),
	OK("spirv-unknown-vulkan1.3-unknown-compute", "spirv-unknown-vulkan1.3-compute-unknown", LOG, VK, VULKAN,
	   COMPUTE, V(6), V(6), V(3), 0),
	/* empty components */
	OK("spirv64--", "spirv64-unknown-unknown", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("spirv64---", "spirv64-unknown-unknown-unknown", P64, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	OK("-spirv32", "spirv32-unknown", P32, CL, UNKNOWN, NONE, 0, V(6), 0, 0),
	/* refused: not a SPIR-V architecture, a version SPIR-V or Vulkan lacks */
	BAD("", "unknown", "unknown target triple '': the architecture 'unknown' is not spirv32"),
	BAD("--", "unknown-unknown-unknown", "unknown target triple '--': the architecture 'unknown'"),
	BAD("x86_64", "x86_64", "unknown target triple 'x86_64': the architecture 'x86_64'"),
	BAD("x86_64-unknown-linux-gnu", "x86_64-unknown-linux-gnu", "unknown target triple 'x86_64-unknown-linux-gnu'"),
	BAD("x86_64-spirv64", "x86_64-spirv64", "unknown target triple 'x86_64-spirv64': the architecture 'x86_64'"),
	BAD("spirv64v1.7", "spirv64v1.7", "unknown target triple 'spirv64v1.7': the architecture 'spirv64v1.7'"),
	BAD("spirv64v1.", "spirv64v1.", "unknown target triple 'spirv64v1.': the architecture 'spirv64v1.'"),
	BAD("spirv64v2.0", "spirv64v2.0", "unknown target triple 'spirv64v2.0'"),
	BAD("spirv641.3", "spirv641.3", "unknown target triple 'spirv641.3'"),
	BAD("spirv1.7-unknown-vulkan", "spirv1.7-unknown-vulkan", "unknown target triple 'spirv1.7-unknown-vulkan'"),
	BAD("spirv128", "spirv128", "unknown target triple 'spirv128'"),
	BAD("SPIRV64", "SPIRV64", "unknown target triple 'SPIRV64'"),
	BAD("spir64v1.2", "spir64v1.2", "unknown target triple 'spir64v1.2'"),
	BAD("spirv-unknown-vulkan2.0", "spirv-unknown-vulkan2.0",
	    "unknown target triple 'spirv-unknown-vulkan2.0': the OS 'vulkan2.0' is not vulkan, vulkan1.0"),
	BAD("spirv-unknown-vulkan1.5", "spirv-unknown-vulkan1.5", "unknown target triple 'spirv-unknown-vulkan1.5'"),
	BAD("spirv1.6-unknown-vulkan1.2", "spirv1.6-unknown-vulkan1.2",
	    "triple 'spirv1.6-unknown-vulkan1.2' asks for SPIR-V 1.6, which Vulkan 1.2 does not accept (it takes "
	    "SPIR-V up to 1.5)"),
	BAD("spirv1.4-vulkan1.0", "spirv1.4-unknown-vulkan1.0", "triple 'spirv1.4-vulkan1.0' asks for SPIR-V 1.4"),
};

static void
triple(const struct row *r)
{
	struct lsv_target t;
	char err[512] = "";
	char *norm = lsv_triple_normalize(r->in);
	int st = lsv_parse_triple(r->in, &t, err, sizeof err);

	CHECK(!strcmp(norm, r->norm), "'%s': normal form '%s', want '%s'", r->in, norm, r->norm);
	free(norm);
	if (r->err) {
		CHECK(st && !strncmp(err, r->err, strlen(r->err)), "'%s': want the error '%s...', got %s '%s'", r->in,
		      r->err, st ? "the error" : "success", err);
		return;
	}
	CHECK(!st, "'%s': unexpected error '%s'", r->in, err);
	if (st)
		return;
	CHECK(t.addressing == r->am, "'%s': addressing model %d, want %d", r->in, t.addressing, r->am);
	CHECK(t.ptrbits == (r->am == P32 ? 32u : r->am == P64 ? 64u : 0u), "'%s': pointer width %u", r->in,
	      t.ptrbits);
	CHECK(t.env == r->env, "'%s': environment %d, want %d", r->in, t.env, r->env);
	CHECK(t.os == r->os, "'%s': OS %d, want %d", r->in, t.os, r->os);
	CHECK(t.stage == r->stage, "'%s': stage %d, want %d", r->in, t.stage, r->stage);
	CHECK(t.version == r->version, "'%s': version %x, want %x", r->in, t.version, r->version);
	CHECK(t.maxversion == r->max, "'%s': max version %x, want %x", r->in, t.maxversion, r->max);
	CHECK(t.vkversion == r->vk, "'%s': Vulkan version %x, want %x", r->in, t.vkversion, r->vk);
	CHECK(t.amd == (r->amd != 0), "'%s': amd %d", r->in, t.amd);
	CHECK(t.triple == r->in, "'%s': messages name the triple as given", r->in);
}

/* Very long triples: components LLVM does not know, however long, read as unknown. */
static void
longtriples(void)
{
	size_t n = 100000;
	char *s = malloc(n + 64), err[512];
	struct lsv_target t;

	strcpy(s, "spirv64-");
	memset(s + 8, 'v', n);
	strcpy(s + 8 + n, "-unknown-compute");
	CHECK(!lsv_parse_triple(s, &t, err, sizeof err) && t.ptrbits == 64 && t.stage == LSV_STAGE_COMPUTE,
	      "a 100000-character vendor: %s", err);
	memset(s, 'x', n);
	s[n] = 0;
	CHECK(lsv_parse_triple(s, &t, err, sizeof err) && !strncmp(err, "unknown target triple 'xxx", 26),
	      "a 100000-character architecture is refused");
	free(s);
}

/* The model each stage names, for the Vulkan entry points. */
static void
stages(void)
{
	static const struct {
		const char *triple;
		int model;
	} m[] = {
		{"spirv-unknown-vulkan1.3-compute", SpvExecutionModelGLCompute},
		{"spirv-unknown-vulkan1.3-pixel", SpvExecutionModelFragment},
		{"spirv-unknown-vulkan1.3-vertex", SpvExecutionModelVertex},
		{"spirv-unknown-vulkan1.3-hull", SpvExecutionModelTessellationControl},
		{"spirv-unknown-vulkan1.3-domain", SpvExecutionModelTessellationEvaluation},
		{"spirv-unknown-vulkan1.3-mesh", SpvExecutionModelMeshEXT},
		{"spirv-unknown-vulkan1.3-miss", SpvExecutionModelMissKHR},
		{"spirv-unknown-vulkan1.3-library", -1},
		{"spirv-unknown-vulkan1.3", -1},
	};
	struct lsv_target t;
	char err[512];
	size_t i;

	for (i = 0; i < LSV_LEN(m); i++)
		CHECK(!lsv_parse_triple(m[i].triple, &t, err, sizeof err) && t.model == m[i].model, "%s: model %d",
		      m[i].triple, t.model);
	CHECK(!strcmp(lsv_stage_name(LSV_STAGE_CLOSESTHIT), "closesthit"), "stage names");
	CHECK(!strcmp(lsv_stage_name(LSV_STAGE_NONE), ""), "no stage");
}

/* The extensions the list spec enables for triple, as a bit set; -1 for an error. */
static int
ext(const char *triple, const char *spec, const char *name)
{
	struct lsv_target t;
	char err[512];

	if (lsv_parse_triple(triple, &t, err, sizeof err))
		return -2;
	if (lsv_parse_exts(spec, &t, err, sizeof err))
		return -1;
	return lsv_ext_on(&t, lsv_ext_index(name, strlen(name)));
}

static int
nenabled(const char *triple, const char *spec)
{
	struct lsv_target t;
	char err[512];
	int i, n = 0;

	if (lsv_parse_triple(triple, &t, err, sizeof err) || lsv_parse_exts(spec, &t, err, sizeof err))
		return -1;
	for (i = 0; i < LSV_NEXT; i++)
		n += lsv_ext_on(&t, i);
	return n;
}

static void
extlists(void)
{
	const char *cl = "spirv64", *vk = "spirv-unknown-vulkan1.3";
	char err[512];
	struct lsv_target t;

	CHECK(ext(cl, "+SPV_KHR_expect_assume", "SPV_KHR_expect_assume") == 1, "+ext");
	CHECK(ext(cl, "+SPV_KHR_expect_assume", "SPV_INTEL_subgroups") == 0, "+ext leaves others off");
	CHECK(ext(cl, "+SPV_INTEL_subgroups,-SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "+x,-x");
	CHECK(ext(cl, "-SPV_INTEL_subgroups,+SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 1, "left to right");
	CHECK(ext(cl, "+SPV_INTEL_subgroups,+SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 1, "a duplicate");
	CHECK(ext(cl, "+SPV_EXT_shader_atomic_float_add,+SPV_INTEL_arbitrary_precision_integers",
	          "SPV_INTEL_arbitrary_precision_integers") == 1, "two extensions");
	/* all, +all, -all */
	CHECK(ext(cl, "all", "SPV_INTEL_subgroups") == 1, "all");
	CHECK(ext(cl, "+all", "SPV_INTEL_subgroups") == 1, "+all (the translator's spelling)");
	CHECK(ext(cl, "all,-SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "all,-ext");
	CHECK(ext(cl, "all,-SPV_INTEL_subgroups", "SPV_KHR_expect_assume") == 1, "all,-ext keeps others");
	CHECK(ext(cl, "+all,-SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "+all,-ext");
	CHECK(ext(cl, "+SPV_INTEL_subgroups,-all", "SPV_INTEL_subgroups") == 0, "-all");
	CHECK(ext(cl, "-all,+SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 1, "-all,+ext");
	CHECK(ext(cl, "all", "SPV_KHR_vulkan_memory_model") == 0, "all: only what means something in OpenCL");
	CHECK(ext(cl, "all", "SPV_ALTERA_arbitrary_precision_integers") == 1, "all: the ALTERA spellings");
	CHECK(ext(vk, "all", "SPV_KHR_vulkan_memory_model") == 1, "all for Vulkan");
	CHECK(ext(vk, "all", "SPV_INTEL_subgroups") == 0, "all for Vulkan leaves OpenCL's out");
	CHECK(ext(vk, "all", "SPV_KHR_expect_assume") == 1, "all for Vulkan: extensions of both");
	CHECK(ext(cl, "+SPV_KHR_vulkan_memory_model", "SPV_KHR_vulkan_memory_model") == 0,
	      "a Vulkan-only name is accepted for OpenCL, and not used");
	CHECK(ext(vk, "+SPV_KHR_vulkan_memory_model", "SPV_KHR_vulkan_memory_model") == 1, "and used for Vulkan");
	CHECK(ext(vk, "+SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 0, "an OpenCL-only name for Vulkan");
	CHECK(nenabled(cl, "all") >= 120, "all enables %d extensions for OpenCL", nenabled(cl, "all"));
	CHECK(nenabled(cl, "all") + nenabled(vk, "all") > (int)lsv_ext_nrows, "all: both environments cover every row");
	/* khr: every SPV_KHR_ of the environment */
	CHECK(ext(cl, "khr", "SPV_KHR_expect_assume") == 1, "khr");
	CHECK(ext(cl, "KHR", "SPV_KHR_linkonce_odr") == 1, "KHR, as LLVM takes it");
	CHECK(ext(cl, "khr", "SPV_INTEL_subgroups") == 0, "khr leaves others off");
	CHECK(ext(cl, "khr", "SPV_EXT_shader_atomic_float_add") == 0, "khr is not EXT");
	CHECK(ext(cl, "khr", "SPV_KHR_16bit_storage") == 0, "khr for OpenCL leaves Vulkan's out");
	CHECK(ext(vk, "khr", "SPV_KHR_16bit_storage") == 1, "khr for Vulkan");
	CHECK(ext(cl, "khr,-SPV_KHR_expect_assume", "SPV_KHR_expect_assume") == 0, "khr,-ext");
	CHECK(ext(cl, "khr,+SPV_INTEL_subgroups", "SPV_INTEL_subgroups") == 1, "khr,+ext");
	CHECK(ext(cl, "+khr", "SPV_KHR_expect_assume") == -1, "+khr is a name, and not one");
	/* names the grammar of this build lacks */
	CHECK(ext(cl, "+SPV_INTEL_2d_block_io", "SPV_INTEL_2d_block_io") == 1, "an extension newer than the grammar");
	CHECK(ext(cl, "+SPV_KHR_abort", "SPV_KHR_abort") == 1, "SPV_KHR_abort");
	CHECK(ext(cl, "+SPV_ALTERA_task_sequence", "SPV_ALTERA_task_sequence") == 1, "an ALTERA spelling");
	CHECK(ext(cl, "+SPV_INTEL_long_constant_composite", "SPV_INTEL_long_constant_composite") == 1,
	      "the translator's older spelling");
	/* errors, empty lists and empty items */
	CHECK(ext(cl, "+SPV_NOT_AN_EXTENSION", "SPV_KHR_expect_assume") == -1, "unknown name");
	CHECK(ext(cl, "-SPV_NOT_AN_EXTENSION", "SPV_KHR_expect_assume") == -1, "unknown name, disabled");
	CHECK(ext(cl, "+spv_khr_expect_assume", "SPV_KHR_expect_assume") == -1, "names are case-sensitive");
	CHECK(ext(cl, "+SPV_KHR_expect_assume ", "SPV_KHR_expect_assume") == -1, "a trailing space");
	CHECK(ext(cl, "SPV_KHR_expect_assume", "SPV_KHR_expect_assume") == -1, "missing sign");
	CHECK(ext(cl, "+", "SPV_KHR_expect_assume") == -1, "sign alone");
	CHECK(ext(cl, "none", "SPV_KHR_expect_assume") == -1, "a word that is no item");
	CHECK(ext(cl, "", "SPV_KHR_expect_assume") == 0, "empty list");
	CHECK(ext(cl, "all,", "SPV_KHR_expect_assume") == 1, "trailing comma");
	CHECK(ext(cl, ",,+SPV_KHR_expect_assume,,", "SPV_KHR_expect_assume") == 1, "empty items");
	CHECK(nenabled(cl, ",") == 0, "a lone comma");
	lsv_parse_triple(cl, &t, err, sizeof err);
	CHECK(lsv_parse_exts("+SPV_KHR_abort,+SPV_BOGUS", &t, err, sizeof err) &&
	      !strcmp(err, "unknown SPIR-V extension 'SPV_BOGUS' in --spirv-ext"), "the message: %s", err);
	CHECK(lsv_parse_exts("+SPV_KHR_abort,bogus", &t, err, sizeof err) &&
	      !strcmp(err, "bad --spirv-ext item 'bogus': expected +NAME, -NAME, all or khr"), "the message: %s", err);
	CHECK(lsv_parse_exts(NULL, &t, err, sizeof err) == 0, "no list");
}

/* Every name LLVM's SPIR-V backend (LLVM 22) or the Khronos translator takes
 * in --spirv-ext, and the SPV_ALTERA_ spellings of the renamed Intel FPGA
 * extensions. */
static const char *const others[] = {
	"SPV_ALTERA_arbitrary_precision_fixed_point", "SPV_ALTERA_arbitrary_precision_floating_point",
	"SPV_ALTERA_arbitrary_precision_integers", "SPV_ALTERA_blocking_pipes",
	"SPV_ALTERA_fpga_argument_interfaces", "SPV_ALTERA_fpga_buffer_location",
	"SPV_ALTERA_fpga_cluster_attributes", "SPV_ALTERA_fpga_dsp_control",
	"SPV_ALTERA_fpga_invocation_pipelining_attributes", "SPV_ALTERA_fpga_latency_control",
	"SPV_ALTERA_fpga_loop_controls", "SPV_ALTERA_fpga_memory_accesses", "SPV_ALTERA_fpga_memory_attributes",
	"SPV_ALTERA_fpga_reg", "SPV_ALTERA_global_variable_fpga_decorations", "SPV_ALTERA_io_pipes",
	"SPV_ALTERA_loop_fuse", "SPV_ALTERA_runtime_aligned", "SPV_ALTERA_task_sequence",
	"SPV_ALTERA_usm_storage_classes", "SPV_AMD_weak_linkage", "SPV_EXT_arithmetic_fence",
	"SPV_EXT_demote_to_helper_invocation", "SPV_EXT_descriptor_indexing", "SPV_EXT_float8",
	"SPV_EXT_fragment_fully_covered", "SPV_EXT_fragment_invocation_density",
	"SPV_EXT_fragment_shader_interlock", "SPV_EXT_image_raw10_raw12", "SPV_EXT_long_vector",
	"SPV_EXT_mesh_shader", "SPV_EXT_ocp_microscaling_types", "SPV_EXT_optnone",
	"SPV_EXT_relaxed_printf_string_address_space", "SPV_EXT_shader_atomic_float16_add",
	"SPV_EXT_shader_atomic_float_add", "SPV_EXT_shader_atomic_float_min_max", "SPV_EXT_shader_image_int64",
	"SPV_EXT_shader_stencil_export", "SPV_EXT_shader_viewport_index_layer", "SPV_GOOGLE_hlsl_functionality1",
	"SPV_GOOGLE_user_type", "SPV_INTEL_16bit_atomics", "SPV_INTEL_2d_block_io",
	"SPV_INTEL_arbitrary_precision_fixed_point", "SPV_INTEL_arbitrary_precision_floating_point",
	"SPV_INTEL_arbitrary_precision_integers", "SPV_INTEL_arithmetic_fence", "SPV_INTEL_bfloat16_arithmetic",
	"SPV_INTEL_bfloat16_conversion", "SPV_INTEL_bindless_images", "SPV_INTEL_blocking_pipes",
	"SPV_INTEL_cache_controls", "SPV_INTEL_complex_float_mul_div", "SPV_INTEL_debug_module",
	"SPV_INTEL_device_barrier", "SPV_INTEL_device_side_avc_motion_estimation", "SPV_INTEL_fast_composite",
	"SPV_INTEL_float4", "SPV_INTEL_float_controls2", "SPV_INTEL_fp_conversions",
	"SPV_INTEL_fp_fast_math_mode", "SPV_INTEL_fp_max_error", "SPV_INTEL_fpga_argument_interfaces",
	"SPV_INTEL_fpga_buffer_location", "SPV_INTEL_fpga_cluster_attributes", "SPV_INTEL_fpga_dsp_control",
	"SPV_INTEL_fpga_invocation_pipelining_attributes", "SPV_INTEL_fpga_latency_control",
	"SPV_INTEL_fpga_loop_controls", "SPV_INTEL_fpga_memory_accesses", "SPV_INTEL_fpga_memory_attributes",
	"SPV_INTEL_fpga_reg", "SPV_INTEL_function_pointers", "SPV_INTEL_function_variants",
	"SPV_INTEL_global_variable_decorations", "SPV_INTEL_global_variable_fpga_decorations",
	"SPV_INTEL_global_variable_host_access", "SPV_INTEL_hw_thread_queries", "SPV_INTEL_inline_assembly",
	"SPV_INTEL_int4", "SPV_INTEL_io_pipes", "SPV_INTEL_joint_matrix", "SPV_INTEL_kernel_attributes",
	"SPV_INTEL_long_composites", "SPV_INTEL_long_constant_composite", "SPV_INTEL_loop_fuse",
	"SPV_INTEL_masked_gather_scatter", "SPV_INTEL_maximum_registers", "SPV_INTEL_media_block_io",
	"SPV_INTEL_memory_access_aliasing", "SPV_INTEL_non_constant_addrspace_printf",
	"SPV_INTEL_optimization_hints", "SPV_INTEL_optnone", "SPV_INTEL_predicated_io",
	"SPV_INTEL_rounded_divide_sqrt", "SPV_INTEL_runtime_aligned", "SPV_INTEL_sigmoid",
	"SPV_INTEL_split_barrier", "SPV_INTEL_subgroup_buffer_prefetch",
	"SPV_INTEL_subgroup_matrix_multiply_accumulate", "SPV_INTEL_subgroup_matrix_multiply_accumulate_float4",
	"SPV_INTEL_subgroup_matrix_multiply_accumulate_float8", "SPV_INTEL_subgroup_requirements",
	"SPV_INTEL_subgroup_scaled_matrix_multiply_accumulate", "SPV_INTEL_subgroups", "SPV_INTEL_task_sequence",
	"SPV_INTEL_tensor_float32_conversion", "SPV_INTEL_tensor_float32_rounding",
	"SPV_INTEL_ternary_bitwise_function", "SPV_INTEL_token_type", "SPV_INTEL_unstructured_loop_controls",
	"SPV_INTEL_usm_storage_classes", "SPV_INTEL_variable_length_array", "SPV_INTEL_vector_compute",
	"SPV_KHR_16bit_storage", "SPV_KHR_abort", "SPV_KHR_bfloat16", "SPV_KHR_bit_instructions",
	"SPV_KHR_cooperative_matrix", "SPV_KHR_device_group", "SPV_KHR_expect_assume", "SPV_KHR_float_controls",
	"SPV_KHR_float_controls2", "SPV_KHR_fma", "SPV_KHR_fragment_shader_barycentric",
	"SPV_KHR_fragment_shading_rate", "SPV_KHR_integer_dot_product", "SPV_KHR_linkonce_odr",
	"SPV_KHR_maximal_reconvergence", "SPV_KHR_multiview", "SPV_KHR_no_integer_wrap_decoration",
	"SPV_KHR_non_semantic_info", "SPV_KHR_physical_storage_buffer", "SPV_KHR_poison_freeze",
	"SPV_KHR_post_depth_coverage", "SPV_KHR_ray_query", "SPV_KHR_ray_tracing", "SPV_KHR_shader_clock",
	"SPV_KHR_shader_draw_parameters", "SPV_KHR_subgroup_rotate", "SPV_KHR_uniform_group_instructions",
	"SPV_KHR_untyped_pointers", "SPV_KHR_vulkan_memory_model", "SPV_NV_shader_atomic_fp16_vector",
	"SPV_NV_shader_subgroup_partitioned",
};

static void
table(void)
{
	size_t i;
	int e, n[3] = {0, 0, 0};

	for (i = 0; i + 1 < lsv_ext_nrows; i++)
		CHECK(strcmp(lsv_ext_rows[i].name, lsv_ext_rows[i + 1].name) < 0,
		      "extensions.def: %s before %s is out of order", lsv_ext_rows[i].name, lsv_ext_rows[i + 1].name);
	for (i = 0; i < lsv_ext_nrows; i++) {
		const struct lsv_extrow *r = &lsv_ext_rows[i];
		e = lsv_ext_index(r->name, strlen(r->name));
		CHECK(e >= 0 && lsv_ext_row(e) == r, "%s: no lsv_ext_index", r->name);
		CHECK((r->status == LSV_EXT_VULKAN) == (r->envs == 1u << LSV_ENV_VULKAN),
		      "%s: status vulkan if and only if Vulkan is its only environment", r->name);
		CHECK(r->status != LSV_EXT_IMPLEMENTED || (r->envs >> LSV_ENV_OPENCL & 1),
		      "%s: implemented, so it means something for OpenCL kernels", r->name);
		CHECK(!strncmp(r->name, "SPV_", 4), "%s: a SPIR-V extension name", r->name);
		n[r->status]++;
	}
	/* the grammar's names are all in extensions.def, so all are accepted */
	for (e = 0; e < LSV_NEXT; e++)
		CHECK(lsv_ext_supported(e), "%s: from the grammar, missing in extensions.def", lsv_ext_names[e]);
	CHECK(LSV_NEXT == (int)lsv_ext_nrows, "%d names, %zu rows", LSV_NEXT, lsv_ext_nrows);
	/* the generated ids are the rows, in order */
	for (i = 0; i < lsv_ext_nrows; i++)
		CHECK(lsv_ext_index(lsv_ext_rows[i].name, strlen(lsv_ext_rows[i].name)) == (int)i,
		      "%s: its id is not its row", lsv_ext_rows[i].name);
	CHECK(lsv_ext_index("SPV_KHR_abort", 13) == LSV_SPV_KHR_abort &&
	      !strcmp(lsv_ext_names[LSV_SPV_INTEL_subgroups], "SPV_INTEL_subgroups"), "the enum names the rows");
	/* a renamed extension (grammar facts: twin) works wherever the old name does */
	for (e = 0; e < LSV_NEXT; e++) {
		if (lsv_ext_twin[e] < 0)
			continue;
		CHECK(lsv_ext_row(e)->status == lsv_ext_row(lsv_ext_twin[e])->status &&
		      lsv_ext_row(e)->envs == lsv_ext_row(lsv_ext_twin[e])->envs,
		      "%s has the status and environments of %s", lsv_ext_names[e], lsv_ext_names[lsv_ext_twin[e]]);
	}
	CHECK(lsv_ext_twin[LSV_SPV_ALTERA_arbitrary_precision_integers] == LSV_SPV_INTEL_arbitrary_precision_integers,
	      "SPV_ALTERA_arbitrary_precision_integers is SPV_INTEL_arbitrary_precision_integers renamed");
	for (i = 0; i < LSV_LEN(others); i++) {
		const struct lsv_extrow *r = lsv_ext_row(lsv_ext_index(others[i], strlen(others[i])));
		char spec[128];
		snprintf(spec, sizeof spec, "+%s", others[i]);
		/* accepted everywhere, used where it means something */
		CHECK(ext("spirv64", spec, others[i]) == (r && (r->envs & 1u << LSV_ENV_OPENCL)), "--spirv-ext=%s", spec);
		CHECK(ext("spirv-unknown-vulkan", spec, others[i]) == (r && (r->envs & 1u << LSV_ENV_VULKAN)),
		      "--spirv-ext=%s for Vulkan", spec);
	}
	CHECK(LSV_LEN(others) == 146, "%zu names of LLVM, the translator and ALTERA", LSV_LEN(others));
	CHECK(n[LSV_EXT_IMPLEMENTED] >= 14, "%d implemented", n[LSV_EXT_IMPLEMENTED]);
	CHECK(!lsv_ext_row(-1) && !lsv_ext_row(LSV_NEXT), "out of range");
	printf("extensions: %zu known: %d implemented, %d accepted, %d Vulkan-only\n", lsv_ext_nrows,
	       n[LSV_EXT_IMPLEMENTED], n[LSV_EXT_ACCEPTED], n[LSV_EXT_VULKAN]);
}

int
main(void)
{
	size_t i;

	for (i = 0; i < LSV_LEN(rows); i++)
		triple(&rows[i]);
	printf("triples: %zu\n", LSV_LEN(rows));
	longtriples();
	stages();
	extlists();
	table();
	printf("target: %d passed, %d failed\n", passed, failed);
	return failed != 0;
}
