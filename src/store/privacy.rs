//! Everything the store keeps about one person, read together for `/privacy export`: the games
//! they played or were challenged to, their ratings and rating histories, their tournament
//! entries and organized tournaments, and their challenge settings (blocks, opt-outs,
//! declines). Their preferences are read with [`Store::palette`].

use sqlx::Row;

use super::games::{game_from_row, GAME_COLUMNS};
use super::ratings::{rating_from_row, RATING_COLUMNS};
use super::{id_in, id_out, GameRecord, RatingPoint, RatingRecord, Store, StoreResult};
use crate::games::GameKind;

/// One point of a person's rating history, with where and in which game it was made.
#[derive(Clone, Debug, PartialEq)]
pub struct HistoryPoint {
    pub guild_id: u64,
    pub kind: GameKind,
    pub point: RatingPoint,
}

/// A person's entry in a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentEntry {
    pub tournament_id: i64,
    pub guild_id: u64,
    pub kind: GameKind,
    /// Their name as entered.
    pub name: String,
    /// Their rating when they entered.
    pub rating: f64,
    pub joined_at: i64,
    pub active: bool,
}

/// A challenge setting a person made in a server.
#[derive(Clone, Debug, PartialEq)]
pub enum ChallengeSetting {
    /// They block challenges from `blocked_id`.
    Block {
        guild_id: u64,
        blocked_id: u64,
        blocked_name: String,
        since: i64,
    },
    /// They take no challenges there.
    OptOut { guild_id: u64, since: i64 },
    /// They declined a challenge from `challenger_id` (which starts the challenger's cooldown).
    Decline {
        guild_id: u64,
        challenger_id: u64,
        at: i64,
    },
}

/// A tournament a person organized.
#[derive(Clone, Debug, PartialEq)]
pub struct Organized {
    pub tournament_id: i64,
    pub guild_id: u64,
    pub kind: GameKind,
    pub created_at: i64,
}

/// Everything kept about one person but their games' moves (read per game with
/// [`Store::moves`]).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PersonRows {
    pub games: Vec<GameRecord>,
    pub ratings: Vec<RatingRecord>,
    pub rating_history: Vec<HistoryPoint>,
    pub tournament_entries: Vec<TournamentEntry>,
    pub organized: Vec<Organized>,
    pub challenge_settings: Vec<ChallengeSetting>,
}

fn kind_of(text: &str) -> StoreResult<GameKind> {
    GameKind::from_id(text).ok_or_else(|| super::StoreError::Corrupt(format!("game kind {text}")))
}

impl Store {
    /// Every row about `user_id`, in every server, oldest first.
    pub async fn person_rows(&self, user_id: u64) -> StoreResult<PersonRows> {
        self.on_live_connection("read a person's data", |_| async move {
            let id = id_in(user_id);
            let games = sqlx::query(&format!(
                "SELECT {GAME_COLUMNS} FROM games WHERE player0 = $1 OR player1 = $1 ORDER BY id"
            ))
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(game_from_row)
            .collect::<StoreResult<Vec<_>>>()?;
            let ratings = sqlx::query(&format!(
                "SELECT {RATING_COLUMNS} FROM ratings WHERE user_id = $1 ORDER BY guild_id, kind"
            ))
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(rating_from_row)
            .collect::<StoreResult<Vec<_>>>()?;
            let rating_history = sqlx::query(
                "SELECT guild_id, kind, at, game_id, rating, deviation FROM rating_history \
                 WHERE user_id = $1 ORDER BY at, game_id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(HistoryPoint {
                    guild_id: id_out(r.try_get("guild_id")?),
                    kind: kind_of(&r.try_get::<String, _>("kind")?)?,
                    point: RatingPoint {
                        at: r.try_get("at")?,
                        game_id: r.try_get("game_id")?,
                        rating: r.try_get("rating")?,
                        deviation: r.try_get("deviation")?,
                    },
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            let tournament_entries = sqlx::query(
                "SELECT e.tournament_id, t.guild_id, t.kind, e.name, e.rating, e.joined_at, \
                 e.active FROM tournament_entrants e \
                 JOIN tournaments t ON t.id = e.tournament_id \
                 WHERE e.user_id = $1 ORDER BY e.tournament_id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(TournamentEntry {
                    tournament_id: r.try_get("tournament_id")?,
                    guild_id: id_out(r.try_get("guild_id")?),
                    kind: kind_of(&r.try_get::<String, _>("kind")?)?,
                    name: r.try_get("name")?,
                    rating: r.try_get("rating")?,
                    joined_at: r.try_get("joined_at")?,
                    active: r.try_get::<i64, _>("active")? != 0,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            let organized = sqlx::query(
                "SELECT id, guild_id, kind, created_at FROM tournaments \
                 WHERE organizer_id = $1 ORDER BY id",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            .iter()
            .map(|r| {
                Ok(Organized {
                    tournament_id: r.try_get("id")?,
                    guild_id: id_out(r.try_get("guild_id")?),
                    kind: kind_of(&r.try_get::<String, _>("kind")?)?,
                    created_at: r.try_get("created_at")?,
                })
            })
            .collect::<StoreResult<Vec<_>>>()?;
            let mut challenge_settings = Vec::new();
            for r in sqlx::query(
                "SELECT guild_id, blocked_id, blocked_name, created_at FROM challenge_blocks \
                 WHERE blocker_id = $1 ORDER BY created_at",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            {
                challenge_settings.push(ChallengeSetting::Block {
                    guild_id: id_out(r.try_get("guild_id")?),
                    blocked_id: id_out(r.try_get("blocked_id")?),
                    blocked_name: r.try_get("blocked_name")?,
                    since: r.try_get("created_at")?,
                });
            }
            for r in sqlx::query(
                "SELECT guild_id, since FROM challenge_opt_outs WHERE user_id = $1 ORDER BY since",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            {
                challenge_settings.push(ChallengeSetting::OptOut {
                    guild_id: id_out(r.try_get("guild_id")?),
                    since: r.try_get("since")?,
                });
            }
            for r in sqlx::query(
                "SELECT guild_id, challenger_id, declined_at FROM challenge_declines \
                 WHERE opponent_id = $1 ORDER BY declined_at",
            )
            .bind(id)
            .fetch_all(&self.pool)
            .await?
            {
                challenge_settings.push(ChallengeSetting::Decline {
                    guild_id: id_out(r.try_get("guild_id")?),
                    challenger_id: id_out(r.try_get("challenger_id")?),
                    at: r.try_get("declined_at")?,
                });
            }
            Ok(PersonRows {
                games,
                ratings,
                rating_history,
                tournament_entries,
                organized,
                challenge_settings,
            })
        })
        .await
    }
}
