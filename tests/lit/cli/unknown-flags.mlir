// An unknown flag gets LLVM's "Did you mean" with the nearest option by
// edit distance, pass flags included (with their `=value`), and parsing
// goes on, so every bad argument is reported; messages as mlir-opt-22's.
// RUN: not strata-opt %s --canonicalise 2>&1 | FileCheck %s --check-prefix=PASS
// RUN: not strata-opt %s --canonicalise='max-iterations=2' 2>&1 | FileCheck %s --check-prefix=VALUE
// RUN: not strata-opt %s --symbol-dc --verify-diagnostic 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: not strata-opt %s ---canonicalize 2>&1 | FileCheck %s --check-prefix=DASHES
// RUN: not strata-opt %s -ofoo.mlir 2>&1 | FileCheck %s --check-prefix=GROUP
// RUN: not strata-opt %s --mlir-print-op-generic=maybe --verify-diagnostics=all-of-them 2>&1 | FileCheck %s --check-prefix=VALUES
// RUN: not strata-opt %s -o 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: strata-opt %s --hepl | FileCheck %s --check-prefix=HELP

// PASS: strata-opt: Unknown command line argument '--canonicalise'.  Try: 'strata-opt --help'
// PASS-NEXT: strata-opt: Did you mean '--canonicalize'?
// PASS-NOT: {{.}}

// VALUE: strata-opt: Unknown command line argument '--canonicalise=max-iterations=2'.  Try: 'strata-opt --help'
// VALUE-NEXT: strata-opt: Did you mean '--canonicalize=max-iterations=2'?

// TWO: strata-opt: Unknown command line argument '--symbol-dc'.  Try: 'strata-opt --help'
// TWO-NEXT: strata-opt: Did you mean '--symbol-dce'?
// TWO-NEXT: strata-opt: Unknown command line argument '--verify-diagnostic'.  Try: 'strata-opt --help'
// TWO-NEXT: strata-opt: Did you mean '--verify-diagnostics'?

// At most two dashes are taken off: `---canonicalize` names `-canonicalize`.
// DASHES: strata-opt: Unknown command line argument '---canonicalize'.  Try: 'strata-opt --help'
// DASHES-NEXT: strata-opt: Did you mean '--canonicalize'?

// One-letter options group as in LLVM: `-ofoo.mlir` is not `-o foo.mlir`.
// GROUP: strata-opt: for the -o option: may not occur within a group!
// GROUP-NEXT: strata-opt: Unknown command line argument '-ofoo.mlir'.  Try: 'strata-opt --help'
// GROUP-NEXT: strata-opt: Did you mean '-o'?

// VALUES: strata-opt: for the --mlir-print-op-generic option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// VALUES-NEXT: strata-opt: for the --verify-diagnostics option: Cannot find option named 'all-of-them'!

// MISSING: strata-opt: for the -o option: requires a value!

// ... and `-hepl` is `-h` grouped with more letters: help.
// HELP: OVERVIEW: strata modular optimizer driver

func.func @f() {
  return
}
