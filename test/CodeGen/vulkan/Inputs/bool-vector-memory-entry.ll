; Appended to bool-vector-memory.ll's @whole: a compute entry point that calls
; it, so that the valid case compiles as a shader and validates for Vulkan.
define void @main() #0 {
  %r = call i1 @whole(<4 x i1> <i1 true, i1 false, i1 true, i1 false>)
  ret void
}

attributes #0 = { "hlsl.numthreads"="1,1,1" "hlsl.shader"="compute" }
