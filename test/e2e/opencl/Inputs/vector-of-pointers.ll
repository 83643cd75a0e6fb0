; Kernel of vector-of-pointers.cl: a vectorised loop body over four lanes
; j = 4 * gid + l, as a loop vectorizer writes it with gathers and scatters.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @vecptr(ptr addrspace(1) %in, ptr addrspace(1) %idx, ptr addrspace(1) %o1,
                                ptr addrspace(1) %o2, ptr addrspace(1) %o3, ptr addrspace(1) %o4,
                                ptr addrspace(1) %o5, ptr addrspace(1) %o6) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %base = mul i64 %gid, 4
  %ip = getelementptr inbounds i32, ptr addrspace(1) %idx, i64 %base
  %k32 = load <4 x i32>, ptr addrspace(1) %ip, align 4
  %k = sext <4 x i32> %k32 to <4 x i64>
  ; lanes whose index is outside in[0..63] are off: their addresses are never touched
  %lo = icmp sge <4 x i64> %k, zeroinitializer
  %hi = icmp slt <4 x i64> %k, <i64 64, i64 64, i64 64, i64 64>
  %mask = and <4 x i1> %lo, %hi
  %ptrs = getelementptr [64 x float], ptr addrspace(1) %in, i64 0, <4 x i64> %k
  %g = call <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)> %ptrs, i32 4, <4 x i1> %mask, <4 x float> <float -1.0, float -1.0, float -1.0, float -1.0>)
  %o1p = getelementptr inbounds float, ptr addrspace(1) %o1, i64 %base
  store <4 x float> %g, ptr addrspace(1) %o1p, align 4
  ; scatter in[j] * 2 to o2[63 - j] from a vector base: off lanes keep the fill
  %vp = getelementptr inbounds float, ptr addrspace(1) %in, i64 %base
  %x = load <4 x float>, ptr addrspace(1) %vp, align 4
  %x2 = fmul <4 x float> %x, <float 2.0, float 2.0, float 2.0, float 2.0>
  %b0 = insertelement <4 x ptr addrspace(1)> poison, ptr addrspace(1) %o2, i32 0
  %bs = shufflevector <4 x ptr addrspace(1)> %b0, <4 x ptr addrspace(1)> poison, <4 x i32> zeroinitializer
  %r = sub i64 63, %base
  %rv0 = insertelement <4 x i64> poison, i64 %r, i32 0
  %rv = shufflevector <4 x i64> %rv0, <4 x i64> poison, <4 x i32> zeroinitializer
  %dst = sub <4 x i64> %rv, <i64 0, i64 1, i64 2, i64 3>
  %sp = getelementptr float, <4 x ptr addrspace(1)> %bs, <4 x i64> %dst
  call void @llvm.masked.scatter.v4f32.v4p1(<4 x float> %x2, <4 x ptr addrspace(1)> %sp, i32 4, <4 x i1> %mask)
  ; off lanes point at in[0]; reversed, made generic, as integers: o3 = lane index
  %i0 = insertelement <4 x ptr addrspace(1)> poison, ptr addrspace(1) %in, i32 0
  %is = shufflevector <4 x ptr addrspace(1)> %i0, <4 x ptr addrspace(1)> poison, <4 x i32> zeroinitializer
  %sel = select <4 x i1> %mask, <4 x ptr addrspace(1)> %ptrs, <4 x ptr addrspace(1)> %is
  %rev = shufflevector <4 x ptr addrspace(1)> %sel, <4 x ptr addrspace(1)> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %gen = addrspacecast <4 x ptr addrspace(1)> %rev to <4 x ptr addrspace(4)>
  %ints = ptrtoint <4 x ptr addrspace(4)> %gen to <4 x i64>
  %ing = addrspacecast ptr addrspace(1) %in to ptr addrspace(4)
  %inb = ptrtoint ptr addrspace(4) %ing to i64
  %ib0 = insertelement <4 x i64> poison, i64 %inb, i32 0
  %ib = shufflevector <4 x i64> %ib0, <4 x i64> poison, <4 x i32> zeroinitializer
  %d = sub <4 x i64> %ints, %ib
  %dl = ashr <4 x i64> %d, <i64 2, i64 2, i64 2, i64 2>
  %o3p = getelementptr inbounds i64, ptr addrspace(1) %o3, i64 %base
  store <4 x i64> %dl, ptr addrspace(1) %o3p, align 8
  ; one lane's pointer, chosen at run time (lane gid % 4), through a phi
  %lane = trunc i64 %gid to i32
  %l4 = and i32 %lane, 3
  %odd = and i32 %lane, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %pv = phi <4 x ptr addrspace(1)> [ %rev, %a ], [ %sel, %b ]
  %e = extractelement <4 x ptr addrspace(1)> %pv, i32 %l4
  %ev = load float, ptr addrspace(1) %e, align 4
  %o4p = getelementptr inbounds float, ptr addrspace(1) %o4, i64 %gid
  store float %ev, ptr addrspace(1) %o4p, align 4
  ; lane 0 replaced by in itself, compared with in: o5 = 1 where equal
  %ins = insertelement <4 x ptr addrspace(1)> %sel, ptr addrspace(1) %in, i32 0
  %eq = icmp eq <4 x ptr addrspace(1)> %ins, %is
  %eqi = zext <4 x i1> %eq to <4 x i32>
  %o5p = getelementptr inbounds i32, ptr addrspace(1) %o5, i64 %base
  store <4 x i32> %eqi, ptr addrspace(1) %o5p, align 4
  ; back from integers to generic pointers, gathered with the reversed mask
  %back = inttoptr <4 x i64> %ints to <4 x ptr addrspace(4)>
  %rmask = shufflevector <4 x i1> %mask, <4 x i1> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %g2 = call <4 x float> @llvm.masked.gather.v4f32.v4p4(<4 x ptr addrspace(4)> %back, i32 4, <4 x i1> %rmask, <4 x float> <float 0.5, float 0.5, float 0.5, float 0.5>)
  %o6p = getelementptr inbounds float, ptr addrspace(1) %o6, i64 %base
  store <4 x float> %g2, ptr addrspace(1) %o6p, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare <4 x float> @llvm.masked.gather.v4f32.v4p1(<4 x ptr addrspace(1)>, i32, <4 x i1>, <4 x float>)
declare <4 x float> @llvm.masked.gather.v4f32.v4p4(<4 x ptr addrspace(4)>, i32, <4 x i1>, <4 x float>)
declare void @llvm.masked.scatter.v4f32.v4p1(<4 x float>, <4 x ptr addrspace(1)>, i32, <4 x i1>)
