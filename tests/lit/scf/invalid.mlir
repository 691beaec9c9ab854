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

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    %c = arith.constant 1 : i64
    // expected-note@+1 {{region branch point}}
    scf.yield %c : i64
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.execute_region -> i32 {
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @f(%c: i1) {
  // Every block's scf.yield returns to the parent.
  // expected-error@+1 {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.execute_region -> i32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    %x = arith.constant 1 : i32
    scf.yield %x : i32
  ^bb2:
    %y = arith.constant 2 : i64
    // expected-note@+1 {{region branch point}}
    scf.yield %y : i64
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op region cannot have any arguments}}
  %0 = "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield %a : i32
  }) : () -> i32
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.execute_region' op region needs to have at least one block}}
  %0 = "scf.execute_region"() ({
  }) : () -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i64
    // expected-note@+1 {{case region #0 returns 'i64' here}}
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%i: index) {
  // The default region is checked first.
  // expected-error@+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i64
    scf.yield %c : i64
  }
  default {
    %c = arith.constant 1 : i16
    // expected-note@+1 {{default region returns 'i16' here}}
    scf.yield %c : i16
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has duplicate case value: 2}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  case 2 {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 2}}
  %0 = scf.index_switch %i -> i32
  case 2 {
    %c = arith.constant 1 : i32
    // expected-note@+1 {{see yield operation here}}
    scf.yield %c, %c : i32, i32
  }
  default {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op has 1 case regions but 2 case values}}
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 1, 2>}> ({
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }, {
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }) : (index) -> i32
  return
}

// -----

func.func @f(%i: index) {
  // expected-error@+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.foo}}
  %0 = "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    %c = arith.constant 1 : i32
    scf.yield %c : i32
  }, {
    %c = arith.constant 1 : i32
    "test.foo"(%c) : (i32) -> ()
  }) : (index) -> i32
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op produces 2 results, but has only 1 outputs}}
  %0:2 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%x: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op region expects 1 arguments}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%x: index):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%x: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error@+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %0 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>}> ({
  ^bb0(%x: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {}
  }) : (tensor<4xf32>) -> (tensor<4xf32>)
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (4, 4) {
  } {mapping = [#gpu.thread<x>]}
  return
}

// -----

func.func @f() {
  // A mask is not a mapping entry.
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.mask<3>]}
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [#gpu.thread<x>, #gpu.mask<3>, #gpu.mask<1>]}
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected 1 upper bound values, got 2}}
  "scf.forall"() ({
    ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4, 4>, staticStep = array<i64: 1>} : () -> ()
  return
}

// -----

func.func @f(%n: index) {
  // expected-error@+1 {{expected 0 dynamic lower bound values}}
  "scf.forall"(%n) ({
    ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) {operandSegmentSizes = array<i32: 1, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: 1>} : (index) -> ()
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{expected 1 dynamic step values}}
  "scf.forall"() ({
    ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) {operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticUpperBound = array<i64: 4>, staticStep = array<i64: -9223372036854775808>} : () -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>, %u: tensor<4xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    %s = tensor.extract_slice %o[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      // expected-error@+1 {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
      tensor.parallel_insert_slice %s into %u[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  %0 = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<4xf32> {
    // expected-error@+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.foo"() : () -> ()
    }
  }
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @f(%a: index) {
  %c0 = arith.constant 0 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i) = (%a) to (%a) step (%c0) {
  }
  return
}

// -----

func.func @f(%a: index) {
  %c = arith.constant -1 : index
  // expected-error@+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%i, %j) = (%a, %a) to (%a, %a) step (%a, %c) {
  }
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index, %j: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: index) {
  // expected-error@+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    // expected-note@+1 {{terminator here}}
    "test.foo"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %0 = "scf.parallel"(%a, %a, %a) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%i: index):
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @f(%a: index, %f: f32, %g: i32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'i32' to be the same as the 0-th result type: 'f32'}}
    scf.reduce(%g : i32) {
    ^bb0(%x: i32, %y: i32):
      scf.reduce.return %x : i32
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32, %g: i32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error@+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %g : i32
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  // expected-error@+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 2}}
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    scf.reduce(%f, %f : f32, f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }, {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: i32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  %0 = scf.parallel (%i) = (%a) to (%a) step (%a) init (%f) -> f32 {
    // expected-error@+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      "test.foo"(%x) : (f32) -> ()
    }
  }
  return
}

// -----

func.func @f(%a: index, %f: f32) {
  scf.parallel (%i) = (%a) to (%a) step (%a) {
    // expected-error@+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    "scf.reduce"(%f) : (f32) -> ()
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i64):
    %z = arith.constant 1 : i32
    scf.yield %z : i32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  %0 = scf.while (%x = %a) : (i32) -> i64 {
    %c = arith.constant true
    // expected-note@+1 {{region branch point}}
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+2 {{'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'i32' should match successor input type #0 'i64'}}
  // expected-note@+1 {{region branch point}}
  %0 = "scf.while"(%a) ({
  ^bb0(%x: i64):
    %c = arith.constant true
    scf.condition(%c) %x : i64
  }, {
  ^bb0(%y: i64):
    scf.yield %y : i64
  }) : (i32) -> i64
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    %z = arith.constant 1 : i64
    // expected-note@+1 {{region branch point}}
    scf.yield %z : i64
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.while' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-note@+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    // expected-note@+1 {{terminator here}}
    "test.foo"() : () -> ()
  } do {
  ^bb0(%y: i32):
    scf.yield %y : i32
  }
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error@+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  %0 = scf.while (%x = %a) : (i32) -> i32 {
    %c = arith.constant true
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    // expected-note@+1 {{terminator here}}
    "test.foo"() : () -> ()
  }
  return
}

// -----

// Errors a custom parser reports itself carry `custom op '...'`.
func.func @parallel_bounds_count(%a: index, %b: index, %c: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%i) = (%a) to (%b, %c) step () {
  }
  return
}

// -----

func.func @parallel_inits_count(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%a) -> () {
    scf.reduce
  }
  return
}

// -----

// A structural trait (the parent) is checked before `Terminator`.
func.func @yield_parent_before_position() {
  "foo.region"() ({
    // expected-error@+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
    "foo.op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @yield_position(%c: i1) {
  scf.if %c {
    // expected-error@+1 {{'scf.yield' op must be the last operation in the parent block}}
    scf.yield
    "foo.op"() : () -> ()
  }
  return
}

// -----

// scf.for: its own count, then the LoopLikeOpInterface checks, then the
// induction variable.
func.func @for_inits_results(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_inits_iter_args(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index):
    scf.yield %x : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_iter_args_yielded(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a, %a : f32, f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_iter_arg_result_type(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @for_induction_variable(%lb: index, %x: f32) {
  // expected-error@+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  %r = "scf.for"(%lb, %lb, %lb, %x) ({
  ^bb0(%i: i32, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> f32
  return
}

// -----

// The predicate traits come before the region constraints.
func.func @for_bounds_before_region(%a: i32, %b: index) {
  // expected-error@+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%b, %a, %b) ({}) : (index, i32, index) -> ()
  return
}

// -----

// `verifyRegions` runs once the regions verified: the empty block first.
func.func @reduce_empty_block(%a: index, %x: f32) {
  %r = scf.parallel (%i) = (%a) to (%a) step (%a) init (%x) -> f32 {
    // expected-error@+1 {{empty block: expect at least a terminator}}
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %r: f32):
    }
  }
  return
}

// -----

// So do the types along region-branch edges: a bad op inside comes first.
func.func @if_nested_error_first(%c: i1, %x: f32) -> i32 {
  %r = scf.if %c -> i32 {
    // expected-error@+1 {{'arith.addi' op operand #0 must be signless-integer-like, but got 'f32'}}
    %bad = "arith.addi"(%x, %x) : (f32, f32) -> f32
    scf.yield %x : f32
  } else {
    scf.yield %x : f32
  }
  return %r : i32
}

// -----

func.func @forall_outs_count(%n: index, %out: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 2 types}}
  %r:2 = scf.forall (%i) in (%n) shared_outs(%o = %out) -> (tensor<4xf32>, tensor<4xf32>) {
  }
  return
}
