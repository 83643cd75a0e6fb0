// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// if / else-if / else chains, nested conditions, && and || with short-circuit
// side effects, and the conditional operator, all on data-dependent values.
// LAUNCH: control_if_else -g 128 in:int:128:-50..50 in:int:128:-50..50 out:int:384

#ifndef REFERENCE
kernel void
control_if_else(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	int x = a[i], y = b[i], r, count = 0;

	if (x > 25)
		r = 1;
	else if (x > 0)
		r = 2;
	else if (x == 0)
		r = 3;
	else
		r = 4;

	if (y < 0) {
		if (x < y)
			r += 10;
		else
			r += 20;
	} else {
		r *= x % 2 == 0 ? 100 : 1000;
	}
	o[3 * i] = r;

	/* count increments only when the right-hand operand is evaluated */
	if (x > 0 && ++count > 0 && y > 0)
		count += 10;
	if (x < -10 || ++count > 1)
		count += 100;
	o[3 * i + 1] = count;
	o[3 * i + 2] = x > y ? x - y : (x < y ? y - x : -1);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *a = REF_PTR(L, 0, int32_t);
	const int32_t *b = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int x = a[i], y = b[i], r, count = 0;

		if (x > 25)
			r = 1;
		else if (x > 0)
			r = 2;
		else if (x == 0)
			r = 3;
		else
			r = 4;
		if (y < 0)
			r += x < y ? 10 : 20;
		else
			r *= x % 2 == 0 ? 100 : 1000;
		o[3 * i] = r;
		if (x > 0) {
			count++;
			if (y > 0)
				count += 10;
		}
		if (x < -10) {
			count += 100;
		} else {
			count++;
			if (count > 1)
				count += 100;
		}
		o[3 * i + 1] = count;
		o[3 * i + 2] = x > y ? x - y : (x < y ? y - x : -1);
	}
}

REF_MAIN(reference)
#endif
