// #llvm.memory_effects: every location kind's access, parsed in any order
// and printed in declaration order; expected text is mlir-opt-22's.
// RUN: strata-opt %s | FileCheck %s

// CHECK: llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = readwrite, argMem = write, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = read>}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<argMem = write, other = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = read>}
// CHECK: llvm.func @g() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
llvm.func @g() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}
// CHECK: func.func private @h() attributes {m = #llvm.memory_effects<other = read, argMem = read, inaccessibleMem = read, errnoMem = read, targetMem0 = read, targetMem1 = read>}
func.func private @h() attributes {m = #llvm.memory_effects<targetMem1 = read, targetMem0 = read, errnoMem = read, inaccessibleMem = read, argMem = read, other = read>}
