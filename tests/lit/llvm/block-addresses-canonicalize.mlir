// llvm.blockaddress is a constant: canonicalize hoists it to the entry block and
// folds it to its #llvm.blockaddress, as mlir-opt-22 (which cannot materialize
// one anew, so sccp leaves them in place).
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @f(%arg0: i1) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.blockaddress <function = @f, tag = <id = 2>> : !llvm.ptr
// CHECK-NEXT: %1 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: llvm.blocktag <id = 1>
// CHECK-NEXT: llvm.return %1 : !llvm.ptr
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: llvm.blocktag <id = 2>
// CHECK-NEXT: llvm.indirectbr %0 : !llvm.ptr, [
// CHECK-NEXT: ^bb1,
// CHECK-NEXT: ^bb3
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @g() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.blockaddress <function = @f, tag = <id = 2>> : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @f(%c: i1) -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
  llvm.cond_br %c, ^bb1, ^bb2
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
^bb2:
  llvm.blocktag <id = 2>
  %1 = llvm.blockaddress <function = @f, tag = <id = 2>> : !llvm.ptr
  llvm.indirectbr %1 : !llvm.ptr, [
  ^bb1,
  ^bb3
  ]
^bb3:
  llvm.return %1 : !llvm.ptr
}
llvm.func @g() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @f, tag = <id = 2>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
