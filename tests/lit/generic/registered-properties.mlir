// RUN: strata-opt %s --split-input-file --verify-diagnostics | FileCheck %s

// A generic `<{...}>` keeps only the entries the op owns: an unknown key is
// dropped, as upstream's property conversion does.
// CHECK-LABEL: func.func @drops_unknown
// CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw> : i32
// CHECK-NOT: foo
func.func @drops_unknown(%a: i32) -> i32 {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>, foo = 1 : i32}> : (i32, i32) -> i32
  return %0 : i32
}

// -----

// An op without properties rejects any `<{...}>`, even an empty one.
func.func @empty_on_propertyless() {
  // expected-error@+1 {{invalid properties {} for op func.return: this operation does not support properties}}
  "func.return"() <{}> : () -> ()
}

// -----

func.func @unknown_on_propertyless(%a: i32) {
  // expected-error@+1 {{invalid properties {foo = 1 : i32} for op func.return: this operation does not support properties}}
  "func.return"() <{foo = 1 : i32}> : () -> ()
}
