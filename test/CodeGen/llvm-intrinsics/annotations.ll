;; __attribute__((annotate)) on a local and on a struct member, and
;; __builtin_annotation, as clang-19 emits them for OpenCL:
;; llvm.var.annotation puts UserSemantic on the variable, llvm.ptr.annotation
;; on the struct member its GEP selects (once, however often it is used), and
;; llvm.annotation is its operand. UserSemantic needs SPIR-V 1.4. The strings
;; stay in the llvm.metadata section: no OpVariable holds them.
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: spirv-dis --raw-id %t.spv | FileCheck %s
; RUN: %if llvm-spirv %{ llvm-spirv-15 -r %t.spv -o %t.bc %}
; RUN: %if llvm-spirv %{ llvm-dis-19 %t.bc -o - | FileCheck %s --check-prefix=BACK %}

; CHECK: Version: 1.4
; CHECK-DAG: OpDecorate %[[#X:]] UserSemantic "varnote"
; CHECK-DAG: OpMemberDecorate %[[#S:]] 1 UserSemantic "fieldnote"
; CHECK-NOT: UserSemantic
; CHECK-DAG: %[[#S]] = OpTypeStruct %[[#]] %[[#]]
; CHECK-NOT: OpVariable %[[#]] UniformConstant
; CHECK: %[[#X]] = OpVariable %[[#]] Function

; BACK: call void @llvm.var.annotation
; BACK: call ptr @llvm.ptr.annotation

%struct.S = type { i32, i32 }

@.str = private unnamed_addr addrspace(2) constant [8 x i8] c"varnote\00", section "llvm.metadata"
@.str.1 = private unnamed_addr addrspace(2) constant [6 x i8] c"an.cl\00", section "llvm.metadata"
@.str.2 = private unnamed_addr addrspace(2) constant [10 x i8] c"fieldnote\00", section "llvm.metadata"
@.str.3 = private unnamed_addr addrspace(2) constant [9 x i8] c"callnote\00", section "llvm.metadata"

define spir_kernel void @k(ptr addrspace(1) %o) {
  %x = alloca i32, align 4
  %s = alloca %struct.S, align 4
  call void @llvm.var.annotation.p0.p2(ptr %x, ptr addrspace(2) @.str, ptr addrspace(2) @.str.1, i32 3, ptr addrspace(2) null)
  %v = load i32, ptr addrspace(1) %o, align 4
  store i32 %v, ptr %x, align 4
  %b = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %bp = call ptr @llvm.ptr.annotation.p0.p2(ptr %b, ptr addrspace(2) @.str.2, ptr addrspace(2) @.str.1, i32 1, ptr addrspace(2) null)
  store i32 %v, ptr %bp, align 4
  %b2 = getelementptr inbounds %struct.S, ptr %s, i32 0, i32 1
  %bp2 = call ptr @llvm.ptr.annotation.p0.p2(ptr %b2, ptr addrspace(2) @.str.2, ptr addrspace(2) @.str.1, i32 1, ptr addrspace(2) null)
  %w = load i32, ptr %bp2, align 4
  %a = call i32 @llvm.annotation.i32.p2(i32 %w, ptr addrspace(2) @.str.3, ptr addrspace(2) @.str.1, i32 5)
  %o1 = getelementptr inbounds i32, ptr addrspace(1) %o, i64 1
  store i32 %a, ptr addrspace(1) %o1, align 4
  ret void
}
