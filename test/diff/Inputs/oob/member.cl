/* Shaped as csmith2cl.py --mode private writes programs; func_1 reads one
 * int past g_3 into g_5: undefined, and inside one object (test/diff/oob.test). */
struct globals {
	int32_t g_3;
	uint32_t g_5;
	int8_t * g_54[2];
};
static uint func_1(struct globals *ctx)
{
	int32_t *q = &ctx->g_3;
	return (uint)q[OFFSET];
}

kernel void
entry(global uint *out)
{
	struct globals G = {
		7L, /* g_3 */
		0x8959310CL, /* g_5 */
		{(void*)0,(void*)0}, /* g_54 */
	};
	struct globals *ctx = &G;

	out[get_global_id(0)] = func_1(ctx) ^ (uint)ctx->g_5;
}
