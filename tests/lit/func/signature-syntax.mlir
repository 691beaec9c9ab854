// func.func's signature syntax is upstream's: an unclosed list reads
// "expected ')'", an argument name has no result number, and a bare argument
// type may carry a location.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{expected ')'}}
func.func private @f(i32 i32)

// -----

// expected-error@+1 {{expected ')'}}
func.func private @f() -> (i32 i32)

// -----

// expected-error@+1 {{result number not allowed in argument list}}
func.func @f(%a#0: i32) {
  return
}

// -----

func.func private @f(i32 loc("x"))
