//! [`DialectRegistry`]: the dialects a tool knows, as upstream's
//! `DialectRegistry` — built by the tool (strata-opt, an out-of-tree
//! tool, a test) and loaded into each [`Context`] it makes.
//!
//! Invariants: dialects load in insertion order, so what they register
//! (ops, types, attributes, hooks) is the same on every run; loading a
//! dialect twice is harmless, since `Context` keeps the first registration
//! of a name and every dialect's `register` goes through it.

use crate::Context;

/// Registers one dialect (its ops, types, attributes and interfaces) into a
/// context: each dialect crate's `register`.
pub type DialectLoader = fn(&Context);

/// The dialects to load into a context, in order.
#[derive(Clone, Default)]
pub struct DialectRegistry {
    loaders: Vec<DialectLoader>,
}

impl DialectRegistry {
    pub fn new() -> DialectRegistry {
        DialectRegistry::default()
    }

    /// Adds a dialect, by its `register` function.
    pub fn insert(&mut self, loader: DialectLoader) -> &mut DialectRegistry {
        self.loaders.push(loader);
        self
    }

    /// Adds every dialect of `other`, after this registry's own.
    pub fn extend(&mut self, other: &DialectRegistry) -> &mut DialectRegistry {
        self.loaders.extend_from_slice(&other.loaders);
        self
    }

    /// Loads every dialect into `ctx` (upstream's `appendDialectRegistry`
    /// followed by `loadAllAvailableDialects`).
    pub fn load_into(&self, ctx: &Context) {
        for load in &self.loaders {
            load(ctx);
        }
    }

    pub fn len(&self) -> usize {
        self.loaders.len()
    }

    pub fn is_empty(&self) -> bool {
        self.loaders.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::DialectInfo;

    fn load_a(ctx: &Context) {
        ctx.register_dialect(DialectInfo::new("a"));
    }

    fn load_b(ctx: &Context) {
        ctx.register_dialect(DialectInfo::new("b"));
    }

    #[test]
    fn loads_every_dialect_once_in_order() {
        let mut registry = DialectRegistry::new();
        registry.insert(load_b).insert(load_a).insert(load_b);
        let ctx = Context::new();
        registry.load_into(&ctx);
        assert_eq!(ctx.dialect_names(), ["a", "b"]);
        assert_eq!(registry.len(), 3);
    }
}
