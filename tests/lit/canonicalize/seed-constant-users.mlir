// RUN: strata-opt %s --canonicalize | FileCheck %s

// Seeding the worklist replaces the duplicate constant %z and adds its
// user, the xori, right then, so the xori is processed before the
// index.and: it folds to its other operand (still the index.and), and the
// index.and then folds to an index.constant. Processed in program order
// instead, the xori would fold two constants to an arith.constant.
// CHECK-LABEL: func.func @user_of_duplicate_constant_goes_first(
// CHECK-NEXT:    %[[C:.*]] = index.constant 2
// CHECK-NEXT:    return %[[C]] : index
func.func @user_of_duplicate_constant_goes_first() -> index {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %a = arith.andi %c2, %c7 : index
  %z = arith.constant 0 : index
  %b = index.and %c2, %a
  %x = arith.xori %z, %b : index
  return %x : index
}
