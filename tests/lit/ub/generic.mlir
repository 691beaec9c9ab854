// The ops of ops.mlir printed in the generic form (properties, segment sizes,
// defaults materialized); expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func @poison() -> (i32, f32, vector<4xi8>) {
  %0 = ub.poison : i32
  %1 = ub.poison <#ub.poison> : f32
  %2 = ub.poison : vector<4xi8>
  return %0, %1, %2 : i32, f32, vector<4xi8>
}
func.func @unreachable() {
  ub.unreachable
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = () -> (i32, f32, vector<4xi8>), sym_name = "poison"}> ({
// CHECK-NEXT: %0 = "ub.poison"() <{value = #ub.poison}> : () -> i32
// CHECK-NEXT: %1 = "ub.poison"() <{value = #ub.poison}> : () -> f32
// CHECK-NEXT: %2 = "ub.poison"() <{value = #ub.poison}> : () -> vector<4xi8>
// CHECK-NEXT: "func.return"(%0, %1, %2) : (i32, f32, vector<4xi8>) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "unreachable"}> ({
// CHECK-NEXT: "ub.unreachable"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
