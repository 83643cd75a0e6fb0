;; HLSL barriers: GroupMemoryBarrier orders work-group memory at work-group
;; scope, DeviceMemoryBarrier global and image memory at device scope; the
;; WithGroupSync forms are OpControlBarrier (all invocations of the work-group
;; wait), the others OpMemoryBarrier. All are acquire-release. (LLVM 19 reads
;; llvm.spv.all.memory.barrier as its own overloaded llvm.spv.all, so
;; AllMemoryBarrier cannot be written in LLVM 19 IR.)
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}

; CHECK-DAG: %[[#I:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#DEV:]] = OpConstant %[[#I]] 1
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I]] 2
;; AcquireRelease 0x8 | WorkgroupMemory 0x100
; CHECK-DAG: %[[#SW:]] = OpConstant %[[#I]] 264
;; AcquireRelease | CrossWorkgroupMemory 0x200 | ImageMemory 0x800
; CHECK-DAG: %[[#SD:]] = OpConstant %[[#I]] 2568
; CHECK: OpMemoryBarrier %[[#WG]] %[[#SW]]
; CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#WG]] %[[#SW]]
; CHECK-NEXT: OpMemoryBarrier %[[#DEV]] %[[#SD]]
; CHECK-NEXT: OpControlBarrier %[[#WG]] %[[#DEV]] %[[#SD]]

define spir_kernel void @k() {
  call void @llvm.spv.group.memory.barrier()
  call void @llvm.spv.group.memory.barrier.with.group.sync()
  call void @llvm.spv.device.memory.barrier()
  call void @llvm.spv.device.memory.barrier.with.group.sync()
  ret void
}

declare void @llvm.spv.group.memory.barrier()
declare void @llvm.spv.group.memory.barrier.with.group.sync()
declare void @llvm.spv.device.memory.barrier()
declare void @llvm.spv.device.memory.barrier.with.group.sync()
