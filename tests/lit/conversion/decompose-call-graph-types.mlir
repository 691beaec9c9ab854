// RUN: strata-opt %s --split-input-file --allow-unregistered-dialect --test-decompose-call-graph-types | FileCheck %s

// Tuples at call graph boundaries decompose into their leaves. A converted
// user (return) reads the new arguments; an unconverted one (test.use)
// reads a test.make_tuple placed at the block start, a later argument's
// before an earlier one's.

// CHECK-LABEL: func.func @two(%arg0: i1, %arg1: i32, %arg2: i8, %arg3: i16) -> (i1, i32) {
// CHECK-NEXT:    %0 = "test.make_tuple"(%arg2, %arg3) : (i8, i16) -> tuple<i8, i16>
// CHECK-NEXT:    %1 = "test.make_tuple"(%arg0, %arg1) : (i1, i32) -> tuple<i1, i32>
// CHECK-NEXT:    "test.use"(%0) : (tuple<i8, i16>) -> ()
// CHECK-NEXT:    "test.use"(%1) : (tuple<i1, i32>) -> ()
// CHECK-NEXT:    return %arg0, %arg1 : i1, i32
func.func @two(%a: tuple<i1, i32>, %b: tuple<i8, i16>) -> tuple<i1, i32> {
  "test.use"(%b) : (tuple<i8, i16>) -> ()
  "test.use"(%a) : (tuple<i1, i32>) -> ()
  return %a : tuple<i1, i32>
}

// -----

// Nested tuples flatten; tuple<> disappears (1:0).

// CHECK-LABEL: func.func @mixed(%arg0: i1, %arg1: i2) -> (i1, i2) {
// CHECK-NEXT:    return %arg0, %arg1 : i1, i2
func.func @mixed(%arg0: tuple<tuple<>, tuple<i1>, tuple<tuple<i2>>>) -> tuple<tuple<>, tuple<i1>, tuple<tuple<i2>>> {
  return %arg0 : tuple<tuple<>, tuple<i1>, tuple<tuple<i2>>>
}

// -----

// A converted user of an unconverted tuple takes it apart right after
// its definition, once for every user, at the first user's location.

// CHECK-LABEL: func.func @unconverted() -> (i1, i32, i1, i32) {
// CHECK-NEXT:    %0 = "test.source"() : () -> tuple<i1, i32>
// CHECK-NEXT:    %1 = "test.get_tuple_element"(%0) <{index = 0 : i32}> : (tuple<i1, i32>) -> i1
// CHECK-NEXT:    %2 = "test.get_tuple_element"(%0) <{index = 1 : i32}> : (tuple<i1, i32>) -> i32
// CHECK-NEXT:    %3 = "test.other"() : () -> i32
// CHECK-NEXT:    return %1, %2, %1, %2 : i1, i32, i1, i32
func.func @unconverted() -> (tuple<i1, i32>, tuple<i1, i32>) {
  %0 = "test.source"() : () -> (tuple<i1, i32>)
  %1 = "test.other"() : () -> (i32)
  return %0, %0 : tuple<i1, i32>, tuple<i1, i32>
}

// -----

// Calls: 1:0, 1:1 and 1:N operands and results; a call result an
// unconverted op uses is rebuilt after the call. Only the callee is kept
// of the call's attributes, as upstream's.

// CHECK-LABEL: func.func private @callee(i1, i2, i3, i4, i5, i6) -> (i1, i2, i3, i4, i5, i6)
func.func private @callee(tuple<>, i1, tuple<i2>, i3, tuple<i4, i5>, i6) -> (tuple<>, i1, tuple<i2>, i3, tuple<i4, i5>, i6)

// CHECK-LABEL: func.func @caller(%arg0: i1, %arg1: i2, %arg2: i3, %arg3: i4, %arg4: i5, %arg5: i6) -> (i1, i2, i3, i4, i5, i6) {
// CHECK-NEXT:    %0:6 = call @callee(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) : (i1, i2, i3, i4, i5, i6) -> (i1, i2, i3, i4, i5, i6)
// CHECK-NEXT:    %1 = "test.make_tuple"(%0#3, %0#4) : (i4, i5) -> tuple<i4, i5>
// CHECK-NEXT:    "test.use"(%1) : (tuple<i4, i5>) -> ()
// CHECK-NEXT:    return %0#0, %0#1, %0#2, %0#3, %0#4, %0#5 : i1, i2, i3, i4, i5, i6
func.func @caller(%arg0: tuple<>, %arg1: i1, %arg2: tuple<i2>, %arg3: i3, %arg4: tuple<i4, i5>, %arg5: i6) -> (tuple<>, i1, tuple<i2>, i3, tuple<i4, i5>, i6) {
  %0, %1, %2, %3, %4, %5 = call @callee(%arg0, %arg1, %arg2, %arg3, %arg4, %arg5) {no_inline} : (tuple<>, i1, tuple<i2>, i3, tuple<i4, i5>, i6) -> (tuple<>, i1, tuple<i2>, i3, tuple<i4, i5>, i6)
  "test.use"(%4) : (tuple<i4, i5>) -> ()
  return %0, %1, %2, %3, %4, %5 : tuple<>, i1, tuple<i2>, i3, tuple<i4, i5>, i6
}

// -----

// Only the entry block is converted: a branch passes the rebuilt tuple,
// and the successor's argument is taken apart for the return.

// CHECK-LABEL: func.func @blocks(%arg0: i1, %arg1: i32, %arg2: i1) -> (i1, i32) {
// CHECK-NEXT:    %0 = "test.make_tuple"(%arg0, %arg1) : (i1, i32) -> tuple<i1, i32>
// CHECK-NEXT:    cf.cond_br %arg2, ^bb1(%0 : tuple<i1, i32>), ^bb2
// CHECK-NEXT:  ^bb1(%1: tuple<i1, i32>):
// CHECK-NEXT:    %2 = "test.get_tuple_element"(%1) <{index = 0 : i32}> : (tuple<i1, i32>) -> i1
// CHECK-NEXT:    %3 = "test.get_tuple_element"(%1) <{index = 1 : i32}> : (tuple<i1, i32>) -> i32
// CHECK-NEXT:    return %2, %3 : i1, i32
// CHECK-NEXT:  ^bb2:
// CHECK-NEXT:    return %arg0, %arg1 : i1, i32
func.func @blocks(%arg: tuple<i1, i32>, %c: i1) -> tuple<i1, i32> {
  cf.cond_br %c, ^bb1(%arg : tuple<i1, i32>), ^bb2
^bb1(%x: tuple<i1, i32>):
  return %x : tuple<i1, i32>
^bb2:
  return %arg : tuple<i1, i32>
}

// -----

// Materializations of nested tuples build and take apart each level.

// CHECK-LABEL: func.func @nested(%arg0: i1, %arg1: i32) -> (i1, i32) {
// CHECK-NEXT:    %0 = "test.make_tuple"(%arg1) : (i32) -> tuple<i32>
// CHECK-NEXT:    %1 = "test.make_tuple"(%arg0, %0) : (i1, tuple<i32>) -> tuple<i1, tuple<i32>>
// CHECK-NEXT:    %2 = "test.op"(%1) : (tuple<i1, tuple<i32>>) -> tuple<i1, tuple<i32>>
// CHECK-NEXT:    %3 = "test.get_tuple_element"(%2) <{index = 0 : i32}> : (tuple<i1, tuple<i32>>) -> i1
// CHECK-NEXT:    %4 = "test.get_tuple_element"(%2) <{index = 1 : i32}> : (tuple<i1, tuple<i32>>) -> tuple<i32>
// CHECK-NEXT:    %5 = "test.get_tuple_element"(%4) <{index = 0 : i32}> : (tuple<i32>) -> i32
// CHECK-NEXT:    return %3, %5 : i1, i32
func.func @nested(%arg: tuple<i1, tuple<i32>>) -> tuple<i1, tuple<i32>> {
  %0 = "test.op"(%arg) : (tuple<i1, tuple<i32>>) -> (tuple<i1, tuple<i32>>)
  return %0 : tuple<i1, tuple<i32>>
}
