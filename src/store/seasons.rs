//! Seasons: each pool's seasons, how they run, each player's season rating (written with the
//! game that changed it, see `games.rs`) and the champions a closed season crowned.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::ratings::RATING_COLUMNS;
use super::{id_in, id_out, RatingRecord, Store, StoreError, StoreResult};
use crate::games::GameKind;

/// One season of a pool.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeasonRecord {
    pub guild_id: u64,
    /// 1 for a pool's first season.
    pub number: i64,
    /// An admin's name for it (`None`: "Season N").
    pub name: Option<String>,
    /// Unix ms; a game that ends in `[starts_at, ends_at)` counts in it.
    pub starts_at: i64,
    pub ends_at: i64,
    /// When its standings were archived (`None`: still open).
    pub closed_at: Option<i64>,
}

/// How a pool's seasons run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeasonPlan {
    /// A season's length in days; 0: one calendar month.
    pub length_days: i64,
    /// No new season starts on its own (an admin ended the last one).
    pub paused: bool,
    /// Where a season's final standings are posted.
    pub channel_id: Option<u64>,
}

/// A closed season's champion in one game.
#[derive(Clone, Debug, PartialEq)]
pub struct ChampionRecord {
    pub guild_id: u64,
    pub season: i64,
    pub kind: GameKind,
    pub user_id: u64,
    pub name: String,
    pub rating: f64,
}

const SEASON_COLUMNS: &str = "guild_id, number, name, starts_at, ends_at, closed_at";

fn season_from_row(r: &AnyRow) -> StoreResult<SeasonRecord> {
    Ok(SeasonRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        number: r.try_get("number")?,
        name: r.try_get("name")?,
        starts_at: r.try_get("starts_at")?,
        ends_at: r.try_get("ends_at")?,
        closed_at: r.try_get("closed_at")?,
    })
}

fn kind_of(r: &AnyRow) -> StoreResult<GameKind> {
    let id: String = r.try_get("kind")?;
    GameKind::from_id(&id).ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{id}`")))
}

fn champion_from_row(r: &AnyRow) -> StoreResult<ChampionRecord> {
    Ok(ChampionRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        season: r.try_get("season")?,
        kind: kind_of(r)?,
        user_id: id_out(r.try_get("user_id")?),
        name: r.try_get("name")?,
        rating: r.try_get("rating")?,
    })
}

/// A season rating row (the columns of `ratings` and its season).
fn season_rating_from_row(r: &AnyRow) -> StoreResult<RatingRecord> {
    let mut row = super::ratings::rating_from_row(r)?;
    row.season = Some(r.try_get("season")?);
    Ok(row)
}

impl Store {
    /// A pool's latest season (the open one, if any).
    pub async fn latest_season(&self, guild_id: u64) -> StoreResult<Option<SeasonRecord>> {
        self.on_live_connection("read the latest season", |_| async move {
            sqlx::query(&format!(
                "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 \
                 ORDER BY number DESC LIMIT 1"
            ))
            .bind(id_in(guild_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| season_from_row(&r))
            .transpose()
        })
        .await
    }

    pub async fn season(&self, guild_id: u64, number: i64) -> StoreResult<Option<SeasonRecord>> {
        self.on_live_connection("read a season", |_| async move {
            sqlx::query(&format!(
                "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 AND number = $2"
            ))
            .bind(id_in(guild_id))
            .bind(number)
            .fetch_optional(&self.pool)
            .await?
            .map(|r| season_from_row(&r))
            .transpose()
        })
        .await
    }

    /// A pool's seasons, newest first.
    pub async fn seasons(&self, guild_id: u64) -> StoreResult<Vec<SeasonRecord>> {
        self.on_live_connection("read the seasons", |_| async move {
            sqlx::query(&format!(
                "SELECT {SEASON_COLUMNS} FROM seasons WHERE guild_id = $1 ORDER BY number DESC"
            ))
            .bind(id_in(guild_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(season_from_row)
            .collect()
        })
        .await
    }

    /// Stores a new season; `false` when its number was taken meanwhile (another process
    /// started it first).
    pub async fn insert_season(&self, season: &SeasonRecord) -> StoreResult<bool> {
        self.on_live_connection("start a season", |_| async move {
            let done = sqlx::query(
                "INSERT INTO seasons (guild_id, number, name, starts_at, ends_at, closed_at) \
                 VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT (guild_id, number) DO NOTHING",
            )
            .bind(id_in(season.guild_id))
            .bind(season.number)
            .bind(season.name.clone())
            .bind(season.starts_at)
            .bind(season.ends_at)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    /// Moves an open season's end to `at` (an admin ending it early); `false` if it had
    /// already ended.
    pub async fn end_season_at(&self, guild_id: u64, number: i64, at: i64) -> StoreResult<bool> {
        self.on_live_connection("end a season", |_| async move {
            let done = sqlx::query(
                "UPDATE seasons SET ends_at = $3 WHERE guild_id = $1 AND number = $2 \
                 AND ends_at > $3 AND closed_at IS NULL",
            )
            .bind(id_in(guild_id))
            .bind(number)
            .bind(at)
            .execute(&self.pool)
            .await?;
            Ok(done.rows_affected() == 1)
        })
        .await
    }

    pub async fn season_plan(&self, guild_id: u64) -> StoreResult<Option<SeasonPlan>> {
        self.on_live_connection("read a season plan", |_| async move {
            sqlx::query(
                "SELECT length_days, paused, channel_id FROM season_plans WHERE guild_id = $1",
            )
            .bind(id_in(guild_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| {
                Ok(SeasonPlan {
                    length_days: r.try_get("length_days")?,
                    paused: r.try_get::<i64, _>("paused")? != 0,
                    channel_id: r.try_get::<Option<i64>, _>("channel_id")?.map(id_out),
                })
            })
            .transpose()
        })
        .await
    }

    pub async fn set_season_plan(&self, guild_id: u64, plan: SeasonPlan) -> StoreResult<()> {
        self.on_live_connection("write a season plan", |_| async move {
            sqlx::query(
                "INSERT INTO season_plans (guild_id, length_days, paused, channel_id) \
                 VALUES ($1, $2, $3, $4) ON CONFLICT (guild_id) DO UPDATE SET \
                 length_days = excluded.length_days, paused = excluded.paused, \
                 channel_id = excluded.channel_id",
            )
            .bind(id_in(guild_id))
            .bind(plan.length_days)
            .bind(plan.paused as i64)
            .bind(plan.channel_id.map(id_in))
            .execute(&self.pool)
            .await?;
            Ok(())
        })
        .await
    }

    /// Seasons of every pool that ended at or before `before` and are not closed yet.
    pub async fn seasons_to_close(&self, before: i64) -> StoreResult<Vec<SeasonRecord>> {
        self.on_live_connection("find seasons to close", |_| async move {
            sqlx::query(&format!(
                "SELECT {SEASON_COLUMNS} FROM seasons WHERE closed_at IS NULL AND ends_at <= $1 \
                 ORDER BY ends_at"
            ))
            .bind(before)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(season_from_row)
            .collect()
        })
        .await
    }

    /// Closes a season in one transaction: marks it closed and crowns each game's champion,
    /// the best season rating among players of at least `min_games` games in it. `None` when
    /// it was closed already (by another process).
    pub async fn close_season(
        &self,
        season: &SeasonRecord,
        min_games: i64,
        at: i64,
    ) -> StoreResult<Option<Vec<ChampionRecord>>> {
        self.on_live_connection("close a season", |_| async move {
            let mut tx = self.pool.begin().await?;
            let claimed = sqlx::query(
                "UPDATE seasons SET closed_at = $3 WHERE guild_id = $1 AND number = $2 \
                 AND closed_at IS NULL",
            )
            .bind(id_in(season.guild_id))
            .bind(season.number)
            .bind(at)
            .execute(&mut *tx)
            .await?;
            if claimed.rows_affected() != 1 {
                tx.rollback().await?;
                return Ok(None);
            }
            let mut champions = Vec::new();
            for &kind in GameKind::ALL {
                // Along `season_ratings_board`: the first row with enough games.
                let best = sqlx::query(&format!(
                    "SELECT {RATING_COLUMNS}, season FROM season_ratings \
                     WHERE guild_id = $1 AND season = $2 AND kind = $3 \
                     AND wins + losses + draws >= $4 ORDER BY rating DESC, user_id LIMIT 1"
                ))
                .bind(id_in(season.guild_id))
                .bind(season.number)
                .bind(kind.id())
                .bind(min_games)
                .fetch_optional(&mut *tx)
                .await?;
                let Some(best) = best else { continue };
                let best = season_rating_from_row(&best)?;
                sqlx::query(
                    "INSERT INTO season_champions (guild_id, season, kind, user_id, name, rating) \
                     VALUES ($1, $2, $3, $4, $5, $6)",
                )
                .bind(id_in(season.guild_id))
                .bind(season.number)
                .bind(kind.id())
                .bind(id_in(best.user_id))
                .bind(&best.name)
                .bind(best.rating)
                .execute(&mut *tx)
                .await?;
                champions.push(ChampionRecord {
                    guild_id: season.guild_id,
                    season: season.number,
                    kind,
                    user_id: best.user_id,
                    name: best.name,
                    rating: best.rating,
                });
            }
            tx.commit().await?;
            Ok(Some(champions))
        })
        .await
    }

    /// A player's row in a season.
    pub async fn season_rating(
        &self,
        guild_id: u64,
        season: i64,
        kind: GameKind,
        user_id: u64,
    ) -> StoreResult<Option<RatingRecord>> {
        self.on_live_connection("read a season rating", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS}, season FROM season_ratings WHERE guild_id = $1 \
                 AND season = $2 AND kind = $3 AND user_id = $4"
            ))
            .bind(id_in(guild_id))
            .bind(season)
            .bind(kind.id())
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| season_rating_from_row(&r))
            .transpose()
        })
        .await
    }

    /// `limit` rows of a season's standings in a game, best first, after the best `offset`.
    pub async fn season_leaderboard(
        &self,
        guild_id: u64,
        season: i64,
        kind: GameKind,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<RatingRecord>> {
        self.on_live_connection("read a season's standings", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS}, season FROM season_ratings WHERE guild_id = $1 \
                 AND season = $2 AND kind = $3 ORDER BY rating DESC, user_id LIMIT $4 OFFSET $5"
            ))
            .bind(id_in(guild_id))
            .bind(season)
            .bind(kind.id())
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(season_rating_from_row)
            .collect()
        })
        .await
    }

    /// How many played a game in a season.
    pub async fn season_players(
        &self,
        guild_id: u64,
        season: i64,
        kind: GameKind,
    ) -> StoreResult<i64> {
        self.on_live_connection("count a season's players", |_| async move {
            Ok(sqlx::query(
                "SELECT COUNT(*) AS n FROM season_ratings WHERE guild_id = $1 AND season = $2 \
                 AND kind = $3",
            )
            .bind(id_in(guild_id))
            .bind(season)
            .bind(kind.id())
            .fetch_one(&self.pool)
            .await?
            .try_get("n")?)
        })
        .await
    }

    /// A closed season's champions.
    pub async fn season_champions(
        &self,
        guild_id: u64,
        season: i64,
    ) -> StoreResult<Vec<ChampionRecord>> {
        self.on_live_connection("read a season's champions", |_| async move {
            sqlx::query(
                "SELECT guild_id, season, kind, user_id, name, rating FROM season_champions \
                 WHERE guild_id = $1 AND season = $2 ORDER BY kind",
            )
            .bind(id_in(guild_id))
            .bind(season)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(champion_from_row)
            .collect()
        })
        .await
    }

    /// The seasons a player won in a pool, newest first.
    pub async fn titles(&self, guild_id: u64, user_id: u64) -> StoreResult<Vec<ChampionRecord>> {
        self.on_live_connection("read a player's titles", |_| async move {
            sqlx::query(
                "SELECT guild_id, season, kind, user_id, name, rating FROM season_champions \
                 WHERE guild_id = $1 AND user_id = $2 ORDER BY season DESC, kind",
            )
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(champion_from_row)
            .collect()
        })
        .await
    }

    /// Every season row of a person (their data export).
    pub(super) async fn person_season_ratings(
        &self,
        user_id: u64,
    ) -> StoreResult<Vec<RatingRecord>> {
        sqlx::query(&format!(
            "SELECT {RATING_COLUMNS}, season FROM season_ratings WHERE user_id = $1 \
             ORDER BY guild_id, season, kind"
        ))
        .bind(id_in(user_id))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(season_rating_from_row)
        .collect()
    }

    /// Every season a person won, in every pool (their data export).
    pub(super) async fn person_titles(&self, user_id: u64) -> StoreResult<Vec<ChampionRecord>> {
        sqlx::query(
            "SELECT guild_id, season, kind, user_id, name, rating FROM season_champions \
             WHERE user_id = $1 ORDER BY guild_id, season, kind",
        )
        .bind(id_in(user_id))
        .fetch_all(&self.pool)
        .await?
        .iter()
        .map(champion_from_row)
        .collect()
    }
}
