// Malformed custom forms of the affine ops: upstream's parse errors (this
// file also passes under mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @apply_not_a_map(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' invalid kind of attribute specified}}
  %0 = affine.apply 5 (%n)
  return
}

// -----

func.func @apply_operand_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.apply' dimension or symbol index mismatch}}
  %0 = affine.apply affine_map<(d0) -> (d0)> (%n)[%n]
  return
}

// -----

func.func @min_without_parens(%n: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  %0 = affine.min affine_map<(d0) -> (d0)> %n
  return
}

// -----

func.func @for_without_to(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected 'to' between bounds}}
  affine.for %i = 0 until 10 {
  }
  return
}

// -----

func.func @for_negative_step(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected step to be representable as a positive signed integer}}
  affine.for %i = 0 to 10 step -1 {
  }
  return
}

// -----

func.func @for_two_bound_operands(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected only one loop bound operand}}
  affine.for %i = %n, %n to 10 {
  }
  return
}

// -----

func.func @for_lower_bound_without_max(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %i = affine_map<(d0) -> (d0, 0)>(%n) to 10 {
  }
  return
}

// -----

func.func @for_upper_bound_without_min(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %i = 0 to affine_map<()[s0] -> (s0, 10)>()[%n] {
  }
  return
}

// -----

func.func @for_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' dim operand count and affine map dim count must match}}
  affine.for %i = affine_map<(d0) -> (d0)>(%n, %n) to 10 {
  }
  return
}

// -----

func.func @for_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' symbol operand count and affine map symbol count must match}}
  affine.for %i = 0 to affine_map<(d0)[s0] -> (d0 + s0)>(%n) {
  }
  return
}

// -----

func.func @for_string_bound(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' expected valid affine map representation for loop bounds}}
  affine.for %i = "zero" to 10 {
  }
  return
}

// -----

func.func @for_result_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' mismatch between the number of loop-carried values and results}}
  affine.for %i = 0 to 10 iter_args(%a = %n) -> (index, index) {
  }
  return
}

// -----

func.func @for_iter_args_without_types(%n: index) {
  // expected-error@+1 {{expected '->'}}
  affine.for %i = 0 to 10 iter_args(%a = %n) {
  }
  return
}

// -----

func.func @if_map_condition(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' invalid kind of attribute specified}}
  affine.if affine_map<(d0) -> (d0)>(%n) {
  }
  return
}

// -----

func.func @if_dim_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>() {
  }
  return
}

// -----

func.func @if_symbol_count(%n: index) {
  // expected-error@+1 {{custom op 'affine.if' symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0) : (d0 >= 0)>(%n)[%n] {
  }
  return
}

// -----

func.func @load_not_memref(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.load' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = affine.load %m[%n] : f32
  return
}

// -----

func.func @load_parens(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  %0 = affine.load %m(%n) : memref<4xf32>
  return
}

// -----

func.func @load_product_of_dims(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %0 = affine.load %m[%n * %n] : memref<4xf32>
  return
}

// -----

func.func @load_symbol_without_parens(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{expected '(' at start of SSA symbol}}
  %0 = affine.load %m[symbol %n] : memref<4xf32>
  return
}

// -----

func.func @load_unclosed_symbol(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %0 = affine.load %m[symbol(%n] : memref<4xf32>
  return
}

// -----

func.func @load_constant_symbol(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{expected ssa identifier}}
  %0 = affine.load %m[symbol(3)] : memref<4xf32>
  return
}

// -----

func.func @load_bare_identifier(%n: index, %m: memref<4x4xf32>) {
  // expected-error@+1 {{use of undeclared identifier}}
  %0 = affine.load %m[%n, d0] : memref<4x4xf32>
  return
}

// -----

func.func @load_unclosed(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %m[%n : memref<4xf32>
  return
}

// -----

// Uses of one SSA name are one dimension: after the first, a result
// number is not read (as upstream, which stops at `#1`).
func.func @load_two_results_of_one_op(%m: memref<4x4xf32>, %n: index) {
  %r:2 = affine.for %i = 0 to 4 iter_args(%a = %n, %b = %n) -> (index, index) {
    affine.yield %a, %b : index, index
  }
  // expected-error@+1 {{expected ']' in affine map}}
  %0 = affine.load %m[%r#0, %r#1] : memref<4x4xf32>
  return
}

// -----

func.func @for_iv_in_use(%n: index) {
  // expected-note@+1 {{previously referenced here}}
  %i = arith.constant 0 : index
  // expected-error@+1 {{region entry argument '%i' is already in use}}
  affine.for %i = 0 to 10 {
  }
  return
}

// -----

func.func @if_constraint_operator(%n: index) {
  // expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
  affine.if affine_set<(d0) : (d0 > 0)>(%n) {
  }
  return
}

// -----

func.func @store_missing_comma(%f: f32, %m: memref<4xf32>) {
  // expected-error@+1 {{expected ','}}
  affine.store %f %m[0] : memref<4xf32>
  return
}

// -----

func.func @vector_load_scalar(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.vector_load' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = affine.vector_load %m[%n] : memref<4xf32>, f32
  return
}

// -----

func.func @prefetch_rw(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%n], load, locality<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%n], read, locality<3>, code : memref<4xf32>
  return
}

// -----

func.func @prefetch_locality(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' expected 'locality'}}
  affine.prefetch %m[%n], read, hint<3>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache_not_keyword(%n: index, %m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'affine.prefetch' expected valid keyword}}
  affine.prefetch %m[%n], read, locality<3>, 5 : memref<4xf32>
  return
}

// -----

func.func @parallel_ivs_without_parens(%n: index) {
  // expected-error@+1 {{expected '(' in argument list}}
  affine.parallel %i = (0) to (10) {
  }
  return
}

// -----

func.func @parallel_ssa_step(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @parallel_reduction(%n: index) {
  // expected-error@+1 {{custom op 'affine.parallel' invalid reduction value: "sum"}}
  affine.parallel (%i) = (0) to (10) reduce ("sum") -> f32 {
  }
  return
}

// -----

func.func @parallel_unclosed_bounds(%n: index) {
  // expected-error@+1 {{expected ')'}}
  affine.parallel (%i) = (0) to (min(10, %n) {
  }
  return
}

// -----

func.func @parallel_steps_not_in_parens(%n: index) {
  // expected-error@+1 {{expected '(' in affine map}}
  affine.parallel (%i) = (0) to (10) step 2 {
  }
  return
}

// -----

func.func @store_without_subscripts(%f: f32, %m: memref<4xf32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  affine.store %f, %m : memref<4xf32>
  return
}

// -----

// A bound may not use the induction variable it bounds: the name is taken
// when the body's arguments are defined.
func.func @bound_uses_its_own_iv(%n: index) {
  // expected-error@+2 {{region entry argument '%i' is already in use}}
  // expected-note@+1 {{previously referenced here}}
  affine.for %i = affine_map<(d0) -> (d0 + 1)>(%i) to 10 {
  }
  return
}

// -----

// Without a value, the step is the region read as a dictionary attribute.
func.func @step_without_value(%n: index) {
  // expected-error@+1 {{custom op 'affine.for' invalid kind of attribute specified}}
  affine.for %i = 0 to 10 step {
  }
  return
}

// -----

// An SSA id in an affine map attribute, outside the custom forms.
// expected-error@+1 {{unexpected ssa identifier}}
#bad = affine_map<(d0) -> (d0 + %x)>
