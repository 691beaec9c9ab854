//! The check of an `llvm.data_layout` string: LLVM 22's
//! `DataLayout::parse`, which MLIR's `verifyDataLayoutString` runs on the
//! attribute, reduced to its errors.
//!
//! A layout is `-`-separated specifications, each named by its first
//! character (`ni` is the one two-character name): `e`/`E` endianness,
//! `i`/`f`/`v<size>:<abi>[:<pref>]` primitive alignments,
//! `a:<abi>[:<pref>]` aggregates, `p[flags][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]`
//! pointers, `n<size>:...` native integers, `S`, `F`, `P`, `A`, `G`, `m:`,
//! and `s` (ignored). Sizes and alignments are in bits.
//!
//! Invariant: the first failing specification gives the error, and each
//! message is LLVM's text; nothing of the layout is kept, since no error
//! depends on an earlier specification except a repeated address space
//! name.

/// `Ok` when LLVM accepts `layout`; otherwise LLVM's message.
pub fn check_data_layout(layout: &str) -> Result<(), String> {
    if layout.is_empty() {
        return Ok(());
    }
    let mut names: Vec<&str> = Vec::new();
    for spec in layout.split('-') {
        if spec.is_empty() {
            return Err("empty specification is not allowed".into());
        }
        check_specification(spec, &mut names)?;
    }
    Ok(())
}

fn check_specification<'a>(spec: &'a str, names: &mut Vec<&'a str>) -> Result<(), String> {
    if let Some(rest) = spec.strip_prefix("ni") {
        let Some(rest) = rest.strip_prefix(':') else {
            return Err(format_error("ni:<address space>[:<address space>]..."));
        };
        for space in rest.split(':') {
            if address_space(space)? == 0 {
                return Err("address space 0 cannot be non-integral".into());
            }
        }
        return Ok(());
    }
    let specifier = spec.as_bytes()[0];
    // Every specifier LLVM knows is one ASCII byte; any other goes to the last arm.
    let rest = spec.get(1..).unwrap_or("");
    match specifier {
        b'i' | b'f' | b'v' => primitive(specifier, rest),
        b'a' => aggregate(rest),
        b'p' => pointer(rest, names),
        // Deprecated; LLVM still reads and ignores it.
        b's' => Ok(()),
        b'e' | b'E' if rest.is_empty() => Ok(()),
        b'e' | b'E' => Err("malformed specification, must be just 'e' or 'E'".into()),
        b'n' => rest.split(':').try_for_each(|width| size(width, "size").map(drop)),
        b'S' if rest.is_empty() => Err(format_error("S<size>")),
        b'S' => alignment(rest, "stack natural", false),
        b'F' => {
            let Some(&kind) = rest.as_bytes().first() else {
                return Err(format_error("F<type><abi>"));
            };
            if kind != b'i' && kind != b'n' {
                // The type is a byte of the string, which may not be a whole character.
                let shown = rest.chars().next().map_or(String::new(), String::from);
                return Err(format!("unknown function pointer alignment type '{shown}'"));
            }
            alignment(&rest[1..], "ABI", false)
        }
        b'P' | b'A' | b'G' if rest.is_empty() => Err(format_error(&format!("{}<address space>", specifier as char))),
        b'P' | b'A' | b'G' => address_space(rest).map(drop),
        b'm' => {
            let mode = rest.strip_prefix(':').filter(|m| !m.is_empty()).ok_or_else(|| format_error("m:<mangling>"))?;
            match mode {
                "e" | "l" | "o" | "m" | "w" | "x" | "a" => Ok(()),
                _ => Err("unknown mangling mode".into()),
            }
        }
        _ => {
            let shown = spec.chars().next().map_or(String::new(), String::from);
            Err(format!("unknown specifier '{shown}'"))
        }
    }
}

/// `[ifv]<size>:<abi>[:<pref>]`.
fn primitive(specifier: u8, rest: &str) -> Result<(), String> {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format_error(&format!("{}<size>:<abi>[:<pref>]", specifier as char)));
    }
    let width = size(parts[0], "size")?;
    let abi = alignment_value(parts[1], "ABI", false)?;
    if specifier == b'i' && width == 8 && abi != 1 {
        return Err("i8 must be 8-bit aligned".into());
    }
    preferred(parts.get(2), abi)
}

/// `a[0]:<abi>[:<pref>]`: the size may be given, but only as zero.
fn aggregate(rest: &str) -> Result<(), String> {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(2..=3).contains(&parts.len()) {
        return Err(format_error("a:<abi>[:<pref>]"));
    }
    if !parts[0].is_empty() && decimal(parts[0]) != Some(0) {
        return Err("size must be zero".into());
    }
    let abi = alignment_value(parts[1], "ABI", true)?;
    preferred(parts.get(2), abi)
}

/// `p[flags][<n>][(<name>)]:<size>:<abi>[:<pref>[:<idx>]]`; the flags are
/// `e` (external state) and `u` (unstable representation).
fn pointer<'a>(rest: &'a str, names: &mut Vec<&'a str>) -> Result<(), String> {
    let parts: Vec<&str> = rest.split(':').collect();
    if !(3..=5).contains(&parts.len()) {
        return Err(format_error("p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"));
    }
    let mut space_text = parts[0];
    let mut flagged = false;
    while let Some(&c) = space_text.as_bytes().first() {
        match c {
            b'e' | b'u' => flagged = true,
            c if c.is_ascii_alphabetic() => {
                return Err(format!("'{}' is not a valid pointer specification flag", c as char));
            }
            _ => break,
        }
        space_text = &space_text[1..];
    }
    let (space, name) = if space_text.is_empty() { (0, "") } else { address_space_and_name(space_text)? };
    if space == 0 && flagged {
        return Err("address space 0 cannot be unstable or have external state".into());
    }
    if !name.is_empty() {
        if names.contains(&name) {
            return Err(format!("address space name `{name}` already used"));
        }
        names.push(name);
    }
    let width = size(parts[1], "pointer size")?;
    let abi = alignment_value(parts[2], "ABI", false)?;
    preferred(parts.get(3), abi)?;
    if let Some(index) = parts.get(4) {
        if size(index, "index size")? > width {
            return Err("index size cannot be larger than the pointer size".into());
        }
    }
    Ok(())
}

/// The optional preferred alignment, which may not be below the ABI's.
fn preferred(text: Option<&&str>, abi: u32) -> Result<(), String> {
    if let Some(text) = text {
        if alignment_value(text, "preferred", false)? < abi {
            return Err("preferred alignment cannot be less than the ABI alignment".into());
        }
    }
    Ok(())
}

/// `<digits>`, `<digits>(<name>)` or `(<name>)`.
fn address_space_and_name(text: &str) -> Result<(u32, &str), String> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let mut space = 0;
    if digits > 0 {
        space = decimal(&text[..digits]).filter(|&v| v < 1 << 24).ok_or_else(not_24_bit_space)?;
    }
    let rest = &text[digits..];
    if rest.is_empty() {
        return Ok((space, ""));
    }
    if !rest.starts_with('(') {
        return Err(not_24_bit_space());
    }
    if !rest.ends_with(')') || rest.len() == 2 || rest.len() == 1 {
        return Err("Expected `( address space name )`".into());
    }
    let name = &rest[1..rest.len() - 1];
    if matches!(name, "P" | "G" | "A") {
        return Err("Cannot use predefined address space names P/G/A in data layout".into());
    }
    Ok((space, name))
}

fn address_space(text: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err("address space component cannot be empty".into());
    }
    decimal(text).filter(|&v| v < 1 << 24).ok_or_else(not_24_bit_space)
}

fn not_24_bit_space() -> String {
    "address space must be a 24-bit integer".into()
}

/// A size in bits: non-zero, below 2^24.
fn size(text: &str, name: &str) -> Result<u32, String> {
    if text.is_empty() {
        return Err(format!("{name} component cannot be empty"));
    }
    decimal(text).filter(|&v| v != 0 && v < 1 << 24).ok_or_else(|| format!("{name} must be a non-zero 24-bit integer"))
}

fn alignment(text: &str, name: &str, allow_zero: bool) -> Result<(), String> {
    alignment_value(text, name, allow_zero).map(drop)
}

/// An alignment in bits, returned in bytes: a 16-bit power of two times
/// eight, or zero (one byte) where allowed.
fn alignment_value(text: &str, name: &str, allow_zero: bool) -> Result<u32, String> {
    if text.is_empty() {
        return Err(format!("{name} alignment component cannot be empty"));
    }
    let bits =
        decimal(text).filter(|&v| v < 1 << 16).ok_or_else(|| format!("{name} alignment must be a 16-bit integer"))?;
    if bits == 0 {
        return if allow_zero { Ok(1) } else { Err(format!("{name} alignment must be non-zero")) };
    }
    if bits % 8 != 0 || !(bits / 8).is_power_of_two() {
        return Err(format!("{name} alignment must be a power of two times the byte width"));
    }
    Ok(bits / 8)
}

/// LLVM's `to_integer(text, unsigned, 10)`: only decimal digits, all of
/// the text, and a value that fits 32 bits.
fn decimal(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    text.parse::<u32>().ok()
}

fn format_error(form: &str) -> String {
    format!("malformed specification, must be of the form \"{form}\"")
}

#[cfg(test)]
mod tests {
    use super::check_data_layout;

    #[test]
    fn accepts_target_layouts() {
        for layout in [
            "",
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128",
            "E-m:e-i1:8:16-i8:8:16-i64:64-f128:64-v128:64-a:8:16-n32:64",
            "e-p:64:64:64:32-ni:1:2-pe1(global):64:64-pu2:32:32-Fi8-P1-A5-G1-s0:64",
        ] {
            assert_eq!(check_data_layout(layout), Ok(()), "{layout}");
        }
    }

    #[test]
    fn reports_the_first_bad_specification() {
        let cases = [
            ("#vjkr32", "unknown specifier '#'"),
            ("e--E", "empty specification is not allowed"),
            ("i8:16", "i8 must be 8-bit aligned"),
            ("i-1:8", "malformed specification, must be of the form \"i<size>:<abi>[:<pref>]\""),
            ("f32:12", "ABI alignment must be a power of two times the byte width"),
            ("f32:65536", "ABI alignment must be a 16-bit integer"),
            ("a8:8", "size must be zero"),
            ("pz1:64:64", "'z' is not a valid pointer specification flag"),
            ("pe:64:64", "address space 0 cannot be unstable or have external state"),
            ("p1(x):64:64-p2(x):64:64", "address space name `x` already used"),
            ("p1():64:64", "Expected `( address space name )`"),
            ("p1(G):64:64", "Cannot use predefined address space names P/G/A in data layout"),
            ("p:64:64:64:128", "index size cannot be larger than the pointer size"),
            ("ni:0", "address space 0 cannot be non-integral"),
            ("n8:", "size component cannot be empty"),
            ("Fx8", "unknown function pointer alignment type 'x'"),
            ("m:ee", "unknown mangling mode"),
        ];
        for (layout, message) in cases {
            assert_eq!(check_data_layout(layout), Err(message.to_string()), "{layout}");
        }
    }
}
