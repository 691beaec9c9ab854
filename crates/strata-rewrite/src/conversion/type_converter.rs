//! [`TypeConverter`]: how a conversion changes types (upstream's
//! `TypeConverter`): ordered conversion functions, each mapping a type to
//! one type (1:1), several (1:N) or none (the value is dropped), and the
//! materializations that bridge an old and a new type where a value's
//! producer and users are converted at different times, by default a
//! `builtin.unrealized_conversion_cast` (a later conversion, or
//! `reconcile-unrealized-casts`, removes it; a converter made
//! [`TypeConverter::without_default_cast`] fails instead).
//!
//! Invariants: conversions are tried most recently added first, as
//! upstream; the first that answers decides, and its answer is cached per
//! type (conversions are pure functions of the type). A type no conversion
//! answers for cannot be converted.

use std::sync::Mutex;

use strata_ir::{Context, FxHashMap, Location, OperationState, SmallVec, Type, Value};

use crate::Rewriter;

/// What a conversion function says of a type.
pub enum TypeConversion {
    /// Not this function's business: try the next one.
    Pass,
    /// The type becomes these types (empty: the value is dropped).
    Types(SmallVec<[Type; 1]>),
    /// The type cannot be converted.
    Fail,
}

impl TypeConversion {
    /// The type becomes `ty` (a 1:1 conversion).
    pub fn one(ty: Type) -> TypeConversion {
        TypeConversion::Types(SmallVec::from_elem(ty, 1))
    }
}

/// A conversion function.
pub type ConversionFn = Box<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// Builds a value of type `ty` from `inputs` at the rewriter's insertion
/// point (upstream's source materialization callbacks); `None` when it
/// cannot.
pub type MaterializationFn = Box<dyn Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync>;

/// Builds values of the converted `types` from `inputs` at the rewriter's
/// insertion point (upstream's target materialization callbacks): one
/// value of an original type, or the values it was replaced by when a
/// user needs them as other types (a memref's descriptor fields as its
/// descriptor struct); `original` is the type of the value they stand
/// for, when known. `None` when it cannot.
pub type TargetMaterializationFn = Box<
    dyn Fn(&mut Rewriter<'_>, &[Type], &[Value], Location, Option<Type>) -> Option<SmallVec<[Value; 1]>> + Send + Sync,
>;

/// How a block's (or a function type's) inputs map to converted ones
/// (upstream's `TypeConverter::SignatureConversion`): original input `i`
/// becomes the converted inputs `start..start + len`, none when dropped.
#[derive(Clone, Debug, Default)]
pub struct SignatureConversion {
    remapped: Vec<Option<(usize, usize)>>,
    converted: Vec<Type>,
}

impl SignatureConversion {
    /// A conversion of `inputs` original inputs, none mapped yet.
    pub fn new(inputs: usize) -> SignatureConversion {
        SignatureConversion { remapped: vec![None; inputs], converted: Vec::new() }
    }
    /// Original input `input` becomes `types`, appended to the converted
    /// inputs (upstream's `addInputs`).
    pub fn add_inputs(&mut self, input: usize, types: &[Type]) {
        self.remapped[input] = Some((self.converted.len(), types.len()));
        self.converted.extend_from_slice(types);
    }
    /// The converted inputs, in order.
    pub fn converted_types(&self) -> &[Type] {
        &self.converted
    }
    /// Where original input `input` went: `(start, len)` in the converted
    /// inputs.
    pub fn input_mapping(&self, input: usize) -> Option<(usize, usize)> {
        self.remapped.get(input).copied().flatten()
    }
    pub fn num_original_inputs(&self) -> usize {
        self.remapped.len()
    }
}

pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    /// Whether a value the conversion could not bridge otherwise keeps an
    /// `unrealized_conversion_cast` (the default) rather than failing.
    default_cast: bool,
    /// Whether a user reads a replacement whose types are not its
    /// original type's converted types through a target materialization
    /// (upstream's behavior, the default) rather than as it is.
    regroup: bool,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<TargetMaterializationFn>,
    cache: Mutex<FxHashMap<Type, Option<SmallVec<[Type; 1]>>>>,
}

impl Default for TypeConverter {
    fn default() -> TypeConverter {
        TypeConverter {
            conversions: Vec::new(),
            default_cast: true,
            regroup: true,
            source_materializations: Vec::new(),
            target_materializations: Vec::new(),
            cache: Mutex::new(FxHashMap::default()),
        }
    }
}

impl TypeConverter {
    pub fn new() -> TypeConverter {
        TypeConverter::default()
    }

    /// Without the default materialization, a value whose producer was
    /// converted but a user was not must be bridged by a materialization
    /// function, else the conversion fails (upstream's behavior for a
    /// converter without materializations).
    pub fn without_default_cast(mut self) -> TypeConverter {
        self.default_cast = false;
        self
    }

    /// Users read what a value was replaced by as it is, whatever its
    /// types (for a conversion whose patterns replace a value by one of
    /// several forms and look at which they got, as `graph-to-loops`'s
    /// buffer or splat scalar).
    pub fn without_regrouping(mut self) -> TypeConverter {
        self.regroup = false;
        self
    }

    /// Whether users read replacements as the converted types of what
    /// they replaced ([`TypeConverter::without_regrouping`]).
    pub fn regroups(&self) -> bool {
        self.regroup
    }

    /// A converter that keeps every type (what a conversion between
    /// dialects with the same types uses).
    pub fn identity() -> TypeConverter {
        let mut converter = TypeConverter::new();
        converter.add_conversion(|_, ty| TypeConversion::one(ty));
        converter
    }

    /// Adds a conversion function, tried before those added earlier.
    pub fn add_conversion(&mut self, f: impl Fn(&Context, Type) -> TypeConversion + Send + Sync + 'static) {
        self.conversions.push(Box::new(f));
        self.cache.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    /// Adds a materialization from converted values back to an original
    /// type (upstream's `addSourceMaterialization`).
    pub fn add_source_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync + 'static,
    ) {
        self.source_materializations.push(Box::new(f));
    }

    /// Adds a materialization from an original value to its converted
    /// types (upstream's `addTargetMaterialization`; several types when the
    /// type converts 1:N).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, &[Type], &[Value], Location, Option<Type>) -> Option<SmallVec<[Value; 1]>>
            + Send
            + Sync
            + 'static,
    ) {
        self.target_materializations.push(Box::new(f));
    }

    /// The types `ty` converts to (upstream's `convertType` for 1:N), or
    /// `None` when it cannot be converted.
    pub fn convert_type(&self, ctx: &Context, ty: Type) -> Option<SmallVec<[Type; 1]>> {
        if let Some(cached) = self.cache.lock().unwrap_or_else(|e| e.into_inner()).get(&ty) {
            return cached.clone();
        }
        let mut answer = None;
        for f in self.conversions.iter().rev() {
            match f(ctx, ty) {
                TypeConversion::Pass => continue,
                TypeConversion::Types(types) => answer = Some(types),
                TypeConversion::Fail => {}
            }
            break;
        }
        self.cache.lock().unwrap_or_else(|e| e.into_inner()).insert(ty, answer.clone());
        answer
    }

    /// The one type `ty` converts to, if it converts 1:1.
    pub fn convert_type_1to1(&self, ctx: &Context, ty: Type) -> Option<Type> {
        match self.convert_type(ctx, ty)?.as_slice() {
            [one] => Some(*one),
            _ => None,
        }
    }

    /// Whether `ty` converts to itself (upstream's `isLegal(Type)`).
    pub fn is_legal(&self, ctx: &Context, ty: Type) -> bool {
        self.convert_type_1to1(ctx, ty) == Some(ty)
    }

    /// Whether every type of `types` converts to itself.
    pub fn are_legal(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> bool {
        types.into_iter().all(|ty| self.is_legal(ctx, ty))
    }

    /// Whether `op`'s operand and result types are all legal (upstream's
    /// `isLegal(Operation *)`).
    pub fn is_legal_op(&self, ctx: &Context, body: &strata_ir::Body, op: impl Into<strata_ir::OpId>) -> bool {
        let op = op.into();
        self.are_legal(ctx, body.operands(op).map(|v| body.value_type(v)))
            && self.are_legal(ctx, body.results(op).iter().map(|&v| body.value_type(v)))
    }

    /// Whether a function type's inputs and results are all legal
    /// (upstream's `isSignatureLegal`); false for a type that is not a
    /// function type.
    pub fn is_signature_legal(&self, ctx: &Context, function_type: Type) -> bool {
        match ctx.type_kind(function_type) {
            strata_ir::TypeKind::Function { inputs, results } => {
                self.are_legal(ctx, inputs.iter().copied()) && self.are_legal(ctx, results.iter().copied())
            }
            _ => false,
        }
    }

    /// `types` converted and flattened (upstream's `convertTypes`); `None`
    /// when one cannot be converted.
    pub fn convert_types(&self, ctx: &Context, types: impl IntoIterator<Item = Type>) -> Option<Vec<Type>> {
        let mut converted = Vec::new();
        for ty in types {
            converted.extend(self.convert_type(ctx, ty)?);
        }
        Some(converted)
    }

    /// The conversion of a signature whose inputs are `inputs` (upstream's
    /// `convertSignatureArgs`); `None` when an input cannot be converted.
    pub fn convert_signature_args(&self, ctx: &Context, inputs: &[Type]) -> Option<SignatureConversion> {
        let mut conversion = SignatureConversion::new(inputs.len());
        for (i, &ty) in inputs.iter().enumerate() {
            conversion.add_inputs(i, &self.convert_type(ctx, ty)?);
        }
        Some(conversion)
    }

    /// A value of the original type `ty` from converted `inputs`, from the
    /// materialization functions (latest first); `None` when none can.
    pub fn materialize_source(
        &self,
        rw: &mut Rewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        self.source_materializations.iter().rev().find_map(|f| f(rw, ty, inputs, loc))
    }

    /// Whether an unbridged value keeps an `unrealized_conversion_cast`.
    pub fn has_default_cast(&self) -> bool {
        self.default_cast
    }

    /// Values of the converted `types` from `inputs` standing for a value
    /// of type `original`, from the materialization functions (latest
    /// first); `None` when none can.
    pub fn materialize_target(
        &self,
        rw: &mut Rewriter<'_>,
        types: &[Type],
        inputs: &[Value],
        loc: Location,
        original: Option<Type>,
    ) -> Option<SmallVec<[Value; 1]>> {
        self.target_materializations.iter().rev().find_map(|f| f(rw, types, inputs, loc, original))
    }
}

/// The name of the default materialization.
pub const UNREALIZED_CAST: &str = "builtin.unrealized_conversion_cast";

/// `builtin.unrealized_conversion_cast inputs : ... to ty`, at the
/// rewriter's insertion point.
pub fn unrealized_cast(rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Value {
    let op = unrealized_cast_op(rw, &[ty], inputs, loc);
    rw.body().result(op, 0)
}

/// `builtin.unrealized_conversion_cast inputs : ... to types`, at the
/// rewriter's insertion point.
pub fn unrealized_cast_op(rw: &mut Rewriter<'_>, types: &[Type], inputs: &[Value], loc: Location) -> strata_ir::OpId {
    let ctx = rw.ctx();
    static NAME: strata_ir::OpClassKey = strata_ir::OpClassKey::new(UNREALIZED_CAST);
    let mut state = OperationState::new(ctx.class_op_name(&NAME), loc);
    state.operands.extend_from_slice(inputs);
    state.result_types.extend_from_slice(types);
    rw.create(state)
}
