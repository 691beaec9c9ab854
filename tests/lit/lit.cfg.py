# -*- Python -*-
"""LLVM lit configuration for strata's lit tests (tests/lit/**/*.mlir).

Used by `cargo xtask lit-upstream`, which runs these tests unchanged under LLVM's lit
with FileCheck-22 (the cargo-test harness in crates/strata-filecheck runs the same
files with strata's own FileCheck). Run it by hand with, e.g.:

  /usr/lib/llvm-22/bin/lit -v tests/lit --param strata_bin_dir=$PWD/target/release

Parameters (`--param NAME=VALUE`, or the environment variable in brackets):
  strata_bin_dir    [STRATA_BIN_DIR]        directory holding strata-opt
                                            (default: <repo>/target/release)
  strata_exec_root  [STRATA_LIT_EXEC_ROOT]  where lit writes Output/ and the tool
                                            links (default: <repo>/target/lit-upstream)
  llvm_bin_dir      [LLVM_BIN_DIR]          LLVM tools (default: /usr/lib/llvm-22/bin)
  filecheck         [FILECHECK]             FileCheck binary (default: FileCheck-22)

RUN lines name the tools as upstream does (`strata-opt`, `FileCheck`, `not`,
`count`, `split-file`): a directory of symlinks to the real binaries is put first on
PATH.
"""

import os
import shutil

import lit.formats

config.name = "strata"
config.test_format = lit.formats.ShTest(True)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "Output", "lit.cfg.py", "README.md"]
config.test_source_root = os.path.dirname(os.path.abspath(__file__))

_repo_root = os.path.dirname(os.path.dirname(config.test_source_root))


def _param(name, env):
    value = lit_config.params.get(name) or os.environ.get(env)
    return value or None


config.test_exec_root = os.path.abspath(
    _param("strata_exec_root", "STRATA_LIT_EXEC_ROOT") or os.path.join(_repo_root, "target", "lit-upstream")
)
_bin_dir = os.path.abspath(_param("strata_bin_dir", "STRATA_BIN_DIR") or os.path.join(_repo_root, "target", "release"))
_llvm_bin = _param("llvm_bin_dir", "LLVM_BIN_DIR") or "/usr/lib/llvm-22/bin"


def _find(candidates):
    for c in candidates:
        if not c:
            continue
        if os.sep in c:
            if os.path.isfile(c) and os.access(c, os.X_OK):
                return os.path.abspath(c)
        else:
            found = shutil.which(c)
            if found:
                return os.path.abspath(found)
    return None


# name in RUN lines -> (candidates, required)
_tools = {
    "strata-opt": ([os.path.join(_bin_dir, "strata-opt")], True),
    "FileCheck": ([_param("filecheck", "FILECHECK"), "FileCheck-22", os.path.join(_llvm_bin, "FileCheck")], True),
    "not": ([os.path.join(_llvm_bin, "not")], True),
    "count": ([os.path.join(_llvm_bin, "count")], False),
    "split-file": (["split-file-22", os.path.join(_llvm_bin, "split-file")], False),
    # Execution tests (`REQUIRES: mlir-runner`): upstream lowers and runs.
    "mlir-opt": (["mlir-opt-22", os.path.join(_llvm_bin, "mlir-opt")], False),
    "mlir-runner": (["mlir-runner-22", os.path.join(_llvm_bin, "mlir-runner")], False),
}

_tool_dir = os.path.join(config.test_exec_root, "tools")
os.makedirs(_tool_dir, exist_ok=True)
for _name, (_candidates, _required) in sorted(_tools.items()):
    _target = _find(_candidates)
    _link = os.path.join(_tool_dir, _name)
    if _target is None:
        if os.path.lexists(_link):
            os.remove(_link)
        _msg = "%s not found (tried: %s)" % (_name, ", ".join(c for c in _candidates if c))
        if _required:
            lit_config.fatal(_msg + "; build strata-opt / install llvm-22-tools, or see the parameters in tests/lit/lit.cfg.py")
        lit_config.note(_msg + "; tests using it will fail")
        continue
    _tmp = "%s.tmp%d" % (_link, os.getpid())
    os.symlink(_target, _tmp)
    os.replace(_tmp, _link)

config.environment["PATH"] = os.pathsep.join([_tool_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
lit_config.note("strata-opt: %s" % os.path.realpath(os.path.join(_tool_dir, "strata-opt")))
lit_config.note("FileCheck: %s" % os.path.realpath(os.path.join(_tool_dir, "FileCheck")))

# Tests that generate their input with Python say `REQUIRES: python3`.
if shutil.which("python3"):
    config.available_features.add("python3")

# Tests that lower strata's output with mlir-opt and run it with mlir-runner
# say `REQUIRES: mlir-runner` (the cargo-test harness has no such feature and
# reports them unsupported) and load `%mlir_c_runner_utils` for vector.print.
_runner_utils = os.path.join(os.path.dirname(_llvm_bin), "lib", "libmlir_c_runner_utils.so")
if all(os.path.lexists(os.path.join(_tool_dir, t)) for t in ("mlir-opt", "mlir-runner")) and os.path.isfile(_runner_utils):
    config.available_features.add("mlir-runner")
    config.substitutions.append(("%mlir_c_runner_utils", _runner_utils))
