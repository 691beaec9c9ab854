//! Op classes: typed handles on ops of one name (upstream's `arith::AddIOp`),
//! generated for every ODS op, and the cache that makes asking "is this op
//! an `arith.addi`?" one load and one integer comparison.
//!
//! Invariants: a value of an op class names an op of that class's name (the
//! handle's field is private to generated code; the only ways to get one
//! are [`OpClass::cast`], the generated `build` and the typed hooks the
//! generated registration installs); a class's interned name is recomputed
//! only when a different context asks than the one that asked last.
//! The same caching serves identifiers and attributes ([`IdentKey`],
//! [`AttrKey`]). A cache is stored with release and read with acquire
//! ordering, so a thread that reads a cached index also sees the interned
//! value that index names, written by the thread that interned it.

use std::sync::atomic::{AtomicU64, Ordering};

use crate::{Attribute, Body, Context, Ident, OpId, OpName};

/// A typed handle on an op of one registered name. [`OpClass::cast`] is
/// upstream's `dyn_cast`; the handle converts into its [`OpId`], so
/// `Body` and `Rewriter` methods take it wherever they take an op.
pub trait OpClass: Copy + Into<OpId> + Send + Sync + 'static {
    /// The full op name, `arith.addi`.
    const NAME: &'static str;
    /// `NAME` interned in `ctx` (cached: no string is hashed after the
    /// first call per context).
    fn op_name(ctx: &Context) -> OpName;
    /// `Some` if `op` is a `NAME` op.
    fn cast(ctx: &Context, body: &Body, op: OpId) -> Option<Self>;
    /// The op this handle names.
    fn op(self) -> OpId {
        self.into()
    }
}

/// An op class's interned name, cached for the context that last asked:
/// generated classes keep one in a `static`, so asking again in the same
/// context is one atomic load and one comparison (the cache holds the
/// context's number and the name's; another context recomputes it).
pub struct OpClassKey {
    name: &'static str,
    /// `context number << 32 | name index`; 0 until first asked.
    cached: AtomicU64,
}

impl OpClassKey {
    pub const fn new(name: &'static str) -> OpClassKey {
        OpClassKey { name, cached: AtomicU64::new(0) }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }
}

impl Context {
    /// The interned name of the op class `key` describes.
    #[inline]
    pub fn class_op_name(&self, key: &OpClassKey) -> OpName {
        let cached = key.cached.load(Ordering::Acquire);
        if cached >> 32 == u64::from(self.number) {
            return OpName(Ident(cached as u32));
        }
        self.intern_class_op_name(key)
    }

    #[cold]
    fn intern_class_op_name(&self, key: &OpClassKey) -> OpName {
        let name = self.op_name(key.name);
        key.cached.store(u64::from(self.number) << 32 | u64::from(name.0 .0), Ordering::Release);
        name
    }
}

/// An identifier's interned form, cached for the context that last asked
/// (as [`OpClassKey`] caches an op name): generated builders keep one in a
/// `static` per property name ([`static_ident!`](crate::static_ident)), so
/// building an op does not hash its property names again.
pub struct IdentKey {
    name: &'static str,
    /// `context number << 32 | ident index`; 0 until first asked.
    cached: AtomicU64,
}

impl IdentKey {
    pub const fn new(name: &'static str) -> IdentKey {
        IdentKey { name, cached: AtomicU64::new(0) }
    }
}

impl Context {
    /// The interned identifier `key` describes.
    #[inline]
    pub fn cached_ident(&self, key: &IdentKey) -> Ident {
        let cached = key.cached.load(Ordering::Acquire);
        if cached >> 32 == u64::from(self.number) {
            return Ident(cached as u32);
        }
        self.intern_cached_ident(key)
    }

    #[cold]
    fn intern_cached_ident(&self, key: &IdentKey) -> Ident {
        let ident = self.ident(key.name);
        key.cached.store(u64::from(self.number) << 32 | u64::from(ident.0), Ordering::Release);
        ident
    }
}

/// An attribute made once per context (as [`IdentKey`] caches an
/// identifier): generated code keeps one in a `static` per ODS default
/// value and per all-defaults property dictionary
/// ([`static_attr!`](crate::static_attr)), so building or parsing an op
/// does not intern the same attribute again and again.
pub struct AttrKey {
    /// `context number << 32 | attribute index`; 0 until first asked.
    cached: AtomicU64,
}

impl AttrKey {
    #[allow(clippy::new_without_default)]
    pub const fn new() -> AttrKey {
        AttrKey { cached: AtomicU64::new(0) }
    }
}

impl Context {
    /// The attribute `make` builds in this context, made on the first call
    /// with `key` (and again whenever another context asked in between).
    /// `make` must build the same attribute on every call.
    #[inline]
    pub fn cached_attr(&self, key: &AttrKey, make: impl FnOnce(&Context) -> Attribute) -> Attribute {
        let cached = key.cached.load(Ordering::Acquire);
        if cached >> 32 == u64::from(self.number) {
            return Attribute(cached as u32);
        }
        let attr = make(self);
        key.cached.store(u64::from(self.number) << 32 | u64::from(attr.0), Ordering::Release);
        attr
    }
}

/// `make(ctx)` through a `static` [`AttrKey`]: an attribute that depends
/// on nothing but the context, interned once per context.
#[macro_export]
macro_rules! static_attr {
    ($ctx:expr, $make:expr) => {{
        static KEY: $crate::AttrKey = $crate::AttrKey::new();
        $ctx.cached_attr(&KEY, $make)
    }};
}

/// `ctx.ident("name")` through a `static` [`IdentKey`]: the same
/// identifier, hashed once per context instead of once per call.
#[macro_export]
macro_rules! static_ident {
    ($ctx:expr, $name:literal) => {{
        static KEY: $crate::IdentKey = $crate::IdentKey::new($name);
        $ctx.cached_ident(&KEY)
    }};
}

/// Declares an op class: `op_class!(/// docs\n AddIOp = "arith.addi");`
/// defines the handle (its field private to the declaring module, so
/// only that module's code makes one), its [`OpClass`] impl, the
/// conversion into [`OpId`] and comparisons with an [`OpId`]. ODS codegen
/// emits one per op.
#[macro_export]
macro_rules! op_class {
    ($(#[$meta:meta])* $class:ident = $name:literal) => {
        $(#[$meta])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub struct $class($crate::OpId);

        impl From<$class> for $crate::OpId {
            fn from(op: $class) -> $crate::OpId {
                op.0
            }
        }

        impl PartialEq<$crate::OpId> for $class {
            fn eq(&self, other: &$crate::OpId) -> bool {
                self.0 == *other
            }
        }

        impl PartialEq<$class> for $crate::OpId {
            fn eq(&self, other: &$class) -> bool {
                *self == other.0
            }
        }

        impl $crate::OpClass for $class {
            const NAME: &'static str = $name;
            fn op_name(ctx: &$crate::Context) -> $crate::OpName {
                static KEY: $crate::OpClassKey = $crate::OpClassKey::new($name);
                ctx.class_op_name(&KEY)
            }
            fn cast(ctx: &$crate::Context, body: &$crate::Body, op: $crate::OpId) -> Option<Self> {
                (body.op_name(op) == <Self as $crate::OpClass>::op_name(ctx)).then_some(Self(op))
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_names_are_interned_once_per_context() {
        static KEY: OpClassKey = OpClassKey::new("test.op");
        let (a, b) = (Context::new(), Context::new());
        b.op_name("test.other");
        assert_eq!(a.class_op_name(&KEY), a.op_name("test.op"));
        assert_eq!(b.class_op_name(&KEY), b.op_name("test.op"));
        assert_ne!(a.class_op_name(&KEY), b.class_op_name(&KEY));
        assert_eq!(a.class_op_name(&KEY), a.class_op_name(&KEY));
    }
}
