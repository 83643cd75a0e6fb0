// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// A private array of structs filled from the input, sorted by key with an
// insertion sort (dynamic indexing, struct copies), then written out in
// order, plus a struct returned by value from a helper.
// LAUNCH: struct_array -g 16 in:int:128:0..9 in:int:128:-1000..1000 out:int:272

#ifndef REFERENCE
struct pair {
	int key;
	int value;
};

struct stats {
	int lo, hi;
	long total;
};

static struct stats
summarise(const struct pair *p, int n)
{
	struct stats s = { p[0].value, p[0].value, 0 };

	for (int k = 0; k < n; k++) {
		s.lo = min(s.lo, p[k].value);
		s.hi = max(s.hi, p[k].value);
		s.total += p[k].value;
	}
	return s;
}

kernel void
struct_array(global const int *keys, global const int *values, global int *o)
{
	size_t i = get_global_id(0);
	struct pair arr[8], t;
	struct stats s;
	global int *r = o + 17 * i;

	for (int k = 0; k < 8; k++) {
		arr[k].key = keys[8 * i + k];
		arr[k].value = values[8 * i + k];
	}
	for (int k = 1; k < 8; k++) {
		int j = k;

		t = arr[k];
		while (j > 0 && arr[j - 1].key > t.key) {
			arr[j] = arr[j - 1];
			j--;
		}
		arr[j] = t;
	}
	for (int k = 0; k < 8; k++) {
		r[2 * k] = arr[k].key;
		r[2 * k + 1] = arr[k].value;
	}
	s = summarise(arr, 8);
	r[16] = s.hi - s.lo + (int)(s.total / 8);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const int32_t *keys = REF_PTR(L, 0, int32_t);
	const int32_t *values = REF_PTR(L, 1, int32_t);
	int32_t *o = REF_PTR(L, 2, int32_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		int32_t *r = o + 17 * i;
		int n = 0, lo = INT32_MAX, hi = INT32_MIN;
		int64_t total = 0;

		/* a stable sort: walk the keys in increasing order */
		for (int key = 0; key <= 9; key++) {
			for (int k = 0; k < 8; k++) {
				if (keys[8 * i + k] != key)
					continue;
				r[2 * n] = key;
				r[2 * n + 1] = values[8 * i + k];
				n++;
			}
		}
		for (int k = 0; k < 8; k++) {
			int v = values[8 * i + k];

			lo = v < lo ? v : lo;
			hi = v > hi ? v : hi;
			total += v;
		}
		r[16] = hi - lo + (int32_t)(total / 8);
	}
}

REF_MAIN(reference)
#endif
