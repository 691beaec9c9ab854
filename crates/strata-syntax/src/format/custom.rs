//! `custom<Name>(args)` directives: the registry of named Rust functions a
//! dialect supplies ([`CustomDirectives`]) and the argument slots they
//! read and fill.
//!
//! A parse function receives one [`CustomParseArg`] per directive argument,
//! pre-filled with what has been parsed so far (for `ref(...)` arguments)
//! or empty, fills the non-`ref` ones and returns whether it parsed
//! anything (`false` is only meaningful as the first element of an
//! optional group). A print function receives the current values as
//! [`CustomPrintArg`]s. Invariant: slots keep the kind of their argument
//! (the engine ignores a slot whose kind was changed).

use std::collections::HashMap;

use strata_ir::{Attribute, BlockId, Ident, OpId, RegionId, Type, Value};

use crate::parser::{PResult, Parser, UnresolvedOperand};
use crate::printer::OpPrinter;

/// The parse-side value of one directive argument.
#[derive(Clone, Debug)]
pub enum CustomParseArg<'a> {
    /// An operand variable (0 or 1 entries unless variadic).
    Operands(Vec<UnresolvedOperand<'a>>),
    /// `type($x)`, `type(operands)`, `type(results)`.
    Types(Vec<Type>),
    /// An attribute variable.
    Attr(Option<Attribute>),
    Regions(Vec<RegionId>),
    Successors(Vec<BlockId>),
    /// `attr-dict`: entries to add to the op's attributes.
    AttrDict(Vec<(Ident, Attribute)>),
    /// A constant string from the format.
    String(String),
}

/// The print-side value of one directive argument.
#[derive(Clone, Debug)]
pub enum CustomPrintArg {
    /// Inline: a directive's values are few, and printing builds these
    /// for every op that uses it.
    Operands(strata_ir::SmallVec<[Value; 4]>),
    Types(strata_ir::SmallVec<[Type; 4]>),
    Attr(Option<Attribute>),
    Regions(Vec<RegionId>),
    Successors(Vec<BlockId>),
    /// The op's full attribute dictionary (properties and discardable).
    AttrDict(Attribute),
    String(String),
}

/// Parses a custom directive; `Ok(false)` means "not present".
pub type CustomParseFn = for<'a> fn(&mut Parser<'a>, &mut [CustomParseArg<'a>]) -> PResult<bool>;
/// Prints a custom directive (after the engine's leading space).
pub type CustomPrintFn = fn(&mut OpPrinter<'_>, OpId, &[CustomPrintArg]);

/// A resolved custom directive, stored in the compiled format.
#[derive(Clone, Copy)]
pub struct CustomDirective {
    pub name: &'static str,
    pub parse: CustomParseFn,
    pub print: CustomPrintFn,
    /// Attributes the directive parses and prints itself though no
    /// argument names them (set with [`Parser::add_directive_attr`]): a
    /// format using the directive leaves them out of its `attr-dict`, as
    /// upstream's generated printers leave out the segment sizes of a
    /// variadic-of-variadic operand group.
    pub stores: &'static [&'static str],
}

impl std::fmt::Debug for CustomDirective {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "custom<{}>", self.name)
    }
}

/// The named custom directives a dialect makes available to its formats.
#[derive(Clone, Default)]
pub struct CustomDirectives {
    map: HashMap<&'static str, CustomDirective>,
}

impl CustomDirectives {
    pub fn new() -> CustomDirectives {
        CustomDirectives::default()
    }

    /// Registers `custom<name>` (replacing an earlier registration).
    pub fn register(&mut self, name: &'static str, parse: CustomParseFn, print: CustomPrintFn) -> &mut Self {
        self.register_storing(name, parse, print, &[])
    }

    /// Registers `custom<name>`, which also stores the op attributes
    /// `stores` (see [`CustomDirective::stores`]).
    pub fn register_storing(
        &mut self,
        name: &'static str,
        parse: CustomParseFn,
        print: CustomPrintFn,
        stores: &'static [&'static str],
    ) -> &mut Self {
        self.map.insert(name, CustomDirective { name, parse, print, stores });
        self
    }

    pub fn get(&self, name: &str) -> Option<CustomDirective> {
        self.map.get(name).copied()
    }
}
