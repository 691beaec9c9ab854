// llvm.byval/llvm.byref arguments of types that do not lower to a pointer, as mlir-opt-22 converts them.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-func-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @used(%arg0: !llvm.ptr {llvm.byref = i64}, %arg1: i32 {llvm.noundef}, %arg2: i1) -> i64 {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: %2 = arith.addi %1, %1 : index
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : index to i64
// CHECK-NEXT: llvm.return %3 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @both(%arg0: !llvm.ptr {llvm.byref = i32, llvm.byval = i64}) -> i64 {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to i64
// CHECK-NEXT: llvm.return %1 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @decl(!llvm.ptr {llvm.byval = i64}, !llvm.ptr, !llvm.ptr, i64, i64, i64) attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @bare(%arg0: !llvm.ptr {llvm.byval = f32}) attributes {llvm.bareptr} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @after_memref(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr {llvm.byval = i64}) -> i64 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : !llvm.ptr to i64
// CHECK-NEXT: %1 = llvm.load %arg1 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// Arguments passed by value or by reference that do not travel as a
// pointer come as a pointer the body loads first; their users read the
// load. A declaration only changes its signature.
func.func @used(%a: index {llvm.byref = i64}, %b: i32 {llvm.noundef}, %c: i1) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}

// byref is the one loaded when both are given.
func.func @both(%a: index {llvm.byval = i64, llvm.byref = i32}) -> index {
  return %a : index
}

func.func private @decl(%a: index {llvm.byval = i64}, %b: memref<2xi8> {llvm.byref = i8})

// A statically shaped memref under the bare pointer convention already
// travels as a pointer: nothing is loaded.
func.func @bare(%a: memref<4xf32> {llvm.byval = f32}) attributes {llvm.bareptr} {
  return
}

// As upstream's, the i-th original argument's load reads the i-th
// converted argument: after a memref's descriptor fields, that is one of
// the fields, and the index argument itself is bridged by a cast.
func.func @after_memref(%a: memref<4xf32>, %b: index {llvm.byval = i64}) -> index {
  return %b : index
}
