//! A finished game's page: its moves, the board after each in words, how it ended, its
//! files for the referee and the moves its stored analysis marked.

use crate::ai::analysis::Class;
use crate::games::{AnyGame, Seat};
use crate::i18n::{Lang, Text};
use crate::store::{GameRecord, Status};

use super::start_of;
use crate::host::history::{how_it_ended, move_file, page_files, referee_command};
use crate::host::views::{alt_text, status_line};
use crate::host::{Host, HostError, HostResult, ReplayFile};

/// One ply of a finished game, as its page lists it.
#[derive(Clone, Debug, PartialEq)]
pub struct PublicPly {
    /// 1 for the first move.
    pub ply: usize,
    pub seat: Seat,
    /// The move as the game names it ("b2", "pass").
    pub notation: String,
}

/// A finished game, everything revealed.
#[derive(Clone, Debug)]
pub struct PublicGame {
    pub record: GameRecord,
    pub plies: Vec<PublicPly>,
    /// The board after each ply in words (0: the start), as the bot's pictures carry them.
    pub alt_texts: Vec<String>,
    /// "ann (X) wins", in the language asked for.
    pub status: String,
    /// How it ended: "on the board", "by resignation"…
    pub how: Text,
    /// The move log as the referee reads it, and both pages of a Cross Words Combat game.
    pub move_file: ReplayFile,
    pub page_files: Vec<ReplayFile>,
    pub referee_command: String,
    /// The moves a stored analysis classified, by ply; `None` when the game has no analysis
    /// (the pages never start one).
    pub analysis: Option<Vec<MoveMark>>,
}

/// A move that cost its player: its class and the move the AI preferred.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveMark {
    pub ply: usize,
    pub class: Class,
    pub best: Option<String>,
}

/// The alt text of a finished game's board before its last ply: whose turn it was then.
fn ply_alt_text(
    record: &GameRecord,
    game: &AnyGame,
    last: Option<&PublicPly>,
    lang: Lang,
) -> String {
    let seats = record.kind.seat_names();
    let status = match game.to_move() {
        Some(s) => Text::new("view-to-move").arg(
            "who",
            Text::new("view-seat")
                .arg("name", &record.names[s.index()])
                .arg("seat", seats[s.index()]),
        ),
        None => Text::new("view-game-over"),
    };
    let last = last.map(|p| p.notation.as_str());
    alt_text(record, game, &status.get(lang), last, lang)
}

impl Host {
    /// The record of game `game_id` if it has a public page: finished, in a server that has
    /// opted in. Cheap (two reads), for answers that need no replay (a cached image).
    pub async fn public_game_record(&self, game_id: i64) -> HostResult<Option<GameRecord>> {
        let Some(record) = self.store.game(game_id).await? else {
            return Ok(None);
        };
        if record.status != Status::Finished || !self.has_public_pages(record.guild_id).await? {
            return Ok(None);
        }
        Ok(Some(record))
    }

    /// Game `game_id`'s page, texts in `lang`; `None` unless it has one (see
    /// [`Host::public_game_record`]).
    pub async fn public_game(&self, game_id: i64, lang: Lang) -> HostResult<Option<PublicGame>> {
        let Some(record) = self.public_game_record(game_id).await? else {
            return Ok(None);
        };
        // The two reads at once: a page read for the first time waits for one round trip.
        let (moves, analysis) =
            tokio::join!(self.store.moves(record.id), self.stored_analysis(record.id));
        let (moves, analysis) = (moves?, analysis?);
        let mut game = start_of(&record)?;
        let mut plies = Vec::with_capacity(moves.len());
        let mut alt_texts = Vec::with_capacity(moves.len() + 1);
        for (i, m) in moves.iter().enumerate() {
            alt_texts.push(ply_alt_text(&record, &game, plies.last(), lang));
            let notation = game.apply_log_entry(&m.notation).map_err(|e| {
                HostError::Internal(format!("game {} ply {}: {e}", record.id, i + 1))
            })?;
            plies.push(PublicPly {
                ply: i + 1,
                seat: m.seat,
                notation,
            });
        }
        let log: Vec<String> = moves.into_iter().map(|m| m.notation).collect();
        let status = status_line(&record, &game).get(lang);
        let last = plies.last().map(|p| p.notation.as_str());
        alt_texts.push(alt_text(&record, &game, &status, last, lang));
        let move_file = move_file(&record, &log, &status, lang);
        let page_files = page_files(&record, &game);
        let referee_command = referee_command(&record, true, &move_file, &page_files);
        let how = record
            .result
            .map(|r| how_it_ended(r.reason))
            .unwrap_or_else(|| Text::new("history-on-board"));
        let analysis = analysis.map(|analysis| {
            analysis
                .plies
                .into_iter()
                .filter_map(|p| {
                    Some(MoveMark {
                        ply: p.ply,
                        class: p.class?,
                        best: p.best,
                    })
                })
                .collect()
        });
        Ok(Some(PublicGame {
            record,
            plies,
            alt_texts,
            status,
            how,
            move_file,
            page_files,
            referee_command,
            analysis,
        }))
    }
}
