//! Differential test: every case is run through the in-process FileCheck and,
//! when installed, LLVM's `FileCheck-22`; exit statuses must agree. Without
//! the reference tool, expected statuses recorded in the table are checked.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use strata_filecheck::run_filecheck;

/// (check file, input, extra args, expected exit status)
const CASES: &[(&str, &str, &[&str], i32)] = &[
    // Plain CHECK.
    ("CHECK: foo\n", "foo\n", &[], 0),
    ("CHECK: foo\n", "bar\n", &[], 1),
    ("CHECK: foo\nCHECK: bar\n", "bar\nfoo\n", &[], 1),
    ("CHECK: foo\nCHECK: bar\n", "foo bar\n", &[], 0),
    ("// CHECK: a.b\n", "axb\n", &[], 1),
    ("// CHECK: a.b\n", "a.b\n", &[], 0),
    ("CHECK: (x)*+?|^$\n", "(x)*+?|^$\n", &[], 0),
    ("CHECK: foo\n", "", &[], 2),
    ("CHECK: foo\n", "", &["--allow-empty"], 1),
    ("CHECK-NOT: foo\n", "", &["--allow-empty"], 0),
    ("nothing here\n", "foo\n", &[], 2),
    ("CHECK:\n", "foo\n", &[], 2),
    ("CHECK: foo\n", "FOO\n", &["--ignore-case"], 0),
    // Regex blocks.
    ("CHECK: {{.*}}bar\n", "foobar\n", &[], 0),
    ("CHECK: a{{[0-9]+}}b\n", "a123b\n", &[], 0),
    ("CHECK: a{{[0-9]+}}b\n", "ab\n", &[], 1),
    ("CHECK: {{^}}foo\n", "xfoo\n", &[], 1),
    ("CHECK: foo{{$}}\n", "foox\n", &[], 1),
    ("CHECK: foo{{$}}\n", "foo\n", &[], 0),
    ("CHECK: {{a|b}}c\n", "bc\n", &[], 0),
    ("CHECK: {{a\\d}}\n", "ad\n", &[], 0),
    ("CHECK: {{a\\d}}\n", "a1\n", &[], 1),
    ("CHECK: {{}}\n", "x\n", &[], 2),
    ("CHECK: {{a(}}\n", "x\n", &[], 2),
    ("CHECK: {{a\n", "x\n", &[], 2),
    ("CHECK: {{[^x]*}}y\n", "ab\ny\n", &[], 0),
    ("CHECK: a{{[^x]*}}y\n", "ab\ny\n", &[], 1),
    ("CHECK: {{\\[\\[}}x\n", "[[x\n", &[], 0),
    ("CHECK: {{[[:digit:]]+}}\n", "abc 12\n", &[], 0),
    ("CHECK: {{[0-9]{2}}}x\n", "12x\n", &[], 2),
    // Variables.
    ("CHECK: x=[[V:[0-9]+]]\nCHECK: y=[[V]]\n", "x=12\ny=12\n", &[], 0),
    ("CHECK: x=[[V:[0-9]+]]\nCHECK: y=[[V]]\n", "x=12\ny=13\n", &[], 1),
    ("CHECK: [[V:[a-z]+]] = [[V]]\n", "ab = cd\nfoo = foo\n", &[], 0),
    ("CHECK: [[V:[a-z]+]] = [[V]]\n", "ab = cd\n", &[], 1),
    ("CHECK: [[X]]\n", "x\n", &[], 1),
    ("CHECK: [[X]]\n", "hello\n", &["-DX=hello"], 0),
    ("CHECK: [[X]]\n", "hello\n", &["-DX"], 2),
    ("CHECK: [[1X:a]]\n", "a\n", &[], 2),
    ("CHECK: [[X\n", "a\n", &[], 2),
    ("CHECK: a[[X:]]b\n", "ab\n", &[], 0),
    ("CHECK: [[X:a]] [[X:b]]\n", "a b\n", &[], 0),
    ("CHECK: %[[A:.*]] = add\nCHECK: use %[[A]]\n", "%x1 = add\nuse %x1\n", &[], 0),
    ("CHECK: [[@LINE]]\n", "1\n", &[], 0),
    ("\nCHECK: [[@LINE-1]]\n", "1\n", &[], 0),
    ("CHECK: [[#@LINE+1]]\n", "2\n", &[], 0),
    ("CHECK: [[#@LINE+1]]\n", "3\n", &[], 1),
    // Numeric variables.
    ("CHECK: r[[#N:]]\nCHECK: r[[#N+1]]\n", "r4\nr5\n", &[], 0),
    ("CHECK: r[[#N:]]\nCHECK: r[[#N+1]]\n", "r4\nr6\n", &[], 1),
    ("CHECK: r[[#N:]] [[#N+1]]\n", "r4 5\n", &[], 2),
    ("CHECK: [[#%x,N:]]\nCHECK: [[#N+1]]\n", "ff\n100\n", &[], 0),
    ("CHECK: [[#%X,N:]]\nCHECK: [[#N]]\n", "FF\nFF\n", &[], 0),
    ("CHECK: [[#N]]\n", "5\n", &["-D#N=5"], 0),
    ("CHECK: [[#N+2]]\n", "7\n", &["-D#N=5"], 0),
    ("CHECK: [[#N-1]]\n", "4\n", &["-D#N=5"], 0),
    ("CHECK: [[#%.3u,N:]]\nCHECK: [[#N]]\n", "007\n7\n", &[], 1),
    ("CHECK: [[#]]\n", "42\n", &[], 0),
    ("CHECK: [[#M]]\n", "5\n", &[], 1),
    ("CHECK: x [[#N:]] y\nCHECK: [[#N*2]]\n", "x 3 y\n6\n", &[], 2),
    ("CHECK: [[#%d,N:]]\nCHECK: [[#N]]\n", "-3\n-3\n", &[], 0),
    ("CHECK: [[#add(N,1)]]\n", "6\n", &["-D#N=5"], 0),
    // NEXT / SAME / EMPTY.
    ("CHECK: a\nCHECK-NEXT: b\n", "a\nb\n", &[], 0),
    ("CHECK: a\nCHECK-NEXT: b\n", "a\nx\nb\n", &[], 1),
    ("CHECK: a\nCHECK-NEXT: b\n", "a b\n", &[], 1),
    ("CHECK-NEXT: b\n", "a\nb\n", &[], 2),
    ("CHECK-SAME: b\n", "a\nb\n", &[], 2),
    ("CHECK-EMPTY:\n", "a\nb\n", &[], 2),
    ("CHECK: a\nCHECK-SAME: b\n", "a b\n", &[], 0),
    ("CHECK: a\nCHECK-SAME: b\n", "a\nb\n", &[], 1),
    ("CHECK: a\nCHECK-EMPTY:\n", "a\n\nb\n", &[], 0),
    ("CHECK: a\nCHECK-EMPTY:\n", "a\nb\n\n", &[], 1),
    ("CHECK: a\nCHECK-EMPTY: x\n", "a\n\n", &[], 2),
    ("CHECK: a\nCHECK-NOT: b\nCHECK-NEXT: c\n", "a\nc\n", &[], 0),
    ("CHECK: a\nCHECK-NEXT: b\nCHECK-NEXT: c\n", "a\nb\nc\n", &[], 0),
    ("CHECK: a\nCHECK-SAME: b\nCHECK-NEXT: c\n", "a b\nc\n", &[], 0),
    // NOT.
    ("CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nb\nc\n", &[], 1),
    ("CHECK: a\nCHECK-NOT: b\nCHECK: c\n", "a\nc\nb\n", &[], 0),
    ("CHECK-NOT: b\nCHECK: c\n", "b\nc\n", &[], 1),
    ("CHECK: c\nCHECK-NOT: b\n", "c\nb\n", &[], 1),
    ("CHECK: c\nCHECK-NOT: b\n", "b\nc\n", &[], 0),
    ("CHECK-NOT: b\n", "a\n", &[], 0),
    ("CHECK-NOT: [[X]]\n", "a\n", &[], 1),
    // DAG.
    ("CHECK-DAG: a\nCHECK-DAG: b\n", "b\na\n", &[], 0),
    ("CHECK-DAG: a\nCHECK-DAG: a\n", "a\n", &[], 1),
    ("CHECK-DAG: a\nCHECK-DAG: a\n", "a\na\n", &[], 0),
    ("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nx\nb\n", &[], 1),
    ("CHECK-DAG: a\nCHECK-NOT: x\nCHECK-DAG: b\n", "a\nb\nx\n", &[], 0),
    ("CHECK-DAG: b\nCHECK-NOT: x\nCHECK-DAG: a\n", "a\nb\n", &[], 1),
    ("CHECK: s\nCHECK-DAG: a\nCHECK-DAG: b\nCHECK: e\n", "s\nb\na\ne\n", &[], 0),
    ("CHECK: s\nCHECK-DAG: a\nCHECK-DAG: b\nCHECK: e\n", "s\nb\ne\na\n", &[], 1),
    ("CHECK-DAG: a\nCHECK-DAG: b\nCHECK-NEXT: c\n", "b\na\nc\n", &[], 2),
    ("CHECK-DAG: [[X:[a-z]]]1\nCHECK-DAG: [[X]]2\n", "b2\na1\nb1\n", &[], 1),
    ("CHECK-DAG: foo\nCHECK-DAG: foobar\n", "foobar\n", &[], 1),
    ("CHECK-DAG: x\nCHECK-NOT: y\n", "x\ny\n", &[], 1),
    ("CHECK-DAG-NOT: a\n", "a\n", &[], 2),
    // LABEL.
    ("CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\nCHECK: b\n", "f1\na\nf2\nb\n", &[], 0),
    ("CHECK-LABEL: f1\nCHECK: b\nCHECK-LABEL: f2\nCHECK: a\n", "f1\na\nf2\nb\n", &[], 1),
    ("CHECK-LABEL: f1\nCHECK: a\nCHECK-LABEL: f2\n", "f1\na\n", &[], 1),
    ("CHECK-LABEL: f1\nCHECK-NOT: x\nCHECK-LABEL: f2\n", "f1\nx\nf2\n", &[], 1),
    ("CHECK-LABEL: f1\nCHECK-NOT: x\nCHECK-LABEL: f2\n", "f1\nf2\nx\n", &[], 0),
    ("CHECK-LABEL: [[X:f]]\n", "f\n", &[], 2),
    ("CHECK-LABEL: {{f[0-9]}}\n", "f1\n", &[], 0),
    ("CHECK: [[V:x]]\nCHECK-LABEL: L\nCHECK: [[V]]\n", "x\nL\nx\n", &[], 0),
    ("CHECK: [[V:x]]\nCHECK-LABEL: L\nCHECK: [[V]]\n", "x\nL\nx\n", &["--enable-var-scope"], 1),
    ("CHECK: [[$V:x]]\nCHECK-LABEL: L\nCHECK: [[$V]]\n", "x\nL\nx\n", &["--enable-var-scope"], 0),
    ("CHECK: [[#N:]]\nCHECK-LABEL: L\nCHECK: [[#N]]\n", "1\nL\n1\n", &["--enable-var-scope"], 1),
    ("CHECK-LABEL: a\nCHECK-LABEL: a\n", "a\n", &[], 1),
    // COUNT.
    ("CHECK-COUNT-3: a\n", "a\na\na\n", &[], 0),
    ("CHECK-COUNT-3: a\n", "a\na\nb\n", &[], 1),
    ("CHECK-COUNT-2: a\nCHECK-NOT: a\n", "a\na\na\n", &[], 1),
    ("CHECK-COUNT-2: a\nCHECK-NEXT: b\n", "a a\nb\n", &[], 0),
    ("CHECK-COUNT-0: a\n", "a\n", &[], 2),
    ("CHECK-COUNT-1: a\n", "a\n", &[], 0),
    // Whitespace handling.
    ("CHECK: a b\n", "a    b\n", &[], 0),
    ("CHECK: a b\n", "a\t\tb\n", &[], 0),
    ("CHECK: a  b\n", "a b\n", &[], 0),
    ("CHECK: a b\n", "ab\n", &[], 1),
    ("CHECK: a  b\n", "a b\n", &["--strict-whitespace"], 1),
    ("CHECK: a  b\n", "a  b\n", &["--strict-whitespace"], 0),
    ("CHECK:a\n", "a\n", &[], 0),
    ("CHECK: a   \n", "a\n", &[], 0),
    // --match-full-lines.
    ("CHECK: foo\n", "foo bar\n", &["--match-full-lines"], 1),
    ("CHECK: foo bar\n", "foo bar\n", &["--match-full-lines"], 0),
    ("CHECK: foo\n", "  foo  \n", &["--match-full-lines"], 0),
    ("CHECK: foo\n", "  foo\n", &["--match-full-lines", "--strict-whitespace"], 1),
    ("CHECK:foo\n", "foo\n", &["--match-full-lines", "--strict-whitespace"], 0),
    ("CHECK: foo\nCHECK-NOT: ba\n", "foo\nbar\n", &["--match-full-lines"], 1),
    // --implicit-check-not.
    ("CHECK: a\n", "a\nfoo\n", &["--implicit-check-not=foo"], 1),
    ("CHECK: a\n", "a\nbar\n", &["--implicit-check-not=foo"], 0),
    ("CHECK: foo\n", "foo\n", &["--implicit-check-not=foo"], 0),
    ("CHECK: a\nCHECK: b\n", "a\nfoo\nb\n", &["--implicit-check-not", "foo"], 1),
    ("CHECK: a\n", "a\nfoo\n", &["--implicit-check-not={{f.o}}"], 1),
    ("nothing\n", "bar\n", &["--implicit-check-not=baz"], 0),
    // Prefixes.
    ("A: a\nB: b\n", "a\nb\n", &["--check-prefixes=A,B"], 0),
    ("A: a\n", "a\n", &["--check-prefixes=A,B"], 2),
    ("A: a\n", "a\n", &["--check-prefixes=A,B", "--allow-unused-prefixes"], 0),
    ("A: a\n", "a\n", &["--check-prefix=A"], 0),
    ("XA: a\nA: b\n", "b\n", &["--check-prefix=A"], 0),
    ("A-B: a\n", "x\n", &["--check-prefixes=A,A-B"], 2),
    ("CHECK: a\n", "a\n", &["--check-prefix=CHECK", "--check-prefix=CHECK"], 2),
    ("CHECK: a\n", "a\n", &["--check-prefixes=CHECK,COM"], 2),
    ("// RUN: foo | FileCheck %s CHECK: zzz\n// CHECK: a\n", "a\n", &[], 0),
    ("// COM: CHECK: zzz\n// CHECK: a\n", "a\n", &[], 0),
    ("CHECKX: a\nCHECK: b\n", "b\n", &[], 0),
    ("CHECK-NEXTX: a\nCHECK: b\n", "b\n", &[], 0),
    ("CHECK{LITERAL}: [[x]]\n", "[[x]]\n", &[], 0),
    ("CHECK-NOT{LITERAL}: {{x}}\n", "{{x}}\n", &[], 1),
    // Usage.
    ("CHECK: a\n", "a\n", &["--bogus-flag"], 1),
    ("CHECK: a\n", "a\n", &["--dump-input=never"], 0),
    ("CHECK: a\n", "b\n", &["--dump-input=always"], 1),
    ("CHECK: a\n", "a\n", &["--dump-input=bogus"], 1),
    // Misc.
    ("CHECK: a\r\nCHECK-NEXT: b\r\n", "a\r\nb\r\n", &[], 0),
    ("CHECK: é\n", "café\n", &[], 0),
    ("CHECK: {{.}}b\n", "éb\n", &[], 0),
    ("CHECK: x\n", "\u{1}\u{2}x\n", &[], 0),
];

fn reference() -> Option<PathBuf> {
    ["/usr/bin/FileCheck-22", "/usr/lib/llvm-22/bin/FileCheck"].iter().map(PathBuf::from).find(|p| p.exists())
}

#[test]
fn differential_against_filecheck_22() {
    let dir = std::env::temp_dir().join(format!("strata-fc-diff-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let reference = reference();
    if reference.is_none() {
        eprintln!("note: FileCheck-22 not found; checking recorded exit statuses only");
    }
    let mut failures = Vec::new();
    let mut agreed = 0;
    for (i, (check, input, extra, expected)) in CASES.iter().enumerate() {
        let check_path = dir.join(format!("case{i}.txt"));
        std::fs::write(&check_path, check).unwrap();
        let mut args: Vec<String> = extra.iter().map(|s| s.to_string()).collect();
        args.push(check_path.display().to_string());
        let ours = run_filecheck(&args, input.as_bytes());
        let want = match &reference {
            Some(fc) => {
                let mut child = Command::new(fc)
                    .args(&args)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::null())
                    .stderr(Stdio::null())
                    .spawn()
                    .unwrap();
                if let Some(mut w) = child.stdin.take() {
                    // The tool may exit (e.g. on a usage error) before reading.
                    let _ = w.write_all(input.as_bytes());
                }
                let st = child.wait().unwrap().code().unwrap_or(-1);
                if st != *expected {
                    failures.push(format!("case {i} ({check:?} / {input:?} / {extra:?}): table says {expected} but FileCheck-22 says {st}"));
                }
                st
            }
            None => *expected,
        };
        if ours.code == want {
            agreed += 1;
        } else {
            failures.push(format!(
                "case {i}: check {check:?} input {input:?} args {extra:?}: ours {} reference {want}\n{}",
                ours.code,
                String::from_utf8_lossy(&ours.stderr)
            ));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("differential: {agreed}/{} cases agree", CASES.len());
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
