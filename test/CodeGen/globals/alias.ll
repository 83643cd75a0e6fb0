;; Global aliases. SPIR-V has none: a use of an alias (in an instruction, an
;; initializer or as a callee, through chains of aliases) is a use of its
;; aliasee, a global or a constant expression over one. An exported alias of a
;; function is a function of its own, with the alias's name and linkage, that
;; calls the aliasee; an alias of a kernel makes a call through it a call of
;; the kernel's body (the entry point becomes a wrapper). Other exported
;; aliases cannot keep their name: a warning says so.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv 2>%t.err
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: FileCheck %s --check-prefix=WARN --input-file=%t.err
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

@gv = addrspace(1) global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@ga = internal alias i32, getelementptr ([4 x i32], ptr addrspace(1) @gv, i64 0, i64 2)
@gb = internal alias i32, ptr addrspace(1) @ga
@p = addrspace(1) global ptr addrspace(1) @gb
@gx = alias [4 x i32], ptr addrspace(1) @gv

define spir_func i32 @impl(i32 %x) {
  %r = mul i32 %x, 3
  ret i32 %r
}
@fa = alias i32 (i32), ptr @impl
@fi = internal alias i32 (i32), ptr @impl

define spir_kernel void @k2(ptr addrspace(1) %o) {
  store i32 5, ptr addrspace(1) %o
  ret void
}
@ka = internal alias void (ptr addrspace(1)), ptr @k2

define spir_kernel void @k(ptr addrspace(1) %o) {
  %v = load i32, ptr addrspace(1) @gb
  %a = call spir_func i32 @fa(i32 %v)
  %b = call spir_func i32 @fi(i32 %a)
  store i32 %b, ptr addrspace(1) @ga
  call spir_kernel void @ka(ptr addrspace(1) %o)
  ret void
}

; WARN: llc-spirv: warning: {{.*}}alias.ll: the alias @gx is not exported (SPIR-V has no aliases); uses in this module refer to what it aliases

; CHECK-DAG: OpEntryPoint Kernel %[[#K2E:]] "k2"
; CHECK-DAG: OpName %[[#K2E]] "k2"
; CHECK-DAG: OpName %[[#K2:]] "k2.body"
; CHECK-DAG: OpName %[[#IMPL:]] "impl"
; CHECK-DAG: OpName %[[#FA:]] "fa"
; CHECK-DAG: OpDecorate %[[#FA]] LinkageAttributes "fa" Export
; CHECK-DAG: OpDecorate %[[#IMPL]] LinkageAttributes "impl" Export
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PI:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I64]] 0{{$}}
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#I64]] 2{{$}}
; CHECK-DAG: %[[#GV:]] = OpVariable %[[#]] CrossWorkgroup %[[#]]
; CHECK-DAG: %[[#GEP:]] = OpSpecConstantOp %[[#PI]] PtrAccessChain %[[#GV]] %[[#Z]] %[[#TWO]]
; CHECK-DAG: OpVariable %[[#]] CrossWorkgroup %[[#INIT:]]
; CHECK-DAG: %[[#INIT]] = OpSpecConstantOp %[[#]] Bitcast %[[#GEP]]
; CHECK-NOT: OpName %[[#]] "fi"
; CHECK-NOT: OpName %[[#]] "ka"
; CHECK-NOT: OpName %[[#]] "gx"

;; fa: calls impl
; CHECK: %[[#FA]] = OpFunction %[[#I32]]
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: %[[#R:]] = OpFunctionCall %[[#I32]] %[[#IMPL]] %[[#X]]
; CHECK-NEXT: OpReturnValue %[[#R]]

;; k: the aliases are their aliasees
; CHECK: OpFunction
; CHECK: %[[#G:]] = OpPtrAccessChain %[[#PI]] %[[#GV]] %[[#Z]] %[[#TWO]]
; CHECK: %[[#V:]] = OpLoad %[[#I32]] %[[#G]]
; CHECK-NEXT: %[[#A:]] = OpFunctionCall %[[#I32]] %[[#IMPL]] %[[#V]]
; CHECK-NEXT: %[[#B:]] = OpFunctionCall %[[#I32]] %[[#IMPL]] %[[#A]]
; CHECK-NEXT: OpStore %[[#G]] %[[#B]]
; CHECK-NEXT: OpFunctionCall %[[#]] %[[#K2]]
