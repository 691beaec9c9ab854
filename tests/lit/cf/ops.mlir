// cf.assert, cf.br, cf.cond_br (with and without weights) and cf.switch (case
// values printed unsigned, an empty case list) in the custom form, and the
// generic form read back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @branches(%c: i1, %a: i32, %f: f32) -> i32 {
  cf.assert %c, "must hold"
  cf.br ^bb1(%a, %f : i32, f32)
^bb1(%x: i32, %y: f32):
  cf.cond_br %c, ^bb2(%x : i32), ^bb3
^bb2(%z: i32):
  cf.cond_br %c weights([1, 99]), ^bb3, ^bb4(%z, %y : i32, f32)
^bb3:
  cf.switch %a : i32, [
    default: ^bb4(%a, %f : i32, f32),
    42: ^bb5,
    -7: ^bb4(%x, %y : i32, f32)
  ]
^bb4(%r: i32, %s: f32):
  return %r : i32
^bb5:
  cf.switch %a : i32, [
    default: ^bb5
  ]
}

// CHECK: module {
// CHECK-NEXT: func.func @branches(%arg0: i1, %arg1: i32, %arg2: f32) -> i32 {
// CHECK-NEXT: cf.assert %arg0, "must hold"
// CHECK-NEXT: cf.br ^bb1(%arg1, %arg2 : i32, f32)
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: cf.cond_br %arg0, ^bb2(%0 : i32), ^bb3
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg0 weights([1, 99]), ^bb3, ^bb4(%2, %1 : i32, f32)
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb4(%arg1, %arg2 : i32, f32),
// CHECK-NEXT: 42: ^bb5,
// CHECK-NEXT: 4294967289: ^bb4(%0, %1 : i32, f32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb4(%3: i32, %4: f32):  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: cf.switch %arg1 : i32, [
// CHECK-NEXT: default: ^bb5]
// CHECK-NEXT: }
// CHECK-NEXT: }
