// eqsat on a graph-dialect model: two subgraphs that differ only in the
// framework's discardable attributes (op_name, scope_symbol_id) and in
// the operand order of a commutative op become one with
// ignore-attrs=op_name,scope_symbol_id (the survivor keeps its own
// attributes); without the option they stay apart. Integer tensor
// arithmetic tagged the same way also merges across regrouping.
// RUN: strata-opt %s --pass-pipeline='builtin.module(eqsat{ignore-attrs=op_name,scope_symbol_id})' | FileCheck %s
// RUN: strata-opt %s --eqsat | FileCheck %s --check-prefix=KEEP

func.func @model(%x: tensor<4x16xf32>, %y: tensor<4x16xf32>, %z: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
  %r0 = graph.relu %x {op_name = "model/block0/relu_1", scope_symbol_id = 1 : i64} : tensor<4x16xf32>
  %s0 = graph.add_n %r0, %y, %z {op_name = "model/block0/sum_2", scope_symbol_id = 2 : i64} : tensor<4x16xf32>
  %t0 = graph.transpose %s0, [1, 0] {op_name = "model/block0/transpose_3", scope_symbol_id = 3 : i64} : tensor<4x16xf32> -> tensor<16x4xf32>
  %r1 = graph.relu %x {op_name = "model/block1/relu_1", scope_symbol_id = 11 : i64} : tensor<4x16xf32>
  %s1 = graph.add_n %z, %r1, %y {op_name = "model/block1/sum_2", scope_symbol_id = 12 : i64} : tensor<4x16xf32>
  %t1 = graph.transpose %s1, [1, 0] {op_name = "model/block1/transpose_3", scope_symbol_id = 13 : i64} : tensor<4x16xf32> -> tensor<16x4xf32>
  %u0 = graph.transpose %t0, [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  %u1 = graph.transpose %t1, [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
  return %u0, %u1 : tensor<4x16xf32>, tensor<4x16xf32>
}
func.func @int_tensors(%a: tensor<8xi32>, %b: tensor<8xi32>, %c: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>) {
  %0 = arith.addi %a, %b {op_name = "model/block0/add_1", scope_symbol_id = 1 : i64} : tensor<8xi32>
  %1 = arith.addi %0, %c {op_name = "model/block0/add_2", scope_symbol_id = 2 : i64} : tensor<8xi32>
  %2 = arith.addi %c, %b {op_name = "model/block1/add_1", scope_symbol_id = 11 : i64} : tensor<8xi32>
  %3 = arith.addi %2, %a {op_name = "model/block1/add_2", scope_symbol_id = 12 : i64} : tensor<8xi32>
  return %1, %3 : tensor<8xi32>, tensor<8xi32>
}

// CHECK-LABEL: func.func @model(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
// CHECK-NEXT:  %0 = graph.relu %arg0 {op_name = "model/block0/relu_1", scope_symbol_id = 1 : i64} : tensor<4x16xf32>
// CHECK-NEXT:  %1 = graph.add_n %0, %arg1, %arg2 {op_name = "model/block0/sum_2", scope_symbol_id = 2 : i64} : tensor<4x16xf32>
// CHECK-NEXT:  %2 = graph.transpose %1, [1, 0] {op_name = "model/block0/transpose_3", scope_symbol_id = 3 : i64} : tensor<4x16xf32> -> tensor<16x4xf32>
// CHECK-NEXT:  %3 = graph.transpose %2, [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
// CHECK-NEXT:  return %3, %3 : tensor<4x16xf32>, tensor<4x16xf32>
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @int_tensors(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>) {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 {op_name = "model/block0/add_1", scope_symbol_id = 1 : i64} : tensor<8xi32>
// CHECK-NEXT:  %1 = arith.addi %0, %arg2 {op_name = "model/block0/add_2", scope_symbol_id = 2 : i64} : tensor<8xi32>
// CHECK-NEXT:  return %1, %1 : tensor<8xi32>, tensor<8xi32>
// CHECK-NEXT:  }

// KEEP-LABEL: func.func @model(%arg0: tensor<4x16xf32>, %arg1: tensor<4x16xf32>, %arg2: tensor<4x16xf32>) -> (tensor<4x16xf32>, tensor<4x16xf32>) {
// KEEP-NEXT:  %0 = graph.relu %arg0 {op_name = "model/block0/relu_1", scope_symbol_id = 1 : i64} : tensor<4x16xf32>
// KEEP-NEXT:  %1 = graph.add_n %0, %arg1, %arg2 {op_name = "model/block0/sum_2", scope_symbol_id = 2 : i64} : tensor<4x16xf32>
// KEEP-NEXT:  %2 = graph.transpose %1, [1, 0] {op_name = "model/block0/transpose_3", scope_symbol_id = 3 : i64} : tensor<4x16xf32> -> tensor<16x4xf32>
// KEEP-NEXT:  %3 = graph.relu %arg0 {op_name = "model/block1/relu_1", scope_symbol_id = 11 : i64} : tensor<4x16xf32>
// KEEP-NEXT:  %4 = graph.add_n %arg2, %3, %arg1 {op_name = "model/block1/sum_2", scope_symbol_id = 12 : i64} : tensor<4x16xf32>
// KEEP-NEXT:  %5 = graph.transpose %4, [1, 0] {op_name = "model/block1/transpose_3", scope_symbol_id = 13 : i64} : tensor<4x16xf32> -> tensor<16x4xf32>
// KEEP-NEXT:  %6 = graph.transpose %2, [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
// KEEP-NEXT:  %7 = graph.transpose %5, [1, 0] : tensor<16x4xf32> -> tensor<4x16xf32>
// KEEP-NEXT:  return %6, %7 : tensor<4x16xf32>, tensor<4x16xf32>
// KEEP-NEXT:  }
// KEEP-LABEL: func.func @int_tensors(%arg0: tensor<8xi32>, %arg1: tensor<8xi32>, %arg2: tensor<8xi32>) -> (tensor<8xi32>, tensor<8xi32>) {
// KEEP-NEXT:  %0 = arith.addi %arg0, %arg1 {op_name = "model/block0/add_1", scope_symbol_id = 1 : i64} : tensor<8xi32>
// KEEP-NEXT:  %1 = arith.addi %0, %arg2 {op_name = "model/block0/add_2", scope_symbol_id = 2 : i64} : tensor<8xi32>
// KEEP-NEXT:  %2 = arith.addi %arg2, %arg1 {op_name = "model/block1/add_1", scope_symbol_id = 11 : i64} : tensor<8xi32>
// KEEP-NEXT:  %3 = arith.addi %2, %arg0 {op_name = "model/block1/add_2", scope_symbol_id = 12 : i64} : tensor<8xi32>
// KEEP-NEXT:  return %1, %3 : tensor<8xi32>, tensor<8xi32>
// KEEP-NEXT:  }
