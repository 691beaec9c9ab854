//! The `symbol-privatize` pass (upstream's `SymbolPrivatize`): every
//! symbol directly in the op's regions becomes `private`, except the ones
//! `exclude=` names.
//!
//! Invariant: only the op's own blocks are looked at (nested symbol tables
//! keep their symbols' visibility); `sym_visibility` is set where the op
//! keeps it, its properties when the op declares it, else its attribute
//! dictionary (upstream's `Operation::setAttr`).

use strata_ir::symbols::{is_symbol, symbol_name};
use strata_ir::{Body, OpId};
use strata_pass::{OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassOptions, PassRun};

pub const OPTIONS: &[OptionSpec] = &[OptionSpec {
    name: "exclude",
    description: "Comma separated list of symbols that should not be marked private",
    kind: OptionKind::List,
    default: "",
    extension: false,
}];

pub fn pass_info() -> PassInfo {
    PassInfo {
        argument: "symbol-privatize",
        name: "SymbolPrivatize",
        description: "Mark symbols private",
        options: OPTIONS,
        anchor: None,
        create: |options, _| Ok(Box::new(SymbolPrivatize::new(options))),
    }
}

/// The pass.
pub struct SymbolPrivatize {
    exclude: Vec<String>,
}

impl SymbolPrivatize {
    pub fn new(options: &PassOptions) -> SymbolPrivatize {
        SymbolPrivatize { exclude: options.list("exclude") }
    }
}

impl Pass for SymbolPrivatize {
    fn run(&self, run: &mut PassRun<'_>, body: &mut Body, op: OpId) -> Result<(), PassFailed> {
        let ctx = run.ctx;
        let mut symbols = Vec::new();
        for &region in body.regions(op) {
            for block in body.region_blocks(region) {
                for child in body.block_ops(block) {
                    if !is_symbol(ctx, body, child) {
                        continue;
                    }
                    let excluded = symbol_name(ctx, body, child)
                        .is_some_and(|name| self.exclude.iter().any(|e| e.as_bytes() == name));
                    if !excluded {
                        symbols.push(child);
                    }
                }
            }
        }
        let private = ctx.string_attr("private");
        for symbol in symbols {
            let inherent = ctx.op_info(body.op_name(symbol)).is_some_and(|i| i.is_inherent_attr("sym_visibility"));
            let key = ctx.ident("sym_visibility");
            if inherent {
                let props = body.properties(symbol).unwrap_or_else(|| ctx.empty_dictionary());
                body.set_properties(symbol, Some(ctx.dict_with(props, key, Some(private))));
            } else {
                let attrs = ctx.dict_with(body.attrs(symbol), key, Some(private));
                body.set_attrs(symbol, attrs);
            }
        }
        Ok(())
    }
}
