// Function attributes of the llvm dialect: vscale_range in llvm.func's custom form,
// #llvm.vec_type_hint and #llvm.vscale_range with struct(params) (any order in,
// declaration order out, a default is_signed dropped), workgroup attributions,
// and constant ranges whose bounds take the type's width and print signed.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: llvm.func @vscale() vscale_range(1, 16) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @vscale_decl() vscale_range(-1, 705032704)
// CHECK-LABEL: llvm.func @hints() attributes {generic_vscale = #llvm.vscale_range<minRange = 1 : i64, maxRange = 3 : i32>, signed = #llvm.vec_type_hint<hint = vector<2xi32>, is_signed = true>, unsigned = #llvm.vec_type_hint<hint = vector<8xbf16>>, vec_type_hint = #llvm.vec_type_hint<hint = i32>}
// CHECK-LABEL: llvm.func @workgroup(!llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<512 : i64, i32>}, !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<128 : i64, !llvm.struct<(i32, i64, f32)>>})
// CHECK-LABEL: llvm.func @ranges(i8 {llvm.range = #llvm.constant_range<i8, 0, -1>}, i8 {llvm.range = #llvm.constant_range<i8, 44, 127>}, i1 {llvm.range = #llvm.constant_range<i1, -1, 0>}, i128 {llvm.range = #llvm.constant_range<i128, 16, 18446744073709551616>}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, -2147483648>})
llvm.func @vscale() vscale_range(1, 16) {
  llvm.return
}
llvm.func @vscale_decl() vscale_range(-1, 5000000000)
llvm.func @hints() attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32>, signed = #llvm.vec_type_hint<is_signed = true, hint = vector<2xi32>>, unsigned = #llvm.vec_type_hint<hint = vector<8xbf16>, is_signed = false>, generic_vscale = #llvm.vscale_range<maxRange = 3 : i32, minRange = 1 : i64>}
llvm.func @workgroup(%arg0: !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<512 : i64, i32>}, %arg1: !llvm.ptr {llvm.workgroup_attribution = #llvm.mlir.workgroup_attribution<128, !llvm.struct<(i32, i64, f32)>>})
llvm.func @ranges(%arg0: i8 {llvm.range = #llvm.constant_range<i8, 0, 255>}, %arg1: i8 {llvm.range = #llvm.constant_range<ui8, 300, -129>}, %arg2: i1 {llvm.range = #llvm.constant_range<i1, true, false>}, %arg3: i128 {llvm.range = #llvm.constant_range<i128, 0x10, 18446744073709551616>}) -> (i32 {llvm.range = #llvm.constant_range<i32, 0, -2147483648>})
