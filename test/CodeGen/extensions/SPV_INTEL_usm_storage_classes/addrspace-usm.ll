;; clang's global_device (5) and global_host (6) address spaces: CrossWorkgroup
;; by default, DeviceOnlyINTEL and HostOnlyINTEL with SPV_INTEL_usm_storage_classes.
;; Address space 7 is Input (built-in variables), readable only.
;; SPV_ALTERA_usm_storage_classes, the registry's newer name, enables the same
;; storage classes (the grammar lists both names); only the newer validator
;; knows it.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s --check-prefix=PLAIN
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_usm_storage_classes %s -o %t.usm.spv
; RUN: spirv-val %t.usm.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_usm_storage_classes %s -o - | FileCheck %s --check-prefix=USM
; RUN: llc-spirv -mtriple=spirv32 %s -o %t32.spv && spirv-val %t32.spv
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_ALTERA_usm_storage_classes %s -o %t.altera.spv
; RUN: %if spirv-val-new %{ %spirv-val-new %t.altera.spv %}
; RUN: spirv-dis --raw-id --no-header %t.altera.spv | FileCheck %s --check-prefix=ALTERA

; ALTERA-DAG: OpCapability USMStorageClassesINTEL
; ALTERA-DAG: OpExtension "SPV_ALTERA_usm_storage_classes"
; ALTERA-DAG: OpTypePointer DeviceOnlyINTEL
; ALTERA-DAG: OpTypePointer HostOnlyINTEL

; PLAIN-NOT: USMStorageClassesINTEL
; PLAIN-DAG: %[[#I32:]] = OpTypeInt 32 0
; PLAIN-DAG: %[[#CW:]] = OpTypePointer CrossWorkgroup %[[#I32]]
; PLAIN-DAG: %[[#IN:]] = OpTypePointer Input %[[#I32]]
; PLAIN: %[[#]] = OpFunctionParameter %[[#CW]]
; PLAIN-NEXT: %[[#]] = OpFunctionParameter %[[#CW]]
; PLAIN-NEXT: %[[#]] = OpFunctionParameter %[[#IN]]

; USM-DAG: OpCapability USMStorageClassesINTEL
; USM-DAG: OpExtension "SPV_INTEL_usm_storage_classes"
; USM-DAG: %[[#I32:]] = OpTypeInt 32 0
; USM-DAG: %[[#DEV:]] = OpTypePointer DeviceOnlyINTEL %[[#I32]]
; USM-DAG: %[[#HOST:]] = OpTypePointer HostOnlyINTEL %[[#I32]]
; USM: %[[#]] = OpFunctionParameter %[[#DEV]]
; USM-NEXT: %[[#]] = OpFunctionParameter %[[#HOST]]

define spir_func i32 @f(ptr addrspace(5) %dev, ptr addrspace(6) %host, ptr addrspace(7) %in) {
  %a = load i32, ptr addrspace(5) %dev
  %b = load i32, ptr addrspace(7) %in
  %s = add i32 %a, %b
  store i32 %s, ptr addrspace(6) %host
  ret i32 %s
}
