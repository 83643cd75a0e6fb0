/* cfg.c: block order for emission. Reverse post-order from the entry block, so
 * that every block comes after its dominators (2.16.1: "the order of blocks in
 * a function must satisfy the rule that blocks appear before all blocks they
 * dominate"). Unreachable blocks are left out; isel drops phi entries from
 * them. Iterative, so deep CFGs cannot overflow the stack. */
#include "lsv.h"

struct frame {
	LLVMBasicBlockRef bb;
	unsigned next; /* successor to visit next */
};

void
lsv_cfg_order(struct lsv_ctx *c, LLVMValueRef f, struct lsv_blocks *b)
{
	unsigned n = LLVMCountBasicBlocks(f), sp = 0, out;
	struct frame *stack = lsv_alloc(&c->fn, (size_t)n * sizeof(*stack));
	struct lsv_map seen;

	lsv_map_init(&seen, &c->fn);
	b->order = lsv_alloc(&c->fn, (size_t)n * sizeof(*b->order));
	out = n;
	if (!n) {
		b->n = 0;
		return;
	}
	stack[sp++] = (struct frame){LLVMGetEntryBasicBlock(f), 0};
	*lsv_map_slot(&seen, (uint64_t)(uintptr_t)stack[0].bb, &(bool){0}) = 1;
	while (sp) {
		struct frame *t = &stack[sp - 1];
		LLVMValueRef term = LLVMGetBasicBlockTerminator(t->bb);
		unsigned ns = term ? LLVMGetNumSuccessors(term) : 0;
		if (t->next < ns) {
			LLVMBasicBlockRef s = LLVMGetSuccessor(term, t->next++);
			bool fresh;
			lsv_map_slot(&seen, (uint64_t)(uintptr_t)s, &fresh);
			if (fresh)
				stack[sp++] = (struct frame){s, 0};
			continue;
		}
		b->order[--out] = t->bb;
		sp--;
	}
	b->order += out;
	b->n = n - out;
}
