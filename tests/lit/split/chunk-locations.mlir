// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s

"x.a"() : () -> ()
// -----
"x.b"() : () -> ()

// CHECK: #loc = loc("{{.*}}chunk-locations.mlir":0:0)
// CHECK: #loc1 = loc("{{.*}}chunk-locations.mlir":3:1)
// CHECK: // -----
// CHECK: #loc = loc("{{.*}}chunk-locations.mlir":4:9)
// CHECK-NEXT: #loc1 = loc("{{.*}}chunk-locations.mlir":5:1)
