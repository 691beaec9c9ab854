//! Upstream's back end on a module already lowered to the LLVM dialect:
//! translation to LLVM IR ([`llvm_ir`]), to the host's assembly
//! ([`assembly`], through LLVM-C's target machine), and JIT execution of
//! an entry function ([`execute`], upstream's `ExecutionEngine`).
//!
//! This is the one module of the crate with `unsafe` code: the C APIs
//! melior does not wrap (LLVM IR translation, LLVM-C's target machine),
//! the execution engine's C API (melior's wrapper cannot report an engine
//! upstream failed to build, nor pass NUL-terminated library paths) and
//! the call of the JIT-compiled entry function, whose signature Rust
//! cannot know. Invariants that make each call sound: every raw
//! handle comes from the call just before it and is checked for null
//! before use; every string LLVM hands out is copied and disposed with
//! LLVM's matching function; [`execute`] only calls an entry function it
//! has checked to be a definition taking no arguments and returning
//! nothing, as such.
#![allow(unsafe_code)]

use std::ffi::{c_char, CStr, CString};

use melior::ir::block::BlockLike;
use melior::ir::operation::OperationLike;
use melior::ir::RegionLike;
use melior::ir::{Module, OperationRef};
use mlir_sys::{
    mlirExecutionEngineCreate, mlirExecutionEngineDestroy, mlirExecutionEngineLookup, mlirTranslateModuleToLLVMIR,
    LLVMContextCreate, LLVMContextDispose, LLVMDisposeMessage, LLVMDisposeModule, LLVMModuleRef,
    LLVMPrintModuleToString, MlirStringRef,
};

/// The optimization level of the JIT and of the assembly (as
/// `mlir-runner -O3`).
pub const OPT_LEVEL: usize = 3;

/// Where Debian's LLVM 22 keeps upstream's C runner library (`printF32`,
/// `printNewline`, ... that `vector.print` lowers to).
pub const C_RUNNER_UTILS: &str = "/usr/lib/llvm-22/lib/libmlir_c_runner_utils.so";

/// `module` (in the LLVM dialect) translated to LLVM IR text.
pub fn llvm_ir(module: &Module<'_>) -> Result<String, String> {
    with_llvm_module(module, |m| {
        // SAFETY: `m` is a live module; the message is copied, then disposed.
        unsafe { Ok(take_message(LLVMPrintModuleToString(m))) }
    })
}

/// `module` (in the LLVM dialect) compiled to the host CPU's assembly at
/// [`OPT_LEVEL`], with the host's CPU name and features.
pub fn assembly(module: &Module<'_>) -> Result<String, String> {
    with_llvm_module(module, |m| {
        // SAFETY: `m` is a live module (see the module doc for the rest).
        unsafe { target::emit_assembly(m) }
    })
}

/// `module` (in the LLVM dialect) translated to LLVM IR for the host (its
/// triple and data layout set) and run through LLVM's default pipeline at
/// `opt_level` (0 to 3), as upstream's `ExecutionEngine` users print it
/// (`ExecutionEngine::setupTargetTripleAndDataLayout`, then
/// `makeOptimizingTransformer(opt_level, 0, nullptr)`).
pub fn llvm_ir_for_host(module: &Module<'_>, opt_level: u32) -> Result<String, String> {
    with_llvm_module(module, |m| {
        // SAFETY: `m` is a live module (see the module doc for the rest).
        unsafe {
            target::optimize_for_host(m, opt_level.min(3))?;
            Ok(take_message(LLVMPrintModuleToString(m)))
        }
    })
}

/// Translates `module` to an LLVM module, hands it to `f` and frees it.
fn with_llvm_module<T>(module: &Module<'_>, f: impl FnOnce(LLVMModuleRef) -> Result<T, String>) -> Result<T, String> {
    // SAFETY: the context outlives the module translated into it; both are
    // disposed here, the module first; a null module (the translation
    // failed, upstream reported why) is never used.
    unsafe {
        let llvm_context = LLVMContextCreate();
        let llvm_module = mlirTranslateModuleToLLVMIR(module.as_operation().to_raw(), llvm_context as _);
        let result = if llvm_module.is_null() {
            Err("error: cannot translate the module to LLVM IR (is it fully lowered to the LLVM dialect?)".to_string())
        } else {
            let r = f(llvm_module as LLVMModuleRef);
            LLVMDisposeModule(llvm_module as LLVMModuleRef);
            r
        };
        LLVMContextDispose(llvm_context);
        result
    }
}

/// Copies and disposes an LLVM-owned message.
///
/// # Safety
/// `message` is null or a string from LLVM, not used afterwards.
unsafe fn take_message(message: *mut c_char) -> String {
    if message.is_null() {
        return String::new();
    }
    // SAFETY: as the caller promises.
    unsafe {
        let text = CStr::from_ptr(message).to_string_lossy().into_owned();
        LLVMDisposeMessage(message);
        text
    }
}

/// The top-level op whose symbol is `name` in `module`.
fn find_symbol<'c, 'a>(module: &'a Module<'c>, name: &str) -> Option<OperationRef<'c, 'a>> {
    let quoted = format!("\"{name}\"");
    let mut op = module.body().first_operation();
    while let Some(current) = op {
        if current.attribute("sym_name").is_ok_and(|a| a.to_string() == quoted) {
            return Some(current);
        }
        op = current.next_in_block();
    }
    None
}

/// JIT-compiles `module` (in the LLVM dialect) at [`OPT_LEVEL`] for the
/// host CPU, with `shared_libs` loaded, and calls `entry`, which must be a
/// function definition taking no arguments and returning nothing (as
/// `mlir-runner --entry-point-result=void`). What it prints goes to this
/// process's stdout.
pub fn execute(module: &Module<'_>, entry: &str, shared_libs: &[&str]) -> Result<(), String> {
    let Some(function) = find_symbol(module, entry) else {
        return Err(format!("error: entry point not found: '{entry}'"));
    };
    let kind = function.name().as_string_ref().as_str().unwrap_or_default().to_string();
    if kind != "llvm.func" {
        return Err(format!(
            "error: entry point '{entry}' is a '{kind}', not an 'llvm.func' (does the lowering pipeline reach the LLVM dialect?)"
        ));
    }
    let ty = function.attribute("function_type").map(|a| a.to_string()).unwrap_or_default();
    if ty != "!llvm.func<void ()>" {
        return Err(format!("error: entry point '{entry}' must take no arguments and return nothing, it is {ty}"));
    }
    if function.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(format!("error: entry point '{entry}' is a declaration"));
    }
    // Translating first reports a module the engine could not compile (the
    // engine itself gives no diagnostic).
    with_llvm_module(module, |_| Ok(()))?;
    for lib in shared_libs {
        if !std::path::Path::new(lib).exists() {
            return Err(format!("error: shared library not found: '{lib}'"));
        }
    }
    // The C API reads each path's `data` as a C string (not its length):
    // NUL-terminated copies, alive until the engine is made.
    let paths: Vec<CString> = shared_libs
        .iter()
        .map(|p| CString::new(*p).map_err(|_| format!("error: bad shared library path '{p}'")))
        .collect::<Result<_, _>>()?;
    let refs: Vec<MlirStringRef> =
        paths.iter().map(|p| MlirStringRef { data: p.as_ptr(), length: p.as_bytes().len() }).collect();
    let name = CString::new(entry).map_err(|_| format!("error: bad entry point name '{entry}'"))?;
    // SAFETY: the module and the path strings outlive the call; a null
    // engine (upstream could not build it) is never used; the engine is
    // destroyed after the call of its code.
    unsafe {
        let engine = mlirExecutionEngineCreate(
            module.to_raw(),
            OPT_LEVEL as i32,
            refs.len() as i32,
            refs.as_ptr(),
            false,
            false,
        );
        if engine.ptr.is_null() {
            return Err(format!(
                "error: the JIT could not compile the module or load the shared libraries {shared_libs:?}"
            ));
        }
        let address = mlirExecutionEngineLookup(engine, MlirStringRef { data: name.as_ptr(), length: entry.len() });
        if address.is_null() {
            mlirExecutionEngineDestroy(engine);
            return Err(format!("error: the JIT cannot link '{entry}' (missing symbols? check --shared-libs)"));
        }
        // `address` is the JIT's code for `entry`, checked above to be a
        // `void ()` definition, so calling it as `extern "C" fn()` matches
        // its ABI.
        let function = std::mem::transmute::<*mut std::ffi::c_void, extern "C" fn()>(address);
        function();
        mlirExecutionEngineDestroy(engine);
    }
    // `vector.print` writes through C's stdio: flush it before Rust prints.
    // SAFETY: fflush(NULL) flushes every C stream.
    unsafe { fflush(std::ptr::null_mut()) };
    Ok(())
}

unsafe extern "C" {
    fn fflush(stream: *mut std::ffi::c_void) -> i32;
}

/// LLVM-C's target machine (not in mlir-sys's bindings): assembly for the
/// host.
mod target {
    use super::*;

    #[repr(C)]
    pub struct Opaque {
        _private: [u8; 0],
    }
    type TargetRef = *mut Opaque;
    type TargetMachineRef = *mut Opaque;
    type MemoryBufferRef = *mut Opaque;
    type TargetDataRef = *mut Opaque;
    type PassBuilderOptionsRef = *mut Opaque;
    type ErrorRef = *mut Opaque;
    /// LLVMCodeGenLevelAggressive, LLVMRelocDefault, LLVMCodeModelDefault,
    /// LLVMAssemblyFile (llvm-c/TargetMachine.h).
    const CODEGEN_AGGRESSIVE: u32 = 3;
    const RELOC_DEFAULT: u32 = 0;
    const CODE_MODEL_DEFAULT: u32 = 0;
    const ASSEMBLY_FILE: u32 = 0;

    unsafe extern "C" {
        fn LLVMGetDefaultTargetTriple() -> *mut c_char;
        fn LLVMGetHostCPUName() -> *mut c_char;
        fn LLVMGetHostCPUFeatures() -> *mut c_char;
        fn LLVMGetTargetFromTriple(triple: *const c_char, target: *mut TargetRef, error: *mut *mut c_char) -> i32;
        fn LLVMCreateTargetMachine(
            target: TargetRef,
            triple: *const c_char,
            cpu: *const c_char,
            features: *const c_char,
            level: u32,
            reloc: u32,
            code_model: u32,
        ) -> TargetMachineRef;
        fn LLVMDisposeTargetMachine(machine: TargetMachineRef);
        fn LLVMSetTarget(module: LLVMModuleRef, triple: *const c_char);
        fn LLVMTargetMachineEmitToMemoryBuffer(
            machine: TargetMachineRef,
            module: LLVMModuleRef,
            file_type: u32,
            error: *mut *mut c_char,
            out: *mut MemoryBufferRef,
        ) -> i32;
        fn LLVMGetBufferStart(buffer: MemoryBufferRef) -> *const c_char;
        fn LLVMCreateTargetDataLayout(machine: TargetMachineRef) -> TargetDataRef;
        fn LLVMSetModuleDataLayout(module: LLVMModuleRef, layout: TargetDataRef);
        fn LLVMDisposeTargetData(layout: TargetDataRef);
        fn LLVMCreatePassBuilderOptions() -> PassBuilderOptionsRef;
        fn LLVMDisposePassBuilderOptions(options: PassBuilderOptionsRef);
        fn LLVMRunPasses(
            module: LLVMModuleRef,
            passes: *const c_char,
            machine: TargetMachineRef,
            options: PassBuilderOptionsRef,
        ) -> ErrorRef;
        fn LLVMGetErrorMessage(error: ErrorRef) -> *mut c_char;
        fn LLVMDisposeErrorMessage(message: *mut c_char);
        fn LLVMGetBufferSize(buffer: MemoryBufferRef) -> usize;
        fn LLVMDisposeMemoryBuffer(buffer: MemoryBufferRef);
    }

    #[cfg(target_arch = "x86_64")]
    unsafe extern "C" {
        fn LLVMInitializeX86TargetInfo();
        fn LLVMInitializeX86Target();
        fn LLVMInitializeX86TargetMC();
        fn LLVMInitializeX86AsmPrinter();
    }
    #[cfg(target_arch = "aarch64")]
    unsafe extern "C" {
        fn LLVMInitializeAArch64TargetInfo();
        fn LLVMInitializeAArch64Target();
        fn LLVMInitializeAArch64TargetMC();
        fn LLVMInitializeAArch64AsmPrinter();
    }

    /// LLVM's `InitializeNativeTarget` + `InitializeNativeTargetAsmPrinter`
    /// (inline functions in LLVM-C, so not linkable).
    unsafe fn initialize_native() -> Result<(), String> {
        // SAFETY: LLVM's initializers are idempotent.
        unsafe {
            #[cfg(target_arch = "x86_64")]
            {
                LLVMInitializeX86TargetInfo();
                LLVMInitializeX86Target();
                LLVMInitializeX86TargetMC();
                LLVMInitializeX86AsmPrinter();
                Ok(())
            }
            #[cfg(target_arch = "aarch64")]
            {
                LLVMInitializeAArch64TargetInfo();
                LLVMInitializeAArch64Target();
                LLVMInitializeAArch64TargetMC();
                LLVMInitializeAArch64AsmPrinter();
                Ok(())
            }
            #[cfg(not(any(target_arch = "x86_64", target_arch = "aarch64")))]
            Err("error: --emit=asm supports x86_64 and aarch64 hosts only".to_string())
        }
    }

    /// The host's target machine (at `CODEGEN_AGGRESSIVE`) and triple,
    /// which the caller disposes (`LLVMDisposeTargetMachine`,
    /// `LLVMDisposeMessage`).
    ///
    /// # Safety
    /// LLVM's native target can be initialized in this process.
    unsafe fn host_machine() -> Result<(TargetMachineRef, *mut c_char), String> {
        // SAFETY: every handle is checked before use; on failure what was
        // made is disposed.
        unsafe {
            initialize_native()?;
            let triple = LLVMGetDefaultTargetTriple();
            let mut target: TargetRef = std::ptr::null_mut();
            let mut error: *mut c_char = std::ptr::null_mut();
            if LLVMGetTargetFromTriple(triple, &mut target, &mut error) != 0 {
                LLVMDisposeMessage(triple);
                return Err(format!("error: {}", take_message(error)));
            }
            let cpu = LLVMGetHostCPUName();
            let features = LLVMGetHostCPUFeatures();
            let machine = LLVMCreateTargetMachine(
                target,
                triple,
                cpu,
                features,
                CODEGEN_AGGRESSIVE,
                RELOC_DEFAULT,
                CODE_MODEL_DEFAULT,
            );
            LLVMDisposeMessage(cpu);
            LLVMDisposeMessage(features);
            if machine.is_null() {
                LLVMDisposeMessage(triple);
                return Err("error: cannot create a target machine for the host".to_string());
            }
            Ok((machine, triple))
        }
    }

    /// Sets `module`'s triple and data layout to the host's and runs
    /// LLVM's `default<O{level}>` pipeline on it.
    ///
    /// # Safety
    /// `module` is a live LLVM module.
    pub unsafe fn optimize_for_host(module: LLVMModuleRef, level: u32) -> Result<(), String> {
        // SAFETY: see the module doc; every handle is checked before use
        // and disposed after.
        unsafe {
            let (machine, triple) = host_machine()?;
            LLVMSetTarget(module, triple);
            LLVMDisposeMessage(triple);
            let layout = LLVMCreateTargetDataLayout(machine);
            LLVMSetModuleDataLayout(module, layout);
            LLVMDisposeTargetData(layout);
            LLVMDisposeTargetMachine(machine);
            let passes = CString::new(format!("default<O{level}>")).expect("no NUL");
            let options = LLVMCreatePassBuilderOptions();
            let error = LLVMRunPasses(module, passes.as_ptr(), std::ptr::null_mut(), options);
            LLVMDisposePassBuilderOptions(options);
            if !error.is_null() {
                let message = LLVMGetErrorMessage(error);
                let text = CStr::from_ptr(message).to_string_lossy().into_owned();
                LLVMDisposeErrorMessage(message);
                return Err(format!("error: Failed to optimize LLVM IR {text}"));
            }
            Ok(())
        }
    }

    /// # Safety
    /// `module` is a live LLVM module.
    pub unsafe fn emit_assembly(module: LLVMModuleRef) -> Result<String, String> {
        // SAFETY: see the module doc; every handle is checked before use
        // and disposed after.
        unsafe {
            let (machine, triple) = host_machine()?;
            LLVMSetTarget(module, triple);
            LLVMDisposeMessage(triple);
            let mut error: *mut c_char = std::ptr::null_mut();
            let mut buffer: MemoryBufferRef = std::ptr::null_mut();
            let failed = LLVMTargetMachineEmitToMemoryBuffer(machine, module, ASSEMBLY_FILE, &mut error, &mut buffer);
            LLVMDisposeTargetMachine(machine);
            if failed != 0 || buffer.is_null() {
                return Err(format!("error: {}", take_message(error)));
            }
            let bytes = std::slice::from_raw_parts(LLVMGetBufferStart(buffer) as *const u8, LLVMGetBufferSize(buffer));
            let text = String::from_utf8_lossy(bytes).into_owned();
            LLVMDisposeMemoryBuffer(buffer);
            Ok(text)
        }
    }
}
