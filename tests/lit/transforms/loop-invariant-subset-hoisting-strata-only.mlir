// RUN: strata-opt %s --allow-unregistered-dialect --loop-invariant-subset-hoisting | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 crashes on an affine.for with iteration arguments in this pass)

// `affine.for` carries values like `scf.for`, and upstream gives it
// `replaceWithAdditionalYields`, but mlir-opt-22 crashes (a segmentation
// fault inside `hoistLoopInvariantSubsets`) on this input. strata hoists
// the pair as it does from an `scf.for`; executed after one-shot
// bufferization, the program prints what it printed before
// (docs/differences.md).
// CHECK-LABEL: func.func @affine_loop
// CHECK:         %[[E:.*]] = tensor.extract_slice %arg0[0] [4] [1]
// CHECK:         %[[R:.*]]:2 = affine.for %{{.*}} = 0 to %arg1 iter_args(%[[T:.*]] = %arg0, %[[S:.*]] = %[[E]]) -> (tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT:      %[[U:.*]] = "test.update"(%[[S]])
// CHECK-NEXT:      affine.yield %[[T]], %[[U]] : tensor<8xf32>, tensor<4xf32>
// CHECK:         %[[I:.*]] = tensor.insert_slice %[[R]]#1 into %[[R]]#0[0] [4] [1]
// CHECK:         return %[[I]]
func.func @affine_loop(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %r = affine.for %i = 0 to %n iter_args(%a = %t) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[0][4][1] : tensor<8xf32> to tensor<4xf32>
    %u = "test.update"(%s) : (tensor<4xf32>) -> tensor<4xf32>
    %x = tensor.insert_slice %u into %a[0][4][1] : tensor<4xf32> into tensor<8xf32>
    affine.yield %x : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
