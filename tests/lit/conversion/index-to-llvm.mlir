// convert-index-to-llvm as mlir-opt-22 lowers: every index op (one to one,
// the division expansions, casts, compares, sizeof and constants) with the
// default 64-bit index and with index-bitwidth=32, folds before patterns, and
// other dialects left alone.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-index-to-llvm | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --convert-index-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=B32

// CHECK-LABEL: func.func @ops(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64, %arg4: i8) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.add %1, %0 : i64
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i64 to index
// CHECK-NEXT: %4 = llvm.sub %1, %0 : i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.mul %1, %0 : i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: %8 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i64 to index
// CHECK-NEXT: %10 = llvm.udiv %1, %0 : i64
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i64 to index
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %15 = llvm.icmp "sgt" %0, %12 : i64
// CHECK-NEXT: %16 = llvm.select %15, %14, %13 : i1, i64
// CHECK-NEXT: %17 = llvm.add %1, %16 : i64
// CHECK-NEXT: %18 = llvm.sdiv %17, %0 : i64
// CHECK-NEXT: %19 = llvm.add %18, %13 : i64
// CHECK-NEXT: %20 = llvm.sub %12, %1 : i64
// CHECK-NEXT: %21 = llvm.sdiv %20, %0 : i64
// CHECK-NEXT: %22 = llvm.sub %12, %21 : i64
// CHECK-NEXT: %23 = llvm.icmp "sgt" %1, %12 : i64
// CHECK-NEXT: %24 = llvm.icmp "eq" %23, %15 : i1
// CHECK-NEXT: %25 = llvm.icmp "ne" %1, %12 : i64
// CHECK-NEXT: %26 = llvm.and %24, %25 : i1
// CHECK-NEXT: %27 = llvm.select %26, %19, %22 : i1, i64
// CHECK-NEXT: %28 = builtin.unrealized_conversion_cast %27 : i64 to index
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %31 = llvm.sub %1, %30 : i64
// CHECK-NEXT: %32 = llvm.udiv %31, %0 : i64
// CHECK-NEXT: %33 = llvm.add %32, %30 : i64
// CHECK-NEXT: %34 = llvm.icmp "eq" %1, %29 : i64
// CHECK-NEXT: %35 = llvm.select %34, %29, %33 : i1, i64
// CHECK-NEXT: %36 = builtin.unrealized_conversion_cast %35 : i64 to index
// CHECK-NEXT: %37 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %38 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %39 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %40 = llvm.icmp "slt" %0, %37 : i64
// CHECK-NEXT: %41 = llvm.select %40, %38, %39 : i1, i64
// CHECK-NEXT: %42 = llvm.sub %41, %1 : i64
// CHECK-NEXT: %43 = llvm.sdiv %42, %0 : i64
// CHECK-NEXT: %44 = llvm.sub %39, %43 : i64
// CHECK-NEXT: %45 = llvm.sdiv %1, %0 : i64
// CHECK-NEXT: %46 = llvm.icmp "slt" %1, %37 : i64
// CHECK-NEXT: %47 = llvm.icmp "ne" %46, %40 : i1
// CHECK-NEXT: %48 = llvm.icmp "ne" %1, %37 : i64
// CHECK-NEXT: %49 = llvm.and %47, %48 : i1
// CHECK-NEXT: %50 = llvm.select %49, %44, %45 : i1, i64
// CHECK-NEXT: %51 = builtin.unrealized_conversion_cast %50 : i64 to index
// CHECK-NEXT: %52 = llvm.srem %1, %0 : i64
// CHECK-NEXT: %53 = builtin.unrealized_conversion_cast %52 : i64 to index
// CHECK-NEXT: %54 = llvm.urem %1, %0 : i64
// CHECK-NEXT: %55 = builtin.unrealized_conversion_cast %54 : i64 to index
// CHECK-NEXT: %56 = llvm.intr.smax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %57 = builtin.unrealized_conversion_cast %56 : i64 to index
// CHECK-NEXT: %58 = llvm.intr.umax(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %59 = builtin.unrealized_conversion_cast %58 : i64 to index
// CHECK-NEXT: %60 = llvm.intr.smin(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %61 = builtin.unrealized_conversion_cast %60 : i64 to index
// CHECK-NEXT: %62 = llvm.intr.umin(%1, %0) : (i64, i64) -> i64
// CHECK-NEXT: %63 = builtin.unrealized_conversion_cast %62 : i64 to index
// CHECK-NEXT: %64 = llvm.shl %1, %0 : i64
// CHECK-NEXT: %65 = builtin.unrealized_conversion_cast %64 : i64 to index
// CHECK-NEXT: %66 = llvm.ashr %1, %0 : i64
// CHECK-NEXT: %67 = builtin.unrealized_conversion_cast %66 : i64 to index
// CHECK-NEXT: %68 = llvm.lshr %1, %0 : i64
// CHECK-NEXT: %69 = builtin.unrealized_conversion_cast %68 : i64 to index
// CHECK-NEXT: %70 = llvm.and %1, %0 : i64
// CHECK-NEXT: %71 = builtin.unrealized_conversion_cast %70 : i64 to index
// CHECK-NEXT: %72 = llvm.or %1, %0 : i64
// CHECK-NEXT: %73 = builtin.unrealized_conversion_cast %72 : i64 to index
// CHECK-NEXT: %74 = llvm.xor %1, %0 : i64
// CHECK-NEXT: %75 = builtin.unrealized_conversion_cast %74 : i64 to index
// CHECK-NEXT: %76 = llvm.icmp "slt" %1, %0 : i64
// CHECK-NEXT: %77 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %78 = builtin.unrealized_conversion_cast %77 : i64 to index
// CHECK-NEXT: %79 = llvm.mlir.constant(42 : i64) : i64
// CHECK-NEXT: %80 = builtin.unrealized_conversion_cast %79 : i64 to index
// CHECK-NEXT: %81 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %82 = llvm.icmp "uge" %1, %0 : i64
// CHECK-NEXT: %83 = llvm.mlir.constant(-1 : i64) : i64
// CHECK-NEXT: %84 = builtin.unrealized_conversion_cast %83 : i64 to index
// CHECK-NEXT: %85 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: "test.use"(%3, %5, %7, %9, %11, %28, %36, %51, %53, %55, %57, %59, %61, %63, %65, %67, %69, %71, %73, %75, %76, %78, %80, %81, %82, %84, %85) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, i1, i1, index, i1) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i8) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : i64 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %2 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %3 = llvm.trunc %1 : i64 to i8
// CHECK-NEXT: %4 = llvm.sext %arg1 : i32 to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: %6 = llvm.zext %arg3 : i8 to i64
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i64 to index
// CHECK-NEXT: "test.use"(%2, %3, %5, %7, %0, %1) : (i32, i8, index, index, index, i64) -> ()
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @wide_constant() -> index {
// CHECK-NEXT: %0 = llvm.mlir.constant(4294967297 : i64) : i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i64 to index
// CHECK-NEXT: return %1 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @folds(%arg0: index) -> (index, index, i1, index) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %3 = llvm.mlir.constant(5 : i64) : i64
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i64 to index
// CHECK-NEXT: %5 = llvm.mul %0, %1 : i64
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i64 to index
// CHECK-NEXT: %7 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %8 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: return %4, %6, %7, %8 : index, index, i1, index
// CHECK-NEXT: }

// B32-LABEL: func.func @ops(%arg0: index, %arg1: index, %arg2: i32, %arg3: i64, %arg4: i8) {
// B32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i32
// B32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// B32-NEXT: %2 = llvm.add %1, %0 : i32
// B32-NEXT: %3 = builtin.unrealized_conversion_cast %2 : i32 to index
// B32-NEXT: %4 = llvm.sub %1, %0 : i32
// B32-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i32 to index
// B32-NEXT: %6 = llvm.mul %1, %0 : i32
// B32-NEXT: %7 = builtin.unrealized_conversion_cast %6 : i32 to index
// B32-NEXT: %8 = llvm.sdiv %1, %0 : i32
// B32-NEXT: %9 = builtin.unrealized_conversion_cast %8 : i32 to index
// B32-NEXT: %10 = llvm.udiv %1, %0 : i32
// B32-NEXT: %11 = builtin.unrealized_conversion_cast %10 : i32 to index
// B32-NEXT: %12 = llvm.mlir.constant(0 : i32) : i32
// B32-NEXT: %13 = llvm.mlir.constant(1 : i32) : i32
// B32-NEXT: %14 = llvm.mlir.constant(-1 : i32) : i32
// B32-NEXT: %15 = llvm.icmp "sgt" %0, %12 : i32
// B32-NEXT: %16 = llvm.select %15, %14, %13 : i1, i32
// B32-NEXT: %17 = llvm.add %1, %16 : i32
// B32-NEXT: %18 = llvm.sdiv %17, %0 : i32
// B32-NEXT: %19 = llvm.add %18, %13 : i32
// B32-NEXT: %20 = llvm.sub %12, %1 : i32
// B32-NEXT: %21 = llvm.sdiv %20, %0 : i32
// B32-NEXT: %22 = llvm.sub %12, %21 : i32
// B32-NEXT: %23 = llvm.icmp "sgt" %1, %12 : i32
// B32-NEXT: %24 = llvm.icmp "eq" %23, %15 : i1
// B32-NEXT: %25 = llvm.icmp "ne" %1, %12 : i32
// B32-NEXT: %26 = llvm.and %24, %25 : i1
// B32-NEXT: %27 = llvm.select %26, %19, %22 : i1, i32
// B32-NEXT: %28 = builtin.unrealized_conversion_cast %27 : i32 to index
// B32-NEXT: %29 = llvm.mlir.constant(0 : i32) : i32
// B32-NEXT: %30 = llvm.mlir.constant(1 : i32) : i32
// B32-NEXT: %31 = llvm.sub %1, %30 : i32
// B32-NEXT: %32 = llvm.udiv %31, %0 : i32
// B32-NEXT: %33 = llvm.add %32, %30 : i32
// B32-NEXT: %34 = llvm.icmp "eq" %1, %29 : i32
// B32-NEXT: %35 = llvm.select %34, %29, %33 : i1, i32
// B32-NEXT: %36 = builtin.unrealized_conversion_cast %35 : i32 to index
// B32-NEXT: %37 = llvm.mlir.constant(0 : i32) : i32
// B32-NEXT: %38 = llvm.mlir.constant(1 : i32) : i32
// B32-NEXT: %39 = llvm.mlir.constant(-1 : i32) : i32
// B32-NEXT: %40 = llvm.icmp "slt" %0, %37 : i32
// B32-NEXT: %41 = llvm.select %40, %38, %39 : i1, i32
// B32-NEXT: %42 = llvm.sub %41, %1 : i32
// B32-NEXT: %43 = llvm.sdiv %42, %0 : i32
// B32-NEXT: %44 = llvm.sub %39, %43 : i32
// B32-NEXT: %45 = llvm.sdiv %1, %0 : i32
// B32-NEXT: %46 = llvm.icmp "slt" %1, %37 : i32
// B32-NEXT: %47 = llvm.icmp "ne" %46, %40 : i1
// B32-NEXT: %48 = llvm.icmp "ne" %1, %37 : i32
// B32-NEXT: %49 = llvm.and %47, %48 : i1
// B32-NEXT: %50 = llvm.select %49, %44, %45 : i1, i32
// B32-NEXT: %51 = builtin.unrealized_conversion_cast %50 : i32 to index
// B32-NEXT: %52 = llvm.srem %1, %0 : i32
// B32-NEXT: %53 = builtin.unrealized_conversion_cast %52 : i32 to index
// B32-NEXT: %54 = llvm.urem %1, %0 : i32
// B32-NEXT: %55 = builtin.unrealized_conversion_cast %54 : i32 to index
// B32-NEXT: %56 = llvm.intr.smax(%1, %0) : (i32, i32) -> i32
// B32-NEXT: %57 = builtin.unrealized_conversion_cast %56 : i32 to index
// B32-NEXT: %58 = llvm.intr.umax(%1, %0) : (i32, i32) -> i32
// B32-NEXT: %59 = builtin.unrealized_conversion_cast %58 : i32 to index
// B32-NEXT: %60 = llvm.intr.smin(%1, %0) : (i32, i32) -> i32
// B32-NEXT: %61 = builtin.unrealized_conversion_cast %60 : i32 to index
// B32-NEXT: %62 = llvm.intr.umin(%1, %0) : (i32, i32) -> i32
// B32-NEXT: %63 = builtin.unrealized_conversion_cast %62 : i32 to index
// B32-NEXT: %64 = llvm.shl %1, %0 : i32
// B32-NEXT: %65 = builtin.unrealized_conversion_cast %64 : i32 to index
// B32-NEXT: %66 = llvm.ashr %1, %0 : i32
// B32-NEXT: %67 = builtin.unrealized_conversion_cast %66 : i32 to index
// B32-NEXT: %68 = llvm.lshr %1, %0 : i32
// B32-NEXT: %69 = builtin.unrealized_conversion_cast %68 : i32 to index
// B32-NEXT: %70 = llvm.and %1, %0 : i32
// B32-NEXT: %71 = builtin.unrealized_conversion_cast %70 : i32 to index
// B32-NEXT: %72 = llvm.or %1, %0 : i32
// B32-NEXT: %73 = builtin.unrealized_conversion_cast %72 : i32 to index
// B32-NEXT: %74 = llvm.xor %1, %0 : i32
// B32-NEXT: %75 = builtin.unrealized_conversion_cast %74 : i32 to index
// B32-NEXT: %76 = llvm.icmp "slt" %1, %0 : i32
// B32-NEXT: %77 = llvm.mlir.constant(32 : i32) : i32
// B32-NEXT: %78 = builtin.unrealized_conversion_cast %77 : i32 to index
// B32-NEXT: %79 = llvm.mlir.constant(42 : i32) : i32
// B32-NEXT: %80 = builtin.unrealized_conversion_cast %79 : i32 to index
// B32-NEXT: %81 = llvm.mlir.constant(true) : i1
// B32-NEXT: %82 = llvm.icmp "uge" %1, %0 : i32
// B32-NEXT: %83 = llvm.mlir.constant(-1 : i32) : i32
// B32-NEXT: %84 = builtin.unrealized_conversion_cast %83 : i32 to index
// B32-NEXT: %85 = llvm.mlir.constant(false) : i1
// B32-NEXT: "test.use"(%3, %5, %7, %9, %11, %28, %36, %51, %53, %55, %57, %59, %61, %63, %65, %67, %69, %71, %73, %75, %76, %78, %80, %81, %82, %84, %85) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, i1, i1, index, i1) -> ()
// B32-NEXT: return
// B32-NEXT: }
// B32-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i8) {
// B32-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : i32 to index
// B32-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : index to i32
// B32-NEXT: %2 = llvm.trunc %1 : i32 to i8
// B32-NEXT: %3 = llvm.zext %arg3 : i8 to i32
// B32-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i32 to index
// B32-NEXT: %5 = llvm.trunc %arg2 : i64 to i32
// B32-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// B32-NEXT: %7 = llvm.zext %1 : i32 to i64
// B32-NEXT: "test.use"(%1, %2, %0, %4, %6, %7) : (i32, i8, index, index, index, i64) -> ()
// B32-NEXT: return
// B32-NEXT: }
// B32-LABEL: func.func @wide_constant() -> index {
// B32-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32
// B32-NEXT: %1 = builtin.unrealized_conversion_cast %0 : i32 to index
// B32-NEXT: return %1 : index
// B32-NEXT: }
// B32-LABEL: func.func @folds(%arg0: index) -> (index, index, i1, index) {
// B32-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// B32-NEXT: %1 = llvm.mlir.constant(2 : i32) : i32
// B32-NEXT: %2 = llvm.mlir.constant(3 : i32) : i32
// B32-NEXT: %3 = llvm.mlir.constant(5 : i32) : i32
// B32-NEXT: %4 = builtin.unrealized_conversion_cast %3 : i32 to index
// B32-NEXT: %5 = llvm.mul %0, %1 : i32
// B32-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// B32-NEXT: %7 = llvm.mlir.constant(true) : i1
// B32-NEXT: %8 = arith.addi %arg0, %arg0 : index
// B32-NEXT: return %4, %6, %7, %8 : index, index, i1, index
// B32-NEXT: }
// Every op, with both index widths.
func.func @ops(%a: index, %b: index, %i: i32, %j: i64, %k: i8) {
  %0 = index.add %a, %b
  %1 = index.sub %a, %b
  %2 = index.mul %a, %b
  %3 = index.divs %a, %b
  %4 = index.divu %a, %b
  %5 = index.ceildivs %a, %b
  %6 = index.ceildivu %a, %b
  %7 = index.floordivs %a, %b
  %8 = index.rems %a, %b
  %9 = index.remu %a, %b
  %10 = index.maxs %a, %b
  %11 = index.maxu %a, %b
  %12 = index.mins %a, %b
  %13 = index.minu %a, %b
  %14 = index.shl %a, %b
  %15 = index.shrs %a, %b
  %16 = index.shru %a, %b
  %17 = index.and %a, %b
  %18 = index.or %a, %b
  %19 = index.xor %a, %b
  %20 = index.cmp slt(%a, %b)
  %21 = index.sizeof
  %22 = index.constant 42
  %23 = index.bool.constant true
  %24 = index.cmp uge(%a, %b)
  %25 = index.constant -1
  %26 = index.bool.constant false
  "test.use"(%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26) : (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, i1, index, index, i1, i1, index, i1) -> ()
  return
}

// Casts truncate, extend or disappear, by the widths after conversion.
func.func @casts(%a: index, %i: i32, %j: i64, %k: i8) {
  %0 = index.casts %a : index to i32
  %1 = index.castu %a : index to i8
  %2 = index.casts %i : i32 to index
  %3 = index.castu %k : i8 to index
  %4 = index.casts %j : i64 to index
  %5 = index.castu %a : index to i64
  "test.use"(%0, %1, %2, %3, %4, %5) : (i32, i8, index, index, index, i64) -> ()
  return
}

// A constant wider than the index width is truncated.
func.func @wide_constant() -> index {
  %0 = index.constant 4294967297
  return %0 : index
}

// Ops are folded before they are lowered; other dialects are left alone.
func.func @folds(%a: index) -> (index, index, i1, index) {
  %c2 = index.constant 2
  %c3 = index.constant 3
  %0 = index.add %c2, %c3
  %1 = index.mul %a, %c2
  %2 = index.cmp eq(%a, %a)
  %3 = arith.addi %a, %a : index
  return %0, %1, %2, %3 : index, index, i1, index
}
