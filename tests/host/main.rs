//! The host and the store against both backends, without a front end. One test binary for
//! the whole folder: each file is a module here, which keeps the build's disk and link time
//! small (one link instead of one per file).

mod achievements;
mod analysis;
mod changes;
mod conditional;
mod design_pauses;
mod design_reports;
mod designed;
mod designed_load;
mod designed_tournament;
mod everywhere;
mod history;
mod hosting;
mod my_games;
mod notifications;
mod palettes;
mod play_time;
mod protection;
mod puzzles;
mod roles;
mod seasons;
mod server_designs;
mod takebacks;
mod team_matches;
mod teams;
mod tournaments;
mod vacations;
