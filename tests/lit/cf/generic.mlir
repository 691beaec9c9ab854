// The ops of ops.mlir printed in the generic form (properties, segment sizes,
// defaults materialized); expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

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

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i1, i32, f32) -> i32, sym_name = "branches"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: f32):
// CHECK-NEXT: "cf.assert"(%arg0) <{msg = "must hold"}> : (i1) -> ()
// CHECK-NEXT: "cf.br"(%arg1, %arg2)[^bb1] : (i32, f32) -> ()
// CHECK-NEXT: ^bb1(%0: i32, %1: f32):  // pred: ^bb0
// CHECK-NEXT: "cf.cond_br"(%arg0, %0)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb2(%2: i32):  // pred: ^bb1
// CHECK-NEXT: "cf.cond_br"(%arg0, %2, %1)[^bb3, ^bb4] <{branch_weights = array<i32: 1, 99>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, f32) -> ()
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "cf.switch"(%arg1, %arg1, %arg2, %0, %1)[^bb4, ^bb5, ^bb4] <{case_operand_segments = array<i32: 0, 2>, case_values = dense<[42, -7]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i32, f32, i32, f32) -> ()
// CHECK-NEXT: ^bb4(%3: i32, %4: f32):  // 3 preds: ^bb2, ^bb3, ^bb3
// CHECK-NEXT: "func.return"(%3) : (i32) -> ()
// CHECK-NEXT: ^bb5:  // 2 preds: ^bb3, ^bb5
// CHECK-NEXT: "cf.switch"(%arg1)[^bb5] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
