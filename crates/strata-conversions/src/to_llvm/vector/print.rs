//! `vector.print` (upstream's `VectorPrintOpConversion`): a scalar as a
//! call of the runner library's printer for its type, then the
//! punctuation (`printNewline`, `printComma`, `printOpen`, `printClose`)
//! or the string (`printString` of a private global), each printer
//! declared at the start of the module on first use.
//!
//! Scalars: `f32`/`f64` print as themselves, `f16`/`bf16` through an
//! `llvm.bitcast` to `i16`, `index` and unsigned integers as `printU64`,
//! signless and signed ones as `printI64`; narrower integers are extended
//! to 64 bits first (`arith.extui` for `i1` and unsigned ones, so booleans
//! print 1/0, `arith.extsi` for the others).
//!
//! Invariant: a vector operand (lowered by `convert-vector-to-scf` into
//! scalar prints) and integers wider than 64 bits are left as they are.

use strata_dialect_arith::{ExtSIOp, ExtUIOp};
use strata_dialect_llvm::build::call;
use strata_dialect_llvm::BitcastOp;
use strata_dialect_vector::{PrintOp, PrintPunctuation};
use strata_ir::{OpId, Signedness, TypeKind};
use strata_rewrite::conversion::{ConversionRewriter, OpAdaptor};

use super::super::runtime::{enclosing_module, lookup_or_create_fn, print_string};
use super::VectorToLlvmOptions;

/// How a scalar reaches its printer.
enum Conversion {
    None,
    ZeroExt64,
    SignExt64,
    Bitcast16,
}

pub fn lower_print(_: VectorToLlvmOptions, op: OpId, adaptor: &OpAdaptor, rw: &mut ConversionRewriter<'_, '_>) -> bool {
    let ctx = rw.ctx();
    let Some(print) = PrintOp::cast(ctx, rw.body(), op) else { return false };
    let Some(module) = enclosing_module(ctx, rw.body(), op) else { return false };
    let loc = rw.body().op_loc(op);
    let module_loc = rw.body().op_loc(module);
    if let Some(source) = print.source(rw.body()) {
        let ty = rw.body().value_type(source);
        let (printer, conversion) = match ctx.type_kind(ty) {
            TypeKind::Float(f) if *f == strata_ir::FloatKind::F32 => ("printF32", Conversion::None),
            TypeKind::Float(f) if *f == strata_ir::FloatKind::F64 => ("printF64", Conversion::None),
            TypeKind::Float(f) if *f == strata_ir::FloatKind::F16 => ("printF16", Conversion::Bitcast16),
            TypeKind::Float(f) if *f == strata_ir::FloatKind::BF16 => ("printBF16", Conversion::Bitcast16),
            TypeKind::Index => ("printU64", Conversion::None),
            TypeKind::Integer { width, signedness } if *width <= 64 => match signedness {
                Signedness::Unsigned if *width < 64 => ("printU64", Conversion::ZeroExt64),
                Signedness::Unsigned => ("printU64", Conversion::None),
                _ if *width == 1 => ("printI64", Conversion::ZeroExt64),
                _ if *width < 64 => ("printI64", Conversion::SignExt64),
                _ => ("printI64", Conversion::None),
            },
            _ => return false,
        };
        let mut value = adaptor.operand(0);
        let i64 = ctx.integer_type(64);
        let i16 = ctx.integer_type(16);
        value = match conversion {
            Conversion::None => value,
            Conversion::ZeroExt64 => ExtUIOp::build(rw, loc, value, i64).out(rw.body()),
            Conversion::SignExt64 => ExtSIOp::build(rw, loc, value, i64).out(rw.body()),
            Conversion::Bitcast16 => BitcastOp::build(rw, loc, value, i16).res(rw.body()),
        };
        let param = rw.body().value_type(value);
        let callee = lookup_or_create_fn(rw, module, printer, &[param], module_loc);
        call(rw, loc, callee, &[value], None);
    }
    if let Some(text) = print.string_literal(ctx, rw.body()) {
        let Some(bytes) = ctx.string_value(text).map(|b| b.to_vec()) else { return false };
        print_string(rw, module, loc, "vector_print_str", &bytes, "printString");
    } else {
        let punctuation = print.punctuation(ctx, rw.body()).unwrap_or(PrintPunctuation::NewLine);
        let printer = match punctuation {
            PrintPunctuation::NoPunctuation => None,
            PrintPunctuation::NewLine => Some("printNewline"),
            PrintPunctuation::Comma => Some("printComma"),
            PrintPunctuation::Open => Some("printOpen"),
            PrintPunctuation::Close => Some("printClose"),
        };
        if let Some(printer) = printer {
            let callee = lookup_or_create_fn(rw, module, printer, &[], module_loc);
            call(rw, loc, callee, &[], None);
        }
    }
    rw.replace_op(op, &[]);
    true
}
