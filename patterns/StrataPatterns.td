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

// Marks a rule for equality saturation only: the greedy driver would not
// terminate with it (commutativity, associativity in both directions).
class SaturationOnly;

// Two values (or a matched op's result and a value) have one type.
def SameType : Constraint<CPred<"$_body.value_type($0) == $_body.value_type($1)">, "same type">;

#endif // STRATA_PATTERNS
