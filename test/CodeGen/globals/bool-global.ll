;; An i1 global, as GlobalOpt makes of an internal global that only ever holds
;; its initializer or one other value (clang -O2 on an OpenCL C 2.0
;; program-scope `static int g = 0; ... g = 7;` loads `select i1 @g, 7, 0`).
;; OpTypeBool has no physical size, so outside Function memory the variable is
;; a byte (and a vector of them), with initializer 0 or 1, like every pointer
;; to an i1 there; loads compare the byte with 0 and stores select 1 or 0.
;; Found by test/diff (Csmith, --mode global, seed 7 at -O2): the variable was
;; declared as OpTypeBool and its loads as uchar (an invalid module).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpName %[[#G:]] "g"
; CHECK-DAG: OpName %[[#V:]] "v"
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#PI8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I8]] 0
; CHECK-DAG: %[[#ONE:]] = OpConstant %[[#I8]] 1
; CHECK-DAG: %[[#G]] = OpVariable %[[#PI8]] CrossWorkgroup %[[#Z]]
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I8]] 2
; CHECK-DAG: %[[#PV2:]] = OpTypePointer CrossWorkgroup %[[#V2]]
; CHECK-DAG: %[[#VK:]] = OpConstantComposite %[[#V2]] %[[#ONE]] %[[#Z]]
; CHECK-DAG: %[[#V]] = OpVariable %[[#PV2]] CrossWorkgroup %[[#VK]]
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-NOT: OpTypePointer CrossWorkgroup %[[#BOOL]]

; CHECK: OpFunction
; CHECK: %[[#B:]] = OpLoad %[[#I8]] %[[#G]] Aligned 4
; CHECK-NEXT: %[[#]] = OpINotEqual %[[#BOOL]] %[[#B]] %[[#Z]]
; CHECK: %[[#S:]] = OpSelect %[[#I8]] %[[#]] %[[#ONE]] %[[#Z]]
; CHECK-NEXT: OpStore %[[#G]] %[[#S]] Aligned 4
; CHECK: OpLoad %[[#V2]] %[[#V]] Aligned 2

@g = internal unnamed_addr addrspace(1) global i1 false, align 4
@v = internal addrspace(1) global <2 x i1> <i1 true, i1 false>, align 2

define spir_kernel void @k(ptr addrspace(1) %o, i32 %x) {
  %b = load i1, ptr addrspace(1) @g, align 4
  %r = select i1 %b, i32 7, i32 0
  store i32 %r, ptr addrspace(1) %o, align 4
  %c = icmp sgt i32 %x, 3
  store i1 %c, ptr addrspace(1) @g, align 4
  %w = load <2 x i1>, ptr addrspace(1) @v, align 2
  %e = extractelement <2 x i1> %w, i32 0
  %z = zext i1 %e to i32
  %p = getelementptr inbounds i8, ptr addrspace(1) %o, i64 4
  store i32 %z, ptr addrspace(1) %p, align 4
  ret void
}
