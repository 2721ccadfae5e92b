//! Every reader in their own language, end to end: a German player (Discord locale `de`) in a
//! Spanish server (`guild_locale` `es-ES`) plays every game against an English player. What only
//! one person reads (refusals, `/rules`) is in that person's language; what the channel reads
//! (challenges, boards, buttons, the leaderboard) is in the server's. Move notation is the same
//! for everyone.

use boardbot_testkit as support;

use boardbot::games::GameKind;
use support::fake_discord::*;
use support::world::*;

/// The choices `/move` autocomplete offers `user` (their own legal moves, on their turn).
async fn move_choices(fake: &FakeDiscord, user: &User, place: Place) -> Vec<String> {
    let ac = fake
        .autocomplete(user, place, Slash::new("move").focus("move", ""))
        .await;
    let cb = fake.callback(&ac).await;
    assert_eq!(cb.callback_type(), Some(8));
    cb.choice_names()
}

/// A private answer: ephemeral, with no board.
fn private_text(label: &str, reply: &Reply) -> String {
    assert!(reply.ephemeral(), "{label}: not private: {}", reply.request);
    assert!(reply.request.files.is_empty(), "{label}: sends a board");
    reply.text()
}

#[tokio::test]
async fn a_german_player_in_a_spanish_server_reads_each_text_in_their_language() {
    let world = World::start().await;
    let fake = &world.fake;
    let (german, english) = (alice(), bob());
    fake.set_guild_locale(GUILD_ID, "es-ES");
    fake.set_user_locale(german.id, "de");

    for &kind in GameKind::ALL {
        let place = fake.guild_channel();
        let label = kind.id();

        // The challenge is for the channel: Spanish, buttons included.
        let sent = fake
            .slash(
                &german,
                place,
                Slash::new("play")
                    .str("game", kind.id())
                    .user("opponent", &english),
            )
            .await;
        let challenge = fake.reply(&sent).await;
        assert!(!challenge.ephemeral(), "{label}: {}", challenge.text());
        let text = challenge.text();
        assert!(text.contains("desafía a"), "{label}: {text}");
        assert!(text.contains("¿juegas?"), "{label}: {text}");
        assert!(text.contains("Rechazar y bloquear"), "{label}: {text}");
        let accept = challenge
            .message
            .custom_ids()
            .into_iter()
            .find(|id| id.starts_with("ch:") && id.ends_with(":a"))
            .unwrap_or_else(|| panic!("{label}: no Accept button: {text}"));

        // The board is for the channel: Spanish.
        let click = fake.click(&english, challenge.message.id, &accept).await;
        let started = fake.reply(&click).await;
        assert_board_request(&started.request);
        let board = started.text();
        assert!(board.contains(" contra "), "{label}: {board}");
        assert!(board.contains("Rendirse"), "{label}: {board}");
        assert!(board.contains("Ofrecer empate"), "{label}: {board}");
        assert!(board.contains("turno de"), "{label}: {board}");
        assert!(
            !board.contains("to move"),
            "{label}: English on the board: {board}"
        );

        let last = started.message.content.lines().last().unwrap_or_default();
        assert!(last.ends_with(", te toca."), "{label}: {last}");
        let mover_id: u64 = last
            .strip_prefix("<@")
            .and_then(|rest| rest.split_once('>'))
            .and_then(|(id, _)| id.parse().ok())
            .unwrap_or_else(|| panic!("{label}: nobody is asked to move: {last}"));
        let (mover, waiter) = if mover_id == german.id {
            (&german, &english)
        } else {
            (&english, &german)
        };

        // Refusals are private and in the reader's own language.
        let out_of_turn = fake
            .slash(waiter, place, Slash::new("move").str("move", "zz9"))
            .await;
        let refusal = private_text(label, &fake.reply(&out_of_turn).await);
        if waiter.id == german.id {
            assert!(
                refusal.contains("Du bist nicht am Zug"),
                "{label}: {refusal}"
            );
        } else {
            assert!(refusal.contains("It's not your turn"), "{label}: {refusal}");
        }
        if mover.id == german.id {
            let nonsense = fake
                .slash(mover, place, Slash::new("move").str("move", "zz9 qq"))
                .await;
            let refusal = private_text(label, &fake.reply(&nonsense).await);
            assert!(
                refusal.contains("ist hier kein Zug") || refusal.contains("ist nicht erlaubt"),
                "{label}: {refusal}"
            );
        }

        // A move typed as its notation works in every language; the new board is Spanish.
        let moves = move_choices(fake, mover, place).await;
        let mv = moves
            .first()
            .unwrap_or_else(|| panic!("{label}: no legal move offered"));
        let sent = fake
            .slash(mover, place, Slash::new("move").str("move", mv))
            .await;
        let reply = fake.reply(&sent).await;
        assert!(
            !reply.ephemeral(),
            "{label}: /move {mv} refused: {}",
            reply.text()
        );
        assert_board_request(&reply.request);
        assert!(
            reply.text().contains("Últimas jugadas"),
            "{label}: {}",
            reply.text()
        );
    }

    // The rules are read privately: German, hosting rules included.
    let rules = fake
        .slash(
            &german,
            fake.guild_channel(),
            Slash::new("rules").str("game", "ccc"),
        )
        .await;
    let rules = private_text("rules", &fake.reply(&rules).await);
    assert!(rules.contains("So spielst du CCC"), "{rules}");
    assert!(rules.contains("Seite 1 von"), "{rules}");

    // The leaderboard is for the channel: Spanish.
    let board = fake
        .slash(
            &german,
            fake.guild_channel(),
            Slash::new("leaderboard").str("game", "twenty-sevens"),
        )
        .await;
    let board = fake.reply(&board).await;
    assert!(!board.ephemeral());
    assert!(
        board.text().contains("Clasificación de Twenty-Sevens"),
        "{}",
        board.text()
    );
    fake.assert_no_problems();
}

/// The bot registers each command's and option's description under every Discord locale, and
/// `/help` answers privately in the reader's language (not the server's) with every registered
/// command and the same description Discord shows that reader beside it.
#[tokio::test]
async fn commands_are_described_in_every_language_and_help_answers_in_the_readers() {
    let world = World::start().await;
    let fake = &world.fake;
    let (german, english) = (alice(), bob());
    fake.set_guild_locale(GUILD_ID, "es-ES");
    fake.set_user_locale(german.id, "de");

    let commands = fake.commands(None);
    let play = commands.iter().find(|c| c["name"] == "play").unwrap();
    assert_eq!(
        play["description_localizations"]["de"],
        "Fordere jemanden in diesem Kanal zu einer Partie heraus oder übe gegen die KI."
    );
    assert_eq!(
        play["description_localizations"]["es-419"],
        play["description_localizations"]["es-ES"]
    );
    let ai = &play["options"].as_array().unwrap()[2];
    assert_eq!(ai["name"], "ai");
    assert_eq!(ai["choices"][2]["name_localizations"]["es-ES"], "difícil");

    for (reader, locale, title) in [
        (&german, "de", "So spielst du mit boardbot"),
        (&english, "en-US", "How to play with boardbot"),
    ] {
        let sent = fake
            .slash(reader, fake.guild_channel(), Slash::new("help"))
            .await;
        let help = private_text(locale, &fake.reply(&sent).await);
        assert!(help.contains(title), "{help}");
        for c in &commands {
            let name = c["name"].as_str().unwrap();
            let description = c["description_localizations"][locale].as_str().unwrap();
            assert!(
                help.lines()
                    .any(|l| l.contains(&format!("/{name}`")) && l.contains(description)),
                "{locale}: /{name} ({description}) is not in {help}"
            );
        }
    }
    fake.assert_no_problems();
}
