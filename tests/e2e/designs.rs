//! Designed games on Discord (issue 44), through the real bot and the fake Discord: a rules
//! file attached to `/design upload` is fetched from the fake's CDN, checked and accepted, then
//! played to its end with buttons by two players and against the AI; a second version leaves a
//! game of the first on it while new challenges take the new one; a designer rolls back; a
//! hostile file and a non-designer are refused privately, and nothing is fetched for the latter.

use boardbot_testkit as support;

use std::time::{Duration, Instant};

use serde_json::Value;
use support::fake_discord::*;
use support::world::*;

/// Ann (Red, first) joins the bottom and top rows along file a; Bob plays file b.
pub(crate) const RED_WINS: [&str; 13] = [
    "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
];

pub(crate) fn hex_source() -> String {
    std::fs::read_to_string("designs/hex.luau").unwrap()
}

/// The server's designer: she manages the server.
pub(crate) fn dana() -> User {
    User::new(40, "dana").moderator()
}

/// Dana uploads `bytes` as `hex.luau` in `place`, the game's first version there.
pub(crate) async fn first_version(fake: &FakeDiscord, place: Place, bytes: &[u8]) {
    let file = fake.upload("hex.luau", bytes);
    let (_, report) = upload(fake, &dana(), place, &file).await;
    assert!(report.contains("version 1 is ready"), "{report}");
}

/// `user` attaches `file` to `/design upload` in `place`: the first answer, and the last text
/// of the private answer once the check is done.
pub(crate) async fn upload(
    fake: &FakeDiscord,
    user: &User,
    place: Place,
    file: &Value,
) -> (Reply, String) {
    let cmd =
        Slash::new("design").subcommand(Slash::new("upload").attachment("file", file.clone()));
    let sent = fake.slash(user, place, cmd).await;
    let first = fake.reply(&sent).await;
    assert!(
        first.ephemeral(),
        "an upload's answer is private: {}",
        first.text()
    );
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let text = fake
            .original(&sent)
            .map(|m| m.content)
            .unwrap_or_else(|| first.text());
        if !text.starts_with("Checking") {
            return (first, text);
        }
        assert!(Instant::now() < deadline, "the check never ended: {text}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// The text of the direct message to the designer (dana) after `mark` that says `what`.
pub(crate) async fn designer_dm(fake: &FakeDiscord, mark: usize, what: &str) -> String {
    let dm = fake
        .wait_for_after(
            mark,
            |r| r.ok() && r.method == "POST" && r.text().contains(what),
            Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("no DM saying {what:?}: {e}"));
    let to_dana = fake.dm_channel_of(dana().id);
    assert!(
        to_dana.is_some_and(|channel| dm.is_channel_message(channel)),
        "a DM to the designer: {dm}"
    );
    dm.text()
}

pub(crate) fn attachment_id(file: &Value) -> u64 {
    file["id"].as_str().unwrap().parse().unwrap()
}

/// The enabled button of `message` labelled `label`: its custom id.
pub(crate) fn button(message: &Message, label: &str) -> Option<String> {
    message
        .controls()
        .into_iter()
        .filter(|c| c["type"] == 2 && !c["disabled"].as_bool().unwrap_or(false))
        .find(|c| c["label"] == label)
        .and_then(|c| c["custom_id"].as_str().map(String::from))
}

/// The mover plays `mv` (a Hex cell) with buttons: its file's button on the board, then the cell
/// on the private step; the new board is posted to the channel.
pub(crate) async fn play_by_buttons(fake: &FakeDiscord, game: &mut Game, mv: &str) {
    let mover = game.mover().clone();
    let file = &mv[..1];
    let group = button(&game.board, file)
        .unwrap_or_else(|| panic!("no button {file} on the board: {:?}", game.board.controls()));
    let step = fake
        .reply(&fake.click(&mover, game.board.id, &group).await)
        .await;
    assert!(
        step.ephemeral(),
        "the cells are a private step: {}",
        step.text()
    );
    let cell = button(&step.message, mv)
        .unwrap_or_else(|| panic!("no button {mv}: {:?}", step.message.controls()));
    let click = fake.click(&mover, step.message.id, &cell).await;
    let done = fake.reply(&click).await;
    assert!(done.text().contains(mv), "{}", done.text());
    let posted = fake
        .wait_for_after(
            click.since,
            |r| r.is_channel_message(game.place.channel_id()) && r.ok() && r.file(0).is_some(),
            Duration::from_secs(20),
        )
        .await
        .unwrap_or_else(|e| panic!("no new board after {mv}: {e}"));
    assert_board_request(&posted);
    let id: u64 = posted.response.as_ref().unwrap()["id"]
        .as_str()
        .unwrap()
        .parse()
        .unwrap();
    game.board = fake.message(id).expect("the posted board");
}

/// Alice challenges Bob to `game` in `place`; Bob accepts.
pub(crate) async fn challenge(fake: &FakeDiscord, place: Place, game: &str) -> Game {
    let play = Slash::new("play")
        .str("game", game)
        .user("opponent", &bob());
    let (id, board) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    assert_board_request(&fake.requests().last().unwrap().clone());
    Game {
        id,
        place,
        board,
        players: [alice(), bob()],
    }
}

/// The rules file (its SHA-256, hex) a stored game is played on.
pub(crate) async fn rules_hash_of(world: &World, game_id: i64) -> String {
    let record = world.store().await.game(game_id).await.unwrap().unwrap();
    record
        .kind
        .rules_file()
        .map(|rules| rules.hash_hex())
        .unwrap_or_else(|| panic!("game {game_id} is not a designed game"))
}

#[tokio::test]
async fn a_rules_file_uploaded_in_discord_is_played_to_its_end_with_buttons_and_against_the_ai() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let file = fake.upload("hex.luau", hex_source().as_bytes());
    let (_, report) = upload(fake, &dana(), place, &file).await;
    assert!(
        report.contains("**Hex 7×7** version 1 is ready"),
        "{report}"
    );
    assert_eq!(fake.upload_fetches(attachment_id(&file)), 1);

    // `/play game:` offers it after the five native games.
    let typed = fake
        .autocomplete(&alice(), place, Slash::new("play").focus("game", ""))
        .await;
    let offered = fake.callback(&typed).await.choice_names();
    assert_eq!(offered.len(), 6, "{offered:?}");
    assert_eq!(offered[5], "Hex 7×7");
    let typed = fake
        .autocomplete(&alice(), place, Slash::new("play").focus("game", "he"))
        .await;
    let choices = fake.callback(&typed).await.choices();
    assert_eq!(choices.len(), 1, "{choices:?}");
    assert_eq!(choices[0]["value"], "hex-7");

    // Its rules come from the file.
    let rules = fake
        .reply(
            &fake
                .slash(&bob(), place, Slash::new("rules").str("game", "hex-7"))
                .await,
        )
        .await;
    assert!(rules.ephemeral());
    let shown = rules.request.message_data().unwrap().to_string();
    assert!(
        shown.contains("Hex 7×7") && shown.contains("ru:hex-7:1"),
        "{shown}"
    );

    // Two players, with buttons, to the end.
    let mut game = challenge(fake, place, "hex-7").await;
    for mv in RED_WINS {
        play_by_buttons(fake, &mut game, mv).await;
    }
    assert_eq!(world.moves(game.id).await, RED_WINS);
    assert_eq!(to_move(&game.board), None, "{}", game.board.text());
    let record = world.store().await.game(game.id).await.unwrap().unwrap();
    assert!(
        record.result.is_some(),
        "the game ended: {:?}",
        record.status
    );

    // Against the AI, Alice's moves from `/move`'s autocomplete, to the end.
    let ai_place = fake.guild_channel();
    let play = Slash::new("play").str("game", "hex-7").int("ai", 0);
    let mut board = fake
        .reply(&fake.slash(&alice(), ai_place, play).await)
        .await;
    assert!(!board.ephemeral(), "{}", board.text());
    let ai_game = game_id_of(&board.message.custom_ids()[0]);
    'moves: for _ in 0..49 {
        if to_move(&board.message).is_none() {
            break;
        }
        // The suggestions come from the host's copy of the game, which may lag the AI's
        // answer by a moment: ask again, as a player typing would.
        let deadline = Instant::now() + Duration::from_secs(10);
        let moves = loop {
            let typed = fake
                .autocomplete(&alice(), ai_place, Slash::new("move").focus("move", ""))
                .await;
            let moves = fake.callback(&typed).await.choice_names();
            if !moves.is_empty() || Instant::now() > deadline {
                break moves;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        };
        let mv = moves.first().expect("a legal move").clone();
        let sent = fake
            .slash(&alice(), ai_place, Slash::new("move").str("move", &mv))
            .await;
        board = fake.reply(&sent).await;
        assert!(!board.ephemeral(), "/move {mv}: {}", board.text());
        // The AI's answer is posted to the channel: wait until the game is Alice's or over.
        let deadline = Instant::now() + Duration::from_secs(30);
        loop {
            let record = world.store().await.game(ai_game).await.unwrap().unwrap();
            let last = fake
                .message(fake.last_message_id(ai_place.channel_id()))
                .unwrap();
            // The game's end is committed before its last board is posted: once it is over,
            // the loop ends whichever message is the channel's latest.
            if record.result.is_some() {
                break 'moves;
            }
            if to_move(&last) == Some(alice().id) {
                board.message = last;
                break;
            }
            assert!(Instant::now() < deadline, "the AI never answered");
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
    let record = world.store().await.game(ai_game).await.unwrap().unwrap();
    assert!(record.result.is_some(), "the game against the AI ended");
    fake.assert_no_problems();
}

#[tokio::test]
async fn versions_rollback_and_refusals_of_uploads() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let guild = place.guild_id().unwrap();

    // A member who is no designer is refused before anything is fetched.
    let file = fake.upload("hex.luau", hex_source().as_bytes());
    let (refused, _) = upload(fake, &bob(), place, &file).await;
    assert!(
        refused.text().contains("Only members who manage"),
        "{}",
        refused.text()
    );
    assert_eq!(fake.upload_fetches(attachment_id(&file)), 0);

    // A hostile file: its report names every problem, privately, and nothing is kept.
    let hostile = fake.upload("hostile.luau", b"while true do end\n");
    let (_, report) = upload(fake, &dana(), place, &hostile).await;
    assert!(report.contains("hostile.luau was not accepted"), "{report}");
    assert!(report.contains("budget"), "{report}");
    let listed = fake
        .reply(
            &fake
                .slash(
                    &dana(),
                    place,
                    Slash::new("design").subcommand(Slash::new("list")),
                )
                .await,
        )
        .await;
    assert!(
        listed.text().contains("no designed games"),
        "{}",
        listed.text()
    );
    let not_luau = fake.upload("hex.txt", hex_source().as_bytes());
    let (refused, _) = upload(fake, &dana(), place, &not_luau).await;
    assert!(refused.text().contains(".luau"), "{}", refused.text());

    // Version 1, and a game of it in progress.
    let (_, report) = upload(fake, &dana(), place, &file).await;
    assert!(report.contains("version 1 is ready"), "{report}");
    let mut first = challenge(fake, place, "hex-7").await;
    for mv in &RED_WINS[..4] {
        play_by_buttons(fake, &mut first, mv).await;
    }
    let v1 = rules_hash_of(&world, first.id).await;

    // A moderator names a designers' role; Bob, holding it, uploads version 2.
    let designers = fake.add_role(guild, "Designers", 1);
    let settings = Slash::new("settings").role("designers", fake.role(guild, designers));
    let answer = fake
        .reply(&fake.slash(&dana(), place, settings).await)
        .await;
    assert!(
        answer.text().contains(&format!("<@&{designers}>")),
        "{}",
        answer.text()
    );
    fake.give_role(guild, bob().id, designers);
    let second = hex_source().replace("version = \"1", "version = \"2");
    assert_ne!(second, hex_source(), "the example declares its version");
    let file2 = fake.upload("hex.luau", second.as_bytes());
    let (_, report) = upload(fake, &bob(), place, &file2).await;
    assert!(report.contains("version 2 is ready"), "{report}");

    // The game in progress finishes on version 1; a new challenge takes version 2.
    for mv in &RED_WINS[4..] {
        play_by_buttons(fake, &mut first, mv).await;
    }
    assert_eq!(rules_hash_of(&world, first.id).await, v1);
    assert_eq!(world.moves(first.id).await, RED_WINS);
    let other = fake.guild_channel();
    let second_game = challenge(fake, other, "hex-7").await;
    let v2 = rules_hash_of(&world, second_game.id).await;
    assert_ne!(v2, v1);

    // The versions, and a rollback to version 1 for new games.
    let versions = Slash::new("design").subcommand(Slash::new("versions").str("game", "hex-7"));
    let listed = fake
        .reply(&fake.slash(&alice(), place, versions).await)
        .await;
    let text = listed.text();
    assert!(
        text.contains(&v1[..12]) && text.contains(&v2[..12]),
        "{text}"
    );
    let rollback =
        Slash::new("design").subcommand(Slash::new("use").str("game", "Hex 7×7").int("version", 1));
    let refused = fake
        .reply(&fake.slash(&alice(), place, rollback.clone()).await)
        .await;
    assert!(
        refused.text().contains("Only members"),
        "{}",
        refused.text()
    );
    let used = fake
        .reply(&fake.slash(&dana(), place, rollback).await)
        .await;
    assert!(used.text().contains("version 1"), "{}", used.text());
    let third = challenge(fake, fake.guild_channel(), "hex-7").await;
    assert_eq!(rules_hash_of(&world, third.id).await, v1);
    fake.assert_no_problems();
}
