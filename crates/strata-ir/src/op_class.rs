//! Op classes: typed handles on ops of one name (upstream's `arith::AddIOp`),
//! generated for every ODS op, and the cache that makes asking "is this op
//! an `arith.addi`?" one integer comparison.
//!
//! Invariants: a value of an op class names an op of that class's name (the
//! handle's field is private to generated code; the only ways to get one
//! are [`OpClass::cast`], the generated `build` and the typed hooks the
//! generated registration installs); a class's interned name is computed
//! once per context and class.

use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

use crate::{Body, Context, OpId, OpName};

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

/// The process-wide number of an op class, for [`Context::class_op_name`]:
/// generated classes keep one in a `static` and number themselves on first
/// use, so a context caches class names in a vector, not a hash map.
pub struct OpClassKey {
    name: &'static str,
    id: OnceLock<u32>,
}

static NEXT_CLASS_ID: AtomicU32 = AtomicU32::new(0);

impl OpClassKey {
    pub const fn new(name: &'static str) -> OpClassKey {
        OpClassKey { name, id: OnceLock::new() }
    }

    pub fn name(&self) -> &'static str {
        self.name
    }

    fn id(&self) -> usize {
        *self.id.get_or_init(|| NEXT_CLASS_ID.fetch_add(1, Ordering::Relaxed)) as usize
    }
}

impl Context {
    /// The interned name of the op class numbered by `key`.
    pub fn class_op_name(&self, key: &OpClassKey) -> OpName {
        let id = key.id();
        if let Some(&name) = self.class_names.get(id) {
            return name;
        }
        let name = self.op_name(key.name);
        // A racing thread may have set it first: both interned the same name.
        self.class_names.set(id, name);
        name
    }
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
