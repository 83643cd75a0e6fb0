;; SPV_INTEL_task_sequence (and its SPV_ALTERA_ spelling): SYCL's
;; task_sequence is a target("spirv.TaskSequenceINTEL") value made by
;; __spirv_TaskSequenceCreateINTEL(function, pipelined, cluster mode, get
;; capacity, async capacity), used by Async (the function's arguments), Get
;; (its result) and Release. The four numbers are literals: -1 (let the
;; compiler decide) is 0xffffffff, and the i16 async capacity of the SYCL
;; headers is zero-extended. The sequence's function is defined before its
;; creator, as OpTaskSequenceCreateINTEL may not refer to a function ahead.
;; Word-level checks only: every SPIRV-Tools (2023.1 and 2026.4) rejects any
;; use of a function's id outside its fixed list (OpFunctionCall,
;; OpEnqueueKernel, ...), so the Function operand the extension requires is
;; "Invalid use of function result id"; the VAL line pins that message, and
;; shows the module passes the validator's id and layout checks before it.
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_task_sequence %s -o %t.spv
; RUN: %if spirv-val-new %{ not %spirv-val-new %t.spv 2>&1 | FileCheck %s --check-prefix=VAL %}
; RUN: %if spirv-val-new %{ %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_task_sequence -filetype=asm %s -o - | FileCheck %s --check-prefix=ASM
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_task_sequence -filetype=asm %s -o - | FileCheck %s --check-prefix=ALTERA

; VAL: error: line {{[0-9]+}}: Invalid use of function result id '[[#]][%mult]'.
; VAL-NEXT: OpTaskSequenceCreateALTERA

; CHECK-DAG: OpCapability TaskSequenceALTERA
; CHECK-DAG: OpExtension "SPV_INTEL_task_sequence"
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#TS:]] = OpTypeTaskSequenceALTERA
; CHECK-DAG: %[[#STRUCT:]] = OpTypeStruct %[[#U32]] %[[#TS]]
; CHECK-DAG: %[[#PTS:]] = OpTypePointer Function %[[#TS]]
;; the task function comes first
; CHECK: %[[#MULT:]] = OpFunction %[[#U32]] None
; CHECK: OpIMul
; CHECK: OpFunctionEnd
; CHECK: OpFunction
; CHECK: %[[#SEQ:]] = OpTaskSequenceCreateALTERA %[[#TS]] %[[#MULT]] 10 4294967295 17 1
; CHECK: %[[#P:]] = OpInBoundsPtrAccessChain %[[#PTS]]
; CHECK-NEXT: OpStore %[[#P]] %[[#SEQ]] Aligned 8
; CHECK: %[[#A:]] = OpLoad %[[#U32]]
; CHECK-NEXT: %[[#S1:]] = OpLoad %[[#TS]] %[[#P]]
; CHECK-NEXT: OpTaskSequenceAsyncALTERA %[[#S1]] %[[#A]] %[[#A]]
; CHECK-NEXT: %[[#S2:]] = OpLoad %[[#TS]] %[[#P]]
; CHECK-NEXT: %[[#R:]] = OpTaskSequenceGetALTERA %[[#U32]] %[[#S2]]
; CHECK-NEXT: OpStore %{{.*}} %[[#R]]
; CHECK-NEXT: OpTaskSequenceReleaseALTERA %[[#SEQ]]

; ASM: OpExtension "SPV_INTEL_task_sequence"
; ASM: OpTaskSequenceCreateALTERA
; ALTERA: OpCapability TaskSequenceALTERA
; ALTERA: OpExtension "SPV_ALTERA_task_sequence"

target triple = "spir64-unknown-unknown"

%"class.task_sequence" = type { i32, target("spirv.TaskSequenceINTEL") }

define spir_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %res) {
entry:
  %obj = alloca %"class.task_sequence", align 8
  %ts = call spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELIN4sycl3_V13ext5intel12experimental13task_sequenceIL_Z4multiiENS2_6oneapi12experimental10propertiesISt5tupleIJNS7_14property_valueINS4_13pipelined_keyEJSt17integral_constantIiLin1EEEEEEEEEEEiJiiEEmPT_PFT0_DpT1_Ejjit(ptr @mult, i32 10, i32 -1, i32 17, i16 1)
  %id = getelementptr inbounds %"class.task_sequence", ptr %obj, i64 0, i32 1
  store target("spirv.TaskSequenceINTEL") %ts, ptr %id, align 8
  %a = load i32, ptr addrspace(1) %in, align 4
  %s1 = load target("spirv.TaskSequenceINTEL"), ptr %id, align 8
  call spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJiiEEvmDpT_(target("spirv.TaskSequenceINTEL") %s1, i32 %a, i32 %a)
  %s2 = load target("spirv.TaskSequenceINTEL"), ptr %id, align 8
  %r = call spir_func i32 @_Z28__spirv_TaskSequenceGetINTELIiET_m(target("spirv.TaskSequenceINTEL") %s2)
  store i32 %r, ptr addrspace(1) %res, align 4
  call spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL") %ts)
  ret void
}

define linkonce_odr spir_func i32 @mult(i32 %a, i32 %b) {
  %m = mul nsw i32 %a, %b
  ret i32 %m
}

declare spir_func target("spirv.TaskSequenceINTEL") @_Z31__spirv_TaskSequenceCreateINTELIN4sycl3_V13ext5intel12experimental13task_sequenceIL_Z4multiiENS2_6oneapi12experimental10propertiesISt5tupleIJNS7_14property_valueINS4_13pipelined_keyEJSt17integral_constantIiLin1EEEEEEEEEEEiJiiEEmPT_PFT0_DpT1_Ejjit(ptr, i32, i32, i32, i16)
declare spir_func void @_Z30__spirv_TaskSequenceAsyncINTELIJiiEEvmDpT_(target("spirv.TaskSequenceINTEL"), i32, i32)
declare spir_func i32 @_Z28__spirv_TaskSequenceGetINTELIiET_m(target("spirv.TaskSequenceINTEL"))
declare spir_func void @_Z32__spirv_TaskSequenceReleaseINTELm(target("spirv.TaskSequenceINTEL"))
