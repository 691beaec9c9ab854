// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{custom op 'foo' is unknown (tried 'builtin.foo' as well)}}
foo

// -----

// expected-error@+1 {{use of undeclared SSA value name}}
"x.a"(%0) : (i32) -> ()

// -----

%0 = "x.a"() : () -> i32 // expected-note {{prior use here}}
// expected-error@+1 {{use of value '%0' expects different type than prior uses: 'i64' vs 'i32'}}
"x.b"(%0) : (i64) -> ()

// -----

%0 = "x.a"() : () -> i32 // expected-note {{previously defined here}}
// expected-error@+1 {{redefinition of SSA value '%0'}}
%0 = "x.b"() : () -> i32

// -----

// expected-error@+1 {{operation defines 1 results but was provided 2 to bind}}
%0:2 = "x.a"() : () -> i32

// -----

// expected-error@+1 {{cannot name an operation with no results}}
%0 = "x.a"() : () -> ()

// -----

func.func @f() {
  // expected-error@+1 {{cannot name an operation with no results}}
  %0 = func.return
}

// -----

// expected-error@+1 {{reference to an undefined block}}
"x.a"()[^bb1] : () -> ()

// -----

// expected-error@+1 {{expected 2 operand types but had 1}}
"x.a"(%a, %b) : (i32) -> ()

// -----

// expected-error@+1 {{expected function type}}
"x.a"() : i32

// -----

// expected-error@+1 {{expected operation name in quotes}}
%0 = 42

// -----

// Two dots are not an ellipsis: the error is where the third was expected.
// expected-error@+1 {{expected three consecutive dots for an ellipsis}}
"x.a"() {a = ..} : () -> ()

// -----

func.func @successors_on_a_non_terminator(%a: i32) {
  // expected-error@+1 {{successors in non-terminator}}
  %c = "arith.addi"(%a, %a)[^bb1] : (i32, i32) -> i32
^bb1:
  return
}

// -----

func.func @result_list_ends_with_a_comma() {
  // expected-error@+1 {{expected valid ssa identifier}}
  %0, = "x.a"() : () -> (i32, i32)
  return
}

// -----

// `i32` is an integer type, never an op name.
func.func @type_in_op_position() {
  // expected-error@+1 {{expected operation name in quotes}}
  %2 = arith.constant 1 i32
  return
}

// -----

// A memref type's list after the comma may not be empty (upstream's
// comma-separated list until '>'), reported where the element belonged.
// expected-error@+1 {{expected list element}}
func.func @empty_layout_list(%a: memref<2x4xi8, >)

// -----

// expected-error@+1 {{expected ',' or '>'}}
func.func @unclosed_layout_list(%a: memref<2xi8, affine_map<(d0) -> (d0)> x>)

// -----

// A negation without an operand: the operand's error, then the negation's.
// expected-error@+2 {{no expression inside parentheses}}
// expected-error@+1 {{missing operand of negation}}
#map = affine_map<(d0) -> (-())>
