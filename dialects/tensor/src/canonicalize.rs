//! Canonicalization patterns of the `tensor` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Ops whose upstream patterns are not written
//! yet add none, which is always correct.

strata_rewrite::no_canonicalization_patterns_yet! {
    bitcast, cast, collapse_shape, concat, dim, empty, expand_shape, extract, extract_slice, from_elements, generate, insert_slice, pad, parallel_insert_slice,
}
