// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s

// The type written after an opaque dialect attribute is kept; `none` is the
// type of an untyped one and is not printed.
// CHECK: "x.a"() {a = #foo.bar : i32, b = #foo<"x"> : f32, c = [#foo.q : i1], d = #foo.z, e = #foo.n} : () -> ()
"x.a"() {a = #foo.bar : i32, b = #foo<"x"> : f32, c = [#foo.q : i1], d = #foo.z, e = #foo.n : none} : () -> ()
