// RUN: python3 -c "print('\"x.a\"() ({' * 100000)" | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s
// REQUIRES: python3

// 100,000 nested regions: a located error, not a stack overflow
// (mlir-opt-22 crashes on this input).
// CHECK: <stdin>:1:{{[0-9]+}}: error: nesting is deeper than the limit of 20000 levels
