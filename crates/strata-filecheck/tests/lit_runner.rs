//! End-to-end tests of the lit runner and harness on a temporary test tree
//! using `cat`, `echo`, `true`/`false` from PATH and the in-process FileCheck.

use std::path::{Path, PathBuf};

use strata_filecheck::harness::{self, HarnessConfig};
use strata_filecheck::lit::{run_test, LitConfig, Status};

fn tree(tag: &str, files: &[(&str, &str)]) -> PathBuf {
    let root = std::env::temp_dir().join(format!("strata-lit-selftest-{tag}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    for (rel, text) in files {
        let p = root.join(rel);
        std::fs::create_dir_all(p.parent().unwrap_or(Path::new("."))).unwrap();
        std::fs::write(p, text).unwrap();
    }
    root
}

fn cfg(tag: &str) -> LitConfig {
    let mut c = LitConfig::new();
    c.temp_root = std::env::temp_dir().join(format!("strata-lit-selftest-tmp-{tag}-{}", std::process::id()));
    c.features.insert("feat".into());
    c
}

fn status(text: &str) -> (Status, String) {
    // A tree per call: tests run in parallel and remove their trees.
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let tag = format!("single{}", NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed));
    let root = tree(&tag, &[("t.mlir", text)]);
    let r = run_test(&root.join("t.mlir"), "t.mlir", &cfg(&tag));
    let _ = std::fs::remove_dir_all(&root);
    (r.status, r.log)
}

#[test]
fn run_lines_and_statuses() {
    let cases: &[(&str, Status)] = &[
        ("// RUN: cat %s | FileCheck %s\n// CHECK: hello\n// hello\n", Status::Pass),
        ("// RUN: cat %s | FileCheck %s\n// CHECK: nothere{{$}}\n", Status::Fail),
        ("// RUN: echo 'a  b' | FileCheck %s --strict-whitespace\n// CHECK: {{^a  b$}}\n", Status::Pass),
        ("# RUN: not false\n", Status::Pass),
        ("# RUN: not true\n", Status::Fail),
        ("# RUN: false || true\n", Status::Pass),
        ("# RUN: true && false\n", Status::Fail),
        ("# RUN: false | true\n", Status::Fail),
        ("; RUN: echo hi > %t && cat < %t \\\n; RUN:   | FileCheck %s\n; CHECK: hi\n", Status::Pass),
        ("// RUN: not FileCheck %s < /dev/null 2>&1 | FileCheck %s --check-prefix=ERR\n// ERR: is empty\n// CHECK: x\n", Status::Pass),
        ("// RUN: echo \"x y\" > %T/f && FileCheck --input-file=%T/f %s\n// CHECK: x y\n", Status::Pass),
        ("// RUN: env FOO=bar sh -c 'echo $FOO' | FileCheck %s\n// CHECK: bar\n", Status::Pass),
        ("// RUN: echo 100%% | FileCheck %s\n// CHECK: 100%\n", Status::Pass),
        ("// RUN: not --crash true\n", Status::Fail),
        ("// RUN: no-such-tool-xyz\n", Status::Fail),
        ("// REQUIRES: missing\n// RUN: false\n", Status::Unsupported),
        ("// REQUIRES: feat\n// RUN: true\n", Status::Pass),
        ("// UNSUPPORTED: feat\n// RUN: false\n", Status::Unsupported),
        ("// XFAIL: *\n// RUN: false\n", Status::XFail),
        ("// XFAIL: feat\n// RUN: true\n", Status::XPass),
        ("// no run lines\n", Status::Fail),
        ("// RUN: echo 'unterminated\n", Status::Fail),
    ];
    for (text, want) in cases {
        let (got, log) = status(text);
        assert_eq!(got, *want, "test {text:?}\nlog:\n{log}");
    }
}

#[test]
fn failure_log_is_readable() {
    let (st, log) = status("// RUN: cat %s | FileCheck %s\n// CHECK: nothere{{$}}\n");
    assert_eq!(st, Status::Fail);
    assert!(log.contains("# RUN: at line 1"), "{log}");
    assert!(log.contains("expected string not found in input"), "{log}");
    assert!(log.contains("exit status: 1"), "{log}");
}

#[test]
fn harness_runs_filters_and_lists() {
    let root = tree(
        "harness",
        &[
            ("a/pass.mlir", "// RUN: cat %s | FileCheck %s\n// CHECK: pass\n"),
            ("a/fail.mlir", "// RUN: false\n"),
            ("b/skip.mlir", "// REQUIRES: nope\n// RUN: true\n"),
            ("b/other.txt", "// RUN: false\n"),
        ],
    );
    let hc = HarnessConfig::new(&root, cfg("harness"));
    let run = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
        let mut out = Vec::new();
        let s = harness::run_with_args(&hc, &harness::parse_args(&args), &mut out);
        (s, String::from_utf8_lossy(&out).into_owned())
    };
    let (s, out) = run(&["--test-threads", "1", "--nocapture"]);
    assert_eq!((s.passed, s.failed, s.ignored, s.filtered), (1, 1, 1, 0), "{out}");
    let a = out.find("lit::a/fail.mlir ... FAILED").unwrap();
    let b = out.find("lit::a/pass.mlir ... ok").unwrap();
    let c = out.find("lit::b/skip.mlir ... ignored").unwrap();
    assert!(a < b && b < c, "{out}");
    assert!(out.contains("test result: FAILED. 1 passed; 1 failed; 1 ignored; 0 measured; 0 filtered out"));
    let (s, out) = run(&["pass"]);
    assert_eq!((s.passed, s.failed, s.filtered), (1, 0, 2), "{out}");
    assert!(out.contains("test result: ok. 1 passed; 0 failed; 0 ignored; 0 measured; 2 filtered out"));
    let (s, _) = run(&["--exact", "pass.mlir"]);
    assert_eq!(s.passed + s.failed, 0);
    let (s, _) = run(&["--exact", "lit::a/pass.mlir"]);
    assert_eq!(s.passed, 1);
    let (_, out) = run(&["--list"]);
    assert!(out.starts_with("lit::a/fail.mlir: test\nlit::a/pass.mlir: test\nlit::b/skip.mlir: test\n"), "{out}");
    let _ = std::fs::remove_dir_all(&root);
}
