//! [`Emit`]: ops created at one location through any `OpBuilder` (a
//! greedy pattern's `Rewriter` or a `ConversionRewriter`), the
//! `ImplicitLocOpBuilder` upstream's expansion patterns (`arith-expand`,
//! `math-expand-ops`) build their long chains of arith and math ops with.
//!
//! Each method creates one op at the builder's insertion point and returns
//! its result. Result types follow upstream's builders: a binary op has its
//! left operand's type, a comparison `i1` of its operands' shape, a
//! `select` its true value's type, a cast the type it is given.
//!
//! Invariant: every op carries upstream's default attributes (no overflow
//! flags, not exact) except `fastmath`, which the float arithmetic and
//! float casts take from [`Emit::fastmath`] (unset by default), as the
//! patterns that forward their op's flags do.

use strata_dialect_arith as arith;
use strata_dialect_arith::{CmpFPredicate, CmpIPredicate, FastMathFlags, RoundingMode};
use strata_dialect_math as math;
use strata_ir::{Context, Location, OpBuilder, OpId, Type, TypeKind, Value};

/// Creates ops at `loc` through `b`.
pub(crate) struct Emit<'b, B> {
    pub b: &'b mut B,
    pub loc: Location,
    /// The `fastmath` flags of the float ops created (`None`: upstream's
    /// default, printed as nothing).
    pub fastmath: Option<FastMathFlags>,
}

/// Whether constants of type `ty` can be built: a scalar, or a shaped type
/// of static shape (upstream's `DenseElementsAttr::get` asserts on others).
pub(crate) fn constants_buildable(ctx: &Context, ty: Type) -> bool {
    match ctx.type_kind(ty) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } => {
            ctx.shape(ty).is_some_and(|s| s.iter().all(|&d| d >= 0))
        }
        TypeKind::UnrankedTensor { .. } | TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => false,
        _ => true,
    }
}

/// The float format of `ty`'s elements, if they are floats.
pub(crate) fn float_element(ctx: &Context, ty: Type) -> Option<strata_ir::FloatKind> {
    match *ctx.type_kind(ctx.element_type_or_self(ty)) {
        TypeKind::Float(kind) => Some(kind),
        _ => None,
    }
}

impl<'a, 'b, B: OpBuilder<'a>> Emit<'b, B> {
    pub fn new(b: &'b mut B, loc: Location) -> Self {
        Emit { b, loc, fastmath: None }
    }

    /// An `Emit` at `op`'s location (the builder's insertion point is the
    /// caller's).
    pub fn at_op(b: &'b mut B, op: OpId) -> Self {
        let loc = b.body().op_loc(op);
        Emit::new(b, loc)
    }

    pub fn ctx(&self) -> &'a Context {
        self.b.ctx()
    }

    pub fn ty(&self, v: Value) -> Type {
        self.b.body().value_type(v)
    }

    /// `ty` with its element type replaced by `element`.
    pub fn like(&self, ty: Type, element: Type) -> Type {
        arith::build::with_element(self.ctx(), ty, element)
    }

    /// `ty` with `iN` elements.
    pub fn int_like(&self, ty: Type, width: u32) -> Type {
        self.like(ty, self.ctx().integer_type(width))
    }

    fn result(&self, op: impl Into<OpId>) -> Value {
        self.b.body().results(op.into())[0]
    }

    /// An integer constant of `ty` (a splat for a shaped type). The caller
    /// has checked [`constants_buildable`].
    pub fn int(&mut self, ty: Type, value: i64) -> Value {
        arith::build::int_constant(self.b, self.loc, ty, value).expect("an integer type of static shape")
    }

    /// A float constant of `ty`, `value` rounded to its format. The caller
    /// has checked [`constants_buildable`].
    pub fn float(&mut self, ty: Type, value: f64) -> Value {
        arith::build::float_constant(self.b, self.loc, ty, value).expect("a float type of static shape")
    }

    pub fn cmpi(&mut self, pred: CmpIPredicate, a: Value, b: Value) -> Value {
        let ty = self.int_like(self.ty(a), 1);
        let op = arith::CmpIOp::build(self.b, self.loc, a, b, ty, pred);
        self.result(op)
    }

    pub fn cmpf(&mut self, pred: CmpFPredicate, a: Value, b: Value) -> Value {
        let ty = self.int_like(self.ty(a), 1);
        let op = arith::CmpFOp::build(self.b, self.loc, a, b, ty, pred, None);
        self.result(op)
    }

    pub fn select(&mut self, cond: Value, t: Value, f: Value) -> Value {
        let ty = self.ty(t);
        let op = arith::SelectOp::build(self.b, self.loc, cond, t, f, ty);
        self.result(op)
    }
}

/// Binary integer ops: `name(a, b)` of `a`'s type, with upstream's default
/// attributes (the last builder arguments, all unset).
macro_rules! int_binary {
    ($($name:ident: $op:ident($($unset:expr),*);)*) => {
        impl<'a, 'b, B: OpBuilder<'a>> Emit<'b, B> {
            $(
                pub fn $name(&mut self, a: Value, b: Value) -> Value {
                    let ty = self.ty(a);
                    let op = arith::$op::build(self.b, self.loc, a, b, ty $(, $unset)*);
                    self.result(op)
                }
            )*
        }
    };
}

int_binary! {
    addi: AddIOp(None);
    subi: SubIOp(None);
    muli: MulIOp(None);
    divsi: DivSIOp(None);
    divui: DivUIOp(None);
    andi: AndIOp();
    ori: OrIOp();
    shli: ShLIOp(None);
    shrui: ShRUIOp(None);
    maxsi: MaxSIOp();
    minsi: MinSIOp();
}

/// Binary float ops: `name(a, b)` of `a`'s type, with [`Emit::fastmath`].
macro_rules! float_binary {
    ($($name:ident: $op:ident;)*) => {
        impl<'a, 'b, B: OpBuilder<'a>> Emit<'b, B> {
            $(
                pub fn $name(&mut self, a: Value, b: Value) -> Value {
                    let ty = self.ty(a);
                    let op = arith::$op::build(self.b, self.loc, a, b, ty, self.fastmath);
                    self.result(op)
                }
            )*
        }
    };
}

float_binary! {
    addf: AddFOp;
    subf: SubFOp;
    mulf: MulFOp;
    divf: DivFOp;
    minnumf: MinNumFOp;
    maxnumf: MaxNumFOp;
    minimumf: MinimumFOp;
    maximumf: MaximumFOp;
}

/// Casts without attributes: `name(ty, v)`.
macro_rules! plain_cast {
    ($($name:ident: $op:ident;)*) => {
        impl<'a, 'b, B: OpBuilder<'a>> Emit<'b, B> {
            $(
                pub fn $name(&mut self, ty: Type, v: Value) -> Value {
                    let op = arith::$op::build(self.b, self.loc, v, ty);
                    self.result(op)
                }
            )*
        }
    };
}

plain_cast! {
    bitcast: BitcastOp;
    extui: ExtUIOp;
    extsi: ExtSIOp;
    uitofp: UIToFPOp;
    sitofp: SIToFPOp;
    fptosi: FPToSIOp;
}

/// Unary math ops of upstream's default attributes: `name(v)` of `v`'s
/// type.
macro_rules! math_unary {
    ($($name:ident: $op:ident;)*) => {
        impl<'a, 'b, B: OpBuilder<'a>> Emit<'b, B> {
            $(
                pub fn $name(&mut self, v: Value) -> Value {
                    let ty = self.ty(v);
                    let op = math::$op::build(self.b, self.loc, v, ty, None);
                    self.result(op)
                }
            )*
        }
    };
}

math_unary! {
    exp: ExpOp;
    log: LogOp;
    sqrt: SqrtOp;
    rsqrt: RsqrtOp;
    sin: SinOp;
    cos: CosOp;
    round: RoundOp;
}

impl<'a, 'b, B: OpBuilder<'a>> Emit<'b, B> {
    pub fn trunci(&mut self, ty: Type, v: Value) -> Value {
        let op = arith::TruncIOp::build(self.b, self.loc, v, ty, None);
        self.result(op)
    }

    pub fn extf(&mut self, ty: Type, v: Value) -> Value {
        let op = arith::ExtFOp::build(self.b, self.loc, v, ty, self.fastmath);
        self.result(op)
    }

    pub fn truncf(&mut self, ty: Type, v: Value, rounding: Option<RoundingMode>) -> Value {
        let op = arith::TruncFOp::build(self.b, self.loc, v, ty, rounding, self.fastmath);
        self.result(op)
    }

    pub fn negf(&mut self, v: Value) -> Value {
        let ty = self.ty(v);
        let op = arith::NegFOp::build(self.b, self.loc, v, ty, None);
        self.result(op)
    }

    pub fn copysign(&mut self, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        let op = math::CopySignOp::build(self.b, self.loc, a, b, ty, None);
        self.result(op)
    }

    pub fn powf(&mut self, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        let op = math::PowFOp::build(self.b, self.loc, a, b, ty, None);
        self.result(op)
    }

    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        let ty = self.ty(a);
        let op = math::FmaOp::build(self.b, self.loc, a, b, c, ty, None);
        self.result(op)
    }
}
