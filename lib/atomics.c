/* atomics.c: OpenCL builtins for atomics (OpenCL 1.x and 2.0 C11 atomics,
 * flags, fences, float atomics), barriers beyond the work-group ones,
 * work-group and sub-group collectives, the generic address space functions,
 * integer dot products, clocks, split barriers, and the generic
 * __spirv_<OpName> call form. Rows in atomics.def; dispatched from builtins.c.
 *
 * Most rows name their SPIR-V instruction by its grammar name, so adding a
 * builtin of an existing family is one line; an instruction that this
 * SPIRV-Headers version lacks gives a clear error when it is used. */
#include <string.h>

#include "lsv.h"

enum family {
	NONE, OCL1, INIT, LOAD, STORE, XCHG, CMPXCHG, FETCH, FLAGSET, FLAGCLEAR, FENCE,
	SGBARRIER, SPLIT, GROUP, WGBCAST, NUBCAST, MASK, TOPTR, GETFENCE, IDOT, PDOT,
	CLOCK, INTELSG, SPVOP
};

const struct lsv_brow lsv_atomics_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "atomics.def"
#undef B
	{"", NONE, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_atomics_nrows = sizeof(lsv_atomics_rows) / sizeof(lsv_atomics_rows[0]) - 1;
const struct lsv_brow lsv_atomics_spvop = {"__spirv_", SPVOP, NULL, NULL};

/* The opcode named `name` (without Op) by the grammar, facts merged. */
static SpvOp
opnamed(const char *name, size_t len)
{
	int op = lsv_opcode(name, len);

	if (op < 0)
		lsv_bug("no opcode %.*s", (int)len, name);
	return (SpvOp)op;
}

static unsigned
nargs(LLVMValueRef v)
{
	return LLVMGetNumArgOperands(v);
}

static bool
isfloat(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		t = LLVMGetElementType(t);
	return LLVMGetTypeKind(t) != LLVMIntegerTypeKind && LLVMGetTypeKind(t) != LLVMPointerTypeKind;
}

/* A constant integer argument; a run-time value is a clear error. */
static uint64_t
constarg(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i, const char *what)
{
	LLVMValueRef a = lsv_bi_argv(c, v, i);

	if (!LLVMIsAConstantInt(a))
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with a %s that is not a constant", what));
	return LLVMConstIntGetZExtValue(a);
}

/* OpenCL C values of memory_scope: work_item, work_group, device,
 * all_svm_devices (all_devices), sub_group. */
static SpvScope
clscope(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i, SpvScope dflt)
{
	uint64_t s;

	if (i >= nargs(v))
		return dflt;
	s = constarg(c, v, cl, i, "memory_scope");
	if (lsv_cl_scope(s) < 0)
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with memory_scope %llu", (unsigned long long)s));
	return (SpvScope)lsv_cl_scope(s);
}

/* The atomic object's pointer: a generic pointer cast from a global or local
 * one is used as that (the C11 builtins take generic pointers), which gives
 * exact storage class semantics. */
static LLVMValueRef
objptr(LLVMValueRef p)
{
	LLVMValueRef src;
	unsigned as;

	if (!(LLVMIsAAddrSpaceCastInst(p) || (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMAddrSpaceCast)))
		return p;
	src = LLVMGetOperand(p, 0);
	as = LLVMGetPointerAddressSpace(LLVMTypeOf(src));
	return as == 1 || as == 3 ? src : p;
}

/* Pointer p without its address space casts (and aliases). */
static LLVMValueRef
castless(LLVMValueRef p)
{
	for (p = lsv_unalias(p); LLVMIsAAddrSpaceCastInst(p) ||
	                         (LLVMIsAConstantExpr(p) && LLVMGetConstOpcode(p) == LLVMAddrSpaceCast);)
		p = lsv_unalias(LLVMGetOperand(p, 0));
	return p;
}

/* The storage class bits of memory semantics for an atomic on pointer p. */
static uint32_t
storagebits(LLVMValueRef p)
{
	switch (LLVMGetPointerAddressSpace(LLVMTypeOf(p))) {
	case 1: return SpvMemorySemanticsCrossWorkgroupMemoryMask;
	case 3: return SpvMemorySemanticsWorkgroupMemoryMask;
	case 4: return SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask;
	default: return 0;
	}
}

enum { ORD_LOAD = 1, ORD_STORE = 2 };

/* Semantics of memory_order argument i (seq_cst when absent) for an atomic on
 * p. A load cannot release and a store cannot acquire (OpenCL C and SPIR-V
 * agree), so those parts of an order are dropped. */
static SpvId
order(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i, LLVMValueRef p, int kind)
{
	/* relaxed, consume, acquire, release, acq_rel, seq_cst */
	static const uint32_t map[] = {0, SpvMemorySemanticsAcquireMask, SpvMemorySemanticsAcquireMask,
	                               SpvMemorySemanticsReleaseMask, SpvMemorySemanticsAcquireReleaseMask,
	                               SpvMemorySemanticsSequentiallyConsistentMask};
	uint64_t o = i < nargs(v) ? constarg(c, v, cl, i, "memory_order") : 5;
	uint32_t m;

	if (o >= LSV_LEN(map))
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with memory_order %llu", (unsigned long long)o));
	m = map[o];
	if (kind == ORD_LOAD && m == SpvMemorySemanticsReleaseMask)
		m = 0;
	else if (kind == ORD_LOAD && m == SpvMemorySemanticsAcquireReleaseMask)
		m = SpvMemorySemanticsAcquireMask;
	else if (kind == ORD_STORE && m == SpvMemorySemanticsAcquireMask)
		m = 0;
	else if (kind == ORD_STORE && m == SpvMemorySemanticsAcquireReleaseMask)
		m = SpvMemorySemanticsReleaseMask;
	return lsv_semantics(c, m ? m | storagebits(p) : 0);
}

static void
atomictype(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, LLVMTypeRef t, SpvOp op)
{
	if (lsv_is_atomic16(t)) { /* a 16-bit integer or bfloat: SPV_INTEL_16bit_atomics */
		if (!lsv_atomic16(c, op, t))
			lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " on %s without --spirv-ext=%s", lsv_is_bf(t) ? "bfloat"
			                   : "a 16-bit integer", lsv_atomic16_needs(c, op, t)));
		return;
	}
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind) {
		unsigned w = LLVMGetIntTypeWidth(t);
		if (w == 64)
			lsv_req_cap(c, SpvCapabilityInt64Atomics);
		else if (w != 32)
			lsv_bi_unsupported(c, v, cl, " on an integer that is not 32 or 64 bits wide");
	} else if (!isfloat(t) || LLVMGetTypeKind(t) == LLVMVectorTypeKind) {
		lsv_bi_unsupported(c, v, cl, " on this type");
	}
}

/* The signedness of the atomic object's type (the pointee of parameter 0). */
static bool
objsigned(const struct lsv_bcall *cl)
{
	return cl->mangled && cl->d.nparams && cl->d.params[0]->kind == LSV_M_PTR &&
	       lsv_msigned(cl->d.params[0]->of);
}

/* OpenCL 1.x atom_* and atomic_*: relaxed, at device scope. */
static SpvId
ocl1(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *op)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	SpvId ty = lsv_type(c, t), scope = lsv_scope(c, SpvScopeDevice), sem = lsv_semantics(c, 0);
	SpvId p = lsv_val_ptr(c, lsv_bi_argv(c, v, 0), t);
	bool sgn = objsigned(cl);
	SpvOp o;

	atomictype(c, v, cl, t, !strcmp(op, "xchg") ? SpvOpAtomicExchange : !strcmp(op, "cmpxchg")
	           ? SpvOpAtomicCompareExchange : SpvOpAtomicIAdd);
	if (isfloat(t) && strcmp(op, "xchg"))
		lsv_bi_unsupported(c, v, cl, " on a floating-point value");
	if (!strcmp(op, "inc"))
		return INST(c, SpvOpAtomicIIncrement, ty, p, scope, sem);
	if (!strcmp(op, "dec"))
		return INST(c, SpvOpAtomicIDecrement, ty, p, scope, sem);
	if (!strcmp(op, "cmpxchg"))
		return INST(c, SpvOpAtomicCompareExchange, ty, p, scope, sem, sem, lsv_val(c, lsv_bi_argv(c, v, 2)),
		            lsv_val(c, lsv_bi_argv(c, v, 1)));
	if (!strcmp(op, "add")) o = SpvOpAtomicIAdd;
	else if (!strcmp(op, "sub")) o = SpvOpAtomicISub;
	else if (!strcmp(op, "xchg")) o = SpvOpAtomicExchange;
	else if (!strcmp(op, "and")) o = SpvOpAtomicAnd;
	else if (!strcmp(op, "or")) o = SpvOpAtomicOr;
	else if (!strcmp(op, "xor")) o = SpvOpAtomicXor;
	else if (!strcmp(op, "min")) o = sgn ? SpvOpAtomicSMin : SpvOpAtomicUMin;
	else o = sgn ? SpvOpAtomicSMax : SpvOpAtomicUMax;
	return INST(c, o, ty, p, scope, sem, lsv_val(c, lsv_bi_argv(c, v, 1)));
}

/* atomic_fetch_<op>[_explicit](p, x[, order[, scope]]) */
static SpvId
fetch(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *op)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0));
	SpvId ty = lsv_type(c, t), ptr = lsv_val_ptr(c, p, t), x = lsv_val(c, lsv_bi_argv(c, v, 1));
	SpvId scope = lsv_scope(c, clscope(c, v, cl, 3, SpvScopeDevice)), sem = order(c, v, cl, 2, p, 0);
	bool sgn = objsigned(cl);
	SpvOp o;

	atomictype(c, v, cl, t, !isfloat(t) ? SpvOpAtomicIAdd : !strcmp(op, "add") || !strcmp(op, "sub")
	           ? SpvOpAtomicFAddEXT : SpvOpAtomicFMinEXT);
	if (isfloat(t)) {
		unsigned w = lsv_elem_bits(t);
		if (!strcmp(op, "add") || !strcmp(op, "sub")) {
			if (!lsv_is_bf(t)) /* bfloat's capability is atomictype's */
				lsv_req_cap(c, w == 16 ? SpvCapabilityAtomicFloat16AddEXT
				             : w == 32 ? SpvCapabilityAtomicFloat32AddEXT : SpvCapabilityAtomicFloat64AddEXT);
			if (op[0] == 's')
				x = INST(c, SpvOpFNegate, ty, x);
			return INST(c, SpvOpAtomicFAddEXT, ty, ptr, scope, sem, x);
		}
		if (strcmp(op, "min") && strcmp(op, "max"))
			lsv_bi_unsupported(c, v, cl, " on a floating-point value");
		if (!lsv_is_bf(t))
			lsv_req_cap(c, w == 16 ? SpvCapabilityAtomicFloat16MinMaxEXT
			             : w == 32 ? SpvCapabilityAtomicFloat32MinMaxEXT : SpvCapabilityAtomicFloat64MinMaxEXT);
		return INST(c, op[1] == 'i' ? SpvOpAtomicFMinEXT : SpvOpAtomicFMaxEXT, ty, ptr, scope, sem, x);
	}
	if (!strcmp(op, "add")) o = SpvOpAtomicIAdd;
	else if (!strcmp(op, "sub")) o = SpvOpAtomicISub;
	else if (!strcmp(op, "and")) o = SpvOpAtomicAnd;
	else if (!strcmp(op, "or")) o = SpvOpAtomicOr;
	else if (!strcmp(op, "xor")) o = SpvOpAtomicXor;
	else if (!strcmp(op, "min")) o = sgn ? SpvOpAtomicSMin : SpvOpAtomicUMin;
	else o = sgn ? SpvOpAtomicSMax : SpvOpAtomicUMax;
	return INST(c, o, ty, ptr, scope, sem, x);
}

/* The integer type of a float's width, for compare-exchange on floats. */
static LLVMTypeRef
asint(struct lsv_ctx *c, LLVMTypeRef t)
{
	return isfloat(t) ? LLVMIntTypeInContext(c->llctx, lsv_elem_bits(t)) : t;
}

/* atomic_compare_exchange_{strong,weak}[_explicit](p, expected*, desired
 * [, success, failure[, scope]]): the old value goes back to *expected (when
 * the exchange succeeds it equals *expected, so the store needs no branch). */
static SpvId
cmpxchg(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0)), d = lsv_bi_argv(c, v, 2);
	LLVMTypeRef vt = LLVMTypeOf(d), it = asint(c, vt);
	SpvId ity = lsv_type(c, it), ptr = lsv_val_ptr(c, p, it), eptr = lsv_val_ptr(c, lsv_bi_argv(c, v, 1), it);
	SpvId scope = lsv_scope(c, clscope(c, v, cl, 5, SpvScopeDevice));
	SpvId eq = order(c, v, cl, 3, p, 0), ne = order(c, v, cl, 4, p, ORD_LOAD);
	SpvId exp, des = lsv_val(c, d), old;

	atomictype(c, v, cl, lsv_is_bf(vt) ? it : vt, SpvOpAtomicCompareExchange);
	if (it != vt) {
		if (lsv_elem_bits(vt) == 64)
			lsv_req_cap(c, SpvCapabilityInt64Atomics);
		des = INST(c, SpvOpBitcast, ity, des);
	}
	exp = INST(c, SpvOpLoad, ity, eptr);
	old = INST(c, SpvOpAtomicCompareExchange, ity, ptr, scope, eq, ne, des, exp);
	EMIT(c, c->f->cur, SpvOpStore, eptr, old);
	return INST(c, SpvOpIEqual, lsv_bool_type(c), old, exp);
}

static uint32_t
fencebits(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i)
{
	return lsv_cl_fence(constarg(c, v, cl, i, "cl_mem_fence_flags"));
}

/* The int 1/0 an OpenCL predicate builtin returns for bool b. */
static SpvId
intof(struct lsv_ctx *c, LLVMValueRef v, SpvId b)
{
	LLVMTypeRef t = LLVMTypeOf(v);
	unsigned w;

	if (lsv_is_bool(t))
		return b;
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		lsv_unsupported(c, v, "a predicate builtin declared with a result that is not an integer");
	w = lsv_int_width(c, LLVMGetIntTypeWidth(t), v);
	return INST(c, SpvOpSelect, lsv_type(c, t), b, lsv_const_int(c, w, 1), lsv_const_int(c, w, 0));
}

/* An OpenCL int predicate as a bool. */
static SpvId
boolof(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef a)
{
	LLVMTypeRef t = LLVMTypeOf(a);

	if (lsv_is_bool(t))
		return lsv_val(c, a);
	if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
		lsv_unsupported(c, v, "a predicate that is not an integer");
	return INST(c, SpvOpINotEqual, lsv_bool_type(c), lsv_val(c, a), lsv_zero_of(c, t));
}

/* Do the n arguments (the first of type from) and result type `to` fit op,
 * lane by lane, where op is one of Intel's narrow-float conversions: float
 * to the ushort bits of a bfloat16 or back, float rounded to tensor float32
 * in a float? true for any other op. Cooperative matrices of one shape
 * convert component by component (SPV_INTEL_joint_matrix, coopmat.c). */
static bool
narrowconv(struct lsv_ctx *c, SpvOp op, unsigned n, LLVMTypeRef from, LLVMTypeRef to)
{
	bool fromf, tof, same, ok;
	int m;

	if (op != SpvOpConvertFToBF16INTEL && op != SpvOpConvertBF16ToFINTEL && op != SpvOpRoundFToTF32INTEL)
		return true;
	m = lsv_coopmat_conv(&from, &to);
	fromf = LLVMGetTypeKind(lsv_elem_type(from)) == LLVMFloatTypeKind;
	tof = LLVMGetTypeKind(lsv_elem_type(to)) == LLVMFloatTypeKind;
	same = lsv_vec_len(from) == lsv_vec_len(to);
	if (op == SpvOpConvertFToBF16INTEL)
		ok = n == 1 && same && fromf && lsv_is_int(to) && lsv_elem_bits(to) == 16;
	else if (op == SpvOpConvertBF16ToFINTEL)
		ok = n == 1 && same && tof && lsv_is_int(from) && lsv_elem_bits(from) == 16;
	else
		ok = n == 1 && fromf && from == to;
	if (m < 0 || !ok)
		return false;
	if (m)
		lsv_req_cap(c, op == SpvOpRoundFToTF32INTEL ? SpvCapabilityCooperativeMatrixTF32ComponentTypeINTEL
		                                           : SpvCapabilityCooperativeMatrixBFloat16ComponentTypeINTEL);
	return true;
}

static SpvScope
scopechar(char s)
{
	switch (s) {
	case 'W': return SpvScopeWorkgroup;
	case 'S': return SpvScopeSubgroup;
	case 'D': return SpvScopeDevice;
	default: return SpvScopeMax;
	}
}

/* GROUP rows: a is the instruction, where '#' stands for I or F and '?' for
 * S, U or F by the type of the first argument; b is the flags: a scope
 * letter (W work-group, S sub-group, D device, or none), then p (the first
 * argument is an int predicate), r (the bool result is returned as int), and
 * a GroupOperation digit. The remaining arguments follow as ids. */
static SpvId
group(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r)
{
	LLVMTypeRef rt = LLVMTypeOf(v);
	const char *f = r->b;
	char name[64];
	size_t len = strlen(r->a), i;
	unsigned n = nargs(v), k = 0, j;
	uint32_t w[16];
	bool pred = strchr(f, 'p'), boolres = strchr(f, 'r'), badres = false;
	SpvScope s = scopechar(f[0]);
	SpvOp op;
	const char *d;

	if (len >= sizeof(name))
		lsv_bug("group row %s", r->name);
	if (n + 3 > LSV_LEN(w))
		lsv_bi_unsupported(c, v, cl, " with this number of arguments");
	if (LLVMGetTypeKind(rt) == LLVMPointerTypeKind)
		lsv_bi_unsupported(c, v, cl, " declared with this result type");
	/* ClusteredReduce needs its cluster size, a constant (the validator lets both pass) */
	if (strchr(f, '0' + SpvGroupOperationClusteredReduce) &&
	    (n != 2 || !LLVMIsAConstantInt(lsv_bi_argv(c, v, 1))))
		lsv_bi_unsupported(c, v, cl, " without a constant cluster size");
	for (i = 0; i < len; i++) {
		char ch = r->a[i];
		LLVMTypeRef t0 = n ? LLVMTypeOf(lsv_bi_argv(c, v, 0)) : rt;
		if (ch == '#')
			ch = isfloat(t0) ? 'F' : 'I';
		else if (ch == '?')
			ch = isfloat(t0) ? 'F' : lsv_bi_signed(cl) ? 'S' : 'U';
		name[i] = ch;
	}
	name[len] = 0;
	op = opnamed(name, len);
	if (s != SpvScopeMax)
		w[k++] = lsv_scope(c, s);
	for (d = f; *d; d++)
		if (*d >= '0' && *d <= '9') {
			lsv_req_enum(c, LSV_K_GroupOperation, (uint32_t)(*d - '0'));
			w[k++] = (uint32_t)(*d - '0');
		}
	for (j = 0; j < n; j++)
		w[k++] = j == 0 && pred ? boolof(c, v, lsv_bi_argv(c, v, 0)) : lsv_bi_arg(c, v, cl, j);
	if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind) {
		lsv_emit(c, c->f->cur, op, w, k);
		return 0;
	}
	if (boolres)
		return intof(c, v, lsv_inst(c, op, lsv_bool_type(c), w, k));
	/* the validator does not check these results: a ballot is a uint4, and a
	 * collective, shuffle or rotate of a value has the value's type */
	if (op == SpvOpGroupNonUniformBallot)
		badres = rt != LLVMVectorType(LLVMInt32TypeInContext(c->llctx), 4);
	else if (op == SpvOpConvertFToBF16INTEL || op == SpvOpConvertBF16ToFINTEL || op == SpvOpRoundFToTF32INTEL)
		badres = !narrowconv(c, op, n, LLVMTypeOf(lsv_bi_argv(c, v, 0)), rt);
	else if (n && !pred && !strstr(name, "Ballot"))
		badres = lsv_scalar_bits(lsv_elem_type(LLVMTypeOf(lsv_bi_argv(c, v, 0)))) &&
		         rt != LLVMTypeOf(lsv_bi_argv(c, v, 0));
	if (badres)
		lsv_bi_unsupported(c, v, cl, " declared with this result type");
	return lsv_inst(c, op, lsv_type(c, rt), w, k);
}

/* work_group_broadcast(x, local id in 1, 2 or 3 dimensions) */
static SpvId
wgbcast(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	unsigned n = nargs(v) - 1, i;
	SpvId lid, ids[3];

	if (nargs(v) < 2 || nargs(v) > 4 || LLVMTypeOf(v) != LLVMTypeOf(lsv_bi_argv(c, v, 0)))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	for (i = 0; i < n && i < 3; i++)
		ids[i] = lsv_val(c, lsv_bi_argv(c, v, i + 1));
	if (n == 1)
		lid = ids[0];
	else if (n == 2)
		lid = INST(c, SpvOpCompositeConstruct, lsv_vec_type(c, lsv_type(c, LLVMTypeOf(lsv_bi_argv(c, v, 1))), 2),
		           ids[0], ids[1]);
	else
		lid = INST(c, SpvOpCompositeConstruct, lsv_vec_type(c, lsv_type(c, LLVMTypeOf(lsv_bi_argv(c, v, 1))), 3),
		           ids[0], ids[1], ids[2]);
	return INST(c, SpvOpGroupBroadcast, lsv_type(c, LLVMTypeOf(v)), lsv_scope(c, SpvScopeWorkgroup),
	            lsv_val(c, lsv_bi_argv(c, v, 0)), lid);
}

/* sub_group_non_uniform_broadcast: before SPIR-V 1.5 the id must be a
 * constant; the spec requires it to be uniform, so a run-time id is a shuffle. */
static SpvId
nubcast(struct lsv_ctx *c, LLVMValueRef v)
{
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), sc = lsv_scope(c, SpvScopeSubgroup);
	SpvId x = lsv_val(c, lsv_bi_argv(c, v, 0)), id = lsv_val(c, lsv_bi_argv(c, v, 1));

	if (LLVMIsAConstantInt(lsv_bi_argv(c, v, 1)))
		return INST(c, SpvOpGroupNonUniformBroadcast, ty, sc, x, id);
	return INST(c, SpvOpGroupNonUniformShuffle, ty, sc, x, id);
}

/* to_global, to_local, to_private: a is the storage class. */
static SpvId
toptr(struct lsv_ctx *c, LLVMValueRef v, const char *sc)
{
	LLVMTypeRef pt = lsv_pointee(c, v);
	int64_t s = lsv_enum_value(LSV_K_StorageClass, sc, strlen(sc));
	SpvId src = lsv_val_ptr(c, lsv_bi_argv(c, v, 0), pt);

	return INST(c, SpvOpGenericCastToPtrExplicit, lsv_value_type(c, v), src, (uint32_t)s);
}

/* get_fence: the WorkgroupMemory (0x100) and CrossWorkgroupMemory (0x200)
 * bits shifted down are CLK_LOCAL_MEM_FENCE (1) and CLK_GLOBAL_MEM_FENCE (2). */
static SpvId
getfence(struct lsv_ctx *c, LLVMValueRef v)
{
	SpvId u = lsv_int_type(c, 32), ty = lsv_type(c, LLVMTypeOf(v));
	SpvId m = INST(c, SpvOpGenericPtrMemSemantics, u, lsv_val(c, lsv_bi_argv(c, v, 0)));

	m = INST(c, SpvOpShiftRightLogical, u, m, lsv_const_u32(c, 8));
	return INST(c, SpvOpBitwiseAnd, ty, m, lsv_const_u32(c, 3));
}

/* Integer dot products of 4 x 8-bit vectors or of 4x8-bit packed uints.
 * OpSUDot takes the signed operand first. */
static SpvId
idot(struct lsv_ctx *c, LLVMValueRef v, bool sa, bool sb, bool packed, bool sat)
{
	SpvId ty = lsv_type(c, LLVMTypeOf(v)), a = lsv_val(c, lsv_bi_argv(c, v, 0)), b = lsv_val(c, lsv_bi_argv(c, v, 1));
	uint32_t w[4];
	size_t k = 0;
	SpvOp op;

	if (sa == sb) {
		op = sa ? (sat ? SpvOpSDotAccSat : SpvOpSDot) : (sat ? SpvOpUDotAccSat : SpvOpUDot);
		w[k++] = a;
		w[k++] = b;
	} else {
		op = sat ? SpvOpSUDotAccSat : SpvOpSUDot;
		w[k++] = sa ? a : b;
		w[k++] = sa ? b : a;
	}
	if (sat)
		w[k++] = lsv_val(c, lsv_bi_argv(c, v, 2));
	if (packed) {
		lsv_req_cap(c, SpvCapabilityDotProductInput4x8BitPacked);
		lsv_req_enum(c, LSV_K_PackedVectorFormat, SpvPackedVectorFormatPackedVectorFormat4x8Bit);
		w[k++] = SpvPackedVectorFormatPackedVectorFormat4x8Bit;
	} else {
		lsv_req_cap(c, SpvCapabilityDotProductInput4x8Bit);
	}
	return lsv_inst(c, op, ty, w, k);
}

SpvId
lsv_bi_intdot(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	bool sat = nargs(v) == 3;

	if (!cl->mangled || cl->d.nparams < 2 || lsv_vec_len(LLVMTypeOf(lsv_bi_argv(c, v, 0))) != 4 ||
	    lsv_elem_bits(LLVMTypeOf(lsv_bi_argv(c, v, 0))) != 8)
		lsv_bi_unsupported(c, v, cl, " on these types");
	return idot(c, v, lsv_msigned(cl->d.params[0]), lsv_msigned(cl->d.params[1]), false, sat);
}

/* clock_read_*: a 64-bit ulong or a uint2 of its halves. */
static SpvId
clock(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const struct lsv_brow *r)
{
	if (!lsv_op_ok(c, SpvOpReadClockKHR))
		lsv_bi_unsupported(c, v, cl, lsv_op_why(c, SpvOpReadClockKHR));
	return group(c, v, cl, r);
}

/* intel_work_group_barrier_arrive/wait(flags[, scope]) */
static void
split(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *which)
{
	uint32_t m = fencebits(c, v, cl, 0);
	SpvScope mem = clscope(c, v, cl, 1, SpvScopeWorkgroup);
	SpvOp op = which[0] == 'a' ? SpvOpControlBarrierArriveINTEL : SpvOpControlBarrierWaitINTEL;

	m |= which[0] == 'a' ? SpvMemorySemanticsReleaseMask : SpvMemorySemanticsAcquireMask;
	EMIT(c, c->f->cur, op, lsv_scope(c, SpvScopeWorkgroup), lsv_scope(c, mem), lsv_semantics(c, m));
}

/* The capabilities that the value type of an atomic adds to the grammar's
 * (whose any-of list for the float atomics cannot tell the widths apart). */
static void
spvatomiccaps(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op, LLVMTypeRef t)
{
	unsigned w = lsv_elem_bits(t);

	/* 16-bit integers and bfloat: SPV_INTEL_16bit_atomics' capabilities. The
	 * validators take a 16-bit integer atomic without them (the instruction
	 * the call names is emitted as before); bfloat has no other way. */
	if (lsv_is_atomic16(t) && lsv_atomic16(c, op, t))
		return;
	if (lsv_is_bf(t))
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " on bfloat without --spirv-ext=%s", lsv_atomic16_needs(c, op, t)));

	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind && w == 64)
		lsv_req_cap(c, SpvCapabilityInt64Atomics);
	if (op == SpvOpAtomicFAddEXT)
		lsv_req_cap(c, w == 16 ? SpvCapabilityAtomicFloat16AddEXT
		             : w == 32 ? SpvCapabilityAtomicFloat32AddEXT : SpvCapabilityAtomicFloat64AddEXT);
	else if (op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT)
		lsv_req_cap(c, w == 16 ? SpvCapabilityAtomicFloat16MinMaxEXT
		             : w == 32 ? SpvCapabilityAtomicFloat32MinMaxEXT : SpvCapabilityAtomicFloat64MinMaxEXT);
}

/* The input capability of an integer dot product, by its operands' type (a
 * rule of SPV_KHR_integer_dot_product, not of the grammar rows): packed
 * 4 x 8-bit in a 32-bit scalar, 4 x 8-bit vectors, or any vectors. */
static void
spvdotcaps(struct lsv_ctx *c, int opc, LLVMTypeRef t)
{
	switch (opc) {
	case SpvOpSDot: case SpvOpUDot: case SpvOpSUDot:
	case SpvOpSDotAccSat: case SpvOpUDotAccSat: case SpvOpSUDotAccSat:
		break;
	default:
		return;
	}
	if (!lsv_vec_len(t))
		lsv_req_cap(c, SpvCapabilityDotProductInput4x8BitPacked);
	else if (lsv_vec_len(t) == 4 && lsv_elem_bits(t) == 8)
		lsv_req_cap(c, SpvCapabilityDotProductInput4x8Bit);
	else
		lsv_req_cap(c, SpvCapabilityDotProductInputAll);
}

/* Is constant x valid as operand kind (c Scope, m MemorySemantics) at d of
 * opc's operand codes? Semantics: at most one ordering, only known bits, no
 * release on a load or on a compare-exchange's Unequal (its second 'm'), no
 * acquire on a store. */
static bool
scopesem(int opc, const char *codes, const char *d, char kind, uint64_t x)
{
	const char *p;
	unsigned nth = 0;
	uint32_t order = (uint32_t)x & 0x1e, bit;

	if (x > UINT32_MAX)
		return false;
	if (kind == 'c')
		return lsv_enuminfo(LSV_K_Scope, (uint32_t)x) != NULL;
	for (p = codes; p < d; p++)
		nth += *p == 'm';
	if (order & (order - 1))
		return false;
	for (bit = 1; bit; bit <<= 1)
		if ((x & bit) && !lsv_enuminfo(LSV_K_MemorySemantics, bit))
			return false;
	if ((opc == SpvOpAtomicLoad || ((opc == SpvOpAtomicCompareExchange ||
	     opc == SpvOpAtomicCompareExchangeWeak) && nth == 1)) && (x & 0xc))
		return false;
	if (opc == SpvOpAtomicStore && (x & 0xa))
		return false;
	return true;
}

/* Argument j of a __spirv_ call as the Scope or MemorySemantics operand at d
 * of opc's operand codes: a 32-bit id, whatever integer the call passes. */
SpvId
lsv_bi_scopesem(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned j, int opc,
                const char *codes, const char *d)
{
	LLVMValueRef a = lsv_bi_argv(c, v, j);
	LLVMTypeRef at = LLVMTypeOf(a);

	if (LLVMIsAConstantInt(a)) {
		uint64_t x = LLVMConstIntGetZExtValue(a);
		if (!scopesem(opc, codes, d, *d, x))
			lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with operand %u = %llu, which is not a valid scope "
			                   "or memory semantics here", j, (unsigned long long)x));
		return lsv_const_u32(c, (uint32_t)x);
	}
	if (LLVMGetTypeKind(at) != LLVMIntegerTypeKind || LLVMGetIntTypeWidth(at) != 32)
		lsv_bi_unsupported(c, v, cl, " with a run-time scope or memory semantics that is not a 32-bit integer");
	return lsv_val(c, a);
}

/* The pointee an unmangled call's pointer operand j of op needs: a load's
 * result, a store's object, an atomic's value type; NULL if not known. A
 * mangled __spirv_Load/Store too: what it reads or writes is the call's own
 * result or value, whatever pointee the mangling names. */
static LLVMTypeRef
needpointee(struct lsv_ctx *c, LLVMValueRef v, int opc, bool atomic, LLVMTypeRef rt, unsigned j, unsigned n)
{
	if (j == 0 && opc == SpvOpLoad)
		return rt;
	if (j == 0 && opc == SpvOpStore && n >= 2)
		return LLVMTypeOf(lsv_bi_argv(c, v, 1));
	/* a matrix load or store counts its Stride in elements of the pointee:
	 * the matrix's components */
	if (j == 0 && opc == SpvOpCooperativeMatrixLoadKHR)
		return lsv_coopmat_comp(rt);
	if (j == 0 && opc == SpvOpCooperativeMatrixStoreKHR && n >= 2)
		return lsv_coopmat_comp(LLVMTypeOf(lsv_bi_argv(c, v, 1)));
	/* SPV_INTEL_joint_matrix's checked forms: (pointer, x, y, [object,] ...) */
	if (j == 0 && opc == SpvOpCooperativeMatrixLoadCheckedINTEL)
		return lsv_coopmat_comp(rt);
	if (j == 0 && opc == SpvOpCooperativeMatrixStoreCheckedINTEL && n >= 4)
		return lsv_coopmat_comp(LLVMTypeOf(lsv_bi_argv(c, v, 3)));
	if (j == 0 && (opc == SpvOpAtomicFlagTestAndSet || opc == SpvOpAtomicFlagClear))
		return LLVMInt32TypeInContext(c->llctx);
	if (j == 0 && atomic)
		return LLVMGetTypeKind(rt) == LLVMVoidTypeKind ? LLVMTypeOf(lsv_bi_argv(c, v, n - 1)) : rt;
	return NULL;
}

/* The type call argument j is passed by value through a pointer with
 * (byval), or NULL. */
static LLVMTypeRef
byval(LLVMValueRef v, const struct lsv_bcall *cl, unsigned j)
{
	unsigned k = LLVMGetEnumAttributeKindForName("byval", 5);
	LLVMAttributeRef a = LLVMGetCallSiteEnumAttribute(v, j + 1, k);

	if (!a && LLVMIsAFunction(cl->callee) && j < LLVMCountParams(cl->callee))
		a = LLVMGetEnumAttributeAtIndex(cl->callee, j + 1, k);
	return a && LLVMIsTypeAttribute(a) ? LLVMGetTypeAttributeValue(a) : NULL;
}

/* The arbitrary-precision fixed and floating point instructions compute at
 * the widths of their operand and result types: one widened to a standard
 * width (i13 to i16) would change what they compute, so it is an error. */
static void
apwidths(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, int opc, LLVMTypeRef rt)
{
	const struct lsv_opinfo *oi = lsv_opinfo((uint32_t)opc);
	unsigned j, n = nargs(v), bits;
	LLVMTypeRef t;

	if (!oi->req.ncaps || (oi->req.caps[0] != SpvCapabilityArbitraryPrecisionFixedPointINTEL &&
	                       oi->req.caps[0] != SpvCapabilityArbitraryPrecisionFloatingPointINTEL))
		return;
	lsv_req_op(c, (SpvOp)opc); /* a missing extension first */
	for (j = 0; j <= n; j++) {
		t = j == n ? rt : byval(v, cl, j);
		if (!t)
			t = LLVMTypeOf(lsv_bi_argv(c, v, j));
		if (LLVMGetTypeKind(t) != LLVMIntegerTypeKind)
			continue;
		bits = LLVMGetIntTypeWidth(t);
		if (lsv_int_width(c, bits, v) != bits)
			lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " on i%u, which would be widened (it needs "
			                   "--spirv-ext=+SPV_INTEL_arbitrary_precision_integers)", bits));
	}
}

/* __spirv_AbortKHR(message): the message by value, or in memory (byval);
 * its type is the Message Type operand. */
static SpvId
abortkhr(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	LLVMValueRef a;
	LLVMTypeRef t;
	SpvId ty, msg;

	if (nargs(v) != 1)
		lsv_bi_unsupported(c, v, cl, " without exactly one message argument");
	a = lsv_bi_argv(c, v, 0);
	lsv_req_op(c, SpvOpAbortKHR); /* a missing extension first */
	if ((t = byval(v, cl, 0))) {
		ty = lsv_type(c, t);
		msg = INST(c, SpvOpLoad, ty, lsv_val_ptr(c, a, t));
	} else {
		t = LLVMTypeOf(a);
		if (lsv_isptrty(t)) /* a Message must have a concrete type */
			lsv_bi_unsupported(c, v, cl, " with a pointer message (pass the data by value)");
		ty = lsv_type(c, t);
		msg = lsv_val(c, a);
	}
	lsv_abort(c, v, ty, msg);
	return 0;
}

/* __spirv_<OpName>(args...): the grammar says which operands are ids (from
 * the arguments) and which are literals (from constant integer arguments).
 * An instruction with a result may instead store it through an sret first
 * argument. */
static SpvId
spvop(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	const char *name = cl->d.name + 8, *end = memchr(name, '_', cl->d.namelen - 8);
	size_t len = end ? (size_t)(end - name) : cl->d.namelen - 8;
	int opc = lsv_opcode(name, len);
	const struct lsv_opinfo *oi = opc >= 0 ? lsv_opinfo((uint32_t)opc) : NULL;
	LLVMTypeRef rt = LLVMTypeOf(v), st = NULL;
	unsigned n = nargs(v), j = 0, k = 0, first = 0;
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n + 2) * 4);
	const char *d;
	bool atomic = len > 6 && !memcmp(name, "Atomic", 6), bitenum = false, aligned = false;
	SpvId id;

	if (!oi)
		lsv_bug("__spirv_ call without an opcode");
	if (lsv_call_widened(v)) /* the instruction would see the extra lanes */
		lsv_bi_unsupported(c, v, cl, " on a vector of a length SPIR-V lacks");
	lsv_intelio_check(c, v, cl, opc);
	switch (opc) {
	/* their core fallbacks (same operand order as the OpenCL C forms) */
	case SpvOpSubgroupShuffleINTEL: case SpvOpSubgroupShuffleDownINTEL: case SpvOpSubgroupShuffleUpINTEL:
	case SpvOpSubgroupShuffleXorINTEL: case SpvOpSubgroupBlockReadINTEL: case SpvOpSubgroupBlockWriteINTEL:
		return lsv_bi_intel_subgroup(c, v, cl, (SpvOp)opc);
	case SpvOpReturn: case SpvOpReturnValue: case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch:
	case SpvOpUnreachable: case SpvOpKill: case SpvOpTerminateInvocation: case SpvOpLabel: case SpvOpPhi:
	case SpvOpSelectionMerge: case SpvOpLoopMerge: case SpvOpFunction: case SpvOpFunctionParameter:
	case SpvOpFunctionEnd: case SpvOpFunctionCall: case SpvOpVariable:
		/* the call is in the middle of a block the lowering lays out itself */
		lsv_bi_unsupported(c, v, cl, " (control flow, functions and variables have no call form)");
	case SpvOpFSigmoidINTEL: /* a core formula without SPV_INTEL_sigmoid */
		if (n != 1 || LLVMTypeOf(lsv_bi_argv(c, v, 0)) != rt)
			lsv_bi_unsupported(c, v, cl, " declared with these types");
		return lsv_sigmoid(c, v, lsv_val(c, lsv_bi_argv(c, v, 0)));
	case SpvOpAbortKHR:
		return abortkhr(c, v, cl);
	case SpvOpCreatePipeFromPipeStorage:
		/* SYCL passes its constant storage global's address: the pipe
		 * storage object made of it (decorate.c) is the operand */
		if (n == 1 && LLVMGetTypeKind(LLVMTypeOf(lsv_bi_argv(c, v, 0))) == LLVMPointerTypeKind &&
		    (id = lsv_pipe_storage(c, castless(lsv_bi_argv(c, v, 0)))))
			return INST(c, SpvOpCreatePipeFromPipeStorage, lsv_type(c, rt), id);
		break;
	case SpvOpSubgroupMatrixMultiplyAccumulateINTEL:
		/* K Dim picks the hardware instruction's shape: a constant in every
		 * front end's call form, and one the consumers read as such */
		if (n && !LLVMIsAConstantInt(lsv_bi_argv(c, v, 0)))
			lsv_bi_unsupported(c, v, cl, " with a K dimension that is not a constant");
		break;
	default:
		if (lsv_coopmat_call(c, v, (SpvOp)opc))
			return lsv_bi_coopmat(c, v, cl, (SpvOp)opc);
		break;
	}
	if (LLVMGetTypeKind(rt) == LLVMVoidTypeKind && oi->type && (st = lsv_bi_sret(v, cl))) {
		rt = st;
		j = first = 1;
	}
	apwidths(c, v, cl, opc, rt);
	lsv_coopmat_layout(c, v, cl, (SpvOp)opc);
	for (d = oi->operands; *d; d++) {
		char kind = *d, q;
		int ekind = -1;
		if (kind == 'e' || kind == 'b')
			ekind = *++d - 'A';
		q = d[1] == '?' || d[1] == '*' ? d[1] : 0;
		if (q)
			d++;
		do {
			LLVMValueRef a;
			LLVMTypeRef pt;
			if (j >= n) {
				if (q)
					break;
				/* GenericCastToPtrExplicit_To<Class>: the class is the result's */
				if (opc == SpvOpGenericCastToPtrExplicit && kind == 'e') {
					w[k++] = lsv_storage_class(c, LLVMGetPointerAddressSpace(rt), v);
					break;
				}
				lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with %u arguments (Op%.*s needs more)", n,
				            (int)len, name));
			}
			a = lsv_bi_argv(c, v, j);
			if (kind == 'n' || kind == 'e' || kind == 'b') {
				uint32_t x = (uint32_t)constarg(c, v, cl, j, "literal operand"), bit;
				if (kind == 'e' && !lsv_enuminfo((enum lsv_kind)ekind, x))
					lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with operand %u = %u, which is not a valid "
					            "enumerant", j, x));
				if (kind == 'e')
					lsv_req_enum(c, (enum lsv_kind)ekind, x);
				for (bit = 1; kind == 'b' && bit; bit <<= 1) {
					if (!(x & bit))
						continue;
					if (!lsv_enuminfo((enum lsv_kind)ekind, bit))
						lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with operand %u = 0x%x, whose bit "
						            "0x%x is no enumerant", j, x, bit));
					lsv_req_enum(c, (enum lsv_kind)ekind, bit);
				}
				w[k++] = x;
				bitenum |= kind == 'b';
				/* MemoryAccess Aligned: its parameter, the first, is a literal */
				aligned = kind == 'b' && ekind == LSV_K_MemoryAccess && (x & SpvMemoryAccessAlignedMask);
			} else if (kind == 'i' && LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind &&
			           (pt = lsv_intelio_pointee(c, v, opc, rt, j - first))) {
				w[k++] = lsv_val_ptr(c, a, pt);
			} else if (kind == 'i' && j == first && (!cl->mangled || opc == SpvOpLoad || opc == SpvOpStore) &&
			           LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind &&
			           (pt = needpointee(c, v, opc, atomic, rt, j - first, n - first))) {
				/* the flag instructions take typed pointers only */
				w[k++] = opc == SpvOpAtomicFlagTestAndSet || opc == SpvOpAtomicFlagClear
				         ? lsv_val_tptr(c, a, pt) : lsv_val_ptr(c, a, pt);
			} else if (kind == 'i' && j == first && LLVMGetTypeKind(rt) == LLVMPointerTypeKind &&
			           LLVMGetTypeKind(LLVMTypeOf(a)) == LLVMPointerTypeKind) {
				/* pointer casts keep the pointee */
				w[k++] = lsv_val_ptr(c, a, lsv_pointee(c, v));
			} else if (kind == 'i' && (pt = byval(v, cl, j))) {
				/* a wide value the front end passes in memory */
				w[k++] = INST(c, SpvOpLoad, lsv_type(c, pt), lsv_val_ptr(c, a, pt));
			} else if (kind == 'i') {
				w[k++] = first ? lsv_val(c, a) : lsv_bi_arg(c, v, cl, j);
			} else if (kind == 'c' || kind == 'm') {
				w[k++] = lsv_bi_scopesem(c, v, cl, j, opc, oi->operands, d);
			} else {
				lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " (Op%.*s has an operand that the call form "
				            "cannot give)", (int)len, name));
			}
			j++;
		} while (q == '*');
	}
	/* the parameters of a BitEnum operand follow as ids */
	for (; bitenum && j < n; j++, aligned = false)
		w[k++] = aligned ? (uint32_t)constarg(c, v, cl, j, "alignment") : lsv_bi_arg(c, v, cl, j);
	if (aligned) /* the Aligned bit's literal is not optional */
		lsv_bi_unsupported(c, v, cl, " with memory access Aligned but no alignment argument after it");
	/* the translator's GenericCastToPtr_To<Class> passes the class as
	 * GenericCastToPtrExplicit does: the result's class says it already */
	if (opc == SpvOpGenericCastToPtr && j + 1 == n && LLVMGetTypeKind(rt) == LLVMPointerTypeKind &&
	    constarg(c, v, cl, j, "storage class") == lsv_storage_class(c, LLVMGetPointerAddressSpace(rt), v))
		j++;
	if (j < n)
		lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with %u arguments (Op%.*s takes fewer)", n, (int)len, name));
	if (atomic && n)
		spvatomiccaps(c, v, cl, (SpvOp)opc,
		              LLVMGetTypeKind(rt) == LLVMVoidTypeKind ? LLVMTypeOf(lsv_bi_argv(c, v, n - 1)) : rt);
	/* SPV_INTEL_device_barrier: Device as the Execution scope of a control
	 * barrier (which consumers may otherwise reject) */
	if (opc == SpvOpControlBarrier && n && LLVMIsAConstantInt(lsv_bi_argv(c, v, 0)) &&
	    LLVMConstIntGetZExtValue(lsv_bi_argv(c, v, 0)) == SpvScopeDevice)
		lsv_req_cap(c, SpvCapabilityDeviceBarrierINTEL);
	if (n)
		spvdotcaps(c, opc, LLVMTypeOf(lsv_bi_argv(c, v, 0)));
	if (n && !narrowconv(c, (SpvOp)opc, n, LLVMTypeOf(lsv_bi_argv(c, v, 0)), rt))
		lsv_bi_unsupported(c, v, cl, " declared with these types");
	if (!oi->type) {
		lsv_emit(c, c->f->cur, (SpvOp)opc, w, k);
		return 0;
	}
	id = lsv_inst(c, (SpvOp)opc, LLVMGetTypeKind(rt) == LLVMPointerTypeKind ? lsv_value_type(c, v)
	                                                                        : lsv_type(c, rt), w, k);
	if (!st)
		return id;
	lsv_check_writable(c, v, lsv_bi_argv(c, v, 0));
	EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, lsv_bi_argv(c, v, 0), st), id);
	return 0;
}

SpvId
lsv_bi_atomics(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	const struct lsv_brow *r = cl->row;
	LLVMTypeRef t = LLVMTypeOf(v);

	switch (r->fam) {
	case OCL1: return ocl1(c, v, cl, r->a);
	case INIT: {
		LLVMTypeRef vt = LLVMTypeOf(lsv_bi_argv(c, v, 1));
		EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, objptr(lsv_bi_argv(c, v, 0)), vt), lsv_val(c, lsv_bi_argv(c, v, 1)));
		return 0;
	}
	case LOAD: {
		LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0));
		atomictype(c, v, cl, t, SpvOpAtomicLoad);
		return INST(c, SpvOpAtomicLoad, lsv_type(c, t), lsv_val_ptr(c, p, t),
		            lsv_scope(c, clscope(c, v, cl, 2, SpvScopeDevice)), order(c, v, cl, 1, p, ORD_LOAD));
	}
	case STORE: {
		LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0));
		LLVMTypeRef vt = LLVMTypeOf(lsv_bi_argv(c, v, 1));
		atomictype(c, v, cl, vt, SpvOpAtomicStore);
		EMIT(c, c->f->cur, SpvOpAtomicStore, lsv_val_ptr(c, p, vt),
		     lsv_scope(c, clscope(c, v, cl, 3, SpvScopeDevice)), order(c, v, cl, 2, p, ORD_STORE),
		     lsv_val(c, lsv_bi_argv(c, v, 1)));
		return 0;
	}
	case XCHG: {
		LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0));
		atomictype(c, v, cl, t, SpvOpAtomicExchange);
		return INST(c, SpvOpAtomicExchange, lsv_type(c, t), lsv_val_ptr(c, p, t),
		            lsv_scope(c, clscope(c, v, cl, 3, SpvScopeDevice)), order(c, v, cl, 2, p, 0),
		            lsv_val(c, lsv_bi_argv(c, v, 1)));
	}
	case CMPXCHG: return cmpxchg(c, v, cl);
	case FETCH: return fetch(c, v, cl, r->a);
	case FLAGSET: {
		LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0));
		SpvId b = INST(c, SpvOpAtomicFlagTestAndSet, lsv_bool_type(c),
		               lsv_val_tptr(c, p, LLVMInt32TypeInContext(c->llctx)),
		               lsv_scope(c, clscope(c, v, cl, 2, SpvScopeDevice)), order(c, v, cl, 1, p, 0));
		return intof(c, v, b);
	}
	case FLAGCLEAR: {
		LLVMValueRef p = objptr(lsv_bi_argv(c, v, 0));
		EMIT(c, c->f->cur, SpvOpAtomicFlagClear, lsv_val_tptr(c, p, LLVMInt32TypeInContext(c->llctx)),
		     lsv_scope(c, clscope(c, v, cl, 2, SpvScopeDevice)), order(c, v, cl, 1, p, ORD_STORE));
		return 0;
	}
	case FENCE: {
		/* atomic_work_item_fence(flags, order, scope); a relaxed fence orders nothing */
		uint64_t o = constarg(c, v, cl, 1, "memory_order");
		static const uint32_t map[] = {0, SpvMemorySemanticsAcquireMask, SpvMemorySemanticsAcquireMask,
		                               SpvMemorySemanticsReleaseMask, SpvMemorySemanticsAcquireReleaseMask,
		                               SpvMemorySemanticsSequentiallyConsistentMask};
		uint32_t m = fencebits(c, v, cl, 0);
		if (o >= LSV_LEN(map))
			lsv_bi_unsupported(c, v, cl, lsv_fmt(&c->fn, " with memory_order %llu", (unsigned long long)o));
		if (map[o])
			EMIT(c, c->f->cur, SpvOpMemoryBarrier, lsv_scope(c, clscope(c, v, cl, 2, SpvScopeDevice)),
			     lsv_semantics(c, map[o] | m));
		return 0;
	}
	case SGBARRIER: {
		uint32_t m = fencebits(c, v, cl, 0);
		SpvScope mem = clscope(c, v, cl, 1, SpvScopeSubgroup);
		if (m)
			m |= SpvMemorySemanticsSequentiallyConsistentMask;
		EMIT(c, c->f->cur, SpvOpControlBarrier, lsv_scope(c, SpvScopeSubgroup), lsv_scope(c, mem),
		     lsv_semantics(c, m));
		return 0;
	}
	case SPLIT: split(c, v, cl, r->a); return 0;
	case GROUP: return group(c, v, cl, r);
	case WGBCAST: return wgbcast(c, v, cl);
	case NUBCAST: return nubcast(c, v);
	case MASK: {
		int64_t b = lsv_enum_value(LSV_K_BuiltIn, r->a, strlen(r->a));
		SpvId ty = lsv_type(c, t);
		return lsv_builtin_read(c, (SpvBuiltIn)b, ty);
	}
	case TOPTR: return toptr(c, v, r->a);
	case GETFENCE: return getfence(c, v);
	case IDOT: return lsv_bi_intdot(c, v, cl);
	case PDOT: return idot(c, v, r->a[0] == 's', r->a[1] == 's', true, r->b != NULL);
	case CLOCK: return clock(c, v, cl, r);
	case INTELSG: return lsv_bi_intel_subgroup(c, v, cl, opnamed(r->a, strlen(r->a)));
	case SPVOP: return spvop(c, v, cl);
	default: lsv_bi_unsupported(c, v, cl, NULL);
	}
}
