// `cse` across the test dialect's region ops, written the way upstream's
// mlir/test/Transforms/cse.mlir writes them: graph regions (uses before
// definitions), single-block ops compared region by region, SSACFG and
// isolated regions, regions without terminators. The CHECK lines are
// mlir-opt-22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// In a graph region a use may come before its definition: only uses by
// ops with no known equivalent move, so both constants stay.
// CHECK-LABEL: func.func @use_before_def() {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c1_i32_0 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.yield"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @use_before_def() {
  test.graph_region {
    %0 = arith.addi %1, %2 : i32
    %1 = arith.constant 1 : i32
    %2 = arith.constant 1 : i32
    "foo.yield"(%0) : (i32) -> ()
  }
  return
}

// Equal ops in a graph region whose users come later do merge.
// CHECK-LABEL: func.func @graph_region_merges_forward_uses() {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:     "foo.yield"(%0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @graph_region_merges_forward_uses() {
  test.graph_region {
    %1 = arith.constant 1 : i32
    %2 = arith.constant 1 : i32
    %0 = arith.addi %1, %2 : i32
    "foo.yield"(%0) : (i32) -> ()
  }
  return
}

// Values from outside a graph region are known inside it.
// CHECK-LABEL: func.func @graph_region_sees_outer_values() -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     "foo.yield"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @graph_region_sees_outer_values() -> i32 {
  %c1 = arith.constant 1 : i32
  test.graph_region {
    %1 = arith.constant 1 : i32
    "foo.yield"(%1) : (i32) -> ()
  }
  return %c1 : i32
}

// Two graph region ops with equal bodies: region ops with unknown effects
// never merge.
// CHECK-LABEL: func.func @graph_region_ops_stay() {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     "foo.yield"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     "foo.yield"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @graph_region_ops_stay() {
  test.graph_region {
    "foo.yield"() : () -> ()
  }
  test.graph_region {
    "foo.yield"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @cse_single_block_ops(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     test.region_yield %arg2 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   return %0, %0 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @cse_single_block_ops(%a : tensor<?x?xf32>, %b : tensor<?x?xf32>)
  -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32):
    test.region_yield %arg0 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32):
    test.region_yield %arg0 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Different numbers of block arguments: no merge.
// CHECK-LABEL: func.func @no_cse_varied_bbargs(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:     test.region_yield %arg2 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   %1 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     test.region_yield %arg2 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @no_cse_varied_bbargs(%a : tensor<?x?xf32>, %b : tensor<?x?xf32>)
  -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    test.region_yield %arg0 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32):
    test.region_yield %arg0 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Regions yielding different arguments: no merge.
// CHECK-LABEL: func.func @no_cse_region_difference_simple(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:     test.region_yield %arg2 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   %1 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg2: f32, %arg3: f32):
// CHECK-NEXT:     test.region_yield %arg3 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @no_cse_region_difference_simple(%a : tensor<?x?xf32>, %b : tensor<?x?xf32>)
  -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    test.region_yield %arg0 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    test.region_yield %arg1 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// Identical bodies of several ops, with values from outside: merge.
// CHECK-LABEL: func.func @cse_single_block_ops_identical_bodies(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: f32, %arg3: i1) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:     %1 = arith.divf %arg4, %arg5 : f32
// CHECK-NEXT:     %2 = arith.remf %arg4, %arg2 : f32
// CHECK-NEXT:     %3 = arith.select %arg3, %1, %2 : f32
// CHECK-NEXT:     test.region_yield %3 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   return %0, %0 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @cse_single_block_ops_identical_bodies(%a : tensor<?x?xf32>, %b : tensor<?x?xf32>, %c : f32, %d : i1)
  -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    %1 = arith.divf %arg0, %arg1 : f32
    %2 = arith.remf %arg0, %c : f32
    %3 = arith.select %d, %1, %2 : f32
    test.region_yield %3 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    %1 = arith.divf %arg0, %arg1 : f32
    %2 = arith.remf %arg0, %c : f32
    %3 = arith.select %d, %1, %2 : f32
    test.region_yield %3 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// CHECK-LABEL: func.func @no_cse_single_block_ops_different_bodies(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: f32, %arg3: i1) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:     %2 = arith.divf %arg4, %arg5 : f32
// CHECK-NEXT:     %3 = arith.remf %arg4, %arg2 : f32
// CHECK-NEXT:     %4 = arith.select %arg3, %2, %3 : f32
// CHECK-NEXT:     test.region_yield %4 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   %1 = test.cse_of_single_block_op inputs(%arg0, %arg1) {
// CHECK-NEXT:   ^bb0(%arg4: f32, %arg5: f32):
// CHECK-NEXT:     %2 = arith.divf %arg4, %arg5 : f32
// CHECK-NEXT:     %3 = arith.remf %arg4, %arg2 : f32
// CHECK-NEXT:     %4 = arith.select %arg3, %3, %2 : f32
// CHECK-NEXT:     test.region_yield %4 : f32
// CHECK-NEXT:   } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
// CHECK-NEXT:   return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
func.func @no_cse_single_block_ops_different_bodies(%a : tensor<?x?xf32>, %b : tensor<?x?xf32>, %c : f32, %d : i1)
  -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    %1 = arith.divf %arg0, %arg1 : f32
    %2 = arith.remf %arg0, %c : f32
    %3 = arith.select %d, %1, %2 : f32
    test.region_yield %3 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  %1 = test.cse_of_single_block_op inputs(%a, %b) {
    ^bb0(%arg0 : f32, %arg1 : f32):
    %1 = arith.divf %arg0, %arg1 : f32
    %2 = arith.remf %arg0, %c : f32
    %3 = arith.select %d, %2, %1 : f32
    test.region_yield %3 : f32
  } : tensor<?x?xf32>, tensor<?x?xf32> -> tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}

// The constants inside the regions merge with the outer one first; then
// the two ops are equal.
// CHECK-LABEL: func.func @constants_inside_single_block_ops(%arg0: tensor<2xi1>) -> (tensor<2xi1>, tensor<2xi1>) {
// CHECK-NEXT:   %true = arith.constant true
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0) {
// CHECK-NEXT:   ^bb0(%arg1: i1):
// CHECK-NEXT:     test.region_yield %true : i1
// CHECK-NEXT:   } : tensor<2xi1> -> tensor<2xi1>
// CHECK-NEXT:   "foo.use"(%true) : (i1) -> ()
// CHECK-NEXT:   return %0, %0 : tensor<2xi1>, tensor<2xi1>
// CHECK-NEXT: }
func.func @constants_inside_single_block_ops(%arg2 : tensor<2xi1>) -> (tensor<2xi1>, tensor<2xi1>) {
  %true_5 = arith.constant true
  %9 = test.cse_of_single_block_op inputs(%arg2) {
  ^bb0(%out: i1):
    %true_144 = arith.constant true
    test.region_yield %true_144 : i1
  } : tensor<2xi1> -> tensor<2xi1>
  %15 = test.cse_of_single_block_op inputs(%arg2) {
  ^bb0(%out: i1):
    %true_144 = arith.constant true
    test.region_yield %true_144 : i1
  } : tensor<2xi1> -> tensor<2xi1>
  "foo.use"(%true_5) : (i1) -> ()
  return %9, %15 : tensor<2xi1>, tensor<2xi1>
}

// `cse_of_single_block_op` is Pure (not recursive): a read inside it does
// not keep two equal ops apart.
// CHECK-LABEL: func.func @pure_single_block_op_with_a_read(%arg0: tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:   %0 = test.cse_of_single_block_op inputs(%arg0) {
// CHECK-NEXT:   ^bb0(%arg1: f32):
// CHECK-NEXT:     test.region_yield %arg1 : f32
// CHECK-NEXT:   } : tensor<?xf32> -> tensor<?xf32>
// CHECK-NEXT:   return %0, %0 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @pure_single_block_op_with_a_read(%a : tensor<?xf32>) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = test.cse_of_single_block_op inputs(%a) {
  ^bb0(%arg0 : f32):
    %r = "test.op_with_memread"() : () -> (i32)
    test.region_yield %arg0 : f32
  } : tensor<?xf32> -> tensor<?xf32>
  %1 = test.cse_of_single_block_op inputs(%a) {
  ^bb0(%arg0 : f32):
    %r = "test.op_with_memread"() : () -> (i32)
    test.region_yield %arg0 : f32
  } : tensor<?xf32> -> tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// An SSACFG region is walked along its dominator tree: a value of the
// entry block is known in the blocks it dominates.
// CHECK-LABEL: func.func @ssacfg_region(%arg0: i1) {
// CHECK-NEXT:   "test.ssacfg_region"() ({
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.cond_br"(%arg0)[^bb1, ^bb2] : (i1) -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "foo.yield"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:     "foo.yield"(%c1_i32, %c2_i32, %c2_i32) : (i32, i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @ssacfg_region(%c : i1) {
  "test.ssacfg_region"() ({
    %0 = arith.constant 1 : i32
    "foo.cond_br"(%c)[^bb1, ^bb2] : (i1) -> ()
  ^bb1:
    %1 = arith.constant 1 : i32
    "foo.yield"(%1) : (i32) -> ()
  ^bb2:
    %2 = arith.constant 2 : i32
    %3 = arith.constant 2 : i32
    "foo.yield"(%0, %2, %3) : (i32, i32, i32) -> ()
  }) : () -> ()
  return
}

// An IsolatedFromAbove op starts with nothing known; equal ops inside it
// still merge with each other.
// CHECK-LABEL: func.func @isolated_regions_start_empty() -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %0 = test.isolated_one_region_op %c1_i32 {
// CHECK-NEXT:   ^bb0(%arg0: i32):
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.yield"(%arg0, %c1_i32_0, %c1_i32_0) : (i32, i32, i32) -> ()
// CHECK-NEXT:   } : i32 -> i32
// CHECK-NEXT:   test.isolated_regions {
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.yield"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     %c1_i32_0 = arith.constant 1 : i32
// CHECK-NEXT:     "foo.yield"(%c1_i32_0) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @isolated_regions_start_empty() -> i32 {
  %0 = arith.constant 1 : i32
  %r = test.isolated_one_region_op %0 {
  ^bb0(%arg0: i32):
    %1 = arith.constant 1 : i32
    %2 = arith.constant 1 : i32
    "foo.yield"(%arg0, %1, %2) : (i32, i32, i32) -> ()
  } : i32 -> i32
  test.isolated_regions {
    %3 = arith.constant 1 : i32
    "foo.yield"(%3) : (i32) -> ()
  }, {
    %4 = arith.constant 1 : i32
    "foo.yield"(%4) : (i32) -> ()
  }
  return %0 : i32
}

// Regions without terminators: the single block is a scope like any other.
// CHECK-LABEL: func.func @regions_without_terminators() -> i32 {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   test.single_no_terminator_op : {
// CHECK-NEXT:     %0 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:     "foo.use"(%0, %0) : (i32, i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.single_no_terminator_custom_asm_op{
// CHECK-NEXT:     "foo.use"(%c1_i32) : (i32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return %c1_i32 : i32
// CHECK-NEXT: }
func.func @regions_without_terminators() -> i32 {
  %0 = arith.constant 1 : i32
  test.single_no_terminator_op : {
    %1 = arith.constant 1 : i32
    %2 = arith.addi %1, %1 : i32
    %3 = arith.addi %0, %0 : i32
    "foo.use"(%2, %3) : (i32, i32) -> ()
  }
  test.single_no_terminator_custom_asm_op {
    %4 = arith.constant 1 : i32
    "foo.use"(%4) : (i32) -> ()
  }
  return %0 : i32
}
