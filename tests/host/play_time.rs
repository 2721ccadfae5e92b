//! Time per move chosen per challenge (`/play … time:3d`): the game keeps its own timer for
//! deadlines, reminders, time losses and rematches, whatever the server's default; a time out
//! of range is refused and creates nothing. Against both backends, on the host's manual clock.

use boardbot::ai::Level;
use boardbot::games::{GameKind, Options};
use boardbot::host::{Clock, GameTerms, Place, Rematch, Update, User};
use boardbot::store::{EndReason, Status};

use boardbot_testkit::db;

use db::{hosts, refused};

const GUILD: u64 = 100;
const CHANNEL: u64 = 200;
const HOUR_MS: i64 = 60 * 60 * 1000;
const DAY_MS: i64 = 24 * HOUR_MS;
const THREE_DAYS: i64 = 3 * 24 * 60 * 60;

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
fn moderator() -> User {
    User {
        manages_server: true,
        ..User::new(33, "cat")
    }
}

fn timed(turn_seconds: i64) -> GameTerms {
    GameTerms {
        options: Options::new(),
        rated: true,
        turn_seconds: Some(turn_seconds),
    }
}

#[tokio::test]
async fn a_three_day_game_keeps_its_own_deadlines_reminders_and_rematch() {
    for s in hosts().await {
        let h = &s.host;
        // The server's default is an hour: the game's three days must win over it.
        h.set_turn_timer(Some(GUILD), &moderator(), 3600)
            .await
            .unwrap();
        let challenge = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                timed(THREE_DAYS),
            )
            .await
            .unwrap();
        assert!(
            challenge.terms.contains("3 days a move"),
            "{}",
            challenge.terms
        );
        assert!(
            challenge.text.contains("3 days a move"),
            "{}",
            challenge.text
        );
        let board = h.accept(challenge.game_id, &bob()).await.unwrap();
        let id = challenge.game_id;
        assert_eq!(board.deadline, Some(s.clock.now_ms() + 3 * DAY_MS));

        // Moves after 2 days 23 hours are in time; the next deadline is exactly 3 days on.
        s.clock.advance_ms(3 * DAY_MS - HOUR_MS);
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
        h.play(place(), &ann(), "a1", None).await.unwrap();
        s.clock.advance_ms(3 * DAY_MS - HOUR_MS);
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
        let board = h.play(place(), &bob(), "b1", None).await.unwrap();
        let moved_at = s.clock.now_ms();
        assert_eq!(board.deadline, Some(moved_at + 3 * DAY_MS));
        let stored = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(stored.turn_seconds, THREE_DAYS);
        assert_eq!(stored.deadline, Some(moved_at + 3 * DAY_MS));

        // The reminder comes three quarters into the game's three days, not the server's hour.
        s.clock.advance_ms(HOUR_MS);
        assert!(h.due_reminders().await.unwrap().is_empty(), "too early");
        s.clock.advance_ms(54 * HOUR_MS - HOUR_MS - 1_000);
        assert!(h.due_reminders().await.unwrap().is_empty(), "too early");
        s.clock.advance_ms(2_000);
        match h.due_reminders().await.unwrap().as_slice() {
            [Update::Reminder(r)] => {
                assert_eq!((r.game_id, r.user_id), (id, ann().id));
                assert_eq!(r.deadline, moved_at + 3 * DAY_MS);
            }
            other => panic!("expected one reminder, got {other:?}"),
        }

        // A second before the three days nothing happens; at three days Ann loses on time.
        s.clock
            .advance_ms(moved_at + 3 * DAY_MS - 1_000 - s.clock.now_ms());
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
        s.clock.advance_ms(1_000);
        assert_eq!(h.enforce_deadlines().await.unwrap().len(), 1);
        let ended = h.store().game(id).await.unwrap().unwrap();
        assert_eq!(ended.status, Status::Finished);
        let result = ended.result.unwrap();
        assert_eq!(
            (result.winner.map(|s| s.0), result.reason),
            (Some(1), EndReason::Timeout)
        );

        // The rematch is played on three days a move too.
        assert!(matches!(
            h.rematch(id, &ann()).await.unwrap(),
            Rematch::Offered(_)
        ));
        let Rematch::Started(next) = h.rematch(id, &bob()).await.unwrap() else {
            panic!("the rematch should start");
        };
        assert_eq!(next.deadline, Some(s.clock.now_ms() + 3 * DAY_MS));
        let next = h.store().game(next.game_id).await.unwrap().unwrap();
        assert_eq!(next.turn_seconds, THREE_DAYS);
    }
}

#[tokio::test]
async fn a_time_out_of_range_is_refused_and_creates_nothing_and_the_ai_takes_one() {
    for s in hosts().await {
        let h = &s.host;
        for seconds in [4 * 60, 15 * 24 * 60 * 60, 0, -60] {
            let why = refused(
                h.challenge(
                    place(),
                    &ann(),
                    &bob(),
                    GameKind::TwentySevens,
                    timed(seconds),
                )
                .await,
            );
            assert!(
                why.contains("between 5 minutes and 14 days"),
                "{seconds}: {why}"
            );
            let why = refused(
                h.start_ai_game(
                    place(),
                    &ann(),
                    GameKind::TwentySevens,
                    timed(seconds),
                    Level::Easy,
                )
                .await,
            );
            assert!(why.contains("between"), "{seconds}: {why}");
        }
        assert!(h
            .store()
            .live_game_in_channel(CHANNEL)
            .await
            .unwrap()
            .is_none());
        // The limits themselves are allowed; against the AI too.
        let c = h
            .challenge(
                place(),
                &ann(),
                &bob(),
                GameKind::TwentySevens,
                timed(5 * 60),
            )
            .await
            .unwrap();
        h.decline(c.game_id, &ann()).await.unwrap();
        let ai = h
            .start_ai_game(
                place(),
                &ann(),
                GameKind::TwentySevens,
                timed(14 * 24 * 60 * 60),
                Level::Easy,
            )
            .await
            .unwrap();
        let stored = h.store().game(ai.game_id).await.unwrap().unwrap();
        assert_eq!(stored.turn_seconds, 14 * 24 * 60 * 60);
        // Its rematch keeps the fourteen days, though the server's timer is one day.
        h.play(place(), &ann(), "a1", None).await.unwrap();
        h.ai_turn(place()).await.unwrap();
        h.resign(place(), &ann()).await.unwrap();
        let Rematch::Started(next) = h.rematch(ai.game_id, &ann()).await.unwrap() else {
            panic!("a rematch against the AI starts at once");
        };
        let next = h.store().game(next.game_id).await.unwrap().unwrap();
        assert_eq!(next.turn_seconds, 14 * 24 * 60 * 60);
    }
}
