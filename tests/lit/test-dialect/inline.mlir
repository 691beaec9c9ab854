// RUN: strata-opt %s --inline='default-pipeline=' | FileCheck %s

// The test dialect's inliner hooks, as upstream's test dialect has them.

// Operand and result types differing between a call and its callee are
// bridged with `test.cast` (i16 and i32 only; other mismatches stay calls).
// CHECK-LABEL: func.func @casts(
// CHECK-NEXT:    %[[IN:.*]] = "test.cast"(%arg0) : (i16) -> i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %[[IN]], %[[IN]] {inlined_conversion} : i32
// CHECK-NEXT:    %[[OUT:.*]] = "test.cast"(%[[SUM]]) : (i32) -> i16
// CHECK-NEXT:    %[[KEPT:.*]] = "test.conversion_call_op"(%arg1) <{callee = @double}> : (i64) -> i64
// CHECK-NEXT:    return %[[OUT]], %[[KEPT]] : i16, i64
func.func @double(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
func.func @casts(%a: i16, %b: i64) -> (i16, i64) {
  %0 = "test.conversion_call_op"(%a) {callee = @double} : (i16) -> i16
  %1 = "test.conversion_call_op"(%b) {callee = @double} : (i64) -> i64
  return %0, %1 : i16, i64
}

// Arguments and results marked on the callee pass through
// `test.type_changer`; a `noinline` call stays.
// CHECK-LABEL: func.func @handlers(
// CHECK-NEXT:    %[[A:.*]] = "test.type_changer"(%arg0) : (i16) -> i16
// CHECK-NEXT:    %[[M:.*]] = arith.muli %[[A]], %arg1 {inlined_conversion} : i16
// CHECK-NEXT:    %[[R:.*]] = "test.type_changer"(%[[M]]) : (i16) -> i16
// CHECK-NEXT:    %[[N:.*]] = "test.conversion_call_op"(%arg0, %arg1) <{callee = @marked}> {noinline}
// CHECK-NEXT:    return %[[R]], %[[N]] : i16, i16
test.conversion_func_op @marked(%a: i16 {test.handle_argument}, %b: i16) -> (i16 {test.handle_result}) {
  %0 = arith.muli %a, %b : i16
  "test.return"(%0) : (i16) -> ()
}
func.func @handlers(%a: i16, %b: i16) -> (i16, i16) {
  %0 = "test.conversion_call_op"(%a, %b) {callee = @marked} : (i16, i16) -> i16
  %1 = "test.conversion_call_op"(%a, %b) {callee = @marked, noinline} : (i16, i16) -> i16
  return %0, %1 : i16, i16
}

// A region op called through its value is inlined where it is called;
// the calls inside it are inlined first.
// CHECK-LABEL: func.func @functional(
// CHECK:         "test.functional_region_op"()
// CHECK:         %[[X:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    return %[[X]] : i32
func.func @functional(%a: i32) -> i32 {
  %fn = "test.functional_region_op"() ({
  ^bb0(%x: i32):
    %0 = func.call @double(%x) : (i32) -> i32
    "test.return"(%0) : (i32) -> ()
  }) : () -> ((i32) -> i32)
  %1 = call_indirect %fn(%a) : (i32) -> i32
  return %1 : i32
}
