//! The printer: generic op form, the custom forms ops register through
//! [`crate::CustomAssembly`], SSA names, aliases and locations, byte-for-byte as
//! `mlir-opt-22` prints them.
//!
//! The printer sits below the parser and imports neither it nor anything
//! above it (the format engine, `crate::asm`); it calls hooks through
//! `hooks.rs`.
//!
//! Printing runs twice: once in collecting mode (output discarded) to learn
//! which aliases are used, then for real. Nested regions are printed with
//! an explicit stack of pending closers, never recursion, so depth is
//! bounded by memory only.

pub mod aliases;
pub mod attrs;
mod hooks;
mod names;
mod parallel;
pub mod types;

use std::fmt::Write as _;

use strata_ir::{
    Attribute, BlockId, Body, Context, FxHashMap, FxHashSet, Ident, Location, OpId, RegionId, SmallVec, Type, TypeKind,
    Value,
};

use aliases::{AliasCollector, AliasKey, AliasState};
use attrs::AliasLookup;
use hooks::CustomForms;
pub(crate) use hooks::{write_full, write_stripped, DefKind, FindHooks, OpPrintForm, Registered};
pub use hooks::{DefPrinter, ResultNamesHook};
pub use names::{push_i64, push_u64, NameState};

/// Printing flags (upstream's `OpPrintingFlags`).
#[derive(Clone, Debug, Default)]
pub struct PrintConfig {
    /// `--mlir-print-op-generic`
    pub generic: bool,
    /// `--mlir-print-debuginfo`
    pub debug_info: bool,
    /// `--mlir-print-local-scope`: no aliases, everything inline.
    pub local_scope: bool,
    /// `--mlir-disable-threading`: print top-level siblings on one thread.
    pub disable_threading: bool,
}

/// Prints `root` (normally a module) and its alias definitions.
pub fn print_op_tree(ctx: &Context, body: &Body, root: OpId, config: &PrintConfig) -> String {
    let mut out = Vec::new();
    // Writing into a Vec cannot fail.
    let _ = print_op_tree_to(ctx, body, root, config, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// Like [`print_op_tree`], streaming the text to `sink` in large pieces.
pub fn print_op_tree_to(
    ctx: &Context,
    body: &Body,
    root: OpId,
    config: &PrintConfig,
    sink: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut scan = aliases::AliasScan::default();
    let collect_aliases = !config.local_scope
        && aliases::aliases_possible(ctx, config.debug_info)
        && (config.debug_info || aliases::module_may_alias(ctx, body, root, &mut scan));
    // Under a local scope nothing is aliased, but distinct attributes are
    // still numbered in print order.
    let number_distincts = config.local_scope && ctx.any_attr(|a| matches!(a, strata_ir::AttrKind::Distinct { .. }));
    let aliases = if !collect_aliases && !number_distincts {
        AliasState::default()
    } else {
        let mut collector = AliasCollector::default();
        let no_aliases = AliasState::default();
        // Which attributes and types print, and in what order, does not
        // depend on value names: the collecting pass prints with none, so
        // it neither names the module nor holds its names.
        let unnamed = NameState::unnamed();
        let mut p = OpPrinter::new(ctx, body, config, &unnamed, &no_aliases);
        p.collector = Some(&mut collector);
        p.alias_scan = scan;
        p.print_top(root);
        if collect_aliases {
            collector.finish(ctx)
        } else {
            collector.finish_without_aliases()
        }
    };
    // Names of the top-level ops' regions are made batch by batch when
    // those print in batches.
    let names = if !config.generic && parallel::top_level_batched(body, root) {
        NameState::new_shallow(ctx, body, root)
    } else {
        NameState::new(ctx, body, root, config.generic)
    };
    let mut p = OpPrinter::new(ctx, body, config, &names, &aliases);
    p.sink = Some(sink);
    p.print_alias_defs(false);
    p.print_top(root);
    p.out.push('\n');
    // Upstream's top-level printer (skipped under local scope) adds the
    // deferred aliases, the resource blobs and one more newline.
    if !config.local_scope {
        p.print_alias_defs(true);
        p.print_resources();
        p.out.push('\n');
    }
    if let Some(e) = p.sink_error.take() {
        return Err(e);
    }
    let rest = std::mem::take(&mut p.out);
    match p.sink.take() {
        Some(sink) => sink.write_all(rest.as_bytes()),
        None => Ok(()),
    }
}

/// Prints one op as upstream prints an op into a diagnostic: generic form,
/// value names local to the nearest isolated op, locations only when
/// [`Context::diagnostic_debug_info`] is set.
pub fn print_op_generic_inline(ctx: &Context, body: &Body, op: OpId) -> String {
    let config = PrintConfig {
        generic: true,
        debug_info: ctx.diagnostic_debug_info(),
        local_scope: false,
        disable_threading: true,
    };
    // Upstream prints with a local scope: values are numbered from the
    // nearest IsolatedFromAbove op (the op itself or an ancestor), and no
    // aliases are defined.
    let isolated =
        |o: OpId| ctx.op_info(body.op_name(o)).is_some_and(|i| i.has_trait(strata_ir::Traits::ISOLATED_FROM_ABOVE));
    let mut root = op;
    while !isolated(root) {
        let Some(parent) = body.parent_op(root) else { break };
        root = parent;
    }
    let names = NameState::new(ctx, body, root, true);
    // Distinct attributes are numbered in this text's print order.
    let aliases = if ctx.any_attr(|a| matches!(a, strata_ir::AttrKind::Distinct { .. })) {
        let mut collector = AliasCollector::default();
        let no_aliases = AliasState::default();
        let mut p = OpPrinter::new(ctx, body, &config, &names, &no_aliases);
        p.collector = Some(&mut collector);
        p.print_top(op);
        collector.finish_without_aliases()
    } else {
        AliasState::default()
    };
    let mut p = OpPrinter::new(ctx, body, &config, &names, &aliases);
    p.print_top(op);
    p.out
}

/// `name` without its `dialect.` prefix, if it has that prefix. A byte
/// loop, not `strip_prefix`: asked once per printed op with a short prefix
/// that mostly differs in its first byte, where a `memcmp` call cost more
/// than the rest of printing the op's name.
fn strip_dialect<'n>(name: &'n str, dialect: &str) -> Option<&'n str> {
    let (n, d) = (name.as_bytes(), dialect.as_bytes());
    let same = n.len() > d.len() && n[d.len()] == b'.' && n.iter().zip(d).all(|(a, b)| a == b);
    same.then(|| &name[d.len() + 1..])
}

/// Printed text of types, attributes and op names (valid for one print:
/// aliases are fixed for its whole duration).
struct PrintCaches {
    type_text: Vec<Option<Box<str>>>,
    custom_forms: CustomForms,
    attr_text: FxHashMap<Attribute, Box<str>>,
    op_name_text: FxHashMap<strata_ir::OpName, Box<str>>,
    attr_dict_empty: crate::format::AttrDictMemo,
}

/// The printer state handed to custom printers.
pub struct OpPrinter<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub config: &'a PrintConfig,
    pub out: String,
    names: &'a NameState<'a>,
    aliases: &'a AliasState,
    collector: Option<&'a mut AliasCollector>,
    /// Printed text of each type and attribute seen so far (aliases are
    /// fixed for the whole print, so the text of a handle never changes).
    /// Types by [`Type::index`]: a file uses few, printed very often.
    type_text: Vec<Option<Box<str>>>,
    attr_text: FxHashMap<Attribute, Box<str>>,
    /// The custom form of each op name met.
    custom_forms: CustomForms,
    /// What the custom printer of each op name met keeps on its `OpInfo`.
    pub(crate) hook_data: crate::op_table::HookData<'a>,
    /// In collecting mode: handles already visited for aliases.
    seen_types: FxHashSet<Type>,
    seen_attrs: FxHashSet<Attribute>,
    /// In collecting mode: which handles may print an alias at all.
    alias_scan: aliases::AliasScan,
    /// Threads for printing top-level siblings (1 = sequential).
    threads: usize,
    /// Quoted op names as printed.
    op_name_text: FxHashMap<strata_ir::OpName, Box<str>>,
    /// Op names and properties for which a declarative format's
    /// `attr-dict` prints nothing (no discardable attribute).
    pub(crate) attr_dict_empty: crate::format::AttrDictMemo,
    /// Where full chunks of output go (streaming); `None` keeps all in `out`.
    sink: Option<&'a mut dyn std::io::Write>,
    sink_error: Option<std::io::Error>,
    indent: usize,
    /// Dialect whose prefix may be elided for op names (innermost last).
    default_dialects: Vec<&'static str>,
}

impl<'a> OpPrinter<'a> {
    fn new(
        ctx: &'a Context,
        body: &'a Body,
        config: &'a PrintConfig,
        names: &'a NameState<'a>,
        aliases: &'a AliasState,
    ) -> OpPrinter<'a> {
        OpPrinter {
            ctx,
            body,
            config,
            out: String::new(),
            names,
            aliases,
            collector: None,
            type_text: Vec::new(),
            custom_forms: Default::default(),
            hook_data: Default::default(),
            attr_text: FxHashMap::default(),
            seen_types: FxHashSet::default(),
            seen_attrs: FxHashSet::default(),
            alias_scan: Default::default(),
            op_name_text: FxHashMap::default(),
            attr_dict_empty: Default::default(),
            threads: if config.disable_threading { 1 } else { strata_ir::worker_threads() },
            sink: None,
            sink_error: None,
            indent: 0,
            default_dialects: vec!["builtin"],
        }
    }

    /// The text caches, to carry over to the printer of the next batch.
    fn take_caches(&mut self) -> PrintCaches {
        PrintCaches {
            type_text: std::mem::take(&mut self.type_text),
            custom_forms: std::mem::take(&mut self.custom_forms),
            attr_text: std::mem::take(&mut self.attr_text),
            op_name_text: std::mem::take(&mut self.op_name_text),
            attr_dict_empty: std::mem::take(&mut self.attr_dict_empty),
        }
    }

    fn restore_caches(&mut self, c: PrintCaches) {
        self.type_text = c.type_text;
        self.custom_forms = c.custom_forms;
        self.attr_text = c.attr_text;
        self.op_name_text = c.op_name_text;
        self.attr_dict_empty = c.attr_dict_empty;
    }

    /// The file metadata block with the resource blobs the printed IR
    /// refers to, in first-use order (upstream's
    /// `printResourceFileMetadata`); nothing when there are none.
    fn print_resources(&mut self) {
        // One lookup table: a model's weights can be thousands of blobs.
        let blobs: strata_ir::FxHashMap<&[u8], &[u8]> = self.body.resources.iter().map(|(k, b)| (&**k, &**b)).collect();
        let used: Vec<(&[u8], &[u8])> =
            self.aliases.resources.iter().filter_map(|k| blobs.get(&**k).map(|&b| (&**k, b))).collect();
        if used.is_empty() {
            return;
        }
        self.out.push_str("\n{-#\n  dialect_resources: {\n    builtin: {\n");
        for (i, (key, blob)) in used.iter().enumerate() {
            self.out.push_str("      ");
            attrs::write_resource_key(&mut self.out, key);
            self.out.push_str(": \"0x");
            for b in blob.iter() {
                let _ = write!(self.out, "{b:02X}");
            }
            self.out.push('"');
            if i + 1 < used.len() {
                self.out.push(',');
            }
            self.out.push('\n');
        }
        self.out.push_str("    }\n  }\n#-}\n");
    }

    fn print_alias_defs(&mut self, deferred: bool) {
        for (key, alias, is_deferred) in &self.aliases.ordered {
            if *is_deferred != deferred {
                continue;
            }
            self.out.push_str(alias);
            self.out.push_str(" = ");
            match *key {
                AliasKey::Attr(a) => {
                    let except = ExceptTop { inner: self.aliases, key: *key };
                    attrs::write_attr(self.ctx, &mut self.out, a, &except)
                }
                AliasKey::Type(t) => {
                    let except = ExceptTop { inner: self.aliases, key: *key };
                    types::write_type(self.ctx, &mut self.out, t, &except)
                }
                AliasKey::Loc(l) => self.print_location_inline(l),
            }
            self.out.push('\n');
        }
    }

    // ---- values, types, attributes ----

    pub fn value_name(&self, v: Value) -> String {
        self.names.value_name(self.body, v)
    }

    pub fn print_operand(&mut self, v: Value) {
        if self.collector.is_some() {
            return;
        }
        self.names.write_value_name(&mut self.out, self.body, v);
    }

    pub fn print_operands(&mut self, values: impl IntoIterator<Item = Value>) {
        for (i, v) in values.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }

    pub fn print_type(&mut self, ty: Type) {
        if let Some(c) = self.collector.as_deref_mut() {
            // Collecting: only the first sighting of a handle matters.
            if self.seen_types.insert(ty) {
                c.visit_type(self.ctx, ty);
            }
            return;
        }
        if let Some(Some(text)) = self.type_text.get(ty.index()) {
            self.out.push_str(text);
            return;
        }
        let mut text = String::new();
        types::write_type(self.ctx, &mut text, ty, self.aliases);
        self.out.push_str(&text);
        if self.type_text.len() <= ty.index() {
            self.type_text.resize(ty.index() + 1, None);
        }
        self.type_text[ty.index()] = Some(text.into_boxed_str());
    }

    pub fn print_types(&mut self, tys: impl IntoIterator<Item = Type>) {
        for (i, t) in tys.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_type(t);
        }
    }

    /// ` -> t` or ` -> (t1, t2)` when there are results (upstream's
    /// `printOptionalArrowTypeList`): parentheses around several types or
    /// a function type.
    pub fn print_optional_arrow_type_list(&mut self, types: &[Type]) {
        let Some(&first) = types.first() else { return };
        self.out.push_str(" -> ");
        let parens = types.len() > 1 || matches!(self.ctx.type_kind(first), strata_ir::TypeKind::Function { .. });
        if parens {
            self.out.push('(');
        }
        self.print_types(types.iter().copied());
        if parens {
            self.out.push(')');
        }
    }

    pub fn print_attr(&mut self, attr: Attribute) {
        if let Some(c) = self.collector.as_deref_mut() {
            if self.seen_attrs.insert(attr) {
                c.visit_attr(self.ctx, attr);
            }
            return;
        }
        if let Some(text) = self.attr_text.get(&attr) {
            self.out.push_str(text);
            return;
        }
        let mut text = String::new();
        attrs::write_attr(self.ctx, &mut text, attr, self.aliases);
        self.out.push_str(&text);
        self.attr_text.insert(attr, text.into_boxed_str());
    }

    /// An attribute without its `: type` suffix (upstream's
    /// `printAttributeWithoutType`), e.g. a `dense<...>` whose type the op
    /// already states.
    pub fn print_attr_without_type(&mut self, attr: Attribute) {
        if let Some(c) = self.collector.as_deref_mut() {
            if self.seen_attrs.insert(attr) {
                c.visit_attr(self.ctx, attr);
            }
            return;
        }
        attrs::write_attr_without_type(self.ctx, &mut self.out, attr, self.aliases);
    }

    /// A dialect attribute without `#dialect.mnemonic` (upstream's
    /// `printStrippedAttrOrType`): `<nsw>` of `#arith.overflow<nsw>`.
    /// Anything else prints in full.
    pub fn print_attr_stripped(&mut self, attr: Attribute) {
        // An aliased attribute prints its alias (upstream's
        // `printStrippedAttrOrType`).
        let aliased = self.collector.is_none() && self.aliases.attr_alias(attr).is_some();
        match self.ctx.attr_kind(attr) {
            strata_ir::AttrKind::Dialect(value) if self.collector.is_none() && !aliased => {
                write_stripped(self.ctx, &mut self.out, DefKind::Attr, value, self.aliases);
            }
            _ => self.print_attr(attr),
        }
    }

    /// A dialect type without `!dialect.mnemonic`; anything else in full.
    pub fn print_type_stripped(&mut self, ty: Type) {
        match self.ctx.type_kind(ty) {
            TypeKind::Dialect(value) if self.collector.is_none() => {
                write_stripped(self.ctx, &mut self.out, DefKind::Type, value, self.aliases);
            }
            _ => self.print_type(ty),
        }
    }

    /// `(a, b) -> c`, with parentheses around results unless there is one
    /// non-function result.
    pub fn print_function_type(&mut self, inputs: &[Type], results: &[Type]) {
        self.out.push('(');
        self.print_types(inputs.iter().copied());
        self.out.push_str(") -> ");
        let wrap = results.len() != 1 || matches!(self.ctx.type_kind(results[0]), TypeKind::Function { .. });
        if wrap {
            self.out.push('(');
        }
        self.print_types(results.iter().copied());
        if wrap {
            self.out.push(')');
        }
    }

    /// ` %a, %b {attrs} : type`: operands, discardable attributes and the
    /// result type, as ops print whose operand types follow from their
    /// result type (`$elements attr-dict : type($result)`).
    pub fn print_operands_attrs_result_type(&mut self, op: OpId) {
        let body = self.body;
        if body.num_operands(op) > 0 {
            self.out.push(' ');
            self.print_operands(body.operands(op));
        }
        self.print_optional_attr_dict(body.attrs(op), &[]);
        self.out.push_str(" : ");
        if let Some(&r) = body.results(op).first() {
            self.print_type(body.value_type(r));
        }
    }

    /// ` {a = 1 : i64, b}` for the entries not in `elided` (nothing if none remain).
    pub fn print_optional_attr_dict(&mut self, dict: Attribute, elided: &[&str]) {
        let entries = self.dict_entries_except(dict, elided);
        self.print_attr_dict_entries(&entries, false);
    }

    /// The entries of `dict` whose names are not in `elided`.
    fn dict_entries_except(&self, dict: Attribute, elided: &[&str]) -> SmallVec<[(Ident, Attribute); 4]> {
        self.ctx.dict_entries(dict).iter().filter(|(k, _)| !elided.contains(&self.ctx.ident_str(*k))).copied().collect()
    }

    /// Prints already selected entries (in name order) as ` {...}`, or
    /// ` attributes {...}` with `with_keyword`; nothing when empty.
    pub fn print_attr_dict_entries(&mut self, entries: &[(Ident, Attribute)], with_keyword: bool) {
        if entries.is_empty() {
            return;
        }
        if let Some(c) = self.collector.as_deref_mut() {
            for (_, v) in entries {
                if self.seen_attrs.insert(*v) {
                    c.visit_attr(self.ctx, *v);
                }
            }
            return;
        }
        self.out.push_str(if with_keyword { " attributes {" } else { " {" });
        attrs::write_dict_entries(self.ctx, &mut self.out, entries, self.aliases);
        self.out.push('}');
    }

    /// Prints the entries of `dicts` not in `elided` as one dictionary
    /// (` attributes {...}` with `with_keyword`): an op's properties and
    /// its discardable attributes, say, merged as [`Context::dictionary_attr`]
    /// would merge them (sorted, of two entries of one name the later
    /// one), without interning the merged dictionary.
    pub fn print_merged_attr_dicts(&mut self, dicts: &[Attribute], elided: &[&str], with_keyword: bool) {
        let ctx = self.ctx;
        let mut entries: Vec<(Ident, Attribute)> = dicts
            .iter()
            .flat_map(|&d| ctx.dict_entries(d))
            .filter(|(k, _)| !elided.contains(&ctx.ident_str(*k)))
            .copied()
            .collect();
        ctx.sort_dict_entries(&mut entries);
        self.print_attr_dict_entries(&entries, with_keyword);
    }

    /// Like [`Self::print_optional_attr_dict`] with the `attributes` keyword.
    pub fn print_optional_attr_dict_with_keyword(&mut self, dict: Attribute, elided: &[&str]) {
        let entries = self.dict_entries_except(dict, elided);
        self.print_attr_dict_entries(&entries, true);
    }

    /// `d0 + 1, s0` of `map` with `operands` (dimensions, then symbols) in
    /// place of its dimensions and symbols: `%i + 1, symbol(%n)` (upstream's
    /// `printAffineMapOfSSAIds`; the brackets are the caller's).
    pub fn print_affine_map_of_ssa_ids(&mut self, map: &strata_ir::affine::AffineMap, operands: &[Value]) {
        let num_dims = map.num_dims as usize;
        let (dims, symbols) = operands.split_at(num_dims.min(operands.len()));
        for (i, e) in map.results.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_affine_expr_of_ssa_ids(e, dims, symbols);
        }
    }

    /// One affine expression with `dims[i]` for `d<i>` and
    /// `symbol(symbols[i])` for `s<i>` (upstream's
    /// `printAffineExprOfSSAIds`). A position without an operand (IR that
    /// does not verify) prints as upstream prints a null value.
    pub fn print_affine_expr_of_ssa_ids(
        &mut self,
        e: &strata_ir::affine::AffineExpr,
        dims: &[Value],
        symbols: &[Value],
    ) {
        if self.collector.is_some() {
            return;
        }
        let (names, body) = (self.names, self.body);
        let mut leaf = |out: &mut String, leaf: attrs::AffineLeaf| {
            let (value, is_symbol) = match leaf {
                attrs::AffineLeaf::Dim(i) => (dims.get(i as usize), false),
                attrs::AffineLeaf::Symbol(i) => (symbols.get(i as usize), true),
            };
            if is_symbol {
                out.push_str("symbol(");
            }
            match value {
                Some(&v) => names.write_value_name(out, body, v),
                None => out.push_str("<<NULL VALUE>>"),
            }
            if is_symbol {
                out.push(')');
            }
        };
        attrs::write_affine_expr_with_leaves(&mut self.out, e, &mut leaf);
    }

    pub fn print_block_name(&mut self, b: BlockId) {
        match self.names.block_number(b) {
            u32::MAX => self.out.push_str("^INVALIDBLOCK"),
            n => {
                self.out.push_str("^bb");
                names::push_u32(&mut self.out, n);
            }
        }
    }

    /// `^bb` then `(%a, %b : t1, t2)` when there are operands (upstream's
    /// `printSuccessorAndUseList`).
    pub fn print_successor_and_use_list(&mut self, dest: BlockId, operands: &[Value]) {
        self.print_block_name(dest);
        if operands.is_empty() {
            return;
        }
        self.out.push('(');
        self.print_operands(operands.iter().copied());
        self.out.push_str(" : ");
        let body = self.body;
        self.print_types(operands.iter().map(|&v| body.value_type(v)));
        self.out.push(')');
    }

    pub fn newline(&mut self) {
        self.out.push('\n');
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
    }

    // ---- locations ----

    /// ` loc(...)` after an op (with `--mlir-print-debuginfo`).
    fn print_trailing_location(&mut self, loc: Location, allow_alias: bool) {
        if !self.config.debug_info {
            return;
        }
        if let Some(c) = self.collector.as_deref_mut() {
            c.visit_location(self.ctx, loc, allow_alias);
        }
        self.out.push_str(" loc(");
        match self.aliases.loc_alias(loc) {
            Some(a) if allow_alias => {
                let a = a.to_string();
                self.out.push_str(&a);
            }
            _ => self.print_location_body(loc),
        }
        self.out.push(')');
    }

    fn print_location_inline(&mut self, loc: Location) {
        self.out.push_str("loc(");
        self.print_location_body(loc);
        self.out.push(')');
    }

    /// The inside of `loc(...)`, nested locations by alias when they have one.
    fn print_location_body(&mut self, loc: Location) {
        attrs::write_location(self.ctx, &mut self.out, loc, self.aliases);
    }

    // ---- operations and regions ----

    fn print_top(&mut self, root: OpId) {
        self.print_operation(root);
    }

    /// Prints an op (without leading indentation or trailing newline).
    pub fn print_operation(&mut self, op: OpId) {
        // Collecting: an op without regions none of whose handles may alias
        // prints nothing the collector records (see `AliasScan`); ops
        // with regions print, their printers deciding what nested prints.
        if self.collector.is_some()
            && !self.config.debug_info
            && self.body.regions(op).is_empty()
            && !self.alias_scan.op_may_alias(self.ctx, self.body, op)
        {
            return;
        }
        // Upstream's alias initializer visits an op's location before its
        // regions, so location aliases are numbered in pre-order.
        if self.config.debug_info {
            let loc = self.body.op_loc(op);
            if let Some(c) = self.collector.as_deref_mut() {
                c.visit_location(self.ctx, loc, true);
            }
        }
        let n = self.body.num_results(op);
        if n > 0 {
            if self.collector.is_none() {
                self.names.write_result_list(&mut self.out, self.body, op);
            }
            self.out.push_str(" = ");
        }
        self.print_custom_or_generic_op(op);
        let loc = self.body.op_loc(op);
        self.print_trailing_location(loc, true);
    }

    /// Prints an op's custom (else generic) form without its result list or
    /// location: upstream's `printCustomOrGenericOp`, as `vector.mask` prints
    /// the op it masks (`vector.mask %m { vector.transfer_read ... }`).
    pub fn print_custom_or_generic_op(&mut self, op: OpId) {
        let name = self.body.op_name(op);
        let custom = if self.config.generic { None } else { self.custom_forms.of(self.ctx, name) };
        match custom {
            Some(asm) => {
                if asm.print_name {
                    let full = self.ctx.op_name_str(name);
                    let default = self.default_dialects.last().copied().unwrap_or("builtin");
                    // Upstream's `printOpName`: the prefix goes only for a
                    // name with one dot (`index.bool.constant` keeps it).
                    let shown = match strip_dialect(full, default) {
                        Some(short) if !default.is_empty() && !short.contains('.') => short,
                        _ => full,
                    };
                    self.out.push_str(shown);
                }
                // An op without a default dialect gives its regions none.
                self.default_dialects.push(asm.default_dialect.unwrap_or(""));
                (asm.print)(self, op);
                self.default_dialects.pop();
            }
            None => {
                // The generic form gives its regions no default dialect
                // either (`func.call` inside it keeps its prefix).
                self.default_dialects.push("");
                self.print_generic_op(op);
                self.default_dialects.pop();
            }
        }
    }

    /// `"name"(operands)[succs] <{props}> (regions) {attrs} : type`
    pub fn print_generic_op(&mut self, op: OpId) {
        let op_name = self.body.op_name(op);
        if self.collector.is_some() {
            self.collect_generic_op(op);
            return;
        }
        if self.collector.is_none() {
            let ctx = self.ctx;
            let text = self.op_name_text.entry(op_name).or_insert_with(|| {
                let mut t = String::new();
                attrs::write_string_literal(&mut t, ctx.op_name_str(op_name).as_bytes());
                t.into_boxed_str()
            });
            self.out.push_str(text);
        }
        let body = self.body;
        self.out.push('(');
        self.print_operands(body.operands(op));
        self.out.push(')');
        if body.num_successors(op) > 0 {
            self.out.push('[');
            for (i, b) in body.successors(op).enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_block_name(b);
            }
            self.out.push(']');
        }
        let mut props = body.properties(op);
        if let Some(info) = self.ctx.op_info(op_name) {
            props = crate::unit_prop::with_unset_as_false(self.ctx, info, props);
        }
        if let Some(props) = props {
            if !(self.ctx.dict_entries(props).is_empty()
                && matches!(self.ctx.attr_kind(props), strata_ir::AttrKind::Dictionary(_))
                && self.ctx.is_registered(body.op_name(op)))
            {
                self.out.push_str(" <");
                self.print_attr(props);
                self.out.push('>');
            }
        }
        let regions = body.regions(op);
        if !regions.is_empty() {
            self.out.push_str(" (");
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.push_str(", ");
                }
                self.print_region(r, true, true, true);
            }
            self.out.push(')');
        }
        self.print_optional_attr_dict(body.attrs(op), &[]);
        self.out.push_str(" : ");
        // The signature, straight from the values (no temporary vectors).
        self.out.push('(');
        self.print_types(body.operands(op).map(|v| body.value_type(v)));
        self.out.push_str(") -> ");
        let results = body.results(op);
        let wrap =
            results.len() != 1 || matches!(self.ctx.type_kind(body.value_type(results[0])), TypeKind::Function { .. });
        if wrap {
            self.out.push('(');
        }
        self.print_types(results.iter().map(|&v| body.value_type(v)));
        if wrap {
            self.out.push(')');
        }
    }

    /// Collecting mode: visits what the generic form prints in the order
    /// upstream's alias collector does (nested regions, operand and result
    /// types, attributes, then properties), so alias numbers match.
    fn collect_generic_op(&mut self, op: OpId) {
        let body = self.body;
        for &r in body.regions(op) {
            self.print_region(r, true, true, true);
        }
        self.print_types(body.operands(op).map(|v| body.value_type(v)));
        self.print_types(body.results(op).iter().map(|&v| body.value_type(v)));
        self.print_optional_attr_dict(body.attrs(op), &[]);
        if let Some(props) = body.properties(op) {
            self.print_attr(props);
        }
    }

    /// `{` blocks `}` (upstream's `printRegion`).
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.out.push('{');
        self.out.push('\n');
        // Followed by links, not collected: printing a nest visits every
        // region, most of one block.
        let mut next = self.body.entry_block(region);
        let mut first = true;
        while let Some(b) = next {
            next = self.body.next_block(b);
            let header = if first {
                (print_empty_block && self.body.block_is_empty(b))
                    || (print_entry_args && !self.body.block_args(b).is_empty())
            } else {
                true
            };
            first = false;
            self.print_block(b, header, print_terminators);
        }
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.out.push('}');
    }

    fn print_block(&mut self, b: BlockId, header: bool, print_terminator: bool) {
        if header {
            for _ in 0..self.indent {
                self.out.push_str("  ");
            }
            self.print_block_name(b);
            let args: Vec<Value> = self.body.block_args(b).to_vec();
            if !args.is_empty() {
                self.out.push('(');
                for (i, a) in args.into_iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.print_operand(a);
                    self.out.push_str(": ");
                    self.print_type(self.body.value_type(a));
                    if let Some(loc) = self.body.block_arg_loc(a) {
                        self.print_trailing_location(loc, false);
                    }
                }
                self.out.push(')');
            }
            self.out.push(':');
            self.print_predecessors(b);
            self.out.push('\n');
        }
        self.indent += 1;
        let last = self.body.last_op(b);
        let end = last.filter(|&l| !print_terminator && self.is_terminator(l));
        if self.indent == 1 {
            let mut ops: Vec<OpId> = self.body.block_ops(b).collect();
            if end.is_some() {
                ops.pop();
            }
            if self.names.is_shallow() || self.parallel_eligible(&ops) {
                self.print_ops_in_batches(&ops);
            } else {
                for op in ops {
                    self.print_indented_op(op);
                }
            }
        } else {
            let mut next = self.body.first_op(b);
            while let Some(op) = next.filter(|&o| Some(o) != end) {
                next = self.body.next_op(op);
                self.print_indented_op(op);
            }
        }
        self.indent -= 1;
    }

    fn print_indented_op(&mut self, op: OpId) {
        for _ in 0..self.indent {
            self.out.push_str("  ");
        }
        self.print_operation(op);
        self.out.push('\n');
        self.flush_if_large();
    }

    /// Streams accumulated output to the sink once it is large, so peak
    /// memory does not hold the whole printed text.
    fn flush_if_large(&mut self) {
        if self.out.len() < (1 << 20) {
            return;
        }
        if let Some(sink) = self.sink.as_deref_mut() {
            if self.sink_error.is_none() {
                if let Err(e) = sink.write_all(self.out.as_bytes()) {
                    self.sink_error = Some(e);
                }
            }
            self.out.clear();
        } else if self.collector.is_some() {
            self.out.clear();
        }
    }

    fn is_terminator(&self, op: OpId) -> bool {
        self.ctx.op_info(self.body.op_name(op)).map(|i| i.has_trait(strata_ir::Traits::IS_TERMINATOR)).unwrap_or(false)
    }

    fn print_predecessors(&mut self, b: BlockId) {
        let preds = self.body.predecessors(b);
        let is_entry = self.body.block_region(b).and_then(|r| self.body.entry_block(r)) == Some(b);
        if preds.is_empty() {
            if !is_entry {
                self.out.push_str("  // no predecessors");
            }
            return;
        }
        let mut pred_blocks: Vec<BlockId> = preds.iter().filter_map(|u| self.body.op_block(u.op)).collect();
        if pred_blocks.len() == 1 {
            self.out.push_str("  // pred: ");
            self.print_block_name(pred_blocks[0]);
            return;
        }
        pred_blocks.sort_by_key(|&p| self.names.block_number(p));
        self.out.push_str(&format!("  // {} preds: ", pred_blocks.len()));
        for (i, p) in pred_blocks.into_iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.print_block_name(p);
        }
    }

    /// `%arg0: i32 {attrs} loc(...)`: an entry-block argument printed in an
    /// op's signature (upstream's `printRegionArgument`); `attrs` is a
    /// dictionary, printed when not empty.
    pub fn print_region_argument(&mut self, arg: Value, attrs: Option<Attribute>) {
        self.print_operand(arg);
        self.out.push_str(": ");
        self.print_type(self.body.value_type(arg));
        if let Some(a) = attrs {
            self.print_optional_attr_dict(a, &[]);
        }
        if let Some(loc) = self.body.block_arg_loc(arg) {
            self.print_trailing_location(loc, false);
        }
    }

    /// `%arg0 loc(...)`: an entry-block argument without its type (upstream's
    /// `printRegionArgument` with `omitType`, as `affine.for` prints its
    /// induction variable).
    pub fn print_region_argument_without_type(&mut self, arg: Value) {
        self.print_operand(arg);
        if let Some(loc) = self.body.block_arg_loc(arg) {
            self.print_trailing_location(loc, false);
        }
    }

    /// Increases indentation for custom printers that print regions.
    pub fn indent(&self) -> usize {
        self.indent
    }
}

/// Renders types and attributes for diagnostics, as upstream prints one
/// on its own: no aliases, distinct attributes numbered from 0.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let mut s = String::new();
    types::write_type(ctx, &mut s, ty, &attrs::StandaloneText::default());
    s
}

pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let mut s = String::new();
    attrs::write_attr(ctx, &mut s, attr, &attrs::StandaloneText::default());
    s
}

/// Aliases except for one key: an alias definition prints its own body.
struct ExceptTop<'a> {
    inner: &'a AliasState,
    key: AliasKey,
}

impl AliasLookup for ExceptTop<'_> {
    fn attr_alias(&self, a: Attribute) -> Option<&str> {
        if self.key == AliasKey::Attr(a) {
            return None;
        }
        self.inner.attr_alias(a)
    }
    fn type_alias(&self, t: Type) -> Option<&str> {
        if self.key == AliasKey::Type(t) {
            return None;
        }
        self.inner.type_alias(t)
    }
    fn distinct_id(&self, a: Attribute) -> Option<u64> {
        self.inner.distinct_id(a)
    }
    fn location_alias(&self, l: Location) -> Option<&str> {
        if self.key == AliasKey::Loc(l) {
            return None;
        }
        self.inner.location_alias(l)
    }
}
