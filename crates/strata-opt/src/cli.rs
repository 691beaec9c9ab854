//! Command-line options with mlir-opt's spelling (`--flag`, `-flag`,
//! `--flag=value`, `--flag value` for options that take one). Every
//! registered pass is a flag too (`--canonicalize`,
//! `--canonicalize="max-iterations=3 top-down=false"`), kept in command-line
//! order.

use strata_pass::{IrPrintingConfig, PassRegistry, StatisticsDisplay, TimingDisplay};

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
    /// `--mlir-print-ir-*`
    pub ir_printing: IrPrintingConfig,
    /// `--mlir-timing`, with its display.
    pub timing: Option<TimingDisplay>,
    /// `--mlir-pass-statistics`, with its display.
    pub statistics: Option<StatisticsDisplay>,
    pub dump_pass_pipeline: bool,
    pub list_passes: bool,
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
    let (mut timing, mut timing_display) = (false, TimingDisplay::default());
    let (mut statistics, mut statistics_display) = (false, StatisticsDisplay::default());
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
            "mlir-print-ir-before" => o.ir_printing.before.extend(pass_list(
                "mlir-print-ir-before",
                &value("mlir-print-ir-before")?,
                registry,
            )?),
            "mlir-print-ir-after" => {
                o.ir_printing.after.extend(pass_list("mlir-print-ir-after", &value("mlir-print-ir-after")?, registry)?)
            }
            "mlir-print-ir-before-all" => o.ir_printing.before_all = flag(&inline)?,
            "mlir-print-ir-after-all" => o.ir_printing.after_all = flag(&inline)?,
            "mlir-print-ir-after-change" => o.ir_printing.after_change = flag(&inline)?,
            "mlir-print-ir-after-failure" => o.ir_printing.after_failure = flag(&inline)?,
            "mlir-print-ir-module-scope" => o.ir_printing.module_scope = flag(&inline)?,
            "mlir-timing" => timing = flag(&inline)?,
            "mlir-timing-display" => {
                let v = value(name)?;
                timing_display = choice(name, &v, &[("list", TimingDisplay::List), ("tree", TimingDisplay::Tree)])?;
            }
            "mlir-pass-statistics" => statistics = flag(&inline)?,
            "mlir-pass-statistics-display" => {
                let v = value(name)?;
                let choices = [("list", StatisticsDisplay::List), ("pipeline", StatisticsDisplay::Pipeline)];
                statistics_display = choice(name, &v, &choices)?;
            }
            "dump-pass-pipeline" => o.dump_pass_pipeline = flag(&inline)?,
            "list-passes" => o.list_passes = true,
            pass if registry.get(pass).is_some() => o.passes.push((pass.to_string(), inline.unwrap_or_default())),
            _ => return Err(format!("Unknown command line argument '{arg}'.  Try: 'strata-opt --help'")),
        }
    }
    o.timing = timing.then_some(timing_display);
    o.statistics = statistics.then_some(statistics_display);
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => return Err("Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: strata-opt --help".to_string()),
    }
    Ok(o)
}

/// The value of an enum option `--option=value`.
fn choice<T: Copy>(option: &str, value: &str, choices: &[(&str, T)]) -> Result<T, String> {
    choices
        .iter()
        .find(|(n, _)| *n == value)
        .map(|&(_, v)| v)
        .ok_or_else(|| format!("for the --{option} option: Cannot find option named '{value}'!"))
}

/// The passes named by `--mlir-print-ir-before=a,b`, each registered.
fn pass_list(option: &str, text: &str, registry: &PassRegistry) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for name in text.split(',').filter(|n| !n.is_empty()) {
        if registry.get(name).is_none() {
            return Err(format!("for the --{option} option: Cannot find option named '{name}'!"));
        }
        out.push(name.to_string());
    }
    Ok(out)
}

/// `--list-passes`: every registered pass with its options.
pub fn list_passes(registry: &PassRegistry) -> String {
    let mut out = String::from("Passes:\n");
    out.push_str(&pass_lines(registry));
    out
}

fn pass_lines(registry: &PassRegistry) -> String {
    let mut out = String::new();
    for pass in registry.iter() {
        out.push_str(&format!("  --{:<29} -   {}\n", pass.argument, pass.description));
        for o in pass.options {
            out.push_str(&format!("    --{:<27} - {}\n", format!("{}=<value>", o.name), o.description));
        }
    }
    out
}

/// `--help`: the fixed options, then every registered pass with its options.
pub fn help(registry: &PassRegistry) -> String {
    let mut out = HELP.to_string();
    out.push_str(&pass_lines(registry));
    out
}

const HELP: &str = "OVERVIEW: strata modular optimizer driver

USAGE: strata-opt [options] <input file>

OPTIONS:
  --allow-unregistered-dialect   Allow operation with no registered dialects
  --debug-rewrites               Print each pattern application and fold, and the IR changes it made, to stderr
  --dump-pass-pipeline           Print the pipeline that will be run
  --list-passes                  Print the list of registered passes and exit
  --mlir-disable-threading       Disable multi-threading within MLIR, overrides any further call to MLIRContext::enableMultiThreading()
  --mlir-pass-statistics         Display the statistics of each pass
  --mlir-pass-statistics-display=<value> Display method for pass statistics: list or pipeline (default)
  --mlir-print-debuginfo         Print debug info in MLIR output
  --mlir-print-ir-after=<pass-arg> Print IR after specified passes
  --mlir-print-ir-after-all      Print IR after each pass
  --mlir-print-ir-after-change   When printing the IR after a pass, only print if the IR changed
  --mlir-print-ir-after-failure  When printing the IR after a pass, only print if the pass failed
  --mlir-print-ir-before=<pass-arg> Print IR before specified passes
  --mlir-print-ir-before-all     Print IR before each pass
  --mlir-print-ir-module-scope   When printing IR for print-ir-[before|after]{-all} always print the top-level operation
  --mlir-print-local-scope       Print with local scope and inline information (eliding aliases for attributes, types, and locations)
  --mlir-print-op-generic        Print the generic op form
  --mlir-timing                  Display execution times
  --mlir-timing-display=<value>  Display method for timing data: list or tree (default)
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
