//===- TestOps.td - strata's `test` dialect ----------------*- tablegen -*-===//
//
// The ops of upstream MLIR's `test` dialect (mlir/test/lib/Dialect/Test)
// that its canonicalize, CSE and DCE tests use, described again for strata:
// same op names, operands, results, regions, successors, traits, memory
// effects and assembly formats as mlir-opt-22's test dialect, so a lit test
// written the way upstream writes it gives the same output under
// `strata-opt` and `mlir-opt-22`.
//
// Where upstream implements an interface in C++ (`DeclareOpInterfaceMethods`)
// the C++ answer is spelled here with a trait strata maps: a graph region
// is `HasOnlyGraphRegion` (upstream: `getRegionKind` returning `Graph`), an
// SSACFG region needs nothing (the default kind). Hooks upstream writes in
// C++ (folds, branch operands, custom forms) are the crate's Rust modules.
//
// Codegen (`cargo xtask codegen`) reads this file and writes
// ../src/generated.rs.
//
//===----------------------------------------------------------------------===//

#ifndef STRATA_TEST_OPS
#define STRATA_TEST_OPS

include "mlir/IR/OpBase.td"
include "mlir/IR/CommonAttrConstraints.td"
include "mlir/IR/CommonTypeConstraints.td"
include "mlir/IR/RegionKindInterface.td"
include "mlir/IR/SymbolInterfaces.td"
include "mlir/Interfaces/CallInterfaces.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/LoopLikeInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Interfaces/InferIntRangeInterface.td"

def Test_Dialect : Dialect {
  let name = "test";
  let cppNamespace = "::strata::test";
  let summary = "upstream MLIR's test dialect, the ops its rewrite tests use";
  // `test.constant` materializes folded constants (upstream's
  // `TestDialect::materializeConstant`).
  let hasConstantMaterializer = 1;
}

class Test_Op<string mnemonic, list<Trait> traits = []>
    : Op<Test_Dialect, mnemonic, traits>;

// Upstream's `!test.i32` type. strata has no test types, so nothing
// satisfies it; its summary is empty upstream, which shows in messages
// ("must be 32-bit signless integer or , but got ...").
def TestI32 : Type<CPred<"false">, "">;

//===----------------------------------------------------------------------===//
// Memory effects
//===----------------------------------------------------------------------===//

def TestResource : Resource<"TestResource">;

def Test_EffectsOpA : Test_Op<"op_with_effects_a"> {
  let arguments = (ins
    Arg<Variadic<AnyMemRef>, "", [MemRead]>,
    Arg<FlatSymbolRefAttr, "", [MemRead]>:$first,
    Arg<SymbolRefAttr, "", [MemWrite]>:$second,
    Arg<OptionalAttr<SymbolRefAttr>, "", [MemRead]>:$optional_symbol
  );
  let results = (outs Res<AnyMemRef, "", [MemAlloc<TestResource, 0>]>);
}

def Test_EffectsOpB : Test_Op<"op_with_effects_b",
    [MemoryEffects<[MemWrite<TestResource, 0>]>]>;

def Test_EffectsReadOp : Test_Op<"op_with_memread", [MemoryEffects<[MemRead]>]> {
  let results = (outs AnyInteger);
}

def Test_EffectsWriteOp : Test_Op<"op_with_memwrite", [MemoryEffects<[MemWrite]>]>;

def Test_EffectsResultOp : Test_Op<"test_effects_result"> {
  let results = (outs Res<I32, "", [MemAlloc, MemWrite]>);
}

// The effects of these two are read from each op's `effects` attribute
// (`crate::effects`): `[{effect = "read" | "write" | "allocate" | "free",
// on_result | on_operand | on_argument | on_reference = @sym, test_resource}]`.
def Test_SideEffectOp : Test_Op<"side_effect_op",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let results = (outs AnyType:$result);
}

def Test_SideEffectWithRegionOp : Test_Op<"side_effect_with_region_op",
    [DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType:$result);
  let regions = (region AnyRegion:$region);
  let assemblyFormat = [{
    `(` $operand`)` $region attr-dict `:`  type($operand)  `->` type($result)
  }];
}

//===----------------------------------------------------------------------===//
// Regions
//===----------------------------------------------------------------------===//

def Test_OneRegionOp : Test_Op<"one_region_op", []> {
  let regions = (region AnyRegion);
}

def Test_TwoRegionOp : Test_Op<"two_region_op", []> {
  let regions = (region AnyRegion, AnyRegion);
}

def Test_OneRegionWithOperandsOp : Test_Op<"one_region_with_operands_op", []> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let regions = (region AnyRegion);
}

def Test_IsolatedOneRegionOp : Test_Op<"isolated_one_region_op", [IsolatedFromAbove]> {
  let arguments = (ins Variadic<AnyType>:$operands);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$my_region);
  let assemblyFormat = [{
    attr-dict-with-keyword $operands $my_region `:` type($operands) `->` type($results)
  }];
}

def Test_IsolatedRegionsOp : Test_Op<"isolated_regions", [IsolatedFromAbove]> {
  let regions = (region VariadicRegion<AnyRegion>:$regions);
  let assemblyFormat = "attr-dict-with-keyword $regions";
}

def Test_AllocaScopeRegionOp : Test_Op<"alloca_scope_region", [AutomaticAllocationScope]> {
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

def Test_OneRegionWithRecursiveMemoryEffectsOp
    : Test_Op<"one_region_with_recursive_memory_effects", [RecursiveMemoryEffects]> {
  let results = (outs AnyType:$result);
  let regions = (region SizedRegion<1>:$body);
}

def Test_SingleNoTerminatorOp : Test_Op<"single_no_terminator_op",
                                        GraphRegionNoTerminator.traits> {
  let regions = (region SizedRegion<1>:$my_region);
  let assemblyFormat = "attr-dict `:` $my_region";
}

def Test_SingleNoTerminatorCustomAsmOp : Test_Op<"single_no_terminator_custom_asm_op",
                                                 [SingleBlock, NoTerminator]> {
  let regions = (region SizedRegion<1>);
  let hasCustomAssemblyFormat = 1;
}

def Test_VariadicNoTerminatorOp : Test_Op<"variadic_no_terminator_op",
                                          GraphRegionNoTerminator.traits> {
  let regions = (region VariadicRegion<SizedRegion<1>>:$my_regions);
  let assemblyFormat = "attr-dict `:` $my_regions";
}

// Upstream's `getRegionKind` answers `SSACFG`, the default kind.
def Test_SSACFGRegionOp : Test_Op<"ssacfg_region", [RegionKindInterface]> {
  let summary = "operation with an SSACFG region";
  let regions = (region VariadicRegion<AnyRegion>:$regions);
  let arguments = (ins Variadic<AnyType>);
  let results = (outs Variadic<AnyType>);
}

// Upstream's `getRegionKind` answers `Graph`.
def Test_GraphRegionOp : Test_Op<"graph_region", [RegionKindInterface, HasOnlyGraphRegion]> {
  let summary = "operation with a graph region";
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

def Test_IsolatedGraphRegionOp : Test_Op<"isolated_graph_region",
    [RegionKindInterface, HasOnlyGraphRegion, IsolatedFromAbove]> {
  let summary = "isolated from above operation with a graph region";
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}

def Test_GraphLoopOp : Test_Op<"graph_loop",
    [LoopLikeOpInterface, NoMemoryEffect, RecursivelySpeculatable, SingleBlock,
     RegionKindInterface, HasOnlyGraphRegion]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs Variadic<AnyType>:$rets);
  let regions = (region SizedRegion<1>:$body);
  let assemblyFormat = [{
    $args $body attr-dict `:` functional-type(operands, results)
  }];
}

def Test_TerminatorOp : Test_Op<"finish", [Terminator]>;

def Test_SingleBlockImplicitTerminatorOp : Test_Op<"SingleBlockImplicitTerminator",
    [SingleBlockImplicitTerminator<"TerminatorOp">]> {
  let regions = (region SizedRegion<1>:$region);
}

// An op that defines a new symbol table (its symbols are looked up, and
// die, within it).
def Test_SymbolScopeOp : Test_Op<"symbol_scope",
    [SymbolTable, SingleBlockImplicitTerminator<"TerminatorOp">]> {
  let regions = (region SizedRegion<1>:$region);
}

def Test_ReturnOp : Test_Op<"return", [Pure, ReturnLike, Terminator]> {
  let arguments = (ins Variadic<AnyType>);
}

def Test_RegionYieldOp : Test_Op<"region_yield", [Pure, ReturnLike, Terminator]> {
  let arguments = (ins AnyType:$result);
  let assemblyFormat = "$result `:` type($result) attr-dict";
}

def Test_CSEOfSingleBlockOp : Test_Op<"cse_of_single_block_op",
    [SingleBlockImplicitTerminator<"RegionYieldOp">, Pure]> {
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs Variadic<AnyType>:$outputs);
  let regions = (region SizedRegion<1>:$region);
  let assemblyFormat = [{
    attr-dict `inputs` `(` $inputs `)`
    $region `:` type($inputs)  `->` type($outputs)
  }];
}

def Test_RegionIfYieldOp : Test_Op<"region_if_yield", [NoMemoryEffect, ReturnLike, Terminator]> {
  let arguments = (ins Variadic<AnyType>:$results);
  let assemblyFormat = "$results `:` type($results) attr-dict";
}

// `RegionBranchOpInterface`: then and else enter, both go to join, join
// returns (`crate::region_branch::region_if`).
def Test_RegionIfOp : Test_Op<"region_if",
    [RegionBranchOpInterface, SingleBlockImplicitTerminator<"RegionIfYieldOp">,
     RecursiveMemoryEffects]> {
  let arguments = (ins Variadic<AnyType>);
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region SizedRegion<1>:$thenRegion, AnyRegion:$elseRegion, AnyRegion:$joinRegion);
  let hasCustomAssemblyFormat = 1;
}

// `RegionBranchOpInterface`: its one region runs exactly once and returns
// to the op's results (`crate::region_branch::any_cond`).
def Test_AnyCondOp : Test_Op<"any_cond",
    [RegionBranchOpInterface, RecursiveMemoryEffects]> {
  let results = (outs Variadic<AnyType>:$results);
  let regions = (region AnyRegion:$region);
}

//===----------------------------------------------------------------------===//
// Branches
//===----------------------------------------------------------------------===//

def Test_BranchOp : Test_Op<"br", [BranchOpInterface, Terminator]> {
  let arguments = (ins Variadic<AnyType>:$targetOperands);
  let successors = (successor AnySuccessor:$target);
}

def Test_ProducingBranchOp : Test_Op<"producing_br",
    [BranchOpInterface, Terminator, AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$firstOperands, Variadic<AnyType>:$secondOperands);
  let results = (outs I32:$dummy);
  let successors = (successor AnySuccessor:$first, AnySuccessor:$second);
}

// Upstream's branch whose error successor receives one value the branch
// produces itself, before the forwarded `errorOperands`.
def Test_InternalBranchOp : Test_Op<"internal_br",
    [BranchOpInterface, Terminator, AttrSizedOperandSegments]> {
  let arguments = (ins Variadic<AnyType>:$successOperands, Variadic<AnyType>:$errorOperands);
  let successors = (successor AnySuccessor:$successPath, AnySuccessor:$errorPath);
}

//===----------------------------------------------------------------------===//
// Folds and canonicalization patterns
//===----------------------------------------------------------------------===//

def Test_ConstantOp : Test_Op<"constant", [ConstantLike, NoMemoryEffect]> {
  let arguments = (ins AnyAttr:$value);
  let results = (outs AnyType);
  let hasFolder = 1;
}

def Test_OpWithRegionPattern : Test_Op<"op_with_region_pattern"> {
  let regions = (region SizedRegion<1>:$region);
  let hasCanonicalizer = 1;
}

// Canonicalizes to a `func.call` of its callee (upstream's
// `FoldToCallOpPattern`), a call the inliner's simplification creates.
def Test_FoldToCallOp : Test_Op<"fold_to_call_op"> {
  let arguments = (ins FlatSymbolRefAttr:$callee);
  let hasCanonicalizer = 1;
}

//===----------------------------------------------------------------------===//
// Calls and callables (upstream's inliner tests)
//===----------------------------------------------------------------------===//

// A callable whose value is the function its region computes: called
// through `func.call_indirect` of its result.
def Test_FunctionalRegionOp : Test_Op<"functional_region_op",
    [DeclareOpInterfaceMethods<CallableOpInterface>]> {
  let regions = (region AnyRegion:$body);
  let results = (outs FunctionType);
}

// A call whose operand and result types may differ from its callee's; the
// test dialect's inliner interface bridges `i16`/`i32` with `test.cast`.
def Test_ConversionCallOp : Test_Op<"conversion_call_op",
    [DeclareOpInterfaceMethods<CallOpInterface>]> {
  let arguments = (ins
    Variadic<AnyType>:$arg_operands,
    SymbolRefAttr:$callee,
    OptionalAttr<DictArrayAttr>:$arg_attrs,
    OptionalAttr<DictArrayAttr>:$res_attrs
  );
  let results = (outs Variadic<AnyType>);
}

// A call with one operand that is not an argument (the device it runs
// on): liveness keeps it, `remove-dead-values` may drop the arguments.
def Test_CallOnDeviceOp : Test_Op<"call_on_device",
    [DeclareOpInterfaceMethods<CallOpInterface>]> {
  let arguments = (ins SymbolRefAttr:$callee,
                       Variadic<AnyType>:$forwarded_operands,
                       AnyType:$non_forwarded_device_operand,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs);
  let results = (outs Variadic<AnyType>);
  let assemblyFormat = [{
    $callee `(` $forwarded_operands `)` `,` $non_forwarded_device_operand
    attr-dict `:` functional-type(operands, results)
  }];
}

// A function-like callee with `func.func`'s custom form; its argument and
// result attributes drive the inliner interface's handlers.
def Test_ConversionFuncOp : Test_Op<"conversion_func_op",
    [Symbol, DeclareOpInterfaceMethods<CallableOpInterface>]> {
  let arguments = (ins SymbolNameAttr:$sym_name,
                       TypeAttrOf<FunctionType>:$function_type,
                       OptionalAttr<DictArrayAttr>:$arg_attrs,
                       OptionalAttr<DictArrayAttr>:$res_attrs,
                       OptionalAttr<StrAttr>:$sym_visibility);
  let regions = (region AnyRegion:$body);
}

def Test_OpWithRegionFoldNoMemoryEffect
    : Test_Op<"op_with_region_fold_no_side_effect", [NoMemoryEffect]> {
  let regions = (region SizedRegion<1>:$region);
}

def Test_OpWithRegionFold : Test_Op<"op_with_region_fold"> {
  let arguments = (ins AnyType:$operand);
  let results = (outs AnyType);
  let regions = (region SizedRegion<1>:$region);
  let hasFolder = 1;
}

def Test_OpWithVariadicResultsAndFolder : Test_Op<"op_with_variadic_results_and_folder"> {
  let arguments = (ins Variadic<I32>);
  let results = (outs Variadic<I32>);
  let hasFolder = 1;
}

def Test_AddIOp : Test_Op<"addi"> {
  let arguments = (ins AnyTypeOf<[I32, TestI32]>:$op1, AnyTypeOf<[I32, TestI32]>:$op2);
  let results = (outs AnyTypeOf<[I32, TestI32]>);
}

def Test_CommutativeOp : Test_Op<"op_commutative", [Commutative]> {
  let arguments = (ins I32:$op1, I32:$op2, I32:$op3, I32:$op4);
  let results = (outs I32);
}

def Test_LargeCommutativeOp : Test_Op<"op_large_commutative", [Commutative]> {
  let arguments = (ins I32:$op1, I32:$op2, I32:$op3, I32:$op4, I32:$op5, I32:$op6, I32:$op7);
  let results = (outs I32);
}

def Test_Commutative2Op : Test_Op<"op_commutative2", [Commutative]> {
  let arguments = (ins I32:$op1, I32:$op2);
  let results = (outs I32);
}

def Test_IdempotentTraitOp
    : Test_Op<"op_idempotent_trait", [SameOperandsAndResultType, NoMemoryEffect, Idempotent]> {
  let arguments = (ins I32:$op1);
  let results = (outs I32);
}

def Test_IdempotentTraitBinaryOp
    : Test_Op<"op_idempotent_trait_binary", [SameOperandsAndResultType, NoMemoryEffect, Idempotent]> {
  let arguments = (ins I32:$op1, I32:$op2);
  let results = (outs I32);
}

def Test_InvolutionTraitNoOperationFolderOp
    : Test_Op<"op_involution_trait_no_operation_fold",
              [SameOperandsAndResultType, NoMemoryEffect, Involution]> {
  let arguments = (ins I32:$op1);
  let results = (outs I32);
}

def Test_InvolutionTraitFailingOperationFolderOp
    : Test_Op<"op_involution_trait_failing_operation_fold",
              [SameOperandsAndResultType, NoMemoryEffect, Involution]> {
  let arguments = (ins I32:$op1);
  let results = (outs I32);
  let hasFolder = 1;
}

def Test_InvolutionTraitSuccesfulOperationFolderOp
    : Test_Op<"op_involution_trait_succesful_operation_fold",
              [SameOperandsAndResultType, NoMemoryEffect, Involution]> {
  let arguments = (ins I32:$op1);
  let results = (outs I32);
  let hasFolder = 1;
}

def Test_OpInPlaceFoldAnchor : Test_Op<"op_in_place_fold_anchor"> {
  let arguments = (ins I32);
  let results = (outs I32);
}

def Test_OpInPlaceFold : Test_Op<"op_in_place_fold"> {
  let arguments = (ins I32:$op, OptionalAttr<I32Attr>:$attr);
  let results = (outs I32);
  let hasFolder = 1;
}

// Rewritten by a pattern of the dialect itself (upstream's
// `TestDialect::getCanonicalizationPatterns`), not of the op.
def Test_DialectCanonicalizerOp : Test_Op<"dialect_canonicalizable"> {
  let arguments = (ins);
  let results = (outs I32);
}

def Test_PureOp : Test_Op<"always_speculatable_op", [Pure]> {
  let results = (outs I32:$result);
}

// A value with the integer ranges its attributes give (its
// `inferResultRanges` is `crate::int_range::with_bounds`).
def Test_WithBoundsOp : Test_Op<"with_bounds",
    [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
     NoMemoryEffect]> {
  let arguments = (ins APIntAttr:$umin, APIntAttr:$umax, APIntAttr:$smin, APIntAttr:$smax);
  let results = (outs AnySignlessIntegerOrIndex:$fakeVal);
  let assemblyFormat = "attr-dict `:` type($fakeVal)";
}

// A value equal to its operand that keeps the operand's inferred range
// in its attributes (its `inferResultRanges` is
// `crate::int_range::reflect_bounds`; the attributes are written by
// `crate::int_range::reflect_bounds_recorder`).
def Test_ReflectBoundsOp : Test_Op<"reflect_bounds",
    [DeclareOpInterfaceMethods<InferIntRangeInterface, ["inferResultRanges"]>,
     AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins AnyTypeOf<[AnyInteger, Index, VectorOfAnyRankOf<[AnyInteger, Index]>]>:$value,
                       OptionalAttr<APIntAttr>:$umin, OptionalAttr<APIntAttr>:$umax,
                       OptionalAttr<APIntAttr>:$smin, OptionalAttr<APIntAttr>:$smax);
  let results = (outs AnyTypeOf<[AnyInteger, Index, VectorOfAnyRankOf<[AnyInteger, Index]>]>:$result);
  let assemblyFormat = "attr-dict $value `:` type($value)";
}

// Ops that exercise each arm of `ConditionallySpeculatable` (upstream's
// speculation test ops); the C++ `getSpeculatability` of the conditional
// ones is a `speculatability` hook (ods/tables.txt).
def Test_NeverSpeculatableOp : Test_Op<"never_speculatable_op", [ConditionallySpeculatable]> {
  let results = (outs I32:$result);
}

// Speculatable when its input is defined by an `arith.constant`.
def Test_ConditionallySpeculatableOp : Test_Op<"conditionally_speculatable_op",
    [ConditionallySpeculatable, NoMemoryEffect]> {
  let arguments = (ins I32:$input);
  let results = (outs I32:$result);
}

def Test_RecursivelySpeculatableOp : Test_Op<"recursively_speculatable_op",
    [RecursivelySpeculatable, RecursiveMemoryEffects]> {
  let results = (outs I32:$result);
  let regions = (region SizedRegion<1>:$body);
}

def Test_SpeculatableOpWithReadSideEffect : Test_Op<"speculatable_op_with_memread",
    [AlwaysSpeculatable, MemoryEffects<[MemRead]>]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs I32:$result);
}

def Test_SpeculatableOpWithWriteSideEffect : Test_Op<"speculatable_op_with_memwrite",
    [AlwaysSpeculatable, MemoryEffects<[MemWrite]>]> {
  let arguments = (ins Variadic<AnyType>:$args);
  let results = (outs I32:$result);
}

// An op opening a new scope for affine symbols (upstream's
// `test.affine_scope`).
def Test_AffineScopeOp : Test_Op<"affine_scope", [AffineScope]> {
  let regions = (region AnyRegion:$region);
  let assemblyFormat = "attr-dict-with-keyword $region";
}


//===----------------------------------------------------------------------===//
// Tuples (the materializations of call graph type decomposition)
//===----------------------------------------------------------------------===//

def Test_MakeTupleOp : Test_Op<"make_tuple"> {
  let arguments = (ins Variadic<AnyType>:$inputs);
  let results = (outs AnyTuple);
}

def Test_GetTupleElementOp : Test_Op<"get_tuple_element"> {
  let arguments = (ins AnyTuple, I32Attr:$index);
  let results = (outs AnyType);
}

//===----------------------------------------------------------------------===//
// Syntax
//===----------------------------------------------------------------------===//

// Operands and their types split around the attribute dictionary, both
// optional: `test.variadic_args_types_split "s", %a, %b {x} : i32, i64`.
def Test_VariadicArgsTypesSplitOp : Test_Op<"variadic_args_types_split"> {
  let arguments = (ins StrAttr:$str, Variadic<AnyType>:$args);
  let assemblyFormat = "$str (`,` $args^)? attr-dict (`:` type($args)^)?";
}

#endif // STRATA_TEST_OPS
