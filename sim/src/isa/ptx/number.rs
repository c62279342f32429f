//! PTX numeric literals: decimal, hex (`0x`), octal (`0` prefix), binary (`0b`),
//! with an optional `U` suffix; hex floats `0fXXXXXXXX` (f32 bits) and
//! `0dXXXXXXXXXXXXXXXX` (f64 bits); decimal floats (`1.5`, `1e-3`).

/// A parsed literal.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Num {
    /// Integer value as 64 bits (two's complement if it was negated).
    Int(u64),
    F32Bits(u32),
    F64Bits(u64),
    /// Decimal floating-point literal (a double).
    Dec(f64),
}

/// Parse a literal as written. `None` means malformed.
pub fn parse_num(text: &str) -> Option<Num> {
    let t = text;
    let lower = t.to_ascii_lowercase();
    if (lower.starts_with("0f")) && t.len() == 10 {
        return u32::from_str_radix(&t[2..], 16).ok().map(Num::F32Bits);
    }
    if (lower.starts_with("0d")) && t.len() == 18 {
        return u64::from_str_radix(&t[2..], 16).ok().map(Num::F64Bits);
    }
    let body = t
        .strip_suffix('U')
        .or_else(|| t.strip_suffix('u'))
        .unwrap_or(t);
    if let Some(h) = lower.strip_prefix("0x") {
        let h = h.strip_suffix('u').unwrap_or(h);
        return u64::from_str_radix(h, 16).ok().map(Num::Int);
    }
    if let Some(b) = lower.strip_prefix("0b") {
        let b = b.strip_suffix('u').unwrap_or(b);
        return u64::from_str_radix(b, 2).ok().map(Num::Int);
    }
    if body.contains(['.', 'e', 'E']) {
        if body
            .bytes()
            .all(|c| c.is_ascii_digit() || matches!(c, b'.' | b'e' | b'E' | b'+' | b'-'))
        {
            return body.parse::<f64>().ok().map(Num::Dec);
        }
        return None;
    }
    if body.len() > 1 && body.starts_with('0') {
        return u64::from_str_radix(&body[1..], 8).ok().map(Num::Int);
    }
    body.parse::<u64>().ok().map(Num::Int)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forms() {
        assert_eq!(parse_num("42"), Some(Num::Int(42)));
        assert_eq!(parse_num("0x2301U"), Some(Num::Int(0x2301)));
        assert_eq!(parse_num("017"), Some(Num::Int(15)));
        assert_eq!(parse_num("0b101"), Some(Num::Int(5)));
        assert_eq!(parse_num("0f3F800000"), Some(Num::F32Bits(0x3F80_0000)));
        assert_eq!(
            parse_num("0d3FF0000000000000"),
            Some(Num::F64Bits(0x3FF0_0000_0000_0000))
        );
        assert_eq!(parse_num("1.5"), Some(Num::Dec(1.5)));
        assert_eq!(parse_num("1e3"), Some(Num::Dec(1000.0)));
        assert_eq!(parse_num("0f3F80"), None);
        assert_eq!(parse_num("12ab"), None);
        assert_eq!(parse_num("09"), None);
        assert_eq!(parse_num("99999999999999999999"), None);
    }
}
