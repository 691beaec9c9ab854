// vector ops in the generic form: defaults materialized (`kind`,
// `in_bounds`, `permutation_map`, `punctuation`, `fastmath`), segment sizes
// of the transfers, iterator types as `#vector.iterator_type<...>`, the
// region of vector.mask with its implicit or explicit vector.yield; expected
// text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %m: memref<?x?xf32>, %i: index, %pad: f32, %x: vector<4xf32>, %y: vector<16xf32>, %mask: vector<4xi1>, %t: tensor<?x?xf32>) -> f32 {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.outerproduct %x, %y : vector<4xf32>, vector<16xf32>
  %2 = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %3 = vector.transfer_write %c, %t[%i, %i] : vector<4x16xf32>, tensor<?x?xf32>
  %4 = vector.mask %mask { vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %5 = vector.mask %mask {
    %r = vector.reduction <add>, %x : vector<4xf32> into f32
    vector.yield %r : f32
  } : vector<4xi1> -> f32
  vector.mask %mask { vector.transfer_write %x, %m[%i, %i] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
  %6 = vector.reduction <mul>, %x, %pad : vector<4xf32> into f32
  %7 = vector.multi_reduction <minimumf>, %c, %x [1] : vector<4x16xf32> to vector<4xf32>
  vector.print %x : vector<4xf32>
  %8 = vector.shuffle %x, %x [0, 1] : vector<4xf32>, vector<4xf32>
  %9 = vector.extract %c[%i, 3] : f32 from vector<4x16xf32>
  %10:2 = vector.deinterleave %y : vector<16xf32> -> vector<8xf32>
  %11 = vector.vscale
  return %5 : f32
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>, memref<?x?xf32>, index, f32, vector<4xf32>, vector<16xf32>, vector<4xi1>, tensor<?x?xf32>) -> f32, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: memref<?x?xf32>, %arg4: index, %arg5: f32, %arg6: vector<4xf32>, %arg7: vector<16xf32>, %arg8: vector<4xi1>, %arg9: tensor<?x?xf32>):
// CHECK-NEXT: %0 = "vector.contract"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x8xf32>, vector<8x16xf32>, vector<4x16xf32>) -> vector<4x16xf32>
// CHECK-NEXT: %1 = "vector.outerproduct"(%arg6, %arg7) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<16xf32>) -> vector<4x16xf32>
// CHECK-NEXT: %2 = "vector.transfer_read"(%arg3, %arg4, %arg4, %arg5, %arg8) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map3}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: %3 = "vector.transfer_write"(%arg2, %arg9, %arg4, %arg4) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map4}> : (vector<4x16xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// CHECK-NEXT: %4 = "vector.mask"(%arg8) ({
// CHECK-NEXT: %13 = "vector.transfer_read"(%arg3, %arg4, %arg4, %arg5) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map5}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.yield"(%13) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: %5 = "vector.mask"(%arg8) ({
// CHECK-NEXT: %12 = "vector.reduction"(%arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: "vector.yield"(%12) : (f32) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> f32
// CHECK-NEXT: "vector.mask"(%arg8) ({
// CHECK-NEXT: "vector.transfer_write"(%arg6, %arg3, %arg4, %arg4) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map5}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> ()
// CHECK-NEXT: %6 = "vector.reduction"(%arg6, %arg5) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf32>, f32) -> f32
// CHECK-NEXT: %7 = "vector.multi_reduction"(%arg2, %arg6) <{kind = #vector.kind<minimumf>, reduction_dims = array<i64: 1>}> : (vector<4x16xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.print"(%arg6) <{punctuation = #vector.punctuation<newline>}> : (vector<4xf32>) -> ()
// CHECK-NEXT: %8 = "vector.shuffle"(%arg6, %arg6) <{mask = array<i64: 0, 1>}> : (vector<4xf32>, vector<4xf32>) -> vector<2xf32>
// CHECK-NEXT: %9 = "vector.extract"(%arg2, %arg4) <{static_position = array<i64: -9223372036854775808, 3>}> : (vector<4x16xf32>, index) -> f32
// CHECK-NEXT: %10:2 = "vector.deinterleave"(%arg7) : (vector<16xf32>) -> (vector<8xf32>, vector<8xf32>)
// CHECK-NEXT: %11 = "vector.vscale"() : () -> index
// CHECK-NEXT: "func.return"(%5) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
