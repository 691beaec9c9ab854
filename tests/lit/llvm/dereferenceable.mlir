// dereferenceable round-trips as mlir-opt-22 prints it.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: llvm.func @deref(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.load %arg0 dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %1 = llvm.load volatile %arg0 invariant dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.inttoptr %arg1 dereferenceable<bytes = 0> : i64 to !llvm.ptr
// CHECK-NEXT: %3 = llvm.inttoptr %arg1 dereferenceable<bytes = 18446744073709551615, mayBeNull = true> : i64 to !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// The dereferenceable promise of a pointer load and of inttoptr, with and
// without mayBeNull (false is the default and is not printed), in the
// custom form and in the attribute dictionary.
llvm.func @deref(%p: !llvm.ptr, %i: i64) -> !llvm.ptr {
  %0 = llvm.load %p dereferenceable<bytes = 8> : !llvm.ptr -> !llvm.ptr
  %1 = llvm.load volatile %p invariant dereferenceable<bytes = 16, mayBeNull = true> {alignment = 8 : i64} : !llvm.ptr -> !llvm.ptr
  %2 = llvm.inttoptr %i {dereferenceable = #llvm.dereferenceable<bytes = 0, mayBeNull = false>} : i64 to !llvm.ptr
  %3 = llvm.inttoptr %i dereferenceable<mayBeNull = true, bytes = -1> : i64 to !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
