#version 450
// Stand-in for resource-array-nonuniform.hlsl: the same shader in GLSL.
#extension GL_EXT_nonuniform_qualifier : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Bufs { uint v[]; } bufs[4];

void main()
{
	uint t = gl_GlobalInvocationID.x;

	bufs[nonuniformEXT(t % 4)].v[t / 4] = t * 3u + 1u;
}
