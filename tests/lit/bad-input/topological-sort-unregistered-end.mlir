// A pass that leaves IR the verifier rejects, found by the fuzzers: the
// run fails with the verifier's diagnostic, as mlir-opt-22's does (byte for
// byte). `topological-sort` keeps a final op in place only when it is a
// registered terminator; the unregistered one ending this graph region
// has no operands, so it is scheduled first.
// RUN: not strata-opt %s --allow-unregistered-dialect --topological-sort 2>&1 | FileCheck %s

// CHECK: [[@LINE+5]]:10: error: block with no terminator, has %1 = "math.exp"(%0)
// CHECK-NOT: func.func
func.func @f() {
  test.graph_region {
    %0 = math.exp %1 : f32
    %1 = math.exp %0 : f32
    "test.terminator"() : () -> ()
  }
  return
}
