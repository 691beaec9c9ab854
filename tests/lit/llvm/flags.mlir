// The flags llvm ops keep as ODS `EnumProp` properties: `overflowFlags`
// (`overflow<nsw, nuw>`) and getelementptr's `noWrapFlags`
// (`inbounds|nuw`), parsed and printed as mlir-opt-22 does (expected text
// is mlir-opt-22's output for this file), directly, through the generic
// form, and in the generic form, where the property is an `i32`.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// overflowFlags of add, sub, mul, shl and trunc: `overflow<...>` after the
// operands, the flags in declaration order joined by ", "; none is left
// out, and the generic form always holds the property (`0 : i32`).
// CHECK-LABEL: llvm.func @overflow(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>) {
// GENERIC-LABEL: sym_name = "overflow"
llvm.func @overflow(%a: i32, %b: i32, %v: vector<4xi64>) {
  // CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %0 = llvm.add %a, %b : i32
  // CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  // CHECK-NEXT: %2 = llvm.add %arg0, %arg1 overflow<nuw> : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
  %2 = llvm.add %a, %b overflow<nuw> : i32
  // CHECK-NEXT: %3 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %3 = llvm.add %a, %b overflow<nuw, nsw> : i32
  // CHECK-NEXT: %4 = llvm.add %arg0, %arg1 : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %4 = llvm.add %a, %b overflow<none> : i32
  // CHECK-NEXT: %5 = llvm.add %arg0, %arg1 overflow<nuw> : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
  %5 = llvm.add %a, %b overflow<none, nuw> : i32
  // CHECK-NEXT: %6 = llvm.add %arg0, %arg1 overflow<nsw> {tag} : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 1 : i32}> {tag} : (i32, i32) -> i32
  %6 = llvm.add %a, %b overflow<nsw,nsw> {tag} : i32
  // CHECK-NEXT: %7 = llvm.sub %arg0, %arg1 : i32
  // GENERIC: "llvm.sub"({{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %7 = llvm.sub %a, %b : i32
  // CHECK-NEXT: %8 = llvm.sub %arg0, %arg1 overflow<nsw> : i32
  // GENERIC: "llvm.sub"({{.*}}) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %8 = llvm.sub %a, %b overflow<nsw> : i32
  // CHECK-NEXT: %9 = llvm.sub %arg0, %arg1 overflow<nuw> : i32
  // GENERIC: "llvm.sub"({{.*}}) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
  %9 = llvm.sub %a, %b overflow<nuw> : i32
  // CHECK-NEXT: %10 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
  // GENERIC: "llvm.sub"({{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %10 = llvm.sub %a, %b overflow<nsw, nuw> : i32
  // CHECK-NEXT: %11 = llvm.mul %arg0, %arg1 : i32
  // GENERIC: "llvm.mul"({{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %11 = llvm.mul %a, %b : i32
  // CHECK-NEXT: %12 = llvm.mul %arg0, %arg1 overflow<nsw> : i32
  // GENERIC: "llvm.mul"({{.*}}) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %12 = llvm.mul %a, %b overflow<nsw> : i32
  // CHECK-NEXT: %13 = llvm.mul %arg0, %arg1 overflow<nuw> : i32
  // GENERIC: "llvm.mul"({{.*}}) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
  %13 = llvm.mul %a, %b overflow<nuw> : i32
  // CHECK-NEXT: %14 = llvm.mul %arg0, %arg1 overflow<nsw, nuw> : i32
  // GENERIC: "llvm.mul"({{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %14 = llvm.mul %a, %b overflow<nsw, nuw> : i32
  // CHECK-NEXT: %15 = llvm.shl %arg0, %arg1 : i32
  // GENERIC: "llvm.shl"({{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %15 = llvm.shl %a, %b : i32
  // CHECK-NEXT: %16 = llvm.shl %arg0, %arg1 overflow<nsw> : i32
  // GENERIC: "llvm.shl"({{.*}}) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %16 = llvm.shl %a, %b overflow<nsw> : i32
  // CHECK-NEXT: %17 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
  // GENERIC: "llvm.shl"({{.*}}) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
  %17 = llvm.shl %a, %b overflow<nuw> : i32
  // CHECK-NEXT: %18 = llvm.shl %arg0, %arg1 overflow<nsw, nuw> : i32
  // GENERIC: "llvm.shl"({{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %18 = llvm.shl %a, %b overflow<nuw, nsw> : i32
  // CHECK-NEXT: %19 = llvm.mul %arg2, %arg2 overflow<nsw> : vector<4xi64>
  // GENERIC: "llvm.mul"({{.*}}) <{overflowFlags = 1 : i32}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
  %19 = llvm.mul %v, %v overflow<nsw> : vector<4xi64>
  // CHECK-NEXT: %20 = llvm.trunc %arg0 : i32 to i8
  // GENERIC: "llvm.trunc"({{.*}}) <{overflowFlags = 0 : i32}> : (i32) -> i8
  %20 = llvm.trunc %a : i32 to i8
  // CHECK-NEXT: %21 = llvm.trunc %arg0 overflow<nsw> : i32 to i8
  // GENERIC: "llvm.trunc"({{.*}}) <{overflowFlags = 1 : i32}> : (i32) -> i8
  %21 = llvm.trunc %a overflow<nsw> : i32 to i8
  // CHECK-NEXT: %22 = llvm.trunc %arg0 overflow<nuw> : i32 to i16
  // GENERIC: "llvm.trunc"({{.*}}) <{overflowFlags = 2 : i32}> : (i32) -> i16
  %22 = llvm.trunc %a overflow<nuw> : i32 to i16
  // CHECK-NEXT: %23 = llvm.trunc %arg0 overflow<nsw, nuw> : i32 to i1
  // GENERIC: "llvm.trunc"({{.*}}) <{overflowFlags = 3 : i32}> : (i32) -> i1
  %23 = llvm.trunc %a overflow<nsw, nuw> : i32 to i1
  // CHECK-NEXT: %24 = llvm.trunc %arg2 overflow<nuw> : vector<4xi64> to vector<4xi32>
  // GENERIC: "llvm.trunc"({{.*}}) <{overflowFlags = 2 : i32}> : (vector<4xi64>) -> vector<4xi32>
  %24 = llvm.trunc %v overflow<nuw> : vector<4xi64> to vector<4xi32>
  // CHECK-NEXT: llvm.return
  llvm.return
}

// noWrapFlags of getelementptr: every value but `inbounds_flag` alone
// (which the verifier rejects), spelled in any order; `inbounds` (both
// inbounds_flag and nusw) is printed first, then the remaining flags.
// CHECK-LABEL: llvm.func @gep_flags(%arg0: !llvm.ptr, %arg1: i32, %arg2: vector<2x!llvm.ptr>) {
// GENERIC-LABEL: sym_name = "gep_flags"
llvm.func @gep_flags(%p: !llvm.ptr, %i: i32, %ps: vector<2x!llvm.ptr>) {
  // CHECK-NEXT: %0 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %0 = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %1 = llvm.getelementptr %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %1 = llvm.getelementptr none %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %2 = llvm.getelementptr nusw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 2 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %2 = llvm.getelementptr nusw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %3 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %3 = llvm.getelementptr inbounds %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %4 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %4 = llvm.getelementptr inbounds_flag|nusw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %5 = llvm.getelementptr nuw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 4 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %5 = llvm.getelementptr nuw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %6 = llvm.getelementptr inbounds_flag|nuw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 5 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %6 = llvm.getelementptr inbounds_flag|nuw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %7 = llvm.getelementptr nusw|nuw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 6 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %7 = llvm.getelementptr nusw|nuw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %8 = llvm.getelementptr inbounds|nuw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %8 = llvm.getelementptr inbounds|nuw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %9 = llvm.getelementptr inbounds|nuw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %9 = llvm.getelementptr nuw|inbounds %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %10 = llvm.getelementptr inbounds|nuw %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %10 = llvm.getelementptr nuw|nusw|inbounds_flag %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %11 = llvm.getelementptr inbounds %arg0[%arg1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %11 = llvm.getelementptr none|inbounds %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  // CHECK-NEXT: %12 = llvm.getelementptr inbounds %arg0[0, 1, %arg1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = !llvm.struct<(i32, array<4 x f32>)>, noWrapFlags = 3 : i32, rawConstantIndices = array<i32: 0, 1, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  %12 = llvm.getelementptr inbounds %p[0, 1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  // CHECK-NEXT: %13 = llvm.getelementptr inbounds|nuw %arg0[1] : (!llvm.ptr) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  %13 = llvm.getelementptr inbounds|nuw %p[1] : (!llvm.ptr) -> !llvm.ptr, i8
  // CHECK-NEXT: %14 = llvm.getelementptr nuw %arg2[%arg1] {tag} : (vector<2x!llvm.ptr>, i32) -> vector<2x!llvm.ptr>, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 4 : i32, rawConstantIndices = array<i32: -2147483648>}> {tag} : (vector<2x!llvm.ptr>, i32) -> vector<2x!llvm.ptr>
  %14 = llvm.getelementptr nuw %ps[%i] {tag} : (vector<2x!llvm.ptr>, i32) -> vector<2x!llvm.ptr>, i8
  // CHECK-NEXT: llvm.return
  llvm.return
}

// The generic form: an absent property gets its default, a set one
// prints in the custom form.
// CHECK-LABEL: llvm.func @generic(%arg0: i32, %arg1: !llvm.ptr) {
// GENERIC-LABEL: sym_name = "generic"
llvm.func @generic(%a: i32, %p: !llvm.ptr) {
  // CHECK-NEXT: %0 = llvm.add %arg0, %arg0 : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
  %0 = "llvm.add"(%a, %a) : (i32, i32) -> i32
  // CHECK-NEXT: %1 = llvm.sub %arg0, %arg0 overflow<nsw, nuw> : i32
  // GENERIC: "llvm.sub"({{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %1 = "llvm.sub"(%a, %a) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  // CHECK-NEXT: %2 = llvm.trunc %arg0 overflow<nuw> : i32 to i8
  // GENERIC: "llvm.trunc"({{.*}}) <{overflowFlags = 2 : i32}> : (i32) -> i8
  %2 = "llvm.trunc"(%a) <{overflowFlags = 2 : i32}> : (i32) -> i8
  // CHECK-NEXT: %3 = llvm.getelementptr %arg1[4] : (!llvm.ptr) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  %3 = "llvm.getelementptr"(%p) <{elem_type = i8, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  // CHECK-NEXT: %4 = llvm.getelementptr nusw|nuw %arg1[4] : (!llvm.ptr) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 6 : i32, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  %4 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 6 : i32, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  // CHECK-NEXT: llvm.return
  llvm.return
}

// A generic `<{...}>` may hold the flags as any integer attribute or, for
// overflowFlags, as `#llvm.overflow<...>`: both are stored as the `i32`.
// A property is no attribute, so an attribute of its name stays
// discardable, beside the property.
// CHECK-LABEL: llvm.func @conversion(%arg0: i32, %arg1: !llvm.ptr) {
// GENERIC-LABEL: sym_name = "conversion"
llvm.func @conversion(%a: i32, %p: !llvm.ptr) {
  // CHECK-NEXT: %0 = llvm.add %arg0, %arg0 overflow<nsw> : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  %0 = "llvm.add"(%a, %a) <{overflowFlags = 1 : i64}> : (i32, i32) -> i32
  // CHECK-NEXT: %1 = llvm.mul %arg0, %arg0 overflow<nuw> : i32
  // GENERIC: "llvm.mul"({{.*}}) <{overflowFlags = 2 : i32}> : (i32, i32) -> i32
  %1 = "llvm.mul"(%a, %a) <{overflowFlags = #llvm.overflow<nuw>}> : (i32, i32) -> i32
  // CHECK-NEXT: %2 = llvm.shl %arg0, %arg0 overflow<nsw, nuw> : i32
  // GENERIC: "llvm.shl"({{.*}}) <{overflowFlags = 3 : i32}> : (i32, i32) -> i32
  %2 = "llvm.shl"(%a, %a) <{overflowFlags = 3 : index}> : (i32, i32) -> i32
  // CHECK-NEXT: %3 = llvm.add %arg0, %arg0 {overflowFlags = 3 : i32} : i32
  // GENERIC: "llvm.add"({{.*}}) <{overflowFlags = 0 : i32}> {overflowFlags = 3 : i32} : (i32, i32) -> i32
  %3 = "llvm.add"(%a, %a) {overflowFlags = 3 : i32} : (i32, i32) -> i32
  // CHECK-NEXT: %4 = llvm.sub %arg0, %arg0 overflow<nsw> {overflowFlags = 2 : i32} : i32
  // GENERIC: "llvm.sub"({{.*}}) <{overflowFlags = 1 : i32}> {overflowFlags = 2 : i32} : (i32, i32) -> i32
  %4 = llvm.sub %a, %a overflow<nsw> {overflowFlags = 2 : i32} : i32
  // CHECK-NEXT: %5 = llvm.getelementptr inbounds|nuw %arg1[4] : (!llvm.ptr) -> !llvm.ptr, i8
  // GENERIC: "llvm.getelementptr"({{.*}}) <{elem_type = i8, noWrapFlags = 7 : i32, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  %5 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = 7 : i64, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  // CHECK-NEXT: llvm.return
  llvm.return
}
