//===- IndexFolds.td - the index folds, stated as rules -*- tablegen -*-===//
//
// What the `fold` hooks of index's arithmetic do besides constant
// evaluation (dialects/index/src/fold.rs), written as rules so that
// `cargo xtask prove-rules` proves each for `index` 64 and 32 bits wide.
// Compiled into nothing (`FoldStatement`); tests/lit/index/
// fold-statements.mlir shows each hook doing what its rule says.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Index/IR/IndexOps.td"
include "patterns/StrataPatterns.td"

def FoldIndexAddZero : Pat<(Index_AddOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldIndexSubZero : Pat<(Index_SubOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldIndexMulOne : Pat<(Index_MulOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;
def FoldIndexMulZero : Pat<(Index_MulOp $x, IntLit<0>), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>,
                       FoldStatement;
