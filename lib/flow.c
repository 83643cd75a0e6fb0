/* flow.c: lowering of control flow: br, switch, indirectbr and ret, phis
 * (with casts on the edges and trampoline blocks where one terminator reaches
 * a phi block twice) and the late fix-up of phis whose predecessor block was
 * split; new blocks inside one LLVM block and counted structured loops. The
 * block order and the merges of LLVM's own blocks come from cfg.c. */
#include <string.h>

#include "lsv.h"

/* Control flow. A terminator that reaches one phi block along several edges
 * sends the extra edges through trampoline blocks, so each OpPhi parent is a
 * distinct block (the Khronos reader mishandles repeated OpSwitch targets
 * that start with OpPhi). */

static bool
hasphi(LLVMBasicBlockRef bb)
{
	LLVMValueRef i = LLVMGetFirstInstruction(bb);

	return i && LLVMGetInstructionOpcode(i) == LLVMPHI;
}

/* The trampoline label of the k-th extra edge from pred to succ. */
static SpvId
edgelabel(struct lsv_ctx *c, LLVMBasicBlockRef pred, LLVMBasicBlockRef succ, unsigned k)
{
	return lsv_lazymemo(c, &c->f->edges, lsv_key(LLVMBasicBlockAsValue(pred)),
	                lsv_key(LLVMBasicBlockAsValue(succ)), k);
}

/* For each successor of term, how many earlier successors are the same
 * block: one pass with a map, so a switch of many cases stays linear. */
static unsigned *
occurrences(struct lsv_ctx *c, LLVMValueRef term)
{
	unsigned ns = LLVMGetNumSuccessors(term), i;
	unsigned *occ = lsv_alloc(&c->fn, (size_t)(ns ? ns : 1) * sizeof(*occ));
	struct lsv_map seen;

	if (ns <= 2) {
		if (ns == 2 && LLVMGetSuccessor(term, 0) == LLVMGetSuccessor(term, 1))
			occ[1] = 1;
		return occ;
	}
	lsv_map_init(&seen, &c->fn);
	for (i = 0; i < ns; i++) {
		bool fresh;
		uint64_t *n = lsv_map_slot(&seen, lsv_key(LLVMBasicBlockAsValue(LLVMGetSuccessor(term, i))), &fresh);
		occ[i] = (unsigned)(*n)++;
	}
	return occ;
}

/* In a shader, a switch reaching a phi block through several cases leaves
 * it one OpPhi parent (2.11 does not let one case construct fall through
 * to another that is only a trampoline for a third). */
static bool
onephi(struct lsv_ctx *c, LLVMValueRef term)
{
	LLVMOpcode op = LLVMGetInstructionOpcode(term);

	return c->env->structured && (op == LLVMSwitch || op == LLVMIndirectBr);
}

/* Whether the incoming edge of a phi from pred is an extra one left out
 * (onephi): seen counts each predecessor's edges so far. */
static bool
extraedge(struct lsv_ctx *c, struct lsv_map *seen, LLVMBasicBlockRef pred, unsigned *k)
{
	bool fresh;
	uint64_t *n = lsv_map_slot(seen, lsv_key(LLVMBasicBlockAsValue(pred)), &fresh);

	*k = (unsigned)(*n)++;
	return *k && onephi(c, LLVMGetBasicBlockTerminator(pred));
}

/* The label a branch from the current block uses for its k-th edge to succ. */
static SpvId
target(struct lsv_ctx *c, LLVMValueRef term, unsigned idx, const unsigned *occ)
{
	LLVMBasicBlockRef s = LLVMGetSuccessor(term, idx);
	unsigned k = occ[idx];
	SpvId t;

	if (!k || !hasphi(s) || onephi(c, term))
		return lsv_label(c, s);
	t = edgelabel(c, c->f->bb, s, k);
	EMIT(c, &c->f->tramp, SpvOpLabel, t);
	EMIT(c, &c->f->tramp, SpvOpBranch, lsv_label(c, s));
	return t;
}

/* The id of phi's incoming pointer cast on the edge from pred (the third
 * word keeps these apart from lsv_val_as's casts, whose third is a label). */
static SpvId
phicast(struct lsv_ctx *c, LLVMValueRef phi, LLVMBasicBlockRef pred)
{
	return lsv_lazymemo(c, &c->f->casts, lsv_key(phi), lsv_key(LLVMBasicBlockAsValue(pred)), UINT64_MAX);
}

/* The id an incoming value has on the edge from pred: the value itself, or a
 * cast made at the end of pred (lazy id, emitted by edgecasts). */
static SpvId
incoming(struct lsv_ctx *c, LLVMValueRef phi, LLVMValueRef v, LLVMBasicBlockRef pred)
{
	SpvId ty = lsv_value_type(c, phi);

	if (!lsv_isptrty(LLVMTypeOf(v)) || LLVMIsAConstantPointerNull(v) || LLVMIsUndef(v) ||
	    lsv_value_type(c, v) == ty)
		return lsv_val_as(c, v, ty);
	return phicast(c, phi, pred);
}

static void
edgecasts(struct lsv_ctx *c, LLVMValueRef term, const unsigned *occ)
{
	unsigned ns = LLVMGetNumSuccessors(term), s, i, n;
	LLVMBasicBlockRef pred = c->f->bb;

	for (s = 0; s < ns; s++) {
		LLVMBasicBlockRef succ = LLVMGetSuccessor(term, s);
		LLVMValueRef phi;
		if (occ[s])
			continue;
		for (phi = LLVMGetFirstInstruction(succ); phi && LLVMGetInstructionOpcode(phi) == LLVMPHI;
		     phi = LLVMGetNextInstruction(phi)) {
			SpvId ty;
			if (!lsv_isptrty(LLVMTypeOf(phi)))
				continue; /* only pointers are ever cast */
			ty = lsv_value_type(c, phi);
			n = LLVMCountIncoming(phi);
			for (i = 0; i < n; i++) {
				LLVMValueRef v = LLVMGetIncomingValue(phi, i);
				if (LLVMGetIncomingBlock(phi, i) != pred)
					continue;
				if (lsv_isptrty(LLVMTypeOf(v)) && !LLVMIsAConstantPointerNull(v) && !LLVMIsUndef(v) &&
				    lsv_value_type(c, v) != ty) {
					SpvId id = phicast(c, phi, pred);
					EMIT(c, c->f->cur, SpvOpBitcast, ty, id, lsv_val(c, v));
				}
				break;
			}
		}
	}
}

/* The incoming values of a phi are filled in after the whole function is
 * lowered (phifix), when every value has its id: a forward reference from a
 * loop header would otherwise need an OpCopyObject at the definition. */
SpvId
lsv_phi(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned n = LLVMCountIncoming(v), i, m = 0;
	uint32_t *w = lsv_alloc(&c->fn, ((size_t)n * 2 + 2) * 4);
	struct lsv_map seen;
	SpvId id = lsv_id(c);

	lsv_map_init(&seen, &c->fn);
	w[m++] = lsv_value_type(c, v);
	w[m++] = id;
	for (i = 0; i < n; i++) {
		LLVMBasicBlockRef pred = LLVMGetIncomingBlock(v, i);
		unsigned k;
		if (!lsv_map_get(&c->f->reach, lsv_key(LLVMBasicBlockAsValue(pred))) || extraedge(c, &seen, pred, &k))
			continue;
		w[m++] = 0; /* the value, by phifix */
		w[m++] = k ? edgelabel(c, pred, c->f->bb, k) : lsv_label(c, pred);
	}
	lsv_vec_push(&c->f->phis, c->f->cur->n);
	lsv_vec_push(&c->f->phis, (uint32_t)(lsv_key(v) & 0xffffffffu));
	lsv_vec_push(&c->f->phis, (uint32_t)(lsv_key(v) >> 32));
	lsv_emit(c, c->f->cur, SpvOpPhi, w, m);
	return id;
}

void
lsv_phifix(struct lsv_ctx *c)
{
	uint32_t j;

	c->f->cur = &c->f->pro; /* casts of function-wide values, if any */
	for (j = 0; j < c->f->phis.n; j += 3) {
		uint32_t at = c->f->phis.w[j] + 3; /* opcode word, type, result */
		LLVMValueRef v = (LLVMValueRef)(uintptr_t)((uint64_t)c->f->phis.w[j + 2] << 32 | c->f->phis.w[j + 1]);
		unsigned n = LLVMCountIncoming(v), i, k;
		struct lsv_map seen;
		lsv_map_init(&seen, &c->fn);
		for (i = 0; i < n; i++) {
			LLVMBasicBlockRef pred = LLVMGetIncomingBlock(v, i);
			SpvId x, last;
			if (!lsv_map_get(&c->f->reach, lsv_key(LLVMBasicBlockAsValue(pred))) ||
			    (c->env->structured && extraedge(c, &seen, pred, &k)))
				continue;
			c->f->bb = LLVMGetInstructionParent(v);
			c->f->at = v; /* for diagnostics */
			x = incoming(c, v, LLVMGetIncomingValue(v, i), pred);
			c->f->body.w[at] = x;
			/* a block split by lsv_start_block reaches its successors from its last part */
			last = (SpvId)lsv_map_get(&c->f->exits, lsv_key(LLVMBasicBlockAsValue(pred)));
			if (last && c->f->body.w[at + 1] == lsv_label(c, pred))
				c->f->body.w[at + 1] = last;
			at += 2;
		}
	}
	c->f->cur = &c->f->body;
	c->f->at = NULL;
}

void
lsv_br(struct lsv_ctx *c, LLVMValueRef v)
{
	unsigned *occ = occurrences(c, v);

	edgecasts(c, v, occ);
	if (!LLVMIsConditional(v)) {
		EMIT(c, c->f->cur, SpvOpBranch, target(c, v, 0, occ));
		return;
	}
	/* successor 0 is the true target */
	SpvId cond = lsv_val(c, LLVMGetCondition(v));
	SpvId t = target(c, v, 0, occ), f = target(c, v, 1, occ);
	EMIT(c, c->f->cur, SpvOpBranchConditional, cond, t, f);
}

/* OpSwitch for terminator v: a switch, or the indirectbr that follows an
 * llvm.spv.switch call (src). Operand 0 of src is the selector, operand 2k
 * the value of case k, successor k of v its block. */
static void
switchfrom(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef src)
{
	LLVMValueRef cond = LLVMGetOperand(src, 0); /* LLVMGetCondition is for br only */
	LLVMTypeRef t = LLVMTypeOf(cond);
	unsigned ns = LLVMGetNumSuccessors(v), i, j, m = 0, nw;
	uint32_t *w;
	SpvId sel = lsv_val(c, cond);
	unsigned *occ;
	const unsigned *order;

	/* universal limits: an OpSwitch holds at most 16383 (literal, label) pairs */
	if (ns - 1 > 16383)
		lsv_fail_at(c, v, "a switch with %u cases is not supported for %s (SPIR-V allows 16383)", ns - 1,
		            c->tgt.triple);
	occ = occurrences(c, v);

	edgecasts(c, v, occ);
	if (lsv_is_bool(t)) {
		LLVMTypeRef i32 = LLVMIntTypeInContext(c->llctx, 32);
		sel = lsv_intcast(c, sel, t, i32, ZEXT);
		t = i32;
	}
	nw = (lsv_legalbits(c, t) + 31) / 32; /* words per literal */
	w = lsv_alloc(&c->fn, (size_t)ns * (nw + 1) * 4 + 8);
	w[m++] = sel;
	w[m++] = target(c, v, 0, occ);
	order = lsv_cfg_cases(c, c->f->bb);
	for (j = 1; j < ns; j++) {
		i = order ? order[j - 1] : j;
		LLVMValueRef k = LLVMGetOperand(src, 2 * i);
		if (lsv_is_bool(LLVMTypeOf(k)))
			w[m] = (uint32_t)LLVMConstIntGetZExtValue(k);
		else
			lsv_const_words(c, k, lsv_legalbits(c, t), w + m);
		m += nw;
		w[m++] = target(c, v, i, occ);
	}
	lsv_emit(c, c->f->cur, SpvOpSwitch, w, m);
}

void
lsv_switch(struct lsv_ctx *c, LLVMValueRef v)
{
	switchfrom(c, v, v);
}

/* The SPIR-V backend's form of a switch: llvm.spv.switch(selector, default
 * blockaddress, value, blockaddress, ...) and then an indirectbr to those
 * blocks in that order. */
void
lsv_indirectbr(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef call = LLVMGetPreviousInstruction(v), callee;
	unsigned ns = LLVMGetNumSuccessors(v), i;
	size_t len = 0;
	const char *name = NULL;

	callee = call && LLVMIsACallInst(call) ? LLVMGetCalledValue(call) : NULL;
	if (callee && LLVMIsAFunction(callee))
		name = LLVMGetValueName2(callee, &len);
	if (len < 15 || memcmp(name, "llvm.spv.switch", 15) || (len > 15 && name[15] != '.') ||
	    LLVMGetNumArgOperands(call) != 2 * ns ||
	    !lsv_is_int(LLVMTypeOf(LLVMGetOperand(call, 0))) || lsv_vec_len(LLVMTypeOf(LLVMGetOperand(call, 0))))
		lsv_unsupported(c, v, "indirectbr");
	for (i = 0; i < ns; i++) {
		LLVMValueRef ba = LLVMGetOperand(call, 2 * i + 1), val = LLVMGetOperand(call, 2 * i);
		if (!LLVMIsABlockAddress(ba) || LLVMValueAsBasicBlock(LLVMGetOperand(ba, 1)) != LLVMGetSuccessor(v, i) ||
		    (i && (!LLVMIsAConstantInt(val) || LLVMTypeOf(val) != LLVMTypeOf(LLVMGetOperand(call, 0)))))
			lsv_unsupported(c, call, "an llvm.spv.switch whose blocks differ from the indirectbr after it");
	}
	switchfrom(c, v, call);
}

void
lsv_ret(struct lsv_ctx *c, LLVMValueRef v)
{
	LLVMValueRef f = c->f->f;
	LLVMTypeRef rt = LLVMGetReturnType(LLVMGlobalGetValueType(f));

	if (!LLVMGetNumOperands(v)) {
		EMIT0(c, c->f->cur, SpvOpReturn);
		return;
	}
	LLVMValueRef x = LLVMGetOperand(v, 0);
	SpvId ty = lsv_isptrty(rt) ? lsv_ptr_to(c, rt, lsv_ret_pointee(c, f), v) : lsv_type(c, rt);
	EMIT(c, c->f->cur, SpvOpReturnValue, lsv_val_as(c, x, ty));
}

/* Blocks inside one LLVM block: a lowering that needs control flow (a
 * counted loop, a compare-and-swap retry, a masked lane) ends the current
 * SPIR-V block and starts others; the successors' phis then name the last
 * one (phifix). */
void
lsv_start_block(struct lsv_ctx *c, SpvId l)
{
	bool fresh;

	if (c->f->cur != &c->f->body)
		lsv_bug("a block started outside a function body");
	EMIT(c, c->f->cur, SpvOpLabel, l);
	c->f->label = l;
	*lsv_map_slot(&c->f->exits, lsv_key(LLVMBasicBlockAsValue(c->f->bb)), &fresh) = l;
}

/* A counted loop in the shape of a structured one: a header with the
 * OpLoopMerge, the counter's phi and the exit test, a body that is also the
 * continue target, and the merge block where lowering goes on. */
void
lsv_loop(struct lsv_ctx *c, unsigned bits, SpvId n, bool down, void (*body)(struct lsv_ctx *c, SpvId i, void *arg),
         void *arg)
{
	SpvId pre = c->f->label, head = lsv_id(c), blk = lsv_id(c), exit = lsv_id(c);
	SpvId ity = lsv_int_type(c, bits), i = lsv_id(c), next = lsv_id(c), cond;
	SpvId one = lsv_const_int(c, bits, 1), zero = lsv_const_int(c, bits, 0);

	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, head);
	EMIT(c, c->f->cur, SpvOpPhi, ity, i, down ? n : zero, pre, next, blk);
	cond = down ? INST(c, SpvOpINotEqual, lsv_bool_type(c), i, zero)
	            : INST(c, SpvOpULessThan, lsv_bool_type(c), i, n);
	EMIT(c, c->f->cur, SpvOpLoopMerge, exit, blk, SpvLoopControlMaskNone);
	EMIT(c, c->f->cur, SpvOpBranchConditional, cond, blk, exit);
	lsv_start_block(c, blk);
	if (down) {
		EMIT(c, c->f->cur, SpvOpISub, ity, next, i, one);
		body(c, next, arg);
	} else {
		body(c, i, arg);
		EMIT(c, c->f->cur, SpvOpIAdd, ity, next, i, one);
	}
	if (c->f->label != blk)
		lsv_bug("a loop body started a block");
	EMIT(c, c->f->cur, SpvOpBranch, head);
	lsv_start_block(c, exit);
}
