;; The source: OpString for the compile unit's file; OpSource with the
;; language and version of opencl.cxx.version (C++ for OpenCL) or
;; opencl.ocl.version and that file; OpSourceExtension for each extension in
;; opencl.used.extensions. The text of a file the IR embeds (clang
;; -gembed-source) is in DebugSource, or in OpSource without a debug
;; instruction set (llvm-spirv-15 cannot read OpSource with text).
;; DebugCompilationUnit has the DWARF version and the language. OpModuleProcessed
;; (SPIR-V 1.1) names the producer when the module is 1.1 anyway: debug
;; information never raises the version.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,OCL,V10
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: llc-spirv -mtriple=spirv64 --spirv-debug-info-version=none %s -o %t.none.spv
; RUN: spirv-val %t.none.spv
; RUN: spirv-dis --raw-id --no-header %t.none.spv | FileCheck %s --check-prefix=NONE
; RUN: llc-spirv -mtriple=spirv64v1.1 %s -o %t.11.spv
; RUN: spirv-val %t.11.spv
; RUN: spirv-dis --raw-id --no-header %t.11.spv | FileCheck %s --check-prefixes=CHECK,OCL,V11
; RUN: llc-spirv -mtriple=spirv64 --spv-emit-nonsemantic-debug-info %s -o %t.ns.spv
; RUN: spirv-val %t.ns.spv
; RUN: spirv-dis --raw-id --no-header %t.ns.spv | FileCheck %s --check-prefixes=CHECK,NS,V10
; RUN: llc-spirv -mtriple=spirv64 --spirv-debug-info-version=nonsemantic-shader-200 %s -o %t.200.spv
; RUN: spirv-val %t.200.spv
; RUN: spirv-dis --raw-id --no-header %t.200.spv | FileCheck %s --check-prefix=NS200

; NS: OpExtension "SPV_KHR_non_semantic_info"
; OCL: %[[#SET:]] = OpExtInstImport "OpenCL.DebugInfo.100"
; NS: %[[#SET:]] = OpExtInstImport "NonSemantic.Shader.DebugInfo.100"
; NS200: OpExtension "SPV_KHR_non_semantic_info"
; NS200: OpExtInstImport "NonSemantic.Shader.DebugInfo.200"
; CHECK: %[[#FILE:]] = OpString "/src/dir/source.clcpp"
; CHECK-NEXT: OpSource CPP_for_OpenCL 100000 %[[#FILE]]{{$}}
; CHECK-NEXT: OpSourceExtension "cl_khr_fp64"
; CHECK-NEXT: OpSourceExtension "cl_khr_int64_base_atomics"
; CHECK-NOT: OpSourceExtension
; CHECK: %[[#TEXT:]] = OpString "kernel void k(global int *p) { *p = 1; }"
; V10-NOT: OpModuleProcessed
; NONE: %[[#FILE:]] = OpString "/src/dir/source.clcpp"
; NONE-NEXT: OpSource CPP_for_OpenCL 100000 %[[#FILE]] "kernel void k(global int *p) { *p = 1; }"
; NONE-NOT: OpExtInst
; V11: OpModuleProcessed "Debug info producer: clang version 19 (hand-written)"
; OCL-DAG: %[[#SRC:]] = OpExtInst %[[#]] %[[#SET]] DebugSource %[[#FILE]] %[[#TEXT]]
; OCL-DAG: %[[#]] = OpExtInst %[[#]] %[[#SET]] DebugCompilationUnit 200 5 %[[#SRC]] CPP_for_OpenCL
; NS-DAG: %[[#SRC:]] = OpExtInst %[[#]] %[[#SET]] DebugSource %[[#FILE]] %[[#TEXT]]
; NS-DAG: %[[#C100:]] = OpConstant %[[#]] 100{{$}}
; NS-DAG: %[[#C5:]] = OpConstant %[[#]] 5{{$}}
; NS-DAG: %[[#C6:]] = OpConstant %[[#]] 6{{$}}
; NS-DAG: %[[#]] = OpExtInst %[[#]] %[[#SET]] DebugCompilationUnit %[[#C100]] %[[#C5]] %[[#SRC]] %[[#C6]]

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p) !dbg !10 {
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !13
  ret void, !dbg !13
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}
!opencl.ocl.version = !{!4}
!opencl.cxx.version = !{!5}
!opencl.used.extensions = !{!6, !7}

!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang version 19 (hand-written)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "source.clcpp", directory: "/src/dir", source: "kernel void k(global int *p) { *p = 1; }")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 2, i32 0}
!5 = !{i32 1, i32 0}
!6 = !{!"cl_khr_fp64", !"cl_khr_int64_base_atomics"}
!7 = !{!"cl_khr_fp64"}
!10 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!11 = !DISubroutineType(types: !12)
!12 = !{null}
!13 = !DILocation(line: 1, column: 33, scope: !10)
