//! The directive tree of a compiled assembly format.
//!
//! Variables refer to the op's [`super::FormatSpec`] by index. Printed
//! elements carry `space`: whether a space precedes them, computed once at
//! compile time exactly as upstream's generator does (`shouldEmitSpace` /
//! `lastWasPunctuation` are generator state, not runtime state).
//!
//! Invariants: the tree is at most [`super::compile::MAX_FORMAT_DEPTH`]
//! levels deep; every index is valid for the spec it was compiled against.

use super::custom::CustomDirective;

/// An op variable named by `$name`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum VarRef {
    Operand(usize),
    Result(usize),
    Attr(usize),
    Region(usize),
    Successor(usize),
}

/// The argument of `type(...)` and `functional-type(..., ...)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypeArg {
    Operand(usize),
    Result(usize),
    /// `operands`
    Operands,
    /// `results`
    Results,
}

/// An argument of `custom<Name>(...)`.
#[derive(Clone, Debug)]
pub enum CustomArg {
    Var(VarRef),
    Type(TypeArg),
    /// `attr-dict` passed to the directive.
    AttrDict,
    /// `"..."` (a constant string handed to the directive).
    String(String),
    /// `ref(...)`: read-only access to something parsed earlier.
    Ref(Box<CustomArg>),
}

/// What decides whether an optional group is present.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Anchor {
    Var(VarRef),
    /// A type directive or functional type: present when its argument is.
    Type(TypeArg),
    /// A custom directive: present when any of its arguments is.
    Any(Vec<Anchor>),
}

/// `( then )` `:` `( else )` `?`
#[derive(Clone, Debug)]
pub struct OptionalGroup {
    pub then: Vec<Element>,
    pub els: Vec<Element>,
    pub anchor: Anchor,
    /// Index in `then` of a unit-attribute anchor that is not printed (its
    /// presence is the group's presence).
    pub elided: Option<usize>,
}

/// One clause of `oilist(...)`: a keyword and the elements after it.
#[derive(Clone, Debug)]
pub struct OiClause {
    pub keyword: String,
    pub keyword_space: bool,
    pub elements: Vec<Element>,
    /// The clause is a single unit attribute (printed as the keyword only).
    pub unit_attr: Option<usize>,
    /// Variables of the clause: it is printed when any is present.
    pub vars: Vec<VarRef>,
}

/// One element of a format.
#[derive(Clone, Debug)]
pub enum Element {
    /// A keyword or punctuation, `` `,` `` or `` `to` ``.
    Literal {
        text: String,
        space: bool,
        /// The token of a punctuation literal (`None` for a keyword),
        /// found once when the format is compiled.
        token: Option<crate::lexer::TokenKind>,
    },
    /// `` ` ` `` (true) or ``` `` ``` (false).
    Space(bool),
    /// `` `\n` ``
    Newline,
    Var {
        var: VarRef,
        qualified: bool,
        space: bool,
    },
    Operands {
        space: bool,
    },
    Regions {
        space: bool,
    },
    Successors {
        space: bool,
    },
    Type {
        arg: TypeArg,
        qualified: bool,
        space: bool,
    },
    FunctionalType {
        inputs: TypeArg,
        results: TypeArg,
        space: bool,
    },
    AttrDict {
        with_keyword: bool,
    },
    PropDict,
    Optional(Box<OptionalGroup>),
    Custom {
        directive: CustomDirective,
        args: Vec<CustomArg>,
        space: bool,
    },
    OiList {
        clauses: Vec<OiClause>,
    },
}

impl Element {
    /// Whitespace elements print but never parse.
    pub fn is_whitespace(&self) -> bool {
        matches!(self, Element::Space(_) | Element::Newline)
    }
}

/// Punctuation literals a format may contain, with their token text.
pub const PUNCTUATION: &[&str] = &[":", ",", "=", "<", ">", "(", ")", "[", "]", "{", "}", "?", "+", "*", "->", "..."];

/// Is `s` usable as a bare keyword (upstream's `canFormatStringAsKeyword`)?
pub fn is_keyword(s: &str) -> bool {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) if c.is_ascii_alphabetic() || c == '_' => {}
        _ => return false,
    }
    chars.all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.'))
}
