//! Canonicalization patterns of the `arith` ops (`hasCanonicalizer` /
//! `hasCanonicalizeMethod` in ODS), wired by the generated `OpInfo`s
//! through `strata_rewrite::CanonicalizationPatterns` and collected by
//! the `canonicalize` pass. Ops whose upstream patterns are not written
//! yet add none, which is always correct.

strata_rewrite::no_canonicalization_patterns_yet! {
    addi, addui_extended, andi, bitcast, cmpf, cmpi, divf, extsi, index_cast, index_castui, mulf, muli, mulsi_extended, mului_extended, ori, select, subi, truncf, trunci, xori,
}
