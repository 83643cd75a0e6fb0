;; OpLine from each instruction's !dbg, when it changes; OpNoLine before an
;; instruction without one. A location holds to the end of its block, so a
;; block says its first location again; OpPhi stays first in its block (the
;; line comes after the phis) and nothing follows a terminator.
;; --no-line-info leaves the lines out; --spirv-debug-info-version=none keeps
;; only OpString/OpSource/OpLine; NonSemantic says DebugLine/DebugNoLine.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL
; RUN: llc-spirv -mtriple=spirv64 --spirv-debug-info-version=none %s -o %t.none.spv
; RUN: spirv-val %t.none.spv
; RUN: spirv-dis --raw-id --no-header %t.none.spv | FileCheck %s --check-prefixes=CHECK,NONE
; RUN: llc-spirv -mtriple=spirv64 --no-line-info %s -o %t.nolines.spv
; RUN: spirv-val %t.nolines.spv
; RUN: spirv-dis --raw-id --no-header %t.nolines.spv | FileCheck %s --check-prefix=NOLINES
; RUN: llc-spirv -mtriple=spirv64 --spirv-debug-info-version=none --spirv-emit-line-info=false %s -o %t.nothing.spv
; RUN: spirv-dis --raw-id --no-header %t.nothing.spv | FileCheck %s --check-prefix=NOTHING
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefix=NS

; CHECK: %[[#FILE:]] = OpString "/src/lines.cl"
; CHECK: OpSource OpenCL_C 200000 %[[#FILE]]
; NONE-NOT: OpExtInstImport
; CHECK: OpFunction
; CHECK: OpLine %[[#FILE]] 3 11
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: OpLine %[[#FILE]] 3 15
; CHECK-NEXT: OpIMul
; CHECK-NEXT: OpNoLine
; OCL-NEXT: DebugNoScope
; CHECK-NEXT: OpISub
; OCL-NEXT: DebugScope
; CHECK-NEXT: OpLine %[[#FILE]] 4 3
; CHECK-NEXT: OpBranch %[[#LOOP:]]
; CHECK-NEXT: %[[#LOOP]] = OpLabel
; CHECK-NEXT: OpPhi
; CHECK-NEXT: OpPhi
; OCL-NEXT: DebugScope
; CHECK-NEXT: OpLine %[[#FILE]] 4 3
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: OpIAdd
; CHECK-NEXT: OpLine %[[#FILE]] 5 7
; CHECK-NEXT: OpSLessThan
; CHECK-NEXT: OpBranchConditional
; CHECK-NEXT: OpLabel
; OCL-NEXT: DebugScope
; CHECK-NEXT: OpLine %[[#FILE]] 6 3
; CHECK-NEXT: OpStore
; CHECK-NEXT: OpReturn

; NOLINES-NOT: OpLine
; NOLINES-NOT: OpNoLine
; NOLINES: DebugScope
; NOTHING: OpSource OpenCL_C 200000 %[[#]]
; NOTHING-NOT: OpLine
; NOTHING-NOT: OpExtInst

; NS-NOT: OpLine
; NS-DAG: %[[#L3:]] = OpConstant %[[#]] 3{{$}}
; NS-DAG: %[[#C11:]] = OpConstant %[[#]] 11{{$}}
; NS-DAG: %[[#C15:]] = OpConstant %[[#]] 15{{$}}
; NS: DebugLine %[[#SRC:]] %[[#L3]] %[[#L3]] %[[#C11]] %[[#C11]]
; NS-NEXT: OpIAdd
; NS-NEXT: DebugLine %[[#SRC]] %[[#L3]] %[[#L3]] %[[#C15]] %[[#C15]]
; NS-NEXT: OpIMul
; NS-NEXT: DebugNoLine
; NS-NEXT: DebugNoScope
; NS-NEXT: OpISub

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %out, i32 %n) !dbg !10 {
entry:
  %a = add i32 %n, 1, !dbg !13
  %b = mul i32 %a, 3, !dbg !14
  %c = sub i32 %b, 2
  br label %loop, !dbg !15

loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %s = phi i32 [ %c, %entry ], [ %t, %loop ]
  %next = add i32 %i, 1, !dbg !15
  %t = add i32 %s, %i, !dbg !15
  %more = icmp slt i32 %next, %n, !dbg !16
  br i1 %more, label %loop, label %done, !dbg !16

done:
  store i32 %t, ptr addrspace(1) %out, align 4, !dbg !17
  ret void, !dbg !17
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!opencl.ocl.version = !{!4}

!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "hand-written", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "lines.cl", directory: "/src")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, i32 0}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocation(line: 3, column: 11, scope: !10)
!14 = !DILocation(line: 3, column: 15, scope: !10)
!15 = !DILocation(line: 4, column: 3, scope: !10)
!16 = !DILocation(line: 5, column: 7, scope: !10)
!17 = !DILocation(line: 6, column: 3, scope: !10)
