;; A zero value of a type that has no SPIR-V null (sampler, pipe, pipe storage,
;; or an aggregate holding one): a global gets no initializer and an operand
;; is OpUndef, where OpConstantNull was emitted (an internal error). Events
;; keep OpConstantNull. Pipe storage feeds __spirv_CreatePipeFromPipeStorage_read.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: OpCapability PipeStorage
; CHECK-DAG: %[[#SMP:]] = OpTypeSampler
; CHECK-DAG: %[[#PS:]] = OpTypePipeStorage
; CHECK-DAG: %[[#EV:]] = OpTypeEvent
; CHECK-DAG: %[[#S:]] = OpVariable %[[#]] CrossWorkgroup{{$}}
; CHECK-DAG: %[[#A:]] = OpVariable %[[#]] CrossWorkgroup{{$}}
; CHECK-DAG: %[[#P:]] = OpVariable %[[#]] CrossWorkgroup{{$}}
; CHECK-DAG: %[[#EN:]] = OpConstantNull %[[#EV]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#EN]]
; CHECK-DAG: %[[#ST:]] = OpTypeStruct %[[#]] %[[#SMP]]
; CHECK-DAG: %[[#U:]] = OpUndef %[[#ST]]
; CHECK-NOT: OpConstantNull %[[#SMP]]
; CHECK-NOT: OpConstantNull %[[#PS]]
; CHECK-NOT: OpConstantNull %[[#ST]]
; CHECK: OpStore %[[#]] %[[#U]]
; CHECK: %[[#L:]] = OpLoad %[[#PS]] %[[#P]]
; CHECK-NEXT: %[[#]] = OpCreatePipeFromPipeStorage %[[#]] %[[#L]]

@s = addrspace(1) global target("spirv.Sampler") zeroinitializer
@a = addrspace(1) global [2 x target("spirv.Pipe", 0)] zeroinitializer
@ps = addrspace(1) global target("spirv.PipeStorage") zeroinitializer
@e = addrspace(1) global target("spirv.Event") zeroinitializer

define spir_func void @f(ptr %q) {
  store { i32, target("spirv.Sampler") } zeroinitializer, ptr %q
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %o) {
  %s = load target("spirv.PipeStorage"), ptr addrspace(1) @ps
  %p = call spir_func target("spirv.Pipe", 0) @__spirv_CreatePipeFromPipeStorage_read(target("spirv.PipeStorage") %s)
  %n = call spir_func i32 @__spirv_GetMaxPipePackets(target("spirv.Pipe", 0) %p, i32 4, i32 4)
  store i32 %n, ptr addrspace(1) %o
  ret void
}
declare spir_func target("spirv.Pipe", 0) @__spirv_CreatePipeFromPipeStorage_read(target("spirv.PipeStorage"))
declare spir_func i32 @__spirv_GetMaxPipePackets(target("spirv.Pipe", 0), i32, i32)
