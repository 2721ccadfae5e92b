//! Rating roles in the host, on both backends: a rule is kept only where the bot can apply it
//! (and says exactly what is missing), members are queued when their rated games end and
//! come out with the roles their ratings and titles call for, a refusal is noted and retried
//! later, and a season's new champion is queued with the old.

use boardbot::games::GameKind;
use boardbot::host::{
    Host, Place, RoleGoal, RoleOutcome, RoleReach, RoleRule, User, SEASON_MIN_GAMES,
};
use boardbot_testkit::db::{hosts, rated_win, refused};

const GUILD: u64 = 100;
const TIER_ROLE: u64 = 700;
const CHAMPION_ROLE: u64 = 701;

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
fn admin() -> User {
    User {
        manages_server: true,
        ..User::new(99, "admin")
    }
}

const CAN: RoleReach = RoleReach {
    manage_roles: true,
    bot_position: 5,
    role_position: 2,
    integration_role: false,
    everyone: false,
};

/// The due checks as (user, wanted roles), each then reported done.
async fn work_off(host: &Host) -> Vec<(u64, Vec<u64>)> {
    let mut seen = Vec::new();
    for sync in host.due_role_syncs(50).await.unwrap() {
        seen.push((sync.record.user_id, sync.wanted.clone()));
        host.role_sync_outcome(&sync, RoleOutcome::Done)
            .await
            .unwrap();
    }
    seen.sort();
    seen
}

#[tokio::test]
async fn roles_follow_ratings_across_a_tier_and_refusals_are_noted_and_retried() {
    for s in hosts().await {
        let h = &s.host;
        let tier = RoleRule {
            role_id: TIER_ROLE,
            goal: RoleGoal::Tier {
                kind: GameKind::TwentySevens,
                min_rating: 1600,
            },
        };
        // Without Manage Roles, and below the role: refused with both reasons, nothing kept.
        let why = refused(
            h.set_role_rule(
                Some(GUILD),
                &admin(),
                tier,
                RoleReach {
                    manage_roles: false,
                    role_position: 9,
                    ..CAN
                },
            )
            .await,
        );
        assert!(
            why.contains("Manage Roles") && why.contains("above this role"),
            "{why}"
        );
        assert!(h
            .role_rules(Some(GUILD), &admin())
            .await
            .unwrap()
            .is_empty());
        let not_admin = refused(h.set_role_rule(Some(GUILD), &ann(), tier, CAN).await);
        assert!(not_admin.contains("Manage Server"), "{not_admin}");
        // Games before any rule queue nobody.
        rated_win(h, place(), &ann(), &bob()).await;
        assert!(h.due_role_syncs(50).await.unwrap().is_empty());

        let rules = h
            .set_role_rule(Some(GUILD), &admin(), tier, CAN)
            .await
            .unwrap();
        assert_eq!(rules, vec![tier]);
        // Ann won once: 1662, above the tier; Bob below. Both are checked at once.
        assert_eq!(
            work_off(h).await,
            vec![(ann().id, vec![TIER_ROLE]), (bob().id, vec![])]
        );
        assert!(work_off(h).await.is_empty(), "done is done");
        // Bob wins twice: Ann drops under 1600 and loses the role, Bob gains it.
        rated_win(h, place(), &bob(), &ann()).await;
        rated_win(h, place(), &bob(), &ann()).await;
        let ann_rating =
            s.db.store
                .rating(GUILD, GameKind::TwentySevens, ann().id)
                .await
                .unwrap()
                .unwrap()
                .rating;
        assert!(ann_rating < 1600.0, "{ann_rating}");
        assert_eq!(
            work_off(h).await,
            vec![(ann().id, vec![]), (bob().id, vec![TIER_ROLE])]
        );

        // Discord refuses: the problem is noted, and the check comes back later, not now.
        rated_win(h, place(), &ann(), &bob()).await;
        for sync in h.due_role_syncs(50).await.unwrap() {
            h.role_sync_outcome(
                &sync,
                RoleOutcome::Refused {
                    problem: "roles-problem-permissions",
                },
            )
            .await
            .unwrap();
        }
        let problem = h.role_problem(GUILD).await.unwrap().expect("noted");
        assert_eq!(problem.id(), "roles-problem-permissions");
        assert!(h.due_role_syncs(50).await.unwrap().is_empty());
        s.clock.advance_ms(10_001);
        let again = work_off(h).await;
        assert_eq!(again.len(), 2, "retried after its delay");
        assert!(h.role_problem(GUILD).await.unwrap().is_none(), "solved");

        // Removing the rule: nothing more is queued or changed.
        h.remove_role_rule(Some(GUILD), &admin(), TIER_ROLE)
            .await
            .unwrap();
        rated_win(h, place(), &ann(), &bob()).await;
        assert!(work_off(h).await.is_empty());
        let gone = refused(h.remove_role_rule(Some(GUILD), &admin(), TIER_ROLE).await);
        assert!(gone.contains("doesn't manage"), "{gone}");
    }
}

#[tokio::test]
async fn a_season_champion_gets_the_title_role_and_keeps_it_until_the_next_season() {
    for s in hosts().await {
        let h = &s.host;
        let champion = RoleRule {
            role_id: CHAMPION_ROLE,
            goal: RoleGoal::Champion { kind: None },
        };
        h.set_role_rule(Some(GUILD), &admin(), champion, CAN)
            .await
            .unwrap();
        for _ in 0..SEASON_MIN_GAMES {
            rated_win(h, place(), &ann(), &bob()).await;
        }
        // During the season nobody is champion yet.
        assert_eq!(
            work_off(h).await,
            vec![(ann().id, vec![]), (bob().id, vec![])]
        );
        let season = h.season_info(Some(GUILD)).await.unwrap().current.unwrap();
        s.clock.advance_ms(season.ends_at - h.now() + 61_000);
        h.close_due_seasons().await.unwrap();
        assert_eq!(work_off(h).await, vec![(ann().id, vec![CHAMPION_ROLE])]);
        // Next season Bob is champion: both are checked when it closes.
        for _ in 0..SEASON_MIN_GAMES {
            rated_win(h, place(), &bob(), &ann()).await;
        }
        work_off(h).await;
        let season = h.season_info(Some(GUILD)).await.unwrap().current.unwrap();
        s.clock.advance_ms(season.ends_at - h.now() + 61_000);
        h.close_due_seasons().await.unwrap();
        assert_eq!(
            work_off(h).await,
            vec![(ann().id, vec![]), (bob().id, vec![CHAMPION_ROLE])]
        );
    }
}
