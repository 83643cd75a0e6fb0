; Kernel of spv-hlsl.cl: the compute and HLSL llvm.spv.* intrinsics of LLVM's
; SPIR-V target, in the Kernel environment.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @hlsl(ptr addrspace(1) %pa, ptr addrspace(1) %pb, ptr addrspace(1) %pf,
                              ptr addrspace(1) %pg, ptr addrspace(1) %o, ptr addrspace(1) %q) {
entry:
  %i = call i64 @llvm.spv.thread.id.i64(i32 0)
  %ap = getelementptr inbounds i32, ptr addrspace(1) %pa, i64 %i
  %a = load i32, ptr addrspace(1) %ap
  %bp = getelementptr inbounds i32, ptr addrspace(1) %pb, i64 %i
  %b = load i32, ptr addrspace(1) %bp
  %fp = getelementptr inbounds float, ptr addrspace(1) %pf, i64 %i
  %f = load float, ptr addrspace(1) %fp
  %gp = getelementptr inbounds float, ptr addrspace(1) %pg, i64 %i
  %g = load float, ptr addrspace(1) %gp
  %ob = mul i64 %i, 24
  %qb = mul i64 %i, 24
  ; work-item built-ins
  %tid = call i32 @llvm.spv.thread.id.in.group.i32(i32 0)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 0, i32 %tid)
  %gid = call i32 @llvm.spv.group.id.i32(i32 0)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 1, i32 %gid)
  %flat = call i32 @llvm.spv.flattened.thread.id.in.group()
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 2, i32 %flat)
  %far = call i32 @llvm.spv.group.id.i32(i32 5)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 3, i32 %far)
  ; bit searches
  %u = call i32 @llvm.spv.firstbituhigh.i32(i32 %a)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 4, i32 %u)
  %s = call i32 @llvm.spv.firstbitshigh.i32(i32 %a)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 5, i32 %s)
  %a16 = trunc i32 %b to i16
  %l = call i32 @llvm.spv.firstbitlow.i16(i16 %a16)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 6, i32 %l)
  %aw = zext i32 %a to i64
  %hi = shl i64 %aw, 20
  %u64 = call i32 @llvm.spv.firstbituhigh.i64(i64 %hi)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 7, i32 %u64)
  %s16 = call i32 @llvm.spv.firstbitshigh.i16(i16 %a16)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 8, i32 %s16)
  ; dot products
  %d4s = call i32 @llvm.spv.dot4add.i8packed(i32 %a, i32 %b, i32 7)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 9, i32 %d4s)
  %d4u = call i32 @llvm.spv.dot4add.u8packed(i32 %a, i32 %b, i32 7)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 10, i32 %d4u)
  %va0 = insertelement <2 x i32> poison, i32 %a, i32 0
  %va = insertelement <2 x i32> %va0, i32 %b, i32 1
  %vb = shufflevector <2 x i32> %va, <2 x i32> poison, <2 x i32> <i32 1, i32 0>
  %sd = call i32 @llvm.spv.sdot.v2i32(<2 x i32> %va, <2 x i32> %vb)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 11, i32 %sd)
  ; sign, any, all
  %sf = call i32 @llvm.spv.sign.f32(float %f)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 12, i32 %sf)
  %si = call i32 @llvm.spv.sign.i32(i32 %a)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 13, i32 %si)
  %vf0 = insertelement <2 x float> poison, float %f, i32 0
  %vf = insertelement <2 x float> %vf0, float %g, i32 1
  %all = call i1 @llvm.spv.all.v2f32(<2 x float> %vf)
  %allx = zext i1 %all to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 14, i32 %allx)
  %a3 = and i32 %a, 3
  %vz = insertelement <2 x i32> zeroinitializer, i32 %a3, i32 1
  %any = call i1 @llvm.spv.any.v2i32(<2 x i32> %vz)
  %anyx = zext i1 %any to i32
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 15, i32 %anyx)
  ; packing
  %a24 = ashr i32 %a, 23
  %b24 = ashr i32 %b, 23
  %p0 = insertelement <4 x i32> poison, i32 %a, i32 0
  %p1 = insertelement <4 x i32> %p0, i32 %b, i32 1
  %p2 = insertelement <4 x i32> %p1, i32 %a24, i32 2
  %p3 = insertelement <4 x i32> %p2, i32 %b24, i32 3
  %pc = call i32 @llvm.spv.pack.clamp.s8.v4i32(<4 x i32> %p3)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 16, i32 %pc)
  %pu = call i32 @llvm.spv.pack.u8.v4i32(<4 x i32> %p3)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 17, i32 %pu)
  %pcu = call i32 @llvm.spv.pack.clamp.u8.v4i32(<4 x i32> %p3)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 18, i32 %pcu)
  ; integer clamps
  %sc = call i32 @llvm.spv.sclamp.i32(i32 %a, i32 -1000, i32 1000)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 19, i32 %sc)
  %uc = call i32 @llvm.spv.uclamp.i32(i32 %b, i32 10, i32 1000000)
  call void @put(ptr addrspace(1) %o, i64 %ob, i64 20, i32 %uc)
  ; float math
  %fr = call float @llvm.spv.frac.f32(float %f)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 0, float %fr)
  %sa = call float @llvm.spv.saturate.f32(float %f)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 1, float %sa)
  %le = call float @llvm.spv.lerp.f32(float %f, float %g, float 0.25)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 2, float %le)
  %st = call float @llvm.spv.step.f32(float %f, float %g)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 3, float %st)
  %ss = call float @llvm.spv.smoothstep.f32(float -4.0, float 4.0, float %f)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 4, float %ss)
  %ga = call float @llvm.fabs.f32(float %g)
  %g1 = fadd float %ga, 1.0
  %rs = call float @llvm.spv.rsqrt.f32(float %g1)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 5, float %rs)
  %dg = call float @llvm.spv.degrees.f32(float %f)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 6, float %dg)
  %nc = call float @llvm.spv.nclamp.f32(float %f, float -1.0, float 2.0)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 7, float %nc)
  %n0 = insertelement <3 x float> poison, float %f, i32 0
  %n1 = insertelement <3 x float> %n0, float %g, i32 1
  %n = insertelement <3 x float> %n1, float 0.5, i32 2
  %v0 = insertelement <3 x float> poison, float %g, i32 0
  %v1 = insertelement <3 x float> %v0, float 0.25, i32 1
  %v = insertelement <3 x float> %v1, float %f, i32 2
  %dt = call float @llvm.spv.fdot.v3f32(<3 x float> %n, <3 x float> %v)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 8, float %dt)
  %ff = call <3 x float> @llvm.spv.faceforward.v3f32(<3 x float> %n, <3 x float> %v, <3 x float> %n)
  call void @put3(ptr addrspace(1) %q, i64 %qb, i64 9, <3 x float> %ff)
  %rf = call <3 x float> @llvm.spv.reflect.v3f32(<3 x float> %v, <3 x float> %n)
  call void @put3(ptr addrspace(1) %q, i64 %qb, i64 12, <3 x float> %rf)
  %nn = call <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %n)
  %vn = call <3 x float> @llvm.spv.normalize.v3f32(<3 x float> %v)
  %rr = call <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float> %vn, <3 x float> %nn, float 0.75)
  call void @put3(ptr addrspace(1) %q, i64 %qb, i64 15, <3 x float> %rr)
  %cr = call <3 x float> @llvm.spv.cross.v3f32(<3 x float> %n, <3 x float> %v)
  call void @put3(ptr addrspace(1) %q, i64 %qb, i64 18, <3 x float> %cr)
  %ds = call float @llvm.spv.distance.v3f32(<3 x float> %n, <3 x float> %v)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 21, float %ds)
  %ln = call float @llvm.spv.length.v3f32(<3 x float> %v)
  call void @putf(ptr addrspace(1) %q, i64 %qb, i64 22, float %ln)
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

define internal void @put3(ptr addrspace(1) %o, i64 %b, i64 %k, <3 x float> %x) {
  %x0 = extractelement <3 x float> %x, i32 0
  %x1 = extractelement <3 x float> %x, i32 1
  %x2 = extractelement <3 x float> %x, i32 2
  call void @putf(ptr addrspace(1) %o, i64 %b, i64 %k, float %x0)
  %k1 = add i64 %k, 1
  call void @putf(ptr addrspace(1) %o, i64 %b, i64 %k1, float %x1)
  %k2 = add i64 %k, 2
  call void @putf(ptr addrspace(1) %o, i64 %b, i64 %k2, float %x2)
  ret void
}

declare i64 @llvm.spv.thread.id.i64(i32)
declare i32 @llvm.spv.thread.id.in.group.i32(i32)
declare i32 @llvm.spv.group.id.i32(i32)
declare i32 @llvm.spv.flattened.thread.id.in.group()
declare i32 @llvm.spv.firstbituhigh.i32(i32)
declare i32 @llvm.spv.firstbitshigh.i32(i32)
declare i32 @llvm.spv.firstbitlow.i16(i16)
declare i32 @llvm.spv.firstbituhigh.i64(i64)
declare i32 @llvm.spv.firstbitshigh.i16(i16)
declare i32 @llvm.spv.dot4add.i8packed(i32, i32, i32)
declare i32 @llvm.spv.dot4add.u8packed(i32, i32, i32)
declare i32 @llvm.spv.sdot.v2i32(<2 x i32>, <2 x i32>)
declare i32 @llvm.spv.sign.f32(float)
declare i32 @llvm.spv.sign.i32(i32)
declare i1 @llvm.spv.all.v2f32(<2 x float>)
declare i1 @llvm.spv.any.v2i32(<2 x i32>)
declare i32 @llvm.spv.pack.clamp.s8.v4i32(<4 x i32>)
declare i32 @llvm.spv.pack.u8.v4i32(<4 x i32>)
declare i32 @llvm.spv.pack.clamp.u8.v4i32(<4 x i32>)
declare i32 @llvm.spv.sclamp.i32(i32, i32, i32)
declare i32 @llvm.spv.uclamp.i32(i32, i32, i32)
declare float @llvm.spv.frac.f32(float)
declare float @llvm.spv.saturate.f32(float)
declare float @llvm.spv.lerp.f32(float, float, float)
declare float @llvm.spv.step.f32(float, float)
declare float @llvm.spv.smoothstep.f32(float, float, float)
declare float @llvm.fabs.f32(float)
declare float @llvm.spv.rsqrt.f32(float)
declare float @llvm.spv.degrees.f32(float)
declare float @llvm.spv.nclamp.f32(float, float, float)
declare float @llvm.spv.fdot.v3f32(<3 x float>, <3 x float>)
declare <3 x float> @llvm.spv.faceforward.v3f32(<3 x float>, <3 x float>, <3 x float>)
declare <3 x float> @llvm.spv.reflect.v3f32(<3 x float>, <3 x float>)
declare <3 x float> @llvm.spv.normalize.v3f32(<3 x float>)
declare <3 x float> @llvm.spv.refract.v3f32.f32(<3 x float>, <3 x float>, float)
declare <3 x float> @llvm.spv.cross.v3f32(<3 x float>, <3 x float>)
declare float @llvm.spv.distance.v3f32(<3 x float>, <3 x float>)
declare float @llvm.spv.length.v3f32(<3 x float>)
