//! The web site and the Activity: pages, sign-in, live streams, attacks, and headless Chromium.
//! One test binary for the whole folder (see tests/host/main.rs for why).

mod abuse;
mod activity;
mod attacks;
mod browser;
mod conditional;
mod designed;
mod live;
mod pages;
mod sign_in;
