// `canonicalize` over the test dialect's folds and patterns, written the
// way upstream's mlir/test/Transforms/test-canonicalize.mlir writes them:
// an op pattern erasing an op with a region, folds to an operand, folds
// of variadic results, commutative operand order, the dialect's own
// pattern, idempotent and involution traits against op folds, an in-place
// fold, and `test.constant`s, uniqued and hoisted no further than a
// `test.one_region_op`. The CHECK lines are mlir-opt-22's output.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @remove_op_with_inner_ops_pattern() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @remove_op_with_inner_ops_pattern() {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @remove_op_with_inner_ops_fold_no_side_effect() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @remove_op_with_inner_ops_fold_no_side_effect() {
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// CHECK-LABEL: func.func @remove_op_with_inner_ops_fold(%arg0: i32) -> i32 {
// CHECK-NEXT:   return %arg0 : i32
// CHECK-NEXT: }
func.func @remove_op_with_inner_ops_fold(%arg0 : i32) -> (i32) {
  %0 = "test.op_with_region_fold"(%arg0) ({
    "test.op_with_region_terminator"() : () -> ()
  }) : (i32) -> (i32)
  return %0 : i32
}

// CHECK-LABEL: func.func @remove_op_with_variadic_results_and_folder(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   return %arg0, %arg1 : i32, i32
// CHECK-NEXT: }
func.func @remove_op_with_variadic_results_and_folder(%arg0 : i32, %arg1 : i32) -> (i32, i32) {
  %0, %1 = "test.op_with_variadic_results_and_folder"(%arg0, %arg1) : (i32, i32) -> (i32, i32)
  return %0, %1 : i32, i32
}

// Constants move behind the other operands, each group in its order.
// CHECK-LABEL: func.func @test_commutative_multi(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   %c43_i32 = arith.constant 43 : i32
// CHECK-NEXT:   %0 = "test.op_commutative"(%arg0, %arg1, %c42_i32, %c43_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   %1 = "test.op_commutative"(%arg0, %arg1, %c42_i32, %c43_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @test_commutative_multi(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %c42_i32 = arith.constant 42 : i32
  %c43_i32 = arith.constant 43 : i32
  %y = "test.op_commutative"(%c42_i32, %arg0, %arg1, %c43_i32) : (i32, i32, i32, i32) -> i32
  %z = "test.op_commutative"(%arg0, %c42_i32, %c43_i32, %arg1): (i32, i32, i32, i32) -> i32
  return %y, %z: i32, i32
}

// CHECK-LABEL: func.func @test_commutative_multi_cst(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   %0 = "test.op_commutative"(%arg0, %arg1, %c42_i32, %c42_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   %1 = "test.op_commutative"(%arg0, %arg1, %c42_i32, %c42_i32) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @test_commutative_multi_cst(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %c42_i32 = arith.constant 42 : i32
  %c42_i32_2 = arith.constant 42 : i32
  %y = "test.op_commutative"(%c42_i32, %arg0, %arg1, %c42_i32_2) : (i32, i32, i32, i32) -> i32
  %c42_i32_3 = arith.constant 42 : i32
  %z = "test.op_commutative"(%arg0, %c42_i32_3, %c42_i32_2, %arg1): (i32, i32, i32, i32) -> i32
  return %y, %z: i32, i32
}

// CHECK-LABEL: func.func @test_commutative_two_and_seven(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   %0 = "test.op_commutative2"(%arg0, %c1_i32) : (i32, i32) -> i32
// CHECK-NEXT:   %1 = "test.op_large_commutative"(%arg0, %arg1, %arg0, %arg1, %c2_i32, %c1_i32, %c2_i32) : (i32, i32, i32, i32, i32, i32, i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @test_commutative_two_and_seven(%arg0: i32, %arg1: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %y = "test.op_commutative2"(%c1, %arg0) : (i32, i32) -> i32
  %z = "test.op_large_commutative"(%c2, %arg0, %c1, %arg1, %c2, %arg0, %arg1) : (i32, i32, i32, i32, i32, i32, i32) -> i32
  return %y, %z: i32, i32
}

// CHECK-LABEL: func.func @test_dialect_canonicalizer() -> i32 {
// CHECK-NEXT:   %c42_i32 = arith.constant 42 : i32
// CHECK-NEXT:   return %c42_i32 : i32
// CHECK-NEXT: }
func.func @test_dialect_canonicalizer() -> (i32) {
  %0 = "test.dialect_canonicalizable"() : () -> (i32)
  return %0 : i32
}

// `test.br` forwards an operand its successor never reads: region
// simplification drops both.
// CHECK-LABEL: func.func @test_region_simplify(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT:   "test.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT:   return %0 : i32
// CHECK-NEXT: }
func.func @test_region_simplify(%input1 : i32, %cond : i1) -> i32 {
   "test.br"(%input1, %input1)[^bb1] : (i32, i32) -> ()
^bb1(%used_arg : i32, %unused_arg : i32):
  return %used_arg : i32
}

// f(f(x)) = f(x) and f(x, x) = x (Idempotent), f(f(x)) = x (Involution)
// unless the op's own fold succeeds first.
// CHECK-LABEL: func.func @traits(%arg0: i32) -> (i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = "test.op_involution_trait_succesful_operation_fold"(%arg0) : (i32) -> i32
// CHECK-NEXT:   %1 = "test.op_idempotent_trait"(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %arg0, %arg0, %0, %1, %arg0 : i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @traits(%a: i32) -> (i32, i32, i32, i32, i32) {
  %0 = "test.op_involution_trait_no_operation_fold"(%a) : (i32) -> i32
  %1 = "test.op_involution_trait_no_operation_fold"(%0) : (i32) -> i32
  %2 = "test.op_involution_trait_failing_operation_fold"(%a) : (i32) -> i32
  %3 = "test.op_involution_trait_failing_operation_fold"(%2) : (i32) -> i32
  %4 = "test.op_involution_trait_succesful_operation_fold"(%a) : (i32) -> i32
  %5 = "test.op_involution_trait_succesful_operation_fold"(%4) : (i32) -> i32
  %6 = "test.op_idempotent_trait"(%a) : (i32) -> i32
  %7 = "test.op_idempotent_trait"(%6) : (i32) -> i32
  %8 = "test.op_idempotent_trait_binary"(%a, %a) : (i32, i32) -> i32
  return %1, %3, %5, %7, %8 : i32, i32, i32, i32, i32
}

// A constant operand is recorded in the op's `attr`, in place.
// CHECK-LABEL: func.func @in_place_fold() -> (i32, i32) {
// CHECK-NEXT:   %c10_i32 = arith.constant 10 : i32
// CHECK-NEXT:   %0 = "test.op_in_place_fold"(%c10_i32) <{attr = 10 : i32}> : (i32) -> i32
// CHECK-NEXT:   %1 = "test.op_in_place_fold_anchor"(%0) : (i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @in_place_fold() -> (i32, i32) {
  %c = arith.constant 10 : i32
  %0 = "test.op_in_place_fold"(%c) : (i32) -> i32
  %1 = "test.op_in_place_fold_anchor"(%0) : (i32) -> i32
  return %0, %1 : i32, i32
}

// `test.constant`s fold to their value and are uniqued and hoisted like
// any constant; `test.addi` has no fold.
// CHECK-LABEL: func.func @test_constants() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.constant"() <{value = 8 : i32}> : () -> i32
// CHECK-NEXT:   %1 = "test.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT:   %2 = "test.addi"(%1, %1) : (i32, i32) -> i32
// CHECK-NEXT:   return %2, %0 : i32, i32
// CHECK-NEXT: }
func.func @test_constants() -> (i32, i32) {
  %0 = "test.constant"() {value = 7 : i32} : () -> i32
  %1 = "test.constant"() {value = 7 : i32} : () -> i32
  %2 = "test.addi"(%0, %1) : (i32, i32) -> i32
  %3 = "test.constant"() {value = 8 : i32} : () -> i32
  return %2, %3 : i32, i32
}

// Constants are hoisted to the entry block of the function, except those
// in a `test.one_region_op`, which stop at its region.
// CHECK-LABEL: func.func @materialized_constants() -> i32 {
// CHECK-NEXT:   %0 = "test.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT:   %1 = "test.constant"() <{value = 6 : i32}> : () -> i32
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   "test.one_region_op"() ({
// CHECK-NEXT:     %2 = "test.constant"() <{value = 6 : i32}> : () -> i32
// CHECK-NEXT:     "test.consume"(%c5_i32, %2) : (i32, i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.two_region_op"() ({
// CHECK-NEXT:     "test.consume"(%1) : (i32) -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "test.consume"(%0) : (i32) -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   return %c5_i32 : i32
// CHECK-NEXT: }
func.func @materialized_constants() -> (i32) {
  %c = arith.constant 5 : i32
  "test.one_region_op"() ({
    %0 = "test.op_with_region_fold"(%c) ({
      "test.op_with_region_terminator"() : () -> ()
    }) : (i32) -> (i32)
    %1 = "test.constant"() {value = 6 : i32} : () -> i32
    "test.consume"(%0, %1) : (i32, i32) -> ()
  }) : () -> ()
  "test.two_region_op"() ({
    %2 = "test.constant"() {value = 6 : i32} : () -> i32
    "test.consume"(%2) : (i32) -> ()
  }, {
    %3 = "test.constant"() {value = 7 : i32} : () -> i32
    "test.consume"(%3) : (i32) -> ()
  }) : () -> ()
  %4 = "test.op_idempotent_trait_binary"(%c, %c) : (i32, i32) -> i32
  return %4 : i32
}
