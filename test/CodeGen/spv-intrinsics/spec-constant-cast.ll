;; named.boolean.spec.constant(id, default, name): one OpSpecConstantTrue/False
;; per SpecId, decorated and named, however many calls ask for it.
;; generic.cast.to.ptr.explicit: OpGenericCastToPtrExplicit to the result's
;; storage class.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: OpName %[[#S:]] "use_fast_path"
; CHECK-DAG: OpName %[[#T:]] "other"
; CHECK-DAG: OpDecorate %[[#S]] SpecId 7
; CHECK-DAG: OpDecorate %[[#T]] SpecId 8
; CHECK-DAG: %[[#B:]] = OpTypeBool
; CHECK-DAG: %[[#S]] = OpSpecConstantTrue %[[#B]]
; CHECK-DAG: %[[#T]] = OpSpecConstantFalse %[[#B]]
; CHECK-NOT: OpSpecConstantTrue
; CHECK: %[[#G:]] = OpFunctionParameter
; CHECK: %[[#]] = OpGenericCastToPtrExplicit %[[#]] %[[#G]] CrossWorkgroup
; CHECK: %[[#]] = OpSelect %[[#]] %[[#S]]
; CHECK: %[[#]] = OpSelect %[[#]] %[[#S]]
; CHECK: %[[#]] = OpSelect %[[#]] %[[#T]]

define spir_func i32 @f(ptr addrspace(4) %g) {
  %p = call ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4) %g)
  %v = load i32, ptr addrspace(1) %p
  %a = call i1 @llvm.spv.named.boolean.spec.constant(i32 7, i1 true, metadata !"use_fast_path")
  %b = call i1 @llvm.spv.named.boolean.spec.constant(i32 7, i1 true, metadata !"use_fast_path")
  %c = call i1 @llvm.spv.named.boolean.spec.constant(i32 8, i1 false, metadata !{!"other"})
  %x = select i1 %a, i32 %v, i32 0
  %y = select i1 %b, i32 %x, i32 1
  %z = select i1 %c, i32 %y, i32 2
  ret i32 %z
}

declare ptr addrspace(1) @llvm.spv.generic.cast.to.ptr.explicit.p1(ptr addrspace(4))
declare i1 @llvm.spv.named.boolean.spec.constant(i32, i1, metadata)
