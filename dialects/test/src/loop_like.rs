//! `test.graph_loop`'s `LoopLikeOpInterface` (upstream's test op): its
//! body repeats; it has no induction variables.

use strata_ir::LoopLikeOpInterface;

/// `test.graph_loop`.
pub fn graph_loop() -> LoopLikeOpInterface {
    LoopLikeOpInterface::new(LoopLikeOpInterface::all_regions)
}
