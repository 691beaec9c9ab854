// Inlining llvm.call: each inlined copy gets fresh alias scopes and domains
// (so two copies never claim noalias for each other's accesses), and the call's
// alias scopes, noalias scopes and access groups are appended to the inlined
// memory ops, as mlir-opt-22 does.
// RUN: strata-opt %s --allow-unregistered-dialect --inline --split-input-file | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[2]<>, description = "d">
// CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "d">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[4]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain1>
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain2>
// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.load %arg0 {alias_scopes = [#alias_scope]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg1 {access_groups = [#access_group], noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.load %arg0 {alias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg1 {access_groups = [#access_group], noalias_scopes = [#alias_scope1]} : i32, !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %arg1 {alias_scopes = [#alias_scope2]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg0 {access_groups = [#access_group], noalias_scopes = [#alias_scope2]} : i32, !llvm.ptr
// CHECK-NEXT: %2 = llvm.add %0, %1 : i32
// CHECK-NEXT: llvm.return %2 : i32
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[2]<>>
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[3]<>>
// CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[4]<>, description = "caller">
// CHECK-NEXT: #alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[5]<>>
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain, description = "s">
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[7]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[8]<>, domain = #alias_scope_domain1, description = "s">
// CHECK-NEXT: #alias_scope3 = #llvm.alias_scope<id = distinct[9]<>, domain = #alias_scope_domain1>
// CHECK-NEXT: #alias_scope4 = #llvm.alias_scope<id = distinct[10]<>, domain = #alias_scope_domain2>
// CHECK-NEXT: #alias_scope5 = #llvm.alias_scope<id = distinct[11]<>, domain = #alias_scope_domain3, description = "s">
// CHECK-NEXT: #alias_scope6 = #llvm.alias_scope<id = distinct[12]<>, domain = #alias_scope_domain3>
// CHECK-LABEL: llvm.func @memcpy_like(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %0) <{alias_scopes = [#alias_scope1], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: %1 = llvm.load %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg1 : i32, !llvm.ptr
// CHECK-NEXT: llvm.call @ext(%arg0) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @ext(!llvm.ptr)
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope2
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %0) <{access_groups = [#access_group1], alias_scopes = [#alias_scope3, #alias_scope4], isVolatile = false, noalias_scopes = [#alias_scope4]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: %1 = llvm.load %arg0 {access_groups = [#access_group, #access_group1], alias_scopes = [#alias_scope2, #alias_scope4], noalias_scopes = [#alias_scope3, #alias_scope4]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg1 {access_groups = [#access_group1], alias_scopes = [#alias_scope4], noalias_scopes = [#alias_scope4]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.call @ext(%arg0) {access_groups = [#access_group1], alias_scopes = [#alias_scope4], noalias_scopes = [#alias_scope4]} : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope5
// CHECK-NEXT: "llvm.intr.memcpy"(%arg1, %arg0, %0) <{alias_scopes = [#alias_scope6], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT: %2 = llvm.load %arg1 {access_groups = [#access_group], alias_scopes = [#alias_scope5], noalias_scopes = [#alias_scope6]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %2, %arg0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.call @ext(%arg1) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
#d = #llvm.alias_scope_domain<id = distinct[0]<>, description = "d">
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
#ag = #llvm.access_group<id = distinct[2]<>>
llvm.func @callee(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
  %0 = llvm.load %p {alias_scopes = [#s]} : !llvm.ptr -> i32
  llvm.store %0, %q {noalias_scopes = [#s], access_groups = [#ag]} : i32, !llvm.ptr
  llvm.return %0 : i32
}
llvm.func @caller(%p: !llvm.ptr, %q: !llvm.ptr) -> i32 {
  %0 = llvm.call @callee(%p, %q) : (!llvm.ptr, !llvm.ptr) -> i32
  %1 = llvm.call @callee(%q, %p) : (!llvm.ptr, !llvm.ptr) -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
// -----
#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d, description = "s">
#s2 = #llvm.alias_scope<id = distinct[2]<>, domain = #d>
#cd = #llvm.alias_scope_domain<id = distinct[3]<>, description = "caller">
#cs = #llvm.alias_scope<id = distinct[4]<>, domain = #cd>
#ag = #llvm.access_group<id = distinct[5]<>>
#cag = #llvm.access_group<id = distinct[6]<>>
llvm.func @memcpy_like(%p: !llvm.ptr, %q: !llvm.ptr) {
  %c = llvm.mlir.constant(4 : i32) : i32
  llvm.intr.experimental.noalias.scope.decl #s
  "llvm.intr.memcpy"(%p, %q, %c) <{isVolatile = false, alias_scopes = [#s2]}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %0 = llvm.load %p {alias_scopes = [#s], noalias_scopes = [#s2], access_groups = [#ag]} : !llvm.ptr -> i32
  llvm.store %0, %q : i32, !llvm.ptr
  llvm.call @ext(%p) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @ext(!llvm.ptr)
llvm.func @caller(%p: !llvm.ptr, %q: !llvm.ptr) {
  llvm.call @memcpy_like(%p, %q) {alias_scopes = [#cs], noalias_scopes = [#cs], access_groups = [#cag]} : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.call @memcpy_like(%q, %p) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
