//! Local play in the terminal: two people at one keyboard (hot seat), through the same host
//! and store as the Discord bot. An unfinished game is resumed the next time.

use std::io::{BufRead, Write};
use std::path::PathBuf;

use crate::ai::Level;
use crate::games::{GameKind, Options};
use crate::host::{BoardView, Host, HostError, Place, User};

/// The terminal plays in guild 0; each game kind has its own local "channel", so an
/// unfinished game of each kind waits to be resumed.
const LOCAL_GUILD: u64 = 0;

fn local_place(kind: GameKind) -> Place {
    let index = GameKind::ALL.iter().position(|&k| k == kind).unwrap_or(0) as u64;
    Place {
        guild_id: Some(LOCAL_GUILD),
        channel_id: 1 + index,
    }
}

fn local_players(kind: GameKind) -> [User; 2] {
    let seats = kind.seat_names();
    [
        User::new(1, format!("Player {}", seats[0])),
        User::new(2, format!("Player {}", seats[1])),
    ]
}

pub struct Terminal<R, W> {
    pub host: Host,
    pub input: R,
    pub output: W,
    /// Where board pictures are written.
    pub png_dir: PathBuf,
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
        let place = local_place(kind);
        let players = local_players(kind);
        let mut view = match self.host.board(place).await {
            Ok(view) if view.kind == kind => {
                writeln!(
                    self.output,
                    "Resuming your unfinished {} game.",
                    kind.display_name()
                )?;
                view
            }
            _ => {
                // A challenge left unanswered by an earlier run is withdrawn first.
                let moderator = User {
                    manages_server: true,
                    ..players[0].clone()
                };
                let _ = self.host.abort(place, &moderator).await;
                if let Some(level) = ai {
                    self.host
                        .start_ai_game(place, &players[0], kind, options, level)
                        .await
                        .map_err(|e| anyhow::anyhow!("{e}"))?
                } else {
                    let challenge = self
                        .host
                        .challenge(place, &players[0], &players[1], kind, options)
                        .await
                        .map_err(|e| anyhow::anyhow!("{e}"))?;
                    self.host
                        .accept(challenge.game_id, &players[1])
                        .await
                        .map_err(|e| anyhow::anyhow!("{e}"))?
                }
            }
        };
        writeln!(
            self.output,
            "{} — type a move, `moves` for the legal moves, `draw`, `resign`, `rules`, `page` \
             (your own page, where a game has one) or `quit` (your game is saved).",
            kind.display_name()
        )?;
        loop {
            self.show(&view)?;
            if view.finished {
                return Ok(());
            }
            if view.ai_to_move {
                writeln!(self.output, "{} is thinking…", view.names[1])?;
                match self.host.ai_turn(place).await {
                    Ok(Some(v)) => view = v,
                    Ok(None) => return Err(anyhow::anyhow!("the AI did not move")),
                    Err(e) => return Err(anyhow::anyhow!("{e}")),
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
                writeln!(self.output, "\nGame saved. Run the same command to resume.")?;
                return Ok(());
            }
            let command = line.trim();
            let result = match command.to_lowercase().as_str() {
                "" => continue,
                "quit" | "exit" => {
                    writeln!(self.output, "Game saved. Run the same command to resume.")?;
                    return Ok(());
                }
                "moves" => {
                    writeln!(self.output, "Legal moves: {}", view.legal_moves.join(" "))?;
                    continue;
                }
                "rules" => {
                    writeln!(self.output, "{}", kind.rules_text())?;
                    continue;
                }
                "resign" => self.host.resign(place, player).await,
                // Hot seat: both players sit here, so an offer is accepted by the other at once
                // only if they type `draw` too.
                "draw" => self.host.draw(place, player).await,
                "page" => {
                    match self.host.private_view(place, player).await {
                        Ok((text, _)) => writeln!(self.output, "{text}")?,
                        Err(e) => writeln!(self.output, "{e}")?,
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
                Ok(v) => view = v,
                Err(HostError::Refused(text)) => writeln!(self.output, "{text}")?,
                Err(e) => return Err(anyhow::anyhow!("{e}")),
            }
        }
    }

    fn show(&mut self, view: &BoardView) -> anyhow::Result<()> {
        std::fs::create_dir_all(&self.png_dir)?;
        let path = self
            .png_dir
            .join(format!("{}-{}.png", view.kind.id(), view.game_id));
        std::fs::write(&path, &view.png)?;
        writeln!(self.output)?;
        if let Some(m) = &view.last_move {
            writeln!(self.output, "Played: {m}")?;
        }
        if let Some((_, c)) = &view.compliment {
            writeln!(self.output, "Compliment: “{c}”")?;
        }
        if let Some(d) = &view.dice {
            writeln!(self.output, "{d}")?;
        }
        write!(self.output, "{}", view.text)?;
        if let Some(s) = view.scores {
            writeln!(
                self.output,
                "Score: {} {} – {} {}",
                view.seat_names[0], s[0], s[1], view.seat_names[1]
            )?;
        }
        writeln!(self.output, "{}", view.status)?;
        writeln!(self.output, "Picture: {}", path.display())?;
        Ok(())
    }
}
