// Integer parameters are read as upstream's parseInteger reads them: true is a
// one-bit all-ones value (so 4294967295 for a uint32_t), -1 wraps, leading zeros
// do not widen a literal, and constant_range bounds start at the range's width.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i", sizeInBits = 32>
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/">
// CHECK-NEXT: #di_composite_type = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", file = #di_file, line = 4294967295>
// CHECK-NEXT: #di_composite_type1 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s2", file = #di_file, sizeInBits = 18446744073709551615>
// CHECK: "t.op"() {a = #di_composite_type, b = #di_composite_type1, c = #llvm.di_expression<[DW_OP_constu(18446744073709551615), DW_OP_constu(18446744073709551608)]>, d = #di_basic_type} : () -> ()
// CHECK-LABEL: llvm.func @range_true() -> (i32 {llvm.range = #llvm.constant_range<i8, 1, 0>})
// CHECK-LABEL: llvm.func @range_hex() -> (i32 {llvm.range = #llvm.constant_range<i8, 15, -8>})
// CHECK-LABEL: llvm.func @range_wide() -> (i32 {llvm.range = #llvm.constant_range<i4, 0, 7>})
// CHECK-LABEL: llvm.func @hint_one(i32) attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = true>}
#file = #llvm.di_file<"a.c" in "/">
#t = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s", file = #file, line = true>
#t2 = #llvm.di_composite_type<tag = DW_TAG_structure_type, name = "s2", file = #file, line = false, sizeInBits = -1>
#b = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "i", sizeInBits = 0x00000000000000000020>
#e = #llvm.di_expression<[DW_OP_constu(true), DW_OP_constu(-0x8)]>
"t.op"() {a = #t, b = #t2, c = #e, d = #b} : () -> ()
llvm.func @range_true() -> (i32 {llvm.range = #llvm.constant_range<i8, true, 0>})
llvm.func @range_hex() -> (i32 {llvm.range = #llvm.constant_range<i8, 0x0F, -0x8>})
llvm.func @range_wide() -> (i32 {llvm.range = #llvm.constant_range<i4, 0, 0xFFFFFFFFFFFFFFFFFFFFFFFFF7>})
llvm.func @hint_one(i32) attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = 00001>}
