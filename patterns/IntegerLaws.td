//===- IntegerLaws.td - laws of wrap-around integer arithmetic -*- tablegen -*-===//
//
// Equality-saturation rules (SaturationOnly, see StrataPatterns.td) that hold
// for integer arithmetic modulo 2^n at every width, `index` included, so
// none needs the poison flags (`nsw`/`nuw`: the e-graph leaves them out and
// restores them only where every replaced op had them). None divides.
// `cargo xtask prove-rules` proves each at widths 1 to 64 and `index`.
// Instantiated per dialect with its ops (`defm Arith : IntegerLaws<...>`).
// Commutativity needs no rule (the `Commutative` trait); associativity is
// written in one direction, which commutativity completes.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_INTEGER_LAWS
#define STRATA_INTEGER_LAWS

include "patterns/StrataPatterns.td"

multiclass IntegerLaws<Op add, Op sub, Op mul, Op and, Op or, Op xor, Op shl> {
  // Associativity.
  def AssocAdd : Pat<(add (add $a, $b), $c), (add $a, (add $b, $c))>, SaturationOnly;
  def AssocMul : Pat<(mul (mul $a, $b), $c), (mul $a, (mul $b, $c))>, SaturationOnly;
  def AssocAnd : Pat<(and (and $a, $b), $c), (and $a, (and $b, $c))>, SaturationOnly;
  def AssocOr : Pat<(or (or $a, $b), $c), (or $a, (or $b, $c))>, SaturationOnly;
  def AssocXor : Pat<(xor (xor $a, $b), $c), (xor $a, (xor $b, $c))>, SaturationOnly;

  // Distributivity, both ways: a*b + a*c <-> a*(b + c).
  def FactorMul : Pat<(add (mul $a, $b), (mul $a, $c)), (mul $a, (add $b, $c))>, SaturationOnly;
  def DistributeMul : Pat<(mul $a, (add $b, $c)), (add (mul $a, $b), (mul $a, $c))>, SaturationOnly;
  def FactorSubMul : Pat<(sub (mul $a, $b), (mul $a, $c)), (mul $a, (sub $b, $c))>, SaturationOnly;

  // Index arithmetic of loop nests: (i*4 + j) - i*4 -> j.
  def AddSubLeft : Pat<(sub (add $a, $b), $a), (replaceWithValue $b)>, SaturationOnly;
  def AddSubRight : Pat<(sub (add $a, $b), $b), (replaceWithValue $a)>, SaturationOnly;
  def SubAdd : Pat<(add (sub $a, $b), $b), (replaceWithValue $a)>, SaturationOnly;
  def SubCommon : Pat<(sub (add $a, $b), (add $a, $c)), (sub $b, $c)>, SaturationOnly;
  def SubSub : Pat<(sub $a, (sub $a, $b)), (replaceWithValue $b)>, SaturationOnly;

  // Identities and absorbing elements.
  def AddZero : Pat<(add $a, IntLit<0>), (replaceWithValue $a)>, SaturationOnly;
  def SubZero : Pat<(sub $a, IntLit<0>), (replaceWithValue $a)>, SaturationOnly;
  def MulOne : Pat<(mul $a, IntLit<1>), (replaceWithValue $a)>, SaturationOnly;
  def MulZero : Pat<(mul $a, IntLit<0>), (replaceWithValue IntLit<0>), [(IntegerLike $a)]>, SaturationOnly;
  def AndZero : Pat<(and $a, IntLit<0>), (replaceWithValue IntLit<0>), [(IntegerLike $a)]>, SaturationOnly;
  def OrZero : Pat<(or $a, IntLit<0>), (replaceWithValue $a)>, SaturationOnly;
  def XorZero : Pat<(xor $a, IntLit<0>), (replaceWithValue $a)>, SaturationOnly;
  def ShlZero : Pat<(shl $a, IntLit<0>), (replaceWithValue $a)>, SaturationOnly;

  // Subtraction and negation (`0 - x`).
  def SubSelf : Pat<(sub $a, $a), (replaceWithValue IntLit<0>), [(IntegerLike $a)]>, SaturationOnly;
  def SubNeg : Pat<(sub $a, (sub IntLit<0>, $b)), (add $a, $b)>, SaturationOnly;
  def AddNeg : Pat<(add $a, (sub IntLit<0>, $b)), (sub $a, $b)>, SaturationOnly;
  def NegNeg : Pat<(sub IntLit<0>, (sub IntLit<0>, $a)), (replaceWithValue $a)>, SaturationOnly;
  def NegSub : Pat<(sub IntLit<0>, (sub $a, $b)), (sub $b, $a)>, SaturationOnly;
  def SubOfAdd : Pat<(sub $a, (add $b, $c)), (sub (sub $a, $b), $c)>, SaturationOnly;
  def SubOfSub : Pat<(sub $a, (sub $b, $c)), (add (sub $a, $b), $c)>, SaturationOnly;
  def MulMinusOne : Pat<(mul $a, IntLit<-1>), (sub IntLit<0>, $a)>, SaturationOnly;
  def NegMul : Pat<(mul (sub IntLit<0>, $a), $b), (sub IntLit<0>, (mul $a, $b))>, SaturationOnly;

  // Bitwise: idempotence, all-ones, absorption, De Morgan (`not x` is
  // `x ^ -1`, which is also `-1 - x`).
  def AndSelf : Pat<(and $a, $a), (replaceWithValue $a)>, SaturationOnly;
  def OrSelf : Pat<(or $a, $a), (replaceWithValue $a)>, SaturationOnly;
  def XorSelf : Pat<(xor $a, $a), (replaceWithValue IntLit<0>), [(IntegerLike $a)]>, SaturationOnly;
  def AndOnes : Pat<(and $a, IntLit<-1>), (replaceWithValue $a)>, SaturationOnly;
  def OrOnes : Pat<(or $a, IntLit<-1>), (replaceWithValue IntLit<-1>), [(IntegerLike $a)]>, SaturationOnly;
  def AndAbsorb : Pat<(and $a, (or $a, $b)), (replaceWithValue $a)>, SaturationOnly;
  def OrAbsorb : Pat<(or $a, (and $a, $b)), (replaceWithValue $a)>, SaturationOnly;
  def NotNot : Pat<(xor (xor $a, IntLit<-1>), IntLit<-1>), (replaceWithValue $a)>, SaturationOnly;
  def DeMorganAnd : Pat<(xor (and $a, $b), IntLit<-1>), (or (xor $a, IntLit<-1>), (xor $b, IntLit<-1>))>, SaturationOnly;
  def DeMorganOr : Pat<(xor (or $a, $b), IntLit<-1>), (and (xor $a, IntLit<-1>), (xor $b, IntLit<-1>))>, SaturationOnly;
  def NotAsSub : Pat<(xor $a, IntLit<-1>), (sub IntLit<-1>, $a)>, SaturationOnly;

  // Shifts distribute over sums, as multiplication by 2^k does.
  def ShlOfAdd : Pat<(shl (add $a, $b), $k), (add (shl $a, $k), (shl $b, $k)), [(ShiftAmount $k)]>, SaturationOnly;

  // x + x <-> x * 2, x * 2^k <-> x << k.
  def AddSelf : Pat<(add $x, $x), (mul $x, IntLit<2>), [(IntegerLike $x)]>, SaturationOnly;
  def MulTwo : Pat<(mul $x, IntLit<2>), (add $x, $x)>, SaturationOnly;
  def MulPow2 : Pat<(mul $x, $c), (shl $x, (Log2 $c)), [(IntegerLike $x), (PowerOfTwo $c)]>, SaturationOnly;
  def Shl : Pat<(shl $x, $k), (mul $x, (Pow2 $k)), [(IntegerLike $x), (ShiftAmount $k)]>, SaturationOnly;
}

#endif // STRATA_INTEGER_LAWS
