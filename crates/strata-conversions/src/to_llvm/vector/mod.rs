//! `convert-vector-to-llvm` (upstream's `ConvertVectorToLLVMPass` and
//! `populateVectorToLLVMConversionPatterns`), for the 1-D vector ops that
//! `convert-vector-to-scf` and strata's vectorizer leave:
//!
//! - [`memory`]: `vector.load`/`store`, `maskedload`/`maskedstore`,
//!   `gather`/`scatter` as `llvm.load`/`store` and the `llvm.intr.masked.*`
//!   intrinsics on the element's address (upstream's
//!   `getStridedElementPtr`, no GEP flags), and `vector.type_cast`;
//! - [`lanes`]: `vector.shuffle`, `broadcast` of a scalar, `extract`,
//!   `insert` (0-D and n-D), and 1-D `fma`, `bitcast` and `from_elements`;
//! - [`reduction`]: `vector.reduction` as `llvm.intr.vector.reduce.*`, or
//!   `llvm.intr.vp.reduce.*` inside a `vector.mask`;
//! - [`print`]: `vector.print` of a scalar, a punctuation or a string as
//!   calls of upstream's runner library (`printF32`, `printI64`, ...).
//!
//! Before converting, upstream's pass runs a greedy rewrite over the whole
//! module with folding, to fixpoint ([`prepare`]): constants are folded,
//! uniqued and hoisted, dead ops erased, and n-D ops (broadcasts, masks,
//! shape casts, strided slices, bitcasts, `from_elements`, fma,
//! transposes, [`transpose`]) are taken down to the 1-D ops above, 1-D
//! transfers to (masked) loads and stores ([`transfer`]), contractions by
//! the chosen `vector-contract-lowering` (`llvmintr`: [`matmul`]). n-D
//! transfers stay as they are.
//!
//! Scalable 1-D vectors lower as upstream lowers them (see [`lanes`],
//! [`memory`], [`reduction`], and `create_mask` in [`transfer`]).
//!
//! Invariant: an op this lowering does not handle (n-D vectors, scalable
//! outer dimensions, the ops not listed) is left as it is, as upstream's
//! partial conversion leaves ops no pattern matches; nothing is half
//! rewritten.

pub mod lanes;
mod matmul;
pub mod memory;
pub mod mmla;
pub mod prepare;
pub mod print;
pub mod reduction;
pub mod transfer;
pub mod transpose;

use strata_ir::{Context, OpClass, OpId, Type, TypeKind};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};
use strata_rewrite::conversion::ConversionPatternSet;

use super::{llvm_conversion_target, llvm_type_converter, LowerToLlvmOptions, Lowering, LoweringPattern, RootName};

pub const OPTIONS: &[OptionSpec] = &[
    bool_option("enable-amx", "Enables the use of AMX dialect while lowering the vector dialect."),
    bool_option("enable-arm-bf16", "Enables the use of Arm FEAT_BF16 instructions while lowering the vector dialect."),
    bool_option("enable-arm-i8mm", "Enables the use of Arm FEAT_I8MM instructions while lowering the vector dialect."),
    bool_option("enable-arm-neon", "Enables the use of ArmNeon dialect while lowering the vector dialect."),
    bool_option("enable-arm-sve", "Enables the use of ArmSVE dialect while lowering the vector dialect."),
    bool_option("enable-x86vector", "Enables the use of X86Vector dialect while lowering the vector dialect."),
    OptionSpec {
        name: "force-32bit-vector-indices",
        description: "Allows compiler to assume vector indices fit in 32-bit if that yields faster code",
        kind: OptionKind::Bool,
        default: "true",
        extension: false,
    },
    bool_option("reassociate-fp-reductions", "Allows llvm to reassociate floating-point reductions for speed"),
    bool_option(
        "use-vector-alignment",
        "Use the preferred alignment of a vector type in load/store operations instead of the alignment of the \
         element type of the memref. This flag is intended for use with hardware which requiresvector alignment, or \
         in application contexts where it is known all vector access are naturally aligned. If operations have an \
         alignment attribute set, the alignment attribute takes priority over this option",
    ),
    OptionSpec {
        name: "vector-contract-lowering",
        description: "control the lowering of `vector.contract` operations.",
        kind: OptionKind::Enum(&["dot", "llvmintr", "outerproduct", "parallelarith"]),
        default: "dot",
        extension: false,
    },
    OptionSpec {
        name: "vector-transpose-lowering",
        description: "control the lowering of `vector.transpose` operations.",
        kind: OptionKind::Enum(&["eltwise", "llvmintr", "shuffle1d", "shuffle16x16"]),
        default: "eltwise",
        extension: false,
    },
];

const fn bool_option(name: &'static str, description: &'static str) -> OptionSpec {
    OptionSpec { name, description, kind: OptionKind::Bool, default: "false", extension: false }
}

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "convert-vector-to-llvm",
        name: "ConvertVectorToLLVMPass",
        description: "Lower the operations from the vector dialect into the LLVM dialect",
        options: OPTIONS,
        anchor: None,
        create: |options, _| {
            // `enable-arm-i8mm` and `enable-arm-bf16` choose how the prepass
            // lowers contractions for Neon or SVE ([`mmla`]); alone they
            // change nothing, as upstream's.
            let mut mmla_lowerings = Vec::new();
            for (name, extension) in
                [("enable-arm-i8mm", mmla::MmlaExtension::I8mm), ("enable-arm-bf16", mmla::MmlaExtension::Bf16)]
            {
                for (target_name, target) in
                    [("enable-arm-neon", mmla::MmlaTarget::Neon), ("enable-arm-sve", mmla::MmlaTarget::Sve)]
                {
                    if options.bool(name) && options.bool(target_name) {
                        mmla_lowerings.push((target, extension));
                    }
                }
            }
            Ok(Box::new(VectorToLlvm {
                options: VectorToLlvmOptions::from_pass(options),
                x86vector: options.bool("enable-x86vector"),
                arm_neon: options.bool("enable-arm-neon"),
                amx: options.bool("enable-amx"),
                arm_sve: options.bool("enable-arm-sve"),
                mmla_lowerings,
            }))
        },
    }
}

/// The options the patterns read (upstream's arguments of
/// `populateVectorToLLVMConversionPatterns`).
#[derive(Copy, Clone, Debug)]
pub struct VectorToLlvmOptions {
    pub lowering: LowerToLlvmOptions,
    /// Reductions of floats get the `reassoc` flag.
    pub reassociate_fp_reductions: bool,
    /// Loads and stores are aligned to the vector's size rather than to
    /// its element's.
    pub use_vector_alignment: bool,
    /// Masks compare lane numbers in `i32` rather than `i64`.
    pub force_32bit_vector_indices: bool,
    /// `vector-transpose-lowering`: how transposes are lowered.
    pub transpose_lowering: transpose::TransposeLowering,
    /// `vector-contract-lowering`: what matmuls and matvecs become.
    pub contract_lowering: strata_dialect_vector::transforms::ContractLowering,
}

impl Default for VectorToLlvmOptions {
    fn default() -> Self {
        VectorToLlvmOptions {
            lowering: LowerToLlvmOptions::default(),
            reassociate_fp_reductions: false,
            use_vector_alignment: false,
            force_32bit_vector_indices: true,
            transpose_lowering: transpose::TransposeLowering::Eltwise,
            contract_lowering: strata_dialect_vector::transforms::ContractLowering::Dot,
        }
    }
}

impl VectorToLlvmOptions {
    fn from_pass(options: &PassOptions) -> Self {
        VectorToLlvmOptions {
            lowering: LowerToLlvmOptions::default(),
            reassociate_fp_reductions: options.bool("reassociate-fp-reductions"),
            use_vector_alignment: options.bool("use-vector-alignment"),
            force_32bit_vector_indices: options.bool("force-32bit-vector-indices"),
            transpose_lowering: transpose::TransposeLowering::from_option(options.choice("vector-transpose-lowering")),
            contract_lowering: strata_dialect_vector::transforms::ContractLowering::from_option(
                options.choice("vector-contract-lowering"),
            ),
        }
    }
}

/// The pass.
pub struct VectorToLlvm {
    options: VectorToLlvmOptions,
    /// `enable-x86vector`: the x86vector dialect to x86 intrinsics.
    x86vector: bool,
    /// `enable-arm-neon`: the arm_neon dialect is legal (its ops are
    /// LLVM intrinsics already).
    arm_neon: bool,
    /// `enable-amx`: the amx dialect to x86 intrinsics on `!llvm.x86_amx`.
    amx: bool,
    /// `enable-arm-sve`: the arm_sve dialect to its intrinsic ops.
    arm_sve: bool,
    /// `enable-arm-i8mm`/`enable-arm-bf16` with `enable-arm-neon` or
    /// `enable-arm-sve`: the contraction lowerings the prepass adds.
    mmla_lowerings: Vec<(mmla::MmlaTarget, mmla::MmlaExtension)>,
}

impl Pass for VectorToLlvm {
    fn run(&self, run: &mut PassRun<'_>, body: &mut strata_ir::Body, op: OpId) -> Result<(), PassFailed> {
        prepare::prepare(run, body, op, self.options, &self.mmla_lowerings)?;
        let mut target = llvm_conversion_target();
        target.add_legal_dialect("arith").add_legal_dialect("memref");
        let mut patterns = ConversionPatternSet::new();
        populate_vector_to_llvm_patterns(&mut patterns, self.options);
        if self.arm_neon {
            target.add_legal_dialect("arm_neon");
        }
        if self.x86vector {
            super::x86vector::configure_x86vector_target(&mut target);
            super::x86vector::populate_x86vector_patterns(&mut patterns, self.options.lowering);
        }
        if self.arm_sve {
            super::arm_sve::configure_arm_sve_target(&mut target);
            super::arm_sve::populate_arm_sve_patterns(&mut patterns);
        }
        if self.amx {
            super::amx::configure_amx_target(&mut target);
            super::amx::populate_amx_patterns(&mut patterns, self.options.lowering);
        }
        let patterns = patterns.freeze(run.ctx);
        let mut converter = llvm_type_converter(self.options.lowering);
        if self.amx {
            super::amx::add_amx_type_conversion(&mut converter);
        }
        crate::run_partial_conversion_with(run, body, op, &target, &patterns, &converter)
    }
}

/// Upstream's `populateVectorToLLVMConversionPatterns`, for the ops this
/// lowering handles (see the module doc).
pub fn populate_vector_to_llvm_patterns(set: &mut ConversionPatternSet, options: VectorToLlvmOptions) {
    use strata_dialect_vector as v;
    set.add(transfer::ScalableCreateMaskLowering { force_32bit: options.force_32bit_vector_indices });
    let patterns: [(RootName, Lowering<VectorToLlvmOptions>); 26] = [
        (v::LoadOp::op_name, memory::lower_load),
        (v::StoreOp::op_name, memory::lower_store),
        (v::MaskedLoadOp::op_name, memory::lower_masked_load),
        (v::MaskedStoreOp::op_name, memory::lower_masked_store),
        (v::GatherOp::op_name, memory::lower_gather),
        (v::ScatterOp::op_name, memory::lower_scatter),
        (v::ExpandLoadOp::op_name, memory::lower_expand_load),
        (v::CompressStoreOp::op_name, memory::lower_compress_store),
        (v::TypeCastOp::op_name, memory::lower_type_cast),
        (v::ShuffleOp::op_name, lanes::lower_shuffle),
        (v::BroadcastOp::op_name, lanes::lower_broadcast),
        (v::ExtractOp::op_name, lanes::lower_extract),
        (v::InsertOp::op_name, lanes::lower_insert),
        (v::FMAOp::op_name, lanes::lower_fma),
        (v::BitCastOp::op_name, lanes::lower_bitcast),
        (v::FromElementsOp::op_name, lanes::lower_from_elements),
        (v::ToElementsOp::op_name, lanes::lower_to_elements),
        (v::InterleaveOp::op_name, lanes::lower_interleave),
        (v::DeinterleaveOp::op_name, lanes::lower_deinterleave),
        (v::VectorScaleOp::op_name, lanes::lower_vscale),
        (v::ScalableInsertOp::op_name, lanes::lower_scalable_insert),
        (v::ScalableExtractOp::op_name, lanes::lower_scalable_extract),
        (v::StepOp::op_name, lanes::lower_scalable_step),
        (v::ReductionOp::op_name, reduction::lower_reduction),
        (v::MaskOp::op_name, reduction::lower_masked_reduction),
        (v::PrintOp::op_name, print::lower_print),
    ];
    for (root, rewrite) in patterns {
        set.add(LoweringPattern { root, rewrite, options, debug_name: "VectorToLLVM" });
    }
}

/// The shape and element of a fixed-length 1-D vector type; `None` for
/// another type (n-D, scalable, 0-D, not a vector).
pub(super) fn fixed_1d(ctx: &Context, ty: Type) -> Option<(i64, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, scalable, element } if shape.len() == 1 && !scalable[0] => Some((shape[0], *element)),
        _ => None,
    }
}

/// The lanes (the minimum, times `vscale`, of a scalable one) and element
/// type of a 1-D vector type, fixed or scalable: for the lowerings that
/// emit the same ops for both.
pub(super) fn vector_1d(ctx: &Context, ty: Type) -> Option<(i64, Type)> {
    match ctx.type_kind(ty) {
        TypeKind::Vector { shape, element, .. } if shape.len() == 1 => Some((shape[0], *element)),
        _ => None,
    }
}
