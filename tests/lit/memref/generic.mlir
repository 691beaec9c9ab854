// The ops of ops.mlir printed in the generic form (properties, segment sizes,
// defaults materialized); expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

memref.global "private" constant @cst : memref<2xi32> = dense<[1, 2]>
memref.global @ext : memref<4xf32>
memref.global "private" @uninit : memref<3xf32> = uninitialized
func.func @buffers(%n: index, %i: index, %f: f32, %u: memref<*xf32>, %s: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> f32 {
  %a = memref.alloc(%n) : memref<4x?xf32>
  %b = memref.alloca() {alignment = 64 : i64} : memref<16xf32>
  %v = memref.load %a[%i, %i] : memref<4x?xf32>
  %v2 = memref.load %b[%i] {nontemporal = true} : memref<16xf32>
  memref.store %v, %a[%i, %i] : memref<4x?xf32>
  memref.store %v2, %b[%i] {nontemporal = false} : memref<16xf32>
  %c = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %d = memref.dim %c, %i : memref<?x?xf32>
  %r = memref.rank %u : memref<*xf32>
  %g = memref.get_global @cst : memref<2xi32>
  %sv = memref.subview %a[0, %i] [2, 2] [1, 1] : memref<4x?xf32> to memref<2x2xf32, strided<[?, 1], offset: ?>>
  %rc = memref.reinterpret_cast %b to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<16xf32> to memref<4x4xf32>
  %cs = memref.collapse_shape %rc [[0, 1]] : memref<4x4xf32> into memref<16xf32>
  %es = memref.expand_shape %cs [[0, 1]] output_shape [2, 8] : memref<16xf32> into memref<2x8xf32>
  %bb, %off, %sz:2, %str:2 = memref.extract_strided_metadata %s : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %p = memref.extract_aligned_pointer_as_index %b : memref<16xf32> -> index
  memref.prefetch %b[%i], read, locality<3>, data : memref<16xf32>
  memref.copy %es, %es : memref<2x8xf32> to memref<2x8xf32>
  %bytes = memref.alloc() : memref<64xi8>
  %view = memref.view %bytes[%i][] : memref<64xi8> to memref<4x4xf32>
  %aa = memref.assume_alignment %b, 16 : memref<16xf32>
  %rmw = memref.atomic_rmw addf %f, %b[%i] : (f32, memref<16xf32>) -> f32
  %sc = memref.alloca_scope -> (f32) {
    %tmp = memref.alloca() : memref<f32>
    memref.alloca_scope.return %f : f32
  }
  %ms = memref.memory_space_cast %b : memref<16xf32> to memref<16xf32, 1>
  %re = memref.realloc %cs : memref<16xf32> to memref<32xf32>
  %do:2 = memref.distinct_objects %a, %b : memref<4x?xf32>, memref<16xf32>
  memref.dealloc %a : memref<4x?xf32>
  return %v : f32
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "memref.global"() <{constant, initial_value = dense<[1, 2]> : tensor<2xi32>, sym_name = "cst", sym_visibility = "private", type = memref<2xi32>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{sym_name = "ext", type = memref<4xf32>}> : () -> ()
// CHECK-NEXT: "memref.global"() <{initial_value, sym_name = "uninit", sym_visibility = "private", type = memref<3xf32>}> : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (index, index, f32, memref<*xf32>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> f32, sym_name = "buffers"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<*xf32>, %arg4: memref<?x?xf32, strided<[?, 1], offset: ?>>):
// CHECK-NEXT: %0 = "memref.alloc"(%arg0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf32>
// CHECK-NEXT: %1 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<16xf32>
// CHECK-NEXT: %2 = "memref.load"(%0, %arg1, %arg1) : (memref<4x?xf32>, index, index) -> f32
// CHECK-NEXT: %3 = "memref.load"(%1, %arg1) <{nontemporal = true}> : (memref<16xf32>, index) -> f32
// CHECK-NEXT: "memref.store"(%2, %0, %arg1, %arg1) : (f32, memref<4x?xf32>, index, index) -> ()
// CHECK-NEXT: "memref.store"(%3, %1, %arg1) <{nontemporal = false}> : (f32, memref<16xf32>, index) -> ()
// CHECK-NEXT: %4 = "memref.cast"(%0) : (memref<4x?xf32>) -> memref<?x?xf32>
// CHECK-NEXT: %5 = "memref.dim"(%4, %arg1) : (memref<?x?xf32>, index) -> index
// CHECK-NEXT: %6 = "memref.rank"(%arg3) : (memref<*xf32>) -> index
// CHECK-NEXT: %7 = "memref.get_global"() <{name = @cst}> : () -> memref<2xi32>
// CHECK-NEXT: %8 = "memref.subview"(%0, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x?xf32>, index) -> memref<2x2xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: %9 = "memref.reinterpret_cast"(%1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 4, 4>, static_strides = array<i64: 4, 1>}> : (memref<16xf32>) -> memref<4x4xf32>
// CHECK-NEXT: %10 = "memref.collapse_shape"(%9) <{reassociation = {{\[\[}}0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
// CHECK-NEXT: %11 = "memref.expand_shape"(%10) <{reassociation = {{\[\[}}0, 1]], static_output_shape = array<i64: 2, 8>}> : (memref<16xf32>) -> memref<2x8xf32>
// CHECK-NEXT: %12:6 = "memref.extract_strided_metadata"(%arg4) : (memref<?x?xf32, strided<[?, 1], offset: ?>>) -> (memref<f32>, index, index, index, index, index)
// CHECK-NEXT: %13 = "memref.extract_aligned_pointer_as_index"(%1) : (memref<16xf32>) -> index
// CHECK-NEXT: "memref.prefetch"(%1, %arg1) <{isDataCache = true, isWrite = false, localityHint = 3 : i32}> : (memref<16xf32>, index) -> ()
// CHECK-NEXT: "memref.copy"(%11, %11) : (memref<2x8xf32>, memref<2x8xf32>) -> ()
// CHECK-NEXT: %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<64xi8>
// CHECK-NEXT: %15 = "memref.view"(%14, %arg1) : (memref<64xi8>, index) -> memref<4x4xf32>
// CHECK-NEXT: %16 = "memref.assume_alignment"(%1) <{alignment = 16 : i32}> : (memref<16xf32>) -> memref<16xf32>
// CHECK-NEXT: %17 = "memref.atomic_rmw"(%arg2, %1, %arg1) <{kind = 0 : i64}> : (f32, memref<16xf32>, index) -> f32
// CHECK-NEXT: %18 = "memref.alloca_scope"() ({
// CHECK-NEXT: %22 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<f32>
// CHECK-NEXT: "memref.alloca_scope.return"(%arg2) : (f32) -> ()
// CHECK-NEXT: }) : () -> f32
// CHECK-NEXT: %19 = "memref.memory_space_cast"(%1) : (memref<16xf32>) -> memref<16xf32, 1>
// CHECK-NEXT: %20 = "memref.realloc"(%10) : (memref<16xf32>) -> memref<32xf32>
// CHECK-NEXT: %21:2 = "memref.distinct_objects"(%0, %1) : (memref<4x?xf32>, memref<16xf32>) -> (memref<4x?xf32>, memref<16xf32>)
// CHECK-NEXT: "memref.dealloc"(%0) : (memref<4x?xf32>) -> ()
// CHECK-NEXT: "func.return"(%2) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
