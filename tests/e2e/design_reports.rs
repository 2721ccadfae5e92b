//! `/design report` and `/design compare` through the real bot and the fake Discord (issue 44):
//! the kit's balance report on an uploaded rules file, made privately with its progress edited
//! into the answer, ending with the chart (with alt text), the figures and the kit's text; the
//! figures of the games really played in the server; a second version's report, and both
//! versions side by side.

use boardbot_testkit as support;

use std::time::{Duration, Instant};

use serde_json::Value;
use support::fake_discord::*;
use support::world::*;

fn hex_source() -> String {
    std::fs::read_to_string("designs/hex.luau").unwrap()
}

/// The server's designer: she manages the server.
fn dana() -> User {
    User::new(40, "dana").moderator()
}

/// Dana attaches `file` to `/design upload`; the final text of the private answer.
async fn upload(fake: &FakeDiscord, place: Place, file: &Value) -> String {
    let cmd =
        Slash::new("design").subcommand(Slash::new("upload").attachment("file", file.clone()));
    let sent = fake.slash(&dana(), place, cmd).await;
    let first = fake.reply(&sent).await;
    let deadline = Instant::now() + Duration::from_secs(90);
    loop {
        let text = fake
            .original(&sent)
            .map(|m| m.content)
            .unwrap_or_else(|| first.text());
        if !text.starts_with("Checking") {
            return text;
        }
        assert!(Instant::now() < deadline, "the check never ended: {text}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// A `/design` subcommand's private answer, at once.
async fn design(fake: &FakeDiscord, user: &User, place: Place, sub: Slash) -> String {
    let reply = fake
        .reply(
            &fake
                .slash(user, place, Slash::new("design").subcommand(sub))
                .await,
        )
        .await;
    assert!(
        reply.ephemeral(),
        "a /design answer is private: {}",
        reply.text()
    );
    reply.text()
}

/// A report as it ended: every text the answer showed while it ran, and the final message.
struct Made {
    progress: Vec<String>,
    last: Message,
}

/// `user` runs `/design report` with `options`; the answer's texts until it is done.
async fn report(fake: &FakeDiscord, user: &User, place: Place, options: Slash) -> Made {
    let sent = fake
        .slash(user, place, Slash::new("design").subcommand(options))
        .await;
    let first = fake.reply(&sent).await;
    assert!(first.ephemeral(), "a report is private: {}", first.text());
    let mut progress = vec![first.text()];
    let deadline = Instant::now() + Duration::from_secs(300);
    loop {
        let last = fake.original(&sent).expect("the answer");
        if !last.content.contains("playing game") {
            return Made { progress, last };
        }
        if progress.last() != Some(&last.content) {
            progress.push(last.content.clone());
        }
        assert!(
            Instant::now() < deadline,
            "the report never ended: {}",
            last.content
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// "playing game 12 of 40…": 12.
fn games_done(text: &str) -> usize {
    let after = text.split("playing game ").nth(1).expect("a progress text");
    after.split(' ').next().unwrap().parse().unwrap()
}

/// The final answer of a report: its chart has alt text and is a PNG, the kit's text is
/// attached, and the content has the figures. Its lines.
fn assert_finished_report(made: &Made, heading: &str) -> Vec<String> {
    let last = &made.last;
    assert!(last.content.starts_with(heading), "{}", last.content);
    let chart = last
        .attachments
        .iter()
        .find(|a| a.filename == "report.png")
        .unwrap_or_else(|| panic!("no chart: {:?}", last.attachments));
    let alt = chart.description.as_deref().unwrap_or_default();
    assert!(
        alt.starts_with("Balance chart of Hex 7×7"),
        "alt text: {alt}"
    );
    assert!(
        chart.bytes.starts_with(b"\x89PNG\r\n\x1a\n"),
        "the chart is a PNG"
    );
    let text = last
        .attachments
        .iter()
        .find(|a| a.filename == "report.txt")
        .expect("the kit's text");
    let text = String::from_utf8_lossy(&text.bytes);
    assert!(text.contains("hex.luau — Hex 7×7 (id hex-7"), "{text}");
    assert!(text.contains("Random against random, 20 games"), "{text}");
    assert!(
        last.content.contains("AI against AI: the first seat wins")
            && last
                .content
                .contains("Random against random: the first seat wins"),
        "{}",
        last.content
    );
    last.content.lines().map(String::from).collect()
}

#[tokio::test]
async fn a_report_shows_its_progress_its_chart_the_games_played_and_two_versions_side_by_side() {
    let world = World::start().await;
    let fake = &world.fake;
    let place = fake.guild_channel();
    let file = fake.upload("hex.luau", hex_source().as_bytes());
    let accepted = upload(fake, place, &file).await;
    assert!(accepted.contains("version 1 is ready"), "{accepted}");

    // Anyone may ask, privately; the answer counts the games as they are played, then ends
    // with the chart, the figures and the games played here: none yet.
    let options = Slash::new("report").str("game", "hex-7").int("games", 20);
    let made = report(fake, &bob(), place, options.clone()).await;
    assert_eq!(
        made.progress[0],
        "Balance report of Hex 7×7 version 1: playing game 0 of 40…"
    );
    assert!(
        made.progress.len() >= 2,
        "no progress shown: {:?}",
        made.progress
    );
    let done: Vec<usize> = made.progress.iter().map(|t| games_done(t)).collect();
    assert!(
        done.windows(2).all(|w| w[0] < w[1]) && done[done.len() - 1] <= 40,
        "{done:?}"
    );
    let lines = assert_finished_report(&made, "**Hex 7×7** version 1: balance report, 20 games");
    assert_eq!(
        lines.last().unwrap(),
        "Played in this server on this version: no games played yet."
    );

    // A game played here to its end: Bob resigns after three moves.
    let play = Slash::new("play")
        .str("game", "hex-7")
        .user("opponent", &bob());
    let (game, _) = accepted_challenge(fake, place, &alice(), &bob(), play).await;
    for (user, mv) in [(alice(), "a1"), (bob(), "b1"), (alice(), "a2")] {
        let sent = fake
            .slash(&user, place, Slash::new("move").str("move", mv))
            .await;
        let board = fake.reply(&sent).await;
        assert!(!board.ephemeral(), "/move {mv}: {}", board.text());
    }
    let resigned = fake
        .reply(&fake.slash(&bob(), place, Slash::new("resign")).await)
        .await;
    assert!(!resigned.ephemeral(), "{}", resigned.text());
    let record = world.store().await.game(game).await.unwrap().unwrap();
    assert!(record.result.is_some(), "{:?}", record.status);

    // The same report again: the same figures (the games are seeded), and the game played.
    let again = report(fake, &alice(), place, options).await;
    let again_lines =
        assert_finished_report(&again, "**Hex 7×7** version 1: balance report, 20 games");
    assert_eq!(again_lines[..4], lines[..4], "a report is reproducible");
    assert_eq!(
        again_lines.last().unwrap(),
        "Played in this server on this version: 1 game; the first seat won 100 %, the second \
         0 %; median length 3 moves. Resigned: first seat 0 %, second seat 100 %. Timed out: \
         first seat 0 %, second seat 0 %."
    );

    // Version 2: no report yet, and compare says what to run first.
    let second = hex_source().replace("version = \"1", "version = \"2");
    let file2 = fake.upload("hex.luau", second.as_bytes());
    assert!(upload(fake, place, &file2)
        .await
        .contains("version 2 is ready"));
    let compare = Slash::new("compare")
        .str("game", "hex-7")
        .int("v1", 1)
        .int("v2", 2);
    let shown = design(fake, &alice(), place, compare.clone()).await;
    assert!(
        shown.contains(
            "Version 2 has no report yet: run `/design report game:hex-7 version:2` first."
        ),
        "{shown}"
    );
    assert!(
        shown.contains("Version 1: report of 20 games per pairing"),
        "{shown}"
    );

    // The report on version 2 (the one in use), then both side by side.
    let options = Slash::new("report").str("game", "Hex 7×7").int("games", 20);
    let made = report(fake, &alice(), place, options).await;
    let v2_lines = assert_finished_report(&made, "**Hex 7×7** version 2: balance report, 20 games");
    assert_eq!(
        v2_lines.last().unwrap(),
        "Played in this server on this version: no games played yet."
    );
    let shown = design(fake, &alice(), place, compare).await;
    assert!(
        shown.starts_with("**Hex 7×7**: version 1 beside version 2"),
        "{shown}"
    );
    assert!(
        shown.contains("Version 1: report of 20 games per pairing")
            && shown.contains("Version 2: report of 20 games per pairing"),
        "{shown}"
    );
    let table: Vec<&str> = shown
        .split("```")
        .nth(1)
        .expect("a table")
        .trim()
        .lines()
        .collect();
    let header: Vec<&str> = table[0].split("  ").filter(|s| !s.is_empty()).collect();
    assert_eq!(header, ["Version 1", "Version 2"], "{shown}");
    let row = |label: &str| -> Vec<String> {
        let line = table
            .iter()
            .find(|l| l.starts_with(label))
            .unwrap_or_else(|| panic!("no row {label}: {shown}"));
        line[label.len()..]
            .split("  ")
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect()
    };
    assert_eq!(row("Report: games per pairing"), ["20", "20"]);
    assert_eq!(row("Played here: games"), ["1", "0"]);
    assert_eq!(row("Played here: first seat wins"), ["100 %", "—"]);
    assert_eq!(row("Played here: resigned or timed out"), ["100 %", "—"]);
    assert_eq!(row("AI: first seat wins").len(), 2, "{shown}");

    // Refusals are private and polite.
    let refused = design(
        fake,
        &bob(),
        place,
        Slash::new("report").str("game", "nope"),
    )
    .await;
    assert!(refused.contains("no game called “nope”"), "{refused}");
    let refused = design(
        fake,
        &bob(),
        place,
        Slash::new("compare")
            .str("game", "hex-7")
            .int("v1", 1)
            .int("v2", 9),
    )
    .await;
    assert!(refused.contains("has no version 9"), "{refused}");
    fake.assert_no_problems();
}
