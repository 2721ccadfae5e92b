//! Glicko-2 rating rows, one per player, game and guild.

use sqlx::any::AnyRow;
use sqlx::Row;

use super::{id_in, id_out, RatingRecord, SeasonRecord, Store, StoreError, StoreResult};
use crate::games::GameKind;

/// The columns of a rating row, in the order every query reads them.
pub(super) const RATING_COLUMNS: &str =
    "guild_id, kind, user_id, name, rating, deviation, volatility, wins, losses, draws";

/// Both players' rating rows in a pool, in seat order (see [`Store::game_ratings`]).
#[derive(Clone, Debug, Default)]
pub struct PairRatings {
    pub all_time: [Option<RatingRecord>; 2],
    /// In the season asked for (none if none was).
    pub season: [Option<RatingRecord>; 2],
}

/// A pool's part of what a rated game's end starts from (see [`Store::game_end_ratings`]).
#[derive(Clone, Debug)]
pub struct PoolRatings {
    pub pool: u64,
    /// Its latest season, open or not (`None`: none yet).
    pub latest_season: Option<SeasonRecord>,
    /// Both players' rows; `season`: in `latest_season`.
    pub pair: PairRatings,
}

impl Store {
    pub async fn rating(
        &self,
        guild_id: u64,
        kind: GameKind,
        user_id: u64,
    ) -> StoreResult<Option<RatingRecord>> {
        self.on_live_connection("read a rating", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id = $3"
            ))
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(id_in(user_id))
            .fetch_optional(&self.pool)
            .await?
            .map(|r| rating_from_row(&r))
            .transpose()
        })
        .await
    }

    /// Both players' rows in a pool's game, in seat order, all-time and (if given) in
    /// `season`: what rating a game's result starts from, in one read.
    pub async fn game_ratings(
        &self,
        guild_id: u64,
        kind: GameKind,
        players: [u64; 2],
        season: Option<i64>,
    ) -> StoreResult<PairRatings> {
        self.on_live_connection("read a game's ratings", |_| async move {
            let rows = sqlx::query(&format!(
                "SELECT {RATING_COLUMNS}, CAST(NULL AS BIGINT) AS season FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND user_id IN ($3, $4) \
                 UNION ALL SELECT {RATING_COLUMNS}, season FROM season_ratings \
                 WHERE guild_id = $1 AND season = $5 AND kind = $2 AND user_id IN ($3, $4)"
            ))
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(id_in(players[0]))
            .bind(id_in(players[1]))
            .bind(season)
            .fetch_all(&self.pool)
            .await?;
            let mut pair = PairRatings::default();
            for r in &rows {
                let mut row = rating_from_row(r)?;
                row.season = r.try_get("season")?;
                let Some(seat) = players.iter().position(|&p| p == row.user_id) else {
                    continue;
                };
                match row.season {
                    None => pair.all_time[seat] = Some(row),
                    Some(_) => pair.season[seat] = Some(row),
                }
            }
            Ok(pair)
        })
        .await
    }

    /// What a rated game's end starts from in `pool`, in one read: the pool's latest season,
    /// both players' rows, all-time and in that season, and whether the pool's server counts
    /// its games in the boardbot-wide pool as well (its `count_everywhere` setting).
    pub async fn game_end_ratings(
        &self,
        pool: u64,
        kind: GameKind,
        players: [u64; 2],
    ) -> StoreResult<(PoolRatings, bool)> {
        self.on_live_connection("read a game's ratings and season", |_| async move {
            // One row shape for three kinds of rows (`part`): a rating row, the latest
            // season, the server's setting.
            let rows = sqlx::query(&format!(
                "SELECT 'rating' AS part, {RATING_COLUMNS}, CAST(NULL AS BIGINT) AS season, \
                   CAST(NULL AS BIGINT) AS starts_at, CAST(NULL AS BIGINT) AS ends_at, \
                   CAST(NULL AS BIGINT) AS closed_at, CAST(NULL AS BIGINT) AS everywhere \
                 FROM ratings WHERE guild_id = $1 AND kind = $2 AND user_id IN ($3, $4) \
                 UNION ALL SELECT 'rating', {RATING_COLUMNS}, season, NULL, NULL, NULL, NULL \
                 FROM season_ratings WHERE guild_id = $1 AND kind = $2 AND user_id IN ($3, $4) \
                   AND season = (SELECT MAX(number) FROM seasons WHERE guild_id = $1) \
                 UNION ALL SELECT 'season', guild_id, NULL, NULL, name, NULL, NULL, NULL, \
                   NULL, NULL, NULL, number, starts_at, ends_at, closed_at, NULL FROM seasons \
                 WHERE guild_id = $1 AND number = (SELECT MAX(number) FROM seasons \
                   WHERE guild_id = $1) \
                 UNION ALL SELECT 'setting', guild_id, NULL, NULL, NULL, NULL, NULL, NULL, \
                   NULL, NULL, NULL, NULL, NULL, NULL, NULL, count_everywhere \
                 FROM guild_settings WHERE guild_id = $1"
            ))
            .bind(id_in(pool))
            .bind(kind.id())
            .bind(id_in(players[0]))
            .bind(id_in(players[1]))
            .fetch_all(&self.ends)
            .await?;
            let mut read = PoolRatings {
                pool,
                latest_season: None,
                pair: PairRatings::default(),
            };
            let mut counts_everywhere = false;
            for r in &rows {
                let part: String = r.try_get("part")?;
                match part.as_str() {
                    "rating" => {
                        let mut row = rating_from_row(r)?;
                        row.season = r.try_get("season")?;
                        let Some(seat) = players.iter().position(|&p| p == row.user_id) else {
                            continue;
                        };
                        match row.season {
                            None => read.pair.all_time[seat] = Some(row),
                            Some(_) => read.pair.season[seat] = Some(row),
                        }
                    }
                    "season" => {
                        read.latest_season = Some(SeasonRecord {
                            guild_id: pool,
                            number: r.try_get("season")?,
                            name: r.try_get("name")?,
                            starts_at: r.try_get("starts_at")?,
                            ends_at: r.try_get("ends_at")?,
                            closed_at: r.try_get("closed_at")?,
                        })
                    }
                    _ => counts_everywhere = r.try_get::<i64, _>("everywhere")? != 0,
                }
            }
            Ok((read, counts_everywhere))
        })
        .await
    }

    /// `limit` players of a guild's leaderboard for a game, best rating first, after skipping
    /// the best `offset` (along the `ratings_leaderboard` index).
    pub async fn leaderboard(
        &self,
        guild_id: u64,
        kind: GameKind,
        limit: i64,
        offset: i64,
    ) -> StoreResult<Vec<RatingRecord>> {
        self.on_live_connection("read a leaderboard", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND kind = $2 \
                 ORDER BY rating DESC, user_id LIMIT $3 OFFSET $4"
            ))
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(limit)
            .bind(offset)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rating_from_row)
            .collect()
        })
        .await
    }

    /// A player's rating rows in a guild, one per game they have played rated.
    pub async fn player_ratings(
        &self,
        guild_id: u64,
        user_id: u64,
    ) -> StoreResult<Vec<RatingRecord>> {
        self.on_live_connection("read a player's ratings", |_| async move {
            sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = $1 AND user_id = $2 ORDER BY kind"
            ))
            .bind(id_in(guild_id))
            .bind(id_in(user_id))
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rating_from_row)
            .collect()
        })
        .await
    }
}

impl Store {
    /// The place of the player of rating row `own` on their server's leaderboard of its game
    /// (ties on rating go to the lower user id, as the leaderboard lists them) and how many
    /// players it has. The players of every whole rating point above theirs come from
    /// `rating_counts`; only those of their own point are counted one by one.
    pub async fn rank_of(&self, own: &RatingRecord) -> StoreResult<Rank> {
        let (guild_id, kind, user_id) = (own.guild_id, own.kind, own.user_id);
        let floor = own.rating.floor();
        self.on_live_connection("read a player's rank", |_| async move {
            let row = sqlx::query(
                "SELECT (SELECT CAST(COALESCE(SUM(players), 0) AS BIGINT) FROM rating_counts \
                   WHERE guild_id = $1 AND kind = $2 AND rating_floor > $3) AS above_points, \
                 (SELECT COUNT(*) FROM ratings WHERE guild_id = $1 AND kind = $2 \
                   AND rating < $4 AND rating >= $5 AND (rating > $5 OR user_id < $6)) \
                   AS above_within, \
                 (SELECT CAST(COALESCE(SUM(players), 0) AS BIGINT) FROM rating_counts \
                   WHERE guild_id = $1 AND kind = $2) AS players",
            )
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(floor as i64)
            .bind(floor + 1.0)
            .bind(own.rating)
            .bind(id_in(user_id))
            .fetch_one(&self.pool)
            .await?;
            let above: i64 = row.try_get("above_points")?;
            let within: i64 = row.try_get("above_within")?;
            Ok(Rank {
                place: above + within + 1,
                of: row.try_get("players")?,
            })
        })
        .await
    }

    /// The page of `size` rows of a leaderboard that holds the player of rating row `own`, at
    /// `rank`, read from both sides of their row along the leaderboard's index (never skipping
    /// over the players above the page).
    pub async fn leaderboard_page_of(
        &self,
        own: &RatingRecord,
        rank: Rank,
        size: i64,
    ) -> StoreResult<Vec<RatingRecord>> {
        let (guild_id, kind, user_id) = (own.guild_id, own.kind, own.user_id);
        let above_on_page = (rank.place - 1) % size;
        self.on_live_connection("read a leaderboard page", |_| async move {
            // Each side is two ranges of the leaderboard's index (the player's own rating,
            // then the ratings beyond it), so that neither is a scan from the far end.
            let above = sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM (SELECT {RATING_COLUMNS} FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND rating = $3 AND user_id < $4 \
                 ORDER BY user_id DESC LIMIT $5) AS tied \
                 UNION ALL SELECT {RATING_COLUMNS} FROM (SELECT {RATING_COLUMNS} FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND rating > $3 \
                 ORDER BY rating, user_id DESC LIMIT $5) AS better \
                 ORDER BY rating, user_id DESC LIMIT $5"
            ))
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(own.rating)
            .bind(id_in(user_id))
            .bind(above_on_page)
            .fetch_all(&self.pool)
            .await?;
            let from_them = sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM (SELECT {RATING_COLUMNS} FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND rating = $3 AND user_id >= $4 \
                 ORDER BY user_id LIMIT $5) AS tied \
                 UNION ALL SELECT {RATING_COLUMNS} FROM (SELECT {RATING_COLUMNS} FROM ratings \
                 WHERE guild_id = $1 AND kind = $2 AND rating < $3 \
                 ORDER BY rating DESC, user_id LIMIT $5) AS worse \
                 ORDER BY rating DESC, user_id LIMIT $5"
            ))
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(own.rating)
            .bind(id_in(user_id))
            .bind(size - above_on_page)
            .fetch_all(&self.pool)
            .await?;
            above
                .iter()
                .rev()
                .chain(&from_them)
                .map(rating_from_row)
                .collect()
        })
        .await
    }
}

impl Store {
    /// The last `limit` points of a player's rating history in a game of a guild, oldest
    /// first.
    pub async fn rating_history(
        &self,
        guild_id: u64,
        kind: GameKind,
        user_id: u64,
        limit: i64,
    ) -> StoreResult<Vec<RatingPoint>> {
        self.on_live_connection("read a rating history", |_| async move {
            let mut points = sqlx::query(
                "SELECT at, game_id, rating, deviation FROM rating_history \
                 WHERE guild_id = $1 AND kind = $2 AND user_id = $3 \
                 ORDER BY at DESC, game_id DESC LIMIT $4",
            )
            .bind(id_in(guild_id))
            .bind(kind.id())
            .bind(id_in(user_id))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(RatingPoint {
                    at: r.try_get("at")?,
                    game_id: r.try_get("game_id")?,
                    rating: r.try_get("rating")?,
                    deviation: r.try_get("deviation")?,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            points.reverse();
            Ok(points)
        })
        .await
    }
}

/// A player's rating right after one rated game.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingPoint {
    /// When the game ended, unix ms.
    pub at: i64,
    pub game_id: i64,
    pub rating: f64,
    pub deviation: f64,
}

/// A player's place on a leaderboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rank {
    /// 1 for the best player.
    pub place: i64,
    /// Players on the leaderboard.
    pub of: i64,
}

pub(super) fn rating_from_row(r: &AnyRow) -> StoreResult<RatingRecord> {
    let kind_id: String = r.try_get("kind")?;
    Ok(RatingRecord {
        guild_id: id_out(r.try_get("guild_id")?),
        kind: GameKind::from_id(&kind_id)
            .ok_or_else(|| StoreError::Corrupt(format!("unknown game kind `{kind_id}`")))?,
        user_id: id_out(r.try_get("user_id")?),
        name: r.try_get("name")?,
        rating: r.try_get("rating")?,
        deviation: r.try_get("deviation")?,
        volatility: r.try_get("volatility")?,
        wins: r.try_get("wins")?,
        losses: r.try_get("losses")?,
        draws: r.try_get("draws")?,
        season: None,
    })
}
