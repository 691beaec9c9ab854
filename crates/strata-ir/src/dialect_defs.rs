//! Dialect types and attributes (upstream's `TypeDef`/`AttrDef`, and the
//! `AbstractType`/`AbstractAttribute` that describe them).
//!
//! A dialect type or attribute is a Rust value, its *storage*, of a type
//! that was registered once as the storage of one definition
//! ([`DialectDef`]): `#arith.fastmath<nnan>` is a `FastMathFlags` value,
//! registered as the storage of `arith.fastmath`. The value is interned
//! like every builtin ([`TypeKind::Dialect`](crate::TypeKind::Dialect),
//! [`AttrKind::Dialect`](crate::AttrKind::Dialect)), so the handles stay
//! `Copy`, equal exactly when the values are equal, and O(1) to hash.
//!
//! Invariants:
//! - one storage type belongs to at most one type definition and one
//!   attribute definition (the storage's Rust `TypeId` names the
//!   definition, as a C++ class names its `TypeID` upstream);
//! - a stored value always belongs to a registered definition
//!   ([`Context::dialect_attr`] panics on an unregistered storage type: a
//!   programming error, never an input error);
//! - definitions are never removed, so `&DialectDef` lives as long as the
//!   context.
//!
//! Parsing and printing hooks live in the syntax layer, attached to the
//! definition's [`Interfaces`] (strata-ir knows no syntax).

use std::any::{Any, TypeId};
use std::fmt;
use std::hash::{Hash, Hasher};
use std::sync::RwLock;

use crate::interner::AppendOnlyVec;
use crate::{AttrKind, Attribute, Context, FxHashMap, Interfaces, Type, TypeKind};

/// The value of a dialect type or attribute: any `Clone + Eq + Hash +
/// Debug` Rust type that is `Send + Sync` (every storage is shared by all
/// threads through the context).
pub trait Storage: Any + Send + Sync + fmt::Debug {
    fn dyn_eq(&self, other: &dyn Storage) -> bool;
    fn dyn_hash(&self, state: &mut dyn Hasher);
    fn dyn_clone(&self) -> Box<dyn Storage>;
    fn as_any(&self) -> &dyn Any;
}

impl<T: Any + Send + Sync + fmt::Debug + Clone + Eq + Hash> Storage for T {
    fn dyn_eq(&self, other: &dyn Storage) -> bool {
        other.as_any().downcast_ref::<T>() == Some(self)
    }
    fn dyn_hash(&self, mut state: &mut dyn Hasher) {
        self.hash(&mut state);
    }
    fn dyn_clone(&self) -> Box<dyn Storage> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A registered definition, by its index in the context's type or
/// attribute definitions.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct DefId(pub(crate) u32);

/// A dialect type's or attribute's interned value: its definition and its
/// storage.
pub struct DialectValue {
    pub def: DefId,
    pub storage: Box<dyn Storage>,
}

impl DialectValue {
    /// The storage as `T`, if it is one.
    pub fn get<T: Storage>(&self) -> Option<&T> {
        self.storage.as_any().downcast_ref::<T>()
    }
}

impl Clone for DialectValue {
    fn clone(&self) -> Self {
        DialectValue { def: self.def, storage: self.storage.dyn_clone() }
    }
}

impl PartialEq for DialectValue {
    fn eq(&self, other: &Self) -> bool {
        self.def == other.def && self.storage.dyn_eq(other.storage.as_ref())
    }
}

impl Eq for DialectValue {}

impl Hash for DialectValue {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.def.hash(state);
        self.storage.dyn_hash(state);
    }
}

impl fmt::Debug for DialectValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.storage.fmt(f)
    }
}

/// A type or attribute nested in a dialect value (upstream's immediate
/// sub-elements), for walks such as alias collection.
#[derive(Copy, Clone, Debug)]
pub enum SubElement {
    Type(Type),
    Attr(Attribute),
}

/// Checks a value before it is interned (upstream's `verify` of a
/// `TypeDef`/`AttrDef`, `genVerifyDecl`); the message becomes an error at
/// the place the value was written.
pub type DefVerifyHook = fn(&Context, &dyn Any) -> Result<(), String>;

/// Reports the types and attributes a value holds.
pub type SubElementsHook = fn(&dyn Any, &mut dyn FnMut(SubElement));

/// The type of a typed attribute (upstream's `TypedAttr`).
pub type AttrTypeHook = fn(&Context, &dyn Any) -> Type;

/// Marks a type definition as a valid element of builtin vectors
/// (upstream's `VectorElementTypeInterface`, which `!llvm.ptr` implements).
#[derive(Copy, Clone, Debug)]
pub struct VectorElementTypeInterface;

/// Marks an attribute definition as a poison value (upstream's
/// `PoisonAttrInterface`): folds that see it may fold to poison.
#[derive(Copy, Clone, Debug)]
pub struct PoisonAttrInterface;

/// Everything strata knows about one dialect type or attribute.
pub struct DialectDef {
    /// The dialect namespace: `arith`.
    pub dialect: &'static str,
    /// The name after the namespace: `fastmath`.
    pub mnemonic: &'static str,
    /// For diagnostics: `FastMathFlagsAttr`.
    pub summary: &'static str,
    pub verify: Option<DefVerifyHook>,
    pub sub_elements: Option<SubElementsHook>,
    /// Attributes only: the attribute's type, if it is typed.
    pub attr_type: Option<AttrTypeHook>,
    /// The printer gives values an alias named after the mnemonic
    /// (`#di_file = #llvm.di_file<...>`; ODS's `genMnemonicAlias`).
    pub mnemonic_alias: bool,
    /// Hooks of higher layers (the syntax layer's parser and printer).
    pub interfaces: Interfaces,
    storage: TypeId,
}

impl DialectDef {
    /// A definition of `dialect.mnemonic` whose values are `S`.
    pub fn new<S: Storage>(dialect: &'static str, mnemonic: &'static str) -> DialectDef {
        DialectDef {
            dialect,
            mnemonic,
            summary: "",
            verify: None,
            sub_elements: None,
            attr_type: None,
            mnemonic_alias: false,
            interfaces: Interfaces::default(),
            storage: TypeId::of::<S>(),
        }
    }
}

impl fmt::Debug for DialectDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "DialectDef({}.{})", self.dialect, self.mnemonic)
    }
}

/// The definitions of one kind (types or attributes) of a context.
#[derive(Default)]
pub(crate) struct DefTable {
    defs: AppendOnlyVec<DialectDef>,
    index: RwLock<DefIndex>,
}

#[derive(Default)]
struct DefIndex {
    len: u32,
    by_storage: FxHashMap<TypeId, DefId>,
    /// dialect -> mnemonic -> definition.
    by_name: FxHashMap<&'static str, FxHashMap<&'static str, DefId>>,
}

impl DefTable {
    fn register(&self, def: DialectDef) -> DefId {
        let mut index = self.index.write().unwrap_or_else(|e| e.into_inner());
        if let Some(&id) = index.by_storage.get(&def.storage) {
            return id;
        }
        let id = DefId(index.len);
        index.len += 1;
        index.by_storage.insert(def.storage, id);
        index.by_name.entry(def.dialect).or_default().insert(def.mnemonic, id);
        let stored = self.defs.set(id.0 as usize, def);
        debug_assert!(stored);
        id
    }

    pub(crate) fn get(&self, id: DefId) -> &DialectDef {
        self.defs.get(id.0 as usize).expect("a DefId names a registered definition")
    }

    fn by_storage(&self, storage: TypeId) -> Option<DefId> {
        self.index.read().unwrap_or_else(|e| e.into_inner()).by_storage.get(&storage).copied()
    }

    fn by_name(&self, dialect: &str, mnemonic: &str) -> Option<DefId> {
        let index = self.index.read().unwrap_or_else(|e| e.into_inner());
        index.by_name.get(dialect)?.get(mnemonic).copied()
    }

    fn of_dialect(&self, dialect: &str) -> bool {
        self.index.read().unwrap_or_else(|e| e.into_inner()).by_name.contains_key(dialect)
    }
}

impl Context {
    /// Registers a dialect type (upstream's `addTypes`). Registering a
    /// storage type twice keeps the first definition.
    pub fn register_type_def(&self, def: DialectDef) -> DefId {
        self.type_defs.register(def)
    }

    /// Registers a dialect attribute (upstream's `addAttributes`).
    pub fn register_attr_def(&self, def: DialectDef) -> DefId {
        self.attr_defs.register(def)
    }

    pub fn type_def(&self, id: DefId) -> &DialectDef {
        self.type_defs.get(id)
    }

    pub fn attr_def(&self, id: DefId) -> &DialectDef {
        self.attr_defs.get(id)
    }

    /// The type definition `dialect.mnemonic`, if registered.
    pub fn lookup_type_def(&self, dialect: &str, mnemonic: &str) -> Option<DefId> {
        self.type_defs.by_name(dialect, mnemonic)
    }

    /// The attribute definition `dialect.mnemonic`, if registered.
    pub fn lookup_attr_def(&self, dialect: &str, mnemonic: &str) -> Option<DefId> {
        self.attr_defs.by_name(dialect, mnemonic)
    }

    /// Does `dialect` define any type (upstream: does it have a type parser)?
    pub fn dialect_has_types(&self, dialect: &str) -> bool {
        self.type_defs.of_dialect(dialect)
    }

    /// Does `dialect` define any attribute?
    pub fn dialect_has_attrs(&self, dialect: &str) -> bool {
        self.attr_defs.of_dialect(dialect)
    }

    /// The dialect attribute holding `value`, whose type must have been
    /// registered with [`Context::register_attr_def`].
    pub fn dialect_attr<S: Storage>(&self, value: S) -> Attribute {
        let def = self
            .attr_defs
            .by_storage(TypeId::of::<S>())
            .unwrap_or_else(|| panic!("{} is not the storage of a registered attribute", std::any::type_name::<S>()));
        self.intern_attr(AttrKind::Dialect(DialectValue { def, storage: Box::new(value) }))
    }

    /// The dialect type holding `value`, whose type must have been
    /// registered with [`Context::register_type_def`].
    pub fn dialect_type<S: Storage>(&self, value: S) -> Type {
        let def = self
            .type_defs
            .by_storage(TypeId::of::<S>())
            .unwrap_or_else(|| panic!("{} is not the storage of a registered type", std::any::type_name::<S>()));
        self.intern_type(TypeKind::Dialect(DialectValue { def, storage: Box::new(value) }))
    }

    /// The value of a dialect attribute whose storage is `S`.
    pub fn attr_storage<S: Storage>(&self, attr: Attribute) -> Option<&S> {
        match self.attr_kind(attr) {
            AttrKind::Dialect(v) => v.get::<S>(),
            _ => None,
        }
    }

    /// The value of a dialect type whose storage is `S`.
    pub fn type_storage<S: Storage>(&self, ty: Type) -> Option<&S> {
        match self.type_kind(ty) {
            TypeKind::Dialect(v) => v.get::<S>(),
            _ => None,
        }
    }

    /// Runs the definition's verifier on a value about to be built.
    pub fn verify_dialect_value(&self, def: &DialectDef, value: &dyn Storage) -> Result<(), String> {
        match def.verify {
            Some(verify) => verify(self, value.as_any()),
            None => Ok(()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Flags(u32);

    #[derive(Clone, PartialEq, Eq, Hash, Debug)]
    struct Shape(Vec<i64>);

    #[test]
    fn values_intern_to_one_handle() {
        let ctx = Context::new();
        let id = ctx.register_attr_def(DialectDef::new::<Flags>("my", "flags"));
        assert_eq!(ctx.register_attr_def(DialectDef::new::<Flags>("my", "flags")), id, "first registration kept");
        let a = ctx.dialect_attr(Flags(3));
        assert_eq!(a, ctx.dialect_attr(Flags(3)));
        assert_ne!(a, ctx.dialect_attr(Flags(4)));
        assert_eq!(ctx.attr_storage::<Flags>(a), Some(&Flags(3)));
        assert_eq!(ctx.attr_storage::<Shape>(a), None);
        assert_eq!(ctx.lookup_attr_def("my", "flags"), Some(id));
        assert!(ctx.dialect_has_attrs("my") && !ctx.dialect_has_types("my"));
    }

    #[test]
    fn types_and_attributes_are_separate() {
        let ctx = Context::new();
        ctx.register_type_def(DialectDef::new::<Shape>("my", "shape"));
        let t = ctx.dialect_type(Shape(vec![2, 3]));
        assert_eq!(t, ctx.dialect_type(Shape(vec![2, 3])));
        assert_eq!(ctx.type_storage::<Shape>(t).map(|s| s.0.len()), Some(2));
        assert_eq!(ctx.lookup_type_def("my", "shape").map(|d| ctx.type_def(d).mnemonic), Some("shape"));
        assert_eq!(ctx.lookup_attr_def("my", "shape"), None);
    }

    #[test]
    #[should_panic(expected = "not the storage of a registered attribute")]
    fn unregistered_storage_is_a_programming_error() {
        Context::new().dialect_attr(Flags(1));
    }
}
