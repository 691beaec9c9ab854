//! Canonicalization patterns of the `cf` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Ops whose upstream patterns are not written
//! yet add none, which is always correct.

strata_rewrite::no_canonicalization_patterns_yet! {
    assert, br, cond_br, switch,
}
