//! Canonicalization patterns of the `vector` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Ops whose upstream patterns are not written
//! yet add none, which is always correct.

strata_rewrite::no_canonicalization_patterns_yet! {
    broadcast, compressstore, contract, create_mask, expandload, extract, extract_strided_slice, from_elements, gather, insert, insert_strided_slice, mask, maskedload, maskedstore, multi_reduction, reduction, scatter, shape_cast, shuffle, step, to_elements, transfer_read, transfer_write, transpose,
}
