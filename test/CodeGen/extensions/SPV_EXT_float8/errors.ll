;; What the 8-bit float conversions cannot express is an error naming the
;; call, never a guess: a builtin declared with types its name does not take
;; (a float side that is not half, a bits side that is not i8, lanes that
;; differ), and llvm.arbitrary.fp.convert with an unknown format, a rounding
;; other than none or round.{tonearest,towardzero,upward,downward}, a
;; saturation flag other than 0 or 1, or no narrow float side.
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/float.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FLOAT
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/i16.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=I16
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/lanes.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=LANES
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/format.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FORMAT
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/round.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=ROUND
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/sat.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SAT
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_float8 %t/wide.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=WIDE
; RUN: not test -e %t.spv

; FLOAT: llc-spirv: error: {{.*}}float.ll:2: in @k: %h = call spir_func float @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %a): builtin __builtin_spirv_ConvertE4M3ToFP16EXT is not supported for spirv64 declared with these types
; I16: llc-spirv: error: {{.*}}i16.ll:2: in @k: %h = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTs(i16 %a): builtin __builtin_spirv_ConvertE4M3ToFP16EXT is not supported for spirv64 declared with these types
; LANES: llc-spirv: error: {{.*}}lanes.ll:2: in @k: %h = call spir_func <4 x half> @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTDv2_c(<2 x i8> %a): builtin __builtin_spirv_ConvertE4M3ToFP16EXT is not supported for spirv64 declared with these types
; FORMAT: llc-spirv: error: {{.*}}format.ll:2: in @k: {{.*}}: llvm.arbitrary.fp.convert with this format is not supported for spirv64
; ROUND: llc-spirv: error: {{.*}}round.ll:2: in @k: {{.*}}: llvm.arbitrary.fp.convert with these format or rounding operands is not supported for spirv64
; SAT: llc-spirv: error: {{.*}}sat.ll:2: in @k: {{.*}}: llvm.arbitrary.fp.convert with these operands is not supported for spirv64
; WIDE: llc-spirv: error: {{.*}}wide.ll:2: in @k: {{.*}}: a narrow-float conversion without a narrow float side is not supported for spirv64

;--- float.ll
define spir_kernel void @k(i8 %a, ptr addrspace(1) %p) {
  %h = call spir_func float @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8 %a)
  store float %h, ptr addrspace(1) %p, align 4
  ret void
}
declare spir_func float @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTc(i8)
;--- i16.ll
define spir_kernel void @k(i16 %a, ptr addrspace(1) %p) {
  %h = call spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTs(i16 %a)
  store half %h, ptr addrspace(1) %p, align 2
  ret void
}
declare spir_func half @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTs(i16)
;--- lanes.ll
define spir_kernel void @k(<2 x i8> %a, ptr addrspace(1) %p) {
  %h = call spir_func <4 x half> @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTDv2_c(<2 x i8> %a)
  store <4 x half> %h, ptr addrspace(1) %p, align 8
  ret void
}
declare spir_func <4 x half> @_Z36__builtin_spirv_ConvertE4M3ToFP16EXTDv2_c(<2 x i8>)
;--- format.ll
define spir_kernel void @k(i8 %a, ptr addrspace(1) %p) {
  %h = call half @llvm.arbitrary.fp.convert.f16.i8(i8 %a, metadata !"none", metadata !"spv.E3M4EXT", metadata !"none", i32 0)
  store half %h, ptr addrspace(1) %p, align 2
  ret void
}
declare half @llvm.arbitrary.fp.convert.f16.i8(i8, metadata, metadata, metadata, i32)
;--- round.ll
define spir_kernel void @k(half %a, ptr addrspace(1) %p) {
  %h = call i8 @llvm.arbitrary.fp.convert.i8.f16(half %a, metadata !"spv.E4M3EXT", metadata !"none", metadata !"round.dynamic", i32 0)
  store i8 %h, ptr addrspace(1) %p, align 1
  ret void
}
declare i8 @llvm.arbitrary.fp.convert.i8.f16(half, metadata, metadata, metadata, i32)
;--- sat.ll
define spir_kernel void @k(half %a, ptr addrspace(1) %p) {
  %h = call i8 @llvm.arbitrary.fp.convert.i8.f16(half %a, metadata !"spv.E4M3EXT", metadata !"none", metadata !"none", i32 2)
  store i8 %h, ptr addrspace(1) %p, align 1
  ret void
}
declare i8 @llvm.arbitrary.fp.convert.i8.f16(half, metadata, metadata, metadata, i32)
;--- wide.ll
define spir_kernel void @k(half %a, ptr addrspace(1) %p) {
  %h = call float @llvm.arbitrary.fp.convert.f32.f16(half %a, metadata !"none", metadata !"none", metadata !"none", i32 0)
  store float %h, ptr addrspace(1) %p, align 4
  ret void
}
declare float @llvm.arbitrary.fp.convert.f32.f16(half, metadata, metadata, metadata, i32)
