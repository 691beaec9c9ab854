// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// The affine verifiers: what may be a dimension and what a symbol (the
// results of pure ops of valid symbols are symbols, loop induction variables
// are dims only), map and set input counts, memory op types, affine.parallel
// reductions, affine.yield's parent, and the index ops' bases.

func.func @iv_is_no_symbol(%m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %v = affine.load %m[symbol(%i)] : memref<10xf32>
  }
  return
}

// -----

func.func @non_affine_dim(%a: index, %m: memref<10xf32>) {
  affine.for %i = 0 to 10 {
    %x = arith.muli %i, %i : index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%x] : memref<10xf32>
  }
  return
}

// -----

func.func @pure_op_of_symbols_is_a_symbol(%n: index, %m: memref<100xf32>) {
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 10 {
    %x = arith.addi %n, %c1 : index
    %v = affine.load %m[symbol(%x)] : memref<100xf32>
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

func.func @dim_in_symbol_position(%n: index) {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{dimensional operand cannot be used as a symbol}}
    %0 = affine.apply affine_map<()[s0, s1] -> (s0 + s1 * 2)>()[%i, %n]
  }
  return
}

// -----

func.func @apply_operand_count(%a: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.apply"(%a, %a) <{map = affine_map<(d0) -> (d0)>}> : (index, index) -> index
  return
}

// -----

func.func @apply_two_results(%a: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %0 = "affine.apply"(%a) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @min_operand_count(%a: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %0 = "affine.min"(%a) <{map = affine_map<(d0, d1) -> (d0, d1)>}> : (index) -> index
  return
}

// -----

func.func @for_bound_not_a_dim(%m: memref<10xindex>) {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<10xindex>
  affine.for %i = 0 to 10 {
    %y = memref.load %m[%i] : memref<10xindex>
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = 0 to affine_map<(d0) -> (d0)>(%y) {
    }
  }
  return
}

// -----

func.func @if_operand_count(%a: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%a, %a) <{condition = affine_set<(d0) : (d0 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index, index) -> ()
  return
}

// -----

func.func @load_result_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10xf32>, index) -> f64
  return
}

// -----

func.func @store_value_type(%m: memref<10xf32>, %i: index, %x: f64) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f64, memref<10xf32>, index) -> ()
  return
}

// -----

func.func @load_map_rank(%m: memref<10x10xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<10x10xf32>, index) -> f32
  return
}

// -----

func.func @vector_load_element_type(%m: memref<10xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %m[%i] : memref<10xf32>, vector<4xf64>
  return
}

// -----

func.func @parallel_reduction_type() {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> i32 {
    %c = arith.constant 0 : i32
    affine.yield %c : i32
  }
  return
}

// -----

func.func @yield_count(%x: f32) {
  %r = affine.for %i = 0 to 10 iter_args(%a = %x) -> f32 {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @delinearize_basis(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %r:2 = affine.delinearize_index %i into (0, 4) : index, index
  return
}

// -----

func.func @linearize_count(%i: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %r = affine.linearize_index [%i, %i, %i] by (4) : index
  return
}
