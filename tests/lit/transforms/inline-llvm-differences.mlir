// conformance: rewrite-differs (mlir-opt-22 inlines a callee that allocates, moving its allocas into the caller's entry block with lifetime markers; strata does not inline it yet)
// A callee with an llvm.alloca is not inlined: the call stays.
// RUN: strata-opt %s --inline | FileCheck %s

// CHECK-LABEL: llvm.func @caller
// CHECK-NEXT: %0 = llvm.call @allocates(%arg0) : (f32) -> f32
// CHECK-NEXT: llvm.return %0 : f32

llvm.func @allocates(%a: f32) -> f32 {
  %c = llvm.mlir.constant(4 : i32) : i32
  %p = llvm.alloca %c x f32 : (i32) -> !llvm.ptr
  llvm.store %a, %p : f32, !llvm.ptr
  %0 = llvm.load %p : !llvm.ptr -> f32
  llvm.return %0 : f32
}

llvm.func @caller(%a: f32) -> f32 {
  %0 = llvm.call @allocates(%a) : (f32) -> f32
  llvm.return %0 : f32
}
