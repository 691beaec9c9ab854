// RUN: not strata-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// An op printed into a message on several lines starts on a line of its
// own, as upstream's `Diagnostic::appendOp`.

// CHECK: error: block with no terminator, has {{$}}
// CHECK-NEXT: "test.graph_region"() ({
// CHECK-NEXT: }) : () -> ()
func.func @f() {
  test.graph_region {
  }
}
