//! A small `lit` runner: parse a test file's directives, substitute, and
//! execute its RUN lines without a shell (see [`exec`]).
//!
//! [`run_test`] is deterministic given the file, the feature set and the
//! tools: it creates the test's private temp directory (`%T`), runs RUN lines
//! in order stopping at the first failure, and classifies the outcome as
//! pass / fail / unsupported / xfail / xpass with a readable log.

pub mod exec;
pub mod parse;
pub mod shell;
pub mod subst;

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::sync::Arc;

pub use exec::{InProcessFn, Invocation, Tool, ToolResolver, Tools};
pub use parse::{eval_features, parse_script, RunLine, TestScript};

/// Outcome category of a test.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// All RUN lines succeeded.
    Pass,
    /// A RUN line failed (or the script is malformed).
    Fail,
    /// REQUIRES not met or UNSUPPORTED matched.
    Unsupported,
    /// Failed as expected (XFAIL).
    XFail,
    /// XFAIL test unexpectedly passed.
    XPass,
}

impl Status {
    /// Whether this outcome counts as a test-suite failure.
    pub fn is_failure(self) -> bool {
        matches!(self, Status::Fail | Status::XPass)
    }
}

/// Result of one test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestResult {
    /// Outcome.
    pub status: Status,
    /// Human-readable log (RUN lines after substitution, commands, exit
    /// codes, stderr).
    pub log: String,
}

/// Runner configuration shared by all tests.
#[derive(Clone)]
pub struct LitConfig {
    /// Available features for REQUIRES / UNSUPPORTED / XFAIL.
    pub features: HashSet<String>,
    /// Tool resolver.
    pub tools: Arc<dyn ToolResolver>,
    /// Root under which per-test temp directories are created.
    pub temp_root: PathBuf,
    /// Extra substitutions `(key, value)`, keys including `%`.
    pub substitutions: Vec<(String, String)>,
    /// Environment variables set for every command.
    pub env: Vec<(String, String)>,
}

impl LitConfig {
    /// Config with the default tools, no features, and a temp root under the
    /// system temp directory.
    pub fn new() -> Self {
        LitConfig {
            features: HashSet::new(),
            tools: Arc::new(Tools::new()),
            temp_root: std::env::temp_dir().join(format!("strata-lit-{}", std::process::id())),
            substitutions: Vec::new(),
            env: Vec::new(),
        }
    }
}

impl Default for LitConfig {
    fn default() -> Self {
        Self::new()
    }
}

fn sanitize(name: &str) -> String {
    name.chars().map(|c| if c.is_ascii_alphanumeric() || c == '.' || c == '-' || c == '_' { c } else { '_' }).collect()
}

/// Run the test at `path`. `name` identifies it uniquely (e.g. its path
/// relative to the suite root) and determines its temp directory.
pub fn run_test(path: &Path, name: &str, cfg: &LitConfig) -> TestResult {
    let mut log = String::new();
    let fail = |mut log: String, msg: String| {
        log.push_str(&msg);
        log.push('\n');
        TestResult { status: Status::Fail, log }
    };
    let abs = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir().map(|d| d.join(path)).unwrap_or_else(|_| path.to_path_buf())
    };
    let text = match std::fs::read(&abs) {
        Ok(t) => String::from_utf8_lossy(&t).into_owned(),
        Err(e) => return fail(log, format!("error: cannot read test file '{}': {e}", abs.display())),
    };
    let script = match parse_script(&text) {
        Ok(s) => s,
        Err(e) => return fail(log, format!("error: {e}")),
    };
    for (what, list, want) in [("REQUIRES", &script.requires, false), ("UNSUPPORTED", &script.unsupported, true)] {
        for e in list.iter() {
            match eval_features(e, &cfg.features) {
                Ok(v) if v == want => return TestResult { status: Status::Unsupported, log: format!("{what}: {e}\n") },
                Ok(_) => {}
                Err(m) => return fail(log, format!("error: {what}: {m}")),
            }
        }
    }
    let mut xfail = false;
    for e in &script.xfail {
        match eval_features(e, &cfg.features) {
            Ok(v) => xfail |= v,
            Err(m) => return fail(log, format!("error: XFAIL: {m}")),
        }
    }
    if script.run.is_empty() {
        return fail(log, "error: test has no 'RUN:' line".into());
    }
    let tmp_dir = cfg.temp_root.join(sanitize(name));
    let _ = std::fs::remove_dir_all(&tmp_dir);
    if let Err(e) = std::fs::create_dir_all(&tmp_dir) {
        return fail(log, format!("error: cannot create '{}': {e}", tmp_dir.display()));
    }
    let file_name = abs.file_name().map(|f| f.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp_file = tmp_dir.join(format!("{file_name}.tmp"));
    let ctx = subst::SubstContext::new(&abs, &tmp_dir, &tmp_file, &cfg.substitutions);
    let mut st = exec::ShellState {
        cwd: abs.parent().map(Path::to_path_buf).unwrap_or_else(|| PathBuf::from(".")),
        env: cfg.env.clone(),
    };
    let mut ok = true;
    for r in &script.run {
        let cmd = ctx.apply(&r.command);
        log.push_str(&format!("# RUN: at line {}\n{}\n", r.line, cmd));
        if !exec::run_line(&cmd, cfg.tools.as_ref(), &mut st, &mut log) {
            ok = false;
            break;
        }
    }
    let status = match (ok, xfail) {
        (true, false) => Status::Pass,
        (false, false) => Status::Fail,
        (false, true) => Status::XFail,
        (true, true) => Status::XPass,
    };
    if status == Status::Pass || status == Status::XFail {
        let _ = std::fs::remove_dir_all(&tmp_dir);
    }
    TestResult { status, log }
}
