// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s

// Diagnostics in a chunk that starts or ends inside a line carry the
// file's line and column and show the file's whole line. A near miss of
// the marker warns before any chunk runs and does not split. (The CHECK
// lines spell the marker `{{-----}}` so that they do not split the file
// themselves.)

// CHECK:      marker-inside-line-errors.mlir:[[@LINE+6]]:7: warning: near miss with file split marker
// CHECK-NEXT: {{^}}// {{----$}}
// CHECK-NEXT: {{^}}      ^
// CHECK-NEXT: marker-inside-line-errors.mlir:[[@LINE+4]]:21: error: invalid SSA name
// CHECK-NEXT: {{^}}"x.a"() : () -> i32 % // {{-----}} "x.b"() : () -> ()
// CHECK-NEXT: {{^}}                    ^
// ----
"x.a"() : () -> i32 % // ----- "x.b"() : () -> ()
"x.c"() : () -> () // ----- "x.d"() : () -> i32 %

// CHECK-NEXT: marker-inside-line-errors.mlir:[[@LINE-2]]:49: error: invalid SSA name
// CHECK-NEXT: {{^}}"x.c"() : () -> () // {{-----}} "x.d"() : () -> i32 %
// CHECK-NEXT: {{^}}                                                ^
// CHECK-NOT: {{.}}
