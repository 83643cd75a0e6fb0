;; Instructions whose operands are all constants, at least one of them a
;; specialization constant, fold into OpSpecConstantOp when SPIR-V allows the
;; opcode there (Kernel environment): integer and float arithmetic, shifts,
;; bitwise and logical operations, comparisons, select, conversions and vector
;; element operations (constant lanes), also in chains and in other functions. Operations OpSpecConstantOp does not
;; allow (fcmp, a call) stay instructions in the body.
; REQUIRES: llvm-spirv
; RUN: llc-spirv -mtriple=spirv64 %s -o %t.spv
; RUN: spirv-val %t.spv
; RUN: llvm-spirv-15 -r %t.spv -o %t.bc
; RUN: llc-spirv -mtriple=spirv64 %s -o - | FileCheck %s

; CHECK-DAG: OpDecorate %[[#N:]] SpecId 0
; CHECK-DAG: OpDecorate %[[#X:]] SpecId 1
; CHECK-DAG: OpDecorate %[[#B:]] SpecId 2
; CHECK-DAG: %[[#I32:]] = OpTypeInt 32 0
; CHECK-DAG: %[[#I64:]] = OpTypeInt 64 0
; CHECK-DAG: %[[#F32:]] = OpTypeFloat 32
; CHECK-DAG: %[[#BOOL:]] = OpTypeBool
; CHECK-DAG: %[[#N]] = OpSpecConstant %[[#I32]] 16
; CHECK-DAG: %[[#X]] = OpSpecConstant %[[#F32]] 2
; CHECK-DAG: %[[#B]] = OpSpecConstantTrue %[[#BOOL]]
; CHECK-DAG: %[[#TWO:]] = OpConstant %[[#I32]] 2
; CHECK-DAG: %[[#ADD:]] = OpSpecConstantOp %[[#I32]] IAdd %[[#N]] %[[#TWO]]
; CHECK-DAG: %[[#SHL:]] = OpSpecConstantOp %[[#I32]] ShiftLeftLogical %[[#ADD]] %[[#TWO]]
; CHECK-DAG: %[[#AND:]] = OpSpecConstantOp %[[#I32]] BitwiseAnd %[[#SHL]] %[[#]]
; CHECK-DAG: %[[#DIV:]] = OpSpecConstantOp %[[#I32]] SDiv %[[#AND]] %[[#N]]
; CHECK-DAG: %[[#LT:]] = OpSpecConstantOp %[[#BOOL]] ULessThan %[[#N]] %[[#]]
; CHECK-DAG: %[[#LAND:]] = OpSpecConstantOp %[[#BOOL]] LogicalAnd %[[#LT]] %[[#B]]
; CHECK-DAG: %[[#SEL:]] = OpSpecConstantOp %[[#I32]] Select %[[#LAND]] %[[#DIV]] %[[#N]]
; CHECK-DAG: %[[#WIDE:]] = OpSpecConstantOp %[[#I64]] SConvert %[[#SEL]]
; CHECK-DAG: %[[#FMUL:]] = OpSpecConstantOp %[[#F32]] FMul %[[#X]] %[[#X]]
; CHECK-DAG: %[[#CVT:]] = OpSpecConstantOp %[[#F32]] ConvertSToF %[[#N]]
; CHECK-DAG: %[[#FADD:]] = OpSpecConstantOp %[[#F32]] FAdd %[[#FMUL]] %[[#CVT]]
; CHECK-DAG: %[[#TOI:]] = OpSpecConstantOp %[[#I32]] ConvertFToU %[[#FADD]]
; CHECK-DAG: %[[#ZB:]] = OpSpecConstantOp %[[#I32]] Select %[[#B]] %[[#]] %[[#]]
; CHECK-DAG: %[[#V2:]] = OpTypeVector %[[#I32]] 2
; CHECK-DAG: %[[#V3:]] = OpTypeVector %[[#I32]] 3
; CHECK-DAG: %[[#INS:]] = OpSpecConstantOp %[[#V2]] CompositeInsert %[[#N]] %[[#]] 1
; CHECK-DAG: %[[#SHUF:]] = OpSpecConstantOp %[[#V3]] VectorShuffle %[[#INS]] %[[#INS]] 1 0 3
; CHECK-DAG: %[[#EXT:]] = OpSpecConstantOp %[[#I32]] CompositeExtract %[[#SHUF]] 2
; CHECK: OpStore %[[#]] %[[#WIDE]]
; CHECK: OpStore %[[#]] %[[#TOI]]
; CHECK: %[[#]] = OpFOrdLessThan %[[#BOOL]] %[[#X]] %[[#FADD]]
; CHECK: OpStore %[[#]] %[[#ZB]]
; CHECK: OpStore %[[#]] %[[#EXT]]
; CHECK: OpFunction
; CHECK: %[[#]] = OpIMul %[[#I32]] %[[#ADD]] %[[#]]

define spir_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %p) {
entry:
  %n = call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 16)
  %x = call float @_Z20__spirv_SpecConstantif(i32 1, float 2.0)
  %b = call i1 @_Z20__spirv_SpecConstantib(i32 2, i1 true)
  %add = add i32 %n, 2
  %shl = shl i32 %add, 2
  %and = and i32 %shl, 255
  %div = sdiv i32 %and, %n
  %lt = icmp ult i32 %n, 100
  %land = and i1 %lt, %b
  %sel = select i1 %land, i32 %div, i32 %n
  %wide = sext i32 %sel to i64
  store i64 %wide, ptr addrspace(1) %o
  %fm = fmul float %x, %x
  %cv = sitofp i32 %n to float
  %fa = fadd float %fm, %cv
  %ti = fptoui float %fa to i32
  store i32 %ti, ptr addrspace(1) %p
  %fc = fcmp olt float %x, %fa
  %fz = zext i1 %fc to i32
  store i32 %fz, ptr addrspace(1) %p
  %bz = zext i1 %b to i32
  store i32 %bz, ptr addrspace(1) %p
  %ins = insertelement <2 x i32> <i32 1, i32 2>, i32 %n, i32 1
  %shuf = shufflevector <2 x i32> %ins, <2 x i32> %ins, <3 x i32> <i32 1, i32 0, i32 3>
  %ext = extractelement <3 x i32> %shuf, i32 2
  store i32 %ext, ptr addrspace(1) %p
  call spir_func void @g(ptr addrspace(1) %p, i32 3)
  ret void
}

;; the same SpecId and expression in another function: the same ids
define spir_func void @g(ptr addrspace(1) %p, i32 %y) {
entry:
  %n = call i32 @_Z20__spirv_SpecConstantii(i32 0, i32 16)
  %add = add i32 %n, 2
  %m = mul i32 %add, %y
  store i32 %m, ptr addrspace(1) %p
  ret void
}

declare i32 @_Z20__spirv_SpecConstantii(i32, i32)
declare float @_Z20__spirv_SpecConstantif(i32, float)
declare i1 @_Z20__spirv_SpecConstantib(i32, i1)
