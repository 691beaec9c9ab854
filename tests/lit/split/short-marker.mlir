// RUN: not strata-opt %S/Inputs/short-marker.mlir --split-input-file=@@ --allow-unregistered-dialect 2>/dev/null | FileCheck %s
// RUN: not strata-opt %S/Inputs/short-marker.mlir --split-input-file=@@ --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR

// A marker of two bytes or fewer splits at each occurrence, with no near
// misses to check. mlir-opt-22 never returns: it looks for the marker
// without its last two bytes, and its search for the empty prefix does not
// move on (docs/differences.md). The input is in Inputs/ so that the
// marker in the RUN lines does not split it.

// CHECK:      module {
// CHECK-NEXT:   "x.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "x.b"() : () -> ()
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // {{-----}}
// CHECK-NOT:  {{.}}

// ERR:      short-marker.mlir:4:21: error: invalid SSA name
// ERR-NEXT: {{^}}"x.c"() : () -> i32 %
// ERR-NEXT: {{^}}                    ^
// ERR-NOT:  {{.}}
