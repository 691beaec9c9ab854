// ub.poison (the default #ub.poison elided) and ub.unreachable in the custom
// form, and the generic form read back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

func.func @poison() -> (i32, f32, vector<4xi8>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : vector<4xi8>
  return %0, %1, %2 : i32, f32, vector<4xi8>
}
func.func @unreachable() {
  ub.unreachable
}

// CHECK: module {
// CHECK-NEXT: func.func @poison() -> (i32, f32, vector<4xi8>) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : vector<4xi8>
// CHECK-NEXT: return %0, %1, %2 : i32, f32, vector<4xi8>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @unreachable() {
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: }
// CHECK-NEXT: }
