//! Characters a hostile file may hold, for the properties that check the
//! one sanitiser: any at all, and often the ones it must catch.

use proptest::prelude::*;

/// A character of any kind; often a control character, a mark that
/// reorders text or hides, a noncharacter, a letter of another script, a
/// combining mark, or one of `also` (characters of a file's own syntax).
pub fn hostile_character(also: &[char]) -> impl Strategy<Value = char> + use<> {
    let mut marked = vec![
        '\u{202a}', '\u{202e}', '\u{2066}', '\u{2069}', '\u{200e}', '\u{200f}', '\u{61c}', '\u{2028}',
        '\u{2029}', '\u{feff}', '\u{200b}', '\u{fffe}', '\u{ffff}', 'б', '博', '\u{301}',
    ];
    marked.extend_from_slice(also);
    prop_oneof![
        any::<char>(),
        (0u32..0x20).prop_map(|c| char::from_u32(c).unwrap()),
        (0x7fu32..0xa0).prop_map(|c| char::from_u32(c).unwrap()),
        prop::sample::select(marked),
    ]
}
