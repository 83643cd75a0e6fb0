// Sequentially consistent atomics on a storage buffer (device scope): the
// shader and reference of atomic-buffer.hlsl with every atomic seq_cst.
// Vulkan has no SequentiallyConsistent semantics: llc-spirv makes them
// AcquireRelease with UniformMemory, and the totals and the distinct counter
// slots 0..N-1 are still exact. The glslang stand-in takes Interlocked*.
// LAUNCH: main -g 256 -l 64 sb:0:0=in:int:256:-100000..100000 sb:0:1=io:int:5:zero sb:0:2=io:int:2:=-1 sb:0:3=out:uint:256

#define ORDER __ATOMIC_SEQ_CST
#include "atomic-buffer.hlsl"
