// An output path that cannot be written is reported as mlir-opt-22 reports
// it (`cannot open output file`, with the system's reason), after the
// input was read and before the pipeline is checked.
// RUN: rm -rf %t.dir && mkdir -p %t.dir
// RUN: not strata-opt %s -o %t.dir 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not strata-opt %s -o %t.dir --pass-pipeline=bad 2>&1 | FileCheck %s --check-prefix=DIR
// RUN: not strata-opt %s -o %t.dir/missing/out.mlir 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not strata-opt %t.dir/missing.mlir -o %t.dir 2>&1 | FileCheck %s --check-prefix=INPUT

// DIR: cannot open output file '{{.*}}.dir': Is a directory
// DIR-NOT: error
// MISSING: cannot open output file '{{.*}}.dir/missing/out.mlir': No such file or directory
// INPUT: cannot open input file '{{.*}}.dir/missing.mlir': No such file or directory
// INPUT-NOT: output

func.func @f() {
  return
}
