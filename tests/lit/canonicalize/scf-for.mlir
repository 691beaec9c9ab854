// Canonicalization of scf.for, checked against upstream: the CHECK lines
// are what `mlir-opt-22 --canonicalize` prints for this file.
// RUN: strata-opt %s --allow-unregistered-dialect --canonicalize | FileCheck %s

// SimplifyTrivialLoops.
// CHECK-LABEL: func.func @same_bounds(%arg0: index, %arg1: index, %arg2: i32) -> i32 {
// CHECK-NEXT:  return %arg2 : i32
// CHECK-NEXT:  }
func.func @same_bounds(%lb: index, %s: index, %init: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %s iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @zero_trip(%init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c10 to %c0 step %c1 iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @one_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %0 = "test.op"(%arg0, %c0) : (i32, index) -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @one_trip(%init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c10 iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @addi_diff(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %c8 = arith.constant 8 : index
// CHECK-NEXT:  %0 = arith.addi %arg0, %c4 : index
// CHECK-NEXT:  %1 = scf.for %arg2 = %arg0 to %0 step %c8 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:  %2 = "test.op"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @addi_diff(%lb: index, %init: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c8 iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a, %i) : (i32, index) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @empty_multi(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  }
func.func @empty_multi(%init: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c10 step %c1 iter_args(%a = %init) -> i32 {
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @neg_trip_i32(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @neg_trip_i32(%init: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %cm = arith.constant -5 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for unsigned %i = %cm to %c0 step %c1 iter_args(%a = %init) -> i32 : i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @dyn_step_zero(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg1 : i32
// CHECK-NEXT:  }
func.func @dyn_step_zero(%s: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c10 to %c0 step %s iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @dyn_step_one(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c10 = arith.constant 10 : index
// CHECK-NEXT:  %0 = scf.for %arg2 = %c0 to %c10 step %arg0 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:  %1 = "test.op"(%arg3) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @dyn_step_one(%s: index, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %s iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// The generic region-branch patterns on scf.for.
// CHECK-LABEL: func.func @iter_forward(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32, i32) {
// CHECK-NEXT:  %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4, %arg7 = %arg3) -> (i32, i32) {
// CHECK-NEXT:  %1 = "test.op"(%arg6, %arg7) : (i32, i32) -> i32
// CHECK-NEXT:  scf.yield %1, %1 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg3, %0#0, %0#1 : i32, i32, i32
// CHECK-NEXT:  }
func.func @iter_forward(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %v = "test.op"(%b, %c) : (i32, i32) -> i32
    scf.yield %a, %v, %v : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CHECK-LABEL: func.func @step_zero(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @step_zero(%init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  %r = scf.for %i = %c0 to %c10 step %c0 iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @step_neg(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @step_neg(%init: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c10 = arith.constant 10 : i32
  %cm1 = arith.constant -1 : i32
  %r = scf.for %i = %c0 to %c10 step %cm1 iter_args(%a = %init) -> i32 : i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @dyn_lb_const_ub(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  %c10 = arith.constant 10 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = scf.for %arg2 = %arg0 to %c10 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:  %1 = "test.op"(%arg3) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @dyn_lb_const_ub(%lb: index, %init: i32) -> i32 {
  %c10 = arith.constant 10 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %lb to %c10 step %c1 iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @signed_neg_lb(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c-5_i32 = arith.constant -5 : i32
// CHECK-NEXT:  %0 = "test.op"(%arg0, %c-5_i32) : (i32, i32) -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @signed_neg_lb(%init: i32) -> i32 {
  %cm5 = arith.constant -5 : i32
  %c0 = arith.constant 0 : i32
  %c5 = arith.constant 5 : i32
  %r = scf.for %i = %cm5 to %c0 step %c5 iter_args(%a = %init) -> i32 : i32 {
    %v = "test.op"(%a, %i) : (i32, i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @three_trips_empty(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @three_trips_empty(%init: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %init) -> i32 {
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @three_trips_empty2(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c3 = arith.constant 3 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0:2 = scf.for %arg2 = %c0 to %c3 step %c1 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (i32, i32) {
// CHECK-NEXT:  scf.yield %arg4, %arg3 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @three_trips_empty2(%x: i32, %y: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x, %b = %y) -> (i32, i32) {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @big_index(%arg0: i32) -> i32 {
// CHECK-NEXT:  %0 = "test.op"(%arg0) : (i32) -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @big_index(%init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %cbig = arith.constant 9223372036854775807 : index
  %cstep = arith.constant 9223372036854775807 : index
  %r = scf.for %i = %c0 to %cbig step %cstep iter_args(%a = %init) -> i32 {
    %v = "test.op"(%a) : (i32) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @i8_wrap(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @i8_wrap(%init: i32) -> i32 {
  %lb = arith.constant -128 : i8
  %ub = arith.constant 127 : i8
  %st = arith.constant 127 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %init) -> i32 : i8 {
    %v = "test.op"(%a, %i) : (i32, i8) -> i32
    scf.yield %v : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @no_results_one_trip() {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  "test.op"(%c0) : (index) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @no_results_one_trip() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %c1 step %c1 {
    "test.op"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @for_iter_arg_yielded(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:  scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:  "test.use"(%arg3) : (i32) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg3 : i32
// CHECK-NEXT:  }
func.func @for_iter_arg_yielded(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    "test.use"(%a) : (i32) -> ()
    scf.yield %a : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_result_unused(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i64) -> i64 {
// CHECK-NEXT:  %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i64) {
// CHECK-NEXT:  %1 = "test.a"(%arg6) : (i32) -> i32
// CHECK-NEXT:  %2 = "test.b"(%arg7) : (i64) -> i64
// CHECK-NEXT:  scf.yield %1, %2 : i32, i64
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#1 : i64
// CHECK-NEXT:  }
func.func @for_result_unused(%lb: index, %ub: index, %s: index, %x: i32, %y: i64) -> i64 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i64) {
    %n = "test.a"(%a) : (i32) -> i32
    %m = "test.b"(%b) : (i64) -> i64
    scf.yield %n, %m : i32, i64
  }
  return %r#1 : i64
}

// CHECK-LABEL: func.func @for_dead_iter_arg(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) {
// CHECK-NEXT:  scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:  %0 = "test.a"() : () -> i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @for_dead_iter_arg(%lb: index, %ub: index, %s: index, %x: i32) {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    %n = "test.a"() : () -> i32
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @for_yield_init(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> i32 {
// CHECK-NEXT:  scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT:  "test.side"() : () -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return %arg3 : i32
// CHECK-NEXT:  }
func.func @for_yield_init(%lb: index, %ub: index, %s: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> i32 {
    "test.side"() : () -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_duplicate_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32) -> (i32, i32) {
// CHECK-NEXT:  %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT:  %1 = "test.step"(%arg5, %arg5) : (i32, i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0, %0 : i32, i32
// CHECK-NEXT:  }
func.func @for_duplicate_iter_args(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %n = "test.step"(%a, %b) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @for_swap_iter_args(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
// CHECK-NEXT:  %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
// CHECK-NEXT:  "test.side"() : () -> ()
// CHECK-NEXT:  scf.yield %arg7, %arg6 : i32, i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0#0, %0#1 : i32, i32
// CHECK-NEXT:  }
func.func @for_swap_iter_args(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    "test.side"() : () -> ()
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @for_empty_no_results(%arg0: index, %arg1: index, %arg2: index) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @for_empty_no_results(%lb: index, %ub: index, %s: index) {
  scf.for %i = %lb to %ub step %s {
  }
  return
}

// CHECK-LABEL: func.func @for_nested_trivial(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c0 = arith.constant 0 : index
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c4 = arith.constant 4 : index
// CHECK-NEXT:  %0 = scf.for %arg1 = %c0 to %c4 step %c1 iter_args(%arg2 = %arg0) -> (i32) {
// CHECK-NEXT:  %1 = "test.step"(%arg2, %arg1, %c0) : (i32, index, index) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @for_nested_trivial(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {
    %s = scf.for %j = %c0 to %c1 step %c1 iter_args(%b = %a) -> i32 {
      %n = "test.step"(%b, %i, %j) : (i32, index, index) -> i32
      scf.yield %n : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_i64_bounds(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c0_i64 = arith.constant 0 : i64
// CHECK-NEXT:  %c5_i64 = arith.constant 5 : i64
// CHECK-NEXT:  %c3_i64 = arith.constant 3 : i64
// CHECK-NEXT:  %0 = scf.for %arg1 = %c0_i64 to %c5_i64 step %c3_i64 iter_args(%arg2 = %arg0) -> (i32)  : i64 {
// CHECK-NEXT:  %1 = "test.step"(%arg2, %arg1) : (i32, i64) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @for_i64_bounds(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i64
  %c5 = arith.constant 5 : i64
  %c3 = arith.constant 3 : i64
  %r = scf.for %i = %c0 to %c5 step %c3 iter_args(%a = %x) -> i32 : i64 {
    %n = "test.step"(%a, %i) : (i32, i64) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_unsigned_one_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:  %c-2_i8 = arith.constant -2 : i8
// CHECK-NEXT:  %0 = "test.step"(%arg0, %c-2_i8) : (i32, i8) -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @for_unsigned_one_trip(%x: i32) -> i32 {
  %lb = arith.constant 254 : i8
  %ub = arith.constant 255 : i8
  %st = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %st iter_args(%a = %x) -> i32 : i8 {
    %n = "test.step"(%a, %i) : (i32, i8) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_signed_zero_trip(%arg0: i32) -> i32 {
// CHECK-NEXT:  return %arg0 : i32
// CHECK-NEXT:  }
func.func @for_signed_zero_trip(%x: i32) -> i32 {
  %lb = arith.constant 1 : i8
  %ub = arith.constant -1 : i8
  %st = arith.constant 1 : i8
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %x) -> i32 : i8 {
    %n = "test.step"(%a, %i) : (i32, i8) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// Upper bound = lower bound + constant: the trip count needs the addition
// not to wrap (nsw for a signed loop, nuw for an unsigned one).
// CHECK-LABEL: func.func @for_ub_lb_plus_nsw(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  %0 = "test.step"(%arg1, %arg0) : (i32, index) -> i32
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @for_ub_lb_plus_nsw(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 overflow<nsw> : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    %n = "test.step"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_ub_lb_plus_no_flag(%arg0: index, %arg1: i32) -> i32 {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %0 = arith.addi %arg0, %c1 : index
// CHECK-NEXT:  %1 = scf.for %arg2 = %arg0 to %0 step %c1 iter_args(%arg3 = %arg1) -> (i32) {
// CHECK-NEXT:  %2 = "test.step"(%arg3, %arg2) : (i32, index) -> i32
// CHECK-NEXT:  scf.yield %2 : i32
// CHECK-NEXT:  }
// CHECK-NEXT:  return %1 : i32
// CHECK-NEXT:  }
func.func @for_ub_lb_plus_no_flag(%lb: index, %x: i32) -> i32 {
  %c1 = arith.constant 1 : index
  %ub = arith.addi %lb, %c1 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%a = %x) -> i32 {
    %n = "test.step"(%a, %i) : (i32, index) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @for_ub_lb_plus_nuw_unsigned(%arg0: i32) {
// CHECK-NEXT:  "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @for_ub_lb_plus_nuw_unsigned(%lb: i32) {
  %c6 = arith.constant 6 : i32
  %ub = arith.addi %lb, %c6 overflow<nuw> : i32
  scf.for unsigned %i = %lb to %ub step %c6 : i32 {
    "test.use"(%i) : (i32) -> ()
  }
  return
}

// CHECK-LABEL: func.func @for_ub_lb_minus_nsw(%arg0: index) {
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @for_ub_lb_minus_nsw(%lb: index) {
  %c1 = arith.constant 1 : index
  %cm2 = arith.constant -2 : index
  %ub = arith.addi %lb, %cm2 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @for_ub_lb_plus_two_trips(%arg0: index) {
// CHECK-NEXT:  %c1 = arith.constant 1 : index
// CHECK-NEXT:  %c2 = arith.constant 2 : index
// CHECK-NEXT:  %0 = arith.addi %arg0, %c2 overflow<nsw> : index
// CHECK-NEXT:  scf.for %arg1 = %arg0 to %0 step %c1 {
// CHECK-NEXT:  "test.use"(%arg1) : (index) -> ()
// CHECK-NEXT:  }
// CHECK-NEXT:  return
// CHECK-NEXT:  }
func.func @for_ub_lb_plus_two_trips(%lb: index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %ub = arith.addi %lb, %c2 overflow<nsw> : index
  scf.for %i = %lb to %ub step %c1 {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// CHECK-LABEL: func.func @for_keeps_attributes(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> i32 {
// CHECK-NEXT:  %0 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4) -> (i32) {
// CHECK-NEXT:  %1 = "test.step"(%arg6) : (i32) -> i32
// CHECK-NEXT:  scf.yield %1 : i32
// CHECK-NEXT:  } {some.attr = 7 : i64}
// CHECK-NEXT:  return %0 : i32
// CHECK-NEXT:  }
func.func @for_keeps_attributes(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %n = "test.step"(%b) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  } {some.attr = 7 : i64}
  return %r#1 : i32
}
