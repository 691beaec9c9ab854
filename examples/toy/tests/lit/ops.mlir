// The Toy dialect's textual forms: `!toy.tensor<[2, 3], f64>` (the format
// generated from the TypeDef's assemblyFormat) and every op's declarative
// format, printed and parsed back.
// RUN: toy-opt %s | toy-opt | FileCheck %s

// CHECK-LABEL: func.func @ops
// CHECK-SAME: (%[[A:.*]]: !toy.tensor<[2, 3], f64>, %[[E:.*]]: !toy.tensor<[], f32>)
func.func @ops(%a: !toy.tensor< [2,3] , f64 >, %e: !toy.tensor<[], f32>) -> !toy.tensor<[6], f64> {
  // CHECK: %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64> -> !toy.tensor<[2, 3], f64>
  %c = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64> -> !toy.tensor<[2, 3], f64>
  // CHECK: %[[T:.*]] = toy.transpose %[[A]] : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  %t = toy.transpose %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[3, 2], f64>
  // CHECK: %[[R:.*]] = toy.reshape %[[T]] : !toy.tensor<[3, 2], f64> -> !toy.tensor<[2, 3], f64>
  %r = toy.reshape %t : !toy.tensor<[3, 2], f64> -> !toy.tensor<[2, 3], f64>
  // CHECK: %[[S:.*]] = toy.add %[[C]], %[[R]] : !toy.tensor<[2, 3], f64>
  %s = toy.add %c, %r : !toy.tensor<[2, 3], f64>
  // CHECK: %[[M:.*]] = toy.mul %[[S]], %[[S]] : !toy.tensor<[2, 3], f64>
  %m = toy.mul %s, %s : !toy.tensor<[2, 3], f64>
  // CHECK: %[[F:.*]] = toy.reshape %[[M]] : !toy.tensor<[2, 3], f64> -> !toy.tensor<[6], f64>
  %f = toy.reshape %m : !toy.tensor<[2, 3], f64> -> !toy.tensor<[6], f64>
  // CHECK: return %[[F]] : !toy.tensor<[6], f64>
  return %f : !toy.tensor<[6], f64>
}

// The generic form names the type in full too.
// RUN: toy-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "toy.transpose"(%{{.*}}) : (!toy.tensor<[2, 3], f64>) -> !toy.tensor<[3, 2], f64>
