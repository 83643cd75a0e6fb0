; IR that parses but fails the LLVM verifier.
define i32 @f() {
  %x = add i32 %y, 1
  %y = add i32 1, 2
  ret i32 %x
}
