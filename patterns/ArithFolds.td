//===- ArithFolds.td - the arith folds, stated as rules -*- tablegen -*-===//
//
// What the `fold` hooks of arith's integer ops do (dialects/arith/src/
// fold_int.rs, fold_div.rs, fold_cmp.rs), written as rules so that
// `cargo xtask prove-rules` proves each at every width it applies to.
// Compiled into nothing (`FoldStatement`): the hooks are Rust, and
// tests/lit/arith/fold-statements.mlir shows each hook doing what its
// rule says. Constant evaluation (every operand constant) is not stated:
// lit and differential tests check it (docs/patterns.md). A rule leaves the overflow flags out of its source:
// it holds whatever flags the op carries, as the hook applies.
//
// Not stated: the extremes of maxsi/minsi (no literal is the signed
// maximum at every width), `select` of a constant condition (a literal is
// in the root's type, the condition is i1), `(x ^ a) ^ a -> x` in its four
// arrangements, `(a * b) / b -> a` under `nuw`/`nsw` (a source cannot
// match an enum case yet), `cmpi`'s folds, and the multi-result extended
// ops.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
include "patterns/StrataPatterns.td"

// arith.addi: x + 0 -> x, (a - b) + b -> a, b + (a - b) -> a.
def FoldAddIZero : Pat<(Arith_AddIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldAddISubRight : Pat<(Arith_AddIOp (Arith_SubIOp $a, $b), $b), (replaceWithValue $a)>, FoldStatement;
def FoldAddISubLeft : Pat<(Arith_AddIOp $b, (Arith_SubIOp $a, $b)), (replaceWithValue $a)>, FoldStatement;

// arith.subi: x - x -> 0, x - 0 -> x, (a + b) - b -> a, (a + b) - a -> b.
def FoldSubISelf : Pat<(Arith_SubIOp $x, $x), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>, FoldStatement;
def FoldSubIZero : Pat<(Arith_SubIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldSubIAddRight : Pat<(Arith_SubIOp (Arith_AddIOp $a, $b), $b), (replaceWithValue $a)>, FoldStatement;
def FoldSubIAddLeft : Pat<(Arith_SubIOp (Arith_AddIOp $a, $b), $a), (replaceWithValue $b)>, FoldStatement;

// arith.muli: x * 0 -> 0, x * 1 -> x.
def FoldMulIZero : Pat<(Arith_MulIOp $x, IntLit<0>), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>, FoldStatement;
def FoldMulIOne : Pat<(Arith_MulIOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;

// arith.andi: x & 0 -> 0, x & -1 -> x, x & ~x -> 0, ~x & x -> 0, a & (a & b) -> a & b.
def FoldAndIZero : Pat<(Arith_AndIOp $x, IntLit<0>), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>, FoldStatement;
def FoldAndIAllOnes : Pat<(Arith_AndIOp $x, IntLit<-1>), (replaceWithValue $x)>, FoldStatement;
def FoldAndINotRight : Pat<(Arith_AndIOp $x, (Arith_XOrIOp $x, IntLit<-1>)), (replaceWithValue IntLit<0>),
                           [(IntegerLike $x)]>, FoldStatement;
def FoldAndINotLeft : Pat<(Arith_AndIOp (Arith_XOrIOp $x, IntLit<-1>), $x), (replaceWithValue IntLit<0>),
                          [(IntegerLike $x)]>, FoldStatement;
def FoldAndIAbsorb : Pat<(Arith_AndIOp $a, (Arith_AndIOp:$ab $a, $b)), (replaceWithValue $ab)>, FoldStatement;

// arith.ori: x | 0 -> x, x | -1 -> -1, x | ~x -> -1.
def FoldOrIZero : Pat<(Arith_OrIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldOrIAllOnes : Pat<(Arith_OrIOp $x, IntLit<-1>), (replaceWithValue IntLit<-1>), [(IntegerLike $x)]>,
                     FoldStatement;
def FoldOrINot : Pat<(Arith_OrIOp $x, (Arith_XOrIOp $x, IntLit<-1>)), (replaceWithValue IntLit<-1>),
                     [(IntegerLike $x)]>, FoldStatement;

// arith.xori: x ^ 0 -> x, x ^ x -> 0.
def FoldXOrIZero : Pat<(Arith_XOrIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldXOrISelf : Pat<(Arith_XOrIOp $x, $x), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>, FoldStatement;

// The shifts: x by 0 -> x.
def FoldShLIZero : Pat<(Arith_ShLIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldShRUIZero : Pat<(Arith_ShRUIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldShRSIZero : Pat<(Arith_ShRSIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;

// min/max: op(x, x) -> x; the unsigned extremes.
def FoldMaxSISelf : Pat<(Arith_MaxSIOp $x, $x), (replaceWithValue $x)>, FoldStatement;
def FoldMinSISelf : Pat<(Arith_MinSIOp $x, $x), (replaceWithValue $x)>, FoldStatement;
def FoldMaxUISelf : Pat<(Arith_MaxUIOp $x, $x), (replaceWithValue $x)>, FoldStatement;
def FoldMinUISelf : Pat<(Arith_MinUIOp $x, $x), (replaceWithValue $x)>, FoldStatement;
def FoldMaxUIAllOnes : Pat<(Arith_MaxUIOp $x, IntLit<-1>), (replaceWithValue IntLit<-1>), [(IntegerLike $x)]>,
                       FoldStatement;
def FoldMaxUIZero : Pat<(Arith_MaxUIOp $x, IntLit<0>), (replaceWithValue $x)>, FoldStatement;
def FoldMinUIZero : Pat<(Arith_MinUIOp $x, IntLit<0>), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>,
                    FoldStatement;
def FoldMinUIAllOnes : Pat<(Arith_MinUIOp $x, IntLit<-1>), (replaceWithValue $x)>, FoldStatement;

// The divisions: x / 1 -> x.
def FoldDivUIOne : Pat<(Arith_DivUIOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;
def FoldDivSIOne : Pat<(Arith_DivSIOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;
def FoldCeilDivUIOne : Pat<(Arith_CeilDivUIOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;
def FoldCeilDivSIOne : Pat<(Arith_CeilDivSIOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;
def FoldFloorDivSIOne : Pat<(Arith_FloorDivSIOp $x, IntLit<1>), (replaceWithValue $x)>, FoldStatement;
// The remainders: x % 1 -> 0.
def FoldRemUIOne : Pat<(Arith_RemUIOp $x, IntLit<1>), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>,
                   FoldStatement;
def FoldRemSIOne : Pat<(Arith_RemSIOp $x, IntLit<1>), (replaceWithValue IntLit<0>), [(IntegerLike $x)]>,
                   FoldStatement;

// arith.select: select(c, x, x) -> x, select(c, true, false) -> c.
def FoldSelectSame : Pat<(SelectOp $c, $x, $x), (replaceWithValue $x)>, FoldStatement;
def FoldSelectBool : Pat<(SelectOp:$sel $c, IntLit<1>, IntLit<0>), (replaceWithValue $c), [(SameType $c, $sel)]>,
                     FoldStatement;
