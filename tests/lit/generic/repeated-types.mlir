// Types with a body repeated op after op (the parser remembers the text of
// recent ones): a repeat is the same type, and a longer type that starts
// with a remembered one, or one continuing it, is parsed in full.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func @repeats
func.func @repeats(%m: memref<4xf32>, %s: memref<4xf32, strided<[2]>>, %i: index) -> (f32, f32, f32) {
  // CHECK: memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
  %a = memref.load %m[%i] : memref<4xf32>
  // CHECK: memref.load %{{.*}}[%{{.*}}] : memref<4xf32, strided<[2]>>
  %b = memref.load %s[%i] : memref<4xf32, strided<[2]>>
  // CHECK: memref.load %{{.*}}[%{{.*}}] : memref<4xf32>
  %c = memref.load %m[%i] : memref<4xf32>
  return %a, %b, %c : f32, f32, f32
}

// CHECK-LABEL: func.func @nested
// CHECK-SAME: (%{{.*}}: vector<4xi32>, %{{.*}}: tuple<vector<4xi32>, i1>, %{{.*}}: tensor<2xindex>, %{{.*}}: tensor<2xindex>)
// CHECK-SAME: -> (vector<4xi32>, tuple<vector<4xi32>, i1>)
func.func @nested(%v: vector<4xi32>, %t: tuple<vector<4xi32>, i1>, %x: tensor<2xindex>, %y: tensor<2xindex>) -> (vector<4xi32>, tuple<vector<4xi32>, i1>) {
  // CHECK: arith.addi %{{.*}}, %{{.*}} : vector<4xi32>
  %w = arith.addi %v, %v : vector<4xi32>
  return %w, %t : vector<4xi32>, tuple<vector<4xi32>, i1>
}
