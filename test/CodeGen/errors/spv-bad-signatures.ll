;; llvm.spv.* intrinsics that LLVM 19 does not know are declared functions to
;; it: a call with the wrong number or types of operands is an error, never a
;; crash or an invalid module.
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/cross.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CROSS
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/wave.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=WAVE
; RUN: not llc-spirv -mtriple=spirv64 %t/count.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=COUNT
; RUN: not llc-spirv -mtriple=spirv64 %t/gep.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GEP
; RUN: not llc-spirv -mtriple=spirv64 %t/md.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MD
; RUN: not llc-spirv -mtriple=spirv64 %t/dim.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DIM
; RUN: not llc-spirv -mtriple=spirv64 %t/undef.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=UNDEF
; RUN: not llc-spirv -mtriple=spirv64 %t/gather.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=GATHER
; RUN: not test -e %t.spv

; CROSS: error: {{.*}}cross.ll:2: {{.*}}: intrinsic llvm.spv.cross.v2f32 declared with these types is not supported for spirv64
; WAVE: error: {{.*}}wave.ll:2: {{.*}}: intrinsic llvm.spv.wave.reduce.sum.i32 declared with these types is not supported for spirv64
; COUNT: error: {{.*}}count.ll:2: {{.*}}: intrinsic llvm.spv.thread.id.in.group declared with these types is not supported for spirv64
; GEP: error: {{.*}}gep.ll:3: {{.*}}: intrinsic llvm.spv.gep.p0.p0 declared with these types is not supported for spirv64
; MD: error: {{.*}}md.ll:2: {{.*}}: intrinsic llvm.spv.named.boolean.spec.constant declared with these types is not supported for spirv64
; DIM: error: {{.*}}dim.ll:2: {{.*}}: intrinsic llvm.spv.global.size.v declared with these types is not supported for spirv64
; GATHER: error: {{.*}}gather.ll:2: {{.*}}: intrinsic llvm.spv.masked.gather.v2i32.v2p1 declared with these types is not supported for spirv64
; UNDEF: error: {{.*}}undef.ll:2: {{.*}}: intrinsic llvm.spv.undef.v declared with these types is not supported for spirv64

;--- cross.ll
define spir_func <2 x float> @f(<2 x float> %a) {
  %c = call <2 x float> @llvm.spv.cross.v2f32(<2 x float> %a, <2 x float> %a)
  ret <2 x float> %c
}
declare <2 x float> @llvm.spv.cross.v2f32(<2 x float>, <2 x float>)
;--- wave.ll
define spir_func i32 @f(float %a) {
  %c = call i32 @llvm.spv.wave.reduce.sum.i32(float %a)
  ret i32 %c
}
declare i32 @llvm.spv.wave.reduce.sum.i32(float)
;--- count.ll
define spir_func i32 @f() {
  %c = call i32 @llvm.spv.thread.id.in.group()
  ret i32 %c
}
declare i32 @llvm.spv.thread.id.in.group()
;--- gep.ll
define spir_func ptr @f(ptr %p) {
  call void @llvm.spv.assign.ptr.type.p0(ptr %p, metadata i32 poison, i32 0)
  %g = call ptr (i1, ptr, ...) @llvm.spv.gep.p0.p0(i1 true, ptr %p, i32 0, i32 1)
  ret ptr %g
}
declare ptr @llvm.spv.gep.p0.p0(i1, ptr, ...)
declare void @llvm.spv.assign.ptr.type.p0(ptr, metadata, i32)
;--- md.ll
define spir_func i1 @f(i32 %id) {
  %c = call i1 @llvm.spv.named.boolean.spec.constant(i32 %id, i1 true, metadata !"x")
  ret i1 %c
}
declare i1 @llvm.spv.named.boolean.spec.constant(i32, i1, metadata)
;--- dim.ll
define spir_func i32 @f() {
  %c = call i32 @llvm.spv.global.size.v(<4 x i32> zeroinitializer)
  ret i32 %c
}
declare i32 @llvm.spv.global.size.v(<4 x i32>)
;--- undef.ll
define spir_func void @f() {
  call void @llvm.spv.undef.v()
  ret void
}
declare void @llvm.spv.undef.v()
;--- gather.ll
define spir_func <2 x i32> @f(<2 x ptr addrspace(1)> %p, <2 x i1> %m) {
  %v = call <2 x i32> @llvm.spv.masked.gather.v2i32.v2p1(<2 x ptr addrspace(1)> %p, i32 4, <2 x i1> %m, <2 x float> zeroinitializer)
  ret <2 x i32> %v
}
declare <2 x i32> @llvm.spv.masked.gather.v2i32.v2p1(<2 x ptr addrspace(1)>, i32, <2 x i1>, <2 x float>)
