//! The FileCheck matching algorithm over a list of [`CheckString`]s.
//!
//! Structure (as in LLVM): the input is first partitioned by CHECK-LABEL
//! matches, found in order; each region runs from the end of the previous
//! label match to the end of the next one, and the checks up to and including
//! that label are matched sequentially inside it (a failure aborts the region
//! but the next region is still checked). Each check string first matches its
//! CHECK-DAG groups (groups are separated by CHECK-NOTs; matches within a
//! group may not overlap), then its own pattern (COUNT times), then verifies
//! NEXT/SAME/EMPTY line constraints and that no CHECK-NOT pattern occurs in
//! the skipped range. All searches operate on a sub-slice of the input, so
//! `^`/`$` anchor at search-range boundaries exactly as in LLVM.

use super::dump::{fuzzy_match, Annotation};
use super::pattern::{CheckKind, Def, MatchError, Pattern, Vars};
use super::source::SourceBuf;

/// A pattern plus where it came from.
#[derive(Debug, Clone)]
pub struct Check {
    /// The pattern.
    pub pat: Pattern,
    /// Index of the source buffer holding the pattern text.
    pub src: usize,
    /// Offset of the pattern text in that buffer.
    pub pos: usize,
    /// Prefix for messages (`CHECK`, `IMPLICIT-CHECK`).
    pub prefix: String,
    /// Identifier in dump labels (`3` for line 3, `imp1`).
    pub dump_id: String,
}

/// A positive check with the CHECK-DAG / CHECK-NOT patterns preceding it.
#[derive(Debug, Clone)]
pub struct CheckString {
    /// The positive (or EOF) check.
    pub check: Check,
    /// Preceding DAG/NOT checks, in order.
    pub dag_nots: Vec<Check>,
}

/// Runs checks against one input and collects diagnostics.
pub struct Matcher<'a> {
    /// Check-side buffers (check file, command-line buffers).
    pub sources: &'a [SourceBuf],
    /// The (canonicalized) input.
    pub input: &'a SourceBuf,
    /// Variables (pre-seeded with `-D` definitions).
    pub vars: Vars,
    /// `--enable-var-scope`.
    pub enable_var_scope: bool,
    /// Rendered diagnostics.
    pub messages: String,
    /// Dump annotations.
    pub annots: Vec<Annotation>,
}

impl<'a> Matcher<'a> {
    /// Create a matcher.
    pub fn new(sources: &'a [SourceBuf], input: &'a SourceBuf, vars: Vars, enable_var_scope: bool) -> Self {
        Matcher { sources, input, vars, enable_var_scope, messages: String::new(), annots: Vec::new() }
    }

    /// Run all check strings; true when everything matched.
    pub fn run(&mut self, strings: &[CheckString]) -> bool {
        let n = strings.len();
        let len = self.input.text.len();
        let mut ok = true;
        let mut i = 0;
        let mut buf_start = 0;
        loop {
            let label = (i..n).find(|&k| strings[k].check.pat.kind == CheckKind::Label);
            let (region_end, j) = match label {
                None => (len, n),
                Some(l) => match self.check_string(&strings[l], buf_start, len, true) {
                    None => {
                        ok = false;
                        break;
                    }
                    Some((p, ml)) => (p + ml, l + 1),
                },
            };
            if self.enable_var_scope && i != 0 {
                self.vars.clear_locals();
            }
            let mut cur = buf_start;
            while i < j {
                match self.check_string(&strings[i], cur, region_end, false) {
                    None => {
                        ok = false;
                        i = j;
                        break;
                    }
                    Some((p, ml)) => cur = p + ml,
                }
                i += 1;
            }
            buf_start = region_end;
            if j == n {
                break;
            }
        }
        ok
    }

    fn name(c: &Check) -> String {
        match c.pat.kind {
            CheckKind::Count(_) => format!("{}-COUNT", c.prefix),
            k => format!("{}{}", c.prefix, k.suffix()),
        }
    }

    fn label(c: &Check) -> String {
        format!("{}:{}", c.pat.kind.dump_label(), c.dump_id)
    }

    fn error_at_check(&mut self, c: &Check, msg: &str) {
        if let Some(src) = self.sources.get(c.src) {
            self.messages.push_str(&src.diag(c.pos, "error", msg, 1));
        }
    }

    fn note_at_input(&mut self, pos: usize, msg: &str, len: usize) {
        self.messages.push_str(&self.input.diag(pos, "note", msg, len));
    }

    fn annotate(&mut self, c: &Check, start: usize, len: usize, marker: char, msg: &str) {
        self.annots.push(Annotation { start, len, label: Self::label(c), marker, msg: msg.to_string() });
    }

    fn commit(&mut self, defs: Vec<Def>) {
        for d in defs {
            match d {
                Def::Str(n, v) => {
                    self.vars.strs.insert(n, v);
                }
                Def::Num(n, v) => {
                    self.vars.nums.insert(n, v);
                }
            }
        }
    }

    /// Search `c` in `input[start..end]`; on success commit definitions and
    /// return absolute (start, end). Errors are reported here.
    fn search(&mut self, c: &Check, start: usize, end: usize) -> Result<Option<(usize, usize)>, ()> {
        let end = end.min(self.input.text.len());
        let start = start.min(end);
        match c.pat.find(&self.input.text[start..end], 0, &self.vars) {
            Ok(Some(m)) => {
                let r = (start + m.start, start + m.end);
                self.commit(m.defs);
                Ok(Some(r))
            }
            Ok(None) => Ok(None),
            Err(MatchError::Undefined(names)) => {
                for n in &names {
                    let off = find_sub(&c.pat.text, n.as_bytes()).unwrap_or(0);
                    if let Some(src) = self.sources.get(c.src) {
                        let d = src.diag(c.pos + off, "error", &format!("undefined variable: {n}"), 1);
                        self.messages.push_str(&d);
                    }
                }
                let msg = format!("undefined variable: {}", names.join(", "));
                self.annotate(c, start, 1, 'X', &format!("error: match failed for invalid pattern: {msg}"));
                Err(())
            }
            Err(MatchError::Other(m)) => {
                self.error_at_check(c, &m);
                self.annotate(c, start, 1, 'X', "error: match failed for invalid pattern");
                Err(())
            }
        }
    }

    fn report_not_found(&mut self, c: &Check, start: usize, extra: &str) {
        let msg = format!("{}: expected string not found in input{extra}", Self::name(c));
        self.error_at_check(c, &msg);
        self.note_at_input(start, "scanning from here", 1);
        let example = c.pat.literal.clone().unwrap_or_else(|| c.pat.text.clone());
        if let Some(f) = fuzzy_match(&self.input.text, start, &example) {
            self.note_at_input(f, "possible intended match here", 1);
        }
        let li = self.input.line_index(start);
        let line_len = self.input.line_bytes(li).len();
        let col = start - self.input.line_start(li);
        self.annotate(c, start, line_len.saturating_sub(col).max(1), 'X', "error: no match found");
    }

    /// Match one check string in `input[start..end]`; returns (match start,
    /// match length) or `None` after reporting the failure.
    fn check_string(&mut self, cs: &CheckString, start: usize, end: usize, label_scan: bool) -> Option<(usize, usize)> {
        let c = &cs.check;
        let mut last_pos = start;
        let mut nots: Vec<&Check> = Vec::new();
        if !label_scan {
            last_pos = self.check_dag(cs, start, end, &mut nots)?;
        }
        let count = match c.pat.kind {
            CheckKind::Count(k) => k,
            _ => 1,
        };
        let mut last_end = last_pos;
        let mut first = last_pos;
        for k in 1..=count {
            match self.search(c, last_end, end) {
                Err(()) => return None,
                Ok(None) => {
                    let extra = if count > 1 { format!(" ({k} out of {count})") } else { String::new() };
                    self.report_not_found(c, last_end, &extra);
                    return None;
                }
                Ok(Some((ms, me))) => {
                    if k == 1 {
                        first = ms;
                    }
                    last_end = me;
                }
            }
        }
        if !label_scan {
            if !self.check_line(c, start, last_pos, first, last_end) {
                return None;
            }
            if self.check_not(&nots, last_pos, first) {
                return None;
            }
        }
        Some((first, last_end - first))
    }

    /// NEXT/EMPTY/SAME line constraints. `prev` is where the previous match
    /// ended, `from..at` the skipped range.
    fn check_line(&mut self, c: &Check, prev: usize, from: usize, at: usize, match_end: usize) -> bool {
        let kind = c.pat.kind;
        if !matches!(kind, CheckKind::Next | CheckKind::Empty | CheckKind::Same) {
            return true;
        }
        let skipped = &self.input.text[from..at.max(from)];
        let newlines = skipped.iter().filter(|&&b| b == b'\n').count();
        let len = match_end.saturating_sub(at);
        let problem = match kind {
            CheckKind::Same if newlines != 0 => Some("is not on the same line as the previous match"),
            CheckKind::Next | CheckKind::Empty if newlines == 0 => Some("is on the same line as previous match"),
            CheckKind::Next | CheckKind::Empty if newlines > 1 => Some("is not on the line after the previous match"),
            _ => None,
        };
        let Some(problem) = problem else {
            return true;
        };
        self.error_at_check(c, &format!("{}: {problem}", Self::name(c)));
        self.note_at_input(at, "'next' match was here", len);
        self.note_at_input(prev, "previous match ended here", 1);
        if newlines > 1 && kind != CheckKind::Same {
            if let Some(nl) = skipped.iter().position(|&b| b == b'\n') {
                self.note_at_input(from + nl + 1, "non-matching line after previous match is here", 1);
            }
        }
        self.annotate(c, at, len, '!', "error: match on wrong line");
        false
    }

    /// Report every NOT pattern found in `input[start..end]`; true if any.
    fn check_not(&mut self, nots: &[&Check], start: usize, end: usize) -> bool {
        let mut failed = false;
        for c in nots {
            match self.search(c, start, end) {
                Err(()) => failed = true,
                Ok(None) => {}
                Ok(Some((ms, me))) => {
                    failed = true;
                    let msg = format!("{}: excluded string found in input", Self::name(c));
                    self.error_at_check(c, &msg);
                    self.note_at_input(ms, "found here", me - ms);
                    self.annotate(c, ms, me - ms, '!', " error: no match expected");
                }
            }
        }
        failed
    }

    /// Match the DAG groups of `cs`; returns where the positive match search
    /// starts. NOTs after the last DAG group are left in `nots`.
    fn check_dag<'c>(
        &mut self,
        cs: &'c CheckString,
        start: usize,
        end: usize,
        nots: &mut Vec<&'c Check>,
    ) -> Option<usize> {
        let mut start_pos = start;
        let mut ranges: Vec<(usize, usize)> = Vec::new();
        let items = &cs.dag_nots;
        for (idx, c) in items.iter().enumerate() {
            if c.pat.kind == CheckKind::Not {
                nots.push(c);
                continue;
            }
            let mut match_pos = start_pos;
            let mut mi = 0;
            loop {
                let (ms, me) = match self.search(c, match_pos, end) {
                    Err(()) => return None,
                    Ok(None) => {
                        self.report_not_found(c, match_pos, "");
                        return None;
                    }
                    Ok(Some(r)) => r,
                };
                let mut overlap = false;
                while mi < ranges.len() {
                    if ms < ranges[mi].1 {
                        overlap = ranges[mi].0 < me;
                        break;
                    }
                    mi += 1;
                }
                if !overlap {
                    ranges.insert(mi, (ms, me));
                    break;
                }
                match_pos = ranges[mi].1;
                mi += 1;
            }
            let group_end = match items.get(idx + 1) {
                None => true,
                Some(n) => n.pat.kind == CheckKind::Not,
            };
            if group_end {
                if !nots.is_empty() {
                    let first = ranges.first().map_or(start_pos, |r| r.0);
                    if self.check_not(nots, start_pos, first) {
                        return None;
                    }
                    nots.clear();
                }
                start_pos = ranges.iter().map(|r| r.1).max().unwrap_or(start_pos);
                ranges.clear();
            }
        }
        Some(start_pos)
    }
}

fn find_sub(hay: &[u8], needle: &[u8]) -> Option<usize> {
    if needle.is_empty() || needle.len() > hay.len() {
        return None;
    }
    hay.windows(needle.len()).position(|w| w == needle)
}
