// graph-to-loops leaves a function it cannot lower entirely unchanged, with
// a remark naming the op, and exits 0.
// RUN: strata-opt %s --split-input-file --graph-to-loops --verify-diagnostics | FileCheck %s

// CHECK-LABEL: func.func @matmul(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
// CHECK-NEXT:    graph.relu
// CHECK-NEXT:    graph.matmul
func.func @matmul(%a: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = graph.relu %a : tensor<2x2xf32>
  // expected-remark @below {{graph-to-loops: function @matmul left unchanged: 'graph.matmul': not an elementwise graph op}}
  %1 = graph.matmul %0, %a : tensor<2x2xf32>, tensor<2x2xf32> -> tensor<2x2xf32>
  return %1 : tensor<2x2xf32>
}

// -----

// CHECK-LABEL: func.func @dynamic(%arg0: tensor<?xf32>) -> tensor<?xf32> {
func.func @dynamic(%a: tensor<?xf32>) -> tensor<?xf32> {
  // expected-remark @below {{graph-to-loops: function @dynamic left unchanged: 'graph.relu': dynamic shape}}
  %0 = graph.relu %a : tensor<?xf32>
  return %0 : tensor<?xf32>
}

// -----

// CHECK-LABEL: func.func @transpose(%arg0: tensor<2x3xf32>) -> tensor<3x2xf32> {
func.func @transpose(%a: tensor<2x3xf32>) -> tensor<3x2xf32> {
  // expected-remark @below {{graph-to-loops: function @transpose left unchanged: 'graph.transpose': not an elementwise graph op}}
  %0 = graph.transpose %a, [1, 0] : tensor<2x3xf32> -> tensor<3x2xf32>
  return %0 : tensor<3x2xf32>
}

// -----

// CHECK-LABEL: func.func @dense(%arg0: tensor<2xf32>) -> tensor<2xf32> {
func.func @dense(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-remark @below {{graph-to-loops: function @dense left unchanged: 'graph.constant': only splat constants are supported}}
  %c = graph.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = graph.add_n %a, %c : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// More than one block: tensors flow along branches, which are not lowered.
// CHECK-LABEL: func.func @blocks(%arg0: tensor<2xf32>) -> tensor<2xf32> {
func.func @blocks(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-remark @below {{graph-to-loops: function @blocks left unchanged: 'graph.relu' on tensors inside a nested region or another block}}
  %0 = graph.relu %a : tensor<2xf32>
  cf.br ^bb1
^bb1:
  return %0 : tensor<2xf32>
}

// -----

// Tensors through region-holding ops: the first op met (pre-order) is named.
// CHECK-LABEL: func.func @nested(%arg0: tensor<2xf32>, %arg1: i1) -> tensor<2xf32> {
func.func @nested(%a: tensor<2xf32>, %c: i1) -> tensor<2xf32> {
  // expected-remark @below {{graph-to-loops: function @nested left unchanged: 'scf.if': not an elementwise graph op}}
  %0 = scf.if %c -> tensor<2xf32> {
    %1 = graph.relu %a : tensor<2xf32>
    scf.yield %1 : tensor<2xf32>
  } else {
    scf.yield %a : tensor<2xf32>
  }
  return %0 : tensor<2xf32>
}

// -----

// CHECK-LABEL: func.func @unsigned(%arg0: tensor<2xui8>) -> tensor<2xf32> {
func.func @unsigned(%a: tensor<2xui8>) -> tensor<2xf32> {
  // expected-remark @below {{graph-to-loops: function @unsigned left unchanged: 'graph.cast': element type is neither a float nor a signless integer}}
  %0 = graph.cast %a : tensor<2xui8> to tensor<2xf32>
  return %0 : tensor<2xf32>
}
