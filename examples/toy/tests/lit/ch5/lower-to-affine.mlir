// Chapter 5: `--toy-lower-to-affine` alone (src/lower_to_affine.rs): one
// pattern per Toy op on strata's conversion framework; `toy.func @main`
// becomes a `func.func`, a tensor a buffer, an elementwise op a loop nest.
// RUN: toy-opt %s --toy-lower-to-affine | FileCheck %s

// CHECK-LABEL: func.func @main() {
// CHECK-NEXT:    %[[SUM:.*]] = memref.alloc() : memref<2xf64>
// CHECK-NEXT:    %[[S:.*]] = memref.alloc() : memref<f64>
// CHECK-NEXT:    %[[V:.*]] = memref.alloc() : memref<2xf64>
// CHECK-NEXT:    %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[X:.*]] = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:    affine.store %[[X]], %[[V]][%[[C0]]] : memref<2xf64>
// CHECK-NEXT:    %[[Y:.*]] = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:    affine.store %[[Y]], %[[V]][%[[C1]]] : memref<2xf64>
// A 0-D constant: one store without indices.
// CHECK-NEXT:    %{{.*}} = arith.constant 0 : index
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 2.000000e+00 : f64
// CHECK-NEXT:    affine.store %[[Z]], %[[S]][] : memref<f64>
// CHECK-NEXT:    affine.for %[[I:.*]] = 0 to 2 {
// CHECK-NEXT:      %[[L:.*]] = affine.load %[[V]][%[[I]]] : memref<2xf64>
// CHECK-NEXT:      %[[R:.*]] = affine.load %[[V]][%[[I]]] : memref<2xf64>
// CHECK-NEXT:      %[[A:.*]] = arith.addf %[[L]], %[[R]] : f64
// CHECK-NEXT:      affine.store %[[A]], %[[SUM]][%[[I]]] : memref<2xf64>
// CHECK-NEXT:    }
// CHECK-NEXT:    toy.print %[[SUM]] : memref<2xf64>
// CHECK-NEXT:    toy.print %[[S]] : memref<f64>
// CHECK-NEXT:    memref.dealloc %[[V]] : memref<2xf64>
// CHECK-NEXT:    memref.dealloc %[[S]] : memref<f64>
// CHECK-NEXT:    memref.dealloc %[[SUM]] : memref<2xf64>
// CHECK-NEXT:    return
toy.func @main() {
  %0 = toy.constant dense<1.5> : tensor<2xf64>
  %1 = toy.constant dense<2.0> : tensor<f64>
  %2 = toy.add %0, %0 : tensor<2xf64>
  toy.print %2 : tensor<2xf64>
  toy.print %1 : tensor<f64>
  toy.return
}

// Functions other than `main`, and a `main` with arguments or results,
// are not lowered: the conversion fails on them.
// RUN: not toy-opt %S/Inputs/not-main.mlir --toy-lower-to-affine 2>&1 | FileCheck %s --check-prefix=NOT-MAIN
// NOT-MAIN: not-main.mlir:1:1: error: failed to legalize operation 'toy.func' that was explicitly marked illegal
// RUN: not toy-opt %S/Inputs/main-args.mlir --toy-lower-to-affine 2>&1 | FileCheck %s --check-prefix=MAIN-ARGS
// MAIN-ARGS: main-args.mlir:1:1: error: failed to legalize operation 'toy.func' that was explicitly marked illegal
