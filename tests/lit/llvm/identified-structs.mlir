// An identified struct name has one body per context, as upstream's
// uniqued identified structs do: a second, different body is an error at
// upstream's column, a defined struct cannot become opaque, and each
// --split-input-file chunk starts with no names bound.
// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: identified-structs.mlir:[[# @LINE + 3]]:42: error: identified type already used with a different body
func.func @different_fields() {
  "some.op"() : () -> !llvm.struct<"a", (ptr)>
  "some.op"() : () -> !llvm.struct<"a", (i32)>
}

// -----

// CHECK: identified-structs.mlir:[[# @LINE + 3]]:49: error: identified type already used with a different body
func.func @packed_differs() {
  "some.op"() : () -> !llvm.struct<"a", (i32)>
  "some.op"() : () -> !llvm.struct<"a", packed (i32)>
}

// -----

// An empty body is reported where it starts.
// CHECK: identified-structs.mlir:[[# @LINE + 3]]:41: error: identified type already used with a different body
func.func @opaque_then_empty() {
  "some.op"() : () -> !llvm.struct<"a", opaque>
  "some.op"() : () -> !llvm.struct<"a", ()>
}

// -----

// CHECK: identified-structs.mlir:[[# @LINE + 3]]:41: error: redeclaring defined struct as opaque
func.func @defined_then_opaque() {
  "some.op"() : () -> !llvm.struct<"a", ()>
  "some.op"() : () -> !llvm.struct<"a", opaque>
}

// -----

// A nested use binds the name too.
// CHECK: identified-structs.mlir:[[# @LINE + 3]]:55: error: identified type already used with a different body
func.func @nested() {
  "some.op"() : () -> !llvm.struct<"a", (i32)>
  "some.op"() : () -> !llvm.struct<"b", (struct<"a", (i64)>)>
}

// -----

// The same body again, opaque again and a recursive struct repeated are
// the same types; the names of the chunks above are free again here.
// CHECK-LABEL: func.func @same
// CHECK-NEXT: !llvm.struct<"a", (i64)>
// CHECK-NEXT: !llvm.struct<"a", (i64)>
// CHECK-NEXT: !llvm.struct<"o", opaque>
// CHECK-NEXT: !llvm.struct<"o", opaque>
// CHECK-NEXT: !llvm.struct<"r", (ptr, struct<"r">)>
// CHECK-NEXT: !llvm.struct<"r", (ptr, struct<"r">)>
func.func @same() {
  "some.op"() : () -> !llvm.struct<"a", (i64)>
  "some.op"() : () -> !llvm.struct<"a", (i64)>
  "some.op"() : () -> !llvm.struct<"o", opaque>
  "some.op"() : () -> !llvm.struct<"o", opaque>
  "some.op"() : () -> !llvm.struct<"r", (ptr, struct<"r">)>
  "some.op"() : () -> !llvm.struct<"r", (ptr, struct<"r">)>
}
