// RUN: strata-opt %s --topological-sort | FileCheck %s

// Graph regions (no SSA dominance) are sorted: each op after the ops
// defining what it, or an op nested in it, uses; otherwise the block
// order stays. Upstream's order, pass by pass: `d` and `h` are ready
// first, then `f` (its nested op uses `h`); `a`, `b` and `c` wait on a
// cycle, broken at its first op `a`, which frees `e`, then at `b`.

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT:    %[[B:.*]] = "test.b"() : () -> i32
// CHECK-NEXT:    "test.a"(%[[B]]) : (i32) -> i32
// CHECK-NEXT:  }
test.graph_region {
  %a = "test.a"(%b) : (i32) -> i32
  %b = "test.b"() : () -> i32
}

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT:    %[[D:.*]] = "test.d"() : () -> i32
// CHECK-NEXT:    %[[H:.*]] = "test.h"() : () -> i32
// CHECK-NEXT:    "test.f"() ({
// CHECK-NEXT:      "test.g"(%[[H]]) : (i32) -> ()
// CHECK-NEXT:    }) : () -> ()
// CHECK-NEXT:    %[[A:.*]] = "test.a"(%[[B:.*]]) : (i32) -> i32
// CHECK-NEXT:    "test.e"(%[[A]]) : (i32) -> i32
// CHECK-NEXT:    %[[B]] = "test.b"(%[[C:.*]]) : (i32) -> i32
// CHECK-NEXT:    %[[C]] = "test.c"(%[[B]]) : (i32) -> i32
// CHECK-NEXT:  }
test.graph_region {
  %a = "test.a"(%b) : (i32) -> i32
  %b = "test.b"(%c) : (i32) -> i32
  %c = "test.c"(%b) : (i32) -> i32
  %d = "test.d"() : () -> i32
  %e = "test.e"(%a) : (i32) -> i32
  "test.f"() ({
    "test.g"(%h) : (i32) -> ()
  }) : () -> ()
  %h = "test.h"() : () -> i32
}

// A final terminator stays last; ops in regions with SSA dominance keep
// their order.

// CHECK-LABEL: test.graph_loop {
// CHECK-NEXT:    %[[Y:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[X:.*]] = arith.muli %[[Y]], %[[Y]] : i32
// CHECK-NEXT:    test.region_yield %[[X]] : i32
// CHECK:       func.func @ssa
// CHECK-NEXT:    arith.constant 1
// CHECK-NEXT:    arith.constant 2
func.func @graph_loop(%arg: i32) {
  test.graph_loop {
    %x = arith.muli %y, %y : i32
    %y = arith.addi %arg, %arg : i32
    test.region_yield %x : i32
  } : () -> ()
  return
}
func.func @ssa() -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  return %b, %a : i32, i32
}

// An IsolatedFromAbove op waits for its own operands; the ops nested in
// it use only values defined inside it, so nothing inside makes it wait.

// CHECK-LABEL: test.graph_region {
// CHECK-NEXT:    %[[X:.*]] = "test.x"() : () -> i32
// CHECK-NEXT:    %[[R:.*]] = test.isolated_one_region_op %[[X]] {
// CHECK-NEXT:    ^bb0(%[[ARG:.*]]: i32):
// CHECK-NEXT:      %[[Y:.*]] = "test.y"(%[[ARG]]) : (i32) -> i32
// CHECK-NEXT:      "test.end"(%[[Y]]) : (i32) -> ()
// CHECK-NEXT:    } : i32 -> i32
// CHECK-NEXT:    "test.sink"(%[[R]]) : (i32) -> ()
// CHECK-NEXT:  }
test.graph_region {
  "test.sink"(%r) : (i32) -> ()
  %r = "test.isolated_one_region_op"(%x) ({
  ^bb0(%arg: i32):
    %y = "test.y"(%arg) : (i32) -> i32
    "test.end"(%y) : (i32) -> ()
  }) : (i32) -> i32
  %x = "test.x"() : () -> i32
}
