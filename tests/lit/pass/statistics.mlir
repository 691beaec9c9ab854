// --mlir-pass-statistics: each pass's counters, as the pipeline ran
// (merged adjacent nested managers) or merged by pass name. mlir-opt-22
// as Debian builds it prints only the banner (LLVM statistics are compiled
// out); strata prints its counters (docs/differences.md).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),cse,symbol-dce)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),cse,symbol-dce)' --mlir-pass-statistics --mlir-pass-statistics-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// Threads do not change the counts.
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),cse,symbol-dce)' --mlir-pass-statistics -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  %dead = arith.subi %0, %1 : i32
  return %2 : i32
}

// In @g, %0 is dead before CSE reaches %1: erased (num-dce'd), not merged.
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}

func.func private @unused()

// PIPELINE:      ===-------------------------------------------------------------------------===
// PIPELINE-NEXT:                          ... Pass statistics report ...
// PIPELINE-NEXT: ===-------------------------------------------------------------------------===
// PIPELINE-NEXT: 'func.func' Pipeline
// PIPELINE-NEXT:   CSE
// PIPELINE-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// PIPELINE-NEXT:     (S) 2 num-dce'd - Number of operations DCE'd
// PIPELINE-NEXT:   Canonicalizer
// PIPELINE-NEXT: CSE
// PIPELINE-NEXT:   (S) 0 num-cse'd - Number of operations CSE'd
// PIPELINE-NEXT:   (S) 0 num-dce'd - Number of operations DCE'd
// PIPELINE-NEXT: SymbolDCE
// PIPELINE-NEXT:   (S) 1 num-dce - Number of symbols DCE'd
// PIPELINE-EMPTY:

// LIST:      ... Pass statistics report ...
// LIST-NEXT: ===-------------------------------------------------------------------------===
// LIST-NEXT:   CSE
// LIST-NEXT:     (S) 1 num-cse'd - Number of operations CSE'd
// LIST-NEXT:     (S) 2 num-dce'd - Number of operations DCE'd
// LIST-NEXT:   SymbolDCE
// LIST-NEXT:     (S) 1 num-dce - Number of symbols DCE'd
// LIST-EMPTY:
