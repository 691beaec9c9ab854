// RUN: strata-opt %s --split-input-file --control-flow-sink | FileCheck %s

// Ops free of memory effects whose users all sit in one branch move to
// the start of that branch; a chain moves together, in order. An op used
// in both branches, or after the `scf.if`, stays.

// CHECK-LABEL: func.func @if_branches
// CHECK-NEXT: %[[BOTH:.*]] = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT: %[[AFTER:.*]] = arith.xori %arg1, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 -> (i32) {
// CHECK-NEXT:   %[[X:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT:   %[[Y:.*]] = arith.muli %[[X]], %[[X]] : i32
// CHECK-NEXT:   "test.use"(%[[Y]], %[[BOTH]], %[[AFTER]])
// CHECK:      } else {
// CHECK-NEXT:   %[[Z:.*]] = arith.ori %arg1, %arg1 : i32
// CHECK-NEXT:   "test.use"(%[[Z]], %[[BOTH]])
func.func @if_branches(%c: i1, %a: i32) -> i32 {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %x, %x : i32
  %both = arith.subi %a, %a : i32
  %z = arith.ori %a, %a : i32
  %after = arith.xori %a, %a : i32
  %r = scf.if %c -> (i32) {
    "test.use"(%y, %both, %after) : (i32, i32, i32) -> ()
    scf.yield %a : i32
  } else {
    "test.use"(%z, %both) : (i32, i32) -> ()
    scf.yield %a : i32
  }
  "test.use"(%after) : (i32) -> ()
  return %r : i32
}

// -----

// Memory effects keep an op in place; loops, `scf.execute_region` and
// `affine.if` are no region that runs at most once (upstream's invocation
// bounds), a switch case is.

// CHECK-LABEL: func.func @bounds
// CHECK-NEXT: %[[L:.*]] = memref.load %arg2[] : memref<i32>
// CHECK-NEXT: %[[F:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: %[[E:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT: %[[A:.*]] = arith.xori %arg1, %arg1 : i32
// CHECK-NEXT: scf.index_switch %arg0
// CHECK-NEXT: case 1 {
// CHECK-NEXT:   %[[S:.*]] = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:   "test.use"(%[[S]], %[[L]])
func.func @bounds(%n: index, %a: i32, %m: memref<i32>) {
  %l = memref.load %m[] : memref<i32>
  %f = arith.addi %a, %a : i32
  %e = arith.muli %a, %a : i32
  %x = arith.xori %a, %a : i32
  %s = arith.subi %a, %a : i32
  scf.index_switch %n
  case 1 {
    "test.use"(%s, %l) : (i32, i32) -> ()
    scf.yield
  }
  default {
  }
  scf.for %i = %n to %n step %n {
    "test.use"(%f) : (i32) -> ()
  }
  scf.execute_region {
    "test.use"(%e) : (i32) -> ()
    scf.yield
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "test.use"(%x) : (i32) -> ()
  }
  return
}

// -----

// Only the operands of a region's top-level ops are looked at: a value
// used inside a loop nested in the branch stays out, a user of it that
// sits in the branch itself moves it in.

// CHECK-LABEL: func.func @nested_users
// CHECK-NEXT: %[[X:.*]] = arith.addi %arg1, %arg1 : i32
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT:   %[[Y:.*]] = arith.muli %arg1, %arg1 : i32
// CHECK-NEXT:   scf.for
// CHECK-NEXT:     "test.use"(%[[X]], %[[Y]])
// CHECK:        "test.use"(%[[Y]])
func.func @nested_users(%c: i1, %a: i32, %n: index) {
  %x = arith.addi %a, %a : i32
  %y = arith.muli %a, %a : i32
  scf.if %c {
    scf.for %i = %n to %n step %n {
      "test.use"(%x, %y) : (i32, i32) -> ()
    }
    "test.use"(%y) : (i32) -> ()
  }
  return
}
