//! The llvm dialect's attributes over enums that upstream's attributes
//! wrap as parameters (`LinkageAttr`, `CConvAttr`, `TailCallKindAttr`,
//! `FramePointerKindAttr`, `UWTableKindAttr`: `#llvm.linkage<internal>`,
//! `#llvm.cconv<fastcc>`, `#llvm.tailcallkind<tail>`,
//! `#llvm.framePointerKind<"non-leaf">`, `#llvm.uwtableKind<sync>`), in
//! plain Rust. Their cases are upstream's `LinkageEnum`, `CConvEnum`,
//! `TailCallKindEnum`, `FramePointerKindEnum` and `UWTableKindEnum` of
//! `LLVMEnums.td` (keyword, value), in declaration order. The attributes
//! of functions and their arguments are in [`function`]; the runtime of
//! attributes written `<struct(params)>` (debug info, TBAA, alias scopes,
//! loop annotations) in [`struct_params`]; alias-analysis metadata in
//! [`metadata`], loop annotations in [`loop_annotation`] and block
//! addresses in [`block_address`].
//!
//! Invariant: a value always holds one of its enum's cases (`from_value`
//! rejects the rest), so printing never meets an unknown value.
//!
//! Also the parameterless constants `#llvm.undef`, `#llvm.poison` and
//! `#llvm.zero` (upstream's `UndefAttr`, `PoisonAttr`, `ZeroAttr`): what
//! `llvm.mlir.undef`, `llvm.mlir.poison` and `llvm.mlir.zero` fold to, and
//! what the dialect materializes back into those ops.

pub mod block_address;
pub mod function;
pub mod loop_annotation;
pub mod metadata;
pub mod module_flags;
pub mod struct_params;

use std::any::Any;

use strata_ir::{Attribute, Context, DialectDef, EnumSpec, EnumValue};
use strata_syntax::{DefAssembly, DefPrinter};

/// A newtype over one of upstream's C++-defined enums, with its table.
macro_rules! keyword_enum_attr {
    ($name:ident, $cpp:literal, [$(($kw:literal, $v:literal)),* $(,)?]) => {
        #[doc = concat!("The value of `", $cpp, "`: one of its cases.")]
        #[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
        pub struct $name(pub i64);

        impl EnumValue for $name {
            const SPEC: &'static EnumSpec =
                &EnumSpec { cpp_type: $cpp, width: 64, cases: &[$(($kw, $v)),*], bits: None };
            fn from_value(value: i64) -> Option<Self> {
                Self::SPEC.cases.iter().any(|c| c.1 == value).then_some($name(value))
            }
            fn value(self) -> i64 {
                self.0
            }
        }
    };
}
keyword_enum_attr!(
    Linkage,
    "::mlir::LLVM::linkage::Linkage",
    [
        ("external", 0),
        ("available_externally", 1),
        ("linkonce", 2),
        ("linkonce_odr", 3),
        ("weak", 4),
        ("weak_odr", 5),
        ("appending", 6),
        ("internal", 7),
        ("private", 8),
        ("extern_weak", 9),
        ("common", 10)
    ]
);
impl Linkage {
    pub const EXTERNAL: Linkage = Linkage(0);
    pub const INTERNAL: Linkage = Linkage(7);
    pub const PRIVATE: Linkage = Linkage(8);
}

keyword_enum_attr!(
    CConv,
    "::mlir::LLVM::cconv::CConv",
    [
        ("ccc", 0),
        ("fastcc", 8),
        ("coldcc", 9),
        ("cc_10", 10),
        ("cc_11", 11),
        ("anyregcc", 13),
        ("preserve_mostcc", 14),
        ("preserve_allcc", 15),
        ("swiftcc", 16),
        ("cxx_fast_tlscc", 17),
        ("tailcc", 18),
        ("cfguard_checkcc", 19),
        ("swifttailcc", 20),
        ("x86_stdcallcc", 64),
        ("x86_fastcallcc", 65),
        ("arm_apcscc", 66),
        ("arm_aapcscc", 67),
        ("arm_aapcs_vfpcc", 68),
        ("msp430_intrcc", 69),
        ("x86_thiscallcc", 70),
        ("ptx_kernelcc", 71),
        ("ptx_devicecc", 72),
        ("spir_funccc", 75),
        ("spir_kernelcc", 76),
        ("intel_ocl_bicc", 77),
        ("x86_64_sysvcc", 78),
        ("win64cc", 79),
        ("x86_vectorcallcc", 80),
        ("hhvmcc", 81),
        ("hhvm_ccc", 82),
        ("x86_intrcc", 83),
        ("avr_intrcc", 84),
        ("avr_builtincc", 86),
        ("amdgpu_vscc", 87),
        ("amdgpu_gscc", 88),
        ("amdgpu_cscc", 90),
        ("amdgpu_kernelcc", 91),
        ("x86_regcallcc", 92),
        ("amdgpu_hscc", 93),
        ("msp430_builtincc", 94),
        ("amdgpu_lscc", 95),
        ("amdgpu_escc", 96),
        ("aarch64_vectorcallcc", 97),
        ("aarch64_sve_vectorcallcc", 98),
        ("wasm_emscripten_invokecc", 99),
        ("amdgpu_gfxcc", 100),
        ("m68k_intrcc", 101)
    ]
);
keyword_enum_attr!(
    TailCallKind,
    "::mlir::LLVM::tailcallkind::TailCallKind",
    [("none", 0), ("notail", 3), ("musttail", 2), ("tail", 1)]
);

keyword_enum_attr!(
    FramePointerKind,
    "::mlir::LLVM::framePointerKind::FramePointerKind",
    [("none", 0), ("non-leaf", 1), ("all", 2), ("reserved", 3), ("non-leaf-no-reserve", 4)]
);
keyword_enum_attr!(UWTableKind, "::mlir::LLVM::uwtable::UWTableKind", [("none", 0), ("sync", 1), ("async", 2)]);

/// A parameterless llvm attribute: its storage is the mnemonic's marker.
macro_rules! unit_attr {
    ($name:ident, $mnemonic:literal, $summary:literal) => {
        #[doc = concat!("The value of `#llvm.", $mnemonic, "`.")]
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
        pub struct $name;

        impl $name {
            /// The attribute.
            pub fn get(ctx: &Context) -> Attribute {
                ctx.dialect_attr($name)
            }
            /// Is `a` this attribute?
            pub fn is(ctx: &Context, a: Attribute) -> bool {
                ctx.attr_storage::<$name>(a).is_some()
            }
            fn def() -> DialectDef {
                let mut def = DialectDef::new::<$name>("llvm", $mnemonic);
                def.summary = $summary;
                def.interfaces.insert(DefAssembly { parse: |_| Ok(Box::new($name)), print: print_nothing });
                def
            }
        }
    };
}
unit_attr!(UndefAttr, "undef", "LLVM_UndefAttr");
unit_attr!(PoisonAttr, "poison", "LLVM_PoisonAttr");
unit_attr!(ZeroAttr, "zero", "LLVM_ZeroAttr");

/// Nothing follows the mnemonic of a parameterless attribute.
fn print_nothing(_: &mut DefPrinter<'_>, _: &dyn Any) {}

/// How upstream's hand-written parser of an enum defined in C++ names it
/// in its errors (its `FieldParser`): the enum's description and the
/// attribute parameter's name and C++ type.
trait CppEnum: EnumValue {
    const DESCRIPTION: &'static str;
    const DEF_NAME: &'static str;
    const PARAM: &'static str;
    const CPP: &'static str;
}

impl CppEnum for Linkage {
    const DESCRIPTION: &'static str = "LLVM linkage types";
    const DEF_NAME: &'static str = "LinkageAttr";
    const PARAM: &'static str = "linkage";
    const CPP: &'static str = "linkage::Linkage";
}

impl CppEnum for CConv {
    const DESCRIPTION: &'static str = "Calling Conventions";
    const DEF_NAME: &'static str = "CConvAttr";
    const PARAM: &'static str = "CallingConv";
    const CPP: &'static str = "CConv";
}

impl CppEnum for TailCallKind {
    const DESCRIPTION: &'static str = "Tail Call Kind";
    const DEF_NAME: &'static str = "TailCallKindAttr";
    const PARAM: &'static str = "tailCallKind";
    const CPP: &'static str = "TailCallKind";
}

impl CppEnum for FramePointerKind {
    const DESCRIPTION: &'static str = "LLVM FramePointerKind";
    const DEF_NAME: &'static str = "FramePointerKindAttr";
    const PARAM: &'static str = "framePointerKind";
    const CPP: &'static str = "framePointerKind::FramePointerKind";
}

impl CppEnum for UWTableKind {
    const DESCRIPTION: &'static str = "LLVM Unwind Behavior";
    const DEF_NAME: &'static str = "UWTableKindAttr";
    const PARAM: &'static str = "uwtableKind";
    const CPP: &'static str = "uwtable::UWTableKind";
}

/// `<keyword>` of `E`, with upstream's errors (see [`parse_cpp_keyword`]),
/// then the parameter's.
fn parse_cpp_enum<E: CppEnum + strata_ir::Storage>(
    dp: &mut strata_syntax::DefParser<'_, '_>,
) -> strata_syntax::parser::PResult<Box<dyn strata_ir::Storage>> {
    use strata_syntax::lexer::TokenKind;
    dp.expect(TokenKind::Less, "<")?;
    match parse_cpp_keyword(dp, E::SPEC, E::DESCRIPTION).map(E::from_value) {
        Ok(Some(value)) => {
            dp.expect(TokenKind::Greater, ">")?;
            Ok(Box::new(value))
        }
        Ok(None) => Err(dp.error_here(format!("invalid value for {}", E::DESCRIPTION))),
        Err(reason) => Err(dp.parameter_error(reason, E::DEF_NAME, E::PARAM, E::CPP)),
    }
}

/// A case of an enum upstream defines in C++ or `LLVMEnums.td` (`spec`),
/// read as its `FieldParser` reads it: a keyword or a string, with its
/// errors `expected keyword for X` or `expected one of [a, b, ...] for X,
/// got: y`, X being the enum's `description`. Upstream's list writes a
/// case that is no bare keyword quoted and then bare (`"non-leaf"non-leaf`).
pub(crate) fn parse_cpp_keyword(
    dp: &mut strata_syntax::DefParser<'_, '_>,
    spec: &EnumSpec,
    description: &str,
) -> Result<i64, strata_ir::Diagnostic> {
    use strata_syntax::lexer::TokenKind;
    let at = dp.p.tok.start;
    if !matches!(dp.p.tok.kind, TokenKind::BareIdent | TokenKind::String) {
        return Err(dp.error_here(format!("expected keyword for {description}")));
    }
    let word = dp.parse_keyword_or_string()?;
    match spec.symbolize(&word) {
        Some(value) => Ok(value),
        None => {
            let names: Vec<String> = spec
                .cases
                .iter()
                .map(|c| {
                    let mut text = String::new();
                    strata_syntax::printer::attrs::write_keyword_or_string(&mut text, c.0);
                    if text != c.0 {
                        text.push_str(c.0);
                    }
                    text
                })
                .collect();
            let list = names.join(", ");
            Err(dp.error_at(at, format!("expected one of [{list}] for {description}, got: {word}")))
        }
    }
}

/// The definition of an enum attribute upstream defines in C++, parsed by
/// its hand-written parser.
fn cpp_enum_attr_def<E: CppEnum + strata_ir::Storage>(mnemonic: &'static str) -> DialectDef {
    let mut def = strata_syntax::enum_attr_def::<E>("llvm", mnemonic, E::DEF_NAME, true);
    def.interfaces.insert(DefAssembly { parse: parse_cpp_enum::<E>, print: print_cpp_enum::<E> });
    def
}

/// `<case>`, the case quoted when it is no bare keyword (`<"non-leaf">`).
fn print_cpp_enum<E: CppEnum + strata_ir::Storage>(pr: &mut DefPrinter<'_>, storage: &dyn Any) {
    let Some(text) = storage.downcast_ref::<E>().and_then(|e| E::SPEC.stringify(e.value())) else { return };
    pr.write("<");
    strata_syntax::printer::attrs::write_keyword_or_string(pr.out, &text);
    pr.write(">");
}

/// The definitions of these attributes.
pub fn attr_defs() -> Vec<DialectDef> {
    vec![
        cpp_enum_attr_def::<Linkage>("linkage"),
        cpp_enum_attr_def::<CConv>("cconv"),
        cpp_enum_attr_def::<TailCallKind>("tailcallkind"),
        cpp_enum_attr_def::<FramePointerKind>("framePointerKind"),
        cpp_enum_attr_def::<UWTableKind>("uwtableKind"),
        UndefAttr::def(),
        PoisonAttr::def(),
        ZeroAttr::def(),
    ]
    .into_iter()
    .chain(function::attr_defs())
    .chain(metadata::attr_defs())
    .chain(loop_annotation::attr_defs())
    .chain(block_address::attr_defs())
    .chain(module_flags::attr_defs())
    .collect()
}
