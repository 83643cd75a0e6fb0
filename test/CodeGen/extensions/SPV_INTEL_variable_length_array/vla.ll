;; SPV_INTEL_variable_length_array: an alloca with a run-time element count is
;; OpVariableLengthArrayINTEL where it stands, and llvm.stacksave/stackrestore
;; are OpSaveMemoryINTEL/OpRestoreMemoryINTEL in functions that hold one. The
;; extension says "every OpVariableLengthArrayINTEL must be dominated by at
;; least one OpSaveMemoryINTEL": a function whose entry block does not save
;; first gets one at its top. clang refuses C99 VLAs for SPIR-V targets; the IR
;; has the shape clang gives them elsewhere (x86-64, -O2):
;;   void sink(float *p, int n);
;;   void loop(int n) { for (int i = 0; i < n; i++) { float buf[n + i]; sink(buf, n + i); } }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_variable_length_array %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_variable_length_array %s -o %t32.spv && spirv-val %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability VariableLengthArrayINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_variable_length_array"
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#PF:]] = OpTypePointer Function %[[#F]]
; CHECK-DAG: %[[#PI8:]] = OpTypePointer Function %[[#I8]]
; CHECK-DAG: %[[#S:]] = OpTypeStruct %[[#I32]] %[[#F]]
; CHECK-DAG: %[[#PS:]] = OpTypePointer Function %[[#S]]
; CHECK-DAG: OpDecorate %[[#BUF:]] Alignment 16

;; the loop: saved and restored around each iteration, nothing added
; CHECK: OpFunction
; CHECK-NOT: OpSaveMemoryINTEL
; CHECK: OpLabel
; CHECK-NOT: OpSaveMemoryINTEL
; CHECK: OpLabel
; CHECK: %[[#SP:]] = OpSaveMemoryINTEL %[[#PI8]]
; CHECK-NEXT: %[[#BUF]] = OpVariableLengthArrayINTEL %[[#PF]] %[[#]]
; CHECK: OpFunctionCall
; CHECK-NEXT: OpRestoreMemoryINTEL %[[#SP]]
; CHECK: OpFunctionEnd

;; no save before it: one at the top; an i1 count is read as 0 or 1
; CHECK: OpFunction
; CHECK: OpLabel
; CHECK-NEXT: OpSaveMemoryINTEL %[[#PI8]]
; CHECK: %[[#N:]] = OpSelect %[[#I32]]
; CHECK-NEXT: %[[#]] = OpVariableLengthArrayINTEL %[[#PS]] %[[#N]]
; CHECK: OpFunctionEnd

; BACK: call ptr @llvm.stacksave
; BACK: alloca float, i64 %{{.*}}, align 16
; BACK: call void @llvm.stackrestore
; BACK: alloca %{{.*}}, i32 %{{.*}}, align 4

declare void @sink(ptr, i32)

define void @loop(i32 %n) {
entry:
  %pos = icmp sgt i32 %n, 0
  br i1 %pos, label %pre, label %done

pre:
  %wide = zext i32 %n to i64
  br label %body

done:
  ret void

body:
  %i = phi i64 [ 0, %pre ], [ %next, %body ]
  %len = add nuw nsw i64 %i, %wide
  %sp = call ptr @llvm.stacksave.p0()
  %buf = alloca float, i64 %len, align 16
  %len32 = trunc i64 %len to i32
  call void @sink(ptr %buf, i32 %len32)
  call void @llvm.stackrestore.p0(ptr %sp)
  %next = add nuw nsw i64 %i, 1
  %end = icmp eq i64 %next, %wide
  br i1 %end, label %done, label %body
}

%pair = type { i32, float }

define i32 @maybe(i1 %some) {
  %p = alloca %pair, i1 %some, align 4
  store %pair { i32 7, float 1.0 }, ptr %p
  %f = getelementptr %pair, ptr %p, i32 0, i32 0
  %x = load i32, ptr %f
  ret i32 %x
}

declare ptr @llvm.stacksave.p0()
declare void @llvm.stackrestore.p0(ptr)
