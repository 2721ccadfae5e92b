//! End-to-end tests of the AI's analysis through the fake Discord: the Analyze button of a
//! finished board, `/analyze` refused for a game in progress.

use boardbot_testkit as support;

use support::fake_discord::*;
use support::world::*;

fn carol() -> User {
    User::new(3, "carol")
}

/// Alice challenges Bob to Twenty-Sevens in a new channel; Bob accepts; the board appears.
async fn start_game(fake: &FakeDiscord) -> Game {
    let (challenger, opponent) = (alice(), bob());
    let place = fake.guild_channel();
    let sent = fake
        .slash(
            &challenger,
            place,
            Slash::new("play")
                .str("game", "twenty-sevens")
                .user("opponent", &opponent),
        )
        .await;
    let challenge = fake.reply(&sent).await;
    let accept = challenge
        .message
        .custom_ids()
        .into_iter()
        .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
        .unwrap_or_else(|| panic!("no Accept button: {}", challenge.text()));
    let id = game_id_of(&accept);
    let click = fake.click(&opponent, challenge.message.id, &accept).await;
    let started = fake.reply(&click).await;
    Game {
        id,
        place,
        board: started.message,
        players: [challenger, opponent],
    }
}

/// Play `moves` with /move in turn.
async fn play(fake: &FakeDiscord, game: &mut Game, moves: &[String]) {
    for mv in moves {
        let user = game.mover().clone();
        let sent = fake
            .slash(&user, game.place, Slash::new("move").str("move", mv))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(!reply.ephemeral(), "/move {mv} refused: {}", reply.text());
        game.board = reply.message;
    }
}

fn is_edit_of(r: &Request, sent: &Sent) -> bool {
    r.method == "PATCH" && r.is_for(sent) && r.path.ends_with("/messages/@original") && r.ok()
}

#[tokio::test]
async fn the_analyze_button_shows_progress_then_the_chart_and_the_costliest_moves() {
    let world = World::start_with(&[("ANALYSIS_PLAYOUTS", "300".to_string())]).await;
    let fake = &world.fake;
    let mut game = start_game(fake).await;
    let moves = decisive_game();
    play(fake, &mut game, &moves[..4]).await;

    // A game in progress is refused, privately, for a player and for anyone else.
    for user in [alice(), carol()] {
        let sent = fake
            .slash(
                &user,
                game.place,
                Slash::new("analyze").int("number", game.id),
            )
            .await;
        let reply = fake.reply(&sent).await;
        assert!(reply.ephemeral(), "{}", reply.text());
        assert!(
            reply.text().contains("still being played"),
            "{}",
            reply.text()
        );
    }

    play(fake, &mut game, &moves[4..]).await;
    assert!(to_move(&game.board).is_none(), "{}", game.board.text());
    let button = format!("an:{}", game.id);
    assert!(
        game.board.custom_ids().contains(&button),
        "{:?}",
        game.board.custom_ids()
    );

    // Anyone may click; the answer is theirs alone, there at once, and edited as work goes.
    let click = fake.click(&carol(), game.board.id, &button).await;
    let first = fake.reply(&click).await;
    assert!(first.ephemeral(), "{}", first.text());
    assert!(first.text().contains("Analysing game"), "{}", first.text());
    let progress = fake
        .expect_after(click.since, |r| {
            is_edit_of(r, &click) && r.content().is_some_and(|c| c.contains(" of 27 moves"))
        })
        .await;
    assert!(progress.content().unwrap().contains('█') || progress.content().unwrap().contains('░'));
    let last = fake
        .expect_after(click.since, |r| {
            is_edit_of(r, &click) && !r.files.is_empty()
        })
        .await;
    assert!(last.seq > progress.seq);
    let shown = fake.original(&click).expect("the answer");
    assert!(shown.ephemeral);
    assert!(shown.edits >= 2, "{}", shown.edits);
    let chart = shown
        .attachments
        .iter()
        .find(|a| a.filename == format!("game-{}-analysis.png", game.id))
        .unwrap_or_else(|| panic!("no chart: {}", shown.text()));
    let png = decode_png(&chart.bytes).expect("a PNG chart");
    assert_eq!(png.dimensions(), (860, 440));
    // Screen readers read what the chart is.
    let alt = chart.description.as_deref().unwrap_or_default();
    assert!(alt.starts_with("Chart of "), "{alt:?}");
    // What it plots and its key figures: the chance at the start, its extremes, the end.
    for figure in [
        "over 27 plies",
        " % at the start",
        "lowest ",
        "highest ",
        " % at the end",
    ] {
        assert!(alt.contains(figure), "{figure:?} in {alt:?}");
    }
    let text = shown.content.clone();
    assert!(text.contains("The moves that cost the most"), "{text}");
    let move_lines: Vec<&str> = text.lines().filter(|l| l.starts_with('`')).collect();
    assert_eq!(move_lines.len(), 3, "{text}");
    for line in move_lines {
        assert!(
            line.contains(" → ") && line.contains("the AI: **"),
            "{line}"
        );
    }

    // A second request reads the stored analysis: the answer comes without progress.
    let sent = fake
        .slash(
            &alice(),
            game.place,
            Slash::new("analyze").int("number", game.id),
        )
        .await;
    let again = fake.reply(&sent).await;
    assert!(again.ephemeral());
    let done = fake
        .expect_after(sent.since, |r| is_edit_of(r, &sent) && !r.files.is_empty())
        .await;
    assert!(!fake
        .find(|r| is_edit_of(r, &sent) && r.seq < done.seq)
        .iter()
        .any(|r| r.content().is_some_and(|c| c.contains(" of 27 moves"))));
    assert_eq!(
        fake.original(&sent)
            .unwrap()
            .content
            .lines()
            .filter(|l| l.starts_with('`'))
            .count(),
        3
    );
    fake.assert_no_problems();
}
