// RUN: strata-opt %s --canonicalize --split-input-file | FileCheck %s
//
// scf.forall patterns where strata knowingly differs from mlir-opt-22
// (docs/differences.md): MLIR 22 pairs the combining ops of the terminator
// with the shared outputs in terminator order, not by their destination.
// FoldTensorCastOfOutputIntoForallOp then re-points each combining op at the
// output of its position (a miscompile), and the promotion of a loop whose
// every dimension runs once replaces each result with the insert of its
// position (a verifier error when the types differ). strata pairs them by
// destination.
// conformance: rewrite-differs (mlir-opt-22 miscompiles out-of-order terminators)

// CHECK-LABEL: func.func @cast_outputs_out_of_order(%arg0: tensor<16xf32>, %arg1: tensor<8xf32>) -> (tensor<?xf32>, tensor<64xf32>) {
// CHECK:         %2:2 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %0, %arg4 = %1) -> (tensor<32xf32>, tensor<64xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %arg0 into %arg4[%arg2] [16] [1] : tensor<16xf32> into tensor<64xf32>
// CHECK-NEXT:        tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [8] [1] : tensor<8xf32> into tensor<32xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %cast = tensor.cast %2#0 : tensor<32xf32> to tensor<?xf32>
// CHECK-NEXT:    return %cast, %2#1 : tensor<?xf32>, tensor<64xf32>
func.func @cast_outputs_out_of_order(%a: tensor<16xf32>, %b: tensor<8xf32>) -> (tensor<?xf32>, tensor<64xf32>) {
  %0 = tensor.empty() : tensor<32xf32>
  %c = tensor.cast %0 : tensor<32xf32> to tensor<?xf32>
  %1 = tensor.empty() : tensor<64xf32>
  %r:2 = scf.forall (%i) in (4) shared_outs(%x = %c, %y = %1) -> (tensor<?xf32>, tensor<64xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %a into %y[%i] [16] [1] : tensor<16xf32> into tensor<64xf32>
      tensor.parallel_insert_slice %b into %x[%i] [8] [1] : tensor<8xf32> into tensor<?xf32>
    }
  }
  return %r#0, %r#1 : tensor<?xf32>, tensor<64xf32>
}

// -----

// CHECK-LABEL: func.func @promote_out_of_order(%arg0: tensor<8xf32>, %arg1: tensor<4xf32>, %arg2: tensor<2xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
// CHECK-NEXT:    %inserted_slice = tensor.insert_slice %arg2 into %arg0[0] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:    %inserted_slice_0 = tensor.insert_slice %arg2 into %arg1[0] [2] [1] : tensor<2xf32> into tensor<4xf32>
// CHECK-NEXT:    return %inserted_slice, %inserted_slice_0 : tensor<8xf32>, tensor<4xf32>
func.func @promote_out_of_order(%a: tensor<8xf32>, %b: tensor<4xf32>, %v: tensor<2xf32>) -> (tensor<8xf32>, tensor<4xf32>) {
  %0:2 = scf.forall (%i) in (1) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %p[%i] [2] [1] : tensor<2xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %v into %o[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<4xf32>
}
