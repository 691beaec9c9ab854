// Function attributes of the llvm dialect over enums and targets: frame
// pointer and unwind table kinds (a case that is no bare keyword stays
// quoted, a quoted keyword is read as the keyword), target features, and
// #llvm.target with its features written in full or stripped.
// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: llvm.func @frame() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, target_cpu = "skylake", target_features = #llvm.target_features<["+sse", "-avx"]>, uwtable_kind = #llvm.uwtableKind<async>} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @frame_none() attributes {frame_pointer = #llvm.framePointerKind<none>, target_features = #llvm.target_features<[]>, uwtable_kind = #llvm.uwtableKind<sync>}
// CHECK-LABEL: llvm.func @targets() attributes {c = #llvm.cconv<fastcc>, l = #llvm.linkage<internal>, t0 = #llvm.target<triple = "x86_64-unknown-linux-gnu", chip = "skylake">, t1 = #llvm.target<triple = "x86_64", chip = "skylake", features = <["+avx2"]>>, t2 = #llvm.target<triple = "t", chip = "c", features = <["-sse"]>>}
llvm.func @frame() attributes {frame_pointer = #llvm.framePointerKind<"non-leaf">, uwtable_kind = #llvm.uwtableKind<"async">, target_features = #llvm.target_features<["+sse", "-avx"]>, target_cpu = "skylake"} {
  llvm.return
}
llvm.func @frame_none() attributes {frame_pointer = #llvm.framePointerKind<"none">, uwtable_kind = #llvm.uwtableKind<sync>, target_features = #llvm.target_features<[]>}
llvm.func @targets() attributes {t0 = #llvm.target<chip = "skylake", triple = "x86_64-unknown-linux-gnu">, t1 = #llvm.target<triple = "x86_64", chip = "skylake", features = #llvm.target_features<["+avx2"]>>, t2 = #llvm.target<features = <["-sse"]>, chip = "c", triple = "t">, l = #llvm.linkage<"internal">, c = #llvm.cconv<"fastcc">}
