// With filter-dialects, only the named dialects' patterns take part: the cf
// ops stay.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm=filter-dialects=arith | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: cf.cond_br %arg1, ^bb1(%0 : i32), ^bb2
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: cf.assert %arg1, "boom"
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mul %arg0, %0 overflow<nsw> : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32)
// CHECK-NEXT: }
llvm.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  cf.assert %c, "boom"
  llvm.return %1 : i32
^bb2:
  %2 = arith.muli %a, %0 overflow<nsw> : i32
  cf.br ^bb1(%2 : i32)
}
