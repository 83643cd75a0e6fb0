#!/bin/sh
# make demo: compile the bundled OpenCL kernel with clang-19 and llc-spirv,
# validate it, show the SPIR-V, then run it on PoCL and compare with C.
set -eu
build=${1:-build}
llc=$build/bin/llc-spirv
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
echo "== clang-19: examples/saxpy.cl -> LLVM IR"
clang-19 -x cl -cl-std=CL1.2 -target spirv64 -O2 -emit-llvm -c examples/saxpy.cl -o "$work/saxpy.bc"
echo "== llc-spirv -mtriple=spirv64 saxpy.bc -o saxpy.spv"
"$llc" -mtriple=spirv64 "$work/saxpy.bc" -o "$work/saxpy.spv"
echo "== spirv-val saxpy.spv"
spirv-val "$work/saxpy.spv" && echo "valid ($(wc -c <"$work/saxpy.spv") bytes)"
echo "== the SPIR-V (first lines of the disassembly)"
"$llc" -mtriple=spirv64 "$work/saxpy.bc" -o - | sed -n '1,40p'
echo "   ..."
echo "== run on PoCL at -O0 and -O2 (llvm-spirv-15 -r, clCreateProgramWithBinary) and compare with C"
LLC_SPIRV=$llc bash test/e2e/opencl/run-cl.sh examples/saxpy.cl
echo "demo: the kernel ran and matched the C reference"
