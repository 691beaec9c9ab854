// The verifier remembers op shapes (name, attributes, counts, operand and
// result types) whose spec checks passed, and skips those checks for an
// op of the same shape. An op that differs from a valid one in a single
// type, attribute or operand count is still rejected, and the checks that
// depend on more than the shape (a terminator's place) run for every op.
// Identical to mlir-opt-22.
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s

func.func @result_type(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  // CHECK: repeated-shapes.mlir:[[@LINE+1]]:8: error: 'arith.addi' op requires the same type for all operands and results
  %1 = "arith.addi"(%a, %b) : (i32, i32) -> i64
  return %0 : i32
}

// -----

func.func @attribute_value(%a: i32, %b: i32) -> i1 {
  %0 = "arith.cmpi"(%a, %b) {predicate = 2 : i64} : (i32, i32) -> i1
  // CHECK: repeated-shapes.mlir:[[@LINE+1]]:8: error: 'arith.cmpi' op attribute 'predicate' failed to satisfy constraint: allowed 64-bit signless integer cases: 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
  %1 = "arith.cmpi"(%a, %b) {predicate = 42 : i64} : (i32, i32) -> i1
  return %0 : i1
}

// -----

func.func @terminator_first() {
  return
}

func.func @terminator_misplaced() {
  // CHECK: repeated-shapes.mlir:[[@LINE+1]]:3: error: 'func.return' op must be the last operation in the parent block
  "func.return"() : () -> ()
  %c = arith.constant 1 : i32
  return
}

// -----

func.func @operand_count(%a: index) -> index {
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
  %1 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
  // CHECK: repeated-shapes.mlir:[[@LINE+1]]:8: error: 'arith.addi' op expected 2 operands, but found 1
  %2 = "arith.addi"(%a) <{overflowFlags = #arith.overflow<none>}> : (index) -> index
  return %0 : index
}
