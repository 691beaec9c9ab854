//! Enums of ODS (`I64EnumAttr`, `I32BitEnumAttr`, `EnumAttr`, ...): their
//! cases, and upstream's `symbolize`/`stringify` rules, so a keyword and a
//! value convert the same way everywhere (op custom forms, dialect
//! attributes, typed accessors).
//!
//! A bit enum's value is the union of its cases' bits; a case with more
//! than one bit is a *group* (`fast` in `FastMathFlags`), a case of value 0
//! is the "no bits" case (`none`). Printing follows upstream's generated
//! `stringify<Enum>`: the "no bits" case alone for 0; with
//! `print_primary_groups`, groups whose bits are all set first (last
//! declared first) and their bits taken out, then the single bits, in
//! declaration order; otherwise every case whose bits are all set, in
//! declaration order.

/// The bit-enum part of an [`EnumSpec`].
#[derive(Debug)]
pub struct BitEnumSpec {
    /// How set cases are joined when printed (`","`, `", "`, `"|"`); the
    /// parser takes the `,` or `|` in it with any spaces.
    pub separator: &'static str,
    /// Upstream's `printBitEnumPrimaryGroups`.
    pub print_primary_groups: bool,
}

/// An ODS enum.
#[derive(Debug)]
pub struct EnumSpec {
    /// The C++ enum upstream names in diagnostics (`::mlir::arith::CmpIPredicate`).
    pub cpp_type: &'static str,
    /// Bit width of the stored integer (`predicate = 2 : i64`).
    pub width: u32,
    /// `(keyword, value)` in declaration order.
    pub cases: &'static [(&'static str, i64)],
    /// `Some` for a bit enum.
    pub bits: Option<BitEnumSpec>,
}

impl EnumSpec {
    /// The value a keyword (or a string) names (upstream's `symbolize<Enum>`):
    /// one case, or for a bit enum a list of cases joined by the separator.
    pub fn symbolize(&self, text: &str) -> Option<i64> {
        let case = |s: &str| self.cases.iter().find(|c| c.0 == s).map(|c| c.1);
        let Some(bits) = &self.bits else { return case(text) };
        if let Some(none) = self.cases.iter().find(|c| c.1 == 0).filter(|c| c.0 == text) {
            return Some(none.1);
        }
        let sep = if bits.separator.contains('|') { '|' } else { ',' };
        let mut value = 0;
        for part in text.split(sep).filter(|p| !p.is_empty()) {
            value |= case(part.trim()).filter(|&v| v != 0)?;
        }
        Some(value)
    }

    /// The text of a value (upstream's `stringify<Enum>`); `None` when the
    /// value is not a case (or has bits no case has).
    pub fn stringify(&self, value: i64) -> Option<std::borrow::Cow<'static, str>> {
        let case = |v: i64| self.cases.iter().find(|c| c.1 == v).map(|c| std::borrow::Cow::Borrowed(c.0));
        let Some(bits) = &self.bits else {
            return case(value);
        };
        if value & !self.valid_bits() != 0 {
            return None;
        }
        if value == 0 {
            return case(0);
        }
        let is_group = |v: i64| v.count_ones() > 1;
        let mut names = Vec::new();
        let mut rest = value;
        if bits.print_primary_groups {
            for &(name, v) in self.cases.iter().rev().filter(|c| is_group(c.1)) {
                if rest & v == v {
                    names.push(name);
                    rest &= !v;
                }
            }
            names.extend(self.cases.iter().filter(|c| c.1 != 0 && !is_group(c.1) && rest & c.1 == c.1).map(|c| c.0));
        } else {
            names.extend(self.cases.iter().filter(|c| c.1 != 0 && value & c.1 == c.1).map(|c| c.0));
        }
        Some(match names[..] {
            // One case: its name, without building a string.
            [one] => std::borrow::Cow::Borrowed(one),
            _ => std::borrow::Cow::Owned(names.join(bits.separator)),
        })
    }

    /// The union of every case's bits.
    pub fn valid_bits(&self) -> i64 {
        self.cases.iter().fold(0, |acc, c| acc | c.1)
    }

    /// Is `value` a value of this enum?
    pub fn is_valid(&self, value: i64) -> bool {
        match self.bits {
            Some(_) => value & !self.valid_bits() == 0,
            None => self.cases.iter().any(|c| c.1 == value),
        }
    }

    /// The keywords, as upstream lists them in "to be one of" messages.
    pub fn keywords(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.cases.iter().map(|c| c.0)
    }
}

/// A Rust type generated for an ODS enum (a Rust `enum` for a plain enum,
/// a flags struct for a bit enum): its table and its integer value.
pub trait EnumValue: crate::Storage + Copy {
    const SPEC: &'static EnumSpec;
    /// The value as `Self`, if [`EnumSpec::is_valid`].
    fn from_value(value: i64) -> Option<Self>;
    fn value(self) -> i64;
}

#[cfg(test)]
mod tests {
    use super::*;

    static FLAGS: EnumSpec = EnumSpec {
        cpp_type: "F",
        width: 32,
        cases: &[("none", 0), ("a", 1), ("b", 2), ("c", 4), ("all", 7)],
        bits: Some(BitEnumSpec { separator: ",", print_primary_groups: true }),
    };
    static SPACED: EnumSpec = EnumSpec {
        cpp_type: "O",
        width: 32,
        cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
        bits: Some(BitEnumSpec { separator: ", ", print_primary_groups: true }),
    };
    static PLAIN: EnumSpec = EnumSpec { cpp_type: "P", width: 64, cases: &[("eq", 0), ("ne", 1)], bits: None };

    #[test]
    fn bit_enums_print_groups_first_then_bits() {
        assert_eq!(FLAGS.stringify(0).as_deref(), Some("none"));
        assert_eq!(FLAGS.stringify(3).as_deref(), Some("a,b"));
        assert_eq!(FLAGS.stringify(7).as_deref(), Some("all"));
        assert_eq!(FLAGS.stringify(8), None);
        assert_eq!(SPACED.stringify(3).as_deref(), Some("nsw, nuw"));
    }

    #[test]
    fn bit_enums_parse_lists() {
        assert_eq!(FLAGS.symbolize("none"), Some(0));
        assert_eq!(FLAGS.symbolize("b,a"), Some(3));
        assert_eq!(FLAGS.symbolize("a, all"), Some(7));
        assert_eq!(FLAGS.symbolize("a,d"), None);
        assert_eq!(SPACED.symbolize("nuw,nsw"), Some(3));
    }

    #[test]
    fn plain_enums_are_one_case() {
        assert_eq!(PLAIN.symbolize("ne"), Some(1));
        assert_eq!(PLAIN.symbolize("ne,eq"), None);
        assert_eq!(PLAIN.stringify(0).as_deref(), Some("eq"));
        assert!(PLAIN.is_valid(1) && !PLAIN.is_valid(2));
    }
}
