;; target("spirv.Padding", N) members outside buffer memory: a Private struct
;; has no member for the padding, so the constant initializer leaves out its
;; element and an access to the member after it uses the shifted SPIR-V index
;; (lsv_struct_members, lsv_member). The struct used to fail in the nesting
;; depth count, which asked for the padding's own SPIR-V type.
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s

target triple = "spirv-unknown-vulkan1.3-compute"

%S = type { i32, target("spirv.Padding", 12), i32 }

@g = addrspace(10) global %S { i32 1, target("spirv.Padding", 12) zeroinitializer, i32 2 }
@out = addrspace(10) global i32 0

; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#U32]] %[[#U32]]
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#U32]] 1
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#U32]] 2
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#U32]] 0
; CHECK-DAG: %[[#INIT:]] = OpConstantComposite %[[#S]] %[[#ONE]] %[[#TWO]]
; CHECK-DAG: %[[#G:]] = OpVariable %[[#]] Private %[[#INIT]]
; CHECK-DAG: %[[#PI:]] = OpTypePointer Private %[[#U32]]

define void @main() #0 {
; CHECK: %[[#P0:]] = OpAccessChain %[[#PI]] %[[#G]] %[[#ZERO]]
; CHECK-NEXT: OpStore %[[#P0]]
; CHECK-NEXT: %[[#P2:]] = OpAccessChain %[[#PI]] %[[#G]] %[[#ONE]]
; CHECK-NEXT: OpLoad %[[#U32]] %[[#P2]]
  store i32 7, ptr addrspace(10) @g
  %p = getelementptr inbounds %S, ptr addrspace(10) @g, i32 0, i32 2
  %v = load i32, ptr addrspace(10) %p
  store i32 %v, ptr addrspace(10) @out
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
