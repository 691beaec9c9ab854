// An attribute a diagnostic prints numbers its distinct attributes from 0,
// as upstream prints an attribute on its own (the same with or without
// threads).
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

#unused1 = #llvm.access_group<id = distinct[0]<>>
#unused2 = #llvm.access_group<id = distinct[1]<>>
#group = #llvm.access_group<id = distinct[2]<>>
"t.keep"() {a = #unused1, b = #unused2} : () -> ()
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.mlir.constant(1 : i32) : i32
// expected-error@+1 {{invalid properties {access_groups = [#llvm.access_group<id = distinct[0]<>>], isVolatile = @false} for op llvm.intr.memset: Invalid attribute `isVolatile` in property conversion: @false}}
  "llvm.intr.memset"(%p, %0, %0) <{isVolatile = @false, access_groups = [#group]}> : (!llvm.ptr, i32, i32) -> ()
  llvm.return
}
