// The ops of ops.mlir printed in the generic form (properties, segment sizes,
// defaults materialized); expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func @loops(%lb: index, %ub: index, %st: index, %init: f32, %c: i1, %m: memref<?xf32>) -> f32 {
  %sum = scf.for %i = %lb to %ub step %st iter_args(%acc = %init) -> (f32) {
    %v = memref.load %m[%i] : memref<?xf32>
    %n = arith.addf %acc, %v : f32
    scf.yield %n : f32
  }
  scf.for %i = %lb to %ub step %st {
    memref.store %init, %m[%i] : memref<?xf32>
  }
  %l = arith.index_cast %lb : index to i32
  scf.for unsigned %j = %l to %l step %l : i32 {
  }
  %r = scf.if %c -> (f32) {
    scf.yield %sum : f32
  } else {
    scf.yield %init : f32
  }
  scf.if %c {
    memref.store %r, %m[%lb] : memref<?xf32>
  }
  %w:2 = scf.while (%a = %lb, %b = %init) : (index, f32) -> (index, f32) {
    %p = arith.cmpi slt, %a, %ub : index
    scf.condition(%p) %a, %b : index, f32
  } do {
  ^bb0(%a: index, %b: f32):
    %a2 = arith.addi %a, %st : index
    scf.yield %a2, %b : index, f32
  }
  %e = scf.execute_region -> f32 {
    scf.yield %w#1 : f32
  }
  %s = scf.index_switch %lb -> f32
  case 2 {
    scf.yield %e : f32
  }
  case 5 {
    scf.yield %init : f32
  }
  default {
    scf.yield %r : f32
  }
  %red = scf.parallel (%i, %j) = (%lb, %lb) to (%ub, %ub) step (%st, %st) init (%init) -> f32 {
    %v = memref.load %m[%i] : memref<?xf32>
    scf.reduce(%v : f32) {
    ^bb0(%x: f32, %y: f32):
      %z = arith.addf %x, %y : f32
      scf.reduce.return %z : f32
    }
  }
  scf.parallel (%i) = (%lb) to (%ub) step (%st) {
    memref.store %red, %m[%i] : memref<?xf32>
  }
  scf.forall (%i) in (4) {
    memref.store %s, %m[%i] : memref<?xf32>
  }
  return %red : f32
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, index, index, f32, i1, memref<?xf32>) -> f32, sym_name = "loops"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: memref<?xf32>):
// CHECK-NEXT: %0 = "scf.for"(%arg0, %arg1, %arg2, %arg3) ({
// CHECK-NEXT: ^bb0(%arg18: index, %arg19: f32):
// CHECK-NEXT: %11 = "memref.load"(%arg5, %arg18) : (memref<?xf32>, index) -> f32
// CHECK-NEXT: %12 = "arith.addf"(%arg19, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "scf.yield"(%12) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// CHECK-NEXT: ^bb0(%arg17: index):
// CHECK-NEXT: "memref.store"(%arg3, %arg5, %arg17) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: %1 = "arith.index_cast"(%arg0) : (index) -> i32
// CHECK-NEXT: "scf.for"(%1, %1, %1) <{unsignedCmp}> ({
// CHECK-NEXT: ^bb0(%arg16: i32):
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (i32, i32, i32) -> ()
// CHECK-NEXT: %2 = "scf.if"(%arg4) ({
// CHECK-NEXT: "scf.yield"(%0) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (i1) -> f32
// CHECK-NEXT: "scf.if"(%arg4) ({
// CHECK-NEXT: "memref.store"(%2, %arg5, %arg0) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: %3:2 = "scf.while"(%arg0, %arg3) ({
// CHECK-NEXT: ^bb0(%arg14: index, %arg15: f32):
// CHECK-NEXT: %10 = "arith.cmpi"(%arg14, %arg1) <{predicate = 2 : i64}> : (index, index) -> i1
// CHECK-NEXT: "scf.condition"(%10, %arg14, %arg15) : (i1, index, f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg12: index, %arg13: f32):
// CHECK-NEXT: %9 = "arith.addi"(%arg12, %arg2) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: "scf.yield"(%9, %arg13) : (index, f32) -> ()
// CHECK-NEXT: }) : (index, f32) -> (index, f32)
// CHECK-NEXT: %4 = "scf.execute_region"() ({
// CHECK-NEXT: "scf.yield"(%3#1) : (f32) -> ()
// CHECK-NEXT: }) : () -> f32
// CHECK-NEXT: %5 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
// CHECK-NEXT: "scf.yield"(%2) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%4) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg3) : (f32) -> ()
// CHECK-NEXT: }) : (index) -> f32
// CHECK-NEXT: %6 = "scf.parallel"(%arg0, %arg0, %arg1, %arg1, %arg2, %arg2, %arg3) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
// CHECK-NEXT: ^bb0(%arg8: index, %arg9: index):
// CHECK-NEXT: %7 = "memref.load"(%arg5, %arg8) : (memref<?xf32>, index) -> f32
// CHECK-NEXT: "scf.reduce"(%7) ({
// CHECK-NEXT: ^bb0(%arg10: f32, %arg11: f32):
// CHECK-NEXT: %8 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "scf.reduce.return"(%8) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, index, index, index, f32) -> f32
// CHECK-NEXT: "scf.parallel"(%arg0, %arg1, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg7: index):
// CHECK-NEXT: "memref.store"(%6, %arg5, %arg7) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT: "scf.reduce"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// CHECK-NEXT: ^bb0(%arg6: index):
// CHECK-NEXT: "memref.store"(%5, %arg5, %arg6) : (f32, memref<?xf32>, index) -> ()
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.return"(%6) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
