;; SPV_EXT_image_raw10_raw12 adds the Image Channel Data Types
;; UnsignedIntRaw10EXT (19) and UnsignedIntRaw12EXT (20). They never appear as
;; operands: an image format is only read back, by OpImageQueryFormat, and
;; get_image_channel_data_type adds 0x10D0 to the SPIR-V value, which makes
;; 19 and 20 OpenCL's CLK_UNSIGNED_INT_RAW10_EXT (0x10E3) and
;; CLK_UNSIGNED_INT_RAW12_EXT (0x10E4). A kernel comparing with those
;; constants compares integers, so the module uses nothing of the extension:
;; it stays accepted-only, and enabling it declares nothing (OpExtension lists
;; what the module uses).
;; OpenCL C (CL2.0, cl_ext_image_raw10_raw12):
;;   kernel void k(read_only image2d_t i, global int *o) { o[0] = get_image_channel_data_type(i) == CLK_UNSIGNED_INT_RAW10_EXT; }
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_EXT_image_raw10_raw12 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.off.spv
; RUN: cmp %t.spv %t.off.spv

; CHECK-NOT: OpExtension
; CHECK-DAG: %[[#U32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#OFF:]] = OpConstant %[[#U32]] 4304
; CHECK-DAG: %[[#RAW10:]] = OpConstant %[[#U32]] 4323
; CHECK: %[[#F:]] = OpImageQueryFormat %[[#U32]]
; CHECK-NEXT: %[[#T:]] = OpIAdd %[[#U32]] %[[#F]] %[[#OFF]]
; CHECK-NEXT: OpIEqual %[[#]] %[[#T]] %[[#RAW10]]

define spir_kernel void @k(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i, ptr addrspace(1) %o) {
  %t = call spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0) %i)
  %is = icmp eq i32 %t, 4323
  %r = zext i1 %is to i32
  store i32 %r, ptr addrspace(1) %o, align 4
  ret void
}
declare spir_func i32 @_Z27get_image_channel_data_type14ocl_image2d_ro(target("spirv.Image", void, 1, 0, 0, 0, 0, 0, 0))
