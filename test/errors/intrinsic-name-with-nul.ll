;; Intrinsic and builtin names with NUL bytes inside (possible in bitcode only):
;; looked up by their full length. The table search compared only up to the
;; NUL and then read past the shorter row name (found by libFuzzer with ASan).
;; Both are clear errors. The bitcode is made here by patching placeholders.
; RUN: llvm-as %s -o %t.bc
; RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); assert d.count(b'startQQQ') == 1; open(sys.argv[2], 'wb').write(d.replace(b'startQQQ', b'start\x00\x00\xff'))" %t.bc %t.intr.bc
; RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); assert d.count(b'barrierQQQ') == 1; open(sys.argv[2], 'wb').write(d.replace(b'barrierQQQ', b'barrier\x00\xff\x01'))" %t.bc %t.bi.bc
; RUN: not llc-spirv -mtriple=spirv64 %t.intr.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=INTR
; RUN: not llc-spirv -mtriple=spirv64 %t.bi.bc -o %t.spv 2>&1 | FileCheck %s --check-prefix=BI
; RUN: not test -e %t.spv

; INTR: error: {{.*}}.intr.bc: in @k: call void @"llvm.lifetime.start\00\00\FF"{{.*}}: intrinsic llvm.lifetime.start is not supported for spirv64
; BI: error: {{.*}}.bi.bc: in @barrier: the name of @barrier contains a NUL byte, which a SPIR-V string cannot hold

define spir_func void @f() {
  call spir_func void @barrierQQQ(i32 1)
  ret void
}
declare spir_func void @barrierQQQ(i32)

define spir_kernel void @k(ptr %p) {
  call void @llvm.lifetime.startQQQ(i64 8, ptr %p)
  ret void
}
declare void @llvm.lifetime.startQQQ(i64, ptr)
