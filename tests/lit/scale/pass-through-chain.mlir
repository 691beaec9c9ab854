// RUN: python3 -c "n = 3000; print('func.func @chain(%%c: i1, %%x: i32) -> i32 {\n  cf.cond_br %%c, ^b0, ^f0'); print(''.join(f'^f{i}:\n  cf.cond_br %%c, ^b{i+1}, ^f{i+1}\n' for i in range(n - 1)) + f'^f{n-1}:\n  cf.br ^b{n}'); print(''.join(f'^b{i}:\n  cf.br ^b{i+1}\n' for i in range(n)) + f'^b{n}:\n' + '  return %%x : i32\n}')" | strata-opt - --canonicalize | FileCheck %s
// REQUIRES: python3

// 3,000 blocks holding only a `cf.br`, each also the target of a second
// chain of `cf.cond_br`s: every edge collapses to the end. Checking a
// collapse for cycles follows at most 64 such blocks, so this converges in
// linear time; following the whole chain at each step (as strata did) did
// not converge within the 10 iterations, and mlir-opt-22 takes minutes.
// See also ../canonicalize/cf-pass-through-chain.mlir.

// CHECK-LABEL: func.func @chain(
// CHECK-SAME:     %[[C:.*]]: i1, %[[X:.*]]: i32) -> i32 {
// CHECK-NEXT:     return %[[X]] : i32
// CHECK-NEXT:   }
