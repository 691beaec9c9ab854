// RUN: strata-opt %s --split-input-file --verify-diagnostics

// An op with AttrSizedOperandSegments: its `operandSegmentSizes` must add
// up to its operand count, with no negative entry (upstream's structural
// trait, checked before the operand constraints and the op's verifier).

func.func @sum_too_small(%n: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (2) does not match with the total size (1) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = array<i32: 1, 0>}> : (index, index) -> memref<?x?xf32>
  return
}

// -----

func.func @sum_too_large(%n: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = array<i32: 3, 0>}> : (index, index) -> memref<?x?xf32>
  return
}

// -----

func.func @negative(%n: index) {
  // expected-error@+1 {{'memref.alloc' op 'operandSegmentSizes' attribute cannot have negative elements}}
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = array<i32: -1, 3>}> : (index, index) -> memref<?x?xf32>
  return
}

// -----

// Missing sizes are all zeros, as upstream's properties start.
func.func @missing(%n: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%n, %n) : (index, index) -> memref<?x?xf32>
  return
}

// -----

// The check comes before the op's own verifier, and before a region's
// structure: the lower bound map's operands are not counted first.
func.func @affine_for(%n: index) {
  // expected-error@+1 {{'affine.for' op operand count (3) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  "affine.for"(%n, %n, %n) <{lowerBoundMap = affine_map<()[s0] -> (s0)>, operandSegmentSizes = array<i32: 0, 2, 0>, step = 2 : index, upperBoundMap = affine_map<(d0)[s0] -> (d0 + s0, 8)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

// In `<{...}>` the sizes must convert: an `array<i32: ...>`, one entry per
// operand group.
func.func @wrong_length(%n: index) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i32: 1>} for op memref.alloc: size mismatch in attribute conversion: 1 vs 2}}
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = array<i32: 1>}> : (index, index) -> memref<?x?xf32>
  return
}

// -----

func.func @wrong_element_type(%n: index) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = array<i64: 1, 1>} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = array<i64: 1, 1>}> : (index, index) -> memref<?x?xf32>
  return
}

// -----

func.func @not_an_array(%n: index) {
  // expected-error@+1 {{invalid properties {operandSegmentSizes = dense<1> : vector<2xi32>} for op memref.alloc: expected DenseI32ArrayAttr for key `value`}}
  %0 = "memref.alloc"(%n, %n) <{operandSegmentSizes = dense<[1, 1]> : vector<2xi32>}> : (index, index) -> memref<?x?xf32>
  return
}

// -----

// Among the discardable attributes a value that does not convert is
// dropped: the sizes are then all zeros.
func.func @dropped_from_attributes(%n: index) {
  // expected-error@+1 {{'memref.alloc' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %0 = "memref.alloc"(%n, %n) {operandSegmentSizes = array<i32: 1>} : (index, index) -> memref<?x?xf32>
  return
}
