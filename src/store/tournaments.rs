//! Tournaments, their entrants and pairings. Every change to a tournament is one transaction
//! that also bumps the tournament's version, checked against the version it was read at: two
//! processes (or two ticks) can never pair the same round, and a join cannot slip past a full
//! field.

use std::str::FromStr;

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, GameResult, Status, Store, StoreError, StoreResult};
use crate::games::{GameKind, Options};
use crate::pairing::{Format, GameOutcome};

/// Where a tournament is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TournamentStatus {
    /// Taking sign-ups until it starts.
    SignUp,
    Running,
    Finished,
    Cancelled,
}

impl TournamentStatus {
    fn as_str(self) -> &'static str {
        match self {
            TournamentStatus::SignUp => "signup",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    pub fn is_open(self) -> bool {
        matches!(self, TournamentStatus::SignUp | TournamentStatus::Running)
    }
}

impl FromStr for TournamentStatus {
    type Err = StoreError;
    fn from_str(s: &str) -> StoreResult<TournamentStatus> {
        Ok(match s {
            "signup" => TournamentStatus::SignUp,
            "running" => TournamentStatus::Running,
            "finished" => TournamentStatus::Finished,
            "cancelled" => TournamentStatus::Cancelled,
            other => return Err(StoreError::Corrupt(format!("tournament status `{other}`"))),
        })
    }
}

/// One tournament as stored.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRecord {
    pub id: i64,
    pub guild_id: u64,
    /// Where it was created: its sign-up and standings are posted here, its games are threads
    /// of it.
    pub channel_id: u64,
    pub organizer_id: u64,
    pub kind: GameKind,
    pub format: Format,
    /// The options of every game (a clock among them, when the event is played on one).
    pub options: Options,
    /// The turn timer of every game.
    pub turn_seconds: i64,
    pub rated: bool,
    pub max_players: u32,
    /// Points a bye gives.
    pub bye_points: f64,
    pub status: TournamentStatus,
    /// Rounds paired so far (in an arena: games paired so far).
    pub round: u32,
    /// When it starts on its own (unix ms).
    pub starts_at: i64,
    /// An arena's end (unix ms), set when it starts.
    pub ends_at: Option<i64>,
    /// When an arena's standings were last posted (unix ms).
    pub standings_at: Option<i64>,
    /// The message its sign-up was posted as, once posted.
    pub signup_message_id: Option<u64>,
    pub version: i64,
    pub created_at: i64,
    pub updated_at: i64,
}

impl TournamentRecord {
    /// The next version of this record, changed at `now`.
    pub fn successor(&self, now: i64) -> TournamentRecord {
        TournamentRecord {
            version: self.version + 1,
            updated_at: now,
            ..self.clone()
        }
    }
}

/// A player entered in a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRecord {
    pub user_id: u64,
    pub name: String,
    /// Their rating in the tournament's game when they joined.
    pub rating: f64,
    pub joined_round: u32,
    pub joined_at: i64,
    /// `false` once withdrawn or removed.
    pub active: bool,
    /// An arena player taking a break: not paired until they come back.
    pub paused: bool,
}

/// A pairing to store: a game to be played, or a bye (no second player).
#[derive(Clone, Debug, PartialEq)]
pub struct NewPairing {
    pub round: u32,
    pub first: u64,
    pub second: Option<u64>,
    pub bye_points: Option<f64>,
    /// A result decided without a game (a withdrawn player's forfeit), with its reason.
    pub decided: Option<(GameOutcome, String)>,
}

/// One stored pairing, with its game's state when it has one.
#[derive(Clone, Debug, PartialEq)]
pub struct PairingRecord {
    pub id: i64,
    pub round: u32,
    pub first: u64,
    /// `None`: a bye.
    pub second: Option<u64>,
    pub bye_points: Option<f64>,
    /// The thread opened for its game.
    pub thread_id: Option<u64>,
    pub game_id: Option<i64>,
    pub game_status: Option<Status>,
    pub game_result: Option<GameResult>,
    /// The organizer's word (or a forfeit) over the game's, with the reason.
    pub adjusted: Option<GameOutcome>,
    pub adjust_reason: Option<String>,
}

/// What one transaction changes besides the tournament row.
#[derive(Clone, Debug, PartialEq)]
pub enum TournamentWrite {
    /// Enter a player, or change their entry.
    Entrant(EntrantRecord),
    /// Take back a sign-up before the start.
    RemoveEntrant(u64),
    Pairings(Vec<NewPairing>),
    /// Set a pairing's result by the organizer's word, with the reason.
    Adjust {
        pairing_id: i64,
        outcome: GameOutcome,
        reason: String,
    },
}

const TOURNAMENT_COLUMNS: &str = "id, guild_id, channel_id, organizer_id, kind, format, options, \
     turn_seconds, rated, max_players, bye_points, status, round, starts_at, ends_at, \
     standings_at, signup_message_id, version, created_at, updated_at, rules_hash";

/// A row's tournament; a designed game's rules file must be loaded first
/// ([`Store::tournaments_of`]).
fn tournament_from_row(r: &AnyRow) -> StoreResult<TournamentRecord> {
    let kind: String = r.try_get("kind")?;
    // A designed game's tournament names the version it was created with: a newer one loaded
    // since (`GameKind::from_id`'s answer) is not its game.
    let kind = match r.try_get::<Option<String>, _>("rules_hash")? {
        Some(hash) => super::games::designed_kind(&hash)?,
        None => GameKind::native_from_id(&kind)
            .ok_or_else(|| StoreError::Corrupt(format!("tournament game `{kind}`")))?,
    };
    let format: String = r.try_get("format")?;
    let options: String = r.try_get("options")?;
    let status: String = r.try_get("status")?;
    Ok(TournamentRecord {
        id: r.try_get("id")?,
        guild_id: id_out(r.try_get("guild_id")?),
        channel_id: id_out(r.try_get("channel_id")?),
        organizer_id: id_out(r.try_get("organizer_id")?),
        kind,
        format: serde_json::from_str(&format)
            .map_err(|e| StoreError::Corrupt(format!("tournament format: {e}")))?,
        options: serde_json::from_str(&options)
            .map_err(|e| StoreError::Corrupt(format!("tournament options: {e}")))?,
        turn_seconds: r.try_get("turn_seconds")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        max_players: r.try_get::<i64, _>("max_players")? as u32,
        bye_points: r.try_get("bye_points")?,
        status: status.parse()?,
        round: r.try_get::<i64, _>("round")? as u32,
        starts_at: r.try_get("starts_at")?,
        ends_at: r.try_get("ends_at")?,
        standings_at: r.try_get("standings_at")?,
        signup_message_id: r
            .try_get::<Option<i64>, _>("signup_message_id")?
            .map(id_out),
        version: r.try_get("version")?,
        created_at: r.try_get("created_at")?,
        updated_at: r.try_get("updated_at")?,
    })
}

fn json<T: serde::Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("tournament fields serialise")
}

impl Store {
    /// The tournaments of rows, the rules files of designed games' loaded first (another
    /// process may have created them from a file this one never loaded).
    async fn tournaments_of(&self, rows: Vec<AnyRow>) -> StoreResult<Vec<TournamentRecord>> {
        self.load_rules_of(&rows).await?;
        rows.iter().map(tournament_from_row).collect()
    }

    /// Store a new tournament; returns it with its id.
    pub async fn insert_tournament(&self, t: &TournamentRecord) -> StoreResult<TournamentRecord> {
        // Its rules file is kept first, as a game's is: every game of it starts from that file,
        // in this process or another, after any restart.
        if let Some(rules) = t.kind.rules_file() {
            let file = super::RulesFileRecord::of(rules, t.created_at);
            self.save_rules_file(&file).await?;
        }
        self.on_live_connection("insert a tournament", |_| async move {
            let row = sqlx::query(&format!(
                "INSERT INTO tournaments (guild_id, channel_id, organizer_id, kind, format, \
                 options, turn_seconds, rated, max_players, bye_points, status, round, starts_at, \
                 ends_at, standings_at, signup_message_id, version, created_at, updated_at, \
                 rules_hash) \
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
                 $17, $18, $19, $20) \
                 RETURNING {TOURNAMENT_COLUMNS}"
            ))
            .bind(id_in(t.guild_id))
            .bind(id_in(t.channel_id))
            .bind(id_in(t.organizer_id))
            .bind(t.kind.id())
            .bind(json(&t.format))
            .bind(json(&t.options))
            .bind(t.turn_seconds)
            .bind(t.rated as i64)
            .bind(t.max_players as i64)
            .bind(t.bye_points)
            .bind(t.status.as_str())
            .bind(t.round as i64)
            .bind(t.starts_at)
            .bind(t.ends_at)
            .bind(t.standings_at)
            .bind(t.signup_message_id.map(id_in))
            .bind(t.version)
            .bind(t.created_at)
            .bind(t.updated_at)
            .bind(t.kind.rules_file().map(|rules| rules.hash_hex()))
            .fetch_one(&self.pool)
            .await?;
            tournament_from_row(&row)
        })
        .await
    }

    pub async fn tournament(&self, id: i64) -> StoreResult<Option<TournamentRecord>> {
        self.on_live_connection("read a tournament", |_| async move {
            let row = sqlx::query(&format!(
                "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE id = $1"
            ))
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
            Ok(self.tournaments_of(row.into_iter().collect()).await?.pop())
        })
        .await
    }

    /// Tournaments taking sign-ups or running, oldest first (every server's: callers keep
    /// those of their shards).
    pub async fn open_tournaments(&self) -> StoreResult<Vec<TournamentRecord>> {
        self.on_live_connection("read the open tournaments", |_| async move {
            let rows = sqlx::query(&format!(
                "SELECT {TOURNAMENT_COLUMNS} FROM tournaments \
                 WHERE status IN ('signup', 'running') ORDER BY id"
            ))
            .fetch_all(&self.pool)
            .await?;
            self.tournaments_of(rows).await
        })
        .await
    }

    /// A server's tournaments, newest first (at most `limit`).
    pub async fn guild_tournaments(
        &self,
        guild_id: u64,
        limit: i64,
    ) -> StoreResult<Vec<TournamentRecord>> {
        self.on_live_connection("read a server's tournaments", |_| async move {
            let rows = sqlx::query(&format!(
                "SELECT {TOURNAMENT_COLUMNS} FROM tournaments WHERE guild_id = $1 \
                 ORDER BY id DESC LIMIT $2"
            ))
            .bind(id_in(guild_id))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
            self.tournaments_of(rows).await
        })
        .await
    }

    /// Remember the message tournament `id`'s sign-up was posted as. Outside the version
    /// check on purpose: it is written once, right after the post, decides nothing, and a Join
    /// click landing meanwhile must not be refused as a conflict.
    pub async fn set_tournament_signup_message(&self, id: i64, message_id: u64) -> StoreResult<()> {
        self.on_live_connection("keep a tournament's sign-up message", |_| async move {
            sqlx::query("UPDATE tournaments SET signup_message_id = $1 WHERE id = $2")
                .bind(id_in(message_id))
                .bind(id)
                .execute(&self.pool)
                .await?;
            Ok(())
        })
        .await
    }

    /// Write `next` (whose version is one more than the stored one) and `writes` in one
    /// transaction; [`StoreError::Conflict`] and nothing written when the tournament changed
    /// since it was read.
    pub async fn change_tournament(
        &self,
        next: &TournamentRecord,
        writes: &[TournamentWrite],
    ) -> StoreResult<()> {
        let mut tx = self.pool.begin().await?;
        let updated = sqlx::query(
            "UPDATE tournaments SET status = $1, round = $2, starts_at = $3, ends_at = $4, \
             standings_at = $5, version = $6, updated_at = $7 WHERE id = $8 AND version = $9",
        )
        .bind(next.status.as_str())
        .bind(next.round as i64)
        .bind(next.starts_at)
        .bind(next.ends_at)
        .bind(next.standings_at)
        .bind(next.version)
        .bind(next.updated_at)
        .bind(next.id)
        .bind(next.version - 1)
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            return Err(StoreError::Conflict);
        }
        for write in writes {
            match write {
                TournamentWrite::Entrant(e) => {
                    sqlx::query(
                        "INSERT INTO tournament_entrants (tournament_id, user_id, name, rating, \
                         joined_round, joined_at, active, paused) \
                         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) \
                         ON CONFLICT (tournament_id, user_id) DO UPDATE SET name = excluded.name, \
                         active = excluded.active, paused = excluded.paused",
                    )
                    .bind(next.id)
                    .bind(id_in(e.user_id))
                    .bind(&e.name)
                    .bind(e.rating)
                    .bind(e.joined_round as i64)
                    .bind(e.joined_at)
                    .bind(e.active as i64)
                    .bind(e.paused as i64)
                    .execute(&mut *tx)
                    .await?;
                }
                TournamentWrite::RemoveEntrant(user) => {
                    sqlx::query(
                        "DELETE FROM tournament_entrants WHERE tournament_id = $1 AND user_id = $2",
                    )
                    .bind(next.id)
                    .bind(id_in(*user))
                    .execute(&mut *tx)
                    .await?;
                }
                TournamentWrite::Pairings(pairings) => {
                    for p in pairings {
                        let (adjusted, reason) = match &p.decided {
                            Some((outcome, reason)) => (Some(json(outcome)), Some(reason.clone())),
                            None => (None, None),
                        };
                        sqlx::query(
                            "INSERT INTO tournament_pairings (tournament_id, round, first_id, \
                             second_id, bye_points, adjusted, adjust_reason) \
                             VALUES ($1, $2, $3, $4, $5, $6, $7)",
                        )
                        .bind(next.id)
                        .bind(p.round as i64)
                        .bind(id_in(p.first))
                        .bind(p.second.map(id_in))
                        // Always a number: the Any driver types a NULL parameter as an integer,
                        // and PostgreSQL then refuses the statement's next float.
                        .bind(p.bye_points.unwrap_or(0.0))
                        .bind(adjusted)
                        .bind(reason)
                        .execute(&mut *tx)
                        .await?;
                    }
                }
                TournamentWrite::Adjust {
                    pairing_id,
                    outcome,
                    reason,
                } => {
                    sqlx::query(
                        "UPDATE tournament_pairings SET adjusted = $1, adjust_reason = $2 \
                         WHERE id = $3 AND tournament_id = $4",
                    )
                    .bind(json(outcome))
                    .bind(reason)
                    .bind(pairing_id)
                    .bind(next.id)
                    .execute(&mut *tx)
                    .await?;
                }
            }
        }
        tx.commit().await?;
        Ok(())
    }

    /// Everyone entered, in the order they joined.
    pub async fn entrants(&self, tournament_id: i64) -> StoreResult<Vec<EntrantRecord>> {
        self.on_live_connection("read a tournament's entrants", |_| async move {
            let rows = sqlx::query(
                "SELECT user_id, name, rating, joined_round, joined_at, active, paused \
                 FROM tournament_entrants WHERE tournament_id = $1 ORDER BY joined_at, user_id",
            )
            .bind(tournament_id)
            .fetch_all(&self.pool)
            .await?;
            rows.iter()
                .map(|r| {
                    Ok(EntrantRecord {
                        user_id: id_out(r.try_get("user_id")?),
                        name: r.try_get("name")?,
                        rating: r.try_get("rating")?,
                        joined_round: r.try_get::<i64, _>("joined_round")? as u32,
                        joined_at: r.try_get("joined_at")?,
                        active: r.try_get::<i64, _>("active")? != 0,
                        paused: r.try_get::<i64, _>("paused")? != 0,
                    })
                })
                .collect()
        })
        .await
    }

    /// Every pairing of a tournament, in the order they were made, with their games' state.
    pub async fn tournament_pairings(&self, tournament_id: i64) -> StoreResult<Vec<PairingRecord>> {
        self.on_live_connection("read a tournament's pairings", |_| async move {
            let rows = sqlx::query(
                "SELECT p.id, p.round, p.first_id, p.second_id, p.bye_points, p.thread_id, \
                 p.game_id, p.adjusted, p.adjust_reason, g.status, g.result \
                 FROM tournament_pairings p LEFT JOIN games g ON g.id = p.game_id \
                 WHERE p.tournament_id = $1 ORDER BY p.id",
            )
            .bind(tournament_id)
            .fetch_all(&self.pool)
            .await?;
            rows.iter().map(pairing_from_row).collect()
        })
        .await
    }

    /// The tournament and pairing a game was played for, if any.
    pub async fn tournament_of_game(&self, game_id: i64) -> StoreResult<Option<(i64, i64)>> {
        self.on_live_connection("read a game's tournament", |_| async move {
            let row =
                sqlx::query("SELECT tournament_id, id FROM tournament_pairings WHERE game_id = $1")
                    .bind(game_id)
                    .fetch_optional(&self.pool)
                    .await?;
            row.map(|r| Ok((r.try_get("tournament_id")?, r.try_get("id")?)))
                .transpose()
        })
        .await
    }

    /// Give a pairing the thread its game is played in, unless it has one already (then
    /// `false`).
    pub async fn claim_pairing_thread(&self, pairing_id: i64, thread_id: u64) -> StoreResult<bool> {
        self.on_live_connection("give a pairing its thread", |_| async move {
            let done = sqlx::query(
                "UPDATE tournament_pairings SET thread_id = $1 \
                 WHERE id = $2 AND thread_id IS NULL",
            )
            .bind(id_in(thread_id))
            .bind(pairing_id)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Record the game started for a pairing, unless it has one already (then `false`).
    pub async fn link_pairing_game(&self, pairing_id: i64, game_id: i64) -> StoreResult<bool> {
        self.on_live_connection("link a pairing's game", |_| async move {
            let done = sqlx::query(
                "UPDATE tournament_pairings SET game_id = $1 WHERE id = $2 AND game_id IS NULL",
            )
            .bind(game_id)
            .bind(pairing_id)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }
}

fn pairing_from_row(r: &AnyRow) -> StoreResult<PairingRecord> {
    let status: Option<String> = r.try_get("status")?;
    let result: Option<String> = r.try_get("result")?;
    let adjusted: Option<String> = r.try_get("adjusted")?;
    Ok(PairingRecord {
        id: r.try_get("id")?,
        round: r.try_get::<i64, _>("round")? as u32,
        first: id_out(r.try_get("first_id")?),
        second: r.try_get::<Option<i64>, _>("second_id")?.map(id_out),
        bye_points: r.try_get("bye_points")?,
        thread_id: r.try_get::<Option<i64>, _>("thread_id")?.map(id_out),
        game_id: r.try_get("game_id")?,
        game_status: status.map(|s| s.parse()).transpose()?,
        game_result: result
            .map(|s| serde_json::from_str(&s))
            .transpose()
            .map_err(|e| StoreError::Corrupt(format!("game result: {e}")))?,
        adjusted: adjusted
            .map(|s| serde_json::from_str(&s))
            .transpose()
            .map_err(|e| StoreError::Corrupt(format!("adjusted result: {e}")))?,
        adjust_reason: r.try_get("adjust_reason")?,
    })
}
