/* llc_spirv.h: public C API of llc-spirv, a SPIR-V code generator for LLVM IR.
 *
 * One call compiles one LLVM module to SPIR-V words. The library keeps no global
 * state: independent compilations may run at the same time in different threads,
 * each with its own LLVMContextRef. */
#ifndef LLC_SPIRV_H
#define LLC_SPIRV_H

#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LSV_VERSION_STRING "0.1.0"

/* Status codes: zero is success, negative values are failures. */
enum lsv_status {
	LSV_OK = 0,
	LSV_ERR_INPUT = -1,       /* the input cannot be read or parsed */
	LSV_ERR_UNSUPPORTED = -2, /* a construct has no lowering for the target */
	LSV_ERR_OPTION = -3,      /* a bad triple, extension list or option */
	LSV_ERR_INVALID = -4,     /* the produced module failed validation (a bug) */
	LSV_ERR_INTERNAL = -5     /* any other internal error */
};

/* Options of one compilation. Zero-initialise, then set what you need. */
struct lsv_options {
	const char *triple;      /* e.g. "spirv64-unknown-unknown"; NULL: the module's own */
	const char *extensions;  /* --spirv-ext syntax: "+SPV_X,-SPV_Y", "all", "all,-SPV_Y" */
	const char *filename;    /* name used in diagnostics; NULL: "<input>" */
	int verify;              /* run LLVM's verifier and SPIRV-Tools' validator */
	int debug;               /* bit set of LSV_DUMP_* phase dumps, written to stderr */
};

enum {
	LSV_DUMP_TYPES = 1 << 0,  /* -d T */
	LSV_DUMP_REQS = 1 << 1,   /* -d R */
	LSV_DUMP_PTRS = 1 << 2    /* -d P */
};

/* The result of one compilation. Every pointer in it is owned by the result and
 * released by lsv_result_free(). */
struct lsv_result {
	enum lsv_status status;
	uint32_t *words;         /* the SPIR-V module, NULL on failure */
	size_t nwords;
	char *diagnostics;       /* NUL-terminated, one "llc-spirv: error: ..." per line; may be "" */
};

/* Compile module m. m is only read. *res receives the outcome; the caller frees
 * it with lsv_result_free(). Returns res->status. */
enum lsv_status lsv_compile(LLVMModuleRef m, const struct lsv_options *opt,
                            struct lsv_result *res);

/* Parse LLVM IR (text or bitcode) from memory into a new module of ctx, then
 * compile it. The module is disposed of before returning. */
enum lsv_status lsv_compile_buffer(LLVMContextRef ctx, const char *data, size_t size,
                                   const struct lsv_options *opt, struct lsv_result *res);

/* Release what a result owns; the struct itself is the caller's. */
void lsv_result_free(struct lsv_result *res);

/* SPIR-V disassembly of words with numeric ids (SPIRV-Tools' printer). The
 * returned string is malloc'ed; the caller frees it with free(). NULL on error. */
char *lsv_disassemble(const uint32_t *words, size_t nwords);

/* The library version, LSV_VERSION_STRING. */
const char *lsv_version(void);

#ifdef __cplusplus
}
#endif

#endif
