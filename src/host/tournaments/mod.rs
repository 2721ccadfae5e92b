//! Tournaments: Swiss, round robin and arena events whose games the bot hosts, pairs and scores
//! itself. Pairing and scoring are pure code ([`pairing`]); this module is their life in the
//! host: sign-up, start, rounds, results, standings and the organizer's tools.

pub mod pairing;
