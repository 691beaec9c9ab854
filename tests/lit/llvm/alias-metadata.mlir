// TBAA, alias scopes and access groups: parsed and printed as mlir-opt-22 does
// (aliases by mnemonic, a bare tbaa_root, members, constant tags, string ids).
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[1]<>, description = "The domain">
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = "named domain">
// CHECK-NEXT: #tbaa_root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
// CHECK-NEXT: #tbaa_root1 = #llvm.tbaa_root
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain, description = "The scope">
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = "by name", domain = #alias_scope_domain1>
// CHECK-NEXT: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#tbaa_root, 0>}>
// CHECK-NEXT: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>}>
// CHECK-NEXT: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0, constant = true>
// CHECK-NEXT: #tbaa_type_desc2 = #llvm.tbaa_type_desc<id = "agg_t", members = {<#tbaa_type_desc1, 0>, <#tbaa_type_desc1, 4>, <#tbaa_root1, -8>}>
// CHECK-NEXT: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc2, access_type = #tbaa_type_desc1, offset = 4>
// CHECK-LABEL: llvm.func @metadata(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.store %0, %arg0 {access_groups = [#access_group], alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1], tbaa = [#tbaa_tag1, #tbaa_tag]} : i32, !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %arg1 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: %2 = llvm.mlir.constant(7 : i8) : i8
// CHECK-NEXT: "llvm.intr.memset"(%arg0, %2, %1) <{access_groups = [#access_group], isVolatile = false, tbaa = [#tbaa_tag1]}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT: llvm.call @metadata(%arg1, %arg0) {access_groups = [#access_group], alias_scopes = [#alias_scope]} : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: "t.member"() {m = #llvm.tbaa_member<#tbaa_root, 16>} : () -> ()
#root = #llvm.tbaa_root<id = "Simple C/C++ TBAA">
#anon = #llvm.tbaa_root
#char = #llvm.tbaa_type_desc<id = "omnipotent char", members = {<#root, 0>}>
#int = #llvm.tbaa_type_desc<id = "int", members = {<#char, 0>}>
#agg = #llvm.tbaa_type_desc<id = "agg_t", members = {<#int, 0>, <#int, 4>, <#anon, -8>}>
#tag = #llvm.tbaa_tag<base_type = #agg, access_type = #int, offset = 4>
#ctag = #llvm.tbaa_tag<base_type = #int, access_type = #int, offset = 0, constant = true>
#domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "The domain">
#named = #llvm.alias_scope_domain<id = "named domain">
#scope = #llvm.alias_scope<id = distinct[1]<>, domain = #domain, description = "The scope">
#scope2 = #llvm.alias_scope<id = "by name", domain = #named>
#group = #llvm.access_group<id = distinct[2]<>>
llvm.func @metadata(%p: !llvm.ptr, %q: !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.store %0, %p {tbaa = [#tag, #ctag], alias_scopes = [#scope], noalias_scopes = [#scope2], access_groups = [#group]} : i32, !llvm.ptr
  %1 = llvm.load %q {alias_scopes = [#scope2], noalias_scopes = [#scope]} : !llvm.ptr -> i32
  llvm.intr.experimental.noalias.scope.decl #scope
  %b = llvm.mlir.constant(7 : i8) : i8
  "llvm.intr.memset"(%p, %b, %1) <{isVolatile = false, tbaa = [#tag], access_groups = [#group]}> : (!llvm.ptr, i8, i32) -> ()
  llvm.call @metadata(%q, %p) {access_groups = [#group], alias_scopes = [#scope]} : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
"t.member"() {m = #llvm.tbaa_member<#root, 16>} : () -> ()
