// RUN: strata-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: strata-opt %s --allow-unregistered-dialect --mlir-print-op-generic | strata-opt --allow-unregistered-dialect | FileCheck %s

// Dialect enum attributes are values, not text: each prints in its
// canonical form, whatever the spelling it was read from (mlir-opt-22
// prints the same). Bit enums list their flags in declaration order,
// groups first (`fast`), with their own separator (`,` for fastmath,
// `, ` for overflow flags); `none` is the empty set.

// CHECK-LABEL: "x.enums"() {
// CHECK-SAME: a = #arith.fastmath<nnan,ninf>
// CHECK-SAME: b = #arith.fastmath<fast>
// CHECK-SAME: c = #arith.fastmath<fast>
// CHECK-SAME: d = #arith.fastmath<none>
// CHECK-SAME: e = #arith.overflow<nsw, nuw>
// CHECK-SAME: f = #arith.overflow<none>
// CHECK-SAME: g = #vector.kind<maxnumf>
// CHECK-SAME: h = [#vector.iterator_type<parallel>, #vector.iterator_type<reduction>]
// CHECK-SAME: i = #vector.punctuation<no_punctuation>
// CHECK-SAME: j = #index<cmp_predicate sle>
// CHECK-SAME: k = #index<cmp_predicate ult>
// CHECK-SAME: l = #ub.poison
// CHECK-SAME: m = #arith.fastmath<reassoc,contract>
"x.enums"() {
  a = #arith.fastmath<ninf,nnan>,
  b = #arith.fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>,
  c = #arith.fastmath<nnan, fast>,
  d = #arith.fastmath< none >,
  e = #arith.overflow<nuw,nsw>,
  f = #arith.overflow<none>,
  g = #vector.kind<maxnumf>,
  h = [#vector.iterator_type<parallel>, #vector<iterator_type<reduction>>],
  i = #vector.punctuation<no_punctuation>,
  j = #index<cmp_predicate sle>,
  k = #index<cmp_predicate "ult">,
  l = #ub.poison,
  m = #arith.fastmath<"contract,reassoc">
} : () -> ()

// Inside ops' custom forms the same values print stripped.
// CHECK-LABEL: func.func @stripped
// CHECK: arith.addf %{{.*}}, %{{.*}} fastmath<nnan,ninf> : f32
// CHECK: arith.addi %{{.*}}, %{{.*}} overflow<nsw, nuw> : i32
// CHECK: index.cmp ule(%{{.*}}, %{{.*}})
// CHECK: vector.reduction <maxsi>, %{{.*}} : vector<4xi32> into i32
func.func @stripped(%f: f32, %i: i32, %x: index, %v: vector<4xi32>) {
  %0 = arith.addf %f, %f fastmath<ninf,nnan> : f32
  %1 = arith.addi %i, %i overflow<nuw, nsw> : i32
  %2 = index.cmp ule(%x, %x)
  %3 = vector.reduction <maxsi>, %v : vector<4xi32> into i32
  "x.use"(%0, %1, %2, %3) : (f32, i32, i1, i32) -> ()
  return
}
