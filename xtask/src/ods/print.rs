//! Text output of `cargo xtask ods`: a compact block per op, and the
//! coverage report (`--constraints`) of every distinct type constraint,
//! attribute constraint and trait with its use count.

use super::model::*;
use std::collections::BTreeMap;
use std::fmt::Write;

/// The compact per-op table of one dialect.
pub fn dialect_table(d: &OdsDialect) -> String {
    let mut out = format!("dialect {} ({}): {} ops\n", d.name, d.cpp_namespace, d.ops.len());
    for o in &d.ops {
        out.push('\n');
        out.push_str(&op_table(o));
    }
    for def in &d.defs {
        out.push('\n');
        out.push_str(&def_table(def, &d.name));
    }
    out
}

/// One `TypeDef`/`AttrDef`: name, parameters, format and flags.
pub fn def_table(d: &OdsDef, dialect: &str) -> String {
    let sigil = if d.kind == OdsDefKind::Type { "!" } else { "#" };
    let name = d.mnemonic.as_ref().map_or_else(|| d.def_name.clone(), |m| format!("{sigil}{dialect}.{m}"));
    let mut out = format!("{name}  ({}, {})  {}\n", d.def_name, d.cpp_class, d.summary);
    section(
        &mut out,
        "params",
        d.parameters.iter().map(|p| {
            let class = if p.class.is_empty() { String::new() } else { format!(" ({})", p.class) };
            let summary = if p.summary.is_empty() { String::new() } else { format!(" \"{}\"", p.summary) };
            format!("{}: {}{class}{summary}", p.name, p.cpp_type)
        }),
    );
    if let Some(f) = &d.assembly_format {
        let _ = writeln!(out, "  format:     {}", f.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    let flags: Vec<&str> = [(d.gen_verify_decl, "verifier"), (d.has_custom_assembly_format, "custom-assembly-format")]
        .iter()
        .filter(|(on, _)| *on)
        .map(|(_, n)| *n)
        .collect();
    if !flags.is_empty() {
        let _ = writeln!(out, "  has:        {}", flags.join(", "));
    }
    out
}

/// One op: name, values with constraint summaries and arities, traits,
/// effects, format and `has_*` flags.
pub fn op_table(o: &OdsOp) -> String {
    let mut out = format!("{}  ({})  {}\n", o.name, o.def_name, o.summary);
    let value_line = |v: &OdsValue| {
        let mut s =
            format!("{}{}: {} \"{}\"", v.name, arity_mark(&v.arity), v.constraint.def_name, v.constraint.summary);
        if !v.effects.is_empty() {
            let e: Vec<&str> = v.effects.iter().map(|e| e.kind.as_str()).collect();
            let _ = write!(s, " [{}]", e.join(", "));
        }
        s
    };
    section(&mut out, "operands", o.operands.iter().map(value_line));
    section(&mut out, "results", o.results.iter().map(value_line));
    section(
        &mut out,
        "attrs",
        o.attributes.iter().map(|a| {
            let mut s = format!(
                "{}{}: {} \"{}\"",
                a.name,
                if a.optional { "?" } else { "" },
                a.constraint.def_name,
                a.constraint.summary
            );
            if let Some(d) = &a.default_value {
                let _ = write!(s, " = {d}");
            }
            if a.is_property {
                s.push_str(" (property)");
            }
            s
        }),
    );
    let named = |n: &str, variadic: bool, c: &OdsConstraint| {
        format!("{n}{}: {} \"{}\"", if variadic { "..." } else { "" }, c.def_name, c.summary)
    };
    section(&mut out, "regions", o.regions.iter().map(|r| named(&r.name, r.variadic, &r.constraint)));
    section(&mut out, "successors", o.successors.iter().map(|s| named(&s.name, s.variadic, &s.constraint)));
    let traits: Vec<String> = o.traits.iter().map(trait_label).collect();
    if !traits.is_empty() {
        let _ = writeln!(out, "  traits:     {}", traits.join(", "));
    }
    let _ = writeln!(out, "  effects:    {}", effects_label(o));
    if let Some(f) = &o.assembly_format {
        let _ = writeln!(out, "  format:     {}", f.split_whitespace().collect::<Vec<_>>().join(" "));
    }
    let flags: Vec<&str> = [
        (o.has_folder, "folder"),
        (o.has_canonicalizer, "canonicalizer"),
        (o.has_canonicalize_method, "canonicalize-method"),
        (o.has_verifier, "verifier"),
        (o.has_region_verifier, "region-verifier"),
        (o.has_custom_assembly_format, "custom-assembly-format"),
    ]
    .iter()
    .filter(|(on, _)| *on)
    .map(|(_, n)| *n)
    .collect();
    if !flags.is_empty() {
        let _ = writeln!(out, "  has:        {}", flags.join(", "));
    }
    out
}

fn section(out: &mut String, title: &str, lines: impl Iterator<Item = String>) {
    for (i, l) in lines.enumerate() {
        let head = if i == 0 { format!("{title}:") } else { String::new() };
        let _ = writeln!(out, "  {head:<11} {l}");
    }
}

fn arity_mark(a: &Arity) -> &'static str {
    match a {
        Arity::Single => "",
        Arity::Optional => "?",
        Arity::Variadic => "...",
        Arity::VariadicOfVariadic { .. } => "...(...)",
    }
}

fn trait_label(t: &OdsTrait) -> String {
    let mut s = t.def_name.clone();
    match &t.kind {
        OdsTraitKind::Predicate { values, .. } if !values.is_empty() => {
            let _ = write!(s, "<{}>", values.join(","));
        }
        OdsTraitKind::Native { cpp_name, .. } if cpp_name.contains('<') => {
            let inner = cpp_name.split_once('<').map_or("", |(_, r)| r.rsplit_once('>').map_or(r, |(l, _)| l));
            let _ = write!(s, "<{inner}>");
        }
        OdsTraitKind::MemoryEffects { effects } if !effects.is_empty() => {
            let e: Vec<&str> = effects.iter().map(|e| e.kind.as_str()).collect();
            let _ = write!(s, "<[{}]>", e.join(","));
        }
        _ => {}
    }
    s
}

fn effects_label(o: &OdsOp) -> String {
    let spec = match o.speculatability() {
        OdsSpeculatability::Always => "; always speculatable",
        OdsSpeculatability::Recursive => "; recursively speculatable",
        OdsSpeculatability::Cpp => "; speculatability in C++",
        OdsSpeculatability::NotSpeculatable => "",
    };
    let list = |effects: &[OdsEffect]| -> Vec<String> { effects.iter().map(|e| effect_label(o, e)).collect() };
    let text = match o.memory_effects() {
        OdsMemoryEffects::Unknown => "unknown".to_string(),
        OdsMemoryEffects::Cpp { declared } => {
            let mut parts = vec!["in C++".to_string()];
            parts.extend(list(&declared));
            parts.join(", ")
        }
        OdsMemoryEffects::Known { effects, recursive } => {
            let mut parts = list(&effects);
            if recursive {
                parts.push("recursive".into());
            }
            if parts.is_empty() {
                parts.push("none".into());
            }
            parts.join(", ")
        }
    };
    format!("{text}{spec}")
}

fn effect_label(o: &OdsOp, e: &OdsEffect) -> String {
    let target = match e.on {
        EffectOn::Op => None,
        EffectOn::Operand(i) => o.operands.get(i).map(|v| &v.name),
        EffectOn::Result(i) => o.results.get(i).map(|v| &v.name),
        EffectOn::Attr(i) => o.attributes.get(i).map(|a| &a.name),
    };
    match target {
        Some(n) => format!("{} ${n}", e.kind.as_str()),
        None => e.kind.as_str().to_string(),
    }
}

/// Use counts of one kind of item: key -> (count, description).
#[derive(Default)]
pub struct Tally(BTreeMap<String, (usize, String)>);

impl Tally {
    pub fn add(&mut self, key: &str, what: &str) {
        let e = self.0.entry(key.to_string()).or_insert_with(|| (0, what.to_string()));
        e.0 += 1;
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Sorted by count (descending), then key.
    pub fn sorted(&self) -> Vec<(&str, usize, &str)> {
        let mut v: Vec<_> = self.0.iter().map(|(k, (n, d))| (k.as_str(), *n, d.as_str())).collect();
        v.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(b.0)));
        v
    }
}

/// Every tally of the coverage report.
#[derive(Default)]
pub struct Coverage {
    pub type_constraints: Tally,
    pub type_cores: Tally,
    pub attr_constraints: Tally,
    pub attr_cores: Tally,
    pub region_constraints: Tally,
    pub successor_constraints: Tally,
    pub traits: Tally,
    pub trait_kinds: BTreeMap<String, &'static str>,
    pub ops_per_dialect: Vec<(String, usize)>,
}

impl Coverage {
    pub fn of(ds: &[OdsDialect]) -> Coverage {
        let mut c = Coverage::default();
        for d in ds {
            c.ops_per_dialect.push((d.name.clone(), d.ops.len()));
            for o in &d.ops {
                for v in o.operands.iter().chain(&o.results) {
                    c.type_constraints.add(&v.constraint.def_name, &v.constraint.summary);
                    let core = v.constraint.core();
                    c.type_cores.add(&core.def_name, &core.summary);
                }
                for a in &o.attributes {
                    c.attr_constraints.add(&a.constraint.def_name, &a.constraint.summary);
                    let core = a.constraint.core();
                    c.attr_cores.add(&core.def_name, &core.summary);
                }
                for r in &o.regions {
                    c.region_constraints.add(&r.constraint.def_name, &r.constraint.summary);
                }
                for s in &o.successors {
                    c.successor_constraints.add(&s.constraint.def_name, &s.constraint.summary);
                }
                for t in &o.traits {
                    let what = match &t.kind {
                        OdsTraitKind::Native { cpp_name, .. } | OdsTraitKind::Interface { cpp_name, .. } => cpp_name,
                        OdsTraitKind::Predicate { summary, .. } => summary,
                        OdsTraitKind::MemoryEffects { .. } => "",
                    };
                    c.traits.add(&t.def_name, what);
                    c.trait_kinds.insert(t.def_name.clone(), t.kind.as_str());
                }
            }
        }
        c
    }

    pub fn render(&self) -> String {
        let total: usize = self.ops_per_dialect.iter().map(|(_, n)| n).sum();
        let mut out = String::from("ODS coverage\n\nops per dialect:\n");
        for (d, n) in &self.ops_per_dialect {
            let _ = writeln!(out, "  {d:<10} {n:>4}");
        }
        let _ = writeln!(out, "  {:<10} {total:>4}", "total");
        let _ = writeln!(out, "\ndistinct:");
        for (title, t) in self.tallies() {
            let _ = writeln!(out, "  {title:<36} {:>4}", t.len());
        }
        for (title, t) in self.tallies() {
            let _ = writeln!(out, "\n{title} ({} distinct):", t.len());
            for (key, n, what) in t.sorted() {
                let kind = self.trait_kinds.get(key).filter(|_| std::ptr::eq(t, &self.traits));
                let what = match kind {
                    Some(k) if what.is_empty() => format!("[{k}]"),
                    Some(k) => format!("[{k}] {what}"),
                    None => format!("\"{what}\""),
                };
                let _ = writeln!(out, "  {n:>4}  {key}  {what}");
            }
        }
        out
    }

    fn tallies(&self) -> [(&'static str, &Tally); 7] {
        [
            ("type constraints (as declared)", &self.type_constraints),
            ("type constraints (unwrapped)", &self.type_cores),
            ("attribute constraints (as declared)", &self.attr_constraints),
            ("attribute constraints (unwrapped)", &self.attr_cores),
            ("region constraints", &self.region_constraints),
            ("successor constraints", &self.successor_constraints),
            ("traits", &self.traits),
        ]
    }
}
