//! Verifiers of the affine ops (`hasVerifier`/`hasRegionVerifier`).

use strata_ir::{Body, Context, Diagnostic, OpId};

pub fn apply(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn delinearize_index(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn for_regions(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn r#if(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn linearize_index(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn load(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn max(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn min(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn parallel(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn prefetch(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn store(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn vector_load(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn vector_store(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}

pub fn r#yield(_: &Context, _: &Body, _: OpId) -> Result<(), Diagnostic> {
    Ok(())
}
