;; Constant vectors of pointers as instruction operands: one on its own is
;; made in the prologue lane by lane (OpConvertPtrToU); one inside a constant
;; aggregate (here the struct an insertvalue starts from) is a spec constant
;; as in an initializer (globals/vector-of-pointers.ll): an
;; OpSpecConstantComposite of OpSpecConstantOp ConvertPtrToU lanes. The
;; aggregate case used to be refused as "a constant vector of pointers
;; outside a function".
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,P64
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: spirv-dis --raw-id --no-header %t32.spv | FileCheck %s --check-prefixes=CHECK,P32
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; P64-DAG: %[[#SZ:]] = OpTypeInt 64 0
; P32-DAG: %[[#SZ:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#SZ]] 2
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#V2]] %[[#]]
; CHECK-DAG: %[[#A:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#B:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#PA:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#A]]
; CHECK-DAG: %[[#PB:]] = OpSpecConstantOp %[[#SZ]] ConvertPtrToU %[[#B]]
; CHECK-DAG: %[[#SV:]] = OpSpecConstantComposite %[[#V2]] %[[#PA]] %[[#PB]]
; CHECK-DAG: %[[#SS:]] = OpSpecConstantComposite %[[#ST]] %[[#SV]] %[[#]]

@a = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@b = addrspace(1) global i32 7

; CHECK: OpFunction
; CHECK: %[[#O:]] = OpFunctionParameter
; CHECK: OpLabel
; CHECK: %[[#GA:]] = OpPtrAccessChain %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#L0:]] = OpConvertPtrToU %[[#SZ]] %[[#GA]]
; CHECK-NEXT: %[[#L1:]] = OpConvertPtrToU %[[#SZ]] %[[#]]
; CHECK-NEXT: %[[#V0:]] = OpCompositeInsert %[[#V2]] %[[#L0]] %[[#]] 0
; CHECK-NEXT: %[[#V1:]] = OpCompositeInsert %[[#V2]] %[[#L1]] %[[#V0]] 1
; CHECK: OpStore %[[#O]] %[[#V1]]
; CHECK: OpSelect %[[#V2]]
; CHECK: %[[#I:]] = OpCompositeInsert %[[#ST]] %[[#]] %[[#SS]] 1
; CHECK-NEXT: OpStore %[[#]] %[[#I]]
; CHECK: %[[#E:]] = OpCompositeExtract %[[#SZ]] %[[#]] 1
; CHECK-NEXT: %[[#P:]] = OpConvertUToPtr %[[#]] %[[#E]]
; CHECK-NEXT: OpStore %[[#P]]
define spir_func void @f(ptr addrspace(1) %o, i1 %c, <2 x ptr addrspace(1)> %x) {
  store <2 x ptr addrspace(1)> <ptr addrspace(1) getelementptr (i8, ptr addrspace(1) @a, i64 4), ptr addrspace(1) poison>, ptr addrspace(1) %o
  %s = select i1 %c, <2 x ptr addrspace(1)> %x, <2 x ptr addrspace(1)> <ptr addrspace(1) @b, ptr addrspace(1) null>
  store <2 x ptr addrspace(1)> %s, ptr addrspace(1) %o
  %i = insertvalue { <2 x ptr addrspace(1)>, i32 } { <2 x ptr addrspace(1)> <ptr addrspace(1) @a, ptr addrspace(1) @b>, i32 1 }, i32 3, 1
  store { <2 x ptr addrspace(1)>, i32 } %i, ptr addrspace(1) %o
  %g = getelementptr i32, <2 x ptr addrspace(1)> <ptr addrspace(1) @a, ptr addrspace(1) @b>, <2 x i64> <i64 1, i64 2>
  store <2 x ptr addrspace(1)> %g, ptr addrspace(1) %o
  %e = extractelement <2 x ptr addrspace(1)> <ptr addrspace(1) @a, ptr addrspace(1) @b>, i32 1
  store i32 0, ptr addrspace(1) %e
  ret void
}
