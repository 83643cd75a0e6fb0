/* ptrinfer.c: a pointee type for every pointer value, before any lowering.
 * Union-find groups values that should share a pointee; a group takes its first
 * definition, else its uses' majority access type, else i8, and declared types
 * win over the group's (docs/design.md "Pointer values", "Declared types win"). */
#include <stdio.h>
#include <string.h>

#include "lsv.h"

static void dump(struct lsv_ctx *c);

struct node {
	uint32_t parent;
	LLVMTypeRef def;  /* definition type, or NULL */
	LLVMTypeRef cand; /* majority-vote candidate */
	uint32_t count;
};

/* Parameter attributes whose type is the pointee (elementtype is not among
 * them: LLVM 19 allows it only on intrinsic and inline assembly operands). */
static const char *const ptrattrs[] = {"byval", "sret", "byref", "preallocated", "inalloca"};

struct infer {
	struct lsv_ctx *c;
	struct node *n;
	uint32_t len, cap;
	struct lsv_map idx; /* value key -> node index + 1 */
	unsigned attrs[LSV_LEN(ptrattrs)]; /* the kinds of the type attributes that fix a parameter's pointee */
};

static bool
isptr(LLVMValueRef v)
{
	return LLVMGetTypeKind(LLVMTypeOf(v)) == LLVMPointerTypeKind;
}

/* Function return values are keyed by the function's address with the low bit set. */
static uint64_t
retkey(LLVMValueRef f)
{
	return (uint64_t)(uintptr_t)f | 1;
}

static uint32_t
node(struct infer *in, uint64_t key)
{
	bool fresh;
	uint64_t *slot = lsv_map_slot(&in->idx, key, &fresh);

	if (!fresh)
		return (uint32_t)*slot - 1;
	if (in->len == in->cap) {
		struct node *n;
		in->cap = in->cap ? in->cap * 2 : 256;
		n = lsv_alloc(&in->c->mod, (size_t)in->cap * sizeof(*n));
		if (in->len)
			memcpy(n, in->n, (size_t)in->len * sizeof(*n));
		in->n = n;
	}
	in->n[in->len].parent = in->len;
	*slot = (uint64_t)in->len + 1;
	return in->len++;
}

static uint32_t
find(struct infer *in, uint32_t i)
{
	while (in->n[i].parent != i) {
		in->n[i].parent = in->n[in->n[i].parent].parent;
		i = in->n[i].parent;
	}
	return i;
}

/* Only values that live in functions take part; constants get their type on use. */
static bool
tracked(LLVMValueRef v)
{
	return isptr(v) && (LLVMIsAInstruction(v) || LLVMIsAArgument(v));
}

static void
unite(struct infer *in, uint64_t a, uint64_t b)
{
	uint32_t x = find(in, node(in, a)), y = find(in, node(in, b));

	if (x == y)
		return;
	if (x < y) /* the older node stays root, so the first definition wins */
		in->n[y].parent = x;
	else
		in->n[x].parent = y;
}

static void
unitev(struct infer *in, LLVMValueRef a, LLVMValueRef b)
{
	if (tracked(a) && tracked(b))
		unite(in, (uint64_t)(uintptr_t)a, (uint64_t)(uintptr_t)b);
}

static void
define(struct infer *in, uint64_t key, LLVMTypeRef t)
{
	/* node() may move the array: index it only afterwards */
	uint32_t i = node(in, key);
	struct node *n = &in->n[i];

	if (!n->def)
		n->def = t;
}

static void
vote(struct infer *in, LLVMValueRef p, LLVMTypeRef t)
{
	struct node *n;
	uint32_t i;

	if (!tracked(p))
		return;
	i = find(in, node(in, (uint64_t)(uintptr_t)p));
	n = &in->n[i];
	if (!n->count) {
		n->cand = t;
		n->count = 1;
	} else if (n->cand == t) {
		n->count++;
	} else {
		n->count--;
	}
}

LLVMTypeRef
lsv_gep_type(LLVMValueRef gep)
{
	LLVMTypeRef t = LLVMGetGEPSourceElementType(gep);
	unsigned n = LLVMGetNumOperands(gep), i;

	for (i = 2; i < n; i++) {
		switch (LLVMGetTypeKind(t)) {
		case LLVMStructTypeKind:
			t = LLVMStructGetTypeAtIndex(t, (unsigned)LLVMConstIntGetZExtValue(LLVMGetOperand(gep, i)));
			break;
		case LLVMArrayTypeKind:
		case LLVMVectorTypeKind:
			t = LLVMGetElementType(t);
			break;
		default:
			return t;
		}
	}
	return t;
}

/* The pointee named by a kernel_arg_type string such as "float4*", "uint*",
 * "struct S*"; NULL when it names no pointer or nothing known. */
static LLVMTypeRef
argtype(struct lsv_ctx *c, const char *s, size_t n, bool *typedefd)
{
	static const struct { const char *name; unsigned bits; bool fp; } base[] = {
		{"char", 8, 0}, {"uchar", 8, 0}, {"unsigned char", 8, 0}, {"short", 16, 0},
		{"ushort", 16, 0}, {"unsigned short", 16, 0}, {"int", 32, 0}, {"uint", 32, 0},
		{"unsigned int", 32, 0}, {"long", 64, 0}, {"ulong", 64, 0}, {"unsigned long", 64, 0},
		{"half", 16, 1}, {"float", 32, 1}, {"double", 64, 1},
	};
	size_t i, len;
	unsigned lanes = 0;
	LLVMTypeRef t = NULL;

	while (n && s[n - 1] == ' ')
		n--;
	if (n < 2 || s[n - 1] != '*')
		return NULL;
	n--;
	if (n && s[n - 1] == '*')
		return LLVMPointerTypeInContext(c->llctx, 0); /* a pointer to pointers */
	while (n && s[n - 1] == ' ')
		n--;
	if (n > 7 && !memcmp(s, "struct ", 7)) {
		char *name = lsv_fmt(&c->mod, "struct.%.*s", (int)(n - 7), s + 7);
		return LLVMGetTypeByName2(c->llctx, name);
	}
	len = n;
	while (len && s[len - 1] >= '0' && s[len - 1] <= '9')
		len--;
	for (i = len; i < n; i++)
		lanes = lanes * 10 + (unsigned)(s[i] - '0');
	for (i = 0; i < LSV_LEN(base); i++) {
		if (strlen(base[i].name) != len || memcmp(base[i].name, s, len))
			continue;
		if (base[i].fp)
			t = base[i].bits == 16 ? LLVMHalfTypeInContext(c->llctx)
			  : base[i].bits == 32 ? LLVMFloatTypeInContext(c->llctx)
			                       : LLVMDoubleTypeInContext(c->llctx);
		else
			t = LLVMIntTypeInContext(c->llctx, base[i].bits);
		break;
	}
	if (!t) {
		/* a typedef'd struct: clang names it struct.<name> */
		char *name = lsv_fmt(&c->mod, "struct.%.*s", (int)n, s);
		t = LLVMGetTypeByName2(c->llctx, name);
		*typedefd = t != NULL;
		return t;
	}
	if (lanes == 2 || lanes == 3 || lanes == 4 || lanes == 8 || lanes == 16)
		return LLVMVectorType(t, lanes);
	return lanes ? NULL : t;
}

/* The pointee that a parameter's type attribute declares, or NULL. */
static LLVMTypeRef
attrtype(struct infer *in, LLVMValueRef f, unsigned i)
{
	for (size_t a = 0; a < LSV_LEN(in->attrs); a++) {
		LLVMAttributeRef at = LLVMGetEnumAttributeAtIndex(f, i + 1, in->attrs[a]);
		if (at && LLVMIsTypeAttribute(at))
			return LLVMGetTypeAttributeValue(at);
	}
	return NULL;
}

/* The n operands of kernel f's metadata `name` (kernel_arg_type, ...), or NULL. */
static LLVMValueRef *
kernelmd(struct lsv_ctx *c, LLVMValueRef f, const char *name, unsigned n)
{
	unsigned k = LLVMGetMDKindIDInContext(c->llctx, name, (unsigned)strlen(name));
	LLVMValueRef md = lsv_md_attached(c, f, k), *ops;

	if (!md || LLVMGetMDNodeNumOperands(md) != n)
		return NULL;
	ops = lsv_alloc(&c->fn, (size_t)n * sizeof(*ops));
	LLVMGetMDNodeOperands(md, ops);
	return ops;
}

/* The pointee kernel_arg_type string s names. A typedef name is looked up as
 * a struct of that name (clang names `typedef struct {...} S` struct.S), but
 * the name may be a typedef of another struct (`struct S {...}; typedef
 * struct T {...} S;`): where kernel_arg_base_type is there, it decides. */
static LLVMTypeRef
kernelargtype(struct lsv_ctx *c, LLVMValueRef s, LLVMValueRef base)
{
	unsigned len;
	const char *str = s ? LLVMGetMDString(s, &len) : NULL;
	bool typedefd = false;
	LLVMTypeRef t = str ? argtype(c, str, len, &typedefd) : NULL;

	if (typedefd && base && (str = LLVMGetMDString(base, &len)))
		t = argtype(c, str, len, &typedefd);
	return t;
}

static void
params(struct infer *in, LLVMValueRef f)
{
	struct lsv_ctx *c = in->c;
	unsigned n = LLVMCountParams(f), i;
	LLVMValueRef *ops = NULL, *base = NULL;

	if (LLVMIsDeclaration(f)) {
		/* a declaration called with OpFunctionCall: its ByVal/Sret parameters need their type */
		for (i = 0; i < n; i++) {
			LLVMTypeRef t = isptr(LLVMGetParam(f, i)) ? attrtype(in, f, i) : NULL;
			if (t)
				define(in, (uint64_t)(uintptr_t)LLVMGetParam(f, i), t);
		}
		return;
	}
	if (lsv_is_kernel(f) && (ops = kernelmd(c, f, "kernel_arg_type", n)))
		base = kernelmd(c, f, "kernel_arg_base_type", n);
	/* OpEnqueueKernel's Invoke takes the block literal as uchar* */
	if (n && lsv_is_block_invoke(f) && isptr(LLVMGetParam(f, 0)))
		define(in, (uint64_t)(uintptr_t)LLVMGetParam(f, 0), c->i8);
	for (i = 0; i < n; i++) {
		LLVMValueRef p = LLVMGetParam(f, i);
		LLVMTypeRef t;
		if (!isptr(p))
			continue;
		node(in, (uint64_t)(uintptr_t)p);
		if ((t = attrtype(in, f, i)))
			define(in, (uint64_t)(uintptr_t)p, t);
		if (ops && ops[i]) {
			t = kernelargtype(c, ops[i], base ? base[i] : NULL);
			if (t && !(LLVMGetTypeKind(t) == LLVMStructTypeKind && LLVMIsOpaqueStruct(t)))
				define(in, (uint64_t)(uintptr_t)p, t);
		}
	}
}

LLVMTypeRef
lsv_md_type(LLVMValueRef md)
{
	LLVMValueRef op;

	if (LLVMGetTypeKind(LLVMTypeOf(md)) != LLVMMetadataTypeKind || !LLVMIsAMDNode(md) ||
	    LLVMGetMDNodeNumOperands(md) != 1)
		return NULL;
	LLVMGetMDNodeOperands(md, &op);
	if (!op || LLVMGetTypeKind(LLVMTypeOf(op)) == LLVMMetadataTypeKind)
		return NULL;
	return LLVMTypeOf(op);
}

/* The part of callee's name after "llvm." (s[0..*len)), or NULL for a name
 * without that prefix: read once per call, matched by callof. */
static const char *
llvmname(LLVMValueRef callee, size_t *len)
{
	const char *s = LLVMGetValueName2(callee, len);

	if (*len < 5 || memcmp(s, "llvm.", 5))
		return NULL;
	*len -= 5;
	return s + 5;
}

/* Is s[0..len) (from llvmname) <name> with any suffix? */
static bool
callof(const char *s, size_t len, const char *name)
{
	size_t k = strlen(name);

	return s && len >= k && !memcmp(s, name, k) && (len == k || s[k] == '.');
}

/* Intrinsics that say something about pointees: llvm.spv.assign.ptr.type and
 * llvm.spv.ptrcast declare one (the SPIR-V backend's type evidence); the
 * ones that return their pointer operand share its group. */
static void
intrinsic(struct infer *in, LLVMValueRef inst, LLVMValueRef callee)
{
	unsigned n;
	size_t len;
	const char *s = llvmname(callee, &len);
	LLVMTypeRef t;

	if (!s)
		return;
	n = LLVMGetNumArgOperands(inst);
	if (callof(s, len, "spv.assign.ptr.type") && n == 3 && tracked(LLVMGetOperand(inst, 0)) &&
	    (t = lsv_md_type(LLVMGetOperand(inst, 1))))
		define(in, (uint64_t)(uintptr_t)LLVMGetOperand(inst, 0), t);
	else if (callof(s, len, "spv.ptrcast") && n == 3 && isptr(inst) && (t = lsv_md_type(LLVMGetOperand(inst, 1))))
		define(in, (uint64_t)(uintptr_t)inst, t);
	else if (n >= 1 && (callof(s, len, "spv.generic.cast.to.ptr.explicit") ||
	                    callof(s, len, "spv.track.constant") || callof(s, len, "spv.freeze") ||
	                    callof(s, len, "ptr.annotation") || callof(s, len, "threadlocal.address")))
		unitev(in, inst, LLVMGetOperand(inst, 0));
}

/* First walk: nodes, unions and definitions. */
static void
collect(struct infer *in, LLVMValueRef inst)
{
	struct lsv_ctx *c = in->c;
	uint64_t key = (uint64_t)(uintptr_t)inst;
	unsigned i, n;

	switch (LLVMGetInstructionOpcode(inst)) {
	case LLVMAlloca:
		if (isptr(inst)) {
			LLVMTypeRef t = LLVMGetAllocatedType(inst);
			LLVMValueRef cnt = LLVMGetOperand(inst, 0);
			if (LLVMIsAConstantInt(cnt) && LLVMConstIntGetZExtValue(cnt) > 1)
				t = LLVMArrayType2(t, LLVMConstIntGetZExtValue(cnt));
			define(in, key, t);
		}
		break;
	case LLVMGetElementPtr:
		if (isptr(inst))
			define(in, key, lsv_gep_type(inst));
		break;
	case LLVMLoad:
	case LLVMExtractValue:
	case LLVMAtomicRMW:
	case LLVMAtomicCmpXchg:
		if (isptr(inst))
			define(in, key, c->i8);
		break;
	case LLVMPHI:
		n = LLVMCountIncoming(inst);
		for (i = 0; i < n; i++)
			unitev(in, inst, LLVMGetIncomingValue(inst, i));
		break;
	case LLVMSelect:
		unitev(in, inst, LLVMGetOperand(inst, 1));
		unitev(in, inst, LLVMGetOperand(inst, 2));
		break;
	case LLVMFreeze:
	case LLVMAddrSpaceCast:
	case LLVMBitCast:
		unitev(in, inst, LLVMGetOperand(inst, 0));
		break;
	case LLVMRet:
		if (LLVMGetNumOperands(inst) && tracked(LLVMGetOperand(inst, 0))) {
			LLVMValueRef f = LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst));
			unite(in, retkey(f), (uint64_t)(uintptr_t)LLVMGetOperand(inst, 0));
		}
		break;
	case LLVMCall: {
		LLVMValueRef callee = lsv_unalias(LLVMGetCalledValue(inst));
		/* llvm.dbg.* (a third of a -g module's calls) take metadata only */
		if (LLVMIsADbgInfoIntrinsic(inst))
			break;
		if (!LLVMIsAFunction(callee) || LLVMIsDeclaration(callee)) {
			if (isptr(inst))
				node(in, key);
			if (LLVMIsAFunction(callee))
				intrinsic(in, inst, callee);
			break;
		}
		n = LLVMGetNumArgOperands(inst);
		for (i = 0; i < n && i < LLVMCountParams(callee); i++) {
			LLVMValueRef a = LLVMGetOperand(inst, i);
			if (tracked(a))
				unite(in, (uint64_t)(uintptr_t)a, (uint64_t)(uintptr_t)LLVMGetParam(callee, i));
		}
		if (isptr(inst))
			unite(in, key, retkey(callee));
		break;
	}
	default:
		if (isptr(inst))
			node(in, key);
	}
}

/* Second walk: access types vote for the groups of the pointers they use. */
static void
votes(struct infer *in, LLVMValueRef inst)
{
	switch (LLVMGetInstructionOpcode(inst)) {
	case LLVMLoad:
		vote(in, LLVMGetOperand(inst, 0), LLVMTypeOf(inst));
		break;
	case LLVMStore:
		vote(in, LLVMGetOperand(inst, 1), LLVMTypeOf(LLVMGetOperand(inst, 0)));
		break;
	case LLVMGetElementPtr:
		vote(in, LLVMGetOperand(inst, 0), LLVMGetGEPSourceElementType(inst));
		break;
	case LLVMAtomicRMW:
		vote(in, LLVMGetOperand(inst, 0), LLVMTypeOf(LLVMGetOperand(inst, 1)));
		break;
	case LLVMAtomicCmpXchg:
		vote(in, LLVMGetOperand(inst, 0), LLVMTypeOf(LLVMGetOperand(inst, 1)));
		break;
	case LLVMCall: {
		/* builtin signatures: PU3AS1Vi says "a pointer to int" */
		LLVMValueRef callee = LLVMGetCalledValue(inst);
		unsigned i, n;
		size_t len;
		const char *s;
		if (LLVMIsADbgInfoIntrinsic(inst) || !LLVMIsAFunction(callee) || !LLVMIsDeclaration(callee))
			break;
		n = LLVMGetNumArgOperands(inst);
		s = llvmname(callee, &len);
		/* masked loads and stores access the vector's elements */
		if (callof(s, len, "masked.load") || callof(s, len, "masked.expandload"))
			vote(in, LLVMGetOperand(inst, 0), lsv_elem_type(LLVMTypeOf(inst)));
		if ((callof(s, len, "masked.store") || callof(s, len, "masked.compressstore")) && n > 1)
			vote(in, LLVMGetOperand(inst, 1), lsv_elem_type(LLVMTypeOf(LLVMGetOperand(inst, 0))));
		if (LLVMGetIntrinsicID(callee))
			break;
		for (i = 0; i < n; i++) {
			LLVMValueRef a = LLVMGetOperand(inst, i);
			LLVMTypeRef t;
			if (isptr(a) && tracked(a) && (t = lsv_builtin_pointee(in->c, callee, i)))
				vote(in, a, t);
		}
		break;
	}
	default:
		break;
	}
}

void
lsv_ptrinfer(struct lsv_ctx *c)
{
	struct infer in = {.c = c};
	LLVMValueRef f, inst;
	LLVMBasicBlockRef bb;
	uint32_t i;
	int pass;

	lsv_map_init(&in.idx, &c->fn);
	for (i = 0; i < LSV_LEN(in.attrs); i++)
		in.attrs[i] = LLVMGetEnumAttributeKindForName(ptrattrs[i], strlen(ptrattrs[i]));
	for (pass = 0; pass < 2; pass++) {
		for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
			if (pass == 0 && !LLVMGetIntrinsicID(f))
				params(&in, f);
			if (LLVMIsDeclaration(f))
				continue;
			for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
				for (inst = LLVMGetFirstInstruction(bb); inst; inst = LLVMGetNextInstruction(inst))
					pass == 0 ? collect(&in, inst) : votes(&in, inst);
		}
		if (pass == 0)
			for (i = 0; i < in.len; i++)
				if (in.n[i].def && !in.n[find(&in, i)].def)
					in.n[find(&in, i)].def = in.n[i].def;
	}
	for (i = 0; i < in.idx.cap; i++) {
		struct node *r;
		LLVMTypeRef t;
		bool fresh;
		if (!in.idx.keys[i])
			continue;
		r = &in.n[(uint32_t)in.idx.vals[i] - 1];
		if (!r->def) /* no definition of its own: the group's */
			r = &in.n[find(&in, (uint32_t)in.idx.vals[i] - 1)];
		t = r->def ? r->def : r->count ? r->cand : c->i8;
		*lsv_map_slot(&c->pointee, in.idx.keys[i], &fresh) = (uint64_t)(uintptr_t)t;
	}
	if (c->opt->debug & LSV_DUMP_PTRS)
		dump(c);
}

static void
dumpone(struct lsv_ctx *c, LLVMValueRef f, LLVMValueRef v)
{
	char *ty;
	size_t n;
	const char *name = LLVMGetValueName2(v, &n);

	if (!isptr(v))
		return;
	ty = LLVMPrintTypeToString(lsv_pointee(c, v));
	if (n)
		fprintf(stderr, "ptrs: @%s %%%.*s -> %s\n", LLVMGetValueName(f), (int)n, name, ty);
	else
		fprintf(stderr, "ptrs: @%s <unnamed %s> -> %s\n", LLVMGetValueName(f),
		        LLVMIsAArgument(v) ? "argument" : "value", ty);
	LLVMDisposeMessage(ty);
}

/* -d P: the chosen pointee of every pointer value, in program order. */
static void
dump(struct lsv_ctx *c)
{
	LLVMValueRef f, inst;
	LLVMBasicBlockRef bb;
	unsigned i;

	for (f = LLVMGetFirstFunction(c->m); f; f = LLVMGetNextFunction(f)) {
		if (LLVMIsDeclaration(f))
			continue;
		for (i = 0; i < LLVMCountParams(f); i++)
			dumpone(c, f, LLVMGetParam(f, i));
		for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb))
			for (inst = LLVMGetFirstInstruction(bb); inst; inst = LLVMGetNextInstruction(inst))
				dumpone(c, f, inst);
	}
}

/* What a global alias stands for: its aliasee, through chains of aliases (a
 * constant: a global, or an expression over one); v itself if no alias. */
LLVMValueRef
lsv_unalias(LLVMValueRef v)
{
	while (v && LLVMIsAGlobalAlias(v))
		v = LLVMAliasGetAliasee(v);
	return v;
}

/* Where a chain of address space casts (and aliases) starts: a pointer cast
 * from space A to a named space B and on to C is one cast from A to C, and
 * back to A none. A SPIR-V pointer of B's class cannot point into A's memory
 * (casting a global pointer to Function yields null), and clang reaches a
 * global through an alias in address space 0 and back. Casts through
 * generic, which can hold any pointer, are kept. */
LLVMValueRef
lsv_cast_source(LLVMValueRef a)
{
	for (;;) {
		a = lsv_unalias(a);
		if (!LLVMIsAAddrSpaceCastInst(a) &&
		    !(LLVMIsAConstantExpr(a) && LLVMGetConstOpcode(a) == LLVMAddrSpaceCast))
			return a;
		if (LLVMGetPointerAddressSpace(LLVMTypeOf(a)) == 4)
			return a;
		a = LLVMGetOperand(a, 0);
	}
}

/* The pointee of a pointer value: inferred for instructions and arguments,
 * derived for constants. */
LLVMTypeRef
lsv_pointee(struct lsv_ctx *c, LLVMValueRef v)
{
	uint64_t t;

	v = lsv_unalias(v);
	if (LLVMIsAGlobalVariable(v))
		return LLVMGlobalGetValueType(v);
	if (LLVMIsAFunction(v))
		return c->i8; /* a function address is uchar* (lsv_fn_addr) */
	/* a loop, not recursion: cast chains can be arbitrarily long */
	while (LLVMIsAConstantExpr(v)) {
		switch (LLVMGetConstOpcode(v)) {
		case LLVMGetElementPtr: return lsv_gep_type(v);
		case LLVMBitCast:
		case LLVMAddrSpaceCast: v = lsv_unalias(LLVMGetOperand(v, 0)); break;
		default: return c->i8;
		}
		if (LLVMIsAGlobalVariable(v))
			return LLVMGlobalGetValueType(v);
		if (LLVMIsAFunction(v))
			return c->i8;
	}
	t = lsv_map_get(&c->pointee, (uint64_t)(uintptr_t)v);
	return t ? (LLVMTypeRef)(uintptr_t)t : c->i8;
}

LLVMTypeRef
lsv_ret_pointee(struct lsv_ctx *c, LLVMValueRef f)
{
	uint64_t t = lsv_map_get(&c->pointee, retkey(f));

	return t ? (LLVMTypeRef)(uintptr_t)t : c->i8;
}
