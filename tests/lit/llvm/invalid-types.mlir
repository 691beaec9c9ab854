// Malformed llvm types: upstream's diagnostics at upstream's columns.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{invalid array element type: '!llvm.void'}}
func.func private @f(!llvm.array<4 x void>)

// -----

// expected-error@+1 {{expected 'x'}}
func.func private @f(!llvm.array<4xi32>)

// -----

// expected-error@+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @f(!llvm.struct<(void)>)

// -----

// expected-error@+1 {{only identified structs can be opaque}}
func.func private @f(!llvm.struct<opaque>)

// -----

// expected-error@+1 {{struct without a body only allowed in a recursive struct}}
func.func private @f(!llvm.struct<"a">)

// -----

// expected-error@+1 {{identifier already used for an enclosing struct}}
func.func private @f(!llvm.struct<"c", (struct<"c", (i32)>)>)

// -----

// expected-error@+1 {{invalid function argument type: '!llvm.void'}}
func.func private @f(!llvm.func<void (void)>)

// -----

// expected-error@+1 {{invalid function result type: '!llvm.label'}}
func.func private @f(!llvm.func<label ()>)

// -----

// expected-error@+1 {{expected '('}}
func.func private @f(!llvm.func<i32>)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @f(!llvm.func<void (i32, ..., i32)>)

// -----

// expected-error@+1 {{unknown LLVM type: foo}}
func.func private @f(!llvm.struct<(i32, foo)>)

// -----

// expected-error@+1 {{unknown LLVM type: ifoo}}
func.func private @f(!llvm.ifoo)

// -----

// A builtin type is not an llvm type.
// expected-error@+1 {{unexpected type, expected keyword}}
func.func private @f() -> !llvm.f32

// -----

// expected-error@+1 {{unexpected type, expected keyword}}
func.func private @f(!llvm.tensor<*xf32>)
