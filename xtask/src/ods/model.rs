//! A plain Rust model of ODS (`.td`) op definitions: what the ODS reader
//! ([`super::read`], feature `ods`) produces and what the Rust code generators
//! consume. Nothing here depends on the `tblgen` crate.
//!
//! The model follows upstream's `mlir::tblgen::Operator` view of an op:
//! operands, results, attributes, regions and successors in declaration order,
//! traits flattened the way `Operator` flattens them (trait lists expanded,
//! duplicates dropped, base interfaces inserted before the interface), and
//! constraints resolved to their summary and C++ predicate. Anonymous records
//! (`anonymous_511`) never leak out: they are named after their class and
//! arguments (`DefaultValuedAttr<Arith_IntegerOverflowAttr, "...">`).

/// One dialect's ops, read from one `.td` file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsDialect {
    /// The dialect's namespace, e.g. `arith`.
    pub name: String,
    /// The dialect's C++ namespace, e.g. `::mlir::arith`.
    pub cpp_namespace: String,
    /// `hasConstantMaterializer`: the dialect builds constants from
    /// attributes (a hand-written `crate::fold::materialize_constant`).
    pub has_constant_materializer: bool,
    /// Sorted by full op name.
    pub ops: Vec<OdsOp>,
    /// The dialect's `EnumAttr`s (`#arith.fastmath<...>`), by mnemonic,
    /// whether or not an op uses them.
    pub enum_attrs: Vec<OdsEnum>,
    /// The dialect's own `TypeDef`s and `AttrDef`s (enum attributes aside),
    /// types first, each kind sorted by record name.
    pub defs: Vec<OdsDef>,
    /// The op interfaces the dialect's own files declare (an `OpInterface`
    /// whose `cppNamespace` is the dialect's), sorted by record name.
    pub interfaces: Vec<OdsInterface>,
}

/// An `OpInterface` a dialect declares itself (the Toy tutorial's
/// `ShapeInferenceOpInterface`), generated into a Rust trait.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsInterface {
    /// The TableGen record, e.g. `ShapeInferenceOpInterface`.
    pub def_name: String,
    /// `cppInterfaceName`, e.g. `ShapeInference`: the Rust trait.
    pub name: String,
    /// With its namespace (`::toy::ShapeInference`), as ops' traits name it.
    pub cpp_name: String,
    pub description: String,
    pub methods: Vec<OdsInterfaceMethod>,
}

/// One `InterfaceMethod`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsInterfaceMethod {
    /// As written (`inferShapes`).
    pub name: String,
    pub description: String,
    /// The C++ return type (`void`, `bool`).
    pub return_type: String,
    /// `(C++ type, name)` of each argument, in order.
    pub arguments: Vec<(String, String)>,
}

/// Whether a definition is a `TypeDef` or an `AttrDef`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum OdsDefKind {
    Type,
    Attr,
}

/// A `TypeDef` or `AttrDef` (upstream's `AttrOrTypeDef`): a dialect type
/// or attribute with parameters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsDef {
    pub kind: OdsDefKind,
    /// The TableGen record, e.g. `Toy_TensorType`.
    pub def_name: String,
    /// `cppClassName`, e.g. `TensorType`: the generated Rust storage struct.
    pub cpp_class: String,
    /// The C++ class with its namespace (`::toy::TensorType`), as op
    /// constraints on the definition name it in their `cppType`.
    pub cpp_type: String,
    /// `!toy.tensor`'s `tensor`; `None` for a definition with no textual form.
    pub mnemonic: Option<String>,
    pub summary: String,
    pub description: String,
    /// In declaration order.
    pub parameters: Vec<OdsDefParam>,
    /// The declarative assembly format, trimmed; `None` when unset or empty.
    pub assembly_format: Option<String>,
    pub has_custom_assembly_format: bool,
    /// `genVerifyDecl`: a hand-written verifier checks the parameters.
    pub gen_verify_decl: bool,
}

/// One parameter of a definition: `ArrayRefParameter<"int64_t">:$shape`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsDefParam {
    /// As written after `$` (`elementType`).
    pub name: String,
    /// The parameter's C++ type (`::llvm::ArrayRef<int64_t>`, `Type`).
    pub cpp_type: String,
    /// The parameter record's class (`ArrayRefParameter`), or `""` for a
    /// bare C++ type string.
    pub class: String,
    pub summary: String,
    /// The parameter has its own `parser`, `printer` or `defaultValue`
    /// (C++ code strata cannot run): named here so codegen can refuse it.
    pub custom_code: Vec<String>,
}

/// One op definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsOp {
    /// The TableGen record name, e.g. `Arith_AddIOp`.
    pub def_name: String,
    /// Full op name, e.g. `arith.addi`.
    pub name: String,
    pub summary: String,
    pub description: String,
    pub operands: Vec<OdsValue>,
    pub results: Vec<OdsValue>,
    /// Inherent attributes and properties, in declaration order.
    pub attributes: Vec<OdsAttr>,
    pub regions: Vec<OdsRegion>,
    pub successors: Vec<OdsSuccessor>,
    /// Flattened, deduplicated, in upstream's verification order.
    pub traits: Vec<OdsTrait>,
    /// The declarative assembly format, trimmed; `None` when unset or empty.
    pub assembly_format: Option<String>,
    pub has_folder: bool,
    pub has_canonicalizer: bool,
    pub has_canonicalize_method: bool,
    pub has_verifier: bool,
    pub has_region_verifier: bool,
    pub has_custom_assembly_format: bool,
}

/// How many values an operand or result group takes.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Arity {
    Single,
    Optional,
    Variadic,
    /// `VariadicOfVariadic<T, "segments">`: groups sized by an attribute.
    VariadicOfVariadic {
        segment_attr: String,
    },
}

impl Arity {
    pub fn as_str(&self) -> &'static str {
        match self {
            Arity::Single => "single",
            Arity::Optional => "optional",
            Arity::Variadic => "variadic",
            Arity::VariadicOfVariadic { .. } => "variadic-of-variadic",
        }
    }
}

/// An operand or a result.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsValue {
    pub name: String,
    /// The whole constraint, `Variadic<...>`/`Optional<...>` included (its
    /// summary is what upstream prints: "variadic of index").
    pub constraint: OdsConstraint,
    pub arity: Arity,
    /// The `Arg<...>`/`Res<...>` description, if any.
    pub description: String,
    /// Memory effects from `Arg<..., [MemRead]>` / `Res<..., [MemAlloc]>`
    /// (also gathered in the op's synthesized `MemoryEffects` trait).
    pub effects: Vec<OdsEffect>,
}

/// What a constraint constrains.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum ConstraintKind {
    Type,
    Attr,
    Property,
    Region,
    Successor,
}

impl ConstraintKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ConstraintKind::Type => "type",
            ConstraintKind::Attr => "attr",
            ConstraintKind::Property => "property",
            ConstraintKind::Region => "region",
            ConstraintKind::Successor => "successor",
        }
    }
}

/// A type, attribute, property, region or successor constraint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsConstraint {
    /// The record name; for an anonymous record a spelling built from its
    /// class and arguments, e.g. `Variadic<Index>`,
    /// `OptionalAttr<IntValidAlignment<I64Attr, [IntPositivePowerOf2]>>`,
    /// `VectorOfNonZeroRankOf<"vector of integer or index values">`.
    pub def_name: String,
    pub kind: ConstraintKind,
    /// For an `AttrDef` with a mnemonic used as its own constraint: its
    /// dialect and mnemonic (the format prints it stripped unless
    /// `qualified`).
    pub dialect_attr: Option<(String, String)>,
    /// What upstream prints after "must be", e.g. `signless-integer-like`.
    pub summary: String,
    /// The C++ predicate over `$_self` (empty: always true).
    pub cpp_predicate: String,
    /// The C++ type (`cppType` of types, `storageType` of attributes).
    pub cpp_type: String,
    /// The record's class: its name if named, else the class it was
    /// instantiated from (`Variadic`, `DefaultValuedAttr`, `ConfinedAttr`).
    pub class: String,
    /// The constraint and what it wraps, outside in, down to the first named
    /// record: `["OptionalAttr<IntValidAlignment<I64Attr, [IntPositivePowerOf2]>>",
    /// "IntValidAlignment<I64Attr, [IntPositivePowerOf2]>", "I64Attr"]`; a
    /// named record alone is `[def_name]`.
    pub base_chain: Vec<String>,
    /// The default value of `DefaultValuedAttr`-like constraints (C++ text).
    pub default_value: Option<String>,
    /// The enum behind an enum attribute (also through wrappers).
    pub enum_info: Option<OdsEnum>,
    /// For a pure arity/optionality/default wrapper (`Variadic`, `Optional`,
    /// `VariadicOfVariadic`, `OptionalAttr`, `DefaultValued*Attr`, ...): the
    /// wrapped constraint; see [`OdsConstraint::core`].
    pub core: Option<Box<OdsConstraint>>,
}

impl OdsConstraint {
    /// The constraint without arity/optionality/default wrappers:
    /// `Index` for `Variadic<Index>`, `BoolAttr` for
    /// `DefaultValuedOptionalAttr<BoolAttr, "false">`.
    pub fn core(&self) -> &OdsConstraint {
        match &self.core {
            Some(c) => c.core(),
            None => self,
        }
    }
}

/// An enum (`I64EnumAttr`, `I32BitEnumAttr`, ...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsEnum {
    /// The C++ enum class, e.g. `CmpIPredicate`.
    pub class_name: String,
    pub is_bit_enum: bool,
    /// Bit width of the underlying integer (`I64EnumAttr`: 64).
    pub bit_width: i64,
    /// How a bit enum's set flags are joined when printed (`", "`, `"|"`);
    /// empty for plain enums.
    pub separator: String,
    /// For a dialect `EnumAttr`: the dialect namespace and the attribute's
    /// mnemonic (`("arith", "fastmath")` for `#arith.fastmath<...>`); `None`
    /// for enums stored as integer attributes (`I64EnumAttr`).
    pub dialect_attr: Option<(String, String)>,
    /// The C++ enum with its namespace, as upstream's diagnostics name it
    /// (`::mlir::arith::FastMathFlags`).
    pub cpp_type: String,
    /// Upstream's `printBitEnumPrimaryGroups`.
    pub print_primary_groups: bool,
    /// For a dialect `EnumAttr`: its record (`Arith_FastMathAttr`) and
    /// whether its assembly format is `` `<` $value `>` `` (else `$value`).
    pub attr_def_name: String,
    pub attr_angled: bool,
    /// The Rust type generated for a dialect `EnumAttr`, as the generated
    /// code of the dialect being generated names it (`crate::FastMathFlags`
    /// or `strata_dialect_arith::FastMathFlags`); set by the generator.
    pub rust_path: String,
    pub cases: Vec<OdsEnumCase>,
    /// The enum's summary (`LLVM integer overflow flags`): its generated
    /// parser names it in errors.
    pub summary: String,
    /// For an ODS `EnumProp`, the enum kept as a property (an integer
    /// attribute of `bit_width` bits in the generic form): how `$x` writes
    /// it in a declarative format.
    pub property: Option<OdsEnumProp>,
}

/// How an ODS `EnumProp` is written: by the property's `printer` and
/// `parser`, which are the enum's own (`inbounds|nuw`), inside
/// `mnemonic<...>` for a `NamedEnumProp` (`overflow<nsw, nuw>`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsEnumProp {
    pub mnemonic: Option<String>,
    /// For an `EnumPropWithAttrForm`: the `storageType` of its attribute
    /// form (`::mlir::LLVM::IntegerOverflowFlagsAttr`), which a generic
    /// `<{...}>` may hold instead of the integer.
    pub attr_form: Option<String>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsEnumCase {
    /// The C++ enumerator.
    pub symbol: String,
    /// The keyword in the textual format.
    pub str: String,
    pub value: i64,
}

/// An inherent attribute or property.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsAttr {
    pub name: String,
    pub constraint: OdsConstraint,
    /// May be absent (`OptionalAttr`, `DefaultValuedOptionalAttr`, `UnitAttr`).
    pub optional: bool,
    /// `DefaultValuedAttr`'s default, as C++ text.
    pub default_value: Option<String>,
    /// An ODS `Property` rather than an `Attr` (both live in the op's
    /// properties storage upstream; only the former has no attribute form).
    pub is_property: bool,
    /// The `Arg<...>` description, if any.
    pub description: String,
    /// Memory effects of `Arg<SymbolRefAttr, "", [MemRead]>`-style
    /// decorators (on the symbol the attribute names).
    pub effects: Vec<OdsEffect>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsRegion {
    pub name: String,
    pub variadic: bool,
    pub constraint: OdsConstraint,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsSuccessor {
    pub name: String,
    pub variadic: bool,
    pub constraint: OdsConstraint,
}

/// A memory effect (upstream's `MemRead`, `MemWrite`, `MemAlloc`, `MemFree`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct OdsEffect {
    pub kind: EffectKind,
    /// The op, or the operand/result the effect is declared on.
    pub on: EffectOn,
    /// The C++ resource, e.g. `::mlir::SideEffects::DefaultResource`.
    pub resource: String,
    pub stage: i64,
    pub effect_on_full_region: bool,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EffectKind {
    Read,
    Write,
    Allocate,
    Free,
}

impl EffectKind {
    pub fn as_str(self) -> &'static str {
        match self {
            EffectKind::Read => "MemRead",
            EffectKind::Write => "MemWrite",
            EffectKind::Allocate => "MemAlloc",
            EffectKind::Free => "MemFree",
        }
    }
}

/// The `via` of the synthesized trait holding `Arg`/`Res` decorator effects.
pub const DECORATOR_EFFECTS: &str = "Arg/Res decorators";

/// One trait of an op, after flattening.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OdsTrait {
    /// The record name (`Commutative`, `NoMemoryEffect`, `Symbol`); for an
    /// anonymous record its class (`AllTypesMatch`, `HasParent`,
    /// `TypesMatchWith`), the C++ trait for a bare `NativeOpTrait<"...">`, or
    /// the interface for `DeclareOpInterfaceMethods<...>`.
    pub def_name: String,
    /// The trait lists and interfaces that brought this trait in, outermost
    /// first: `AlwaysSpeculatableImplTrait` has `["Pure", "AlwaysSpeculatable"]`.
    /// The effects of `Arg`/`Res` decorators are gathered in one synthesized
    /// `MemoryEffects` trait (appended last) whose `via` is
    /// [`DECORATOR_EFFECTS`].
    pub via: Vec<String>,
    pub kind: OdsTraitKind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OdsTraitKind {
    /// A C++ op trait (`NativeOpTrait`, `ParamNativeOpTrait`,
    /// `GenInternalOpTrait`): `cpp_name` is e.g. `::mlir::OpTrait::IsCommutative`
    /// or `::mlir::OpTrait::HasParent<FuncOp>::Impl`.
    Native { cpp_name: String, structural: bool },
    /// An op interface; `declared_methods` are the methods the op itself
    /// implements (`DeclareOpInterfaceMethods<I, [...]>`).
    Interface { cpp_name: String, declared: bool, declared_methods: Vec<String> },
    /// `MemoryEffects<[...]>` on the op (`NoMemoryEffect`: none).
    MemoryEffects { effects: Vec<OdsEffect> },
    /// A predicate over the op (`PredOpTrait`, `AllTypesMatch`,
    /// `TypesMatchWith`, ...): `values` are the named operands/results it
    /// relates (`lhs`/`rhs` for `TypesMatchWith`).
    Predicate { summary: String, cpp_predicate: String, values: Vec<String>, transformer: Option<String> },
}

impl OdsTraitKind {
    pub fn as_str(&self) -> &'static str {
        match self {
            OdsTraitKind::Native { .. } => "native",
            OdsTraitKind::Interface { .. } => "interface",
            OdsTraitKind::MemoryEffects { .. } => "effects",
            OdsTraitKind::Predicate { .. } => "predicate",
        }
    }
}

/// Where an effect applies, by operand/result index.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EffectOn {
    Op,
    Operand(usize),
    Result(usize),
    /// On the symbol an attribute refers to (index into `attributes`).
    Attr(usize),
}

/// The op's memory effects, gathered from traits and value decorators.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OdsMemoryEffects {
    /// Nothing declared: the op may do anything.
    Unknown,
    /// Exactly these (plus the nested ops' effects when `recursive`).
    Known { effects: Vec<OdsEffect>, recursive: bool },
    /// Computed in C++ (`DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`):
    /// strata needs a hand-written hook; `declared` are the effects ODS
    /// still lists.
    Cpp { declared: Vec<OdsEffect> },
}

/// The op's speculatability, from the `*SpeculatableImplTrait` traits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OdsSpeculatability {
    /// No `ConditionallySpeculatable` at all.
    NotSpeculatable,
    Always,
    Recursive,
    /// `ConditionallySpeculatable` without an impl trait: `getSpeculatability`
    /// is written in C++.
    Cpp,
}

impl OdsOp {
    /// Does the op have the trait `name`, directly or through a trait list?
    /// Matches def names, the lists in `via`, and C++ trait/interface names
    /// (with or without namespace).
    pub fn has_trait(&self, name: &str) -> bool {
        self.traits.iter().any(|t| {
            t.def_name == name
                || t.via.iter().any(|v| v == name)
                || match &t.kind {
                    OdsTraitKind::Native { cpp_name, .. } | OdsTraitKind::Interface { cpp_name, .. } => {
                        cpp_name == name || cpp_name.rsplit("::").next() == Some(name)
                    }
                    _ => false,
                }
        })
    }

    /// Every memory effect, op-level and per value (the latter come from
    /// the synthesized `MemoryEffects` trait, see [`OdsTrait::via`]).
    pub fn memory_effects(&self) -> OdsMemoryEffects {
        let recursive = self.has_trait("RecursiveMemoryEffects");
        let mut known = recursive;
        let mut effects = Vec::new();
        for t in &self.traits {
            if let OdsTraitKind::MemoryEffects { effects: e } = &t.kind {
                known = true;
                effects.extend(e.iter().cloned());
            }
        }
        if self.has_trait("MemoryEffectOpInterface") {
            OdsMemoryEffects::Cpp { declared: effects }
        } else if known {
            OdsMemoryEffects::Known { effects, recursive }
        } else {
            OdsMemoryEffects::Unknown
        }
    }

    pub fn speculatability(&self) -> OdsSpeculatability {
        if self.has_trait("AlwaysSpeculatableImplTrait") {
            OdsSpeculatability::Always
        } else if self.has_trait("RecursivelySpeculatableImplTrait") {
            OdsSpeculatability::Recursive
        } else if self.has_trait("ConditionallySpeculatable") {
            OdsSpeculatability::Cpp
        } else {
            OdsSpeculatability::NotSpeculatable
        }
    }

    #[cfg_attr(not(test), allow(dead_code))] // for the generators; used by tests
    pub fn attribute(&self, name: &str) -> Option<&OdsAttr> {
        self.attributes.iter().find(|a| a.name == name)
    }

    #[cfg_attr(not(test), allow(dead_code))] // for the generators; used by tests
    pub fn operand(&self, name: &str) -> Option<&OdsValue> {
        self.operands.iter().find(|v| v.name == name)
    }

    #[cfg_attr(not(test), allow(dead_code))] // for the generators; used by tests
    pub fn result(&self, name: &str) -> Option<&OdsValue> {
        self.results.iter().find(|v| v.name == name)
    }

    #[cfg_attr(not(test), allow(dead_code))] // for the generators; used by tests
    pub fn trait_named(&self, def_name: &str) -> Option<&OdsTrait> {
        self.traits.iter().find(|t| t.def_name == def_name)
    }
}
