// RUN: strata-opt %s --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{integer constant out of range for attribute}}
"x.a"() {v = 99999999999999999999 : i64} : () -> ()
