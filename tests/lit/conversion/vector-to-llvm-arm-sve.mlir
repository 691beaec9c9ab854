// RUN: strata-opt %s --convert-vector-to-llvm=enable-arm-sve | FileCheck %s
// convert-vector-to-llvm=enable-arm-sve: the arm_sve ops become their intrinsic
// ops one to one (several results through a struct), svbool conversions are
// unrolled over the leading dimensions, psel goes through svbools and an i32
// index, and a vector.create_mask of an SVE predicate (2, 4, 8 or 16 lanes) is
// whilelt from zero, ahead of the step-vector comparison other scalable masks
// get. Byte-identical to mlir-opt-22.

// CHECK-LABEL: func.func @masked(%arg0: vector<[4]xi1>, %arg1: vector<[4]xi32>, %arg2: vector<[4]xf32>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = "arm_sve.intr.add"(%arg0, %arg1, %arg1) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// CHECK-NEXT: %1 = "arm_sve.intr.sub"(%arg0, %arg1, %arg1) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// CHECK-NEXT: %2 = "arm_sve.intr.mul"(%arg0, %arg1, %arg1) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// CHECK-NEXT: %3 = "arm_sve.intr.sdiv"(%arg0, %arg1, %arg1) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// CHECK-NEXT: %4 = "arm_sve.intr.udiv"(%arg0, %arg1, %arg1) : (vector<[4]xi1>, vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
// CHECK-NEXT: %5 = "arm_sve.intr.fadd"(%arg0, %arg2, %arg2) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %6 = "arm_sve.intr.fsub"(%arg0, %arg2, %arg2) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %7 = "arm_sve.intr.fmul"(%arg0, %arg2, %arg2) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: %8 = "arm_sve.intr.fdiv"(%arg0, %arg2, %arg2) : (vector<[4]xi1>, vector<[4]xf32>, vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @masked(%m: vector<[4]xi1>, %a: vector<[4]xi32>, %f: vector<[4]xf32>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>) {
  %0 = arm_sve.masked.addi %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %1 = arm_sve.masked.subi %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %2 = arm_sve.masked.muli %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %3 = arm_sve.masked.divi_signed %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %4 = arm_sve.masked.divi_unsigned %m, %a, %a : vector<[4]xi1>, vector<[4]xi32>
  %5 = arm_sve.masked.addf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %6 = arm_sve.masked.subf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %7 = arm_sve.masked.mulf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  %8 = arm_sve.masked.divf %m, %f, %f : vector<[4]xi1>, vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>, vector<[4]xf32>
}

// CHECK-LABEL: func.func @dots(%arg0: vector<[4]xi32>, %arg1: vector<[16]xi8>, %arg2: vector<[2]xi64>, %arg3: vector<[8]xi16>, %arg4: vector<[4]xf32>, %arg5: vector<[8]xbf16>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = "arm_sve.intr.sdot"(%arg0, %arg1, %arg1) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %1 = "arm_sve.intr.udot"(%arg0, %arg1, %arg1) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %2 = "arm_sve.intr.sdot"(%arg2, %arg3, %arg3) : (vector<[2]xi64>, vector<[8]xi16>, vector<[8]xi16>) -> vector<[2]xi64>
// CHECK-NEXT: %3 = "arm_sve.intr.smmla"(%arg0, %arg1, %arg1) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %4 = "arm_sve.intr.ummla"(%arg0, %arg1, %arg1) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %5 = "arm_sve.intr.usmmla"(%arg0, %arg1, %arg1) : (vector<[4]xi32>, vector<[16]xi8>, vector<[16]xi8>) -> vector<[4]xi32>
// CHECK-NEXT: %6 = arm_sve.intr.bfmmla %arg4, %arg5, %arg5 : vector<[8]xbf16> to vector<[4]xf32>
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6 : vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @dots(%acc: vector<[4]xi32>, %b: vector<[16]xi8>, %acc64: vector<[2]xi64>, %h: vector<[8]xi16>, %facc: vector<[4]xf32>, %bf: vector<[8]xbf16>) -> (vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>) {
  %0 = arm_sve.sdot %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %1 = arm_sve.udot %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %2 = arm_sve.sdot %acc64, %h, %h : vector<[8]xi16> to vector<[2]xi64>
  %3 = arm_sve.smmla %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %4 = arm_sve.ummla %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %5 = arm_sve.usmmla %acc, %b, %b : vector<[16]xi8> to vector<[4]xi32>
  %6 = arm_sve.intr.bfmmla %facc, %bf, %bf : vector<[8]xbf16> to vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6 : vector<[4]xi32>, vector<[4]xi32>, vector<[2]xi64>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xi32>, vector<[4]xf32>
}

// CHECK-LABEL: func.func @svbool(%arg0: vector<[4]xi1>, %arg1: vector<2x[8]xi1>, %arg2: vector<[16]xi1>, %arg3: vector<3x[16]xi1>) -> (vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<3x[16]xi1> to !llvm.array<3 x vector<[16]xi1>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x[8]xi1> to !llvm.array<2 x vector<[8]xi1>>
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<[16]xi1>
// CHECK-NEXT: %2 = "arm_sve.intr.convert.to.svbool"(%arg0) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<2x[16]xi1>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x[16]xi1> to !llvm.array<2 x vector<[16]xi1>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<[8]xi1>>
// CHECK-NEXT: %5 = "arm_sve.intr.convert.to.svbool"(%4) : (vector<[8]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<[16]xi1>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<[8]xi1>>
// CHECK-NEXT: %8 = "arm_sve.intr.convert.to.svbool"(%7) : (vector<[8]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<[16]xi1>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<[16]xi1>> to vector<2x[16]xi1>
// CHECK-NEXT: %cst_1 = arith.constant dense<false> : vector<[2]xi1>
// CHECK-NEXT: %11 = "arm_sve.intr.convert.from.svbool"(%arg2) : (vector<[16]xi1>) -> vector<[2]xi1>
// CHECK-NEXT: %cst_2 = arith.constant dense<false> : vector<3x[4]xi1>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %cst_2 : vector<3x[4]xi1> to !llvm.array<3 x vector<[4]xi1>>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<[16]xi1>>
// CHECK-NEXT: %14 = "arm_sve.intr.convert.from.svbool"(%13) : (vector<[16]xi1>) -> vector<[4]xi1>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %12[0] : !llvm.array<3 x vector<[4]xi1>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<[16]xi1>>
// CHECK-NEXT: %17 = "arm_sve.intr.convert.from.svbool"(%16) : (vector<[16]xi1>) -> vector<[4]xi1>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %15[1] : !llvm.array<3 x vector<[4]xi1>>
// CHECK-NEXT: %19 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<[16]xi1>>
// CHECK-NEXT: %20 = "arm_sve.intr.convert.from.svbool"(%19) : (vector<[16]xi1>) -> vector<[4]xi1>
// CHECK-NEXT: %21 = llvm.insertvalue %20, %18[2] : !llvm.array<3 x vector<[4]xi1>>
// CHECK-NEXT: %22 = builtin.unrealized_conversion_cast %21 : !llvm.array<3 x vector<[4]xi1>> to vector<3x[4]xi1>
// CHECK-NEXT: return %2, %10, %11, %22 : vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>
// CHECK-NEXT: }
func.func @svbool(%p: vector<[4]xi1>, %p2: vector<2x[8]xi1>, %s: vector<[16]xi1>, %s2: vector<3x[16]xi1>) -> (vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>) {
  %0 = arm_sve.convert_to_svbool %p : vector<[4]xi1>
  %1 = arm_sve.convert_to_svbool %p2 : vector<2x[8]xi1>
  %2 = arm_sve.convert_from_svbool %s : vector<[2]xi1>
  %3 = arm_sve.convert_from_svbool %s2 : vector<3x[4]xi1>
  return %0, %1, %2, %3 : vector<[16]xi1>, vector<2x[16]xi1>, vector<[2]xi1>, vector<3x[4]xi1>
}

// CHECK-LABEL: func.func @zips_psel_dupq(%arg0: vector<[4]xf32>, %arg1: vector<[16]xi8>, %arg2: vector<[16]xi1>, %arg3: vector<[4]xi1>, %arg4: index) -> (vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>) {
// CHECK-NEXT: %0 = "arm_sve.intr.zip.x2"(%arg0, %arg0) : (vector<[4]xf32>, vector<[4]xf32>) -> !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(vector<[4]xf32>, vector<[4]xf32>)>
// CHECK-NEXT: %3 = "arm_sve.intr.zip.x4"(%arg1, %arg1, %arg1, %arg1) : (vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>) -> !llvm.struct<(vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>)>
// CHECK-NEXT: %4 = llvm.extractvalue %3[0] : !llvm.struct<(vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>)>
// CHECK-NEXT: %6 = llvm.extractvalue %3[2] : !llvm.struct<(vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>)>
// CHECK-NEXT: %7 = llvm.extractvalue %3[3] : !llvm.struct<(vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>)>
// CHECK-NEXT: %8 = "arm_sve.intr.convert.to.svbool"(%arg2) : (vector<[16]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %9 = arith.index_cast %arg4 : index to i32
// CHECK-NEXT: %10 = "arm_sve.intr.psel"(%8, %arg3, %9) : (vector<[16]xi1>, vector<[4]xi1>, i32) -> vector<[16]xi1>
// CHECK-NEXT: %11 = "arm_sve.intr.convert.from.svbool"(%10) : (vector<[16]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %12 = "arm_sve.intr.dupq_lane"(%arg0) <{lane = 1 : i64}> : (vector<[4]xf32>) -> vector<[4]xf32>
// CHECK-NEXT: return %1, %2, %4, %5, %6, %7, %11, %12 : vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>
// CHECK-NEXT: }
func.func @zips_psel_dupq(%a: vector<[4]xf32>, %b: vector<[16]xi8>, %p1: vector<[16]xi1>, %p2: vector<[4]xi1>, %i: index) -> (vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>) {
  %0, %1 = arm_sve.zip.x2 %a, %a : vector<[4]xf32>
  %2, %3, %4, %5 = arm_sve.zip.x4 %b, %b, %b, %b : vector<[16]xi8>
  %6 = arm_sve.psel %p1, %p2[%i] : vector<[16]xi1>, vector<[4]xi1>
  %7 = arm_sve.dupq_lane %a[1] : vector<[4]xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<[4]xf32>, vector<[4]xf32>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi8>, vector<[16]xi1>, vector<[4]xf32>
}
// CHECK-LABEL: func.func @masks(%arg0: index) -> (vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %1 = llvm.mlir.zero : i64
// CHECK-NEXT: %2 = "arm_sve.intr.whilelt"(%1, %0) : (i64, i64) -> vector<[2]xi1>
// CHECK-NEXT: %3 = llvm.mlir.zero : i64
// CHECK-NEXT: %4 = "arm_sve.intr.whilelt"(%3, %0) : (i64, i64) -> vector<[4]xi1>
// CHECK-NEXT: %5 = llvm.mlir.zero : i64
// CHECK-NEXT: %6 = "arm_sve.intr.whilelt"(%5, %0) : (i64, i64) -> vector<[8]xi1>
// CHECK-NEXT: %7 = llvm.mlir.zero : i64
// CHECK-NEXT: %8 = "arm_sve.intr.whilelt"(%7, %0) : (i64, i64) -> vector<[16]xi1>
// CHECK-NEXT: %9 = llvm.intr.stepvector : vector<[1]xi32>
// CHECK-NEXT: %10 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %11 = llvm.mlir.poison : vector<[1]xi32>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %13 = llvm.insertelement %10, %11[%12 : i32] : vector<[1]xi32>
// CHECK-NEXT: %14 = arith.cmpi slt, %9, %13 : vector<[1]xi32>
// CHECK-NEXT: %15 = llvm.intr.stepvector : vector<[7]xi32>
// CHECK-NEXT: %16 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %17 = llvm.mlir.poison : vector<[7]xi32>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i32] : vector<[7]xi32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [0, 0, 0, 0, 0, 0, 0] : vector<[7]xi32>
// CHECK-NEXT: %21 = arith.cmpi slt, %15, %20 : vector<[7]xi32>
// CHECK-NEXT: %22 = llvm.intr.stepvector : vector<[32]xi32>
// CHECK-NEXT: %23 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %24 = llvm.mlir.poison : vector<[32]xi32>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %26 = llvm.insertelement %23, %24[%25 : i32] : vector<[32]xi32>
// CHECK-NEXT: %27 = llvm.shufflevector %26, %24 [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] : vector<[32]xi32>
// CHECK-NEXT: %28 = arith.cmpi slt, %22, %27 : vector<[32]xi32>
// CHECK-NEXT: %29 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %30 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %31 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %32 = llvm.insertelement %29, %30[%31 : i32] : vector<4xi32>
// CHECK-NEXT: %33 = llvm.shufflevector %32, %30 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %34 = arith.cmpi sgt, %33, %cst : vector<4xi32>
// CHECK-NEXT: return %2, %4, %6, %8, %14, %21, %28, %34 : vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>
// CHECK-NEXT: }
func.func @masks(%index: index) -> (vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>) {
  %0 = vector.create_mask %index : vector<[2]xi1>
  %1 = vector.create_mask %index : vector<[4]xi1>
  %2 = vector.create_mask %index : vector<[8]xi1>
  %3 = vector.create_mask %index : vector<[16]xi1>
  %4 = vector.create_mask %index : vector<[1]xi1>
  %5 = vector.create_mask %index : vector<[7]xi1>
  %6 = vector.create_mask %index : vector<[32]xi1>
  %7 = vector.create_mask %index : vector<4xi1>
  return %0, %1, %2, %3, %4, %5, %6, %7 : vector<[2]xi1>, vector<[4]xi1>, vector<[8]xi1>, vector<[16]xi1>, vector<[1]xi1>, vector<[7]xi1>, vector<[32]xi1>, vector<4xi1>
}
// CHECK-LABEL: func.func @svbool3(%arg0: vector<2x3x[4]xi1>) -> vector<2x3x[16]xi1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x[4]xi1> to !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<2x3x[16]xi1>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x3x[16]xi1> to !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %3 = "arm_sve.intr.convert.to.svbool"(%2) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0, 0] : !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %5 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %6 = "arm_sve.intr.convert.to.svbool"(%5) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %4[0, 1] : !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %9 = "arm_sve.intr.convert.to.svbool"(%8) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[0, 2] : !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %12 = "arm_sve.intr.convert.to.svbool"(%11) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %10[1, 0] : !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %15 = "arm_sve.intr.convert.to.svbool"(%14) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %13[1, 1] : !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<[4]xi1>>>
// CHECK-NEXT: %18 = "arm_sve.intr.convert.to.svbool"(%17) : (vector<[4]xi1>) -> vector<[16]xi1>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[1, 2] : !llvm.array<2 x array<3 x vector<[16]xi1>>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x array<3 x vector<[16]xi1>>> to vector<2x3x[16]xi1>
// CHECK-NEXT: return %20 : vector<2x3x[16]xi1>
// CHECK-NEXT: }
func.func @svbool3(%p: vector<2x3x[4]xi1>) -> vector<2x3x[16]xi1> {
  %0 = arm_sve.convert_to_svbool %p : vector<2x3x[4]xi1>
  return %0 : vector<2x3x[16]xi1>
}
