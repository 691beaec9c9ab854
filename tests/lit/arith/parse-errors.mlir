// Custom-form parse errors of arith ops, with upstream's messages and
// locations (this file also passes under mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]}}
  %0 = arith.cmpi 42, %a, %a : i32
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{invalid predicate attribute specification: "foo"}}
  %0 = arith.cmpi "foo", %a, %a : i32
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f32):
  // expected-error@+1 {{expected string or keyword containing one of the following enum values for attribute 'predicate' [false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult, ule, une, uno, true]}}
  %0 = arith.cmpf slt, %a, %a : f32
}) : () -> ()

// -----

"u.f"() ({
^bb0(%c: i1, %a: i32):
  // expected-error@+1 {{expected 3 operands}}
  %0 = arith.select %c, %a : i32
}) : () -> ()

// -----

"u.f"() ({
^bb0(%c: i1, %a: i32):
  // expected-error@+1 {{expected ':'}}
  %0 = arith.select %c, %a, %a
}) : () -> ()

// -----

"u.f"() ({
^bb0(%c: i1, %a: i32):
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%c' expects different type than prior uses: 'vector<4xi1>' vs 'i1'}}
  %0 = arith.select %c, %a, %a : vector<4xi1>, i32
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected ':'}}
  %0 = arith.addi %a, %a
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-note@-1 {{prior use here}}
  // expected-error@+1 {{use of value '%a' expects different type than prior uses: 'i64' vs 'i32'}}
  %0 = arith.addi %a, %a : i64
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected 'to'}}
  %0 = arith.extsi %a : i32 i64
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: i32):
  // expected-error@+1 {{expected attribute value}}
  %0 = arith.constant : i32
}) : () -> ()

// -----

"u.f"() ({
^bb0(%a: f64):
  // expected-error@+1 {{expected ':'}}
  %0 = arith.truncf %a sideways : f64 to f32
}) : () -> ()
