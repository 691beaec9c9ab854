//! `ensure-debug-info-scope-on-llvm-func` (upstream's
//! `DIScopeForLLVMFuncOpPass`): gives every `llvm.func` of a module a
//! `#llvm.di_subprogram` (its location becomes
//! `loc(fused<#di_subprogram>[old])`), so translation emits line tables,
//! and scopes the ops of a function that come from another file with a
//! `#llvm.di_lexical_block_file` of that file.
//!
//! - The compile unit is the one a `fused<#llvm.di_compile_unit>` in the
//!   module's location names, else a new one (`DW_LANG_C`, producer
//!   `MLIR`, optimized, the pass's `emission-kind`) for the module's file.
//! - A function that already has a subprogram keeps it; another gets one
//!   for the first `file:line:col` of its location (line 1 of the compile
//!   unit's file without one), with a distinct id, the compile unit and
//!   `Definition|Optimized` when it has a body, `Optimized` alone for a
//!   declaration.
//! - An op location naming another file than the function's location is
//!   wrapped, as upstream does on every run; a call site keeps its caller
//!   and has its callee wrapped, nested call sites in blocks of their
//!   callers' files.
//!
//! Invariant: only `llvm.func`s directly in the module and the ops inside
//! them change; walks are explicit stacks.

use strata_ir::{Attribute, Body, Context, Location, LocationKind, OpId, WalkOrder, WalkResult};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};

use crate::attrs::struct_params::{ParamValue, StructAttr};
use crate::debug_info::enums::DI_EMISSION_KIND;
use crate::debug_info::{
    dwarf, DICompileUnitAttr, DIFileAttr, DILexicalBlockFileAttr, DISubprogramAttr, DISubroutineTypeAttr,
};

pub const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "emission-kind",
    description: "Emission kind to generate debug info.",
    kind: OptionKind::Enum(&["None", "Full", "LineTablesOnly", "DebugDirectivesOnly"]),
    default: "LineTablesOnly",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "ensure-debug-info-scope-on-llvm-func",
        name: "DIScopeForLLVMFuncOpPass",
        description: "Materialize LLVM debug info subprogram attribute on every LLVMFuncOp",
        options: OPTIONS,
        anchor: Some("builtin.module"),
        create: |options, _| Ok(Box::new(DIScopeForLLVMFuncOp::new(options))),
    }
}

/// The pass.
pub struct DIScopeForLLVMFuncOp {
    /// The `DIEmissionKind` of a new compile unit.
    emission_kind: i64,
}

impl DIScopeForLLVMFuncOp {
    pub fn new(options: &PassOptions) -> DIScopeForLLVMFuncOp {
        let emission_kind = DI_EMISSION_KIND.symbolize(options.choice("emission-kind")).unwrap_or(2);
        DIScopeForLLVMFuncOp { emission_kind }
    }
}

/// `DW_SUBPROGRAM` flags of upstream's `DISubprogramFlags`.
const DEFINITION: u64 = 1 << 3;
const OPTIMIZED: u64 = 1 << 4;

impl Pass for DIScopeForLLVMFuncOp {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, module: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let module_loc = body.op_loc(module);
        let compile_unit = match find_metadata::<DICompileUnitAttr>(ctx, module_loc) {
            Some(cu) => cu,
            None => {
                let file = file_attr(ctx, first_file_loc(ctx, module_loc).map(|(f, ..)| f).unwrap_or("<unknown>"));
                let c_language = dwarf::LANGUAGES.iter().find(|(n, _)| *n == "DW_LANG_C").map_or(2, |&(_, v)| v);
                ctx.dialect_attr(DICompileUnitAttr::with(&[
                    ("id", ParamValue::Attr(ctx.distinct_attr(ctx.unit_attr()))),
                    ("sourceLanguage", ParamValue::Int(c_language)),
                    ("file", ParamValue::Attr(file)),
                    ("producer", ParamValue::Attr(ctx.string_attr("MLIR"))),
                    ("isOptimized", ParamValue::Int(1)),
                    ("emissionKind", ParamValue::Int(self.emission_kind as u64)),
                ]))
            }
        };
        let functions: Vec<OpId> = body
            .regions(module)
            .iter()
            .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
            .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
            .filter(|&op| crate::LLVMFuncOp::cast(ctx, body, op).is_some())
            .collect();
        for func in functions {
            let subprogram = ensure_subprogram(ctx, body, func, compile_unit);
            scope_ops_from_other_files(ctx, body, func, subprogram);
        }
        Ok(())
    }
}

/// The subprogram of `func`'s location, made and attached if it has none.
fn ensure_subprogram(ctx: &Context, body: &mut Body, func: OpId, compile_unit: Attribute) -> Attribute {
    let loc = body.op_loc(func);
    if let Some(existing) = find_metadata::<DISubprogramAttr>(ctx, loc) {
        return existing;
    }
    let (file, line) = match first_file_loc(ctx, loc) {
        Some((name, line, _)) => (file_attr(ctx, name), line),
        None => (cu_file(ctx, compile_unit), 1),
    };
    let name =
        crate::LLVMFuncOp::cast(ctx, body, func).and_then(|f| f.sym_name(ctx, body)).unwrap_or(ctx.string_attr(""));
    let is_definition = body.regions(func).first().is_some_and(|&r| !body.region_is_empty(r));
    let normal = dwarf::CALLING_CONVENTIONS.iter().find(|(n, _)| *n == "DW_CC_normal").map_or(1, |&(_, v)| v);
    let subroutine = ctx.dialect_attr(DISubroutineTypeAttr::with(&[("callingConvention", ParamValue::Int(normal))]));
    let (id, unit, flags) = if is_definition {
        (ParamValue::Attr(ctx.distinct_attr(ctx.unit_attr())), ParamValue::Attr(compile_unit), DEFINITION | OPTIMIZED)
    } else {
        (ParamValue::Absent, ParamValue::Absent, OPTIMIZED)
    };
    let subprogram = ctx.dialect_attr(DISubprogramAttr::with(&[
        ("id", id),
        ("compileUnit", unit),
        ("scope", ParamValue::Attr(file)),
        ("name", ParamValue::Attr(name)),
        ("linkageName", ParamValue::Attr(name)),
        ("file", ParamValue::Attr(file)),
        ("line", ParamValue::Int(u64::from(line))),
        ("scopeLine", ParamValue::Int(u64::from(line))),
        ("subprogramFlags", ParamValue::Int(flags)),
        ("type", ParamValue::Attr(subroutine)),
    ]));
    let fused = ctx.intern_location(LocationKind::Fused { locations: vec![loc], metadata: Some(subprogram) });
    body.set_op_loc(func, fused);
    subprogram
}

/// Wraps the location of every op in `func` whose file is not the one of
/// `func`'s own location in `fused<#di_lexical_block_file>` of its own
/// file. Upstream compares the paths as written, and leaves the ops of a
/// function whose location names no file.
fn scope_ops_from_other_files(ctx: &Context, body: &mut Body, func: OpId, subprogram: Attribute) {
    let Some((own_path, ..)) = first_file_loc(ctx, body.op_loc(func)) else { return };
    let mut ops = Vec::new();
    body.walk(func, WalkOrder::PreOrder, |_, op| {
        if op != func {
            ops.push(op);
        }
        WalkResult::Advance
    });
    for op in ops {
        let loc = body.op_loc(op);
        let scoped = scope_location(ctx, loc, own_path, subprogram);
        if scoped != loc {
            body.set_op_loc(op, scoped);
        }
    }
}

/// `loc` scoped to its file when that is not `own_path`. A call site
/// keeps its caller (where the code was inlined into this function) and
/// has its callee scoped by [`scope_callee`].
fn scope_location(ctx: &Context, loc: Location, own_path: &str, subprogram: Attribute) -> Location {
    if let LocationKind::CallSite { callee, caller } = &*ctx.location_kind(loc) {
        let (callee, caller) = (*callee, *caller);
        let scoped = scope_callee(ctx, callee, subprogram);
        return ctx.intern_location(LocationKind::CallSite { callee: scoped, caller });
    }
    match first_file_loc(ctx, loc) {
        Some((path, ..)) if path != own_path => in_block_file(ctx, loc, path, subprogram),
        _ => loc,
    }
}

/// The callee of a call site, scoped whatever its file: a nested call
/// site becomes its callee scoped in a block of the nested caller's file,
/// inside `scope`. A location without a file stays (upstream crashes on
/// it).
fn scope_callee(ctx: &Context, loc: Location, scope: Attribute) -> Location {
    // Nested call sites are unwound with a stack of the callers' blocks.
    let mut blocks = Vec::new();
    let (mut loc, mut scope) = (loc, scope);
    while let LocationKind::CallSite { callee, caller } = &*ctx.location_kind(loc) {
        let Some((path, ..)) = first_file_loc(ctx, *caller) else { break };
        let block = block_file(ctx, scope, path);
        blocks.push(block);
        (loc, scope) = (*callee, block);
    }
    let mut scoped = match first_file_loc(ctx, loc) {
        Some((path, ..)) if !matches!(&*ctx.location_kind(loc), LocationKind::CallSite { .. }) => {
            in_block_file(ctx, loc, path, scope)
        }
        _ => loc,
    };
    for block in blocks.into_iter().rev() {
        scoped = ctx.intern_location(LocationKind::Fused { locations: vec![scoped], metadata: Some(block) });
    }
    scoped
}

/// `loc(fused<#di_lexical_block_file<scope, file of path>>[loc])`.
fn in_block_file(ctx: &Context, loc: Location, path: &str, scope: Attribute) -> Location {
    let block = block_file(ctx, scope, path);
    ctx.intern_location(LocationKind::Fused { locations: vec![loc], metadata: Some(block) })
}

/// `#llvm.di_lexical_block_file<scope = scope, file = path's, discriminator = 0>`.
fn block_file(ctx: &Context, scope: Attribute, path: &str) -> Attribute {
    ctx.dialect_attr(DILexicalBlockFileAttr::with(&[
        ("scope", ParamValue::Attr(scope)),
        ("file", ParamValue::Attr(file_attr(ctx, path))),
        ("discriminator", ParamValue::Int(0)),
    ]))
}

/// The metadata of the first `fused<T>` inside `loc`, if any.
fn find_metadata<T: strata_ir::Storage>(ctx: &Context, loc: Location) -> Option<Attribute> {
    let mut found = None;
    walk_location(ctx, loc, &mut |kind| {
        if let LocationKind::Fused { metadata: Some(m), .. } = kind {
            if ctx.attr_storage::<T>(*m).is_some() {
                found = Some(*m);
                return true;
            }
        }
        false
    });
    found
}

/// The first `"file":line:col` inside `loc`, in upstream's walk order.
fn first_file_loc(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    let mut found = None;
    walk_location(ctx, loc, &mut |kind| {
        if let LocationKind::FileLineCol { file, line, col, .. } = kind {
            found = Some((*file, *line, *col));
            return true;
        }
        false
    });
    found.map(|(file, line, col)| (ctx.ident_str(file), line, col))
}

/// Visits `loc` and the locations inside it in pre-order (a name's child,
/// a call site's caller then callee, a fusion's parts, as upstream's file
/// search goes) until `f` says stop.
fn walk_location(ctx: &Context, loc: Location, f: &mut dyn FnMut(&LocationKind) -> bool) {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        let kind = ctx.location_kind(l);
        if f(&kind) {
            return;
        }
        match &*kind {
            LocationKind::Name { child: Some(c), .. } => stack.push(*c),
            LocationKind::CallSite { callee, caller } => stack.extend([*callee, *caller]),
            LocationKind::Fused { locations, .. } => stack.extend(locations.iter().rev().copied()),
            _ => {}
        }
    }
}

/// `#llvm.di_file` of a path: its file name in its parent directory (LLVM's
/// `sys::path::filename` and `parent_path`).
fn file_attr(ctx: &Context, path: &str) -> Attribute {
    let (dir, name) = split_path(path);
    ctx.dialect_attr(DIFileAttr { name: ctx.string_attr(name), directory: ctx.string_attr(dir) })
}

fn split_path(path: &str) -> (&str, &str) {
    if path == "/" {
        return ("", "/");
    }
    if let Some(dir) = path.strip_suffix('/') {
        return (dir, ".");
    }
    match path.rfind('/') {
        Some(0) => ("/", &path[1..]),
        Some(i) => (&path[..i], &path[i + 1..]),
        None => ("", path),
    }
}

/// The file of a compile unit.
fn cu_file(ctx: &Context, compile_unit: Attribute) -> Attribute {
    ctx.attr_storage::<DICompileUnitAttr>(compile_unit)
        .and_then(|cu| cu.get("file")?.attr())
        .unwrap_or_else(|| file_attr(ctx, "<unknown>"))
}

#[cfg(test)]
mod tests {
    #[test]
    fn paths_split_as_llvm_does() {
        assert_eq!(super::split_path("a.toy"), ("", "a.toy"));
        assert_eq!(super::split_path("/dir/sub/a.toy"), ("/dir/sub", "a.toy"));
        assert_eq!(super::split_path("/a.toy"), ("/", "a.toy"));
        assert_eq!(super::split_path("testing/base.py"), ("testing", "base.py"));
    }
}
