// RUN: strata-opt %s --arith-expand | FileCheck %s

// Ops no rule makes legal are folded, as mlir-opt-22's conversion folds
// them: with its rollback semantics.

// A fold whose constant no rule makes legal is undone: index ops fold to
// index.constant, which has no legality, so index.cmp and index.add of
// constants stay; index.mul %c0, %x stays as written (the commutative fold
// that moved the constant right is undone with the fold after it), while
// index.maxs keeps its operands moved.
// CHECK-LABEL: func.func @index_folds(
// CHECK-NEXT: %idx1 = index.constant 1
// CHECK-NEXT: %idx2 = index.constant 2
// CHECK-NEXT: %0 = index.cmp sge(%idx1, %idx2)
// CHECK-NEXT: %1 = index.add %idx1, %idx2
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %2 = index.mul %c0, %arg0
// CHECK-NEXT: %3 = index.maxs %arg0, %c0
// CHECK-NEXT: return %0, %1, %2, %3 : i1, index, index, index
// CHECK-NEXT: }
func.func @index_folds(%x: index) -> (i1, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %0 = index.cmp sge(%c1, %c2)
  %1 = index.add %c1, %c2
  %c0 = arith.constant 0 : index
  %2 = index.mul %c0, %x
  %3 = index.maxs %c0, %x
  return %0, %1, %2, %3 : i1, index, index, index
}

// A fold sees the values an op was built on, not what replaced them while
// the conversion runs: the first absi folds to a constant, but the second
// absi reads the first one's result and does not fold.
// CHECK-LABEL: func.func @replaced_operands(
// CHECK-NEXT: %c-5_i16 = arith.constant -5 : i16
// CHECK-NEXT: %c5_i16 = arith.constant 5 : i16
// CHECK-NEXT: %0 = math.absi %c5_i16 : i16
// CHECK-NEXT: %1 = arith.cmpi sgt, %c5_i16, %0 : i16
// CHECK-NEXT: %2 = arith.select %1, %c5_i16, %0 : i16
// CHECK-NEXT: return %0, %2 : i16, i16
// CHECK-NEXT: }
func.func @replaced_operands() -> (i16, i16) {
  %c = arith.constant -5 : i16
  %0 = math.absi %c : i16
  %1 = math.absi %0 : i16
  %2 = arith.maxsi %0, %1 : i16
  return %1, %2 : i16, i16
}
