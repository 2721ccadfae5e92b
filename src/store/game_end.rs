//! The commit that ends a game, in few round trips: its move rows are taken back with their
//! delete and folded with the moves it adds into the compact log, which the game's versioned
//! update writes together with the rating changes; the rating rows and their history points go
//! one statement a table, and so do the players' streaks, their achievements and the role
//! checks the game queues. On PostgreSQL that is one statement, in a transaction of its own:
//! the move rows were read before it (with the players' streaks, while the host reads the
//! ratings: see [`Store::end_reads`]), at the version the end is made from, and the update's
//! version check is what makes them the rows it deletes.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::achievements::streaks_from_row;
use super::games::{bind_game_update, game_update_set, move_of_row, AnyQuery};
use super::history::starting_rating;
use super::{
    id_in, id_out, move_log, AchievementRecord, Backend, GameRecord, MoveRecord, RatingRecord,
    Store, StoreError, StoreResult, StreakRecord,
};
use crate::games::Seat;

/// What a game's end writes besides the game and its ratings, in the same transaction: its
/// players' progress and the role checks it queues.
#[derive(Clone, Debug, Default)]
pub struct EndBookkeeping {
    /// Each player's streaks folded on over the game (none for a game that is not finished).
    pub progress: Vec<ProgressWrite>,
    /// Members of the game's server whose rating roles are to be checked, due at
    /// `roles_due_at`: queued only where the server has role rules.
    pub role_checks: Vec<u64>,
    pub roles_due_at: i64,
}

/// A player's streaks folded on over a game that ends, taken to be their first finished game
/// after the cursor `from` their streaks were read at, with what it earned them: written only
/// if it is, and only over that cursor (else a fold from the store is due after the commit).
#[derive(Clone, Debug)]
pub struct ProgressWrite {
    pub user_id: u64,
    pub from: (i64, i64),
    pub streaks: StreakRecord,
    pub earned: Vec<AchievementRecord>,
}

/// A value bound to a statement built here.
enum Value<'a> {
    Int(i64),
    MaybeInt(Option<i64>),
    Real(f64),
    Text(&'a str),
}

/// The values of statements built here, numbered as they are added (`$n`); `start`: how many
/// the statement binds before them.
struct Values<'a> {
    start: usize,
    list: Vec<Value<'a>>,
}

impl<'a> Values<'a> {
    fn after(start: usize) -> Self {
        Values {
            start,
            list: Vec::new(),
        }
    }

    /// Adds `value`; its placeholder.
    fn add(&mut self, value: Value<'a>) -> String {
        self.list.push(value);
        format!("${}", self.start + self.list.len())
    }

    fn bind<'q>(&self, mut query: AnyQuery<'q>) -> AnyQuery<'q>
    where
        'a: 'q,
    {
        for value in &self.list {
            query = match *value {
                Value::Int(v) => query.bind(v),
                Value::MaybeInt(v) => query.bind(v),
                Value::Real(v) => query.bind(v),
                Value::Text(v) => query.bind(v),
            };
        }
        query
    }
}

/// A statement's rows, `VALUES` of `tuples`; with `guard`, only when it holds (a part of one
/// PostgreSQL statement writes only when the game's update did).
fn rows_of(tuples: &[String], guard: Option<&str>) -> String {
    match guard {
        None => format!("VALUES {}", tuples.join(", ")),
        Some(guard) => format!(
            "SELECT * FROM (VALUES {}) AS v WHERE {guard}",
            tuples.join(", ")
        ),
    }
}

/// The game's update that ends it: its record (`$1`–`$16`, as every versioned update), its
/// compact log in place of the cached state (`$17`), and each seat's rating change against the
/// stored row, which this statement reads before any rating write replaces it.
fn end_update<'a>(
    new: &'a GameRecord,
    values: &mut Values<'a>,
    ratings: &[&'a RatingRecord],
) -> String {
    let mut set = String::from(game_update_set!());
    set.push_str(", move_log = $17");
    // The game's own change is its server's all-time one (not the boardbot-wide pool's, nor a
    // season's).
    for r in ratings
        .iter()
        .filter(|r| r.guild_id == new.guild_id && r.season.is_none())
    {
        let column = match new.players[0] == r.user_id {
            true => "rating_change0",
            false => "rating_change1",
        };
        set.push_str(&format!(
            ", {column} = {} - COALESCE((SELECT rating FROM ratings WHERE guild_id = {} \
             AND kind = {} AND user_id = {}), {})",
            values.add(Value::Real(r.rating)),
            values.add(Value::Int(id_in(r.guild_id))),
            values.add(Value::Text(r.kind.id())),
            values.add(Value::Int(id_in(r.user_id))),
            values.add(Value::Real(starting_rating())),
        ));
    }
    set.push_str(" WHERE id = $1 AND version = $13");
    set
}

/// The rows of one rating table (`season`: the season tables'), each written only over the
/// row it was computed from (one game fewer), in one statement; `None` if there are none.
fn rating_upsert<'a>(
    rows: &[&'a RatingRecord],
    season: bool,
    values: &mut Values<'a>,
    guard: Option<&str>,
) -> Option<String> {
    let rows: Vec<&&RatingRecord> = rows
        .iter()
        .filter(|r| r.season.is_some() == season)
        .collect();
    if rows.is_empty() {
        return None;
    }
    let tuples: Vec<String> = rows
        .iter()
        .map(|r| {
            let mut tuple = vec![
                values.add(Value::Int(id_in(r.guild_id))),
                values.add(Value::Text(r.kind.id())),
                values.add(Value::Int(id_in(r.user_id))),
                values.add(Value::Text(&r.name)),
                values.add(Value::Real(r.rating)),
                values.add(Value::Real(r.deviation)),
                values.add(Value::Real(r.volatility)),
                values.add(Value::Int(r.wins)),
                values.add(Value::Int(r.losses)),
                values.add(Value::Int(r.draws)),
            ];
            if let Some(number) = r.season {
                tuple.push(values.add(Value::Int(number)));
            }
            format!("({})", tuple.join(", "))
        })
        .collect();
    let (table, key, extra) = match season {
        false => ("ratings", "guild_id, kind, user_id", ""),
        true => (
            "season_ratings",
            "guild_id, season, kind, user_id",
            ", season",
        ),
    };
    Some(format!(
        "INSERT INTO {table} (guild_id, kind, user_id, name, rating, deviation, volatility, \
         wins, losses, draws{extra}) {} \
         ON CONFLICT ({key}) DO UPDATE SET name = excluded.name, \
         rating = excluded.rating, deviation = excluded.deviation, \
         volatility = excluded.volatility, wins = excluded.wins, \
         losses = excluded.losses, draws = excluded.draws \
         WHERE {table}.wins + {table}.losses + {table}.draws + 1 \
         = excluded.wins + excluded.losses + excluded.draws",
        rows_of(&tuples, guard)
    ))
}

/// The rating history's points of the game's all-time rows, in one statement; `None` if none.
fn history_insert<'a>(
    new: &GameRecord,
    rows: &[&'a RatingRecord],
    values: &mut Values<'a>,
    guard: Option<&str>,
) -> Option<String> {
    let tuples: Vec<String> = rows
        .iter()
        .filter(|r| r.season.is_none())
        .map(|r| {
            format!(
                "({}, {}, {}, {}, {}, {}, {})",
                values.add(Value::Int(id_in(r.guild_id))),
                values.add(Value::Text(r.kind.id())),
                values.add(Value::Int(id_in(r.user_id))),
                values.add(Value::Int(new.updated_at)),
                values.add(Value::Int(new.id)),
                values.add(Value::Real(r.rating)),
                values.add(Value::Real(r.deviation)),
            )
        })
        .collect();
    (!tuples.is_empty()).then(|| {
        format!(
            "INSERT INTO rating_history (guild_id, kind, user_id, at, game_id, rating, \
             deviation) {}",
            rows_of(&tuples, guard)
        )
    })
}

/// The common table `streak_rows` of `progress`'s streaks, and the upsert that writes each
/// over the cursor it was read at if the game `new` is its player's first finished one after
/// it; the upsert returns the players written. `None` if there are none.
fn progress_upsert<'a>(
    new: &GameRecord,
    progress: &[&'a ProgressWrite],
    values: &mut Values<'a>,
    guard: Option<&str>,
) -> Option<(String, String)> {
    if progress.is_empty() {
        return None;
    }
    let (mut tuples, mut over) = (Vec::new(), Vec::new());
    for p in progress {
        let s = &p.streaks;
        let user = values.add(Value::Int(id_in(p.user_id)));
        let (from_at, from_id) = (
            values.add(Value::Int(p.from.0)),
            values.add(Value::Int(p.from.1)),
        );
        tuples.push(format!(
            "({}, {user}, {}, {}, {}, {}, {}, {}, {}, {}, {from_at}, {from_id})",
            values.add(Value::Int(id_in(new.guild_id))),
            values.add(Value::Int(s.games)),
            values.add(Value::Int(s.win_streak)),
            values.add(Value::Int(s.best_win_streak)),
            values.add(Value::Int(s.day_streak)),
            values.add(Value::Int(s.best_day_streak)),
            values.add(Value::MaybeInt(s.last_day)),
            values.add(Value::Int(s.cursor.0)),
            values.add(Value::Int(s.cursor.1)),
        ));
        over.push(format!(
            "(player_streaks.user_id = {user} AND player_streaks.last_game_at = {from_at} \
             AND player_streaks.last_game_id = {from_id})"
        ));
    }
    let table = format!(
        "streak_rows (guild_id, user_id, games, win_streak, best_win_streak, day_streak, \
         best_day_streak, last_day, last_game_at, last_game_id, from_at, from_id) AS (VALUES {})",
        tuples.join(", ")
    );
    let guard = guard.map_or(String::new(), |g| format!("{g} AND "));
    // A finished game of theirs after the cursor, other than this one, from either seat (each
    // along its seat's index of finished games).
    let game = values.add(Value::Int(new.id));
    let later_in = |seat: &str| {
        format!(
            "EXISTS (SELECT 1 FROM games AS g WHERE g.guild_id = v.guild_id \
             AND g.{seat} = v.user_id AND g.status = 'finished' AND g.updated_at >= v.from_at \
             AND (g.updated_at > v.from_at OR g.id > v.from_id) AND g.id <> {game})"
        )
    };
    let upsert = format!(
        "INSERT INTO player_streaks (guild_id, user_id, games, win_streak, best_win_streak, \
         day_streak, best_day_streak, last_day, last_game_at, last_game_id) \
         SELECT guild_id, user_id, games, win_streak, best_win_streak, day_streak, \
         best_day_streak, last_day, last_game_at, last_game_id FROM streak_rows AS v \
         WHERE {guard}NOT {} AND NOT {} \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET games = excluded.games, \
         win_streak = excluded.win_streak, best_win_streak = excluded.best_win_streak, \
         day_streak = excluded.day_streak, best_day_streak = excluded.best_day_streak, \
         last_day = excluded.last_day, last_game_at = excluded.last_game_at, \
         last_game_id = excluded.last_game_id WHERE {} RETURNING user_id",
        later_in("player0"),
        later_in("player1"),
        over.join(" OR ")
    );
    Some((table, upsert))
}

/// The achievements `progress` earned, the first of each code a player (as the store keeps
/// the first), in player and code order.
fn earned_firsts<'a>(progress: &[&'a ProgressWrite]) -> Vec<&'a AchievementRecord> {
    let mut firsts: Vec<&AchievementRecord> = Vec::new();
    for a in progress.iter().flat_map(|p| &p.earned) {
        if !firsts
            .iter()
            .any(|f| (f.guild_id, f.user_id, &f.code) == (a.guild_id, a.user_id, &a.code))
        {
            firsts.push(a);
        }
    }
    firsts.sort_by(|a, b| (a.user_id, &a.code).cmp(&(b.user_id, &b.code)));
    firsts
}

/// The common table `role_rows` of the players whose roles to check, and the statement that
/// queues them if the game's server has role rules. `None` if there are none.
fn role_checks_upsert<'a>(
    new: &GameRecord,
    bookkeeping: &EndBookkeeping,
    values: &mut Values<'a>,
    guard: Option<&str>,
) -> Option<(String, String)> {
    if bookkeeping.role_checks.is_empty() {
        return None;
    }
    let users: Vec<String> = bookkeeping
        .role_checks
        .iter()
        .map(|&u| format!("({})", values.add(Value::Int(id_in(u)))))
        .collect();
    let table = format!("role_rows (user_id) AS (VALUES {})", users.join(", "));
    let guild = values.add(Value::Int(id_in(new.guild_id)));
    let guard = guard.map_or(String::new(), |g| format!("{g} AND "));
    let queue = format!(
        "INSERT INTO role_syncs (guild_id, user_id, due_at, attempts) \
         SELECT {guild}, user_id, {}, 0 FROM role_rows \
         WHERE {guard}EXISTS (SELECT 1 FROM role_rules WHERE guild_id = {guild}) \
         ON CONFLICT (guild_id, user_id) DO UPDATE SET due_at = excluded.due_at, attempts = 0",
        values.add(Value::Int(bookkeeping.roles_due_at)),
    );
    Some((table, queue))
}

/// A team match's challenged channel is free again.
const TEAM_MATCH_FREED: &str = "UPDATE team_matches SET live = 0 WHERE game_id = $1 AND live = 1";

/// The game's queued conditional moves are gone with it (in the end's own commit: no round
/// trip after it, and no line outlives its game if the process stops right after).
const LINES_CLEARED: &str = "DELETE FROM conditional_lines WHERE game_id = $1";

/// What a failed check of the end's PostgreSQL statement says, to undo all of it: a rating row
/// changed since it was read (another game of the player ended first), or the game's move rows
/// are not those read ahead (which its version check rules out; checked all the same).
const RATINGS_CHANGED: &str = "boardbot: a rating changed meanwhile";
const MOVES_CHANGED: &str = "boardbot: the move rows changed meanwhile";

/// The columns that read a game's version (`game_version`, NULL if it is gone) and its move
/// rows as they stood at it, in one snapshot: a JSON array of `[ply, seat, user_id, notation,
/// played_at]` in ply order (`game_moves`, NULL if none). `id`: the game id's placeholder.
fn moves_ahead_columns(id: &str) -> String {
    format!(
        "(SELECT version FROM games WHERE id = {id}) AS game_version, \
         (SELECT CAST(json_agg(json_build_array(ply, seat, user_id, notation, played_at) \
           ORDER BY ply) AS TEXT) FROM moves WHERE game_id = {id}) AS game_moves"
    )
}

/// A game's move rows read ahead of its end, with the version of the game they stood at.
/// Every change to a game's move rows commits with a new version of the game (a move, a
/// takeback, an erasure's renaming), so an end whose versioned update matches this version
/// deletes these very rows.
pub struct MovesAhead {
    version: i64,
    moves: Vec<MoveRecord>,
}

impl MovesAhead {
    /// From a row with [`moves_ahead_columns`]; `None` if the game is gone.
    fn of_row(game_id: i64, r: &AnyRow) -> StoreResult<Option<MovesAhead>> {
        let Some(version) = r.try_get::<Option<i64>, _>("game_version")? else {
            return Ok(None);
        };
        let rows: Vec<(i64, i64, i64, String, i64)> =
            match r.try_get::<Option<String>, _>("game_moves")? {
                None => Vec::new(),
                Some(json) => serde_json::from_str(&json)
                    .map_err(|e| StoreError::Corrupt(format!("a game's move rows: {e}")))?,
            };
        let moves = rows
            .into_iter()
            .map(|(ply, seat, user_id, notation, played_at)| MoveRecord {
                game_id,
                ply,
                seat: Seat(seat as u8),
                user_id: id_out(user_id),
                notation,
                played_at,
            })
            .collect();
        Ok(Some(MovesAhead { version, moves }))
    }
}

/// The compact log of a game's move rows `taken` and the moves `added` with its end.
fn log_with(new: &GameRecord, mut taken: Vec<MoveRecord>, added: &[MoveRecord]) -> String {
    taken.extend(added.iter().cloned());
    taken.sort_by_key(|m| m.ply);
    move_log::encode(&taken, new.players, new.created_at)
}

/// A player's streaks row `s`, as [`streaks_from_row`] reads it.
const STREAK_COLUMNS: &str = "s.user_id, s.games, s.win_streak, s.best_win_streak, \
    s.day_streak, s.best_day_streak, s.last_day, s.last_game_at, s.last_game_id";

/// What [`Store::end_reads`] reads: the players' streaks and the game's move rows.
pub type EndReads = (Vec<(u64, Option<StreakRecord>)>, Option<MovesAhead>);

impl Store {
    /// What a game's end reads while the host reads its ratings: the streaks of `user_ids` in
    /// `guild_id`'s pool (each with theirs, `None` for none, as [`Store::streaks_of`]) and, on
    /// PostgreSQL, the move rows of game `game_id` its commit takes back, in one statement.
    pub async fn end_reads(
        &self,
        game_id: i64,
        guild_id: u64,
        user_ids: &[u64],
    ) -> StoreResult<EndReads> {
        if self.backend != Backend::Postgres {
            return Ok((self.streaks_of(guild_id, user_ids).await?, None));
        }
        let users: Vec<String> = (0..user_ids.len()).map(|i| format!("${}", i + 3)).collect();
        let sql = format!(
            "SELECT {}, {STREAK_COLUMNS} FROM (SELECT 1) AS one \
             LEFT JOIN player_streaks AS s ON s.guild_id = $2 AND s.user_id IN ({})",
            moves_ahead_columns("$1"),
            match users.is_empty() {
                true => String::from("NULL"),
                false => users.join(", "),
            }
        );
        let sql = sql.as_str();
        self.on_live_connection(
            "read a game's moves and its players' streaks",
            |_| async move {
                let mut query = sqlx::query(sql).bind(game_id).bind(id_in(guild_id));
                for &user_id in user_ids {
                    query = query.bind(id_in(user_id));
                }
                let rows = query.fetch_all(&self.ends).await?;
                let mut ahead = None;
                let mut found = Vec::new();
                for (i, r) in rows.iter().enumerate() {
                    if i == 0 {
                        ahead = MovesAhead::of_row(game_id, r)?;
                    }
                    if let Some(user_id) = r.try_get::<Option<i64>, _>("user_id")? {
                        found.push((id_out(user_id), streaks_from_row(r)?));
                    }
                }
                let streaks = user_ids
                    .iter()
                    .map(|&user_id| {
                        let row = found.iter().find(|(u, _)| *u == user_id);
                        (user_id, row.map(|(_, streaks)| *streaks))
                    })
                    .collect();
                Ok((streaks, ahead))
            },
        )
        .await
    }

    /// [`Store::commit_with`] of a change that ends the game (see there), with its move rows
    /// read `ahead` if they were: the players whose progress it wrote.
    pub(super) async fn commit_end(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        bookkeeping: &EndBookkeeping,
        ahead: Option<MovesAhead>,
    ) -> StoreResult<Vec<u64>> {
        // In pool and user order, so that two games ending together lock their players' rows
        // in the same order and cannot deadlock.
        let mut ratings: Vec<&RatingRecord> = ratings.iter().collect();
        ratings.sort_by_key(|r| (r.guild_id, r.user_id));
        let mut progress: Vec<&ProgressWrite> = bookkeeping.progress.iter().collect();
        progress.sort_by_key(|p| p.user_id);
        // A game without its cached state: a finished game is rebuilt from its log.
        let ended = GameRecord {
            state: None,
            ..new.clone()
        };
        if self.backend == Backend::Postgres {
            let ahead = match ahead {
                Some(ahead) => Some(ahead),
                None => {
                    let read = format!("SELECT {}", moves_ahead_columns("$1"));
                    let row = sqlx::query(&read)
                        .bind(new.id)
                        .fetch_one(&self.ends)
                        .await?;
                    MovesAhead::of_row(new.id, &row)?
                }
            };
            // Gone, or moved on since: its versioned update could not match.
            let Some(ahead) = ahead.filter(|a| a.version == new.version - 1) else {
                return Err(StoreError::Conflict);
            };
            let taken = ahead.moves.len();
            let compact = log_with(new, ahead.moves, moves);
            let writes = EndWrites {
                new: &ended,
                compact: &compact,
                ratings: &ratings,
                progress: &progress,
                bookkeeping,
            };
            return self.end_in_one_statement(&writes, taken).await;
        }
        let mut tx = self.pool.begin().await?;
        let taken = sqlx::query(
            "DELETE FROM moves WHERE game_id = $1 RETURNING ply, seat, user_id, notation, played_at",
        )
        .bind(new.id)
        .fetch_all(&mut *tx)
        .await?
        .iter()
        .map(|r| move_of_row(new.id, r))
        .collect::<StoreResult<Vec<_>>>()?;
        let compact = log_with(new, taken, moves);
        let writes = EndWrites {
            new: &ended,
            compact: &compact,
            ratings: &ratings,
            progress: &progress,
            bookkeeping,
        };
        match Store::end_statement_by_statement(&mut tx, &writes).await? {
            Ok(folded) => {
                tx.commit().await?;
                Ok(folded)
            }
            Err(e) => {
                tx.rollback().await?;
                Err(e)
            }
        }
    }

    /// Everything a game's end writes, as one PostgreSQL statement and so one transaction, no
    /// BEGIN or COMMIT of its own: the game's versioned update, then (only if it matched) its
    /// `taken` move rows deleted, the pools' turns taken and the rating rows written, and
    /// every other write. Its parts read the rows as they were before it, as the rating
    /// changes need. The game's row is locked first, as every writer of a game does before its
    /// move rows (a takeback deletes moves after its update, so two cannot deadlock); the
    /// pools' turns come before any rating row: the rating_counts trigger updates rows that
    /// every rated game of a pool's game shares, so games ending together take turns rather
    /// than lock those rows in different orders (a game counted in its server's pool and the
    /// boardbot-wide one takes both turns, in pool order). A rating row or the move rows not
    /// as they were read fail the statement on purpose (a cast of the reason), which undoes
    /// all of it: `RatingsChanged` or `Conflict`. The players whose progress it wrote.
    async fn end_in_one_statement(
        &self,
        writes: &EndWrites<'_>,
        taken: usize,
    ) -> StoreResult<Vec<u64>> {
        const ENDED: &str = "EXISTS (SELECT 1 FROM ended)";
        const TURNS_TAKEN: &str = "(SELECT taken FROM turns) > 0";
        let new = writes.new;
        let mut values = Values::after(17);
        let update = end_update(new, &mut values, writes.ratings);
        let mut tables = Vec::new();
        let mut parts = vec![
            format!("ended AS ({update} RETURNING id)"),
            format!("gone AS (DELETE FROM moves WHERE game_id = $1 AND {ENDED} RETURNING 1)"),
            format!("freed AS ({TEAM_MATCH_FREED} AND {ENDED})"),
            format!("lines_cleared AS ({LINES_CLEARED} AND {ENDED})"),
        ];
        let mut pools: Vec<(&str, u64)> = writes
            .ratings
            .iter()
            .map(|r| (r.kind.id(), r.guild_id))
            .collect();
        pools.dedup();
        let rated = match pools.is_empty() {
            true => ENDED,
            false => {
                let pools: Vec<String> = pools
                    .iter()
                    .map(|(kind, pool)| {
                        format!(
                            "({}, {})",
                            values.add(Value::Text(kind)),
                            values.add(Value::Int(id_in(*pool)))
                        )
                    })
                    .collect();
                parts.push(format!(
                    "turns AS (SELECT COUNT(*) AS taken FROM (SELECT \
                     pg_advisory_xact_lock(hashtextextended(kind, pool)) FROM (VALUES {}) \
                     AS pools (kind, pool) WHERE {ENDED}) AS locked)",
                    pools.join(", ")
                ));
                TURNS_TAKEN
            }
        };
        let mut written = String::from("CAST(0 AS BIGINT)");
        for (name, season) in [("all_time", false), ("season", true)] {
            if let Some(sql) = rating_upsert(writes.ratings, season, &mut values, Some(rated)) {
                parts.push(format!("{name} AS ({sql} RETURNING 1)"));
                written.push_str(&format!(" + (SELECT COUNT(*) FROM {name})"));
            }
        }
        if let Some(sql) = history_insert(new, writes.ratings, &mut values, Some(ENDED)) {
            parts.push(format!("points AS ({sql})"));
        }
        let mut folded = Vec::new();
        if let Some((table, upsert)) =
            progress_upsert(new, writes.progress, &mut values, Some(ENDED))
        {
            tables.push(table);
            parts.push(format!("folded AS ({upsert})"));
            for p in writes.progress {
                folded.push((
                    p.user_id,
                    format!(
                        "(SELECT COUNT(*) FROM folded WHERE user_id = {})",
                        values.add(Value::Int(id_in(p.user_id)))
                    ),
                ));
            }
            let earned = earned_firsts(writes.progress);
            if !earned.is_empty() {
                let rows: Vec<String> = earned
                    .iter()
                    .map(|a| {
                        format!(
                            "({}, {}, {}, {}, {})",
                            values.add(Value::Int(id_in(a.guild_id))),
                            values.add(Value::Int(id_in(a.user_id))),
                            values.add(Value::Text(&a.code)),
                            values.add(Value::Int(a.achieved_at)),
                            values.add(Value::MaybeInt(a.game_id)),
                        )
                    })
                    .collect();
                tables.push(format!(
                    "earned_rows (guild_id, user_id, code, achieved_at, game_id) AS (VALUES {})",
                    rows.join(", ")
                ));
                // Only the achievements of the players whose streaks were written.
                parts.push(
                    "earned AS (INSERT INTO achievements (guild_id, user_id, code, \
                     achieved_at, game_id) SELECT guild_id, user_id, code, achieved_at, \
                     game_id FROM earned_rows WHERE user_id IN (SELECT user_id FROM folded) \
                     ON CONFLICT (guild_id, user_id, code) DO NOTHING)"
                        .to_string(),
                );
            }
        }
        if let Some((table, queue)) =
            role_checks_upsert(new, writes.bookkeeping, &mut values, Some(ENDED))
        {
            tables.push(table);
            parts.push(format!("queued AS ({queue})"));
        }
        let folded_columns: String = folded
            .iter()
            .enumerate()
            .map(|(i, (_, count))| format!(", {count} AS folded{i}"))
            .collect();
        let (rows, gone) = (
            values.add(Value::Int(writes.ratings.len() as i64)),
            values.add(Value::Int(taken as i64)),
        );
        // Built around the counts, so that the planner cannot fold the failing cast away.
        let checked = format!(
            "CAST(CASE WHEN NOT {ENDED} THEN '0' \
             WHEN {written} <> {rows} THEN '{RATINGS_CHANGED}: ' || CAST({written} AS TEXT) \
             WHEN (SELECT COUNT(*) FROM gone) <> {gone} \
             THEN '{MOVES_CHANGED}: ' || CAST((SELECT COUNT(*) FROM gone) AS TEXT) \
             ELSE '1' END AS BIGINT)"
        );
        let sql = format!(
            "WITH {} SELECT (SELECT COUNT(*) FROM ended) AS ended, {checked} AS checked\
             {folded_columns}",
            tables
                .into_iter()
                .chain(parts)
                .collect::<Vec<_>>()
                .join(", ")
        );
        let query = values.bind(bind_game_update(sqlx::query(&sql), new).bind(writes.compact));
        let row = match query.fetch_one(&self.ends).await {
            Ok(row) => row,
            Err(sqlx::Error::Database(e)) if e.message().contains(RATINGS_CHANGED) => {
                return Err(StoreError::RatingsChanged)
            }
            Err(sqlx::Error::Database(e)) if e.message().contains(MOVES_CHANGED) => {
                return Err(StoreError::Conflict)
            }
            Err(e) => return Err(e.into()),
        };
        if row.try_get::<i64, _>("ended")? != 1 {
            return Err(StoreError::Conflict);
        }
        let mut written_for = Vec::new();
        for (i, (user_id, _)) in folded.iter().enumerate() {
            if row.try_get::<i64, _>(format!("folded{i}").as_str())? == 1 {
                written_for.push(*user_id);
            }
        }
        Ok(written_for)
    }

    /// The same writes as [`Store::end_in_one_statement`], one statement each (SQLite).
    async fn end_statement_by_statement(
        conn: &mut sqlx::AnyConnection,
        writes: &EndWrites<'_>,
    ) -> StoreResult<StoreResult<Vec<u64>>> {
        let new = writes.new;
        let mut values = Values::after(17);
        let update = end_update(new, &mut values, writes.ratings);
        let query = values.bind(bind_game_update(sqlx::query(&update), new).bind(writes.compact));
        if query.execute(&mut *conn).await?.rows_affected() != 1 {
            return Ok(Err(StoreError::Conflict));
        }
        for sql in [TEAM_MATCH_FREED, LINES_CLEARED] {
            sqlx::query(sql).bind(new.id).execute(&mut *conn).await?;
        }
        for season in [false, true] {
            let mut values = Values::after(0);
            let Some(sql) = rating_upsert(writes.ratings, season, &mut values, None) else {
                continue;
            };
            let rows = writes
                .ratings
                .iter()
                .filter(|r| r.season.is_some() == season)
                .count();
            let written = values.bind(sqlx::query(&sql)).execute(&mut *conn).await?;
            if written.rows_affected() as usize != rows {
                return Ok(Err(StoreError::RatingsChanged));
            }
        }
        let mut values = Values::after(0);
        if let Some(sql) = history_insert(new, writes.ratings, &mut values, None) {
            values.bind(sqlx::query(&sql)).execute(&mut *conn).await?;
        }
        let mut written_for = Vec::new();
        let mut values = Values::after(0);
        if let Some((table, upsert)) = progress_upsert(new, writes.progress, &mut values, None) {
            let sql = format!("WITH {table} {upsert}");
            for row in values.bind(sqlx::query(&sql)).fetch_all(&mut *conn).await? {
                written_for.push(id_out(row.try_get("user_id")?));
            }
            let earned: Vec<AchievementRecord> = earned_firsts(writes.progress)
                .into_iter()
                .filter(|a| written_for.contains(&a.user_id))
                .cloned()
                .collect();
            Store::insert_achievements(&mut *conn, &earned).await?;
        }
        let mut values = Values::after(0);
        if let Some((table, queue)) = role_checks_upsert(new, writes.bookkeeping, &mut values, None)
        {
            let sql = format!("WITH {table} {queue}");
            values.bind(sqlx::query(&sql)).execute(&mut *conn).await?;
        }
        Ok(Ok(written_for))
    }
}

/// Everything a game's end writes after its move rows are taken back.
struct EndWrites<'a> {
    /// The game's record as it ends (without its cached state).
    new: &'a GameRecord,
    /// Its compact log.
    compact: &'a str,
    /// In pool and user order.
    ratings: &'a [&'a RatingRecord],
    /// In user order.
    progress: &'a [&'a ProgressWrite],
    bookkeeping: &'a EndBookkeeping,
}
