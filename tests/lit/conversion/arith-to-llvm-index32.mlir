// With a 32-bit index, index_cast from i32 is no op: its operand stands in for
// the result through a cast placed right after the operand's definition.
// RUN: strata-opt %s --allow-unregistered-dialect --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s

// CHECK-LABEL: func.func @index32(%arg0: i32, %arg1: index, %arg2: vector<2x3xi32>) -> (index, index, vector<2x3xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : i32 to index
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3xi32> to !llvm.array<2 x vector<3xi32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<2 x vector<3xi32>> to vector<2x3xindex>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg1 : index to i32
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %5 = llvm.add %3, %4 : i32
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : i32 to index
// CHECK-NEXT: return %6, %0, %2 : index, index, vector<2x3xindex>
// CHECK-NEXT: }
func.func @index32(%a: i32, %i: index, %w: vector<2x3xi32>) -> (index, index, vector<2x3xindex>) {
  %c1 = arith.constant 1 : index
  %0 = arith.addi %i, %c1 : index
  %1 = arith.index_cast %a : i32 to index
  %2 = arith.index_cast %w : vector<2x3xi32> to vector<2x3xindex>
  return %0, %1, %2 : index, index, vector<2x3xindex>
}
