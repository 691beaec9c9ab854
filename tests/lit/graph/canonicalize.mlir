// graph.relu is Idempotent (GraphOps.td): relu(relu(x)) folds to relu(x)
// through the trait fold, with no hook of its own.
// RUN: strata-opt %s --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @relu_twice(%arg0: tensor<4xf32>) -> tensor<4xf32> {
// CHECK-NEXT:    %0 = graph.relu %arg0 : tensor<4xf32>
// CHECK-NEXT:    return %0 : tensor<4xf32>
func.func @relu_twice(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = graph.relu %x : tensor<4xf32>
  %1 = graph.relu %0 : tensor<4xf32>
  %2 = graph.relu %1 : tensor<4xf32>
  return %2 : tensor<4xf32>
}
