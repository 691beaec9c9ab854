// conformance: rewrite-differs (mlir-opt-22's inliner erases every llvm.intr.ssa.copy of a value the inlined call passes, its own argument markers and the caller's copies alike; strata erases only the markers its argument hook made, found after the call, so inlining stays linear when one value feeds many calls)
// The caller's own llvm.intr.ssa.copy of an argument value survives inlining.
// RUN: strata-opt %s --inline | FileCheck %s

// CHECK-LABEL: llvm.func @caller
// CHECK-NEXT: %0 = llvm.intr.ssa.copy %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.call @use(%0) : (!llvm.ptr) -> ()
// CHECK-NEXT: %1 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %1 : i32

llvm.func @use(!llvm.ptr)

llvm.func @callee(%p: !llvm.ptr) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}

llvm.func @caller(%p: !llvm.ptr) -> i32 {
  %c = llvm.intr.ssa.copy %p : !llvm.ptr
  llvm.call @use(%c) : (!llvm.ptr) -> ()
  %0 = llvm.call @callee(%p) : (!llvm.ptr) -> i32
  llvm.return %0 : i32
}
