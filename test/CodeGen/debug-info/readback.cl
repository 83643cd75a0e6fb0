// End to end: clang-19 -g, llc-spirv (OpenCL.DebugInfo.100, the default),
// spirv-val, and the Khronos translator reads the debug information back into
// LLVM metadata. The metadata, and the DWARF that llc-19 makes of it for x86,
// name the source file, the functions, the local variables and their lines.
// REQUIRES: llvm-spirv, clang
// RUN: clang-19 -cl-std=CL2.0 -target spirv64 -O0 -g -emit-llvm -c %s -o %t.bc
// RUN: llc-spirv -mtriple=spirv64 %t.bc -o %t.spv
// RUN: spirv-val %t.spv
// RUN: llvm-spirv-15 -r %t.spv -o %t.r.bc
// RUN: llvm-dis %t.r.bc -o - | FileCheck %s
// RUN: llc -mtriple=x86_64-unknown-linux-gnu -filetype=obj %t.r.bc -o %t.o
// RUN: llvm-dwarfdump --debug-info --debug-line %t.o | FileCheck %s --check-prefix=DWARF
// RUN: clang-19 -cl-std=CL2.0 -target spirv64 -O2 -g -emit-llvm -c %s -o %t2.bc
// RUN: llc-spirv -mtriple=spirv64 %t2.bc -o %t2.spv
// RUN: spirv-val %t2.spv
// RUN: llvm-spirv-15 -r %t2.spv -o %t2.r.bc
// RUN: llvm-dis %t2.r.bc -o - | FileCheck %s --check-prefix=O2

// CHECK-DAG: !DIFile(filename: "{{.*}}readback.cl"
// CHECK-DAG: !DISubprogram(name: "scale", {{.*}}line: 41
// CHECK-DAG: !DISubprogram(name: "readback", {{.*}}line: 46
// CHECK-DAG: !DILocalVariable(name: "factor", arg: 2, {{.*}}line: 41
// CHECK-DAG: !DILocalVariable(name: "gid", {{.*}}line: 48
// CHECK-DAG: !DILocalVariable(name: "total", {{.*}}line: 49
// CHECK-DAG: !DILocation(line: 50, column: {{[0-9]+}}, scope:
// DWARF: DW_TAG_subprogram
// DWARF: DW_AT_name ("readback")
// DWARF: DW_AT_decl_file ("{{.*}}readback.cl")
// DWARF: DW_AT_decl_line (46)
// DWARF: DW_TAG_variable
// DWARF-NEXT: DW_AT_location
// DWARF-NEXT: DW_AT_name ("gid")
// DWARF: DW_AT_name ("total")
// DWARF: Line table prologue
// DWARF: name: "{{.*}}readback.cl"
// DWARF: 0x{{[0-9a-f]+}} 50 {{.*}} is_stmt
// O2-DAG: !DISubprogram(name: "scale", {{.*}}line: 41
// O2-DAG: distinct !DILocation(line: 50, scope: ![[#]])
// O2-DAG: !DILocation(line: 43, column: {{[0-9]+}}, scope: ![[#]], inlinedAt: ![[#]])

float scale(float x, float factor)
{
	return x * factor;
}

kernel void readback(global float *data, float f)
{
	int gid = get_global_id(0);
	float total = data[gid];
	total = scale(total, f) + 1.0f;
	data[gid] = total;
}
