//! Wrong class codes: each slows the next answer from its address, and a
//! name that gets it wrong five times from one address is refused for a
//! minute, even with the right code; an address is never locked out
//! whole, since a lab may sit behind one NAT address.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Wrong codes a name may give from one address before it is refused.
pub const TRIES: u32 = 5;

/// How long a name is refused after that.
pub const LOCKED: Duration = Duration::from_secs(60);

/// The longest an address's answer is held back.
const SLOWEST: Duration = Duration::from_secs(2);

/// The most names and addresses remembered (a flood forgets the oldest).
const MOST: usize = 10_000;

#[derive(Default)]
pub struct Guard {
    names: HashMap<(String, IpAddr), (u32, Instant)>,
    addresses: HashMap<IpAddr, (u32, Instant)>,
}

/// Whether a code may be tried now.
#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// After this wait (the address's wrong codes slow it).
    Try(Duration),
    /// Refused: too many wrong codes for this name from this address.
    Locked,
}

impl Guard {
    pub fn verdict(&mut self, name: &str, address: IpAddr) -> Verdict {
        let now = Instant::now();
        if let Some(&(wrong, last)) = self.names.get(&(name.to_string(), address))
            && wrong >= TRIES
            && now.duration_since(last) < LOCKED
        {
            return Verdict::Locked;
        }
        let slow = match self.addresses.get(&address) {
            Some(&(wrong, last)) if now.duration_since(last) < LOCKED => {
                (Duration::from_millis(50) * wrong).min(SLOWEST)
            }
            _ => Duration::ZERO,
        };
        Verdict::Try(slow)
    }

    /// A wrong code for `name` from `address`.
    pub fn wrong(&mut self, name: &str, address: IpAddr) {
        let now = Instant::now();
        if self.names.len() >= MOST || self.addresses.len() >= MOST {
            let old = |(_, last): &(u32, Instant)| now.duration_since(*last) < LOCKED;
            self.names.retain(|_, v| old(v));
            self.addresses.retain(|_, v| old(v));
        }
        for entry in [
            self.names.entry((name.to_string(), address)).or_insert((0, now)),
            self.addresses.entry(address).or_insert((0, now)),
        ] {
            // A minute without a wrong code starts the count again.
            if now.duration_since(entry.1) >= LOCKED {
                entry.0 = 0;
            }
            *entry = (entry.0.saturating_add(1), now);
        }
    }

    /// The right code: the name's count starts again.
    pub fn right(&mut self, name: &str, address: IpAddr) {
        self.names.remove(&(name.to_string(), address));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_locked_after_five_wrong_codes_and_its_neighbours_are_not() {
        let mut g = Guard::default();
        let lab: IpAddr = "10.0.0.1".parse().unwrap();
        for _ in 0..TRIES {
            assert!(matches!(g.verdict("ann", lab), Verdict::Try(_)));
            g.wrong("ann", lab);
        }
        assert_eq!(g.verdict("ann", lab), Verdict::Locked);
        // Another student behind the same NAT address is slowed, not locked.
        assert!(matches!(g.verdict("bob", lab), Verdict::Try(d) if d > Duration::ZERO && d <= SLOWEST));
        let home: IpAddr = "10.0.0.2".parse().unwrap();
        assert_eq!(g.verdict("ann", home), Verdict::Try(Duration::ZERO));
    }

    #[test]
    fn a_thousand_wrong_codes_are_slowed_at_most_two_seconds() {
        let mut g = Guard::default();
        let a: IpAddr = "10.0.0.3".parse().unwrap();
        for i in 0..1000 {
            g.wrong(&format!("n{i}"), a);
        }
        assert_eq!(g.verdict("x", a), Verdict::Try(SLOWEST));
    }
}
