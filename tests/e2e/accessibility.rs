//! Boards everyone can read, end to end through the fake Discord: every board picture carries
//! its alt text in its reader's language, and `/board text:True` shows the position as text,
//! privately.

use boardbot_testkit as support;

use boardbot::games::GameKind;
use support::fake_discord::*;
use support::world::*;

/// The choices `/move` autocomplete offers `user` (their own legal moves, on their turn).
async fn move_choices(fake: &FakeDiscord, user: &User, place: Place) -> Vec<String> {
    let ac = fake
        .autocomplete(user, place, Slash::new("move").focus("move", ""))
        .await;
    fake.callback(&ac).await.choice_names()
}

/// The user a board message asks to move, in any language: the mention on its last line.
fn mover_id(board: &Message) -> Option<u64> {
    let last = board.content.lines().last()?;
    let (id, _) = last.strip_prefix("<@")?.split_once('>')?;
    id.parse().ok()
}

/// Every picture of a board the bot sends carries its alt text (the attachment's
/// `description`) in the language of whoever reads it: the boards after a challenge is
/// accepted, after each move and on `/board`, a Cross Words Combat page (privately), the
/// replay of a finished game. The text names the game and the position, and never the page
/// of a live game.
#[tokio::test]
async fn every_board_picture_carries_alt_text_in_its_readers_language() {
    let world = World::start().await;
    let fake = &world.fake;
    let (first, second) = (alice(), bob());
    // (Discord locale, the board's alt text starts, the page's, the replay's, "Position")
    let languages = [
        (
            "en-US",
            " board. ",
            "Your page, ",
            "Replay of ",
            "Position: ",
        ),
        (
            "de",
            "Brett von ",
            "Deine Seite, ",
            "Wiederholung von ",
            "Stellung: ",
        ),
        (
            "es-ES",
            "Tablero de ",
            "Tu página, ",
            "Repetición de ",
            "Posición: ",
        ),
    ];
    for (locale, board_start, page_start, replay_start, position) in languages {
        fake.set_guild_locale(GUILD_ID, locale);
        fake.set_user_locale(first.id, locale);
        fake.set_user_locale(second.id, locale);
        for &kind in GameKind::ALL {
            let label = format!("{locale} {}", kind.id());
            let (_, place, board) = accepted_game(fake, &first, &second, kind.id()).await;
            let mut boards = vec![board];
            for _ in 0..2 {
                let last = boards.last().expect("a board");
                let mover = if mover_id(last) == Some(first.id) {
                    &first
                } else {
                    &second
                };
                let moves = move_choices(fake, mover, place).await;
                let mv = moves
                    .first()
                    .unwrap_or_else(|| panic!("{label}: no legal move offered"));
                let sent = fake
                    .slash(mover, place, Slash::new("move").str("move", mv))
                    .await;
                boards.push(fake.reply(&sent).await.message);
            }
            let sent = fake.slash(&first, place, Slash::new("board")).await;
            boards.push(fake.reply(&sent).await.message);
            for board in &boards {
                let alt = board
                    .attachments
                    .first()
                    .and_then(|a| a.description.clone())
                    .unwrap_or_else(|| panic!("{label}: a board without alt text"));
                assert!(alt.contains(board_start), "{label}: {alt}");
                assert!(alt.contains(kind.display_name()), "{label}: {alt}");
                assert!(alt.contains(position), "{label}: {alt}");
                assert!(alt.chars().count() <= 1024, "{label}: {alt}");
            }
            // /board shows the position after the last move: its alt text names that move.
            let last_move = world.moves(game_id_of(&boards[1].custom_ids()[0])).await;
            let shown_again = boards
                .last()
                .and_then(|b| b.attachments[0].description.clone());
            assert!(
                shown_again.is_some_and(|alt| alt.contains(last_move.last().unwrap().as_str())),
                "{label}: /board does not name the last move"
            );

            if kind == GameKind::CrossWordsCombat {
                let sent = fake.slash(&first, place, Slash::new("page")).await;
                let page = fake.reply(&sent).await;
                assert!(page.ephemeral(), "{label}");
                let alt = page.message.attachments[0].description.clone();
                assert!(
                    alt.as_deref()
                        .is_some_and(|alt| alt.starts_with(page_start)),
                    "{label}: {alt:?}"
                );
                // The page's words stay out of the channel's boards.
                let words = alt.unwrap();
                let words = words[page_start.len()..].trim_end_matches('.');
                for board in &boards {
                    let board_alt = board.attachments[0].description.as_deref().unwrap();
                    assert!(
                        !board_alt.contains(words),
                        "{label}: the page shows in {board_alt}"
                    );
                }
            }

            let game_id = game_id_of(&boards[1].custom_ids()[0]);
            let sent = fake.slash(&first, place, Slash::new("resign")).await;
            fake.reply(&sent).await;
            let sent = fake
                .slash(&first, place, Slash::new("replay").int("number", game_id))
                .await;
            let replay = fake.reply(&sent).await;
            let gif = replay
                .message
                .attachments
                .iter()
                .find(|a| a.filename.ends_with(".gif"))
                .unwrap_or_else(|| panic!("{label}: no GIF"));
            let alt = gif.description.clone().unwrap_or_default();
            assert!(alt.starts_with(replay_start), "{label}: {alt}");
            assert!(alt.contains(position), "{label}: {alt}");
        }
    }
    // Every picture sent at all (boards, pages, replays) carried a description: the fake
    // Discord checks each one.
    let missing = fake.pictures_without_alt_text();
    assert!(missing.is_empty(), "{missing:#?}");
    fake.assert_no_problems();
}

/// `/board text:True` answers only the one who asked, in their language, with the position as
/// the terminal shows it: the board's rows, the score, whose turn it is. No picture.
#[tokio::test]
async fn board_text_answers_privately_with_the_position_as_text() {
    let world = World::start().await;
    let fake = &world.fake;
    let (first, second) = (alice(), bob());
    fake.set_guild_locale(GUILD_ID, "es-ES");
    fake.set_user_locale(second.id, "de");
    let (_, place, board) = accepted_game(fake, &first, &second, "twenty-sevens").await;
    let mover = if mover_id(&board) == Some(first.id) {
        &first
    } else {
        &second
    };
    let sent = fake
        .slash(mover, place, Slash::new("move").str("move", "b2"))
        .await;
    fake.reply(&sent).await;

    let before = fake.messages(place.channel_id()).len();
    let sent = fake
        .slash(&second, place, Slash::new("board").bool("text", true))
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral(), "{}", reply.text());
    assert!(
        reply.request.files.is_empty(),
        "a picture: {}",
        reply.request
    );
    let text = reply.text();
    // The bottom board's middle square holds the X just played; files under the boards.
    let rows: Vec<&str> = text.lines().collect();
    assert!(
        rows.iter().any(|r| r.starts_with("2  . X .")),
        "no b2 on the bottom board: {text}"
    );
    assert!(
        text.contains("   a b c         a b c         a b c"),
        "{text}"
    );
    // In the reader's language (German), not the server's (Spanish).
    assert!(text.contains("Stand: X 0 – 0 O"), "{text}");
    assert!(text.contains("ist am Zug"), "{text}");
    // Nothing new for the channel.
    let public: Vec<Message> = fake.messages(place.channel_id())[before..]
        .iter()
        .filter(|m| !m.ephemeral)
        .cloned()
        .collect();
    assert!(public.is_empty(), "{public:?}");
    fake.assert_no_problems();
}

/// Whether a message's first attachment (a PNG) shows a colour anywhere.
fn shows(message: &Message, colour: image::Rgb<u8>) -> bool {
    let [r, g, b] = colour.0;
    let png = message.png(0).expect("a picture");
    png.pixels().any(|p| p.0 == [r, g, b, 255])
}

/// `/preferences palette:` is a player's own choice, kept for them and used for the pictures
/// only they see (their page); `/settings palette:` (Manage Server) colours the server's
/// boards. Both answer privately in the reader's language.
#[tokio::test]
async fn palettes_are_chosen_with_preferences_and_settings() {
    const COLOUR_BLIND: i64 = 1;
    let world = World::start().await;
    let fake = &world.fake;
    let (first, second) = (alice(), bob());
    fake.set_user_locale(second.id, "de");
    let vermillion = boardbot::render::Palette::ColourBlind.seat(0);
    let place = fake.guild_channel();

    let sent = fake
        .slash(
            &first,
            place,
            Slash::new("preferences").int("palette", COLOUR_BLIND),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    assert!(
        reply.text().contains("colour-blind safe"),
        "{}",
        reply.text()
    );
    let sent = fake.slash(&second, place, Slash::new("preferences")).await;
    let reply = fake.reply(&sent).await;
    assert!(reply.text().contains("klassisch"), "{}", reply.text());

    let (_, place, board) = accepted_game(fake, &first, &second, "cross-words-combat").await;
    assert!(
        !shows(&board, vermillion),
        "the server's boards stay classic"
    );
    for (player, colour_blind) in [(&first, true), (&second, false)] {
        let sent = fake.slash(player, place, Slash::new("page")).await;
        let page = fake.reply(&sent).await;
        assert!(page.ephemeral());
        assert_eq!(
            shows(&page.message, vermillion),
            colour_blind,
            "{}",
            player.name
        );
    }

    // Only a moderator sets the server's palette; its boards follow.
    let sent = fake
        .slash(
            &first,
            place,
            Slash::new("settings").int("palette", COLOUR_BLIND),
        )
        .await;
    let refusal = fake.reply(&sent).await;
    assert!(refusal.ephemeral(), "{}", refusal.text());
    let manager = User::new(6, "manager").moderator();
    let sent = fake
        .slash(
            &manager,
            place,
            Slash::new("settings").int("palette", COLOUR_BLIND),
        )
        .await;
    let reply = fake.reply(&sent).await;
    assert!(reply.ephemeral());
    assert!(
        reply
            .text()
            .contains("Boards here are drawn in the colour-blind safe"),
        "{}",
        reply.text()
    );
    let sent = fake.slash(&first, place, Slash::new("board")).await;
    let board = fake.reply(&sent).await.message;
    assert!(shows(&board, vermillion), "the board follows the server");
    fake.assert_no_problems();
}
