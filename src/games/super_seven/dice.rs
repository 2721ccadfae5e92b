//! The committed dice of the rule book's Fairness section. Pure functions: the engine itself
//! never throws; the host draws throw `k` with [`throw_total`] and plays `roll N`.

use sha2::{Digest, Sha256};

/// The two dice of throw `k` (0, 1, 2 … counting every throw of both players) for `seed`:
/// the bytes of `SHA-256(seed + ":" + k)` in order, skipping any byte ≥ 252, each kept byte
/// `b` giving the die `b % 6 + 1`. Should the digest run out before two dice are found, the
/// digest itself (its 32 raw bytes) is hashed again and reading goes on, dice found so far
/// kept.
pub fn throw_dice(seed: &str, k: u64) -> (u8, u8) {
    let digest: [u8; 32] = Sha256::digest(format!("{seed}:{k}").as_bytes()).into();
    dice_from_digest(digest)
}

/// The two dice read from a first digest, rehashing as the rule book says.
pub(crate) fn dice_from_digest(mut digest: [u8; 32]) -> (u8, u8) {
    let mut first = None;
    loop {
        for &b in &digest {
            if b >= 252 {
                continue;
            }
            let die = b % 6 + 1;
            match first {
                None => first = Some(die),
                Some(a) => return (a, die),
            }
        }
        digest = Sha256::digest(digest).into();
    }
}

/// The total (2…12) of throw `k`.
pub fn throw_total(seed: &str, k: u64) -> u8 {
    let (a, b) = throw_dice(seed, k);
    a + b
}

/// The commitment posted when a game starts: SHA-256 of the seed, in lower-case hex.
pub fn commitment(seed: &str) -> String {
    hex::encode(Sha256::digest(seed.as_bytes()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_matches_a_hand_computed_hash() {
        // python3: hashlib.sha256(b"0").hexdigest()
        assert_eq!(commitment("0"), COMMIT_0);
        assert_eq!(commitment("abc"), COMMIT_ABC);
    }

    #[test]
    fn throws_match_hand_computed_vectors() {
        // python3: hashlib.sha256(b"0:0").digest() starts ac 72 …: 0xac = 172 → 172 % 6 + 1 = 5,
        // 0x72 = 114 → 1.
        assert_eq!(throw_dice("0", 0), (5, 1));
        // "0:1" starts ef 13: 239 → 6, 19 → 2.
        assert_eq!(throw_dice("0", 1), (6, 2));
        // "0:2" starts 93 28: 147 → 4, 40 → 5.
        assert_eq!(throw_dice("0", 2), (4, 5));
        assert_eq!(throw_total("0", 2), 9);
        // "0:4" starts 48 f0: 72 → 1, 240 → 1.
        assert_eq!(throw_dice("0", 4), (1, 1));
        assert_eq!(throw_total("0", 4), 2);
    }

    #[test]
    fn bytes_of_252_and_more_are_skipped() {
        // SHA-256("<seed>:35") starts 27 fd f2: 0x27 = 39 → 4, 0xfd = 253 is skipped,
        // 0xf2 = 242 → 3. Without the skip the second die would be 253 % 6 + 1 = 2.
        let seed = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";
        assert_eq!(throw_dice(seed, 35), (4, 3));
    }

    #[test]
    fn a_digest_without_two_dice_is_hashed_again() {
        // All 32 bytes skipped: SHA-256 of 32 × 0xff starts af 96: 175 → 2, 150 → 1.
        assert_eq!(dice_from_digest([0xff; 32]), (2, 1));
        // One die (10 → 5) in the first digest; the second comes from the rehash, whose
        // first byte is 0x40 = 64 → 5.
        let mut d = [0xff; 32];
        d[31] = 10;
        assert_eq!(dice_from_digest(d), (5, 5));
    }

    #[test]
    fn totals_are_plausibly_distributed() {
        let n = 36_000u64;
        let mut counts = [0u64; 13];
        let mut faces = [0u64; 7];
        for k in 0..n {
            let (a, b) = throw_dice("distribution", k);
            assert!((1..=6).contains(&a) && (1..=6).contains(&b));
            faces[a as usize] += 1;
            faces[b as usize] += 1;
            counts[(a + b) as usize] += 1;
        }
        // Chi-square against 1,2,…,6,…,1 out of 36 (10 degrees of freedom; 0.1 % point ≈ 29.6).
        let mut chi = 0.0;
        for (t, &c) in counts.iter().enumerate().skip(2) {
            let ways = 6 - (t as i64 - 7).abs();
            let expected = n as f64 * ways as f64 / 36.0;
            chi += (c as f64 - expected).powi(2) / expected;
        }
        assert!(chi < 29.6, "chi-square {chi} for totals {counts:?}");
        for &f in &faces[1..] {
            let share = f as f64 / (2 * n) as f64;
            assert!((share - 1.0 / 6.0).abs() < 0.01, "faces {faces:?}");
        }
    }

    const COMMIT_0: &str = "5feceb66ffc86f38d952786c6d696c79c2dbc239dd4e91b46729d73a27fb57e9";
    const COMMIT_ABC: &str = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";
}
