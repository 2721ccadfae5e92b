//! The commit that ends a game, in few round trips: its move rows are taken back with their
//! delete and folded with the moves it adds into the compact log, which the game's versioned
//! update writes together with the rating changes; the rating rows and their history points go
//! one statement a table, and so do the players' streaks, their achievements and the role
//! checks the game queues. On PostgreSQL that is four round trips: BEGIN (opened ahead, while
//! the host reads the ratings, when a connection is idle: see [`Store::begin_end`]), the move
//! rows taken back with the pools' turns (one statement), the update with every other write
//! (one statement), COMMIT.

use sqlx::Row;

use super::games::{bind_game_update, game_update_set, move_of_row, AnyQuery};
use super::history::starting_rating;
use super::{
    id_in, id_out, move_log, AchievementRecord, Backend, GameRecord, MoveRecord, RatingRecord,
    Store, StoreError, StoreResult, StreakRecord,
};

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

/// How a game's end opens its transaction on PostgreSQL. Its statements are planned once a
/// connection, not at every end (PostgreSQL plans a prepared statement for its values five
/// times before it may keep a plan; planning the end's statement took longer than running it).
/// Every value they compare is a key.
const END_BEGIN: &str = "BEGIN; SET LOCAL plan_cache_mode = force_generic_plan";

/// The transaction of a game's end, opened while the host still reads what the end will
/// write (its ratings and streaks), so that its BEGIN is no round trip of its own.
pub struct BegunEnd(sqlx::Transaction<'static, sqlx::Any>);

impl Store {
    /// On PostgreSQL, a game's end transaction opened now on an idle connection, if there is
    /// one: never waiting for a connection, so that ends holding theirs cannot starve the
    /// reads they wait for. `None` on SQLite, with no idle connection, or on any error (the
    /// commit then opens its transaction itself and meets the error there, if it lasts).
    pub async fn begin_end(&self) -> Option<BegunEnd> {
        if self.backend != Backend::Postgres {
            return None;
        }
        match self.pool.try_begin_with(END_BEGIN).await {
            Ok(begun) => begun.map(BegunEnd),
            Err(e) => {
                tracing::debug!(error = %e, "could not open a game's end transaction early");
                None
            }
        }
    }

    /// [`Store::commit_with`] of a change that ends the game (see there), in `begun` if it
    /// was opened ahead: the players whose progress it wrote.
    pub(super) async fn commit_end(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
        bookkeeping: &EndBookkeeping,
        begun: Option<BegunEnd>,
    ) -> StoreResult<Vec<u64>> {
        let postgres = self.backend == Backend::Postgres;
        // In pool and user order, so that two games ending together lock their players' rows
        // in the same order and cannot deadlock.
        let mut ratings: Vec<&RatingRecord> = ratings.iter().collect();
        ratings.sort_by_key(|r| (r.guild_id, r.user_id));
        let mut progress: Vec<&ProgressWrite> = bookkeeping.progress.iter().collect();
        progress.sort_by_key(|p| p.user_id);
        let (mut tx, rows) = match postgres {
            true => {
                let mut tx = match begun {
                    Some(BegunEnd(tx)) => tx,
                    None => self.pool.begin_with(END_BEGIN).await?,
                };
                let rows = Store::take_moves_in_turn(&mut tx, new.id, &ratings).await?;
                (tx, rows)
            }
            false => {
                let mut tx = self.pool.begin().await?;
                let rows = sqlx::query(
                    "DELETE FROM moves WHERE game_id = $1 \
                     RETURNING ply, seat, user_id, notation, played_at",
                )
                .bind(new.id)
                .fetch_all(&mut *tx)
                .await?;
                (tx, rows)
            }
        };
        let mut log = Vec::with_capacity(rows.len() + moves.len());
        for r in &rows {
            // PostgreSQL's answer for a game without move rows is one row without a move.
            if r.try_get::<Option<i64>, _>("ply")?.is_some() {
                log.push(move_of_row(new.id, r)?);
            }
        }
        log.extend(moves.iter().cloned());
        log.sort_by_key(|m| m.ply);
        let compact = move_log::encode(&log, new.players, new.created_at);
        // A game without its cached state: a finished game is rebuilt from its log.
        let ended = GameRecord {
            state: None,
            ..new.clone()
        };
        let writes = EndWrites {
            new: &ended,
            compact: &compact,
            ratings: &ratings,
            progress: &progress,
            bookkeeping,
        };
        let written = match postgres {
            true => Store::end_in_one_statement(&mut tx, &writes).await?,
            false => Store::end_statement_by_statement(&mut tx, &writes).await?,
        };
        match written {
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

    /// The game's move rows, deleted and returned, in the one statement that first locks the
    /// game's row (as every writer of a game does before its move rows: a takeback deletes
    /// moves after its update, so two of them cannot deadlock) and then takes the pools'
    /// turns: the rating_counts trigger updates rows that every rated game of a pool's game
    /// shares, so games ending together take turns rather than lock those rows in different
    /// orders (SQLite has one writer anyway). A game counted in its server's pool and the
    /// boardbot-wide one takes both turns, in pool order. A game that is gone takes none (its
    /// update then finds nothing). One row at least, with no move in it if there are none.
    async fn take_moves_in_turn(
        conn: &mut sqlx::AnyConnection,
        game_id: i64,
        ratings: &[&RatingRecord],
    ) -> StoreResult<Vec<sqlx::any::AnyRow>> {
        let mut pools: Vec<(&str, u64)> =
            ratings.iter().map(|r| (r.kind.id(), r.guild_id)).collect();
        pools.dedup();
        let mut values = Values::after(1);
        let turns = match pools.is_empty() {
            true => String::from("CAST(0 AS BIGINT)"),
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
                format!(
                    "(SELECT COUNT(*) FROM (SELECT pg_advisory_xact_lock(hashtextextended(kind, \
                     pool)) FROM (VALUES {}) AS pools (kind, pool)) AS taken)",
                    pools.join(", ")
                )
            }
        };
        let sql = format!(
            "WITH game AS (SELECT id FROM games WHERE id = $1 FOR UPDATE), \
             turns AS (SELECT {turns} AS taken FROM game), \
             gone AS (DELETE FROM moves WHERE game_id = (SELECT id FROM game) \
               RETURNING ply, seat, user_id, notation, played_at) \
             SELECT turns.taken, gone.* FROM turns LEFT JOIN gone ON TRUE"
        );
        Ok(values
            .bind(sqlx::query(&sql).bind(game_id))
            .fetch_all(&mut *conn)
            .await?)
    }

    /// The game's update, the team match freed and every other write as one PostgreSQL
    /// statement: its parts read the rows as they were before it, as the rating changes need,
    /// and write only if the game's update did. The inner answer: the players whose progress
    /// was written, or `Conflict` or `RatingsChanged`, for the caller to roll back.
    async fn end_in_one_statement(
        conn: &mut sqlx::AnyConnection,
        writes: &EndWrites<'_>,
    ) -> StoreResult<StoreResult<Vec<u64>>> {
        const ENDED: &str = "EXISTS (SELECT 1 FROM ended)";
        let new = writes.new;
        let mut values = Values::after(17);
        let update = end_update(new, &mut values, writes.ratings);
        let mut tables = Vec::new();
        let mut parts = vec![
            format!("ended AS ({update} RETURNING id)"),
            format!("freed AS ({TEAM_MATCH_FREED} AND {ENDED})"),
            format!("lines_cleared AS ({LINES_CLEARED} AND {ENDED})"),
        ];
        let mut written = String::from("CAST(0 AS BIGINT)");
        for (name, season) in [("all_time", false), ("season", true)] {
            if let Some(sql) = rating_upsert(writes.ratings, season, &mut values, Some(ENDED)) {
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
        let sql = format!(
            "WITH {} SELECT (SELECT COUNT(*) FROM ended) AS ended, {written} AS written\
             {folded_columns}",
            tables
                .into_iter()
                .chain(parts)
                .collect::<Vec<_>>()
                .join(", ")
        );
        let query = values.bind(bind_game_update(sqlx::query(&sql), new).bind(writes.compact));
        let row = query.fetch_one(&mut *conn).await?;
        if row.try_get::<i64, _>("ended")? != 1 {
            return Ok(Err(StoreError::Conflict));
        }
        if row.try_get::<i64, _>("written")? as usize != writes.ratings.len() {
            return Ok(Err(StoreError::RatingsChanged));
        }
        let mut written_for = Vec::new();
        for (i, (user_id, _)) in folded.iter().enumerate() {
            if row.try_get::<i64, _>(format!("folded{i}").as_str())? == 1 {
                written_for.push(*user_id);
            }
        }
        Ok(Ok(written_for))
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
