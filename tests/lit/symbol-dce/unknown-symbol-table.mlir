// An op of no loaded dialect with one region may be a symbol table whose
// uses cannot be known: a live op holding one fails the pass with
// upstream's error on that live op, and nothing is erased. An unknown op
// of a loaded dialect (`test`) is walked through. Both tools pass this
// file.
// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --symbol-dce --verify-diagnostics
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect --symbol-dce 2>&1 | FileCheck %s

// CHECK: error: operation contains potentially unknown symbol table
module {
  func.func private @dead() {
    return
  }
  // expected-error@+1 {{operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses}}
  func.func @f() {
    "foo.op"() ({
      "foo.call"() {callee = @dead} : () -> ()
    }) : () -> ()
    return
  }
}

// -----

// CHECK-LABEL: module {
// CHECK-NOT:   @dead
// CHECK:       func.func private @used
module {
  func.func private @dead() {
    return
  }
  func.func private @used() {
    return
  }
  "test.op"() ({
    "foo.call"() {callee = @used} : () -> ()
  }) : () -> ()
}
