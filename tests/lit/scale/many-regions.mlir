// RUN: python3 -c "n = 100000; print('func.func @f(%%c: i1) {'); [print('  scf.if %%c {\n  }') for i in range(n)]; print('  return\n}')" | strata-opt - | FileCheck %s
// RUN: python3 -c "n = 20000; print('func.func @g() {'); [print('  scf.execute_region {\n    cf.br ^bb1\n  ^bb1:\n    scf.yield\n  }') for i in range(n)]; print('  return\n}')" | strata-opt - | FileCheck %s --check-prefix=MULTI
// REQUIRES: python3

// 100,000 regions, and 20,000 regions of two blocks, in one function: the
// verifier's dominance is sized by each region, not by the whole arena
// (this input once took seconds, growing with the square of the regions).
// CHECK: func.func @f(%arg0: i1) {
// CHECK-COUNT-3: scf.if %arg0 {
// CHECK: return

// MULTI: func.func @g() {
// MULTI: scf.execute_region {
// MULTI-NEXT: cf.br ^bb1
// MULTI-NEXT: ^bb1:  // pred: ^bb0
// MULTI-NEXT: scf.yield
// MULTI: return
