// Canonicalization of scf.if, checked against upstream: the CHECK lines
// are what `mlir-opt-22 --canonicalize` prints for this file.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// RemoveStaticCondition: a conditional on a constant collapses to the taken
// branch.
// CHECK-LABEL: func.func @if_true(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_true(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %r = scf.if %true -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_false(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_false(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    %x = arith.addi %a, %b : i32
    scf.yield %x : i32
  } else {
    %y = arith.subi %a, %b : i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_false_no_else() {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_false_no_else() {
  %false = arith.constant false
  scf.if %false {
    "test.foo"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_true_no_else() {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_true_no_else() {
  %true = arith.constant true
  scf.if %true {
    "test.foo"() : () -> ()
    "test.bar"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_true_nested(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_true_nested(%a: i32) -> i32 {
  %true = arith.constant true
  %false = arith.constant false
  %r = scf.if %true -> i32 {
    %s = scf.if %false -> i32 {
      %x = "test.never"() : () -> i32
      scf.yield %x : i32
    } else {
      %y = arith.muli %a, %a : i32
      scf.yield %y : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %a : i32
  }
  return %r : i32
}

// The condition folds first (x * false), then the if collapses.
// CHECK-LABEL: func.func @if_folded_condition(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = "test.else"(%arg1, %arg2) : (i32, i32) -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_folded_condition(%c: i1, %a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %cond = arith.muli %c, %false : i1
  %r = scf.if %cond -> i32 {
    %x = "test.then"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.else"(%a, %b) : (i32, i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// ConvertTrivialIfToSelect.
// CHECK-LABEL: func.func @if_to_select(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_to_select_with_ops(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.then"() : () -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  "test.else"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_to_select_with_ops(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    "test.then"() : () -> ()
    scf.yield %a : i32
  } else {
    "test.else"() : () -> ()
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_partial_select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:  %1 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %2 = "test.op"() : () -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %1, %arg1 : i32, i32, i32
// CHECK-NEXT:  }
func.func @if_partial_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.op"() : () -> i32
    scf.yield %a, %x, %a : i32, i32, i32
  } else {
    scf.yield %b, %b, %a : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @if_select_else_inside(%arg0: i1, %arg1: i32, %arg2: i64) -> (i32, i64) {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  scf.yield %arg1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1 = "test.op"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %arg2 : i32, i64
// CHECK-NEXT:  }
func.func @if_select_else_inside(%c: i1, %a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.if %c -> (i32, i64) {
    scf.yield %a, %b : i32, i64
  } else {
    %y = "test.op"() : () -> i32
    scf.yield %y, %b : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

// CHECK-LABEL: func.func @if_no_select(%arg0: i1) -> (i32, f32) {
// CHECK-NEXT:  %0:2 = scf.if %arg0 -> (i32, f32) {
// CHECK-NEXT:  %1:2 = "test.a"() : () -> (i32, f32)
// CHECK-NEXT:  scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1:2 = "test.b"() : () -> (i32, f32)
// CHECK-NEXT:  scf.yield %1#0, %1#1 : i32, f32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0, %0#1 : i32, f32
// CHECK-NEXT:  }
func.func @if_no_select(%c: i1) -> (i32, f32) {
  %r:2 = scf.if %c -> (i32, f32) {
    %x:2 = "test.a"() : () -> (i32, f32)
    scf.yield %x#0, %x#1 : i32, f32
  } else {
    %y:2 = "test.b"() : () -> (i32, f32)
    scf.yield %y#0, %y#1 : i32, f32
  }
  return %r#0, %r#1 : i32, f32
}

// ConditionPropagation: the condition is known inside each branch.
// CHECK-LABEL: func.func @if_cond_prop(%arg0: i1) {
// CHECK-NEXT:  %false = arith.constant false
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.use"(%true) : (i1) -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  "test.use2"(%false) : (i1) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_cond_prop(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
  } else {
    "test.use2"(%c) : (i1) -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_cond_prop_nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  "test.use0"(%arg0) : (i1) -> ()
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.region"() ({
// CHECK-NEXT:  "test.use1"(%true, %true) : (i1, i1) -> ()
// CHECK-NEXT:  "test.end"() : () -> ()
// CHECK-NEXT:  }) : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_cond_prop_nested(%c: i1, %d: i1) {
  scf.if %d {
    "test.use0"(%c) : (i1) -> ()
    scf.if %c {
      "test.region"() ({
        "test.use1"(%c, %d) : (i1, i1) -> ()
        "test.end"() : () -> ()
      }) : () -> ()
    }
  }
  return
}

// ReplaceIfYieldWithConditionOrValue and the generic patterns.
// CHECK-LABEL: func.func @if_yield_cond(%arg0: i1) -> (i1, i32) {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %1 = "test.foo"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1 = "test.bar"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0, %0 : i1, i32
// CHECK-NEXT:  }
func.func @if_yield_cond(%c: i1) -> (i1, i32) {
  %true = arith.constant true
  %false = arith.constant false
  %r:2 = scf.if %c -> (i1, i32) {
    %x = "test.foo"() : () -> i32
    scf.yield %true, %x : i1, i32
  } else {
    %y = "test.bar"() : () -> i32
    scf.yield %false, %y : i1, i32
  }
  return %r#0, %r#1 : i1, i32
}

// CHECK-LABEL: func.func @if_yield_same_value(%arg0: i1, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %1 = "test.foo"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1 = "test.bar"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1, %0 : i32, i32
// CHECK-NEXT:  }
func.func @if_yield_same_value(%c: i1, %a: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.foo"() : () -> i32
    scf.yield %a, %x : i32, i32
  } else {
    %y = "test.bar"() : () -> i32
    scf.yield %a, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @if_unused_results(%arg0: i1) -> i32 {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %1 = "test.op"() : () -> i32
// CHECK-NEXT:  %2 = "test.op2"() : () -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1 = "test.op3"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_unused_results(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i32) {
    %x = "test.op"() : () -> i32
    %y = "test.op2"() : () -> i32
    scf.yield %x, %y : i32, i32
  } else {
    %z = "test.op3"() : () -> i32
    scf.yield %z, %z : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @if_all_results_unused(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  %0 = "test.op"() : () -> i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %0 = "test.op3"() : () -> i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_all_results_unused(%c: i1) {
  %r = scf.if %c -> i32 {
    %x = "test.op"() : () -> i32
    scf.yield %x : i32
  } else {
    %z = "test.op3"() : () -> i32
    scf.yield %z : i32
  }
  return
}

// Results without side effects left: the if goes.
// CHECK-LABEL: func.func @if_dead(%arg0: i1, %arg1: i32) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_dead(%c: i1, %a: i32) {
  %r = scf.if %c -> i32 {
    %x = arith.addi %a, %a : i32
    scf.yield %x : i32
  } else {
    scf.yield %a : i32
  }
  return
}

// RemoveEmptyElseBranch.
// CHECK-LABEL: func.func @if_empty_else(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_empty_else(%c: i1) {
  scf.if %c {
    "test.foo"() : () -> ()
  } else {
  }
  return
}

// CombineIfs.
// CHECK-LABEL: func.func @if_combine(%arg0: i1) -> (i32, i32) {
// CHECK-NEXT:  %0:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT:  %1 = "test.a"() : () -> i32
// CHECK-NEXT:  %2 = "test.c"(%1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1, %2 : i32, i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1 = "test.b"() : () -> i32
// CHECK-NEXT:  %2 = "test.d"(%1) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1, %2 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @if_combine(%c: i1) -> (i32, i32) {
  %a = scf.if %c -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %b = scf.if %c -> i32 {
    %x = "test.c"(%a) : (i32) -> i32
    scf.yield %x : i32
  } else {
    %y = "test.d"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}

// CHECK-LABEL: func.func @if_combine_no_results(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  "test.c"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_combine_no_results(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.c"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_combine_negated(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_combine_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_combine_negated_first(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.x"() : () -> ()
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  } else {
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  "test.y"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_combine_negated_first(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  } else {
    "test.x"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  } else {
    "test.y"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_combine_three(%arg0: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  "test.c"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_combine_three(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %c {
    "test.b"() : () -> ()
  }
  scf.if %c {
    "test.c"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_no_combine(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_no_combine(%c: i1, %d: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %d {
    "test.b"() : () -> ()
  }
  return
}

// CombineNestedIfs.
// CHECK-LABEL: func.func @if_nested(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  scf.if %0 {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_nested(%c: i1, %d: i1) {
  scf.if %c {
    scf.if %d {
      "test.foo"() : () -> ()
    }
  }
  return
}

// CHECK-LABEL: func.func @if_nested_results(%arg0: i1, %arg1: i1, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  %1 = scf.if %0 -> (i32) {
// CHECK-NEXT:  %2 = "test.op"() : () -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @if_nested_results(%c: i1, %d: i1, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      %x = "test.op"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_nested_select(%arg0: i1, %arg1: i1, %arg2: i32, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT:  %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT:  %2 = scf.if %0 -> (i32) {
// CHECK-NEXT:  %3 = "test.op"() : () -> i32
// CHECK-NEXT:  scf.yield %3 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %2, %1 : i32, i32
// CHECK-NEXT:  }
func.func @if_nested_select(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> i32 {
      %x = "test.op"() : () -> i32
      scf.yield %x : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s, %a : i32, i32
  } else {
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @if_nested_not_alone(%arg0: i1, %arg1: i1) {
// CHECK-NEXT:  scf.if %arg0 {
// CHECK-NEXT:  "test.first"() : () -> ()
// CHECK-NEXT:  scf.if %arg1 {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_nested_not_alone(%c: i1, %d: i1) {
  scf.if %c {
    "test.first"() : () -> ()
    scf.if %d {
      "test.foo"() : () -> ()
    }
  }
  return
}

// The fold: if (not c) A else B is if c B else A.
// CHECK-LABEL: func.func @if_not_fold(%arg0: i1) -> i32 {
// CHECK-NEXT:  %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT:  %1 = "test.b"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  %1 = "test.a"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_not_fold(%c: i1) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @if_not_no_else(%arg0: i1) {
// CHECK-NEXT:  %true = arith.constant true
// CHECK-NEXT:  %0 = arith.xori %arg0, %true : i1
// CHECK-NEXT:  scf.if %0 {
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @if_not_no_else(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %n {
    "test.a"() : () -> ()
  }
  return
}

// CHECK-LABEL: func.func @if_in_loop(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT:  %1 = scf.if %arg3 -> (i32) {
// CHECK-NEXT:  %2 = "test.step"(%arg6) : (i32) -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  } else {
// CHECK-NEXT:  scf.yield %arg6 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @if_in_loop(%lb: index, %ub: index, %s: index, %c: i1, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%acc = %a) -> i32 {
    %v = scf.if %c -> i32 {
      %x = "test.step"(%acc) : (i32) -> i32
      scf.yield %x : i32
    } else {
      scf.yield %acc : i32
    }
    scf.yield %v : i32
  }
  return %r : i32
}
