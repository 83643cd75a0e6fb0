; Valid IR with a construct llc-spirv refuses (an indirect call).
define spir_func void @f(ptr %fp) {
  call void %fp()
  ret void
}
