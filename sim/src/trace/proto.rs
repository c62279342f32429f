//! Protocol-buffer wire format, the part Perfetto traces use: varints, 64-bit and
//! length-delimited fields, written into a byte buffer and read back field by field.
//! (<https://protobuf.dev/programming-guides/encoding/>; the messages are Perfetto's,
//! see `trace/pftrace.rs`.)

/// Wire types.
pub const VARINT: u32 = 0;
pub const I64: u32 = 1;
pub const LEN: u32 = 2;
pub const I32: u32 = 5;

pub fn varint(b: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        b.push(v as u8 | 0x80);
        v >>= 7;
    }
    b.push(v as u8);
}

/// Bytes `varint` writes for `v`.
pub fn varint_len(v: u64) -> u64 {
    (64 - (v | 1).leading_zeros() as u64).div_ceil(7)
}

pub fn key(b: &mut Vec<u8>, field: u32, wire: u32) {
    varint(b, (u64::from(field) << 3) | u64::from(wire));
}

/// An unsigned (or bool, or enum) field.
pub fn uint(b: &mut Vec<u8>, field: u32, v: u64) {
    key(b, field, VARINT);
    varint(b, v);
}

/// A signed `int32`/`int64` field (two's complement: a negative value takes 10 bytes).
pub fn int(b: &mut Vec<u8>, field: u32, v: i64) {
    uint(b, field, v as u64);
}

pub fn double(b: &mut Vec<u8>, field: u32, v: f64) {
    key(b, field, I64);
    b.extend_from_slice(&v.to_le_bytes());
}

pub fn fixed64(b: &mut Vec<u8>, field: u32, v: u64) {
    key(b, field, I64);
    b.extend_from_slice(&v.to_le_bytes());
}

pub fn bytes(b: &mut Vec<u8>, field: u32, v: &[u8]) {
    key(b, field, LEN);
    varint(b, v.len() as u64);
    b.extend_from_slice(v);
}

pub fn string(b: &mut Vec<u8>, field: u32, v: &str) {
    bytes(b, field, v.as_bytes());
}

/// A nested message written by `f` straight into `b` (its length is patched in after:
/// one byte is reserved, and the body moves only when it is 128 bytes or longer).
pub fn msg(b: &mut Vec<u8>, field: u32, f: impl FnOnce(&mut Vec<u8>)) {
    key(b, field, LEN);
    let at = b.len();
    b.push(0);
    f(b);
    let len = b.len() - at - 1;
    if len < 0x80 {
        b[at] = len as u8;
    } else {
        let mut l = Vec::with_capacity(10);
        varint(&mut l, len as u64);
        b.splice(at..at + 1, l);
    }
}

/// One field read from a message.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Val<'a> {
    Varint(u64),
    I64(u64),
    Len(&'a [u8]),
    I32(u32),
}

impl<'a> Val<'a> {
    pub fn u64(self) -> Option<u64> {
        match self {
            Val::Varint(v) | Val::I64(v) => Some(v),
            Val::I32(v) => Some(v.into()),
            Val::Len(_) => None,
        }
    }
    pub fn f64(self) -> Option<f64> {
        match self {
            Val::I64(v) => Some(f64::from_bits(v)),
            _ => None,
        }
    }
    pub fn bytes(self) -> Option<&'a [u8]> {
        match self {
            Val::Len(b) => Some(b),
            _ => None,
        }
    }
    pub fn str(self) -> Option<&'a str> {
        self.bytes().and_then(|b| std::str::from_utf8(b).ok())
    }
}

/// Read a varint at `*at`, moving past it.
pub fn read_varint(b: &[u8], at: &mut usize) -> Result<u64, String> {
    let mut v = 0u64;
    for shift in (0..70).step_by(7) {
        let Some(&c) = b.get(*at) else {
            return Err("message ends inside a varint".into());
        };
        *at += 1;
        if shift == 63 && c > 1 {
            return Err("varint longer than 64 bits".into());
        }
        v |= u64::from(c & 0x7f) << shift;
        if c < 0x80 {
            return Ok(v);
        }
    }
    Err("varint longer than 10 bytes".into())
}

/// The fields of a message, in order (an error for a malformed one).
pub struct Fields<'a> {
    b: &'a [u8],
    at: usize,
}

pub fn fields(b: &[u8]) -> Fields<'_> {
    Fields { b, at: 0 }
}

impl<'a> Iterator for Fields<'a> {
    type Item = Result<(u32, Val<'a>), String>;

    fn next(&mut self) -> Option<Self::Item> {
        if self.at >= self.b.len() {
            return None;
        }
        Some(self.read())
    }
}

impl<'a> Fields<'a> {
    fn read(&mut self) -> Result<(u32, Val<'a>), String> {
        let k = read_varint(self.b, &mut self.at)?;
        let field =
            u32::try_from(k >> 3).map_err(|_| format!("field number {} too large", k >> 3))?;
        if field == 0 {
            return Err("field number 0".into());
        }
        let take = |at: &mut usize, n: usize| -> Result<&'a [u8], String> {
            let s = self
                .b
                .get(*at..at.saturating_add(n))
                .ok_or_else(|| format!("field {field}: message ends inside it"))?;
            *at += n;
            Ok(s)
        };
        let v = match (k & 7) as u32 {
            VARINT => Val::Varint(read_varint(self.b, &mut self.at)?),
            I64 => {
                let s = take(&mut self.at, 8)?;
                Val::I64(u64::from_le_bytes(s.try_into().unwrap_or([0; 8])))
            }
            LEN => {
                let n = read_varint(self.b, &mut self.at)?;
                let n = usize::try_from(n).map_err(|_| format!("field {field}: length {n}"))?;
                Val::Len(take(&mut self.at, n)?)
            }
            I32 => {
                let s = take(&mut self.at, 4)?;
                Val::I32(u32::from_le_bytes(s.try_into().unwrap_or([0; 4])))
            }
            w => return Err(format!("field {field}: unsupported wire type {w}")),
        };
        Ok((field, v))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut b = Vec::new();
        uint(&mut b, 1, 300);
        int(&mut b, 2, -1);
        double(&mut b, 3, 0.5);
        string(&mut b, 4, "hi");
        msg(&mut b, 5, |b| {
            for i in 0..100 {
                uint(b, 1, i);
            }
        });
        let got: Vec<_> = fields(&b).collect::<Result<_, _>>().unwrap();
        assert_eq!(got[0], (1, Val::Varint(300)));
        assert_eq!(got[1], (2, Val::Varint(u64::MAX)));
        assert_eq!(got[2].1.f64(), Some(0.5));
        assert_eq!(got[3].1.str(), Some("hi"));
        let inner: Vec<_> = fields(got[4].1.bytes().unwrap())
            .collect::<Result<_, _>>()
            .unwrap();
        assert_eq!(inner.len(), 100);
        assert_eq!(inner[99], (1, Val::Varint(99)));
        // 300 = 0xAC 0x02 (the protobuf guide's example).
        assert_eq!(&b[..3], &[0x08, 0xAC, 0x02]);
    }

    #[test]
    fn malformed() {
        assert!(fields(&[0x08]).next().unwrap().is_err());
        assert!(fields(&[0x0a, 0x05, 1]).next().unwrap().is_err());
        assert!(fields(&[0x00]).next().unwrap().is_err());
        assert!(fields(&[0x0b]).next().unwrap().is_err());
        let long = [0xffu8; 11];
        assert!(read_varint(&long, &mut 0).is_err());
    }
}
