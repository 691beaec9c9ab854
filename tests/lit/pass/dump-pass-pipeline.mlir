// --dump-pass-pipeline prints the pipeline before it runs, every option
// with its value (sorted by name; an empty list prints as nothing).
// RUN: strata-opt %s --cse --canonicalize=max-iterations=2 --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLAGS
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse,canonicalize{disable-patterns=A,B top-down=false}),any(cse),symbol-dce)' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize))' --dump-pass-pipeline -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWICE

func.func @f() {
  return
}

// FLAGS:      Pass Manager with 2 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   cse,
// FLAGS-NEXT:   canonicalize{  max-iterations=2 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true}
// FLAGS-NEXT: )
// FLAGS-EMPTY:

// NESTED:      Pass Manager with 3 passes:
// NESTED-NEXT: builtin.module(
// NESTED-NEXT:   func.func(
// NESTED-NEXT:     cse,
// NESTED-NEXT:     canonicalize{disable-patterns={A,B}  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=false}
// NESTED-NEXT:   ),
// NESTED-NEXT:   any(
// NESTED-NEXT:     cse
// NESTED-NEXT:   ),
// NESTED-NEXT:   symbol-dce
// NESTED-NEXT: )

// The pipeline is printed as written: adjacent nested managers are merged
// only when it runs.
// TWICE:      Pass Manager with 2 passes:
// TWICE-NEXT: builtin.module(
// TWICE-NEXT:   func.func(
// TWICE-NEXT:     cse
// TWICE-NEXT:   ),
// TWICE-NEXT:   func.func(
// TWICE-NEXT:     canonicalize{
