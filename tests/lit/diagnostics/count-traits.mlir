// RUN: strata-opt %s --split-input-file --verify-diagnostics

// The counts of regions, results, successors and operands are checked
// first, in that order, with the texts of upstream's count traits
// (ZeroX, OneX, NX, AtLeastNX).

func.func @zero_regions(%a: i32) -> i32 {
  // expected-error@+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%a) ({}) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @one_region() {
  // expected-error@+1 {{'scf.execute_region' op requires one region}}
  "scf.execute_region"() : () -> ()
  return
}

// -----

func.func @n_regions(%c: i1) {
  // expected-error@+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%c) ({
    scf.yield
  }) : (i1) -> ()
  return
}

// -----

// The region count comes before the operand's type.
func.func @at_least_n_regions(%a: i32) {
  // expected-error@+1 {{'scf.index_switch' op expected 1 or more regions}}
  "scf.index_switch"(%a) <{cases = array<i64>}> : (i32) -> ()
  return
}

// -----

func.func @zero_results() {
  // expected-error@+1 {{'func.return' op requires zero results}}
  %0 = "func.return"() : () -> i32
}

// -----

func.func @one_result(%a: i32) {
  // expected-error@+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func @n_results(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op expected 2 results}}
  %0 = "arith.addui_extended"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @zero_successors(%a: i32) {
  // expected-error@+1 {{'scf.yield' op requires 0 successors but found 1}}
  "scf.yield"(%a) [^bb1] : (i32) -> ()
^bb1:
  return
}

// -----

func.func @one_successor() {
  // expected-error@+1 {{'cf.br' op requires 1 successor but found 2}}
  "cf.br"() [^bb1, ^bb1] : () -> ()
^bb1:
  return
}

// -----

func.func @n_successors(%c: i1) {
  // expected-error@+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @zero_operands(%a: i32) {
  // expected-error@+1 {{'arith.constant' op requires zero operands}}
  %0 = "arith.constant"(%a) <{value = 1 : i32}> : (i32) -> i32
  return
}

// -----

func.func @one_operand(%a: i32) {
  // expected-error@+1 {{'math.absi' op requires a single operand}}
  %0 = "math.absi"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @n_operands(%a: i32) {
  // expected-error@+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%a) : (i32) -> i32
  return
}

// -----

func.func @at_least_n_operands(%a: i32) {
  // expected-error@+1 {{'memref.store' op expected 2 or more operands, but found 1}}
  "memref.store"(%a) : (i32) -> ()
  return
}
