//! Tests of the declarative format engine: ops registered by hand with
//! upstream's ODS formats (`ops.rs`), run end to end through the real
//! parser and printer; expected texts were confirmed with `mlir-opt-22`
//! (block arguments there are function arguments, here arguments of a
//! generic `test.body` op: the op lines are identical).
//!
//! They sit above every layer of the crate, not inside `format/`: their
//! dialect attributes and types (`defs.rs`) are built with [`crate::asm`].

mod compile_errors;
mod defs;
mod ops;
mod robustness;
mod roundtrip;

use strata_ir::verifier::{verify, VerifyConfig};
use strata_ir::{
    Arity, AttrConstraint, AttrSpec, Context, DialectInfo, OpId, OpInfo, OperationState, RegionSpec, SuccessorSpec,
    Traits, TypeConstraint, ValueSpec,
};

use crate::format::{attach_format, CustomDirectives, FormatSpec};
use crate::lexer::TokenKind;
use crate::parser::PResult;
use crate::{parse_source, print_op_tree, CustomAssembly, OpPrinter, ParseConfig, Parser, PrintConfig, SourceFile};

pub(super) const ANY_ATTR: AttrConstraint =
    AttrConstraint { description: "any attribute", check: |_, _| true, storage: |_, _| true };

pub(super) fn value(name: &'static str, arity: Arity) -> ValueSpec {
    ValueSpec { name, arity, constraint: TypeConstraint::ANY }
}

pub(super) fn attr(
    name: &'static str,
    optional: bool,
    default: Option<fn(&Context) -> strata_ir::Attribute>,
) -> AttrSpec {
    AttrSpec { name, constraint: ANY_ATTR, optional, default }
}

/// The parts of an op registration.
pub(super) struct OpDef {
    pub name: &'static str,
    pub operands: Vec<ValueSpec>,
    pub results: Vec<ValueSpec>,
    pub attrs: Vec<AttrSpec>,
    pub regions: Vec<RegionSpec>,
    pub successors: Vec<SuccessorSpec>,
    pub traits: Traits,
}

impl OpDef {
    pub fn new(name: &'static str) -> OpDef {
        OpDef {
            name,
            operands: Vec::new(),
            results: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Traits::NONE,
        }
    }

    /// Registers the op with `format`; `refine` adjusts the derived spec.
    pub fn register(self, ctx: &Context, format: &str, refine: impl FnOnce(FormatSpec) -> FormatSpec) {
        self.register_with(ctx, format, refine, &CustomDirectives::new());
    }

    pub fn register_with(
        self,
        ctx: &Context,
        format: &str,
        refine: impl FnOnce(FormatSpec) -> FormatSpec,
        customs: &CustomDirectives,
    ) {
        let mut info = OpInfo::new(self.name);
        info.operands = self.operands;
        info.results = self.results;
        info.attributes = self.attrs;
        info.regions = self.regions;
        info.successors = self.successors;
        info.traits = self.traits;
        let spec = refine(FormatSpec::from_op_info(&info));
        attach_format(&mut info, spec, format, customs).unwrap_or_else(|e| panic!("{}: {e}", self.name));
        ctx.register_op(info);
    }
}

/// A minimal `builtin.module` (`module { ... }`).
fn register_module(ctx: &Context) {
    ctx.register_dialect(DialectInfo::new("builtin"));
    let mut info = OpInfo::new("builtin.module");
    info.traits = Traits::ISOLATED_FROM_ABOVE
        | Traits::SYMBOL_TABLE
        | Traits::NO_TERMINATOR
        | Traits::SINGLE_BLOCK
        | Traits::GRAPH_REGIONS;
    info.regions = vec![RegionSpec { name: "bodyRegion", variadic: false }];
    info.interfaces.insert(CustomAssembly {
        parse: parse_module,
        print: print_module,
        default_dialect: None,
        result_names: None,
        print_name: true,
    });
    ctx.register_op(info);
}

fn parse_module(p: &mut Parser<'_>, state: &mut OperationState) -> PResult<()> {
    if !p.is(TokenKind::LBrace) {
        return Err(p.wrong_token_error("expected '{'"));
    }
    let region = p.parse_region(Vec::new(), true)?;
    if p.body.region_is_empty(region) {
        let block = p.body.create_block();
        p.body.append_block(region, block);
    }
    state.regions.push(region);
    Ok(())
}

fn print_module(p: &mut OpPrinter<'_>, op: OpId) {
    p.out.push(' ');
    let region = p.body.regions(op)[0];
    p.print_region(region, false, false, false);
}

/// A context with the module and every test op registered.
pub(super) fn context() -> Context {
    let ctx = Context::new();
    crate::install(&ctx);
    register_module(&ctx);
    for d in ["arith", "memref", "cf", "scf", "func", "vector", "tensor", "gpu", "test"] {
        ctx.register_dialect(DialectInfo::new(d));
    }
    defs::register(&ctx);
    ops::register_all(&ctx);
    ctx
}

/// Parses (unregistered ops allowed), verifies and prints `text`.
pub(super) fn print(ctx: &Context, text: &str, generic: bool) -> Result<String, String> {
    let src = SourceFile::new("t.mlir", text.as_bytes().to_vec());
    let config = ParseConfig { allow_unregistered: true, implicit_module: true, ..ParseConfig::default() };
    let m = parse_source(ctx, &src, config).map_err(|d| crate::render_diagnostic(ctx, &[&src], &d))?;
    let vc = VerifyConfig { allow_unregistered: true, disable_threading: true };
    verify(ctx, &m.body, m.root, &vc).map_err(|d| crate::render_diagnostic(ctx, &[&src], &d))?;
    Ok(print_op_tree(ctx, &m.body, m.root, &PrintConfig { generic, ..PrintConfig::default() }))
}

/// Prints `text`, checks the output is `expected` and that it reparses to
/// itself (custom and generic forms).
pub(super) fn roundtrip(ctx: &Context, text: &str, expected: &str) {
    let out = print(ctx, text, false).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(out, expected, "custom form");
    let again = print(ctx, &out, false).unwrap_or_else(|e| panic!("reparse: {e}"));
    assert_eq!(again, out, "reparsed custom form");
    let generic = print(ctx, text, true).unwrap_or_else(|e| panic!("{e}"));
    let from_generic = print(ctx, &generic, false).unwrap_or_else(|e| panic!("generic reparse: {e}\n{generic}"));
    assert_eq!(from_generic, out, "custom form from the generic form");
}

/// The error text (first line) of parsing `text`.
pub(super) fn error(ctx: &Context, text: &str) -> String {
    match print(ctx, text, false) {
        Ok(out) => panic!("expected an error, got\n{out}"),
        Err(e) => e.lines().next().unwrap_or("").to_string(),
    }
}
