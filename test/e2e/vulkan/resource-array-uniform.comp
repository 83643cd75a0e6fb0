#version 450
// Stand-in for resource-array-uniform.hlsl (glslang's HLSL front end has no
// arrays of structured buffers): the same shader in GLSL.
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) readonly buffer Src { float v[]; } src[3];
layout(set = 0, binding = 1) buffer Out { float o[]; };

void main()
{
	uint t = gl_GlobalInvocationID.x, g = gl_WorkGroupID.x;

	o[t] = src[g].v[t] * 2.0 + src[2 - g].v[t];
}
