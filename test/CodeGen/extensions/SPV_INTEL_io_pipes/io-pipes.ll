;; SPV_INTEL_io_pipes: SYCL's I/O pipes keep their storage in a constant
;; global {i32 packet size, i32 packet alignment, i32 capacity} (struct
;; ConstantPipeStorage) marked !io_pipe_id !{i32 <id>}, and create the pipe
;; from its address with __spirv_CreatePipeFromPipeStorage_read/write. Each
;; such creation is OpConstantPipeStorage of the three fields, decorated
;; IOPipeStorageINTEL <id> (the decoration applies "to a pipe-storage object
;; created from OpConstantPipeStorage"), and OpCreatePipeFromPipeStorage of it.
;; SPIRV-Tools accepts OpConstantPipeStorage only in a function body ("must
;; appear in a block"), so the object is made where the pipe is, once per
;; creation (the pipe id names the peripheral). A storage global without
;; !io_pipe_id keeps the pointer form of before. SPIRV-Tools 2023.1 and
;; 2026.4 check the INTEL spelling; only the newer one knows ALTERA's.
;; llvm-spirv-15 cannot read the module back (it asserts on
;; OpConstantPipeStorage in a block).
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_io_pipes %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s --check-prefixes=CHECK,INTEL
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_io_pipes %s -o %t32.spv
; RUN: spirv-val %t32.spv
; RUN: %if spirv-val-new %{ llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_io_pipes %s -o %t-altera.spv %}
; RUN: %if spirv-val-new %{ %spirv-val-new %t-altera.spv %}
; RUN: %if spirv-val-new %{ %spirv-dis-new --raw-id --no-header %t-altera.spv | FileCheck %s --check-prefixes=CHECK,ALTERA %}
;; OpConstantPipeStorage needs SPIR-V 1.1
; RUN: not llc-spirv -mtriple=spirv64v1.0 --spirv-ext=+SPV_INTEL_io_pipes %s -o %t10.spv 2>&1 | FileCheck %s --check-prefix=V10
; RUN: not test -e %t10.spv

; CHECK-DAG: OpCapability PipeStorage
; INTEL-DAG: OpCapability IOPipesINTEL
; INTEL-DAG: OpExtension "SPV_INTEL_io_pipes"
; ALTERA-DAG: OpCapability IOPipesALTERA
; ALTERA-DAG: OpExtension "SPV_ALTERA_io_pipes"
; INTEL-DAG: OpDecorate %[[#IN:]] IOPipeStorageINTEL 1
; INTEL-DAG: OpDecorate %[[#OUT:]] IOPipeStorageINTEL 2
; ALTERA-DAG: OpDecorate %[[#IN:]] IOPipeStorageALTERA 1
; ALTERA-DAG: OpDecorate %[[#OUT:]] IOPipeStorageALTERA 2
; CHECK-DAG: OpName %[[#PLAIN:]] "plain"
; CHECK-DAG: %[[#PS:]] = OpTypePipeStorage
; CHECK-DAG: %[[#RO:]] = OpTypePipe ReadOnly
; CHECK-DAG: %[[#WO:]] = OpTypePipe WriteOnly
; CHECK: OpLabel
; CHECK: %[[#IN]] = OpConstantPipeStorage %[[#PS]] 4 4 0
; CHECK-NEXT: OpCreatePipeFromPipeStorage %[[#RO]] %[[#IN]]
; CHECK-NEXT: %[[#OUT]] = OpConstantPipeStorage %[[#PS]] 8 8 16
; CHECK-NEXT: OpCreatePipeFromPipeStorage %[[#WO]] %[[#OUT]]
; CHECK-NOT: OpConstantPipeStorage
; CHECK: OpCreatePipeFromPipeStorage %[[#RO]] %[[#]]
; CHECK: OpFunctionEnd

; V10: llc-spirv: error: {{.*}}: OpTypePipeStorage needs capability PipeStorage, which is not available for spirv64v1.0 (it needs SPIR-V 1.1)

target triple = "spirv64-unknown-unknown"

%struct.ConstantPipeStorage = type { i32, i32, i32 }

@io_in = linkonce_odr addrspace(1) constant %struct.ConstantPipeStorage { i32 4, i32 4, i32 0 }, align 4, !io_pipe_id !0
@io_out = linkonce_odr addrspace(1) constant %struct.ConstantPipeStorage { i32 8, i32 8, i32 16 }, align 4, !io_pipe_id !1
@plain = linkonce_odr addrspace(1) constant %struct.ConstantPipeStorage { i32 4, i32 4, i32 0 }, align 4

define spir_kernel void @k() {
entry:
  %r = call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS419ConstantPipeStorage(ptr addrspace(4) addrspacecast (ptr addrspace(1) @io_in to ptr addrspace(4)))
  %w = call spir_func target("spirv.Pipe", 1) @_Z39__spirv_CreatePipeFromPipeStorage_writePU3AS419ConstantPipeStorage(ptr addrspace(4) addrspacecast (ptr addrspace(1) @io_out to ptr addrspace(4)))
  %p = call spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS419ConstantPipeStorage(ptr addrspace(4) addrspacecast (ptr addrspace(1) @plain to ptr addrspace(4)))
  ret void
}

declare spir_func target("spirv.Pipe", 0) @_Z38__spirv_CreatePipeFromPipeStorage_readPU3AS419ConstantPipeStorage(ptr addrspace(4))
declare spir_func target("spirv.Pipe", 1) @_Z39__spirv_CreatePipeFromPipeStorage_writePU3AS419ConstantPipeStorage(ptr addrspace(4))

!0 = !{i32 1}
!1 = !{i32 2}
