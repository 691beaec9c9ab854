// RUN: strata-opt %s --split-input-file --verify-diagnostics

// Values of registered dialects are parsed by their definitions, with
// upstream's messages and locations (mlir-opt-22 gives the same).

func.func @f(%a: f32) -> f32 {
  // expected-error @+1 {{unknown attribute `bogus` in dialect `arith`}}
  %0 = arith.addf %a, %a {foo = #arith.bogus<1>} : f32
  return %0 : f32
}

// -----

func.func private @f() attributes {a = #func.x} // expected-error {{dialect 'func' provides no attribute parsing hook}}

// -----

func.func private @f(%a: !arith.x) // expected-error {{dialect 'arith' provides no type parsing hook}}

// -----

// A bad case is reported twice, as upstream does: the reason, then the
// parameter that failed.
// expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
func.func private @f() attributes {a = #arith.fastmath<nnan,bogus>}

// -----

func.func @f(%a: f32) -> f32 {
  // expected-error @+2 {{custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of}}
  // expected-error @+1 {{custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value'}}
  %1 = arith.addf %a, %a fastmath<bogus> : f32
  return %1 : f32
}

// -----

func.func @f(%v: vector<4xf32>) -> f32 {
  // expected-error @+2 {{custom op 'vector.reduction' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{failed to parse Vector_CombiningKindAttr parameter 'value'}}
  %1 = vector.reduction <bogus>, %v : vector<4xf32> into f32
  return %1 : f32
}

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
func.func private @f() attributes {a = #index<cmp_predicate>}

// -----

func.func private @f() attributes {a = #arith.fastmath} // expected-error {{expected '<'}}

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @f() attributes {a = #arith.fastmath<nnan}

// -----

// Without a `<` right after the name, the definition reads on past the
// space, but parsing resumes right after the name, as upstream's: the
// attribute dictionary then finds `<nnan>` where it expects `}`.
func.func @f(%a: f32) -> f32 {
  // expected-error @+1 {{expected '}' in attribute dictionary}}
  %0 = arith.addf %a, %a {fastmath = #arith.fastmath <nnan>} : f32
  return %0 : f32
}

// -----

func.func private @g() attributes {a = #arith.fastmath  , b = 1} // expected-error {{expected '<'}}
