//===- arith.td - the arith dialect's declarative rewrite rules -*- tablegen -*-===//
//
// The canonicalization patterns upstream MLIR writes as DRR for the arith
// dialect, under upstream's names and with upstream's benefits, compiled
// into `dialects/arith/src/generated_patterns.rs` by `cargo xtask codegen`.
// Rules of one root op are in the order upstream registers them (its
// `getCanonicalizationPatterns`), which decides ties; the C++ patterns of an
// op are added after them by `dialects/arith/src/canonicalize/`.
//
// Native code is Rust: the helpers are in
// `dialects/arith/src/canonicalize/native.rs`.
//
//===----------------------------------------------------------------------===//

include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
include "patterns/StrataPatterns.td"
include "patterns/IntegerLaws.td"

def : RustHelpers<"crate::canonicalize::native">;

// Integer attributes combined in the type of a value (`$0`); declines
// when the constants are not of that width.
def AddIntAttrs : FallibleNativeCodeCall<"add_int_attrs($_ctx, $_body, $0, $1, $2)">;
def SubIntAttrs : FallibleNativeCodeCall<"sub_int_attrs($_ctx, $_body, $0, $1, $2)">;
def MulIntAttrs : FallibleNativeCodeCall<"mul_int_attrs($_ctx, $_body, $0, $1, $2)">;

// The flags two ops both have.
def MergeOverflow : NativeCodeCall<"merge_overflow($0, $1)">;

// The flags two ops both have, less those the folded constant ($2 op $3)
// wraps in (upstream keeps them all: a miscompile `prove-rules` finds).
def MergeOverflowAdd : NativeCodeCall<"merge_overflow_add($_ctx, $0, $1, $2, $3)">;
def MergeOverflowSub : NativeCodeCall<"merge_overflow_sub($_ctx, $0, $1, $2, $3)">;
def MergeOverflowMul : NativeCodeCall<"merge_overflow_mul($_ctx, $0, $1, $2, $3)">;
// The same, checking `nsw` only: where the constant wraps unsigned the
// source is poison whenever both ops have `nuw`, so `nuw` may stay (as
// upstream keeps it; `prove-rules` proves each rule that uses these).
def MergeOverflowAddNsw : NativeCodeCall<"merge_overflow_add_nsw($_ctx, $0, $1, $2, $3)">;
def MergeOverflowSubNsw : NativeCodeCall<"merge_overflow_sub_nsw($_ctx, $0, $1, $2, $3)">;
def MergeOverflowMulNsw : NativeCodeCall<"merge_overflow_mul_nsw($_ctx, $0, $1, $2, $3)">;

// The flags without `nsw`.
def DropNsw : NativeCodeCall<"drop_nsw($0)">;

// No overflow flags.
defvar DefOverflow = ConstantEnumCase<Arith_IntegerOverflowAttr, "none">;

// The zero of a value's type (a splat for a shaped type); declines for a
// dynamic shape, where upstream would build an invalid constant.
def GetZeroAttr : FallibleNativeCodeCall<"zero_attr_of($_ctx, $_body, $0)">;

// `i1` in the shape of a value's type (what `cmpi` infers).
def I1ShapeOf : NativeCodeCall<"i1_shape_of($_ctx, $_body, $0)">;

def InvertPredicate : NativeCodeCall<"invert_predicate($0)">;

def IsScalarOrSplatNegativeOne : Constraint<CPred<"is_scalar_or_splat_negative_one($_ctx, $0)">>;
def IsScalarOrSplatOne : Constraint<CPred<"is_scalar_or_splat_one($_ctx, $0)">>;
def IntAttrOfValueType : Constraint<CPred<"int_attr_of_type($_ctx, $_body, $1, $0)">>;
def ValueWiderThan : Constraint<CPred<"value_wider_than($_ctx, $_body, $0, $1)">>;
def TruncationMatchesShiftAmount :
    Constraint<CPred<"truncation_matches_shift_amount($_ctx, $_body, $0, $1, $2)">>;
def HasNoUses : Constraint<CPred<"$_body.uses($0).is_empty()">, "no uses">;
def IsEqOrNe : Constraint<CPred<"matches!($0, CmpIPredicate::Eq | CmpIPredicate::Ne)">>;
def CastKeepsValue : Constraint<CPred<"cast_keeps_value($_ctx, $_body, $0, $1)">, "cast keeps the value">;
def SIToFPRoundsOnce : Constraint<CPred<"int_to_float_rounds_once($_ctx, $_body, $0, $1, $2, true)">, "rounds once">;
def UIToFPRoundsOnce : Constraint<CPred<"int_to_float_rounds_once($_ctx, $_body, $0, $1, $2, false)">, "rounds once">;
def NoRoundingMode : Constraint<CPred<"$0.is_none()">, "default rounding mode">;

//===----------------------------------------------------------------------===//
// addi (constants are canonicalized to the right of a commutative op)
//===----------------------------------------------------------------------===//

// addi(addi(x, c0), c1) -> addi(x, c0 + c1)
def AddIAddConstant :
    Pat<(Arith_AddIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflowAddNsw $ovf1, $ovf2, $c0, $c1))>;

// addi(subi(x, c0), c1) -> addi(x, c1 - c0)
def AddISubConstantRHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflowSub $ovf1, $ovf2, $c1, $c0))>;

// addi(subi(c0, x), c1) -> subi(c0 + c1, x)
def AddISubConstantLHS :
    Pat<(Arith_AddIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflowAdd $ovf1, $ovf2, $c0, $c1))>;

// addi(x, muli(y, -1)) -> subi(x, y); upstream drops the flags.
def AddIMulNegativeOneRhs :
    Pat<(Arith_AddIOp $x,
          (Arith_MulIOp $y, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp $x, $y, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

// addi(muli(x, -1), y) -> subi(y, x); upstream drops the flags.
def AddIMulNegativeOneLhs :
    Pat<(Arith_AddIOp
          (Arith_MulIOp $x, (ConstantLikeMatcher AnyAttr:$c0), $ovf1), $y, $ovf2),
        (Arith_SubIOp $y, $x, DefOverflow),
        [(IsScalarOrSplatNegativeOne $c0)]>;

//===----------------------------------------------------------------------===//
// subi
//===----------------------------------------------------------------------===//

// subi(addi(x, c0), c1) -> addi(x, c0 - c1); upstream drops the flags.
def SubIRHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), DefOverflow)>;

// subi(c1, addi(x, c0)) -> subi(c1 - c0, x)
def SubILHSAddConstant :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_AddIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)), $x,
            (MergeOverflowSubNsw $ovf1, $ovf2, $c1, $c0))>;

// subi(subi(x, c0), c1) -> subi(x, c0 + c1)
def SubIRHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp $x, (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)),
            (MergeOverflowAdd $ovf1, $ovf2, $c0, $c1))>;

// subi(subi(c0, x), c1) -> subi(c0 - c1, x)
def SubIRHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (SubIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflowSubNsw $ovf1, $ovf2, $c0, $c1))>;

// subi(c1, subi(x, c0)) -> subi(c0 + c1, x)
def SubILHSSubConstantRHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1), $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (AddIntAttrs $res, $c0, $c1)), $x,
            (MergeOverflowAdd $ovf1, $ovf2, $c0, $c1))>;

// subi(c1, subi(c0, x)) -> addi(x, c1 - c0)
def SubILHSSubConstantLHS :
    Pat<(Arith_SubIOp:$res
          (ConstantLikeMatcher APIntAttr:$c1),
          (Arith_SubIOp (ConstantLikeMatcher APIntAttr:$c0), $x, $ovf1), $ovf2),
        (Arith_AddIOp $x, (Arith_ConstantOp (SubIntAttrs $res, $c1, $c0)),
            (MergeOverflowSub $ovf1, $ovf2, $c1, $c0))>;

// subi(subi(a, b), a) -> subi(0, b)
def SubISubILHSRHSLHS :
    Pat<(Arith_SubIOp:$res (Arith_SubIOp $x, $y, $ovf1), $x, $ovf2),
        (Arith_SubIOp (Arith_ConstantOp (GetZeroAttr $y)), $y,
            (MergeOverflow $ovf1, $ovf2))>;

//===----------------------------------------------------------------------===//
// muli
//===----------------------------------------------------------------------===//

// muli(muli(x, c0), c1) -> muli(x, c0 * c1)
def MulIMulIConstant :
    Pat<(Arith_MulIOp:$res
          (Arith_MulIOp $x, (ConstantLikeMatcher APIntAttr:$c0), $ovf1),
          (ConstantLikeMatcher APIntAttr:$c1), $ovf2),
        (Arith_MulIOp $x, (Arith_ConstantOp (MulIntAttrs $res, $c0, $c1)),
            (MergeOverflowMulNsw $ovf1, $ovf2, $c0, $c1)),
        [(IntAttrOfValueType $res, $c0), (IntAttrOfValueType $res, $c1)]>;

//===----------------------------------------------------------------------===//
// xori, andi, ori
//===----------------------------------------------------------------------===//

// not(cmpi(pred, a, b)) -> cmpi(~pred, a, b), where not(x) is xori(x, 1)
def XOrINotCmpI :
    Pat<(Arith_XOrIOp
          (Arith_CmpIOp $pred, $a, $b),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_CmpIOp (InvertPredicate $pred), $a, $b)>;

// xori(extui(x), extui(y)) -> extui(xori(x, y))
def XOrIOfExtUI :
    Pat<(Arith_XOrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_XOrIOp $x, $y)),
        [(SameType $x, $y)]>;

// xori(extsi(x), extsi(y)) -> extsi(xori(x, y))
def XOrIOfExtSI :
    Pat<(Arith_XOrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_XOrIOp $x, $y)),
        [(SameType $x, $y)]>;

// andi(extui(x), extui(y)) -> extui(andi(x, y))
def AndOfExtUI :
    Pat<(Arith_AndIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_AndIOp $x, $y)),
        [(SameType $x, $y)]>;

// andi(extsi(x), extsi(y)) -> extsi(andi(x, y))
def AndOfExtSI :
    Pat<(Arith_AndIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_AndIOp $x, $y)),
        [(SameType $x, $y)]>;

// ori(extui(x), extui(y)) -> extui(ori(x, y))
def OrOfExtUI :
    Pat<(Arith_OrIOp (Arith_ExtUIOp $x), (Arith_ExtUIOp $y)),
        (Arith_ExtUIOp (Arith_OrIOp $x, $y)),
        [(SameType $x, $y)]>;

// ori(extsi(x), extsi(y)) -> extsi(ori(x, y))
def OrOfExtSI :
    Pat<(Arith_OrIOp (Arith_ExtSIOp $x), (Arith_ExtSIOp $y)),
        (Arith_ExtSIOp (Arith_OrIOp $x, $y)),
        [(SameType $x, $y)]>;

//===----------------------------------------------------------------------===//
// cmpi
//===----------------------------------------------------------------------===//

// cmpi(eq|ne, extsi(a), extsi(b)) -> cmpi(eq|ne, a, b)
def CmpIExtSI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtSIOp $a), (Arith_ExtSIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(SameType $a, $b), (IsEqOrNe $pred)]>;

// cmpi(eq|ne, extui(a), extui(b)) -> cmpi(eq|ne, a, b)
def CmpIExtUI :
    Pat<(Arith_CmpIOp $pred, (Arith_ExtUIOp $a), (Arith_ExtUIOp $b)),
        (Arith_CmpIOp $pred, $a, $b),
        [(SameType $a, $b), (IsEqOrNe $pred)]>;

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

// index_cast(index_cast(x)) -> x, when the types round-trip and the
// first cast keeps every bit (upstream folds `index -> i32 -> index` too,
// which changes values of 2^31 and beyond)
def IndexCastOfIndexCast :
    Pat<(Arith_IndexCastOp:$res (Arith_IndexCastOp:$mid $x)),
        (replaceWithValue $x),
        [(SameType $res, $x), (CastKeepsValue $mid, $x)]>, AssumesIndex64;

// index_cast(extsi(x)) -> index_cast(x)
def IndexCastOfExtSI :
    Pat<(Arith_IndexCastOp (Arith_ExtSIOp $x)), (Arith_IndexCastOp $x)>;

// index_castui(index_castui(x)) -> x, when the types round-trip and the
// first cast keeps every bit
def IndexCastUIOfIndexCastUI :
    Pat<(Arith_IndexCastUIOp:$res (Arith_IndexCastUIOp:$mid $x)),
        (replaceWithValue $x),
        [(SameType $res, $x), (CastKeepsValue $mid, $x)]>, AssumesIndex64;

// index_castui(extui(x)) -> index_castui(x)
def IndexCastUIOfExtUI :
    Pat<(Arith_IndexCastUIOp (Arith_ExtUIOp $x)), (Arith_IndexCastUIOp $x)>;

// bitcast(bitcast(x)) -> bitcast(x)
def BitcastOfBitcast :
    Pat<(Arith_BitcastOp (Arith_BitcastOp $x)), (Arith_BitcastOp $x)>;

// extsi(extui(x)) -> extui(x)
def ExtSIOfExtUI :
    Pat<(Arith_ExtSIOp (Arith_ExtUIOp $x)), (Arith_ExtUIOp $x)>;

//===----------------------------------------------------------------------===//
// The extended ops
//===----------------------------------------------------------------------===//

// addui_extended(x, y) -> [addi(x, y), x] when the overflow result is
// unused (any value does for it).
def AddUIExtendedToAddI :
    Pattern<(Arith_AddUIExtendedOp:$res $x, $y),
        [(Arith_AddIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(HasNoUses $res__1)]>;

// mulsi_extended(x, y) -> [muli(x, y), x] when the high result is unused.
def MulSIExtendedToMulI :
    Pattern<(Arith_MulSIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(HasNoUses $res__1)]>;

// mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]
def MulSIExtendedRHSOne :
    Pattern<(Arith_MulSIExtendedOp $x, (ConstantLikeMatcher AnyAttr:$c1)),
        [(replaceWithValue $x),
         (Arith_ExtSIOp
            (Arith_CmpIOp ConstantEnumCase<Arith_CmpIPredicateAttr, "slt">, $x,
               (Arith_ConstantOp (GetZeroAttr $x)),
               (returnType (I1ShapeOf $x))))],
        [(IsScalarOrSplatOne $c1)]>;

// mului_extended(x, y) -> [muli(x, y), x] when the high result is unused.
def MulUIExtendedToMulI :
    Pattern<(Arith_MulUIExtendedOp:$res $x, $y),
        [(Arith_MulIOp $x, $y, DefOverflow), (replaceWithValue $x)],
        [(HasNoUses $res__1)]>;

//===----------------------------------------------------------------------===//
// select (then the C++ SelectToExtUI)
//===----------------------------------------------------------------------===//

// select(pred, a, select(pred, b, c)) -> select(pred, a, c)
def RedundantSelectFalse :
    Pat<(SelectOp $pred, $a, (SelectOp $pred, $b, $c)),
        (SelectOp $pred, $a, $c)>;

// select(pred, select(pred, a, b), c) -> select(pred, a, c)
def RedundantSelectTrue :
    Pat<(SelectOp $pred, (SelectOp $pred, $a, $b), $c),
        (SelectOp $pred, $a, $c)>;

// select(not(pred), a, b) -> select(pred, b, a)
def SelectNotCond :
    Pat<(SelectOp (Arith_XOrIOp $pred, (ConstantLikeMatcher APIntAttr:$ones)), $a, $b),
        (SelectOp $pred, $b, $a),
        [(IsScalarOrSplatNegativeOne $ones)]>;

// select(pred, false, true) -> not(pred)
def SelectI1ToNot :
    Pat<(SelectOp $pred,
          (ConstantLikeMatcher ConstantAttr<I1Attr, "0">),
          (ConstantLikeMatcher ConstantAttr<I1Attr, "1">)),
        (Arith_XOrIOp $pred, (Arith_ConstantOp ConstantAttr<I1Attr, "1">))>;

//===----------------------------------------------------------------------===//
// trunci
//===----------------------------------------------------------------------===//

// trunci(extsi(x)) -> extsi(x), when only sign-extension bits are dropped
def TruncIExtSIToExtSI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtSIOp:$ext $x), $overflow),
        (Arith_ExtSIOp $x),
        [(ValueWiderThan $ext, $tr), (ValueWiderThan $tr, $x)]>;

// trunci(extui(x)) -> extui(x), when only zero-extension bits are dropped
def TruncIExtUIToExtUI :
    Pat<(Arith_TruncIOp:$tr (Arith_ExtUIOp:$ext $x), $overflow),
        (Arith_ExtUIOp $x),
        [(ValueWiderThan $ext, $tr), (ValueWiderThan $tr, $x)]>;

// trunci(shrsi(x, c)) -> trunci(shrui(x, c)), when c is the number of
// dropped bits; the new trunci drops `nsw` (upstream keeps it: the
// shifted-in ones it checked are zeros now)
def TruncIShrSIToTrunciShrUI :
    Pat<(Arith_TruncIOp:$tr
          (Arith_ShRSIOp $x, (ConstantLikeMatcher TypedAttrInterface:$c0)), $overflow),
        (Arith_TruncIOp (Arith_ShRUIOp $x, (Arith_ConstantOp $c0)), (DropNsw $overflow)),
        [(TruncationMatchesShiftAmount $x, $tr, $c0)]>;

//===----------------------------------------------------------------------===//
// Float ops
//===----------------------------------------------------------------------===//

// truncf(sitofp(x)) -> sitofp(x), with the default rounding mode, when
// the pair rounds once (upstream also folds i64 -> f64 -> f32, which
// rounds twice and differs from rounding once)
def TruncFSIToFPToSIToFP :
    Pat<(Arith_TruncFOp:$tr (Arith_SIToFPOp:$fp $x), $rmf, $fmf),
        (Arith_SIToFPOp $x),
        [(NoRoundingMode $rmf), (SIToFPRoundsOnce $x, $fp, $tr)]>;

// truncf(uitofp(x)) -> uitofp(x), with the default rounding mode, when
// the pair rounds once
def TruncFUIToFPToUIToFP :
    Pat<(Arith_TruncFOp:$tr (Arith_UIToFPOp:$fp $x), $rmf, $fmf),
        (Arith_UIToFPOp $x),
        [(NoRoundingMode $rmf), (UIToFPRoundsOnce $x, $fp, $tr)]>;

// mulf(negf(x), negf(y)) -> mulf(x, y), keeping the mulf's fastmath flags
def MulFOfNegF :
    Pat<(Arith_MulFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_MulFOp $x, $y, $fmf),
        [(SameType $x, $y)]>;

// divf(negf(x), negf(y)) -> divf(x, y), keeping the divf's fastmath flags
def DivFOfNegF :
    Pat<(Arith_DivFOp (Arith_NegFOp $x, $_), (Arith_NegFOp $y, $_), $fmf),
        (Arith_DivFOp $x, $y, $fmf),
        [(SameType $x, $y)]>;

//===----------------------------------------------------------------------===//
// Laws for equality saturation (the `eqsat` pass; see IntegerLaws.td)
//===----------------------------------------------------------------------===//

defm Arith : IntegerLaws<Arith_AddIOp, Arith_SubIOp, Arith_MulIOp, Arith_AndIOp, Arith_OrIOp,
                         Arith_XOrIOp, Arith_ShLIOp>;

// Floating point: regrouping only where every op involved allows it
// (`fastmath<reassoc>` or `fast`); the labelled ops keep their flags.
def ArithAssocAddF :
    Pat<(Arith_AddFOp:$o (Arith_AddFOp:$i $a, $b), $c), (Arith_AddFOp:$o $a, (Arith_AddFOp:$i $b, $c)),
        [(FastmathReassoc $o), (FastmathReassoc $i)]>, SaturationOnly;
def ArithAssocMulF :
    Pat<(Arith_MulFOp:$o (Arith_MulFOp:$i $a, $b), $c), (Arith_MulFOp:$o $a, (Arith_MulFOp:$i $b, $c)),
        [(FastmathReassoc $o), (FastmathReassoc $i)]>, SaturationOnly;
def ArithFactorMulF :
    Pat<(Arith_AddFOp:$s (Arith_MulFOp:$p $a, $b), (Arith_MulFOp:$q $a, $c)),
        (Arith_MulFOp:$p $a, (Arith_AddFOp:$s $b, $c)),
        [(FastmathReassoc $s), (FastmathReassoc $p), (FastmathReassoc $q)]>, SaturationOnly;
