//! `/games mine` end to end through the fake Discord: Alice plays Bob in the bot's server, in
//! a server that never invited the bot and in a group DM (the app installed to her account),
//! and asks from her DM with the bot where it is her turn. The answer is private and lists
//! all three, hers to move first, each with its opponent, its place and a link to its board.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

/// Alice challenges Bob to Twenty-Sevens in `place` and Bob accepts: the game and its board.
async fn game_with_bob(fake: &FakeDiscord, place: Place) -> (i64, Message) {
    let play = Slash::new("play")
        .str("game", "twenty-sevens")
        .user("opponent", &bob());
    accepted_challenge(fake, place, &alice(), &bob(), play).await
}

#[tokio::test]
async fn games_mine_from_a_dm_lists_games_of_two_servers_and_a_group_dm_privately() {
    let world = World::start().await;
    let fake = &world.fake;

    let home = fake.guild_channel();
    let (home_game, board) = game_with_bob(fake, home).await;
    assert_eq!(to_move(&board), Some(alice().id), "{}", board.text());
    // Alice moves in the bot's server: there it is Bob's turn now, on the board of her move.
    let moved = fake
        .slash(&alice(), home, Slash::new("move").str("move", "b2"))
        .await;
    let home_board = fake.reply(&moved).await.message;
    assert_eq!(
        to_move(&home_board),
        Some(bob().id),
        "{}",
        home_board.text()
    );

    let elsewhere = fake.external_guild_channel(&alice(), true);
    let (elsewhere_game, _) = game_with_bob(fake, elsewhere).await;
    let group = fake.group_dm(&alice());
    let (group_game, _) = game_with_bob(fake, group).await;

    let dm = fake.dm_channel();
    let sent = fake
        .slash(&alice(), dm, Slash::new("games").bool("mine", true))
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral(), "the list is Alice's alone");
    let text = reply.text();
    assert!(text.contains("Your games (3)"), "{text}");

    // Her turn first (the other server, then the group DM, whose turn began later), then the
    // game waiting for Bob.
    let at = |needle: &str| {
        text.find(needle)
            .unwrap_or_else(|| panic!("no {needle:?} in {text}"))
    };
    let (elsewhere_guild, elsewhere_channel) =
        (elsewhere.guild_id().unwrap(), elsewhere.channel_id());
    let elsewhere_link =
        format!("https://discord.com/channels/{elsewhere_guild}/{elsewhere_channel}");
    let group_link = format!("https://discord.com/channels/@me/{}", group.channel_id());
    let home_link = format!(
        "https://discord.com/channels/{GUILD_ID}/{}/{}",
        home.channel_id(),
        home_board.id
    );
    let order = [
        at("**Your turn**"),
        at(&elsewhere_link),
        at("group DM or DM"),
        at(&group_link),
        at("**Waiting for your opponent**"),
        at("Test guild"),
        at(&home_link),
    ];
    assert!(order.windows(2).all(|w| w[0] < w[1]), "{order:?}: {text}");
    assert!(text.contains("another server"), "{text}");
    assert_eq!(text.matches("against bob").count(), 3, "{text}");
    assert_eq!(text.matches("turn ends <t:").count(), 3, "{text}");
    assert!(home_game < elsewhere_game && elsewhere_game < group_game);

    // Bob, who never installed the app, sees the same games from his side.
    let sent = fake
        .slash(
            &bob(),
            fake.dm_channel(),
            Slash::new("games").bool("mine", true),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    let text = reply.text();
    let his_turn = text
        .find("**Your turn**")
        .expect("his turn in the home server");
    let waiting = text
        .find("**Waiting for your opponent**")
        .expect("two waiting");
    assert!(his_turn < text.find(&home_link).unwrap() && text.find(&home_link).unwrap() < waiting);
    assert_eq!(text.matches("against alice").count(), 3, "{text}");

    // Outside servers plain `/games` has no server to list: it lists her own games too.
    let sent = fake.slash(&alice(), group, Slash::new("games")).await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    assert!(reply.text().contains("Your games (3)"), "{}", reply.text());

    // In a server, plain `/games` still lists the server's games, and only them.
    let sent = fake.slash(&alice(), home, Slash::new("games")).await;
    let text = fake.reply(&sent).await.text();
    assert!(text.contains("Live games in this server (1)"), "{text}");

    fake.assert_no_problems();
    assert!(
        fake.unoffered_commands().is_empty(),
        "{:?}",
        fake.unoffered_commands()
    );
}
