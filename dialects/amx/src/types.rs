//! `!amx.tile<RxCxT>`: a 2-D tile of `R` rows of `C` elements of type `T`
//! (upstream's `TileType`, whose parser and printer are C++).
//!
//! Invariant: a registered tile's shape is static and its element one of
//! `f32`, `f16`, `bf16`, `i32`, `i8` (checked on parsing, as upstream's
//! parameter constraint); the rank and sizes are the ops' verifiers' to
//! check, as upstream's.

use std::any::Any;

use strata_ir::{Context, DialectDef, SubElement, Type};
use strata_syntax::lexer::TokenKind;
use strata_syntax::parser::PResult;
use strata_syntax::{DefAssembly, DefParser, DefPrinter};

/// `!amx.tile<shape x element>`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct TileType {
    pub shape: Vec<i64>,
    pub element: Type,
}

impl TileType {
    /// The `!amx.tile` type of `shape` and `element`.
    pub fn get(ctx: &Context, shape: Vec<i64>, element: Type) -> Type {
        ctx.dialect_type(TileType { shape, element })
    }

    /// The tile `ty` is, if it is one.
    pub fn of(ctx: &Context, ty: Type) -> Option<&TileType> {
        ctx.type_storage::<TileType>(ty)
    }

    /// Rows, then the elements of a row (0 where a dimension is missing,
    /// for a tile the verifier refuses).
    pub fn rows_and_columns(&self) -> (i64, i64) {
        (self.shape.first().copied().unwrap_or(0), self.shape.get(1).copied().unwrap_or(0))
    }
}

/// `AMXTileOf<types>`: a tile whose element satisfies `elem`.
pub fn is_tile_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    TileType::of(ctx, t).is_some_and(|tile| elem(ctx, tile.element))
}

/// `AMX_TileTypeElementType`: the element types a tile may hold.
pub fn is_valid_element(ctx: &Context, t: Type) -> bool {
    use strata_ir::constraints as c;
    c::is_f32(ctx, t) || c::is_f16(ctx, t) || c::is_bf16(ctx, t) || c::is_i32(ctx, t) || c::is_i8(ctx, t)
}

/// The definition of `!amx.tile`, for `Context::register_type_def`.
pub fn tile_type_def() -> DialectDef {
    let mut def = DialectDef::new::<TileType>("amx", "tile");
    def.summary = "AMX_TileType";
    def.verify = Some(|ctx, any| match any.downcast_ref::<TileType>() {
        Some(t) if !is_valid_element(ctx, t.element) => Err(INVALID_ELEMENT.into()),
        _ => Ok(()),
    });
    def.sub_elements = Some(|any, f| {
        if let Some(t) = any.downcast_ref::<TileType>() {
            f(SubElement::Type(t.element));
        }
    });
    def.interfaces.insert(DefAssembly { parse: parse_tile, print: print_tile });
    def
}

/// Upstream's message for an element type a tile cannot hold.
const INVALID_ELEMENT: &str = "failed to verify 'elementType': 32-bit float or 16-bit float or bfloat16 type or \
                               32-bit signless integer or 8-bit signless integer";

/// `<16x32xbf16>`.
fn parse_tile(dp: &mut DefParser<'_, '_>) -> PResult<Box<dyn strata_ir::Storage>> {
    // Upstream reports an invalid element at the mnemonic, which the body
    // follows without a gap.
    let mnemonic = dp.p.tok.start.saturating_sub("tile".len());
    dp.expect(TokenKind::Less, "<")?;
    let shape = dp.parse_static_dimension_list()?;
    let element = dp.p.parse_type()?;
    dp.expect(TokenKind::Greater, ">")?;
    if !is_valid_element(dp.ctx(), element) {
        return Err(dp.error_at(mnemonic, INVALID_ELEMENT));
    }
    Ok(Box::new(TileType { shape, element }))
}

fn print_tile(pr: &mut DefPrinter<'_>, v: &dyn Any) {
    if let Some(t) = v.downcast_ref::<TileType>() {
        pr.write("<");
        for d in &t.shape {
            pr.write(&format!("{d}x"));
        }
        pr.print_type(t.element);
        pr.write(">");
    }
}
