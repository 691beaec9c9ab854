//! Command-line options with mlir-opt's spelling (`--flag`, `-flag`,
//! `--flag=value`, `--flag value` for options that take one). Every
//! registered pass is a flag too (`--canonicalize`,
//! `--canonicalize="max-iterations=3 top-down=false"`), kept in command-line
//! order.
//!
//! Errors are LLVM's option parser's (`llvm::cl`): each is reported as it
//! is met and parsing goes on, an unknown argument with the nearest known
//! option by edit distance (`Did you mean '--canonicalize'?`), and
//! `--help`/`--version` print and end the run where they stand, so errors
//! met before them are printed and the exit code is still 0.

use strata_pass::{IrPrintingConfig, PassRegistry, StatisticsDisplay, TimingDisplay};

use crate::Tool;

/// What `--verify-diagnostics[=level]` checks (upstream's
/// `SourceMgrDiagnosticVerifierHandler::Level`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum VerifyLevel {
    /// Every diagnostic must be expected, and every expectation met.
    All,
    /// Every expectation must be met; other diagnostics are ignored.
    OnlyExpected,
}

/// Everything the tool was asked to do.
#[derive(Clone, Debug, Default)]
pub struct Options {
    pub input: String,
    pub output: String,
    pub split_input_file: bool,
    /// Marker that splits the input (`--split-input-file[=marker]`).
    pub input_split_marker: String,
    pub output_split_marker: String,
    /// `None`: diagnostics are printed, not checked.
    pub verify_diagnostics: Option<VerifyLevel>,
    pub print_generic: bool,
    pub print_debuginfo: bool,
    pub print_local_scope: bool,
    pub allow_unregistered: bool,
    pub no_implicit_module: bool,
    pub verify_each: bool,
    pub show_dialects: bool,
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

/// What the command line asks for.
#[derive(Debug)]
pub enum Command {
    Run(Options),
    /// `--help` or `--version` was met: print this to stdout and exit 0;
    /// the arguments after it are not read.
    Print(String),
}

/// A parsed command line: the command, and the errors met before it was
/// settled, as stderr lines (`<tool>: ...`). Errors fail a `Run`.
#[derive(Debug)]
pub struct Parsed {
    pub command: Command,
    pub errors: String,
}

/// Whether an option takes a value (LLVM's `cl::ValueExpected`): only
/// `ValueDisallowed` changes what the nearest-option search compares.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Takes {
    Value,
    NoValue,
}

/// strata-opt's own options, for the nearest-option search (the passes
/// are added from the registry). Every name here is handled in
/// [`Parser::apply`].
const OPTION_NAMES: &[(&str, Takes)] = &[
    ("allow-unregistered-dialect", Takes::Value),
    ("debug-rewrites", Takes::Value),
    ("dump-pass-pipeline", Takes::Value),
    ("h", Takes::NoValue),
    ("help", Takes::NoValue),
    ("help-hidden", Takes::NoValue),
    ("list-passes", Takes::Value),
    ("mlir-disable-threading", Takes::Value),
    ("mlir-pass-statistics", Takes::Value),
    ("mlir-pass-statistics-display", Takes::Value),
    ("mlir-print-debuginfo", Takes::Value),
    ("mlir-print-ir-after", Takes::Value),
    ("mlir-print-ir-after-all", Takes::Value),
    ("mlir-print-ir-after-change", Takes::Value),
    ("mlir-print-ir-after-failure", Takes::Value),
    ("mlir-print-ir-before", Takes::Value),
    ("mlir-print-ir-before-all", Takes::Value),
    ("mlir-print-ir-module-scope", Takes::Value),
    ("mlir-print-local-scope", Takes::Value),
    ("mlir-print-op-generic", Takes::Value),
    ("mlir-timing", Takes::Value),
    ("mlir-timing-display", Takes::Value),
    ("no-implicit-module", Takes::Value),
    ("o", Takes::Value),
    ("output-split-marker", Takes::Value),
    ("p", Takes::Value),
    ("pass-pipeline", Takes::Value),
    ("show-dialects", Takes::Value),
    ("split-input-file", Takes::Value),
    ("verify-diagnostics", Takes::Value),
    ("verify-each", Takes::Value),
    ("version", Takes::NoValue),
];

/// `-o` for one-letter names, `--name` otherwise (LLVM's `argPrefix`).
fn dashed(name: &str) -> String {
    let dashes = if name.len() == 1 { "-" } else { "--" };
    format!("{dashes}{name}")
}

/// LLVM's `Option::error`: a message about one option.
fn option_error(name: &str, msg: &str) -> String {
    format!("for the {} option: {msg}", dashed(name))
}

/// Parses argv (without the program name); the tool's pass registry names
/// the passes that may appear as flags, its name prefixes the errors.
pub fn parse_args(args: &[String], tool: &Tool) -> Parsed {
    let (registry, name) = (&tool.passes, &tool.name);
    let mut p = Parser {
        o: Options {
            input: "-".into(),
            output: "-".into(),
            input_split_marker: DEFAULT_MARKER.into(),
            output_split_marker: DEFAULT_MARKER.into(),
            verify_each: true,
            ..Options::default()
        },
        timing: (false, TimingDisplay::default()),
        statistics: (false, StatisticsDisplay::default()),
    };
    let mut errors = String::new();
    let mut positional = Vec::new();
    // After `--`, every argument is positional.
    let mut dash_dash = false;
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        if dash_dash || arg == "-" || !arg.starts_with('-') {
            positional.push(arg.clone());
            continue;
        }
        if arg == "--" {
            dash_dash = true;
            continue;
        }
        // LLVM takes off one or two dashes: `---x` names the option `-x`.
        let stripped = arg.strip_prefix("--").or_else(|| arg.strip_prefix('-')).unwrap_or(arg);
        let (option, inline) = match stripped.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (stripped, None),
        };
        match p.apply(option, inline, (args, &mut i), tool) {
            Ok(Some(text)) => return Parsed { command: Command::Print(text), errors },
            Ok(None) => {}
            Err(Unmatched::Error(msg)) => errors.push_str(&format!("{name}: {msg}\n")),
            Err(Unmatched::Unknown) => {
                // LLVM groups one-letter options: `-hxyz` is `-h` and more
                // letters (help, then exit), while `-oxyz` fails as an `-o`
                // whose value may not come in a group, and the search for
                // the nearest option then looks at the letter alone.
                let mut unknown_name = stripped;
                if let Some(letter) = grouped_option(stripped) {
                    if letter == "h" {
                        return Parsed { command: Command::Print(help(tool)), errors };
                    }
                    errors.push_str(&format!("{name}: {}\n", option_error(letter, "may not occur within a group!")));
                    unknown_name = letter;
                }
                errors.push_str(&format!("{name}: Unknown command line argument '{arg}'.  Try: '{name} --help'\n"));
                if let Some(nearest) = nearest_option(unknown_name, registry) {
                    errors.push_str(&format!("{name}: Did you mean '{}'?\n", dashed(&nearest)));
                }
            }
        }
    }
    let mut o = p.o;
    o.timing = p.timing.0.then_some(p.timing.1);
    o.statistics = p.statistics.0.then_some(p.statistics.1);
    match positional.len() {
        0 => {}
        1 => o.input = positional.remove(0),
        _ => errors.push_str(&format!(
            "{name}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {name} --help\n"
        )),
    }
    Parsed { command: Command::Run(o), errors }
}

/// Why an argument was not taken.
enum Unmatched {
    /// A known option with a bad value (or none where one is needed).
    Error(String),
    /// No option has this name.
    Unknown,
}

impl From<String> for Unmatched {
    fn from(msg: String) -> Unmatched {
        Unmatched::Error(msg)
    }
}

/// The options being filled in, with the two that are set in two parts.
struct Parser {
    o: Options,
    /// `--mlir-timing` and `--mlir-timing-display`.
    timing: (bool, TimingDisplay),
    /// `--mlir-pass-statistics` and `--mlir-pass-statistics-display`.
    statistics: (bool, StatisticsDisplay),
}

impl Parser {
    /// Applies the option `name` (its `=value` in `inline`; `rest` is the
    /// command line and the index of the next argument, which an option
    /// that needs a value takes); `Some` text to print for `--help` and
    /// `--version`.
    fn apply(
        &mut self,
        name: &str,
        inline: Option<&str>,
        (args, next): (&[String], &mut usize),
        tool: &Tool,
    ) -> Result<Option<String>, Unmatched> {
        let registry = &tool.passes;
        let o = &mut self.o;
        let mut value = || -> Result<String, String> {
            if let Some(v) = inline {
                return Ok(v.to_string());
            }
            let v = args.get(*next).cloned().ok_or_else(|| option_error(name, "requires a value!"))?;
            *next += 1;
            Ok(v)
        };
        // LLVM's `parser<bool>`.
        let flag = || -> Result<bool, String> {
            match inline {
                None | Some("" | "true" | "TRUE" | "True" | "1") => Ok(true),
                Some("false" | "FALSE" | "False" | "0") => Ok(false),
                Some(other) => {
                    Err(option_error(name, &format!("'{other}' is invalid value for boolean argument! Try 0 or 1")))
                }
            }
        };
        // `cl::ValueDisallowed`.
        let no_value = || match inline {
            Some(v) => Err(option_error(name, &format!("does not allow a value! '{v}' specified."))),
            None => Ok(()),
        };
        match name {
            "o" => o.output = value()?,
            "split-input-file" => {
                o.split_input_file = true;
                if let Some(m) = inline.filter(|m| !m.is_empty()) {
                    o.input_split_marker = m.to_string();
                }
            }
            "output-split-marker" => o.output_split_marker = value()?,
            "verify-diagnostics" => {
                let levels =
                    [("", VerifyLevel::All), ("all", VerifyLevel::All), ("only-expected", VerifyLevel::OnlyExpected)];
                o.verify_diagnostics = Some(choice(name, inline.unwrap_or(""), &levels)?);
            }
            "mlir-print-op-generic" => o.print_generic = flag()?,
            "mlir-print-debuginfo" => o.print_debuginfo = flag()?,
            "mlir-print-local-scope" => o.print_local_scope = flag()?,
            "allow-unregistered-dialect" => o.allow_unregistered = flag()?,
            "no-implicit-module" => o.no_implicit_module = flag()?,
            "verify-each" => o.verify_each = flag()?,
            "show-dialects" => o.show_dialects = flag()?,
            "help" | "h" | "help-hidden" => {
                no_value()?;
                return Ok(Some(help(tool)));
            }
            "version" => {
                no_value()?;
                return Ok(Some(version(tool)));
            }
            // `-p` is upstream's (hidden) alias.
            "pass-pipeline" | "p" => o.pass_pipeline = Some(value()?),
            "mlir-disable-threading" => o.disable_threading = flag()?,
            "debug-rewrites" => o.debug_rewrites = flag()?,
            "mlir-print-ir-before" => o.ir_printing.before.extend(pass_list(name, &value()?, registry)?),
            "mlir-print-ir-after" => o.ir_printing.after.extend(pass_list(name, &value()?, registry)?),
            "mlir-print-ir-before-all" => o.ir_printing.before_all = flag()?,
            "mlir-print-ir-after-all" => o.ir_printing.after_all = flag()?,
            "mlir-print-ir-after-change" => o.ir_printing.after_change = flag()?,
            "mlir-print-ir-after-failure" => o.ir_printing.after_failure = flag()?,
            "mlir-print-ir-module-scope" => o.ir_printing.module_scope = flag()?,
            "mlir-timing" => self.timing.0 = flag()?,
            "mlir-timing-display" => {
                let choices = [("list", TimingDisplay::List), ("tree", TimingDisplay::Tree)];
                self.timing.1 = choice(name, &value()?, &choices)?;
            }
            "mlir-pass-statistics" => self.statistics.0 = flag()?,
            "mlir-pass-statistics-display" => {
                let choices = [("list", StatisticsDisplay::List), ("pipeline", StatisticsDisplay::Pipeline)];
                self.statistics.1 = choice(name, &value()?, &choices)?;
            }
            "dump-pass-pipeline" => o.dump_pass_pipeline = flag()?,
            "list-passes" => o.list_passes = flag()?,
            pass if registry.get(pass).is_some() => {
                o.passes.push((pass.to_string(), inline.unwrap_or_default().to_string()))
            }
            _ => return Err(Unmatched::Unknown),
        }
        Ok(None)
    }
}

/// The one-letter option an unknown `arg` (leading dashes stripped) starts
/// with, when LLVM reads it as a group of one-letter options.
fn grouped_option(arg: &str) -> Option<&str> {
    let letter = arg.get(..1)?;
    let grouped = arg.len() > 1 && !arg[1..].starts_with('=');
    (grouped && OPTION_NAMES.iter().any(|(name, _)| *name == letter)).then_some(letter)
}

/// The option nearest to the unknown `arg` (its leading dashes stripped)
/// by edit distance, as LLVM's `LookupNearestOption`: the part before `=`
/// is compared with options that take a value (and the `=value` kept in
/// the suggestion), the whole argument with those that do not. Among
/// equally near options the first in name order wins (LLVM takes the
/// first in its hash table's order).
fn nearest_option(arg: &str, registry: &PassRegistry) -> Option<String> {
    if arg.is_empty() {
        return None;
    }
    let (lhs, rhs) = arg.split_once('=').unwrap_or((arg, ""));
    let mut names: Vec<(&str, Takes)> = OPTION_NAMES.to_vec();
    names.extend(registry.iter().map(|p| (p.argument, Takes::Value)));
    names.sort_by_key(|(name, _)| *name);
    let mut best: Option<(usize, String)> = None;
    for (name, takes) in names {
        let permit_value = takes == Takes::Value;
        let distance = edit_distance(name, if permit_value { lhs } else { arg });
        if best.as_ref().is_none_or(|(d, _)| distance < *d) {
            let shown = if rhs.is_empty() || !permit_value { name.to_string() } else { format!("{name}={rhs}") };
            best = Some((distance, shown));
        }
    }
    best.map(|(_, shown)| shown)
}

/// Levenshtein distance over bytes (insertions, deletions and
/// replacements cost 1: LLVM's `StringRef::edit_distance` with
/// replacements allowed).
fn edit_distance(a: &str, b: &str) -> usize {
    let b = b.as_bytes();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, &ca) in a.as_bytes().iter().enumerate() {
        let mut diagonal = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let replace = diagonal + usize::from(ca != cb);
            diagonal = row[j + 1];
            row[j + 1] = replace.min(row[j] + 1).min(diagonal + 1);
        }
    }
    row[b.len()]
}

/// `--version`: LLVM's shape (`<name> version <version>`, then the kind
/// of build), naming the tool and its version.
pub fn version(tool: &Tool) -> String {
    let build = if cfg!(debug_assertions) { "DEBUG build with assertions" } else { "Optimized build" };
    format!("{} version {}\n  {build}.\n", tool.name, tool.version)
}

/// The value of an enum option `--option=value`.
fn choice<T: Copy>(option: &str, value: &str, choices: &[(&str, T)]) -> Result<T, String> {
    choices
        .iter()
        .find(|(n, _)| *n == value)
        .map(|&(_, v)| v)
        .ok_or_else(|| option_error(option, &format!("Cannot find option named '{value}'!")))
}

/// The passes named by `--mlir-print-ir-before=a,b`, each registered.
fn pass_list(option: &str, text: &str, registry: &PassRegistry) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    for name in text.split(',').filter(|n| !n.is_empty()) {
        if registry.get(name).is_none() {
            return Err(option_error(option, &format!("Cannot find option named '{name}'!")));
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

/// `--help`: the tool's overview, the fixed options, then every registered
/// pass with its options.
pub fn help(tool: &Tool) -> String {
    let mut out = format!("OVERVIEW: {}\n\nUSAGE: {} [options] <input file>\n\n", tool.overview, tool.name);
    out.push_str(OPTIONS);
    out.push_str(&pass_lines(&tool.passes));
    out
}

const OPTIONS: &str = "OPTIONS:
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
  --verify-diagnostics[=<value>] Check that emitted diagnostics match expected-* lines on the corresponding line: =all (the default) or =only-expected (other diagnostics are ignored)
  --verify-each                  Run the verifier after each transformation pass (default: true)
  --version                      Display the version of this program

Available Passes:
";

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Parsed {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        parse_args(&args, &tool())
    }

    fn tool() -> Tool {
        Tool::new("strata-opt", strata_init::all_dialects(), strata_init::all_passes())
    }

    #[test]
    fn edit_distance_is_levenshtein() {
        assert_eq!(edit_distance("canonicalize", "canonicalise"), 1);
        assert_eq!(edit_distance("cse", "CSE"), 3);
        assert_eq!(edit_distance("", "abc"), 3);
        assert_eq!(edit_distance("symbol-dce", "symbol-dc"), 1);
        assert_eq!(edit_distance("kitten", "sitting"), 3);
    }

    #[test]
    fn nearest_options_cover_passes_and_keep_values() {
        let r = strata_init::all_passes();
        assert_eq!(nearest_option("canonicalise", &r).as_deref(), Some("canonicalize"));
        assert_eq!(nearest_option("canonicalise=top-down=0", &r).as_deref(), Some("canonicalize=top-down=0"));
        // `--version` takes no value: the whole argument is compared.
        assert_eq!(nearest_option("versio", &r).as_deref(), Some("version"));
        assert_eq!(nearest_option("", &r), None);
    }

    #[test]
    fn every_listed_option_is_known() {
        let r = tool();
        for (name, _) in OPTION_NAMES {
            let arg = format!("--{name}=1");
            let mut p = Parser {
                o: Options::default(),
                timing: (false, TimingDisplay::default()),
                statistics: (false, StatisticsDisplay::default()),
            };
            let args = [arg.clone()];
            let result = p.apply(name, Some("1"), (&args, &mut 1), &r);
            assert!(!matches!(result, Err(Unmatched::Unknown)), "{arg} is listed but not handled");
        }
    }

    #[test]
    fn errors_accumulate_and_help_or_version_end_the_parse() {
        let p = parse(&["--canonicalise", "--cse2", "x.mlir"]);
        assert!(matches!(p.command, Command::Run(_)));
        assert_eq!(p.errors.matches("Unknown command line argument").count(), 2);
        assert!(p.errors.contains("Did you mean '--canonicalize'?") && p.errors.contains("Did you mean '--cse'?"));
        let p = parse(&["--bogus", "--version", "--also-bogus"]);
        assert!(matches!(p.command, Command::Print(ref t) if t.starts_with("strata-opt version ")));
        assert_eq!(p.errors.matches("Unknown").count(), 1);
        let p = parse(&["--", "--canonicalize"]);
        assert!(matches!(p.command, Command::Run(ref o) if o.input == "--canonicalize" && o.passes.is_empty()));
        let p = parse(&["--verify-diagnostics=only-expected", "--show-dialects=False", "-p", "builtin.module()"]);
        let Command::Run(o) = p.command else { panic!("a run") };
        assert_eq!(o.verify_diagnostics, Some(VerifyLevel::OnlyExpected));
        assert!(!o.show_dialects);
        assert_eq!(o.pass_pipeline.as_deref(), Some("builtin.module()"));
    }
}
