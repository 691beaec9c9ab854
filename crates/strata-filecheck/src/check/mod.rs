//! FileCheck: compiling a check file into check strings and running them
//! against an input.
//!
//! [`FileCheck::new`] performs every check-file-level validation (prefixes,
//! directive syntax, pattern syntax, `-D` definitions) and returns the exact
//! stderr text FileCheck would print on failure (exit status 2).
//! [`FileCheck::check`] matches one input and renders upstream-style
//! diagnostics and the input dump. [`run_filecheck`] is the whole tool as an
//! in-process function over argv and stdin. Nothing here panics on any input.

pub mod directive;
pub mod dump;
pub mod matcher;
pub mod numeric;
pub mod options;
pub mod pattern;
pub mod posix;
pub mod source;

use std::collections::{HashMap, HashSet};
use std::path::Path;

use matcher::{Check, CheckString, Matcher};
use numeric::{NumFormat, NumValue};
pub use options::{parse_args, ArgError, DumpInput, Options};
use pattern::{CheckKind, Pattern, PatternConfig, Vars};
use source::{canonicalize, SourceBuf};

/// Captured result of running a tool in-process.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ToolOutput {
    /// Exit status.
    pub code: i32,
    /// Standard output bytes.
    pub stdout: Vec<u8>,
    /// Standard error bytes.
    pub stderr: Vec<u8>,
}

/// Outcome of checking one input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CheckOutcome {
    /// All checks passed.
    pub passed: bool,
    /// Diagnostics (and input dump) for stderr; may be non-empty on success
    /// with `--dump-input=always`.
    pub stderr: String,
}

/// A compiled check file.
#[derive(Debug, Clone)]
pub struct FileCheck {
    sources: Vec<SourceBuf>,
    strings: Vec<CheckString>,
    vars: Vars,
    opts: Options,
}

fn valid_prefix(p: &str) -> bool {
    !p.is_empty() && p.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

fn quote_list(ps: &[String]) -> String {
    let q: Vec<String> = ps.iter().map(|p| format!("'{p}:'")).collect();
    let word = if ps.len() == 1 { "prefix" } else { "prefixes" };
    format!("{word} {}", q.join(", "))
}

impl FileCheck {
    /// Compile `check_text` (named `check_name` in diagnostics) under `opts`.
    /// `Err` holds the complete stderr text; the exit status is 2.
    pub fn new(check_text: &[u8], check_name: &str, opts: &Options) -> Result<FileCheck, String> {
        let prefixes = opts.prefixes();
        let comments = opts.comments();
        let mut seen = HashSet::new();
        for p in prefixes.iter().chain(comments.iter()) {
            if !valid_prefix(p) {
                return Err("Supplied check-prefix is invalid! Prefixes must be unique and start with a letter and contain only alphanumeric characters, hyphens and underscores\n".into());
            }
            if !seen.insert(p.clone()) {
                return Err(format!(
                    "error: supplied check prefix must be unique among check and comment prefixes: '{p}'\n"
                ));
            }
        }
        let cfg = PatternConfig {
            match_full_lines: opts.match_full_lines,
            strict_whitespace: opts.strict_whitespace,
            ignore_case: opts.ignore_case,
        };
        let vars = parse_defines(&opts.defines)?;
        let mut num_formats: HashMap<String, NumFormat> =
            vars.nums.iter().map(|(k, v)| (k.clone(), v.format)).collect();
        let mut sources = vec![SourceBuf::new(check_name, canonicalize(check_text, opts.strict_whitespace))];

        // Implicit CHECK-NOTs, each in its own "command line" buffer.
        let mut implicit = Vec::new();
        for (k, pat) in opts.implicit_check_not.iter().enumerate() {
            let text = format!("-implicit-check-not='{pat}'");
            let pos = "-implicit-check-not='".len();
            let src = SourceBuf::new("command line", text.into_bytes());
            let p = Pattern::parse(CheckKind::Not, pat.as_bytes(), 1, false, cfg, &mut num_formats)
                .map_err(|e| src.diag(pos + e.offset.min(pat.len()), "error", &e.msg, 1))?;
            sources.push(src);
            implicit.push(Check {
                pat: p,
                src: sources.len() - 1,
                pos,
                prefix: "IMPLICIT-CHECK".into(),
                dump_id: format!("imp{}", k + 1),
            });
        }

        let check_buf = &sources[0];
        let keep_ws = opts.strict_whitespace && opts.match_full_lines;
        let directives = directive::scan(&check_buf.text, &prefixes, &comments, keep_ws)
            .map_err(|e| check_buf.diag(e.pos, "error", &e.msg, 1))?;
        let mut used = HashSet::new();
        let mut strings: Vec<CheckString> = Vec::new();
        let mut dag_nots = implicit.clone();
        for d in &directives {
            used.insert(d.prefix.clone());
            let text = &check_buf.text[d.pat_start..d.pat_end];
            let (line, _) = check_buf.line_col(d.pat_start);
            let name = format!("{}{}", d.prefix, d.kind.suffix());
            if text.is_empty() && d.kind != CheckKind::Empty {
                return Err(check_buf.diag(
                    d.pat_start,
                    "error",
                    &format!("found empty check string with prefix '{}:'", d.prefix),
                    1,
                ));
            }
            if !text.is_empty() && d.kind == CheckKind::Empty {
                return Err(check_buf.diag(
                    d.pat_start,
                    "error",
                    &format!("found non-empty check string for empty check with prefix '{}:'", d.prefix),
                    1,
                ));
            }
            let pat = Pattern::parse(d.kind, text, line, d.literal, cfg, &mut num_formats)
                .map_err(|e| check_buf.diag(d.pat_start + e.offset.min(text.len()), "error", &e.msg, 1))?;
            if d.kind == CheckKind::Label && pat.has_variables() {
                return Err(check_buf.diag(
                    d.prefix_pos,
                    "error",
                    &format!("found '{name}:' with variable definition or use"),
                    1,
                ));
            }
            if matches!(d.kind, CheckKind::Next | CheckKind::Same | CheckKind::Empty) && strings.is_empty() {
                let what = match d.kind {
                    CheckKind::Next => "NEXT",
                    CheckKind::Same => "SAME",
                    _ => "EMPTY",
                };
                return Err(check_buf.diag(
                    d.prefix_pos,
                    "error",
                    &format!("found '{}-{what}' without previous '{}: line", d.prefix, d.prefix),
                    1,
                ));
            }
            let check = Check { pat, src: 0, pos: d.pat_start, prefix: d.prefix.clone(), dump_id: line.to_string() };
            if matches!(d.kind, CheckKind::Dag | CheckKind::Not) {
                dag_nots.push(check);
                continue;
            }
            strings.push(CheckString { check, dag_nots: std::mem::replace(&mut dag_nots, implicit.clone()) });
        }
        if !dag_nots.is_empty() {
            let pat = Pattern::parse(CheckKind::Eof, b"", 0, false, cfg, &mut num_formats)
                .map_err(|e| format!("error: {}\n", e.msg))?;
            strings.push(CheckString {
                check: Check {
                    pat,
                    src: 0,
                    pos: check_buf.text.len(),
                    prefix: prefixes[0].clone(),
                    dump_id: "eof".into(),
                },
                dag_nots,
            });
        }
        if strings.is_empty() {
            return Err(format!("error: no check strings found with {}\n", quote_list(&prefixes)));
        }
        if !opts.allow_unused_prefixes && !opts.check_prefixes.is_empty() {
            let mut unused: Vec<String> = Vec::new();
            for p in &prefixes {
                if !used.contains(p) && !unused.contains(p) {
                    unused.push(p.clone());
                }
            }
            if !unused.is_empty() {
                return Err(format!("error: no check strings found with {}\n", quote_list(&unused)));
            }
        }
        Ok(FileCheck { sources, strings, vars, opts: opts.clone() })
    }

    /// Match `input` (named `input_name`, e.g. `<stdin>`).
    pub fn check(&self, input: &[u8], input_name: &str) -> CheckOutcome {
        let input_buf = SourceBuf::new(input_name, canonicalize(input, self.opts.strict_whitespace));
        let mut m = Matcher::new(&self.sources, &input_buf, self.vars.clone(), self.opts.enable_var_scope);
        let passed = m.run(&self.strings);
        let mut stderr = m.messages.clone();
        let dump = match self.opts.dump_input {
            DumpInput::Always => true,
            DumpInput::Fail => !passed,
            DumpInput::Never => false,
        };
        if dump {
            stderr.push_str(&format!(
                "\nInput file: {}\nCheck file: {}\n\n-dump-input=help explains the following input dump.\n\nInput was:\n",
                input_name, self.sources[0].name
            ));
            stderr.push_str(&dump::render(&input_buf, &m.annots));
        }
        CheckOutcome { passed, stderr }
    }
}

/// Parse `-D` definitions into initial variables (errors: complete stderr).
fn parse_defines(defs: &[String]) -> Result<Vars, String> {
    let mut vars = Vars::default();
    for d in defs {
        let Some((lhs, rhs)) = d.split_once('=') else {
            return Err(format!("Missing equal sign in command-line definition '-D{d}'\n"));
        };
        if let Some(num) = lhs.strip_prefix('#') {
            let (fmt, name) = match num.split_once(',') {
                Some((f, n)) => {
                    (Some(numeric::parse_format(f.trim()).map_err(|m| format!("-D#{d}: error: {m}\n"))?), n.trim())
                }
                None => (None, num.trim()),
            };
            if !numeric::valid_var_name(name) {
                return Err(format!("-D#{d}: error: invalid variable name\n"));
            }
            let e = numeric::parse_expr(rhs.trim(), 0).map_err(|m| format!("-D#{d}: error: {m}\n"))?;
            let value = e.eval(&vars.nums).map_err(|_| format!("-D#{d}: error: unable to evaluate expression\n"))?;
            let format = fmt.unwrap_or_else(|| e.implicit_format(&vars.nums));
            vars.nums.insert(name.to_string(), NumValue { value, format });
        } else {
            if lhs.is_empty() {
                return Err(format!("Missing variable name in command-line definition '-D{d}'\n"));
            }
            if !numeric::valid_var_name(lhs) {
                return Err(format!("-D{d}: error: invalid name in string variable definition\n"));
            }
            vars.strs.insert(lhs.to_string(), rhs.as_bytes().to_vec());
        }
    }
    Ok(vars)
}

fn fail(code: i32, msg: String) -> ToolOutput {
    ToolOutput { code, stdout: Vec::new(), stderr: msg.into_bytes() }
}

/// Run FileCheck in-process: `args` excludes argv\[0\]; relative paths are
/// resolved against the process's current directory.
pub fn run_filecheck(args: &[String], stdin: &[u8]) -> ToolOutput {
    run_filecheck_in(args, stdin, None)
}

/// Like [`run_filecheck`], resolving relative paths against `cwd`.
pub fn run_filecheck_in(args: &[String], stdin: &[u8], cwd: Option<&Path>) -> ToolOutput {
    let tool = "FileCheck";
    let opts = match parse_args(tool, args) {
        Ok(o) => o,
        Err(e) => return fail(e.code, e.msg),
    };
    let resolve = |p: &str| match cwd {
        Some(d) if Path::new(p).is_relative() => d.join(p),
        _ => Path::new(p).to_path_buf(),
    };
    let check_file = opts.check_file.clone().unwrap_or_default();
    let check_text = match std::fs::read(resolve(&check_file)) {
        Ok(t) => t,
        Err(e) => return fail(2, format!("Could not open check file '{check_file}': {}\n", io_msg(&e))),
    };
    let fc = match FileCheck::new(&check_text, &check_file, &opts) {
        Ok(fc) => fc,
        Err(msg) => return fail(2, msg),
    };
    let (input, input_name) = match opts.input_file.as_deref() {
        None | Some("-") => (stdin.to_vec(), "<stdin>".to_string()),
        Some(f) => match std::fs::read(resolve(f)) {
            Ok(t) => (t, f.to_string()),
            Err(e) => return fail(2, format!("Could not open input file '{f}': {}\n", io_msg(&e))),
        },
    };
    if input.is_empty() && !opts.allow_empty {
        let mut cmd = String::from(tool);
        for a in args {
            cmd.push(' ');
            cmd.push_str(a);
        }
        return fail(2, format!("FileCheck error: '{input_name}' is empty.\nFileCheck command line:  {cmd}\n"));
    }
    let out = fc.check(&input, &input_name);
    ToolOutput { code: if out.passed { 0 } else { 1 }, stdout: Vec::new(), stderr: out.stderr.into_bytes() }
}

fn io_msg(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "No such file or directory".into(),
        std::io::ErrorKind::PermissionDenied => "Permission denied".into(),
        _ => e.to_string(),
    }
}
