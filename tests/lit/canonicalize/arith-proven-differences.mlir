// RUN: strata-opt %s --canonicalize | FileCheck %s
//
// arith rules that `cargo xtask prove-rules` refuted as upstream writes
// them, in strata's corrected form (docs/differences.md, docs/patterns.md).
// mlir-opt-22 miscompiles each function below:
// - AddIAddConstant and the other seven add/sub-of-constant rules keep the
//   flags both ops had even when the folded constant wraps: -60 + -99
//   wraps to 97 in i8, and `x + 97 nsw` is poison at x = 92 where the
//   original (92 - 60) - 99 = -67 is not. strata keeps a flag only where
//   the constant folds without wrapping in that sense.
// - MulIMulIConstant, the same for products (16 * 16 wraps in i8).
// - TruncIShrSIToTrunciShrUI keeps `nsw` on the new trunci, which checks
//   the bits shrsi had copied from the sign and shrui now fills with zeros.
// - IndexCastOfIndexCast folds index -> i32 -> index to the index, which
//   changes every value of 2^31 or more.
// - TruncFSIToFPToSIToFP folds i64 -> f64 -> f32 into one conversion:
//   rounding twice differs from rounding once (2^62 + 2^38 + 1).
// conformance: rewrite-differs (mlir-opt-22 keeps overflow flags the folded constant breaks, folds narrowing index casts and double rounding)

// CHECK-LABEL: func.func @add_add_wrapping_constant(%arg0: i8) -> i8 {
// CHECK-NEXT:  %c97_i8 = arith.constant 97 : i8
// CHECK-NEXT:  %0 = arith.addi %arg0, %c97_i8 : i8
// CHECK-NEXT:  return %0 : i8
func.func @add_add_wrapping_constant(%x: i8) -> i8 {
  %c0 = arith.constant -60 : i8
  %c1 = arith.constant -99 : i8
  %a = arith.addi %x, %c0 overflow<nsw> : i8
  %b = arith.addi %a, %c1 overflow<nsw> : i8
  return %b : i8
}

// The flag the sum keeps stays: 100 + 100 wraps signed, not unsigned.
// CHECK-LABEL: func.func @add_add_keeps_nuw(%arg0: i8) -> i8 {
// CHECK-NEXT:  %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:  %0 = arith.addi %arg0, %c-56_i8 overflow<nuw> : i8
func.func @add_add_keeps_nuw(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 100 : i8
  %a = arith.addi %x, %c0 overflow<nsw, nuw> : i8
  %b = arith.addi %a, %c1 overflow<nsw, nuw> : i8
  return %b : i8
}

// CHECK-LABEL: func.func @sub_sub_wrapping_constant(%arg0: i8) -> i8 {
// CHECK-NEXT:  %c-32_i8 = arith.constant -32 : i8
// CHECK-NEXT:  %0 = arith.subi %arg0, %c-32_i8 : i8
func.func @sub_sub_wrapping_constant(%x: i8) -> i8 {
  %c0 = arith.constant 100 : i8
  %c1 = arith.constant 124 : i8
  %a = arith.subi %x, %c0 overflow<nsw> : i8
  %b = arith.subi %a, %c1 overflow<nsw> : i8
  return %b : i8
}

// CHECK-LABEL: func.func @mul_mul_wrapping_constant(%arg0: i8) -> i8 {
// CHECK-NEXT:  %c-56_i8 = arith.constant -56 : i8
// CHECK-NEXT:  %0 = arith.muli %arg0, %c-56_i8 : i8
func.func @mul_mul_wrapping_constant(%x: i8) -> i8 {
  %c0 = arith.constant 10 : i8
  %c1 = arith.constant 20 : i8
  %a = arith.muli %x, %c0 overflow<nsw> : i8
  %b = arith.muli %a, %c1 overflow<nsw> : i8
  return %b : i8
}

// CHECK-LABEL: func.func @trunci_shrsi_drops_nsw(%arg0: i8) -> i1 {
// CHECK-NEXT:  %c7_i8 = arith.constant 7 : i8
// CHECK-NEXT:  %0 = arith.shrui %arg0, %c7_i8 : i8
// CHECK-NEXT:  %1 = arith.trunci %0 overflow<nuw> : i8 to i1
func.func @trunci_shrsi_drops_nsw(%x: i8) -> i1 {
  %c7 = arith.constant 7 : i8
  %s = arith.shrsi %x, %c7 : i8
  %t = arith.trunci %s overflow<nsw, nuw> : i8 to i1
  return %t : i1
}

// CHECK-LABEL: func.func @index_cast_narrowing_round_trip(%arg0: index) -> index {
// CHECK-NEXT:  %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:  %1 = arith.index_cast %0 : i32 to index
// CHECK-NEXT:  return %1 : index
func.func @index_cast_narrowing_round_trip(%x: index) -> index {
  %a = arith.index_cast %x : index to i32
  %b = arith.index_cast %a : i32 to index
  return %b : index
}

// CHECK-LABEL: func.func @index_castui_narrowing_round_trip(%arg0: index) -> index {
// CHECK-NEXT:  %0 = arith.index_castui %arg0 : index to i16
// CHECK-NEXT:  %1 = arith.index_castui %0 : i16 to index
func.func @index_castui_narrowing_round_trip(%x: index) -> index {
  %a = arith.index_castui %x : index to i16
  %b = arith.index_castui %a : i16 to index
  return %b : index
}

// CHECK-LABEL: func.func @sitofp_truncf_rounds_twice(%arg0: i64) -> f32 {
// CHECK-NEXT:  %0 = arith.sitofp %arg0 : i64 to f64
// CHECK-NEXT:  %1 = arith.truncf %0 : f64 to f32
func.func @sitofp_truncf_rounds_twice(%x: i64) -> f32 {
  %a = arith.sitofp %x : i64 to f64
  %b = arith.truncf %a : f64 to f32
  return %b : f32
}

// CHECK-LABEL: func.func @uitofp_truncf_rounds_twice(%arg0: i64) -> bf16 {
// CHECK-NEXT:  %0 = arith.uitofp %arg0 : i64 to f32
// CHECK-NEXT:  %1 = arith.truncf %0 : f32 to bf16
func.func @uitofp_truncf_rounds_twice(%x: i64) -> bf16 {
  %a = arith.uitofp %x : i64 to f32
  %b = arith.truncf %a : f32 to bf16
  return %b : bf16
}
