//! `affine.dma_start` and `affine.dma_wait`, the two affine ops upstream
//! defines in C++ (`AffineOps.h`) rather than in its ODS: their `OpInfo`s
//! (which the generated `ops()` lists, through `hand-written-op` entries
//! of `ods/tables.txt`), typed handles and memory effects. Their custom
//! forms are in [`crate::syntax`], verifiers in [`crate::verify`], folds
//! (`memref.cast` operands looked through) in [`crate::fold`].
//!
//! Neither op has properties: its maps (`src_map`, `dst_map`, `tag_map`)
//! are entries of the attribute dictionary, as upstream keeps them, and
//! its operands are one flat list whose groups follow from the maps'
//! input counts:
//!
//! ```text
//! dma_start: src, src indices, dst, dst indices, tag, tag indices, num_elements [, stride, elements_per_stride]
//! dma_wait:  tag, tag indices, num_elements
//! ```
//!
//! Invariant: the accessors hand out the groups only when the maps are
//! there and the operand count fits them (`None` otherwise), so nothing
//! reads past the operands of IR that does not verify.

use strata_ir::affine::AffineMap;
use strata_ir::{
    Arity, Body, Context, Effect, EffectInstance, EffectOn, FoldHook, Location, MemoryEffects, OpId, OpInfo,
    OperationState, TypeConstraint, Value, ValueSpec, VerifyHook,
};
use strata_syntax::CustomAssembly;

use crate::scope::map_attr;

strata_ir::op_class! {
    /// A handle on an `affine.dma_start` op (starts a non-blocking DMA
    /// transfer between memrefs indexed through affine maps).
    AffineDmaStartOp = "affine.dma_start"
}

strata_ir::op_class! {
    /// A handle on an `affine.dma_wait` op (blocks until the DMA transfer
    /// of a tag element completes).
    AffineDmaWaitOp = "affine.dma_wait"
}

/// A memref and the map (with its operands) that index it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct MapAccess {
    pub memref: Value,
    pub map: AffineMap,
    /// The map's operands, dimensions first.
    pub indices: Vec<Value>,
}

/// The operand groups of an `affine.dma_start`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DmaStart {
    pub src: MapAccess,
    pub dst: MapAccess,
    pub tag: MapAccess,
    pub num_elements: Value,
    /// The stride and the number of elements per stride, when strided.
    pub stride: Option<(Value, Value)>,
}

/// The operand groups of an `affine.dma_wait`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct DmaWait {
    pub tag: MapAccess,
    pub num_elements: Value,
}

/// `memref` at `at`, indexed by `map` through the operands after it.
fn access(operands: &[Value], at: usize, map: AffineMap) -> Option<MapAccess> {
    let indices = operands.get(at + 1..at + 1 + map.num_inputs())?.to_vec();
    Some(MapAccess { memref: *operands.get(at)?, map, indices })
}

/// The state of an op without results taking `operands` and the maps
/// `maps` (by attribute name) in its attribute dictionary.
fn state(
    ctx: &Context,
    name: &str,
    loc: Location,
    operands: Vec<Value>,
    maps: &[(&str, &AffineMap)],
) -> OperationState {
    let mut state = OperationState::new(ctx.op_name(name), loc);
    state.operands.extend(operands);
    let entries = maps.iter().map(|&(k, m)| (ctx.ident(k), ctx.affine_map_attr(m.clone()))).collect();
    state.attrs = Some(ctx.dictionary_attr(entries));
    state
}

impl AffineDmaStartOp {
    pub const NAME: &'static str = "affine.dma_start";
    pub const SRC_MAP: &'static str = "src_map";
    pub const DST_MAP: &'static str = "dst_map";
    pub const TAG_MAP: &'static str = "tag_map";

    /// `Some` if `op` is an `affine.dma_start`.
    pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        <Self as strata_ir::OpClass>::cast(ctx, body, op)
    }

    /// The three maps (source, destination, tag), when all are affine maps.
    pub fn maps(self, ctx: &Context, body: &Body) -> Option<[AffineMap; 3]> {
        let map = |name| map_attr(ctx, body, self, name).cloned();
        Some([map(Self::SRC_MAP)?, map(Self::DST_MAP)?, map(Self::TAG_MAP)?])
    }

    /// The operand groups (upstream's accessors), or `None` when a map is
    /// missing or the operand count fits neither form (with or without
    /// the stride pair).
    pub fn parts(self, ctx: &Context, body: &Body) -> Option<DmaStart> {
        let [src_map, dst_map, tag_map] = self.maps(ctx, body)?;
        let operands: Vec<Value> = body.operands(self).collect();
        let dst_at = 1 + src_map.num_inputs();
        let tag_at = dst_at + 1 + dst_map.num_inputs();
        let count = tag_at + 1 + tag_map.num_inputs() + 1;
        let stride = match operands.len() {
            n if n == count => None,
            n if n == count + 2 => Some((operands[count], operands[count + 1])),
            _ => return None,
        };
        Some(DmaStart {
            src: access(&operands, 0, src_map)?,
            dst: access(&operands, dst_at, dst_map)?,
            tag: access(&operands, tag_at, tag_map)?,
            num_elements: operands[count - 1],
            stride,
        })
    }

    /// Creates an `affine.dma_start` at the builder's insertion point.
    pub fn build<'a>(b: &mut impl strata_ir::OpBuilder<'a>, loc: Location, parts: &DmaStart) -> Self {
        let ctx = b.ctx();
        let mut operands = Vec::new();
        for access in [&parts.src, &parts.dst, &parts.tag] {
            operands.push(access.memref);
            operands.extend_from_slice(&access.indices);
        }
        operands.push(parts.num_elements);
        operands.extend(parts.stride.iter().flat_map(|&(s, n)| [s, n]));
        let maps = [(Self::SRC_MAP, &parts.src.map), (Self::DST_MAP, &parts.dst.map), (Self::TAG_MAP, &parts.tag.map)];
        Self(b.create(state(ctx, Self::NAME, loc, operands, &maps)))
    }
}

impl AffineDmaWaitOp {
    pub const NAME: &'static str = "affine.dma_wait";
    pub const TAG_MAP: &'static str = "tag_map";

    /// `Some` if `op` is an `affine.dma_wait`.
    pub fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self> {
        <Self as strata_ir::OpClass>::cast(ctx, body, op)
    }

    /// The tag map, when it is an affine map.
    pub fn tag_map(self, ctx: &Context, body: &Body) -> Option<AffineMap> {
        map_attr(ctx, body, self, Self::TAG_MAP).cloned()
    }

    /// The operand groups, or `None` when the map is missing or there are
    /// too few operands. Operands past the number of elements are ignored,
    /// as upstream's accessors ignore them.
    pub fn parts(self, ctx: &Context, body: &Body) -> Option<DmaWait> {
        let map = self.tag_map(ctx, body)?;
        let operands: Vec<Value> = body.operands(self).collect();
        let num_elements = *operands.get(1 + map.num_inputs())?;
        Some(DmaWait { tag: access(&operands, 0, map)?, num_elements })
    }

    /// Creates an `affine.dma_wait` at the builder's insertion point.
    pub fn build<'a>(b: &mut impl strata_ir::OpBuilder<'a>, loc: Location, parts: &DmaWait) -> Self {
        let ctx = b.ctx();
        let mut operands = vec![parts.tag.memref];
        operands.extend_from_slice(&parts.tag.indices);
        operands.push(parts.num_elements);
        Self(b.create(state(ctx, Self::NAME, loc, operands, &[(Self::TAG_MAP, &parts.tag.map)])))
    }
}

/// A custom form's parser and printer.
type ParseFn = fn(&mut strata_syntax::Parser<'_>, &mut OperationState) -> strata_syntax::parser::PResult<()>;
type PrintFn = fn(&mut strata_syntax::OpPrinter<'_>, OpId);

/// The `OpInfo` of a DMA op: one flat list of operands of any type, no
/// results, and its hooks.
fn dma_op_info(
    name: &str,
    summary: &'static str,
    effects: MemoryEffects,
    hooks: (VerifyHook, FoldHook),
    syntax: (ParseFn, PrintFn),
) -> OpInfo {
    let mut info = OpInfo::new(name);
    info.summary = summary;
    info.effects = effects;
    info.operands = vec![ValueSpec { name: "operands", arity: Arity::Variadic, constraint: TypeConstraint::ANY }];
    (info.verify, info.fold) = (Some(hooks.0), Some(hooks.1));
    let (parse, print) = syntax;
    info.interfaces.insert(CustomAssembly {
        parse,
        print,
        default_dialect: None,
        result_names: None,
        print_name: true,
    });
    info
}

/// The `OpInfo` of `affine.dma_start`.
pub fn dma_start_op() -> OpInfo {
    dma_op_info(
        AffineDmaStartOp::NAME,
        "non-blocking DMA transfer between memrefs indexed by affine maps",
        MemoryEffects::PerOp(dma_start_effects),
        (
            |ctx, body, op| crate::verify::dma_start(ctx, body, AffineDmaStartOp(op)),
            |ctx, body, op, operands| crate::fold::dma_start(ctx, body, AffineDmaStartOp(op), operands),
        ),
        (crate::syntax::parse_dma_start, crate::syntax::print_dma_start),
    )
}

/// The `OpInfo` of `affine.dma_wait`. Its memory effects are unknown:
/// upstream's class writes `getEffects` but does not declare the
/// `MemoryEffectOpInterface` trait, so nothing sees them (and the op,
/// which has no results, is never dead).
pub fn dma_wait_op() -> OpInfo {
    dma_op_info(
        AffineDmaWaitOp::NAME,
        "waits for the DMA transfer of a tag element to complete",
        MemoryEffects::Unknown,
        (
            |ctx, body, op| crate::verify::dma_wait(ctx, body, AffineDmaWaitOp(op)),
            |ctx, body, op, operands| crate::fold::dma_wait(ctx, body, AffineDmaWaitOp(op), operands),
        ),
        (crate::syntax::parse_dma_wait, crate::syntax::print_dma_wait),
    )
}

/// Upstream's `AffineDmaStartOp::getEffects`: reads the source, writes the
/// destination, reads the tag (unknown while the operands do not fit the
/// maps).
fn dma_start_effects(ctx: &Context, body: &Body, op: OpId) -> MemoryEffects {
    let Some([src_map, dst_map, _]) = AffineDmaStartOp(op).maps(ctx, body) else { return MemoryEffects::Unknown };
    let dst = 1 + src_map.num_inputs();
    let tag = dst + 1 + dst_map.num_inputs();
    if tag >= body.num_operands(op) {
        return MemoryEffects::Unknown;
    }
    let on =
        |effect, at: usize| EffectInstance { effect, on: EffectOn::Operand(at as u32), resource: "DefaultResource" };
    MemoryEffects::Known {
        effects: vec![on(Effect::Read, 0), on(Effect::Write, dst), on(Effect::Read, tag)],
        recursive: false,
    }
}
