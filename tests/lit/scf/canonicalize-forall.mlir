// scf.forall's patterns (DimOfForallOp, FoldTensorCastOfOutputIntoForallOp, ForallOpControlOperandsFolder,
// ForallOpIterArgsFolder, ForallOpSingleOrZeroIterationDimsFolder, ForallOpReplaceConstantInductionVar).
// RUN: strata-opt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// DimOfForallOp: the dim of a result is the dim of its shared output.
// CHECK-LABEL: func.func @dim_of_forall(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %arg2: index) -> (index, tensor<?x?xf32>) {
// CHECK-NEXT:    %c1 = arith.constant 1 : index
// CHECK-NEXT:    %0 = scf.forall (%arg3) in (%arg2) shared_outs(%arg4 = %arg1) -> (tensor<?x?xf32>) {
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %arg0 into %arg4[%arg3, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %dim = tensor.dim %arg1, %c1 : tensor<?x?xf32>
// CHECK-NEXT:    return %dim, %0 : index, tensor<?x?xf32>
// CHECK-NEXT:  }
func.func @dim_of_forall(%arg0: tensor<1x5xf32>, %arg1: tensor<?x?xf32>, %n: index) -> (index, tensor<?x?xf32>) {
  %c1 = arith.constant 1 : index
  %0 = scf.forall (%i) in (%n) shared_outs(%o = %arg1) -> (tensor<?x?xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %arg0 into %o[%i, 0] [1, 5] [1, 1] : tensor<1x5xf32> into tensor<?x?xf32>
    }
  }
  %dim = tensor.dim %0, %c1 : tensor<?x?xf32>
  return %dim, %0 : index, tensor<?x?xf32>
}

// -----

// ForallOpControlOperandsFolder: constant bounds and steps become static.
// CHECK-LABEL: func.func @control_operands(%arg0: tensor<?x10xf32>, %arg1: index) -> tensor<?x10xf32> {
// CHECK-NEXT:    %0 = scf.forall (%arg2, %arg3) = (0, 2) to (%arg1, 10) step (2, 2) shared_outs(%arg4 = %arg0) -> (tensor<?x10xf32>) {
// CHECK-NEXT:      %extracted_slice = tensor.extract_slice %arg0[%arg2, %arg3] [1, 1] [1, 1] : tensor<?x10xf32> to tensor<1x1xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %extracted_slice into %arg4[%arg2, %arg3] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0 : tensor<?x10xf32>
// CHECK-NEXT:  }
func.func @control_operands(%arg0: tensor<?x10xf32>, %n: index) -> tensor<?x10xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c10 = arith.constant 10 : index
  %0 = scf.forall (%i, %j) = (%c0, %c2) to (%n, %c10) step (%c2, %c2) shared_outs(%o = %arg0) -> (tensor<?x10xf32>) {
    %s = tensor.extract_slice %arg0[%i, %j] [1, 1] [1, 1] : tensor<?x10xf32> to tensor<1x1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i, %j] [1, 1] [1, 1] : tensor<1x1xf32> into tensor<?x10xf32>
    }
  }
  return %0 : tensor<?x10xf32>
}

// -----

// ForallOpIterArgsFolder: an unused result and an output nothing writes go.
// CHECK-LABEL: func.func @iter_args(%arg0: tensor<4xf32>, %arg1: tensor<4xf32>, %arg2: tensor<4xf32>, %arg3: index) -> (tensor<4xf32>, tensor<4xf32>) {
// CHECK-NEXT:    %0 = scf.forall (%arg4) in (%arg3) shared_outs(%arg5 = %arg1) -> (tensor<4xf32>) {
// CHECK-NEXT:      %extracted_slice = tensor.extract_slice %arg0[%arg4] [1] [1] : tensor<4xf32> to tensor<1xf32>
// CHECK-NEXT:      "test.use"(%arg2) : (tensor<4xf32>) -> ()
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %extracted_slice into %arg5[%arg4] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    return %0, %arg2 : tensor<4xf32>, tensor<4xf32>
// CHECK-NEXT:  }
func.func @iter_args(%a: tensor<4xf32>, %b: tensor<4xf32>, %c: tensor<4xf32>, %n: index) -> (tensor<4xf32>, tensor<4xf32>) {
  %r:3 = scf.forall (%i) in (%n) shared_outs(%x = %a, %y = %b, %z = %c) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
    %s = tensor.extract_slice %x[%i] [1] [1] : tensor<4xf32> to tensor<1xf32>
    "test.use"(%z) : (tensor<4xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %y[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
      tensor.parallel_insert_slice %s into %x[%i] [1] [1] : tensor<1xf32> into tensor<4xf32>
    }
  }
  return %r#1, %r#2 : tensor<4xf32>, tensor<4xf32>
}

// -----

// ForallOpSingleOrZeroIterationDimsFolder: a dimension of one iteration goes (attributes kept);
// a loop with a dimension of no iteration is its outputs.
// CHECK-LABEL: func.func @zero_and_single(%arg0: tensor<8xf32>, %arg1: index) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:    %0 = scf.forall (%arg2) in (%arg1) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:      %extracted_slice = tensor.extract_slice %arg0[3] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    } {some_attr}
// CHECK-NEXT:    return %0, %arg0 : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:  }
func.func @zero_and_single(%a: tensor<8xf32>, %n: index) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = scf.forall (%i, %j) = (0, 3) to (%n, 4) step (1, 1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[%j] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  } {some_attr}
  %1 = scf.forall (%i, %j) = (0, 5) to (%n, 5) step (1, 1) shared_outs(%o = %a) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[%j] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  }
  return %0, %1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Every dimension runs once: the body replaces the loop, the combining op becomes an insert_slice.
// CHECK-LABEL: func.func @promote(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT:    %extracted_slice = tensor.extract_slice %arg0[3] [2] [1] : tensor<8xf32> to tensor<2xf32>
// CHECK-NEXT:    %inserted_slice = tensor.insert_slice %extracted_slice into %arg1[2] [2] [1] : tensor<2xf32> into tensor<8xf32>
// CHECK-NEXT:    return %arg0, %inserted_slice : tensor<8xf32>, tensor<8xf32>
// CHECK-NEXT:  }
func.func @promote(%a: tensor<8xf32>, %b: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = scf.forall (%i, %j) = (2, 3) to (3, 4) step (1, 1) shared_outs(%o = %a, %p = %b) -> (tensor<8xf32>, tensor<8xf32>) {
    %s = tensor.extract_slice %o[%j] [2] [1] : tensor<8xf32> to tensor<2xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [2] [1] : tensor<2xf32> into tensor<8xf32>
      tensor.parallel_insert_slice %s into %p[%i] [2] [1] : tensor<2xf32> into tensor<8xf32>
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// -----

// Mapped dimensions stay; ForallOpReplaceConstantInductionVar replaces a single-iteration
// induction variable by its lower bound.
// CHECK-LABEL: func.func @mapped(%arg0: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT:    %0 = scf.forall (%arg1, %arg2) in (1, 4) shared_outs(%arg3 = %arg0) -> (tensor<8xf32>) {
// CHECK-NEXT:      %extracted_slice = tensor.extract_slice %arg0[0] [1] [1] : tensor<8xf32> to tensor<1xf32>
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %extracted_slice into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<8xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
// CHECK-NEXT:    return %0 : tensor<8xf32>
// CHECK-NEXT:  }
func.func @mapped(%a: tensor<8xf32>) -> tensor<8xf32> {
  %0 = scf.forall (%i, %j) in (1, 4) shared_outs(%o = %a) -> (tensor<8xf32>) {
    %s = tensor.extract_slice %a[%i] [1] [1] : tensor<8xf32> to tensor<1xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%j] [1] [1] : tensor<1xf32> into tensor<8xf32>
    }
  } {mapping = [#gpu.thread<y>, #gpu.thread<x>]}
  return %0 : tensor<8xf32>
}

// -----

// FoldTensorCastOfOutputIntoForallOp: the loop runs on the cast's more static source.
// CHECK-LABEL: func.func @cast_output(%arg0: tensor<4xf32>, %arg1: tensor<1xf32>) -> tensor<?xf32> {
// CHECK-NEXT:    %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<4xf32>) {
// CHECK-NEXT:      %cast_0 = tensor.cast %arg3 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:      "test.use"(%cast_0) : (tensor<?xf32>) -> ()
// CHECK-NEXT:      scf.forall.in_parallel {
// CHECK-NEXT:        tensor.parallel_insert_slice %arg1 into %arg3[%arg2] [1] [1] : tensor<1xf32> into tensor<4xf32>
// CHECK-NEXT:      }
// CHECK-NEXT:    }
// CHECK-NEXT:    %cast = tensor.cast %0 : tensor<4xf32> to tensor<?xf32>
// CHECK-NEXT:    return %cast : tensor<?xf32>
// CHECK-NEXT:  }
func.func @cast_output(%a: tensor<4xf32>, %v: tensor<1xf32>) -> tensor<?xf32> {
  %c = tensor.cast %a : tensor<4xf32> to tensor<?xf32>
  %0 = scf.forall (%i) in (4) shared_outs(%o = %c) -> (tensor<?xf32>) {
    "test.use"(%o) : (tensor<?xf32>) -> ()
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %v into %o[%i] [1] [1] : tensor<1xf32> into tensor<?xf32>
    }
  }
  return %0 : tensor<?xf32>
}
