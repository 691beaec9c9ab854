//! What may be a dimension and what a symbol of an affine map (upstream's
//! `isValidDim`/`isValidSymbol`, `AffineScope`), and loop facts shared by
//! the verifiers, folds and interfaces (constant bounds, trip counts).

use strata_ir::{Body, Context, OpId};

/// The trip count of an `affine.for` whose bounds are single constant
/// results (upstream's `getTrivialConstantTripCount`): `None` otherwise.
pub fn constant_trip_count(_ctx: &Context, _body: &Body, _op: OpId) -> Option<u64> {
    None
}
