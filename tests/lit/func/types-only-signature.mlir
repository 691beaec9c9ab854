// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s --check-prefix=LOC

// The older form of a function: a signature of types only, and an entry
// block whose label names the arguments. It prints in today's form.

// CHECK-LABEL: func.func @add(%arg0: f32, %arg1: f32) -> f32 {
// CHECK-NEXT:    %0 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:    return %0 : f32
func.func @add(f32, f32) -> f32 {
^bb0(%a: f32, %b: f32):
  %0 = arith.addf %a, %b : f32
  return %0 : f32
}

// Argument attributes stay with the signature; locations with the block.
// CHECK-LABEL: func.func @attrs(%arg0: f32 {foo.a}, %arg1: i32) {
// LOC: func.func @attrs(%arg0: f32 {foo.a} loc("x"), %arg1: i32 loc({{.*}}:[[# @LINE + 2]]:{{[0-9]+}})) {
func.func @attrs(f32 {foo.a}, i32) {
^bb0(%a: f32 loc("x"), %b: i32):
  return
}

// The entry block may branch on like any other.
// CHECK-LABEL: func.func @blocks(%arg0: i1) {
// CHECK-NEXT:    cf.cond_br %arg0, ^bb1, ^bb1
// CHECK-NEXT:  ^bb1:
func.func @blocks(i1) {
^bb0(%c: i1):
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}
