// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

"x.y"() {b = 2 : i8, a = 1, c, "quo ted" = 1 : i1, d = "s"} : () -> ()

// CHECK: module {
// CHECK-NEXT:   "x.y"() {a = 1 : i64, b = 2 : i8, c, d = "s", "quo ted" = true} : () -> ()
// CHECK-NEXT: }
