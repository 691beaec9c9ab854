// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @types_without_operands(%a: i32) {
  // expected-error@+1 {{custom op 'test.variadic_args_types_split' number of operands and types do not match: got 0 operands and 1 types}}
  test.variadic_args_types_split "x" : i32
  return
}

// -----

func.func @operands_without_types(%a: i32) {
  // expected-error@+1 {{custom op 'test.variadic_args_types_split' number of operands and types do not match: got 1 operands and 0 types}}
  test.variadic_args_types_split "x", %a
  return
}

// -----

func.func @not_a_string(%a: i32) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  test.variadic_args_types_split 3
  return
}

// -----

func.func @not_a_string_attr(%a: i32) {
  // expected-error@+1 {{custom op 'test.variadic_args_types_split' invalid kind of attribute specified}}
  test.variadic_args_types_split [1]
  return
}

// -----

func.func @missing_str(%a: i32) {
  // expected-error@+1 {{'test.variadic_args_types_split' op requires attribute 'str'}}
  "test.variadic_args_types_split"(%a) : (i32) -> ()
  return
}
