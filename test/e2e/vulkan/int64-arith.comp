#version 450
// Stand-in for int64-arith.hlsl (glslang's HLSL front end has no 64-bit
// integer types): the same computation in GLSL.
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) readonly buffer UB { uint64_t U[]; };
layout(set = 0, binding = 1) readonly buffer SB { int64_t S[]; };
layout(set = 0, binding = 2) buffer OUB { uint64_t OutU[]; };
layout(set = 0, binding = 3) buffer OSB { int64_t OutS[]; };
layout(set = 0, binding = 4) buffer LB { uint Low[]; };

void main()
{
	uint t = gl_GlobalInvocationID.x;
	uint64_t u = U[t];
	int64_t s = S[t];

	OutU[t] = u * 0x100000001b3ul + (u >> 37) + (uint64_t(t) << 40);
	OutS[t] = s / 7l + s % 1000l - (s > 0l ? int64_t(1) << 33 : -(s >> 3));
	Low[t] = uint(u) ^ uint(u >> 32) ^ (s < -5l ? 1u : 0u);
}
