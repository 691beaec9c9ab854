// Integer dense array elements as mlir-opt-22 reads them: true and false only
// for i1 (which takes no integer literal), range errors after the literal.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// The elements of integer dense arrays are read as upstream reads them.
"t.op"() {a = array<i1: -true, false>, b = array<i8: -128, 255, 0x7F>, c = array<i16: 65535>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"t.op"() {a = array<i8: 300>} : () -> ()

// -----

// expected-error@+1 {{expected i1 type for 'true' or 'false' values}}
"t.op"() {a = array<i32: true>} : () -> ()

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"t.op"() {a = array<i1: true, 2>} : () -> ()

// -----

// expected-error@+1 {{expected 'true' or 'false' values for i1 type}}
"t.op"() {a = array<i1: 0x1>} : () -> ()

// -----

// expected-error@+1 {{integer constant out of range}}
"t.op"() {a = array<i8: -129>} : () -> ()
