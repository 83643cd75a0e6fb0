// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// switch statements: dense cases with fall-through and a default, sparse
// case values (negative and large), and a switch inside a loop whose cases
// use break and continue.
// LAUNCH: control_switch -g 128 in:int:128:-20..20 in:int:128:-2000..2000 out:int:384

#ifndef REFERENCE
kernel void
control_switch(global const int *a, global const int *b, global int *o)
{
	size_t i = get_global_id(0);
	int x = a[i], y = b[i], r = 0, s, t = 0;

	switch (x & 7) {
	case 0:
		r = 10;
		break;
	case 1:
		r = 20;
		/* fall through */
	case 2:
		r += 5;
		break;
	case 3:
	case 4:
		r = x * 2;
		break;
	case 6:
		r = -1;
		break;
	default:
		r = 99;
		break;
	}
	o[3 * i] = r;

	switch (y / 100) {
	case -17:
		s = 1;
		break;
	case -5:
		s = 2;
		break;
	case 0:
		s = 3;
		break;
	case 12:
		s = 4;
		break;
	case 19:
		s = 5;
		break;
	default:
		s = y % 7;
		break;
	}
	o[3 * i + 1] = s;

	for (int k = 0; k < 10; k++) {
		switch ((k + x) % 4) {
		case 0:
			t += k;
			continue;
		case 1:
			t *= 2;
			break;
		case -1:
		case -3:
			t -= 3;
			break;
		default:
			t ^= 5;
		}
		t += 1;
	}
	o[3 * i + 2] = t;
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
		int x = a[i], y = b[i], r, s, t = 0, q, m;

		m = x & 7;
		r = m == 0 ? 10 : m == 1 ? 25 : m == 2 ? 5 :
		    (m == 3 || m == 4) ? x * 2 : m == 6 ? -1 : 99;
		o[3 * i] = r;
		q = y / 100;
		s = q == -17 ? 1 : q == -5 ? 2 : q == 0 ? 3 : q == 12 ? 4 :
		    q == 19 ? 5 : y % 7;
		o[3 * i + 1] = s;
		for (int k = 0; k < 10; k++) {
			m = (k + x) % 4;
			if (m == 0) {
				t += k;
				continue;
			}
			if (m == 1)
				t *= 2;
			else if (m == -1 || m == -3)
				t -= 3;
			else
				t ^= 5;
			t += 1;
		}
		o[3 * i + 2] = t;
	}
}

REF_MAIN(reference)
#endif
