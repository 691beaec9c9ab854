// tensor ops in the generic form: properties (`reassociation`,
// `static_output_shape`, the static offsets/sizes/strides with `kDynamic`
// as -9223372036854775808, `operandSegmentSizes`, `nofold`, `unique`),
// discardable attributes, and regions with an explicit tensor.yield;
// expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s | strata-opt --mlir-print-op-generic | FileCheck %s

"func.func"() <{function_type = (tensor<4x16xf32>, tensor<?x?xf32>, index, index, f32, tensor<3x1xindex>) -> (), sym_name = "generic"}> ({
^bb0(%t: tensor<4x16xf32>, %u: tensor<?x?xf32>, %i: index, %j: index, %f: f32, %idx: tensor<3x1xindex>):
  %0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 2, 16>}> {op_name = "model/expand"} : (tensor<4x16xf32>) -> tensor<2x2x16xf32>
  %1 = "tensor.collapse_shape"(%0) <{reassociation = [[0, 1], [2]]}> : (tensor<2x2x16xf32>) -> tensor<4x16xf32>
  %2 = "tensor.expand_shape"(%u, %i, %j) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<?x4x?xf32>
  %3 = "tensor.extract_slice"(%u, %i, %j) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 2>}> : (tensor<?x?xf32>, index, index) -> tensor<?x3xf32>
  %4 = "tensor.insert_slice"(%3, %u, %i, %j) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 1>}> : (tensor<?x3xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
  %5 = "tensor.pad"(%t, %i) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) : (tensor<4x16xf32>, index) -> tensor<7x?xf32>
  %6 = "tensor.generate"(%i) ({
  ^bb0(%a: index, %b: index):
    "tensor.yield"(%f) : (f32) -> ()
  }) {op_name = "model/generate"} : (index) -> tensor<?x3xf32>
  %7 = "tensor.splat"(%f, %i) : (f32, index) -> tensor<?x16xf32>
  %8 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<2xf32>
  %9 = "tensor.empty"(%i) : (index) -> tensor<?x4xf32>
  %10 = "tensor.concat"(%t, %t) <{dim = 0 : i64}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %11 = "tensor.gather"(%t, %idx) <{gather_dims = array<i64: 0>, unique}> : (tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<3x16xf32>
  %12 = "tensor.scatter"(%11, %t, %idx) <{scatter_dims = array<i64: 0>, unique}> : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<4x16xf32>
  %13 = "tensor.extract"(%t, %i, %j) : (tensor<4x16xf32>, index, index) -> f32
  %14 = "tensor.insert"(%13, %t, %i, %j) : (f32, tensor<4x16xf32>, index, index) -> tensor<4x16xf32>
  %15 = "tensor.dim"(%u, %i) : (tensor<?x?xf32>, index) -> index
  %16 = "tensor.rank"(%u) : (tensor<?x?xf32>) -> index
  %17 = "tensor.cast"(%u) : (tensor<?x?xf32>) -> tensor<4x16xf32>
  %18 = "tensor.bitcast"(%t) : (tensor<4x16xf32>) -> tensor<4x16xi32>
  %19 = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%k: index, %o: tensor<4x16xf32>):
    "scf.forall.in_parallel"() ({
      "tensor.parallel_insert_slice"(%3, %o, %i, %j) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 1>}> : (tensor<?x3xf32>, tensor<4x16xf32>, index, index) -> ()
    }) : () -> ()
  }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
  "func.return"() : () -> ()
}) : () -> ()

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (tensor<4x16xf32>, tensor<?x?xf32>, index, index, f32, tensor<3x1xindex>) -> (), sym_name = "generic"}> ({
// CHECK-NEXT: ^bb0(%arg0: tensor<4x16xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: tensor<3x1xindex>):
// CHECK-NEXT: %0 = "tensor.expand_shape"(%arg0) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: 2, 2, 16>}> {op_name = "model/expand"} : (tensor<4x16xf32>) -> tensor<2x2x16xf32>
// CHECK-NEXT: %1 = "tensor.collapse_shape"(%0) <{reassociation = {{\[\[}}0, 1], [2]]}> : (tensor<2x2x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %2 = "tensor.expand_shape"(%arg1, %arg2, %arg3) <{reassociation = {{\[\[}}0, 1], [2]], static_output_shape = array<i64: -9223372036854775808, 4, -9223372036854775808>}> : (tensor<?x?xf32>, index, index) -> tensor<?x4x?xf32>
// CHECK-NEXT: %3 = "tensor.extract_slice"(%arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 2>}> : (tensor<?x?xf32>, index, index) -> tensor<?x3xf32>
// CHECK-NEXT: %4 = "tensor.insert_slice"(%3, %arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 1>}> : (tensor<?x3xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// CHECK-NEXT: %5 = "tensor.pad"(%arg0, %arg2) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 2, 0>, static_low = array<i64: 1, -9223372036854775808>}> ({
// CHECK-NEXT: ^bb0(%arg10: index, %arg11: index):
// CHECK-NEXT: "tensor.yield"(%arg4) : (f32) -> ()
// CHECK-NEXT: }) : (tensor<4x16xf32>, index) -> tensor<7x?xf32>
// CHECK-NEXT: %6 = "tensor.generate"(%arg2) ({
// CHECK-NEXT: ^bb0(%arg8: index, %arg9: index):
// CHECK-NEXT: "tensor.yield"(%arg4) : (f32) -> ()
// CHECK-NEXT: }) {op_name = "model/generate"} : (index) -> tensor<?x3xf32>
// CHECK-NEXT: %7 = "tensor.splat"(%arg4, %arg2) : (f32, index) -> tensor<?x16xf32>
// CHECK-NEXT: %8 = "tensor.from_elements"(%arg4, %arg4) : (f32, f32) -> tensor<2xf32>
// CHECK-NEXT: %9 = "tensor.empty"(%arg2) : (index) -> tensor<?x4xf32>
// CHECK-NEXT: %10 = "tensor.concat"(%arg0, %arg0) <{dim = 0 : i64}> : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %11 = "tensor.gather"(%arg0, %arg5) <{gather_dims = array<i64: 0>, unique}> : (tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<3x16xf32>
// CHECK-NEXT: %12 = "tensor.scatter"(%11, %arg0, %arg5) <{scatter_dims = array<i64: 0>, unique}> : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<4x16xf32>
// CHECK-NEXT: %13 = "tensor.extract"(%arg0, %arg2, %arg3) : (tensor<4x16xf32>, index, index) -> f32
// CHECK-NEXT: %14 = "tensor.insert"(%13, %arg0, %arg2, %arg3) : (f32, tensor<4x16xf32>, index, index) -> tensor<4x16xf32>
// CHECK-NEXT: %15 = "tensor.dim"(%arg1, %arg2) : (tensor<?x?xf32>, index) -> index
// CHECK-NEXT: %16 = "tensor.rank"(%arg1) : (tensor<?x?xf32>) -> index
// CHECK-NEXT: %17 = "tensor.cast"(%arg1) : (tensor<?x?xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %18 = "tensor.bitcast"(%arg0) : (tensor<4x16xf32>) -> tensor<4x16xi32>
// CHECK-NEXT: %19 = "scf.forall"(%arg0) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: tensor<4x16xf32>):
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: "tensor.parallel_insert_slice"(%3, %arg7, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: -9223372036854775808, 3>, static_strides = array<i64: 1, 1>}> : (tensor<?x3xf32>, tensor<4x16xf32>, index, index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : (tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
