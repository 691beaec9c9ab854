//! Execution timing (`--mlir-timing`): a tree of timers shaped like the
//! executed pipeline, and upstream's report in its two displays.
//!
//! A pass's timer sums every run of that pass (on each op it ran on, on
//! whatever thread); a pipeline's timer is the time its adaptor took on the
//! calling thread. "User" time is the sum of the work (threads add up), and
//! "wall" time what elapsed; they differ only where work ran on worker
//! threads, and the user column is shown only when threads were allowed,
//! as upstream does.
//!
//! Invariants: a child's position in its parent is fixed by the pipeline
//! (the k-th step of a manager is its k-th child), so the timers of runs on
//! different threads merge by position; reports walk the tree with an
//! explicit stack.

use std::time::Duration;

/// One timer and the timers nested in it.
#[derive(Clone, Debug, Default)]
pub struct Timer {
    pub name: String,
    pub wall: Duration,
    pub user: Duration,
    pub children: Vec<Timer>,
}

impl Timer {
    pub fn new(name: &str) -> Timer {
        Timer { name: name.to_string(), ..Timer::default() }
    }

    /// The `index`-th child, created (named `name`) when missing.
    pub fn child(&mut self, index: usize, name: impl FnOnce() -> String) -> &mut Timer {
        while self.children.len() <= index {
            self.children.push(Timer::default());
        }
        let child = &mut self.children[index];
        if child.name.is_empty() {
            child.name = name();
        }
        child
    }

    /// Adds time that elapsed on one thread.
    pub fn add(&mut self, elapsed: Duration) {
        self.wall += elapsed;
        self.user += elapsed;
    }

    /// Adds `other` (the same pipeline run elsewhere) position by position.
    pub fn merge(&mut self, other: Timer) {
        // (path from `self` to the target, the timer to add there)
        let mut work: Vec<(Vec<usize>, Timer)> = vec![(Vec::new(), other)];
        while let Some((path, mut source)) = work.pop() {
            let mut target: &mut Timer = self;
            for &i in &path {
                target = target.child(i, String::new);
            }
            if target.name.is_empty() {
                target.name = std::mem::take(&mut source.name);
            }
            target.wall += source.wall;
            target.user += source.user;
            for (i, child) in source.children.into_iter().enumerate() {
                let mut child_path = path.clone();
                child_path.push(i);
                work.push((child_path, child));
            }
        }
    }

    /// Makes a pipeline's user time at least its passes' (their work may
    /// have run on several threads while the pipeline's wall time passed).
    pub fn settle_user_times(&mut self) {
        // Post-order with an explicit stack: children are settled first.
        let mut order: Vec<Vec<usize>> = Vec::new();
        let mut stack: Vec<Vec<usize>> = vec![Vec::new()];
        while let Some(path) = stack.pop() {
            let node = self.at(&path);
            for i in 0..node.children.len() {
                let mut p = path.clone();
                p.push(i);
                stack.push(p);
            }
            order.push(path);
        }
        for path in order.into_iter().rev() {
            let node = self.at_mut(&path);
            let sum: Duration = node.children.iter().map(|c| c.user).sum();
            node.user = node.user.max(sum);
        }
    }

    fn at(&self, path: &[usize]) -> &Timer {
        path.iter().fold(self, |t, &i| &t.children[i])
    }

    fn at_mut(&mut self, path: &[usize]) -> &mut Timer {
        path.iter().fold(self, |t, &i| &mut t.children[i])
    }
}

/// How the report lists timers (`--mlir-timing-display`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum TimingDisplay {
    /// Every timer merged by name, slowest first.
    List,
    /// Nested as the pipeline ran (the default).
    #[default]
    Tree,
}

/// Upstream's execution time report. `root`'s children are the top-level
/// timers (Parser, the passes, Output); its wall time is the total. A
/// `Rest` line takes what no top-level timer covers.
pub fn report(root: &Timer, display: TimingDisplay, show_user: bool) -> String {
    let total = root.wall;
    let total_user = root.user.max(total);
    let mut out = String::new();
    out.push_str(&banner("... Execution time report ..."));
    out.push_str(&format!("  Total Execution Time: {:.4} seconds\n\n", total.as_secs_f64()));
    out.push_str(if show_user {
        "  ----User Time----  ----Wall Time----  ----Name----\n"
    } else {
        "  ----Wall Time----  ----Name----\n"
    });
    let line = |out: &mut String, t: &Timer, indent: usize| {
        if show_user {
            out.push_str(&column(t.user, total_user));
        }
        out.push_str(&column(t.wall, total));
        out.push_str("  ");
        out.push_str(&" ".repeat(indent));
        out.push_str(&t.name);
        out.push('\n');
    };
    match display {
        TimingDisplay::Tree => {
            let mut stack: Vec<(&Timer, usize)> = root.children.iter().rev().map(|c| (c, 0)).collect();
            while let Some((t, indent)) = stack.pop() {
                line(&mut out, t, indent);
                stack.extend(t.children.iter().rev().map(|c| (c, indent + 2)));
            }
        }
        TimingDisplay::List => {
            let mut merged: Vec<Timer> = Vec::new();
            let mut stack: Vec<&Timer> = root.children.iter().collect();
            while let Some(t) = stack.pop() {
                match merged.iter_mut().find(|m| m.name == t.name) {
                    Some(m) => {
                        m.wall += t.wall;
                        m.user += t.user;
                    }
                    None => merged.push(Timer { children: Vec::new(), ..t.clone() }),
                }
                stack.extend(t.children.iter());
            }
            merged.sort_by(|a, b| b.wall.cmp(&a.wall).then_with(|| a.name.cmp(&b.name)));
            for t in &merged {
                line(&mut out, t, 0);
            }
        }
    }
    let covered: Duration = root.children.iter().map(|c| c.wall).sum();
    let covered_user: Duration = root.children.iter().map(|c| c.user).sum();
    let rest = Timer {
        name: "Rest".into(),
        wall: total.saturating_sub(covered),
        user: total_user.saturating_sub(covered_user),
        children: Vec::new(),
    };
    line(&mut out, &rest, 0);
    let all = Timer { name: "Total".into(), wall: total, user: total_user, children: Vec::new() };
    line(&mut out, &all, 0);
    out
}

/// `    0.0008 ( 27.0%)`
fn column(t: Duration, total: Duration) -> String {
    let pct = if total.is_zero() { 0.0 } else { 100.0 * t.as_secs_f64() / total.as_secs_f64() };
    format!("{:>10.4} ({:>5.1}%)", t.as_secs_f64(), pct)
}

/// The three-line title upstream puts over its reports.
pub(crate) fn banner(title: &str) -> String {
    let rule = format!("==={}===\n", "-".repeat(73));
    format!("{rule}{}{title}\n{rule}", " ".repeat((80 - title.len()) / 2))
}
