// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

"f.f"() ({
^entry:
  "t.br"()[^x, ^y] : () -> ()
^x:
  "t.br"()[^z] : () -> ()
^y:
  "t.br"()[^z] : () -> ()
^z:
  "t.ret"() : () -> ()
^dead:
  "t.ret"() : () -> ()
}) : () -> ()

// CHECK: module {
// CHECK-NEXT:   "f.f"() ({
// CHECK-NEXT:     "t.br"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT:   ^bb1:  // pred: ^bb0
// CHECK-NEXT:     "t.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb2:  // pred: ^bb0
// CHECK-NEXT:     "t.br"()[^bb3] : () -> ()
// CHECK-NEXT:   ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   ^bb4:  // no predecessors
// CHECK-NEXT:     "t.ret"() : () -> ()
// CHECK-NEXT:   }) : () -> ()
// CHECK-NEXT: }
