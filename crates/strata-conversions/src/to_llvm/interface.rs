//! `convert-to-llvm` (upstream's `ConvertToLLVMPass`) and the dialect
//! interface it is driven by, `ConvertToLlvmPatternInterface` (upstream's
//! `ConvertToLLVMPatternInterface`): each dialect that can be lowered to
//! LLVM contributes its patterns (and target legality) to one partial
//! conversion with the LLVM type converter and target.
//!
//! A dialect joins by carrying the interface in its `DialectInfo`. The
//! dialects below this crate cannot name it, so
//! [`register_convert_to_llvm_interfaces`] attaches theirs once they are
//! registered (upstream's `registerConvert*ToLLVMInterface` dialect
//! extensions); an out-of-tree dialect attaches its own the same way,
//! with `Context::extend_dialect`. Invariant: dialects contribute in name
//! order, so the pattern set, and the output, do not depend on
//! registration order.

use strata_ir::Context;
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassRun};
use strata_rewrite::conversion::{ConversionPatternSet, ConversionTarget, TypeConverter};

use super::{llvm_conversion_target, llvm_type_converter, LowerToLlvmOptions};

/// A dialect's contribution to `convert-to-llvm`: it adds its lowering
/// patterns, built for the lowering options, and may refine the target and
/// teach the LLVM type converter its types (upstream's
/// `populateConvertToLLVMConversionPatterns`).
#[derive(Copy, Clone)]
pub struct ConvertToLlvmPatternInterface {
    pub populate: fn(&mut ConversionTarget, &mut TypeConverter, LowerToLlvmOptions, &mut ConversionPatternSet),
}

/// Attaches the interface to the dialects strata lowers to LLVM, where
/// they are registered.
pub fn register_convert_to_llvm_interfaces(ctx: &Context) {
    let joins: &[(&str, ConvertToLlvmPatternInterface)] = &[
        (
            "amx",
            ConvertToLlvmPatternInterface {
                populate: |target, converter, options, patterns| {
                    super::amx::configure_amx_target(target);
                    super::amx::add_amx_type_conversion(converter);
                    super::amx::populate_amx_patterns(patterns, options);
                },
            },
        ),
        (
            "arith",
            ConvertToLlvmPatternInterface {
                populate: |_, _, _, patterns| {
                    super::arith::populate_ceil_floor_div_expand_patterns(patterns);
                    super::arith::populate_arith_to_llvm_patterns(patterns);
                },
            },
        ),
        (
            "cf",
            ConvertToLlvmPatternInterface {
                populate: |_, _, _, patterns| super::cf::populate_cf_to_llvm_patterns(patterns),
            },
        ),
        (
            "func",
            ConvertToLlvmPatternInterface {
                populate: |_, _, options, patterns| super::func::populate_func_to_llvm_patterns(patterns, options),
            },
        ),
        (
            "index",
            ConvertToLlvmPatternInterface {
                populate: |_, _, options, patterns| super::index::populate_index_to_llvm_patterns(patterns, options),
            },
        ),
        (
            "math",
            ConvertToLlvmPatternInterface {
                populate: |_, _, _, patterns| super::math::populate_math_to_llvm_patterns(patterns, true),
            },
        ),
        (
            "memref",
            ConvertToLlvmPatternInterface {
                populate: |_, _, options, patterns| {
                    let options = super::memref::MemRefToLlvmOptions { lowering: options, ..Default::default() };
                    super::memref::populate_memref_to_llvm_patterns(patterns, options)
                },
            },
        ),
        (
            "ub",
            ConvertToLlvmPatternInterface {
                populate: |_, _, _, patterns| super::ub::populate_ub_to_llvm_patterns(patterns),
            },
        ),
        (
            "vector",
            ConvertToLlvmPatternInterface {
                populate: |_, _, options, patterns| {
                    // Upstream's `populateVectorToLLVMConversionPatterns` defaults:
                    // masks compare lane numbers in `i64`.
                    let options = super::vector::VectorToLlvmOptions {
                        lowering: options,
                        force_32bit_vector_indices: false,
                        ..Default::default()
                    };
                    super::vector::populate_vector_to_llvm_patterns(patterns, options)
                },
            },
        ),
    ];
    for &(dialect, iface) in joins {
        ctx.extend_dialect(dialect, |info| {
            info.interfaces.insert(iface);
        });
    }
}

pub const OPTIONS: &[OptionSpec] = &[
    OptionSpec {
        name: "allow-pattern-rollback",
        description: "Experimental performance flag to disallow pattern rollback",
        kind: OptionKind::Bool,
        default: "true",
        extension: false,
    },
    OptionSpec {
        name: "filter-dialects",
        description: "Test conversion patterns of only the specified dialects",
        kind: OptionKind::List,
        default: "",
        extension: false,
    },
];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-to-llvm",
        name: "ConvertToLLVMPass",
        description: "Convert to LLVM via dialect interfaces found in the input IR",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(ConvertToLlvm { filter: options.list("filter-dialects") })),
    }
}

/// The pass. strata's conversions never roll back, so
/// `allow-pattern-rollback` changes nothing.
pub struct ConvertToLlvm {
    filter: Vec<String>,
}

impl Pass for ConvertToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut strata_ir::Body, op: strata_ir::OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let mut target = llvm_conversion_target();
        let mut converter = llvm_type_converter(LowerToLlvmOptions::default());
        let mut patterns = ConversionPatternSet::new();
        let dialects = if self.filter.is_empty() { ctx.dialect_names() } else { self.filter.clone() };
        for name in dialects {
            let iface = ctx.dialect(&name).and_then(|d| d.interfaces.get::<ConvertToLlvmPatternInterface>().copied());
            match iface {
                Some(iface) => {
                    (iface.populate)(&mut target, &mut converter, LowerToLlvmOptions::default(), &mut patterns)
                }
                None if self.filter.is_empty() => {}
                None => {
                    run.diagnostics.push(strata_ir::Diagnostic::error(
                        ctx.unknown_loc(),
                        format!("dialect does not implement ConvertToLLVMPatternInterface: {name}"),
                    ));
                    return Err(PassFailed);
                }
            }
        }
        let patterns = patterns.freeze(ctx);
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}
