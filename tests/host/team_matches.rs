//! Channel against channel, in the host, on both backends: a channel challenges another (of
//! its server, or of another server only once that server allows it); both channels are busy
//! with the challenge and the game; only the challenged channel accepts, either calls it off;
//! each channel votes on its own turns only and sees only its own seat's secrets; a restart
//! mid-vote loses nothing; at the end both channels' records are kept and nobody is rated.

use boardbot::ai::Level;
use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, Place, TeamAnswer, TeamChannel, User, TEAM_PLAYER_ID};
use boardbot::store::Status;
use boardbot_testkit::db::{hosts, refused};

const GUILD: u64 = 100;
const OTHER_GUILD: u64 = 300;
const VOTE_SECONDS: i64 = 60;

fn team(guild_id: u64, channel_id: u64) -> TeamChannel {
    TeamChannel {
        place: Place {
            guild_id: Some(guild_id),
            channel_id,
        },
        name: format!("#c{channel_id}"),
    }
}
fn member(id: u64, name: &str) -> User {
    User::new(id, name)
}
fn moderator(id: u64) -> User {
    User {
        manages_server: true,
        ..User::new(id, "mod")
    }
}

async fn started(
    answer: Result<TeamAnswer, boardbot::host::HostError>,
) -> boardbot::host::BoardView {
    match answer.unwrap() {
        TeamAnswer::Started(view) => *view,
        other => panic!("expected the game to start, got {other:?}"),
    }
}

#[tokio::test]
async fn two_channels_play_each_voting_on_its_own_turns() {
    for s in hosts().await {
        let h = &s.host;
        let (home, away) = (team(GUILD, 200), team(GUILD, 201));
        let (ann, bob) = (member(11, "ann"), member(22, "bob"));
        let (cat, dan) = (member(33, "cat"), member(44, "dan"));
        let challenge = h
            .challenge_channel(
                &home,
                &ann,
                &away,
                GameKind::TwentySevens,
                Options::new(),
                VOTE_SECONDS,
            )
            .await
            .unwrap();
        assert_eq!(challenge.status, Status::Challenge);
        assert!(
            challenge.away_text.contains("#c200"),
            "{}",
            challenge.away_text
        );
        let game = challenge.game_id;

        // Both channels are busy with it: no other game, challenge or team game starts there.
        for channel in [200, 201] {
            let here = Place {
                guild_id: Some(GUILD),
                channel_id: channel,
            };
            refused(
                h.start_ai_game(here, &cat, GameKind::Ccc, Options::new(), Level::Easy)
                    .await,
            );
            refused(
                h.challenge(here, &cat, &dan, GameKind::Ccc, Options::new())
                    .await,
            );
        }
        let third = team(GUILD, 202);
        let busy = refused(
            h.challenge_channel(&third, &cat, &away, GameKind::Ccc, Options::new(), 60)
                .await,
        );
        assert!(busy.contains("#c201"), "{busy}");

        // Only the challenged channel accepts; a third channel cannot answer at all.
        let not_here = refused(h.answer_team_challenge(game, home.place, &ann, true).await);
        assert!(not_here.contains("#c201"), "{not_here}");
        refused(
            h.answer_team_challenge(game, third.place, &cat, false)
                .await,
        );
        let board = started(h.answer_team_challenge(game, away.place, &cat, true).await).await;
        assert_eq!(board.players, [TEAM_PLAYER_ID, TEAM_PLAYER_ID]);
        assert_eq!(board.names, ["#c200".to_string(), "#c201".to_string()]);
        assert_eq!(board.rival_channel, Some(201));
        assert!(!board.rated);
        let first = board.to_move.expect("someone is to move").index();

        // Each channel votes on its own turns only, and suggestions go to the team on turn.
        let (on_turn, waiting) = if first == 0 {
            (home.place, away.place)
        } else {
            (away.place, home.place)
        };
        let wrong_turn = refused(h.play(waiting, &cat, "b2", None).await);
        assert!(
            wrong_turn.contains("your channel votes on its own turns"),
            "{wrong_turn}"
        );
        assert!(h
            .suggest_moves(waiting, &cat, "", 5)
            .await
            .unwrap()
            .is_empty());
        refused(h.pick(waiting, &cat, game, board.version, &[]).await);
        assert!(!h
            .suggest_moves(on_turn, &ann, "", 5)
            .await
            .unwrap()
            .is_empty());
        h.play(on_turn, &ann, "b2", None)
            .await
            .unwrap()
            .voted
            .expect("a vote");
        h.play(on_turn, &bob, "b2", None).await.unwrap();

        // A restart mid-vote: another host closes the turn and plays the vote.
        let again = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        s.clock.advance_ms(VOTE_SECONDS * 1000 + 1);
        let updates = again.enforce_deadlines().await.unwrap();
        let Some(boardbot::host::Update::Board(after)) = updates.first() else {
            panic!("the vote is played: {updates:?}");
        };
        assert_eq!(
            after.rival_channel,
            Some(201),
            "both channels see the board"
        );
        assert_eq!(after.last_move.as_deref(), Some("b2"));
        let moves = again.store().moves(game).await.unwrap();
        assert_eq!(moves.len(), 1);
        assert_eq!(moves[0].user_id, TEAM_PLAYER_ID);

        // Now the other channel votes, and the first one waits.
        refused(again.play(on_turn, &ann, "a1", None).await);
        again
            .play(waiting, &cat, "a1", None)
            .await
            .unwrap()
            .voted
            .expect("a vote");

        // Play on to the end, each turn by its own channel.
        for _ in 0..40 {
            let view = again.board(home.place).await;
            let Ok(view) = view else { break };
            let Some(seat) = view.to_move else { break };
            let (here, voter) = if seat.index() == 0 {
                (home.place, &ann)
            } else {
                (away.place, &cat)
            };
            if view.team_votes == Some(0) {
                let mv = again.suggest_moves(here, voter, "", 1).await.unwrap();
                again.play(here, voter, &mv[0], None).await.unwrap();
            }
            s.clock.advance_ms(VOTE_SECONDS * 1000 + 1);
            again.enforce_deadlines().await.unwrap();
        }
        let record = again.store().game(game).await.unwrap().unwrap();
        assert_eq!(record.status, Status::Finished, "the match was played out");
        let winner = record.result.and_then(|r| r.winner);
        let home_record = again
            .team_record(home.place, GameKind::TwentySevens)
            .await
            .unwrap();
        let away_record = again
            .team_record(away.place, GameKind::TwentySevens)
            .await
            .unwrap();
        match winner.map(|w| w.index()) {
            Some(0) => assert_eq!((home_record.wins, away_record.losses), (1, 1)),
            Some(_) => assert_eq!((home_record.losses, away_record.wins), (1, 1)),
            None => assert_eq!((home_record.draws, away_record.draws), (1, 1)),
        }
        let last = again
            .ended_board(game)
            .await
            .unwrap()
            .expect("the final board");
        assert!(
            last.achievements
                .iter()
                .any(|l| l.starts_with("#c200's Twenty-Sevens record"))
                && last
                    .achievements
                    .iter()
                    .any(|l| l.starts_with("#c201's Twenty-Sevens record")),
            "{:?}",
            last.achievements
        );
        assert!(
            again.stats(Some(GUILD), ann.id).await.unwrap().is_empty(),
            "nobody rated"
        );

        // Both channels are free again.
        for channel in [200, 201] {
            let here = Place {
                guild_id: Some(GUILD),
                channel_id: channel,
            };
            again
                .start_ai_game(here, &cat, GameKind::Ccc, Options::new(), Level::Easy)
                .await
                .unwrap();
        }
    }
}

#[tokio::test]
async fn another_server_takes_team_challenges_only_when_it_allows_them() {
    for s in hosts().await {
        let h = &s.host;
        let (home, away) = (team(GUILD, 200), team(OTHER_GUILD, 400));
        let ann = member(11, "ann");
        let closed = refused(
            h.challenge_channel(&home, &ann, &away, GameKind::Ccc, Options::new(), 60)
                .await,
        );
        assert!(closed.contains("team_challenges:True"), "{closed}");
        // Only a moderator of that server opens it.
        refused(h.set_team_challenges(Some(OTHER_GUILD), &ann, true).await);
        h.set_team_challenges(Some(OTHER_GUILD), &moderator(9), true)
            .await
            .unwrap();
        let view = h
            .challenge_channel(&home, &ann, &away, GameKind::Ccc, Options::new(), 60)
            .await
            .unwrap();

        // The challenged channel declines: both are free again, and an answer after it is
        // refused.
        let Ok(TeamAnswer::Closed(declined)) = h
            .answer_team_challenge(view.game_id, away.place, &member(55, "eve"), false)
            .await
        else {
            panic!("declined");
        };
        assert_eq!(declined.status, Status::Declined);
        refused(
            h.answer_team_challenge(view.game_id, away.place, &member(55, "eve"), true)
                .await,
        );

        // A new challenge is withdrawn from the challenging channel.
        let view = h
            .challenge_channel(&home, &ann, &away, GameKind::Ccc, Options::new(), 60)
            .await
            .unwrap();
        let Ok(TeamAnswer::Closed(withdrawn)) = h
            .answer_team_challenge(view.game_id, home.place, &member(12, "al"), false)
            .await
        else {
            panic!("withdrawn");
        };
        assert_eq!(withdrawn.status, Status::Aborted);

        // One that lapses frees the challenged channel too; so does a vanished channel.
        let view = h
            .challenge_channel(&home, &ann, &away, GameKind::Ccc, Options::new(), 60)
            .await
            .unwrap();
        s.clock
            .advance_ms(HostSettings::default().challenge_seconds * 1000 + 1);
        h.enforce_deadlines().await.unwrap();
        refused(
            h.answer_team_challenge(view.game_id, away.place, &member(55, "eve"), true)
                .await,
        );
        let view = h
            .challenge_channel(&home, &ann, &away, GameKind::Ccc, Options::new(), 60)
            .await
            .unwrap();
        started(
            h.answer_team_challenge(view.game_id, away.place, &member(55, "eve"), true)
                .await,
        )
        .await;
        let ended = h
            .channel_vanished(400)
            .await
            .unwrap()
            .expect("the match ended");
        assert_eq!(ended.id, view.game_id);
        assert!(h.store().live_game_in_channel(200).await.unwrap().is_none());
        assert!(h.store().live_game_in_channel(400).await.unwrap().is_none());
        // A channel cannot challenge itself, nor from outside a server.
        refused(
            h.challenge_channel(&home, &ann, &home, GameKind::Ccc, Options::new(), 60)
                .await,
        );
    }
}

#[tokio::test]
async fn each_channel_sees_only_its_own_page() {
    for s in hosts().await {
        let h = &s.host;
        let (home, away) = (team(GUILD, 200), team(GUILD, 201));
        let (ann, cat) = (member(11, "ann"), member(33, "cat"));
        let view = h
            .challenge_channel(
                &home,
                &ann,
                &away,
                GameKind::CrossWordsCombat,
                Options::new(),
                VOTE_SECONDS,
            )
            .await
            .unwrap();
        let board = started(
            h.answer_team_challenge(view.game_id, away.place, &cat, true)
                .await,
        )
        .await;
        let home_page = h.private_view(home.place, &ann).await.unwrap();
        let away_page = h.private_view(away.place, &cat).await.unwrap();
        assert_ne!(
            home_page.text, away_page.text,
            "each channel its own seat's page"
        );
        let seat = board.to_move.unwrap().index();
        let (on_turn, waiting) = if seat == 0 {
            (home.place, away.place)
        } else {
            (away.place, home.place)
        };
        let theirs = h.suggest_moves(on_turn, &ann, "", 25).await.unwrap();
        assert!(!theirs.is_empty());
        assert!(h
            .suggest_moves(waiting, &cat, "", 25)
            .await
            .unwrap()
            .is_empty());
        // The picker's choices on the other channel's turn are refused, not shown.
        refused(
            h.pick(waiting, &cat, board.game_id, board.version, &[])
                .await,
        );
    }
}
