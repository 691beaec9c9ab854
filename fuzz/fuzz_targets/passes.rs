//! Coverage-guided fuzzing of the passes: any bytes through every check of
//! `strata_fuzz::Oracle` (the parse checks, then every analysis,
//! transform and lowering, `cse` and `canonicalize` on one thread and on
//! four). The input's last byte picks `canonicalize{cse=true}` when odd.
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_fuzz::oracle::CheckConfig;

fuzz_target!(|data: &[u8]| {
    let config = CheckConfig { passes: true, canonicalize_cse: data.last().is_some_and(|b| b % 2 == 1) };
    strata_fuzz::check_or_panic(data, config)
});
