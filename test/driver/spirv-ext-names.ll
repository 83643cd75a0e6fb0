;; --spirv-ext knows every extension name (extensions.def: the grammar's, LLVM's
;; and the translator's, the SPV_ALTERA_ spellings), all, khr, +all and -all,
;; in llc-spirv and in its llvm-spirv mode; an enabled extension the module does
;; not need is not declared, so OpExtension lists exactly what it uses.
; RUN: llc-spirv --spirv-ext=all %s -o %t.all.spv
; RUN: spirv-val %t.all.spv
; RUN: spirv-dis %t.all.spv | FileCheck %s --check-prefix=ALL
;; Every known name given one by one: the same module (but untyped pointers,
;; a mode that all leaves off and only its own name switches on).
; RUN: sh -c 'llc-spirv --spirv-ext=$(sed -n "s/^X(\(SPV_[A-Za-z0-9_]*\),.*/+\1/p" %root/lib/extensions.def | grep -v untyped_pointers | paste -sd, -) %s -o %t.every.spv'
; RUN: sh -c 'test $(sed -n "s/^X(\(SPV_[A-Za-z0-9_]*\),.*/+\1/p" %root/lib/extensions.def | wc -l) -ge 220'
; RUN: cmp %t.all.spv %t.every.spv
; RUN: llc-spirv --spirv-ext=+SPV_ALTERA_arbitrary_precision_integers,+SPV_KHR_abort,+SPV_INTEL_2d_block_io,+SPV_KHR_vulkan_memory_model,+SPV_AMD_shader_ballot,+SPV_INTEL_vector_compute,+SPV_EXT_shader_atomic_float_add,+SPV_KHR_no_integer_wrap_decoration %s -o %t.some.spv
; RUN: cmp %t.all.spv %t.some.spv
;; Names of the newest SPIR-V registry (SPIRV-Headers 1.4.363) that neither
;; Debian 12's grammar nor lowering uses: known, accepted, not declared.
; RUN: llc-spirv --spirv-ext=+SPV_EXT_split_barrier,+SPV_KHR_constant_data,+SPV_KHR_relaxed_extended_instruction,+SPV_EXT_replicated_composites,+SPV_QCOM_tile_shading,+SPV_NV_cooperative_vector,+SPV_AMDX_shader_enqueue,+SPV_VALVE_mixed_float_dot_product,+SPV_EXT_shader_atomic_float_add,+SPV_KHR_no_integer_wrap_decoration %s -o %t.new.spv
; RUN: cmp %t.all.spv %t.new.spv
;; khr is every SPV_KHR_ name, no SPV_EXT_ one: without the latter the float
;; atomic is a compare-and-swap loop instead of OpAtomicFAddEXT.
; RUN: llc-spirv --spirv-ext=khr %s -o %t.khr.spv
; RUN: spirv-val %t.khr.spv
; RUN: spirv-dis %t.khr.spv | FileCheck %s --check-prefix=KHR
; RUN: llc-spirv --spirv-ext=KHR,+SPV_EXT_shader_atomic_float_add %s -o %t.khr2.spv
; RUN: cmp %t.all.spv %t.khr2.spv
;; A version that has the decoration in core needs no extension for it.
; RUN: llc-spirv -mtriple=spirv64v1.4 --spirv-ext=all %s -o - | FileCheck %s --check-prefix=V14
;; The translator's command line takes the same names.
; RUN: rm -rf %t.bin && mkdir -p %t.bin && ln -s %llc-spirv %t.bin/llvm-spirv
; RUN: %t.bin/llvm-spirv --spirv-ext=+all %s -o %t.tr.spv
; RUN: cmp %t.all.spv %t.tr.spv
; RUN: %t.bin/llvm-spirv --spirv-ext=+all,-SPV_ARM_tensors,-SPV_SAMSUNG_intrinsic %s -o %t.tr2.spv
; RUN: cmp %t.all.spv %t.tr2.spv
; RUN: %t.bin/llvm-spirv --spirv-ext=-all,+SPV_ALTERA_blocking_pipes,+SPV_EXT_shader_atomic_float_add -spirv-text %s -o - | FileCheck %s --check-prefix=TR
; RUN: not %t.bin/llvm-spirv --spirv-ext=+SPV_INTEL_not_an_extension %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=UNK
; RUN: not test -e %t.bad.spv
;; Unknown names and malformed items stay errors.
; RUN: not llc-spirv --spirv-ext=+SPV_KHR_constant_data,+SPV_FOO_bar %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=FOO
; RUN: not llc-spirv --spirv-ext=all,-SPV_EXT_shader_atomic_float_ad %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=TYPO
; RUN: not llc-spirv --spirv-ext=+all,khr,SPV_KHR_abort %s -o %t.bad.spv 2>&1 | FileCheck %s --check-prefix=ITEM
; RUN: not test -e %t.bad.spv
;; A Vulkan triple takes the names too (an OpenCL kernel is its error).
; RUN: not llc-spirv -mtriple=spirv-unknown-vulkan1.3-compute --spirv-ext=all,+SPV_INTEL_subgroups %s -o %t.vk.spv 2>&1 | FileCheck %s --check-prefix=VK

; ALL: OpCapability AtomicFloat32AddEXT
; ALL-NEXT: OpExtension "SPV_EXT_shader_atomic_float_add"
; ALL-NEXT: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; ALL-NOT: OpExtension
; ALL: OpDecorate %{{.*}} NoSignedWrap
; KHR-NOT: AtomicFloat32AddEXT
; KHR: OpExtension "SPV_KHR_no_integer_wrap_decoration"
; KHR-NOT: OpExtension
; KHR: OpAtomicCompareExchange
; KHR-NOT: OpAtomicFAddEXT
; V14: ; Version: 1.4
; V14: OpExtension "SPV_EXT_shader_atomic_float_add"
; V14-NOT: OpExtension
; V14: OpDecorate %{{.*}} NoSignedWrap
; TR: OpExtension "SPV_EXT_shader_atomic_float_add"
; TR-NOT: OpExtension
; UNK: llc-spirv: error: {{.*}}spirv-ext-names.ll: unknown SPIR-V extension 'SPV_INTEL_not_an_extension' in --spirv-ext
; FOO: llc-spirv: error: {{.*}}spirv-ext-names.ll: unknown SPIR-V extension 'SPV_FOO_bar' in --spirv-ext
; TYPO: llc-spirv: error: {{.*}}spirv-ext-names.ll: unknown SPIR-V extension 'SPV_EXT_shader_atomic_float_ad' in --spirv-ext
; ITEM: llc-spirv: error: {{.*}}spirv-ext-names.ll: bad --spirv-ext item 'SPV_KHR_abort': expected +NAME, -NAME, all or khr
; VK: llc-spirv: error: {{.*}}spirv-ext-names.ll:{{[0-9]+}}: in @k: an OpenCL kernel (the spir_kernel function @k) is not supported for spirv-unknown-vulkan1.3-compute

target triple = "spirv64-unknown-unknown"

define spir_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %f) {
  %v = load i32, ptr addrspace(1) %p, align 4
  %w = add nsw i32 %v, 1
  store i32 %w, ptr addrspace(1) %p, align 4
  %o = atomicrmw fadd ptr addrspace(1) %f, float 1.0 seq_cst, align 4
  ret void
}
