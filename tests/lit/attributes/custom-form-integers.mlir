// Integers in custom forms and type parameters are read as upstream's parseInteger
// reads them into each site's C++ type: hex and true/false are accepted, an int64
// case value or mask element true is -1, a uint32_t address space or uint64_t array
// size wraps a negative literal, and a cf.switch case prints at the flag's width.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func.func @cf_switch(%arg0: i32) {
// CHECK-NEXT: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 16: ^bb1,
// CHECK-NEXT: 4294967295: ^bb1,
// CHECK-NEXT: 4294967294: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 4 preds: ^bb0, ^bb0, ^bb0, ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @index_switch(%arg0: index) {
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 3 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: case -1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @shuffle(%arg0: vector<4xf32>) -> vector<3xf32> {
// CHECK-NEXT: %0 = vector.shuffle %arg0, %arg0 [1, -1, 7] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: return %0 : vector<3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @subview(%arg0: memref<?xf32>) -> memref<?xf32, strided<[1], offset: 2>> {
// CHECK-NEXT: %subview = memref.subview %arg0[2] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT: return %cast : memref<?xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @transpose(%arg0: vector<2x3xf32>) -> vector<3x2xf32> {
// CHECK-NEXT: %0 = vector.transpose %arg0, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
// CHECK-NEXT: return %0 : vector<3x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @gep(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT: %0 = llvm.getelementptr %arg0[1, -1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT: llvm.switch %arg1 : i32, ^bb1 [
// CHECK-NEXT: 16: ^bb1,
// CHECK-NEXT: -1: ^bb1
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // 3 preds: ^bb0, ^bb0, ^bb0
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @vscale() vscale_range(1, 16) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @types(!llvm.ptr<4294967295>, !llvm.ptr<16>, !llvm.ptr<4294967295>)
// CHECK-NEXT: llvm.mlir.global external @hex() {addr_space = 0 : i32} : !llvm.array<3 x i32>
// CHECK-NEXT: llvm.mlir.global external @wrapped() {addr_space = 0 : i32} : !llvm.array<18446744073709551615 x i32>
func.func @cf_switch(%a: i32) {
  cf.switch %a : i32, [
    default: ^bb1,
    0x10: ^bb1,
    true: ^bb1,
    -2: ^bb1
  ]
^bb1:
  return
}
func.func @index_switch(%a: index) {
  scf.index_switch %a
  case 0x3 {
    scf.yield
  }
  case true {
    scf.yield
  }
  default {
  }
  return
}
func.func @shuffle(%a: vector<4xf32>) -> vector<3xf32> {
  %0 = vector.shuffle %a, %a [0x1, true, 0x7] : vector<4xf32>, vector<4xf32>
  return %0 : vector<3xf32>
}
func.func @subview(%a: memref<?xf32>) -> memref<?xf32, strided<[1], offset: 2>> {
  %0 = memref.subview %a[0x2] [0x4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: 2>>
  %1 = memref.cast %0 : memref<4xf32, strided<[1], offset: 2>> to memref<?xf32, strided<[1], offset: 2>>
  return %1 : memref<?xf32, strided<[1], offset: 2>>
}
func.func @transpose(%v: vector<2x3xf32>) -> vector<3x2xf32> {
  %0 = vector.transpose %v, [0x1, 0] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
llvm.func @gep(%p: !llvm.ptr, %a: i32) {
  %0 = llvm.getelementptr %p[0x1, true] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.switch %a : i32, ^bb1 [
    0x10: ^bb1,
    true: ^bb1
  ]
^bb1:
  llvm.return
}
llvm.func @vscale() vscale_range(0x1, 0x10) {
  llvm.return
}
llvm.func @types(!llvm.ptr<-1>, !llvm.ptr<0x10>, !llvm.ptr<true>)
llvm.mlir.global external @hex() : !llvm.array<0x3 x i32>
llvm.mlir.global external @wrapped() : !llvm.array<-1 x i32>
