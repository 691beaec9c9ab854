// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --mlir-print-local-scope | FileCheck %s --check-prefix=LOCAL

// A distinct attribute equals only itself: one `N` of the input is one
// attribute (`a` and `b`), another `N` another even with the same
// reference (`c`). Printed numbers count in print order: the `#distinct`
// aliases first (a `unit` reference prints as `<>` and gets no alias),
// then the rest as the op prints them.

// CHECK:      #distinct = distinct[0]<42 : i32>
// CHECK-NEXT: #distinct1 = distinct[1]<{x = 1 : i64}>
// CHECK-NEXT: #distinct2 = distinct[2]<"s">
// CHECK:      func.func @f() attributes {a = distinct[3]<>, b = distinct[3]<>, c = distinct[4]<>, d = #distinct, e = [distinct[4]<>, #distinct1]} {
// CHECK-NEXT:   "test.op"() {y = #distinct2, z = #distinct1} : () -> ()

// The generic form prints regions before the attribute dictionary, so
// the aliases come in another order.
// GENERIC:      #distinct = distinct[0]<"s">
// GENERIC-NEXT: #distinct1 = distinct[1]<{x = 1 : i64}>
// GENERIC-NEXT: #distinct2 = distinct[2]<42 : i32>

// No aliases under a local scope; still numbered in print order.
// LOCAL: func.func @f() attributes {a = distinct[0]<>, b = distinct[0]<>, c = distinct[1]<>, d = distinct[2]<42 : i32>, e = [distinct[1]<>, distinct[3]<{x = 1 : i64}>]} {
func.func @f() attributes {a = distinct[5]<unit>, b = distinct[5]<unit>, c = distinct[2]<unit>, d = distinct[7]<42 : i32>, e = [distinct[2]<unit>, distinct[9]<{x = 1 : i64}>]} {
  "test.op"() {z = distinct[9]<{x = 1 : i64}>, y = distinct[3]<"s">} : () -> ()
  return
}

// -----

// An alias of a distinct attribute is that one attribute; a distinct
// attribute holding an aliased one comes after it.

// CHECK:      #map = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #distinct = distinct[0]<#map>
// CHECK:      func.func @g() attributes {a = #distinct, b = #distinct, c = distinct[1]<>}
#x = distinct[0]<affine_map<(d0) -> (d0)>>
func.func @g() attributes {a = #x, b = #x, c = distinct[0x10]<>} {
  return
}
