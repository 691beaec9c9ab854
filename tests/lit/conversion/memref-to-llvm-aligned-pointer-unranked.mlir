// RUN: strata-opt %s --finalize-memref-to-llvm | FileCheck %s
// memref.extract_aligned_pointer_as_index of an unranked memref: the aligned
// pointer is loaded through the descriptor's pointer to its ranked
// descriptor (its second field). Expected output is mlir-opt-22's.

// CHECK-LABEL: func.func @aligned_unranked(%arg0: memref<*xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
func.func @aligned_unranked(%m: memref<*xf32>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<*xf32> -> index
  return %0 : index
}

// CHECK-LABEL: func.func @aligned_unranked_space(%arg0: memref<*xi8, 3>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xi8, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr<3> to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
func.func @aligned_unranked_space(%m: memref<*xi8, 3>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %m : memref<*xi8, 3> -> index
  return %0 : index
}
