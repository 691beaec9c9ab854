// --list-passes prints every registered pass with its options and exits.
// RUN: strata-opt --list-passes | FileCheck %s
// CHECK:      Passes:
// CHECK:        --canonicalize {{ *}}-   Canonicalize operations
// CHECK-NEXT:     --top-down=<value> {{ *}}- Seed the worklist in general top-down order
// CHECK:        --cse {{ *}}-   Eliminate common sub-expressions
// CHECK:        --symbol-dce {{ *}}-   Eliminate dead symbols
