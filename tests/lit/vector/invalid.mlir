// Invalid vector ops: the errors of the hand-written custom forms
// (transfers, outerproduct, mask, contract) and of the generated ODS
// predicates, with upstream's diagnostics (this file also passes under
// mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, f32
  return
}

// -----

func.func @f(%m: vector<4xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i], %p : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i], %p : memref<?xf32>, vector<2x4xf32>
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected at least 2 operands}}
  %0 = vector.outerproduct %x : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%s: f32, %x: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %s, %x : f32, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?xf32>, %i: index, %x: vector<4xf32>, %mask: vector<4xi1>) {
  // expected-error@+1 {{custom op 'vector.mask' expects a result if passthru operand is provided}}
  vector.mask %mask, %x { vector.transfer_write %x, %m[%i] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  return
}

// -----

func.func @f(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error@+1 {{custom op 'vector.contract' unexpected iterator_type (sideways)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "sideways"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  // expected-error@+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %x : vector<4xf32> to vector<2x2xi32>
  return
}

// -----

func.func @f(%x: vector<4xf32>, %s: f64) {
  // expected-error@+1 {{'vector.reduction' op failed to verify that dest and acc have the same type}}
  %0 = "vector.reduction"(%x, %s) <{kind = #vector.kind<add>}> : (vector<4xf32>, f64) -> f32
  return
}

// -----

func.func @f(%s: f32) {
  // expected-error@+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
  %0 = "vector.from_elements"(%s, %s) : (f32, f32) -> vector<3xf32>
  return
}

// -----

func.func @f(%x: vector<5xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0, %1 = "vector.deinterleave"(%x) : (vector<5xf32>) -> (vector<2xf32>, vector<2xf32>)
  return
}

// -----

func.func @f(%x: vector<[8]xf32>) {
  // expected-error@+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %x[3] : vector<[4]xf32> from vector<[8]xf32>
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  // expected-error@+1 {{'vector.interleave' op failed to verify that type of 'result' is double the width of the inputs}}
  %0 = "vector.interleave"(%x, %x) : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%x) <{punctuation = #vector.punctuation<newline>, stringLiteral = "hi"}> : (vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%x: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %x : vector<4xf32> to vector<2x4xf64>
  return
}
