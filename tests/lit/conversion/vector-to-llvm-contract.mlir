// convert-vector-to-llvm on vector.contract with the default dot lowering, as
// mlir-opt-22: matmuls and matvecs in each map upstream lists become dot
// products (operands transposed so the reduction is innermost, each rhs row
// extracted once), other contractions are unrolled one batch, free or
// reduction dimension at a time; mixed element types and kinds other than
// add stay.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-vector-to-llvm | FileCheck %s

// CHECK: #map = affine_map<(d0, d1) -> (d0, d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (d0)>
// CHECK-LABEL: func.func @mm(%arg0: vector<2x4xf32>, %arg1: vector<4x3xf32>, %arg2: vector<2x3xf32>) -> vector<2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<4x3xf32> to !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x3xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<3x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.extractvalue %4[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i64] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %4[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.extractelement %12[%13 : i64] : vector<3xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %14, %15[%16 : i64] : vector<4xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %11[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<3xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %18[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<4xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<3xf32>
// CHECK-NEXT: %29 = llvm.extractvalue %25[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i64] : vector<4xf32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %25[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %33 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<3xf32>
// CHECK-NEXT: %36 = llvm.extractvalue %32[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i64] : vector<4xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %32[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %40 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %42 = llvm.extractelement %40[%41 : i64] : vector<3xf32>
// CHECK-NEXT: %43 = llvm.extractvalue %39[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i64] : vector<4xf32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %39[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %47 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %49 = llvm.extractelement %47[%48 : i64] : vector<3xf32>
// CHECK-NEXT: %50 = llvm.extractvalue %46[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %52 = llvm.insertelement %49, %50[%51 : i64] : vector<4xf32>
// CHECK-NEXT: %53 = llvm.insertvalue %52, %46[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %54 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %55 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %56 = llvm.extractelement %54[%55 : i64] : vector<3xf32>
// CHECK-NEXT: %57 = llvm.extractvalue %53[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %58 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %59 = llvm.insertelement %56, %57[%58 : i64] : vector<4xf32>
// CHECK-NEXT: %60 = llvm.insertvalue %59, %53[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %61 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %62 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %63 = llvm.extractelement %61[%62 : i64] : vector<3xf32>
// CHECK-NEXT: %64 = llvm.extractvalue %60[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %66 = llvm.insertelement %63, %64[%65 : i64] : vector<4xf32>
// CHECK-NEXT: %67 = llvm.insertvalue %66, %60[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %68 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %69 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %70 = llvm.extractelement %68[%69 : i64] : vector<3xf32>
// CHECK-NEXT: %71 = llvm.extractvalue %67[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %72 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %73 = llvm.insertelement %70, %71[%72 : i64] : vector<4xf32>
// CHECK-NEXT: %74 = llvm.insertvalue %73, %67[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %75 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %76 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %77 = llvm.extractelement %75[%76 : i64] : vector<3xf32>
// CHECK-NEXT: %78 = llvm.extractvalue %74[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %79 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %80 = llvm.insertelement %77, %78[%79 : i64] : vector<4xf32>
// CHECK-NEXT: %81 = llvm.insertvalue %80, %74[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %82 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<3xf32>>
// CHECK-NEXT: %83 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %84 = llvm.extractelement %82[%83 : i64] : vector<3xf32>
// CHECK-NEXT: %85 = llvm.extractvalue %81[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %86 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %87 = llvm.insertelement %84, %85[%86 : i64] : vector<4xf32>
// CHECK-NEXT: %88 = llvm.insertvalue %87, %81[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %89 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %90 = llvm.extractvalue %88[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %91 = arith.mulf %89, %90 : vector<4xf32>
// CHECK-NEXT: %92 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %93 = "llvm.intr.vector.reduce.fadd"(%92, %91) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %94 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %95 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %96 = llvm.insertelement %93, %94[%95 : i64] : vector<3xf32>
// CHECK-NEXT: %97 = llvm.insertvalue %96, %2[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %98 = llvm.extractvalue %88[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %99 = arith.mulf %89, %98 : vector<4xf32>
// CHECK-NEXT: %100 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %101 = "llvm.intr.vector.reduce.fadd"(%100, %99) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %102 = llvm.extractvalue %97[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %103 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %104 = llvm.insertelement %101, %102[%103 : i64] : vector<3xf32>
// CHECK-NEXT: %105 = llvm.insertvalue %104, %97[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %106 = llvm.extractvalue %88[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %107 = arith.mulf %89, %106 : vector<4xf32>
// CHECK-NEXT: %108 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %109 = "llvm.intr.vector.reduce.fadd"(%108, %107) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %110 = llvm.extractvalue %105[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %111 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %112 = llvm.insertelement %109, %110[%111 : i64] : vector<3xf32>
// CHECK-NEXT: %113 = llvm.insertvalue %112, %105[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %114 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %115 = arith.mulf %114, %90 : vector<4xf32>
// CHECK-NEXT: %116 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %117 = "llvm.intr.vector.reduce.fadd"(%116, %115) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %118 = llvm.extractvalue %113[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %119 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %120 = llvm.insertelement %117, %118[%119 : i64] : vector<3xf32>
// CHECK-NEXT: %121 = llvm.insertvalue %120, %113[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %122 = arith.mulf %114, %98 : vector<4xf32>
// CHECK-NEXT: %123 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %124 = "llvm.intr.vector.reduce.fadd"(%123, %122) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %125 = llvm.extractvalue %121[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %126 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %127 = llvm.insertelement %124, %125[%126 : i64] : vector<3xf32>
// CHECK-NEXT: %128 = llvm.insertvalue %127, %121[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %129 = arith.mulf %114, %106 : vector<4xf32>
// CHECK-NEXT: %130 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %131 = "llvm.intr.vector.reduce.fadd"(%130, %129) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %132 = llvm.extractvalue %128[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %133 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %134 = llvm.insertelement %131, %132[%133 : i64] : vector<3xf32>
// CHECK-NEXT: %135 = llvm.insertvalue %134, %128[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %136 = builtin.unrealized_conversion_cast %135 : !llvm.array<2 x vector<3xf32>> to vector<2x3xf32>
// CHECK-NEXT: %137 = arith.addf %136, %arg2 : vector<2x3xf32>
// CHECK-NEXT: return %137 : vector<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mmt(%arg0: vector<4x2xi32>, %arg1: vector<3x4xi32>, %arg2: vector<3x2xi32>) -> vector<3x2xi32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xi32> to !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<4x2xi32> to !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<3x2xi32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<3x2xi32> to !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %3 = ub.poison : vector<2x4xi32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<2xi32>
// CHECK-NEXT: %8 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i64] : vector<4xi32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %4[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.extractelement %12[%13 : i64] : vector<2xi32>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %14, %15[%16 : i64] : vector<4xi32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %11[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<2xi32>
// CHECK-NEXT: %22 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<4xi32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xi32>
// CHECK-NEXT: %29 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i64] : vector<4xi32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %25[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %33 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<2xi32>
// CHECK-NEXT: %36 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %37 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i64] : vector<4xi32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %32[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %40 = llvm.extractvalue %1[2] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.extractelement %40[%41 : i64] : vector<2xi32>
// CHECK-NEXT: %43 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %44 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i64] : vector<4xi32>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %39[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %47 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %49 = llvm.extractelement %47[%48 : i64] : vector<2xi32>
// CHECK-NEXT: %50 = llvm.extractvalue %46[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %52 = llvm.insertelement %49, %50[%51 : i64] : vector<4xi32>
// CHECK-NEXT: %53 = llvm.insertvalue %52, %46[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %54 = llvm.extractvalue %1[3] : !llvm.array<4 x vector<2xi32>>
// CHECK-NEXT: %55 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %56 = llvm.extractelement %54[%55 : i64] : vector<2xi32>
// CHECK-NEXT: %57 = llvm.extractvalue %53[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %58 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %59 = llvm.insertelement %56, %57[%58 : i64] : vector<4xi32>
// CHECK-NEXT: %60 = llvm.insertvalue %59, %53[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %61 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %62 = llvm.extractvalue %60[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %63 = arith.muli %61, %62 : vector<4xi32>
// CHECK-NEXT: %64 = "llvm.intr.vector.reduce.add"(%63) : (vector<4xi32>) -> i32
// CHECK-NEXT: %65 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %66 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %67 = llvm.insertelement %64, %65[%66 : i64] : vector<2xi32>
// CHECK-NEXT: %68 = llvm.insertvalue %67, %2[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %69 = llvm.extractvalue %60[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %70 = arith.muli %61, %69 : vector<4xi32>
// CHECK-NEXT: %71 = "llvm.intr.vector.reduce.add"(%70) : (vector<4xi32>) -> i32
// CHECK-NEXT: %72 = llvm.extractvalue %68[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %73 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %74 = llvm.insertelement %71, %72[%73 : i64] : vector<2xi32>
// CHECK-NEXT: %75 = llvm.insertvalue %74, %68[0] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %76 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %77 = arith.muli %76, %62 : vector<4xi32>
// CHECK-NEXT: %78 = "llvm.intr.vector.reduce.add"(%77) : (vector<4xi32>) -> i32
// CHECK-NEXT: %79 = llvm.extractvalue %75[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %80 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %81 = llvm.insertelement %78, %79[%80 : i64] : vector<2xi32>
// CHECK-NEXT: %82 = llvm.insertvalue %81, %75[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %83 = arith.muli %76, %69 : vector<4xi32>
// CHECK-NEXT: %84 = "llvm.intr.vector.reduce.add"(%83) : (vector<4xi32>) -> i32
// CHECK-NEXT: %85 = llvm.extractvalue %82[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %86 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %87 = llvm.insertelement %84, %85[%86 : i64] : vector<2xi32>
// CHECK-NEXT: %88 = llvm.insertvalue %87, %82[1] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %89 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xi32>>
// CHECK-NEXT: %90 = arith.muli %89, %62 : vector<4xi32>
// CHECK-NEXT: %91 = "llvm.intr.vector.reduce.add"(%90) : (vector<4xi32>) -> i32
// CHECK-NEXT: %92 = llvm.extractvalue %88[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %93 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %94 = llvm.insertelement %91, %92[%93 : i64] : vector<2xi32>
// CHECK-NEXT: %95 = llvm.insertvalue %94, %88[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %96 = arith.muli %89, %69 : vector<4xi32>
// CHECK-NEXT: %97 = "llvm.intr.vector.reduce.add"(%96) : (vector<4xi32>) -> i32
// CHECK-NEXT: %98 = llvm.extractvalue %95[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %99 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %100 = llvm.insertelement %97, %98[%99 : i64] : vector<2xi32>
// CHECK-NEXT: %101 = llvm.insertvalue %100, %95[2] : !llvm.array<3 x vector<2xi32>>
// CHECK-NEXT: %102 = builtin.unrealized_conversion_cast %101 : !llvm.array<3 x vector<2xi32>> to vector<3x2xi32>
// CHECK-NEXT: %103 = arith.addi %102, %arg2 : vector<3x2xi32>
// CHECK-NEXT: return %103 : vector<3x2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mv(%arg0: vector<2x4xf32>, %arg1: vector<4xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = arith.mulf %1, %arg1 : vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %4 = "llvm.intr.vector.reduce.fadd"(%3, %2) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.insertelement %4, %cst[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = arith.mulf %7, %arg1 : vector<4xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.fadd"(%9, %8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.insertelement %10, %6[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = arith.addf %12, %arg2 : vector<2xf32>
// CHECK-NEXT: return %13 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @vm(%arg0: vector<4xf32>, %arg1: vector<4x2xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %1 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.extractelement %3[%4 : i64] : vector<2xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.insertelement %5, %6[%7 : i64] : vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %12, %13[%14 : i64] : vector<4xf32>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %19 = llvm.extractelement %17[%18 : i64] : vector<2xf32>
// CHECK-NEXT: %20 = llvm.extractvalue %16[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %22 = llvm.insertelement %19, %20[%21 : i64] : vector<4xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %16[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<2xf32>
// CHECK-NEXT: %27 = llvm.extractvalue %23[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i64] : vector<4xf32>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %23[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %31 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %33 = llvm.extractelement %31[%32 : i64] : vector<2xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %30[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %33, %34[%35 : i64] : vector<4xf32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %30[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %38 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %39 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %40 = llvm.extractelement %38[%39 : i64] : vector<2xf32>
// CHECK-NEXT: %41 = llvm.extractvalue %37[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i64] : vector<4xf32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %37[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %45 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %47 = llvm.extractelement %45[%46 : i64] : vector<2xf32>
// CHECK-NEXT: %48 = llvm.extractvalue %44[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %49 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %50 = llvm.insertelement %47, %48[%49 : i64] : vector<4xf32>
// CHECK-NEXT: %51 = llvm.insertvalue %50, %44[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %52 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %54 = llvm.extractelement %52[%53 : i64] : vector<2xf32>
// CHECK-NEXT: %55 = llvm.extractvalue %51[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %56 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %57 = llvm.insertelement %54, %55[%56 : i64] : vector<4xf32>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %51[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %59 = llvm.extractvalue %58[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %60 = arith.mulf %59, %arg0 : vector<4xf32>
// CHECK-NEXT: %61 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %62 = "llvm.intr.vector.reduce.fadd"(%61, %60) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %63 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %64 = llvm.insertelement %62, %cst[%63 : i64] : vector<2xf32>
// CHECK-NEXT: %65 = llvm.extractvalue %58[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %66 = arith.mulf %65, %arg0 : vector<4xf32>
// CHECK-NEXT: %67 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %68 = "llvm.intr.vector.reduce.fadd"(%67, %66) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %70 = llvm.insertelement %68, %64[%69 : i64] : vector<2xf32>
// CHECK-NEXT: %71 = arith.addf %70, %arg2 : vector<2xf32>
// CHECK-NEXT: return %71 : vector<2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dotp(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT: %1 = "llvm.intr.vector.reduce.fadd"(%arg2, %0) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @bmm(%arg0: vector<2x2x3xf32>, %arg1: vector<2x3x2xf32>, %arg2: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x2x3xf32> to !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<2x3xf32>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2x2xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2x2xf32> to !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %11 = llvm.extractelement %9[%10 : i64] : vector<2xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %14 = llvm.insertelement %11, %12[%13 : i64] : vector<3xf32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %5[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %16[%17 : i64] : vector<2xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %15[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %18, %19[%20 : i64] : vector<3xf32>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %15[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %24 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %25 = llvm.extractelement %23[%24 : i64] : vector<2xf32>
// CHECK-NEXT: %26 = llvm.extractvalue %22[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.insertelement %25, %26[%27 : i64] : vector<3xf32>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %22[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %30 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %31 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %32 = llvm.extractelement %30[%31 : i64] : vector<2xf32>
// CHECK-NEXT: %33 = llvm.extractvalue %29[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %34 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %35 = llvm.insertelement %32, %33[%34 : i64] : vector<3xf32>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %29[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %37 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %38 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %39 = llvm.extractelement %37[%38 : i64] : vector<2xf32>
// CHECK-NEXT: %40 = llvm.extractvalue %36[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %41 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %39, %40[%41 : i64] : vector<3xf32>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %36[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %44 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %46 = llvm.extractelement %44[%45 : i64] : vector<2xf32>
// CHECK-NEXT: %47 = llvm.extractvalue %43[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %48 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %49 = llvm.insertelement %46, %47[%48 : i64] : vector<3xf32>
// CHECK-NEXT: %50 = llvm.insertvalue %49, %43[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %51 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %52 = llvm.extractvalue %50[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %53 = arith.mulf %51, %52 : vector<3xf32>
// CHECK-NEXT: %54 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %55 = "llvm.intr.vector.reduce.fadd"(%54, %53) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %56 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %57 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %58 = llvm.insertelement %55, %56[%57 : i64] : vector<2xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %58, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %60 = llvm.extractvalue %50[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %61 = arith.mulf %51, %60 : vector<3xf32>
// CHECK-NEXT: %62 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %63 = "llvm.intr.vector.reduce.fadd"(%62, %61) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %64 = llvm.extractvalue %59[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %66 = llvm.insertelement %63, %64[%65 : i64] : vector<2xf32>
// CHECK-NEXT: %67 = llvm.insertvalue %66, %59[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %68 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %69 = arith.mulf %68, %52 : vector<3xf32>
// CHECK-NEXT: %70 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %71 = "llvm.intr.vector.reduce.fadd"(%70, %69) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %72 = llvm.extractvalue %67[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %73 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %74 = llvm.insertelement %71, %72[%73 : i64] : vector<2xf32>
// CHECK-NEXT: %75 = llvm.insertvalue %74, %67[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %76 = arith.mulf %68, %60 : vector<3xf32>
// CHECK-NEXT: %77 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %78 = "llvm.intr.vector.reduce.fadd"(%77, %76) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %79 = llvm.extractvalue %75[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %80 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %81 = llvm.insertelement %78, %79[%80 : i64] : vector<2xf32>
// CHECK-NEXT: %82 = llvm.insertvalue %81, %75[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %83 = builtin.unrealized_conversion_cast %82 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %84 = arith.addf %83, %8 : vector<2x2xf32>
// CHECK-NEXT: %85 = builtin.unrealized_conversion_cast %84 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %86 = llvm.insertvalue %85, %6[0] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %87 = llvm.extractvalue %2[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %88 = builtin.unrealized_conversion_cast %87 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %89 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %90 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %91 = llvm.extractelement %89[%90 : i64] : vector<2xf32>
// CHECK-NEXT: %92 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %93 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %94 = llvm.insertelement %91, %92[%93 : i64] : vector<3xf32>
// CHECK-NEXT: %95 = llvm.insertvalue %94, %5[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %96 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %97 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %98 = llvm.extractelement %96[%97 : i64] : vector<2xf32>
// CHECK-NEXT: %99 = llvm.extractvalue %95[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %100 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %101 = llvm.insertelement %98, %99[%100 : i64] : vector<3xf32>
// CHECK-NEXT: %102 = llvm.insertvalue %101, %95[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %103 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %104 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %105 = llvm.extractelement %103[%104 : i64] : vector<2xf32>
// CHECK-NEXT: %106 = llvm.extractvalue %102[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %107 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %108 = llvm.insertelement %105, %106[%107 : i64] : vector<3xf32>
// CHECK-NEXT: %109 = llvm.insertvalue %108, %102[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %110 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %111 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %112 = llvm.extractelement %110[%111 : i64] : vector<2xf32>
// CHECK-NEXT: %113 = llvm.extractvalue %109[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %114 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %115 = llvm.insertelement %112, %113[%114 : i64] : vector<3xf32>
// CHECK-NEXT: %116 = llvm.insertvalue %115, %109[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %117 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %118 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %119 = llvm.extractelement %117[%118 : i64] : vector<2xf32>
// CHECK-NEXT: %120 = llvm.extractvalue %116[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %121 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %122 = llvm.insertelement %119, %120[%121 : i64] : vector<3xf32>
// CHECK-NEXT: %123 = llvm.insertvalue %122, %116[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %124 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %125 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %126 = llvm.extractelement %124[%125 : i64] : vector<2xf32>
// CHECK-NEXT: %127 = llvm.extractvalue %123[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %128 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %129 = llvm.insertelement %126, %127[%128 : i64] : vector<3xf32>
// CHECK-NEXT: %130 = llvm.insertvalue %129, %123[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %131 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %132 = llvm.extractvalue %130[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %133 = arith.mulf %131, %132 : vector<3xf32>
// CHECK-NEXT: %134 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %135 = "llvm.intr.vector.reduce.fadd"(%134, %133) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %136 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %137 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %138 = llvm.insertelement %135, %136[%137 : i64] : vector<2xf32>
// CHECK-NEXT: %139 = llvm.insertvalue %138, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %140 = llvm.extractvalue %130[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %141 = arith.mulf %131, %140 : vector<3xf32>
// CHECK-NEXT: %142 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %143 = "llvm.intr.vector.reduce.fadd"(%142, %141) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %144 = llvm.extractvalue %139[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %145 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %146 = llvm.insertelement %143, %144[%145 : i64] : vector<2xf32>
// CHECK-NEXT: %147 = llvm.insertvalue %146, %139[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %148 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %149 = arith.mulf %148, %132 : vector<3xf32>
// CHECK-NEXT: %150 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %151 = "llvm.intr.vector.reduce.fadd"(%150, %149) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %152 = llvm.extractvalue %147[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %153 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %154 = llvm.insertelement %151, %152[%153 : i64] : vector<2xf32>
// CHECK-NEXT: %155 = llvm.insertvalue %154, %147[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %156 = arith.mulf %148, %140 : vector<3xf32>
// CHECK-NEXT: %157 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %158 = "llvm.intr.vector.reduce.fadd"(%157, %156) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<3xf32>) -> f32
// CHECK-NEXT: %159 = llvm.extractvalue %155[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %160 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %161 = llvm.insertelement %158, %159[%160 : i64] : vector<2xf32>
// CHECK-NEXT: %162 = llvm.insertvalue %161, %155[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %163 = builtin.unrealized_conversion_cast %162 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %164 = arith.addf %163, %88 : vector<2x2xf32>
// CHECK-NEXT: %165 = builtin.unrealized_conversion_cast %164 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %166 = llvm.insertvalue %165, %86[1] : !llvm.array<2 x array<2 x vector<2xf32>>>
// CHECK-NEXT: %167 = builtin.unrealized_conversion_cast %166 : !llvm.array<2 x array<2 x vector<2xf32>>> to vector<2x2x2xf32>
// CHECK-NEXT: return %167 : vector<2x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @red2(%arg0: vector<2x3xi32>, %arg1: vector<2x3xi32>, %arg2: i32) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %3 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %4 = arith.muli %2, %3 : vector<3xi32>
// CHECK-NEXT: %5 = "llvm.intr.vector.reduce.add"(%4) : (vector<3xi32>) -> i32
// CHECK-NEXT: %6 = llvm.add %arg2, %5 : i32
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %9 = arith.muli %7, %8 : vector<3xi32>
// CHECK-NEXT: %10 = "llvm.intr.vector.reduce.add"(%9) : (vector<3xi32>) -> i32
// CHECK-NEXT: %11 = llvm.add %6, %10 : i32
// CHECK-NEXT: return %11 : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @m4(%arg0: vector<2x3x2xf32>, %arg1: vector<2x3x2xf32>, %arg2: vector<2x2xf32>) -> vector<2x2xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x2xf32> to !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2xf32>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %5 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %6 = llvm.extractelement %4[%5 : i64] : vector<2xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %9 = llvm.extractelement %7[%8 : i64] : vector<2xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %2[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %12 = llvm.extractelement %10[%11 : i64] : vector<2xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %14 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %15 = llvm.extractelement %13[%14 : i64] : vector<2xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %17 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %18 = llvm.extractelement %16[%17 : i64] : vector<2xf32>
// CHECK-NEXT: %19 = llvm.extractvalue %2[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<2xf32>
// CHECK-NEXT: %22 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<2xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %26 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %27 = llvm.insertelement %6, %cst_0[%26 : i64] : vector<2xf32>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.insertelement %15, %27[%28 : i64] : vector<2xf32>
// CHECK-NEXT: %30 = arith.mulf %25, %29 : vector<2xf32>
// CHECK-NEXT: %31 = "llvm.intr.vector.reduce.fadd"(%24, %30) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %32 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %34 = llvm.insertelement %9, %cst_0[%33 : i64] : vector<2xf32>
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %18, %34[%35 : i64] : vector<2xf32>
// CHECK-NEXT: %37 = arith.mulf %32, %36 : vector<2xf32>
// CHECK-NEXT: %38 = "llvm.intr.vector.reduce.fadd"(%31, %37) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %39 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %40 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %41 = llvm.insertelement %12, %cst_0[%40 : i64] : vector<2xf32>
// CHECK-NEXT: %42 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %43 = llvm.insertelement %21, %41[%42 : i64] : vector<2xf32>
// CHECK-NEXT: %44 = arith.mulf %39, %43 : vector<2xf32>
// CHECK-NEXT: %45 = "llvm.intr.vector.reduce.fadd"(%38, %44) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %46 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %47 = llvm.insertelement %45, %cst_0[%46 : i64] : vector<2xf32>
// CHECK-NEXT: %48 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %50 = llvm.extractelement %48[%49 : i64] : vector<2xf32>
// CHECK-NEXT: %51 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %52 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %53 = llvm.extractelement %51[%52 : i64] : vector<2xf32>
// CHECK-NEXT: %54 = llvm.extractvalue %2[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %55 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %56 = llvm.extractelement %54[%55 : i64] : vector<2xf32>
// CHECK-NEXT: %57 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %58 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %59 = llvm.extractelement %57[%58 : i64] : vector<2xf32>
// CHECK-NEXT: %60 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %61 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %62 = llvm.extractelement %60[%61 : i64] : vector<2xf32>
// CHECK-NEXT: %63 = llvm.extractvalue %2[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %64 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %65 = llvm.extractelement %63[%64 : i64] : vector<2xf32>
// CHECK-NEXT: %66 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %67 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %68 = llvm.extractelement %66[%67 : i64] : vector<2xf32>
// CHECK-NEXT: %69 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %71 = llvm.insertelement %50, %cst_0[%70 : i64] : vector<2xf32>
// CHECK-NEXT: %72 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %73 = llvm.insertelement %59, %71[%72 : i64] : vector<2xf32>
// CHECK-NEXT: %74 = arith.mulf %69, %73 : vector<2xf32>
// CHECK-NEXT: %75 = "llvm.intr.vector.reduce.fadd"(%68, %74) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %76 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %77 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %78 = llvm.insertelement %53, %cst_0[%77 : i64] : vector<2xf32>
// CHECK-NEXT: %79 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %80 = llvm.insertelement %62, %78[%79 : i64] : vector<2xf32>
// CHECK-NEXT: %81 = arith.mulf %76, %80 : vector<2xf32>
// CHECK-NEXT: %82 = "llvm.intr.vector.reduce.fadd"(%75, %81) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %83 = llvm.extractvalue %0[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %84 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %85 = llvm.insertelement %56, %cst_0[%84 : i64] : vector<2xf32>
// CHECK-NEXT: %86 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %87 = llvm.insertelement %65, %85[%86 : i64] : vector<2xf32>
// CHECK-NEXT: %88 = arith.mulf %83, %87 : vector<2xf32>
// CHECK-NEXT: %89 = "llvm.intr.vector.reduce.fadd"(%82, %88) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %90 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %91 = llvm.insertelement %89, %47[%90 : i64] : vector<2xf32>
// CHECK-NEXT: %92 = llvm.insertvalue %91, %3[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %93 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %95 = llvm.extractelement %93[%94 : i64] : vector<2xf32>
// CHECK-NEXT: %96 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %97 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %98 = llvm.extractelement %96[%97 : i64] : vector<2xf32>
// CHECK-NEXT: %99 = llvm.extractvalue %2[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %100 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %101 = llvm.extractelement %99[%100 : i64] : vector<2xf32>
// CHECK-NEXT: %102 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %103 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %104 = llvm.extractelement %102[%103 : i64] : vector<2xf32>
// CHECK-NEXT: %105 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %106 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %107 = llvm.extractelement %105[%106 : i64] : vector<2xf32>
// CHECK-NEXT: %108 = llvm.extractvalue %2[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %109 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %110 = llvm.extractelement %108[%109 : i64] : vector<2xf32>
// CHECK-NEXT: %111 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %112 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %113 = llvm.extractelement %111[%112 : i64] : vector<2xf32>
// CHECK-NEXT: %114 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %115 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %116 = llvm.insertelement %95, %cst_0[%115 : i64] : vector<2xf32>
// CHECK-NEXT: %117 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %118 = llvm.insertelement %104, %116[%117 : i64] : vector<2xf32>
// CHECK-NEXT: %119 = arith.mulf %114, %118 : vector<2xf32>
// CHECK-NEXT: %120 = "llvm.intr.vector.reduce.fadd"(%113, %119) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %121 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %122 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %123 = llvm.insertelement %98, %cst_0[%122 : i64] : vector<2xf32>
// CHECK-NEXT: %124 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %125 = llvm.insertelement %107, %123[%124 : i64] : vector<2xf32>
// CHECK-NEXT: %126 = arith.mulf %121, %125 : vector<2xf32>
// CHECK-NEXT: %127 = "llvm.intr.vector.reduce.fadd"(%120, %126) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %128 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %129 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %130 = llvm.insertelement %101, %cst_0[%129 : i64] : vector<2xf32>
// CHECK-NEXT: %131 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %132 = llvm.insertelement %110, %130[%131 : i64] : vector<2xf32>
// CHECK-NEXT: %133 = arith.mulf %128, %132 : vector<2xf32>
// CHECK-NEXT: %134 = "llvm.intr.vector.reduce.fadd"(%127, %133) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %135 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %136 = llvm.insertelement %134, %cst_0[%135 : i64] : vector<2xf32>
// CHECK-NEXT: %137 = llvm.extractvalue %2[0, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %138 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %139 = llvm.extractelement %137[%138 : i64] : vector<2xf32>
// CHECK-NEXT: %140 = llvm.extractvalue %2[0, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %141 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %142 = llvm.extractelement %140[%141 : i64] : vector<2xf32>
// CHECK-NEXT: %143 = llvm.extractvalue %2[0, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %144 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %145 = llvm.extractelement %143[%144 : i64] : vector<2xf32>
// CHECK-NEXT: %146 = llvm.extractvalue %2[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %147 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %148 = llvm.extractelement %146[%147 : i64] : vector<2xf32>
// CHECK-NEXT: %149 = llvm.extractvalue %2[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %150 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %151 = llvm.extractelement %149[%150 : i64] : vector<2xf32>
// CHECK-NEXT: %152 = llvm.extractvalue %2[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %153 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %154 = llvm.extractelement %152[%153 : i64] : vector<2xf32>
// CHECK-NEXT: %155 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %156 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %157 = llvm.extractelement %155[%156 : i64] : vector<2xf32>
// CHECK-NEXT: %158 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %159 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %160 = llvm.insertelement %139, %cst_0[%159 : i64] : vector<2xf32>
// CHECK-NEXT: %161 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %162 = llvm.insertelement %148, %160[%161 : i64] : vector<2xf32>
// CHECK-NEXT: %163 = arith.mulf %158, %162 : vector<2xf32>
// CHECK-NEXT: %164 = "llvm.intr.vector.reduce.fadd"(%157, %163) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %165 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %166 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %167 = llvm.insertelement %142, %cst_0[%166 : i64] : vector<2xf32>
// CHECK-NEXT: %168 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %169 = llvm.insertelement %151, %167[%168 : i64] : vector<2xf32>
// CHECK-NEXT: %170 = arith.mulf %165, %169 : vector<2xf32>
// CHECK-NEXT: %171 = "llvm.intr.vector.reduce.fadd"(%164, %170) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %172 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<3 x vector<2xf32>>>
// CHECK-NEXT: %173 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %174 = llvm.insertelement %145, %cst_0[%173 : i64] : vector<2xf32>
// CHECK-NEXT: %175 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %176 = llvm.insertelement %154, %174[%175 : i64] : vector<2xf32>
// CHECK-NEXT: %177 = arith.mulf %172, %176 : vector<2xf32>
// CHECK-NEXT: %178 = "llvm.intr.vector.reduce.fadd"(%171, %177) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<2xf32>) -> f32
// CHECK-NEXT: %179 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %180 = llvm.insertelement %178, %136[%179 : i64] : vector<2xf32>
// CHECK-NEXT: %181 = llvm.insertvalue %180, %92[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %182 = builtin.unrealized_conversion_cast %181 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %182 : vector<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @tr(%arg0: vector<3x2xi64>, %arg1: vector<3x2xi64>, %arg2: vector<2x2xi64>) -> vector<2x2xi64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xi64> to !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<3x2xi64> to !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<2x2xi64>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x2xi64> to !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %3 = ub.poison : vector<2x3xi64>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<2x3xi64> to !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<2xi64>
// CHECK-NEXT: %8 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i64] : vector<3xi64>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %4[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.extractelement %12[%13 : i64] : vector<2xi64>
// CHECK-NEXT: %15 = llvm.extractvalue %11[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.insertelement %14, %15[%16 : i64] : vector<3xi64>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %11[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.extractelement %19[%20 : i64] : vector<2xi64>
// CHECK-NEXT: %22 = llvm.extractvalue %18[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i64] : vector<3xi64>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %18[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %26 = llvm.extractvalue %1[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %27 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %28 = llvm.extractelement %26[%27 : i64] : vector<2xi64>
// CHECK-NEXT: %29 = llvm.extractvalue %25[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %28, %29[%30 : i64] : vector<3xi64>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %25[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %33 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %35 = llvm.extractelement %33[%34 : i64] : vector<2xi64>
// CHECK-NEXT: %36 = llvm.extractvalue %32[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %37 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %38 = llvm.insertelement %35, %36[%37 : i64] : vector<3xi64>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %32[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %40 = llvm.extractvalue %1[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.extractelement %40[%41 : i64] : vector<2xi64>
// CHECK-NEXT: %43 = llvm.extractvalue %39[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %44 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %45 = llvm.insertelement %42, %43[%44 : i64] : vector<3xi64>
// CHECK-NEXT: %46 = llvm.insertvalue %45, %39[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %47 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %48 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %49 = llvm.extractelement %47[%48 : i64] : vector<2xi64>
// CHECK-NEXT: %50 = llvm.extractvalue %4[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %51 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %52 = llvm.insertelement %49, %50[%51 : i64] : vector<3xi64>
// CHECK-NEXT: %53 = llvm.insertvalue %52, %4[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %54 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %55 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %56 = llvm.extractelement %54[%55 : i64] : vector<2xi64>
// CHECK-NEXT: %57 = llvm.extractvalue %53[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %58 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %59 = llvm.insertelement %56, %57[%58 : i64] : vector<3xi64>
// CHECK-NEXT: %60 = llvm.insertvalue %59, %53[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %61 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %62 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %63 = llvm.extractelement %61[%62 : i64] : vector<2xi64>
// CHECK-NEXT: %64 = llvm.extractvalue %60[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %65 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %66 = llvm.insertelement %63, %64[%65 : i64] : vector<3xi64>
// CHECK-NEXT: %67 = llvm.insertvalue %66, %60[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %68 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %69 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %70 = llvm.extractelement %68[%69 : i64] : vector<2xi64>
// CHECK-NEXT: %71 = llvm.extractvalue %67[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %72 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %73 = llvm.insertelement %70, %71[%72 : i64] : vector<3xi64>
// CHECK-NEXT: %74 = llvm.insertvalue %73, %67[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %75 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %76 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %77 = llvm.extractelement %75[%76 : i64] : vector<2xi64>
// CHECK-NEXT: %78 = llvm.extractvalue %74[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %79 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %80 = llvm.insertelement %77, %78[%79 : i64] : vector<3xi64>
// CHECK-NEXT: %81 = llvm.insertvalue %80, %74[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %82 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xi64>>
// CHECK-NEXT: %83 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %84 = llvm.extractelement %82[%83 : i64] : vector<2xi64>
// CHECK-NEXT: %85 = llvm.extractvalue %81[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %86 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %87 = llvm.insertelement %84, %85[%86 : i64] : vector<3xi64>
// CHECK-NEXT: %88 = llvm.insertvalue %87, %81[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %89 = llvm.extractvalue %46[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %90 = llvm.extractvalue %88[0] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %91 = arith.muli %89, %90 : vector<3xi64>
// CHECK-NEXT: %92 = "llvm.intr.vector.reduce.add"(%91) : (vector<3xi64>) -> i64
// CHECK-NEXT: %93 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %94 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %95 = llvm.insertelement %92, %93[%94 : i64] : vector<2xi64>
// CHECK-NEXT: %96 = llvm.insertvalue %95, %2[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %97 = llvm.extractvalue %88[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %98 = arith.muli %89, %97 : vector<3xi64>
// CHECK-NEXT: %99 = "llvm.intr.vector.reduce.add"(%98) : (vector<3xi64>) -> i64
// CHECK-NEXT: %100 = llvm.extractvalue %96[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %101 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %102 = llvm.insertelement %99, %100[%101 : i64] : vector<2xi64>
// CHECK-NEXT: %103 = llvm.insertvalue %102, %96[0] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %104 = llvm.extractvalue %46[1] : !llvm.array<2 x vector<3xi64>>
// CHECK-NEXT: %105 = arith.muli %104, %90 : vector<3xi64>
// CHECK-NEXT: %106 = "llvm.intr.vector.reduce.add"(%105) : (vector<3xi64>) -> i64
// CHECK-NEXT: %107 = llvm.extractvalue %103[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %108 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %109 = llvm.insertelement %106, %107[%108 : i64] : vector<2xi64>
// CHECK-NEXT: %110 = llvm.insertvalue %109, %103[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %111 = arith.muli %104, %97 : vector<3xi64>
// CHECK-NEXT: %112 = "llvm.intr.vector.reduce.add"(%111) : (vector<3xi64>) -> i64
// CHECK-NEXT: %113 = llvm.extractvalue %110[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %114 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %115 = llvm.insertelement %112, %113[%114 : i64] : vector<2xi64>
// CHECK-NEXT: %116 = llvm.insertvalue %115, %110[1] : !llvm.array<2 x vector<2xi64>>
// CHECK-NEXT: %117 = builtin.unrealized_conversion_cast %116 : !llvm.array<2 x vector<2xi64>> to vector<2x2xi64>
// CHECK-NEXT: %118 = arith.addi %117, %arg2 : vector<2x2xi64>
// CHECK-NEXT: return %118 : vector<2x2xi64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rb(%arg0: vector<3x2xf64>, %arg1: vector<3xf64>, %arg2: vector<2xf64>) -> vector<2xf64> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2xf64> to !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2xf64>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<3xf64>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %2 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %3 = llvm.extractelement %1[%2 : i64] : vector<2xf64>
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %5 = llvm.insertelement %3, %cst_0[%4 : i64] : vector<3xf64>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %8 = llvm.extractelement %6[%7 : i64] : vector<2xf64>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.insertelement %8, %5[%9 : i64] : vector<3xf64>
// CHECK-NEXT: %11 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<2xf64>
// CHECK-NEXT: %14 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %15 = llvm.insertelement %13, %10[%14 : i64] : vector<3xf64>
// CHECK-NEXT: %16 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %arg2[%16 : i64] : vector<2xf64>
// CHECK-NEXT: %18 = arith.mulf %15, %arg1 : vector<3xf64>
// CHECK-NEXT: %19 = "llvm.intr.vector.reduce.fadd"(%17, %18) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<3xf64>) -> f64
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %21 = llvm.insertelement %19, %cst[%20 : i64] : vector<2xf64>
// CHECK-NEXT: %22 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %23 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %24 = llvm.extractelement %22[%23 : i64] : vector<2xf64>
// CHECK-NEXT: %25 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %26 = llvm.insertelement %24, %cst_0[%25 : i64] : vector<3xf64>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %29 = llvm.extractelement %27[%28 : i64] : vector<2xf64>
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.insertelement %29, %26[%30 : i64] : vector<3xf64>
// CHECK-NEXT: %32 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<2xf64>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<2xf64>
// CHECK-NEXT: %35 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %36 = llvm.insertelement %34, %31[%35 : i64] : vector<3xf64>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %38 = llvm.extractelement %arg2[%37 : i64] : vector<2xf64>
// CHECK-NEXT: %39 = arith.mulf %36, %arg1 : vector<3xf64>
// CHECK-NEXT: %40 = "llvm.intr.vector.reduce.fadd"(%38, %39) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, vector<3xf64>) -> f64
// CHECK-NEXT: %41 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %42 = llvm.insertelement %40, %21[%41 : i64] : vector<2xf64>
// CHECK-NEXT: return %42 : vector<2xf64>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mixed(%arg0: vector<2x3xi8>, %arg1: vector<3xi8>, %arg2: vector<2xi32>) -> vector<2xi32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %arg0, %arg1, %arg2 : vector<2x3xi8>, vector<3xi8> into vector<2xi32>
// CHECK-NEXT: return %0 : vector<2xi32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mx(%arg0: vector<2x3xf32>, %arg1: vector<3xf32>, %arg2: vector<2xf32>) -> vector<2xf32> {
// CHECK-NEXT: %0 = vector.contract {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %arg0, %arg1, %arg2 : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
// CHECK-NEXT: return %0 : vector<2xf32>
// CHECK-NEXT: }
#mm = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>]
#mmt = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (j, k)>, affine_map<(i, j, k) -> (j, i)>]
#mv = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]
#vm = [affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (k, i)>, affine_map<(i, k) -> (i)>]
#dotp = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> ()>]
#bmm = [affine_map<(b, i, j, k) -> (b, i, k)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>]
#red2 = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> ()>]
#outer = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>]
#m4 = [affine_map<(i, j, k, l) -> (i, k, l)>, affine_map<(i, j, k, l) -> (l, k, j)>, affine_map<(i, j, k, l) -> (i, j)>]
#tr = [affine_map<(i, j, k) -> (k, i)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (j, i)>]
#rb = [affine_map<(k, i) -> (k, i)>, affine_map<(k, i) -> (k)>, affine_map<(k, i) -> (i)>]
#mixed = [affine_map<(i, k) -> (i, k)>, affine_map<(i, k) -> (k)>, affine_map<(i, k) -> (i)>]
func.func @mm(%a: vector<2x4xf32>, %b: vector<4x3xf32>, %c: vector<2x3xf32>) -> vector<2x3xf32> {
  %0 = vector.contract {indexing_maps = #mm, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4x3xf32> into vector<2x3xf32>
  return %0 : vector<2x3xf32>
}
func.func @mmt(%a: vector<4x2xi32>, %b: vector<3x4xi32>, %c: vector<3x2xi32>) -> vector<3x2xi32> {
  %0 = vector.contract {indexing_maps = #mmt, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4x2xi32>, vector<3x4xi32> into vector<3x2xi32>
  return %0 : vector<3x2xi32>
}
func.func @mv(%a: vector<2x4xf32>, %b: vector<4xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = #mv, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x4xf32>, vector<4xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @vm(%a: vector<4xf32>, %b: vector<4x2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = #vm, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4x2xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
func.func @dotp(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  %0 = vector.contract {indexing_maps = #dotp, iterator_types = ["reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %0 : f32
}
func.func @bmm(%a: vector<2x2x3xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2x2xf32>) -> vector<2x2x2xf32> {
  %0 = vector.contract {indexing_maps = #bmm, iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x2x3xf32>, vector<2x3x2xf32> into vector<2x2x2xf32>
  return %0 : vector<2x2x2xf32>
}
func.func @red2(%a: vector<2x3xi32>, %b: vector<2x3xi32>, %c: i32) -> i32 {
  %0 = vector.contract {indexing_maps = #red2, iterator_types = ["reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi32>, vector<2x3xi32> into i32
  return %0 : i32
}
func.func @m4(%a: vector<2x3x2xf32>, %b: vector<2x3x2xf32>, %c: vector<2x2xf32>) -> vector<2x2xf32> {
  %0 = vector.contract {indexing_maps = #m4, iterator_types = ["parallel", "parallel", "reduction", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3x2xf32>, vector<2x3x2xf32> into vector<2x2xf32>
  return %0 : vector<2x2xf32>
}
func.func @tr(%a: vector<3x2xi64>, %b: vector<3x2xi64>, %c: vector<2x2xi64>) -> vector<2x2xi64> {
  %0 = vector.contract {indexing_maps = #tr, iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xi64>, vector<3x2xi64> into vector<2x2xi64>
  return %0 : vector<2x2xi64>
}
func.func @rb(%a: vector<3x2xf64>, %b: vector<3xf64>, %c: vector<2xf64>) -> vector<2xf64> {
  %0 = vector.contract {indexing_maps = #rb, iterator_types = ["reduction", "parallel"], kind = #vector.kind<add>} %a, %b, %c : vector<3x2xf64>, vector<3xf64> into vector<2xf64>
  return %0 : vector<2xf64>
}
func.func @mixed(%a: vector<2x3xi8>, %b: vector<3xi8>, %c: vector<2xi32>) -> vector<2xi32> {
  %0 = vector.contract {indexing_maps = #mixed, iterator_types = ["parallel", "reduction"], kind = #vector.kind<add>} %a, %b, %c : vector<2x3xi8>, vector<3xi8> into vector<2xi32>
  return %0 : vector<2xi32>
}
func.func @mx(%a: vector<2x3xf32>, %b: vector<3xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.contract {indexing_maps = #mixed, iterator_types = ["parallel", "reduction"], kind = #vector.kind<maxnumf>} %a, %b, %c : vector<2x3xf32>, vector<3xf32> into vector<2xf32>
  return %0 : vector<2xf32>
}
