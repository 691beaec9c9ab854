//! `strata-translate`, modelled on upstream's `mlir-translate`: strata
//! parses and verifies the input (its diagnostics, with their locations),
//! and upstream MLIR translates the module, which must already be in the
//! LLVM dialect (e.g. strata-opt's `--convert-to-llvm` output), to LLVM IR.
//!
//! The one translation is `--mlir-to-llvmir`; the output is what
//! `mlir-translate-22 --mlir-to-llvmir` prints for the same input. The
//! module crosses to upstream in the generic form with its locations, so
//! upstream's diagnostics point into the input file. Invariant: every
//! failure is a diagnostic on stderr and exit code 1, no output written.

use std::io::Write;

use strata_opt::cli::{self, Command};
use strata_opt::Tool;

use crate::{jit, run::strata_output, Upstream};

const HELP: &str = "OVERVIEW: strata translation driver (strata parses, upstream MLIR translates)

USAGE: strata-translate [options] <input file>

OPTIONS:
  --mlir-to-llvmir   Translate the LLVM dialect to LLVM IR (the only translation)
  -o <filename>      Output filename (default: stdout)
  --help             Display this help
";

/// The command line, parsed.
#[derive(Debug, PartialEq, Eq)]
struct Args {
    input: String,
    output: String,
    to_llvm_ir: bool,
}

fn parse_args(args: &[String]) -> Result<Option<Args>, String> {
    let mut parsed = Args { input: "-".to_string(), output: "-".to_string(), to_llvm_ir: false };
    let mut inputs = Vec::new();
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        let flag = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')).filter(|f| !f.is_empty());
        let Some(flag) = flag else {
            inputs.push(arg.clone());
            continue;
        };
        match flag.split_once('=') {
            Some(("o", file)) => parsed.output = file.to_string(),
            None if flag == "o" => {
                parsed.output = it.next().ok_or("strata-translate: option '-o' requires a value")?.clone();
            }
            None if flag == "mlir-to-llvmir" => parsed.to_llvm_ir = true,
            None if flag == "help" || flag == "h" => return Ok(None),
            _ => return Err(format!("strata-translate: Unknown command line argument '{arg}'.")),
        }
    }
    match inputs.as_slice() {
        [] => {}
        [one] => parsed.input = one.clone(),
        _ => return Err("strata-translate: Too many positional arguments specified!".to_string()),
    }
    if !parsed.to_llvm_ir {
        return Err("strata-translate: no translation given (--mlir-to-llvmir)".to_string());
    }
    Ok(Some(parsed))
}

/// Runs strata-translate with `args` (without the program name); the exit
/// code.
pub fn translate(tool: &Tool, args: &[String]) -> u8 {
    let args = match parse_args(args) {
        Ok(Some(args)) => args,
        Ok(None) => {
            print!("{HELP}");
            return 0;
        }
        Err(msg) => {
            eprintln!("{msg}");
            return 1;
        }
    };
    match llvm_ir(tool, &args.input).and_then(|ir| write_output(&args.output, &ir)) {
        Ok(()) => 0,
        Err(msg) => {
            eprint!("{msg}");
            if !msg.is_empty() && !msg.ends_with('\n') {
                eprintln!();
            }
            1
        }
    }
}

/// The LLVM IR of the module in `input`: `Err` with the diagnostics.
fn llvm_ir(tool: &Tool, input: &str) -> Result<String, String> {
    let strata_args: Vec<String> =
        [input, "--mlir-print-op-generic", "--mlir-print-debuginfo"].iter().map(|s| s.to_string()).collect();
    let opts = match cli::parse_args(&strata_args, tool).command {
        Command::Run(opts) => opts,
        Command::Print(_) => return Err("strata-translate: cannot read the command line".to_string()),
    };
    let text = strata_output(tool, &opts)?;
    let upstream = Upstream::new();
    let module = upstream.parse(&text)?;
    jit::llvm_ir(&module).map_err(|msg| {
        let diagnostics = upstream.take_diagnostics();
        if diagnostics.is_empty() {
            msg
        } else {
            diagnostics
        }
    })
}

fn write_output(output: &str, text: &str) -> Result<(), String> {
    if output == "-" {
        return std::io::stdout().write_all(text.as_bytes()).map_err(|e| format!("error writing output: {e}"));
    }
    std::fs::write(output, text).map_err(|e| format!("error: cannot write output file '{output}': {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(list: &[&str]) -> Vec<String> {
        list.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn command_line() {
        let parsed = parse_args(&args(&["--mlir-to-llvmir", "in.mlir", "-o", "out.ll"])).unwrap().unwrap();
        assert_eq!(parsed, Args { input: "in.mlir".into(), output: "out.ll".into(), to_llvm_ir: true });
        let parsed = parse_args(&args(&["-mlir-to-llvmir", "-o=x.ll"])).unwrap().unwrap();
        assert_eq!((parsed.input.as_str(), parsed.output.as_str()), ("-", "x.ll"));
        assert_eq!(parse_args(&args(&["--help"])).unwrap(), None);
        assert!(parse_args(&args(&["in.mlir"])).unwrap_err().contains("no translation given"));
        assert!(parse_args(&args(&["--mlir-to-llvmir", "-o"])).unwrap_err().contains("requires a value"));
        assert!(parse_args(&args(&["--mlir-to-spirv", "a"])).unwrap_err().contains("Unknown command line argument"));
        assert!(parse_args(&args(&["--mlir-to-llvmir", "a", "b"])).unwrap_err().contains("Too many"));
    }
}
