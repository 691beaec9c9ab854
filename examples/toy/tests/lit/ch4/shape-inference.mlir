// Chapter 4: `--toy-shape-inference` asks each op of a `toy.func` whose
// result is unranked to infer it from its ranked operands (the
// `ShapeInference` trait the Toy ops implement, src/shape_inference.rs):
// a cast takes its input's type (and then folds), a transpose reverses
// the shape, elementwise ops take their left operand's type.
// RUN: toy-opt %s --pass-pipeline='builtin.module(toy.func(toy-shape-inference))' | FileCheck %s

// CHECK-LABEL: toy.func @main() {
// CHECK-NEXT:    %[[C:.*]] = toy.constant dense<{{.*}}> : tensor<2x3xf64>
// CHECK-NEXT:    %[[A:.*]] = toy.cast %[[C]] : tensor<2x3xf64> to tensor<2x3xf64>
// CHECK-NEXT:    %[[T:.*]] = toy.transpose(%[[A]] : tensor<2x3xf64>) to tensor<3x2xf64>
// CHECK-NEXT:    %[[M:.*]] = toy.mul %[[T]], %[[T]] : tensor<3x2xf64>
// CHECK-NEXT:    %[[S:.*]] = toy.add %[[M]], %[[M]] : tensor<3x2xf64>
// CHECK-NEXT:    toy.print %[[S]] : tensor<3x2xf64>
toy.func @main() {
  %0 = toy.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf64>
  %1 = toy.cast %0 : tensor<2x3xf64> to tensor<*xf64>
  %2 = toy.transpose(%1 : tensor<*xf64>) to tensor<*xf64>
  %3 = toy.mul %2, %2 : tensor<*xf64>
  %4 = toy.add %3, %3 : tensor<*xf64>
  toy.print %4 : tensor<*xf64>
  toy.return
}

// Ops whose operands stay unranked cannot be inferred: the pass fails on
// the function.
// RUN: not toy-opt %S/Inputs/uninferable.mlir --pass-pipeline='builtin.module(toy.func(toy-shape-inference))' 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: uninferable.mlir:3:1: error: Shape inference failed, 2 operations couldn't be inferred
