// RUN: strata-opt %s --split-input-file --sroa | FileCheck %s
// RUN: strata-opt %s --split-input-file --pass-pipeline='builtin.module(llvm.func(sroa,mem2reg))' | FileCheck %s --check-prefix=PROMOTE

// A GEP to a struct field becomes its field's own alloca.
// CHECK-LABEL: llvm.func @struct_field() -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.return %2 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @struct_field() -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.undef : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   llvm.return %0 : i32
// PROMOTE-NEXT: }
llvm.func @struct_field() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"foo", (i32, f64, i32)> {alignment = 8 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"foo", (i32, f64, i32)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  llvm.return %3 : i32
}

// -----

// Array elements: one alloca per element used, in the order the uses
// (most recent first) name them; a load of the slot itself reads element 0.
// CHECK-LABEL: llvm.func @array_elements(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %arg0, %2 : i32, !llvm.ptr
// CHECK-NEXT:   %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:   %5 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:   %6 = llvm.add %4, %5 : i32
// CHECK-NEXT:   llvm.return %6 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @array_elements(%arg0: i32) -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.undef : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.undef : i32
// PROMOTE-NEXT:   %2 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   %3 = llvm.add %0, %1 : i32
// PROMOTE-NEXT:   llvm.return %3 : i32
// PROMOTE-NEXT: }
llvm.func @array_elements(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.array<10 x i32> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
  %3 = llvm.getelementptr %1[0, 4] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
  llvm.store %v, %3 : i32, !llvm.ptr
  %4 = llvm.load %2 : !llvm.ptr -> i32
  %5 = llvm.load %1 : !llvm.ptr -> i32
  %6 = llvm.add %4, %5 : i32
  llvm.return %6 : i32
}

// -----

// Byte offsets find their field through the default layout (i64 aligned
// to 4): the GEP becomes an offset inside the field's alloca.
// CHECK-LABEL: llvm.func @byte_offsets() -> i16 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:   %4 = llvm.load %3 : !llvm.ptr -> i16
// CHECK-NEXT:   %5 = llvm.load %1 : !llvm.ptr -> i16
// CHECK-NEXT:   %6 = llvm.add %4, %5 : i16
// CHECK-NEXT:   llvm.return %6 : i16
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @byte_offsets() -> i16 {
// PROMOTE-NEXT:   %0 = llvm.mlir.undef : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   %2 = llvm.alloca %1 x i64 : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %3 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, i8
// PROMOTE-NEXT:   %4 = llvm.load %3 : !llvm.ptr -> i16
// PROMOTE-NEXT:   %5 = llvm.trunc %0 : i32 to i16
// PROMOTE-NEXT:   %6 = llvm.add %4, %5 : i16
// PROMOTE-NEXT:   llvm.return %6 : i16
// PROMOTE-NEXT: }
llvm.func @byte_offsets() -> i16 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i8, i64, i32)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr %1[6] : (!llvm.ptr) -> !llvm.ptr, i8
  %3 = llvm.load %2 : !llvm.ptr -> i16
  %4 = llvm.getelementptr %1[12] : (!llvm.ptr) -> !llvm.ptr, i8
  %5 = llvm.load %4 : !llvm.ptr -> i16
  %6 = llvm.add %3, %5 : i16
  llvm.return %6 : i16
}

// -----

// Nested aggregates split level by level, as far as the accesses allow.
// CHECK-LABEL: llvm.func @nested() -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.return %2 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @nested() -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.undef : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   llvm.return %0 : i32
// PROMOTE-NEXT: }
llvm.func @nested() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<"foo", (i32, f64, struct<"bar", (i8, array<10 x array<10 x i32>>, i8)>)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 2, 1, 5] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<"foo", (i32, f64, struct<"bar", (i8, array<10 x array<10 x i32>>, i8)>)>
  %3 = llvm.getelementptr inbounds %2[0, 8] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
  %4 = llvm.load %3 : !llvm.ptr -> i32
  llvm.return %4 : i32
}

// -----

// Uses that block splitting: a load past the end of the field a GEP points
// into, a dynamic index, an alloca of two elements, the pointer escaping,
// an offset in padding.
// CHECK-LABEL: llvm.func @blocked(%arg0: i32, %arg1: !llvm.ptr) -> i64 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   %2 = llvm.alloca %0 x !llvm.struct<(i32, struct<(array<10 x i32>)>, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr inbounds %2[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(array<10 x i32>)>, i32)>
// CHECK-NEXT:   %4 = llvm.getelementptr inbounds %3[0, 9] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
// CHECK-NEXT:   %5 = llvm.load %4 : !llvm.ptr -> i64
// CHECK-NEXT:   %6 = llvm.alloca %0 x !llvm.array<10 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT:   %7 = llvm.getelementptr %6[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<10 x i32>
// CHECK-NEXT:   %8 = llvm.load %7 : !llvm.ptr -> i32
// CHECK-NEXT:   %9 = llvm.alloca %1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:   %10 = llvm.getelementptr %9[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:   %11 = llvm.load %10 : !llvm.ptr -> i32
// CHECK-NEXT:   %12 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %12, %arg1 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT:   %13 = llvm.getelementptr %12[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// CHECK-NEXT:   %14 = llvm.load %13 : !llvm.ptr -> i32
// CHECK-NEXT:   %15 = llvm.alloca %0 x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
// CHECK-NEXT:   %16 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:   llvm.store %arg0, %16 : i32, !llvm.ptr
// CHECK-NEXT:   llvm.return %5 : i64
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @blocked(%arg0: i32, %arg1: !llvm.ptr) -> i64 {
// PROMOTE-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(2 : i32) : i32
// PROMOTE-NEXT:   %2 = llvm.alloca %0 x !llvm.struct<(i32, struct<(array<10 x i32>)>, i32)> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %3 = llvm.getelementptr inbounds %2[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(array<10 x i32>)>, i32)>
// PROMOTE-NEXT:   %4 = llvm.getelementptr inbounds %3[0, 9] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
// PROMOTE-NEXT:   %5 = llvm.load %4 : !llvm.ptr -> i64
// PROMOTE-NEXT:   %6 = llvm.alloca %0 x !llvm.array<10 x i32> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %7 = llvm.getelementptr %6[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<10 x i32>
// PROMOTE-NEXT:   %8 = llvm.load %7 : !llvm.ptr -> i32
// PROMOTE-NEXT:   %9 = llvm.alloca %1 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %10 = llvm.getelementptr %9[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// PROMOTE-NEXT:   %11 = llvm.load %10 : !llvm.ptr -> i32
// PROMOTE-NEXT:   %12 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   llvm.store %12, %arg1 : !llvm.ptr, !llvm.ptr
// PROMOTE-NEXT:   %13 = llvm.getelementptr %12[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
// PROMOTE-NEXT:   %14 = llvm.load %13 : !llvm.ptr -> i32
// PROMOTE-NEXT:   %15 = llvm.alloca %0 x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %16 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, i8
// PROMOTE-NEXT:   llvm.store %arg0, %16 : i32, !llvm.ptr
// PROMOTE-NEXT:   llvm.return %5 : i64
// PROMOTE-NEXT: }
llvm.func @blocked(%i: i32, %p: !llvm.ptr) -> i64 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %two = llvm.mlir.constant(2 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, struct<(array<10 x i32>)>, i32)> : (i32) -> !llvm.ptr
  %2 = llvm.getelementptr inbounds %1[0, 1, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, struct<(array<10 x i32>)>, i32)>
  %3 = llvm.getelementptr inbounds %2[0, 9] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i32>
  %4 = llvm.load %3 : !llvm.ptr -> i64
  %5 = llvm.alloca %0 x !llvm.array<10 x i32> : (i32) -> !llvm.ptr
  %6 = llvm.getelementptr %5[0, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<10 x i32>
  %7 = llvm.load %6 : !llvm.ptr -> i32
  %8 = llvm.alloca %two x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  %9 = llvm.getelementptr %8[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %10 = llvm.load %9 : !llvm.ptr -> i32
  %11 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.store %11, %p : !llvm.ptr, !llvm.ptr
  %12 = llvm.getelementptr %11[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %13 = llvm.load %12 : !llvm.ptr -> i32
  %14 = llvm.alloca %0 x !llvm.struct<(i8, i32)> : (i32) -> !llvm.ptr
  %15 = llvm.getelementptr %14[2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.store %i, %15 : i32, !llvm.ptr
  llvm.return %4 : i64
}

// -----

// Lifetime and invariant markers on the slot or a field go.
// CHECK-LABEL: llvm.func @promotable_uses() -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.load %1 : !llvm.ptr -> i32
// CHECK-NEXT:   llvm.return %2 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @promotable_uses() -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.undef : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   llvm.return %0 : i32
// PROMOTE-NEXT: }
llvm.func @promotable_uses() -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.intr.lifetime.start %1 : !llvm.ptr
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i32)>
  %3 = llvm.intr.invariant.start 4, %2 : !llvm.ptr
  %4 = llvm.load %2 : !llvm.ptr -> i32
  llvm.intr.invariant.end %3, 4, %2 : !llvm.ptr
  llvm.intr.lifetime.end %1 : !llvm.ptr
  llvm.return %4 : i32
}

// -----

// A memset within the slot becomes one memset per field used, each of the
// bytes the original covers in it (none for fields it does not reach).
// CHECK-LABEL: llvm.func @memset(%arg0: i8) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(10 : i32) : i32
// CHECK-NEXT:   %2 = llvm.alloca %0 x i16 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %4 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   "llvm.intr.memset"(%2, %arg0, %4) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:   %5 = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT:   "llvm.intr.memset"(%3, %arg0, %5) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// CHECK-NEXT:   %6 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:   %7 = llvm.load %2 : !llvm.ptr -> i16
// CHECK-NEXT:   %8 = llvm.zext %7 : i16 to i32
// CHECK-NEXT:   %9 = llvm.add %6, %8 : i32
// CHECK-NEXT:   llvm.return %9 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @memset(%arg0: i8) -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(10 : i32) : i32
// PROMOTE-NEXT:   %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %3 = llvm.mlir.constant(2 : i32) : i32
// PROMOTE-NEXT:   %4 = llvm.zext %arg0 : i8 to i16
// PROMOTE-NEXT:   %5 = llvm.mlir.constant(8 : i16) : i16
// PROMOTE-NEXT:   %6 = llvm.shl %4, %5 : i16
// PROMOTE-NEXT:   %7 = llvm.or %4, %6 : i16
// PROMOTE-NEXT:   %8 = llvm.mlir.constant(2 : i32) : i32
// PROMOTE-NEXT:   "llvm.intr.memset"(%2, %arg0, %8) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
// PROMOTE-NEXT:   %9 = llvm.load %2 : !llvm.ptr -> i32
// PROMOTE-NEXT:   %10 = llvm.zext %7 : i16 to i32
// PROMOTE-NEXT:   %11 = llvm.add %9, %10 : i32
// PROMOTE-NEXT:   llvm.return %11 : i32
// PROMOTE-NEXT: }
llvm.func @memset(%b: i8) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(10 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i16, i8, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memset"(%1, %b, %c) <{isVolatile = false}> : (!llvm.ptr, i8, i32) -> ()
  %2 = llvm.getelementptr %1[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i16, i8, i32)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  %4 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i16, i8, i32)>
  %5 = llvm.load %4 : !llvm.ptr -> i16
  %6 = llvm.zext %5 : i16 to i32
  %7 = llvm.add %3, %6 : i32
  llvm.return %7 : i32
}

// -----

// Packed structs have no padding; memset.inline keeps its attribute form.
// CHECK-LABEL: llvm.func @packed_memset_inline(%arg0: i32) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT:   %2 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %3 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   "llvm.intr.memset.inline"(%3, %1) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
// CHECK-NEXT:   "llvm.intr.memset.inline"(%2, %1) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
// CHECK-NEXT:   %4 = llvm.load %3 : !llvm.ptr -> i32
// CHECK-NEXT:   %5 = llvm.load %2 : !llvm.ptr -> i64
// CHECK-NEXT:   %6 = llvm.trunc %5 : i64 to i32
// CHECK-NEXT:   %7 = llvm.add %4, %6 : i32
// CHECK-NEXT:   llvm.return %7 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @packed_memset_inline(%arg0: i32) -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(0 : i8) : i8
// PROMOTE-NEXT:   %2 = llvm.alloca %0 x i64 : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   %3 = llvm.mlir.constant(0 : i32) : i32
// PROMOTE-NEXT:   "llvm.intr.memset.inline"(%2, %1) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, i8) -> ()
// PROMOTE-NEXT:   %4 = llvm.load %2 : !llvm.ptr -> i64
// PROMOTE-NEXT:   %5 = llvm.trunc %4 : i64 to i32
// PROMOTE-NEXT:   %6 = llvm.add %3, %5 : i32
// PROMOTE-NEXT:   llvm.return %6 : i32
// PROMOTE-NEXT: }
llvm.func @packed_memset_inline(%v: i32) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(0 : i8) : i8
  %1 = llvm.alloca %0 x !llvm.struct<packed (i8, i32, i64)> : (i32) -> !llvm.ptr
  "llvm.intr.memset.inline"(%1, %c) <{isVolatile = false, len = 9 : i64}> : (!llvm.ptr, i8) -> ()
  %2 = llvm.getelementptr %1[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32, i64)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  %4 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<packed (i8, i32, i64)>
  %5 = llvm.load %4 : !llvm.ptr -> i64
  %6 = llvm.trunc %5 : i64 to i32
  %7 = llvm.add %3, %6 : i32
  llvm.return %7 : i32
}

// -----

// A whole-slot copy into the slot copies each field used from a GEP of
// the source; out of the slot, every field is used and copied.
// CHECK-LABEL: llvm.func @memcpy(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT:   %1 = llvm.mlir.constant(16 : i32) : i32
// CHECK-NEXT:   %2 = llvm.alloca %0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %3 = llvm.getelementptr %arg0[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, i32)>
// CHECK-NEXT:   %4 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT:   "llvm.intr.memcpy"(%2, %3, %4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:   %5 = llvm.load %2 : !llvm.ptr -> i32
// CHECK-NEXT:   %6 = llvm.alloca %0 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
// CHECK-NEXT:   "llvm.intr.memmove"(%6, %arg0, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// CHECK-NEXT:   %7 = llvm.alloca %0 x !llvm.array<2 x i16> : (i32) -> !llvm.ptr
// CHECK-NEXT:   llvm.store %5, %7 : i32, !llvm.ptr
// CHECK-NEXT:   "llvm.intr.memcpy.inline"(%arg1, %7) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:   llvm.return %5 : i32
// CHECK-NEXT: }
// PROMOTE-LABEL: llvm.func @memcpy(%arg0: !llvm.ptr, %arg1: !llvm.ptr) -> i32 {
// PROMOTE-NEXT:   %0 = llvm.mlir.constant(1 : i32) : i32
// PROMOTE-NEXT:   %1 = llvm.mlir.constant(16 : i32) : i32
// PROMOTE-NEXT:   %2 = llvm.getelementptr %arg0[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, i32)>
// PROMOTE-NEXT:   %3 = llvm.mlir.constant(4 : i32) : i32
// PROMOTE-NEXT:   %4 = llvm.load %2 : !llvm.ptr -> i32
// PROMOTE-NEXT:   %5 = llvm.alloca %0 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   "llvm.intr.memmove"(%5, %arg0, %1) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
// PROMOTE-NEXT:   %6 = llvm.alloca %0 x !llvm.array<2 x i16> : (i32) -> !llvm.ptr
// PROMOTE-NEXT:   llvm.store %4, %6 : i32, !llvm.ptr
// PROMOTE-NEXT:   "llvm.intr.memcpy.inline"(%arg1, %6) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// PROMOTE-NEXT:   llvm.return %4 : i32
// PROMOTE-NEXT: }
llvm.func @memcpy(%src: !llvm.ptr, %dst: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  %c = llvm.mlir.constant(16 : i32) : i32
  %1 = llvm.alloca %0 x !llvm.struct<(i32, i64, i32)> : (i32) -> !llvm.ptr
  "llvm.intr.memcpy"(%1, %src, %c) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %2 = llvm.getelementptr %1[0, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, i64, i32)>
  %3 = llvm.load %2 : !llvm.ptr -> i32
  %4 = llvm.alloca %0 x !llvm.array<2 x i32> : (i32) -> !llvm.ptr
  "llvm.intr.memmove"(%4, %src, %c) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  %5 = llvm.alloca %0 x !llvm.array<2 x i16> : (i32) -> !llvm.ptr
  llvm.store %3, %5 : i32, !llvm.ptr
  "llvm.intr.memcpy.inline"(%dst, %5) <{isVolatile = false, len = 4 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return %3 : i32
}
