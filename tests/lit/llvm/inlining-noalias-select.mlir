// The same with the inliner's canonicalization: the scf.if results become
// arith.select, which the trace follows too, as mlir-opt-22.
// RUN: strata-opt %s --allow-unregistered-dialect --inline | FileCheck %s

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "callee">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: llvm.store %0, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: %1 = arith.select %arg2, %arg0, %arg1 : !llvm.ptr
// CHECK-NEXT: llvm.store %0, %1 : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT: llvm.store %0, %arg0 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT: %1 = arith.select %arg2, %arg0, %arg1 : !llvm.ptr
// CHECK-NEXT: llvm.store %0, %1 {alias_scopes = [#alias_scope, #alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @callee(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}, %c: i1) {
  %v = llvm.mlir.constant(5 : i32) : i32
  %p = scf.if %c -> !llvm.ptr {
    scf.yield %a : !llvm.ptr
  } else {
    scf.yield %a : !llvm.ptr
  }
  llvm.store %v, %p : i32, !llvm.ptr
  %q = scf.if %c -> !llvm.ptr {
    scf.yield %a : !llvm.ptr
  } else {
    scf.yield %b : !llvm.ptr
  }
  llvm.store %v, %q : i32, !llvm.ptr
  llvm.return
}
llvm.func @caller(%x: !llvm.ptr, %y: !llvm.ptr, %c: i1) {
  llvm.call @callee(%x, %y, %c) : (!llvm.ptr, !llvm.ptr, i1) -> ()
  llvm.return
}
