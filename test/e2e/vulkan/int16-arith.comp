#version 450
// Stand-in for int16-arith.hlsl (glslang's HLSL front end has no int16_t):
// the same computation in GLSL.
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) readonly buffer SB { int16_t S[]; };
layout(set = 0, binding = 1) readonly buffer UB { uint16_t U[]; };
layout(set = 0, binding = 2) buffer OSB { int16_t OutS[]; };
layout(set = 0, binding = 3) buffer OUB { uint16_t OutU[]; };
layout(set = 0, binding = 4) buffer WB { int Wide[]; };

void main()
{
	uint t = gl_GlobalInvocationID.x;
	int16_t s = S[t];
	uint16_t u = U[t];

	OutS[t] = int16_t(s * int16_t(3) + int16_t(s >> 2));
	OutU[t] = uint16_t((u << 3) ^ (u >> 5)) + uint16_t(t);
	Wide[t] = int(s) * int(u);
}
