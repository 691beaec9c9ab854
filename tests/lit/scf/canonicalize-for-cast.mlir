// scf.for's ForOpTensorCastFolder.
// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// ForOpTensorCastFolder: iter operands cast from a more static type, whose result has one use.
// CHECK-LABEL: func.func @for_cast(%arg0: tensor<32x1024xf32>, %arg1: tensor<4xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    %c32 = arith.constant 32 : index
// CHECK-NEXT:    %c1024 = arith.constant 1024 : index
// CHECK-NEXT:    %cast = tensor.cast %arg1 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    %0:3 = scf.for %arg2 = %c0 to %c1024 step %c32 iter_args(%arg3 = %arg0, %arg4 = %arg1, %arg5 = %cast) -> (tensor<32x1024xf32>, tensor<4xf32>, tensor<?xf32>) {
// CHECK-NEXT:      %cast_2 = tensor.cast %arg4 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:      %cast_3 = tensor.cast %arg3 : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT:      %1 = func.call @do(%cast_3) : (tensor<?x?xf32>) -> tensor<?x?xf32>
// CHECK-NEXT:      "test.use"(%cast_2, %arg5) : (tensor<?xf32>, tensor<?xf32>) -> ()
// CHECK-NEXT:      %cast_4 = tensor.cast %1 : tensor<?x?xf32> to tensor<32x1024xf32>
// CHECK-NEXT:      %cast_5 = tensor.cast %arg5 : tensor<?xf32> to tensor<4xf32>
// CHECK-NEXT:      scf.yield %cast_4, %cast_5, %cast_2 : tensor<32x1024xf32>, tensor<4xf32>, tensor<?xf32>
// CHECK-NEXT:    } {some_attr}
// CHECK-NEXT:    %cast_0 = tensor.cast %0#1 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    %cast_1 = tensor.cast %0#0 : tensor<32x1024xf32> to tensor<?x?xf32>
// CHECK-NEXT:    "test.use"(%0#2) : (tensor<?xf32>) -> ()
// CHECK-NEXT:    return %cast_1, %cast_0, %0#2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT:  }
func.func private @do(%arg0: tensor<?x?xf32>) -> tensor<?x?xf32>
func.func @for_cast(%t: tensor<32x1024xf32>, %u: tensor<4xf32>) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
  %c0 = arith.constant 0 : index
  %c32 = arith.constant 32 : index
  %c1024 = arith.constant 1024 : index
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = tensor.cast %u : tensor<4xf32> to tensor<?xf32>
  %r:3 = scf.for %i = %c0 to %c1024 step %c32 iter_args(%a = %0, %b = %1, %c = %1) -> (tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>) {
    %2 = func.call @do(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    "test.use"(%b, %c) : (tensor<?xf32>, tensor<?xf32>) -> ()
    scf.yield %2, %c, %b : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
  } {some_attr}
  "test.use"(%r#2) : (tensor<?xf32>) -> ()
  return %r#0, %r#1, %r#2 : tensor<?x?xf32>, tensor<?xf32>, tensor<?xf32>
}
