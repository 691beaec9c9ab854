//! The run: read every rules file, build each rule's queries, run them on
//! `jobs` solver processes, and report per rule (file order).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use super::encode;
use super::program::{self, Inst, Program};
use super::smt::{self, Answer};
use super::types::Ty;
use super::ProveConfig;
use crate::drr::{self, RULE_FILES};
use crate::util::Result;

/// What became of one rule.
enum Verdict {
    Proven { typings: Vec<String> },
    Wrong { typing: String, counterexample: Vec<String> },
    Unknown { proven: Vec<String>, open: Vec<String>, reason: String },
    NotProvable(String),
}

struct RuleReport {
    file: &'static str,
    name: String,
    saturation: bool,
    fold: bool,
    assumes_index64: bool,
    verdict: Verdict,
}

struct Job {
    rule: usize,
    typing: String,
    query: encode::Query,
}

pub fn prove_all(config: &ProveConfig) -> Result<i32> {
    let root = crate::util::repo_root();
    let mut reports = Vec::new();
    let mut jobs = Vec::new();
    for file in RULE_FILES {
        let set = drr::read(&root, file.td, file.dialect)?;
        for rule in &set.rules {
            if config.filter.as_ref().is_some_and(|f| !rule.name.contains(f.as_str())) {
                continue;
            }
            let index = reports.len();
            let verdict = match plan(rule, config) {
                Ok(queries) if queries.is_empty() => {
                    Verdict::NotProvable("no type assignment meets its constraints at the widths tried".into())
                }
                Ok(queries) => {
                    jobs.extend(queries.into_iter().map(|(typing, query)| Job { rule: index, typing, query }));
                    Verdict::Proven { typings: Vec::new() }
                }
                Err(reason) => Verdict::NotProvable(reason),
            };
            reports.push(RuleReport {
                file: file.td,
                name: rule.name.clone(),
                saturation: rule.saturation_only,
                fold: rule.fold_statement,
                assumes_index64: rule.assumes_index64,
                verdict,
            });
        }
    }
    let answers = run_jobs(&jobs, config)?;
    for (job, answer) in jobs.iter().zip(answers) {
        let report = &mut reports[job.rule];
        record(&mut report.verdict, job, answer);
    }
    print_report(&reports, config.markdown);
    Ok(if reports.iter().any(|r| matches!(r.verdict, Verdict::Wrong { .. })) { 1 } else { 0 })
}

/// The queries of `rule`, one per type assignment, with the assignment
/// described.
fn plan(rule: &drr::model::Rule, config: &ProveConfig) -> std::result::Result<Vec<(String, encode::Query)>, String> {
    let p = program::lower(rule)?;
    let tc = encode::type_constraints(&p)?;
    let mut widths = config.widths.clone();
    if rule.assumes_index64 {
        widths.index.retain(|w| *w == 64);
    }
    let mut out = Vec::new();
    for types in tc.assignments(&widths) {
        let q = encode::query(&p, &types)?;
        out.push((describe_typing(&p, &types), q));
    }
    Ok(out)
}

/// `$x: i8, result: i16`: the inputs' and the root's types.
fn describe_typing(p: &Program, types: &[Ty]) -> String {
    let ty = |item: usize| p.items[item].slot.map(|s| types[s].to_string()).unwrap_or_default();
    let mut parts: Vec<String> = Vec::new();
    for inst in &p.insts {
        match inst {
            Inst::Input { item, name } | Inst::Constant { item, name, value: None } => {
                let part = format!("${name}: {}", ty(*item));
                if !parts.contains(&part) {
                    parts.push(part);
                }
            }
            _ => {}
        }
    }
    for (i, r) in p.roots.iter().enumerate() {
        parts.push(format!("result {i}: {}", ty(*r)));
    }
    parts.join(", ")
}

fn run_jobs(jobs: &[Job], config: &ProveConfig) -> Result<Vec<Answer>> {
    let next = AtomicUsize::new(0);
    let answers: Mutex<Vec<Option<std::result::Result<Answer, String>>>> =
        Mutex::new((0..jobs.len()).map(|_| None).collect());
    std::thread::scope(|scope| {
        for _ in 0..config.jobs {
            scope.spawn(|| loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                let Some(job) = jobs.get(i) else { break };
                let answer = smt::check(&config.solver, &job.query.script, config.timeout_ms);
                if let Ok(mut a) = answers.lock() {
                    a[i] = Some(answer);
                }
            });
        }
    });
    let answers = answers.into_inner().map_err(|_| "a solver thread panicked".to_string())?;
    answers.into_iter().map(|a| a.unwrap_or_else(|| Err("no answer".into()))).collect::<Result<Vec<_>>>()
}

fn record(verdict: &mut Verdict, job: &Job, answer: Answer) {
    match (verdict, answer) {
        (Verdict::Proven { typings }, Answer::Unsat) => typings.push(job.typing.clone()),
        (Verdict::Unknown { proven, .. }, Answer::Unsat) => proven.push(job.typing.clone()),
        (v @ (Verdict::Proven { .. } | Verdict::Unknown { .. }), Answer::Sat(values)) => {
            *v = Verdict::Wrong { typing: job.typing.clone(), counterexample: counterexample(&job.query, &values) };
        }
        (v @ Verdict::Proven { .. }, Answer::Unknown(reason)) => {
            let proven = match v {
                Verdict::Proven { typings } => std::mem::take(typings),
                _ => Vec::new(),
            };
            *v = Verdict::Unknown { proven, open: vec![job.typing.clone()], reason };
        }
        (Verdict::Unknown { open, .. }, Answer::Unknown(_)) => open.push(job.typing.clone()),
        // A rule already wrong keeps its first counterexample.
        _ => {}
    }
}

/// The counterexample's lines: each label with its value.
fn counterexample(q: &encode::Query, values: &[(String, String)]) -> Vec<String> {
    q.labels
        .iter()
        .zip(values)
        .map(|((label, _, ty), (_, value))| {
            let shown = match ty {
                Some(t) if !t.is_float() => smt::describe_bv(value),
                _ => value.clone(),
            };
            format!("{label} = {shown}")
        })
        .collect()
}

fn print_report(reports: &[RuleReport], markdown: bool) {
    let (mut proven, mut wrong, mut unknown, mut not) = (0, 0, 0, 0);
    if markdown {
        println!("| file | rule | kind | result |");
        println!("|---|---|---|---|");
    }
    let mut last_file = "";
    for r in reports {
        let kind = if r.fold {
            "fold"
        } else if r.saturation {
            "law"
        } else {
            "rule"
        };
        let text = match &r.verdict {
            Verdict::Proven { typings } => {
                proven += 1;
                let assumption = if r.assumes_index64 { "; index 64 bits wide only" } else { "" };
                format!("proven ({} typings{assumption})", typings.len())
            }
            Verdict::Wrong { typing, .. } => {
                wrong += 1;
                format!("WRONG at {typing}")
            }
            Verdict::Unknown { proven: p, open, reason } => {
                unknown += 1;
                format!("proven at {} typings, open at {} ({reason}): {}", p.len(), open.len(), open.join("; "))
            }
            Verdict::NotProvable(reason) => {
                not += 1;
                format!("not provable: {reason}")
            }
        };
        if markdown {
            println!("| `{}` | `{}` | {kind} | {} |", r.file, r.name, text.replace('|', "\\|"));
            continue;
        }
        if r.file != last_file {
            println!("{}", r.file);
            last_file = r.file;
        }
        println!("  {:<34} {kind:<4} {text}", r.name);
        if let Verdict::Wrong { counterexample, .. } = &r.verdict {
            for line in counterexample {
                println!("      {line}");
            }
        }
        if let Verdict::Proven { typings } = &r.verdict {
            if typings.len() <= 3 {
                for t in typings {
                    println!("      at {t}");
                }
            }
        }
    }
    println!(
        "\n{} rules: {proven} proven, {wrong} wrong, {unknown} proven in part (solver time limit), {not} not provable",
        reports.len()
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rules of a `.td` text written beside the arith rules' includes.
    fn rules(text: &str) -> drr::model::RuleSet {
        let dir = std::env::temp_dir().join(format!("strata-prove-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let td = dir.join("rules.td");
        std::fs::write(&td, text).unwrap();
        let root = crate::util::repo_root();
        let includes = [crate::ods::default_include_dir(), root];
        let set = drr::read::read_rules(&td, &includes, "arith").unwrap();
        let _ = std::fs::remove_dir_all(&dir);
        set
    }

    fn verdict(rule: &drr::model::Rule) -> Verdict {
        let config = ProveConfig {
            filter: None,
            widths: super::super::types::Widths { ints: vec![1, 8], index: vec![32], floats: vec![16] },
            solver: "z3".into(),
            timeout_ms: 20_000,
            jobs: 1,
            markdown: false,
        };
        let jobs: Vec<Job> = match plan(rule, &config) {
            Ok(queries) => queries.into_iter().map(|(typing, query)| Job { rule: 0, typing, query }).collect(),
            Err(reason) => return Verdict::NotProvable(reason),
        };
        let mut v = Verdict::Proven { typings: Vec::new() };
        for (job, answer) in jobs.iter().zip(run_jobs(&jobs, &config).unwrap()) {
            record(&mut v, job, answer);
        }
        v
    }

    #[test]
    fn refutes_a_rule_that_keeps_flags_and_proves_the_one_that_drops_them() {
        if std::process::Command::new("z3").arg("--version").output().is_err() {
            eprintln!("z3 is not installed: skipped");
            return;
        }
        let set = rules(
            r#"include "mlir/IR/PatternBase.td"
include "mlir/Dialect/Arith/IR/ArithOps.td"
include "patterns/StrataPatterns.td"
def KeepsFlags : Pat<(Arith_AddIOp (Arith_AddIOp $x, $y, $f), $z, $g),
                     (Arith_AddIOp $x, (Arith_AddIOp $y, $z, $f), $g)>;
def DropsFlags : Pat<(Arith_AddIOp (Arith_AddIOp $x, $y, $f), $z, $g),
                     (Arith_AddIOp $x, (Arith_AddIOp $y, $z))>;
def DividesByZero : Pat<(Arith_DivUIOp $x, $y), (Arith_DivUIOp $y, $x)>;
def NegNeg : Pat<(Arith_NegFOp (Arith_NegFOp $x, $_), $_), (replaceWithValue $x)>;
"#,
        );
        let by_name = |n: &str| set.rules.iter().find(|r| r.name == n).unwrap();
        match verdict(by_name("KeepsFlags")) {
            Verdict::Wrong { counterexample, .. } => {
                assert!(counterexample.iter().any(|l| l == "replacement 0 is poison = true"), "{counterexample:?}");
            }
            _ => panic!("KeepsFlags must be refuted"),
        }
        assert!(matches!(verdict(by_name("DropsFlags")), Verdict::Proven { typings } if typings.len() == 3));
        assert!(matches!(verdict(by_name("DividesByZero")), Verdict::Wrong { .. }));
        // negf(negf(x)) -> x holds in IEEE arithmetic (NaN payloads aside).
        assert!(matches!(verdict(by_name("NegNeg")), Verdict::Proven { .. }));
    }
}
