// `symbol-dce` on private nested modules: an unused one goes with all it
// holds; a used one stays, and inside it (a hidden table) only what is
// referenced stays. The CHECK lines match mlir-opt-22's output.
// RUN: strata-opt %s --symbol-dce | FileCheck %s

// CHECK-LABEL: module {
// CHECK-NEXT:    module @kept attributes {sym_visibility = "private"} {
// CHECK-NEXT:      func.func @target() {
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    func.func @user() attributes {ref = @kept::@target} {
// CHECK-NEXT:      return
// CHECK-NEXT:    }
// CHECK-NEXT:  }
module {
  module @gone attributes {sym_visibility = "private"} {
    func.func @inner() {
      return
    }
  }
  module @kept attributes {sym_visibility = "private"} {
    func.func @target() {
      return
    }
    func.func private @dead() {
      return
    }
  }
  func.func @user() attributes {ref = @kept::@target} {
    return
  }
}
