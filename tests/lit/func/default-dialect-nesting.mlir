// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s
//
// As upstream, an op that names no default dialect (scf.if) gives its
// regions none: `func.call` keeps its prefix inside it, and `call` is not
// found there. `func.func` and `builtin.module` name their own dialects.

func.func private @g()
func.func @f(%c: i1) {
  scf.if %c {
    func.call @g() : () -> ()
  }
  call @g() : () -> ()
  return
}

// CHECK-LABEL: func.func @f
// CHECK-NEXT:    scf.if %arg0 {
// CHECK-NEXT:      func.call @g() : () -> ()
// CHECK-NEXT:    }
// CHECK-NEXT:    call @g() : () -> ()

// -----

func.func private @g()
func.func @f(%c: i1) {
  scf.if %c {
    // expected-error@+2 {{Dialect `' not found for custom op 'call'  (tried '.call' as well)}}
    // expected-note@+1 {{Available dialects:}}
    call @g() : () -> ()
  }
  return
}
