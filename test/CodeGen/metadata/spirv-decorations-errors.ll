;; Decoration metadata that cannot become a valid decoration is a clear error,
;; and no output file is left: a number the grammar does not know, a
;; built-in (that is a __spirv_BuiltIn* global), a decoration that conflicts
;; with one llc-spirv emits (Alignment 8 on an `align 4` global), too few or
;; too many operands, an operand of the wrong kind (a string for a number),
;; a node that is not a decoration, !spirv.Decorations on an instruction
;; without a result, a decoration the target cannot have (Location is for
;; shaders).
; RUN: split-file %s %t
; RUN: not llc-spirv -mtriple=spirv64 %t/unknown.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=UNK
; RUN: not test -e %t.spv
; RUN: not llc-spirv -mtriple=spirv64 %t/builtin.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=BI
; RUN: not llc-spirv -mtriple=spirv64 %t/conflict.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=CONF
; RUN: not llc-spirv -mtriple=spirv64 %t/few.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=FEW
; RUN: not llc-spirv -mtriple=spirv64 %t/many.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=MANY
; RUN: not llc-spirv -mtriple=spirv64 %t/kind.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: not llc-spirv -mtriple=spirv64 %t/node.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=NODE
; RUN: not llc-spirv -mtriple=spirv64 %t/store.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=STORE
; RUN: not llc-spirv -mtriple=spirv64 %t/shader.ll -o %t.spv 2>&1 | FileCheck %s --check-prefix=SHADER
; RUN: not test -e %t.spv

; UNK: llc-spirv: error: {{.*}}unknown.ll:{{[0-9]+}}: @g = {{.*}}: decoration 9999 in !spirv.Decorations is not a SPIR-V decoration llc-spirv knows, which is not supported for spirv64
; BI: llc-spirv: error: {{.*}}builtin.ll:{{[0-9]+}}: @g = {{.*}}: decoration BuiltIn in !spirv.Decorations (a built-in variable is a __spirv_BuiltIn* global), which is not supported for spirv64
; CONF: llc-spirv: error: {{.*}}conflict.ll:{{[0-9]+}}: @g = {{.*}}: decoration Alignment in !spirv.Decorations conflicts with another of the same decoration on that value (SPIR-V validators take one per value), which is not supported for spirv64
; FEW: llc-spirv: error: {{.*}}few.ll:{{[0-9]+}}: @g = {{.*}}: decoration Alignment in !spirv.Decorations has too few operands (0), which is not supported for spirv64
; MANY: llc-spirv: error: {{.*}}many.ll:{{[0-9]+}}: @g = {{.*}}: decoration Volatile in !spirv.Decorations has too many operands (1), which is not supported for spirv64
; KIND: llc-spirv: error: {{.*}}kind.ll:{{[0-9]+}}: in @k: decoration Alignment in !spirv.ParameterDecorations has an operand 1 of a kind the grammar does not allow there, which is not supported for spirv64
; NODE: llc-spirv: error: {{.*}}node.ll:{{[0-9]+}}: in @k: {{.*}}: !spirv.Decorations holds a node that does not start with an i32 decoration number
; STORE: llc-spirv: error: {{.*}}store.ll:{{[0-9]+}}: in @k: {{.*}}: !spirv.Decorations on an instruction without a result is not supported for spirv64
; SHADER: llc-spirv: error: {{.*}}shader.ll:{{[0-9]+}}: @g = {{.*}}: decoration Location in !spirv.Decorations is not supported for spirv64 (capability Shader is not available in the OpenCL environment)

;--- unknown.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 9999}
;--- builtin.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 11, i32 28}
;--- conflict.ll
@g = addrspace(1) global i32 0, align 4, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 44, i32 8}
;--- few.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 44}
;--- many.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 21, i32 1}
;--- kind.ll
define spir_kernel void @k(ptr addrspace(1) %p) !spirv.ParameterDecorations !0 {
  ret void
}
!0 = !{!1}
!1 = !{!2}
!2 = !{i32 44, !"four"}
;--- node.ll
define spir_kernel void @k(i32 %a, ptr addrspace(1) %p) {
  %s = add i32 %a, 1, !spirv.Decorations !0
  store i32 %s, ptr addrspace(1) %p
  ret void
}
!0 = !{!1}
!1 = !{!"NoSignedWrap"}
;--- store.ll
define spir_kernel void @k(i32 %a, ptr addrspace(1) %p) {
  store i32 %a, ptr addrspace(1) %p, !spirv.Decorations !0
  ret void
}
!0 = !{!1}
!1 = !{i32 21}
;--- shader.ll
@g = addrspace(1) global i32 0, !spirv.Decorations !0
!0 = !{!1}
!1 = !{i32 30, i32 0}
