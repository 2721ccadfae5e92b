//! A designed game whose rules file fails mid-play is paused, not lost (issue 44). The file
//! may fail on a move the player had every right to make (a bug in `play`, a position its
//! `moves` cannot list, a budget spent): the move is not played, and the game waits.
//! - **Pausing** writes, in one transaction, the game with its deadline stopped (the time left
//!   of the turn kept, the mover's clock frozen), the pause, and a direct message to the
//!   designer who uploaded that version naming what failed and where.
//! - **While paused** nothing that needs the file is played (moves, takebacks, extra time);
//!   its players may still resign or agree a draw. Its board says why it waits.
//! - **Resuming**: when the server uses another version of the game (an upload, `/design use`),
//!   each of its paused games of that game is replayed move by move on that version. A game
//!   whose moves all replay, in a position the file answers for, goes on on the new version
//!   with the turn's time it had left; the others stay paused, and the designer hears why.

use super::*;
use crate::store::{DesignerNoticeRecord, PauseRecord};

/// What a change of version did to the paused games of a game.
#[derive(Clone, Debug, Default)]
pub struct Resumed {
    /// The boards of the games that go on, to be shown in their channels.
    pub boards: Vec<BoardView>,
    /// Games still paused on the new version: the game's id and why.
    pub still_paused: Vec<(i64, Text)>,
    /// On a new upload by the game's own server: its games paused in servers that added it
    /// from the gallery, which go on only once their own designers choose a version, and are
    /// to be told this one is out.
    pub elsewhere: Vec<PausedElsewhere>,
}

/// A game paused in another server than the one that uploaded a new version of its game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PausedElsewhere {
    pub game_id: i64,
    pub channel_id: u64,
    /// Its server's language.
    pub lang: crate::i18n::Lang,
}

impl Host {
    /// The pause of a designed game, if it is paused (native games never are: no query).
    pub(super) async fn pause_of(&self, record: &GameRecord) -> HostResult<Option<PauseRecord>> {
        if record.kind.rules_file().is_none() || record.status != Status::Active {
            return Ok(None);
        }
        Ok(self.store.pause_of(record.id).await?)
    }

    /// Refuse what needs a paused game's rules file, saying why and what comes next.
    pub(super) async fn refuse_if_paused(&self, record: &GameRecord) -> HostResult<()> {
        match self.pause_of(record).await? {
            Some(pause) => Err(HostError::refused(
                Text::new(match pause.failed_move.is_empty() {
                    true => "design-game-paused-secret",
                    false => "design-game-paused",
                })
                .arg("game", record.kind.display_name())
                .arg("move", pause.failed_move.as_str()),
            )),
            None => Ok(()),
        }
    }

    /// The rules file failed when `by` played `mv` in `record`'s game (standing at `game`):
    /// pause it, tell its designer, and show the board that says so.
    pub(super) async fn pause_on_fault(
        &self,
        record: &GameRecord,
        game: AnyGame,
        by: &User,
        mv: &str,
        fault: String,
    ) -> HostResult<BoardView> {
        let Some(rules) = record.kind.rules_file() else {
            return Err(HostError::Internal(format!(
                "game {} is no designed game, yet its rules failed: {fault}",
                record.id
            )));
        };
        let now = self.now();
        let mut next = record.successor(now);
        next.deadline = None;
        next.remind_at = None;
        // The mover's clock stops where it stands; it starts again when the game resumes.
        if let (Some(clock), Some(seat)) = (next.clock.as_mut(), game.to_move()) {
            clock.left_ms[seat.index()] = clocks::time_left(clock, &game, seat, now).max(0);
            clock.since = now;
        }
        // A move may give away what only its player sees (a card held, a hidden placement): in a
        // game with secrets it is named to nobody, its designer included.
        let shown_move = match rules.declarations.has_private_view {
            true => String::new(),
            false => mv.to_string(),
        };
        let pause = PauseRecord {
            game_id: record.id,
            design_id: rules.declarations.id.clone(),
            rules_hash: rules.hash_hex(),
            failed_move: shown_move.clone(),
            failed_by: by.id,
            fault: fault.clone(),
            deadline_left_ms: record.deadline.map(|d| (d - now).max(0)),
            paused_at: now,
        };
        let notice = self
            .designer_of(&pause.design_id, &pause.rules_hash)
            .await?
            .map(|user_id| DesignerNoticeRecord {
                id: 0,
                user_id,
                kind: super::DesignerNews::Paused.as_str().into(),
                design: rules.declarations.name.clone(),
                channel_id: Some(record.channel_id),
                detail: match shown_move.is_empty() {
                    true => fault.clone(),
                    false => format!("{shown_move}: {fault}"),
                },
                created_at: now,
            });
        match self.store.pause_game(&next, &pause, notice.as_ref()).await {
            Ok(()) => {}
            Err(StoreError::Conflict) => return Err(stale_board()),
            Err(e) => return Err(e.into()),
        }
        self.live.forget(record.channel_id);
        warn!(game = record.id, design = %pause.design_id, fault = %fault,
            "a designed game's rules failed mid-play: the game is paused");
        Ok(self.view(&next, game, None).await)
    }

    /// Who uploaded the version `hash` of `design_id` (none for a file played from a
    /// terminal, which no server uploaded).
    async fn designer_of(&self, design_id: &str, hash: &str) -> HostResult<Option<u64>> {
        Ok(self
            .store
            .design_versions(design_id)
            .await?
            .into_iter()
            .find(|v| v.hash == hash)
            .map(|v| v.author_id))
    }

    /// The pause of the game in `place`, if it is paused: for the terminal, whose user holds
    /// the rules file (Discord tells a designer by DM instead).
    pub async fn pause_in(&self, place: Place) -> HostResult<Option<PauseRecord>> {
        match self.store.live_game_in_channel(place.channel_id).await? {
            Some(record) => self.pause_of(&record).await,
            None => Ok(None),
        }
    }

    /// For a front end whose user holds the rules file (the terminal, where there is no upload):
    /// the paused game in `place` goes on with `kind` (the file as it is now) if its moves
    /// replay on it. `None`: no game there waits on another file than this one.
    pub async fn resume_in(
        &self,
        place: Place,
        kind: GameKind,
    ) -> HostResult<Option<Result<BoardView, Text>>> {
        let Some(rules) = kind.rules_file() else {
            return Ok(None);
        };
        let Some(record) = self.store.live_game_in_channel(place.channel_id).await? else {
            return Ok(None);
        };
        let hash = rules.hash_hex();
        match self.pause_of(&record).await? {
            Some(pause) if pause.rules_hash != hash && record.kind == kind => {
                self.store
                    .save_rules_file(&crate::store::RulesFileRecord::of(rules, self.now()))
                    .await?;
                Ok(Some(self.resume_one(&record, &pause, kind, &hash).await))
            }
            _ => Ok(None),
        }
    }

    /// `guild_id` now uses `hash` for `design_id`: its paused games of that game (and, where
    /// the server owns the game, those played by share code outside servers) go on on it
    /// where their moves replay. With `tell_elsewhere` (a new version uploaded by the server
    /// that owns the game), its games paused in other servers, which keep the version they
    /// chose, are listed to be told (see [`Resumed::elsewhere`]).
    pub(super) async fn resume_paused(
        &self,
        guild_id: u64,
        design_id: &str,
        hash: &str,
        tell_elsewhere: bool,
    ) -> HostResult<Resumed> {
        let mut resumed = Resumed::default();
        let pauses = self.store.pauses_of_design(design_id).await?;
        if pauses.is_empty() {
            return Ok(resumed);
        }
        let versions = self.store.design_versions(design_id).await?;
        let owns = versions.first().is_some_and(|v| v.guild_id == guild_id);
        let kind = self.store.designed_kind(hash).await?;
        for pause in pauses {
            let Some(record) = self.store.game(pause.game_id).await? else {
                self.store.forget_pause(pause.game_id).await?;
                continue;
            };
            if record.status != Status::Active {
                // Resigned or drawn while it waited.
                self.store.forget_pause(pause.game_id).await?;
                continue;
            }
            let here = record.guild_id == guild_id || (record.guild_id == EVERYWHERE && owns);
            if pause.rules_hash == hash {
                continue;
            }
            if !here {
                if tell_elsewhere && owns && record.guild_id != EVERYWHERE {
                    resumed.elsewhere.push(PausedElsewhere {
                        game_id: record.id,
                        channel_id: record.channel_id,
                        lang: self.guild_lang(record.guild_id).await,
                    });
                }
                continue;
            }
            match self.resume_one(&record, &pause, kind, hash).await {
                Ok(board) => resumed.boards.push(board),
                Err(why) => resumed.still_paused.push((record.id, why)),
            }
        }
        Ok(resumed)
    }

    /// Replay `record`'s game on the rules `kind` (the file `hash`) and go on from there;
    /// why not, if it cannot.
    async fn resume_one(
        &self,
        record: &GameRecord,
        pause: &PauseRecord,
        kind: GameKind,
        hash: &str,
    ) -> Result<BoardView, Text> {
        let failed = |e: String| Text::new("design-resume-failed").arg("error", e);
        let moves = self
            .store
            .moves(record.id)
            .await
            .map_err(|e| failed(e.to_string()))?;
        let (options, seed) = (record.options.clone(), record.seed.clone());
        let place = super::designs::DesignCalls::place_of(record);
        let replayed = self
            .design_calls
            .run(place, move || {
                let game = AnyGame::replay(
                    kind,
                    &options,
                    &seed,
                    moves.iter().map(|m| m.notation.as_str()),
                )
                .map_err(|e| failed(e.to_string()))?;
                if game.to_move().is_none() {
                    return Err(match &game {
                        AnyGame::Designed(g) => g.fault().map_or_else(
                            || Text::new("design-resume-over"),
                            |fault| failed(fault.to_string()),
                        ),
                        _ => Text::new("design-resume-over"),
                    });
                }
                let state = serde_json::to_string(&game).map_err(|e| failed(e.to_string()))?;
                Ok((game, state))
            })
            .await
            .map_err(|e| failed(e.to_string()))?;
        let (game, state) = replayed?;
        let now = self.now();
        let mut next = record.successor(now);
        next.kind = kind;
        next.state = Some(state);
        next.deadline = pause.deadline_left_ms.map(|left| now + left);
        if let Some(clock) = next.clock.as_mut() {
            clock.since = now;
        }
        // The turn reminds its player again, at the first point they chose that is still to
        // come.
        next.remind_at = clocks::first_reminder(&next, &game, now);
        self.plan_reminders(&mut next, &game).await;
        self.store
            .resume_game(&next, hash)
            .await
            .map_err(|e| failed(e.to_string()))?;
        self.live.forget(record.channel_id);
        info!(game = record.id, design = %pause.design_id, hash, "a paused designed game resumed");
        Ok(self.view(&next, game, None).await)
    }
}

/// The status of a paused game's board: what failed on whose move, and what it waits for.
pub(super) fn paused_status(record: &GameRecord, pause: &PauseRecord) -> Text {
    let by = record
        .seat_of(pause.failed_by)
        .map_or_else(String::new, |s| record.names[s.index()].clone());
    let id = match pause.failed_move.is_empty() {
        true => "design-paused-status-secret",
        false => "design-paused-status",
    };
    Text::new(id)
        .arg("game", record.kind.display_name())
        .arg("who", by)
        .arg("move", pause.failed_move.as_str())
}
