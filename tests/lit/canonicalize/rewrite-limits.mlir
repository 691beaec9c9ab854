// `max-iterations` and `max-num-rewrites` as upstream's GreedyRewriteConfig
// reads them: -1 alone means no limit; 0 and every other negative value is
// a limit nothing stays below: no iteration runs (max-iterations), or no
// op is processed (max-num-rewrites; seeding the worklist still uniques
// and hoists constants). `max-num-rewrites` counts pattern applications per
// iteration, not per run. The CHECK lines are what mlir-opt-22 prints.
// RUN: strata-opt %s --canonicalize="max-num-rewrites=-2" | FileCheck %s --check-prefix=NONE
// RUN: strata-opt %s --canonicalize="max-num-rewrites=0 test-convergence=true" | FileCheck %s --check-prefix=NONE
// RUN: strata-opt %s --canonicalize="max-iterations=-2 test-convergence=true" | FileCheck %s --check-prefix=NOITER
// RUN: strata-opt %s --canonicalize="max-iterations=0" | FileCheck %s --check-prefix=NOITER
// RUN: strata-opt %s --canonicalize="max-iterations=-9223372036854775808" | FileCheck %s --check-prefix=NOITER
// RUN: strata-opt %s --pass-pipeline='builtin.module(canonicalize{max-num-rewrites=-5})' | FileCheck %s --check-prefix=NONE
// RUN: strata-opt %s --canonicalize="max-num-rewrites=1" | FileCheck %s --check-prefix=ONE
// RUN: strata-opt %s --canonicalize="max-num-rewrites=1 max-iterations=2" | FileCheck %s --check-prefix=TWO
// RUN: strata-opt %s --canonicalize="max-num-rewrites=-1 max-iterations=-1" | FileCheck %s --check-prefix=ALL

func.func @f(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c2 : i32
  %c1 = arith.constant 1 : i32
  %1 = arith.addi %0, %c1 : i32
  %c1b = arith.constant 1 : i32
  %2 = arith.addi %b, %c1b : i32
  %3 = arith.addi %2, %c2 : i32
  %4 = arith.addi %c, %c1 : i32
  %5 = arith.addi %4, %c2 : i32
  return %1, %3, %5 : i32, i32, i32
}

// NOITER-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// NOITER-NEXT:    %c2_i32 = arith.constant 2 : i32
// NOITER-NEXT:    %0 = arith.addi %arg0, %c2_i32 : i32
// NOITER-NEXT:    %c1_i32 = arith.constant 1 : i32
// NOITER-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// NOITER-NEXT:    %c1_i32_0 = arith.constant 1 : i32

// NONE-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// NONE-NEXT:    %c1_i32 = arith.constant 1 : i32
// NONE-NEXT:    %c2_i32 = arith.constant 2 : i32
// NONE-NEXT:    %0 = arith.addi %arg0, %c2_i32 : i32
// NONE-NEXT:    %1 = arith.addi %0, %c1_i32 : i32
// NONE-NEXT:    %2 = arith.addi %arg1, %c1_i32 : i32
// NONE-NEXT:    %3 = arith.addi %2, %c2_i32 : i32
// NONE-NEXT:    %4 = arith.addi %arg2, %c1_i32 : i32
// NONE-NEXT:    %5 = arith.addi %4, %c2_i32 : i32
// NONE-NEXT:    return %1, %3, %5 : i32, i32, i32

// One rewrite in each of up to 10 iterations: all three, as with no limit.
// ONE-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// ONE-NEXT:    %c3_i32 = arith.constant 3 : i32
// ONE-NEXT:    %0 = arith.addi %arg0, %c3_i32 : i32
// ONE-NEXT:    %1 = arith.addi %arg1, %c3_i32 : i32
// ONE-NEXT:    %2 = arith.addi %arg2, %c3_i32 : i32
// ONE-NEXT:    return %0, %1, %2 : i32, i32, i32

// Two iterations of one rewrite each: two of the three.
// TWO-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// TWO-NEXT:    %c1_i32 = arith.constant 1 : i32
// TWO-NEXT:    %c2_i32 = arith.constant 2 : i32
// TWO-NEXT:    %c3_i32 = arith.constant 3 : i32
// TWO-NEXT:    %0 = arith.addi %arg0, %c3_i32 : i32
// TWO-NEXT:    %c3_i32_0 = arith.constant 3 : i32
// TWO-NEXT:    %1 = arith.addi %arg1, %c3_i32_0 : i32
// TWO-NEXT:    %2 = arith.addi %arg2, %c1_i32 : i32
// TWO-NEXT:    %3 = arith.addi %2, %c2_i32 : i32
// TWO-NEXT:    return %0, %1, %3 : i32, i32, i32

// ALL-LABEL: func.func @f(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// ALL-NEXT:    %c3_i32 = arith.constant 3 : i32
// ALL-NEXT:    %0 = arith.addi %arg0, %c3_i32 : i32
// ALL-NEXT:    %1 = arith.addi %arg1, %c3_i32 : i32
// ALL-NEXT:    %2 = arith.addi %arg2, %c3_i32 : i32
// ALL-NEXT:    return %0, %1, %2 : i32, i32, i32
