// The llvm dialect's types as function signatures: nested llvm types lose
// their `!llvm.` prefix, except ppc_fp128 and types that are not fully
// LLVM-compatible; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// CHECK-LABEL: func.func private @pointers(!llvm.ptr, !llvm.ptr<3>, !llvm.ptr, vector<4x!llvm.ptr>, vector<2x!llvm.ptr<1>>)
func.func private @pointers(!llvm.ptr, !llvm.ptr<3>, !llvm.ptr<0>, vector<4x!llvm.ptr>, vector<2x!llvm.ptr<1>>)

// CHECK-LABEL: func.func private @arrays(!llvm.array<4 x f32>, !llvm.array<3 x array<2 x ptr>>, !llvm.array<0 x i8>)
func.func private @arrays(!llvm.array<4 x f32>, !llvm.array<3 x !llvm.array<2 x !llvm.ptr<0>>>, !llvm.array<0 x i8>)

// CHECK-LABEL: func.func private @literal_structs(!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>, !llvm.struct<packed ()>, !llvm.struct<(ptr<3>, array<2 x i8>, vector<[4]xi32>, vector<2x!llvm.ptr<1>>, bf16, f80, f128)>)
func.func private @literal_structs(!llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.struct<packed (i8, i32)>, !llvm.struct<()>, !llvm.struct<packed ()>, !llvm.struct<(!llvm.ptr<3>, !llvm.array<2 x i8>, vector<[4]xi32>, vector<2x!llvm.ptr<1>>, bf16, f80, f128)>)

// Names are escaped as upstream's printEscapedString does; a struct may
// refer to an enclosing one of the same name.
// CHECK-LABEL: func.func private @identified_structs(!llvm.struct<"foo", (i32, ptr)>, !llvm.struct<"opq", opaque>, !llvm.struct<"a b\22c", ()>, !llvm.struct<"a", (struct<"b", (ptr, struct<"a">)>)>, !llvm.struct<"p", packed (i8, i32)>)
func.func private @identified_structs(!llvm.struct<"foo", (i32, ptr)>, !llvm.struct<"opq", opaque>, !llvm.struct<"a b\"c", ()>, !llvm.struct<"a", (struct<"b", (ptr, struct<"a">)>)>, !llvm.struct<"p", packed (i8, i32)>)

// CHECK-LABEL: func.func private @functions(!llvm.func<i32 (ptr, ...)>, !llvm.func<void ()>, !llvm.func<void (...)>, !llvm.func<ptr (ptr, ...)>, !llvm.func<!llvm.ppc_fp128 (!llvm.ppc_fp128)>)
func.func private @functions(!llvm.func<i32 (ptr, ...)>, !llvm.func<void ()>, !llvm.func<void (...)>, !llvm.func<!llvm.ptr (!llvm.ptr, ...)>, !llvm.func<ppc_fp128 (ppc_fp128)>)

// CHECK-LABEL: func.func private @units(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128)
func.func private @units(!llvm.void, !llvm.token, !llvm.label, !llvm.metadata, !llvm.x86_amx, !llvm.ppc_fp128)

// A struct holding a type LLVM does not have stays printable, but is not
// compatible, so inside another llvm type it keeps its prefix.
// CHECK-LABEL: func.func private @incompatible(!llvm.struct<(i32, vector<2xf32>, ptr<3>, tensor<2xf32>)>, !llvm.array<2 x !llvm.struct<(tensor<2xf32>)>>, !llvm.struct<(index)>)
func.func private @incompatible(!llvm.struct<(i32, vector<2xf32>, !llvm.ptr<3>, tensor<2xf32>)>, !llvm.array<2 x struct<(tensor<2xf32>)>>, !llvm.struct<(index)>)

// CHECK-LABEL: func.func private @results() -> (!llvm.struct<(vector<4xf32>, ptr)>, !llvm.ptr)
func.func private @results() -> (!llvm.struct<(vector<4xf32>, !llvm.ptr)>, !llvm.ptr<0>)

// ppc_fp128 is a valid vector element (not an LLVM-compatible vector).
// CHECK-LABEL: func.func private @ppc_vector(vector<4x!llvm.ppc_fp128>)
func.func private @ppc_vector(vector<4x!llvm.ppc_fp128>)
