// scf.for (iter_args, unsigned, non-index bounds), scf.if, scf.while,
// scf.execute_region, scf.index_switch, scf.parallel with scf.reduce (and the
// implicit one), scf.forall, with implicit scf.yield terminators, in the custom
// form and the generic form read back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

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

// CHECK: module {
// CHECK-NEXT: func.func @loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i1, %arg5: memref<?xf32>) -> f32 {
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %7 = memref.load %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: %8 = arith.addf %arg7, %7 : f32
// CHECK-NEXT: scf.yield %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: memref.store %arg3, %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: scf.for unsigned %arg6 = %1 to %1 step %1  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.if %arg4 -> (f32) {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg4 {
// CHECK-NEXT: memref.store %2, %arg5[%arg0] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %3:2 = scf.while (%arg6 = %arg0, %arg7 = %arg3) : (index, f32) -> (index, f32) {
// CHECK-NEXT: %7 = arith.cmpi slt, %arg6, %arg1 : index
// CHECK-NEXT: scf.condition(%7) %arg6, %arg7 : index, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: f32):
// CHECK-NEXT: %7 = arith.addi %arg6, %arg2 : index
// CHECK-NEXT: scf.yield %7, %arg7 : index, f32
// CHECK-NEXT: }
// CHECK-NEXT: %4 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %3#1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %5 = scf.index_switch %arg0 -> f32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %6 = scf.parallel (%arg6, %arg7) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) init (%arg3) -> f32 {
// CHECK-NEXT: %7 = memref.load %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: scf.reduce(%7 : f32) {
// CHECK-NEXT: ^bb0(%arg8: f32, %arg9: f32):
// CHECK-NEXT: %8 = arith.addf %arg8, %arg9 : f32
// CHECK-NEXT: scf.reduce.return %8 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: memref.store %6, %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg6) in (4) {
// CHECK-NEXT: memref.store %5, %arg5[%arg6] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %6 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
