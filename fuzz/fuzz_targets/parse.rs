//! Coverage-guided fuzzing of the parser, verifier and printers: any bytes
//! through `strata_fuzz::Oracle` without the passes (parse, the threaded
//! parse, verify, the generic and custom round trips).
#![no_main]

use libfuzzer_sys::fuzz_target;
use strata_fuzz::oracle::CheckConfig;

fuzz_target!(|data: &[u8]| strata_fuzz::check_or_panic(data, CheckConfig::default()));
