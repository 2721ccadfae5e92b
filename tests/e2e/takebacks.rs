//! Takebacks end to end through the fake Discord: in each of the five games, on her turn Alice
//! asks with `/takeback` (or the board's Take back button), Bob accepts or declines with the
//! buttons under the request, and an accepted takeback goes back to Alice's previous turn
//! (Super Seven keeps her throw; Cross Words Combat gives her word back); against the AI it is
//! taken back at once; a rated game refuses until a moderator allows it; nobody else answers.
//! A misclick, asked right after Alice's move on Bob's turn, takes back that one move, in each
//! game: declined, accepted, lapsed by Bob's reply, and against the AI while it thinks.
//! (A tournament game's refusal is in `e2e_tournaments`.)

use boardbot_testkit as support;

use boardbot::games::{AnyGame, GameKind, Seat};
use boardbot::host::AI_SEAT;
use boardbot::store::EventKind;
use support::fake_discord::*;
use support::world::*;

/// The game as stored, replayed by its engine: what the players may play now.
async fn position(world: &World, game_id: i64) -> AnyGame {
    let moves = world.moves(game_id).await;
    replayed(world, game_id, &moves).await
}

/// The game with the log `moves`, replayed by its engine.
async fn replayed(world: &World, game_id: i64, moves: &[String]) -> AnyGame {
    let store = world.store().await;
    let record = store.game(game_id).await.unwrap().expect("the game");
    AnyGame::replay(
        record.kind,
        &record.options,
        &record.seed,
        moves.iter().map(String::as_str),
    )
    .expect("the game replays")
}

/// The entries of `entries` (played after `before`) that a seat made, in order, each with
/// whether it was a dice throw.
async fn entries_by(
    world: &World,
    game_id: i64,
    before: &[String],
    entries: &[String],
    seat: Seat,
) -> Vec<(String, bool)> {
    let mut game = replayed(world, game_id, before).await;
    let mut made = Vec::new();
    for entry in entries {
        if game.to_move() == Some(seat) {
            made.push((entry.clone(), game.is_chance_outcome(entry)));
        }
        game.apply_log_entry(entry).expect("the entry replays");
    }
    made
}

/// The kinds of a game's events, oldest first.
async fn event_kinds(world: &World, game: i64) -> Vec<EventKind> {
    let events = world.store().await.game_events(game).await.unwrap();
    events.iter().map(|e| e.kind).collect()
}

/// Alice challenges Bob to a casual game of `kind`; Bob accepts. Alice moves first.
async fn casual_game(fake: &FakeDiscord, kind: &str) -> (i64, Place, Message) {
    let place = fake.guild_channel();
    let play = Slash::new("play")
        .str("game", kind)
        .user("opponent", &bob())
        .bool("rated", false);
    let (id, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    (id, place, board)
}

fn player(id: u64) -> User {
    if id == alice().id {
        alice()
    } else {
        bob()
    }
}

/// The player to move plays one whole turn with `/move` (every entry while it stays their
/// turn: a Super Seven throw and placement, a Mega Tic-Tac-Toe string), the first legal
/// choice each time. Returns the newest board.
async fn play_turn(world: &World, place: Place, board: Message) -> Message {
    let fake = &world.fake;
    let mover = to_move(&board).expect("someone to move");
    let mut board = board;
    while to_move(&board) == Some(mover) {
        let game = game_id_of(&board.custom_ids()[0]);
        let mv = position(world, game).await.legal_moves()[0].clone();
        let sent = fake
            .slash(&player(mover), place, Slash::new("move").str("move", &mv))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "/move {mv}: {}", reply.text());
        board = reply.message;
    }
    board
}

/// Alice asks by command: the public request names Bob and carries Accept and Decline.
async fn ask(fake: &FakeDiscord, place: Place) -> Message {
    let reply = fake
        .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
        .await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    assert!(reply.text().contains(&bob().mention()), "{}", reply.text());
    assert!(
        reply.text().contains("asks to take back"),
        "{}",
        reply.text()
    );
    reply.message
}

fn answer_button(request: &Message, accept: bool) -> String {
    let prefix = if accept { "tby:" } else { "tbn:" };
    request
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button: {:?}", request.custom_ids()))
}

/// Each game: Alice's turn, Bob's, Alice's, Bob's; Alice takes back. The game is where it was
/// after the first two turns (with Alice's throw kept in Super Seven), Alice is to move, her
/// choices are those she had then, and the game's events keep the request and its answer.
#[tokio::test]
async fn a_takeback_in_each_game_goes_back_to_the_askers_previous_turn() {
    let world = World::start().await;
    let fake = &world.fake;
    for kind in [
        "twenty-sevens",
        "mega-tic-tac-toe",
        "ccc",
        "super-seven",
        "cross-words-combat",
    ] {
        let (game, place, mut board) = casual_game(fake, kind).await;
        assert_eq!(to_move(&board), Some(alice().id), "{kind}");
        for _ in 0..2 {
            board = play_turn(&world, place, board).await;
        }
        let before = world.moves(game).await;
        let choices = position(&world, game).await.legal_moves();
        board = play_turn(&world, place, board).await;
        let alices_turn = world.moves(game).await;
        board = play_turn(&world, place, board).await;
        let full = world.moves(game).await;
        assert_eq!(to_move(&board), Some(alice().id), "{kind}");
        assert!(
            board.custom_ids().iter().any(|id| id.starts_with("tb:")),
            "{kind}: a casual board offers Take back: {:?}",
            board.custom_ids()
        );

        let request = ask(fake, place).await;
        // Only Bob answers; Alice's own click is refused and changes nothing.
        let own = fake
            .reply(
                &fake
                    .click(&alice(), request.id, &answer_button(&request, true))
                    .await,
            )
            .await;
        assert!(own.ephemeral(), "{kind}: {}", own.text());
        let accepted = fake
            .reply(
                &fake
                    .click(&bob(), request.id, &answer_button(&request, true))
                    .await,
            )
            .await;
        assert!(!accepted.ephemeral(), "{kind}: {}", accepted.text());
        assert_board_request(&accepted.request);
        assert_eq!(to_move(&accepted.message), Some(alice().id), "{kind}");

        let after = world.moves(game).await;
        let expected: Vec<String> = if kind == "super-seven" {
            // The throws that began Alice's turn stay as thrown: she places again.
            let throws: Vec<String> = alices_turn[before.len()..]
                .iter()
                .take_while(|e| e.starts_with("roll"))
                .cloned()
                .collect();
            assert!(!throws.is_empty(), "{kind}: {alices_turn:?}");
            before.iter().cloned().chain(throws).collect()
        } else {
            before.clone()
        };
        assert_eq!(after, expected, "{kind}: the log after the takeback");
        if kind != "super-seven" {
            assert_eq!(
                position(&world, game).await.legal_moves(),
                choices,
                "{kind}: Alice has the choices she had (a Cross Words Combat word is back on her page)"
            );
        }
        let events = world.store().await.game_events(game).await.unwrap();
        let kinds: Vec<EventKind> = events.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            [EventKind::TakebackAsked, EventKind::TakebackAccepted],
            "{kind}"
        );
        assert_eq!(
            events[1].detail,
            full[after.len()..].join("\n"),
            "{kind}: the event names the entries taken back"
        );
        // The request became the new board, and the game goes on from it.
        play_turn(&world, place, accepted.message).await;
    }
}

/// A rated game refuses a takeback until a moderator allows them in `/settings`; Bob may
/// decline, which changes nothing; a request lapses once Alice moves instead.
#[tokio::test]
async fn rated_games_refuse_until_allowed_and_a_declined_or_lapsed_request_changes_nothing() {
    let world = World::start().await;
    let fake = &world.fake;
    let (game, place, board) = accepted_game(fake, &alice(), &bob(), "twenty-sevens").await;
    let board = play_turn(&world, place, board).await;
    let board = play_turn(&world, place, board).await;
    assert!(
        !board.custom_ids().iter().any(|id| id.starts_with("tb:")),
        "a rated board offers no Take back here: {:?}",
        board.custom_ids()
    );
    let refused = fake
        .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
        .await;
    assert!(refused.ephemeral(), "{}", refused.text());
    assert!(refused.text().contains("rated"), "{}", refused.text());
    assert!(world
        .store()
        .await
        .game_events(game)
        .await
        .unwrap()
        .is_empty());

    let moderator = User::new(6, "mod").moderator();
    let not_allowed = fake
        .reply(
            &fake
                .slash(
                    &alice(),
                    place,
                    Slash::new("settings").bool("rated_takebacks", true),
                )
                .await,
        )
        .await;
    assert!(not_allowed.ephemeral(), "{}", not_allowed.text());
    let allowed = fake
        .reply(
            &fake
                .slash(
                    &moderator,
                    place,
                    Slash::new("settings").bool("rated_takebacks", true),
                )
                .await,
        )
        .await;
    assert!(
        allowed.text().contains("allowed in rated games"),
        "{}",
        allowed.text()
    );

    // Someone not playing cannot ask; Alice asks, Bob declines.
    let carol = User::new(3, "carol");
    let not_playing = fake
        .reply(&fake.slash(&carol, place, Slash::new("takeback")).await)
        .await;
    assert!(
        not_playing.ephemeral() && not_playing.text().contains("not playing"),
        "{}",
        not_playing.text()
    );
    let played = world.moves(game).await;
    let request = ask(fake, place).await;
    let twice = fake
        .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
        .await;
    assert!(
        twice.ephemeral() && twice.text().contains("already asked"),
        "{}",
        twice.text()
    );
    let declined = fake
        .reply(
            &fake
                .click(&bob(), request.id, &answer_button(&request, false))
                .await,
        )
        .await;
    assert_eq!(declined.callback.callback_type(), Some(7));
    assert!(declined.text().contains("declined"), "{}", declined.text());
    assert!(declined.message.custom_ids().is_empty());
    assert_eq!(world.moves(game).await, played);

    // Asked again, but Alice moves on: the request lapses.
    let request = ask(fake, place).await;
    let board = play_turn(&world, place, board).await;
    let lapsed = fake
        .reply(
            &fake
                .click(&bob(), request.id, &answer_button(&request, true))
                .await,
        )
        .await;
    assert!(lapsed.ephemeral(), "{}", lapsed.text());
    assert!(lapsed.text().contains("lapsed"), "{}", lapsed.text());
    assert_eq!(world.moves(game).await.len(), played.len() + 1);
    // Bob's move, then the board offers Take back (the server allows it now) and it works.
    let board = play_turn(&world, place, board).await;
    let button = board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:"))
        .expect("a Take back button");
    let asked = fake
        .reply(&fake.click(&alice(), board.id, &button).await)
        .await;
    assert!(!asked.ephemeral(), "{}", asked.text());
    let accepted = fake
        .reply(
            &fake
                .click(
                    &bob(),
                    asked.message.id,
                    &answer_button(&asked.message, true),
                )
                .await,
        )
        .await;
    assert_board_request(&accepted.request);
    assert_eq!(world.moves(game).await, played);
    let kinds = event_kinds(&world, game).await;
    use EventKind::*;
    assert_eq!(
        kinds,
        [
            TakebackAsked,
            TakebackDeclined,
            TakebackAsked,
            TakebackAsked,
            TakebackAccepted
        ]
    );
    fake.assert_no_problems();
}

/// Against the AI, a takeback needs no answer: Alice's move and the AI's reply go at once.
#[tokio::test]
async fn against_the_ai_the_move_and_its_answer_are_taken_back_at_once() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &alice(),
            place,
            Slash::new("play").str("game", "twenty-sevens").int("ai", 0),
        )
        .await;
    let board = fake.reply(&sent).await.message;
    let game = game_id_of(&board.custom_ids()[0]);
    assert_eq!(to_move(&board), Some(alice().id));
    let sent = fake
        .slash(&alice(), place, Slash::new("move").str("move", "b2"))
        .await;
    fake.reply(&sent).await;
    fake.wait_for_after(
        sent.since,
        |r| r.is_channel_message(place.channel_id()) && r.ok() && r.file(0).is_some(),
        std::time::Duration::from_secs(20),
    )
    .await
    .expect("the AI's board");
    assert_eq!(world.moves(game).await.len(), 2);
    let reply = fake
        .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
        .await;
    assert!(!reply.ephemeral(), "{}", reply.text());
    assert_board_request(&reply.request);
    assert_eq!(to_move(&reply.message), Some(alice().id));
    assert!(world.moves(game).await.is_empty());
    let kinds = event_kinds(&world, game).await;
    assert_eq!(
        kinds,
        [EventKind::TakebackAsked, EventKind::TakebackAccepted]
    );
    // Nothing more to take back at the start.
    let nothing = fake
        .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
        .await;
    assert!(nothing.ephemeral(), "{}", nothing.text());
    fake.assert_no_problems();
}

fn takeback_button(board: &Message) -> Option<String> {
    board
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("tb:"))
}

/// Alice asks, right after her move: the public request names Bob and says it is the move
/// she just made.
fn assert_misclick_request(reply: &Reply, kind: &str) {
    assert!(!reply.ephemeral(), "{kind}: {}", reply.text());
    assert!(
        reply.text().contains(&bob().mention()),
        "{kind}: {}",
        reply.text()
    );
    assert!(
        reply
            .text()
            .contains("asks to take back the move they just made"),
        "{kind}: {}",
        reply.text()
    );
}

/// Each game: Alice's turn, Bob's, then Alice's "misclick". On Bob's turn Alice asks with
/// `/takeback`; Bob, asked, cannot ask for his own on top, and declines: nothing changes. Alice
/// asks again with the board's Take back button and Bob accepts: exactly Alice's turn is
/// taken back (Super Seven keeps her throw), she is to move with the choices she had. She
/// plays, asks again, and Bob replies instead: the request lapses and his move stands.
#[tokio::test]
async fn a_misclick_in_each_game_is_taken_back_alone_declined_accepted_or_lapsed() {
    let world = World::start().await;
    let fake = &world.fake;
    for kind in GameKind::ALL.iter().map(|k| k.id()) {
        let (game, place, mut board) = casual_game(fake, kind).await;
        board = play_turn(&world, place, board).await;
        board = play_turn(&world, place, board).await;
        let before = world.moves(game).await;
        let choices = position(&world, game).await.legal_moves();
        board = play_turn(&world, place, board).await;
        let misclicked = world.moves(game).await;
        assert_eq!(to_move(&board), Some(bob().id), "{kind}");
        let button = takeback_button(&board)
            .unwrap_or_else(|| panic!("{kind}: Bob's turn offers Alice Take back"));

        let asked = fake
            .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
            .await;
        assert_misclick_request(&asked, kind);
        let bobs_own = fake
            .reply(&fake.slash(&bob(), place, Slash::new("takeback")).await)
            .await;
        assert!(
            bobs_own.ephemeral() && bobs_own.text().contains("alice has asked for a takeback"),
            "{kind}: {}",
            bobs_own.text()
        );
        let declined = fake
            .reply(
                &fake
                    .click(
                        &bob(),
                        asked.message.id,
                        &answer_button(&asked.message, false),
                    )
                    .await,
            )
            .await;
        assert!(
            declined.text().contains("declined"),
            "{kind}: {}",
            declined.text()
        );
        assert_eq!(world.moves(game).await, misclicked, "{kind}");

        let asked = fake
            .reply(&fake.click(&alice(), board.id, &button).await)
            .await;
        assert_misclick_request(&asked, kind);
        let accepted = fake
            .reply(
                &fake
                    .click(
                        &bob(),
                        asked.message.id,
                        &answer_button(&asked.message, true),
                    )
                    .await,
            )
            .await;
        assert!(!accepted.ephemeral(), "{kind}: {}", accepted.text());
        assert_board_request(&accepted.request);
        assert_eq!(to_move(&accepted.message), Some(alice().id), "{kind}");
        let turn = &misclicked[before.len()..];
        let throws: Vec<String> = entries_by(&world, game, &before, turn, Seat::FIRST)
            .await
            .into_iter()
            .take_while(|(_, thrown)| *thrown)
            .map(|(entry, _)| entry)
            .collect();
        let expected: Vec<String> = before.iter().chain(&throws).cloned().collect();
        assert_eq!(
            world.moves(game).await,
            expected,
            "{kind}: only Alice's move is taken back"
        );
        if throws.is_empty() {
            assert_eq!(
                position(&world, game).await.legal_moves(),
                choices,
                "{kind}: Alice has the choices she had"
            );
        }
        let events = world.store().await.game_events(game).await.unwrap();
        let kinds: Vec<EventKind> = events.iter().map(|e| e.kind).collect();
        use EventKind::*;
        assert_eq!(
            kinds,
            [
                TakebackAsked,
                TakebackDeclined,
                TakebackAsked,
                TakebackAccepted
            ],
            "{kind}"
        );
        assert_eq!(
            events[3].detail,
            misclicked[expected.len()..].join("\n"),
            "{kind}"
        );

        // Alice plays on and asks again, but Bob replies instead: the request lapses.
        let board = play_turn(&world, place, accepted.message).await;
        let asked = fake
            .reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
            .await;
        assert_misclick_request(&asked, kind);
        let replied_to = world.moves(game).await;
        play_turn(&world, place, board).await;
        let lapsed = fake
            .reply(
                &fake
                    .click(
                        &bob(),
                        asked.message.id,
                        &answer_button(&asked.message, true),
                    )
                    .await,
            )
            .await;
        assert!(
            lapsed.ephemeral() && lapsed.text().contains("lapsed"),
            "{kind}: {}",
            lapsed.text()
        );
        assert!(
            world.moves(game).await.len() > replied_to.len(),
            "{kind}: Bob's reply stands"
        );
    }
    fake.assert_no_problems();
}

/// Each game against the hard AI (a search of about a second): right after her move, while
/// the AI thinks, Alice takes it back (by command, or by the board's button), and it goes at
/// once: exactly her move (and any throw of the AI's turn begun, which no board showed). The
/// AI's search on the old position comes to nothing; Alice plays again and the AI answers
/// that once.
#[tokio::test]
async fn against_the_ai_a_misclick_in_each_game_goes_at_once() {
    let world = World::start().await;
    let fake = &world.fake;
    for (i, kind) in GameKind::ALL.iter().map(|k| k.id()).enumerate() {
        let place = fake.guild_channel();
        let play = Slash::new("play").str("game", kind).int("ai", 2);
        let board = fake
            .reply(&fake.slash(&alice(), place, play).await)
            .await
            .message;
        let game = game_id_of(&board.custom_ids()[0]);
        let board = play_turn(&world, place, board).await;
        assert_ne!(to_move(&board), Some(alice().id), "{kind}");
        let taken_back = if i % 2 == 0 {
            fake.reply(&fake.slash(&alice(), place, Slash::new("takeback")).await)
                .await
        } else {
            let button = takeback_button(&board).unwrap_or_else(|| {
                panic!("{kind}: the board while the AI thinks offers Take back")
            });
            fake.reply(&fake.click(&alice(), board.id, &button).await)
                .await
        };
        assert!(!taken_back.ephemeral(), "{kind}: {}", taken_back.text());
        assert_board_request(&taken_back.request);
        assert_eq!(to_move(&taken_back.message), Some(alice().id), "{kind}");

        let kept = world.moves(game).await;
        let events = world.store().await.game_events(game).await.unwrap();
        let kinds: Vec<EventKind> = events.iter().map(|e| e.kind).collect();
        assert_eq!(
            kinds,
            [EventKind::TakebackAsked, EventKind::TakebackAccepted],
            "{kind}"
        );
        let removed: Vec<String> = events[1].detail.lines().map(str::to_string).collect();
        let alices = entries_by(&world, game, &kept, &removed, Seat::FIRST).await;
        assert!(
            alices.iter().any(|(_, thrown)| !thrown),
            "{kind}: Alice's move is taken back: {removed:?}"
        );
        let ais = entries_by(&world, game, &kept, &removed, AI_SEAT).await;
        assert!(
            ais.iter().all(|(_, thrown)| *thrown),
            "{kind}: the AI had not moved (it searches for about a second): {removed:?}"
        );

        // Alice plays again; the AI answers her new move, once.
        let mark = fake.mark();
        play_turn(&world, place, taken_back.message).await;
        fake.wait_for_after(
            mark,
            |r| r.is_channel_message(place.channel_id()) && r.ok() && r.file(0).is_some(),
            std::time::Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("{kind}: the AI's board: {e}"));
        let now = world.moves(game).await;
        assert!(now.starts_with(&kept), "{kind}: {now:?}");
        let ai_entries = entries_by(&world, game, &kept, &now[kept.len()..], AI_SEAT).await;
        assert!(
            ai_entries.iter().any(|(_, thrown)| !thrown),
            "{kind}: the AI answered: {now:?}"
        );
        assert_eq!(
            position(&world, game).await.to_move(),
            Some(Seat::FIRST),
            "{kind}"
        );
    }
    fake.assert_no_problems();
}
