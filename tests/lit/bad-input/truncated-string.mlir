// RUN: printf '"x.a' | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: <stdin>:1:5: error: expected '"' in string literal
