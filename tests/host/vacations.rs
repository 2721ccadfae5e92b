//! Vacations and extra time (`/vacation`, the board's Give time button), against both backends
//! on the host's manual clock: a vacation pushes the deadline of a game of days a move where
//! its player is to move, a turn that comes to them meanwhile starts when they are back, an
//! early end pulls the deadlines back by the unused time, all exact to the millisecond; live
//! games go on; the allowance runs out and comes back 365 days on; a gift of time moves the
//! opponent's deadline or clock, is logged, and is limited.

use boardbot::games::{GameKind, Options};
use boardbot::host::{Clock, GameTerms, Host, Place, User, GIFTS_PER_GAME};
use boardbot::i18n::Lang;
use boardbot::store::{EndReason, EventKind, GameRecord, Status};

use boardbot_testkit::db;

use db::{hosts, refused, HostSetup};

const GUILD: u64 = 100;
const MINUTE_MS: i64 = 60 * 1000;
const HOUR_MS: i64 = 60 * MINUTE_MS;
const DAY_MS: i64 = 24 * HOUR_MS;
const THREE_DAYS: i64 = 3 * 24 * 60 * 60;

fn place(channel: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: channel,
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

fn terms(turn_seconds: i64, clock: Option<&str>) -> GameTerms {
    GameTerms {
        options: match clock {
            Some(c) => Options::from([("clock".to_string(), c.to_string())]),
            None => Options::new(),
        },
        rated: true,
        turn_seconds: Some(turn_seconds),
    }
}

/// Ann (to move first) against Bob in `channel`, accepted now: the game's id.
async fn game(h: &Host, channel: u64, terms: GameTerms) -> i64 {
    let challenge = h
        .challenge(
            place(channel),
            &ann(),
            &bob(),
            GameKind::TwentySevens,
            terms,
        )
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob()).await.unwrap();
    challenge.game_id
}

async fn stored(s: &HostSetup, id: i64) -> GameRecord {
    s.host.store().game(id).await.unwrap().unwrap()
}

#[tokio::test]
async fn a_vacation_pauses_a_deadline_and_it_resumes_exactly() {
    for s in hosts().await {
        let h = &s.host;
        let id = game(h, 1, terms(THREE_DAYS, None)).await;
        let started = stored(&s, id).await;
        let deadline = started.deadline.unwrap();
        let remind_at = started.remind_at.unwrap();
        assert_eq!(deadline, s.clock.now_ms() + 3 * DAY_MS);

        // A day into her turn, Ann goes away for five days: her deadline moves by five days.
        s.clock.advance_ms(DAY_MS);
        let status = h.start_vacation(&ann(), 5).await.unwrap();
        assert_eq!(status.games_moved, 1);
        assert_eq!(status.away_until, Some(s.clock.now_ms() + 5 * DAY_MS));
        assert_eq!((status.days_left, status.days_per_year), (25, 30));
        let paused = stored(&s, id).await;
        assert_eq!(paused.deadline, Some(deadline + 5 * DAY_MS));
        assert_eq!(paused.remind_at, Some(remind_at + 5 * DAY_MS));
        // Her opponent sees it on the board; the board's buttons stay good.
        let board = h.board(place(1)).await.unwrap();
        assert_eq!(
            board.vacations,
            vec![("ann".to_string(), s.clock.now_ms() + 5 * DAY_MS)]
        );
        assert_eq!(board.version, started.version);
        // And so does its live page.
        let live = h
            .live_board(id, Some(bob().id), Lang::EnUs)
            .await
            .unwrap()
            .unwrap();
        assert_eq!(live.away_until, [Some(s.clock.now_ms() + 5 * DAY_MS), None]);
        assert_eq!(
            h.vacation_status(&ann()).await.unwrap().away_until,
            status.away_until
        );

        // Her old deadline passes harmlessly; a millisecond before the new one nothing
        // happens, at it she loses on time.
        s.clock
            .advance_ms(deadline + 5 * DAY_MS - 1 - s.clock.now_ms());
        assert!(h.enforce_deadlines().await.unwrap().is_empty());
        s.clock.advance_ms(1);
        assert_eq!(h.enforce_deadlines().await.unwrap().len(), 1);
        let ended = stored(&s, id).await;
        assert_eq!(ended.status, Status::Aborted, "nobody had moved");
        assert_eq!(ended.result.unwrap().reason, EndReason::Timeout);
    }
}

#[tokio::test]
async fn a_turn_passed_to_a_player_away_starts_when_they_are_back_and_an_early_end_pulls_it_back() {
    for s in hosts().await {
        let h = &s.host;
        let id = game(h, 1, terms(THREE_DAYS, None)).await;
        // Bob goes away for two days while Ann is to move: nothing of his moves.
        let away_from = s.clock.now_ms();
        let status = h.start_vacation(&bob(), 2).await.unwrap();
        assert_eq!(status.games_moved, 0);
        let back = away_from + 2 * DAY_MS;

        // Ann moves five hours later: Bob's three days start when he is back.
        s.clock.advance_ms(5 * HOUR_MS);
        let board = h.play(place(1), &ann(), "a1", None).await.unwrap();
        assert_eq!(board.deadline, Some(back + 3 * DAY_MS));
        let record = stored(&s, id).await;
        assert_eq!(record.deadline, Some(back + 3 * DAY_MS));
        assert_eq!(record.remind_at, Some(back + 3 * DAY_MS * 3 / 4));
        assert_eq!(board.vacations, vec![("bob".to_string(), back)]);

        // Bob is back early, a day and seven hours before the vacation's end: his turn gets
        // the full three days from now, and the unused whole day is given back.
        s.clock.advance_ms(12 * HOUR_MS);
        let now = s.clock.now_ms();
        let unused = back - now;
        assert_eq!(unused, DAY_MS + 7 * HOUR_MS);
        let status = h.end_vacation(&bob()).await.unwrap();
        assert_eq!(status.games_moved, 1);
        assert_eq!(status.away_until, None);
        assert_eq!(status.days_left, 29);
        let record = stored(&s, id).await;
        assert_eq!(record.deadline, Some(now + 3 * DAY_MS));
        assert_eq!(record.remind_at, Some(now + 3 * DAY_MS * 3 / 4));
        assert!(h.board(place(1)).await.unwrap().vacations.is_empty());
        let why = refused(h.end_vacation(&bob()).await);
        assert!(why.contains("not on vacation"), "{why}");

        // Ann's pushed turn comes back by exactly the unused part too.
        h.play(place(1), &bob(), "b1", None).await.unwrap();
        let ann_deadline = stored(&s, id).await.deadline.unwrap();
        s.clock.advance_ms(HOUR_MS);
        h.start_vacation(&ann(), 3).await.unwrap();
        assert_eq!(
            stored(&s, id).await.deadline,
            Some(ann_deadline + 3 * DAY_MS)
        );
        s.clock.advance_ms(10 * HOUR_MS + 17_000);
        h.end_vacation(&ann()).await.unwrap();
        assert_eq!(
            stored(&s, id).await.deadline,
            Some(ann_deadline + 10 * HOUR_MS + 17_000)
        );
    }
}

#[tokio::test]
async fn the_allowance_runs_out_refusals_change_nothing_and_it_comes_back_a_year_on() {
    for s in hosts().await {
        let h = &s.host;
        for days in [0, -1, 31] {
            let why = refused(h.start_vacation(&ann(), days).await);
            assert!(why.contains("from 1 to 30 days"), "{days}: {why}");
        }
        let status = h.start_vacation(&ann(), 30).await.unwrap();
        assert_eq!(status.days_left, 0);
        let why = refused(h.start_vacation(&ann(), 1).await);
        assert!(why.contains("already on vacation"), "{why}");
        // The vacation ends by itself; no day is left this year.
        s.clock.advance_ms(30 * DAY_MS);
        let status = h.vacation_status(&ann()).await.unwrap();
        assert_eq!((status.away_until, status.days_left), (None, 0));
        let why = refused(h.start_vacation(&ann(), 1).await);
        assert!(why.contains("no vacation days left"), "{why}");
        assert_eq!(h.store().vacations_of(ann().id).await.unwrap().len(), 1);
        // 365 days after it started, its days are back.
        s.clock.advance_ms(335 * DAY_MS);
        assert_eq!(h.vacation_status(&ann()).await.unwrap().days_left, 30);
        h.start_vacation(&ann(), 10).await.unwrap();
        // An early end gives back the whole days unused only.
        s.clock.advance_ms(DAY_MS + 1);
        let status = h.end_vacation(&ann()).await.unwrap();
        assert_eq!(status.days_left, 30 - 2);
        let why = refused(h.start_vacation(&ann(), 29).await);
        assert!(why.contains("only 28 vacation days left"), "{why}");
        // Someone else's allowance is their own.
        assert_eq!(h.vacation_status(&bob()).await.unwrap().days_left, 30);
        // Her export holds her vacations; her erasure removes them.
        let export: serde_json::Value =
            serde_json::from_slice(&h.export_personal_data(&ann()).await.unwrap()).unwrap();
        let vacations = export["vacations"].as_array().unwrap();
        assert_eq!(vacations.len(), 2, "{export}");
        assert_eq!(vacations[1]["days_charged"], 2, "{export}");
        h.erase_person(&ann()).await.unwrap();
        assert!(h.store().vacations_of(ann().id).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn live_games_are_not_paused() {
    for s in hosts().await {
        let h = &s.host;
        let hourly = game(h, 1, terms(60 * 60, None)).await;
        let clocked = game(h, 2, terms(THREE_DAYS, Some("5+3"))).await;
        let deadlines = [
            stored(&s, hourly).await.deadline,
            stored(&s, clocked).await.deadline,
        ];
        let status = h.start_vacation(&ann(), 3).await.unwrap();
        assert_eq!(status.games_moved, 0);
        assert_eq!(stored(&s, hourly).await.deadline, deadlines[0]);
        assert_eq!(stored(&s, clocked).await.deadline, deadlines[1]);
        assert!(h.board(place(1)).await.unwrap().vacations.is_empty());
        // A turn passing to a player away in a live game starts at once.
        h.start_vacation(&bob(), 3).await.unwrap();
        s.clock.advance_ms(MINUTE_MS);
        let board = h.play(place(1), &ann(), "a1", None).await.unwrap();
        assert_eq!(board.deadline, Some(s.clock.now_ms() + HOUR_MS));
        // Ann loses her clock game on time while away.
        s.clock.advance_ms(5 * MINUTE_MS);
        let ended = h.enforce_deadlines().await.unwrap();
        assert_eq!(ended.len(), 1);
        assert!(!stored(&s, clocked).await.status.is_live());
    }
}

#[tokio::test]
async fn extra_time_moves_the_opponents_deadline_is_logged_and_limited() {
    for s in hosts().await {
        let h = &s.host;
        let id = game(h, 1, terms(THREE_DAYS, None)).await;
        let deadline = stored(&s, id).await.deadline.unwrap();
        // Ann is to move: Bob gives her a day, exactly.
        s.clock.advance_ms(HOUR_MS);
        let given = h.give_time(&bob(), id).await.unwrap();
        assert_eq!(given.given_ms, DAY_MS);
        assert_eq!(given.gifts_left, GIFTS_PER_GAME - 1);
        assert_eq!(given.board.deadline, Some(deadline + DAY_MS));
        assert_eq!(stored(&s, id).await.deadline, Some(deadline + DAY_MS));
        let events = h.store().game_events(id).await.unwrap();
        assert_eq!(events.len(), 1);
        assert_eq!(
            (events[0].kind, events[0].user_id, events[0].at),
            (EventKind::ExtraTime, bob().id, s.clock.now_ms())
        );
        assert_eq!(events[0].kind.as_str(), "extra-time");
        // Ann cannot give Bob time on her own turn; a stranger none at all.
        let why = refused(h.give_time(&ann(), id).await);
        assert!(why.contains("while it is their turn"), "{why}");
        let why = refused(h.give_time(&cat(), id).await);
        assert!(why.contains("not playing"), "{why}");
        // Three gifts a player a game.
        h.give_time(&bob(), id).await.unwrap();
        let last = h.give_time(&bob(), id).await.unwrap();
        assert_eq!(last.gifts_left, 0);
        assert_eq!(stored(&s, id).await.deadline, Some(deadline + 3 * DAY_MS));
        let why = refused(h.give_time(&bob(), id).await);
        assert!(why.contains("already given time 3 times"), "{why}");
        assert_eq!(stored(&s, id).await.deadline, Some(deadline + 3 * DAY_MS));
        assert_eq!(h.store().game_events(id).await.unwrap().len(), 3);

        // A live game: five minutes on the deadline.
        let hourly = game(h, 2, terms(60 * 60, None)).await;
        let deadline = stored(&s, hourly).await.deadline.unwrap();
        let given = h.give_time(&bob(), hourly).await.unwrap();
        assert_eq!(given.given_ms, 5 * MINUTE_MS);
        assert_eq!(
            stored(&s, hourly).await.deadline,
            Some(deadline + 5 * MINUTE_MS)
        );
        // A game with clocks: five minutes on the opponent's clock, whoever is to move.
        let clocked = game(h, 3, terms(THREE_DAYS, Some("5+3"))).await;
        let before = stored(&s, clocked).await;
        h.give_time(&ann(), clocked).await.unwrap();
        let after = stored(&s, clocked).await;
        let (b, a) = (before.clock.unwrap(), after.clock.unwrap());
        assert_eq!(a.left_ms, [b.left_ms[0], b.left_ms[1] + 5 * MINUTE_MS]);
        assert_eq!(
            after.deadline, before.deadline,
            "Ann's own turn is unchanged"
        );
        h.give_time(&bob(), clocked).await.unwrap();
        let after = stored(&s, clocked).await;
        assert_eq!(
            after.deadline,
            Some(before.deadline.unwrap() + 5 * MINUTE_MS)
        );
        // Once the game is over, no more.
        h.resign(place(3), &ann()).await.unwrap();
        let why = refused(h.give_time(&bob(), clocked).await);
        assert!(why.contains("over"), "{why}");
    }
}
