//! The host service and the store, against both backends: SQLite always, PostgreSQL when
//! `TEST_DATABASE_URL` is set (scripts/test starts one and requires it).

use std::sync::Arc;

use boardbot::ai::Level;
use boardbot::games::{AnyGame, GameKind, Options};
use boardbot::host::{
    ai_player_id, BoardView, GameTerms, Host, HostError, HostSettings, ManualClock, Picked, Place,
    User,
};
use boardbot::store::{EndReason, Status, Store};

use boardbot_testkit::db;

use db::{hosts, refused};

const GUILD: u64 = 100;
const CHANNEL: u64 = 200;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: CHANNEL,
    }
}

fn ann() -> User {
    User::new(11, "ann")
}
fn bob() -> User {
    User::new(22, "bob")
}
fn cat() -> User {
    User::new(33, "cat")
}

async fn start(host: &Host) -> i64 {
    start_game(host, GameKind::TwentySevens, Options::new())
        .await
        .0
}

/// Ann challenges Bob and Bob accepts: the game's id and its first board.
async fn start_game(host: &Host, kind: GameKind, options: Options) -> (i64, BoardView) {
    let c = host
        .challenge(place(), &ann(), &bob(), kind, options)
        .await
        .unwrap();
    (c.game_id, host.accept(c.game_id, &bob()).await.unwrap())
}

#[tokio::test]
async fn challenge_rules() {
    for s in hosts().await {
        let h = &s.host;
        let dm = Place {
            guild_id: None,
            channel_id: 5,
        };
        // Outside servers (a DM, a group DM) games are hosted too, in the boardbot-wide pool.
        let outside = h
            .challenge(dm, &ann(), &bob(), GameKind::TwentySevens, Options::new())
            .await
            .unwrap();
        let stored = s.db.store.game(outside.game_id).await.unwrap().unwrap();
        assert_eq!(stored.guild_id, boardbot::host::EVERYWHERE);
        h.decline(outside.game_id, &bob()).await.unwrap();
        assert!(refused(
            h.challenge(
                place(),
                &ann(),
                &ann(),
                GameKind::TwentySevens,
                Options::new()
            )
            .await
        )
        .contains("yourself"));
        let bot = User {
            is_bot: true,
            ..cat()
        };
        assert!(refused(
            h.challenge(
                place(),
                &ann(),
                &bot,
                GameKind::TwentySevens,
                Options::new()
            )
            .await
        )
        .contains("Bots"));
        let bad: Options = [("diamond".to_string(), "7".to_string())].into();
        assert!(refused(
            h.challenge(place(), &ann(), &bob(), GameKind::TwentySevens, bad)
                .await
        )
        .contains("diamond"));

        let c = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap();
        // A second challenge in the busy channel is refused.
        assert!(refused(
            h.challenge(
                place(),
                &cat(),
                &bob(),
                GameKind::TwentySevens,
                Options::new()
            )
            .await
        )
        .contains("already"));
        // Only the challenged player accepts; moves wait for the acceptance.
        assert!(refused(h.accept(c.game_id, &cat()).await).contains("bob"));
        assert!(refused(h.accept(c.game_id, &ann()).await).contains("bob"));
        assert!(refused(h.play(place(), &ann(), "b2", None).await).contains("accepted"));
        h.decline(c.game_id, &bob()).await.unwrap();
        assert!(refused(h.accept(c.game_id, &bob()).await).contains("over"));
        // The channel is free again (for Cat: Ann waits out the cooldown of Bob's decline);
        // a challenge nobody answers expires.
        let c2 = h
            .challenge(
                place(),
                &cat(),
                &bob(),
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap();
        s.clock.advance_ms(11 * 60 * 1000);
        assert!(refused(h.accept(c2.game_id, &bob()).await).contains("expired"));
        let updates = h.enforce_deadlines().await.unwrap();
        assert_eq!(updates.len(), 1);
        let record = h.store().game(c2.game_id).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Expired);
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn moves_turns_and_refusals_change_nothing() {
    for s in hosts().await {
        let h = &s.host;
        let id = start(h).await;
        let before = h.store().game(id).await.unwrap().unwrap();
        assert!(refused(h.play(place(), &bob(), "b2", None).await).contains("not your turn"));
        assert!(refused(h.play(place(), &cat(), "b2", None).await).contains("not playing"));
        assert!(refused(h.play(place(), &ann(), "z9", None).await).contains("isn't a move"));
        assert!(refused(
            h.play(place(), &ann(), "b2", Some(before.version - 1))
                .await
        )
        .contains("out of date"));
        assert_eq!(h.store().game(id).await.unwrap().unwrap(), before);

        let v = h.play(place(), &ann(), " B2 ", None).await.unwrap();
        assert_eq!(v.last_move.as_deref(), Some("b2"));
        for mv in ["b2", "b2"] {
            let who = if h.board(place()).await.unwrap().to_move.unwrap().0 == 0 {
                ann()
            } else {
                bob()
            };
            h.play(place(), &who, mv, None).await.unwrap();
        }
        // b2 is full now.
        assert!(refused(h.play(place(), &bob(), "b2", None).await).contains("full"));
        let moves = h.store().moves(id).await.unwrap();
        assert_eq!(
            moves
                .iter()
                .map(|m| (m.ply, m.user_id, m.notation.as_str()))
                .collect::<Vec<_>>(),
            vec![(1, 11, "b2"), (2, 22, "b2"), (3, 11, "b2")]
        );
        // The log alone rebuilds the same game as the cached state.
        let record = h.store().game(id).await.unwrap().unwrap();
        let replayed = h.replay(&record).await.unwrap();
        let cached: AnyGame = serde_json::from_str(record.state.as_deref().unwrap()).unwrap();
        assert_eq!(
            serde_json::to_string(&replayed).unwrap(),
            serde_json::to_string(&cached).unwrap()
        );
    }
}

#[tokio::test]
async fn two_clicks_on_one_turn_land_once() {
    for s in hosts().await {
        let h = &s.host;
        let id = start(h).await;
        let version = h.store().game(id).await.unwrap().unwrap().version;
        let player = ann();
        let (a, b) = tokio::join!(
            h.play(place(), &player, "a1", Some(version)),
            h.play(place(), &player, "c3", Some(version))
        );
        assert_eq!([a.is_ok(), b.is_ok()].iter().filter(|ok| **ok).count(), 1);
        assert_eq!(h.store().moves(id).await.unwrap().len(), 1);
        // The picker refuses a stale version too.
        assert!(
            refused(h.pick(place(), &bob(), id, version, &["b1"]).await).contains("out of date")
        );
        let now = h.store().game(id).await.unwrap().unwrap().version;
        match h.pick(place(), &bob(), id, now, &["b1"]).await.unwrap() {
            Picked::Played(v) => assert_eq!(v.last_move.as_deref(), Some("b1")),
            other => panic!("expected a move, got {other:?}"),
        }
    }
}

#[tokio::test]
async fn full_game_rates_once_and_fills_the_leaderboard() {
    for s in hosts().await {
        let h = &s.host;
        let id = start(h).await;
        // Fill the cube square by square: 27 moves.
        let mut ply = 0;
        'outer: for sq in ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"] {
            for _ in 0..3 {
                let who = if ply % 2 == 0 { ann() } else { bob() };
                let v = h.play(place(), &who, sq, None).await.unwrap();
                ply += 1;
                if v.finished {
                    break 'outer;
                }
            }
        }
        assert_eq!(ply, 27);
        let record = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Finished);
        assert_eq!(record.result.unwrap().reason, EndReason::Board);
        let board = h
            .leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
            .await
            .unwrap();
        assert_eq!(board.len(), 2);
        let games_played: i64 = board.iter().map(|r| r.wins + r.losses + r.draws).sum();
        assert_eq!(games_played, 2, "rated exactly once");
        // The channel is free for the next game; nothing more can be played in this one.
        assert!(refused(h.play(place(), &ann(), "a1", None).await).contains("no game"));
        assert_eq!(h.stats(Some(GUILD), 11).await.unwrap().len(), 1);
    }
}

/// A name longer than any Discord allows (an import, another front end) is cut where it enters
/// the host, so no picture or page ever lays out thousands of characters.
#[tokio::test]
async fn names_are_kept_at_most_40_characters() {
    for s in hosts().await {
        let h = &s.host;
        let long = User::new(44, "Ω".repeat(20_000));
        let c = h
            .challenge(
                place(),
                &long,
                &bob(),
                GameKind::TwentySevens,
                Options::new(),
            )
            .await
            .unwrap();
        let record = h.store().game(c.game_id).await.unwrap().unwrap();
        assert_eq!(
            record.names[0].chars().count(),
            boardbot::host::NAME_MAX_CHARS
        );
        assert!(record.names[0].ends_with('…'));
        assert_eq!(record.names[1], "bob");
        // At the limit, a name is kept whole.
        let exact = "x".repeat(boardbot::host::NAME_MAX_CHARS);
        assert_eq!(boardbot::host::kept_name(&exact), exact);
    }
}

/// A server's settings are deleted once the bot has been gone from it for 30 days (the
/// operator's setting), never sooner, and not at all if it came back; its games stay.
#[tokio::test]
async fn a_servers_settings_go_30_days_after_the_bot_leaves_unless_it_returns() {
    const DAY_MS: i64 = 24 * 60 * 60 * 1000;
    for s in hosts().await {
        let h = &s.host;
        let moderator = User {
            manages_server: true,
            ..ann()
        };
        let back = GUILD + 1;
        for guild in [GUILD, back] {
            h.set_public_pages(Some(guild), &moderator, true)
                .await
                .unwrap();
        }
        let id = start(h).await;
        h.guild_vanished(GUILD).await.unwrap();
        h.guild_vanished(back).await.unwrap();
        h.guild_present(back).await.unwrap();
        s.clock.advance_ms(29 * DAY_MS);
        assert_eq!(h.forget_departed_servers().await.unwrap(), 0);
        assert!(h.store().guild_settings(GUILD).await.unwrap().is_some());
        s.clock.advance_ms(2 * DAY_MS);
        assert_eq!(h.forget_departed_servers().await.unwrap(), 1);
        assert!(h.store().guild_settings(GUILD).await.unwrap().is_none());
        assert!(h.store().guild_settings(back).await.unwrap().is_some());
        // The game stays in its players' histories.
        assert!(h.store().game(id).await.unwrap().is_some());
    }
}

/// Raw count of a game's rows in the `moves` table.
async fn move_rows(url: &str, game_id: i64) -> i64 {
    use sqlx::{Connection, Row};
    sqlx::any::install_default_drivers();
    let mut conn = sqlx::AnyConnection::connect(url).await.unwrap();
    sqlx::query("SELECT COUNT(*) AS n FROM moves WHERE game_id = $1")
        .bind(game_id)
        .fetch_one(&mut conn)
        .await
        .unwrap()
        .get("n")
}

#[tokio::test]
async fn a_finished_game_keeps_its_log_compact_and_old_games_are_converted() {
    for s in hosts().await {
        let h = &s.host;
        let id = start(h).await;
        let moves = boardbot_testkit::world::decisive_game();
        for (i, mv) in moves.iter().enumerate() {
            s.clock.advance_ms(3_500);
            let who = if i % 2 == 0 { ann() } else { bob() };
            if i == 26 {
                assert_eq!(
                    move_rows(&s.db.url, id).await,
                    26,
                    "a live game has a row per move"
                );
            }
            h.play(place(), &who, mv, None).await.unwrap();
        }
        let record = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Finished);
        assert_eq!(
            move_rows(&s.db.url, id).await,
            0,
            "an ended game's rows are folded"
        );
        let log = h.store().moves(id).await.unwrap();
        assert_eq!(
            log.iter().map(|m| m.notation.as_str()).collect::<Vec<_>>(),
            moves.iter().map(String::as_str).collect::<Vec<_>>()
        );
        assert!(log.iter().enumerate().all(|(i, m)| m.ply == i as i64 + 1
            && m.user_id == [11, 22][i % 2]
            // Times are kept to the second.
            && m.played_at == (record.created_at + 3_500 * (i as i64 + 1)) / 1000 * 1000));
        // History counts the plies of the compact log, and the game replays from it.
        let page = h.history(place(), 11, 11, None, 0).await.unwrap();
        assert_eq!(page.rows[0].plies, 27);
        assert!(h.replay(&record).await.unwrap().outcome().is_some());

        // A finished game written by an older version (rows in `moves`, no compact log) is
        // converted when the store next opens the database.
        {
            use sqlx::Connection;
            let mut conn = sqlx::AnyConnection::connect(&s.db.url).await.unwrap();
            sqlx::query("UPDATE games SET move_log = NULL WHERE id = $1")
                .bind(id)
                .execute(&mut conn)
                .await
                .unwrap();
            for m in &log {
                sqlx::query(
                    "INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id)
                .bind(m.ply)
                .bind(m.seat.0 as i64)
                .bind(m.user_id as i64)
                .bind(&m.notation)
                .bind(m.played_at)
                .execute(&mut conn)
                .await
                .unwrap();
            }
        }
        let reopened = Store::connect(&s.db.url).await.unwrap();
        assert_eq!(move_rows(&s.db.url, id).await, 0);
        assert_eq!(reopened.moves(id).await.unwrap(), log);
    }
}

#[tokio::test]
async fn a_players_rank_and_the_leaderboard_page_that_holds_them() {
    use sqlx::Connection;
    for s in hosts().await {
        let h = &s.host;
        let mut conn = sqlx::AnyConnection::connect(&s.db.url).await.unwrap();
        // 25 players with ties on rating, and rows of another server and another game that
        // must not count.
        let mut expected: Vec<(f64, u64)> = Vec::new();
        for i in 0..25u64 {
            // Whole and fractional points, ties, and ratings around zero (where SQLite's
            // rounding of a negative rating to a whole point differs from truncation).
            let rating = match i {
                22 => 0.5,
                23 => -1.0,
                24 => -0.5,
                _ => 1500.0 + ((i * 7) % 9) as f64 * 10.0 + (i % 2) as f64 * 0.5,
            };
            expected.push((rating, 1000 + i));
            for (guild, kind) in [
                (GUILD, "twenty-sevens"),
                (GUILD + 1, "twenty-sevens"),
                (GUILD, "ccc"),
            ] {
                sqlx::query(
                    "INSERT INTO ratings (guild_id, kind, user_id, name, rating, deviation, \
                     volatility, wins, losses, draws) VALUES ($1, $2, $3, $4, $5, 80, 0.06, 1, 0, 0)",
                )
                .bind(guild as i64)
                .bind(kind)
                .bind((1000 + i) as i64)
                .bind(format!("p{i}"))
                .bind(if kind == "ccc" { 3000.0 - rating } else { rating })
                .execute(&mut conn)
                .await
                .unwrap();
            }
        }
        // The leaderboard's order: best rating first, ties to the lower id.
        expected.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        check_ranks(h, &expected).await;
        // Ratings change (across whole points and within one) and a row goes: the counts
        // behind the ranks follow.
        for (user, change) in [(1003u64, 7.75), (1011, -30.0), (1012, 0.25)] {
            sqlx::query(
                "UPDATE ratings SET rating = rating + $1 WHERE guild_id = $2 AND user_id = $3 \
                 AND kind = 'twenty-sevens'",
            )
            .bind(change)
            .bind(GUILD as i64)
            .bind(user as i64)
            .execute(&mut conn)
            .await
            .unwrap();
            let e = expected.iter_mut().find(|e| e.1 == user).unwrap();
            e.0 += change;
        }
        sqlx::query("DELETE FROM ratings WHERE guild_id = $1 AND user_id = 1005")
            .bind(GUILD as i64)
            .execute(&mut conn)
            .await
            .unwrap();
        expected.retain(|e| e.1 != 1005);
        expected.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        check_ranks(h, &expected).await;
        assert!(refused(
            h.leaderboard_around(Some(GUILD), GameKind::SuperSeven, 1000, 10)
                .await
        )
        .contains("no rated"));
    }
}

/// Every player's rank in /stats and their /leaderboard me:True page agree with `expected`
/// (rating, user id) in leaderboard order.
async fn check_ranks(h: &Host, expected: &[(f64, u64)]) {
    let players = expected.len() as i64;
    {
        let top = h
            .leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
            .await
            .unwrap();
        let top_ids: Vec<u64> = top.iter().map(|r| r.user_id).collect();
        assert_eq!(
            top_ids,
            expected[..10].iter().map(|e| e.1).collect::<Vec<_>>()
        );
        for (place, &(_, user)) in expected.iter().enumerate() {
            let stats = h.stats(Some(GUILD), user).await.unwrap();
            let t27 = stats
                .iter()
                .find(|r| r.kind == GameKind::TwentySevens)
                .unwrap();
            assert_eq!(
                t27.rank.map(|r| (r.place, r.of)),
                Some((place as i64 + 1, players)),
                "player {user}"
            );
            let page = h
                .leaderboard_around(Some(GUILD), GameKind::TwentySevens, user, 10)
                .await
                .unwrap();
            let first = place / 10 * 10;
            assert_eq!(page.first_place, first as i64 + 1);
            assert_eq!(page.players, players);
            let ids: Vec<u64> = page.rows.iter().map(|r| r.user_id).collect();
            let want: Vec<u64> = expected[first..(first + 10).min(expected.len())]
                .iter()
                .map(|e| e.1)
                .collect();
            assert_eq!(ids, want, "the page of player {user}");
        }
    }
}

#[tokio::test]
async fn games_ending_together_both_count_in_the_ratings() {
    // Ann plays Bob in two channels; both games end at once. Each end reads the ratings and
    // writes them back: without a check, the second write would drop the first game.
    for s in hosts().await {
        let h = &s.host;
        let other = Place {
            guild_id: Some(GUILD),
            channel_id: CHANNEL + 1,
        };
        // Opposite seats in the two games: their rows are written in opposite seat order.
        for (p, challenger, opponent) in [(place(), ann(), bob()), (other, bob(), ann())] {
            let c = h
                .challenge(
                    p,
                    &challenger,
                    &opponent,
                    GameKind::TwentySevens,
                    Options::new(),
                )
                .await
                .unwrap();
            h.accept(c.game_id, &opponent).await.unwrap();
            // Both move first: a game resigned before that would be aborted, not rated.
            h.play(p, &challenger, "a1", None).await.unwrap();
            h.play(p, &opponent, "b1", None).await.unwrap();
        }
        let (resigning_ann, resigning_bob) = (ann(), bob());
        let (a, b) = tokio::join!(
            h.resign(place(), &resigning_ann),
            h.resign(other, &resigning_bob)
        );
        a.unwrap();
        b.unwrap();
        let board = h
            .leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
            .await
            .unwrap();
        for row in &board {
            assert_eq!(
                (row.wins, row.losses, row.draws),
                (1, 1, 0),
                "{}: both games count",
                row.name
            );
        }
        assert_eq!(board.len(), 2);
    }
}

#[tokio::test]
async fn resign_draw_abort_and_timeout() {
    for s in hosts().await {
        let h = &s.host;
        // Resign: the other player wins.
        start(h).await;
        assert!(refused(h.resign(place(), &cat()).await).contains("not playing"));
        let v = h.resign(place(), &ann()).await.unwrap();
        assert!(v.finished && v.status.contains("resigned"), "{}", v.status);

        // Draw: an offer, then the other player's acceptance.
        let id = start(h).await;
        let v = h.draw(place(), &ann()).await.unwrap();
        assert!(!v.finished && v.draw_offer.is_some());
        assert!(refused(h.draw(place(), &ann()).await).contains("already"));
        let v = h.draw(place(), &bob()).await.unwrap();
        assert!(v.finished);
        let r = h.store().game(id).await.unwrap().unwrap().result.unwrap();
        assert_eq!((r.winner, r.reason), (None, EndReason::Agreement));

        // Abort: moderators only, no rating change.
        let id = start(h).await;
        let before = h
            .leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
            .await
            .unwrap();
        assert!(refused(h.abort(place(), &cat()).await).contains("moderators"));
        let moderator = User {
            manages_server: true,
            ..cat()
        };
        h.abort(place(), &moderator).await.unwrap();
        assert_eq!(
            h.store().game(id).await.unwrap().unwrap().status,
            Status::Aborted
        );
        assert_eq!(
            h.leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
                .await
                .unwrap(),
            before
        );

        // Timeout: the guild's turn timer, enforced from the stored deadline.
        assert!(refused(h.set_turn_timer(Some(GUILD), &ann(), 3600).await).contains("moderators"));
        assert!(refused(h.set_turn_timer(Some(GUILD), &moderator, 5).await).contains("between"));
        h.set_turn_timer(Some(GUILD), &moderator, 3600)
            .await
            .unwrap();
        let id = start(h).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.play(place(), &bob(), "b1", None).await.unwrap();
        h.play(place(), &ann(), "a2", None).await.unwrap();
        s.clock.advance_ms(3_599_000);
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
        s.clock.advance_ms(2_000);
        let updates = h.enforce_deadlines().await.unwrap();
        assert_eq!(updates.len(), 1);
        let r = h.store().game(id).await.unwrap().unwrap().result.unwrap();
        assert_eq!(
            (r.winner.map(|s| s.0), r.reason),
            (Some(0), EndReason::Timeout)
        );
    }
}

#[tokio::test]
async fn a_new_host_on_the_same_store_resumes_games() {
    for s in hosts().await {
        let id = start(&s.host).await;
        s.host.play(place(), &ann(), "a1", None).await.unwrap();
        // A "restarted" host: a fresh connection to the same database.
        let store = Store::connect(&s.db.url).await.unwrap();
        let again = Host::new(store, s.clock.clone(), HostSettings::default());
        let v = again.board(place()).await.unwrap();
        assert_eq!((v.game_id, v.ply), (id, 1));
        again.play(place(), &bob(), "a1", None).await.unwrap();
        assert_eq!(s.host.store().moves(id).await.unwrap().len(), 2);
    }
}

/// Each host remembers the games it committed; when another process changes a game, what
/// one host remembers goes stale, and its answers must still follow the store.
#[tokio::test]
async fn a_host_whose_memory_is_stale_still_answers_from_the_store() {
    for s in hosts().await {
        let (this, id) = (&s.host, start(&s.host).await);
        let store = Store::connect(&s.db.url).await.unwrap();
        let other = Host::new(store, s.clock.clone(), HostSettings::default());
        this.play(place(), &ann(), "a1", None).await.unwrap();
        // The other host plays Bob's move: `this` still has Bob to move, yet Ann may play.
        other.play(place(), &bob(), "b1", None).await.unwrap();
        let v = this.play(place(), &ann(), "c1", None).await.unwrap();
        assert_eq!((v.ply, v.last_move.as_deref()), (3, Some("c1")));
        // Again, and now Bob, whom `this` has to move, is refused as the store says.
        other.play(place(), &bob(), "a2", None).await.unwrap();
        assert!(refused(this.play(place(), &bob(), "b2", None).await).contains("not your turn"));
        this.play(place(), &ann(), "b2", None).await.unwrap();
        // The other host ends the game: `this` still has it live, with Bob to move.
        other.resign(place(), &ann()).await.unwrap();
        assert!(refused(this.play(place(), &bob(), "c2", None).await).contains("no game"));
        let moves = this.store().moves(id).await.unwrap();
        assert_eq!(
            moves
                .iter()
                .map(|m| (m.ply, m.user_id, m.notation.as_str()))
                .collect::<Vec<_>>(),
            vec![
                (1, 11, "a1"),
                (2, 22, "b1"),
                (3, 11, "c1"),
                (4, 22, "a2"),
                (5, 11, "b2")
            ]
        );
        // The channel is free again for `this` host too.
        this.challenge(
            place(),
            &ann(),
            &bob(),
            GameKind::TwentySevens,
            Options::new(),
        )
        .await
        .unwrap();
    }
}

#[tokio::test]
async fn super_seven_dice_are_committed_thrown_by_the_host_and_revealed_at_the_end() {
    use boardbot::games::super_seven::dice;
    for s in hosts().await {
        let h = &s.host;
        let c = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::SuperSeven,
                Options::new(),
            )
            .await
            .unwrap();
        let v = h.accept(c.game_id, &bob()).await.unwrap();
        let seed = h.store().game(c.game_id).await.unwrap().unwrap().seed;
        assert_eq!(seed.len(), 64);
        let note = v.dice.unwrap();
        assert!(note.contains(&dice::commitment(&seed)) && !note.contains(&seed));
        // Players cannot pick their own total.
        assert!(refused(h.play(place(), &ann(), "roll 12", None).await).contains("dice"));
        let v = h.play(place(), &ann(), "roll", None).await.unwrap();
        let expected = format!("roll {}", dice::throw_total(&seed, 0));
        assert_eq!(v.last_move.as_deref(), Some(expected.as_str()));
        assert!(!v.dice.unwrap().contains(&seed));
        assert!(!format!("{:?}", v.picker).contains(&seed));
        // At the end the seed is revealed with how to check it.
        let v = h.resign(place(), &bob()).await.unwrap();
        let note = v.dice.unwrap();
        assert!(note.contains(&seed) && note.contains("referee super-seven --seed"));
    }
}

#[tokio::test]
async fn cross_words_pages_are_private_to_their_player() {
    for s in hosts().await {
        let h = &s.host;
        start_game(h, GameKind::CrossWordsCombat, Options::new()).await;
        let ann_page = h.private_view(place(), &ann()).await.unwrap();
        let bob_page = h.private_view(place(), &bob()).await.unwrap();
        assert_ne!(ann_page.text, bob_page.text);
        assert!(image::load_from_memory(&ann_page.picture).is_ok());
        // In words, each page's own playable words only.
        assert!(ann_page.alt_text.starts_with("Your page, playable words: "));
        assert_ne!(ann_page.alt_text, bob_page.alt_text);
        assert!(refused(h.private_view(place(), &cat()).await).contains("not playing"));
    }
}

#[tokio::test]
async fn a_nice_flag_move_needs_a_compliment_and_only_it_carries_one() {
    for s in hosts().await {
        let h = &s.host;
        let c = h
            .challenge(place(), &ann(), &bob(), GameKind::Ccc, Options::new())
            .await
            .unwrap();
        let mut view = h.accept(c.game_id, &bob()).await.unwrap();
        // Play plain moves until the side to move has a Flag move available.
        let record = h.store().game(c.game_id).await.unwrap().unwrap();
        let mut game = h.replay(&record).await.unwrap();
        let flag_move = loop {
            let who = if view.to_move.unwrap().0 == 0 {
                ann()
            } else {
                bob()
            };
            let legal = h
                .suggest_moves(place(), &who, "", usize::MAX)
                .await
                .unwrap();
            if let Some(m) = legal.iter().find(|m| game.needs_compliment(m)) {
                break (who, m.clone());
            }
            let plain = legal
                .iter()
                .find(|m| !game.needs_compliment(m))
                .unwrap()
                .clone();
            // A compliment typed with a plain move is not posted: only the Flag carries one.
            view = h
                .play_with_compliment(place(), &who, &plain, Some("Look at me"), None)
                .await
                .unwrap();
            assert_eq!(view.compliment, None, "{plain}");
            game.play(&plain).unwrap();
            assert!(view.ply < 12, "no Flag move came up");
        };
        let (who, mv) = flag_move;
        assert!(refused(h.play(place(), &who, &mv, None).await).contains("compliment"));
        let v = h
            .play_with_compliment(
                place(),
                &who,
                &mv,
                Some("Your pyramids are magnificent."),
                None,
            )
            .await
            .unwrap();
        let (seat, text) = v.compliment.unwrap();
        assert_eq!(view.to_move, Some(seat));
        assert!(text.contains("magnificent"));
    }
}

/// A Twenty-Sevens game of ann against the AI at `level`, in `place()`.
async fn start_ai(h: &Host, level: Level) -> BoardView {
    h.start_ai_game(
        place(),
        &ann(),
        GameKind::TwentySevens,
        Options::new(),
        level,
    )
    .await
    .unwrap()
}

#[tokio::test]
async fn practice_games_against_the_ai() {
    for s in hosts().await {
        let h = &s.host;
        let v = start_ai(h, Level::Easy).await;
        assert!(!v.ai_to_move && v.names[1].contains("easy"));
        // Unrated practice games give hints; the AI answers every human move.
        let hint = h.hint(place(), &ann()).await.unwrap();
        let legal = h
            .suggest_moves(place(), &ann(), "", usize::MAX)
            .await
            .unwrap();
        assert!(legal.contains(&hint));
        let v = h.play(place(), &ann(), &hint, None).await.unwrap();
        assert!(v.ai_to_move);
        assert!(refused(h.play(place(), &ann(), "a1", None).await).contains("not your turn"));
        let v = h.ai_turn(place()).await.unwrap().unwrap();
        assert!(!v.ai_to_move && v.to_move.map(|s| s.0) == Some(0));
        assert_eq!(v.ply, 2);
        assert!(h.ai_turn(place()).await.unwrap().is_none());
        // Nothing is rated by default.
        h.resign(place(), &ann()).await.unwrap();
        assert!(h
            .leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
            .await
            .unwrap()
            .is_empty());
        // No hints in games between people.
        start(h).await;
        assert!(refused(h.hint(place(), &ann()).await).contains("practice"));
    }
}

#[tokio::test]
async fn the_ai_takes_its_name_in_the_servers_language() {
    for s in hosts().await {
        let h = &s.host;
        h.note_guild_locale(GUILD, "de").await.unwrap();
        let v = start_ai(h, Level::Medium).await;
        assert_eq!(v.names[1], "boardbot (mittel)");
        h.play(place(), &ann(), "a1", None).await.unwrap();
        let v = h.ai_turn(place()).await.unwrap().unwrap();
        assert_eq!((v.ply, v.names[1].as_str()), (2, "boardbot (mittel)"));
    }
}

#[tokio::test]
async fn cross_words_clocks_run_out_and_the_other_plays_on() {
    for s in hosts().await {
        let h = &s.host;
        let clock_option = |v: &str| Options::from([("clock".to_string(), v.to_string())]);
        // A bad clock is refused up front.
        for (kind, v) in [
            (GameKind::CrossWordsCombat, "0+5"),
            (GameKind::TwentySevens, "10+"),
        ] {
            let why = refused(
                h.challenge(place(), &ann(), &bob(), kind, clock_option(v))
                    .await,
            );
            assert!(why.contains("clock"), "{why}");
        }
        let (id, v) = start_game(h, GameKind::CrossWordsCombat, clock_option("1+10")).await;
        let start = h.now();
        assert!(
            v.status.contains("clocks: ann 1:00, bob 1:00"),
            "{}",
            v.status
        );
        assert_eq!(
            v.deadline,
            Some(start + 60_000),
            "the clock ends the turn first"
        );

        // Ann passes after 20 s: 40 s left plus the 10 s increment; Bob's clock starts.
        s.clock.advance_ms(20_000);
        let v = h.play(place(), &ann(), "pass", None).await.unwrap();
        let record = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(record.clock.unwrap().left_ms, [50_000, 60_000]);
        assert!(v.status.contains("ann 0:50, bob 1:00"), "{}", v.status);

        // Bob lets his minute pass: the deadline check records his time-out, not a loss.
        s.clock.advance_ms(59_000);
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
        s.clock.advance_ms(2_000);
        let updates = h.enforce_deadlines().await.unwrap();
        assert_eq!(updates.len(), 1);
        let v = h.board(place()).await.unwrap();
        assert!(!v.finished);
        assert_eq!(v.user_to_move(), Some(ann().id), "ann plays on alone");
        assert!(v.status.contains("bob out of time"), "{}", v.status);
        assert!(refused(h.play(place(), &bob(), "pass", None).await).contains("not your turn"));

        // Ann's move after her own time ran out is not played: her time-out is recorded and,
        // with both players out of time, the game ends on the score.
        s.clock.advance_ms(51_000);
        let v = h.play(place(), &ann(), "pass", None).await.unwrap();
        assert!(v.finished);
        assert_eq!(v.last_move.as_deref(), Some("time-out red"));
        let record = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(record.result.unwrap().reason, EndReason::Board);
        let log: Vec<String> = h
            .store()
            .moves(id)
            .await
            .unwrap()
            .into_iter()
            .map(|m| m.notation)
            .collect();
        assert_eq!(log, ["pass", "time-out black", "time-out red"]);
        // The log alone reproduces the time-outs: a finished game keeps no cached state (its
        // log is compact) and rebuilds the same end from its log.
        assert_eq!(record.state, None);
        let replayed = h.replay(&record).await.unwrap();
        let winner = match replayed.outcome() {
            Some(boardbot::games::Outcome::Winner(seat)) => Some(seat),
            Some(boardbot::games::Outcome::Draw) => None,
            None => panic!("the replayed game is not over"),
        };
        assert_eq!(winner, record.result.unwrap().winner);
        assert_eq!(replayed.to_move(), None);
    }
}

/// In every game but Cross Words Combat (whose rule book has its own clock rule) a player whose
/// clock runs out loses, as in chess; the board shows both clocks until then.
#[tokio::test]
async fn a_clock_that_runs_out_loses_the_game_where_the_rule_book_is_silent() {
    for s in hosts().await {
        let h = &s.host;
        for kind in [
            GameKind::TwentySevens,
            GameKind::MegaTicTacToe,
            GameKind::Ccc,
            GameKind::SuperSeven,
        ] {
            let options = Options::from([("clock".to_string(), "1+2".to_string())]);
            let (id, v) = start_game(h, kind, options).await;
            assert!(
                v.status.contains("clocks: ann 1:00, bob 1:00"),
                "{kind}: {}",
                v.status
            );
            // Ann moves after 10 s, Bob and Ann once more (a Super Seven turn is a throw and
            // a move), then Bob's clock runs out. Both have moved: the game is not aborted.
            s.clock.advance_ms(10_000);
            let mut v = v;
            let mut plies = 0;
            for player in [ann(), bob(), ann()] {
                while v.user_to_move() == Some(player.id) {
                    let legal = h.suggest_moves(place(), &player, "", usize::MAX).await;
                    let mv = legal.unwrap()[0].clone();
                    v = h
                        .play_with_compliment(place(), &player, &mv, Some("Nice"), None)
                        .await
                        .unwrap();
                    plies += 1;
                }
            }
            assert!(v.status.contains("clocks: ann "), "{kind}: {}", v.status);
            let left = h
                .store()
                .game(id)
                .await
                .unwrap()
                .unwrap()
                .clock
                .unwrap()
                .left_ms;
            s.clock.advance_ms(left[1] - 1_000);
            assert!(h.enforce_deadlines().await.unwrap().is_empty(), "{kind}");
            s.clock.advance_ms(2_000);
            assert_eq!(h.enforce_deadlines().await.unwrap().len(), 1, "{kind}");
            let record = h.store().game(id).await.unwrap().unwrap();
            let result = record.result.unwrap();
            assert_eq!(
                (result.winner, result.reason),
                (Some(boardbot::games::Seat(0)), EndReason::Timeout),
                "{kind}"
            );
            let log: Vec<String> = h
                .store()
                .moves(id)
                .await
                .unwrap()
                .into_iter()
                .map(|m| m.notation)
                .collect();
            assert_eq!(log.len(), plies + 1, "{kind}: {log:?}");
            assert!(log[plies].starts_with("time-out "), "{kind}: {log:?}");
            // The log alone rebuilds the loss on time.
            let replayed = h.replay(&record).await.unwrap();
            assert_eq!(
                replayed.outcome(),
                Some(boardbot::games::Outcome::Winner(boardbot::games::Seat(0))),
                "{kind}"
            );
        }
    }
}

/// After a PostgreSQL restart every pooled connection is dead; the players' next moves, the
/// end of the game and the next challenge are still answered, each applied once.
#[tokio::test]
async fn a_database_restart_costs_no_move() {
    let Some(test_db) = db::postgres().await else {
        return;
    };
    let clock = Arc::new(ManualClock::new(1_700_000_000_000));
    let h = Host::new(test_db.store.clone(), clock, HostSettings::default());
    let id = start(&h).await;
    // Fill the pool, so that the restart leaves many dead connections behind.
    let reads = (0..16).map(|_| h.store().game(id));
    for r in futures_util::future::join_all(reads).await {
        r.unwrap();
    }
    for (user, mv) in [(ann(), "a1"), (bob(), "b1"), (ann(), "c1")] {
        db::drop_every_connection(&test_db.url).await;
        h.play(place(), &user, mv, None).await.unwrap();
    }
    db::drop_every_connection(&test_db.url).await;
    let moves = h.store().moves(id).await.unwrap();
    assert_eq!(moves.len(), 3);
    db::drop_every_connection(&test_db.url).await;
    h.resign(place(), &bob()).await.unwrap();
    db::drop_every_connection(&test_db.url).await;
    assert_eq!(
        h.leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
            .await
            .unwrap()
            .len(),
        2
    );
    db::drop_every_connection(&test_db.url).await;
    start(&h).await;
}

/// A host whose database connections pass through a [`db::CuttingRelay`].
async fn host_through_relay(test_db: &db::TestDb) -> (db::CuttingRelay, Host) {
    let relay = db::CuttingRelay::start(&test_db.url).await;
    let store = Store::connect(&relay.url).await.unwrap();
    let clock = Arc::new(ManualClock::new(1_700_000_000_000));
    (relay, Host::new(store, clock, HostSettings::default()))
}

/// A write whose answer is lost with its connection may still have been committed; tried
/// again, it must recognise its own work: the move is neither lost nor applied twice, the
/// game's end is rated once, and the next challenge is the player's own.
#[tokio::test]
async fn a_write_whose_answer_is_lost_takes_effect_once() {
    let Some(test_db) = db::postgres().await else {
        return;
    };
    let (relay, h) = host_through_relay(&test_db).await;
    let id = start(&h).await;
    h.play(place(), &ann(), "a1", None).await.unwrap();
    // The move's statement binds its notation.
    relay.cut_after_statement_with(b"b1");
    let v = h.play(place(), &bob(), "b1", None).await.unwrap();
    assert_eq!(
        (relay.cuts(), v.ply, v.last_move.as_deref()),
        (1, 2, Some("b1"))
    );
    let log = h.store().moves(id).await.unwrap();
    let log: Vec<_> = log.iter().map(|m| m.notation.as_str()).collect();
    assert_eq!(log, ["a1", "b1"]);
    // A rated ending is one statement, a transaction of its own, which binds the game's
    // result: cut after it.
    relay.cut_after_statement_with(b"\"reason\":\"resignation\"");
    h.resign(place(), &bob()).await.unwrap();
    assert_eq!(relay.cuts(), 2);
    let board = h
        .leaderboard(Some(GUILD), GameKind::TwentySevens, 10)
        .await
        .unwrap();
    let tally: Vec<_> = board
        .iter()
        .map(|r| (r.user_id, r.wins, r.losses))
        .collect();
    assert_eq!(tally, [(11, 1, 0), (22, 0, 1)]);
    // A new game's row is written with its status, `challenge`.
    relay.cut_after_statement_with(b"challenge");
    start(&h).await;
    assert_eq!(relay.cuts(), 3);
}

/// While the database is down a player gets an answer (an apology) soon enough for Discord,
/// which waits 3 s, and nothing changes; when it is back the game goes on.
#[tokio::test]
async fn a_database_that_is_down_gets_a_quick_apology_and_loses_nothing() {
    let Some(test_db) = db::postgres().await else {
        return;
    };
    let (relay, h) = host_through_relay(&test_db).await;
    let id = start(&h).await;
    h.play(place(), &ann(), "a1", None).await.unwrap();
    relay.set_down(true);
    db::drop_every_connection(&test_db.url).await;
    let asked = std::time::Instant::now();
    let answer = h.play(place(), &bob(), "b1", None).await;
    assert!(matches!(answer, Err(HostError::Internal(_))), "{answer:?}");
    assert!(asked.elapsed() < std::time::Duration::from_secs(3));
    relay.set_down(false);
    h.play(place(), &bob(), "b1", None).await.unwrap();
    assert_eq!(h.store().moves(id).await.unwrap().len(), 2);
}

#[tokio::test]
async fn games_ended_before_both_players_moved_are_aborted_without_result() {
    for s in hosts().await {
        let h = &s.host;
        let unrated = |id: i64| async move {
            let record = h.store().game(id).await.unwrap().unwrap();
            for player in record.players {
                assert!(
                    h.stats(Some(GUILD), player).await.unwrap().is_empty(),
                    "{record:?}"
                );
            }
            record
        };
        // A resignation before either player moved.
        let id = start(h).await;
        let v = h.resign(place(), &bob()).await.unwrap();
        assert!(v.finished && v.status.contains("no result"), "{}", v.status);
        let record = unrated(id).await;
        assert_eq!(record.status, Status::Aborted);
        assert_eq!(
            record.result.map(|r| (r.winner, r.reason)),
            Some((None, EndReason::Resignation))
        );

        // A time-out of the second player's first move.
        let moderator = User {
            manages_server: true,
            ..cat()
        };
        h.set_turn_timer(Some(GUILD), &moderator, 3600)
            .await
            .unwrap();
        let id = start(h).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        s.clock.advance_ms(3_601_000);
        assert_eq!(h.enforce_deadlines().await.unwrap().len(), 1);
        let record = unrated(id).await;
        assert_eq!(record.status, Status::Aborted);
        assert_eq!(
            record.result.map(|r| (r.winner, r.reason)),
            Some((None, EndReason::Timeout))
        );

        // Once both have moved, a resignation is a loss and counts.
        let id = start(h).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.play(place(), &bob(), "b1", None).await.unwrap();
        h.resign(place(), &bob()).await.unwrap();
        let record = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Finished);
        assert_eq!(h.stats(Some(GUILD), ann().id).await.unwrap()[0].wins, 1);
    }
}

#[tokio::test]
async fn casual_games_change_no_rating_and_say_so() {
    for s in hosts().await {
        let h = &s.host;
        let casual = GameTerms {
            options: Options::new(),
            rated: false,
            turn_seconds: None,
        };
        let c = h
            .challenge(place(), &ann(), &bob(), GameKind::TwentySevens, casual)
            .await
            .unwrap();
        assert!(
            c.text.contains("casual") && c.terms.contains("casual"),
            "{}",
            c.text
        );
        let v = h.accept(c.game_id, &bob()).await.unwrap();
        assert!(!v.rated && v.terms.contains("casual"), "{}", v.terms);
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.play(place(), &bob(), "b1", None).await.unwrap();
        h.resign(place(), &bob()).await.unwrap();
        let record = h.store().game(c.game_id).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Finished);
        assert!(h.stats(Some(GUILD), ann().id).await.unwrap().is_empty());

        // Options are shown with the challenge; a secret page only by name.
        let options: Options = [("diamond".to_string(), "1".to_string())].into();
        let c = h
            .challenge(place(), &ann(), &bob(), GameKind::TwentySevens, options)
            .await
            .unwrap();
        assert!(
            c.text.contains("rated") && c.text.contains("diamond=1"),
            "{}",
            c.text
        );
        let v = h.accept(c.game_id, &bob()).await.unwrap();
        assert!(v.terms.contains("diamond=1"), "{}", v.terms);
    }
}

#[tokio::test]
async fn a_challenger_may_not_choose_the_opponents_page() {
    for s in hosts().await {
        let h = &s.host;
        let theirs: Options = [("page.black".to_string(), "a page of words".to_string())].into();
        let text = refused(
            h.challenge(place(), &ann(), &bob(), GameKind::CrossWordsCombat, theirs)
                .await,
        );
        assert!(
            text.contains("page.black") && text.contains("opponent"),
            "{text}"
        );
        assert!(h
            .store()
            .live_game_in_channel(CHANNEL)
            .await
            .unwrap()
            .is_none());
    }
}

#[tokio::test]
async fn each_ai_level_has_its_own_rating() {
    for s in hosts().await {
        let h = &s.host;
        let moderator = User {
            manages_server: true,
            ..cat()
        };
        h.set_rate_ai_games(Some(GUILD), &moderator, true)
            .await
            .unwrap();
        for (channel, level) in [(301, Level::Easy), (302, Level::Hard)] {
            let here = Place {
                guild_id: Some(GUILD),
                channel_id: channel,
            };
            let v = h
                .start_ai_game(here, &ann(), GameKind::TwentySevens, Options::new(), level)
                .await
                .unwrap();
            assert_eq!(v.players[1], ai_player_id(level));
            h.play(here, &ann(), "a1", None).await.unwrap();
            h.ai_turn(here).await.unwrap().expect("the AI moves");
            h.resign(here, &ann()).await.unwrap();
        }
        let easy = h
            .stats(Some(GUILD), ai_player_id(Level::Easy))
            .await
            .unwrap();
        let hard = h
            .stats(Some(GUILD), ai_player_id(Level::Hard))
            .await
            .unwrap();
        assert_eq!((easy.len(), hard.len()), (1, 1));
        assert_eq!((easy[0].wins, hard[0].wins), (1, 1));
        assert_ne!(ai_player_id(Level::Easy), ai_player_id(Level::Medium));
    }
}

#[tokio::test]
async fn an_unloadable_ai_game_does_not_stop_the_others() {
    for s in hosts().await {
        let h = &s.host;
        for channel in [401, 402] {
            let here = Place {
                guild_id: Some(GUILD),
                channel_id: channel,
            };
            h.start_ai_game(
                here,
                &ann(),
                GameKind::TwentySevens,
                Options::new(),
                Level::Easy,
            )
            .await
            .unwrap();
            h.play(here, &ann(), "a1", None).await.unwrap();
        }
        // The first game's state is lost and its log cannot be replayed.
        let store = h.store();
        let broken = store.live_game_in_channel(401).await.unwrap().unwrap();
        let mut next = broken.successor(broken.updated_at);
        next.state = Some("not a game".into());
        let garbage = boardbot::store::MoveRecord {
            game_id: broken.id,
            ply: 2,
            seat: boardbot::games::Seat(1),
            user_id: ai_player_id(Level::Easy),
            notation: "not a move".into(),
            played_at: broken.updated_at,
        };
        store.commit(&next, &[garbage], &[]).await.unwrap();
        // A fresh host (a restart) still finds the other game waiting for the AI.
        let fresh = Host::new(store.clone(), s.clock.clone(), HostSettings::default());
        let waiting = fresh.games_awaiting_ai().await.unwrap();
        assert_eq!(
            waiting.iter().map(|p| p.channel_id).collect::<Vec<_>>(),
            [402]
        );
    }
}

#[tokio::test]
async fn one_ai_search_per_game_at_a_time() {
    for s in hosts().await {
        let h = &s.host;
        start_ai(h, Level::Medium).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        // A /board and the deadline loop both ask the AI to move at once.
        let (a, b) = tokio::join!(h.ai_turn(place()), h.ai_turn(place()));
        let played: Vec<_> = [a.unwrap(), b.unwrap()].into_iter().flatten().collect();
        assert_eq!(played.len(), 1, "one search, one move");
        let id = played[0].game_id;
        assert_eq!(h.store().moves(id).await.unwrap().len(), 2);
    }
}

#[tokio::test]
async fn a_turn_reminder_comes_once_three_quarters_into_the_timer() {
    use boardbot::host::Update;
    for s in hosts().await {
        let h = &s.host;
        let moderator = User {
            manages_server: true,
            ..cat()
        };
        h.set_turn_timer(Some(GUILD), &moderator, 3600)
            .await
            .unwrap();
        let id = start(h).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        s.clock.advance_ms(2_699_000);
        assert!(h.due_reminders().await.unwrap().is_empty(), "too early");
        s.clock.advance_ms(2_000);
        let due = h.due_reminders().await.unwrap();
        match due.as_slice() {
            [Update::Reminder(r)] => {
                assert_eq!(
                    (r.game_id, r.user_id, r.channel_id),
                    (id, bob().id, CHANNEL)
                );
                assert_eq!(
                    r.deadline,
                    h.store().game(id).await.unwrap().unwrap().deadline.unwrap()
                );
            }
            other => panic!("expected one reminder, got {other:?}"),
        }
        // Not again, not even from a restarted host; the board stays current.
        assert!(h.due_reminders().await.unwrap().is_empty());
        let fresh = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        assert!(fresh.due_reminders().await.unwrap().is_empty());
        let v = h.play(place(), &bob(), "b1", None).await.unwrap();
        assert_eq!(
            v.recent_moves,
            [(1, "a1".to_string()), (2, "b1".to_string())]
        );
        // The next turn gets its own reminder; a short timer gets none.
        s.clock.advance_ms(2_701_000);
        assert_eq!(h.due_reminders().await.unwrap().len(), 1);
        h.set_turn_timer(Some(GUILD), &moderator, 1800)
            .await
            .unwrap();
        h.abort(place(), &moderator).await.unwrap();
        start(h).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        s.clock.advance_ms(1_700_000);
        assert!(h.due_reminders().await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn boards_show_the_last_few_moves() {
    for s in hosts().await {
        let h = &s.host;
        start(h).await;
        let moves = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"];
        let mut last = None;
        for (i, mv) in moves.iter().enumerate() {
            let who = if i % 2 == 0 { ann() } else { bob() };
            last = Some(h.play(place(), &who, mv, None).await.unwrap());
        }
        let expected: Vec<(usize, String)> =
            (3..=8).map(|n| (n, moves[n - 1].to_string())).collect();
        assert_eq!(last.unwrap().recent_moves, expected);
        // Also from the store, as after a restart.
        let fresh = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        assert_eq!(fresh.board(place()).await.unwrap().recent_moves, expected);
    }
}

#[tokio::test]
async fn live_games_of_a_server_are_listed_in_pages() {
    use boardbot::host::LIVE_GAMES_PER_PAGE;
    for s in hosts().await {
        let h = &s.host;
        let (id, _) = start_game(h, GameKind::TwentySevens, Options::new()).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        // A challenge from each of a crowd, each in its own channel.
        for i in 0..LIVE_GAMES_PER_PAGE as u64 {
            let here = Place {
                guild_id: Some(GUILD),
                channel_id: 500 + i,
            };
            let challenger = User::new(1000 + i, format!("player{i}"));
            h.challenge(here, &challenger, &cat(), GameKind::Ccc, Options::new())
                .await
                .unwrap();
        }
        let first = h.live_games(Some(GUILD), 0).await.unwrap();
        assert_eq!(
            (first.total, first.pages, first.games.len()),
            (LIVE_GAMES_PER_PAGE + 1, 2, LIVE_GAMES_PER_PAGE)
        );
        let game = &first.games[0];
        assert_eq!(
            (game.game_id, game.channel_id, game.is_challenge),
            (id, CHANNEL, false)
        );
        assert_eq!(game.to_move.as_deref(), Some("bob"));
        assert!(game.deadline.is_some());
        let second = h.live_games(Some(GUILD), 1).await.unwrap();
        assert_eq!(second.games.len(), 1);
        assert!(second.games[0].is_challenge && second.games[0].to_move.is_none());
        assert_eq!(h.live_games(Some(GUILD), 99).await.unwrap().page, 1);
        assert_eq!(h.live_games(Some(GUILD + 1), 0).await.unwrap().total, 0);
        assert!(refused(h.live_games(None, 0).await).contains("server"));
    }
}

#[tokio::test]
async fn a_rematch_is_offered_then_started_with_seats_swapped() {
    use boardbot::host::Rematch;
    for s in hosts().await {
        let h = &s.host;
        let options: Options = [("diamond".to_string(), "1".to_string())].into();
        let casual = GameTerms {
            options: options.clone(),
            rated: false,
            turn_seconds: None,
        };
        let c = h
            .challenge(place(), &ann(), &bob(), GameKind::TwentySevens, casual)
            .await
            .unwrap();
        h.accept(c.game_id, &bob()).await.unwrap();
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.play(place(), &bob(), "b1", None).await.unwrap();
        let finished = h.resign(place(), &bob()).await.unwrap();
        assert!(finished.rematch);

        assert!(refused(h.rematch(c.game_id, &cat()).await).contains("two players"));
        let offer = match h.rematch(c.game_id, &ann()).await.unwrap() {
            Rematch::Offered(o) => o,
            other => panic!("{other:?}"),
        };
        assert_eq!((offer.to_user, offer.from_name.as_str()), (bob().id, "ann"));
        let view = match h.rematch(c.game_id, &bob()).await.unwrap() {
            Rematch::Started(v) => v,
            other => panic!("{other:?}"),
        };
        assert_eq!(view.players, [bob().id, ann().id], "seats swapped");
        assert!(
            !view.rated && view.terms.contains("diamond=1"),
            "{}",
            view.terms
        );
        assert_ne!(view.game_id, c.game_id);
        // That offer is spent: another game has started here.
        assert!(refused(h.rematch(c.game_id, &ann()).await).contains("lapsed"));

        // An offer lapses after the challenge timeout: a late click is a new offer.
        h.play(place(), &bob(), "a1", None).await.unwrap();
        h.play(place(), &ann(), "b1", None).await.unwrap();
        h.resign(place(), &ann()).await.unwrap();
        assert!(matches!(
            h.rematch(view.game_id, &ann()).await.unwrap(),
            Rematch::Offered(_)
        ));
        s.clock
            .advance_ms(HostSettings::default().challenge_seconds * 1000 + 1);
        assert!(matches!(
            h.rematch(view.game_id, &bob()).await.unwrap(),
            Rematch::Offered(_)
        ));
        assert!(matches!(
            h.rematch(view.game_id, &ann()).await.unwrap(),
            Rematch::Started(_)
        ));

        // An aborted game has no rematch.
        let moderator = User {
            manages_server: true,
            ..cat()
        };
        let aborted = h
            .store()
            .live_game_in_channel(CHANNEL)
            .await
            .unwrap()
            .unwrap()
            .id;
        h.abort(place(), &moderator).await.unwrap();
        assert!(refused(h.rematch(aborted, &ann()).await).contains("finished"));
    }
}

#[tokio::test]
async fn an_ai_rematch_starts_at_once() {
    use boardbot::host::Rematch;
    for s in hosts().await {
        let h = &s.host;
        let v = start_ai(h, Level::Easy).await;
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.ai_turn(place()).await.unwrap();
        h.resign(place(), &ann()).await.unwrap();
        match h.rematch(v.game_id, &ann()).await.unwrap() {
            Rematch::Started(next) => {
                assert_eq!(next.players, [ann().id, ai_player_id(Level::Easy)]);
                assert!(!next.finished);
            }
            other => panic!("{other:?}"),
        }
    }
}

/// Hosts of different shards on one database: each enforces deadlines and plays AI turns
/// for games in guilds of its own shards only (a guild is on shard `(id >> 22) % count`).
#[tokio::test]
async fn each_shards_host_looks_after_its_own_games_only() {
    use boardbot::store::ShardFilter;
    for s in hosts().await {
        let shard = |n| ShardFilter::range(2, n, n).unwrap();
        s.host.store().prepare_for_shards(&shard(0)).await.unwrap();
        // Starting twice (or from a second process) is fine.
        s.host.store().prepare_for_shards(&shard(0)).await.unwrap();
        let hosts = [0, 1].map(|n| s.host.clone().with_shards(shard(n)));
        let guilds = [4u64 << 22, 5u64 << 22];
        let at = |g: usize, channel| Place {
            guild_id: Some(guilds[g]),
            channel_id: channel,
        };
        let mut challenges = Vec::new();
        for (g, host) in hosts.iter().enumerate() {
            let c = host
                .challenge(
                    at(g, 300 + g as u64),
                    &ann(),
                    &bob(),
                    GameKind::TwentySevens,
                    Options::new(),
                )
                .await
                .unwrap();
            challenges.push(c.game_id);
            host.start_ai_game(
                at(g, 400 + g as u64),
                &cat(),
                GameKind::TwentySevens,
                Options::new(),
                Level::Easy,
            )
            .await
            .unwrap();
            let legal = host
                .suggest_moves(at(g, 400 + g as u64), &cat(), "", usize::MAX)
                .await
                .unwrap();
            let v = host
                .play(at(g, 400 + g as u64), &cat(), &legal[0], None)
                .await
                .unwrap();
            assert!(v.ai_to_move);
        }
        for (g, host) in hosts.iter().enumerate() {
            assert_eq!(
                host.games_awaiting_ai().await.unwrap(),
                vec![at(g, 400 + g as u64)],
                "shard {g}'s AI games"
            );
        }
        // Both challenges expire; shard 0's host expires only its own.
        s.clock.advance_ms(11 * 60 * 1000);
        assert_eq!(hosts[0].enforce_deadlines().await.unwrap().len(), 1);
        let store = s.host.store();
        let status = |id| async move { store.game(id).await.unwrap().unwrap().status };
        assert_eq!(status(challenges[0]).await, Status::Expired);
        assert_eq!(status(challenges[1]).await, Status::Challenge);
        assert_eq!(hosts[0].enforce_deadlines().await.unwrap().len(), 0);
        assert_eq!(hosts[1].enforce_deadlines().await.unwrap().len(), 1);
        assert_eq!(status(challenges[1]).await, Status::Expired);
        assert_eq!(
            s.host.store().count_live_games(&shard(1)).await.unwrap(),
            1,
            "shard 1 keeps its AI game"
        );
    }
}
