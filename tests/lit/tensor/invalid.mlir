// Invalid tensor ops: upstream's verifiers (TensorOps.cpp, the reshape and
// slice interface checks) and the custom-form errors of
// tensor.from_elements, with upstream's diagnostics (this file also passes
// under mlir-opt-22 --verify-diagnostics).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @dim_0_ranked(%t: tensor<f32>, %i: index) {
  // expected-error@+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %i : tensor<f32>
  return
}

// -----

func.func @cast_mismatching_constants(%t: tensor<1xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<1xf32>' and result type 'tensor<2xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<1xf32> to tensor<2xf32>
  return
}

// -----

func.func @cast_element_type(%t: tensor<4x?xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4x?xf32>' and result type 'tensor<4x?xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xi32>
  return
}

// -----

func.func @cast_rank(%t: tensor<4x?xf32>) {
  // expected-error@+1 {{'tensor.cast' op operand type 'tensor<4x?xf32>' and result type 'tensor<?x?x?xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @bitcast_width(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{'tensor.bitcast' op operand type 'tensor<4x4xf32>' and result type 'tensor<4x4xi16>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4x4xf32> to tensor<4x4xi16>
  return
}

// -----

func.func @concat_empty() {
  // expected-error@+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<1x2x3xf32>
  return
}

// -----

func.func @concat_rank_mismatch(%a: tensor<1xf32>, %b: tensor<1xf32>) {
  // expected-error@+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<1xf32>, tensor<1xf32>) -> tensor<2x1xf32>
  return
}

// -----

func.func @concat_dim_out_of_range(%a: tensor<3xf32>) {
  // expected-error@+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(1) %a : (tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_element_type_mismatch(%a: tensor<3xf32>, %b: tensor<3xi32>) {
  // expected-error@+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3xf32>, tensor<3xi32>) -> tensor<3xf32>
  return
}

// -----

func.func @concat_incompatible_input_types(%a: tensor<3x4xf32>, %b: tensor<4x5xf32>) {
  // expected-error@+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x4xf32>, tensor<4x5xf32>) -> tensor<7x5xf32>
  return
}

// -----

func.func @concat_static_shape_mismatch(%a: tensor<3xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<7xf32>'does not match inferred shape 'tensor<6xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %a : (tensor<3xf32>, tensor<3xf32>) -> tensor<7xf32>
  return
}

// -----

func.func @concat_dynamic_input(%a: tensor<3x?xf32>, %b: tensor<?x4xf32>) {
  // expected-error@+1 {{'tensor.concat' op result type 'tensor<?x5xf32>'does not match inferred shape 'tensor<?x4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %a, %b : (tensor<3x?xf32>, tensor<?x4xf32>) -> tensor<?x5xf32>
  return
}

// -----

func.func @extract_too_few_indices(%t: tensor<?xf32>) {
  // expected-error@+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_too_few_indices(%f: f32, %t: tensor<?xf32>) {
  // expected-error@+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[] : tensor<?xf32>
  return
}

// -----

func.func @insert_scalar_type(%f: i32, %t: tensor<?xf32>, %i: index) {
  // expected-error@+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  %0 = "tensor.insert"(%f, %t, %i) : (i32, tensor<?xf32>, index) -> tensor<?xf32>
  return
}

// -----

func.func @from_elements_wrong_result_type(%i: i32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xi32>'}}
  %0 = tensor.from_elements %i : tensor<*xi32>
  return
}

// -----

func.func @from_elements_dynamic(%f: f32) {
  // expected-error@+1 {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  %0 = tensor.from_elements %f : tensor<?xf32>
  return
}

// -----

func.func @from_elements_wrong_count(%i: index) {
  // expected-error@+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = tensor.from_elements %i : tensor<2xindex>
  return
}

// -----

func.func @from_elements_generic_types(%f: f32) {
  // expected-error@+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<2xf32>
  return
}

// -----

func.func @generate_dynamic_count(%m: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  %t = tensor.generate %m {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_body_arguments(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{must have one body argument per input dimension}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @generate_body_argument_type(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{all body arguments must be index}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: i64):
    %e = arith.constant 8.0 : f32
    tensor.yield %e : f32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

// The ops in the body verify before tensor.generate's implicit-terminator
// check (upstream's region trait), so the misplaced func.return reports first.
func.func @generate_foreign_terminator(%m: index) -> tensor<?xf32> {
  %t = tensor.generate %m {
  ^bb0(%i: index):
    %e = arith.constant 1.0 : f32
    // expected-error@+1 {{'func.return' op expects parent op 'func.func'}}
    func.return %e : f32
  } : tensor<?xf32>
  return %t : tensor<?xf32>
}

// -----

func.func @generate_yield_type(%m: index, %n: index) -> tensor<?x3x?xf32> {
  // expected-error@+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %t = tensor.generate %m, %n {
  ^bb0(%i: index, %j: index, %k: index):
    %e = arith.constant 8 : i32
    tensor.yield %e : i32
  } : tensor<?x3x?xf32>
  return %t : tensor<?x3x?xf32>
}

// -----

func.func @yield_parent(%f: f32) {
  // expected-error@+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}

// -----

func.func @reshape_element_type_mismatch(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?xi32>
  return
}

// -----

func.func @reshape_dynamic_shape_length(%t: tensor<*xf32>, %s: tensor<?xi32>) {
  // expected-error@+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<?xi32>) -> tensor<?xf32>
  return
}

// -----

func.func @reshape_shape_rank_mismatch(%t: tensor<*xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<*xf32>, tensor<1xi32>) -> tensor<?x?xf32>
  return
}

// -----

func.func @reshape_num_elements_mismatch(%t: tensor<1xf32>, %s: tensor<1xi32>) {
  // expected-error@+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<1xf32>, tensor<1xi32>) -> tensor<10xf32>
  return
}

// -----

func.func @extract_slice_wrong_result_rank(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<?x?xf32>
  return
}

// -----

func.func @extract_slice_wrong_element_type(%t: tensor<?xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<?xf32> to tensor<4xi8>
  return
}

// -----

func.func @extract_slice_size_mismatch(%t: tensor<16xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0][4][1] : tensor<16xf32> to tensor<6xf32>
  return
}

// -----

func.func @extract_slice_wrong_static_type(%t: tensor<8x16x4xf32>, %i: index) {
  // expected-error@+1 {{expected type to be 'tensor<?x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0, 0][%i, 4, 4][1, 1, 1] : tensor<8x16x4xf32> to tensor<4x4x4xf32>
  return
}

// -----

func.func @extract_slice_encoding(%t: tensor<4x4xf32, "enc">) {
  // expected-error@+1 {{expected type to be 'tensor<4x4xf32, "enc">' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32, "enc"> to tensor<4x3xf32>
  return
}

// -----

func.func @extract_slice_num_offsets(%t: tensor<?x?x?xf32>, %a: index, %b: index) {
  // expected-error@+1 {{expected 3 offset values, got 2}}
  %0 = tensor.extract_slice %t[0, 0] [%a, %b] [1, 1] : tensor<?x?x?xf32> to tensor<?x?x?xf32>
  return
}

// -----

func.func @extract_slice_mixed_ranks(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[1, 0] [1] [1] : tensor<4x4xf32> to tensor<4xf32>
  return
}

// -----

func.func @extract_slice_mixed_strides(%t: tensor<4x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = tensor.extract_slice %t[1, 0] [1, 2] [1] : tensor<4x4xf32> to tensor<4xf32>
  return
}

// -----

func.func @extract_slice_dynamic_count(%t: tensor<4x4xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_dynamic_sizes_count(%t: tensor<4x4xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'sizes' to match the number of dynamic entries in 'static_sizes' (1 vs 0)}}
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>, index) -> tensor<4xf32>
  return
}

// -----

func.func @extract_slice_negative_offset(%t: tensor<4xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = tensor.extract_slice %t[-1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_negative_size(%t: tensor<4xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %0 = tensor.extract_slice %t[0] [-2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}

// -----

func.func @extract_slice_offset_out_of_bounds(%t: tensor<4xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %0 = tensor.extract_slice %t[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return
}

// -----

func.func @extract_slice_runs_out_of_bounds(%t: tensor<4x8xf32>) {
  // expected-error@+1 {{slice along dimension 1 runs out-of-bounds: 8 >= 8}}
  %0 = tensor.extract_slice %t[0, 2] [4, 4] [1, 2] : tensor<4x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @insert_slice_wrong_result_rank(%t1: tensor<?xf32>, %t2: tensor<?x?xf32>) {
  // expected-error@+1 {{expected rank to be smaller or equal to the other rank.}}
  %0 = tensor.insert_slice %t2 into %t1[0][4][1] : tensor<?x?xf32> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_wrong_element_type(%t1: tensor<4xi8>, %t2: tensor<?xf32>) {
  // expected-error@+1 {{expected element type to be 'f32'}}
  %0 = tensor.insert_slice %t1 into %t2[0][4][1] : tensor<4xi8> into tensor<?xf32>
  return
}

// -----

func.func @insert_slice_wrong_dynamic_type(%t1: tensor<?x4x4xf32>, %t2: tensor<8x16x4xf32>) {
  // expected-error@+1 {{expected type to be 'tensor<4x4x4xf32>' or a rank-reduced version. (size mismatch)}}
  %0 = tensor.insert_slice %t1 into %t2[0, 2, 0][4, 4, 4][1, 1, 1] : tensor<?x4x4xf32> into tensor<8x16x4xf32>
  return
}

// -----

func.func @insert_slice_num_offsets(%t1: tensor<?x?xf32>, %t2: tensor<?x?x?xf32>, %a: index, %b: index) {
  // expected-error@+1 {{expected 3 offset values, got 2}}
  %0 = tensor.insert_slice %t1 into %t2[0, 0] [%a, %b] [1, 1] : tensor<?x?xf32> into tensor<?x?x?xf32>
  return
}

// -----

func.func @insert_slice_out_of_bounds(%t1: tensor<2x4xf32>, %t2: tensor<4x4xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %0 = tensor.insert_slice %t1 into %t2[3, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @parallel_insert_slice_parent(%t1: tensor<2x4xf32>, %t2: tensor<4x4xf32>) {
  // expected-error@+1 {{expected InParallelOpInterface parent, got:}}
  tensor.parallel_insert_slice %t1 into %t2[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
  return
}

// -----

func.func @parallel_insert_slice_element_type(%t1: tensor<2x4xi32>, %t2: tensor<4x4xf32>) {
  %0 = scf.forall (%k) in (4) shared_outs(%o = %t2) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{expected element type to be 'f32'}}
      tensor.parallel_insert_slice %t1 into %o[0, 0] [2, 4] [1, 1] : tensor<2x4xi32> into tensor<4x4xf32>
    }
  }
  return
}

// -----

func.func @parallel_insert_slice_out_of_bounds(%t1: tensor<2x4xf32>, %t2: tensor<4x4xf32>) {
  %0 = scf.forall (%k) in (4) shared_outs(%o = %t2) -> (tensor<4x4xf32>) {
    scf.forall.in_parallel {
      // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
      tensor.parallel_insert_slice %t1 into %o[3, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<4x4xf32>
    }
  }
  return
}

// -----

func.func @expand_shape_static(%t: tensor<2x3x20xf32>) -> tensor<2x3x2x4x5xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.expand_shape %t [[0], [1], [2, 3, 4]] output_shape [2, 3, 2, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x2x4x5xf32>
  return %0 : tensor<2x3x2x4x5xf32>
}

// -----

func.func @collapse_shape_static(%t: tensor<2x3x2x4x5xf32>) -> tensor<2x3x20xf32> {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 2 of collapsed type to be static value of 40}}
  %0 = tensor.collapse_shape %t [[0], [1], [2, 3, 4]] : tensor<2x3x2x4x5xf32> into tensor<2x3x20xf32>
  return %0 : tensor<2x3x20xf32>
}

// -----

func.func @expand_shape_mixed(%t: tensor<?x?xf32>, %sz: index) -> tensor<?x4x5xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 5}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%sz, 4, 5] : tensor<?x?xf32> into tensor<?x4x5xf32>
  return %0 : tensor<?x4x5xf32>
}

// -----

func.func @expand_shape_mixed_2(%t: tensor<?x?xf32>, %sz: index) -> tensor<?x4x5xf32> {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 1 of collapsed type to be static value of 20}}
  %0 = tensor.expand_shape %t [[0], [1, 2]] output_shape [%sz, 4, 5] : tensor<?x?xf32> into tensor<?x4x5xf32>
  return %0 : tensor<?x4x5xf32>
}

// -----

func.func @expand_shape_output_shape_rank(%t: tensor<2xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1, 2]] output_shape [1, 2] : tensor<2xf32> into tensor<1x1x2xf32>
  return
}

// -----

func.func @expand_shape_output_shape_values(%t: tensor<6xf32>, %i: index) {
  // expected-error@+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  %0 = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (tensor<6xf32>, index) -> tensor<2x3xf32>
  return
}

// -----

func.func @expand_shape_map_size(%t: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 3] : tensor<2x3xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_shape_not_contiguous(%t: tensor<6xf32>) {
  // expected-error@+1 {{'tensor.expand_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.expand_shape %t [[1, 0]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}

// -----

func.func @expand_shape_dynamic_collapsed(%t: tensor<2x3xf32>, %i: index) {
  // expected-error@+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 1, 3] : tensor<2x3xf32> into tensor<?x1x3xf32>
  return
}

// -----

func.func @collapse_shape_empty_group(%t: tensor<6x1xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<6x1xf32> into tensor<6x1xf32>
  return
}

// -----

func.func @collapse_shape_element_type(%t: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6xf32>', but got 'tensor<6xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xi32>
  return
}

// -----

func.func @collapse_shape_map_count(%t: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @collapse_shape_higher_rank(%t: tensor<2x3xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected the expanded type, 'tensor<2x3xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3x1xf32>'.}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<2x3x1xf32>
  return
}

// -----

func.func @collapse_shape_overlapping(%t: tensor<2x3x4xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected reassociation map #1 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[0, 1], [1, 2]] : tensor<2x3x4xf32> into tensor<6x12xf32>
  return
}

// -----

func.func @collapse_shape_dynamic(%t: tensor<?x3xf32>) {
  // expected-error@+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<?x3xf32> into tensor<6xf32>
  return
}

// -----

func.func @rank(%f: f32) {
  // expected-error@+1 {{'tensor.rank' op operand #0 must be tensor of any type values}}
  "tensor.rank"(%f) : (f32) -> index
  return
}

// -----

func.func @pad_result_type(%t: tensor<?x2x3x4xi32>, %i: index, %v: i32) -> tensor<?x?x?x8xf32> {
  // expected-error@+1 {{specified type 'tensor<?x?x?x8xf32>' does not match the inferred type 'tensor<?x?x?x9xi32>'}}
  %0 = tensor.pad %t low[1, %i, 2, 2] high[1, 2, %i, 3] {
  ^bb0(%a: index, %b: index, %c: index, %d: index):
    tensor.yield %v : i32
  } : tensor<?x2x3x4xi32> to tensor<?x?x?x8xf32>
  return %0 : tensor<?x?x?x8xf32>
}

// -----

func.func @pad_dynamic_result(%t: tensor<4x?xf32>, %i: index, %f: f32) {
  // expected-error@+1 {{specified type 'tensor<?x5xf32>' does not match the inferred type 'tensor<6x?xf32>'}}
  %0 = tensor.pad %t low[1, 1] high[1, %i] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<?x5xf32>
  return
}

// -----

func.func @pad_infer(%t: tensor<4x4xf32>, %f: f32) {
  // expected-error@+1 {{failed to infer expectedType from sourceType 'tensor<4x4xf32>', specified resultType is 'tensor<4x4xf32>'}}
  %0 = tensor.pad %t low[0] high[0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @pad_number_of_block_args(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error@+1 {{expected the block to have 2 arguments}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index, %c: index):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_block_args(%t: tensor<?x4xi32>, %v: i32) -> tensor<?x9xi32> {
  // expected-error@+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: i32, %b: i32):
    tensor.yield %v : i32
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @pad_yield_type(%t: tensor<?x4xi32>, %v: i8) -> tensor<?x9xi32> {
  // expected-error@+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %0 = tensor.pad %t low[1, 2] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %v : i8
  } : tensor<?x4xi32> to tensor<?x9xi32>
  return %0 : tensor<?x9xi32>
}

// -----

func.func @splat_memref(%v: f32) {
  // expected-error@+1 {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<8xf32>'}}
  %0 = tensor.splat %v : memref<8xf32>
  return
}

// -----

func.func @extract_unranked(%t: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %t[%i] : tensor<*xf32>
  return
}

// -----

func.func @rank_custom(%f: f32) {
  // expected-error@+1 {{custom op 'tensor.rank' invalid kind of type specified}}
  %0 = tensor.rank %f : f32
  return
}

// -----

func.func @splat_dynamic_count(%v: f32, %m: index) {
  // expected-error@+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 2}}
  %w = tensor.splat %v[%m] : tensor<?x8x?xf32>
  return
}

// -----

func.func @empty_dynamic_count(%sz: index) {
  // expected-error@+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 2}}
  %0 = tensor.empty(%sz) : tensor<2x?x?x5xf32>
  return
}

// -----

func.func @gather_empty_dims(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims must be non-empty}}
  %0 = tensor.gather %s[%i] gather_dims([]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_rank_overflow(%s: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims overflow source rank}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2, 3]) : (tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_rank_mismatch(%s: tensor<4x5x6xf32>, %i: tensor<index>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  %0 = tensor.gather %s[%i] gather_dims([0, 1, 2]) : (tensor<4x5x6xf32>, tensor<index>) -> tensor<1x2xf32>
  return
}

// -----

func.func @gather_negative(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be non-negative}}
  %0 = tensor.gather %s[%i] gather_dims([-1]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_overflow(%s: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  %0 = tensor.gather %s[%i] gather_dims([42]) : (tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @gather_increase(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op gather_dims values must be strictly increasing}}
  %0 = tensor.gather %s[%i] gather_dims([1, 0]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1x1xf32>
  return
}

// -----

func.func @gather_wrong_result_type(%s: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.gather' op result type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<1x2x1xf32>')}}
  %0 = tensor.gather %s[%i] gather_dims([0, 2]) : (tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_empty_dims(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims must be non-empty}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_rank_overflow(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x3xindex>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims overflow dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 1, 2, 3]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x3xindex>) -> tensor<1x2xf32>
  return
}

// -----

func.func @scatter_overflow(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x1xindex>) {
  // expected-error@+1 {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([42]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x1xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_missing_unique(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.scatter' op requires 'unique' attribute to be set}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}

// -----

func.func @scatter_wrong_source_type(%s: tensor<f32>, %d: tensor<4x5x6xf32>, %i: tensor<1x2x2xindex>) {
  // expected-error@+1 {{'tensor.scatter' op source type mismatch: expected 'tensor<1x2x1x5x1xf32>' or its rank-reduced variant 'tensor<1x2x5xf32>' (got: 'tensor<f32>')}}
  %0 = tensor.scatter %s into %d[%i] scatter_dims([0, 2]) unique : (tensor<f32>, tensor<4x5x6xf32>, tensor<1x2x2xindex>) -> tensor<1x2x1xf32>
  return
}
