//! Local play in the terminal: two people at one keyboard (hot seat), through the same host
//! and store as the Discord bot. An unfinished game is resumed the next time.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use crate::ai::Level;
use crate::games::{GameKind, Options};
use crate::host::{
    board_as_text, BoardView, Host, HostError, Place, Takeback, TakebackAnswer, User,
};
use crate::i18n::{Lang, Text};

pub mod analysis;

/// The terminal plays in guild 1 (0 is the pool of games outside servers); each game kind has
/// its own local "channel", so an unfinished game of each kind waits to be resumed.
const LOCAL_GUILD: u64 = 1;

fn local_place(kind: GameKind) -> Place {
    let channel_id = match GameKind::ALL.iter().position(|&k| k == kind) {
        Some(index) => 1 + index as u64,
        // A designed game's channel follows from its id, the same in every run, past
        // the native games' channels.
        None => {
            let hash = crate::games::stable_hash(kind.id());
            1_000 + hash % 1_000_000_000
        }
    };
    Place {
        guild_id: Some(LOCAL_GUILD),
        channel_id,
    }
}

fn local_players(kind: GameKind, lang: Lang) -> [User; 2] {
    let seats = kind.seat_names();
    [1, 2].map(|id| {
        let seat = seats[id as usize - 1];
        User {
            lang,
            ..User::new(id, Text::new("term-player").arg("seat", seat).get(lang))
        }
    })
}

/// The language of the terminal's user, from the POSIX locale (`LC_ALL`, then
/// `LC_MESSAGES`, then `LANG`); English when none is set or it is not one of ours.
pub fn lang_from_env() -> Lang {
    lang_from_vars(|var| std::env::var(var).ok())
}

/// [`lang_from_env`] over any source of environment variables.
fn lang_from_vars(var: impl Fn(&str) -> Option<String>) -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|name| var(name))
        .find(|value| !value.is_empty())
        .map_or_else(Lang::default, |locale| Lang::from_locale(&locale))
}

pub struct Terminal<R, W> {
    pub host: Host,
    pub input: R,
    pub output: W,
    /// Where board pictures are written.
    pub png_dir: PathBuf,
    /// The language of every text (see [`lang_from_env`]).
    pub lang: Lang,
}

impl<R: BufRead, W: Write> Terminal<R, W> {
    /// Play (or resume) a game of `kind` until it ends or the input does: hot seat for two, or
    /// against the AI at `ai` level (which then plays the second seat).
    pub async fn play(
        &mut self,
        kind: GameKind,
        options: Options,
        ai: Option<Level>,
    ) -> anyhow::Result<()> {
        let lang = self.lang;
        let place = local_place(kind);
        let players = local_players(kind, lang);
        // The terminal's boards are "public" texts of its local server: in the user's language.
        self.host
            .note_guild_locale(LOCAL_GUILD, lang.code())
            .await
            .map_err(|e| anyhow::anyhow!(refusal_text(&e, lang)))?;
        // Both players sit at this keyboard, as the local server's moderators: its rated games
        // allow takebacks, which the other player still accepts or declines here.
        let moderator = User {
            manages_server: true,
            ..players[0].clone()
        };
        self.host
            .set_takebacks_rated(Some(LOCAL_GUILD), &moderator, true)
            .await
            .map_err(|e| anyhow::anyhow!(refusal_text(&e, lang)))?;
        let mut view = match self.host.board(place).await {
            Ok(view) if view.kind == kind => {
                let text = Text::new("term-resuming").arg("game", kind.display_name());
                writeln!(self.output, "{}", text.get(lang))?;
                // A game paused on an earlier version of the file goes on with this one.
                match self.host.resume_in(place, kind).await {
                    Ok(Some(Ok(resumed))) => {
                        writeln!(
                            self.output,
                            "{}",
                            Text::new("term-paused-resumed").get(lang)
                        )?;
                        resumed
                    }
                    Ok(Some(Err(why))) => {
                        let still = Text::new("term-paused-still").arg("why", why);
                        writeln!(self.output, "{}", still.get(lang))?;
                        view
                    }
                    Ok(None) => view,
                    Err(e) => return Err(anyhow::anyhow!(refusal_text(&e, lang))),
                }
            }
            _ => {
                // A challenge left unanswered by an earlier run is withdrawn first.
                let _ = self.host.abort(place, &moderator).await;
                if let Some(level) = ai {
                    self.host
                        .start_ai_game(place, &players[0], kind, options, level)
                        .await
                        .map_err(|e| anyhow::anyhow!(refusal_text(&e, lang)))?
                } else {
                    let challenge = self
                        .host
                        .challenge(place, &players[0], &players[1], kind, options)
                        .await
                        .map_err(|e| anyhow::anyhow!(refusal_text(&e, lang)))?;
                    self.host
                        .accept(challenge.game_id, &players[1])
                        .await
                        .map_err(|e| anyhow::anyhow!(refusal_text(&e, lang)))?
                }
            }
        };
        let help = Text::new("term-help").arg("game", kind.display_name());
        writeln!(self.output, "{}", help.get(lang))?;
        loop {
            self.show(&view)?;
            if view.finished {
                return self.offer_analysis(&view, place, &players[0]).await;
            }
            if view.ai_to_move {
                let thinking = Text::new("term-thinking").arg("name", &view.names[1]);
                writeln!(self.output, "{}", thinking.get(lang))?;
                match self.host.ai_turn(place).await {
                    Ok(Some(v)) => view = v,
                    Ok(None) => return Err(anyhow::anyhow!("the AI did not move")),
                    Err(e) => return Err(anyhow::anyhow!(refusal_text(&e, lang))),
                }
                continue;
            }
            let seat = match view.to_move {
                Some(s) => s,
                None => return Ok(()),
            };
            let player = &players[seat.index()];
            write!(self.output, "{} > ", player.name)?;
            self.output.flush()?;
            let mut line = String::new();
            if self.input.read_line(&mut line)? == 0 {
                writeln!(self.output, "\n{}", Text::new("term-saved").get(lang))?;
                return Ok(());
            }
            let command = line.trim();
            let result = match command.to_lowercase().as_str() {
                "" => continue,
                "quit" | "exit" => {
                    writeln!(self.output, "{}", Text::new("term-saved").get(lang))?;
                    return Ok(());
                }
                "moves" => {
                    let legal = self
                        .host
                        .suggest_moves(place, player, "", usize::MAX)
                        .await
                        .unwrap_or_default();
                    let moves = Text::new("term-legal-moves").arg("moves", legal.join(" "));
                    writeln!(self.output, "{}", moves.get(lang))?;
                    continue;
                }
                "rules" => {
                    writeln!(self.output, "{}", kind.rules_text(lang))?;
                    continue;
                }
                "resign" => self.host.resign(place, player).await,
                // Hot seat: both players sit here, so an offer is accepted by the other at once
                // only if they type `draw` too.
                "draw" => self.host.draw(place, player).await,
                "takeback" => match self.host.ask_takeback(place, player).await {
                    Ok(Takeback::Done(v)) => Ok(*v),
                    // Hot seat: the other player answers here too.
                    Ok(Takeback::Asked(request)) => {
                        let other = &players[request.asker.other().index()];
                        let ask = Text::new("term-takeback-ask")
                            .arg("name", &other.name)
                            .arg("asker", &player.name);
                        write!(self.output, "{} ", ask.get(lang))?;
                        self.output.flush()?;
                        let mut answer = String::new();
                        self.input.read_line(&mut answer)?;
                        let accept = matches!(
                            answer.trim().to_lowercase().as_str(),
                            "y" | "yes" | "j" | "ja" | "s" | "si" | "sí"
                        );
                        match self
                            .host
                            .answer_takeback(place, other, request.game_id, request.version, accept)
                            .await
                        {
                            Ok(TakebackAnswer::Accepted(v)) => Ok(*v),
                            Ok(TakebackAnswer::Declined(_)) => {
                                let declined = Text::new("term-takeback-declined");
                                writeln!(self.output, "{}", declined.get(lang))?;
                                continue;
                            }
                            Err(e) => Err(e),
                        }
                    }
                    Err(e) => Err(e),
                },
                "page" => {
                    match self.host.private_view(place, player).await {
                        Ok(view) => writeln!(self.output, "{}", view.text)?,
                        Err(e) => writeln!(self.output, "{}", refusal_text(&e, lang))?,
                    }
                    continue;
                }
                // `MOVE | compliment`: CCC's Nice Flag moves carry a compliment.
                _ => {
                    let (mv, compliment) = match command.split_once('|') {
                        Some((mv, c)) => (mv, Some(c)),
                        None => (command, None),
                    };
                    self.host
                        .play_with_compliment(place, player, mv, compliment, None)
                        .await
                }
            };
            match result {
                Ok(v) if v.paused => {
                    view = v;
                    // The player here holds the file: what failed, and how to go on.
                    if let Ok(Some(pause)) = self.host.pause_in(place).await {
                        let paused = Text::new("term-paused").arg("fault", pause.fault);
                        writeln!(self.output, "{}", paused.get(lang))?;
                    }
                }
                Ok(v) => view = v,
                Err(HostError::Refused(text)) => writeln!(self.output, "{}", text.get(lang))?,
                Err(e) => return Err(anyhow::anyhow!(refusal_text(&e, lang))),
            }
        }
    }

    /// After a game: `analyze` shows the AI's analysis of it; anything else (or the end of the
    /// input) leaves.
    async fn offer_analysis(
        &mut self,
        view: &BoardView,
        place: Place,
        player: &User,
    ) -> anyhow::Result<()> {
        let lang = self.lang;
        writeln!(self.output, "{}", Text::new("term-analyze-offer").get(lang))?;
        let mut line = String::new();
        if self.input.read_line(&mut line)? == 0 || line.trim().to_lowercase() != "analyze" {
            return Ok(());
        }
        let (host, output) = (&self.host, &mut self.output);
        let result = analysis::analyse_with_progress(
            lang,
            view.game_id,
            |tx| host.analyze(place, player, view.game_id, tx),
            output,
        )
        .await;
        match result {
            Ok(analysis) => {
                write!(self.output, "{}", analysis::analysis_table(&analysis))?;
                let saved = analysis::save_chart(&analysis, &self.png_dir)?;
                writeln!(self.output, "{saved}")?;
            }
            Err(e) => writeln!(self.output, "{}", refusal_text(&e, lang))?,
        }
        Ok(())
    }

    fn show(&mut self, view: &BoardView) -> anyhow::Result<()> {
        let lang = self.lang;
        std::fs::create_dir_all(&self.png_dir)?;
        let path = self
            .png_dir
            .join(format!("{}-{}.png", view.kind.id(), view.game_id));
        std::fs::write(&path, &view.png)?;
        writeln!(self.output)?;
        if let Some(m) = &view.last_move {
            let played = Text::new("term-played").arg("move", m);
            writeln!(self.output, "{}", played.get(lang))?;
        }
        if let Some((_, c)) = &view.compliment {
            let compliment = Text::new("term-compliment").arg("compliment", c);
            writeln!(self.output, "{}", compliment.get(lang))?;
        }
        if let Some(d) = &view.dice {
            writeln!(self.output, "{d}")?;
        }
        let board = board_as_text(&view.text, view.scores, view.seat_names, &view.status, lang);
        write!(self.output, "{board}")?;
        let picture = Text::new("term-picture").arg("path", path.display().to_string());
        writeln!(self.output, "{}", picture.get(lang))?;
        Ok(())
    }
}

/// A refusal in the user's language; anything else is our fault: logged with its detail,
/// shown as an apology.
fn refusal_text(error: &HostError, lang: Lang) -> String {
    match error {
        HostError::Refused(text) => text.get(lang),
        HostError::Internal(detail) => {
            tracing::error!(%detail, "internal error in local play");
            crate::i18n::tr(lang, "apology")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_posix_locale_picks_the_language_lc_all_first() {
        let env = |vars: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                vars.iter()
                    .find(|(n, _)| *n == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(lang_from_vars(env(&[("LANG", "de_DE.UTF-8")])), Lang::De);
        assert_eq!(
            lang_from_vars(env(&[("LANG", "de_DE.UTF-8"), ("LC_ALL", "es_MX.UTF-8")])),
            Lang::EsEs
        );
        assert_eq!(
            lang_from_vars(env(&[
                ("LC_ALL", ""),
                ("LC_MESSAGES", "de_AT"),
                ("LANG", "es_ES")
            ])),
            Lang::De
        );
        assert_eq!(lang_from_vars(env(&[("LANG", "C.UTF-8")])), Lang::EnUs);
        assert_eq!(lang_from_vars(env(&[("LANG", "fr_FR.UTF-8")])), Lang::EnUs);
        assert_eq!(lang_from_vars(env(&[])), Lang::EnUs);
    }
}
