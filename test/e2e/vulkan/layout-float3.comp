#version 450
// Stand-in for layout-float3.hlsl: GLSL with the offsets of clang 22's IR
// (glslang's HLSL front end lays float3 members out by std430/std140 rules).
#extension GL_EXT_scalar_block_layout : require
layout(local_size_x = 32) in;

struct Vertex {
	vec3 pos;	/* 0 */
	float pad;	/* 12: copied back unchanged */
	uint id;	/* 16 */
	vec2 uv;	/* 20; stride 28 */
};

layout(set = 0, binding = 0, std140) uniform Params {
	vec3 Axis;
	layout(offset = 16) float Angle;
	layout(offset = 32) vec4 Tint;
};
layout(set = 0, binding = 1, scalar) buffer Verts { Vertex V[]; };

void main()
{
	uint t = gl_GlobalInvocationID.x;
	Vertex v = V[t];

	v.pos = v.pos * Angle + Axis;
	v.id = t * 3u;
	v.uv = v.uv * Tint.xy + Tint.zw;
	V[t] = v;
}
