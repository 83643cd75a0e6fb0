;; Without SPV_EXT_long_vector (or where it cannot be used) a module's
;; vectors of more than 16 lanes are legalised before instruction selection
;; as test/CodeGen/types/vector-long.ll shows: no vector type is longer than
;; 16 and nothing is declared for the extension. With the extension enabled
;; a module keeps its long vectors only when every operation on them has a
;; native form and the SPIR-V version may be 1.3 (the extension requires it);
;; otherwise the output is byte for byte the one without the extension.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
;; SPIR-V 1.2 at most: the extension cannot be used
; RUN: llc-spirv -mtriple=spirv64v1.2 %s -o %t.12.spv
; RUN: llc-spirv -mtriple=spirv64v1.2 --spirv-ext=+SPV_EXT_long_vector %s -o %t.12e.spv
; RUN: cmp %t.12.spv %t.12e.spv
; RUN: spirv-dis --raw-id %t.12e.spv | FileCheck %s
;; a store of 32 bools has no memory form, native or not: with the
;; extension the module is legalised as without it, and the error is the same
; RUN: sed -e 's/;BOOLS //' %s > %t.bools.ll
; RUN: not llc-spirv -mtriple=spirv64 %t.bools.ll -o %t.b.spv 2>&1 | FileCheck %s --check-prefix=BOOLS
; RUN: not llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_long_vector %t.bools.ll -o %t.b.spv 2>&1 | FileCheck %s --check-prefix=BOOLS

; BOOLS: llc-spirv: error: {{.*}}.bools.ll:{{[0-9]+}}: in @k: {{.*}}: this use of a vector of more than 16 elements is not supported for spirv64 (SPIR-V vectors have at most 16 without SPV_EXT_long_vector, and the instruction cannot be split lane by lane){{$}}

; CHECK-NOT: LongVectorEXT
; CHECK-NOT: SPV_EXT_long_vector
; CHECK-NOT: OpTypeVector %{{[0-9]+}} {{(1[7-9]|[2-9][0-9])$}}
; CHECK: OpFunction
; CHECK-NOT: LongVectorEXT
; CHECK-NOT: OpTypeVector %{{[0-9]+}} {{(1[7-9]|[2-9][0-9])$}}

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %q, i32 %i) {
  %a = load <32 x float>, ptr addrspace(1) %p, align 128
  %b = fmul <32 x float> %a, %a
  %c = fcmp olt <32 x float> %b, %a
  %d = select <32 x i1> %c, <32 x float> %b, <32 x float> zeroinitializer
  %s = call <32 x float> @llvm.sqrt.v32f32(<32 x float> %d)
  store <32 x float> %s, ptr addrspace(1) %q, align 128
;BOOLS   store <32 x i1> %c, ptr addrspace(1) %p, align 4
  ret void
}

declare <32 x float> @llvm.sqrt.v32f32(<32 x float>)
