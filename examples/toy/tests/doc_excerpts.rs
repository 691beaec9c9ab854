//! The tutorial (`docs/toy/*.md`, and the Toy section of
//! `docs/dialect-authors.md`) shows the Toy sources in ` ```rust,ignore `
//! blocks that start with a `// examples/toy/<file>` line: each such block
//! must be, line for line, a piece of that file (leaving out only comment
//! lines, which the prose replaces), so the walkthrough cannot drift from
//! the code this crate compiles.

use std::path::Path;

#[test]
fn tutorial_excerpts_are_the_sources() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut docs = vec![root.join("docs/dialect-authors.md")];
    let mut chapters: Vec<_> = std::fs::read_dir(root.join("docs/toy"))
        .expect("reads docs/toy")
        .map(|e| e.expect("a directory entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    chapters.sort();
    docs.extend(chapters);
    let mut checked = 0;
    for doc_path in &docs {
        let doc = std::fs::read_to_string(doc_path).expect("reads the tutorial");
        checked += check_doc(&root, &doc);
    }
    assert!(checked >= 3, "only {checked} excerpts found");
}

/// Checks the excerpts of one document; returns how many there are.
fn check_doc(root: &Path, doc: &str) -> usize {
    let mut checked = 0;
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        let indent = line.len() - line.trim_start().len();
        if line.trim_start() != "```rust,ignore" {
            continue;
        }
        let block: Vec<&str> =
            lines.by_ref().take_while(|l| l.trim_start() != "```").map(|l| l.get(indent..).unwrap_or("")).collect();
        let Some(path) = block.first().and_then(|l| l.strip_prefix("// ")).and_then(|l| l.split(' ').next()) else {
            continue;
        };
        let source = std::fs::read_to_string(root.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"));
        let source: Vec<&str> = source.lines().collect();
        let excerpt = &block[1..];
        assert!(
            (0..source.len()).any(|start| is_excerpt(&source[start..], excerpt)),
            "the tutorial's excerpt of {path} is not in the file:\n{}",
            excerpt.join("\n")
        );
        checked += 1;
    }
    checked
}

/// `excerpt` is `source`'s beginning, with comment lines of `source` left out.
fn is_excerpt(source: &[&str], excerpt: &[&str]) -> bool {
    let mut source = source.iter();
    excerpt.iter().enumerate().all(|(k, want)| loop {
        match source.next() {
            Some(line) if line == want => break true,
            Some(line) if k > 0 && line.trim_start().starts_with("//") => continue,
            _ => break false,
        }
    })
}
