// Limits end saturation early but never fail: with max-nodes=1 (or
// max-iterations=0) no law applies, and the result is cse's (here, with
// nothing cse can merge, the input). Folding is part of building the
// e-graph, so constants still fold. The statistics report why each
// saturation stopped.
// RUN: strata-opt %s --pass-pipeline='builtin.module(eqsat{max-nodes=1})' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(eqsat{max-iterations=0})' | FileCheck %s
// RUN: strata-opt %s --pass-pipeline='builtin.module(eqsat{max-nodes=1})' --mlir-pass-statistics 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: strata-opt %s --eqsat --mlir-pass-statistics 2>&1 | FileCheck %s --check-prefix=FULL
// `time-limit-ms=0` is no limit (a test never depends on the clock: a
// limit that stops saturation is tested through the API, with zero time):
// RUN: strata-opt %s --pass-pipeline='builtin.module(eqsat{time-limit-ms=0})' | FileCheck %s --check-prefix=SAT

// SAT-LABEL: func.func @assoc(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// SAT-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// SAT-NEXT:    %1 = arith.addi %0, %arg2 : i32
// SAT-NEXT:    return %1, %1 : i32, i32
// SAT-NEXT:  }

// CHECK-LABEL: func.func @assoc(%arg0: i32, %arg1: i32, %arg2: i32) -> (i32, i32) {
// CHECK-NEXT:    %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:    %1 = arith.addi %0, %arg2 : i32
// CHECK-NEXT:    %2 = arith.addi %arg1, %arg2 : i32
// CHECK-NEXT:    %3 = arith.addi %arg0, %2 : i32
// CHECK-NEXT:    return %1, %3 : i32, i32
// CHECK-NEXT:  }
func.func @assoc(%a: i32, %b: i32, %c: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %0, %c : i32
  %2 = arith.addi %b, %c : i32
  %3 = arith.addi %a, %2 : i32
  return %1, %3 : i32, i32
}

// CHECK-LABEL: func.func @cse_still_runs(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:    %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:    %0 = arith.muli %arg0, %arg0 : i32
// CHECK-NEXT:    return %0, %c7_i32 : i32, i32
// CHECK-NEXT:  }
func.func @cse_still_runs(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %0 = arith.muli %x, %x : i32
  %1 = arith.muli %x, %x : i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %c3, %c4 : i32
  return %0, %3 : i32, i32
}

// STATS:      EqSat
// STATS-DAG:  (S) 1 num-cse'd
// STATS-DAG:  (S) 1 num-dce'd
// STATS-DAG:  (S) 0 num-iterations
// STATS-DAG:  (S) 1 num-kept-cse
// STATS-DAG:  (S) 2 num-stop-nodes
// STATS-DAG:  (S) 0 num-stop-saturated
// STATS-DAG:  (S) 2 num-units

// FULL:      EqSat
// FULL-DAG:  (S) 0 num-invalid-plans
// FULL-DAG:  (S) 0 num-stop-nodes
// FULL-DAG:  (S) 2 num-stop-saturated
