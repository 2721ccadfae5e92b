//! What runs without Discord or the web: the terminal, the referee, and the designer's kit
//! (example files, hostile files, the renderer, the balance report). One test binary for the
//! whole folder (see tests/host/main.rs for why).

mod design_hostile;
mod design_render;
mod design_report;
mod designs;
mod referee;
mod terminal;
