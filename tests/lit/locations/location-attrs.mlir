// A location used as an attribute prints as a #loc alias, nested locations
// and fused metadata by their aliases too, as mlir-opt-22 does.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #di_file = #llvm.di_file<"a.c" in "/">
// CHECK-NEXT: #loc = loc("a.c":1:2)
// CHECK-NEXT: #loc1 = loc("x":1:1)
// CHECK-NEXT: #loc2 = loc(fused<#di_file>[#loc])
// CHECK: "t.op"() {a = #loc2, b = #loc1} : () -> ()
#di_file = #llvm.di_file<"a.c" in "/">
"t.op"() {a = loc(fused<#di_file>["a.c":1:2]), b = loc("x":1:1)} : () -> ()
