/* mem.c: lowering of memory instructions: alloca (function variables and
 * variable-length arrays), load and store (split into pieces where no single
 * SPIR-V type fits), getelementptr as access chains, atomicrmw, cmpxchg and
 * fence, with their scopes and memory semantics. */
#include <string.h>

#include "lsv.h"

static uint32_t
memaccess(struct lsv_ctx *c, LLVMValueRef v, uint32_t *w, unsigned *n)
{
	uint32_t m = 0;
	unsigned align = LLVMIsAInstruction(v) ? LLVMGetAlignment(v) : 0, at = *n;

	if (LLVMGetVolatile(v))
		m |= SpvMemoryAccessVolatileMask;
	if (align)
		m |= SpvMemoryAccessAlignedMask;
	if (m)
		w[(*n)++] = m;
	if (align)
		w[(*n)++] = align;
	if (LLVMIsAInstruction(v))
		lsv_alias_operands(c, v, w, n, at);
	return m;
}

/* syncscope: LLVM-C 19 has no getter, so read it from the printed instruction.
 * Without one, the whole system: the environment's widest scope. */
static SpvScope
scopeof(struct lsv_ctx *c, LLVMValueRef v)
{
	char *s, *p;
	SpvScope sc = c->env->sysscope;

	if (LLVMIsAtomicSingleThread(v))
		return SpvScopeInvocation;
	s = LLVMPrintValueToString(v);
	p = strstr(s, "syncscope(\"");
	if (p) {
		p += 11;
		if (!strncmp(p, "workgroup\"", 10))
			sc = SpvScopeWorkgroup;
		else if (!strncmp(p, "device\"", 7) || !strncmp(p, "agent\"", 6))
			sc = SpvScopeDevice;
		else if (!strncmp(p, "subgroup\"", 9) || !strncmp(p, "wavefront\"", 10))
			sc = SpvScopeSubgroup;
		else if (!strncmp(p, "singlethread\"", 13))
			sc = SpvScopeInvocation;
	}
	LLVMDisposeMessage(s);
	return sc;
}

static uint32_t
ordering(LLVMAtomicOrdering o)
{
	switch (o) {
	case LLVMAtomicOrderingAcquire: return SpvMemorySemanticsAcquireMask;
	case LLVMAtomicOrderingRelease: return SpvMemorySemanticsReleaseMask;
	case LLVMAtomicOrderingAcquireRelease: return SpvMemorySemanticsAcquireReleaseMask;
	case LLVMAtomicOrderingSequentiallyConsistent: return SpvMemorySemanticsSequentiallyConsistentMask;
	default: return 0;
	}
}

/* Semantics of an atomic on pointer p: ordering plus the memory it touches.
 * Vulkan forbids SequentiallyConsistent (VUID-StandaloneSpirv-MemorySemantics-
 * 10866), so there seq_cst becomes sc: AcquireRelease for a read-modify-write,
 * Acquire for a load or a compare-exchange's failure, Release for a store
 * (the strongest each may have). Vulkan also wants an ordered semantics to
 * name a storage class it knows (-10870): memory that is neither a buffer,
 * an image nor workgroup memory (Function, Private) orders all of them. */
static uint32_t
semantics_as(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o, LLVMAtomicOrdering sc)
{
	uint32_t m, bits;
	SpvStorageClass cl;

	if (c->env->vksem && o == LLVMAtomicOrderingSequentiallyConsistent)
		o = sc;
	if (!(m = ordering(o)))
		return 0;
	cl = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p);
	bits = c->env->vksem ? lsv_sc_semantics(c, cl) : 0;
	switch (cl) {
	case SpvStorageClassCrossWorkgroup: return m | SpvMemorySemanticsCrossWorkgroupMemoryMask;
	case SpvStorageClassWorkgroup: return m | SpvMemorySemanticsWorkgroupMemoryMask;
	case SpvStorageClassGeneric:
		return m | SpvMemorySemanticsCrossWorkgroupMemoryMask | SpvMemorySemanticsWorkgroupMemoryMask;
	default: return m | (c->env->vksem && !bits ? c->env->allmem : bits);
	}
}

static uint32_t
semantics(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o)
{
	return semantics_as(c, p, o, LLVMAtomicOrderingAcquireRelease);
}

/* ... of an atomic load, or the failure of a compare-exchange. */
static uint32_t
acqsemantics(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o)
{
	return semantics_as(c, p, o, LLVMAtomicOrderingAcquire);
}

static uint32_t
relsemantics(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o)
{
	return semantics_as(c, p, o, LLVMAtomicOrderingRelease);
}

/* Atomics. SPIR-V's OpenCL atomics take 32- and 64-bit integers (floats for
 * load, store, exchange and the float extensions). A pointer is accessed as
 * the pointer-sized integer (OpConvertPtrToU / OpConvertUToPtr around the
 * atomic). An operation SPIR-V has no instruction for (nand, uinc_wrap,
 * udec_wrap, floating-point arithmetic without its extension, vectors of
 * floats) is a compare-and-swap loop on the integer of the value's width. */

/* The width in bits of an atomic on values of type t; 64 needs Int64Atomics,
 * and other widths are an error. */
static unsigned
atomicbits(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v)
{
	unsigned n = lsv_vec_len(t), bits = lsv_isptrty(t) ? c->tgt.ptrbits : lsv_is_bf(t) ? 16
	                                                     : lsv_scalar_bits(lsv_elem_type(t));

	bits *= n ? n : 1;
	if (bits == 64)
		lsv_req_cap(c, SpvCapabilityInt64Atomics);
	else if (bits != 32 && lsv_is_atomic16(t))
		lsv_fail_at(c, v, "an atomic operation on %s is not supported for %s without --spirv-ext=%s", lsv_is_bf(t)
		            ? "bfloat" : "a 16-bit integer", c->tgt.triple, lsv_atomic16_needs(c, SpvOpAtomicLoad, t));
	else if (bits != 32)
		lsv_unsupported(c, v, lsv_is_int(t) ? "an atomic operation on an integer that is not 32 or 64 bits wide"
		                                    : "an atomic operation on a value that is not 32 or 64 bits wide");
	return bits;
}

uint32_t
lsv_atomic_sem(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o, LLVMAtomicOrdering sc)
{
	return semantics_as(c, p, o, sc);
}

static void
atomiccaps(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v)
{
	if (lsv_isptrty(t))
		lsv_bug("a pointer atomic outside the integer path");
	/* SPV_KHR_bfloat16 allows no atomic instruction on bfloat */
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind || lsv_is_bf(t))
		atomicbits(c, t, v);
}

/* The pointer-sized integer, as an LLVM type. */
LLVMTypeRef
lsv_sizetype(struct lsv_ctx *c)
{
	return LLVMIntTypeInContext(c->llctx, c->tgt.ptrbits);
}

/* x, a value of LLVM type t, as the integer type it of the same width. */
static SpvId
toint(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, LLVMTypeRef it)
{
	if (lsv_isptrty(t))
		return INST(c, SpvOpConvertPtrToU, lsv_type(c, it), x);
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
		return x;
	return INST(c, SpvOpBitcast, lsv_type(c, it), x);
}

/* Integer x back as a value of LLVM type t (SPIR-V type ty). */
static SpvId
fromint(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, SpvId ty)
{
	if (lsv_isptrty(t))
		return INST(c, SpvOpConvertUToPtr, ty, x);
	if (LLVMGetTypeKind(t) == LLVMIntegerTypeKind)
		return x;
	return INST(c, SpvOpBitcast, ty, x);
}

void
lsv_atomic_caps(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v)
{
	if (lsv_isptrty(t)) /* llvm.spv atomics: no path through the integer */
		lsv_unsupported(c, v, "an atomic operation on a pointer value");
	atomiccaps(c, t, v);
}

/* The type memory holds for a value of type t behind p: OpTypeBool has no
 * physical size, so outside Function memory an i1 is a byte (as in LLVM). */
static LLVMTypeRef
memtype(struct lsv_ctx *c, LLVMValueRef p, LLVMTypeRef t)
{
	if (!lsv_is_bool(t) ||
	    lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p) == SpvStorageClassFunction)
		return t;
	return lsv_intlike(c, t, 8);
}

/* Constant and Input memory are read-only in SPIR-V: a write to them is an
 * error here, not an invalid module. */
/* The __spirv_BuiltIn* variable that pointer p points into, through GEPs and
 * casts, or NULL: such a variable is Input whatever its address space. */
LLVMValueRef
lsv_builtinvar(LLVMValueRef p)
{
	size_t len;
	const char *name;

	for (;;) {
		bool step;
		if (LLVMIsAConstantExpr(p))
			step = LLVMGetConstOpcode(p) == LLVMGetElementPtr || LLVMGetConstOpcode(p) == LLVMBitCast ||
			       LLVMGetConstOpcode(p) == LLVMAddrSpaceCast;
		else
			step = LLVMIsAGetElementPtrInst(p) || LLVMIsABitCastInst(p) || LLVMIsAAddrSpaceCastInst(p);
		if (!step)
			break;
		p = LLVMGetOperand(p, 0);
	}
	if (!LLVMIsAGlobalVariable(p))
		return NULL;
	name = LLVMGetValueName2(p, &len);
	return len > 15 && !memcmp(name, "__spirv_BuiltIn", 15) ? p : NULL;
}

void
lsv_check_writable(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p)
{
	unsigned as = LLVMGetPointerAddressSpace(LLVMTypeOf(p));
	SpvStorageClass sc = lsv_storage_class(c, as, v);
	LLVMValueRef base = lsv_builtinvar(p);

	if (base)
		lsv_fail_at(c, v, "a write or atomic access to the builtin input variable @%s is not supported for %s",
		            LLVMGetValueName(base), c->tgt.triple);
	if (sc == SpvStorageClassUniformConstant || sc == SpvStorageClassInput)
		lsv_fail_at(c, v, "a write or atomic access to address space %u (read-only %s memory) is not "
		            "supported for %s", as,
		            sc == SpvStorageClassInput ? "input" : "constant", c->tgt.triple);
}

/* LLVM keeps an N-bit integer in (N + 7) / 8 bytes of memory. Widened (i24
 * as a uint) a load or store would touch more, so it goes through pieces of 4,
 * 2 and 1 bytes at rising addresses (OpenCL devices are little-endian). The
 * byte count, or 0 if the widened access has the right size. A vector of such
 * lanes (LLVM packs them) is refused. */
static unsigned
piecebytes(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t)
{
	unsigned b = lsv_llbits(t);
	bool vec = LLVMGetTypeKind(t) == LLVMVectorTypeKind;

	if (!lsv_odd(c, t))
		return 0;
	/* lanes narrower than a byte (<2 x i4> is one byte) are packed too;
	 * Function memory is only ever read as the type it holds */
	if (vec && b % 8 &&
	    lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p) != SpvStorageClassFunction)
		lsv_unsupported(c, v, "a load or store of a vector of integers narrower than a byte outside "
		                "private memory (LLVM packs their lanes)");
	if (lsv_legalbits(c, t) == (b + 7) / 8 * 8)
		return 0;
	if (vec)
		lsv_unsupported(c, v, "a load or store of a vector of integers whose width is not 8, 16, 32 "
		                "or 64 bits and not a multiple of 8");
	return (b + 7) / 8;
}

/* The next piece at byte offset off of a `bytes`-byte access v through p: 4,
 * 2 or 1 bytes (*pt, the piece's integer type), its pointer in w[0] and the
 * memory operands after it, with the access's alignment as far as it holds at
 * off. Returns the number of words. */
static unsigned
piece(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, unsigned bytes, unsigned off, LLVMTypeRef *pt,
      uint32_t *w)
{
	SpvId bty = lsv_ptr_to(c, LLVMTypeOf(p), c->i8, p), base;
	unsigned a = LLVMGetAlignment(v), n = 0, left = bytes - off;

	*pt = LLVMIntTypeInContext(c->llctx, left >= 4 ? 32 : left >= 2 ? 16 : 8);
	if (off) {
		base = CHAIN(c, SpvOpInBoundsPtrAccessChain, bty, lsv_type(c, c->i8), lsv_val_ptr(c, p, c->i8),
		             lsv_const_int(c, 32, off));
		w[n++] = *pt == c->i8 ? base : lsv_cast_ptr(c, base, bty, lsv_ptr_to(c, LLVMTypeOf(p), *pt, p));
	} else {
		w[n++] = lsv_val_ptr(c, p, *pt);
	}
	while (a > 1 && off % a)
		a /= 2;
	w[n] = LLVMGetVolatile(v) ? SpvMemoryAccessVolatileMask : 0;
	if (a)
		w[n] |= SpvMemoryAccessAlignedMask;
	if (w[n])
		n++;
	if (a)
		w[n++] = a;
	return n;
}

static SpvId
loadpieces(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, unsigned bytes)
{
	SpvId ty = lsv_type(c, t), acc = 0, x;
	LLVMTypeRef pt;
	unsigned off, n;
	uint32_t w[4];

	for (off = 0; off < bytes; off += LLVMGetIntTypeWidth(pt) / 8) {
		n = piece(c, v, p, bytes, off, &pt, w);
		x = INST(c, SpvOpUConvert, ty, lsv_inst(c, SpvOpLoad, lsv_type(c, pt), w, n));
		if (off)
			x = INST(c, SpvOpShiftLeftLogical, ty, x, lsv_const_of(c, t, off * 8));
		acc = acc ? INST(c, SpvOpBitwiseOr, ty, acc, x) : x;
	}
	/* the bits of the last byte above the value's own */
	return lsv_llbits(t) % 8 ? lsv_mask(c, acc, t) : acc;
}

static void
storepieces(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, SpvId x, unsigned bytes)
{
	SpvId ty = lsv_type(c, t), y;
	LLVMTypeRef pt;
	unsigned off, n;
	uint32_t w[5];

	for (off = 0; off < bytes; off += LLVMGetIntTypeWidth(pt) / 8) {
		/* w: pointer, value, memory operands */
		n = piece(c, v, p, bytes, off, &pt, w + 1);
		w[0] = w[1];
		y = off ? INST(c, SpvOpShiftRightLogical, ty, x, lsv_const_of(c, t, off * 8)) : x;
		w[1] = INST(c, SpvOpUConvert, lsv_type(c, pt), y);
		lsv_emit(c, c->f->cur, SpvOpStore, w, n + 1);
	}
}

static unsigned narrowbits(struct lsv_ctx *c, LLVMTypeRef t);
static SpvId narrowload(struct lsv_ctx *c, LLVMValueRef v);
static void narrowstore(struct lsv_ctx *c, LLVMValueRef v);

SpvId
lsv_load(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(v), mt;
	SpvId ty, ptr, id;
	uint32_t w[8];
	unsigned n = 0;
	bool n16 = false; /* a 16-bit atomic of SPV_INTEL_16bit_atomics */

	if (lsv_builtin_load(c, v, &id))
		return id;
	if ((mt = lsv_coopmat_access(c, v, p, t)))
		return INST(c, SpvOpLoad, lsv_type(c, mt), lsv_val_ptr(c, p, mt));
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic)
		lsv_check_writable(c, v, p); /* atomics need writable memory too */
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_is_atomic16(t) && LLVMIsAInstruction(v))
		n16 = lsv_atomic16(c, SpvOpAtomicLoad, t);
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_is_int(t) && narrowbits(c, t) && !n16)
		return narrowload(c, v);
	else if ((n = piecebytes(c, v, p, t)))
		return loadpieces(c, v, p, t, n);
	if (LLVMIsAInstruction(v) && LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_isptrty(t)) {
		LLVMTypeRef it = lsv_sizetype(c);
		atomicbits(c, t, v);
		id = INST(c, SpvOpAtomicLoad, lsv_type(c, it), lsv_val_ptr(c, p, it), lsv_scope(c, scopeof(c, v)),
		          lsv_semantics(c, acqsemantics(c, p, LLVMGetOrdering(v))));
		ty = lsv_type(c, t);
		return lsv_ptr_result(c, v, fromint(c, id, t, ty), ty);
	}
	mt = memtype(c, p, t);
	ty = lsv_type(c, mt);
	if (lsv_by_lanes(p, mt)) {
		id = lsv_load_lanes(c, v, p, mt);
		goto loaded;
	}
	ptr = lsv_val_ptr(c, p, mt);
	if (LLVMIsAInstruction(v) && LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) {
		if (!n16)
			atomiccaps(c, t, v);
		id = INST(c, SpvOpAtomicLoad, ty, ptr, lsv_scope(c, scopeof(c, v)),
		          lsv_semantics(c, acqsemantics(c, p, LLVMGetOrdering(v))));
	} else {
		w[n++] = ptr;
		memaccess(c, v, w, &n);
		id = lsv_inst(c, SpvOpLoad, ty, w, n);
	}
loaded:
	if (lsv_isptrty(t))
		return lsv_ptr_result(c, v, id, ty);
	if (mt != t)
		return INST(c, SpvOpINotEqual, lsv_type(c, t), id, lsv_const_of(c, mt, 0));
	return lsv_mask(c, id, t);
}

void
lsv_store(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef val = LLVMGetOperand(v, 0), p = LLVMGetOperand(v, 1);
	LLVMTypeRef t = LLVMTypeOf(val), mt;
	SpvId ty, ptr, x;
	uint32_t w[8];
	unsigned n = 0;
	bool n16 = false; /* a 16-bit atomic of SPV_INTEL_16bit_atomics */

	lsv_check_writable(c, v, p);
	if ((mt = lsv_coopmat_access(c, v, p, t))) {
		EMIT(c, c->f->cur, SpvOpStore, lsv_val_ptr(c, p, mt), lsv_val(c, val));
		return;
	}
	if (LLVMGetOrdering(v) == LLVMAtomicOrderingNotAtomic && (n = piecebytes(c, v, p, t))) {
		storepieces(c, v, p, t, lsv_val(c, val), n);
		return;
	}
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_is_atomic16(t))
		n16 = lsv_atomic16(c, SpvOpAtomicStore, t);
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_is_int(t) && narrowbits(c, t) && !n16) {
		narrowstore(c, v);
		return;
	}
	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic && lsv_isptrty(t)) {
		LLVMTypeRef it = lsv_sizetype(c);
		atomicbits(c, t, v);
		ptr = lsv_val_ptr(c, p, it);
		x = toint(c, lsv_val_as(c, val, lsv_type(c, t)), t, it);
		EMIT(c, c->f->cur, SpvOpAtomicStore, ptr, lsv_scope(c, scopeof(c, v)),
		     lsv_semantics(c, relsemantics(c, p, LLVMGetOrdering(v))), x);
		return;
	}
	mt = memtype(c, p, t);
	ty = lsv_type(c, t);
	if (lsv_by_lanes(p, mt)) {
		x = lsv_val(c, val);
		lsv_store_lanes(c, v, p, mt, mt != t ? lsv_intcast(c, x, t, mt, ZEXT) : x);
		return;
	}
	ptr = lsv_val_ptr(c, p, mt);
	x = lsv_val_as(c, val, ty);

	if (mt != t)
		x = lsv_intcast(c, x, t, mt, ZEXT);

	if (LLVMGetOrdering(v) != LLVMAtomicOrderingNotAtomic) {
		if (!n16)
			atomiccaps(c, t, v);
		EMIT(c, c->f->cur, SpvOpAtomicStore, ptr, lsv_scope(c, scopeof(c, v)),
		     lsv_semantics(c, relsemantics(c, p, LLVMGetOrdering(v))), x);
		return;
	}
	w[n++] = ptr;
	w[n++] = x;
	memaccess(c, v, w, &n);
	lsv_emit(c, c->f->cur, SpvOpStore, w, n);
}

/* An alloca with a run-time element count: OpVariableLengthArrayINTEL where
 * the alloca stands (it cannot move to the entry block), Length read as
 * unsigned, as LLVM reads the count. */
static SpvId
vla(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, LLVMValueRef cnt, unsigned align)
{
	LLVMTypeRef ct = LLVMTypeOf(cnt);
	SpvId pt, n, id;
	bool fresh;

	if (!c->f->vla)
		lsv_fail_at(c, v, "an alloca with a run-time size is not supported for %s%s", c->tgt.triple,
		            lsv_op_why(c, SpvOpVariableLengthArrayINTEL));
	n = lsv_val(c, cnt);
	if (lsv_is_bool(ct))
		n = lsv_intcast(c, n, ct, LLVMInt32TypeInContext(c->llctx), ZEXT);
	/* typed in untyped pointer mode too, then cast: SPIRV-Tools 2026.4
	 * rejects the type operand of OpUntypedVariableLengthArrayINTEL
	 * ("cannot be a type") */
	pt = lsv_typed_ptr_type(c, SpvStorageClassFunction, lsv_type(c, t));
	id = INST(c, SpvOpVariableLengthArrayINTEL, pt, n);
	*lsv_map_slot(&c->f->allocas, lsv_key(v), &fresh) = id;
	if (align)
		DECORATE(c, id, SpvDecorationAlignment, align);
	if (c->as0generic) { /* address space 0 is Generic in this module */
		pt = lsv_typed_ptr_type(c, SpvStorageClassGeneric, lsv_type(c, t));
		id = INST(c, SpvOpPtrCastToGeneric, pt, id);
	}
	return lsv_ptr_result(c, v, id, pt);
}

/* An alloca with a run-time element count: the instruction, or the backend's
 * llvm.spv.alloca.array (count first). */
static bool
isvla(LLVMValueRef i)
{
	LLVMValueRef callee;
	const char *name;
	size_t len;

	if (LLVMGetInstructionOpcode(i) == LLVMAlloca)
		return !LLVMIsAConstantInt(LLVMGetOperand(i, 0));
	if (!LLVMIsACallInst(i) || !(callee = LLVMGetCalledValue(i)) || !LLVMIsAFunction(callee))
		return false;
	name = LLVMGetValueName2(callee, &len);
	return len >= 21 && !memcmp(name, "llvm.spv.alloca.array", 21) && LLVMGetNumArgOperands(i) >= 1 &&
	       !LLVMIsAConstantInt(LLVMGetOperand(i, 0));
}

static bool
isstacksave(LLVMValueRef i)
{
	LLVMValueRef callee;

	return LLVMIsACallInst(i) && (callee = LLVMGetCalledValue(i)) && LLVMIsAFunction(callee) &&
	       LLVMGetIntrinsicID(callee) == LLVMLookupIntrinsicID("llvm.stacksave", 14);
}

/* Does f hold an alloca with a run-time size? Only then do llvm.stacksave and
 * llvm.stackrestore mean anything (every other alloca is a variable of the
 * entry block). 1 when a llvm.stacksave before each of them in its own block
 * or the entry block dominates it, 2 when one is not seen to be. */
int
lsv_hasvla(LLVMValueRef f)
{
	LLVMBasicBlockRef bb;
	LLVMValueRef i;
	bool entry = false, here;
	int r = 0;

	for (bb = LLVMGetFirstBasicBlock(f); bb; bb = LLVMGetNextBasicBlock(bb)) {
		here = entry;
		for (i = LLVMGetFirstInstruction(bb); i; i = LLVMGetNextInstruction(i)) {
			if (isstacksave(i))
				here = true;
			else if (isvla(i))
				r = here && r < 2 ? 1 : 2;
		}
		if (bb == LLVMGetEntryBasicBlock(f))
			entry = here;
	}
	return r;
}

SpvId
lsv_local_var(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, LLVMValueRef cnt, unsigned align)
{
	SpvId pt, id, len, pointee = 0, (*ptrtype)(struct lsv_ctx *, SpvStorageClass, SpvId);
	struct lsv_vec *save = c->f->cur;
	bool fresh;

	if (c->as0generic && lsv_is_bool(t)) /* reached through generic pointers: i1 is a byte */
		t = lsv_intlike(c, t, 8);
	if (!cnt || LLVMIsAConstantInt(cnt)) {
		if (cnt && LLVMConstIntGetZExtValue(cnt) > 1)
			t = LLVMArrayType2(t, LLVMConstIntGetZExtValue(cnt));
		pointee = lsv_type(c, t);
	} else if (!lsv_is_bool(LLVMTypeOf(cnt)) && (len = c->hasspec ? lsv_spec_of(c, cnt) : 0)) {
		/* a specialization-constant-sized array: OpTypeArray takes a
		 * constant instruction as its length, spec constants included */
		pointee = INTERN(c, SpvOpTypeArray, lsv_type(c, t), len);
	} else if (lsv_spec_uses(c, cnt)) {
		lsv_unsupported(c, cnt, "an array length computed from specialization constants by an operation "
		                "that OpSpecConstantOp does not allow");
	} else {
		return vla(c, v, t, cnt, align);
	}
	/* "Variable must be the result id of an OpVariable" (DebugDeclare):
	 * with debug info, an untyped pointer mode alloca is a typed variable,
	 * cast to the untyped pointer its uses see */
	ptrtype = c->dbg ? lsv_typed_ptr_type : lsv_ptr_type;
	pt = ptrtype(c, SpvStorageClassFunction, pointee);
	id = lsv_id(c);
	lsv_variable(c, &c->f->vars, pt, id, SpvStorageClassFunction, pointee, 0);
	*lsv_map_slot(&c->f->allocas, lsv_key(v), &fresh) = id;
	if (align)
		DECORATE(c, id, SpvDecorationAlignment, align);
	c->f->cur = &c->f->pro;
	if (c->as0generic) { /* address space 0 is Generic in this module */
		pt = ptrtype(c, SpvStorageClassGeneric, pointee);
		id = INST(c, SpvOpPtrCastToGeneric, pt, id);
	}
	id = lsv_ptr_result(c, v, id, pt);
	c->f->cur = save;
	return id;
}

SpvId
lsv_alloca(struct lsv_ctx *c, LLVMValueRef v)
{
	return lsv_local_var(c, v, LLVMGetAllocatedType(v), LLVMGetOperand(v, 0), LLVMGetAlignment(v));
}

/* A getelementptr index: LLVM sign-extends it, SPIR-V reads it as signed in
 * its own width, so i1 and widened odd widths are sign-extended first. */
static SpvId
gepindex(struct lsv_ctx *c, LLVMValueRef ix)
{
	LLVMTypeRef t = LLVMTypeOf(ix);
	unsigned b = lsv_llbits(t);

	if (LLVMIsAConstantInt(ix) && (b == 1 || lsv_odd(c, t)))
		return lsv_const_int(c, b == 1 ? 32 : lsv_legalbits(c, t), (uint64_t)LLVMConstIntGetSExtValue(ix));
	if (b == 1)
		return lsv_intcast(c, lsv_val(c, ix), t, LLVMInt32TypeInContext(c->llctx), SEXT);
	return lsv_sextinreg(c, lsv_val(c, ix), t);
}

/* A vector lane index: unsigned, so only i1 needs a conversion. */
SpvId
lsv_laneindex(struct lsv_ctx *c, LLVMValueRef ix)
{
	LLVMTypeRef t = LLVMTypeOf(ix);

	if (lsv_is_bool(t))
		return lsv_intcast(c, lsv_val(c, ix), t, LLVMInt32TypeInContext(c->llctx), ZEXT);
	return lsv_val(c, ix);
}

/* Does a getelementptr index into t step over elements of a SPIR-V type
 * that is not t's (the chain stops at t, and goes on from a pointer to the
 * element)? A one-lane vector is its element, a zero-length array an empty
 * struct. */
static bool
restart(LLVMTypeRef t)
{
	if (LLVMGetTypeKind(t) == LLVMVectorTypeKind)
		return lsv_vec_len(t) == 1;
	return LLVMGetTypeKind(t) == LLVMArrayTypeKind && !LLVMGetArrayLength2(t);
}

/* A getelementptr from pointer base over source type src, the indices being
 * operands first..n-1 of v (a getelementptr, or llvm.spv.gep). */
SpvId
lsv_lower_gep(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef src, LLVMValueRef base, unsigned first, unsigned n,
              bool inbounds)
{
	LLVMTypeRef cur = src;
	unsigned i, k = 3, m = n - first + 1; /* m: base and indices */
	SpvOp op = inbounds ? SpvOpInBoundsPtrAccessChain : SpvOpPtrAccessChain;
	uint32_t *w;
	SpvId rt, bt = 0;

	if (m == 1)
		return lsv_val_as(c, base, lsv_value_type(c, v));
	/* w: result type, result id, base, indices */
	w = lsv_alloc(&c->fn, ((size_t)m + 2) * 4);
	w[2] = lsv_val_ptr(c, base, src);
	if (c->untyped) /* the untyped chains name the base's pointee */
		bt = lsv_pointee_type(c, LLVMTypeOf(base), src, v);
	for (i = 1; i < m; i++) {
		LLVMValueRef ix = LLVMGetOperand(v, first + i - 1);
		if (LLVMGetTypeKind(LLVMTypeOf(ix)) == LLVMVectorTypeKind)
			lsv_unsupported(c, v, "a getelementptr with vector indices");
		if (i >= 2 && LLVMGetTypeKind(cur) == LLVMStructTypeKind) {
			unsigned j = (unsigned)LLVMConstIntGetZExtValue(ix);
			/* struct member indices: 32-bit OpConstant */
			w[k++] = lsv_const_u32(c, lsv_member(c, cur, j));
			cur = LLVMStructGetTypeAtIndex(cur, j);
			continue;
		}
		if (i >= 2 && restart(cur)) {
			LLVMTypeRef et = LLVMGetElementType(cur);
			SpvId ep = lsv_ptr_to(c, LLVMTypeOf(v), et, v);
			w[0] = lsv_ptr_to(c, LLVMTypeOf(v), cur, v);
			w[1] = lsv_id(c);
			lsv_emit_chain(c, c->f->cur, op, bt, w, k);
			w[2] = ep == w[0] ? w[1] : INST(c, SpvOpBitcast, ep, w[1]);
			k = 3;
			cur = et;
			if (c->untyped)
				bt = lsv_pointee_type(c, LLVMTypeOf(v), et, v);
			w[k++] = gepindex(c, ix);
			continue;
		}
		if (i >= 2)
			cur = LLVMGetElementType(cur);
		w[k++] = gepindex(c, ix);
	}
	rt = lsv_ptr_to(c, LLVMTypeOf(v), cur, v);
	w[0] = rt;
	if (k > 4 && lsv_is_bool(cur)) {
		/* an i1 member of an aggregate outside Function memory: the chain
		 * reaches the aggregate's bool, its users take a byte pointer */
		SpvStorageClass sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(v)), v);
		w[0] = lsv_ptr_type(c, sc, lsv_type(c, cur));
	}
	w[1] = lsv_id(c);
	lsv_emit_chain(c, c->f->cur, op, bt, w, k);
	if (w[0] != rt)
		w[1] = INST(c, SpvOpBitcast, rt, w[1]);
	return lsv_ptr_result(c, v, w[1], rt);
}

/* The value an atomicrmw that SPIR-V lacks stores, from the old value o and
 * the operand x (both of LLVM type t, SPIR-V type ty). */
static SpvId
rmwvalue(struct lsv_ctx *c, LLVMValueRef v, LLVMAtomicRMWBinOp bop, LLVMTypeRef t, SpvId ty, SpvId o, SpvId x)
{
	SpvId b = lsv_bool_type(c), id;

	switch (bop) {
	case LLVMAtomicRMWBinOpNand: return INST(c, SpvOpNot, ty, INST(c, SpvOpBitwiseAnd, ty, o, x));
	case LLVMAtomicRMWBinOpUIncWrap: /* old >= x ? 0 : old + 1 */
		return INST(c, SpvOpSelect, ty, INST(c, SpvOpUGreaterThanEqual, b, o, x), lsv_const_of(c, t, 0),
		            INST(c, SpvOpIAdd, ty, o, lsv_const_of(c, t, 1)));
	case LLVMAtomicRMWBinOpUDecWrap: /* old == 0 || old > x ? x : old - 1 */
		id = INST(c, SpvOpLogicalOr, b, INST(c, SpvOpIEqual, b, o, lsv_const_of(c, t, 0)),
		          INST(c, SpvOpUGreaterThan, b, o, x));
		return INST(c, SpvOpSelect, ty, id, x, INST(c, SpvOpISub, ty, o, lsv_const_of(c, t, 1)));
	case LLVMAtomicRMWBinOpFAdd: return INST(c, SpvOpFAdd, ty, o, x);
	case LLVMAtomicRMWBinOpFSub: return INST(c, SpvOpFSub, ty, o, x);
	/* the rest have instructions at 32 and 64 bits: these are for the
	 * field of a narrow atomic (casloop on its word) */
	case LLVMAtomicRMWBinOpXchg: return x;
	case LLVMAtomicRMWBinOpAdd: return INST(c, SpvOpIAdd, ty, o, x);
	case LLVMAtomicRMWBinOpSub: return INST(c, SpvOpISub, ty, o, x);
	case LLVMAtomicRMWBinOpMax: return INST(c, SpvOpSelect, ty, INST(c, SpvOpSGreaterThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpMin: return INST(c, SpvOpSelect, ty, INST(c, SpvOpSLessThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpUMax: return INST(c, SpvOpSelect, ty, INST(c, SpvOpUGreaterThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpUMin: return INST(c, SpvOpSelect, ty, INST(c, SpvOpULessThan, b, o, x), o, x);
	case LLVMAtomicRMWBinOpFMin:
	case LLVMAtomicRMWBinOpFMax: {
		/* LLVM's fmin/fmax are minnum/maxnum: OpenCL's fmin/fmax */
		const char *name = bop == LLVMAtomicRMWBinOpFMin ? "fmin" : "fmax";
		SpvId args[2] = {o, x};
		return lsv_extinst(c, ty, LSV_SET_OPENCL, (uint32_t)lsv_extinst_number(LSV_SET_OPENCL, name, 4),
		                   args, 2);
	}
	default:
		lsv_unsupported(c, v, "this atomicrmw operation");
	}
}

/* The failure ordering of a compare-and-swap that stands for an atomicrmw
 * of ordering o: SPIR-V's Unequal semantics cannot release. */
static LLVMAtomicOrdering
failorder(LLVMAtomicOrdering o)
{
	switch (o) {
	case LLVMAtomicOrderingAcquireRelease: return LLVMAtomicOrderingAcquire;
	case LLVMAtomicOrderingRelease: return LLVMAtomicOrderingMonotonic;
	default: return o;
	}
}

/* Narrow atomics. SPIR-V's OpenCL environment has no 8- or 16-bit integer
 * atomics, so an i8, i16 or half atomic works on the naturally aligned 32-bit
 * word that holds it (as LLVM's AtomicExpand does): w is a pointer to that
 * word, the field's bit offset in it, and a mask selecting the bytes around
 * it (little-endian, as every OpenCL SPIR-V target is). With an
 * alignment of 4 the pointer is the word's; else its address is rounded down
 * through the pointer-sized integer. An aligned word never crosses a page or
 * an allocation granule, and the bytes around the field are written back as
 * read, atomically (docs/design.md). */
struct word {
	SpvId ptr, shift, keep;
	bool low; /* the field is the word's low bits: no shifts */
};

/* The width of a narrow atomic on values of type t, or 0: a scalar of 8 or
 * 16 bits in the Kernel environment (logical addressing has no integer
 * pointers to build the word's from). */
static unsigned
narrowbits(struct lsv_ctx *c, LLVMTypeRef t)
{
	unsigned bits;

	if (c->env->logical || !c->tgt.ptrbits || lsv_vec_len(t) || lsv_isptrty(t))
		return 0;
	bits = lsv_scalar_bits(t);
	return bits == 8 || bits == 16 ? bits : 0;
}

/* w for atomic v on *p (values of type t); keep: the mask is needed. */
static void
wordof(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, unsigned bits, bool keep, struct word *w)
{
	LLVMTypeRef i32 = LLVMInt32TypeInContext(c->llctx);
	SpvStorageClass sc = lsv_storage_class(c, LLVMGetPointerAddressSpace(LLVMTypeOf(p)), p);
	uint32_t m = bits == 8 ? 0xffu : 0xffffu;
	unsigned align = LLVMGetAlignment(v);
	SpvId u32, sty, a, off;

	if (align < bits / 8) /* the field could straddle two words */
		lsv_unsupported(c, v, "an atomic operation aligned to less than its size");
	w->low = align >= 4;
	w->shift = w->keep = 0;
	if (w->low) {
		w->ptr = lsv_val_ptr(c, p, i32);
		if (keep)
			w->keep = lsv_const_u32(c, ~m);
		return;
	}
	u32 = lsv_type(c, i32);
	sty = lsv_type(c, lsv_sizetype(c));
	a = INST(c, SpvOpConvertPtrToU, sty, lsv_val_ptr(c, p, t));
	w->ptr = INST(c, SpvOpConvertUToPtr, lsv_ptr_type(c, sc, u32), INST(c, SpvOpBitwiseAnd, sty, a,
	              lsv_const_int(c, c->tgt.ptrbits, ~(uint64_t)3)));
	off = INST(c, SpvOpBitwiseAnd, sty, a, lsv_const_int(c, c->tgt.ptrbits, 3));
	if (c->tgt.ptrbits != 32)
		off = INST(c, SpvOpUConvert, u32, off);
	w->shift = INST(c, SpvOpShiftLeftLogical, u32, off, lsv_const_u32(c, 3));
	if (keep)
		w->keep = INST(c, SpvOpNot, u32, INST(c, SpvOpShiftLeftLogical, u32, lsv_const_u32(c, m), w->shift));
}

/* The field of word x, as a value of type t. */
static SpvId
field(struct lsv_ctx *c, const struct word *w, SpvId x, LLVMTypeRef t)
{
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, lsv_scalar_bits(t));
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx));

	if (!w->low)
		x = INST(c, SpvOpShiftRightLogical, u32, x, w->shift);
	x = INST(c, SpvOpUConvert, lsv_type(c, it), x);
	return fromint(c, x, t, lsv_type(c, t));
}

/* y, a value of type t, moved to the field's place in a word of zeros. */
static SpvId
infield(struct lsv_ctx *c, const struct word *w, SpvId y, LLVMTypeRef t)
{
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, lsv_scalar_bits(t));
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx));

	y = INST(c, SpvOpUConvert, u32, toint(c, y, t, it));
	return w->low ? y : INST(c, SpvOpShiftLeftLogical, u32, y, w->shift);
}

/* Atomic v (an atomicrmw, or a narrow atomic store as an exchange) doing
 * bop with operand val on *p, as a compare-and-swap loop on the integer of
 * the value's width, or on the word that holds a narrow value: load the old
 * value, compute the new one, swap it in if memory still holds the old one,
 * else retry with what memory held. The result is the old value. */
static SpvId
casloop(struct lsv_ctx *c, LLVMValueRef v, LLVMAtomicRMWBinOp bop, LLVMValueRef p, LLVMValueRef val, LLVMTypeRef t,
        unsigned bits)
{
	bool narrow = bits < 32;
	struct word w;
	LLVMTypeRef it = LLVMIntTypeInContext(c->llctx, narrow ? 32 : bits);
	SpvId ty = lsv_type(c, t), ity = lsv_type(c, it);
	SpvId ptr = narrow ? (wordof(c, v, p, t, bits, true, &w), w.ptr) : lsv_val_ptr(c, p, it), x = lsv_val(c, val);
	SpvId scope = lsv_scope(c, scopeof(c, v)), pre, head = lsv_id(c), done = lsv_id(c), old = lsv_id(c);
	SpvId seen = lsv_id(c), first, nv, ok, cur;
	LLVMAtomicOrdering o = LLVMGetOrdering(v);

	first = INST(c, SpvOpAtomicLoad, ity, ptr, scope, lsv_semantics(c, 0));
	pre = c->f->label;
	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, head);
	EMIT(c, c->f->cur, SpvOpPhi, ity, old, first, pre, seen, head);
	cur = narrow ? field(c, &w, old, t) : fromint(c, old, t, ty);
	nv = rmwvalue(c, v, bop, t, ty, cur, x);
	if (narrow)
		nv = INST(c, SpvOpBitwiseOr, ity, INST(c, SpvOpBitwiseAnd, ity, old, w.keep), infield(c, &w, nv, t));
	else
		nv = toint(c, nv, t, it);
	EMIT(c, c->f->cur, SpvOpAtomicCompareExchange, ity, seen, ptr, scope, lsv_semantics(c, semantics(c, p, o)),
	     lsv_semantics(c, acqsemantics(c, p, failorder(o))), nv, old);
	ok = INST(c, SpvOpIEqual, lsv_bool_type(c), seen, old);
	EMIT(c, c->f->cur, SpvOpLoopMerge, done, head, SpvLoopControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, ok, done, head);
	lsv_start_block(c, done);
	return narrow ? cur : fromint(c, old, t, ty);
}

/* A narrow atomicrmw and, or or xor is one 32-bit instruction on its word:
 * the operand in the field's place, and ones around it for and. Other
 * operations are a compare-and-swap loop on the word. */
static SpvId
narrowrmw(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, unsigned bits, SpvOp op)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx)), y;
	struct word w;

	if (op != SpvOpAtomicAnd && op != SpvOpAtomicOr && op != SpvOpAtomicXor)
		return casloop(c, v, LLVMGetAtomicRMWBinOp(v), p, LLVMGetOperand(v, 1), t, bits);
	wordof(c, v, p, t, bits, op == SpvOpAtomicAnd, &w);
	y = infield(c, &w, lsv_val(c, LLVMGetOperand(v, 1)), t);
	if (op == SpvOpAtomicAnd)
		y = INST(c, SpvOpBitwiseOr, u32, y, w.keep);
	y = INST(c, op, u32, w.ptr, lsv_scope(c, scopeof(c, v)), lsv_semantics(c, semantics(c, p, LLVMGetOrdering(v))), y);
	return field(c, &w, y, t);
}

/* The extension instruction for a floating-point atomicrmw on scalars of
 * `bits` bits when its capability can be declared, else 0 (a CAS loop). */
static SpvOp
floatop(struct lsv_ctx *c, LLVMAtomicRMWBinOp op, LLVMTypeRef t)
{
	unsigned bits = lsv_scalar_bits(t);
	static const SpvCapability caps[2][3] = {
		{SpvCapabilityAtomicFloat16AddEXT, SpvCapabilityAtomicFloat32AddEXT, SpvCapabilityAtomicFloat64AddEXT},
		{SpvCapabilityAtomicFloat16MinMaxEXT, SpvCapabilityAtomicFloat32MinMaxEXT,
		 SpvCapabilityAtomicFloat64MinMaxEXT},
	};
	bool add = op == LLVMAtomicRMWBinOpFAdd || op == LLVMAtomicRMWBinOpFSub;
	SpvCapability cap = caps[!add][bits == 16 ? 0 : bits == 32 ? 1 : 2];
	SpvOp o = add ? SpvOpAtomicFAddEXT : op == LLVMAtomicRMWBinOpFMin ? SpvOpAtomicFMinEXT : SpvOpAtomicFMaxEXT;

	if (lsv_is_bf(t)) /* SPV_INTEL_16bit_atomics' capabilities */
		return lsv_atomic16(c, o, t) ? o : SpvOpNop;

	/* OpAtomicFAddEXT itself is SPV_EXT_shader_atomic_float_add's, also for
	 * half: the width's capability and the instruction must both be ok */
	if (!lsv_cap_ok(c, cap) || !lsv_op_ok(c, add ? SpvOpAtomicFAddEXT : SpvOpAtomicFMinEXT))
		return SpvOpNop;
	lsv_req_cap(c, cap);
	return o;
}

/* The same for a vector of 2 or 4 halves (SPV_NV_shader_atomic_fp16_vector's
 * capability), else 0 (a CAS loop on the integer of the vector's width). The
 * grammar still names SPV_EXT_shader_atomic_float_add for OpAtomicFAddEXT
 * (the NV text says it need not be enabled; we follow the grammar, which the
 * validator reads): fadd asks for both. */
static SpvOp
vecfloatop(struct lsv_ctx *c, LLVMAtomicRMWBinOp op, LLVMTypeRef t)
{
	bool add = op == LLVMAtomicRMWBinOpFAdd || op == LLVMAtomicRMWBinOpFSub;
	SpvOp o = add ? SpvOpAtomicFAddEXT : op == LLVMAtomicRMWBinOpFMin ? SpvOpAtomicFMinEXT : SpvOpAtomicFMaxEXT;
	unsigned n = lsv_vec_len(t);

	if (LLVMGetTypeKind(lsv_elem_type(t)) != LLVMHalfTypeKind || (n != 2 && n != 4) ||
	    !lsv_cap_ok(c, SpvCapabilityAtomicFloat16VectorNV) || !lsv_op_ok(c, o))
		return SpvOpNop;
	lsv_req_cap(c, SpvCapabilityAtomicFloat16VectorNV);
	return o;
}

static const char *
fpopname(LLVMAtomicRMWBinOp op)
{
	switch (op) {
	case LLVMAtomicRMWBinOpFAdd: return "fadd";
	case LLVMAtomicRMWBinOpFSub: return "fsub";
	case LLVMAtomicRMWBinOpFMin: return "fmin";
	default: return "fmax";
	}
}

static const char *
fpname(LLVMTypeRef t)
{
	switch (lsv_scalar_bits(t)) {
	case 16: return "half";
	case 32: return "float";
	default: return "double";
	}
}

SpvId
lsv_atomicrmw(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0), val = LLVMGetOperand(v, 1);
	LLVMTypeRef t = LLVMTypeOf(val), it;
	LLVMAtomicRMWBinOp bop = LLVMGetAtomicRMWBinOp(v);
	SpvId ty, ptr, x, scope, sem;
	SpvOp op = SpvOpNop;
	bool fop, n16;

	lsv_check_writable(c, v, p);
	if (lsv_isptrty(t)) {
		/* only xchg takes pointers: exchange the pointer-sized integers */
		it = lsv_sizetype(c);
		atomicbits(c, t, v);
		ty = lsv_type(c, t);
		ptr = lsv_val_ptr(c, p, it);
		x = toint(c, lsv_val_as(c, val, ty), t, it);
		x = INST(c, SpvOpAtomicExchange, lsv_type(c, it), ptr, lsv_scope(c, scopeof(c, v)),
		         lsv_semantics(c, semantics(c, p, LLVMGetOrdering(v))), x);
		return lsv_ptr_result(c, v, fromint(c, x, t, ty), ty);
	}
	switch (bop) {
	case LLVMAtomicRMWBinOpXchg: op = SpvOpAtomicExchange; break;
	case LLVMAtomicRMWBinOpAdd: op = SpvOpAtomicIAdd; break;
	case LLVMAtomicRMWBinOpSub: op = SpvOpAtomicISub; break;
	case LLVMAtomicRMWBinOpAnd: op = SpvOpAtomicAnd; break;
	case LLVMAtomicRMWBinOpOr: op = SpvOpAtomicOr; break;
	case LLVMAtomicRMWBinOpXor: op = SpvOpAtomicXor; break;
	case LLVMAtomicRMWBinOpMax: op = SpvOpAtomicSMax; break;
	case LLVMAtomicRMWBinOpMin: op = SpvOpAtomicSMin; break;
	case LLVMAtomicRMWBinOpUMax: op = SpvOpAtomicUMax; break;
	case LLVMAtomicRMWBinOpUMin: op = SpvOpAtomicUMin; break;
	case LLVMAtomicRMWBinOpFAdd:
	case LLVMAtomicRMWBinOpFSub:
	case LLVMAtomicRMWBinOpFMin:
	case LLVMAtomicRMWBinOpFMax:
		if (lsv_vec_len(t)) {
			op = vecfloatop(c, bop, t);
			break;
		}
		op = floatop(c, bop, t);
		if (!op && lsv_is_bf(t))
			lsv_fail_at(c, v, "atomicrmw %s on bfloat is not supported for %s without --spirv-ext=%s",
			            fpopname(bop), c->tgt.triple, lsv_atomic16_needs(c, bop == LLVMAtomicRMWBinOpFMin ||
			            bop == LLVMAtomicRMWBinOpFMax ? SpvOpAtomicFMinEXT : SpvOpAtomicFAddEXT, t));
		/* no word to build it on; under logical addressing the float
		 * cannot be reached as an integer for a CAS loop either */
		if (!op && (c->env->logical || (lsv_scalar_bits(t) == 16 && !narrowbits(c, t))))
			lsv_fail_at(c, v, "atomicrmw %s on %s is not supported for %s without --spirv-ext=+%s%s",
			            fpopname(bop), fpname(t), c->tgt.triple,
			            bop == LLVMAtomicRMWBinOpFMin || bop == LLVMAtomicRMWBinOpFMax
			                ? "SPV_EXT_shader_atomic_float_min_max"
			                : "SPV_EXT_shader_atomic_float_add",
			            lsv_scalar_bits(t) == 16 && bop != LLVMAtomicRMWBinOpFMin && bop != LLVMAtomicRMWBinOpFMax
			                ? ",+SPV_EXT_shader_atomic_float16_add" : "");
		break;
	default:
		break;
	}
	fop = op == SpvOpAtomicFAddEXT || op == SpvOpAtomicFMinEXT || op == SpvOpAtomicFMaxEXT;
	n16 = op && !fop && lsv_is_atomic16(t) && lsv_atomic16(c, op, t);
	if (narrowbits(c, t) && !fop && !n16)
		return narrowrmw(c, v, t, narrowbits(c, t), op);
	if (!op)
		return casloop(c, v, bop, p, val, t, atomicbits(c, t, v));
	if (!fop && !n16)
		atomicbits(c, t, v);
	ty = lsv_type(c, t);
	ptr = lsv_val_ptr(c, p, t);
	x = lsv_val(c, val);
	scope = lsv_scope(c, scopeof(c, v));
	sem = lsv_semantics(c, semantics(c, p, LLVMGetOrdering(v)));
	if (bop == LLVMAtomicRMWBinOpFSub)
		x = INST(c, SpvOpFNegate, ty, x);
	return INST(c, op, ty, ptr, scope, sem, x);
}

/* A narrow cmpxchg on its word: expect the bytes around the field as last
 * seen with the field equal to cmp, and retry only while those bytes change
 * under it (not when the field differs: that is the failure it reports). */
static SpvId
narrowcmpxchg(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	SpvId u32 = lsv_type(c, LLVMInt32TypeInContext(c->llctx)), b = lsv_bool_type(c);
	SpvId scope, eq, ne, cmp, want, nv, first, pre, head = lsv_id(c), done = lsv_id(c), rest = lsv_id(c);
	SpvId seenrest = lsv_id(c), seen, ok, again;
	struct word w;

	wordof(c, v, p, t, narrowbits(c, t), true, &w);
	scope = lsv_scope(c, scopeof(c, v));
	eq = lsv_semantics(c, semantics(c, p, LLVMGetCmpXchgSuccessOrdering(v)));
	ne = lsv_semantics(c, acqsemantics(c, p, LLVMGetCmpXchgFailureOrdering(v)));
	cmp = infield(c, &w, lsv_val(c, LLVMGetOperand(v, 1)), t);
	nv = infield(c, &w, lsv_val(c, LLVMGetOperand(v, 2)), t);
	first = INST(c, SpvOpAtomicLoad, u32, w.ptr, scope, lsv_semantics(c, 0));
	first = INST(c, SpvOpBitwiseAnd, u32, first, w.keep);
	pre = c->f->label;
	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, head);
	EMIT(c, c->f->cur, SpvOpPhi, u32, rest, first, pre, seenrest, head);
	want = INST(c, SpvOpBitwiseOr, u32, rest, cmp);
	seen = INST(c, SpvOpAtomicCompareExchange, u32, w.ptr, scope, eq, ne, INST(c, SpvOpBitwiseOr, u32, rest, nv), want);
	ok = INST(c, SpvOpIEqual, b, seen, want);
	EMIT(c, c->f->cur, SpvOpBitwiseAnd, u32, seenrest, seen, w.keep);
	again = INST(c, SpvOpLogicalAnd, b, INST(c, SpvOpLogicalNot, b, ok), INST(c, SpvOpINotEqual, b, seenrest, rest));
	EMIT(c, c->f->cur, SpvOpLoopMerge, done, head, SpvLoopControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, again, head, done);
	lsv_start_block(c, done);
	return lsv_construct(c, lsv_type(c, LLVMTypeOf(v)), (const SpvId[]){field(c, &w, seen, t), ok}, 2);
}

/* A narrow atomic load reads its word; a narrow atomic store is an
 * exchange whose result is unused (a loop on the word). */
static SpvId
narrowload(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(v);
	struct word w;
	SpvId x;

	wordof(c, v, p, t, narrowbits(c, t), false, &w);
	x = INST(c, SpvOpAtomicLoad, lsv_type(c, LLVMInt32TypeInContext(c->llctx)), w.ptr, lsv_scope(c, scopeof(c, v)),
	         lsv_semantics(c, acqsemantics(c, p, LLVMGetOrdering(v))));
	return field(c, &w, x, t);
}

static void
narrowstore(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef val = LLVMGetOperand(v, 0);
	LLVMTypeRef t = LLVMTypeOf(val);

	casloop(c, v, LLVMAtomicRMWBinOpXchg, LLVMGetOperand(v, 1), val, t, narrowbits(c, t));
}

SpvId
lsv_cmpxchg(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef p = LLVMGetOperand(v, 0), cmp = LLVMGetOperand(v, 1), val = LLVMGetOperand(v, 2);
	LLVMTypeRef t = LLVMTypeOf(cmp), it = lsv_isptrty(t) ? lsv_sizetype(c) : t;
	SpvId ty = lsv_type(c, t), ity = lsv_type(c, it), ptr, old, ok, want, nv, scope, eq, ne;

	lsv_check_writable(c, v, p);
	if (lsv_is_atomic16(t) && lsv_is_int(t) && lsv_atomic16(c, SpvOpAtomicCompareExchange, t))
		; /* SPV_INTEL_16bit_atomics: on the i16 itself */
	else if (narrowbits(c, t))
		return narrowcmpxchg(c, v, t);
	else
		atomicbits(c, t, v);
	ptr = lsv_val_ptr(c, p, it);
	scope = lsv_scope(c, scopeof(c, v));
	eq = lsv_semantics(c, semantics(c, p, LLVMGetCmpXchgSuccessOrdering(v)));
	ne = lsv_semantics(c, acqsemantics(c, p, LLVMGetCmpXchgFailureOrdering(v)));
	nv = toint(c, lsv_val_as(c, val, ty), t, it);
	want = toint(c, lsv_val_as(c, cmp, ty), t, it);
	old = INST(c, SpvOpAtomicCompareExchange, ity, ptr, scope, eq, ne, nv, want);
	ok = INST(c, SpvOpIEqual, lsv_bool_type(c), old, want);
	return lsv_construct(c, lsv_type(c, LLVMTypeOf(v)), (const SpvId[]){fromint(c, old, t, ty), ok}, 2);
}

/* A fence has no pointer: it orders all the memory the environment has
 * (Vulkan: buffers, images and workgroup memory, whatever its scope, as
 * LLVM's fence orders every access of the threads in its scope). */
void
lsv_fence(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMAtomicOrdering o = LLVMGetOrdering(v);
	uint32_t sem;

	if (c->env->vksem && o == LLVMAtomicOrderingSequentiallyConsistent)
		o = LLVMAtomicOrderingAcquireRelease;
	sem = ordering(o) | c->env->allmem;
	EMIT(c, c->f->cur, SpvOpMemoryBarrier, lsv_scope(c, scopeof(c, v)), lsv_semantics(c, sem));
}
