//! Channel against channel through the fake Discord: `/play … rival_channel:` posts the
//! challenge in the other channel, someone there accepts, the board reaches both channels,
//! a member of the waiting channel cannot vote, and when the turn closes the channel's vote
//! is played and the new board is posted to both. Another server is closed to it until its
//! moderators open it.

use boardbot_testkit as support;

use std::time::Duration;

use support::fake_discord::*;
use support::world::*;

fn board_posted_to(channel: u64) -> impl Fn(&Request) -> bool {
    move |r| {
        r.method == "POST"
            && r.path.ends_with(&format!("/channels/{channel}/messages"))
            && !r.files.is_empty()
    }
}

#[tokio::test]
async fn two_channels_play_a_team_match() {
    let world = World::start_with(&[("DEADLINE_CHECK_SECONDS", "1".to_string())]).await;
    let fake = &world.fake;
    let home = fake.guild_channel();
    let away = fake.text_channel_in(GUILD_ID);
    let carol = User::new(1_300_000_000_000_000_777, "carol");

    // A text that names no channel is refused privately.
    let bad = Slash::new("play")
        .str("game", "twenty-sevens")
        .bool("team", true)
        .str("rival_channel", "general");
    let reply = fake.reply(&fake.slash(&alice(), home, bad).await).await;
    assert!(
        reply.ephemeral() && reply.text().contains("names no channel"),
        "{}",
        reply.text()
    );

    let challenge = Slash::new("play")
        .str("game", "twenty-sevens")
        .bool("team", true)
        .str("rival_channel", &format!("<#{}>", away.channel_id()))
        .str("vote_time", "15s");
    let sent = fake
        .reply(&fake.slash(&alice(), home, challenge).await)
        .await;
    assert!(!sent.ephemeral(), "{}", sent.text());
    let away_name = format!("#channel-{}", away.channel_id());
    assert!(sent.text().contains(&away_name), "{}", sent.text());
    let withdraw = sent.message.custom_ids();
    assert!(
        withdraw.len() == 1 && withdraw[0].starts_with("tm:") && withdraw[0].ends_with(":n"),
        "{withdraw:?}"
    );

    // The challenge waits in the other channel, where anyone may accept.
    let posted = fake.messages(away.channel_id());
    let invitation = posted.last().expect("the challenge is posted there");
    assert!(
        invitation
            .content
            .contains(&format!("#channel-{}", home.channel_id())),
        "{}",
        invitation.content
    );
    let accept = invitation
        .custom_ids()
        .into_iter()
        .find(|id| id.ends_with(":y"))
        .expect("an Accept button");
    let mark = fake.mark();
    let board = fake
        .reply(&fake.click(&carol, invitation.id, &accept).await)
        .await;
    assert!(!board.ephemeral(), "{}", board.text());
    let home_board = fake
        .wait_for_after(
            mark,
            board_posted_to(home.channel_id()),
            Duration::from_secs(10),
        )
        .await
        .expect("the board reaches the challenging channel too");
    let content = |r: &Request| {
        r.json
            .as_ref()
            .and_then(|j| j["content"].as_str())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        content(&home_board).contains("is to move: its channel votes"),
        "{}",
        content(&home_board)
    );

    // The challenging channel moves first: the other one cannot vote yet.
    let early = Slash::new("move").str("move", "b2");
    let refused = fake.reply(&fake.slash(&carol, away, early).await).await;
    assert!(
        refused.ephemeral()
            && refused
                .text()
                .contains("your channel votes on its own turns"),
        "{}",
        refused.text()
    );
    let typed = fake
        .autocomplete(&carol, away, Slash::new("move").focus("move", ""))
        .await;
    assert!(fake.callback(&typed).await.choice_names().is_empty());
    for who in [alice(), bob()] {
        let vote = Slash::new("move").str("move", "b2");
        let reply = fake.reply(&fake.slash(&who, home, vote).await).await;
        assert!(
            reply.ephemeral() && reply.text().contains("Your vote: b2"),
            "{}",
            reply.text()
        );
    }

    // The turn closes: the vote is played and both channels see the new board.
    let mark = fake.mark();
    for channel in [home.channel_id(), away.channel_id()] {
        let shown = fake
            .wait_for_after(mark, board_posted_to(channel), Duration::from_secs(40))
            .await
            .expect("the played vote is shown in both channels");
        let embeds = shown.json.as_ref().map(|j| j["embeds"].to_string());
        assert!(embeds.unwrap_or_default().contains("`b2`"), "{shown}");
    }
    let game = game_id_of(&accept);
    assert_eq!(world.moves(game).await, vec!["b2".to_string()]);

    // Another server takes no team challenges until its moderators allow them.
    let elsewhere = fake.text_channel_in(GUILD_ID + 1);
    let third = fake.guild_channel();
    let closed = Slash::new("play")
        .str("game", "ccc")
        .str("rival_channel", &elsewhere.channel_id().to_string());
    let reply = fake.reply(&fake.slash(&alice(), third, closed).await).await;
    assert!(
        reply.ephemeral() && reply.text().contains("team_challenges:True"),
        "{}",
        reply.text()
    );
    assert!(fake.messages(elsewhere.channel_id()).is_empty());

    // Where the bot is no member (a server only a user installed it for), it cannot post the
    // boards of a match: refused privately, nothing posted anywhere.
    let outside = fake.external_guild_channel(&alice(), true);
    let there = fake.text_channel_in(GUILD_ID);
    let challenge = Slash::new("play")
        .str("game", "ccc")
        .str("rival_channel", &there.channel_id().to_string());
    let reply = fake
        .reply(&fake.slash(&alice(), outside, challenge).await)
        .await;
    assert!(
        reply.ephemeral() && reply.text().contains("servers that invited me"),
        "{}",
        reply.text()
    );
    assert!(fake.messages(there.channel_id()).is_empty());
    fake.assert_no_problems();
}
