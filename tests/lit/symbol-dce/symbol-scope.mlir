// RUN: strata-opt %s --symbol-dce | FileCheck %s

// `test.symbol_scope` is a symbol table: the call in it resolves to its
// own @bar, its unused private @foo goes, and so does the module's
// unused @foo.

// CHECK-LABEL: module {
// CHECK-NEXT:    "test.symbol_scope"() ({
// CHECK-NEXT:      func.func private @bar()
// CHECK-NEXT:      func.func @user() {
// CHECK-NEXT:        call @bar() : () -> ()
// CHECK-NEXT:        return
// CHECK-NEXT:      }
// CHECK-NEXT:      "test.finish"() : () -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:  }
module {
  "test.symbol_scope"() ({
    func.func private @foo()
    func.func private @bar()
    func.func @user() {
      func.call @bar() : () -> ()
      return
    }
    "test.finish"() : () -> ()
  }) : () -> ()
  func.func private @foo()
}
