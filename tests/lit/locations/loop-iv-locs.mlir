// RUN: strata-opt %s --mlir-print-debuginfo | FileCheck %s
// RUN: strata-opt %s | FileCheck %s --check-prefix=PLAIN

// An `affine.for` induction variable may carry a location, printed with
// the debug info as upstream prints it; `affine.parallel` accepts them
// too (and, as upstream, prints none).

// CHECK-DAG: #[[IV:loc[0-9]*]] = loc("iv")
// CHECK: affine.for %arg1 loc("iv") = 0 to 10 {
// CHECK: affine.parallel (%arg1, %arg2) = (0, 0) to (10, 10) {
// PLAIN: affine.for %arg1 = 0 to 10 {
func.func @f(%n: index) {
  affine.for %i loc("iv") = 0 to 10 {
  }
  affine.parallel (%i loc("a"), %j loc("b")) = (0, 0) to (10, 10) {
  }
  return
}
