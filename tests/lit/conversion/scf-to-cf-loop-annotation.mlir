// RUN: strata-opt %s --allow-unregistered-dialect --convert-scf-to-cf | FileCheck %s

// A loop's llvm attributes move onto its latch branch, where they become
// LLVM's !llvm.loop metadata; other discardable attributes go. The pass
// moves any `llvm.`-named attribute whatever its value: the value here is
// one the llvm dialect defines, `#llvm.linkage<...>`.

// CHECK-LABEL: func.func @for_latch(
// CHECK: cf.cond_br
// CHECK: cf.br ^bb1(%{{.*}} : index) {llvm.loop_annotation = #llvm.linkage<internal>}
// CHECK-NOT: other
func.func @for_latch(%lb : index, %ub : index, %step : index) {
  scf.for %i = %lb to %ub step %step {
    "test.use"(%i) : (index) -> ()
  } {llvm.loop_annotation = #llvm.linkage<internal>, other = 1 : i32}
  return
}

// CHECK-LABEL: func.func @while_latch(
// CHECK: cf.cond_br %{{.*}}, ^bb2(%{{.*}} : i32), ^bb3
// CHECK: cf.br ^bb1(%{{.*}} : i32) {llvm.loop_annotation = #llvm.linkage<internal>}
func.func @while_latch(%a: i32) {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %c = "test.make_condition"() : () -> i1
    scf.condition(%c) %x : i32
  } do {
  ^bb0(%y: i32):
    scf.yield %a : i32
  } attributes {llvm.loop_annotation = #llvm.linkage<internal>}
  return
}

// CHECK-LABEL: func.func @do_while_latch(
// CHECK: cf.cond_br %{{.*}}, ^bb1, ^bb2 {llvm.loop_annotation = #llvm.linkage<internal>}
func.func @do_while_latch(%c: i1) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  } attributes {llvm.loop_annotation = #llvm.linkage<internal>}
  return
}
