// Without aliases, the parameters of a concrete class print stripped and
// those of a base class (a TBAA node) in full.
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s

// CHECK-LABEL: llvm.func @metadata(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.store %0, %arg0 {access_groups = [#llvm.access_group<id = distinct[0]<>>], alias_scopes = [#llvm.alias_scope<id = distinct[1]<>, domain = <id = distinct[2]<>, description = "The domain">, description = "The scope">], noalias_scopes = [#llvm.alias_scope<id = "by name", domain = <id = "named domain">>], tbaa = [#llvm.tbaa_tag<base_type = <id = "agg_t", members = {<#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, 0>, <#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, 4>, <#llvm.tbaa_root, -8>}>, access_type = <id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, offset = 4>, #llvm.tbaa_tag<base_type = <id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, access_type = <id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, offset = 0, constant = true>]} : i32, !llvm.ptr
// CHECK-NEXT: %1 = llvm.load %arg1 {alias_scopes = [#llvm.alias_scope<id = "by name", domain = <id = "named domain">>], noalias_scopes = [#llvm.alias_scope<id = distinct[1]<>, domain = <id = distinct[2]<>, description = "The domain">, description = "The scope">]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl <id = distinct[1]<>, domain = <id = distinct[2]<>, description = "The domain">, description = "The scope">
// CHECK-NEXT: %2 = llvm.mlir.constant(7 : i8) : i8
// CHECK-NEXT: "llvm.intr.memset"(%arg0, %2, %1) <{access_groups = [#llvm.access_group<id = distinct[0]<>>], isVolatile = false, tbaa = [#llvm.tbaa_tag<base_type = <id = "agg_t", members = {<#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, 0>, <#llvm.tbaa_type_desc<id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, 4>, <#llvm.tbaa_root, -8>}>, access_type = <id = "int", members = {<#llvm.tbaa_type_desc<id = "omnipotent char", members = {<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 0>}>, 0>}>, offset = 4>]}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT: llvm.call @metadata(%arg1, %arg0) {access_groups = [#llvm.access_group<id = distinct[0]<>>], alias_scopes = [#llvm.alias_scope<id = distinct[1]<>, domain = <id = distinct[2]<>, description = "The domain">, description = "The scope">]} : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: "t.member"() {m = #llvm.tbaa_member<#llvm.tbaa_root<id = "Simple C/C++ TBAA">, 16>} : () -> ()
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
