// Invalid scf ops: upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f() {
  "test.op"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @f(%c: i1) -> i32 {
  // expected-error@+1 {{'scf.if' op must have an else block if defining values}}
  %0 = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

func.func @f(%c: i1) -> i32 {
  // expected-error@+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.if %c -> i32 {
    %a = arith.constant 1 : i64
    // expected-note@+1 {{region branch point}}
    scf.yield %a : i64
  } else {
    %b = arith.constant 1 : i32
    scf.yield %b : i32
  }
  return %0 : i32
}

// -----

func.func @f(%lb: index, %x: i32) -> i32 {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'i32' != 'i64'}}
  %0 = scf.for %i = %lb to %lb step %lb iter_args(%s = %x) -> (i32) {
    %a = arith.constant 1 : i64
    scf.yield %a : i64
  }
  return %0 : i32
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %s: i32):
    scf.yield %s : i32
  }) : (index, index, index, i32) -> ()
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'i32' != 'i64'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %s: i64):
    scf.yield %s : i64
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %x: i32) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %s: i32):
    scf.yield %s : i32
  }) : (index, index, index, i32) -> i32
  return
}

// -----

func.func @f(%lb: index, %ub: i32) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%lb, %ub, %lb) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @f(%lb: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'test.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%lb, %lb, %lb) ({
  ^bb0(%i: index):
    "test.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%c: i1) {
  // expected-error@+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @f(%c: i32) {
  // expected-error@+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}
