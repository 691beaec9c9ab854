// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'a'}}
module attributes {a = 1} {
}

// -----

module @dup {
  // expected-note@+1 {{see existing symbol definition here}}
  module @x {}
  // expected-error@+1 {{redefinition of symbol named 'x'}}
  module @x {}
}

// -----

"x.f"() ({
^bb0:
  // expected-error@+1 {{operation with block successors must terminate its parent block}}
  "x.br"()[^bb1] : () -> ()
  "x.t"() : () -> ()
^bb1:
  "x.t"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{entry block of region may not have predecessors}}
"x.f"() ({
^bb0:
  "x.br"()[^bb0] : () -> ()
}) : () -> ()
