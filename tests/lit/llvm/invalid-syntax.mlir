// Parse errors of the llvm ops' custom forms and custom directives, with
// mlir-opt-22's messages and locations (checked with
// `mlir-opt-22 --split-input-file --verify-diagnostics`).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{custom op 'llvm.func' expected valid '@'-identifier for symbol name}}
llvm.func amdgpu_pscc @f()

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @f() -> (i32, i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @f(index)

// -----

// expected-error@+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tensor<2xf32>'}}
llvm.func @f() -> tensor<2xf32>

// -----

// expected-error@+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @f(..., i32)

// -----

// expected-error@+1 {{custom op 'llvm.func' expected SSA identifier}}
llvm.func @f(%a: i32, i64)

// -----

// expected-error@+1 {{custom op 'llvm.func' expected type instead of SSA identifier}}
llvm.func @f(i32, %a: i64)

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' type can only be omitted for string globals}}
llvm.mlir.global internal @g(42 : i32)

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' expected zero or one type}}
llvm.mlir.global internal @g(42 : i32) : i32, i64

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.icmp' 'foo' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.icmp "foo" %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error@+1 {{custom op 'llvm.fcmp' 'eq' is an incorrect value of the 'predicate' attribute}}
  %0 = llvm.fcmp "eq" %a, %a : f32
  llvm.return
}

// -----

llvm.func @f() {
  %a = llvm.mlir.constant(0 : index) : index
  // expected-error@+1 {{custom op 'llvm.icmp' expected LLVM dialect-compatible type}}
  %0 = llvm.icmp "eq" %a, %a : index
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %a x i32 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected integer alignment}}
  %0 = llvm.alloca %a x i32 {alignment = "x"} : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected a non-void result type}}
  %0 = llvm.call @g(%a) : (i32) -> !llvm.void
  llvm.return
}

// -----

llvm.func @g(i32) -> i32
llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected function with 0 or 1 result}}
  %0:2 = llvm.call @g(%a) : (i32) -> (i32, i32)
  llvm.return
}

// -----

llvm.func @f(%a: i32, %p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.call' expected indirect call to have 2 trailing types}}
  %0 = llvm.call %p(%a) : (i32) -> i32
  llvm.return
}

// -----

llvm.func @g(i32)
llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' expected 2 types for operand bundle operands for operand bundle #0, but actually got 1}}
  llvm.call @g(%a) ["tag"(%a, %a : i32)] : (i32) -> ()
  llvm.return
}

// -----

llvm.func @f(%a: !llvm.struct<(i32)>) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' position out of bounds: 3}}
  %0 = llvm.extractvalue %a[3] : !llvm.struct<(i32)>
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+2 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  %0 = llvm.extractvalue %a[0] : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.shufflevector' invalid kind of type specified: expected builtin.vector, but found 'i32'}}
  %0 = llvm.shufflevector %a, %a [0] : i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' integer value too large}}
  %0 = llvm.getelementptr %p[4294967296] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f(%a: i32) {
  // expected-error@+2 {{expected '('}}
  // expected-error@+1 {{custom op 'llvm.call' expected direct call to have 1 trailing types}}
  llvm.call @g() : i32
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f(%a: i32) {
  // expected-error@+2 {{custom op 'llvm.call' expected string}}
  // expected-error@+1 {{custom op 'llvm.call' expect operand bundle tag}}
  llvm.call @g() [tag(%a : i32)] : () -> ()
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.call' invalid kind of attribute specified}}
  llvm.call 3() : () -> ()
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.mlir.global' expected valid '@'-identifier for symbol name}}
llvm.mlir.global internal constant g(42 : i32) : i32

// -----

llvm.func @g()
llvm.func @f(%a: i32) {
  // expected-error@+1 {{expected block name}}
  llvm.invoke @g() to unwind ^bb1 : () -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{expected attribute value}}
  %0 = llvm.icmp slt %a, %a : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.alloca' expected 'x'}}
  %0 = llvm.alloca %a y i32 : (i32) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  llvm.switch %a : i32, ^bb1 [
    // expected-error@+1 {{expected integer value}}
    x: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+2 {{expected ']'successor blocks}}
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1
^bb1:
  llvm.return
}

// -----

// expected-error@+1 {{custom op 'llvm.func' attribute 'linkage' occurs more than once in the attribute list}}
llvm.func internal @f() attributes {linkage = #llvm.linkage<internal>} {
  llvm.return
}
