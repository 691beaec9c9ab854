// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{referenced attribute does not match previous definition: 1 : i32}}
func.func @mismatch() attributes {x = distinct[1]<1 : i32>, y = distinct[1]<2 : i32>}

// -----

// expected-error@+1 {{expected distinct ID}}
func.func @no_id() attributes {x = distinct[x]<1 : i32>}

// -----

// expected-error@+1 {{expected an unsigned 64-bit integer}}
func.func @too_large() attributes {x = distinct[99999999999999999999]<1 : i32>}

// -----

// expected-error@+1 {{expected '>' to close distinct attribute}}
func.func @unclosed() attributes {x = distinct[1]<1 : i32}
