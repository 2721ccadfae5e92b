//! Games and their move logs: inserting, reading and committing them, each commit checked
//! against the version it was made from.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{
    id_in, id_out, move_log, Backend, ClockState, EndBookkeeping, GameRecord, MoveRecord,
    MovesAhead, RatingRecord, ShardFilter, Store, StoreError, StoreResult,
};
use crate::games::{GameKind, Seat};

pub(super) const GAME_COLUMNS: &str =
    "id, guild_id, channel_id, kind, options, seed, player0, player1, \
    name0, name1, ai_level, rated, status, result, version, state, draw_offer, turn_seconds, \
    deadline, created_at, updated_at, clock0, clock1, clock_since, recent_moves, remind_at, \
    rules_hash";

impl Store {
    /// Insert a new game (normally a challenge). Fails with `ChannelBusy` if the channel has a
    /// live one: the database's unique index decides, so two racing challenges cannot both win.
    pub async fn insert_game(&self, g: &GameRecord) -> StoreResult<GameRecord> {
        self.insert_linked(g, None).await
    }

    /// A designed game's rules file is kept before the first game of it, so that the game can
    /// always be read back with it.
    async fn keep_rules_of(&self, g: &GameRecord) -> StoreResult<()> {
        match g.kind.rules_file() {
            Some(rules) => {
                let file = super::RulesFileRecord::of(rules, g.created_at);
                self.save_rules_file(&file).await
            }
            None => Ok(()),
        }
    }

    /// [`Store::insert_game`], with the channel a team match challenges (`away`), if any.
    async fn insert_linked(
        &self,
        g: &GameRecord,
        away: Option<(u64, u64)>,
    ) -> StoreResult<GameRecord> {
        self.keep_rules_of(g).await?;
        self.on_live_connection("insert a game", |after_loss| async move {
            let inserted = match away {
                None => insert_game_on(&self.pool, g).await,
                Some(away) => self.insert_team_match_once(g, away).await,
            };
            match inserted {
                // The lost try may have inserted it before its answer was lost: a game's seed
                // is its own.
                Err(StoreError::ChannelBusy) if after_loss => {
                    match self.live_game_in_channel(g.channel_id).await? {
                        Some(live) if live.seed == g.seed => Ok(live),
                        _ => Err(StoreError::ChannelBusy),
                    }
                }
                other => other,
            }
        })
        .await
    }

    /// Insert a team match's challenge `g` (in the challenging channel) with the channel it
    /// challenges, `away` (guild, channel): both channels are busy with it, or, if either has
    /// a live game, nothing is written and the answer is `ChannelBusy`.
    pub async fn insert_team_match(
        &self,
        g: &GameRecord,
        away: (u64, u64),
    ) -> StoreResult<GameRecord> {
        self.insert_linked(g, Some(away)).await
    }

    async fn insert_team_match_once(
        &self,
        g: &GameRecord,
        (guild_id, channel_id): (u64, u64),
    ) -> StoreResult<GameRecord> {
        let mut tx = self.pool.begin().await?;
        let record = insert_game_on(&mut *tx, g).await?;
        let linked = sqlx::query(
            "INSERT INTO team_matches (game_id, guild_id, channel_id) VALUES ($1, $2, $3)",
        )
        .bind(record.id)
        .bind(id_in(guild_id))
        .bind(id_in(channel_id))
        .execute(&mut *tx)
        .await;
        match linked {
            Ok(_) => {}
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                return Err(StoreError::ChannelBusy)
            }
            Err(e) => return Err(e.into()),
        }
        tx.commit().await?;
        Ok(record)
    }

    /// The challenged channel of a team match (guild, channel), if `game_id` is one.
    pub async fn team_match(&self, game_id: i64) -> StoreResult<Option<(u64, u64)>> {
        self.on_live_connection("read a team match", |_| async move {
            sqlx::query("SELECT guild_id, channel_id FROM team_matches WHERE game_id = $1")
                .bind(game_id)
                .fetch_optional(&self.pool)
                .await?
                .map(|r| {
                    Ok((
                        id_out(r.try_get("guild_id")?),
                        id_out(r.try_get("channel_id")?),
                    ))
                })
                .transpose()
        })
        .await
    }

    pub async fn game(&self, id: i64) -> StoreResult<Option<GameRecord>> {
        self.on_live_connection("read a game", |_| async move {
            let row = sqlx::query(&format!("SELECT {GAME_COLUMNS} FROM games WHERE id = $1"))
                .bind(id)
                .fetch_optional(&self.pool)
                .await?;
            self.game_of(row).await
        })
        .await
    }

    /// The challenge or game in progress in a channel: its own, or the team match it was
    /// challenged to (which lives in the challenging channel).
    pub async fn live_game_in_channel(&self, channel_id: u64) -> StoreResult<Option<GameRecord>> {
        self.on_live_connection("read a channel's game", |_| async move {
            let row = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 \
                 AND status IN ('challenge', 'active') \
                 UNION ALL SELECT {GAME_COLUMNS} FROM games WHERE id = \
                 (SELECT game_id FROM team_matches WHERE channel_id = $1 AND live = 1) \
                 AND status IN ('challenge', 'active') LIMIT 1"
            ))
            .bind(id_in(channel_id))
            .fetch_optional(&self.pool)
            .await?;
            self.game_of(row).await
        })
        .await
    }

    /// The newest game of a channel (by id), live or not.
    pub async fn latest_game_in_channel(&self, channel_id: u64) -> StoreResult<Option<GameRecord>> {
        self.on_live_connection("read a channel's latest game", |_| async move {
            let row = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE channel_id = $1 ORDER BY id DESC LIMIT 1"
            ))
            .bind(id_in(channel_id))
            .fetch_optional(&self.pool)
            .await?;
            self.game_of(row).await
        })
        .await
    }

    /// Live games of these shards whose deadline is at or before `now` (unix ms).
    pub async fn games_due(&self, now: i64, shards: &ShardFilter) -> StoreResult<Vec<GameRecord>> {
        self.games_on_shards(
            "read the games due",
            "status IN ('challenge', 'active') AND deadline IS NOT NULL AND deadline <= $1",
            Some(now),
            shards,
            "deadline",
        )
        .await
    }

    /// Every live game on `shards`: what a restarted bot resumes.
    pub async fn live_games(&self, shards: &ShardFilter) -> StoreResult<Vec<GameRecord>> {
        self.games_on_shards(
            "read the live games",
            "status IN ('challenge', 'active')",
            None,
            shards,
            "id",
        )
        .await
    }

    /// Active games on `shards` whose turn reminder is due at `now` (unix ms).
    pub async fn reminders_due(
        &self,
        now: i64,
        shards: &ShardFilter,
    ) -> StoreResult<Vec<GameRecord>> {
        self.games_on_shards(
            "read the reminders due",
            "status = 'active' AND remind_at IS NOT NULL AND remind_at <= $1",
            Some(now),
            shards,
            "remind_at",
        )
        .await
    }

    /// Games matching `condition` (which may use `$1`, bound to `bound`) in guilds of
    /// `shards`, ordered by `order`.
    pub(super) async fn games_on_shards(
        &self,
        what: &'static str,
        condition: &str,
        bound: Option<i64>,
        shards: &ShardFilter,
        order: &str,
    ) -> StoreResult<Vec<GameRecord>> {
        let next = 1 + usize::from(bound.is_some());
        let on_shards = shards
            .condition(next, next + 1)
            .map_or(String::new(), |c| format!("AND {c} "));
        let sql = format!(
            "SELECT {GAME_COLUMNS} FROM games WHERE {condition} {on_shards}ORDER BY {order}"
        );
        self.on_live_connection(what, |_| async {
            let mut query = sqlx::query(&sql);
            if let Some(value) = bound {
                query = query.bind(value);
            }
            if !shards.is_all() {
                query = query
                    .bind(i64::from(shards.first))
                    .bind(i64::from(shards.last));
            }
            let rows = query.fetch_all(&self.pool).await?;
            self.games_of(rows).await
        })
        .await
    }

    /// Mark the reminder at `remind_at` of game `id` sent. `false` when it was already (by
    /// another process) or the turn moved on. Not a new version of the game: the board the
    /// players see stays current.
    pub async fn clear_reminder(&self, id: i64, remind_at: i64) -> StoreResult<bool> {
        self.on_live_connection("mark a reminder sent", |_| async move {
            let done = sqlx::query(
                "UPDATE games SET remind_at = NULL WHERE id = $1 AND remind_at = $2 \
                 AND status = 'active'",
            )
            .bind(id)
            .bind(remind_at)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// The live games of one guild (a server the bot left).
    pub async fn live_games_in_guild(&self, guild_id: u64) -> StoreResult<Vec<GameRecord>> {
        self.on_live_connection("read a guild's live games", |_| async move {
            let rows = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE guild_id = $1 \
                 AND status IN ('challenge', 'active') ORDER BY id"
            ))
            .bind(id_in(guild_id))
            .fetch_all(&self.pool)
            .await?;
            self.games_of(rows).await
        })
        .await
    }

    /// A game's move log in ply order: its rows while it is live, its compact log once over.
    pub async fn moves(&self, game_id: i64) -> StoreResult<Vec<MoveRecord>> {
        self.on_live_connection("read a move log", |_| async move {
            // One round trip for either form: the game's row, joined to its move rows if any.
            let rows = sqlx::query(
                "SELECT g.move_log, g.player0, g.player1, g.created_at, m.ply, m.seat, \
                 m.user_id, m.notation, m.played_at FROM games g \
                 LEFT JOIN moves m ON m.game_id = g.id WHERE g.id = $1 ORDER BY m.ply",
            )
            .bind(game_id)
            .fetch_all(&self.pool)
            .await?;
            let Some(first) = rows.first() else {
                return Ok(Vec::new());
            };
            if let Some(log) = first.try_get::<Option<String>, _>("move_log")? {
                let players = [
                    id_out(first.try_get("player0")?),
                    id_out(first.try_get("player1")?),
                ];
                return move_log::decode(game_id, &log, players, first.try_get("created_at")?);
            }
            rows.iter()
                .filter(|r| r.try_get::<Option<i64>, _>("ply").ok().flatten().is_some())
                .map(|r| move_of_row(game_id, r))
                .collect()
        })
        .await
    }

    /// Fold the move rows of a game that has ended into its compact log, in the transaction
    /// that ends it (`moves` are the rows that transaction adds). The cached state goes too: a
    /// finished game is rebuilt from its log when someone looks at it again.
    async fn compact_log(conn: &mut sqlx::AnyConnection, game: &GameRecord) -> StoreResult<()> {
        let rows = sqlx::query(
            "SELECT ply, seat, user_id, notation, played_at FROM moves WHERE game_id = $1 ORDER BY ply",
        )
        .bind(game.id)
        .fetch_all(&mut *conn)
        .await?;
        let moves = rows
            .iter()
            .map(|r| move_of_row(game.id, r))
            .collect::<StoreResult<Vec<_>>>()?;
        sqlx::query("UPDATE games SET move_log = $1, state = NULL WHERE id = $2")
            .bind(move_log::encode(&moves, game.players, game.created_at))
            .bind(game.id)
            .execute(&mut *conn)
            .await?;
        sqlx::query("DELETE FROM moves WHERE game_id = $1")
            .bind(game.id)
            .execute(&mut *conn)
            .await?;
        Ok(())
    }

    /// Convert the finished games of versions before compact logs, a batch at a time (at
    /// start-up; each game in its own transaction, so an interrupted run resumes).
    pub(super) async fn compact_old_logs(&self) -> StoreResult<u64> {
        let mut done = 0;
        loop {
            let rows = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE id IN (SELECT DISTINCT m.game_id \
                 FROM moves m JOIN games g ON g.id = m.game_id \
                 WHERE g.status NOT IN ('challenge', 'active') LIMIT 500)"
            ))
            .fetch_all(&self.pool)
            .await?;
            if rows.is_empty() {
                return Ok(done);
            }
            self.load_rules_of(&rows).await?;
            for row in &rows {
                let game = game_from_row(row)?;
                let mut tx = self.pool.begin().await?;
                Store::compact_log(&mut tx, &game).await?;
                tx.commit().await?;
                done += 1;
            }
        }
    }

    /// Commit a change to a game in one transaction: the new record (whose `version` must be
    /// the stored one plus one), the moves it adds, and the rating rows it writes. If the game
    /// is no longer at `new.version - 1` nothing is written and the answer is `Conflict`; if a
    /// rating row is no longer the one the new row was computed from (its game count is not
    /// one less), nothing is written and the answer is `RatingsChanged`.
    pub async fn commit(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> StoreResult<()> {
        self.commit_with(new, moves, ratings, &EndBookkeeping::default())
            .await
            .map(drop)
    }

    /// [`Store::commit`], with what a game's end writes besides (see [`EndBookkeeping`]);
    /// the players whose progress it wrote (none when a lost connection leaves that unknown).
    pub async fn commit_with(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        bookkeeping: &EndBookkeeping,
    ) -> StoreResult<Vec<u64>> {
        self.commit_read_ahead(new, moves, ratings, bookkeeping, None)
            .await
    }

    /// [`Store::commit_with`], a game's end with its move rows read `ahead` (see
    /// [`Store::end_reads`]); a try after a lost connection reads them again.
    pub async fn commit_read_ahead(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        bookkeeping: &EndBookkeeping,
        ahead: Option<MovesAhead>,
    ) -> StoreResult<Vec<u64>> {
        let mut ahead = ahead;
        self.on_live_connection("commit a game", |after_loss| {
            let ahead = ahead.take();
            async move {
                match self
                    .commit_once(new, moves, ratings, bookkeeping, ahead)
                    .await
                {
                    // The lost try may have committed before its answer was lost; then the game
                    // already holds this very change, and it must not be reported as another's.
                    Err(StoreError::Conflict)
                        if after_loss && self.holds(new, moves.last()).await? =>
                    {
                        Ok(Vec::new())
                    }
                    other => other,
                }
            }
        })
        .await
    }

    /// Whether the stored game is `new` (same version and state) and its log ends with `last`.
    pub(super) async fn holds(
        &self,
        new: &GameRecord,
        last: Option<&MoveRecord>,
    ) -> StoreResult<bool> {
        let Some(stored) = self.game(new.id).await? else {
            return Ok(false);
        };
        // A game that ended keeps no cached state (see `compact_log`).
        let same_state =
            stored.state == new.state || (!stored.status.is_live() && stored.state.is_none());
        if (stored.version, stored.status) != (new.version, new.status) || !same_state {
            return Ok(false);
        }
        let Some(last) = last else {
            return Ok(true);
        };
        let log = self.moves(new.id).await?;
        Ok(log.last().is_some_and(|m| {
            (m.ply, m.user_id, &m.notation) == (last.ply, last.user_id, &last.notation)
        }))
    }

    async fn commit_once(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        bookkeeping: &EndBookkeeping,
        ahead: Option<MovesAhead>,
    ) -> StoreResult<Vec<u64>> {
        // Rating rows and bookkeeping come only with a game's end, which also compacts its log.
        if !new.status.is_live() {
            return self
                .commit_end(new, moves, ratings, bookkeeping, ahead)
                .await;
        }
        // The common case, one move, is one statement on PostgreSQL: a round trip instead of
        // four (BEGIN, UPDATE, INSERT, COMMIT) on the hottest path.
        if self.backend == Backend::Postgres && moves.len() <= 1 {
            return self
                .commit_one_statement(new, moves.first())
                .await
                .map(|()| Vec::new());
        }
        let mut tx = self.pool.begin().await?;
        let updated = bind_game_update(sqlx::query(GAME_UPDATE), new)
            .execute(&mut *tx)
            .await?;
        if updated.rows_affected() != 1 {
            tx.rollback().await?;
            return Err(StoreError::Conflict);
        }
        for m in moves {
            bind_move(sqlx::query(MOVE_INSERT), m)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(Vec::new())
    }

    /// [`Store::commit`] of at most one move and no ratings as a single PostgreSQL statement
    /// (the move is inserted only if the versioned update matched).
    async fn commit_one_statement(
        &self,
        new: &GameRecord,
        mv: Option<&MoveRecord>,
    ) -> StoreResult<()> {
        let Some(m) = mv else {
            let updated = bind_game_update(sqlx::query(GAME_UPDATE), new)
                .execute(&self.pool)
                .await?;
            return match updated.rows_affected() {
                1 => Ok(()),
                _ => Err(StoreError::Conflict),
            };
        };
        let sql = format!(
            "WITH updated AS ({GAME_UPDATE} RETURNING id) \
             INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
             SELECT id, $17, $18, $19, $20, $21 FROM updated"
        );
        let query = bind_game_update(sqlx::query(&sql), new)
            .bind(m.ply)
            .bind(m.seat.0 as i64)
            .bind(id_in(m.user_id))
            .bind(&m.notation)
            .bind(m.played_at);
        match query.execute(&self.pool).await?.rows_affected() {
            1 => Ok(()),
            _ => Err(StoreError::Conflict),
        }
    }
}

/// The start of [`GAME_UPDATE`]: a game's new state ($2–$16; $13 is its version before), for
/// a statement that sets more columns.
macro_rules! game_update_set {
    () => {
        "UPDATE games SET status = $2, result = $3, version = $4, state = $5, \
         draw_offer = $6, deadline = $7, updated_at = $8, rated = $9, clock0 = $10, \
         clock1 = $11, clock_since = $12, recent_moves = $14, remind_at = $15, channel_id = $16"
    };
}
pub(super) use game_update_set;

/// A game's new state, written only over the version it was made from ($1–$16; the game's
/// id is $1 so that a statement built around it can use it again).
pub(super) const GAME_UPDATE: &str =
    concat!(game_update_set!(), " WHERE id = $1 AND version = $13");

const MOVE_INSERT: &str = "INSERT INTO moves (game_id, ply, seat, user_id, notation, played_at) \
     VALUES ($1, $2, $3, $4, $5, $6)";

pub(super) type AnyQuery<'q> = sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>;

pub(super) fn bind_game_update<'q>(query: AnyQuery<'q>, new: &'q GameRecord) -> AnyQuery<'q> {
    let result = new
        .result
        .map(|r| serde_json::to_string(&r).expect("result serialises"));
    query
        .bind(new.id)
        .bind(new.status.as_str())
        .bind(result)
        .bind(new.version)
        .bind(new.state.clone())
        .bind(new.draw_offer.map(|s| s.0 as i64))
        .bind(new.deadline)
        .bind(new.updated_at)
        .bind(new.rated as i64)
        .bind(new.clock.map(|c| c.left_ms[0]))
        .bind(new.clock.map(|c| c.left_ms[1]))
        .bind(new.clock.map(|c| c.since))
        .bind(new.version - 1)
        .bind(recent_moves_json(&new.recent_moves))
        .bind(new.remind_at)
        .bind(id_in(new.channel_id))
}

fn recent_moves_json(moves: &[String]) -> String {
    serde_json::to_string(moves).expect("moves serialise")
}

fn bind_move<'q>(query: AnyQuery<'q>, m: &'q MoveRecord) -> AnyQuery<'q> {
    query
        .bind(m.game_id)
        .bind(m.ply)
        .bind(m.seat.0 as i64)
        .bind(id_in(m.user_id))
        .bind(&m.notation)
        .bind(m.played_at)
}

pub(super) fn game_from_row(r: &AnyRow) -> StoreResult<GameRecord> {
    let kind_id: String = r.try_get("kind")?;
    let kind = match r.try_get::<Option<String>, _>("rules_hash")? {
        Some(hash) => designed_kind(&hash)?,
        None => GameKind::native_from_id(&kind_id)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{kind_id}`")))?,
    };
    let options: String = r.try_get("options")?;
    let options =
        serde_json::from_str(&options).map_err(|e| StoreError::Corrupt(format!("options: {e}")))?;
    let result: Option<String> = r.try_get("result")?;
    let result = result
        .map(|s| serde_json::from_str(&s))
        .transpose()
        .map_err(|e| StoreError::Corrupt(format!("result: {e}")))?;
    let status: String = r.try_get("status")?;
    Ok(GameRecord {
        id: r.try_get("id")?,
        guild_id: id_out(r.try_get("guild_id")?),
        channel_id: id_out(r.try_get("channel_id")?),
        kind,
        options,
        seed: r.try_get("seed")?,
        players: [id_out(r.try_get("player0")?), id_out(r.try_get("player1")?)],
        names: [r.try_get("name0")?, r.try_get("name1")?],
        ai_level: r.try_get("ai_level")?,
        rated: r.try_get::<i64, _>("rated")? != 0,
        status: status.parse()?,
        result,
        version: r.try_get("version")?,
        state: r.try_get("state")?,
        draw_offer: r
            .try_get::<Option<i64>, _>("draw_offer")?
            .map(|s| Seat(s as u8)),
        turn_seconds: r.try_get("turn_seconds")?,
        deadline: r.try_get("deadline")?,
        clock: match (
            r.try_get::<Option<i64>, _>("clock0")?,
            r.try_get::<Option<i64>, _>("clock1")?,
            r.try_get::<Option<i64>, _>("clock_since")?,
        ) {
            (Some(a), Some(b), Some(since)) => Some(ClockState {
                left_ms: [a, b],
                since,
            }),
            _ => None,
        },
        created_at: r.try_get("created_at")?,
        updated_at: r.try_get("updated_at")?,
        recent_moves: match r.try_get::<Option<String>, _>("recent_moves")? {
            Some(json) => serde_json::from_str(&json)
                .map_err(|e| StoreError::Corrupt(format!("recent moves: {e}")))?,
            None => Vec::new(),
        },
        remind_at: r.try_get("remind_at")?,
    })
}

/// The designed game of the rules file with SHA-256 `hash` (hex). The host loads every kept
/// file when it starts ([`Store::rules_files`]), and a game's file is kept before the game.
pub(super) fn designed_kind(hash: &str) -> StoreResult<GameKind> {
    let bytes: [u8; 32] = hex::decode(hash)
        .ok()
        .and_then(|b| b.try_into().ok())
        .ok_or_else(|| StoreError::Corrupt(format!("rules hash `{hash}`")))?;
    GameKind::designed_by_hash(&bytes)
        .ok_or_else(|| StoreError::Corrupt(format!("the rules file {hash} is not loaded")))
}

/// Insert a game through `executor` (the pool, or a transaction's connection).
async fn insert_game_on<'e, E>(executor: E, g: &GameRecord) -> StoreResult<GameRecord>
where
    E: sqlx::Executor<'e, Database = sqlx::Any>,
{
    let options = serde_json::to_string(&g.options).expect("options serialise");
    let result = g
        .result
        .map(|r| serde_json::to_string(&r).expect("result serialises"));
    let inserted = sqlx::query(&format!(
        "INSERT INTO games (guild_id, channel_id, kind, options, seed, player0, player1, \
         name0, name1, ai_level, rated, status, result, version, state, draw_offer, \
         turn_seconds, deadline, created_at, updated_at, clock0, clock1, clock_since, \
         recent_moves, remind_at, rules_hash) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, \
         $18, $19, $20, $21, $22, $23, $24, $25, $26) RETURNING {GAME_COLUMNS}"
    ))
    .bind(id_in(g.guild_id))
    .bind(id_in(g.channel_id))
    .bind(g.kind.id())
    .bind(options)
    .bind(&g.seed)
    .bind(id_in(g.players[0]))
    .bind(id_in(g.players[1]))
    .bind(&g.names[0])
    .bind(&g.names[1])
    .bind(g.ai_level.clone())
    .bind(g.rated as i64)
    .bind(g.status.as_str())
    .bind(result)
    .bind(g.version)
    .bind(g.state.clone())
    .bind(g.draw_offer.map(|s| s.0 as i64))
    .bind(g.turn_seconds)
    .bind(g.deadline)
    .bind(g.created_at)
    .bind(g.updated_at)
    .bind(g.clock.map(|c| c.left_ms[0]))
    .bind(g.clock.map(|c| c.left_ms[1]))
    .bind(g.clock.map(|c| c.since))
    .bind(recent_moves_json(&g.recent_moves))
    .bind(g.remind_at)
    .bind(g.kind.rules_file().map(|rules| rules.hash_hex()))
    .fetch_one(executor)
    .await;
    match inserted {
        Ok(row) => game_from_row(&row),
        Err(sqlx::Error::Database(e)) if e.is_unique_violation() => Err(StoreError::ChannelBusy),
        Err(e) => Err(e.into()),
    }
}

/// A row of `moves` (its `ply`, `seat`, `user_id`, `notation` and `played_at`) of game
/// `game_id`.
pub(super) fn move_of_row(game_id: i64, r: &sqlx::any::AnyRow) -> StoreResult<MoveRecord> {
    Ok(MoveRecord {
        game_id,
        ply: r.try_get("ply")?,
        seat: Seat(r.try_get::<i64, _>("seat")? as u8),
        user_id: id_out(r.try_get("user_id")?),
        notation: r.try_get("notation")?,
        played_at: r.try_get("played_at")?,
    })
}
