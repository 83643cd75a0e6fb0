#version 450
// Stand-in for handle-locals.hlsl (glslang's HLSL front end keeps no
// resources in local variables or static globals): the same arithmetic in
// GLSL.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { float i[]; };
layout(set = 0, binding = 1) buffer Out { float o[]; };

void main()
{
	uint t = gl_GlobalInvocationID.x;

	o[t] = o[t] + i[t] * 2.0;
	o[t] = o[t] + 1.0;
	o[t] = o[t] * 0.5;
}
