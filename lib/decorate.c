/* decorate.c: decorations the input names in metadata. A decoration list is
 * an MDNode of nodes !{i32 <Decoration>, <operands>...}; it comes as
 * !spirv.Decorations on a global variable or an instruction, as
 * !spirv.ParameterDecorations (one list per parameter) on a function, and as
 * !spirv.DecorationCacheControlINTEL (!{i32 <Decoration>, i32 level, i32
 * control, i32 <operand number>}) on a load, store or call, and as SYCL's
 * !io_pipe_id on a pipe storage global (lsv_pipe_storage()). Operands are
 * read as the grammar describes the decoration; requirements are the
 * grammar's. */
#include <string.h>

#include "lsv.h"

/* How a metadata decoration meets one llc-spirv emits itself on the same id. */
enum { SAME_ONLY, REPEAT, OURS };

static int
policy(uint32_t d)
{
	switch (d) {
	case SpvDecorationUserSemantic: case SpvDecorationFuncParamAttr:
		return REPEAT; /* one per attribute or string */
	case SpvDecorationFPFastMathMode: case SpvDecorationNoContraction:
		return OURS;   /* from the instruction's own fast-math flags */
	default:
		return SAME_ONLY;
	}
}

static unsigned
mdkind(struct lsv_ctx *c, unsigned *k, const char *name)
{
	if (!*k)
		*k = LLVMGetMDKindIDInContext(c->llctx, name, (unsigned)strlen(name));
	return *k;
}

/* SPV_INTEL_memory_access_aliasing: the declaration of alias metadata node
 * md, made once: a domain (!{!self, name?}) is OpAliasDomainDeclINTEL, a
 * scope (!{!self, domain, name?}) OpAliasScopeDeclINTEL of its domain, a list
 * of scopes OpAliasScopeListDeclINTEL. They go to their own section before
 * the annotations: "Insert an extra item before '8. All annotation
 * instructions': Optional OpAliasDomainDeclINTEL, OpAliasScopeDeclINTEL and
 * OpAliasScopeListDeclINTEL instructions" (the extension, revision 3). The
 * optional names are left out: LLVM's are for uniqueness, which ids give. */
static SpvId
aliasdecl(struct lsv_ctx *c, LLVMValueRef md, int level)
{
	uint64_t *slot = lsv_map_slot(&c->aliasids, (uint64_t)(uintptr_t)md, &(bool){0});
	unsigned n = LLVMGetMDNodeNumOperands(md), i;
	LLVMValueRef *ops;
	uint32_t *w;

	if (*slot)
		return (SpvId)*slot;
	ops = lsv_alloc(&c->fn, (n + 1) * sizeof *ops);
	LLVMGetMDNodeOperands(md, ops);
	w = lsv_alloc(&c->fn, ((size_t)n + 1) * 4);
	w[0] = lsv_id(c);
	if (level == 0) {
		for (i = 0; i < n; i++)
			if (!ops[i] || !LLVMIsAMDNode(ops[i]))
				lsv_fail_at(c, c->f->at, "an alias scope list with an operand that is not a scope is "
				            "not supported for %s", c->tgt.triple);
		for (i = 0; i < n; i++)
			w[i + 1] = aliasdecl(c, ops[i], 1);
		lsv_emit(c, &c->sec[SEC_ALIAS], SpvOpAliasScopeListDeclINTEL, w, n + 1);
	} else if (level == 1) {
		if (n < 2 || !ops[1] || !LLVMIsAMDNode(ops[1]))
			lsv_fail_at(c, c->f->at, "an alias scope without a domain is not supported for %s",
			            c->tgt.triple);
		w[1] = aliasdecl(c, ops[1], 2);
		lsv_emit(c, &c->sec[SEC_ALIAS], SpvOpAliasScopeDeclINTEL, w, 2);
	} else {
		lsv_emit(c, &c->sec[SEC_ALIAS], SpvOpAliasDomainDeclINTEL, w, 1);
	}
	/* "This extension requires SPIR-V 1.2." */
	lsv_req_version(c, LSV_V(1, 2), "SPV_INTEL_memory_access_aliasing");
	*slot = w[0];
	return w[0];
}

void
lsv_alias_operands(struct lsv_ctx *c, LLVMValueRef inst, uint32_t *w, unsigned *n, unsigned at)
{
	LLVMValueRef scope, noalias;

	if (!lsv_ext_on(&c->tgt, LSV_SPV_INTEL_memory_access_aliasing) || !lsv_op_ok(c, SpvOpAliasDomainDeclINTEL))
		return;
	scope = LLVMGetMetadata(inst, mdkind(c, &c->mkscope, "alias.scope"));
	noalias = LLVMGetMetadata(inst, mdkind(c, &c->mknoalias, "noalias"));
	if (!scope && !noalias)
		return;
	if (at == *n) /* no mask yet */
		w[(*n)++] = 0;
	/* the parameters follow in the order of the mask bits: Aligned's literal
	 * is already there, AliasScopeINTEL (0x10000) before NoAliasINTEL */
	if (scope) {
		w[at] |= SpvMemoryAccessAliasScopeINTELMaskMask;
		w[(*n)++] = aliasdecl(c, scope, 0);
	}
	if (noalias) {
		w[at] |= SpvMemoryAccessNoAliasINTELMaskMask;
		w[(*n)++] = aliasdecl(c, noalias, 0);
	}
}

/* The operands of MDNode md (a value), in the function arena. */
static LLVMValueRef *
mdops(struct lsv_ctx *c, LLVMValueRef md, unsigned *n)
{
	LLVMValueRef *ops;

	*n = LLVMGetMDNodeNumOperands(md);
	ops = lsv_alloc(&c->fn, (size_t)(*n ? *n : 1) * sizeof(*ops));
	LLVMGetMDNodeOperands(md, ops);
	return ops;
}

static bool
isnode(LLVMValueRef v)
{
	return v && LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMMetadataTypeKind && LLVMIsAMDNode(v);
}

static const char *
deconame(uint32_t d)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Decoration, d);

	return e ? e->name : "?";
}

_Noreturn static void
bad(struct lsv_ctx *c, LLVMValueRef where, const char *md, uint32_t d, const char *what)
{
	lsv_fail_at(c, where, "decoration %s in !%s %s, which is not supported for %s", deconame(d), md, what,
	            c->tgt.triple);
}

/* A 32-bit literal from ConstantInt k, signed or unsigned. */
static bool
lit32(LLVMValueRef k, uint32_t *out)
{
	long long s;

	if (!k || !LLVMIsAConstantInt(k) || LLVMGetIntTypeWidth(LLVMTypeOf(k)) > 64)
		return false;
	s = LLVMConstIntGetSExtValue(k);
	if (LLVMGetIntTypeWidth(LLVMTypeOf(k)) < 64 || (s >= -2147483648LL && s <= 4294967295LL)) {
		*out = (uint32_t)LLVMConstIntGetZExtValue(k);
		return true;
	}
	return false;
}

/* Operand v as grammar operand `code` (of enum kind `kind`) into w; false if
 * it cannot be one. *id is set for an <id> operand (OpDecorateId). */
static bool
operand(struct lsv_ctx *c, struct lsv_vec *w, char code, int kind, LLVMValueRef v, LLVMValueRef where, bool *id)
{
	uint32_t x;
	unsigned len;
	const char *s;

	switch (code) {
	case 'n':
	case 'b':
		if (!lit32(v, &x))
			return false;
		lsv_vec_push(w, x);
		return true;
	case 'e':
		if (!lit32(v, &x) || !lsv_enuminfo((enum lsv_kind)kind, x))
			return false;
		lsv_vec_push(w, x);
		return true;
	case 's':
		if (!v || !LLVMIsAMDString(v) || !(s = LLVMGetMDString(v, &len)))
			return false;
		lsv_vec_utf8(w, s, len);
		return true;
	case 'f':
		if (!v || !LLVMIsAConstantFP(v))
			return false;
		{
			float f = (float)LLVMConstRealGetDouble(v, &(LLVMBool){0});
			memcpy(&x, &f, 4);
		}
		lsv_vec_push(w, x);
		return true;
	case 'i':
		if (!v || !LLVMIsAConstant(v) || LLVMIsAGlobalValue(v) || LLVMIsAConstantExpr(v) ||
		    LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMMetadataTypeKind)
			return false;
		lsv_vec_push(w, lsv_const(c, v, where));
		*id = true;
		return true;
	default:
		return false;
	}
}

/* 0: id has no decoration d yet; 1: it has this very one; 2: another. */
static int
existing(struct lsv_ctx *c, const uint32_t *w, size_t n)
{
	struct lsv_vec *v = &c->sec[SEC_ANNOT];
	uint32_t i, len;
	int got = 0;

	for (i = 0; i < v->n; i += len) {
		uint32_t op = v->w[i] & 0xffff;
		len = v->w[i] >> SpvWordCountShift;
		if (!len)
			break;
		if ((op != SpvOpDecorate && op != SpvOpDecorateId && op != SpvOpDecorateString) ||
		    len < 3 || v->w[i + 1] != w[0] || v->w[i + 2] != w[1])
			continue;
		if (len - 1 == n && !memcmp(v->w + i + 1, w, n * 4))
			return 1;
		got = 2;
	}
	return got;
}

/* Decoration d from metadata md: known, and usable here. */
static const struct lsv_enuminfo *
gate(struct lsv_ctx *c, LLVMValueRef where, const char *md, uint32_t d)
{
	const struct lsv_enuminfo *e = lsv_enuminfo(LSV_K_Decoration, d);

	if (!e)
		lsv_fail_at(c, where, "decoration %u in !%s is not a SPIR-V decoration llc-spirv knows, which is not "
		            "supported for %s", d, md, c->tgt.triple);
	if (d == SpvDecorationBuiltIn)
		bad(c, where, md, d, "(a built-in variable is a __spirv_BuiltIn* global)");
	if (!lsv_enum_ok(c, LSV_K_Decoration, d))
		lsv_fail_at(c, where, "decoration %s in !%s is not supported for %s%s", e->name, md, c->tgt.triple,
		            lsv_enum_why(c, LSV_K_Decoration, d));
	return e;
}

/* Decoration node dn (!{i32 d, operands...}) on id, from metadata `md` (for
 * messages); `only` operands of it are read (all when 0). */
static void
one(struct lsv_ctx *c, SpvId id, LLVMValueRef dn, LLVMValueRef where, const char *md, unsigned only)
{
	unsigned n, k = 1;
	LLVMValueRef *ops;
	const struct lsv_enuminfo *e;
	const char *p;
	struct lsv_vec w;
	uint32_t d;
	bool isid = false;

	if (!isnode(dn))
		lsv_fail_at(c, where, "!%s holds an operand that is not a decoration node !{i32 <decoration>, ...}", md);
	ops = mdops(c, dn, &n);
	if (only && n > only)
		n = only;
	if (!n || !lit32(ops[0], &d))
		lsv_fail_at(c, where, "!%s holds a node that does not start with an i32 decoration number", md);
	e = gate(c, where, md, d);
	lsv_vec_init(&w, &c->fn);
	lsv_vec_push(&w, id);
	lsv_vec_push(&w, d);
	for (p = e->params; p && *p;) {
		char code = *p++, q = 0;
		int kind = -1;
		if (code == 'e' || code == 'b')
			kind = *p++ - 'A';
		if (*p == '?' || *p == '*')
			q = *p++;
		do {
			if (k >= n) {
				if (q)
					break;
				bad(c, where, md, d, lsv_fmt(&c->fn, "has too few operands (%u)", n - 1));
			}
			if (!operand(c, &w, code, kind, ops[k], where, &isid))
				bad(c, where, md, d, lsv_fmt(&c->fn, "has an operand %u of a kind the grammar does not "
				                             "allow there", k));
			k++;
		} while (q == '*');
	}
	if (k < n)
		bad(c, where, md, d, lsv_fmt(&c->fn, "has too many operands (%u)", n - 1));
	/* enumerants among the operands (a FuncParamAttr, a cache control) */
	lsv_req_params(c, LSV_K_Decoration, d, w.w + 2, w.n - 2);
	switch (existing(c, w.w, w.n)) {
	case 1:
		return;
	case 2:
		if (policy(d) == OURS)
			return;
		/* SPIRV-Tools (2026.4 too) takes one cache control of a kind per
		 * pointer, whatever the cache level */
		if (policy(d) == SAME_ONLY)
			bad(c, where, md, d, "conflicts with another of the same decoration on that value (SPIR-V "
			    "validators take one per value)");
		break;
	}
	lsv_annotate_once(c, isid ? SpvOpDecorateId : SpvOpDecorate, w.w, w.n);
}

/* Every node of decoration list `list` on id. */
static void
list(struct lsv_ctx *c, SpvId id, LLVMValueRef l, LLVMValueRef where, const char *md)
{
	unsigned n, i;
	LLVMValueRef *ops;

	if (!isnode(l))
		lsv_fail_at(c, where, "!%s is not a list of decoration nodes", md);
	ops = mdops(c, l, &n);
	for (i = 0; i < n; i++)
		one(c, id, ops[i], where, md, 0);
}

/* The {i32 packet size, i32 packet alignment, i32 capacity} that a SYCL
 * pipe's storage global holds (struct ConstantPipeStorage, whose fields
 * OpConstantPipeStorage's literals mirror): false when g is not a constant
 * of exactly that shape. */
static bool
pipeshape(LLVMValueRef g, uint32_t lit[3])
{
	LLVMValueRef init = LLVMIsAGlobalVariable(g) && LLVMIsGlobalConstant(g) ? LLVMGetInitializer(g) : NULL;
	LLVMTypeRef t = init ? LLVMTypeOf(init) : NULL;

	if (!t || LLVMGetTypeKind(t) != LLVMStructTypeKind || LLVMCountStructElementTypes(t) != 3)
		return false;
	for (unsigned i = 0; i < 3; i++) {
		LLVMValueRef e = LLVMGetAggregateElement(init, i);
		if (!e || !LLVMIsAConstantInt(e) || LLVMGetIntTypeWidth(LLVMTypeOf(e)) != 32)
			return false;
		lit[i] = (uint32_t)LLVMConstIntGetZExtValue(e);
	}
	return true;
}

/* SPV_INTEL_io_pipes: !io_pipe_id !{i32 <id>} on SYCL's constant storage
 * global of a pipe marks an I/O pipe; its pipe id in *id. False without the
 * metadata. Without the extension it is an error, since the pipe would
 * silently lose its peripheral; so is any other global (the Khronos
 * translator's OpenCL C++ form, a %"class.cl::pipe_storage" { ptr @creator }
 * variable, whose storage is reached through a pointer loaded at run time). */
static bool
ioid(struct lsv_ctx *c, LLVMValueRef g, uint32_t *id, uint32_t lit[3])
{
	LLVMValueRef io = lsv_md_attached(c, g, mdkind(c, &c->mkiopipe, "io_pipe_id")), *ops;
	unsigned n;

	if (!io)
		return false;
	if (!pipeshape(g, lit))
		lsv_fail_at(c, g, "I/O pipe storage (!io_pipe_id) is not supported for %s on a global that is not a "
		            "constant {i32 packet size, i32 alignment, i32 capacity} (SYCL's ConstantPipeStorage)",
		            c->tgt.triple);
	ops = isnode(io) ? mdops(c, io, &n) : NULL;
	if (!ops || n != 1 || !lit32(ops[0], id))
		lsv_fail_at(c, g, "!io_pipe_id is not !{i32 <pipe id>}");
	if (!lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationIOPipeStorageINTEL))
		lsv_fail_at(c, g, "I/O pipe storage (!io_pipe_id) is not supported for %s%s", c->tgt.triple,
		            lsv_enum_why(c, LSV_K_Decoration, SpvDecorationIOPipeStorageINTEL));
	return true;
}

/* The pipe storage object of I/O pipe storage global g, for a pipe created
 * from it: OpConstantPipeStorage of g's three fields, decorated
 * IOPipeStorageINTEL <id> ("Apply to a pipe-storage object created from
 * OpConstantPipeStorage"). SPIRV-Tools takes the instruction for one of a
 * function body ("must appear in a block"), so each pipe creation makes its
 * own in the current block; the pipe id, not the object, names the
 * peripheral. 0 when g is not an I/O pipe's storage. */
SpvId
lsv_pipe_storage(struct lsv_ctx *c, LLVMValueRef g)
{
	uint32_t id, lit[3];
	SpvId ps;

	if (!LLVMIsAGlobalVariable(g) || !ioid(c, g, &id, lit))
		return 0;
	ps = INST(c, SpvOpConstantPipeStorage, lsv_intern(c, SpvOpTypePipeStorage, NULL, 0), lit[0], lit[1], lit[2]);
	lsv_decorate(c, ps, SpvDecorationIOPipeStorageINTEL, &id, 1);
	return ps;
}

void
lsv_global_decorations(struct lsv_ctx *c, LLVMValueRef g, SpvId id)
{
	LLVMValueRef md = lsv_md_attached(c, g, mdkind(c, &c->mkdecos, "spirv.Decorations"));
	uint32_t io, lit[3];

	(void)ioid(c, g, &io, lit); /* its errors; pipe creations make the object */
	if (md)
		list(c, id, md, g, "spirv.Decorations");
}

static void kernelargs(struct lsv_ctx *c, LLVMValueRef f, unsigned i, SpvId pid);

void
lsv_param_decorations(struct lsv_ctx *c, LLVMValueRef f, unsigned i, SpvId pid)
{
	LLVMValueRef md = lsv_md_attached(c, f, mdkind(c, &c->mkparams, "spirv.ParameterDecorations")), *ops;
	unsigned n;

	kernelargs(c, f, i, pid);
	if (!md)
		return;
	if (!isnode(md))
		lsv_fail_at(c, f, "!spirv.ParameterDecorations is not a list of decoration lists");
	ops = mdops(c, md, &n);
	if (i < n)
		list(c, pid, ops[i], f, "spirv.ParameterDecorations");
}

/* The SYCL FPGA function attributes as the Intel front ends write them:
 * !<name> !{i32 <value>...} on a function, each a hint the Khronos translator
 * turns into a function decoration when the extension allows it and leaves
 * out otherwise; llc-spirv does the same, asking the grammar. `ifset`: the
 * decoration has no operand and is made only when the value is not 0; else
 * the decoration takes `nlit` operands (skipped when the first is 0 and
 * `zero0`, as for an initiation interval of 0 cycles, "not set"). The second
 * is operand 1 of the same node, or when `second` names one, operand 0 of
 * that node (0 when absent): prefer_dsp is MathOpDSPModeINTEL <mode>
 * <propagate> with !propagate_dsp_preference; loop_fuse !{i32 depth, i32
 * independent} is FuseLoopsInFunctionINTEL <depth> <independent>
 * (SPV_INTEL_loop_fuse: fuse the loops nested in fewer than depth others). */
static const struct {
	const char *name;
	uint32_t deco;
	bool ifset, zero0;
	unsigned nlit;
	const char *second;
} fnhints[] = {
	{ "stall_enable", SpvDecorationStallEnableINTEL, true, false, 0, NULL },
	{ "stall_free", SpvDecorationStallFreeALTERA, true, false, 0, NULL },
	{ "initiation_interval", SpvDecorationInitiationIntervalINTEL, false, true, 1, NULL },
	{ "max_concurrency", SpvDecorationMaxConcurrencyINTEL, false, false, 1, NULL },
	{ "pipeline_kernel", SpvDecorationPipelineEnableINTEL, false, false, 1, NULL },
	{ "prefer_dsp", SpvDecorationMathOpDSPModeINTEL, false, false, 2, "propagate_dsp_preference" },
	{ "loop_fuse", SpvDecorationFuseLoopsInFunctionINTEL, false, false, 2, NULL },
};

/* The i32 operand i of !<name> !{i32 v...} on function f; false when absent
 * or of another shape. */
static bool
fnhint(struct lsv_ctx *c, LLVMValueRef f, const char *name, unsigned i, uint32_t *v)
{
	LLVMValueRef md = lsv_md_attached(c, f, LLVMGetMDKindIDInContext(c->llctx, name, (unsigned)strlen(name))), *ops;
	unsigned n;

	if (!isnode(md))
		return false;
	ops = mdops(c, md, &n);
	return n > i && lit32(ops[i], v);
}

void
lsv_fn_decorations(struct lsv_ctx *c, LLVMValueRef f, SpvId id)
{
	LLVMValueRef md = lsv_md_attached(c, f, mdkind(c, &c->mkdecos, "spirv.Decorations"));
	uint32_t v, lit[2];
	size_t i;

	for (i = 0; i < sizeof(fnhints) / sizeof(fnhints[0]); i++) {
		if (!fnhint(c, f, fnhints[i].name, 0, &v) || !lsv_enum_ok(c, LSV_K_Decoration, fnhints[i].deco) ||
		    ((fnhints[i].ifset || fnhints[i].zero0) && !v))
			continue;
		lit[0] = v;
		lit[1] = 0;
		if (fnhints[i].nlit == 2) {
			const char *sec = fnhints[i].second;
			if (!fnhint(c, f, sec ? sec : fnhints[i].name, sec ? 0 : 1, &lit[1]) && !sec)
				continue; /* a node without its second operand: not the front end's shape */
		}
		lsv_decorate(c, id, fnhints[i].deco, lit, fnhints[i].nlit);
	}
	if (md)
		list(c, id, md, f, "spirv.Decorations");
}

/* What lsv_inst_decos_before saw, for lsv_inst_decos_after. */
struct lsv_decosave {
	SpvId first;           /* the first id lowering the instruction may make */
	uint64_t pre;          /* the instruction's id when a use came first */
	unsigned n;
	LLVMValueRef ptr[4];   /* pointer operands given a decorated copy */
	uint64_t old[4];       /* their ids before */
};

/* The map lsv_val reads the id of pointer p from (once it has one): a
 * module-scope variable's is the module's, any other value's the function's. */
static struct lsv_map *
valmap(struct lsv_ctx *c, LLVMValueRef p)
{
	if (LLVMIsAGlobalVariable(p) && !(c->as0generic && lsv_private_global(p)))
		return &c->gvals;
	return &c->f->vals;
}

/* !spirv.DecorationCacheControlINTEL on a load, store or call: the pointer
 * operand each node names is used through a copy that carries the
 * decoration, for this instruction only (the Khronos translator's reading). */
static void
cachecontrols(struct lsv_ctx *c, LLVMValueRef inst, LLVMValueRef md, struct lsv_decosave *s)
{
	static const char name[] = "spirv.DecorationCacheControlINTEL";
	unsigned n, i, j, m;
	LLVMValueRef *ops, *dops;
	uint32_t k;

	if (!isnode(md))
		lsv_fail_at(c, inst, "!%s is not a list of decoration nodes", name);
	if (!LLVMIsALoadInst(inst) && !LLVMIsAStoreInst(inst) && !LLVMIsACallInst(inst))
		lsv_fail_at(c, inst, "!%s on an instruction other than a load, store or call is not supported for %s",
		            name, c->tgt.triple);
	ops = mdops(c, md, &n);
	for (i = 0; i < n; i++) {
		LLVMValueRef p;
		bool fresh;
		uint64_t *slot;
		uint32_t d;
		if (!isnode(ops[i]) || (dops = mdops(c, ops[i], &m), m != 4) || !lit32(dops[0], &d) ||
		    !lit32(dops[3], &k))
			lsv_fail_at(c, inst, "!%s holds a node other than !{i32 <decoration>, i32 <cache level>, "
			            "i32 <control>, i32 <operand number>}", name);
		if (d != SpvDecorationCacheControlLoadINTEL && d != SpvDecorationCacheControlStoreINTEL)
			bad(c, inst, name, d, "(only the cache control decorations)");
		gate(c, inst, name, d);
		if (k >= (unsigned)LLVMGetNumOperands(inst) - (LLVMIsACallInst(inst) ? 1u : 0u) ||
		    LLVMGetTypeKind(LLVMTypeOf(p = LLVMGetOperand(inst, k))) != LLVMPointerTypeKind ||
		    LLVMIsAFunction(p) || LLVMIsAGlobalAlias(p) || LLVMIsAConstantPointerNull(p) || LLVMIsUndef(p))
			bad(c, inst, name, d, lsv_fmt(&c->fn, "names operand %u, which is not a pointer to memory", k));
		for (j = 0; j < s->n && s->ptr[j] != p; j++)
			;
		if (j == s->n) {
			SpvId x, cp;
			if (j == LSV_LEN(s->ptr))
				lsv_fail_at(c, inst, "!%s names more than %u operands", name, (unsigned)LSV_LEN(s->ptr));
			x = lsv_val(c, p);
			cp = lsv_id(c);
			EMIT(c, c->f->cur, SpvOpCopyObject, lsv_value_type(c, p), cp, x);
			slot = lsv_map_slot(valmap(c, p), (uint64_t)(uintptr_t)p, &fresh);
			s->ptr[j] = p;
			s->old[j] = *slot;
			*slot = cp;
			s->n++;
		}
		one(c, (SpvId)lsv_map_get(valmap(c, p), (uint64_t)(uintptr_t)p), ops[i], inst, name, 3);
	}
}

void *
lsv_inst_decos_before(struct lsv_ctx *c, LLVMValueRef inst)
{
	struct lsv_decosave *s;
	LLVMValueRef cc;

	if (!LLVMHasMetadata(inst))
		return NULL;
	cc = LLVMGetMetadata(inst, mdkind(c, &c->mkcache, "spirv.DecorationCacheControlINTEL"));
	if (!cc && !LLVMGetMetadata(inst, mdkind(c, &c->mkdecos, "spirv.Decorations")))
		return NULL;
	s = lsv_alloc(&c->fn, sizeof(*s));
	if (cc)
		cachecontrols(c, inst, cc, s);
	s->first = c->bound;
	s->pre = lsv_map_get(&c->f->vals, (uint64_t)(uintptr_t)inst);
	return s;
}

void
lsv_inst_decos_after(struct lsv_ctx *c, LLVMValueRef inst, void *save)
{
	struct lsv_decosave *s = save;
	LLVMValueRef md = LLVMGetMetadata(inst, mdkind(c, &c->mkdecos, "spirv.Decorations"));
	uint64_t *slot;
	unsigned i;
	bool fresh;
	SpvId id;

	for (i = 0; i < s->n; i++)
		*lsv_map_slot(valmap(c, s->ptr[i]), (uint64_t)(uintptr_t)s->ptr[i], &fresh) = s->old[i];
	if (!md)
		return;
	slot = lsv_map_slot(&c->f->vals, (uint64_t)(uintptr_t)inst, &fresh);
	if (fresh || !*slot) {
		*slot = 0;
		lsv_fail_at(c, inst, "!spirv.Decorations on an instruction without a result is not supported for %s",
		            c->tgt.triple);
	}
	id = (SpvId)*slot;
	/* an alloca's decorations belong to its OpVariable (not a cast of it) */
	if (LLVMIsAAllocaInst(inst) && lsv_map_get(&c->f->allocas, (uint64_t)(uintptr_t)inst)) {
		list(c, (SpvId)lsv_map_get(&c->f->allocas, (uint64_t)(uintptr_t)inst), md, inst, "spirv.Decorations");
		return;
	}
	/* an id lowering did not make for this instruction (a no-op cast, a
	 * folded constant) belongs to another value: decorate a copy */
	if (id < s->first && id != s->pre) {
		SpvId cp = lsv_id(c);
		EMIT(c, c->f->cur, SpvOpCopyObject, lsv_value_type(c, inst), cp, id);
		*slot = id = cp;
	}
	list(c, id, md, inst, "spirv.Decorations");
}

/* Kernel metadata of SPV_INTEL_kernel_attributes (what clang emits for the
 * SYCL and FPGA kernel attributes) -> execution modes, as the Khronos
 * translator maps them. Hints: without the extension they are left out. */
static const struct {
	const char *md;
	SpvExecutionMode mode;
	unsigned min, max;  /* operands the metadata gives; missing ones are 1 */
} kattrs[] = {
	{"max_global_work_dim", SpvExecutionModeMaxWorkDimINTEL, 1, 1},
	{"max_work_group_size", SpvExecutionModeMaxWorkgroupSizeINTEL, 1, 3},
	{"no_global_work_offset", SpvExecutionModeNoGlobalOffsetINTEL, 0, 0},
	{"num_simd_work_items", SpvExecutionModeNumSIMDWorkitemsINTEL, 1, 1},
	{"scheduler_target_fmax_mhz", SpvExecutionModeSchedulerTargetFmaxMhzINTEL, 1, 1},
};

/* !RegisterAllocMode (SPV_INTEL_maximum_registers, the translator's form):
 * !{i32 N} -> MaximumRegistersINTEL N, !{!"AutoINTEL"} ->
 * NamedMaximumRegistersINTEL AutoINTEL, !{!{i32 N}} -> MaximumRegistersIdINTEL
 * of the constant N. A hint, left out without the extension. */
static void
registers(struct lsv_ctx *c, LLVMValueRef f, SpvId entry)
{
	static const char name[] = "RegisterAllocMode";
	LLVMValueRef md = lsv_md_attached(c, f, LLVMGetMDKindIDInContext(c->llctx, name, sizeof(name) - 1)), *ops, *in;
	uint32_t w[3] = {entry, SpvExecutionModeMaximumRegistersINTEL, 0};
	unsigned n, m, len;
	const char *s;

	if (!md || !lsv_enum_ok(c, LSV_K_ExecutionMode, SpvExecutionModeMaximumRegistersINTEL))
		return;
	ops = mdops(c, md, &n);
	if (n == 1 && lit32(ops[0], &w[2])) {
		lsv_execmode(c, SpvOpExecutionMode, w, 3);
		return;
	}
	if (n == 1 && ops[0] && LLVMIsAMDString(ops[0]) && (s = LLVMGetMDString(ops[0], &len)) &&
	    lsv_namecmp("AutoINTEL", s, len) == 0) {
		w[1] = SpvExecutionModeNamedMaximumRegistersINTEL;
		w[2] = SpvNamedMaximumNumberOfRegistersAutoINTEL;
		lsv_execmode(c, SpvOpExecutionMode, w, 3);
		return;
	}
	if (n == 1 && isnode(ops[0]) && (in = mdops(c, ops[0], &m), m == 1) && lit32(in[0], &w[2])) {
		w[1] = SpvExecutionModeMaximumRegistersIdINTEL;
		w[2] = lsv_const_u32(c, w[2]);
		lsv_execmode(c, SpvOpExecutionModeId, w, 3);
		return;
	}
	lsv_fail_at(c, f, "!%s other than !{i32 N}, !{!\"AutoINTEL\"} or !{!{i32 N}} is not supported for %s", name,
	            c->tgt.triple);
}

void
lsv_kernel_attr_modes(struct lsv_ctx *c, LLVMValueRef f, SpvId entry)
{
	size_t r;

	registers(c, f, entry);

	for (r = 0; r < LSV_LEN(kattrs); r++) {
		unsigned kind = LLVMGetMDKindIDInContext(c->llctx, kattrs[r].md, (unsigned)strlen(kattrs[r].md));
		LLVMValueRef md = lsv_md_attached(c, f, kind), *ops;
		uint32_t w[5] = {entry, kattrs[r].mode, 1, 1, 1};
		unsigned n, i;
		if (!md || !lsv_enum_ok(c, LSV_K_ExecutionMode, kattrs[r].mode))
			continue;
		ops = mdops(c, md, &n);
		/* no_global_work_offset may carry a flag; its presence is the mode */
		if (kattrs[r].max == 0)
			n = 0;
		if (n < kattrs[r].min || n > kattrs[r].max)
			lsv_fail_at(c, f, "!%s with %u operands is not supported for %s (it takes %u to %u)", kattrs[r].md,
			            n, c->tgt.triple, kattrs[r].min, kattrs[r].max);
		for (i = 0; i < n; i++)
			if (!lit32(ops[i], &w[2 + i]))
				lsv_fail_at(c, f, "!%s has an operand that is not an integer constant, which is not "
				            "supported for %s", kattrs[r].md, c->tgt.triple);
		lsv_execmode(c, SpvOpExecutionMode, w, 2 + (kattrs[r].max ? kattrs[r].max : 0));
	}
}

/* Entry i of a kernel-argument list !<name> !{...} of f when parameter i is a
 * pointer and the entry an integer constant, else NULL. */
static LLVMValueRef
ptrargmd(struct lsv_ctx *c, LLVMValueRef f, unsigned i, const char *name)
{
	LLVMValueRef md, *ops;
	unsigned n;

	if (LLVMGetTypeKind(LLVMTypeOf(LLVMGetParam(f, i))) != LLVMPointerTypeKind ||
	    !(md = lsv_md_attached(c, f, LLVMGetMDKindIDInContext(c->llctx, name, (unsigned)strlen(name)))))
		return NULL;
	ops = mdops(c, md, &n);
	return i < n && ops[i] && LLVMIsAConstantInt(ops[i]) ? ops[i] : NULL;
}

/* !kernel_arg_runtime_aligned !{i1 ...} (SYCL accessors): FuncParamAttr
 * RuntimeAlignedINTEL on the pointer parameters it marks, a hint left out
 * without SPV_INTEL_runtime_aligned. !kernel_arg_buffer_location !{i32 ...}
 * (SYCL FPGA kernels): BufferLocationINTEL <n> on each pointer parameter
 * whose entry is not -1 (no location), likewise a hint left out without
 * SPV_INTEL_fpga_buffer_location, as the Khronos translator does. */
static void
kernelargs(struct lsv_ctx *c, LLVMValueRef f, unsigned i, SpvId pid)
{
	LLVMValueRef v;
	long long loc;

	if ((v = ptrargmd(c, f, i, "kernel_arg_runtime_aligned")) && LLVMConstIntGetZExtValue(v) &&
	    lsv_enum_ok(c, LSV_K_FunctionParameterAttribute, SpvFunctionParameterAttributeRuntimeAlignedINTEL))
		DECORATE(c, pid, SpvDecorationFuncParamAttr, SpvFunctionParameterAttributeRuntimeAlignedINTEL);
	if ((v = ptrargmd(c, f, i, "kernel_arg_buffer_location")) && (loc = LLVMConstIntGetSExtValue(v)) >= 0 &&
	    loc <= UINT32_MAX && lsv_enum_ok(c, LSV_K_Decoration, SpvDecorationBufferLocationINTEL))
		DECORATE(c, pid, SpvDecorationBufferLocationINTEL, (uint32_t)loc);
}

/* Loop metadata (SPV_INTEL_unstructured_loop_controls): the !llvm.loop
 * hints on a loop's back edge become OpLoopControlINTEL, the second-to-last
 * instruction of the loop's header block. Hints, left out without the
 * extension (and each bit the target cannot have: the FPGA bits need
 * SPV_INTEL_fpga_loop_controls, which the grammar says). Names as the Intel
 * front ends write them; coalesce.enable is LoopCoalesce with 0, "the
 * compiler picks the nesting depth". */
enum { NOLIT, LIT, LIT0 };
static const struct {
	const char *name;
	uint32_t bit;
	unsigned char arg;   /* NOLIT, LIT: the node's i32 operand, LIT0: 0 */
} loophints[] = {
	{"llvm.loop.coalesce.count", SpvLoopControlLoopCoalesceINTELMask, LIT},
	{"llvm.loop.coalesce.enable", SpvLoopControlLoopCoalesceINTELMask, LIT0},
	{"llvm.loop.fusion.disable", SpvLoopControlNoFusionINTELMask, NOLIT},
	{"llvm.loop.ii.count", SpvLoopControlInitiationIntervalINTELMask, LIT},
	{"llvm.loop.intel.max_reinvocation_delay.count", SpvLoopControlMaxReinvocationDelayINTELMask, LIT},
	{"llvm.loop.intel.pipelining.enable", SpvLoopControlPipelineEnableINTELMask, LIT},
	{"llvm.loop.intel.speculated.iterations.count", SpvLoopControlSpeculatedIterationsINTELMask, LIT},
	{"llvm.loop.ivdep.enable", SpvLoopControlDependencyInfiniteMask, NOLIT},
	{"llvm.loop.ivdep.safelen", SpvLoopControlDependencyLengthMask, LIT},
	{"llvm.loop.max_concurrency.count", SpvLoopControlMaxConcurrencyINTELMask, LIT},
	{"llvm.loop.max_interleaving.count", SpvLoopControlMaxInterleavingINTELMask, LIT},
	{"llvm.loop.unroll.count", SpvLoopControlPartialCountMask, LIT},
	{"llvm.loop.unroll.disable", SpvLoopControlDontUnrollMask, NOLIT},
	{"llvm.loop.unroll.enable", SpvLoopControlUnrollMask, NOLIT},
	{"llvm.loop.unroll.full", SpvLoopControlUnrollMask, NOLIT},
};

void
lsv_loop_headers(struct lsv_ctx *c, const LLVMBasicBlockRef *order, unsigned n)
{
	static const char name[] = "llvm.loop";
	unsigned kind, i, k;
	struct lsv_map pos;
	bool fresh;

	if (!lsv_ext_on(&c->tgt, LSV_SPV_INTEL_unstructured_loop_controls) || c->env->structured)
		return;
	kind = LLVMGetMDKindIDInContext(c->llctx, name, sizeof(name) - 1);
	lsv_map_init(&pos, &c->fn);
	lsv_map_init(&c->f->loops, &c->fn);
	for (i = 0; i < n; i++) {
		LLVMValueRef t = LLVMGetBasicBlockTerminator(order[i]);
		*lsv_map_slot(&pos, (uint64_t)(uintptr_t)order[i], &fresh) = i + 1;
		if (!t || !LLVMHasMetadata(t) || !LLVMGetMetadata(t, kind))
			continue;
		/* a back edge goes to a block at or before its source in reverse
		 * post-order: that block is the loop's header */
		for (k = 0; k < LLVMGetNumSuccessors(t); k++) {
			LLVMBasicBlockRef s = LLVMGetSuccessor(t, k);
			uint64_t at = lsv_map_get(&pos, (uint64_t)(uintptr_t)s);
			if (at && at <= i + 1)
				*lsv_map_slot(&c->f->loops, (uint64_t)(uintptr_t)s, &fresh) = (uint64_t)(uintptr_t)t;
		}
	}
}

void
lsv_loop_control(struct lsv_ctx *c, LLVMBasicBlockRef bb)
{
	static const char name[] = "llvm.loop";
	LLVMValueRef t = (LLVMValueRef)(uintptr_t)lsv_map_get(&c->f->loops, (uint64_t)(uintptr_t)bb), md, *ops;
	uint32_t w[1 + LSV_LEN(loophints)] = {0}, lits[LSV_LEN(loophints) * 2];
	unsigned n, i, k = 1, nlit = 0;
	size_t r;

	if (!t || !lsv_op_ok(c, SpvOpLoopControlINTEL))
		return;
	md = LLVMGetMetadata(t, LLVMGetMDKindIDInContext(c->llctx, name, sizeof(name) - 1));
	ops = mdops(c, md, &n);
	/* the bits' literals go in the order of the bits */
	for (r = 0; r < LSV_LEN(loophints); r++) {
		for (i = 1; i < n; i++) {
			LLVMValueRef *in;
			unsigned m, len;
			const char *s;
			uint32_t x = 0;
			if (!isnode(ops[i]) || (in = mdops(c, ops[i], &m), !m) || !in[0] || !LLVMIsAMDString(in[0]) ||
			    !(s = LLVMGetMDString(in[0], &len)) || lsv_namecmp(loophints[r].name, s, len))
				continue;
			if ((loophints[r].arg == LIT && (m < 2 || !lit32(in[1], &x))) || (w[0] & loophints[r].bit) ||
			    !lsv_enum_ok(c, LSV_K_LoopControl, loophints[r].bit))
				continue;
			w[0] |= loophints[r].bit;
			if (loophints[r].arg != NOLIT) {
				lits[nlit++] = loophints[r].bit;
				lits[nlit++] = x;
			}
		}
	}
	/* Unroll and DontUnroll contradict each other: neither */
	if ((w[0] & SpvLoopControlUnrollMask) && (w[0] & SpvLoopControlDontUnrollMask))
		w[0] &= ~(uint32_t)(SpvLoopControlUnrollMask | SpvLoopControlDontUnrollMask);
	if (!w[0])
		return;
	for (i = 1; i; i <<= 1)
		for (r = 0; r + 1 < nlit; r += 2)
			if (lits[r] == i && (w[0] & i))
				w[k++] = lits[r + 1];
	for (i = 1; i; i <<= 1)
		if (w[0] & i)
			lsv_req_enum(c, LSV_K_LoopControl, i);
	lsv_emit(c, c->f->cur, SpvOpLoopControlINTEL, w, k);
}
