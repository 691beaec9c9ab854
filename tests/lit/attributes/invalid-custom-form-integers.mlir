// Integers that do not fit the C++ type their site reads them into, with
// upstream's errors: the integer's own, then the parameter's or the list's.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
llvm.func @f(%p: !llvm.ptr<4294967296>)

// -----

// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
llvm.func @f(%p: !llvm.array<99999999999999999999 x i32>)

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMArrayType parameter 'numElements' which is to be a `uint64_t`}}
llvm.func @f(%p: !llvm.array<x x i32>)

// -----

func.func @f(%a: memref<?xf32>) {
// expected-error@+2 {{custom op 'memref.subview' expected integer value}}
// expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %a[x] [1] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @f(%a: memref<?xf32>) {
// expected-error@+2 {{custom op 'memref.subview' integer value too large}}
// expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %a[99999999999999999999] [1] [1] : memref<?xf32> to memref<?xf32, strided<[1], offset: 2>>
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{custom op 'llvm.getelementptr' integer value too large}}
  %1 = llvm.getelementptr %p[4294967295] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
  llvm.return
}

// -----

func.func @f(%a: vector<4xf32>) -> vector<2xf32> {
// expected-error@+1 {{custom op 'vector.shuffle' integer value too large}}
  %0 = vector.shuffle %a, %a [0, 99999999999999999999] : vector<4xf32>, vector<4xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @f(%v: vector<2x3xf32>) -> vector<3x2xf32> {
// expected-error@+1 {{custom op 'vector.transpose' integer value too large}}
  %0 = vector.transpose %v, [0x1, 99999999999999999999] : vector<2x3xf32> to vector<3x2xf32>
  return %0 : vector<3x2xf32>
}
