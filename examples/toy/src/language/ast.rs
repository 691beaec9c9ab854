//! The Toy AST (MLIR's tutorial, chapter 1): a module of functions, each a
//! prototype and a block of expressions.
//!
//! Invariants: expressions live in the module's arena and refer to each
//! other by [`ExprId`], so a deeply nested or very long expression is
//! neither built, walked nor dropped by recursion; an id always indexes
//! the arena of the module that made it.

/// A position in the source: 1-based line and column.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: u32,
    pub col: u32,
}

/// An expression of [`Module::exprs`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ExprId(pub u32);

/// A variable's declared shape (`var b<2, 3> = ...`); empty when the
/// declaration has none.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarType {
    pub shape: Vec<i64>,
}

/// What an expression is.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `var name<shape> = init`.
    VarDecl { name: String, ty: VarType, init: ExprId },
    /// `return` with an optional value.
    Return { value: Option<ExprId> },
    /// A number outside a tensor literal.
    Number(f64),
    /// A tensor literal: its elements (numbers or nested literals) and
    /// the dimensions of every nesting level, outermost first.
    Literal { values: Vec<ExprId>, dims: Vec<i64> },
    /// A use of a variable.
    Variable(String),
    /// `lhs op rhs`, `op` one of `+`, `-`, `*`.
    BinOp { op: u8, lhs: ExprId, rhs: ExprId },
    /// A call of a user function.
    Call { callee: String, args: Vec<ExprId> },
    /// The builtin `print(arg)`.
    Print { arg: ExprId },
}

#[derive(Clone, Debug, PartialEq)]
pub struct Expr {
    pub loc: Location,
    pub kind: ExprKind,
}

/// A function's name and parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    pub loc: Location,
    pub name: String,
    pub params: Vec<(String, Location)>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub proto: Prototype,
    pub body: Vec<ExprId>,
}

/// A parsed Toy file.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The file name locations refer to, as given to the parser.
    pub file: String,
    pub functions: Vec<Function>,
    pub exprs: Vec<Expr>,
}

impl Module {
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id.0 as usize]
    }
}
