/* vmem.c: OpenCL builtins for vector loads and stores (vloadn, vstoren, half forms), conversions
 * (convert_<type>[_sat][_<rounding>]), printf, async copies and prefetch.
 * Rows in vmem.def; dispatched from builtins.c. */
#include "lsv.h"

enum family { NONE };

const struct lsv_brow lsv_vmem_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "vmem.def"
#undef B
	{"", NONE, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_vmem_nrows = sizeof(lsv_vmem_rows) / sizeof(lsv_vmem_rows[0]) - 1;

SpvId
lsv_bi_vmem(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	switch (cl->row->fam) {
	default:
		lsv_fail_at(c, v, "builtin %.*s is not supported for %s", (int)cl->d.namelen, cl->d.name,
		            c->tgt.triple);
	}
}
