// Loop annotations: every part, followups, fused start and end locations
// (printed as #loc aliases) and parallel access groups, as mlir-opt-22.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK-NEXT: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/">
// CHECK-NEXT: #loc = loc("a.c":1:2)
// CHECK-NEXT: #loc1 = loc("a.c":3:4)
// CHECK-NEXT: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-NEXT: #loop_annotation1 = #llvm.loop_annotation<mustProgress = true>
// CHECK-NEXT: #loop_interleave = #llvm.loop_interleave<count = 8 : i32>
// CHECK-NEXT: #loop_licm = #llvm.loop_licm<disable = true, versioningDisable = true>
// CHECK-NEXT: #loop_peeled = #llvm.loop_peeled<count = 5 : i32>
// CHECK-NEXT: #loop_pipeline = #llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>
// CHECK-NEXT: #loop_unswitch = #llvm.loop_unswitch<partialDisable = true>
// CHECK-NEXT: #loc2 = loc(fused<#di_file>[#loc])
// CHECK-NEXT: #loc3 = loc(fused<#di_file>[#loc1])
// CHECK-NEXT: #loop_distribute = #llvm.loop_distribute<disable = true, followupCoincident = #loop_annotation>
// CHECK-NEXT: #loop_unroll = #llvm.loop_unroll<disable = true, count = 4 : i32, runtimeDisable = true, full = false, followupUnrolled = #loop_annotation>
// CHECK-NEXT: #loop_unroll_and_jam = #llvm.loop_unroll_and_jam<disable = false, count = 2 : i32, followupOuter = #loop_annotation>
// CHECK-NEXT: #loop_vectorize = #llvm.loop_vectorize<disable = false, width = 4 : i32, followupAll = #loop_annotation>
// CHECK-NEXT: #loop_annotation2 = #llvm.loop_annotation<disableNonforced = false, vectorize = #loop_vectorize, interleave = #loop_interleave, unroll = #loop_unroll, unrollAndJam = #loop_unroll_and_jam, licm = #loop_licm, distribute = #loop_distribute, pipeline = #loop_pipeline, peeled = #loop_peeled, unswitch = #loop_unswitch, mustProgress = true, isVectorized = false, startLoc = #loc2, endLoc = #loc3, parallelAccesses = #access_group, #access_group1>
// CHECK-LABEL: llvm.func @f(%arg0: i1) {
// CHECK-NEXT: llvm.br ^bb1 {loop_annotation = #loop_annotation2}
// CHECK-NEXT: ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb2 {loop_annotation = #loop_annotation1}
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
#di_file = #llvm.di_file<"a.c" in "/">
#ag = #llvm.access_group<id = distinct[0]<>>
#ag2 = #llvm.access_group<id = distinct[1]<>>
#fu = #llvm.loop_annotation<disableNonforced = true>
#lv = #llvm.loop_vectorize<disable = false, width = 4 : i32, followupAll = #fu>
#li = #llvm.loop_interleave<count = 8 : i32>
#lu = #llvm.loop_unroll<disable = true, count = 4 : i32, runtimeDisable = true, full = false, followupUnrolled = #fu>
#luaj = #llvm.loop_unroll_and_jam<disable = false, count = 2 : i32, followupOuter = #fu>
#licm = #llvm.loop_licm<disable = true, versioningDisable = true>
#ld = #llvm.loop_distribute<disable = true, followupCoincident = #fu>
#lp = #llvm.loop_pipeline<disable = false, initiationinterval = 2 : i32>
#lpe = #llvm.loop_peeled<count = 5 : i32>
#lus = #llvm.loop_unswitch<partialDisable = true>
#la = #llvm.loop_annotation<disableNonforced = false, vectorize = #lv, interleave = #li, unroll = #lu, unrollAndJam = #luaj, licm = #licm, distribute = #ld, pipeline = #lp, peeled = #lpe, unswitch = #lus, mustProgress = true, isVectorized = false, startLoc = loc(fused<#di_file>["a.c":1:2]), endLoc = loc(fused<#di_file>["a.c":3:4]), parallelAccesses = #ag, #ag2>
llvm.func @f(%c: i1) {
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.cond_br %c, ^bb1, ^bb2 {loop_annotation = #llvm.loop_annotation<mustProgress = true>}
^bb2:
  llvm.return
}
