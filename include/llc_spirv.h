/* llc_spirv.h: public C API of llc-spirv, a SPIR-V code generator for LLVM IR.
 *
 * One call compiles one LLVM module to SPIR-V words. The library keeps no global
 * state: independent compilations may run at the same time in different threads,
 * each with its own LLVMContextRef (LLVM contexts are not thread-safe; two
 * threads must never share one).
 *
 * Struct type names come from the context: parsing the same module twice into
 * one context renames its struct types (LLVM appends .0, .1), and OpName shows
 * it, so use a fresh context for output that must not depend on history.
 *
 * Ownership, everywhere in this header: the library never keeps a pointer the
 * caller passed in after a call returns, and everything it hands out (the
 * result's words and diagnostics, disassembly text) belongs to the caller, who
 * releases it with the function named next to it.
 *
 * Link with `pkg-config --cflags --libs llc-spirv`, or in CMake with
 * find_package(llc-spirv) and target_link_libraries(... llc-spirv::llc-spirv). */
#ifndef LLC_SPIRV_H
#define LLC_SPIRV_H

#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Types.h>

#ifdef __cplusplus
extern "C" {
#endif

#define LSV_VERSION_MAJOR 0
#define LSV_VERSION_MINOR 1
#define LSV_VERSION_PATCH 0
#define LSV_VERSION_STRING "0.1.0"

/* A SPIR-V version as the module header encodes it: LSV_SPIRV_VERSION(1, 4). */
#define LSV_SPIRV_VERSION(major, minor) ((uint32_t)(major) << 16 | (uint32_t)(minor) << 8)

/* Status codes: zero is success, negative values are failures. */
enum lsv_status {
	LSV_OK = 0,
	LSV_ERR_INPUT = -1,       /* the input cannot be read or parsed, or is not valid IR */
	LSV_ERR_UNSUPPORTED = -2, /* a construct has no lowering for the target */
	LSV_ERR_OPTION = -3,      /* a bad triple, extension list, version or capability name */
	LSV_ERR_INVALID = -4,     /* the produced module failed validation (a bug) */
	LSV_ERR_INTERNAL = -5     /* any other internal error (running out of memory aborts) */
};

/* The severity passed to the diagnostic callback. */
enum lsv_severity {
	LSV_SEVERITY_ERROR = 0,
	LSV_SEVERITY_WARNING = 1,
	LSV_SEVERITY_NOTE = 2
};

/* Options of one compilation. Zero-initialise, then set what you need: all
 * zeros compile for the module's own triple (else spirv64) with no extensions,
 * no validation, OpName emitted and no diagnostic callback. The library reads
 * the struct and the strings it points to only during the call. */
struct lsv_options {
	const char *triple;      /* e.g. "spirv64-unknown-unknown", read as llc reads it;
	                            NULL: the module's own */
	const char *extensions;  /* --spirv-ext syntax: "+SPV_X,-SPV_Y", "all", "khr", "all,-SPV_Y";
	                            every name LLVM's SPIR-V backend or the Khronos translator takes */
	const char *filename;    /* name used in diagnostics; NULL: "<input>" */
	int verify;              /* run LLVM's verifier and SPIRV-Tools' validator */
	int debug;               /* bit set of LSV_DUMP_* phase dumps, written to stderr */
	uint32_t max_version;    /* highest SPIR-V version allowed, LSV_SPIRV_VERSION(1, x);
	                            0: what the triple allows. A module that needs more is an
	                            LSV_ERR_UNSUPPORTED error. */
	int no_names;            /* nonzero: leave out OpName and OpMemberName */
	int debug_info;          /* debug information: one LSV_DEBUG_* flavour, or'ed with
	                            LSV_DEBUG_NO_LINES and LSV_DEBUG_ALL_NAMES; 0 is
	                            LSV_DEBUG_DEFAULT */
	const char *avoid_capabilities; /* comma-separated capability names ("Int64,Float16")
	                            the output must not declare; one that is needed anyway is an
	                            LSV_ERR_UNSUPPORTED error */
	/* Called once per diagnostic, in order, from the calling thread, before the
	 * compile function returns. message is the text after "llc-spirv: error: "
	 * without a newline; it is valid only during the call. NULL: no callback
	 * (the result's diagnostics string has the same messages either way). */
	void (*diag)(void *user, int severity, const char *message);
	void *diag_user;         /* passed back to diag unchanged */
	const char *allow_intrinsics; /* unknown llvm.* intrinsics to keep as calls of external
	                            functions: comma-separated name prefixes, "" for all;
	                            NULL: an unknown intrinsic is an LSV_ERR_UNSUPPORTED error */
	/* If non-NULL, lsv_compile_buffer() and lsv_compile_file() set *in_reader
	 * to 1 while LLVM parses the input and back to 0 afterwards. LLVM 19's
	 * bitcode reader crashes on some malformed bitcode; a host's crash handler
	 * can read the flag to report such input as invalid rather than as a bug
	 * in llc-spirv (the command-line tool does). A host that takes untrusted
	 * bitcode and must survive it should parse it in another process first. */
	volatile int *in_reader;
};

/* lsv_options.debug_info. A module without a DICompileUnit gets no debug
 * information whatever the flavour; names and OpSource do not depend on it. */
enum {
	LSV_DEBUG_DEFAULT = 0,          /* OpenCL.DebugInfo.100 for OpenCL kernels */
	LSV_DEBUG_NONE = 1,             /* no debug instruction set: only OpString/OpLine */
	LSV_DEBUG_OPENCL_100 = 2,       /* OpenCL.DebugInfo.100 */
	LSV_DEBUG_NONSEMANTIC_100 = 3,  /* NonSemantic.Shader.DebugInfo.100, with
	                                   SPV_KHR_non_semantic_info */
	LSV_DEBUG_NONSEMANTIC_200 = 4,  /* the same instructions under the Khronos
	                                   translator's NonSemantic.Shader.DebugInfo.200 */
	LSV_DEBUG_FLAVOUR = 0xff,       /* mask of the flavour */
	LSV_DEBUG_NO_LINES = 1 << 8,    /* no OpLine/OpNoLine (DebugLine) from !dbg */
	LSV_DEBUG_ALL_NAMES = 1 << 9    /* OpName also for unnamed values, after their
	                                   LLVM slot numbers ("5" for %5) */
};

enum {
	LSV_DUMP_TYPES = 1 << 0,  /* -d T */
	LSV_DUMP_REQS = 1 << 1,   /* -d R */
	LSV_DUMP_PTRS = 1 << 2,   /* -d P */
	LSV_DUMP_IR = 1 << 3      /* -d I: the IR a Vulkan module is lowered from, after its preparation */
};

/* The result of one compilation. Every pointer in it is owned by the caller
 * and released by lsv_result_free(); the struct itself is the caller's. */
struct lsv_result {
	enum lsv_status status;
	uint32_t *words;         /* the SPIR-V module, NULL on failure */
	size_t nwords;
	char *diagnostics;       /* NUL-terminated, one "llc-spirv: error|warning: ..." per line;
	                            may be "" */
};

/* Compile module m. m and its context are only read, never disposed of; the
 * caller keeps ownership. Two exceptions, for modules with debug information:
 * a module with debug records (#dbg_value) is converted to llvm.dbg.* calls
 * while it is compiled, and back before the call returns; and looking up the
 * argument numbers of variables may leave unused metadata nodes in the
 * context (a second compilation finds them and adds none). opt may be NULL (all zeros).
 * *res is overwritten (not freed first) and receives the outcome; release it
 * with lsv_result_free() whatever the status. Returns res->status. */
enum lsv_status lsv_compile(LLVMModuleRef m, const struct lsv_options *opt,
                            struct lsv_result *res);

/* Parse LLVM IR (text or bitcode) from data[0..size) into a new module of ctx,
 * then compile it. data is copied; the caller keeps ownership. The parsed
 * module is disposed of before returning. ctx NULL: a private context is made
 * and disposed of. Result ownership as for lsv_compile(). */
enum lsv_status lsv_compile_buffer(LLVMContextRef ctx, const char *data, size_t size,
                                   const struct lsv_options *opt, struct lsv_result *res);

/* Read the file at path (text or bitcode) and compile it as
 * lsv_compile_buffer() does. When opt->filename is NULL, diagnostics name
 * the file by path. */
enum lsv_status lsv_compile_file(LLVMContextRef ctx, const char *path,
                                 const struct lsv_options *opt, struct lsv_result *res);

/* Release what a result owns and clear its pointers; calling it twice, or on
 * a zeroed result, is harmless. The struct itself is the caller's. */
void lsv_result_free(struct lsv_result *res);

/* SPIR-V disassembly of words with numeric ids (SPIRV-Tools' printer; for an
 * instruction or enumerant it does not know, llc-spirv's own printer of the
 * same format). words are only read. The returned string belongs to the
 * caller, who releases it with free(). NULL if the words are not a valid
 * SPIR-V binary. */
char *lsv_disassemble(const uint32_t *words, size_t nwords);

/* A static string naming st ("ok", "unsupported construct", ...); never free it. */
const char *lsv_status_string(enum lsv_status st);

/* The library version, LSV_VERSION_STRING of the library actually linked
 * (compare with the header's to detect a mismatch). A static string. */
const char *lsv_version(void);

/* The same as a number: major << 16 | minor << 8 | patch. */
uint32_t lsv_version_number(void);

#ifdef __cplusplus
}
#endif

#endif
