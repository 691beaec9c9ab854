// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

"x.f"() ({
^bb0:
}) : () -> ()
"x.g"() ({
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "x.f"() ({
// CHECK-NEXT:   ^bb0:
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT:   "x.g"() ({
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
