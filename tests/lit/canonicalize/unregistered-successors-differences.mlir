// Region DCE keeps the successor arguments of unregistered ops.
// conformance: rewrite-differs (mlir-opt-22 erases successor arguments an unregistered op may feed)
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: func.func @unused(%arg0: i32) {
// CHECK-NEXT: "foo.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @used(%arg0: i32, %arg1: i1) {
// CHECK-NEXT: cf.cond_br %arg1, ^bb2(%arg0 : i32), ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "foo.br"(%arg0)[^bb2] : (i32) -> ()
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.use"(%0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @loop(%arg0: i32) {
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: "foo.cond"()[^bb1, ^bb2] : () -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
// An unregistered op with successors may forward its operands to their
// arguments in a way nothing says: region DCE keeps those arguments (and
// what the known branches pass them). mlir-opt-22 erases an argument no op
// uses, leaving "foo.br" passing an operand to a block without arguments
// (docs/differences.md).
func.func @unused(%a: i32) {
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  return
}

func.func @used(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb2:
  "foo.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

func.func @loop(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  "foo.cond"()[^bb1, ^bb2] : () -> ()
^bb2:
  return
}
