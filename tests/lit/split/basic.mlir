// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s

"x.a"() : () -> ()

// -----

"x.b"() : () -> ()

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   "x.b"() : () -> ()
// CHECK-NEXT: }
