// Basic `cse`: ops equal in name, attributes, properties, result types and
// operands merge into the first; any difference keeps both. The CHECK lines
// are mlir-opt-22's output, so both tools pass this file.
// RUN: strata-opt %s --allow-unregistered-dialect --cse | FileCheck %s

// CHECK-LABEL: func.func @same_constants() -> (i32, i32) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   return %c1_i32, %c1_i32 : i32, i32
// CHECK-NEXT: }
func.func @same_constants() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @different_constant_values() -> (i32, i32) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c2_i32 = arith.constant 2 : i32
// CHECK-NEXT:   return %c1_i32, %c2_i32 : i32, i32
// CHECK-NEXT: }
func.func @different_constant_values() -> (i32, i32) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 2 : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @different_constant_types() -> (i32, i64) {
// CHECK-NEXT:   %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT:   %c1_i64 = arith.constant 1 : i64
// CHECK-NEXT:   return %c1_i32, %c1_i64 : i32, i64
// CHECK-NEXT: }
func.func @different_constant_types() -> (i32, i64) {
  %0 = arith.constant 1 : i32
  %1 = arith.constant 1 : i64
  return %0, %1 : i32, i64
}

// CHECK-LABEL: func.func @index_constants() -> (index, index, index) {
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   return %c0, %c0, %c1 : index, index, index
// CHECK-NEXT: }
func.func @index_constants() -> (index, index, index) {
  %0 = arith.constant 0 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant 1 : index
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @float_constants() -> (f32, f32, f64) {
// CHECK-NEXT:   %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT:   %cst_0 = arith.constant 1.500000e+00 : f64
// CHECK-NEXT:   return %cst, %cst, %cst_0 : f32, f32, f64
// CHECK-NEXT: }
func.func @float_constants() -> (f32, f32, f64) {
  %0 = arith.constant 1.5 : f32
  %1 = arith.constant 1.5 : f32
  %2 = arith.constant 1.5 : f64
  return %0, %1, %2 : f32, f32, f64
}

// CHECK-LABEL: func.func @same_binary(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @same_binary(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @swapped_non_commutative(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg0 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @swapped_non_commutative(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.subi %b, %a : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @different_names(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @different_names(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @chain(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.muli %0, %0 : i32
// CHECK-NEXT:   return %1, %1 : i32, i32
// CHECK-NEXT: }
func.func @chain(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.muli %2, %2 : i32
  return %1, %3 : i32, i32
}

// CHECK-LABEL: func.func @long_chain(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.shli %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.xori %0, %arg0 : i32
// CHECK-NEXT:   %2 = arith.shrsi %1, %0 : i32
// CHECK-NEXT:   return %2, %2 : i32, i32
// CHECK-NEXT: }
func.func @long_chain(%a: i32) -> (i32, i32) {
  %0 = arith.shli %a, %a : i32
  %1 = arith.xori %0, %a : i32
  %2 = arith.shrsi %1, %0 : i32
  %3 = arith.shli %a, %a : i32
  %4 = arith.xori %3, %a : i32
  %5 = arith.shrsi %4, %3 : i32
  return %2, %5 : i32, i32
}

// CHECK-LABEL: func.func @overflow_flags_differ(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.addi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT:   %1 = arith.addi %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @overflow_flags_differ(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.addi %a, %b overflow<nsw> : i32
  %1 = arith.addi %a, %b : i32
  %2 = arith.addi %a, %b overflow<nsw> : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @cmpi_predicates(%arg0: i32, %arg1: i32) -> (i1, i1, i1) {
// CHECK-NEXT:   %0 = arith.cmpi slt, %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.cmpi sgt, %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1, %0 : i1, i1, i1
// CHECK-NEXT: }
func.func @cmpi_predicates(%a: i32, %b: i32) -> (i1, i1, i1) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi sgt, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @cmpf_predicates(%arg0: f32, %arg1: f32) -> (i1, i1) {
// CHECK-NEXT:   %0 = arith.cmpf olt, %arg0, %arg1 : f32
// CHECK-NEXT:   return %0, %0 : i1, i1
// CHECK-NEXT: }
func.func @cmpf_predicates(%a: f32, %b: f32) -> (i1, i1) {
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = arith.cmpf olt, %a, %b : f32
  return %0, %1 : i1, i1
}

// CHECK-LABEL: func.func @fastmath_differs(%arg0: f32, %arg1: f32) -> (f32, f32, f32) {
// CHECK-NEXT:   %0 = arith.addf %arg0, %arg1 fastmath<fast> : f32
// CHECK-NEXT:   %1 = arith.addf %arg0, %arg1 : f32
// CHECK-NEXT:   return %0, %1, %0 : f32, f32, f32
// CHECK-NEXT: }
func.func @fastmath_differs(%a: f32, %b: f32) -> (f32, f32, f32) {
  %0 = arith.addf %a, %b fastmath<fast> : f32
  %1 = arith.addf %a, %b : f32
  %2 = arith.addf %a, %b fastmath<fast> : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @casts(%arg0: i32) -> (i64, i64, i64) {
// CHECK-NEXT:   %0 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT:   %1 = arith.extui %arg0 : i32 to i64
// CHECK-NEXT:   return %0, %1, %0 : i64, i64, i64
// CHECK-NEXT: }
func.func @casts(%a: i32) -> (i64, i64, i64) {
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.extsi %a : i32 to i64
  return %0, %1, %2 : i64, i64, i64
}

// CHECK-LABEL: func.func @result_types_differ(%arg0: index) -> (i32, i64, i32) {
// CHECK-NEXT:   %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT:   %1 = arith.index_cast %arg0 : index to i64
// CHECK-NEXT:   return %0, %1, %0 : i32, i64, i32
// CHECK-NEXT: }
func.func @result_types_differ(%a: index) -> (i32, i64, i32) {
  %0 = arith.index_cast %a : index to i32
  %1 = arith.index_cast %a : index to i64
  %2 = arith.index_cast %a : index to i32
  return %0, %1, %2 : i32, i64, i32
}

// CHECK-LABEL: func.func @select(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT:   %1 = arith.select %arg0, %arg2, %arg1 : i32
// CHECK-NEXT:   return %0, %1, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.select %c, %a, %b : i32
  %1 = arith.select %c, %b, %a : i32
  %2 = arith.select %c, %a, %b : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @discardable_attrs_differ(%arg0: i32, %arg1: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 {tag = 1 : i32} : i32
// CHECK-NEXT:   %1 = arith.subi %arg0, %arg1 {tag = 2 : i32} : i32
// CHECK-NEXT:   return %0, %1, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @discardable_attrs_differ(%a: i32, %b: i32) -> (i32, i32, i32) {
  %0 = arith.subi %a, %b {tag = 1 : i32} : i32
  %1 = arith.subi %a, %b {tag = 2 : i32} : i32
  %2 = arith.subi %a, %b {tag = 1 : i32} : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @discardable_attr_vs_none(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 {tag} : i32
// CHECK-NEXT:   %1 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @discardable_attr_vs_none(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b {tag} : i32
  %1 = arith.subi %a, %b : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @discardable_attr_order(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 {x = 1 : i32, y = 2 : i32} : i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @discardable_attr_order(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %b {x = 1 : i32, y = 2 : i32} : i32
  %1 = arith.subi %a, %b {y = 2 : i32, x = 1 : i32} : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @unregistered_pure_never(%arg0: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.pure"(%arg0) : (i32) -> i32
// CHECK-NEXT:   %1 = "test.pure"(%arg0) : (i32) -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @unregistered_pure_never(%a: i32) -> (i32, i32) {
  %0 = "test.pure"(%a) : (i32) -> i32
  %1 = "test.pure"(%a) : (i32) -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @unregistered_operand_use(%arg0: i32) {
// CHECK-NEXT:   %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:   "test.use"(%c7_i32, %c7_i32) : (i32, i32) -> ()
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @unregistered_operand_use(%a: i32) {
  %0 = arith.constant 7 : i32
  %1 = arith.constant 7 : i32
  "test.use"(%0, %1) : (i32, i32) -> ()
  return
}

// CHECK-LABEL: func.func @multiple_results(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %sum, %overflow = arith.addui_extended %arg0, %arg1 : i32, i1
// CHECK-NEXT:   %0 = arith.extui %overflow : i1 to i32
// CHECK-NEXT:   return %sum, %sum, %0, %0 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @multiple_results(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0:2 = arith.addui_extended %a, %b : i32, i1
  %1:2 = arith.addui_extended %a, %b : i32, i1
  %x = arith.extui %0#1 : i1 to i32
  %y = arith.extui %1#1 : i1 to i32
  return %0#0, %1#0, %x, %y : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @mulsi_extended(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT:   return %low, %high, %low, %high : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @mulsi_extended(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0:2 = arith.mulsi_extended %a, %b : i32
  %1:2 = arith.mulsi_extended %a, %b : i32
  return %0#0, %0#1, %1#0, %1#1 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @vectors(%arg0: vector<4xf32>, %arg1: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT:   %0 = arith.subf %arg0, %arg1 : vector<4xf32>
// CHECK-NEXT:   return %0, %0 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
func.func @vectors(%a: vector<4xf32>, %b: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %0 = arith.subf %a, %b : vector<4xf32>
  %1 = arith.subf %a, %b : vector<4xf32>
  return %0, %1 : vector<4xf32>, vector<4xf32>
}

// CHECK-LABEL: func.func @vector_broadcast(%arg0: f32) -> (vector<4xf32>, vector<4xf32>, vector<8xf32>) {
// CHECK-NEXT:   %0 = vector.broadcast %arg0 : f32 to vector<4xf32>
// CHECK-NEXT:   %1 = vector.broadcast %arg0 : f32 to vector<8xf32>
// CHECK-NEXT:   return %0, %0, %1 : vector<4xf32>, vector<4xf32>, vector<8xf32>
// CHECK-NEXT: }
func.func @vector_broadcast(%a: f32) -> (vector<4xf32>, vector<4xf32>, vector<8xf32>) {
  %0 = vector.broadcast %a : f32 to vector<4xf32>
  %1 = vector.broadcast %a : f32 to vector<4xf32>
  %2 = vector.broadcast %a : f32 to vector<8xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<8xf32>
}

// CHECK-LABEL: func.func @dense_constants() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
// CHECK-NEXT:   %cst = arith.constant dense<1> : vector<2xi32>
// CHECK-NEXT:   %cst_0 = arith.constant dense<2> : vector<2xi32>
// CHECK-NEXT:   return %cst, %cst, %cst_0 : vector<2xi32>, vector<2xi32>, vector<2xi32>
// CHECK-NEXT: }
func.func @dense_constants() -> (vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %0 = arith.constant dense<1> : vector<2xi32>
  %1 = arith.constant dense<1> : vector<2xi32>
  %2 = arith.constant dense<2> : vector<2xi32>
  return %0, %1, %2 : vector<2xi32>, vector<2xi32>, vector<2xi32>
}

// CHECK-LABEL: func.func @tensor_ops(%arg0: tensor<4x?xf32>) -> (index, index, index) {
// CHECK-NEXT:   %c1 = arith.constant 1 : index
// CHECK-NEXT:   %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT:   %c0 = arith.constant 0 : index
// CHECK-NEXT:   %dim_0 = tensor.dim %arg0, %c0 : tensor<4x?xf32>
// CHECK-NEXT:   return %dim, %dim, %dim_0 : index, index, index
// CHECK-NEXT: }
func.func @tensor_ops(%t: tensor<4x?xf32>) -> (index, index, index) {
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  %0 = tensor.dim %t, %c1 : tensor<4x?xf32>
  %1 = tensor.dim %t, %c1b : tensor<4x?xf32>
  %c0 = arith.constant 0 : index
  %2 = tensor.dim %t, %c0 : tensor<4x?xf32>
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @tensor_empty(%arg0: index) -> (tensor<?xf32>, tensor<?xf32>) {
// CHECK-NEXT:   %0 = tensor.empty(%arg0) : tensor<?xf32>
// CHECK-NEXT:   return %0, %0 : tensor<?xf32>, tensor<?xf32>
// CHECK-NEXT: }
func.func @tensor_empty(%n: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.empty(%n) : tensor<?xf32>
  %1 = tensor.empty(%n) : tensor<?xf32>
  return %0, %1 : tensor<?xf32>, tensor<?xf32>
}

// CHECK-LABEL: func.func @math_ops(%arg0: f32) -> (f32, f32, f32) {
// CHECK-NEXT:   %0 = math.sqrt %arg0 : f32
// CHECK-NEXT:   %1 = math.exp %arg0 : f32
// CHECK-NEXT:   return %0, %0, %1 : f32, f32, f32
// CHECK-NEXT: }
func.func @math_ops(%a: f32) -> (f32, f32, f32) {
  %0 = math.sqrt %a : f32
  %1 = math.sqrt %a : f32
  %2 = math.exp %a : f32
  return %0, %1, %2 : f32, f32, f32
}

// CHECK-LABEL: func.func @index_dialect(%arg0: index, %arg1: index) -> (index, index, index) {
// CHECK-NEXT:   %0 = index.sub %arg0, %arg1
// CHECK-NEXT:   %1 = index.sub %arg1, %arg0
// CHECK-NEXT:   return %0, %0, %1 : index, index, index
// CHECK-NEXT: }
func.func @index_dialect(%a: index, %b: index) -> (index, index, index) {
  %0 = index.sub %a, %b
  %1 = index.sub %a, %b
  %2 = index.sub %b, %a
  return %0, %1, %2 : index, index, index
}

// CHECK-LABEL: func.func @index_cmp(%arg0: index, %arg1: index) -> (i1, i1, i1) {
// CHECK-NEXT:   %0 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT:   %1 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT:   return %0, %0, %1 : i1, i1, i1
// CHECK-NEXT: }
func.func @index_cmp(%a: index, %b: index) -> (i1, i1, i1) {
  %0 = index.cmp ult(%a, %b)
  %1 = index.cmp ult(%a, %b)
  %2 = index.cmp slt(%a, %b)
  return %0, %1, %2 : i1, i1, i1
}

// CHECK-LABEL: func.func @poison() -> (i32, i32) {
// CHECK-NEXT:   %0 = ub.poison : i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @poison() -> (i32, i32) {
  %0 = ub.poison : i32
  %1 = ub.poison : i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @terminator_operands_kept(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:   %0 = arith.muli %arg0, %c3_i32 : i32
// CHECK-NEXT:   return %0, %0, %c3_i32 : i32, i32, i32
// CHECK-NEXT: }
func.func @terminator_operands_kept(%a: i32) -> (i32, i32, i32) {
  %0 = arith.constant 3 : i32
  %1 = arith.constant 3 : i32
  %2 = arith.muli %a, %0 : i32
  %3 = arith.muli %a, %1 : i32
  return %2, %3, %0 : i32, i32, i32
}

// CHECK-LABEL: func.func @three_copies(%arg0: i32) -> (i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:   return %0, %0, %0 : i32, i32, i32
// CHECK-NEXT: }
func.func @three_copies(%a: i32) -> (i32, i32, i32) {
  %0 = arith.subi %a, %a : i32
  %1 = arith.subi %a, %a : i32
  %2 = arith.subi %a, %a : i32
  return %0, %1, %2 : i32, i32, i32
}

// CHECK-LABEL: func.func @interleaved(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg1 : i32
// CHECK-NEXT:   %1 = arith.divsi %arg0, %arg1 : i32
// CHECK-NEXT:   return %0, %1, %0, %1 : i32, i32, i32, i32
// CHECK-NEXT: }
func.func @interleaved(%a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %0 = arith.subi %a, %b : i32
  %1 = arith.divsi %a, %b : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.divsi %a, %b : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @no_operands_unregistered() -> (i32, i32) {
// CHECK-NEXT:   %0 = "test.source"() : () -> i32
// CHECK-NEXT:   %1 = "test.source"() : () -> i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @no_operands_unregistered() -> (i32, i32) {
  %0 = "test.source"() : () -> i32
  %1 = "test.source"() : () -> i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @bitcasts(%arg0: f32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.bitcast %arg0 : f32 to i32
// CHECK-NEXT:   return %0, %0 : i32, i32
// CHECK-NEXT: }
func.func @bitcasts(%a: f32) -> (i32, i32) {
  %0 = arith.bitcast %a : f32 to i32
  %1 = arith.bitcast %a : f32 to i32
  return %0, %1 : i32, i32
}

// CHECK-LABEL: func.func @unrealized_casts(%arg0: i32) -> (i64, i64) {
// CHECK-NEXT:   %0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64
// CHECK-NEXT:   return %0, %0 : i64, i64
// CHECK-NEXT: }
func.func @unrealized_casts(%a: i32) -> (i64, i64) {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %a : i32 to i64
  return %0, %1 : i64, i64
}

// CHECK-LABEL: func.func @use_of_merged_in_later_op(%arg0: i32) -> i32 {
// CHECK-NEXT:   %c5_i32 = arith.constant 5 : i32
// CHECK-NEXT:   %0 = arith.subi %arg0, %c5_i32 : i32
// CHECK-NEXT:   %1 = arith.subi %0, %0 : i32
// CHECK-NEXT:   return %1 : i32
// CHECK-NEXT: }
func.func @use_of_merged_in_later_op(%a: i32) -> i32 {
  %0 = arith.constant 5 : i32
  %1 = arith.constant 5 : i32
  %2 = arith.subi %a, %0 : i32
  %3 = arith.subi %a, %1 : i32
  %4 = arith.subi %2, %3 : i32
  return %4 : i32
}

// CHECK-LABEL: func.func @empty() {
// CHECK-NEXT:   return
// CHECK-NEXT: }
func.func @empty() {
  return
}

// CHECK-LABEL: func.func @block_args_distinct(%arg0: i32, %arg1: i32) -> (i32, i32) {
// CHECK-NEXT:   %0 = arith.subi %arg0, %arg0 : i32
// CHECK-NEXT:   %1 = arith.subi %arg1, %arg1 : i32
// CHECK-NEXT:   return %0, %1 : i32, i32
// CHECK-NEXT: }
func.func @block_args_distinct(%a: i32, %b: i32) -> (i32, i32) {
  %0 = arith.subi %a, %a : i32
  %1 = arith.subi %b, %b : i32
  return %0, %1 : i32, i32
}
