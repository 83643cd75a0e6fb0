// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Structs through pointers: a global array of float structs read field by
// field, a private copy updated by a helper through a private pointer, and
// a global array of mixed-type structs (int, float, short, char + padding)
// written field by field and checked byte for byte (the padding keeps its
// pre-fill).
// LAUNCH: struct_pointer -g 32 in:float:128:-4..4 val:float:0.5 out:float:128 out:uchar:384

#ifndef REFERENCE
struct particle {
	float x, y;
	float vx, vy;
};

struct record {
	int key;
	float weight;
	short tag;
	char flag;
};

static void
advance(struct particle *p, float dt)
{
	p->x += p->vx * dt;
	p->y += p->vy * dt;
	if (p->y < 0.0f) {
		p->y = -p->y;
		p->vy = -p->vy;
	}
}

kernel void
struct_pointer(global const struct particle *in, float dt,
    global struct particle *out, global struct record *rec)
{
	size_t i = get_global_id(0);
	struct particle p = in[i];
	global struct record *r = &rec[i];

	advance(&p, dt);
	out[i].x = p.x;
	out[i].y = p.y;
	out[i].vx = p.vx;
	out[i].vy = p.vy;
	r->key = (int)i * 1000 - 7;
	r->weight = (float)i * 0.5f;
	r->tag = (short)(p.vy < 0.0f ? -(int)i : (int)i);
	r->flag = (char)(p.x > 0.0f);
}
#endif

#ifdef REFERENCE
#include "ref.h"

struct record {
	int32_t key;
	float weight;
	int16_t tag;
	int8_t flag;
};

static void
reference(struct ref_launch *L)
{
	const float *in = REF_PTR(L, 0, float);
	float dt = REF_VAL(L, 1, float);
	float *out = REF_PTR(L, 2, float);
	struct record *rec = (struct record *)REF_PTR(L, 3, uint8_t);

	for (size_t i = 0; i < L->global[0]; i++) {
		float x = in[4 * i], y = in[4 * i + 1];
		float vx = in[4 * i + 2], vy = in[4 * i + 3];
		float dx = vx * dt, dy = vy * dt;

		x += dx;
		y += dy;
		if (y < 0.0f) {
			y = -y;
			vy = -vy;
		}
		out[4 * i] = x;
		out[4 * i + 1] = y;
		out[4 * i + 2] = vx;
		out[4 * i + 3] = vy;
		rec[i].key = (int32_t)i * 1000 - 7;
		rec[i].weight = (float)i * 0.5f;
		rec[i].tag = (int16_t)(vy < 0.0f ? -(int)i : (int)i);
		rec[i].flag = (int8_t)(x > 0.0f);
	}
}

REF_MAIN(reference)
#endif
