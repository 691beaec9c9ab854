// `cse` over `test.side_effect_op`, whose effects its `effects` attribute
// lists, written the way upstream's mlir/test/Transforms/cse.mlir writes
// it: reads merge unless a write (to any resource) lies between; frees,
// allocations and reads in between do not stop them; ops with writes,
// allocations or frees never merge; an op listing no effect merges like a
// pure op, and is erased when unused. The CHECK lines are mlir-opt-22's
// output.
// RUN: strata-opt %s --cse | FileCheck %s

// CHECK-LABEL: func.func @reads_merge() -> i32 {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @reads_merge() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// CHECK-LABEL: func.func @write_between_reads() -> i32 {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
// CHECK-NEXT:   %2 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT:   %3 = arith.addi %0, %2 : i32
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
func.func @write_between_reads() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %w = "test.side_effect_op"() {effects = [{effect="write"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// A write to `TestResource` blocks reads of the default resource too.
// CHECK-LABEL: func.func @write_to_a_test_resource_between_reads() -> i32 {
// CHECK-NEXT:   %0 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
// CHECK-NEXT:   %2 = "test.op_with_memread"() : () -> i32
// CHECK-NEXT:   %3 = arith.addi %0, %2 : i32
// CHECK-NEXT:   return %3 : i32
// CHECK-NEXT: }
func.func @write_to_a_test_resource_between_reads() -> i32 {
  %0 = "test.op_with_memread"() : () -> (i32)
  %w = "test.side_effect_op"() {effects = [{effect="write", test_resource}]} : () -> i32
  %1 = "test.op_with_memread"() : () -> (i32)
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// Frees, allocations and reads are no writes.
// CHECK-LABEL: func.func @free_allocate_and_read_between_reads() -> i32 {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "read", test_resource}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "free"}]} : () -> i32
// CHECK-NEXT:   %2 = "test.side_effect_op"() {effects = [{effect = "allocate"}]} : () -> i32
// CHECK-NEXT:   %3 = "test.side_effect_op"() {effects = [{effect = "read", on_reference = @x}]} : () -> i32
// CHECK-NEXT:   %4 = arith.addi %0, %0 : i32
// CHECK-NEXT:   %5 = arith.addi %4, %3 : i32
// CHECK-NEXT:   return %5 : i32
// CHECK-NEXT: }
func.func @free_allocate_and_read_between_reads() -> i32 {
  %0 = "test.side_effect_op"() {effects = [{effect="read", test_resource}]} : () -> i32
  %f = "test.side_effect_op"() {effects = [{effect="free"}]} : () -> i32
  %a = "test.side_effect_op"() {effects = [{effect="allocate"}]} : () -> i32
  %r = "test.side_effect_op"() {effects = [{effect="read", on_reference = @x}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read", test_resource}]} : () -> i32
  %2 = arith.addi %0, %1 : i32
  %3 = arith.addi %2, %r : i32
  return %3 : i32
}

// Different effect lists are different attributes: no merge.
// CHECK-LABEL: func.func @different_lists_stay() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "read"}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "read", test_resource}]} : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @different_lists_stay() -> (i32, i32) {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read", test_resource}]} : () -> i32
  return %0, %1 : i32, i32
}

// A read and an allocation of the same op: not only reads, no merge.
// CHECK-LABEL: func.func @read_and_allocate_stay() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "allocate", on_result}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "read"}, {effect = "allocate", on_result}]} : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @read_and_allocate_stay() -> (i32, i32) {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}, {effect="allocate", on_result}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="read"}, {effect="allocate", on_result}]} : () -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @writes_allocations_and_frees_stay() -> (i32, i32, i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
// CHECK-NEXT:   %2 = "test.side_effect_op"() {effects = [{effect = "allocate"}]} : () -> i32
// CHECK-NEXT:   %3 = "test.side_effect_op"() {effects = [{effect = "allocate"}]} : () -> i32
// CHECK-NEXT:   %4 = "test.side_effect_op"() {effects = [{effect = "free"}]} : () -> i32
// CHECK-NEXT:   %5 = "test.side_effect_op"() {effects = [{effect = "free"}]} : () -> i32
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
// CHECK-NEXT: }
func.func @writes_allocations_and_frees_stay() -> (i32, i32, i32, i32, i32, i32) {
  %0 = "test.side_effect_op"() {effects = [{effect="write"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="write"}]} : () -> i32
  %2 = "test.side_effect_op"() {effects = [{effect="allocate"}]} : () -> i32
  %3 = "test.side_effect_op"() {effects = [{effect="allocate"}]} : () -> i32
  %4 = "test.side_effect_op"() {effects = [{effect="free"}]} : () -> i32
  %5 = "test.side_effect_op"() {effects = [{effect="free"}]} : () -> i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// No effects: merged like a pure op, across writes.
// CHECK-LABEL: func.func @no_effects_merge() -> i32 {
// CHECK-NEXT:   %0 = "test.side_effect_op"() : () -> i32
// CHECK-NEXT:   "test.op_with_memwrite"() : () -> ()
// CHECK-NEXT:   %1 = arith.addi %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @no_effects_merge() -> i32 {
  %0 = "test.side_effect_op"() : () -> i32
  "test.op_with_memwrite"() : () -> ()
  %1 = "test.side_effect_op"() : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

// Unused ops whose effects are reads, or touch only their own result, or
// that list none, are erased; an allocation of something else, a write
// and a free stay.
// CHECK-LABEL: func.func @unused() {
// CHECK-NEXT:   %0 = "test.side_effect_op"() {effects = [{effect = "allocate"}]} : () -> i32
// CHECK-NEXT:   %1 = "test.side_effect_op"() {effects = [{effect = "write"}]} : () -> i32
// CHECK-NEXT:   %2 = "test.side_effect_op"() {effects = [{effect = "free", on_reference = @x}]} : () -> i32
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unused() {
  %0 = "test.side_effect_op"() {effects = [{effect="read"}]} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect="allocate", on_result}, {effect="write", on_result}]} : () -> i32
  %2 = "test.side_effect_op"() : () -> i32
  %3 = "test.side_effect_op"() {effects = [{effect="allocate"}]} : () -> i32
  %4 = "test.side_effect_op"() {effects = [{effect="write"}]} : () -> i32
  %5 = "test.side_effect_op"() {effects = [{effect="free", on_reference = @x}]} : () -> i32
  return
}

// The region op's effects come from its attribute too.
// CHECK-LABEL: func.func @with_region(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = test.side_effect_with_region_op(%arg0) {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   } {effects = [{effect = "read", on_operand}]} : i32 -> i32
// CHECK-NEXT:   %1 = test.side_effect_with_region_op(%arg0) {
// CHECK-NEXT:   ^bb0(%arg1: i32):
// CHECK-NEXT:     "test.finish"() : () -> ()
// CHECK-NEXT:   } {effects = [{effect = "allocate", on_argument}]} : i32 -> i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @with_region(%a: i32) -> (i32, i32) {
  %0 = test.side_effect_with_region_op (%a) {
  ^bb0(%x: i32):
    "test.finish"() : () -> ()
  } {effects = [{effect = "read", on_operand}]} : i32 -> i32
  %1 = test.side_effect_with_region_op (%a) {
  ^bb0(%x: i32):
    "test.finish"() : () -> ()
  } {effects = [{effect = "allocate", on_argument}]} : i32 -> i32
  %2 = test.side_effect_with_region_op (%a) {
  ^bb0(%x: i32):
    "test.finish"() : () -> ()
  } {effects = [{effect = "read", on_operand}]} : i32 -> i32
  return %0, %2 : i32, i32
}
