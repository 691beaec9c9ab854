// RUN: strata-opt %s --split-input-file --output-split-marker="// ====" --allow-unregistered-dialect | FileCheck %s

"x.a"() : () -> ()
// -----
"x.b"() : () -> ()

// CHECK: "x.a"
// CHECK: // ====
// CHECK-NEXT: module {
// CHECK-NEXT: "x.b"
