// RUN: strata-opt %s --split-input-file --verify-diagnostics
// A branch that is not the last op of its block is reported before any
// error met inside that block, as mlir-opt-22 reports it: its block
// entrance check comes first, even where an earlier op is invalid too.

func.func @earlier_op_invalid(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %1 = arith.addi %a, %a : i32
^bb1:
  return
}

// -----

func.func @nested_op_invalid(%a: i32, %c: i1) {
  scf.if %c {
    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  }
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %1 = arith.addi %a, %a : i32
^bb1:
  return
}

// -----

// The inner region's first block holds the first error; its later block
// is not entered.
func.func @inner_block_first(%a: i32) {
  %r = scf.execute_region -> i32 {
    // expected-error@+1 {{'arith.addi' op requires the same type for all operands and results}}
    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
    cf.br ^bb1
  ^bb1:
    %1 = arith.addi %a, %a : i32
    cf.br ^bb2(%1 : i32)
    %2 = arith.addi %a, %a : i32
  ^bb2(%x: i32):
    scf.yield %x : i32
  }
  return
}

// -----

func.func @second_block(%a: i32) {
  cf.br ^bb1
^bb1:
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb2
  %1 = arith.addi %a, %a : i32
^bb2:
  return
}

// -----

// An isolated op's errors come after its enclosing blocks' checks.
func.func @isolated_child_invalid(%a: i32) {
  builtin.module {
    func.func @g(%b: i32) {
      %0 = "arith.addi"(%b, %b) : (i32, i32) -> i64
      return
    }
  }
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  %1 = arith.addi %a, %a : i32
^bb1:
  return
}

// -----

func.func @misplaced_before_nested(%a: i32, %c: i1) {
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  scf.if %c {
    %0 = "arith.addi"(%a, %a) : (i32, i32) -> i64
  }
^bb1:
  return
}
