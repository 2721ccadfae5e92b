//! End to end: the built bot against the fake Discord on loopback, as real clients play. One
//! test binary for the whole folder (see tests/host/main.rs for why).

mod accessibility;
mod activity;
mod analysis;
mod anywhere;
mod conditional;
mod confirm;
mod design_gallery;
mod design_pauses;
mod design_reports;
mod designs;
mod discord;
mod games;
mod history;
mod languages;
mod live;
mod my_games;
mod notifications;
mod play_time;
mod privacy;
mod protection;
mod seasons;
mod shards;
mod takebacks;
mod team_matches;
mod teams;
mod tournaments;
mod vacations;
