// Malformed block addresses: duplicate tags in a function, an address whose
// function holds no such tag or does not exist, a function given as a string.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

llvm.func @t0() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @t0, tag = <id = 1>> : !llvm.ptr
  llvm.blocktag <id = 1>
  llvm.br ^bb1
^bb1:
// expected-error@+1 {{duplicate block tag '1' in the same function: }}
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @t0() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @t0, tag = <id = 1>> : !llvm.ptr
  llvm.br ^bb1
^bb1:
  llvm.blocktag <id = 1>
  llvm.return %0 : !llvm.ptr
}
llvm.func @t2() -> !llvm.ptr {
  %0 = llvm.blockaddress <function = @t0, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
llvm.func @t3() -> !llvm.ptr {
// expected-error@+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @t0, tag = <id = 2>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.func @h() -> !llvm.ptr {
// expected-error@+1 {{'llvm.blockaddress' op expects an existing block label target in the referenced function}}
  %0 = llvm.blockaddress <function = @nope, tag = <id = 1>> : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse LLVM_BlockAddressAttr parameter 'function' which is to be a `FlatSymbolRefAttr`}}
"t.op"() {a = #llvm.blockaddress<function = "f", tag = <id = 1>>} : () -> ()
