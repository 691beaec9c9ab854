// conformance: rewrite-differs (mlir-opt-22 inlines a callee with a byval argument, copying the pointee into a new alloca of the caller; strata does not inline it yet)
// A callee with a byval argument is not inlined: the call stays.
// RUN: strata-opt %s --inline | FileCheck %s

// CHECK-LABEL: llvm.func @caller
// CHECK-NEXT: %0 = llvm.call @byval_callee(%arg0) : (!llvm.ptr) -> i32
// CHECK-NEXT: llvm.return %0 : i32

llvm.func @byval_callee(%p: !llvm.ptr {llvm.byval = i32}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}

llvm.func @caller(%p: !llvm.ptr) -> i32 {
  %0 = llvm.call @byval_callee(%p) : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
