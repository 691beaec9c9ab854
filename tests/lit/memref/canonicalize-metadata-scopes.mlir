// memref.extract_strided_metadata's fold (results its source type knows become constants created
// before it and hoisted by the driver; a source cast of a ranked memref is looked through) and the
// memref.alloca_scope patterns (AllocaScopeInliner, AllocaScopeHoister).
// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @metadata_constants(%arg0: memref<8x2xf32>) -> (index, index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %c2 = arith.constant 2 : index
// CHECK-NEXT:    %c0 = arith.constant 0 : index
// CHECK-NEXT:    "test.foo"() : () -> ()
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0
// CHECK-NEXT:    "test.use"(%c0, %base_buffer) : (index, memref<f32>) -> ()
// CHECK-NEXT:    return %c2, %c1 : index, index
func.func @metadata_constants(%arg0: memref<8x2xf32>) -> (index, index) {
  "test.foo"() : () -> ()
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32> -> memref<f32>, index, index, index, index, index
  "test.use"(%offset, %base) : (index, memref<f32>) -> ()
  return %sizes#1, %strides#1 : index, index
}

// -----

// Dynamic entries stay results.
// CHECK-LABEL: func.func @metadata_dynamic(%arg0: memref<?x2xf32, strided<[?, 1], offset: ?>>) -> (index, index, index) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0
// CHECK-NEXT:    return %sizes#0, %c1, %offset : index, index, index
func.func @metadata_dynamic(%arg0: memref<?x2xf32, strided<[?, 1], offset: ?>>) -> (index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x2xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  return %sizes#0, %strides#1, %offset : index, index, index
}

// -----

// CHECK-LABEL: func.func @metadata_of_cast(%arg0: memref<8x2xf32>) -> (memref<f32>, index) {
// CHECK-NEXT:    %c8 = arith.constant 8 : index
// CHECK-NEXT:    %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<8x2xf32>
// CHECK-NEXT:    return %base_buffer, %c8 : memref<f32>, index
func.func @metadata_of_cast(%arg0: memref<8x2xf32>) -> (memref<f32>, index) {
  %0 = memref.cast %arg0 : memref<8x2xf32> to memref<?x?xf32>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  return %base, %sizes#0 : memref<f32>, index
}

// -----

// A scope without stack allocations is inlined anywhere.
// CHECK-LABEL: func.func @inline_no_alloca(%arg0: index) -> index {
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT:      "test.use"(%0) : (index) -> ()
// CHECK-NEXT:      "test.op"() : () -> ()
func.func @inline_no_alloca(%n: index) -> index {
  "test.region"() ({
    %r = memref.alloca_scope -> (index) {
      %0 = arith.addi %n, %n : index
      memref.alloca_scope.return %0 : index
    }
    "test.use"(%r) : (index) -> ()
    "test.op"() : () -> ()
  }) : () -> ()
  return %n : index
}

// -----

// A scope with an allocation is inlined only as the last op of an allocation scope.
// CHECK-LABEL: func.func @inline_last(%arg0: index) {
// CHECK-NEXT:    "test.op"() : () -> ()
// CHECK-NEXT:    memref.alloca_scope {
// CHECK-NEXT:      %alloca_0 = memref.alloca(%arg0) : memref<?xi64>
// CHECK-NEXT:      "test.use"(%alloca_0) : (memref<?xi64>) -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    %alloca = memref.alloca(%arg0) : memref<?xi64>
// CHECK-NEXT:    "test.use"(%alloca) : (memref<?xi64>) -> ()
// CHECK-NEXT:    return
func.func @inline_last(%n: index) {
  "test.op"() : () -> ()
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xi64>
    "test.use"(%a) : (memref<?xi64>) -> ()
  }
  memref.alloca_scope {
    %a = memref.alloca(%n) : memref<?xi64>
    "test.use"(%a) : (memref<?xi64>) -> ()
  }
  return
}

// -----

// Allocations whose operands are available move out of the chain of last ops; the one on a
// value of the chain stays.
// CHECK-LABEL: func.func @hoist(%arg0: index) {
// CHECK-NEXT:    %alloca = memref.alloca(%arg0) : memref<?xi64>
// CHECK-NEXT:    %alloca_0 = memref.alloca() : memref<4xi64>
// CHECK-NEXT:    "test.region"() ({
// CHECK-NEXT:      %0 = "test.count"() : () -> index
// CHECK-NEXT:      memref.alloca_scope {
// CHECK-NEXT:        %alloca_1 = memref.alloca(%0) : memref<?xi64>
// CHECK-NEXT:        "test.use"(%alloca, %alloca_1, %alloca_0)
func.func @hoist(%n: index) {
  "test.region"() ({
    %c = "test.count"() : () -> index
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xi64>
      %b = memref.alloca(%c) : memref<?xi64>
      %d = memref.alloca() : memref<4xi64>
      "test.use"(%a, %b, %d) : (memref<?xi64>, memref<?xi64>, memref<4xi64>) -> ()
    }
    "test.terminator"() : () -> ()
  }) : () -> ()
  return
}
