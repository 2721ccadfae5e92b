//! The pictures the pages show: a board at a ply, the analysis chart, the replay GIF; drawn
//! off the async workers.

use std::sync::atomic::AtomicBool;
use std::sync::Arc;

use crate::i18n::{Lang, Text};
use crate::render::replay::{replay_gif_until, MAX_GIF_BYTES};
use crate::render::{render_png, BoardInfo};
use crate::store::GameRecord;

use super::start_of;
use crate::host::views::status_line;
use crate::host::{Host, HostError, HostResult};

impl Host {
    /// The board of a game `viewer` may watch ([`Host::watchable_record`]) at `version`, as a
    /// PNG with its texts in `lang`; `None` unless that is its current version (an older one
    /// is not kept: a takeback can change what a ply showed).
    pub async fn position_png(
        &self,
        game_id: i64,
        viewer: Option<u64>,
        version: i64,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        let Some(record) = self.watchable_record(game_id, viewer).await? else {
            return Ok(None);
        };
        if record.version != version {
            return Ok(None);
        }
        let log = self.log_of(&record).await?;
        let plies = log.len();
        self.draw_ply(&record, log, plies, lang).await
    }

    /// The board of a public game after `ply` moves, as a PNG with its texts in `lang`; `None`
    /// past the last ply. Drawn off the async workers.
    pub async fn public_ply_png(
        &self,
        record: &GameRecord,
        ply: usize,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        let log = self.log_of(record).await?;
        self.draw_ply(record, log, ply, lang).await
    }

    /// The board of `record` after `ply` of the moves `log`; `None` past the last one.
    async fn draw_ply(
        &self,
        record: &GameRecord,
        log: Vec<String>,
        ply: usize,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        if ply > log.len() {
            return Ok(None);
        }
        let record = record.clone();
        tokio::task::spawn_blocking(move || {
            let mut game = start_of(&record)?;
            let mut last_move = String::new();
            for entry in &log[..ply] {
                last_move = game
                    .apply_log_entry(entry)
                    .map_err(|e| HostError::Internal(format!("game {}: {e}", record.id)))?;
            }
            let status = if ply == log.len() {
                status_line(&record, &game).get(lang)
            } else if ply == 0 {
                Text::new("picture-replay-status")
                    .arg("plies", log.len())
                    .get(lang)
            } else {
                Text::new("picture-replay-ply")
                    .arg("ply", ply)
                    .arg("plies", log.len())
                    .arg("move", last_move)
                    .get(lang)
            };
            let info = BoardInfo {
                players: record.names.clone(),
                status,
                lang,
                palette: Default::default(),
            };
            Ok(Some(render_png(&game, &info)))
        })
        .await
        .map_err(|e| HostError::Internal(format!("drawing a ply: {e}")))?
    }

    /// The chart of a public game's stored analysis, a PNG with its texts in `lang`; `None`
    /// when it has none.
    pub async fn public_analysis_chart(
        &self,
        record: &GameRecord,
        lang: Lang,
    ) -> HostResult<Option<Vec<u8>>> {
        let Some(analysis) = self.stored_analysis(record.id).await? else {
            return Ok(None);
        };
        let log = self.log_of(record).await?;
        let view = self
            .analysis_view(record.clone(), &log, analysis, (lang, Default::default()))
            .await?;
        Ok(Some(view.chart))
    }

    /// The replay GIF of a public game, its texts in `lang`. Drawing stops, with an error, once
    /// `stop` is raised (nobody waits for it any more).
    pub async fn public_replay_gif(
        &self,
        record: &GameRecord,
        lang: Lang,
        stop: Arc<AtomicBool>,
    ) -> HostResult<Vec<u8>> {
        let log = self.log_of(record).await?;
        let record = record.clone();
        tokio::task::spawn_blocking(move || {
            let start = start_of(&record)?;
            let mut end = start.clone();
            for entry in &log {
                end.apply_log_entry(entry)
                    .map_err(|e| HostError::Internal(format!("game {}: {e}", record.id)))?;
            }
            let status = status_line(&record, &end).get(lang);
            // The web's pictures are drawn in the classic palette.
            let look = (lang, Default::default());
            replay_gif_until(
                &start,
                &log,
                &record.names,
                &status,
                look,
                MAX_GIF_BYTES,
                &stop,
            )
            .map_err(|e| HostError::Internal(format!("replay of game {}: {e}", record.id)))?
            .map(|gif| gif.bytes)
            .ok_or_else(|| HostError::Internal(format!("replay of game {}: stopped", record.id)))
        })
        .await
        .map_err(|e| HostError::Internal(format!("drawing a replay: {e}")))?
    }
}
