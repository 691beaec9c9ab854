// index ops in the generic form: `value` and `pred` properties
// (`#index<cmp_predicate ...>`), casts; expected text is
// mlir-opt-22 --mlir-print-op-generic.
// RUN: strata-opt %s --mlir-print-op-generic | FileCheck %s
// RUN: strata-opt %s --mlir-print-op-generic | strata-opt --mlir-print-op-generic | FileCheck %s

func.func @f(%a: index, %i: i32) -> i1 {
  %c = index.constant 42
  %t = index.bool.constant true
  %s = index.sizeof
  %0 = index.add %a, %c
  %1 = index.casts %i : i32 to index
  %2 = index.castu %0 : index to i64
  %3 = index.cmp ult(%1, %s)
  %4 = "index.cmp"(%a, %0) <{pred = #index<cmp_predicate sge>}> {tag} : (index, index) -> i1
  %5 = "index.shl"(%a, %c) : (index, index) -> index
  return %3 : i1
}

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, i32) -> i1, sym_name = "f"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: i32):
// CHECK-NEXT: %0 = "index.constant"() <{value = 42 : index}> : () -> index
// CHECK-NEXT: %1 = "index.bool.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: %2 = "index.sizeof"() : () -> index
// CHECK-NEXT: %3 = "index.add"(%arg0, %0) : (index, index) -> index
// CHECK-NEXT: %4 = "index.casts"(%arg1) : (i32) -> index
// CHECK-NEXT: %5 = "index.castu"(%3) : (index) -> i64
// CHECK-NEXT: %6 = "index.cmp"(%4, %2) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
// CHECK-NEXT: %7 = "index.cmp"(%arg0, %3) <{pred = #index<cmp_predicate sge>}> {tag} : (index, index) -> i1
// CHECK-NEXT: %8 = "index.shl"(%arg0, %0) : (index, index) -> index
// CHECK-NEXT: "func.return"(%6) : (i1) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
