// RUN: printf '"x.a"() \377 : () -> ()\n' | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s

// CHECK: <stdin>:1:9: error: unexpected character
