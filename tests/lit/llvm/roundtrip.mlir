// The llvm ops' custom forms and the custom directives of their formats:
// parsed and printed back as mlir-opt-22 prints them (expected text is
// mlir-opt-22's output for this file), directly and through the generic
// form.
// RUN: strata-opt %s | FileCheck %s
// RUN: strata-opt %s | strata-opt | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt | FileCheck %s

// Declarations list bare types with their attribute dictionaries; a
// missing result is `void` and is not printed back.
// CHECK-LABEL: llvm.func @decl(i32 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.nonnull}) -> (i32 {llvm.signext})
llvm.func @decl(i32 {llvm.noundef}, !llvm.ptr {llvm.align = 8 : i64, llvm.nonnull}) -> (i32 {llvm.signext})
// CHECK-LABEL: llvm.func @decl_void()
llvm.func @decl_void() -> !llvm.void
// CHECK-LABEL: llvm.func @decl_vararg(i32, ...) -> i32
llvm.func @decl_vararg(i32, ...) -> i32
// CHECK-LABEL: llvm.func extern_weak @decl_only_vararg(...)
llvm.func extern_weak @decl_only_vararg(...)
// CHECK-LABEL: llvm.func @decl_ptr(!llvm.ptr) -> !llvm.ptr
llvm.func @decl_ptr(!llvm.ptr) -> !llvm.ptr
// CHECK-LABEL: llvm.func cc_10 @decl_struct() -> !llvm.struct<(i32, ptr)>
llvm.func cc_10 @decl_struct() -> !llvm.struct<(i32, ptr)>
// CHECK-LABEL: llvm.func @decl_res_attrs() -> (f32 {llvm.noundef})
llvm.func @decl_res_attrs() -> (f32 {llvm.noundef})

// Keywords before the name: linkage (`external` is left out), visibility,
// unnamed_addr, calling convention.
// CHECK-LABEL: llvm.func internal @kw_internal(%arg0: i32, %arg1: f32) -> i32 attributes {passthrough = ["noinline"]} {
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
llvm.func internal @kw_internal(%x: i32, %y: f32) -> i32 attributes {passthrough = ["noinline"]} {
  llvm.return %x : i32
}
// CHECK-LABEL: llvm.func weak_odr protected local_unnamed_addr fastcc @kw_all() {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func weak_odr protected local_unnamed_addr fastcc @kw_all() {
  llvm.return
}
// CHECK-LABEL: llvm.func hidden @kw_external() {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func external hidden @kw_external() {
  llvm.return
}
// CHECK-LABEL: llvm.func private unnamed_addr @kw_private(%arg0: i32 {llvm.zeroext}, %arg1: !llvm.ptr {llvm.nonnull}) attributes {no_inline, sym_visibility = "private"} {
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func private unnamed_addr @kw_private(%x: i32 {llvm.zeroext}, %p: !llvm.ptr {llvm.nonnull}) attributes {no_inline, sym_visibility = "private"} {
  llvm.return
}

// A definition may name its arguments in its entry block instead.
// CHECK-LABEL: llvm.func @entry_block_names(%arg0: i64, %arg1: f64) -> i64 {
// CHECK-NEXT:   llvm.return %arg0 : i64
// CHECK-NEXT: }
llvm.func @entry_block_names(i64, f64) -> i64 {
^bb0(%a: i64, %b: f64):
  llvm.return %a : i64
}

// CHECK-LABEL: llvm.comdat @comdats {
// CHECK-NEXT:   llvm.comdat_selector @any any
// CHECK-NEXT: }
llvm.comdat @comdats {
  llvm.comdat_selector @any any
}
// CHECK-LABEL: llvm.func @with_comdat() comdat(@comdats::@any) attributes {dso_local}
llvm.func @with_comdat() comdat(@comdats::@any) attributes {dso_local}

// Globals always print their linkage and `addr_space`; a string global
// may leave out its type.
// CHECK-LABEL: llvm.mlir.global external @g_plain() {addr_space = 0 : i32} : i32
llvm.mlir.global external @g_plain() : i32
// CHECK-LABEL: llvm.mlir.global internal constant @g_value(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal constant @g_value(42 : i32) : i32
// CHECK-LABEL: llvm.mlir.global private constant @g_string("text\00") {addr_space = 0 : i32}
llvm.mlir.global private constant @g_string("text\00")
// CHECK-LABEL: llvm.mlir.global external @g_string_typed("abc") {addr_space = 0 : i32}
llvm.mlir.global external @g_string_typed("abc") : !llvm.array<3 x i8>
// CHECK-LABEL: llvm.mlir.global weak hidden thread_local unnamed_addr @g_all(2.500000e+00 : f64) {addr_space = 1 : i32, alignment = 8 : i64} : f64
llvm.mlir.global weak hidden thread_local unnamed_addr @g_all(2.500000e+00 : f64) {addr_space = 1 : i32, alignment = 8 : i64} : f64
// CHECK-LABEL: llvm.mlir.global appending @g_dense(dense<[3, 4]> : tensor<2xi32>) {addr_space = 0 : i32, dso_local, section = "data"} : !llvm.array<2 x i32>
llvm.mlir.global appending @g_dense(dense<[3, 4]> : tensor<2xi32>) {dso_local, section = "data"} : !llvm.array<2 x i32>
// CHECK-LABEL: llvm.mlir.global linkonce local_unnamed_addr @g_region() {addr_space = 0 : i32} : !llvm.struct<(i32, f64)> {
// CHECK-NEXT:   %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
// CHECK-NEXT:   llvm.return %0 : !llvm.struct<(i32, f64)>
// CHECK-NEXT: }
llvm.mlir.global linkonce local_unnamed_addr @g_region() : !llvm.struct<(i32, f64)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
  llvm.return %0 : !llvm.struct<(i32, f64)>
}
// CHECK-LABEL: llvm.mlir.global external @g_comdat() comdat(@comdats::@any) {addr_space = 0 : i32} : i8
llvm.mlir.global external @g_comdat() comdat(@comdats::@any) : i8

// CHECK-LABEL: llvm.mlir.alias external @alias_plain : i32 {
// CHECK-NEXT:   %0 = llvm.mlir.addressof @g_plain : !llvm.ptr
// CHECK-NEXT:   llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.mlir.alias external @alias_plain : i32 {
  %0 = llvm.mlir.addressof @g_plain : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// CHECK-LABEL: llvm.mlir.alias private hidden thread_local unnamed_addr @alias_kw {dso_local} : i32 {
// CHECK-NEXT:   %0 = llvm.mlir.addressof @g_plain : !llvm.ptr
// CHECK-NEXT:   llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.mlir.alias private hidden thread_local unnamed_addr @alias_kw {dso_local} : i32 {
  %0 = llvm.mlir.addressof @g_plain : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// Calls: direct and indirect, vararg, calling convention and tail-call
// kind, bundles (`[]` is dropped), argument and result attributes, and a
// `none` fastmath left out.
// CHECK-LABEL: llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32) -> i32 {
// CHECK-NEXT:   %0 = llvm.call @kw_internal(%arg0, %arg2) : (i32, f32) -> i32
// CHECK-NEXT:   llvm.call @decl_void() : () -> ()
// CHECK-NEXT:   %1 = llvm.call %arg1(%arg0, %arg2) : !llvm.ptr, (i32, f32) -> i32
// CHECK-NEXT:   %2 = llvm.call @decl_vararg(%arg0, %arg2) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f32) -> i32
// CHECK-NEXT:   %3 = llvm.call fastcc @kw_internal(%arg0, %arg2) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
// CHECK-NEXT:   %4 = llvm.call coldcc musttail @kw_internal(%arg0, %arg2) : (i32, f32) -> i32
// CHECK-NEXT:   %5 = llvm.call tail @kw_internal(%arg0, %arg2) : (i32, f32) -> i32
// CHECK-NEXT:   llvm.call @decl_void() ["tag"(%arg0, %arg1 : i32, !llvm.ptr), "empty"()] : () -> ()
// CHECK-NEXT:   llvm.call @decl_void() : () -> ()
// CHECK-NEXT:   %6 = llvm.call @decl(%arg0, %arg1) {no_unwind} : (i32 {llvm.noundef}, !llvm.ptr) -> (i32 {llvm.zeroext})
// CHECK-NEXT:   llvm.return %0 : i32
// CHECK-NEXT: }
llvm.func @calls(%x: i32, %p: !llvm.ptr, %f: f32) -> i32 {
  %0 = llvm.call @kw_internal(%x, %f) : (i32, f32) -> i32
  llvm.call @decl_void() : () -> ()
  %1 = llvm.call %p(%x, %f) : !llvm.ptr, (i32, f32) -> i32
  %2 = llvm.call @decl_vararg(%x, %f) vararg(!llvm.func<i32 (i32, ...)>) : (i32, f32) -> i32
  %3 = llvm.call fastcc @kw_internal(%x, %f) {fastmathFlags = #llvm.fastmath<fast>} : (i32, f32) -> i32
  %4 = llvm.call coldcc musttail @kw_internal(%x, %f) : (i32, f32) -> i32
  %5 = llvm.call tail @kw_internal(%x, %f) {fastmathFlags = #llvm.fastmath<none>} : (i32, f32) -> i32
  llvm.call @decl_void() ["tag"(%x, %p : i32, !llvm.ptr), "empty"()] : () -> ()
  llvm.call @decl_void() [] : () -> ()
  %6 = llvm.call @decl(%x, %p) {no_unwind} : (i32 {llvm.noundef}, !llvm.ptr) -> (i32 {llvm.zeroext})
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func @intrinsics(%arg0: i32, %arg1: !llvm.ptr, %arg2: f32) {
// CHECK-NEXT:   %0 = llvm.call_intrinsic "llvm.smax.i32"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT:   llvm.call_intrinsic "llvm.donothing"() : () -> ()
// CHECK-NEXT:   %1 = llvm.call_intrinsic "llvm.fabs.f32"(%arg2) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
// CHECK-NEXT:   llvm.call_intrinsic "llvm.assume"(%arg0) ["align"(%arg1, %arg0 : !llvm.ptr, i32)] : (i32) -> ()
// CHECK-NEXT:   %2 = llvm.mlir.constant(true) : i1
// CHECK-NEXT:   llvm.intr.assume %2 : i1
// CHECK-NEXT:   llvm.intr.assume %2 ["align"(%arg1, %arg0 : !llvm.ptr, i32), "empty"()] : i1
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @intrinsics(%x: i32, %p: !llvm.ptr, %f: f32) {
  %0 = llvm.call_intrinsic "llvm.smax.i32"(%x, %x) : (i32, i32) -> i32
  llvm.call_intrinsic "llvm.donothing"() : () -> ()
  %1 = llvm.call_intrinsic "llvm.fabs.f32"(%f) {fastmathFlags = #llvm.fastmath<nnan>} : (f32) -> f32
  llvm.call_intrinsic "llvm.assume"(%x) ["align"(%p, %x : !llvm.ptr, i32)] : (i32) -> ()
  %c = llvm.mlir.constant(true) : i1
  llvm.intr.assume %c : i1
  llvm.intr.assume %c ["align"(%p, %x : !llvm.ptr, i32), "empty"()] : i1
  llvm.return
}

// Invoke and landingpad (a landingpad needs a personality).
// CHECK-LABEL: llvm.func @invokes(%arg0: i32, %arg1: !llvm.ptr) -> i32 attributes {personality = @decl_ptr} {
// CHECK-NEXT:   %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:   %1 = llvm.mlir.addressof @g_plain : !llvm.ptr
// CHECK-NEXT:   %2 = llvm.invoke @kw_internal(%arg0, %arg0) to ^bb1(%arg0 : i32) unwind ^bb2 : (i32, i32) -> i32
// CHECK-NEXT: ^bb1(%3: i32):
// CHECK-NEXT:   %4 = llvm.invoke fastcc %arg1(%arg0) to ^bb3 unwind ^bb2 : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   %5 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   %6 = llvm.invoke @decl_vararg(%arg0, %arg0) to ^bb4 unwind ^bb5 vararg(!llvm.func<i32 (i32, ...)>) ["x"(%arg0 : i32)] {branch_weights = array<i32: 5, 6>} : (i32 {llvm.noundef}, i32) -> i32
// CHECK-NEXT: ^bb4:
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: ^bb5:
// CHECK-NEXT:   %7 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
// CHECK-NEXT:   llvm.return %arg0 : i32
// CHECK-NEXT: }
llvm.func @invokes(%x: i32, %p: !llvm.ptr) -> i32 attributes {personality = @decl_ptr} {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.mlir.addressof @g_plain : !llvm.ptr
  %2 = llvm.invoke @kw_internal(%x, %x) to ^bb1(%x : i32) unwind ^bb2 : (i32, i32) -> i32
^bb1(%3: i32):
  %4 = llvm.invoke fastcc %p(%x) to ^bb3 unwind ^bb2 : !llvm.ptr, (i32) -> i32
^bb2:
  %5 = llvm.landingpad cleanup (catch %0 : !llvm.ptr) (catch %1 : !llvm.ptr) : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
^bb3:
  llvm.invoke @decl_vararg(%x, %x) to ^bb4 unwind ^bb5 vararg(!llvm.func<i32 (i32, ...)>) ["x"(%x : i32)] {branch_weights = array<i32: 5, 6>} : (i32 {llvm.noundef}, i32) -> i32
^bb4:
  llvm.return %x : i32
^bb5:
  %6 = llvm.landingpad cleanup : !llvm.struct<(ptr, i32)>
  llvm.return %x : i32
}

// Comparisons: the predicate is a string; the result type is inferred.
// CHECK-LABEL: llvm.func @compares(%arg0: i32, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<[2]xi64>, %arg4: !llvm.ptr) {
// CHECK-NEXT:   %0 = llvm.icmp "slt" %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = llvm.icmp "uge" %arg3, %arg3 : vector<[2]xi64>
// CHECK-NEXT:   %2 = llvm.icmp "eq" %arg4, %arg4 {tag} : !llvm.ptr
// CHECK-NEXT:   %3 = llvm.fcmp "oeq" %arg1, %arg1 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT:   %4 = llvm.fcmp "_true" %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT:   %5 = llvm.fcmp "une" %arg1, %arg1 : f32
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @compares(%a: i32, %f: f32, %v: vector<4xf32>, %s: vector<[2]xi64>, %p: !llvm.ptr) {
  %0 = llvm.icmp "slt" %a, %a : i32
  %1 = llvm.icmp "uge" %s, %s : vector<[2]xi64>
  %2 = llvm.icmp "eq" %p, %p {tag} : !llvm.ptr
  %3 = llvm.fcmp "oeq" %f, %f {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
  %4 = llvm.fcmp "_true" %v, %v : vector<4xf32>
  %5 = llvm.fcmp "une" %f, %f {fastmathFlags = #llvm.fastmath<none>} : f32
  llvm.return
}

// Alloca: `elem_type` after `x`; an alignment of 0 is dropped.
// CHECK-LABEL: llvm.func @allocas(%arg0: i32) {
// CHECK-NEXT:   %0 = llvm.alloca %arg0 x i32 : (i32) -> !llvm.ptr
// CHECK-NEXT:   %1 = llvm.alloca %arg0 x !llvm.struct<(i32, f32)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
// CHECK-NEXT:   %2 = llvm.alloca inalloca %arg0 x i64 : (i32) -> !llvm.ptr<5>
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @allocas(%n: i32) {
  %0 = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %1 = llvm.alloca %n x !llvm.struct<(i32, f32)> {alignment = 16 : i64} : (i32) -> !llvm.ptr
  %2 = llvm.alloca inalloca %n x i64 {alignment = 0 : i64} : (i32) -> !llvm.ptr<5>
  llvm.return
}

// Directives: inferred result types print nothing (a trailing space
// stays), GEP indices mix constants and values.
// CHECK-LABEL: llvm.func @aggregates(%arg0: !llvm.struct<(i32, array<2 x f32>)>, %arg1: f32, %arg2: vector<4xf32>, %arg3: vector<[4]xi32>, %arg4: !llvm.ptr, %arg5: i32) {
// CHECK-NEXT:   %0 = llvm.extractvalue %arg0[1, 0] : !llvm.struct<(i32, array<2 x f32>)> {{$}}
// CHECK-NEXT:   %1 = llvm.insertvalue %arg1, %arg0[1, 1] : !llvm.struct<(i32, array<2 x f32>)> {{$}}
// CHECK-NEXT:   %2 = llvm.shufflevector %arg2, %arg2 [0, 1, -1] : vector<4xf32> {{$}}
// CHECK-NEXT:   %3 = llvm.shufflevector %arg3, %arg3 [0, 0] : vector<[4]xi32> {{$}}
// CHECK-NEXT:   %4 = llvm.getelementptr %arg4[%arg5] : (!llvm.ptr, i32) -> !llvm.ptr, f32
// CHECK-NEXT:   %5 = llvm.getelementptr %arg4[0, 1, %arg5] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
// CHECK-NEXT:   %6 = llvm.getelementptr %arg4[-2] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @aggregates(%s: !llvm.struct<(i32, array<2 x f32>)>, %f: f32, %v: vector<4xf32>, %sv: vector<[4]xi32>, %p: !llvm.ptr, %i: i32) {
  %0 = llvm.extractvalue %s[1, 0] : !llvm.struct<(i32, array<2 x f32>)>
  %1 = llvm.insertvalue %f, %s[1, 1] : !llvm.struct<(i32, array<2 x f32>)>
  %2 = llvm.shufflevector %v, %v [0, 1, -1] : vector<4xf32>
  %3 = llvm.shufflevector %sv, %sv [0, 0] : vector<[4]xi32>
  %4 = llvm.getelementptr %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, f32
  %5 = llvm.getelementptr %p[0, 1, %i] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, array<4 x f32>)>
  %6 = llvm.getelementptr %p[-2] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// Switch cases print as signed values of the flag's width.
// CHECK-LABEL: llvm.func @switches(%arg0: i32, %arg1: i8) {
// CHECK-NEXT:   llvm.switch %arg0 : i32, ^bb1 [
// CHECK-NEXT:     7: ^bb2(%arg0 : i32),
// CHECK-NEXT:     -3: ^bb3
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1:
// CHECK-NEXT:   llvm.switch %arg1 : i8, ^bb1 [
// CHECK-NEXT:     1: ^bb3,
// CHECK-NEXT:     -1: ^bb3,
// CHECK-NEXT:     -2: ^bb2(%arg0 : i32)
// CHECK-NEXT:   ] {branch_weights = array<i32: 1, 2, 3, 4>}
// CHECK-NEXT: ^bb2(%0: i32):
// CHECK-NEXT:   llvm.switch %arg0 : i32, ^bb3 [
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb3:
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: }
llvm.func @switches(%a: i32, %b: i8) {
  llvm.switch %a : i32, ^bb1 [
    7: ^bb2(%a : i32),
    -3: ^bb3
  ]
^bb1:
  llvm.switch %b : i8, ^bb1 [
    1: ^bb3,
    255: ^bb3,
    -2: ^bb2(%a : i32)
  ] {branch_weights = array<i32: 1, 2, 3, 4>}
^bb2(%0: i32):
  llvm.switch %a : i32, ^bb3 [
  ]
^bb3:
  llvm.return
}

// CHECK-LABEL: llvm.func @indirect_branches(%arg0: !llvm.ptr, %arg1: i32) {
// CHECK-NEXT:   llvm.indirectbr %arg0 : !llvm.ptr, [
// CHECK-NEXT:   ^bb1(%arg1 : i32),
// CHECK-NEXT:   ^bb2
// CHECK-NEXT:   ]
// CHECK-NEXT: ^bb1(%0: i32):
// CHECK-NEXT:   llvm.return
// CHECK-NEXT: ^bb2:
// CHECK-NEXT:   llvm.indirectbr %arg0 : !llvm.ptr, []
// CHECK-NEXT: }
llvm.func @indirect_branches(%p: !llvm.ptr, %a: i32) {
  llvm.indirectbr %p : !llvm.ptr, [
  ^bb1(%a : i32),
  ^bb2
  ]
^bb1(%0: i32):
  llvm.return
^bb2:
  llvm.indirectbr %p : !llvm.ptr, [
  ]
}

// CHECK-LABEL: llvm.mlir.global external @g_ifunc_target() {addr_space = 0 : i32} : i32
llvm.mlir.global external @g_ifunc_target() : i32
// CHECK-LABEL: llvm.func internal @resolver() -> !llvm.ptr {
// CHECK-NEXT:   %0 = llvm.mlir.addressof @g_ifunc_target : !llvm.ptr
// CHECK-NEXT:   llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func internal @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @g_ifunc_target : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// CHECK-LABEL: llvm.mlir.ifunc weak @ifunc : !llvm.func<void ()>, !llvm.ptr @resolver
llvm.mlir.ifunc weak @ifunc : !llvm.func<void ()>, !llvm.ptr @resolver
// CHECK-LABEL: llvm.mlir.ifunc external @ifunc_external : !llvm.func<void ()>, !llvm.ptr @resolver
llvm.mlir.ifunc @ifunc_external : !llvm.func<void ()>, !llvm.ptr @resolver
