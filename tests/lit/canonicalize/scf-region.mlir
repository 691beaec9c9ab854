// Canonicalization of scf.execute_region and scf.index_switch, checked
// against upstream: the CHECK lines are what `mlir-opt-22 --canonicalize`
// prints for this file.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// scf.execute_region: SingleBlockExecuteInliner, MultiBlockExecuteInliner.
// CHECK-LABEL: func.func @exec_single(%arg0: i32) -> i32 {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  %0 = "test.val"(%arg0) : (i32) -> i32
// CHECK-NEXT:  "test.bar"(%0) : (i32) -> ()
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @exec_single(%a: i32) -> i32 {
  "test.foo"() : () -> ()
  %r = scf.execute_region -> i32 {
    %x = "test.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  "test.bar"(%r) : (i32) -> ()
  return %r : i32
}

// CHECK-LABEL: func.func @exec_multi(%arg0: i32) -> i32 {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  %0 = "test.cmp"() : () -> i1
// CHECK-NEXT:  cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %1 = "test.val1"() : () -> i64
// CHECK-NEXT:  %2 = "test.cast"(%1) : (i64) -> i32
// CHECK-NEXT:  cf.br ^bb3(%2 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %3 = "test.val2"() : () -> i32
// CHECK-NEXT:  cf.br ^bb3(%3 : i32)
// CHECK-NEXT:  ^bb3(%4: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  "test.bar"(%4) : (i32) -> ()
// CHECK-NEXT:  return %4 : i32
// CHECK-NEXT:  }
func.func @exec_multi(%a: i32) -> i32 {
  "test.foo"() : () -> ()
  %r = scf.execute_region -> i32 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = "test.val1"() : () -> i64
    %xi = "test.cast"(%x) : (i64) -> i32
    cf.br ^bb3(%xi : i32)
  ^bb2:
    %y = "test.val2"() : () -> i32
    cf.br ^bb3(%y : i32)
  ^bb3(%z : i32):
    scf.yield %z : i32
  }
  "test.bar"(%r) : (i32) -> ()
  return %r : i32
}

// CHECK-LABEL: func.func @exec_multi_yields(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = "test.cmp"() : () -> i1
// CHECK-NEXT:  cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.side"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3(%arg0 : i32)
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %1 = "test.val2"() : () -> i32
// CHECK-NEXT:  cf.br ^bb3(%1 : i32)
// CHECK-NEXT:  ^bb3(%2: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  return %2 : i32
// CHECK-NEXT:  }
func.func @exec_multi_yields(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.side"() : () -> ()
    scf.yield %a : i32
  ^bb2:
    %y = "test.val2"() : () -> i32
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_no_inline(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:  %1 = "test.val"(%arg0) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @exec_no_inline(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    %x = "test.val"(%a) : (i32) -> i32
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_in_for(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:  scf.for %arg3 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:  %0 = scf.execute_region -> i32 {
// CHECK-NEXT:  %1 = "test.cmp"() : () -> i1
// CHECK-NEXT:  cf.cond_br %1, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %2 = "test.val1"() : () -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %3 = "test.val2"() : () -> i32
// CHECK-NEXT:  scf.yield %3 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @exec_in_for(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
    %r = scf.execute_region -> i32 {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "test.val1"() : () -> i32
      scf.yield %x : i32
    ^bb2:
      %y = "test.val2"() : () -> i32
      scf.yield %y : i32
    }
    "test.use"(%r) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @exec_in_for_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:  scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:  scf.execute_region {
// CHECK-NEXT:  %0 = "test.cmp"() : () -> i1
// CHECK-NEXT:  cf.cond_br %0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  %1 = "test.val1"() : () -> i32
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  %2 = "test.val2"() : () -> i32
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  "test.use"(%arg3) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @exec_in_for_unused(%lb: index, %ub: index, %s: index, %a: i32) {
  scf.for %i = %lb to %ub step %s {
    %r:2 = scf.execute_region -> (i32, i32) {
      %c = "test.cmp"() : () -> i1
      cf.cond_br %c, ^bb1, ^bb2
    ^bb1:
      %x = "test.val1"() : () -> i32
      scf.yield %x, %a : i32, i32
    ^bb2:
      %y = "test.val2"() : () -> i32
      scf.yield %y, %a : i32, i32
    }
    "test.use"(%r#1) : (i32) -> ()
  }
  return
}

// scf.index_switch: FoldConstantCase and the generic patterns.
// CHECK-LABEL: func.func @switch_const(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = "test.two"() : () -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @switch_const(%a: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %r = scf.index_switch %c2 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  case 2 {
    %y = "test.two"() : () -> i32
    scf.yield %y : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch_const_default(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @switch_const_default(%a: i32) -> i32 {
  %c7 = arith.constant 7 : index
  %r = scf.index_switch %c7 -> i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  default {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch_unused(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  scf.index_switch %arg0
// CHECK-NEXT:  case 1 {
// CHECK-NEXT:  %0 = "test.one"() : () -> i32
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  default {
// CHECK-NEXT:  %0 = "test.def"() : () -> i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  }
func.func @switch_unused(%i: index, %a: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x, %a : i32, i32
  }
  default {
    %y = "test.def"() : () -> i32
    scf.yield %y, %a : i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @exec_nested(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = "test.val"(%arg0) : (i32) -> i32
// CHECK-NEXT:  %1 = "test.use"(%0) : (i32) -> i32
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @exec_nested(%a: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = scf.execute_region -> i32 {
      %x = "test.val"(%a) : (i32) -> i32
      scf.yield %x : i32
    }
    %t = "test.use"(%s) : (i32) -> i32
    scf.yield %t : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @exec_no_results() {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @exec_no_results() {
  scf.execute_region {
    "test.foo"() : () -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @exec_multi_no_results(%arg0: i1) {
// CHECK-NEXT:  "test.before"() : () -> ()
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.a"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.b"() : () -> ()
// CHECK-NEXT:  cf.br ^bb3
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:  "test.after"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @exec_multi_no_results(%c: i1) {
  "test.before"() : () -> ()
  scf.execute_region {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"() : () -> ()
    scf.yield
  ^bb2:
    "test.b"() : () -> ()
    scf.yield
  }
  "test.after"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_no_results(%arg0: index) {
// CHECK-NEXT:  "test.zero"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_no_results(%c1: index) {
  %c0 = arith.constant 0 : index
  scf.index_switch %c0
  case 0 {
    "test.zero"() : () -> ()
    scf.yield
  }
  case 1 {
    "test.one"() : () -> ()
    scf.yield
  }
  default {
    "test.default"() : () -> ()
    scf.yield
  }
  return
}

// CHECK-LABEL: func.func @switch_same_value(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  scf.index_switch %arg0
// CHECK-NEXT:  case 3 {
// CHECK-NEXT:  "test.three"() : () -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  default {
// CHECK-NEXT:  "test.default"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  }
func.func @switch_same_value(%i: index, %a: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 3 {
    "test.three"() : () -> ()
    scf.yield %a : i32
  }
  default {
    "test.default"() : () -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @switch_duplicate_results(%arg0: index) -> (i32, i32) {
// CHECK-NEXT:  %0 = scf.index_switch %arg0 -> i32
// CHECK-NEXT:  case 3 {
// CHECK-NEXT:  %1 = "test.three"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  default {
// CHECK-NEXT:  %1 = "test.default"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @switch_duplicate_results(%i: index) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 3 {
    %x = "test.three"() : () -> i32
    scf.yield %x, %x : i32, i32
  }
  default {
    %y = "test.default"() : () -> i32
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// With no_inline, the generic patterns still drop results yielding an
// outside value.
// CHECK-LABEL: func.func @exec_no_inline_outside_value(%arg0: memref<4xi8>) -> (memref<4xi8>, i32) {
// CHECK-NEXT:  %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:  "test.side"() : () -> ()
// CHECK-NEXT:  %1 = "test.val"() : () -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg0, %0 : memref<4xi8>, i32
// CHECK-NEXT:  }
func.func @exec_no_inline_outside_value(%m: memref<4xi8>) -> (memref<4xi8>, i32) {
  %r:2 = scf.execute_region -> (memref<4xi8>, i32) no_inline {
    "test.side"() : () -> ()
    %x = "test.val"() : () -> i32
    scf.yield %m, %x : memref<4xi8>, i32
  }
  return %r#0, %r#1 : memref<4xi8>, i32
}

// CHECK-LABEL: func.func @exec_no_inline_same_yields(%arg0: i1, %arg1: i32, %arg2: i64) -> (i32, i64) {
// CHECK-NEXT:  scf.execute_region no_inline {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.one"() : () -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.two"() : () -> ()
// CHECK-NEXT:  scf.yield
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg1, %arg2 : i32, i64
// CHECK-NEXT:  }
func.func @exec_no_inline_same_yields(%c: i1, %a: i32, %b: i64) -> (i32, i64) {
  %r:2 = scf.execute_region -> (i32, i64) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.one"() : () -> ()
    scf.yield %a, %b : i32, i64
  ^bb2:
    "test.two"() : () -> ()
    scf.yield %a, %b : i32, i64
  }
  return %r#0, %r#1 : i32, i64
}

// CHECK-LABEL: func.func @exec_no_inline_different_yields(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.execute_region -> i32 no_inline {
// CHECK-NEXT:  cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  scf.yield %arg1 : i32
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  scf.yield %arg2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @exec_no_inline_different_yields(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %a : i32
  ^bb2:
    scf.yield %b : i32
  }
  return %r : i32
}
