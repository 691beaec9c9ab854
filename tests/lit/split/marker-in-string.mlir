// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s

// The marker splits even inside a string literal. The first chunk then
// ends inside the string, which strata reports at the chunk's end;
// mlir-opt-22's lexer reads on past the chunk's end into the rest of the
// file and beyond it (docs/differences.md).

"x.a"() {s = "a // ----- b"} : () -> ()

// CHECK:      marker-in-string.mlir:[[@LINE-2]]:17: error: expected '"' in string literal
// CHECK-NEXT: {{^}}"x.a"() {s = "a // {{-----}} b"} : () -> ()
// CHECK-NEXT: {{^}}                ^
// CHECK-NEXT: marker-in-string.mlir:[[@LINE-5]]:26: error: custom op 'b' is unknown (tried 'builtin.b' as well)
// CHECK-NEXT: {{^}}"x.a"() {s = "a // {{-----}} b"} : () -> ()
// CHECK-NEXT: {{^}}                         ^
// CHECK-NOT:  {{.}}
