// ensure-debug-info-scope-on-llvm-func: one compile unit for the module's file,
// a subprogram per function (a definition distinct and in the compile unit,
// a declaration not), and ops from another file than their function's in a
// lexical block file of theirs; a call site keeps its caller and has its
// callee scoped, nested call sites in blocks of their callers' files.
// RUN: strata-opt %s --ensure-debug-info-scope-on-llvm-func --mlir-print-debuginfo | FileCheck %s

// CHECK-LABEL: llvm.func @same_file() {
// CHECK-NEXT: llvm.return loc(#loc1)
// CHECK-NEXT: } loc(#loc15)
// CHECK-LABEL: llvm.func @other_file() {
// CHECK-NEXT: llvm.return loc(#loc21)
// CHECK-NEXT: } loc(#loc16)
// CHECK-LABEL: llvm.func @call_site() {
// CHECK-NEXT: llvm.return loc(#loc25)
// CHECK-NEXT: } loc(#loc17)
// CHECK-LABEL: llvm.func @nested_call_sites() {
// CHECK-NEXT: llvm.return loc(#loc29)
// CHECK-NEXT: } loc(#loc18)
// CHECK-LABEL: llvm.func @fused_and_named() {
// CHECK-NEXT: %0 = llvm.mlir.constant(1 : i32) : i32 loc(#loc23)
// CHECK-NEXT: %1 = llvm.mlir.constant(2 : i32) : i32 loc(#loc9)
// CHECK-NEXT: %2 = llvm.mlir.constant(3 : i32) : i32 loc(#loc24)
// CHECK-NEXT: llvm.return loc(#loc4)
// CHECK-NEXT: } loc(#loc19)
// CHECK-LABEL: llvm.func @no_file() {
// CHECK-NEXT: llvm.return loc(#loc2)
// CHECK-NEXT: } loc(#loc20)
// CHECK-LABEL: llvm.func @declaration() loc(#loc13)
// CHECK-LABEL: llvm.func @declaration_at_call_site() loc(#loc14)
// CHECK-NEXT: } loc(#loc)
// CHECK-NEXT: #di_file = #llvm.di_file<"main.py" in "src">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"util.py" in "">
// CHECK-NEXT: #di_file2 = #llvm.di_file<"core.py" in "/lib">
// CHECK-NEXT: #di_file3 = #llvm.di_file<"decl.py" in "/tmp">
// CHECK-NEXT: #di_file4 = #llvm.di_file<"mysource.cc" in "">
// CHECK-NEXT: #di_subroutine_type = #llvm.di_subroutine_type<callingConvention = DW_CC_normal>
// CHECK-NEXT: #loc = loc("src/main.py":1:1)
// CHECK-NEXT: #loc1 = loc("src/main.py":2:2)
// CHECK-NEXT: #loc2 = loc("util.py":3:3)
// CHECK-NEXT: #loc3 = loc("/lib/core.py":4:4)
// CHECK-NEXT: #loc4 = loc(unknown)
// CHECK-NEXT: #loc5 = loc("/tmp/decl.py":7:3)
// CHECK-NEXT: #loc6 = loc("foo")
// CHECK-NEXT: #loc7 = loc("mysource.cc":10:8)
// CHECK-NEXT: #di_compile_unit = #llvm.di_compile_unit<id = distinct[0]<>, sourceLanguage = DW_LANG_C, file = #di_file, producer = "MLIR", isOptimized = true, emissionKind = LineTablesOnly>
// CHECK-NEXT: #di_subprogram = #llvm.di_subprogram<scope = #di_file3, name = "declaration", linkageName = "declaration", file = #di_file3, line = 7, scopeLine = 7, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram1 = #llvm.di_subprogram<scope = #di_file4, name = "declaration_at_call_site", linkageName = "declaration_at_call_site", file = #di_file4, line = 10, scopeLine = 10, subprogramFlags = Optimized, type = #di_subroutine_type>
// CHECK-NEXT: #loc8 = loc(fused[#loc2, #loc3])
// CHECK-NEXT: #loc9 = loc(fused[#loc1, #loc3])
// CHECK-NEXT: #loc10 = loc("n"(#loc3))
// CHECK-NEXT: #loc11 = loc("decl"(#loc5))
// CHECK-NEXT: #loc12 = loc(callsite(#loc6 at #loc7))
// CHECK-NEXT: #di_subprogram2 = #llvm.di_subprogram<id = distinct[1]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "same_file", linkageName = "same_file", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram3 = #llvm.di_subprogram<id = distinct[2]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "other_file", linkageName = "other_file", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram4 = #llvm.di_subprogram<id = distinct[3]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "call_site", linkageName = "call_site", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram5 = #llvm.di_subprogram<id = distinct[4]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "nested_call_sites", linkageName = "nested_call_sites", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram6 = #llvm.di_subprogram<id = distinct[5]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "fused_and_named", linkageName = "fused_and_named", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #di_subprogram7 = #llvm.di_subprogram<id = distinct[6]<>, compileUnit = #di_compile_unit, scope = #di_file, name = "no_file", linkageName = "no_file", file = #di_file, line = 1, scopeLine = 1, subprogramFlags = "Definition|Optimized", type = #di_subroutine_type>
// CHECK-NEXT: #loc13 = loc(fused<#di_subprogram>[#loc11])
// CHECK-NEXT: #loc14 = loc(fused<#di_subprogram1>[#loc12])
// CHECK-NEXT: #di_lexical_block_file = #llvm.di_lexical_block_file<scope = #di_subprogram3, file = #di_file1, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file1 = #llvm.di_lexical_block_file<scope = #di_subprogram4, file = #di_file, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file2 = #llvm.di_lexical_block_file<scope = #di_subprogram5, file = #di_file2, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file3 = #llvm.di_lexical_block_file<scope = #di_subprogram6, file = #di_file1, discriminator = 0>
// CHECK-NEXT: #di_lexical_block_file4 = #llvm.di_lexical_block_file<scope = #di_subprogram6, file = #di_file2, discriminator = 0>
// CHECK-NEXT: #loc15 = loc(fused<#di_subprogram2>[#loc])
// CHECK-NEXT: #loc16 = loc(fused<#di_subprogram3>[#loc])
// CHECK-NEXT: #loc17 = loc(fused<#di_subprogram4>[#loc])
// CHECK-NEXT: #loc18 = loc(fused<#di_subprogram5>[#loc])
// CHECK-NEXT: #loc19 = loc(fused<#di_subprogram6>[#loc])
// CHECK-NEXT: #loc20 = loc(fused<#di_subprogram7>[#loc4])
// CHECK-NEXT: #di_lexical_block_file5 = #llvm.di_lexical_block_file<scope = #di_lexical_block_file2, file = #di_file, discriminator = 0>
// CHECK-NEXT: #loc21 = loc(fused<#di_lexical_block_file>[#loc2])
// CHECK-NEXT: #loc22 = loc(fused<#di_lexical_block_file1>[#loc1])
// CHECK-NEXT: #loc23 = loc(fused<#di_lexical_block_file3>[#loc8])
// CHECK-NEXT: #loc24 = loc(fused<#di_lexical_block_file4>[#loc10])
// CHECK-NEXT: #di_lexical_block_file6 = #llvm.di_lexical_block_file<scope = #di_lexical_block_file5, file = #di_file1, discriminator = 0>
// CHECK-NEXT: #loc25 = loc(callsite(#loc22 at #loc3))
// CHECK-NEXT: #loc26 = loc(fused<#di_lexical_block_file6>[#loc2])
// CHECK-NEXT: #loc27 = loc(fused<#di_lexical_block_file5>[#loc26])
// CHECK-NEXT: #loc28 = loc(fused<#di_lexical_block_file2>[#loc27])
// CHECK-NEXT: #loc29 = loc(callsite(#loc28 at #loc1))
#m = loc("src/main.py":1:1)
#m2 = loc("src/main.py":2:2)
#u = loc("util.py":3:3)
#c = loc("/lib/core.py":4:4)
module {
  llvm.func @same_file() {
    llvm.return loc(#m2)
  } loc(#m)
  llvm.func @other_file() {
    llvm.return loc(#u)
  } loc(#m)
  llvm.func @call_site() {
    llvm.return loc(callsite(#m2 at #c))
  } loc(#m)
  llvm.func @nested_call_sites() {
    llvm.return loc(callsite(callsite(callsite(#u at #m2) at #c) at #m2))
  } loc(#m)
  llvm.func @fused_and_named() {
    %0 = llvm.mlir.constant(1 : i32) : i32 loc(fused[#u, #c])
    %1 = llvm.mlir.constant(2 : i32) : i32 loc(fused[#m2, #c])
    %2 = llvm.mlir.constant(3 : i32) : i32 loc("n"(#c))
    llvm.return loc(unknown)
  } loc(#m)
  llvm.func @no_file() {
    llvm.return loc(#u)
  } loc(unknown)
  llvm.func @declaration() loc("decl"("/tmp/decl.py":7:3))
  llvm.func @declaration_at_call_site() loc(callsite("foo" at "mysource.cc":10:8))
} loc(#m)
