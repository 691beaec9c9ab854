// The ops of ops.mlir printed in the generic form (properties, segment sizes,
// defaults materialized); expected text is mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func private @decl(i32, f32) -> i32
func.func nested @nested_decl() -> (i32 {test.res}, f32)
func.func @callee(%a: i32 {test.arg}, %b: f32) -> i32 attributes {test.fn} {
  return %a : i32
}
func.func @calls(%a: i32, %b: f32) -> (i32, i32) {
  %0 = call @callee(%a, %b) : (i32, f32) -> i32
  %1 = func.call @decl(%0, %b) {test.call} : (i32, f32) -> i32
  %f = func.constant @callee : (i32, f32) -> i32
  %2 = func.call_indirect %f(%1, %b) : (i32, f32) -> i32
  %g = constant @decl : (i32, f32) -> i32
  return %1, %2 : i32, i32
}
func.func @empty() {
  func.return
}
func.func @no_inline_call() {
  call @empty() {no_inline} : () -> ()
  return
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (i32, f32) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (i32, f32), res_attrs = [{test.res}, {}], sym_name = "nested_decl", sym_visibility = "nested"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{arg_attrs = [{test.arg}, {}], function_type = (i32, f32) -> i32, sym_name = "callee"}> ({
// CHECK-NEXT: ^bb0(%arg2: i32, %arg3: f32):
// CHECK-NEXT: "func.return"(%arg2) : (i32) -> ()
// CHECK-NEXT: }) {test.fn} : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (i32, f32) -> (i32, i32), sym_name = "calls"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: f32):
// CHECK-NEXT: %0 = "func.call"(%arg0, %arg1) <{callee = @callee}> : (i32, f32) -> i32
// CHECK-NEXT: %1 = "func.call"(%0, %arg1) <{callee = @decl}> {test.call} : (i32, f32) -> i32
// CHECK-NEXT: %2 = "func.constant"() <{value = @callee}> : () -> ((i32, f32) -> i32)
// CHECK-NEXT: %3 = "func.call_indirect"(%2, %1, %arg1) : ((i32, f32) -> i32, i32, f32) -> i32
// CHECK-NEXT: %4 = "func.constant"() <{value = @decl}> : () -> ((i32, f32) -> i32)
// CHECK-NEXT: "func.return"(%1, %3) : (i32, i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "empty"}> ({
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = () -> (), sym_name = "no_inline_call"}> ({
// CHECK-NEXT: "func.call"() <{callee = @empty, no_inline}> : () -> ()
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
