// RUN: %e2e-cl %s
// REQUIRES: pocl, llvm-spirv
// Sampler-less reads (read_imageui, read_imagei) and writes (write_imageui,
// write_imagef) of 2D images with integer coordinates. Each pixel is read,
// changed and written mirrored in x, so swapped or dropped coordinates show;
// the sizes from get_image_width/get_image_height of both images go to a
// buffer.
// LAUNCH: copy_uint -g 6,4 img2d:6:4:uint oimg2d:6:4:uint out:int:4
// LAUNCH: int_to_float -g 6,4 img2d:6:4:int:-1000..1000 oimg2d:6:4:float out:int:4

#ifndef REFERENCE
kernel void
copy_uint(read_only image2d_t src, write_only image2d_t dst, global int *dims)
{
	int x = (int)get_global_id(0), y = (int)get_global_id(1);
	uint4 v = read_imageui(src, (int2)(x, y));

	write_imageui(dst, (int2)(get_image_width(dst) - 1 - x, y),
	    (v ^ 0x5a5a5a5au) + (uint4)(x, y, 7, 0));
	if (x == 0 && y == 0) {
		dims[0] = get_image_width(src);
		dims[1] = get_image_height(src);
		dims[2] = get_image_width(dst);
		dims[3] = get_image_height(dst);
	}
}

kernel void
int_to_float(read_only image2d_t src, write_only image2d_t dst,
    global int *dims)
{
	int x = (int)get_global_id(0), y = (int)get_global_id(1);
	int4 v = read_imagei(src, (int2)(x, y));

	write_imagef(dst, (int2)(get_image_width(dst) - 1 - x, y),
	    convert_float4(v.wzyx) * 0.25f - (float4)(x, y, 0.5f, 0.0f));
	if (x == 1 && y == 2) {
		dims[0] = get_image_width(src);
		dims[1] = get_image_height(src);
		dims[2] = get_image_width(dst);
		dims[3] = get_image_height(dst);
	}
}
#endif

#ifdef REFERENCE
#include "ref.h"

static void
reference(struct ref_launch *L)
{
	int w = (int)L->arg[0].width, h = (int)L->arg[0].height;
	int32_t *dims = REF_PTR(L, 2, int32_t);

	for (int y = 0; y < h; y++) {
		for (int x = 0; x < w; x++) {
			size_t s = ((size_t)y * w + x) * 4;
			size_t d = ((size_t)y * w + (w - 1 - x)) * 4;

			if (strcmp(L->kernel, "copy_uint") == 0) {
				const uint32_t *in = REF_PTR(L, 0, uint32_t);
				uint32_t *o = REF_PTR(L, 1, uint32_t);
				uint32_t add[4] = { x, y, 7, 0 };

				for (int c = 0; c < 4; c++)
					o[d + c] = (in[s + c] ^ 0x5a5a5a5au) +
					    add[c];
			} else {
				const int32_t *in = REF_PTR(L, 0, int32_t);
				float *o = REF_PTR(L, 1, float);
				float sub[4] = { x, y, 0.5f, 0.0f };

				for (int c = 0; c < 4; c++)
					o[d + c] = (float)in[s + 3 - c] * 0.25f -
					    sub[c];
			}
		}
	}
	dims[0] = dims[2] = w;
	dims[1] = dims[3] = h;
}

REF_MAIN(reference)
#endif
