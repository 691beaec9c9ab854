// Adjacent passes that split over a module's functions (`--canonicalize
// --cse`: each is exactly its runs on the functions one by one) run as a
// nested pipeline would: both passes on one function, then the next, the
// function verified between them, and the whole module verified after the
// last. The IR and statistics are those of the unfused run; timing lists
// each pass at the top level, as the pipeline was written.
// RUN: strata-opt %s --canonicalize --cse | FileCheck %s
// RUN: strata-opt %s --mlir-disable-threading --canonicalize --cse | FileCheck %s
// RUN: strata-opt %s --canonicalize --cse --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=STATS
// RUN: strata-opt %s --mlir-disable-threading --canonicalize --cse --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TIMING
//
// Instrumentation that shows each pass's IR turns fusion off: the dump
// after the canonicalizer has every function canonicalized, none CSE'd.
// RUN: strata-opt %s --canonicalize --cse --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=DUMP
//
// A canonicalize that does not converge (strata's error; upstream is
// silent) is reported on each function that did not, as
// `func.func(canonicalize,cse)` reports it, where the unfused
// `--canonicalize` alone reports it once on the module.
// RUN: not strata-opt %s --canonicalize="max-iterations=1 test-convergence" --cse 2>&1 | FileCheck %s --check-prefix=CONV

func.func @f(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %b = arith.muli %c2, %c3 : i32
  %s = arith.addi %x, %b : i32
  %t = arith.addi %x, %b : i32
  %r = arith.muli %s, %t : i32
  return %r : i32
}

func.func @g(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c4 = arith.constant 4 : i32
  %b = arith.muli %c2, %c4 : i32
  %s = arith.addi %x, %b : i32
  %t = arith.addi %x, %b : i32
  %r = arith.muli %s, %t : i32
  return %r : i32
}

// CHECK-LABEL: func.func @f(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c6_i32 = arith.constant 6 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c6_i32 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    return %1 : i32
// CHECK-LABEL: func.func @g(%arg0: i32) -> i32 {
// CHECK-NEXT:    %c8_i32 = arith.constant 8 : i32
// CHECK-NEXT:    %0 = arith.addi %arg0, %c8_i32 : i32
// CHECK-NEXT:    %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:    return %1 : i32

// STATS:      Canonicalizer
// STATS-NEXT: CSE
// STATS-NEXT:   (S) 2 num-cse'd - Number of operations CSE'd
// STATS-NEXT:   (S) 0 num-dce'd - Number of operations DCE'd

// TIMING:      ----Wall Time----  ----Name----
// TIMING-NEXT: {{.*}}  Parser
// TIMING-NEXT: {{.*}}  Canonicalizer
// TIMING-NEXT: {{.*}}  CSE
// TIMING-NEXT: {{.*}}  Output
// TIMING-NEXT: {{.*}}  Rest

// DUMP:      IR Dump After Canonicalizer (canonicalize)
// DUMP:      func.func @g
// DUMP-NEXT:   %c8_i32 = arith.constant 8 : i32
// DUMP-NEXT:   %0 = arith.addi %arg0, %c8_i32 : i32
// DUMP-NEXT:   %1 = arith.addi %arg0, %c8_i32 : i32
// DUMP:      IR Dump After CSE (cse)

// The source line under a diagnostic after the passes comes from the
// file read again: the text was released once parsed.
// CONV:      fused.mlir:22:1: error: canonicalize did not converge after 1 iteration
// CONV-NEXT: func.func @f(%x: i32) -> i32 {
// CONV-NEXT: ^
// CONV-NEXT: fused.mlir:22:1: note: rewrites in the last iteration: fold, erase-trivially-dead (x2)
// CONV:      fused.mlir:32:1: error: canonicalize did not converge after 1 iteration
// CONV:      fused.mlir:32:1: note: rewrites in the last iteration: fold, erase-trivially-dead (x2)
// CONV-NOT:  error
