// Chapter 6: `-emit=mlir-llvm` lowers everything to the `llvm` dialect in
// one full conversion (src/lower_to_llvm.rs): strata's affine, scf, arith,
// memref, cf and func lowerings, and `toy.print` as loops of `printf`
// calls on two internal string globals.
// RUN: toyc %s -emit=mlir-llvm 2>&1 | FileCheck %s

toy.func @main() {
  %0 = toy.constant dense<[[1.000000e+00, 2.000000e+00, 3.000000e+00], [4.000000e+00, 5.000000e+00, 6.000000e+00]]> : tensor<2x3xf64>
  %2 = toy.transpose(%0 : tensor<2x3xf64>) to tensor<3x2xf64>
  %3 = toy.mul %2, %2 : tensor<3x2xf64>
  toy.print %3 : tensor<3x2xf64>
  toy.return
}

// Declarations and globals go to the start of the module as they are made:
// malloc (the first alloc), printf and its strings (the print), free.
// CHECK:      module {
// CHECK-NEXT:   llvm.func @free(!llvm.ptr)
// CHECK-NEXT:   llvm.mlir.global internal constant @nl("\0A\00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.mlir.global internal constant @frmt_spec("%f \00") {addr_space = 0 : i32}
// CHECK-NEXT:   llvm.func @printf(!llvm.ptr, ...) -> i32
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @main() {
// CHECK-NOT:    builtin.unrealized_conversion_cast
// CHECK:        %[[FMT_ADDR:.*]] = llvm.mlir.addressof @frmt_spec : !llvm.ptr
// CHECK-NEXT:   %[[ZERO:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %[[FMT:.*]] = llvm.getelementptr %[[FMT_ADDR]][%[[ZERO]], %[[ZERO]]] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:   %[[NL_ADDR:.*]] = llvm.mlir.addressof @nl : !llvm.ptr
// CHECK-NEXT:   %[[ZERO2:.*]] = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:   %[[NL:.*]] = llvm.getelementptr %[[NL_ADDR]][%[[ZERO2]], %[[ZERO2]]] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<2 x i8>
// CHECK:        %[[X:.*]] = llvm.load %{{.*}} : !llvm.ptr -> f64
// CHECK-NEXT:   llvm.call @printf(%[[FMT]], %[[X]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64) -> i32
// CHECK:        llvm.call @printf(%[[NL]]) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
// CHECK:        llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %{{.*}} = llvm.extractvalue
// CHECK-NEXT:   llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NEXT:   %{{.*}} = llvm.extractvalue
// CHECK-NEXT:   llvm.call @free(%{{.*}}) : (!llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return
// CHECK-NOT:    builtin.unrealized_conversion_cast

// What is left of Toy after chapter 5 must lower: an op of another
// dialect stops the full conversion.
// RUN: not toy-opt %S/Inputs/not-lowered.mlir --toy-lower-to-llvm 2>&1 | FileCheck %s --check-prefix=FAIL
// FAIL: not-lowered.mlir:3:8: error: failed to legalize operation 'toy.constant'
