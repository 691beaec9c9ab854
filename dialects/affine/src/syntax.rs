//! Custom forms of the affine ops upstream parses in C++.
//!
//! (Being written: until then each custom form reports that it is not
//! supported, and the generic form works.)

use strata_ir::{OpId, OperationState};
use strata_syntax::parser::PResult;
use strata_syntax::{OpPrinter, Parser};

fn unsupported(p: &mut Parser<'_>) -> PResult<()> {
    let at = p.tok.start;
    Err(p.custom_op_error_at(at, "custom form not supported yet"))
}

/// The `custom<...>` directives of affine's declarative formats.
pub fn custom_directives() -> strata_syntax::format::CustomDirectives {
    let mut d = strata_syntax::format::CustomDirectives::new();
    strata_syntax::format::common::register_common(&mut d);
    d
}

pub fn parse_apply(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_apply(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_for(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_for(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_if(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_if(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_load(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_max(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_max(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_min(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_min(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_parallel(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_parallel(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_prefetch(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_prefetch(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_store(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_store(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_vector_load(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_vector_load(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}

pub fn parse_vector_store(p: &mut Parser<'_>, _: &mut OperationState) -> PResult<()> {
    unsupported(p)
}

pub fn print_vector_store(p: &mut OpPrinter<'_>, op: OpId) {
    p.print_generic_op(op)
}
