//! Seasons in the host, on both backends: the first season is the calendar month, a rated game
//! counts in the season it ended in with a season rating beside the all-time one, a season's
//! end crowns each game's champion among players of enough games and keeps the standings, an
//! admin starts, ends and plans seasons, and others may not.

use boardbot::games::GameKind;
use boardbot::host::{Place, User, SEASON_MIN_GAMES};
use boardbot_testkit::db::{hosts, rated_win, refused, HostSetup};

const GUILD: u64 = 100;
const DAY: i64 = 24 * 60 * 60 * 1000;

fn place() -> Place {
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
fn cat() -> User {
    User::new(33, "cat")
}
fn admin() -> User {
    User {
        manages_server: true,
        ..User::new(99, "admin")
    }
}

async fn season_rating(s: &HostSetup, season: i64, user: &User) -> Option<f64> {
    s.db.store
        .season_rating(GUILD, season, GameKind::TwentySevens, user.id)
        .await
        .unwrap()
        .map(|r| r.rating)
}

#[tokio::test]
async fn a_month_long_season_crowns_its_champion_and_keeps_its_standings() {
    for s in hosts().await {
        let h = &s.host;
        let info = h.season_info(Some(GUILD)).await.unwrap();
        let first = info.current.expect("seasons run by default");
        // 2023-11-14 (the test clock's start) is in November's season.
        assert_eq!(first.number, 1);
        assert_eq!(first.ends_at - first.starts_at, 30 * DAY);
        assert!(first.starts_at <= h.now() && h.now() < first.ends_at);

        for _ in 0..SEASON_MIN_GAMES {
            rated_win(h, place(), &ann(), &bob()).await;
        }
        // Cat beats Ann twice: the best season rating, but too few games to be champion.
        rated_win(h, place(), &cat(), &ann()).await;
        rated_win(h, place(), &cat(), &ann()).await;
        let all_time =
            s.db.store
                .rating(GUILD, GameKind::TwentySevens, ann().id)
                .await
                .unwrap()
                .unwrap();
        let in_season = season_rating(&s, 1, &ann()).await.unwrap();
        // Both started from 1500 with a deviation of 350 (above the season's 200), so both
        // moved alike.
        assert!(
            (all_time.rating - in_season).abs() < 1e-6,
            "{all_time:?} {in_season}"
        );
        let standings = h
            .season_standings(Some(GUILD), GameKind::TwentySevens, None)
            .await
            .unwrap();
        assert_eq!(standings.players, 3);
        assert!(standings.champion.is_none());

        // Nothing closes before the season's end and its minute of grace.
        s.clock.advance_ms(first.ends_at - h.now() + 30_000);
        assert!(h.close_due_seasons().await.unwrap().is_empty());
        // A game that ends now counts in season 2.
        rated_win(h, place(), &bob(), &ann()).await;
        assert!(season_rating(&s, 2, &bob()).await.is_some());
        assert_eq!(season_rating(&s, 1, &ann()).await, Some(in_season));
        s.clock.advance_ms(60_000);
        let closed = h.close_due_seasons().await.unwrap();
        assert_eq!(closed.len(), 1);
        let closed = &closed[0];
        assert_eq!(closed.season.number, 1);
        assert_eq!(closed.standings.len(), 1, "one game was played");
        let table = &closed.standings[0];
        let champion = table.champion.as_ref().expect("ann played enough");
        assert_eq!((champion.user_id, champion.season), (ann().id, 1));
        assert_eq!(table.rows[0].user_id, cat().id, "cat rates best");
        let games = |r: &boardbot::host::RatingView| r.wins + r.losses + r.draws;
        assert!(games(&table.rows[0]) < SEASON_MIN_GAMES);
        // Closed once, in one process only.
        assert!(h.close_due_seasons().await.unwrap().is_empty());
        // The archive: season 1 stays as it ended, and Ann holds the title.
        let archived = h
            .season_standings(Some(GUILD), GameKind::TwentySevens, Some(1))
            .await
            .unwrap();
        assert_eq!(archived.rows.len(), 3);
        assert_eq!(archived.season.closed_at, Some(h.now()));
        let titles = h.titles(Some(GUILD), ann().id).await.unwrap();
        assert_eq!(titles.len(), 1);
        assert!(h.titles(Some(GUILD), bob().id).await.unwrap().is_empty());
        let now = h.season_info(Some(GUILD)).await.unwrap().current.unwrap();
        assert_eq!((now.number, now.starts_at), (2, first.ends_at));
        let unknown = refused(
            h.season_standings(Some(GUILD), GameKind::TwentySevens, Some(9))
                .await,
        );
        assert!(unknown.contains('9'), "{unknown}");
    }
}

#[tokio::test]
async fn a_later_season_starts_from_the_all_time_rating() {
    for s in hosts().await {
        let h = &s.host;
        // Enough games for a settled all-time deviation (under the season's 200).
        for _ in 0..12 {
            rated_win(h, place(), &ann(), &bob()).await;
        }
        let start = h.season_info(Some(GUILD)).await.unwrap().current.unwrap();
        s.clock.advance_ms(start.ends_at - h.now() + 1);
        rated_win(h, place(), &ann(), &bob()).await;
        let all_time =
            s.db.store
                .rating(GUILD, GameKind::TwentySevens, ann().id)
                .await
                .unwrap()
                .unwrap();
        let season =
            s.db.store
                .season_rating(GUILD, 2, GameKind::TwentySevens, ann().id)
                .await
                .unwrap()
                .unwrap();
        assert_eq!((season.wins, all_time.wins), (1, 13));
        // The season row began at the all-time rating before the game, with a wider
        // deviation: the same win moved it further.
        assert!(season.rating > all_time.rating, "{season:?} {all_time:?}");
        assert!(season.deviation > all_time.deviation);
    }
}

#[tokio::test]
async fn admins_start_end_and_plan_seasons() {
    for s in hosts().await {
        let h = &s.host;
        let not_admin = refused(h.start_season(Some(GUILD), &ann(), None, None).await);
        assert!(not_admin.contains("Manage Server"), "{not_admin}");
        let started = h
            .start_season(Some(GUILD), &admin(), Some("Winter Cup".into()), Some(10))
            .await
            .unwrap();
        assert_eq!(started.number, 1);
        assert_eq!(started.ends_at - started.starts_at, 10 * DAY);
        rated_win(h, place(), &ann(), &bob()).await;
        // A new season ends the one that runs.
        s.clock.advance_ms(DAY);
        let second = h
            .start_season(Some(GUILD), &admin(), None, None)
            .await
            .unwrap();
        assert_eq!((second.number, second.name.clone()), (2, None));
        assert_eq!(
            second.ends_at - second.starts_at,
            10 * DAY,
            "the length is kept"
        );
        s.clock.advance_ms(60_001);
        let closed = h.close_due_seasons().await.unwrap();
        assert_eq!(closed.len(), 1);
        assert_eq!(closed[0].season.name.as_deref(), Some("Winter Cup"));
        // Ending pauses seasons: a game then counts in none, and none starts on its own.
        let ended = h.end_season(Some(GUILD), &admin()).await.unwrap();
        assert_eq!(ended.number, 2);
        let none = refused(h.end_season(Some(GUILD), &admin()).await);
        assert!(none.contains("No season"), "{none}");
        rated_win(h, place(), &ann(), &bob()).await;
        assert!(h.season_info(Some(GUILD)).await.unwrap().current.is_none());
        assert_eq!(season_rating(&s, 3, &ann()).await, None);
        let plan = h
            .set_season_plan(Some(GUILD), &admin(), Some(0), Some(Some(555)))
            .await
            .unwrap();
        assert_eq!(
            (plan.length_days, plan.channel_id, plan.paused),
            (0, Some(555), true)
        );
        let too_long = refused(
            h.set_season_plan(Some(GUILD), &admin(), Some(400), None)
                .await,
        );
        assert!(too_long.contains("365"), "{too_long}");
        // Starting again runs monthly seasons.
        let third = h
            .start_season(Some(GUILD), &admin(), None, None)
            .await
            .unwrap();
        assert_eq!(third.number, 3);
        assert!(third.ends_at - third.starts_at >= 28 * DAY);
        s.clock.advance_ms(60_001);
        let closed = h.close_due_seasons().await.unwrap();
        assert_eq!(closed.len(), 1);
        assert_eq!(closed[0].channel_id, Some(555));
    }
}
