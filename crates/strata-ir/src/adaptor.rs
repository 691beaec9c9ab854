//! [`OpAdaptor`]: an op's operands as a dialect conversion has remapped
//! them (upstream's `OpAdaptor`): for each operand of the op, the values
//! it became. Generated `XOpAdaptor`s read it by operand name.
//!
//! Invariant: one entry per operand of the op, in operand order; an entry
//! holds one value for a 1:1 conversion, several for 1:N, none for a
//! dropped value.

use crate::{SmallVec, Value};

/// Most ops have a few operands: they stay inline, so building an
/// adaptor per converted op allocates nothing.
type Remapped = SmallVec<[SmallVec<[Value; 1]>; 4]>;

#[derive(Clone, Debug, Default)]
pub struct OpAdaptor {
    operands: Remapped,
}

impl OpAdaptor {
    /// The remapped values, one entry per operand of the op.
    pub fn new(operands: Vec<SmallVec<[Value; 1]>>) -> OpAdaptor {
        OpAdaptor { operands: operands.into_iter().collect() }
    }
    /// [`Self::new`] from the entries in order, without an intermediate
    /// vector.
    pub fn from_entries(operands: impl IntoIterator<Item = SmallVec<[Value; 1]>>) -> OpAdaptor {
        OpAdaptor { operands: operands.into_iter().collect() }
    }
    /// Operand `i`, converted 1:1 (its first value otherwise).
    pub fn operand(&self, i: usize) -> Value {
        self.operands[i][0]
    }
    /// Every operand, converted 1:1.
    pub fn operands(&self) -> SmallVec<[Value; 4]> {
        self.operands.iter().filter_map(|v| v.first().copied()).collect()
    }
    /// Every value the operands became, in order (upstream's
    /// `flattenValues(adaptor.getOperands())`).
    pub fn flat(&self) -> Vec<Value> {
        self.operands.iter().flatten().copied().collect()
    }
    /// The values operand `i` became (1:N).
    pub fn operand_values(&self, i: usize) -> &[Value] {
        &self.operands[i]
    }
    pub fn len(&self) -> usize {
        self.operands.len()
    }
    pub fn is_empty(&self) -> bool {
        self.operands.is_empty()
    }
}

/// Declares a typed adaptor over an [`OpAdaptor`] (upstream's
/// `XOp::Adaptor`): `op_adaptor!(/// docs\n ForOpAdaptor)` defines the
/// handle with `new` and `adaptor`; ODS codegen adds the accessors by
/// operand name.
#[macro_export]
macro_rules! op_adaptor {
    ($(#[$meta:meta])* $name:ident) => {
        $(#[$meta])*
        #[derive(Copy, Clone)]
        pub struct $name<'a>(&'a $crate::OpAdaptor);

        impl<'a> $name<'a> {
            pub fn new(operands: &'a $crate::OpAdaptor) -> Self {
                Self(operands)
            }
            /// Every operand, by position (1:N ranges included).
            pub fn adaptor(&self) -> &'a $crate::OpAdaptor {
                self.0
            }
        }
    };
}
