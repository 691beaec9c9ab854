// RUN: strata-opt %s --verify-diagnostics

// expected-error@+1 {{operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used}}
"x.a"() : () -> ()
