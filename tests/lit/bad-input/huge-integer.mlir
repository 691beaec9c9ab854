// RUN: python3 -c "print('\"x.a\"() {v = ' + '9' * 5000000 + ' : i64} : () -> ()')" | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s
// REQUIRES: python3

// A 5 MB integer literal fails fast (mlir-opt-22 hangs on it).
// CHECK: <stdin>:1:14: error: integer constant out of range for attribute
