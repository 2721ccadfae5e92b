//! `boardbot play --rules FILE [--ai LEVEL]`: a designed game in this terminal, hot seat or
//! against the AI (which takes the second seat). Designed games are not stored yet: the
//! position is shown in the file's own words, and its picture written to `png_dir` after every
//! move, as the terminal does for native games.

use std::io::{BufRead, Write};
use std::path::Path;
use std::sync::Arc;

use crate::ai::Level;
use crate::games::designed::{DesignedGame, DesignedRules, OptionValue, PlayError};
use crate::games::{canonicalize, Outcome, Seat};
use crate::i18n::{Lang, Text};

/// Play `rules` to its end (or `quit`, or the end of input).
pub fn play_rules(
    rules: &Arc<DesignedRules>,
    options: &[(String, OptionValue)],
    ai: Option<Level>,
    lang: Lang,
    png_dir: &Path,
    mut input: impl BufRead,
    out: &mut impl Write,
) -> anyhow::Result<()> {
    let seed = rand::random::<u64>();
    let seed_text = seed.to_string();
    let mut game = DesignedGame::start(rules, options, &seed_text)?;
    let seats = game.seat_names().map(str::to_string);
    let say = |out: &mut dyn Write, text: Text| writeln!(out, "{}", text.get(lang));
    say(
        out,
        Text::new("design-play-help").arg("game", game.name().to_string()),
    )?;
    loop {
        let facts = game
            .try_facts()
            .map_err(|e| anyhow::anyhow!("{e}"))?
            .clone();
        writeln!(out, "{}", game.try_describe()?)?;
        let png = crate::render::designed::designed_png(&game, lang)?;
        std::fs::create_dir_all(png_dir)?;
        let path = png_dir.join(format!("{}.png", game.id()));
        std::fs::write(&path, png)?;
        say(
            out,
            Text::new("term-picture").arg("path", path.display().to_string()),
        )?;
        if let Some(scores) = facts.scores {
            say(
                out,
                Text::new("term-score")
                    .arg("first-seat", seats[0].clone())
                    .arg("first", scores[0])
                    .arg("second", scores[1])
                    .arg("second-seat", seats[1].clone()),
            )?;
        }
        let Some(mover) = facts.to_move else {
            let end = match facts.outcome {
                Some(Outcome::Winner(seat)) => {
                    Text::new("design-play-winner").arg("seat", seats[seat.index()].clone())
                }
                _ => Text::new("design-play-draw"),
            };
            say(out, end)?;
            return Ok(());
        };
        if ai.is_some() && mover == Seat::SECOND {
            say(out, Text::new("term-thinking").arg("name", "AI"))?;
            let level = ai.unwrap_or(Level::Medium);
            let Some(mv) = crate::ai::choose_move(&game, level, seed ^ game_ply(&game)) else {
                return Ok(());
            };
            // A chance move (a throw of the dice) is thrown here from the game's seed, as the
            // host does.
            let mv = game.try_resolve(&mv, &seed_text)?.unwrap_or(mv);
            game.try_play(&mv).map_err(|e| anyhow::anyhow!("{e}"))?;
            say(out, Text::new("term-played").arg("move", mv))?;
            continue;
        }
        say(
            out,
            Text::new("view-to-move").arg("who", seats[mover.index()].clone()),
        )?;
        write!(out, "> ")?;
        out.flush()?;
        let mut line = String::new();
        if input.read_line(&mut line)? == 0 {
            return Ok(());
        }
        match canonicalize(&line).as_str() {
            "" => {}
            "quit" => return Ok(()),
            "moves" => say(
                out,
                Text::new("term-legal-moves").arg("moves", facts.moves.join(" ")),
            )?,
            "rules" => writeln!(out, "{}", rules.declarations.rules)?,
            mv if game.is_chance_outcome(mv)? => say(out, Text::new("host-bot-throws-dice"))?,
            mv => match game
                .try_resolve(mv, &seed_text)
                .map_err(PlayError::Fault)
                .and_then(|thrown| game.try_play(thrown.as_deref().unwrap_or(mv)))
            {
                Ok(()) => {}
                Err(PlayError::Refused(e)) => say(out, e.text())?,
                Err(PlayError::Fault(e)) => return Err(anyhow::anyhow!("{e}")),
            },
        }
    }
}

fn game_ply(game: &DesignedGame) -> u64 {
    crate::games::Game::ply(game) as u64
}
