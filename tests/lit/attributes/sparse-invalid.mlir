// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{sparse index #1 is not contained within the value shape, with index=[1, 9], and type='tensor<4x4xi32>'}}
"test.op"() {a = sparse<[[0, 0], [1, 9]], [1, 5]> : tensor<4x4xi32>} : () -> ()

// -----

// A negative index reads as unsigned, as upstream prints it.
// expected-error@+1 {{sparse index #0 is not contained within the value shape, with index=[18446744073709551615, 0], and type='tensor<4x4xi32>'}}
"test.op"() {a = sparse<[[-1, 0]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([4, 4]); inferred shape of indices literal ([1, 3]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[[0, 0, 0]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2, 2]); inferred shape of values literal ([1])}}
"test.op"() {a = sparse<[[0, 0], [1, 1]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// Flat indices only for a 1-D type.
// expected-error@+1 {{expected shape ([4, 4]); inferred shape of indices literal ([2]); inferred shape of values literal ([2])}}
"test.op"() {a = sparse<[1, 3], [1, 5]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected 1-d tensor for sparse element values}}
"test.op"() {a = sparse<[[0, 0]], [[1]]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{expected integer elements, but parsed floating-point}}
"test.op"() {a = sparse<[[1.5, 0]], [1]> : tensor<4x4xi32>} : () -> ()

// -----

// expected-error@+1 {{elements literal must be a shaped type}}
"test.op"() {a = sparse<[[0, 0]], [1]> : i32} : () -> ()

// -----

// expected-error@+1 {{elements literal type must have static shape}}
"test.op"() {a = dense<1> : tensor<?xi32>} : () -> ()
