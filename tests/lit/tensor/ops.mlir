// Every tensor op in the custom form: the declarative formats (dynamic
// index lists, reassociations, optional `nofold`/`unique`, regions with an
// implicit or explicit tensor.yield), tensor.from_elements' hand-written
// form, the result names (`%expanded`, `%extracted_slice`, `%padded`, ...;
// tensor.empty and tensor.bitcast have none), and the generic form read
// back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @reshapes(%t: tensor<4x16xf32>, %u: tensor<?x?xf32>, %i: index, %j: index, %s: tensor<2xi32>, %z: tensor<f32>, %ones: tensor<1x1xf32>) {
  %0 = tensor.expand_shape %t [[0, 1], [2]] output_shape [2, 2, 16] : tensor<4x16xf32> into tensor<2x2x16xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<2x2x16xf32> into tensor<4x16xf32>
  %2 = tensor.expand_shape %u [[0, 1], [2]] output_shape [%i, 4, %j] {tag = "x"} : tensor<?x?xf32> into tensor<?x4x?xf32>
  %3 = tensor.collapse_shape %2 [[0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
  %4 = tensor.expand_shape %z [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %5 = tensor.collapse_shape %ones [] : tensor<1x1xf32> into tensor<f32>
  %6 = tensor.reshape %t(%s) : (tensor<4x16xf32>, tensor<2xi32>) -> tensor<16x4xf32>
  %7 = tensor.reshape %u(%s) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<*xf32>
  return
}

func.func @slices(%t: tensor<4x16xf32>, %u: tensor<?x?xf32>, %i: index, %j: index) {
  %0 = tensor.extract_slice %t[0, 1] [2, 3] [1, 1] : tensor<4x16xf32> to tensor<2x3xf32>
  %1 = tensor.extract_slice %u[%i, 1] [%j, 3] [1, 2] : tensor<?x?xf32> to tensor<?x3xf32>
  %2 = tensor.extract_slice %t[1, 0] [1, 16] [1, 1] : tensor<4x16xf32> to tensor<16xf32>
  %3 = tensor.insert_slice %0 into %t[0, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x16xf32>
  %4 = tensor.insert_slice %2 into %u[%i, %j] [1, 16] [1, 1] {tag} : tensor<16xf32> into tensor<?x?xf32>
  %5 = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %0 into %o[0, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x16xf32>
    }
  }
  return
}

func.func @create(%f: f32, %i: index, %j: index, %c: complex<f32>) {
  %0 = tensor.empty(%i) : tensor<?x4xf32>
  %1 = tensor.empty() : tensor<4xf32>
  %2 = tensor.splat %f : tensor<4x16xf32>
  %3 = tensor.splat %f[%i, %j] : tensor<?x16x?xf32>
  %4 = tensor.from_elements %f, %f : tensor<2xf32>
  %5 = tensor.from_elements %f : tensor<f32>
  %6 = tensor.from_elements %i, %j, %i, %j, %i, %j {tag} : tensor<2x3xindex>
  %7 = tensor.from_elements %c : tensor<1xcomplex<f32>>
  %8 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %9 = tensor.generate {
  ^bb0(%a: index):
    %x = arith.index_cast %a : index to i32
    tensor.yield %x : i32
  } {tag} : tensor<8xi32>
  return
}

func.func @access(%t: tensor<4x16xf32>, %u: tensor<?x?xf32>, %ut: tensor<*xf32>, %z: tensor<f32>, %i: index, %j: index, %f: f32) {
  %c0 = arith.constant 0 : index
  %0 = tensor.dim %u, %c0 : tensor<?x?xf32>
  %1 = tensor.dim %ut, %i : tensor<*xf32>
  %2 = tensor.rank %ut : tensor<*xf32>
  %3 = tensor.rank %t : tensor<4x16xf32>
  %4 = tensor.extract %t[%i, %j] : tensor<4x16xf32>
  %5 = tensor.extract %z[] : tensor<f32>
  %6 = tensor.insert %f into %t[%i, %j] : tensor<4x16xf32>
  %7 = tensor.insert %f into %z[] : tensor<f32>
  return
}

func.func @casts(%t: tensor<4x16xf32>, %u: tensor<?x?xf32>, %ut: tensor<*xf32>, %q: tensor<2xui32>) {
  %0 = tensor.cast %u : tensor<?x?xf32> to tensor<4x16xf32>
  %1 = tensor.cast %t : tensor<4x16xf32> to tensor<*xf32>
  %2 = tensor.cast %ut : tensor<*xf32> to tensor<?x?xf32>
  %3 = tensor.bitcast %t : tensor<4x16xf32> to tensor<4x16xi32>
  %4 = tensor.bitcast %q : tensor<2xui32> to tensor<2xf32>
  return
}

func.func @pad(%t: tensor<4x16xf32>, %u: tensor<?x?xf32>, %i: index, %f: f32) {
  %0 = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x16xf32> to tensor<7x?xf32>
  %1 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x16xf32> to tensor<4x16xf32>
  %2 = tensor.pad %u low[%i, %i] high[%i, 1] {
  ^bb0(%a: index, %b: index):
    %c = arith.constant 0.0 : f32
    tensor.yield %c : f32
  } {tag} : tensor<?x?xf32> to tensor<?x?xf32>
  return
}

func.func @combine(%t: tensor<4x16xf32>, %u: tensor<?x16xf32>, %idx: tensor<3x1xindex>, %idx2: tensor<2x2xi32>) {
  %0 = tensor.concat dim(0) %t, %t : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
  %1 = tensor.concat dim(0) %t, %u : (tensor<4x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
  %2 = tensor.concat dim(1) %t : (tensor<4x16xf32>) -> tensor<4x16xf32>
  %3 = tensor.gather %t[%idx] gather_dims([0]) : (tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<3x1x16xf32>
  %4 = tensor.gather %t[%idx] gather_dims([0]) unique : (tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<3x16xf32>
  %5 = tensor.gather %t[%idx2] gather_dims([0, 1]) : (tensor<4x16xf32>, tensor<2x2xi32>) -> tensor<2xf32>
  %6 = tensor.scatter %3 into %t[%idx] scatter_dims([0]) unique : (tensor<3x1x16xf32>, tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<4x16xf32>
  %7 = tensor.scatter %4 into %t[%idx] scatter_dims([0]) unique {tag} : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<4x16xf32>
  return
}

// CHECK: module {
// CHECK-LABEL: func.func @reshapes(%arg0: tensor<4x16xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index, %arg4: tensor<2xi32>, %arg5: tensor<f32>, %arg6: tensor<1x1xf32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0, 1], [2]] output_shape [2, 2, 16] : tensor<4x16xf32> into tensor<2x2x16xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %expanded {{\[\[}}0, 1], [2]] : tensor<2x2x16xf32> into tensor<4x16xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg1 {{\[\[}}0, 1], [2]] output_shape [%arg2, 4, %arg3] {tag = "x"} : tensor<?x?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %expanded_0 {{\[\[}}0, 1, 2]] : tensor<?x4x?xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded_2 = tensor.expand_shape %arg5 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: %collapsed_3 = tensor.collapse_shape %arg6 [] : tensor<1x1xf32> into tensor<f32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg4) : (tensor<4x16xf32>, tensor<2xi32>) -> tensor<16x4xf32>
// CHECK-NEXT: %reshape_4 = tensor.reshape %arg1(%arg4) : (tensor<?x?xf32>, tensor<2xi32>) -> tensor<*xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(%arg0: tensor<4x16xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: index) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 1] [2, 3] [1, 1] : tensor<4x16xf32> to tensor<2x3xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg1[%arg2, 1] [%arg3, 3] [1, 2] : tensor<?x?xf32> to tensor<?x3xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[1, 0] [1, 16] [1, 1] : tensor<4x16xf32> to tensor<16xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x16xf32>
// CHECK-NEXT: %inserted_slice_2 = tensor.insert_slice %extracted_slice_1 into %arg1[%arg2, %arg3] [1, 16] [1, 1] {tag} : tensor<16xf32> into tensor<?x?xf32>
// CHECK-NEXT: %0 = scf.forall (%arg4) in (4) shared_outs(%arg5 = %arg0) -> (tensor<4x16xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice into %arg5[0, 1] [2, 3] [1, 1] : tensor<2x3xf32> into tensor<4x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @create(%arg0: f32, %arg1: index, %arg2: index, %arg3: complex<f32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<?x4xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<4xf32>
// CHECK-NEXT: %splat = tensor.splat %arg0 : tensor<4x16xf32>
// CHECK-NEXT: %splat_0 = tensor.splat %arg0[%arg1, %arg2] : tensor<?x16x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg0 : tensor<2xf32>
// CHECK-NEXT: %from_elements_1 = tensor.from_elements %arg0 : tensor<f32>
// CHECK-NEXT: %from_elements_2 = tensor.from_elements %arg1, %arg2, %arg1, %arg2, %arg1, %arg2 {tag} : tensor<2x3xindex>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg3 : tensor<1xcomplex<f32>>
// CHECK-NEXT: %generated = tensor.generate %arg1 {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg0 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %generated_4 = tensor.generate  {
// CHECK-NEXT: ^bb0(%arg4: index):
// CHECK-NEXT: %2 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: tensor.yield %2 : i32
// CHECK-NEXT: } {tag} : tensor<8xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(%arg0: tensor<4x16xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<*xf32>, %arg3: tensor<f32>, %arg4: index, %arg5: index, %arg6: f32) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg1, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg2, %arg4 : tensor<*xf32>
// CHECK-NEXT: %rank = tensor.rank %arg2 : tensor<*xf32>
// CHECK-NEXT: %rank_1 = tensor.rank %arg0 : tensor<4x16xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg4, %arg5] : tensor<4x16xf32>
// CHECK-NEXT: %extracted_2 = tensor.extract %arg3[] : tensor<f32>
// CHECK-NEXT: %inserted = tensor.insert %arg6 into %arg0[%arg4, %arg5] : tensor<4x16xf32>
// CHECK-NEXT: %inserted_3 = tensor.insert %arg6 into %arg3[] : tensor<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: tensor<4x16xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<*xf32>, %arg3: tensor<2xui32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<4x16xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg0 : tensor<4x16xf32> to tensor<*xf32>
// CHECK-NEXT: %cast_1 = tensor.cast %arg2 : tensor<*xf32> to tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.bitcast %arg0 : tensor<4x16xf32> to tensor<4x16xi32>
// CHECK-NEXT: %1 = tensor.bitcast %arg3 : tensor<2xui32> to tensor<2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad(%arg0: tensor<4x16xf32>, %arg1: tensor<?x?xf32>, %arg2: index, %arg3: f32) {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg2] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x16xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_0 = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: tensor.yield %arg3 : f32
// CHECK-NEXT: } : tensor<4x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: %padded_1 = tensor.pad %arg1 low[%arg2, %arg2] high[%arg2, 1] {
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index):
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: tensor.yield %cst : f32
// CHECK-NEXT: } {tag} : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @combine(%arg0: tensor<4x16xf32>, %arg1: tensor<?x16xf32>, %arg2: tensor<3x1xindex>, %arg3: tensor<2x2xi32>) {
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x16xf32>, tensor<4x16xf32>) -> tensor<8x16xf32>
// CHECK-NEXT: %concat_0 = tensor.concat dim(0) %arg0, %arg1 : (tensor<4x16xf32>, tensor<?x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT: %concat_1 = tensor.concat dim(1) %arg0 : (tensor<4x16xf32>) -> tensor<4x16xf32>
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg2] gather_dims([0]) : (tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<3x1x16xf32>
// CHECK-NEXT: %gather_2 = tensor.gather %arg0[%arg2] gather_dims([0]) unique : (tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<3x16xf32>
// CHECK-NEXT: %gather_3 = tensor.gather %arg0[%arg3] gather_dims([0, 1]) : (tensor<4x16xf32>, tensor<2x2xi32>) -> tensor<2xf32>
// CHECK-NEXT: %scatter = tensor.scatter %gather into %arg0[%arg2] scatter_dims([0]) unique : (tensor<3x1x16xf32>, tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<4x16xf32>
// CHECK-NEXT: %scatter_4 = tensor.scatter %gather_2 into %arg0[%arg2] scatter_dims([0]) unique {tag} : (tensor<3x16xf32>, tensor<4x16xf32>, tensor<3x1xindex>) -> tensor<4x16xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
