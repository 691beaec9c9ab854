// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// leading comment

   "x.a"()   :   ( )->( )   // trailing

// CHECK: module {
// CHECK-NEXT:   "x.a"() : () -> ()
// CHECK-NEXT: }
