//! Command-line options with mlir-opt's spelling (`--flag`, `-flag`,
//! `--flag=value`, `--flag value` for options that take one). Every
//! registered pass is a flag too (`--canonicalize`,
//! `--canonicalize="max-iterations=3 top-down=false"`), kept in command-line
//! order.

use strata_pass::PassRegistry;

/// Everything strata-opt was asked to do.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub input: String,
    pub output: String,
    pub split_input_file: bool,
    /// Marker that splits the input (`--split-input-file[=marker]`).
    pub input_split_marker: String,
    pub output_split_marker: String,
    pub verify_diagnostics: bool,
    pub print_generic: bool,
    pub print_debuginfo: bool,
    pub print_local_scope: bool,
    pub allow_unregistered: bool,
    pub no_implicit_module: bool,
    pub verify_each: bool,
    pub show_dialects: bool,
    pub help: bool,
    pub pass_pipeline: Option<String>,
    /// Passes given as flags: (argument, option text), in order.
    pub passes: Vec<(String, String)>,
    /// Trace every pattern application and IR change to stderr.
    pub debug_rewrites: bool,
    pub disable_threading: bool,
    /// Set by the driver, not a flag: the process exits right after this
    /// run, so the IR need not be torn down (as rustc and clang do).
    pub skip_teardown: bool,
}

pub const DEFAULT_MARKER: &str = "// -----";

/// Parses argv (without the program name); `registry` names the passes
/// that may appear as flags.
pub fn parse_args(args: &[String], registry: &PassRegistry) -> Result<Options, String> {
    let mut o = Options {
        input: "-".into(),
        output: "-".into(),
        input_split_marker: DEFAULT_MARKER.into(),
        output_split_marker: DEFAULT_MARKER.into(),
        verify_each: true,
        ..Options::default()
    };
    let mut positional = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if arg == "-" || !arg.starts_with('-') {
            positional.push(arg.clone());
            continue;
        }
        let stripped = arg.trim_start_matches('-');
        let (name, inline) = match stripped.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (stripped, None),
        };
        let mut value = |what: &str| -> Result<String, String> {
            if let Some(v) = &inline {
                return Ok(v.clone());
            }
            let v = args.get(i).cloned().ok_or_else(|| format!("option '{what}' requires a value"))?;
            i += 1;
            Ok(v)
        };
        let flag = |v: &Option<String>| -> Result<bool, String> {
            match v.as_deref() {
                None | Some("true") | Some("1") => Ok(true),
                Some("false") | Some("0") => Ok(false),
                Some(other) => Err(format!("'{other}' is invalid value for boolean argument! Try 0 or 1")),
            }
        };
        match name {
            "o" => o.output = value("-o")?,
            "split-input-file" => {
                o.split_input_file = true;
                if let Some(m) = &inline {
                    if !m.is_empty() {
                        o.input_split_marker = m.clone();
                    }
                }
            }
            "output-split-marker" => o.output_split_marker = value("output-split-marker")?,
            "verify-diagnostics" => o.verify_diagnostics = flag(&inline)?,
            "mlir-print-op-generic" => o.print_generic = flag(&inline)?,
            "mlir-print-debuginfo" => o.print_debuginfo = flag(&inline)?,
            "mlir-print-local-scope" => o.print_local_scope = flag(&inline)?,
            "allow-unregistered-dialect" => o.allow_unregistered = flag(&inline)?,
            "no-implicit-module" => o.no_implicit_module = flag(&inline)?,
            "verify-each" => o.verify_each = flag(&inline)?,
            "show-dialects" => o.show_dialects = true,
            "help" | "h" | "help-hidden" => o.help = true,
            "pass-pipeline" => o.pass_pipeline = Some(value("pass-pipeline")?),
            "mlir-disable-threading" => o.disable_threading = flag(&inline)?,
            "debug-rewrites" => o.debug_rewrites = flag(&inline)?,
            pass if registry.get(pass).is_some() => o.passes.push((pass.to_string(), inline.unwrap_or_default())),
            _ => return Err(format!("Unknown command line argument '{arg}'.  Try: 'strata-opt --help'")),
        }
    }
    if o.pass_pipeline.is_some() && !o.passes.is_empty() {
        return Err("'-pass-pipeline' option can't be used with individual pass options".to_string());
    }
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => return Err("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: strata-opt --help".to_string()),
    }
    Ok(o)
}

/// `--help`: the fixed options, then every registered pass with its options.
pub fn help(registry: &PassRegistry) -> String {
    let mut out = HELP.to_string();
    for pass in registry.iter() {
        out.push_str(&format!("  --{:<29} {}\n", pass.argument, pass.description));
        for o in pass.options {
            out.push_str(&format!("    --{:<27} {}\n", format!("{}=<value>", o.name), o.description));
        }
    }
    out
}

const HELP: &str = "OVERVIEW: strata modular optimizer driver

USAGE: strata-opt [options] <input file>

OPTIONS:
  --allow-unregistered-dialect   Allow operation with no registered dialects
  --debug-rewrites               Print each pattern application and fold, and the IR changes it made, to stderr
  --mlir-disable-threading       Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()
  --mlir-print-debuginfo         Print debug info in MLIR output
  --mlir-print-local-scope       Print with local scope and inline information (eliding aliases for attributes, types, and locations)
  --mlir-print-op-generic        Print the generic op form
  --no-implicit-module           Disable implicit addition of a top-level module op during parsing
  -o <filename>                  Output filename
  --output-split-marker=<string> Split marker to use for merging the ouput
  --pass-pipeline=<string>       Textual description of the pass pipeline to run
  --show-dialects                Print the list of registered dialects and exit
  --split-input-file[=<string>]  Split the input file into chunks using the given or default marker and process each chunk independently
  --verify-diagnostics           Check that emitted diagnostics match expected-* lines on the corresponding line
  --verify-each                  Run the verifier after each transformation pass (default: true)

Available Passes:
";
