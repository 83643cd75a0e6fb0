; Kernel of llvm-intrinsics.cl: saturating shifts and conversions of odd
; widths, minimumnum/maximumnum, modf, constrained arithmetic and rounding
; conversions, vector.insert/extract, get.rounding.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @intr(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pf,
                              ptr addrspace(1) %pg, ptr addrspace(1) %o, ptr addrspace(1) %q) #0 {
entry:
  %i = call i64 @_Z13get_global_idj(i32 0)
  %ap = getelementptr inbounds i32, ptr addrspace(1) %pa, i64 %i
  %a = load i32, ptr addrspace(1) %ap
  %bp = getelementptr inbounds i32, ptr addrspace(1) %pb, i64 %i
  %b = load i32, ptr addrspace(1) %bp
  %fp = getelementptr inbounds float, ptr addrspace(1) %pf, i64 %i
  %f = load float, ptr addrspace(1) %fp
  %gp = getelementptr inbounds float, ptr addrspace(1) %pg, i64 %i
  %g = load float, ptr addrspace(1) %gp
  %ob = mul i64 %i, 16
  %qb = mul i64 %i, 8
  ; saturating shifts
  %b31 = and i32 %b, 31
  %s0 = call i32 @llvm.sshl.sat.i32(i32 %a, i32 %b31)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 0, i32 %s0)
  %s1 = call i32 @llvm.ushl.sat.i32(i32 %a, i32 %b31)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 1, i32 %s1)
  %a8 = trunc i32 %a to i8
  %b8 = trunc i32 %b to i8
  %b7 = and i8 %b8, 7
  %s2 = call i8 @llvm.sshl.sat.i8(i8 %a8, i8 %b7)
  %s2x = sext i8 %s2 to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 2, i32 %s2x)
  %a7 = trunc i32 %a to i7
  %bm = urem i32 %b, 7
  %c7 = trunc i32 %bm to i7
  %s3 = call i7 @llvm.ushl.sat.i7(i7 %a7, i7 %c7)
  %s3x = zext i7 %s3 to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 3, i32 %s3x)
  %s4 = call i7 @llvm.sshl.sat.i7(i7 %a7, i7 %c7)
  %s4x = sext i7 %s4 to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 4, i32 %s4x)
  ; saturating conversions to odd widths
  %f100 = fmul float %f, 100.0
  %c5 = call i7 @llvm.fptosi.sat.i7.f32(float %f100)
  %c5x = sext i7 %c5 to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 5, i32 %c5x)
  %c6 = call i5 @llvm.fptoui.sat.i5.f32(float %f100)
  %c6x = zext i5 %c6 to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 6, i32 %c6x)
  %c7b = call i1 @llvm.fptosi.sat.i1.f32(float %f)
  %c7x = sext i1 %c7b to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 7, i32 %c7x)
  %c8 = call i1 @llvm.fptoui.sat.i1.f32(float %f)
  %c8x = zext i1 %c8 to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 8, i32 %c8x)
  %rnd = call i32 @llvm.get.rounding()
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 9, i32 %rnd)
  ; minimumnum/maximumnum, as bits (the sign of zero matters)
  %mn = call float @llvm.minimumnum.f32(float %f, float %g)
  %mnb = bitcast float %mn to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 10, i32 %mnb)
  %mx = call float @llvm.maximumnum.f32(float %f, float %g)
  %mxb = bitcast float %mx to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 11, i32 %mxb)
  ; modf
  %md = call { float, float } @llvm.modf.f32(float %f)
  %fr = extractvalue { float, float } %md, 0
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 0, float %fr)
  %in = extractvalue { float, float } %md, 1
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 1, float %in)
  ; constrained arithmetic and conversions with static rounding
  %ad = call float @llvm.experimental.constrained.fadd.f32(float %f, float %g, metadata !"round.tonearest", metadata !"fpexcept.strict") #0
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 2, float %ad)
  %up = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %a, metadata !"round.upward", metadata !"fpexcept.strict") #0
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 3, float %up)
  %dn = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 %a, metadata !"round.downward", metadata !"fpexcept.strict") #0
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 4, float %dn)
  %tz = call float @llvm.experimental.constrained.uitofp.f32.i32(i32 %a, metadata !"round.towardzero", metadata !"fpexcept.strict") #0
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 5, float %tz)
  ; vector.extract/insert
  %v0 = insertelement <4 x float> poison, float %f, i32 0
  %v1 = insertelement <4 x float> %v0, float %g, i32 1
  %v2 = insertelement <4 x float> %v1, float 2.0, i32 2
  %v3 = insertelement <4 x float> %v2, float 3.0, i32 3
  %ex = call <2 x float> @llvm.vector.extract.v2f32.v4f32(<4 x float> %v3, i64 2)
  %vi = call <4 x float> @llvm.vector.insert.v4f32.v2f32(<4 x float> %v3, <2 x float> %ex, i64 0)
  %e0 = extractelement <4 x float> %vi, i32 0
  %e1 = extractelement <4 x float> %vi, i32 1
  %e3 = extractelement <4 x float> %vi, i32 3
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 6, float %e0)
  %sum = fadd float %e1, %e3
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 7, float %sum)
  ret void
}

define internal void @put(ptr addrspace(1) %o, i64 %b, i64 %k, i32 %x) {
  %j = add i64 %b, %k
  %p = getelementptr inbounds i32, ptr addrspace(1) %o, i64 %j
  store i32 %x, ptr addrspace(1) %p
  ret void
}

define internal void @putf(ptr addrspace(1) %o, i64 %b, i64 %k, float %x) {
  %j = add i64 %b, %k
  %p = getelementptr inbounds float, ptr addrspace(1) %o, i64 %j
  store float %x, ptr addrspace(1) %p
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare float @llvm.minimumnum.f32(float, float)
declare float @llvm.maximumnum.f32(float, float)
declare { float, float } @llvm.modf.f32(float)

attributes #0 = { strictfp }
