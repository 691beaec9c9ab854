//! [`ConversionTarget`]: which ops are legal after a conversion (upstream's
//! `ConversionTarget`): legal, illegal and dynamically legal ops and
//! dialects, ops legal with everything nested in them, and what an op the
//! target does not mention is.
//!
//! Invariant: an op's own entry wins over its dialect's; without either,
//! the unknown-op rule decides, and without that the op's legality is
//! unknown (`None`), which a partial conversion leaves alone and a full
//! conversion must legalize.

use std::collections::BTreeMap;

use strata_ir::{Body, Context, FxHashMap, OpClass, OpId, OpName};

/// A legality test of one op (upstream's `DynamicLegalityCallbackFn`).
pub type DynamicLegality = Box<dyn Fn(&Context, &Body, OpId) -> bool + Send + Sync>;

/// What the target says of an op or a dialect.
pub enum LegalizationAction {
    Legal,
    /// Must be converted; a partial conversion fails when it cannot be.
    Illegal,
    /// Legal when the closure says so.
    Dynamic(DynamicLegality),
}

/// The legality of the ops a conversion may leave behind.
#[derive(Default)]
pub struct ConversionTarget {
    ops: FxHashMap<String, LegalizationAction>,
    /// Looked up by interned name once the target meets a context.
    by_name: std::sync::OnceLock<FxHashMap<OpName, String>>,
    dialects: BTreeMap<String, LegalizationAction>,
    unknown: Option<LegalizationAction>,
    recursively_legal: FxHashMap<String, Option<DynamicLegality>>,
}

impl ConversionTarget {
    pub fn new() -> ConversionTarget {
        ConversionTarget::default()
    }

    /// `Op` is legal (upstream's `addLegalOp<Op>`).
    pub fn add_legal_op<Op: OpClass>(&mut self) -> &mut Self {
        self.set_op(Op::NAME, LegalizationAction::Legal)
    }
    /// `Op` must be converted (`addIllegalOp<Op>`).
    pub fn add_illegal_op<Op: OpClass>(&mut self) -> &mut Self {
        self.set_op(Op::NAME, LegalizationAction::Illegal)
    }
    /// `Op` is legal where `legal` says so (`addDynamicallyLegalOp<Op>`).
    pub fn add_dynamically_legal_op<Op: OpClass>(
        &mut self,
        legal: impl Fn(&Context, &Body, Op) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.set_op(
            Op::NAME,
            LegalizationAction::Dynamic(Box::new(move |ctx, body, op| {
                Op::cast(ctx, body, op).is_some_and(|op| legal(ctx, body, op))
            })),
        )
    }
    /// The op named `name` (an op without a generated class) gets `action`.
    pub fn set_op(&mut self, name: &str, action: LegalizationAction) -> &mut Self {
        self.ops.insert(name.to_string(), action);
        self.by_name = std::sync::OnceLock::new();
        self
    }

    /// Every op of `dialect` is legal (`addLegalDialect`).
    pub fn add_legal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), LegalizationAction::Legal);
        self
    }
    /// Every op of `dialect` must be converted (`addIllegalDialect`).
    pub fn add_illegal_dialect(&mut self, dialect: &str) -> &mut Self {
        self.dialects.insert(dialect.to_string(), LegalizationAction::Illegal);
        self
    }
    /// The ops of `dialect` are legal where `legal` says so.
    pub fn add_dynamically_legal_dialect(
        &mut self,
        dialect: &str,
        legal: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.dialects.insert(dialect.to_string(), LegalizationAction::Dynamic(Box::new(legal)));
        self
    }

    /// Ops the target does not mention are legal where `legal` says so
    /// (`markUnknownOpDynamicallyLegal`).
    pub fn mark_unknown_op_dynamically_legal(
        &mut self,
        legal: impl Fn(&Context, &Body, OpId) -> bool + Send + Sync + 'static,
    ) -> &mut Self {
        self.unknown = Some(LegalizationAction::Dynamic(Box::new(legal)));
        self
    }

    /// A legal `Op` makes everything nested in it legal too, where `when`
    /// says so if given (`markOpRecursivelyLegal`): the conversion does not
    /// look inside.
    pub fn mark_op_recursively_legal<Op: OpClass>(&mut self, when: Option<DynamicLegality>) -> &mut Self {
        self.recursively_legal.insert(Op::NAME.to_string(), when);
        self
    }

    /// What the target says of ops named `name`: the op's entry, else its
    /// dialect's, else the unknown-op rule.
    pub fn action(&self, ctx: &Context, name: OpName) -> Option<&LegalizationAction> {
        let by_name = self.by_name.get_or_init(|| self.ops.keys().map(|n| (ctx.op_name(n), n.clone())).collect());
        if let Some(action) = by_name.get(&name).and_then(|n| self.ops.get(n)) {
            return Some(action);
        }
        self.dialects.get(ctx.op_dialect(name)).or(self.unknown.as_ref())
    }

    /// Whether `op` is legal: `None` when the target says nothing of it.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
        Self::decide(self.action(ctx, body.op_name(op)), ctx, body, op)
    }

    /// `action`'s answer for `op` (`action` is what [`Self::action`] gave
    /// for its name, which a driver may remember per name).
    pub fn decide(action: Option<&LegalizationAction>, ctx: &Context, body: &Body, op: OpId) -> Option<bool> {
        match action? {
            LegalizationAction::Legal => Some(true),
            LegalizationAction::Illegal => Some(false),
            LegalizationAction::Dynamic(legal) => Some(legal(ctx, body, op)),
        }
    }

    /// Whether any op is marked recursively legal (the walk then asks).
    pub fn has_recursively_legal_ops(&self) -> bool {
        !self.recursively_legal.is_empty()
    }

    /// Whether `op` is explicitly illegal: marked illegal, by name or by
    /// dialect (what a partial conversion must convert).
    pub fn is_illegal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        self.is_legal(ctx, body, op) == Some(false)
    }

    /// Whether the conversion skips what `op` contains: `op` is legal and
    /// marked recursively legal.
    pub fn is_recursively_legal(&self, ctx: &Context, body: &Body, op: OpId) -> bool {
        let name = ctx.op_name_str(body.op_name(op));
        match self.recursively_legal.get(name) {
            Some(when) => self.is_legal(ctx, body, op) == Some(true) && when.as_ref().is_none_or(|w| w(ctx, body, op)),
            None => false,
        }
    }
}
