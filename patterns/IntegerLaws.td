//===- IntegerLaws.td - laws of wrap-around integer arithmetic -*- tablegen -*-===//
//
// Equality-saturation rules (SaturationOnly, see StrataPatterns.td) that hold
// for integer arithmetic modulo 2^n at every width, `index` included, so
// none needs the poison flags (`nsw`/`nuw`: the e-graph leaves them out and
// restores them only where every replaced op had them). None divides.
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

  // x + x <-> x * 2, x * 2^k <-> x << k.
  def AddSelf : Pat<(add $x, $x), (mul $x, IntLit<2>), [(IntegerLike $x)]>, SaturationOnly;
  def MulTwo : Pat<(mul $x, IntLit<2>), (add $x, $x)>, SaturationOnly;
  def MulPow2 : Pat<(mul $x, $c), (shl $x, (Log2 $c)), [(IntegerLike $x), (PowerOfTwo $c)]>, SaturationOnly;
  def Shl : Pat<(shl $x, $k), (mul $x, (Pow2 $k)), [(IntegerLike $x), (ShiftAmount $k)]>, SaturationOnly;
}

#endif // STRATA_INTEGER_LAWS
