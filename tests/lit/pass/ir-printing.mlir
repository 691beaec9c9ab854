// IR dumps around passes (--mlir-print-ir-*), with upstream's header lines.
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-before=cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-before-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE_ALL
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-after=canonicalize -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-after-all -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER_ALL
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-before=cse --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE_MODULE
// RUN: strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,cse))' --mlir-print-ir-after-all --mlir-print-ir-after-change -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER_ALL_CHANGE
// RUN: not strata-opt %s --mlir-disable-threading --pass-pipeline='builtin.module(func.func(cse,symbol-dce))' --mlir-print-ir-after-failure -o /dev/null 2>&1 | FileCheck %s --check-prefix=AFTER_FAILURE
// Threads do not change the dumps: nested pipelines run in order when IR is printed.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-before=cse -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE
// Module scope needs no --mlir-disable-threading (mlir-opt-22 refuses it without).
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize))' --mlir-print-ir-before=cse --mlir-print-ir-module-scope -o /dev/null 2>&1 | FileCheck %s --check-prefix=BEFORE_MODULE

func.func @foo() {
  %0 = arith.constant 0 : i32
  return
}

func.func @bar() {
  return
}

// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @foo()
// BEFORE: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE-NEXT: func.func @bar()
// BEFORE-NOT: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE-NOT: // -----// IR Dump After

// BEFORE_ALL: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE_ALL-NEXT: func.func @foo()
// BEFORE_ALL: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE_ALL-NEXT: func.func @foo()
// BEFORE_ALL: // -----// IR Dump Before CSE (cse) //----- //
// BEFORE_ALL-NEXT: func.func @bar()
// BEFORE_ALL: // -----// IR Dump Before Canonicalizer (canonicalize) //----- //
// BEFORE_ALL-NEXT: func.func @bar()
// BEFORE_ALL-NOT: // -----// IR Dump After

// AFTER-NOT: // -----// IR Dump Before
// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @foo()
// AFTER-NEXT:   return
// AFTER: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER-NEXT: func.func @bar()

// AFTER_ALL-NOT: // -----// IR Dump Before
// AFTER_ALL: // -----// IR Dump After CSE (cse) //----- //
// AFTER_ALL-NEXT: func.func @foo()
// AFTER_ALL: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER_ALL-NEXT: func.func @foo()
// AFTER_ALL: // -----// IR Dump After CSE (cse) //----- //
// AFTER_ALL-NEXT: func.func @bar()
// AFTER_ALL: // -----// IR Dump After Canonicalizer (canonicalize) //----- //
// AFTER_ALL-NEXT: func.func @bar()

// BEFORE_MODULE: // -----// IR Dump Before CSE (cse) ('func.func' operation: @foo) //----- //
// BEFORE_MODULE-NEXT: module {
// BEFORE_MODULE-NEXT:   func.func @foo()
// BEFORE_MODULE:        func.func @bar()
// BEFORE_MODULE: // -----// IR Dump Before CSE (cse) ('func.func' operation: @bar) //----- //
// BEFORE_MODULE-NEXT: module {
// BEFORE_MODULE-NEXT:   func.func @foo()

// The first cse erases the dead constant of @foo; nothing else changes.
// AFTER_ALL_CHANGE: // -----// IR Dump After CSE (cse) //----- //
// AFTER_ALL_CHANGE-NEXT: func.func @foo()
// AFTER_ALL_CHANGE-NEXT:   return
// AFTER_ALL_CHANGE-NOT: // -----// IR Dump After

// AFTER_FAILURE-NOT: // -----// IR Dump After CSE
// AFTER_FAILURE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// AFTER_FAILURE: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// AFTER_FAILURE-NEXT: func.func @foo()
// AFTER_FAILURE: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// AFTER_FAILURE: // -----// IR Dump After SymbolDCE Failed (symbol-dce) //----- //
// AFTER_FAILURE-NEXT: func.func @bar()
