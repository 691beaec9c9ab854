// RUN: not strata-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// The error points just after the last token before the bad one, as upstream.
%0 = "x"() : () -> i3
  2
// CHECK: wrong-token-location.mlir:4:22: error: expected operation name in quotes
// CHECK-NEXT: %0 = "x"() : () -> i3
// CHECK-NEXT: {{^}}                     ^
