// RUN: python3 -c "print('\"x.a\"() : () -> ' + 'tuple<' * 100000)" | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s
// REQUIRES: python3

// CHECK: <stdin>:1:{{[0-9]+}}: error: nesting is deeper than the limit of 20000 levels
