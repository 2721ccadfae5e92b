//! Palettes through the host and the store, on both backends: a player's own palette for
//! the pictures only they see, a server's for its boards (moderators only), kept in the store.

use std::sync::Arc;

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, ManualClock, Place, User};
use boardbot::render::Palette;

use boardbot_testkit::db::{hosts, refused};

const GUILD: u64 = 300;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 400,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

/// Whether a PNG shows a colour anywhere.
fn shows(png: &[u8], colour: image::Rgb<u8>) -> bool {
    image::load_from_memory(png)
        .expect("a PNG")
        .to_rgb8()
        .pixels()
        .any(|p| *p == colour)
}

/// Whether a GIF's colours hold one close to `colour` (a busy GIF cuts low bits).
fn gif_shows(bytes: &[u8], colour: image::Rgb<u8>) -> bool {
    let decoder = gif::DecodeOptions::new()
        .read_info(bytes)
        .expect("a GIF header");
    let table = decoder.global_palette().expect("a global palette");
    table
        .chunks_exact(3)
        .any(|c| (0..3).all(|k| c[k].abs_diff(colour.0[k]) <= 8))
}

#[tokio::test]
async fn players_and_servers_choose_their_palettes_and_pictures_follow() {
    for s in hosts().await {
        let h = &s.host;
        let c = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::CrossWordsCombat,
                Options::new(),
            )
            .await
            .unwrap();
        let board = h.accept(c.game_id, &bob()).await.unwrap();
        let vermillion = Palette::ColourBlind.seat(0);
        // Classic until chosen.
        assert_eq!(
            h.palette_preference(ann().id).await.unwrap(),
            Palette::Classic
        );
        assert!(!shows(&board.png, vermillion));
        assert!(!shows(
            &h.private_view(place(), &ann()).await.unwrap().picture,
            vermillion
        ));

        // Ann's own choice changes her page, not the channel's board.
        h.set_palette_preference(&ann(), Palette::ColourBlind)
            .await
            .unwrap();
        assert_eq!(
            h.palette_preference(ann().id).await.unwrap(),
            Palette::ColourBlind
        );
        assert_eq!(
            h.palette_preference(bob().id).await.unwrap(),
            Palette::Classic
        );
        assert!(shows(
            &h.private_view(place(), &ann()).await.unwrap().picture,
            vermillion
        ));
        assert!(!shows(
            &h.private_view(place(), &bob()).await.unwrap().picture,
            vermillion
        ));
        assert!(!shows(&h.board(place()).await.unwrap().png, vermillion));
        // A live game's replay is only for its players: in each one's own colours.
        let replay =
            |user: User| async move { h.replay_game(place(), &user, c.game_id).await.unwrap().gif };
        assert!(gif_shows(&replay(ann()).await, vermillion));
        assert!(!gif_shows(&replay(bob()).await, vermillion));

        // Only moderators choose the server's; its boards follow at once.
        let refusal = refused(
            h.set_server_palette(Some(GUILD), &bob(), Palette::ColourBlind)
                .await,
        );
        assert!(refusal.contains("moderators"), "{refusal}");
        assert!(refused(
            h.set_server_palette(None, &bob(), Palette::ColourBlind)
                .await
        )
        .contains("server"));
        let moderator = User {
            manages_server: true,
            ..bob()
        };
        h.set_server_palette(Some(GUILD), &moderator, Palette::ColourBlind)
            .await
            .unwrap();
        assert_eq!(h.server_palette(GUILD).await, Palette::ColourBlind);
        assert!(shows(&h.board(place()).await.unwrap().png, vermillion));
        assert_eq!(h.server_palette(GUILD + 1).await, Palette::Classic);

        // Another host on the same database (another process, a restart) reads both choices.
        let other = Host::new(
            s.db.store.clone(),
            Arc::new(ManualClock::new(1_700_000_000_000)),
            HostSettings::default(),
        );
        assert_eq!(other.server_palette(GUILD).await, Palette::ColourBlind);
        assert_eq!(
            other.palette_preference(ann().id).await.unwrap(),
            Palette::ColourBlind
        );
    }
}
