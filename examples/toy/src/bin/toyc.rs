//! `toyc`: the Toy compiler of MLIR's tutorial, on strata. It reads a
//! `.toy` file, a `.mlir` file of Toy IR, or standard input (`-`, Toy),
//! and prints to standard error, as upstream's `toyc` does:
//!
//! - `-emit=ast`: the AST of a `.toy` file (chapter 1);
//! - `-emit=mlir`: the Toy IR (chapter 2), after `-opt`'s pipeline
//!   (inlining, shape inference, canonicalization and CSE; chapters 3
//!   and 4) when it is given;
//! - `-emit=mlir-affine`: the IR lowered to `affine`, `arith` and
//!   `memref` (chapter 5);
//! - `-emit=mlir-llvm`: lowered to the `llvm` dialect (chapter 6);
//! - `-emit=llvm` and `-emit=jit` (with the feature `llvm`): that
//!   translated to LLVM IR by upstream's translation, or its `main` run
//!   by upstream's JIT, whose `printf`s print to standard output.
//!
//! `toy::pipeline` says which passes each runs.
//!
//! Without `-emit`, the IR is printed, as upstream's does. Diagnostics and
//! exit statuses are upstream's: Toy parse errors `Parse error (line, col):
//! expected ...` (exit 1 for `-emit=ast`, else 6); IR errors of a `.toy`
//! input `loc("file":line:col): error: ...` (exit 1), of a `.mlir` input
//! `file:line:col: error: ...` with the source line and `Error can't load
//! file` (exit 3); a failing pass exits 4, a failing translation or JIT
//! 255, a wrong command line 1.

use std::io::Read as _;
use std::process::ExitCode;

use strata_ir::{Body, Context, Diagnostic, OpId};
use strata_syntax::{ParseConfig, PrintConfig, SourceFile};
use toy::language::{dump::dump, parse_module};

const HELP: &str = "\
OVERVIEW: toy compiler

USAGE: toyc [options] <input toy file>

OPTIONS:
  --emit=<value>  - Select the kind of output desired
    =ast          -   output the AST dump
    =mlir         -   output the MLIR dump
    =mlir-affine  -   output the MLIR dump after affine lowering
    =mlir-llvm    -   output the MLIR dump after llvm lowering
    =llvm         -   output the LLVM IR dump
    =jit          -   JIT the code and run it by invoking the main function
  --mlir-print-debuginfo - Print debug info in MLIR output
  --mlir-print-op-generic - Print the generic op form
  --opt           - Enable optimizations
";

/// What `-emit=` asks for.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Action {
    None,
    DumpAst,
    DumpMlir,
    DumpMlirAffine,
    DumpMlirLlvm,
    DumpLlvmIr,
    RunJit,
}

struct Options {
    input: String,
    action: Action,
    /// `-opt`: optimize before emitting (`toy::pipeline`).
    opt: bool,
    /// MLIR's printing options upstream's `toyc` registers
    /// (`-mlir-print-debuginfo`, `-mlir-print-op-generic`).
    print: PrintConfig,
}

/// LLVM's command-line conventions: `-emit=ast`, `--emit=ast` or
/// `-emit ast`; one positional input, `-` (the default) for stdin.
fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut options = Options { input: "-".into(), action: Action::None, opt: false, print: PrintConfig::default() };
    let mut input = None;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "-" || !arg.starts_with('-') {
            if input.replace(arg.clone()).is_some() {
                return Err("toyc: Too many positional arguments specified!\n\
                     Can specify at most 1 positional arguments: See: toyc --help"
                    .to_string());
            }
            continue;
        }
        let name = arg.trim_start_matches('-');
        let (name, value) = match name.split_once('=') {
            Some((name, value)) => (name, Some(value.to_string())),
            None => (name, None),
        };
        match name {
            "emit" => {
                let value = match value {
                    Some(value) => value,
                    None if i < args.len() => {
                        i += 1;
                        args[i - 1].clone()
                    }
                    None => return Err("toyc: for the --emit option: requires a value!".into()),
                };
                options.action = match value.as_str() {
                    "ast" => Action::DumpAst,
                    "mlir" => Action::DumpMlir,
                    "mlir-affine" => Action::DumpMlirAffine,
                    "mlir-llvm" => Action::DumpMlirLlvm,
                    "llvm" => Action::DumpLlvmIr,
                    "jit" => Action::RunJit,
                    other => return Err(format!("toyc: for the --emit option: Cannot find option named '{other}'!")),
                };
            }
            "opt" if value.is_none() => options.opt = true,
            "mlir-print-debuginfo" if value.is_none() => options.print.debug_info = true,
            "mlir-print-op-generic" if value.is_none() => options.print.generic = true,
            _ => return Err(format!("toyc: Unknown command line argument '{arg}'.  Try: 'toyc --help'")),
        }
    }
    if let Some(input) = input {
        options.input = input;
    }
    Ok(options)
}

fn read_input(path: &str) -> Result<String, String> {
    let bytes = if path == "-" {
        let mut buffer = Vec::new();
        std::io::stdin().read_to_end(&mut buffer).map(|_| buffer)
    } else {
        std::fs::read(path)
    };
    // LLVM's message for the error (`std::error_code::message`).
    let bytes = bytes.map_err(|e| {
        let message = match e.kind() {
            std::io::ErrorKind::NotFound => "No such file or directory".to_string(),
            std::io::ErrorKind::PermissionDenied => "Permission denied".to_string(),
            _ => e.to_string(),
        };
        format!("Could not open input file: {message}")
    })?;
    Ok(String::from_utf8_lossy(&bytes).into_owned())
}

/// Reports `diagnostics` on standard error, with the source line of
/// `source` (a `.mlir` input) when there is one.
fn report(ctx: &Context, source: Option<&SourceFile>, diagnostics: &[Diagnostic]) {
    let Some(source) = source else {
        for d in diagnostics {
            eprint!("{}", render_without_source(ctx, d));
        }
        return;
    };
    for d in diagnostics {
        eprint!("{}", strata_syntax::render_diagnostic(ctx, &[source], d));
    }
}

/// A diagnostic as MLIR's default handler prints it, which is what
/// upstream's `toyc` reports IR errors of a `.toy` input with:
/// `loc("file":line:col): error: message`, then its notes.
fn render_without_source(ctx: &Context, d: &Diagnostic) -> String {
    let loc = |l| match ctx.file_line_col(l) {
        Some((file, line, col)) => format!("loc(\"{file}\":{line}:{col})"),
        None => "loc(unknown)".to_string(),
    };
    let mut out = format!("{}: error: {}\n", loc(d.loc), d.message);
    for note in &d.notes {
        out.push_str(&format!("{}: note: {}\n", loc(note.loc), note.message));
    }
    out
}

/// `-emit=llvm` (the module translated to LLVM IR for the host, through
/// LLVM's O3 pipeline with `-opt`, O0 without, on standard error) and
/// `-emit=jit` (`main` run by upstream's execution engine): the one step
/// that is upstream's, through `strata-mlir` (feature `llvm`).
#[cfg(feature = "llvm")]
fn backend(ctx: &Context, body: &Body, module: OpId, options: &Options) -> ExitCode {
    let upstream = strata_mlir::Upstream::new();
    let level = if options.opt { 3 } else { 0 };
    let translated = upstream.from_strata(ctx, body, module).and_then(|m| match options.action {
        Action::DumpLlvmIr => strata_mlir::jit::llvm_ir_for_host(&m, level).map(|ir| eprintln!("{ir}")),
        _ => strata_mlir::jit::execute(&m, "main", &[]),
    });
    match translated {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(255)
        }
    }
}

/// Without the feature `llvm`, there is no LLVM to translate with.
#[cfg(not(feature = "llvm"))]
fn backend(_: &Context, _: &Body, _: OpId, _: &Options) -> ExitCode {
    eprintln!("toyc: -emit=llvm and -emit=jit need toyc built with the feature `llvm` (LLVM/MLIR 22)");
    ExitCode::FAILURE
}

/// The module of a `.mlir` input, parsed and verified.
fn load_mlir(ctx: &Context, source: &SourceFile) -> Result<(Body, OpId), Vec<Diagnostic>> {
    let parsed = strata_syntax::parse_source(ctx, source, ParseConfig::default()).map_err(|d| vec![d])?;
    let config = strata_ir::verifier::VerifyConfig::default();
    strata_ir::verifier::verify_all(ctx, &parsed.body, parsed.root, &config)?;
    Ok((parsed.body, parsed.root))
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-help" || a == "-h") {
        print!("{HELP}");
        return ExitCode::SUCCESS;
    }
    let options = match parse_args(&args) {
        Ok(options) => options,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let source = match read_input(&options.input) {
        Ok(source) => source,
        Err(message) => {
            eprintln!("{message}");
            return ExitCode::FAILURE;
        }
    };
    let ctx = toy::context();
    let is_mlir = options.input.ends_with(".mlir");
    if options.action == Action::DumpAst && is_mlir {
        eprintln!("Can't dump a Toy AST when the input is MLIR");
        return ExitCode::from(5);
    }
    let (mut body, module) = if is_mlir {
        let source = SourceFile::new(&options.input, source.into_bytes());
        match load_mlir(&ctx, &source) {
            Ok((body, module)) => (body, module),
            Err(diagnostics) => {
                report(&ctx, Some(&source), &diagnostics);
                eprintln!("Error can't load file {}", options.input);
                return ExitCode::from(3);
            }
        }
    } else {
        let parsed = parse_module(&options.input, &source);
        eprint!("{}", parsed.diagnostics);
        let Some(ast) = parsed.module else {
            return ExitCode::from(if options.action == Action::DumpAst { 1 } else { 6 });
        };
        if options.action == Action::DumpAst {
            eprint!("{}", dump(&ast));
            return ExitCode::SUCCESS;
        }
        match toy::mlirgen::mlir_gen(&ctx, &ast) {
            Ok(generated) => (generated.body, generated.module),
            Err(diagnostics) => {
                report(&ctx, None, &diagnostics);
                return ExitCode::FAILURE;
            }
        }
    };
    let emit = match options.action {
        Action::DumpMlirAffine => toy::Emit::Affine,
        Action::DumpMlirLlvm | Action::DumpLlvmIr | Action::RunJit => toy::Emit::Llvm,
        _ => toy::Emit::Toy,
    };
    if let Some(pipeline) = toy::pipeline(emit, options.opt) {
        if let Err(diagnostics) = toy::run_pipeline(&ctx, &mut body, module, &pipeline) {
            // Upstream's source-line handler only lives while a `.mlir`
            // input is parsed: pass errors print without the line.
            report(&ctx, None, &diagnostics);
            return ExitCode::from(4);
        }
    }
    match options.action {
        Action::DumpLlvmIr | Action::RunJit => backend(&ctx, &body, module, &options),
        // Upstream prints the IR when no action is given, too.
        _ => {
            // Upstream's `module->dump()`: local scope (no aliases), one
            // line break after the module (mlir-opt, and so strata's
            // printer, adds a blank line).
            let print = PrintConfig { local_scope: true, ..options.print };
            let text = strata_syntax::print_op_tree(&ctx, &body, module, &print);
            eprintln!("{}", text.trim_end_matches('\n'));
            ExitCode::SUCCESS
        }
    }
}
