;; fence is OpMemoryBarrier: scope from syncscope (workgroup = 2, none =
;; CrossDevice 0), semantics from the ordering plus Workgroup|CrossWorkgroup
;; memory (acquire 0x302 = 770, release 0x304 = 772, seq_cst 0x310 = 784).
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv

; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#Z:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#WG:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ACQ:]] = OpConstant %[[#I32]] 770
; CHECK-DAG: %[[#REL:]] = OpConstant %[[#I32]] 772
; CHECK-DAG: %[[#SC:]] = OpConstant %[[#I32]] 784
; CHECK: OpMemoryBarrier %[[#WG]] %[[#ACQ]]
; CHECK-NEXT: OpMemoryBarrier %[[#WG]] %[[#REL]]
; CHECK-NEXT: OpMemoryBarrier %[[#Z]] %[[#SC]]

define void @f() {
  fence syncscope("workgroup") acquire
  fence syncscope("workgroup") release
  fence seq_cst
  ret void
}
