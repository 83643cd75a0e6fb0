;; Without SPV_INTEL_int4, i4 is carried in an 8-bit integer (masked and
;; sign-extended where its value matters), as every odd width is. With the
;; extension, a module that uses an i4 anywhere the extension forbids it
;; (arithmetic, comparisons, a switch, builtins and intrinsics, a scalar i4 or
;; a vector of i4 of an odd lane count or of 6, 10, 12 or 14 lanes, which are
;; wider SPIR-V vectors moved in pieces, in memory other than Function memory)
;; is compiled the same way: the output is byte for byte the one without it,
;; or the same clear error for a vector of i4 outside Function memory (LLVM
;; packs its lanes, which widened lanes cannot match).
; RUN: split-file %s %t
; RUN: llc-spirv -mtriple=spirv64 %t/arith.ll -o %t.0.spv
; RUN: spirv-val %t.0.spv
; RUN: spirv-dis --raw-id --no-header %t.0.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/arith.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
; RUN: llc-spirv -mtriple=spirv64 %t/icmp.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/icmp.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
; RUN: llc-spirv -mtriple=spirv64 %t/switch.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/switch.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
; RUN: llc-spirv -mtriple=spirv64 %t/intrinsic.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/intrinsic.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
; RUN: llc-spirv -mtriple=spirv64 %t/to-bool.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/to-bool.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
; RUN: llc-spirv -mtriple=spirv64 %t/global-scalar.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/global-scalar.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
;; vectors of i4 in global memory that the extension does not allow are
;; packed by LLVM, which widened lanes cannot be: the same clear error either way
; RUN: not llc-spirv -mtriple=spirv64 %t/odd-lanes.ll -o %t.e.spv 2>&1 | FileCheck %s --check-prefix=PACKED
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/odd-lanes.ll -o %t.e.spv 2>&1 | FileCheck %s --check-prefix=PACKED
; RUN: llc-spirv -mtriple=spirv64 %t/module-scope.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/module-scope.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/six-lanes.ll -o %t.e.spv 2>&1 | FileCheck %s --check-prefix=PACKED
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/six-lanes.ll -o %t.e.spv 2>&1 | FileCheck %s --check-prefix=PACKED
; RUN: not test -e %t.e.spv
;; a function's own i4 memory is Function memory, unless a module-scope
;; variable in address space 0 makes that address space Generic
; RUN: llc-spirv -mtriple=spirv64 %t/private-generic.ll -o %t.0.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_int4 %t/private-generic.ll -o %t.1.spv
; RUN: cmp %t.0.spv %t.1.spv

; PACKED: a load or store of a vector of integers narrower than a byte outside private memory (LLVM packs their lanes) is not supported for spirv64

; CHECK-NOT: Int4TypeINTEL
; CHECK-NOT: OpTypeInt 4
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#M:]] = OpConstant %[[#I8]] 15
; CHECK: %[[#E:]] = OpCompositeExtract %[[#I8]]
; CHECK-NEXT: %[[#S:]] = OpIAdd %[[#I8]] %[[#E]]
; CHECK-NEXT: %[[#]] = OpBitwiseAnd %[[#I8]] %[[#S]] %[[#M]]

;--- arith.ll
define spir_kernel void @k(<2 x i4> %v, ptr addrspace(1) %q) {
  %e = extractelement <2 x i4> %v, i32 0
  %w = add i4 %e, 3
  %x = sext i4 %w to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- icmp.ll
define spir_kernel void @k(<2 x i4> %v, ptr addrspace(1) %q) {
  %e = extractelement <2 x i4> %v, i32 0
  %c = icmp slt i4 %e, 2
  %x = zext i1 %c to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- switch.ll
define spir_kernel void @k(<2 x i4> %v, ptr addrspace(1) %q) {
entry:
  %e = extractelement <2 x i4> %v, i32 0
  switch i4 %e, label %out [ i4 1, label %one ]
one:
  store i32 1, ptr addrspace(1) %q
  br label %out
out:
  ret void
}
;--- intrinsic.ll
define spir_kernel void @k(<2 x i4> %v, ptr addrspace(1) %q) {
  %e = extractelement <2 x i4> %v, i32 0
  %m = call i4 @llvm.ctpop.i4(i4 %e)
  %x = zext i4 %m to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
declare i4 @llvm.ctpop.i4(i4)
;--- to-bool.ll
define spir_kernel void @k(<2 x i4> %v, ptr addrspace(1) %q) {
  %e = extractelement <2 x i4> %v, i32 0
  %b = trunc i4 %e to i1
  %x = zext i1 %b to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- global-scalar.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %e = load i4, ptr addrspace(1) %p
  %x = sext i4 %e to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- odd-lanes.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <3 x i4>, ptr addrspace(1) %p
  %e = extractelement <3 x i4> %v, i32 2
  %x = sext i4 %e to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- six-lanes.ll
define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q) {
  %v = load <6 x i4>, ptr addrspace(1) %p, align 4
  store <6 x i4> %v, ptr addrspace(1) %q, align 4
  ret void
}
;--- module-scope.ll
@g = addrspace(1) global [4 x i4] [i4 1, i4 2, i4 3, i4 4]
define spir_kernel void @k(ptr addrspace(1) %q, i64 %i) {
  %a = getelementptr [4 x i4], ptr addrspace(1) @g, i64 0, i64 %i
  %e = load i4, ptr addrspace(1) %a
  %x = sext i4 %e to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
;--- private-generic.ll
@c = global i32 0
define spir_kernel void @k(ptr addrspace(1) %q, i4 %v) {
  %a = alloca i4
  store i4 %v, ptr %a
  %e = load i4, ptr %a
  %x = sext i4 %e to i32
  store i32 %x, ptr addrspace(1) %q
  ret void
}
