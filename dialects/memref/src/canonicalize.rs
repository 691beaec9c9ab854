//! Canonicalization patterns of the `memref` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Ops whose upstream patterns are not written
//! yet add none, which is always correct.

strata_rewrite::no_canonicalization_patterns_yet! {
    alloc, alloca, alloca_scope, collapse_shape, copy, dim, expand_shape, realloc, reinterpret_cast, subview, view,
}
