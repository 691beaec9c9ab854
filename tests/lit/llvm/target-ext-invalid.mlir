// Target extension types: what may not be a global, have a zero value, live
// in memory or be a constant, and malformed parameter lists, with
// mlir-opt-22's diagnostics.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{global with target extension type can only be initialized with zero-initializer}}
llvm.mlir.global @target_fail(0 : i64) : !llvm.target<"spirv.Image", i32, 0>

// -----

// expected-error @+1 {{this target extension type cannot be used in a global}}
llvm.mlir.global @target_nonglobal() : !llvm.target<"foo">

// -----

llvm.func @zero() {
  // expected-error @+1 {{target extension type does not support zero-initializer}}
  %0 = llvm.mlir.zero : !llvm.target<"foo">
  llvm.return
}

// -----

llvm.func @alloca(%n: i64) {
  // expected-error @+1 {{this target extension type cannot be used in alloca}}
  %0 = llvm.alloca %n x !llvm.target<"foo"> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @constant() {
  // expected-error @+1 {{does not support target extension type.}}
  %0 = llvm.mlir.constant(0 : i32) : !llvm.target<"spirv.Image">
  llvm.return
}

// -----

// expected-error @+1 {{failed to parse parameter list for target extension type}}
llvm.func private @order(!llvm.target<"t", 5, i32>)

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
llvm.func private @noname(!llvm.target<5>)
