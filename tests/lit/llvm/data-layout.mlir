// Data layout strings LLVM 22 accepts: target layouts, pointer flags and named
// address spaces, non-integral spaces, the deprecated s specification.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: module @m0 attributes {llvm.data_layout = ""} {
// CHECK-NEXT: }
// CHECK-NEXT: module @m1 attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {
// CHECK-NEXT: }
// CHECK-NEXT: module @m2 attributes {llvm.data_layout = "E-m:o-i1:8:16-i8:8:16-f128:64-v128:64-a:8:16-a0:0-n32:64-s0:64"} {
// CHECK-NEXT: }
// CHECK-NEXT: module @m3 attributes {llvm.data_layout = "p:64:64:64:32-ni:1:2-pe1(global):64:64-pu2:32:32-p3(a)(b):64:64-Fi8-Fn32-P1-A5-G1"} {
// CHECK-NEXT: }
module {
module @m0 attributes {llvm.data_layout = ""} {}
module @m1 attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {}
module @m2 attributes {llvm.data_layout = "E-m:o-i1:8:16-i8:8:16-f128:64-v128:64-a:8:16-a0:0-n32:64-s0:64"} {}
module @m3 attributes {llvm.data_layout = "p:64:64:64:32-ni:1:2-pe1(global):64:64-pu2:32:32-p3(a)(b):64:64-Fi8-Fn32-P1-A5-G1"} {}
}
