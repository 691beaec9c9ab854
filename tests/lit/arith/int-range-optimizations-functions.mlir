// RUN: strata-opt %s --split-input-file --int-range-optimizations | FileCheck %s

// Functions whose arguments are not known constants: the rewrites run
// function by function, with the result of one run over the module.
// CHECK-LABEL: func.func @first
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : i32
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK:         %[[MIN:.*]] = arith.minui %arg0, %[[C3]] : i32
// CHECK:         %[[REM:.*]] = arith.remui %[[MIN]], %[[C2]] : i32
// CHECK:         %[[SUM:.*]] = arith.addi %[[REM]], %[[C1]] : i32
// CHECK:         return %[[SUM]] : i32
func.func @first(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %x = arith.addi %c1, %c2 : i32
  %m = arith.minui %a, %x : i32
  %r = arith.remui %m, %c2 : i32
  %b = arith.andi %a, %c1 : i32
  %lt = arith.cmpi ult, %b, %c2 : i32
  %e = arith.extui %lt : i1 to i32
  %s = arith.addi %r, %e : i32
  return %s : i32
}

// CHECK-LABEL: func.func @second
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    %[[REM:.*]] = index.remu %arg0, %[[C8]]
// CHECK-NEXT:    return %[[REM]] : index
func.func @second(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c8 = arith.constant 8 : index
  %u = index.remu %a, %c8
  %cmp = arith.cmpi slt, %u, %c0 : index
  %sel = arith.select %cmp, %c8, %u : index
  return %sel : index
}

// -----

// Every call passes 7 to the private function: its argument is a known
// constant, which the pattern materializes at the function op itself, so
// the module is rewritten in one run.
// CHECK-LABEL: func.func private @callee
// CHECK-NEXT:    %[[C7:.*]] = arith.constant 7 : i32
// CHECK-NEXT:    %[[SUM:.*]] = arith.addi %arg1, %[[C7]] : i32
// CHECK-NEXT:    return %[[SUM]] : i32
// CHECK-LABEL: func.func @caller
// CHECK:         call @callee(%{{.*}}, %arg0)
func.func private @callee(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  return %s : i32
}

func.func @caller(%y: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = func.call @callee(%c7, %y) : (i32, i32) -> i32
  %r2 = func.call @callee(%c7, %r) : (i32, i32) -> i32
  return %r2 : i32
}
