//! Values of positions: static evaluations and backed-up (minimax) values.
//!
//! A value is an `f64` so that the texts' ±∞ (the initial provisional values,
//! the won/lost positions of chapter 3) and expectimax means fit the same type.

/// A static or backed-up value, always from MAX's point of view.
pub type Value = f64;

/// The value as an integer when it is one up to rounding noise (a mean
/// like 1/3·24 + ... may land a hair off a whole number).
fn whole(v: Value) -> Option<i64> {
    let r = v.round();
    ((v - r).abs() < 1e-9 && r.abs() < 1e15).then_some(r as i64)
}

/// Formats a value the way the texts write it: `4`, `-3`, `2.5`, `+∞`, `-∞`.
pub fn show(v: Value) -> String {
    if v == f64::INFINITY {
        "+∞".to_string()
    } else if v == f64::NEG_INFINITY {
        "-∞".to_string()
    } else if let Some(i) = whole(v) {
        i.to_string()
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

/// A value as JSON: integers stay integers, infinities become the strings
/// `"+inf"` / `"-inf"` (JSON has no infinity).
pub fn to_json(v: Value) -> serde_json::Value {
    if v.is_infinite() {
        serde_json::Value::String(if v > 0.0 { "+inf" } else { "-inf" }.into())
    } else if let Some(i) = whole(v) {
        serde_json::Value::from(i)
    } else {
        serde_json::Value::from(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shows_values_as_the_texts_write_them() {
        assert_eq!(show(4.0), "4");
        assert_eq!(show(-3.0), "-3");
        assert_eq!(show(2.5), "2.5");
        assert_eq!(show(1.0 / 3.0), "0.333");
        assert_eq!(show(f64::INFINITY), "+∞");
        assert_eq!(show(f64::NEG_INFINITY), "-∞");
    }

    #[test]
    fn json_keeps_integers_integral() {
        assert_eq!(to_json(4.0).to_string(), "4");
        assert_eq!(to_json(0.5).to_string(), "0.5");
        assert_eq!(
            to_json(0.5 * 8.0 + 24.0 / 3.0 - 12.0 / 6.0 + 1e-12).to_string(),
            "10"
        );
        assert_eq!(to_json(f64::NEG_INFINITY).to_string(), "\"-inf\"");
    }
}
