/* ir.c: questions about the LLVM IR that several layers ask (DESIGN.md "No
 * upward calls"): a global object's metadata attachments. Lowering files ask
 * here instead of calling into globals.c. */
#include "lsv.h"

/* g's metadata attachments. They are asked for by kind many times per
 * object, and always after lsv_prep and lsv_widevec, which are the only
 * passes that change the module: the last object's list is kept (in the
 * module arena, as it outlives a function's lowering; grown, never shrunk). */
const struct lsv_mdlist *
lsv_md_list(struct lsv_ctx *c, LLVMValueRef g)
{
	struct lsv_mdlist *l = &c->mdlast;
	LLVMValueMetadataEntry *e;
	size_t j;

	if (l->g == g)
		return l;
	e = LLVMGlobalCopyAllMetadata(g, &l->n);
	l->g = g;
	if (l->n > l->cap) { /* the arrays are reused: the arena never frees */
		l->cap = l->n;
		l->kinds = lsv_alloc(&c->mod, l->cap * sizeof(*l->kinds));
		l->nodes = lsv_alloc(&c->mod, l->cap * sizeof(*l->nodes));
	}
	for (j = 0; j < l->n; j++) {
		l->kinds[j] = LLVMValueMetadataEntriesGetKind(e, (unsigned)j);
		l->nodes[j] = LLVMMetadataAsValue(c->llctx, LLVMValueMetadataEntriesGetMetadata(e, (unsigned)j));
	}
	if (e)
		LLVMDisposeValueMetadataEntries(e);
	return l;
}

LLVMValueRef
lsv_md_attached(struct lsv_ctx *c, LLVMValueRef g, unsigned kind)
{
	const struct lsv_mdlist *l = lsv_md_list(c, g);
	size_t j;

	for (j = 0; j < l->n; j++)
		if (l->kinds[j] == kind)
			return l->nodes[j];
	return NULL;
}
