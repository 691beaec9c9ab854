// Invalid func ops: upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%a: i64) -> i32 {
  // expected-error@+1 {{type of return operand 0 ('i64') doesn't match function result type ('i32') in function @f}}
  return %a : i64
}

// -----

func.func @f(%a: i32) -> i32 {
  // expected-error@+1 {{'func.return' op has 2 operands, but enclosing function (@f) returns 1}}
  return %a, %a : i32, i32
}

// -----

func.func @f() {
  "test.op"() ({
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }) : () -> ()
  return
}

// -----

func.func private @g(%a: i32) -> i32
func.func @f(%a: i64) {
  // expected-error@+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'i64' for operand number 0}}
  %0 = call @g(%a) : (i64) -> i32
  return
}

// -----

func.func @f(%a: i64) {
  // expected-error@+1 {{'func.call' op 'nope' does not reference a valid function}}
  %0 = call @nope(%a) : (i64) -> i32
  return
}

// -----

func.func private @g(%a: i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of operands for callee}}
  %0 = call @g(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func private @g(%a: i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+1 {{'func.call' op incorrect number of results for callee}}
  call @g(%a) : (i32) -> ()
  return
}

// -----

func.func private @g(%a: i32) -> i32
func.func @f(%a: i32) {
  // expected-error@+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note@+2 {{op result types: 'i64'}}
  // expected-note@+1 {{function result types: 'i32'}}
  %0 = call @g(%a) : (i32) -> i64
  return
}

// -----

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @decl(i32) -> i32

// -----

func.func @f() {
  // expected-error@+1 {{'func.constant' op requires attribute 'value'}}
  %0 = "func.constant"() : () -> i32
  return
}

// -----

// expected-error@+1 {{'func.func' op arguments may only have dialect attributes}}
func.func @arg_attr(%a: i32 {foo = 1}) {
  return
}

// -----

// expected-error@+1 {{'func.func' op results may only have dialect attributes}}
func.func private @res_attr(i32) -> (i32 {bar = 1})

// -----

func.func @undefined_constant() {
  // expected-error@+1 {{'func.constant' op reference to undefined function 'nope'}}
  %0 = func.constant @nope : () -> ()
  return
}

// -----

func.func private @g() -> ()
func.func @mismatched_constant() {
  // expected-error@+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @g : (i32) -> ()
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected non-empty function body}}
func.func @empty_body() {}

// -----

// A types-only signature with a body: the entry block must name as many
// arguments, of the same types.
// expected-error@+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
func.func @f(f32) {
  return
}

// -----

// expected-error@+1 {{'func.func' op type of entry block argument #0('i32') must match the type of the corresponding argument in function signature('f32')}}
func.func @f(f32) {
^bb0(%a: i32):
  return
}

// -----

func.func @f(%x: f32) {
// expected-error@+1 {{invalid block name in region with named arguments}}
^bb0(%a: f32):
  return
}

// -----

func.func @call_indirect_operand_count(%a: i32, %f: (i32) -> ()) {
  // expected-error@+1 {{custom op 'func.call_indirect' number of operands and types do not match: got 2 operands and 1 types}}
  func.call_indirect %f(%a, %a) : (i32) -> ()
  return
}

// -----

func.func @unrealized_cast_operand_count(%a: i32) {
  // expected-error@+1 {{custom op 'builtin.unrealized_conversion_cast' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = builtin.unrealized_conversion_cast %a, %a : i32 to i64
  return
}

// -----

func.func @named_after_unnamed(f32,
  // expected-error@+1 {{custom op 'func.func' expected type instead of SSA identifier}}
  %a: i32) {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected SSA identifier}}
func.func @unnamed_after_named(%a: f32, i32) {
  return
}

// -----

func.func @constant_of_a_string() {
  // expected-error@+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "" : index
  return
}

// -----

func.func @constant_of_an_integer() {
  // The symbol is read as an attribute of type `none`.
  // expected-error@+1 {{integer literal not valid for specified type}}
  %0 = func.constant 1 : index
  return
}

// -----

// expected-error@+1 {{@ identifier expected to start with letter or '_'}}
func.func private @$name()

// -----

// A symbol name stops at `-`; then the argument list is missing.
// expected-error@+1 {{expected '('}}
func.func private @a-b()
