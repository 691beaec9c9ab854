//! The vector transfers of the `vector` family, in either form: 2-D
//! `vector.transfer_read`/`transfer_write` of a `memref<?x?xf32>` at two
//! indices, with the minor identity map or (reads) the transposed one.
//!
//! Invariant: both forms spell the same op: the custom form leaves out
//! the minor identity map and `in_bounds` (all false), the generic form
//! writes them with the operand segment sizes.

use super::Emitter;
use crate::gen::Val;

const IDENTITY: &str = "affine_map<(d0, d1) -> (d0, d1)>";
const TRANSPOSED: &str = "affine_map<(d0, d1) -> (d1, d0)>";

impl Emitter {
    /// `res = vector.transfer_read mem[i, j], pad : mty, vty`, transposed
    /// or not.
    pub fn transfer_read(
        &mut self,
        res: Val,
        (mem, i, j, pad): (Val, Val, Val, Val),
        (mty, vty): (&str, &str),
        transposed: bool,
    ) {
        let map = if transposed { TRANSPOSED } else { IDENTITY };
        if self.generic() {
            let props = [
                ("in_bounds", "[false, false]".to_string()),
                ("operandSegmentSizes", "array<i32: 1, 2, 1, 0>".to_string()),
                ("permutation_map", map.to_string()),
            ];
            self.generic_op(
                Some(res),
                "vector.transfer_read",
                &[mem, i, j, pad],
                (&[mty, "index", "index", "f32"], &[vty]),
                &props,
                "",
            );
        } else {
            let attrs = if transposed { format!(" {{permutation_map = {map}}}") } else { String::new() };
            let text = format!(
                "{} = vector.transfer_read {}[{}, {}], {}{attrs} : {mty}, {vty}",
                self.n(res),
                self.n(mem),
                self.n(i),
                self.n(j),
                self.n(pad)
            );
            self.custom_op(&text);
        }
    }

    /// `vector.transfer_write v, mem[i, j] : vty, mty`.
    pub fn transfer_write(&mut self, (v, mem, i, j): (Val, Val, Val, Val), (vty, mty): (&str, &str)) {
        if self.generic() {
            let props = [
                ("in_bounds", "[false, false]".to_string()),
                ("operandSegmentSizes", "array<i32: 1, 1, 2, 0>".to_string()),
                ("permutation_map", IDENTITY.to_string()),
            ];
            self.generic_op(
                None,
                "vector.transfer_write",
                &[v, mem, i, j],
                (&[vty, mty, "index", "index"], &[]),
                &props,
                "",
            );
        } else {
            let text = format!(
                "vector.transfer_write {}, {}[{}, {}] : {vty}, {mty}",
                self.n(v),
                self.n(mem),
                self.n(i),
                self.n(j)
            );
            self.custom_op(&text);
        }
    }
}
