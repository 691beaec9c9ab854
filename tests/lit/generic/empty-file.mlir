// RUN: strata-opt %s  | FileCheck %s

// An empty file is an empty implicit module.

// CHECK: module {
// CHECK-NEXT: }
