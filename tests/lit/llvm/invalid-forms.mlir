// Type mismatches in the ops' declarative forms are left to the verifier
// where upstream's generated parser leaves them: a qualified type is any
// type, and a functional type gives the results it lists.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

func.func @gep_missing_result_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{op requires one result}}
  llvm.getelementptr %base[%pos] : (!llvm.ptr, i64) -> (), i64
}

// -----

func.func @gep_non_function_type(%pos : i64, %base : !llvm.ptr) {
  // expected-error@+1 {{invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  llvm.getelementptr %base[%pos] : !llvm.ptr
}

// -----

func.func @load_non_llvm_type(%foo : memref<f32>) {
  // expected-error@+1 {{op operand #0 must be LLVM pointer type}}
  llvm.load %foo : memref<f32> -> f32
}
