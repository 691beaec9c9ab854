// --debug-rewrites (strata only; upstream has -debug-only=greedy-rewriter in
// debug builds): one header per fold or pattern that changed the IR, then
// each change it made, with the ops' source locations.
// RUN: strata-opt %s --canonicalize --debug-rewrites 2>&1 >/dev/null | FileCheck %s

func.func @f(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %b = arith.muli %c2, %c3 : i32
  %s = arith.addi %x, %b : i32
  return %s : i32
}

// CHECK:      [rewrite] fold on 'arith.muli' at {{.*}}debug-rewrites.mlir:9:8
// CHECK-NEXT: [rewrite]   inserted 'arith.constant' at {{.*}}debug-rewrites.mlir:9:8
// CHECK-NEXT: [rewrite]   replaced 'arith.muli' at {{.*}}debug-rewrites.mlir:9:8 (1 values)
// CHECK-NEXT: [rewrite]   modified 'arith.addi' at {{.*}}debug-rewrites.mlir:10:8
// CHECK-NEXT: [rewrite]   erased 'arith.muli' at {{.*}}debug-rewrites.mlir:9:8
// CHECK-NEXT: [rewrite] erase-trivially-dead on 'arith.constant' at {{.*}}debug-rewrites.mlir:8:9
// CHECK-NEXT: [rewrite]   erased 'arith.constant' at {{.*}}debug-rewrites.mlir:8:9
// CHECK-NEXT: [rewrite] erase-trivially-dead on 'arith.constant' at {{.*}}debug-rewrites.mlir:7:9
// CHECK-NEXT: [rewrite]   erased 'arith.constant' at {{.*}}debug-rewrites.mlir:7:9
// CHECK-NOT:  [rewrite]
