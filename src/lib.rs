//! boardbot: a Discord bot that hosts five original board games.
//!
//! Folders by concern: `games` (pure rules), `ai` (the search that plays any game), `pairing`
//! (tournament pairing and standings, pure), `render` (board pictures), `input` (move pickers),
//! `store` (database), `host` (the hosting service), `discord` and `terminal` (front ends),
//! `referee` (the black-box command), `config` (settings), `metrics` (what an operator watches).

pub mod ai;
pub mod config;
pub mod designer;
pub mod discord;
pub mod games;
pub mod host;
pub mod i18n;
pub mod input;
pub mod metrics;
pub mod pairing;
pub mod referee;
pub mod render;
pub mod store;
pub mod terminal;
pub mod web;
