// graph-to-loops: elementwise graph ops over static tensors become scf.for
// nests on memrefs; tensor arguments become memrefs, tensor results
// trailing out-parameters (destination-passing style); only the innermost
// loop carries `vectorize.vectorized`.
// RUN: strata-opt %s --graph-to-loops | FileCheck %s

// relu(x) = maximumf(x, 0); the result is written straight into the
// out-parameter.
// CHECK-LABEL: func.func @relu(%arg0: memref<8xf32>, %arg1: memref<8xf32>) {
// CHECK:         %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[C0:.*]] = arith.constant 0 : index
// CHECK:         %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[C8:.*]] = arith.constant 8 : index
// CHECK:         scf.for %[[I:.*]] = %[[C0]] to %[[C8]] step %[[C1]] {
// CHECK-NEXT:      %[[X:.*]] = memref.load %arg0[%[[I]]] : memref<8xf32>
// CHECK-NEXT:      %[[R:.*]] = arith.maximumf %[[X]], %[[ZERO]] : f32
// CHECK-NEXT:      memref.store %[[R]], %arg1[%[[I]]] : memref<8xf32>
// CHECK-NEXT:    } {vectorize.vectorized}
// CHECK-NEXT:    return
func.func @relu(%x: tensor<8xf32>) -> tensor<8xf32> {
  %0 = graph.relu %x : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// add_n of three 2-D inputs: a two-deep nest, the inner loop marked, the
// sum taken left to right.
// CHECK-LABEL: func.func @add3(%arg0: memref<2x3xf32>, %arg1: memref<2x3xf32>, %arg2: memref<2x3xf32>, %arg3: memref<2x3xf32>) {
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %c2 step %{{.*}} {
// CHECK-NEXT:      scf.for %[[J:.*]] = %{{.*}} to %c3 step %{{.*}} {
// CHECK-NEXT:        %[[A:.*]] = memref.load %arg0[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:        %[[B:.*]] = memref.load %arg1[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:        %[[C:.*]] = memref.load %arg2[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:        %[[AB:.*]] = arith.addf %[[A]], %[[B]] : f32
// CHECK-NEXT:        %[[ABC:.*]] = arith.addf %[[AB]], %[[C]] : f32
// CHECK-NEXT:        memref.store %[[ABC]], %arg3[%[[I]], %[[J]]] : memref<2x3xf32>
// CHECK-NEXT:      } {vectorize.vectorized}
// CHECK-NEXT:    }
// CHECK-NEXT:    return
func.func @add3(%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %c: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %0 = graph.add_n %a, %b, %c : tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}

// Casts by element type.
// CHECK-LABEL: func.func @casts(%arg0: memref<4xf32>, %arg1: memref<4xi8>, %arg2: memref<4xi32>, %arg3: memref<4xf64>, %arg4: memref<4xf16>, %arg5: memref<4xf32>, %arg6: memref<4xi32>) {
// CHECK:         arith.fptosi %{{.*}} : f32 to i32
// CHECK:         memref.store %{{.*}}, %arg2
// CHECK:         arith.extf %{{.*}} : f32 to f64
// CHECK:         memref.store %{{.*}}, %arg3
// CHECK:         arith.truncf %{{.*}} : f32 to f16
// CHECK:         memref.store %{{.*}}, %arg4
// CHECK:         arith.sitofp %{{.*}} : i8 to f32
// CHECK:         memref.store %{{.*}}, %arg5
// CHECK:         arith.extsi %{{.*}} : i8 to i32
// CHECK:         memref.store %{{.*}}, %arg6
// CHECK:         return
func.func @casts(%f: tensor<4xf32>, %i: tensor<4xi8>)
    -> (tensor<4xi32>, tensor<4xf64>, tensor<4xf16>, tensor<4xf32>, tensor<4xi32>) {
  %0 = graph.cast %f : tensor<4xf32> to tensor<4xi32>
  %1 = graph.cast %f : tensor<4xf32> to tensor<4xf64>
  %2 = graph.cast %f : tensor<4xf32> to tensor<4xf16>
  %3 = graph.cast %i : tensor<4xi8> to tensor<4xf32>
  %4 = graph.cast %i : tensor<4xi8> to tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xf64>, tensor<4xf16>, tensor<4xf32>, tensor<4xi32>
}

// A chain: the intermediate gets a buffer of its own, freed before the
// return; a splat constant is a scalar, never a buffer; an input returned
// as is is copied into its out-parameter; non-tensor results stay results.
// CHECK-LABEL: func.func @chain(%arg0: memref<4xi32>, %arg1: i64, %arg2: memref<4xi32>, %arg3: memref<4xi32>) -> i64 {
// CHECK:         %[[SEVEN:.*]] = arith.constant 7 : i32
// CHECK:         %[[TMP:.*]] = memref.alloc() : memref<4xi32>
// CHECK:         scf.for
// CHECK:           arith.addi %{{.*}}, %[[SEVEN]] : i32
// CHECK:           memref.store %{{.*}}, %[[TMP]]
// CHECK:         } {vectorize.vectorized}
// CHECK:         scf.for
// CHECK:           memref.load %[[TMP]]
// CHECK:           memref.store %{{.*}}, %arg2
// CHECK:         } {vectorize.vectorized}
// CHECK:         memref.copy %arg0, %arg3 : memref<4xi32> to memref<4xi32>
// CHECK-NEXT:    memref.dealloc %[[TMP]] : memref<4xi32>
// CHECK-NEXT:    return %arg1 : i64
func.func @chain(%x: tensor<4xi32>, %n: i64) -> (tensor<4xi32>, i64, tensor<4xi32>) {
  %c = graph.constant dense<7> : tensor<4xi32>
  %0 = graph.add_n %x, %c : tensor<4xi32>
  %1 = graph.add_n %0, %0 : tensor<4xi32>
  return %1, %n, %x : tensor<4xi32>, i64, tensor<4xi32>
}

// A returned splat constant fills its out-parameter.
// CHECK-LABEL: func.func @splat(%arg0: memref<2xf32>) {
// CHECK:         %[[V:.*]] = arith.constant 2.500000e+00 : f32
// CHECK:         scf.for %[[I:.*]] =
// CHECK-NEXT:      memref.store %[[V]], %arg0[%[[I]]] : memref<2xf32>
// CHECK-NEXT:    } {vectorize.vectorized}
func.func @splat() -> tensor<2xf32> {
  %c = graph.constant dense<2.5> : tensor<2xf32>
  return %c : tensor<2xf32>
}

// Functions without tensors are untouched.
// CHECK-LABEL: func.func @scalar(%arg0: f32) -> f32 {
// CHECK-NEXT:    return %arg0 : f32
func.func @scalar(%x: f32) -> f32 {
  return %x : f32
}
