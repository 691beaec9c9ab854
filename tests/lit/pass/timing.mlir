// --mlir-timing: upstream's report; times vary, so only its shape is
// checked. Tree display (default): pipelines with their passes nested;
// list display: every timer once; one wall-time column without threads.
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),cse)' --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=TREE
// RUN: strata-opt %s --pass-pipeline='builtin.module(func.func(cse),func.func(canonicalize),cse)' --mlir-timing --mlir-timing-display=list -o /dev/null 2>&1 | FileCheck %s --check-prefix=LIST
// RUN: strata-opt %s --mlir-disable-threading --cse --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEQ

func.func @f() {
  return
}

func.func @g() {
  return
}

// TREE:      ===-------------------------------------------------------------------------===
// TREE-NEXT:                          ... Execution time report ...
// TREE-NEXT: ===-------------------------------------------------------------------------===
// TREE-NEXT:   Total Execution Time: {{[0-9]+\.[0-9][0-9][0-9][0-9]}} seconds
// TREE-EMPTY:
// TREE-NEXT:   ----User Time----  ----Wall Time----  ----Name----
// TREE-NEXT:   {{ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\) +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// TREE-NEXT:   {{.*}}  'func.func' Pipeline
// TREE-NEXT:   {{.*}}    CSE
// TREE-NEXT:   {{.*}}    Canonicalizer
// TREE-NEXT:   {{.*}}  CSE
// TREE:        {{.*}}  Output
// TREE-NEXT:   {{.*}}  Rest
// TREE-NEXT:   {{.*\(100.0%\).*\(100.0%\)}}  Total

// LIST:        ----User Time----  ----Wall Time----  ----Name----
// LIST-DAG:    {{.*}}  Parser
// LIST-DAG:    {{.*}}  'func.func' Pipeline
// LIST-DAG:    {{.*}}  CSE
// LIST-DAG:    {{.*}}  Canonicalizer
// LIST-DAG:    {{.*}}  Output
// LIST:        {{.*}}  Rest
// LIST-NEXT:   {{.*}}  Total

// SEQ:      ----Wall Time----  ----Name----
// SEQ-NEXT: {{ +[0-9]+\.[0-9][0-9][0-9][0-9] \( *[0-9]+\.[0-9]%\)}}  Parser
// SEQ-NEXT: {{.*}}  CSE
// SEQ:      {{.*}}  Output
// SEQ-NEXT: {{.*}}  Rest
// SEQ-NEXT: {{.*}}  Total
