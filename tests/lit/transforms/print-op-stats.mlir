// RUN: strata-opt %s --print-op-stats --allow-unregistered-dialect 2>&1 | FileCheck %s
// RUN: strata-opt %s --print-op-stats=json --allow-unregistered-dialect -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// The ops under the module (and the module) counted by name and reported
// on stderr, before the IR, which is left as it is: names sorted, aligned
// on the dialect prefix (a name without one indented past it), or JSON.

// CHECK: Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT: {{^}}    arith.addi     , 2
// CHECK-NEXT: {{^}}    arith.constant , 1
// CHECK-NEXT: {{^}}  builtin.module   , 1
// CHECK-NEXT: {{^}}          foo      , 1
// CHECK-NEXT: {{^}}     func.func     , 1
// CHECK-NEXT: {{^}}     func.return   , 1
// CHECK-NEXT: module {
// CHECK-NEXT: func.func @f

// JSON: {
// JSON-NEXT: "arith.addi" : 2,
// JSON-NEXT: "arith.constant" : 1,
// JSON-NEXT: "builtin.module" : 1,
// JSON-NEXT: "foo" : 1,
// JSON-NEXT: "func.func" : 1,
// JSON-NEXT: "func.return" : 1
// JSON-NEXT: }
func.func @f(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %a, %c : i32
  %1 = arith.addi %0, %a : i32
  "foo"() : () -> ()
  return %1 : i32
}
