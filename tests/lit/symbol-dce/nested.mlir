// `symbol-dce` over nested symbol tables: a live nested module has its own
// liveness, references `@m::@f` mark every symbol on the path, and symbol
// tables inside a live function body are analysed too. The CHECK lines match mlir-opt-22's output, so both
// tools pass this file.
// RUN: strata-opt %s --allow-unregistered-dialect --symbol-dce | FileCheck %s

// CHECK-LABEL: module attributes {test.nested}
module attributes {test.nested} {
  // Public module: its public symbols stay, unused private ones go.
  // CHECK: module @public_mod
  module @public_mod {
    // CHECK: func.func @pub_in_public()
    func.func @pub_in_public() {
      call @used_inside() : () -> ()
      return
    }
    // CHECK: func.func private @used_inside()
    func.func private @used_inside() {
      return
    }
    // CHECK-NOT: @dead_inside
    func.func private @dead_inside() {
      return
    }
  }

  // Referenced through `@ref_mod::@target`: the module and the private
  // target are live; the module's other private symbols are not. (No
  // private module here: strata's `builtin.module` printer drops
  // `sym_visibility`, a printer gap outside this pass that conformance's
  // print cases would flag.)
  // CHECK: module @ref_mod
  module @ref_mod {
    // CHECK: func.func private @target()
    func.func private @target() {
      return
    }
    // CHECK-NOT: @private_unused
    func.func private @private_unused() {
      return
    }
  }
  // CHECK: func.func @caller()
  func.func @caller() {
    "test.use"() {ref = @ref_mod::@target} : () -> ()
    return
  }

  // Uses inside a nested table resolve in that table, not in the outer one:
  // the outer @shadowed is dead although the inner one is called.
  // CHECK-NOT: func.func private @shadowed() attributes {test.outer}
  func.func private @shadowed() attributes {test.outer}
  // CHECK: module @scoped
  module @scoped {
    // CHECK: func.func @calls_shadowed()
    func.func @calls_shadowed() {
      call @shadowed() : () -> ()
      return
    }
    // CHECK: func.func private @shadowed() attributes {test.inner}
    func.func private @shadowed() attributes {test.inner}
  }

  // A nested table's own attributes count in the enclosing scope.
  // CHECK: module @with_attr attributes {test.ref = @from_table_attr}
  module @with_attr attributes {test.ref = @from_table_attr} {
  }
  // CHECK: func.func private @from_table_attr()
  func.func private @from_table_attr()

  // A symbol table inside a live function body gets its own liveness.
  // CHECK: func.func @body_table()
  func.func @body_table() {
    // CHECK: builtin.module @in_body
    "test.wrap"() ({
      builtin.module @in_body {
        // CHECK-NOT: @dead_in_body
        func.func private @dead_in_body() {
          return
        }
        // CHECK: func.func @kept_in_body()
        func.func @kept_in_body() {
          return
        }
      }
    }) : () -> ()
    return
  }
}
