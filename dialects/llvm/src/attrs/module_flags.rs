//! The llvm dialect's module flags (upstream's `ModuleFlagAttr` and the
//! values its known keys take, `LLVMAttrDefs.td`): what `llvm.module_flags
//! [...]` lists and translation turns into `!llvm.module.flags` metadata.
//!
//! - `#llvm.mlir.module_flag<behavior, "key", value>`: the behavior is a
//!   `ModFlagBehavior` (`error`, `warning`, `require`, `override`,
//!   `append`, `append_unique`, `max`, `min`; LLVM's values 1 to 8);
//! - `#llvm.cgprofile_entry<from = @f, to = @g, count = N>`, the entries
//!   of a `"CG Profile"` flag's array;
//! - `#llvm.profile_summary<format = InstrProf, ..., detailed_summary =
//!   <cut_off = ..., min_count = ..., num_counts = ...>, ...>`, the value
//!   of a `"ProfileSummary"` flag, with its
//!   `#llvm.profile_summary_detailed` entries.
//!
//! Invariant: a module flag's value is what its key admits (the verifier
//! of mlir-opt-22's `ModuleFlagAttr`: an array of CG profile entries, a
//! profile summary, or else an integer or a string), checked when the
//! attribute is built, so every flag an op holds is valid.

use std::any::Any;

use strata_ir::constraints as c;
use strata_ir::{AttrKind, Attribute, Context, DialectDef, EnumSpec, Storage, SubElement};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

use super::struct_params::{opt, parse_field, print_param, req, struct_attrs, Kind, Param, ParamValue};

/// `ModFlagBehavior`: LLVM's `Module::ModFlagBehavior` values.
pub static MOD_FLAG_BEHAVIOR: EnumSpec = EnumSpec {
    cpp_type: "::llvm::Module::ModFlagBehavior",
    width: 64,
    cases: &[
        ("error", 1),
        ("warning", 2),
        ("require", 3),
        ("override", 4),
        ("append", 5),
        ("append_unique", 6),
        ("max", 7),
        ("min", 8),
    ],
    bits: None,
};

/// `ProfileSummaryFormatKind`.
pub static PROFILE_SUMMARY_FORMAT_KIND: EnumSpec = EnumSpec {
    cpp_type: "::mlir::LLVM::ProfileSummaryFormatKind",
    width: 64,
    cases: &[("SampleProfile", 0), ("InstrProf", 1), ("CSInstrProf", 2)],
    bits: None,
};

fn is_float_attr(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Float { .. })
}

struct_attrs! {
    fn struct_defs;
    /// `#llvm.cgprofile_entry`: `count` calls from `from` to `to`.
    ModuleFlagCGProfileEntryAttr "cgprofile_entry" "ModuleFlagCGProfileEntryAttr" classes(0) alias(false) [
        opt("from", Kind::Attr(c::is_flat_symbol_ref_attr), "FlatSymbolRefAttr"),
        opt("to", Kind::Attr(c::is_flat_symbol_ref_attr), "FlatSymbolRefAttr"),
        req("count", Kind::Int(64), "uint64_t"),
    ]
    /// `#llvm.profile_summary_detailed`: one cut-off of a profile summary.
    ModuleFlagProfileSummaryDetailedAttr "profile_summary_detailed" "ModuleFlagProfileSummaryDetailedAttr" classes(0) alias(false) [
        req("cut_off", Kind::Int(32), "uint32_t"),
        req("min_count", Kind::Int(64), "uint64_t"),
        req("num_counts", Kind::Int(32), "uint32_t"),
    ]
    /// `#llvm.profile_summary`: the `ProfileSummary` a profile-guided
    /// compile gathered.
    ModuleFlagProfileSummaryAttr "profile_summary" "ModuleFlagProfileSummaryAttr" classes(0) alias(false) [
        req("format", Kind::Enum(&PROFILE_SUMMARY_FORMAT_KIND, "LLVM ProfileSummary format kinds"), "ProfileSummaryFormatKind"),
        req("total_count", Kind::Int(64), "uint64_t"),
        req("max_count", Kind::Int(64), "uint64_t"),
        req("max_internal_count", Kind::Int(64), "uint64_t"),
        req("max_function_count", Kind::Int(64), "uint64_t"),
        req("num_counts", Kind::Int(64), "uint64_t"),
        req("num_functions", Kind::Int(64), "uint64_t"),
        opt("is_partial_profile", Kind::OptInt(64), "std::optional<uint64_t>"),
        opt("partial_profile_ratio", Kind::Attr(is_float_attr), "FloatAttr"),
        req("detailed_summary", Kind::OwnList("profile_summary_detailed"), "::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>"),
    ]
}

/// `#llvm.mlir.module_flag<behavior, "key", value>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct ModuleFlagAttr {
    /// A [`MOD_FLAG_BEHAVIOR`] value.
    pub behavior: u64,
    /// A `StringAttr`.
    pub key: Attribute,
    pub value: Attribute,
}

const DEF_NAME: &str = "ModuleFlagAttr";
const BEHAVIOR: Param = req("behavior", Kind::Enum(&MOD_FLAG_BEHAVIOR, "LLVM Module Flag Behavior"), "ModFlagBehavior");
const KEY: Param = req("key", Kind::Str, "StringAttr");
const VALUE: Param = req("value", Kind::Any, "Attribute");

/// The definitions of the module flag attributes.
pub fn attr_defs() -> Vec<DialectDef> {
    let mut flag = DialectDef::new::<ModuleFlagAttr>("llvm", "mlir.module_flag");
    flag.summary = DEF_NAME;
    flag.sub_elements = Some(|v, sink| {
        if let Some(f) = v.downcast_ref::<ModuleFlagAttr>() {
            sink(SubElement::Attr(f.key));
            sink(SubElement::Attr(f.value));
        }
    });
    flag.interfaces.insert(DefAssembly { parse: parse_flag, print: print_flag });
    flag.verify = Some(verify_flag);
    let mut defs = vec![flag];
    defs.extend(struct_defs());
    defs
}

/// `<behavior, key, value>`, each with upstream's parameter error.
fn parse_flag(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn Storage>> {
    dp.expect(TokenKind::Less, "<")?;
    let behavior = parse_field(dp, DEF_NAME, &BEHAVIOR)?;
    dp.expect(TokenKind::Comma, ",")?;
    let key = parse_field(dp, DEF_NAME, &KEY)?;
    dp.expect(TokenKind::Comma, ",")?;
    let value = parse_field(dp, DEF_NAME, &VALUE)?;
    dp.expect(TokenKind::Greater, ">")?;
    let (ParamValue::Int(behavior), ParamValue::Attr(key), ParamValue::Attr(value)) = (behavior, key, value) else {
        unreachable!("an enum parses to an integer, a string and an attribute to attributes")
    };
    Ok(Box::new(ModuleFlagAttr { behavior, key, value }))
}

fn print_flag(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    let Some(flag) = v.downcast_ref::<ModuleFlagAttr>() else { return };
    pr.write("<");
    print_param(pr, BEHAVIOR.kind, &ParamValue::Int(flag.behavior));
    pr.write(", ");
    pr.print_attr(flag.key);
    pr.write(", ");
    pr.print_attr(flag.value);
    pr.write(">");
}

/// mlir-opt-22's `ModuleFlagAttr::verify`: the keys LLVM gives a meaning
/// take their own values, any other an integer or a string.
fn verify_flag(ctx: &Context, v: &dyn Any) -> Result<(), String> {
    let Some(flag) = v.downcast_ref::<ModuleFlagAttr>() else { return Ok(()) };
    let AttrKind::String { value: key, .. } = ctx.attr_kind(flag.key) else { return Ok(()) };
    match &**key {
        b"CG Profile" => {
            let entries =
                |items: &[Attribute]| items.iter().all(|&i| c::is_attr_of::<ModuleFlagCGProfileEntryAttr>(ctx, i));
            match ctx.attr_kind(flag.value) {
                AttrKind::Array(items) if entries(items) => Ok(()),
                _ => Err("'CG Profile' key expects an array of '#llvm.cgprofile_entry'".to_string()),
            }
        }
        b"ProfileSummary" => match c::is_attr_of::<ModuleFlagProfileSummaryAttr>(ctx, flag.value) {
            true => Ok(()),
            false => Err("'ProfileSummary' key expects a '#llvm.profile_summary' attribute".to_string()),
        },
        _ if c::is_integer_attr(ctx, flag.value) || c::is_string_attr(ctx, flag.value) => Ok(()),
        _ => {
            let mut quoted = String::new();
            strata_syntax::printer::attrs::write_string_literal(&mut quoted, key);
            Err(format!("only integer and string values are currently supported for unknown key '{quoted}'"))
        }
    }
}
