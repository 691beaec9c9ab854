//! Builtin attributes: the data behind an [`Attribute`] handle.
//!
//! Attributes are interned like types: handle equality is structural
//! equality. Dictionaries keep their entries sorted by name and unique,
//! which is both upstream's printing order and what makes two dictionaries
//! with the same entries one handle (CSE compares them in O(1)).

use crate::affine::{AffineMap, IntegerSet};
use crate::{ApInt, Context, Ident, Location, Type};

/// An interned attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The attribute's number in its context: attributes are numbered
    /// densely from 0 as they are interned, so a side table can be a vector.
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One element of a dense elements attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum DenseValue {
    Int(ApInt),
    /// Raw bits of the element's float format.
    Float(u128),
    Complex(Box<(DenseValue, DenseValue)>),
    String(Box<[u8]>),
}

/// Elements of a `dense<...>` attribute in row-major order; a single element
/// means a splat.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DenseElements {
    pub values: Vec<DenseValue>,
}

impl DenseElements {
    pub fn is_splat(&self) -> bool {
        self.values.len() == 1
    }
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    Unit,
    /// Integer (any width, signedness) or index; `i1` doubles as `BoolAttr`.
    Integer {
        ty: Type,
        value: ApInt,
    },
    /// The raw bits of a value of the float type `ty`.
    Float {
        ty: Type,
        bits: u128,
    },
    /// A string of bytes; `ty` is `none` unless written `"s" : type`.
    String {
        value: Box<[u8]>,
        ty: Option<Type>,
    },
    Type(Type),
    Array(Vec<Attribute>),
    /// Sorted by name, names unique.
    Dictionary(Vec<(Ident, Attribute)>),
    /// `@root::@nested...`
    SymbolRef {
        root: Ident,
        nested: Vec<Ident>,
    },
    DenseElements {
        ty: Type,
        elements: DenseElements,
    },
    /// `sparse<indices, values> : ty`: the elements of `ty` at `indices` (an
    /// `i64` [`AttrKind::DenseElements`] of shape `[n, rank]`, or `[n]` for a
    /// 1-D type) are `values` (1-D, `n` elements); all others are zero.
    SparseElements {
        ty: Type,
        indices: Attribute,
        values: Attribute,
    },
    /// `array<i32: 1, 2>`: element type and values (`i1` for bools, floats as bits).
    DenseArray {
        element: Type,
        values: Vec<DenseValue>,
    },
    /// Boxed: rare, and large enough to double every attribute's size.
    AffineMap(Box<AffineMap>),
    IntegerSet(Box<IntegerSet>),
    StridedLayout {
        offset: i64,
        strides: Vec<i64>,
    },
    Location(Location),
    /// An attribute a dialect defines (`crate::DialectDef`): its value.
    Dialect(crate::DialectValue),
    /// `dense_resource<key> : ty` (upstream's `DenseResourceElementsAttr`):
    /// elements of the shaped type `ty` held by the builtin dialect's
    /// resource blob `key` ([`crate::Body::resources`]), not in the
    /// attribute.
    DenseResource {
        ty: Type,
        key: Box<[u8]>,
    },
    /// `distinct[N]<referenced>` (upstream's `DistinctAttr`): an attribute
    /// equal only to itself, whatever it references. `uid` is its identity
    /// within the context (creation order); the printed `N` is assigned
    /// per printed text.
    Distinct {
        uid: u64,
        referenced: Attribute,
    },
    /// An attribute of an unregistered dialect kept as text (only under
    /// `--allow-unregistered-dialect`): `#dialect.body` or `#dialect<body>`,
    /// with the type written after it (`#foo.bar : i32`), if any.
    Opaque {
        dialect: Ident,
        body: Box<str>,
        ty: Option<Type>,
    },
}

impl Context {
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        Attribute(self.attrs.intern(kind))
    }

    /// Does any attribute interned so far satisfy `f`?
    pub fn any_attr(&self, f: impl Fn(&AttrKind) -> bool) -> bool {
        self.attrs.iter().any(f)
    }

    pub fn attr_kind(&self, attr: Attribute) -> &AttrKind {
        self.attrs.get(attr.0)
    }

    /// A new distinct attribute referencing `referenced`, unequal to every
    /// other (upstream's `DistinctAttr::create`).
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let uid = self.next_distinct.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        self.intern_attr(AttrKind::Distinct { uid, referenced })
    }

    pub fn unit_attr(&self) -> Attribute {
        self.intern_attr(AttrKind::Unit)
    }

    pub fn integer_attr(&self, ty: Type, value: i64) -> Attribute {
        let width = match self.type_kind(ty) {
            crate::TypeKind::Index => 64,
            _ => self.integer_width(ty).unwrap_or(64),
        };
        self.intern_attr(AttrKind::Integer { ty, value: ApInt::from_i64(width, value) })
    }

    /// A dense elements attribute of the shaped type `ty` holding `values`
    /// row-major, stored as a splat when all are equal (as upstream's
    /// `DenseElementsAttr::get` detects splats).
    pub fn dense_elements_attr(&self, ty: Type, mut values: Vec<DenseValue>) -> Attribute {
        if values.len() > 1 && values.iter().all(|v| *v == values[0]) {
            values.truncate(1);
        }
        self.intern_attr(AttrKind::DenseElements { ty, elements: DenseElements { values } })
    }

    /// A `DenseI64ArrayAttr` (`array<i64: ...>`).
    pub fn dense_i64_array(&self, values: &[i64]) -> Attribute {
        self.dense_int_array(64, values)
    }

    /// A `DenseI32ArrayAttr` (`array<i32: ...>`), e.g. `operandSegmentSizes`.
    pub fn dense_i32_array(&self, values: &[i64]) -> Attribute {
        self.dense_int_array(32, values)
    }

    fn dense_int_array(&self, width: u32, values: &[i64]) -> Attribute {
        let element = self.integer_type(width);
        let values = values.iter().map(|&v| DenseValue::Int(ApInt::from_i64(width, v))).collect();
        self.intern_attr(AttrKind::DenseArray { element, values })
    }

    pub fn bool_attr(&self, value: bool) -> Attribute {
        *self.bools[value as usize].get_or_init(|| {
            let i1 = self.integer_type(1);
            self.intern_attr(AttrKind::Integer { ty: i1, value: ApInt::from_u64(1, value as u64) })
        })
    }

    pub fn string_attr(&self, value: &str) -> Attribute {
        self.intern_attr(AttrKind::String { value: value.as_bytes().into(), ty: None })
    }

    /// An affine map attribute (`affine_map<...>`).
    pub fn affine_map_attr(&self, map: crate::affine::AffineMap) -> Attribute {
        self.intern_attr(AttrKind::AffineMap(Box::new(map)))
    }

    pub fn type_attr(&self, ty: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(ty))
    }

    pub fn array_attr(&self, elements: Vec<Attribute>) -> Attribute {
        self.intern_attr(AttrKind::Array(elements))
    }

    pub fn symbol_ref_attr(&self, root: &str) -> Attribute {
        let root = self.ident(root);
        self.intern_attr(AttrKind::SymbolRef { root, nested: Vec::new() })
    }

    /// A dictionary from entries in any order; later duplicates win.
    pub fn dictionary_attr(&self, mut entries: Vec<(Ident, Attribute)>) -> Attribute {
        if entries.is_empty() {
            return self.empty_dictionary();
        }
        self.sort_dict_entries(&mut entries);
        self.intern_attr(AttrKind::Dictionary(entries))
    }

    /// Puts `entries` in a dictionary's order: sorted by name (byte
    /// order, as upstream), one entry per name (of equal names, the one
    /// that came last), without interning a dictionary.
    pub fn sort_dict_entries(&self, entries: &mut Vec<(Ident, Attribute)>) {
        // Stable sort keeps insertion order among equal names, so the last one is
        // the one that was written last.
        entries.sort_by(|a, b| self.ident_str(a.0).cmp(self.ident_str(b.0)));
        entries.dedup_by(|later, earlier| {
            let same = later.0 == earlier.0;
            if same {
                *earlier = *later;
            }
            same
        });
    }

    /// The empty dictionary (interned first by every context).
    pub fn empty_dictionary(&self) -> Attribute {
        Attribute(0)
    }

    /// The entries of a dictionary attribute (empty for any other attribute).
    pub fn dict_entries(&self, attr: Attribute) -> &[(Ident, Attribute)] {
        // Most ops' discardable dictionary is the empty one: no lookup.
        if attr == self.empty_dictionary() {
            return &[];
        }
        match self.attr_kind(attr) {
            AttrKind::Dictionary(entries) => entries,
            _ => &[],
        }
    }

    /// Looks a name up in a dictionary attribute (binary search: entries are
    /// sorted). A few entries (an op's properties, typically) are scanned
    /// instead: string equality stops at a length mismatch, where each
    /// step of a binary search orders two strings.
    pub fn dict_get(&self, attr: Attribute, name: &str) -> Option<Attribute> {
        // Most ops' discardable dictionary is the empty one: no lookup.
        if attr == self.empty_dictionary() {
            return None;
        }
        if let Some(ident) = crate::context::well_known_ident(name) {
            // Interned with the context: a handle compare per entry.
            return self.dict_get_ident(attr, ident);
        }
        let entries = self.dict_entries(attr);
        if entries.len() <= 8 {
            return entries.iter().find(|(k, _)| self.ident_str(*k) == name).map(|&(_, v)| v);
        }
        entries.binary_search_by(|(k, _)| self.ident_str(*k).cmp(name)).ok().map(|i| entries[i].1)
    }

    /// [`Context::dict_get`] by an interned name: a handle compare per
    /// entry instead of a string compare.
    pub fn dict_get_ident(&self, attr: Attribute, name: Ident) -> Option<Attribute> {
        if attr == self.empty_dictionary() {
            return None;
        }
        let entries = self.dict_entries(attr);
        if entries.len() <= 16 {
            return entries.iter().find(|(k, _)| *k == name).map(|&(_, v)| v);
        }
        let text = self.ident_str(name);
        entries.binary_search_by(|(k, _)| self.ident_str(*k).cmp(text)).ok().map(|i| entries[i].1)
    }

    /// A copy of a dictionary with `name` set to `value` (or removed when `None`).
    pub fn dict_with(&self, attr: Attribute, name: Ident, value: Option<Attribute>) -> Attribute {
        let mut entries: Vec<_> = self.dict_entries(attr).iter().filter(|(k, _)| *k != name).copied().collect();
        if let Some(v) = value {
            entries.push((name, v));
        }
        self.dictionary_attr(entries)
    }

    pub fn string_value(&self, attr: Attribute) -> Option<&[u8]> {
        match self.attr_kind(attr) {
            AttrKind::String { value, .. } => Some(value),
            _ => None,
        }
    }
}
