// func.func (declarations, visibility, argument/result attributes, attributes),
// func.call, func.call_indirect, func.constant (%f hints) and func.return in the
// custom form, and the generic form read back; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

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

// CHECK: module {
// CHECK-NEXT: func.func private @decl(i32, f32) -> i32
// CHECK-NEXT: func.func nested @nested_decl() -> (i32 {test.res}, f32)
// CHECK-NEXT: func.func @callee(%arg0: i32 {test.arg}, %arg1: f32) -> i32 attributes {test.fn} {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @calls(%arg0: i32, %arg1: f32) -> (i32, i32) {
// CHECK-NEXT: %0 = call @callee(%arg0, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: %1 = call @decl(%0, %arg1) {test.call} : (i32, f32) -> i32
// CHECK-NEXT: %f = constant @callee : (i32, f32) -> i32
// CHECK-NEXT: %2 = call_indirect %f(%1, %arg1) : (i32, f32) -> i32
// CHECK-NEXT: %f_0 = constant @decl : (i32, f32) -> i32
// CHECK-NEXT: return %1, %2 : i32, i32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @empty() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @no_inline_call() {
// CHECK-NEXT: call @empty() {no_inline} : () -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
