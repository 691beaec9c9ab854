// Type constraints of operands and results, asked once per type and
// constraint within an op (this file also passes under mlir-opt-22
// --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The first operand passes its constraint; the second, of another type
// under the same constraint, is still checked.
func.func @second_operand(%i: i32, %f: f32) {
  // expected-error@+1 {{'arith.addi' op operand #1 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.addi"(%i, %f) : (i32, f32) -> i32
  return
}

// -----

// Both operands pass; the result, under the same constraint, does not.
func.func @result_after_operands(%i: i32) {
  // expected-error@+1 {{'arith.muli' op result #0 must be signless-integer-like, but got 'f32'}}
  %0 = "arith.muli"(%i, %i) : (i32, i32) -> f32
  return
}

// -----

// An operand passes its constraint (the stored value: any type); the
// same type under another constraint (the index) is asked again.
func.func @same_type_other_constraint(%m: memref<4xi32>, %i: i32) {
  // expected-error@+1 {{'memref.store' op operand #2 must be variadic of index, but got 'i32'}}
  "memref.store"(%i, %m, %i) : (i32, memref<4xi32>, i32) -> ()
  return
}

// -----

// The operands pass their constraint; the result, of the same type under
// another constraint, is asked again.
func.func @same_type_result_constraint(%a: i32) {
  // expected-error@+1 {{'arith.cmpi' op result #0 must be bool-like, but got 'i32'}}
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}
