// Option and anchor errors of `inline`: a diagnostic and exit code 1.

// An unknown pass in the simplification pipeline (mlir-opt-22 prints the
// parser error and goes on with no pipeline, exit 0: docs/differences.md).
// RUN: not strata-opt %s --inline=default-pipeline=bogus 2>&1 | FileCheck %s --check-prefix=DEFAULT
// DEFAULT: error: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline

// RUN: not strata-opt %s '--inline=op-pipelines=func.func(bogus)' 2>&1 | FileCheck %s --check-prefix=OP
// OP: error: MLIR Textual PassPipeline Parser:1:1: error: 'bogus' does not refer to a registered pass or pass pipeline

// The inliner resolves symbols: it runs on symbol tables only.
// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(inline))' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: error: 'func.func' op  was scheduled to run under the inliner, but does not define a symbol table

func.func @f() {
  return
}
