/* tool.h: what the static library offers the command-line tool beyond the
 * public API of llc_spirv.h. Not exported from the shared library: a host
 * that embeds llc-spirv keeps the API's promise that everything is freed. */
#ifndef LSV_TOOL_H
#define LSV_TOOL_H

#include "llc_spirv.h"

/* lsv_compile_buffer() for a process that exits right after it. Without
 * opt->verify the parsed module (and the Shader environment's prepared copy)
 * stay in ctx, which must not be NULL, instead of being disposed of:
 * disposing of a large module costs a tenth of parsing it, and the process's
 * exit returns the memory anyway. With opt->verify the module is disposed of
 * as usual, before the validator runs, so that the peak stays low. */
enum lsv_status lsv_compile_buffer_exiting(LLVMContextRef ctx, const char *data, size_t size,
                                          const struct lsv_options *opt, struct lsv_result *res);

#endif
