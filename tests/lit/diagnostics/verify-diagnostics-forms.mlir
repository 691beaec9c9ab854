// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// A regular-expression match: literal text around {{regex}} parts.
// expected-error-re@+1 {{use of {{[a-z]+}} SSA value name}}
"x.a"(%0) : (i32) -> ()

// -----

"x.a"(%0) : (i32) -> ()
// expected-error@above {{use of undeclared SSA value name}}

// -----

%0 = "x.b"() : () -> i32
// expected-note@above {{previously defined here}}
// expected-error@below {{redefinition of SSA value '%0'}}
%0 = "x.c"() : () -> i32

// -----

// A directive's line offset counts from its own line.
"x.e"() : i32
// expected-error@-1 {{expected function type}}
