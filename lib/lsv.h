/* lsv.h: the one private header of the llc-spirv library, sectioned by file.
 *
 * Invariants of the failure path (lsv_fail and friends longjmp to the single
 * setjmp in lsv_compile()):
 *  - all memory is reachable from the context (module and scratch arenas);
 *  - no LLVM-owned string is held across a fail (copy it into an arena first);
 *  - there is no other setjmp. */
#ifndef LSV_H
#define LSV_H

#include <setjmp.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include <llvm-c/Core.h>
#include <spirv/unified1/spirv.h>

#include "llc_spirv.h"
#include "grammar.h" /* generated from the SPIR-V grammar by tools/gen_grammar.py */

struct lsv_ctx;

/* arena.c */

/* A bump allocator; everything in it dies together. */
struct lsv_arena {
	struct lsv_ablock *head; /* newest block first */
};

/* A growable array of 32-bit words (SPIR-V output), storage in an arena. */
struct lsv_vec {
	uint32_t *w;
	uint32_t n, cap;
	struct lsv_arena *a;
};

/* Open-addressing map from nonzero 64-bit keys to 64-bit values. */
struct lsv_map {
	uint64_t *keys, *vals;
	uint32_t n, cap; /* cap is a power of two or 0 */
	struct lsv_arena *a;
};

void *lsv_xmalloc(size_t n);
void *lsv_xrealloc(void *p, size_t n);
void *lsv_alloc(struct lsv_arena *a, size_t n); /* zeroed, 8-byte aligned */
char *lsv_strndup(struct lsv_arena *a, const char *s, size_t n);
char *lsv_fmt(struct lsv_arena *a, const char *fmt, ...);
void lsv_arena_free(struct lsv_arena *a); /* releases all; the arena is reusable */
void lsv_vec_init(struct lsv_vec *v, struct lsv_arena *a);
void lsv_vec_push(struct lsv_vec *v, uint32_t w);
void lsv_vec_append(struct lsv_vec *v, const uint32_t *w, size_t n);
void lsv_vec_str(struct lsv_vec *v, const char *s, size_t len); /* 2.2.1 literal string */
void lsv_map_init(struct lsv_map *m, struct lsv_arena *a);
uint64_t *lsv_map_slot(struct lsv_map *m, uint64_t key, bool *fresh);
uint64_t lsv_map_get(const struct lsv_map *m, uint64_t key); /* 0 when absent */
uint64_t lsv_hash(const uint32_t *w, size_t n);
/* Order of the C string z and the counted string s[0..n), which may hold NUL
 * bytes (names from the input do): <0, 0, >0 as strcmp. */
int lsv_namecmp(const char *z, const char *s, size_t n);
bool lsv_contains(const char *s, size_t n, const char *p); /* does s[0..n) hold C string p? */
uint64_t lsv_mix(uint64_t a, uint64_t b);
/* Bisection in n rows of `size` bytes, sorted by a leading `const char *`
 * name field: the row named name[0..len), or NULL. The stripped form drops
 * ".suffix" parts from the end until a row matches (llvm.fabs.f32 -> fabs). */
const void *lsv_row(const void *rows, size_t n, size_t size, const char *name, size_t len);
const void *lsv_row_stripped(const void *rows, size_t n, size_t size, const char *name, size_t len);

/* diag.c */
_Noreturn void lsv_fail(struct lsv_ctx *c, enum lsv_status st, const char *fmt, ...);
_Noreturn void lsv_fail_at(struct lsv_ctx *c, LLVMValueRef where, const char *fmt, ...);
_Noreturn void lsv_unsupported(struct lsv_ctx *c, LLVMValueRef where, const char *what);
void lsv_warn_at(struct lsv_ctx *c, LLVMValueRef where, const char *fmt, ...);
_Noreturn void lsv_bug_at(const char *file, int line, const char *fmt, ...);
#define lsv_bug(...) lsv_bug_at(__FILE__, __LINE__, __VA_ARGS__)
#define lsv_fail_if(c, cond, ...) \
	do { \
		if (cond) \
			lsv_fail(c, LSV_ERR_UNSUPPORTED, __VA_ARGS__); \
	} while (0)
const char *lsv_where(struct lsv_ctx *c, LLVMValueRef v); /* "file:l:c" or "@f: <inst>" */
/* Recursion over input structure (nested types, constants, constant
 * expressions) goes through lsv_enter/lsv_leave: deeper than LSV_MAXDEPTH is a
 * user error, so no input can exhaust the caller's stack. */
#define LSV_MAXDEPTH 1000
void lsv_enter(struct lsv_ctx *c, LLVMValueRef where, const char *what);
#define lsv_leave(c) ((c)->depth--)

/* target.c */

enum lsv_env {
	LSV_ENV_OPENCL, /* Kernel: Physical32/64 addressing, OpenCL memory model */
	LSV_ENV_VULKAN  /* Shader: Logical addressing, GLSL450 memory model */
};

/* The OS component of a triple, as far as it matters; any other is UNKNOWN. */
enum lsv_os { LSV_OS_UNKNOWN, LSV_OS_VULKAN, LSV_OS_AMDHSA };

/* The environment component of a triple: opencl or a shader stage LLVM knows;
 * any other (unknown, gnu, ...) is NONE. */
enum lsv_stage {
	LSV_STAGE_NONE, LSV_STAGE_OPENCL, LSV_STAGE_COMPUTE, LSV_STAGE_LIBRARY, LSV_STAGE_PIXEL,
	LSV_STAGE_VERTEX, LSV_STAGE_GEOMETRY, LSV_STAGE_HULL, LSV_STAGE_DOMAIN, LSV_STAGE_MESH,
	LSV_STAGE_AMPLIFICATION, LSV_STAGE_RAYGENERATION, LSV_STAGE_INTERSECTION, LSV_STAGE_ANYHIT,
	LSV_STAGE_CLOSESTHIT, LSV_STAGE_MISS, LSV_STAGE_CALLABLE
};

#define LSV_V(major, minor) ((uint32_t)(major) << 16 | (uint32_t)(minor) << 8)

struct lsv_target {
	const char *triple;   /* as given, for messages */
	unsigned ptrbits;     /* 32, 64, or 0 for logical addressing */
	SpvAddressingModel addressing; /* Physical32/64 (spirv32/64, spir/spir64), Logical (spirv) */
	enum lsv_env env;     /* Vulkan for the OS vulkan* or the logical architecture */
	enum lsv_os os;
	enum lsv_stage stage;
	int model;            /* the SpvExecutionModel the stage names; -1: none (no stage, opencl, library) */
	uint32_t version;     /* fixed by the triple (subarchitecture, amdhsa), or 0 to deduce */
	uint32_t maxversion;  /* highest version the triple allows */
	uint32_t vkversion;   /* OS vulkan*: the Vulkan version, LSV_V(1, 0..3); else 0 */
	bool amd;             /* vendor amd */
	uint64_t exts[(LSV_NEXT + 63) / 64]; /* enabled extensions, by lsv_ext index */
};

/* One row of extensions.def. */
enum lsv_extstatus { LSV_EXT_IMPLEMENTED, LSV_EXT_ACCEPTED, LSV_EXT_VULKAN };
struct lsv_extrow {
	const char *name;
	enum lsv_extstatus status;
	unsigned envs;        /* where it means something: bits 1 << enum lsv_env */
};
extern const struct lsv_extrow lsv_ext_rows[]; /* in strcmp order */
extern const size_t lsv_ext_nrows;

/* LLVM's normal form of a triple (LLVMNormalizeTargetTriple, which also knows
 * the spirv1.N and spirvv1.N spellings here); malloc'ed, release with free(). */
char *lsv_triple_normalize(const char *triple);
int lsv_parse_triple(const char *triple, struct lsv_target *t, char *err, size_t errlen);
const char *lsv_stage_name(enum lsv_stage s);
int lsv_parse_exts(const char *spec, struct lsv_target *t, char *err, size_t errlen);
bool lsv_ext_on(const struct lsv_target *t, enum lsv_ext ext);
const struct lsv_extrow *lsv_ext_row(int ext); /* its extensions.def row; NULL if none */
bool lsv_ext_supported(int ext); /* listed in extensions.def */
SpvStorageClass lsv_storage_class(struct lsv_ctx *c, unsigned addrspace, LLVMValueRef where);
/* Are storage buffers Uniform variables of BufferBlock structs (SPIR-V 1.0-1.2
 * without SPV_KHR_storage_buffer_storage_class)? */
bool lsv_bufferblock(struct lsv_ctx *c);

/* Capabilities an environment's image types need beyond the grammar's
 * (the OpenCL client API: every image is an ImageBasic one; storage images
 * of Dim 1D and Buffer need Image1D and ImageBuffer, read-write ones
 * ImageReadWrite). Shader modules ask the grammar only. */
struct lsv_imagecaps {
	SpvCapability any, readwrite;
	unsigned ndims;
	struct {
		SpvDim dim;
		SpvCapability cap;
	} dims[2];
};

/* A capability an environment allows from a version of it on. */
struct lsv_capallow {
	uint16_t cap;
	uint8_t minor;             /* the lowest Vulkan 1.N that allows it */
};

/* What differs between the Kernel and the Shader environment, as data: one
 * constant description per environment (target.c). Code asks c->env; tests
 * of tgt.env elsewhere are what this replaces. */
struct lsv_envdesc {
	const char *name;          /* "OpenCL" or "Vulkan", for messages */
	SpvCapability root;        /* Kernel or Shader: declared by every module */
	SpvCapability other;       /* a capability implying this one is unavailable */
	SpvMemoryModel memmodel;   /* OpenCL or GLSL450 (Vulkan when its extension is enabled) */
	int extset;                /* LSV_SET_OPENCL or LSV_SET_GLSL: math instructions */
	SpvScope sysscope;         /* an atomic or fence without syncscope (CrossDevice; Device) */
	uint32_t buffermem;        /* semantics bit of buffer memory (CrossWorkgroup; Uniform) */
	uint32_t allmem;           /* semantics bits of all memory a fence orders (Workgroup and
	                              CrossWorkgroup; Uniform, Workgroup and Image) */
	bool vksem;                /* Vulkan's memory semantics rules: no SequentiallyConsistent
	                              (VUID-StandaloneSpirv-MemorySemantics-10866), and an ordered
	                              one names a storage class (-10870) */
	bool logical;              /* pointers are typed access chains: no casts, no pointer integers */
	bool structured;           /* conditional branches and loops carry merge instructions */
	bool constinputs;          /* builtin input variables decorated Constant */
	bool bits32;               /* bit instructions take 32-bit integers only (Vulkan:
	                              VUID-StandaloneSpirv-Base-04781) */
	bool ulpmath;              /* math has ulp bounds (OpenCL C 3.0, 7.4: remainders exact,
	                              division 2.5 ulp); else only +, -, * are (correctly rounded) */
	bool coopmat;              /* target("spirv.CooperativeMatrixKHR") has a lowering (Kernel:
	                              Shader modules would need arrays behind its pointers) */
	const struct lsv_imagecaps *images; /* what image types add to the grammar; NULL: nothing */
	/* The capabilities a module may declare, sorted by value, with the
	 * lowest Vulkan minor version that allows each; NULL: all that the
	 * grammar allows and that do not imply `other`. A capability outside
	 * the list is still allowed by an extension its grammar row names. */
	const struct lsv_capallow *allow;
	unsigned nallow;
	const int16_t *sc;         /* address space -> storage class; -1: none */
	unsigned nsc;
	void (*module)(struct lsv_ctx *c); /* capabilities, memory model, source (module-level) */
	/* Make defined function f (id) an entry point if it is one; false if not. */
	bool (*entry)(struct lsv_ctx *c, LLVMValueRef f, SpvId id);
	/* A global the environment declares itself (resources, members of
	 * constant buffers): true when g needs no OpVariable of its own. */
	bool (*global)(struct lsv_ctx *c, LLVMValueRef g);
	bool (*linkage)(struct lsv_ctx *c); /* may symbols have LinkageAttributes? */
};
const struct lsv_envdesc *lsv_envdesc(const struct lsv_target *t);
/* The MemorySemantics bit of the memory in storage class sc; 0 for none. */
uint32_t lsv_sc_semantics(struct lsv_ctx *c, SpvStorageClass sc);

/* words.c */

enum lsv_section {
	SEC_CAP, SEC_EXT, SEC_IMPORT, SEC_MEMMODEL, SEC_ENTRY, SEC_EXECMODE,
	SEC_STRING, SEC_NAME, SEC_MODPROC, SEC_ALIAS, SEC_ANNOT, SEC_TYPES, SEC_FDECL, SEC_FDEF, NSEC
};

SpvId lsv_id(struct lsv_ctx *c);
void lsv_emit(struct lsv_ctx *c, struct lsv_vec *v, SpvOp op, const uint32_t *w, size_t n);
/* EMIT(c, vec, op, words...): one instruction; word count computed. */
#define EMIT(c, v, op, ...) \
	lsv_emit(c, v, op, (const uint32_t[]){__VA_ARGS__}, \
	         sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))
#define EMIT0(c, v, op) lsv_emit(c, v, op, NULL, 0)
/* The section buffer s of the module. */
struct lsv_vec *lsv_sec(struct lsv_ctx *c, enum lsv_section s);
/* Hash-consed type or constant: w are the operands after the result id (for an
 * op with a result type, w[0] is that type). Emitted once into SEC_TYPES. */
SpvId lsv_intern(struct lsv_ctx *c, SpvOp op, const uint32_t *w, size_t n);
#define INTERN(c, op, ...) \
	lsv_intern(c, op, (const uint32_t[]){__VA_ARGS__}, \
	           sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))
void lsv_name(struct lsv_ctx *c, SpvId id, const char *s, size_t len); /* made valid UTF-8 */
void lsv_vec_utf8(struct lsv_vec *v, const char *s, size_t len); /* literal string, invalid
                                                                   UTF-8 bytes as U+FFFD,
                                                                   cut at a NUL */
void lsv_decorate(struct lsv_ctx *c, SpvId id, SpvDecoration d, const uint32_t *lit, size_t n);
/* OpDecorate or OpMemberDecorate with operands w, unless the module has it
 * already (annotations repeat at every use of what they annotate). */
void lsv_annotate_once(struct lsv_ctx *c, SpvOp op, const uint32_t *w, size_t n);
#define DECORATE(c, id, d, ...) \
	lsv_decorate(c, id, d, (const uint32_t[]){__VA_ARGS__}, \
	             sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))
#define DECORATE0(c, id, d) lsv_decorate(c, id, d, NULL, 0)
SpvId lsv_import(struct lsv_ctx *c, int set); /* LSV_SET_* */
SpvId lsv_string(struct lsv_ctx *c, const char *s, size_t len); /* OpString */
uint32_t *lsv_finish(struct lsv_ctx *c, size_t *nwords);

enum { LSV_SET_OPENCL, LSV_SET_GLSL, LSV_SET_OCLDI, LSV_SET_NSDI100, LSV_SET_NSDI200, LSV_NSETS };

/* reqs.c */
void lsv_req_cap(struct lsv_ctx *c, SpvCapability cap);
void lsv_req_ext(struct lsv_ctx *c, enum lsv_ext ext);
void lsv_req_version(struct lsv_ctx *c, uint32_t v, const char *why);
void lsv_req_op(struct lsv_ctx *c, SpvOp op);
void lsv_req_enum(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value);
void lsv_req_params(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value, const uint32_t *lit, size_t n);
/* May the module use this opcode, capability or enumerant here? Answered from
 * the grammar (facts merged), --spirv-ext and the environment: one of its
 * capabilities is declared or available, and the target's version allows it
 * or one of its extensions is enabled. Lowering that has a fallback asks this
 * once; requiring what is not ok is an error naming what would enable it. */
bool lsv_op_ok(struct lsv_ctx *c, SpvOp op);
bool lsv_cap_ok(struct lsv_ctx *c, SpvCapability cap);
bool lsv_enum_ok(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value);
/* The same for an optional hint (a decoration that changes no meaning): usable
 * without raising the version above what the triple fixes. */
bool lsv_hint_ok(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value);
/* What would make it ok, for messages: " (enable it with --spirv-ext=+SPV_X)",
 * " (it needs SPIR-V 1.N)", " (capability X is not available in the OpenCL
 * environment)", or "" when it is ok. In the module arena. */
const char *lsv_op_why(struct lsv_ctx *c, SpvOp op);
const char *lsv_enum_why(struct lsv_ctx *c, enum lsv_kind kind, uint32_t value);
/* Use extension ext for a rule it relaxes (no grammar row names it): true
 * and declared when it is enabled. */
bool lsv_use_ext(struct lsv_ctx *c, enum lsv_ext ext);
bool lsv_has_cap(struct lsv_ctx *c, SpvCapability cap);
bool lsv_version_ok(struct lsv_ctx *c, uint32_t v); /* v <= what the target allows */
void lsv_reqs_finish(struct lsv_ctx *c); /* fills SEC_CAP and SEC_EXT, fixes c->version */

/* print.c: the module as SPIRV-Tools' disassembler prints it (numeric ids),
 * from the grammar tables; malloc'ed, NULL if the words are malformed or use
 * an opcode the tables lack. */
char *lsv_print_module(const uint32_t *w, size_t n);
/* print.c: the module as the system's SPIRV-Tools can check it: what the
 * grammar facts add taken out (a value the old tools cannot read becomes an
 * OpUndef of its type; annotations, modes, statements and capabilities they
 * cannot read are left out; a renamed extension takes its older name).
 * 0: nothing to take out; 1: *out (malloc'ed, *outn words) and *map (the
 * instruction of w, counted from 1, of each instruction of *out, counted from
 * 0; malloc'ed); -1: not possible (a type the old tools cannot read). */
int lsv_old_module(const uint32_t *w, size_t n, uint32_t **out, size_t *outn, size_t **map);
/* compile.c: the system SPIRV-Tools' disassembly, the same way; NULL if it cannot. */
char *lsv_tools_text(const uint32_t *w, size_t n);

/* types.c */
SpvId lsv_type(struct lsv_ctx *c, LLVMTypeRef t);            /* pointers: uchar* */
SpvId lsv_void_type(struct lsv_ctx *c);
SpvId lsv_bool_type(struct lsv_ctx *c);
SpvId lsv_int_type(struct lsv_ctx *c, unsigned bits);        /* bits already legal */
SpvId lsv_float_type(struct lsv_ctx *c, unsigned bits);
enum lsv_bf { LSV_BF_NONE, LSV_BF_KHR, LSV_BF_INTEL };
enum lsv_bf lsv_bf_route(struct lsv_ctx *c); /* how bfloat is represented */
SpvId lsv_bfloat_type(struct lsv_ctx *c);

/* bfloat.c */
bool lsv_is_bf(LLVMTypeRef t);                         /* bfloat or a vector of them */
LLVMTypeRef lsv_bf_float(struct lsv_ctx *c, LLVMTypeRef t); /* float with t's lanes */
bool lsv_bf_native(struct lsv_ctx *c); /* arithmetic on bfloat itself (declares the capability) */
SpvId lsv_bf_widen(struct lsv_ctx *c, SpvId x, LLVMTypeRef t);
SpvId lsv_bf_narrow(struct lsv_ctx *c, SpvId f, LLVMTypeRef t);
SpvId lsv_bf_cast(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op, SpvId *x, LLVMTypeRef *from, LLVMTypeRef to);
void lsv_bf_check_call(struct lsv_ctx *c, LLVMValueRef v, const char *name, size_t len);
SpvId lsv_vec_type(struct lsv_ctx *c, SpvId elem, unsigned n); /* n == 1: elem; widened (lsv_spv_lanes) */
unsigned lsv_spv_lanes(unsigned n); /* SPIR-V lanes of an LLVM vector of n lanes; n past 16 */
SpvId lsv_ptr_type(struct lsv_ctx *c, SpvStorageClass sc, SpvId pointee);
/* An OpTypePointer even in untyped pointer mode, for the instructions that
 * read their data type from the pointer (OpGroupAsyncCopy, vloadn, ...). */
SpvId lsv_typed_ptr_type(struct lsv_ctx *c, SpvStorageClass sc, SpvId pointee);
bool lsv_has_null(LLVMTypeRef t); /* false for images, samplers, pipes (OpConstantNull is invalid) */
LLVMTypeRef lsv_coopmat_comp(LLVMTypeRef t); /* a cooperative matrix type's component type, else NULL */
SpvId lsv_value_type(struct lsv_ctx *c, LLVMValueRef v);    /* pointers: inferred pointee */
SpvId lsv_ptr_to(struct lsv_ctx *c, LLVMTypeRef ptrty, LLVMTypeRef pointee, LLVMValueRef where);
/* The SPIR-V type a pointer of LLVM type ptrty to pointee points to (void and
 * functions are bytes, so is i1 outside Function memory). */
SpvId lsv_pointee_type(struct lsv_ctx *c, LLVMTypeRef ptrty, LLVMTypeRef pointee, LLVMValueRef where);
/* Untyped pointer mode (SPV_KHR_untyped_pointers): is the pointer type an
 * OpTypeUntypedPointerKHR? Then variables and access chains name their data
 * type themselves, which the two helpers below do. */
bool lsv_ptr_untyped(struct lsv_ctx *c, SpvId ptrtype);
/* OpVariable pt id sc [init], or OpUntypedVariableKHR pt id sc data [init]
 * when pt is untyped; init 0: none. */
void lsv_variable(struct lsv_ctx *c, struct lsv_vec *v, SpvId pt, SpvId id, SpvStorageClass sc, SpvId data,
                  SpvId init);
/* An access chain op (OpAccessChain, OpPtrAccessChain or an InBounds form)
 * with words w = result type, result id, base, indices; basety is the base's
 * pointee type, which the untyped form names before the base. */
void lsv_emit_chain(struct lsv_ctx *c, struct lsv_vec *v, SpvOp op, SpvId basety, const uint32_t *w, size_t n);
/* The same as an instruction in the current block: w = base, indices. */
SpvId lsv_chain(struct lsv_ctx *c, SpvOp op, SpvId type, SpvId basety, const uint32_t *w, size_t n);
#define CHAIN(c, op, type, basety, ...) \
	lsv_chain(c, op, type, basety, (const uint32_t[]){__VA_ARGS__}, \
	          sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))
unsigned lsv_int_width(struct lsv_ctx *c, unsigned bits, LLVMValueRef where);
unsigned lsv_vec_len(LLVMTypeRef t); /* lanes of a vector type; 0 for scalars */
bool lsv_is_bool(LLVMTypeRef t);     /* i1 or vector of i1 */
bool lsv_is_ptrvec(LLVMTypeRef t);   /* <n x ptr>: a vector of size_t (isel.c) */
SpvId lsv_sizet(struct lsv_ctx *c);  /* the pointer-sized integer type */
unsigned lsv_elem_bits(LLVMTypeRef t); /* bits of a scalar or vector element type */
LLVMTypeRef lsv_elem_type(LLVMTypeRef t); /* a vector's element type; t itself for others */
bool lsv_is_int(LLVMTypeRef t);      /* integer scalar or vector */
unsigned lsv_scalar_bits(LLVMTypeRef t); /* bits of an integer or half/float/double; 0 for others */
unsigned lsv_member(struct lsv_ctx *c, LLVMTypeRef st, unsigned i); /* SPIR-V index of member i */
/* The SPIR-V member types of struct t (w has room for 2n + 1); returns their number. */
unsigned lsv_struct_members(struct lsv_ctx *c, LLVMTypeRef t, uint32_t *w, unsigned *map);

/* types.c: explicit layout (buffer memory of the Shader environment) */
bool lsv_is_padding(LLVMTypeRef t);                  /* target("spirv.Padding", N) */
uint64_t lsv_size_of(struct lsv_ctx *c, LLVMTypeRef t); /* bytes, padding types counted */
uint64_t lsv_offset_of(struct lsv_ctx *c, LLVMTypeRef t, unsigned i); /* of member i */
LLVMTypeRef lsv_struct_view(LLVMTypeRef t);          /* a spirv.Layout's struct; t itself */
unsigned lsv_member_index(LLVMTypeRef t, unsigned i); /* SPIR-V member of LLVM member i */
SpvId lsv_layout_type(struct lsv_ctx *c, LLVMTypeRef t); /* Offset/ArrayStride decorated */
SpvId lsv_block_type(struct lsv_ctx *c, LLVMTypeRef t);  /* the same, a struct with Block */
SpvId lsv_bufferblock_type(struct lsv_ctx *c, LLVMTypeRef t); /* ... with BufferBlock */
bool lsv_layout_class(struct lsv_ctx *c, SpvStorageClass sc); /* memory with explicit layout */

/* ptrinfer.c */
void lsv_ptrinfer(struct lsv_ctx *c);
LLVMTypeRef lsv_pointee(struct lsv_ctx *c, LLVMValueRef v); /* for pointer values */
LLVMTypeRef lsv_ret_pointee(struct lsv_ctx *c, LLVMValueRef f); /* of a returned pointer */
LLVMTypeRef lsv_gep_type(LLVMValueRef gep); /* the type a GEP's indices reach */
LLVMValueRef lsv_unalias(LLVMValueRef v); /* a global alias's aliasee (through chains); else v */
/* The start of a chain of address space casts through named spaces (and aliases). */
LLVMValueRef lsv_cast_source(LLVMValueRef v);
LLVMTypeRef lsv_md_type(LLVMValueRef md); /* the T of metadata !{T poison} or T poison; NULL if none */

/* consts.c */
SpvId lsv_const(struct lsv_ctx *c, LLVMValueRef k, LLVMValueRef where);
SpvId lsv_const_typed(struct lsv_ctx *c, LLVMValueRef k, SpvId type, LLVMValueRef where);
SpvId lsv_const_int(struct lsv_ctx *c, unsigned bits, uint64_t v); /* bits legal width */
/* The words of ConstantInt k as a literal of its legal width `bits`, low first. */
void lsv_const_words(struct lsv_ctx *c, LLVMValueRef k, unsigned bits, uint32_t *w);
SpvId lsv_const_u32(struct lsv_ctx *c, uint32_t v);
SpvId lsv_const_float(struct lsv_ctx *c, unsigned bits, double v);
SpvId lsv_const_bool(struct lsv_ctx *c, bool b);
SpvId lsv_const_splat(struct lsv_ctx *c, SpvId vectype, SpvId scalar, unsigned n);
SpvId lsv_null(struct lsv_ctx *c, SpvId type);
SpvId lsv_undef(struct lsv_ctx *c, SpvId type);
SpvId lsv_zero_of(struct lsv_ctx *c, LLVMTypeRef t); /* scalar zero: OpConstant 0 */
/* An integer (or float) constant of LLVM scalar or vector type t; vectors splat. */
SpvId lsv_const_of(struct lsv_ctx *c, LLVMTypeRef t, uint64_t v);
SpvId lsv_const_fp_of(struct lsv_ctx *c, LLVMTypeRef t, double v);
/* OpSpecConstantOp op (at most 18 operands), hash-consed, recorded as a spec constant. */
SpvId lsv_specop(struct lsv_ctx *c, SpvOp op, SpvId type, const uint32_t *w, size_t n);

/* spec.c: specialization constants (__spirv_SpecConstant[Composite] calls,
 * instructions over them as OpSpecConstantOp, LocalSizeId). */
bool lsv_spec_name(const char *name, size_t len, bool *composite); /* a SpecConstant builtin? */
void lsv_spec_scan(struct lsv_ctx *c); /* sets hasspec */
/* The module-level id of instruction v when it is a specialization constant
 * (or an operation over them that OpSpecConstantOp allows), else 0. */
SpvId lsv_spec_of(struct lsv_ctx *c, LLVMValueRef v);
/* Is v an instruction with a specialization constant operand (that did not
 * fold, when lsv_spec_of(v) is 0)? */
bool lsv_spec_uses(struct lsv_ctx *c, LLVMValueRef v);
/* The one OpSpecConstant of SpecId specid (scalar type t, default bits). */
SpvId lsv_spec_id(struct lsv_ctx *c, uint32_t specid, LLVMTypeRef t, uint64_t bits, LLVMValueRef where);
/* OpSpecConstantComposite of type t from call v's arguments from first on;
 * 0 when a member is not a constant (the value is then built at run time). */
SpvId lsv_spec_composite(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, unsigned first);
/* Fail unless call v's arguments from first on are the members of t. */
void lsv_spec_check_composite(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, unsigned first);
/* LocalSizeId operands of kernel f from !reqd_work_group_size with
 * !{i32 SpecId, i32 default} operands; false when it has none. */
bool lsv_spec_local_size(struct lsv_ctx *c, LLVMValueRef f, SpvId ids[3]);

/* globals.c */
void lsv_globals(struct lsv_ctx *c);
void lsv_execmode(struct lsv_ctx *c, SpvOp op, const uint32_t *w, size_t n); /* {entry, mode, ...}, once */
void lsv_fp_modes(struct lsv_ctx *c); /* fpmodes.c: !spirv.ExecutionMode, denormal-fp-math */
SpvId lsv_global_id(struct lsv_ctx *c, LLVMValueRef g);
bool lsv_private_global(LLVMValueRef g); /* a module-scope variable in address space 0 */
SpvId lsv_private_global_ref(struct lsv_ctx *c, LLVMValueRef g); /* as a generic pointer constant */
SpvId lsv_global_pointee(struct lsv_ctx *c, LLVMValueRef g); /* its value type, an i1 as a byte */
bool lsv_is_block_invoke(LLVMValueRef f);
/* ir.c: g's metadata attachments. The list is the context's one-object cache:
 * valid until the next call for another object, and only while nothing
 * changes the module (all calls come after lsv_prep and lsv_widevec). */
const struct lsv_mdlist *lsv_md_list(struct lsv_ctx *c, LLVMValueRef g);
LLVMValueRef lsv_md_attached(struct lsv_ctx *c, LLVMValueRef g, unsigned kind); /* NULL: none */
SpvId lsv_fn_addr(struct lsv_ctx *c, LLVMValueRef f, LLVMValueRef where); /* null for blocks */
void lsv_entry_points(struct lsv_ctx *c); /* OpEntryPoint and modes, at finish */
/* the id OpEntryPoint names for f (a wrapper when f is also called); names both */
SpvId lsv_entry_function(struct lsv_ctx *c, LLVMValueRef f, SpvId id);
void lsv_add_entry(struct lsv_ctx *c, LLVMValueRef f, SpvId id, SpvExecutionModel model);
void lsv_add_ifacevar(struct lsv_ctx *c, SpvId var); /* a module-scope variable, for 1.4+ interfaces */
void lsv_kernel_module(struct lsv_ctx *c); /* the OpenCL environment's parts */
bool lsv_kernel_entry(struct lsv_ctx *c, LLVMValueRef f, SpvId id);
SpvId lsv_builtin_var(struct lsv_ctx *c, SpvBuiltIn b, SpvId type);
SpvId lsv_builtin_read(struct lsv_ctx *c, SpvBuiltIn b, SpvId type); /* load, converted to type */
bool lsv_is_kernel(LLVMValueRef f);
/* Fail unless name can be a SPIR-V linkage or entry point name. */
void lsv_check_name(struct lsv_ctx *c, LLVMValueRef g, const char *name, size_t n);
SpvId lsv_fn_type(struct lsv_ctx *c, LLVMValueRef f);
void lsv_fn_header(struct lsv_ctx *c, struct lsv_vec *v, LLVMValueRef f, SpvId id, SpvId *params);

/* decorate.c: decorations from metadata (!spirv.Decorations on globals and
 * instructions, !spirv.ParameterDecorations, !spirv.DecorationCacheControlINTEL) */
void lsv_global_decorations(struct lsv_ctx *c, LLVMValueRef g, SpvId id);
SpvId lsv_pipe_storage(struct lsv_ctx *c, LLVMValueRef g); /* an I/O pipe's storage object; 0: none */
void lsv_param_decorations(struct lsv_ctx *c, LLVMValueRef f, unsigned i, SpvId pid);
void lsv_fn_decorations(struct lsv_ctx *c, LLVMValueRef f, SpvId id);
/* Loop hints (SPV_INTEL_unstructured_loop_controls): find the headers of the
 * loops whose back edge carries !llvm.loop, in the function's block order;
 * then OpLoopControlINTEL before header bb's terminator. */
void lsv_loop_headers(struct lsv_ctx *c, const LLVMBasicBlockRef *order, unsigned n);
void lsv_loop_control(struct lsv_ctx *c, LLVMBasicBlockRef bb);
void lsv_kernel_attr_modes(struct lsv_ctx *c, LLVMValueRef f, SpvId entry); /* SPV_INTEL_kernel_attributes */
/* Around lowering instruction inst: before returns NULL when it has no such
 * metadata, else what after needs (a pointer operand used through a decorated
 * copy for this instruction only; the result decorated after). */
void *lsv_inst_decos_before(struct lsv_ctx *c, LLVMValueRef inst);
void lsv_inst_decos_after(struct lsv_ctx *c, LLVMValueRef inst, void *save);
/* SPV_INTEL_memory_access_aliasing: append to a load's or store's memory
 * operands w[0..*n) (mask *mask at w[at], 0 and at == *n: none yet) the
 * AliasScopeINTEL and NoAliasINTEL lists of inst's !alias.scope and !noalias;
 * nothing when the extension is off or inst has neither. */
void lsv_alias_operands(struct lsv_ctx *c, LLVMValueRef inst, uint32_t *w, unsigned *n, unsigned at);

/* prep.c: the Shader environment's IR preparation (a copy of the module) */
LLVMModuleRef lsv_prep(struct lsv_ctx *c);
bool lsv_is_shader_entry(LLVMValueRef f); /* has "hlsl.shader" */
void lsv_passes(struct lsv_ctx *c, const char *pipeline); /* LLVMRunPasses on c->m */

/* widevec.c: the Kernel environment's vectors of more than 16 lanes, legalised
 * on a copy of the module (c->own) when it has any */
void lsv_widevec(struct lsv_ctx *c);
void lsv_int4_scan(struct lsv_ctx *c); /* int4.c: sets int4 */

/* shader.c */
struct lsv_binding {          /* what a handlefrombinding call names */
	LLVMTypeRef type;         /* the handle type: target("spirv.VulkanBuffer", ...), an image */
	uint32_t set, binding, count; /* count: array size, 0 unbounded */
	LLVMValueRef index;       /* element of an array of resources; NULL: 0 */
	bool nonuniform;
	const char *name;         /* NULL if none */
};
struct lsv_res {              /* the variable of one set and binding */
	LLVMTypeRef type;
	uint32_t count;
	SpvStorageClass sc;
	SpvId var, elem;          /* the variable, the type of one element */
};
struct lsv_cbmember {         /* a global that is a member of a constant buffer */
	struct lsv_binding b;
	unsigned member;          /* among the layout's members that are not padding */
};
void lsv_shader_module(struct lsv_ctx *c);
bool lsv_shader_entry(struct lsv_ctx *c, LLVMValueRef f, SpvId id);
bool lsv_shader_global(struct lsv_ctx *c, LLVMValueRef g);
void lsv_shader_cbmember(struct lsv_ctx *c, LLVMValueRef g, LLVMValueRef handle, unsigned k);
const struct lsv_cbmember *lsv_shader_cbfind(struct lsv_ctx *c, LLVMValueRef g);
SpvId lsv_shader_cbvar(struct lsv_ctx *c, const struct lsv_cbmember *m, LLVMValueRef where, uint64_t *off);
SpvId lsv_shader_handle(struct lsv_ctx *c, LLVMValueRef call); /* pointer to the resource */
void lsv_nonuniform(struct lsv_ctx *c, SpvId id); /* decorate a pointer NonUniform, remember it */
LLVMTypeRef lsv_buffer_block(struct lsv_ctx *c, LLVMTypeRef handle); /* { T } */
SpvStorageClass lsv_buffer_class(struct lsv_ctx *c, LLVMTypeRef handle, LLVMValueRef where);
SpvId lsv_buffer_blocktype(struct lsv_ctx *c, LLVMTypeRef handle); /* Block or BufferBlock { T } */
/* llvm.spv.* intrinsics of the Shader environment; false if not one. */
bool lsv_shader_intrinsic(struct lsv_ctx *c, LLVMValueRef call, const char *name, size_t len);

/* logical.c: pointers under logical addressing. A pointer value is a base
 * (a variable or access chain) with a constant and run-time byte offsets
 * into the base's LLVM type; uses rebuild a typed OpAccessChain from the
 * explicit layout (POINTERS.md, "Logical addressing"). */
struct lsv_term {
	SpvId x;                  /* an integer id */
	unsigned bits;            /* its width */
	int64_t scale;            /* bytes per unit */
};
struct lsv_lptr {
	SpvId base;               /* a pointer id */
	LLVMTypeRef type;         /* what base points to */
	SpvStorageClass sc;
	bool layout;              /* base's memory has explicit layout */
	SpvId basety;             /* the SPIR-V type base points to */
	uint32_t *pre;            /* indices from base to the object `type` names (phis, selects, */
	unsigned npre;            /* merged allocas); the offsets count from there */
	const bool *prem;         /* which of pre are struct member constants; NULL: none */
	SpvId image;              /* a typed buffer's texel: the image variable; base unused */
	LLVMTypeRef imagetype;    /* its target("spirv.Image", ...) type */
	SpvId coord;              /* its texel index */
	int64_t off;              /* constant byte offset */
	unsigned nterms;
	struct lsv_term *terms;   /* run-time offsets: x * scale bytes each */
};
const struct lsv_lptr *lsv_lptr(struct lsv_ctx *c, LLVMValueRef p);
/* A pointer to an object of LLVM type want at p; fails clearly if there is none. */
SpvId lsv_lptr_chain(struct lsv_ctx *c, const struct lsv_lptr *lp, LLVMTypeRef want, LLVMValueRef where);
/* Lower instruction v if it is one logical addressing lowers differently
 * (*done); its result id, 0 for none or a pointer. */
SpvId lsv_logical(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op, bool *done);
void lsv_logical_fold(struct lsv_ctx *c, LLVMValueRef f); /* before lowering f */
bool lsv_logical_skip(struct lsv_ctx *c, LLVMValueRef v); /* folded into the addresses that use it */
void lsv_logical_phis(struct lsv_ctx *c, LLVMBasicBlockRef pred); /* pointer phis' incoming, at the end of pred */
void lsv_logical_phifix(struct lsv_ctx *c); /* pointer phis' index phis, completed */
void lsv_logical_memcpy(struct lsv_ctx *c, LLVMValueRef call);
SpvId lsv_logical_getpointer(struct lsv_ctx *c, LLVMValueRef call);
/* llvm.spv.resource.load/store.typedbuffer; the loaded value, 0 for a store */
SpvId lsv_logical_typedbuffer(struct lsv_ctx *c, LLVMValueRef call, bool store);

/* debug.c: names, source, lines and the debug instruction sets. Hooks:
 * compile.c calls begin (after verification) and finish (before lsv_finish),
 * and restore on the failure path; globals.c calls source; isel.c calls loc
 * before each instruction and fnbody after the OpVariables; intrin.c sends
 * the llvm.dbg.* calls to intrinsic. */
void lsv_debug_begin(struct lsv_ctx *c);
void lsv_debug_source(struct lsv_ctx *c);   /* OpSource, OpSourceExtension */
void lsv_debug_loc(struct lsv_ctx *c, LLVMValueRef inst);
void lsv_debug_intrinsic(struct lsv_ctx *c, LLVMValueRef call);
void lsv_debug_fnbody(struct lsv_ctx *c, struct lsv_vec *out);
void lsv_debug_finish(struct lsv_ctx *c);
void lsv_debug_restore(struct lsv_ctx *c);  /* the module's own debug format again */
/* OpName for v's result id: its name, or with LSV_DEBUG_ALL_NAMES its LLVM slot
 * number when it has none. */
void lsv_name_value(struct lsv_ctx *c, SpvId id, LLVMValueRef v);

/* cfg.c */
struct lsv_blocks {
	LLVMBasicBlockRef *order; /* reverse post-order from the entry; unreachable last */
	unsigned n;
};
void lsv_cfg_order(struct lsv_ctx *c, LLVMValueRef f, struct lsv_blocks *b);
/* Structured control flow: every loop has one header, one back edge and one
 * exit (LLVM's loop-simplify, unify-loop-exits and structurizecfg made them
 * so); lsv_cfg_structure finds each header's merge and continue blocks,
 * lsv_cfg_merge emits them before bb's terminator. */
void lsv_cfg_reducible(struct lsv_ctx *c, LLVMValueRef f); /* fails if f is not */
bool lsv_cfg_structured(struct lsv_ctx *c, LLVMValueRef f); /* needs no structurizing */
#define LSV_STRUCTURIZED "lsv-structurized" /* attribute: went through LLVM's structurizer */
/* the latch a loop nested in its loop exits to, and the blocks exiting to it */
LLVMBasicBlockRef lsv_cfg_shared_latch(struct lsv_ctx *c, LLVMValueRef f, LLVMBasicBlockRef **from,
                                       unsigned *nfrom);
void lsv_cfg_structure(struct lsv_ctx *c, LLVMValueRef f, const struct lsv_blocks *b);
void lsv_cfg_merge(struct lsv_ctx *c, LLVMBasicBlockRef bb);
/* a switch's case successors (1..n-1) in OpSwitch order, NULL for as they are */
const unsigned *lsv_cfg_cases(struct lsv_ctx *c, LLVMBasicBlockRef bb);
void lsv_cfg_finish(struct lsv_ctx *c); /* merge blocks that nothing reaches, at the end */

/* isel.c */
void lsv_isel_fn(struct lsv_ctx *c, LLVMValueRef f, SpvId fid);
SpvId lsv_val(struct lsv_ctx *c, LLVMValueRef v);                   /* natural type */
SpvId lsv_val_ptr(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef pointee); /* cast if needed */
/* The same as a typed pointer also in untyped pointer mode (an OpBitcast of
 * the untyped one), for instructions that take their type from the pointer. */
SpvId lsv_val_tptr(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef pointee);
SpvId lsv_val_as(struct lsv_ctx *c, LLVMValueRef v, SpvId type);    /* pointers cast */
SpvId lsv_cast_ptr(struct lsv_ctx *c, SpvId v, SpvId from, SpvId to);
/* One instruction with a result into the current block. */
SpvId lsv_inst(struct lsv_ctx *c, SpvOp op, SpvId type, const uint32_t *w, size_t n);
#define INST(c, op, type, ...) \
	lsv_inst(c, op, type, (const uint32_t[]){__VA_ARGS__}, \
	         sizeof((const uint32_t[]){__VA_ARGS__}) / sizeof(uint32_t))
SpvId lsv_extinst(struct lsv_ctx *c, SpvId type, int set, uint32_t num, const SpvId *args, size_t n);
/* A vector or struct from its parts by OpCompositeInsert into OpUndef (a 0
 * part stays undefined). */
SpvId lsv_construct(struct lsv_ctx *c, SpvId type, const SpvId *parts, unsigned n);
void lsv_set_val(struct lsv_ctx *c, LLVMValueRef v, SpvId id);      /* result of v is id */
SpvId lsv_scope(struct lsv_ctx *c, SpvScope s);
SpvId lsv_label(struct lsv_ctx *c, LLVMBasicBlockRef bb); /* a block's label */
SpvId lsv_semantics(struct lsv_ctx *c, uint32_t sem);
/* Call v lowered as the LLVM instruction op on its leading arguments (for
 * intrinsics that stand for one): binary operators, casts between numbers,
 * extractelement, insertelement, freeze. */
SpvId lsv_lower_as(struct lsv_ctx *c, LLVMValueRef v, LLVMOpcode op);
SpvId lsv_lower_fcmp(struct lsv_ctx *c, LLVMValueRef v, LLVMRealPredicate p);
/* Pointer id of type have as v's result: cast to v's inferred pointee. */
SpvId lsv_ptr_result(struct lsv_ctx *c, LLVMValueRef v, SpvId id, SpvId have);
/* Helpers mem.c and flow.c share: the value map's key of v, an id memoised
 * under three words, and integers of widened odd widths (lsv_intcast's kind
 * is TRUNC, ZEXT or SEXT). */
uint64_t lsv_key(LLVMValueRef v);
SpvId lsv_lazymemo(struct lsv_ctx *c, struct lsv_map *m, uint64_t a, uint64_t b, uint64_t d);
bool lsv_isptrty(LLVMTypeRef t);
unsigned lsv_llbits(LLVMTypeRef t);
unsigned lsv_legalbits(struct lsv_ctx *c, LLVMTypeRef t);
bool lsv_odd(struct lsv_ctx *c, LLVMTypeRef t);
LLVMTypeRef lsv_intlike(struct lsv_ctx *c, LLVMTypeRef t, unsigned bits);
SpvId lsv_mask(struct lsv_ctx *c, SpvId x, LLVMTypeRef t);
SpvId lsv_sextinreg(struct lsv_ctx *c, SpvId x, LLVMTypeRef t);
enum { TRUNC, ZEXT, SEXT };
SpvId lsv_intcast(struct lsv_ctx *c, SpvId x, LLVMTypeRef from, LLVMTypeRef to, int kind);

/* mem.c */
SpvId lsv_alloca(struct lsv_ctx *c, LLVMValueRef v);
SpvId lsv_load(struct lsv_ctx *c, LLVMValueRef v);
void lsv_store(struct lsv_ctx *c, LLVMValueRef v);
SpvId lsv_atomicrmw(struct lsv_ctx *c, LLVMValueRef v);
SpvId lsv_cmpxchg(struct lsv_ctx *c, LLVMValueRef v);
void lsv_fence(struct lsv_ctx *c, LLVMValueRef v);
void lsv_check_writable(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p); /* error for constant/input */
/* A getelementptr over source type src from base, indices operands
 * first..n-1 of v (a getelementptr instruction or llvm.spv.gep). */
SpvId lsv_lower_gep(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef src, LLVMValueRef base, unsigned first,
                    unsigned n, bool inbounds);
/* The OpVariable Function of local v (an alloca or llvm.spv.alloca): cnt
 * elements of t (cnt NULL: one), aligned when align is not 0. */
SpvId lsv_local_var(struct lsv_ctx *c, LLVMValueRef v, LLVMTypeRef t, LLVMValueRef cnt, unsigned align);
/* ordering + storage bits; seq_cst is sc where SequentiallyConsistent is
 * forbidden (AcquireRelease, or Acquire for a load, Release for a store) */
uint32_t lsv_atomic_sem(struct lsv_ctx *c, LLVMValueRef p, LLVMAtomicOrdering o, LLVMAtomicOrdering sc);
void lsv_atomic_caps(struct lsv_ctx *c, LLVMTypeRef t, LLVMValueRef v);
LLVMTypeRef lsv_sizetype(struct lsv_ctx *c);                  /* pointer-sized integer */
LLVMValueRef lsv_builtinvar(LLVMValueRef p);                   /* __spirv_BuiltIn* p points into */
int lsv_hasvla(LLVMValueRef f);                                /* 0, or 1/2: see mem.c */
SpvId lsv_laneindex(struct lsv_ctx *c, LLVMValueRef ix);      /* a vector lane index */

/* flow.c */
SpvId lsv_phi(struct lsv_ctx *c, LLVMValueRef v);
void lsv_phifix(struct lsv_ctx *c);
void lsv_br(struct lsv_ctx *c, LLVMValueRef v);
void lsv_switch(struct lsv_ctx *c, LLVMValueRef v);
void lsv_indirectbr(struct lsv_ctx *c, LLVMValueRef v);
void lsv_ret(struct lsv_ctx *c, LLVMValueRef v);
/* Control flow inside one LLVM block (loops, masked loads and stores,
 * structured headers split in two): a new SPIR-V block starts at label l;
 * the successors' phis name the last one. */
void lsv_start_block(struct lsv_ctx *c, SpvId l);
/* lsv_loop emits a counted loop calling body(c, i, arg) for i in [0, n), n
 * an integer of `bits` bits (from n - 1 down to 0 when `down`); the body
 * must not start blocks itself (lsv_start_block). */
void lsv_loop(struct lsv_ctx *c, unsigned bits, SpvId n, bool down,
              void (*body)(struct lsv_ctx *c, SpvId i, void *arg), void *arg);

/* vector.c: vectors of lengths SPIR-V lacks, widened (lsv_spv_lanes). */
bool lsv_widened(LLVMTypeRef t);  /* a vector whose SPIR-V type has more lanes */
/* Must an access of type t through p go lane by lane (a widened vector that is
 * not a whole variable of that type)? */
bool lsv_by_lanes(LLVMValueRef p, LLVMTypeRef t);
SpvId lsv_load_lanes(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t);
void lsv_store_lanes(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t, SpvId x);
SpvId lsv_fill_lanes(struct lsv_ctx *c, SpvId x, LLVMTypeRef t, uint64_t fill); /* extra lanes := fill */
bool lsv_call_widened(LLVMValueRef v); /* does call v take or return a widened vector? */

/* builtins.c: OpenCL builtins and __spirv_* calls. Returns false if the callee
 * is not a builtin (then it is an ordinary call). */
bool lsv_builtin_call(struct lsv_ctx *c, LLVMValueRef call, LLVMValueRef callee,
                      const char *name, size_t len);
bool lsv_builtin_global(struct lsv_ctx *c, LLVMValueRef g, SpvId *id);
/* A load through a __spirv_BuiltIn* global (an Input variable): *id is the
 * value; false if the address is not one. */
bool lsv_builtin_load(struct lsv_ctx *c, LLVMValueRef load, SpvId *id);
/* The pointee of a builtin's pointer parameter i from its mangled name; NULL if unknown. */
LLVMTypeRef lsv_builtin_pointee(struct lsv_ctx *c, LLVMValueRef callee, unsigned i);

/* intrin.c: llvm.* intrinsics. Returns false for an unknown intrinsic that
 * the options allow as an external call. */
bool lsv_intrinsic(struct lsv_ctx *c, LLVMValueRef call, LLVMValueRef callee,
                   const char *name, size_t len);
/* The extended instruction `ocl` (Kernel) or `glsl` (Shader) on args. */
SpvId lsv_math(struct lsv_ctx *c, LLVMValueRef v, SpvId type, const char *ocl, const char *glsl,
               const SpvId *args, size_t n);

/* FPMaxErrorDecorationINTEL on id from md, an !{float ulp} node (!fpmath),
 * when the grammar allows it; false when md is not such a node. */
bool lsv_max_error(struct lsv_ctx *c, SpvId id, LLVMValueRef md);
/* The same from instruction inst's !fpmath, if it has one, on its result id. */
void lsv_fpmath(struct lsv_ctx *c, LLVMValueRef inst, SpvId id);
/* OpFmaKHR for the OpenCL.std instruction `name` when it is fma and
 * SPV_KHR_fma allows it; else 0. */
SpvId lsv_fma_khr(struct lsv_ctx *c, SpvId type, const char *name, size_t len, const SpvId *args, size_t n);

/* v lowered by the llvm.* row `row` (llvm.spv.assume and the like). */
void lsv_intrinsic_as(struct lsv_ctx *c, LLVMValueRef v, const char *row);
/* An intrinsic LLVM does not know, called with types its lowering cannot take. */
_Noreturn void lsv_bad_intrinsic(struct lsv_ctx *c, LLVMValueRef v);

/* spvintrin.c: llvm.spv.* intrinsics; false if name is not one. */
bool lsv_spv_intrinsic(struct lsv_ctx *c, LLVMValueRef call, const char *name, size_t len);

/* demangle.c: Itanium names of the OpenCL builtin subset. */
enum lsv_mkind {
	LSV_M_VOID, LSV_M_BOOL, LSV_M_CHAR, LSV_M_SCHAR, LSV_M_UCHAR, LSV_M_SHORT,
	LSV_M_USHORT, LSV_M_INT, LSV_M_UINT, LSV_M_LONG, LSV_M_ULONG, LSV_M_HALF,
	LSV_M_FLOAT, LSV_M_DOUBLE, LSV_M_BFLOAT, LSV_M_SIZE_T, LSV_M_VEC,
	LSV_M_PTR, LSV_M_NAMED /* a class or struct name: ocl_image2d_ro, ... */
};
enum { LSV_Q_CONST = 1, LSV_Q_VOLATILE = 2, LSV_Q_RESTRICT = 4 };
struct lsv_mtype {
	enum lsv_mkind kind;
	unsigned lanes;              /* LSV_M_VEC: element count */
	unsigned addrspace;          /* LSV_M_PTR: from U3AS<n>; 0 when absent */
	unsigned quals;              /* LSV_Q_* of the pointee (PK...) */
	const struct lsv_mtype *of;  /* LSV_M_VEC element, LSV_M_PTR pointee */
	const char *name;            /* LSV_M_NAMED, not NUL-terminated */
	size_t namelen;
};
#define LSV_MAXPARAMS 16
struct lsv_demangled {
	const char *name; /* the function's plain name, points into the symbol */
	size_t namelen;
	unsigned nparams;
	const struct lsv_mtype *params[LSV_MAXPARAMS];
};
/* Demangle sym (_Z...); types live in arena a. Returns false if sym is not a
 * mangled function name this demangler understands. */
bool lsv_demangle(const char *sym, size_t len, struct lsv_demangled *d, struct lsv_arena *a);
bool lsv_msigned(const struct lsv_mtype *t); /* char/short/int/long (or vector of) */

/* builtins.c: OpenCL builtins and __spirv_* calls, in areas: builtins.c itself
 * (work-item, math, integer, common, relational, geometric, barriers), atomics.c,
 * vmem.c, images.c. Each area has a table of rows sorted by name and one
 * lowering entry point. */
enum lsv_barea { LSV_BI_CORE, LSV_BI_ATOMICS, LSV_BI_VMEM, LSV_BI_IMAGES, LSV_BI_NARROWFP };
struct lsv_brow {
	const char *name; /* demangled OpenCL C name */
	int fam;          /* family, local to the area */
	const char *a, *b; /* family arguments */
};
struct lsv_bcall {
	const struct lsv_brow *row;
	enum lsv_barea area;
	LLVMValueRef callee;
	struct lsv_demangled d;
	bool mangled;
	const char *spvocl; /* __spirv_ocl_<name>: the OpenCL.std name */
	size_t spvocllen;
	int64_t builtin;    /* work-item rows: the SpvBuiltIn they read */
};
extern const struct lsv_brow lsv_atomics_rows[], lsv_vmem_rows[], lsv_images_rows[], lsv_narrowfp_rows[];
extern const size_t lsv_atomics_nrows, lsv_vmem_nrows, lsv_images_nrows, lsv_narrowfp_nrows;
/* Lower call v of an area's builtin; return its result id, 0 for none. */
SpvId lsv_bi_atomics(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl);
SpvId lsv_bi_intdot(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl); /* dot on 8-bit int vectors */
extern const struct lsv_brow lsv_atomics_spvop; /* the __spirv_<OpName> call form */
SpvId lsv_bi_vmem(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl);
SpvId lsv_bi_images(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl);
bool lsv_task_function(LLVMValueRef f); /* a task sequence's function: defined first */
/* narrowfp.c: 8-bit floats held in i8 bits; the builtins' lowering, and
 * llvm.arbitrary.fp.convert's with its format strings and rounding (-1: none) */
SpvId lsv_bi_narrowfp(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl);
SpvId lsv_narrowfp_intrinsic(struct lsv_ctx *c, LLVMValueRef v, const char *res, unsigned reslen, const char *src,
                             unsigned srclen, int round);
/* vmem.c: the row name of a spelling with a vector width, _sat, rounding or
 * _R<type> suffix (convert_int4_sat_rte -> convert_int, vstore_half4_rtz ->
 * vstore_half, __spirv_ocl_vloadn_Rfloat4 -> __spirv_ocl_vloadn) into buf;
 * returns its length, 0 if name has none of these. */
size_t lsv_bi_canon(const char *name, size_t len, char *buf, size_t cap);
/* subgroups.c: call v as Intel sub-group instruction op (the shuffles, buffer
 * and image block I/O, media block I/O; OpenCL C argument order), with the
 * core fallback where there is one. */
SpvId lsv_bi_intel_subgroup(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op);
/* coopmat.c: the __spirv_ forms on cooperative matrices that the grammar's
 * operands do not describe (Length of a value, AccessChain to an element,
 * Vector{Extract,Insert}Dynamic): does call v of op need it, and lower it. */
bool lsv_coopmat_call(struct lsv_ctx *c, LLVMValueRef v, SpvOp op);
SpvId lsv_bi_coopmat(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op);
void lsv_coopmat_layout(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, SpvOp op); /* its needs */
int lsv_coopmat_conv(LLVMTypeRef *from, LLVMTypeRef *to); /* matrices of one shape: 1, components */
SpvId lsv_coopmat_select(struct lsv_ctx *c, SpvId cond, LLVMValueRef a, LLVMValueRef b); /* matrices a, b */
/* A load or store of a t at p that moves a whole matrix copied as an integer:
 * the matrix type to move; NULL for an ordinary access; an error for any
 * other access to a matrix's memory as another type. */
LLVMTypeRef lsv_coopmat_access(struct lsv_ctx *c, LLVMValueRef v, LLVMValueRef p, LLVMTypeRef t);
LLVMTypeRef lsv_coopmat_copy(struct lsv_ctx *c, LLVMValueRef load); /* such a copying load's matrix type */
bool lsv_coopmat_memcpy(struct lsv_ctx *c, LLVMValueRef v); /* llvm.memcpy/memmove v of a matrix, if it is one */
/* intelio.c: the operand rules of the 2D block and predicated I/O calls
 * (an error at a call that breaks them), and the pointee pointer operand j
 * of such a call needs (NULL: no rule). */
void lsv_intelio_check(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, int opc);
LLVMTypeRef lsv_intelio_pointee(struct lsv_ctx *c, LLVMValueRef v, int opc, LLVMTypeRef rt, unsigned j);
/* vmem.c: __spirv_<opname>(...) as that core instruction, operands by the grammar. */
SpvId lsv_bi_spirv_op(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, const char *opname);
/* atomics.c: argument j as the Scope ('c') or MemorySemantics ('m') operand at
 * d of opc's operand codes, a constant checked against what SPIR-V allows. */
SpvId lsv_bi_scopesem(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned j, int opc,
                      const char *codes, const char *d);
/* Argument i of builtin call v; fewer arguments is an error at the call. */
LLVMValueRef lsv_bi_argv(struct lsv_ctx *c, LLVMValueRef v, unsigned i);
const char *lsv_builtin_name(struct lsv_ctx *c, LLVMValueRef callee, size_t *len); /* demangled */
/* The type of call v's sret first argument (an instruction's struct result
 * stored through it: __spirv_IAddCarry(ptr sret(T), a, b)), or NULL. */
LLVMTypeRef lsv_bi_sret(LLVMValueRef v, const struct lsv_bcall *cl);
/* Argument i of the call; a pointer is cast to the pointee its mangled type names. */
SpvId lsv_bi_arg(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i);
/* The same as a typed pointer also in untyped pointer mode (lsv_val_tptr). */
SpvId lsv_bi_targ(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl, unsigned i);
LLVMTypeRef lsv_bi_llty(struct lsv_ctx *c, const struct lsv_mtype *t);
bool lsv_bi_signed(const struct lsv_bcall *cl); /* is the first parameter signed? */
/* Component dim (a value) of work-item vector built-in b, as v's integer
 * type; dflt outside dimensions 0-2. */
SpvId lsv_workitem(struct lsv_ctx *c, LLVMValueRef v, SpvBuiltIn b, LLVMValueRef dim, uint64_t dflt);
SpvId lsv_vec3_pick(struct lsv_ctx *c, SpvId vec, SpvId elty, unsigned bits, LLVMValueRef dim, uint64_t dflt);
_Noreturn void lsv_bi_unsupported(struct lsv_ctx *c, LLVMValueRef v, const struct lsv_bcall *cl,
                                  const char *why); /* "builtin <name> is not supported for <triple><why>" */
int lsv_cl_scope(uint64_t s);    /* OpenCL memory_scope value -> SpvScope, -1 if unknown */
uint32_t lsv_cl_fence(uint64_t f); /* cl_mem_fence_flags -> storage class semantics bits */

/* extops.c: SPV_INTEL_16bit_atomics: may atomic instruction op work on
 * values of type t (a 16-bit integer or bfloat scalar) natively? Declares the
 * capability when it may; false when the extension is off or has no such form. */
bool lsv_atomic16(struct lsv_ctx *c, SpvOp op, LLVMTypeRef t);
bool lsv_is_atomic16(LLVMTypeRef t); /* a 16-bit integer or bfloat scalar */
const char *lsv_atomic16_needs(struct lsv_ctx *c, SpvOp op, LLVMTypeRef t); /* "+SPV_...,+SPV_..." it lacks */
/* sigmoid of x (value v's type): OpFSigmoidINTEL or 1 / (1 + exp(-x)) */
SpvId lsv_sigmoid(struct lsv_ctx *c, LLVMValueRef v, SpvId x);
/* OpAbortKHR (message msg of type mty) at call v, ending its block */
void lsv_abort(struct lsv_ctx *c, LLVMValueRef v, SpvId mty, SpvId msg);
void lsv_trap(struct lsv_ctx *c, LLVMValueRef v); /* llvm.trap, llvm.spv.abort */

/* compile.c: the context of one compilation. */
struct lsv_ctx;
void lsv_ctx_init(struct lsv_ctx *c); /* ids, sections and maps of a zeroed context */
struct lsv_fnstate {
	LLVMValueRef f;
	struct lsv_vec vars;  /* OpVariable Function: spliced after the entry label */
	struct lsv_vec pro;   /* constant expressions materialised for the whole function */
	struct lsv_vec body;  /* the blocks */
	struct lsv_vec *cur;  /* where instructions go now: body, or pro */
	LLVMValueRef at;      /* the instruction being lowered, for diagnostics */
	struct lsv_map vals;  /* LLVMValueRef -> SpvId, ids made on first reference */
	struct lsv_map casts; /* (value id, type, block) -> cast id */
	struct lsv_map edges; /* (pred block, succ block, k) -> trampoline label */
	struct lsv_map reach; /* reachable blocks */
	struct lsv_map exits; /* LLVM block -> its last SPIR-V label, when it has several */
	struct lsv_map allocas; /* alloca -> its OpVariable (for names and DebugDeclare) */
	struct lsv_vec tramp; /* trampoline blocks of the current block's terminator */
	struct lsv_vec phis;  /* OpPhi offsets in body, operands filled in at the end */
	struct lsv_vec spans; /* blame mode: body words of each builtin call (lsv_ctx.spans) */
	struct lsv_map lptrs; /* logical addressing: pointer value -> struct lsv_lptr * */
	struct lsv_vec lphis; /* logical addressing: pointer phis (LLVMValueRef in two words) */
	struct lsv_map merges; /* structured control flow: block -> struct lsv_merge * (cfg.c) */
	struct lsv_vec deadmerges; /* labels of merge blocks nothing reaches, emitted last */
	struct lsv_map loops; /* loop header block -> its !llvm.loop back edge (decorate.c) */
	LLVMBasicBlockRef bb; /* block being lowered */
	SpvId label;          /* its label */
	bool vla;             /* allocas with a run-time size, lowered with SPV_INTEL_variable_length_array */
	bool ended;           /* the block ended before its terminator (OpAbortKHR): lower no more of it */
};

struct lsv_entry {
	LLVMValueRef f; /* the spir_kernel function or shader entry */
	SpvId id;       /* the function that OpEntryPoint names */
	SpvExecutionModel model;
};

/* The metadata attachments of a global object, copied once (a kernel's are
 * read for each hint, parameter and argument string): kinds[i] -> nodes[i]. */
struct lsv_mdlist {
	LLVMValueRef g;
	size_t n, cap;
	unsigned *kinds;
	LLVMValueRef *nodes; /* as values */
};

struct lsv_ctx {
	struct lsv_arena mod;  /* lives as long as the context */
	struct lsv_arena fn;   /* scratch, reset after each function */
	jmp_buf fail;
	enum lsv_status status;
	char *diag;            /* malloc'ed diagnostic text */
	size_t diaglen;

	const struct lsv_options *opt;
	const char *file;      /* for diagnostics */
	const char *src;       /* the .ll text when known, to find lines; else NULL */
	size_t srclen;
	struct lsv_target tgt;
	const struct lsv_envdesc *env; /* the environment's answers (target.c) */
	bool fpcontract;       /* OpenCL: the module allows contraction (no ContractionOff) */
	bool as0generic;       /* module-scope variables in address space 0: it is Generic (globals.c) */
	bool int4;             /* i4 is SPV_INTEL_int4's OpTypeInt 4 (int4.c) */
	LLVMModuleRef m;
	LLVMContextRef llctx;
	LLVMTypeRef i8;        /* LLVM i8 of the module's context */

	struct lsv_vec sec[NSEC];
	SpvId bound;           /* next free id */
	struct lsv_map interned; /* hash of (op, words) -> offset in SEC_TYPES */
	struct lsv_map types;  /* LLVMTypeRef -> SpvId */
	struct lsv_map ptrs;   /* storage class << 32 | pointee id -> OpTypePointer id */
	bool untyped;          /* SPV_KHR_untyped_pointers mode: data pointers are untyped (types.c) */
	struct lsv_map uptrs;  /* untyped mode: OpTypeUntypedPointerKHR ids -> 1 */
	struct lsv_map typeops; /* untyped mode: type id -> the SpvOp that declared it */
	SpvId ints[4];         /* OpTypeInt 8, 16, 32, 64 once made; 0: not yet */
	struct lsv_map gvals;  /* LLVMValueRef (module level) -> SpvId */
	LLVMValueRef decl;     /* the function or global being declared, for errors without one */
	struct lsv_map pointee; /* LLVMValueRef -> LLVMTypeRef (ptrinfer) */
	struct lsv_map bivars; /* SpvBuiltIn -> variable id */
	struct lsv_map bicalls; /* builtin declaration -> struct lsv_bcall *, or 1: not a builtin */
	struct lsv_map specs;  /* ids of spec constants (OpSpecConstantOp/Composite) -> 1 */
	bool hasspec;          /* the module declares __spirv_SpecConstant[Composite] */
	struct lsv_map specvals; /* instruction -> spec constant id << 1 | 1 (0 << 1 | 1: none) */
	struct lsv_map specids; /* SpecId + 1 -> its struct specid (spec.c) */
	struct lsv_map named;  /* ids given an OpName once (struct types, named spec constants) -> 1 */
	struct lsv_map sdepth; /* aggregate type id -> structs nested in it, counting itself */
	struct lsv_map ltypes; /* LLVMTypeRef -> its explicit-layout type id */
	struct lsv_map btypes; /* LLVMTypeRef -> its Block struct id */
	struct lsv_map res;    /* (set << 32 | binding) + 1 -> struct lsv_res * */
	struct lsv_map nonuni; /* pointer ids decorated NonUniform -> 1 (shader.c, logical.c) */
	struct lsv_map cbm;    /* constant buffer member global -> struct lsv_cbmember * */
	LLVMModuleRef own;     /* the prepared copy of the module (prep.c), released with the context */
	struct lsv_map members; /* struct LLVMTypeRef -> unsigned[] SPIR-V member indices, when padded */
	struct lsv_map annots; /* hash of an annotation's words -> its offset in SEC_ANNOT + 1 */
	unsigned depth;        /* recursion depth of lsv_type, lsv_const and constant expressions */
	unsigned akinds[8];    /* kinds of the parameter attributes globals.c reads; 0: not yet */
	SpvId imports[LSV_NSETS];
	SpvId asmtarget;       /* OpAsmTargetINTEL, made with the first inline assembly */
	unsigned mkdecos, mkparams, mkcache, mkiopipe; /* decorate.c: metadata kind ids, 0 until asked */
	struct lsv_mdlist mdlast; /* ir.c lsv_md_list: the global object last asked about */
	unsigned mkscope, mknoalias;
	struct lsv_map aliasids; /* alias.scope/noalias MDNode (a value) -> its Op*DeclINTEL id */

	/* requirements */
	uint64_t caps[(LSV_NCAPS + 63) / 64]; /* declared, by lsv_cap_index */
	uint64_t capall[(LSV_NCAPS + 63) / 64]; /* declared and implied */
	uint64_t exts[(LSV_NEXT + 63) / 64];
	bool newer;            /* uses grammar facts the system's SPIRV-Tools may not know */
	uint32_t version;      /* lowest version the module needs so far */
	const char *version_why;

	struct lsv_entry *entries;
	unsigned nentries, capentries;
	SpvId *ifacevars;      /* module-scope OpVariables, for 1.4+ interfaces */
	unsigned nifacevars, capifacevars;
	SpvId *inputvars;      /* Input/Output variables (builtins) */
	unsigned ninputvars, capinputvars;

	struct lsv_fnstate *f; /* the function being lowered */
	struct lsv_debug *dbg; /* debug.c's state; NULL when the module has no debug info */
	bool scratch;          /* the module is disposed right after: its debug format need not be restored */

	/* Blame mode, a second compilation after the validator rejected the
	 * first: where each builtin call's words went, as (start, end, call)
	 * quadruples (offsets into SEC_FDEF, then the LLVMValueRef in two words) */
	bool blame;
	struct lsv_vec spans;
	struct lsv_map idtypes; /* blame mode: result id -> its type id */
	struct lsv_map ptrtypes; /* blame mode: pointer type ids -> 1 */
};

#define LSV_LEN(a) (sizeof(a) / sizeof((a)[0]))

#endif
