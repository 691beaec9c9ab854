//! The pass statistics report (`--mlir-pass-statistics`), in upstream's two
//! displays: the pipeline as it ran with each pass's counters, or one
//! merged list by pass name.
//!
//! mlir-opt-22 as Debian builds it (no LLVM statistics) prints the banner
//! and nothing else; strata prints the counters its passes keep.
//!
//! Invariants: the report is a function of the pipeline and the counters
//! (no timing, no thread count); the pipeline is walked with an explicit
//! stack, in the order it executes ([`crate::plan`]).

use crate::manager::{OpPassManager, PassEntry};
use crate::plan::{collection_title, plan, Step};
use crate::registry::Statistic;
use crate::timing::banner;

/// How the report lists passes (`--mlir-pass-statistics-display`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum StatisticsDisplay {
    /// Every pass with counters once, merged by name, sorted by name.
    List,
    /// Nested as the pipeline runs (the default).
    #[default]
    Pipeline,
}

impl OpPassManager {
    /// The statistics report of this pipeline's passes.
    pub fn statistics_report(&self, display: StatisticsDisplay) -> String {
        let mut out = banner("... Pass statistics report ...");
        let root: Vec<&PassEntry> = self.entries.iter().collect();
        match display {
            StatisticsDisplay::Pipeline => {
                // What is still to print, innermost last.
                enum Item<'p> {
                    Title(String, usize),
                    Steps(std::vec::IntoIter<Step<'p>>, usize),
                }
                let mut stack = vec![Item::Steps(plan(&root).into_iter(), 0)];
                while let Some(item) = stack.pop() {
                    let (mut steps, indent) = match item {
                        Item::Title(title, indent) => {
                            entry(&mut out, indent, &title, Vec::new());
                            continue;
                        }
                        Item::Steps(steps, indent) => (steps, indent),
                    };
                    let Some(step) = steps.next() else { continue };
                    stack.push(Item::Steps(steps, indent));
                    match step {
                        Step::Pass(pass, _) => entry(&mut out, indent, pass.info.name, pass.pass.statistics()),
                        Step::Adaptor(groups) => {
                            let mut inner = indent;
                            if groups.len() > 1 {
                                entry(&mut out, indent, &collection_title(&groups), Vec::new());
                                inner += 2;
                            }
                            // Each group's title, then its steps; pushed in reverse.
                            for group in groups.into_iter().rev() {
                                stack.push(Item::Steps(plan(&group.entries).into_iter(), inner + 2));
                                stack.push(Item::Title(group.title(), inner));
                            }
                        }
                    }
                }
            }
            StatisticsDisplay::List => {
                let mut merged: Vec<(&str, Vec<Statistic>)> = Vec::new();
                let mut stack: Vec<&PassEntry> = root.into_iter().rev().collect();
                while let Some(e) = stack.pop() {
                    match e {
                        PassEntry::Nested(pm) => stack.extend(pm.entries.iter().rev()),
                        PassEntry::Pass(pass) => {
                            let stats = pass.pass.statistics();
                            if stats.is_empty() {
                                continue;
                            }
                            match merged.iter_mut().find(|(n, _)| *n == pass.info.name) {
                                Some((_, have)) => {
                                    for (h, s) in have.iter_mut().zip(stats) {
                                        h.value += s.value;
                                    }
                                }
                                None => merged.push((pass.info.name, stats)),
                            }
                        }
                    }
                }
                merged.sort_by_key(|(n, _)| *n);
                for (name, stats) in merged {
                    entry(&mut out, 2, name, stats);
                }
            }
        }
        out.push('\n');
        out
    }
}

/// One pass (or pipeline title) and its counters, sorted by name, values
/// and names aligned.
fn entry(out: &mut String, indent: usize, name: &str, mut stats: Vec<Statistic>) {
    out.push_str(&" ".repeat(indent));
    out.push_str(name);
    out.push('\n');
    stats.sort_by_key(|s| s.name);
    let value_width = stats.iter().map(|s| s.value.to_string().len()).max().unwrap_or(0);
    let name_width = stats.iter().map(|s| s.name.len()).max().unwrap_or(0);
    for s in stats {
        out.push_str(&format!(
            "{}(S) {:>value_width$} {:<name_width$} - {}\n",
            " ".repeat(indent + 2),
            s.value,
            s.name,
            s.description
        ));
    }
}
