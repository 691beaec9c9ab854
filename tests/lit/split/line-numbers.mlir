// RUN: not strata-opt %s --split-input-file --allow-unregistered-dialect 2>&1 | FileCheck %s

// Chunks keep their line numbers in the original file, and one failing
// chunk does not stop the others.
"x.a"() : () -> ()
// -----
"x.b"(%0) : (i32) -> ()
// -----
"x.c"() : () -> ()

// CHECK: line-numbers.mlir:7:7: error: use of undeclared SSA value name
