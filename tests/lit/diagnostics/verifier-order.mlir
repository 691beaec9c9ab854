// The verifier's order, as upstream's: every IsolatedFromAbove sibling is
// verified, so each failing function reports its error; those units are
// verified when the walk leaves their parent, after its other nested ops,
// so an error outside the functions is the only one reported.
// RUN: strata-opt %s --split-input-file --verify-diagnostics
// RUN: strata-opt %s --split-input-file --verify-diagnostics --mlir-disable-threading

func.func @f(%m: memref<4xi32>, %v: i32, %i: index) {
  // expected-error@+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}
func.func @ok() {
  return
}
func.func @g(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @g}}
  return %a : i32
}

// -----

func.func @not_reported(%a: i32) -> i64 {
  return %a : i32
}
// expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
%0 = memref.alloca() : memref<4xf32>

// -----

func.func @dominance_and_structure(%a: i32) -> i32 {
  // expected-error@+1 {{operand #0 does not dominate this use}}
  %0 = arith.addi %1, %a : i32
  // expected-note@+1 {{operand defined here (op in the same block)}}
  %1 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @structure(%a: i32) -> i64 {
  // expected-error@+1 {{type of return operand 0 ('i32') doesn't match function result type ('i64') in function @structure}}
  return %a : i32
}
