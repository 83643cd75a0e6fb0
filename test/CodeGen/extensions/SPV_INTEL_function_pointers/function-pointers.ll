;; SPV_INTEL_function_pointers: the address of a function is an
;; OpConstantFunctionPointerINTEL whose type points to the function's own
;; OpTypeFunction, in the storage class of the function's address space
;; (Function for address space 0, as the Khronos translator makes and reads
;; it; CodeSectionINTEL for 9, see addrspace9.ll); used as a pointer value it
;; is a uchar* (a spec constant bitcast), so stores, loads, select, phi,
;; ptrtoint, icmp, address space casts and constant initialisers (a vtable, a
;; table of clang's generic pointers) work as for any pointer. A call through
;; a pointer casts it to point to the call's own function type and is an
;; OpFunctionPointerCallINTEL. A function SYCL marks "referenced-indirectly"
;; is decorated ReferencedIndirectlyINTEL.
;; Debian 12's spirv-val rejects the forward reference of every
;; OpConstantFunctionPointerINTEL to its function (which the extension
;; needs: constants come before functions), so the newer validator checks.
; REQUIRES: spirv-val-new
; RUN: llc-spirv -mtriple=spirv64 --spirv-ext=+SPV_INTEL_function_pointers %s -o %t.spv
; RUN: %spirv-val-new %t.spv
; RUN: spirv-dis --raw-id --no-header %t.spv | FileCheck %s
; RUN: sed 's/spirv64-unknown/spirv32-unknown/; s/i64 %bits/i32 %bits/; s/to i64/to i32/' %s > %t32.ll
; RUN: llc-spirv -mtriple=spirv32 --spirv-ext=+SPV_INTEL_function_pointers %t32.ll -o %t32.spv
; RUN: %spirv-val-new %t32.spv
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o - | llvm-dis-19 -o - | FileCheck %s --check-prefix=BACK %}

; CHECK-DAG: OpCapability FunctionPointersINTEL
; CHECK-DAG: OpCapability IndirectReferencesINTEL
; CHECK-DAG: OpExtension "SPV_INTEL_function_pointers"
; CHECK-DAG: OpDecorate %[[#ADD:]] ReferencedIndirectlyINTEL
; CHECK-DAG: OpDecorate %[[#EXT:]] LinkageAttributes "ext" Import
; CHECK-DAG: %[[#I8:]] = OpTypeInt 8 0
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#PB:]] = OpTypePointer Function %[[#I8]]
; CHECK-DAG: %[[#GB:]] = OpTypePointer Generic %[[#I8]]
; CHECK-DAG: %[[#FII:]] = OpTypeFunction %[[#I32]] %[[#I32]] %[[#I32]]{{$}}
; CHECK-DAG: %[[#PFII:]] = OpTypePointer Function %[[#FII]]
; CHECK-DAG: %[[#GFII:]] = OpTypePointer Generic %[[#FII]]
; CHECK-DAG: %[[#CADD:]] = OpConstantFunctionPointerINTEL %[[#PFII]] %[[#ADD]]
; CHECK-DAG: %[[#BADD:]] = OpSpecConstantOp %[[#PB]] Bitcast %[[#CADD]]
; CHECK-DAG: %[[#CSUB:]] = OpConstantFunctionPointerINTEL %[[#PFII]] %[[#SUB:]]
; CHECK-DAG: %[[#BSUB:]] = OpSpecConstantOp %[[#PB]] Bitcast %[[#CSUB]]
; CHECK-DAG: %[[#CEXT:]] = OpConstantFunctionPointerINTEL %[[#PFII]] %[[#EXT]]
; CHECK-DAG: %[[#BEXT:]] = OpSpecConstantOp %[[#PB]] Bitcast %[[#CEXT]]
; CHECK-DAG: %[[#ARR:]] = OpSpecConstantComposite %[[#]] %[[#BSUB]] %[[#BEXT]]
; CHECK-DAG: %[[#VT:]] = OpSpecConstantComposite %[[#]] %[[#BADD]] %[[#ARR]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] CrossWorkgroup %[[#VT]]
; CHECK-DAG: %[[#GADD:]] = OpSpecConstantOp %[[#GB]] PtrCastToGeneric %[[#BADD]]
; CHECK-DAG: %[[#GSUB:]] = OpSpecConstantOp %[[#GB]] PtrCastToGeneric %[[#BSUB]]
; CHECK-DAG: %[[#OPS:]] = OpSpecConstantComposite %[[#]] %[[#GADD]] %[[#GSUB]]
; CHECK-DAG: %[[#]] = OpVariable %[[#]] UniformConstant %[[#OPS]]
; CHECK-DAG: %[[#F:]] = OpTypeFloat 32
; CHECK-DAG: %[[#GF:]] = OpTypePointer CrossWorkgroup %[[#F]]
; CHECK-DAG: %[[#GU8:]] = OpTypePointer CrossWorkgroup %[[#I8]]
; CHECK-DAG: %[[#FAT:]] = OpTypeFunction %[[#GF]] %[[#GF]] %[[#I64]]
; CHECK-DAG: %[[#CAT:]] = OpConstantFunctionPointerINTEL %[[#]] %[[#AT:]]
; CHECK-DAG: %[[#BAT:]] = OpSpecConstantOp %[[#PB]] Bitcast %[[#CAT]]
; CHECK-DAG: %[[#NULL:]] = OpConstantNull %[[#PB]]
; CHECK-DAG: %[[#FCALL:]] = OpTypeFunction %[[#GU8]] %[[#GU8]] %[[#I64]]
; CHECK-DAG: %[[#PFCALL:]] = OpTypePointer Function %[[#FCALL]]

; CHECK: %[[#EXT]] = OpFunction %[[#I32]] None %[[#FII]]
; CHECK: OpFunctionEnd
; CHECK: %[[#ADD]] = OpFunction %[[#I32]] None %[[#FII]]
; CHECK: %[[#SUB]] = OpFunction %[[#I32]] None %[[#FII]]
; CHECK: %[[#AT]] = OpFunction %[[#GF]] None %[[#FAT]]

;; the kernel: select, a store and a load, the call, the comparison, ptrtoint
; CHECK: OpFunction
; CHECK: %[[#X:]] = OpFunctionParameter %[[#I32]]
; CHECK: %[[#SLOT:]] = OpVariable %[[#]] Function
; CHECK: %[[#FP:]] = OpSelect %[[#PB]] %[[#ODD:]] %[[#BADD]] %[[#BSUB]]
; CHECK-NEXT: OpStore %[[#SLOT]] %[[#FP]] Aligned 8
; CHECK-NEXT: %[[#LD:]] = OpLoad %[[#PB]] %[[#SLOT]] Aligned 8
; CHECK-NEXT: %[[#LDF:]] = OpBitcast %[[#PFII]] %[[#LD]]
; CHECK-NEXT: %[[#R0:]] = OpFunctionPointerCallINTEL %[[#I32]] %[[#LDF]] %[[#X]] %[[#]]
; CHECK-NEXT: %[[#U1:]] = OpConvertPtrToU %[[#I64]] %[[#LD]]
; CHECK-NEXT: %[[#U2:]] = OpConvertPtrToU %[[#I64]] %[[#BADD]]
; CHECK-NEXT: OpIEqual %[[#]] %[[#U1]] %[[#U2]]
; CHECK-NEXT: %[[#BITS:]] = OpConvertPtrToU %[[#I64]] %[[#FP]]
;; a phi of a constant and a pointer loaded from the vtable
; CHECK: %[[#G:]] = OpPhi %[[#PB]] %[[#BADD]] %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: %[[#GF2:]] = OpBitcast %[[#PFII]] %[[#G]]
; CHECK-NEXT: %[[#R1:]] = OpFunctionPointerCallINTEL %[[#I32]] %[[#GF2]] %[[#R0]] %[[#X]]
;; clang's generic function pointers
; CHECK: %[[#GEN:]] = OpLoad %[[#GB]]
; CHECK-NEXT: %[[#GENF:]] = OpBitcast %[[#GFII]] %[[#GEN]]
; CHECK-NEXT: OpFunctionPointerCallINTEL %[[#I32]] %[[#GENF]] %[[#R1]] %[[#]]
;; pointer arguments and results go as uchar*, the result is cast back
; CHECK: %[[#ATP:]] = OpSelect %[[#PB]] %[[#ODD]] %[[#BAT]] %[[#NULL]]
; CHECK-NEXT: %[[#ATF:]] = OpBitcast %[[#PFCALL]] %[[#ATP]]
; CHECK-NEXT: %[[#Q:]] = OpFunctionPointerCallINTEL %[[#GU8]] %[[#ATF]] %[[#]] %[[#BITS]]
; CHECK-NEXT: %[[#]] = OpBitcast %[[#GF]] %[[#Q]]
; CHECK: OpFunctionPointerCallINTEL %[[#]] %[[#]] %[[#]]
; CHECK-NEXT: OpReturn

; BACK: @vtable = addrspace(1) constant %{{.*}} { ptr @add, [2 x ptr] [ptr @sub, ptr @ext] }
; BACK: @ops = addrspace(2) constant [2 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr @add to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr @sub to ptr addrspace(4))]
; BACK: %fp = select i1 %odd, ptr @add, ptr @sub
; BACK: %r0 = call spir_func i32 %{{.*}}(i32 %x, i32 1)
; BACK: %g = phi ptr [ @add, %{{.*}} ], [ %v, %{{.*}} ]
; BACK: call spir_func addrspace(4) i32 %{{.*}}(i32 %r1, i32 2)
; BACK: call spir_func ptr addrspace(1) %{{.*}}(ptr addrspace(1) %f, i64 %bits)

target triple = "spirv64-unknown-unknown"

@vtable = addrspace(1) constant { ptr, [2 x ptr] } { ptr @add, [2 x ptr] [ptr @sub, ptr @ext] }, align 8
@ops = addrspace(2) constant [2 x ptr addrspace(4)] [ptr addrspace(4) addrspacecast (ptr @add to ptr addrspace(4)), ptr addrspace(4) addrspacecast (ptr @sub to ptr addrspace(4))], align 8

define spir_func i32 @add(i32 %a, i32 %b) #0 {
  %r = add i32 %a, %b
  ret i32 %r
}

define spir_func i32 @sub(i32 %a, i32 %b) {
  %r = sub i32 %a, %b
  ret i32 %r
}

declare spir_func i32 @ext(i32, i32)

define spir_func ptr addrspace(1) @at(ptr addrspace(1) %p, i64 %i) {
  %q = getelementptr inbounds float, ptr addrspace(1) %p, i64 %i
  ret ptr addrspace(1) %q
}

define spir_func void @touch(ptr addrspace(1) %p) {
  store float 0.0, ptr addrspace(1) %p
  ret void
}

define spir_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %f, i32 %x, i32 %sel) {
entry:
  %odd = icmp ne i32 %sel, 0
  %fp = select i1 %odd, ptr @add, ptr @sub
  %slot = alloca ptr, align 8
  store ptr %fp, ptr %slot, align 8
  %loaded = load ptr, ptr %slot, align 8
  %r0 = call spir_func i32 %loaded(i32 %x, i32 1)
  %same = icmp eq ptr %loaded, @add
  %bits = ptrtoint ptr %fp to i64
  br i1 %same, label %a, label %b

a:
  br label %join

b:
  %vfp = getelementptr inbounds { ptr, [2 x ptr] }, ptr addrspace(1) @vtable, i64 0, i32 1, i64 1
  %v = load ptr, ptr addrspace(1) %vfp, align 8
  br label %join

join:
  %g = phi ptr [ @add, %a ], [ %v, %b ]
  %r1 = call spir_func i32 %g(i32 %r0, i32 %x)
  %gfp = getelementptr inbounds [2 x ptr addrspace(4)], ptr addrspace(2) @ops, i64 0, i64 1
  %gen = load ptr addrspace(4), ptr addrspace(2) %gfp, align 8
  %r2 = call spir_func addrspace(4) i32 %gen(i32 %r1, i32 2)
  store i32 %r2, ptr addrspace(1) %out, align 4
  %atp = select i1 %odd, ptr @at, ptr null
  %q = call spir_func ptr addrspace(1) %atp(ptr addrspace(1) %f, i64 %bits)
  store float 1.0, ptr addrspace(1) %q, align 4
  call spir_func void @touch(ptr addrspace(1) %q)
  %tp = select i1 %same, ptr @touch, ptr @touch
  call spir_func void %tp(ptr addrspace(1) %f)
  ret void
}

attributes #0 = { "referenced-indirectly" }
