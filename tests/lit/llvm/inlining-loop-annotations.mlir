// Inlining into a function with a subprogram relocates the inlined loop
// annotations' start and end locations (followups too) to
// fused<caller's subprogram>[callsite(loc at call)], as mlir-opt-22; without a
// subprogram they stay.
// RUN: strata-opt %s --allow-unregistered-dialect --inline | FileCheck %s

// CHECK: #di_file = #llvm.di_file<"k.c" in "/src">
// CHECK-NEXT: #loc = loc("k.c":5:3)
// CHECK-NEXT: #loc1 = loc("k.c":9:3)
// CHECK-NEXT: #loc2 = loc("k.c":22:5)
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #di_file, isOptimized = true, emissionKind = Full>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "inner", file = #di_file, line = 3, subprogramFlags = Definition>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<compileUnit = #di_compile_unit, scope = #di_file, name = "outer", file = #di_file, line = 20, subprogramFlags = Definition>
// CHECK-NEXT: #loc3 = loc(fused<#di_subprogram>[#loc])
// CHECK-NEXT: #loc4 = loc(fused<#di_subprogram>[#loc1])
// CHECK-NEXT: #loc5 = loc(callsite(#loc3 at #loc2))
// CHECK-NEXT: #loc6 = loc(callsite(#loc4 at #loc2))
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<mustProgress = true, startLoc = #loc3>
// CHECK-NEXT: #loc7 = loc(fused<#di_subprogram1>[#loc5])
// CHECK-NEXT: #loc8 = loc(fused<#di_subprogram1>[#loc6])
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<vectorize = #loop_vectorize, startLoc = #loc3, endLoc = #loc4>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<mustProgress = true, startLoc = #loc7>
// CHECK-NEXT: #loop_vectorize1 = #llvm.loop_vectorize<disable = false, followupAll = #loop_annotation2>
// CHECK-NEXT: #loop_annotation3 = #llvm.loop_annotation<vectorize = #loop_vectorize1, startLoc = #loc7, endLoc = #loc8>
// CHECK-LABEL: llvm.func @cond() -> i1
// CHECK-LABEL: llvm.func @inner() {
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %0 = llvm.call @cond() : () -> i1
// CHECK-NEXT: llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @outer() {
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %0 = llvm.call @cond() : () -> i1
// CHECK-NEXT: llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation3}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @no_subprogram() {
// CHECK-NEXT: llvm.br ^bb1
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %0 = llvm.call @cond() : () -> i1
// CHECK-NEXT: llvm.cond_br %0, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.br ^bb3
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
#file = #llvm.di_file<"k.c" in "/src">
#cu = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C11, file = #file, isOptimized = true, emissionKind = Full>
#sp_inner = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "inner", file = #file, line = 3, subprogramFlags = Definition>
#sp_outer = #llvm.di_subprogram<compileUnit = #cu, scope = #file, name = "outer", file = #file, line = 20, subprogramFlags = Definition>
#start = loc(fused<#sp_inner>["k.c":5:3])
#end = loc(fused<#sp_inner>["k.c":9:3])
#followup = #llvm.loop_annotation<startLoc = #start, mustProgress = true>
#vec = #llvm.loop_vectorize<disable = false, followupAll = #followup>
#loop = #llvm.loop_annotation<vectorize = #vec, startLoc = #start, endLoc = #end>
llvm.func @cond() -> i1
llvm.func @inner() {
  llvm.br ^head
^head:
  %c = llvm.call @cond() : () -> i1
  llvm.cond_br %c, ^head, ^exit {loop_annotation = #loop}
^exit:
  llvm.return
}
llvm.func @outer() {
  llvm.call @inner() : () -> () loc("k.c":22:5)
  llvm.return
} loc(fused<#sp_outer>["k.c":20:1])
llvm.func @no_subprogram() {
  llvm.call @inner() : () -> () loc("k.c":30:5)
  llvm.return
}
