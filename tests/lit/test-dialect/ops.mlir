// The test dialect's ops in their custom forms, printed, and read back from
// the generic form. The CHECK lines are mlir-opt-22's output; the
// conformance tool also compares both tools' generic output.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @regions(%arg0: i32, %arg1: tensor<4xf32>) -> (i32, tensor<4xf32>) {
// CHECK-NEXT:   test.graph_region {
// CHECK-NEXT:     %5 = arith.addi %c1_i32, %c1_i32 : i32
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.graph_region attributes {tag} {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.isolated_graph_region {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.alloca_scope_region {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   test.single_no_terminator_op : {
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   test.single_no_terminator_custom_asm_op{
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   test.variadic_no_terminator_op : {
// CHECK-NEXT:     %5 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   }, {
// CHECK-NEXT:   }
// CHECK-NEXT:   %0 = test.isolated_one_region_op %arg0 {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     "test.return"(%arg2) : (i32) -> ()
// CHECK-NEXT:   } : i32 -> i32
// CHECK-NEXT:   test.isolated_regions {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }
// CHECK-NEXT:   %1 = test.cse_of_single_block_op inputs(%arg1) {
// CHECK-NEXT:   ^bb0(%arg2: f32):
// CHECK-NEXT:     test.region_yield %arg2 : f32
// CHECK-NEXT:   } : tensor<4xf32> -> tensor<4xf32>
// CHECK-NEXT:   %2 = test.graph_loop %arg0 {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     "test.return"(%arg2) : (i32) -> ()
// CHECK-NEXT:   } : (i32) -> i32
// CHECK-NEXT:   %3 = test.region_if %arg0: i32 -> i32 then {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     test.region_if_yield %arg2 : i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     test.region_if_yield %arg2 : i32
// CHECK-NEXT:   } join {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     test.region_if_yield %arg2 : i32
// CHECK-NEXT:   }
// CHECK-NEXT:   %4:2 = test.region_if %arg0, %3: i32, i32 -> (i32, i32) then {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     test.region_if_yield %arg2, %arg3 : i32, i32
// CHECK-NEXT:   } else {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     test.region_if_yield %arg3, %arg2 : i32, i32
// CHECK-NEXT:   } join {
// CHECK-NEXT:   ^bb0(%arg2: i32, %arg3: i32):
// CHECK-NEXT:     test.region_if_yield %arg2, %arg3 : i32, i32
// CHECK-NEXT:   }
// CHECK-NEXT:   return %4#0, %1 : i32, tensor<4xf32>
// CHECK-NEXT: }
func.func @regions(%a: i32, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  test.graph_region {
    %0 = arith.addi %1, %1 : i32
    %1 = arith.constant 1 : i32
    "test.finish"() : () -> ()
  }
  test.graph_region attributes {tag} {
    "test.finish"() : () -> ()
  }
  test.isolated_graph_region {
    "test.finish"() : () -> ()
  }
  test.alloca_scope_region {
    "test.finish"() : () -> ()
  }
  test.single_no_terminator_op : {
    %2 = arith.addi %a, %a : i32
  }
  test.single_no_terminator_custom_asm_op {
    %3 = arith.addi %a, %a : i32
  }
  test.variadic_no_terminator_op : {
    %4 = arith.addi %a, %a : i32
  }, {
  }
  %5 = test.isolated_one_region_op %a {
  ^bb0(%arg: i32):
    "test.return"(%arg) : (i32) -> ()
  } : i32 -> i32
  test.isolated_regions {
    "test.finish"() : () -> ()
  }, {
    "test.finish"() : () -> ()
  }
  %6 = test.cse_of_single_block_op inputs(%t) {
  ^bb0(%x: f32):
    test.region_yield %x : f32
  } : tensor<4xf32> -> tensor<4xf32>
  %7 = test.graph_loop %a {
  ^bb0(%x: i32):
    "test.return"(%x) : (i32) -> ()
  } : (i32) -> i32
  %8 = test.region_if %a: i32 -> i32 then {
  ^bb0(%x: i32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%y: i32):
    test.region_if_yield %y : i32
  } join {
  ^bb0(%z: i32):
    test.region_if_yield %z : i32
  }
  %9, %10 = test.region_if %a, %8: i32, i32 -> (i32, i32) then {
  ^bb0(%x: i32, %y: i32):
    test.region_if_yield %x, %y : i32, i32
  } else {
  ^bb0(%x: i32, %y: i32):
    test.region_if_yield %y, %x : i32, i32
  } join {
  ^bb0(%x: i32, %y: i32):
    test.region_if_yield %x, %y : i32, i32
  }
  return %9, %6 : i32, tensor<4xf32>
}

// CHECK-LABEL: func.func @generic_only(%arg0: i32, %arg1: memref<4xf32>) -> i32 {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   %1 = "test.test_effects_result"() : () -> i32
// CHECK-NEXT:   %2 = "test.op_with_effects_a"(%arg1) <{first = @a, optional_symbol = @d, second = @b::@c}> : (memref<4xf32>) -> memref<4xf32>
// CHECK-NEXT:   "test.op_with_effects_b"() : () -> ()
// CHECK-NEXT:   %3 = "test.side_effect_op"() {effects = [{effect = "read", test_resource}, {effect = "free", on_result}]} : () -> i32
// CHECK-NEXT:   %4 = test.side_effect_with_region_op(%arg0) {
// CHECK-NEXT:   ^bb0(%arg2: i32):
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   } {effects = [{effect = "read", on_operand}]} : i32 -> i32
// CHECK-NEXT:   %5 = "test.constant"() <{value = 7 : i32}> : () -> i32
// CHECK-NEXT:   %6 = "test.addi"(%arg0, %5) : (i32, i32) -> i32
// CHECK-NEXT:   %7 = "test.op_commutative"(%arg0, %arg0, %arg0, %arg0) : (i32, i32, i32, i32) -> i32
// CHECK-NEXT:   %8 = "test.op_in_place_fold"(%arg0) <{attr = 1 : i32}> : (i32) -> i32
// CHECK-NEXT:   %9 = "test.always_speculatable_op"() : () -> i32
// CHECK-NEXT:   %10 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT:     test.region_yield %arg0 : i32
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   "test.ssacfg_region"(%arg0) ({
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }, {
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : (i32) -> ()
// CHECK-NEXT:   "test.SingleBlockImplicitTerminator"() ({
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "test.one_region_with_operands_op"(%arg0) ({
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   }) : (i32) -> ()
// CHECK-NEXT:   "test.unregistered_op"(%arg0) {whatever} : (i32) -> ()
// CHECK-NEXT:   "test.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%11: i32):  // pred: ^bb0
// CHECK-NEXT:   %12 = "test.producing_br"(%11, %arg0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1>}> : (i32, i32) -> i32
// CHECK-NEXT: ^bb2(%13: i32):  // pred: ^bb1
// CHECK-NEXT:   return %13 : i32
// CHECK-NEXT: ^bb3(%14: i32):  // pred: ^bb1
// CHECK-NEXT:   return %12 : i32
// CHECK-NEXT: }
func.func @generic_only(%a: i32, %m: memref<4xf32>) -> i32 {
  %0 = "test.op_with_memread"() : () -> i32
  "test.op_with_memwrite"() : () -> ()
  %1 = "test.test_effects_result"() : () -> i32
  %2 = "test.op_with_effects_a"(%m) {first = @a, second = @b::@c, optional_symbol = @d} : (memref<4xf32>) -> memref<4xf32>
  "test.op_with_effects_b"() : () -> ()
  %se = "test.side_effect_op"() {effects = [{effect = "read", test_resource}, {effect = "free", on_result}]} : () -> i32
  %sr = test.side_effect_with_region_op (%a) {
  ^bb0(%arg: i32):
    "test.finish"() : () -> ()
  } {effects = [{effect = "read", on_operand}]} : i32 -> i32
  %3 = "test.constant"() {value = 7 : i32} : () -> i32
  %4 = "test.addi"(%a, %3) : (i32, i32) -> i32
  %5 = "test.op_commutative"(%a, %a, %a, %a) : (i32, i32, i32, i32) -> i32
  %6 = "test.op_in_place_fold"(%a) {attr = 1 : i32} : (i32) -> i32
  %7 = "test.always_speculatable_op"() : () -> i32
  %8 = "test.one_region_with_recursive_memory_effects"() ({
    "test.region_yield"(%a) : (i32) -> ()
  }) : () -> i32
  "test.ssacfg_region"(%a) ({
    "test.finish"() : () -> ()
  }, {
    "test.finish"() : () -> ()
  }) : (i32) -> ()
  "test.SingleBlockImplicitTerminator"() ({
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.one_region_with_operands_op"(%a) ({
    "test.finish"() : () -> ()
  }) : (i32) -> ()
  "test.unregistered_op"(%a) {whatever} : (i32) -> ()
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  %9 = "test.producing_br"(%x, %a)[^bb2, ^bb3] {operandSegmentSizes = array<i32: 1, 1>} : (i32, i32) -> i32
^bb2(%y: i32):
  return %y : i32
^bb3(%z: i32):
  return %9 : i32
}
