// Inlining a callee with noalias arguments, as mlir-opt-22: each gets a scope of
// a new domain named after the callee, declared before the inlined code; memory
// ops based only on arguments, constants, allocas and globals (through GEPs,
// selects and branch arguments) get the scopes they are not based on as
// noalias_scopes and, unless they may touch other objects or are calls, those
// they are based on as alias_scopes.
// RUN: strata-opt %s --allow-unregistered-dialect --inline --split-input-file | FileCheck %s

// CHECK: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>, description = "f">
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[1]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[2]<>, domain = #alias_scope_domain>
// CHECK-LABEL: llvm.func @f(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}) {
// CHECK-NEXT: %0 = llvm.load %arg0 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg1 : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr) {
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT: %0 = llvm.load %arg0 {alias_scopes = [#alias_scope], noalias_scopes = [#alias_scope1]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %0, %arg1 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK: // -----
// CHECK-NEXT: #alias_scope_domain = #llvm.alias_scope_domain<id = distinct[0]<>>
// CHECK-NEXT: #alias_scope_domain1 = #llvm.alias_scope_domain<id = distinct[1]<>, description = "callee">
// CHECK-NEXT: #alias_scope_domain2 = #llvm.alias_scope_domain<id = distinct[2]<>>
// CHECK-NEXT: #alias_scope_domain3 = #llvm.alias_scope_domain<id = distinct[3]<>, description = "callee">
// CHECK-NEXT: #alias_scope_domain4 = #llvm.alias_scope_domain<id = distinct[4]<>>
// CHECK-NEXT: #alias_scope = #llvm.alias_scope<id = distinct[5]<>, domain = #alias_scope_domain>
// CHECK-NEXT: #alias_scope1 = #llvm.alias_scope<id = distinct[6]<>, domain = #alias_scope_domain1>
// CHECK-NEXT: #alias_scope2 = #llvm.alias_scope<id = distinct[7]<>, domain = #alias_scope_domain1>
// CHECK-NEXT: #alias_scope3 = #llvm.alias_scope<id = distinct[8]<>, domain = #alias_scope_domain2>
// CHECK-NEXT: #alias_scope4 = #llvm.alias_scope<id = distinct[9]<>, domain = #alias_scope_domain3>
// CHECK-NEXT: #alias_scope5 = #llvm.alias_scope<id = distinct[10]<>, domain = #alias_scope_domain3>
// CHECK-NEXT: #alias_scope6 = #llvm.alias_scope<id = distinct[11]<>, domain = #alias_scope_domain4>
// CHECK: llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-LABEL: llvm.func @ext(!llvm.ptr, i32)
// CHECK-LABEL: llvm.func @callee(%arg0: !llvm.ptr {llvm.noalias}, %arg1: !llvm.ptr {llvm.noalias}, %arg2: !llvm.ptr, %arg3: i1, %arg4: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %arg0[%arg4] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.select %arg3, %arg0, %arg1 : i1, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %3 {alias_scopes = [#alias_scope]} : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.load %4 : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg2 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %0 : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %2 : i32, !llvm.ptr
// CHECK-NEXT: llvm.call @ext(%arg1, %1) : (!llvm.ptr, i32) -> ()
// CHECK-NEXT: %7 = llvm.select %arg3, %arg0, %0 : i1, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %7 : i32, !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %arg4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.cond_br %arg3, ^bb1(%arg0 : !llvm.ptr), ^bb1(%arg1 : !llvm.ptr)
// CHECK-NEXT: ^bb1(%8: !llvm.ptr):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %9 = llvm.load %8 : !llvm.ptr -> i32
// CHECK-NEXT: %10 = llvm.add %5, %6 : i32
// CHECK-NEXT: %11 = llvm.add %10, %9 : i32
// CHECK-NEXT: llvm.return %11 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @caller(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i1, %arg3: i64) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope1
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope2
// CHECK-NEXT: %3 = llvm.getelementptr %arg0[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %4 = llvm.select %arg2, %arg0, %arg1 : i1, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %3 {alias_scopes = [#alias_scope3, #alias_scope1], noalias_scopes = [#alias_scope2]} : !llvm.ptr -> i32
// CHECK-NEXT: %6 = llvm.load %4 {alias_scopes = [#alias_scope1, #alias_scope2]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg1 {noalias_scopes = [#alias_scope1, #alias_scope2]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %2 {noalias_scopes = [#alias_scope1, #alias_scope2]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %0 {noalias_scopes = [#alias_scope1, #alias_scope2]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.call @ext(%arg1, %1) {noalias_scopes = [#alias_scope1]} : (!llvm.ptr, i32) -> ()
// CHECK-NEXT: %7 = llvm.select %arg2, %arg0, %2 : i1, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %7 {alias_scopes = [#alias_scope1], noalias_scopes = [#alias_scope2]} : i32, !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %arg3) <{alias_scopes = [#alias_scope1, #alias_scope2], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.cond_br %arg2, ^bb1(%arg0 : !llvm.ptr), ^bb1(%arg1 : !llvm.ptr)
// CHECK-NEXT: ^bb1(%8: !llvm.ptr):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: %9 = llvm.load %8 {alias_scopes = [#alias_scope1, #alias_scope2]} : !llvm.ptr -> i32
// CHECK-NEXT: %10 = llvm.add %5, %6 : i32
// CHECK-NEXT: %11 = llvm.add %10, %9 : i32
// CHECK-NEXT: llvm.br ^bb2(%11 : i32)
// CHECK-NEXT: ^bb2(%12: i32):  // pred: ^bb1
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope4
// CHECK-NEXT: llvm.intr.experimental.noalias.scope.decl #alias_scope5
// CHECK-NEXT: %13 = llvm.getelementptr %arg0[%arg3] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %14 = llvm.select %arg2, %arg0, %arg0 : i1, !llvm.ptr
// CHECK-NEXT: %15 = llvm.load %13 {alias_scopes = [#alias_scope6, #alias_scope5], noalias_scopes = [#alias_scope4]} : !llvm.ptr -> i32
// CHECK-NEXT: %16 = llvm.load %14 {alias_scopes = [#alias_scope4, #alias_scope5]} : !llvm.ptr -> i32
// CHECK-NEXT: llvm.store %1, %arg0 {noalias_scopes = [#alias_scope4, #alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %2 {noalias_scopes = [#alias_scope4, #alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %0 {noalias_scopes = [#alias_scope4, #alias_scope5]} : i32, !llvm.ptr
// CHECK-NEXT: llvm.call @ext(%arg0, %1) {noalias_scopes = [#alias_scope5]} : (!llvm.ptr, i32) -> ()
// CHECK-NEXT: %17 = llvm.select %arg2, %arg0, %2 : i1, !llvm.ptr
// CHECK-NEXT: llvm.store %1, %17 {alias_scopes = [#alias_scope5], noalias_scopes = [#alias_scope4]} : i32, !llvm.ptr
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg0, %arg3) <{alias_scopes = [#alias_scope4, #alias_scope5], isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.cond_br %arg2, ^bb3(%arg0 : !llvm.ptr), ^bb3(%arg0 : !llvm.ptr)
// CHECK-NEXT: ^bb3(%18: !llvm.ptr):  // 2 preds: ^bb2, ^bb2
// CHECK-NEXT: %19 = llvm.load %18 {alias_scopes = [#alias_scope4, #alias_scope5]} : !llvm.ptr -> i32
// CHECK-NEXT: %20 = llvm.add %15, %16 : i32
// CHECK-NEXT: %21 = llvm.add %20, %19 : i32
// CHECK-NEXT: llvm.br ^bb4(%21 : i32)
// CHECK-NEXT: ^bb4(%22: i32):  // pred: ^bb3
// CHECK-NEXT: %23 = llvm.add %12, %22 : i32
// CHECK-NEXT: llvm.return %23 : i32
// CHECK-NEXT: }
llvm.func @f(%p: !llvm.ptr {llvm.noalias}, %q: !llvm.ptr {llvm.noalias}) {
  %0 = llvm.load %p : !llvm.ptr -> i32
  llvm.store %0, %q : i32, !llvm.ptr
  llvm.return
}
llvm.func @caller(%p: !llvm.ptr, %q: !llvm.ptr) {
  llvm.call @f(%p, %q) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return
}
// -----
#d = #llvm.alias_scope_domain<id = distinct[0]<>>
#s = #llvm.alias_scope<id = distinct[1]<>, domain = #d>
llvm.mlir.global external @g(0 : i32) : i32
llvm.func @ext(!llvm.ptr, i32)
llvm.func @callee(%a: !llvm.ptr {llvm.noalias}, %b: !llvm.ptr {llvm.noalias}, %c: !llvm.ptr, %cond: i1, %n: i64) -> i32 {
  %g = llvm.mlir.addressof @g : !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %z = llvm.mlir.zero : !llvm.ptr
  %gep = llvm.getelementptr %a[%n] : (!llvm.ptr, i64) -> !llvm.ptr, i32
  %sel = llvm.select %cond, %a, %b : i1, !llvm.ptr
  %0 = llvm.load %gep {alias_scopes = [#s]} : !llvm.ptr -> i32
  %1 = llvm.load %sel : !llvm.ptr -> i32
  llvm.store %one, %c : i32, !llvm.ptr
  llvm.store %one, %g : i32, !llvm.ptr
  llvm.store %one, %z : i32, !llvm.ptr
  llvm.call @ext(%b, %one) : (!llvm.ptr, i32) -> ()
  %sel2 = llvm.select %cond, %a, %g : i1, !llvm.ptr
  llvm.store %one, %sel2 : i32, !llvm.ptr
  "llvm.intr.memcpy"(%a, %b, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  llvm.cond_br %cond, ^b1(%a : !llvm.ptr), ^b1(%b : !llvm.ptr)
^b1(%p: !llvm.ptr):
  %2 = llvm.load %p : !llvm.ptr -> i32
  %x = llvm.add %0, %1 : i32
  %y = llvm.add %x, %2 : i32
  llvm.return %y : i32
}
llvm.func @caller(%p: !llvm.ptr, %q: !llvm.ptr, %c: i1, %n: i64) -> i32 {
  %0 = llvm.call @callee(%p, %q, %q, %c, %n) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i1, i64) -> i32
  %1 = llvm.call @callee(%p, %p, %p, %c, %n) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i1, i64) -> i32
  %2 = llvm.add %0, %1 : i32
  llvm.return %2 : i32
}
