//! The deterministic mutation fuzzer: every seed of `strata_fuzz::seeds`
//! mutated by `strata_fuzz::mutate` with a fixed-seed generator, each
//! mutant through every check of `strata_fuzz::Oracle` (every other mutant
//! with `canonicalize{cse=true}`). A panic or a failed check fails the
//! test, printing the first mutant (all of them go to
//! `target/strata-fuzz-failures.txt`).
//!
//! `STRATA_FUZZ_ITERS` sets the number of mutants per seed: 4 by default,
//! under a minute under `cargo test`; `.ci/run` runs 20 on a release build
//! (`STRATA_FUZZ_ITERS=20 cargo test --release -p strata-fuzz --test
//! mutation`). Mutants are made round by round over all seeds, so a run of
//! `N` mutants per seed starts with those of a shorter run. The
//! coverage-guided fuzzer (`cargo xtask fuzz`) explores further.

use std::panic::{catch_unwind, AssertUnwindSafe};

use strata_fuzz::mutate::mutate;
use strata_fuzz::oracle::CheckConfig;

#[test]
fn mutants_of_every_seed_pass_the_oracle() {
    strata_fuzz::on_worker_stack(run);
}

fn run() {
    let iters: usize = std::env::var("STRATA_FUZZ_ITERS").ok().and_then(|s| s.parse().ok()).unwrap_or(4);
    let oracle = strata_fuzz::Oracle::new();
    let mut rng = strata_ir::testing::XorShift(0x9E37_79B9_7F4A_7C15);
    let mut failures = Vec::new();
    let seeds = strata_fuzz::seeds::seeds();
    assert!(!seeds.is_empty(), "no fuzz seeds found");
    for i in 0..iters {
        for (name, seed) in &seeds {
            let input = mutate(&mut rng, seed);
            let config = CheckConfig { passes: true, canonicalize_cse: i % 2 == 1 };
            match catch_unwind(AssertUnwindSafe(|| oracle.check(&input, &config))) {
                Ok(Ok(())) => {}
                Ok(Err(msg)) => {
                    failures.push(format!("{name} #{i}: {msg}\ninput:\n{}", String::from_utf8_lossy(&input)))
                }
                Err(_) => failures.push(format!("{name} #{i}: panic\ninput:\n{}", String::from_utf8_lossy(&input))),
            }
        }
    }
    eprintln!("fuzz: {} seeds x {iters} mutants, {} failures", seeds.len(), failures.len());
    for f in &failures {
        eprintln!("  {}", f.lines().next().unwrap_or(""));
    }
    if !failures.is_empty() {
        // Every failure in full, for a long run's triage.
        let log = strata_fuzz::seeds::repo_root().join("target/strata-fuzz-failures.txt");
        let _ = std::fs::write(&log, failures.join("\n\n=====\n\n"));
        panic!("{} fuzz failures (all in {}); first:\n{}", failures.len(), log.display(), failures[0]);
    }
}

#[test]
fn the_seeds_pass_the_oracle() {
    strata_fuzz::on_worker_stack(|| {
        let oracle = strata_fuzz::Oracle::new();
        let config = CheckConfig { passes: true, canonicalize_cse: false };
        for (name, seed) in strata_fuzz::seeds::seeds() {
            if let Err(e) = oracle.check(&seed, &config) {
                panic!("{name}: {e}");
            }
        }
    });
}
