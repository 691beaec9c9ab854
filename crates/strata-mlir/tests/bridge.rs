//! The bridge's tests (feature `llvm`): strata modules cross into upstream
//! MLIR 22 and back byte-identically; strata-run runs a program, emits
//! LLVM IR and assembly, and reports bad input as diagnostics with exit
//! code 1; strata-translate prints mlir-translate-22's LLVM IR.

use std::path::Path;
use std::process::Command;

use strata_mlir::Upstream;
use strata_syntax::{parse_source, print_op_tree, ParseConfig, PrintConfig, SourceFile};

fn strata_context() -> strata_ir::Context {
    strata_opt::make_context(&strata_init::all_dialects())
}

/// Lit inputs whose chunks cross: every chunk strata parses and verifies
/// without `expected-` diagnostics.
const ROUND_TRIP_DIRS: &[&str] =
    &["arith", "scf", "vector", "memref", "func", "cf", "math", "index", "canonicalize", "cse", "dce"];

/// Crosses every chunk of the lit files in `ROUND_TRIP_DIRS`: strata's
/// print, upstream's parse and print, strata's parse and print must all be
/// the same bytes.
#[test]
fn round_trip_is_byte_identical() {
    let lit = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit");
    let upstream = Upstream::new();
    let (mut crossed, mut mismatches) = (0, Vec::new());
    for dir in ROUND_TRIP_DIRS {
        let mut files: Vec<_> = std::fs::read_dir(lit.join(dir)).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        for file in files.iter().filter(|f| f.extension().is_some_and(|e| e == "mlir")) {
            let text = std::fs::read_to_string(file).unwrap();
            for (i, chunk) in text.split("// -----").enumerate() {
                if chunk.contains("expected-") || chunk.contains("allow-unregistered") {
                    continue;
                }
                let ctx = strata_context();
                let src = SourceFile::new("chunk", chunk.as_bytes().to_vec());
                let Ok(m) = parse_source(&ctx, &src, ParseConfig::default()) else { continue };
                let config = strata_ir::verifier::VerifyConfig { allow_unregistered: false, disable_threading: true };
                if strata_ir::verifier::verify_all(&ctx, &m.body, m.root, &config).is_err() {
                    continue;
                }
                let strata_text = print_op_tree(&ctx, &m.body, m.root, &PrintConfig::default());
                let module = match upstream.from_strata(&ctx, &m.body, m.root) {
                    Ok(module) => module,
                    Err(e) => {
                        eprintln!(
                            "skipped (upstream cannot parse it) {}#{i}: {}",
                            file.display(),
                            e.lines().next().unwrap_or("")
                        );
                        continue;
                    }
                };
                let upstream_text = Upstream::print(&module);
                let back = Upstream::to_strata(&ctx, &module)
                    .map(|b| print_op_tree(&ctx, &b.body, b.root, &PrintConfig::default()));
                if upstream_text != strata_text || back.as_deref() != Ok(strata_text.as_str()) {
                    mismatches.push(format!(
                        "{}#{i}:\n--- strata\n{strata_text}--- upstream\n{upstream_text}",
                        file.display()
                    ));
                } else {
                    crossed += 1;
                }
            }
        }
    }
    eprintln!("{crossed} chunks crossed, {} mismatches", mismatches.len());
    assert!(mismatches.is_empty(), "{}", mismatches.join("\n"));
    assert!(crossed >= 20, "only {crossed} chunks crossed");
}

/// strata-run on `args` (the input file is under tests/inputs): exit
/// code, stdout, stderr.
fn strata_run(args: &[&str]) -> (i32, String, String) {
    let inputs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    let out = Command::new(env!("CARGO_BIN_EXE_strata-run")).current_dir(inputs).args(args).output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
    (out.status.code().unwrap_or(-1), text(out.stdout), text(out.stderr))
}

#[test]
fn runs_the_entry_point_and_prints() {
    let (code, stdout, stderr) = strata_run(&["compute.mlir", "--canonicalize", "--cse", "--entry-point=main"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(stdout, "( 2.25, 6.25, 12.25, 20.25 )\n140\n( 0, 1, 4, 9, 16, 25, 36, 49 )\n");
}

#[test]
fn strata_pipeline_flag_is_strata_opts() {
    let (code, stdout, stderr) =
        strata_run(&["compute.mlir", "--pass-pipeline=builtin.module(func.func(canonicalize))"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(stdout.starts_with("( 2.25, 6.25, 12.25, 20.25 )\n140\n"), "{stdout}");
}

#[test]
fn emits_llvm_ir_and_assembly() {
    let (code, ir, stderr) = strata_run(&["compute.mlir", "--emit=llvm-ir"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(ir.contains("define void @main()"), "{ir}");
    assert!(ir.contains("declare void @printF32(float)"), "{ir}");
    let (code, asm, stderr) = strata_run(&["compute.mlir", "--emit=asm"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(asm.lines().any(|l| l == "main:"), "{asm}");
}

#[test]
fn bad_input_is_a_diagnostic_and_exit_code_1() {
    let cases: &[(&[&str], &str)] = &[
        (
            &["compute.mlir", "--lowering-pipeline=builtin.module(no-such-pass)"],
            "'no-such-pass' does not refer to a registered pass",
        ),
        (&["compute.mlir", "--entry-point=nope"], "entry point not found: 'nope'"),
        (&["compute.mlir", "--entry-point=takes_arg"], "must take no arguments and return nothing"),
        (&["compute.mlir", "--lowering-pipeline=builtin.module(canonicalize)"], "not an 'llvm.func'"),
        (&["compute.mlir", "--emit=obj"], "unknown --emit value 'obj'"),
        (&["compute.mlir", "--no-such-strata-pass"], "Unknown command line argument '--no-such-strata-pass'"),
        (&["missing.mlir"], "cannot open input file 'missing.mlir'"),
        (&["compute.mlir", "--shared-libs=/no/such/lib.so"], "shared library not found"),
        // Without upstream's runner library, vector.print's callees are missing.
        (&["compute.mlir", "--shared-libs="], "the JIT cannot link 'main'"),
    ];
    for (args, message) in cases {
        let (code, _, stderr) = strata_run(args);
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}

/// `--emit=asm` compiles for the host CPU's features: a 16-lane f32 add
/// uses the host's widest vector registers, `zmm` with AVX-512, `ymm` with
/// AVX, `xmm` otherwise.
#[test]
#[cfg(target_arch = "x86_64")]
fn assembly_uses_the_hosts_vector_registers() {
    let (code, asm, stderr) = strata_run(&["vadd.mlir", "--emit=asm", "--entry-point=k"]);
    assert_eq!(code, 0, "{stderr}");
    let cpuinfo = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let flags = cpuinfo.lines().find(|l| l.starts_with("flags")).unwrap_or("");
    let has = |flag: &str| flags.split_whitespace().any(|f| f == flag);
    let register = if has("avx512f") {
        "%zmm"
    } else if has("avx") {
        "%ymm"
    } else {
        "%xmm"
    };
    assert!(asm.contains(register), "{register} not in\n{asm}");
}

/// A kernel through vectorize-loops runs through the bridge and prints what
/// its scalar loop (the skipper) prints; vectorized for AVX-512, its
/// assembly uses `zmm` registers.
#[test]
fn vectorized_kernel_runs_like_the_scalar_loop() {
    let (code, scalar, stderr) = strata_run(&["marked.mlir", "--vectorize-loops=enable=false"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(scalar, "( 1, 3, 5, 7 )\n1999\n");
    let (code, vector, stderr) =
        strata_run(&["marked.mlir", "--vectorize-loops", "--canonicalize", "--lower-vectorize"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(vector, scalar);
}

#[test]
#[cfg(target_arch = "x86_64")]
fn vectorized_kernel_uses_the_targets_registers() {
    let avx512 = std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|c| c.contains(" avx512f"));
    let (target, register) = if avx512 { ("avx512", "%zmm") } else { ("sse4.2", "%xmm") };
    let pass = format!("--vectorize-loops=target={target}");
    let (code, asm, stderr) = strata_run(&["marked.mlir", &pass, "--lower-vectorize", "--emit=asm", "--entry-point=k"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(asm.contains(register), "{register} not in\n{asm}");
}

/// Every kernel of the vectorize execution test (strided accesses,
/// reductions hoisted out of their outer loop, tails, TVM's nest) runs
/// through strata-run scalar (the skipper) and vectorized for each width,
/// and prints the same lanes and checksums, bitwise.
#[test]
fn vectorize_execution_kernels_run_like_their_scalar_loops() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit/vectorize/vectorize-loops-execute.mlir");
    let file = file.to_str().unwrap();
    let (code, scalar, stderr) = strata_run(&[file, "--vectorize-loops=enable=false"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(scalar.lines().count(), 8, "{scalar}");
    for target in ["native", "avx512", "avx2", "sse4.2"] {
        let pass = format!("--vectorize-loops=target={target}");
        let (code, vector, stderr) = strata_run(&[file, &pass, "--canonicalize", "--lower-vectorize"]);
        assert_eq!(code, 0, "{target}: {stderr}");
        assert_eq!(vector, scalar, "{target}");
    }
}

/// strata's own lowering (the default) runs programs of loops, memrefs,
/// calls and vectorized kernels as upstream's lowering
/// (`--lower-with=upstream`) does, and lowers them to the LLVM dialect
/// entirely (no upstream pass runs).
#[test]
fn strata_lowering_runs_like_upstreams() {
    let vectorized: &[&str] = &["--vectorize-loops", "--canonicalize", "--lower-vectorize"];
    let kernels = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit/vectorize/vectorize-loops-execute.mlir");
    let kernels = kernels.to_str().unwrap();
    let cases =
        [("scalar.mlir", &[][..]), ("compute.mlir", &[][..]), ("marked.mlir", vectorized), (kernels, vectorized)];
    for (file, extra) in cases {
        let mut args = vec![file];
        args.extend_from_slice(extra);
        let (code, strata, stderr) = strata_run(&args);
        assert_eq!(code, 0, "{file}: {stderr}");
        args.push("--lower-with=upstream");
        let (code, upstream, stderr) = strata_run(&args);
        assert_eq!(code, 0, "{file}: {stderr}");
        assert_eq!(strata, upstream, "{file}");
    }
    let (_, out, _) = strata_run(&["scalar.mlir"]);
    assert_eq!(out, "285\n81\n7.5\n");
    // A --pass-pipeline runs first; strata's lowering after it.
    let (code, out, stderr) = strata_run(&["scalar.mlir", "--pass-pipeline=builtin.module(canonicalize)"]);
    assert_eq!(code, 0, "{stderr}");
    assert_eq!(out, "285\n81\n7.5\n");
}

/// strata's lowering of strata-run's inputs (and of vectorized kernels)
/// leaves only llvm ops, so by default no upstream pass runs.
#[test]
fn default_lowering_is_strata_alone() {
    use strata_mlir::run::{only_llvm_ops, strata_lowering};
    let tool = strata_opt::Tool::new("strata-run", strata_init::all_dialects(), strata_init::all_passes());
    let inputs = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/inputs");
    for file in ["scalar.mlir", "compute.mlir"] {
        let text = std::fs::read_to_string(inputs.join(file)).unwrap();
        let lowered = strata_lowering(&tool, file, text).unwrap();
        assert!(only_llvm_ops(&lowered), "{file}: {lowered}");
    }
    let (code, vectorized, stderr) =
        strata_run(&["marked.mlir", "--vectorize-loops", "--canonicalize", "--lower-vectorize", "--emit=mlir"]);
    assert_eq!(code, 0, "{stderr}");
    assert!(vectorized.contains("llvm.intr.vector.reduce") || vectorized.contains("vector<"), "{vectorized}");
    assert!(!vectorized.contains(" vector."), "{vectorized}");
}

fn strata_translate(args: &[&str], stdin: &str) -> (i32, String, String) {
    run_with_stdin(env!("CARGO_BIN_EXE_strata-translate"), args, stdin)
}

/// `strata-translate --mlir-to-llvmir` prints what `mlir-translate-22`
/// prints on every chunk of the lit files below that upstream translates
/// (those in the LLVM dialect already), and on strata-run's inputs
/// lowered by strata.
#[test]
fn translate_prints_what_mlir_translate_prints() {
    let lit = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/lit");
    let mut files = Vec::new();
    for dir in ["llvm", "conversion", "transforms", "scale"] {
        let mut stack = vec![lit.join(dir)];
        while let Some(d) = stack.pop() {
            for entry in std::fs::read_dir(&d).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    stack.push(path);
                } else if path.extension().is_some_and(|e| e == "mlir") {
                    files.push(path);
                }
            }
        }
    }
    files.sort();
    let mut chunks: Vec<(String, String)> = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        chunks.extend(text.split("\n// -----\n").map(|c| (file.display().to_string(), c.to_string())));
    }
    for file in ["compute.mlir", "scalar.mlir", "marked.mlir"] {
        let (code, lowered, stderr) = strata_run(&[file, "--emit=mlir", "--lower-with=strata"]);
        assert_eq!(code, 0, "{file}: {stderr}");
        chunks.push((file.to_string(), lowered));
    }
    let mut translated = 0;
    for (file, chunk) in &chunks {
        {
            let (code, upstream, _) = run_with_stdin("mlir-translate-22", &["--mlir-to-llvmir"], chunk);
            if code != 0 {
                continue;
            }
            let (code, strata, stderr) = strata_translate(&["--mlir-to-llvmir"], chunk);
            assert_eq!(code, 0, "{file}: {stderr}");
            assert_eq!(strata, upstream, "{file}");
            translated += 1;
        }
    }
    assert!(translated >= 25, "only {translated} chunks translated");
}

fn run_with_stdin(tool: &str, args: &[&str], stdin: &str) -> (i32, String, String) {
    use std::io::Write as _;
    let mut child = Command::new(tool)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("{tool}: {e} (mlir-22-tools installs it)"));
    child.stdin.take().unwrap().write_all(stdin.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    let text = |b: Vec<u8>| String::from_utf8_lossy(&b).into_owned();
    (out.status.code().unwrap_or(-1), text(out.stdout), text(out.stderr))
}

#[test]
fn translate_bad_input_is_a_diagnostic_and_exit_code_1() {
    let cases: &[(&[&str], &str, &str)] = &[
        (&["--mlir-to-llvmir"], "llvm.func @f( {\n", "<stdin>:1:14: error: expected non-function type"),
        (
            &["--mlir-to-llvmir"],
            "func.func @f() {\n  return\n}\n",
            "<stdin>:1:1: error: cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface`",
        ),
        (&[], "", "no translation given"),
        (&["--mlir-to-spirv"], "", "Unknown command line argument '--mlir-to-spirv'"),
        (&["--mlir-to-llvmir", "missing.mlir"], "", "cannot open input file 'missing.mlir'"),
    ];
    for (args, input, message) in cases {
        let (code, stdout, stderr) = strata_translate(args, input);
        assert_eq!(code, 1, "{args:?}: {stderr}");
        assert!(stdout.is_empty(), "{args:?}: {stdout}");
        assert!(stderr.contains(message), "{args:?}: {stderr}");
    }
}
