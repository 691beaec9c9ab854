// The verifier remembers op shapes (name, attributes, counts, operand and
// result types) whose spec checks passed, and skips those checks for an
// op of the same shape. An op that differs from a valid one in a single
// type, attribute or operand count is still rejected, and the checks that
// depend on more than the shape (a terminator's place, a verifier that
// reads the enclosing function) run for every op.
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

// -----

// `llvm.extractvalue`'s own verifier reads only the op's types and
// attributes: a shape that passed skips it, another shape runs it.
llvm.func @extract(%s: !llvm.struct<(i32, f32)>) -> f32 {
  %0 = llvm.extractvalue %s[1] : !llvm.struct<(i32, f32)>
  %1 = llvm.extractvalue %s[1] : !llvm.struct<(i32, f32)>
  // CHECK: repeated-shapes.mlir:[[@LINE+1]]:8: error: 'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'
  %2 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return %0 : f32
}

// -----

// `func.return`'s verifier reads the enclosing function: it runs for
// every op, even one of a shape that passed in another function.
func.func @returns_i32(%x: i32) -> i32 {
  return %x : i32
}

func.func @returns_i64(%x: i32) -> i64 {
  // CHECK: repeated-shapes.mlir:[[@LINE+1]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @returns_i64
  return %x : i32
}
