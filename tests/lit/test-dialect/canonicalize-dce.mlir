// Dead code elimination by `canonicalize` (region simplification at its
// aggressive level) over the test dialect, written the way upstream's
// mlir/test/Transforms/canonicalize-dce.mlir writes it: block arguments
// forwarded by `test.br`, use-def cycles in graph regions, ops with and
// without memory effects, regions with and without terminators. The CHECK
// lines are mlir-opt-22's output.
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(canonicalize{region-simplify=aggressive}))' | FileCheck %s

// An unused block argument goes, with the operand `test.br` forwards to it.
// CHECK-LABEL: func.func @br_argument(%arg0: f32) {
// CHECK-NEXT:   "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @br_argument(%arg0: f32) {
  "test.br"(%arg0)[^succ] : (f32) -> ()
^succ(%0: f32):
  return
}

// CHECK-LABEL: func.func @br_some_arguments(%arg0: tensor<1xf32>, %arg1: tensor<2xf32>, %arg2: tensor<3xf32>, %arg3: tensor<4xf32>, %arg4: tensor<5xf32>) {
// CHECK-NEXT:   "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   "foo.print"(%arg1) : (tensor<2xf32>) -> ()
// CHECK-NEXT:   "foo.print"(%arg3) : (tensor<4xf32>) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @br_some_arguments(
  %arg0: tensor<1xf32>,
  %arg1: tensor<2xf32>,
  %arg2: tensor<3xf32>,
  %arg3: tensor<4xf32>,
  %arg4: tensor<5xf32>) {
  "test.br"(%arg0, %arg1, %arg2, %arg3, %arg4)[^succ] : (tensor<1xf32>, tensor<2xf32>, tensor<3xf32>, tensor<4xf32>, tensor<5xf32>) -> ()
^succ(%t1: tensor<1xf32>, %t2: tensor<2xf32>, %t3: tensor<3xf32>, %t4: tensor<4xf32>, %t5: tensor<5xf32>):
  "foo.print"(%t2) : (tensor<2xf32>) -> ()
  "foo.print"(%t4) : (tensor<4xf32>) -> ()
  return
}

// A loop through `test.br` carrying a value nothing reads.
// CHECK-LABEL: func.func @br_loop(%arg0: f32) {
// CHECK-NEXT:   "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:   "test.br"()[^bb1] : () -> ()
// CHECK-NEXT: }
func.func @br_loop(%arg0: f32) {
  "test.br"(%arg0)[^loop] : (f32) -> ()
^loop(%0: f32):
  %1 = math.exp %0 : f32
  "test.br"(%1)[^loop] : (f32) -> ()
}

// `test.producing_br` hands its second operand group to its first
// successor: the unused argument of ^bb2 drops the first group's operand.
// CHECK-LABEL: func.func @producing_br(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:   %0 = "test.producing_br"()[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT:   return %arg1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @producing_br(%arg0: i32, %arg1: i32) -> i32 {
  %0 = "test.producing_br"(%arg0, %arg1)[^bb1, ^bb2] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> i32
^bb1(%a: i32):
  return %a : i32
^bb2(%b: i32):
  return %0 : i32
}

// Ops in a use-def cycle of a graph region.
// CHECK-LABEL: func.func @graph_region_cycle() {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     "test.terminator"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @graph_region_cycle() {
  test.graph_region {
    %0 = math.exp %1 : f32
    %1 = math.exp %0 : f32
    "test.terminator"() : ()->()
  }
  return
}

// The same with a registered terminator, and in a graph region without one.
// CHECK-LABEL: func.func @graph_region_cycle_finish() {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.single_no_terminator_op : {
// CHECK-NEXT:   }
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @graph_region_cycle_finish() {
  test.graph_region {
    %0 = math.exp %1 : f32
    %1 = math.exp %0 : f32
    "test.finish"() : () -> ()
  }
  test.single_no_terminator_op : {
    %2 = math.exp %3 : f32
    %3 = math.exp %2 : f32
  }
  return
}

// An op whose only effects are on what it allocates itself is dead when
// unused; so is an op that only reads.
// CHECK-LABEL: func.func @allocation_and_read() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @allocation_and_read() {
  %0 = "test.test_effects_result"() : () -> i32
  %1 = "test.op_with_memread"() : () -> i32
  return
}

// Writes, writes to another resource and unknown effects stay.
// CHECK-LABEL: func.func @effects_stay() {
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   "test.op_with_effects_b"() : () -> ()
// CHECK-NEXT:   %0 = "test.op_with_effects_a"() <{first = @a, second = @b}> : () -> memref<4xf32>
// CHECK-NEXT:   "test.unknown"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @effects_stay() {
  "test.op_with_memwrite"() : () -> ()
  "test.op_with_effects_b"() : () -> ()
  %0 = "test.op_with_effects_a"() {first = @a, second = @b} : () -> memref<4xf32>
  "test.unknown"() : () -> ()
  return
}

// An op without effects goes, its region with it.
// CHECK-LABEL: func.func @effect_free_region_op() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @effect_free_region_op() {
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// Recursive effects: dead if nothing inside has an effect.
// CHECK-LABEL: func.func @recursive_effects(%arg0: i32) {
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT:     "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:     test.region_yield %c2_i32 : i32
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @recursive_effects(%c: i32) {
  %0 = "test.one_region_with_recursive_memory_effects"() ({
    %c1 = arith.constant 1 : i32
    "test.region_yield"(%c1) : (i32) -> ()
  }) : () -> i32
  %1 = "test.one_region_with_recursive_memory_effects"() ({
    "test.op_with_memwrite"() : () -> ()
    %c2 = arith.constant 2 : i32
    "test.region_yield"(%c2) : (i32) -> ()
  }) : () -> i32
  test.region_if %c: i32 -> () then {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  } else {
  ^bb0(%y: i32):
    "test.region_if_yield"() : () -> ()
  } join {
    "test.region_if_yield"() : () -> ()
  }
  return
}

// Dead ops inside regions with and without terminators go; the regions'
// ops with unknown effects keep them alive.
// CHECK-LABEL: func.func @regions_with_and_without_terminators(%arg0: f32) {
// CHECK-NEXT:   test.single_no_terminator_op : {
// CHECK-NEXT:     "foo.use"(%arg0) : (f32) -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.single_no_terminator_custom_asm_op{
// CHECK-NEXT:   }
// CHECK-NEXT:   "test.one_region_op"() ({
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.SingleBlockImplicitTerminator"() ({
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @regions_with_and_without_terminators(%arg0: f32) {
  test.single_no_terminator_op : {
    %0 = arith.addf %arg0, %arg0 : f32
    "foo.use"(%arg0) : (f32) -> ()
  }
  test.single_no_terminator_custom_asm_op {
    %1 = arith.mulf %arg0, %arg0 : f32
  }
  "test.one_region_op"() ({
    %2 = arith.subf %arg0, %arg0 : f32
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.SingleBlockImplicitTerminator"() ({
    %3 = arith.divf %arg0, %arg0 : f32
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// Effects listed in an attribute: reads, effects on the op's own
// allocation and no effects at all are dead when unused; the rest stays.
// CHECK-LABEL: func.func @side_effect_op() {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "allocate"}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
// CHECK-NEXT:   %2 = "test.side_effect_op"() {effects = [{effect = "free"}]} : () -> i32
// CHECK-NEXT:   %3 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "write"}]} : () -> i32
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @side_effect_op() {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="allocate", on_result}, {effect="write", on_result}]} : () -> i32
  %2 = "test.side_effect_op"() : () -> i32
  %3 = "test.side_effect_op"() {effects = [{effect="allocate"}]} : () -> i32
  %4 = "test.side_effect_op"() {effects = [{effect="write", test_resource}]} : () -> i32
  %5 = "test.side_effect_op"() {effects = [{effect="free"}]} : () -> i32
  %6 = "test.side_effect_op"() {effects = [{effect="read"}, {effect="write"}]} : () -> i32
  return
}
