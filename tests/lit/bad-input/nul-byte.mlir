// RUN: printf '"x.a"() \000 : () -> ()\n' | strata-opt - --allow-unregistered-dialect | FileCheck %s

// A NUL byte is skipped like whitespace, as upstream does.
// CHECK: "x.a"() : () -> ()
