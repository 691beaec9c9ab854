// The "see current operation" note of a verifier error, as mlir-opt-22
// prints it: generic form, the value names of the printed module, a new
// line first when the op spans several, locations only with
// --mlir-print-debuginfo, no source line when the note's location is the
// error's, and before the op's own notes.
// RUN: not strata-opt %s --split-input-file 2>&1 | FileCheck %s
// RUN: not strata-opt %s --split-input-file --mlir-print-debuginfo 2>&1 | FileCheck %s --check-prefix=DBG

func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
// CHECK: current-op-note.mlir:[[@LINE+5]]:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f
// CHECK-NEXT: {{^}}  return %0 : i32
// CHECK-NEXT: {{^}}  ^
// CHECK-NEXT: current-op-note.mlir:[[@LINE+2]]:3: note: see current operation: "func.return"(%0) : (i32) -> (){{$}}
// DBG: note: see current operation: "func.return"(%0) : (i32) -> () loc("{{.*}}current-op-note.mlir":[[@LINE+1]]:3){{$}}
  return %0 : i32
}

// -----

func.func @g(%a: i1) -> i32 {
  // CHECK: current-op-note.mlir:[[@LINE+3]]:8: error: 'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'
  // CHECK-NEXT: {{^}}  %0 = scf.if
  // CHECK-NEXT: {{^}}       ^
  %0 = scf.if %a -> i32 {
    %c = arith.constant 1 : i64
    scf.yield %c : i64
  } else {
    %d = arith.constant 2 : i32
    scf.yield %d : i32
  }
  // CHECK-NEXT: note: see current operation: {{$}}
  // CHECK-NEXT: {{^}}%0 = "scf.if"(%arg0) ({
  // CHECK-NEXT: {{^}}  %2 = "arith.constant"() <{value = 1 : i64}> : () -> i64
  // CHECK-NEXT: {{^}}  "scf.yield"(%2) : (i64) -> ()
  // CHECK-NEXT: {{^}}}, {
  // CHECK-NEXT: {{^}}  %1 = "arith.constant"() <{value = 2 : i32}> : () -> i32
  // CHECK-NEXT: {{^}}  "scf.yield"(%1) : (i32) -> ()
  // CHECK-NEXT: {{^}}}) : (i1) -> i32
  // CHECK-NEXT: current-op-note.mlir:{{[0-9]+}}:5: note: region branch point
  // CHECK-NEXT: {{^}}    scf.yield %c : i64
  return %0 : i32
}
