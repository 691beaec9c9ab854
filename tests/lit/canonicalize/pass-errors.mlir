// Pipeline and option errors, with upstream's texts; nothing is printed
// and the exit code is 1.
// RUN: not strata-opt %s --canonicalize="max-iteration=3" 2>&1 | FileCheck %s --check-prefix=NO-OPTION
// NO-OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option max-iteration

// RUN: not strata-opt %s --canonicalize="max-iterations=x" 2>&1 | FileCheck %s --check-prefix=BAD-INT
// BAD-INT: for the --max-iterations option: 'x' value invalid for long argument!

// RUN: not strata-opt %s --canonicalize="top-down=maybe" 2>&1 | FileCheck %s --check-prefix=BAD-BOOL
// BAD-BOOL: for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1

// RUN: not strata-opt %s --canonicalize="region-simplify=foo" 2>&1 | FileCheck %s --check-prefix=BAD-ENUM
// BAD-ENUM: for the --region-simplify option: Cannot find option named 'foo'!

// RUN: not strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalise))' 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// UNKNOWN: <unknown>:0: error: MLIR Textual PassPipeline Parser:1:11: error: 'canonicalise' does not refer to a registered pass or pass pipeline
// UNKNOWN-NEXT: func.func(canonicalise)
// UNKNOWN-NEXT: {{^          \^$}}

// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize{foo=1})' 2>&1 | FileCheck %s --check-prefix=PIPE-OPTION
// PIPE-OPTION: <unknown>:0: error: <Pass-Options-Parser>: no such option foo
// PIPE-OPTION: failed to add `canonicalize` with options `foo=1`

// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize' 2>&1 | FileCheck %s --check-prefix=UNWRAPPED
// UNWRAPPED: <unknown>:0: error: expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'

// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize))' 2>&1 | FileCheck %s --check-prefix=EXTRA-PAREN
// EXTRA-PAREN: MLIR Textual PassPipeline Parser:1:13: error: encountered extra closing ')' creating unbalanced parentheses while parsing pipeline

// RUN: not strata-opt %s --pass-pipeline='builtin.module(canonicalize{)' 2>&1 | FileCheck %s --check-prefix=OPEN-BRACE
// OPEN-BRACE: MLIR Textual PassPipeline Parser:1:13: error: missing closing '}' while processing pass options

// RUN: not strata-opt %s --canonicalize --pass-pipeline='builtin.module(canonicalize)' 2>&1 | FileCheck %s --check-prefix=MIXED
// MIXED: '-pass-pipeline' option can't be used with individual pass options

// RUN: not strata-opt %s --pass-pipeline='func.func(canonicalize)' 2>&1 | FileCheck %s --check-prefix=ANCHOR
// ANCHOR: error: can't run 'func.func' pass manager on 'builtin.module' op

func.func @f() {
  return
}
