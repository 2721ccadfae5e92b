//! Test support for boardbot's end-to-end tests and benchmarks: a fake Discord
//! ([`fake_discord`]), a database per test for the bot ([`pg`]) and for host tests ([`db`]),
//! the bot binary run as a subprocess ([`BotProcess`]) and all of it wired together with shared
//! helpers ([`world`]).

pub mod browser;
pub mod db;
pub mod designs;
pub mod fake_discord;
pub mod pg;
mod process;
pub mod web;
pub mod world;

pub use process::BotProcess;
