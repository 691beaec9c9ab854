//===- StrataPatterns.td - strata's additions to DRR -------*- tablegen -*-===//
//
// Rules files include this after upstream's `mlir/IR/PatternBase.td`. The
// host language of strata's rules is Rust: `CPred` predicates and
// `NativeCodeCall` expressions are Rust expressions over `$0`, `$1`, ...
// (the symbols a rule passes), `$_ctx` (`&Context`) and `$_body` (`&Body`).
// See docs/patterns.md.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_PATTERNS
#define STRATA_PATTERNS

include "mlir/IR/PatternBase.td"

// A Rust module whose functions the file's native code calls; the
// generated file imports everything in it.
class RustHelpers<string p> {
  string path = p;
}

// A native call that may decline: its Rust expression returns `Option<T>`,
// and `None` makes the pattern not match. Native calls run after the match
// and before any op is built, so declining changes nothing.
class FallibleNativeCodeCall<string expr> : NativeCodeCall<expr>;

// Marks a rule for equality saturation only (the `eqsat` pass): the greedy
// driver would not terminate with it (associativity used both ways,
// `x * 2` <-> `x + x`). Saturation rules are equalities over pure ops,
// written with the pieces below; attribute arguments are `$_` (the e-graph
// keeps the attributes that tell ops apart, and an op labelled `:$o` in
// both trees carries its attributes over). Commutativity needs no rule:
// every op with the `Commutative` trait gets it.
class SaturationOnly;

// Marks a rule that states what an op's `fold` hook does
// (patterns/ArithFolds.td, IndexFolds.td): `cargo xtask prove-rules`
// proves it, a lit test shows the hook doing it, and codegen compiles it
// into nothing (the hook is Rust).
class FoldStatement;

// Marks a rule that holds only where `index` is 64 bits wide, the width
// of the default data layout that constant folding assumes as upstream's
// does (`IndexType::kInternalStorageBitWidth`): `cargo xtask prove-rules`
// proves it for that width and reports it as an assumption.
class AssumesIndex64;

// An operand that is the constant `v`, in the root's type.
class IntLit<int v> {
  int value = v;
}

// A constant computed from a matched constant (result side only).
class EqFn<string f> {
  string function = f;
}
def Log2 : EqFn<"log2">;
def Pow2 : EqFn<"pow2">;

// A condition of a saturation rule, on one symbol: a variable (its
// e-class) or an op label.
class EqCondition<string c> {
  string condition = c;
}
// The value has a scalar integer or index type.
def IntegerLike : EqCondition<"IntegerLike">;
// The labelled op's fastmath flags allow reassociation.
def FastmathReassoc : EqCondition<"FastmathReassoc">;
// The value is a constant power of two, at least 2.
def PowerOfTwo : EqCondition<"PowerOfTwo">;
// The value is a constant shift amount below the width.
def ShiftAmount : EqCondition<"ShiftAmount">;
// The value is a constant.
def IsConstant : EqCondition<"Constant">;

// Two values (or a matched op's result and a value) have one type.
def SameType : Constraint<CPred<"$_body.value_type($0) == $_body.value_type($1)">, "same type">;

#endif // STRATA_PATTERNS
