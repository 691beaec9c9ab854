// RUN: not strata-opt %s --split-input-file 2>/dev/null | FileCheck %s

// A failed chunk prints nothing; the separators stay.
foo
// -----
module {
}

// CHECK: // -----
// CHECK-NEXT: module {
// CHECK-NEXT: }
