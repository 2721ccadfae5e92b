//! The public pages' ids, signed by the host (which gives links to them in its views) and
//! checked by the web front end. Ids in URLs:
//! `<decimal id>-<first 12 hex digits of HMAC-SHA256(WEB_SECRET, "<what>:<id>")>`.
//! Anyone can read the number back, nobody can make a valid one without the secret, so
//! servers and games cannot be enumerated, and no lookup table is needed.

use hmac::{Hmac, Mac};
use sha2::Sha256;

/// Hex digits of the MAC kept in a URL (48 bits).
const MAC_HEX: usize = 12;

/// Signs and checks the ids of one deployment (every process sharing `WEB_SECRET`).
#[derive(Clone)]
pub struct Signer {
    key: Vec<u8>,
}

impl std::fmt::Debug for Signer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Signer(..)")
    }
}

impl Signer {
    pub fn new(secret: &[u8]) -> Signer {
        Signer {
            key: secret.to_vec(),
        }
    }

    fn mac(&self, message: &str) -> String {
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes any key");
        mac.update(message.as_bytes());
        let mut tag = hex::encode(mac.finalize().into_bytes());
        tag.truncate(MAC_HEX);
        tag
    }

    fn sign(&self, number: &str, message: &str) -> String {
        format!("{number}-{}", self.mac(message))
    }

    /// The number of a signed id whose MAC over `message(number)` matches.
    fn open<T: std::str::FromStr + std::fmt::Display>(
        &self,
        signed: &str,
        message: impl Fn(&T) -> String,
    ) -> Option<T> {
        let (number, tag) = signed.split_once('-')?;
        if number.is_empty() || !number.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let value: T = number.parse().ok()?;
        // The number as written must be the canonical one (no leading zeros).
        if value.to_string() != number {
            return None;
        }
        let mut mac = Hmac::<Sha256>::new_from_slice(&self.key).expect("HMAC takes any key");
        mac.update(message(&value).as_bytes());
        let expected = hex::encode(mac.finalize().into_bytes());
        // Compared in constant time over the kept prefix.
        let (expected, tag) = (expected.as_bytes(), tag.as_bytes());
        if tag.len() != MAC_HEX {
            return None;
        }
        let diff = expected[..MAC_HEX]
            .iter()
            .zip(tag)
            .fold(0u8, |acc, (a, b)| acc | (a ^ b));
        (diff == 0).then_some(value)
    }

    pub fn guild(&self, guild_id: u64) -> String {
        self.sign(&guild_id.to_string(), &format!("guild:{guild_id}"))
    }

    pub fn open_guild(&self, signed: &str) -> Option<u64> {
        self.open(signed, |id: &u64| format!("guild:{id}"))
    }

    /// A player's id within one server: the same person has unrelated ids in two servers.
    pub fn player(&self, guild_id: u64, user_id: u64) -> String {
        self.sign(
            &user_id.to_string(),
            &format!("player:{guild_id}:{user_id}"),
        )
    }

    pub fn open_player(&self, guild_id: u64, signed: &str) -> Option<u64> {
        self.open(signed, |id: &u64| format!("player:{guild_id}:{id}"))
    }

    pub fn game(&self, game_id: i64) -> String {
        self.sign(&game_id.to_string(), &format!("game:{game_id}"))
    }

    pub fn open_game(&self, signed: &str) -> Option<i64> {
        self.open(signed, |id: &i64| format!("game:{id}"))
            .filter(|&id| id > 0)
    }

    pub fn tournament(&self, tournament_id: i64) -> String {
        self.sign(
            &tournament_id.to_string(),
            &format!("tournament:{tournament_id}"),
        )
    }

    pub fn open_tournament(&self, signed: &str) -> Option<i64> {
        self.open(signed, |id: &i64| format!("tournament:{id}"))
            .filter(|&id| id > 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_resist_forgery() {
        let signer = Signer::new(b"secret");
        let guild = signer.guild(42);
        assert!(guild.starts_with("42-"));
        assert_eq!(guild.len(), 3 + MAC_HEX);
        assert_eq!(signer.open_guild(&guild), Some(42));
        let game = signer.game(7);
        assert_eq!(signer.open_game(&game), Some(7));
        // A game's id is not a guild's, and another secret signs differently.
        assert_eq!(signer.open_guild(&game), None);
        assert_eq!(Signer::new(b"other").open_game(&game), None);
        for bad in [
            "42",
            "42-",
            "-abc",
            "042-000000000000",
            "43-000000000000",
            &guild.replace("42-", "43-"),
            &format!("{guild}0"),
        ] {
            assert_eq!(signer.open_guild(bad), None, "{bad}");
        }
        let player = signer.player(42, 7);
        assert_eq!(signer.open_player(42, &player), Some(7));
        assert_eq!(signer.open_player(43, &player), None);
        assert_eq!(signer.open_game(&player), None);
        assert_ne!(player, signer.player(43, 7));
        let mut flipped = guild.clone().into_bytes();
        let last = flipped.len() - 1;
        flipped[last] = if flipped[last] == b'0' { b'1' } else { b'0' };
        assert_eq!(
            signer.open_guild(&String::from_utf8(flipped).unwrap()),
            None
        );
    }
}
