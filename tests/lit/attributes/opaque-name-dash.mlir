// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect | not strata-opt - --allow-unregistered-dialect 2>&1 | FileCheck %s --check-prefix=REPARSE

// An opaque dialect name with `-` prints in the `<...>` form, as mlir-opt-22
// prints it. When the name ends in `-`, the output (`#foo<q->`) cannot be
// read back by either tool: the `->` is taken for an arrow. strata keeps
// upstream's bytes (docs/differences.md); the fuzzer knows this case.
// CHECK: "x.a"() {c = [#foo<q-> : i1], d = #foo<a.b-c>} : () -> ()
// REPARSE: error: unbalanced '<' character in pretty dialect name
"x.a"() {c = [#foo.q- : i1], d = #foo.a.b-c} : () -> ()
