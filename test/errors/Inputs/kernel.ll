; A small valid kernel: the base of the mutated and truncated inputs.
target triple = "spirv64-unknown-unknown"

@lut = addrspace(2) constant [4 x float] [float 1.0, float 2.0, float 4.0, float 8.0]

define spir_kernel void @scale(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %n) {
entry:
  %id = call spir_func i64 @_Z13get_global_idj(i32 0)
  %i = trunc i64 %id to i32
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %done

body:
  %src = getelementptr inbounds float, ptr addrspace(1) %in, i64 %id
  %v = load float, ptr addrspace(1) %src, align 4
  %k = and i64 %id, 3
  %lp = getelementptr inbounds [4 x float], ptr addrspace(2) @lut, i64 0, i64 %k
  %l = load float, ptr addrspace(2) %lp, align 4
  %r = fmul float %v, %l
  %dst = getelementptr inbounds float, ptr addrspace(1) %out, i64 %id
  store float %r, ptr addrspace(1) %dst, align 4
  br label %done

done:
  ret void
}

declare spir_func i64 @_Z13get_global_idj(i32)
