// !llvm.target<"name", types..., ints...> round trips as mlir-opt-22 prints it:
// nested in llvm types without its prefix, its parameters in full, and as the
// type of a spirv global with a zero initializer.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: %0 = "some.op"() : () -> !llvm.struct<(target<"a", i32>, i32)>
// CHECK-NEXT: %1 = "some.op"() : () -> !llvm.target<"b", !llvm.ptr, 7>
// CHECK-LABEL: func.func @f() {
// CHECK-NEXT: %2 = "some.op"() : () -> !llvm.target<"target5", i32, f64, 0, 5>
// CHECK-NEXT: %3 = "some.op"() : () -> !llvm.target<"target2">
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global external @target_ext() {addr_space = 0 : i32} : !llvm.target<"spirv.Image", i32, 0>
// CHECK-NEXT: llvm.mlir.global external @target_ext_init() {addr_space = 0 : i32} : !llvm.target<"spirv.Image", i32, 0> {
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.target<"spirv.Image", i32, 0>
// CHECK-NEXT: llvm.return %2 : !llvm.target<"spirv.Image", i32, 0>
// CHECK-NEXT: }
"some.op"() : () -> !llvm.struct<(target<"a", i32>, i32)>
"some.op"() : () -> !llvm.target<"b", !llvm.ptr, 7>
func.func @f() {
  "some.op"() : () -> !llvm.target<"target5", i32, f64, 0, 5>
  "some.op"() : () -> !llvm.target<"target2">
  return
}
llvm.mlir.global @target_ext() : !llvm.target<"spirv.Image", i32, 0>
llvm.mlir.global @target_ext_init() : !llvm.target<"spirv.Image", i32, 0> {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Image", i32, 0>
  llvm.return %0 : !llvm.target<"spirv.Image", i32, 0>
}
