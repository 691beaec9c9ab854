// Where nested pipelines run: on the direct children with the anchor's op
// name, which must be registered and IsolatedFromAbove; `any` runs on the
// children that are (and skips the others); a failure in one function
// does not stop the others, but fails the run.
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(any(cse))' | FileCheck %s --check-prefix=ANY
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(test.region(cse))' 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: not strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=EVERY-FUNCTION
// RUN: not strata-opt %s --allow-unregistered-dialect --mlir-disable-threading --pass-pipeline='builtin.module(func.func(symbol-dce))' 2>&1 | FileCheck %s --check-prefix=EVERY-FUNCTION
// RUN: strata-opt %s --allow-unregistered-dialect --pass-pipeline='builtin.module(func.func(builtin.module(cse)))' | FileCheck %s --check-prefix=NO-MATCH

func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

"test.region"() ({
  %0 = "test.op"() : () -> i32
  %1 = arith.addi %0, %0 : i32
  %2 = arith.addi %0, %0 : i32
  "test.use"(%1, %2) : (i32, i32) -> ()
}) : () -> ()

func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

// ANY-LABEL: func.func @f
// ANY:         %[[A:.*]] = arith.addi
// ANY-NEXT:    arith.muli %[[A]], %[[A]]
// The unregistered op is not a function: left alone.
// ANY:         "test.region"
// ANY:           arith.addi
// ANY-NEXT:      arith.addi
// ANY-LABEL: func.func @g
// ANY:         %[[B:.*]] = arith.addi
// ANY-NEXT:    arith.muli %[[B]], %[[B]]

// UNREGISTERED: error: 'test.region' op trying to schedule a pass on an unregistered operation
// UNREGISTERED: note: see current operation:

// EVERY-FUNCTION: 11:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table
// EVERY-FUNCTION: 25:1: error: 'func.func' op  was scheduled to run under SymbolDCE, but does not define a symbol table

// NO-MATCH-LABEL: func.func @f
// NO-MATCH:         arith.addi
// NO-MATCH-NEXT:    arith.addi
