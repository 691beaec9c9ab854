// Verifier errors as mlir-opt-22's: branch weights (one per successor, not all
// zero; cf and llvm), interleave2's element counts (scalable or not), a target
// type without memory operations as a load result, and musttail inline asm.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%c: i1) {
// expected-error@+1 {{branch weights cannot all be zero}}
  cf.cond_br %c weights([0, 0]), ^bb1, ^bb2
^bb1:
  return
^bb2:
  return
}

// -----

llvm.func @g(%c: i1) {
// expected-error@+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.cond_br %c weights([1, 2, 3]), ^bb1, ^bb2
^bb1:
  llvm.return
^bb2:
  llvm.return
}

// -----

func.func @a(%v1: vector<[2]xf16>, %v2 : vector<[2]xf16>) {
// expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%v1, %v2) : (vector<[2]xf16>, vector<[2]xf16>) -> vector<[8]xf16>
  return
}

// -----

func.func @b(%v1: vector<[2]xf16>, %v2 : vector<[2]xf16>) {
// expected-error@+1 {{'llvm.intr.vector.interleave2' op failed to verify that result has twice as many elements as 'vec1'}}
  %0 = "llvm.intr.vector.interleave2"(%v1, %v2) : (vector<[2]xf16>, vector<[2]xf16>) -> vector<4xf16>
  return
}

// -----

func.func @invalid_target_ext_load(%arg0 : !llvm.ptr) {
// expected-error@+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"no_load">'}}
  %0 = llvm.load %arg0 {alignment = 8 : i64} : !llvm.ptr -> !llvm.target<"no_load">
}

// -----

llvm.func @inlineAsmMustTail(%arg0: i32, %arg1 : !llvm.ptr) {
// expected-error@+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  %8 = llvm.inline_asm tail_call_kind = <musttail> "foo", "=r,=r,r" %arg0 : (i32) -> !llvm.struct<(i8, i8)>
  llvm.return
}
