// Inlining a callee with byval arguments, as mlir-opt-22: the pointee is copied
// into a new alloca of the caller's entry block (default data layout size and
// alignment), unless the callee only reads argument memory and the operand is
// aligned enough (an alloca realigned, a global's or an argument's alignment).
// RUN: strata-opt %s --allow-unregistered-dialect --inline=default-pipeline= | FileCheck %s

// CHECK: llvm.mlir.global external @gl(0 : i64) {addr_space = 0 : i32, alignment = 16 : i64} : i64
// CHECK-LABEL: llvm.func @byval_callee(%arg0: !llvm.ptr {llvm.byval = i32}) -> i32 {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @read_only(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = read, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.return %0 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @read_only_small(%arg0: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64)>}) -> i8 attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = read, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>} {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i8
// CHECK-NEXT: llvm.return %0 : i8
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr {llvm.align = 32 : i64}) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %1 = llvm.alloca %0 x i64 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %3 = llvm.alloca %2 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.mlir.constant(4 : i64) : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%3, %arg0, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %5 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %7 = llvm.alloca %6 x i64 {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> i64
// CHECK-NEXT: %9 = llvm.mlir.addressof @gl : !llvm.ptr
// CHECK-NEXT: %10 = llvm.load %9 : !llvm.ptr -> i64
// CHECK-NEXT: %11 = llvm.mlir.constant(8 : i64) : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%1, %arg0, %11) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %12 = llvm.load %1 : !llvm.ptr -> i64
// CHECK-NEXT: %13 = llvm.load %arg1 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = llvm.load %arg0 : !llvm.ptr -> i8
// CHECK-NEXT: llvm.return %5 : i32
// CHECK-NEXT: }
llvm.mlir.global external @gl(0 : i64) {alignment = 16 : i64} : i64
llvm.func @byval_callee(%p: !llvm.ptr {llvm.byval = i32}) -> i32 {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.return %0 : i32
}
llvm.func @read_only(%p: !llvm.ptr {llvm.byval = i64, llvm.align = 16 : i64}) -> i64 attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = read, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>} {
  %0 = llvm.load %p : !llvm.ptr -> i64
  llvm.return %0 : i64
}
llvm.func @read_only_small(%p: !llvm.ptr {llvm.byval = !llvm.struct<(i8, i64)>}) -> i8 attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = read, inaccessibleMem = readwrite, errnoMem = readwrite, targetMem0 = readwrite, targetMem1 = readwrite>} {
  %0 = llvm.load %p : !llvm.ptr -> i8
  llvm.return %0 : i8
}
llvm.func @caller(%p: !llvm.ptr, %q: !llvm.ptr {llvm.align = 32 : i64}) -> i32 {
  %0 = llvm.call @byval_callee(%p) : (!llvm.ptr) -> i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %c1 x i64 {alignment = 4 : i64} : (i32) -> !llvm.ptr
  %1 = llvm.call @read_only(%a) : (!llvm.ptr) -> i64
  %g = llvm.mlir.addressof @gl : !llvm.ptr
  %2 = llvm.call @read_only(%g) : (!llvm.ptr) -> i64
  %3 = llvm.call @read_only(%p) : (!llvm.ptr) -> i64
  %4 = llvm.call @read_only(%q) : (!llvm.ptr) -> i64
  %5 = llvm.call @read_only_small(%p) : (!llvm.ptr) -> i8
  llvm.return %0 : i32
}
