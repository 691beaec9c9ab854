// The Toy folds and canonicalization patterns under `--canonicalize`
// (strata's greedy driver): src/fold.rs and src/canonicalize.rs.
// RUN: toy-opt %s --canonicalize | FileCheck %s

// SimplifyRedundantTranspose: transpose(transpose(x)) -> x.
// CHECK-LABEL: func.func @transpose_transpose
// CHECK-SAME: (%[[A:.*]]: !toy.tensor<[2, 3], f64>)
// CHECK-NEXT: return %[[A]]
func.func @transpose_transpose(%a: !toy.tensor<[2, 3], f64>) -> !toy.tensor<[2, 3], f64> {
  %0 = toy.transpose %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  %1 = toy.transpose %0 : !toy.tensor<[3, 2], f64> -> !toy.tensor<[2, 3], f64>
  return %1 : !toy.tensor<[2, 3], f64>
}

// A single transpose stays.
// CHECK-LABEL: func.func @transpose_once
// CHECK-NEXT: %[[T:.*]] = toy.transpose %{{.*}} : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
// CHECK-NEXT: return %[[T]]
func.func @transpose_once(%a: !toy.tensor<[2, 3], f64>) -> !toy.tensor<[3, 2], f64> {
  %0 = toy.transpose %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  return %0 : !toy.tensor<[3, 2], f64>
}

// Three transposes are one.
// CHECK-LABEL: func.func @transpose_thrice
// CHECK-NEXT: %[[T:.*]] = toy.transpose %{{.*}} : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
// CHECK-NEXT: return %[[T]]
func.func @transpose_thrice(%a: !toy.tensor<[2, 3], f64>) -> !toy.tensor<[3, 2], f64> {
  %0 = toy.transpose %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  %1 = toy.transpose %0 : !toy.tensor<[3, 2], f64> -> !toy.tensor<[2, 3], f64>
  %2 = toy.transpose %1 : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  return %2 : !toy.tensor<[3, 2], f64>
}

// ReshapeReshapeOptPattern: reshape(reshape(x)) -> reshape(x).
// CHECK-LABEL: func.func @reshape_reshape
// CHECK-SAME: (%[[A:.*]]: !toy.tensor<[2, 3], f64>)
// CHECK-NEXT: %[[R:.*]] = toy.reshape %[[A]] : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
// CHECK-NEXT: return %[[R]]
func.func @reshape_reshape(%a: !toy.tensor<[2, 3], f64>) -> !toy.tensor<[3, 2], f64> {
  %0 = toy.reshape %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[6], f64>
  %1 = toy.reshape %0 : !toy.tensor<[6], f64> -> !toy.tensor<[3, 2], f64>
  return %1 : !toy.tensor<[3, 2], f64>
}

// The fold: a reshape to the type the input already has is the input,
// also when the reshapes around it first merge into one.
// CHECK-LABEL: func.func @reshape_same_type
// CHECK-SAME: (%[[A:.*]]: !toy.tensor<[2, 3], f64>)
// CHECK-NEXT: return %[[A]], %[[A]]
func.func @reshape_same_type(%a: !toy.tensor<[2, 3], f64>) -> (!toy.tensor<[2, 3], f64>, !toy.tensor<[2, 3], f64>) {
  %0 = toy.reshape %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[2, 3], f64>
  %1 = toy.reshape %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[6], f64>
  %2 = toy.reshape %1 : !toy.tensor<[6], f64> -> !toy.tensor<[2, 3], f64>
  return %0, %2 : !toy.tensor<[2, 3], f64>, !toy.tensor<[2, 3], f64>
}

// FoldConstantReshapeOptPattern: a reshaped constant is a constant of the
// new shape, with the same elements in row-major order.
// CHECK-LABEL: func.func @reshape_constant
// CHECK-NEXT: %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64> -> !toy.tensor<[3, 2], f64>
// CHECK-NEXT: return %[[C]]
func.func @reshape_constant() -> !toy.tensor<[3, 2], f64> {
  %c = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64> -> !toy.tensor<[2, 3], f64>
  %0 = toy.reshape %c : !toy.tensor<[2, 3], f64> -> !toy.tensor<[6], f64>
  %1 = toy.reshape %0 : !toy.tensor<[6], f64> -> !toy.tensor<[3, 2], f64>
  return %1 : !toy.tensor<[3, 2], f64>
}

// A splat keeps being a splat.
// CHECK-LABEL: func.func @reshape_splat
// CHECK-NEXT: %[[C:.*]] = toy.constant dense<1.500000e+00> : tensor<4xf64> -> !toy.tensor<[4], f64>
// CHECK-NEXT: return %[[C]]
func.func @reshape_splat() -> !toy.tensor<[4], f64> {
  %c = toy.constant dense<1.5> : tensor<2x2xf64> -> !toy.tensor<[2, 2], f64>
  %0 = toy.reshape %c : !toy.tensor<[2, 2], f64> -> !toy.tensor<[4], f64>
  return %0 : !toy.tensor<[4], f64>
}

// Upstream's Toy chapter 3 example (`transpose_transpose` and
// `redundant_reshape` together), written with Toy tensors: what is left is
// the constant of the final shape and the elementwise math on it.
// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00]]> : tensor<3x2xf64> -> !toy.tensor<[3, 2], f64>
// CHECK-NEXT: %[[M:.*]] = toy.mul %[[C]], %[[C]] : !toy.tensor<[3, 2], f64>
// CHECK-NEXT: return %[[M]]
func.func @main() -> !toy.tensor<[3, 2], f64> {
  %0 = toy.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf64> -> !toy.tensor<[6], f64>
  %1 = toy.reshape %0 : !toy.tensor<[6], f64> -> !toy.tensor<[2, 3], f64>
  %2 = toy.reshape %1 : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  %3 = toy.transpose %2 : !toy.tensor<[3, 2], f64> -> !toy.tensor<[2, 3], f64>
  %4 = toy.transpose %3 : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  %5 = toy.mul %4, %4 : !toy.tensor<[3, 2], f64>
  return %5 : !toy.tensor<[3, 2], f64>
}
