// `-o FILE` writes the output to FILE. A failing run removes FILE, as
// mlir-opt keeps no output then, but only a regular file: like LLVM's
// `sys::fs::remove`, strata-opt never deletes a device such as /dev/null
// (here behind a symlink, so a regression could only remove the link).
// RUN: strata-opt %s -o %t && FileCheck %s --input-file=%t
// RUN: echo 'func.func @f(' | not strata-opt - -o %t
// RUN: not test -e %t
// RUN: rm -f %t.null && ln -s /dev/null %t.null
// RUN: echo 'func.func @f(' | not strata-opt - -o %t.null
// RUN: test -L %t.null && test -c %t.null

// CHECK: func.func @f() {
func.func @f() {
  return
}
