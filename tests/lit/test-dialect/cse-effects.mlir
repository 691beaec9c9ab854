// `cse` over the test dialect's effect-carrying ops, written the way
// upstream's mlir/test/Transforms/cse.mlir writes them. An op that only
// reads merges with an equal earlier read of the same block when no op in
// between may write (itself or anything nested in it); writes,
// allocations and unknown effects never merge. The CHECK lines are
// mlir-opt-22's output.
// RUN: strata-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @reads_merge() -> i32 {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @reads_merge() -> i32 {
  %0 = "test.op_with_memread"() : () -> (i32)
  %1 = "test.op_with_memread"() : () -> (i32)
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// CHECK-LABEL: func.func @reads_merge_into_the_first(%arg0: i64) -> i64 {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i64
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i64
// CHECK-NEXT:   %2 = arith.addi %1, %0 : i64
// CHECK-NEXT:   %3 = arith.addi %2, %0 : i64
// CHECK-NEXT:   return %3 : i64
// CHECK-NEXT: }
func.func @reads_merge_into_the_first(%arg0: i64) -> i64 {
  %0 = "test.op_with_memread"() : () -> (i64)
  %1 = "test.op_with_memread"() : () -> (i64)
  %2 = arith.addi %0, %1 : i64
  %3 = "test.op_with_memread"() : () -> (i64)
  %4 = arith.addi %2, %3 : i64
  %5 = "test.op_with_memread"() : () -> (i64)
  %6 = arith.addi %4, %5 : i64
  return %6 : i64
}

// Different result types: different ops.
// CHECK-LABEL: func.func @reads_of_other_types_stay(%arg0: i64) -> (i32, i64) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = "test.op_with_memread"() : () -> i64
// CHECK-NEXT:   return %0, %1 : i32, i64
// CHECK-NEXT: }
func.func @reads_of_other_types_stay(%arg0: i64) -> (i32, i64) {
  %0 = "test.op_with_memread"() : () -> (i32)
  %1 = "test.op_with_memread"() : () -> (i64)
  return %0, %1 : i32, i64
}

// CHECK-LABEL: func.func @write_between_reads() -> i32 {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   %1 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %2 = arith.addi %0, %1 : i32
// CHECK-NEXT:   return %2 : i32
// CHECK-NEXT: }
func.func @write_between_reads() -> i32 {
  %0 = "test.op_with_memread"() : () -> (i32)
  "test.op_with_memwrite"() : () -> ()
  %1 = "test.op_with_memread"() : () -> (i32)
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// The reads after the write merge with each other.
// CHECK-LABEL: func.func @reads_after_a_write_merge() -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   %1 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   return %0, %1, %1 : i32, i32, i32
// CHECK-NEXT: }
func.func @reads_after_a_write_merge() -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  "test.op_with_memwrite"() : () -> ()
  %1 = "test.op_with_memread"() : () -> (i32)
  %2 = "test.op_with_memread"() : () -> (i32)
  return %0, %1, %2 : i32, i32, i32
}

// A write to another resource (TestResource) still counts as a write.
// CHECK-LABEL: func.func @write_to_a_test_resource_between_reads() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   "test.op_with_effects_b"() : () -> ()
// CHECK-NEXT:   %1 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @write_to_a_test_resource_between_reads() -> (i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  "test.op_with_effects_b"() : () -> ()
  %1 = "test.op_with_memread"() : () -> (i32)
  return %0, %1 : i32, i32
}

// An op whose effects are unknown (an unknown op of the test dialect) may write.
// CHECK-LABEL: func.func @unknown_effects_between_reads() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   "test.unknown_op"() : () -> ()
// CHECK-NEXT:   %1 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @unknown_effects_between_reads() -> (i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  "test.unknown_op"() : () -> ()
  %1 = "test.op_with_memread"() : () -> (i32)
  return %0, %1 : i32, i32
}

// Pure ops and reads in between do not stop the merge.
// CHECK-LABEL: func.func @pure_ops_between_reads(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0, %1, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @pure_ops_between_reads(%arg0: i32) -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  %1 = arith.addi %arg0, %arg0 : i32
  %2 = "test.op_with_memread"() : () -> (i64)
  %3 = "test.op_with_memread"() : () -> (i32)
  return %0, %1, %3 : i32, i32, i32
}

// Recursive effects: a region holding no write does not stop the merge, a
// region holding one does.
// CHECK-LABEL: func.func @recursive_effects_without_a_write() -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     test.region_yield %c1_i32 : i32
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   return %0, %1, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @recursive_effects_without_a_write() -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  %1 = "test.one_region_with_recursive_memory_effects"() ({
    %c = arith.constant 1 : i32
    "test.region_yield"(%c) : (i32) -> ()
  }) : () -> i32
  %2 = "test.op_with_memread"() : () -> (i32)
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @recursive_effects_with_a_write() -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT:     "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:     %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:     test.region_yield %c1_i32 : i32
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   %2 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   return %0, %1, %2 : i32, i32, i32
// CHECK-NEXT: }
func.func @recursive_effects_with_a_write() -> (i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  %1 = "test.one_region_with_recursive_memory_effects"() ({
    "test.op_with_memwrite"() : () -> ()
    %c = arith.constant 1 : i32
    "test.region_yield"(%c) : (i32) -> ()
  }) : () -> i32
  %2 = "test.op_with_memread"() : () -> (i32)
  return %0, %1, %2 : i32, i32, i32
}

// A read in a nested block does not merge with one outside it.
// CHECK-LABEL: func.func @reads_in_other_blocks_stay() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = "test.one_region_with_recursive_memory_effects"() ({
// CHECK-NEXT:     %2 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:     test.region_yield %2 : i32
// CHECK-NEXT:   }) : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @reads_in_other_blocks_stay() -> (i32, i32) {
  %0 = "test.op_with_memread"() : () -> (i32)
  %1 = "test.one_region_with_recursive_memory_effects"() ({
    %2 = "test.op_with_memread"() : () -> (i32)
    "test.region_yield"(%2) : (i32) -> ()
  }) : () -> i32
  return %0, %1 : i32, i32
}

// Writes never merge.
// CHECK-LABEL: func.func @writes_stay() {
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @writes_stay() {
  "test.op_with_memwrite"() : () -> ()
  "test.op_with_memwrite"() : () -> ()
  return
}

// Allocations never merge, even when nothing else happens in between.
// CHECK-LABEL: func.func @allocations_stay() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.test_effects_result"() : () -> i32
// CHECK-NEXT:   %1 = "test.test_effects_result"() : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @allocations_stay() -> (i32, i32) {
  %0 = "test.test_effects_result"() : () -> i32
  %1 = "test.test_effects_result"() : () -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @allocations_in_a_test_resource_stay() -> (memref<4xf32>, memref<4xf32>) {
// CHECK-NEXT:   %0 = "test.op_with_effects_a"() <{first = @a, second = @b}> : () -> memref<4xf32>
// CHECK-NEXT:   %1 = "test.op_with_effects_a"() <{first = @a, second = @b}> : () -> memref<4xf32>
// CHECK-NEXT:   return %0, %1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: }
func.func @allocations_in_a_test_resource_stay() -> (memref<4xf32>, memref<4xf32>) {
  %0 = "test.op_with_effects_a"() {first = @a, second = @b} : () -> memref<4xf32>
  %1 = "test.op_with_effects_a"() {first = @a, second = @b} : () -> memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}

// A read that nothing uses is dead: `cse` erases it.
// CHECK-LABEL: func.func @unused_reads_are_erased() {
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused_reads_are_erased() {
  %0 = "test.op_with_memread"() : () -> (i32)
  "test.op_with_memwrite"() : () -> ()
  %1 = "test.op_with_memread"() : () -> (i32)
  return
}

// So is an unused allocation (its effects touch only its own result).
// CHECK-LABEL: func.func @unused_allocations_are_erased() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused_allocations_are_erased() {
  %0 = "test.test_effects_result"() : () -> i32
  return
}
