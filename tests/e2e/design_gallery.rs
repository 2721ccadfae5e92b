//! Designed games beyond their server (issue 44), through the real bot and the fake Discord: a
//! game shared by code is played in a group DM; a published game is approved by the operator
//! (`boardbot design approve`), browsed and added in another server, and stays there after the
//! operator withdraws it. The designer hears of each decision by DM. A game of it paused in
//! that other server learns of the designer's fix, and goes on when that server takes it.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

use std::time::Duration;

use support::designs::{hex, hex_failing_on_b2};

use crate::designs::{
    challenge, dana, designer_dm, first_version, hex_source, play_by_buttons, rules_hash_of,
    upload, RED_WINS,
};

/// The operator's command on the bot's database: its output, or a panic with it.
fn operator(world: &World, args: &[&str]) -> String {
    let out = std::process::Command::new(bot_binary())
        .arg("design")
        .args(args)
        .env("DATABASE_URL", &world.db.url)
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "design {args:?}: {text}");
    text
}

/// `/design <sub>` by `user` in `place`: the private answer's text.
async fn design(fake: &FakeDiscord, user: &User, place: Place, sub: Slash) -> String {
    let reply = fake
        .reply(
            &fake
                .slash(user, place, Slash::new("design").subcommand(sub))
                .await,
        )
        .await;
    assert!(reply.ephemeral(), "{}", reply.text());
    reply.text()
}

/// Dana offers Hex 7×7 to the gallery from `place`.
async fn publish(fake: &FakeDiscord, place: Place) {
    let published = design(
        fake,
        &dana(),
        place,
        Slash::new("publish").str("game", "hex-7"),
    )
    .await;
    assert!(published.contains("offered"), "{published}");
}

/// `designer` adds Hex 7×7 from the gallery to the server of `place`.
async fn add_from_gallery(fake: &FakeDiscord, designer: &User, place: Place) {
    let added = design(
        fake,
        designer,
        place,
        Slash::new("add").str("game", "hex-7"),
    )
    .await;
    assert!(added.contains("/play game:hex-7"), "{added}");
}

#[tokio::test]
async fn a_shared_game_is_played_in_a_group_dm_and_a_gallery_game_is_added_in_another_server() {
    // The bot sends the operator's decisions to the designer at its next scan: a quick one.
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    first_version(fake, place, hex_source().as_bytes()).await;

    // Shared by code; a player who is no designer gets no code.
    let share = || Slash::new("share").str("game", "hex-7");
    let refused = design(fake, &alice(), place, share()).await;
    assert!(refused.contains("Only members"), "{refused}");
    let shared = design(fake, &dana(), place, share()).await;
    let code = shared
        .split("/play game:")
        .nth(1)
        .and_then(|rest| rest.split('`').next())
        .unwrap_or_else(|| panic!("no code in {shared}"))
        .to_string();
    assert!(code.starts_with("hex-7-"), "{code}");
    assert_eq!(
        design(fake, &dana(), place, share()).await,
        shared,
        "one code a game"
    );

    // Played in a group DM by the code, to its end.
    let group = fake.group_dm(&alice());
    let unknown = fake
        .reply(
            &fake
                .slash(
                    &alice(),
                    group,
                    Slash::new("play")
                        .str("game", "hex-7")
                        .user("opponent", &bob()),
                )
                .await,
        )
        .await;
    assert!(
        unknown.ephemeral(),
        "outside its server the id alone is no game"
    );
    let mut game = challenge(fake, group, &code).await;
    for mv in RED_WINS {
        let mover = game.mover().clone();
        let sent = fake
            .slash(&mover, group, Slash::new("move").str("move", mv))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "/move {mv}: {}", reply.text());
        game.board = reply.message;
    }
    let record = world.store().await.game(game.id).await.unwrap().unwrap();
    assert!(record.result.is_some(), "the shared game ended");
    assert_eq!(record.guild_id, 0, "played outside servers");
    assert_eq!(world.moves(game.id).await, RED_WINS);

    // Published, reviewed by the operator, browsed and added in another server.
    let other_guild = fake.snowflake();
    let elsewhere = fake.text_channel_in(other_guild);
    let eve = User::new(50, "eve").moderator();
    publish(fake, place).await;
    assert!(design(fake, &eve, elsewhere, Slash::new("browse"))
        .await
        .contains("no games"));
    assert!(operator(&world, &["offers"]).contains("hex-7"));
    let mark = fake.mark();
    operator(&world, &["approve", "hex-7"]);
    let told = designer_dm(fake, mark, "now listed in the gallery").await;
    assert!(told.contains("Hex 7×7"), "{told}");
    let browsed = design(fake, &eve, elsewhere, Slash::new("browse")).await;
    assert!(
        browsed.contains("Hex 7×7") && browsed.contains("Players take turns"),
        "{browsed}"
    );
    let refused = design(
        fake,
        &User::new(51, "finn"),
        elsewhere,
        Slash::new("add").str("game", "hex-7"),
    )
    .await;
    assert!(refused.contains("Only members"), "{refused}");
    add_from_gallery(fake, &eve, elsewhere).await;
    let there = challenge(fake, elsewhere, "hex-7").await;
    let hash = rules_hash_of(&world, there.id).await;

    // Withdrawn from the gallery: the other server keeps its copy.
    let mark = fake.mark();
    operator(&world, &["withdraw", "hex-7", "a test of withdrawal"]);
    let told = designer_dm(fake, mark, "taken out of the gallery").await;
    assert!(told.contains("a test of withdrawal"), "{told}");
    assert!(design(
        fake,
        &eve,
        fake.text_channel_in(other_guild),
        Slash::new("browse")
    )
    .await
    .contains("no games"));
    let again = challenge(fake, fake.text_channel_in(other_guild), "hex-7").await;
    assert_eq!(rules_hash_of(&world, again.id).await, hash);
    fake.assert_no_problems();
}

/// A game paused in a server that added the game from the gallery keeps that server's
/// version: the designer's fixed upload in her own server tells the game's channel that a new
/// version is out and how to take it, and the other server's `/design use` of it resumes the
/// game there.
#[tokio::test]
async fn a_fix_reaches_a_game_paused_in_a_server_that_added_it_from_the_gallery() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    first_version(fake, place, &hex_failing_on_b2()).await;
    publish(fake, place).await;
    operator(&world, &["approve", "hex-7"]);
    let elsewhere = fake.text_channel_in(fake.snowflake());
    let eve = User::new(50, "eve").moderator();
    add_from_gallery(fake, &eve, elsewhere).await;

    let mut game = challenge(fake, elsewhere, "hex-7").await;
    for mv in &RED_WINS[..3] {
        play_by_buttons(fake, &mut game, mv).await;
    }
    play_by_buttons(fake, &mut game, "b2").await;
    let shown = game.board.text();
    assert!(shown.contains("Paused"), "{shown}");

    // The fix, uploaded where the game was made: the paused game stays on its server's
    // version, and its channel is told what to do.
    let mark = fake.mark();
    let fixed = fake.upload("hex.luau", &hex());
    let (_, report) = upload(fake, &dana(), place, &fixed).await;
    assert!(report.contains("version 2 is ready"), "{report}");
    let news = fake
        .wait_for_after(
            mark,
            |r| {
                r.is_channel_message(elsewhere.channel_id())
                    && r.text().contains("has a new version, 2")
            },
            Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("the other server's channel was not told: {e}"));
    assert!(
        news.text().contains("/design use game:hex-7 version:2"),
        "{}",
        news.text()
    );

    // That server takes it: the game goes on there.
    let mark = fake.mark();
    design(
        fake,
        &eve,
        elsewhere,
        Slash::new("use").str("game", "hex-7").int("version", 2),
    )
    .await;
    fake.wait_for_after(
        mark,
        |r| r.is_channel_message(elsewhere.channel_id()) && r.text().contains("version 2 is in"),
        Duration::from_secs(20),
    )
    .await
    .unwrap_or_else(|e| panic!("the game did not go on: {e}"));
    fake.assert_no_problems();
}
