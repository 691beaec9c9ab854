// RUN: strata-opt %s --lower-vectorize | FileCheck %s

// A ramp becomes broadcast(b) + step * broadcast(s), with an index_cast of
// the step for integer lanes; the output is plain upstream MLIR (see
// ramp-execute.mlir, which runs it).

// CHECK-LABEL: func.func @f(
// CHECK-NEXT:    %[[S0:.*]] = vector.step : vector<4xindex>
// CHECK-NEXT:    %[[B0:.*]] = vector.broadcast %arg0 : index to vector<4xindex>
// CHECK-NEXT:    %[[T0:.*]] = vector.broadcast %arg1 : index to vector<4xindex>
// CHECK-NEXT:    %[[M0:.*]] = arith.muli %[[S0]], %[[T0]] : vector<4xindex>
// CHECK-NEXT:    %[[R0:.*]] = arith.addi %[[B0]], %[[M0]] : vector<4xindex>
// CHECK-NEXT:    %[[S1:.*]] = vector.step : vector<8xindex>
// CHECK-NEXT:    %[[C1:.*]] = arith.index_cast %[[S1]] : vector<8xindex> to vector<8xi32>
// CHECK-NEXT:    %[[B1:.*]] = vector.broadcast %arg2 : i32 to vector<8xi32>
// CHECK-NEXT:    %[[T1:.*]] = vector.broadcast %arg3 : i32 to vector<8xi32>
// CHECK-NEXT:    %[[M1:.*]] = arith.muli %[[C1]], %[[T1]] : vector<8xi32>
// CHECK-NEXT:    %[[R1:.*]] = arith.addi %[[B1]], %[[M1]] : vector<8xi32>
// CHECK-NEXT:    return %[[R0]], %[[R1]]
// CHECK-NOT:   vectorize.ramp
func.func @f(%b: index, %s: index, %x: i32, %y: i32) -> (vector<4xindex>, vector<8xi32>) {
  %0 = vectorize.ramp %b, %s : vector<4xindex>
  %1 = vectorize.ramp %x, %y : vector<8xi32>
  return %0, %1 : vector<4xindex>, vector<8xi32>
}
