//! The tensor parts of the `subsets` family, in either form: 1-D
//! `tensor.extract_slice`/`insert_slice` at a static offset with unit
//! stride, and 1-D `vector.transfer_read`/`transfer_write` of a whole
//! part (in bounds) whose write gives the updated tensor.
//!
//! Invariant: both forms spell the same op (the generic form writes the
//! static lists, the operand segment sizes and the minor identity map the
//! custom form leaves implicit).

use super::Emitter;
use crate::gen::Val;

const MINOR_IDENTITY: &str = "affine_map<(d0) -> (d0)>";

/// The properties of a 1-D slice at `offset` of `size`.
fn slice_props(segments: &str, offset: u64, size: u64) -> [(&'static str, String); 4] {
    [
        ("operandSegmentSizes", format!("array<i32: {segments}>")),
        ("static_offsets", format!("array<i64: {offset}>")),
        ("static_sizes", format!("array<i64: {size}>")),
        ("static_strides", "array<i64: 1>".to_string()),
    ]
}

/// The properties of an in-bounds 1-D transfer.
fn transfer_props() -> [(&'static str, String); 3] {
    [
        ("in_bounds", "[true]".to_string()),
        ("operandSegmentSizes", "array<i32: 1, 1, 1, 0>".to_string()),
        ("permutation_map", MINOR_IDENTITY.to_string()),
    ]
}

impl Emitter {
    /// `res = tensor.extract_slice src[offset] [size] [1] : sty to pty`.
    pub fn extract_slice(&mut self, res: Val, src: Val, (offset, size): (u64, u64), (sty, pty): (&str, &str)) {
        if self.generic() {
            let props = slice_props("1, 0, 0, 0", offset, size);
            self.generic_op(Some(res), "tensor.extract_slice", &[src], (&[sty], &[pty]), &props, "");
        } else {
            let text = format!(
                "{} = tensor.extract_slice {}[{offset}] [{size}] [1] : {sty} to {pty}",
                self.n(res),
                self.n(src)
            );
            self.custom_op(&text);
        }
    }

    /// `res = tensor.insert_slice part into dest[offset] [size] [1] : pty into dty`.
    pub fn insert_slice(
        &mut self,
        res: Val,
        (part, dest): (Val, Val),
        (offset, size): (u64, u64),
        (pty, dty): (&str, &str),
    ) {
        if self.generic() {
            let props = slice_props("1, 1, 0, 0, 0", offset, size);
            self.generic_op(Some(res), "tensor.insert_slice", &[part, dest], (&[pty, dty], &[dty]), &props, "");
        } else {
            let text = format!(
                "{} = tensor.insert_slice {} into {}[{offset}] [{size}] [1] : {pty} into {dty}",
                self.n(res),
                self.n(part),
                self.n(dest)
            );
            self.custom_op(&text);
        }
    }

    /// `res = vector.transfer_read part[i], pad {in_bounds = [true]} : pty, vty`.
    pub fn part_read(&mut self, res: Val, (part, i, pad): (Val, Val, Val), (pty, vty): (&str, &str)) {
        if self.generic() {
            let props = transfer_props();
            let types: (&[&str], &[&str]) = (&[pty, "index", "f32"], &[vty]);
            self.generic_op(Some(res), "vector.transfer_read", &[part, i, pad], types, &props, "");
        } else {
            let text = format!(
                "{} = vector.transfer_read {}[{}], {} {{in_bounds = [true]}} : {pty}, {vty}",
                self.n(res),
                self.n(part),
                self.n(i),
                self.n(pad)
            );
            self.custom_op(&text);
        }
    }

    /// `res = vector.transfer_write v, part[i] {in_bounds = [true]} : vty, pty`.
    pub fn part_write(&mut self, res: Val, (v, part, i): (Val, Val, Val), (vty, pty): (&str, &str)) {
        if self.generic() {
            let props = transfer_props();
            let types: (&[&str], &[&str]) = (&[vty, pty, "index"], &[pty]);
            self.generic_op(Some(res), "vector.transfer_write", &[v, part, i], types, &props, "");
        } else {
            let text = format!(
                "{} = vector.transfer_write {}, {}[{}] {{in_bounds = [true]}} : {vty}, {pty}",
                self.n(res),
                self.n(v),
                self.n(part),
                self.n(i)
            );
            self.custom_op(&text);
        }
    }
}
