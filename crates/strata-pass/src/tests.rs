//! Unit tests of option parsing and the pipeline parser.

use strata_ir::{Body, Context, OpId};

use crate::{
    parse_pipeline, OpPassManager, OptionKind, OptionSpec, Pass, PassFailed, PassInfo, PassInstance, PassOptions,
    PassRegistry, PassRun, StatisticsDisplay,
};

const SPECS: &[OptionSpec] = &[
    OptionSpec { name: "flag", description: "", kind: OptionKind::Bool, default: "true", extension: false },
    OptionSpec { name: "n", description: "", kind: OptionKind::Int, default: "10", extension: false },
    OptionSpec { name: "mode", description: "", kind: OptionKind::Enum(&["a", "b"]), default: "a", extension: false },
    OptionSpec { name: "names", description: "", kind: OptionKind::List, default: "", extension: false },
];

struct Nop;

impl Pass for Nop {
    fn run(&self, _: &mut PassRun<'_>, _: &mut Body, _: OpId) -> Result<(), PassFailed> {
        Ok(())
    }
}

fn registry() -> PassRegistry {
    let mut r = PassRegistry::new();
    r.register(PassInfo {
        argument: "nop",
        name: "Nop",
        description: "",
        options: SPECS,
        anchor: None,
        create: |_, _| Ok(Box::new(Nop)),
    });
    r
}

#[test]
fn options_parse_with_defaults_kinds_and_upstream_errors() {
    let o = PassOptions::parse(SPECS, "flag=false n=-3 names=x,y,'z w' mode=b").expect("valid");
    assert!(!o.bool("flag"));
    assert_eq!(o.int("n"), -3);
    assert_eq!(o.choice("mode"), "b");
    assert_eq!(o.list("names"), vec!["x".to_string(), "y".to_string(), "z w".to_string()]);
    let d = PassOptions::parse(SPECS, "").expect("empty");
    assert!(d.bool("flag") && d.int("n") == 10 && !d.is_set("n") && d.list("names").is_empty());
    assert_eq!(PassOptions::parse(SPECS, "flag").map(|o| o.bool("flag")), Ok(true));
    assert_eq!(PassOptions::parse(SPECS, "nn=1").unwrap_err(), "<Pass-Options-Parser>: no such option nn");
    assert_eq!(
        PassOptions::parse(SPECS, "n=x").unwrap_err(),
        "for the --n option: 'x' value invalid for long argument!"
    );
    assert_eq!(
        PassOptions::parse(SPECS, "flag=maybe").unwrap_err(),
        "for the --flag option: 'maybe' is invalid value for boolean argument! Try 0 or 1"
    );
    assert_eq!(
        PassOptions::parse(SPECS, "mode=c").unwrap_err(),
        "for the --mode option: Cannot find option named 'c'!"
    );
}

#[test]
fn pipelines_parse_nest_and_report_positions() {
    let r = registry();
    let pm = parse_pipeline(&r, "builtin.module(nop{n=3}, func.func(nop, nop), nop)").expect("valid");
    assert_eq!(pm.anchor, "builtin.module");
    assert_eq!(pm.entries.len(), 3);
    let err = |t: &str| parse_pipeline(&r, t).err().expect("invalid");
    assert_eq!(
        err("builtin.module(nop,nope)"),
        "MLIR Textual PassPipeline Parser:1:5: error: 'nope' does not refer to a registered pass or pass pipeline\nnop,nope\n    ^\n"
    );
    assert!(err("builtin.module(nop").starts_with("expected pass pipeline to be wrapped"));
    // An empty pipeline has no anchor either (`--pass-pipeline=` fails upstream).
    assert!(err("").starts_with("expected pass pipeline to be wrapped"));
    assert!(err(" \t").starts_with("expected pass pipeline to be wrapped"));
    assert!(err("builtin.module(nop))").contains("1:4: error: encountered extra closing ')'"));
    assert!(err("builtin.module(nop{)").contains("1:4: error: missing closing '}' while processing pass options"));
    assert!(err("builtin.module(nop{nn=1})").starts_with("<Pass-Options-Parser>: no such option nn"));
    // Deep nesting is parsed without recursion.
    let deep = format!("builtin.module({}nop{})", "a(".repeat(100_000), ")".repeat(100_000));
    assert!(parse_pipeline(&r, &deep).is_ok());
}

#[test]
fn deep_nested_managers_run_without_recursion() {
    let r = registry();
    let ctx = Context::new();
    let mut body = Body::new();
    let root = body
        .create_op(strata_ir::OperationState::new(ctx.op_name("t.root"), ctx.unknown_loc()), ctx.empty_dictionary());
    let deep = format!("t.root({}nop{})", "a(".repeat(100_000), ")".repeat(100_000));
    let pm = parse_pipeline(&r, &deep).expect("valid");
    let out = pm.run(&ctx, &mut body, root, &crate::RunConfig::default());
    assert!(!out.failed, "{:?}", out.diagnostics);
}

/// A pass anchored on `func.func`.
fn anchored() -> PassInstance {
    let info = PassInfo {
        argument: "on-func",
        name: "OnFunc",
        description: "",
        options: &[],
        anchor: Some("func.func"),
        create: |_, _| Ok(Box::new(Nop)),
    };
    PassInstance::new(info, PassOptions::parse(&[], "").expect("no options"), &PassRegistry::new()).expect("created")
}

#[test]
fn anchored_passes_nest_implicitly_or_are_refused() {
    let r = registry();
    let mut pm = OpPassManager::new("builtin.module");
    pm.add(anchored());
    pm.add(anchored());
    pm.add(r.create("nop", "").expect("nop"));
    pm.add(anchored());
    // Consecutive anchored passes share one nested manager.
    assert_eq!(
        pm.to_pretty_string(),
        "builtin.module(\n  func.func(\n    on-func,\n    on-func\n  ),\n  nop{flag=true mode=a n=10 },\n  func.func(\n    on-func\n  )\n)"
    );
    let mut explicit = OpPassManager::new("builtin.module");
    assert_eq!(
        explicit.add_explicit(anchored()).unwrap_err(),
        "Can't add pass 'OnFunc' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?"
    );
}

#[test]
fn deep_pipelines_print_without_recursion() {
    // Printing indents by depth (the text grows as depth squared, as
    // upstream's), so the depth is moderate and the stack tiny instead.
    let run = || {
        let r = registry();
        let deep = format!("builtin.module({}nop{})", "a(".repeat(3_000), ")".repeat(3_000));
        let pm = parse_pipeline(&r, &deep).expect("valid");
        assert!(pm.dump().starts_with("Pass Manager with 1 passes:\nbuiltin.module(\n  a(\n    a("));
        assert!(pm.statistics_report(StatisticsDisplay::Pipeline).contains("'a' Pipeline"));
        assert!(pm.statistics_report(StatisticsDisplay::List).contains("Pass statistics report"));
    };
    let thread = std::thread::Builder::new().stack_size(128 << 10).spawn(run).expect("thread");
    thread.join().expect("no stack overflow");
}

/// Marks the IR preserved (or not) without touching it.
struct Marks(bool);

impl Pass for Marks {
    fn run(&self, run: &mut PassRun<'_>, _: &mut Body, _: OpId) -> Result<(), PassFailed> {
        run.preserved_all = self.0;
        Ok(())
    }
}

#[test]
fn a_pass_that_preserves_everything_is_not_verified_after() {
    // The root is an op of no registered dialect: verifying it fails, so
    // whether the verifier ran after the pass shows in the outcome.
    let ctx = Context::new();
    let mut body = Body::new();
    let root = body
        .create_op(strata_ir::OperationState::new(ctx.op_name("t.root"), ctx.unknown_loc()), ctx.empty_dictionary());
    let config = crate::RunConfig { verify_each: true, ..crate::RunConfig::default() };
    for preserved in [true, false] {
        let info = PassInfo {
            argument: "marks",
            name: "Marks",
            description: "",
            options: &[],
            anchor: None,
            create: if preserved { |_, _| Ok(Box::new(Marks(true))) } else { |_, _| Ok(Box::new(Marks(false))) },
        };
        let mut pm = OpPassManager::new("t.root");
        pm.add(
            PassInstance::new(info, PassOptions::parse(&[], "").expect("no options"), &PassRegistry::new())
                .expect("created"),
        );
        let out = pm.run(&ctx, &mut body, root, &config);
        assert_eq!(out.failed, !preserved, "{:?}", out.diagnostics);
    }
}
