// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo --mlir-print-local-scope | FileCheck %s

// The marker splits wherever it is in a line, as upstream's: the text
// before it ends the chunk before, the text after it begins the next one,
// and each chunk keeps its lines and columns. (The CHECK lines spell the
// marker `{{-----}}` so that they do not split the file themselves.)

"x.a"() : () -> ()
"x.b"() : () -> () // ----- "x.c"() : () -> ()
  "x.d"() : () -> () // -----
"x.e"() : () -> ()

// CHECK:      module {
// CHECK-NEXT:   "x.a"() : () -> () loc("{{.*}}marker-inside-line.mlir":8:1)
// CHECK-NEXT:   "x.b"() : () -> () loc("{{.*}}marker-inside-line.mlir":9:1)
// CHECK-NEXT: } loc("{{.*}}marker-inside-line.mlir":0:0)
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "x.c"() : () -> () loc("{{.*}}marker-inside-line.mlir":9:29)
// CHECK-NEXT:   "x.d"() : () -> () loc("{{.*}}marker-inside-line.mlir":10:3)
// CHECK-NEXT: } loc("{{.*}}marker-inside-line.mlir":9:28)
// CHECK-NEXT: // {{-----}}
// CHECK-NEXT: module {
// CHECK-NEXT:   "x.e"() : () -> () loc("{{.*}}marker-inside-line.mlir":11:1)
// CHECK-NEXT: } loc("{{.*}}marker-inside-line.mlir":10:30)
// CHECK-NOT:  {{.}}
