// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | strata-opt --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// `sparse<indices, values>`: one row of coordinates per value, every other
// element zero. Indices are i64 and never printed in hex; splat literals
// stand for one row (indices) or one value per row (values).

// CHECK-LABEL: func.func @sparse_constants
func.func @sparse_constants() {
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 2]], [1, 5]> : tensor<4x4xi32>
  %0 = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<4x4xi32>
  // A 1-D type may list its indices flat.
  // CHECK: arith.constant sparse<[1, 3], [1.000000e+00, 5.000000e+00]> : tensor<4xf32>
  %1 = arith.constant sparse<[1, 3], [1.0, 5.0]> : tensor<4xf32>
  // CHECK: arith.constant sparse<> : tensor<2x2xf32>
  %2 = arith.constant sparse<> : tensor<2x2xf32>
  // A one-row literal is a splat, and so is one value repeated.
  // CHECK: arith.constant sparse<0, 7> : vector<4x4xi32>
  %3 = arith.constant sparse<[[0, 0]], [7]> : vector<4x4xi32>
  // CHECK: arith.constant sparse<{{\[\[}}0, 0], [1, 2]], 7.000000e+00> : tensor<4x4xf32>
  %4 = arith.constant sparse<[[0, 0], [1, 2]], 7.0> : tensor<4x4xf32>
  // Values may be hex, like a `dense` literal's.
  // CHECK: arith.constant sparse<0, 1> : tensor<4x4xi32>
  %5 = arith.constant sparse<[[0, 0]], "0x01000000"> : tensor<4x4xi32>
  "test.use"(%0, %1, %2, %3, %4, %5) : (tensor<4x4xi32>, tensor<4xf32>, tensor<2x2xf32>, vector<4x4xi32>, tensor<4x4xf32>, tensor<4x4xi32>) -> ()
  return
}

// CHECK-LABEL: func.func @sparse_attributes
// CHECK: a = sparse<{{\[\[}}0, 1], [1, 2]], [(1.000000e+00,2.000000e+00), (3.000000e+00,4.000000e+00)]> : tensor<4x4xcomplex<f32>>
// CHECK-SAME: b = sparse<{{\[\[}}0, 1], [1, 2]], ["a", "b"]> : tensor<4x4x!foo.bar>
func.func @sparse_attributes() {
  "test.op"() {a = sparse<[[0, 1], [1, 2]], [(1.0, 2.0), (3.0, 4.0)]> : tensor<4x4xcomplex<f32>>,
               b = sparse<[[0, 1], [1, 2]], ["a", "b"]> : tensor<4x4x!foo.bar>} : () -> ()
  return
}
