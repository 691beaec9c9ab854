// finalize-memref-to-llvm on unranked memrefs and reshapes, as mlir-opt-22 prints
// them: memref.dim of an unranked memref reads the size through the ranked
// descriptor's pointer; memref.reshape with a shape of static length builds
// the result's descriptor, loading each dynamic size from the shape (a
// memref.load lowered in turn), and with a shape of unknown length an
// unranked descriptor on the stack whose sizes and strides a loop fills;
// memory_space_cast of an unranked memref copies the descriptor with both
// pointers cast; the pointers of an unranked memref in another address
// space are read through the descriptor, which is in the default one.
// RUN: strata-opt %s --allow-unregistered-dialect --finalize-memref-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @unranked_dim(%arg0: memref<*xf32>, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked_dim_space(%arg0: memref<*xf32, 3>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %c1 : index to i64
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr<3>, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %1 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape(%arg0: memref<6xf32>, %arg1: memref<2xindex>) -> memref<?x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<6xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %9, %16[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %18 = llvm.mul %9, %15 : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %20 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %21 = llvm.getelementptr inbounds|nuw %20[%19] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT: %23 = builtin.unrealized_conversion_cast %22 : i64 to index
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : index to i64
// CHECK-NEXT: %25 = llvm.insertvalue %24, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %18, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<?x?xf32>
// CHECK-NEXT: %28 = llvm.mul %18, %24 : i64
// CHECK-NEXT: return %27 : memref<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_i32_shape(%arg0: memref<6xf32>, %arg1: memref<2xi32>) -> memref<2x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<2xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<6xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i32
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i32 to i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %8[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %9, %15[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = llvm.mul %9, %14 : i64
// CHECK-NEXT: %18 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %17, %19[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<2x?xf32>
// CHECK-NEXT: %22 = llvm.mul %17, %18 : i64
// CHECK-NEXT: return %21 : memref<2x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_unranked_source(%arg0: memref<*xf32>, %arg1: memref<3xindex>) -> memref<1x2x3xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %12 = llvm.insertvalue %11, %9[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %10, %12[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.mul %10, %11 : i64
// CHECK-NEXT: %15 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %16 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %17 = llvm.insertvalue %16, %13[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %15, %17[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.mul %15, %16 : i64
// CHECK-NEXT: %20 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.insertvalue %21, %18[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %20, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<1x2x3xf32>
// CHECK-NEXT: %25 = llvm.mul %20, %21 : i64
// CHECK-NEXT: return %24 : memref<1x2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @unranked_space_cast(%arg0: memref<*xf32>) -> memref<*xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// CHECK-NEXT: %18 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.addrspacecast %18 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %22 = llvm.addrspacecast %20 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.store %21, %15 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %22, %23 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %26 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %14, %26 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%25, %24, %27) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %17 : memref<*xf32, 1>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_unranked(%arg0: memref<6xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<6xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %19, %21 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %22 : i64, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %2, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%27, %26 : i64, i64)
// CHECK-NEXT: ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT: %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT: %37 = llvm.sub %28, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @two_blocks(%arg0: memref<*xf32>, %arg1: memref<?xi32>, %arg2: i1) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: cf.cond_br %arg2, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.load %17 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %17[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %17[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %22 = llvm.load %21 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %20, %23 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %22, %24 : i64, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %26 = llvm.getelementptr %25[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %29 = llvm.sub %2, %28 : i64
// CHECK-NEXT: llvm.br ^bb3(%29, %28 : i64, i64)
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: return %arg0 : memref<*xf32>
// CHECK-NEXT: ^bb3(%30: i64, %31: i64):  // 2 preds: ^bb1, ^bb4
// CHECK-NEXT: %32 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %33 = llvm.icmp "sge" %30, %32 : i64
// CHECK-NEXT: llvm.cond_br %33, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %34 = llvm.getelementptr %27[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %35 = llvm.load %34 : !llvm.ptr -> i64
// CHECK-NEXT: %36 = llvm.getelementptr %25[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %35, %36 : i64, !llvm.ptr
// CHECK-NEXT: %37 = llvm.getelementptr %26[%30] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %31, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.mul %31, %35 : i64
// CHECK-NEXT: %39 = llvm.sub %30, %28 : i64
// CHECK-NEXT: llvm.br ^bb3(%39, %38 : i64, i64)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ranked_space(%arg0: memref<6xf32, 2>, %arg1: memref<?xindex>) -> memref<*xf32, 2> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<6xf32, 2> to !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32, 2>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr<2>, ptr<2>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr<2>, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT: llvm.store %19, %21 : !llvm.ptr<2>, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<2>
// CHECK-NEXT: llvm.store %20, %22 : i64, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr<2>, ptr<2>, i64, i64)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %2, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%27, %26 : i64, i64)
// CHECK-NEXT: ^bb1(%28: i64, %29: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i64
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i64
// CHECK-NEXT: %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %33, %34 : i64, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %29, %35 : i64, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i64
// CHECK-NEXT: %37 = llvm.sub %28, %26 : i64
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32, 2>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @rc(%arg0: memref<*xf32, 1>) -> memref<4xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 1> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<1>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<1>, ptr<1>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, 1>
// CHECK-NEXT: return %14 : memref<4xf32, 1>
// CHECK-NEXT: }
func.func @unranked_dim(%m: memref<*xf32>, %i: index) -> index {
  %d = memref.dim %m, %i : memref<*xf32>
  return %d : index
}
func.func @unranked_dim_space(%m: memref<*xf32, 3>) -> index {
  %c1 = arith.constant 1 : index
  %d = memref.dim %m, %c1 : memref<*xf32, 3>
  return %d : index
}
func.func @reshape(%m: memref<6xf32>, %s: memref<2xindex>) -> memref<?x?xf32> {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xindex>) -> memref<?x?xf32>
  return %r : memref<?x?xf32>
}
func.func @reshape_i32_shape(%m: memref<6xf32>, %s: memref<2xi32>) -> memref<2x?xf32> {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<2xi32>) -> memref<2x?xf32>
  return %r : memref<2x?xf32>
}
func.func @reshape_unranked_source(%m: memref<*xf32>, %s: memref<3xindex>) -> memref<1x2x3xf32> {
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<3xindex>) -> memref<1x2x3xf32>
  return %r : memref<1x2x3xf32>
}
func.func @unranked_space_cast(%m: memref<*xf32>) -> memref<*xf32, 1> {
  %r = memref.memory_space_cast %m : memref<*xf32> to memref<*xf32, 1>
  return %r : memref<*xf32, 1>
}
func.func @reshape_unranked(%m: memref<6xf32>, %s: memref<?xindex>) -> memref<*xf32> {
  %r = memref.reshape %m(%s) : (memref<6xf32>, memref<?xindex>) -> memref<*xf32>
  return %r : memref<*xf32>
}
func.func @two_blocks(%m: memref<*xf32>, %s: memref<?xi32>, %c: i1) -> memref<*xf32> {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf32>
  %x = arith.constant 1 : index
  cf.br ^bb2
^bb2:
  return %m : memref<*xf32>
}
func.func @ranked_space(%m: memref<6xf32, 2>, %s: memref<?xindex>) -> memref<*xf32, 2> {
  %r = memref.reshape %m(%s) : (memref<6xf32, 2>, memref<?xindex>) -> memref<*xf32, 2>
  return %r : memref<*xf32, 2>
}
func.func @rc(%m: memref<*xf32, 1>) -> memref<4xf32, 1> {
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 1> to memref<4xf32, 1>
  return %r : memref<4xf32, 1>
}
