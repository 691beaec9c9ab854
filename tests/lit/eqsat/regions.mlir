// eqsat across regions: a value is placed where it dominates all its
// uses (before an scf.if whose branches both compute it), an outer value is
// reused inside a loop, an expression over a load after a store (at the top
// level or in a loop body) stays after that load and is never merged with
// one over the load before the store, and loop-nest index arithmetic
// simplifies inside the loops (new ops hoisted out of loops when their
// operands allow).
// RUN: strata-opt %s --eqsat | FileCheck %s

func.func @sibling(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %0 = arith.addi %x, %y : i32
    scf.yield %0 : i32
  } else {
    %1 = arith.addi %y, %x : i32
    %2 = arith.muli %1, %1 : i32
    scf.yield %2 : i32
  }
  return %r : i32
}
func.func @outer_reused(%n: index, %x: i32, %y: i32, %m: memref<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.addi %x, %y : i32
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.addi %y, %x : i32
    memref.store %t, %m[%i] : memref<?xi32>
  }
  memref.store %s, %m[%c0] : memref<?xi32>
  return
}
func.func @load_after_store(%m: memref<4xi32>, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c0] : memref<4xi32>
  %0 = arith.addi %a, %x : i32
  memref.store %x, %m[%c0] : memref<4xi32>
  %b = memref.load %m[%c0] : memref<4xi32>
  %1 = arith.addi %x, %b : i32
  return %0, %1 : i32, i32
}
func.func @loop_nest(%m: memref<16xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c4 step %c1 {
      %a = arith.muli %i, %c4 : index
      %b = arith.addi %a, %j : index
      %v = memref.load %m[%b] : memref<16xi32>
      %d = arith.muli %i, %c4 : index
      %e = arith.subi %b, %d : index
      %f = arith.index_cast %e : index to i32
      %g = arith.addi %v, %f : i32
      memref.store %g, %m[%b] : memref<16xi32>
    }
  }
  return
}
func.func @nested_if_in_loop(%n: index, %m: memref<?xindex>, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.if %c {
      %a = arith.muli %i, %c3 : index
      %b = arith.addi %a, %i : index
      memref.store %b, %m[%i] : memref<?xindex>
    } else {
      %a = arith.muli %c3, %i : index
      %b = arith.addi %i, %a : index
      %d = arith.addi %b, %c1 : index
      memref.store %d, %m[%i] : memref<?xindex>
    }
  }
  return
}
func.func @invariant_hoisted(%n: index, %x: index, %y: index, %m: memref<?xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = arith.addi %x, %y : index
  scf.for %i = %c0 to %n step %c1 {
    %t = arith.addi %y, %x : index
    %u = arith.muli %t, %i : index
    %v = arith.muli %i, %s : index
    %w = arith.addi %u, %v : index
    memref.store %w, %m[%i] : memref<?xindex>
  }
  return
}
func.func @load_in_loop(%m: memref<8xi32>, %n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<8xi32>
  %e = arith.addi %a, %x : i32
  scf.for %i = %c0 to %n step %c1 {
    memref.store %x, %m[%c0] : memref<8xi32>
    %b = memref.load %m[%c0] : memref<8xi32>
    %f = arith.addi %x, %b : i32
    memref.store %f, %m[%i] : memref<8xi32>
    %g = arith.addi %x, %a : i32
    %h = arith.muli %g, %g : i32
    memref.store %h, %m[%i] : memref<8xi32>
  }
  return %e : i32
}

// CHECK-LABEL: func.func @sibling(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:  %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  scf.yield %0 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %2 = arith.muli %0, %0 : i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @outer_reused(%arg0: index, %arg1: i32, %arg2: i32, %arg3: memref<?xi32>) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:  scf.for %arg4 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:  memref.store %0, %arg3[%arg4] : memref<?xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  memref.store %0, %arg3[%c0] : memref<?xi32>
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @load_after_store(%arg0: memref<4xi32>, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %0 = memref.load %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:  %1 = arith.addi %0, %arg1 : i32
// CHECK-NEXT:  memref.store %arg1, %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:  %2 = memref.load %arg0[%c0] : memref<4xi32>
// CHECK-NEXT:  %3 = arith.addi %arg1, %2 : i32
// CHECK-NEXT:  return %1, %3 : i32, i32
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @loop_nest(%arg0: memref<16xi32>) {
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  scf.for %arg1 = %c0 to %c4 step %c1 {
// CHECK-NEXT:  %0 = arith.shli %arg1, %c2 : index
// CHECK-NEXT:  scf.for %arg2 = %c0 to %c4 step %c1 {
// CHECK-NEXT:  %1 = arith.addi %0, %arg2 : index
// CHECK-NEXT:  %2 = memref.load %arg0[%1] : memref<16xi32>
// CHECK-NEXT:  %3 = arith.index_cast %arg2 : index to i32
// CHECK-NEXT:  %4 = arith.addi %2, %3 : i32
// CHECK-NEXT:  memref.store %4, %arg0[%1] : memref<16xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @nested_if_in_loop(%arg0: index, %arg1: memref<?xindex>, %arg2: i1) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  scf.for %arg3 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:  %0 = arith.muli %arg3, %c3 : index
// CHECK-NEXT:  %1 = arith.addi %0, %arg3 : index
// CHECK-NEXT:  scf.if %arg2 {
// CHECK-NEXT:  memref.store %1, %arg1[%arg3] : memref<?xindex>
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %2 = arith.addi %1, %c1 : index
// CHECK-NEXT:  memref.store %2, %arg1[%arg3] : memref<?xindex>
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @invariant_hoisted(%arg0: index, %arg1: index, %arg2: index, %arg3: memref<?xindex>) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.addi %arg1, %arg2 : index
// CHECK-NEXT:  scf.for %arg4 = %c0 to %arg0 step %c1 {
// CHECK-NEXT:  %1 = arith.muli %0, %arg4 : index
// CHECK-NEXT:  %2 = arith.addi %1, %1 : index
// CHECK-NEXT:  memref.store %2, %arg3[%arg4] : memref<?xindex>
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
// CHECK-LABEL: func.func @load_in_loop(%arg0: memref<8xi32>, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = memref.load %arg0[%c0] : memref<8xi32>
// CHECK-NEXT:  %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:  scf.for %arg3 = %c0 to %arg1 step %c1 {
// CHECK-NEXT:  memref.store %arg2, %arg0[%c0] : memref<8xi32>
// CHECK-NEXT:  %2 = memref.load %arg0[%c0] : memref<8xi32>
// CHECK-NEXT:  %3 = arith.addi %arg2, %2 : i32
// CHECK-NEXT:  memref.store %3, %arg0[%arg3] : memref<8xi32>
// CHECK-NEXT:  %4 = arith.muli %1, %1 : i32
// CHECK-NEXT:  memref.store %4, %arg0[%arg3] : memref<8xi32>
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
