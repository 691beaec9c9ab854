//! The `llvm-request-c-wrappers` pass (upstream's
//! `LLVMRequestCWrappersPass`): each `func.func` it runs on gets the
//! `llvm.emit_c_interface` unit attribute, so that `convert-func-to-llvm`
//! then emits its C wrapper. Run right before that lowering, as upstream
//! advises, so no other pass drops the attribute.
//!
//! Invariant: only the function's discardable attributes change.

use strata_ir::{Body, OpId};
use strata_pass::{OptionSpec, Pass, PassFailed, PassInfo, PassRun};

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "llvm-request-c-wrappers",
        name: "LLVMRequestCWrappersPass",
        description: "Request C wrapper emission for all functions",
        options: &[] as &[OptionSpec],
        anchor: Some("func.func"),
        create: |_, _| Ok(Box::new(RequestCWrappers)),
    }
}

/// The pass.
pub struct RequestCWrappers;

impl Pass for RequestCWrappers {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let attrs = ctx.dict_with(body.attrs(op), ctx.ident("llvm.emit_c_interface"), Some(ctx.unit_attr()));
        body.set_attrs(op, attrs);
        Ok(())
    }
}
