//! `convert-func-to-llvm` (upstream's `ConvertFuncToLLVMPass` and
//! `populateFuncToLLVMConversionPatterns`): `func.func` as `llvm.func`,
//! `func.return` as `llvm.return`, `func.call` and `func.call_indirect` as
//! `llvm.call`, `func.constant` as `llvm.mlir.addressof`.
//!
//! Calling convention: by default a memref travels as its descriptor's
//! fields (a ranked one as its two pointers, offset, sizes and strides; an
//! unranked one as its rank and pointer), packed back into the descriptor
//! struct where the body uses it; with `use-bare-ptr-memref-call-conv` (or
//! a callee's `llvm.bareptr`), a statically shaped memref travels as its
//! aligned pointer (its allocated one when returned). Several results
//! travel as one struct. `llvm.emit_c_interface` adds a
//! `_mlir_ciface_<name>` wrapper taking memrefs by pointer to their
//! descriptor (a defined function gets a wrapper calling it; a declaration
//! gets a body calling the wrapper, which it declares).
//!
//! Only func ops are converted (upstream's pass adds no other dialect's
//! patterns); every other op is left as it is, its values bridged by
//! casts. Invariant (no rollback): a pattern computes every type it needs
//! before it changes the IR.
//!
//! An unranked memref a function returns is copied to the heap
//! (`malloc`), and the caller copies it to its stack and frees the heap
//! copy, as upstream's lowering does.
//!
//! `llvm.readnone` becomes `memory_effects` with no access to any
//! location.
//!
//! An argument marked `llvm.byval`/`llvm.byref` that does not travel as a
//! pointer comes as a pointer to its value, which the body loads first
//! (with upstream's pairing of original and converted arguments, see
//! [`load_by_value_arguments`]).

use std::sync::Mutex;

use strata_dialect_llvm::memory_effects::MemoryEffectsAttr;

use strata_dialect_func::{CallIndirectOp, CallOp, ConstantOp as FuncConstantOp, FuncOp, ReturnOp};
use strata_dialect_llvm::types::{FunctionType, PointerType, StructType, VoidType};
use strata_dialect_llvm::{AddressOfOp, AllocaOp, ExtractValueOp, InsertValueOp, PoisonOp};
use strata_interfaces::layout::{memref_parts, strides_and_offset};
use strata_ir::op_checks::{function_type, inherent_attr};
use strata_ir::{
    AttrKind, Attribute, Body, Context, FxHashMap, FxHashSet, Ident, InsertPoint, Location, OpBuilder, OpClass, OpId,
    OpName, OperationState, Type, TypeKind, Value, DYNAMIC,
};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::conversion::{
    ConversionPattern, ConversionPatternSet, ConversionRewriter, OpAdaptor, SignatureConversion, TypeConverter,
};

use super::descriptor::{
    copy_unranked_descriptors, index_constant, memref_descriptor_fields, rank_of, unranked_descriptor_fields,
    MemRefDescriptor, UnrankedMemRefDescriptor,
};
use super::{convert_type, llvm_conversion_target, llvm_type_converter, LowerToLlvmOptions};

pub const OPTIONS: &[OptionSpec] = &[
    super::arith::INDEX_BITWIDTH,
    OptionSpec {
        name: "use-bare-ptr-memref-call-conv",
        description: "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element types",
        kind: OptionKind::Bool,
        default: "false",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-func-to-llvm",
        name: "ConvertFuncToLLVMPass",
        description: "Convert from the Func dialect to the LLVM dialect",
        options: OPTIONS,
        anchor: Some("builtin.module"),
        create: |options, _| Ok(Box::new(FuncToLlvm { options: options_of(options) })),
    }
}

fn options_of(options: &PassOptions) -> LowerToLlvmOptions {
    LowerToLlvmOptions {
        use_bare_ptr_call_conv: options.bool("use-bare-ptr-memref-call-conv"),
        ..super::arith::options_of(options)
    }
}

/// The pass.
pub struct FuncToLlvm {
    options: LowerToLlvmOptions,
}

impl Pass for FuncToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let target = llvm_conversion_target();
        let mut patterns = ConversionPatternSet::new();
        populate_func_to_llvm_patterns(&mut patterns, self.options);
        let patterns = patterns.freeze(run.ctx);
        let converter = llvm_type_converter(self.options);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// Upstream's `populateFuncToLLVMConversionPatterns`.
pub fn populate_func_to_llvm_patterns(set: &mut ConversionPatternSet, options: LowerToLlvmOptions) {
    set.add(FuncLowering { root: FuncOp::op_name, rewrite: lower_func, options, bare_ptr_callees: Default::default() });
    set.add(FuncLowering {
        root: CallIndirectOp::op_name,
        rewrite: lower_call_indirect,
        options,
        bare_ptr_callees: Default::default(),
    });
    set.add(FuncLowering { root: CallOp::op_name, rewrite: lower_call, options, bare_ptr_callees: Default::default() });
    set.add(FuncLowering {
        root: FuncConstantOp::op_name,
        rewrite: lower_constant,
        options,
        bare_ptr_callees: Default::default(),
    });
    set.add(FuncLowering {
        root: ReturnOp::op_name,
        rewrite: lower_return,
        options,
        bare_ptr_callees: Default::default(),
    });
}

/// The attribute marking a function whose memrefs travel as bare pointers.
const BARE_PTR: &str = "llvm.bareptr";

type Lowering = fn(&FuncLowering, OpId, &OpAdaptor, &mut ConversionRewriter<'_, '_>) -> bool;

/// A func op's lowering with the lowering options.
struct FuncLowering {
    root: fn(&Context) -> OpName,
    rewrite: Lowering,
    options: LowerToLlvmOptions,
    /// Per symbol table, the functions marked `llvm.bareptr`, indexed the
    /// first time a call in it is lowered (a lookup per call would be
    /// linear in the module).
    bare_ptr_callees: Mutex<FxHashMap<OpId, FxHashSet<Vec<u8>>>>,
}

impl ConversionPattern for FuncLowering {
    fn root(&self, ctx: &Context) -> Option<OpName> {
        Some((self.root)(ctx))
    }
    fn debug_name(&self) -> &str {
        "FuncToLLVM"
    }
    fn match_and_rewrite(&self, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
        (self.rewrite)(self, op, adaptor, rw)
    }
}

/// A discardable attribute of `op`.
fn discardable(ctx: &Context, body: &Body, op: OpId, name: &str) -> Option<Attribute> {
    ctx.dict_get(body.attrs(op), name)
}

fn ptr_type(ctx: &Context, address_space: u32) -> Type {
    ctx.dialect_type(PointerType { address_space })
}

/// Whether a memref of type `ty` can travel as a bare pointer (upstream's
/// `canConvertToBarePtr`): ranked, static shape, strides and offset.
fn can_convert_to_bare_ptr(ctx: &Context, ty: Type) -> bool {
    let Some((shape, _, layout, _)) = memref_parts(ctx, ty) else { return false };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    strides_and_offset(ctx, shape, layout)
        .is_some_and(|(strides, offset)| offset != DYNAMIC && !strides.contains(&DYNAMIC))
}

/// What a function's types convert with: the conversion's type converter
/// (which other dialects extend, as amx does with its tiles) and the
/// calling convention's options.
#[derive(Clone, Copy)]
struct Signatures<'c, 'r> {
    ctx: &'c Context,
    options: LowerToLlvmOptions,
    converter: &'r TypeConverter,
}

impl<'c, 'r> Signatures<'c, 'r> {
    fn of(rw: &ConversionRewriter<'r, 'c>, options: LowerToLlvmOptions) -> Self {
        Signatures { ctx: rw.ctx(), options, converter: rw.type_converter() }
    }

    /// The one LLVM type `ty` converts to.
    fn convert(self, ty: Type) -> Option<Type> {
        self.converter.convert_type_1to1(self.ctx, ty)
    }
}

/// The types `ty` travels as across a call (upstream's
/// `convertCallingConventionType`, and for arguments the default
/// convention's `structFuncArgTypeConverter`): under the bare pointer
/// convention a memref is a pointer; otherwise, as an argument
/// (`unpack`), a memref is its descriptor's fields, and as a result its
/// descriptor.
fn calling_convention_types(s: Signatures<'_, '_>, ty: Type, bare: bool, unpack: bool) -> Option<Vec<Type>> {
    let (ctx, options) = (s.ctx, s.options);
    match ctx.type_kind(ty) {
        TypeKind::MemRef { element, memory_space, .. } if bare => {
            if !can_convert_to_bare_ptr(ctx, ty) {
                return None;
            }
            s.convert(*element)?;
            Some(vec![ptr_type(ctx, super::descriptor::address_space(ctx, *memory_space)?)])
        }
        TypeKind::UnrankedMemRef { .. } if bare => None,
        TypeKind::MemRef { .. } if unpack => memref_descriptor_fields(ctx, options, ty, true),
        TypeKind::UnrankedMemRef { element, .. } if unpack => {
            s.convert(*element)?;
            Some(unranked_descriptor_fields(ctx, options))
        }
        _ => s.convert(ty).map(|t| vec![t]),
    }
}

/// The one type results travel as (upstream's `packFunctionResults`):
/// the single result's, or a struct of all.
fn pack_function_results(s: Signatures<'_, '_>, results: &[Type], bare: bool) -> Option<Type> {
    let ctx = s.ctx;
    let mut types = Vec::with_capacity(results.len());
    for &r in results {
        types.extend(calling_convention_types(s, r, bare, false)?);
    }
    match types.as_slice() {
        [] => None,
        [one] => Some(*one),
        _ => Some(StructType::literal(ctx, types, false)),
    }
}

/// The LLVM function type of a function of type `inputs -> results` and
/// how its arguments map (upstream's `convertFunctionSignature`).
fn convert_function_signature(
    s: Signatures<'_, '_>,
    inputs: &[Type],
    results: &[Type],
    var_arg: bool,
    bare: bool,
    by_value: &[Option<Type>],
) -> Option<(Type, SignatureConversion)> {
    let ctx = s.ctx;
    let mut conversion = SignatureConversion::new(inputs.len());
    for (i, &ty) in inputs.iter().enumerate() {
        let mut types = calling_convention_types(s, ty, bare, true)?;
        // An argument passed by value or reference becomes the pointer to
        // it when it converts to one type (upstream's `byValRefNonPtrAttrs`).
        if by_value.get(i).is_some_and(Option::is_some) && types.len() == 1 {
            types[0] = ptr_type(ctx, 0);
        }
        conversion.add_inputs(i, &types);
    }
    let result = if results.is_empty() { ctx.dialect_type(VoidType) } else { pack_function_results(s, results, bare)? };
    Some((FunctionType::get(ctx, result, conversion.converted_types().to_vec(), var_arg), conversion))
}

/// The C wrapper's type of a function of type `inputs -> results`
/// (upstream's `convertFunctionTypeCWrapper`): memrefs by pointer, and a
/// struct result through a pointer first argument; with that struct.
fn c_wrapper_type(s: Signatures<'_, '_>, inputs: &[Type], results: &[Type]) -> Option<(Type, Option<Type>)> {
    let ctx = s.ctx;
    let ptr = ptr_type(ctx, 0);
    let mut result =
        if results.is_empty() { ctx.dialect_type(VoidType) } else { pack_function_results(s, results, false)? };
    let mut params = Vec::with_capacity(inputs.len() + 1);
    let packed_struct = ctx.type_storage::<StructType>(result).is_some().then_some(result);
    if packed_struct.is_some() {
        params.push(ptr);
        result = ctx.dialect_type(VoidType);
    }
    for &t in inputs {
        let converted = s.convert(t)?;
        let is_memref = matches!(ctx.type_kind(t), TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. });
        params.push(if is_memref { ptr } else { converted });
    }
    Some((FunctionType::get(ctx, result, params, false), packed_struct))
}

/// The inputs and results of the function type `ty`.
fn signature(ctx: &Context, ty: Type) -> Option<(Vec<Type>, Vec<Type>)> {
    match ctx.type_kind(ty) {
        TypeKind::Function { inputs, results } => Some((inputs.to_vec(), results.to_vec())),
        _ => None,
    }
}

/// Attributes of an argument that name a type, converted with it.
const TYPED_ARG_ATTRS: [&str; 4] = ["llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca"];

/// `func.func`: an `llvm.func` of the converted signature holding the
/// body, its entry block's arguments converted (upstream's
/// `convertFuncOpToLLVMFuncOp`), and the C wrapper if asked for.
fn lower_func(p: &FuncLowering, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let options = p.options;
    let sigs = Signatures::of(rw, options);
    let body = rw.body();
    let Some((inputs, results)) = function_type(ctx, body, op).and_then(|t| signature(ctx, t)) else { return false };
    let var_arg = discardable(ctx, body, op, "func.varargs").and_then(|a| strata_ir::control_flow::bool_value(ctx, a))
        == Some(true);
    let bare = options.use_bare_ptr_call_conv || discardable(ctx, body, op, BARE_PTR).is_some();
    let arg_attrs = inherent_attr(ctx, body, op, "arg_attrs");
    let arg_dicts: Vec<Attribute> = arg_attrs.and_then(|a| array_elements(ctx, a)).unwrap_or_default();
    let by_value = by_value_arguments(sigs, &inputs, &arg_dicts, bare);
    let Some((llvm_type, conversion)) = convert_function_signature(sigs, &inputs, &results, var_arg, bare, &by_value)
    else {
        return false;
    };
    let linkage = match discardable(ctx, body, op, "llvm.linkage") {
        None => None,
        Some(a) if ctx.attr_storage::<strata_dialect_llvm::attrs::Linkage>(a).is_some() => Some(a),
        Some(_) => {
            rw.emit_error(op, "Contains llvm.linkage attribute not of type LLVM::LinkageAttr");
            return false;
        }
    };
    let readnone = discardable(ctx, body, op, "llvm.readnone");
    if readnone.is_some_and(|a| !strata_ir::constraints::is_unit_attr(ctx, a)) {
        rw.emit_error(op, "Contains llvm.readnone attribute not of type UnitAttr");
        return false;
    }
    let emit_c_interface = !bare && discardable(ctx, body, op, "llvm.emit_c_interface").is_some();
    if emit_c_interface && var_arg {
        rw.emit_error(op, "C interface for variadic functions is not supported yet.");
        return false;
    }
    let c_wrapper = if emit_c_interface {
        match c_wrapper_type(sigs, &inputs, &results) {
            Some(w) => Some(w),
            None => return false,
        }
    } else {
        None
    };

    let loc = body.op_loc(op);
    let name = inherent_attr(ctx, body, op, "sym_name");
    let visibility = inherent_attr(ctx, body, op, "sym_visibility");
    let kept = kept_attrs(ctx, body, op);
    let mut entries = vec![(ctx.ident("function_type"), ctx.type_attr(llvm_type))];
    entries.extend(name.map(|n| (ctx.ident("sym_name"), n)));
    entries.extend(linkage.map(|l| (ctx.ident("linkage"), l)));
    entries.extend(visibility.map(|v| (ctx.ident("sym_visibility"), v)));
    if results.len() == 1 {
        entries.extend(inherent_attr(ctx, body, op, "res_attrs").map(|r| (ctx.ident("res_attrs"), r)));
    }
    if !arg_dicts.is_empty() {
        let params = conversion.converted_types().len();
        let mut new_dicts = vec![ctx.dictionary_attr(Vec::new()); params];
        for (i, &dict) in arg_dicts.iter().enumerate() {
            let Some((start, len)) = conversion.input_mapping(i) else { continue };
            if len == 1 {
                new_dicts[start] = converted_arg_attrs(sigs, dict);
            }
        }
        if !new_dicts.is_empty() {
            entries.push((ctx.ident("arg_attrs"), ctx.array_attr(new_dicts)));
        }
    }
    if readnone.is_some() {
        entries.push((ctx.ident("memory_effects"), MemoryEffectsAttr::none(ctx)));
    }
    entries.extend(kept.iter().copied());
    let new_func = create_func(rw, loc, entries);

    let old_region = rw.body().regions(op)[0];
    let new_region = rw.body().regions(new_func)[0];
    rw.inline_region_before(old_region, new_region, None);
    if let Some(entry) = rw.body().entry_block(new_region) {
        rw.apply_signature_conversion(entry, &conversion);
        load_by_value_arguments(rw, entry, &by_value, sigs);
    }

    if let (Some((wrapper_type, result_struct)), Some(name)) = (c_wrapper, name) {
        let name = ctx.string_value(name).map(|s| String::from_utf8_lossy(s).into_owned()).unwrap_or_default();
        let wrapper = CWrapper {
            options,
            name: format!("_mlir_ciface_{name}"),
            wrapper_type,
            result_struct,
            inputs: &inputs,
            kept: &kept,
            arg_attrs,
            res_attrs: inherent_attr(ctx, rw.body(), op, "res_attrs"),
            visibility,
            loc,
        };
        if rw.body().entry_block(new_region).is_some() {
            wrapper.wrap_for_external_callers(rw, new_func, &conversion);
        } else {
            wrapper.wrap_external_function(rw, new_func, &conversion);
        }
    }
    rw.replace_op(op, &[]);
    true
}

/// For each argument, the type its `llvm.byref` or `llvm.byval` names
/// (the first in its dictionary) when the argument does not already
/// travel as a pointer (upstream's `filterByValRefArgAttrs` on the calling
/// convention's type): the function takes a pointer to it instead.
fn by_value_arguments(
    s: Signatures<'_, '_>,
    inputs: &[Type],
    arg_dicts: &[Attribute],
    bare: bool,
) -> Vec<Option<Type>> {
    let ctx = s.ctx;
    let named = |dict: Attribute| {
        ctx.dict_entries(dict).iter().find_map(|&(k, v)| match ctx.attr_kind(v) {
            AttrKind::Type(t) if matches!(ctx.ident_str(k), "llvm.byref" | "llvm.byval") => Some(*t),
            _ => None,
        })
    };
    let travels_as_pointer = |ty: Type| {
        calling_convention_types(s, ty, bare, false)
            .is_some_and(|t| matches!(t.as_slice(), [one] if ctx.type_storage::<PointerType>(*one).is_some()))
    };
    let mut by_value: Vec<Option<Type>> =
        inputs.iter().zip(arg_dicts).map(|(&ty, &dict)| named(dict).filter(|_| !travels_as_pointer(ty))).collect();
    by_value.resize(inputs.len(), None);
    by_value
}

/// Upstream's `restoreByValRefArgumentType`: at the start of the body, a
/// load of each by-value argument's type through the pointer it came as,
/// which its users read instead. As upstream's, the `i`-th entry of
/// `by_value` (an original argument) is paired with the `i`-th argument of
/// the converted block, which is that argument's pointer unless an earlier
/// argument expanded into several (a memref's descriptor fields).
fn load_by_value_arguments(
    rw: &mut ConversionRewriter<'_, '_>,
    entry: strata_ir::BlockId,
    by_value: &[Option<Type>],
    s: Signatures<'_, '_>,
) {
    let ctx = rw.ctx();
    let args = rw.body().block_args(entry).to_vec();
    // The insertion point moves past each load, so they stay in order; the
    // caller's is restored after.
    let outside = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockStart(entry));
    for (&arg, ty) in args.iter().zip(by_value) {
        let Some(ty) = ty.and_then(|t| s.convert(t)) else { continue };
        let loc = rw.body().block_arg_loc(arg).unwrap_or_else(|| ctx.unknown_loc());
        let value = load(rw, loc, ty, arg);
        rw.replace_uses_of_block_argument(arg, value);
    }
    rw.set_insertion_point(outside);
}

/// The discardable attributes an `llvm.func` keeps from its `func.func`
/// (upstream's `filterFuncAttributes`): all but those the conversion
/// turns into the function's own.
fn kept_attrs(ctx: &Context, body: &Body, op: OpId) -> Vec<(Ident, Attribute)> {
    // `no_inline` is an inherent attribute of upstream's `func.func`, so
    // not among the discardable ones it keeps.
    let dropped = ["llvm.linkage", "func.varargs", "llvm.readnone", "no_inline"];
    ctx.dict_entries(body.attrs(op)).iter().copied().filter(|(k, _)| !dropped.contains(&ctx.ident_str(*k))).collect()
}

/// An argument's attributes, those naming a type with the type converted.
fn converted_arg_attrs(s: Signatures<'_, '_>, dict: Attribute) -> Attribute {
    let ctx = s.ctx;
    let entries = ctx
        .dict_entries(dict)
        .iter()
        .map(|&(k, v)| match ctx.attr_kind(v) {
            AttrKind::Type(t) if TYPED_ARG_ATTRS.contains(&ctx.ident_str(k)) => {
                (k, s.convert(*t).map_or(v, |c| ctx.type_attr(c)))
            }
            _ => (k, v),
        })
        .collect();
    ctx.dictionary_attr(entries)
}

/// The elements of an array attribute.
fn array_elements(ctx: &Context, a: Attribute) -> Option<Vec<Attribute>> {
    match ctx.attr_kind(a) {
        AttrKind::Array(elements) => Some(elements.clone()),
        _ => None,
    }
}

/// An `llvm.func` with `entries` (inherent ones as its properties) and an
/// empty body, at the insertion point.
fn create_func(rw: &mut ConversionRewriter<'_, '_>, loc: Location, entries: Vec<(Ident, Attribute)>) -> OpId {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name("llvm.func"), loc);
    state.set_attributes(ctx, entries);
    state.regions.push(rw.with_body(|body| body.create_region()));
    rw.create(state)
}

/// What building a C wrapper needs (upstream's `wrapForExternalCallers`
/// and `wrapExternalFunction`).
struct CWrapper<'w> {
    options: LowerToLlvmOptions,
    name: String,
    wrapper_type: Type,
    result_struct: Option<Type>,
    inputs: &'w [Type],
    kept: &'w [(Ident, Attribute)],
    arg_attrs: Option<Attribute>,
    res_attrs: Option<Attribute>,
    visibility: Option<Attribute>,
    loc: Location,
}

impl CWrapper<'_> {
    /// The wrapper `llvm.func` (upstream's `propagateArgResAttrs`: with a
    /// struct result passed by pointer, the arguments' attributes shift by
    /// one and the result's are dropped), created at the insertion point.
    fn create(&self, rw: &mut ConversionRewriter<'_, '_>) -> OpId {
        let ctx = rw.ctx();
        let mut entries = vec![
            (ctx.ident("sym_name"), ctx.string_attr(&self.name)),
            (ctx.ident("function_type"), ctx.type_attr(self.wrapper_type)),
        ];
        if self.result_struct.is_none() {
            entries.extend(self.res_attrs.map(|r| (ctx.ident("res_attrs"), r)));
            entries.extend(self.arg_attrs.map(|a| (ctx.ident("arg_attrs"), a)));
        } else if let Some(args) = self.arg_attrs.and_then(|a| array_elements(ctx, a)) {
            let mut shifted = vec![ctx.dictionary_attr(Vec::new())];
            shifted.extend(args);
            entries.push((ctx.ident("arg_attrs"), ctx.array_attr(shifted)));
        }
        entries.extend(self.visibility.map(|v| (ctx.ident("sym_visibility"), v)));
        entries.extend(self.kept.iter().copied());
        create_func(rw, self.loc, entries)
    }

    /// A wrapper after `func` that loads each memref descriptor its
    /// pointer argument points to, calls `func` with their fields and
    /// returns the result (stored through the first argument if a struct).
    fn wrap_for_external_callers(&self, rw: &mut ConversionRewriter<'_, '_>, func: OpId, conv: &SignatureConversion) {
        let ctx = rw.ctx();
        let (loc, options) = (self.loc, self.options);
        let wrapper = self.create(rw);
        let params = llvm_params(ctx, self.wrapper_type);
        let region = rw.body().regions(wrapper)[0];
        let entry = rw.create_block(region, &params, Some(loc));
        let saved = rw.insertion_point();
        rw.set_insertion_point(InsertPoint::BlockEnd(entry));
        let wrapper_args = rw.body().block_args(entry).to_vec();
        let offset = usize::from(self.result_struct.is_some());
        let mut args = Vec::with_capacity(conv.converted_types().len());
        for (i, &ty) in self.inputs.iter().enumerate() {
            let arg = wrapper_args[i + offset];
            match ctx.type_kind(ty) {
                TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => {
                    let Some(desc) = convert_type(ctx, options, ty) else { continue };
                    let loaded = load(rw, loc, desc, arg);
                    if matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
                        MemRefDescriptor::unpack(rw, loc, loaded, rank_of(ctx, ty), &mut args);
                    } else {
                        UnrankedMemRefDescriptor::unpack(rw, loc, loaded, &mut args);
                    }
                }
                _ => args.push(arg),
            }
        }
        let callee = callee_of(ctx, rw.body(), func);
        let result = call_result(ctx, rw.body(), func);
        let call = strata_dialect_llvm::build::call(rw, loc, callee, &args, result);
        let results = rw.body().results(call).to_vec();
        if self.result_struct.is_some() {
            store(rw, loc, results[0], wrapper_args[0]);
            strata_dialect_llvm::ReturnOp::build(rw, loc, None);
        } else {
            strata_dialect_llvm::ReturnOp::build(rw, loc, results.first().copied());
        }
        rw.set_insertion_point(saved);
    }

    /// The declaration `func` made private with a body that packs its
    /// memref arguments into descriptors on the stack and calls the
    /// wrapper, declared after it, with pointers to them.
    fn wrap_external_function(&self, rw: &mut ConversionRewriter<'_, '_>, func: OpId, conv: &SignatureConversion) {
        let ctx = rw.ctx();
        let (loc, options) = (self.loc, self.options);
        let wrapper = self.create(rw);
        let private = ctx.dialect_attr(strata_dialect_llvm::attrs::Linkage::PRIVATE);
        rw.modify_op_in_place(func, |body| {
            strata_ir::op_checks::set_inherent_attr(ctx, body, func, "linkage", private);
        });
        let func_type = strata_ir::op_checks::inherent_attr(ctx, rw.body(), func, "function_type")
            .and_then(|a| match ctx.attr_kind(a) {
                AttrKind::Type(t) => Some(*t),
                _ => None,
            })
            .unwrap_or(self.wrapper_type);
        let params = llvm_params(ctx, func_type);
        let region = rw.body().regions(func)[0];
        let entry = rw.create_block(region, &params, Some(loc));
        let saved = rw.insertion_point();
        rw.set_insertion_point(InsertPoint::BlockEnd(entry));
        let func_args = rw.body().block_args(entry).to_vec();
        let ptr = ptr_type(ctx, 0);
        let mut args = Vec::with_capacity(self.inputs.len() + 1);
        if let Some(result_struct) = self.result_struct {
            let one = index_constant(rw, loc, options, 1);
            let alloca = AllocaOp::build(rw, loc, one, ptr, None, ctx.type_attr(result_struct), None);
            args.push(alloca.res(rw.body()));
        }
        for (i, &ty) in self.inputs.iter().enumerate() {
            let Some((start, len)) = conv.input_mapping(i) else { continue };
            let fields = &func_args[start..start + len];
            let packed = match ctx.type_kind(ty) {
                TypeKind::MemRef { .. } => convert_type(ctx, options, ty)
                    .map(|desc| MemRefDescriptor::pack(rw, loc, desc, rank_of(ctx, ty), fields)),
                TypeKind::UnrankedMemRef { .. } => {
                    convert_type(ctx, options, ty).map(|desc| UnrankedMemRefDescriptor::pack(rw, loc, desc, fields))
                }
                _ => None,
            };
            match packed {
                Some(packed) => {
                    let one = index_constant(rw, loc, options, 1);
                    let desc_ty = rw.body().value_type(packed);
                    let alloca = AllocaOp::build(rw, loc, one, ptr, None, ctx.type_attr(desc_ty), None);
                    let allocated = alloca.res(rw.body());
                    store(rw, loc, packed, allocated);
                    args.push(allocated);
                }
                None => args.push(fields[0]),
            }
        }
        let callee = callee_of(ctx, rw.body(), wrapper);
        let result = call_result(ctx, rw.body(), wrapper);
        let call = strata_dialect_llvm::build::call(rw, loc, callee, &args, result);
        if let Some(result_struct) = self.result_struct {
            let loaded = load(rw, loc, result_struct, args[0]);
            strata_dialect_llvm::ReturnOp::build(rw, loc, Some(loaded));
        } else {
            let result = rw.body().results(call).first().copied();
            strata_dialect_llvm::ReturnOp::build(rw, loc, result);
        }
        rw.set_insertion_point(saved);
    }
}

/// The parameter types of an `!llvm.func` type.
fn llvm_params(ctx: &Context, ty: Type) -> Vec<Type> {
    ctx.type_storage::<FunctionType>(ty).map(|f| f.params.clone()).unwrap_or_default()
}

/// `@name` of the function `func`.
fn callee_of(ctx: &Context, body: &Body, func: OpId) -> Attribute {
    let name = strata_ir::symbols::symbol_name(ctx, body, func).unwrap_or_default();
    ctx.symbol_ref_attr(&String::from_utf8_lossy(name))
}

/// What a call of the `llvm.func` `func` returns (none for void).
fn call_result(ctx: &Context, body: &Body, func: OpId) -> Option<Type> {
    let ty = match inherent_attr(ctx, body, func, "function_type").map(|a| ctx.attr_kind(a)) {
        Some(AttrKind::Type(t)) => *t,
        _ => return None,
    };
    let result = ctx.type_storage::<FunctionType>(ty)?.result;
    ctx.type_storage::<VoidType>(result).is_none().then_some(result)
}

fn load<'a>(b: &mut impl OpBuilder<'a>, loc: Location, ty: Type, addr: Value) -> Value {
    strata_dialect_llvm::build::load(b, loc, addr, ty, None, None).res(b.body())
}

fn store<'a>(b: &mut impl OpBuilder<'a>, loc: Location, value: Value, addr: Value) {
    strata_dialect_llvm::build::store(b, loc, value, addr, None, None);
}

/// Whether `func` (in `rw`) is called under the bare pointer convention:
/// the option, or a callee marked `llvm.bareptr`.
fn callee_is_bare(p: &FuncLowering, rw: &ConversionRewriter<'_, '_>, op: OpId, callee: Attribute) -> bool {
    if p.options.use_bare_ptr_call_conv {
        return true;
    }
    let ctx = rw.ctx();
    let body = rw.body();
    let AttrKind::SymbolRef { root, .. } = ctx.attr_kind(callee) else { return false };
    let name = ctx.ident_str(*root).as_bytes();
    let Some(table) = std::iter::successors(body.parent_op(op), |&o| body.parent_op(o))
        .find(|&o| strata_ir::symbols::is_symbol_table(ctx, body, o))
    else {
        return false;
    };
    let mut index = p.bare_ptr_callees.lock().unwrap_or_else(|e| e.into_inner());
    let bare = index.entry(table).or_insert_with(|| {
        let Some(block) = body.regions(table).first().and_then(|&r| body.entry_block(r)) else {
            return Default::default();
        };
        body.block_ops(block)
            .filter(|&f| discardable(ctx, body, f, BARE_PTR).is_some())
            .filter_map(|f| strata_ir::symbols::symbol_name(ctx, body, f).map(<[u8]>::to_vec))
            .collect()
    });
    bare.contains(name)
}

fn lower_call(p: &FuncLowering, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(callee) = inherent_attr(ctx, rw.body(), op, "callee") else { return false };
    let bare = callee_is_bare(p, rw, op, callee);
    let operands: Vec<Value> = rw.body().operands(op).collect();
    lower_call_like(p, op, &operands, adaptor, bare, rw)
}

fn lower_call_indirect(p: &FuncLowering, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let operands: Vec<Value> = rw.body().operands(op).collect();
    lower_call_like(p, op, &operands, adaptor, false, rw)
}

/// A call as `llvm.call` (upstream's `CallOpInterfaceLowering`): memref
/// operands passed as their calling convention says, the results packed
/// into a struct when several, taken apart again for the users.
fn lower_call_like(
    p: &FuncLowering,
    op: OpId,
    operands: &[Value],
    adaptor: &OpAdaptor,
    bare: bool,
    rw: &mut ConversionRewriter<'_, '_>,
) -> bool {
    let ctx = rw.ctx();
    let options = p.options;
    let body = rw.body();
    let result_types: Vec<Type> = body.results(op).iter().map(|&r| body.value_type(r)).collect();
    let is_unranked = |t: Type| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. });
    // Unranked memrefs are not passed as bare pointers.
    if bare && operands.iter().any(|&v| is_unranked(body.value_type(v))) {
        return false;
    }
    let packed = if result_types.is_empty() {
        None
    } else {
        match pack_function_results(Signatures::of(rw, options), &result_types, bare) {
            Some(t) => Some(t),
            None => return false,
        }
    };
    let loc = body.op_loc(op);
    let mut promoted = Vec::with_capacity(operands.len());
    for (i, &operand) in operands.iter().enumerate() {
        let values = adaptor.operand_values(i);
        let ty = rw.body().value_type(operand);
        match ctx.type_kind(ty) {
            TypeKind::MemRef { .. } if bare => {
                let d = MemRefDescriptor { value: values[0] };
                promoted.push(d.aligned_ptr(rw, loc));
            }
            TypeKind::MemRef { .. } => MemRefDescriptor::unpack(rw, loc, values[0], rank_of(ctx, ty), &mut promoted),
            TypeKind::UnrankedMemRef { .. } => UnrankedMemRefDescriptor::unpack(rw, loc, values[0], &mut promoted),
            _ => promoted.extend_from_slice(values),
        }
    }
    let mut attrs = super::all_attrs(ctx, rw.body(), op);
    attrs.push((ctx.ident("operandSegmentSizes"), ctx.dense_i32_array(&[promoted.len() as i64, 0])));
    attrs.push((ctx.ident("op_bundle_sizes"), ctx.dense_i32_array(&[])));
    let mut state = OperationState::new(ctx.op_name("llvm.call"), loc);
    state.operands.extend_from_slice(&promoted);
    state.result_types.extend(packed);
    state.set_attributes(ctx, attrs);
    let call = rw.create(state);
    let call_results = rw.body().results(call).to_vec();
    let mut results: Vec<Value> = if result_types.len() < 2 {
        call_results
    } else {
        let packed_ty = packed.unwrap_or(result_types[0]);
        let fields = ctx.type_storage::<StructType>(packed_ty).and_then(|s| s.body.clone()).map(|b| b.fields);
        let fields = fields.unwrap_or_default();
        (0..result_types.len())
            .map(|i| {
                let ty = fields.get(i).copied().unwrap_or(packed_ty);
                ExtractValueOp::build(rw, loc, call_results[0], ty, ctx.dense_i64_array(&[i as i64])).res(rw.body())
            })
            .collect()
    };
    if !bare {
        // A returned unranked descriptor is on the callee's heap: copy it
        // to the stack and free it.
        if copy_unranked_descriptors(rw, op, loc, options, &result_types, &mut results, false).is_none() {
            return false;
        }
    } else {
        for (value, &ty) in results.iter_mut().zip(&result_types) {
            if matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) {
                match MemRefDescriptor::from_static_shape(rw, loc, options, ty, *value) {
                    Some(desc) => *value = desc,
                    None => return false,
                }
            }
        }
    }
    rw.replace_op(op, &results);
    true
}

/// `func.constant @f`: the function's address.
fn lower_constant(p: &FuncLowering, op: OpId, _: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let body = rw.body();
    let result_ty = body.value_type(body.results(op)[0]);
    let Some(ty) =
        Signatures::of(rw, p.options).convert(result_ty).filter(|&t| strata_dialect_llvm::types::is_compatible(ctx, t))
    else {
        return false;
    };
    let Some(value) = inherent_attr(ctx, body, op, "value") else { return false };
    let loc = body.op_loc(op);
    let rest: Vec<(Ident, Attribute)> =
        super::all_attrs(ctx, body, op).into_iter().filter(|(k, _)| ctx.ident_str(*k) != "value").collect();
    let new = AddressOfOp::build(rw, loc, ty, value);
    let new: OpId = new.into();
    if !rest.is_empty() {
        let mut attrs = ctx.dict_entries(rw.body().attrs(new)).to_vec();
        attrs.extend(rest);
        let dict = ctx.dictionary_attr(attrs);
        rw.with_body(|b| b.set_attrs(new, dict));
    }
    let result = rw.body().result(new, 0);
    rw.replace_op(op, &[result]);
    true
}

/// `func.return`: `llvm.return` of the converted operands, several packed
/// into a struct (upstream's `ReturnOpLowering`).
fn lower_return(p: &FuncLowering, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let options = p.options;
    let body = rw.body();
    let loc = body.op_loc(op);
    let func = body.parent_op(op);
    let bare = options.use_bare_ptr_call_conv || func.is_some_and(|f| discardable(ctx, body, f, BARE_PTR).is_some());
    let operand_types: Vec<Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    if bare && operand_types.iter().any(|&t| matches!(ctx.type_kind(t), TypeKind::UnrankedMemRef { .. })) {
        return false;
    }
    let packed_type = if operand_types.len() > 1 {
        match pack_function_results(Signatures::of(rw, options), &operand_types, bare) {
            Some(t) => Some(t),
            None => return false,
        }
    } else {
        None
    };
    let mut operands = Vec::with_capacity(operand_types.len());
    for (i, &ty) in operand_types.iter().enumerate() {
        let value = adaptor.operand(i);
        if bare && matches!(ctx.type_kind(ty), TypeKind::MemRef { .. }) && can_convert_to_bare_ptr(ctx, ty) {
            operands.push(MemRefDescriptor { value }.allocated_ptr(rw, loc));
        } else {
            operands.push(value);
        }
    }
    if !bare && copy_unranked_descriptors(rw, op, loc, options, &operand_types, &mut operands, true).is_none() {
        return false;
    }
    let attrs = rw.body().attrs(op);
    let returned = match packed_type {
        None => operands.first().copied(),
        Some(packed_type) => {
            let mut packed = PoisonOp::build(rw, loc, packed_type).res(rw.body());
            for (i, &v) in operands.iter().enumerate() {
                packed = InsertValueOp::build(rw, loc, packed, v, packed_type, ctx.dense_i64_array(&[i as i64]))
                    .res(rw.body());
            }
            Some(packed)
        }
    };
    let new: OpId = strata_dialect_llvm::ReturnOp::build(rw, loc, returned).into();
    rw.with_body(|b| b.set_attrs(new, attrs));
    rw.replace_op(op, &[]);
    true
}
