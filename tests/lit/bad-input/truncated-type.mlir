// RUN: printf '"x.a"() : () -> (' | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: <stdin>:1:16: error: expected non-function type
