;; A by-value struct parameter forwarded to a callee whose byval type is the
;; struct's first member (clang -O2's memcpyopt does this): each parameter
;; keeps the type its byval attribute declares, and the call site casts its
;; argument. Here the callee comes first in the module.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#PAIR:]] = OpTypeStruct %[[#F]] %[[#F]]
; CHECK-DAG: %[[#QUAD:]] = OpTypeStruct %[[#PAIR]] %[[#F]] %[[#F]]
; CHECK-DAG: %[[#PPAIR:]] = OpTypePointer Function %[[#PAIR]]
; CHECK-DAG: %[[#PQUAD:]] = OpTypePointer Function %[[#QUAD]]
; CHECK-DAG: OpDecorate %[[#A:]] FuncParamAttr ByVal
; CHECK-DAG: OpDecorate %[[#Q:]] FuncParamAttr ByVal
; CHECK: %[[#FIRST:]] = OpFunction %[[#F]]
; CHECK-NEXT: %[[#A]] = OpFunctionParameter %[[#PPAIR]]
; CHECK: OpFunction %[[#F]]
; CHECK-NEXT: %[[#Q]] = OpFunctionParameter %[[#PQUAD]]
; CHECK: %[[#QP:]] = OpBitcast %[[#PPAIR]] %[[#Q]]
; CHECK: OpFunctionCall %[[#F]] %[[#FIRST]] %[[#QP]]
; CHECK: OpVariable %[[#PQUAD]] Function

; BACK: %struct.quad = type { %struct.pair, float, float }
; BACK: define spir_func float @first(ptr byval(%struct.pair) align 4 %a)
; BACK: define spir_func float @sum(ptr byval(%struct.quad) align 4 %q)

%struct.pair = type { float, float }
%struct.quad = type { %struct.pair, float, float }

define spir_func float @first(ptr byval(%struct.pair) align 4 %a) #0 {
  %x = load float, ptr %a, align 4
  ret float %x
}

define spir_func float @sum(ptr byval(%struct.quad) align 4 %q) #0 {
  %f = call spir_func float @first(ptr byval(%struct.pair) align 4 %q)
  %pz = getelementptr inbounds i8, ptr %q, i64 8
  %z = load float, ptr %pz, align 4
  %r = fadd float %f, %z
  ret float %r
}

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %tmp = alloca %struct.quad, align 4
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %i4 = shl i64 %gid, 2
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %i4
  call void @llvm.memcpy.p0.p1.i64(ptr align 4 %tmp, ptr addrspace(1) align 4 %src, i64 16, i1 false)
  %r = call spir_func float @sum(ptr byval(%struct.quad) align 4 %tmp)
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %gid
  store float %r, ptr addrspace(1) %dst, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare void @llvm.memcpy.p0.p1.i64(ptr, ptr addrspace(1), i64, i1)

attributes #0 = { noinline }
