//! `strata-filecheck`: command-line front end of the in-process FileCheck.
//! Reads the input from stdin (or `--input-file`) and exits 0 on success,
//! 1 on check failure, 2 on usage errors — exactly like LLVM's FileCheck.

use std::io::{Read, Write};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let reads_stdin = !args.iter().any(|a| {
        let b = a.trim_start_matches('-');
        (b.starts_with("input-file") && !b.ends_with("=-")) && a.starts_with('-')
    });
    let mut input = Vec::new();
    if reads_stdin {
        // A read error simply leaves the input empty ("is empty" error).
        let _ = std::io::stdin().read_to_end(&mut input);
    }
    let out = strata_filecheck::run_filecheck(&args, &input);
    let _ = std::io::stdout().write_all(&out.stdout);
    let _ = std::io::stderr().write_all(&out.stderr);
    std::process::exit(out.code);
}
