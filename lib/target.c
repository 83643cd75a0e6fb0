/* target.c: the environment a module is compiled for. Parses the triple
 * (<arch><subarch>-<vendor>-<os>-<environment>, as in the SPIR-V target user
 * guide) and the --spirv-ext list into struct lsv_target, and maps LLVM address
 * spaces to storage classes. Pure functions of their input: no context state. */
#include <stdio.h>
#include <string.h>

#include "lsv.h"

static const char *const supported[] = {
#define X(name) #name,
#include "extensions.def"
#undef X
};

bool
lsv_ext_supported(int ext)
{
	size_t i;

	for (i = 0; i < LSV_LEN(supported); i++)
		if (!strcmp(supported[i], lsv_ext_names[ext]))
			return true;
	return false;
}

bool
lsv_ext_on(const struct lsv_target *t, int ext)
{
	return ext >= 0 && (t->exts[ext / 64] >> (ext % 64) & 1);
}

static bool
eq(const char *s, size_t n, const char *lit)
{
	return strlen(lit) == n && !memcmp(s, lit, n);
}

/* The shader stages and other environment names LLVM knows for SPIR-V. */
static const char *const environments[] = {
	"", "unknown", "opencl", "compute", "library", "pixel", "vertex", "geometry",
	"hull", "domain", "mesh", "amplification", "raygeneration", "intersection",
	"anyhit", "closesthit", "miss", "callable",
};

int
lsv_parse_triple(const char *triple, struct lsv_target *t, char *err, size_t errlen)
{
	const char *part[4] = {"", "", "", ""};
	size_t len[4] = {0, 0, 0, 0};
	const char *p = triple, *a;
	size_t alen, i;
	int n = 0;

	memset(t->exts, 0, sizeof t->exts);
	t->triple = triple;
	t->version = 0;
	t->maxversion = LSV_V(1, 6);
	t->amd = false;
	t->env = LSV_ENV_OPENCL;
	while (n < 4) {
		const char *dash = strchr(p, '-');
		part[n] = p;
		len[n] = dash ? (size_t)(dash - p) : strlen(p);
		n++;
		if (!dash)
			break;
		p = dash + 1;
	}
	if (n == 4 && strchr(part[3], '-'))
		goto bad;
	a = part[0];
	alen = len[0];
	if (alen >= 7 && !memcmp(a, "spirv64", 7)) {
		t->ptrbits = 64;
		a += 7, alen -= 7;
	} else if (alen >= 7 && !memcmp(a, "spirv32", 7)) {
		t->ptrbits = 32;
		a += 7, alen -= 7;
	} else if (alen >= 5 && !memcmp(a, "spirv", 5)) {
		t->ptrbits = 0;
		t->env = LSV_ENV_VULKAN;
		a += 5, alen -= 5;
	} else if (eq(a, alen, "spir64")) {
		t->ptrbits = 64;
		alen = 0;
	} else if (eq(a, alen, "spir")) {
		t->ptrbits = 32;
		alen = 0;
	} else {
		goto bad;
	}
	if (alen) {
		/* v1.N; LLVM also spells the logical architecture spirv1.N */
		if (t->ptrbits == 0 && alen == 3)
			a--, alen++;
		if (alen != 4 || (a[0] != 'v' && t->ptrbits) || a[1] != '1' || a[2] != '.' || a[3] < '0' ||
		    a[3] > '6')
			goto bad;
		t->version = t->maxversion = LSV_V(1, a[3] - '0');
	}
	if (!(eq(part[1], len[1], "") || eq(part[1], len[1], "unknown") || eq(part[1], len[1], "amd")))
		goto bad;
	t->amd = eq(part[1], len[1], "amd");
	if (eq(part[2], len[2], "") || eq(part[2], len[2], "unknown") || eq(part[2], len[2], "opencl")) {
		;
	} else if (eq(part[2], len[2], "vulkan") || eq(part[2], len[2], "vulkan1.2") ||
	           eq(part[2], len[2], "vulkan1.3")) {
		uint32_t v = len[2] == 6 ? 0 : part[2][8] == '2' ? LSV_V(1, 5) : LSV_V(1, 6);
		t->env = LSV_ENV_VULKAN;
		if (v) {
			if (t->version && t->version != v) {
				snprintf(err, errlen, "triple '%s': subarchitecture and OS ask for different SPIR-V versions", triple);
				return -1;
			}
			t->version = t->maxversion = v;
		}
	} else if (eq(part[2], len[2], "amdhsa")) {
		if (!t->version)
			t->version = t->maxversion = LSV_V(1, 6);
	} else {
		goto bad;
	}
	for (i = 0; i < LSV_LEN(environments); i++)
		if (eq(part[3], len[3], environments[i]))
			break;
	if (i == LSV_LEN(environments))
		goto bad;
	if (t->env == LSV_ENV_OPENCL && t->ptrbits == 0)
		t->env = LSV_ENV_VULKAN;
	return 0;
bad:
	snprintf(err, errlen, "unknown target triple '%s' (expected spirv32, spirv64 or spirv, "
	         "optionally with v1.0-v1.6, vendor unknown/amd, OS opencl/vulkan/vulkan1.2/vulkan1.3/amdhsa)",
	         triple);
	return -1;
}

int
lsv_parse_exts(const char *spec, struct lsv_target *t, char *err, size_t errlen)
{
	const char *p = spec;

	if (!spec)
		return 0;
	while (*p) {
		const char *end = strchr(p, ',');
		size_t n = end ? (size_t)(end - p) : strlen(p);
		int on, e;

		if (eq(p, n, "-all")) {
			memset(t->exts, 0, sizeof t->exts);
		} else if (eq(p, n, "all") || eq(p, n, "+all")) { /* "+all" is the translator's spelling */
			for (e = 0; e < LSV_NEXT; e++)
				if (lsv_ext_supported(e))
					t->exts[e / 64] |= 1ull << (e % 64);
		} else if (n > 1 && (p[0] == '+' || p[0] == '-')) {
			on = p[0] == '+';
			e = lsv_ext_index(p + 1, n - 1);
			if (e < 0 || !lsv_ext_supported(e)) {
				snprintf(err, errlen, "unknown SPIR-V extension '%.*s' in --spirv-ext", (int)n - 1, p + 1);
				return -1;
			}
			if (on)
				t->exts[e / 64] |= 1ull << (e % 64);
			else
				t->exts[e / 64] &= ~(1ull << (e % 64));
		} else {
			snprintf(err, errlen, "bad --spirv-ext item '%.*s': expected +NAME, -NAME or all", (int)n, p);
			return -1;
		}
		if (!end)
			break;
		p = end + 1;
	}
	return 0;
}

SpvStorageClass
lsv_storage_class(struct lsv_ctx *c, unsigned as, LLVMValueRef where)
{
	/* OpenCL address spaces as clang numbers them for SPIR-V. */
	switch (as) {
	case 0: return c->as0generic ? SpvStorageClassGeneric : SpvStorageClassFunction;
	case 1: return SpvStorageClassCrossWorkgroup;
	case 2: return SpvStorageClassUniformConstant;
	case 3: return SpvStorageClassWorkgroup;
	case 4: return SpvStorageClassGeneric;
	case 5: /* global_device, global_host */
	case 6:
		if (lsv_ext_on(&c->tgt, lsv_ext_index("SPV_INTEL_usm_storage_classes", 29)))
			return as == 5 ? SpvStorageClassDeviceOnlyINTEL : SpvStorageClassHostOnlyINTEL;
		return SpvStorageClassCrossWorkgroup;
	case 7: return SpvStorageClassInput;
	default:
		lsv_fail_at(c, where, "address space %u is not supported for %s", as, c->tgt.triple);
	}
}
