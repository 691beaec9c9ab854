//! Attributes of functions, their arguments and results (upstream's
//! `LLVMAttrDefs.td`): `#llvm.vscale_range<minRange = 1 : i32, maxRange =
//! 2 : i32>` (what `llvm.func`'s `vscale_range(1, 2)` holds),
//! `#llvm.vec_type_hint<hint = vector<2xi32>, is_signed = true>`,
//! `#llvm.mlir.workgroup_attribution<512 : i64, i32>`,
//! `#llvm.constant_range<i32, 0, 100>` (an argument's or result's
//! `llvm.range`), `#llvm.target_features<["+sse", "-avx"]>` and
//! `#llvm.target<triple = "x86_64", chip = "skylake">`.
//!
//! Invariants: parameters hold the attribute kinds their C++ types name
//! (an `IntegerAttr` is an integer, a `TypeAttr` a type), as the parsers
//! check; a constant range's bounds have its type's width.

use std::any::Any;

use strata_ir::{ApInt, AttrKind, Attribute, Context, DialectDef, Storage, SubElement, TypeKind};
use strata_syntax::asm::def_format::StructParam;
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::{cast_integer, IntegerCType, PResult};
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

/// `#llvm.vscale_range`: the bounds of `vscale` a function may assume.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct VScaleRangeAttr {
    pub min_range: Attribute,
    pub max_range: Attribute,
}

impl VScaleRangeAttr {
    /// `vscale_range(min, max)` of `llvm.func`: both `i32`.
    pub fn get(ctx: &Context, min: i64, max: i64) -> Attribute {
        let i32 = ctx.integer_type(32);
        ctx.dialect_attr(VScaleRangeAttr {
            min_range: ctx.integer_attr(i32, min),
            max_range: ctx.integer_attr(i32, max),
        })
    }
}

/// `#llvm.vec_type_hint`: the vector type a kernel mostly computes in.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct VecTypeHintAttr {
    /// A `TypeAttr`.
    pub hint: Attribute,
    pub is_signed: bool,
}

/// `#llvm.mlir.workgroup_attribution`: a pointer argument that stands for
/// a GPU workgroup buffer of `num_elements` elements of `element_type`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct WorkgroupAttributionAttr {
    /// An `IntegerAttr`.
    pub num_elements: Attribute,
    /// A `TypeAttr`.
    pub element_type: Attribute,
}

/// `#llvm.constant_range<iN, lower, upper>`: LLVM's `ConstantRange`, the
/// half-open `[lower, upper)` that may wrap.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ConstantRangeAttr {
    pub lower: ApInt,
    pub upper: ApInt,
}

/// `#llvm.target_features<[...]>`: LLVM target features, each `+name` or
/// `-name` (the verifier's rule).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TargetFeaturesAttr {
    pub features: Vec<String>,
}

/// `#llvm.target`: a target triple, its chip and optional features.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct TargetAttr {
    /// `StringAttr`s.
    pub triple: Attribute,
    pub chip: Attribute,
    /// A `#llvm.target_features`.
    pub features: Option<Attribute>,
}

/// The definitions of these attributes.
pub(crate) fn attr_defs() -> Vec<DialectDef> {
    let mut vscale = DialectDef::new::<VScaleRangeAttr>("llvm", "vscale_range");
    vscale.summary = "LLVM_VScaleRangeAttr";
    vscale.sub_elements = Some(|v, sink| {
        if let Some(a) = v.downcast_ref::<VScaleRangeAttr>() {
            sink(SubElement::Attr(a.min_range));
            sink(SubElement::Attr(a.max_range));
        }
    });
    vscale.interfaces.insert(DefAssembly { parse: parse_vscale_range, print: print_vscale_range });

    let mut hint = DialectDef::new::<VecTypeHintAttr>("llvm", "vec_type_hint");
    hint.summary = "LLVM_VecTypeHintAttr";
    hint.sub_elements = Some(|v, sink| {
        if let Some(a) = v.downcast_ref::<VecTypeHintAttr>() {
            sink(SubElement::Attr(a.hint));
        }
    });
    hint.interfaces.insert(DefAssembly { parse: parse_vec_type_hint, print: print_vec_type_hint });

    let mut workgroup = DialectDef::new::<WorkgroupAttributionAttr>("llvm", "mlir.workgroup_attribution");
    workgroup.summary = "WorkgroupAttributionAttr";
    workgroup.sub_elements = Some(|v, sink| {
        if let Some(a) = v.downcast_ref::<WorkgroupAttributionAttr>() {
            sink(SubElement::Attr(a.num_elements));
            sink(SubElement::Attr(a.element_type));
        }
    });
    workgroup.interfaces.insert(DefAssembly { parse: parse_workgroup_attribution, print: print_workgroup_attribution });

    let mut range = DialectDef::new::<ConstantRangeAttr>("llvm", "constant_range");
    range.summary = "LLVM_ConstantRangeAttr";
    range.interfaces.insert(DefAssembly { parse: parse_constant_range, print: print_constant_range });

    let mut features = DialectDef::new::<TargetFeaturesAttr>("llvm", "target_features");
    features.summary = "LLVM_TargetFeaturesAttr";
    features.verify = Some(verify_target_features);
    features.interfaces.insert(DefAssembly { parse: parse_target_features, print: print_target_features });

    let mut target = DialectDef::new::<TargetAttr>("llvm", "target");
    target.summary = "LLVM_TargetAttr";
    target.sub_elements = Some(|v, sink| {
        if let Some(a) = v.downcast_ref::<TargetAttr>() {
            sink(SubElement::Attr(a.triple));
            sink(SubElement::Attr(a.chip));
            a.features.into_iter().for_each(|f| sink(SubElement::Attr(f)));
        }
    });
    target.interfaces.insert(DefAssembly { parse: parse_target, print: print_target });

    vec![vscale, hint, workgroup, range, features, target]
}

// ---- parameters ----

/// An `IntegerAttr` parameter (`FieldParser<IntegerAttr>`: any attribute,
/// then its kind checked), with upstream's follow-up error naming it.
pub(crate) fn parse_integer_attr_param(dp: &mut DefParser<'_, '_>, def: &str, param: &str) -> PResult<Attribute> {
    dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::Integer { .. }))
        .map_err(|reason| dp.parameter_error(reason, def, param, "IntegerAttr"))
}

/// A `TypeAttr` parameter, as [`parse_integer_attr_param`].
pub(crate) fn parse_type_attr_param(dp: &mut DefParser<'_, '_>, def: &str, param: &str) -> PResult<Attribute> {
    dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::Type(_)))
        .map_err(|reason| dp.parameter_error(reason, def, param, "TypeAttr"))
}

/// A `bool` parameter: upstream's `parseInteger` into a `bool`, so `true`,
/// `false`, `0` and `1`.
pub(crate) fn parse_bool_param(dp: &mut DefParser<'_, '_>, def: &str, param: &str) -> PResult<bool> {
    parse_bool(dp).map_err(|reason| dp.parameter_error(reason, def, param, "bool"))
}

/// A `bool` as upstream's `parseInteger` reads one.
pub(crate) fn parse_bool(dp: &mut DefParser<'_, '_>) -> PResult<bool> {
    let at = dp.p.tok.start;
    let value = dp.p.parse_integer_literal(1)?;
    match cast_integer(&value, IntegerCType::Bool) {
        Some(b) => Ok(b != 0),
        None => Err(dp.error_at(at, "integer value too large")),
    }
}

// ---- vscale_range ----

const VSCALE_PARAMS: &[StructParam] =
    &[StructParam { name: "minRange", required: true }, StructParam { name: "maxRange", required: true }];

fn parse_vscale_range(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let mut values = [None, None];
    dp.format_struct(VSCALE_PARAMS, |dp, i| {
        values[i] = Some(parse_integer_attr_param(dp, "LLVM_VScaleRangeAttr", VSCALE_PARAMS[i].name)?);
        Ok(())
    })?;
    dp.expect(TokenKind::Greater, ">")?;
    let [Some(min_range), Some(max_range)] = values else { unreachable!("every parameter is required") };
    Ok(Box::new(VScaleRangeAttr { min_range, max_range }))
}

fn print_vscale_range(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(a) = v.downcast_ref::<VScaleRangeAttr>() else { return };
    let mut first = true;
    pr.write("<");
    pr.format_struct_entry(&mut first, "minRange");
    pr.print_attr(a.min_range);
    pr.format_struct_entry(&mut first, "maxRange");
    pr.print_attr(a.max_range);
    pr.write(">");
}

// ---- vec_type_hint ----

const HINT_PARAMS: &[StructParam] =
    &[StructParam { name: "hint", required: true }, StructParam { name: "is_signed", required: false }];

fn parse_vec_type_hint(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let (mut hint, mut is_signed) = (None, false);
    dp.format_struct(HINT_PARAMS, |dp, i| {
        match i {
            0 => hint = Some(parse_type_attr_param(dp, "LLVM_VecTypeHintAttr", "hint")?),
            _ => is_signed = parse_bool_param(dp, "LLVM_VecTypeHintAttr", "is_signed")?,
        }
        Ok(())
    })?;
    dp.expect(TokenKind::Greater, ">")?;
    let Some(hint) = hint else { unreachable!("`hint` is required") };
    Ok(Box::new(VecTypeHintAttr { hint, is_signed }))
}

fn print_vec_type_hint(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(a) = v.downcast_ref::<VecTypeHintAttr>() else { return };
    let mut first = true;
    pr.write("<");
    pr.format_struct_entry(&mut first, "hint");
    pr.print_attr(a.hint);
    if a.is_signed {
        pr.format_struct_entry(&mut first, "is_signed");
        pr.write("true");
    }
    pr.write(">");
}

// ---- mlir.workgroup_attribution ----

fn parse_workgroup_attribution(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let num_elements = parse_integer_attr_param(dp, "WorkgroupAttributionAttr", "num_elements")?;
    dp.expect(TokenKind::Comma, ",")?;
    let element_type = parse_type_attr_param(dp, "WorkgroupAttributionAttr", "element_type")?;
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(WorkgroupAttributionAttr { num_elements, element_type }))
}

fn print_workgroup_attribution(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(a) = v.downcast_ref::<WorkgroupAttributionAttr>() else { return };
    pr.write("<");
    pr.print_attr(a.num_elements);
    pr.write(", ");
    pr.print_attr(a.element_type);
    pr.write(">");
}

// ---- constant_range ----

/// `<iN, lower, upper>`: the bounds are read as integers of any size and
/// then sign-extended or truncated to `N` bits, as upstream's parser does
/// (`<i8, 300, 0>` is `<i8, 44, 0>`); the type's signedness is dropped.
fn parse_constant_range(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let at = dp.p.tok.start;
    let ty = dp.p.parse_type()?;
    let TypeKind::Integer { width, .. } = *dp.ctx().type_kind(ty) else {
        let text = dp.ctx().type_to_string(ty);
        return Err(
            dp.error_at(at, format!("invalid kind of type specified: expected builtin.integer, but found '{text}'"))
        );
    };
    dp.expect(TokenKind::Comma, ",")?;
    let lower = dp.p.parse_integer_literal(width)?.sext(width);
    dp.expect(TokenKind::Comma, ",")?;
    let upper = dp.p.parse_integer_literal(width)?.sext(width);
    dp.expect(TokenKind::Greater, ">")?;
    Ok(Box::new(ConstantRangeAttr { lower, upper }))
}

/// The bounds print signed (`<i8, 0, -1>` for `[0, 255)`).
fn print_constant_range(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(a) = v.downcast_ref::<ConstantRangeAttr>() else { return };
    let text = format!("<i{}, {}, {}>", a.lower.width(), a.lower.to_signed_decimal(), a.upper.to_signed_decimal());
    pr.write(&text);
}

// ---- target_features ----

fn parse_target_features(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    Ok(Box::new(parse_target_features_value(dp)?))
}

/// `<[` strings `]>`; the list may be empty.
fn parse_target_features_value(dp: &mut DefParser<'_, '_>) -> PResult<TargetFeaturesAttr> {
    dp.expect(TokenKind::Less, "<")?;
    dp.expect(TokenKind::LSquare, "[")?;
    let mut features = Vec::new();
    if !dp.p.consume_if(TokenKind::RSquare) {
        loop {
            let at = dp.p.tok.start;
            let attr = dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::String { .. })).map_err(|reason| {
                dp.parameter_error(reason, "LLVM_TargetFeaturesAttr", "features", "::llvm::ArrayRef<StringAttr>")
            })?;
            let Some(text) = dp.ctx().string_value(attr) else { return Err(dp.error_at(at, "expected string")) };
            features.push(String::from_utf8_lossy(text).into_owned());
            if !dp.p.consume_if(TokenKind::Comma) {
                break;
            }
        }
        dp.expect(TokenKind::RSquare, "]")?;
    }
    dp.expect(TokenKind::Greater, ">")?;
    Ok(TargetFeaturesAttr { features })
}

fn verify_target_features(_: &Context, v: &dyn Any) -> Result<(), String> {
    let Some(a) = v.downcast_ref::<TargetFeaturesAttr>() else { return Ok(()) };
    for feature in &a.features {
        if feature.contains(',') {
            return Err("target features can not contain ','".into());
        }
        if !feature.starts_with(['+', '-']) {
            return Err("target features must start with '+' or '-'".into());
        }
    }
    Ok(())
}

fn print_target_features(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(a) = v.downcast_ref::<TargetFeaturesAttr>() else { return };
    pr.write("<[");
    for (i, feature) in a.features.iter().enumerate() {
        if i > 0 {
            pr.write(", ");
        }
        strata_syntax::printer::attrs::write_string_literal(pr.out, feature.as_bytes());
    }
    pr.write("]>");
}

// ---- target ----

const TARGET_PARAMS: &[StructParam] = &[
    StructParam { name: "triple", required: true },
    StructParam { name: "chip", required: true },
    StructParam { name: "features", required: false },
];

/// `<struct(triple, chip, features)>`; `features` is written without its
/// `#llvm.target_features` prefix when printed, as upstream's generated
/// printer strips a parameter of the dialect's own attribute class.
fn parse_target(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let mut values: [Option<Attribute>; 3] = [None; 3];
    dp.format_struct(TARGET_PARAMS, |dp, i| {
        let name = TARGET_PARAMS[i].name;
        values[i] = Some(if i < 2 {
            dp.p.parse_attr_of_kind(None, |k| matches!(k, AttrKind::String { .. }))
                .map_err(|reason| dp.parameter_error(reason, "LLVM_TargetAttr", name, "StringAttr"))?
        } else {
            parse_target_features_param(dp)?
        });
        Ok(())
    })?;
    dp.expect(TokenKind::Greater, ">")?;
    let [Some(triple), Some(chip), features] = values else { unreachable!("triple and chip are required") };
    Ok(Box::new(TargetAttr { triple, chip, features }))
}

/// The `features` of `#llvm.target`: the full `#llvm.target_features<...>`,
/// or what follows its mnemonic.
fn parse_target_features_param(dp: &mut DefParser<'_, '_>) -> PResult<Attribute> {
    let at = dp.p.tok.start;
    dp.parse_attr_with_fallback("llvm", "target_features")
        .and_then(|a| match dp.ctx().attr_storage::<TargetFeaturesAttr>(a) {
            Some(_) => Ok(a),
            None => Err(dp.error_at(at, "invalid kind of attribute specified")),
        })
        .map_err(|reason| dp.parameter_error(reason, "LLVM_TargetAttr", "features", "TargetFeaturesAttr"))
}

fn print_target(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(a) = v.downcast_ref::<TargetAttr>() else { return };
    let mut first = true;
    pr.write("<");
    pr.format_struct_entry(&mut first, "triple");
    pr.print_attr(a.triple);
    pr.format_struct_entry(&mut first, "chip");
    pr.print_attr(a.chip);
    if let Some(features) = a.features {
        pr.format_struct_entry(&mut first, "features");
        pr.print_attr_stripped(features);
    }
    pr.write(">");
}
