// Chapter 2: the Toy dialect's textual forms, upstream's: the custom forms
// of `toy.constant`, `toy.add`/`toy.mul` (one type, or a function type when
// the types differ) and `toy.func` (src/syntax.rs), and the declarative
// formats of the other ops, printed and parsed back.
// RUN: toy-opt %s | toy-opt | FileCheck %s

// CHECK-LABEL: toy.func private @ops(
// CHECK-SAME:      %[[A:.*]]: tensor<*xf64>, %[[B:.*]]: tensor<2x3xf64>) -> tensor<*xf64> {
toy.func private @ops(%a: tensor<*xf64>, %b: tensor<2x3xf64>) -> tensor<*xf64> {
  // CHECK-NEXT: %[[C:.*]] = toy.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %c = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  // CHECK-NEXT: %[[T:.*]] = toy.transpose(%[[A]] : tensor<*xf64>) to tensor<*xf64>
  %t = toy.transpose(%a : tensor<*xf64>) to tensor<*xf64>
  // CHECK-NEXT: %[[R:.*]] = toy.reshape(%[[C]] : tensor<2x3xf64>) to tensor<3x2xf64>
  %r = toy.reshape(%c : tensor<2x3xf64>) to tensor<3x2xf64>
  // CHECK-NEXT: %[[S:.*]] = toy.add %[[B]], %[[C]] : tensor<2x3xf64>
  %s = toy.add %b, %c : tensor<2x3xf64>
  // CHECK-NEXT: %[[M:.*]] = toy.mul %[[S]], %[[T]] : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
  %m = toy.mul %s, %t : (tensor<2x3xf64>, tensor<*xf64>) -> tensor<*xf64>
  // CHECK-NEXT: %[[K:.*]] = toy.cast %[[B]] : tensor<2x3xf64> to tensor<*xf64>
  %k = toy.cast %b : tensor<2x3xf64> to tensor<*xf64>
  // CHECK-NEXT: toy.print %[[M]] : tensor<*xf64>
  toy.print %m : tensor<*xf64>
  // CHECK-NEXT: toy.return %[[M]] : tensor<*xf64>
  toy.return %m : tensor<*xf64>
}

// CHECK-LABEL: toy.func @main() {
toy.func @main() {
  %0 = toy.constant dense<5.5> : tensor<f64>
  // CHECK: toy.generic_call @ops(%{{.*}}, %{{.*}}) : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x3xf64>
  %2 = toy.cast %1 : tensor<2x3xf64> to tensor<*xf64>
  %3 = toy.generic_call @ops(%2, %1) : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
  // CHECK: toy.return{{$}}
  toy.return
}

// The generic form: properties hold the inherent attributes.
// RUN: toy-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// GENERIC: "toy.constant"() <{value = dense<{{.*}}> : tensor<2x3xf64>}> : () -> tensor<2x3xf64>
// GENERIC: "toy.generic_call"(%{{.*}}, %{{.*}}) <{callee = @ops}> : (tensor<*xf64>, tensor<2x3xf64>) -> tensor<*xf64>
