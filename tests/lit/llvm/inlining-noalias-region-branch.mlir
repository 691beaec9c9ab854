// The pointer trace behind noalias-argument scopes follows region branch ops
// (scf.if results) without the inliner's canonicalization, and arith.select
// with it (next RUN), as mlir-opt-22.
// RUN: strata-opt %s --allow-unregistered-dialect --inline=default-pipeline= | FileCheck %s

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "callee">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %1 = scf.if %arg2 -> (!llvm.ptr) {
// CHECK-NEXT: scf.yield %arg0 : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.store %0, %1 : i32, !llvm.ptr
// CHECK-NEXT: %2 = scf.if %arg2 -> (!llvm.ptr) {
// CHECK-NEXT: scf.yield %arg0 : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.store %0, %2 : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i1) {
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT: %0 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: %1 = scf.if %arg2 -> (!llvm.ptr) {
// CHECK-NEXT: scf.yield %arg0 : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.store %0, %1 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT: %2 = scf.if %arg2 -> (!llvm.ptr) {
// CHECK-NEXT: scf.yield %arg0 : !llvm.ptr
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg1 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.store %0, %2 {alias_scopes = [#alias_scope, #alias_scope1]} : i32, !llvm.ptr
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
