// #llvm.memory_effects reports a missing, repeated or unknown parameter and
// a bad access as upstream's parser does.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// expected-error@+1 {{expected ','}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: other}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, other = none>}

// -----

// expected-error@+1 {{duplicate or unknown struct parameter name: foo}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<foo = none>}

// -----

// expected-error@+2 {{expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: bad}}
// expected-error@+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = bad, argMem = none>}

// -----

// expected-error@+2 {{expected keyword for LLVM ModRefInfo}}
// expected-error@+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'other' which is to be a `ModRefInfo`}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = 3>}

// -----

// expected-error@+2 {{expected valid keyword}}
// expected-error@+1 {{expected a parameter name in struct}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<>}

