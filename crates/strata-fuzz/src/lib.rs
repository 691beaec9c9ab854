//! The fuzzing oracle of strata: what must hold for *any* input.
//!
//! Two fuzzers share it. `tests/mutation.rs` is deterministic (a fixed-seed
//! mutator over every `.mlir` file of the repository, run by `cargo test`);
//! the coverage-guided targets in the repository's `fuzz/` directory feed
//! libFuzzer's inputs to the same checks (`cargo xtask fuzz`). A check
//! that fails returns `Err` with a message; a panic is a failure too (the
//! libFuzzer targets let it abort, the mutation test catches it).
//!
//! Invariant: an input that fails no check leaves no trace (no output, no
//! file), so a fuzzer may call the oracle millions of times.

pub mod mutate;
pub mod oracle;
pub mod seeds;

pub use oracle::Oracle;

/// Runs `f` on a worker with strata-opt's stack (`strata_ir::spawn_worker`):
/// the parser recurses up to its nesting limit, which a fuzzer reaches. A
/// panic in `f` goes on in the caller.
pub fn on_worker_stack<T: Send>(f: impl FnOnce() -> T + Send + Clone) -> T {
    std::thread::scope(|scope| match strata_ir::spawn_worker(scope, f).join() {
        Ok(v) => v,
        Err(e) => std::panic::resume_unwind(e),
    })
}

/// One libFuzzer input through the oracle (built once per process) on a
/// worker stack; a failed check panics with its message, which libFuzzer
/// records as a crash.
pub fn check_or_panic(data: &[u8], config: oracle::CheckConfig) {
    static ORACLE: std::sync::OnceLock<Oracle> = std::sync::OnceLock::new();
    on_worker_stack(|| {
        if let Err(e) = ORACLE.get_or_init(Oracle::new).check(data, &config) {
            panic!("{e}");
        }
    });
}
