// Invalid Toy IR: the tensor type's verifier (genVerifyDecl), the parser
// generated from its assemblyFormat, the ODS constraints, then the ops'
// own verifiers (src/verify.rs).
// RUN: toy-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{toy.tensor dimensions must be non-negative, got -2}}
func.func @f(%a: !toy.tensor<[-2, 3], f64>) {
  return
}

// -----

// expected-error@+1 {{toy.tensor element type must be a float type, got i32}}
func.func @f(%a: !toy.tensor<[2], i32>) {
  return
}

// -----

// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse Toy_TensorType parameter 'shape' which is to be a `::llvm::ArrayRef<int64_t>`}}
func.func @f(%a: !toy.tensor<[2, x], f64>) {
  return
}

// -----

// expected-error@+1 {{expected ','}}
func.func @f(%a: !toy.tensor<[2] f64>) {
  return
}

// -----

func.func @f(%a: tensor<2x3xf64>) {
  // expected-error@+1 {{'toy.transpose' op operand #0 must be a Toy tensor of a static shape, but got 'tensor<2x3xf64>'}}
  %0 = "toy.transpose"(%a) : (tensor<2x3xf64>) -> !toy.tensor<[3, 2], f64>
  return
}

// -----

func.func @f(%a: !toy.tensor<[2, 3], f64>) {
  // expected-error@+1 {{'toy.transpose' op output shape [2, 3] is not the transpose of [2, 3]}}
  %0 = toy.transpose %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[2, 3], f64>
  return
}

// -----

func.func @f(%a: !toy.tensor<[2, 3, 4], f64>) {
  // expected-error@+1 {{'toy.transpose' op expects a 2-D input, got shape [2, 3, 4]}}
  %0 = toy.transpose %a : !toy.tensor<[2, 3, 4], f64> -> !toy.tensor<[4, 3, 2], f64>
  return
}

// -----

func.func @f(%a: !toy.tensor<[2, 3], f64>) {
  // expected-error@+1 {{'toy.reshape' op input shape [2, 3] and output shape [5] hold different numbers of elements}}
  %0 = toy.reshape %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[5], f64>
  return
}

// -----

func.func @f(%a: !toy.tensor<[2, 3], f64>) {
  // expected-error@+1 {{'toy.reshape' op input and output element types differ}}
  %0 = toy.reshape %a : !toy.tensor<[2, 3], f64> -> !toy.tensor<[6], f32>
  return
}

// -----

func.func @f() {
  // expected-error@+1 {{'toy.constant' op value of shape [2] does not match the result shape [3]}}
  %0 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64> -> !toy.tensor<[3], f64>
  return
}

// -----

func.func @f(%a: !toy.tensor<[2], f64>, %b: !toy.tensor<[3], f64>) {
  // expected-error@+1 {{'toy.add' op requires the same type for all operands and results}}
  %0 = "toy.add"(%a, %b) : (!toy.tensor<[2], f64>, !toy.tensor<[3], f64>) -> !toy.tensor<[2], f64>
  return
}
