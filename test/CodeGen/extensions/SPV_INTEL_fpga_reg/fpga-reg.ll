;; SPV_INTEL_fpga_reg: __builtin_intel_fpga_reg(x) reaches IR as
;; llvm.annotation (scalars; floats and pointers go through an integer of
;; their width) or, for a struct copied to a temporary, llvm.ptr.annotation of
;; the temporary's address, either with the text "__builtin_intel_fpga_reg".
;; Each becomes OpFPGARegINTEL of the operand, typed as the result; a nested
;; call gives two. Other annotation texts pass their operand through.
;; SPIRV-Tools 2023.1's grammar gives OpFPGARegINTEL a spurious extra operand
;; and cannot read the instruction: the newer validator checks the output, and
;; its disassembler prints the capability and opcode under their ALTERA names.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_fpga_reg %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,INTEL
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}
;; the ALTERA spelling: the same words under its own OpExtension
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_fpga_reg %s -o %t-altera.spv
; RUN: %spirv-val-new %t-altera.spv
; RUN: %spirv-dis-new --raw-id --no-header %t-altera.spv | FileCheck %s --check-prefixes=CHECK,ALTERA
;; spirv32: the pointer goes through an i32
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_fpga_reg %s -o %t32.spv
; RUN: %spirv-val-new %t32.spv

; CHECK-DAG: OpCapability FPGARegALTERA
; INTEL-DAG: OpExtension "SPV_INTEL_fpga_reg"
; ALTERA-DAG: OpExtension "SPV_ALTERA_fpga_reg"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#I32]] %[[#]]
; CHECK-DAG: %[[#PST:]] = OpTypePointer Function %[[#ST]]
; CHECK: %[[#A:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#TMP:]] = OpVariable %[[#PST]] Function
; CHECK-NEXT: %[[#R1:]] = OpFPGARegALTERA %[[#I32]] %[[#A]]
; CHECK-NEXT: %[[#R2:]] = OpFPGARegALTERA %[[#I32]] %[[#R1]]
; CHECK-NEXT: %[[#FB:]] = OpBitcast %[[#I32]]
; CHECK-NEXT: %[[#FR:]] = OpFPGARegALTERA %[[#I32]] %[[#FB]]
; CHECK-NEXT: %[[#S:]] = OpIAdd %[[#I32]] %[[#R2]] %[[#FR]]
;; "other" is not the builtin: %a itself
; CHECK-NEXT: OpIAdd %[[#I32]] %[[#S]] %[[#A]]
; CHECK: %[[#PI:]] = OpConvertPtrToU %[[#I64]]
; CHECK-NEXT: %[[#PR:]] = OpFPGARegALTERA %[[#I64]] %[[#PI]]
; CHECK-NEXT: OpConvertUToPtr %[[#]] %[[#PR]]
; CHECK: OpCopyMemorySized
; CHECK-NEXT: %[[#T:]] = OpFPGARegALTERA %[[#PST]] %[[#TMP]]
; CHECK-NEXT: %[[#TB:]] = OpBitcast %[[#]] %[[#T]]
; CHECK-NEXT: OpCopyMemorySized %[[#]] %[[#TB]]
; CHECK-NOT: OpFPGARegALTERA

;; the translator reads the instruction back as the annotation it came from
; BACK: call i32 @llvm.annotation.i32{{.*}}(i32 %a,
; BACK: call i64 @llvm.annotation.i64
; BACK: call ptr @llvm.ptr.annotation

target triple = "spirv64-unknown-unknown"

%struct.st = type { i32, float }

@.str = private unnamed_addr addrspace(1) constant [25 x i8] c"__builtin_intel_fpga_reg\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(1) constant [6 x i8] c"a.cpp\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(1) constant [6 x i8] c"other\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %a, float %f, ptr addrspace(1) %ps) {
entry:
  %r = call i32 @llvm.annotation.i32.p1(i32 %a, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3)
  %r2 = call i32 @llvm.annotation.i32.p1(i32 %r, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 3)
  %fb = bitcast float %f to i32
  %fr = call i32 @llvm.annotation.i32.p1(i32 %fb, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 4)
  %o = call i32 @llvm.annotation.i32.p1(i32 %a, ptr addrspace(1) @.str.2, ptr addrspace(1) @.str.1, i32 5)
  %s = add i32 %r2, %fr
  %s2 = add i32 %s, %o
  store i32 %s2, ptr addrspace(1) %out, align 4
  %pi = ptrtoint ptr addrspace(1) %out to i64
  %pr = call i64 @llvm.annotation.i64.p1(i64 %pi, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 6)
  %pp = inttoptr i64 %pr to ptr addrspace(1)
  store i32 1, ptr addrspace(1) %pp, align 4
  %tmp = alloca %struct.st, align 4
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %tmp, ptr addrspace(1) align 4 %ps, i64 8, i1 false)
  %t = call ptr @llvm.ptr.annotation.p0.p1(ptr %tmp, ptr addrspace(1) @.str, ptr addrspace(1) @.str.1, i32 7, ptr addrspace(1) null)
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) align 4 %ps, ptr align 4 %t, i64 8, i1 false)
  ret void
}

declare i32 @llvm.annotation.i32.p1(i32, ptr addrspace(1), ptr addrspace(1), i32)
declare i64 @llvm.annotation.i64.p1(i64, ptr addrspace(1), ptr addrspace(1), i32)
declare ptr @llvm.ptr.annotation.p0.p1(ptr, ptr addrspace(1), ptr addrspace(1), i32, ptr addrspace(1))
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)
declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
