// Structured buffers of a struct (float4, int2, uint, float: the same
// offsets under every layout rule): loaded whole, members updated, stored
// whole; a second output reads one member of another element.  The output
// is printed as raw bits, so float results must match exactly.
// LAUNCH: main -g 64 -l 32 sb:0:0=in:float:512 sb:0:1=out:uint:512 sb:0:2=out:float:64

#ifndef REFERENCE
struct Particle {
	float4 pos;	/* bytes 0..15 */
	int2 cell;	/* 16..23 */
	uint id;	/* 24 */
	float mass;	/* 28 */
};

[[vk::binding(0, 0)]] StructuredBuffer<Particle> In;
[[vk::binding(1, 0)]] RWStructuredBuffer<Particle> Out;
[[vk::binding(2, 0)]] RWStructuredBuffer<float> Mass;

[numthreads(32, 1, 1)]
void main(uint3 tid : SV_DispatchThreadID)
{
	Particle p = In[tid.x];

	p.pos = p.pos * 0.5f + float4(1, 2, 3, 4);
	p.cell = p.cell.yx - int2((int)tid.x, 1);
	p.id = p.id ^ 0xffu;
	p.mass = p.mass + (float)p.cell.x;
	Out[tid.x] = p;
	Mass[tid.x] = In[63 - tid.x].mass;
}
#else
#include "ref.h"

struct particle {
	float pos[4];
	int32_t cell[2];
	uint32_t id;
	float mass;
};

static void
reference(struct ref_launch *L)
{
	const struct particle *in = REF_PTR(L, 0, const struct particle);
	struct particle *out = REF_PTR(L, 1, struct particle);
	float *mass = REF_PTR(L, 2, float);

	for (size_t t = 0; t < L->global[0]; t++) {
		struct particle p = in[t];
		int32_t c0 = p.cell[1] - (int32_t)t, c1 = p.cell[0] - 1;

		for (int k = 0; k < 4; k++)
			p.pos[k] = p.pos[k] * 0.5f + (float)(k + 1);
		p.cell[0] = c0;
		p.cell[1] = c1;
		p.id ^= 0xffu;
		p.mass = p.mass + (float)p.cell[0];
		out[t] = p;
		mass[t] = in[63 - t].mass;
	}
}

REF_MAIN(reference)
#endif
