//! Seasons and rating roles end to end through the fake Discord: an admin maps a tier role
//! and a champion role (refused, saying what is missing, where the bot lacks Manage Roles or
//! sits below the role), rated games give and take the tier role through Discord's member
//! role calls, an admin starts a new season and the old one's final standings are posted
//! with a podium picture in the channel the admin chose, its champion gets the title role and
//! the title shows on `/stats`, and `/leaderboard season:1` shows the archive.

use boardbot_testkit as support;

use std::time::Duration;

use support::fake_discord::*;
use support::world::*;

const MANAGE_ROLES: u64 = 1 << 28;

fn admin() -> User {
    User::new(1_300_000_000_000_000_900, "admin").moderator()
}

/// `winner` beats `loser` in a rated Twenty-Sevens game: a move each, then `loser` resigns.
async fn rated_win(fake: &FakeDiscord, place: Place, winner: &User, loser: &User) {
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", loser);
    let (_, board) = accepted_challenge(fake, place, winner, loser, play).await;
    let first = to_move(&board).expect("someone moves first");
    let (a, b) = if first == winner.id {
        (winner, loser)
    } else {
        (loser, winner)
    };
    for (who, mv) in [(a, "b2"), (b, "a1")] {
        let sent = fake
            .slash(who, place, Slash::new("move").str("move", mv))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "/move {mv}: {}", reply.text());
    }
    let reply = fake
        .reply(&fake.slash(loser, place, Slash::new("resign")).await)
        .await;
    assert!(!reply.ephemeral(), "{}", reply.text());
}

/// The bot's next role call for `user` and `role` (`PUT` gives, `DELETE` takes).
async fn role_call(fake: &FakeDiscord, since: usize, method: &str, user: &User, role: u64) {
    let path = format!("/guilds/{GUILD_ID}/members/{}/roles/{role}", user.id);
    fake.wait_for_after(
        since,
        |r| r.method == method && r.path.ends_with(&path),
        Duration::from_secs(30),
    )
    .await
    .unwrap_or_else(|e| panic!("no {method} {path}: {e}"));
}

async fn admin_says(fake: &FakeDiscord, place: Place, cmd: Slash) -> Reply {
    fake.reply(&fake.slash(&admin(), place, cmd).await).await
}

#[tokio::test]
async fn seasons_crown_champions_and_roles_follow_ratings_and_titles() {
    let world = World::start_with(&[
        ("SEASON_CLOSE_GRACE_SECONDS", "0".to_string()),
        ("DEADLINE_CHECK_SECONDS", "1".to_string()),
    ])
    .await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let tier = fake.add_role(GUILD_ID, "1600+ Twenty-Sevens", 1);
    let title = fake.add_role(GUILD_ID, "Champion", 2);
    let bot_role = fake.add_role(GUILD_ID, "boardbot", 5);
    let above = fake.add_role(GUILD_ID, "Owners", 9);
    fake.give_role(GUILD_ID, BOT_ID, bot_role);

    // Without Manage Roles: refused, privately, saying so; nothing kept.
    let tier_rule = |role: u64| {
        Slash::new("roles").subcommand(
            Slash::new("tier")
                .str("game", "twenty-sevens")
                .int("rating", 1600)
                .role("role", fake.role(GUILD_ID, role)),
        )
    };
    let refused = admin_says(fake, place, tier_rule(tier)).await;
    assert!(refused.ephemeral());
    assert!(
        refused.text().contains("Manage Roles"),
        "{}",
        refused.text()
    );
    fake.set_app_permissions(APP_PERMISSIONS | MANAGE_ROLES);
    // A role above the bot's own: refused too.
    let refused = admin_says(fake, place, tier_rule(above)).await;
    assert!(
        refused.text().contains("above this role"),
        "{}",
        refused.text()
    );
    let listed = admin_says(
        fake,
        place,
        Slash::new("roles").subcommand(Slash::new("list")),
    )
    .await;
    assert!(
        listed.text().contains("No rating roles"),
        "{}",
        listed.text()
    );

    let set = admin_says(fake, place, tier_rule(tier)).await;
    assert!(
        set.ephemeral() && set.text().contains("1600+"),
        "{}",
        set.text()
    );
    let champion_rule = Slash::new("roles")
        .subcommand(Slash::new("champion").role("role", fake.role(GUILD_ID, title)));
    let set = admin_says(fake, place, champion_rule).await;
    assert!(set.text().contains("season champion"), "{}", set.text());
    let settings = admin_says(
        fake,
        place,
        Slash::new("season").subcommand(Slash::new("settings").channel("channel", place)),
    )
    .await;
    assert!(
        settings
            .text()
            .contains(&format!("<#{}>", place.channel_id())),
        "{}",
        settings.text()
    );

    // Alice wins: she crosses 1600 and gets the tier role; Bob does not.
    let mark = fake.mark();
    rated_win(fake, place, &alice(), &bob()).await;
    role_call(fake, mark, "PUT", &alice(), tier).await;
    assert_eq!(fake.member_roles(GUILD_ID, alice().id), vec![tier]);
    for _ in 1..boardbot::host::SEASON_MIN_GAMES {
        rated_win(fake, place, &alice(), &bob()).await;
    }

    // A new season: the old one is closed, its standings posted with a podium picture, and
    // its champion gets the title role.
    let mark = fake.mark();
    let started = admin_says(
        fake,
        place,
        Slash::new("season").subcommand(Slash::new("start").str("name", "Winter")),
    )
    .await;
    assert!(
        !started.ephemeral() && started.text().contains("Winter"),
        "{}",
        started.text()
    );
    let post = fake
        .wait_for_after(
            mark,
            |r| {
                r.method == "POST"
                    && r.path
                        .ends_with(&format!("/channels/{}/messages", place.channel_id()))
                    && r.json.as_ref().is_some_and(|j| {
                        j["content"]
                            .as_str()
                            .is_some_and(|c| c.contains("Season 1"))
                    })
            },
            Duration::from_secs(30),
        )
        .await
        .expect("the final standings are posted");
    let content = post.json.as_ref().unwrap()["content"]
        .as_str()
        .unwrap()
        .to_string();
    assert!(content.contains("Twenty-Sevens: alice"), "{content}");
    assert_eq!(post.files.len(), 1, "one picture: one game was played");
    role_call(fake, mark, "PUT", &alice(), title).await;

    let stats = fake
        .reply(&fake.slash(&alice(), place, Slash::new("stats")).await)
        .await;
    assert!(
        stats
            .text()
            .contains("Champion of season 1 in Twenty-Sevens"),
        "{}",
        stats.text()
    );
    let archive = fake
        .reply(
            &fake
                .slash(
                    &bob(),
                    place,
                    Slash::new("leaderboard")
                        .str("game", "twenty-sevens")
                        .int("season", 1),
                )
                .await,
        )
        .await;
    assert!(archive.text().contains("Season 1"), "{}", archive.text());
    assert!(archive.text().contains("alice") && archive.text().contains("bob"));
    assert_eq!(
        archive.message.attachments.len(),
        1,
        "the standings picture"
    );

    // Bob wins back: Alice drops under 1600 and the tier role is taken.
    let mark = fake.mark();
    for _ in 0..3 {
        rated_win(fake, place, &bob(), &alice()).await;
    }
    role_call(fake, mark, "DELETE", &alice(), tier).await;
    assert_eq!(fake.member_roles(GUILD_ID, alice().id), vec![title]);

    // The bot loses Manage Roles: /settings says exactly that for each rule.
    fake.set_app_permissions(APP_PERMISSIONS);
    let settings = admin_says(fake, place, Slash::new("settings")).await;
    assert!(settings.ephemeral());
    assert!(
        settings
            .text()
            .contains("needs the Manage Roles permission"),
        "{}",
        settings.text()
    );
    assert!(
        fake.unoffered_commands().is_empty(),
        "{:?}",
        fake.unoffered_commands()
    );
}

/// The daily puzzle through the fake Discord: shown privately with the board's picker, a
/// wrong button counts a try and keeps the picker, the right one solves it (Twenty-Sevens;
/// other games' puzzles are answered by `/puzzle answer`, with suggestions), and the solvers
/// are listed.
#[tokio::test]
async fn the_daily_puzzle_is_solved_privately_with_the_boards_inputs() {
    let world = World::start_with(&[("PUZZLE_NODES", "20000".to_string())]).await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let show = Slash::new("puzzle").subcommand(Slash::new("show"));
    let shown = fake.reply(&fake.slash(&alice(), place, show).await).await;
    assert!(shown.ephemeral(), "{}", shown.text());
    assert!(shown.text().contains("Daily puzzle"), "{}", shown.text());
    assert_eq!(shown.message.attachments.len(), 1, "the position");
    let ids = shown.message.custom_ids();
    assert!(ids.iter().all(|id| id.starts_with("pz:")), "{ids:?}");

    let day = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64
        / (24 * 60 * 60 * 1000);
    let puzzle = world
        .store()
        .await
        .puzzle(GUILD_ID, day)
        .await
        .unwrap()
        .expect("today's puzzle is kept");
    let typed = Slash::new("puzzle").subcommand(Slash::new("answer").focus("move", ""));
    let suggestions = fake.autocomplete(&alice(), place, typed).await;
    let choices = fake.callback(&suggestions).await.choice_names();
    assert!(choices.contains(&puzzle.answer), "{choices:?}");
    assert_eq!(choices.len() as i64, puzzle.choices.min(25));

    let wrong = choices
        .iter()
        .find(|c| **c != puzzle.answer)
        .unwrap()
        .clone();
    let solved = if puzzle.kind == boardbot::games::GameKind::TwentySevens {
        let prefix = format!("pz:{day}:");
        let click = fake
            .click(&alice(), shown.message.id, &format!("{prefix}{wrong}"))
            .await;
        let after_wrong = fake.reply(&click).await;
        assert!(
            after_wrong.text().contains("is not the move"),
            "{}",
            after_wrong.text()
        );
        let click = fake
            .click(
                &alice(),
                shown.message.id,
                &format!("{prefix}{}", puzzle.answer),
            )
            .await;
        fake.reply(&click).await
    } else {
        let answer =
            |mv: &str| Slash::new("puzzle").subcommand(Slash::new("answer").str("move", mv));
        let after_wrong = fake
            .reply(&fake.slash(&alice(), place, answer(&wrong)).await)
            .await;
        assert!(
            after_wrong.text().contains("is not the move"),
            "{}",
            after_wrong.text()
        );
        fake.reply(&fake.slash(&alice(), place, answer(&puzzle.answer)).await)
            .await
    };
    assert!(solved.text().contains("Solved"), "{}", solved.text());
    assert!(solved.text().contains("2 tries"), "{}", solved.text());
    assert!(
        solved.text().contains("the AI played against itself"),
        "{}",
        solved.text()
    );
    let solvers = Slash::new("puzzle").subcommand(Slash::new("solvers"));
    let listed = fake.reply(&fake.slash(&bob(), place, solvers).await).await;
    assert!(
        listed.text().contains("alice (2 tries)"),
        "{}",
        listed.text()
    );
    assert!(
        fake.unoffered_commands().is_empty(),
        "{:?}",
        fake.unoffered_commands()
    );
}
