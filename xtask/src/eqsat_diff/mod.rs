//! `cargo xtask eqsat-diff`: a differential test of `strata-opt --eqsat`.
//! Random programs ([`program`]) run before and after the pass through
//! upstream MLIR 22 (`mlir-opt-22` lowering to LLVM, `mlir-runner-22`);
//! their printed results must be identical.
//!
//! Programs are batched, several functions called from one `@main` per
//! file, so each batch costs one lowering and one JIT run per side.
//!
//! Invariants: the programs depend on `--seed` only; a tool failure or a
//! difference is reported with the batch's file names (kept under
//! `--keep DIR`, else a temporary directory) and makes the exit status 1.

mod program;

use std::path::PathBuf;
use std::process::Command;

use crate::gen::rng::Rng;
use crate::runner::{batch_text, Runner};
use crate::util::{self, run_capture, Args, Result};

const HELP: &str = "\
usage: cargo xtask eqsat-diff [options]

Random pure integer/index/float programs, run before and after
`strata-opt --eqsat` through mlir-opt-22 (lowered to LLVM) and mlir-runner-22;
the printed results must be identical.

  --programs N    programs (default 40)
  --ops N         ops per program's loop body (default 40)
  --batch N       programs per file / JIT run (default 20)
  --seed N        (default 1)
  --strata PATH   strata-opt (else $STRATA_OPT, else a release build)
  --keep DIR      keep the inputs and outputs in DIR
";

pub fn run(args: Vec<String>) -> Result<i32> {
    let mut args = Args::new(args);
    if args.flag("--help") {
        print!("{HELP}");
        return Ok(0);
    }
    let programs: usize = args.parsed("--programs")?.unwrap_or(40);
    let ops: usize = args.parsed("--ops")?.unwrap_or(40);
    let batch: usize = args.parsed::<usize>("--batch")?.unwrap_or(20).max(1);
    let seed: u64 = args.parsed("--seed")?.unwrap_or(1);
    let strata = args.value("--strata")?;
    let keep = args.value("--keep")?;
    args.finish()?;
    let strata = util::strata_binary(strata)?;
    let runner = Runner::find()?;
    let kept = keep.is_some();
    let dir = util::work_dir(keep.map(PathBuf::from), "eqsat-diff")?;
    let mut rng = Rng::new(seed);
    let (mut compared, mut mismatches, mut done) = (0usize, 0usize, 0usize);
    let mut batch_no = 0;
    while done < programs {
        let n = batch.min(programs - done);
        let programs: Vec<String> =
            (done..done + n).map(|k| program::program(&mut rng, &format!("p{k}"), ops)).collect();
        let text = batch_text(done, &programs);
        let input = dir.join(format!("batch{batch_no}.mlir"));
        let output = dir.join(format!("batch{batch_no}.eqsat.mlir"));
        std::fs::write(&input, &text).map_err(|e| format!("cannot write {}: {e}", input.display()))?;
        let out = run_capture(Command::new(&strata).arg(&input).arg("--eqsat").arg("-o").arg(&output))?;
        if !out.status.success() {
            return Err(format!(
                "strata-opt --eqsat failed on {}:\n{}",
                input.display(),
                util::excerpt(&out.stderr, 20)
            ));
        }
        let before = runner.execute(&input)?;
        let after = runner.execute(&output)?;
        let (b, a): (Vec<&str>, Vec<&str>) = (before.lines().collect(), after.lines().collect());
        compared += b.len();
        if b != a {
            mismatches += 1;
            eprintln!(
                "MISMATCH in {} vs {}:\n{}",
                input.display(),
                output.display(),
                util::line_diff(&before, &after, 20)
            );
        }
        done += n;
        batch_no += 1;
    }
    if mismatches == 0 && !kept {
        let _ = std::fs::remove_dir_all(&dir);
    }
    println!("eqsat-diff: {programs} programs, {compared} printed results compared, {mismatches} mismatching batches");
    Ok(i32::from(mismatches > 0))
}
