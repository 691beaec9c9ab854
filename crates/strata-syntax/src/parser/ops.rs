//! Operations, regions, blocks and SSA name scopes.
//!
//! Name resolution follows upstream's `OperationParser`: SSA names live in
//! "isolated" scopes (the top level, and regions of IsolatedFromAbove ops
//! parsed in custom form); nested regions of other ops push a sub-scope
//! whose definitions disappear when the region ends but which sees the
//! enclosing names. A use before its definition creates a typed
//! placeholder value, replaced when the definition appears; placeholders
//! left at the end are "use of undeclared SSA value name" errors. Block
//! names are scoped per region the same way.

use strata_ir::segments::{segment_size_values, SEGMENT_SIZE_PROPERTIES};
use strata_ir::{BlockId, FxHashMap, Location, OpId, OperationState, RegionId, Type, TypeKind, Value};

use super::hooks::CustomAssembly;
use super::{PResult, Parser};
use crate::lexer::TokenKind;

/// `%name#number` as written, before its type is known.
#[derive(Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The name without `%`, borrowed from the source.
    pub name: &'a [u8],
    pub number: u32,
    /// Byte offset of the `%` token.
    pub pos: usize,
}

#[derive(Clone, Copy)]
struct ValueEntry {
    value: Value,
    /// Where it was defined, or first used if it is still a placeholder.
    pos: usize,
}

/// The values bound to one name: almost always just `#0`, kept inline.
#[derive(Clone)]
enum Entries {
    One(ValueEntry),
    Many(Vec<Option<ValueEntry>>),
}

impl Entries {
    fn get(&self, n: usize) -> Option<ValueEntry> {
        match self {
            Entries::One(e) if n == 0 => Some(*e),
            Entries::One(_) => None,
            Entries::Many(v) => v.get(n).copied().flatten(),
        }
    }

    fn set(&mut self, n: usize, e: ValueEntry) {
        if let (Entries::One(slot), 0) = (&mut *self, n) {
            *slot = e;
            return;
        }
        if let Entries::One(first) = *self {
            *self = Entries::Many(vec![Some(first)]);
        }
        if let Entries::Many(v) = self {
            if v.len() <= n {
                v.resize(n + 1, None);
            }
            v[n] = Some(e);
        }
    }

    fn new(n: usize, e: ValueEntry) -> Entries {
        if n == 0 {
            return Entries::One(e);
        }
        let mut v = vec![None; n + 1];
        v[n] = Some(e);
        Entries::Many(v)
    }
}

#[derive(Default)]
pub(crate) struct IsolatedScope<'a> {
    values: super::names::NameMap<'a, Entries>,
    /// Names defined by each nested region scope, to forget on exit.
    defs_per_scope: Vec<Vec<&'a [u8]>>,
}

struct BlockEntry {
    block: BlockId,
    defined: bool,
    first_ref: usize,
}

/// The largest name map kept for reuse.
const MAX_SPARE_NAMES: usize = 1 << 14;

#[derive(Default)]
pub(crate) struct SsaState<'a> {
    isolated: Vec<IsolatedScope<'a>>,
    blocks: Vec<FxHashMap<&'a [u8], BlockEntry>>,
    /// Placeholders still waiting for a definition, with first-use offset.
    forward_values: FxHashMap<Value, usize>,
    /// Default dialects for unprefixed custom op names, innermost last.
    pub(crate) default_dialects: Vec<&'static str>,
    /// An emptied isolated scope kept for the next one, so a file of many
    /// functions does not grow a name map from nothing for each.
    pub(crate) spare: Option<IsolatedScope<'a>>,
    /// Emptied lists of a region scope's names, kept for the next region:
    /// every `scf.for` body would otherwise grow one from nothing.
    spare_defs: Vec<Vec<&'a [u8]>>,
}

/// A block argument as written: `%name: type loc(...)`.
pub struct ArgDef<'a> {
    pub operand: UnresolvedOperand<'a>,
    pub ty: Type,
    pub loc: Option<Location>,
}

/// Deferred `loc(#alias)` whose alias is defined later in the file.
pub(crate) enum LocTarget {
    Op(OpId),
    Arg(Value),
}

/// Whether an SSA use may name one result of a multi-result op (`%x#1`).
#[derive(Copy, Clone, PartialEq, Eq)]
enum ResultNumber {
    Allowed,
    Rejected,
}

impl<'a> Parser<'a> {
    // ---- scopes ----

    pub(crate) fn push_scope(&mut self, isolated: bool) {
        if isolated || self.ssa.isolated.is_empty() {
            let scope = self.ssa.spare.take().unwrap_or_default();
            self.ssa.isolated.push(scope);
        }
        let defs = self.ssa.spare_defs.pop().unwrap_or_default();
        self.ssa.isolated.last_mut().expect("scope").defs_per_scope.push(defs);
        self.ssa.blocks.push(FxHashMap::default());
    }

    pub(crate) fn pop_scope(&mut self) -> PResult<()> {
        let blocks = self.ssa.blocks.pop().unwrap_or_default();
        let mut undefined: Vec<usize> = blocks.values().filter(|b| !b.defined).map(|b| b.first_ref).collect();
        if let Some(&first) = undefined.iter().min() {
            undefined.sort_unstable();
            return Err(self.error_at(first, "reference to an undefined block"));
        }
        let Some(scope) = self.ssa.isolated.last_mut() else { return Ok(()) };
        if scope.defs_per_scope.len() <= 1 {
            // Clearing costs the map's capacity: a huge one is not kept.
            if let Some(mut done) = self.ssa.isolated.pop().filter(|d| d.values.capacity() <= MAX_SPARE_NAMES) {
                done.values.clear();
                for mut defs in done.defs_per_scope.drain(..) {
                    defs.clear();
                    self.ssa.spare_defs.push(defs);
                }
                self.ssa.spare = Some(done);
            }
        } else if let Some(mut defs) = scope.defs_per_scope.pop() {
            for &d in &defs {
                scope.values.remove(d);
            }
            defs.clear();
            self.ssa.spare_defs.push(defs);
        }
        Ok(())
    }

    /// Does the current name scope have no names (defined or pending) yet?
    pub(crate) fn ssa_scope_is_empty(&self) -> bool {
        self.ssa.isolated.last().is_none_or(|s| s.values.is_empty()) && self.ssa.forward_values.is_empty()
    }

    /// Errors for placeholders never defined (the first by source order).
    pub(crate) fn check_forward_refs(&self) -> PResult<()> {
        match self.ssa.forward_values.values().min() {
            Some(&pos) => Err(self.error_at(pos, "use of undeclared SSA value name")),
            None => Ok(()),
        }
    }

    // ---- SSA uses and definitions ----

    /// Parses `%name` or `%name#N`.
    pub fn parse_ssa_use(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.parse_ssa_use_of(ResultNumber::Allowed)
    }

    /// `%name` without a `#N` result number (upstream's `parseOperand` with
    /// `allowResultNumber = false`, as in `cf.switch`'s case operands).
    pub fn parse_ssa_use_without_result_number(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.parse_ssa_use_of(ResultNumber::Rejected)
    }

    fn parse_ssa_use_of(&mut self, result_number: ResultNumber) -> PResult<UnresolvedOperand<'a>> {
        if !self.is(TokenKind::PercentIdent) {
            return Err(self.wrong_token_error("expected SSA operand"));
        }
        let pos = self.tok.start;
        let name: &'a [u8] = &self.tok_bytes()[1..];
        self.bump();
        let mut number = 0;
        if self.is(TokenKind::HashIdent) {
            if result_number == ResultNumber::Rejected {
                return Err(self.error_here("result number not allowed in argument list"));
            }
            let digits = &self.tok_bytes()[1..];
            number = std::str::from_utf8(digits)
                .ok()
                .and_then(|s| s.parse::<u32>().ok())
                .ok_or_else(|| self.error_here("invalid SSA value result number"))?;
            self.bump();
        }
        Ok(UnresolvedOperand { name, number, pos })
    }

    /// Parses `%a, %b#1, ...`, possibly empty (upstream's `parseOperandList`
    /// without delimiters): a list starts only at a `%` token.
    pub fn parse_optional_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut list = Vec::new();
        if !self.is(TokenKind::PercentIdent) {
            return Ok(list);
        }
        loop {
            list.push(self.parse_ssa_use()?);
            if !self.consume_if(TokenKind::Comma) {
                return Ok(list);
            }
        }
    }

    fn display_name(op: &UnresolvedOperand) -> String {
        String::from_utf8_lossy(op.name).into_owned()
    }

    /// Upstream's `resolveOperands(operands, types, loc, result)`: one type
    /// per operand, else an error at `pos`.
    pub fn resolve_operands(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        pos: usize,
    ) -> PResult<Vec<Value>> {
        let mut values = Vec::with_capacity(operands.len());
        self.resolve_operands_into(operands, types, pos, &mut values)?;
        Ok(values)
    }

    /// [`Self::resolve_operands`], appending to `out` (no list of its own).
    pub fn resolve_operands_into(
        &mut self,
        operands: &[UnresolvedOperand<'a>],
        types: &[Type],
        pos: usize,
        out: &mut impl Extend<Value>,
    ) -> PResult<()> {
        if operands.len() != types.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                operands.len(),
                types.len()
            );
            return Err(self.custom_op_error_at(pos, msg));
        }
        for (o, &t) in operands.iter().zip(types) {
            let v = self.resolve_operand(o, t)?;
            out.extend(std::iter::once(v));
        }
        Ok(())
    }

    /// Resolves a use to a value of type `ty`, creating a placeholder for
    /// a forward reference.
    pub fn resolve_operand(&mut self, operand: &UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let n = operand.number as usize;
        if self.ssa.isolated.is_empty() {
            self.push_scope(true);
        }
        let scope = self.ssa.isolated.last_mut().expect("scope");
        if let Some(e) = scope.values.get(operand.name).and_then(|en| en.get(n)) {
            let found = self.body.value_type(e.value);
            if found != ty {
                let msg = format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    Self::display_name(operand),
                    self.ctx.type_to_string(ty),
                    self.ctx.type_to_string(found)
                );
                return Err(self.error_at(operand.pos, msg).with_note(self.loc_at(e.pos), "prior use here"));
            }
            return Ok(e.value);
        }
        let v = self.body.create_placeholder(ty);
        let entry = ValueEntry { value: v, pos: operand.pos };
        let scope = self.ssa.isolated.last_mut().expect("scope");
        match scope.values.get_mut(operand.name) {
            Some(en) => en.set(n, entry),
            None => scope.values.insert(operand.name, Entries::new(n, entry)),
        }
        self.ssa.forward_values.insert(v, operand.pos);
        Ok(v)
    }

    /// Binds `%name#number` to `value`.
    pub fn define_value(&mut self, name: &'a [u8], number: u32, value: Value, pos: usize) -> PResult<()> {
        if self.ssa.isolated.is_empty() {
            self.push_scope(true);
        }
        let n = number as usize;
        let entry = ValueEntry { value, pos };
        let scope = self.ssa.isolated.last_mut().expect("scope");
        // The common case, a new name: one lookup.
        if scope.values.insert_if_absent(name, || Entries::new(n, entry)) {
            scope.defs_per_scope.last_mut().expect("scope").push(name);
            return Ok(());
        }
        if let Some(existing) = scope.values.get(name).and_then(|en| en.get(n)) {
            if !self.ssa.forward_values.contains_key(&existing.value) {
                let shown = String::from_utf8_lossy(name);
                return Err(self
                    .error_at(pos, format!("redefinition of SSA value '%{shown}'"))
                    .with_note(self.loc_at(existing.pos), "previously defined here"));
            }
            let (old_ty, new_ty) = (self.body.value_type(existing.value), self.body.value_type(value));
            if old_ty != new_ty {
                let shown = String::from_utf8_lossy(name);
                return Err(self
                    .error_at(
                        pos,
                        format!(
                            "definition of SSA value '%{shown}#{n}' has type '{}'",
                            self.ctx.type_to_string(new_ty)
                        ),
                    )
                    .with_note(
                        self.loc_at(existing.pos),
                        format!("previously used here with type '{}'", self.ctx.type_to_string(old_ty)),
                    ));
            }
            self.ssa.forward_values.remove(&existing.value);
            self.body.replace_all_uses_with(existing.value, value);
            self.body.erase_placeholder(existing.value);
        }
        let scope = self.ssa.isolated.last_mut().expect("scope");
        match scope.values.get_mut(name) {
            Some(en) => en.set(n, entry),
            None => scope.values.insert(name, Entries::new(n, entry)),
        }
        scope.defs_per_scope.last_mut().expect("scope").push(name);
        Ok(())
    }

    /// A region's entry argument may not reuse a name already defined or
    /// referenced in the enclosing scope (upstream's check in `parseRegion`).
    fn check_entry_arg_unused(&self, name: &'a [u8], number: u32, pos: usize) -> PResult<()> {
        let existing = self.ssa.isolated.last().and_then(|s| s.values.get(name)).and_then(|en| en.get(number as usize));
        match existing {
            Some(e) => {
                let shown = String::from_utf8_lossy(name);
                Err(self
                    .error_at(pos, format!("region entry argument '%{shown}' is already in use"))
                    .with_note(self.loc_at(e.pos), "previously referenced here"))
            }
            None => Ok(()),
        }
    }

    // ---- blocks ----

    /// The block named `^name` in the current region, created on first reference.
    pub fn block_by_name(&mut self, name: &'a [u8], pos: usize) -> BlockId {
        if self.ssa.blocks.is_empty() {
            self.ssa.blocks.push(FxHashMap::default());
        }
        let scope = self.ssa.blocks.last_mut().expect("block scope");
        if let Some(e) = scope.get(name) {
            return e.block;
        }
        let block = self.body.create_block();
        scope.insert(name, BlockEntry { block, defined: false, first_ref: pos });
        block
    }

    /// Parses a successor reference `^bb1`.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if !self.is(TokenKind::CaretIdent) {
            return Err(self.wrong_token_error("expected block name"));
        }
        let pos = self.tok.start;
        let name = self.tok_bytes();
        self.bump();
        Ok(self.block_by_name(name, pos))
    }

    // ---- regions ----

    /// `{then} [else {else}]` of an if-then-else op (`scf.if`, `affine.if`):
    /// both regions get an implicit `terminator`; the else region exists,
    /// empty, when there is no `else`.
    pub fn parse_then_else_regions(&mut self, terminator: &str, loc: Location) -> PResult<(RegionId, RegionId)> {
        let then_region = self.parse_region(Vec::new(), false)?;
        self.ensure_terminator(then_region, terminator, loc);
        let else_region = if self.consume_keyword("else") {
            let r = self.parse_region(Vec::new(), false)?;
            self.ensure_terminator(r, terminator, loc);
            r
        } else {
            self.body.create_region()
        };
        Ok((then_region, else_region))
    }

    /// Upstream's `SingleBlockImplicitTerminator::ensureTerminator`: gives an
    /// empty region a block, and appends `terminator` (with no operands, at
    /// `loc`) when the block does not already end in a registered
    /// terminator.
    pub fn ensure_terminator(&mut self, region: RegionId, terminator: &str, loc: Location) {
        let block = match self.body.entry_block(region) {
            Some(b) => b,
            None => {
                let b = self.body.create_block();
                self.body.append_block(region, b);
                b
            }
        };
        let has_terminator = self.body.last_op(block).is_some_and(|last| {
            self.ctx.op_info(self.body.op_name(last)).is_some_and(|i| i.has_trait(strata_ir::Traits::IS_TERMINATOR))
        });
        if !has_terminator {
            let state = OperationState::new(self.ctx.op_name(terminator), loc);
            let op = self.body.create_op(state, self.empty_dict);
            self.body.append_op(block, op);
        }
    }

    /// Parses `{ ... }` into a new detached region. `entry_args` become the
    /// entry block's arguments; `isolated` starts a fresh SSA name scope.
    pub fn parse_region(&mut self, entry_args: Vec<ArgDef<'a>>, isolated: bool) -> PResult<RegionId> {
        let entry_args = match self.defer_region(entry_args, isolated) {
            Ok(deferred) => return Ok(deferred),
            Err(args) => args,
        };
        self.expect(TokenKind::LBrace, "expected '{' to begin a region")?;
        self.enter_nesting()?;
        self.push_scope(isolated);
        let region = self.body.create_region();
        if !entry_args.is_empty() || !self.is(TokenKind::RBrace) {
            self.parse_region_body(region, entry_args)?;
        }
        self.expect(TokenKind::RBrace, "expected '}' to end a region")?;
        self.pop_scope()?;
        self.exit_nesting();
        Ok(region)
    }

    fn parse_region_body(&mut self, region: RegionId, entry_args: Vec<ArgDef<'a>>) -> PResult<()> {
        let has_args = !entry_args.is_empty();
        if has_args && self.is(TokenKind::CaretIdent) {
            return Err(self.error_here("invalid block name in region with named arguments"));
        }
        if !self.is(TokenKind::CaretIdent) {
            let entry = self.body.create_block();
            self.body.append_block(region, entry);
            for a in entry_args {
                self.check_entry_arg_unused(a.operand.name, a.operand.number, a.operand.pos)?;
                let v = self.body.add_block_arg(entry, a.ty, Some(a.loc.unwrap_or_else(|| self.loc_at(a.operand.pos))));
                self.define_value(a.operand.name, a.operand.number, v, a.operand.pos)?;
            }
            self.parse_block_ops(entry)?;
        }
        while self.is(TokenKind::CaretIdent) {
            self.parse_block(region)?;
        }
        Ok(())
    }

    /// Parses `^name(args):` and the block's ops.
    fn parse_block(&mut self, region: RegionId) -> PResult<()> {
        let pos = self.tok.start;
        let name = self.tok_bytes();
        self.bump();
        let block = self.block_by_name(name, pos);
        let scope = self.ssa.blocks.last_mut().expect("block scope");
        let entry = scope.get_mut(name).expect("just created");
        if entry.defined {
            let shown = String::from_utf8_lossy(name).into_owned();
            return Err(self.error_at(pos, format!("redefinition of block '{shown}'")));
        }
        entry.defined = true;
        self.body.append_block(region, block);
        if self.is(TokenKind::LParen) {
            self.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')' to end argument list", |p| {
                let operand = p.parse_ssa_use()?;
                p.expect(TokenKind::Colon, "expected ':' and type for SSA operand")?;
                let ty = p.parse_type()?;
                let v = p.body.add_block_arg(block, ty, Some(p.loc_at(operand.pos)));
                if let Some(loc) = p.parse_trailing_location_for(LocTarget::Arg(v))? {
                    p.body.set_block_arg_loc(v, loc);
                }
                p.define_value(operand.name, operand.number, v, operand.pos)
            })?;
        }
        self.expect(TokenKind::Colon, "expected ':' after block name")?;
        self.parse_block_ops(block)
    }

    fn parse_block_ops(&mut self, block: BlockId) -> PResult<()> {
        while !matches!(self.tok.kind, TokenKind::CaretIdent | TokenKind::RBrace) {
            let op = self.parse_operation()?;
            self.body.append_op(block, op);
        }
        Ok(())
    }

    // ---- operations ----

    /// Parses one operation (generic or custom form) with its result
    /// bindings and trailing location; the op is returned detached.
    pub fn parse_operation(&mut self) -> PResult<OpId> {
        let mut results: strata_ir::SmallVec<[(UnresolvedOperand<'a>, u32); 1]> = strata_ir::SmallVec::new();
        if self.is(TokenKind::PercentIdent) {
            loop {
                if !self.is(TokenKind::PercentIdent) {
                    return Err(self.wrong_token_error("expected valid ssa identifier"));
                }
                let r = self.parse_ssa_use()?;
                if r.number != 0 || self.src.text.get(r.pos + 1 + r.name.len()) == Some(&b'#') {
                    return Err(self.error_at(r.pos, "expected valid ssa identifier"));
                }
                let mut count = 1;
                if self.consume_if(TokenKind::Colon) {
                    if !self.is(TokenKind::Integer) {
                        return Err(self.wrong_token_error("expected integer number of results"));
                    }
                    count = self
                        .tok_str()
                        .parse::<u32>()
                        .ok()
                        .filter(|&c| c >= 1)
                        .ok_or_else(|| self.error_here("expected named operation to have at least 1 result"))?;
                    self.bump();
                }
                results.push((r, count));
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::Equal, "expected '=' after SSA name")?;
        }
        let enclosing = self.parsing_op_state();
        // Upstream lexes `i32`, `si8`, `ui64` as integer types, never op names.
        let op = match self.tok.kind {
            TokenKind::String => self.parse_generic_operation()?,
            TokenKind::BareIdent if !is_integer_type_spelling(self.tok_bytes()) => {
                self.parse_custom_operation(results.iter().map(|r| r.1).sum())?
            }
            _ => return Err(self.wrong_token_error("expected operation name in quotes")),
        };
        self.set_parsing_op(enclosing);
        if !results.is_empty() {
            let expected: u32 = results.iter().map(|r| r.1).sum();
            let actual = self.body.num_results(op);
            if actual == 0 {
                return Err(self.error_at(results[0].0.pos, "cannot name an operation with no results"));
            }
            if expected as usize != actual {
                return Err(self.error_at(
                    results[0].0.pos,
                    format!("operation defines {actual} results but was provided {expected} to bind"),
                ));
            }
            let mut next = 0;
            for (r, count) in results {
                for k in 0..count {
                    let v = self.body.result(op, next);
                    self.define_value(r.name, k, v, r.pos)?;
                    next += 1;
                }
            }
        }
        Ok(op)
    }

    /// The segment sizes of an `AttrSized{Operand,Result}Segments` op given
    /// in its attribute dictionary, under today's name or the older
    /// `operand_segment_sizes` / `result_segment_sizes` (upstream's
    /// generated `setPropertiesFromAttr` reads both): they become the
    /// `operandSegmentSizes` / `resultSegmentSizes` properties. Returns
    /// those properties and the attributes left.
    fn segment_sizes_from_attrs(
        &self,
        info: &strata_ir::OpInfo,
        attrs: Vec<NamedAttr>,
    ) -> (Vec<NamedAttr>, Vec<NamedAttr>) {
        let mut props = Vec::new();
        let mut rest = attrs;
        for property in SEGMENT_SIZE_PROPERTIES.iter().filter(|p| info.has_trait(p.trait_)) {
            let (name, legacy) = (property.name, property.legacy_name);
            let key = |k: &strata_ir::Ident| {
                let s = self.ctx.ident_str(*k);
                s == name || s == legacy
            };
            // Today's name wins over the older one.
            let value = rest
                .iter()
                .find(|(k, _)| self.ctx.ident_str(*k) == name)
                .or_else(|| rest.iter().find(|(k, _)| key(k)))
                .map(|&(_, v)| v);
            if let Some(v) = value {
                rest.retain(|(k, _)| !key(k));
                props.push((self.ctx.ident(name), v));
            }
        }
        (props, rest)
    }

    /// Upstream's `verifyInherentAttrs` at parse time: the inherent
    /// attributes an op spelled in its attribute dictionary satisfy their
    /// constraints (in declaration order), else an error at `pos` (not
    /// attached to an op: none exists yet). `prefix` is the custom form's
    /// `custom op '...' `.
    pub fn verify_inherent_attrs(
        &self,
        info: &strata_ir::OpInfo,
        attrs: &[(strata_ir::Ident, strata_ir::Attribute)],
        pos: usize,
        prefix: &str,
    ) -> PResult<()> {
        for spec in &info.attributes {
            let Some(&(_, value)) = attrs.iter().find(|(k, _)| self.ctx.ident_str(*k) == spec.name) else { continue };
            if !(spec.constraint.check)(self.ctx, value) {
                return Err(self.error_at(
                    pos,
                    format!(
                        "{prefix}'{}' op attribute '{}' failed to satisfy constraint: {}",
                        info.name, spec.name, spec.constraint.description
                    ),
                ));
            }
        }
        Ok(())
    }

    /// Upstream's properties are an op's own: an op without any rejects a
    /// `<{...}>` (even an empty one), another keeps only the entries it has (its
    /// inherent attributes and segment sizes), dropping the rest.
    fn own_properties(
        &self,
        info: &strata_ir::OpInfo,
        name: strata_ir::OpName,
        props: strata_ir::Attribute,
        pos: usize,
    ) -> PResult<strata_ir::Attribute> {
        let ctx = self.ctx;
        let entries = ctx.dict_entries(props);
        let has_properties =
            !info.attributes.is_empty() || SEGMENT_SIZE_PROPERTIES.iter().any(|p| info.is_inherent_attr(p.name));
        if !has_properties {
            let dict = ctx.attr_to_string(props);
            let msg = format!(
                "invalid properties {dict} for op {}: this operation does not support properties",
                ctx.op_name_str(name)
            );
            return Err(self.error_at(pos, msg));
        }
        if entries.iter().all(|&(k, _)| info.is_inherent_ident(ctx, k)) {
            return Ok(props);
        }
        let own = entries.iter().copied().filter(|&(k, _)| info.is_inherent_ident(ctx, k)).collect();
        Ok(ctx.dictionary_attr(own))
    }

    /// Upstream's property conversion of a generic `<{...}>`: each inherent
    /// attribute must be of the class its property stores, and segment
    /// sizes an `array<i32: ...>` with an entry per operand (result) group.
    fn check_property_conversion(
        &self,
        info: &strata_ir::OpInfo,
        props: strata_ir::Attribute,
        pos: usize,
    ) -> PResult<()> {
        for spec in &info.attributes {
            let Some(value) = self.ctx.dict_get(props, spec.name) else { continue };
            if !(spec.constraint.storage)(self.ctx, value) {
                let (dict, v) = (self.ctx.attr_to_string(props), self.ctx.attr_to_string(value));
                return Err(self.error_at(
                    pos,
                    format!(
                        "invalid properties {dict} for op {}: Invalid attribute `{}` in property conversion: {v}",
                        info.name, spec.name
                    ),
                ));
            }
        }
        // The segment sizes come after the op's own properties.
        for (key, groups) in segment_groups(info) {
            let Some(value) = self.ctx.dict_get(props, key) else { continue };
            if segment_size_values(self.ctx, value, Some(groups)).is_some() {
                continue;
            }
            let msg = match self.ctx.attr_kind(value) {
                strata_ir::AttrKind::DenseArray { element, values } if self.ctx.is_signless_integer(*element, 32) => {
                    format!("size mismatch in attribute conversion: {} vs {groups}", values.len())
                }
                _ => "expected DenseI32ArrayAttr for key `value`".to_string(),
            };
            let dict = self.ctx.attr_to_string(props);
            return Err(self.error_at(pos, format!("invalid properties {dict} for op {}: {msg}", info.name)));
        }
        Ok(())
    }

    /// Upstream's property conversion of an op's `EnumProp`s, which its
    /// declarative format knows (`format::attr_syntax::convert_enum_props`).
    fn convert_enum_props(
        &mut self,
        name: strata_ir::OpName,
        props: strata_ir::Attribute,
        pos: usize,
    ) -> PResult<strata_ir::Attribute> {
        let ctx = self.ctx;
        let Some(fmt) = crate::format::format_of(&mut self.hook_data, ctx, name) else { return Ok(props) };
        crate::format::attr_syntax::convert_enum_props(ctx, fmt, props).map_err(|msg| {
            let dict = ctx.attr_to_string(props);
            self.error_at(pos, format!("invalid properties {dict} for op {}: {msg}", ctx.op_name_str(name)))
        })
    }

    /// `"dialect.op"(operands)[successors] <{props}> (regions) {attrs} : type loc(...)`
    pub fn parse_generic_operation(&mut self) -> PResult<OpId> {
        let start = self.tok.start;
        let tok: &'a [u8] = self.tok_bytes();
        let name = match self.op_names.get(tok) {
            Some(&n) => n,
            None => {
                let raw = crate::lexer::unescape_string(tok);
                if raw.is_empty() {
                    return Err(self.error_here("empty operation name is invalid"));
                }
                let n = self.ctx.op_name(&String::from_utf8_lossy(&raw));
                self.op_names.insert(tok, n);
                n
            }
        };
        self.bump();
        self.set_parsing_op(Some((name, start, false)));
        let registered = self.ctx.op_info(name);
        if registered.is_none() && !self.config.allow_unregistered {
            let dialect = self.ctx.op_dialect(name);
            if self.ctx.dialect(dialect).is_none() {
                return Err(self.error_here(
                    "operation being parsed with an unregistered dialect. If this is intended, please use \
                     -allow-unregistered-dialect with the MLIR tool used",
                ));
            }
        }
        let loc = self.loc_at(start);
        let mut state = OperationState::new(name, loc);
        let mut operands: strata_ir::SmallVec<[UnresolvedOperand<'a>; 4]> = strata_ir::SmallVec::new();
        self.parse_comma_list(TokenKind::LParen, TokenKind::RParen, "expected ')' to end operand list", |p| {
            operands.push(p.parse_ssa_use()?);
            Ok(())
        })?;
        if self.is(TokenKind::LSquare) {
            if self.ctx.op_info(name).is_some_and(|i| !i.has_trait(strata_ir::Traits::IS_TERMINATOR)) {
                return Err(self.error_here("successors in non-terminator"));
            }
            let mut succs = Vec::new();
            self.parse_comma_list(TokenKind::LSquare, TokenKind::RSquare, "expected ']'", |p| {
                succs.push(p.parse_successor()?);
                Ok(())
            })?;
            state.successors = succs;
        }
        if self.is(TokenKind::Less) {
            state.properties = Some(self.parse_op_properties()?);
        }
        if self.is(TokenKind::LParen) {
            self.bump();
            loop {
                let r = self.parse_region(Vec::new(), false)?;
                state.regions.push(r);
                if !self.consume_if(TokenKind::Comma) {
                    break;
                }
            }
            self.expect(TokenKind::RParen, "expected ')' to end region list")?;
        }
        let mut attrs = self.parse_op_attr_dict()?.unwrap_or(self.empty_dict);
        if !self.is(TokenKind::Colon) {
            return Err(self.wrong_token_error("expected ':' followed by operation type"));
        }
        self.bump();
        let type_pos = self.tok.start;
        let fn_ty = self.parse_op_function_type()?;
        let ctx = self.ctx;
        let TypeKind::Function { inputs, results } = ctx.type_kind(fn_ty) else {
            return Err(self.error_at(type_pos, "expected function type"));
        };
        if inputs.len() != operands.len() {
            let plural = if operands.len() == 1 { "" } else { "s" };
            return Err(self.error_at(
                type_pos,
                format!("expected {} operand type{plural} but had {}", operands.len(), inputs.len()),
            ));
        }
        state.operands.reserve(inputs.len());
        for (o, &ty) in operands.iter().zip(inputs) {
            let v = self.resolve_operand(o, ty)?;
            state.operands.push(v);
        }
        state.result_types = results.as_slice().into();
        // Registered ops keep inherent attributes in properties: move them
        // out of the discardable dictionary when no `<{...}>` was given.
        if let Some(info) = registered {
            match state.properties {
                Some(props) => {
                    let props = self.own_properties(info, name, props, start)?;
                    let props = crate::unit_prop::normalize_parsed(self.ctx, info, props);
                    let props = self.convert_enum_props(name, props, start)?;
                    state.properties = Some(props);
                    self.check_property_conversion(info, props, start)?
                }
                None => {
                    // A pure property (`EnumProp`) has no attribute to be
                    // taken from: one of its name stays discardable.
                    let ctx = self.ctx;
                    let pure = crate::format::format_of(&mut self.hook_data, ctx, name)
                        .map(crate::format::attr_syntax::pure_properties)
                        .unwrap_or_default();
                    let (inherent, rest): (Vec<_>, Vec<_>) = ctx.dict_entries(attrs).iter().partition(|(k, _)| {
                        let k = ctx.ident_str(*k);
                        info.is_inherent_attr(k) && !pure.contains(&k)
                    });
                    let (segments, rest) = self.segment_sizes_from_attrs(info, rest);
                    attrs = self.ctx.dictionary_attr(rest);
                    if !inherent.is_empty() {
                        self.verify_inherent_attrs(info, &inherent, start, "")?;
                    }
                    let mut props = inherent;
                    props.extend(segments);
                    if !props.is_empty() {
                        props.sort_by(|a, b| self.ctx.ident_str(a.0).cmp(self.ctx.ident_str(b.0)));
                        state.properties = Some(self.ctx.dictionary_attr(props));
                    }
                }
            }
            // `DefaultValuedAttr`s always have a value in upstream's
            // properties: absent ones get their default.
            for spec in info.attributes.iter().filter(|s| !s.optional) {
                let Some(default) = spec.default else { continue };
                let props = state.properties.unwrap_or(self.empty_dict);
                if self.ctx.dict_get(props, spec.name).is_none() {
                    let name = self.ctx.ident(spec.name);
                    state.properties = Some(self.ctx.dict_with(props, name, Some(default(self.ctx))));
                }
            }
            // So do segment sizes, zeros until set: missing ones, and ones
            // from the attribute dictionary that do not convert (upstream
            // drops those), are all zeros.
            for (key, groups) in segment_groups(info) {
                let props = state.properties.unwrap_or(self.empty_dict);
                let sizes = self.ctx.dict_get(props, key).and_then(|v| segment_size_values(self.ctx, v, Some(groups)));
                if sizes.is_none() {
                    let zeros = self.ctx.dense_i32_array(&vec![0; groups]);
                    state.properties = Some(self.ctx.dict_with(props, self.ctx.ident(key), Some(zeros)));
                }
            }
        }
        state.attrs = Some(attrs);
        let op = self.body.create_op(state, self.empty_dict);
        self.parse_op_trailing_location(op)?;
        Ok(op)
    }

    /// The `: (...) -> ...` type of a generic op. Consecutive ops mostly
    /// repeat a few signatures, so the text of recently parsed ones is
    /// remembered and matched byte-for-byte; a match must be followed by a
    /// byte that cannot continue a type.
    fn parse_op_function_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        if let Some((end, ty)) = self.caches.fn_types.lookup(&self.src.text, start) {
            self.skip_cached_span(end);
            return Ok(ty);
        }
        let ty = self.parse_type()?;
        self.caches.fn_types.insert(start, self.prev_end(), ty);
        Ok(ty)
    }

    /// `{...}` after a generic op, as a dictionary attribute (memoized like
    /// function types; `None` when absent).
    fn parse_op_attr_dict(&mut self) -> PResult<Option<strata_ir::Attribute>> {
        if !self.is(TokenKind::LBrace) {
            return Ok(None);
        }
        let start = self.tok.start;
        if let Some((end, attr)) = self.caches.attr_dicts.lookup(&self.src.text, start) {
            self.skip_cached_span(end);
            return Ok(Some(attr));
        }
        let entries = self.parse_optional_attr_dict()?.unwrap_or_default();
        let attr = self.ctx.dictionary_attr(entries);
        self.caches.attr_dicts.insert(start, self.prev_end(), attr);
        Ok(Some(attr))
    }

    /// `<{...}>` properties of a generic op (memoized).
    fn parse_op_properties(&mut self) -> PResult<strata_ir::Attribute> {
        let start = self.tok.start;
        if let Some((end, attr)) = self.caches.properties.lookup(&self.src.text, start) {
            self.skip_cached_span(end);
            return Ok(attr);
        }
        self.expect(TokenKind::Less, "expected '<'")?;
        let props = self.parse_attribute(None)?;
        self.expect(TokenKind::Greater, "expected '>' to close properties")?;
        self.caches.properties.insert(start, self.prev_end(), props);
        Ok(props)
    }

    /// Parses `loc(...)` after an op, if present, and sets the op's location.
    pub(crate) fn parse_op_trailing_location(&mut self, op: OpId) -> PResult<()> {
        if let Some(loc) = self.parse_trailing_location_for(LocTarget::Op(op))? {
            self.body.set_op_loc(op, loc);
        }
        Ok(())
    }

    fn parse_custom_operation(&mut self, _num_bound: u32) -> PResult<OpId> {
        let start = self.tok.start;
        // The common case, a dotted name seen before, of an op with a custom
        // form: no text to validate.
        let written = self.tok_bytes();
        let (name, asm) = match self.custom_ops.get(written) {
            Some(found) => found,
            None => {
                let (name, asm) = self.resolve_custom_op(start)?;
                if written.contains(&b'.') {
                    self.custom_ops.insert(written, name, asm);
                }
                (name, asm)
            }
        };
        self.bump();
        self.set_parsing_op(Some((name, start, true)));
        let mut state = OperationState::new(name, self.loc_at(start));
        // As upstream, an op without a default dialect of its own gives its
        // regions none: nested ops must be written with their dialect.
        self.ssa.default_dialects.push(asm.default_dialect.unwrap_or(""));
        let parsed = (asm.parse)(self, &mut state);
        self.ssa.default_dialects.pop();
        parsed?;
        if state.attrs.is_none() {
            state.attrs = Some(self.empty_dict);
        }
        let op = self.body.create_op(state, self.empty_dict);
        self.parse_op_trailing_location(op)?;
        Ok(op)
    }

    /// The op the current token names and its custom form: looked up in
    /// the context (and qualified with the default dialect), or the error
    /// upstream gives for an unknown op.
    fn resolve_custom_op(&mut self, start: usize) -> PResult<(strata_ir::OpName, CustomAssembly)> {
        let written: &'a str = self.tok_str();
        // A dotted name means the same op anywhere in the file: remember it
        // (unqualified ones depend on the enclosing default dialect).
        let mut name = match self.op_names.get(written.as_bytes()) {
            Some(&n) => n,
            None => {
                let n = self.ctx.op_name(written);
                if written.contains('.') {
                    self.op_names.insert(written.as_bytes(), n);
                }
                n
            }
        };
        let mut info = self.ctx.op_info(name);
        let default_dialect = self.ssa.default_dialects.last().copied().unwrap_or("builtin");
        if info.is_none() && !written.contains('.') && !default_dialect.is_empty() {
            let qualified = format!("{default_dialect}.{written}");
            let q = self.ctx.op_name(&qualified);
            if self.ctx.op_info(q).is_some() {
                name = q;
                info = self.ctx.op_info(q);
            }
        }
        let Some(asm) = info.and_then(|i| i.interface::<CustomAssembly>()).copied() else {
            if let Some((dialect, _)) = written.split_once('.') {
                if self.ctx.dialect(dialect).is_none() {
                    let msg = format!("Dialect `{dialect}' not found for custom op '{written}' ");
                    return Err(self.dialect_not_found(start, msg));
                }
                return Err(self.error_at(start, format!("custom op '{written}' is unknown")));
            }
            if default_dialect.is_empty() {
                // Upstream looks the empty default dialect up, and says so.
                let msg = format!("Dialect `' not found for custom op '{written}'  (tried '.{written}' as well)");
                return Err(self.dialect_not_found(start, msg));
            }
            return Err(self.error_at(
                start,
                format!("custom op '{written}' is unknown (tried '{default_dialect}.{written}' as well)"),
            ));
        };
        Ok((name, asm))
    }
}

/// A name and its attribute, as dictionaries hold them.
type NamedAttr = (strata_ir::Ident, strata_ir::Attribute);

/// `i<digits>`, `si<digits>` or `ui<digits>`: what upstream's lexer reads as
/// an integer type token (`Token::inttype`).
fn is_integer_type_spelling(word: &[u8]) -> bool {
    let digits = match word {
        [b's' | b'u', b'i', rest @ ..] | [b'i', rest @ ..] => rest,
        _ => return false,
    };
    !digits.is_empty() && digits.iter().all(u8::is_ascii_digit)
}

/// The segment-size properties of an `AttrSized{Operand,Result}Segments`
/// op whose value groups are known, each with its number of groups.
fn segment_groups(info: &strata_ir::OpInfo) -> impl Iterator<Item = (&'static str, usize)> + '_ {
    SEGMENT_SIZE_PROPERTIES
        .iter()
        .filter(move |p| info.has_trait(p.trait_))
        .map(move |p| (p.name, p.specs(info).len()))
        .filter(|&(_, groups)| groups > 0)
}
