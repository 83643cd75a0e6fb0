;; The SPIR-V backend's stand-ins need their evidence: spv.load of an aggregate
;; without an spv.assign.type, spv.alloca without an spv.assign.ptr.type, a
;; stand-in read by an ordinary instruction, spv.switch without its
;; indirectbr, and a decoration llc-spirv cannot take from metadata are clear
;; errors.
; RUN: rm -rf %t %t.spv && split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/load.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LOAD
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/alloca.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ALLOCA
; RUN: not llc-spirv -mtriple=spirv64 %t/misuse.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MISUSE
; RUN: not llc-spirv -mtriple=spirv64 %t/switch.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SWITCH
; RUN: not llc-spirv -mtriple=spirv64 %t/deco.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=DECO
; RUN: not test -e %t.spv

; LOAD: error: {{.*}}load.ll:2: {{.*}}: an llvm.spv.* aggregate stand-in without an llvm.spv.assign.type of it is not supported for spirv64
; ALLOCA: error: {{.*}}alloca.ll:2: {{.*}}: llvm.spv.alloca without an llvm.spv.assign.ptr.type of its result is not supported for spirv64
; MISUSE: error: {{.*}}misuse.ll:4: {{.*}}: a use of an llvm.spv.* aggregate stand-in outside llvm.spv.* intrinsics is not supported for spirv64
; SWITCH: error: {{.*}}switch.ll:3: {{.*}}: llvm.spv.switch without the indirectbr that carries its blocks is not supported for spirv64
; DECO: error: {{.*}}deco.ll:2: {{.*}}: decoration 33 in llvm.spv.assign.decoration is not supported for spirv64

;--- load.ll
define spir_func i32 @f(ptr %p) {
  %l = call i32 @llvm.spv.load.p0(ptr %p, i16 0, i8 4)
  ret i32 %l
}
declare i32 @llvm.spv.load.p0(ptr, i16, i8)
;--- alloca.ll
define spir_func void @f() {
  %a = call ptr @llvm.spv.alloca.p0()
  store i32 0, ptr %a
  ret void
}
declare ptr @llvm.spv.alloca.p0()
;--- misuse.ll
define spir_func i32 @f(ptr %p) {
  %l = call i32 @llvm.spv.load.p0(ptr %p, i16 0, i8 4)
  call void @llvm.spv.assign.type.i32(i32 %l, metadata { i32, i32 } poison)
  %x = add i32 %l, 1
  ret i32 %x
}
declare i32 @llvm.spv.load.p0(ptr, i16, i8)
declare void @llvm.spv.assign.type.i32(i32, metadata)
;--- switch.ll
define spir_func void @f(i32 %x) {
entry:
  call void (i32, ...) @llvm.spv.switch.i32(i32 %x, ptr blockaddress(@f, %d))
  br label %d
d:
  ret void
}
declare void @llvm.spv.switch.i32(i32, ...)
;--- deco.ll
define spir_func void @f(i32 %x) {
  call void @llvm.spv.assign.decoration.i32(i32 %x, metadata !0)
  ret void
}
declare void @llvm.spv.assign.decoration.i32(i32, metadata)
!0 = !{!1}
!1 = !{i32 33, i32 2}
