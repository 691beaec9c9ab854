//! Segment sizes: the `array<i32: ...>` properties (`operandSegmentSizes`,
//! `case_operand_segments`, `indbr_operand_segments`) that say how a flat
//! operand list splits into groups (each successor's, each ODS operand
//! group's), read as counts and ranges and written back; and the table of
//! the `AttrSized{Operand,Result}Segments` properties
//! ([`SEGMENT_SIZE_PROPERTIES`]) the verifier, the parser and the
//! declarative formats share.
//!
//! Invariant: reading never panics on a malformed op: negative sizes count
//! 0 and ranges are clamped to the operands present, so a verifier can
//! report the mismatch instead.

use std::ops::Range;

use crate::op_checks::{i64_array, set_inherent_attr};
use crate::{AttrKind, Attribute, Body, Context, DenseValue, OpId, OpInfo, Traits, ValueSpec};

/// The values a segment-size property splits into groups.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SegmentedValues {
    Operands,
    Results,
}

/// The segment-size property of an `AttrSized{Operand,Result}Segments` op:
/// which trait gives it, its name (and the older one upstream's generated
/// `setPropertiesFromAttr` still reads from an attribute dictionary), and
/// the values it sizes. The verifier and the parser read the pairing here.
pub struct SegmentSizesProperty {
    pub trait_: Traits,
    pub name: &'static str,
    pub legacy_name: &'static str,
    pub sized: SegmentedValues,
}

/// The two segment-size properties, operands first (upstream's order of
/// verification).
pub const SEGMENT_SIZE_PROPERTIES: [SegmentSizesProperty; 2] = [
    SegmentSizesProperty {
        trait_: Traits::ATTR_SIZED_OPERAND_SEGMENTS,
        name: "operandSegmentSizes",
        legacy_name: "operand_segment_sizes",
        sized: SegmentedValues::Operands,
    },
    SegmentSizesProperty {
        trait_: Traits::ATTR_SIZED_RESULT_SEGMENTS,
        name: "resultSegmentSizes",
        legacy_name: "result_segment_sizes",
        sized: SegmentedValues::Results,
    },
];

impl SegmentSizesProperty {
    /// The property sizing the values diagnostics call `what`
    /// (`"operand"`, `"result"`).
    pub fn of(what: &str) -> Option<&'static SegmentSizesProperty> {
        SEGMENT_SIZE_PROPERTIES.iter().find(|p| p.what() == what)
    }

    /// What diagnostics call one of the values it sizes.
    pub fn what(&self) -> &'static str {
        match self.sized {
            SegmentedValues::Operands => "operand",
            SegmentedValues::Results => "result",
        }
    }

    /// The specs of the value groups it sizes.
    pub fn specs<'i>(&self, info: &'i OpInfo) -> &'i [ValueSpec] {
        match self.sized {
            SegmentedValues::Operands => &info.operands,
            SegmentedValues::Results => &info.results,
        }
    }

    /// How many values of that kind `op` has.
    pub fn count(&self, body: &Body, op: OpId) -> usize {
        match self.sized {
            SegmentedValues::Operands => body.num_operands(op),
            SegmentedValues::Results => body.num_results(op),
        }
    }
}

/// The entries of the segment-size array `name` of `op`, as counts.
pub fn segment_counts(ctx: &Context, body: &Body, op: impl Into<OpId>, name: &str) -> Vec<usize> {
    i64_array(ctx, body, op, name).into_iter().map(|n| usize::try_from(n).unwrap_or(0)).collect()
}

/// Consecutive ranges of the given sizes from `start`, clamped to `end`.
pub fn consecutive_ranges(start: usize, end: usize, counts: impl IntoIterator<Item = usize>) -> Vec<Range<usize>> {
    let mut pos = start.min(end);
    counts
        .into_iter()
        .map(|n| {
            let next = pos.saturating_add(n).min(end);
            let r = pos..next;
            pos = next;
            r
        })
        .collect()
}

/// `array<i32: ...>` from counts.
pub fn counts_array(ctx: &Context, counts: &[usize]) -> Attribute {
    let values: Vec<i64> = counts.iter().map(|&v| v as i64).collect();
    ctx.dense_i32_array(&values)
}

/// The entries of `value` if it converts to an op's segment sizes
/// (upstream's `DenseI32ArrayAttr` property): an `array<i32: ...>`, with
/// one entry per group when the number of `groups` is known.
pub fn segment_size_values(ctx: &Context, value: Attribute, groups: Option<usize>) -> Option<&[DenseValue]> {
    match ctx.attr_kind(value) {
        AttrKind::DenseArray { element, values }
            if ctx.is_signless_integer(*element, 32) && groups.is_none_or(|n| values.len() == n) =>
        {
            Some(values)
        }
        _ => None,
    }
}

/// Sets the segment-size array `name` where the op keeps it (property or
/// attribute).
pub fn set_segment_counts(ctx: &Context, body: &mut Body, op: impl Into<OpId>, name: &str, counts: &[usize]) {
    set_inherent_attr(ctx, body, op, name, counts_array(ctx, counts));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranges_follow_counts_and_clamp() {
        assert_eq!(consecutive_ranges(1, 6, [2, 3]), vec![1..3, 3..6]);
        assert_eq!(consecutive_ranges(1, 4, [2, 3]), vec![1..3, 3..4]);
        assert_eq!(consecutive_ranges(5, 2, [1]), vec![2..2]);
        assert_eq!(consecutive_ranges(0, 3, [usize::MAX, 1]), vec![0..3, 3..3]);
    }
}
