// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// test.variadic_args_types_split: operands and their types split around
// the attribute dictionary, both optional groups.

// CHECK-LABEL: func.func @f(%arg0: i32, %arg1: i64, %arg2: f32) {
// CHECK-NEXT:    test.variadic_args_types_split "hello", %arg0, %arg1, %arg2 : i32, i64, f32
// CHECK-NEXT:    test.variadic_args_types_split "one", %arg0 {foo = 1 : i32} : i32
// CHECK-NEXT:    test.variadic_args_types_split "none"
// CHECK-NEXT:    test.variadic_args_types_split "gen", %arg0, %arg1 {bar} : i32, i64
// GENERIC: "test.variadic_args_types_split"(%arg0, %arg1, %arg2) <{str = "hello"}> : (i32, i64, f32) -> ()
// GENERIC: "test.variadic_args_types_split"() <{str = "none"}> : () -> ()
func.func @f(%a: i32, %b: i64, %c: f32) {
  test.variadic_args_types_split "hello", %a, %b, %c : i32, i64, f32
  test.variadic_args_types_split "one", %a {foo = 1 : i32} : i32
  test.variadic_args_types_split "none"
  "test.variadic_args_types_split"(%a, %b) {str = "gen", bar} : (i32, i64) -> ()
  return
}
