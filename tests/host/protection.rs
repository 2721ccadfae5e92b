//! Players are protected from unwanted challenges (the host, against both backends like
//! tests/host/hosting.rs): the cooldown after a decline, the cap on open challenges, blocks and
//! opting out of challenges.

use boardbot::games::{GameKind, Options};
use boardbot::host::{
    ChallengeView, Host, HostError, HostSettings, Place, User, MAX_OPEN_CHALLENGES,
};
use boardbot::store::Status;

use boardbot_testkit::db;

use db::{hosts, refused};

const GUILD: u64 = 100;
const OTHER_GUILD: u64 = 101;

fn channel(n: u64) -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 200 + n,
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
fn dan() -> User {
    User::new(44, "dan")
}
fn eve() -> User {
    User::new(55, "eve")
}
fn moderator() -> User {
    User {
        manages_server: true,
        ..User::new(66, "mod")
    }
}

async fn challenge(
    h: &Host,
    place: Place,
    from: &User,
    to: &User,
) -> Result<ChallengeView, HostError> {
    h.challenge(place, from, to, GameKind::TwentySevens, Options::new())
        .await
}

const MINUTE: i64 = 60 * 1000;

#[tokio::test]
async fn a_declined_challenger_waits_for_the_cooldown() {
    for s in hosts().await {
        let h = &s.host;
        let c = challenge(h, channel(0), &ann(), &bob()).await.unwrap();
        h.decline(c.game_id, &bob()).await.unwrap();

        // Ann may not challenge Bob again for ten minutes, in any channel of the server.
        let text = refused(challenge(h, channel(1), &ann(), &bob()).await);
        assert!(text.contains("bob declined"), "{text}");
        assert!(text.contains("10 minutes"), "{text}");
        s.clock.advance_ms(6 * MINUTE);
        let text = refused(challenge(h, channel(0), &ann(), &bob()).await);
        assert!(text.contains("4 minutes"), "{text}");
        // Others may challenge Bob, Ann may challenge others, Bob may challenge Ann, and in
        // another server nothing applies.
        let other_server = Place {
            guild_id: Some(OTHER_GUILD),
            channel_id: 900,
        };
        for (place, from, to) in [
            (channel(2), cat(), bob()),
            (channel(3), ann(), cat()),
            (channel(4), bob(), ann()),
            (other_server, ann(), bob()),
        ] {
            let c = challenge(h, place, &from, &to).await.unwrap();
            h.decline(c.game_id, &from).await.unwrap(); // withdrawn: no cooldown
        }
        // A withdrawal started no cooldown for Bob against Ann.
        let c = challenge(h, channel(4), &bob(), &ann()).await.unwrap();
        h.decline(c.game_id, &bob()).await.unwrap();

        s.clock.advance_ms(4 * MINUTE);
        let c = challenge(h, channel(0), &ann(), &bob()).await.unwrap();
        assert_eq!(c.status, Status::Challenge);
    }
}

#[tokio::test]
async fn moderators_set_the_cooldown() {
    for s in hosts().await {
        let h = &s.host;
        let guild = Some(GUILD);
        assert_eq!(
            h.guild_settings(GUILD)
                .await
                .unwrap()
                .challenge_cooldown_seconds,
            600
        );
        assert!(refused(h.set_challenge_cooldown(guild, &ann(), 60).await).contains("moderators"));
        assert!(refused(
            h.set_challenge_cooldown(guild, &moderator(), 31 * 86400)
                .await
        )
        .contains("30 days"));
        assert!(refused(h.set_challenge_cooldown(guild, &moderator(), -1).await).contains("0"));
        let settings = h
            .set_challenge_cooldown(guild, &moderator(), 3600)
            .await
            .unwrap();
        assert_eq!(settings.challenge_cooldown_seconds, 3600);
        // Other settings keep their values, and the cooldown survives a change to them.
        h.set_turn_timer(guild, &moderator(), 7200).await.unwrap();
        let settings = h.guild_settings(GUILD).await.unwrap();
        assert_eq!(
            (settings.turn_seconds, settings.challenge_cooldown_seconds),
            (7200, 3600)
        );

        let c = challenge(h, channel(0), &ann(), &bob()).await.unwrap();
        h.decline(c.game_id, &bob()).await.unwrap();
        s.clock.advance_ms(30 * MINUTE);
        let text = refused(challenge(h, channel(0), &ann(), &bob()).await);
        assert!(text.contains("30 minutes"), "{text}");

        // No cooldown at all.
        h.set_challenge_cooldown(guild, &moderator(), 0)
            .await
            .unwrap();
        challenge(h, channel(0), &ann(), &bob()).await.unwrap();
    }
}

#[tokio::test]
async fn a_challenger_has_at_most_three_open_challenges_in_a_server() {
    for s in hosts().await {
        let h = &s.host;
        let mut open = Vec::new();
        for (i, to) in [bob(), cat(), dan()].iter().enumerate() {
            open.push(challenge(h, channel(i as u64), &ann(), to).await.unwrap());
        }
        let text = refused(challenge(h, channel(3), &ann(), &eve()).await);
        assert!(text.contains("3 challenges"), "{text}");
        // Another server is another count.
        let other_server = Place {
            guild_id: Some(OTHER_GUILD),
            channel_id: 900,
        };
        challenge(h, other_server, &ann(), &eve()).await.unwrap();

        // An accepted challenge is no longer open.
        h.accept(open[0].game_id, &bob()).await.unwrap();
        let fourth = challenge(h, channel(3), &ann(), &eve()).await.unwrap();
        assert!(refused(challenge(h, channel(4), &ann(), &bob()).await).contains("3 challenges"));
        // A withdrawn one is no longer open.
        h.decline(fourth.game_id, &ann()).await.unwrap();
        challenge(h, channel(3), &ann(), &eve()).await.unwrap();
        assert!(refused(challenge(h, channel(4), &ann(), &bob()).await).contains("3 challenges"));
        // Nor is one that lapsed, even before the deadline loop marks it expired.
        s.clock.advance_ms(11 * MINUTE);
        challenge(h, channel(5), &ann(), &bob()).await.unwrap();
    }
}

/// Challenges sent at the same moment (two quick `/play`s) cannot slip past the limit
/// between its count and the new challenge's insert.
#[tokio::test]
async fn simultaneous_challenges_respect_the_limit() {
    for s in hosts().await {
        let h = &s.host;
        let challenger = ann();
        let opponents: Vec<User> = (0..8)
            .map(|i| User::new(500 + i, format!("p{i}")))
            .collect();
        let sent = futures_util::future::join_all(
            opponents
                .iter()
                .enumerate()
                .map(|(i, to)| challenge(h, channel(10 + i as u64), &challenger, to)),
        )
        .await;
        let accepted = sent.iter().filter(|r| r.is_ok()).count();
        assert_eq!(accepted as i64, MAX_OPEN_CHALLENGES, "{sent:?}");
        for refusal in sent.into_iter().filter(Result::is_err) {
            assert!(refused(refusal).contains("3 challenges"));
        }
    }
}

#[tokio::test]
async fn decline_and_block_stops_that_challenger_until_the_block_is_lifted() {
    for s in hosts().await {
        let h = &s.host;
        let guild = Some(GUILD);
        let c = challenge(h, channel(0), &ann(), &bob()).await.unwrap();
        // Only the challenged player may block; the challenger withdraws with Decline.
        assert!(refused(h.decline_and_block(c.game_id, &ann()).await).contains("Decline"));
        assert!(refused(h.decline_and_block(c.game_id, &cat()).await).contains("Only bob"));
        assert!(h.blocks(guild, &bob()).await.unwrap().is_empty());

        let view = h.decline_and_block(c.game_id, &bob()).await.unwrap();
        assert_eq!(view.status, Status::Declined);
        // The channel's text is a plain decline's.
        assert!(!view.text.to_lowercase().contains("block"), "{}", view.text);
        let record = h.store().game(c.game_id).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Declined);
        assert!(refused(h.decline_and_block(c.game_id, &bob()).await).contains("over"));

        let blocks = h.blocks(guild, &bob()).await.unwrap();
        assert_eq!(blocks.len(), 1);
        assert_eq!(
            (blocks[0].blocked_id, blocks[0].blocked_name.as_str()),
            (ann().id, "ann")
        );
        assert!(h.blocks(guild, &ann()).await.unwrap().is_empty());

        // Long after any cooldown, in any channel, Ann's challenge can't be sent, and she is
        // told what she would be told if Bob took no challenges at all.
        s.clock.advance_ms(24 * 60 * MINUTE);
        let blocked_text = refused(challenge(h, channel(1), &ann(), &bob()).await);
        assert!(
            !blocked_text.to_lowercase().contains("block"),
            "{blocked_text}"
        );
        assert!(blocked_text.contains("can't be sent"), "{blocked_text}");
        // Others are not affected; Bob may still challenge Ann; another server neither.
        let c = challenge(h, channel(1), &cat(), &bob()).await.unwrap();
        h.decline(c.game_id, &cat()).await.unwrap();
        let c = challenge(h, channel(1), &bob(), &ann()).await.unwrap();
        h.decline(c.game_id, &bob()).await.unwrap();
        let other_server = Place {
            guild_id: Some(OTHER_GUILD),
            channel_id: 900,
        };
        challenge(h, other_server, &ann(), &bob()).await.unwrap();

        // A restarted host on the same store still knows the block.
        let again = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        assert_eq!(
            refused(challenge(&again, channel(2), &ann(), &bob()).await),
            blocked_text
        );

        // Bob opts out of everything: the text is the same as for the block.
        h.set_takes_challenges(guild, &bob(), false).await.unwrap();
        assert_eq!(
            refused(challenge(h, channel(2), &cat(), &bob()).await),
            blocked_text
        );
        h.set_takes_challenges(guild, &bob(), true).await.unwrap();

        // Lifting: only an existing block, and only one's own.
        assert!(refused(h.unblock(guild, &bob(), cat().id).await).contains("isn't blocked"));
        assert!(refused(h.unblock(guild, &cat(), ann().id).await).contains("isn't blocked"));
        let lifted = h.unblock(guild, &bob(), ann().id).await.unwrap();
        assert_eq!(lifted.blocked_id, ann().id);
        assert!(h.blocks(guild, &bob()).await.unwrap().is_empty());
        challenge(h, channel(2), &ann(), &bob()).await.unwrap();

        // Blocks belong to a server.
        assert!(refused(h.blocks(None, &bob()).await).contains("server"));
    }
}

#[tokio::test]
async fn a_player_can_stop_all_challenges_and_take_them_again() {
    for s in hosts().await {
        let h = &s.host;
        let guild = Some(GUILD);
        assert!(h.takes_challenges(guild, &bob()).await.unwrap());
        h.set_takes_challenges(guild, &bob(), false).await.unwrap();
        h.set_takes_challenges(guild, &bob(), false).await.unwrap(); // twice is fine
        assert!(!h.takes_challenges(guild, &bob()).await.unwrap());
        for (i, from) in [ann(), cat()].iter().enumerate() {
            let text = refused(challenge(h, channel(i as u64), from, &bob()).await);
            assert!(text.contains("bob isn't taking challenges"), "{text}");
        }
        // Bob may still challenge others; other servers are not affected.
        let c = challenge(h, channel(0), &bob(), &ann()).await.unwrap();
        h.decline(c.game_id, &bob()).await.unwrap();
        let other_server = Place {
            guild_id: Some(OTHER_GUILD),
            channel_id: 900,
        };
        assert!(h.takes_challenges(Some(OTHER_GUILD), &bob()).await.unwrap());
        challenge(h, other_server, &ann(), &bob()).await.unwrap();
        assert!(refused(h.set_takes_challenges(None, &bob(), true).await).contains("server"));

        h.set_takes_challenges(guild, &bob(), true).await.unwrap();
        assert!(h.takes_challenges(guild, &bob()).await.unwrap());
        challenge(h, channel(1), &ann(), &bob()).await.unwrap();
    }
}
