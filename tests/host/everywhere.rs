//! Games outside servers, on both backends: a game in a DM or group DM is hosted like any other
//! and rated in the boardbot-wide pool "everywhere"; a server may count its rated games there
//! too; a game that ends on time where nobody could be told shows its result to the next
//! click; the bot remembers where it may not post.

use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, Place, User, EVERYWHERE};

use boardbot_testkit::db::{hosts, refused};

const GUILD: u64 = 100;

fn group_dm() -> Place {
    Place {
        guild_id: None,
        channel_id: 900,
    }
}

fn server() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 200,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}

/// Ann challenges Bob in `place`, Bob accepts, each moves once and Bob resigns.
async fn quick_game(host: &Host, place: Place) -> i64 {
    let c = host
        .challenge(
            place,
            &ann(),
            &bob(),
            GameKind::TwentySevens,
            Options::new(),
        )
        .await
        .unwrap();
    host.accept(c.game_id, &bob()).await.unwrap();
    host.play(place, &ann(), "b2", None).await.unwrap();
    host.play(place, &bob(), "a1", None).await.unwrap();
    host.resign(place, &bob()).await.unwrap();
    c.game_id
}

#[tokio::test]
async fn games_outside_servers_count_in_the_boardbot_wide_pool() {
    for s in hosts().await {
        let h = &s.host;
        let store = &s.db.store;
        let dm_game = quick_game(h, group_dm()).await;
        // Outside servers a game belongs to its conversation: a stranger elsewhere can neither
        // replay it nor read its players' histories; its players can, anywhere.
        let cat = User::new(33, "cat");
        let elsewhere = Place {
            guild_id: None,
            channel_id: 901,
        };
        let unknown = refused(h.replay_game(elsewhere, &cat, dm_game).await);
        assert!(unknown.contains(&dm_game.to_string()), "{unknown}");
        assert!(h.replay_game(elsewhere, &ann(), dm_game).await.is_ok());
        assert!(h.replay_game(group_dm(), &cat, dm_game).await.is_ok());
        let own_only = refused(h.history(elsewhere, cat.id, ann().id, None, 0).await);
        assert!(own_only.contains("your own"), "{own_only}");
        assert_eq!(
            h.history(elsewhere, ann().id, ann().id, None, 0)
                .await
                .unwrap()
                .rows
                .len(),
            1
        );
        let ann_rows = store.player_ratings(EVERYWHERE, ann().id).await.unwrap();
        assert_eq!(ann_rows.len(), 1, "{ann_rows:?}");
        assert_eq!(ann_rows[0].wins, 1);
        // /leaderboard and /stats outside servers show that pool.
        let board = h
            .leaderboard(None, GameKind::TwentySevens, 10)
            .await
            .unwrap();
        assert_eq!(board.len(), 2);
        assert_eq!(h.stats(None, bob().id).await.unwrap().len(), 1);

        // A server's game counts in its own pool only, until the server shares it.
        quick_game(h, server()).await;
        let everywhere = |user: u64| async move {
            store.player_ratings(EVERYWHERE, user).await.unwrap()[0].wins
                + store.player_ratings(EVERYWHERE, user).await.unwrap()[0].losses
        };
        assert_eq!(everywhere(ann().id).await, 1);
        let moderator = User {
            manages_server: true,
            ..User::new(33, "mod")
        };
        h.set_count_everywhere(Some(GUILD), &moderator, true)
            .await
            .unwrap();
        let game = quick_game(h, server()).await;
        assert_eq!(everywhere(ann().id).await, 2);
        let server_rows = store.player_ratings(GUILD, ann().id).await.unwrap();
        assert_eq!(server_rows[0].wins, 2);
        // The game's own rating change is its server's.
        let history = h
            .history(server(), ann().id, ann().id, None, 0)
            .await
            .unwrap();
        let row = history.rows.iter().find(|g| g.game_id == game).unwrap();
        assert!(row.rating_change.is_some(), "{row:?}");
    }
}

#[tokio::test]
async fn a_game_that_ended_on_time_shows_its_result_and_the_reach_is_remembered() {
    for s in hosts().await {
        let h = &s.host;
        assert!(
            h.posts_in(group_dm().channel_id).await,
            "until told otherwise"
        );
        h.note_channel_reach(group_dm().channel_id, false)
            .await
            .unwrap();
        // Another host on the same store (a restart) knows it too.
        let again = Host::new(
            s.db.store.clone(),
            s.clock.clone(),
            boardbot::host::HostSettings::default(),
        );
        assert!(!again.posts_in(group_dm().channel_id).await);

        let c = h
            .challenge(
                group_dm(),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap();
        h.accept(c.game_id, &bob()).await.unwrap();
        h.play(group_dm(), &ann(), "b2", None).await.unwrap();
        h.play(group_dm(), &bob(), "a1", None).await.unwrap();
        assert!(h.ended_board(c.game_id).await.unwrap().is_none());
        s.clock.advance_ms(25 * 60 * 60 * 1000);
        h.enforce_deadlines().await.unwrap();
        let ended = h.ended_board(c.game_id).await.unwrap().expect("the result");
        assert!(ended.finished);
        assert!(ended.status.contains("ran out of time"), "{}", ended.status);
        let last = h.last_ended_board(group_dm()).await.unwrap().unwrap();
        assert_eq!(last.game_id, c.game_id);
        // Lost on time, rated in the boardbot-wide pool.
        let rows =
            s.db.store
                .player_ratings(EVERYWHERE, ann().id)
                .await
                .unwrap();
        assert_eq!(rows[0].losses, 1, "{rows:?}");
    }
}
