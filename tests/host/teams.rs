//! Games a channel plays together, in the host, on both backends: three members vote (one
//! changes their vote), a refused move is no vote, the board counts votes without showing
//! them, a restart mid-vote loses nothing (a new host on the same database plays the vote
//! when the turn is up), a tie goes to the move voted first, a turn nobody voted on is lost on
//! time, the team's record is kept and nobody is rated.

use boardbot::ai::Level;
use boardbot::games::{GameKind, Options};
use boardbot::host::{Host, HostSettings, Place, User, TEAM_PLAYER_ID};
use boardbot_testkit::db::{hosts, refused};

const GUILD: u64 = 100;
const VOTE_SECONDS: i64 = 60;

fn place() -> Place {
    Place {
        guild_id: Some(GUILD),
        channel_id: 200,
    }
}
fn member(id: u64, name: &str) -> User {
    User::new(id, name)
}

async fn log(host: &Host, game: i64) -> Vec<(u64, String)> {
    host.store()
        .moves(game)
        .await
        .unwrap()
        .into_iter()
        .map(|m| (m.user_id, m.notation))
        .collect()
}

#[tokio::test]
async fn a_channel_votes_its_moves_through_a_restart_and_a_tie() {
    for s in hosts().await {
        let h = &s.host;
        let (ann, bob, cat) = (member(11, "ann"), member(22, "bob"), member(33, "cat"));
        let board = h
            .start_team_game(
                place(),
                &ann,
                GameKind::TwentySevens,
                Options::new(),
                Level::Easy,
                VOTE_SECONDS,
            )
            .await
            .unwrap();
        let game = board.game_id;
        assert_eq!(board.players[0], TEAM_PLAYER_ID);
        assert!(!board.rated);
        assert_eq!(board.team_votes, Some(0));
        let too_short = refused(
            h.start_team_game(place(), &ann, GameKind::Ccc, Options::new(), Level::Easy, 5)
                .await,
        );
        assert!(too_short.contains("15"), "{too_short}");
        // A long team turn reminds nobody (there is nobody in particular to remind).
        let long = h
            .start_team_game(
                Place {
                    guild_id: Some(GUILD),
                    channel_id: 201,
                },
                &ann,
                GameKind::TwentySevens,
                Options::new(),
                Level::Easy,
                4 * 60 * 60,
            )
            .await
            .unwrap();
        let record = h.store().game(long.game_id).await.unwrap().unwrap();
        assert!(record.deadline.is_some() && record.remind_at.is_none());

        // Three members vote; Ann changes her mind; a refused move is no vote.
        for (who, mv) in [(&ann, "b2"), (&bob, "a1"), (&cat, "b2"), (&ann, "a1")] {
            let view = h.play(place(), who, mv, None).await.unwrap();
            let vote = view.voted.expect("a vote, not a move");
            assert_eq!(vote.mv, mv);
        }
        let wrong = refused(h.play(place(), &bob, "z9", None).await);
        assert!(wrong.contains("z9"), "{wrong}");
        let view = h.board(place()).await.unwrap();
        assert_eq!(view.team_votes, Some(3), "three voters");
        assert!(log(h, game).await.is_empty(), "nothing played yet");

        // A restart mid-vote: another host on the same database closes the turn.
        let again = Host::new(h.store().clone(), s.clock.clone(), HostSettings::default());
        s.clock.advance_ms(VOTE_SECONDS * 1000 + 1);
        again.enforce_deadlines().await.unwrap();
        assert_eq!(
            log(&again, game).await,
            vec![(TEAM_PLAYER_ID, "a1".to_string())]
        );
        again
            .ai_turn(place())
            .await
            .unwrap()
            .expect("the AI replies");

        // A tie: one vote each, the first one cast wins.
        let taken: Vec<String> = log(&again, game)
            .await
            .into_iter()
            .map(|(_, m)| m)
            .collect();
        let free: Vec<&str> = ["c3", "c1", "a3", "b1"]
            .into_iter()
            .filter(|m| !taken.iter().any(|t| t == m))
            .collect();
        again.play(place(), &cat, free[0], None).await.unwrap();
        s.clock.advance_ms(1_000);
        again.play(place(), &bob, free[1], None).await.unwrap();
        s.clock.advance_ms(VOTE_SECONDS * 1000);
        again.enforce_deadlines().await.unwrap();
        assert_eq!(
            log(&again, game).await[2],
            (TEAM_PLAYER_ID, free[0].to_string())
        );
        again
            .ai_turn(place())
            .await
            .unwrap()
            .expect("the AI replies");

        // Nobody votes: the turn is lost on time, and the team's record says so.
        s.clock.advance_ms(VOTE_SECONDS * 1000 + 1);
        let updates = again.enforce_deadlines().await.unwrap();
        let Some(boardbot::host::Update::Board(last)) = updates.first() else {
            panic!("the time-out is announced: {updates:?}");
        };
        assert!(
            last.achievements.contains(
                &"This channel's Twenty-Sevens record: 0 won, 1 lost, 0 drawn.".to_string()
            ),
            "{:?}",
            last.achievements
        );
        let record = again.store().game(game).await.unwrap().unwrap();
        assert_eq!(record.status, boardbot::store::Status::Finished);
        let team = again
            .team_record(place(), GameKind::TwentySevens)
            .await
            .unwrap();
        assert_eq!((team.wins, team.losses, team.draws), (0, 1, 0));
        assert!(
            again.stats(Some(GUILD), ann.id).await.unwrap().is_empty(),
            "nobody rated"
        );
    }
}
