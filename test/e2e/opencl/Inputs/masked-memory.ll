; Kernels of masked-memory.cl: llvm.masked.load/store and expandload/
; compressstore with a mask made from the bits of m[i] (run-time lanes) and with
; a constant mask.
target triple = "spirv64-unknown-unknown"

define spir_kernel void @masked(ptr addrspace(1) %v, ptr addrspace(1) %m, ptr addrspace(1) %o1,
                                ptr addrspace(1) %o2, ptr addrspace(1) %o3, ptr addrspace(1) %o4,
                                ptr addrspace(1) %o5) {
entry:
  %gid = call i64 @_Z13get_global_idj(i32 0)
  %mp = getelementptr inbounds i32, ptr addrspace(1) %m, i64 %gid
  %bits = load i32, ptr addrspace(1) %mp
  %b0 = trunc i32 %bits to i1
  %s1 = lshr i32 %bits, 1
  %b1 = trunc i32 %s1 to i1
  %s2 = lshr i32 %bits, 2
  %b2 = trunc i32 %s2 to i1
  %s3 = lshr i32 %bits, 3
  %b3 = trunc i32 %s3 to i1
  %k0 = insertelement <4 x i1> poison, i1 %b0, i32 0
  %k1 = insertelement <4 x i1> %k0, i1 %b1, i32 1
  %k2 = insertelement <4 x i1> %k1, i1 %b2, i32 2
  %mask = insertelement <4 x i1> %k2, i1 %b3, i32 3
  %base = mul i64 %gid, 4
  %vp = getelementptr inbounds i32, ptr addrspace(1) %v, i64 %base
  ; masked.load with passthru -1
  %ld = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %vp, i32 4, <4 x i1> %mask, <4 x i32> <i32 -1, i32 -1, i32 -1, i32 -1>)
  %o1p = getelementptr inbounds i32, ptr addrspace(1) %o1, i64 %base
  store <4 x i32> %ld, ptr addrspace(1) %o1p, align 4
  ; masked.store: disabled lanes keep their 0xa5 bytes
  %o2p = getelementptr inbounds i32, ptr addrspace(1) %o2, i64 %base
  %x = load <4 x i32>, ptr addrspace(1) %vp, align 4
  call void @llvm.masked.store.v4i32.p1(<4 x i32> %x, ptr addrspace(1) %o2p, i32 4, <4 x i1> %mask)
  ; expandload/compressstore work on private memory in LLVM 19
  %buf = alloca [4 x i32], align 4
  store <4 x i32> %x, ptr %buf, align 4
  %ex = call <4 x i32> @llvm.masked.expandload.v4i32(ptr %buf, <4 x i1> %mask, <4 x i32> <i32 -7, i32 -7, i32 -7, i32 -7>)
  %o3p = getelementptr inbounds i32, ptr addrspace(1) %o3, i64 %base
  store <4 x i32> %ex, ptr addrspace(1) %o3p, align 4
  %out = alloca [4 x i32], align 4
  store <4 x i32> <i32 0, i32 0, i32 0, i32 0>, ptr %out, align 4
  call void @llvm.masked.compressstore.v4i32(<4 x i32> %x, ptr %out, <4 x i1> %mask)
  %cs = load <4 x i32>, ptr %out, align 4
  %o4p = getelementptr inbounds i32, ptr addrspace(1) %o4, i64 %base
  store <4 x i32> %cs, ptr addrspace(1) %o4p, align 4
  ; a constant mask: lanes 1 and 3 only, the rest never read
  %cl = call <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1) %vp, i32 4, <4 x i1> <i1 false, i1 true, i1 false, i1 true>, <4 x i32> zeroinitializer)
  %o5p = getelementptr inbounds i32, ptr addrspace(1) %o5, i64 %base
  store <4 x i32> %cl, ptr addrspace(1) %o5p, align 4
  ret void
}

declare i64 @_Z13get_global_idj(i32)
declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), i32, <4 x i1>, <4 x i32>)
declare void @llvm.masked.store.v4i32.p1(<4 x i32>, ptr addrspace(1), i32, <4 x i1>)
declare <4 x i32> @llvm.masked.expandload.v4i32(ptr, <4 x i1>, <4 x i32>)
declare void @llvm.masked.compressstore.v4i32(<4 x i32>, ptr, <4 x i1>)
