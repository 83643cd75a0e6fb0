/* atomics.c: OpenCL builtins for atomics (OpenCL 2.0 C11 atomics, flags, fences, float atomics), work-group and
 * sub-group collectives, generic address space functions and other
 * synchronisation builtins.
 * Rows in atomics.def; dispatched from builtins.c. */
#include "lsv.h"

enum family { NONE };

const struct lsv_brow lsv_atomics_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "atomics.def"
#undef B
	{"", NONE, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_atomics_nrows = sizeof(lsv_atomics_rows) / sizeof(lsv_atomics_rows[0]) - 1;

SpvId
lsv_bi_atomics(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	switch (cl->row->fam) {
	default:
		lsv_fail_at(c, v, "builtin %.*s is not supported for %s", (int)cl->d.namelen, cl->d.name,
		            c->tgt.triple);
	}
}
