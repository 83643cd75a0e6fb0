; Appended to hlsl-intrinsics-glsl.ll: a compute entry point that calls its
; three functions with the thread id, so that they validate for Vulkan as
; helpers of a shader.
define void @main() #0 {
  %t = call i32 @llvm.spv.thread.id.i32(i32 0)
  %h = trunc i32 %t to i16
  %f = uitofp i32 %t to float
  %v4 = insertelement <4 x float> zeroinitializer, float %f, i32 0
  %v3 = insertelement <3 x float> zeroinitializer, float %f, i32 1
  %p = icmp eq i32 %t, 3
  %a = call i32 @bits(i32 %t, i16 %h)
  %b = call <4 x float> @math(<4 x float> %v4, <3 x float> %v3, <3 x float> %v3, float %f)
  %c = call <4 x i32> @vote(i1 %p)
  ret void
}

declare i32 @llvm.spv.thread.id.i32(i32)

attributes #0 = { "hlsl.numthreads"="8,1,1" "hlsl.shader"="compute" }
