//! Typed pass options: what a pass declares ([`OptionSpec`]) and the values
//! one pipeline element gives it ([`PassOptions`]), parsed from upstream's
//! option syntax `k=v k2=a,b flag k3={nested text} k4='quoted text'`.
//!
//! Invariants: a [`PassOptions`] holds only declared options, each value
//! already checked against its kind (so the typed getters cannot fail on
//! user input), and answers every declared option, with its default when
//! it was not given. Error texts are upstream's (LLVM's `cl` parser).

use std::collections::BTreeMap;

/// The type of an option's value.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OptionKind {
    Bool,
    /// A signed 64-bit integer (`long` in upstream's messages).
    Int,
    /// An unsigned 32-bit integer (`uint` in upstream's messages); read
    /// with [`PassOptions::int`].
    UInt,
    /// One of the listed names.
    Enum(&'static [&'static str]),
    /// A comma-separated list of strings.
    List,
    /// Free text (upstream's `std::string` options), printed as given.
    String,
    /// A comma-separated list of pipelines `op.name(...)` (upstream's
    /// `ListOption<OpPassManager>`); the pass parses them.
    PipelineList,
}

/// One declared option of a pass.
#[derive(Copy, Clone, Debug)]
pub struct OptionSpec {
    pub name: &'static str,
    pub description: &'static str,
    pub kind: OptionKind,
    /// The value when the option is not given (`""` for an empty list).
    pub default: &'static str,
    /// A strata extension (upstream's pass lacks it): printed in a
    /// pipeline only when given, so `--dump-pass-pipeline` of an upstream
    /// pipeline reads as upstream's.
    pub extension: bool,
}

/// The checked option values of one pass instance.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    specs: &'static [OptionSpec],
    /// Given values, by option name; later occurrences win.
    given: BTreeMap<&'static str, String>,
}

impl PassOptions {
    /// Parses `text` against `specs`.
    pub fn parse(specs: &'static [OptionSpec], text: &str) -> Result<PassOptions, String> {
        let mut options = PassOptions { specs, given: BTreeMap::new() };
        for (key, value) in split_options(text)? {
            let spec = specs
                .iter()
                .find(|s| s.name == key)
                .ok_or_else(|| format!("<Pass-Options-Parser>: no such option {key}"))?;
            let value = match value {
                Some(v) => v,
                // A bare flag sets a boolean; other kinds need a value.
                None if spec.kind == OptionKind::Bool => "true".to_string(),
                None => return Err(format!("for the --{key} option: requires a value!")),
            };
            check_value(spec, &value)?;
            options.given.insert(spec.name, value);
        }
        Ok(options)
    }

    fn raw(&self, name: &str) -> &str {
        if let Some(v) = self.given.get(name) {
            return v;
        }
        self.specs.iter().find(|s| s.name == name).map_or("", |s| s.default)
    }

    /// Was `name` given explicitly (not left at its default)?
    pub fn is_set(&self, name: &str) -> bool {
        self.given.contains_key(name)
    }

    pub fn bool(&self, name: &str) -> bool {
        parse_bool(self.raw(name)).unwrap_or(false)
    }

    pub fn int(&self, name: &str) -> i64 {
        self.raw(name).parse().unwrap_or(0)
    }

    /// The text of a string option.
    pub fn text(&self, name: &str) -> &str {
        self.raw(name)
    }

    /// The chosen name of an enum option.
    pub fn choice(&self, name: &str) -> &str {
        self.raw(name)
    }

    pub fn list(&self, name: &str) -> Vec<String> {
        split_list(self.raw(name))
    }

    /// The options as upstream prints them in a pipeline: every option
    /// (strata extensions only when given), sorted by name, lists in braces; an empty list prints as nothing
    /// (upstream leaves its separating space).
    pub fn to_pipeline_string(&self) -> String {
        let mut specs: Vec<&OptionSpec> = self.specs.iter().filter(|s| !s.extension || self.is_set(s.name)).collect();
        specs.sort_by_key(|s| s.name);
        let parts: Vec<String> = specs
            .iter()
            .map(|s| match (s.kind, self.raw(s.name)) {
                (OptionKind::List | OptionKind::PipelineList, "") => String::new(),
                (OptionKind::List | OptionKind::PipelineList, v) => {
                    format!("{}={{{}}}", s.name, split_list(v).join(","))
                }
                (OptionKind::Bool, v) => format!("{}={}", s.name, parse_bool(v).unwrap_or(false)),
                (_, v) => format!("{}={v}", s.name),
            })
            .collect();
        parts.join(" ")
    }
}

fn parse_bool(v: &str) -> Option<bool> {
    match v {
        "true" | "TRUE" | "True" | "1" => Some(true),
        "false" | "FALSE" | "False" | "0" => Some(false),
        _ => None,
    }
}

fn check_value(spec: &OptionSpec, value: &str) -> Result<(), String> {
    let name = spec.name;
    match spec.kind {
        OptionKind::Bool if parse_bool(value).is_none() => {
            Err(format!("for the --{name} option: '{value}' is invalid value for boolean argument! Try 0 or 1"))
        }
        OptionKind::Int if value.parse::<i64>().is_err() => {
            Err(format!("for the --{name} option: '{value}' value invalid for long argument!"))
        }
        OptionKind::UInt if value.parse::<u32>().is_err() => {
            Err(format!("for the --{name} option: '{value}' value invalid for uint argument!"))
        }
        OptionKind::Enum(names) if !names.contains(&value) => {
            Err(format!("for the --{name} option: Cannot find option named '{value}'!"))
        }
        _ => Ok(()),
    }
}

/// The text inside one pair of enclosing braces or quotes, if any.
fn unwrap_value(v: &str) -> &str {
    for (open, close) in [('{', '}'), ('"', '"'), ('\'', '\'')] {
        if v.len() >= 2 && v.starts_with(open) && v.ends_with(close) {
            return &v[1..v.len() - 1];
        }
    }
    v
}

/// A list value's elements; braces, parentheses and quotes protect commas.
fn split_list(v: &str) -> Vec<String> {
    if v.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    let (mut depth, mut quote, mut cur) = (0usize, None, String::new());
    for c in v.chars() {
        match (c, quote) {
            (q @ ('"' | '\''), None) => quote = Some(q),
            (q, Some(open)) if q == open => quote = None,
            ('{' | '(', None) => depth += 1,
            ('}' | ')', None) => depth = depth.saturating_sub(1),
            (',', None) if depth == 0 => {
                out.push(unwrap_value(&cur).to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    out.push(unwrap_value(&cur).to_string());
    out
}

/// Splits `k=v` pairs separated by spaces; a value may be a `{...}` group
/// (nested braces) or a quoted string, whose delimiters are dropped.
fn split_options(text: &str) -> Result<Vec<(String, Option<String>)>, String> {
    let chars: Vec<char> = text.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '=' {
            i += 1;
        }
        let key: String = chars[start..i].iter().collect();
        if i >= chars.len() || chars[i] != '=' {
            out.push((key, None));
            continue;
        }
        i += 1;
        let mut value = String::new();
        let (mut depth, mut quote) = (0usize, None);
        while i < chars.len() {
            let c = chars[i];
            match (c, quote) {
                (q @ ('"' | '\''), None) => quote = Some(q),
                (q, Some(open)) if q == open => quote = None,
                (_, Some(_)) => {}
                ('{', None) => depth += 1,
                ('}', None) => depth = depth.saturating_sub(1),
                (c, None) if c.is_whitespace() && depth == 0 => break,
                _ => {}
            }
            value.push(c);
            i += 1;
        }
        if quote.is_some() || depth > 0 {
            return Err(format!("<Pass-Options-Parser>: unbalanced value for option {key}"));
        }
        // A braced or quoted value is the text inside.
        let value = unwrap_value(&value).to_string();
        out.push((key, Some(value)));
    }
    Ok(out)
}
