//! FileCheck command-line options and their parsing.
//!
//! Accepts LLVM `cl`-style spellings: one or two leading dashes,
//! `--opt=value` or `--opt value`, `-DNAME=VALUE` / `-D NAME=VALUE`, and
//! boolean flags optionally written `--flag=true|false`. Parsing never exits
//! the process; errors carry the exit status LLVM's FileCheck would use
//! (1 for command-line syntax errors, 2 for FileCheck-level usage errors).

/// `--dump-input` mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum DumpInput {
    /// Dump on failure (the default).
    #[default]
    Fail,
    /// Never dump.
    Never,
    /// Always dump.
    Always,
}

/// All options understood by FileCheck.
#[derive(Debug, Clone)]
pub struct Options {
    /// The check file path (positional).
    pub check_file: Option<String>,
    /// `--input-file` (`-` means stdin).
    pub input_file: Option<String>,
    /// Check prefixes (default `CHECK`).
    pub check_prefixes: Vec<String>,
    /// Comment prefixes (default `COM`, `RUN`).
    pub comment_prefixes: Vec<String>,
    /// `--implicit-check-not` patterns.
    pub implicit_check_not: Vec<String>,
    /// `-D` definitions as written (`NAME=VALUE`, `#NAME=EXPR`, `#%x,NAME=EXPR`).
    pub defines: Vec<String>,
    /// `--match-full-lines`.
    pub match_full_lines: bool,
    /// `--strict-whitespace`.
    pub strict_whitespace: bool,
    /// `--ignore-case`.
    pub ignore_case: bool,
    /// `--allow-empty`.
    pub allow_empty: bool,
    /// `--allow-unused-prefixes`.
    pub allow_unused_prefixes: bool,
    /// `--enable-var-scope`.
    pub enable_var_scope: bool,
    /// `--dump-input`.
    pub dump_input: DumpInput,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            check_file: None,
            input_file: None,
            check_prefixes: Vec::new(),
            comment_prefixes: Vec::new(),
            implicit_check_not: Vec::new(),
            defines: Vec::new(),
            match_full_lines: false,
            strict_whitespace: false,
            ignore_case: false,
            allow_empty: false,
            allow_unused_prefixes: false,
            enable_var_scope: false,
            dump_input: DumpInput::Fail,
        }
    }
}

impl Options {
    /// Effective check prefixes.
    pub fn prefixes(&self) -> Vec<String> {
        if self.check_prefixes.is_empty() {
            vec!["CHECK".to_string()]
        } else {
            self.check_prefixes.clone()
        }
    }

    /// Effective comment prefixes.
    pub fn comments(&self) -> Vec<String> {
        if self.comment_prefixes.is_empty() {
            vec!["COM".to_string(), "RUN".to_string()]
        } else {
            self.comment_prefixes.clone()
        }
    }
}

/// A command-line error: message and exit status.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", .msg.trim_end())]
pub struct ArgError {
    /// Exit status.
    pub code: i32,
    /// Message (complete lines).
    pub msg: String,
}

const VALUE_OPTS: &[&str] = &[
    "check-prefix",
    "check-prefixes",
    "comment-prefixes",
    "implicit-check-not",
    "input-file",
    "dump-input",
    "dump-input-context",
    "dump-input-filter",
];

const FLAG_OPTS: &[&str] = &[
    "match-full-lines",
    "strict-whitespace",
    "ignore-case",
    "allow-empty",
    "allow-unused-prefixes",
    "enable-var-scope",
    "allow-deprecated-dag-overlap",
    "v",
    "vv",
    "color",
    "dump-input-help",
];

fn parse_bool(tool: &str, name: &str, v: &str) -> Result<bool, ArgError> {
    match v {
        "" | "true" | "TRUE" | "True" | "1" => Ok(true),
        "false" | "FALSE" | "False" | "0" => Ok(false),
        _ => Err(ArgError {
            code: 1,
            msg: format!("{tool}: for the --{name} option: '{v}' is invalid value for boolean argument! Try 0 or 1\n"),
        }),
    }
}

/// Parse FileCheck arguments (without argv\[0\]). `tool` is the name used in
/// messages.
pub fn parse_args(tool: &str, args: &[String]) -> Result<Options, ArgError> {
    let mut o = Options::default();
    let mut positional = Vec::new();
    let mut i = 0;
    let mut only_positional = false;
    while i < args.len() {
        let a = &args[i];
        i += 1;
        if only_positional || !a.starts_with('-') || a == "-" {
            positional.push(a.clone());
            continue;
        }
        if a == "--" {
            only_positional = true;
            continue;
        }
        if let Some(d) = a.strip_prefix("-D") {
            let def = if d.is_empty() {
                let Some(v) = args.get(i) else {
                    return Err(ArgError { code: 1, msg: format!("{tool}: for the -D option: requires a value!\n") });
                };
                i += 1;
                v.clone()
            } else {
                d.to_string()
            };
            o.defines.push(def);
            continue;
        }
        let body = a.trim_start_matches('-');
        let (name, inline) = match body.split_once('=') {
            Some((n, v)) => (n, Some(v.to_string())),
            None => (body, None),
        };
        let is_value = VALUE_OPTS.contains(&name);
        let is_flag = FLAG_OPTS.contains(&name);
        if !is_value && !is_flag {
            return Err(ArgError {
                code: 1,
                msg: format!("{tool}: Unknown command line argument '{a}'.  Try: '{tool} --help'\n"),
            });
        }
        if is_flag {
            if name == "color" {
                continue;
            }
            let v = parse_bool(tool, name, inline.as_deref().unwrap_or(""))?;
            match name {
                "match-full-lines" => o.match_full_lines = v,
                "strict-whitespace" => o.strict_whitespace = v,
                "ignore-case" => o.ignore_case = v,
                "allow-empty" => o.allow_empty = v,
                "allow-unused-prefixes" => o.allow_unused_prefixes = v,
                "enable-var-scope" => o.enable_var_scope = v,
                _ => {}
            }
            continue;
        }
        let value = match inline {
            Some(v) => v,
            None => {
                let Some(v) = args.get(i) else {
                    return Err(ArgError {
                        code: 1,
                        msg: format!("{tool}: for the --{name} option: requires a value!\n"),
                    });
                };
                i += 1;
                v.clone()
            }
        };
        match name {
            "check-prefix" => o.check_prefixes.push(value),
            "check-prefixes" => o.check_prefixes.extend(value.split(',').map(str::to_string)),
            "comment-prefixes" => o.comment_prefixes.extend(value.split(',').map(str::to_string)),
            "implicit-check-not" => o.implicit_check_not.push(value),
            "input-file" => o.input_file = Some(value),
            "dump-input" => {
                o.dump_input = match value.as_str() {
                    "fail" => DumpInput::Fail,
                    "never" => DumpInput::Never,
                    "always" => DumpInput::Always,
                    "help" => DumpInput::Never,
                    _ => {
                        return Err(ArgError {
                            code: 1,
                            msg: format!("{tool}: for the --dump-input option: Cannot find option named '{value}'!\n"),
                        })
                    }
                }
            }
            _ => {}
        }
    }
    if positional.len() > 1 {
        return Err(ArgError {
            code: 1,
            msg: format!(
                "{tool}: Too many positional arguments specified!\nCan specify at most 1 positional arguments: See: {tool} --help\n"
            ),
        });
    }
    o.check_file = positional.pop();
    if o.check_file.is_none() {
        return Err(ArgError { code: 2, msg: "<check-file> not specified\n".into() });
    }
    Ok(o)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(args: &[&str]) -> Result<Options, ArgError> {
        let v: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        parse_args("FileCheck", &v)
    }

    #[test]
    fn parses_common_flags() {
        let o = p(&["--check-prefixes=A,B", "-check-prefix", "C", "-DX=1", "-D", "Y=2", "--match-full-lines", "f"])
            .unwrap();
        assert_eq!(o.check_prefixes, vec!["A", "B", "C"]);
        assert_eq!(o.defines, vec!["X=1", "Y=2"]);
        assert!(o.match_full_lines);
        assert_eq!(o.check_file.as_deref(), Some("f"));
        let o = p(&["--strict-whitespace=false", "--dump-input", "never", "f"]).unwrap();
        assert!(!o.strict_whitespace);
        assert_eq!(o.dump_input, DumpInput::Never);
    }

    #[test]
    fn errors() {
        assert_eq!(p(&["--bogus", "f"]).unwrap_err().code, 1);
        assert_eq!(p(&[]).unwrap_err().code, 2);
        assert_eq!(p(&["a", "b"]).unwrap_err().code, 1);
        assert_eq!(p(&["--dump-input=x", "f"]).unwrap_err().code, 1);
    }
}
