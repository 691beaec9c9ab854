// RUN: not strata-opt %s.does-not-exist 2>&1 | FileCheck %s

// CHECK: cannot open input file '{{.*}}does-not-exist': No such file or directory
