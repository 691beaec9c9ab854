// convert-to-llvm lowers every dialect that joins it through its
// ConvertToLlvmPatternInterface (here arith, cf, index, math and ub, inside
// llvm.funcs) in one conversion, as mlir-opt-22 does.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @abort()
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[98, 111, 111, 109, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: i1) -> i32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
// CHECK-NEXT: llvm.cond_br %arg1, ^bb1(%0 : i32), ^bb3
// CHECK-NEXT: ^bb1(%1: i32):  // 2 preds: ^bb0, ^bb3
// CHECK-NEXT: llvm.cond_br %arg1, ^bb2, ^bb4
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: llvm.return %1 : i32
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mul %arg0, %0 overflow<nsw> : i32
// CHECK-NEXT: llvm.br ^bb1(%2 : i32)
// CHECK-NEXT: ^bb4:  // pred: ^bb1
// CHECK-NEXT: %3 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %3[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT: llvm.call @puts(%4) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @g(%arg0: i64, %arg1: f32, %arg2: i32) -> f32 {
// CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i64
// CHECK-NEXT: %1 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: %2 = llvm.add %1, %arg2 : i32
// CHECK-NEXT: %3 = llvm.intr.sqrt(%arg1) : (f32) -> f32
// CHECK-NEXT: %4 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %5 = llvm.fadd %4, %3 : f32
// CHECK-NEXT: %6 = llvm.intr.log(%5) : (f32) -> f32
// CHECK-NEXT: %7 = llvm.mlir.poison : f32
// CHECK-NEXT: %8 = llvm.icmp "eq" %2, %arg2 : i32
// CHECK-NEXT: llvm.return %6 : f32
// CHECK-NEXT: }
llvm.func @f(%a: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %a : i32
  cf.cond_br %c, ^bb1(%0 : i32), ^bb2
^bb1(%1: i32):
  cf.assert %c, "boom"
  llvm.return %1 : i32
^bb2:
  %2 = arith.muli %a, %0 overflow<nsw> : i32
  cf.br ^bb1(%2 : i32)
}
llvm.func @g(%ai: i64, %x: f32, %b: i32) -> f32 {
  %a = index.castu %ai : i64 to index
  %0 = index.add %a, %a
  %1 = index.casts %0 : index to i32
  %2 = arith.addi %1, %b : i32
  %3 = math.sqrt %x : f32
  %4 = math.log1p %3 : f32
  %5 = ub.poison : f32
  %c = arith.cmpi eq, %2, %b : i32
  %6 = arith.select %c, %4, %5 : f32
  llvm.return %6 : f32
}
