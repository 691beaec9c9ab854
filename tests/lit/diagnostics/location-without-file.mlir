// A diagnostic at a location without a file position prints as upstream's
// source manager prints it: `<unknown>:0:`, then the location unless it is
// unknown.
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

// CHECK: <unknown>:0: error: 'func.return' op has 0 operands, but enclosing function (@f) returns 1
// CHECK-NEXT: <unknown>:0: note: see current operation: "func.return"() : () -> ()
func.func @f() -> i32 {
  func.return loc(unknown)
}

// -----

// CHECK: <unknown>:0: error: loc("foo"): 'func.return' op has 0 operands, but enclosing function (@g) returns 1
// CHECK-NEXT: <unknown>:0: note: loc("foo"): see current operation: "func.return"() : () -> ()
func.func @g() -> i32 {
  func.return loc("foo")
}
