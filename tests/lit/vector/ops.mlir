// Every vector op in the custom form, with the C++ custom forms of
// vector.contract, vector.mask, vector.outerproduct, vector.transfer_read and
// vector.transfer_write (default `kind`, `in_bounds` and minor-identity
// `permutation_map` elided, iterator types as strings, inferred mask types),
// `#vector.kind<...>` and the other enum attributes, `%vscale`, the
// `%res1, %res2`-style names, and the generic form read back; expected text
// is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

#m0 = affine_map<(i, j, k) -> (i, k)>
#m1 = affine_map<(i, j, k) -> (k, j)>
#m2 = affine_map<(i, j, k) -> (i, j)>
func.func @custom_forms(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>, %m: memref<?x?xf32>, %i: index, %pad: f32, %x: vector<4xf32>, %y: vector<16xf32>, %mask: vector<4xi1>, %t: tensor<?x?xf32>, %s: f32, %mk: vector<4x16x8xi1>) {
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %1 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c {tag} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  %2 = vector.outerproduct %x, %y : vector<4xf32>, vector<16xf32>
  %3 = vector.outerproduct %x, %y, %c {kind = #vector.kind<mul>} : vector<4xf32>, vector<16xf32>
  %4 = vector.outerproduct %x, %s : vector<4xf32>, f32
  %5 = vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32>
  %6 = vector.transfer_read %m[%i, %i], %pad {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %7 = vector.transfer_read %m[%i, %i], %pad, %mask {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  %8 = vector.transfer_read %t[%i, %i], %pad : tensor<?x?xf32>, vector<4x16xf32>
  vector.transfer_write %x, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %x, %m[%i, %i], %mask {in_bounds = [false], permutation_map = affine_map<(d0, d1) -> (d0)>} : vector<4xf32>, memref<?x?xf32>
  %9 = vector.transfer_write %c, %t[%i, %i] : vector<4x16xf32>, tensor<?x?xf32>
  %10 = vector.mask %mask { vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %11 = vector.mask %mask, %x { vector.transfer_read %m[%i, %i], %pad : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %x, %m[%i, %i] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
  %12 = vector.mask %mk { vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x16x8xi1> -> vector<4x16xf32>
  %13 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d1)>, in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
  %14 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (0)>} : memref<?x?xf32>, vector<4xf32>
  return
}

func.func @ops(%v4: vector<4xf32>, %v8: vector<8xf32>, %v2x4: vector<2x4xf32>, %s: f32, %i: index, %m: memref<?xf32>, %m2: memref<4x4xf32>, %mask: vector<4xi1>, %iv: vector<4xi32>, %idx: vector<4xindex>, %sc: vector<[4]xf32>, %sc8: vector<[8]xf32>, %t: tensor<?xf32>, %i32: i32) {
  %0 = vector.bitcast %v4 : vector<4xf32> to vector<4xi32>
  %1 = vector.broadcast %s : f32 to vector<2x4xf32>
  vector.compressstore %m[%i], %mask, %v4 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.constant_mask [2] : vector<4xi1>
  %3 = vector.create_mask %i : vector<4xi1>
  %4, %5 = vector.deinterleave %v8 : vector<8xf32> -> vector<4xf32>
  %6 = vector.expandload %m[%i], %mask, %v4 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %7 = vector.extract %v2x4[1] : vector<4xf32> from vector<2x4xf32>
  %8 = vector.extract %v2x4[%i, 2] : f32 from vector<2x4xf32>
  %9 = vector.extract_strided_slice %v8 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %10 = vector.fma %v4, %v4, %v4 : vector<4xf32>
  %11 = vector.from_elements %s, %s, %s, %s : vector<4xf32>
  %12 = vector.gather %m[%i] [%idx], %mask, %v4 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %13 = vector.insert %s, %v2x4 [1, 3] : f32 into vector<2x4xf32>
  %14 = vector.insert %v4, %v2x4 [%i] : vector<4xf32> into vector<2x4xf32>
  %15 = vector.insert_strided_slice %v4, %v8 {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
  %16 = vector.interleave %v4, %v4 : vector<4xf32> -> vector<8xf32>
  %17 = vector.load %m[%i] : memref<?xf32>, vector<4xf32>
  %18 = vector.load %m[%i] {nontemporal = true} : memref<?xf32>, vector<4xf32>
  %19 = vector.maskedload %m[%i], %mask, %v4 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i], %mask, %v4 : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %20 = vector.multi_reduction <add>, %v2x4, %v4 [0] : vector<2x4xf32> to vector<4xf32>
  vector.print %v4 : vector<4xf32>
  vector.print str "hello\n"
  vector.print %s : f32 punctuation <comma>
  vector.print punctuation <open>
  %21 = vector.reduction <add>, %v4 : vector<4xf32> into f32
  %22 = vector.reduction <maxnumf>, %v4, %s fastmath<nnan> : vector<4xf32> into f32
  %23 = vector.reduction <xor>, %iv : vector<4xi32> into i32
  %24 = vector.scalable.extract %sc8[0] : vector<[4]xf32> from vector<[8]xf32>
  %25 = vector.scalable.insert %sc, %sc8[4] : vector<[4]xf32> into vector<[8]xf32>
  %26:2 = vector.scan <add>, %v2x4, %v4 {inclusive = true, reduction_dim = 0 : i64} : vector<2x4xf32>, vector<4xf32>
  vector.scatter %m[%i] [%idx], %mask, %v4 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %27 = vector.shape_cast %v2x4 : vector<2x4xf32> to vector<8xf32>
  %28 = vector.shuffle %v4, %v4 [0, 5, 2, 7, 1] : vector<4xf32>, vector<4xf32>
  %29 = vector.step : vector<4xindex>
  vector.store %v4, %m[%i] : memref<?xf32>, vector<4xf32>
  %30:4 = vector.to_elements %v4 : vector<4xf32>
  %31 = vector.transpose %v2x4, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %32 = vector.type_cast %m2 : memref<4x4xf32> to memref<vector<4x4xf32>>
  %33 = vector.vscale
  %34 = vector.mask %mask { vector.reduction <add>, %v4 : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %35 = vector.broadcast %v4 : vector<4xf32> to vector<2x4xf32>
  %36 = vector.extract %v4[3] : f32 from vector<4xf32>
  %37 = vector.scatter %t[%i] [%idx], %mask, %v4 : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<?xf32>
  %38 = vector.shuffle %v2x4, %v2x4 [0, 3] : vector<2x4xf32>, vector<2x4xf32>
  %39 = vector.outerproduct %v4, %v4 {kind = #vector.kind<add>} : vector<4xf32>, vector<4xf32>
  return
}

// CHECK: #map = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1) -> (d0)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1) -> (0)>
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @custom_forms(%arg0: vector<4x8xf32>, %arg1: vector<8x16xf32>, %arg2: vector<4x16xf32>, %arg3: memref<?x?xf32>, %arg4: index, %arg5: f32, %arg6: vector<4xf32>, %arg7: vector<16xf32>, %arg8: vector<4xi1>, %arg9: tensor<?x?xf32>, %arg10: f32, %arg11: vector<4x16x8xi1>) {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT: %1 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 {tag} : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
// CHECK-NEXT: %2 = vector.outerproduct %arg6, %arg7 : vector<4xf32>, vector<16xf32>
// CHECK-NEXT: %3 = vector.outerproduct %arg6, %arg7, %arg2 {kind = #vector.kind<mul>} : vector<4xf32>, vector<16xf32>
// CHECK-NEXT: %4 = vector.outerproduct %arg6, %arg10 : vector<4xf32>, f32
// CHECK-NEXT: %5 = vector.transfer_read %arg3[%arg4, %arg4], %arg5 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %6 = vector.transfer_read %arg3[%arg4, %arg4], %arg5 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %7 = vector.transfer_read %arg3[%arg4, %arg4], %arg5, %arg8 {permutation_map = #map3} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %8 = vector.transfer_read %arg9[%arg4, %arg4], %arg5 : tensor<?x?xf32>, vector<4x16xf32>
// CHECK-NEXT: vector.transfer_write %arg6, %arg3[%arg4, %arg4] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %arg6, %arg3[%arg4, %arg4], %arg8 {permutation_map = #map3} : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: %9 = vector.transfer_write %arg2, %arg9[%arg4, %arg4] : vector<4x16xf32>, tensor<?x?xf32>
// CHECK-NEXT: %10 = vector.mask %arg8 { vector.transfer_read %arg3[%arg4, %arg4], %arg5 : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %11 = vector.mask %arg8, %arg6 { vector.transfer_read %arg3[%arg4, %arg4], %arg5 : memref<?x?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %arg8 { vector.transfer_write %arg6, %arg3[%arg4, %arg4] : vector<4xf32>, memref<?x?xf32> } : vector<4xi1>
// CHECK-NEXT: %12 = vector.mask %arg11 { vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32> } : vector<4x16x8xi1> -> vector<4x16xf32>
// CHECK-NEXT: %13 = vector.transfer_read %arg3[%arg4, %arg4], %arg5 {in_bounds = [true]} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %14 = vector.transfer_read %arg3[%arg4, %arg4], %arg5 {permutation_map = #map4} : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ops(%arg0: vector<4xf32>, %arg1: vector<8xf32>, %arg2: vector<2x4xf32>, %arg3: f32, %arg4: index, %arg5: memref<?xf32>, %arg6: memref<4x4xf32>, %arg7: vector<4xi1>, %arg8: vector<4xi32>, %arg9: vector<4xindex>, %arg10: vector<[4]xf32>, %arg11: vector<[8]xf32>, %arg12: tensor<?xf32>, %arg13: i32) {
// CHECK-NEXT: %0 = vector.bitcast %arg0 : vector<4xf32> to vector<4xi32>
// CHECK-NEXT: %1 = vector.broadcast %arg3 : f32 to vector<2x4xf32>
// CHECK-NEXT: vector.compressstore %arg5[%arg4], %arg7, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %2 = vector.constant_mask [2] : vector<4xi1>
// CHECK-NEXT: %3 = vector.create_mask %arg4 : vector<4xi1>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg1 : vector<8xf32> -> vector<4xf32>
// CHECK-NEXT: %4 = vector.expandload %arg5[%arg4], %arg7, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %5 = vector.extract %arg2[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %6 = vector.extract %arg2[%arg4, 2] : f32 from vector<2x4xf32>
// CHECK-NEXT: %7 = vector.extract_strided_slice %arg1 {offsets = [2], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
// CHECK-NEXT: %8 = vector.fma %arg0, %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: %9 = vector.from_elements %arg3, %arg3, %arg3, %arg3 : vector<4xf32>
// CHECK-NEXT: %10 = vector.gather %arg5[%arg4] [%arg9], %arg7, %arg0 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %11 = vector.insert %arg3, %arg2 [1, 3] : f32 into vector<2x4xf32>
// CHECK-NEXT: %12 = vector.insert %arg0, %arg2 [%arg4] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %13 = vector.insert_strided_slice %arg0, %arg1 {offsets = [4], strides = [1]} : vector<4xf32> into vector<8xf32>
// CHECK-NEXT: %14 = vector.interleave %arg0, %arg0 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %15 = vector.load %arg5[%arg4] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %16 = vector.load %arg5[%arg4] {nontemporal = true} : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %17 = vector.maskedload %arg5[%arg4], %arg7, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.maskedstore %arg5[%arg4], %arg7, %arg0 : memref<?xf32>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %18 = vector.multi_reduction <add>, %arg2, %arg0 [0] : vector<2x4xf32> to vector<4xf32>
// CHECK-NEXT: vector.print %arg0 : vector<4xf32>
// CHECK-NEXT: vector.print str "hello\0A"
// CHECK-NEXT: vector.print %arg3 : f32 punctuation <comma>
// CHECK-NEXT: vector.print punctuation <open>
// CHECK-NEXT: %19 = vector.reduction <add>, %arg0 : vector<4xf32> into f32
// CHECK-NEXT: %20 = vector.reduction <maxnumf>, %arg0, %arg3 fastmath<nnan> : vector<4xf32> into f32
// CHECK-NEXT: %21 = vector.reduction <xor>, %arg8 : vector<4xi32> into i32
// CHECK-NEXT: %22 = vector.scalable.extract %arg11[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %23 = vector.scalable.insert %arg10, %arg11[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg2, %arg0 {inclusive = true, reduction_dim = 0 : i64} : vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: vector.scatter %arg5[%arg4] [%arg9], %arg7, %arg0 : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %24 = vector.shape_cast %arg2 : vector<2x4xf32> to vector<8xf32>
// CHECK-NEXT: %25 = vector.shuffle %arg0, %arg0 [0, 5, 2, 7, 1] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %26 = vector.step : vector<4xindex>
// CHECK-NEXT: vector.store %arg0, %arg5[%arg4] : memref<?xf32>, vector<4xf32>
// CHECK-NEXT: %27:4 = vector.to_elements %arg0 : vector<4xf32>
// CHECK-NEXT: %28 = vector.transpose %arg2, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %29 = vector.type_cast %arg6 : memref<4x4xf32> to memref<vector<4x4xf32>>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: %30 = vector.mask %arg7 { vector.reduction <add>, %arg0 : vector<4xf32> into f32 } : vector<4xi1> -> f32
// CHECK-NEXT: %31 = vector.broadcast %arg0 : vector<4xf32> to vector<2x4xf32>
// CHECK-NEXT: %32 = vector.extract %arg0[3] : f32 from vector<4xf32>
// CHECK-NEXT: %33 = vector.scatter %arg12[%arg4] [%arg9], %arg7, %arg0 : tensor<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> -> tensor<?xf32>
// CHECK-NEXT: %34 = vector.shuffle %arg2, %arg2 [0, 3] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %35 = vector.outerproduct %arg0, %arg0 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
