//! The description of an op that the declarative format engine works
//! from ([`FormatSpec`]): the names and arities of operands, results,
//! regions and successors, how each inherent attribute is written
//! ([`AttrFormat`]) and whether it has a default ([`AttrPresence`]), the
//! type relations that let a type be left out of the format
//! ([`TypeRelation`], traits), and buildable types.
//!
//! Invariants: names are unique within each kind (checked by
//! [`super::compile`]); the spec is plain data, so a compiled format can be
//! stored as an `OpInfo` interface (`Send + Sync`).

use strata_ir::{Arity, Attribute, Context, OpInfo, Traits, Type};

/// Builds a fixed type (upstream's buildable types, e.g. `I1`, `Index`).
pub type TypeBuilder = fn(&Context) -> Type;
/// Maps the type of one variable to the type of another
/// (upstream's `TypesMatchWith` transformer).
pub type TypeTransform = fn(&Context, Type) -> Type;
/// Builds an attribute value (defaults).
pub type AttrBuilder = fn(&Context) -> Attribute;

/// An operand or result group.
#[derive(Clone, Debug)]
pub struct VarSpec {
    pub name: &'static str,
    pub arity: Arity,
    /// The type class a single value's `type($name)` must parse to.
    pub class: Option<TypeClass>,
    /// The ODS type constraint, when known: a type a relation transforms
    /// is checked against it first (see `finish`).
    pub constraint: Option<strata_ir::TypeConstraint>,
}

/// The C++ type class ODS gives a single operand or result (its
/// constraint's `cppType`). Upstream's generated parser reads `type($x)`
/// with `parseType<Class>`, which rejects a type of another class with
/// `invalid kind of type specified` (naming the expected type when the
/// class has a name, e.g. `: expected builtin.vector, but found 'f32'`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum TypeClass {
    /// `RankedTensorType` (`builtin.tensor`).
    RankedTensor,
    /// `TensorType`: ranked or unranked (no name).
    Tensor,
    /// `VectorType` (`builtin.vector`).
    Vector,
    /// `MemRefType` (`builtin.memref`).
    MemRef,
    /// `BaseMemRefType`: ranked or unranked memref (no name).
    BaseMemRef,
    /// `ShapedType`: vector, tensor or memref (no name).
    Shaped,
    /// `IntegerType` (`builtin.integer`).
    Integer,
    /// `IndexType` (`builtin.index`).
    Index,
    /// `FunctionType` (`builtin.function`).
    Function,
    /// A dialect's type class: (dialect, mnemonic), `LLVMPointerType` is
    /// `("llvm", "ptr")`.
    Dialect(&'static str, &'static str),
}

impl TypeClass {
    /// Whether `ty` is of this class.
    pub fn matches(self, ctx: &Context, ty: Type) -> bool {
        use strata_ir::TypeKind as K;
        let kind = ctx.type_kind(ty);
        match self {
            TypeClass::RankedTensor => matches!(kind, K::RankedTensor { .. }),
            TypeClass::Tensor => matches!(kind, K::RankedTensor { .. } | K::UnrankedTensor { .. }),
            TypeClass::Vector => matches!(kind, K::Vector { .. }),
            TypeClass::MemRef => matches!(kind, K::MemRef { .. }),
            TypeClass::BaseMemRef => matches!(kind, K::MemRef { .. } | K::UnrankedMemRef { .. }),
            TypeClass::Shaped => strata_ir::constraints::is_shaped(ctx, ty),
            TypeClass::Integer => matches!(kind, K::Integer { .. }),
            TypeClass::Index => matches!(kind, K::Index),
            TypeClass::Function => matches!(kind, K::Function { .. }),
            TypeClass::Dialect(dialect, mnemonic) => match kind {
                K::Dialect(v) => {
                    let def = ctx.type_def(v.def);
                    def.dialect == dialect && def.mnemonic == mnemonic
                }
                _ => false,
            },
        }
    }

    /// The class's type name, for the classes that have one.
    pub fn name(self) -> Option<&'static str> {
        match self {
            TypeClass::RankedTensor => Some("builtin.tensor"),
            TypeClass::Vector => Some("builtin.vector"),
            TypeClass::MemRef => Some("builtin.memref"),
            TypeClass::Integer => Some("builtin.integer"),
            TypeClass::Index => Some("builtin.index"),
            TypeClass::Function => Some("builtin.function"),
            TypeClass::Tensor | TypeClass::BaseMemRef | TypeClass::Shaped | TypeClass::Dialect(..) => None,
        }
    }
}

/// A region or successor group.
#[derive(Clone, Debug)]
pub struct GroupSpec {
    pub name: &'static str,
    pub variadic: bool,
}

pub use strata_ir::EnumSpec;

/// How an inherent attribute is written when it appears in the format.
#[derive(Clone, Copy, Debug)]
pub enum AttrFormat {
    /// Printed and parsed as any attribute, with its type
    /// (`printAttribute`): builtin attributes, symbol references, types.
    Plain,
    /// A string attribute (`StrAttr`): written as a string literal, so an
    /// optional one is present only when a string token follows (upstream's
    /// typed `parseOptionalAttribute`); `@sym` is not mistaken for it.
    Str,
    /// The attribute's value type is buildable: printed without type and
    /// parsed with this type (`I64Attr` → `5`).
    Typed(TypeBuilder),
    /// An integer enum printed as a keyword (or a string for cases that are
    /// not keywords).
    Enum(&'static EnumSpec),
    /// A dialect attribute `#dialect.mnemonic<...>` printed stripped of
    /// `#dialect.mnemonic` (`printStrippedAttrOrType`): `<nsw, nuw>`.
    Dialect { dialect: &'static str, mnemonic: &'static str },
    /// A unit attribute (only as an optional group anchor or oilist clause).
    Unit,
    /// A string attribute printed as a symbol name `@name`.
    SymbolName,
    /// A symbol reference (`SymbolRefAttr`, or with `flat` only `@name`):
    /// parsed as any attribute of type `none`, as upstream (so `: type`
    /// after it is not read), then it must be such a reference.
    SymbolRef { flat: bool },
    /// A `DenseI{width}ArrayAttr` written stripped: `[1, 2]` (upstream's
    /// `DenseArrayAttr` custom syntax without `array<iN: ...>`).
    DenseArray(u32),
    /// An ODS `EnumProp`: stored as an integer attribute of the enum's
    /// width, written through the property's own printer and parser, which
    /// are the enum's (`stringify`, and `FieldParser`: keywords joined by a
    /// bit enum's separator, `inbounds|nuw`), inside `mnemonic<...>` for a
    /// `NamedEnumProp` (`overflow<nsw, nuw>`).
    EnumProp {
        spec: &'static EnumSpec,
        /// The enum's summary, which upstream's parse errors name.
        summary: &'static str,
        mnemonic: Option<&'static str>,
        /// For an `EnumPropWithAttrForm`, the C++ class of its attribute
        /// form (`::mlir::LLVM::IntegerOverflowFlagsAttr`): a generic
        /// `<{...}>` may hold that attribute, stored as its integer.
        attr_form: Option<&'static str>,
    },
}

/// Whether an attribute may be missing, and its default.
#[derive(Clone, Copy, Debug)]
pub enum AttrPresence {
    Required,
    Optional,
    /// `DefaultValuedAttr` (`populate`: the parser stores the default when
    /// the attribute is absent, as upstream's properties do) or
    /// `DefaultValuedOptionalAttr` (`populate == false`). Either way the
    /// default is elided when printing.
    Default {
        value: AttrBuilder,
        populate: bool,
    },
}

/// An inherent attribute (stored in the op's properties).
#[derive(Clone, Debug)]
pub struct FormatAttr {
    pub name: &'static str,
    pub format: AttrFormat,
    pub presence: AttrPresence,
}

/// A type equality that lets the format omit a type.
#[derive(Clone, Debug)]
pub enum TypeRelation {
    /// `AllTypesMatch<[...]>`: operands, results or typed attributes.
    AllMatch(Vec<&'static str>),
    /// `TypesMatchWith<from, to, transform>`.
    Transform { from: &'static str, to: &'static str, transform: TypeTransform },
}

/// Everything the format engine needs to know about one op.
#[derive(Clone, Debug)]
pub struct FormatSpec {
    /// Full op name, for diagnostics (`custom op 'arith.cmpi' ...`).
    pub op_name: String,
    pub operands: Vec<VarSpec>,
    pub results: Vec<VarSpec>,
    pub attrs: Vec<FormatAttr>,
    pub regions: Vec<GroupSpec>,
    pub successors: Vec<GroupSpec>,
    /// Traits the engine uses: `SameOperandsAndResultType`,
    /// `SameTypeOperands`, `AttrSized{Operand,Result}Segments`,
    /// `IsolatedFromAbove`, `SingleBlock`, `SingleBlockImplicitTerminator`.
    pub traits: Traits,
    pub relations: Vec<TypeRelation>,
    /// Buildable types of operands and results, by name.
    pub buildable: Vec<(&'static str, TypeBuilder)>,
    /// The op the parser appends to single-block regions that lack a
    /// terminator (`SingleBlockImplicitTerminator<"...">`).
    pub implicit_terminator: Option<&'static str>,
    /// Single operands/results whose type constraint is a dialect type
    /// class: `type($x)` prints them without `!dialect.` unless
    /// `qualified` (upstream's `printStrippedAttrOrType`), by name.
    pub stripped_types: Vec<(&'static str, &'static str)>,
}

impl FormatSpec {
    /// A spec with no operands, results, attributes, regions or successors.
    pub fn new(op_name: &str) -> FormatSpec {
        FormatSpec {
            op_name: op_name.to_string(),
            operands: Vec::new(),
            results: Vec::new(),
            attrs: Vec::new(),
            regions: Vec::new(),
            successors: Vec::new(),
            traits: Traits::NONE,
            relations: Vec::new(),
            buildable: Vec::new(),
            implicit_terminator: None,
            stripped_types: Vec::new(),
        }
    }

    /// The spec implied by an `OpInfo`: names, arities and traits; every
    /// attribute starts as [`AttrFormat::Plain`] (refine with [`Self::attr`]),
    /// optional or defaulted as the `AttrSpec` says.
    pub fn from_op_info(info: &OpInfo) -> FormatSpec {
        let mut spec = FormatSpec::new(&info.name);
        let var = |v: &strata_ir::ValueSpec| VarSpec {
            name: v.name,
            arity: v.arity,
            class: None,
            constraint: Some(v.constraint),
        };
        spec.operands = info.operands.iter().map(var).collect();
        spec.results = info.results.iter().map(var).collect();
        spec.regions = info.regions.iter().map(|r| GroupSpec { name: r.name, variadic: r.variadic }).collect();
        spec.successors = info.successors.iter().map(|s| GroupSpec { name: s.name, variadic: s.variadic }).collect();
        spec.attrs = info
            .attributes
            .iter()
            .map(|a| FormatAttr {
                name: a.name,
                format: AttrFormat::Plain,
                presence: match (a.default, a.optional) {
                    (Some(value), optional) => AttrPresence::Default { value, populate: !optional },
                    (None, true) => AttrPresence::Optional,
                    (None, false) => AttrPresence::Required,
                },
            })
            .collect();
        spec.traits = info.traits;
        spec
    }

    // ---- builder-style refinements ----

    pub fn operand(mut self, name: &'static str, arity: Arity) -> Self {
        self.operands.push(VarSpec { name, arity, class: None, constraint: None });
        self
    }

    pub fn result(mut self, name: &'static str, arity: Arity) -> Self {
        self.results.push(VarSpec { name, arity, class: None, constraint: None });
        self
    }

    /// Adds the attribute `name`, or changes how an existing one is written.
    pub fn attr(mut self, name: &'static str, format: AttrFormat, presence: AttrPresence) -> Self {
        match self.attrs.iter_mut().find(|a| a.name == name) {
            Some(a) => {
                a.format = format;
                a.presence = presence;
            }
            None => self.attrs.push(FormatAttr { name, format, presence }),
        }
        self
    }

    pub fn region(mut self, name: &'static str, variadic: bool) -> Self {
        self.regions.push(GroupSpec { name, variadic });
        self
    }

    pub fn successor(mut self, name: &'static str, variadic: bool) -> Self {
        self.successors.push(GroupSpec { name, variadic });
        self
    }

    pub fn traits(mut self, traits: Traits) -> Self {
        self.traits = self.traits | traits;
        self
    }

    pub fn all_types_match(mut self, names: &[&'static str]) -> Self {
        self.relations.push(TypeRelation::AllMatch(names.to_vec()));
        self
    }

    pub fn types_match_with(mut self, from: &'static str, to: &'static str, transform: TypeTransform) -> Self {
        self.relations.push(TypeRelation::Transform { from, to, transform });
        self
    }

    pub fn buildable(mut self, name: &'static str, builder: TypeBuilder) -> Self {
        self.buildable.push((name, builder));
        self
    }

    pub fn implicit_terminator(mut self, op: &'static str) -> Self {
        self.implicit_terminator = Some(op);
        self.traits = self.traits | Traits::SINGLE_BLOCK_IMPLICIT_TERMINATOR | Traits::SINGLE_BLOCK;
        self
    }

    /// `type($name)` of the single operand or result `name` must parse to a
    /// type of `class` (see [`TypeClass`]).
    pub fn type_class(mut self, name: &'static str, class: TypeClass) -> Self {
        for v in self.operands.iter_mut().chain(self.results.iter_mut()).filter(|v| v.name == name) {
            v.class = Some(class);
        }
        self
    }

    /// `type($name)` is printed stripped of `!dialect.` (see `stripped_types`).
    pub fn stripped_type(mut self, name: &'static str, dialect: &'static str) -> Self {
        self.stripped_types.push((name, dialect));
        self
    }

    // ---- queries ----

    pub fn has_trait(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    pub(crate) fn attr_index(&self, name: &str) -> Option<usize> {
        self.attrs.iter().position(|a| a.name == name)
    }

    pub(crate) fn stripped_dialect(&self, name: &str) -> Option<&'static str> {
        self.stripped_types.iter().find(|(n, _)| *n == name).map(|(_, d)| *d)
    }

    pub(crate) fn builder_for(&self, name: &str) -> Option<TypeBuilder> {
        self.buildable.iter().find(|(n, _)| *n == name).map(|(_, b)| *b)
    }
}
