// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// read_imagef with a sampler and integer coordinates (unnormalized,
// clamp-to-edge, nearest): with a program-scope sampler constant, with one
// declared in the kernel, and with a sampler_t argument. Each work-item reads
// one coordinate of a 5x3 image, two pixels beyond every edge, so those reads
// clamp to the border.
// LAUNCH: read_const_sampler -g 9,7 img2d:5:3:float out:float4:63
// LAUNCH: read_local_sampler -g 9,7 img2d:5:3:float out:float4:63
// LAUNCH: read_arg_sampler -g 9,7 img2d:5:3:float sampler:0:clamp_to_edge:nearest out:float4:63

#ifndef REFERENCE
constant sampler_t edge = CLK_NORMALIZED_COORDS_FALSE |
    CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void
read_const_sampler(read_only image2d_t img, global float4 *o)
{
	int x = (int)get_global_id(0), y = (int)get_global_id(1);

	o[y * (int)get_global_size(0) + x] =
	    read_imagef(img, edge, (int2)(x - 2, y - 2));
}

kernel void
read_local_sampler(read_only image2d_t img, global float4 *o)
{
	const sampler_t s = CLK_NORMALIZED_COORDS_FALSE |
	    CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
	int x = (int)get_global_id(0), y = (int)get_global_id(1);

	o[y * (int)get_global_size(0) + x] =
	    read_imagef(img, s, (int2)(x - 2, y - 2));
}

kernel void
read_arg_sampler(read_only image2d_t img, sampler_t s, global float4 *o)
{
	int x = (int)get_global_id(0), y = (int)get_global_id(1);

	o[y * (int)get_global_size(0) + x] =
	    read_imagef(img, s, (int2)(x - 2, y - 2));
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	const float *img = REF_PTR(L, 0, float);
	int w = (int)L->arg[0].width, h = (int)L->arg[0].height;
	float *o = REF_PTR(L, L->nargs - 1, float);
	int gx = (int)L->global[0], gy = (int)L->global[1];

	for (int y = 0; y < gy; y++) {
		for (int x = 0; x < gx; x++) {
			int px = ref_clamp_edge(x - 2, w - 1), py = ref_clamp_edge(y - 2, h - 1);

			for (int c = 0; c < 4; c++)
				o[(y * gx + x) * 4 + c] =
				    img[(py * w + px) * 4 + c];
		}
	}
}

REF_MAIN(reference)
#endif
