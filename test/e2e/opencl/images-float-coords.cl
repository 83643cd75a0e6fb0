// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// read_imagef with a sampler and float coordinates, nearest filter. A
// constant unnormalized sampler reads the x-mirrored pixel at its centre,
// and off-centre points (x - 1.75, y + 1.875), some beyond the edges, that
// floor to pixel (x - 2, y + 1) and clamp; a normalized sampler argument
// reads the x-mirrored pixel centres as (x + 0.5) / W. An 8x4 image keeps
// every coordinate exact in float.
// LAUNCH: read_unnormalized -g 8,4 img2d:8:4:float out:float4:32 out:float4:32
// LAUNCH: read_normalized -g 8,4 img2d:8:4:float sampler:1:clamp_to_edge:nearest out:float4:32

#ifndef REFERENCE
constant sampler_t pixels = CLK_NORMALIZED_COORDS_FALSE |
    CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;

kernel void
read_unnormalized(read_only image2d_t img, global float4 *centre,
    global float4 *off)
{
	int x = (int)get_global_id(0), y = (int)get_global_id(1);
	int i = y * (int)get_global_size(0) + x;
	int mx = get_image_width(img) - 1 - x;

	centre[i] = read_imagef(img, pixels, (float2)(mx + 0.5f, y + 0.5f));
	/* pixel (x - 2, y + 1), clamped at the left and bottom edges */
	off[i] = read_imagef(img, pixels, (float2)(x - 1.75f, y + 1.875f));
}

kernel void
read_normalized(read_only image2d_t img, sampler_t s, global float4 *o)
{
	int x = (int)get_global_id(0), y = (int)get_global_id(1);
	int mx = get_image_width(img) - 1 - x;
	float2 size = convert_float2(get_image_dim(img));

	o[y * (int)get_global_size(0) + x] = read_imagef(img, s,
	    ((float2)(mx, y) + 0.5f) / size);
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
copy_pixel(float *o, int i, const float *img, int w, int x, int y)
{
	memcpy(o + i * 4, img + (y * w + x) * 4, 4 * sizeof(float));
}

static void
reference(struct ref_launch *L)
{
	const float *img = REF_PTR(L, 0, float);
	int w = (int)L->arg[0].width, h = (int)L->arg[0].height;
	int unnorm = strcmp(L->kernel, "read_unnormalized") == 0;
	float *o = REF_PTR(L, unnorm ? 1 : 2, float);

	for (int y = 0; y < h; y++) {
		for (int x = 0; x < w; x++) {
			int i = y * w + x;

			copy_pixel(o, i, img, w, w - 1 - x, y);
			if (unnorm)
				copy_pixel(REF_PTR(L, 2, float), i, img, w,
				    ref_clamp_edge(x - 2, w - 1), ref_clamp_edge(y + 1, h - 1));
		}
	}
}

REF_MAIN(reference)
#endif
