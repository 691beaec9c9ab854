// Invalid llvm ops: the diagnostics of the hand-written verifiers
// (upstream's LLVMDialect.cpp), in generic form so that they do not
// depend on the ops' custom assembly.
// RUN: strata-opt %s --split-input-file --verify-diagnostics

// llvm.func

// expected-error@+1 {{'llvm.func' op functions cannot have 'common' linkage}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<common>, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<internal>, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{no_inline and always_inline attributes are incompatible}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, always_inline, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, no_inline, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op with optimize_none must also be no_inline}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, optimize_none, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{expected comdat symbol}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, comdat = @missing::@any, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op type of entry block argument #0('tensor<2xi32>') must match the type of the corresponding argument in function signature('i32')}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: tensor<2xi32>):
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "personality"}> ({
}) : () -> ()
// expected-error@+1 {{'llvm.landingpad' should have a consistent result type inside a function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, personality = @personality, sym_name = "f"}> ({
  %0 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  %1 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i64)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op expects argument attribute array to have the same number of elements as the number of function arguments, got 2, but expected 1}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{}, {}], function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op arguments may only have dialect attributes}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, arg_attrs = [{foo}], function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op entry block must have 1 arguments to match function signature}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, res_attrs = [{}], function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
}) : () -> ()

// llvm.return

// -----

// expected-note@+1 {{when returning from function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.return' op expected no operands}}
  "llvm.return"(%arg0) : (i32) -> ()
}) : () -> ()

// -----

// expected-note@+1 {{when returning from function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.return' op expected 1 operand}}
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-note@+1 {{when returning from function}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i64)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i64):
  // expected-error@+1 {{'llvm.return' op mismatching result types}}
  "llvm.return"(%arg0) : (i64) -> ()
}) : () -> ()

// llvm.call

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op 'g' does not reference a symbol in the current scope}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op 'g' does not reference a valid LLVM function or IFunc}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (0) for callee (expecting: 1)}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i64):
  // expected-error@+1 {{'llvm.call' op operand type mismatch for operand 0: 'i64' != 'i32'}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i64) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op expected function call to produce a value}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op calling function with void result must not produce values}}
  %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i64 ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op result type mismatch: 'i32' != 'i64'}}
  %0 = "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.call' op missing var_callee_type attribute for vararg call}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to be a variadic function type}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<void (i32)>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to have at most 0 parameters}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i64)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i64):
  // expected-error@+1 {{'llvm.call' op var_callee_type parameter type mismatch: 'i32' != 'i64'}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (i64) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.call' op expected var_callee_type to return void}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 (i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.call' op var_callee_type return type mismatch: 'i32' != 'i64'}}
  %0 = "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<i32 (i32, ...)>}> : (i32) -> i64
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32, i32, ...)>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.call' op incorrect number of operands (1) for varargs callee (expecting at least: 2)}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>, var_callee_type = !llvm.func<void (i32, ...)>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call' op must have either a `callee` attribute or at least an operand}}
  "llvm.call"() <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.call' op indirect call expects a pointer as callee: 'i32'}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 1, 0>}> : (i32) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, op_bundle_sizes = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{operand bundle tag must be a StringAttr}}
  "llvm.call"(%arg0) <{CConv = #llvm.cconv<ccc>, TailCallKind = #llvm.tailcallkind<none>, op_bundle_sizes = array<i32: 0>, op_bundle_tags = [1 : i32], operandSegmentSizes = array<i32: 1, 0>}> : (!llvm.ptr) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.call_intrinsic, llvm.inline_asm, llvm.intr.assume

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.call_intrinsic' op intrinsic name must start with 'llvm.'}}
  "llvm.call_intrinsic"() <{intrin = "foo", op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{expected 0 operand bundle tags, but actually got 1}}
  "llvm.call_intrinsic"() <{intrin = "llvm.trap", op_bundle_sizes = array<i32>, op_bundle_tags = ["tag"], operandSegmentSizes = array<i32: 0, 0>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.inline_asm' op tail call kind 'musttail' is not supported by this operation}}
  "llvm.inline_asm"() <{asm_string = "nop", constraints = "", tail_call_kind = #llvm.tailcallkind<musttail>}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i1)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i1):
  // expected-error@+1 {{expected 1 operand bundle tags, but actually got 0}}
  "llvm.intr.assume"(%arg0) <{op_bundle_sizes = array<i32: 0>, operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.invoke, llvm.landingpad

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{first operation in unwind destination should be a llvm.landingpad operation}}
  "llvm.invoke"()[^bb1, ^bb2] <{CConv = #llvm.cconv<ccc>, callee = @g, op_bundle_sizes = array<i32>, operandSegmentSizes = array<i32: 0, 0, 0, 0>}> : () -> ()
^bb1:
  "llvm.return"() : () -> ()
^bb2:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{llvm.landingpad needs to be in a function with a personality}}
  %0 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "personality"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, personality = @personality, sym_name = "f"}> ({
  // expected-error@+1 {{landingpad instruction expects at least one clause or cleanup attribute}}
  %0 = "llvm.landingpad"() : () -> !llvm.struct<(ptr, i32)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "personality"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, personality = @personality, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{clause #0 is not a known constant - null, addressof, bitcast}}
  %0 = "llvm.landingpad"(%arg0) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "personality"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, personality = @personality, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-note@+1 {{global addresses expected as operand to bitcast used in clauses for landingpad}}
  %0 = "llvm.bitcast"(%arg0) : (!llvm.ptr) -> !llvm.ptr
  // expected-error@+1 {{constant clauses expected}}
  %1 = "llvm.landingpad"(%0) : (!llvm.ptr) -> !llvm.struct<(ptr, i32)>
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.load, llvm.store

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.load' op unsupported type 'i1' for atomic access}}
  %0 = "llvm.load"(%arg0) <{alignment = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr) -> i1
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = "llvm.load"(%arg0) <{alignment = 4 : i64, ordering = 5 : i64}> : (!llvm.ptr) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = "llvm.load"(%arg0) <{ordering = 2 : i64}> : (!llvm.ptr) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%arg0) <{ordering = 0 : i64, syncscope = "agent"}> : (!llvm.ptr) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, f80)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: f80):
  // expected-error@+1 {{'llvm.store' op unsupported type 'f80' for atomic access}}
  "llvm.store"(%arg1, %arg0) <{alignment = 16 : i64, ordering = 2 : i64}> : (f80, !llvm.ptr) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.store' op unsupported ordering 'acquire'}}
  "llvm.store"(%arg1, %arg0) <{alignment = 4 : i64, ordering = 4 : i64}> : (i32, !llvm.ptr) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.store' op expected syncscope to be null for non-atomic access}}
  "llvm.store"(%arg1, %arg0) <{ordering = 0 : i64, syncscope = "agent"}> : (i32, !llvm.ptr) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.atomicrmw, llvm.cmpxchg, llvm.fence

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type}}
  %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, i32) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, vector<2xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: vector<2xi32>):
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR floating point type for vector element}}
  %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 11 : i64, ordering = 2 : i64}> : (!llvm.ptr, vector<2xi32>) -> vector<2xi32>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i1)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i1):
  // expected-error@+1 {{'llvm.atomicrmw' op unexpected LLVM IR type for 'xchg' bin_op}}
  %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 0 : i64, ordering = 2 : i64}> : (!llvm.ptr, i1) -> i1
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, f32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: f32):
  // expected-error@+1 {{'llvm.atomicrmw' op expected LLVM IR integer type}}
  %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 2 : i64}> : (!llvm.ptr, f32) -> f32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.atomicrmw' op expected at least 'monotonic' ordering}}
  %0 = "llvm.atomicrmw"(%arg0, %arg1) <{bin_op = 1 : i64, ordering = 1 : i64}> : (!llvm.ptr, i32) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i1)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i1):
  // expected-error@+1 {{'llvm.cmpxchg' op unexpected LLVM IR type}}
  %0 = "llvm.cmpxchg"(%arg0, %arg1, %arg1) <{failure_ordering = 2 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i1, i1) -> !llvm.struct<(i1, i1)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.cmpxchg' op ordering must be at least 'monotonic'}}
  %0 = "llvm.cmpxchg"(%arg0, %arg1, %arg1) <{failure_ordering = 1 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.cmpxchg' op failure ordering cannot be 'release' or 'acq_rel'}}
  %0 = "llvm.cmpxchg"(%arg0, %arg1, %arg1) <{failure_ordering = 5 : i64, success_ordering = 2 : i64}> : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.fence' op can be given only acquire, release, acq_rel, and seq_cst orderings}}
  "llvm.fence"() <{ordering = 2 : i64}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.getelementptr

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%arg0) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = "llvm.getelementptr"(%arg0) <{elem_type = i32, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr, %arg1: i32):
  // expected-error@+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = "llvm.getelementptr"(%arg0, %arg1) <{elem_type = !llvm.struct<(i32, f32)>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, -2147483648>}> : (!llvm.ptr, i32) -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = "llvm.getelementptr"(%arg0) <{elem_type = !llvm.array<2 x struct<(i32, f32)>>, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1, 2>}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #1)}}
  %0 = "llvm.getelementptr"(%arg0) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: 0, 1>}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.extractvalue, llvm.insertvalue

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.struct<(i32, f32)>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.struct<(i32, f32)>):
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds: 2}}
  %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: 2>}> : (!llvm.struct<(i32, f32)>) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.array<4 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.array<4 x i32>):
  // expected-error@+1 {{'llvm.extractvalue' op position out of bounds: -1}}
  %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: -1>}> : (!llvm.array<4 x i32>) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.array<4 x i32>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.array<4 x i32>):
  // expected-error@+1 {{'llvm.extractvalue' op expected LLVM IR structure/array type, got: 'i32'}}
  %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: 0, 0>}> : (!llvm.array<4 x i32>) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.struct<(i32, f32)>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.struct<(i32, f32)>):
  // expected-error@+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'f32' but this op returns 'i32'}}
  %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: 1>}> : (!llvm.struct<(i32, f32)>) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.struct<(i32, tensor<2xi32>)>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.struct<(i32, tensor<2xi32>)>):
  // expected-error@+1 {{'llvm.extractvalue' op expected LLVM IR Dialect type, got '!llvm.struct<(i32, tensor<2xi32>)>'}}
  %0 = "llvm.extractvalue"(%arg0) <{position = array<i64: 0>}> : (!llvm.struct<(i32, tensor<2xi32>)>) -> i32
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.struct<(i32, f32)>, i64)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.struct<(i32, f32)>, %arg1: i64):
  // expected-error@+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%arg0, %arg1) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i64) -> !llvm.struct<(i32, f32)>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.struct<(i32, f32)>, i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.struct<(i32, f32)>, %arg1: i32):
  // expected-error@+1 {{'llvm.insertvalue' op position out of bounds: 5}}
  %0 = "llvm.insertvalue"(%arg0, %arg1) <{position = array<i64: 5>}> : (!llvm.struct<(i32, f32)>, i32) -> !llvm.struct<(i32, f32)>
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.shufflevector, llvm.intr.masked.gather/scatter, llvm.intr.sincos

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<[4]xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: vector<[4]xi32>):
  // expected-error@+1 {{'llvm.shufflevector' op expected a splat operation for scalable vectors}}
  %0 = "llvm.shufflevector"(%arg0, %arg0) <{mask = array<i32: 0, 1, 0, 0>}> : (vector<[4]xi32>, vector<[4]xi32>) -> vector<[4]xi32>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2x!llvm.ptr>, vector<4xi1>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: vector<2x!llvm.ptr>, %arg1: vector<4xi1>):
  // expected-error@+1 {{'llvm.intr.masked.gather' op expected operand #1 type to be 'vector<4x!llvm.ptr>'}}
  %0 = "llvm.intr.masked.gather"(%arg0, %arg1) <{alignment = 4 : i32}> : (vector<2x!llvm.ptr>, vector<4xi1>) -> vector<4xf32>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<4xf32>, vector<2x!llvm.ptr>, vector<4xi1>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: vector<4xf32>, %arg1: vector<2x!llvm.ptr>, %arg2: vector<4xi1>):
  // expected-error@+1 {{'llvm.intr.masked.scatter' op expected operand #2 type to be 'vector<4x!llvm.ptr>'}}
  "llvm.intr.masked.scatter"(%arg0, %arg1, %arg2) <{alignment = 4 : i32}> : (vector<4xf32>, vector<2x!llvm.ptr>, vector<4xi1>) -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (f32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: f32):
  // expected-error@+1 {{'llvm.intr.sincos' op expected result type to be an homogeneous struct with two elements matching the operand type, but got '!llvm.struct<(f32, f64)>'}}
  %0 = "llvm.intr.sincos"(%arg0) : (f32) -> !llvm.struct<(f32, f64)>
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.bitcast, llvm.sext, llvm.zext

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.bitcast' op can only cast pointers from and to pointers}}
  %0 = "llvm.bitcast"(%arg0) : (!llvm.ptr) -> i64
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointer to vector of pointers}}
  %0 = "llvm.bitcast"(%arg0) : (!llvm.ptr) -> vector<1x!llvm.ptr>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<1x!llvm.ptr>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: vector<1x!llvm.ptr>):
  // expected-error@+1 {{'llvm.bitcast' op cannot cast vector of pointers to pointer}}
  %0 = "llvm.bitcast"(%arg0) : (vector<1x!llvm.ptr>) -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (!llvm.ptr)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: !llvm.ptr):
  // expected-error@+1 {{'llvm.bitcast' op cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead}}
  %0 = "llvm.bitcast"(%arg0) : (!llvm.ptr) -> !llvm.ptr<1>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{integer width of the output type is smaller or equal to the integer width of the input type}}
  %0 = "llvm.sext"(%arg0) : (i32) -> i16
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{input type is an integer but output type is a vector}}
  %0 = "llvm.zext"(%arg0) : (i32) -> vector<2xi64>
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: vector<2xi32>):
  // expected-error@+1 {{input type is a vector but output type is an integer}}
  %0 = "llvm.zext"(%arg0) : (vector<2xi32>) -> i64
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (vector<2xi32>)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: vector<2xi32>):
  // expected-error@+1 {{input and output vectors are of incompatible shape}}
  %0 = "llvm.sext"(%arg0) : (vector<2xi32>) -> vector<4xi64>
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.switch

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%arg0)[^bb1, ^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 0>, case_values = dense<1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void (i32)>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
^bb0(%arg0: i32):
  // expected-error@+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%arg0)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.mlir.constant

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
%0 = "llvm.mlir.constant"() <{value = "foo"}> : () -> !llvm.array<4 x i8>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected integer type}}
%0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> f32

// -----

// expected-error@+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
%0 = "llvm.mlir.constant"() <{value = 1.0 : f32}> : () -> f64

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected integer type of width 16}}
%0 = "llvm.mlir.constant"() <{value = 1.0 : bf16}> : () -> i32

// -----

// expected-error@+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<[2]xi32>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected vector or array type}}
%0 = "llvm.mlir.constant"() <{value = dense<1> : vector<2xi32>}> : () -> i64

// -----

// expected-error@+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 4 vs. 2}}
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<4xi32>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
%0 = "llvm.mlir.constant"() <{value = dense<[1, 2]> : vector<2xi32>}> : () -> vector<2xf32>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected array attribute for struct type}}
%0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> !llvm.struct<(i32, i32)>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected array attribute of size 2}}
%0 = "llvm.mlir.constant"() <{value = [1 : i32]}> : () -> !llvm.struct<(i32, i32)>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op struct element at index 1 is of wrong type}}
%0 = "llvm.mlir.constant"() <{value = [1 : i32, 2 : i64]}> : () -> !llvm.struct<(i32, i32)>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op expected array or struct type for array attribute}}
%0 = "llvm.mlir.constant"() <{value = [1 : i32]}> : () -> i32

// -----

// expected-error@+1 {{'llvm.mlir.constant' op array attribute size does not match array type size in dimension 0: 1 vs. 2}}
%0 = "llvm.mlir.constant"() <{value = [[1 : i32]]}> : () -> !llvm.array<2 x struct<(i32)>>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
%0 = "llvm.mlir.constant"() <{value = [1 : i32]}> : () -> !llvm.array<1 x i32>

// -----

// expected-error@+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
%0 = "llvm.mlir.constant"() <{value = unit}> : () -> i32

// llvm.mlir.global

// -----

// expected-error@+1 {{'llvm.mlir.global' op expects type to be a valid element type for an LLVM global}}
"llvm.mlir.global"() <{global_type = !llvm.void, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op requires an i8 array type of the length equal to that of the string attribute}}
"llvm.mlir.global"() <{global_type = !llvm.array<2 x i8>, linkage = #llvm.linkage<internal>, sym_name = "g", value = "abc"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected zero value for 'common' linkage}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<common>, sym_name = "g", value = 1 : i32}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op expected array type for 'appending' linkage}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<appending>, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{alignment attribute is not a power of 2}}
"llvm.mlir.global"() <{alignment = 3 : i64, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{expected comdat symbol}}
"llvm.mlir.global"() <{comdat = @c::@missing, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.comdat"() <{sym_name = "c"}> ({
  "llvm.comdat_selector"() <{comdat = 0 : i64, sym_name = "any"}> : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region type 'i64' does not match global type 'i32'}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
  "llvm.return"(%0) : (i64) -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op initializer region cannot return void}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global' op cannot have both initializer value and region}}
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g", value = 2 : i32}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<internal>, sym_name = "g"}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
  // expected-error@+1 {{ops with side effects not allowed in global initializers}}
  %1 = "llvm.alloca"(%0) <{elem_type = i32}> : (i64) -> !llvm.ptr
  %2 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.return"(%2) : (i32) -> ()
}) : () -> ()

// llvm.mlir.alias

// -----

// expected-error@+1 {{'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<common>, sym_name = "a"}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.alias' op expects type to be a valid element type for an LLVM global alias}}
"llvm.mlir.alias"() <{alias_type = !llvm.void, linkage = #llvm.linkage<external>, sym_name = "a"}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a"}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i32}> : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a"}> ({
  %0 = "llvm.mlir.constant"() <{value = 1 : i64}> : () -> i64
  // expected-error@+1 {{ops with side effects are not allowed in alias initializers}}
  %1 = "llvm.alloca"(%0) <{elem_type = i32}> : (i64) -> !llvm.ptr
  "llvm.return"(%1) : (!llvm.ptr) -> ()
}) : () -> ()

// llvm.mlir.ifunc

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op 'extern_weak' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<extern_weak>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i"}> : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i"}> : () -> ()
"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "r"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i"}> : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r"}> ({
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op resolver must return a pointer}}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @r, resolver_type = !llvm.ptr, sym_name = "i"}> : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<i32 ()>, linkage = #llvm.linkage<external>, sym_name = "r"}> ({
  %0 = "llvm.mlir.constant"() <{value = 0 : i32}> : () -> i32
  "llvm.return"(%0) : (i32) -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
"llvm.mlir.ifunc"() <{i_func_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, resolver = @a, resolver_type = !llvm.ptr<1>, sym_name = "i"}> : () -> ()
"llvm.mlir.alias"() <{alias_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "a"}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @r}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr ()>, linkage = #llvm.linkage<external>, sym_name = "r"}> ({
  %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()

// llvm.mlir.global_ctors, llvm.mlir.global_dtors

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "ctor"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
// expected-error@+1 {{ctors, priorities, and data must have the same number of elements}}
"llvm.mlir.global_ctors"() <{ctors = [@ctor], data = [#llvm.zero], priorities = []}> : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "dtor"}> ({
  "llvm.return"() : () -> ()
}) : () -> ()
// expected-error@+1 {{data element must be symbol or #llvm.zero}}
"llvm.mlir.global_dtors"() <{data = [1 : i32], dtors = [@dtor], priorities = [0 : i32]}> : () -> ()

// -----

// expected-error@+1 {{'llvm.mlir.global_ctors' op 'ctor' does not reference a valid LLVM function}}
"llvm.mlir.global_ctors"() <{ctors = [@ctor], data = [#llvm.zero], priorities = [0 : i32]}> : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "dtor"}> ({
}) : () -> ()
// expected-error@+1 {{'llvm.mlir.global_dtors' op 'dtor' does not have a definition}}
"llvm.mlir.global_dtors"() <{data = [#llvm.zero], dtors = [@dtor], priorities = [0 : i32]}> : () -> ()

// llvm.mlir.addressof, llvm.dso_local_equivalent

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %0 = "llvm.mlir.addressof"() <{global_name = @missing}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.mlir.global"() <{addr_space = 3 : i32, global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.mlir.addressof' op pointer address space must match address space of the referenced global or alias}}
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'}}
  %0 = "llvm.dso_local_equivalent"() <{function_name = @g}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<extern_weak>, sym_name = "w"}> ({
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.dso_local_equivalent' op target function with 'extern_weak' linkage not allowed}}
  %0 = "llvm.dso_local_equivalent"() <{function_name = @w}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.mlir.global"() <{global_type = i32, linkage = #llvm.linkage<external>, sym_name = "g"}> ({
}) : () -> ()
"llvm.mlir.alias"() <{alias_type = i32, linkage = #llvm.linkage<external>, sym_name = "a"}> ({
  %0 = "llvm.mlir.addressof"() <{global_name = @g}> : () -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.dso_local_equivalent' op must reference an alias to a function}}
  %0 = "llvm.dso_local_equivalent"() <{function_name = @a}> : () -> !llvm.ptr
  "llvm.return"() : () -> ()
}) : () -> ()

// llvm.comdat, llvm.linker_options, llvm.module_flags

// -----

"llvm.comdat"() <{sym_name = "c"}> ({
  // expected-error@+1 {{only comdat selector symbols can appear in a comdat region}}
  %0 = "llvm.mlir.zero"() : () -> !llvm.ptr
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.linker_options' op must appear at the module level}}
  "llvm.linker_options"() <{options = ["a"]}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f"}> ({
  // expected-error@+1 {{'llvm.module_flags' op must appear at the module level}}
  "llvm.module_flags"() <{flags = []}> : () -> ()
  "llvm.return"() : () -> ()
}) : () -> ()

// -----

// expected-error@+1 {{'llvm.module_flags' op expected a module flag attribute}}
"llvm.module_flags"() <{flags = [1 : i32]}> : () -> ()
