// The "see current operation" note prints the op on its own, as upstream's
// local-scope printing: distinct attributes are numbered in the note's own
// print order (distinct[0]), not by their identity in the context.
// RUN: not strata-opt %s --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: error: 'llvm.intr.memset' op operand #1 must be 8-bit signless integer, but got 'i32'
// CHECK: note: see current operation: "llvm.intr.memset"(%arg0, %0, %0) <{access_groups = [#llvm.access_group<id = distinct[0]<>>], isVolatile = false}> : (!llvm.ptr, i32, i32) -> ()
#unused1 = #llvm.access_group<id = distinct[0]<>>
#unused2 = #llvm.access_group<id = distinct[1]<>>
#group = #llvm.access_group<id = distinct[2]<>>
"t.keep"() {a = #unused1, b = #unused2} : () -> ()
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  "llvm.intr.memset"(%p, %0, %0) <{isVolatile = false, access_groups = [#group]}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}
