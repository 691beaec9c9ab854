//! Per-dialect code-generation tables: what the generator needs to know
//! about one dialect that its ODS does not say, kept with the dialect in
//! `dialects/<name>/ods/tables.txt` (no file: no entries) rather than in
//! the generator. The generator's own tables ([`super::gen_map`]) cover
//! only ODS's shared library (builtin types and attributes, traits).
//!
//! One entry per line; `#` starts a comment line. Hooks name their Rust
//! paths, separated by spaces; constraints map an ODS name (as the
//! generator's errors print it) to a Rust expression after ` => `:
//!
//! ```text
//! custom-syntax <op> <parse fn> <print fn> [<default dialect of its regions>]
//! generic-only <op>
//! result-name <op> <hint>
//! extra-verifier <op>
//! shape-verifier <op>
//! effects <op> <hook>
//! constant-value <op> <hook>
//! speculatability <op> <hook>
//! int-range <op> <hook>
//! op-interface <op> <Rust expression of an interface table>
//! hand-written-op <op> <OpInfo builder>
//! type <ODS type constraint> => <check over ctx, t>
//! element <ODS element type> => <predicate fn>
//! attr <ODS attribute constraint> => <check over ctx, a>
//! default <ODS attribute constraint> <C++ default> => <value over ctx>
//! buildable <ODS type constraint> => <builder closure over ctx>
//! attr-syntax <ODS attribute constraint> => <dialect> <mnemonic>
//! interface-verifier <C++ op interface> => <Rust fn over ctx, body, op>
//! dialect-interface <Rust expression of a dialect interface value>
//! unknown-operations allowed
//! without-interfaces <module>
//! ```
//!
//! - `custom-syntax`: a hand-written custom form whose names do not follow
//!   `crate::syntax::parse_<op>`/`print_<op>`, or which overrides the
//!   declarative format;
//! - `generic-only`: an op printed and parsed in the generic form only;
//! - `result-name`: the name hint of the first result of an op declaring
//!   `getAsmResultNames` (`%padded`), for the common case where upstream's
//!   hook names that result only; other such ops get
//!   `crate::syntax::<op>_result_names`;
//! - `extra-verifier`: an op without `hasVerifier` whose upstream checks
//!   live in an interface the generator has no generic check for: the
//!   generated verifier calls `crate::verify::<op>` too;
//! - `shape-verifier`: an op whose own verifier (`crate::verify::<op>`)
//!   reads nothing but what the verifier's shape memo compares (the op's
//!   name, property and attribute dictionaries, counts, operand and result
//!   types), so an op of a shape that passed need not run it again;
//! - `effects`: the memory effects of an op that upstream computes in C++
//!   (`DeclareOpInterfaceMethods<MemoryEffectsOpInterface>`), as a
//!   `MemoryEffects::PerOp` hook (without one they are unknown);
//! - `constant-value`: the value of a ConstantLike op that does not keep
//!   it in a `value` attribute (`llvm.mlir.zero` is `#llvm.zero`), as a
//!   `ConstantValueHook` (without one: its `value` attribute);
//! - `speculatability`: the speculatability of an op that upstream
//!   computes in C++ (`ConditionallySpeculatable` without an impl trait),
//!   as a `Speculatability::PerOp` hook (without one it is not
//!   speculatable);
//! - `int-range`: the `InferIntRangeInterface::inferResultRanges` hook of
//!   an op declaring the interface (without one the op infers no range);
//! - `op-interface`: an interface upstream attaches to the op as an
//!   external model (registered by a dialect extension in C++, as
//!   `SubsetOpInterface` and `ValueBoundsOpInterface` are): the generated
//!   `OpInfo` inserts the value; an op may have several;
//! - `hand-written-op`: an op upstream defines in C++ only (no ODS
//!   record, as affine's `dma_start`), whose `OpInfo` the dialect writes
//!   in Rust: the generated `ops()` lists `<OpInfo builder>()` among the
//!   generated ops, in name order, so `register` registers it too;
//! - `default`: the value of an attribute's ODS default that the shared
//!   tables cannot build (an attribute the dialect defines in C++, as
//!   llvm's `CConv::C`);
//! - `buildable`: how to build a type constraint's one type (upstream's
//!   `builderCall`) for a constraint the shared tables do not know (an
//!   `LLVM_TokenType` operand is `!llvm.token` in a format without its type);
//! - `attr-syntax`: the dialect attribute a `DialectAttr` constraint
//!   stores when C++ defines it (llvm's `TailCallKind`, `#llvm.tailcallkind`),
//!   so formats write it stripped (`tail_call_kind = <musttail>`);
//! - `interface-verifier`: the `verify` of an op interface the dialect
//!   defines (llvm's `DereferenceableOpInterface`): every op declaring the
//!   interface calls it where upstream's trait order runs it;
//! - `dialect-interface`: a dialect-level interface the generated
//!   `register` inserts into the `DialectInfo` (upstream's dialect
//!   interfaces written in C++), e.g. the question equality saturation
//!   asks before reassociating;
//! - `unknown-operations allowed`: ops of the dialect that nothing
//!   registered parse and verify as unregistered ops do (upstream's
//!   `allowUnknownOperations`, which the test dialect sets);
//! - `without-interfaces`: the interfaces the generator would take from
//!   `crate::<module>` (e.g. `mem2reg`, `sroa`) that the dialect does not
//!   implement yet: its ops are generated without them, so a pass using
//!   the interface leaves them alone.
//!
//! Invariant: an unknown kind, a missing field or a duplicate entry is an
//! error naming the file and line, and an entry no op of the dialect uses
//! is an error after generation: the file says exactly what the dialect
//! needs.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::path::Path;

use crate::util::Result;

/// A hand-written custom form (`custom-syntax`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CustomSyntax {
    pub op: String,
    pub parse: String,
    pub print: String,
    pub default_dialect: Option<String>,
}

/// The tables of one dialect.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DialectTables {
    pub custom_syntax: Vec<CustomSyntax>,
    pub generic_only: Vec<String>,
    pub result_name_hints: Vec<(String, String)>,
    pub extra_verifiers: Vec<String>,
    /// `shape-verifier`: ops whose own verifier reads only the op's shape.
    pub shape_verifiers: Vec<String>,
    pub effects: Vec<(String, String)>,
    /// `constant-value`: (op name, path of its `ConstantValueHook`).
    pub constant_values: Vec<(String, String)>,
    /// `speculatability`: (op name, path of its `Speculatability::PerOp` hook).
    pub speculatability: Vec<(String, String)>,
    /// `int-range`: (op name, path of its `inferResultRanges` hook).
    pub int_ranges: Vec<(String, String)>,
    /// `op-interface`: (op name, Rust expression of the interface table).
    pub op_interfaces: Vec<(String, String)>,
    /// `hand-written-op`: (op name, path of its `OpInfo` builder).
    pub hand_written_ops: Vec<(String, String)>,
    pub types: Vec<(String, String)>,
    pub elements: Vec<(String, String)>,
    pub attrs: Vec<(String, String)>,
    /// `default`: (`<constraint> <C++ default>`, Rust expression).
    pub defaults: Vec<(String, String)>,
    /// `buildable`: (type constraint, builder closure).
    pub buildables: Vec<(String, String)>,
    /// `attr-syntax`: (attribute constraint, `<dialect> <mnemonic>` of the
    /// C++-defined attribute it stores, written stripped in formats).
    pub attr_syntax: Vec<(String, String)>,
    /// `interface-verifier`: (C++ op interface, Rust verifier path).
    pub interface_verifiers: Vec<(String, String)>,
    pub dialect_interfaces: Vec<String>,
    pub allow_unknown_operations: bool,
    /// `without-interfaces`: modules whose interfaces the ops go without.
    pub without_interfaces: Vec<String>,
    /// The entries the generator looked up (`kind name`), so entries no op
    /// uses are reported rather than kept ([`DialectTables::unused`]).
    used: RefCell<BTreeSet<String>>,
}

/// Where `dialect`'s tables live, relative to the workspace root: beside
/// its `.td` for a dialect outside `dialects/` (the Toy tutorial's
/// `examples/toy/ods/tables.txt`).
pub fn path(dialect: &str) -> String {
    match super::OWN_DIALECTS.iter().find(|d| d.name == dialect && !d.td.starts_with("dialects/")) {
        Some(own) => std::path::Path::new(own.td).with_file_name("tables.txt").to_string_lossy().into_owned(),
        None => format!("dialects/{dialect}/ods/tables.txt"),
    }
}

/// The tables of `dialect` under the workspace `root` (empty without a file).
pub fn load(root: &Path, dialect: &str) -> Result<DialectTables> {
    let rel = path(dialect);
    match std::fs::read_to_string(root.join(&rel)) {
        Ok(text) => parse(&text, &rel),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(DialectTables::default()),
        Err(e) => Err(format!("cannot read {rel}: {e}")),
    }
}

/// Reads the tables in `text` (`file` names it in errors).
pub fn parse(text: &str, file: &str) -> Result<DialectTables> {
    let mut t = DialectTables::default();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = || format!("{file}:{}", i + 1);
        let (kind, rest) = line.split_once(' ').ok_or_else(|| format!("{}: an entry needs fields", at()))?;
        let rest = rest.trim();
        let mapping = || -> Result<(String, String)> {
            let (ods, rust) =
                rest.split_once(" => ").ok_or_else(|| format!("{}: expected `<ODS name> => <Rust>`", at()))?;
            Ok((ods.trim().to_string(), rust.trim().to_string()))
        };
        match kind {
            "custom-syntax" => {
                let fields: Vec<&str> = rest.split_whitespace().collect();
                let [op, parse, print, dialect @ ..] = fields.as_slice() else {
                    return Err(format!("{}: custom-syntax <op> <parse> <print> [<dialect>]", at()));
                };
                if dialect.len() > 1 {
                    return Err(format!("{}: custom-syntax has at most one default dialect", at()));
                }
                t.custom_syntax.push(CustomSyntax {
                    op: op.to_string(),
                    parse: parse.to_string(),
                    print: print.to_string(),
                    default_dialect: dialect.first().map(|d| d.to_string()),
                });
            }
            "generic-only" => t.generic_only.push(rest.to_string()),
            "result-name" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
                [op, hint] => t.result_name_hints.push((op.to_string(), hint.to_string())),
                _ => return Err(format!("{}: result-name <op> <hint>", at())),
            },
            "extra-verifier" => t.extra_verifiers.push(rest.to_string()),
            "shape-verifier" => t.shape_verifiers.push(rest.to_string()),
            "effects" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
                [op, hook] => t.effects.push((op.to_string(), hook.to_string())),
                _ => return Err(format!("{}: effects <op> <hook>", at())),
            },
            "constant-value" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
                [op, hook] => t.constant_values.push((op.to_string(), hook.to_string())),
                _ => return Err(format!("{}: constant-value <op> <hook>", at())),
            },
            "int-range" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
                [op, hook] => t.int_ranges.push((op.to_string(), hook.to_string())),
                _ => return Err(format!("{}: int-range <op> <hook>", at())),
            },
            "op-interface" => match rest.split_once(' ') {
                Some((op, expr)) if !expr.trim().is_empty() => {
                    t.op_interfaces.push((op.to_string(), expr.trim().to_string()))
                }
                _ => return Err(format!("{}: op-interface <op> <interface expression>", at())),
            },
            "speculatability" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
                [op, hook] => t.speculatability.push((op.to_string(), hook.to_string())),
                _ => return Err(format!("{}: speculatability <op> <hook>", at())),
            },
            "hand-written-op" => match rest.split_whitespace().collect::<Vec<_>>().as_slice() {
                [op, builder] => t.hand_written_ops.push((op.to_string(), builder.to_string())),
                _ => return Err(format!("{}: hand-written-op <op> <OpInfo builder>", at())),
            },
            "type" => t.types.push(mapping()?),
            "element" => t.elements.push(mapping()?),
            "attr" => t.attrs.push(mapping()?),
            "default" => t.defaults.push(mapping()?),
            "buildable" => t.buildables.push(mapping()?),
            "attr-syntax" => t.attr_syntax.push(mapping()?),
            "interface-verifier" => t.interface_verifiers.push(mapping()?),
            "dialect-interface" => t.dialect_interfaces.push(rest.to_string()),
            "unknown-operations" if rest == "allowed" => t.allow_unknown_operations = true,
            "without-interfaces" => t.without_interfaces.push(rest.to_string()),
            "unknown-operations" => return Err(format!("{}: unknown-operations allowed", at())),
            other => return Err(format!("{}: unknown entry kind {other:?}", at())),
        }
    }
    let mut names: Vec<(&str, &str)> = t.custom_syntax.iter().map(|c| ("custom-syntax", c.op.as_str())).collect();
    names.extend(t.effects.iter().map(|(n, _)| ("effects", n.as_str())));
    names.extend(t.speculatability.iter().map(|(n, _)| ("speculatability", n.as_str())));
    names.extend(t.int_ranges.iter().map(|(n, _)| ("int-range", n.as_str())));
    names.extend(t.constant_values.iter().map(|(n, _)| ("constant-value", n.as_str())));
    names.extend(t.hand_written_ops.iter().map(|(n, _)| ("hand-written-op", n.as_str())));
    let mut interfaces: Vec<&(String, String)> = t.op_interfaces.iter().collect();
    interfaces.sort_unstable();
    if let Some(w) = interfaces.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{file}: op-interface {} {} is listed twice", w[0].0, w[0].1));
    }
    names.extend(t.types.iter().map(|(n, _)| ("type", n.as_str())));
    names.extend(t.elements.iter().map(|(n, _)| ("element", n.as_str())));
    names.extend(t.attrs.iter().map(|(n, _)| ("attr", n.as_str())));
    names.extend(t.defaults.iter().map(|(n, _)| ("default", n.as_str())));
    names.extend(t.buildables.iter().map(|(n, _)| ("buildable", n.as_str())));
    names.extend(t.attr_syntax.iter().map(|(n, _)| ("attr-syntax", n.as_str())));
    names.extend(t.interface_verifiers.iter().map(|(n, _)| ("interface-verifier", n.as_str())));
    names.sort_unstable();
    if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("{file}: {} {} is listed twice", w[0].0, w[0].1));
    }
    Ok(t)
}

impl DialectTables {
    /// The hand-written custom form of `op`, if it has one: `(parse, print,
    /// default dialect)`; by default `crate::syntax::parse_<f>`/`print_<f>`.
    pub fn custom_syntax(&self, op: &str, f: &str) -> Option<(String, String, Option<String>)> {
        if self.generic_only.iter().any(|o| o == op) {
            return None;
        }
        Some(match self.custom_syntax.iter().find(|c| c.op == op) {
            Some(c) => {
                self.mark("custom-syntax", op);
                (c.parse.clone(), c.print.clone(), c.default_dialect.clone())
            }
            None => (format!("crate::syntax::parse_{f}"), format!("crate::syntax::print_{f}"), None),
        })
    }

    /// Whether `op` has a hand-written custom form overriding its declarative one.
    pub fn overrides_format(&self, op: &str) -> bool {
        self.custom_syntax.iter().any(|c| c.op == op)
    }

    /// The fixed name hint of `op`'s first result, if the tables give one.
    pub fn result_name_hint(&self, op: &str) -> Option<&str> {
        self.find("result-name", &self.result_name_hints, op)
    }

    /// Whether the generated verifier of `op` calls `crate::verify::<op>`
    /// without `hasVerifier`.
    pub fn extra_verifier(&self, op: &str) -> bool {
        let found = self.extra_verifiers.iter().any(|o| o == op);
        if found {
            self.mark("extra-verifier", op);
        }
        found
    }

    /// Whether the own verifier of `op` reads only the op's shape.
    pub fn shape_verifier(&self, op: &str) -> bool {
        let found = self.shape_verifiers.iter().any(|o| o == op);
        if found {
            self.mark("shape-verifier", op);
        }
        found
    }

    fn mark(&self, kind: &str, name: &str) {
        self.used.borrow_mut().insert(format!("{kind} {name}"));
    }

    fn find<'a>(&self, kind: &str, list: &'a [(String, String)], name: &str) -> Option<&'a str> {
        let found = list.iter().find(|(n, _)| n == name).map(|(_, r)| r.as_str());
        if found.is_some() {
            self.mark(kind, name);
        }
        found
    }

    /// The verifier of the dialect's op interface `cpp_name`
    /// (`interface-verifier`).
    pub fn interface_verifier(&self, cpp_name: &str) -> Option<&str> {
        self.find("interface-verifier", &self.interface_verifiers, cpp_name)
    }

    /// The `MemoryEffects::PerOp` hook of `op`, whose effects upstream
    /// computes in C++.
    pub fn effects_hook(&self, op: &str) -> Option<&str> {
        self.find("effects", &self.effects, op)
    }

    /// The `Speculatability::PerOp` hook of `op`, whose speculatability
    /// upstream computes in C++.
    pub fn speculatability_hook(&self, op: &str) -> Option<&str> {
        self.find("speculatability", &self.speculatability, op)
    }

    /// The `ConstantValueHook` of `op` (`constant-value`).
    pub fn constant_value_hook(&self, op: &str) -> Option<&str> {
        self.find("constant-value", &self.constant_values, op)
    }

    /// The `inferResultRanges` hook of `op` (`int-range`).
    pub fn int_range_hook(&self, op: &str) -> Option<&str> {
        self.find("int-range", &self.int_ranges, op)
    }

    /// The interfaces the tables attach to `op` (`op-interface`), in the
    /// file's order.
    pub fn op_interfaces(&self, op: &str) -> Vec<&str> {
        let found: Vec<&str> = self.op_interfaces.iter().filter(|(n, _)| n == op).map(|(_, e)| e.as_str()).collect();
        if !found.is_empty() {
            self.mark("op-interface", op);
        }
        found
    }

    /// Whether the ops go without the interfaces of `crate::<module>`
    /// (`without-interfaces`).
    pub fn without_interfaces(&self, module: &str) -> bool {
        let found = self.without_interfaces.iter().any(|m| m == module);
        if found {
            self.mark("without-interfaces", module);
        }
        found
    }

    /// The ops written by hand (`hand-written-op`): (name, `OpInfo` builder).
    pub fn hand_written_ops(&self) -> &[(String, String)] {
        for (op, _) in &self.hand_written_ops {
            self.mark("hand-written-op", op);
        }
        &self.hand_written_ops
    }

    /// The dialect's check of the type constraint `name`.
    pub fn type_check(&self, name: &str) -> Option<&str> {
        self.find("type", &self.types, name)
    }

    /// The dialect's predicate for the element type `name`.
    pub fn element(&self, name: &str) -> Option<&str> {
        self.find("element", &self.elements, name)
    }

    /// The dialect's check of the attribute constraint `name`.
    pub fn attr_check(&self, name: &str) -> Option<&str> {
        self.find("attr", &self.attrs, name)
    }

    /// The value of `constraint`'s default `cpp`, if a `default` entry gives it.
    pub fn attr_default(&self, constraint: &str, cpp: &str) -> Option<&str> {
        self.find("default", &self.defaults, &format!("{constraint} {}", cpp.trim()))
    }

    /// The builder of the type constraint `name`'s one type, if an entry gives it.
    pub fn buildable(&self, name: &str) -> Option<&str> {
        self.find("buildable", &self.buildables, name)
    }

    /// The `AttrFormat` of the attribute constraint `name`, if an
    /// `attr-syntax` entry names the dialect attribute it stores.
    pub fn attr_syntax(&self, name: &str) -> Option<String> {
        let entry = self.find("attr-syntax", &self.attr_syntax, name)?;
        let (dialect, mnemonic) = entry.split_once(' ')?;
        Some(format!("AttrFormat::Dialect {{ dialect: {dialect:?}, mnemonic: {:?} }}", mnemonic.trim()))
    }

    /// The entries (`kind name`) the generator never looked up.
    pub fn unused(&self) -> Vec<String> {
        let used = self.used.borrow();
        let mut all: Vec<String> = self.custom_syntax.iter().map(|c| format!("custom-syntax {}", c.op)).collect();
        all.extend(self.extra_verifiers.iter().map(|o| format!("extra-verifier {o}")));
        all.extend(self.shape_verifiers.iter().map(|o| format!("shape-verifier {o}")));
        all.extend(self.without_interfaces.iter().map(|m| format!("without-interfaces {m}")));
        let lists = [
            ("result-name", &self.result_name_hints),
            ("effects", &self.effects),
            ("speculatability", &self.speculatability),
            ("int-range", &self.int_ranges),
            ("constant-value", &self.constant_values),
            ("op-interface", &self.op_interfaces),
            ("hand-written-op", &self.hand_written_ops),
            ("type", &self.types),
            ("element", &self.elements),
            ("attr", &self.attrs),
            ("default", &self.defaults),
            ("buildable", &self.buildables),
            ("attr-syntax", &self.attr_syntax),
            ("interface-verifier", &self.interface_verifiers),
        ];
        for (kind, list) in lists {
            all.extend(list.iter().map(|(n, _)| format!("{kind} {n}")));
        }
        all.into_iter().filter(|e| !used.contains(e)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn entries_parse_and_errors_name_the_line() {
        let t = parse(
            "# comment\ncustom-syntax a.b crate::p crate::q a\nresult-name a.b padded\n\
             type X<\"y\"> => c::is_x(ctx, t) || c::is_y(ctx, t)\nattr Z => t::z(ctx, a)\n\
             hand-written-op a.h crate::h::h_op\nwithout-interfaces sroa\n",
            "f",
        )
        .expect("valid");
        assert_eq!(t.custom_syntax("a.b", "b"), Some(("crate::p".into(), "crate::q".into(), Some("a".into()))));
        assert_eq!(t.custom_syntax("a.c", "c").map(|s| s.0), Some("crate::syntax::parse_c".into()));
        assert_eq!(t.type_check("X<\"y\">"), Some("c::is_x(ctx, t) || c::is_y(ctx, t)"));
        assert_eq!(t.result_name_hint("a.b"), Some("padded"));
        assert_eq!(t.result_name_hint("a.c"), None);
        assert!(t.unused().contains(&"hand-written-op a.h".to_string()));
        assert_eq!(t.hand_written_ops(), [("a.h".to_string(), "crate::h::h_op".to_string())]);
        assert!(!t.unused().contains(&"hand-written-op a.h".to_string()));
        assert!(parse("hand-written-op a.h\n", "f").unwrap_err().contains("hand-written-op <op> <OpInfo builder>"));
        assert!(t.unused().contains(&"without-interfaces sroa".to_string()));
        assert!(t.without_interfaces("sroa") && !t.without_interfaces("mem2reg"));
        assert!(!t.unused().contains(&"without-interfaces sroa".to_string()));
        assert_eq!(parse("type X\n", "f").unwrap_err(), "f:1: expected `<ODS name> => <Rust>`");
        assert_eq!(parse("\nfoo x\n", "f").unwrap_err(), "f:2: unknown entry kind \"foo\"");
        assert!(parse("attr Z => a\nattr Z => b\n", "f").unwrap_err().contains("twice"));
    }

    #[test]
    fn interface_verifiers_are_looked_up_by_interface() {
        let t = parse("interface-verifier ::x::XOpInterface => crate::verify::x\n", "f").expect("valid");
        assert_eq!(t.unused(), ["interface-verifier ::x::XOpInterface"]);
        assert_eq!(t.interface_verifier("::x::YOpInterface"), None);
        assert_eq!(t.interface_verifier("::x::XOpInterface"), Some("crate::verify::x"));
        assert!(t.unused().is_empty());
    }
}
