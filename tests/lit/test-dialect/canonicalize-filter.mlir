// Patterns are enabled and disabled by upstream's names: the test
// dialect's `TestRemoveOpWithInnerOps`, written the way upstream's
// mlir/test/Transforms/test-canonicalize-filter.mlir writes it. The CHECK
// lines are mlir-opt-22's output.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns=TestRemoveOpWithInnerOps}))' | FileCheck %s --check-prefix=FILTER_DISABLE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{enable-patterns=TestRemoveOpWithInnerOps}))' | FileCheck %s --check-prefix=FILTER_ENABLE
// RUN: strata-opt %s --canonicalize | FileCheck %s --check-prefix=NO_FILTER

// FILTER_DISABLE-LABEL: func.func @remove_op_with_inner_ops_pattern() {
// FILTER_DISABLE-NEXT:   "test.op_with_region_pattern"() ({
// FILTER_DISABLE-NEXT:     "test.op_with_region_terminator"() : () -> ()
// FILTER_DISABLE-NEXT:   }) : () -> ()
// FILTER_DISABLE-NEXT:   return
// FILTER_ENABLE-LABEL: func.func @remove_op_with_inner_ops_pattern() {
// FILTER_ENABLE-NEXT:   return
// NO_FILTER-LABEL: func.func @remove_op_with_inner_ops_pattern() {
// NO_FILTER-NEXT:   return
func.func @remove_op_with_inner_ops_pattern() {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// Enabling only that pattern leaves the dialect's own pattern out.
// FILTER_DISABLE-LABEL: func.func @dialect_pattern() -> i32 {
// FILTER_DISABLE-NEXT:   %c42_i32 = arith.constant 42 : i32
// FILTER_ENABLE-LABEL: func.func @dialect_pattern() -> i32 {
// FILTER_ENABLE-NEXT:   %0 = "test.dialect_canonicalizable"() : () -> i32
// NO_FILTER-LABEL: func.func @dialect_pattern() -> i32 {
// NO_FILTER-NEXT:   %c42_i32 = arith.constant 42 : i32
func.func @dialect_pattern() -> i32 {
  %0 = "test.dialect_canonicalizable"() : () -> (i32)
  return %0 : i32
}
