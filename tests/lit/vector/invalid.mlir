// Invalid vector ops: the errors of the hand-written custom forms
// (transfers, outerproduct, mask, contract), of the generated ODS
// predicates, and of the ported C++ verifiers (broadcast, shape_cast,
// bitcast, transpose, shuffle, extract/insert, the strided slices,
// contract, outerproduct, the reductions and scan, the masks, the memory
// ops, type_cast and the transfers), with upstream's diagnostics (this file
// also passes under mlir-opt-22 --verify-diagnostics).
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

// -----

func.func @broadcast_1(%a: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %1 = vector.broadcast %a : vector<4x4xf32> to vector<4xf32>
  return
}

// -----

func.func @broadcast_2(%a: vector<1xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %1 = vector.broadcast %a : vector<1xf32> to vector<f32>
  return
}

// -----

func.func @broadcast_3(%a: vector<7xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (7 vs. 3)}}
  %1 = vector.broadcast %a : vector<7xf32> to vector<3xf32>
  return
}

// -----

func.func @broadcast_4(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 1)}}
  %1 = vector.broadcast %a : vector<4x8xf32> to vector<1x8xf32>
  return
}

// -----

func.func @broadcast_5(%a: memref<4x8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %1 = vector.broadcast %a : memref<4x8xf32> to vector<1x8xf32>
  return
}

// -----

func.func @broadcast_6(%a: vector<[4]xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %1 = vector.broadcast %a : vector<[4]xf32> to vector<2x4xf32>
  return
}

// -----

func.func @shuffle_1(%a: vector<2xf32>, %b: vector<4x2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op rank mismatch}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2xf32>, vector<4x2xf32>
  return
}

// -----

func.func @shuffle_2(%a: vector<2x2xf32>, %b: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shuffle' op dimension mismatch}}
  %1 = vector.shuffle %a, %b [0, 1] : vector<2x2xf32>, vector<2x4xf32>
  return
}

// -----

func.func @shuffle_3(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #2 out of range}}
  %1 = vector.shuffle %a, %b [0, 4] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_4(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op invalid mask length}}
  %1 = vector.shuffle %a, %b [] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_5(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask index #3 out of range}}
  %1 = vector.shuffle %a, %b [0, -1, -2] : vector<2xf32>, vector<2xf32>
  return
}

// -----

func.func @shuffle_6(%a: vector<2xf32>, %b: vector<2xf32>) {
  // expected-error@+1 {{'vector.shuffle' op mask length mismatch}}
  %1 = "vector.shuffle"(%a, %b) <{mask = array<i64: 0, 1>}> : (vector<2xf32>, vector<2xf32>) -> vector<3xf32>
  return
}

// -----

func.func @extract_1(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %1 = vector.extract %a[0, 0, 0, 0] : f32 from vector<4x8x16xf32>
  return
}

// -----

func.func @extract_2(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %a[0, 43, 0] : f32 from vector<4x8x16xf32>
  return
}

// -----

func.func @extract_3(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #3 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %a[0, 0, -2] : f32 from vector<4x8x16xf32>
  return
}

// -----

func.func @extract_4(%a: vector<4x8x16xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %1 = "vector.extract"(%a, %i) <{static_position = array<i64: 0, 0>}> : (vector<4x8x16xf32>, index) -> vector<16xf32>
  return
}

// -----

func.func @extract_5(%a: vector<4xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %1 = vector.extract %a[] : vector<f32> from vector<4xf32>
  return
}

// -----

func.func @insert_1(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %1 = vector.insert %a, %b[3, 3, 3, 3, 3, 3] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_2(%a: vector<4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %1 = vector.insert %a, %b[3] : vector<4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_3(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %1 = vector.insert %a, %b[3, 3] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_4(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #3 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[0, 0, -2] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_5(%a: f32, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[4, 7, 15] : f32 into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_6(%a: vector<1xf32>, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %1 = vector.insert %a, %b[0] : vector<1xf32> into vector<4xf32>
  return
}

// -----

func.func @shape_cast_1(%a: vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %a : vector<5x1x3x2xf32> to vector<15x2xi32>
  return
}

// -----

func.func @shape_cast_2(%a: vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (30) and result (20)}}
  %0 = vector.shape_cast %a : vector<5x1x3x2xf32> to vector<10x2xf32>
  return
}

// -----

func.func @shape_cast_3(%a: vector<[4]x2xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %a : vector<[4]x2xf32> to vector<8xf32>
  return
}

// -----

func.func @bitcast_1(%a: vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op dimension size mismatch at: 1}}
  %0 = vector.bitcast %a : vector<5x1x3x2xf32> to vector<5x2x3x2xf32>
  return
}

// -----

func.func @bitcast_2(%a: vector<5x1x3x2xf32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %a : vector<5x1x3x2xf32> to vector<5x1x3x3xf16>
  return
}

// -----

func.func @bitcast_3(%a: vector<f32>) {
  // expected-error@+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %a : vector<f32> to vector<f16>
  return
}

// -----

func.func @reduction_1(%a: vector<16xf32>) -> i32 {
  // expected-error@+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %a : vector<16xf32> into i32
  return %0 : i32
}

// -----

func.func @reduction_2(%a: vector<4x16xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %a : vector<4x16xf32> into f32
  return %0 : f32
}

// -----

func.func @reduction_3(%a: vector<16xf32>) -> f32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'xor'}}
  %0 = vector.reduction <xor>, %a : vector<16xf32> into f32
  return %0 : f32
}

// -----

func.func @reduction_4(%a: vector<16xi32>) -> i32 {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''i32'' for kind 'maxnumf'}}
  %0 = vector.reduction <maxnumf>, %a : vector<16xi32> into i32
  return %0 : i32
}

// -----

func.func @multi_reduction_1(%a: vector<4x16xf32>, %acc: vector<16xf32>) -> vector<16xf32> {
  // expected-error@+1 {{'vector.multi_reduction' op destination type 'vector<16xf32>' is incompatible with source type 'vector<4x16xf32>'}}
  %0 = vector.multi_reduction <mul>, %a, %acc [1] : vector<4x16xf32> to vector<16xf32>
  return %0 : vector<16xf32>
}

// -----

func.func @transpose_1(%a: vector<4x16x11xf32>) {
  // expected-error@+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %a, [2, 1, 0] : vector<4x16x11xf32> to vector<100xf32>
  return
}

// -----

func.func @transpose_2(%a: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition length mismatch: 3}}
  %0 = vector.transpose %a, [2, 0, 1] : vector<4x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_3(%a: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %a, [2, 0] : vector<4x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_4(%a: vector<4x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %0 = vector.transpose %a, [0, 0] : vector<4x4xf32> to vector<4x4xf32>
  return
}

// -----

func.func @transpose_5(%a: vector<11x7x3x2xi32>) {
  // expected-error@+1 {{'vector.transpose' op dimension size mismatch at: 0}}
  %0 = vector.transpose %a, [3, 0, 1, 2] : vector<11x7x3x2xi32> to vector<2x3x7x11xi32>
  return
}

// -----

func.func @transpose_6(%a: vector<4x2xi32>) {
  // expected-error@+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
  %0 = vector.transpose %a, [1, 0] : vector<4x2xi32> to vector<2x4xf32>
  return
}

// -----

func.func @insert_7(%a: vector<f32>, %b: vector<4xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %1 = vector.insert %a, %b[0] : vector<f32> into vector<4xf32>
  return
}

// -----

func.func @insert_8(%a: f32, %b: vector<4xf32>) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %1 = vector.insert %a, %b[4] : f32 into vector<4xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_1(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected an indexing map for each vector operand}}
  %0 = vector.contract {indexing_maps = [#m0, #m1], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, c0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_2(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to be a projected permutation of its inputs}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1)[s0] -> (b0, s0, c0, f1)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_3(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have no symbols}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>
#m2 = affine_map<(b0, f0, f1, c1) -> (b0, f0, f1)>
func.func @contract_4(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 5 number of inputs}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, f1)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_5(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 1 to have 4 number of outputs}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, b1, b2) -> (b1, b0, b2, f0)>
#m1 = affine_map<(b0, f0, f1, b1, b2) -> (b0, b2, b1, f1)>
#m2 = affine_map<(b0, f0, f1, b1, b2) -> (b0, f0, f1)>
func.func @contract_6(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c1, b0, c0, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_7(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (f1, c1, c0, b0)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_8(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<8x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid batch dimension map}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<8x15x5xf32>
  return
}

// -----

#m0 = affine_map<(b0, f0, f1, c0, c1) -> (c0, b0, c1, f0)>
#m1 = affine_map<(b0, f0, f1, c0, c1) -> (b0, c1, c0, f1)>
#m2 = affine_map<(b0, f0, f1, c0, c1) -> (b0, f0, f1)>
func.func @contract_9(%a: vector<7x8x16x15xf32>, %b: vector<8x16x7x5xf32>, %c: vector<88x15x5xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<8x15x5xf32>'}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} %a, %b, %c : vector<7x8x16x15xf32>, vector<8x16x7x5xf32> into vector<88x15x5xf32>
  return
}

// -----

#m0 = affine_map<(m, n, k) -> (m, k)>
#m1 = affine_map<(m, n, k) -> (k, n)>
#m2 = affine_map<(m, n, k) -> (n, m)>
func.func @contract_10(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<3x2xf32>'}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @contract_11(%a: vector<1x2xi32>, %b: vector<2xi32>, %c: vector<1xi32>) {
  // expected-error@+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d1)>], iterator_types = ["reduction", "parallel", "reduction"]} %a, %b, %c : vector<1x2xi32>, vector<2xi32> into vector<1xi32>
  return
}

// -----

#m0 = affine_map<(m, n, k) -> (m, k)>
#m1 = affine_map<(m, n, k) -> (k, n)>
#m2 = affine_map<(m, n, k) -> (m, n)>
func.func @contract_12(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: f32) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 0 number of outputs}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into f32
  return
}

// -----

#m0 = affine_map<(k) -> (k)>
#m2 = affine_map<(k) -> ()>
func.func @contract_13(%a: vector<4xf32>, %b: vector<4xf32>, %c: vector<1xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 2 to have 1 number of outputs}}
  %0 = vector.contract {indexing_maps = [#m0, #m0, #m2], iterator_types = ["reduction"]} %a, %b, %c : vector<4xf32>, vector<4xf32> into vector<1xf32>
  return
}

// -----

#m0 = affine_map<(m, n, k) -> (m, k)>
#m1 = affine_map<(m, n, k) -> (k, n)>
#m2 = affine_map<(m, n, k) -> (m, n)>
func.func @contract_14(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op unsupported contraction type}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<xor>} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return
}

// -----

#m0 = affine_map<(m, n, k) -> (m, k)>
#m1 = affine_map<(m, n, k) -> (k, n)>
#m2 = affine_map<(m, n, k) -> (m, n)>
func.func @contract_15(%a: vector<2x1xui32>, %b: vector<1x3xui32>, %c: vector<2x3xui32>) {
  // expected-error@+1 {{'vector.contract' op only supports signless integer types}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x1xui32>, vector<1x3xui32> into vector<2x3xui32>
  return
}

// -----

#m0 = affine_map<(m, n, k) -> (m, k)>
#m1 = affine_map<(m, n, k) -> (k, n)>
#m2 = affine_map<(m, n, k) -> (m, n)>
func.func @contract_16(%a: vector<2x2xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op invalid contracting dimension map}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x2xf32>, vector<1x3xf32> into vector<2x3xf32>
  return
}

// -----

#m0 = affine_map<(m, n, k) -> (m, k)>
#m1 = affine_map<(m, n, k) -> (k, n)>
#m2 = affine_map<(m, n, k) -> (m, n)>
func.func @contract_17(%a: vector<2x1xf32>, %b: vector<1x3xf32>, %c: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.contract' op expected indexing map 0 to have 4 number of inputs}}
  %0 = vector.contract {indexing_maps = [#m0, #m1, #m2], iterator_types = ["parallel", "parallel", "reduction", "parallel"]} %a, %b, %c : vector<2x1xf32>, vector<1x3xf32> into vector<2x3xf32>
  return
}

// -----

func.func @transfer_read_1(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<()->(0)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @transfer_read_2(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with input dims of the same rank as the source type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0)->(d0)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @transfer_read_3(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @transfer_read_4(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)->(d0 + d1)>} : memref<?x?xf32>, vector<128xf32>
  return
}

// -----

func.func @transfer_read_5(%m: memref<?x?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i, %i], %p {permutation_map = affine_map<(d0, d1, d2)->(d0, d0)>} : memref<?x?x?xf32>, vector<3x7xf32>
  return
}

// -----

func.func @transfer_read_6(%m: memref<?x?xvector<4x3xf32>>, %i: index, %p: vector<4x3xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<4x3xf32>>, vector<3xf32>
  return
}

// -----

func.func @transfer_read_7(%m: memref<?x?xvector<6xf32>>, %i: index, %p: vector<6xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xvector<6xf32>>, vector<3xf32>
  return
}

// -----

func.func @transfer_read_8(%m: memref<?x?xvector<2x3xf32>>, %i: index, %p: vector<2x3xf32>) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d0, d1)> vs inBounds of size: 1}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true], permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
  return
}

// -----

func.func @transfer_read_9(%m: memref<?x?xvector<2x3xf32>>, %i: index, %p: vector<2x3xf32>, %mask: vector<2x3xi1>) {
  // expected-error@+1 {{custom op 'vector.transfer_read' does not support masks with vector element type}}
  %0 = vector.transfer_read %m[%i, %i], %p, %mask {permutation_map = affine_map<(d0, d1)->(d0, d1)>} : memref<?x?xvector<2x3xf32>>, vector<1x1x2x3xf32>
  return
}

// -----

func.func @transfer_read_10(%m: memref<?x?xf32>, %i: index, %p: f32, %mask: vector<5xi1>) {
  // expected-error@+1 {{'vector.transfer_read' op inferred mask type ('vector<4xi1>') and mask operand type ('vector<5xi1>') don't match}}
  %0 = "vector.transfer_read"(%m, %i, %i, %p, %mask) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (memref<?x?xf32>, index, index, f32, vector<5xi1>) -> vector<4xf32>
  return
}

// -----

func.func @transfer_read_11(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires permutation_map without symbols}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1)[s0] -> (d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_write_1(%m: memref<?x?xf32>, %i: index, %v: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i, %i, %i] {permutation_map = affine_map<()->(0)>} : vector<128xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_2(%m: memref<?x?xf32>, %i: index, %v: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a permutation_map with input dims of the same rank as the source type}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0)->(d0)>} : vector<128xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_3(%m: memref<?x?xf32>, %i: index, %v: vector<128xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1)->(d0 + 1)>} : vector<128xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_write_4(%m: memref<?xf32>, %i: index, %v: vector<7xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i] {permutation_map = affine_map<(d0) -> (0)>} : vector<7xf32>, memref<?xf32>
  return
}

// -----

func.func @transfer_write_5(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true, true]} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_read_12(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_write_6(%m: tensor<?x?xf32>, %i: index, %v: vector<4xf32>) {
  %0 = vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, tensor<?x?xf32>
  // expected-error@+1 {{'vector.transfer_write' op expected type of operand #1 ('tensor<?x?xf32>') to match type of corresponding result ('tensor<?x4xf32>')}}
  %1 = "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x4xf32>
  return
}

// -----

func.func @transfer_write_7(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op expected the number of tensor results (1) to be equal to the number of output tensors (0)}}
  %1 = "vector.transfer_write"(%v, %m, %i, %i) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = affine_map<(d0, d1) -> (d1)>}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> tensor<?x4xf32>
  return
}

// -----

func.func @outerproduct_1(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected 2-d vector result}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, vector<8xf32>) -> (vector<8xf32>)
  return
}

// -----

func.func @outerproduct_2(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, vector<8xf32>) -> (vector<8x16xf32>)
  return
}

// -----

func.func @outerproduct_3(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected #2 operand dim to match result dim #2}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, vector<8xf32>) -> (vector<4x16xf32>)
  return
}

// -----

func.func @outerproduct_4(%a: vector<4x8xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %1 = vector.outerproduct %a, %b : vector<4x8xf32>, f32
  return
}

// -----

func.func @outerproduct_5(%a: vector<4xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected 1-d vector result}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<4xf32>, f32) -> (vector<4x8xf32>)
  return
}

// -----

func.func @outerproduct_6(%a: vector<8xf32>, %b: f32) {
  // expected-error@+1 {{'vector.outerproduct' op expected #1 operand dim to match result dim #1}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<8xf32>, f32) -> (vector<16xf32>)
  return
}

// -----

func.func @outerproduct_7(%a: vector<4xf32>, %b: vector<8xf32>, %c: vector<4x16xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected operand #3 of same type as result type}}
  %1 = "vector.outerproduct" (%a, %b, %c) : (vector<4xf32>, vector<8xf32>, vector<4x16xf32>) -> (vector<4x8xf32>)
  return
}

// -----

func.func @outerproduct_8(%a: vector<4xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %1 = vector.outerproduct %a, %b {kind = #vector.kind<xor>} : vector<4xf32>, vector<8xf32>
  return
}

// -----

func.func @outerproduct_9(%a: vector<[4]xf32>, %b: vector<8xf32>) {
  // expected-error@+1 {{'vector.outerproduct' op expected either both or only #2 operand dim to be scalable}}
  %1 = "vector.outerproduct" (%a, %b) : (vector<[4]xf32>, vector<8xf32>) -> (vector<4x8xf32>)
  return
}

// -----

func.func @create_mask_1() {
  // expected-error@+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask : vector<i1>
  return
}

// -----

func.func @create_mask_2(%i: index) {
  // expected-error@+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i, %i : vector<4x3x7xi1>
  return
}

// -----

func.func @constant_mask_1() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [] : vector<i1>
  return
}

// -----

func.func @constant_mask_2() {
  // expected-error@+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}

// -----

func.func @constant_mask_3() {
  // expected-error@+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [3, 2, 7] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_4() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [-1, 2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_5() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [3, 4] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_6() {
  // expected-error@+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 2] : vector<4x3xi1>
  return
}

// -----

func.func @constant_mask_7() {
  // expected-error@+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[8]xi1>
  return
}

// -----

func.func @insert_strided_slice_1(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [100], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_2(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides of same size as source vector rank}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_3(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected source rank to be no greater than destination rank}}
  %1 = vector.insert_strided_slice %b, %a {offsets = [2, 2], strides = [1, 1, 1]} : vector<4x8x16xf32> into vector<4x4xf32>
  return
}

// -----

func.func @insert_strided_slice_4(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [100,100,100], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_5(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 2, 2], strides = [100, 100]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_6(%a: vector<4x4xf32>, %b: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [2, 7, 2], strides = [1, 1]} : vector<4x4xf32> into vector<4x8x16xf32>
  return
}

// -----

func.func @insert_strided_slice_7(%a: vector<[4]x4xf32>, %b: vector<4x[8]x16xf32>) {
  // expected-error@+1 {{'vector.insert_strided_slice' op expected size at idx=0 to match the corresponding base size from the input vector (4 vs 8)}}
  %1 = vector.insert_strided_slice %a, %b {offsets = [0, 0, 2], strides = [1, 1]} : vector<[4]x4xf32> into vector<4x[8]x16xf32>
  return
}

// -----

func.func @extract_strided_slice_1(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %1 = vector.extract_strided_slice %a {offsets = [100], sizes = [2, 2], strides = [1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @extract_strided_slice_2(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets attribute of rank no greater than vector rank}}
  %1 = vector.extract_strided_slice %a {offsets = [2, 2, 2, 2], sizes = [2, 2, 2, 2], strides = [1, 1, 1, 1]} : vector<4x8x16xf32> to vector<2x2x16xf32>
  return
}

// -----

func.func @extract_strided_slice_3(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected offsets dimension 0 to be confined to [0, 4)}}
  %1 = vector.extract_strided_slice %a {offsets = [100], sizes = [100], strides = [100]} : vector<4x8x16xf32> to vector<100x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_4(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sizes dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [100], strides = [100]} : vector<4x8x16xf32> to vector<100x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_5(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [1], strides = [100]} : vector<4x8x16xf32> to vector<1x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_6(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected sum(offsets, sizes) dimension 0 to be confined to [1, 5)}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [3], strides = [1]} : vector<4x8x16xf32> to vector<3x8x16xf32>
  return
}

// -----

func.func @extract_strided_slice_7(%a: vector<4x8x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x8x16xf32>'}}
  %1 = vector.extract_strided_slice %a {offsets = [2], sizes = [2], strides = [1]} : vector<4x8x16xf32> to vector<3x1xf32>
  return
}

// -----

func.func @extract_strided_slice_8(%a: vector<4x[8]x16xf32>) {
  // expected-error@+1 {{'vector.extract_strided_slice' op expected size at idx=1 to match the corresponding base size from the input vector (2 vs 8)}}
  %1 = vector.extract_strided_slice %a {offsets = [0, 0], sizes = [2, 2], strides = [1, 1]} : vector<4x[8]x16xf32> to vector<2x[2]x16xf32>
  return
}

// -----

func.func @scan_1(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op reduction dimension 5 has to be less than 2}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 5} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @scan_2(%a: vector<2x3xi32>, %b: vector<1x3xi32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<1x3xi32>
  return
}

// -----

func.func @scan_3(%a: vector<2x3xi32>, %b: vector<5xi32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xi32>, vector<5xi32>
  return
}

// -----

func.func @scan_4(%a: vector<2x3xf32>, %b: vector<3xf32>) {
  // expected-error@+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'xor'}}
  %0:2 = vector.scan <xor>, %a, %b {inclusive = true, reduction_dim = 0} : vector<2x3xf32>, vector<3xf32>
  return
}

// -----

func.func @type_cast_1(%m: memref<4x3xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s0 + d1 * s1 + s2)>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s0 + d1 * s1 + s2)>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @type_cast_2(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x4xf32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x4xf32>>
  return
}

// -----

func.func @type_cast_3(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<2xvector<4x3xf32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<2xvector<4x3xf32>>
  return
}

// -----

func.func @store_1(%m: memref<200x100xf32, affine_map<(d0, d1) -> (200*d0 + 2*d1)>>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op most minor memref dim must have unit stride}}
  vector.store %v, %m[%i, %i] : memref<200x100xf32, affine_map<(d0, d1) -> (200*d0 + 2*d1)>>, vector<8xf32>
  return
}

// -----

func.func @store_2(%m: memref<200x100xvector<4xf32>>, %i: index, %v: vector<8xf32>) {
  // expected-error@+1 {{'vector.store' op base memref and valueToStore vector types should match}}
  vector.store %v, %m[%i, %i] : memref<200x100xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @store_3(%m: memref<?xf64>, %i: index, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.store' op base and valueToStore element type should match}}
  vector.store %v, %m[%i] : memref<?xf64>, vector<16xf32>
  return
}

// -----

func.func @store_4(%m: memref<?xf32>, %i: index, %v: vector<16xf32>) {
  // expected-error@+1 {{'vector.store' op requires 1 indices}}
  vector.store %v, %m[] : memref<?xf32>, vector<16xf32>
  return
}

// -----

func.func @load_1(%m: memref<?xf64>, %i: index) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf64>, vector<16xf32>
  return
}

// -----

func.func @load_2(%m: memref<?x?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<16xf32>
  return
}

// -----

func.func @load_3(%m: memref<200x100xvector<4xf32>>, %i: index) {
  // expected-error@+1 {{'vector.load' op base memref and result vector types should match}}
  %0 = vector.load %m[%i, %i] : memref<200x100xvector<4xf32>>, vector<8xf32>
  return
}

// -----

func.func @load_4(%m: memref<200x100xf32, strided<[100, 2]>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<200x100xf32, strided<[100, 2]>>, vector<8xf32>
  return
}

// -----

func.func @maskedload_1(%m: memref<?xf64>, %mask: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op base and result element type should match}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_2(%m: memref<?xf32>, %mask: vector<15xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op expected result shape to match mask shape}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<15xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_3(%m: memref<?xf32>, %mask: vector<16xi1>, %p: vector<16xi32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op expected pass_thru of same type as result type}}
  %0 = vector.maskedload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xi32> into vector<16xf32>
  return
}

// -----

func.func @maskedload_4(%m: memref<?xf32>, %mask: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedload' op requires 1 indices}}
  %0 = vector.maskedload %m[], %mask, %p : memref<?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @maskedstore_1(%m: memref<?xf64>, %mask: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedstore' op base and valueToStore element type should match}}
  vector.maskedstore %m[%i], %mask, %v : memref<?xf64>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @maskedstore_2(%m: memref<?xf32>, %mask: vector<15xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedstore' op expected valueToStore shape to match mask shape}}
  vector.maskedstore %m[%i], %mask, %v : memref<?xf32>, vector<15xi1>, vector<16xf32>
  return
}

// -----

func.func @maskedstore_3(%m: memref<?xf32>, %mask: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.maskedstore' op requires 1 indices}}
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @gather_1(%m: memref<?xf64>, %idx: vector<16xi32>, %mask: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.gather' op base and result element type should match}}
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @gather_2(%m: memref<?x?xf64>, %idx: vector<16xi32>, %mask: vector<16xi1>, %p: vector<16xf64>, %i: index) {
  // expected-error@+1 {{'vector.gather' op requires 2 indices}}
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<?x?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf64> into vector<16xf64>
  return
}

// -----

func.func @gather_3(%m: memref<?xf32>, %idx: vector<17xi32>, %mask: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match indices dim}}
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<?xf32>, vector<17xi32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @gather_4(%m: memref<?xf32>, %idx: vector<16xi32>, %mask: vector<17xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<?xf32>, vector<16xi32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @gather_5(%m: memref<?xf32>, %idx: vector<16xi32>, %mask: vector<16xi1>, %p: vector<16xf64>, %i: index) {
  // expected-error@+1 {{'vector.gather' op expected pass_thru of same type as result type}}
  %0 = vector.gather %m[%i][%idx], %mask, %p : memref<?xf32>, vector<16xi32>, vector<16xi1>, vector<16xf64> into vector<16xf32>
  return
}

// -----

func.func @scatter_1(%m: memref<?xf64>, %idx: vector<16xi32>, %mask: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op base and valueToStore element type should match}}
  vector.scatter %m[%i][%idx], %mask, %v : memref<?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @scatter_2(%m: memref<?x?xf64>, %idx: vector<16xi32>, %mask: vector<16xi1>, %v: vector<16xf64>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op requires 2 indices}}
  vector.scatter %m[%i][%idx], %mask, %v : memref<?x?xf64>, vector<16xi32>, vector<16xi1>, vector<16xf64>
  return
}

// -----

func.func @scatter_3(%m: memref<?xf32>, %idx: vector<17xi32>, %mask: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match indices dim}}
  vector.scatter %m[%i][%idx], %mask, %v : memref<?xf32>, vector<17xi32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @scatter_4(%m: memref<?xf32>, %idx: vector<16xi32>, %mask: vector<17xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.scatter' op expected valueToStore dim to match mask dim}}
  vector.scatter %m[%i][%idx], %mask, %v : memref<?xf32>, vector<16xi32>, vector<17xi1>, vector<16xf32>
  return
}

// -----

func.func @expandload_1(%m: memref<?xf64>, %mask: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op base and result element type should match}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf64>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @expandload_2(%m: memref<?xf32>, %mask: vector<17xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op expected result dim to match mask dim}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf32>, vector<17xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @expandload_3(%m: memref<?xf32>, %mask: vector<16xi1>, %p: vector<17xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op expected pass_thru of same type as result type}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<?xf32>, vector<16xi1>, vector<17xf32> into vector<16xf32>
  return
}

// -----

func.func @expandload_4(%m: memref<?x?xf32>, %mask: vector<16xi1>, %p: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.expandload' op requires 2 indices}}
  %0 = vector.expandload %m[%i], %mask, %p : memref<?x?xf32>, vector<16xi1>, vector<16xf32> into vector<16xf32>
  return
}

// -----

func.func @compressstore_1(%m: memref<?xf64>, %mask: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op base and valueToStore element type should match}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf64>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @compressstore_2(%m: memref<?xf32>, %mask: vector<17xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op expected valueToStore dim to match mask dim}}
  vector.compressstore %m[%i], %mask, %v : memref<?xf32>, vector<17xi1>, vector<16xf32>
  return
}

// -----

func.func @compressstore_3(%m: memref<?x?xf32>, %mask: vector<16xi1>, %v: vector<16xf32>, %i: index) {
  // expected-error@+1 {{'vector.compressstore' op requires 2 indices}}
  vector.compressstore %m[%i, %i, %i], %mask, %v : memref<?x?xf32>, vector<16xi1>, vector<16xf32>
  return
}

// -----

func.func @extract_6(%a: vector<4x8xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %a[5] : vector<7xf32> from vector<4x8xf32>
  return
}

// -----

func.func @extract_7(%a: vector<4x8xf32>, %i: index) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #2 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %1 = vector.extract %a[%i, 9] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @load_5(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<2x16xf32>
  return
}

// -----

func.func @store_5(%m: memref<?xf32>, %i: index, %v: vector<2x16xf32>) {
  // expected-error@+1 {{'vector.store' op source memref has lower rank than the vector to store}}
  vector.store %v, %m[%i] : memref<?xf32>, vector<2x16xf32>
  return
}

// -----

func.func @load_6(%m: memref<200x100xf32, affine_map<(d0, d1) -> (d1, d0)>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<200x100xf32, affine_map<(d0, d1) -> (d1, d0)>>, vector<4xf32>
  return
}

// -----

func.func @type_cast_4(%m: memref<4x3xf32, strided<[3, 1], offset: 2>>) {
  // expected-error@+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = vector.type_cast %m : memref<4x3xf32, strided<[3, 1], offset: 2>> to memref<vector<4x3xf32>>
  return
}

// -----

func.func @type_cast_5(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x3xi32>>'}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xi32>>
  return
}

// -----

func.func @type_cast_6(%m: memref<4x3xf32>) {
  // expected-error@+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf32>, 1>
  return
}

// -----

func.func @transfer_read_13(%m: memref<?x?xi32>, %i: index, %p: i32) {
  // expected-error@+1 {{'vector.transfer_read' op requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the source element type}}
  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xi32>, vector<3xi8>
  return
}

// -----

func.func @scan_5(%a: vector<2x3xi32>, %b: vector<3xi32>) {
  // expected-error@+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %a, %b {inclusive = true, reduction_dim = -1} : vector<2x3xi32>, vector<3xi32>
  return
}

// -----

func.func @broadcast_to_scalar(%a: f32) {
  // expected-error@+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %a : f32 to f32
  return
}

// -----

func.func @extract_from_tensor(%v: vector<4xf32>) {
  // expected-error@+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'tensor<4xf32>'}}
  %1 = vector.extract %v[0] : f32 from tensor<4xf32>
  return
}

// -----

func.func @shape_cast_scalar(%a: f32) {
  // expected-error@+1 {{custom op 'vector.shape_cast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.shape_cast %a : f32 to vector<1xf32>
  return
}

// -----

func.func @f(%m: vector<8xi1>) {
  // expected-error@+1 {{'vector.mask' op expects a non-empty block}}
  "vector.mask"(%m) ({
  ^bb0:
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>) -> i32 {
  // expected-error@+1 {{'vector.mask' op expects only one operation to mask}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    %2 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield %1 : i32
  }) : (vector<8xi1>) -> i32
  return %0 : i32
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>) -> i32 {
  // expected-error@+1 {{'vector.mask' op expects a terminator within the mask region}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    %2 = arith.addi %1, %1 : i32
  }) : (vector<8xi1>) -> i32
  return %0 : i32
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>) -> i32 {
  // expected-error@+1 {{'vector.mask' op expects number of results to match mask region yielded values}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield
  }) : (vector<8xi1>) -> i32
  return %0 : i32
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>, %p: i32) -> i32 {
  // An empty mask is not checked further.
  %0 = vector.mask %m { vector.yield %a : vector<8xi32> } : vector<8xi1> -> i32
  %1 = "vector.mask"(%m, %p) ({
    vector.yield %p : i32
  }) : (vector<8xi1>, i32) -> i32
  // expected-error@+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %2 = "vector.mask"(%m) ({
    %3 = arith.addi %a, %a : vector<8xi32>
    vector.yield %3 : vector<8xi32>
  }) : (vector<8xi1>) -> vector<8xi32>
  return %0 : i32
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>) {
  // expected-error@+1 {{'vector.mask' op expects number of results to match maskable operation number of results}}
  "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield
  }) : (vector<8xi1>) -> ()
  return
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>, %e: i64) -> i64 {
  // expected-error@+1 {{'vector.mask' op expects all the results from the MaskableOpInterface to match all the values returned by the terminator}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield %e : i64
  }) : (vector<8xi1>) -> i64
  return %0 : i64
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>) -> i64 {
  // expected-error@+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = "vector.mask"(%m) ({
    %1 = vector.reduction <add>, %a : vector<8xi32> into i32
    vector.yield %1 : i32
  }) : (vector<8xi1>) -> i64
  return %0 : i64
}

// -----

func.func @f(%m: vector<16xi1>, %a: vector<8xi32>) -> i32 {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<8xi1>' mask for the maskable operation}}
  %0 = vector.mask %m { vector.reduction <add>, %a : vector<8xi32> into i32 } : vector<16xi1> -> i32
  return %0 : i32
}

// -----

func.func @f(%m: vector<4x8xi1>, %n: vector<8x4xi1>, %t: memref<?x?xf32>, %i: index) -> vector<8x4xf32> {
  %c = arith.constant 0.0 : f32
  // The mask of a transfer is in the memory's dimension order.
  %0 = vector.mask %m { vector.transfer_read %t[%i, %i], %c {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<4x8xi1> -> vector<8x4xf32>
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x8xi1>' mask for the maskable operation}}
  %1 = vector.mask %n { vector.transfer_read %t[%i, %i], %c {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<8x4xf32> } : vector<8x4xi1> -> vector<8x4xf32>
  return %0 : vector<8x4xf32>
}

// -----

func.func @f(%m: vector<4x8x2xi1>, %n: vector<4x8xi1>, %a: vector<4x2xf32>, %b: vector<2x8xf32>, %c: vector<4x8xf32>) -> vector<4x8xf32> {
  // A contraction masks its whole iteration space.
  %0 = vector.mask %m { vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32> } : vector<4x8x2xi1> -> vector<4x8xf32>
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x8x2xi1>' mask for the maskable operation}}
  %1 = vector.mask %n { vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xf32>, vector<2x8xf32> into vector<4x8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  return %0 : vector<4x8xf32>
}

// -----

func.func @f(%m: vector<4xi1>, %n: vector<4x8xi1>, %a: vector<4xf32>, %s: f32, %b: vector<8xf32>) -> vector<4x8xf32> {
  // An outer product masks its result (an AXPY its vector).
  %0 = vector.mask %m { vector.outerproduct %a, %s : vector<4xf32>, f32 } : vector<4xi1> -> vector<4xf32>
  %1 = vector.mask %n { vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32> } : vector<4x8xi1> -> vector<4x8xf32>
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x8xi1>' mask for the maskable operation}}
  %2 = vector.mask %m { vector.outerproduct %a, %b : vector<4xf32>, vector<8xf32> } : vector<4xi1> -> vector<4x8xf32>
  return %1 : vector<4x8xf32>
}

// -----

func.func @f(%m: vector<4x8xi1>, %a: vector<4x8xf32>, %acc: vector<4xf32>, %k: vector<8xi1>) -> vector<4xf32> {
  %0 = vector.mask %m { vector.multi_reduction <add>, %a, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<4x8xi1> -> vector<4xf32>
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4x8xi1>' mask for the maskable operation}}
  %1 = vector.mask %k { vector.multi_reduction <add>, %a, %acc [1] : vector<4x8xf32> to vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%m: vector<4xi1>, %k: vector<8xi1>, %b: memref<?xf32>, %idx: vector<4xindex>, %mm: vector<4xi1>, %p: vector<4xf32>, %i: index) -> vector<4xf32> {
  %0 = vector.mask %m { vector.gather %b[%i][%idx], %mm, %p : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %1 = vector.mask %k { vector.gather %b[%i][%idx], %mm, %p : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%m: vector<4xi1>, %b: memref<?xf32>, %idx: vector<4xindex>, %mm: vector<4xi1>, %p: vector<4xf32>, %i: index) -> vector<4xf32> {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %p { vector.gather %b[%i][%idx], %mm, %p : memref<?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%m: vector<8xi1>, %a: vector<8xi32>, %p: vector<8xi32>, %t: memref<?xi32>, %i: index) {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  "vector.mask"(%m, %p) ({
    vector.transfer_write %a, %t[%i] : vector<8xi32>, memref<?xi32>
    vector.yield
  }) : (vector<8xi1>, vector<8xi32>) -> ()
  return
}

// -----

func.func @f(%m: vector<4xi1>, %t: memref<?xf32>, %i: index, %p: vector<4xf32>, %q: vector<8xf32>) -> vector<4xf32> {
  %c = arith.constant 0.0 : f32
  %0 = vector.mask %m, %p { vector.transfer_read %t[%i], %c : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  // expected-error@+1 {{'vector.mask' op expects passthru type to match result type}}
  %1 = "vector.mask"(%m, %q) ({
    %2 = vector.transfer_read %t[%i], %c : memref<?xf32>, vector<4xf32>
    vector.yield %2 : vector<4xf32>
  }) : (vector<4xi1>, vector<8xf32>) -> vector<4xf32>
  return %0 : vector<4xf32>
}

// -----

func.func @f(%m: vector<1xi1>, %t: memref<f32>, %a: vector<4xf32>, %u: memref<?xf32>, %i: index, %k: vector<8xi1>) -> vector<f32> {
  %c = arith.constant 0.0 : f32
  // A 0-D transfer takes a one-element mask.
  %0 = vector.mask %m { vector.transfer_read %t[], %c : memref<f32>, vector<f32> } : vector<1xi1> -> vector<f32>
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  vector.mask %k { vector.transfer_write %a, %u[%i] : vector<4xf32>, memref<?xf32> } : vector<8xi1>
  return %0 : vector<f32>
}
