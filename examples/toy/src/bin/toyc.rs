//! `toyc`: the Toy compiler of MLIR's tutorial, on strata. It reads a
//! `.toy` file (or standard input, `-`) and, with `-emit=ast`, prints its
//! AST as upstream's `toyc` does (to standard error, as upstream).
//!
//! Exit status 0 on success, 1 when the file cannot be read or parsed or
//! the command line is wrong; parse errors are upstream's
//! (`Parse error (line, col): expected ...`).

use std::io::Read as _;
use std::process::ExitCode;

use toy::language::{dump::dump, parse_module};

const HELP: &str = "\
OVERVIEW: toy compiler

USAGE: toyc [options] <input toy file>

OPTIONS:
  --emit=<value>  - Select the kind of output desired
    =ast          -   output the AST dump
";

/// What `-emit=` asks for.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Action {
    None,
    DumpAst,
}

struct Options {
    input: String,
    action: Action,
}

/// LLVM's command-line conventions: `-emit=ast`, `--emit=ast` or
/// `-emit ast`; one positional input, `-` (the default) for stdin.
fn parse_args(args: &[String]) -> Result<Options, String> {
    let mut options = Options { input: "-".into(), action: Action::None };
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
                    other => return Err(format!("toyc: for the --emit option: Cannot find option named '{other}'!")),
                };
            }
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
    let parsed = parse_module(&options.input, &source);
    eprint!("{}", parsed.diagnostics);
    let Some(module) = parsed.module else { return ExitCode::FAILURE };
    match options.action {
        Action::DumpAst => eprint!("{}", dump(&module)),
        Action::None => eprintln!("No action specified (parsing only?), use -emit=<action>"),
    }
    ExitCode::SUCCESS
}
