// RUN: strata-opt %s --convert-scf-to-cf --debug-rewrites 2>&1 >/dev/null | FileCheck %s

// --debug-rewrites shows each conversion step: the pattern that converted
// an op, then every change it made. The loop's lowering creates the ops it
// needs; the if inside the loop body is converted after the loop.

// CHECK: [rewrite] ForLowering on 'scf.for' at {{.*}}scf-to-cf-debug-rewrites.mlir:14:3
// CHECK: [rewrite]   inserted 'arith.addi' at {{.*}}:14:3
// CHECK: [rewrite]   inserted 'cf.cond_br' at {{.*}}:14:3
// CHECK: [rewrite]   erased 'scf.for' at {{.*}}:14:3
// CHECK: [rewrite] IfLowering on 'scf.if' at {{.*}}:15:5
// CHECK: [rewrite]   erased 'scf.if' at {{.*}}:15:5
func.func @loop_if(%lb: index, %ub: index, %step: index, %c: i1) {
  scf.for %i = %lb to %ub step %step {
    scf.if %c {
      %x = arith.addi %i, %i : index
    }
  }
  return
}
