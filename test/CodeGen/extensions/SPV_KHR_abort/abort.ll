;; SPV_KHR_abort: __spirv_AbortKHR(message) (the message by value, or in
;; memory through a byval pointer), llvm.spv.abort(message) and llvm.trap
;; become OpAbortKHR, which ends its block: what follows the call in the
;; LLVM block (lifetime ends, the ret or unreachable) is not lowered. A trap's
;; message is a 32-bit 0.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_KHR_abort %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability AbortKHR
; CHECK-DAG: OpExtension "SPV_KHR_abort"
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#ZERO:]] = OpConstant %[[#I32]] 0
; CHECK-DAG: %[[#MSG:]] = OpTypeStruct %[[#I32]] %[[#I32]]

;; __spirv_AbortKHR(uint)
; CHECK: OpFunction
; CHECK-NEXT: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK-NEXT: OpLabel
; CHECK-NEXT: OpAbortKHR %[[#I32]] %[[#X]]
; CHECK-NEXT: OpFunctionEnd
;; __spirv_AbortKHR(struct) passed byval
; CHECK: %[[#M:]] = OpLoad %[[#MSG]]
; CHECK-NEXT: OpAbortKHR %[[#MSG]] %[[#M]]
; CHECK-NEXT: OpFunctionEnd
;; llvm.trap between lifetime markers
; CHECK: OpFunction
; CHECK: OpAbortKHR %[[#I32]] %[[#ZERO]]
; CHECK-NEXT: OpFunctionEnd
;; llvm.spv.abort on one side of a branch
; CHECK: OpBranchConditional
; CHECK: OpReturn
; CHECK: OpAbortKHR %[[#I32]] %[[#]]
; CHECK-NEXT: OpFunctionEnd

target triple = "spirv64-unknown-unknown"

%struct.Msg = type { i32, i32 }

define spir_kernel void @scalar(i32 %x) {
  call spir_func void @_Z16__spirv_AbortKHRj(i32 %x)
  ret void
}

define spir_kernel void @bystruct(i32 %a) {
  %m = alloca %struct.Msg, align 4
  store i32 %a, ptr %m, align 4
  %b = getelementptr inbounds %struct.Msg, ptr %m, i32 0, i32 1
  store i32 %a, ptr %b, align 4
  call spir_func void @_Z16__spirv_AbortKHR3Msg(ptr byval(%struct.Msg) align 4 %m)
  ret void
}

define spir_func void @trap() {
  %buf = alloca i8, align 1
  call void @llvm.lifetime.start.p0(i64 1, ptr %buf)
  call void @llvm.trap()
  call void @llvm.lifetime.end.p0(i64 1, ptr %buf)
  ret void
}

define spir_kernel void @branch(i32 %c) {
  %z = icmp eq i32 %c, 0
  br i1 %z, label %bad, label %ok
ok:
  call spir_func void @trap()
  ret void
bad:
  call void @llvm.spv.abort(i32 %c)
  unreachable
}

declare spir_func void @_Z16__spirv_AbortKHRj(i32)
declare spir_func void @_Z16__spirv_AbortKHR3Msg(ptr byval(%struct.Msg))
declare void @llvm.trap()
declare void @llvm.spv.abort(i32)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)
