/* images.c: OpenCL builtins for images, samplers, pipes and device-side enqueue.
 * Rows in images.def; dispatched from builtins.c. */
#include "lsv.h"

enum family { NONE };

const struct lsv_brow lsv_images_rows[] = {
#define B(n, f, a, b) {n, f, a, b},
#include "images.def"
#undef B
	{"", NONE, NULL, NULL} /* sentinel, not counted */
};
const size_t lsv_images_nrows = sizeof(lsv_images_rows) / sizeof(lsv_images_rows[0]) - 1;

SpvId
lsv_bi_images(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl)
{
	switch (cl->row->fam) {
	default:
		lsv_fail_at(c, v, "builtin %.*s is not supported for %s", (int)cl->d.namelen, cl->d.name,
		            c->tgt.triple);
	}
}
