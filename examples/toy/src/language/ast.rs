//! The Toy AST (MLIR's tutorial, chapters 1 and 7): a module of records,
//! functions (a prototype and a block of expressions) and structs (named
//! lists of variable declarations).
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

/// A variable's declared type: a shape (`var b<2, 3> = ...`, empty when
/// the declaration has none) or a struct's name (`Pair p = ...`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct VarType {
    pub shape: Vec<i64>,
    /// The struct's name; empty for a tensor.
    pub name: String,
}

/// What an expression is.
#[derive(Clone, Debug, PartialEq)]
pub enum ExprKind {
    /// `var name<shape> = init` or `Type name = init`; a struct's fields
    /// have no initializer.
    VarDecl { name: String, ty: VarType, init: Option<ExprId> },
    /// `return` with an optional value.
    Return { value: Option<ExprId> },
    /// A number outside a tensor literal.
    Number(f64),
    /// A tensor literal: its elements (numbers or nested literals) and
    /// the dimensions of every nesting level, outermost first.
    Literal { values: Vec<ExprId>, dims: Vec<i64> },
    /// A use of a variable.
    Variable(String),
    /// A struct literal: `{[1, 2], 3}`, its values tensor literals,
    /// numbers or struct literals.
    StructLiteral { values: Vec<ExprId> },
    /// `lhs op rhs`, `op` one of `+`, `-`, `*`, and `.` (a struct's
    /// member, the right operand a variable naming it).
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

/// A function parameter: its name, type (a struct's name, or none) and
/// location.
#[derive(Clone, Debug, PartialEq)]
pub struct Param {
    pub name: String,
    pub ty: VarType,
    pub loc: Location,
}

/// A function's name and parameters.
#[derive(Clone, Debug, PartialEq)]
pub struct Prototype {
    pub loc: Location,
    pub name: String,
    pub params: Vec<Param>,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Function {
    pub proto: Prototype,
    pub body: Vec<ExprId>,
}

/// A struct definition: `struct Pair { var a; var b; }`; its fields are
/// [`ExprKind::VarDecl`]s without initializer.
#[derive(Clone, Debug, PartialEq)]
pub struct Struct {
    pub loc: Location,
    pub name: String,
    pub fields: Vec<ExprId>,
}

/// A top-level definition, in the order of the file.
#[derive(Clone, Debug, PartialEq)]
pub enum Record {
    Function(Function),
    Struct(Struct),
}

/// A parsed Toy file.
#[derive(Clone, Debug, PartialEq)]
pub struct Module {
    /// The file name locations refer to, as given to the parser.
    pub file: String,
    pub records: Vec<Record>,
    pub exprs: Vec<Expr>,
}

impl Module {
    pub fn expr(&self, id: ExprId) -> &Expr {
        &self.exprs[id.0 as usize]
    }
}
