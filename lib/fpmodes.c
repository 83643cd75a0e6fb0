/* fpmodes.c: execution modes the IR asks for beyond the OpenCL kernel
 * metadata (globals.c): the !spirv.ExecutionMode named metadata the Khronos
 * translator and LLVM's SPIR-V backend read, and the floating-point denormal
 * modes of LLVM's "denormal-fp-math" attributes (SPV_KHR_float_controls).
 * Runs after the functions are lowered, so the float widths are known. */
#include <string.h>

#include "lsv.h"

static const char mdname[] = "spirv.ExecutionMode";

/* The entry point of kernel f, or 0 when f is not one. */
static SpvId
entryof(struct lsv_ctx *c, LLVMValueRef f)
{
	for (unsigned i = 0; i < c->nentries; i++)
		if (c->entries[i].f == f)
			return c->entries[i].id;
	return 0;
}

/* Operand j of a !spirv.ExecutionMode row as a 32-bit literal. */
static uint32_t
mdlit(struct lsv_ctx *c, LLVMValueRef f, LLVMValueRef op, unsigned j)
{
	if (!op || !LLVMIsAConstantInt(op) || LLVMGetIntTypeWidth(LLVMTypeOf(op)) > 32)
		lsv_fail_at(c, f, "!%s: operand %u of a row for @%s is not a constant integer of at most 32 bits",
		            mdname, j, LLVMGetValueName(f));
	return (uint32_t)LLVMConstIntGetZExtValue(op);
}

/* One row {ptr @f, i32 mode, operands...}: the grammar gives the mode's
 * parameters; literals come from constant integers, ids (LocalSizeId and
 * the like, OpExecutionModeId) from constants. */
static void
mdrow(struct lsv_ctx *c, LLVMValueRef *ops, unsigned n)
{
	LLVMValueRef f = ops[0];
	SpvId entry = entryof(c, f);
	uint32_t mode, *w;
	const char *params, *p;
	char codes[16];
	unsigned j, k = 0;
	size_t m;
	bool ids = false;

	if (!entry)
		lsv_fail_at(c, f, "!%s names @%s, which is not a kernel (execution modes belong to entry points)",
		            mdname, LLVMGetValueName(f));
	mode = mdlit(c, f, ops[1], 1);
	params = lsv_enum_params(LSV_K_ExecutionMode, mode);
	if (!params)
		lsv_fail_at(c, f, "!%s: execution mode %u for @%s is not one this build's SPIR-V grammar (%s) knows",
		            mdname, mode, LLVMGetValueName(f), LSV_GRAMMAR_VERSION);
	/* an enumerant operand ('e' and its kind) is a literal too */
	for (p = params, m = 0; *p && m < sizeof codes - 1; p++) {
		codes[m++] = *p;
		p += *p == 'e' && p[1];
	}
	codes[m] = 0;
	if (strspn(codes, "nie") != m || m != n - 2)
		lsv_fail_at(c, f, "!%s: execution mode %s for @%s takes %zu operand(s), the row gives %u", mdname,
		            lsv_enuminfo(LSV_K_ExecutionMode, mode)->name, LLVMGetValueName(f), m, n - 2);
	w = lsv_alloc(&c->fn, ((size_t)n + 2) * 4);
	w[k++] = entry;
	w[k++] = mode;
	for (p = params, j = 2; *p; p++, j++) {
		if (*p == 'e' && p[1]) {
			w[k] = mdlit(c, f, ops[j], j);
			if (!lsv_enuminfo((enum lsv_kind)(*++p - 'A'), w[k++]))
				lsv_fail_at(c, f, "!%s: operand %u of a row for @%s is not a value the grammar has for it",
				            mdname, j, LLVMGetValueName(f));
			continue;
		}
		if (*p == 'n') {
			w[k++] = mdlit(c, f, ops[j], j);
			continue;
		}
		/* the id modes (LocalSizeId, LocalSizeHintId, SubgroupsPerWorkgroupId)
		 * take 32-bit integer constants */
		if (!ops[j] || !LLVMIsAConstantInt(ops[j]) || LLVMGetIntTypeWidth(LLVMTypeOf(ops[j])) != 32)
			lsv_fail_at(c, f, "!%s: operand %u of a row for @%s is not an i32 constant", mdname, j,
			            LLVMGetValueName(f));
		w[k++] = lsv_val(c, ops[j]);
		ids = true;
	}
	lsv_req_params(c, LSV_K_ExecutionMode, mode, w + 2, k - 2);
	lsv_execmode(c, ids ? SpvOpExecutionModeId : SpvOpExecutionMode, w, k);
}

static void
mdmodes(struct lsv_ctx *c)
{
	unsigned n = LLVMGetNamedMetadataNumOperands(c->m, mdname), i;
	LLVMValueRef *rows;

	if (!n)
		return;
	rows = lsv_alloc(&c->fn, n * sizeof *rows);
	LLVMGetNamedMetadataOperands(c->m, mdname, rows);
	for (i = 0; i < n; i++) {
		unsigned cnt = LLVMGetMDNodeNumOperands(rows[i]);
		LLVMValueRef *ops = lsv_alloc(&c->fn, (cnt ? cnt : 1) * sizeof *ops);
		LLVMGetMDNodeOperands(rows[i], ops);
		if (cnt < 2 || !ops[0] || !LLVMIsAFunction(ops[0]))
			lsv_fail(c, LSV_ERR_INPUT, "!%s: row %u is not {ptr @kernel, i32 mode, operands...}", mdname, i);
		mdrow(c, ops, cnt);
	}
}

/* LLVM's denormal mode "out,in" (or one word for both): the execution mode
 * saying the same, or -1 ("dynamic", or output and input that differ). */
static int
denormmode(const char *s, unsigned len)
{
	static const struct { const char *name; int mode; } map[] = {
		{"ieee", SpvExecutionModeDenormPreserve},
		{"preserve-sign", SpvExecutionModeDenormFlushToZero},
		{"positive-zero", SpvExecutionModeDenormFlushToZero},
	};
	const char *comma = memchr(s, ',', len);
	unsigned a = comma ? (unsigned)(comma - s) : len;
	int out = -1, in = -1;

	for (size_t i = 0; i < LSV_LEN(map); i++) {
		if (strlen(map[i].name) == a && !memcmp(s, map[i].name, a))
			out = map[i].mode;
		if (comma && strlen(map[i].name) == len - a - 1 && !memcmp(comma + 1, map[i].name, len - a - 1))
			in = map[i].mode;
	}
	return comma && in != out ? -1 : out;
}

/* The denormal mode kernel f's attribute `attr` gives, or -1. */
static int
denormattr(LLVMValueRef f, const char *attr)
{
	LLVMAttributeRef a = LLVMGetStringAttributeAtIndex(f, LLVMAttributeFunctionIndex, attr, (unsigned)strlen(attr));
	const char *s;
	unsigned len;

	if (!a)
		return -1;
	s = LLVMGetStringAttributeValue(a, &len);
	return denormmode(s, len);
}

/* "denormal-fp-math" (every float type) and "denormal-fp-math-f32" (float
 * only) on a kernel: DenormPreserve or DenormFlushToZero for each float
 * width the module uses. SPIR-V leaves the mode to the implementation
 * otherwise (OpenCL allows either for float), so they are stated only where
 * SPV_KHR_float_controls is enabled or the module is SPIR-V 1.4 anyway. */
static void
denormals(struct lsv_ctx *c, const struct lsv_entry *e)
{
	static const struct { unsigned width; SpvCapability cap; } widths[] = {
		{16, SpvCapabilityFloat16}, {32, 0}, {64, SpvCapabilityFloat64},
	};
	int all = denormattr(e->f, "denormal-fp-math"), f32 = denormattr(e->f, "denormal-fp-math-f32");

	for (size_t i = 0; i < LSV_LEN(widths); i++) {
		int mode = widths[i].width == 32 && f32 >= 0 ? f32 : all;
		uint32_t w[3] = {e->id, (uint32_t)mode, widths[i].width};
		if (mode < 0 || (widths[i].cap && !lsv_has_cap(c, widths[i].cap)))
			continue;
		lsv_execmode(c, SpvOpExecutionMode, w, 3);
	}
}

void
lsv_fp_modes(struct lsv_ctx *c)
{
	int ext = lsv_ext_index("SPV_KHR_float_controls", 22);
	bool controls;

	mdmodes(c);
	controls = lsv_ext_on(&c->tgt, ext) || c->version >= LSV_V(1, 4) || c->tgt.version >= LSV_V(1, 4);
	for (unsigned i = 0; controls && i < c->nentries; i++)
		denormals(c, &c->entries[i]);
}
