// convert-arith-to-llvm as mlir-opt-22 lowers: one-to-one ops with their fast-math
// and overflow flags, n-D vectors unrolled, index as i64, casts, compares,
// extended arithmetic, rounding truncations, folds before patterns, types that
// do not convert left alone, and unreachable blocks not converted.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-arith-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @scalars(%arg0: i32, %arg1: i32, %arg2: index, %arg3: f32) -> (i32, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : index to i64
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.add %0, %2 : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: %5 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.select %5, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %7 = llvm.fadd %arg3, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %8 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: %10 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %11 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %12 = llvm.fcmp "olt" %arg3, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %13 = llvm.mul %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %14 = llvm.intr.smax(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %15 = llvm.lshr %arg0, %arg1 : i32
// CHECK-NEXT: %16 = llvm.frem %arg3, %arg3 : f32
// CHECK-NEXT: %17 = llvm.trunc %0 : i64 to i32
// CHECK-NEXT: %18 = llvm.fneg %arg3 {fastmathFlags = #llvm.fastmath<contract, afn>} : f32
// CHECK-NEXT: "test.use"(%7, %9, %11, %12, %13, %14, %arg3, %15, %16, %arg0, %17, %18) : (f32, index, f32, i1, i32, i32, f32, i32, f32, i32, i32, f32) -> ()
// CHECK-NEXT: return %6, %4 : i32, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vectors(%arg0: vector<4xf32>, %arg1: vector<2x3xf32>, %arg2: vector<2x3xi32>, %arg3: vector<2x3xi1>) -> (vector<4xf32>, vector<2x3xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = llvm.fmul %arg0, %arg0 : vector<4xf32>
// CHECK-NEXT: %4 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %5 = llvm.fadd %3, %4 : vector<4xf32>
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %9 = llvm.fadd %7, %8 : vector<3xf32>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %6[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.fadd %11, %12 : vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %10[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %16 = llvm.mlir.poison : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %17 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %18 = llvm.sext %17 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %20 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %21 = llvm.sext %20 : vector<3xi32> to vector<3xi64>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %19[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : !llvm.array<2 x vector<3xi64>> to vector<2x3xindex>
// CHECK-NEXT: %24 = llvm.mlir.constant(dense<false> : vector<2x3xi1>) : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: %26 = llvm.mlir.constant(dense<{{\[\[}}1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>) : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %27 = llvm.mlir.poison : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %29 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %30 = llvm.extractvalue %26[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %31 = llvm.select %28, %29, %30 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %27[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %33 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %34 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %35 = llvm.extractvalue %26[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %36 = llvm.select %33, %34, %35 : vector<3xi1>, vector<3xi32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %32[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<2 x vector<3xi32>> to vector<2x3xi32>
// CHECK-NEXT: "test.use"(%23, %25, %38) : (vector<2x3xindex>, vector<2x3xi1>, vector<2x3xi32>) -> ()
// CHECK-NEXT: return %5, %15 : vector<4xf32>, vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @special(%arg0: i32, %arg1: f16, %arg2: f32, %arg3: index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = llvm.fptrunc %arg2 : f32 to f16
// CHECK-NEXT: %2 = llvm.intr.experimental.constrained.fptrunc %arg2 downward ignore : f32 to f16
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %5 = llvm.sdiv %arg0, %arg0 : i32
// CHECK-NEXT: %6 = llvm.mul %5, %arg0 : i32
// CHECK-NEXT: %7 = llvm.icmp "ne" %arg0, %6 : i32
// CHECK-NEXT: %8 = llvm.icmp "slt" %arg0, %3 : i32
// CHECK-NEXT: %9 = llvm.icmp "slt" %arg0, %3 : i32
// CHECK-NEXT: %10 = llvm.icmp "eq" %8, %9 : i1
// CHECK-NEXT: %11 = llvm.and %7, %10 : i1
// CHECK-NEXT: %12 = llvm.add %5, %4 : i32
// CHECK-NEXT: %13 = llvm.select %11, %12, %5 : i1, i32
// CHECK-NEXT: %14 = llvm.sdiv %0, %0 : i64
// CHECK-NEXT: %15 = llvm.mul %14, %0 : i64
// CHECK-NEXT: %16 = llvm.icmp "ne" %0, %15 : i64
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %18 = llvm.icmp "slt" %0, %17 : i64
// CHECK-NEXT: %19 = llvm.icmp "slt" %0, %17 : i64
// CHECK-NEXT: %20 = llvm.icmp "ne" %18, %19 : i1
// CHECK-NEXT: %21 = llvm.and %16, %20 : i1
// CHECK-NEXT: %22 = llvm.mlir.constant(-1 : index) : i64
// CHECK-NEXT: %23 = llvm.add %14, %22 : i64
// CHECK-NEXT: %24 = llvm.select %21, %23, %14 : i1, i64
// CHECK-NEXT: %25 = builtin.unrealized_conversion_cast %24 : i64 to index
// CHECK-NEXT: %26 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %27 = llvm.zext %arg0 : i32 to i64
// CHECK-NEXT: %28 = llvm.mul %26, %27 : i64
// CHECK-NEXT: %29 = llvm.trunc %28 : i64 to i32
// CHECK-NEXT: %30 = llvm.mlir.constant(32 : i64) : i64
// CHECK-NEXT: %31 = llvm.lshr %28, %30 : i64
// CHECK-NEXT: %32 = llvm.trunc %31 : i64 to i32
// CHECK-NEXT: %33 = "llvm.intr.uadd.with.overflow"(%arg0, %arg0) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %34 = llvm.extractvalue %33[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %35 = llvm.extractvalue %33[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %36 = llvm.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %37 = llvm.fpext %arg1 {fastmath = #arith.fastmath<fast>} : f16 to f32
// CHECK-NEXT: %38 = llvm.add %arg0, %arg0 {foo = 1 : i32} : i32
// CHECK-NEXT: "test.use"(%1, %2, %13, %25, %29, %32, %34, %35, %36, %arg0, %37, %38) : (f16, f16, i32, index, i32, i32, i32, i1, f32, i32, f32, i32) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @folded(%arg0: i32, %arg1: index) -> (i1, index) {
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(7 : index) : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: return %0, %4 : i1, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unconvertible(%arg0: tensor<3xi64>, %arg1: f8E5M2) -> (tensor<3xindex>, tensor<3xi64>, f8E5M2) {
// CHECK-NEXT: %0 = arith.index_cast %arg0 : tensor<3xi64> to tensor<3xindex>
// CHECK-NEXT: %1 = arith.ceildivui %arg0, %arg0 : tensor<3xi64>
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f8E5M2
// CHECK-NEXT: return %0, %1, %2 : tensor<3xindex>, tensor<3xi64>, f8E5M2
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cfg(%arg0: i1, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = llvm.add %0, %0 : i64
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mul %0, %0 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: cf.br ^bb3(%3 : index)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: cf.br ^bb3(%5 : index)
// CHECK-NEXT: ^bb3(%6: index):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : index to i64
// CHECK-NEXT: %8 = llvm.add %7, %1 : i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: return %9 : index
// CHECK-NEXT: ^bb4:  // no predecessors
// CHECK-NEXT: %10 = arith.muli %arg1, %arg1 : index
// CHECK-NEXT: return %10 : index
// CHECK-NEXT: }
func.func @scalars(%a: i32, %b: i32, %i: index, %x: f32) -> (i32, index) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %c1 = arith.constant 1 : index
  %1 = arith.addi %i, %c1 : index
  %2 = arith.cmpi slt, %a, %b : i32
  %3 = arith.select %2, %a, %b : i32
  %4 = arith.addf %x, %x fastmath<fast> : f32
  %5 = arith.index_cast %a : i32 to index
  %6 = arith.extsi %a : i32 to i64
  %7 = arith.sitofp %a : i32 to f32
  %8 = arith.cmpf olt, %x, %x fastmath<nnan, ninf> : f32
  %9 = arith.muli %a, %b overflow<nsw, nuw> : i32
  %10 = arith.maxsi %a, %b : i32
  %11 = arith.minimumf %x, %x : f32
  %12 = arith.shrui %a, %b : i32
  %13 = arith.remf %x, %x : f32
  %14 = arith.trunci %6 overflow<nuw> : i64 to i32
  %15 = arith.index_castui %i : index to i32
  %16 = arith.negf %x fastmath<contract, afn> : f32
  "test.use"(%4, %5, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16) : (f32, index, f32, i1, i32, i32, f32, i32, f32, i32, i32, f32) -> ()
  return %3, %1 : i32, index
}

func.func @vectors(%v: vector<4xf32>, %m: vector<2x3xf32>, %w: vector<2x3xi32>, %c: vector<2x3xi1>) -> (vector<4xf32>, vector<2x3xf32>) {
  %0 = arith.mulf %v, %v : vector<4xf32>
  %1 = arith.constant dense<1.0> : vector<4xf32>
  %2 = arith.addf %0, %1 : vector<4xf32>
  %3 = arith.addf %m, %m : vector<2x3xf32>
  %4 = arith.index_cast %w : vector<2x3xi32> to vector<2x3xindex>
  %5 = arith.cmpi sgt, %w, %w : vector<2x3xi32>
  %6 = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi32>
  %7 = arith.select %c, %w, %6 : vector<2x3xi1>, vector<2x3xi32>
  "test.use"(%4, %5, %7) : (vector<2x3xindex>, vector<2x3xi1>, vector<2x3xi32>) -> ()
  return %2, %3 : vector<4xf32>, vector<2x3xf32>
}

func.func @special(%a: i32, %f: f16, %b: f32, %i: index) -> () {
  %0 = arith.truncf %b : f32 to f16
  %1 = arith.truncf %b downward : f32 to f16
  %2 = arith.ceildivsi %a, %a : i32
  %3 = arith.floordivsi %i, %i : index
  %4:2 = arith.mului_extended %a, %a : i32
  %5:2 = arith.addui_extended %a, %a : i32, i1
  %6 = arith.bitcast %a : i32 to f32
  %7 = arith.bitcast %a : i32 to i32
  %8 = arith.extf %f fastmath<fast> : f16 to f32
  %9 = arith.addi %a, %a {foo = 1 : i32} : i32
  "test.use"(%0, %1, %2, %3, %4#0, %4#1, %5#0, %5#1, %6, %7, %8, %9) : (f16, f16, i32, index, i32, i32, i32, i1, f32, i32, f32, i32) -> ()
  return
}

func.func @folded(%a: i32, %i: index) -> (i1, index) {
  %0 = arith.cmpi eq, %a, %a : i32
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %1 = arith.addi %c3, %c4 : index
  return %0, %1 : i1, index
}

func.func @unconvertible(%t: tensor<3xi64>, %s: f8E5M2) -> (tensor<3xindex>, tensor<3xi64>, f8E5M2) {
  %0 = arith.index_cast %t : tensor<3xi64> to tensor<3xindex>
  %1 = arith.ceildivui %t, %t : tensor<3xi64>
  %2 = arith.addf %s, %s : f8E5M2
  return %0, %1, %2 : tensor<3xindex>, tensor<3xi64>, f8E5M2
}

func.func @cfg(%c: i1, %a: index) -> index {
  %0 = arith.addi %a, %a : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %1 = arith.muli %a, %a : index
  cf.br ^bb3(%1 : index)
^bb2:
  %2 = arith.subi %a, %a : index
  cf.br ^bb3(%2 : index)
^bb3(%3: index):
  %4 = arith.addi %3, %0 : index
  return %4 : index
^bb4:
  %5 = arith.muli %a, %a : index
  return %5 : index
}
