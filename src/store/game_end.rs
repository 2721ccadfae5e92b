//! The commit that ends a game, in few round trips: its move rows are taken back with their
//! delete and folded with the moves it adds into the compact log, which the game's versioned
//! update writes together with the rating changes; the rating rows and their history points go
//! one statement a table. On PostgreSQL the update and every rating write are one statement.

use sqlx::Row;

use super::games::{bind_game_update, game_update_set, move_of_row, AnyQuery};
use super::history::starting_rating;
use super::{
    id_in, move_log, Backend, GameRecord, MoveRecord, RatingRecord, Store, StoreError, StoreResult,
};

/// A value bound to a statement built here.
enum Value<'a> {
    Int(i64),
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

/// A team match's challenged channel is free again.
const TEAM_MATCH_FREED: &str = "UPDATE team_matches SET live = 0 WHERE game_id = $1 AND live = 1";

impl Store {
    /// [`Store::commit`] of a change that ends the game (see there).
    pub(super) async fn commit_end(
        &self,
        new: &GameRecord,
        moves: &[MoveRecord],
        ratings: &[RatingRecord],
    ) -> StoreResult<()> {
        let postgres = self.backend == Backend::Postgres;
        let mut tx = self.pool.begin().await?;
        // The game's row is locked before its move rows, as every writer of a game does (a
        // takeback deletes moves after its update), so that two of them cannot deadlock.
        let delete = match postgres {
            true => {
                "DELETE FROM moves WHERE game_id = (SELECT id FROM games WHERE id = $1 FOR UPDATE) \
                 RETURNING ply, seat, user_id, notation, played_at"
            }
            false => {
                "DELETE FROM moves WHERE game_id = $1 \
                 RETURNING ply, seat, user_id, notation, played_at"
            }
        };
        let mut log = sqlx::query(delete)
            .bind(new.id)
            .fetch_all(&mut *tx)
            .await?
            .iter()
            .map(|r| move_of_row(new.id, r))
            .collect::<StoreResult<Vec<_>>>()?;
        log.extend(moves.iter().cloned());
        log.sort_by_key(|m| m.ply);
        let compact = move_log::encode(&log, new.players, new.created_at);
        // In pool and user order, so that two games ending together lock their players' rows
        // in the same order and cannot deadlock.
        let mut ratings: Vec<&RatingRecord> = ratings.iter().collect();
        ratings.sort_by_key(|r| (r.guild_id, r.user_id));
        if postgres {
            // The rating_counts trigger updates rows that every rated game of a pool's game
            // shares: games ending together take turns here rather than lock those rows in
            // different orders (SQLite has one writer anyway). A game counted in its server's
            // pool and the boardbot-wide one takes both turns, in pool order.
            let mut pools: Vec<(&str, u64)> =
                ratings.iter().map(|r| (r.kind.id(), r.guild_id)).collect();
            pools.dedup();
            for (kind, pool) in pools {
                sqlx::query("SELECT pg_advisory_xact_lock(hashtextextended($1, $2))")
                    .bind(kind)
                    .bind(id_in(pool))
                    .execute(&mut *tx)
                    .await?;
            }
        }
        // A game without its cached state: a finished game is rebuilt from its log.
        let ended = GameRecord {
            state: None,
            ..new.clone()
        };
        let written = match postgres {
            true => Store::end_in_one_statement(&mut tx, &ended, &compact, &ratings).await?,
            false => Store::end_statement_by_statement(&mut tx, &ended, &compact, &ratings).await?,
        };
        match written {
            Ok(()) => {
                tx.commit().await?;
                Ok(())
            }
            Err(e) => {
                tx.rollback().await?;
                Err(e)
            }
        }
    }

    /// The game's update, the team match freed and the rating writes as one PostgreSQL
    /// statement: its parts read the rows as they were before it, as the rating changes need,
    /// and write only if the game's update did. The inner answer: `Conflict` or
    /// `RatingsChanged`, for the caller to roll back.
    async fn end_in_one_statement(
        conn: &mut sqlx::AnyConnection,
        new: &GameRecord,
        compact: &str,
        ratings: &[&RatingRecord],
    ) -> StoreResult<StoreResult<()>> {
        const ENDED: &str = "EXISTS (SELECT 1 FROM ended)";
        let mut values = Values::after(17);
        let update = end_update(new, &mut values, ratings);
        let mut parts = vec![
            format!("ended AS ({update} RETURNING id)"),
            format!("freed AS ({TEAM_MATCH_FREED} AND {ENDED})"),
        ];
        let mut written = String::from("CAST(0 AS BIGINT)");
        for (name, season) in [("all_time", false), ("season", true)] {
            if let Some(sql) = rating_upsert(ratings, season, &mut values, Some(ENDED)) {
                parts.push(format!("{name} AS ({sql} RETURNING 1)"));
                written.push_str(&format!(" + (SELECT COUNT(*) FROM {name})"));
            }
        }
        if let Some(sql) = history_insert(new, ratings, &mut values, Some(ENDED)) {
            parts.push(format!("points AS ({sql})"));
        }
        let sql = format!(
            "WITH {} SELECT (SELECT COUNT(*) FROM ended) AS ended, {written} AS written",
            parts.join(", ")
        );
        let query = values.bind(bind_game_update(sqlx::query(&sql), new).bind(compact));
        let row = query.fetch_one(&mut *conn).await?;
        if row.try_get::<i64, _>("ended")? != 1 {
            return Ok(Err(StoreError::Conflict));
        }
        Ok(
            match row.try_get::<i64, _>("written")? as usize == ratings.len() {
                true => Ok(()),
                false => Err(StoreError::RatingsChanged),
            },
        )
    }

    /// The same writes as [`Store::end_in_one_statement`], one statement each (SQLite).
    async fn end_statement_by_statement(
        conn: &mut sqlx::AnyConnection,
        new: &GameRecord,
        compact: &str,
        ratings: &[&RatingRecord],
    ) -> StoreResult<StoreResult<()>> {
        let mut values = Values::after(17);
        let update = end_update(new, &mut values, ratings);
        let query = values.bind(bind_game_update(sqlx::query(&update), new).bind(compact));
        if query.execute(&mut *conn).await?.rows_affected() != 1 {
            return Ok(Err(StoreError::Conflict));
        }
        sqlx::query(TEAM_MATCH_FREED)
            .bind(new.id)
            .execute(&mut *conn)
            .await?;
        for season in [false, true] {
            let mut values = Values::after(0);
            let Some(sql) = rating_upsert(ratings, season, &mut values, None) else {
                continue;
            };
            let rows = ratings
                .iter()
                .filter(|r| r.season.is_some() == season)
                .count();
            let written = values.bind(sqlx::query(&sql)).execute(&mut *conn).await?;
            if written.rows_affected() as usize != rows {
                return Ok(Err(StoreError::RatingsChanged));
            }
        }
        let mut values = Values::after(0);
        if let Some(sql) = history_insert(new, ratings, &mut values, None) {
            values.bind(sqlx::query(&sql)).execute(&mut *conn).await?;
        }
        Ok(Ok(()))
    }
}
