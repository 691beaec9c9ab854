//! Rewrites of vector ops into simpler vector ops that lowerings build on
//! (upstream's `Dialect/Vector/Transforms`); each `populate_*` function
//! adds one of upstream's pattern groups to a `PatternSet`.
//!
//! - [`permutation_map`]: transfers with permuting or broadcasting maps
//!   as minor-identity transfers plus `vector.transpose`/`vector.broadcast`;
//! - [`broadcast`]: broadcasts of vectors one rank lower, down to
//!   broadcasts of scalars;
//! - [`mask`]: n-D `create_mask` and `constant_mask` one rank lower;
//! - [`shape_cast`]: shape casts as extracts, inserts and strided slices;
//! - [`strided_slice`]: strided slices as shuffles, extracts and inserts.

pub mod broadcast;
pub mod mask;
pub mod permutation_map;
pub mod shape_cast;
pub mod strided_slice;

pub use broadcast::populate_vector_broadcast_lowering_patterns;
pub use mask::populate_vector_mask_op_lowering_patterns;
pub use permutation_map::populate_vector_transfer_permutation_map_lowering_patterns;
pub use shape_cast::populate_vector_shape_cast_lowering_patterns;
pub use strided_slice::populate_vector_insert_extract_strided_slice_transforms;
