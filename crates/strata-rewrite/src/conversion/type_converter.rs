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

/// A conversion function.
pub type ConversionFn = Box<dyn Fn(&Context, Type) -> TypeConversion + Send + Sync>;

/// Builds a value of type `ty` from `inputs` at the rewriter's insertion
/// point (upstream's materialization callbacks); `None` when it cannot.
pub type MaterializationFn = Box<dyn Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync>;

pub struct TypeConverter {
    conversions: Vec<ConversionFn>,
    /// Whether a value the conversion could not bridge otherwise keeps an
    /// `unrealized_conversion_cast` (the default) rather than failing.
    default_cast: bool,
    source_materializations: Vec<MaterializationFn>,
    target_materializations: Vec<MaterializationFn>,
    cache: Mutex<FxHashMap<Type, Option<SmallVec<[Type; 1]>>>>,
}

impl Default for TypeConverter {
    fn default() -> TypeConverter {
        TypeConverter {
            conversions: Vec::new(),
            default_cast: true,
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

    /// A converter that keeps every type (what a conversion between
    /// dialects with the same types uses).
    pub fn identity() -> TypeConverter {
        let mut converter = TypeConverter::new();
        converter.add_conversion(|_, ty| TypeConversion::Types(SmallVec::from_elem(ty, 1)));
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

    /// Adds a materialization from original values to a converted type
    /// (upstream's `addTargetMaterialization`).
    pub fn add_target_materialization(
        &mut self,
        f: impl Fn(&mut Rewriter<'_>, Type, &[Value], Location) -> Option<Value> + Send + Sync + 'static,
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

    /// A value of the converted type `ty` from original `inputs`, from the
    /// materialization functions (latest first), else the default cast
    /// when the converter allows it.
    pub fn materialize_target(
        &self,
        rw: &mut Rewriter<'_>,
        ty: Type,
        inputs: &[Value],
        loc: Location,
    ) -> Option<Value> {
        let user = self.target_materializations.iter().rev().find_map(|f| f(rw, ty, inputs, loc));
        user.or_else(|| self.default_cast.then(|| unrealized_cast(rw, ty, inputs, loc)))
    }
}

/// The name of the default materialization.
pub const UNREALIZED_CAST: &str = "builtin.unrealized_conversion_cast";

/// `builtin.unrealized_conversion_cast inputs : ... to ty`, at the
/// rewriter's insertion point.
pub fn unrealized_cast(rw: &mut Rewriter<'_>, ty: Type, inputs: &[Value], loc: Location) -> Value {
    let ctx = rw.ctx();
    let mut state = OperationState::new(ctx.op_name(UNREALIZED_CAST), loc);
    state.operands.extend_from_slice(inputs);
    state.result_types.push(ty);
    let op = rw.create(state);
    rw.body().result(op, 0)
}
