// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Structs passed by value to non-inlined helpers. At -O2 clang's memcpyopt
// hands a by-value struct straight on to a callee whose by-value type is the
// struct's first member, and an sret pointer on to a callee that fills the
// first member; each parameter must keep its own byval/sret type (issue 11:
// the group's type leaked into the parameter and the copy had the wrong size).
// Both definition orders, a kernel's own by-value argument, sret forwarding.
// LAUNCH: sum_callee_first -g 16 in:float:64:idx out:float:16
// LAUNCH: sum_caller_first -g 16 in:float:64:idx out:float:16
// LAUNCH: byval_kernel_arg -g 8 val:float4:1.5,-2,4,0.25 out:float:8
// LAUNCH: sret_forward -g 16 in:float:16:-50..50 out:float4:16

#ifndef REFERENCE
typedef struct { float x, y; } pair;
typedef struct { pair p; float z, w; } quad;

__attribute__((noinline)) float
first_a(pair a)
{
	return a.x;
}

__attribute__((noinline)) float
sum_a(quad q)
{
	return first_a(q.p) + q.z;
}

/* the caller is defined before its callee */
float first_b(pair a);

__attribute__((noinline)) float
sum_b(quad q)
{
	return first_b(q.p) * 2.0f + q.w;
}

__attribute__((noinline)) float
first_b(pair a)
{
	return a.x - a.y;
}

kernel void
sum_callee_first(global const float *in, global float *out)
{
	size_t i = get_global_id(0);
	quad q = { { in[4 * i], in[4 * i + 1] }, in[4 * i + 2], in[4 * i + 3] };

	out[i] = sum_a(q);
}

kernel void
sum_caller_first(global const float *in, global float *out)
{
	size_t i = get_global_id(0);
	quad q = { { in[4 * i], in[4 * i + 1] }, in[4 * i + 2], in[4 * i + 3] };

	out[i] = sum_b(q);
}

__attribute__((noinline)) float
weigh(pair a)
{
	return a.x * 2.0f + a.y;
}

kernel void
byval_kernel_arg(quad q, global float *out)
{
	size_t i = get_global_id(0);

	out[i] = weigh(q.p) + q.w * (float)i - q.z;
}

__attribute__((noinline)) pair
make_pair(float a)
{
	pair r = { a, a + 1.0f };

	return r;
}

__attribute__((noinline)) quad
make_quad(float a)
{
	quad q;

	q.p = make_pair(a);
	q.z = a * 3.0f;
	q.w = -a;
	return q;
}

kernel void
sret_forward(global const float *in, global float4 *out)
{
	size_t i = get_global_id(0);
	quad q = make_quad(in[i]);

	out[i] = (float4)(q.p.x, q.p.y, q.z, q.w);
}
#endif

#ifdef REFERENCE
#include <string.h>
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	size_t i, n = L->global[0];

	if (strcmp(L->kernel, "sum_callee_first") == 0 ||
	    strcmp(L->kernel, "sum_caller_first") == 0) {
		const float *in = REF_PTR(L, 0, float);
		float *out = REF_PTR(L, 1, float);
		int a = strcmp(L->kernel, "sum_callee_first") == 0;

		for (i = 0; i < n; i++) {
			const float *q = in + 4 * i;

			out[i] = a ? q[0] + q[2] : (q[0] - q[1]) * 2.0f + q[3];
		}
	} else if (strcmp(L->kernel, "byval_kernel_arg") == 0) {
		const float *q = REF_PTR(L, 0, float);
		float *out = REF_PTR(L, 1, float);

		for (i = 0; i < n; i++)
			out[i] = q[0] * 2.0f + q[1] + q[3] * (float)i - q[2];
	} else {
		const float *in = REF_PTR(L, 0, float);
		float *out = REF_PTR(L, 1, float);

		for (i = 0; i < n; i++) {
			out[4 * i] = in[i];
			out[4 * i + 1] = in[i] + 1.0f;
			out[4 * i + 2] = in[i] * 3.0f;
			out[4 * i + 3] = -in[i];
		}
	}
}

REF_MAIN(reference)
#endif
