//! Builtin types: the data behind a [`Type`] handle.
//!
//! A `Type` is a `Copy` index into the context's type interner: two handles
//! are equal exactly when the types are structurally equal. Dynamic
//! dimensions use [`DYNAMIC`] (upstream's `ShapedType::kDynamic`).

use crate::interner::Interner;
use crate::{Attribute, Context, Ident};

/// An interned type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The type's number in its context: types are numbered densely from
    /// 0 as they are interned, so a side table can be a vector.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// The value of a dynamic dimension or stride (`?`).
pub const DYNAMIC: i64 = i64::MIN;

/// Largest integer width upstream accepts (`IntegerType::kMaxWidth`).
pub const MAX_INTEGER_WIDTH: u32 = 16_777_215;

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// Every builtin floating-point format, spelled as in the textual IR.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    F4E2M1FN,
    F6E2M3FN,
    F6E3M2FN,
    F8E5M2,
    F8E4M3,
    F8E4M3FN,
    F8E5M2FNUZ,
    F8E4M3FNUZ,
    F8E4M3B11FNUZ,
    F8E3M4,
    F8E8M0FNU,
    BF16,
    F16,
    TF32,
    F32,
    F64,
    F80,
    F128,
}

impl FloatKind {
    pub const ALL: [FloatKind; 18] = [
        FloatKind::F4E2M1FN,
        FloatKind::F6E2M3FN,
        FloatKind::F6E3M2FN,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
        FloatKind::F8E3M4,
        FloatKind::F8E8M0FNU,
        FloatKind::BF16,
        FloatKind::F16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
    ];

    /// The keyword of this type in the textual IR.
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F4E2M1FN => "f4E2M1FN",
            FloatKind::F6E2M3FN => "f6E2M3FN",
            FloatKind::F6E3M2FN => "f6E3M2FN",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
            FloatKind::F8E3M4 => "f8E3M4",
            FloatKind::F8E8M0FNU => "f8E8M0FNU",
            FloatKind::BF16 => "bf16",
            FloatKind::F16 => "f16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
        }
    }

    /// The kind a keyword (`f32`, `bf16`, ...) spells; bytes or text.
    pub fn from_keyword(s: impl AsRef<[u8]>) -> Option<FloatKind> {
        match s.as_ref() {
            // The common ones first; every keyword starts with `f`, `b` or
            // `t`, so most other words a parser asks about fail at once.
            b"f32" => Some(FloatKind::F32),
            b"f64" => Some(FloatKind::F64),
            b"f16" => Some(FloatKind::F16),
            b"bf16" => Some(FloatKind::BF16),
            s @ [b'f' | b'b' | b't', ..] => FloatKind::ALL.into_iter().find(|k| k.keyword().as_bytes() == s),
            _ => None,
        }
    }

    /// Storage width in bits.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F4E2M1FN => 4,
            FloatKind::F6E2M3FN | FloatKind::F6E3M2FN => 6,
            FloatKind::F8E5M2
            | FloatKind::F8E4M3
            | FloatKind::F8E4M3FN
            | FloatKind::F8E5M2FNUZ
            | FloatKind::F8E4M3FNUZ
            | FloatKind::F8E4M3B11FNUZ
            | FloatKind::F8E3M4
            | FloatKind::F8E8M0FNU => 8,
            FloatKind::BF16 | FloatKind::F16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
        }
    }
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    None,
    Complex(Type),
    Tuple(Vec<Type>),
    Function {
        inputs: Vec<Type>,
        results: Vec<Type>,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a scalable dimension.
    Vector {
        shape: Vec<i64>,
        scalable: Vec<bool>,
        element: Type,
    },
    RankedTensor {
        shape: Vec<i64>,
        element: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        element: Type,
    },
    MemRef {
        shape: Vec<i64>,
        element: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        element: Type,
        memory_space: Option<Attribute>,
    },
    /// A type a dialect defines (`crate::DialectDef`): its value.
    Dialect(crate::DialectValue),
    /// A type of an unregistered dialect kept as text (only under
    /// `--allow-unregistered-dialect`): `!dialect.body` or `!dialect<body>`.
    /// `body` is the exact text after the dialect namespace.
    Opaque {
        dialect: Ident,
        body: Box<str>,
    },
}

/// Handles of frequently requested builtin types (see `Context::common_types`).
pub(crate) struct CommonTypes {
    index: Type,
    none: Type,
    /// Signless `i1`, `i8`, `i16`, `i32`, `i64`.
    ints: [Type; 5],
    /// `f16`, `bf16`, `f32`, `f64`.
    floats: [Type; 4],
}

const COMMON_INT_WIDTHS: [u32; 5] = [1, 8, 16, 32, 64];
const COMMON_FLOATS: [FloatKind; 4] = [FloatKind::F16, FloatKind::BF16, FloatKind::F32, FloatKind::F64];

impl CommonTypes {
    /// Interns the common types into a context's type interner, before the
    /// context exists.
    pub(crate) fn intern(types: &Interner<TypeKind>) -> CommonTypes {
        let intern = |kind| Type(types.intern(kind));
        CommonTypes {
            index: intern(TypeKind::Index),
            none: intern(TypeKind::None),
            ints: COMMON_INT_WIDTHS.map(|width| intern(TypeKind::Integer { width, signedness: Signedness::Signless })),
            floats: COMMON_FLOATS.map(|k| intern(TypeKind::Float(k))),
        }
    }
}

impl Context {
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// The structure behind a type handle.
    /// Does any type interned so far satisfy `f`?
    pub fn any_type(&self, f: impl Fn(&TypeKind) -> bool) -> bool {
        self.types.iter().any(f)
    }

    pub fn type_kind(&self, ty: Type) -> &TypeKind {
        self.types.get(ty.0)
    }

    /// Signless `iN`.
    pub fn integer_type(&self, width: u32) -> Type {
        match COMMON_INT_WIDTHS.iter().position(|&w| w == width) {
            Some(i) => self.common_types.ints[i],
            None => self.intern_type(TypeKind::Integer { width, signedness: Signedness::Signless }),
        }
    }
    /// `iN`, `siN` or `uiN`.
    pub fn integer_type_with(&self, width: u32, signedness: Signedness) -> Type {
        match signedness {
            Signedness::Signless => self.integer_type(width),
            _ => self.intern_type(TypeKind::Integer { width, signedness }),
        }
    }
    pub fn index_type(&self) -> Type {
        self.common_types.index
    }
    pub fn float_type(&self, kind: FloatKind) -> Type {
        match COMMON_FLOATS.iter().position(|&k| k == kind) {
            Some(i) => self.common_types.floats[i],
            None => self.intern_type(TypeKind::Float(kind)),
        }
    }
    pub fn none_type(&self) -> Type {
        self.common_types.none
    }
    pub fn function_type(&self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.intern_type(TypeKind::Function { inputs, results })
    }
    pub fn ranked_tensor_type(&self, shape: Vec<i64>, element: Type) -> Type {
        self.intern_type(TypeKind::RankedTensor { shape, element, encoding: None })
    }
    /// `memref<shape x element>`: the identity layout, the default memory space.
    pub fn memref_type(&self, shape: Vec<i64>, element: Type) -> Type {
        self.intern_type(TypeKind::MemRef { shape, element, layout: None, memory_space: None })
    }
    pub fn vector_type(&self, shape: Vec<i64>, element: Type) -> Type {
        let scalable = vec![false; shape.len()];
        self.intern_type(TypeKind::Vector { shape, scalable, element })
    }

    pub fn is_integer(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { .. })
    }
    pub fn is_signless_integer(&self, ty: Type, width: u32) -> bool {
        matches!(self.type_kind(ty), TypeKind::Integer { width: w, signedness: Signedness::Signless } if *w == width)
    }
    pub fn is_index(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Index)
    }
    pub fn is_float(&self, ty: Type) -> bool {
        matches!(self.type_kind(ty), TypeKind::Float(_))
    }
    pub fn integer_width(&self, ty: Type) -> Option<u32> {
        match self.type_kind(ty) {
            TypeKind::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    /// The element type of a shaped type (vector, tensor, memref), else the type itself.
    pub fn element_type_or_self(&self, ty: Type) -> Type {
        match self.type_kind(ty) {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. } => *element,
            _ => ty,
        }
    }
    /// The static shape of a ranked shaped type.
    pub fn shape(&self, ty: Type) -> Option<&[i64]> {
        match self.type_kind(ty) {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }
}
