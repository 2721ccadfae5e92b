//! Players are protected from unwanted challenges, end to end: the real bot against the fake
//! Discord (see tests/e2e/discord.rs). "Decline and block" and the refused re-challenge that
//! does not reveal the block, `/blocks` listing and lifting, the cooldown after a decline and
//! its `/settings` option, the cap on open challenges, and `/challenges` opting out.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

const T27: &str = "twenty-sevens";

fn carol() -> User {
    User::new(3, "carol")
}
fn dave() -> User {
    User::new(5, "dave")
}
fn moderator() -> User {
    User::new(4, "mod").moderator()
}

fn play(opponent: &User) -> Slash {
    Slash::new("play")
        .str("game", T27)
        .user("opponent", opponent)
}

/// `from` challenges `to` in `place`: the public challenge message.
async fn challenge(fake: &FakeDiscord, place: Place, from: &User, to: &User) -> Message {
    let reply = fake.reply(&fake.slash(from, place, play(to)).await).await;
    assert!(
        !reply.ephemeral(),
        "{} could not challenge {}: {}",
        from.name,
        to.name,
        reply.text()
    );
    reply.message
}

/// `from`'s `/play` against `to` is refused privately, and nothing is posted in `place`:
/// the refusal's text.
async fn refused_challenge(fake: &FakeDiscord, place: Place, from: &User, to: &User) -> String {
    let public = || {
        fake.messages(place.channel_id())
            .iter()
            .filter(|m| !m.ephemeral)
            .count()
    };
    let before = public();
    let reply = fake.reply(&fake.slash(from, place, play(to)).await).await;
    assert!(
        reply.ephemeral(),
        "{}'s challenge to {} was sent: {}",
        from.name,
        to.name,
        reply.request
    );
    assert_eq!(public(), before, "a refused challenge posted in public");
    reply.message.content
}

/// A slash command answered privately: its text.
async fn private_answer(fake: &FakeDiscord, user: &User, place: Place, cmd: Slash) -> Reply {
    let reply = fake.reply(&fake.slash(user, place, cmd).await).await;
    assert!(reply.ephemeral(), "not private: {}", reply.request);
    reply
}

fn answer_button(challenge: &Message, answer: &str) -> String {
    challenge
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(&format!(":{answer}")))
        .unwrap_or_else(|| panic!("no `{answer}` button: {:?}", challenge.custom_ids()))
}

#[tokio::test]
async fn decline_and_block_then_blocks_lists_and_lifts_it() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob, carol) = (alice(), bob(), carol());

    // The new commands are registered, and valid.
    let commands = fake.commands(None);
    for name in ["blocks", "challenges"] {
        let c = commands
            .iter()
            .find(|c| c["name"] == name)
            .unwrap_or_else(|| panic!("/{name} is not registered"));
        assert!(check_command(c).is_empty(), "{:?}", check_command(c));
    }

    let place = fake.guild_channel();
    let message = challenge(fake, place, &alice, &bob).await;
    let block = answer_button(&message, "b");
    assert!(
        message.text().contains("Decline and block"),
        "{}",
        message.text()
    );
    // Only the challenged player may block; the challenger is pointed to Decline.
    let r = fake
        .reply(&fake.click(&alice, message.id, &block).await)
        .await;
    assert!(
        r.ephemeral() && r.text().contains("Decline"),
        "{}",
        r.text()
    );
    let r = fake
        .reply(&fake.click(&carol, message.id, &block).await)
        .await;
    assert!(
        r.ephemeral() && r.text().contains("Only bob"),
        "{}",
        r.text()
    );

    let click = fake.click(&bob, message.id, &block).await;
    let r = fake.reply(&click).await;
    assert_eq!(r.callback.callback_type(), Some(7), "the challenge updates");
    assert!(!r.ephemeral());
    let public = r.text();
    assert!(public.contains("declined"), "{public}");
    assert!(!public.to_lowercase().contains("block"), "{public}");
    assert!(r.message.custom_ids().is_empty(), "buttons left: {public}");
    // Bob alone learns of the block.
    let note = fake
        .expect_after(click.since, |q| {
            q.is_for(&click) && q.is_followup() && q.ok()
        })
        .await;
    assert!(note.is_ephemeral(), "{note}");
    assert!(
        note.text().contains("alice can't challenge you"),
        "{}",
        note.text()
    );

    // Alice's challenge in another channel can't be sent, and says nothing of a block.
    let other = fake.guild_channel();
    let blocked_text = refused_challenge(fake, other, &alice, &bob).await;
    assert!(blocked_text.contains("can't be sent"), "{blocked_text}");
    assert!(
        !blocked_text.to_lowercase().contains("block"),
        "{blocked_text}"
    );
    // The same words a player who takes no challenges gets: nothing tells them apart.
    private_answer(
        fake,
        &carol,
        other,
        Slash::new("challenges").bool("accept", false),
    )
    .await;
    let opted_out_text = refused_challenge(fake, other, &alice, &carol).await;
    assert_eq!(
        blocked_text.replace("bob", "X"),
        opted_out_text.replace("carol", "X")
    );

    // /blocks lists the block privately, with a button to lift it.
    let list = private_answer(fake, &bob, other, Slash::new("blocks")).await;
    assert!(list.text().contains("alice"), "{}", list.text());
    let unblock = format!("ub:{}", alice.id);
    assert!(
        list.message.custom_ids().contains(&unblock),
        "{:?}",
        list.message.custom_ids()
    );
    assert!(private_answer(fake, &alice, other, Slash::new("blocks"))
        .await
        .text()
        .contains("haven't blocked anyone"));
    let r = fake
        .reply(&fake.click(&bob, list.message.id, &unblock).await)
        .await;
    assert_eq!(r.callback.callback_type(), Some(7), "the list updates");
    assert!(r.ephemeral());
    assert!(
        r.text().contains("alice can challenge you again"),
        "{}",
        r.text()
    );
    assert!(r.text().contains("haven't blocked anyone"), "{}", r.text());

    // Lifted: what stands now is only the cooldown of that decline, and a moderator can set
    // it to nothing.
    let text = refused_challenge(fake, other, &alice, &bob).await;
    assert!(text.contains("declined your last challenge"), "{text}");
    private_answer(
        fake,
        &moderator(),
        other,
        Slash::new("settings").str("challenge_cooldown", "0"),
    )
    .await;
    let again = challenge(fake, other, &alice, &bob).await;

    // Block again, then lift it with the command's option.
    fake.reply(
        &fake
            .click(&bob, again.id, &answer_button(&again, "b"))
            .await,
    )
    .await;
    refused_challenge(fake, fake.guild_channel(), &alice, &bob).await;
    let r = private_answer(
        fake,
        &bob,
        other,
        Slash::new("blocks").user("unblock", &alice),
    )
    .await;
    assert!(
        r.text().contains("alice can challenge you again"),
        "{}",
        r.text()
    );
    let r = private_answer(
        fake,
        &bob,
        other,
        Slash::new("blocks").user("unblock", &carol),
    )
    .await;
    assert!(r.text().contains("isn't blocked"), "{}", r.text());
    challenge(fake, fake.guild_channel(), &alice, &bob).await;
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_declined_challenger_waits_and_has_at_most_three_open_challenges() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob, carol, dave) = (alice(), bob(), carol(), dave());

    let place = fake.guild_channel();
    let message = challenge(fake, place, &alice, &bob).await;
    let r = fake
        .reply(
            &fake
                .click(&bob, message.id, &answer_button(&message, "d"))
                .await,
        )
        .await;
    assert_eq!(r.callback.callback_type(), Some(7));

    // Alice may not challenge Bob again yet, here or in another channel; she is told when.
    for p in [place, fake.guild_channel()] {
        let text = refused_challenge(fake, p, &alice, &bob).await;
        assert!(text.contains("bob declined your last challenge"), "{text}");
        assert!(text.contains("10 minutes"), "{text}");
    }
    // The cooldown is a server setting, shown by /settings and changed by moderators only.
    let settings = private_answer(fake, &moderator(), place, Slash::new("settings")).await;
    assert!(
        settings.text().contains("10 minutes"),
        "{}",
        settings.text()
    );
    let r = private_answer(
        fake,
        &carol,
        place,
        Slash::new("settings").str("challenge_cooldown", "0"),
    )
    .await;
    assert!(r.text().contains("moderators"), "{}", r.text());
    let r = private_answer(
        fake,
        &moderator(),
        place,
        Slash::new("settings").str("challenge_cooldown", "soon"),
    )
    .await;
    assert!(r.text().contains("isn't a duration"), "{}", r.text());
    let r = private_answer(
        fake,
        &moderator(),
        place,
        Slash::new("settings").str("challenge_cooldown", "2h"),
    )
    .await;
    assert!(r.text().contains("waits 2 hours"), "{}", r.text());
    let text = refused_challenge(fake, place, &alice, &bob).await;
    assert!(text.contains("2 hours"), "{text}");

    // Three challenges waiting at once, in three channels; a fourth waits for an answer.
    let waiting = [
        challenge(fake, place, &alice, &carol).await,
        challenge(fake, fake.guild_channel(), &alice, &dave).await,
        challenge(fake, fake.guild_channel(), &alice, &moderator()).await,
    ];
    let text = refused_challenge(fake, fake.guild_channel(), &alice, &User::new(6, "erin")).await;
    assert!(text.contains("3 challenges"), "{text}");
    // Withdrawing one (its Decline button) frees a place.
    fake.reply(
        &fake
            .click(&alice, waiting[0].id, &answer_button(&waiting[0], "d"))
            .await,
    )
    .await;
    challenge(fake, fake.guild_channel(), &alice, &User::new(6, "erin")).await;
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_player_stops_all_challenges_and_takes_them_again() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob, carol) = (alice(), bob(), carol());
    let place = fake.guild_channel();

    let r = private_answer(fake, &bob, place, Slash::new("challenges")).await;
    assert!(r.text().contains("You take challenges"), "{}", r.text());
    let r = private_answer(
        fake,
        &bob,
        place,
        Slash::new("challenges").bool("accept", false),
    )
    .await;
    assert!(
        r.text().contains("Nobody can challenge you"),
        "{}",
        r.text()
    );

    for from in [&alice, &carol] {
        let text = refused_challenge(fake, place, from, &bob).await;
        assert!(text.contains("bob isn't taking challenges"), "{text}");
    }
    // Bob may still challenge others.
    let message = challenge(fake, place, &bob, &alice).await;
    fake.reply(
        &fake
            .click(&bob, message.id, &answer_button(&message, "d"))
            .await,
    )
    .await;
    // In a DM there is no server to opt out of.
    let r = private_answer(
        fake,
        &bob,
        fake.dm_channel(),
        Slash::new("challenges").bool("accept", false),
    )
    .await;
    assert!(r.text().contains("server"), "{}", r.text());

    let r = private_answer(
        fake,
        &bob,
        place,
        Slash::new("challenges").bool("accept", true),
    )
    .await;
    assert!(r.text().contains("You take challenges"), "{}", r.text());
    challenge(fake, place, &alice, &bob).await;
    fake.assert_no_problems();
}

#[tokio::test]
async fn a_decline_and_block_whose_answer_discord_refuses_is_still_shown() {
    let world = World::start().await;
    let fake = &world.fake;
    let (alice, bob) = (alice(), bob());
    let place = fake.guild_channel();
    let message = challenge(fake, place, &alice, &bob).await;
    fake.fail_callbacks(Fault::ServerError, 1);
    let click = fake
        .click(&bob, message.id, &answer_button(&message, "b"))
        .await;
    let failed = fake.callback(&click).await;
    assert_eq!(failed.status, 500);
    // The decline and the block are committed: the channel is told of the decline (and of
    // nothing more), and Alice's next challenge can't be sent.
    let posted = fake
        .wait_for_after(
            failed.seq + 1,
            |r| r.ok() && r.is_channel_message(place.channel_id()),
            std::time::Duration::from_secs(10),
        )
        .await
        .unwrap_or_else(|e| panic!("the committed decline was never shown: {e}"));
    assert!(posted.text().contains("declined"), "{}", posted.text());
    assert!(
        !posted.text().to_lowercase().contains("block"),
        "{}",
        posted.text()
    );
    let text = refused_challenge(fake, fake.guild_channel(), &alice, &bob).await;
    assert!(text.contains("can't be sent"), "{text}");
    assert!(fake
        .reply(&fake.slash(&bob, place, Slash::new("blocks")).await)
        .await
        .text()
        .contains("alice"));
}
