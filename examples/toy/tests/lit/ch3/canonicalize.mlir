// Chapter 3: the Toy folds and canonicalization patterns under
// `--canonicalize` (strata's greedy driver): `transpose(transpose(x))` in
// Rust (src/canonicalize.rs), the reshape rules of ods/ToyCombine.td.
// RUN: toy-opt %s --canonicalize | FileCheck %s

// SimplifyRedundantTranspose: transpose(transpose(x)) -> x.
// CHECK-LABEL: toy.func @transpose_transpose(
// CHECK-SAME:      %[[A:.*]]: tensor<*xf64>) -> tensor<*xf64> {
// CHECK-NEXT:    toy.return %[[A]] : tensor<*xf64>
toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
  %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
  %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
  toy.return %1 : tensor<*xf64>
}

// A single transpose stays; three are one.
// CHECK-LABEL: toy.func @transpose_thrice(
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%{{.*}} : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.return %[[T]] : tensor<3x2xf64>
toy.func @transpose_thrice(%arg0: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.transpose(%arg0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %1 = toy.transpose(%0 : tensor<3x2xf64>) to tensor<2x3xf64>
  %2 = toy.transpose(%1 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.return %2 : tensor<3x2xf64>
}

// ReshapeReshapeOptPattern: reshape(reshape(x)) -> reshape(x).
// CHECK-LABEL: toy.func @reshape_reshape(
// CHECK-SAME:      %[[A:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    %[[R:.*]] = toy.reshape(%[[A]] : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    toy.return %[[R]]
toy.func @reshape_reshape(%arg0: tensor<2x3xf64>) -> tensor<3x2xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<3x2xf64>
  toy.return %1 : tensor<3x2xf64>
}

// RedundantReshapeOptPattern: a reshape to its input's type is its input.
// CHECK-LABEL: toy.func @reshape_same_type(
// CHECK-SAME:      %[[A:.*]]: tensor<2x3xf64>)
// CHECK-NEXT:    toy.return %[[A]]
toy.func @reshape_same_type(%arg0: tensor<2x3xf64>) -> tensor<2x3xf64> {
  %0 = toy.reshape(%arg0 : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return %0 : tensor<2x3xf64>
}

// FoldConstantReshapeOptPattern: the reshape of a constant is a constant
// of the new shape (its elements in the same order); the folds then drop
// the reshapes and the dead constant.
// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64>
// CHECK-NEXT:    toy.print %[[C]] : tensor<3x2xf64>
// CHECK-NEXT:    toy.return
toy.func @main() {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64>
  %1 = toy.reshape(%0 : tensor<6xf64>) to tensor<2x3xf64>
  %2 = toy.reshape(%1 : tensor<2x3xf64>) to tensor<3x2xf64>
  toy.print %2 : tensor<3x2xf64>
  toy.return
}
