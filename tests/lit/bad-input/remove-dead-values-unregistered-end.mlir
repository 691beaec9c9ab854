// A pass that leaves IR the verifier rejects, found by the fuzzers: the
// run fails with the verifier's diagnostic, as mlir-opt-22's does (byte for
// byte). `remove-dead-values` erases the unregistered op that ends the
// region (its operand is a dead value: nothing reads the region's
// results as far as liveness knows), leaving the call last.
// RUN: not strata-opt %s --allow-unregistered-dialect --remove-dead-values 2>&1 | FileCheck %s

// CHECK: [[@LINE+9]]:10: error: block with no terminator, has "func.call"() <{callee = @double}> : () -> ()
// CHECK-NOT: func.func
func.func private @double(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}
func.func @f(%a: i32) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%x: i32):
    %0 = func.call @double(%x) : (i32) -> i32
    "t.return"(%0) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %1 = call_indirect %fn(%a) : (i32) -> i32
  return %1 : i32
}
