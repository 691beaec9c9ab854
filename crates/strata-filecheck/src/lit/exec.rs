//! Executing parsed RUN lines without a shell.
//!
//! Commands are resolved through a [`ToolResolver`]: either an external
//! program or an in-process function. Pipelines are run stage by stage with
//! fully buffered data (stdout of one stage is the stdin of the next), with
//! `pipefail` semantics (as lit): a pipeline fails if any stage fails. `not`
//! inverts a status (a crash stays a failure), `env` sets/unsets variables,
//! `cd` and `export` are built in. Every step is appended to a readable log.

use std::collections::HashMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Stdio;
use std::sync::Arc;

use super::shell::{self, Connector, Target};
use crate::check::ToolOutput;

/// Arguments of an in-process tool invocation.
#[derive(Debug, Clone, Copy)]
pub struct Invocation<'a> {
    /// Arguments, without argv\[0\].
    pub args: &'a [String],
    /// Standard input.
    pub stdin: &'a [u8],
    /// Working directory (resolve relative paths against it).
    pub cwd: &'a Path,
    /// Environment overrides (already applied `env`/`export`).
    pub env: &'a [(String, String)],
}

/// An in-process tool.
pub type InProcessFn = dyn Fn(&Invocation<'_>) -> ToolOutput + Send + Sync;

/// How a command name is executed.
#[derive(Clone)]
pub enum Tool {
    /// Run this program.
    External(PathBuf),
    /// Call this function.
    InProcess(Arc<InProcessFn>),
}

impl std::fmt::Debug for Tool {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Tool::External(p) => write!(f, "External({})", p.display()),
            Tool::InProcess(_) => write!(f, "InProcess"),
        }
    }
}

/// Maps command names to tools. Returning `None` means "look the name up in
/// PATH".
pub trait ToolResolver: Send + Sync {
    /// Resolve a command name.
    fn resolve(&self, name: &str) -> Option<Tool>;
}

/// A table-based resolver with FileCheck built in (`FileCheck`,
/// `FileCheck-22`, `strata-filecheck`, `filecheck`).
#[derive(Clone, Debug)]
pub struct Tools {
    map: HashMap<String, Tool>,
}

impl Default for Tools {
    fn default() -> Self {
        Self::new()
    }
}

impl Tools {
    /// Resolver with the in-process FileCheck registered.
    pub fn new() -> Self {
        let fc: Arc<InProcessFn> =
            Arc::new(|inv: &Invocation<'_>| crate::check::run_filecheck_in(inv.args, inv.stdin, Some(inv.cwd)));
        let mut map = HashMap::new();
        for n in ["FileCheck", "FileCheck-22", "strata-filecheck", "filecheck"] {
            map.insert(n.to_string(), Tool::InProcess(fc.clone()));
        }
        Tools { map }
    }

    /// Register (or replace) a tool.
    pub fn with(mut self, name: impl Into<String>, tool: Tool) -> Self {
        self.map.insert(name.into(), tool);
        self
    }

    /// Register an external program.
    pub fn with_program(self, name: impl Into<String>, path: impl Into<PathBuf>) -> Self {
        self.with(name, Tool::External(path.into()))
    }
}

impl ToolResolver for Tools {
    fn resolve(&self, name: &str) -> Option<Tool> {
        self.map.get(name).cloned()
    }
}

/// Mutable shell state for one test.
pub struct ShellState {
    /// Current directory.
    pub cwd: PathBuf,
    /// Exported environment overrides.
    pub env: Vec<(String, String)>,
}

/// Result of one stage: exit status (`None` = crashed/killed) and output.
struct StageOut {
    status: Option<i32>,
    stdout: Vec<u8>,
    stderr: Vec<u8>,
}

fn quote_arg(a: &str) -> String {
    if !a.is_empty() && a.chars().all(|c| c.is_ascii_alphanumeric() || "-_./=:,%+@".contains(c)) {
        a.to_string()
    } else {
        format!("'{}'", a.replace('\'', "'\\''"))
    }
}

fn log_output(log: &mut String, what: &str, data: &[u8]) {
    if data.is_empty() {
        return;
    }
    log.push_str(&format!("# .---{what}\n"));
    for l in String::from_utf8_lossy(data).lines() {
        log.push_str("# | ");
        log.push_str(l);
        log.push('\n');
    }
    log.push_str("# `-----------------------------\n");
}

/// Execute one command line; returns whether it succeeded.
pub fn run_line(line: &str, tools: &dyn ToolResolver, st: &mut ShellState, log: &mut String) -> bool {
    let pipelines = match shell::parse(line) {
        Ok(p) => p,
        Err(e) => {
            log.push_str(&format!("# error: cannot parse command line: {e}\n"));
            return false;
        }
    };
    let mut last_ok = true;
    for p in pipelines {
        let run = match p.connector {
            Connector::Always => true,
            Connector::And => last_ok,
            Connector::Or => !last_ok,
        };
        if !run {
            continue;
        }
        last_ok = run_pipeline(&p.commands, tools, st, log);
    }
    last_ok
}

fn run_pipeline(cmds: &[shell::Command], tools: &dyn ToolResolver, st: &mut ShellState, log: &mut String) -> bool {
    let mut input: Vec<u8> = Vec::new();
    let mut ok = true;
    let n = cmds.len();
    for (k, c) in cmds.iter().enumerate() {
        log.push_str(&format!(
            "# executed command: {}\n",
            c.argv.iter().map(|a| quote_arg(a)).collect::<Vec<_>>().join(" ")
        ));
        let (status, stdout) = run_command(c, std::mem::take(&mut input), tools, st, log);
        match status {
            Some(0) => {}
            Some(code) => {
                log.push_str(&format!("# error: command failed with exit status: {code}\n"));
                ok = false;
            }
            None => {
                log.push_str("# error: command crashed or was killed by a signal\n");
                ok = false;
            }
        }
        if k + 1 == n {
            log_output(log, "command stdout------------", &stdout);
        } else {
            input = stdout;
        }
    }
    ok
}

/// Run one command with its `not`/`env` prefixes and redirections; returns
/// the final status and the stdout destined for the pipeline.
fn run_command(
    c: &shell::Command,
    stdin: Vec<u8>,
    tools: &dyn ToolResolver,
    st: &mut ShellState,
    log: &mut String,
) -> (Option<i32>, Vec<u8>) {
    let mut argv: &[String] = &c.argv;
    let mut nots = 0;
    let mut env = st.env.clone();
    let mut unset: Vec<String> = Vec::new();
    loop {
        match argv.first().map(String::as_str) {
            Some("not") => {
                if argv.get(1).map(String::as_str) == Some("--crash") {
                    log.push_str("# error: 'not --crash' is not supported\n");
                    return (Some(1), Vec::new());
                }
                nots += 1;
                argv = &argv[1..];
            }
            Some("env") => {
                argv = &argv[1..];
                loop {
                    match argv.first() {
                        Some(a) if a == "-u" && argv.len() > 1 => {
                            let name = argv[1].clone();
                            env.retain(|(k, _)| *k != name);
                            unset.push(name);
                            argv = &argv[2..];
                        }
                        Some(a) if a.contains('=') && !a.starts_with('=') => {
                            let (k, v) = a.split_once('=').unwrap_or((a, ""));
                            env.retain(|(ek, _)| ek != k);
                            unset.retain(|u| u != k);
                            env.push((k.to_string(), v.to_string()));
                            argv = &argv[1..];
                        }
                        _ => break,
                    }
                }
            }
            _ => break,
        }
    }
    // Input redirection.
    let mut stdin = stdin;
    for r in &c.redirects {
        if r.fd == 0 {
            if let Target::File(p, _) = &r.target {
                match std::fs::read(st.cwd.join(p)) {
                    Ok(d) => stdin = d,
                    Err(e) => {
                        log.push_str(&format!("# error: cannot read '{p}': {e}\n"));
                        return (Some(1), Vec::new());
                    }
                }
            }
        }
    }
    let out = match argv.first().map(String::as_str) {
        None => StageOut { status: Some(0), stdout: Vec::new(), stderr: Vec::new() },
        Some("cd") => {
            let target = argv.get(1).map(|d| st.cwd.join(d));
            match target {
                Some(t) if t.is_dir() => {
                    st.cwd = t;
                    StageOut { status: Some(0), stdout: Vec::new(), stderr: Vec::new() }
                }
                _ => StageOut { status: Some(1), stdout: Vec::new(), stderr: b"cd: no such directory\n".to_vec() },
            }
        }
        Some("export") => {
            for a in &argv[1..] {
                if let Some((k, v)) = a.split_once('=') {
                    st.env.retain(|(ek, _)| ek != k);
                    st.env.push((k.to_string(), v.to_string()));
                }
            }
            StageOut { status: Some(0), stdout: Vec::new(), stderr: Vec::new() }
        }
        Some(name) => exec_tool(name, &argv[1..], &stdin, tools, &st.cwd, (&env, &unset)),
    };
    let status = match out.status {
        Some(s) if nots > 0 => {
            let mut s = s;
            for _ in 0..nots {
                s = i32::from(s == 0);
            }
            Some(s)
        }
        other => other,
    };
    // Output redirections, processed left to right like sh.
    #[derive(Clone, PartialEq)]
    enum Dest {
        Pipe,
        Err,
        File(String, bool),
    }
    let mut fd1 = Dest::Pipe;
    let mut fd2 = Dest::Err;
    for r in &c.redirects {
        let d = match &r.target {
            Target::File(p, app) => Dest::File(p.clone(), *app),
            Target::Fd(1) => fd1.clone(),
            Target::Fd(_) => fd2.clone(),
        };
        match r.fd {
            1 => fd1 = d,
            2 => fd2 = d,
            3 => {
                fd1 = d.clone();
                fd2 = d;
            }
            _ => {}
        }
    }
    let mut pipe_out = Vec::new();
    let mut err_out = Vec::new();
    let mut files: Vec<(String, bool, Vec<u8>)> = Vec::new();
    // Where both streams meet (`2>&1`), stderr comes first: the two are
    // captured apart, and strata-opt writes what it reports (diagnostics,
    // statistics, traces) before the IR, as mlir-opt does.
    for (dest, data) in [(&fd2, out.stderr), (&fd1, out.stdout)] {
        match dest {
            Dest::Pipe => pipe_out.extend(data),
            Dest::Err => err_out.extend(data),
            Dest::File(p, app) => match files.iter_mut().find(|f| f.0 == *p) {
                Some(f) => f.2.extend(data),
                None => files.push((p.clone(), *app, data)),
            },
        }
    }
    for (p, app, data) in files {
        let path = st.cwd.join(&p);
        let res = std::fs::OpenOptions::new()
            .create(true)
            .write(true)
            .append(app)
            .truncate(!app)
            .open(&path)
            .and_then(|mut f| f.write_all(&data));
        if let Err(e) = res {
            log.push_str(&format!("# error: cannot write '{p}': {e}\n"));
            return (Some(1), pipe_out);
        }
    }
    log_output(log, "command stderr------------", &err_out);
    if let Some(s) = status {
        if s != 0 {
            log.push_str(&format!("# exit code: {s}\n"));
        }
    }
    (status, pipe_out)
}

fn exec_tool(
    name: &str,
    args: &[String],
    stdin: &[u8],
    tools: &dyn ToolResolver,
    cwd: &Path,
    (env, unset): (&[(String, String)], &[String]),
) -> StageOut {
    let program = match tools.resolve(name) {
        Some(Tool::InProcess(f)) => {
            let o = f(&Invocation { args, stdin, cwd, env });
            return StageOut { status: Some(o.code), stdout: o.stdout, stderr: o.stderr };
        }
        Some(Tool::External(p)) => p,
        None => PathBuf::from(name),
    };
    let mut cmd = std::process::Command::new(&program);
    cmd.args(args).current_dir(cwd).stdin(Stdio::piped()).stdout(Stdio::piped()).stderr(Stdio::piped());
    for k in unset {
        cmd.env_remove(k);
    }
    for (k, v) in env {
        cmd.env(k, v);
    }
    let mut child = match cmd.spawn() {
        Ok(c) => c,
        Err(e) => {
            return StageOut {
                status: Some(127),
                stdout: Vec::new(),
                stderr: format!("'{}': command not found or not executable: {e}\n", program.display()).into_bytes(),
            }
        }
    };
    let writer = child.stdin.take().map(|mut w| {
        let data = stdin.to_vec();
        std::thread::spawn(move || {
            // A tool that does not read its input closes the pipe early.
            let _ = w.write_all(&data);
        })
    });
    let out = child.wait_with_output();
    if let Some(h) = writer {
        let _ = h.join();
    }
    match out {
        Ok(o) => StageOut { status: o.status.code(), stdout: o.stdout, stderr: o.stderr },
        Err(e) => StageOut {
            status: Some(127),
            stdout: Vec::new(),
            stderr: format!("failed to run '{}': {e}\n", program.display()).into_bytes(),
        },
    }
}
