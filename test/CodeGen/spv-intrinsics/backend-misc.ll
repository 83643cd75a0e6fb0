;; llvm.spv.* intrinsics that the other tests leave out: sdot on vectors wider
;; than the packed forms (open-coded: SPIR-V's OpSDot needs DotProduct), the
;; assume and expect hints (dropped, or OpAssumeTrueKHR/OpExpectKHR with
;; SPV_KHR_expect_assume), unref.global (evidence only: no instruction),
;; unreachable (the OpUnreachable of the block) and alloca.array (a run-time
;; sized alloca: OpVariableLengthArrayINTEL with SPV_INTEL_variable_length_array,
;; else a clear error).
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 %t/main.ll -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %t/main.ll
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_expect_assume %t/main.ll -o %t.ea.spv
; RUN: spirv-val %t.ea.spv
; RUN: spirv-dis --raw-id --no-header %t.ea.spv | FileCheck %t/main.ll --check-prefix=EA
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array %t/vla.ll -o %t.vla.spv
; RUN: spirv-val %t.vla.spv
; RUN: spirv-dis --raw-id --no-header %t.vla.spv | FileCheck %t/vla.ll
; RUN: not llc-spirv -mtriple=spirv64 %t/vla.ll -o %t.none.spv 2>&1 | FileCheck %t/vla.ll --check-prefix=NOVLA
; RUN: not test -e %t.none.spv

;--- main.ll
; CHECK-NOT: OpCapability DotProduct
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; EA-DAG: OpCapability ExpectAssumeKHR
; EA-DAG: OpExtension "SPV_KHR_expect_assume"
@g = addrspace(1) global i32 5

; CHECK-LABEL: OpFunction %
; CHECK: %[[#A:]] = OpFunctionParameter
; CHECK: %[[#B:]] = OpFunctionParameter
; CHECK: %[[#A0:]] = OpCompositeExtract %[[#]] %[[#A]] 0
; CHECK: %[[#B0:]] = OpCompositeExtract %[[#]] %[[#B]] 0
; CHECK: %[[#P0:]] = OpIMul %[[#]] %[[#A0]] %[[#B0]]
; CHECK: %[[#P1:]] = OpIMul
; CHECK: %[[#S1:]] = OpIAdd %[[#]] %[[#P0]] %[[#P1]]
; CHECK: OpIMul
; CHECK: OpIAdd %[[#]] %[[#S1]]
; CHECK: OpIMul
; CHECK: %[[#R:]] = OpIAdd
; CHECK: OpReturnValue %[[#R]]
define spir_func i32 @dot(<4 x i32> %a, <4 x i32> %b) {
  %r = call i32 @llvm.spv.sdot.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret i32 %r
}

; CHECK-LABEL: OpFunction %
; CHECK: %[[#X:]] = OpFunctionParameter
; CHECK: %[[#C:]] = OpFunctionParameter
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpSelect %[[#]] %[[#C]] %[[#X]]
; EA-LABEL: OpFunction %
; EA: OpFunction %
; EA: %[[#X:]] = OpFunctionParameter
; EA: %[[#C:]] = OpFunctionParameter
; EA-NEXT: OpLabel
; EA-NEXT: OpAssumeTrueKHR %[[#C]]
; EA-NEXT: %[[#E:]] = OpExpectKHR %[[#]] %[[#X]] %[[#]]
; EA-NEXT: %[[#EB:]] = OpExpectKHR %[[#]] %[[#C]] %[[#]]
; EA-NEXT: OpSelect %[[#]] %[[#EB]] %[[#E]]
define spir_func i32 @hints(i32 %x, i1 %c) {
  call void @llvm.spv.assume(i1 %c)
  %e = call i32 @llvm.spv.expect.i32(i32 %x, i32 5)
  %b = call i1 @llvm.spv.expect.i1(i1 %c, i1 true)
  %r = select i1 %b, i32 %e, i32 0
  ret i32 %r
}

;; unref.global leaves nothing; the global's load stays
; CHECK-LABEL: OpFunction %
; CHECK: OpBranchConditional %[[#]] %[[#YES:]] %[[#NO:]]
; CHECK: %[[#NO]] = OpLabel
; CHECK-NEXT: OpLoad %[[#]] %[[#G]]
; CHECK: %[[#YES]] = OpLabel
; CHECK-NEXT: OpUnreachable
define spir_func i32 @unref(i1 %c) {
entry:
  call void @llvm.spv.unref.global.p1(ptr addrspace(1) @g)
  br i1 %c, label %a, label %b
a:
  call void @llvm.spv.unreachable()
  unreachable
b:
  %v = load i32, ptr addrspace(1) @g
  ret i32 %v
}

declare i32 @llvm.spv.sdot.v4i32(<4 x i32>, <4 x i32>)
declare void @llvm.spv.assume(i1)
declare i32 @llvm.spv.expect.i32(i32, i32)
declare i1 @llvm.spv.expect.i1(i1, i1)
declare void @llvm.spv.unref.global.p1(ptr addrspace(1))
declare void @llvm.spv.unreachable()

;--- vla.ll
; CHECK: OpCapability VariableLengthArrayINTEL
; CHECK: OpExtension "SPV_INTEL_variable_length_array"
; CHECK: %[[#N:]] = OpFunctionParameter
; CHECK: OpSaveMemoryINTEL
; CHECK: %[[#A:]] = OpVariableLengthArrayINTEL %[[#]] %[[#N]]
; CHECK: OpStore %[[#A]]
; NOVLA: llc-spirv: error: {{.*}}vla.ll:{{[0-9]+}}: in @f: {{.*}}: an alloca with a run-time size is not supported for spirv64 (enable it with --spirv-ext=+SPV_INTEL_variable_length_array)
define spir_func float @f(i32 %n) {
  %a = call ptr @llvm.spv.alloca.array.p0.i32(i32 %n)
  call void @llvm.spv.assign.ptr.type.p0(ptr %a, metadata float poison, i32 0)
  store float 1.0, ptr %a
  %v = load float, ptr %a
  ret float %v
}
declare ptr @llvm.spv.alloca.array.p0.i32(i32)
declare void @llvm.spv.assign.ptr.type.p0(ptr, metadata, i32)
