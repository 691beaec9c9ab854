//! Rewrites of vector ops into simpler vector ops that lowerings build on
//! (upstream's `Dialect/Vector/Transforms`); each `populate_*` function
//! adds one of upstream's pattern groups to a `PatternSet`.
//!
//! - [`permutation_map`]: transfers with permuting or broadcasting maps
//!   as minor-identity transfers plus `vector.transpose`/`vector.broadcast`;
//! - [`broadcast`]: broadcasts of vectors one rank lower, down to
//!   broadcasts of scalars;
//! - [`contract`]: contractions as dot products (the default `dot`
//!   lowering);
//! - [`gather`]: n-D gathers as 1-D ones;
//! - [`interleave`]: n-D interleaves and deinterleaves as 1-D ones;
//! - [`mask`]: n-D `create_mask` and `constant_mask` one rank lower;
//! - [`outer_product`]: outer products as broadcasts and 1-D arithmetic;
//! - [`shape_cast`]: shape casts as extracts, inserts and strided slices;
//! - [`strided_slice`]: strided slices as shuffles, extracts and inserts.

pub mod broadcast;
pub mod contract;
pub mod gather;
pub mod interleave;
pub mod mask;
pub mod outer_product;
pub mod permutation_map;
pub mod shape_cast;
pub mod strided_slice;

pub use broadcast::populate_vector_broadcast_lowering_patterns;
pub use contract::populate_vector_contract_lowering_patterns;
pub use gather::populate_vector_gather_lowering_patterns;
pub use interleave::populate_vector_interleave_lowering_patterns;
pub use mask::populate_vector_mask_op_lowering_patterns;
pub use outer_product::populate_vector_outer_product_lowering_patterns;
pub use permutation_map::populate_vector_transfer_permutation_map_lowering_patterns;
pub use shape_cast::populate_vector_shape_cast_lowering_patterns;
pub use strided_slice::populate_vector_insert_extract_strided_slice_transforms;
