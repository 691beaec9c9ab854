// Canonicalization of cf.switch, checked against upstream: the CHECK lines
// are what `mlir-opt-22 --canonicalize` prints for this file. An
// unregistered "foo.br" keeps blocks reachable (strata's driver does not
// yet erase unreachable blocks of nested regions).
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// SimplifySwitchWithOnlyDefault.
// CHECK-LABEL: func.func @switch_only_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:  "test.use"(%arg1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_only_default(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
}

// DropSwitchCasesThatMatchDefault: 42 goes where the default goes.
// CHECK-LABEL: func.func @switch_case_matching_default(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb2(%arg1 : i32),
// CHECK-NEXT:  43: ^bb3(%arg2 : i32),
// CHECK-NEXT:  44: ^bb2(%arg2 : i32)
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb1, ^bb1
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3(%1: i32):  // pred: ^bb1
// CHECK-NEXT:  "test.use"(%1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_case_matching_default(%flag: i32, %a: i32, %b: i32) {
  "foo.br"()[^bb1] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : i32),
    42: ^bb2(%a : i32),
    43: ^bb3(%b : i32),
    44: ^bb2(%b : i32)
  ]
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb3(%y: i32):
  "test.use"(%y) : (i32) -> ()
  return
}

// SimplifyConstSwitchValue.
// CHECK-LABEL: func.func @switch_const(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.use2"(%1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_const(%a: i32, %b: i32) {
  %c43 = arith.constant 43 : i32
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.switch %c43 : i32, [
    default: ^bb2(%a : i32),
    42: ^bb2(%b : i32),
    43: ^bb3(%b : i32)
  ]
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb3(%y: i32):
  "test.use2"(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_const_default(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb2(%arg0 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3(%1: i32):  // pred: ^bb0
// CHECK-NEXT:  "test.use2"(%1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_const_default(%a: i32, %b: i32) {
  %c7 = arith.constant 7 : i32
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.switch %c7 : i32, [
    default: ^bb2(%a : i32),
    42: ^bb2(%b : i32),
    43: ^bb3(%b : i32)
  ]
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb3(%y: i32):
  "test.use2"(%y) : (i32) -> ()
  return
}

// SimplifyPassThroughSwitch.
// CHECK-LABEL: func.func @switch_passthrough(%arg0: i32, %arg1: i32, %arg2: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb5(%arg1 : i32),
// CHECK-NEXT:  43: ^bb5(%arg2 : i32),
// CHECK-NEXT:  44: ^bb4
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb5(%0 : i32)
// CHECK-NEXT:  ^bb3(%1: i32):  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb5(%1 : i32)
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  cf.br ^bb5(%arg1 : i32)
// CHECK-NEXT:  ^bb5(%2: i32):  // 5 preds: ^bb1, ^bb1, ^bb2, ^bb3, ^bb4
// CHECK-NEXT:  "test.use"(%2) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_passthrough(%flag: i32, %a: i32, %b: i32) {
  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2(%a : i32),
    43: ^bb3(%b : i32),
    44: ^bb4
  ]
^bb2(%x: i32):
  cf.br ^bb5(%x : i32)
^bb3(%y: i32):
  cf.br ^bb5(%y : i32)
^bb4:
  "test.foo"() : () -> ()
  cf.br ^bb5(%a : i32)
^bb5(%z: i32):
  "test.use"(%z) : (i32) -> ()
  return
}

// SimplifySwitchFromSwitchOnSameCondition.
// CHECK-LABEL: func.func @switch_from_switch_same_flag(%arg0: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb2,
// CHECK-NEXT:  42: ^bb3
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb4,
// CHECK-NEXT:  42: ^bb5
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:  "test.baz"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_from_switch_same_flag(%flag: i32) {
  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  "test.foo"() : () -> ()
  return
^bb3:
  cf.switch %flag : i32, [
    default: ^bb4,
    42: ^bb5
  ]
^bb4:
  "test.bar"() : () -> ()
  return
^bb5:
  "test.baz"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_from_switch_other_case(%arg0: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb2,
// CHECK-NEXT:  42: ^bb3
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb4,
// CHECK-NEXT:  43: ^bb5
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT:  "test.baz"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_from_switch_other_case(%flag: i32) {
  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  "test.foo"() : () -> ()
  return
^bb3:
  cf.switch %flag : i32, [
    default: ^bb4,
    43: ^bb5
  ]
^bb4:
  "test.bar"() : () -> ()
  return
^bb5:
  "test.baz"() : () -> ()
  return
}

// SimplifySwitchFromDefaultSwitchOnSameCondition: 42 cannot reach ^bb2.
// CHECK-LABEL: func.func @switch_from_default_switch(%arg0: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb2,
// CHECK-NEXT:  42: ^bb3
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb4,
// CHECK-NEXT:  42: ^bb5,
// CHECK-NEXT:  43: ^bb6
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb3:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb4:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb5:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  "test.baz"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb6:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT:  "test.qux"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_from_default_switch(%flag: i32) {
  "foo.br"()[^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2,
    42: ^bb3
  ]
^bb2:
  cf.switch %flag : i32, [
    default: ^bb4,
    42: ^bb5,
    43: ^bb6
  ]
^bb3:
  "test.foo"() : () -> ()
  return
^bb4:
  "test.bar"() : () -> ()
  return
^bb5:
  "test.baz"() : () -> ()
  return
^bb6:
  "test.qux"() : () -> ()
  return
}

// The remaining case values are rebuilt as upstream's builder does.
// CHECK-LABEL: func.func @switch_splat_cases(%arg0: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb2,
// CHECK-NEXT:  6: ^bb3,
// CHECK-NEXT:  7: ^bb3
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_splat_cases(%flag: i32) {
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.switch %flag : i32, [
    default: ^bb2,
    5: ^bb2,
    6: ^bb3,
    7: ^bb3
  ]
^bb2:
  "test.foo"() : () -> ()
  return
^bb3:
  "test.bar"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_no_change(%arg0: i32) {
// CHECK-NEXT:  cf.switch %arg0 : i32, [
// CHECK-NEXT:  default: ^bb1,
// CHECK-NEXT:  5: ^bb2
// CHECK-NEXT:  ]
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb2:  // pred: ^bb0
// CHECK-NEXT:  "test.bar"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_no_change(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    5: ^bb2
  ]
^bb1:
  "test.foo"() : () -> ()
  return
^bb2:
  "test.bar"() : () -> ()
  return
}

// CHECK-LABEL: func.func @switch_const_i8_negative(%arg0: i32, %arg1: i32) {
// CHECK-NEXT:  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
// CHECK-NEXT:  ^bb1:  // pred: ^bb0
// CHECK-NEXT:  cf.br ^bb3(%arg1 : i32)
// CHECK-NEXT:  ^bb2(%0: i32):  // pred: ^bb0
// CHECK-NEXT:  "test.use"(%0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  ^bb3(%1: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:  "test.use2"(%1) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_const_i8_negative(%a: i32, %b: i32) {
  %c = arith.constant -7 : i8
  "foo.br"()[^bb1, ^bb2, ^bb3] : () -> ()
^bb1:
  cf.switch %c : i8, [
    default: ^bb2(%a : i32),
    -7: ^bb3(%b : i32),
    7: ^bb2(%b : i32)
  ]
^bb2(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return
^bb3(%y: i32):
  "test.use2"(%y) : (i32) -> ()
  return
}

// CHECK-LABEL: func.func @switch_all_cases_default(%arg0: i64) {
// CHECK-NEXT:  "test.foo"() : () -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @switch_all_cases_default(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1,
    1: ^bb1,
    2: ^bb1
  ]
^bb1:
  "test.foo"() : () -> ()
  return
}
