//! A tiny sh-compatible command-line parser (no shell is ever spawned).
//!
//! Supports words with `'single'` / `"double"` quoting and backslash escapes
//! as sh does, pipelines (`|`), command lists (`&&`, `||`, `;`) and the
//! redirections `<`, `>`, `>>`, `2>`, `2>>`, `&>`, `2>&1`, `1>&2` / `>&2`.
//! No variable expansion, globbing or subshells: such syntax is an error or
//! literal text, never silently reinterpreted.

/// A redirection target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Target {
    /// A file (path as written), appending or truncating.
    File(String, bool),
    /// Duplicate another descriptor (1 or 2).
    Fd(u8),
}

/// One redirection: descriptor (0, 1, 2; 3 means both 1 and 2) and target.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Redirect {
    /// Redirected descriptor.
    pub fd: u8,
    /// Target.
    pub target: Target,
}

/// A simple command.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Command {
    /// argv.
    pub argv: Vec<String>,
    /// Redirections, in order.
    pub redirects: Vec<Redirect>,
}

/// How a pipeline is connected to the previous one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Connector {
    /// First pipeline, or after `;`.
    Always,
    /// After `&&`.
    And,
    /// After `||`.
    Or,
}

/// A pipeline and its connector.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Pipeline {
    /// Connector to the previous pipeline.
    pub connector: Connector,
    /// Commands, left to right.
    pub commands: Vec<Command>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
enum Tok {
    Word(String),
    Op(&'static str),
}

fn tokenize(s: &str) -> Result<Vec<Tok>, String> {
    let cs: Vec<char> = s.chars().collect();
    let mut toks = Vec::new();
    let mut i = 0;
    let mut word = String::new();
    let mut in_word = false;
    let flush = |toks: &mut Vec<Tok>, word: &mut String, in_word: &mut bool| {
        if *in_word {
            toks.push(Tok::Word(std::mem::take(word)));
            *in_word = false;
        }
    };
    const OPS: &[&str] = &["2>&1", "1>&2", "2>>", "&&", "||", ">>", "2>", "1>", ">&2", "&>", "|", ";", "<", ">"];
    while i < cs.len() {
        let c = cs[i];
        if c.is_whitespace() {
            flush(&mut toks, &mut word, &mut in_word);
            i += 1;
            continue;
        }
        if c == '\'' {
            in_word = true;
            i += 1;
            loop {
                match cs.get(i) {
                    None => return Err("unterminated single quote".into()),
                    Some('\'') => break,
                    Some(&ch) => word.push(ch),
                }
                i += 1;
            }
            i += 1;
            continue;
        }
        if c == '"' {
            in_word = true;
            i += 1;
            loop {
                match cs.get(i) {
                    None => return Err("unterminated double quote".into()),
                    Some('"') => break,
                    Some('\\') if matches!(cs.get(i + 1), Some('"' | '\\' | '$' | '`')) => {
                        word.push(cs[i + 1]);
                        i += 1;
                    }
                    Some(&ch) => word.push(ch),
                }
                i += 1;
            }
            i += 1;
            continue;
        }
        if c == '\\' {
            in_word = true;
            if let Some(&n) = cs.get(i + 1) {
                word.push(n);
            }
            i += 2;
            continue;
        }
        // Operators; a digit only starts an operator at a word boundary.
        let rest: String = cs[i..(i + 4).min(cs.len())].iter().collect();
        let op = OPS.iter().find(|op| rest.starts_with(**op)).filter(|op| {
            let starts_with_digit = op.as_bytes()[0].is_ascii_digit();
            !(starts_with_digit && in_word)
        });
        if let Some(op) = op {
            flush(&mut toks, &mut word, &mut in_word);
            toks.push(Tok::Op(op));
            i += op.chars().count();
            continue;
        }
        if c == '&' {
            return Err("background jobs ('&') are not supported".into());
        }
        in_word = true;
        word.push(c);
        i += 1;
    }
    flush(&mut toks, &mut word, &mut in_word);
    Ok(toks)
}

/// Parse a command line into pipelines.
pub fn parse(line: &str) -> Result<Vec<Pipeline>, String> {
    let toks = tokenize(line)?;
    let mut out = Vec::new();
    let mut connector = Connector::Always;
    let mut pipeline: Vec<Command> = Vec::new();
    let mut cmd = Command::default();
    let mut i = 0;
    let finish_cmd = |cmd: &mut Command, pipeline: &mut Vec<Command>| -> Result<(), String> {
        if cmd.argv.is_empty() {
            return Err("empty command".into());
        }
        pipeline.push(std::mem::take(cmd));
        Ok(())
    };
    while i < toks.len() {
        match &toks[i] {
            Tok::Word(w) => cmd.argv.push(w.clone()),
            Tok::Op(op) => match *op {
                "|" => finish_cmd(&mut cmd, &mut pipeline)?,
                "&&" | "||" | ";" => {
                    finish_cmd(&mut cmd, &mut pipeline)?;
                    out.push(Pipeline { connector, commands: std::mem::take(&mut pipeline) });
                    connector = match *op {
                        "&&" => Connector::And,
                        "||" => Connector::Or,
                        _ => Connector::Always,
                    };
                }
                "2>&1" => cmd.redirects.push(Redirect { fd: 2, target: Target::Fd(1) }),
                "1>&2" | ">&2" => cmd.redirects.push(Redirect { fd: 1, target: Target::Fd(2) }),
                _ => {
                    let (fd, append) = match *op {
                        "<" => (0, false),
                        ">" | "1>" => (1, false),
                        ">>" => (1, true),
                        "2>" => (2, false),
                        "2>>" => (2, true),
                        _ => (3, false),
                    };
                    let Some(Tok::Word(path)) = toks.get(i + 1) else {
                        return Err(format!("missing file name after '{op}'"));
                    };
                    cmd.redirects.push(Redirect { fd, target: Target::File(path.clone(), append) });
                    i += 1;
                }
            },
        }
        i += 1;
    }
    if cmd.argv.is_empty() && !cmd.redirects.is_empty() {
        return Err("redirection without a command".into());
    }
    if !cmd.argv.is_empty() {
        pipeline.push(cmd);
    } else if !pipeline.is_empty() || !out.is_empty() {
        return Err("command line ends with an operator".into());
    }
    if !pipeline.is_empty() {
        out.push(Pipeline { connector, commands: pipeline });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quoting() {
        let p = parse(r#"echo 'a b' "c \"d\" $x" e\ f"#).unwrap();
        assert_eq!(p[0].commands[0].argv, vec!["echo", "a b", "c \"d\" $x", "e f"]);
    }

    #[test]
    fn pipelines_and_redirects() {
        let p = parse("not tool < in.txt 2>&1 | FileCheck x && cat a > out 2> err; true || false").unwrap();
        assert_eq!(p.len(), 4);
        assert_eq!(p[0].commands.len(), 2);
        assert_eq!(p[0].commands[0].argv, vec!["not", "tool"]);
        assert_eq!(p[0].commands[0].redirects.len(), 2);
        assert_eq!(p[1].connector, Connector::And);
        assert_eq!(p[1].commands[0].redirects[0].target, Target::File("out".into(), false));
        assert_eq!(p[1].commands[0].redirects[1].fd, 2);
        assert_eq!(p[2].connector, Connector::Always);
        assert_eq!(p[3].connector, Connector::Or);
        assert_eq!(parse("echo a2>x").unwrap()[0].commands[0].argv, vec!["echo", "a2"]);
    }

    #[test]
    fn errors() {
        assert!(parse("echo 'x").is_err());
        assert!(parse("| x").is_err());
        assert!(parse("x |").is_err());
        assert!(parse("x >").is_err());
        assert!(parse("x &").is_err());
    }
}
