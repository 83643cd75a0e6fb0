;; SPV_INTEL_cache_controls: CacheControlLoadINTEL and CacheControlStoreINTEL
;; on the pointer a memory access goes through. Three metadata forms:
;;  - !spirv.Decorations on a getelementptr (LLVM's SPIR-V backend): the
;;    access chain is decorated, and loads and stores use it;
;;  - !spirv.Decorations on a global variable and
;;    !spirv.ParameterDecorations on a kernel parameter;
;;  - !spirv.DecorationCacheControlINTEL on a load, store or call (the Khronos
;;    translator): !{i32 <decoration>, i32 <cache level>, i32 <control>,
;;    i32 <operand number>}; the operand is used through a decorated copy, for
;;    that instruction only.
;; One cache control of a kind per pointer: SPIRV-Tools rejects more (see
;; cache-controls-disabled.ll). SPIRV-Tools 2023.1 does not know the
;; extension, and llvm-spirv-15 does not either (no read-back).
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_cache_controls %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: %spirv-dis-new --raw-id --no-header %t.spv | FileCheck %s

; CHECK-DAG: OpCapability CacheControlsINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_cache_controls"
; CHECK-DAG: OpDecorate %[[#G:]] CacheControlStoreINTEL 1 StreamingINTEL
; CHECK-DAG: OpDecorate %[[#BUF:]] CacheControlLoadINTEL 0 UncachedINTEL
; CHECK-DAG: OpDecorate %[[#LP:]] CacheControlLoadINTEL 1 CachedINTEL
; CHECK-DAG: OpDecorate %[[#SP:]] CacheControlStoreINTEL 0 WriteBackINTEL
; CHECK-DAG: OpDecorate %[[#LC:]] CacheControlLoadINTEL 0 StreamingINTEL
; CHECK-DAG: OpDecorate %[[#SC:]] CacheControlStoreINTEL 1 WriteThroughINTEL
; CHECK-DAG: OpDecorate %[[#PC:]] CacheControlLoadINTEL 0 CachedINTEL
; CHECK: %[[#G]] = OpVariable
; CHECK: %[[#BUF]] = OpFunctionParameter
; CHECK: %[[#LP]] = OpInBoundsPtrAccessChain %[[#]] %[[#BUF]] %[[#]]
; CHECK-NEXT: %[[#V:]] = OpLoad %[[#]] %[[#LP]]
; CHECK-NEXT: %[[#SP]] = OpInBoundsPtrAccessChain %[[#]] %[[#BUF]] %[[#]]
; CHECK-NEXT: OpStore %[[#SP]] %[[#V]]
; CHECK-NEXT: %[[#LC]] = OpCopyObject %[[#]] %[[#BUF]]
; CHECK-NEXT: %[[#W:]] = OpLoad %[[#]] %[[#LC]]
; CHECK-NEXT: %[[#SC]] = OpCopyObject %[[#]] %[[#G]]
; CHECK-NEXT: OpStore %[[#SC]] %[[#W]]
; CHECK-NEXT: %[[#PC]] = OpCopyObject %[[#]] %[[#BUF]]
; CHECK-NEXT: OpExtInst %[[#]] %[[#]] prefetch %[[#PC]]
;; the copies serve one instruction: later uses take the pointer itself
; CHECK-NEXT: OpStore %[[#BUF]] %[[#W]]

target triple = "spirv64-unknown-unknown"

@G = addrspace(1) global i32 0, align 4, !spirv.Decorations !0

define spir_kernel void @k(ptr addrspace(1) %unused, ptr addrspace(1) %buf) !spirv.ParameterDecorations !2 {
entry:
  %p = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 2, !spirv.Decorations !6
  %v = load i32, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds i32, ptr addrspace(1) %buf, i64 3, !spirv.Decorations !8
  store i32 %v, ptr addrspace(1) %q, align 4
  %w = load i32, ptr addrspace(1) %buf, align 4, !spirv.DecorationCacheControlINTEL !10
  store i32 %w, ptr addrspace(1) @G, align 4, !spirv.DecorationCacheControlINTEL !12
  call spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1) %buf, i64 4), !spirv.DecorationCacheControlINTEL !14
  store i32 %w, ptr addrspace(1) %buf, align 4
  ret void
}

declare spir_func void @_Z8prefetchPU3AS1Kim(ptr addrspace(1), i64)

!0 = !{!1}
!1 = !{i32 6443, i32 1, i32 3}          ; store, level 1, Streaming
!2 = !{!3, !4}
!3 = !{}
!4 = !{!5}
!5 = !{i32 6442, i32 0, i32 0}          ; load, level 0, Uncached
!6 = !{!7}
!7 = !{i32 6442, i32 1, i32 1}          ; load, level 1, Cached
!8 = !{!9}
!9 = !{i32 6443, i32 0, i32 2}          ; store, level 0, WriteBack
!10 = !{!11}
!11 = !{i32 6442, i32 0, i32 2, i32 0}  ; load, level 0, Streaming, operand 0
!12 = !{!13}
!13 = !{i32 6443, i32 1, i32 1, i32 1}  ; store, level 1, WriteThrough, operand 1
!14 = !{!15}
!15 = !{i32 6442, i32 0, i32 1, i32 0}  ; load, level 0, Cached, argument 0
