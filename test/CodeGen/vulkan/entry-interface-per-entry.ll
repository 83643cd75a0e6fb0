;; Three entry points: each OpEntryPoint's interface lists the module-scope
;; variables its own static call tree uses (the builtin and the workgroup
;; variable that the helpers it calls use), not those of the others. From
;; SPIR-V 1.4 that is every such variable; before 1.4 only the Input and
;; Output ones (vulkan1.0: SPIR-V 1.0).
; RUN: llc-spirv %s -o %t.spv
; RUN: spirv-val --target-env vulkan1.3 %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed 's/vulkan1.3/vulkan1.0/' %s > %t.10.ll
; RUN: llc-spirv %t.10.ll -o %t.10.spv
; RUN: spirv-val --target-env vulkan1.0 %t.10.spv
; RUN: spirv-dis --raw-id --no-header %t.10.spv | FileCheck %s --check-prefix=V10

; CHECK-DAG: OpEntryPoint GLCompute %[[#FIRST:]] "first" %[[#TID:]] %[[#A:]]{{$}}
; CHECK-DAG: OpEntryPoint GLCompute %[[#SECOND:]] "second" %[[#B:]] %[[#GID:]]{{$}}
; CHECK-DAG: OpEntryPoint GLCompute %[[#]] "both" %[[#B]] %[[#TID]] %[[#A]]{{$}}
; CHECK-DAG: OpDecorate %[[#TID]] BuiltIn GlobalInvocationId
; CHECK-DAG: OpDecorate %[[#GID]] BuiltIn WorkgroupId
; CHECK-DAG: OpName %[[#A]] "a"
; CHECK-DAG: OpName %[[#B]] "b"

; V10-DAG: OpEntryPoint GLCompute %[[#]] "first" %[[#TID:]]{{$}}
; V10-DAG: OpEntryPoint GLCompute %[[#]] "second" %[[#GID:]]{{$}}
; V10-DAG: OpEntryPoint GLCompute %[[#]] "both" %[[#TID]]{{$}}
; V10-DAG: OpDecorate %[[#TID]] BuiltIn GlobalInvocationId
; V10-DAG: OpDecorate %[[#GID]] BuiltIn WorkgroupId

target triple = "spirv-unknown-vulkan1.3-compute"

@a = internal addrspace(3) global i32 undef
@b = internal addrspace(3) global i32 undef

declare i32 @llvm.spv.thread.id.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)

define internal void @helper(i32 %v) noinline {
  %o = atomicrmw add ptr addrspace(3) @b, i32 %v monotonic
  ret void
}

define internal void @count() noinline {
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %o = atomicrmw add ptr addrspace(3) @a, i32 %t monotonic
  ret void
}

define void @first() "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" {
  call void @count()
  ret void
}

define void @second() "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" {
  %g = call i32 @llvm.spv.group.id.i32(i32 0)
  call void @helper(i32 %g)
  ret void
}

define void @both() "hlsl.shader"="compute" "hlsl.numthreads"="4,1,1" {
  call void @count()
  call void @helper(i32 1)
  ret void
}
