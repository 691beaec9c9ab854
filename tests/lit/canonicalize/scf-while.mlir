// Canonicalization of scf.while, checked against upstream: the CHECK lines
// are what `mlir-opt-22 --canonicalize` prints for this file.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// The generic region-branch patterns: unused results and after arguments.
// CHECK-LABEL: func.func @while_unused_result(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:  %2 = "test.v"() : () -> i64
// CHECK-NEXT:  scf.condition(%1) %arg1 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_unused_result(%init: i32) -> i32 {
  %r:2 = scf.while (%a = %init) : (i32) -> (i32, i64) {
    %c = "test.cond"(%a) : (i32) -> i1
    %v = "test.v"() : () -> i64
    scf.condition(%c) %a, %v : i32, i64
  } do {
  ^bb0(%x: i32, %y: i64):
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// WhileConditionTruth: the forwarded condition is true in the after region.
// CHECK-LABEL: func.func @while_cond_truth(%arg0: i1) -> i1 {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i1) -> i1 {
// CHECK-NEXT:  %1 = "test.cond"(%arg1) : (i1) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg1 : i1
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i1):
// CHECK-NEXT:  %1 = "test.next"(%true, %arg1) : (i1, i1) -> i1
// CHECK-NEXT:  scf.yield %1 : i1
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i1
// CHECK-NEXT:  }
func.func @while_cond_truth(%init: i1) -> i1 {
  %r:2 = scf.while (%a = %init) : (i1) -> (i1, i1) {
    %c = "test.cond"(%a) : (i1) -> i1
    scf.condition(%c) %c, %a : i1, i1
  } do {
  ^bb0(%x: i1, %y: i1):
    %n = "test.next"(%x, %y) : (i1, i1) -> i1
    scf.yield %n : i1
  }
  return %r#1 : i1
}

// A before argument that gets its init value back is that value.
// CHECK-LABEL: func.func @while_invariant_arg(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_invariant_arg(%init: i32, %k: i32) -> i32 {
  %r = scf.while (%a = %init, %b = %k) : (i32, i32) -> i32 {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n, %k : i32, i32
  }
  return %r : i32
}

// A value from outside forwarded by scf.condition is used directly.
// CHECK-LABEL: func.func @while_invariant_value(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg2, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %arg1 : i32, i32
// CHECK-NEXT:  }
func.func @while_invariant_value(%init: i32, %k: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %init) : (i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %k : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = "test.next"(%x, %y) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// RemoveDuplicateSuccessorInputUses on the results and after arguments.
// CHECK-LABEL: func.func @while_dup_results(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg1 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg1, %arg1) : (i32, i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @while_dup_results(%init: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %init) : (i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %a : i32, i32
  } do {
  ^bb0(%x: i32, %y: i32):
    %n = "test.next"(%x, %y) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// An unused before argument goes with its init and yielded values.
// CHECK-LABEL: func.func @while_unused_arg(%arg0: i32, %arg1: i64) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg2) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:  %2 = "test.other"() : () -> i64
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_unused_arg(%init: i32, %other: i64) -> i32 {
  %r = scf.while (%a = %init, %b = %other) : (i32, i64) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = "test.next"(%x) : (i32) -> i32
    %m = "test.other"() : () -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r : i32
}

// WhileCmpCond: the after region knows the loop condition.
// CHECK-LABEL: func.func @while_cmp(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = arith.cmpi slt, %arg2, %arg1 : i32
// CHECK-NEXT:  scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:  %1 = arith.cmpi eq, %arg2, %arg1 : i32
// CHECK-NEXT:  %2 = "test.next"(%arg2, %true, %false, %1) : (i32, i1, i1, i1) -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_cmp(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %lim : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %c2 = arith.cmpi slt, %x, %lim : i32
    %c3 = arith.cmpi sge, %x, %lim : i32
    %c4 = arith.cmpi eq, %x, %lim : i32
    %n = "test.next"(%x, %c2, %c3, %c4) : (i32, i1, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// WhileOpAlignBeforeArgs: results reordered to the before arguments' order.
// CHECK-LABEL: func.func @while_align(%arg0: i32, %arg1: i64) -> (i64, i32) {
// CHECK-NEXT:  %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:  %1 = "test.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT:  %1:2 = "test.next"(%arg3, %arg2) : (i64, i32) -> (i32, i64)
// CHECK-NEXT:  scf.yield %1#0, %1#1 : i32, i64
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#1, %0#0 : i64, i32
// CHECK-NEXT:  }
func.func @while_align(%i0: i32, %i1: i64) -> (i64, i32) {
  %r:2 = scf.while (%a = %i0, %b = %i1) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%a, %b) : (i32, i64) -> i1
    scf.condition(%c) %b, %a : i64, i32
  } do {
  ^bb0(%x: i64, %y: i32):
    %n:2 = "test.next"(%x, %y) : (i64, i32) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i64, i32
}

// WhileMoveIfDown.
// CHECK-LABEL: func.func @while_move_if_down(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0:2 = scf.while (%arg1 = %arg0) : (i32) -> (i32, i32) {
// CHECK-NEXT:  %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:  %2 = "test.v"(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.condition(%1) %arg1, %2 : i32, i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:  %1 = "test.then"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:  %2 = "test.next"(%1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0 : i32
// CHECK-NEXT:  }
func.func @while_move_if_down(%init: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %v = "test.v"(%a) : (i32) -> i32
    %s = scf.if %c -> i32 {
      %t = "test.then"(%a, %v) : (i32, i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%x: i32):
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_move_if_down_no_results(%arg0: i32) {
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg1 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:  "test.then"(%arg1) : (i32) -> ()
// CHECK-NEXT:  %1 = "test.next"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @while_move_if_down_no_results(%init: i32) {
  scf.while (%a = %init) : (i32) -> () {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.if %c {
      "test.then"(%a) : (i32) -> ()
    }
    scf.condition(%c)
  } do {
    %n = "test.next"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @while_move_if_down_two(%arg0: i32, %arg1: i64) -> (i32, i64) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0:2 = scf.while (%arg2 = %arg0, %arg3 = %arg1) : (i32, i64) -> (i32, i64) {
// CHECK-NEXT:  %1 = "test.cond"(%arg2, %arg3) : (i32, i64) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg2, %arg3 : i32, i64
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32, %arg3: i64):
// CHECK-NEXT:  %1 = "test.then"(%arg2, %true) : (i32, i1) -> i32
// CHECK-NEXT:  %2 = "test.then2"(%arg3) : (i64) -> i64
// CHECK-NEXT:  %3:2 = "test.next"(%1, %2) : (i32, i64) -> (i32, i64)
// CHECK-NEXT:  scf.yield %3#0, %3#1 : i32, i64
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0, %0#1 : i32, i64
// CHECK-NEXT:  }
func.func @while_move_if_down_two(%init: i32, %k: i64) -> (i32, i64) {
  %r:2 = scf.while (%a = %init, %b = %k) : (i32, i64) -> (i32, i64) {
    %c = "test.cond"(%a, %b) : (i32, i64) -> i1
    %s:2 = scf.if %c -> (i32, i64) {
      %t = "test.then"(%a, %c) : (i32, i1) -> i32
      %u = "test.then2"(%b) : (i64) -> i64
      scf.yield %t, %u : i32, i64
    } else {
      scf.yield %a, %b : i32, i64
    }
    scf.condition(%c) %s#0, %s#1 : i32, i64
  } do {
  ^bb0(%x: i32, %y: i64):
    %n:2 = "test.next"(%x, %y) : (i32, i64) -> (i32, i64)
    scf.yield %n#0, %n#1 : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

// Not moved: the if is not right before scf.condition.
// CHECK-LABEL: func.func @while_if_not_last(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg1 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg1) : (i32) -> i1
// CHECK-NEXT:  %2 = scf.if %1 -> (i32) {
// CHECK-NEXT:  %3 = "test.then"(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %3 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.side"() : () -> ()
// CHECK-NEXT:  scf.condition(%1) %2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_if_not_last(%init: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %s = scf.if %c -> i32 {
      %t = "test.then"(%a) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %a : i32
    }
    "test.side"() : () -> ()
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%x: i32):
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_forwarded_cycle(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = "test.cond"(%arg2, %arg1) : (i32, i32) -> i1
// CHECK-NEXT:  scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg2) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_forwarded_cycle(%init: i32, %x0: i32) -> i32 {
  %r = scf.while (%a = %init, %b = %x0) : (i32, i32) -> i32 {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n, %x0 : i32, i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @while_dead_entirely(%arg0: i32) {
// CHECK-NEXT:  scf.while : () -> () {
// CHECK-NEXT:  %0 = "test.cond"(%arg0) : (i32) -> i1
// CHECK-NEXT:  scf.condition(%0)
// CHECK-NEXT:  } do {
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @while_dead_entirely(%init: i32) {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    scf.yield %x : i32
  }
  return
}

// CHECK-LABEL: func.func @while_cmp_swapped(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT:  %1 = arith.cmpi ult, %arg1, %arg2 : i32
// CHECK-NEXT:  scf.condition(%1) %arg2 : i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg2: i32):
// CHECK-NEXT:  %1 = "test.next"(%arg2, %true, %false) : (i32, i1, i1) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @while_cmp_swapped(%init: i32, %lim: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi ult, %lim, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%x: i32):
    %c2 = arith.cmpi ult, %lim, %x : i32
    %c3 = arith.cmpi uge, %lim, %x : i32
    %n = "test.next"(%x, %c2, %c3) : (i32, i1, i1) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// WhileMoveIfDown with a nested use and a value from outside the loop.
// CHECK-LABEL: func.func @while_move_if_down_nested(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0:2 = scf.while : () -> (i32, i32) {
// CHECK-NEXT:  %1 = "test.u"() : () -> i32
// CHECK-NEXT:  %2 = "test.e"() : () -> i32
// CHECK-NEXT:  %3 = "test.cond"() : () -> i1
// CHECK-NEXT:  scf.condition(%3) %2, %1 : i32, i32
// CHECK-NEXT:  } do {
// CHECK-NEXT:  ^bb0(%arg1: i32, %arg2: i32):
// CHECK-NEXT:  "test.region"() ({
// CHECK-NEXT:  "test.use"(%arg2, %arg0) : (i32, i32) -> ()
// CHECK-NEXT:  "test.end"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  %1 = "test.t"(%arg2) : (i32) -> i32
// CHECK-NEXT:  "test.after"(%1) : (i32) -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0 : i32
// CHECK-NEXT:  }
func.func @while_move_if_down_nested(%outside: i32) -> i32 {
  %r = scf.while : () -> i32 {
    %u = "test.u"() : () -> i32
    %e = "test.e"() : () -> i32
    %c = "test.cond"() : () -> i1
    %s = scf.if %c -> i32 {
      "test.region"() ({
        "test.use"(%u, %outside) : (i32, i32) -> ()
        "test.end"() : () -> ()
      }) : () -> ()
      %t = "test.t"(%u) : (i32) -> i32
      scf.yield %t : i32
    } else {
      scf.yield %e : i32
    }
    scf.condition(%c) %s : i32
  } do {
  ^bb0(%x: i32):
    "test.after"(%x) : (i32) -> ()
    scf.yield
  }
  return %r : i32
}
