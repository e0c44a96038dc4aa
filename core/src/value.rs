//! Values of positions: static evaluations and backed-up (minimax) values.
//!
//! A value is exact: an integer, a decimal or a fraction as a scenario
//! writes it (`-4.5`, `1.99`, a mean such as 2/3), or the texts' ±∞ (the
//! initial provisional values, the won and lost positions of chapter 3).
//! Chance nodes sum exactly, so that a tie is a tie and v = α is an
//! equality cut-off however the probabilities are written. A value takes
//! 8 bytes: a fraction of 32-bit integers, whose denominator 0 stands for
//! ±∞. A weighted sum is worked out in 128 bits (`plus_weighted`), so
//! that only a sum that is itself past 32 bits is no value; a search that
//! would show one is refused before any of it is shown.

use num_rational::Ratio;
use num_traits::{CheckedAdd, CheckedMul};
use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

/// A static or backed-up value, always from MAX's point of view.
#[derive(Clone, Copy)]
pub struct Value(Ratio<i32>);

impl Value {
    pub const INFINITY: Value = Value(Ratio::new_raw(1, 0));
    pub const NEG_INFINITY: Value = Value(Ratio::new_raw(-1, 0));
    pub const ZERO: Value = Value(Ratio::new_raw(0, 1));
    /// The largest whole value; its negation is the smallest.
    pub const MAX_WHOLE: i32 = i32::MAX;

    /// A whole value.
    pub const fn int(n: i32) -> Value {
        // -i32::MIN has no 32-bit negation, so the range is symmetric.
        let n = if n == i32::MIN { -i32::MAX } else { n };
        Value(Ratio::new_raw(n, 1))
    }

    /// The fraction n/d in lowest terms, if it fits.
    pub fn fraction(n: i64, d: i64) -> Option<Value> {
        if d == 0 {
            return None;
        }
        let r = Ratio::new(i128::from(n), i128::from(d));
        let fits = |x: i128| (-i128::from(i32::MAX)..=i128::from(i32::MAX)).contains(&x);
        (fits(*r.numer()) && fits(*r.denom()))
            .then(|| Value(Ratio::new_raw(*r.numer() as i32, *r.denom() as i32)))
    }

    /// A decimal as written, `-4.5` or `1.99` (no exponent), exactly; None
    /// when it is not one or does not fit.
    pub fn decimal(text: &str) -> Option<Value> {
        let (sign, digits) = match text.trim().strip_prefix('-') {
            Some(rest) => (-1, rest),
            None => (1, text.trim().trim_start_matches('+')),
        };
        let (whole, frac) = digits.split_once('.').unwrap_or((digits, ""));
        let all_digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && frac.is_empty() || !all_digits(whole) || !all_digits(frac) {
            return None;
        }
        let frac = frac.trim_end_matches('0');
        let num: i64 = format!("{whole}{frac}").parse().ok()?;
        let den = 10i64.checked_pow(frac.len() as u32)?;
        Value::fraction(sign * num, den)
    }

    /// A number in decimal as written (`-4.5`, `.5`, `1e3`, `1.5E-2`,
    /// `inf`, `-infinity`), exactly; the digits are read as text, so that
    /// `1e999` and a 3000-digit integer are too large, not +∞, and
    /// `1e-999` too fine, not 0.
    pub fn literal(text: &str) -> Result<Value, NotAValue> {
        let text = text.trim();
        let (negative, body) = match text.as_bytes().first() {
            Some(b'-') => (true, &text[1..]),
            Some(b'+') => (false, &text[1..]),
            _ => (false, text),
        };
        if body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
            return Ok(if negative {
                Value::NEG_INFINITY
            } else {
                Value::INFINITY
            });
        }
        let magnitude = Decimal::read(body).ok_or(NotAValue::NotANumber)?.value()?;
        Ok(if negative { -magnitude } else { magnitude })
    }

    /// A number as the scenario reader hands it over (RON reads `1.99` as
    /// the double nearest to it): the decimal it was written as, which is
    /// the shortest one that reads back as the same double.
    pub fn written(v: f64) -> Option<Value> {
        match v {
            f64::INFINITY => Some(Value::INFINITY),
            f64::NEG_INFINITY => Some(Value::NEG_INFINITY),
            v if v.is_nan() => None,
            v => Value::decimal(&format!("{v}")),
        }
    }

    /// The fraction nearest to `v` with a denominator of at most 1000: a
    /// game's evaluation computed in floating point from weights such as
    /// 0.1 (whole numbers stay whole).
    pub fn nearest(v: f64) -> Value {
        const MAX_DEN: i64 = 1000;
        if v.is_nan() {
            return Value::ZERO;
        }
        if v.is_infinite() || v.abs() >= f64::from(i32::MAX) / MAX_DEN as f64 {
            return if v > 0.0 {
                Value::INFINITY
            } else {
                Value::NEG_INFINITY
            };
        }
        // Continued fractions: the convergents p/q of v until q would pass
        // the limit, then the better of the last one and the best between.
        let (mut p0, mut q0, mut p1, mut q1) = (0i64, 1i64, 1i64, 0i64);
        let mut x = v;
        loop {
            let a = x.floor();
            let (p2, q2) = (a as i64 * p1 + p0, a as i64 * q1 + q0);
            if q2 > MAX_DEN {
                let k = (MAX_DEN - q0) / q1;
                let (pk, qk) = (p0 + k * p1, q0 + k * q1);
                let off = |p: i64, q: i64| (v - p as f64 / q as f64).abs();
                let (p, q) = if off(pk, qk) < off(p1, q1) {
                    (pk, qk)
                } else {
                    (p1, q1)
                };
                return Value::fraction(p, q).unwrap_or_default();
            }
            (p0, q0, p1, q1) = (p1, q1, p2, q2);
            let frac = x - a;
            if frac.abs() < 1e-12 || (v - p1 as f64 / q1 as f64).abs() < 1e-12 {
                return Value::fraction(p1, q1).unwrap_or_default();
            }
            x = 1.0 / frac;
        }
    }

    /// A value below this one and above every value of a game below it (a
    /// game's values have denominators up to 1000, see `nearest`, so two
    /// differ by at least 1/(1000·d)): a window bound that lets through the
    /// values as good as this one. Where that does not fit, -∞: a wider
    /// window costs time, never correctness.
    pub fn below(self) -> Value {
        match self.is_infinite() {
            true if self.numer() > 0 => Value::int(Value::MAX_WHOLE - 1),
            true => self,
            false => {
                let d = i64::from(self.denom()) * 2000;
                let step = Value::fraction(1, d).unwrap_or(Value::int(1));
                self.checked_add(-step).unwrap_or(Value::NEG_INFINITY)
            }
        }
    }

    /// A value above this one and below every value of a game above it.
    pub fn above(self) -> Value {
        -(-self).below()
    }

    pub fn is_infinite(self) -> bool {
        *self.0.denom() == 0
    }

    pub fn is_finite(self) -> bool {
        !self.is_infinite()
    }

    /// Whether the value is a whole number.
    pub fn is_whole(self) -> bool {
        *self.0.denom() == 1
    }

    pub fn numer(self) -> i32 {
        *self.0.numer()
    }

    pub fn denom(self) -> i32 {
        *self.0.denom()
    }

    /// The double nearest to the value (for JSON and for the f64 engines).
    pub fn to_f64(self) -> f64 {
        match self.is_infinite() {
            true if self.numer() > 0 => f64::INFINITY,
            true => f64::NEG_INFINITY,
            false => f64::from(self.numer()) / f64::from(self.denom()),
        }
    }

    /// Whether the decimal expansion ends (only 2s and 5s divide the
    /// denominator): 4.5 does, 2/3 does not.
    pub fn is_decimal(self) -> bool {
        let mut d = self.denom();
        if d == 0 {
            return true;
        }
        for p in [2, 5] {
            while d % p == 0 {
                d /= p;
            }
        }
        d == 1
    }

    /// `self + other`, None when it does not fit or is ∞ − ∞.
    pub fn checked_add(self, other: Value) -> Option<Value> {
        match (self.is_infinite(), other.is_infinite()) {
            (true, true) if self.numer() != other.numer() => None,
            (true, _) => Some(self),
            (false, true) => Some(other),
            (false, false) => self.0.checked_add(&other.0).and_then(Value::fitting),
        }
    }

    /// `self + p·v`, a step of a chance node's weighted sum, exactly: in
    /// 128 bits (three 32-bit factors and a sum fit) and brought back to
    /// lowest terms, so that it fails only when the sum itself is no
    /// value, never because a product on the way passed 32 bits.
    pub fn plus_weighted(self, p: Value, v: Value) -> Result<Value, Unshown> {
        if self.is_infinite() || p.is_infinite() || v.is_infinite() {
            return p
                .checked_mul(v)
                .and_then(|term| self.checked_add(term))
                .ok_or(Unshown::NoMean);
        }
        let wide = |x: i32| i128::from(x);
        let numer = wide(self.numer()) * wide(p.denom()) * wide(v.denom())
            + wide(p.numer()) * wide(v.numer()) * wide(self.denom());
        let denom = wide(self.denom()) * wide(p.denom()) * wide(v.denom());
        let g = gcd128(numer.unsigned_abs(), denom.unsigned_abs()).max(1) as i128;
        let (numer, denom) = (numer / g, denom / g);
        let most = wide(Value::MAX_WHOLE);
        match numer.abs() <= most && denom <= most {
            true => Ok(Value(Ratio::new_raw(numer as i32, denom as i32))),
            false => Err(Unshown::Fraction { numer, denom }),
        }
    }

    /// `self / other` for finite values, None when `other` is 0 or the
    /// quotient does not fit.
    pub fn checked_div(self, other: Value) -> Option<Value> {
        if self.is_infinite() || other.is_infinite() || other.numer() == 0 {
            return None;
        }
        let n = i64::from(self.numer()) * i64::from(other.denom());
        let d = i64::from(self.denom()) * i64::from(other.numer());
        Value::fraction(n, d)
    }

    /// `self · other`, None when it does not fit or is 0 · ∞.
    pub fn checked_mul(self, other: Value) -> Option<Value> {
        if self.is_infinite() || other.is_infinite() {
            let sign = self.numer().signum() * other.numer().signum();
            return match sign {
                0 => None,
                1 => Some(Value::INFINITY),
                _ => Some(Value::NEG_INFINITY),
            };
        }
        self.0.checked_mul(&other.0).and_then(Value::fitting)
    }

    fn fitting(r: Ratio<i32>) -> Option<Value> {
        (*r.numer() != i32::MIN).then_some(Value(r))
    }

    /// What a sum or product that could not be kept exact becomes: the
    /// nearest fraction. Trees are checked when they load so that this is
    /// never reached; it keeps a search from stopping halfway if it were.
    fn approximately(v: f64) -> Value {
        Value::nearest(v)
    }
}

/// The digits of a number and the power of ten they are scaled by:
/// `12.5e3` is 125 · 10^2.
struct Decimal {
    /// Without leading or trailing zeros; empty for 0.
    digits: String,
    exponent: i64,
}

impl Decimal {
    /// `12.5`, `.5`, `5.`, `1e3`, `1.5E-2` (no sign); None when not that.
    fn read(text: &str) -> Option<Decimal> {
        let (mantissa, exponent) = match text.find(['e', 'E']) {
            Some(at) => (&text[..at], Some(&text[at + 1..])),
            None => (text, None),
        };
        let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
        let digits = |s: &str| s.bytes().all(|b| b.is_ascii_digit());
        if whole.is_empty() && fraction.is_empty() || !digits(whole) || !digits(fraction) {
            return None;
        }
        let exponent = match exponent {
            None => 0,
            Some(e) => {
                let magnitude = e.trim_start_matches(['+', '-']);
                if magnitude.is_empty() || !digits(magnitude) || e.len() - magnitude.len() > 1 {
                    return None;
                }
                // Past 18 digits an exponent only says "very": saturate.
                let n = magnitude.parse::<i64>().unwrap_or(i64::MAX / 4).min(i64::MAX / 4);
                if e.starts_with('-') { -n } else { n }
            }
        };
        let all = format!("{whole}{fraction}");
        let significant = all.trim_start_matches('0');
        let kept = significant.trim_end_matches('0');
        let dropped = (significant.len() - kept.len()) as i64;
        Some(Decimal {
            digits: kept.to_string(),
            exponent: exponent - fraction.len() as i64 + dropped,
        })
    }

    /// The value, if it fits: a whole part up to 2147483647, a fraction in
    /// lowest terms of parts up to 2147483647.
    fn value(&self) -> Result<Value, NotAValue> {
        let most = u128::from(Value::MAX_WHOLE.unsigned_abs());
        if self.digits.is_empty() {
            return Ok(Value::ZERO);
        }
        let len = self.digits.len() as i64;
        // Digits before the point: more than ten is past 2^31.
        let whole_digits = len + self.exponent;
        if whole_digits > 10 {
            return Err(NotAValue::TooLarge);
        }
        if self.exponent >= 0 {
            let whole = self.digits.parse::<u128>().unwrap_or(u128::MAX) * 10u128.pow(self.exponent as u32);
            return match whole > most {
                true => Err(NotAValue::TooLarge),
                false => Ok(Value::int(whole as i32)),
            };
        }
        if whole_digits > 0 {
            // The whole part, and the fraction after it (not zero: the
            // digits end in a non-zero one).
            let whole: u128 = self.digits[..whole_digits as usize].parse().unwrap_or(u128::MAX);
            if whole >= most {
                return Err(NotAValue::TooLarge);
            }
        }
        // The denominator 10^k over what it shares with digits that do not
        // end in 0 is at least 2^k, past 2^31 from k = 31; a fraction of
        // 32-bit parts has at most 10 + 0.7·30 digits.
        let places = -self.exponent;
        if places > 30 || len > 38 {
            return Err(NotAValue::TooFine);
        }
        let (n, d) = (
            self.digits.parse::<u128>().unwrap_or(u128::MAX),
            10u128.pow(places as u32),
        );
        let g = gcd128(n, d);
        let (n, d) = (n / g, d / g);
        match n <= most && d <= most {
            true => Ok(Value(Ratio::new_raw(n as i32, d as i32))),
            false => Err(NotAValue::TooFine),
        }
    }
}

fn gcd128(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd128(b, a % b) }
}

/// A weighted sum that is no value, so that no screen can show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unshown {
    /// Its exact fraction in lowest terms, whose numerator or denominator
    /// passes 2147483647.
    Fraction { numer: i128, denom: i128 },
    /// +∞ from one successor and -∞ from another: ∞ − ∞.
    NoMean,
}

/// Why a number as written is not a value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NotAValue {
    /// Not a number at all (`x`, `NaN`, `1/`).
    #[error("not a number")]
    NotANumber,
    /// Beyond the range of values, ±2147483647 (`1e999`, `2147483648`,
    /// `1e308`, a 3000-digit integer); ±∞ is written `inf`.
    #[error("too large")]
    TooLarge,
    /// Within the range, but finer than a fraction of 32-bit parts holds
    /// (`1e-999`, `0.0000000001`).
    #[error("too fine")]
    TooFine,
}

/// A value written as text: `-4.5`, `2/3`, `inf`, `1e3`, exactly as
/// written; a number too large or too fine to keep exact is refused as
/// such, never taken for ±∞ or 0.
impl std::str::FromStr for Value {
    type Err = NotAValue;
    fn from_str(text: &str) -> Result<Value, NotAValue> {
        let Some((n, d)) = text.split_once('/') else {
            return Value::literal(text);
        };
        let (n, d) = (Value::literal(n)?, Value::literal(d)?);
        if n.is_infinite() || d.is_infinite() || d == Value::ZERO {
            return Err(NotAValue::NotANumber);
        }
        n.checked_div(d).ok_or_else(|| {
            // Which way it missed: by size, or by its denominator.
            match (n.to_f64() / d.to_f64()).abs() > f64::from(Value::MAX_WHOLE) {
                true => NotAValue::TooLarge,
                false => NotAValue::TooFine,
            }
        })
    }
}

impl Default for Value {
    fn default() -> Value {
        Value::ZERO
    }
}

impl From<i32> for Value {
    fn from(n: i32) -> Value {
        Value::int(n)
    }
}

impl From<i16> for Value {
    fn from(n: i16) -> Value {
        Value::int(n.into())
    }
}

impl From<i8> for Value {
    fn from(n: i8) -> Value {
        Value::int(n.into())
    }
}

impl PartialEq for Value {
    /// Kept in lowest terms (±∞ as ±1/0), so equal values have equal parts.
    #[inline]
    fn eq(&self, other: &Value) -> bool {
        self.numer() == other.numer() && self.denom() == other.denom()
    }
}

impl Eq for Value {}

impl std::hash::Hash for Value {
    fn hash<H: std::hash::Hasher>(&self, h: &mut H) {
        // Kept in lowest terms, so equal values have equal parts.
        (self.numer(), self.denom()).hash(h);
    }
}

impl Ord for Value {
    #[inline]
    fn cmp(&self, other: &Value) -> Ordering {
        // Whole values (and two infinities) share their denominator: the
        // numerators decide, as at almost every comparison of a search.
        if self.denom() == other.denom() {
            return self.numer().cmp(&other.numer());
        }
        match (self.is_infinite(), other.is_infinite()) {
            (true, true) => self.numer().cmp(&other.numer()),
            (true, false) => self.numer().cmp(&0),
            (false, true) => 0.cmp(&other.numer()),
            (false, false) => self.0.cmp(&other.0),
        }
    }
}

impl PartialOrd for Value {
    fn partial_cmp(&self, other: &Value) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Neg for Value {
    type Output = Value;
    fn neg(self) -> Value {
        // Numerators stay within ±i32::MAX, so this cannot overflow.
        Value(Ratio::new_raw(-self.numer(), self.denom()))
    }
}

impl Add for Value {
    type Output = Value;
    fn add(self, other: Value) -> Value {
        self.checked_add(other)
            .unwrap_or_else(|| Value::approximately(self.to_f64() + other.to_f64()))
    }
}

impl Sub for Value {
    type Output = Value;
    fn sub(self, other: Value) -> Value {
        self + -other
    }
}

impl Mul for Value {
    type Output = Value;
    fn mul(self, other: Value) -> Value {
        self.checked_mul(other)
            .unwrap_or_else(|| Value::approximately(self.to_f64() * other.to_f64()))
    }
}

impl std::iter::Sum for Value {
    fn sum<I: Iterator<Item = Value>>(iter: I) -> Value {
        iter.fold(Value::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&show(*self))
    }
}

impl fmt::Debug for Value {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&show(*self))
    }
}

/// Formats a value the way the texts write it: `4`, `-3`, `-4.5`, `2/3`,
/// `+∞`, `-∞`.
pub fn show(v: Value) -> String {
    if v.is_infinite() {
        return if v.numer() > 0 { "+∞" } else { "-∞" }.to_string();
    }
    if v.is_whole() {
        return v.numer().to_string();
    }
    if !v.is_decimal() {
        return format!("{}/{}", v.numer(), v.denom());
    }
    // A finite decimal: d divides 10^places for the first such places.
    let (n, d) = (i128::from(v.numer()), i128::from(v.denom()));
    let places = (1..=32).find(|&k| 10i128.pow(k) % d == 0).unwrap_or(0);
    decimal_text(n * (10i128.pow(places) / d), places as usize)
}

/// A probability as the texts write it: a fraction, `1/2`, `1/6`, or `1`.
pub fn show_probability(p: Value) -> String {
    match p.is_whole() || p.is_infinite() {
        true => show(p),
        false => format!("{}/{}", p.numer(), p.denom()),
    }
}

/// `scaled / 10^places` written out: `-45, 1` is `-4.5`.
fn decimal_text(scaled: i128, places: usize) -> String {
    let digits = scaled.unsigned_abs().to_string();
    let digits = format!("{digits:0>width$}", width = places + 1);
    let (whole, frac) = digits.split_at(digits.len() - places);
    let sign = if scaled < 0 { "-" } else { "" };
    format!("{sign}{whole}.{frac}")
}

/// A value as JSON: the nearest number, integers staying integers;
/// infinities become the strings `"+inf"` / `"-inf"` (JSON has no
/// infinity).
pub fn to_json(v: Value) -> serde_json::Value {
    if v.is_infinite() {
        serde_json::Value::String(if v.numer() > 0 { "+inf" } else { "-inf" }.into())
    } else if v.is_whole() {
        serde_json::Value::from(v.numer())
    } else {
        serde_json::Value::from(v.to_f64())
    }
}

/// The exact value as JSON's `"…_exact"` key gives it, `"2/3"`, where the
/// number is not exact (the value is not a finite decimal).
pub fn exact_json(v: Value) -> Option<serde_json::Value> {
    (!v.is_decimal()).then(|| serde_json::Value::String(show(v)))
}

/// Puts `value` into `obj` under `key`, and its exact form under
/// `key_exact` where the number alone is not exact.
pub fn put_json(obj: &mut serde_json::Value, key: &str, value: Value) {
    obj[key] = to_json(value);
    if let Some(exact) = exact_json(value) {
        obj[format!("{key}_exact")] = exact;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(n: i64, d: i64) -> Value {
        Value::fraction(n, d).unwrap()
    }

    #[test]
    fn shows_values_as_the_texts_write_them() {
        assert_eq!(show(Value::int(4)), "4");
        assert_eq!(show(Value::int(-3)), "-3");
        assert_eq!(show(v(5, 2)), "2.5");
        assert_eq!(show(v(-9, 2)), "-4.5");
        assert_eq!(show(v(199, 100)), "1.99");
        assert_eq!(show(v(-1, 8)), "-0.125");
        assert_eq!(show(v(1, 20)), "0.05");
        assert_eq!(show(v(2, 3)), "2/3");
        assert_eq!(show(v(-13, 3)), "-13/3");
        assert_eq!(show(Value::INFINITY), "+∞");
        assert_eq!(show(Value::NEG_INFINITY), "-∞");
    }

    #[test]
    fn chance_sums_are_exact() {
        let third = v(1, 3);
        let sum = third * Value::int(-14) + third * Value::int(-14) + third * Value::int(-14);
        assert_eq!(sum, Value::int(-14));
        let mean = v(1, 2) * Value::int(8) + v(1, 3) * Value::int(24) + v(1, 6) * Value::int(-12);
        assert_eq!(mean, Value::int(10));
        let sevenths: Value = (0..7).map(|_| v(1, 7) * v(3, 2)).sum();
        assert_eq!(sevenths, v(3, 2));
    }

    #[test]
    fn decimals_read_exactly() {
        assert_eq!(Value::decimal("1.99"), Some(v(199, 100)));
        assert_eq!(Value::decimal("-4.50"), Some(v(-9, 2)));
        assert_eq!(Value::written(0.1), Some(v(1, 10)));
        assert_eq!(Value::written(4.5), Some(v(9, 2)));
        assert_eq!(Value::decimal("99999999999999999999"), None);
        assert_eq!(Value::decimal("1e3"), None);
        assert_eq!(Value::written(f64::NEG_INFINITY), Some(Value::NEG_INFINITY));
    }

    /// One rule for a number too large, however it is written: never
    /// ±∞ nor 0 in its place.
    #[test]
    fn a_number_too_large_or_too_fine_is_refused_as_such() {
        let too_large = [
            "1e999",
            "-1e999",
            "1e308",
            "2147483648",
            "-2147483648",
            "2147483647.5",
            "1.5e10",
            "99999999999",
        ];
        let huge = "1".repeat(3000);
        for text in too_large.iter().copied().chain([huge.as_str()]) {
            assert_eq!(text.parse::<Value>(), Err(NotAValue::TooLarge), "{text}");
        }
        for text in [
            "1e-999",
            "1e-99999999999999999999999",
            "0.0000000001",
            "1.0000000001",
            "3/7e-30",
        ] {
            assert_eq!(text.parse::<Value>(), Err(NotAValue::TooFine), "{text}");
        }
        for text in ["x", "NaN", "1/", "e5", "1e", "--1", "1e+-2", ""] {
            assert_eq!(text.parse::<Value>(), Err(NotAValue::NotANumber), "{text:?}");
        }
        for (text, value) in [
            ("2147483647", Value::int(i32::MAX)),
            ("-2147483647", Value::int(-i32::MAX)),
            ("1e9", Value::int(1_000_000_000)),
            ("21474836.47e2", Value::int(i32::MAX)),
            ("1.5e-2", v(3, 200)),
            ("0.0000000005", v(1, 2_000_000_000)),
            ("0e999", Value::ZERO),
            ("000123.4500", v(2469, 20)),
            (".5", v(1, 2)),
            ("5.", Value::int(5)),
            ("inf", Value::INFINITY),
            ("-Infinity", Value::NEG_INFINITY),
            ("10/3", v(10, 3)),
        ] {
            assert_eq!(text.parse::<Value>(), Ok(value), "{text}");
        }
    }

    /// Products past 32 bits on the way to a sum that fits: 1/7 of
    /// 700000000, and sevenths of a 2^30-scale value.
    #[test]
    fn a_weighted_sum_is_exact_whatever_its_products_need() {
        let seventh = v(1, 7);
        let big = Value::int(700_000_000);
        assert_eq!(
            Value::ZERO.plus_weighted(seventh, big),
            Ok(Value::int(100_000_000))
        );
        // 2/3 · 2147483646/2147483647: a product of 4294967292/6442450941
        // before it is reduced to 1431655764/2147483647.
        let (thirds, near) = (v(2, 3), v(2_147_483_646, 2_147_483_647));
        assert_eq!(thirds.checked_mul(near), Some(v(1_431_655_764, 2_147_483_647)));
        assert_eq!(
            Value::ZERO.plus_weighted(thirds, near),
            Ok(v(1_431_655_764, 2_147_483_647))
        );
        // A sum that is no value says so, with its fraction.
        assert_eq!(
            v(1, 2_147_483_647).plus_weighted(v(1, 2), v(1, 2_147_483_646)),
            Err(Unshown::Fraction {
                numer: 2 * 2_147_483_646 + 2_147_483_647,
                denom: 2 * 2_147_483_647 * 2_147_483_646
            })
        );
        assert_eq!(
            Value::INFINITY.plus_weighted(v(1, 2), Value::NEG_INFINITY),
            Err(Unshown::NoMean)
        );
        assert_eq!(
            Value::int(3).plus_weighted(v(1, 2), Value::INFINITY),
            Ok(Value::INFINITY)
        );
    }

    #[test]
    fn infinities_order_and_add_as_the_texts_use_them() {
        assert!(Value::NEG_INFINITY < Value::int(-1000));
        assert!(Value::INFINITY > v(7, 2));
        assert_eq!(-Value::INFINITY, Value::NEG_INFINITY);
        assert_eq!(Value::INFINITY.checked_add(Value::NEG_INFINITY), None);
        assert_eq!(v(1, 2) * Value::INFINITY, Value::INFINITY);
        assert_eq!(Value::int(i32::MAX).checked_add(Value::int(1)), None);
    }

    #[test]
    fn json_gives_the_nearest_number_and_the_exact_fraction() {
        assert_eq!(to_json(Value::int(4)).to_string(), "4");
        assert_eq!(to_json(v(-9, 2)).to_string(), "-4.5");
        assert_eq!(exact_json(v(-9, 2)), None);
        assert_eq!(exact_json(v(2, 3)), Some("2/3".into()));
        assert_eq!(to_json(Value::NEG_INFINITY).to_string(), "\"-inf\"");
    }
}
