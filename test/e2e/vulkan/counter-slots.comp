#version 450
// Stand-in for counter-slots.hlsl (glslang places HLSL counters its own
// way): the same shader in GLSL, the counters as buffers at bindings 2, 3.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Up { uint up[]; };
layout(set = 0, binding = 1) buffer Down { uint down[]; };
layout(set = 0, binding = 2) buffer UpCounter { uint upc; };
layout(set = 0, binding = 3) buffer DownCounter { uint downc; };

void main()
{
	up[atomicAdd(upc, 1u)] = 1u;
	down[atomicAdd(downc, 0xffffffffu) - 1u] = 2u;
}
