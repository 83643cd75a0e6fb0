;; Parameters whose pointee a type attribute declares keep exactly that type,
;; whatever else reaches them: a kernel's by-value struct argument forwarded
;; to a callee that takes the struct's first member by value, an sret pointer
;; forwarded to a callee that fills the first member, and a declaration called
;; with a ByVal argument. Call sites cast their argument to the parameter type.
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

;; the declaration: ByVal pair*, not uchar*
; CHECK: %[[#EXT:]] = OpFunction %[[#F]] None
; CHECK-NEXT: OpFunctionParameter %[[#PPAIR]]
; CHECK: OpFunctionEnd

; CHECK: %[[#WEIGH:]] = OpFunction %[[#F]]
; CHECK-NEXT: OpFunctionParameter %[[#PPAIR]]
; CHECK: %[[#MKP:]] = OpFunction
; CHECK-NEXT: OpFunctionParameter %[[#PPAIR]]
; CHECK: = OpFunction %
; CHECK-NEXT: %[[#R:]] = OpFunctionParameter %[[#PQUAD]]
; CHECK: %[[#RP:]] = OpBitcast %[[#PPAIR]] %[[#R]]
; CHECK: OpFunctionCall %{{[0-9]+}} %[[#MKP]] %[[#RP]]
; CHECK: = OpFunction %
; CHECK-NEXT: %[[#Q:]] = OpFunctionParameter %[[#PQUAD]]
; CHECK: %[[#QP:]] = OpBitcast %[[#PPAIR]] %[[#Q]]
; CHECK: OpFunctionCall %[[#F]] %[[#WEIGH]] %[[#QP]]
; CHECK: OpFunctionCall %[[#F]] %[[#EXT]] %[[#QP]]

; BACK: declare spir_func float @ext(ptr byval(%struct.pair) align 4)
; BACK: define spir_func float @weigh(ptr byval(%struct.pair)
; BACK: define spir_func void @make_pair(ptr sret(%struct.pair)
; BACK: define spir_func void @make_quad(ptr sret(%struct.quad)
; BACK: define spir_kernel void @byval_kernel_arg(ptr byval(%struct.quad)

%struct.pair = type { float, float }
%struct.quad = type { %struct.pair, float, float }

declare spir_func float @ext(ptr byval(%struct.pair) align 4)

define spir_func float @weigh(ptr byval(%struct.pair) align 4 %a) #0 {
  %x = load float, ptr %a, align 4
  %py = getelementptr inbounds i8, ptr %a, i64 4
  %y = load float, ptr %py, align 4
  %r = fadd float %x, %y
  ret float %r
}

define spir_func void @make_pair(ptr sret(%struct.pair) align 4 %r, float %a) #0 {
  store float %a, ptr %r, align 4
  %py = getelementptr inbounds i8, ptr %r, i64 4
  store float %a, ptr %py, align 4
  ret void
}

define spir_func void @make_quad(ptr sret(%struct.quad) align 4 %r, float %a) #0 {
  call spir_func void @make_pair(ptr sret(%struct.pair) align 4 %r, float %a)
  %pz = getelementptr inbounds i8, ptr %r, i64 8
  store float %a, ptr %pz, align 4
  %pw = getelementptr inbounds i8, ptr %r, i64 12
  store float %a, ptr %pw, align 4
  ret void
}

define spir_kernel void @byval_kernel_arg(ptr byval(%struct.quad) align 4 %q, ptr addrspace(1) %out) {
  %w = call spir_func float @weigh(ptr byval(%struct.pair) align 4 %q)
  %e = call spir_func float @ext(ptr byval(%struct.pair) align 4 %q)
  %s = fadd float %w, %e
  store float %s, ptr addrspace(1) %out, align 4
  ret void
}

define spir_kernel void @sret_forward(ptr addrspace(1) %out) {
  %q = alloca %struct.quad, align 4
  call spir_func void @make_quad(ptr sret(%struct.quad) align 4 %q, float 1.0)
  %pz = getelementptr inbounds i8, ptr %q, i64 8
  %z = load float, ptr %pz, align 4
  store float %z, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { noinline }
