// llvm.data_layout strings are checked as LLVM 22's DataLayout::parse checks them:
// the first bad specification gives LLVM's message.
// RUN: strata-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: unknown specifier '#'}}
module attributes {llvm.data_layout = "#vjkr32"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--E"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e-"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: i8 must be 8-bit aligned}}
module attributes {llvm.data_layout = "i8:16"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "i<size>:<abi>[:<pref>]"}}
module attributes {llvm.data_layout = "i-1:8"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "i<size>:<abi>[:<pref>]"}}
module attributes {llvm.data_layout = "i32:32:32:32"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: ABI alignment must be a power of two times the byte width}}
module attributes {llvm.data_layout = "f32:12"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: ABI alignment must be a 16-bit integer}}
module attributes {llvm.data_layout = "f32:65536"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "v128:128:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: size must be zero}}
module attributes {llvm.data_layout = "a8:8"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: preferred alignment must be non-zero}}
module attributes {llvm.data_layout = "a:8:0"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: 'z' is not a valid pointer specification flag}}
module attributes {llvm.data_layout = "pz1:64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: address space 0 cannot be unstable or have external state}}
module attributes {llvm.data_layout = "pe:64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: address space name `x` already used}}
module attributes {llvm.data_layout = "p1(x):64:64-p2(x):64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: Expected `( address space name )`}}
module attributes {llvm.data_layout = "p1():64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: Cannot use predefined address space names P/G/A in data layout}}
module attributes {llvm.data_layout = "p1(G):64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: address space must be a 24-bit integer}}
module attributes {llvm.data_layout = "p1x:64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: address space must be a 24-bit integer}}
module attributes {llvm.data_layout = "p16777216:64:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: pointer size must be a non-zero 24-bit integer}}
module attributes {llvm.data_layout = "p:0:64"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: index size cannot be larger than the pointer size}}
module attributes {llvm.data_layout = "p:64:64:64:128"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: index size must be a non-zero 24-bit integer}}
module attributes {llvm.data_layout = "p1:64:64:64:0"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "ni:<address space>[:<address space>]..."}}
module attributes {llvm.data_layout = "ni"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: address space 0 cannot be non-integral}}
module attributes {llvm.data_layout = "ni:0"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: address space component cannot be empty}}
module attributes {llvm.data_layout = "ni:"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: size component cannot be empty}}
module attributes {llvm.data_layout = "n8:"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: size must be a non-zero 24-bit integer}}
module attributes {llvm.data_layout = "n0"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "S<size>"}}
module attributes {llvm.data_layout = "S"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: stack natural alignment must be non-zero}}
module attributes {llvm.data_layout = "S0"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: unknown function pointer alignment type 'x'}}
module attributes {llvm.data_layout = "Fx8"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: ABI alignment component cannot be empty}}
module attributes {llvm.data_layout = "Fi"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "A<address space>"}}
module attributes {llvm.data_layout = "A"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be of the form "m:<mangling>"}}
module attributes {llvm.data_layout = "m:"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: unknown mangling mode}}
module attributes {llvm.data_layout = "m:ee"} {}

// -----

// expected-error@+1 {{'builtin.module' op invalid data layout descriptor: malformed specification, must be just 'e' or 'E'}}
module attributes {llvm.data_layout = "E1"} {}
