// The llvm ops' folds and constant materialization, as mlir-opt-22 applies
// them: icmp of equal operands and of an alloca against null, chainable
// casts, scalar zext/or/shl, extractvalue through insertvalue chains (not past
// an insert overlapping what it reads) and constants, GEP constant indices,
// and undef/poison/zero/addressof constants.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// CHECK-LABEL: llvm.func @icmp_same(%arg0: i32, %arg1: vector<2xi32>) -> i1 {
// CHECK-NEXT: %0 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %1 = llvm.mlir.constant(dense<false> : vector<2xi1>) : vector<2xi1>
// CHECK-NEXT: %2 = llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-NEXT: "test.use"(%1, %2) : (vector<2xi1>, i1) -> ()
// CHECK-NEXT: llvm.return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @icmp_alloca(%arg0: i64) -> i1 {
// CHECK-NEXT: %0 = llvm.mlir.constant(false) : i1
// CHECK-NEXT: %1 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: "test.use"(%1) : (i1) -> ()
// CHECK-NEXT: llvm.return %0 : i1
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @casts(%arg0: !llvm.ptr, %arg1: !llvm.ptr<1>, %arg2: vector<2xi32>) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.bitcast %arg2 : vector<2xi32> to vector<4xi16>
// CHECK-NEXT: %1 = llvm.addrspacecast %arg1 : !llvm.ptr<1> to !llvm.ptr<2>
// CHECK-NEXT: "test.use"(%arg2, %0, %arg1, %1) : (vector<2xi32>, vector<4xi16>, !llvm.ptr<1>, !llvm.ptr<2>) -> ()
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @constants() -> i64 {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.zero : vector<4xf32>
// CHECK-NEXT: %2 = llvm.mlir.zero : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(64 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(15 : i64) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(60 : i64) : i64
// CHECK-NEXT: %6 = llvm.shl %4, %3 : i64
// CHECK-NEXT: "test.use"(%6, %2, %1, %0) : (i64, i32, vector<4xf32>, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return %5 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @extract_insert(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: !llvm.struct<(i32, struct<(i32, f32)>)>) -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : f32
// CHECK-NEXT: %1 = llvm.mlir.undef : !llvm.struct<(i32, struct<(i32, f32)>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.struct<(i32, struct<(i32, f32)>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg1, %2[1, 0] : !llvm.struct<(i32, struct<(i32, f32)>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg2, %3[1, 1] : !llvm.struct<(i32, struct<(i32, f32)>)>
// CHECK-NEXT: %5 = llvm.extractvalue %arg3[1, 1] : !llvm.struct<(i32, struct<(i32, f32)>)>
// CHECK-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(i32, struct<(i32, f32)>)>
// CHECK-NEXT: "test.use"(%arg1, %5, %6, %0) : (i32, f32, !llvm.struct<(i32, f32)>, f32) -> ()
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @extract_constant() -> i32 {
// CHECK-NEXT: %0 = llvm.mlir.zero : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @gep(%arg0: !llvm.ptr, %arg1: i64) -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.constant(8589934592 : i64) : i64
// CHECK-NEXT: %1 = llvm.getelementptr %arg0[%arg1, 2] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x f32>
// CHECK-NEXT: %2 = llvm.getelementptr %arg0[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "test.use"(%1, %2, %arg0) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-NEXT: llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32} : i32
// CHECK-LABEL: llvm.func @addressof() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.addressof @g : !llvm.ptr
// CHECK-NEXT: %1 = llvm.mlir.poison : i32
// CHECK-NEXT: "test.use"(%0, %1, %1) : (!llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @extract_inside_overwritten(%arg0: !llvm.array<4 x f32>, %arg1: f32) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0, 0] : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: %2 = llvm.insertvalue %arg0, %1[0] : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0, 0] : !llvm.array<4 x array<4 x f32>>
// CHECK-NEXT: llvm.return %3 : f32
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @extract_past_other_inserts(%arg0: !llvm.struct<(i32, i32, i32)>, %arg1: i32) -> i32 {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, i32, i32)>
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
llvm.func @icmp_same(%a: i32, %v: vector<2xi32>) -> (i1) {
  %0 = llvm.icmp "eq" %a, %a : i32
  %1 = llvm.icmp "ne" %v, %v : vector<2xi32>
  %2 = llvm.icmp "slt" %a, %a : i32
  "test.use"(%1, %2) : (vector<2xi1>, i1) -> ()
  llvm.return %0 : i1
}

llvm.func @icmp_alloca(%n: i64) -> (i1) {
  %p = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %z = llvm.mlir.zero : !llvm.ptr
  %0 = llvm.icmp "eq" %p, %z : !llvm.ptr
  %1 = llvm.icmp "ne" %z, %p : !llvm.ptr
  "test.use"(%1) : (i1) -> ()
  llvm.return %0 : i1
}

llvm.func @casts(%p: !llvm.ptr, %q: !llvm.ptr<1>, %v: vector<2xi32>) -> (!llvm.ptr) {
  %0 = llvm.bitcast %p : !llvm.ptr to !llvm.ptr
  %1 = llvm.bitcast %v : vector<2xi32> to i64
  %2 = llvm.bitcast %1 : i64 to vector<2xi32>
  %3 = llvm.bitcast %1 : i64 to vector<4xi16>
  %4 = llvm.addrspacecast %q : !llvm.ptr<1> to !llvm.ptr
  %5 = llvm.addrspacecast %4 : !llvm.ptr to !llvm.ptr<1>
  %6 = llvm.addrspacecast %4 : !llvm.ptr to !llvm.ptr<2>
  "test.use"(%2, %3, %5, %6) : (vector<2xi32>, vector<4xi16>, !llvm.ptr<1>, !llvm.ptr<2>) -> ()
  llvm.return %0 : !llvm.ptr
}

llvm.func @constants() -> (i64) {
  %0 = llvm.mlir.constant(3 : i32) : i32
  %1 = llvm.zext %0 : i32 to i64
  %2 = llvm.mlir.constant(12 : i64) : i64
  %3 = llvm.or %1, %2 : i64
  %4 = llvm.mlir.constant(2 : i64) : i64
  %5 = llvm.shl %3, %4 : i64
  %6 = llvm.mlir.constant(64 : i64) : i64
  %7 = llvm.shl %3, %6 : i64
  %8 = llvm.mlir.zero : i32
  %9 = llvm.mlir.zero : vector<4xf32>
  %10 = llvm.mlir.zero : !llvm.ptr
  "test.use"(%7, %8, %9, %10) : (i64, i32, vector<4xf32>, !llvm.ptr) -> ()
  llvm.return %5 : i64
}

llvm.func @extract_insert(%a: i32, %b: i32, %c: f32, %s: !llvm.struct<(i32, struct<(i32, f32)>)>) -> (i32) {
  %u = llvm.mlir.undef : !llvm.struct<(i32, struct<(i32, f32)>)>
  %0 = llvm.insertvalue %a, %u[0] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %1 = llvm.insertvalue %b, %0[1, 0] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %2 = llvm.insertvalue %c, %1[1, 1] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %4 = llvm.extractvalue %2[1, 0] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %5 = llvm.extractvalue %s[1] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %6 = llvm.extractvalue %5[1] : !llvm.struct<(i32, f32)>
  %7 = llvm.extractvalue %2[1] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %8 = llvm.extractvalue %u[1, 1] : !llvm.struct<(i32, struct<(i32, f32)>)>
  "test.use"(%4, %6, %7, %8) : (i32, f32, !llvm.struct<(i32, f32)>, f32) -> ()
  llvm.return %3 : i32
}

llvm.func @extract_constant() -> (i32) {
  %0 = llvm.mlir.constant(dense<[1, 2, 3]> : vector<3xi32>) : vector<3xi32>
  %z = llvm.mlir.zero : !llvm.array<2 x i32>
  %1 = llvm.extractvalue %z[1] : !llvm.array<2 x i32>
  llvm.return %1 : i32
}

llvm.func @gep(%p: !llvm.ptr, %i: i64) -> (!llvm.ptr) {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %big = llvm.mlir.constant(8589934592 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %p[%i, %c2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x f32>
  %2 = llvm.getelementptr %p[%big] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %3 = llvm.getelementptr %p[0] : (!llvm.ptr) -> !llvm.ptr, f32
  "test.use"(%1, %2, %3) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
  llvm.return %0 : !llvm.ptr
}

llvm.mlir.global internal @g(0 : i32) {addr_space = 0 : i32} : i32

llvm.func @addressof() -> (!llvm.ptr) {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  %1 = llvm.mlir.addressof @g : !llvm.ptr
  %2 = llvm.mlir.poison : i32
  %3 = llvm.mlir.poison : i32
  "test.use"(%1, %2, %3) : (!llvm.ptr, i32, i32) -> ()
  llvm.return %0 : !llvm.ptr
}

llvm.func @extract_inside_overwritten(%arr: !llvm.array<4 x f32>, %x: f32) -> f32 {
  %0 = llvm.mlir.undef : !llvm.array<4 x !llvm.array<4 x f32>>
  %1 = llvm.insertvalue %x, %0[0, 0] : !llvm.array<4 x !llvm.array<4 x f32>>
  %2 = llvm.insertvalue %arr, %1[0] : !llvm.array<4 x !llvm.array<4 x f32>>
  %3 = llvm.extractvalue %2[0, 0] : !llvm.array<4 x !llvm.array<4 x f32>>
  llvm.return %3 : f32
}

llvm.func @extract_past_other_inserts(%s: !llvm.struct<(i32, i32, i32)>, %a: i32) -> i32 {
  %0 = llvm.insertvalue %a, %s[1] : !llvm.struct<(i32, i32, i32)>
  %1 = llvm.insertvalue %a, %0[2] : !llvm.struct<(i32, i32, i32)>
  %2 = llvm.extractvalue %1[0] : !llvm.struct<(i32, i32, i32)>
  llvm.return %2 : i32
}
