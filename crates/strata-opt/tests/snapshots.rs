//! Snapshots (`insta`) of strata-opt outputs too large to check line by
//! line in lit: the `--help` text (every option and pass, with their
//! descriptions) and a fully spelled-out pipeline (every option of every
//! pass with its default). A change to either shows up as a reviewable diff
//! of the file under `tests/snapshots/`; `cargo insta review` (or
//! `INSTA_UPDATE=always`) accepts it.

use std::process::Command;

fn strata_opt(args: &[&str]) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_strata-opt")).args(args).output().expect("strata-opt runs");
    assert!(out.status.success(), "strata-opt {args:?} failed: {}", String::from_utf8_lossy(&out.stderr));
    let mut text = String::from_utf8(out.stdout).expect("UTF-8 stdout");
    text.push_str(&String::from_utf8(out.stderr).expect("UTF-8 stderr"));
    text
}

#[test]
fn help_text() {
    insta::assert_snapshot!(strata_opt(&["--help"]));
}

#[test]
fn every_pass_option_spelled_out() {
    let pipeline = "builtin.module(canonicalize,cse,dce,symbol-dce,func.func(canonicalize{top-down=false},cse))";
    insta::assert_snapshot!(strata_opt(&[
        "--pass-pipeline",
        pipeline,
        "--dump-pass-pipeline",
        "-o",
        "/dev/null",
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/passes.mlir"),
    ]));
}
