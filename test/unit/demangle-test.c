/* demangle-test.c: lsv_demangle against names clang-19 emitted for spirv64 and
 * spir64 (OpenCL C 1.2/2.0/3.0 builtins, __spirv_* declarations and overloadable
 * functions), rejection of everything outside the subset, and every truncation
 * of the good names in a buffer of exactly that size. Expected signatures use
 * llvm-cxxfilt's notation; _Atomic is transparent and _Float16 reads as half. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lsv.h"

struct good {
	const char *sym;
	const char *name;
	unsigned nparams;
	const char *sig; /* the parameters, ", "-separated */
};

static const struct good goods[] = {
	/* work-item functions */
	{"_Z13get_global_idj", "get_global_id", 1,
	 "unsigned int"},
	{"_Z12get_work_dimv", "get_work_dim", 0,
	 ""},
	{"_Z20get_global_linear_idv", "get_global_linear_id", 0,
	 ""},
	{"_Z23get_enqueued_local_sizej", "get_enqueued_local_size", 1,
	 "unsigned int"},
	{"_Z10ndrange_1Djjj", "ndrange_1D", 3,
	 "unsigned int, unsigned int, unsigned int"},
	/* math, common and geometric; S_ names the first vector */
	{"_Z3sinf", "sin", 1,
	 "float"},
	{"_Z3fmafff", "fma", 3,
	 "float, float, float"},
	{"_Z3maxDv4_fS_", "max", 2,
	 "float vector[4], float vector[4]"},
	{"_Z4fminDv4_ff", "fmin", 2,
	 "float vector[4], float"},
	{"_Z5clampDv4_fS_S_", "clamp", 3,
	 "float vector[4], float vector[4], float vector[4]"},
	{"_Z5clampDv4_iS_S_", "clamp", 3,
	 "int vector[4], int vector[4], int vector[4]"},
	{"_Z3dotDv3_fS_", "dot", 2,
	 "float vector[3], float vector[3]"},
	{"_Z5crossDv3_fS_", "cross", 2,
	 "float vector[3], float vector[3]"},
	{"_Z6lengthDv4_f", "length", 1,
	 "float vector[4]"},
	{"_Z3fmaDv4_DhS_S_", "fma", 3,
	 "half vector[4], half vector[4], half vector[4]"},
	{"_Z4fmaxDhDh", "fmax", 2,
	 "half, half"},
	{"_Z4sqrtDv2_d", "sqrt", 1,
	 "double vector[2]"},
	{"_Z5ldexpfi", "ldexp", 2,
	 "float, int"},
	{"_Z3nanj", "nan", 1,
	 "unsigned int"},
	{"_Z17sub_group_shuffleDhj", "sub_group_shuffle", 2,
	 "half, unsigned int"},
	/* integer and relational */
	{"_Z6mul_hill", "mul_hi", 2,
	 "long, long"},
	{"_Z8upsampleij", "upsample", 2,
	 "int, unsigned int"},
	{"_Z6rotateDv16_hS_", "rotate", 2,
	 "unsigned char vector[16], unsigned char vector[16]"},
	{"_Z8shuffle2Dv16_hS_S_", "shuffle2", 3,
	 "unsigned char vector[16], unsigned char vector[16], unsigned char vector[16]"},
	{"_Z7shuffleDv4_fDv4_j", "shuffle", 2,
	 "float vector[4], unsigned int vector[4]"},
	{"_Z6selectDv4_fS_Dv4_i", "select", 3,
	 "float vector[4], float vector[4], int vector[4]"},
	{"_Z6selectsst", "select", 3,
	 "short, short, unsigned short"},
	{"_Z3absc", "abs", 1,
	 "char"},
	{"_Z7isequalff", "isequal", 2,
	 "float, float"},
	{"_Z3anyDv4_i", "any", 1,
	 "int vector[4]"},
	/* conversions */
	{"_Z15convert_int_satf", "convert_int_sat", 1,
	 "float"},
	{"_Z20convert_uint_sat_rtzf", "convert_uint_sat_rtz", 1,
	 "float"},
	{"_Z14convert_float4Dv4_h", "convert_float4", 1,
	 "unsigned char vector[4]"},
	{"_Z12convert_longd", "convert_long", 1,
	 "double"},
	/* vload/vstore, CL1.2 (AS1) and CL2.0 (generic AS4) forms, spir (j) size_t */
	{"_Z6vload4mPU3AS1Kf", "vload4", 2,
	 "unsigned long, float const AS1*"},
	{"_Z6vload4mPU3AS4Kf", "vload4", 2,
	 "unsigned long, float const AS4*"},
	{"_Z7vstore4Dv4_fmPU3AS1f", "vstore4", 3,
	 "float vector[4], unsigned long, float AS1*"},
	{"_Z7vstore3Dv3_cmPU3AS4c", "vstore3", 3,
	 "char vector[3], unsigned long, char AS4*"},
	{"_Z10vload_halfjPKDh", "vload_half", 2,
	 "unsigned int, half const*"},
	{"_Z16vstore_half4_rteDv4_fmPU3AS4Dh", "vstore_half4_rte", 3,
	 "float vector[4], unsigned long, half AS4*"},
	/* atomics; _Atomic is a candidate of its own (S_ below), then the qualified type */
	{"_Z10atomic_incPU3AS1Vi", "atomic_inc", 1,
	 "int volatile AS1*"},
	{"_Z10atomic_addPU3AS3Vii", "atomic_add", 2,
	 "int volatile AS3*, int"},
	{"_Z14atomic_cmpxchgPU3AS1Vjjj", "atomic_cmpxchg", 3,
	 "unsigned int volatile AS1*, unsigned int, unsigned int"},
	{"_Z11atomic_xchgPU3AS1Vff", "atomic_xchg", 2,
	 "float volatile AS1*, float"},
	{"_Z8atom_addPU3AS3Vii", "atom_add", 2,
	 "int volatile AS3*, int"},
	{"_Z8atom_xorPU3AS1Vmm", "atom_xor", 2,
	 "unsigned long volatile AS1*, unsigned long"},
	{"_Z16atomic_fetch_addPU3AS4VU7_Atomicii", "atomic_fetch_add", 2,
	 "int volatile AS4*, int"},
	{"_Z21atomic_store_explicitPU3AS4VU7_Atomicii12memory_order12memory_scope", "atomic_store_explicit", 4,
	 "int volatile AS4*, int, memory_order, memory_scope"},
	{"_Z30atomic_compare_exchange_strongPU3AS4VU7_AtomiciPU3AS4ii", "atomic_compare_exchange_strong", 3,
	 "int volatile AS4*, int AS4*, int"},
	{"_Z22atomic_work_item_fencej12memory_order12memory_scope", "atomic_work_item_fence", 3,
	 "unsigned int, memory_order, memory_scope"},
	/* private pointers: the pointee's invisible __private is still a candidate */
	{"_Z37atomic_compare_exchange_weak_explicitPU3AS1VU7_AtomicdPdd12memory_orderS4_", "atomic_compare_exchange_weak_explicit", 5,
	 "double volatile AS1*, double*, double, memory_order, memory_order"},
	{"_Z4modfDv2_fPS_", "modf", 2,
	 "float vector[2], float vector[2]*"},
	{"_Z6remquoDv4_fS_PDv4_i", "remquo", 3,
	 "float vector[4], float vector[4], int vector[4]*"},
	{"_Z5frexpDv3_dPDv3_i", "frexp", 2,
	 "double vector[3], int vector[3]*"},
	{"_Z2h1PfS0_Dv2_iS1_", "h1", 4,
	 "float*, float*, int vector[2], int vector[2]"},
	{"_Z2h3PDv2_fDv2_iS2_", "h3", 3,
	 "float vector[2]*, int vector[2], int vector[2]"},
	{"_Z2h4PDv2_fS1_Dv2_iS_", "h4", 4,
	 "float vector[2]*, float vector[2]*, int vector[2], float vector[2]"},
	{"_Z6sincosDv4_fPU3AS4S_", "sincos", 2,
	 "float vector[4], float vector[4] AS4*"},
	/* images, samplers, events */
	{"_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_i", "read_imagef", 3,
	 "ocl_image2d_ro, ocl_sampler, int vector[2]"},
	{"_Z11read_imagef14ocl_image2d_ro11ocl_samplerDv2_f", "read_imagef", 3,
	 "ocl_image2d_ro, ocl_sampler, float vector[2]"},
	{"_Z11read_imagef14ocl_image2d_roDv2_i", "read_imagef", 2,
	 "ocl_image2d_ro, int vector[2]"},
	{"_Z11read_imagef14ocl_image3d_ro11ocl_samplerDv4_f", "read_imagef", 3,
	 "ocl_image3d_ro, ocl_sampler, float vector[4]"},
	{"_Z12write_imagef14ocl_image2d_woDv2_iDv4_f", "write_imagef", 3,
	 "ocl_image2d_wo, int vector[2], float vector[4]"},
	{"_Z12write_imagei20ocl_image2d_array_rwDv4_iS0_", "write_imagei", 3,
	 "ocl_image2d_array_rw, int vector[4], int vector[4]"},
	{"_Z13get_image_dim14ocl_image2d_ro", "get_image_dim", 1,
	 "ocl_image2d_ro"},
	{"_Z15get_image_width31ocl_image2d_array_msaa_depth_wo", "get_image_width", 1,
	 "ocl_image2d_array_msaa_depth_wo"},
	{"_Z12retain_event12ocl_clkevent", "retain_event", 1,
	 "ocl_clkevent"},
	{"_Z28capture_event_profiling_info12ocl_clkeventiPU3AS1v", "capture_event_profiling_info", 3,
	 "ocl_clkevent, int, void AS1*"},
	/* async copies, barriers, work-group functions */
	{"_Z21async_work_group_copyPU3AS3fPU3AS1Kfm9ocl_event", "async_work_group_copy", 4,
	 "float AS3*, float const AS1*, unsigned long, ocl_event"},
	{"_Z21async_work_group_copyPU3AS3Dv4_fPU3AS1KS_m9ocl_event", "async_work_group_copy", 4,
	 "float vector[4] AS3*, float vector[4] const AS1*, unsigned long, ocl_event"},
	{"_Z29async_work_group_strided_copyPU3AS1fPU3AS3Kfmm9ocl_event", "async_work_group_strided_copy", 5,
	 "float AS1*, float const AS3*, unsigned long, unsigned long, ocl_event"},
	{"_Z17wait_group_eventsiPU3AS49ocl_event", "wait_group_events", 2,
	 "int, ocl_event AS4*"},
	{"_Z8prefetchPU3AS1KDv4_fm", "prefetch", 2,
	 "float vector[4] const AS1*, unsigned long"},
	{"_Z18work_group_barrierj12memory_scope", "work_group_barrier", 2,
	 "unsigned int, memory_scope"},
	{"_Z7barrierj", "barrier", 1,
	 "unsigned int"},
	{"_Z21work_group_reduce_addi", "work_group_reduce_add", 1,
	 "int"},
	{"_Z19sub_group_broadcastij", "sub_group_broadcast", 2,
	 "int, unsigned int"},
	/* __spirv_* declarations compiled by clang-19 */
	{"_Z18__spirv_AtomicIAddPU3AS1iiii", "__spirv_AtomicIAdd", 4,
	 "int AS1*, int, int, int"},
	{"_Z29__spirv_AtomicCompareExchangePU3AS3jiiijj", "__spirv_AtomicCompareExchange", 6,
	 "unsigned int AS3*, int, int, int, unsigned int, unsigned int"},
	{"_Z33__spirv_BuiltInGlobalInvocationIdi", "__spirv_BuiltInGlobalInvocationId", 1,
	 "int"},
	{"_Z20__spirv_SpecConstantii", "__spirv_SpecConstant", 2,
	 "int, int"},
	{"_Z18__spirv_ocl_printfPU3AS2cz", "__spirv_ocl_printf", 1,
	 "char AS2*"},
	{"_Z22__spirv_GroupAsyncCopyiPU3AS3Dv4_fPU3AS1KS_mm9ocl_event", "__spirv_GroupAsyncCopy", 6,
	 "int, float vector[4] AS3*, float vector[4] const AS1*, unsigned long, unsigned long, ocl_event"},
	{"_Z30__spirv_ocl_vload_halfn_Rhalf2mPKDhDv2_iS1_", "__spirv_ocl_vload_halfn_Rhalf2", 4,
	 "unsigned long, half const*, int vector[2], int vector[2]"},
	/* overloadable functions written to stress the substitution table */
	{"_Z2f1PU3AS1KfPU3AS1fPU3AS4KfS0_S2_", "f1", 5,
	 "float const AS1*, float AS1*, float const AS4*, float const AS1*, float AS1*"},
	{"_Z2f2PU3AS1PU3AS1fPU3AS3S0_S0_Dv2_fPU3AS4S5_", "f2", 5,
	 "float AS1* AS1*, float AS1* AS3*, float AS1*, float vector[2], float vector[2] AS4*"},
	{"_Z2f3PU3AS1VKiS0_PU3AS1iS2_PU3AS1KiPU3AS1rS2_", "f3", 6,
	 "int const volatile AS1*, int const volatile AS1*, int AS1*, int AS1*, int const AS1*, int AS1* restrict AS1*"},
	{"_Z2f4PU3AS4KfPU3AS4KS0_S0_", "f4", 3,
	 "float const AS4*, float const AS4* const AS4*, float const AS4*"},
	{"_Z2f6Dv2_hDv2_cDv3_tDv8_jDv16_mDv2_lDv2_DhDv3_dS_Dv2_fS7_", "f6", 11,
	 "unsigned char vector[2], char vector[2], unsigned short vector[3], unsigned int vector[8], unsigned long vector[16], long vector[2], half vector[2], double vector[3], unsigned char vector[2], float vector[2], float vector[2]"},
	{"_Z2f7PU3AS1Dv4_fPU3AS3S_S_S1_PU3AS2S_S5_", "f7", 6,
	 "float vector[4] AS1*, float vector[4] AS3*, float vector[4], float vector[4] AS1*, float vector[4] AS2*, float vector[4] AS2*"},
	{"_Z2f8bcahstijlmfdPU3AS4Dhm", "f8", 14,
	 "bool, char, signed char, unsigned char, short, unsigned short, int, unsigned int, long, unsigned long, float, double, half AS4*, unsigned long"},
	{"_Z3f11PU3AS1U7_AtomiciS1_PU3AS3U7_AtomicjPU3AS4S_PU3AS4U7_AtomiclS6_", "f11", 6,
	 "int AS1*, int AS1*, unsigned int AS3*, int AS4*, long AS4*, int AS4*"},
	{"_Z3f12PU3AS1vPU3AS4KvPU3AS3vS0_", "f12", 4,
	 "void AS1*, void const AS4*, void AS3*, void AS1*"},
	{"_Z2g18ocl_pipeS_Dv2_iS0_", "g1", 4,
	 "ocl_pipe, ocl_pipe, int vector[2], int vector[2]"},
	{"_Z2g28ocl_pipe8ocl_pipeDv2_iS1_", "g2", 4,
	 "ocl_pipe, ocl_pipe, int vector[2], int vector[2]"},
	{"_Z2g3DF16_PU3AS4DF16_DF16_", "g3", 3,
	 "half, half AS4*, half"},
	{"_Z2g61EPU3AS41S1US_S0_", "g6", 5,
	 "E, S AS4*, U, E, S"},
	{"_Z1fDv2_fDv3_fDv4_fDv8_fDv16_fDv2_iDv3_iDv4_iDv8_iDv16_iDv2_jDv3_jSA_S9_S_S8_", "f", 16,
	 "float vector[2], float vector[3], float vector[4], float vector[8], "
	 "float vector[16], int vector[2], int vector[3], int vector[4], int vector[8], "
	 "int vector[16], unsigned int vector[2], unsigned int vector[3], "
	 "unsigned int vector[3], unsigned int vector[2], float vector[2], int vector[16]"},
	{"_Z1vPU3AS1Dv2_fPU3AS1Dv3_fPU3AS1Dv4_fPU3AS3S_S1_S7_", "v", 6,
	 "float vector[2] AS1*, float vector[3] AS1*, float vector[4] AS1*, "
	 "float vector[2] AS3*, float vector[2] AS1*, float vector[4] AS1*"},
	{"_Z1wPU3AS1Dv2_fPU3AS1Dv3_fPU3AS1Dv4_fPU3AS1Dv8_fPU3AS1Dv16_fPU3AS1Dv2_iPU3AS1Dv3_iPU3AS1Dv4_iPU3AS1Dv8_iPU3AS1Dv16_iPU3AS1Dv2_jPU3AS1Dv3_jPU3AS1Dv4_jS11_SZ_S1_", "w", 16,
	 "float vector[2] AS1*, float vector[3] AS1*, float vector[4] AS1*, "
	 "float vector[8] AS1*, float vector[16] AS1*, int vector[2] AS1*, "
	 "int vector[3] AS1*, int vector[4] AS1*, int vector[8] AS1*, int vector[16] AS1*, "
	 "unsigned int vector[2] AS1*, unsigned int vector[3] AS1*, "
	 "unsigned int vector[4] AS1*, unsigned int vector[4] AS1*, unsigned int vector[4], "
	 "float vector[2] AS1*"},
};

/* Outside the subset, malformed, or cut short. */
static const char *const bads[] = {
	"", "_", "_Z", "_Z3", "_Z3sin", "main", "printf", "llvm.fma.f32",
	"_ZN2cl3sinEf",          /* nested name */
	"_ZL3sinf",              /* internal linkage */
	"_Z3maxIfET_S0_S0_",     /* template */
	"_Z3fooS_",              /* no candidate yet */
	"_Z3fooDv4_fS0_",        /* past the table */
	"_Z3fooSt",              /* std:: abbreviation */
	"_Z3foovi", "_Z3fooiv",  /* void among parameters */
	"_Z3fooDv0_f", "_Z3fooDv4_Dv4_f", "_Z3fooDv4_Pf", "_Z3fooDv4_", "_Z3fooDv_f",
	"_Z3fooPU3AS1U3AS3i",    /* two address spaces */
	"_Z3fooPKKi",            /* repeated qualifier */
	"_Z3fooKi",              /* qualified parameter */
	"_Z3fooPU3ASxi", "_Z3fooPU5CLfooi", "_Z3fooPU3AS1", "_Z3fooU7_AtomicKi",
	"_Z3fooFvvE", "_Z3fooA4_i", "_Z3fooRi", "_Z3fooOi", "_Z3fooe", "_Z3fooDn",
	"_Z03fooi", "_Z99fooi", "_Z4fooi", "_Z3f-oi", "_Z3sinf.1", "_Z3fooS", "_Z3foozi",
	"_Z3fooiiiiiiiiiiiiiiiii", /* 17 parameters */
	"_Z3fooPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPi",
};

static void
show(const struct lsv_mtype *t, char *b, size_t n)
{
	static const char *const names[] = {
		[LSV_M_VOID] = "void", [LSV_M_BOOL] = "bool", [LSV_M_CHAR] = "char",
		[LSV_M_SCHAR] = "signed char", [LSV_M_UCHAR] = "unsigned char",
		[LSV_M_SHORT] = "short", [LSV_M_USHORT] = "unsigned short",
		[LSV_M_INT] = "int", [LSV_M_UINT] = "unsigned int", [LSV_M_LONG] = "long",
		[LSV_M_ULONG] = "unsigned long", [LSV_M_HALF] = "half",
		[LSV_M_FLOAT] = "float", [LSV_M_DOUBLE] = "double",
		[LSV_M_BFLOAT] = "bfloat", [LSV_M_SIZE_T] = "size_t",
	};
	size_t k;

	switch (t->kind) {
	case LSV_M_VEC:
		show(t->of, b, n);
		k = strlen(b);
		snprintf(b + k, n - k, " vector[%u]", t->lanes);
		break;
	case LSV_M_PTR:
		show(t->of, b, n);
		k = strlen(b);
		snprintf(b + k, n - k, "%s%s%s", t->quals & LSV_Q_CONST ? " const" : "",
		         t->quals & LSV_Q_VOLATILE ? " volatile" : "",
		         t->quals & LSV_Q_RESTRICT ? " restrict" : "");
		k = strlen(b);
		if (t->addrspace)
			snprintf(b + k, n - k, " AS%u", t->addrspace);
		k = strlen(b);
		snprintf(b + k, n - k, "*");
		break;
	case LSV_M_NAMED:
		snprintf(b, n, "%.*s", (int)t->namelen, t->name);
		break;
	default:
		snprintf(b, n, "%s", names[t->kind]);
		break;
	}
}

static void
signature(const struct lsv_demangled *d, char *b, size_t n)
{
	char one[256];
	unsigned i;

	b[0] = 0;
	for (i = 0; i < d->nparams; i++) {
		show(d->params[i], one, sizeof(one));
		if (i)
			strncat(b, ", ", n - strlen(b) - 1);
		strncat(b, one, n - strlen(b) - 1);
	}
}

static unsigned npass, nfail;

static void
check(bool ok, const char *what, const char *sym)
{
	if (ok) {
		npass++;
		return;
	}
	nfail++;
	printf("FAIL: %s: %s\n", what, sym);
}

static void
good(struct lsv_arena *a, const struct good *g)
{
	struct lsv_demangled d;
	const char *what = NULL;
	char sig[1024];

	if (!lsv_demangle(g->sym, strlen(g->sym), &d, a)) {
		check(false, "rejected", g->sym);
		return;
	}
	signature(&d, sig, sizeof(sig));
	if (strlen(g->name) != d.namelen || memcmp(g->name, d.name, d.namelen) != 0)
		what = "name";
	else if (d.nparams != g->nparams)
		what = "parameter count";
	else if (strcmp(sig, g->sig) != 0)
		what = "parameters";
	if (what)
		printf("  got  %.*s(%s)\n  want %s(%s)\n", (int)d.namelen, d.name, sig, g->name,
		       g->sig);
	check(!what, what, g->sym);
}

/* Every proper prefix, alone in a buffer of its length, so that a read past
 * len is a heap overflow under ASan. The result may be either. */
static void
truncations(struct lsv_arena *a, const char *sym)
{
	struct lsv_demangled d;
	size_t n, len = strlen(sym);
	bool ok = true;

	for (n = 0; n < len; n++) {
		char *p = malloc(n ? n : 1);

		if (!p)
			abort();
		memcpy(p, sym, n);
		if (lsv_demangle(p, n, &d, a) && (d.nparams > LSV_MAXPARAMS || d.name < p ||
		                                  d.name + d.namelen > p + n))
			ok = false;
		free(p);
	}
	check(ok, "truncation", sym);
}

static void
fields(struct lsv_arena *a)
{
	struct lsv_demangled d;
	const struct lsv_mtype *t;
	const char *s = "_Z10atomic_incPU3AS1Vi";

	/* the raw fields behind one signature, and sharing through S_ */
	check(lsv_demangle(s, strlen(s), &d, a) && (t = d.params[0])->kind == LSV_M_PTR &&
	      t->addrspace == 1 && t->quals == LSV_Q_VOLATILE && t->of->kind == LSV_M_INT,
	      "fields", s);
	s = "_Z5clampDv4_iS_S_";
	check(lsv_demangle(s, strlen(s), &d, a) && d.params[0]->kind == LSV_M_VEC &&
	      d.params[0]->lanes == 4 && d.params[0]->of->kind == LSV_M_INT &&
	      d.params[1] == d.params[0] && d.params[2] == d.params[0],
	      "fields", s);
	/* len, not the NUL, ends the symbol */
	s = "_Z3sinfXYZ";
	check(lsv_demangle(s, 7, &d, a) && d.nparams == 1 &&
	      d.params[0]->kind == LSV_M_FLOAT, "length", s);
	check(!lsv_demangle(s, strlen(s), &d, a) && d.nparams == 0, "length", s);
	s = "_Z3foo\0i";
	check(!lsv_demangle(s, 8, &d, a), "embedded NUL", "_Z3foo\\0i");
}

static void
signedness(struct lsv_arena *a)
{
	static const struct {
		const char *sym;
		bool sgn[LSV_MAXPARAMS];
	} cases[] = {
		{"_Z1fcahstijlmxybfdDh", {1, 1, 0, 1, 0, 1, 0, 1, 0, 1, 0, 0, 0, 0, 0}},
		{"_Z1gDv4_cDv4_hDv2_lDv2_mPiDv4_f", {1, 0, 1, 0, 0, 0}},
	};
	struct lsv_demangled d;
	unsigned i, j;
	bool ok;

	for (i = 0; i < LSV_LEN(cases); i++) {
		ok = lsv_demangle(cases[i].sym, strlen(cases[i].sym), &d, a);
		for (j = 0; ok && j < d.nparams; j++)
			ok = lsv_msigned(d.params[j]) == cases[i].sgn[j];
		check(ok, "lsv_msigned", cases[i].sym);
	}
	check(!lsv_msigned(NULL), "lsv_msigned", "NULL");
}

int
main(void)
{
	struct lsv_arena a = {0};
	struct lsv_demangled d;
	unsigned i;

	for (i = 0; i < LSV_LEN(goods); i++) {
		good(&a, &goods[i]);
		truncations(&a, goods[i].sym);
	}
	for (i = 0; i < LSV_LEN(bads); i++)
		check(!lsv_demangle(bads[i], strlen(bads[i]), &d, &a) && d.nparams == 0 &&
		      d.name == NULL, "accepted", bads[i]);
	fields(&a);
	signedness(&a);
	lsv_arena_free(&a);
	printf("demangle: %u passed, %u failed\n", npass, nfail);
	return nfail != 0;
}
