//! [`OpTable`]: what the registry answers for each op name, asked once.
//!
//! A printer or parser asks the registry about every op it meets (its
//! custom form, its declarative format), and each answer is a scan of the
//! op's interfaces. Op names are numbered densely as they are interned, so
//! the answers go in a vector by name.
//!
//! Invariant: the registry does not change while a table is in use (a
//! table lives for one print or one parse).

use std::any::Any;

use strata_ir::OpName;

/// Per op name, the answer of the first lookup.
#[derive(Clone)]
pub(crate) struct OpTable<T: Copy> {
    by_name: Vec<Option<T>>,
}

impl<T: Copy> Default for OpTable<T> {
    fn default() -> Self {
        OpTable { by_name: Vec::new() }
    }
}

impl<T: Copy> OpTable<T> {
    /// The answer for `name`: remembered, else `find`'s (then remembered).
    pub(crate) fn get_or(&mut self, name: OpName, find: impl FnOnce() -> T) -> T {
        let i = name.index();
        if let Some(Some(known)) = self.by_name.get(i) {
            return *known;
        }
        let found = find();
        if self.by_name.len() <= i {
            self.by_name.resize(i + 1, None);
        }
        self.by_name[i] = Some(found);
        found
    }
}

/// Per op name, what the op's custom-form hook keeps on its `OpInfo` (the
/// declarative format's compiled format). The hooks sit above the parser
/// and printer that hold the table, so it holds their data type-erased;
/// only an op's own hook fills the op's entry, and downcasts it.
pub(crate) type HookData<'a> = OpTable<Option<&'a (dyn Any + Send + Sync)>>;

#[cfg(test)]
mod tests {
    use super::OpTable;

    #[test]
    fn each_name_is_looked_up_once() {
        let ctx = strata_ir::Context::new();
        let (a, b) = (ctx.op_name("t.a"), ctx.op_name("t.b"));
        let mut table: OpTable<usize> = OpTable::default();
        let mut asked = 0;
        for (name, answer) in [(b, 2), (a, 1), (b, 99), (a, 99)] {
            let got = table.get_or(name, || {
                asked += 1;
                answer
            });
            assert_eq!(got, if name == a { 1 } else { 2 });
        }
        assert_eq!(asked, 2);
    }
}
