// Parse errors of the flags llvm ops keep as ODS `EnumProp` properties
// (`overflow<...>` of add/sub/mul/shl/trunc, getelementptr's no-wrap
// keywords), with mlir-opt-22's messages and locations (checked with
// `mlir-opt-22 --split-input-file --verify-diagnostics`).
// RUN: strata-opt %s --split-input-file --verify-diagnostics

llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.add' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.add %a, %b overflow<> : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.sub' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: foo}}
  %0 = llvm.sub %a, %b overflow<foo> : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{expected '>'}}
  %0 = llvm.mul %a, %b overflow<nsw : i32
  llvm.return
}

// -----

llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{expected '<'}}
  %0 = llvm.shl %a, %b overflow nsw : i32
  llvm.return
}

// -----

// A trailing separator.
llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.add' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.add %a, %b overflow<nsw,> : i32
  llvm.return
}

// -----

// The overflow flags are separated by commas, not bars.
llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{expected '>'}}
  %0 = llvm.add %a, %b overflow<nsw|nuw> : i32
  llvm.return
}

// -----

// Without the `overflow` keyword the optional group is absent.
llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = llvm.add %a, %b <nsw> : i32
  llvm.return
}

// -----

// A string is not a keyword.
llvm.func @f(%a: i32, %b: i32) {
  // expected-error@+1 {{custom op 'llvm.add' expected keyword for LLVM integer overflow flags}}
  %0 = llvm.add %a, %b overflow<"nsw"> : i32
  llvm.return
}

// -----

// getelementptr's flags are not wrapped in `overflow<...>`.
llvm.func @f(%a: i32) {
  // expected-error@+1 {{custom op 'llvm.trunc' expected one of [none, nsw, nuw] for LLVM integer overflow flags, got: inbounds}}
  %0 = llvm.trunc %a overflow<inbounds> : i32 to i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: bogus}}
  %0 = llvm.getelementptr bogus %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected keyword for ::mlir::LLVM::GEPNoWrapFlags after '|'}}
  %0 = llvm.getelementptr inbounds| %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: nsw}}
  %0 = llvm.getelementptr inbounds|nsw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

// The no-wrap flags are separated by bars, not commas.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr inbounds, nuw %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

// A string is not a keyword: the flags are absent.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{expected SSA operand}}
  %0 = llvm.getelementptr "inbounds" %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

// The overflow syntax is not getelementptr's.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{custom op 'llvm.getelementptr' expected one of [none, inbounds_flag, nusw, nuw, inbounds] for ::mlir::LLVM::GEPNoWrapFlags, got: overflow}}
  %0 = llvm.getelementptr overflow<nuw> %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

// `inbounds_flag` parses, and the verifier rejects it alone.
llvm.func @f(%p: !llvm.ptr, %i: i32) {
  // expected-error@+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = llvm.getelementptr inbounds_flag %p[%i] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.return
}

// -----

// The generic form: upstream's property conversion.
llvm.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = "nsw"} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = "nsw"}> : (i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @f(%a: i32) {
  // expected-error@+1 {{invalid properties {overflowFlags = #llvm.fastmath<fast>} for op llvm.add: expected ::mlir::LLVM::IntegerOverflowFlagsAttr or IntegerAttr storage for ::mlir::LLVM::IntegerOverflowFlags}}
  %0 = "llvm.add"(%a, %a) <{overflowFlags = #llvm.fastmath<fast>}> : (i32, i32) -> i32
  llvm.return
}

// -----

// noWrapFlags has no attribute form.
llvm.func @f(%p: !llvm.ptr) {
  // expected-error@+1 {{invalid properties {elem_type = i8, noWrapFlags = #llvm.overflow<nsw>, rawConstantIndices = array<i32: 4>} for op llvm.getelementptr: expected IntegerAttr storage for ::mlir::LLVM::GEPNoWrapFlags}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i8, noWrapFlags = #llvm.overflow<nsw>, rawConstantIndices = array<i32: 4>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}
