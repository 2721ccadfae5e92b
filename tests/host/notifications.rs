//! Notifications a player controls (`/preferences`): reminders at each point they chose,
//! once each, across restarts; a daily digest at their local hour, only when a turn waits;
//! "about to lose on time" an hour before the deadline; closed DMs noted once. A game of three
//! days a move run over two weeks of the host's manual clock, against both backends.

use boardbot::games::{GameKind, Options};
use boardbot::host::{
    Clock, GameTerms, Host, HostSettings, Notice, NotificationChange, Place, ReminderPoints,
    Update, User,
};

use boardbot_testkit::db::{hosts, refused, HostSetup};

const GUILD: u64 = 100;
const CHANNEL: u64 = 200;
const HOUR: i64 = 60 * 60 * 1000;
const DAY: i64 = 24 * HOUR;
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

/// Ann against Bob at three days a move; Ann to move. Its id.
async fn three_day_game(h: &Host) -> i64 {
    let terms = GameTerms {
        options: Options::new(),
        rated: true,
        turn_seconds: Some(THREE_DAYS),
    };
    let challenge = h
        .challenge(place(), &ann(), &bob(), GameKind::TwentySevens, terms)
        .await
        .unwrap();
    h.accept(challenge.game_id, &bob()).await.unwrap();
    challenge.game_id
}

/// A host restarted over the same store.
fn restarted(s: &HostSetup) -> Host {
    Host::new(
        s.host.store().clone(),
        s.clock.clone(),
        HostSettings::default(),
    )
}

/// Who is reminded (game, user) by a scan of a freshly restarted host.
async fn reminded(s: &HostSetup) -> Vec<(i64, u64)> {
    restarted(s)
        .due_reminders()
        .await
        .unwrap()
        .into_iter()
        .map(|u| match u {
            Update::Reminder(r) => (r.game_id, r.user_id),
            other => panic!("not a reminder: {other:?}"),
        })
        .collect()
}

fn change() -> NotificationChange {
    NotificationChange::default()
}

fn set_clock(s: &HostSetup, at: i64) {
    s.clock.advance_ms(at - s.clock.now_ms());
}

#[tokio::test]
async fn reminders_come_at_each_chosen_point_once_across_restarts_for_two_weeks() {
    for s in hosts().await {
        let h = &s.host;
        // Ann asks for every point; Bob keeps the default (a quarter left).
        let all = NotificationChange {
            reminders: Some(ReminderPoints::ALL),
            ..change()
        };
        h.set_notification_prefs(&ann(), &all).await.unwrap();
        let id = three_day_game(h).await;
        let moves = ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3"];
        let start = s.clock.now_ms();
        let mut turn_start = start;
        let mut reminders = Vec::new();
        // Eight turns of just under three days: more than two weeks.
        for (turn, mv) in moves.iter().enumerate() {
            let (mover, points) = if turn % 2 == 0 {
                (ann(), vec![36, 54, 71])
            } else {
                (bob(), vec![54])
            };
            for hours in points {
                let at = turn_start + hours * HOUR;
                set_clock(&s, at - 1_000);
                assert!(
                    reminded(&s).await.is_empty(),
                    "turn {turn}: too early for {hours} h"
                );
                set_clock(&s, at + 1_000);
                let due = reminded(&s).await;
                assert_eq!(due, vec![(id, mover.id)], "turn {turn} at {hours} h");
                reminders.push((turn, hours));
                // Once: another restart finds nothing more.
                assert!(
                    reminded(&s).await.is_empty(),
                    "turn {turn}: again at {hours} h"
                );
            }
            set_clock(&s, turn_start + 3 * DAY - 30 * 60 * 1000);
            assert!(
                reminded(&s).await.is_empty(),
                "turn {turn}: after the last point"
            );
            h.play(place(), &mover, mv, None).await.unwrap();
            turn_start = s.clock.now_ms();
        }
        assert!(turn_start - start > 14 * DAY);
        assert_eq!(reminders.len(), 4 * 3 + 4);

        // Ann chooses no reminders: her turn goes by in silence.
        let none = NotificationChange {
            reminders: Some(ReminderPoints::NONE),
            ..change()
        };
        h.set_notification_prefs(&ann(), &none).await.unwrap();
        for hours in [36, 54, 71] {
            set_clock(&s, turn_start + hours * HOUR + 1_000);
            assert!(reminded(&s).await.is_empty());
        }
    }
}

#[tokio::test]
async fn points_passed_while_the_bot_was_down_come_as_one_reminder() {
    for s in hosts().await {
        let h = &s.host;
        let all = NotificationChange {
            reminders: Some(ReminderPoints::ALL),
            ..change()
        };
        h.set_notification_prefs(&ann(), &all).await.unwrap();
        let id = three_day_game(h).await;
        let start = s.clock.now_ms();
        // Down from before half the time until after a quarter left: one reminder, then the
        // hour-left one still comes.
        set_clock(&s, start + 60 * HOUR);
        assert_eq!(reminded(&s).await, vec![(id, ann().id)]);
        assert!(reminded(&s).await.is_empty());
        set_clock(&s, start + 71 * HOUR + 1);
        assert_eq!(reminded(&s).await, vec![(id, ann().id)]);
    }
}

/// The digests a fresh host finds due: (user, games listed).
async fn digests(s: &HostSetup) -> Vec<(u64, Vec<i64>)> {
    restarted(s)
        .due_notices()
        .await
        .unwrap()
        .into_iter()
        .filter_map(|n| match n {
            Notice::Digest { user_id, games, .. } => {
                Some((user_id, games.iter().map(|g| g.game_id).collect()))
            }
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn a_digest_comes_at_the_chosen_hour_in_each_timezone_when_a_turn_waits() {
    for s in hosts().await {
        let h = &s.host;
        // 2023-11-14 22:13:20 UTC. Ann: 09:00 in India (03:30 UTC); Bob: 07:00 in New York
        // (12:00 UTC, winter time).
        let start = s.clock.now_ms();
        assert_eq!(start, 1_700_000_000_000);
        let midnight = start - start % DAY;
        let india = NotificationChange {
            digest_hour: Some(9),
            timezone: Some("+05:30".to_string()),
            ..change()
        };
        let new_york = NotificationChange {
            digest_hour: Some(7),
            timezone: Some("America/New_York".to_string()),
            ..change()
        };
        h.set_notification_prefs(&ann(), &india).await.unwrap();
        h.set_notification_prefs(&bob(), &new_york).await.unwrap();
        let ann_at = midnight + DAY + 3 * HOUR + HOUR / 2;
        let bob_at = midnight + DAY + 12 * HOUR;
        assert_eq!(h.next_digest(ann().id).await.unwrap(), Some(ann_at));
        assert_eq!(h.next_digest(bob().id).await.unwrap(), Some(bob_at));

        let id = three_day_game(h).await;
        // Ann's hour: her turn waits, so her digest lists the game; once.
        set_clock(&s, ann_at - 1_000);
        assert!(digests(&s).await.is_empty());
        set_clock(&s, ann_at);
        assert_eq!(digests(&s).await, vec![(ann().id, vec![id])]);
        assert!(digests(&s).await.is_empty(), "once");
        assert_eq!(h.next_digest(ann().id).await.unwrap(), Some(ann_at + DAY));
        // Bob's hour: no turn of his waits, so no digest (but the next day's is planned).
        set_clock(&s, bob_at);
        assert!(digests(&s).await.is_empty());
        assert_eq!(h.next_digest(bob().id).await.unwrap(), Some(bob_at + DAY));
        // Ann moves: the next day Bob's digest lists the game, and Ann gets none.
        h.play(place(), &ann(), "a1", None).await.unwrap();
        set_clock(&s, ann_at + DAY);
        assert!(digests(&s).await.is_empty());
        set_clock(&s, bob_at + DAY);
        assert_eq!(digests(&s).await, vec![(bob().id, vec![id])]);

        // A bad timezone or hour is refused and changes nothing.
        let bad = NotificationChange {
            digest_hour: Some(5),
            timezone: Some("Mars/Olympus".to_string()),
            ..change()
        };
        assert!(refused(h.set_notification_prefs(&bob(), &bad).await).contains("Mars/Olympus"));
        let bad_hour = NotificationChange {
            digest_hour: Some(24),
            ..change()
        };
        refused(h.set_notification_prefs(&bob(), &bad_hour).await);
        let prefs = h.notification_prefs(bob().id).await.unwrap();
        assert_eq!(
            (prefs.digest_hour, prefs.timezone.as_str()),
            (Some(7), "America/New_York")
        );
        // Turned off: none.
        let off = NotificationChange {
            digest: Some(false),
            ..change()
        };
        h.set_notification_prefs(&bob(), &off).await.unwrap();
        set_clock(&s, bob_at + 2 * DAY);
        assert!(digests(&s).await.is_empty());
    }
}

/// The "about to lose" notices a fresh host finds due: (user, game, deadline).
async fn about_to_lose(s: &HostSetup) -> Vec<(u64, i64, i64)> {
    restarted(s)
        .due_notices()
        .await
        .unwrap()
        .into_iter()
        .filter_map(|n| match n {
            Notice::AboutToLose {
                user_id,
                game_id,
                deadline,
                ..
            } => Some((user_id, game_id, deadline)),
            _ => None,
        })
        .collect()
}

#[tokio::test]
async fn about_to_lose_comes_an_hour_before_the_deadline_once() {
    for s in hosts().await {
        let h = &s.host;
        let id = three_day_game(h).await;
        let deadline = s.clock.now_ms() + 3 * DAY;
        set_clock(&s, deadline - HOUR - 1_000);
        assert!(about_to_lose(&s).await.is_empty(), "too early");
        set_clock(&s, deadline - HOUR);
        assert_eq!(about_to_lose(&s).await, vec![(ann().id, id, deadline)]);
        assert!(about_to_lose(&s).await.is_empty(), "once, across restarts");
        // Bob turned it off: his deadline passes in silence.
        let off = NotificationChange {
            about_to_lose: Some(false),
            ..change()
        };
        h.set_notification_prefs(&bob(), &off).await.unwrap();
        h.play(place(), &ann(), "a1", None).await.unwrap();
        set_clock(&s, s.clock.now_ms() + 3 * DAY - HOUR / 2);
        assert!(about_to_lose(&s).await.is_empty());
    }
}

#[tokio::test]
async fn closed_dms_are_noted_once_and_stop_the_dms_until_preferences_change() {
    for s in hosts().await {
        let h = &s.host;
        let daily = NotificationChange {
            digest_hour: Some(0),
            ..change()
        };
        h.set_notification_prefs(&ann(), &daily).await.unwrap();
        let id = three_day_game(h).await;
        let next = h.next_digest(ann().id).await.unwrap().unwrap();
        set_clock(&s, next);
        assert_eq!(digests(&s).await, vec![(ann().id, vec![id])]);
        // Her DMs are closed: noted once, and no DM comes any more.
        assert!(h.note_dms_closed(ann().id).await.unwrap());
        assert!(!restarted(&s).note_dms_closed(ann().id).await.unwrap());
        assert!(h.notification_prefs(ann().id).await.unwrap().dms_closed);
        set_clock(&s, next + DAY);
        assert!(digests(&s).await.is_empty());
        let deadline = h.store().game(id).await.unwrap().unwrap().deadline.unwrap();
        set_clock(&s, deadline - HOUR / 2);
        assert!(about_to_lose(&s).await.is_empty());
        // She changes her preferences: the next digest may try again.
        h.set_notification_prefs(&ann(), &daily).await.unwrap();
        assert!(!h.notification_prefs(ann().id).await.unwrap().dms_closed);
        // Her choices are in her export of personal data.
        let export = String::from_utf8(h.export_personal_data(&ann()).await.unwrap()).unwrap();
        assert!(export.contains("\"digest_hour\": 0"), "{export}");
        // A player who never chose anything is noted too.
        assert!(h.note_dms_closed(bob().id).await.unwrap());
        assert!(!h.note_dms_closed(bob().id).await.unwrap());
    }
}
