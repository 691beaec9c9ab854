// Malformed alias-analysis metadata, loop annotations and mmra tags: upstream's
// errors for parameters of the wrong kind, missing members, out-of-range
// offsets, alias scope ids, and ops given metadata of another kind.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_TBAARootAttr parameter 'id' which is to be a `StringAttr`}}
#r = #llvm.tbaa_root<id = 1>

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#d = #llvm.tbaa_type_desc<id = "x", members = {}>

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'id' which is to be a `::llvm::StringRef`}}
#d = #llvm.tbaa_type_desc<id = x, members = {<#llvm.tbaa_root, 0>}>

// -----

// expected-error@+3 {{invalid kind of attribute specified}}
// expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#d = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.access_group<id = distinct[0]<>>, 0>}>

// -----

// expected-error@+3 {{integer value too large}}
// expected-error@+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'offset' which is to be a `int64_t`}}
// expected-error@+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
#d = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root, 0x10000000000000000>}>

// -----

#d = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root, -1>, <#llvm.tbaa_root, 9223372036854775807>}>
"t.op"() {a = #d} : () -> ()

// -----

#r = #llvm.tbaa_root
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`}}
#t = #llvm.tbaa_tag<base_type = #r, access_type = #r, offset = 0>

// -----

// expected-error@+1 {{id of an alias scope must be a StringAttr or a DistrinctAttr}}
#s = #llvm.alias_scope<id = 1, domain = #llvm.alias_scope_domain<id = distinct[0]<>>>

// -----

#s = #llvm.alias_scope<id = "s", domain = <id = "d">>
"t.op"() {a = #s} : () -> ()

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
#g = #llvm.access_group<id = "x">

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: disable}}
#l = #llvm.loop_annotation<disable = true>

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'disableNonforced' which is to be a `BoolAttr`}}
#l = #llvm.loop_annotation<disableNonforced = 1>

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'vectorize' which is to be a `LoopVectorizeAttr`}}
#l = #llvm.loop_annotation<vectorize = #llvm.loop_unroll<>>

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'startLoc' which is to be a `FusedLoc`}}
#l = #llvm.loop_annotation<startLoc = loc("a":1:1)>

// -----

#l = #llvm.loop_vectorize<width = true>
"t.op"() {a = #l} : () -> ()

// -----

// expected-error@+2 {{expected '<'}}
// expected-error@+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
#l = #llvm.loop_annotation<parallelAccesses = <id = distinct[0]<>>, <id = distinct[1]<>>, mustProgress = true>

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [#llvm.access_group<id = distinct[0]<>>]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
// expected-error@+1 {{custom op 'llvm.load' 'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = #llvm.access_group<id = distinct[0]<>>} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f() {
// expected-error@+1 {{custom op 'llvm.br' 'llvm.br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.br ^bb1 {loop_annotation = #llvm.loop_unroll<>}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
// expected-error@+1 {{custom op 'llvm.intr.experimental.noalias.scope.decl' invalid kind of attribute specified}}
  llvm.intr.experimental.noalias.scope.decl #llvm.access_group<id = distinct[0]<>>
  llvm.return
}

// -----

#r = #llvm.tbaa_root<>

// -----

#t = #llvm.tbaa_member<#llvm.tbaa_root, 0>
"t.op"() {a = #t, b = #llvm.tbaa_root<id = "a\"b">, c = #llvm.tbaa_type_desc<id = "q\n", members = {<#llvm.tbaa_root, 0>}>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
#m = #llvm.mmra_tag<"a" "b">

// -----

// expected-error@+2 {{expected string}}
// expected-error@+1 {{failed to parse LLVM_MMRATagAttr parameter 'prefix' which is to be a `::llvm::StringRef`}}
#m = #llvm.mmra_tag<a:"b">
