//! The [`Context`]: interners for identifiers, types, attributes and
//! locations, and the registry of dialects and operations.
//!
//! Invariants: everything is reachable through `&Context` and safe to use
//! from several threads (interning serializes on short internal locks,
//! reads take none); handles are only meaningful in the context that made
//! them; registration happens before IR that uses the op is built (an op
//! name seen before its registration stays unregistered for that IR).

use std::collections::BTreeMap;
use std::sync::{Arc, RwLock};

use crate::interner::{AppendOnlyVec, Interner};
use crate::opinfo::{DialectInfo, OpInfo};
use crate::{AttrKind, LocationKind, TypeKind};

/// An interned string (identifier, symbol name, attribute name, file name).
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Ident(pub(crate) u32);

/// An interned operation name (`dialect.op`), registered or not.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct OpName(pub(crate) Ident);

impl OpName {
    pub fn ident(self) -> Ident {
        self.0
    }

    /// The name's number in its context: names are numbered densely as
    /// they are interned, so a side table by op name can be a vector.
    pub fn index(self) -> usize {
        self.0 .0 as usize
    }
}

pub struct Context {
    pub(crate) idents: Interner<Box<str>>,
    pub(crate) types: Interner<TypeKind>,
    pub(crate) attrs: Interner<AttrKind>,
    pub(crate) locations: Interner<LocationKind>,
    /// `callsite(callee at caller)` locations, as pairs (see `location.rs`).
    pub(crate) callsites: crate::location::CallsiteInterner,
    /// Dialect type and attribute definitions.
    pub(crate) type_defs: crate::dialect_defs::DefTable,
    pub(crate) attr_defs: crate::dialect_defs::DefTable,
    /// Indexed by the op name's identifier; sparse.
    op_infos: AppendOnlyVec<OpInfo>,
    /// This context's number, different in every context of the process
    /// (never 0): op classes cache their interned name per context number
    /// ([`crate::OpClassKey`]).
    pub(crate) number: u32,
    /// The registered op names, in registration order.
    registered: RwLock<Vec<OpName>>,
    dialects: RwLock<BTreeMap<String, Arc<DialectInfo>>>,
    asm_hooks: std::sync::OnceLock<AsmHooks>,
    /// Ops printed into diagnostics carry their locations
    /// (`--mlir-print-debuginfo`, which upstream applies there too).
    diagnostic_debug_info: std::sync::atomic::AtomicBool,
    /// Handles of the most used builtin types, interned up front so asking
    /// for them (once per parsed op) costs no hash lookup.
    pub(crate) common_types: crate::types::CommonTypes,
    /// The next [`crate::AttrKind::Distinct`] identity.
    pub(crate) next_distinct: std::sync::atomic::AtomicU64,
    /// State dialects keep per context ([`Context::dialect_state`]).
    dialect_state: std::sync::Mutex<Vec<(std::any::TypeId, Arc<dyn std::any::Any + Send + Sync>)>>,
    /// `false` and `true` (`i1` integer attributes), interned on first
    /// request as any attribute is, then handed out without a lookup: a
    /// transfer's `in_bounds` is compared against `true` per dimension.
    pub(crate) bools: [std::sync::OnceLock<crate::Attribute>; 2],
    /// Whether each attribute is or holds a symbol reference, by index,
    /// once asked ([`crate::symbols::holds_symbol_refs`]): symbol walks
    /// ask it of every op's properties, which ops of one kind share.
    pub(crate) attr_symbol_refs: AppendOnlyVec<bool>,
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context").finish_non_exhaustive()
    }
}

impl Default for Context {
    /// A context whose first attribute is the empty dictionary and whose
    /// first location is `unknown`, so both are constant handles.
    fn default() -> Context {
        let types = Interner::default();
        let common_types = crate::types::CommonTypes::intern(&types);
        let ctx = Context {
            idents: Interner::default(),
            types,
            attrs: Interner::default(),
            locations: Interner::default(),
            callsites: Default::default(),
            type_defs: Default::default(),
            attr_defs: Default::default(),
            op_infos: AppendOnlyVec::default(),
            number: next_context_number(),
            registered: RwLock::new(Vec::new()),
            dialects: RwLock::new(BTreeMap::new()),
            asm_hooks: std::sync::OnceLock::new(),
            diagnostic_debug_info: std::sync::atomic::AtomicBool::new(false),
            common_types,
            next_distinct: std::sync::atomic::AtomicU64::new(0),
            dialect_state: std::sync::Mutex::new(Vec::new()),
            bools: Default::default(),
            attr_symbol_refs: AppendOnlyVec::default(),
        };
        let empty = ctx.attrs.intern(AttrKind::Dictionary(Vec::new()));
        let unknown = ctx.locations.intern(LocationKind::Unknown);
        debug_assert_eq!((empty, unknown), (0, 0));
        for (i, name) in WELL_KNOWN_NAMES.iter().enumerate() {
            let ident = ctx.ident(name);
            debug_assert_eq!(ident, Ident(i as u32));
        }
        ctx
    }
}

/// Defines [`WELL_KNOWN_NAMES`] and [`well_known_ident`] from one list,
/// so the two cannot disagree.
macro_rules! well_known_names {
    ($($name:literal),* $(,)?) => {
        /// Attribute names every context interns first, in this order, so
        /// their idents are the same constants in every context: looking
        /// one of them up in a dictionary by its string
        /// ([`Context::dict_get`]) compares handles, not strings. The
        /// names inherent attributes of common ops have.
        const WELL_KNOWN_NAMES: &[&str] = &[$($name),*];

        /// The ident of `name` if it is one of [`WELL_KNOWN_NAMES`]. Most
        /// names asked for are not: a mask of the list's lengths turns
        /// those away before any string compare.
        pub(crate) fn well_known_ident(name: &str) -> Option<Ident> {
            const LENGTHS: u64 = {
                let mut mask = 0u64;
                let mut i = 0;
                while i < WELL_KNOWN_NAMES.len() {
                    assert!(WELL_KNOWN_NAMES[i].len() < 64);
                    mask |= 1 << WELL_KNOWN_NAMES[i].len();
                    i += 1;
                }
                mask
            };
            if name.len() >= 64 || LENGTHS & (1 << name.len()) == 0 {
                return None;
            }
            let mut i = 0;
            $(
                if name == $name {
                    return Some(Ident(i));
                }
                i += 1;
            )*
            let _ = i;
            None
        }
    };
}

well_known_names![
    "value",
    "sym_name",
    "sym_visibility",
    "function_type",
    "callee",
    "arg_attrs",
    "res_attrs",
    "operandSegmentSizes",
    "resultSegmentSizes",
    "predicate",
    "overflowFlags",
    "fastmath",
    // The llvm dialect's, which lowered IR carries on most ops.
    "position",
    "rawConstantIndices",
    "elem_type",
    "noWrapFlags",
    "alignment",
    "ordering",
    "volatile_",
    "nontemporal",
    // Vector transfers', vector extracts' and inserts', and affine ops'.
    "permutation_map",
    "in_bounds",
    "static_position",
    "map",
];

/// A fresh, nonzero context number.
fn next_context_number() -> u32 {
    static NEXT: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(1);
    NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed)
}

impl Context {
    pub fn new() -> Context {
        Context::default()
    }

    /// The context's one value of `T`, made on first use: state a dialect
    /// keeps for the life of a context, as upstream keeps it in the
    /// context's type uniquer (the llvm dialect's identified struct names,
    /// which one context binds to one body). Interior mutability is `T`'s.
    pub fn dialect_state<T: std::any::Any + Send + Sync + Default>(&self) -> Arc<T> {
        let id = std::any::TypeId::of::<T>();
        let mut states = self.dialect_state.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, state)) = states.iter().find(|(t, _)| *t == id) {
            if let Ok(state) = Arc::clone(state).downcast::<T>() {
                return state;
            }
        }
        let state = Arc::new(T::default());
        states.push((id, state.clone()));
        state
    }

    /// Drops every [`Context::dialect_state`], so the next input sees what
    /// a fresh context would (mlir-opt gives each `--split-input-file`
    /// chunk its own context).
    pub fn reset_dialect_state(&self) {
        self.dialect_state.lock().unwrap_or_else(|e| e.into_inner()).clear();
    }

    pub fn ident(&self, s: &str) -> Ident {
        if let Some(i) = self.idents.lookup(s) {
            return Ident(i);
        }
        Ident(self.idents.intern(s.into()))
    }

    pub fn ident_str(&self, ident: Ident) -> &str {
        self.idents.get(ident.0)
    }

    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.ident(name))
    }

    pub fn op_name_str(&self, name: OpName) -> &str {
        self.ident_str(name.0)
    }

    /// The dialect prefix of an op name (`arith` for `arith.addi`).
    pub fn op_dialect(&self, name: OpName) -> &str {
        let s = self.op_name_str(name);
        s.split_once('.').map(|(d, _)| d).unwrap_or("")
    }

    /// Interface `T` of the dialect of ops named `name` (a dialect-level
    /// hook in [`DialectInfo::interfaces`]; an unregistered op of a
    /// registered dialect included, as upstream's `Operation::getDialect`).
    /// A registered op's dialect is looked up by name once, then
    /// remembered: passes ask this per op.
    pub fn op_dialect_interface<T: std::any::Any + Send + Sync + Copy>(&self, name: OpName) -> Option<T> {
        let Some(info) = self.op_info(name) else {
            return self.dialect(self.op_dialect(name)).and_then(|d| d.interfaces.get::<T>().copied());
        };
        let dialect = match info.dialect.get() {
            Some(d) => d,
            None => {
                let found = self.dialect(self.op_dialect(name))?;
                info.dialect.get_or_init(|| found)
            }
        };
        dialect.interfaces.get::<T>().copied()
    }

    /// The registered description of an op, if its dialect registered it.
    pub fn op_info(&self, name: OpName) -> Option<&OpInfo> {
        self.op_infos.get(name.0 .0 as usize)
    }

    pub fn is_registered(&self, name: OpName) -> bool {
        self.op_info(name).is_some()
    }

    /// Registers a dialect (its name and dialect-level hooks). Registering
    /// the same name twice keeps the first.
    pub fn register_dialect(&self, dialect: DialectInfo) {
        let mut dialects = self.dialects.write().unwrap_or_else(|e| e.into_inner());
        dialects.entry(dialect.name.clone()).or_insert_with(|| Arc::new(dialect));
    }

    /// Adds to the registered dialect `name` what a layer above it knows of
    /// it (upstream's dialect extensions, which attach interfaces such as
    /// `ConvertToLLVMPatternInterface` to a dialect that cannot depend on
    /// their crate). Done while the dialect is not in use yet (at
    /// registration time); returns whether the dialect was extended.
    pub fn extend_dialect(&self, name: &str, extend: impl FnOnce(&mut DialectInfo)) -> bool {
        let mut dialects = self.dialects.write().unwrap_or_else(|e| e.into_inner());
        match dialects.get_mut(name).and_then(Arc::get_mut) {
            Some(info) => {
                extend(info);
                true
            }
            None => false,
        }
    }

    pub fn dialect(&self, name: &str) -> Option<Arc<DialectInfo>> {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).get(name).cloned()
    }

    /// Names of the registered dialects, sorted.
    pub fn dialect_names(&self) -> Vec<String> {
        self.dialects.read().unwrap_or_else(|e| e.into_inner()).keys().cloned().collect()
    }

    /// Registers an op. Returns false if the name was registered already.
    pub fn register_op(&self, mut info: OpInfo) -> bool {
        info.plan = crate::opinfo::VerifyPlan::of(self, &info);
        let name = self.op_name(&info.name);
        let new = self.op_infos.set(name.0 .0 as usize, info);
        if new {
            self.registered.write().unwrap_or_else(|e| e.into_inner()).push(name);
        }
        new
    }

    /// The registered op names, sorted by name (upstream's
    /// `getRegisteredOperations`), so walks over them are deterministic.
    pub fn registered_ops(&self) -> Vec<OpName> {
        let mut names = self.registered.read().unwrap_or_else(|e| e.into_inner()).clone();
        names.sort_by(|a, b| self.op_name_str(*a).cmp(self.op_name_str(*b)));
        names
    }
}

/// Text renderers installed by the syntax layer, so lower layers can put
/// types, attributes and ops into diagnostics without depending upwards.
#[derive(Copy, Clone)]
pub struct AsmHooks {
    pub print_type: fn(&Context, crate::Type) -> String,
    pub print_attr: fn(&Context, crate::Attribute) -> String,
    pub print_op: fn(&Context, &crate::Body, crate::OpId) -> String,
}

impl Context {
    /// Installs the renderers (the first installation wins).
    pub fn set_asm_hooks(&self, hooks: AsmHooks) {
        let _ = self.asm_hooks.set(hooks);
    }
    /// Whether ops printed into diagnostics show their locations.
    pub fn set_diagnostic_debug_info(&self, on: bool) {
        self.diagnostic_debug_info.store(on, std::sync::atomic::Ordering::Relaxed);
    }
    pub fn diagnostic_debug_info(&self) -> bool {
        self.diagnostic_debug_info.load(std::sync::atomic::Ordering::Relaxed)
    }
    pub fn type_to_string(&self, ty: crate::Type) -> String {
        match self.asm_hooks.get() {
            Some(h) => (h.print_type)(self, ty),
            None => format!("{:?}", self.type_kind(ty)),
        }
    }
    pub fn attr_to_string(&self, attr: crate::Attribute) -> String {
        match self.asm_hooks.get() {
            Some(h) => (h.print_attr)(self, attr),
            None => format!("{:?}", self.attr_kind(attr)),
        }
    }
    pub fn op_to_string(&self, body: &crate::Body, op: crate::OpId) -> String {
        match self.asm_hooks.get() {
            Some(h) => (h.print_op)(self, body, op),
            None => format!("\"{}\"", self.op_name_str(body.op_name(op))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{well_known_ident, Context, WELL_KNOWN_NAMES};

    #[test]
    fn well_known_names_are_the_first_idents_and_found_by_string() {
        let ctx = Context::new();
        for (i, name) in WELL_KNOWN_NAMES.iter().enumerate() {
            assert_eq!(well_known_ident(name), Some(ctx.ident(name)), "{name}");
            assert_eq!(ctx.ident(name).0 as usize, i);
        }
        assert_eq!(well_known_ident("values"), None);
        // Found by handle in a dictionary, whichever spelling asks.
        let (callee, other) = (ctx.ident("callee"), ctx.ident("calleee"));
        let dict = ctx.dictionary_attr(vec![(callee, ctx.unit_attr()), (other, ctx.empty_dictionary())]);
        assert_eq!(ctx.dict_get(dict, "callee"), Some(ctx.unit_attr()));
        assert_eq!(ctx.dict_get(dict, "calleee"), Some(ctx.empty_dictionary()));
        assert_eq!(ctx.dict_get(dict, "fastmath"), None);
    }
}
