//! Canonicalization patterns of the affine ops (`hasCanonicalizer`).

use strata_ir::Context;
use strata_rewrite::PatternSet;

pub fn apply(_: &Context, _: &mut PatternSet) {}

pub fn delinearize_index(_: &Context, _: &mut PatternSet) {}

pub fn r#if(_: &Context, _: &mut PatternSet) {}

pub fn linearize_index(_: &Context, _: &mut PatternSet) {}

pub fn load(_: &Context, _: &mut PatternSet) {}

pub fn max(_: &Context, _: &mut PatternSet) {}

pub fn min(_: &Context, _: &mut PatternSet) {}

pub fn prefetch(_: &Context, _: &mut PatternSet) {}

pub fn store(_: &Context, _: &mut PatternSet) {}

pub fn vector_load(_: &Context, _: &mut PatternSet) {}

pub fn vector_store(_: &Context, _: &mut PatternSet) {}
