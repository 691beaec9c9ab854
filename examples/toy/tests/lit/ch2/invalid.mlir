// Chapter 2: invalid Toy IR. The ODS constraints (generated), the struct
// type's parser, then the ops' own verifiers (src/verify.rs), with the
// tutorial's messages.
// RUN: toy-opt %s --split-input-file --verify-diagnostics

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
  %0 = "toy.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf64>}> : () -> tensor<2x1xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3}}
  %0 = "toy.constant"() <{value = dense<[1.0, 2.0]> : tensor<2xf64>}> : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error@+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %0 = "toy.constant"() <{value = dense<[1, 2]> : tensor<2xi32>}> : () -> tensor<2xf64>
  toy.return
}

// -----

toy.func @f(%a: tensor<2xf64>) {
  // expected-error@+1 {{'toy.return' op does not return the same number of values (1) as the enclosing function (0)}}
  toy.return %a : tensor<2xf64>
}

// -----

toy.func @f(%a: tensor<2xf64>, %b: tensor<2xf64>) -> tensor<2xf64> {
  // expected-error@+1 {{'toy.return' op expects at most 1 return operand}}
  "toy.return"(%a, %b) : (tensor<2xf64>, tensor<2xf64>) -> ()
}

// -----

toy.func @f(%a: tensor<2xf64>) -> tensor<3xf64> {
  // expected-error@+1 {{type of return operand ('tensor<2xf64>') doesn't match function result type ('tensor<3xf64>')}}
  toy.return %a : tensor<2xf64>
}

// -----

func.func @f(%a: tensor<2xf64>) {
  // expected-error@+1 {{'toy.return' op expects parent op 'toy.func'}}
  toy.return
}

// -----

toy.func @f(%a: tensor<2x3xf64>) {
  // expected-error@+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%a : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @f(%a: tensor<2xf64>) {
  // expected-error@+1 {{'toy.cast' op operand type 'tensor<2xf64>' and result type 'tensor<3xf64>' are cast incompatible}}
  %0 = toy.cast %a : tensor<2xf64> to tensor<3xf64>
  toy.return
}

// -----

toy.func @f(%a: tensor<2xi32>) {
  // expected-error@+1 {{'toy.add' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xi32>'}}
  %0 = "toy.add"(%a, %a) : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xf64>
  toy.return
}

// -----

toy.func @f(%a: tensor<2xf64>) {
  // expected-error@+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<*xf64>'}}
  %0 = toy.reshape(%a : tensor<2xf64>) to tensor<*xf64>
  toy.return
}

// -----

// expected-error@+1 {{element type for a struct must either be a TensorType or a StructType, got: f64}}
toy.func @f(%a: !toy.struct<f64>) {
  toy.return
}

// -----

toy.func @f(%a: !toy.struct<tensor<*xf64>>) {
  // expected-error@+1 {{'toy.struct_access' op index should be within the range of the input struct type}}
  %0 = toy.struct_access %a[1] : !toy.struct<tensor<*xf64>> -> tensor<*xf64>
  toy.return
}

// -----

toy.func @f(%a: !toy.struct<tensor<*xf64>>) {
  // expected-error@+1 {{'toy.struct_access' op must have the same result type as the struct element referred to by the index}}
  %0 = toy.struct_access %a[0] : !toy.struct<tensor<*xf64>> -> tensor<2xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error@+1 {{constant of StructType must be initialized by an ArrayAttr with the same number of elements, got [dense<1.000000e+00> : tensor<f64>]}}
  %0 = toy.struct_constant [dense<1.0> : tensor<f64>] : !toy.struct<tensor<*xf64>, tensor<*xf64>>
  toy.return
}
