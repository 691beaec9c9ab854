// RUN: printf '"x.a"() ({\n' | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: <stdin>:1:11: error: expected operation name in quotes
