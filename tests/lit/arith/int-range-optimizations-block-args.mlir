// RUN: strata-opt %s --int-range-optimizations | FileCheck %s
// conformance: rewrite-differs (mlir-opt-22 replaces the merged block's argument by a stale constant)

// The driver merges ^bb5 and ^bb6 (they differ only in the constant they
// pass to ^bb7) into one block taking it as an argument. mlir-opt-22
// keeps the integer range of an erased block argument for the new one
// created in its place and prints `vector.print %c4_i64` (4, a value of
// ^bb3's dead arguments) instead of 333 or 444; later upstream fixed it
// (`no_miscompile_block_arg_address_reuse`). strata keys ranges by value,
// never reused: the printed value stays the merged argument
// (docs/differences.md).
// CHECK-LABEL: func.func @block_arg_reuse
// CHECK:         cf.cond_br %arg0, ^bb4(%{{.*}} : i64), ^bb4(%{{.*}} : i64)
// CHECK:       ^bb4([[RESULT:%.*]]: i64):
// CHECK:         vector.print [[RESULT]] : i64
func.func @block_arg_reuse(%cond: i1) {
  %false = arith.constant false
  %c4 = arith.constant 4 : i64
  %c99 = arith.constant 99 : i64
  cf.cond_br %false, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%c4, %c99 : i64, i64)
^bb2:
  cf.br ^bb3(%c4, %c99 : i64, i64)
^bb3(%a: i64, %b: i64):
  "test.use"(%a) : (i64) -> ()
  cf.br ^bb4
^bb4:
  cf.cond_br %cond, ^bb5, ^bb6
^bb5:
  %c333 = arith.constant 333 : i64
  cf.br ^bb7(%c333 : i64)
^bb6:
  %c444 = arith.constant 444 : i64
  cf.br ^bb7(%c444 : i64)
^bb7(%result: i64):
  vector.print %result : i64
  return
}
