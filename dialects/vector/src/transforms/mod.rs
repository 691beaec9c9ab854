//! Rewrites of vector ops into simpler vector ops that lowerings build on
//! (upstream's `Dialect/Vector/Transforms`); each `populate_*` function
//! adds one of upstream's pattern groups to a `PatternSet`.
//!
//! - [`permutation_map`]: transfers with permuting or broadcasting maps
//!   as minor-identity transfers plus `vector.transpose`/`vector.broadcast`.

pub mod permutation_map;

pub use permutation_map::populate_vector_transfer_permutation_map_lowering_patterns;
